/* test-colorgame.c — the adversarial map-colouring game (statement 001):
 * the input format, the rules, the trace, the arc-consistency filter.
 *
 * The course cases live in tests/colorgame/data (SOURCES.md there); the small
 * games below were worked out by hand, see the comments at each case. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "problems/colorgame/qd-colorgame-trace.h"
#include "formats.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (colorgame)

/* Australia, the statement's example. */
static const char australia[] =
  "R, G, B\nWA: R-1, SA: G-2\n3\nR: 10, G: 5, B: 0\nR: 0, G: 2, B: 8\n"
  "SA: WA, NT, Q, NSW, V\nNT: WA, SA, Q \nNSW: Q, V, SA \nWA: SA, NT\nQ: NT, SA, NSW\nV: SA, NSW\n";

/* A path A - B - C with A red (player 1): B can only be G, then C only R. */
static const char path[] = "R, G\nA: R-1\n2\nR: 1, G: 5\nR: 7, G: 0\nA: B\nB: A, C\nC: B\n";

static QdColorgame *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdColorgame *game = qd_colorgame_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static char *
read_case (const char *name)
{
  g_autofree char *path_name = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path_name, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static gint
node (const QdColorgame *game, const char *name)
{
  gint i = qd_map_find (game->map, name);

  g_assert_cmpint (i, >=, 0);
  return i;
}

static void
test_parse (void)
{
  g_autoptr(QdColorgame) game = parse_ok (australia);
  const QdColorgameAssign *last;
  gint sa = node (game, "SA"), wa = node (game, "WA"), nt = node (game, "NT");

  g_assert_cmpuint (game->map->n_regions, ==, 6);
  g_assert_cmpuint (game->colors->len, ==, 3);
  g_assert_cmpstr (game->colors->pdata[2], ==, "B");
  g_assert_cmpuint (game->depth, ==, 3);
  g_assert_cmpint (game->weights[0][0], ==, 10);
  g_assert_cmpint (game->weights[1][2], ==, 8);
  g_assert_cmpuint (game->initial->len, ==, 2);
  last = &g_array_index (game->initial, QdColorgameAssign, 1);
  g_assert_cmpint (last->node, ==, sa);
  g_assert_cmpuint (last->color, ==, 1);
  g_assert_cmpuint (last->player, ==, 2);
  /* 9 borders, symmetric whatever the lines say. */
  g_assert_cmpuint (game->map->n_edges, ==, 9);
  g_assert_true (qd_map_adjacent (game->map, wa, nt));
  g_assert_true (qd_map_adjacent (game->map, nt, wa));
  g_assert_cmpuint (qd_colorgame_next_player (game), ==, 1);
  /* Every node has a drawing position inside the unit square. */
  for (guint r = 0; r < game->map->n_regions; r++)
    {
      g_assert_cmpfloat (game->map->x[r], >=, 0.0);
      g_assert_cmpfloat (game->map->x[r], <=, 1.0);
    }
}

static void
test_round_trip (void)
{
  g_autoptr(QdColorgame) game = parse_ok (australia);
  g_autofree char *text = qd_colorgame_to_string (game);
  g_autoptr(QdColorgame) again = parse_ok (text);
  g_autofree char *text2 = qd_colorgame_to_string (again);
  g_autofree char *trace1 = qd_colorgame_trace (game);
  g_autofree char *trace2 = qd_colorgame_trace (again);
  g_autoptr(QdColorgame) copy = qd_colorgame_copy (game);
  g_autofree char *text3 = qd_colorgame_to_string (copy);

  g_assert_true (g_str_has_prefix (text, "R, G, B\nWA: R-1, SA: G-2\n3\nR: 10, G: 5, B: 0\nR: 0, G: 2, B: 8\n"));
  /* Node lines in the file's order; each neighbour list in that order too
   * (SA, NT, NSW, WA, Q, V), every edge on both of its nodes' lines. */
  g_assert_true (g_str_has_suffix (text, "\nSA: NT, NSW, WA, Q, V\nNT: SA, WA, Q\nNSW: SA, Q, V\n"
                                   "WA: SA, NT\nQ: SA, NT, NSW\nV: SA, NSW\n"));
  g_assert_cmpstr (text, ==, text2);
  g_assert_cmpstr (text, ==, text3);
  g_assert_cmpstr (trace1, ==, trace2);
}

static void
assert_error (const char *text, QdColorgameError code, const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdColorgame) game = qd_colorgame_parse (text, -1, &error);

  g_assert_null (game);
  g_assert_error (error, QD_COLORGAME_ERROR, (gint) code);
  if (strstr (error->message, expected) == NULL)
    g_error ("got \"%s\", expected \"%s\"", error->message, expected);
}

