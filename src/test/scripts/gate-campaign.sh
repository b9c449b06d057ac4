#!/usr/bin/env bash
# Measures the gate itself: how often it cries wolf, and how often it catches a real regression of time or of
# allocation.
#
#   src/test/scripts/gate-campaign.sh [--runs N] [--only aa|slowdown|alloc|reads] [--slowdown PCT] [--alloc BYTES]
#                             [--reads PCT] [--target T [--against BASE_T]] [--load WHAT] [--ledger CSV]
#                             [-- GATE OPTIONS...]
#
#   A/A:      N x `./repobench gate --base HEAD --head HEAD`; any exit 1 is a false alarm, of time or allocation.
#   slowdown: commits a real PCT % slowdown of the member traversal on a throwaway branch off HEAD, runs
#             N x `./repobench gate --base HEAD --head <branch>`; exit 1 is a detection.
#   alloc:    the same with a branch that allocates BYTES more per member handed out and is otherwise as fast: a
#             regression only the allocation signal can see.
#   reads:    the same with a branch that asks the store for one more document every (100 / PCT)-th reference it
#             resolves, as Fedora 4 did for every one: PCT % more documents read where each member is one reference
#             (n-members), work the counted-work signal counts and time may hardly see. Model only.
#   The branches, their work trees and their cached builds are deleted however the script ends; nothing is committed
#   to any other branch.
#
#   With --target T (a Fedora build: fedora-VERSION or war:PATH) the gates are between builds instead:
#   A/A:      N x `./repobench gate --base-target T --head-target T`.
#   slowdown: N x the same with `--head-inject cpu=PCT%`: the head's server spends PCT % more CPU in Fedora's own
#             request paths (repobench's --server-inject agent); what that came to per benchmark is the campaign's
#             head/base.
#   alloc:    the same with `--head-inject alloc=PCT%` (--alloc is then a percentage of those methods' allocation).
#   against:  with --against BASE_T, N x `./repobench gate --base-target BASE_T --head-target T`: two builds.
#
# Defaults: --runs 10, all three campaigns, --slowdown 10, --alloc 2048 (chosen as a change of about the slowdown's
# size in n-members' allocation per member; what it came to: docs/results/gate-ledger.csv). Options after `--` go to
# every gate (e.g. -- --forks 8). Each gate's output is kept in target/gate/campaign-<timestamp>/, beside the gates' own
# target/gate/<timestamp>/. The summary counts, for every campaign, which signal (time, allocation) fired, and then
# tables each campaign by signal and benchmark (src/test/scripts/gate-campaign-table.py, which also reads older
# campaigns). On a slow machine, run fewer, longer gates (--runs 2 -- --forks 20) and cut them into gates of the usual
# size with src/test/scripts/gate-split.py: each long gate then gives 5 gates as run and 4 A/A gates, its fixtures
# loaded once.
# With --ledger docs/results/gate-ledger.csv every gate is appended to the gate ledger as it ends the campaign
# (gate-campaign-table.py --ledger; then src/test/scripts/ledger-table.py writes the trust table). --load says what ran
# beside the campaign, for the ledger: quiet (the default), "one core busy" or "other work beside". What the campaign
# was (commit, machine, load, injection, gate options) is kept in its directory's campaign.txt.
set -euo pipefail

