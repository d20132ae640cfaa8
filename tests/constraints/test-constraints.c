/* test-constraints.c — the Constraints tab's document and AC-3 arc by arc:
 * a file kept as written (notes, continued lines, CRLF), the editor's
 * edits, errors with their line and column, the queue and a removal told
 * in words. */
#include "config.h"

#include <math.h>

#include <string.h>

#include "formats.h"
#include "problems/constraints/qd-constraints-ac3.h"
#include "problems/constraints/qd-constraints-doc.h"
#include "problems/constraints/qd-constraints-replay.h"
#include "problems/constraints/qd-constraints-conflicts.h"
#include "problems/constraints/qd-constraints-fold.h"
#include "render/constraints/qd-constraints-render.h"

static const QdFormat *
format (void)
{
  return qd_problem_find ("constraints")->format;
}

static void
test_round_trip (void)
{
  const char *text = "# notes first\n\nvar x, y in 1..3   # two\nforall i in 1..1:\n  # inside\n  x != y + i\nx < y\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (text, -1, &error);
  g_autofree char *back = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (qd_constraints_doc_n_statements (doc), ==, 5);
  g_assert_cmpint (qd_constraints_doc_statement (doc, 0)->kind, ==, QD_CONSTRAINTS_NOTE);
  g_assert_cmpint (qd_constraints_doc_statement (doc, 2)->kind, ==, QD_CONSTRAINTS_DECLARATION);
  g_assert_cmpstr (qd_constraints_doc_statement (doc, 3)->text, ==, "forall i in 1..1:\n  # inside\n  x != y + i");
  g_assert_cmpuint (qd_constraints_doc_statement (doc, 4)->line, ==, 7);
  back = qd_constraints_doc_to_string (doc);
  g_assert_cmpstr (back, ==, text);
  qd_test_check_text (format (), text, strlen (text), "notes", TRUE);
  /* CRLF lines are written with LF, and read back the same. */
  qd_test_check_text (format (), "var a in 1..2\r\na != 1\r\n", strlen ("var a in 1..2\r\na != 1\r\n"), "crlf", TRUE);
  /* Lone CRs ending a line (the fuzz target's find): gone, as a CRLF's CR
   * goes, so the text written reads back to itself. */
  qd_test_check_text (format (), "\r\r", 2, "lone CRs", TRUE);
  qd_test_check_text (format (), "# a note\r\r\nvar a in 1..2\r\r\n", strlen ("# a note\r\r\nvar a in 1..2\r\r\n"),
                      "CRs before LF", TRUE);
  /* Notes alone: an empty problem, no model. */
  {
    g_autoptr(QdConstraintsDoc) empty = qd_constraints_doc_parse ("# nothing yet\n", -1, &error);

    g_assert_no_error (error);
    g_assert_null (empty->model);
  }
}

static void
test_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x in 1..3\nx != y\n", -1, &error);

  g_assert_null (doc);
  g_assert_nonnull (strstr (error->message, "line 2, column 6"));
  g_clear_error (&error);
  g_assert_null (qd_constraints_doc_parse ("var x in 1..3\nx @ 2\n", -1, &error));
  g_assert_nonnull (strstr (error->message, "line 2, column 3"));
}

static void
test_edits (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  /* A constraint before its variables is refused, the document unchanged. */
  g_assert_false (qd_constraints_doc_add_constraint (doc, "x < y", &error));
  g_clear_error (&error);
  g_assert_true (qd_constraints_doc_add_variables (doc, "x, y in 1..3", &error));
  g_assert_true (qd_constraints_doc_add_variables (doc, "var c in {red, green}", &error));
  g_assert_true (qd_constraints_doc_add_constraint (doc, "x < y", &error));
  g_assert_no_error (error);
  g_assert_false (qd_constraints_doc_add_constraint (doc, "x < z", &error));
  g_assert_cmpstr (error->message, ==, "“x < z”: column 5: unknown name “z”: no variable, array or value of a domain is called so");
  g_assert_nonnull (strstr (error->message, "unknown name"));
  g_clear_error (&error);
  text = qd_constraints_doc_to_string (doc);
  g_assert_cmpstr (text, ==, "var x, y in 1..3\nvar c in {red, green}\nx < y\n");
  g_assert_cmpuint (qd_csp_n_constraints (doc->model->csp), ==, 1);
  /* A declaration still used cannot go; the constraint can. */
  g_assert_false (qd_constraints_doc_remove (doc, 0, &error));
  g_clear_error (&error);
  g_assert_true (qd_constraints_doc_remove (doc, 2, &error));
  g_assert_cmpuint (qd_csp_n_constraints (doc->model->csp), ==, 0);
  qd_test_check_model (format (), doc, "edits");
}

