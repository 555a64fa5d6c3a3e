#!/usr/bin/env python3
"""An independent oracle for TagFlow's column flow (ColumnFlow): a real browser's CSS flexbox, turned.

Generates deterministic column-flow cases, lays each out in headless Chromium as

    display:flex; flex-direction:column; flex-wrap:wrap; height:H;
    row-gap:S; column-gap:L; align-items:flex-start; align-content:flex-start

with `flex:none` children of fixed size, measures every child's offset from its container
(getBoundingClientRect), and writes Tests/FlowLayoutTests/Fixtures/flexbox-columns.json for
ColumnOracleTests.swift.

CSS column flexbox wraps like ColumnFlow's rules: an item joins the column if it fits (equal to
the height stays), an item taller than the container gets a column of its own and is not shrunk
(flex:none), a column is as wide as its widest item, columns are `column-gap` apart and items in a
column `row-gap` apart. So TagFlow's `--spacing` is CSS's row-gap here and `--line-spacing` its
column-gap. Chromium snaps to 1/64 px, so integer and half-integer inputs are exact.

The container is given a fixed, generous width (Chromium does not widen a wrapping column
flexbox to its columns), so frames are measured from its left edge; in right-to-left the columns
start at its right edge, and the test moves its own frames by the container's width less the
plan's. The alignment options are checked as in Scripts/flexbox-oracle.py, turned:

    ColumnFlow.alignment       .center .trailing   justify-content: center | flex-end
                               .justify            justify-content: space-between
                               .grow               children flex: 1 0 auto (taller, from their height)
    ColumnFlow.itemAlignment   .leading .center .trailing   align-items: flex-start | center | flex-end
    ColumnFlow.direction       .rtl                direction: rtl (the first column at the right)

As for rows, CSS has one justify-content for every line, so a filling alignment whose last column
takes another lastColumnAlignment is rendered twice and each rendering compared on the columns it
stands for. No item of an alignment case is taller than its container.

Balanced and dense breaking, maxItemsPerColumn and maxColumns have no CSS counterpart; the Swift
tests check them as the row flow turned on its side (ColumnFlowTests), and the row flow against
this same browser.

Standard library only. Usage:

    python3 Scripts/flexbox-column-oracle.py --seed 16 --cases 200 --per-option 40
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
DEFAULT_OUT = os.path.join(ROOT, "Tests", "FlowLayoutTests", "Fixtures", "flexbox-columns.json")
CONTAINER_WIDTH = 20000


def fmt(value):
    """A number as the shortest exact text: 80 rather than 80.0, 80.5 as is."""
    return str(int(value)) if float(value).is_integer() else repr(float(value))


JUSTIFY = {"leading": "flex-start", "center": "center", "trailing": "flex-end",
           "justify": "space-between", "grow": "flex-start"}
ALIGN_ITEMS = {"leading": "flex-start", "center": "center", "trailing": "flex-end"}
FILLS = ("justify", "grow")

# option: (alignment, lastColumnAlignment, itemAlignment, direction); None = chosen at random.
OPTIONS = {
    "greedy": ("leading", "leading", "leading", "ltr"),
    "center": ("center", "leading", "leading", "ltr"),
    "trailing": ("trailing", "leading", "leading", "ltr"),
    "justify": ("justify", "leading", "leading", "ltr"),
    "grow": ("grow", "leading", "leading", "ltr"),
    "itemCenter": ("leading", "leading", "center", "ltr"),
    "itemTrailing": ("leading", "leading", "trailing", "ltr"),
    "rtl": ("leading", "leading", "leading", "rtl"),
    "combined": (None, None, None, None),
}


def case_input(limit, spacing, line_spacing, sizes):
    return {"limit": limit, "spacing": spacing, "lineSpacing": line_spacing,
            "sizes": [[w, h] for (w, h) in sizes]}


def renderings(option, index, base, alignment, last, item, direction, note=None):
    """The fixture records for one input under one set of options: one rendering, or two when a
    filling alignment hands the last column to another alignment (CSS applies one to all lines)."""
    layout = {"alignment": alignment, "lastColumnAlignment": last, "itemAlignment": item,
              "direction": direction}
    if alignment in FILLS and last != alignment:
        parts = [(alignment, "allButLastColumn"), (last, "lastColumn")]
    else:
        parts = [(alignment, "all")]
    records = []
    for css_alignment, compare in parts:
        record = {"option": option, "index": index}
        record.update(base)
        record["layout"] = dict(layout)
        record["css"] = {"justifyContent": JUSTIFY[css_alignment], "alignItems": ALIGN_ITEMS[item],
                         "direction": direction, "flex": "1 0 auto" if css_alignment == "grow" else "none"}
        record["compare"] = compare
        if note:
            record["note"] = note
        records.append(record)
    return records


def hand_made_cases():
    """(option, alignment, last, item, direction, input, note): DESIGN.md's worked examples
    turned on their side, and the boundaries of rules 2 and 4 in a column."""
    turned = case_input(200, 10, 10, [(30, h) for h in (80, 70, 60, 90)])
    return [
        ("greedy", "leading", "leading", "leading", "ltr", turned,
         "DESIGN.md's example turned: columns [80, 70] and [60, 90]"),
        ("greedy", "leading", "leading", "leading", "ltr", case_input(300, 8, 8, [(24, h) for h in (80, 100, 90)]),
         "one column of 286"),
        ("greedy", "leading", "leading", "leading", "ltr", case_input(300, 8, 8, [(24, h) for h in (80, 150, 90)]),
         "336 > 300: the third item wraps, width 24 + 8 + 24 = 56"),
        ("greedy", "leading", "leading", "leading", "ltr",
         case_input(250, 10, 6, [(20, 80.5), (25, 69.5), (15, 80), (10, 0.5)]),
         "exact fit with halves: 80.5+10+69.5+10+80 == 250 stays, 0.5 wraps"),
        ("greedy", "leading", "leading", "leading", "ltr", case_input(100, 5, 7, [(20, 40), (30, 150), (10, 30), (40, 20)]),
         "an item taller than the limit gets its own column (rule 4)"),
        ("greedy", "leading", "leading", "leading", "ltr", case_input(120, 6, 4, [(20, 50), (30, 120), (10, 30)]),
         "an item exactly as tall as the limit, between two others"),
        ("greedy", "leading", "leading", "leading", "ltr", case_input(100, 8, 8, []), "no items"),
        ("center", "center", "leading", "leading", "ltr", turned, "columns of 160 in 200, both at y 20"),
        ("trailing", "trailing", "leading", "leading", "ltr", turned, "columns end at 200"),
        ("justify", "justify", "leading", "leading", "ltr", turned, "gap 50, last column leading"),
        ("grow", "grow", "grow", "leading", "ltr", turned, "every item 20 taller"),
        ("itemCenter", "leading", "leading", "center", "ltr",
         case_input(100, 4, 8, [(50, 20), (30.5, 20), (80, 30), (10, 30)]), "narrow items centred in their column"),
        ("itemTrailing", "leading", "leading", "trailing", "ltr",
         case_input(100, 4, 8, [(50, 20), (30.5, 20), (80, 30), (10, 30)]), "narrow items at the column's right"),
        ("rtl", "leading", "leading", "leading", "rtl", turned, "the first column at the right"),
        ("combined", "justify", "center", "trailing", "rtl", turned, "justified, last column centred, rtl"),
    ]


def random_case(rng, alignment=False):
    limit = rng.randint(50, 900)
    spacing = rng.randint(0, 20)
    line_spacing = rng.randint(0, 20)
    n = rng.randint(1 if alignment else 0, 30 if alignment else 40)
    sizes = []
    for _ in range(n):
        height = rng.randint(20, 600) / 2  # 10 ... 300 in steps of 0.5: the main axis
        if rng.random() < 0.5:
            height = float(int(height))
        if alignment:
            height = min(height, limit)
        sizes.append([rng.randint(20, 400) / 2, height])  # widths 10 ... 200
    mode = rng.random()
    if sizes and mode < 0.15 and not alignment:
        # Rule 4: one item taller than the limit (or exactly as tall).
        sizes[rng.randrange(len(sizes))][1] = limit + rng.choice([0, 0.5, 1, rng.randint(2, 200)])
    elif len(sizes) >= 2 and mode < 0.40:
        # Rule 2's boundary: a prefix of the items fills the height exactly (or misses by one).
        k = rng.randint(1, len(sizes) - 1)
        needed = sum(h for _, h in sizes[:k]) + spacing * (k - 1) - rng.choice([0, 0, 1])
        if float(needed).is_integer() and 50 <= needed <= 900 and (not alignment or all(h <= needed for _, h in sizes)):
            limit = int(needed)
    return case_input(limit, spacing, line_spacing, [tuple(s) for s in sizes])


def all_cases(rng, random_greedy, per_option):
    records = []
    counters = {option: 0 for option in OPTIONS}

    def add(option, base, *layout, note=None):
        records.extend(renderings(option, counters[option], base, *layout, note=note))
        counters[option] += 1

    for option, alignment, last, item, direction, base, note in hand_made_cases():
        add(option, base, alignment, last, item, direction, note=note)
    for _ in range(random_greedy):
        add("greedy", random_case(rng), *OPTIONS["greedy"])
    for option, fixed in OPTIONS.items():
        if option == "greedy":
            continue
        for _ in range(per_option):
            base = random_case(rng, alignment=True)
            if option in FILLS:
                # Both the default (last column leading, two renderings) and all columns filled.
                add(option, base, fixed[0], "leading", fixed[2], fixed[3])
                add(option, base, fixed[0], fixed[0], fixed[2], fixed[3])
            elif option == "combined":
                add(option, base, rng.choice(list(JUSTIFY)), rng.choice(list(JUSTIFY)),
                    rng.choice(list(ALIGN_ITEMS)), rng.choice(["ltr", "rtl"]))
            else:
                add(option, base, *fixed)
    return records


def page(records):
    parts = [
        "<!DOCTYPE html>",
        "<html><head><meta charset='utf-8'><style>",
        "body { margin: 0; padding: 8px; direction: ltr; }",
        ".case { margin: 0 0 40px 0; padding: 0; border: 0; box-sizing: content-box; }",
        ".case > div { margin: 0; padding: 0; border: 0; font-size: 0; line-height: 0; }",
        "</style></head><body>",
    ]
    for index, r in enumerate(records):
        css = r["css"]
        parts.append(
            f'<div class="case" id="case{index}" style="display:flex; flex-direction:column; flex-wrap:wrap; '
            f'justify-content:{css["justifyContent"]}; align-items:{css["alignItems"]}; align-content:flex-start; '
            f'direction:{css["direction"]}; row-gap:{fmt(r["spacing"])}px; column-gap:{fmt(r["lineSpacing"])}px; '
            f'height:{fmt(r["limit"])}px; width:{CONTAINER_WIDTH}px">')
        for w, h in r["sizes"]:
            parts.append(f'<div style="flex:{css["flex"]}; width:{fmt(w)}px; height:{fmt(h)}px"></div>')
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--cases", type=int, default=200, help="random greedy cases (hand-made ones extra)")
    parser.add_argument("--per-option", type=int, default=40, help="random inputs per alignment or direction option")
    parser.add_argument("--chromium", default="chromium", help="the Chromium binary")
    parser.add_argument("--out", default=DEFAULT_OUT)
    args = parser.parse_args()

    binary = shutil.which(args.chromium)
    if binary is None:
        sys.exit(f"error: {args.chromium} not found (Debian: apt-get install -y chromium)")
    records = all_cases(random.Random(args.seed), args.cases, args.per_option)
    version = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True).stdout.strip()

    workdir = tempfile.mkdtemp(prefix="flexbox-column-oracle-")
    try:
        html_path = os.path.join(workdir, "oracle.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(page(records))
        command = [
            binary, "--headless", "--no-sandbox", "--disable-gpu",
            f"--user-data-dir={os.path.join(workdir, 'profile')}",
            "--virtual-time-budget=5000", "--dump-dom", "file://" + html_path,
        ]
        print("running: " + " ".join(command))
        print("chromium: " + version)
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        match = re.search(r"ORACLE-BEGIN(.*?)ORACLE-END", done.stdout, re.S)
        if done.returncode != 0 or match is None:
            sys.stderr.write(done.stderr[-4000:])
            sys.exit(f"error: chromium exited {done.returncode} without the oracle's JSON")
        measured = json.loads(html.unescape(match.group(1)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    chromium_command = " ".join(command).replace(workdir, "$TMPDIR/flexbox-column-oracle-XXXXXX")

    if len(measured) != len(records):
        sys.exit(f"error: {len(records)} cases, but the browser measured {len(measured)}")
    for index, (r, m) in enumerate(zip(records, measured)):
        if len(m["frames"]) != len(r["sizes"]):
            sys.exit(f"error: case {index}: {len(r['sizes'])} items, {len(m['frames'])} frames")
        if m["height"] != r["limit"] or m["width"] != CONTAINER_WIDTH:
            sys.exit(f"error: case {index}: container is {m['width']} x {m['height']}, not {CONTAINER_WIDTH} x {r['limit']}")
        r["containerWidth"] = m["width"]
        r["frames"] = m["frames"]

    generated_by = f"python3 Scripts/flexbox-column-oracle.py --seed {args.seed} --cases {args.cases} --per-option {args.per_option}"
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("{\n")
        for key, value in {"generatedBy": generated_by, "chromium": version, "chromiumCommand": chromium_command}.items():
            f.write(f"{json.dumps(key)}: {json.dumps(value)},\n")
        f.write('"cases": [\n')
        f.write(",\n".join(json.dumps(r, separators=(",", ":")) for r in records))
        f.write("\n]\n}\n")
    inputs = {}
    for r in records:
        inputs.setdefault(r["option"], set()).add(r["index"])
    summary = ", ".join(f"{option} {len(indices)}" for option, indices in inputs.items())
    print(f"wrote {len(records)} renderings of {sum(map(len, inputs.values()))} cases ({summary}) "
          f"to {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
