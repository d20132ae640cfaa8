#!/usr/bin/env python3
"""Writes a rulesheet whose one term is nested 100,000 deep, for the GDL tests.

Usage: deep-term.py OUTPUT [DEPTH]

The file is a valid one-player game but for line 9, the start state's fact
(init (count (s (s (s ... (s 0) ...))))) with DEPTH nested s (100,000 by
default): a reader must refuse it with an error naming line 9 (the depth of
terms is one of the reasoner's named limits), quickly and without running out
of stack.  The file is made when the test runs rather than kept in the tree.
"""

import sys

DEEP_LINE = 9

HEADER = """\
; A one-player counter whose start state holds a term nested too deep.
; Made by tests/gdl/deep-term.py: line 9 is wrong (the term's depth).
; Roles: counter.  Moves: tick.  Goals: 100 once the count has grown, 0 before.

(role counter)

(<= (legal counter tick) (true (count ?n)))

"""

FOOTER = """\
(<= (next (count (s ?n))) (true (count ?n)))
(<= (next grown) (true (count ?n)))
(<= terminal (true grown))
(<= (goal counter 100) (true grown))
(<= (goal counter 0) (not (true grown)))
"""


def main(argv):
    if len(argv) not in (2, 3) or (len(argv) == 3 and not argv[2].isdigit()):
        sys.exit(__doc__.split('\n\n')[1])
    depth = int(argv[2]) if len(argv) == 3 else 100000
    assert HEADER.count('\n') == DEEP_LINE - 1
    with open(argv[1], 'w', encoding='ascii') as out:
        out.write(HEADER)
        out.write('(init (count ' + '(s ' * depth + '0' + ')' * depth + '))\n')
        out.write(FOOTER)


if __name__ == '__main__':
    main(sys.argv)
