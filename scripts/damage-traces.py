#!/usr/bin/env python3
"""Writes the damaged-trace catalogue under Tests/Catalogue/traces/ from one reference trace.

Each case is one damaged copy of traces/event-queued-and-interrupting-iphone-x.trace (text) or
of its JSON Lines rendering (original.jsonl), and one line of expectations.tsv:
FILE<TAB>LINE:COLUMN<TAB>MESSAGE FRAGMENT<TAB>WHAT WAS DAMAGED.
Run it after a change to the trace format, then review `git diff Tests/Catalogue`.
"""
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "Catalogue", "traces")
SCENARIO = os.path.join(ROOT, "traces", "event-queued-and-interrupting-iphone-x.scenario.json")
TEXT = open(os.path.join(ROOT, "traces", "event-queued-and-interrupting-iphone-x.trace"), "rb").read()
JSONL = subprocess.run(
    [os.path.join(ROOT, ".build", "debug", "lifecycle-sim"), "run", SCENARIO, "--format", "jsonl"],
    check=True, capture_output=True).stdout

cases = []


def case(name, data, location, fragment, what):
    assert data != TEXT and data != JSONL, name + " damages nothing"
    cases.append((name, data, location, fragment, what))


# --- Text helpers -------------------------------------------------------------------------

def cut_at(data, offset):
    """`data` cut at `offset`, in the middle of a line, and where the cut is."""
    part = data[:offset]
    return part, "%d:%d" % (part.count(b"\n") + 1, len(part) - (part.rfind(b"\n") + 1) + 1)


def lines(data):
    return data.decode("utf-8").split("\n")[:-1]


def join(rows):
    return ("\n".join(rows) + "\n").encode("utf-8", "surrogateescape")


def number_of(rows, prefix):
    """The 1-based number of the first line starting with `prefix`."""
    return next(i for i, row in enumerate(rows) if row.startswith(prefix)) + 1


def records(rows):
    """The record table: (index of the header row, rows as [seq, t, ep, object, callback, state])."""
    header = next(i for i, row in enumerate(rows) if re.match(r"#\s+seq  t", row))
    names = ["seq", "t", "ep", "object", "callback", "state"]
    offsets = []
    start = 1
    for name in names:
        found = re.compile(r"(?<= )" + re.escape(name) + r"(?= |$)").search(rows[header], start)
        offsets.append(found.start())
        start = found.end()
    table = []
    index = header + 1
    while rows[index] != "#":
        row = rows[index]
        fields = []
        for k, offset in enumerate(offsets):
            begin = 0 if k == 0 else offset
            end = offsets[k + 1] if k + 1 < len(offsets) else len(row)
            fields.append(row[begin:end].strip() if k + 1 < len(offsets) else row[begin:].lstrip())
        table.append(fields)
        index += 1
    return header, table


def relayout(rows, header, table, old_count):
    """The rows with the record table re-aligned as the renderer aligns it."""
    seq_w = max(3, len(str(len(table))))
    t_w = max([1] + [len(r[1]) for r in table])
    ep_w = max([2] + [len(r[2]) for r in table])
    obj_w = max([6] + [len(r[3]) for r in table])
    cb_w = max([8] + [len(r[4]) for r in table])
    out = ["#" + " " * (seq_w - 3 + 1) + "seq  t" + " " * (t_w - 1 + 2) + "ep" + " " * (ep_w - 2 + 2)
           + "object" + " " * (obj_w - 6 + 2) + "callback" + " " * (cb_w - 8 + 2) + "state"]
    for seq, t, ep, obj, cb, state in table:
        row = (" " * (seq_w + 2 - len(seq)) + seq + "  " + t + " " * (t_w - len(t) + 2) + ep
               + " " * (ep_w - len(ep) + 2) + obj + " " * (obj_w - len(obj) + 2) + cb)
        if state:
            row += " " * (cb_w - len(cb) + 2) + state
        out.append(row)
    return rows[:header] + out + rows[header + 1 + old_count:]


def edit_record(seq, **changes):
    """The text trace with record `seq`'s fields changed, re-aligned; and its line number."""
    rows = lines(TEXT)
    header, table = records(rows)
    keys = {"seq": 0, "t": 1, "ep": 2, "object": 3, "callback": 4, "state": 5}
    for key, value in changes.items():
        table[seq - 1][keys[key]] = value
    return join(relayout(rows, header, table, len(table))), header + 1 + seq