runs=10
only=""
slowdown=10
alloc=""
reads=10
gate_options=()
target=""
against=""
load="quiet"
ledger=""
usage="usage: $0 [--runs N] [--only aa|slowdown|alloc|reads|against] [--slowdown PCT] [--alloc BYTES|PCT] [--reads PCT] [--target T [--against BASE_T]] [--load WHAT] [--ledger CSV] [-- GATE OPTIONS...]"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
    --only) only="${2:?--only needs aa, slowdown or alloc}"; shift 2 ;;
    --slowdown) slowdown="${2:?--slowdown needs a percentage}"; shift 2 ;;
    --alloc) alloc="${2:?--alloc needs a byte count}"; shift 2 ;;
    --reads) reads="${2:?--reads needs a percentage}"; shift 2 ;;
    --target) target="${2:?--target needs a Fedora build: fedora-VERSION or war:PATH}"; shift 2 ;;
    --against) against="${2:?--against needs the base Fedora build: fedora-VERSION or war:PATH}"; shift 2 ;;
    --pair) echo "gate-campaign: --pair is now spelled --against BASE_T; $usage" >&2; exit 2 ;;
    --load) load="${2:?--load needs quiet, 'one core busy' or 'other work beside'}"; shift 2 ;;
    --ledger) ledger="${2:?--ledger needs a CSV file, e.g. docs/results/gate-ledger.csv}"; shift 2 ;;
    --) shift; gate_options=("$@"); break ;;
    -h|--help) echo "$usage"; exit 0 ;;
    *) echo "gate-campaign: unknown argument '$1'; $usage" >&2; exit 2 ;;
  esac
done
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "gate-campaign: --runs must be a whole number from 1, got '$runs'" >&2; exit 2; }
[[ "$only" =~ ^(|aa|slowdown|alloc|reads|against)$ ]] || { echo "gate-campaign: --only must be aa, slowdown, alloc, reads or against, got '$only'" >&2; exit 2; }
[[ "$reads" =~ ^(1|2|4|5|10|20|25|50|100)$ ]] || { echo "gate-campaign: --reads must be a percentage that divides 100 (1, 2, 4, 5, 10, 20, 25, 50, 100), got '$reads'" >&2; exit 2; }
[[ -z "$target" || "$only" != reads ]] || { echo "gate-campaign: --only reads is a model campaign; it does not take --target" >&2; exit 2; }
[[ -n "$target" || -z "$against" ]] || { echo "gate-campaign: --against BASE_T needs --target T (the head)" >&2; exit 2; }
[[ "$only" != against || -n "$against" ]] || { echo "gate-campaign: --only against needs --against BASE_T and --target T" >&2; exit 2; }
[[ -z "$target" || "$target" =~ ^(fedora-|war:) ]] || { echo "gate-campaign: --target must be fedora-VERSION or war:PATH, got '$target'" >&2; exit 2; }
[[ "$slowdown" =~ ^[1-9][0-9]?$ ]] || { echo "gate-campaign: --slowdown must be a percentage from 1 to 99, got '$slowdown'" >&2; exit 2; }
[[ "$load" =~ ^(quiet|one\ core\ busy|other\ work\ beside)$ ]] || { echo "gate-campaign: --load must be quiet, 'one core busy' or 'other work beside', got '$load'" >&2; exit 2; }
[[ -z "$ledger" || -f "$ledger" ]] || { echo "gate-campaign: --ledger $ledger: no such file (the ledger is docs/results/gate-ledger.csv)" >&2; exit 2; }
[[ -z "$ledger" ]] || ledger="$(cd "$(dirname "$ledger")" && pwd)/$(basename "$ledger")"
[[ -n "$alloc" ]] || { [[ -n "$target" ]] && alloc=10 || alloc=2048; }
[[ "$alloc" =~ ^[1-9][0-9]{0,6}$ ]] || { echo "gate-campaign: --alloc must be a byte count from 1 to 9999999, got '$alloc'" >&2; exit 2; }

root="$(git -C "$(dirname "${BASH_SOURCE[0]}")" rev-parse --show-toplevel)"
cd "$root"
logs="$root/target/gate/campaign-$(date +%Y%m%d-%H%M%S)"
mkdir -p "$logs"
# what the campaign is, for the gate ledger (gate-campaign-table.py --ledger)
{
  echo "commit=$(git rev-parse --short HEAD)"
  echo "machine=$(nproc)-core $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
  echo "load=$load"
  echo "target=$target"
  echo "against=$against"
  echo "slowdown=$slowdown"
  echo "alloc=$alloc"
  echo "reads=$reads"
  echo "options=${gate_options[*]+"${gate_options[*]}"}"
} > "$logs/campaign.txt"

