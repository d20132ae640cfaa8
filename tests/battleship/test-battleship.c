/* test-battleship.c — the Battleship solitaire model, files, solver, hints and
 * generator. */
#include "config.h"

#include <string.h>

#include "problems/battleship/qd-battleship-private.h"

#include <gio/gio.h>
#include "formats.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (battleship)

static char *
data_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static QdBattleship *
load (const char *name)
{
  g_autofree char *path = data_path (name);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  QdBattleship *puzzle;

  g_assert_true (g_file_get_contents (path, &text, &length, &error));
  puzzle = qd_battleship_parse (text, (gssize) length, &error);
  g_assert_no_error (error);
  return puzzle;
}

/* A solution file as cells (either notation). */
static guint8 *
load_solution (const char *name, guint n)
{
  g_autofree char *path = data_path (name);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  guint8 *grid = g_new0 (guint8, n * n);
  guint row = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] == '\0')
        continue;
      g_assert_cmpuint (row, <, n);
      g_assert_cmpuint (strlen (lines[i]), ==, n);
      for (guint c = 0; c < n; c++)
        {
          QdBattleshipCell cell;
          g_assert_true (qd_battleship_cell_from_char ((guchar) lines[i][c], &cell));
          grid[row * n + c] = (guint8) cell;
        }
      row++;
    }
  g_assert_cmpuint (row, ==, n);
  return grid;
}

static void
check_case (const char *input, const char *solution)
{
  g_autoptr(QdBattleship) puzzle = load (input);
  g_autofree guint8 *expected = load_solution (solution, puzzle->size);
  g_autoptr(QdBattleshipResult) result = qd_battleship_solve (puzzle, NULL);
  g_autofree char *why = NULL;

  g_test_message ("%s: %" G_GUINT64_FORMAT " nodes, %" G_GINT64_FORMAT " us", input, result->nodes, result->time_us);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
  g_assert_cmpuint (result->n_solutions, ==, 1);
  g_assert_true (qd_battleship_check_grid (puzzle, expected, &why));
  g_assert_null (why);
  g_assert_cmpmem (result->solution, puzzle->size * puzzle->size, expected, puzzle->size * puzzle->size);
}

static void
test_course (void)
{
  const char *names[] = { "easy1", "easy2", "medium1", "medium2", "hard1", "hard2" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *in = g_strdup_printf ("input_%s.txt", names[i]);
      g_autofree char *out = g_strdup_printf ("solution_%s.txt", names[i]);
      check_case (in, out);
    }
}

static void
test_alt (void)
{
  const char *names[] = { "easy1", "easy2", "medium1", "medium2", "hard1", "hard2",
                          "impossible1", "impossible2", "impossible3" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *in = g_strdup_printf ("alt_notation_bestmustard/input_%s.txt", names[i]);
      g_autofree char *out = g_strdup_printf ("alt_notation_bestmustard/solution_%s.txt", names[i]);
      g_autofree char *path = data_path (in);
      g_autofree char *text = NULL;
      g_autoptr(QdBattleship) puzzle = load (in);
      g_autoptr(QdBattleshipResult) result = qd_battleship_solve (puzzle, NULL);
      g_autofree char *written = NULL;
      g_autofree char *sol_path = data_path (out);
      g_autofree char *sol_text = NULL;

      check_case (in, out);   /* the solution read in the alt notation is the one found */
      /* Written in the alt notation, it is the solution file (LF, stripped). */
      written = qd_battleship_grid_to_string_notation (puzzle, result->solution, QD_BATTLESHIP_NOTATION_ALT);
      g_assert_true (g_file_get_contents (sol_path, &sol_text, NULL, NULL));
      {
        g_auto(GStrv) a = g_strsplit (written, "\n", -1);
        g_auto(GStrv) b = g_strsplit (sol_text, "\n", -1);
        for (guint k = 0; k < puzzle->size; k++)
          g_assert_cmpstr (g_strstrip (a[k]), ==, g_strstrip (b[k]));
      }
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    }
}

