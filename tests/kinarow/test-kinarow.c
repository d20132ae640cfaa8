/* test-kinarow.c — k in a row: rules, notation, saved games, agents.
 *
 * Positions are written as move strings and worked by hand.  The counts of
 * the game trees come from published figures and from an independent model
 * of the rules, tests/kinarow/ref_kinarow.py (run it to print them):
 * tic-tac-toe has 255,168 complete games and 549,946 nodes in its game tree
 * (1 + 9 + 72 + 504 + 3,024 + 15,120 + 54,720 + 148,176 + 200,448 + 127,872,
 * ply by ply); Connect Four has 7^d move sequences for d <= 6 (no column
 * fills and nobody can win before the seventh ply) and 7, 49, 238, 1,120,
 * 4,263 distinct positions after 1 to 5 plies (OEIS A212693). */
#include <stdlib.h>
#include <string.h>

#include "problems/kinarow/qd-kinarow-agent.h"

static QdKinarowRules rules;

static void
use (const char *name)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_kinarow_rules_parse (&rules, name, &error));
  g_assert_no_error (error);
}

/* The position after `moves` (which must all be legal). */
static QdKinarowPosition
after (const char *moves)
{
  QdKinarowPosition pos;
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_kinarow_position_parse (&rules, moves, &pos, NULL, &error));
  g_assert_no_error (error);
  return pos;
}

/* The winning line as cell names, "a1 b1 c1", or "" when nobody has won. */
static char *
line_of (const QdKinarowPosition *pos)
{
  guint16 cells[QD_KINAROW_MAX_LINE];
  guint n = qd_kinarow_winning_line (&rules, pos, cells);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%c%u", i > 0 ? " " : "", 'a' + cells[i] % rules.width, cells[i] / rules.width + 1);
  return g_string_free (out, FALSE);
}

static void
assert_win (const char *game, const char *moves, QdKinarowOutcome outcome, const char *line)
{
  QdKinarowPosition pos;
  g_autofree char *cells = NULL;

  use (game);
  pos = after (moves);
  g_assert_cmpint (qd_kinarow_outcome (&pos), ==, outcome);
  cells = line_of (&pos);
  g_assert_cmpstr (cells, ==, line);
}

static void
test_rules_limits (void)
{
  const char *bad[] = { "0,3,3", "20,3,3", "3,20,3", "3,3,1", "3,3,4", "2,5,6", "3,3", "3,3,3,gravity,x",
                        "3,3,3,float", "chess", "", "-3,3,3", "3,3,3x" };
  static const guint pons_order[] = { 3, 2, 4, 1, 5, 0, 6 };
  QdKinarowRules r;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_kinarow_rules_parse (&r, bad[i], &error));
      g_assert_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_RULES);
    }
  g_assert_true (qd_kinarow_rules_parse (&r, "19,19,19", NULL));
  g_assert_true (qd_kinarow_rules_parse (&r, "1,5,5,gravity", NULL));
  g_assert_true (qd_kinarow_rules_parse (&r, "connect4", NULL));
  g_assert_true (r.gravity && r.width == 7 && r.height == 6 && r.k == 4);
  /* Pons' column order: the centre, then outwards, left first. */
  g_assert_cmpuint (r.n_order, ==, 7);
  for (guint i = 0; i < 7; i++)
    g_assert_cmpuint (r.order[i], ==, pons_order[i]);
  g_assert_true (qd_kinarow_rules_parse (&r, "gomoku", NULL));
  g_assert_true (!r.gravity && r.width == 15 && r.k == 5);
  {
    g_autofree char *name = qd_kinarow_rules_name (&r);
    g_autofree char *other = NULL;

    g_assert_cmpstr (name, ==, "gomoku");
    g_assert_true (qd_kinarow_rules_parse (&r, "7,6,4", NULL));
    other = qd_kinarow_rules_name (&r);
    g_assert_cmpstr (other, ==, "7,6,4");
  }
}