def replace_line(number, text, data=TEXT):
    rows = lines(data)
    rows[number - 1] = text
    return join(rows)


def delete_line(number, data=TEXT):
    rows = lines(data)
    del rows[number - 1]
    return join(rows)


def insert_line(number, text, data=TEXT):
    rows = lines(data)
    rows.insert(number - 1, text)
    return join(rows)


T = lines(TEXT)
EPOCHS = number_of(T, "# epochs")
FINAL = number_of(T, "# final")
END = number_of(T, "# end")
FIRST_RECORD = next(i for i, row in enumerate(T) if re.match(r"#\s+seq  t", row)) + 2
RECORD_HEADER = FIRST_RECORD - 1

# --- Text cases ---------------------------------------------------------------------------

case("text-version-3.trace", replace_line(1, "# lifecycle-trace/3"), "1:19",
     "unsupported trace format version 3", "a format version this tool does not read (a newer one)")
case("text-crlf.trace", TEXT.replace(b"\n", b"\r\n"), "1:20",
     "Windows line endings (CRLF) at line 1", "every line ends in CRLF")
case("text-crlf-one-line.trace", replace_line(40, T[39] + "\r"), "40:" + str(len(T[39]) + 1),
     "Windows line endings (CRLF) at line 40", "one record line ends in CRLF")
case("text-invalid-utf8-record.trace",
     replace_line(FIRST_RECORD + 3, T[FIRST_RECORD + 2].replace("List", "Li\udcffst", 1)),
     "%d:20" % (FIRST_RECORD + 3), "invalid UTF-8 byte 0xFF", "a 0xFF byte in an object name")
case("text-invalid-utf8-header.trace", TEXT.replace(b"iPhone X", b"iPhone \xe2\x82X", 1), "3:22",
     "invalid UTF-8 byte 0xE2", "a truncated three-byte sequence in the header")
case("text-header-missing-profile.trace", delete_line(5), "%d:1" % (RECORD_HEADER - 2),
     "the header has no '# profile' line", "the profile line removed")
case("text-header-duplicate-device.trace", insert_line(4, "# device      iPhone 8"), "4:3",
     "a second '# device' line (the first is at line 3)", "a header line twice (bad merge)")
case("text-header-unknown-line.trace", insert_line(4, "# colour      blue"), "4:3",
     "unknown header line 'colour'", "a header key the format does not have")
# The reference trace's header names no quirk switch (every one is at its default on iOS 17).
assert not any(row.startswith("# quirk") for row in T)
HEADER_END = RECORD_HEADER - 1  # the '#' line that ends the header
case("text-header-unknown-quirk.trace", insert_line(HEADER_END, "# quirk       notAQuirk on"),
     "%d:15" % HEADER_END, "unknown quirk switch 'notAQuirk'", "an unknown quirk switch")
case("text-header-misspelt-quirk.trace", insert_line(HEADER_END, "# quirk       webViewAlwaysAdjust off"),
     "%d:15" % HEADER_END, "unknown quirk switch 'webViewAlwaysAdjust'; did you mean 'webViewAlwaysAdjusts'?",
     "a misspelt quirk switch")
case("text-header-quirk-value.trace", insert_line(HEADER_END, "# quirk       webViewAlwaysAdjusts yes"),
     "%d:3" % HEADER_END, "expected '# quirk NAME on|off'", "a quirk line that is not on or off")
case("text-header-quirk-at-default.trace", insert_line(HEADER_END, "# quirk       webViewAlwaysAdjusts on"),
     "%d:36" % HEADER_END, "'# quirk webViewAlwaysAdjusts on' is the default on iOS 17.0",
     "a quirk line at its default, which the format never writes")
rows = lines(TEXT)
rows[HEADER_END - 1:HEADER_END - 1] = ["# quirk       webViewAlwaysAdjusts off", "# quirk       webViewAlwaysAdjusts on"]
case("text-header-quirk-conflict.trace", join(rows), "%d:15" % (HEADER_END + 1),
     "names the switch a second time (first at line %d)" % HEADER_END,
     "two quirk lines that contradict each other (bad merge)")
rows = lines(TEXT)
rows[HEADER_END - 1:HEADER_END - 1] = ["# quirk       upsideDownSwapsInsets on"] * 2
case("text-header-quirk-duplicate.trace", join(rows), "%d:15" % (HEADER_END + 1),
     "'# quirk upsideDownSwapsInsets on' names the switch a second time",
     "one quirk line twice (bad merge)")
