/* test-prop-render.c — the drawings of propositional proofs
 * (render/qd-prop-render.h) on the book's examples (docs/logic-peers.md §1):
 * the truth table of R1–R5 (128 rows, KB true in rows 93–95 of the walk,
 * the walk for ¬P2,2 stopped at row 93), the CNF steps of R2, the
 * refutation of Fig. 7.13 (R2 ∧ R4 ⊨ ¬P1,2 in five nodes), the saturation
 * at 29 clauses for ¬P2,2, and the AND-OR graph of Fig. 7.16.
 *
 * Pictures are saved in the build folder (prop-render-*.png) to be looked at. */
#include <string.h>

#include "core/qd-prop.h"
#include "render/qd-export.h"
#include "render/qd-prop-render.h"
#include "render/qd-rendering.h"
#include "render-pixels.h"

/* The wumpus KB (AIMA §7.4.3), its symbols numbered in the book's order. */
static const char *const wumpus_sentences[5] = {
  "¬P11", "B11 ⇔ (P12 ∨ P21)", "B21 ⇔ (P11 ∨ P22 ∨ P31)", "¬B11", "B21",
};

static guint
parse_ok (QdProp *prop, const char *text)
{
  g_autoptr (GError) error = NULL;
  guint root = qd_prop_parse (prop, text, &error);

  g_assert_no_error (error);
  return root;
}

/* R1 ∧ … ∧ R5 into kb, the sentences into sentences[5]. */
static guint
wumpus_kb (QdProp *prop, guint *sentences)
{
  guint kb;

  parse_ok (prop, "B11 ∨ B21 ∨ P11 ∨ P12 ∨ P21 ∨ P22 ∨ P31");
  for (guint i = 0; i < 5; i++)
    sentences[i] = parse_ok (prop, wumpus_sentences[i]);
  kb = sentences[0];
  for (guint i = 1; i < 5; i++)
    kb = qd_prop_binary (prop, QD_PROP_AND, kb, sentences[i]);
  return kb;
}

/* The colour a band of `fill` at `alpha` over the palette's page gives. */
static void
tint (const QdPalette *p, const QdColor *fill, double alpha, QdColor *out)
{
  qd_color_mix (out, &p->background, fill, alpha);
}

static void
test_table_entailed (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint sentences[5], kb = wumpus_kb (prop, sentences);
  guint alpha = parse_ok (prop, "¬P12");
  const QdPalette *p = qd_palette_light ();
  QdPropTt tt;
  QdPropTable table = { prop, kb, alpha, sentences, 5, NULL, &tt };
  QdPropRenderOptions o;
  RenderPicture pic;
  QdColor model;
  double w, h, x, y, rw, rh;
  guint highlighted = 0;

  g_assert_true (qd_prop_tt_entails (prop, kb, alpha, FALSE, &tt, NULL));
  g_assert_true (tt.entailed);
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_table_n_rows (&table), ==, 128);
  g_assert_true (qd_prop_table_is_full (&table));
  g_assert_cmpint (qd_prop_table_stop_row (&table), ==, -1);
  qd_prop_table_get_size (&table, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), "prop-render-table.png");
  tint (p, &p->good, 0.28, &model);
  /* 128 rows under the header, one row high each, in order; the three
   * models of KB (B1,1 false, B2,1 true, P1,1 = P1,2 = P2,1 false) are
   * rows 93, 94, 95 of the walk (true first) and the only ones tinted. */
  for (guint row = 0; row < 128; row++)
    {
      double rgb[3];

      g_assert_true (qd_prop_table_row_box (&table, &o, row, &x, &y, &rw, &rh));
      g_assert_cmpfloat (y + rh, <=, h);
      g_assert_cmpint (qd_prop_table_hit (&table, &o, x + rw / 2, y + rh / 2), ==, (gint) row);
      render_pixel (pic.surface, x + 3, y + rh / 2, rgb);
      if (render_near (rgb, &model, 0.03))
        {
          highlighted++;
          g_assert_cmpuint (row, >=, 92);
          g_assert_cmpuint (row, <=, 94);
        }
    }
  g_assert_cmpuint (highlighted, ==, 3);
  g_assert_false (qd_prop_table_row_box (&table, &o, 128, &x, &y, &rw, &rh));
  /* The header: the symbols, R1 … R5, KB, α; a row of 7 + 7 values. */
  g_assert_true (render_logged (pic.texts, "P31"));
  g_assert_true (render_logged (pic.texts, "R5"));
  g_assert_true (render_logged (pic.texts, "α"));
  g_assert_true (render_logged (pic.texts, "R2: B11 ⇔ P12 ∨ P21"));
  g_assert_cmpint (qd_prop_table_hit (&table, &o, 1, 1), ==, -1);
  render_picture_clear (&pic);
  qd_prop_tt_clear (&tt);
}