static void
test_validation (void)
{
  for (guint i = 0; i <= 18; i++)
    {
      g_autofree char *in = g_strdup_printf ("csc384_2022f_validation/input_%u.txt", i);
      g_autofree char *out = g_strdup_printf ("csc384_2022f_validation/solution_%u.txt", i);
      check_case (in, out);
    }
}

static void
expect_error (const char *text, gint code, const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = qd_battleship_parse (text, -1, &error);

  g_assert_null (puzzle);
  g_assert_error (error, QD_BATTLESHIP_ERROR, code);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” does not say “%s”", error->message, message);
}

static void
test_errors (void)
{
  expect_error ("211222\n140212\n321\n000000\n0000000\n000000\n000000\n000000\n000000\n",
                QD_BATTLESHIP_ERROR_SIZE, "line 5: 7 hints for a 6x6 grid");
  expect_error ("211222\n140212\n321\n00X000\n000000\n000000\n000000\n000000\n000000\n",
                QD_BATTLESHIP_ERROR_SYNTAX, "line 4, column 3: 'X' is not a hint (0 S W L R T B M, or . < > ^ v)");
  expect_error ("211223\n140213\n321\n000000\n000000\n000000\n000000\n000000\n000000\n",
                QD_BATTLESHIP_ERROR_COUNTS, "the row counts add up to 11 but the fleet has 10 ship cells");
  expect_error ("211222\n140213\n321\n000000\n000000\n000000\n000000\n000000\n000000\n",
                QD_BATTLESHIP_ERROR_COUNTS, "the column counts add up to 11");
  expect_error ("211\n140\n21\n000\n000\n000\n", QD_BATTLESHIP_ERROR_SIZE, "line 1: 3 row counts");
  expect_error ("21122\n140212\n321\n", QD_BATTLESHIP_ERROR_SIZE, "line 2: 6 column counts for a 5x5 grid");
  expect_error ("2111\n1111\n00001\n0000\n0000\n0000\n0000\n", QD_BATTLESHIP_ERROR_SIZE,
                "line 3: the fleet has a ship of length 5, longer than");
  expect_error ("211222\n140212\n321\n000000\n000000\n", QD_BATTLESHIP_ERROR_SIZE, "2 hint rows for a 6x6 grid");
  /* Out of range: said so, not clamped into a misleading count. */
  expect_error ("99999999999999999999 1 1 2 2 2\n140212\n321\n", QD_BATTLESHIP_ERROR_SYNTAX,
                "line 1: the number 99999999999999999999 in the row counts is too large");
  expect_error ("1001 1 1 2 2 2\n140212\n321\n", QD_BATTLESHIP_ERROR_SYNTAX, "the number 1001 in the row counts is too large");
  /* File text in a message is escaped: no escape sequence reaches a terminal. */
  expect_error ("211222\n140212\n321\n00\033]0;\n", QD_BATTLESHIP_ERROR_SYNTAX, "column 3: '\\e' is not a hint");
  expect_error ("21\033\n", QD_BATTLESHIP_ERROR_SYNTAX, "'\\e' in the row counts");
  {
    const char bad[] = "211222\n140212\n321\n00\xff" "000\n";
    g_autoptr(GError) error = NULL;
    g_autoptr(QdBattleship) puzzle = qd_battleship_parse (bad, sizeof bad - 1, &error);
    g_assert_null (puzzle);
    g_assert_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_ENCODING);
  }
  {
    const char nul[] = "211222\n140212\n321\n00\0" "000\n";
    g_autoptr(GError) error = NULL;
    g_autoptr(QdBattleship) puzzle = qd_battleship_parse (nul, sizeof nul - 1, &error);
    g_assert_null (puzzle);
    g_assert_error (error, QD_BATTLESHIP_ERROR, QD_BATTLESHIP_ERROR_ENCODING);
  }
  /* Spaced counts past 9, lower-case hints, CRLF, no final newline. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(QdBattleship) p = qd_battleship_parse ("2 1 1 2 2 2\r\n1 4 0 2 1 2\r\n3 2 1\r\n000000\r\n0000s0\r\n"
                                                     "000000\r\n000000\r\n00000w\r\n00000o", -1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (p->size, ==, 6);
    g_assert_cmpuint (p->hints[1 * 6 + 4], ==, QD_BATTLESHIP_SUB);
    g_assert_cmpuint (p->hints[4 * 6 + 5], ==, QD_BATTLESHIP_WATER);
    g_assert_cmpuint (p->fleet[3], ==, 1);
  }
}

static void
test_round_trip (void)
{
  g_autoptr(QdBattleship) puzzle = load ("input_hard1.txt");
  g_autofree char *text = qd_battleship_to_string (puzzle);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) again = qd_battleship_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_cmpmem (puzzle, sizeof *puzzle, again, sizeof *again);
}

/* A fleet of ten or more ships of one length only: "10" alone on the fleet
 * line read back as one submarine and no ship of length 2. */
