#!/usr/bin/env python3
"""Reads src/test/scripts/side-by-side/blocks.sh's blocks and says how steady two servers measured at the same moments
are against each other, beside how steady each is alone, and what a gate of either kind could see.

    src/test/scripts/side-by-side/analyze.py DIR [--steps 'DIR/*/latest.json'] [--pairs 7] [--per-arm 5]

Per GET: each arm's block means and their scatter, the standard deviation of their logs in % (a block is a fresh start
of both servers), the
correlation of the two arms' means over the blocks, and the scatter of the per-block ratio B / A (standard deviation
of its log, in %) when the ratio is taken request by request; "all 4 as one" is the per-block log ratios averaged
with weights of one over their variance, as compare pools its rows. Then the change a gate could see with 80 % power
at a two-sided 0.05 (a t approximation of compare's rank tests): --pairs blocks, paired, against --per-arm starts per
arm, independent, with each arm's scatter as measured here or, with --steps, from the JMH results of the gate's own
steps run on the same machine (one result file per server start)."""
import argparse, glob, json, math, re
import numpy as np
from scipy.stats import t

WORKLOADS = ['n-members 1,000', 'n-children 1,000', 'n-members 10,000', 'n-children 10,000']
STEP_KEYS = [('N_MEMBERS', '1000'), ('N_CHILDREN', '1000'), ('N_MEMBERS', '10000'), ('N_CHILDREN', '10000')]


def blocks(directory):
    """per block: (log mean of A, log mean of B, log ratio) per GET, in WORKLOADS' order"""
    found = []
    for path in sorted(glob.glob(directory + '/raw-*.csv')):
        rows = np.loadtxt(path, delimiter=',', dtype=np.int64, ndmin=2)
        if len(rows) < 8:
            continue
        means = [[rows[(rows[:, 2] == p) & (rows[:, 1] == arm), 3].mean() for arm in (0, 1)] for p in range(4)]
        found.append([(math.log(a), math.log(b), math.log(b / a)) for a, b in means])
    return np.array(found)


def pooled(logs):
    """the rows averaged per block, each weighted by one over its variance; logs: blocks x rows"""
    weights = 1 / logs.var(axis=0, ddof=1)
    return (logs - logs.mean(axis=0)) @ (weights / weights.sum())


def could_see(sd, n, paired):
    df = n - 1 if paired else 2 * n - 2
    return (t.ppf(0.975, df) + t.ppf(0.8, df)) * sd * (1 / math.sqrt(n) if paired else math.sqrt(2 / n)) * 100


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('directory')
    parser.add_argument('--steps', help='glob of JMH result files of the gate\'s steps, one per server start')
    parser.add_argument('--pairs', type=int, default=7)
    parser.add_argument('--per-arm', type=int, default=5)
    args = parser.parse_args()
    data = blocks(args.directory)
    if len(data) < 3:
        raise SystemExit(f'side-by-side: {len(data)} complete blocks in {args.directory}; at least 3 are needed')
    log = open(args.directory + '/blocks.log').read()
    stamps = [sum(int(x) * f for x, f in zip(s.split(':'), (3600, 60, 1))) for s in re.findall(r'at (\d\d:\d\d:\d\d)', log)]
    if len(stamps) > 1:
        print(f'{len(data)} blocks, {np.median(np.diff(stamps)):.0f} s a block (median)')
    print('| GET | A, B median ms | B / A, median of blocks | scatter of A, B over blocks | r (A, B) '
          '| scatter of B / A, request by request |')
    print('|---|---|---|---|---|---|')
    for p, name in enumerate(WORKLOADS):
        a, b, r = data[:, p, 0], data[:, p, 1], data[:, p, 2]
        print(f'| {name} | {math.exp(np.median(a)) / 1000:.1f}, {math.exp(np.median(b)) / 1000:.1f} '
              f'| {math.exp(np.median(r)):.3f} '
              f'| {a.std(ddof=1) * 100:.1f}, {b.std(ddof=1) * 100:.1f} % | {np.corrcoef(a, b)[0, 1]:.2f} '
              f'| {r.std(ddof=1) * 100:.1f} % |')
    ratio_sd = data[:, :, 2].std(axis=0, ddof=1)
    ratio_pooled = pooled(data[:, :, 2]).std(ddof=1)
    shift = data[:, :, 2].mean(axis=0) @ (1 / ratio_sd ** 2) / (1 / ratio_sd ** 2).sum()
    print(f'| all 4 as one | | {math.exp(shift):.3f} (weighted mean) | {pooled(data[:, :, 0]).std(ddof=1) * 100:.1f}, '
          f'{pooled(data[:, :, 1]).std(ddof=1) * 100:.1f} % | | {ratio_pooled * 100:.1f} % |')
    if args.steps:
        logs = []
        for path in sorted(glob.glob(args.steps)):
            scores = {(r['params'].get('workload'), r['params'].get('size')): r['primaryMetric']['score']
                      for r in json.load(open(path))}
            if all(k in scores for k in STEP_KEYS):
                logs.append([math.log(scores[k]) for k in STEP_KEYS])
        alone = np.array(logs)
        source = f'the gate\'s steps ({len(alone)} starts)'
    else:
        alone = data[:, :, 0]
        source = 'arm A of the blocks'
    alone_sd = alone.std(axis=0, ddof=1)
    print(f'\ncould see (80 % power, two-sided 0.05): {args.pairs} pairs side by side against {args.per_arm} + '
          f'{args.per_arm} starts one after another, each start\'s scatter from {source}')
    print('| GET | scatter of a start alone | side by side | one after another |')
    print('|---|---|---|---|')
    for p, name in enumerate(WORKLOADS):
        print(f'| {name} | {alone_sd[p] * 100:.1f} % | {could_see(ratio_sd[p], args.pairs, True):.1f} % '
              f'| {could_see(alone_sd[p], args.per_arm, False):.1f} % |')
    alone_pooled = pooled(alone).std(ddof=1)
    print(f'| all 4 as one | {alone_pooled * 100:.1f} % | {could_see(ratio_pooled, args.pairs, True):.1f} % '
          f'| {could_see(alone_pooled, args.per_arm, False):.1f} % |')


if __name__ == '__main__':
    main()