static void
test_table_stopped (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint sentences[5], kb = wumpus_kb (prop, sentences);
  guint alpha = parse_ok (prop, "¬P22");
  const QdPalette *p = qd_palette_light ();
  QdPropTt tt;
  QdPropTable table = { prop, kb, alpha, sentences, 5, NULL, &tt };
  QdPropRenderOptions o;
  RenderPicture pic;
  QdColor stop, model;
  double w, h, x, y, rw, rh, rgb[3];

  g_assert_true (qd_prop_tt_entails (prop, kb, alpha, FALSE, &tt, NULL));
  g_assert_false (tt.entailed);
  qd_prop_render_options_init (&o, NULL);
  /* The walk stops at leaf 93 (row 92 from 0): B2,1 = P2,2 = P3,1 true. */
  g_assert_cmpuint (qd_prop_table_n_steps (&table), ==, 93);
  g_assert_cmpint (qd_prop_table_stop_row (&table), ==, 92);
  g_assert_false (qd_prop_table_value (&table, 92, 0));   /* B11 */
  g_assert_true (qd_prop_table_value (&table, 92, 1));    /* B21 */
  g_assert_true (qd_prop_table_value (&table, 92, 5));    /* P22 */
  g_assert_true (qd_prop_table_value (&table, 92, 6));    /* P31 */
  qd_prop_table_get_size (&table, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), "prop-render-table-stop.png");
  tint (p, &p->bad, 0.28, &stop);
  tint (p, &p->good, 0.28, &model);
  qd_prop_table_row_box (&table, &o, 92, &x, &y, &rw, &rh);
  render_pixel (pic.surface, x + 4, y + rh / 2, rgb);
  g_assert_true (render_near (rgb, &stop, 0.03));
  /* Rows 94 and 95 are models of KB the walk never reached: not tinted. */
  qd_prop_table_row_box (&table, &o, 93, &x, &y, &rw, &rh);
  render_pixel (pic.surface, x + 4, y + rh / 2, rgb);
  g_assert_false (render_near (rgb, &model, 0.03));
  g_assert_true (render_logged (pic.texts, "KB ⊭ α: row 93 is a model of KB where α is false"));
  render_picture_clear (&pic);

  /* Step 40: the caption counts 40 rows and no row is marked yet. */
  o.step = 40;
  qd_prop_table_get_size (&table, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), NULL);
  g_assert_true (render_logged (pic.texts, "TT-ENTAILS: 40 of 128 rows checked"));
  qd_prop_table_row_box (&table, &o, 92, &x, &y, &rw, &rh);
  render_pixel (pic.surface, x + 4, y + rh / 2, rgb);
  g_assert_false (render_near (rgb, &stop, 0.03));
  render_picture_clear (&pic);

  /* The same in the dark palette, to be looked at. */
  o.step = -1;
  o.palette = qd_palette_dark ();
  o.selected = 10;
  qd_prop_table_get_size (&table, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), "prop-render-table-dark.png");
  render_picture_clear (&pic);
  o.palette = NULL;
  o.selected = -1;

  qd_prop_tt_clear (&tt);

  /* The book's full table (every row): still stopped at row 93, the
   * first model of KB where α is false; all 128 rows reached. */
  g_assert_true (qd_prop_tt_entails (prop, kb, alpha, TRUE, &tt, NULL));
  o.step = -1;
  g_assert_cmpuint (qd_prop_table_n_steps (&table), ==, 128);
  g_assert_cmpint (qd_prop_table_stop_row (&table), ==, 92);
  qd_prop_tt_clear (&tt);
}

