/* test-queens-file.c — saved N-queens states (*.queens): the bundled
 * examples read with the h counted pair by pair here, errors naming their
 * line, the writer read back; the drawing of a board of every size (a
 * million queens in a summary) and of AIMA figure 4.6's generation; the
 * recorded steps replayed (issue 65). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-search.h"
#include "problems/queens/qd-queens-trace-run.h"
#include "render/queens/qd-queens-render.h"
#include "render/queens/qd-queens-run-report.h"

static QdQueens *
read_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "queens", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdQueens *q;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  q = qd_queens_parse (text, -1, &error);
  g_assert_no_error (error);
  return q;
}

/* h counted by hand: figure 4.3(a) 17 (the book), the solution 0, the
 * local minimum 1 with every successor worse (checked here square by
 * square with the pair-by-pair count). */
static void
test_examples (void)
{
  static const guint figure[8] = { 4, 5, 6, 3, 4, 5, 6, 5 };
  g_autoptr(QdQueens) a = read_example ("figure-4-3a.queens");
  g_autoptr(QdQueens) b = read_example ("solved-8.queens");
  g_autoptr(QdQueens) c = read_example ("local-minimum.queens");
  g_autoptr(QdQueens) d = read_example ("random-30.queens");

  g_assert_cmpuint (a->n, ==, 8);
  g_assert_cmpmem (a->rows, 8 * sizeof (guint), figure, sizeof figure);
  g_assert_cmpuint (a->h, ==, 17);
  g_assert_cmpuint (b->h, ==, 0);
  g_assert_cmpuint (c->h, ==, 1);
  for (guint col = 0; col < 8; col++)
    for (guint row = 0; row < 8; row++)
      if (row != c->rows[col])
        {
          g_autoptr(QdQueens) m = qd_queens_dup (c);

          qd_queens_move (m, col, row);
          g_assert_cmpuint (qd_queens_h_slow (m), >, 1);
        }
  g_assert_cmpuint (d->n, ==, 30);
  g_assert_cmpuint (d->h, ==, qd_queens_h_slow (d));
}

static void
check_error (const char *text, const char *line, const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdQueens) q = qd_queens_parse (text, -1, &error);

  g_assert_null (q);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, line));
  g_assert_nonnull (strstr (error->message, words));
}

static void
test_errors (void)
{
  check_error ("# nothing\n", "line 1", "no N");
  check_error ("8\n1 2 x 4\n", "line 2", "“x” is not a number");
  check_error ("3\n0 1 2\n", "line 1", "from 4 to 1000000, not 3");
  check_error ("4\n0 1\n2 9\n", "line 3", "column 4's row is 9");
  check_error ("4\n0 1 2 3\n\n0 # five\n", "line 4", "more than 4 rows");
  check_error ("4\n0 1 2\n", "line 2", "3 rows for 4 columns");
  check_error ("99999999\n", "line 1", "not a number");
  check_error ("4\n-1 0 0 0\n", "line 2", "“-1”");
}

/* What the writer writes reads back the same; comments and odd spacing read. */
static void
test_round_trip (void)
{
  g_autoptr(QdQueens) q = qd_queens_new_random (45, 7);
  g_autofree char *text = qd_queens_to_string (q);
  g_autoptr(QdQueens) back = qd_queens_parse (text, -1, NULL);
  g_autofree char *again = NULL;
  g_autoptr(QdQueens) spaced = qd_queens_parse ("  # c\n4 # N\n\t1\n3   0\n2\r\n", -1, NULL);

  g_assert_nonnull (back);
  g_assert_cmpmem (back->rows, 45 * sizeof (guint), q->rows, 45 * sizeof (guint));
  again = qd_queens_to_string (back);
  g_assert_cmpstr (again, ==, text);
  g_assert_nonnull (spaced);
  g_assert_cmpuint (spaced->h, ==, 0);
}

