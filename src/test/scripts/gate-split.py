#!/usr/bin/env python3
"""Cuts long gates into gates of the usual size, so one long run answers both campaign questions: how often the gate
catches a known change, and how often it cries wolf. A gate run with --forks 20 is 40 server starts in the order
ABBA ABBA ...; every 8 steps of it in a row (aligned at step 1) hold 4 starts of each arm in the order a 4-fork gate
runs them, so they are that gate. And 8 starts in a row of one arm, called A B B A A B B A in turn, are an A/A gate
of that build. The cut gates share no start, so they are as independent as gates run one after another, with the
fixtures loaded once.

    src/test/scripts/gate-split.py [--size 4] CAMPAIGN_DIR ... [-- COMPARE OPTIONS]

Reads the gates of each campaign (src/test/scripts/gate-campaign.sh, e.g. --runs 2 -- --forks 20): a gate of kind K
becomes gates of kind K (base against head, as run) and A/A gates (each arm against itself). Writes a new campaign
directory, target/gate/campaign-<timestamp>-split/, with one log and one results directory per cut gate, judged by
`./repobench compare` (options after `--` go to it), and prints src/test/scripts/gate-campaign-table.py's table of it. A
cut gate's minutes are its steps' own, as the gate printed them; its fixtures were loaded once for the long gate. The
new directory's campaign.txt is the first long gate's, with run=cut and the compare options, so that
`src/test/scripts/gate-campaign-table.py CUT_DIR --ledger docs/results/gate-ledger.csv` enters the cut gates in the
ledger."""
import argparse, datetime, os, re, subprocess, sys

from gate_logs import REPO, gates, merged, seconds, steps

# the order a gate runs its arms' starts in, A = base (org.repobench.gate.AbbaSchedule)
ABBA = 'ABBA'


def long_gates(campaign):
    """(kind, results directory, {step number: seconds}) for every gate of a campaign that says where it wrote."""
    found = []
    for kind, text, results in gates(campaign):
        if results:
            # "gate: step  5/40 base fedora-6.1.0 fork 3/20  1m08s  warmGet ..."
            spent = {int(n): seconds(d) or 0.0 for n, d in
                     re.findall(r'^gate: step\s+(\d+)/\d+ .*? fork \d+/\d+\s+(\S+)', text, re.M)}
            found.append((kind, results, spent))
    return found


def cuts(kind, all_steps, size):
    """(kind, [(step, arm-as-judged)...]) for every cut gate: the run's own arms, then each arm against itself."""
    block = 2 * size
    found = []
    for i in range(0, len(all_steps) - block + 1, block):
        found.append((kind, [(n, arm, f) for n, arm, f in all_steps[i:i + block]]))
    for arm in ('base', 'head'):
        own = [s for s in all_steps if s[1] == arm]
        for i in range(0, len(own) - block + 1, block):
            found.append(('aa', [(n, 'base' if ABBA[j % len(ABBA)] == 'A' else 'head', f)
                                 for j, (n, _, f) in enumerate(own[i:i + block])]))
    return found


def clock(seconds):
    return f'{int(seconds // 60)}m{int(round(seconds % 60)):02d}s'


def main():
    argv = sys.argv[1:]
    compare_options = argv[argv.index('--') + 1:] if '--' in argv else []
    argv = argv[:argv.index('--')] if '--' in argv else argv
    parser = argparse.ArgumentParser(description='cut long gates into gates of the usual size and judge them')
    parser.add_argument('--size', type=int, default=4, help='starts per arm in a cut gate (default 4, a gate\'s own)')
    parser.add_argument('campaigns', nargs='+', help='target/gate/campaign-* directories of long gates')
    args = parser.parse_args(argv)
    if args.size < 3:
        parser.exit(2, f'gate-split: --size must be 3 or more (a comparison needs 3 forks a side), got {args.size}\n')
    found = []
    for c in args.campaigns:
        if not os.path.isdir(c):
            parser.exit(2, f'gate-split: {c} is not a directory; give target/gate/campaign-* directories\n')
        found += long_gates(c)
    if not found:
        parser.exit(2, 'gate-split: no gate logs with a results directory in ' + ', '.join(args.campaigns) + '\n')
    out = os.path.join(REPO, 'target', 'gate', 'campaign-' + datetime.datetime.now().strftime('%Y%m%d-%H%M%S')
                       + '-split')
    os.makedirs(out)
    facts = os.path.join(args.campaigns[0], 'campaign.txt')
    if os.path.isfile(facts):
        kept = [line for line in open(facts, encoding='utf-8') if not line.startswith(('run=', 'options='))]
        with open(os.path.join(out, 'campaign.txt'), 'w', encoding='utf-8') as f:
            f.writelines(kept + ['run=cut\n', 'options=' + ' '.join(compare_options) + '\n'])
    numbers = {}
    for kind, gate_dir, spent_by_step in found:
        all_steps = steps(gate_dir)
        if len(all_steps) < 2 * args.size:
            print(f'gate-split: {gate_dir} has {len(all_steps)} steps, fewer than one cut gate\'s '
                  f'{2 * args.size}; left out', file=sys.stderr)
            continue
        for cut_kind, cut in cuts(kind, all_steps, args.size):
            numbers[cut_kind] = numbers.get(cut_kind, 0) + 1
            name = f'{cut_kind}-{numbers[cut_kind]:02d}'
            results = os.path.join(out, name)
            os.makedirs(results)
            for arm in ('base', 'head'):
                merged([f for _, a, f in cut if a == arm], os.path.join(results, arm + '.json'))
            compare = subprocess.run([os.path.join(REPO, 'repobench'), 'compare', os.path.join(results, 'base.json'),
                                      os.path.join(results, 'head.json'), '--json',
                                      os.path.join(results, 'compare.json'), '--html',
                                      os.path.join(results, 'compare.html'), *compare_options],
                                     capture_output=True, text=True)
            if compare.returncode not in (0, 1):
                sys.exit(f'gate-split: compare failed ({compare.returncode}) on {results}:\n'
                         f'{compare.stderr}{compare.stdout[-2000:]}')
            with open(os.path.join(results, 'compare.txt'), 'w') as f:
                f.write(compare.stdout)
            spent = sum(spent_by_step.get(n, 0) for n, _, _ in cut)
            with open(os.path.join(out, name + '.log'), 'w') as f:
                f.write(f'gate: cut from {gate_dir}, steps {", ".join(f"{n}:{a}" for n, a, _ in cut)}'
                        f' (src/test/scripts/gate-split.py)\n')
                f.write(f'gate: results in {results}\n')
                f.write(f'gate: time: fixtures 0s, benchmarks {clock(spent)}, total {clock(spent)}\n')
            print(f'{name}: exit {compare.returncode} ({gate_dir}, steps {cut[0][0]}-{cut[-1][0]})')
    print(f'gate-split: cut gates in {out}')
    sys.stdout.flush()
    subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gate-campaign-table.py'),
                    out], check=True)


if __name__ == '__main__':
    main()