/* 9 symbols (512 rows) and one model of KB: only that row is drawn. */
static void
test_table_large (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb = parse_ok (prop, "A ∧ B ∧ C ∧ D ∧ E ∧ F ∧ G ∧ H ∧ I");
  guint alpha = parse_ok (prop, "A");
  QdPropTt tt;
  QdPropTable table = { prop, kb, alpha, NULL, 0, NULL, &tt };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x, y, rw, rh;

  g_assert_true (qd_prop_tt_entails (prop, kb, alpha, FALSE, &tt, NULL));
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_table_n_rows (&table), ==, 512);
  g_assert_false (qd_prop_table_is_full (&table));
  qd_prop_table_get_size (&table, &o, &w, &h);
  g_assert_cmpfloat (h, <, 300);
  /* The model, all true, is the walk's first row. */
  g_assert_false (qd_prop_table_row_box (&table, &o, 1, &x, &y, &rw, &rh));
  g_assert_true (qd_prop_table_row_box (&table, &o, 0, &x, &y, &rw, &rh));
  g_assert_cmpint (qd_prop_table_hit (&table, &o, x + rw / 2, y + rh / 2), ==, 0);
  g_assert_cmpint (qd_prop_table_hit (&table, &o, x + rw / 2, y + 1.5 * rh), ==, -1);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), "prop-render-table-large.png");
  g_assert_true (render_logged (pic.texts, "511 rows where KB is false not shown"));
  render_picture_clear (&pic);
  qd_prop_tt_clear (&tt);

  /* 10 symbols, KB = A: 512 models of 1,024 rows; 256 drawn, the rest said. */
  table.kb = parse_ok (prop, "A ∨ (J ∧ ¬J)");
  table.alpha = parse_ok (prop, "A ∨ B ∨ C ∨ D ∨ E ∨ F ∨ G ∨ H ∨ I");
  g_assert_true (qd_prop_tt_entails (prop, table.kb, table.alpha, FALSE, &tt, NULL));
  g_assert_cmpuint (qd_prop_table_n_rows (&table), ==, 1024);
  qd_prop_table_get_size (&table, &o, &w, &h);
  g_assert_true (qd_prop_table_row_box (&table, &o, 255, &x, &y, &rw, &rh));
  g_assert_false (qd_prop_table_row_box (&table, &o, 512, &x, &y, &rw, &rh));
  g_assert_cmpfloat (h, <, 300 + 256 * rh);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), NULL);
  g_assert_true (render_logged (pic.texts, "512 rows where KB is false not shown"));
  g_assert_true (render_logged (pic.texts, "256 more rows where KB is true not shown"));
  render_picture_clear (&pic);
  qd_prop_tt_clear (&tt);

  /* 16 symbols, KB their disjunction: 65,535 models, all rows walked. */
  {
    g_autoptr (GString) text = g_string_new ("S0");

    for (guint k = 1; k < 16; k++)
      g_string_append_printf (text, " ∨ S%u", k);
    table.kb = table.alpha = parse_ok (prop, text->str);
  }
  g_assert_true (qd_prop_tt_entails (prop, table.kb, table.alpha, TRUE, &tt, NULL));
  g_assert_cmpuint (qd_prop_table_n_rows (&table), ==, 65536);
  qd_prop_table_get_size (&table, &o, &w, &h);
  g_assert_cmpfloat (h, <, 300 + 256 * rh);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_table_render, &table, &o), NULL);
  g_assert_true (render_logged (pic.texts, "1 row where KB is false not shown"));
  g_assert_true (render_logged (pic.texts, "65,279 more rows where KB is true not shown"));
  render_picture_clear (&pic);
  qd_prop_tt_clear (&tt);
}

/* `text` read and printed back. */
static char *
printed (QdProp *prop, const char *text)
{
  return qd_prop_print (prop, parse_ok (prop, text));
}

