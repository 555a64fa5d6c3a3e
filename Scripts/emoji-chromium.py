#!/usr/bin/env python3
"""Which emoji Chromium draws in colour: the expectation for EmojiPresentationTests.swift.

1. Sample. A deterministic sample of Unicode's emoji test data (Debian's `unicode-data`:
   /usr/share/unicode/emoji/emoji-test.txt and emoji-variation-sequences.txt), by kind:

     emoji-default  one character with Emoji_Presentation (incl. the ones issue 14 names)
     text-default   one emoji character without it (emoji-test's "unqualified")
     vs16           a text-default character + U+FE0F
     vs15           any emoji character + U+FE0E (the "text style" variation sequences)
     keycap         keycaps with and without U+FE0F
     zwj            ZWJ sequences, fully and minimally qualified or unqualified
     flag           regional indicator pairs
     tag            tag sequences (the flags of England and Scotland)
     skin-tone      Fitzpatrick modifier sequences, also on text-default bases and in ZWJ
     component      skin tones and hair components alone
     in-text        emoji between words

2. Chromium. Every sample is drawn in headless Chromium, driven over the DevTools protocol on a
   pipe (no network, no port), each in a cell of its own, in `font: 32px Inter, NanumSquareRound`
   (the bundled files through @font-face data: URLs; the system's fonts after them, as for
   TagFlow), in pure blue (#0000ff) on white. DevTools also says which faces drew each cell
   (CSS.getPlatformFontsForNode).

3. Colour. A pixel of a one-colour glyph is a mix of the text colour and the white page, so
   it has red = green and blue = 255. A pixel off that line (by more than OFF_LINE in a
   channel) comes from a colour glyph, even a grey one (Noto Color Emoji's ™️ or ⚫). A cell
   with at least MIN_PIXELS such pixels is "colour", else "mono". EmojiPresentationTests.swift
   judges TagFlow's PNG the same way, with the same two numbers.

4. Expectation. What TagFlow must show is Chromium's verdict, except under three rules, each
   where Chromium contradicts DESIGN.md ("Emoji are emoji") and UTS #51, each written into the
   table's `why` column:
   - a keycap without U+FE0F: Chromium keeps it in Inter, which lacks U+20E3 (a .notdef box);
   - a default-emoji character that Chromium drew in a plain system face (DejaVu Sans, the
     default sans-serif with .ci/run's fonts, has 😀 😺 ♍ ☕): Chromium tries that face before
     the colour face; with Noto Sans as the default sans-serif it draws the same in colour;
   - a text-default Emoji_Modifier_Base (⛹) that Chromium draws in colour although a plain
     face has it.

Output: Tests/tagflowTests/Browser/__Snapshots__/EmojiPresentationTests/chromium.tsv — a header of
`#` lines (Unicode version, Chromium version and command, system faces, the verdict rule),
then one sample a line: code points, kind, Chromium's verdict, the off-line pixel count, the
faces Chromium used, the expected verdict, why it differs (if it does), the name.

Run it with the fonts CI installs (.ci/run). --fontconfig FILE runs Chromium (and --compare)
with another Fontconfig configuration, e.g. one that adds Noto Sans Symbols and Symbols2
(fonts-noto-core), which issue 14 was seen with; --out - prints the table instead of writing
it; --compare BINARY also judges that tagflow's PNG and lists every difference. Needs Debian's
chromium, unicode-data and python3-pil (/usr/bin/python3). Usage:

    /usr/bin/python3 Scripts/emoji-chromium.py
    /usr/bin/python3 Scripts/emoji-chromium.py --out - --compare .build/debug/tagflow
"""

import argparse
import atexit
import base64
import fcntl
import io
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EMOJI = "/usr/share/unicode/emoji"
DEFAULT_OUT = os.path.join(ROOT, "Tests", "tagflowTests", "Browser", "__Snapshots__", "EmojiPresentationTests", "chromium.tsv")

# The verdict rule, shared with EmojiPresentationTests.swift.
OFF_LINE = 40
MIN_PIXELS = 12

FONT_SIZE = 32
FAMILIES = "Inter, NanumSquareRound"
CELL_WIDTH, CELL_HEIGHT, COLUMNS = 320, 64, 6

