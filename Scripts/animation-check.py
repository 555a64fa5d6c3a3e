#!/usr/bin/python3
"""Checks `tagflow animate` in headless Chromium: the animated SVG, paused at its start, looks
like `tagflow render FROM`, and paused at its end like `tagflow render TO` (or FROM at --to-width);
paused half way, every label of both states shows on its chip.

    /usr/bin/python3 Scripts/animation-check.py TAGFLOW_BINARY [WORKDIR]

Each state is drawn by Chromium from SVG on both sides (the animation with every animation
paused at 0 s or at its duration; the static rendering as it is), in a window as large as the
animation, and the two screenshots are compared pixel by pixel. Prints one line per case and
exits 1 when a case differs by more than a channel value of 8 in any pixel.
"""
import os
import re
import subprocess
import sys
import tempfile

from PIL import Image

CASES = [
    # name, FROM labels, TO labels (None: FROM at --to-width), options
    ("rewrap", ["Swift", "Rust", "Go", "TypeScript", "Kotlin", "Haskell", "Zig", "C++", "WebAssembly", "Erlang"],
     None, ["--width", "460", "--to-width", "220", "--background", "white", "--duration", "2"]),
    ("lists", ["Swift", "Rust", "Go", "TypeScript", "Kotlin", "Haskell"],
     ["Swift", "Zig", "OCaml", "Rust", "Elixir", "Kotlin"], ["--width", "300", "--theme", "dark", "--background", "#0d1117"]),
    ("centred-rtl", ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta"], None,
     ["--width", "400", "--to-width", "160", "--align", "center", "--direction", "rtl", "--background", "white"]),
    # Weights swap: each label changes font size and chip size as well as place (issue 26).
    ("weights", ["Swift\t5", "Rust\t1"], ["Swift\t1", "Rust\t5"],
     ["--scale-by", "weight", "--background", "white", "--duration", "2"]),
    # Colours and weights change, looping with a hold: the end is reached after delay + duration.
    ("colours-loop", ["Swift\t1\t#ffd0d0", "Rust\t3\t#d0d0ff", "Go\t2"], ["Swift\t3\t#d0ffd0", "Rust\t1", "Go\t2\t#202020"],
     ["--scale-by", "weight", "--theme", "dark", "--background", "#0d1117", "--text-color", "#f0f0f0", "--loop",
      "--delay", "0.5", "--duration", "1"]),
    # A row limit per group: two groups' "+2" chips are two chips, one moving, one fading out (issue 26).
    ("groups-limited", [f"{label}\t{weight}\t\t\t{group}" for label, weight, group in [
        ("Swift", 5, "Languages"), ("Rust", 1, "Languages"), ("TypeScript", 4, "Languages"), ("Kotlin", 2, "Languages"),
        ("Haskell", 3, "Languages"), ("Go", 1, "Languages"), ("Linux", 1, "Platforms"), ("Cairo", 1, "Libraries"),
        ("HarfBuzz", 2, "Libraries"), ("FreeType", 3, "Libraries"), ("Pango", 1, "Libraries"),
        ("Fontconfig", 1, "Libraries")]],
     None, ["--heading-layout", "above", "--max-rows-per-group", "1", "--width", "360", "--to-width", "300",
            "--background", "white"]),
]


def run(binary, arguments, cwd):
    subprocess.run([binary] + arguments, cwd=cwd, check=True, capture_output=True)


def size_of(svg):
    match = re.search(rb'<svg [^>]*width="([0-9.]+)px" height="([0-9.]+)px"', svg)
    return int(float(match.group(1))), int(float(match.group(2)))


def screenshot(path, size, out, reduced_motion=False):
    subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1"]
        + (["--force-prefers-reduced-motion"] if reduced_motion else [])
        + [f"--screenshot={out}", f"--window-size={size[0]},{size[1]}", "file://" + path],
        check=True, capture_output=True)
    return Image.open(out).convert("RGB")


def paused(svg, seconds):
    """The animation with every animation held at `seconds`."""
    hold = b"*{animation-play-state:paused !important;animation-delay:-%gs !important}\n</style>" % seconds
    return svg.replace(b"</style>", hold, 1)


def labels_hidden(svg, seconds, except_label=None):
    """The animation held at `seconds` with every chip's label made transparent, but `except_label`'s."""
    keep = b"" if except_label is None else b':not([data-label="%s"])' % except_label.encode()
    rule = b"[data-label]%s>g{opacity:0 !important}\n</style>" % keep
    return paused(svg, seconds).replace(b"</style>", rule, 1)


