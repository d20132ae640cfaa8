#!/usr/bin/env python3
"""Tests of `quandary-cli worksheet KIND` (TAP, issue 51): random exercises,
their answer key and their bundle.

For PER random exercises of each kind and difficulty (21 of each kind), the
bundle's answer must be what the
kind's command prints for the bundled instance, and the answer is also
recomputed here, independently: the game trees by a small alpha-beta
(AIMA figure 5.7, as data/FORMATS.md states its node table), the FC vs MAC
tables by forward checking and AC-3 on the bundled graph, the search
frontiers by a small A* on the bundled route map, and the sliding-tile
puzzles' traces by a small A* on the bundled 8-puzzle (each puzzle's fewest
moves, the difficulty's depth, by a breadth-first search).  The same seed gives the
same bundle, another seed another one; the PDFs have N/2 pages (rounded up)
and their text shows the exercises' numbers and the key's values; bad
arguments exit non-zero with a message naming what is wrong.

Usage: test-cli-worksheet.py CLI SRCDIR WORKDIR
"""

import fractions
import glob
import heapq
import math
import os
import re
import shutil
import subprocess
import sys

CLI, SRCDIR, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
os.makedirs(WORK, exist_ok=True)
ENV = dict(os.environ, LC_ALL='C.UTF-8', LANGUAGE='C')
# Exercises checked of each kind and difficulty: three difficulties make 21
# of each kind, over the 20 issue 51 asks for (QD_WORKSHEET_PER sets another
# count: the benchmark cli-worksheet checks 30 of each difficulty).
PER = int(os.environ.get("QD_WORKSHEET_PER", "7"))
results = []


def ok(cond, name, detail=''):
    results.append((bool(cond), name, detail))


def run(*args):
    p = subprocess.run([CLI] + [str(a) for a in args], capture_output=True, text=True, env=ENV, timeout=300)
    return p.returncode, p.stdout, p.stderr


def read(path):
    with open(path, encoding='utf-8') as f:
        return f.read()


def bundle(kind, seed, count=None, difficulty=None, name=None):
    count = PER if count is None else count
    folder = os.path.join(WORK, name or '%s-%s' % (kind, seed))
    shutil.rmtree(folder, ignore_errors=True)
    args = ['worksheet', kind, '--count', count, '--seed', seed, '--bundle', folder]
    if difficulty:
        args += ['--difficulty', difficulty]
    code, out, err = run(*args)
    ok(code == 0, '%s seed %s: the bundle is written' % (kind, seed), err)
    return folder


def tree_of(folder):
    return {os.path.basename(p): read(p) for p in sorted(glob.glob(os.path.join(folder, '*')))}


# --- game trees: an independent alpha-beta ---------------------------------

def parse_tree(text):
    """[value] for a leaf, [children] for an inner node (labels dropped)."""
    text = re.sub(r'#[^\n]*', '', text)
    tokens = re.findall(r'\[|\]|,|[A-Za-z_][\w\'-]*:|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?', text)
    pos = 0

    def node():
        nonlocal pos
        if tokens[pos].endswith(':'):
            pos += 1
        if tokens[pos] == '[':
            pos += 1
            children = [node()]
            while tokens[pos] == ',':
                pos += 1
                children.append(node())
            assert tokens[pos] == ']'
            pos += 1
            return ('inner', children)
        value = float(tokens[pos])
        pos += 1
        return ('leaf', value)

    return node()


def num(v):
    if v == math.inf:
        return 'inf'
    if v == -math.inf:
        return '-inf'
    return ('%d' % v) if v == int(v) else repr(v)


def alphabeta_table(root):
    """The node lines of data/FORMATS.md, `value`, `best` and `leaves`."""
    rows = {}
    leaves = [0]

    def visit(node, path, depth, alpha, beta):
        kind, data = node
        if kind == 'leaf':
            leaves[0] += 1
            rows[path] = ('leaf', data, alpha, beta)
            return data
        maximize = depth % 2 == 0
        v = -math.inf if maximize else math.inf
        for i, child in enumerate(data):
            cv = visit(child, '%s.%d' % (path, i), depth + 1, alpha, beta)
            if maximize:
                v = max(v, cv)
                if v >= beta:
                    break
                alpha = max(alpha, v)
            else:
                v = min(v, cv)
                if v <= alpha:
                    break
                beta = min(beta, v)
        rows[path] = ('max' if maximize else 'min', v, alpha, beta)
        return v

    value = visit(root, 'r', 0, -math.inf, math.inf)
    best = 0
    if root[0] == 'inner':
        values = [rows['r.%d' % i][1] for i in range(len(root[1]))]
        best = values.index(max(values)) if root[0] == 'inner' else 0
    lines = ['value %s' % num(value), 'best %d' % best, 'leaves %d' % leaves[0]]

    def walk(node, path):
        if path in rows:
            kind, v, a, b = rows[path]
            lines.append('%s %s %s %s %s visited' % (path, kind, num(v), num(a), num(b)))
        else:
            lines.append('%s %s - - - pruned' % (path, 'leaf' if node[0] == 'leaf' else
                                                   ('max' if path.count('.') % 2 == 0 else 'min')))
        if node[0] == 'inner':
            for i, child in enumerate(node[1]):
                walk(child, '%s.%d' % (path, i))

    walk(root, 'r')
    return '\n'.join(lines) + '\n'


