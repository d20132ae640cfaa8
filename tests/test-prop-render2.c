/* test-prop-render2.c — the drawings of searches and proofs
 * (render/qd-prop-search-render.h, render/qd-fol-render.h) on trees worked
 * by hand: DPLL's tree of a formula worked in test-prop-search.c (7 calls,
 * a conflict then a model), backward chaining on the Horn KB of Fig. 7.16
 * (17 nodes, the loop on P), the first CDCL conflict worked in test-sat.c
 * (UIP x4, learned ¬x4 ∨ ¬x2, back to level 1), WalkSAT's flips, the crime
 * KB's FOL-BC tree (Fig. 9.7: 9 nodes, 4 under Criminal(West)), FOL-FC's
 * facts by iteration (Sells, Weapon, Hostile in 1, Criminal in 2) and the
 * book's unification rows.
 *
 * Pictures are saved in the build folder (prop-render2-*.png) to be looked at. */
#include <string.h>

#include "core/qd-fol.h"
#include "core/qd-prop.h"
#include "render/qd-export.h"
#include "render/qd-fol-render.h"
#include "render/qd-prop-search-render.h"
#include "render/qd-rendering.h"
#include "render-pixels.h"

/* Draws `rendering` at its natural size, which must be a picture (more than
 * 50 × 50), saved as `name`. */
static void
picture_draw (RenderPicture *pic, double width, double height, QdRendering rendering, const char *name)
{
  g_assert_cmpfloat (width, >, 50);
  g_assert_cmpfloat (height, >, 50);
  render_picture_draw (pic, width, height, rendering, name);
}

/* Adds a clause given as DIMACS-like integers (1 is symbol 0, -1 its negation). */
static void
add_clause (QdPropClauses *clauses, const gint *ints, guint n)
{
  guint lits[16];

  for (guint i = 0; i < n; i++)
    lits[i] = ints[i] > 0 ? 2u * (guint) (ints[i] - 1) : 2u * (guint) (-ints[i] - 1) + 1u;
  g_assert_true (qd_prop_clauses_add (clauses, lits, n, QD_PROP_NONE, QD_PROP_NONE));
}

#define ADD(clauses, ...) \
  G_STMT_START { const gint c_[] = { __VA_ARGS__ }; add_clause (clauses, c_, G_N_ELEMENTS (c_)); } G_STMT_END

static guint
parse_ok (QdProp *prop, const char *text)
{
  g_autoptr (GError) error = NULL;
  guint root = qd_prop_parse (prop, text, &error);

  g_assert_no_error (error);
  return root;
}

/* ------------------------------------------------------------- DPLL */

/* test-prop-search.c's tree, worked by hand there: symbols A B C D, clauses
 *   c0 A ∨ C   c1 ¬A ∨ B   c2 ¬A ∨ ¬B   c3 ¬C ∨ D   c4 B ∨ C ∨ ¬D;
 * root → A=T (branch) → B=T (unit c1) conflict on c2; root → A=F (branch)
 * → B=T (pure) → D=T (pure) → C=T (pure) model.  7 calls, 2 leaves: one
 * conflict under ¬A ∨ ¬B, one model; the path to it is nodes 0, 3, 4, 5, 6. */
static void
dpll_hand (QdProp *prop, QdPropClauses *clauses, QdPropDpll *dpll)
{
  qd_prop_symbol (prop, "A");
  qd_prop_symbol (prop, "B");
  qd_prop_symbol (prop, "C");
  qd_prop_symbol (prop, "D");
  ADD (clauses, 1, 3);
  ADD (clauses, -1, 2);
  ADD (clauses, -1, -2);
  ADD (clauses, -3, 4);
  ADD (clauses, 2, 3, -4);
  qd_prop_dpll (clauses, 4, NULL, dpll);
  g_assert_cmpint (dpll->status, ==, QD_PROP_DPLL_SAT);
}

static void
test_dpll_tree (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  const QdPalette *p = qd_palette_light ();
  QdPropDpll dpll;
  QdPropDpllTree tree = { prop, clauses, &dpll };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x[7], y[7];
  static const gboolean path[7] = { TRUE, FALSE, FALSE, TRUE, TRUE, TRUE, TRUE };
  g_autofree char *unit = NULL;

  dpll_hand (prop, clauses, &dpll);
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_dpll_tree_n_steps (&tree), ==, 7);
  qd_prop_dpll_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_dpll_tree_render, &tree, &o), "prop-render2-dpll.png");
  for (guint i = 0; i < 7; i++)
    {
      g_assert_true (qd_prop_dpll_tree_node_center (&tree, &o, i, &x[i], &y[i]));
      g_assert_cmpfloat (x[i], >, 0);
      g_assert_cmpfloat (x[i], <, w);
      g_assert_cmpfloat (y[i], <, h);
      g_assert_cmpint (qd_prop_dpll_tree_hit (&tree, &o, x[i], y[i]), ==, (gint) i);
      g_assert_cmpint (qd_prop_dpll_tree_on_model_path (&tree, i), ==, path[i]);
    }
  /* Depths: the root on top, each call one level under its parent; the
   * two branches of A side by side, true on the left. */
  g_assert_cmpfloat (y[1], >, y[0]);
  g_assert_cmpfloat (fabs (y[1] - y[3]), <, 1e-9);
  g_assert_cmpfloat (x[1], <, x[3]);
  g_assert_cmpfloat (y[6], >, y[5]);
  /* The two leaves: the conflict red, the model green; the labels written. */
  {
    double rgb[3];

    render_pixel (pic.surface, x[2], y[2] + 5, rgb);
    g_assert_true (render_near (rgb, &p->bad, 0.05));
    render_pixel (pic.surface, x[6], y[6] + 5, rgb);
    g_assert_true (render_near (rgb, &p->good, 0.05));
  }
  g_assert_true (render_logged (pic.texts, "A = T"));
  g_assert_true (render_logged (pic.texts, "A = F"));
  g_assert_true (render_logged (pic.texts, "¬A ∨ ¬B"));
  g_assert_true (render_logged (pic.texts, "model"));
  g_assert_true (render_logged (pic.texts, "unit"));
  g_assert_true (render_logged (pic.texts, "pure"));
  unit = qd_prop_dpll_tree_describe (&tree, 2);
  g_assert_cmpstr (unit, ==, "B = true by the unit clause ¬A ∨ B; ¬A ∨ ¬B is false");
  render_picture_clear (&pic);

  /* Step 3: the first three calls; node 3 not drawn; selection written. */
  o.step = 3;
  o.selected = 2;
  qd_prop_dpll_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_dpll_tree_render, &tree, &o), "prop-render2-dpll-step3.png");
  g_assert_false (qd_prop_dpll_tree_node_center (&tree, &o, 3, &x[0], &y[0]));
  g_assert_true (render_logged (pic.texts, "B = true by the unit clause ¬A ∨ B; ¬A ∨ ¬B is false"));
  g_assert_false (render_logged (pic.texts, "A = F"));
  render_picture_clear (&pic);
  qd_prop_dpll_clear (&dpll);
}