static void
test_cnf_steps (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint r2 = parse_ok (prop, "B11 ⇔ (P12 ∨ P21)");
  guint steps[QD_PROP_N_STEPS];
  g_autoptr (QdPropClauses) clauses = qd_prop_cnf (prop, r2, 100, steps, NULL);
  QdPropCnfSteps cnf = { prop, r2, steps };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, narrow_w, narrow_h;
  char *book;

  g_assert_nonnull (clauses);
  qd_prop_render_options_init (&o, NULL);
  qd_prop_cnf_get_size (&cnf, &o, &w, &h);
  g_assert_cmpfloat (w, <=, QD_PROP_RENDER_CNF_WIDTH);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_cnf_render, &cnf, &o), "prop-render-cnf.png");
  /* The book's lines (AIMA §7.5.2), as the printer writes them. */
  g_assert_true (render_logged (pic.texts, book = printed (prop, "(B11 ⇒ (P12 ∨ P21)) ∧ ((P12 ∨ P21) ⇒ B11)")));
  g_free (book);
  g_assert_true (render_logged (pic.texts, book = printed (prop, "(¬B11 ∨ P12 ∨ P21) ∧ (¬P12 ∨ B11) ∧ (¬P21 ∨ B11)")));
  g_free (book);
  g_assert_cmpint (qd_prop_cnf_hit (&cnf, &o, 20, h - 20), ==, QD_PROP_N_STEPS);
  g_assert_cmpint (qd_prop_cnf_hit (&cnf, &o, 20, 20), ==, 0);
  render_picture_clear (&pic);

  /* Narrow: the formulas wrap (taller, never wider than asked). */
  o.width = 260;
  qd_prop_cnf_get_size (&cnf, &o, &narrow_w, &narrow_h);
  g_assert_cmpfloat (narrow_w, <=, 260);
  g_assert_cmpfloat (narrow_h, >, h);
  o.step = 1;
  render_picture_draw (&pic, narrow_w, narrow_h, QD_RENDERING (qd_prop_cnf_render, &cnf, &o), NULL);
  g_assert_true (render_logged (pic.texts, "4. Distribute ∨ over ∧"));
  g_assert_true (render_logged (pic.texts, "B11 ⇔ P12 ∨ P21"));
  g_assert_false (render_logged (pic.texts, "(¬P21 ∨ B11)"));
  render_picture_clear (&pic);

  /* R1–R5 at 420 units: long lines broken between conjuncts. */
  {
    guint sentences[5], kb;
    guint kb_steps[QD_PROP_N_STEPS];
    g_autoptr (QdProp) wumpus = qd_prop_new ();
    g_autoptr (QdPropClauses) all = NULL;
    QdPropCnfSteps kb_cnf;

    kb = wumpus_kb (wumpus, sentences);
    all = qd_prop_cnf (wumpus, kb, 100, kb_steps, NULL);
    kb_cnf = (QdPropCnfSteps) { wumpus, kb, kb_steps };
    o.step = -1;
    o.width = 420;
    qd_prop_cnf_get_size (&kb_cnf, &o, &w, &h);
    g_assert_cmpfloat (w, <=, 420);
    render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_cnf_render, &kb_cnf, &o), "prop-render-cnf-kb.png");
    render_picture_clear (&pic);
  }
}

/* The clause of the literals named in `names` ("~P12 B11"), as printed. */
static char *
clause_named (const QdProp *prop, const char *names)
{
  g_auto (GStrv) words = g_strsplit (names, " ", -1);
  guint lits[8], n = 0;

  for (; words[n] != NULL; n++)
    {
      gboolean neg = words[n][0] == '~';

      lits[n] = 2 * qd_prop_lookup (prop, words[n] + neg) + neg;
    }
  n = qd_prop_clause_normalize (lits, n);
  return qd_prop_clause_print (prop, lits, n);
}