static cairo_surface_t *
draw_board (const QdQueens *q, double *w, double *h)
{
  QdQueensRenderOptions o;
  cairo_surface_t *s;
  cairo_t *cr;

  qd_queens_render_options_init (&o, NULL);
  qd_queens_render_get_size (q->n, &o, w, h);
  s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) *w, (int) *h);
  cr = cairo_create (s);
  qd_queens_render (cr, q, &o);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return s;
}

/* Every size draws; hits land on the square drawn; a million queens draw a
 * summary of bounded size (O(N): this test would time out otherwise). */
static void
test_render (void)
{
  static const guint sizes[] = { 4, 8, 30, 41, 400, 401, 1000000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(QdQueens) q = qd_queens_new_random (sizes[i], i);
      double w, h, x, y, side;
      guint col, row;
      cairo_surface_t *s = draw_board (q, &w, &h);

      /* The board's side stays near 720 (numbers at 24 units a square up to 40 queens). */
      g_assert_cmpfloat (w, <=, 1100);
      g_assert_cmpfloat (h, <=, 1100);
      if (sizes[i] == 8)
        {
          g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "queens-figure.png", NULL);

          cairo_surface_write_to_png (s, path);
        }
      cairo_surface_destroy (s);
      qd_queens_render_square (q->n, q->n / 2, q->n - 1, &x, &y, &side);
      g_assert_true (qd_queens_render_hit (q->n, x + side / 2, y + side / 2, &col, &row));
      g_assert_cmpuint (col, ==, q->n / 2);
      g_assert_cmpuint (row, ==, q->n - 1);
      g_assert_false (qd_queens_render_hit (q->n, 1, 1, &col, &row));
    }
}

/* AIMA figure 4.6 (3rd edition), as the book prints it: the population
 * 24748552 (24, 31%), 32752411 (23, 29%), 24415124 (20, 26%), 32543213
 * (11, 14%); the parents 32752411 × 24748552 cut after 3 and 24415124 ×
 * 32752411 cut after 5; the children mutated to 32748152, 24752411,
 * 32252124, 24415417.  Digits are rows from 1 at the bottom. */
static QdQueensGeneration *
figure_4_6 (void)
{
  static const char *const population[4] = { "24748552", "32752411", "24415124", "32543213" };
  static const char *const children[4] = { "32748152", "24752411", "32252124", "24415417" };
  static const double fitness[4] = { 24, 23, 20, 11 };
  static const guint pa[4] = { 1, 0, 1, 2 }, pb[4] = { 0, 1, 2, 1 }, cut[4] = { 3, 3, 5, 5 };
  static const gint mutated[4] = { 5, -1, 2, 7 };
  QdQueensGeneration *g = qd_queens_generation_new (4, 8);

  for (guint i = 0; i < 4; i++)
    {
      for (guint k = 0; k < 8; k++)
        {
          g->genes[i * 8 + k] = 8 - (guint) (population[i][k] - '0');
          g->children[i * 8 + k] = 8 - (guint) (children[i][k] - '0');
        }
      g->fitness[i] = fitness[i];
      g->share[i] = fitness[i] / 78;
      g->parent_a[i] = pa[i];
      g->parent_b[i] = pb[i];
      g->cut[i] = cut[i];
      g->mutated[i] = mutated[i];
    }
  g->mutated_from[0] = 8 - 5;
  g->mutated_from[2] = 8 - 7;
  g->mutated_from[3] = 8 - 1;
  return g;
}