/* A search of more calls than drawn: pigeonhole 6 into 5 by DPLL, stopped
 * at 800 calls: the first 511 drawn, a note says so. */
static void
test_dpll_capped (void)
{
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  QdPropDpll dpll;
  QdPropDpllTree tree = { NULL, clauses, &dpll };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h;

  /* p(i, j) = 5i + j + 1: pigeon i in hole j; 6 pigeons, 5 holes. */
  for (guint i = 0; i < 6; i++)
    {
      gint c[5];

      for (guint j = 0; j < 5; j++)
        c[j] = (gint) (5 * i + j + 1);
      add_clause (clauses, c, 5);
    }
  for (guint j = 0; j < 5; j++)
    for (guint a = 0; a < 6; a++)
      for (guint b = a + 1; b < 6; b++)
        ADD (clauses, -(gint) (5 * a + j + 1), -(gint) (5 * b + j + 1));
  qd_prop_dpll (clauses, 30, &(QdPropDpllOptions) { 800, 0, NULL }, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_BUDGET);
  g_assert_cmpuint (dpll.n_nodes, ==, 800);
  g_assert_cmpuint (dpll.n_nodes, >, QD_PROP_RENDER_MAX_DPLL_NODES);
  g_assert_cmpuint (qd_prop_dpll_tree_n_steps (&tree), ==, QD_PROP_RENDER_MAX_DPLL_NODES);
  qd_prop_render_options_init (&o, NULL);
  qd_prop_dpll_tree_get_size (&tree, &o, &w, &h);
  g_assert_cmpfloat (w, <, 32000);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_dpll_tree_render, &tree, &o), "prop-render2-dpll-capped.png");
  {
    g_autofree char *k = g_strdup_printf ("%u", QD_PROP_RENDER_MAX_DPLL_NODES);
    gboolean noted = FALSE;

    for (guint i = 0; i < pic.texts->len; i++)
      noted |= g_str_has_prefix (g_ptr_array_index (pic.texts, i), "The first ")
               && strstr (g_ptr_array_index (pic.texts, i), k) != NULL;
    g_assert_true (noted);
  }
  render_picture_clear (&pic);
  qd_prop_dpll_clear (&dpll);
}

/* ------------------------------------------------ backward chaining */

static const char *const horn_kb[7] = { "P ⇒ Q", "L ∧ M ⇒ P", "B ∧ L ⇒ M", "A ∧ P ⇒ L", "A ∧ B ⇒ L", "A", "B" };

/* The core's tree, worked by hand in test-prop-search.c: 17 nodes (10
 * goals, 7 formulas); node 8 is the loop on P under formula (4) A ∧ P ⇒ L,
 * which failed (node 5); nodes 10, 15, 16 are goals known from before. */
static void
test_bc_tree (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  const QdPalette *p = qd_palette_light ();
  guint kb[7];
  QdPropBc bc;
  QdPropBcTree tree;
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x[17], y[17];

  for (guint i = 0; i < 7; i++)
    kb[i] = parse_ok (prop, horn_kb[i]);
  g_assert_true (qd_prop_bc_entails (prop, kb, 7, qd_prop_lookup (prop, "Q"), NULL, &bc, NULL));
  tree = (QdPropBcTree) { prop, kb, 7, &bc };
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_bc_tree_n_steps (&tree), ==, 17);
  qd_prop_bc_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_bc_tree_render, &tree, &o), "prop-render2-bc.png");
  for (guint i = 0; i < 17; i++)
    {
      g_assert_true (qd_prop_bc_tree_node_center (&tree, &o, i, &x[i], &y[i]));
      g_assert_cmpint (qd_prop_bc_tree_hit (&tree, &o, x[i], y[i]), ==, (gint) i);
    }
  /* Q on top, its formula under it, P under that; the loop's P under (4). */
  g_assert_cmpfloat (y[0], <, y[1]);
  g_assert_cmpfloat (y[1], <, y[2]);
  g_assert_cmpfloat (y[5], <, y[8]);
  g_assert_true (render_logged (pic.texts, "loop"));
  g_assert_true (render_logged (pic.texts, "known"));
  g_assert_true (render_logged (pic.texts, "(4)"));
  g_assert_true (render_logged (pic.texts, "A ∧ B ⇒ L"));
  {
    g_autofree char *loop = qd_prop_bc_tree_describe (&tree, 8);
    g_autofree char *proved = qd_prop_bc_tree_describe (&tree, 4);
    QdColor tinted;
    double rgb[3];

    g_assert_cmpstr (loop, ==, "P: a loop (already a goal above), not pursued");
    g_assert_cmpstr (proved, ==, "L proved by (5) A ∧ B ⇒ L");
    /* A proved goal's box is tinted green, the loop's is not. */
    qd_color_mix (&tinted, &p->background, &p->good, 0.25);
    render_pixel (pic.surface, x[0] - 12, y[0] + 7, rgb);
    g_assert_true (render_near (rgb, &tinted, 0.04));
    render_pixel (pic.surface, x[8] - 12, y[8] + 7, rgb);
    g_assert_true (render_near (rgb, &p->background, 0.02));
  }
  render_picture_clear (&pic);

  o.step = 9;
  o.selected = 8;
  qd_prop_bc_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_bc_tree_render, &tree, &o), "prop-render2-bc-step9.png");
  g_assert_false (qd_prop_bc_tree_node_center (&tree, &o, 9, &x[0], &y[0]));
  g_assert_true (render_logged (pic.texts, "P: a loop (already a goal above), not pursued"));
  /* Q is not proved yet at step 9: its box is not tinted; A (node 6,
   * proved by the fact at node 7) is. */
  {
    double rgb[3];
    QdColor tinted;

    render_pixel (pic.surface, x[0] - 12, y[0] + 7, rgb);
    g_assert_true (render_near (rgb, &p->background, 0.02));
    qd_color_mix (&tinted, &p->background, &p->good, 0.25);
    render_pixel (pic.surface, x[6] - 12, y[6] + 7, rgb);
    g_assert_true (render_near (rgb, &tinted, 0.04));
  }
  render_picture_clear (&pic);
  qd_prop_bc_clear (&bc);
}