static void
test_refutation_tree (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb, alpha;
  QdPropResolution res;
  g_autoptr (QdPropClauses) query = NULL;
  QdPropRefutation ref;
  const QdPalette *p = qd_palette_light ();
  /* The middle resolvent is B11 in the book (P12 resolved with ¬P12 ∨ B11
   * first); resolving ¬B11 with ¬P12 ∨ B11 first gives ¬P12, a refutation
   * of the same shape from the same three inputs. */
  const char *expected[6] = { "P12", "~P12 B11", "B11", "~B11", "", "~P12" };
  gboolean found[6] = { FALSE };
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h;

  parse_ok (prop, "B11 ∨ P12 ∨ P21");
  kb = parse_ok (prop, "(B11 ⇔ (P12 ∨ P21)) ∧ ¬B11");
  alpha = parse_ok (prop, "¬P12");
  query = qd_prop_cnf (prop, qd_prop_not (prop, alpha), 100, NULL, NULL);
  g_assert_true (qd_prop_resolve (prop, kb, alpha, 1000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_PROVED);
  ref = (QdPropRefutation) { prop, &res, query };
  qd_prop_render_options_init (&o, NULL);
  g_assert_true (qd_prop_refutation_is_tree (&ref));
  /* Fig. 7.13's refutation: P12 with ¬P12 ∨ B11 gives B11, with ¬B11 □. */
  g_assert_cmpuint (qd_prop_refutation_n_nodes (&ref), ==, 5);
  g_assert_cmpuint (qd_prop_refutation_n_steps (&ref), ==, 2);
  qd_prop_refutation_get_size (&ref, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_refutation_render, &ref, &o), "prop-render-refutation.png");
  for (guint node = 0; node < 5; node++)
    {
      guint n, c = qd_prop_refutation_node_clause (&ref, node);
      const guint *lits = qd_prop_clause (res.clauses, c, &n);
      g_autofree char *text = qd_prop_clause_print (prop, lits, n);
      double x, y, bw, bh, rgb[3];

      qd_prop_refutation_node_box (&ref, &o, node, &x, &y, &bw, &bh);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (x + bw, <=, w);
      g_assert_cmpfloat (y + bh, <=, h);
      g_assert_cmpint (qd_prop_refutation_hit (&ref, &o, x + bw / 2, y + bh / 2), ==, (gint) node);
      render_pixel (pic.surface, x + 4, y + bh / 2, rgb);
      for (guint e = 0; e < 6; e++)
        {
          g_autofree char *want = e == 4 ? g_strdup ("□") : clause_named (prop, expected[e]);

          if (g_strcmp0 (text, want) != 0)
            continue;
          found[e] = TRUE;
          /* The negated query's clause and the KB's are told apart. */
          if (e == 0)
            g_assert_true (render_near (rgb, &p->min_fill, 0.03));
          if (e == 3)
            g_assert_true (render_near (rgb, &p->leaf_fill, 0.03));
        }
      /* The empty clause is the bottom of the picture. */
      if (n == 0)
        for (guint other = 0; other < 5; other++)
          {
            double ox, oy, ow, oh;

            qd_prop_refutation_node_box (&ref, &o, other, &ox, &oy, &ow, &oh);
            g_assert_cmpfloat (oy, <=, y);
          }
    }
  g_assert_true (found[0] && found[1] && found[3] && found[4]);
  g_assert_true (found[2] != found[5]);
  render_picture_clear (&pic);

  /* Step 1: the first resolvent drawn, the empty clause not yet. */
  o.step = 1;
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_refutation_render, &ref, &o), NULL);
  g_assert_true (render_logged (pic.texts, "PL-RESOLUTION: 1 of 2 resolvents"));
  g_assert_false (render_logged (pic.texts, "□"));
  g_assert_true (render_logged (pic.texts, "P12"));
  render_picture_clear (&pic);
  qd_prop_resolution_clear (&res);
}

/* R1–R5 ⊨ ¬P1,2 by resolution: a tree, every resolvent with two parents
 * (so 2 × inputs drawn − 1 nodes), inside the picture. */
static void
test_refutation_wumpus (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint sentences[5], kb = wumpus_kb (prop, sentences);
  guint alpha = parse_ok (prop, "¬P12");
  g_autoptr (QdPropClauses) query = qd_prop_cnf (prop, qd_prop_not (prop, alpha), 100, NULL, NULL);
  QdPropResolution res;
  QdPropRefutation ref;
  QdPropRenderOptions o;
  RenderPicture pic;
  guint n, leaves = 0;
  double w, h;

  g_assert_true (qd_prop_resolve (prop, kb, alpha, 100000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_PROVED);
  ref = (QdPropRefutation) { prop, &res, query };
  qd_prop_render_options_init (&o, qd_palette_dark ());
  n = qd_prop_refutation_n_nodes (&ref);
  qd_prop_refutation_get_size (&ref, &o, &w, &h);
  for (guint node = 0; node < n; node++)
    {
      double x, y, bw, bh;

      leaves += qd_prop_refutation_node_clause (&ref, node) < res.n_input;
      qd_prop_refutation_node_box (&ref, &o, node, &x, &y, &bw, &bh);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (x + bw, <=, w);
    }
  g_assert_cmpuint (n, ==, 2 * leaves - 1);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_refutation_render, &ref, &o), "prop-render-refutation-wumpus.png");
  render_picture_clear (&pic);
  qd_prop_resolution_clear (&res);
}

