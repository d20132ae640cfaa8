#!/usr/bin/env python3
"""The store listing (issue 17): the metainfo names at least nine screenshots,
each with a caption and a file committed under data/screenshots/ (the URL's
last part), a PNG no larger than the window's default size; the description
names every problem of the app; the display requirement is the 600 x 500 the
window needs; every language of po/LINGUAS translates the name, summary,
captions and every paragraph and list item (merged by meson from po/).

Usage: check-metainfo.py METAINFO.xml SOURCE_ROOT
"""
import os
import struct
import sys
import xml.etree.ElementTree as ET

PROBLEMS = ("Word puzzles", "Map colouring", "Battleship", "war game", "map-colouring game", "KCell",
            "Take-Stones", "Game trees", "travelling salesman")


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def main():
    metainfo, root = sys.argv[1:3]
    tree = ET.parse(metainfo).getroot()
    errors = []
    shots = tree.findall("./screenshots/screenshot")
    if len(shots) < 9:
        errors.append("%d screenshots, at least 9 wanted" % len(shots))
    for shot in shots:
        caption, image = shot.find("caption"), shot.find("image")
        if caption is None or not (caption.text or "").strip():
            errors.append("a screenshot without a caption")
        if image is None or not (image.text or "").startswith("https://"):
            errors.append("a screenshot without an https image")
            continue
        path = os.path.join(root, "data", "screenshots", image.text.rsplit("/", 1)[1])
        size = png_size(path) if os.path.exists(path) else None
        if size is None:
            errors.append("%s: missing or not a PNG" % path)
        elif size[0] > 1200 or size[1] > 800 or size[0] < 600:
            errors.append("%s: %d x %d, not a default-size window" % (path, size[0], size[1]))
    description = ET.tostring(tree.find("description"), encoding="unicode")
    for p in PROBLEMS:
        if p not in description:
            errors.append("the description does not name %s" % p)
    sides = {d.get("side"): d.text for d in tree.findall("./requires/display_length")}
    if sides != {"shortest": "500", "longest": "600"}:
        errors.append("display_length should be 500 (shortest) and 600 (longest): %r" % sides)
    if tree.find("./content_rating[@type='oars-1.1']") is None:
        errors.append("no OARS 1.1 content rating")
    if not tree.findall("./releases/release/description"):
        errors.append("no release notes")
    lang_key = "{http://www.w3.org/XML/1998/namespace}lang"
    with open(os.path.join(root, "po", "LINGUAS"), encoding="utf-8") as f:
        languages = [w for line in f for w in line.split("#")[0].split()]
    for lang in languages:
        for tag in ("name", "summary", "caption", "p", "li"):
            english = [e for e in tree.iter(tag) if e.get(lang_key) is None and e.get("translate") != "no"]
            translated = [e for e in tree.iter(tag) if e.get(lang_key) == lang]
            if len(translated) != len(english):
                errors.append("%s: %d of %d <%s> translated" % (lang, len(translated), len(english), tag))
    for e in errors:
        print("FAIL:", e)
    if not errors:
        print("ok: %d screenshots, every problem described" % len(shots))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