/* ------------------------------------------------------------- CDCL */

/* test-sat.c's first conflict, worked by hand there: clauses
 *   x1 ∨ x2, x8 ∨ x3, x7 ∨ x4, ¬x4 ∨ x5, ¬x5 ∨ ¬x2 ∨ x6, ¬x4 ∨ ¬x6;
 * trail ¬x1 x2 | ¬x8 x3 | ¬x7 x4 x5 ¬x6 (levels 1, 2, 3), conflict on
 * ¬x5 ∨ ¬x2 ∨ x6, first UIP x4 (vertex 5), learned ¬x4 ∨ ¬x2, back to 1.
 * Level 2 plays no part: its two literals are not in the cone. */
static void
test_cdcl_graph (void)
{
  const gint clauses[][3] = { { 1, 2 }, { 8, 3 }, { 7, 4 }, { -4, 5 }, { -5, -2, 6 }, { -4, -6 } };
  const guint lengths[] = { 2, 2, 2, 2, 3, 2 };
  g_autoptr (QdSatExplain) explain = qd_sat_explain_new (1, TRUE);
  QdSat *sat = qd_sat_new (8);
  QdSatGraph graph = { explain, NULL, 0 };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x[9], y[9];

  for (guint i = 0; i < G_N_ELEMENTS (clauses); i++)
    {
      guint lits[3];

      for (guint k = 0; k < lengths[i]; k++)
        lits[k] = QD_SAT_LIT (clauses[i][k]);
      g_assert_true (qd_sat_add_clause (sat, lits, lengths[i]));
    }
  qd_sat_set_explain (sat, explain);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_STOPPED);
  g_assert_true (explain->recorded);
  qd_prop_render_options_init (&o, NULL);
  /* 8 literals, then κ, then the analysis. */
  g_assert_cmpuint (qd_sat_graph_n_steps (&graph), ==, 10);
  qd_sat_graph_get_size (&graph, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_sat_graph_render, &graph, &o), "prop-render2-cdcl.png");
  for (guint v = 0; v <= 8; v++)
    {
      g_assert_true (qd_sat_graph_vertex_center (&graph, &o, v, &x[v], &y[v]));
      g_assert_cmpint (qd_sat_graph_hit (&graph, &o, x[v], y[v]), ==, (gint) v);
      g_assert_cmpfloat (x[v], <, w);
      g_assert_cmpfloat (y[v], <, h);
    }
  /* The UIP x4 marked, no other; the conflict side: x5, ¬x6 and κ. */
  for (guint v = 0; v < 8; v++)
    {
      g_assert_cmpint (qd_sat_graph_is_uip_marked (&graph, v), ==, v == 5);
      g_assert_cmpint (qd_sat_graph_on_conflict_side (&graph, v), ==, v == 6 || v == 7);
    }
  g_assert_true (qd_sat_graph_on_conflict_side (&graph, 8));
  /* Levels are rows, top to bottom; a level's literals left to right. */
  g_assert_cmpfloat (y[0], <, y[2]);
  g_assert_cmpfloat (y[2], <, y[4]);
  g_assert_cmpfloat (fabs (y[4] - y[5]), <, 1e-9);
  g_assert_cmpfloat (x[4], <, x[5]);
  g_assert_cmpfloat (x[5], <, x[6]);
  g_assert_cmpfloat (x[6], <, x[8]);
  g_assert_true (render_logged (pic.texts, "x4@3"));
  g_assert_true (render_logged (pic.texts, "¬x7@3"));
  g_assert_true (render_logged (pic.texts, "κ"));
  g_assert_true (render_logged (pic.texts, "UIP"));
  g_assert_true (render_logged (pic.texts, "Learned clause (the cut): ¬x4 ∨ ¬x2"));
  g_assert_true (render_logged (pic.texts, "Backjump to level 1"));
  g_assert_true (render_logged (pic.texts, "Conflict: x6 ∨ ¬x5 ∨ ¬x2 is false at level 3"));
  {
    g_autofree char *d5 = qd_sat_graph_describe (&graph, 6);
    g_autofree char *d4 = qd_sat_graph_describe (&graph, 4);

    g_assert_cmpstr (d5, ==, "x5@3, implied by x5 ∨ ¬x4");
    g_assert_cmpstr (d4, ==, "¬x7@3: the decision of level 3");
  }
  render_picture_clear (&pic);

  /* Step 6: the trail up to x4; no κ, no analysis. */
  o.step = 6;
  qd_sat_graph_get_size (&graph, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_sat_graph_render, &graph, &o), "prop-render2-cdcl-step6.png");
  g_assert_false (qd_sat_graph_vertex_center (&graph, &o, 6, &x[0], &y[0]));
  g_assert_false (qd_sat_graph_vertex_center (&graph, &o, 8, &x[0], &y[0]));
  g_assert_false (render_logged (pic.texts, "UIP"));
  g_assert_true (render_logged (pic.texts, "x4@3"));
  render_picture_clear (&pic);
  qd_sat_free (sat);
}

