#!/usr/bin/env python3
"""The table of gate campaigns (src/test/gate-campaign.sh) as a results page shows it: for every campaign and signal,
the gates in which the signal fired, and for every benchmark the head/base ratios, how often the signal called it a
regression, and what the gate said it could see (its stated detectable worsening). Read from each gate's own
compare.json, so the table holds what the gates decided, nothing re-judged (src/test/gate-rejudge.py re-judges).

    src/test/gate-campaign-table.py [CAMPAIGN_DIR ...]

Without a directory, every target/gate/campaign-* of this checkout. Markdown on stdout."""
import argparse, glob, json, os, re, statistics, sys

import gate_logs
from gate_logs import REPO, seconds

KINDS = {'aa': 'A/A (false alarms)', 'slowdown': 'slowdown (caught)', 'alloc': 'allocation (caught)',
         'reads': 'more store reads (caught)', 'pair': 'a real pair (regressions)'}
# the signals compare.json judges; time's figures sit on the pair itself
SIGNALS = ['time', 'cpu', 'allocation', 'work', 'statements']
# costs compare shows but does not judge, tabled with what the judged signals' rule would have said of them
SHOWN = ['calibrated.time/op']
# params every gate set varies, in the order a cell is named by
CELL_PARAMS = ['workload', 'size', 'resource', 'store', 'threads']


def minutes(text):
    """'9m31s' as minutes; None if it is no duration."""
    spent = seconds(text)
    return None if spent is None else spent / 60


def gates(campaign):
    """(kind, results directory or None, minutes in all, minutes loading fixtures) per gate of a campaign, in order."""
    found = []
    for kind, text, results in gate_logs.gates(campaign):
        # "gate: time: fixtures 5m27s, JMH lock wait 0s, benchmarks 9m20s, compare 1s, total 14m49s"
        timing = re.search(r'^gate: time: (.*)$', text, re.M)
        parts = dict(re.findall(r'([a-zA-Z][a-zA-Z ]*?) (\d[\dhms.]*)(?:,|$)', timing.group(1))) if timing else {}
        found.append((kind, results, minutes(parts.get('total', '')), minutes(parts.get('fixtures', '0s'))))
    return found


def cell(pair):
    params = pair.get('params', {})
    method = pair['benchmark'].rsplit('.', 1)[-1]
    shown = [params[p] for p in CELL_PARAMS if p in params and params[p] not in ('n/a', 'N/A')]
    return ' '.join([method] + shown)


def signal_of(pair, signal):
    return pair if signal == 'time' else pair.get(signal)


def spread(values, digits=3):
    values = [v for v in values if v is not None and v == v]
    if not values:
        return '–'
    fmt = f'{{:.{digits}f}}'
    if len(values) == 1:
        return fmt.format(values[0])
    return f'{fmt.format(statistics.median(values))} ({fmt.format(min(values))}–{fmt.format(max(values))})'


def percent(values):
    values = [v * 100 for v in values if v is not None and v == v]
    if not values:
        return '–'
    return f'{statistics.median(values):.1f} % ({min(values):.1f}–{max(values):.1f})'


