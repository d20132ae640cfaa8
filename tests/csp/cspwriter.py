"""Writes constraint problems in both of Quandary's formats, for the tests
of `quandary-cli csp` (tests/csp/): Quandary's own `.csp` and XCSP3-core.

Independent of the program: plain text from the problem's definition."""


def queens_own(n, style='forall'):
    """N-Queens in the own format; style 'forall' (one loop) or 'pairs'
    (every pair written out, alldifferent for the rows)."""
    out = ['# N-Queens, N = %d' % n, 'var q[1..%d] in 1..%d' % (n, n)]
    if style == 'forall':
        out.append('forall i in 1..%d, j in i + 1..%d:' % (n, n))
        out.append('  q[i] != q[j] and abs(q[i] - q[j]) != j - i')
    else:
        out.append('alldifferent(q)')
        for i in range(1, n + 1):
            for j in range(i + 1, n + 1):
                out.append('abs(q[%d] - q[%d]) != %d' % (i, j, j - i))
    return '\n'.join(out) + '\n'


def queens_xcsp(n):
    """N-Queens in XCSP3: an array, allDifferent on the rows, and a group of
    intensions for the diagonals."""
    out = ['<instance format="XCSP3" type="CSP">', '  <variables>',
           '    <array id="q" size="[%d]"> 0..%d </array>' % (n, n - 1), '  </variables>',
           '  <constraints>', '    <allDifferent> q[] </allDifferent>', '    <group>',
           '      <intension> ne(dist(%0,%1),%2) </intension>']
    for i in range(n):
        for j in range(i + 1, n):
            out.append('      <args> q[%d] q[%d] %d </args>' % (i, j, j - i))
    out += ['    </group>', '  </constraints>', '</instance>']
    return '\n'.join(out) + '\n'


SEND = 'S E N D M O R Y'.split()


def send_more_money_xcsp():
    # 1000S + 100E + 10N + D + 1000M + 100O + 10R + E - (10000M + 1000O + 100N + 10E + Y) = 0
    terms = [('S', 1000), ('E', 100), ('N', 10), ('D', 1), ('M', 1000), ('O', 100), ('R', 10), ('E', 1),
             ('M', -10000), ('O', -1000), ('N', -100), ('E', -10), ('Y', -1)]
    out = ['<instance format="XCSP3" type="CSP">', '  <variables>']
    out += ['    <var id="%s"> 0..9 </var>' % v for v in SEND]
    out += ['  </variables>', '  <constraints>',
            '    <allDifferent> %s </allDifferent>' % ' '.join(SEND),
            '    <intension> ne(S,0) </intension>',
            '    <extension> <list> M </list> <supports> 1..9 </supports> </extension>',
            '    <sum>', '      <list> %s </list>' % ' '.join(t[0] for t in terms),
            '      <coeffs> %s </coeffs>' % ' '.join(str(t[1]) for t in terms),
            '      <condition> (eq,0) </condition>', '    </sum>', '  </constraints>', '</instance>']
    return '\n'.join(out) + '\n'


def pigeonhole_xcsp(pigeons, holes):
    return ('<instance format="XCSP3" type="CSP">\n  <variables>\n'
            '    <array id="p" size="[%d]"> 1..%d </array>\n  </variables>\n'
            '  <constraints>\n    <allDifferent> p[] </allDifferent>\n  </constraints>\n</instance>\n'
            % (pigeons, holes))


if __name__ == '__main__':
    import sys
    what = sys.argv[1]
    if what == 'queens-xcsp':
        sys.stdout.write(queens_xcsp(int(sys.argv[2])))
    elif what == 'queens-own':
        sys.stdout.write(queens_own(int(sys.argv[2])))
    elif what == 'smm-xcsp':
        sys.stdout.write(send_more_money_xcsp())
    elif what == 'pigeonhole-xcsp':
        sys.stdout.write(pigeonhole_xcsp(int(sys.argv[2]), int(sys.argv[3])))