/* A line in each direction, at the board's edges and corners. */
static void
test_win_directions (void)
{
  assert_win ("4,4,3", "a1 a4 b1 b4 c1", QD_KINAROW_P1_WINS, "a1 b1 c1");          /* bottom edge */
  assert_win ("4,4,3", "d2 a1 d3 a2 d4", QD_KINAROW_P1_WINS, "d2 d3 d4");          /* right edge, up */
  assert_win ("4,4,3", "b2 a1 c3 a2 d4", QD_KINAROW_P1_WINS, "b2 c3 d4");          /* diagonal to the corner */
  assert_win ("4,4,3", "a4 d1 b3 d2 c2", QD_KINAROW_P1_WINS, "a4 b3 c2");          /* anti-diagonal from a corner */
  assert_win ("4,4,3", "a1 b4 a2 c4 b1 d4", QD_KINAROW_P2_WINS, "b4 c4 d4");       /* top edge, player 2 */
  assert_win ("4,4,3", "d1 a4 c2 a3 b3", QD_KINAROW_P1_WINS, "b3 c2 d1");          /* anti-diagonal, made in the middle */
  /* An overline wins: five in a row when four are needed, line in full. */
  assert_win ("6,2,4", "a1 a2 b1 b2 d1 e2 e1 f2 c1", QD_KINAROW_P1_WINS, "a1 b1 c1 d1 e1");
  /* Cells that follow each other in index order across a row's end are no line. */
  assert_win ("4,4,3", "d1 a4 a2 b4 b2", QD_KINAROW_ONGOING, "");
  assert_win ("4,4,3", "d1 a4 a2 b3 c3", QD_KINAROW_ONGOING, "");
  /* A full board without a line. */
  assert_win ("tictactoe", "a1 b2 c3 b1 b3 a3 c1 c2 a2", QD_KINAROW_DRAW, "");
}

static void
test_gravity (void)
{
  QdKinarowPosition pos;
  guint16 moves[QD_KINAROW_MAX_CELLS];
  g_autoptr(GError) error = NULL;

  use ("connect4");
  pos = after ("4453");
  g_assert_cmpint (qd_kinarow_at (&pos, qd_kinarow_cell (&rules, 3, 0)), ==, 0);   /* d1: X */
  g_assert_cmpint (qd_kinarow_at (&pos, qd_kinarow_cell (&rules, 3, 1)), ==, 1);   /* d2: O */
  g_assert_cmpint (qd_kinarow_at (&pos, qd_kinarow_cell (&rules, 4, 0)), ==, 0);   /* e1: X */
  g_assert_cmpint (qd_kinarow_at (&pos, qd_kinarow_cell (&rules, 2, 0)), ==, 1);   /* c1: O */
  g_assert_cmpint (qd_kinarow_drop_cell (&rules, &pos, 3), ==, (gint) qd_kinarow_cell (&rules, 3, 2));
  g_assert_cmpuint (qd_kinarow_moves (&rules, &pos, moves), ==, 7);
  g_assert_cmpuint (moves[0], ==, qd_kinarow_cell (&rules, 3, 2));                 /* column 4 first */
  /* Six stones fill a column; the seventh is refused. */
  g_assert_false (qd_kinarow_position_parse (&rules, "1111111", &pos, NULL, &error));
  g_assert_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "move 7 (1): column 1 is full");
  pos = after ("111111");
  g_assert_cmpuint (qd_kinarow_moves (&rules, &pos, moves), ==, 6);
  g_assert_false (qd_kinarow_is_legal (&rules, &pos, qd_kinarow_cell (&rules, 0, 5)));
  /* A stone can only go on top of its column. */
  g_assert_false (qd_kinarow_is_legal (&rules, &pos, qd_kinarow_cell (&rules, 1, 1)));
  assert_win ("connect4", "1212121", QD_KINAROW_P1_WINS, "a1 a2 a3 a4");
  /* X a1 b2 c3 and O's d1 d2 d3 under d4: the diagonal closes with the eleventh stone. */
  assert_win ("connect4", "1223343474", QD_KINAROW_ONGOING, "");
  assert_win ("connect4", "12233434744", QD_KINAROW_P1_WINS, "a1 b2 c3 d4");
}

