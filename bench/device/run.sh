#!/usr/bin/env bash
# The checks made on a lent GPU machine (16 cores, quiet; no network), in one call from the
# repository root: real Triton launches through the hook, nvverify's output at 1/2/8/16 threads,
# libNVVM's verifier beside nvverify, side by side with an older build, and a thread sweep.
# Never needed by CI or the tests. Prepare here, in an ignored folder named in the call's `carry`:
#   mkdir -p devbench && echo /devbench/ >> .git/info/exclude
#   strip -o devbench/nvverify.new target/release/nvverify
#   strip -o devbench/nvverify.old OLD_BUILD/nvverify            # e.g. ef02c7f, issue 27's base
#   cp ../shared/bench/gen_big_module.py devbench/; cp WHEEL.whl devbench/   # python/ci.sh builds it
# then run `bash bench/device/run.sh devbench` there.
set -u
D=${1:-devbench}; W=/tmp/nvb; mkdir -p $W
echo "== machine"; nproc; nvidia-smi -L 2>&1 | head -2; python3 -V
chmod +x $D/nvverify.new $D/nvverify.old
python3 $D/gen_big_module.py 5000 typed 100 >$W/fn5000_typed.ll
python3 $D/gen_big_module.py 5000 modern 100 >$W/fn5000_modern.ll
echo "== triton launches through the hook"
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site $D/*.whl 2>&1 | tail -2
TRITON_CACHE_DIR=/tmp/tcache NVVERIFY_TRITON=1 timeout 150 python3 python/bench/gpu_launch.py 2>&1 | tail -20
echo "== numba-cuda launches through the hook"
NVVERIFY_NUMBA=1 timeout 120 python3 python/bench/gpu_launch_numba.py 2>&1 | tail -12
echo "== output (md5 of the JSON report) at 1, 2, 8, 16 threads"
for m in $W/fn5000_typed.ll $W/fn5000_modern.ll corpus; do
    for t in 1 2 8 16; do echo "$m t$t $($D/nvverify.new check --format json --threads $t --target sm_90 $m 2>&1 | md5sum | cut -c1-12)"; done
done
echo "== libNVVM nvvmVerifyProgram (verify s, add s, rc)"
L=$(find / -name 'libnvvm.so*' -not -path '/proc/*' 2>/dev/null | head -1); echo "libnvvm: $L"
[ -n "$L" ] && for i in 1 2 3 4 5; do python3 bench/nvvm_verify.py "$L" -arch=compute_90 $W/fn5000_typed.ll 2>&1 | tail -1; done
echo "== side by side"; timeout 200 python3 bench/device/pairs.py $D/nvverify.new $D/nvverify.old pairs $W/fn5000_typed.ll $W/fn5000_modern.ll
echo "== thread sweep"; timeout 120 python3 bench/device/pairs.py $D/nvverify.new $D/nvverify.old sweep $W/fn5000_typed.ll
echo done