static void
test_ac3_steps (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y, z in 1..3\nx < y\ny < z\n", -1, &error);
  QdConstraintsAc3 *ac3 = qd_constraints_ac3_new (doc->model);
  g_autofree char *head = NULL, *words = NULL, *domain = NULL;
  gint arc;

  g_assert_cmpuint (qd_constraints_ac3_n_arcs (ac3), ==, 4);
  g_assert_cmpuint (qd_constraints_ac3_queue_length (ac3), ==, 4);
  head = qd_constraints_arc_text (doc->model, qd_constraints_ac3_arc (ac3, qd_constraints_ac3_queue_nth (ac3, 0)));
  g_assert_cmpstr (head, ==, "(x, x < y)");
  g_assert_cmpint (qd_constraints_ac3_arc_state (ac3, 0), ==, QD_CONSTRAINTS_ARC_TODO);

  /* (x, x < y): 3 has no larger y. */
  g_assert_true (qd_constraints_ac3_step (ac3));
  words = qd_constraints_ac3_explain (ac3);
  g_assert_cmpstr (words, ==, "Removed 3 from x because of x < y.");
  g_assert_cmpint (qd_constraints_ac3_arc_state (ac3, 0), ==, QD_CONSTRAINTS_ARC_INCONSISTENT);
  g_assert_cmpuint (qd_constraints_ac3_queue_length (ac3), ==, 3);

  /* A click on (z, y < z) out of turn: 1 has no smaller y; (y, x < y)
   * still queued, nothing put back. */
  arc = qd_constraints_ac3_find_arc (ac3, 2, 1);
  g_assert_cmpint (arc, ==, 3);
  g_assert_true (qd_constraints_ac3_revise (ac3, (guint) arc));
  g_clear_pointer (&words, g_free);
  words = qd_constraints_ac3_explain (ac3);
  g_assert_cmpstr (words, ==, "Removed 1 from z because of y < z.");
  g_assert_cmpint (qd_constraints_ac3_arc_state (ac3, 0), ==, QD_CONSTRAINTS_ARC_CONSISTENT);

  /* (y, x < y) removes 1 and puts back (z, y < z). */
  g_assert_true (qd_constraints_ac3_step (ac3));
  g_clear_pointer (&words, g_free);
  words = qd_constraints_ac3_explain (ac3);
  g_assert_cmpstr (words, ==, "Removed 1 from y because of x < y. 1 arc back in the queue: (z, y < z).");
  /* One step back: (y, x < y) not revised yet, 1 back in y. */
  g_assert_true (qd_constraints_ac3_back (ac3));
  g_assert_cmpuint (qd_constraints_ac3_steps (ac3), ==, 2);
  g_assert_true (qd_csp_ac3_has (qd_constraints_ac3_state (ac3), 1, 0));
  g_assert_cmpint (qd_constraints_ac3_last (ac3), ==, arc);
  g_assert_true (qd_constraints_ac3_step (ac3));
  while (qd_constraints_ac3_step (ac3))
    ;
  g_assert_false (qd_constraints_ac3_wiped_out (ac3));
  domain = qd_constraints_ac3_domain_text (ac3, 1);
  g_assert_cmpstr (domain, ==, "{2}");
  g_clear_pointer (&words, g_free);
  words = qd_constraints_ac3_explain (ac3);
  g_assert_nonnull (strstr (words, "arc consistent"));
  qd_constraints_ac3_free (ac3);
}

/* The layout is the same each time, every box inside the drawing, and a
 * dragged variable goes where it was put. */
static void
test_layout (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var a, b, c, d in 1..4\nalldifferent(a, b, c, d)\n", -1, NULL);
  g_autoptr(GHashTable) moved = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  QdConstraintsLayout *one = qd_constraints_layout_new (doc->model, NULL);
  QdConstraintsLayout *two = qd_constraints_layout_new (doc->model, NULL);
  double *at = g_new (double, 2);
  guint kind, index;

  g_assert_cmpmem (one->vars, sizeof (QdConstraintsBox) * 4, two->vars, sizeof (QdConstraintsBox) * 4);
  for (guint c = 0; c < one->n_constraints; c++)
    {
      g_assert_cmpfloat (one->constraints[c].x - one->constraints[c].width / 2, >=, 0);
      g_assert_cmpfloat (one->constraints[c].x + one->constraints[c].width / 2, <=, one->width);
    }
  g_assert_true (qd_constraints_layout_hit (one, one->vars[2].x, one->vars[2].y, &kind, &index));
  g_assert_cmpuint (kind, ==, 0);
  g_assert_cmpuint (index, ==, 2);
  at[0] = 500;
  at[1] = 400;
  g_hash_table_insert (moved, (gpointer) "b", at);
  qd_constraints_layout_free (two);
  two = qd_constraints_layout_new (doc->model, moved);
  g_assert_cmpfloat_with_epsilon (two->vars[1].x - two->shift_x, 500, 1e-9);
  g_assert_cmpfloat_with_epsilon (two->vars[1].y - two->shift_y, 400, 1e-9);
  qd_constraints_layout_free (one);
  qd_constraints_layout_free (two);
}