case("text-header-profile-overflow.trace", replace_line(5, "# profile     99999999999999999999"),
     "5:15", "expected a profile number", "a profile number beyond any integer")
case("text-header-screen.trace", replace_line(7, "# screen      375by812"), "7:15",
     "expected WIDTHxHEIGHT", "a screen size without its 'x'")
case("text-no-column-row.trace", replace_line(RECORD_HEADER, "# seq  time  ep  object  callback  state"),
     "%d:1" % RECORD_HEADER, "expected a column header row naming seq, t, ep",
     "the records' header row renamed a column")
case("text-record-missing.trace", delete_line(FIRST_RECORD + 40), "%d:1" % (FIRST_RECORD + 40),
     "expected record number 41, found '42'", "one record line removed")
case("text-record-duplicated.trace", insert_line(FIRST_RECORD + 40, T[FIRST_RECORD + 39]),
     "%d:1" % (FIRST_RECORD + 41), "expected record number 42, found '41'",
     "one record line twice (bad merge)")
case("text-merge-conflict.trace", insert_line(FIRST_RECORD + 40, "<<<<<<< HEAD"),
     "%d:1" % (FIRST_RECORD + 40), "expected record number 41, found '<<<<<<<'", "a merge conflict marker")
data, line = edit_record(44, t="9223372036855")
case("text-time-int64-overflow.trace", data, "%d:8" % line,
     "expected a time in seconds from 0 to 1000000000", "t >= 9223372036855 (Int64 microseconds overflow)")
data, line = edit_record(87, t="1000000000.5")
case("text-time-too-late.trace", data, "%d:8" % line,
     "found '1000000000.5'", "a time past the latest a trace may hold")
data, line = edit_record(44, t="1.2000001")
case("text-time-seven-decimals.trace", data, "%d:8" % line,
     "at most six decimals, found '1.2000001'", "a time finer than a microsecond")
data, line = edit_record(44, t="-1.2")
case("text-time-negative.trace", data, "%d:8" % line, "found '-1.2'", "a negative time")
data, line = edit_record(65, t="1.1")
case("text-time-backwards.trace", data, "%d:8" % line, "the time goes back from 1.2 to 1.1",
     "a record earlier than the one before it")
data, line = edit_record(31, ep="2147483648")
case("text-epoch-int32-overflow.trace", data, "%d:14" % line,
     "expected an epoch number from 0 to 2147483647, found '2147483648'",
     "an epoch column of 2147483648 (Int32 overflow)")
data, line = edit_record(87, ep="7")
case("text-epoch-undeclared.trace", data, "%d:14" % line,
     "epoch 7 is not in the epochs block (4 epochs)", "a record of an epoch the trace does not declare")
data, line = edit_record(20, ep="2")
case("text-epoch-before-start.trace", data, "%d:14" % line,
     "a record of epoch 2 at 0, before the epoch starts (1.2)", "a record before its epoch began")
data, line = edit_record(35, callback="viewWillApear(animated=true)")
case("text-unknown-callback.trace", data, "%d:31" % line,
     "expected a callback name, found 'viewWillApear'", "a misspelt callback")
data, line = edit_record(35, callback="viewWillAppear(animated=maybe)")
case("text-bad-argument.trace", data, "%d:31" % line, "unknown argument 'animated=maybe'",
     "an argument value that is not true or false")
data, line = edit_record(35, callback="viewWillAppear(animated=true")
case("text-unclosed-arguments.trace", data, "%d:31" % line, "expected ')' after the arguments",
     "arguments without their ')'")
rows = lines(TEXT)
_, table = records(rows)
data, line = edit_record(29, state=table[28][5].replace("safeAreaInsets=", "safeAreaInset=", 1))
case("text-unknown-property.trace", data, "%d:65" % line,
     "expected a property as name=value, found 'safeAreaInset=", "a misspelt property")
data, line = edit_record(29, state=table[28][5].replace("safeAreaInsets={44,0,34,0}", "safeAreaInsets={44,0,34}", 1))
case("text-three-insets.trace", data, "%d:65" % line,
     "found 'safeAreaInsets={44,0,34}'", "insets with three numbers")
data, line = edit_record(29, state=table[28][5].replace("topLayoutGuide=44", "topLayoutGuide=1e300", 1))
case("text-exponent-number.trace", data, "%d:65" % line, "found 'topLayoutGuide=1e300'",
     "a number in exponent notation, which traces never print")