static void
test_parse_errors (void)
{
  assert_error ("", QD_COLORGAME_ERROR_SYNTAX, "line 1: the file ends before the colours");
  assert_error ("R, R\n", QD_COLORGAME_ERROR_NAME, "line 1: the colour R is listed twice");
  assert_error ("R, G2\n", QD_COLORGAME_ERROR_NAME, "line 1: “G2” is not a colour");
  assert_error ("R, G\n\n", QD_COLORGAME_ERROR_SYNTAX, "line 2: the first five lines");
  assert_error ("R, G\nA R-1\n", QD_COLORGAME_ERROR_SYNTAX, "line 2: “A R-1” should be NODE: COLOUR-PLAYER");
  assert_error ("R, G\nA: R-1, A: G-2\n", QD_COLORGAME_ERROR_NAME, "line 2: A is coloured twice");
  assert_error ("R, G\nA: R-1\nthree\n", QD_COLORGAME_ERROR_RANGE, "line 3: the depth must be a whole number");
  assert_error ("R, G\nA: R-1\n1\nR: 1, G: x\n", QD_COLORGAME_ERROR_RANGE, "line 4: the weight of G");
  assert_error ("R, G\nA: R-1\n1\nR: 1, G: 1, R: 2\n", QD_COLORGAME_ERROR_NAME, "line 4: the weight of R is given twice");
  assert_error ("R, G\nA: R-1\n1\nR: 1, G: 1\nR: 1\n", QD_COLORGAME_ERROR_SYNTAX, "line 5: player 2's weight of G is missing");
  assert_error ("R, G\nA: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA: A\n", QD_COLORGAME_ERROR_NAME, "line 6: A cannot be its own neighbour");
  assert_error ("R, G\nA: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\nA B\n", QD_COLORGAME_ERROR_SYNTAX, "line 6: a node line");
  assert_error ("R, G\nA: R-1, B: R-2\n1\nR: 1, G: 1\nR: 1, G: 1\nA: B\n", QD_COLORGAME_ERROR_RULE,
                "line 2: A and B are neighbours and both coloured R");
  assert_error ("R\0G", QD_COLORGAME_ERROR_SYNTAX, "line 1");
  {
    g_autoptr(GError) error = NULL;
    g_assert_null (qd_colorgame_parse ("R\0G\n", 4, &error));
    g_assert_error (error, QD_COLORGAME_ERROR, QD_COLORGAME_ERROR_ENCODING);
  }
  {
    g_autofree char *t6 = read_case ("t6.txt");
    assert_error (t6, QD_COLORGAME_ERROR_RULE, "line 2: A0T5V and EI0RC are neighbours and both coloured A");
  }
}

static void
test_too_many_nodes (void)
{
  GString *text = g_string_new ("R, G\nN0: R-1\n1\nR: 1, G: 1\nR: 1, G: 1\n");
  g_autofree char *s = NULL;

  for (guint i = 0; i <= QD_COLORGAME_MAX_NODES; i++)
    g_string_append_printf (text, "N%u: N%u\n", i, i + 1);
  s = g_string_free (text, FALSE);
  assert_error (s, QD_COLORGAME_ERROR_RANGE, "at most 256 nodes");
}

static char *
moves_text (const QdColorgame *game, gboolean arc_consistency, const QdColorgameState *state)
{
  QdColorgameRules rules;
  g_autofree QdMove *moves = g_new (QdMove, game->map->n_regions * game->colors->len);
  GString *out = g_string_new (NULL);
  guint n;

  qd_colorgame_rules_init (&rules, game, arc_consistency);
  n = qd_colorgame_moves (&rules, state, moves);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s %s", i ? ", " : "",
                            (char *) game->map->names->pdata[QD_COLORGAME_MOVE_NODE (moves[i])],
                            (char *) game->colors->pdata[QD_COLORGAME_MOVE_COLOR (moves[i])]);
  return g_string_free (out, FALSE);
}