static guint64
perft (const QdKinarowPosition *pos, guint depth, guint64 *games, guint64 *nodes)
{
  guint16 moves[QD_KINAROW_MAX_CELLS];
  guint n = qd_kinarow_moves (&rules, pos, moves);
  guint64 total = 0;

  (*nodes)++;
  if (n == 0)
    (*games)++;
  if (depth == 0 || n == 0)
    return depth == 0 ? 1 : 0;
  for (guint i = 0; i < n; i++)
    {
      QdKinarowPosition child;

      qd_kinarow_apply (&rules, pos, moves[i], &child);
      total += perft (&child, depth - 1, games, nodes);
    }
  return total;
}

static void
test_perft (void)
{
  QdKinarowPosition start;
  guint64 games = 0, nodes = 0;
  const guint64 c4[] = { 7, 49, 343, 2401, 16807 };

  use ("tictactoe");
  qd_kinarow_start (&rules, &start);
  perft (&start, 9, &games, &nodes);
  g_assert_cmpuint (games, ==, 255168);
  g_assert_cmpuint (nodes, ==, 549946);
  use ("connect4");
  qd_kinarow_start (&rules, &start);
  for (guint d = 1; d <= 5; d++)
    g_assert_cmpuint (perft (&start, d, &games, &nodes), ==, c4[d - 1]);
}

/* Distinct positions (by their bytes, and by the Zobrist key) after each
 * ply from the start of `game`, `plies` of them into `counts`; returns the
 * positions reached in all, the start included. */
static guint
distinct_positions (const char *game, guint plies, guint *counts)
{
  g_autoptr(GHashTable) layer = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  QdKinarowPosition start;
  guint total = 1;

  use (game);
  qd_kinarow_start (&rules, &start);
  g_hash_table_add (layer, g_bytes_new (&start, sizeof start));
  for (guint ply = 0; ply < plies; ply++)
    {
      GHashTable *next = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
      g_autoptr(GHashTable) keys = g_hash_table_new (g_int64_hash, g_int64_equal);
      g_autoptr(GPtrArray) key_store = g_ptr_array_new_with_free_func (g_free);
      GHashTableIter iter;
      gpointer item;

      g_hash_table_iter_init (&iter, layer);
      while (g_hash_table_iter_next (&iter, &item, NULL))
        {
          const QdKinarowPosition *pos = g_bytes_get_data (item, NULL);
          guint16 moves[QD_KINAROW_MAX_CELLS];
          guint n = qd_kinarow_moves (&rules, pos, moves);

          for (guint i = 0; i < n; i++)
            {
              QdKinarowPosition child;

              qd_kinarow_apply (&rules, pos, moves[i], &child);
              /* The last move is not part of a position: clear it to compare. */
              child.last_move = 0;
              g_hash_table_add (next, g_bytes_new (&child, sizeof child));
              if (!g_hash_table_contains (keys, &child.key))
                {
                  guint64 *key = g_memdup2 (&child.key, sizeof child.key);

                  g_ptr_array_add (key_store, key);
                  g_hash_table_add (keys, key);
                }
            }
        }
      counts[ply] = g_hash_table_size (next);
      g_assert_cmpuint (g_hash_table_size (keys), ==, counts[ply]);
      total += counts[ply];
      g_hash_table_unref (layer);
      layer = next;
    }
  return total;
}

static void
test_distinct_positions (void)
{
  const guint c4[] = { 7, 49, 238, 1120, 4263 };
  /* Tic-tac-toe's positions by ply (a won game stops): 1, 9, 72, 252, 756,
   * 1260, 1520, 1140, 390, 78; AIMA (4th ed., section 5.1) gives their
   * total: "only 5,478 distinct states". */
  const guint ttt[] = { 9, 72, 252, 756, 1260, 1520, 1140, 390, 78 };
  guint counts[9];

  distinct_positions ("connect4", G_N_ELEMENTS (c4), counts);
  for (guint i = 0; i < G_N_ELEMENTS (c4); i++)
    g_assert_cmpuint (counts[i], ==, c4[i]);
  g_assert_cmpuint (distinct_positions ("tictactoe", 9, counts), ==, 5478);
  for (guint i = 0; i < G_N_ELEMENTS (ttt); i++)
    g_assert_cmpuint (counts[i], ==, ttt[i]);
}

