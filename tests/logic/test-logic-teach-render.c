/* test-logic-teach-render.c — the Logic problem's report and animation
 * (render/logic), without the command line: the animation of the book's
 * truth table has a step per row (128 rows, AIMA 4th ed. §7.4.4), forward
 * chaining's a step per pop (Fig. 7.16: A B L M P Q, six pops), a walk of
 * 1,024 rows is sampled to QD_LOGIC_ANIMATION_MAX_STEPS steps; each frame
 * describes its step ("Row 128 of 128 …", "Pop Q from the agenda"); a frame
 * and a report page are written as PNG (logic-gif-frame-*.png,
 * logic-report-page.png) to be looked at.  The report holds the sentences,
 * a figure per sentence's CNF and the proofs.
 *
 * Every algorithm has its animation and its report figure, through the one
 * dispatch (render/logic/qd-logic-render-proof.h), counted by hand: DPLL on
 * {A ∨ B, ¬A} ∧ ¬B is 3 calls (unit ¬A, unit B, ¬B false), FOL-FC-ASK on the
 * crime KB 2 iterations (AIMA Fig. 9.4), FOL-BC-ASK's proof of
 * Criminal(West) 9 goals (Fig. 9.7: Criminal, American, Weapon, Missile,
 * Sells, Missile, Owns, Hostile, Enemy); WalkSAT's flips, backward chaining
 * and CDCL's conflict more than one step; a refused question none.  At
 * 1.5 times the text every drawing is 1.5 times larger and its items are hit
 * at their scaled centres (the tree views' shared wrappers). */
#include "config.h"

#include <string.h>

#include "render/logic/qd-logic-animation.h"
#include "render/logic/qd-logic-run-report.h"
#include "render/logic/qd-logic-render-proof.h"

static const char *const wumpus =
  "title: R1-R5\n¬P11\nB11 ⇔ (P12 ∨ P21)\nB21 ⇔ (P11 ∨ P22 ∨ P31)\n¬B11\nB21\nask: ¬P12\n";
static const char *const horn = "P ⇒ Q\nL ∧ M ⇒ P\nB ∧ L ⇒ M\nA ∧ P ⇒ L\nA ∧ B ⇒ L\nA\nB\nask: Q\n";
static const char *const crime =
  "American(x) ∧ Weapon(y) ∧ Sells(x, y, z) ∧ Hostile(z) ⇒ Criminal(x)\nOwns(Nono, M1)\nMissile(M1)\n"
  "Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)\nMissile(x) ⇒ Weapon(x)\nEnemy(x, America) ⇒ Hostile(x)\n"
  "American(West)\nEnemy(Nono, America)\nask: Criminal(x)\n";
/* Unsatisfiable, but only after a decision: CDCL records a conflict. */
static const char *const four = "A ∨ B\nA ∨ ¬B\n¬A ∨ B\n¬A ∨ ¬B\n";
/* Satisfiable (A ∨ B with ¬B), so WalkSAT finds its model by flips. */
static const char *const walk = "A ∨ B ∨ C\n¬A ∨ ¬B\n¬B ∨ C\n¬C ∨ D\n¬D ∨ ¬A\n";

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

/* Every algorithm's animation: its steps, and frames that differ from the
 * first (something is drawn step by step). */