static void
test_moves_and_apply (void)
{
  g_autoptr(QdColorgame) game = parse_ok (australia);
  g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
  g_autofree char *moves = moves_text (game, FALSE, root);
  QdColorgameRules rules;
  QdGame g;
  g_autofree QdColorgameState *child = NULL;

  /* Neighbours of WA (R) and SA (G), colours unlike theirs, in ASCII order:
   * NSW < NT < Q < V and B < R (the statement's trace visits them so). */
  g_assert_cmpstr (moves, ==, "NSW B, NSW R, NT B, Q B, Q R, V B, V R");
  g_assert_cmpint (root->score, ==, 10 - 2);
  g_assert_cmpint (root->node, ==, node (game, "SA"));

  qd_colorgame_rules_init (&rules, game, FALSE);
  qd_colorgame_as_game (&rules, &g);
  child = g_malloc (g.state_size);
  g_assert_false (g.terminal (&g, root));
  /* Player 1 colours NSW blue: weight 0, and it is now player 2's turn. */
  g.apply (&g, root, QD_COLORGAME_MOVE (node (game, "NSW"), 2), child);
  g_assert_cmpfloat (g.evaluate (&g, child), ==, 8);
  g_assert_cmpint (g.to_move (&g, child), ==, QD_PLAYER_MIN);
  {
    g_autofree char *after = moves_text (game, FALSE, child);

    /* NT touches WA (R) and SA (G): only B; Q touches SA and NSW (B): R; V: R. */
    g_assert_cmpstr (after, ==, "NT B, Q R, V R");
  }
}

static void
test_terminal (void)
{
  g_autoptr(QdColorgame) game = parse_ok ("R, G\nA: R-1, B: G-2\n2\nR: 1, G: 2\nR: 3, G: 4\nA: B\nC: B, A\n");
  g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
  QdColorgameRules rules;
  QdGame g;

  /* C touches a red and a green node: no colour is left for it. */
  qd_colorgame_rules_init (&rules, game, FALSE);
  qd_colorgame_as_game (&rules, &g);
  g_assert_true (g.terminal (&g, root));
  g_assert_cmpint (root->score, ==, 1 - 4);
}

static void
test_course_traces (void)
{
  for (guint i = 0; i <= 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("t%u.txt", i);
      g_autofree char *out_name = g_strdup_printf ("output_t%u.txt", i);
      g_autofree char *input = read_case (name);
      g_autofree char *expected = read_case (out_name);
      g_autoptr(QdColorgame) game = parse_ok (input);
      g_autofree char *trace = qd_colorgame_trace (game);

      g_assert_cmpstr (trace, ==, expected);
    }
}

static void
test_hand_trace (void)
{
  g_autoptr(QdColorgame) game = parse_ok (path);
  g_autofree char *trace = qd_colorgame_trace (game);

  /* Root 1 (A R by player 1); B G by player 1: +5 = 6; C R by player 2:
   * -7 = -1.  MIN lowers beta to -1, MAX raises alpha to -1. */
  g_assert_cmpstr (trace, ==,
                   "A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf\nC, R, 2, -1, -inf, inf\n"
                   "B, G, 1, -1, -inf, -1\nA, R, 0, -1, -1, inf\nB, G, -1");
}

static void
test_player2_to_move (void)
{
  g_autoptr(QdColorgame) game = parse_ok (path);
  QdColorgameSearchOptions options;
  g_autoptr(GString) trace = g_string_new (NULL);
  g_autoptr(QdColorgameAnalysis) a = NULL;

  /* Player 2 moves first: B G is worth 0 to it (score stays 1), then player
   * 1 colours C red (+1): 2.  The root is MIN. */
  qd_colorgame_search_options_init (&options, game);
  options.to_move = QD_PLAYER_MIN;
  options.trace = trace;
  a = qd_colorgame_search (game, &options);
  g_assert_cmpfloat (a->result.value, ==, 2);
  g_assert_true (g_str_has_prefix (trace->str, "A, R, 0, inf, -inf, inf\n"));
  g_assert_true (g_str_has_suffix (trace->str, "\nB, G, 2"));

  /* The recorded tree: the MIN root worth 2, its one move B G, then C R. */
  {
    g_autoptr(QdColorgameAnalysis) b = NULL;
    g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
    g_autoptr(GString) label = g_string_new (NULL);

    options.tree = tree;
    g_string_truncate (trace, 0);
    b = qd_colorgame_search (game, &options);
    g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, 3);
    g_assert_true (qd_search_tree_flags (tree, 0) & QD_SEARCH_NODE_MIN);
    g_assert_cmpfloat (qd_search_tree_node (tree, 0)->u.game.value, ==, 2);
    qd_search_tree_label (tree, 1, label);
    g_assert_true (g_str_has_prefix (label->str, "B G "));
    g_assert_cmpfloat (qd_search_tree_node (tree, 2)->u.game.value, ==, 2);
  }
}

