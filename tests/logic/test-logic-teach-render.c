/* test-logic-teach-render.c — the Logic problem's report and animation
 * (render/logic), without the command line: the animation of the book's
 * truth table has a step per row (128 rows, AIMA 4th ed. §7.4.4), forward
 * chaining's a step per pop (Fig. 7.16: A B L M P Q, six pops), a walk of
 * 1,024 rows is sampled to QD_LOGIC_ANIMATION_MAX_STEPS steps; CDCL has no
 * steps to draw; each frame describes its step ("Row 128 of 128 …", "Pop Q
 * from the agenda"); a frame and a report page are written as PNG
 * (logic-gif-frame-*.png, logic-report-page.png) to be looked at.  The
 * report holds the sentences, a figure per sentence's CNF and the proofs. */
#include "config.h"

#include <string.h>

#include "render/logic/qd-logic-animation.h"
#include "render/logic/qd-logic-run-report.h"

static const char *const wumpus =
  "title: R1-R5\n¬P11\nB11 ⇔ (P12 ∨ P21)\nB21 ⇔ (P11 ∨ P22 ∨ P31)\n¬B11\nB21\nask: ¬P12\n";
static const char *const horn = "P ⇒ Q\nL ∧ M ⇒ P\nB ∧ L ⇒ M\nA ∧ P ⇒ L\nA ∧ B ⇒ L\nA\nB\nask: Q\n";

static QdAnimation *
animation_of (const char *text, const char *query, QdLogicAlgorithm algorithm, GError **error)
{
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (text, -1, NULL);

  g_assert_nonnull (doc);
  return qd_logic_animation_new (doc, query, algorithm, NULL, error);
}

/* Frame `step` drawn at 640 × 480 into `name` (in the build folder). */
static void
write_frame (const QdAnimation *animation, guint step, const char *name)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 640, 480);
  cairo_t *cr = cairo_create (surface);

  qd_animation_draw_frame (animation, cr, 640, 480, step);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, name), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

static void
test_truth_table (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = animation_of (wumpus, "¬P12", QD_LOGIC_TRUTH_TABLE, &error);
  g_autofree char *first = NULL, *last = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 128);
  g_assert_cmpuint (qd_animation_n_frames (animation, 300), ==, 129);
  first = animation->describe (1, animation->data);
  last = animation->describe (128, animation->data);
  /* TT-CHECK-ALL's first row: every symbol true; R1 false there. */
  g_assert_nonnull (strstr (first, "Row 1 of 128"));
  g_assert_nonnull (strstr (first, "KB false"));
  /* The last row, every symbol false: R5 (B21) false. */
  g_assert_nonnull (strstr (last, "Row 128 of 128"));
  g_assert_nonnull (strstr (last, "KB false"));
  write_frame (animation, 64, "logic-gif-frame-table.png");
}

static void
test_sampled (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = animation_of ("A0 ∨ A1 ∨ A2 ∨ A3 ∨ A4 ∨ A5 ∨ A6 ∨ A7 ∨ A8 ∨ A9\n", "A0",
                                                   QD_LOGIC_TRUTH_TABLE, &error);
  g_autofree char *last = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, QD_LOGIC_ANIMATION_MAX_STEPS);
  /* The last frame is the last row of the 1,024. */
  last = animation->describe (animation->n_steps, animation->data);
  g_assert_nonnull (strstr (last, "Row 1,024 of 1,024"));
}

static void
test_chaining (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = animation_of (horn, "Q", QD_LOGIC_FC, &error);
  static const char *const pops[] = { "A", "B", "L", "M", "P", "Q" };

  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 6);
  for (guint i = 0; i < G_N_ELEMENTS (pops); i++)
    {
      g_autofree char *said = animation->describe (i + 1, animation->data);
      g_autofree char *want = g_strdup_printf ("Pop %s from the agenda", pops[i]);

      g_assert_cmpstr (said, ==, want);
    }
  write_frame (animation, 3, "logic-gif-frame-chaining.png");
}

static void
test_no_steps (void)
{
  g_autoptr(GError) error = NULL;
  QdAnimation *animation = animation_of (horn, "Q", QD_LOGIC_CDCL, &error);

  g_assert_null (animation);
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* Forward chaining on a sentence that is not a definite clause: refused. */
  animation = animation_of ("A ∨ B\n", "A", QD_LOGIC_FC, &error);
  g_assert_null (animation);
  g_assert_nonnull (error);
}

static void
test_report (void)
{
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (wumpus, -1, NULL);
  QdLogicRun run = { doc, NULL, NULL, QD_LOGIC_TRUTH_TABLE, NULL };
  g_autoptr(QdReport) report = qd_logic_run_report_new (&run, NULL);
  g_autofree char *markdown = qd_report_to_markdown (report);

  /* The KB, R2's CNF drawn, the verdict, the figures; the 128 rows in slices. */
  g_assert_nonnull (strstr (markdown, "B11 ⇔ P12 ∨ P21"));
  g_assert_nonnull (strstr (markdown, "R2 in conjunctive normal form"));
  g_assert_nonnull (strstr (markdown, "KB ⊨ ¬P12"));
  g_assert_nonnull (strstr (markdown, "models 3"));
  g_assert_nonnull (strstr (markdown, "(continued)"));
  g_assert_cmpuint (qd_report_count_pages (report), >=, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/teach/animation/truth-table", test_truth_table);
  g_test_add_func ("/logic/teach/animation/sampled", test_sampled);
  g_test_add_func ("/logic/teach/animation/chaining", test_chaining);
  g_test_add_func ("/logic/teach/animation/no-steps", test_no_steps);
  g_test_add_func ("/logic/teach/report", test_report);
  return g_test_run ();
}
