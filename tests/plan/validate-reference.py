#!/usr/bin/env python3
"""An independent plan validator for the PDDL tests: plain Python, written from
the semantics of PDDL (McDermott et al. 1998; Fox and Long 2003 for
:action-costs' `total-cost`), sharing no code with Quandary or with any planner.

Usage: validate-reference.py DOMAIN PROBLEM PLAN
Prints `valid cost C` and exits 0 when PLAN (the IPC format: one ground action
a line as `(name arg ...)`, `;` starts a comment) is applicable step by step
from the initial state and reaches the goal; otherwise prints
`invalid: step N (ACTION): REASON` (or `invalid: goal not reached`) and exits 1.
C is the sum of the actions' `(increase (total-cost) X)` when the domain has
action costs, else the number of actions.

What it reads: :strips, :typing (hierarchies, `either`), :negative-preconditions,
:equality, :disjunctive-preconditions, :existential-preconditions,
:universal-preconditions, :quantified-preconditions, :conditional-effects, :adl,
:action-costs (total-cost increased by a number or by a static function of
the action's arguments), constants.  Semantics: every condition, effect
condition and cost of a step is evaluated in the state before the step; the
deletes are applied first, then the adds (an atom both deleted and added
stays true); quantifiers range over the objects and constants of the type,
`object` being every object.  The plan's arguments must be declared objects
of the parameters' types.
"""

import re
import sys


class Invalid(Exception):
    pass


def tokens(text):
    text = re.sub(r';[^\n]*', '', text.lower())
    # a variable's `?` ends the name before it: zenotravel writes `(aircraft?a)`
    return re.findall(r'\(|\)|\??[^\s()?]+', text)


def parse(toks):
    stack = [[]]
    for t in toks:
        if t == '(':
            stack.append([])
        elif t == ')':
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(t)
    if len(stack) != 1:
        raise Invalid('unbalanced parentheses')
    return stack[0]


def typed_list(items):
    """[a, b, -, t, c] -> [(a, t), (b, t), (c, 'object')]; t may be ['either', ...]."""
    out, pending, i = [], [], 0
    while i < len(items):
        if items[i] == '-':
            t = items[i + 1]
            out += [(n, t) for n in pending]
            pending, i = [], i + 2
        else:
            pending.append(items[i])
            i += 1
    return out + [(n, 'object') for n in pending]