data, line = edit_record(29, state=table[28][5].replace("topLayoutGuide=44", "topLayoutGuide=" + "9" * 400, 1))
case("text-huge-number.trace", data, "%d:65" % line, "expected a property as name=value",
     "a 400-digit number (would be infinite)")
data, line = edit_record(29, state=table[28][5] + "  valid=safeAreaInsetz")
case("text-unknown-valid.trace", data, "%d:65" % line, "unknown property 'safeAreaInsetz' in valid=",
     "an unknown property in valid=")
data, line = edit_record(29, object="")
case("text-missing-object.trace", data, "%d:18" % line, "expected an object name",
     "a record without its object")
rows = lines(TEXT)
# A longer name written over the start of the callback column, the rest of the row unmoved.
rows[FIRST_RECORD + 9] = rows[FIRST_RECORD + 9][:18] + "Nav.navigationBar" + rows[FIRST_RECORD + 9][35:]
case("text-column-spill.trace", join(rows), "%d:30" % (FIRST_RECORD + 10),
     "a value runs into the column at 31", "a longer object name written over the callback column")
case("text-no-epochs-title.trace", replace_line(EPOCHS, "# epoch"), "%d:1" % EPOCHS,
     "expected '# epochs'", "the epochs block's title misspelt")
case("text-epoch-numbering.trace", replace_line(EPOCHS + 3, T[EPOCHS + 2].replace("epoch  2", "epoch  3")),
     "%d:8" % (EPOCHS + 3), "expected epoch 2, found epoch 3", "epoch numbers with a gap")
case("text-epoch-index-int32.trace", replace_line(EPOCHS + 3, T[EPOCHS + 2].replace("epoch  2", "epoch  2147483648")),
     "%d:8" % (EPOCHS + 3), "expected an epoch number from 0 to 2147483647", "an epoch number beyond Int32")
case("text-epoch-starts-backwards.trace", replace_line(EPOCHS + 3, T[EPOCHS + 2].replace("t=1.2", "t=0.5")),
     "%d:13" % (EPOCHS + 3), "epoch 2 starts at 0.5, before epoch 1 (1)", "an epoch starting before the one before it")
case("text-epoch-ends-before-start.trace", replace_line(EPOCHS + 4, T[EPOCHS + 3].replace("settled at 1.7", "settled at 1.3")),
     "%d:75" % (EPOCHS + 4), "epoch 3 ends at 1.3, before it starts (1.35)", "an epoch ending before it starts")
case("text-epoch-end-overflow.trace", replace_line(EPOCHS + 4, T[EPOCHS + 3].replace("settled at 1.7", "settled at 99999999999999")),
     "%d:75" % (EPOCHS + 4), "expected a time in seconds", "an epoch line 'settled at 99999999999999'")
case("text-epoch-no-end.trace", replace_line(EPOCHS + 4, T[EPOCHS + 3].replace("  settled at 1.7", "")),
     "%d:19" % (EPOCHS + 4), "expected '… settled at SECONDS' or '… truncated at SECONDS'", "an epoch line without its end")
case("text-epoch-unclosed-detail.trace", replace_line(EPOCHS + 4, T[EPOCHS + 3].replace("animated=true)", "animated=true")),
     "%d:61" % (EPOCHS + 4), "expected ')' after the cause's details", "an epoch cause without its ')'")
case("text-no-final-title.trace", replace_line(FINAL, "# finals"), "%d:1" % FINAL, "expected '# final'",
     "the final block's title misspelt")
case("text-unknown-kind.trace", replace_line(FINAL + 4, T[FINAL + 3].replace("navigationController", "navigationControler ")),
     "%d:27" % (FINAL + 4), "unknown object kind 'navigationControler'", "an unknown object kind")
case("text-duplicate-final.trace", insert_line(END, T[END - 2]), "%d:8" % END,
     "a second final row for 'Detail.view' (the first is at line %d)" % (END - 1),
     "the last final row twice, which used to compare equal")
case("text-final-row-removed.trace", delete_line(FINAL + 4), "%d:35" % (END - 1),
     "the end record says finals=10 but the trace has 9 final rows", "one final row removed")
rows = lines(TEXT)
del rows[FINAL + 3]
rows[-1] = rows[-1].replace("finals=10", "finals=9")
case("text-final-row-removed-and-counted.trace", join(rows), "%d:18" % FIRST_RECORD,
     "'Nav' has records but no final row", "one final row removed and the count edited to match")
