#!/bin/bash
# An experiment, not a gate: are two servers measured at the same moments steadier against each other than two
# servers measured one after the other? Each block starts two servers of one build at once (`./repobench serve`, each
# on its own copy of the gate set's fixtures), sends the gate set's four GETs to them in turn, request by request
# (SideBySideClient.java), and stops both. src/test/scripts/side-by-side/analyze.py reads the blocks.
#
#   src/test/scripts/side-by-side/blocks.sh [--blocks 15] [--warm 20] [--measure 30] [--target fedora-6.1.0] [--out DIR]
#                                   [--inject-b cpu=10%]
#
# --inject-b gives server B a known cost in its own code (serve's --server-inject), to see whether a slower B shows
# in the ratio in full, and whether A's requests, beside it, stay as they were.
#
# The first run loads the fixtures into DIR/homes/a (a short `./repobench run` of the four GETs) and copies them to
# DIR/homes/b; later runs with the same DIR reuse them. Writes DIR/raw-NN.csv per block and DIR/blocks.log. Run it
# from the checkout's top, built, on a quiet machine (nothing else running): it is a measurement.
set -euo pipefail
blocks=15; warm=20; measure=30; target=fedora-6.1.0; out=target/side-by-side; inject_b=()
usage="usage: $0 [--blocks N] [--warm S] [--measure S] [--target fedora-<version>|war:<path>] [--out DIR] [--inject-b COST]"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --blocks) blocks="${2:?$usage}"; shift 2 ;;
    --warm) warm="${2:?$usage}"; shift 2 ;;
    --measure) measure="${2:?$usage}"; shift 2 ;;
    --target) target="${2:?$usage}"; shift 2 ;;
    --out) out="${2:?$usage}"; shift 2 ;;
    --inject-b) inject_b=(--server-inject "${2:?$usage}"); shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
for n in "$blocks" "$warm" "$measure"; do
  [[ "$n" =~ ^[1-9][0-9]{0,3}$ ]] || { echo "side-by-side: '$n' is not a count from 1 to 9999; $usage" >&2; exit 2; }
done
[[ -x ./repobench ]] || { echo "side-by-side: run it from the checkout's top (no ./repobench here)" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"; out=$(cd "$out" && pwd)
paths=repobench/n_members_1000_s42/bench/memberCollection,repobench/n_children_1000_s42/bench
paths=$paths,repobench/n_members_10000_s42/bench/memberCollection,repobench/n_children_10000_s42/bench

if [[ ! -d "$out/homes/b" ]]; then
  echo "side-by-side: loading the four GETs' fixtures through $target into $out/homes/a ..."
  REPOBENCH_FIXTURES="$out/homes/a" ./repobench run 'ManyMembersBenchmark\.warmGet$' -p target="$target" \
    -p store=FILE -p workload=N_MEMBERS,N_CHILDREN -p size=1000,10000 -wi 0 -i 1 -r 1s -f 1 --no-report \
    --out "$out/load" > "$out/load.log" 2>&1 || { echo "side-by-side: loading failed; log: $out/load.log" >&2; exit 1; }
  rm -rf "$out/homes/b.partial"; cp -a "$out/homes/a" "$out/homes/b.partial"; mv "$out/homes/b.partial" "$out/homes/b"
fi

pids=()
stop() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; pids=(); }
trap stop EXIT INT TERM

serving() {  # the root URL and netrc file a serve log names once it is up; fails if its process ends first
  local log=$1 pid=$2
  for _ in $(seq 1 1200); do
    if grep -q 'e.g. curl' "$log"; then
      echo "$(grep -o 'http://127.0.0.1:[0-9]*/[^ ]*' "$log" | head -1) $(grep -o -- '--netrc-file [^ ]*' "$log" | awk '{print $2}')"
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.5
  done
  echo "side-by-side: a server did not start; log: $log" >&2; return 1
}

for block in $(seq -w 1 "$blocks"); do
  echo "side-by-side: block $block/$blocks at $(date -u +%T)" >> "$out/blocks.log"
  REPOBENCH_FIXTURES="$out/homes/a" ./repobench serve --target "$target" --for 3600 > "$out/serve-a.log" 2>&1 &
  pids+=($!)
  REPOBENCH_FIXTURES="$out/homes/b" ./repobench serve --target "$target" --for 3600 ${inject_b[@]+"${inject_b[@]}"} \
    > "$out/serve-b.log" 2>&1 &
  pids+=($!)
  up_a=$(serving "$out/serve-a.log" "${pids[0]}") || exit 1
  up_b=$(serving "$out/serve-b.log" "${pids[1]}") || exit 1
  read -r root_a netrc_a <<< "$up_a"
  read -r root_b netrc_b <<< "$up_b"
  java -XX:+UseParallelGC -Xms512m -Xmx512m "$here/SideBySideClient.java" "$root_a" "${netrc_a:--}" "$root_b" \
    "${netrc_b:--}" "$paths" "$warm" "$measure" "$out/raw-$block.csv" >> "$out/blocks.log"
  stop
  grep -h 'injected [a-z]*=[0-9.]*%: ' "$out/serve-b.log" >> "$out/blocks.log" || true
done
echo "side-by-side: $blocks blocks in $out; next: src/test/scripts/side-by-side/analyze.py $out"