class Task:
    def __init__(self, domain, problem):
        self.parents, self.objects, self.actions = {}, {}, {}
        self.costs, self.init, self.numbers = False, set(), {}
        for sec in domain[0][2:]:
            key = sec[0]
            if key == ':requirements':
                self.costs = ':action-costs' in sec
            elif key == ':types':
                for name, parent in typed_list(sec[1:]):
                    self.parents.setdefault(name, []).append(parent)
            elif key == ':constants':
                for name, t in typed_list(sec[1:]):
                    self.objects.setdefault(name, []).append(t)
            elif key == ':action':
                act = dict(zip(sec[2::2], sec[3::2]))
                self.actions[sec[1]] = (typed_list(act.get(':parameters', [])),
                                        act.get(':precondition', ['and']), act.get(':effect', ['and']))
            elif key == ':functions':
                self.costs = True
            elif key in (':derived', ':durative-action'):
                raise Invalid('unsupported %s' % key)
        for sec in problem[0][2:]:
            key = sec[0]
            if key == ':objects':
                for name, t in typed_list(sec[1:]):
                    self.objects.setdefault(name, []).append(t)
            elif key == ':init':
                for fact in sec[1:]:
                    if fact[0] == '=':
                        self.numbers[tuple(fact[1])] = float(fact[2])
                    else:
                        self.init.add(tuple(fact))
            elif key == ':goal':
                self.goal = sec[1]

    def is_a(self, t, want):
        if isinstance(want, list):
            return any(self.is_a(t, w) for w in want[1:])
        seen, todo = set(), [t]
        while todo:
            x = todo.pop()
            if x == want or want == 'object':
                return True
            if x not in seen:
                seen.add(x)
                todo += self.parents.get(x, [])
        return False

    def of_type(self, obj, want):
        return obj in self.objects and any(self.is_a(t, want) for t in self.objects[obj])

    def members(self, want):
        return [o for o in sorted(self.objects) if self.of_type(o, want)]

    def holds(self, f, state, b):
        op = f[0] if f else 'and'
        if op == 'and':
            return all(self.holds(g, state, b) for g in f[1:])
        if op == 'or':
            return any(self.holds(g, state, b) for g in f[1:])
        if op == 'not':
            return not self.holds(f[1], state, b)
        if op == 'imply':
            return not self.holds(f[1], state, b) or self.holds(f[2], state, b)
        if op in ('exists', 'forall'):
            return self.quantified(op, f, state, b)
        args = tuple(b.get(a, a) for a in f[1:])
        if op == '=':
            return args[0] == args[1]
        return (op,) + args in state

    def quantified(self, op, f, state, b):
        test = any if op == 'exists' else all
        return test(self.holds(f[2], state, nb) for nb in self.bindings(typed_list(f[1]), b))

    def bindings(self, params, b):
        if not params:
            yield b
            return
        (name, t), rest = params[0], params[1:]
        for o in self.members(t):
            yield from self.bindings(rest, dict(b, **{name: o}))

    def effects(self, e, state, b, adds, dels):
        """Collects the ground adds, deletes and cost of effect e; returns the cost."""
        op = e[0] if e else 'and'
        if op == 'and':
            return sum(self.effects(g, state, b, adds, dels) for g in e[1:])
        if op == 'forall':
            return sum(self.effects(e[2], state, nb, adds, dels) for nb in self.bindings(typed_list(e[1]), b))
        if op == 'when':
            return self.effects(e[2], state, b, adds, dels) if self.holds(e[1], state, b) else 0
        if op == 'increase':
            if e[1] != ['total-cost']:
                raise Invalid('only (increase (total-cost) ...) is read')
            if isinstance(e[2], list):
                key = tuple([e[2][0]] + [b.get(a, a) for a in e[2][1:]])
                if key not in self.numbers:
                    raise Invalid('no value for %s' % ' '.join(key))
                return self.numbers[key]
            return float(e[2])
        if op == 'not':
            dels.add(tuple(b.get(a, a) for a in e[1]))
            return 0
        adds.add(tuple(b.get(a, a) for a in e))
        return 0

    def step(self, state, name, args):
        if name not in self.actions:
            raise Invalid('unknown action')
        params, pre, eff = self.actions[name]
        if len(params) != len(args):
            raise Invalid('%d arguments for %d parameters' % (len(args), len(params)))
        for (p, t), a in zip(params, args):
            if not self.of_type(a, t):
                raise Invalid('%s is not an object of type %s' % (a, t if isinstance(t, str) else ' '.join(t)))
        b = dict(zip([p for p, _ in params], args))
        if not self.holds(pre, state, b):
            raise Invalid('precondition false')
        adds, dels = set(), set()
        cost = self.effects(eff, state, b, adds, dels)
        return (state - dels) | adds, cost


def read(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        return parse(tokens(f.read()))


def validate(domain, problem, plan_path):
    task = Task(read(domain), read(problem))
    state, total, n = frozenset(task.init), 0.0, 0
    for step in read(plan_path):
        if not isinstance(step, list) or not step:
            continue
        n += 1
        try:
            state, cost = task.step(state, step[0], step[1:])
        except Invalid as e:
            raise Invalid('step %d (%s): %s' % (n, ' '.join(step), e))
        total += cost if task.costs else 1
    if not task.holds(task.goal, state, {}):
        raise Invalid('goal not reached')
    return int(total) if total == int(total) else total


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.split('\n\n')[1])
    try:
        print('valid cost %s' % validate(*sys.argv[1:]))
    except Invalid as e:
        print('invalid: %s' % e)
        sys.exit(1)


if __name__ == '__main__':
    main()
