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

It also checks the planner's alignment and direction options (written to
Tests/FlowLayoutTests/Fixtures/flexbox-alignment.json, for the same test file):

    RowAlignment  .center .trailing   justify-content: center | flex-end
                  .justified          justify-content: space-between
                  .grow               children flex: 1 0 auto (grow from their width)
    ItemAlignment .top .center .bottom align-items: flex-start | center | flex-end
                  .firstTextBaseline  align-items: baseline
    LayoutDirection .rightToLeft      direction: rtl

CSS has no per-line justify-content, so when a filling alignment (.justified, .grow) leaves the
last row to a different `lastRowAlignment`, the input is rendered twice: once with the filling
CSS, compared on every row but the last ("allButLastRow"), and once with the last-row CSS,
compared on the last row only ("lastRow"). Every child holds a zero-size inline-block at
`margin-top: B` (or nothing, for an item without a baseline, which CSS synthesises at the
bottom edge, as the planner does); the browser's own baseline, read back from that marker, is
what the Swift test passes as `firstBaseline`.

No item of an alignment case is wider than its container: CSS lets such an item overflow the
container while rule 4 widens the layout to it, so centred, trailing and right-to-left frames
would differ by design. With every item within the limit our plan is exactly `limit` wide, like
the container, and right-to-left x can be compared directly.

Standard library only. Usage:

    python3 Scripts/flexbox-oracle.py --seed 42 --cases 200 --alignment-seed 7 --per-option 48
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
FIXTURES = os.path.join(ROOT, "Tests", "FlowLayoutTests", "Fixtures")
DEFAULT_OUT = os.path.join(FIXTURES, "flexbox-oracle.json")
DEFAULT_ALIGNMENT_OUT = os.path.join(FIXTURES, "flexbox-alignment.json")


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


# --- Alignment and direction ------------------------------------------------------------------

JUSTIFY = {"leading": "flex-start", "center": "center", "trailing": "flex-end",
           "justified": "space-between", "grow": "flex-start"}
ALIGN_ITEMS = {"top": "flex-start", "center": "center", "bottom": "flex-end",
               "firstTextBaseline": "baseline"}
ROW_ALIGNMENTS = list(JUSTIFY)
ITEM_ALIGNMENTS = list(ALIGN_ITEMS)
FILLS = ("justified", "grow")

# option: (alignment, lastRowAlignment, itemAlignment, direction); None = chosen at random.
OPTIONS = {
    "center": ("center", "leading", "top", "leftToRight"),
    "trailing": ("trailing", "leading", "top", "leftToRight"),
    "justified": ("justified", "leading", "top", "leftToRight"),
    "grow": ("grow", "leading", "top", "leftToRight"),
    "itemCenter": ("leading", "leading", "center", "leftToRight"),
    "itemBottom": ("leading", "leading", "bottom", "leftToRight"),
    "firstTextBaseline": ("leading", "leading", "firstTextBaseline", "leftToRight"),
    "rightToLeft": ("leading", "leading", "top", "rightToLeft"),
    "combined": (None, None, None, None),
}


def alignment_input(limit, spacing, line_spacing, sizes, baselines=None):
    """Sizes are (w, h); baselines (one per item, None for none) default to none at all."""
    if baselines is None:
        baselines = [None] * len(sizes)
    assert len(baselines) == len(sizes)
    assert all(w <= limit for w, _ in sizes), "alignment cases keep every item within the limit"
    return {"limit": limit, "spacing": spacing, "lineSpacing": line_spacing,
            "sizes": [[w, h] for (w, h) in sizes], "firstBaselines": list(baselines)}


def renderings(option, index, base, alignment, last_row, item, direction, note=None):
    """The fixture records for one input under one set of options: one rendering, or two when a
    filling alignment hands the last row to another alignment (CSS applies one to all lines)."""
    layout = {"alignment": alignment, "lastRowAlignment": last_row,
              "itemAlignment": item, "direction": direction}
    if alignment in FILLS and last_row != alignment:
        parts = [(alignment, "allButLastRow"), (last_row, "lastRow")]
    else:
        parts = [(alignment, "all")]
    records = []
    for css_alignment, compare in parts:
        record = {"option": option, "index": index}
        record.update(base)
        record["layout"] = dict(layout)
        record["css"] = {"justifyContent": JUSTIFY[css_alignment],
                         "alignItems": ALIGN_ITEMS[item],
                         "direction": "rtl" if direction == "rightToLeft" else "ltr",
                         "flex": "1 0 auto" if css_alignment == "grow" else "none"}
        record["compare"] = compare
        if note:
            record["note"] = note
        records.append(record)
    return records


