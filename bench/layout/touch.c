// Records which pages of the running executable's read-only mappings (its data; with
// TOUCH_CODE=1 its code too) a run touches: an LD_PRELOAD library for bench/layout/generate.py.
//
//   cc -O2 -shared -fPIC bench/layout/touch.c -o touch.so
//   TOUCH_OUT=pages.txt LD_PRELOAD=./touch.so nvverify check ...   # one page address (hex) a line
//
// At load it makes those mappings inaccessible; the first access to each page faults, the
// handler writes the page down and gives it its access back. The kernel's fault-around hides
// which pages a process really reads (it maps 64 KB around each), so RSS cannot tell this.
// What the loader and the C runtime read before this library's constructor is not seen.
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define MAX_PAGES 200000
#define MAX_RANGES 8

static unsigned long pages[MAX_PAGES];
static int page_count;
static unsigned long range_start[MAX_RANGES], range_end[MAX_RANGES];
static int range_prot[MAX_RANGES];
static int range_count;

static void on_fault(int sig, siginfo_t *info, void *context) {
    (void)sig;
    (void)context;
    unsigned long page = (unsigned long)info->si_addr & ~4095UL;
    for (int i = 0; i < range_count; i++) {
        if (page >= range_start[i] && page < range_end[i]) {
            mprotect((void *)page, 4096, range_prot[i]);
            int n = __atomic_fetch_add(&page_count, 1, __ATOMIC_SEQ_CST);
            if (n < MAX_PAGES) pages[n] = page;
            return;
        }
    }
    // A fault of the program's own: let it happen as it would have.
    signal(SIGSEGV, SIG_DFL);
}

static void write_pages(void) {
    const char *out = getenv("TOUCH_OUT");
    if (!out) return;
    FILE *f = fopen(out, "w");
    if (!f) return;
    int n = page_count < MAX_PAGES ? page_count : MAX_PAGES;
    for (int i = 0; i < n; i++) fprintf(f, "%lx\n", pages[i]);
    fclose(f);
}

__attribute__((constructor)) static void start(void) {
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return;
    exe[len] = 0;
    int with_code = getenv("TOUCH_CODE") != NULL;
    FILE *maps = fopen("/proc/self/maps", "r");
    if (!maps) return;
    char line[8192];
    while (fgets(line, sizeof line, maps)) {
        unsigned long start, end;
        char perms[8], path[4096] = "";
        if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %4095s", &start, &end, perms, path) < 3) continue;
        if (strcmp(path, exe) != 0 || perms[1] == 'w') continue;
        if (perms[2] == 'x' && !with_code) continue;
        if (range_count == MAX_RANGES) break;
        range_start[range_count] = start;
        range_end[range_count] = end;
        range_prot[range_count] = perms[2] == 'x' ? PROT_READ | PROT_EXEC : PROT_READ;
        range_count++;
    }
    fclose(maps);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigaction(SIGSEGV, &action, NULL);
    for (int i = 0; i < range_count; i++)
        mprotect((void *)range_start[i], range_end[i] - range_start[i], PROT_NONE);
    atexit(write_pages);
}