# Issue 14's monochrome emoji, always in the sample.
NAMED = ["1F50D", "1FA73", "1FA86", "231A", "1F41F", "1F63A", "1F7E7", "1F7E0", "0031 FE0F 20E3"]

IN_TEXT = [
    "0063 006F 0066 0066 0065 0065 0020 2615",  # coffee ☕
    "0074 0065 0061 0020 2615 FE0E",  # tea ☕︎
    "2764 FE0F 0020 0053 0077 0069 0066 0074",  # ❤️ Swift
    "0049 0020 2764 0020 004E 0059",  # I ❤ NY
    "0077 0069 006E 0020 0031 FE0F 20E3",  # win 1️⃣
    "1F1F0 1F1F7 0020 D55C AD6D",  # 🇰🇷 한국
]

SIZES = {"emoji-default": 22, "text-default": 12, "vs16": 12, "vs15-emoji-default": 7, "vs15-text-default": 7,
         "keycap-fe0f": 3, "keycap-bare": 3, "zwj": 9, "zwj-unqualified": 4, "flag": 6, "tag": 2,
         "skin-tone": 10, "component": 4}


def read_data():
    """emoji-test.txt's entries, the text-style variation sequences, two properties, the version."""
    tests, version = [], None
    with open(os.path.join(EMOJI, "emoji-test.txt"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("# Version:"):
                version = line.split(":", 1)[1].strip()
            if line.startswith("#") or ";" not in line:
                continue
            points, rest = line.split(";", 1)
            status, comment = rest.split("#", 1)
            name = comment.split(None, 2)[2].strip()
            tests.append((points.split(), status.strip(), name))
    text_style = []
    with open(os.path.join(EMOJI, "emoji-variation-sequences.txt"), encoding="utf-8") as f:
        for line in f:
            if "text style" in line and not line.startswith("#"):
                text_style.append(line.split(";")[0].split())
    properties = {"Emoji_Presentation": set(), "Emoji_Modifier_Base": set()}
    with open(os.path.join(EMOJI, "emoji-data.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.split("#")[0].split(";")
            if len(fields) == 2 and fields[1].strip() in properties:
                low, _, high = fields[0].strip().partition("..")
                properties[fields[1].strip()].update(range(int(low, 16), int(high or low, 16) + 1))
    return tests, text_style, properties, version


def kind_of(points, status, presentation):
    values = [int(p, 16) for p in points]
    if status == "component":
        return "component"
    if 0x20E3 in values:
        return "keycap-fe0f" if 0xFE0F in values else "keycap-bare"
    if 0xE007F in values:
        return "tag"
    if any(0x1F3FB <= v <= 0x1F3FF for v in values):
        return "skin-tone"
    if 0x200D in values:
        return "zwj" if status == "fully-qualified" else "zwj-unqualified"
    if len(values) == 2 and all(0x1F1E6 <= v <= 0x1F1FF for v in values):
        return "flag"
    if len(values) == 1:
        return "emoji-default" if values[0] in presentation else "text-default"
    if len(values) == 2 and values[1] == 0xFE0F:
        return "vs16"
    return None


def sample(tests, text_style, presentation):
    """[(code points, kind, name)], in a fixed order."""
    names = {" ".join(points): name for points, _, name in tests}
    by_kind = {}
    for points, status, name in tests:
        kind = kind_of(points, status, presentation)
        if kind:
            by_kind.setdefault(kind, []).append(" ".join(points))
    for points in text_style:
        kind = "vs15-emoji-default" if int(points[0], 16) in presentation else "vs15-text-default"
        by_kind.setdefault(kind, []).append(" ".join(points))
    chosen, seen = [], set()

    def add(points, kind):
        if points not in seen:
            seen.add(points)
            first = points.split()[0]
            base = (names.get(points) or names.get(first + " FE0F") or names.get(first)
                    or ("in a label" if kind == "in-text" else unicodedata.name(chr(int(first, 16)), "").lower()))
            chosen.append((points, kind.split("-")[0] if kind.startswith(("keycap", "zwj", "vs15")) else kind,
                           base + (" (text style)" if points.endswith("FE0E") else "")))

    for points in NAMED:
        add(points, kind_of(points.split(), "fully-qualified", presentation))
    for kind, count in SIZES.items():
        items = by_kind[kind]
        for index in range(count):
            add(items[index * len(items) // count], kind)
    for points in IN_TEXT:
        add(points, "in-text")
    return chosen


def text_of(points):
    return "".join(chr(int(p, 16)) for p in points.split())


def font_face(family, path):
    with open(path, "rb") as f:
        data = base64.b64encode(f.read()).decode()
    return f"@font-face {{ font-family: '{family}'; src: url(data:font/otf;base64,{data}); }}"


def page(samples):
    cells = []
    for index, (points, _, _) in enumerate(samples):
        x, y = (index % COLUMNS) * CELL_WIDTH, (index // COLUMNS) * CELL_HEIGHT
        cells.append(f'<div style="left:{x}px;top:{y}px">{text_of(points)}</div>')
    return f"""<!doctype html><meta charset="utf-8"><style>
{font_face("Inter", os.path.join(ROOT, "Fonts", "Inter-Regular.otf"))}
{font_face("NanumSquareRound", os.path.join(ROOT, "Fonts", "NanumSquareRoundR.ttf"))}
html, body {{ margin: 0; background: #ffffff; }}
div {{ position: absolute; width: {CELL_WIDTH}px; height: {CELL_HEIGHT}px; overflow: hidden; white-space: pre;
      font: {FONT_SIZE}px {FAMILIES}; color: #0000ff; line-height: {CELL_HEIGHT}px;
      padding-left: 8px; box-sizing: border-box; }}
</style>{"".join(cells)}"""


def off_line_pixels(image, box):
    """Pixels in box that are no mix of #0000ff and white: the verdict's count."""
    count = 0
    for r, g, b in image.crop(box).convert("RGB").getdata():
        if abs(r - g) > OFF_LINE or 255 - b > OFF_LINE:
            count += 1
    return count


class DevTools:
    """Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe:
    it reads JSON messages on fd 3 and writes them on fd 4, each ending in a NUL byte)."""

    def __init__(self, binary, env):
        to_chromium, from_chromium = os.pipe(), os.pipe()
        # Chromium's ends, moved out of the way of fds 3 and 4 before the child claims those.
        theirs = [fcntl.fcntl(to_chromium[0], fcntl.F_DUPFD, 10), fcntl.fcntl(from_chromium[1], fcntl.F_DUPFD, 10)]
        self.command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--remote-debugging-pipe", "about:blank"]

        def claim():
            os.dup2(theirs[0], 3)
            os.dup2(theirs[1], 4)

        self.process = subprocess.Popen(self.command, pass_fds=(3, 4), preexec_fn=claim, env=env,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        for fd in theirs + [to_chromium[0], from_chromium[1]]:
            os.close(fd)
        self.out, self.inp = to_chromium[1], from_chromium[0]
        self.buffer, self.next_id, self.events, self.session = b"", 0, [], None

    def _message(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.inp], [], [], left)[0]:
                raise TimeoutError("chromium did not answer")
            chunk = os.read(self.inp, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, timeout=60, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session and not method.startswith(("Target.", "Browser.")):
            message["sessionId"] = self.session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            answer = self._message(deadline)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer["result"]
            self.events.append(answer.get("method"))

    def wait_for(self, event, timeout=60):
        deadline = time.monotonic() + timeout
        while event not in self.events:
            self.events.append(self._message(deadline).get("method"))

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except (TimeoutError, RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.out)
        os.close(self.inp)


def chromium_cells(samples, binary, fontconfig, workdir):
    """Per sample: the off-line pixel count in Chromium's screenshot and the faces Chromium used
    (DevTools' CSS.getPlatformFontsForNode)."""
    html_path = os.path.join(workdir, "emoji.html")
    with open(html_path, "w", encoding="utf-8") as f:
        f.write(page(samples))
    rows = (len(samples) + COLUMNS - 1) // COLUMNS
    env = dict(os.environ)
    if fontconfig:
        env["FONTCONFIG_FILE"] = os.path.abspath(fontconfig)
    browser = DevTools(binary, env)
    try:
        version = browser.call("Browser.getVersion")["product"]
        target = browser.call("Target.createTarget", url="about:blank")["targetId"]
        browser.session = browser.call("Target.attachToTarget", targetId=target, flatten=True)["sessionId"]
        browser.call("Page.enable")
        browser.call("Emulation.setDeviceMetricsOverride", width=COLUMNS * CELL_WIDTH, height=rows * CELL_HEIGHT,
                     deviceScaleFactor=1, mobile=False)
        browser.call("Page.navigate", url="file://" + html_path)
        browser.wait_for("Page.loadEventFired")
        browser.call("Runtime.evaluate", expression="document.fonts.ready.then(() => true)", awaitPromise=True)
        shot = base64.b64decode(browser.call("Page.captureScreenshot", format="png")["data"])
        browser.call("DOM.enable")
        browser.call("CSS.enable")
        root = browser.call("DOM.getDocument", depth=-1)["root"]["nodeId"]
        cells = browser.call("DOM.querySelectorAll", nodeId=root, selector="div")["nodeIds"]
        fonts = [[(font["familyName"], font["glyphCount"])
                  for font in browser.call("CSS.getPlatformFontsForNode", nodeId=cell)["fonts"]] for cell in cells]
    finally:
        browser.close()
    with open(os.path.join(workdir, "chromium.png"), "wb") as f:
        f.write(shot)
    image = Image.open(io.BytesIO(shot))
    counts = []
    for index in range(len(samples)):
        x, y = (index % COLUMNS) * CELL_WIDTH, (index // COLUMNS) * CELL_HEIGHT
        counts.append(off_line_pixels(image, (x, y, x + CELL_WIDTH, y + CELL_HEIGHT)))
    return counts, fonts, version, " ".join(browser.command)


def tagflow_cells(samples, binary, fontconfig, workdir):
    """TagFlow's verdicts, judged from its PNG exactly as the Swift test does."""
    labels = os.path.join(workdir, "labels.txt")
    with open(labels, "w", encoding="utf-8") as f:
        f.write("".join(text_of(points) + "\n" for points, _, _ in samples))
    png, layout = os.path.join(workdir, "tagflow.png"), os.path.join(workdir, "tagflow.json")
    env = dict(os.environ)
    if fontconfig:
        env["FONTCONFIG_FILE"] = os.path.abspath(fontconfig)
    subprocess.run([binary, "render", labels, "-o", png, "--emit-layout", layout, "--font-size", str(FONT_SIZE),
                    "--fill", "#ffffff", "--stroke", "none", "--text-color", "#0000ff", "--background", "#ffffff"],
                   check=True, env=env)
    image = Image.open(png)
    with open(layout, encoding="utf-8") as f:
        chips = json.load(f)["chips"]
    return [off_line_pixels(image, (round(x), round(y), round(x + w), round(y + h)))
            for x, y, w, h in (chip["frame"] for chip in chips)], png


def verdict(count):
    return "colour" if count >= MIN_PIXELS else "mono"


def fontconfig_families(pattern, env):
    found = subprocess.run(["fc-list", pattern, "family"], capture_output=True, text=True, env=env, check=True)
    return {line.split(",")[0] for line in found.stdout.splitlines() if line}


def expectation(points, kind, chromium, faces, properties, env):
    """What TagFlow must show, and why when that is not what Chromium shows. Three documented
    rules, each where Chromium's choice contradicts DESIGN.md ("Emoji are emoji") and UTS #51."""
    values = [int(p, 16) for p in points.split()]
    colour_faces = fontconfig_families(":color=true", env)
    plain = [family for family, _ in faces if family not in {"Inter", "NanumSquareRound"} | colour_faces]
    if kind == "keycap" and 0xFE0F not in values:
        return "colour", ("a keycap without U+FE0F: Chromium draws the digit in Inter and U+20E3, which Inter "
                          "lacks, as Inter's .notdef box; DESIGN.md shows keycaps as emoji")
    default_emoji = 0xFE0E not in values and any(v in properties["Emoji_Presentation"] for v in values)
    if chromium == "mono" and default_emoji and plain:
        return "colour", (f"default emoji presentation: Chromium drew it in {plain[0]}, the system's default "
                          "sans-serif face, before the colour face")
    base = values[0]
    if (chromium == "colour" and kind == "text-default" and base in properties["Emoji_Modifier_Base"]
            and fontconfig_families(f":charset={base:x}:color=false", env)):
        return "mono", ("an Emoji_Modifier_Base with text presentation by default: Chromium shows it as emoji "
                        "although a plain face has it")
    return chromium, ""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--chromium", default="chromium")
    parser.add_argument("--fontconfig", help="a FONTCONFIG_FILE for Chromium (and --compare)")
    parser.add_argument("--out", default=DEFAULT_OUT, help="where to write the table; - prints it")
    parser.add_argument("--compare", metavar="TAGFLOW", help="also judge this tagflow binary's PNG and list differences")
    parser.add_argument("--keep", metavar="DIR", help="keep the screenshots and pages in DIR")
    args = parser.parse_args()
    binary = shutil.which(args.chromium)
    if not binary:
        sys.exit(f"error: {args.chromium} not found (Debian: apt-get install -y chromium)")
    if not os.path.exists(os.path.join(EMOJI, "emoji-test.txt")):
        sys.exit("error: no Unicode emoji data (Debian: apt-get install -y unicode-data)")
    tests, text_style, properties, version = read_data()
    samples = sample(tests, text_style, properties["Emoji_Presentation"])
    workdir = args.keep or tempfile.mkdtemp(prefix="emoji-chromium-")
    os.makedirs(workdir, exist_ok=True)
    if not args.keep:
        atexit.register(shutil.rmtree, workdir, True)
    env = dict(os.environ)
    if args.fontconfig:
        env["FONTCONFIG_FILE"] = os.path.abspath(args.fontconfig)
    counts, faces, chromium, command = chromium_cells(samples, binary, args.fontconfig, workdir)
    rows = []
    for (points, kind, name), count, used in zip(samples, counts, faces):
        expected, why = expectation(points, kind, verdict(count), used, properties, env)
        rows.append((points, kind, verdict(count), count, ", ".join(f"{f} {n}" for f, n in used), expected, why, name))

    families = sorted(fontconfig_families("", env))
    lines = ["# Written by: /usr/bin/python3 Scripts/emoji-chromium.py"
             + (f" --fontconfig {args.fontconfig}" if args.fontconfig else ""),
             f"# Unicode emoji data: {version} (Debian unicode-data: emoji-test.txt, emoji-variation-sequences.txt)",
             f"# {chromium}: {command}, then DevTools over the pipe: the page, a screenshot, and",
             "#   CSS.getPlatformFontsForNode per cell (the faces column: family and glyph count)",
             f"# Page: every sample in its own cell, font: {FONT_SIZE}px {FAMILIES} (the bundled files), "
             "colour #0000ff on white",
             "# System faces: " + ", ".join(families),
             f"# Verdict: colour when at least {MIN_PIXELS} pixels are off the line from #0000ff to white by more "
             f"than {OFF_LINE} in a channel",
             "# expected: what TagFlow must show; it differs from chromium only where the why column says",
             "# code points\tkind\tchromium\tpixels\tfaces\texpected\twhy\tname"]
    lines += ["\t".join(str(field) for field in row) for row in rows]
    table = "\n".join(lines) + "\n"
    if args.out == "-":
        sys.stdout.write(table)
    else:
        os.makedirs(os.path.dirname(args.out), exist_ok=True)
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(table)
        print(f"wrote {os.path.relpath(args.out, ROOT)}: {len(rows)} samples, "
              f"{sum(row[2] == 'colour' for row in rows)} in colour in Chromium, "
              f"{sum(row[2] != row[5] for row in rows)} expected otherwise", file=sys.stderr)

    if args.compare:
        ours, _ = tagflow_cells(samples, args.compare, args.fontconfig, workdir)
        agree = 0
        for row, count in zip(rows, ours):
            points, kind, theirs, _, used, expected, why, name = row
            agree += theirs == verdict(count)
            if verdict(count) != expected or theirs != expected:
                print(f"{'ok' if verdict(count) == expected else 'WRONG'}: {text_of(points)} {points} ({kind}, "
                      f"{name}): chromium {theirs} ({used}), tagflow {verdict(count)} ({count}), expected {expected}"
                      + (f": {why}" if why else ""), file=sys.stderr)
        wrong = sum(verdict(count) != row[5] for row, count in zip(rows, ours))
        print(f"tagflow agrees with chromium on {agree} of {len(rows)}; with the expectation on "
              f"{len(rows) - wrong}", file=sys.stderr)
    if args.keep:
        print(f"kept {workdir}", file=sys.stderr)


if __name__ == "__main__":
    main()
