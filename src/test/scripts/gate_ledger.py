"""The gate ledger, docs/results/gate-ledger.csv: one row per gate of every campaign the results pages report, read
and checked here, appended to by gate-campaign-table.py --ledger, tabled by ledger-table.py. GateLedgerTest
(src/test/java) checks the same rules and re-derives the trust table in Java.

The columns, in this order:
    date        the day the gate ran, YYYY-MM-DD (UTC)
    commit      the repobench commit it ran at, short hex; empty where the pages do not give it
    machine     the machine as the pages describe it (cores, processor kind, which of the campaigns' machines)
    load        quiet, one core busy (sh -c 'while :; do :; done' beside it), other work beside, or not recorded
    gate        model build gate (--base/--head), one-server Fedora gate (--base-target/--head-target, a server
                start per fork) or side-by-side Fedora gate (--side-by-side, a pair of servers per step)
    run         gate (run as it is), cut (cut from a long gate by gate-split.py) or long (a long gate, then cut)
    change      none (A/A), or what the head had: slowdown=10% (busy-wait per member), alloc=2048B, reads=10%
                (model); cpu=10%, alloc=10% (--head-inject); or two builds, "6.0.0 against 6.1.0"
    forks       forks, server starts or pairs per arm
    options     gate or compare options beyond the arms and forks that the verdict was reached with
    verdict     pass, regression or no verdict, as the gate (or compare, for a cut gate) said
    signals     what fired: a signal, or a signal and a benchmark, "; " between them
    ratios      head / base [interval] per signal where the pages give them
    could_see   what the verdicts stated they could see, where given
    minutes     the gate's time as the pages give it: 6m28s, or minutes as a decimal (8.5)
    setup       builds, fixtures or builds+fixtures where those minutes include building or loading fixtures
    source      the section of the page that reported it (the pages' long versions: git show 23b521e:docs/results/...)
    note        anything else the pages say of that gate or its campaign
"""
import csv, datetime, os, re

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
LEDGER = os.path.join(REPO, 'docs', 'results', 'gate-ledger.csv')
COLUMNS = ['date', 'commit', 'machine', 'load', 'gate', 'run', 'change', 'forks', 'options', 'verdict', 'signals',
           'ratios', 'could_see', 'minutes', 'setup', 'source', 'note']
GATES = ['model build gate', 'one-server Fedora gate', 'side-by-side Fedora gate']
VERDICTS = ['pass', 'regression', 'no verdict']
RUNS = ['gate', 'cut', 'long']
LOADS = ['quiet', 'one core busy', 'other work beside', 'not recorded']
SETUPS = ['', 'builds', 'fixtures', 'builds+fixtures']
MINUTES = re.compile(r'(\d+)m(\d\d)s|(\d+)(?:\.(\d))?')


def read(path=LEDGER):
    """The ledger's rows as dicts; raises ValueError naming the first line that breaks a rule."""
    with open(path, newline='', encoding='utf-8') as f:
        reader = csv.reader(f)
        header = next(reader)
        if header != COLUMNS:
            raise ValueError(f'{path}: header {header}, expected {COLUMNS}')
        rows = []
        for number, values in enumerate(reader, start=2):
            if len(values) != len(COLUMNS):
                raise ValueError(f'{path}:{number}: {len(values)} columns, expected {len(COLUMNS)}')
            row = dict(zip(COLUMNS, values))
            problem = check(row)
            if problem:
                raise ValueError(f'{path}:{number}: {problem}')
            rows.append(row)
    return rows


def check(row):
    """What is wrong with a row, or None."""
    try:
        datetime.date.fromisoformat(row['date'])
    except ValueError:
        return f'date {row["date"]!r} is not YYYY-MM-DD'
    for column, allowed in (('gate', GATES), ('verdict', VERDICTS), ('run', RUNS), ('load', LOADS),
                            ('setup', SETUPS)):
        if row[column] not in allowed:
            return f'{column} {row[column]!r} is not one of {allowed}'
    if row['commit'] and not re.fullmatch(r'[0-9a-f]{7,40}', row['commit']):
        return f'commit {row["commit"]!r} is not a short hex commit'
    if not re.fullmatch(r'[1-9]\d*', row['forks']):
        return f'forks {row["forks"]!r} is not a whole number from 1'
    if not row['change']:
        return 'change is empty (none for an A/A gate)'
    if row['minutes'] and not MINUTES.fullmatch(row['minutes']):
        return f'minutes {row["minutes"]!r} is neither 6m28s nor a decimal such as 8.5'
    return None


def seconds(minutes):
    """'6m28s' or '8.5' (minutes) as whole seconds."""
    m = MINUTES.fullmatch(minutes)
    if m.group(1):
        return int(m.group(1)) * 60 + int(m.group(2))
    return int(m.group(3)) * 60 + int(m.group(4) or 0) * 6


def append(rows, path=LEDGER):
    """Appends rows (dicts over COLUMNS) to the ledger, writing its header first if it is new."""
    new = not os.path.exists(path) or os.path.getsize(path) == 0
    with open(path, 'a', newline='', encoding='utf-8') as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator='\n')
        if new:
            writer.writeheader()
        for row in rows:
            problem = check(row)
            if problem:
                raise ValueError(f'not appended to {path}: {problem}: {row}')
            writer.writerow(row)