static void
test_notation (void)
{
  QdKinarowPosition pos;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *joined = NULL;
  guint move;

  use ("gomoku");
  g_assert_true (qd_kinarow_position_parse (&rules, "h8 H9,j10k11  a15", &pos, moves, NULL));
  g_assert_cmpuint (moves->len, ==, 5);
  text = qd_kinarow_moves_to_string (&rules, (guint16 *) (gpointer) moves->data, moves->len);
  g_assert_cmpstr (text, ==, "h8 h9 j10 k11 a15");
  g_assert_false (qd_kinarow_move_parse (&rules, &pos, "h8", &move, &error));
  g_assert_cmpstr (error->message, ==, "h8 is taken");
  g_clear_error (&error);
  g_assert_false (qd_kinarow_move_parse (&rules, &pos, "p1", &move, &error));
  g_assert_cmpstr (error->message, ==, "“p1” is not a cell (columns a to o, rows 1 to 15)");
  g_clear_error (&error);
  g_assert_false (qd_kinarow_position_parse (&rules, "h8 a16", &pos, NULL, &error));
  g_assert_cmpstr (error->message, ==, "move 2 (a16): “a16” is not a cell (columns a to o, rows 1 to 15)");
  g_clear_error (&error);
  g_assert_false (qd_kinarow_position_parse (&rules, "h8 ?", &pos, NULL, &error));
  g_clear_error (&error);
  g_assert_false (qd_kinarow_position_parse (&rules, "h8 zz9", &pos, NULL, &error));
  g_assert_cmpstr (error->message, ==, "move 2 (zz9): “zz9” is not a cell (columns a to o, rows 1 to 15)");
  g_clear_error (&error);
  use ("connect4");
  g_array_set_size (moves, 0);
  g_assert_true (qd_kinarow_position_parse (&rules, "4 4 5 3", &pos, moves, NULL));
  joined = qd_kinarow_moves_to_string (&rules, (guint16 *) (gpointer) moves->data, moves->len);
  g_assert_cmpstr (joined, ==, "4453");
  g_assert_false (qd_kinarow_position_parse (&rules, "48", &pos, NULL, &error));
  g_assert_cmpstr (error->message, ==, "move 2 (8): “8” is not a column (they are numbered 1 to 7)");
  g_clear_error (&error);
  g_assert_false (qd_kinarow_position_parse (&rules, "1212121 3", &pos, NULL, &error));
  g_assert_cmpstr (error->message, ==, "move 8 (3): the game is already over");
  g_clear_error (&error);
  /* More than nine columns: numbers apart. */
  use ("12,4,4,gravity");
  g_array_set_size (moves, 0);
  g_assert_true (qd_kinarow_position_parse (&rules, "10 12 1", &pos, moves, NULL));
  g_clear_pointer (&text, g_free);
  text = qd_kinarow_moves_to_string (&rules, (guint16 *) (gpointer) moves->data, moves->len);
  g_assert_cmpstr (text, ==, "10 12 1");
}

static void
test_saved_game (void)
{
  const char *text = "# a game\ngame connect4\nplayer2 alphabeta:4\nmoves 44\n\nmoves 5 3\nplayer1 random\n";
  g_autoptr(QdKinarowGame) game = NULL, again = NULL;
  g_autofree char *written = NULL, *rewritten = NULL;
  struct { const char *text, *error; } bad[] = {
    { "moves 4\n", "line 1: a k-in-a-row game needs a “game” line (tictactoe, connect4, gomoku or M,N,K)" },
    { "game connect4\ngame tictactoe\n", "line 2: a second “game” line (the first is line 1)" },
    { "game 3,3,9\n", "line 1: on a board of 3 × 3, K in a row must be between 2 and 3, not 9" },
    { "game tictactoe\nplayer1 wizard\n", "line 2: unknown player “wizard”: use human, random, minimax, alphabeta, "
      "alphabeta:DEPTH, mcts, mcts:ITERATIONS, mcts:ms=MS, engine, engine:MS, program:COMMAND or agent:NAME" },
    { "game tictactoe\nmoves a1 b1\nmoves a1\n", "line 3: move 3 (a1): a1 is taken" },
    { "game tictactoe\nmoves a1 b1 a2 b2 a3\nmoves c3\n", "line 3: move 6 (c3): the game is already over" },
    { "game tictactoe\ncolour blue\n", "line 2: unknown key “colour” (expected game, player1, player2, start or moves)" },
  };

  game = qd_kinarow_game_parse (text, -1, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (game->moves->len, ==, 4);
  g_assert_cmpstr (game->agents[0], ==, "random");
  g_assert_cmpstr (game->agents[1], ==, "alphabeta:4");
  written = qd_kinarow_game_to_string (game);
  g_assert_cmpstr (written, ==, "# k in a row (Quandary)\ngame connect4\nplayer1 random\nplayer2 alphabeta:4\nmoves 4453\n");
  again = qd_kinarow_game_parse (written, -1, NULL);
  rewritten = qd_kinarow_game_to_string (again);
  g_assert_cmpstr (rewritten, ==, written);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdKinarowGame) none = qd_kinarow_game_parse (bad[i].text, -1, &error);

      g_assert_null (none);
      g_assert_cmpstr (error->message, ==, bad[i].error);
    }
}

