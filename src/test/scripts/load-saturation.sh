#!/usr/bin/env bash
# Where one client saturates: the CRUD study's container requests against Fedora 6.1.0 (file store) at rising thread
# counts, from JMeter's engine embedded in one JVM (./repobench load, the crud-container cycle) and from JMH
# (ConcurrentCrudBenchmark's four cells, one server start per thread count), then the same load from one JMeter
# engine against two on loopback. One invocation on one machine; nothing else should run beside it.
#
#   src/test/scripts/load-saturation.sh [OUT] [THREADS] [DURATION]
#     OUT       where every run's results go (default target/load-saturation), one directory per run
#     THREADS   thread counts, space-separated (default "1 2 4 8 16 32 64")
#     DURATION  seconds each load is measured, after a 5 s ramp-up (default 30)
# Each load prints its client's and the server's CPU per request; the JMH results hold cpu.time/op (the benchmark
# threads') and server.cpu.time/op. Results: docs/results/load.md.
set -euo pipefail
cd "$(dirname "$0")/../../.."
out=${1:-target/load-saturation}
threads=${2:-1 2 4 8 16 32 64}
duration=${3:-30}
mkdir -p "$out"

for t in $threads; do
  ./repobench load --target fedora-6.1.0 --cycle crud-container --threads "$t" --ramp-up 5 --duration "$duration" \
      --out "$out/jmeter-$t" 2>&1 | grep -v '^INFO' | tee "$out/jmeter-$t.log"
done

./repobench run 'ConcurrentCrudBenchmark\.(create|update|retrieve|delete)$' -p target=fedora-6.1.0 -p store=FILE \
    -p resource=CONTAINER --threads "$(tr ' ' ',' <<<"$threads")" --one-server --no-report --out "$out/jmh" 2>&1 \
    | tee "$out/jmh.log" | grep -E '^(# repobench|Concurrent|benchmark|---)' || true

engines=()
trap 'for p in "${engines[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT
ports=()
for port in 41101 41102; do
  ./repobench load-engine --port "$port" --for 3600 >"$out/engine-$port.log" 2>&1 &
  engines+=($!)
  ports+=("127.0.0.1:$port")
done
for _ in $(seq 1 60); do
  [[ $(grep -l "listening on" "$out"/engine-*.log 2>/dev/null | wc -l) -eq 2 ]] && break
  sleep 1
done
for total in 8 32; do
  ./repobench load --target fedora-6.1.0 --cycle crud-container --threads "$total" --ramp-up 5 \
      --duration "$duration" --engines "${ports[0]}" --out "$out/one-engine-$total" 2>&1 | grep -v '^INFO' \
      | tee "$out/one-engine-$total.log"
  ./repobench load --target fedora-6.1.0 --cycle crud-container --threads $((total / 2)) --ramp-up 5 \
      --duration "$duration" --engines "$(IFS=,; echo "${ports[*]}")" --out "$out/two-engines-$total" 2>&1 \
      | grep -v '^INFO' | tee "$out/two-engines-$total.log"
done