/* A later conflict of pigeonhole 5 into 4 (a graph of several levels):
 * the recorded UIP is the vertex marked, every literal is drawn, and κ
 * stands right of every literal of its level. */
static void
test_cdcl_pigeons (void)
{
  g_autoptr (QdSatExplain) explain = qd_sat_explain_new (12, TRUE);
  QdSat *sat = qd_sat_new (20);
  QdSatGraph graph = { explain, NULL, 0 };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, kx, ky;
  guint n;

  for (guint i = 0; i < 5; i++)
    {
      guint lits[4];

      for (guint j = 0; j < 4; j++)
        lits[j] = QD_SAT_LIT ((gint) (4 * i + j + 1));
      g_assert_true (qd_sat_add_clause (sat, lits, 4));
    }
  for (guint j = 0; j < 4; j++)
    for (guint a = 0; a < 5; a++)
      for (guint b = a + 1; b < 5; b++)
        {
          guint lits[2] = { QD_SAT_LIT (-(gint) (4 * a + j + 1)), QD_SAT_LIT (-(gint) (4 * b + j + 1)) };

          g_assert_true (qd_sat_add_clause (sat, lits, 2));
        }
  qd_sat_set_explain (sat, explain);
  g_assert_cmpint (qd_sat_solve (sat, NULL, 0), ==, QD_SAT_STOPPED);
  g_assert_true (explain->recorded);
  n = explain->vertices->len;
  qd_prop_render_options_init (&o, NULL);
  qd_sat_graph_get_size (&graph, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_sat_graph_render, &graph, &o), "prop-render2-cdcl-pigeons.png");
  g_assert_true (qd_sat_graph_vertex_center (&graph, &o, n, &kx, &ky));
  for (guint v = 0; v < n; v++)
    {
      const QdSatExplainVertex *vx = &g_array_index (explain->vertices, QdSatExplainVertex, v);
      double x, y;

      g_assert_true (qd_sat_graph_vertex_center (&graph, &o, v, &x, &y));
      g_assert_cmpint (qd_sat_graph_hit (&graph, &o, x, y), ==, (gint) v);
      g_assert_cmpint (qd_sat_graph_is_uip_marked (&graph, v), ==, v == explain->uip_vertex);
      if (vx->level == explain->level)
        g_assert_cmpfloat (x, <, kx);
    }
  render_picture_clear (&pic);
  qd_sat_free (sat);
}

/* ----------------------------------------------------------- WalkSAT */

/* On the satisfiable formula of the DPLL test: the line ends at 0 false
 * clauses, the flips replayed from the start give WalkSAT's model, and
 * that model satisfies every clause.  On the four clauses over A and B
 * (every sign pair) each assignment falsifies exactly one: every point is
 * 1 and the run ends "no model". */
static void
test_walksat (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  g_autoptr (QdPropClauses) unsat = qd_prop_clauses_new ();
  QdPropDpll dpll;
  QdPropWalksat ws;
  QdPropWalksatOptions wo = { 0.5, 1000, 7, 0, NULL };
  QdPropWalksatView view = { prop, 4, &ws };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h;
  guint8 values[4];

  dpll_hand (prop, clauses, &dpll);
  qd_prop_dpll_clear (&dpll);
  qd_prop_walksat (clauses, 4, &wo, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_SAT);
  g_assert_cmpuint (ws.n_flips, >, 0);
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_walksat_view_n_steps (&view), ==, ws.n_flips);
  qd_prop_walksat_view_assignment (&view, -1, values);
  g_assert_cmpmem (values, 4, ws.model->data, 4);
  g_assert_true (qd_prop_clauses_eval (clauses, values));
  qd_prop_walksat_view_assignment (&view, 0, values);
  g_assert_cmpmem (values, 4, ws.initial->data, 4);
  qd_prop_walksat_view_get_size (&view, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_walksat_view_render, &view, &o), "prop-render2-walksat.png");
  g_assert_true (render_logged (pic.texts, "false clauses"));
  g_assert_true (render_logged (pic.texts, "D"));
  {
    g_autofree char *flips = g_strdup_printf ("%" G_GUINT64_FORMAT, ws.n_flips);
    g_autofree char *greedy = g_strdup_printf ("%" G_GUINT64_FORMAT, ws.n_greedy);
    g_autofree char *caption = g_strdup_printf ("WalkSAT: a model after %s flips (%s greedy)", flips, greedy);

    g_assert_true (render_logged (pic.texts, caption));
  }
  /* The strip's cells: symbol s under its own cell. */
  for (guint s = 0; s < 4; s++)
    {
      gboolean found = FALSE;

      for (double y = h - 80; y < h && !found; y += 6)
        for (double x = 0; x < w && !found; x += 6)
          found = qd_prop_walksat_view_hit_symbol (&view, &o, x, y) == (gint) s;
      g_assert_true (found);
    }
  render_picture_clear (&pic);
  qd_prop_walksat_clear (&ws);

  ADD (unsat, 1, 2);
  ADD (unsat, -1, 2);
  ADD (unsat, 1, -2);
  ADD (unsat, -1, -2);
  wo.max_flips = 40;
  qd_prop_walksat (unsat, 2, &wo, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_NO_MODEL);
  g_assert_cmpuint (ws.min_unsat, ==, 1);
  view = (QdPropWalksatView) { NULL, 2, &ws };
  o.step = 20;
  o.selected = 4;
  qd_prop_walksat_view_get_size (&view, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_walksat_view_render, &view, &o), "prop-render2-walksat-nomodel.png");
  g_assert_true (render_logged (pic.texts, "WalkSAT: flip 20 of 40"));
  g_assert_true (render_logged (pic.texts, "The assignment after flip 20"));
  g_assert_true (render_logged (pic.texts, "x2"));
  g_assert_cmpint (qd_prop_walksat_view_hit (&view, &o, 2, 2), ==, -1);
  render_picture_clear (&pic);
  o.step = -1;
  qd_prop_walksat_view_get_size (&view, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_prop_walksat_view_render, &view, &o), NULL);
  g_assert_true (render_logged (pic.texts, "WalkSAT: no model in 40 flips (at best 1 clause false)"));
  render_picture_clear (&pic);
  qd_prop_walksat_clear (&ws);
}