static void
test_hash (void)
{
  QdKinarowPosition a, b, c;

  use ("tictactoe");
  a = after ("a1 b2 c3");
  b = after ("c3 b2 a1");
  c = after ("a1 b2 c2");
  g_assert_cmpuint (qd_kinarow_hash (&a), ==, qd_kinarow_hash (&b));
  g_assert_cmpuint (qd_kinarow_hash (&a), !=, qd_kinarow_hash (&c));
  qd_kinarow_start (&rules, &a);
  g_assert_cmpuint (qd_kinarow_hash (&a), ==, 0);
}

/* The cells near the stones, for the searchers on large boards: a 5 × 5
 * square around each stone, cut at the edges, never wrapping round a row. */
static guint
count_near (const char *moves, const char *cell, gboolean *has_cell)
{
  QdKinarowPosition pos = after (moves);
  guint64 near[QD_KINAROW_WORDS];
  guint n = 0, c;

  qd_kinarow_near (&rules, &pos, near);
  for (guint i = 0; i < QD_KINAROW_WORDS; i++)
    n += (guint) __builtin_popcountll (near[i]);
  c = qd_kinarow_cell (&rules, (guint) (cell[0] - 'a'), (guint) atoi (cell + 1) - 1);
  *has_cell = (near[c >> 6] >> (c & 63)) & 1;
  return n;
}

static void
test_near (void)
{
  gboolean has;

  use ("gomoku");
  g_assert_cmpuint (count_near ("", "a1", &has), ==, 225);
  g_assert_cmpuint (count_near ("a1", "c3", &has), ==, 8);
  g_assert_true (has);
  g_assert_cmpuint (count_near ("a1", "d1", &has), ==, 8);
  g_assert_false (has);
  g_assert_cmpuint (count_near ("h8", "j10", &has), ==, 24);
  g_assert_true (has);
  /* o1 is the row's last cell: a2 and b2 follow it in index order, yet are far. */
  g_assert_cmpuint (count_near ("o1", "a2", &has), ==, 8);
  g_assert_false (has);
  g_assert_cmpuint (count_near ("o1", "m3", &has), ==, 8);
  g_assert_true (has);
  g_assert_cmpuint (count_near ("a15", "o14", &has), ==, 8);
  g_assert_false (has);
  /* Two stones side by side: 5 × 6 - 2. */
  g_assert_cmpuint (count_near ("h8 i8", "k6", &has), ==, 28);
  g_assert_true (has);
  use ("19,19,5");
  g_assert_cmpuint (count_near ("s19 a1", "q17", &has), ==, 16);
  g_assert_true (has);
}