/* Exhaustive alpha-beta and minimax agree on the root's value. */
static void
test_alphabeta_equals_minimax (void)
{
  const char *cases[] = { "t5.txt", "t1.txt", "t3.txt" };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *input = read_case (cases[i]);
      g_autoptr(QdColorgame) game = parse_ok (input);
      g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
      QdColorgameRules rules;
      QdGameSearchOptions options;
      QdGameSearchResult ab, mm;
      QdGame g;

      qd_colorgame_rules_init (&rules, game, FALSE);
      qd_colorgame_as_game (&rules, &g);
      qd_game_search_options_init (&options);
      options.depth = game->depth;
      qd_game_search (&g, root, &options, &ab);
      options.algorithm = QD_GAME_SEARCH_MINIMAX;
      qd_game_search (&g, root, &options, &mm);
      g_assert_cmpfloat (ab.value, ==, mm.value);
      g_assert_cmpuint (ab.best_move, ==, mm.best_move);
      g_assert_cmpuint (ab.nodes, <, mm.nodes);
    }
}

/* X touches A (R); Y and Z touch each other, W (G) and X.  X B leaves Y and
 * Z only R each, and arc consistency then empties Z: that move is not
 * offered.  Every other move leaves each region a colour. */
static const char ac_game[] =
  "R, G, B\nA: R-1, W: G-2\n2\nR: 1, G: 1, B: 1\nR: 1, G: 1, B: 1\n"
  "A: X\nW: Y, Z\nX: A, Y, Z\nY: W, X, Z\nZ: W, X, Y\n";

static void
test_arc_consistency (void)
{
  g_autoptr(QdColorgame) game = parse_ok (ac_game);
  g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
  g_autofree char *plain = moves_text (game, FALSE, root);
  g_autofree char *filtered = moves_text (game, TRUE, root);

  g_assert_cmpstr (plain, ==, "X B, X G, Y B, Y R, Z B, Z R");
  g_assert_cmpstr (filtered, ==, "X G, Y B, Y R, Z B, Z R");
}

static void
test_arc_consistency_never_empties (void)
{
  /* B and C touch each other and A (R) with two colours: every move leaves
   * the other without a colour; the game still offers both. */
  g_autoptr(QdColorgame) game = parse_ok ("R, G\nA: R-1\n2\nR: 1, G: 1\nR: 1, G: 1\nA: B, C\nB: C\n");
  g_autofree QdColorgameState *root = qd_colorgame_root (game, QD_PLAYER_MAX);
  g_autofree char *filtered = moves_text (game, TRUE, root);

  g_assert_cmpstr (filtered, ==, "B G, C G");
}

static void
test_tree (void)
{
  g_autoptr(QdColorgame) game = parse_ok (australia);
  QdColorgameSearchOptions options;
  g_autoptr(GString) trace = g_string_new (NULL);
  g_autoptr(QdColorgameAnalysis) a = NULL;
  g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);
  g_autoptr(GString) label = g_string_new (NULL);
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  guint lines_first_seen = 0, children = 0;
  g_auto(GStrv) lines = NULL;

  qd_colorgame_search_options_init (&options, game);
  options.trace = trace;
  options.tree = tree;
  a = qd_colorgame_search (game, &options);

  /* Every node searched shows up in the trace first as a line that does
   * not follow a line one level deeper (that would be an update after a
   * child returned); counting those counts the tree's nodes (the first
   * line is the root, the colour the file gave), pruned moves aside. */
  lines = g_strsplit (trace->str, "\n", -1);
  for (guint i = 0, previous = G_MAXUINT; lines[i + 1] != NULL; i++)
    {
      g_auto(GStrv) f = g_strsplit (lines[i], ", ", -1);
      guint depth = (guint) atoi (f[2]);

      lines_first_seen += previous != depth + 1;
      previous = depth;
    }
  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree) - counts[QD_SEARCH_NODE_PRUNED], ==, lines_first_seen);

  /* The root (after SA G) has 7 moves, the first NSW B; the first leaf is
   * Q R at depth 3, worth 10 like the root. */
  g_assert_cmpfloat (qd_search_tree_node (tree, 0)->u.game.value, ==, 10);
  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (tree, c))
    children++;
  g_assert_cmpuint (children, ==, 7);
  qd_search_tree_label (tree, 1, label);
  g_assert_true (g_str_has_prefix (label->str, "NSW B "));
  g_string_truncate (label, 0);
  qd_search_tree_label (tree, 3, label);
  g_assert_true (g_str_has_prefix (label->str, "Q R value 10 "));
  g_assert_cmpuint (qd_search_tree_node (tree, 3)->depth, ==, 3);
}

