#!/usr/bin/env python3
"""How much of a gate's scatter between server starts was the machine's hypervisor: for every arm of one or more gate
results directories (target/gate/<timestamp>/, whose steps/NN-base and steps/NN-head each hold one start), each
start's time against its arm's median, set beside the share of the machine's CPU the hypervisor took over that start
(machine.steal, recorded with every result since 6ecca72; the mean of the start's benchmarks).

    src/test/scripts/gate-steal.py GATE_DIR ...

Prints per arm: the starts, their steal (mean and range), the correlation r of a start's log-time (its benchmarks'
log-times against their arm's medians, averaged) with its steal, the slope (log-time per point of steal), and the
scatter of the log-times before and after the steal's share is taken out (standard deviations). A start whose results
have no machine.steal (older results, or no Linux count) is left out and counted."""
import json, math, os, statistics, sys

from gate_logs import result_key, steps

STEAL = 'machine.steal'


def starts(gate_dir):
    """(arm, {result key: time}, mean steal or None) for every step of a gate that wrote its results."""
    found = []
    for _, arm, result in steps(gate_dir):
        times, steals = {}, []
        for r in json.load(open(result)):
            times[result_key(r)] = r['primaryMetric']['score']
            steal = r.get('secondaryMetrics', {}).get(STEAL)
            if steal is not None:
                steals.append(steal['score'])
        found.append((arm, times, statistics.mean(steals) if steals else None))
    return found


def describe(arm, rows):
    """One line for an arm's starts that have a steal reading."""
    keys = sorted(set.intersection(*(set(t) for _, t, _ in rows)))
    medians = {k: statistics.median(t[k] for _, t, _ in rows) for k in keys}
    xs = [s for _, _, s in rows]
    ys = [statistics.mean(math.log(t[k] / medians[k]) for k in keys) for _, t, _ in rows]
    mx, my = statistics.mean(xs), statistics.mean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    before = statistics.stdev(ys)
    if sxx == 0 or syy == 0:
        return '%s: %d starts, steal %.2f %% in every one: nothing to set beside it; scatter %.3f' % (
            arm, len(rows), mx, before)
    slope = sxy / sxx
    after = statistics.stdev([y - slope * (x - mx) for x, y in zip(xs, ys)])
    return ('%s: %d starts, steal mean %.2f %% (%.2f to %.2f), r = %.2f, slope %.3f log-time per point, '
            'scatter of log-time %.3f, with steal taken out %.3f' % (
                arm, len(rows), mx, min(xs), max(xs), sxy / math.sqrt(sxx * syy), slope, before, after))


def main(dirs):
    if not dirs:
        print(__doc__.split('\n\n')[1].strip(), file=sys.stderr)
        return 2
    for gate_dir in dirs:
        if not os.path.isdir(os.path.join(gate_dir, 'steps')):
            print('gate-steal: %s has no steps/ directory: give a gate results directory, target/gate/<timestamp>'
                  % gate_dir, file=sys.stderr)
            return 2
        all_starts = starts(gate_dir)
        print(gate_dir)
        for arm in ('base', 'head'):
            own = [s for s in all_starts if s[0] == arm]
            read = [s for s in own if s[2] is not None]
            missing = len(own) - len(read)
            note = '' if not missing else ' (%d start(s) without %s left out)' % (missing, STEAL)
            if len(read) < 3:
                print('  %s: %d start(s) with %s: too few to set beside their times%s' % (arm, len(read), STEAL, note))
            else:
                print('  ' + describe(arm, read) + note)
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
