#!/usr/bin/env bash
# What the harness costs over HTTP: the warm GET of a fixture that a run loaded, timed by curl, to set beside the
# benchmark's median for the same target, store and fixture.
#
#   src/test/curl-timing.sh TARGET FIXTURE [GETS] [STORE] [WARMUPS]
#     TARGET   fedora-4.7.5 or fedora-6.1.0 (started with ./repobench serve on the runs' data)
#     FIXTURE  the fixture's timed resource under the server's root, e.g. repobench/n_members_1000_s42/bench/memberCollection
#     GETS     timed GETs after one warm-up GET (default 20)
#     STORE    file (default), postgresql or mysql
#     WARMUPS  untimed GETs first (default 20): the server is started fresh, so its JIT needs them, as the
#              benchmark's warm-up iteration does
# Sends what the benchmark sends for n-members (Accept: application/n-triples, no Prefer: the scripts' default) over
# one connection per GET, as the scripts' `time curl` did (the scripts warmed up with one GET), and prints each
# time_total, then the median, min and max.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=${1:?usage: $0 TARGET FIXTURE [GETS] [STORE] [WARMUPS]}
fixture=${2:?usage: $0 TARGET FIXTURE [GETS] [STORE] [WARMUPS]}
gets=${3:-20}
store=${4:-file}
warmups=${5:-20}

log=$(mktemp /tmp/repobench-curl.XXXXXX)
./repobench serve --target "$target" --store "$store" >"$log" 2>&1 &
serve=$!
trap 'kill $serve 2>/dev/null; wait $serve 2>/dev/null; rm -f "$log"' EXIT
for _ in $(seq 1 180); do
  grep -q "e.g. curl" "$log" && break
  kill -0 $serve 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 1
done
# the line the command prints: "# repobench: e.g. curl [--netrc-file F] -H 'Accept: text/turtle' ROOT"
example=$(grep "e.g. curl" "$log")
root=$(sed -E 's/.* (http[^ ]+)$/\1/' <<<"$example")
auth=()
if [[ $example == *--netrc-file* ]]; then
  auth=(--netrc-file "$(sed -E 's/.*--netrc-file ([^ ]+).*/\1/' <<<"$example")")
fi
url="$root$fixture"
get() { curl -s -o /dev/null "${auth[@]}" -H 'Accept: application/n-triples' -w '%{http_code} %{time_total}\n' "$url"; }
for _ in $(seq 1 "$warmups"); do
  read -r status _ < <(get)
  [[ $status == 200 ]] || { echo "GET $url answered $status" >&2; exit 1; }
done
times=()
for _ in $(seq 1 "$gets"); do
  read -r status seconds < <(get)
  [[ $status == 200 ]] || { echo "GET $url answered $status" >&2; exit 1; }
  times+=("$seconds")
  echo "$seconds"
done
printf '%s\n' "${times[@]}" | sort -g | awk -v url="$url" '{ t[NR] = $1 * 1000 }
  END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2;
        printf "curl %s: median %.1f ms [%.1f-%.1f] n=%d\n", url, m, t[1], t[NR], NR }'