/* What the write function of the search received. */
typedef struct {
  GString *text;
  guint calls;
  guint fail_at;         /* the call that fails (0: none) */
} Written;

static gboolean
write_to (gpointer data, const char *text, gsize length)
{
  Written *w = data;

  w->calls++;
  if (w->fail_at != 0 && w->calls >= w->fail_at)
    return FALSE;
  g_assert_cmpuint (length, >, 0);
  g_string_append_len (w->text, text, (gssize) length);
  return TRUE;
}

/* The course's t0 with a depth of a million: a search of no practical end. */
static QdColorgame *
deep_game (void)
{
  g_autofree char *input = read_case ("t0.txt");
  QdColorgame *game = parse_ok (input);

  game->depth = QD_COLORGAME_MAX_DEPTH;
  return game;
}

/* A streamed trace is the same bytes as a kept one, in pieces; the search's
 * own buffer never holds more than a piece. */
static void
test_streamed_trace (void)
{
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *name = g_strdup_printf ("t%u.txt", i);
      g_autofree char *input = read_case (name);
      g_autoptr(QdColorgame) game = parse_ok (input);
      g_autofree char *kept = qd_colorgame_trace (game);
      g_autoptr(GString) text = g_string_new (NULL);
      Written w = { text, 0, 0 };
      QdColorgameSearchOptions options;
      g_autoptr(QdColorgameAnalysis) a = NULL;

      qd_colorgame_search_options_init (&options, game);
      options.write = write_to;
      options.write_data = &w;
      a = qd_colorgame_search (game, &options);
      g_assert_cmpint (a->end, ==, QD_COLORGAME_SEARCH_DONE);
      g_assert_cmpstr (text->str, ==, kept);
    }
}

/* The node limit is exact, the trace stops at the last node entered (no
 * best-move line), and a stream of it is the same as a kept one. */
static void
test_node_limit (void)
{
  g_autoptr(QdColorgame) game = deep_game ();
  g_autoptr(QdColorgame) small = parse_ok (path);
  g_autoptr(GString) kept = g_string_new (NULL);
  g_autoptr(GString) streamed = g_string_new (NULL);
  g_autoptr(GString) trace = g_string_new (NULL);
  Written w = { streamed, 0, 0 };
  QdColorgameSearchOptions options;
  g_autoptr(QdColorgameAnalysis) a = NULL;
  g_autoptr(QdColorgameAnalysis) b = NULL;
  g_autoptr(QdColorgameAnalysis) c = NULL;
  g_autoptr(QdColorgameAnalysis) d = NULL;

  qd_colorgame_search_options_init (&options, game);
  options.max_nodes = 50000;
  options.trace = kept;
  a = qd_colorgame_search (game, &options);
  g_assert_cmpint (a->end, ==, QD_COLORGAME_SEARCH_NODE_LIMIT);
  g_assert_cmpint (a->result.status, ==, QD_GAME_SEARCH_STOPPED);
  g_assert_cmpuint (a->result.nodes, ==, 50000);
  {
    guint64 newlines = 0;

    for (gsize i = 0; i < kept->len; i++)
      newlines += kept->str[i] == '\n';
    g_assert_cmpuint (a->lines, ==, newlines + 1);
  }

  options.trace = NULL;
  options.write = write_to;
  options.write_data = &w;
  b = qd_colorgame_search (game, &options);
  g_assert_cmpint (b->end, ==, QD_COLORGAME_SEARCH_NODE_LIMIT);
  g_assert_cmpuint (w.calls, >, 1);
  g_assert_true (g_string_equal (streamed, kept));
  g_assert_false (g_str_has_suffix (kept->str, "\n"));

  /* The three nodes of the path: two stop before C; three are the whole tree. */
  qd_colorgame_search_options_init (&options, small);
  options.trace = trace;
  options.max_nodes = 2;
  c = qd_colorgame_search (small, &options);
  g_assert_cmpint (c->end, ==, QD_COLORGAME_SEARCH_NODE_LIMIT);
  g_assert_cmpstr (trace->str, ==, "A, R, 0, -inf, -inf, inf\nB, G, 1, inf, -inf, inf");
  g_string_truncate (trace, 0);
  options.max_nodes = 3;
  d = qd_colorgame_search (small, &options);
  g_assert_cmpint (d->end, ==, QD_COLORGAME_SEARCH_DONE);
  g_assert_true (g_str_has_suffix (trace->str, "\nB, G, -1"));
}