def hand_made_alignment_cases():
    """(option, alignment, lastRowAlignment, itemAlignment, direction, input, note)."""
    example = alignment_input(200, 10, 10, [(w, 30) for w in (80, 70, 60, 90)])
    quarter = alignment_input(200, 10, 10, [(80.5, 30), (70, 30), (60, 30)])
    exact = alignment_input(250, 10, 6, [(80.5, 20), (69.5, 25), (80, 15), (0.5, 10)])
    singles = alignment_input(100, 10, 5, [(90, 20), (40, 20), (40, 20), (30, 20)])
    full = alignment_input(120, 6, 6, [(120, 30), (50, 10)])
    heights = alignment_input(300, 8, 4, [(50, 10), (50, 40), (50, 10.5), (50, 25), (280, 7), (10, 3)])
    baseline = alignment_input(
        180, 8, 4, [(50, 30), (50, 20), (50, 20), (50, 20), (50, 12), (60, 15), (60, 40)],
        [7, 17.5, None, 0, 12, 2.5, None])
    empty = alignment_input(100, 8, 8, [])
    ltr, rtl = "leftToRight", "rightToLeft"
    return [
        ("center", "center", "leading", "top", ltr, example, "DESIGN.md example: rows of 160, both at x 20"),
        ("center", "center", "leading", "top", ltr, quarter, "slack 39.5: the row starts at 19.75"),
        ("center", "center", "leading", "top", ltr, exact, "an exactly full row (no slack), then 0.5 alone"),
        ("center", "center", "leading", "top", rtl, empty, "no items"),
        ("trailing", "trailing", "leading", "top", ltr, example, "DESIGN.md example: rows end at 200"),
        ("trailing", "trailing", "leading", "top", ltr, full, "an item exactly as wide as the limit"),
        ("justified", "justified", "leading", "top", ltr, example, "DESIGN.md example: gap 50, last row leading"),
        ("justified", "justified", "leading", "top", ltr, singles, "single-item rows stay at the start"),
        ("justified", "justified", "justified", "top", ltr, singles, "single-item last row under space-between"),
        ("justified", "justified", "leading", "top", ltr, exact, "an exactly full row: gaps unchanged"),
        ("grow", "grow", "leading", "top", ltr, example, "DESIGN.md example: each item 20 wider"),
        ("grow", "grow", "grow", "top", ltr, singles, "single-item rows grow to the full width"),
        ("grow", "grow", "grow", "top", ltr, quarter, "slack 39.5 over two items"),
        ("itemCenter", "leading", "leading", "center", ltr, heights, "heights 10 ... 40, quarter offsets"),
        ("itemBottom", "leading", "leading", "bottom", ltr, heights, "heights 10 ... 40"),
        ("firstTextBaseline", "leading", "leading", "firstTextBaseline", ltr, baseline,
         "baselines 7, 17.5, none (bottom), 0, 12 (bottom), 2.5, none"),
        ("rightToLeft", "leading", "leading", "top", rtl, example, "DESIGN.md example, mirrored"),
        ("rightToLeft", "leading", "leading", "top", rtl, exact, "an exactly full row, mirrored"),
        ("combined", "center", "grow", "center", rtl, example, "center ignores lastRowAlignment"),
        ("combined", "trailing", "leading", "bottom", rtl, heights, "trailing in right-to-left is the left"),
        ("combined", "justified", "center", "top", rtl, example, "justified, last row centred, right-to-left"),
        ("combined", "justified", "trailing", "top", ltr, singles, "justified, last row trailing"),
        ("combined", "grow", "center", "firstTextBaseline", rtl, baseline, "grow, baseline, right-to-left"),
        ("combined", "grow", "justified", "top", ltr, example, "grow, last row justified"),
        ("combined", "leading", "leading", "firstTextBaseline", rtl, baseline, "baseline, right-to-left"),
    ]


