#!/usr/bin/env bash
# What warming a server until its compiler is quiet (run --warm-server) does to the scatter between server starts:
# ROUNDS rounds of two server starts of TARGET, one without and one with the warm-up, in the order ABBA (off on, on off,
# ...), each running the Fedora gate set as a gate step runs it (one fork, 1 s iterations, 4 warm-ups, 3 measured, the
# fixed heaps of fork and server, --no-bytes-stored). Then src/test/scripts/server-warmup-ab.py tables the starts per
# arm.
#
#   src/test/scripts/server-warmup-ab.sh [--rounds 8] [--seconds 30] [--target fedora-6.1.0] [--out DIR]
#
# Run alone on a quiet machine from a built clone. The fixtures load first, through one short run (kept for later
# runs in the fixture cache). Each start's log and results: DIR/NN-off|on(.log); DIR/steps.txt its seconds.
set -uo pipefail
cd "$(dirname "$0")/../../.."  # the clone's root
rounds=8 seconds=30 target=fedora-6.1.0 out="target/warmup-ab/$(date +%Y%m%d-%H%M%S)"
while (( $# )); do
  case $1 in
    --rounds) rounds=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --target) target=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "server-warmup-ab.sh: unknown option '$1'; accepted: --rounds N, --seconds S, --target T, --out DIR" >&2
       exit 2 ;;
  esac
done
mkdir -p "$out"
jvm='-XX:+UseParallelGC -Xms2g -Xmx2g -XX:+AlwaysPreTouch'
set_=('ManyMembersBenchmark\.warmGet$|ConcurrentCrudBenchmark\.create$' -p store=FILE -p workload=N_MEMBERS,N_CHILDREN
      -p size=1000,10000 -p resource=CONTAINER -p "target=$target")
if [[ ! -f "$out/prepared" ]]; then
  ./repobench run --no-report --out "$out/prepare" --one-server -f 1 -wi 0 -i 1 -r 100ms "${set_[@]}" \
    > "$out/prepare.log" 2>&1 || { echo "server-warmup-ab.sh: loading the fixtures failed: $out/prepare.log" >&2; exit 1; }
  touch "$out/prepared"
fi
for i in $(seq 1 "$rounds"); do
  if (( i % 2 )); then order="off on"; else order="on off"; fi
  for arm in $order; do
    step=$(printf '%02d-%s' "$i" "$arm")
    warm=(); [[ $arm == on ]] && warm=(--warm-server "$seconds")
    start=$(date +%s)
    ./repobench run --no-report --out "$out/$step" -f 1 -wi 4 -w 1s -i 3 -r 1s -jvmArgsAppend "$jvm" -prof gc \
      "${set_[@]}" --server-jvm-args "$jvm" --no-bytes-stored "${warm[@]}" > "$out/$step.log" 2>&1
    echo "$step rc=$? $(( $(date +%s) - start )) s" | tee -a "$out/steps.txt"
  done
done
python3 src/test/scripts/server-warmup-ab.py "$out"