case("text-no-final-rows.trace", join(T[:FINAL + 1]), "%d:1" % (FINAL + 1),
     "the trace ends at line %d without its end record" % (FINAL + 1),
     "a text trace with no final rows (cut after '# final')")
case("text-not-a-final-row.trace", replace_line(FINAL + 3, "fina   window  window"), "%d:1" % (FINAL + 3),
     "expected a 'final' line or the end line", "a final row without its 'final'")
case("text-cut-in-records.trace", join(T[:FIRST_RECORD + 49]), "%d:1" % (FIRST_RECORD + 49),
     "without its end record", "cut at a line boundary in the records")
case("text-cut-mid-line.trace", *cut_at(TEXT, TEXT.index(b"viewDidAppear(animated=true)") + 8),
     "the trace ends in the middle of line", "cut in the middle of a line")
case("text-no-end-line.trace", join(T[:-1]), "%d:1" % (END - 1),
     "without its end record ('# end  records=N epochs=N finals=N digest=HEX')",
     "the end line removed, as in traces written before it existed")
END_DIGEST = len(T[END - 1]) - 16 + 1  # the column of the end line's digest
stripped = re.sub(r"  valid=[^ ]*$", "", TEXT.decode("utf-8"), flags=re.M).encode("utf-8")
assert stripped != TEXT
case("text-valid-stripped.trace", stripped, "%d:%d" % (END, END_DIGEST),
     "the trace was edited after it was written", "every valid= mark removed")
data, line = edit_record(29, state=table[28][5].replace("safeAreaInsets={44,0,34,0}", "safeAreaInsets={44,0,35,0}", 1))
case("text-edited-value.trace", data, "%d:%d" % (END, END_DIGEST),
     "the trace was edited after it was written", "one inset in one record edited (34 to 35)")
data, line = edit_record(29, state=table[28][5] + "  valid=frame")
case("text-valid-added.trace", data, "%d:%d" % (END, END_DIGEST),
     "the trace was edited after it was written", "a valid= mark added to a record")
case("text-edited-header.trace", replace_line(3, T[2].replace("iPhone X", "iPhone 8")), "%d:%d" % (END, END_DIGEST),
     "the trace was edited after it was written", "the header's device edited")
case("text-edited-epoch.trace", replace_line(EPOCHS + 4, T[EPOCHS + 3].replace("settled at 1.7", "settled at 1.8")),
     "%d:%d" % (END, END_DIGEST), "the trace was edited after it was written", "an epoch's end time edited")
case("text-edited-final.trace", replace_line(FINAL + 2, T[FINAL + 1].replace("inWindow=true", "inWindow=false", 1)),
     "%d:%d" % (END, END_DIGEST), "the trace was edited after it was written", "a final row's value edited")
DIGEST = T[END - 1][-16:]
WRONG = ("0" if DIGEST[0] != "0" else "1") + DIGEST[1:]
case("text-digest-wrong.trace", replace_line(END, T[END - 1][:-16] + WRONG), "%d:%d" % (END, END_DIGEST),
     "(digest %s, expected %s from the end line)" % (DIGEST, WRONG), "the digest edited")
case("text-digest-missing.trace", replace_line(END, T[END - 1][:-24]), "%d:%d" % (END, END_DIGEST - 8),
     "expected '# end  records=N epochs=N finals=N digest=HEX'", "the end line without its digest")
case("text-digest-not-hex.trace", replace_line(END, T[END - 1][:-16] + DIGEST.upper()), "%d:%d" % (END, END_DIGEST),
     "expected a digest of 16 lowercase hexadecimal digits", "the digest in capitals")
case("text-end-records-mismatch.trace", replace_line(END, T[END - 1].replace("records=87", "records=88")),
     "%d:16" % END, "the end record says records=88 but the trace has 87 records", "the records count edited")
case("text-end-epochs-mismatch.trace", replace_line(END, T[END - 1].replace("epochs=4", "epochs=5")),
     "%d:26" % END, "the end record says epochs=5 but the trace has 4 epochs", "the epochs count edited")
case("text-end-garbled.trace", replace_line(END, T[END - 1].replace("# end  ", "# end ")), "%d:1" % END,
     "expected '# end  records=N epochs=N finals=N digest=HEX'", "the end line with one space")
case("text-end-overflow.trace", replace_line(END, T[END - 1].replace("records=87", "records=99999999999999999999")),
     "%d:1" % END, "expected '# end  records=N", "a 20-digit count")