/* A file's `# at NAME X Y` comments place its variables; any other comment,
 * or a malformed one, places nothing (issue 76: Australia as on the map). */
static void
test_positions (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (
    "# at a -30 40.5\n#at b 1 2\n# at c 1\n# at d 1 2 3\n# at e x 2\nvar a, b in 1..2\n  # at b 7 -8\na != b\n", -1,
    NULL);
  g_autoptr(GHashTable) moved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  const double *at;
  QdConstraintsLayout *layout;

  qd_constraints_doc_positions (doc, moved);
  g_assert_cmpuint (g_hash_table_size (moved), ==, 2);
  at = g_hash_table_lookup (moved, "a");
  g_assert_cmpfloat (at[0], ==, -30);
  g_assert_cmpfloat (at[1], ==, 40.5);
  at = g_hash_table_lookup (moved, "b");
  g_assert_cmpfloat (at[0], ==, 7);
  g_assert_cmpfloat (at[1], ==, -8);
  layout = qd_constraints_layout_new (doc->model, moved);
  /* a left of b and below it, as the comments say. */
  g_assert_cmpfloat (layout->vars[0].x, <, layout->vars[1].x);
  g_assert_cmpfloat (layout->vars[0].y, >, layout->vars[1].y);
  qd_constraints_layout_free (layout);
}

/* Issue 92: the graph of a dense model drawn without two boxes on each
 * other: Golomb-8 (28 distances in one alldifferent), a Sudoku's array
 * folded into one node with its 27 alldifferents, the eight queens. */
static void
assert_no_overlap (const char *relative)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, relative, NULL);
  g_autofree char *text = NULL;
  g_autoptr(QdConstraintsDoc) doc = NULL;
  QdConstraintsLayout *l;
  guint n_boxes = 0;
  g_autofree QdConstraintsBox *boxes = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_constraints_doc_parse (text, -1, NULL);
  g_assert_nonnull (doc);
  l = qd_constraints_layout_new_as (doc->model, NULL, QD_CONSTRAINTS_SHOW_GRAPH);
  boxes = g_new (QdConstraintsBox, l->n_vars + l->n_constraints);
  /* The boxes drawn: each node once, each constraint with a box of its own. */
  for (guint v = 0; v < l->n_vars; v++)
    if (!l->folded_arrays || l->arrays->array_of[v] < 0 || l->arrays->arrays[l->arrays->array_of[v]].first == v)
      boxes[n_boxes++] = l->vars[v];
  for (guint c = 0; c < l->n_constraints; c++)
    if (qd_constraints_layout_drawn (l, c))
      boxes[n_boxes++] = l->constraints[c];
  for (guint i = 0; i < n_boxes; i++)
    {
      const QdConstraintsBox *a = &boxes[i];

      g_assert_cmpfloat (a->x - a->width / 2, >=, 0);
      g_assert_cmpfloat (a->y - a->height / 2, >=, 0);
      g_assert_cmpfloat (a->x + a->width / 2, <=, l->width);
      g_assert_cmpfloat (a->y + a->height / 2, <=, l->height);
      for (guint j = i + 1; j < n_boxes; j++)
        {
          const QdConstraintsBox *b = &boxes[j];

          if (fabs (a->x - b->x) * 2 < a->width + b->width && fabs (a->y - b->y) * 2 < a->height + b->height)
            g_error ("%s: boxes %u (%g, %g, %g x %g) and %u (%g, %g, %g x %g) overlap", relative, i, a->x, a->y,
                     a->width, a->height, j, b->x, b->y, b->width, b->height);
        }
    }
  qd_constraints_layout_free (l);
}

static void
test_layout_dense (void)
{
  g_autofree char *key = qd_constraints_kind_key ("q[1] != q[3] and abs(q[1] - q[3]) != 2 or x2[a[1]] = 10");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "../csp/xcsp3/GolombRuler-8.xml", NULL);
  g_autofree char *text = NULL;
  g_autoptr(QdConstraintsDoc) doc = NULL;
  QdConstraintsLayout *l;
  guint boxes = 0;

  g_assert_cmpstr (key, ==, "q[] != q[] and abs(q[] - q[]) != # or x2[] = #");
  /* Golomb-8 opens in the grid; its graph has a box for the 378 distances. */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_constraints_doc_parse (text, -1, NULL);
  g_assert_true (qd_constraints_show_grid_first (doc->model));
  l = qd_constraints_layout_new_as (doc->model, NULL, QD_CONSTRAINTS_SHOW_GRAPH);
  for (guint c = 0; c < l->n_constraints; c++)
    boxes += qd_constraints_layout_drawn (l, c);
  g_assert_cmpuint (boxes, ==, 3);
  g_assert_true (g_str_has_prefix (l->labels[0], "378 × expression(dist(x[], x[]) != dist(x[], x[]))"));
  qd_constraints_layout_free (l);

  assert_no_overlap ("../csp/xcsp3/GolombRuler-8.xml");
  assert_no_overlap ("../../data/examples/constraints/sudoku-wikipedia.csp");
  assert_no_overlap ("../csp/xcsp3/Sudoku-Sudoku_s13a.xml");
  assert_no_overlap ("../../data/examples/constraints/queens-8.csp");
  assert_no_overlap ("../../data/examples/constraints/zebra.csp");
}

