#!/usr/bin/env python3
"""The table of gate campaigns (src/test/scripts/gate-campaign.sh) as a results page shows it: for every campaign and
signal, the gates in which the signal fired, and for every benchmark the head/base ratios, how often the signal called
it a regression, and what the gate said it could see (its stated detectable worsening). Read from each gate's own
compare.json, so the table holds what the gates decided, nothing re-judged (src/test/scripts/gate-rejudge.py re-judges).

    src/test/scripts/gate-campaign-table.py [CAMPAIGN_DIR ...] [--ledger docs/results/gate-ledger.csv]

Without a directory, every target/gate/campaign-* of this checkout. Markdown on stdout. With --ledger, every gate of
the campaigns is also appended to the gate ledger as a row (src/test/scripts/gate_ledger.py says what each column
holds), from the campaign's campaign.txt (what gate-campaign.sh ran: commit, machine, load, injection) and the gate's
own log and compare.json; then run src/test/scripts/ledger-table.py for the trust table. A long gate's row says
run=gate: when it is cut (gate-split.py, whose campaign directory holds run=cut), set its run to long by hand."""
import argparse, glob, json, os, re, statistics, sys

import gate_ledger
import gate_logs
from gate_logs import REPO, seconds

KINDS = {'aa': 'A/A (false alarms)', 'slowdown': 'slowdown (caught)', 'alloc': 'allocation (caught)',
         'reads': 'more store reads (caught)', 'against': 'two builds against each other (regressions)'}
# the signals compare.json judges; time's figures sit on the benchmark itself
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


def cell(benchmark):
    params = benchmark.get('params', {})
    method = benchmark['benchmark'].rsplit('.', 1)[-1]
    shown = [params[p] for p in CELL_PARAMS if p in params and params[p] not in ('n/a', 'N/A')]
    return ' '.join([method] + shown)


def signal_of(benchmark, signal):
    return benchmark if signal == 'time' else benchmark.get(signal)


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
                                                    for p in gate_logs.benchmarks(c))) for s in SIGNALS}
    pooled_fired = {s: sum(1 for _, c, _ in judged if any(a['signal'] == s and a.get('verdict') == 'regression'
                                                          for a in c.get('pooled', []))) for s in SIGNALS}
    if any(c.get('pooled') for _, c, _ in judged):
        alone = sum(1 for _, c, _ in judged if any((signal_of(p, s) or {}).get('verdict') == 'regression'
                                                   for p in gate_logs.benchmarks(c) for s in SIGNALS))
        print(f'- exit 1 by some benchmark alone (without the "all as one" rows) in {alone}')
    print('- gates in which a signal fired: ' + ', '.join(f'{s} {n}' for s, n in fired.items()
                                                           if any(signal_of(p, s) for _, c, _ in judged
                                                                  for p in gate_logs.benchmarks(c)))
          + ''.join(f', all as one by {s} {n}' for s, n in pooled_fired.items()
                    if any(a['signal'] == s for _, c, _ in judged for a in c.get('pooled', []))))
    print()
    print('| benchmark | signal | head ÷ base, median (range) | called a regression | could see, median (range) |')
    print('|---|---|---|---|---|')
    alpha = judged[0][1].get('alpha', 0.05) if judged else 0.05
    threshold = judged[0][1].get('thresholdPercent', 10) / 100 if judged else 0.1
    cells = {}
    for _, c, _ in judged:
        for p in gate_logs.benchmarks(c):
            cells.setdefault(cell(p), []).append(p)
    for _, c, _ in judged:
        for a in c.get('pooled', []):
            cells.setdefault(f'all {len(a["members"])} as one', []).append({'pooled': a['signal'], **a})
    for name, rows in cells.items():
        for cost in SHOWN:
            shown = [p['costs'][cost] for p in rows if cost in p.get('costs', {})]
            if shown:
                # what the judged signals' rule would have said: significant, worse, the interval past the threshold
                would = sum(1 for j in shown if (j.get('p') or 1) < alpha and (j.get('ratio') or 0) > 1
                            and (j.get('ratioHigh') or 0) > 1 + threshold)
                print(f'| {name} | {cost} (shown, not judged) | {spread([j.get("ratio") for j in shown])} '
                      f'| would have: {would} of {len(shown)} | – |')
        for s in SIGNALS:
            judgements = [p for p in rows if p.get('pooled') == s] if name.startswith('all ') \
                else [signal_of(p, s) for p in rows if signal_of(p, s)]
            if not judgements:
                continue
            ratios = [j.get('ratio') for j in judgements]
            regressions = sum(1 for j in judgements if j.get('verdict') == 'regression')
            detectable = [j.get('detectableWorse') for j in judgements]
            print(f'| {name} | {s} | {spread(ratios)} | {regressions} of {len(judgements)} | {percent(detectable)} |')
    print()


def campaign_facts(campaign):
    """What gate-campaign.sh wrote in campaign.txt (key=value lines); empty for a campaign from before it did."""
    facts = {}
    path = os.path.join(campaign, 'campaign.txt')
    if os.path.isfile(path):
        for line in open(path, encoding='utf-8'):
            key, sep, value = line.rstrip('\n').partition('=')
            if sep:
                facts[key] = value
    return facts