/* Every clause over 7 symbols: unsatisfiable, and any tree of its
 * refutation has all 128 clauses at its leaves, 255 nodes at least: past
 * the cap the tree is cut (the nodes nearest □ kept) and says so. */
static void
test_refutation_capped (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (GString) text = g_string_new (NULL);
  QdPropResolution res;
  QdPropRefutation ref;
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h;

  for (guint m = 0; m < 128; m++)
    {
      g_string_append (text, m == 0 ? "(" : " ∧ (");
      for (guint k = 0; k < 7; k++)
        g_string_append_printf (text, "%s%sX%u", k ? " ∨ " : "", m & (1u << k) ? "¬" : "", k);
      g_string_append (text, ")");
    }
  g_assert_true (qd_prop_resolve (prop, parse_ok (prop, text->str), parse_ok (prop, "Z"), 100000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_PROVED);
  ref = (QdPropRefutation) { prop, &res, NULL };
  qd_prop_render_options_init (&o, NULL);
  g_assert_cmpuint (qd_prop_refutation_n_nodes (&ref), <=, QD_PROP_RENDER_MAX_TREE_NODES);
  qd_prop_refutation_get_size (&ref, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_refutation_render, &ref, &o), "prop-render-refutation-capped.png");
  g_assert_cmpfloat (w, <=, 8100);
  {
    g_autofree char *drawn = g_strdup_printf ("%u of the proof's", qd_prop_refutation_n_nodes (&ref));
    gboolean said = FALSE;

    for (guint i = 0; i < pic.texts->len; i++)
      said |= g_str_has_prefix (g_ptr_array_index (pic.texts, i), drawn);
    g_assert_true (said);
  }
  render_picture_clear (&pic);
  qd_prop_resolution_clear (&res);
}

static void
test_refutation_saturated (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint sentences[5], kb = wumpus_kb (prop, sentences);
  guint alpha = parse_ok (prop, "¬P22");
  QdPropResolution res;
  QdPropRefutation ref;
  QdPropRenderOptions o;
  RenderPicture pic;
  double w, h, x, y, bw, bh;

  g_autoptr (QdPropClauses) query = qd_prop_cnf (prop, qd_prop_not (prop, alpha), 100, NULL, NULL);
  const QdPalette *p = qd_palette_light ();
  double rgb[3];

  g_assert_true (qd_prop_resolve (prop, kb, alpha, 100000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_SATURATED);
  ref = (QdPropRefutation) { prop, &res, query };
  qd_prop_render_options_init (&o, NULL);
  g_assert_false (qd_prop_refutation_is_tree (&ref));
  /* 29 distinct clauses at saturation (docs/logic-peers.md §1.4). */
  g_assert_cmpuint (qd_prop_refutation_n_nodes (&ref), ==, 29);
  qd_prop_refutation_get_size (&ref, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_refutation_render, &ref, &o), "prop-render-saturated.png");
  g_assert_true (render_logged (pic.texts, "Saturated at 29 clauses: not entailed"));
  /* The 11 inputs (R1–R5's 10 clauses and P22, the negated query) come
   * first; P22's line in the query's fill, the resolvents' unfilled. */
  for (guint c = 0; c < 29; c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (res.clauses, c, &n);
      gboolean is_p22 = n == 1 && lits[0] == 2 * qd_prop_lookup (prop, "P22");

      qd_prop_refutation_node_box (&ref, &o, c, &x, &y, &bw, &bh);
      render_pixel (pic.surface, x + bw - 3, y + bh / 2, rgb);
      g_assert_cmpint (render_near (rgb, &p->min_fill, 0.03), ==, is_p22);
      g_assert_cmpint (render_near (rgb, &p->leaf_fill, 0.03), ==, c < 11 && !is_p22);
    }
  qd_prop_refutation_node_box (&ref, &o, 28, &x, &y, &bw, &bh);
  g_assert_cmpfloat (y + bh, <=, h);
  g_assert_cmpint (qd_prop_refutation_hit (&ref, &o, x + 5, y + bh / 2), ==, 28);
  render_picture_clear (&pic);
  qd_prop_resolution_clear (&res);
}

