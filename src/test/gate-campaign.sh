#!/usr/bin/env bash
# Measures the gate itself: how often it cries wolf, and how often it catches a real slowdown.
#
#   src/test/gate-campaign.sh [--runs N] [--only aa|slowdown] [--slowdown PCT] [-- GATE OPTIONS...]
#
#   A/A:      N x `./repobench gate --base HEAD --head HEAD`; any exit 1 is a false alarm.
#   slowdown: commits a real PCT % slowdown of the member traversal on a throwaway branch off HEAD, runs
#             N x `./repobench gate --base HEAD --head <branch>`; exit 1 is a detection. The branch, its work tree
#             and its cached build are deleted however the script ends; nothing is committed to any other branch.
#
# Defaults: --runs 10, both campaigns, --slowdown 20. Options after `--` go to every gate (e.g. -- --forks 8).
# Each gate's output is kept in target/gate/campaign-<timestamp>/, beside the gates' own target/gate/<timestamp>/.
set -euo pipefail

runs=10
only=""
slowdown=20
gate_options=()
usage="usage: $0 [--runs N] [--only aa|slowdown] [--slowdown PCT] [-- GATE OPTIONS...]"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --only) only="${2:?--only needs aa or slowdown}"; shift 2 ;;
    --slowdown) slowdown="${2:?--slowdown needs a percentage}"; shift 2 ;;
    --) shift; gate_options=("$@"); break ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "gate-campaign: unknown argument '$1'; $usage" >&2; exit 2 ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "gate-campaign: --runs must be a whole number from 1, got '$runs'" >&2; exit 2; }
[[ "$only" =~ ^(|aa|slowdown)$ ]] || { echo "gate-campaign: --only must be aa or slowdown, got '$only'" >&2; exit 2; }
[[ "$slowdown" =~ ^[1-9][0-9]?$ ]] || { echo "gate-campaign: --slowdown must be a percentage from 1 to 99, got '$slowdown'" >&2; exit 2; }

root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
cd "$root"
logs="$root/target/gate/campaign-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$logs"

# One gate; prints its exit code. Its output goes to a log, its verdict line to the console.
run_gate() {
  local name="$1"; shift
  local code=0
  ./repobench gate "$@" ${gate_options[@]+"${gate_options[@]}"} > "$logs/$name.log" 2>&1 || code=$?
  echo "  $name: exit $code, $(grep -m1 '^gate: time:' "$logs/$name.log" | sed 's/^gate: //' || true)" >&2
  echo "$code"
}

# Tallies exit codes: "<exit 0> <exit 1> <other>".
declare -A tally
count() {
  local campaign="$1" code="$2"
  case "$code" in
    0) tally[$campaign,0]=$(( ${tally[$campaign,0]:-0} + 1 )) ;;
    1) tally[$campaign,1]=$(( ${tally[$campaign,1]:-0} + 1 )) ;;
    *) tally[$campaign,x]=$(( ${tally[$campaign,x]:-0} + 1 )) ;;
  esac
}

if [[ "$only" != slowdown ]]; then
  echo "gate-campaign: A/A, $runs x gate --base HEAD --head HEAD (logs in $logs)" >&2
  for i in $(seq -w 1 "$runs"); do
    count aa "$(run_gate "aa-$i" --base HEAD --head HEAD)"
  done
fi

if [[ "$only" != aa ]]; then
  branch="gate-campaign-slowdown-$$"
  worktree="$(mktemp -d -t repobench-campaign-XXXXXX)"
  slow_sha=""
  cleanup() {
    git worktree remove --force "$worktree" 2>/dev/null || rm -rf "$worktree"
    git branch -D "$branch" >/dev/null 2>&1 || true
    [[ -n "$slow_sha" ]] && rm -rf "$root/target/gate/builds/$slow_sha" "$root/target/gate/builds/$slow_sha.log"
  }
  trap cleanup EXIT
  trap 'exit 130' INT TERM
  if git show-ref --verify --quiet "refs/heads/$branch"; then
    echo "gate-campaign: branch $branch already exists; refusing to touch it" >&2
    exit 2
  fi
  rmdir "$worktree"
  git worktree add -q -b "$branch" "$worktree" HEAD

  # The slowdown: ReadContext.resourceChildren hands out every member of a membership or containment listing. Before
  # it hands out the next one, it busy-waits PCT % of the time spent since the previous one, i.e. of the work done
  # for that member (serializing it, resolving its references) -- so the whole GET, whatever the workload, costs
  # about PCT % more, with no constant to calibrate per machine or per workload.
  context="$worktree/bench-core/src/main/java/org/repobench/repository/read/ReadContext.java"
  SLOWDOWN="$slowdown" perl -0pi -e '
    my $f = $ENV{SLOWDOWN} / 100;
    s/(\n    final boolean parallel;\n)/$1    \/\/ GATE CAMPAIGN: injected slowdown, see slowed()\n    private long memberClock = System.nanoTime();\n/ or die "no parallel field\n";
    s/: Stream\.of\(child\);/: Stream.of(slowed(child));/ or die "no member hand-out in resourceChildren\n";
    s/\n}\s*\z/\n\n    \/\/ GATE CAMPAIGN: busy-waits $ENV{SLOWDOWN} % of the time since the previous member was handed out\n    private Node slowed(Node child) {\n        long now = System.nanoTime();\n        long until = now + (long) ((now - memberClock) * $f);\n        while (System.nanoTime() < until) {\n            Thread.onSpinWait();\n        }\n        memberClock = System.nanoTime();\n        return child;\n    }\n}\n/ or die "no closing brace\n";
  ' "$context"
  grep -q 'Stream.of(slowed(child))' "$context" && grep -q 'private Node slowed(Node child)' "$context" \
    || { echo "gate-campaign: the slowdown patch did not apply to $context" >&2; exit 1; }
  git -C "$worktree" -c user.name="gate campaign" -c user.email="gate-campaign@localhost" \
      commit -q -am "THROWAWAY: ${slowdown}% busy-wait per member in ReadContext.resourceChildren (gate campaign)"
  slow_sha="$(git rev-parse "$branch")"
  git worktree remove --force "$worktree"   # the gate builds from git, not from this directory

  echo "gate-campaign: ${slowdown}% slowdown, $runs x gate --base HEAD --head $branch (${slow_sha:0:10})" >&2
  for i in $(seq -w 1 "$runs"); do
    count slowdown "$(run_gate "slowdown-$i" --base HEAD --head "$branch")"
  done
fi

echo
if [[ "$only" != slowdown ]]; then
  echo "A/A:          $runs runs: ${tally[aa,1]:-0} false alarm(s) (exit 1), ${tally[aa,0]:-0} pass, ${tally[aa,x]:-0} no verdict (exit 2)"
fi
if [[ "$only" != aa ]]; then
  echo "slowdown ${slowdown}%: $runs runs: ${tally[slowdown,1]:-0} detected (exit 1), ${tally[slowdown,0]:-0} missed (exit 0), ${tally[slowdown,x]:-0} no verdict (exit 2)"
fi
echo "logs: $logs"
