#!/usr/bin/env python3
"""Looks at a page in headless Chromium over the DevTools protocol (--remote-debugging-pipe).

The tests use it to see TagFlow's SVG as a browser shows it, with nothing but the standard library:

    chromium-page.py screenshot PAGE.html SELECTOR OUT.png [light|dark]   # the element's box, as Chromium
                                                      # paints it (with prefers-color-scheme emulated)
    chromium-page.py axtree PAGE.html                        # the accessibility tree, one JSON object

axtree prints {"nodes": [{"role", "name", "focusable", "ignored"}, ...]} in tree order.
Exit 0 on success; 2 when Chromium cannot be started; 1 on any other failure, with the reason on stderr.
A browser that dies on the way (the pipe closes: seen once in CI, under a full parallel test run) is
started again, up to ATTEMPTS times in all; what it wrote on stderr is kept and printed if every
attempt dies, so a crash is told apart from a page that is wrong.
"""

import base64
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile

TIMEOUT_SECONDS = 60
ATTEMPTS = 3


class BrowserDied(RuntimeError):
    """Chromium closed the DevTools pipe: it exited or crashed, whatever the page held."""


class DevTools:
    """One headless Chromium and one page in it, spoken to over fds 3 (commands) and 4 (replies)."""

    def __init__(self):
        binary = shutil.which("chromium") or shutil.which("chromium-browser")
        if binary is None:
            print("chromium-page: no chromium on the PATH", file=sys.stderr)
            sys.exit(2)
        self.profile = tempfile.mkdtemp(prefix="tagflow-chromium-")
        # Chromium's own messages, read back only when it dies (the profile folder goes with close).
        self.log = tempfile.TemporaryFile(prefix="tagflow-chromium-log-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():
            # Chromium reads commands on fd 3 and writes replies on fd 4 (kept open by pass_fds).
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        # --no-sandbox: CI runs as root, where Chromium's sandbox refuses to start.
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--force-device-scale-factor=1", "--allow-file-access-from-files", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.log,
            preexec_fn=wire_pipes, pass_fds=(3, 4), start_new_session=True)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def close(self):
        # Chromium keeps its process-singleton socket in a folder of its own in the temporary
        # folder, named by a link in the profile; a killed browser cannot remove it, so it goes
        # with the profile.
        try:
            singleton = os.path.dirname(os.readlink(os.path.join(self.profile, "SingletonSocket")))
        except OSError:
            singleton = None
        # The whole process group: a renderer left behind would write into the profile after it
        # is removed, leaving a folder in /tmp.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        os.close(self.to_browser)
        os.close(self.from_browser)
        shutil.rmtree(self.profile, ignore_errors=True)
        if singleton and os.path.basename(singleton).startswith("org.chromium.Chromium."):
            shutil.rmtree(singleton, ignore_errors=True)

    def log_tail(self, lines=20):
        """The last lines Chromium wrote on stderr, and how it exited."""
        self.log.seek(0)
        text = self.log.read().decode("utf-8", "replace").splitlines()[-lines:]
        return "\n".join([f"chromium exited with {self.process.returncode}"] + text)

    def read_message(self):
        """The next message Chromium sends (each ends in a NUL byte)."""
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 16)
            if not chunk:
                raise BrowserDied("chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, wait_for=None):
        """Sends one command and returns its result; with wait_for, also waits for that event."""
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        result, seen = None, wait_for is None
        while result is None or not seen:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                result = reply["result"]
            elif wait_for and reply.get("method") == wait_for:
                seen = True
        return result

    def open(self, page, color_scheme=None):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": 1200, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        if color_scheme:
            # What a reader's system setting would say; SVG inside <img> follows the page's.
            self.call("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})
        self.call("Page.navigate", {"url": pathlib.Path(page).resolve().as_uri()}, wait_for="Page.loadEventFired")

    def screenshot(self, selector, output):
        expression = f"JSON.stringify(document.querySelector({json.dumps(selector)}).getBoundingClientRect())"
        box = json.loads(self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True})
                         ["result"]["value"])
        clip = {"x": box["x"], "y": box["y"], "width": box["width"], "height": box["height"], "scale": 1}
        data = self.call("Page.captureScreenshot", {"format": "png", "clip": clip, "captureBeyondViewport": True})
        pathlib.Path(output).write_bytes(base64.b64decode(data["data"]))

    def accessibility_tree(self):
        self.call("Accessibility.enable")
        nodes = self.call("Accessibility.getFullAXTree")["nodes"]

        def value(node, key):
            return (node.get(key) or {}).get("value")

        def focusable(node):
            return any(p["name"] == "focusable" and p["value"].get("value") for p in node.get("properties", []))

        return [{"role": value(node, "role"), "name": value(node, "name"), "focusable": focusable(node),
                 "ignored": node.get("ignored", False)} for node in nodes]


def main(arguments):
    color_scheme = None
    if len(arguments) == 5 and arguments[0] == "screenshot" and arguments[4] in ("light", "dark"):
        color_scheme = arguments.pop()
    if len(arguments) == 4 and arguments[0] == "screenshot":
        command = "screenshot"
    elif len(arguments) == 2 and arguments[0] == "axtree":
        command = "axtree"
    else:
        print(__doc__, file=sys.stderr)
        return 1
    deaths = []
    while True:
        # A browser that hangs must not hang the test run.
        signal.alarm(TIMEOUT_SECONDS)
        browser = None
        try:
            browser = DevTools()
            browser.open(arguments[1], color_scheme)
            if command == "screenshot":
                browser.screenshot(arguments[2], arguments[3])
            else:
                print(json.dumps({"nodes": browser.accessibility_tree()}))
            break
        except BrowserDied:
            browser.close()
            deaths.append(browser.log_tail())
            if len(deaths) == ATTEMPTS:
                for number, tail in enumerate(deaths, 1):
                    print(f"chromium-page: attempt {number} of {ATTEMPTS} died:\n{tail}", file=sys.stderr)
                raise
        finally:
            if browser is not None and browser.process.returncode is None:
                browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