/* Issue 92: a knapsack's grid has its weights and values under the cells,
 * read from the constraint's and the objective's coefficients (the file's
 * format and XCSP3's <sum> alike), and their totals for an assignment. */
static QdConstraintsLayout *
knapsack_grid (const char *relative, QdConstraintsDoc **doc)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, relative, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  *doc = qd_constraints_doc_parse (text, -1, NULL);
  g_assert_nonnull (*doc);
  return qd_constraints_layout_new_as ((*doc)->model, NULL, QD_CONSTRAINTS_SHOW_GRID);
}

static void
test_grid_coefficients (void)
{
  QdConstraintsDoc *doc;
  QdConstraintsLayout *l = knapsack_grid ("data/knapsack.csp", &doc);
  const QdConstraintsGridBlock *block = &l->blocks[0];
  const gint64 weights[] = { 3, 4, 5, 8, 9 }, values[] = { 4, 5, 6, 10, 11 };
  gint taken[] = { 1, 0, 0, 1, 1 }, part[] = { 1, -1, -1, 1, -1 };
  gint64 total;
  cairo_surface_t *surface;
  cairo_t *cr;
  QdConstraintsRenderOptions options;

  g_assert_cmpuint (block->n_linear, ==, 2);
  g_assert_cmpint (block->linear[0]->op, ==, '<');
  g_assert_cmpint (block->linear[0]->bound, ==, 20);
  g_assert_cmpint (block->linear[1]->op, ==, 0);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpuint (block->linear[0]->vars[i], ==, i);
      g_assert_cmpint (block->linear[0]->coeffs[i], ==, weights[i]);
      g_assert_cmpint (block->linear[1]->coeffs[i], ==, values[i]);
    }
  /* Items 1, 4 and 5: weight 20 of 20, value 25 (the optimum). */
  g_assert_true (qd_csp_model_linear_total (doc->model, block->linear[0], taken, &total));
  g_assert_cmpint (total, ==, 20);
  g_assert_true (qd_csp_model_linear_total (doc->model, block->linear[1], taken, &total));
  g_assert_cmpint (total, ==, 25);
  /* A partial assignment: the running total of what is assigned. */
  g_assert_false (qd_csp_model_linear_total (doc->model, block->linear[0], part, &total));
  g_assert_cmpint (total, ==, 11);
  /* Room under the cells for two rows and two totals, and it draws. */
  g_assert_cmpfloat (l->height, >=, l->vars[0].y + l->vars[0].height / 2 + 4 * 18);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) l->width, (int) l->height);
  cr = cairo_create (surface);
  qd_constraints_render_options_init (&options, NULL);
  options.solution = taken;
  qd_constraints_render (cr, doc->model, l, &options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  qd_constraints_layout_free (l);
  qd_constraints_doc_free (doc);

  /* XCSP3's <sum> with <coeffs> and (le,50), and a <maximize type="sum">. */
  l = knapsack_grid ("../csp/xcsp3/Knapsack-Knapsack_20-50-00.xml", &doc);
  block = &l->blocks[0];
  g_assert_cmpuint (block->n_linear, ==, 2);
  g_assert_cmpint (block->linear[0]->bound, ==, 50);
  g_assert_cmpint (block->linear[0]->coeffs[1], ==, 5);
  g_assert_cmpint (block->linear[1]->coeffs[1], ==, 89);
  qd_constraints_layout_free (l);
  qd_constraints_doc_free (doc);
}

/* A model of more than QD_CONSTRAINTS_GRAPH_MAX_VARIABLES shows the grid
 * first: a 2-D array's cells in rows and columns as its indexes say, the
 * other variables apart; the graph folds the array into one node. */