# One gate; prints its exit code and tallies which signal fired. Its output goes to a log, its verdict to the console.
declare -A tally
run_gate() {
  local campaign="$1" name="$2"; shift 2
  local code=0
  ./repobench gate "$@" ${gate_options[@]+"${gate_options[@]}"} > "$logs/$name.log" 2>&1 || code=$?
  local signals
  signals="$(grep -m1 '^gate: signals:' "$logs/$name.log" | sed 's/^gate: signals: //' || true)"
  echo "  $name: exit $code; ${signals:-no signals line}; $(grep -m1 '^gate: time:' "$logs/$name.log" | sed 's/^gate: //' || true)" >&2
  case "$code" in
    0) tally[$campaign,0]=$(( ${tally[$campaign,0]:-0} + 1 )) ;;
    1) tally[$campaign,1]=$(( ${tally[$campaign,1]:-0} + 1 )) ;;
    *) tally[$campaign,x]=$(( ${tally[$campaign,x]:-0} + 1 )) ;;
  esac
  [[ "$signals" =~ time\ [1-9] ]] && tally[$campaign,time]=$(( ${tally[$campaign,time]:-0} + 1 ))
  [[ "$signals" =~ allocation\ [1-9] ]] && tally[$campaign,alloc]=$(( ${tally[$campaign,alloc]:-0} + 1 ))
  [[ "$signals" =~ cpu\ [1-9] ]] && tally[$campaign,cpu]=$(( ${tally[$campaign,cpu]:-0} + 1 ))
  [[ "$signals" =~ work\ [1-9] ]] && tally[$campaign,work]=$(( ${tally[$campaign,work]:-0} + 1 ))
  [[ "$signals" =~ statements\ [1-9] ]] && tally[$campaign,statements]=$(( ${tally[$campaign,statements]:-0} + 1 ))
  [[ "$signals" =~ as\ one:.*regression ]] && tally[$campaign,pooled]=$(( ${tally[$campaign,pooled]:-0} + 1 ))
  return 0
}