static void
test_population (void)
{
  QdQueensGeneration *g = figure_4_6 ();
  g_autofree char *first = qd_queens_genes_text (g, 0, FALSE);
  g_autofree char *child = qd_queens_genes_text (g, 2, TRUE);
  g_autofree char *words = qd_queens_population_describe (g);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "queens-figure-4-6.png", NULL);
  double w, h;
  cairo_surface_t *s;
  cairo_t *cr;

  g_assert_cmpstr (first, ==, "24748552");
  g_assert_cmpstr (child, ==, "32252124");
  g_test_message ("%s", words);
  g_assert_nonnull (strstr (words, "24748552: fitness 24, 31%. Child 1: 32752411 × 24748552, crossover after 3, "
                                   "32748152 (gene 6 mutated)"));
  qd_queens_render_population_get_size (g, NULL, &w, &h);
  s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) w, (int) h);
  cr = cairo_create (s);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  qd_queens_render_population (cr, g, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_write_to_png (s, path);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  qd_queens_generation_free (g);
}

/* A short run's samples of h are its steps, each with its h, and the end
 * with the final h; restarts marked at their own steps. */
static void
check_short_samples (const QdQueensTrace *t)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (QdQueensTraceSample));
  guint kept = qd_queens_trace_n_kept (t);

  g_assert_false (t->truncated);
  qd_queens_trace_samples (t, G_MAXUINT64, samples);
  g_assert_cmpuint (samples->len, ==, kept);
  for (guint k = 0; k < kept; k++)
    {
      const QdQueensTraceSample *a = &g_array_index (samples, QdQueensTraceSample, k);
      const QdQueensTraceStep *s = &g_array_index (t->steps, QdQueensTraceStep, k);

      g_assert_cmpuint (a->step, ==, k);
      g_assert_cmpuint (a->h, ==, s->h);
      g_assert_cmpuint (a->restart_step, ==, s->kind == QD_QUEENS_TRACE_RESTART ? k : 0);
    }
  g_assert_cmpuint (t->n_steps, ==, kept - 1);
  g_assert_cmpuint (g_array_index (samples, QdQueensTraceSample, kept - 1).h, ==, t->final_h);
  /* Up to step 1: the start and step 1. */
  qd_queens_trace_samples (t, 1, samples);
  g_assert_cmpuint (samples->len, ==, MIN (kept, 2));
}

/* The plot of h: a key only with restarts, each restart marked (a short
 * run: each its own sample), none before the first ("none yet", never
 * "no data"). */
static void
check_plot (const QdQueensTrace *t)
{
  g_autoptr(QdPlot) plot = qd_plot_new (NULL);
  g_autofree char *h_key = NULL;

  qd_queens_plot_h (plot, t, G_MAXUINT64);
  h_key = qd_plot_series_legend (plot, 0);
  g_assert_cmpuint (qd_plot_series_n_points (plot, 0), ==, qd_queens_trace_n_kept (t));
  if (t->restarts == 0)
    {
      g_assert_cmpuint (qd_plot_n_series (plot), ==, 1);
      g_assert_cmpstr (h_key, ==, "");
      return;
    }
  g_assert_cmpuint (qd_plot_n_series (plot), ==, 2);
  g_assert_cmpstr (h_key, ==, "h");
  g_assert_cmpuint (qd_plot_series_n_points (plot, 1), ==, t->restarts);
  qd_queens_plot_h (plot, t, 0);
  {
    g_autofree char *key = qd_plot_series_legend (plot, 1);

    g_assert_cmpstr (key, ==, "random restarts (none yet)");
  }
}

/* Why an unsolved climb ended, as the trace says it: the lowest h of the
 * final state's 56 successors, counted here pair by pair; nothing for the
 * other families. */
static void
check_end (const QdQueensTrace *t, const QdQueens *end, const char *name)
{
  g_autoptr(QdQueens) next = qd_queens_dup (end);
  QdLocalVariantId id;
  guint64 best = G_MAXUINT64;

  g_assert_true (qd_local_menu_lookup (&qd_queens_algorithms, name, &id));
  if (t->solved || qd_local_variant (id)->family != QD_LOCAL_FAMILY_CLIMB)
    {
      g_assert_cmpuint (t->best_next_h, ==, G_MAXUINT64);
      return;
    }
  for (guint c = 0; c < 8; c++)
    for (guint r = 0; r < 8; r++)
      if (r != end->rows[c])
        {
          qd_queens_set (next, end->rows);
          qd_queens_move (next, c, r);
          best = MIN (best, qd_queens_h_slow (next));
        }
  g_assert_cmpuint (t->best_next_h, ==, best);
  /* Steepest ascent without sideways moves stops only where no move is lower. */
  if (g_str_equal (name, "steepest"))
    g_assert_cmpuint (best, >=, t->final_h);
}