/* ------------------------------------------------------- first order */

/* The crime KB in the book's order (as test-fol.c writes it). */
#define CRIME_KB \
  "American(x) ∧ Weapon(y) ∧ Sells(x, y, z) ∧ Hostile(z) ⇒ Criminal(x)\n" \
  "Owns(Nono, M1)\n" \
  "Missile(M1)\n" \
  "Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)\n" \
  "Missile(x) ⇒ Weapon(x)\n" \
  "Enemy(x, America) ⇒ Hostile(x)\n" \
  "American(West)\n" \
  "Enemy(Nono, America)\n"

static QdFol *
crime_kb (void)
{
  g_autoptr (GError) error = NULL;
  QdFol *fol = qd_fol_new ();

  g_assert_true (qd_fol_parse_kb (fol, CRIME_KB, &error));
  g_assert_no_error (error);
  return fol;
}

/* Fig. 9.7: Criminal(West) over its four premises American(West),
 * Weapon(M1), Sells(West, M1, Nono), Hostile(Nono); under Weapon(M1)
 * Missile(M1), under Sells Missile(M1) and Owns(Nono, M1), under Hostile
 * Enemy(Nono, America): 9 nodes, 4 children under the root, on 3 levels.
 * Under the root the clause (1) with {x/West, y/M1, z/Nono} (the book's
 * substitution at the top). */
/* The root's box (Criminal(West), over "(1) {x/West, y/M1, z/Nono}"),
 * drawn at 2× as the command's PNG: its bottom edge (13 below its middle,
 * 3 wide) is whole across the middle of the box: the note's halo (round its "{"
 * and "/") notched it white. */
static void
assert_border_whole (const QdFolProofTree *tree, const QdPropRenderOptions *o, double x, double y)
{
  const QdPalette *p = qd_palette_light ();
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_fol_proof_tree_get_size (tree, o, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (2 * w), (int) ceil (2 * h));
  cr = cairo_create (surface);
  cairo_scale (cr, 2, 2);
  qd_fol_proof_tree_render (cr, tree, o);
  cairo_destroy (cr);
  /* the answer's border, 3 wide: its rows at 2× */
  for (double dx = -45; dx <= 45; dx += 0.5)
    for (double dy = 12; dy <= 14; dy += 0.5)
      {
        double rgb[3];

        render_pixel (surface, 2 * (x + dx), 2 * (y + dy), rgb);
        g_assert_false (render_near (rgb, &p->background, 0.1));
      }
  cairo_surface_destroy (surface);
}

static void
test_fol_bc_tree (void)
{
  g_autoptr (QdFol) fol = crime_kb ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GError) error = NULL;
  guint query = qd_fol_parse_query (fol, "Criminal(x)", 1, vars, &error);
  QdFolBc bc;
  QdFolProofTree tree;
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x[9], y[9];
  guint under_root = 0;
  g_autofree char *note = NULL;

  g_assert_no_error (error);
  g_assert_true (qd_fol_bc_ask (fol, query, NULL, &bc, NULL));
  tree = (QdFolProofTree) { fol, &bc, 0 };
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_fol_proof_tree_n_steps (&tree), ==, 9);
  qd_fol_proof_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_proof_tree_render, &tree, &o), "prop-render2-fol-bc.png");
  for (guint i = 0; i < 9; i++)
    {
      g_assert_true (qd_fol_proof_tree_node_center (&tree, &o, i, &x[i], &y[i]));
      g_assert_cmpint (qd_fol_proof_tree_hit (&tree, &o, x[i], y[i]), ==, (gint) i);
    }
  for (guint i = 1; i < 9; i++)
    if (fabs (y[i] - y[1]) < 1e-9)
      under_root++;
  g_assert_cmpuint (under_root, ==, 4);
  g_assert_cmpfloat (y[0], <, y[1]);
  g_assert_cmpfloat (y[1], <, y[3]);
  g_assert_true (render_logged (pic.texts, "Criminal(West)"));
  g_assert_true (render_logged (pic.texts, "Enemy(Nono, America)"));
  g_assert_true (render_logged (pic.texts, "(1) {x/West, y/M1, z/Nono}"));
  note = qd_fol_proof_tree_node_note (&tree, 6);
  g_assert_cmpstr (note, ==, "(2)");
  assert_border_whole (&tree, &o, x[0], y[0]);
  render_picture_clear (&pic);
  qd_fol_bc_clear (&bc);
}