static void
test_round_trip_big_fleet (void)
{
  for (guint subs = 10; subs <= 12; subs++)
    {
      g_autoptr(QdBattleship) puzzle = qd_battleship_new (10);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBattleship) again = NULL;

      puzzle->fleet[1] = subs;
      for (guint i = 0; i < subs; i++)
        {
          puzzle->row_counts[i % 10]++;
          puzzle->col_counts[(i * 3) % 10]++;
        }
      text = qd_battleship_to_string (puzzle);
      again = qd_battleship_parse (text, -1, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->fleet[1], ==, subs);
      g_assert_cmpmem (puzzle, sizeof *puzzle, again, sizeof *again);
    }
}

static void
test_not_unique (void)
{
  /* Two submarines on the diagonal of a 4x4 corner square: two layouts. */
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = qd_battleship_parse ("1010\n1010\n2\n0000\n0000\n0000\n0000\n", -1, &error);
  g_autoptr(QdBattleshipResult) result = NULL;

  g_assert_no_error (error);
  result = qd_battleship_solve (puzzle, NULL);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_NOT_UNIQUE);
  g_assert_cmpuint (result->n_solutions, ==, 2);
  g_assert_nonnull (result->solution);
  g_assert_nonnull (result->second);
  g_assert_true (qd_battleship_check_grid (puzzle, result->solution, NULL));
  g_assert_true (qd_battleship_check_grid (puzzle, result->second, NULL));
}

/* A deadline that has passed stops the search (STOPPED, not NO_SOLUTION);
 * one far away changes nothing. */
static void
test_deadline (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = qd_battleship_parse ("1010\n1010\n2\n0000\n0000\n0000\n0000\n", -1, &error);
  g_autoptr(QdBattleshipResult) late = NULL;
  g_autoptr(QdBattleshipResult) early = NULL;
  QdBattleshipSolveOptions options;

  g_assert_no_error (error);
  qd_battleship_solve_options_init (&options);
  options.deadline_us = g_get_monotonic_time () - 1;
  late = qd_battleship_solve (puzzle, &options);
  g_assert_cmpint (late->status, ==, QD_BATTLESHIP_STOPPED);
  g_assert_cmpuint (late->n_solutions, ==, 0);
  options.deadline_us = g_get_monotonic_time () + 600 * G_USEC_PER_SEC;
  early = qd_battleship_solve (puzzle, &options);
  g_assert_cmpint (early->status, ==, QD_BATTLESHIP_NOT_UNIQUE);
}

static void
test_no_solution (void)
{
  /* One destroyer, but the counts put one cell in each of two diagonal places. */
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = qd_battleship_parse ("1100\n1100\n01\n0000\n0000\n0000\n0000\n", -1, &error);
  g_autoptr(QdBattleshipResult) result = NULL;

  g_assert_no_error (error);
  result = qd_battleship_solve (puzzle, NULL);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_NO_SOLUTION);
  g_assert_cmpuint (result->n_solutions, ==, 0);
  g_assert_null (result->solution);

  /* A hint that contradicts the counts. */
  {
    g_autoptr(QdBattleship) p2 = load ("input_easy1.txt");
    g_autoptr(QdBattleshipResult) r2 = NULL;
    p2->hints[0] = QD_BATTLESHIP_SUB;
    p2->hints[1] = QD_BATTLESHIP_SUB;
    r2 = qd_battleship_solve (p2, NULL);
    g_assert_cmpint (r2->status, ==, QD_BATTLESHIP_NO_SOLUTION);
  }
}

