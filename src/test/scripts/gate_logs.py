"""What the gate campaign scripts share: the gates a campaign directory holds (src/test/scripts/gate-campaign.sh writes
one log per gate, aa-01.log, slowdown-01.log, ...), durations as the gate prints them, and JMH files merged fork by
fork. Imported by gate-campaign-table.py, gate-rejudge.py, gate-split.py and gate-steal.py, which sit beside it."""
import glob, json, os, re

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
# the campaigns' kinds, as their logs are named
KINDS = ('aa', 'slowdown', 'alloc', 'reads', 'against')
# kinds older campaigns named otherwise: two builds against each other were 'pair'
OLD_KINDS = {'pair': 'against'}


def gates(campaign):
    """(kind, log text, results directory or None) for every gate log of a campaign directory, in name order."""
    found = []
    for log in sorted(glob.glob(os.path.join(campaign, '*.log'))):
        m = re.match(r'(\w+)-\d+\.log$', os.path.basename(log))
        kind = OLD_KINDS.get(m.group(1), m.group(1)) if m else None
        if kind not in KINDS:
            continue
        text = open(log, errors='replace').read()
        results = re.search(r'^gate: results(?: in|:) (\S+)', text, re.M)
        found.append((kind, text, results.group(1) if results else None))
    return found


def benchmarks(compare):
    """The benchmarks a gate's compare.json judged, each with its time's figures and its signals; a compare.json
    written before they were called 'benchmarks' (older campaigns) has them as 'pairs'."""
    return compare.get('benchmarks', compare.get('pairs', []))


def seconds(text):
    """'9m31s' (or '1h02m', '12.5s') as seconds; None if it is no duration."""
    m = re.fullmatch(r'(?:(\d+)h)?(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s)?', text)
    if not m or not any(m.groups()):
        return None
    h, mi, s = m.groups()
    return int(h or 0) * 3600 + int(mi or 0) * 60 + float(s or 0)


def steps(gate_dir):
    """(number, arm, latest.json) of every step of a gate results directory that wrote its results, in run order."""
    found = []
    for d in glob.glob(os.path.join(gate_dir, 'steps', '*-*')):
        m = re.fullmatch(r'(\d+)-(base|head)', os.path.basename(d))
        result = os.path.join(d, 'latest.json')
        if m and os.path.isfile(result):
            found.append((int(m.group(1)), m.group(2), result))
    return sorted(found)


def result_key(r):
    """A JMH result's benchmark and params: what names the same cell in every fork and step."""
    return r['benchmark'], json.dumps(r.get('params', {}), sort_keys=True)


def forks(into, metric):
    """Appends a metric's forks to another's: rawData, or a sample mode's rawDataHistogram."""
    for field in ('rawData', 'rawDataHistogram'):
        if field in metric and field in into:
            into[field] += metric[field]


def merged(files, out):
    """The forks of several JMH files as one file, as if JMH had run them all (what the gate writes as base.json)."""
    by_key, order = {}, []
    for f in files:
        for r in json.load(open(f)):
            key = result_key(r)
            if key not in by_key:
                by_key[key] = r
                order.append(key)
                continue
            m = by_key[key]
            m['forks'] = m.get('forks', 0) + r.get('forks', 0)
            forks(m['primaryMetric'], r['primaryMetric'])
            for name, sec in r.get('secondaryMetrics', {}).items():
                if name in m.get('secondaryMetrics', {}):
                    forks(m['secondaryMetrics'][name], sec)
    with open(out, 'w') as f:
        json.dump([by_key[k] for k in order], f)
    return out
