#!/usr/bin/env bash
# Measures `lifecycle-sim diff` on two traces of about 1.6 million records (287 MB of text each),
# side by side with GNU `diff -u` on the same files (the anchor the semantic diff is measured against). The second trace
# has 1% of its values changed and 20 blocks of 50 records moved, renumbered as a real trace
# would be. Needs python3 to write the inputs; prints wall time and peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
swift build -c release --product lifecycle-sim >/dev/null
sim=.build/release/lifecycle-sim

python3 - "$work" <<'PY'
import json, random, sys
work = sys.argv[1]
subviews = [{"view": {"frame": [0, i, 10, 10]}} for i in range(200)]
stack = [{"viewController": {"name": "List", "view": {"subviews": [
    {"tableView": {"name": "table", "layout": "fill", "contentSize": [375, 2000]}},
    {"view": {"name": "box", "layout": "fill", "subviews": subviews}}]}}}]
events = [{"at": i + 1, "rotate": "landscapeLeft" if i % 2 == 0 else "portrait"}
          for i in range(2500)]
scenario = {"format": "lifecycle-scenario/1", "name": "rotations", "device": "iPhone X",
            "ios": "13.0", "root": {"tabBarController": {"name": "Tabs", "tabs": [
                {"navigationController": {"name": "Nav", "stack": stack}}]}}, "events": events}
json.dump(scenario, open(f"{work}/rotations.scenario.json", "w"))
PY
"$sim" run "$work/rotations.scenario.json" --output "$work/a.trace"

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(1)
lines = open(f"{work}/a.trace").read().split("\n")
header = next(i for i, l in enumerate(lines) if l.startswith("#") and " seq " in l)
end = lines.index("#", header + 1)
records = lines[header + 1:end]
for k in random.sample(range(len(records)), len(records) // 100):
    records[k] = records[k].replace("safeAreaInsets={", "safeAreaInsets={1", 1)
for _ in range(20):
    a = random.randrange(0, len(records) - 50)
    block = records[a:a + 50]
    del records[a:a + 50]
    b = random.randrange(0, len(records))
    records[b:b] = block
width = lines[header].index("seq") + 3
# Where a moved record's time would go back it takes the time of the one before it, and that
# one's epoch too if its own had not started yet, so that b.trace holds together as a real
# trace does (the parser rejects times going back and records before their epoch).
starts = [float(l.split()[2][2:]) for l in lines if l.startswith("epoch  ")]
t_col = lines[header].index(" t ") + 1
ep_col = lines[header].index(" ep ") + 1
object_col = lines[header].index(" object ") + 1
for i in range(1, len(records)):
    time, previous = (float(r[t_col:ep_col]) for r in (records[i], records[i - 1]))
    if time < previous:
        own_epoch_started = starts[int(records[i][ep_col:object_col])] <= previous
        cut = ep_col if own_epoch_started else object_col
        records[i] = records[i][:t_col] + records[i - 1][t_col:cut] + records[i][cut:]
lines[header + 1:end] = [str(i + 1).rjust(width) + r[width:] for i, r in enumerate(records)]
open(f"{work}/b.trace", "w").write("\n".join(lines))
PY

echo "inputs: $(wc -l < "$work/a.trace") lines, $(du -h "$work/a.trace" | cut -f1) each, in $work"
for run in 1 2 3; do
  /usr/bin/time -q -f "lifecycle-sim diff  %e s  %M KB" "$sim" diff "$work/a.trace" "$work/b.trace" \
    | tail -1 || true
  /usr/bin/time -q -f "diff -u             %e s  %M KB" diff -u "$work/a.trace" "$work/b.trace" \
    > /dev/null || true
done