# Throwaway branches: created off HEAD, deleted (with their cached builds) however the script ends.
branches=()
shas=()
worktrees=()
cleanup() {
  local b
  for b in ${worktrees[@]+"${worktrees[@]}"}; do git worktree remove --force "$b" 2>/dev/null || rm -rf "$b"; done
  for b in ${branches[@]+"${branches[@]}"}; do git branch -D "$b" >/dev/null 2>&1 || true; done
  for b in ${shas[@]+"${shas[@]}"}; do rm -rf "$root/target/gate/builds/$b" "$root/target/gate/builds/$b.log"; done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ReadContext.resourceChildren hands out every member of a membership or containment listing; both injections sit
# there, so they act on every workload the gate set runs. Sets made_branch (not run in a subshell: the cleanup lists
# must see the new branch).
#   slowdown: before handing out the next member, busy-wait PCT % of the time spent since the previous one, i.e. of
#             the work done for that member, so the whole GET costs about PCT % more with no constant to calibrate.
#   alloc:    allocate BYTES more per member handed out, into a field the JIT cannot prove dead, and nothing else.
make_branch() {
  local kind="$1" branch="gate-campaign-$1-$$" worktree message
  if git show-ref --verify --quiet "refs/heads/$branch"; then
    echo "gate-campaign: branch $branch already exists; refusing to touch it" >&2
    exit 2
  fi
  worktree="$(mktemp -d -t repobench-campaign-XXXXXX)"
  rmdir "$worktree"
  branches+=("$branch")
  worktrees+=("$worktree")
  git worktree add -q -b "$branch" "$worktree" HEAD
  local context="$worktree/bench-core/repository/src/main/java/org/repobench/repository/read/ReadContext.java"
  local resolver="$worktree/bench-core/repository/src/main/java/org/repobench/repository/read/ReferenceResolver.java"
  if [[ "$kind" == reads ]]; then
    EVERY=$(( 100 / reads )) perl -0pi -e '
      s/(\n    Optional<Node> resolve\(Session session, String identifier\) throws RepositoryException \{\n)/\n    \/\/ GATE CAMPAIGN: one more store read every $ENV{EVERY}th reference resolved\n    private long gateCampaignResolved;\n\n    private synchronized boolean gateCampaignReadsAgain() {\n        return ++gateCampaignResolved % $ENV{EVERY} == 0;\n    }\n$1        if (gateCampaignReadsAgain()) {\n            try {\n                session.getNodeByIdentifier(identifier);\n            } catch (ItemNotFoundException dangling) {\n                \/\/ as below\n            }\n        }\n/ or die "no resolve method\n";
    ' "$resolver"
    grep -q 'if (gateCampaignReadsAgain())' "$resolver" \
      || { echo "gate-campaign: the reads patch did not apply to $resolver" >&2; exit 1; }
    message="THROWAWAY: one more store read every $(( 100 / reads ))th reference in ReferenceResolver (gate campaign)"
  elif [[ "$kind" == slowdown ]]; then
    SLOWDOWN="$slowdown" perl -0pi -e '
      my $f = $ENV{SLOWDOWN} / 100;
      s/(\n    final boolean parallel;\n)/$1    \/\/ GATE CAMPAIGN: injected slowdown, see slowed()\n    private long memberClock = System.nanoTime();\n/ or die "no parallel field\n";
      s/\bStream\.of\(child\)/Stream.of(slowed(child))/ or die "no member hand-out in resourceChildren\n";
      s/\n}\s*\z/\n\n    \/\/ GATE CAMPAIGN: busy-waits $ENV{SLOWDOWN} % of the time since the previous member was handed out\n    private Node slowed(Node child) {\n        long now = System.nanoTime();\n        long until = now + (long) ((now - memberClock) * $f);\n        while (System.nanoTime() < until) {\n            Thread.onSpinWait();\n        }\n        memberClock = System.nanoTime();\n        return child;\n    }\n}\n/ or die "no closing brace\n";
    ' "$context"
    grep -q 'Stream.of(slowed(child))' "$context" && grep -q 'private Node slowed(Node child)' "$context" \
      || { echo "gate-campaign: the slowdown patch did not apply to $context" >&2; exit 1; }
    message="THROWAWAY: ${slowdown}% busy-wait per member in ReadContext.resourceChildren (gate campaign)"
  else
    ALLOC="$alloc" perl -0pi -e '
      s/(\n    final boolean parallel;\n)/$1    \/\/ GATE CAMPAIGN: injected allocation, see allocating()\n    static volatile byte[] allocationSink;\n/ or die "no parallel field\n";
      s/\bStream\.of\(child\)/Stream.of(allocating(child))/ or die "no member hand-out in resourceChildren\n";
      s/\n}\s*\z/\n\n    \/\/ GATE CAMPAIGN: $ENV{ALLOC} bytes more per member; the volatile sink keeps the JIT from dropping them\n    private static Node allocating(Node child) {\n        allocationSink = new byte[$ENV{ALLOC}];\n        return child;\n    }\n}\n/ or die "no closing brace\n";
    ' "$context"
    grep -q 'Stream.of(allocating(child))' "$context" && grep -q 'allocationSink = new byte' "$context" \
      || { echo "gate-campaign: the allocation patch did not apply to $context" >&2; exit 1; }
    message="THROWAWAY: ${alloc} bytes more per member in ReadContext.resourceChildren (gate campaign)"
  fi
  git -C "$worktree" -c user.name="gate campaign" -c user.email="gate-campaign@localhost" commit -q -am "$message"
  shas+=("$(git rev-parse "$branch")")
  git worktree remove --force "$worktree"   # the gate builds from git, not from this directory
  made_branch="$branch"
}