def random_alignment_input(rng):
    """Like random_cases, but no item is wider than the limit, heights are half-integers (so
    centred items land on quarters) and most items have a baseline somewhere within them."""
    limit = rng.randint(50, 900)
    spacing = rng.randint(0, 20)
    line_spacing = rng.randint(0, 20)
    n = rng.randint(0, 30)
    sizes = []
    for _ in range(n):
        width = rng.randint(20, min(600, 2 * limit)) / 2  # 10 ... min(300, limit), steps of 0.5
        if rng.random() < 0.5:
            width = float(int(width))
        sizes.append([width, rng.randint(20, 80) / 2])  # 10 ... 40, steps of 0.5
    mode = rng.random()
    if len(sizes) >= 2 and mode < 0.2:
        # An exactly full row (no slack), or one px short, when that keeps every item within.
        k = rng.randint(1, len(sizes) - 1)
        needed = sum(w for w, _ in sizes[:k]) + spacing * (k - 1) + rng.choice([0, 0, 1])
        if float(needed).is_integer() and 50 <= needed <= 900 and all(w <= needed for w, _ in sizes):
            limit = int(needed)
    elif sizes and mode < 0.3:
        # An item exactly as wide as the limit: a full row of its own.
        sizes[rng.randrange(len(sizes))][0] = limit
    baselines = [None if rng.random() < 0.2 else rng.randint(0, int(2 * h)) / 2 for _, h in sizes]
    return alignment_input(limit, spacing, line_spacing, [tuple(s) for s in sizes], baselines)


def alignment_cases(rng, per_option):
    records = []
    counters = {option: 0 for option in OPTIONS}

    def add(option, *args, note=None):
        records.extend(renderings(option, counters[option], *args, note=note))
        counters[option] += 1

    for option, alignment, last_row, item, direction, base, note in hand_made_alignment_cases():
        add(option, base, alignment, last_row, item, direction, note=note)
    for option, fixed in OPTIONS.items():
        for _ in range(per_option):
            base = random_alignment_input(rng)
            if option in ("justified", "grow"):
                # Both the default (last row leading, two renderings) and all rows filled.
                add(option, base, fixed[0], "leading", fixed[2], fixed[3])
                add(option, base, fixed[0], fixed[0], fixed[2], fixed[3])
            elif option == "combined":
                add(option, base, rng.choice(ROW_ALIGNMENTS), rng.choice(ROW_ALIGNMENTS),
                    rng.choice(ITEM_ALIGNMENTS), rng.choice(["leftToRight", "rightToLeft"]))
            else:
                add(option, base, *fixed)
    return records


# --- The page and the browser ------------------------------------------------------------------

def container(index, c, justify="flex-start", align_items="flex-start", direction=None):
    rtl = f"direction:{direction}; " if direction else ""
    return (f'<div class="case" id="case{index}" style="display:flex; flex-wrap:wrap; '
            f"justify-content:{justify}; align-items:{align_items}; align-content:flex-start; {rtl}"
            f"column-gap:{fmt(c['spacing'])}px; row-gap:{fmt(c['lineSpacing'])}px; "
            f'width:{fmt(c["limit"])}px; box-sizing:content-box">')