def table(kind, runs):
    judged = [(total, json.load(open(os.path.join(d, 'compare.json'))), fixtures) for _, d, total, fixtures in runs
              if d and os.path.isfile(os.path.join(d, 'compare.json'))]
    codes = [c['exitCode'] for _, c, _ in judged]
    no_verdict = len(runs) - len(judged) + sum(1 for c in codes if c not in (0, 1))
    totals = [t for t, _, _ in judged if t is not None]
    loaded = [t - f for t, _, f in judged if t is not None and f is not None]
    print(f'## {KINDS[kind]}: {len(runs)} gates')
    print()
    print(f'- exit 1 in {codes.count(1)}, exit 0 in {codes.count(0)}, no verdict in {no_verdict}')
    if totals:
        print(f'- minutes a gate: {spread(totals, 1)} in all; {spread(loaded, 1)} once the fixtures were loaded')
    fired = {s: sum(1 for _, c, _ in judged if any((signal_of(p, s) or {}).get('verdict') == 'regression'
                                                    for p in c['pairs'])) for s in SIGNALS}
    pooled_fired = {s: sum(1 for _, c, _ in judged if any(a['signal'] == s and a.get('verdict') == 'regression'
                                                          for a in c.get('pooled', []))) for s in SIGNALS}
    if any(c.get('pooled') for _, c, _ in judged):
        alone = sum(1 for _, c, _ in judged if any((signal_of(p, s) or {}).get('verdict') == 'regression'
                                                   for p in c['pairs'] for s in SIGNALS))
        print(f'- exit 1 by some benchmark alone (without the "all as one" rows) in {alone}')
    print('- gates in which a signal fired: ' + ', '.join(f'{s} {n}' for s, n in fired.items()
                                                           if any(signal_of(p, s) for _, c, _ in judged
                                                                  for p in c['pairs']))
          + ''.join(f', all as one by {s} {n}' for s, n in pooled_fired.items()
                    if any(a['signal'] == s for _, c, _ in judged for a in c.get('pooled', []))))
    print()
    print('| benchmark | signal | head ÷ base, median (range) | called a regression | could see, median (range) |')
    print('|---|---|---|---|---|')
    alpha = judged[0][1].get('alpha', 0.05) if judged else 0.05
    threshold = judged[0][1].get('thresholdPercent', 10) / 100 if judged else 0.1
    cells = {}
    for _, c, _ in judged:
        for p in c['pairs']:
            cells.setdefault(cell(p), []).append(p)
    for _, c, _ in judged:
        for a in c.get('pooled', []):
            cells.setdefault(f'all {len(a["members"])} as one', []).append({'pooled': a['signal'], **a})
    for name, pairs in cells.items():
        for cost in SHOWN:
            shown = [p['costs'][cost] for p in pairs if cost in p.get('costs', {})]
            if shown:
                # what the judged signals' rule would have said: significant, worse, the interval past the threshold
                would = sum(1 for j in shown if (j.get('p') or 1) < alpha and (j.get('ratio') or 0) > 1
                            and (j.get('ratioHigh') or 0) > 1 + threshold)
                print(f'| {name} | {cost} (shown, not judged) | {spread([j.get("ratio") for j in shown])} '
                      f'| would have: {would} of {len(shown)} | – |')
        for s in SIGNALS:
            judgements = [p for p in pairs if p.get('pooled') == s] if name.startswith('all ') \
                else [signal_of(p, s) for p in pairs if signal_of(p, s)]
            if not judgements:
                continue
            ratios = [j.get('ratio') for j in judgements]
            regressions = sum(1 for j in judgements if j.get('verdict') == 'regression')
            detectable = [j.get('detectableWorse') for j in judgements]
            print(f'| {name} | {s} | {spread(ratios)} | {regressions} of {len(judgements)} | {percent(detectable)} |')
    print()


def main():
    parser = argparse.ArgumentParser(description='the table of gate campaigns, from their gates\' compare.json')
    parser.add_argument('campaigns', nargs='*', help='target/gate/campaign-* directories (default: all of them)')
    args = parser.parse_args()
    campaigns = args.campaigns or sorted(glob.glob(os.path.join(REPO, 'target', 'gate', 'campaign-*')))
    for c in campaigns:
        if not os.path.isdir(c):
            parser.exit(2, f'gate-campaign-table: {c} is not a directory; give target/gate/campaign-* directories\n')
    by_kind = {}
    for c in campaigns:
        for gate in gates(c):
            by_kind.setdefault(gate[0], []).append(gate)
    if not by_kind:
        parser.exit(2, 'gate-campaign-table: no gate logs (aa-01.log, slowdown-01.log, ...) in '
                    + (', '.join(campaigns) or f'{REPO}/target/gate/campaign-*') + '; run src/test/gate-campaign.sh\n')
    for kind in KINDS:
        if kind in by_kind:
            table(kind, by_kind[kind])


if __name__ == '__main__':
    main()