static void
test_every_algorithm (void)
{
  static const struct {
    const char *text, *query;
    QdLogicAlgorithm algorithm;
    guint steps;              /* 0: more than one, not counted by hand */
  } cases[] = {
    { "A ∨ B\n¬A\n", "B", QD_LOGIC_DPLL, 3 },
    { NULL, "Criminal(x)", QD_LOGIC_FOL_FC, 2 },
    { NULL, "Criminal(x)", QD_LOGIC_FOL_BC, 9 },
    { NULL, NULL, QD_LOGIC_WALKSAT, 0 },
    { NULL, "Q", QD_LOGIC_BC, 0 },
    { "A ∨ B\nA ∨ ¬B\n¬A ∨ B\n¬A ∨ ¬B\n", NULL, QD_LOGIC_CDCL, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      const char *text = cases[i].text != NULL ? cases[i].text
                         : qd_logic_algorithm_is_first_order (cases[i].algorithm) ? crime
                         : cases[i].algorithm == QD_LOGIC_WALKSAT ? walk : horn;
      g_autoptr(QdAnimation) animation = animation_of (text, cases[i].query, cases[i].algorithm, &error);
      g_autofree char *name = g_strdup_printf ("logic-gif-frame-%s.png",
                                               qd_logic_algorithm_to_string (cases[i].algorithm));

      g_test_message ("%s", qd_logic_algorithm_to_string (cases[i].algorithm));
      g_assert_no_error (error);
      if (cases[i].steps > 0)
        g_assert_cmpuint (animation->n_steps, ==, cases[i].steps);
      else
        g_assert_cmpuint (animation->n_steps, >, 1);
      g_assert_cmpuint (animation->n_steps, <=, QD_LOGIC_ANIMATION_MAX_STEPS);
      write_frame (animation, animation->n_steps, name);
    }
}

/* A question the algorithm refuses has nothing to animate. */
static void
test_no_steps (void)
{
  g_autoptr(GError) error = NULL;
  QdAnimation *animation = animation_of ("A ∨ B\n", "A", QD_LOGIC_FC, &error);

  g_assert_null (animation);
  g_assert_nonnull (error);
}

/* The report's figure for each algorithm is the dispatch's drawing,
 * captioned with the book's figure. */
static void
test_report_figures (void)
{
  static const struct {
    const char *query;
    QdLogicAlgorithm algorithm;
    const char *caption;
  } cases[] = {
    { "Q", QD_LOGIC_DPLL, "DPLL’s search tree" },
    { "Q", QD_LOGIC_BC, "Backward chaining’s AND-OR tree" },
    { NULL, QD_LOGIC_CDCL, "implication graph of the conflict" },
    { "Criminal(x)", QD_LOGIC_FOL_FC, "AIMA Fig. 9.4" },
    { "Criminal(x)", QD_LOGIC_FOL_BC, "AIMA Fig. 9.7" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gboolean fol = qd_logic_algorithm_is_first_order (cases[i].algorithm);
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (fol ? crime : cases[i].query == NULL ? four : horn, -1, NULL);
      QdLogicRun run = { doc, NULL, (const char *const[]) { cases[i].query, NULL }, cases[i].algorithm, NULL };
      g_autoptr(QdReport) report = qd_logic_run_report_new (&run, NULL);
      g_autofree char *markdown = qd_report_to_markdown (report);

      g_test_message ("%s", qd_logic_algorithm_to_string (cases[i].algorithm));
      g_assert_nonnull (strstr (markdown, cases[i].caption));
      g_assert_nonnull (strstr (markdown, "figures/proof-1-1"));
      if (fol)
        g_assert_nonnull (strstr (markdown, "Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)"));
    }
}

/* At 1.5 times the text (GNOME's large text), the whole drawing is 1.5
 * times larger, and each item is found at its centre scaled (the tree
 * views' shared get_size, node_center and hit, qd-prop-render-tree.c). */
static void
check_scaled (const QdLogicProof *proof, double width, double height)
{
  QdPalette large = *qd_palette_light ();
  QdPropRenderOptions o, big;
  double w, h, x, y, bw, bh, sx, sy, sw, sh;

  large.text_scale = 1.5;
  qd_prop_render_options_init (&o, NULL);
  qd_prop_render_options_init (&big, &large);
  qd_logic_proof_get_size (proof, &big, &w, &h);
  g_assert_cmpfloat_with_epsilon (w, 1.5 * width, 1e-6);
  g_assert_cmpfloat_with_epsilon (h, 1.5 * height, 1e-6);
  for (guint i = 0; i < qd_logic_proof_n_items (proof); i++)
    {
      g_assert_true (qd_logic_proof_item_box (proof, &o, i, &x, &y, &bw, &bh));
      g_assert_true (qd_logic_proof_item_box (proof, &big, i, &sx, &sy, &sw, &sh));
      /* The CNF's lines are found by hitting down the drawing, 3 points a try. */
      g_assert_cmpfloat_with_epsilon (sx + sw / 2, 1.5 * (x + bw / 2), 4.5);
      g_assert_cmpfloat_with_epsilon (sy + sh / 2, 1.5 * (y + bh / 2), 4.5);
      g_assert_cmpint (qd_logic_proof_hit (proof, &big, sx + sw / 2, sy + sh / 2), ==, (gint) i);
    }
}

/* The dispatch's table: every algorithm's answer has a drawing with a
 * title and steps, and the drawing's hit finds the items it lays out. */
static void
test_dispatch (void)
{
  for (QdLogicAlgorithm a = 0; a < QD_LOGIC_N_ALGORITHMS; a++)
    {
      gboolean fol = qd_logic_algorithm_is_first_order (a);
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (fol ? crime : a == QD_LOGIC_WALKSAT ? walk : horn, -1, NULL);
      QdLogicAskOptions options;
      QdLogicAskResult r;
      QdLogicProof proof;
      QdPropRenderOptions o;
      double w, h, x, y, bw, bh;
      guint hits = 0;

      g_test_message ("%s", qd_logic_algorithm_to_string (a));
      qd_logic_ask_options_init (&options);
      g_assert_true (qd_logic_ask (doc, fol ? "Criminal(x)" : a == QD_LOGIC_WALKSAT ? NULL : "Q", a, &options, &r,
                                   NULL));
      g_assert_true (qd_logic_proof_init (&proof, doc, &r, NULL));
      qd_prop_render_options_init (&o, NULL);
      qd_logic_proof_get_size (&proof, &o, &w, &h);
      g_assert_cmpfloat (w, >, 100);
      g_assert_cmpfloat (h, >, 50);
      g_assert_cmpuint (qd_logic_proof_n_steps (&proof), >=, 1);
      g_assert_cmpstr (qd_logic_proof_title (&proof), !=, "");
      for (guint i = 0; i < qd_logic_proof_n_items (&proof); i++)
        if (qd_logic_proof_item_box (&proof, &o, i, &x, &y, &bw, &bh)
            && qd_logic_proof_hit (&proof, &o, x + bw / 2, y + bh / 2) == (gint) i)
          hits++;
      /* Every item's box centre hits it (WalkSAT's flips are no items). */
      g_assert_cmpuint (hits, ==, qd_logic_proof_n_items (&proof));
      g_assert_true (a == QD_LOGIC_WALKSAT || hits > 0);
      check_scaled (&proof, w, h);
      qd_logic_proof_clear (&proof);
      qd_logic_ask_result_clear (&r);
    }
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
  g_test_add_func ("/logic/teach/animation/every-algorithm", test_every_algorithm);
  g_test_add_func ("/logic/teach/animation/no-steps", test_no_steps);
  g_test_add_func ("/logic/teach/report", test_report);
  g_test_add_func ("/logic/teach/report/figures", test_report_figures);
  g_test_add_func ("/logic/teach/dispatch", test_dispatch);
  return g_test_run ();
}