static void
test_generate (void)
{
  guint sizes[] = { 6, 8, 10 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint d = 0; d <= 2; d++)
      for (guint64 seed = 1; seed <= 3; seed++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(QdBattleship) p = qd_battleship_generate (sizes[s], NULL, d, seed, NULL, NULL, &error);
          g_autoptr(QdBattleship) q = qd_battleship_generate (sizes[s], NULL, d, seed, NULL, NULL, &error);
          g_autoptr(QdBattleshipResult) result = NULL;
          g_autofree char *text = NULL;
          g_autoptr(QdBattleship) reread = NULL;
          g_autofree char *why = NULL;

          g_assert_no_error (error);
          g_assert_cmpmem (p, sizeof *p, q, sizeof *q);
          result = qd_battleship_solve (p, NULL);
          g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
          g_assert_cmpuint (result->n_solutions, ==, 1);
          if (!qd_battleship_check_grid (p, result->solution, &why))
            g_error ("%s", why);
          text = qd_battleship_to_string (p);
          reread = qd_battleship_parse (text, -1, &error);
          g_assert_no_error (error);
          g_assert_cmpmem (p, sizeof *p, reread, sizeof *reread);
        }
  {
    guint fleet[QD_BATTLESHIP_MAX_SHIP + 1] = { 0, 4, 3, 2, 1 };
    g_autoptr(GError) error = NULL;
    g_autoptr(QdBattleship) p = qd_battleship_generate (10, fleet, 1, 42, NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (qd_battleship_ship_cells (p), ==, 20);
  }
}

/* The solver, counting up to two solutions, on a generated puzzle: exactly
 * one, and a grid that keeps every rule. */
static void
assert_unique (const QdBattleship *p, const char *what)
{
  g_autoptr(QdBattleshipResult) result = qd_battleship_solve (p, NULL);
  g_autofree char *why = NULL;

  if (result->status != QD_BATTLESHIP_SOLVED || result->n_solutions != 1)
    g_error ("%s: status %d, %u solutions", what, result->status, result->n_solutions);
  if (!qd_battleship_check_grid (p, result->solution, &why))
    g_error ("%s: %s", what, why);
}

/* Larger grids at every difficulty: unique (by the solver, which shares
 * nothing with the generator's search but the filters), the same puzzle
 * for the same seed, counts that add up to the fleet, fewer hints at the
 * hardest level than at the easiest. */
static void
test_generate_large (void)
{
  static const guint sizes[] = { 12, 15, 20, 25 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint64 seed = 1; seed <= (sizes[s] <= 15 ? 3u : 1u); seed++)
      {
        guint hints0 = 0;

        for (guint d = 0; d <= 2; d++)
          {
            g_autoptr(GError) error = NULL;
            g_autoptr(QdBattleship) p = qd_battleship_generate (sizes[s], NULL, d, seed, NULL, NULL, &error);
            g_autofree char *what = g_strdup_printf ("%ux%u difficulty %u seed %" G_GUINT64_FORMAT,
                                                     sizes[s], sizes[s], d, seed);
            guint hints = 0, rows = 0, cols = 0;

            g_assert_no_error (error);
            assert_unique (p, what);
            for (guint i = 0; i < p->size * p->size; i++)
              hints += p->hints[i] != QD_BATTLESHIP_UNKNOWN;
            for (guint i = 0; i < p->size; i++)
              rows += p->row_counts[i], cols += p->col_counts[i];
            g_assert_cmpuint (rows, ==, qd_battleship_ship_cells (p));
            g_assert_cmpuint (cols, ==, qd_battleship_ship_cells (p));
            g_test_message ("%s: %u hints", what, hints);
            if (d == 0)
              hints0 = hints;
            else if (d == 2)
              g_assert_cmpuint (hints, <, hints0);
            if (seed == 1)
              {
                g_autoptr(QdBattleship) q = qd_battleship_generate (sizes[s], NULL, d, seed, NULL, NULL, &error);
                g_assert_no_error (error);
                g_assert_cmpmem (p, sizeof *p, q, sizeof *q);
              }
          }
      }
}

/* The generator's search against the solver: on course puzzles (unique)
 * it finds no other solution; with one hint of a generated puzzle taken
 * away it finds another exactly when the solver counts two, and that
 * other one keeps every rule and every hint left. */
static void
test_generate_search (void)
{
  static const char *files[] = { "input_easy1.txt", "input_medium2.txt", "input_hard1.txt", "input_hard2.txt" };
  guint found = 0, unique = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autoptr(QdBattleship) p = load (files[f]);
      g_autoptr(QdBattleshipResult) result = qd_battleship_solve (p, NULL);
      QdBattleshipGenSearch search;

      qd_battleship_gen_search_init (&search, p, result->solution, NULL);
      g_assert_true (qd_battleship_gen_search_reset (&search, p->hints));
      g_assert_cmpint (qd_battleship_gen_search_other (&search, 0), ==, QD_BATTLESHIP_GEN_UNIQUE);
      qd_battleship_gen_search_clear (&search);
    }
  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBattleship) p = qd_battleship_generate (9 + (guint) seed, NULL, 2, seed, NULL, NULL, &error);
      g_autoptr(QdBattleshipResult) planted = qd_battleship_solve (p, NULL);
      QdBattleshipGenSearch search;
      guint cells = p->size * p->size;

      g_assert_no_error (error);
      qd_battleship_gen_search_init (&search, p, planted->solution, NULL);
      for (guint i = 0; i < cells; i++)
        {
          guint8 hint = p->hints[i];
          g_autoptr(QdBattleshipResult) result = NULL;
          QdBattleshipGenOther other;

          if (hint == QD_BATTLESHIP_UNKNOWN)
            continue;
          p->hints[i] = QD_BATTLESHIP_UNKNOWN;
          g_assert_true (qd_battleship_gen_search_reset (&search, p->hints));
          other = qd_battleship_gen_search_other (&search, 0);
          result = qd_battleship_solve (p, NULL);
          g_assert_cmpint (result->status, ==, other == QD_BATTLESHIP_GEN_FOUND ? QD_BATTLESHIP_NOT_UNIQUE : QD_BATTLESHIP_SOLVED);
          if (other == QD_BATTLESHIP_GEN_FOUND)
            {
              g_assert_true (qd_battleship_check_grid (p, search.witness, NULL));
              g_assert_true (memcmp (search.witness, planted->solution, cells) != 0);
              found++;
            }
          else
            unique++;
          p->hints[i] = hint;
        }
      qd_battleship_gen_search_clear (&search);
    }
  /* A minimal puzzle: every hint is needed, unless the budget kept it. */
  g_test_message ("%u hints needed, %u kept by the budget", found, unique);
  g_assert_cmpuint (found, >, 0);
}

