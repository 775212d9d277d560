#!/usr/bin/env python3
"""Copy corpus pages out of an unpacked package, with exactly the files they load.

Usage: [SYSROOT=DIR] corpus-collect.py PACKAGE_ROOT DEST PAGE...

Serves PACKAGE_ROOT from 127.0.0.1, loads each PAGE (a path inside it) in
headless Chromium with the network log on, and copies every same-origin file
the page requested into DEST (same relative paths, bytes unchanged). Prints
each off-machine request: a page that makes one is not taken into the corpus.
Debian's -doc packages link shared scripts (jquery.js -> /usr/share/javascript/...)
into their pages: with SYSROOT (the packages and their dependencies unpacked
into one folder) absolute links resolve inside it, and the linked file's
bytes are copied under the page's path.
Run once when the corpus is chosen; testdata/README.md lists the results.
"""
import functools, http.server, json, os, shutil, subprocess, sys, tempfile, threading, urllib.parse

root, dest, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def translate_path(self, path):
        return resolve(super().translate_path(path))


handler = functools.partial(Quiet, directory=root)
server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
threading.Thread(target=server.serve_forever, daemon=True).start()
origin = f"http://127.0.0.1:{server.server_address[1]}"
bad = 0
sysroot = os.environ.get("SYSROOT")


def resolve(path, hops=0):
    """`path` with symbolic links followed, absolute ones inside SYSROOT."""
    parts = os.path.normpath(path).split(os.sep)
    for i in range(1, len(parts) + 1):
        head = os.sep.join(parts[:i]) or os.sep
        if os.path.islink(head) and hops < 40:
            target = os.readlink(head)
            if os.path.isabs(target):
                target = os.path.join(sysroot or "/", target.lstrip("/"))
            else:
                target = os.path.join(os.path.dirname(head), target)
            return resolve(os.path.join(target, *parts[i:]), hops + 1)
    return path


for page in pages:
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "net.json")
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        f"--user-data-dir={tmp}/profile", f"--log-net-log={log}",
                        "--window-size=1280,800", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--no-first-run",
                        "--disable-features=SpellcheckService,OptimizationHints,MediaRouter", "--virtual-time-budget=8000",
                        "--dump-dom", f"{origin}/{page}"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        text = open(log).read().rstrip().rstrip(",")
        try:
            events = json.JSONDecoder().raw_decode(text)[0].get("events", [])
        except json.JSONDecodeError:  # the log of a browser cut short
            events = json.loads(text + "]}").get("events", [])
        urls = set()
        for event in events:
            url = (event.get("params") or {}).get("url")
            if isinstance(url, str) and url.split(":", 1)[0] in ("http", "https", "ws", "wss"):
                urls.add(url.split("#", 1)[0])
    # The browser's own services (sign-in, updates, dictionaries) are not
    # the page's requests.
    browser_own = {"accounts.google.com", "update.googleapis.com",
                   "redirector.gvt1.com", "clients2.google.com",
                   "content-autofill.googleapis.com", "optimizationguide-pa.googleapis.com"}
    urls = {u for u in urls if urllib.parse.urlsplit(u).hostname not in browser_own}
    remote = sorted(u for u in urls if not u.startswith(origin))
    for u in remote:
        print(f"{page}: OFF-MACHINE {u}")
    bad += bool(remote)
    for u in sorted(urls - set(remote)):
        rel = urllib.parse.unquote(urllib.parse.urlsplit(u).path).lstrip("/")
        src = resolve(os.path.join(root, rel))
        if os.path.isfile(src):
            os.makedirs(os.path.dirname(os.path.join(dest, rel)) or ".", exist_ok=True)
            shutil.copy2(src, os.path.join(dest, rel))
        elif rel and rel != "favicon.ico":
            print(f"{page}: missing in package: {rel}")
    print(f"{page}: {len(urls) - len(remote)} local files")
sys.exit(1 if bad else 0)