case("text-after-end.trace", TEXT + b"final  extra  view\n", "%d:1" % (END + 1),
     "unexpected text after the end line", "a line after the end line")
case("text-two-traces-joined.trace", TEXT + TEXT, "%d:1" % (END + 1),
     "unexpected text after the end line", "two traces in one file")

# --- JSON Lines cases ---------------------------------------------------------------------

J = JSONL.decode("utf-8").split("\n")[:-1]
J_EVENTS = [i + 1 for i, row in enumerate(J) if row.startswith('{"record":"event"')]
J_EPOCHS = [i + 1 for i, row in enumerate(J) if row.startswith('{"record":"epoch"')]
J_FINALS = [i + 1 for i, row in enumerate(J) if row.startswith('{"record":"final"')]
J_END = len(J)


def jline(number, old, new, data=None):
    rows = list(J) if data is None else data
    assert old in rows[number - 1], (number, old)
    rows[number - 1] = rows[number - 1].replace(old, new, 1)
    return join(rows)


def jcol(number, needle, rows=None):
    """The 1-based column just after `needle` on JSON line `number` (ASCII lines)."""
    row = (rows or J)[number - 1]
    return row.index(needle) + len(needle) + 1


def jcase(name, number, old, new, needle, fragment, what):
    rows = list(J)
    rows[number - 1] = rows[number - 1].replace(old, new, 1)
    case(name, jline(number, old, new), "%d:%d" % (number, jcol(number, needle, rows)), fragment, what)


e44 = J_EVENTS[43]
jcase("jsonl-time-1e300.jsonl", e44, '"t":1.2,', '"t":1e300,', '"t":', "expected \"t\" to be a time in seconds",
      'an event with "t":1e300')
jcase("jsonl-time-negative.jsonl", e44, '"t":1.2,', '"t":-1.2,', '"t":', "expected \"t\" to be a time", "a negative time")
jcase("jsonl-time-negative-zero.jsonl", J_EVENTS[3], '"t":0,', '"t":-0,', '"t":', "expected \"t\" to be a time",
      "a time of -0")
jcase("jsonl-time-submicrosecond.jsonl", e44, '"t":1.2,', '"t":1.2000001,', '"t":', "at most six decimals",
      "a time finer than a microsecond")
jcase("jsonl-time-backwards.jsonl", J_EVENTS[64], '"t":1.35,', '"t":1.1,', '"t":',
      "the time goes back from 1.2 to 1.1", "a record earlier than the one before it")
jcase("jsonl-seq-fraction.jsonl", J_EVENTS[2], '"seq":3,', '"seq":3.5,', '"seq":',
      "expected \"seq\" to be a whole number", "a fractional seq")
jcase("jsonl-seq-gap.jsonl", J_EVENTS[2], '"seq":3,', '"seq":4,', '"seq":', "expected seq 3", "a seq skipped")
jcase("jsonl-epoch-int32-overflow.jsonl", J_EVENTS[30], '"epoch":1,', '"epoch":2147483648,', '"epoch":',
      "expected \"epoch\" to be a whole number from 0 to 2147483647", "an epoch of 2147483648 (Int32 overflow)")
jcase("jsonl-epoch-undeclared.jsonl", J_EVENTS[86], '"epoch":3,', '"epoch":9,', '"epoch":',
      "epoch 9 is not in the epochs block (4 epochs)", "a record of an undeclared epoch")
jcase("jsonl-epoch-before-start.jsonl", J_EVENTS[19], '"epoch":0,', '"epoch":2,', '"epoch":',
      "a record of epoch 2 at 0, before the epoch starts (1.2)", "a record before its epoch began")
jcase("jsonl-unknown-kind-event.jsonl", J_EVENTS[3], '"kind":"viewController"', '"kind":"viewControler"',
      '"kind":', "unknown object kind \"viewControler\"", "an event with an unknown object kind")
jcase("jsonl-kind-changes.jsonl", J_EVENTS[4], '"kind":"viewController"', '"kind":"view"', '"object":',
      "'List' is a view here but a viewController at line", "an object whose kind changes between records")
jcase("jsonl-unknown-kind-final.jsonl", J_FINALS[2], '"kind":"navigationController"', '"kind":"navController"',
      '"kind":', "unknown object kind \"navController\"", "a final row with an unknown kind")