static const char *const horn_kb[7] = {
  "P ⇒ Q", "L ∧ M ⇒ P", "B ∧ L ⇒ M", "A ∧ P ⇒ L", "A ∧ B ⇒ L", "A", "B",
};

static double
symbol_y (const QdPropChaining *ch, const QdPropRenderOptions *o, const char *name)
{
  guint n = qd_prop_chaining_n_symbols (ch);

  for (guint node = 0; node < n; node++)
    if (g_strcmp0 (qd_prop_symbol_name (ch->prop, qd_prop_chaining_node_symbol (ch, node)), name) == 0)
      {
        double x, y;

        qd_prop_chaining_node_center (ch, o, node, &x, &y);
        return y;
      }
  g_assert_not_reached ();
}

static void
test_chaining (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb[7];
  QdPropFc fc;
  QdPropChaining ch;
  const QdPalette *p = qd_palette_light ();
  QdPropRenderOptions o;
  QdColor filled;
  RenderPicture pic;
  double w, h;

  for (guint i = 0; i < 7; i++)
    kb[i] = parse_ok (prop, horn_kb[i]);
  g_assert_true (qd_prop_fc_entails (prop, kb, 7, qd_prop_lookup (prop, "Q"), &fc, NULL));
  ch = (QdPropChaining) { prop, kb, 7, qd_prop_lookup (prop, "Q"), &fc };
  qd_prop_render_options_init (&o, NULL);
  /* Fig. 7.16(b): six symbols, five clauses with premises (A and B are
   * facts); the popped order A, B, L, M, P, Q is six pops. */
  g_assert_cmpuint (qd_prop_chaining_n_symbols (&ch), ==, 6);
  g_assert_cmpuint (qd_prop_chaining_n_clauses (&ch), ==, 5);
  g_assert_cmpuint (qd_prop_chaining_n_steps (&ch), ==, 6);
  /* Conclusions above premises: Q over P over M over L over A and B. */
  g_assert_cmpfloat (symbol_y (&ch, &o, "Q"), <, symbol_y (&ch, &o, "P"));
  g_assert_cmpfloat (symbol_y (&ch, &o, "P"), <, symbol_y (&ch, &o, "M"));
  g_assert_cmpfloat (symbol_y (&ch, &o, "M"), <, symbol_y (&ch, &o, "L"));
  g_assert_cmpfloat (symbol_y (&ch, &o, "L"), <, symbol_y (&ch, &o, "A"));
  g_assert_cmpfloat (symbol_y (&ch, &o, "A"), ==, symbol_y (&ch, &o, "B"));
  qd_prop_chaining_get_size (&ch, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_chaining_render, &ch, &o), "prop-render-fc.png");
  g_assert_true (render_logged (pic.texts, "KB ⊨ Q: popped at pop 6"));
  render_picture_clear (&pic);

  /* After 2 pops (A, B): A and B filled, L not; the count of A ∧ B ⇒ L
   * is 0 and of L ∧ M ⇒ P still 2. */
  o.step = 2;
  qd_prop_chaining_get_size (&ch, &o, &w, &h);
  render_picture_draw (&pic, w, h, QD_RENDERING (qd_prop_chaining_render, &ch, &o), "prop-render-fc-step2.png");
  qd_color_mix (&filled, &p->background, &p->good, 0.45);
  for (guint node = 0; node < 6; node++)
    {
      const char *name = qd_prop_symbol_name (prop, qd_prop_chaining_node_symbol (&ch, node));
      double x, y, rgb[3];

      qd_prop_chaining_node_center (&ch, &o, node, &x, &y);
      g_assert_cmpint (qd_prop_chaining_hit (&ch, &o, x, y), ==, (gint) node);
      render_pixel (pic.surface, x - 11, y + 7, rgb);
      g_assert_cmpint (render_near (rgb, &filled, 0.03), ==, strcmp (name, "A") == 0 || strcmp (name, "B") == 0);
    }
  g_assert_true (render_logged (pic.texts, "PL-FC-ENTAILS?: 2 of 6 pops"));
  render_picture_clear (&pic);
  qd_prop_fc_clear (&fc);
}