campaign() {
  local kind="$1" what="$2"
  if [[ -n "$target" ]]; then
    build_campaign "$kind" "$what"
    return
  fi
  if [[ "$kind" == aa ]]; then
    echo "gate-campaign: A/A, $runs x gate --base HEAD --head HEAD (logs in $logs)" >&2
    for i in $(seq -w 1 "$runs"); do run_gate aa "aa-$i" --base HEAD --head HEAD; done
    return
  fi
  make_branch "$kind"
  echo "gate-campaign: $what, $runs x gate --base HEAD --head $made_branch (logs in $logs)" >&2
  for i in $(seq -w 1 "$runs"); do run_gate "$kind" "$kind-$i" --base HEAD --head "$made_branch"; done
}

# Gates between Fedora builds: the same build, the same with a known cost injected into the head's server, or two
# different builds.
build_campaign() {
  local kind="$1" what="$2" i
  local -a arms=(--base-target "$target" --head-target "$target")
  case "$kind" in
    slowdown) arms+=(--head-inject "cpu=${slowdown}%") ;;
    alloc) arms+=(--head-inject "alloc=${alloc}%") ;;
    against) arms=(--base-target "$against" --head-target "$target") ;;
  esac
  echo "gate-campaign: $what, $runs x gate ${arms[*]} (logs in $logs)" >&2
  for i in $(seq -w 1 "$runs"); do run_gate "$kind" "$kind-$i" "${arms[@]}"; done
}

if [[ -n "$target" ]]; then
  [[ "$alloc" =~ ^[1-9][0-9]?$ ]] || [[ "$only" =~ ^(aa|slowdown|against)$ ]] \
    || { echo "gate-campaign: with --target, --alloc is a percentage from 1 to 99, got '$alloc'" >&2; exit 2; }
  alloc_what="alloc=${alloc}% injected"
else
  alloc_what="${alloc} B more per member"
fi
[[ -z "$only" || "$only" == aa ]] && campaign aa "A/A"
[[ -z "$only" || "$only" == slowdown ]] && campaign slowdown "${slowdown}% slowdown"
[[ -z "$only" || "$only" == alloc ]] && campaign alloc "$alloc_what"
[[ -z "$target" && ( -z "$only" || "$only" == reads ) ]] && campaign reads "${reads}% more store reads"
[[ -n "$against" && ( -z "$only" || "$only" == against ) ]] && campaign against "$against against $target"

echo
report() {
  local campaign="$1" title="$2" one="$3"
  echo "$title: $runs runs: ${tally[$campaign,1]:-0} $one (exit 1), ${tally[$campaign,0]:-0} pass (exit 0), ${tally[$campaign,x]:-0} no verdict (exit 2); gates where time fired: ${tally[$campaign,time]:-0}, allocation fired: ${tally[$campaign,alloc]:-0}, cpu fired: ${tally[$campaign,cpu]:-0}, work fired: ${tally[$campaign,work]:-0}, statements fired: ${tally[$campaign,statements]:-0}, all as one fired: ${tally[$campaign,pooled]:-0}"
}
[[ -z "$only" || "$only" == aa ]] && report aa "A/A" "false alarm(s)"
[[ -z "$only" || "$only" == slowdown ]] && report slowdown "slowdown ${slowdown}%" "detected"
[[ -z "$only" || "$only" == alloc ]] && report alloc "$alloc_what" "detected"
[[ -z "$target" && ( -z "$only" || "$only" == reads ) ]] && report reads "${reads}% more store reads" "detected"
[[ -n "$against" && ( -z "$only" || "$only" == against ) ]] && report against "$against against $target" "regression(s)"
echo "logs: $logs"
# per signal and benchmark: ratios, what each gate said it could see, minutes a gate (from the gates' compare.json)
if command -v python3 > /dev/null; then
  echo
  python3 "$root/src/test/scripts/gate-campaign-table.py" "$logs" ${ledger:+--ledger "$ledger"} || true
fi
