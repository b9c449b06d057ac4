#!/usr/bin/env bash
# What the harness costs over HTTP: the warm GET of the n-members fixture timed by the benchmark and by curl against
# one server, started once, in alternating rounds, so that both see the same server in the same state.
#
#   src/test/scripts/harness-cost.sh TARGET SIZE [STORE] [ROUNDS] [GETS]
#     TARGET  fedora-4.7.5 or fedora-6.1.0 (started with ./repobench serve on the runs' data)
#     SIZE    members of the fixture, e.g. 1000 or 10000 (loaded by the first round if no run has)
#     STORE   file (default), postgresql or mysql
#     ROUNDS  rounds of benchmark then curl (default 3)
#     GETS    per round: the benchmark's measured iterations of 1 s (after 2 warm-up iterations); default 5
# The benchmark runs as `target=url` at the served root with REPOBENCH_LDP_KEEP=true (the fixture stays), in sample
# mode, so that each of its GETs is timed as curl times each of its own: an iteration's mean is pulled up by the
# server's slow GETs (a GC pause, a stall) where a median of single GETs is not. curl then sends as many GETs
# as the benchmark timed in the round (after 2 warm-up GETs), what the benchmark sends for n-members (Accept:
# application/n-triples, no Prefer) over one kept-alive connection, as the benchmark does, and writes the body to
# /dev/null. Prints each round's medians, then both medians and means over all rounds and the benchmark's excess.
# Results: docs/results/many-members.md#the-harness-over-http.
set -euo pipefail
cd "$(dirname "$0")/../../.."
usage="usage: $0 TARGET SIZE [STORE] [ROUNDS] [GETS]"
target=${1:?$usage}
size=${2:?$usage}
store=${3:-file}
rounds=${4:-3}
gets=${5:-5}

work=$(mktemp -d /tmp/repobench-harness-cost.XXXXXX)
./repobench serve --target "$target" --store "$store" >"$work/serve.log" 2>&1 &
serve=$!
trap 'kill $serve 2>/dev/null; wait $serve 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 300); do
  grep -q "e.g. curl" "$work/serve.log" && break
  kill -0 $serve 2>/dev/null || { cat "$work/serve.log" >&2; exit 1; }
  sleep 1
done
# the line serve prints: "# repobench: e.g. curl [--netrc-file F] -H 'Accept: text/turtle' ROOT"
example=$(grep "e.g. curl" "$work/serve.log")
root=$(sed -E 's/.* (http[^ ]+)$/\1/' <<<"$example")
auth=()
export REPOBENCH_LDP_URL=$root REPOBENCH_LDP_KEEP=true
if [[ $example == *--netrc-file* ]]; then
  netrc=$(sed -E 's/.*--netrc-file ([^ ]+).*/\1/' <<<"$example")
  auth=(--netrc-file "$netrc")
  # machine HOST login USER password PASSWORD: handed to the benchmark through the environment, never printed
  read -r _ _ _ REPOBENCH_LDP_USER _ REPOBENCH_LDP_PASSWORD <"$netrc"
  export REPOBENCH_LDP_USER REPOBENCH_LDP_PASSWORD
fi
mark="${root}repobench/n_members_${size}_s42/fixture"

bench_times=()
curl_times=()
median() { sort -g | awk '{ t[NR] = $1 } END { print (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2 }'; }
mean() { awk '{ s += $1 } END { printf "%.3f", s / NR }'; }
for round in $(seq 1 "$rounds"); do
  ./repobench run --out "$work/run" --no-report ManyMembersBenchmark.warmGet -p target=url -p workload=N_MEMBERS \
      -p size="$size" -wi 2 -i "$gets" -r 1s -f 1 -bm sample -tu ms >"$work/run.log" 2>&1 \
    || { tail -20 "$work/run.log" >&2; exit 1; }
  # every timed GET: the histogram's [value, count] pairs of every iteration, expanded
  mapfile -t scores < <(jq -r '.[0].primaryMetric.rawDataHistogram[][][] | . as [$v, $c] | range($c) | $v' \
      "$work/run/latest.json")
  bench_times+=("${scores[@]}")
  # the fixture's timed resource, as its mark names it
  path=$(curl -s "${auth[@]}" -H 'Accept: application/n-triples' "$mark" \
    | sed -nE 's|.*<http://purl.org/dc/elements/1.1/identifier> "([^"]*)".*|\1|p')
  [[ -n $path ]] || { echo "no fixture mark at $mark" >&2; exit 1; }
  urls=()
  for _ in $(seq 1 $((${#scores[@]} + 2))); do urls+=(-o /dev/null "$root$path"); done
  mapfile -t answers < <(curl -s "${auth[@]}" -H 'Accept: application/n-triples' \
      -w '%{http_code} %{time_total}\n' "${urls[@]}")
  round_curl=()
  for answer in "${answers[@]:2}"; do
    read -r status seconds <<<"$answer"
    [[ $status == 200 ]] || { echo "GET $root$path answered $status" >&2; exit 1; }
    round_curl+=("$(awk -v s="$seconds" 'BEGIN { printf "%.3f", s * 1000 }')")
  done
  curl_times+=("${round_curl[@]}")
  echo "round $round: benchmark median $(printf '%s\n' "${scores[@]}" | median) ms of ${#scores[@]} GETs;" \
      "curl median $(printf '%s\n' "${round_curl[@]}" | median) ms of ${#round_curl[@]}"
done
bench=$(printf '%s\n' "${bench_times[@]}" | median)
curl=$(printf '%s\n' "${curl_times[@]}" | median)
bench_mean=$(printf '%s\n' "${bench_times[@]}" | mean)
curl_mean=$(printf '%s\n' "${curl_times[@]}" | mean)
awk -v t="$target" -v s="$size" -v st="$store" -v b="$bench" -v c="$curl" -v nb="${#bench_times[@]}" \
    -v nc="${#curl_times[@]}" -v bm="$bench_mean" -v cm="$curl_mean" 'BEGIN { printf "%s %s n-members %d: benchmark median %.1f ms (n=%d GETs), curl median %.1f ms (n=%d GETs): benchmark %+.1f%%; means %.1f and %.1f ms (%+.1f%%)\n", t, st, s, b, nb, c, nc, (b / c - 1) * 100, bm, cm, (bm / cm - 1) * 100 }'