/* A run far longer than the steps kept: its samples of h still reach the
 * last step and its h, in at most QD_QUEENS_TRACE_MAX_SAMPLES points at
 * whole strides, and the restarts made past the kept steps are marked.
 * The steps are told to the trace by hand: h = the step's number modulo
 * 1000, restarts at steps 150,000 and 250,001. */
static void
test_long_run (void)
{
  const guint64 n_steps = 300007;
  g_autoptr(QdQueens) q = qd_queens_new (8);
  g_autoptr(QdQueensTrace) t = qd_queens_trace_new (q, "min-conflicts");
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (QdQueensTraceSample));
  const QdQueensTraceSample *last;
  guint restarts = 0;

  for (guint64 k = 1; k <= n_steps; k++)
    if (k == 150000 || k == 250001)
      qd_queens_trace_restart (t, q);
    else
      qd_queens_trace_move (t, (guint) (k % 8), 0, 0, k % 1000, 1, NAN, 1);
  qd_queens_trace_finish (t, q, FALSE, 0);
  g_assert_true (t->truncated);
  g_assert_cmpuint (qd_queens_trace_n_kept (t), ==, QD_QUEENS_TRACE_MAX_STEPS);
  qd_queens_trace_samples (t, G_MAXUINT64, samples);
  g_assert_cmpuint (samples->len, <=, QD_QUEENS_TRACE_MAX_SAMPLES + 1);
  g_assert_cmpuint (samples->len, >, QD_QUEENS_TRACE_MAX_SAMPLES / 2);
  for (guint i = 0; i + 1 < samples->len; i++)
    {
      const QdQueensTraceSample *s = &g_array_index (samples, QdQueensTraceSample, i);

      g_assert_cmpuint (s->step, ==, i * t->sample_stride);
      /* h as told: the restarts left the all-on-row-0 board's h, 28. */
      g_assert_cmpuint (s->h, ==, s->step == 0 ? 28 : s->step == 150000 || s->step == 250001 ? 28 : s->step % 1000);
      if (s->restart_step != 0)
        {
          g_assert_true (s->restart_step == 150000 || s->restart_step == 250001);
          g_assert_cmpuint (s->restart_step, >=, s->step);
          g_assert_cmpuint (s->restart_step, <, s->step + t->sample_stride);
          g_assert_cmpuint (s->restart_h, ==, 28);
          restarts++;
        }
    }
  g_assert_cmpuint (restarts, ==, 2);
  /* The end: the last step and the final h (the board's, 28). */
  last = &g_array_index (samples, QdQueensTraceSample, samples->len - 1);
  g_assert_cmpuint (last->step, ==, n_steps);
  g_assert_cmpuint (last->h, ==, 28);
  /* Up to a kept step: its exact h last. */
  qd_queens_trace_samples (t, 123457, samples);
  last = &g_array_index (samples, QdQueensTraceSample, samples->len - 1);
  g_assert_cmpuint (last->step, ==, 123457);
  g_assert_cmpuint (last->h, ==, 457);
}

/* Every algorithm recorded from figure 4.3(a): each move changes one
 * queen, h before and after counted pair by pair on the replay; the replay's
 * end is the search's. */