/* FOL-FC-ASK on the crime KB (§9.3.2): the KB's four facts (rows 1-4:
 * Owns, Missile, American, Enemy in the order told), iteration 1 adds
 * Sells(West, M1, Nono) by (4) {x/M1}, Weapon(M1) by (5), Hostile(Nono)
 * by (6) (rows 5-7), iteration 2 Criminal(West) by (1) from rows 3, 6, 5,
 * 7 (American, Weapon, Sells, Hostile), the answer. */
static void
test_fol_fc_table (void)
{
  g_autoptr (QdFol) fol = crime_kb ();
  g_autoptr (GError) error = NULL;
  guint query = qd_fol_parse_query (fol, "Criminal(x)", 1, NULL, &error);
  const QdPalette *p = qd_palette_light ();
  QdFolFc fc;
  QdFolFcTable table;
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x, y, rw, rh;

  g_assert_no_error (error);
  g_assert_true (qd_fol_fc_ask (fol, query, NULL, &fc, NULL));
  table = (QdFolFcTable) { fol, &fc };
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_fol_fc_table_n_steps (&table), ==, 2);
  g_assert_cmpuint (qd_fol_fc_table_n_rows (&table, &o), ==, 8);
  qd_fol_fc_table_get_size (&table, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_fc_table_render, &table, &o), "prop-render2-fol-fc.png");
  g_assert_true (render_logged (pic.texts, "Sells(West, M1, Nono)"));
  g_assert_true (render_logged (pic.texts, "{x/M1}"));
  g_assert_true (render_logged (pic.texts, "3, 6, 5, 7"));
  g_assert_true (render_logged (pic.texts, "{x/West, y/M1, z/Nono}"));
  for (guint i = 0; i < 8; i++)
    {
      double rgb[3];
      QdColor tinted;

      g_assert_true (qd_fol_fc_table_row_box (&table, &o, i, &x, &y, &rw, &rh));
      g_assert_cmpint (qd_fol_fc_table_hit (&table, &o, x + 2, y + rh / 2), ==, (gint) i);
      /* Only the answer's row (Criminal(West), the last) is tinted. */
      qd_color_mix (&tinted, &p->background, &p->good, 0.25);
      render_pixel (pic.surface, x + rw - 2, y + rh / 2, rgb);
      g_assert_cmpint (render_near (rgb, &tinted, 0.03), ==, i == 7);
    }
  render_picture_clear (&pic);

  /* Fig. 9.4's drawing: Criminal(West) alone on top, the three facts of
   * iteration 1 under it, the KB's four at the bottom; Criminal(West)
   * over its four premises' facts. */
  {
    double fx[8], fy[8];

    qd_fol_fc_graph_get_size (&table, &o, &w, &h);
    picture_draw (&pic, w, h, QD_RENDERING (qd_fol_fc_graph_render, &table, &o), "prop-render2-fol-fc-graph.png");
    for (guint i = 0; i < 8; i++)
      {
        g_assert_true (qd_fol_fc_graph_node_center (&table, &o, i, &fx[i], &fy[i]));
        g_assert_cmpint (qd_fol_fc_graph_hit (&table, &o, fx[i], fy[i]), ==, (gint) i);
      }
    for (guint i = 0; i < 4; i++)
      g_assert_cmpfloat (fabs (fy[i] - fy[0]), <, 1e-9);
    g_assert_cmpfloat (fabs (fy[4] - fy[6]), <, 1e-9);
    g_assert_cmpfloat (fy[7], <, fy[4]);
    g_assert_cmpfloat (fy[4], <, fy[0]);
    g_assert_true (render_logged (pic.texts, "Criminal(West)"));
    render_picture_clear (&pic);
  }

  o.step = 1;
  g_assert_cmpuint (qd_fol_fc_table_n_rows (&table, &o), ==, 7);
  qd_fol_fc_table_get_size (&table, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_fc_table_render, &table, &o), "prop-render2-fol-fc-step1.png");
  g_assert_false (render_logged (pic.texts, "Criminal(West)"));
  g_assert_true (render_logged (pic.texts, "Hostile(Nono)"));
  render_picture_clear (&pic);
  qd_fol_fc_clear (&fc);
}

/* The rows of the book's unification table (§9.2.2) with Knows(John, x):
 * Knows(y, Mother(y)) binds y/John then x/Mother(y), composed
 * {y/John, x/Mother(John)}; Knows(x, Elizabeth) fails on the names. */
static void
test_fol_unify (void)
{
  g_autoptr (QdFol) fol = qd_fol_new ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint a = qd_fol_parse_query (fol, "Knows(John, x)", 1, vars, NULL);
  guint b = qd_fol_parse_query (fol, "Knows(y, Mother(y))", 1, vars, NULL);
  guint c = qd_fol_parse_query (fol, "Knows(x, Elizabeth)", 1, vars, NULL);
  QdFolUnifyView view = { fol, a, b };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h;

  g_assert_cmpuint (c, !=, QD_FOL_NONE);
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_fol_unify_view_n_steps (&view), ==, 3);
  qd_fol_unify_view_get_size (&view, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_unify_view_render, &view, &o), "prop-render2-unify.png");
  g_assert_true (render_logged (pic.texts, "UNIFY(Knows(John, x), Knows(y, Mother(y)))"));
  g_assert_true (render_logged (pic.texts, "1.  y/John"));
  g_assert_true (render_logged (pic.texts, "2.  x/Mother(y)"));
  g_assert_true (render_logged (pic.texts, "Unifier: {y/John, x/Mother(John)}"));
  g_assert_cmpint (qd_fol_unify_view_hit (&view, &o, 30, h - 16 - 12), ==, 3);
  render_picture_clear (&pic);

  view.y = c;
  o.step = 1;
  qd_fol_unify_view_get_size (&view, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_unify_view_render, &view, &o), "prop-render2-unify-fail.png");
  g_assert_false (render_logged (pic.texts, "No unifier: the terms do not unify"));
  render_picture_clear (&pic);
  o.step = -1;
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_unify_view_render, &view, &o), NULL);
  g_assert_true (render_logged (pic.texts, "No unifier: the terms do not unify"));
  render_picture_clear (&pic);
}