def change(kind, facts):
    """The ledger's change column for a campaign kind, as the results pages name them."""
    target = facts.get('target', '')
    if kind == 'aa':
        return 'none'
    if kind == 'slowdown':
        return f'cpu={facts.get("slowdown", "")}%' if target else f'slowdown={facts.get("slowdown", "")}%'
    if kind == 'alloc':
        return f'alloc={facts.get("alloc", "")}%' if target else f'alloc={facts.get("alloc", "")}B'
    if kind == 'reads':
        return f'reads={facts.get("reads", "")}%'
    base = facts.get('against', facts.get('pair', ''))  # an older campaign.txt says pair=
    return f'{base.removeprefix("fedora-")} against {target.removeprefix("fedora-")}'


def clock(spent):
    return f'{int(spent // 60)}m{int(round(spent % 60)):02d}s'


def ledger_row(campaign, facts, kind, text, results):
    """One gate as a row of the gate ledger."""
    plan = re.search(r'^gate: gate set .*?; (\d+) (forks|server starts|pairs of servers)', text, re.M)
    options = facts.get('options', '')
    forks = plan.group(1) if plan else (re.search(r'--forks (\d+)', options) or [None, ''])[1]
    samples = plan.group(2) if plan else ''
    if samples == 'pairs of servers' or '--side-by-side' in options:
        gate = 'side-by-side Fedora gate'
    elif samples == 'server starts' or facts.get('target'):
        gate = 'one-server Fedora gate'
    else:
        gate = 'model build gate'
    stamp = re.search(r'(\d{4})(\d\d)(\d\d)-\d{6}', os.path.basename(results or '') or os.path.basename(campaign)) \
        or re.search(r'(\d{4})(\d\d)(\d\d)-\d{6}', os.path.basename(campaign))
    compare = json.load(open(os.path.join(results, 'compare.json'))) \
        if results and os.path.isfile(os.path.join(results, 'compare.json')) else None
    code = compare['exitCode'] if compare else None
    signals, ratios, could_see = [], [], {}
    for p in gate_logs.benchmarks(compare or {}):
        for s in SIGNALS:
            j = signal_of(p, s)
            if not j:
                continue
            if j.get('verdict') in ('regression', 'warning'):
                if j['verdict'] == 'regression':
                    signals.append(f'{s} {cell(p)}')
                ratios.append(f'{cell(p)} {s} {j["ratio"]:.3f} [{j["ratioLow"]:.3f}, {j["ratioHigh"]:.3f}]')
            if j.get('detectableWorse') is not None and j['detectableWorse'] == j['detectableWorse']:
                could_see.setdefault(s, []).append(j['detectableWorse'] * 100)
    for a in (compare or {}).get('pooled', []):
        name = f'all {len(a["members"])} as one {a["signal"]}'
        if a.get('verdict') == 'regression':
            signals.append(name)
        if a.get('ratio') is not None:
            ratios.append(f'{name} {a["ratio"]:.3f} [{a["ratioLow"]:.3f}, {a["ratioHigh"]:.3f}]')
    timing = re.search(r'^gate: time: .*?total (\S+)$', text, re.M)
    spent = seconds(timing.group(1)) if timing else None
    fixtures = re.search(r'^gate: time: .*?fixtures (\S+?)(?:,|$)', text, re.M)
    setup = [part for part, found in
             (('builds', re.search(r'^gate: (base|head) \S+: building', text, re.M)),
              ('fixtures', 'loaded fixtures' in text or (fixtures and (seconds(fixtures.group(1)) or 0) > 0)))
             if found]
    return {
        'date': f'{stamp.group(1)}-{stamp.group(2)}-{stamp.group(3)}' if stamp else '',
        'commit': facts.get('commit', ''), 'machine': facts.get('machine', ''),
        'load': facts.get('load', 'not recorded'), 'gate': gate, 'run': facts.get('run', 'gate'),
        'change': change(kind, facts), 'forks': forks,
        'options': ' '.join(re.sub(r'--forks \d+|--side-by-side', '', options).split()),
        'verdict': {0: 'pass', 1: 'regression'}.get(code, 'no verdict'), 'signals': '; '.join(signals),
        'ratios': '; '.join(ratios),
        'could_see': '; '.join(f'{s} {min(v):.1f}-{max(v):.1f} %' for s, v in could_see.items()),
        'minutes': clock(spent) if spent is not None else '', 'setup': '+'.join(setup),
        'source': os.path.relpath(campaign, REPO), 'note': '',
    }


def main():
    parser = argparse.ArgumentParser(description='the table of gate campaigns, from their gates\' compare.json')
    parser.add_argument('campaigns', nargs='*', help='target/gate/campaign-* directories (default: all of them)')
    parser.add_argument('--ledger', help='also append every gate as a row to this CSV, the gate ledger '
                                         '(docs/results/gate-ledger.csv)')
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
                    + (', '.join(campaigns) or f'{REPO}/target/gate/campaign-*') + '; run src/test/scripts/gate-campaign.sh\n')
    for kind in KINDS:
        if kind in by_kind:
            table(kind, by_kind[kind])
    if args.ledger:
        rows = []
        for c in campaigns:
            facts = campaign_facts(c)
            rows += [ledger_row(c, facts, kind, text, results) for kind, text, results in gate_logs.gates(c)]
        try:
            gate_ledger.append(rows, args.ledger)
        except ValueError as e:
            parser.exit(2, f'gate-campaign-table: {e}\n')
        print(f'gate-campaign-table: appended {len(rows)} gate(s) to {args.ledger}; '
              f'src/test/scripts/ledger-table.py writes the trust table', file=sys.stderr)


if __name__ == '__main__':
    main()
