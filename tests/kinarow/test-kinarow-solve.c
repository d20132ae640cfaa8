/* test-kinarow-solve.c — the exact Connect Four solver and its lab.
 *
 * The scores are published ones: Pascal Pons' test sets (blog.gamesolver.org,
 * tests/kinarow/positions/SOURCES.md), lines "MOVES SCORE"; a few positions
 * are worked by hand. */
#include <stdio.h>
#include <string.h>

#include "problems/kinarow/qd-kinarow.h"
#include "problems/kinarow/qd-kinarow-solve.h"

/* Nodes a lab row may visit per position in the test. */
#define LAB_BUDGET 200000

static QdKinarowSolver *solver;

typedef struct {
  char moves[64];
  gint score;
} Case;

/* The lines of positions/NAME, every one "MOVES SCORE". */
static GArray *
read_set (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "positions", name, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *cases = g_array_new (FALSE, TRUE, sizeof (Case));

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      Case c = { 0 };

      if (lines[i][0] == '\0')
        continue;
      g_assert_cmpint (sscanf (lines[i], "%63s %d", c.moves, &c.score), ==, 2);
      g_array_append_val (cases, c);
    }
  g_assert_cmpuint (cases->len, >, 0);
  return cases;
}

static QdKinarowC4
position (const char *moves)
{
  QdKinarowC4 pos;
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_kinarow_c4_parse (&pos, moves, &error));
  g_assert_no_error (error);
  return pos;
}

static void
test_set (gconstpointer data)
{
  g_autoptr(GArray) cases = read_set (data);

  for (guint i = 0; i < cases->len; i++)
    {
      const Case *c = &g_array_index (cases, Case, i);
      QdKinarowC4 pos = position (c->moves);
      gint score = 99, weak = 99;

      g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_DONE);
      if (score != c->score)
        g_error ("%s line %u (%s): score %d, published %d", (const char *) data, i + 1, c->moves, score,
                 c->score);
      g_assert_cmpuint (qd_kinarow_solver_nodes (solver), >, 0);
      g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, TRUE, &weak), ==, QD_KINAROW_SOLVE_DONE);
      g_assert_cmpint (weak, ==, (c->score > 0) - (c->score < 0));
    }
}

/* Worked by hand. */
static void
test_hand (void)
{
  QdKinarowC4 pos;
  gint score, scores[QD_KINAROW_C4_WIDTH];

  /* Three first-player stones up column 1, three second-player ones up
   * column 2: the first player wins with its 4th stone, 22 - 4. */
  pos = position ("121212");
  g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_DONE);
  g_assert_cmpint (score, ==, 18);
  g_assert_cmpuint (qd_kinarow_solver_nodes (solver), ==, 0);
  /* After a first-player stone in column 3, the second player wins with its
   * 4th stone up column 2: 22 - 4 for it, the player to move. */
  pos = position ("1212123");
  g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_DONE);
  g_assert_cmpint (score, ==, 18);
  /* Column by column: column 1 wins at once (18); columns 3 to 7 let the
   * second player win at once up column 2 (-18 for the mover). */
  pos = position ("121212");
  g_assert_cmpint (qd_kinarow_solver_analyze (solver, &pos, FALSE, scores), ==, QD_KINAROW_SOLVE_DONE);
  g_assert_cmpint (scores[0], ==, 18);
  for (guint c = 2; c < QD_KINAROW_C4_WIDTH; c++)
    g_assert_cmpint (scores[c], ==, -18);
  /* The empty board parses (the empty text). */
  pos = position ("");
  g_assert_cmpuint (pos.moves, ==, 0);
}

static void
test_parse_errors (void)
{
  struct { const char *text; const char *words; } bad[] = {
    { "448", "move 3" },          /* no column 8 */
    { "4a", "move 2" },
    { "1111111", "move 7" },      /* column 1 is full after 6 */
    { "1212121", "move 7" },      /* four up column 1: the game is over */
  };
  QdKinarowC4 pos;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (qd_kinarow_c4_parse (&pos, bad[i].text, &error));
      g_assert_error (error, QD_KINAROW_ERROR, error->code);
      if (strstr (error->message, bad[i].words) == NULL)
        g_error ("%s: %s", bad[i].text, error->message);
    }
  /* Anything after a space is not read. */
  pos = position ("4453 12 whatever");
  g_assert_cmpuint (pos.moves, ==, 4);
}

