#!/usr/bin/env python3
"""An independent oracle for TagFlow's greedy flow planner: a real browser's CSS flexbox.

Generates deterministic flow-layout cases, lays each out in headless Chromium as

    display:flex; flex-wrap:wrap; align-items:flex-start; align-content:flex-start;
    column-gap:S; row-gap:L; width:W

with `flex:none` children of fixed size, measures every child's offset from its container
(getBoundingClientRect) and the container's height, and writes
Tests/FlowLayoutTests/Fixtures/flexbox-oracle.json for FlexboxOracleTests.swift.

CSS flexbox wraps exactly like DESIGN.md's rules 2-4: an item joins the line if it fits
(equal to the container width stays on the line), an item wider than the container gets a
line of its own and is not shrunk (flex:none), lines are as tall as their tallest item and
`row-gap` apart. Chromium snaps to 1/64 px, so integer and half-integer inputs are exact.

Standard library only. Usage:

    python3 Scripts/flexbox-oracle.py --seed 42 --cases 200
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
DEFAULT_OUT = os.path.join(ROOT, "Tests", "FlowLayoutTests", "Fixtures", "flexbox-oracle.json")


def fmt(value):
    """A number as the shortest exact text: 80 rather than 80.0, 80.5 as is."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def case(limit, spacing, line_spacing, sizes, note=None):
    result = {"limit": limit, "spacing": spacing, "lineSpacing": line_spacing,
              "sizes": [[w, h] for (w, h) in sizes]}
    if note:
        result["note"] = note
    return result


def hand_made_cases():
    """The worked examples of DESIGN.md and the boundary cases of rules 2 and 4."""
    return [
        case(200, 10, 10, [(w, 30) for w in (80, 70, 60, 90)],
             "DESIGN.md worked example: rows [80, 70] and [60, 90]"),
        case(300, 8, 8, [(w, 24) for w in (80, 100, 90)],
             "DESIGN.md worked example: one row of 286"),
        case(300, 8, 8, [(w, 24) for w in (80, 150, 90)],
             "DESIGN.md worked example: 336 > 300, third item wraps, height 56"),
        case(250, 10, 10, [(80, 20), (70, 20), (80, 20), (40, 20)],
             "exact fit: 80+10+70+10+80 == 250 stays on the row, 40 wraps"),
        case(250, 10, 6, [(80.5, 20), (69.5, 25), (80, 15), (0.5, 10)],
             "exact fit with halves: 80.5+10+69.5+10+80 == 250, 0.5 wraps"),
        case(251, 10, 6, [(80.5, 20), (69.5, 25), (80, 15), (0.5, 10)],
             "one px of slack: 0.5 still wraps (250 + 10 + 0.5 > 251)"),
        case(120, 6, 6, [(120, 30)], "a single item exactly as wide as the limit"),
        case(120, 6, 4, [(50, 20), (120, 30), (30, 10)],
             "an item exactly as wide as the limit, between two others"),
        case(100, 5, 7, [(40, 20), (150, 30), (30, 10), (20, 40)],
             "an item wider than the limit gets its own row (rule 4)"),
        case(100, 5, 7, [(180, 15), (10, 10)],
             "the first item is wider than the limit"),
        case(100, 0, 0, [(101, 10), (102.5, 12), (100, 14)],
             "three over-wide or exact items, zero spacing"),
        case(200, 4, 16, [(60, 10), (60, 40), (60, 25), (60, 10), (60, 33), (60, 12)],
             "mixed heights, line spacing differs from spacing"),
        case(50, 20, 0, [(15, 10), (15, 20), (15, 30), (10.5, 11)],
             "big spacing: 15+20+15 == 50 fits, the third wraps"),
    ]


def random_cases(rng, count):
    cases = []
    for _ in range(count):
        limit = rng.randint(50, 900)
        spacing = rng.randint(0, 20)
        line_spacing = rng.randint(0, 20)
        n = rng.randint(0, 40)
        sizes = []
        for _ in range(n):
            width = rng.randint(20, 600) / 2  # 10 ... 300 in steps of 0.5
            if rng.random() < 0.5:
                width = float(int(width))  # about half the widths are integers
            sizes.append([width, rng.randint(10, 40)])
        mode = rng.random()
        if sizes and mode < 0.15:
            # Rule 4: one item wider than the limit (or exactly as wide).
            index = rng.randrange(len(sizes))
            sizes[index][0] = limit + rng.choice([0, 0.5, 1, rng.randint(2, 200)])
        elif len(sizes) >= 2 and mode < 0.40:
            # Rule 2's boundary: make a prefix of the items fill the limit exactly
            # (or miss it by one px), if that limit is an integer in range.
            k = rng.randint(1, len(sizes) - 1)
            needed = sum(w for w, _ in sizes[:k]) + spacing * (k - 1)
            needed -= rng.choice([0, 0, 1])
            if float(needed).is_integer() and 50 <= needed <= 900:
                limit = int(needed)
        cases.append(case(limit, spacing, line_spacing, [(w, h) for w, h in sizes]))
    return cases