typedef struct {
  QdProgress progress;
  gint stop;
  gint64 phase;          /* stop once the generator is in this phase */
  gint64 after;          /* and has done this much */
  gint64 stopped_at;
} StopRun;

static gpointer
stop_thread (gpointer data)
{
  StopRun *run = data;

  while (qd_progress_get (&run->progress.value) != run->phase || qd_progress_get (&run->progress.done) < run->after)
    g_usleep (100);
  run->stopped_at = g_get_monotonic_time ();
  g_atomic_int_set (&run->stop, 1);
  return NULL;
}

/* The stop flag: set before, nothing is made; set while hints are being
 * revealed or taken away, the generator ends soon with G_IO_ERROR_CANCELLED. */
static void
test_generate_stop (void)
{
  gint stop = 1;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) p = qd_battleship_generate (10, NULL, 0, 1, &stop, NULL, &error);

  g_assert_null (p);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  for (guint k = 0; k < 2; k++)
    {
      StopRun run = { { 0 }, 0, k == 0 ? QD_BATTLESHIP_GEN_REVEALING : QD_BATTLESHIP_GEN_REMOVING, k == 0 ? 3 : 2, 0 };
      GThread *thread = g_thread_new ("stop", stop_thread, &run);
      g_autoptr(GError) error2 = NULL;
      g_autoptr(QdBattleship) q = qd_battleship_generate (25, NULL, 2, 7, &run.stop, &run.progress, &error2);
      gint64 late = g_get_monotonic_time () - run.stopped_at;

      g_thread_join (thread);
      g_assert_null (q);
      g_assert_error (error2, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_test_message ("stopped %" G_GINT64_FORMAT " ms after the flag", late / 1000);
      g_assert_cmpint (late, <, G_USEC_PER_SEC);
    }
}

