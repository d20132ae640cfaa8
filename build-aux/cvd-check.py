#!/usr/bin/env python3
"""cvd-check.py — colour-vision checks for Quandary's palettes.

The same computation as tests/test-palette.c, written separately (docs/accessibility.md).

For every set of colours that carries meaning in a drawing, the smallest
CIE76 difference (Delta E*ab) between two of its colours, for normal vision
and under the Machado, Oliveira & Fernandes (2009) simulations of protanopia,
deuteranopia and tritanopia at severity 1.0, and the smallest difference in
lightness (Delta L*, what a greyscale print keeps).

Method: sRGB (8 bit) -> linear RGB (IEC 61966-2-1 decode) -> Machado matrix
-> clamp to [0, 1] -> sRGB encode; then sRGB -> XYZ (D65) -> CIELAB
(Xn 0.95047, Yn 1, Zn 1.08883); Delta E = Euclidean distance in Lab.
The greyscale check compares L* of the unsimulated colours (L* is a function
of the relative luminance Y alone, which is what a black-and-white print or a
greyscale conversion keeps).  Translucent colours are composited over the
drawing's background first, in sRGB as cairo does.

    build-aux/cvd-check.py           # the palettes before and now
    build-aux/cvd-check.py --before  # before only
"""
import itertools
import math
import sys

# Machado et al. 2009, severity 1.0 (their table, last row of each type).
MACHADO = {
    'protan': ((0.152286, 1.052583, -0.204868),
               (0.114503, 0.786281, 0.099216),
               (-0.003882, -0.048116, 1.051998)),
    'deutan': ((0.367322, 0.860646, -0.227968),
               (0.280085, 0.672501, 0.047413),
               (-0.011820, 0.042940, 0.968881)),
    'tritan': ((1.255528, -0.076749, -0.178779),
               (-0.078411, 0.930809, 0.147602),
               (0.004733, 0.691367, 0.303900)),
}
KINDS = ('normal', 'protan', 'deutan', 'tritan')
THRESHOLD = 15.0


def decode(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def encode(c):
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def rgb(h, alpha=1.0):
    return (((h >> 16) & 255) / 255, ((h >> 8) & 255) / 255, (h & 255) / 255, alpha)


def over(c, bg):
    """c (r, g, b, a) composited over the opaque bg, in sRGB as cairo does."""
    a = c[3]
    return tuple(c[i] * a + bg[i] * (1 - a) for i in range(3)) + (1.0,)


def mix(a, b, t):
    """qd_color_mix: a + (b - a) t on every component."""
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def simulate(c, kind):
    if kind == 'normal':
        return c[:3]
    lin = [decode(x) for x in c[:3]]
    m = MACHADO[kind]
    out = [min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3)]
    return tuple(encode(x) for x in out)


