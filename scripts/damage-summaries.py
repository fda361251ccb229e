#!/usr/bin/env python3
"""Writes Tests/Catalogue/sweeps/: damaged copies of one sweep's summary.json and their
expectations (see that folder's README.md). Build first: it runs .build/debug/lifecycle-sim."""
import os, subprocess, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root, "Tests/Catalogue/sweeps")
with tempfile.TemporaryDirectory() as work:
    subprocess.run([os.path.join(root, ".build/debug/lifecycle-sim"), "sweep",
                    os.path.join(root, "traces/event-rotate-iphone-x-tab-nav-table.scenario.json"),
                    "--devices", "iPhone 8", "--ios", "11-12", "--orientations", "portrait,landscapeLeft",
                    "--out", os.path.join(work, "s")], check=True, capture_output=True)
    original = open(os.path.join(work, "s/summary.json"), encoding="utf-8").read()

# (file, old text, new text, message fragment, what was damaged); the error points at the
# first character of the edited value.
cases = [
    ("ios-path.summary.json", '"ios":"11.0"', '"ios":"../../../etc"', "not an iOS version the simulator knows", "an iOS version that climbs out of the folder"),
    ("ios-unknown.summary.json", '"ios":"12.0"', '"ios":"99.0"', "not an iOS version the simulator knows", "a version no profile has"),
    ("ios-short.summary.json", '"ios":"11.0"', '"ios":"11"', "as a sweep writes it", "a version not as a sweep writes it"),
    ("device-path.summary.json", '"device":"iPhone 8"', '"device":"iPhone 8/../../x"', "no device", "a device name with path separators"),
    ("device-spelling.summary.json", '"device":"iPhone 8"', '"device":"iphone 8"', "as the catalog spells it", "a device alias instead of the catalog name"),
    ("trace-path.summary.json", '"trace":"traces/', '"trace":"/etc/traces/', "expected the trace path", "an absolute trace path"),
    ("trace-orientation.summary.json", '"trace":"traces/iphone-8_ios11.0_portrait.trace"', '"trace":"traces/iphone-8_ios11.0_landscapeLeft.trace"', "expected the trace path", "the trace path of another combination"),
    ("index-order.summary.json", '"index":1', '"index":0', "not in plan order", "two combinations with one index"),
    ("index-outside.summary.json", '"index":3', '"index":4', "not in plan order", "an index outside the plan"),
    ("total-huge.summary.json", '"total":4', '"total":999999999', "larger than any sweep's", "a plan larger than any sweep"),
    ("control-character.summary.json", '"scenario":"event-rotate', '"scenario":"\\u001b[2Jevent-rotate', "a control character", "an escape sequence in the scenario name"),
    ("error-with-trace.summary.json", '"error":null', '"error":"failed"', "expected null", "a combination that could not run, with a trace (the error points at its trace)", '"trace":'),
    ("orientation.summary.json", '"orientation":"portrait"', '"orientation":"sideways"', "no orientation", "an orientation that does not exist"),
    ("format.summary.json", '"format":"lifecycle-sweep/1"', '"format":"lifecycle-sweep/9"', "not a lifecycle-sweep/1 summary", "another format"),
    ("truncated.summary.json", None, None, "", "cut in the middle of the first combination"),
]
rows = ["# file\tline:column\tmessage fragment\twhat was damaged"]
for name, old, new, fragment, what, *at in cases:
    if old is None:
        cut = original.index('"outcome"')
        text = original[:cut]
        line = text.count("\n") + 1
        column = len(text) - text.rfind("\n")
        fragment = "expected"
    else:
        assert old in original, old
        start = original.index(old)
        text = original[:start] + new + original[start + len(old):]
        value = start + len(old.split(":", 1)[0]) + 1
        if at:
            # The value the error points at: the first `at` of the same combination.
            value = original.index(at[0], original.rfind("\n", 0, start)) + len(at[0])
        line = original[:value].count("\n") + 1
        column = value - original[:value].rfind("\n")
    open(os.path.join(out, name), "w", encoding="utf-8", newline="").write(text)
    rows.append(f"{name}\t{line}:{column}\t{fragment}\t{what}")
open(os.path.join(out, "expectations.tsv"), "w").write("\n".join(rows) + "\n")