static void
test_dark_differs (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb[7];
  QdPropFc fc;
  QdPropChaining ch;
  QdPropRenderOptions light, dark;
  RenderPicture a, b;
  double w, h;

  for (guint i = 0; i < 7; i++)
    kb[i] = parse_ok (prop, horn_kb[i]);
  g_assert_true (qd_prop_fc_entails (prop, kb, 7, qd_prop_lookup (prop, "Q"), &fc, NULL));
  ch = (QdPropChaining) { prop, kb, 7, qd_prop_lookup (prop, "Q"), &fc };
  qd_prop_render_options_init (&light, NULL);
  qd_prop_render_options_init (&dark, qd_palette_dark ());
  qd_prop_chaining_get_size (&ch, &light, &w, &h);
  render_picture_draw (&a, w, h, QD_RENDERING (qd_prop_chaining_render, &ch, &light), NULL);
  render_picture_draw (&b, w, h, QD_RENDERING (qd_prop_chaining_render, &ch, &dark), "prop-render-fc-dark.png");
  {
    double rgb[3];

    render_pixel (b.surface, 2, 2, rgb);
    g_assert_true (render_near (rgb, &qd_palette_dark ()->background, 0.02));
    render_pixel (a.surface, 2, 2, rgb);
    g_assert_true (render_near (rgb, &qd_palette_light ()->background, 0.02));
  }
  render_picture_clear (&a);
  render_picture_clear (&b);

  /* The palette's text scale enlarges the whole picture, clicks too. */
  {
    QdPalette big;
    double bw, bh, x, y;

    qd_palette_derive (&big, qd_palette_light (), FALSE, FALSE, 1.5, 1.0);
    light.palette = &big;
    qd_prop_chaining_get_size (&ch, &light, &bw, &bh);
    g_assert_cmpfloat (fabs (bw - 1.5 * w), <, 1e-6);
    g_assert_cmpfloat (fabs (bh - 1.5 * h), <, 1e-6);
    qd_prop_chaining_node_center (&ch, &light, 3, &x, &y);
    g_assert_cmpint (qd_prop_chaining_hit (&ch, &light, x, y), ==, 3);
  }
  qd_prop_fc_clear (&fc);
}

/* The export path writes each format; the files start as they must. */
static void
test_export (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint sentences[5], kb = wumpus_kb (prop, sentences);
  guint alpha = parse_ok (prop, "¬P22");
  QdPropTt tt;
  QdPropTable table = { prop, kb, alpha, sentences, 5, NULL, &tt };
  QdPropRenderOptions o;
  QdRendering rendering = QD_RENDERING (qd_prop_table_render, &table, &o);
  double w, h;

  g_assert_true (qd_prop_tt_entails (prop, kb, alpha, FALSE, &tt, NULL));
  qd_prop_render_options_init (&o, NULL);
  qd_prop_table_get_size (&table, &o, &w, &h);
  render_check_exports (rendering, w, h, "prop-render-export");
  qd_prop_tt_clear (&tt);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/prop-render/table/entailed", test_table_entailed);
  g_test_add_func ("/prop-render/table/stopped", test_table_stopped);
  g_test_add_func ("/prop-render/table/large", test_table_large);
  g_test_add_func ("/prop-render/cnf/steps", test_cnf_steps);
  g_test_add_func ("/prop-render/resolution/tree", test_refutation_tree);
  g_test_add_func ("/prop-render/resolution/wumpus", test_refutation_wumpus);
  g_test_add_func ("/prop-render/resolution/saturated", test_refutation_saturated);
  g_test_add_func ("/prop-render/resolution/capped", test_refutation_capped);
  g_test_add_func ("/prop-render/fc/graph", test_chaining);
  g_test_add_func ("/prop-render/dark", test_dark_differs);
  g_test_add_func ("/prop-render/export", test_export);
  return g_test_run ();
}