def page(cases):
    parts = [
        "<!DOCTYPE html>",
        "<html><head><meta charset='utf-8'><style>",
        "body { margin: 0; padding: 8px; }",
        ".case { margin: 0 0 40px 0; padding: 0; border: 0; }",
        ".case > div { margin: 0; padding: 0; border: 0; }",
        "</style></head><body>",
    ]
    for index, c in enumerate(cases):
        parts.append(
            f'<div class="case" id="case{index}" style="display:flex; flex-wrap:wrap; '
            f"align-items:flex-start; align-content:flex-start; "
            f"column-gap:{fmt(c['spacing'])}px; row-gap:{fmt(c['lineSpacing'])}px; "
            f'width:{fmt(c["limit"])}px; box-sizing:content-box">')
        for w, h in c["sizes"]:
            parts.append(f'<div style="flex:none; width:{fmt(w)}px; height:{fmt(h)}px"></div>')
        parts.append("</div>")
    parts.append('<pre id="out"></pre>')
    parts.append("""<script>
(function () {
  var result = [];
  for (var i = 0; ; i++) {
    var box = document.getElementById("case" + i);
    if (!box) break;
    var outer = box.getBoundingClientRect();
    var frames = [];
    for (var j = 0; j < box.children.length; j++) {
      var r = box.children[j].getBoundingClientRect();
      frames.push([r.left - outer.left, r.top - outer.top, r.width, r.height]);
    }
    result.push({height: outer.height, width: outer.width, frames: frames});
  }
  document.getElementById("out").textContent = "ORACLE-BEGIN" + JSON.stringify(result) + "ORACLE-END";
})();
</script>""")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def chromium_version(binary):
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--cases", type=int, default=200,
                        help="number of random cases (the hand-made ones come first, extra)")
    parser.add_argument("--chromium", default="chromium", help="the Chromium binary")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--keep-html", metavar="PATH", help="also copy the page to PATH")
    args = parser.parse_args()

    binary = shutil.which(args.chromium)
    if binary is None:
        sys.exit(f"error: {args.chromium} not found (Debian: apt-get install -y chromium)")

    rng = random.Random(args.seed)
    cases = hand_made_cases() + random_cases(rng, args.cases)

    version = chromium_version(binary)
    workdir = tempfile.mkdtemp(prefix="flexbox-oracle-")
    try:
        html_path = os.path.join(workdir, "oracle.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(page(cases))
        if args.keep_html:
            shutil.copyfile(html_path, args.keep_html)
        command = [
            binary, "--headless", "--no-sandbox", "--disable-gpu",
            f"--user-data-dir={os.path.join(workdir, 'profile')}",
            "--virtual-time-budget=5000",
            "--dump-dom", "file://" + html_path,
        ]
        print("running: " + " ".join(command))
        print("chromium: " + version)
        done = subprocess.run(command, capture_output=True, text=True, timeout=300)
        match = re.search(r"ORACLE-BEGIN(.*?)ORACLE-END", done.stdout, re.S)
        if done.returncode != 0 or match is None:
            sys.stderr.write(done.stderr[-4000:])
            sys.exit(f"error: chromium exited {done.returncode} without the oracle's JSON")
        measured = json.loads(html.unescape(match.group(1)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)

    if len(measured) != len(cases):
        sys.exit(f"error: {len(cases)} cases, but the browser measured {len(measured)}")
    for index, (c, m) in enumerate(zip(cases, measured)):
        if len(m["frames"]) != len(c["sizes"]):
            sys.exit(f"error: case {index}: {len(c['sizes'])} items, {len(m['frames'])} frames")
        if m["width"] != c["limit"]:
            sys.exit(f"error: case {index}: container is {m['width']} px wide, not {c['limit']}")
        c["height"] = m["height"]
        c["frames"] = m["frames"]

    generated_by = f"python3 Scripts/flexbox-oracle.py --seed {args.seed} --cases {args.cases}"
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("{\n")
        f.write(f'"generatedBy": {json.dumps(generated_by)},\n')
        f.write(f'"chromium": {json.dumps(version)},\n')
        f.write('"cases": [\n')
        lines = [json.dumps(c, separators=(",", ":")) for c in cases]
        f.write(",\n".join(lines))
        f.write("\n]\n}\n")
    print(f"wrote {len(cases)} cases ({len(hand_made_cases())} hand-made, {args.cases} random) "
          f"to {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
