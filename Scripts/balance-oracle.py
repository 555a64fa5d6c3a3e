#!/usr/bin/env python3
"""An oracle for TagFlow's balanced line breaking: Chromium's `text-wrap: balance`.

Each case is a row of fixed-size boxes laid out twice in headless Chromium, as inline-blocks in a
block of `font-size: 0` (so no text and no spaces between them):

    width: LIMIT + S;  text-wrap: wrap | balance;  each box: display: inline-block; margin-right: S

A line of boxes w1..wk then needs w1 + S + ... + wk + S <= LIMIT + S, which is exactly rule 2
(w1 + S + ... + S + wk <= LIMIT, equal stays on the line), and a box wider than the block gets a
line of its own. The `wrap` rendering is greedy; the `balance` one is what Chromium calls balanced.
The script records how many boxes each line holds, in both, and writes
Tests/FlowLayoutTests/Fixtures/text-wrap-balance.json for BalanceOracleTests.swift.

Chromium (at least since 120) balances a paragraph of up to six lines, by minimising the squared
slack of its lines; a longer paragraph is wrapped greedily. Widths are integers or halves, which
Chromium's 1/64 px layout units hold exactly.

Standard library only. Usage:

    python3 Scripts/balance-oracle.py --seed 18 --cases 160
"""

import argparse
import html
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUT = os.path.join(ROOT, "Tests", "FlowLayoutTests", "Fixtures", "text-wrap-balance.json")


def fmt(value):
    """A number as the shortest exact text: 80 rather than 80.0, 80.5 as is."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def case(limit, spacing, widths, note=None):
    result = {"limit": limit, "spacing": spacing, "widths": list(widths)}
    if note:
        result["note"] = note
    return result


def hand_made_cases():
    return [
        case(5, 1, [1] * 7, "issue 18: greedy 3, 3, 1; balanced 3, 2, 2"),
        case(9, 1, [1] * 13, "issue 18: greedy 5, 5, 3; balanced 5, 4, 4"),
        case(5, 1, [0.5] * 8, "issue 18: eight halves, an even 4 + 4"),
        case(54, 0, [21, 2, 10, 12, 25, 22, 28, 30], "balanced rows wider than greedy's widest"),
        case(20, 1, [4] * 5, "RowShapeTests: 3 + 2"),
        case(9, 1, [1] * 31, "seven lines: more than Chromium balances"),
        case(100, 10, [30, 150, 30, 30, 30, 30], "an oversized box alone on its line"),
    ]


def random_cases(rng, count):
    cases = []
    for _ in range(count):
        spacing = rng.randint(0, 12)
        limit = rng.randint(60, 600)
        n = rng.randint(2, 40)
        widths = []
        for _ in range(n):
            width = rng.randint(20, min(2 * limit, 400)) / 2  # 10 ... 200, halves
            if rng.random() < 0.5:
                width = float(int(width))
            widths.append(width)
        if rng.random() < 0.1:
            widths[rng.randrange(n)] = limit + rng.randint(1, 50)  # one box wider than the limit
        cases.append(case(limit, spacing, widths))
    return cases


def page(cases):
    parts = [
        "<!DOCTYPE html>",
        "<html><head><meta charset='utf-8'><style>",
        "body { margin: 0; padding: 8px; }",
        ".case { margin: 0 0 40px 0; padding: 0; border: 0; font-size: 0; line-height: 0; white-space: normal; }",
        ".case > span { display: inline-block; height: 10px; vertical-align: top; }",
        "</style></head><body>",
    ]
    index = 0
    for c in cases:
        for mode in ("wrap", "balance"):
            parts.append(f'<div class="case" id="case{index}" '
                         f'style="width:{fmt(c["limit"] + c["spacing"])}px; text-wrap:{mode}">')
            parts.append("".join(f'<span style="width:{fmt(w)}px; margin-right:{fmt(c["spacing"])}px"></span>'
                                 for w in c["widths"]))
            parts.append("</div>")
            index += 1
    parts.append('<pre id="out"></pre>')
    parts.append("""<script>
(function () {
  var result = [];
  for (var i = 0; ; i++) {
    var box = document.getElementById("case" + i);
    if (!box) break;
    var lines = [], top = null;
    for (var j = 0; j < box.children.length; j++) {
      var r = box.children[j].getBoundingClientRect();
      if (top === null || r.top > top + 0.5) { lines.push(0); top = r.top; }
      lines[lines.length - 1] += 1;
    }
    result.push(lines);
  }
  document.getElementById("out").textContent = "ORACLE-BEGIN" + JSON.stringify(result) + "ORACLE-END";
})();
</script>""")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--cases", type=int, default=160, help="random cases (the hand-made ones come first)")
    parser.add_argument("--chromium", default="chromium", help="the Chromium binary")
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()

    binary = shutil.which(args.chromium)
    if binary is None:
        sys.exit(f"error: {args.chromium} not found (Debian: apt-get install -y chromium)")
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    cases = hand_made_cases() + random_cases(random.Random(args.seed), args.cases)

    workdir = tempfile.mkdtemp(prefix="balance-oracle-")
    try:
        html_path = os.path.join(workdir, "oracle.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(page(cases))
        command = [binary, "--headless", "--no-sandbox", "--disable-gpu",
                   f"--user-data-dir={os.path.join(workdir, 'profile')}", "--virtual-time-budget=5000",
                   "--dump-dom", "file://" + html_path]
        print("running: " + " ".join(command))
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        match = re.search(r"ORACLE-BEGIN(.*?)ORACLE-END", done.stdout, re.S)
        if done.returncode != 0 or match is None:
            sys.stderr.write(done.stderr[-4000:])
            sys.exit(f"error: chromium exited {done.returncode} without the oracle's JSON")
        measured = json.loads(html.unescape(match.group(1)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    chromium_command = " ".join(command).replace(workdir, "$TMPDIR/balance-oracle-XXXXXX")

    if len(measured) != 2 * len(cases):
        sys.exit(f"error: {2 * len(cases)} renderings, but the browser measured {len(measured)}")
    for index, c in enumerate(cases):
        c["wrapRows"], c["balanceRows"] = measured[2 * index], measured[2 * index + 1]
        for rows in (c["wrapRows"], c["balanceRows"]):
            if sum(rows) != len(c["widths"]):
                sys.exit(f"error: case {index}: lines hold {sum(rows)} boxes, not {len(c['widths'])}")

    with open(args.out, "w", encoding="utf-8") as f:
        f.write("{\n")
        header = {"generatedBy": f"python3 Scripts/balance-oracle.py --seed {args.seed} --cases {args.cases}",
                  "chromium": version, "chromiumCommand": chromium_command}
        for key, value in header.items():
            f.write(f"{json.dumps(key)}: {json.dumps(value)},\n")
        f.write('"cases": [\n' + ",\n".join(json.dumps(c, separators=(",", ":")) for c in cases) + "\n]\n}\n")
    differ = sum(1 for c in cases if c["wrapRows"] != c["balanceRows"])
    print(f"wrote {len(cases)} cases ({len(hand_made_cases())} hand-made, {args.cases} random; "
          f"balance differs from wrap in {differ}) to {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