/* A failed write stops the search at once; so does the stop flag. */
static void
test_stream_failure_and_stop (void)
{
  g_autoptr(QdColorgame) game = deep_game ();
  g_autoptr(GString) text = g_string_new (NULL);
  Written w = { text, 0, 2 };
  QdColorgameSearchOptions options;
  g_autoptr(QdColorgameAnalysis) a = NULL;
  g_autoptr(QdColorgameAnalysis) b = NULL;
  gint stop = 1;

  qd_colorgame_search_options_init (&options, game);
  options.write = write_to;
  options.write_data = &w;
  a = qd_colorgame_search (game, &options);
  g_assert_cmpint (a->end, ==, QD_COLORGAME_SEARCH_WRITE_FAILED);
  g_assert_cmpint (a->result.status, ==, QD_GAME_SEARCH_STOPPED);
  g_assert_cmpuint (w.calls, ==, 2);
  g_assert_cmpuint (text->len, >=, QD_COLORGAME_WRITE_CHUNK);
  g_assert_cmpuint (text->len, <, 2 * QD_COLORGAME_WRITE_CHUNK);

  options.stop = &stop;
  options.write = NULL;
  options.trace = text;
  b = qd_colorgame_search (game, &options);
  g_assert_cmpint (b->end, ==, QD_COLORGAME_SEARCH_STOPPED);
  g_assert_cmpuint (b->result.nodes, <=, 1);
}

/* Maps the map-colouring generator makes, as colouring games (nodes named
 * 1, 2, …): written, they read back the same. */
static void
test_generated_round_trip (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(QdMap) map = qd_mapcolor_generate (1 + seed * 7, seed, seed % 2 ? QD_MAPCOLOR_GEN_SEGMENTS
                                                                             : QD_MAPCOLOR_GEN_DELAUNAY,
                                                   NULL, NULL, NULL);
      g_autoptr(QdColorgame) game = NULL;

      g_assert_nonnull (map);
      game = qd_colorgame_new (qd_map_copy (map), NULL);
      qd_test_check_model (qd_colorgame_problem.format, game, "a colouring game on a generated map");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/colorgame/parse", test_parse);
  g_test_add_func ("/colorgame/round-trip", test_round_trip);
  g_test_add_func ("/colorgame/parse-errors", test_parse_errors);
  g_test_add_func ("/colorgame/too-many-nodes", test_too_many_nodes);
  g_test_add_func ("/colorgame/moves-and-apply", test_moves_and_apply);
  g_test_add_func ("/colorgame/terminal", test_terminal);
  g_test_add_func ("/colorgame/course-traces", test_course_traces);
  g_test_add_func ("/colorgame/hand-trace", test_hand_trace);
  g_test_add_func ("/colorgame/player2-to-move", test_player2_to_move);
  g_test_add_func ("/colorgame/alphabeta-equals-minimax", test_alphabeta_equals_minimax);
  g_test_add_func ("/colorgame/arc-consistency", test_arc_consistency);
  g_test_add_func ("/colorgame/arc-consistency-never-empties", test_arc_consistency_never_empties);
  g_test_add_func ("/colorgame/tree", test_tree);
  g_test_add_func ("/colorgame/streamed-trace", test_streamed_trace);
  g_test_add_func ("/colorgame/node-limit", test_node_limit);
  g_test_add_func ("/colorgame/stream-failure-and-stop", test_stream_failure_and_stop);
  g_test_add_func ("/colorgame/generated-round-trip", test_generated_round_trip);
  return g_test_run ();
}