def page(cases, records):
    """The greedy cases first, then the alignment records, each in a container `case<i>`."""
    parts = [
        "<!DOCTYPE html>",
        "<html><head><meta charset='utf-8'><style>",
        "body { margin: 0; padding: 8px; direction: ltr; }",
        ".case { margin: 0 0 40px 0; padding: 0; border: 0; }",
        ".case > div { margin: 0; padding: 0; border: 0; font-size: 0; line-height: 0; }",
        # A zero-size inline-block on a zero-height strut: the child's first baseline is B.
        ".case > div > span { display: inline-block; width: 0; height: 0; vertical-align: baseline; }",
        "</style></head><body>",
    ]
    index = 0
    for c in cases:
        parts.append(container(index, c))
        for w, h in c["sizes"]:
            parts.append(f'<div style="flex:none; width:{fmt(w)}px; height:{fmt(h)}px"></div>')
        parts.append("</div>")
        index += 1
    for r in records:
        css = r["css"]
        parts.append(container(index, r, css["justifyContent"], css["alignItems"], css["direction"]))
        for (w, h), b in zip(r["sizes"], r["firstBaselines"]):
            marker = "" if b is None else f'<span style="margin-top:{fmt(b)}px"></span>'
            parts.append(f'<div style="flex:{css["flex"]}; width:{fmt(w)}px; height:{fmt(h)}px">'
                         f"{marker}</div>")
        parts.append("</div>")
        index += 1
    parts.append('<pre id="out"></pre>')
    parts.append("""<script>
(function () {
  var result = [];
  for (var i = 0; ; i++) {
    var box = document.getElementById("case" + i);
    if (!box) break;
    var outer = box.getBoundingClientRect();
    var frames = [], baselines = [];
    for (var j = 0; j < box.children.length; j++) {
      var child = box.children[j], r = child.getBoundingClientRect();
      frames.push([r.left - outer.left, r.top - outer.top, r.width, r.height]);
      var marker = child.firstElementChild;
      baselines.push(marker ? marker.getBoundingClientRect().top - r.top : null);
    }
    result.push({height: outer.height, width: outer.width, frames: frames, baselines: baselines});
  }
  document.getElementById("out").textContent = "ORACLE-BEGIN" + JSON.stringify(result) + "ORACLE-END";
})();
</script>""")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def chromium_version(binary):
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def write_fixture(path, header, cases):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("{\n")
        for key, value in header.items():
            f.write(f"{json.dumps(key)}: {json.dumps(value)},\n")
        f.write('"cases": [\n')
        f.write(",\n".join(json.dumps(c, separators=(",", ":")) for c in cases))
        f.write("\n]\n}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--cases", type=int, default=200,
                        help="number of random greedy cases (the hand-made ones come first, extra)")
    parser.add_argument("--alignment-seed", type=int, default=7)
    parser.add_argument("--per-option", type=int, default=48,
                        help="random inputs per alignment or direction option (hand-made ones extra)")
    parser.add_argument("--chromium", default="chromium", help="the Chromium binary")
    parser.add_argument("--out", default=DEFAULT_OUT)
    parser.add_argument("--alignment-out", default=DEFAULT_ALIGNMENT_OUT)
    parser.add_argument("--keep-html", metavar="PATH", help="also copy the page to PATH")
    args = parser.parse_args()

    binary = shutil.which(args.chromium)
    if binary is None:
        sys.exit(f"error: {args.chromium} not found (Debian: apt-get install -y chromium)")

    cases = hand_made_cases() + random_cases(random.Random(args.seed), args.cases)
    records = alignment_cases(random.Random(args.alignment_seed), args.per_option)

    version = chromium_version(binary)
    workdir = tempfile.mkdtemp(prefix="flexbox-oracle-")
    try:
        html_path = os.path.join(workdir, "oracle.html")
        with open(html_path, "w", encoding="utf-8") as f:
            f.write(page(cases, records))
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
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        match = re.search(r"ORACLE-BEGIN(.*?)ORACLE-END", done.stdout, re.S)
        if done.returncode != 0 or match is None:
            sys.stderr.write(done.stderr[-4000:])
            sys.exit(f"error: chromium exited {done.returncode} without the oracle's JSON")
        measured = json.loads(html.unescape(match.group(1)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    chromium_command = " ".join(command).replace(workdir, "$TMPDIR/flexbox-oracle-XXXXXX")

    if len(measured) != len(cases) + len(records):
        sys.exit(f"error: {len(cases) + len(records)} cases, but the browser measured {len(measured)}")
    for index, (c, m) in enumerate(zip(cases + records, measured)):
        if len(m["frames"]) != len(c["sizes"]):
            sys.exit(f"error: case {index}: {len(c['sizes'])} items, {len(m['frames'])} frames")
        if m["width"] != c["limit"]:
            sys.exit(f"error: case {index}: container is {m['width']} px wide, not {c['limit']}")
        c["height"] = m["height"]
        c["frames"] = m["frames"]
        if index >= len(cases):
            # The browser's baselines are what the test uses; they must be the ones asked for.
            for item, (asked, got) in enumerate(zip(c["firstBaselines"], m["baselines"])):
                if (asked is None) != (got is None) or (asked is not None and abs(asked - got) > 1e-6):
                    sys.exit(f"error: case {index}, item {item}: baseline {got}, asked for {asked}")
            c["baselines"] = m["baselines"]

    generated_by = (f"python3 Scripts/flexbox-oracle.py --seed {args.seed} --cases {args.cases} "
                    f"--alignment-seed {args.alignment_seed} --per-option {args.per_option}")
    header = {"generatedBy": generated_by, "chromium": version, "chromiumCommand": chromium_command}
    write_fixture(args.out, header, cases)
    print(f"wrote {len(cases)} cases ({len(hand_made_cases())} hand-made, {args.cases} random) "
          f"to {os.path.relpath(args.out, ROOT)}")
    write_fixture(args.alignment_out, header, records)
    inputs = {}
    for r in records:
        inputs.setdefault(r["option"], set()).add(r["index"])
    summary = ", ".join(f"{option} {len(indices)}" for option, indices in inputs.items())
    print(f"wrote {len(records)} renderings of {sum(map(len, inputs.values()))} cases ({summary}) "
          f"to {os.path.relpath(args.alignment_out, ROOT)}")


if __name__ == "__main__":
    main()
