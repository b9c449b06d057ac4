#!/usr/bin/env python3
"""Re-judges the gates of src/test/scripts/gate-campaign.sh offline, with ./repobench compare on each gate's base.json
and head.json: each gate at other thresholds, and consecutive pairs of gates pooled into one comparison of twice the
forks (what --forks 2N collects; the ABBA interleaving holds within each half). Answers "what would this gate catch with
another threshold or more forks" from gates already run, without running more.

    src/test/scripts/gate-rejudge.py [--thresholds 10,5] aa|slowdown|alloc ...

Reads every target/gate/campaign-*/<kind>-*.log of this checkout; prints each comparison and the counts."""
import argparse, glob, os, re, subprocess, sys, tempfile

from gate_logs import REPO, gates, merged

CAMPAIGN = sorted(glob.glob(os.path.join(REPO, 'target', 'gate', 'campaign-*')))


def gate_dirs(kind):
    return [results for c in CAMPAIGN for k, _, results in gates(c) if k == kind and results]


def judge(base, head, threshold):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'c.json')
        p = subprocess.run(['nice', '-n', '19', f'{REPO}/repobench', 'compare', base, head, '--threshold', str(threshold),
                            '--json', out], capture_output=True, text=True)
        if p.returncode not in (0, 1):
            sys.exit(f'compare failed ({p.returncode}): {p.stderr}{p.stdout[-2000:]}')
        text = p.stdout
    rows = []
    for line in text.splitlines():
        m = re.search(r'workload=(\S+).*?(\d\.\d{3}) \[(\d\.\d{3}), (\d\.\d{3})\]\s+(\S+)\s+(\w+)', line)
        if m:
            rows.append(f'{m.group(1)} {m.group(2)} [{m.group(3)}, {m.group(4)}] p {m.group(5)} {m.group(6)}')
    return p.returncode, rows

def report(kind, thresholds=(10, 5)):
    dirs = gate_dirs(kind)
    print(f'## {kind}: {len(dirs)} gates')
    for t in thresholds:
        fails = 0
        for d in dirs:
            code, rows = judge(f'{d}/base.json', f'{d}/head.json', t)
            fails += code == 1
            print(f'  threshold {t}%: {os.path.basename(d)} exit {code}: ' + ' | '.join(rows))
        print(f'  threshold {t}%, each gate as run: {fails} of {len(dirs)} gates exit 1')
        with tempfile.TemporaryDirectory() as tmp:
            fails = n = 0
            for i in range(0, len(dirs) - 1, 2):
                a, b = dirs[i], dirs[i + 1]
                base = merged([f'{a}/base.json', f'{b}/base.json'], f'{tmp}/b{i}.json')
                head = merged([f'{a}/head.json', f'{b}/head.json'], f'{tmp}/h{i}.json')
                code, rows = judge(base, head, t)
                fails += code == 1
                n += 1
                print(f'  threshold {t}%: pooled {os.path.basename(a)}+{os.path.basename(b)} exit {code}: ' + ' | '.join(rows))
            print(f'  threshold {t}%, pairs pooled (twice the forks): {fails} of {n} exit 1')

def main():
    parser = argparse.ArgumentParser(description='re-judge gate campaigns offline')
    parser.add_argument('--thresholds', default='10,5', help='comma-separated time thresholds in %% (default 10,5)')
    parser.add_argument('kinds', nargs='+', choices=['aa', 'slowdown', 'alloc'])
    args = parser.parse_args()
    try:
        thresholds = [int(t) for t in args.thresholds.split(',')]
    except ValueError:
        parser.exit(2, f'gate-rejudge: --thresholds must be whole percentages like 10,5, got {args.thresholds!r}\n')
    for kind in args.kinds:
        if not gate_dirs(kind):
            parser.exit(2, f'gate-rejudge: no {kind} gates under {REPO}/target/gate/campaign-*; run src/test/scripts/gate-campaign.sh first\n')
        report(kind, thresholds)


if __name__ == '__main__':
    main()