static void
test_grid_layout (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x[1..4][1..5] in 1..3\nvar s in 0..1\n"
                                                              "alldifferent(x[1])\n", -1, NULL);
  QdConstraintsLayout *grid = qd_constraints_layout_new (doc->model, NULL);
  QdConstraintsLayout *graph = qd_constraints_layout_new_as (doc->model, NULL, QD_CONSTRAINTS_SHOW_GRAPH);
  guint kind, index;

  g_assert_true (qd_constraints_show_grid_first (doc->model));
  g_assert_true (grid->grid);
  g_assert_cmpuint (grid->arrays->n_arrays, ==, 1);
  /* x[1][2] right of x[1][1], x[2][1] under it, same column. */
  g_assert_cmpfloat (grid->vars[1].x, >, grid->vars[0].x);
  g_assert_cmpfloat_with_epsilon (grid->vars[1].y, grid->vars[0].y, 1e-9);
  g_assert_cmpfloat_with_epsilon (grid->vars[5].x, grid->vars[0].x, 1e-9);
  g_assert_cmpfloat (grid->vars[5].y, >, grid->vars[0].y);
  g_assert_true (qd_constraints_layout_hit (grid, grid->vars[7].x, grid->vars[7].y, &kind, &index));
  g_assert_cmpuint (index, ==, 7);
  g_assert_false (graph->grid);
  g_assert_true (graph->folded_arrays);
  g_assert_cmpmem (&graph->vars[0], sizeof (QdConstraintsBox), &graph->vars[19], sizeof (QdConstraintsBox));
  g_assert_cmpfloat (fabs (graph->vars[20].x - graph->vars[0].x) + fabs (graph->vars[20].y - graph->vars[0].y), >, 10);
  qd_constraints_layout_free (grid);
  qd_constraints_layout_free (graph);
}

/* ------------------------------------------------------ the search replay */

static const char queens4[] =
  "var q[1..4] in 1..4\nforall i in 1..4, j in i + 1..4:\n  q[i] != q[j] and abs(q[i] - q[j]) != j - i\n";

/* A first-solution search on `doc` with static orders, recorded (with
 * `backjump`, conflict-directed backjumping; a model with an objective:
 * branch and bound). */
static QdConstraintsReplay *
record_with (const QdConstraintsDoc *doc, QdCspInference inference, guint max_steps, QdCspStats *stats,
             gboolean backjump)
{
  QdConstraintsReplay *replay = qd_constraints_replay_new (inference, max_steps);
  QdConstraintsRecorder recorder;
  QdCspOptions options;
  QdCspSolver *solver;

  qd_constraints_recorder_init (&recorder, replay, doc->model->csp);
  recorder.model = doc->model;
  qd_csp_options_init (&options);
  options.inference = inference;
  options.backjumping = backjump;
  options.optimize = qd_csp_model_has_objective (doc->model);
  options.listener = &qd_constraints_recorder_listener;
  options.listener_data = &recorder;
  solver = qd_csp_solver_new (doc->model->csp, &options);
  g_assert_cmpint (qd_csp_solver_run (solver, stats), ==, QD_CSP_SOLVED);
  qd_csp_solver_free (solver);
  qd_constraints_recorder_clear (&recorder);
  return replay;
}

static QdConstraintsReplay *
record (const QdConstraintsDoc *doc, QdCspInference inference, guint max_steps, QdCspStats *stats)
{
  return record_with (doc, inference, max_steps, stats, FALSE);
}

static char *
explain (const QdConstraintsReplay *replay, const QdConstraintsDoc *doc, guint step)
{
  return qd_constraints_replay_explain (replay, doc->model, step);
}

/* Four queens by forward checking, derived by hand: q[1] = 1 leaves q[2]
 * {3, 4}, q[3] {2, 4}, q[4] {2, 3}; q[2] = 3 empties q[3]; q[2] = 4 leaves
 * q[3] {2} and q[4] {3}; q[3] = 2 empties q[4]; back to q[1] = 2, then
 * q[2] = 4, q[3] = 1, q[4] = 3: the first solution, at step 15. */