static void
test_heuristic (void)
{
  QdKinarowPosition pos;
  double h;

  use ("tictactoe");
  qd_kinarow_start (&rules, &pos);
  g_assert_cmpfloat (qd_kinarow_heuristic (&rules, &pos), ==, 0);
  /* The centre is on four lines, a corner on three, an edge on two. */
  pos = after ("b2");
  h = qd_kinarow_heuristic (&rules, &pos);
  g_assert_cmpfloat (h, >, 0);
  g_assert_cmpfloat (h, ==, 0.9 * 4 / 5);
  /* X's b2 keeps three lines (the diagonal through a1 is shut), O's a1 two. */
  pos = after ("b2 a1");
  g_assert_cmpfloat (qd_kinarow_heuristic (&rules, &pos), ==, 0.9 * (3 - 2) / (3 + 2 + 1));
  /* Opposite corners: two lines each, even. */
  pos = after ("a1 c3");
  g_assert_cmpfloat (qd_kinarow_heuristic (&rules, &pos), ==, 0);
  use ("gomoku");
  pos = after ("h8 a1 h9 a2 h10 a3 h11 o15");
  h = qd_kinarow_heuristic (&rules, &pos);
  g_assert_cmpfloat (h, >, 0.5);
  g_assert_cmpfloat (h, <, 0.9);
}

/* The empty tic-tac-toe board is a draw for minimax and alpha-beta, and
 * alpha-beta visits fewer nodes. */
static void
test_tictactoe_value (void)
{
  QdKinarowSearchGame sg;
  QdKinarowPosition pos;
  QdGameSearchOptions options;
  QdGameSearchResult minimax, alphabeta;

  use ("tictactoe");
  qd_kinarow_search_game_init (&sg, &rules, FALSE);
  qd_kinarow_start (&rules, &pos);
  qd_game_search_options_init (&options);
  options.depth = QD_DEPTH_UNLIMITED;
  options.algorithm = QD_GAME_SEARCH_MINIMAX;
  qd_game_search (&sg.game, &pos, &options, &minimax);
  options.algorithm = QD_GAME_SEARCH_ALPHABETA;
  qd_game_search (&sg.game, &pos, &options, &alphabeta);
  g_assert_cmpfloat (minimax.value, ==, 0);
  g_assert_cmpfloat (alphabeta.value, ==, 0);
  /* Minimax sees the whole game tree. */
  g_assert_cmpuint (minimax.nodes, ==, 549946);
  g_assert_cmpuint (minimax.leaves, ==, 255168);
  g_assert_cmpuint (alphabeta.nodes, <, minimax.nodes / 10);
  /* O answering the centre on an edge loses (ref_kinarow.py says +1 too). */
  pos = after ("b2 b1");
  qd_game_search (&sg.game, &pos, &options, &alphabeta);
  g_assert_cmpfloat (alphabeta.value, ==, 1);
}

/* A game between two agents; the outcome. */
static QdKinarowOutcome
play (const char *p1, const char *p2, guint32 seed)
{
  QdKinarowAgent agents[2];
  QdKinarowPosition pos;
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_assert_true (qd_kinarow_agent_parse (p1, &agents[0], NULL));
  g_assert_true (qd_kinarow_agent_parse (p2, &agents[1], NULL));
  qd_kinarow_start (&rules, &pos);
  while (qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING)
    {
      QdKinarowChooseOptions options = { .rand = rand };
      QdKinarowChoice choice;

      g_assert_true (qd_kinarow_agent_choose (&agents[pos.to_move], &rules, &pos, &options, &choice));
      g_assert_true (qd_kinarow_is_legal (&rules, &pos, choice.move));
      qd_kinarow_apply (&rules, &pos, choice.move, &pos);
    }
  return qd_kinarow_outcome (&pos);
}

/* The move `agent` chooses after `moves` (a static string). */
static const char *
best (const char *moves, const char *agent_name)
{
  static char text[8];
  QdKinarowAgent agent;
  QdKinarowPosition pos = after (moves);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  QdKinarowChooseOptions options = { .rand = rand };
  QdKinarowChoice choice;
  g_autofree char *move = NULL;

  g_assert_true (qd_kinarow_agent_parse (agent_name, &agent, NULL));
  g_assert_true (qd_kinarow_agent_choose (&agent, &rules, &pos, &options, &choice));
  move = qd_kinarow_move_to_string (&rules, choice.move);
  g_strlcpy (text, move, sizeof text);
  return text;
}

/* The bar: MCTS with 5,000 iterations never loses a game of
 * tic-tac-toe to random moves or to alpha-beta, 20 seeded games a side. */