static void
test_record (void)
{
  const QdLocalMenu *menu = &qd_queens_algorithms;

  for (guint i = 0; i < menu->n; i++)
    {
      const char *name = qd_local_variant_to_string (menu->ids[i]);
      g_autoptr(QdQueens) q = read_example ("figure-4-3a.queens");
      g_autoptr(QdQueens) replay = qd_queens_new (8);
      g_autoptr(QdQueensTrace) t = NULL;
      QdQueensTraceRunOptions o;
      guint64 h = 17;

      qd_queens_trace_run_options_init (&o);
      o.algorithm = name;
      o.seed = 5;
      t = qd_queens_trace_run (q, &o, NULL);
      g_assert_nonnull (t);
      for (guint k = 0; k < qd_queens_trace_n_kept (t); k++)
        {
          const QdQueensTraceStep *s = &g_array_index (t->steps, QdQueensTraceStep, k);

          g_assert_true (qd_queens_trace_replay (t, k, replay));
          g_assert_cmpuint (s->h_before, ==, h);
          g_assert_cmpuint (s->h, ==, qd_queens_h_slow (replay));
          if (s->kind == QD_QUEENS_TRACE_MOVE)
            g_assert_cmpuint (replay->rows[s->col], ==, s->to);
          h = s->h;
        }
      g_assert_cmpmem (replay->rows, 8 * sizeof (guint), t->final, 8 * sizeof (guint));
      g_assert_cmpuint (t->final_h, ==, q->h);
      check_short_samples (t);
      check_end (t, q, name);
      check_plot (t);
      g_test_message ("%s: %" G_GUINT64_FORMAT " steps, h %" G_GUINT64_FORMAT, name, t->n_steps, t->final_h);
    }
}

/* The genetic algorithm's generations as figure 4.6 shows them: each child
 * is its parents' genes cut at the crossover point, but for the mutated
 * gene, which was the crossed one before; fitness is the pairs not
 * attacking (28 − h on 8 queens), the shares sum to 1. */
static void
test_generations (void)
{
  g_autoptr(QdQueens) q = read_example ("figure-4-3a.queens");
  g_autoptr(QdQueensTrace) t = NULL;
  g_autoptr(QdQueens) s = qd_queens_new (8);
  QdQueensTraceRunOptions o;

  qd_queens_trace_run_options_init (&o);
  o.algorithm = "genetic";
  o.population = 6;
  o.seed = 3;
  o.max_steps = 30;
  t = qd_queens_trace_run (q, &o, NULL);
  g_assert_nonnull (t);
  g_assert_cmpuint (t->generations->len, >, 0);
  for (guint j = 0; j < t->generations->len; j++)
    {
      const QdQueensGeneration *g = g_ptr_array_index (t->generations, j);
      double shares = 0;

      for (guint i = 0; i < g->size; i++)
        {
          const guint *a = g->genes + g->parent_a[i] * 8, *b = g->genes + g->parent_b[i] * 8;
          const guint *child = g->children + i * 8;

          qd_queens_set (s, g->genes + i * 8);
          g_assert_cmpfloat (g->fitness[i], ==, 28.0 - (double) qd_queens_h_slow (s));
          shares += g->share[i];
          for (guint k = 0; k < 8; k++)
            {
              guint crossed = g->cut[i] == 0 || k < g->cut[i] ? a[k] : b[k];

              g_assert_cmpuint ((gint) k == g->mutated[i] ? g->mutated_from[i] : child[k], ==, crossed);
            }
        }
      g_assert_cmpfloat (fabs (shares - 1), <, 1e-6);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/queens/file/examples", test_examples);
  g_test_add_func ("/queens/file/errors", test_errors);
  g_test_add_func ("/queens/file/round-trip", test_round_trip);
  g_test_add_func ("/queens/render/sizes", test_render);
  g_test_add_func ("/queens/render/figure-4-6", test_population);
  g_test_add_func ("/queens/record/replay", test_record);
  g_test_add_func ("/queens/record/generations", test_generations);
  g_test_add_func ("/queens/record/long-run", test_long_run);
  return g_test_run ();
}
