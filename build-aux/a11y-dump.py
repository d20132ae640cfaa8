#!/usr/bin/python3
"""Print what a screen reader reads of Quandary through AT-SPI (the interface
Orca uses): per tab, the board (its role, name and description, its cells read
as the cursor moves) and every focusable control without a name.

Run by build-aux/a11y-dump.sh, which starts the app under Xvfb with the
accessibility bus; Debian's /usr/bin/python3 with python3-pyatspi."""
import subprocess
import sys
import time

import pyatspi


def find_app(name, timeout=30):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name.lower() == name.lower():
                return app
        time.sleep(0.5)
    sys.exit(f"a11y-dump: no application {name!r} on the accessibility bus")


def walk(node, depth=0):
    yield node, depth
    # libadwaita's own tab bar names its tabs itself (the issue leaves it aside).
    if node.name == "AdwTabBar":
        return
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def has_name(node):
    """GTK 4.8 gives an object with no name its type's ("GtkImage"), which
    is what a screen reader then says: that is no name."""
    name = node.name or ""
    return name != "" and not (name[:3] in ("Gtk", "Adw") and name.isidentifier())


def states(node):
    return node.getState()


def is_focusable(node):
    return states(node).contains(pyatspi.STATE_FOCUSABLE)


def is_showing(node):
    # GTK 4.8 sets "showing" on the window alone; "visible" is what it has.
    return states(node).contains(pyatspi.STATE_VISIBLE)


def read_board(board, out, keys):
    """The board's texts, then again after each key (sent by xdotool to the
    focused window): what a screen reader says as the cursor moves."""
    out.write(f"  board: role {board.getRoleName()!r}\n")
    out.write(f"    name (the cell under the cursor): {board.name!r}\n")
    out.write(f"    description (the position): {board.description!r}\n")
    # GTK 4.8 does not take the focus through AT-SPI (grabFocus fails): Tab,
    # as a user would, until the board has it.
    for _ in range(200):
        if board.getState().contains(pyatspi.STATE_FOCUSED):
            break
        subprocess.run(["xdotool", "key", "Tab"], check=True)
        time.sleep(0.05)
    else:
        out.write("    (Tab never reached the board)\n")
        return
    time.sleep(0.3)
    out.write(f"    focused: {board.name!r}\n")
    for key in keys:
        subprocess.run(["xdotool", "key", key], check=True)
        time.sleep(0.4)
        out.write(f"    {key}: {board.name!r}\n")
    out.write(f"    description now: {board.description!r}\n")


def dump(app, title, out):
    out.write(f"== {title}\n")
    unnamed = []
    boards = []
    controls = 0
    items = 0
    for node, _ in walk(app):
        if not is_showing(node):
            continue
        role = node.getRoleName()
        # Containers that pass the focus on: a scrolled window gives it to
        # its child; a list item is read by the text it shows.
        if not is_focusable(node) or role in ("filler", "panel", "page tab", "page tab list", "scroll pane"):
            continue
        if role == "list item":
            items += 1
            continue
        controls += 1
        if role == "image":
            boards.append(node)
        if not has_name(node):
            unnamed.append(f"{role} {node.name!r} (description {node.description!r})")
    out.write(f"  {controls} focusable controls, {len(unnamed)} without a name "
              f"(and {items} list items, read by their text)\n")
    for u in unnamed:
        out.write(f"    no name: {u}\n")
    for board in boards:
        read_board(board, out, ["Right", "Right", "Down", "End"])


def main():
    app = find_app("quandary")
    time.sleep(3)
    dump(app, sys.argv[1] if len(sys.argv) > 1 else "Quandary", sys.stdout)


if __name__ == "__main__":
    main()