def lab(c):
    r, g, b = (decode(x) for x in c[:3])
    x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b

    def f(t):
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = f(x / 0.95047), f(y), f(z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def luminance(c):
    r, g, b = (decode(x) for x in c[:3])
    return 0.2126729 * r + 0.7151522 * g + 0.0721750 * b


def delta_e(p, q):
    return math.dist(lab(p), lab(q))


def hexs(c):
    return '#%02x%02x%02x' % tuple(round(x * 255) for x in c[:3])


def measure(colours):
    """{kind: (smallest Delta E, i, j)} and (smallest Delta L*, i, j)."""
    out = {}
    pairs = list(itertools.combinations(range(len(colours)), 2))
    for kind in KINDS:
        sims = [simulate(c, kind) for c in colours]
        out[kind] = min((delta_e(sims[i], sims[j]), i, j) for i, j in pairs)
    lum = [lab(c)[0] for c in colours]
    out['grey'] = min((abs(lum[i] - lum[j]), i, j) for i, j in pairs)
    return out


# --------------------------------------------------------------- palettes
# Each palette: the QdPalette fields (src/render/qd-palette.c) and the
# category tables of the renderers.  'green' is the war game's green
# (green 4 in light, success green in dark).

CURRENT = {
    'light': dict(
        background=rgb(0xffffff), foreground=rgb(0x000000, 0.8), muted=rgb(0x000000, 0.45),
        accent=rgb(0x3584e4), max_fill=rgb(0xcfe2fb), min_fill=rgb(0xffdcc0), leaf_fill=rgb(0xf0efed),
        good=rgb(0x26a269), bad=rgb(0xe01b24),
        regions=[0xe01b24, 0x33d17a, 0x3584e4, 0xf6d32d, 0x9141ac, 0xff7800, 0x2ec27e, 0x986a44],
        series=[0x1c71d8, 0xe66100, 0x26a269, 0x813d9c, 0xc01c28, 0x865e3c, 0x1a7f8e, 0xc88800],
        slots=[0x3584e4, 0x2ec27e, 0xff7800, 0x9141ac, 0xe01b24, 0x2190a4, 0xe5a50a, 0x986a44],
        war_blue=rgb(0x3584e4), war_green=rgb(0x2ec27e),
        war_blue_fill=None, war_green_fill=None,   # derived as the renderer does
    ),
    'dark': dict(
        background=rgb(0x1e1e1e), foreground=rgb(0xffffff), muted=rgb(0xffffff, 0.45),
        accent=rgb(0x78aeed), max_fill=rgb(0x1e4573), min_fill=rgb(0x6b3222), leaf_fill=rgb(0x3a3a3a),
        good=rgb(0x8ff0a4), bad=rgb(0xff7b63),
        regions=[0xf66151, 0x57e389, 0x62a0ea, 0xf8e45c, 0xc061cb, 0xffa348, 0x8ff0a4, 0xcdab8f],
        series=[0x62a0ea, 0xffa348, 0x57e389, 0xc061cb, 0xf66151, 0xcdab8f, 0x4fc3d6, 0xf6d32d],
        slots=[0x62a0ea, 0x57e389, 0xffa348, 0xc061cb, 0xf66151, 0x4fc3d6, 0xf6d32d, 0xcdab8f],
        war_blue=rgb(0x78aeed), war_green=rgb(0x8ff0a4),
        war_blue_fill=None, war_green_fill=None,
    ),
}

# Now.  One table of region colours serves both styles (a
# disc has an outline in the foreground colour; each colour keeps its name and
# gets its letter, black or white by luminance).  Plot series keep one table
# per style (lines must stand out from the background).  Changed drawing
# rules the figures assume: KCell's goal cells and Take-Stones' taken tiles
# in the opaque wash (goal_alpha, taken_alpha 1.0), the search tree's pruned
# nodes in `muted` itself (pruned_alpha 1.0), the war game's green squares in
# a palette wash of their own (war_green_fill).
REGIONS = [0xca0316, 0x30d37c, 0x6189f1, 0xffe944, 0x72248e, 0xff7800, 0x20a58c, 0x996b45]
PROPOSED = {
    'light': dict(CURRENT['light'],
                  max_fill=rgb(0x77aadb), min_fill=rgb(0xffbb88), leaf_fill=rgb(0xf0efed),
                  regions=REGIONS,
                  series=[0x1577e2, 0xe35e00, 0x20aa77, 0x7a3d9d, 0x9c0009, 0x8a5f3f, 0x007270, 0xbd8c49],
                  slots=[0x1577e2, 0xe35e00, 0x20aa77, 0x7a3d9d, 0x9c0009, 0x8a5f3f, 0x007270, 0xbd8c49],
                  war_blue=rgb(0x3584e4), war_green=rgb(0x2ec27e),
                  war_blue_fill=rgb(0x77aadb), war_green_fill=rgb(0x94dfa8),
                  goal_alpha=1.0, taken_alpha=1.0, pruned_alpha=1.0),
    'dark': dict(CURRENT['dark'],
                 max_fill=rgb(0x003662), min_fill=rgb(0x7b3f2e), leaf_fill=rgb(0x434147),
                 regions=REGIONS,
                 series=[0x6f9be5, 0xffa449, 0x6cf792, 0xb94cad, 0xef5a4b, 0xc4a487, 0x4fc3d6, 0xfad732],
                 slots=[0x6f9be5, 0xffa449, 0x6cf792, 0xb94cad, 0xef5a4b, 0xc4a487, 0x4fc3d6, 0xfad732],
                 war_blue=rgb(0x78aeed), war_green=rgb(0x8ff0a4),
                 war_blue_fill=rgb(0x003662), war_green_fill=rgb(0x456248),
                 goal_alpha=1.0, taken_alpha=1.0, pruned_alpha=1.0),
}
# --palette print: light, with lightness steps a greyscale print keeps
# (letters, patterns and dashes always drawn).
PROPOSED['print'] = dict(PROPOSED['light'],
                         foreground=rgb(0x000000), muted=rgb(0x000000, 0.55),
                         regions=[0xc0000c, 0x3ecf78, 0x6486eb, 0xffe944, 0x5d0778, 0xff7800, 0x159a86, 0x996b45])


def derive(p):
    """The colours as the renderers draw them (compositing and mixes)."""
    bg = p['background']
    d = dict(p)
    d['fg'] = over(p['foreground'], bg)
    d['muted_c'] = over(p['muted'], bg)
    # before: blue = accent / max_fill wash, green = mix (bg, green, 0.3)
    d['war_blue_fill'] = p['war_blue_fill'] or p['max_fill']
    d['war_green_fill'] = p['war_green_fill'] or mix(bg, p['war_green'], 0.3)
    # KCell stone outlines and goal cells
    d['kcell_stroke'] = p.get('kcell_stroke') or [mix(p['max_fill'], p['accent'], 0.85),
                                                  mix(p['min_fill'], p['bad'], 0.55)]
    ga = p.get('goal_alpha', 0.75)      # proposed: 1.0 (goal cells drawn in the opaque wash)
    d['kcell_goal'] = [p['leaf_fill'], over(p['max_fill'][:3] + (ga,), p['leaf_fill']),
                       over(p['min_fill'][:3] + (ga,), p['leaf_fill'])]
    # Take-Stones taken tiles: alpha 0.75 over the page before, opaque now
    ta = p.get('taken_alpha', 0.75)
    d['taken'] = [over(p['max_fill'][:3] + (ta,), bg), over(p['min_fill'][:3] + (ta,), bg)]
    return d


def sets(p):
    """(drawing, what, [(name, colour)]) for every set that carries meaning."""
    d = derive(p)
    reg = [rgb(h) for h in p['regions']]
    ser = [rgb(h) for h in p['series']]
    names = ['red', 'green', 'blue', 'yellow', 'purple', 'orange', 'teal', 'brown']
    out = [
        ('map', 'regions, 4 colours', list(zip(names, reg[:4]))),
        ('map', 'regions, 4 colours + uncoloured', list(zip(names, reg[:4])) + [('uncoloured', p['leaf_fill'])]),
        ('map', 'regions, 8 colours', list(zip(names, reg))),
        ('colour game', '5 colours (R G B Y P)', list(zip(names, reg[:5]))),
        ('colour game', '5 colours + uncoloured', list(zip(names, reg[:5])) + [('uncoloured', p['leaf_fill'])]),
        ('plot', '6 series', [('s%d' % i, c) for i, c in enumerate(ser[:6])]),
        ('plot', '8 series', [('s%d' % i, c) for i, c in enumerate(ser)]),
        ('war game', 'squares: blue, green, empty', [('blue', d['war_blue_fill']), ('green', d['war_green_fill']),
                                                   ('empty', p['leaf_fill'])]),
        ('war game', 'owner discs: blue, green', [('blue', p['war_blue']), ('green', p['war_green'])]),
        ('KCell', 'stones: P1, P2', [('P1', p['max_fill']), ('P2', p['min_fill'])]),
        ('KCell', 'stone outlines/letters: P1, P2', [('P1', d['kcell_stroke'][0]), ('P2', d['kcell_stroke'][1])]),
        ('KCell', 'cells: plain, P1 goal, P2 goal', list(zip(('plain', 'goal1', 'goal2'), d['kcell_goal']))),
        ('Take-Stones', 'tiles: P1, P2, untaken', [('P1', d['taken'][0]), ('P2', d['taken'][1]),
                                                 ('untaken', p['leaf_fill'])]),
        ('Take-Stones', 'tiles: untaken, legal', [('untaken', p['leaf_fill']), ('legal', p['background'])],
         'legal: 3 px accent rim, bold number'),
        ('Take-Stones', 'values: +, -, 0', [('good', p['good']), ('bad', p['bad']), ('zero', d['muted_c'])]),
        ('game tree', 'nodes: MAX, MIN, leaf', [('MAX', p['max_fill']), ('MIN', p['min_fill']), ('leaf', p['leaf_fill'])]),
        ('game tree', 'edges: best, prune mark, plain', [('best', p['good']), ('prune', p['bad']),
                                                       ('edge', over(p['foreground'][:3] + (p['foreground'][3] * 0.75,), p['background']))]),
        ('search tree', 'statuses', [('failure', p['bad']), ('solution', p['good']), ('inner/MAX', p['max_fill']),
                                     ('MIN', p['min_fill']), ('leaf', p['leaf_fill']),
                                     ('pruned', over(p['muted'][:3] + (p['muted'][3] * p.get('pruned_alpha', 0.5),),
                                                     p['background']))]),
        # (an inner node under OUTLINE_SHAPE is drawn in `accent`: the same status, smaller)
        ('fcmac', 'marks: wiped/pruned, solved, text', [('bad', p['bad']), ('good', p['good']), ('text', d['fg']),
                                                        ('muted', d['muted_c'])]),
        ('fcmac', 'row backgrounds', [('plain', p['background']), ('backtrack', p['leaf_fill']),
                                      ('highlight', over(p['accent'][:3] + (0.18,), p['background'])),
                                      ('wiped', over(p['bad'][:3] + (0.2,), p['background']))],
         'italic backtrack label, outlined wiped cell, accent row'),
        ('TSP', 'move rings: better, worse', [('better', p['good']), ('worse', p['bad'])]),
        ('TSP', 'tour, cities', [('tour', over(p['accent'][:3] + (0.85,), p['background'])), ('city', p['leaf_fill'])]),
        ('Battleship', 'counts: open, met, broken', [('open', d['fg']), ('met', p['good']), ('broken', p['bad'])]),
        ('Battleship', 'parts: given, deduced', [('given', d['fg']), ('deduced', p['accent'])]),
        ('word puzzle', '8 slot colours', [('s%d' % i, rgb(h)) for i, h in enumerate(p['slots'])]),
    ]
    return out


def report(title, palettes, detail=False):
    print('=' * 100)
    print(title)
    print('%-11s %-36s %-6s %7s %7s %7s %7s %7s  %s' % ('drawing', 'set', 'style', 'normal', 'protan', 'deutan',
                                                        'tritan', 'grey dL', 'worst pair'))
    worst_total = []
    for style, p in palettes.items():
        for entry in sets(p):
            drawing, what, items = entry[:3]
            backed = entry[3] if len(entry) > 3 else None
            m = measure([c for _, c in items])
            low = min(KINDS[1:], key=lambda k: m[k][0])
            _, i, j = m[low]
            flag = ''
            if m[low][0] < THRESHOLD or m['normal'][0] < THRESHOLD:
                flag = '  (tints; told by: %s)' % backed if backed else '  < 15'
            print('%-11s %-36s %-6s %7.1f %7.1f %7.1f %7.1f %7.1f  %s %s~%s%s' % (
                drawing, what, style, m['normal'][0], m['protan'][0], m['deutan'][0], m['tritan'][0], m['grey'][0],
                low, items[i][0], items[j][0], flag))
            if not backed:
                worst_total.append((min(m[k][0] for k in KINDS), style, drawing, what))
    failing = [w for w in worst_total if w[0] < THRESHOLD]
    print('sets under %.0f (no other channel): %d%s' % (THRESHOLD, len(failing),
          ''.join('\n  %.1f %s %s: %s' % w for w in failing)))
    return worst_total


def main():
    current_only = '--before' in sys.argv
    report('BEFORE: the palettes Quandary drew with before the colour-vision palettes', CURRENT)
    if current_only:
        return 0
    worst = report('NOW: src/render/qd-palette.c', PROPOSED)
    print()
    for style, p in PROPOSED.items():
        print('%-6s regions %s' % (style, ' '.join(hexs(rgb(h)) for h in p['regions'])))
        print('%-6s series  %s' % (style, ' '.join(hexs(rgb(h)) for h in p['series'])))
        print('%-6s washes  max %s  min %s  leaf %s  war blue %s  war green %s' % (
            style, hexs(p['max_fill']), hexs(p['min_fill']), hexs(p['leaf_fill']), hexs(p['war_blue_fill']),
            hexs(p['war_green_fill'])))
    print()
    print('letters on the region discs (contrast ratio, WCAG): black or white, whichever is higher')
    for style in ('light', 'print'):
        out = []
        for h in PROPOSED[style]['regions']:
            y = luminance(rgb(h))
            black, white = (y + 0.05) / 0.05, 1.05 / (y + 0.05)
            out.append('%s %s %.1f' % (hexs(rgb(h)), 'black' if black >= white else 'white', max(black, white)))
        print('%-6s %s' % (style, ', '.join(out)))
    return 0


if __name__ == '__main__':
    sys.exit(main())
