#!/usr/bin/env python3
"""Tables a src/test/scripts/server-warmup-ab.sh run: per benchmark and arm (off: no server warm-up; on: --warm-server),
the starts' count, the median of their means, the scatter between starts (coefficient of variation of the means, in
time, the server's CPU and its allocation), the server's JIT CPU per operation in the measured iterations, and how long
the warm-up took (least, median, most); then the seconds a start took per arm.

    src/test/scripts/server-warmup-ab.py DIR"""
import json
import os
import re
import statistics
import sys

METRICS = {'cpu': 'server.cpu.time/op', 'jit': 'server.jit.cpu.time/op', 'warm': 'server.warmup.time',
           'alloc': 'server.alloc/op'}


def cv(values):
    return 100 * statistics.stdev(values) / statistics.mean(values) if len(values) > 1 else float('nan')


def starts(directory):
    """{cell: {arm: {'time': [...], 'cpu': [...], ...}}} from every NN-arm/latest.json."""
    cells = {}
    for step in sorted(os.listdir(directory)):
        match = re.fullmatch(r'\d+-(on|off)', step)
        path = os.path.join(directory, step, 'latest.json')
        if not match or not os.path.isfile(path):
            continue
        with open(path) as results:
            for result in json.load(results):
                params = result['params']
                method = result['benchmark'].rsplit('.', 1)[1]
                cell = method if method != 'warmGet' else f"{params['workload']} {params['size']}"
                row = cells.setdefault(cell, {}).setdefault(match.group(1), {k: [] for k in ['time', *METRICS]})
                row['time'].append(result['primaryMetric']['score'])
                for key, metric in METRICS.items():
                    if metric in result.get('secondaryMetrics', {}):
                        row[key].append(result['secondaryMetrics'][metric]['score'])
    return cells


def main(directory):
    print(f"{'benchmark':18} {'arm':4} {'starts':>6} {'median':>9} {'time CV':>8} {'cpu CV':>7} {'alloc CV':>8}"
          f" {'jit/op':>7} {'warm-up s':>15}")
    for cell, arms in sorted(starts(directory).items()):
        for arm in ('off', 'on'):
            row = arms.get(arm)
            if not row:
                continue
            warm = row['warm']
            warm_text = f"{min(warm):.1f} {statistics.median(warm):.1f} {max(warm):.1f}" if warm else '-'
            print(f"{cell:18} {arm:4} {len(row['time']):6} {statistics.median(row['time']):9.3f}"
                  f" {cv(row['time']):7.1f}% {cv(row['cpu']) if row['cpu'] else float('nan'):6.1f}%"
                  f" {cv(row['alloc']) if row['alloc'] else float('nan'):7.2f}%"
                  f" {statistics.median(row['jit']) if row['jit'] else float('nan'):7.2f} {warm_text:>15}")
    seconds = {}
    with open(os.path.join(directory, 'steps.txt')) as steps:
        for line in steps:
            match = re.match(r'\d+-(on|off) rc=(\d+) (\d+) s', line)
            if match:
                seconds.setdefault(match.group(1), []).append(int(match.group(3)))
                if match.group(2) != '0':
                    print('failed:', line.strip())
    for arm, values in sorted(seconds.items()):
        print(f"a start, {arm}: {min(values)} to {max(values)} s, median {statistics.median(values)}")


if __name__ == '__main__':
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit(__doc__)
    main(sys.argv[1])