/* Progress: the phases in `value`, the hints tried of the total at the end,
 * nodes searched. */
static void
test_generate_progress (void)
{
  QdProgress progress = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) p = qd_battleship_generate (15, NULL, 2, 5, NULL, &progress, &error);

  g_assert_no_error (error);
  g_assert_nonnull (p);
  g_assert_cmpuint (p->size, ==, 15);
  g_assert_cmpint (progress.value, ==, QD_BATTLESHIP_GEN_REMOVING);
  g_assert_cmpint (progress.total, >, 0);
  g_assert_cmpint (progress.done, ==, progress.total);
  g_assert_cmpint (progress.nodes, >, 0);
}

/* Fleets that cannot be placed: a clear error, at once. */
static void
test_generate_impossible (void)
{
  static const struct { guint size, len, ships; gint code; } cases[] = {
    { 6, 1, 10, QD_BATTLESHIP_ERROR_COUNTS },    /* nine submarines at most: a thousand tries */
    { 10, 10, 10, QD_BATTLESHIP_ERROR_COUNTS },  /* refused by the area at once */
    { 25, 7, 40, QD_BATTLESHIP_ERROR_COUNTS },
    { 8, 9, 1, QD_BATTLESHIP_ERROR_SIZE },       /* longer than the grid */
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      guint fleet[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBattleship) p = NULL;
      gint64 t0 = g_get_monotonic_time ();

      fleet[cases[k].len] = cases[k].ships;
      p = qd_battleship_generate (cases[k].size, fleet, 2, 1, NULL, NULL, &error);
      g_assert_null (p);
      g_assert_error (error, QD_BATTLESHIP_ERROR, cases[k].code);
      g_test_message ("%s (%" G_GINT64_FORMAT " ms)", error->message, (g_get_monotonic_time () - t0) / 1000);
      g_assert_cmpint (g_get_monotonic_time () - t0, <, 10 * G_USEC_PER_SEC);
    }
}

static void
test_hint (void)
{
  g_autoptr(QdBattleship) puzzle = load ("input_easy1.txt");
  g_autofree guint8 *solution = load_solution ("solution_easy1.txt", puzzle->size);
  guint n = puzzle->size;
  g_autofree guint8 *marks = g_new0 (guint8, n * n);
  guint row, col, steps = 0;
  QdBattleshipCell cell;
  char *why = NULL;

  /* From the empty board, hint after hint solves the puzzle. */
  while (qd_battleship_hint (puzzle, marks, &row, &col, &cell, &why))
    {
      guint8 truth = solution[row * n + col];

      g_assert_nonnull (why);
      g_assert_cmpuint (strlen (why), >, 0);
      if (steps == 0)
        g_test_message ("first hint: %c%u %c: %s", 'A' + col, row + 1, qd_battleship_cell_to_char (cell), why);
      if (cell == QD_BATTLESHIP_WATER)
        g_assert_cmpuint (truth, ==, QD_BATTLESHIP_WATER);
      else
        g_assert_true (truth != QD_BATTLESHIP_WATER && (cell == QD_BATTLESHIP_SHIP || cell == truth));
      g_assert_cmpuint (marks[row * n + col], ==, QD_BATTLESHIP_UNKNOWN);
      marks[row * n + col] = (guint8) cell;
      g_clear_pointer (&why, g_free);
      g_assert_cmpuint (++steps, <=, n * n);
    }
  g_free (why);
  why = NULL;

  /* A wrong mark is reported. */
  memset (marks, 0, n * n);
  for (guint i = 0; i < n * n; i++)
    if (solution[i] == QD_BATTLESHIP_WATER && puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN)
      {
        marks[i] = QD_BATTLESHIP_SHIP;
        g_assert_false (qd_battleship_hint (puzzle, marks, &row, &col, &cell, &why));
        g_test_message ("wrong mark: %s", why);
        g_assert_cmpuint (row * n + col, ==, i);
        g_assert_cmpuint (cell, ==, QD_BATTLESHIP_WATER);
        g_assert_nonnull (strstr (why, "wrong"));
        g_free (why);
        break;
      }
}