static void
test_replay_fc (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (queens4, -1, NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record (doc, QD_CSP_INFER_FC, 1000, &stats);
  static const QdConstraintsStepKind kinds[] = {
    QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_WIPEOUT,
    QD_CONSTRAINTS_STEP_BACKTRACK, QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_ASSIGN,
    QD_CONSTRAINTS_STEP_WIPEOUT, QD_CONSTRAINTS_STEP_BACKTRACK, QD_CONSTRAINTS_STEP_BACKTRACK,
    QD_CONSTRAINTS_STEP_BACKTRACK, QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_ASSIGN,
    QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_ASSIGN, QD_CONSTRAINTS_STEP_SOLUTION,
  };
  gint values[4];
  guint removed[16];
  char *text;

  for (guint s = 1; s <= qd_constraints_replay_n_steps (replay); s++)
    {
      text = explain (replay, doc, s);
      g_test_message ("%u: %s", s, text);
      g_free (text);
    }
  g_assert_cmpuint (qd_constraints_replay_n_steps (replay), ==, G_N_ELEMENTS (kinds));
  g_assert_false (qd_constraints_replay_truncated (replay));
  for (guint s = 1; s <= G_N_ELEMENTS (kinds); s++)
    g_assert_cmpint (qd_constraints_replay_step (replay, s)->kind, ==, kinds[s - 1]);
  /* Each of the eight assignments is a step. */
  g_assert_cmpuint (stats.assignments, ==, 8);

  text = explain (replay, doc, 1);
  g_assert_cmpstr (text, ==, "Assigned q[1] = 1; forward checking removed {1, 2} from q[2], {1, 3} from q[3] "
                             "and {1, 4} from q[4] (q[1] != q[2] and abs(q[1] - q[2]) != 1, "
                             "q[1] != q[3] and abs(q[1] - q[3]) != 2, q[1] != q[4] and abs(q[1] - q[4]) != 3).");
  g_free (text);
  text = explain (replay, doc, 3);
  g_assert_cmpstr (text, ==, "Wipe-out of q[3]: backtrack.");
  g_free (text);
  text = explain (replay, doc, 4);
  g_assert_cmpstr (text, ==, "Backtrack: q[2] = 3 undone.");
  g_free (text);
  text = explain (replay, doc, 15);
  g_assert_cmpstr (text, ==, "Solution 1.");
  g_free (text);

  /* After step 5 (q[2] = 4): q[3] keeps 2, q[4] keeps 3; 4 left q[3] at
   * this step, 1 and 3 at step 1. */
  qd_constraints_replay_state (replay, 5, 4, values, removed, 4);
  g_assert_cmpint (values[0], ==, 0);
  g_assert_cmpint (values[1], ==, 3);
  g_assert_cmpint (values[2], ==, -1);
  g_assert_cmpuint (removed[2 * 4 + 3], ==, 5);
  g_assert_cmpuint (removed[2 * 4 + 0], ==, 1);
  g_assert_cmpuint (removed[2 * 4 + 1], ==, 0);
  g_assert_cmpuint (removed[3 * 4 + 1], ==, 5);
  /* The step 2 removals are undone by the backtrack at step 4. */
  qd_constraints_replay_state (replay, 4, 4, values, removed, 4);
  g_assert_cmpint (values[1], ==, -1);
  g_assert_cmpuint (removed[2 * 4 + 1], ==, 0);
  /* Back to q[1] = 2 at step 11: step 1's removals are gone. */
  qd_constraints_replay_state (replay, 11, 4, values, removed, 4);
  g_assert_cmpint (values[0], ==, 1);
  g_assert_cmpuint (removed[1 * 4 + 0], ==, 11);
  g_assert_cmpuint (removed[2 * 4 + 2], ==, 0);
  /* The end: the solution 2, 4, 1, 3. */
  qd_constraints_replay_state (replay, 15, 4, values, removed, 4);
  g_assert_cmpint (values[0], ==, 1);
  g_assert_cmpint (values[1], ==, 3);
  g_assert_cmpint (values[2], ==, 0);
  g_assert_cmpint (values[3], ==, 2);
  qd_constraints_replay_free (replay);
}

/* Backtracking: the rejected values go with the step that follows them;
 * a cap keeps the first steps and counts the rest. */
static void
test_replay_bt (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (queens4, -1, NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record (doc, QD_CSP_INFER_NONE, 1000, &stats);
  QdConstraintsReplay *capped;
  g_autofree char *two = explain (replay, doc, 2);
  g_autofree char *three = explain (replay, doc, 3);

  g_assert_cmpstr (two, ==, "Assigned q[2] = 3 after ruling out {1, 2} (q[1] != q[2] and abs(q[1] - q[2]) != 1).");
  g_assert_true (g_str_has_prefix (three, "Dead end: no value of q[3] is consistent ("));
  g_assert_true (g_str_has_suffix (three, "; backtrack, q[2] = 3 undone."));
  g_assert_cmpuint (stats.assignments, ==, 8);
  capped = record (doc, QD_CSP_INFER_NONE, 3, &stats);
  g_assert_cmpuint (qd_constraints_replay_n_steps (capped), ==, 3);
  g_assert_true (qd_constraints_replay_truncated (capped));
  g_assert_cmpuint (capped->n_counted, ==, qd_constraints_replay_n_steps (replay));
  qd_constraints_replay_free (capped);
  qd_constraints_replay_free (replay);
}

/* MAC makes the network arc consistent before the search: a first step. */
static void
test_replay_mac (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y in 1..3\nx < y\n", -1, NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record (doc, QD_CSP_INFER_MAC, 1000, &stats);
  g_autofree char *one = explain (replay, doc, 1);

  g_assert_cmpint (qd_constraints_replay_step (replay, 1)->kind, ==, QD_CONSTRAINTS_STEP_PROPAGATE);
  g_assert_cmpstr (one, ==, "Before the search, propagation removed 3 from x and 1 from y (x < y).");
  qd_constraints_replay_free (replay);
}

/* Branch and bound recorded: each solution's objective, better than the
 * one before (data/FORMATS.md's example: 1, 2, … 8), told in its step; the
 * objective row's sentences. */
static void
test_replay_optimum (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x, y in 0..3\nx != y\nmaximize 2 * x + y\n", -1,
                                                             NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record_with (doc, QD_CSP_INFER_MAC, 1000, &stats, FALSE);
  guint n = qd_constraints_replay_n_steps (replay), first = 0;
  g_autofree char *text = NULL;
  g_autofree char *so_far = qd_constraints_objective_text (QD_CONSTRAINTS_OBJECTIVE_SEARCHING, TRUE, 17);
  g_autofree char *optimal = qd_constraints_objective_text (QD_CONSTRAINTS_OBJECTIVE_OPTIMAL, TRUE, 11);
  g_autofree char *stopped = qd_constraints_objective_text (QD_CONSTRAINTS_OBJECTIVE_STOPPED, TRUE, 11);
  g_autofree char *none = qd_constraints_objective_text (QD_CONSTRAINTS_OBJECTIVE_OPTIMAL, FALSE, 0);

  g_assert_nonnull (replay->objectives);
  g_assert_cmpuint (replay->objectives->len, >=, 2);
  g_assert_cmpint (g_array_index (replay->objectives, gint64, replay->objectives->len - 1), ==, 8);
  for (guint i = 1; i < replay->objectives->len; i++)
    g_assert_cmpint (g_array_index (replay->objectives, gint64, i), >, g_array_index (replay->objectives, gint64, i - 1));
  g_assert_cmpuint (qd_constraints_replay_solution_at (replay, n), ==, replay->objectives->len);
  for (guint s = 1; s <= n && first == 0; s++)
    if (qd_constraints_replay_step (replay, s)->kind == QD_CONSTRAINTS_STEP_SOLUTION)
      first = s;
  g_assert_cmpuint (qd_constraints_replay_solution_at (replay, first - 1), ==, 0);
  g_assert_cmpuint (qd_constraints_replay_solution_at (replay, first), ==, 1);
  text = explain (replay, doc, first);
  g_assert_true (g_str_has_prefix (text, "Solution 1: objective "));
  g_assert_cmpstr (so_far, ==, "Objective: 17 (best so far)");
  g_assert_cmpstr (optimal, ==, "Objective: 11 — optimal");
  g_assert_cmpstr (stopped, ==, "Objective: best 11 (stopped)");
  g_assert_cmpstr (none, ==, "Objective: no solution");
  qd_constraints_replay_free (replay);
}

/* Five variables all different: forward checking's removals are the
 * alldifferent's (its pairwise != beside it are its own), named short. */
static void
test_replay_global (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse ("var x[1..5] in 1..5\nalldifferent(x)\n", -1, NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record (doc, QD_CSP_INFER_FC, 1000, &stats);
  g_autofree char *one = explain (replay, doc, 1);

  g_assert_cmpstr (one, ==, "Assigned x[1] = 1; forward checking removed 1 from x[2], x[3], x[4] and x[5] "
                            "by alldifferent(x[]).");
  qd_constraints_replay_free (replay);
  /* A sum's propagator: no binary constraint explains its removals. */
  {
    g_autoptr(QdConstraintsDoc) sum = qd_constraints_doc_parse ("var x, y, z in 1..4\nx + y + z >= 8\n", -1, NULL);
    g_autofree char *text = NULL;

    replay = record (sum, QD_CSP_INFER_FC, 1000, &stats);
    text = explain (replay, sum, 1);
    g_assert_cmpstr (text, ==, "Assigned x = 1; forward checking removed {1, 2} from y and z by linear(x + y + z >= 8).");
    qd_constraints_replay_free (replay);
  }
}

/* Backjumping recorded: a dead end told with its conflict set and where
 * the search goes back to. */
static void
test_replay_backjump (void)
{
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (queens4, -1, NULL);
  QdCspStats stats = { 0 };
  QdConstraintsReplay *replay = record_with (doc, QD_CSP_INFER_NONE, 1000, &stats, TRUE);
  guint found = 0;

  for (guint s = 1; s <= qd_constraints_replay_n_steps (replay) && found == 0; s++)
    if (qd_constraints_replay_step (replay, s)->kind == QD_CONSTRAINTS_STEP_BACKJUMP)
      found = s;
  g_assert_cmpuint (found, >, 0);
  {
    g_autofree char *text = explain (replay, doc, found);

    g_assert_true (g_str_has_prefix (text, "Dead end at q["));
    g_assert_nonnull (strstr (text, ": conflict set {q["));
    g_assert_nonnull (strstr (text, "}; back to q["));
  }
  qd_constraints_replay_free (replay);
}

/* A constraint of many variables: its short label and folded edges. */
static void
test_scope_fold (void)
{
  const char *q3[] = { "q[1]", "q[2]", "q[3]" };
  const char *mixed[] = { "q[1]", "qq[2]", "q[3]" };
  const char *plain[] = { "x", "y", "z" };
  const char *grid[] = { "x[1][1]", "x[1][2]", "x[2][1]", "x[2][2]", "x[3][1]", "x[3][2]", "x[4][1]", "x[4][2]",
                         "x[5][1]" };
  const char *model[] = { "q[1]", "q[2]", "q[3]", "x", "r[1]", "r[2]", "r[3]", "r[4]" };
  g_autoptr(GHashTable) sizes = qd_constraints_array_sizes (model, G_N_ELEMENTS (model));
  const char *r3[] = { "r[1]", "r[2]", "r[3]" };
  g_autofree char *part = qd_constraints_scope_label ("alldifferent(r[1], r[2], r[3])", r3, 3, 10, sizes);
  g_autofree char *a = qd_constraints_scope_array (q3, 3);
  g_autofree char *g = qd_constraints_scope_array (grid, 9);
  g_autofree char *short_label = qd_constraints_scope_label ("alldifferent(q[1], q[2], q[3])", q3, 3, 20, sizes);
  g_autofree char *kept = qd_constraints_scope_label ("sum(q[1], q[2], q[3])", q3, 3, 28, sizes);
  g_autofree char *plain_label = qd_constraints_scope_label ("alldifferent(x, y, z, and more)", plain, 3, 10, sizes);
  g_autofree char *expr_label = qd_constraints_scope_label ("q[1] + q[2] + q[3] <= 1000000", q3, 3, 10, sizes);

  g_assert_cmpstr (a, ==, "q");
  g_assert_cmpstr (g, ==, "x");
  g_assert_null (qd_constraints_scope_array (mixed, 3));
  g_assert_null (qd_constraints_scope_array (plain, 3));
  g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (sizes, "r")), ==, 4);
  g_assert_false (g_hash_table_contains (sizes, "x"));
  g_assert_cmpstr (short_label, ==, "alldifferent(q[])");
  /* Part of an array: named in full. */
  g_assert_cmpstr (part, ==, "alldifferent(r[1], r[2], r[3])");
  g_assert_cmpstr (kept, ==, "sum(q[1], q[2], q[3])");
  g_assert_cmpstr (plain_label, ==, "alldifferent(x, y, z, and more)");
  g_assert_cmpstr (expr_label, ==, "q[1] + q[2] + q[3] <= 1000000");
  g_assert_true (qd_constraints_scope_folds (grid, 9));
  g_assert_false (qd_constraints_scope_folds (grid, 8));
  g_assert_false (qd_constraints_scope_folds (q3, 3));
}

/* The history of violated constraints: every step while few, then every
 * second, fourth, … (halved at the cap), the first and the last kept, each
 * point the value recorded at its step. */
static void
test_conflicts (void)
{
  g_autoptr(QdConstraintsConflicts) c = qd_constraints_conflicts_new ();
  guint64 last = 100003, previous = 0, step;
  guint violated;

  for (guint64 i = 0; i <= last; i++)
    qd_constraints_conflicts_record (c, i, (guint) (i % 7));
  qd_constraints_conflicts_finish (c);
  g_assert_cmpuint (qd_constraints_conflicts_n_points (c), <=, QD_CONSTRAINTS_CONFLICTS_MAX + 1);
  g_assert_cmpuint (qd_constraints_conflicts_n_points (c), >=, QD_CONSTRAINTS_CONFLICTS_MAX / 2);
  for (guint i = 0; i < qd_constraints_conflicts_n_points (c); i++)
    {
      qd_constraints_conflicts_point (c, i, &step, &violated);
      g_assert_cmpuint (violated, ==, step % 7);
      if (i == 0)
        g_assert_cmpuint (step, ==, 0);
      else
        g_assert_cmpuint (step, >, previous);
      previous = step;
    }
  g_assert_cmpuint (previous, ==, last);

  /* A short run keeps every step, the last once. */
  {
    g_autoptr(QdConstraintsConflicts) s = qd_constraints_conflicts_new ();

    for (guint64 i = 0; i < 10; i++)
      qd_constraints_conflicts_record (s, i, 10 - (guint) i);
    qd_constraints_conflicts_finish (s);
    g_assert_cmpuint (qd_constraints_conflicts_n_points (s), ==, 10);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/constraints/round-trip", test_round_trip);
  g_test_add_func ("/constraints/positions", test_positions);
  g_test_add_func ("/constraints/grid-layout", test_grid_layout);
  g_test_add_func ("/constraints/grid-coefficients", test_grid_coefficients);
  g_test_add_func ("/constraints/errors", test_errors);
  g_test_add_func ("/constraints/edits", test_edits);
  g_test_add_func ("/constraints/ac3-steps", test_ac3_steps);
  g_test_add_func ("/constraints/layout", test_layout);
  g_test_add_func ("/constraints/layout-dense", test_layout_dense);
  g_test_add_func ("/constraints/replay-fc", test_replay_fc);
  g_test_add_func ("/constraints/replay-bt", test_replay_bt);
  g_test_add_func ("/constraints/replay-mac", test_replay_mac);
  g_test_add_func ("/constraints/replay-optimum", test_replay_optimum);
  g_test_add_func ("/constraints/replay-backjump", test_replay_backjump);
  g_test_add_func ("/constraints/replay-global", test_replay_global);
  g_test_add_func ("/constraints/scope-fold", test_scope_fold);
  g_test_add_func ("/constraints/conflicts", test_conflicts);
  return g_test_run ();
}