jcase("jsonl-final-kind-contradicts.jsonl", J_FINALS[2], '"kind":"navigationController"', '"kind":"view"',
      '"object":', "the final row says 'Nav' is a view, its records (line 2) a navigationController",
      "a final row whose kind contradicts the records")
rows = list(J)
rows.insert(J_END - 1, J[J_END - 2])
case("jsonl-duplicate-final.jsonl", join(rows), "%d:%d" % (J_END, jcol(J_END - 1, '"object":')),
     "a second final row for 'Detail.view'", "the last final row twice")
rows = list(J)
del rows[J_FINALS[2] - 1]
rows[-1] = rows[-1].replace('"finals":10', '"finals":9')
case("jsonl-final-row-removed-and-counted.jsonl", join(rows), "2:%d" % jcol(2, '"object":'),
     "'Nav' has records but no final row", "a final row removed and the count edited")
case("jsonl-cut-at-line-boundary.jsonl", join(J[:J_FINALS[4]]), "%d:1" % J_FINALS[4],
     "without its end record", "cut after a final line")
case("jsonl-cut-in-events.jsonl", join(J[:J_EVENTS[49]]), "%d:1" % J_EVENTS[49],
     "without its end record", "cut after an event line")
case("jsonl-cut-mid-line.jsonl", *cut_at(JSONL, JSONL.index(b'"seq":50,') + 3),
     "the trace ends in the middle of line", "cut in the middle of a line")
case("jsonl-no-end.jsonl", join(J[:-1]), "%d:1" % (J_END - 1),
     "without its end record ({\"record\":\"end\"", "the end record removed, as in older traces")
jcase("jsonl-end-count-mismatch.jsonl", J_END, '"records":87', '"records":86', '"records":',
      "the end record says records=86 but the trace has 87 records", "the records count edited")
jcase("jsonl-end-count-fraction.jsonl", J_END, '"finals":10', '"finals":10.5', '"finals":',
      "expected \"finals\" to be a whole number", "a fractional count")
case("jsonl-after-end.jsonl", JSONL + J[-1].encode() + b"\n", "%d:1" % (J_END + 1),
     "unexpected line after the end record", "a second end record")
rows = list(J)
moved = rows.pop(J_EVENTS[-1] - 1)
rows.insert(J_EPOCHS[-1] - 1, moved)
case("jsonl-event-after-epoch.jsonl", join(rows), "%d:11" % (J_EPOCHS[-1]),
     "an 'event' record after the epochs records", "an event line moved among the epoch lines")
jcase("jsonl-unknown-record.jsonl", J_EPOCHS[0], '"record":"epoch"', '"record":"epock"', '"record":',
      "expected \"record\" to be \"event\", \"epoch\", \"final\" or \"end\"", "an unknown record type")
jcase("jsonl-unknown-key.jsonl", J_EVENTS[1], '"safeAreaInsets":', '"safeAreaInset":', '"safeAreaInset":',
      "unknown key \"safeAreaInset\"", "a misspelt property key")
jcase("jsonl-duplicate-key.jsonl", J_EVENTS[1], '"epoch":0,', '"epoch":0,"t":0,', '"epoch":0,"t":',
      "duplicate key \"t\"", "a key twice")
jcase("jsonl-huge-point.jsonl", J_EVENTS[1], '"frame":[0,0,375,812]', '"frame":[0,0,1e300,812]', '"frame":',
      "expected \"frame\" to hold numbers below 1e15 in magnitude", "a frame width of 1e300")
jcase("jsonl-epoch-numbering.jsonl", J_EPOCHS[2], '"epoch":2,', '"epoch":3,', '"epoch":',
      "expected epoch 2, found epoch 3", "epoch numbers with a gap")
jcase("jsonl-epoch-index-overflow.jsonl", J_EPOCHS[2], '"epoch":2,', '"epoch":1e300,', '"epoch":',
      "expected \"epoch\" to be a whole number from 0 to 2147483647", "an epoch record numbered 1e300")
jcase("jsonl-epoch-end-before-start.jsonl", J_EPOCHS[3], '"end":1.7', '"end":1.3', '"end":',
      "epoch 3 ends at 1.3, before it starts (1.35)", "an epoch ending before it starts")
jcase("jsonl-header-format.jsonl", 1, '"format":"lifecycle-trace/2"', '"format":"lifecycle-trace/3"', '"format":',
      "unsupported trace format version 3", "a format this tool does not read (a newer one)")