/* Dark differs from light on every view; the text scale enlarges the
 * whole picture, clicks too. */
static void
test_dark (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  g_autoptr (QdFol) fol = crime_kb ();
  g_autoptr (GError) error = NULL;
  guint query = qd_fol_parse_query (fol, "Criminal(x)", 1, NULL, &error);
  QdPropDpll dpll;
  QdFolBc bc;
  QdPropDpllTree tree = { prop, clauses, &dpll };
  QdFolProofTree proof = { fol, &bc, 0 };
  QdPropRenderOptions light, dark;
  QdRendering views[2][2];
  double sizes[2][2];

  g_assert_no_error (error);
  dpll_hand (prop, clauses, &dpll);
  g_assert_true (qd_fol_bc_ask (fol, query, NULL, &bc, NULL));
  qd_prop_render_options_init (&light, NULL);
  qd_prop_render_options_init (&dark, qd_palette_dark ());
  views[0][0] = QD_RENDERING (qd_prop_dpll_tree_render, &tree, &light);
  views[0][1] = QD_RENDERING (qd_prop_dpll_tree_render, &tree, &dark);
  views[1][0] = QD_RENDERING (qd_fol_proof_tree_render, &proof, &light);
  views[1][1] = QD_RENDERING (qd_fol_proof_tree_render, &proof, &dark);
  qd_prop_dpll_tree_get_size (&tree, &light, &sizes[0][0], &sizes[0][1]);
  qd_fol_proof_tree_get_size (&proof, &light, &sizes[1][0], &sizes[1][1]);
  for (guint v = 0; v < 2; v++)
    {
      RenderPicture a, b;
      double rgb[3];

      picture_draw (&a, sizes[v][0], sizes[v][1], views[v][0], NULL);
      picture_draw (&b, sizes[v][0], sizes[v][1], views[v][1], v == 0 ? "prop-render2-dpll-dark.png"
                    : "prop-render2-fol-bc-dark.png");
      render_pixel (a.surface, 2, 2, rgb);
      g_assert_true (render_near (rgb, &qd_palette_light ()->background, 0.02));
      render_pixel (b.surface, 2, 2, rgb);
      g_assert_true (render_near (rgb, &qd_palette_dark ()->background, 0.02));
      render_picture_clear (&a);
      render_picture_clear (&b);
    }
  {
    QdPalette big;
    double bw, bh, x, y;

    qd_palette_derive (&big, qd_palette_light (), FALSE, FALSE, 1.5, 1.0);
    light.palette = &big;
    qd_prop_dpll_tree_get_size (&tree, &light, &bw, &bh);
    g_assert_cmpfloat (fabs (bw - 1.5 * sizes[0][0]), <, 1e-6);
    g_assert_cmpfloat (fabs (bh - 1.5 * sizes[0][1]), <, 1e-6);
    g_assert_true (qd_prop_dpll_tree_node_center (&tree, &light, 4, &x, &y));
    g_assert_cmpint (qd_prop_dpll_tree_hit (&tree, &light, x, y), ==, 4);
    g_assert_true (qd_fol_proof_tree_node_center (&proof, &light, 8, &x, &y));
    g_assert_cmpint (qd_fol_proof_tree_hit (&proof, &light, x, y), ==, 8);
  }
  qd_prop_dpll_clear (&dpll);
  qd_fol_bc_clear (&bc);
}

/* The export path writes each format of the DPLL tree; the files start as
 * they must. */
static void
test_export (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  QdPropDpll dpll;
  QdPropDpllTree tree = { prop, clauses, &dpll };
  QdPropRenderOptions o;
  QdRendering rendering = QD_RENDERING (qd_prop_dpll_tree_render, &tree, &o);
  double w, h;

  dpll_hand (prop, clauses, &dpll);
  qd_prop_render_options_init (&o, NULL);
  qd_prop_dpll_tree_get_size (&tree, &o, &w, &h);
  render_check_exports (rendering, w, h, "prop-render2-export");
  qd_prop_dpll_clear (&dpll);
}

/* With keep_failed the attempts backtracked over are drawn too: for
 * Grand(Tom, w) the first parent tried, Liz, has no child (no clause
 * matches Parent(Liz, z)); the second, Bob, gives Ann. */
static void
test_fol_bc_failed (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (QdFol) fol = qd_fol_new ();
  QdFolBcOptions options = { 0 };
  QdFolProofTree tree;
  QdPropRenderOptions o;
  QdFolBc bc;
  RenderPicture pic;
  double w, h;
  guint query;

  g_assert_true (qd_fol_parse_kb (fol, "Parent(Tom, Liz)\nParent(Tom, Bob)\nParent(Bob, Ann)\n"
                                  "Parent(x, y) ∧ Parent(y, z) ⇒ Grand(x, z)\n", &error));
  query = qd_fol_parse_query (fol, "Grand(Tom, w)", 1, NULL, &error);
  g_assert_no_error (error);
  options.keep_failed = TRUE;
  g_assert_true (qd_fol_bc_ask (fol, query, &options, &bc, NULL));
  g_assert_cmpuint (bc.answers->len, ==, 1);
  tree = (QdFolProofTree) { fol, &bc, 0 };
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_fol_proof_tree_n_steps (&tree), >, 3);
  qd_fol_proof_tree_get_size (&tree, &o, &w, &h);
  picture_draw (&pic, w, h, QD_RENDERING (qd_fol_proof_tree_render, &tree, &o), "prop-render2-fol-bc-failed.png");
  g_assert_true (render_logged (pic.texts, "Grand(Tom, Ann)"));
  g_assert_true (render_logged (pic.texts, "Parent(Bob, Ann)"));
  g_assert_true (render_logged (pic.texts, "no clause matches"));
  /* The root's substitution is the proof's, not the attempt's (y/Liz). */
  g_assert_true (render_logged (pic.texts, "(4) {x/Tom, z/Ann, y/Bob}"));
  render_picture_clear (&pic);
  qd_fol_bc_clear (&bc);
}