def gametree_answers(kind, difficulty, reference, what):
    """A bundle of `kind`: each answer is what `gametree FILE` prints and
    what `reference` (the tree file's text to its table) works out; the
    answers."""
    folder = bundle(kind, 11, difficulty=difficulty, name=kind + '-' + difficulty)
    same_command = same_ref = 0
    answers = []
    for n in range(1, PER + 1):
        tree = os.path.join(folder, '%02d.tree' % n)
        answer = read(os.path.join(folder, '%02d.answer' % n))
        code, out, err = run('gametree', tree)
        same_command += code == 0 and out == answer
        ref = reference(read(tree))
        if ref != answer:
            ok(False, '%s %s %02d: independent %s' % (kind, difficulty, n, what), ref + '---\n' + answer)
        same_ref += ref == answer
        answers.append(answer)
    ok(same_command == PER, '%s %s: %d answers are what `gametree FILE` prints' % (kind, difficulty, PER))
    ok(same_ref == PER, '%s %s: %d answers equal an independent %s' % (kind, difficulty, PER, what))
    return answers


def check_gametree():
    for difficulty in ('easy', 'medium', 'hard'):
        answers = gametree_answers('gametree', difficulty, lambda text: alphabeta_table(parse_tree(text)), 'alpha-beta')
        pruned_any = sum(' pruned' in answer for answer in answers)
        if difficulty != 'easy':
            ok(pruned_any >= PER * 3 // 4, 'gametree %s: most exercises prune something (%d of %d)' % (difficulty, pruned_any, PER))
    depths = {d: max(len(l.split()[0].split('.')) - 1
                     for l in read(os.path.join(WORK, 'gametree-' + d, '01.answer')).splitlines()[3:])
              for d in ('easy', 'medium', 'hard')}
    ok(depths == {'easy': 2, 'medium': 3, 'hard': 4}, 'gametree: the difficulty sets the depth', str(depths))


def parse_chance_tree(text):
    """('leaf', value), ('inner', children) or ('chance', [(p, child)]), the
    probabilities as exact fractions (labels dropped)."""
    text = re.sub(r'#[^\n]*', '', text)
    tokens = re.findall(r'\?\[|\[|\]|,|[A-Za-z_][\w\'-]*:|\d+/\d+:|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?:?', text)
    pos = 0

    def node():
        nonlocal pos
        if re.match(r'[A-Za-z_]', tokens[pos]):
            pos += 1
        if tokens[pos] in ('[', '?['):
            chance = tokens[pos] == '?['
            pos += 1
            children = []
            while True:
                p = None
                if chance:
                    p = fractions.Fraction(tokens[pos][:-1])
                    pos += 1
                children.append((p, node()) if chance else node())
                if tokens[pos] != ',':
                    break
                pos += 1
            assert tokens[pos] == ']'
            pos += 1
            return ('chance' if chance else 'inner', children)
        value = fractions.Fraction(tokens[pos])
        pos += 1
        return ('leaf', value)

    return node()


def expectiminimax_table(root):
    """The node lines of data/FORMATS.md under expectiminimax, worked with
    exact fractions: decision levels alternate from MAX, chance levels do
    not count; numbers rounded to 4 decimals."""
    lines = []

    def fmt(v):
        r = fractions.Fraction(math.floor(v * 10000 + fractions.Fraction(1, 2)), 10000)
        return '%d' % r if r == int(r) else repr(float(r))

    def value(node, maximize):
        kind, data = node
        if kind == 'leaf':
            return data
        if kind == 'chance':
            return sum(p * value(c, maximize) for p, c in data)
        values = [value(c, not maximize) for c in data]
        return max(values) if maximize else min(values)

    def walk(node, path, maximize):
        kind, data = node
        name = 'leaf' if kind == 'leaf' else 'chance' if kind == 'chance' else 'max' if maximize else 'min'
        lines.append('%s %s %s -inf inf visited' % (path, name, fmt(value(node, maximize))))
        if kind == 'chance':
            for i, (p, c) in enumerate(data):
                walk(c, '%s.%d' % (path, i), maximize)
        elif kind == 'inner':
            for i, c in enumerate(data):
                walk(c, '%s.%d' % (path, i), not maximize)

    walk(root, 'r', True)
    best = 0
    if root[0] == 'inner':
        values = [value(c, False) for c in root[1]]
        best = values.index(max(values))
    leaves = sum(1 for l in lines if ' leaf ' in l)
    return '\n'.join(['value %s' % fmt(value(root, True)), 'best %d' % best, 'leaves %d' % leaves] + lines) + '\n'


def check_expectiminimax():
    for difficulty in ('easy', 'medium', 'hard'):
        answers = gametree_answers('expectiminimax', difficulty,
                                   lambda text: expectiminimax_table(parse_chance_tree(text)),
                                   'expectiminimax with fractions')
        with_chance = sum(' chance ' in answer for answer in answers)
        ok(with_chance == PER, 'expectiminimax %s: every exercise has chance nodes' % difficulty)


def expectiminimax_key_values(folder, n):
    """The key shows the values to two decimals."""
    answer = read(os.path.join(folder, '%02d.answer' % n)).splitlines()
    wanted = ['Exercise %d — answer' % n, 'Leaves evaluated']
    for line in answer[3:]:
        path, kind, value, alpha, beta, state = line.split()
        if kind != 'leaf':
            r = math.floor(float(value) * 100 + 0.5) / 100
            wanted.append('%d' % r if r == int(r) else repr(r))
    return wanted


# --- FC vs MAC: forward checking and AC-3, independently ---------------------

def parse_map(text):
    names, adj = [], {}
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        head, _, rest = line.partition(':')
        name = re.sub(r'\s*\(.*\)\s*$', '', head).strip()
        names.append(name)
        adj[name] = [n.strip() for n in rest.split(',') if n.strip()]
    for a in names:
        for b in adj[a]:
            if a not in adj[b]:
                adj[b].append(a)
    return names, adj


def fcmac_tables(names, adj, values=('r', 'g', 'b')):
    """The text of `fcmac GRAPH` (data/FORMATS.md): FC's table, MAC's."""
    index = {n: i for i, n in enumerate(names)}

    def neighbours(v):
        return sorted(adj[v], key=index.get)

    def fc(doms, var, assigned):
        for n in neighbours(var):
            if n in assigned:
                continue
            doms[n] = [x for x in doms[n] if x != doms[var][0]]
            if not doms[n]:
                return n
        return None

    def mac(doms, var, assigned):
        queue = [(n, var) for n in neighbours(var) if n not in assigned]
        while queue:
            xi, xj = queue.pop(0)
            kept = [x for x in doms[xi] if any(y != x for y in doms[xj])]
            if len(kept) != len(doms[xi]):
                doms[xi] = kept
                if not kept:
                    return xi
                queue += [(xk, xi) for xk in neighbours(xi) if xk != xj and xk not in assigned]
        return None

    def table(method):
        infer = fc if method == 'fc' else mac
        rows = [('', {n: list(values) for n in names})]
        counts = {'assign': 0, 'wipe': 0, 'back': 0}
        solution = {}

        def bt(i, doms, assigned):
            if i == len(names):
                solution.update({n: doms[n][0] for n in names})
                return True
            var = names[i]
            for value in list(doms[var]):
                new = {n: list(d) for n, d in doms.items()}
                new[var] = [value]
                wiped = infer(new, var, assigned | {var})
                rows.append(('%s=%s' % (var, value), new))
                counts['assign'] += 1
                if wiped is not None:
                    counts['wipe'] += 1
                    continue
                if bt(i + 1, new, assigned | {var}):
                    return True
                rows.append(('backtrack %s' % var, doms))
                counts['back'] += 1
            return False

        bt(0, rows[0][1], frozenset())
        title = 'fc: forward checking' if method == 'fc' else 'mac: maintaining arc consistency'
        out = ['# %s; order %s; values %s' % (title, ','.join(names), ','.join(values)),
               '\t' + '\t'.join('D_' + n for n in names)]
        for label, doms in rows:
            out.append(label + '\t' + '\t'.join(','.join(doms[n]) if doms[n] else '{}' for n in names))
        out.append('# solution ' + ' '.join('%s=%s' % (n, solution[n]) for n in names) if solution
                   else '# no solution')
        out.append('# %d assignments (%d wiped out), %d backtrack%s'
                   % (counts['assign'], counts['wipe'], counts['back'], '' if counts['back'] == 1 else 's'))
        return '\n'.join(out) + '\n'

    return table('fc') + '\n' + table('mac')


def check_fcmac():
    for difficulty in ('easy', 'medium', 'hard'):
        folder = bundle('fcmac', 11, difficulty=difficulty, name='fcmac-' + difficulty)
        same_command = same_ref = differ = 0
        for n in range(1, PER + 1):
            graph = os.path.join(folder, '%02d.map' % n)
            answer = read(os.path.join(folder, '%02d.answer' % n))
            code, out, err = run('fcmac', graph)
            same_command += code == 0 and out == answer
            names, adj = parse_map(read(graph))
            ref = fcmac_tables(names, adj)
            if ref != answer:
                ok(False, 'fcmac %s %02d: independent FC and AC-3' % (difficulty, n), ref + '---\n' + answer)
            same_ref += ref == answer
            fc, mac = answer.split('\n\n')
            differ += fc.splitlines()[2:] != mac.splitlines()[2:]
            ok(len(names) == {'easy': 4, 'medium': 5, 'hard': 6}[difficulty] or n > 1,
               'fcmac %s: the difficulty sets the regions' % difficulty)
        ok(same_command == PER, 'fcmac %s: %d answers are what `fcmac GRAPH` prints' % (difficulty, PER))
        ok(same_ref == PER, 'fcmac %s: %d answers equal an independent FC and AC-3' % (difficulty, PER))
        ok(differ >= PER // 2, 'fcmac %s: in most exercises FC and MAC differ (%d of %d)' % (difficulty, differ, PER))


def fcmac_key_values(folder, n):
    answer = read(os.path.join(folder, '%02d.answer' % n))
    wanted = ['Exercise %d — answer' % n, 'Forward checking', 'Maintaining arc consistency']
    for line in answer.splitlines():
        if line.startswith('# solution'):
            wanted.append(line[2:])
        elif line and not line.startswith('#') and '=' in line.split('\t')[0]:
            wanted.append(line.split('\t')[0])
    return wanted


# --- search: an independent A* on the route map ----------------------------

def parse_route(text):
    places, roads, h, start, goal = [], [], {}, None, None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        m = re.match(r'^(\S+) (--|->) (\S+): (\d+)$', line)
        if m:
            roads.append((m.group(1), m.group(3), int(m.group(4)), m.group(2) == '--'))
        elif line.startswith('start:'):
            start = line.split(':')[1].strip()
        elif line.startswith('goal:'):
            goal = line.split(':')[1].strip()
        elif line.startswith('h '):
            name, value = line[2:].split(':')
            h[name.strip()] = int(value)
        else:
            places.append(line.split(' (')[0])
    succ = {p: [] for p in places}
    for a, b, cost, two_way in roads:
        succ[a].append((b, cost))
        if two_way:
            succ[b].append((a, cost))
    return succ, h, start, goal


def astar_answer(succ, h, start, goal, frontiers=None):
    """What `search FILE --trace -` prints, by AIMA's best-first graph search;
    `frontiers` (a list) gets the frontier after each expansion, as the key
    writes it: "E 105, F 127", by f, then the smaller h, then the node added
    first."""
    trace = ['# astar: f = g + h']
    serial = 0
    frontier = [(h[start], h[start], 0, start, 0, None)]
    reached = {start: 0}
    parent = {}
    expanded = generated = 0
    while frontier:
        f, hh, _, node, g, par = heapq.heappop(frontier)
        if g > reached[node]:
            continue
        if node == goal:
            trace.append('goal %d %s g %d h %d f %d' % (expanded + 1, node, g, h[node], g + h[node]))
            path = [node]
            while path[-1] != start:
                path.append(parent[path[-1]])
            out = list(reversed(path)) + ['cost %d' % g, 'expanded %d' % expanded, 'generated %d' % generated]
            return '\n'.join(out + trace) + '\n'
        expanded += 1
        trace.append('expand %d %s g %d h %d f %d' % (expanded, node, g, h[node], g + h[node]))
        for child, cost in succ[node]:
            generated += 1
            g2 = g + cost
            fate = 'add' if child not in reached else 'better' if g2 < reached[child] else 'repeated'
            trace.append('  %s %s g %d h %d f %d' % (fate, child, g2, h[child], g2 + h[child]))
            if fate != 'repeated':
                reached[child] = g2
                parent[child] = node
                serial += 1
                heapq.heappush(frontier, (g2 + h[child], h[child], serial, child, g2, node))
        if frontiers is not None:
            live = sorted(entry for entry in frontier if entry[4] == reached[entry[3]])
            frontiers.append(', '.join('%s %d' % (entry[3], entry[0]) for entry in live))
    return None


def check_search():
    for difficulty in ('easy', 'medium', 'hard'):
        folder = bundle('search', 11, difficulty=difficulty, name='search-' + difficulty)
        same_command = same_ref = 0
        for n in range(1, PER + 1):
            route = os.path.join(folder, '%02d.route' % n)
            answer = read(os.path.join(folder, '%02d.answer' % n))
            code, out, err = run('search', route, '--trace', '-')
            same_command += code == 0 and out == answer
            succ, h, start, goal = parse_route(read(route))
            ref = astar_answer(succ, h, start, goal)
            if ref != answer:
                ok(False, 'search %s %02d: independent A*' % (difficulty, n), str(ref) + '---\n' + answer)
            same_ref += ref == answer
            expansions = int(re.search(r'^expanded (\d+)$', answer, re.M).group(1))
            if not 3 <= expansions <= 9 or len(succ) != {'easy': 5, 'medium': 6, 'hard': 8}[difficulty]:
                ok(False, 'search %s %02d: size' % (difficulty, n), '%d expansions, %d places' % (expansions, len(succ)))
        ok(same_command == PER, 'search %s: %d answers are what `search FILE --trace -` prints' % (difficulty, PER))
        ok(same_ref == PER, 'search %s: %d answers equal an independent A*' % (difficulty, PER))


def search_key_values(folder, n):
    """Each row of the key: the node, g, h, f from the answer, then the
    frontier after the expansion by the independent A* (the goal row has
    none)."""
    answer = read(os.path.join(folder, '%02d.answer' % n))
    frontiers = []
    astar_answer(*parse_route(read(os.path.join(folder, '%02d.route' % n))), frontiers=frontiers)
    wanted = ['Exercise %d — answer' % n]
    for line in answer.splitlines():
        m = re.match(r'^(expand \d+|goal \d+) (\S+) g (\d+) h (\d+) f (\d+)$', line)
        if m:
            row = '%s %s %s %s' % m.groups()[1:]
            if m.group(1).startswith('expand'):
                row += ' ' + frontiers[int(m.group(1).split()[1]) - 1]
            wanted.append(row)
    wanted.append('cost ' + re.search(r'^cost (\S+)$', answer, re.M).group(1))
    return wanted


# --- tiles: an independent BFS and A* on the 8-puzzle ------------------------

TILES_DEPTH = {'easy': 4, 'medium': 6, 'hard': 8}
# Exercises checked of each difficulty (the test's time is short).
TILES_PER = 8
MOVES = (('up', -3), ('down', 3), ('left', -1), ('right', 1))


def parse_tiles(text):
    rows = [line.split() for line in text.splitlines() if line.strip() and not line.startswith('#')
            and ':' not in line]
    return tuple(int(v) for row in rows[:3] for v in row)


def tile_moves(board):
    """The boards one blank move away, in the engine's order: up, down, left, right."""
    blank = board.index(0)
    for word, step in MOVES:
        to = blank + step
        if to < 0 or to > 8 or (abs(step) == 1 and to // 3 != blank // 3):
            continue
        b = list(board)
        b[blank], b[to] = b[to], 0
        yield word, tuple(b)


def manhattan(board):
    return sum(abs(i // 3 - v // 3) + abs(i % 3 - v % 3) for i, v in enumerate(board) if v != 0)


def board_text(board):
    return '/'.join(' '.join(str(v) for v in board[r * 3:r * 3 + 3]) for r in range(3))


GOAL = tuple(range(9))


def bfs_depth(start):
    depth, layer = {start: 0}, [start]
    while layer:
        nxt = []
        for b in layer:
            if b == GOAL:
                return depth[b]
            for _, c in tile_moves(b):
                if c not in depth:
                    depth[c] = depth[b] + 1
                    nxt.append(c)
        layer = nxt
    return None


def tiles_astar_answer(start, frontiers=None):
    """`search FILE --trace -` on a tiles file: A* graph search, frontier
    ordered by f, then the smaller h, then the node added first; a state
    reached again at a lower g is added again, its old node skipped
    (docs/contracts.md, data/FORMATS.md).  `frontiers` (a list) gets the
    frontier after each expansion as the key writes it, each board named
    by the blank's moves from the start: "UU 8, UR 10, R 10"."""
    trace = ['# astar: f = g + h', '# goal ' + board_text(GOAL)]
    nodes = [dict(board=start, g=0, h=manhattan(start), parent=None, move=None, dead=False)]
    reached = {start: 0}
    frontier = [(nodes[0]['h'], nodes[0]['h'], 0)]
    expanded = generated = 0
    line = lambda kind, n: '%s %s g %d h %d f %d' % (kind, board_text(n['board']), n['g'], n['h'], n['g'] + n['h'])
    while frontier:
        _, _, i = heapq.heappop(frontier)
        node = nodes[i]
        if node['dead']:
            continue
        if node['board'] == GOAL:
            trace.append(line('goal %d' % (expanded + 1), node))
            path = []
            while node['parent'] is not None:
                path.append(node['move'])
                node = nodes[node['parent']]
            out = list(reversed(path)) + ['cost %d' % len(path), 'expanded %d' % expanded,
                                          'generated %d' % generated]
            return '\n'.join(out + trace) + '\n'
        expanded += 1
        trace.append(line('expand %d' % expanded, node))
        for word, child in tile_moves(node['board']):
            generated += 1
            new = dict(board=child, g=node['g'] + 1, h=manhattan(child), parent=i, move=word, dead=False)
            if child in reached and new['g'] >= nodes[reached[child]]['g']:
                trace.append('  ' + line('repeated', new))
                continue
            fate = 'add'
            if child in reached:
                nodes[reached[child]]['dead'] = True
                fate = 'better'
            nodes.append(new)
            reached[child] = len(nodes) - 1
            heapq.heappush(frontier, (new['g'] + new['h'], new['h'], len(nodes) - 1))
            trace.append('  ' + line(fate, new))
        if frontiers is not None:
            frontiers.append(', '.join('%s %d' % (tiles_name(nodes, k), f)
                                       for f, _, k in sorted(frontier) if not nodes[k]['dead']))
    return None


def tiles_name(nodes, k):
    """A board of the key: the blank's moves from the start, U D L R."""
    letters = ''
    while nodes[k]['parent'] is not None:
        letters = nodes[k]['move'][0].upper() + letters
        k = nodes[k]['parent']
    return letters


def check_tiles():
    for difficulty in ('easy', 'medium', 'hard'):
        folder = bundle('tiles', 11, count=TILES_PER, difficulty=difficulty, name='tiles-' + difficulty)
        same_command = same_ref = right_depth = 0
        for n in range(1, TILES_PER + 1):
            path = os.path.join(folder, '%02d.tiles' % n)
            answer = read(os.path.join(folder, '%02d.answer' % n))
            code, out, err = run('search', path, '--trace', '-')
            same_command += code == 0 and out == answer
            start = parse_tiles(read(path))
            depth = bfs_depth(start)
            right_depth += depth == TILES_DEPTH[difficulty]
            ref = tiles_astar_answer(start)
            if ref != answer:
                ok(False, 'tiles %s %02d: independent A*' % (difficulty, n), str(ref) + '---\n' + answer)
            same_ref += ref == answer
            expansions = int(re.search(r'^expanded (\d+)$', answer, re.M).group(1))
            if not depth <= expansions <= 11:
                ok(False, 'tiles %s %02d: size' % (difficulty, n), '%d expansions, depth %s' % (expansions, depth))
        ok(right_depth == TILES_PER, 'tiles %s: %d puzzles %d moves from the goal at best (BFS)'
           % (difficulty, TILES_PER, TILES_DEPTH[difficulty]))
        ok(same_command == TILES_PER, 'tiles %s: %d answers are what `search FILE --trace -` prints'
           % (difficulty, TILES_PER))
        ok(same_ref == TILES_PER, 'tiles %s: %d answers equal an independent A*' % (difficulty, TILES_PER))


def tiles_key_values(folder, n):
    """The path, its cost and the frontier after each expansion, by the
    independent A*."""
    answer = read(os.path.join(folder, '%02d.answer' % n))
    letters = {'up': 'U', 'down': 'D', 'left': 'L', 'right': 'R'}
    path = ''.join(letters[w] for w in re.findall(r'^(up|down|left|right)$', answer, re.M))
    frontiers = []
    tiles_astar_answer(parse_tiles(read(os.path.join(folder, '%02d.tiles' % n))), frontiers)
    return (['Exercise %d — answer' % n, path, 'cost ' + re.search(r'^cost (\S+)$', answer, re.M).group(1)]
            + [f for f in frontiers if f])


# --- tsp: tour lengths, swap neighbours, the climb, the acceptance ----------

def parse_tsp(text):
    """(names, dist, start, (C, N, T)) of a worksheet's table."""
    acceptance = re.search(r'--acceptance (\S+),(\S+),(\S+) --minimise', text).groups()
    lines = [l for l in text.splitlines() if l.strip() and not l.startswith('#')]
    names = lines[0].split()
    dist = {}
    start = None
    for line in lines[1:]:
        if line.startswith('start:'):
            start = line.split(':')[1].split()
            continue
        row = line.split()
        for b, d in zip(names, row[1:]):
            dist[row[0], b] = float(d)
    return names, dist, start, tuple(float(v) for v in acceptance)


def tour_length(dist, tour):
    return sum(dist[tour[k], tour[(k + 1) % len(tour)]] for k in range(len(tour)))


def swap_neighbours(tour):
    for i in range(len(tour)):
        for j in range(i + 1, len(tour)):
            t = list(tour)
            t[i], t[j] = t[j], t[i]
            yield i, j, t


def check_tsp_one(tsp_path, answer, difficulty, n):
    names, dist, start, (c, nb, t) = parse_tsp(read(tsp_path))
    lines = answer.splitlines()
    name = 'tsp %s %02d' % (difficulty, n)
    bad = []
    if len(names) != {'easy': 5, 'medium': 6, 'hard': 7}[difficulty]:
        bad.append('%d cities' % len(names))
    length = tour_length(dist, start)
    neighbours = list(swap_neighbours(start))
    lengths = sorted(tour_length(dist, nt) for i, j, nt in neighbours)
    if c != length or nb not in lengths or nb <= c:
        bad.append('acceptance values %s %s: start %s' % (c, nb, length))
    p = math.exp(-(nb - c) / t)
    if not 0.1 <= p <= 0.9:
        bad.append('p %.3f out of 0.1..0.9' % p)
    want = 'current %s neighbour %s T %s delta %s p %.6f' % (num(c), num(nb), num(t), num(c - nb), p)
    if lines[0] != want:
        bad.append('acceptance line %r, wanted %r' % (lines[0], want))
    if lines[1] != 'neighbours %d' % (len(names) * (len(names) - 1) // 2):
        bad.append(lines[1])
    if lines[2] != 'step 0 start length %.2f tour %s' % (length, ' '.join(start)):
        bad.append(lines[2])
    best = [(i, j, nt) for i, j, nt in neighbours if tour_length(dist, nt) == lengths[0]]
    cycles = {frozenset(frozenset((nt[k], nt[(k + 1) % len(nt)])) for k in range(len(nt))) for _, _, nt in best}
    if not (lengths[0] < length and len(cycles) == 1):
        bad.append('the best neighbour is not one cycle, better: %s' % lengths[:2])
    wants = ['step 1 swap %s %s length %.2f%s tour %s' % (start[i], start[j], lengths[0],
                                                          ' ties %d' % len(best) if len(best) > 1 else '',
                                                          ' '.join(nt)) for i, j, nt in best]
    if lines[3] not in wants:
        bad.append('first move %r, wanted one of %r' % (lines[3], wants))
    final = lines[-2].split()[1:]
    final_length = tour_length(dist, final)
    if lines[-1] != 'length %.2f' % final_length or \
            any(tour_length(dist, nt) < final_length - 1e-9 for _, _, nt in swap_neighbours(final)):
        bad.append('the climb does not end at a local optimum: %s' % lines[-2:])
    if bad:
        ok(False, name + ': independent lengths, neighbours and climb', '\n'.join(bad) + '\n---\n' + answer)
    return not bad


def check_tsp():
    for difficulty in ('easy', 'medium', 'hard'):
        folder = bundle('tsp', 11, difficulty=difficulty, name='tsp-' + difficulty)
        same_command = same_ref = 0
        for n in range(1, PER + 1):
            path = os.path.join(folder, '%02d.tsp' % n)
            answer = read(os.path.join(folder, '%02d.answer' % n))
            c, nb, t = re.search(r'--acceptance (\S+) --minimise', read(path)).group(1).split(',')
            code, out, err = run('tsp', path, '--acceptance', '%s,%s,%s' % (c, nb, t), '--minimise')
            same_command += code == 0 and out == answer
            same_ref += check_tsp_one(path, answer, difficulty, n)
        ok(same_command == PER, 'tsp %s: %d answers are what `tsp FILE --acceptance C,N,T --minimise` prints'
           % (difficulty, PER))
        ok(same_ref == PER, 'tsp %s: %d answers equal an independent computation' % (difficulty, PER))


def tsp_key_values(folder, n):
    names, dist, start, (c, nb, t) = parse_tsp(read(os.path.join(folder, '%02d.tsp' % n)))
    successor = read(os.path.join(folder, '%02d.answer' % n)).splitlines()[3].split(' tour ')[1].split()
    wanted = ['Exercise %d — answer' % n, ' – '.join(successor), '= %.2f' % math.exp(-(nb - c) / t),
              num(tour_length(dist, start))]
    wanted += [num(tour_length(dist, nt)) for _, _, nt in swap_neighbours(start)]
    return wanted


# --- csp: AC-3 and forward checking, independently --------------------------

def parse_csp(text):
    names, top, constraints = None, None, []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        m = re.match(r'^var (.*) in 1\.\.(\d+)$', line)
        if m:
            names, top = [v.strip() for v in m.group(1).split(',')], int(m.group(2))
        else:
            scope = sorted(set(re.findall(r'\b[A-Z]\b', line)), key=names.index)
            constraints.append((scope, compile(line, 'csp', 'eval')))
    return names, list(range(1, top + 1)), constraints


def holds(code, values):
    return eval(code, {'abs': abs}, dict(values))


def ac3_domains(names, values, constraints):
    doms = {v: list(values) for v in names}
    arcs = [(x, y, code) for (a, b), code in constraints for x, y in ((a, b), (b, a))]
    queue = list(arcs)
    while queue:
        x, y, code = queue.pop(0)
        kept = [vx for vx in doms[x] if any(holds(code, {x: vx, y: vy}) for vy in doms[y])]
        if len(kept) != len(doms[x]):
            doms[x] = kept
            queue += [arc for arc in arcs if arc[1] == x and arc[0] != y]
    return doms


def first_solution(names, values, constraints):
    """Backtracking with forward checking in static orders finds the
    lexicographically first solution: the first of the product."""
    import itertools
    for combo in itertools.product(values, repeat=len(names)):
        assignment = dict(zip(names, combo))
        if all(holds(code, assignment) for _, code in constraints):
            return assignment
    return None


def check_csp():
    for difficulty in ('easy', 'medium', 'hard'):
        folder = bundle('csp', 11, difficulty=difficulty, name='csp-' + difficulty)
        same_command = same_ref = same_fc = 0
        for n in range(1, PER + 1):
            path = os.path.join(folder, '%02d.csp' % n)
            answer = read(os.path.join(folder, '%02d.answer' % n))
            code, out, err = run('csp', path, '--ac3')
            same_command += code == 0 and out == answer
            names, values, constraints = parse_csp(read(path))
            doms = ac3_domains(names, values, constraints)
            ref = ''.join('%s: {%s}\n' % (v, ', '.join(map(str, doms[v]))) for v in names)
            if ref != answer:
                ok(False, 'csp %s %02d: independent AC-3' % (difficulty, n), ref + '---\n' + answer)
            same_ref += ref == answer
            removed = sum(len(values) - len(d) for d in doms.values())
            open_domains = sum(len(d) >= 2 for d in doms.values())
            if len(names) != {'easy': 4, 'medium': 5, 'hard': 6}[difficulty] or removed < 2 or open_domains < 2:
                ok(False, 'csp %s %02d: size' % (difficulty, n), '%d variables, %d removed, %d open'
                   % (len(names), removed, open_domains))
            solution = first_solution(names, values, constraints)
            code, out, err = run('csp', path, '--algorithm', 'fc', '--var-order', 'static')
            want = ' '.join('%s=%d' % (v, solution[v]) for v in names) if solution else None
            same_fc += code == 0 and out.splitlines()[0] == want
        ok(same_command == PER, 'csp %s: %d answers are what `csp FILE --ac3` prints' % (difficulty, PER))
        ok(same_ref == PER, 'csp %s: %d answers equal an independent AC-3' % (difficulty, PER))
        ok(same_fc == PER, 'csp %s: forward checking in order finds the first solution, as computed here'
           % difficulty)


def csp_key_values(folder, n):
    path = os.path.join(folder, '%02d.csp' % n)
    names, values, constraints = parse_csp(read(path))
    wanted = ['Exercise %d — answer' % n]
    wanted += [line.split(': ', 1)[1] for line in read(os.path.join(folder, '%02d.answer' % n)).splitlines()]
    solution = first_solution(names, values, constraints)
    wanted.append(' '.join('%s %s' % (v, '') for v in []))
    return [w for w in wanted if w]


# --- common: seeds, PDFs, errors --------------------------------------------

def check_seeds(kind):
    a = tree_of(bundle(kind, 5, count=4, name=kind + '-seed-a'))
    b = tree_of(bundle(kind, 5, count=4, name=kind + '-seed-b'))
    c = tree_of(bundle(kind, 6, count=4, name=kind + '-seed-c'))
    ok(a == b and len(a) == 8, '%s: the same seed gives the same bundle' % kind)
    ok(a != c, '%s: another seed gives other exercises' % kind)
    # Exercise 2 of a seed is the same whatever the count.
    d = tree_of(bundle(kind, 5, count=2, name=kind + '-seed-d'))
    ok(all(d[k] == a[k] for k in d), '%s: an exercise does not depend on the count' % kind)


def pdf_pages(path):
    out = subprocess.run(['pdfinfo', path], capture_output=True, text=True).stdout
    m = re.search(r'^Pages:\s+(\d+)', out, re.M)
    return int(m.group(1)) if m else None


def pdf_text(path, mode='-layout'):
    return subprocess.run(['pdftotext', mode, path, '-'], capture_output=True, text=True).stdout


# The key's content is checked on a sheet of this many exercises (issue 51:
# 20 random game trees, FC vs MAC tables, search frontiers).
KEY_COUNT = 20


def check_pdfs(kind, key_values):
    """key_values(bundle folder, n) → strings the key must show for exercise n."""
    for count in (1, 5, KEY_COUNT):
        sheet = os.path.join(WORK, '%s-%d.pdf' % (kind, count))
        key = os.path.join(WORK, '%s-%d-key.pdf' % (kind, count))
        folder = os.path.join(WORK, '%s-%d-bundle' % (kind, count))
        shutil.rmtree(folder, ignore_errors=True)
        code, out, err = run('worksheet', kind, '--count', count, '--seed', 3, '--pdf', sheet,
                             '--answers', key, '--bundle', folder)
        ok(code == 0, '%s --count %d: written' % (kind, count), err)
        pages = (count + 1) // 2
        ok(pdf_pages(sheet) == pages and pdf_pages(key) == pages,
           '%s --count %d: %d pages of two exercises' % (kind, count, pages),
           '%s %s' % (pdf_pages(sheet), pdf_pages(key)))
        text, key_text = pdf_text(sheet), pdf_text(key)
        numbers = [int(n) for n in re.findall(r'Exercise (\d+)', text)]
        ok(numbers == list(range(1, count + 1)), '%s --count %d: the exercises are numbered' % (kind, count),
           str(numbers))
        ok('seed 3' in text and 'medium' in text, '%s: the header names the seed and the difficulty' % kind)
        if count == KEY_COUNT:
            # The layout's lines, and the drawing's order (-raw: a table's
            # row whole where the layout puts a map's label in it).
            pages_text = key_text.split('\f')
            raw_text = pdf_text(key, '-raw').split('\f')
            for n in range(1, count + 1):
                page = re.sub(r'\s+', ' ', pages_text[(n - 1) // 2])
                raw = re.sub(r'\s+', ' ', raw_text[(n - 1) // 2])
                wanted = key_values(folder, n)
                missing = [w for w in wanted if w not in page and w not in raw]
                ok(not missing, '%s key: exercise %d shows its answer\'s values' % (kind, n),
                   'missing %s' % missing)


KINDS = ('gametree', 'expectiminimax', 'fcmac', 'search', 'tiles', 'tsp', 'csp')
# The page's printable width: A4 less the 12 mm margins (render/qd-worksheet.c).
PAGE_WIDTH = 595.2756
MARGIN = 12.0 * 72 / 25.4


def words_outside(path):
    """The words of a PDF that cross the left or right margin (an exercise
    is clipped there: a long header or translation would be cut)."""
    html = subprocess.run(['pdftotext', '-bbox', path, '-'], capture_output=True, text=True).stdout
    return [w for x0, x1, w in re.findall(r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" '
                                          r'yMax="[\d.]+">([^<]*)</word>', html)
            if float(x0) < MARGIN - 0.5 or float(x1) > PAGE_WIDTH - MARGIN + 0.5]


def check_margins():
    """Every kind's sheet and key, in English and in French (the longer
    words), keep within the margins: the headers, tables and questions
    shrink to fit rather than run under the clip."""
    sys.path.insert(0, SRCDIR)
    import clitest   # the translated run's environment (a locale compiled by localedef if needed)
    french = clitest.LOCALE_ENV
    for kind in KINDS:
        for path in ('%s-%d.pdf' % (kind, KEY_COUNT), '%s-%d-key.pdf' % (kind, KEY_COUNT)):
            outside = words_outside(os.path.join(WORK, path))
            ok(not outside, '%s: every word within the margins' % path, str(outside[:5]))
        if french is None:
            continue
        sheet, key = os.path.join(WORK, '%s-fr.pdf' % kind), os.path.join(WORK, '%s-fr-key.pdf' % kind)
        p = subprocess.run([CLI, 'worksheet', kind, '--count', '4', '--seed', '3', '--difficulty', 'hard',
                            '--pdf', sheet, '--answers', key], capture_output=True, text=True, env=french)
        outside = words_outside(sheet) + words_outside(key) if p.returncode == 0 else [p.stderr]
        ok(not outside, '%s in French (%s): every word within the margins' % (kind, clitest.locale_note),
           str(outside[:5]))


def check_csp_network():
    """The networks of a csp sheet are drawn large enough to read: each
    variable's values (the bare digits of the sheet: the table writes its
    domains in braces) are set at least 7.5 pt high (their boxes 8.5 pt; they
    were about 6.5 pt when the network kept the layout's margins)."""
    sheet = os.path.join(WORK, 'csp-%d.pdf' % KEY_COUNT)
    html = subprocess.run(['pdftotext', '-bbox', sheet, '-'], capture_output=True, text=True).stdout
    heights = [float(y1) - float(y0) for y0, y1 in
               re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">\d</word>', html)]
    ok(len(heights) >= KEY_COUNT * 4 and min(heights) >= 8.5,
       'csp: the networks\' values are large enough to read',
       '%d digits, the smallest %.2f pt' % (len(heights), min(heights, default=0)))


def check_tsp_cities():
    """Each exercise of a medium tsp sheet draws its cities, under the
    title Cities."""
    text = pdf_text(os.path.join(WORK, 'tsp-%d.pdf' % KEY_COUNT))
    ok(len(re.findall(r'\bCities\b', text)) == KEY_COUNT, 'tsp: the cities are drawn on every exercise',
       '%d drawings' % len(re.findall(r'\bCities\b', text)))


def gametree_key_values(folder, n):
    answer = read(os.path.join(folder, '%02d.answer' % n)).splitlines()
    wanted = ['Exercise %d — answer' % n, 'Leaves evaluated']
    for line in answer[3:]:
        path, kind, value, alpha, beta, state = line.split()
        if kind != 'leaf' and state == 'visited':
            wanted.append(value.replace('inf', '∞'))
    return wanted


def check_errors():
    cases = [
        (['worksheet', 'nosuchkind', '--pdf', os.path.join(WORK, 'x.pdf')], 2, 'unknown worksheet kind'),
        (['worksheet', 'gametree', '--count', 0, '--pdf', os.path.join(WORK, 'x.pdf')], 2, '--count'),
        (['worksheet', 'gametree', '--count', 101, '--pdf', os.path.join(WORK, 'x.pdf')], 2, '--count'),
        (['worksheet', 'gametree', '--difficulty', 'extreme', '--pdf', os.path.join(WORK, 'x.pdf')], 2,
         'difficulty'),
        (['worksheet', 'gametree', '--seed', '-4', '--pdf', os.path.join(WORK, 'x.pdf')], 2, '--seed'),
        (['worksheet', 'gametree'], 2, '--pdf'),
        (['worksheet'], 2, 'KIND'),
        (['worksheet', 'gametree', '--pdf', '/nonexistent-folder/x.pdf'], 1, '/nonexistent-folder/x.pdf'),
        (['worksheet', 'gametree', '--pdf', os.path.join(WORK, 'same.pdf'), '--answers',
          os.path.join(WORK, 'same.pdf')], 2, 'same file'),
        (['worksheet', 'gametree', '--bundle', os.path.join(WORK, 'a-file')], 1, 'a-file'),
    ]
    with open(os.path.join(WORK, 'a-file'), 'w') as f:
        f.write('not a folder\n')
    for args, code_wanted, needle in cases:
        code, out, err = run(*args)
        ok(code == code_wanted and needle in err,
           'error: %s exits %d naming %s' % (' '.join(map(str, args[1:])), code_wanted, needle),
           'exit %d: %s' % (code, err))
    code, out, err = run('worksheet', '--help')
    ok(code == 0 and 'gametree' in out and 'search, tiles' in out, 'worksheet --help lists the kinds')


check_gametree()
check_seeds('gametree')
check_pdfs('gametree', gametree_key_values)
check_expectiminimax()
check_seeds('expectiminimax')
check_pdfs('expectiminimax', expectiminimax_key_values)
check_fcmac()
check_seeds('fcmac')
check_pdfs('fcmac', fcmac_key_values)
check_search()
check_seeds('search')
check_pdfs('search', search_key_values)
check_tiles()
check_seeds('tiles')
check_pdfs('tiles', tiles_key_values)
check_tsp()
check_seeds('tsp')
check_pdfs('tsp', tsp_key_values)
check_tsp_cities()
check_csp()
check_seeds('csp')
check_pdfs('csp', csp_key_values)
check_csp_network()
check_margins()
check_errors()

print('1..%d' % len(results))
for i, (good, name, detail) in enumerate(results, 1):
    print('%s %d - %s' % ('ok' if good else 'not ok', i, name))
    if not good and detail:
        for line in str(detail).splitlines()[:40]:
            print('# ' + line)
sys.exit(0 if all(r[0] for r in results) else 1)
