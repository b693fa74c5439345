// Reads valgrind's `--tool=lackey --trace-mem=yes` trace on stdin and prints, once each, the
// 64-byte lines of the given address ranges that a load, store or modify touched: the data of
// the executable a run reads, exactly (for bench/layout/generate.py).
//
//   cc -O2 bench/layout/lines.c -o lines
//   valgrind --tool=lackey --trace-mem=yes nvverify check x.ll 2>&1 >/dev/null | ./lines LO HI [LO HI]...
//
// LO and HI are hexadecimal addresses (the executable's read-only and relocated data segments).
#include <stdio.h>
#include <stdlib.h>

#define MAX_RANGES 8

int main(int argc, char **argv) {
    unsigned long lo[MAX_RANGES], hi[MAX_RANGES];
    unsigned char *seen[MAX_RANGES];
    int ranges = 0;
    for (int i = 1; i + 1 < argc && ranges < MAX_RANGES; i += 2) {
        lo[ranges] = strtoul(argv[i], NULL, 16) & ~63UL;
        hi[ranges] = strtoul(argv[i + 1], NULL, 16);
        if (hi[ranges] <= lo[ranges]) continue;
        seen[ranges] = calloc((hi[ranges] - lo[ranges]) / 64 + 1, 1);
        if (!seen[ranges]) return 2;
        ranges++;
    }
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        // Trace lines: " L 04222cac,4", " S …", " M …" (instruction fetches, "I", are not data).
        char *p = line;
        while (*p == ' ') p++;
        if (*p != 'L' && *p != 'S' && *p != 'M') continue;
        p++;
        while (*p == ' ') p++;
        char *end;
        unsigned long address = strtoul(p, &end, 16);
        unsigned long size = *end == ',' ? strtoul(end + 1, NULL, 10) : 1;
        // An access may cross into the next line.
        for (unsigned long a = address & ~63UL; a < address + (size ? size : 1); a += 64) {
            for (int i = 0; i < ranges; i++) {
                if (a >= lo[i] && a < hi[i]) {
                    unsigned long at = (a - lo[i]) / 64;
                    if (!seen[i][at]) {
                        seen[i][at] = 1;
                        printf("%lx\n", a);
                    }
                    break;
                }
            }
        }
    }
    return 0;
}