assert '"quirks":{}' in J[0]
jcase("jsonl-quirk-unknown.jsonl", 1, '"quirks":{}', '"quirks":{"notAQuirk":true}', '"quirks":{',
      "unknown quirk switch 'notAQuirk'", "an unknown quirk switch")
jcase("jsonl-quirk-at-default.jsonl", 1, '"quirks":{}', '"quirks":{"webViewAlwaysAdjusts":true}',
      '"quirks":{"webViewAlwaysAdjusts":', "\"webViewAlwaysAdjusts\":true is the default on iOS 17.0",
      "a quirk at its default, which the format never writes")
jcase("jsonl-quirk-conflict.jsonl", 1, '"quirks":{}',
      '"quirks":{"upsideDownSwapsInsets":true,"upsideDownSwapsInsets":false}', '"quirks":{"upsideDownSwapsInsets":true,',
      "names the switch a second time", "one quirk twice with both values (bad merge)")
jcase("jsonl-quirk-not-bool.jsonl", 1, '"quirks":{}', '"quirks":{"upsideDownSwapsInsets":"on"}',
      '"quirks":{"upsideDownSwapsInsets":', "expected quirk \"upsideDownSwapsInsets\" to be true or false",
      "a quirk value that is not a boolean")
J_DIGEST = jcol(J_END, '"digest":')
rows = [re.sub(r',"valid":\[[^\]]*\]', "", row) for row in J]
assert rows != J
case("jsonl-valid-stripped.jsonl", join(rows), "%d:%d" % (J_END, J_DIGEST),
     "the trace was edited after it was written", "every valid list removed")
case("jsonl-edited-value.jsonl", jline(J_EVENTS[28], '"safeAreaInsets":[44,0,34,0]', '"safeAreaInsets":[44,0,35,0]'),
     "%d:%d" % (J_END, J_DIGEST), "the trace was edited after it was written", "one inset in one record edited")
case("jsonl-edited-header.jsonl", jline(1, '"device":"iPhone X"', '"device":"iPhone 8"'),
     "%d:%d" % (J_END, J_DIGEST), "the trace was edited after it was written", "the header's device edited")
J_DIGEST_VALUE = J[-1][J_DIGEST:J_DIGEST + 16]
jcase("jsonl-digest-wrong.jsonl", J_END, J_DIGEST_VALUE, "0" * 16, '"digest":',
      "(digest %s, expected 0000000000000000 from the end record)" % J_DIGEST_VALUE, "the digest edited")
rows = list(J)
rows[-1] = re.sub(r',"digest":"[0-9a-f]*"', "", rows[-1])
case("jsonl-digest-missing.jsonl", join(rows), "%d:1" % J_END, "\"digest\"", "the end record without its digest")
jcase("jsonl-header-quirks.jsonl", 1, '"quirks":{', '"quirks":[],"x":{', '"x":',
      "unknown key \"x\"", "an unknown header key")
jcase("jsonl-syntax-error.jsonl", J_EVENTS[5], '"callback":', '"callback"', '"callback"',
      "expected ':'", "a JSON syntax error")
row = J[J_EVENTS[3] - 1]
case("jsonl-invalid-utf8.jsonl", jline(J_EVENTS[3], '"object":"List"', '"object":"Li\udcffst"'), "%d:%d" % (J_EVENTS[3], row.index('"List"') + 4),
     "invalid UTF-8 byte 0xFF", "a 0xFF byte in an object name")
case("jsonl-crlf.jsonl", JSONL.replace(b"\n", b"\r\n"), "1:%d" % (len(J[0]) + 1),
     "Windows line endings (CRLF) at line 1", "every line ends in CRLF")

# --- Writing ------------------------------------------------------------------------------

for entry in os.listdir(OUT):
    if entry.endswith(".trace") or entry.endswith(".jsonl") or entry == "expectations.tsv":
        os.remove(os.path.join(OUT, entry))
with open(os.path.join(OUT, "original.jsonl"), "wb") as handle:
    handle.write(JSONL)
manifest = []
for name, data, location, fragment, what in cases:
    with open(os.path.join(OUT, name), "wb") as handle:
        handle.write(data)
    manifest.append("\t".join([name, location, fragment, what]))
with open(os.path.join(OUT, "expectations.tsv"), "w") as handle:
    handle.write("# file\tline:column\tmessage fragment\twhat was damaged\n")
    handle.write("\n".join(manifest) + "\n")
print("%d cases" % len(cases))