/* The rules' position and the solver's are the same position. */
static void
test_from_position (void)
{
  QdKinarowRules rules, tictactoe;
  QdKinarowPosition rules_pos;
  QdKinarowC4 from, parsed;

  g_assert_true (qd_kinarow_rules_parse (&rules, "connect4", NULL));
  g_assert_true (qd_kinarow_position_parse (&rules, "44536", &rules_pos, NULL, NULL));
  g_assert_true (qd_kinarow_c4_from_position (&rules, &rules_pos, &from));
  parsed = position ("44536");
  g_assert_cmpuint (from.current, ==, parsed.current);
  g_assert_cmpuint (from.mask, ==, parsed.mask);
  g_assert_cmpuint (from.moves, ==, 5);
  /* A game over, and another game, are refused. */
  g_assert_true (qd_kinarow_position_parse (&rules, "1212121", &rules_pos, NULL, NULL));
  g_assert_false (qd_kinarow_c4_from_position (&rules, &rules_pos, &from));
  g_assert_true (qd_kinarow_rules_parse (&tictactoe, "tictactoe", NULL));
  qd_kinarow_start (&tictactoe, &rules_pos);
  g_assert_false (qd_kinarow_c4_from_position (&tictactoe, &rules_pos, &from));
}

static void
test_limits (void)
{
  QdKinarowC4 pos = position ("4453");
  QdKinarowSolveLimits limits = { 0 };
  gint stop = 1, score;

  limits.stop = &stop;
  qd_kinarow_solver_set_limits (solver, &limits);
  g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_STOPPED);
  g_assert_cmpuint (qd_kinarow_solver_nodes (solver), <=, 16384);
  limits.stop = NULL;
  limits.max_nodes = 1000;
  qd_kinarow_solver_set_limits (solver, &limits);
  g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_STOPPED);
  g_assert_cmpuint (qd_kinarow_solver_nodes (solver), ==, 1000);
  qd_kinarow_solver_set_limits (solver, NULL);
}

/* Every row of the lab finds the published score, or runs out of its
 * budget; alpha-beta never visits more nodes than plain negamax (the same
 * tree, in the same order, with branches cut), and the last row is the solver. */
static void
test_lab (void)
{
  g_autoptr(GArray) cases = read_set ("end.txt");
  QdKinarowSolveLimits limits = { .max_nodes = LAB_BUDGET };

  qd_kinarow_solver_set_limits (solver, &limits);
  for (guint i = 0; i < MIN (cases->len, 20u); i++)
    {
      const Case *c = &g_array_index (cases, Case, i);
      QdKinarowC4 pos = position (c->moves);
      guint64 nodes[QD_KINAROW_LAB_N_CONFIGS];
      gboolean done[QD_KINAROW_LAB_N_CONFIGS];

      for (guint k = 0; k < QD_KINAROW_LAB_N_CONFIGS; k++)
        {
          gint score = 99;

          done[k] = qd_kinarow_solver_lab (solver, k, &pos, &score) == QD_KINAROW_SOLVE_DONE;
          nodes[k] = qd_kinarow_solver_nodes (solver);
          if (done[k])
            g_assert_cmpint (score, ==, c->score);
          else
            g_assert_cmpuint (nodes[k], ==, LAB_BUDGET);
          g_assert_nonnull (qd_kinarow_lab_config_id (k));
        }
      g_assert_cmpuint (nodes[QD_KINAROW_LAB_ALPHABETA], <=, nodes[QD_KINAROW_LAB_NEGAMAX]);
      /* The bitboard changes the time, not the tree. */
      g_assert_cmpuint (nodes[QD_KINAROW_LAB_BITBOARD], ==, nodes[QD_KINAROW_LAB_NULL_WINDOW]);
      g_assert_true (done[QD_KINAROW_LAB_ORDERED]);
    }
  qd_kinarow_solver_set_limits (solver, NULL);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  solver = qd_kinarow_solver_new ();
  g_test_add_func ("/kinarow/solve/hand", test_hand);
  g_test_add_func ("/kinarow/solve/parse-errors", test_parse_errors);
  g_test_add_func ("/kinarow/solve/limits", test_limits);
  g_test_add_func ("/kinarow/solve/from-position", test_from_position);
  g_test_add_data_func ("/kinarow/solve/end", "end.txt", test_set);
  g_test_add_data_func ("/kinarow/solve/middle", "middle.txt", test_set);
  g_test_add_data_func ("/kinarow/solve/beginning", "beginning.txt", test_set);
  g_test_add_func ("/kinarow/solve/lab", test_lab);
  status = g_test_run ();
  qd_kinarow_solver_free (solver);
  return status;
}