static void
test_check_grid (void)
{
  g_autoptr(QdBattleship) puzzle = load ("input_hard1.txt");
  g_autofree guint8 *grid = load_solution ("solution_hard1.txt", 10);
  g_autofree char *why = NULL;

  g_assert_true (qd_battleship_check_grid (puzzle, grid, NULL));
  grid[0] = QD_BATTLESHIP_SUB;
  g_assert_false (qd_battleship_check_grid (puzzle, grid, &why));
  g_assert_nonnull (why);
}

/* The grid at a node of the solving tree: at the solution node it is the
 * solution; along the chosen path every assignment stays decided below it. */
static void
test_tree_grid (void)
{
  g_autoptr(QdBattleship) puzzle = load ("input_hard1.txt");
  g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
  g_autoptr(QdBattleshipResult) result = NULL;
  QdBattleshipSolveOptions options;
  guint8 grid[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE], parent_grid[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  guint n = puzzle->size * puzzle->size, solution = 0;

  qd_battleship_solve_options_init (&options);
  options.tree = tree;
  result = qd_battleship_solve (puzzle, &options);
  g_assert_nonnull (result->solution);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, result->assignments + 1);
  for (guint id = 1; id < qd_search_tree_n_nodes (tree); id++)
    if (qd_search_tree_status (tree, id) == QD_SEARCH_NODE_SOLUTION)
      solution = id;
  g_assert_cmpuint (solution, >, 0);
  qd_battleship_tree_grid (tree, solution, puzzle->size, grid);
  g_assert_cmpmem (grid, n, result->solution, n);
  /* A node decides at least what its parent decided, and its own cell. */
  for (guint id = 1; id < qd_search_tree_n_nodes (tree); id += 7)
    {
      const QdSearchNode *node = qd_search_tree_node (tree, id);

      qd_battleship_tree_grid (tree, id, puzzle->size, grid);
      qd_battleship_tree_grid (tree, node->parent, puzzle->size, parent_grid);
      g_assert_cmpuint (grid[node->a], ==, node->b + 1);
      for (guint c = 0; c < n; c++)
        if (parent_grid[c] != QD_BATTLESHIP_UNKNOWN && parent_grid[c] != QD_BATTLESHIP_SHIP)
          g_assert_cmpuint (grid[c], ==, parent_grid[c]);
    }
}

/* Generated puzzles read back the same (tests/formats.h). */
static void
test_generated_round_trip (void)
{
  /* Fleets of ten and more ships of a length: the `10` that read back as 1. */
  static const guint fleets[][4] = { { 10, 0, 0, 0 }, { 12, 1, 0, 0 }, { 3, 2, 1, 0 }, { 4, 3, 2, 1 } };

  for (guint size = 6; size <= 12; size += 2)
    for (guint f = 0; f < G_N_ELEMENTS (fleets); f++)
      {
        guint fleet[QD_BATTLESHIP_MAX_SHIP + 1] = { 0 };
        g_autoptr(GError) error = NULL;
        g_autoptr(QdBattleship) puzzle = NULL;

        for (guint len = 1; len <= 4; len++)
          fleet[len] = fleets[f][len - 1];
        puzzle = qd_battleship_generate (size, fleet, 0, size * 10 + f, NULL, NULL, &error);
        if (puzzle == NULL)
          continue;   /* a fleet the grid cannot hold */
        qd_test_check_model (qd_battleship_problem.format, puzzle, "a generated puzzle");
      }
}