/* Runs that end before anything is drawn: DPLL (its first call made) and
 * backward chaining stopped at once, WalkSAT on an empty clause, no conflict recorded, a
 * query FOL-BC cannot prove: each draws its caption and no node. */
static void
test_empty (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (QdPropClauses) clauses = qd_prop_clauses_new ();
  g_autoptr (QdSatExplain) explain = qd_sat_explain_new (1, TRUE);
  g_autoptr (QdFol) fol = crime_kb ();
  gint stop = 1;
  QdPropDpllOptions dstop = { 0, 0, &stop };
  QdPropBcOptions bstop = { 0, &stop };
  guint kb = parse_ok (prop, "A ⇒ B");
  QdPropDpll dpll;
  QdPropBc bc;
  QdPropWalksat ws;
  QdFolBc fbc;
  QdPropDpllTree dtree = { prop, clauses, &dpll };
  QdPropBcTree btree = { prop, &kb, 1, &bc };
  QdPropWalksatView wview = { prop, 2, &ws };
  QdSatGraph graph = { explain, NULL, 0 };
  QdFolProofTree ftree = { fol, &fbc, 0 };
  QdPropRenderOptions o;
  QdRendering views[5];
  double sizes[5][2];
  static const char *const captions[5] = {
    "DPLL: stopped in 1 call (0 branches, 0 unit, 0 pure)", "Backward chaining: stopped",
    "WalkSAT: an empty clause, no model exists", "CDCL: no conflict recorded", "FOL-BC-ASK: no proof",
  };

  ADD (clauses, 1);
  add_clause (clauses, NULL, 0);
  qd_prop_dpll (clauses, 2, &dstop, &dpll);
  g_assert_cmpint (dpll.status, ==, QD_PROP_DPLL_STOPPED);
  g_assert_true (qd_prop_bc_entails (prop, &kb, 1, qd_prop_lookup (prop, "B"), &bstop, &bc, NULL));
  qd_prop_walksat (clauses, 2, NULL, &ws);
  g_assert_cmpint (ws.status, ==, QD_PROP_WALKSAT_EMPTY);
  g_assert_true (qd_fol_bc_ask (fol, qd_fol_parse_query (fol, "Criminal(Nono)", 1, NULL, NULL), NULL, &fbc, NULL));
  g_assert_cmpuint (fbc.answers->len, ==, 0);
  qd_prop_render_options_init (&o, NULL);
  views[0] = QD_RENDERING (qd_prop_dpll_tree_render, &dtree, &o);
  views[1] = QD_RENDERING (qd_prop_bc_tree_render, &btree, &o);
  views[2] = QD_RENDERING (qd_prop_walksat_view_render, &wview, &o);
  views[3] = QD_RENDERING (qd_sat_graph_render, &graph, &o);
  views[4] = QD_RENDERING (qd_fol_proof_tree_render, &ftree, &o);
  qd_prop_dpll_tree_get_size (&dtree, &o, &sizes[0][0], &sizes[0][1]);
  qd_prop_bc_tree_get_size (&btree, &o, &sizes[1][0], &sizes[1][1]);
  qd_prop_walksat_view_get_size (&wview, &o, &sizes[2][0], &sizes[2][1]);
  qd_sat_graph_get_size (&graph, &o, &sizes[3][0], &sizes[3][1]);
  qd_fol_proof_tree_get_size (&ftree, &o, &sizes[4][0], &sizes[4][1]);
  for (guint v = 0; v < 5; v++)
    {
      RenderPicture pic;

      picture_draw (&pic, sizes[v][0], sizes[v][1], views[v], NULL);
      g_assert_true (render_logged (pic.texts, captions[v]));
      render_picture_clear (&pic);
    }
  g_assert_cmpint (qd_prop_dpll_tree_hit (&dtree, &o, 20, 20), ==, -1);
  g_assert_cmpint (qd_sat_graph_hit (&graph, &o, 20, 20), ==, -1);
  g_assert_cmpuint (qd_sat_graph_n_steps (&graph), ==, 0);
  qd_prop_dpll_clear (&dpll);
  qd_prop_bc_clear (&bc);
  qd_prop_walksat_clear (&ws);
  qd_fol_bc_clear (&fbc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/prop-render2/dpll/tree", test_dpll_tree);
  g_test_add_func ("/prop-render2/dpll/capped", test_dpll_capped);
  g_test_add_func ("/prop-render2/bc/tree", test_bc_tree);
  g_test_add_func ("/prop-render2/cdcl/graph", test_cdcl_graph);
  g_test_add_func ("/prop-render2/cdcl/pigeons", test_cdcl_pigeons);
  g_test_add_func ("/prop-render2/walksat", test_walksat);
  g_test_add_func ("/prop-render2/fol/bc", test_fol_bc_tree);
  g_test_add_func ("/prop-render2/fol/bc-failed", test_fol_bc_failed);
  g_test_add_func ("/prop-render2/fol/fc", test_fol_fc_table);
  g_test_add_func ("/prop-render2/fol/unify", test_fol_unify);
  g_test_add_func ("/prop-render2/empty", test_empty);
  g_test_add_func ("/prop-render2/dark", test_dark);
  g_test_add_func ("/prop-render2/export", test_export);
  return g_test_run ();
}
