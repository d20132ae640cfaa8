/* test-kinarow-solve.c — the exact Connect Four solver and its lab.
 *
 * The scores are published ones: Pascal Pons' test sets (blog.gamesolver.org,
 * tests/kinarow/positions/SOURCES.md), lines "MOVES SCORE"; a few positions
 * are worked by hand. */
#include <stdio.h>
#include <string.h>

#include "problems/kinarow/qd-kinarow.h"
#include "problems/kinarow/qd-kinarow-solve-private.h"

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

/* The node counts of Pascal Pons' solver (github.com/PascalPons/connect4,
 * its table of 8,388,617 slots, as Quandary's) on the largest positions of
 * positions/: the same tree, and the same table, where two keys share a
 * slot and the later one replaces the earlier. */
static void
test_pons_nodes (void)
{
  static const struct { const char *moves; gint score; guint64 nodes; } cases[] = {
    { "555317266147361", -1, 566353 },
    { "32751571231557", -3, 419576 },
    { "274552224131661", 0, 286781 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      QdKinarowC4 pos = position (cases[i].moves);
      gint score = 99;

      g_assert_cmpint (qd_kinarow_solver_solve (solver, &pos, FALSE, &score), ==, QD_KINAROW_SOLVE_DONE);
      g_assert_cmpint (score, ==, cases[i].score);
      g_assert_cmpuint (qd_kinarow_solver_nodes (solver), ==, cases[i].nodes);
    }
}

/* The table against a model of it: the last key and bound put at each slot
 * (the key modulo C4_TABLE_SIZE).  A key is found, with its bound, exactly
 * when it was the last one put at its slot, and no key is after a search
 * begins, whether the slots are emptied one by one or all.  The keys fall
 * in runs of consecutive slots across the table's lines, several keys a
 * slot, and some share their 32 low bits with a key at another slot. */
#define MODEL_RUN 40

typedef struct {
  guint slot;
  guint64 key;
  gint score;
  gboolean lower;
} ModelSlot;

/* The model's entry of `slot`, added when it has none. */
static ModelSlot *
model_at (GArray *model, guint slot)
{
  ModelSlot fresh = { slot, G_MAXUINT64, 0, FALSE };

  for (guint i = 0; i < model->len; i++)
    if (g_array_index (model, ModelSlot, i).slot == slot)
      return &g_array_index (model, ModelSlot, i);
  g_array_append_val (model, fresh);
  return &g_array_index (model, ModelSlot, model->len - 1);
}

static void
test_table (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (79);
  guint64 pool[4 * MODEL_RUN];

  for (guint round = 0; round < 3; round++)
    {
      /* Runs of slots from a random one, then from the table's first and last. */
      guint base = round == 0 ? (guint) g_rand_int_range (rand, 0, C4_TABLE_SIZE - MODEL_RUN)
                   : round == 1 ? 0 : C4_TABLE_SIZE - MODEL_RUN;
      g_autoptr(GArray) model = g_array_new (FALSE, FALSE, sizeof (ModelSlot));

      for (guint k = 0; k < G_N_ELEMENTS (pool); k++)
        {
          /* Keys below 2^49, as a position's. */
          pool[k] = base + k % MODEL_RUN + (guint64) g_rand_int_range (rand, 0, 1 << 25) * C4_TABLE_SIZE;
          if (k >= MODEL_RUN && g_rand_boolean (rand))
            pool[k] = (pool[k] & ~G_GUINT64_CONSTANT (0xffffffff)) | (pool[k - MODEL_RUN] & 0xffffffff);
        }
      qd_kinarow_solve_begin (solver);
      for (guint step = 0; step < 20000; step++)
        {
          guint64 key = pool[g_rand_int_range (rand, 0, G_N_ELEMENTS (pool))];
          ModelSlot *m = model_at (model, (guint) (key % C4_TABLE_SIZE));
          gint lo = -50, hi = 50;

          if (g_rand_boolean (rand))
            {
              m->key = key;
              m->score = g_rand_int_range (rand, -21, 22);
              m->lower = g_rand_boolean (rand);
              c4_table_put (solver, key, m->score, m->lower);
            }
          else if (c4_table_narrow (solver, key, &lo, &hi))
            {
              g_assert_cmpuint (m->key, ==, key);
              g_assert_cmpint (lo, ==, m->lower ? m->score : -50);
              g_assert_cmpint (hi, ==, m->lower ? 50 : m->score);
            }
          else
            g_assert_cmpuint (m->key, !=, key);
        }
      /* The next search finds none of them; after the last round, with more
       * slots written than the search notes. */
      if (round == 2)
        solver->n_used = C4_USED_MAX + 1;
      qd_kinarow_solve_begin (solver);
      for (guint k = 0; k < G_N_ELEMENTS (pool); k++)
        {
          gint lo = -50, hi = 50;

          g_assert_false (c4_table_narrow (solver, pool[k], &lo, &hi));
        }
    }
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
  g_test_add_func ("/kinarow/solve/pons-nodes", test_pons_nodes);
  g_test_add_func ("/kinarow/solve/table", test_table);
  status = g_test_run ();
  qd_kinarow_solver_free (solver);
  return status;
}