def differing(a, b):
    count = 0
    for p, q in zip(a.getdata(), b.getdata()):
        if max(abs(x - y) for x, y in zip(p, q)) > 8:
            count += 1
    return count


def main():
    binary = os.path.abspath(sys.argv[1])
    if len(sys.argv) > 2:
        sys.exit(check(binary, sys.argv[2]))
    # Without WORKDIR the pictures go when the check ends; give one to keep them and look.
    with tempfile.TemporaryDirectory(prefix="animation-check-") as work:
        sys.exit(check(binary, work))


def check(binary, work):
    """Every case checked in folders under `work`: 1 when one failed, else 0."""
    failed = False
    for name, start, end, options in CASES:
        folder = os.path.join(work, name)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "from.txt"), "w") as f:
            f.write("\n".join(start) + "\n")
        inputs = ["from.txt"]
        if end is not None:
            with open(os.path.join(folder, "to.txt"), "w") as f:
                f.write("\n".join(end) + "\n")
            inputs.append("to.txt")
        run(binary, ["animate"] + inputs + ["-o", "anim.svg"] + options, folder)
        static = list(options)
        width_at = {}
        if "--to-width" in options:
            i = options.index("--to-width")
            static = options[:i] + options[i + 2:]
            width_at = {"end": options[i + 1]}
        timed = ("--duration", "--delay")
        static = [o for k, o in enumerate(static) if not (o in timed or (k > 0 and static[k - 1] in timed) or o == "--loop")]
        run(binary, ["render", "from.txt", "-o", "start.svg"] + static, folder)
        end_input = "to.txt" if end is not None else "from.txt"
        end_options = static + (["--width", width_at["end"]] if "end" in width_at else [])
        run(binary, ["render", end_input, "-o", "end.svg"] + end_options, folder)
        svg = open(os.path.join(folder, "anim.svg"), "rb").read()
        duration = float(options[options.index("--duration") + 1]) if "--duration" in options else 1.2
        delay = float(options[options.index("--delay") + 1]) if "--delay" in options else 0
        size = size_of(svg)
        for state, seconds in (("start", 0), ("end", duration + delay)):
            held = os.path.join(folder, f"anim-{state}.svg")
            with open(held, "wb") as f:
                f.write(paused(svg, seconds))
            shown = screenshot(held, size, os.path.join(folder, f"anim-{state}.png"))
            expected = screenshot(os.path.join(folder, f"{state}.svg"), size, os.path.join(folder, f"{state}.png"))
            count = differing(shown, expected)
            print(f"{name} {state}: {count} pixels differ")
            failed = failed or count > 0
        # Half way, every label in both states shows on its chip (issue 40): drawn with only that
        # label, the frame differs from the frame with no label at all.
        def drawn(state):
            text = open(os.path.join(folder, f"{state}.svg"), "rb").read().decode()
            return re.findall(r'<g id="[^"]*-chip[0-9]+" data-label="([^"]*)"', text)
        labels = [label for label in drawn("start") if label in drawn("end")]
        # Looping, each iteration is the hold, the move and the hold again (`--delay` split in two).
        middle = (duration + delay) / 2 if "--loop" in options else delay + duration / 2
        bare = os.path.join(folder, "anim-middle-bare.svg")
        with open(bare, "wb") as f:
            f.write(labels_hidden(svg, middle))
        without = screenshot(bare, size, os.path.join(folder, "anim-middle-bare.png"))
        unseen = []
        for label in labels:
            alone = os.path.join(folder, "anim-middle-one.svg")
            with open(alone, "wb") as f:
                f.write(labels_hidden(svg, middle, label))
            if differing(screenshot(alone, size, os.path.join(folder, "anim-middle-one.png")), without) < 10:
                unseen.append(label)
        print(f"{name} middle ({middle:g} s): {len(labels) - len(unseen)} of {len(labels)} labels shown"
              + (f"; not shown: {', '.join(unseen)}" if unseen else ""))
        failed = failed or bool(unseen)
        # A reader who asks for reduced motion sees the end at once, the animation as it is.
        shown = screenshot(os.path.join(folder, "anim.svg"), size, os.path.join(folder, "anim-reduced.png"), True)
        expected = Image.open(os.path.join(folder, "end.png")).convert("RGB")
        count = differing(shown, expected)
        print(f"{name} reduced motion: {count} pixels differ")
        failed = failed or count > 0
        # A control: the two states must look different, or the comparison proves nothing.
        states = [Image.open(os.path.join(folder, f"{state}.png")).convert("RGB") for state in ("start", "end")]
        if differing(*states) == 0:
            print(f"{name}: the start and the end look the same; the case checks nothing")
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    main()