static void
test_mcts_never_loses (void)
{
  use ("tictactoe");
  for (guint32 seed = 1; seed <= 20; seed++)
    {
      g_assert_cmpint (play ("mcts:5000", "random", seed), !=, QD_KINAROW_P2_WINS);
      g_assert_cmpint (play ("random", "mcts:5000", seed), !=, QD_KINAROW_P1_WINS);
      g_assert_cmpint (play ("mcts:5000", "alphabeta", seed), ==, QD_KINAROW_DRAW);
      g_assert_cmpint (play ("alphabeta", "mcts:5000", seed), ==, QD_KINAROW_DRAW);
    }
}

static void
test_agents (void)
{
  QdKinarowAgent agent;
  const char *good[] = { "human", "random", "minimax", "alphabeta", "alphabeta:6", "mcts", "mcts:200",
                         "mcts:ms=50", "engine", "engine:50", "program:./a.out", "agent:x" };
  const char *bad[] = { "alphabeta:0", "alphabeta:65", "alphabeta:x", "mcts:", "mcts:0", "Human", "perfect",
                        "engine:0", "engine:", "engine:x", "engine:3600001", "engines" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_true (qd_kinarow_agent_parse (good[i], &agent, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_kinarow_agent_parse (bad[i], &agent, &error));
      g_assert_nonnull (error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *again = NULL;

      qd_kinarow_agent_parse (good[i], &agent, NULL);
      again = qd_kinarow_agent_to_string (&agent);
      if (agent.kind != QD_KINAROW_AGENT_OUTSIDE)
        g_assert_cmpstr (again, ==, good[i]);
    }
  use ("tictactoe");
  /* The engine sees tic-tac-toe to its end in far less than its second. */
  g_assert_cmpint (play ("engine:1000", "random", 1), !=, QD_KINAROW_P2_WINS);
  g_assert_cmpint (play ("alphabeta", "engine:1000", 1), ==, QD_KINAROW_DRAW);
  /* Alpha-beta takes a win at once, and blocks one. */
  g_assert_cmpint (play ("alphabeta:2", "random", 3), !=, QD_KINAROW_P2_WINS);
  /* Gomoku, searched near the stones: O blocks X's four at its one open end,
   * and X, to move with that four, makes five there. */
  use ("gomoku");
  g_assert_cmpstr (best ("h8 h7 h9 a1 h10 a2 h11", "alphabeta:2"), ==, "h12");
  g_assert_cmpstr (best ("h8 h7 h9 a1 h10 a2 h11 a3", "alphabeta:1"), ==, "h12");
  use ("connect4");
  g_assert_cmpint (play ("alphabeta:4", "random", 5), ==, QD_KINAROW_P1_WINS);
  g_assert_cmpint (play ("random", "mcts:300", 5), ==, QD_KINAROW_P2_WINS);
}

/* A position set up by hand (the editor's, the saved game's `start`):
 * hand-worked boards; what cannot be set up is refused; the start is saved
 * and read back, and the moves go on from it. */
static void
test_setup (void)
{
  QdKinarowRules ttt, c4;
  QdKinarowPosition pos;
  gint8 board[9] = { 0, -1, -1, -1, 1, -1, -1, -1, -1 };   /* X a1, O b2 */
  gint8 c4_board[42];
  g_autoptr(GError) error = NULL;
  g_autoptr(QdKinarowGame) game = NULL;
  g_autofree char *text = NULL;

  g_assert_true (qd_kinarow_rules_parse (&ttt, "tictactoe", NULL));
  g_assert_true (qd_kinarow_rules_parse (&c4, "connect4", NULL));
  g_assert_true (qd_kinarow_setup (&ttt, board, QD_KINAROW_P2, &pos, &error));
  g_assert_no_error (error);
  g_assert_cmpint (qd_kinarow_at (&pos, 0), ==, 0);
  g_assert_cmpint (qd_kinarow_at (&pos, 4), ==, 1);
  g_assert_cmpint (pos.to_move, ==, QD_KINAROW_P2);
  g_assert_cmpuint (pos.n_moves, ==, 2);
  g_assert_cmpuint (pos.last_move, ==, G_MAXUINT16);
  /* X on a1 b1 c1: a line already. */
  board[1] = board[2] = 0;
  g_assert_false (qd_kinarow_setup (&ttt, board, QD_KINAROW_P2, &pos, &error));
  g_assert_error (error, QD_KINAROW_ERROR, QD_KINAROW_ERROR_ILLEGAL);
  g_clear_error (&error);
  /* Connect Four: a stone on d2 over an empty d1 floats. */
  memset (c4_board, -1, sizeof c4_board);
  c4_board[7 + 3] = 0;
  g_assert_false (qd_kinarow_setup (&c4, c4_board, QD_KINAROW_P1, &pos, &error));
  g_assert_nonnull (strstr (error->message, "d2"));
  g_clear_error (&error);

  /* Saved and read back; the moves go on from the start. */
  game = qd_kinarow_game_parse ("game tictactoe\nstart .../.O./X.. X\nmoves c3\n", -1, &error);
  g_assert_no_error (error);
  qd_kinarow_game_position (game, G_MAXUINT, &pos);
  g_assert_cmpint (qd_kinarow_at (&pos, 8), ==, 0);
  g_assert_cmpint (qd_kinarow_at (&pos, 4), ==, 1);
  g_assert_cmpint (pos.to_move, ==, QD_KINAROW_P2);
  text = qd_kinarow_game_to_string (game);
  g_assert_nonnull (strstr (text, "\nstart .../.O./X.. X\nmoves c3\n"));
  g_clear_pointer (&game, qd_kinarow_game_free);
  game = qd_kinarow_game_parse ("game tictactoe\nstart ../.O./X.. X\n", -1, &error);
  g_assert_null (game);
  g_assert_nonnull (strstr (error->message, "line 2"));
}

/* A player's name with a line end (issue 91) is written as one line, read
 * back the same, and replays no move that was never played; a backslash
 * before anything else is kept as written (saved games before). */
static void
test_record_names (void)
{
  const char *names[2] = { "program:./a\nmoves a1 b1 c1", "program:./b \\n\t\r\x01\x7f end" };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdKinarowGame) game = qd_kinarow_game_parse ("game tictactoe\nmoves b2\n", -1, &error);
  g_autoptr(QdKinarowGame) again = NULL;
  g_autoptr(QdKinarowGame) old = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_moves = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_free (game->agents[i]);
      game->agents[i] = g_strdup (names[i]);
    }
  text = qd_kinarow_game_to_string (game);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    n_moves += g_str_has_prefix (lines[i], "moves");
  g_assert_cmpuint (n_moves, ==, 1);
  g_assert_cmpuint (g_strv_length (lines), ==, 6);
  again = qd_kinarow_game_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->agents[0], ==, names[0]);
  g_assert_cmpstr (again->agents[1], ==, names[1]);
  g_assert_cmpuint (again->moves->len, ==, 1);
  old = qd_kinarow_game_parse ("game tictactoe\nplayer1 program:C:\\dir\\a.exe\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (old->agents[0], ==, "program:C:\\dir\\a.exe");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kinarow/rules-limits", test_rules_limits);
  g_test_add_func ("/kinarow/win-directions", test_win_directions);
  g_test_add_func ("/kinarow/gravity", test_gravity);
  g_test_add_func ("/kinarow/record-names", test_record_names);
  g_test_add_func ("/kinarow/perft", test_perft);
  g_test_add_func ("/kinarow/distinct-positions", test_distinct_positions);
  g_test_add_func ("/kinarow/notation", test_notation);
  g_test_add_func ("/kinarow/saved-game", test_saved_game);
  g_test_add_func ("/kinarow/hash", test_hash);
  g_test_add_func ("/kinarow/near", test_near);
  g_test_add_func ("/kinarow/heuristic", test_heuristic);
  g_test_add_func ("/kinarow/tictactoe-value", test_tictactoe_value);
  g_test_add_func ("/kinarow/agents", test_agents);
  g_test_add_func ("/kinarow/mcts-never-loses", test_mcts_never_loses);
  g_test_add_func ("/kinarow/setup", test_setup);
  return g_test_run ();
}