/* The replay (QdBattleshipReplay): a cell that inference decides is one
 * step, however many values it loses at once (it was six steps of the same
 * cell); every assignment is a step (the k-th assigned step is node k of
 * the search tree).  On the course's easy and medium puzzles inference
 * decides every unknown cell before the search assigns each cell. */
static void
test_replay (void)
{
  static const char *const names[] = { "input_easy1.txt", "input_easy2.txt", "input_medium1.txt",
                                       "input_medium2.txt", "input_hard1.txt" };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_autoptr(QdBattleship) puzzle = load (names[k]);
      g_autoptr(QdBattleshipReplay) replay = qd_battleship_replay_new (G_MAXUINT);
      g_autoptr(QdBattleshipResult) result = NULL;
      QdBattleshipSolveOptions options;
      guint unknown = 0, assigned = 0;

      for (guint i = 0; i < puzzle->size * puzzle->size; i++)
        unknown += puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN;
      qd_battleship_solve_options_init (&options);
      options.max_solutions = 2;
      options.on_cell = qd_battleship_replay_record;
      options.user_data = replay;
      result = qd_battleship_solve (puzzle, &options);
      g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
      g_assert_cmpuint (replay->n_seen, ==, replay->steps->len);
      for (guint s = 0; s < replay->steps->len; s++)
        {
          const QdBattleshipStep *step = &g_array_index (replay->steps, QdBattleshipStep, s);

          assigned += step->assigned;
          if (s > 0 && !step->assigned)
            {
              const QdBattleshipStep *before = step - 1;

              g_assert_false (!before->assigned && before->row == step->row && before->col == step->col);
            }
        }
      g_assert_cmpuint (assigned, ==, result->assignments);
      g_test_message ("%s: %u steps, %u unknown cells, %" G_GUINT64_FORMAT " assignments", names[k],
                      replay->steps->len, unknown, result->assignments);
      if (result->assignments == puzzle->size * puzzle->size)
        g_assert_cmpuint (replay->steps->len, ==, unknown + result->assignments);
    }
  /* A replay keeps what it may and counts the rest. */
  {
    g_autoptr(QdBattleship) puzzle = load ("input_easy1.txt");
    g_autoptr(QdBattleshipReplay) replay = qd_battleship_replay_new (10);
    g_autoptr(QdBattleshipResult) result = NULL;
    QdBattleshipSolveOptions options;

    qd_battleship_solve_options_init (&options);
    options.on_cell = qd_battleship_replay_record;
    options.user_data = replay;
    result = qd_battleship_solve (puzzle, &options);
    g_assert_cmpuint (replay->steps->len, ==, 10);
    g_assert_cmpuint (replay->n_seen, >, 10);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battleship/course", test_course);
  g_test_add_func ("/battleship/tree-grid", test_tree_grid);
  g_test_add_func ("/battleship/replay", test_replay);
  g_test_add_func ("/battleship/alt-notation", test_alt);
  g_test_add_func ("/battleship/validation", test_validation);
  g_test_add_func ("/battleship/errors", test_errors);
  g_test_add_func ("/battleship/round-trip", test_round_trip);
  g_test_add_func ("/battleship/round-trip-big-fleet", test_round_trip_big_fleet);
  g_test_add_func ("/battleship/check-grid", test_check_grid);
  g_test_add_func ("/battleship/not-unique", test_not_unique);
  g_test_add_func ("/battleship/no-solution", test_no_solution);
  g_test_add_func ("/battleship/deadline", test_deadline);
  g_test_add_func ("/battleship/generate", test_generate);
  g_test_add_func ("/battleship/generate-large", test_generate_large);
  g_test_add_func ("/battleship/generate-search", test_generate_search);
  g_test_add_func ("/battleship/generate-stop", test_generate_stop);
  g_test_add_func ("/battleship/generate-progress", test_generate_progress);
  g_test_add_func ("/battleship/generate-impossible", test_generate_impossible);
  g_test_add_func ("/battleship/hint", test_hint);
  g_test_add_func ("/battleship/generated-round-trip", test_generated_round_trip);
  return g_test_run ();
}
