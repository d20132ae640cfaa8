/* test-bayes-render.c — the Bayesian network's drawing (render/bayes): the
 * layered layout, the geometry's hits, the pictures (PNG pixels, SVG, PDF),
 * the d-separation overlay, the plots, the GIFs, the report and the
 * worksheet.  Pictures are written into the build folder to be looked at
 * (bayes-render-*.png). */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "core/qd-random.h"
#include "problems/bayes/qd-bayes.h"
#include "render/bayes/qd-bayes-animation.h"
#include "render/bayes/qd-bayes-plot.h"
#include "render/bayes/qd-bayes-render.h"
#include "render/bayes/qd-bayes-run-report.h"
#include "render/bayes/qd-bayes-worksheet.h"
#include "render/qd-export.h"
#include "render/qd-gif.h"
#include "render/qd-rendering.h"
#include "render/qd-report.h"
#include "render/qd-worksheet.h"
#include "../render-pixels.h"

/* ---- networks */

static const char *const boolean[] = { "true", "false" };

static guint
add_boolean (QdBayesNet *net, const char *name)
{
  g_autoptr(GError) error = NULL;
  gint v = qd_bayes_net_add_node (net, name, QD_BELIEF_CHANCE, 0, 0, &error);

  g_assert_no_error (error);
  g_assert_cmpint (v, >=, 0);
  g_assert_true (qd_bayes_net_set_states (net, v, boolean, 2, &error));
  return (guint) v;
}

static void
set_true (QdBayesNet *net, guint v, guint row, double p)
{
  g_autoptr(GError) error = NULL;
  double values[2] = { p, 1 - p };

  g_assert_true (qd_bayes_net_set_row (net, v, row, values, &error));
  g_assert_no_error (error);
}

static void
arc (QdBayesNet *net, guint parent, guint child)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_bayes_net_add_arc (net, parent, child, &error));
  g_assert_no_error (error);
}

/* AIMA fig. 14.2: Burglary 0, Earthquake 1, Alarm 2, JohnCalls 3, MaryCalls
 * 4 (rows in odometer order, the last parent fastest, true first). */
static QdBayesNet *
burglary (void)
{
  QdBayesNet *net = qd_bayes_net_new ("burglary");
  guint b = add_boolean (net, "Burglary"), e = add_boolean (net, "Earthquake"), a = add_boolean (net, "Alarm");
  guint j = add_boolean (net, "JohnCalls"), m = add_boolean (net, "MaryCalls");

  arc (net, b, a);
  arc (net, e, a);
  arc (net, a, j);
  arc (net, a, m);
  set_true (net, b, 0, 0.001);
  set_true (net, e, 0, 0.002);
  set_true (net, a, 0, 0.95);    /* b, e */
  set_true (net, a, 1, 0.94);    /* b, ¬e */
  set_true (net, a, 2, 0.29);    /* ¬b, e */
  set_true (net, a, 3, 0.001);   /* ¬b, ¬e */
  set_true (net, j, 0, 0.90);
  set_true (net, j, 1, 0.05);
  set_true (net, m, 0, 0.70);
  set_true (net, m, 1, 0.01);
  qd_bayes_layout (net, NULL);
  return net;
}

/* A random DAG of N Boolean nodes, each with up to 3 parents among the
 * nodes before it (an alarm- or andes-sized network). */
static QdBayesNet *
random_net (guint n, guint64 seed)
{
  QdBayesNet *net = qd_bayes_net_new ("random");
  guint64 rng = qd_random_mix (seed);

  for (guint v = 0; v < n; v++)
    {
      g_autofree char *name = g_strdup_printf ("N%u", v);

      add_boolean (net, name);
      for (guint k = qd_random_below (&rng, 4); k > 0 && v > 0; k--)
        {
          guint p = v - 1 - qd_random_below (&rng, MIN (v, 12));

          qd_bayes_net_add_arc (net, p, v, NULL);   /* an arc given twice is refused: fewer parents */
        }
    }
  return net;
}

static QdBayesNet *
read_data (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize len;
  QdBayesNet *net;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  net = qd_bayes_net_parse (text, len, &error);
  g_assert_no_error (error);
  return net;
}

/* ---- layout */

/* No two boxes of the full look meet; every parent above its child. */
static void
assert_laid_out (QdBayesNet *net)
{
  guint n = qd_bayes_net_n_nodes (net);
  g_autofree double *box = g_new (double, 4 * n);

  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      double w, h;

      g_assert_true (node->has_position);
      qd_bayes_render_node_size (net, NULL, v, &w, &h);
      box[4 * v] = node->x - w / 2;
      box[4 * v + 1] = node->y - h / 2;
      box[4 * v + 2] = node->x + w / 2;
      box[4 * v + 3] = node->y + h / 2;
      for (guint j = 0; j < node->n_parents; j++)
        g_assert_cmpfloat (qd_bayes_net_node (net, node->parents[j])->y, <, node->y);
    }
  for (guint a = 0; a < n; a++)
    for (guint b = a + 1; b < n; b++)
      if (box[4 * a] < box[4 * b + 2] && box[4 * b] < box[4 * a + 2] && box[4 * a + 1] < box[4 * b + 3]
          && box[4 * b + 1] < box[4 * a + 3])
        g_error ("boxes of %s and %s overlap", qd_bayes_net_node (net, a)->name, qd_bayes_net_node (net, b)->name);
}

static void
test_layout_sizes (void)
{
  const guint sizes[] = { 37, 223 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(QdBayesNet) net = random_net (sizes[i], i + 1);

      g_assert_true (qd_bayes_layout_needed (net, NULL));
      qd_bayes_layout (net, NULL);
      assert_laid_out (net);
      g_assert_false (qd_bayes_layout_needed (net, NULL));
      g_assert_false (qd_bayes_layout_ensure (net, NULL));
    }
}

/* alarm (37 nodes) and andes (223) from bnlearn: laid out, no overlaps;
 * two nodes moved onto each other are seen. */
static void
test_layout_bnlearn (void)
{
  const char *names[] = { "alarm.bif", "andes.bif" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(QdBayesNet) net = read_data (names[i]);

      g_assert_true (qd_bayes_layout_ensure (net, NULL));
      assert_laid_out (net);
      qd_bayes_net_node (net, 1)->x = qd_bayes_net_node (net, 0)->x + 10;
      qd_bayes_net_node (net, 1)->y = qd_bayes_net_node (net, 0)->y;
      g_assert_true (qd_bayes_layout_needed (net, NULL));
    }
}

/* Roots A, B and children C of B, D of A, listed so that the file's order
 * crosses the arcs (A, B above C, D): the sweeps uncross them. */
static void
test_layout_uncrosses (void)
{
  g_autoptr(QdBayesNet) net = qd_bayes_net_new ("cross");
  guint a = add_boolean (net, "A"), b = add_boolean (net, "B"), c = add_boolean (net, "C"), d = add_boolean (net, "D");
  double xa, xb, xc, xd;

  arc (net, b, c);
  arc (net, a, d);
  qd_bayes_layout (net, NULL);
  xa = qd_bayes_net_node (net, a)->x;
  xb = qd_bayes_net_node (net, b)->x;
  xc = qd_bayes_net_node (net, c)->x;
  xd = qd_bayes_net_node (net, d)->x;
  g_assert_cmpfloat ((xa - xb) * (xd - xc), >, 0);
}

static cairo_surface_t *draw_png (QdBayesNet *net, const QdBayesRenderOptions *o, double scale, GPtrArray *texts,
                                  const char *name);

/* ---- geometry and hits */

static void
test_hit (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  QdBayesRenderOptions o;
  double width, height;

  qd_bayes_render_options_init (&o, NULL);
  qd_bayes_render_get_size (net, &o, &width, &height);
  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      double x, y, w, h, px, py, sx, sy, sw, sh;
      gint state = 99;

      qd_bayes_render_node_box (net, &o, v, &x, &y, &w, &h);
      qd_bayes_render_to_picture (net, &o, node->x, node->y, &px, &py);
      g_assert_cmpfloat (fabs (x + w / 2 - px), <, 1e-9);    /* the box is centred on the node */
      g_assert_cmpfloat (fabs (y + h / 2 - py), <, 1e-9);
      g_assert_true (x >= 0 && y >= 0 && x + w <= width && y + h <= height);
      g_assert_cmpint (qd_bayes_render_hit (net, &o, x + w / 2, y + 4, &state), ==, v);   /* the name's band */
      g_assert_cmpint (state, ==, -1);
      for (guint s = 0; s < 2; s++)
        {
          g_assert_true (qd_bayes_render_state_box (net, &o, v, s, &sx, &sy, &sw, &sh));
          g_assert_cmpint (qd_bayes_render_hit (net, &o, sx + sw / 2, sy + sh / 2, &state), ==, v);
          g_assert_cmpint (state, ==, s);
        }
    }
  g_assert_cmpint (qd_bayes_render_hit (net, &o, 1, 1, NULL), ==, -1);
  /* Compact: the node still, but no state row. */
  o.zoom = 0.3;
  g_assert_true (qd_bayes_render_is_compact (&o));
  {
    double x, y, w, h;
    gint state = 99;

    qd_bayes_render_node_box (net, &o, 2, &x, &y, &w, &h);
    g_assert_cmpint (qd_bayes_render_hit (net, &o, x + w / 2, y + h / 2, &state), ==, 2);
    g_assert_cmpint (state, ==, -1);
    g_assert_false (qd_bayes_render_state_box (net, &o, 2, 0, &x, &y, &w, &h));
  }
}

/* Larger text (GNOME's text scaling): the whole picture grows, the layout
 * made at scale 1 still has no overlap, each row still hits its state. */
static void
test_text_scale (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  QdPalette large;
  QdBayesRenderOptions o;
  double w1, h1, w2, h2;

  qd_palette_derive (&large, qd_palette_light (), FALSE, FALSE, 1.5, 1.0);
  qd_bayes_render_options_init (&o, NULL);
  qd_bayes_render_get_size (net, &o, &w1, &h1);
  o.palette = &large;
  qd_bayes_render_get_size (net, &o, &w2, &h2);
  g_assert_cmpfloat (fabs (w2 - 1.5 * w1), <, 2);
  g_assert_cmpfloat (fabs (h2 - 1.5 * h1), <, 2);
  g_assert_false (qd_bayes_layout_needed (net, &o));
  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    for (guint s = 0; s < 2; s++)
      {
        double x, y, w, h;
        gint state = -1;

        g_assert_true (qd_bayes_render_state_box (net, &o, v, s, &x, &y, &w, &h));
        g_assert_cmpfloat (h, ==, 1.5 * QD_BAYES_RENDER_ROW);
        g_assert_cmpint (qd_bayes_render_hit (net, &o, x + w / 2, y + h / 2, &state), ==, v);
        g_assert_cmpint (state, ==, s);
      }
  cairo_surface_destroy (draw_png (net, &o, 1, NULL, "bayes-render-large-text.png"));
}

static void
test_percent (void)
{
  char text[32];

  qd_bayes_render_format_percent (0.284172, text, sizeof text);
  g_assert_cmpstr (text, ==, "28.4%");
  qd_bayes_render_format_percent (1, text, sizeof text);
  g_assert_cmpstr (text, ==, "100%");
  qd_bayes_render_format_percent (0, text, sizeof text);
  g_assert_cmpstr (text, ==, "0%");
  qd_bayes_render_format_percent (0.0001, text, sizeof text);
  g_assert_cmpstr (text, ==, "< 0.1%");
  qd_bayes_render_format_percent (0.99999, text, sizeof text);
  g_assert_cmpstr (text, ==, "> 99.9%");
  qd_bayes_render_format_utility (-12.5, text, sizeof text);
  g_assert_cmpstr (text, ==, "−12.5");
}

/* ---- pictures */

/* Burglary given JohnCalls = MaryCalls = true (AIMA: P(b | j, m) = 0.284). */
static gint *
calls_evidence (QdBayesNet *net)
{
  gint *evidence = g_new (gint, qd_bayes_net_n_nodes (net));
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_bayes_parse_evidence (net, "JohnCalls=true, MaryCalls=true", evidence, &error));
  g_assert_no_error (error);
  return evidence;
}

/* The picture on an image surface at SCALE, the texts drawn into TEXTS
 * (may be NULL), saved as NAME. */
static cairo_surface_t *
draw_png (QdBayesNet *net, const QdBayesRenderOptions *o, double scale, GPtrArray *texts, const char *name)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_bayes_render_get_size (net, o, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * scale), (int) ceil (height * scale));
  if (texts != NULL)
    qd_export_log_text (surface, texts);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  qd_bayes_render (cr, net, o);
  cairo_destroy (cr);
  if (texts != NULL)
    qd_export_log_text (surface, NULL);
  render_save_png (surface, name);
  return surface;
}

static gboolean
logged (GPtrArray *texts, const char *text)
{
  return g_ptr_array_find_with_equal_func (texts, text, g_str_equal, NULL);
}

/* A point of node v's name band clear of its text (picture units). */
static void
band_point (QdBayesNet *net, const QdBayesRenderOptions *o, guint v, double *x, double *y)
{
  double bx, by, bw, bh;

  qd_bayes_render_node_box (net, o, v, &bx, &by, &bw, &bh);
  *x = bx + 12;
  *y = by + 5;
}

static void
test_picture_evidence (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  g_autofree gint *evidence = calls_evidence (net);
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark () };
  const char *names[] = { "bayes-render-burglary.png", "bayes-render-burglary-dark.png" };
  double pe = 0, **marginals = qd_bayes_render_marginals_new (net, evidence, 0, &pe);

  g_assert_nonnull (marginals);
  g_assert_cmpfloat (fabs (marginals[0][0] - 0.284172), <, 1e-6);   /* AIMA p. 524 */
  g_assert_cmpfloat (fabs (pe - 0.002084100239), <, 1e-9);           /* Σ of the book's two terms */
  for (guint i = 0; i < G_N_ELEMENTS (palettes); i++)
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      QdBayesRenderOptions o;
      cairo_surface_t *surface;
      double x, y, rgb[3];

      qd_bayes_render_options_init (&o, palettes[i]);
      o.marginals = (const double *const *) marginals;
      o.evidence = evidence;
      o.selected = 0;
      surface = draw_png (net, &o, 1, texts, names[i]);
      g_assert_true (logged (texts, "28.4%"));     /* Burglary = true */
      g_assert_true (logged (texts, "Burglary"));
      band_point (net, &o, 3, &x, &y);              /* JohnCalls, observed */
      render_pixel (surface, x, y, rgb);
      g_assert_true (render_near (rgb, &palettes[i]->accent, 0.02));
      band_point (net, &o, 4, &x, &y);              /* MaryCalls, observed */
      render_pixel (surface, x, y, rgb);
      g_assert_true (render_near (rgb, &palettes[i]->accent, 0.02));
      band_point (net, &o, 2, &x, &y);              /* Alarm, not */
      render_pixel (surface, x, y, rgb);
      g_assert_false (render_near (rgb, &palettes[i]->accent, 0.1));
      cairo_surface_destroy (surface);
    }
  qd_bayes_render_marginals_free (marginals, qd_bayes_net_n_nodes (net));
}

static gsize
file_size (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autofree char *text = NULL;
  gsize len = 0;

  g_assert_true (g_file_get_contents (path, &text, &len, NULL));
  if (g_str_has_suffix (name, ".svg"))
    g_assert_nonnull (strstr (text, "<svg"));
  if (g_str_has_suffix (name, ".pdf"))
    g_assert_true (g_str_has_prefix (text, "%PDF"));
  return len;
}

/* The three formats an export writes, none empty. */
static void
test_exports (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  g_autofree gint *evidence = calls_evidence (net);
  const char *names[] = { "bayes-render-export.png", "bayes-render-export.svg", "bayes-render-export.pdf" };
  QdBayesRenderOptions o;
  double width, height;

  qd_bayes_render_options_init (&o, NULL);
  o.evidence = evidence;
  qd_bayes_render_get_size (net, &o, &width, &height);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      QdExportFormat format;

      g_assert_true (qd_export_format_from_path (path, &format));
      g_assert_true (qd_export_drawing (file, format, width, height, 1, qd_rendering_draw,
                                        &QD_RENDERING (qd_bayes_render, net, &o), &error));
      g_assert_no_error (error);
      g_assert_cmpuint (file_size (names[i]), >, 1000);
    }
}

/* Where the arc PARENT → CHILD is drawn halfway between the borders. */
static void
arc_middle (QdBayesNet *net, const QdBayesRenderOptions *o, guint parent, guint child, double *x, double *y)
{
  double px, py, pw, ph, cx, cy, cw, ch, dx, dy, t1, t2;

  qd_bayes_render_node_box (net, o, parent, &px, &py, &pw, &ph);
  qd_bayes_render_node_box (net, o, child, &cx, &cy, &cw, &ch);
  px += pw / 2;
  py += ph / 2;
  cx += cw / 2;
  cy += ch / 2;
  dx = cx - px;
  dy = cy - py;
  t1 = MIN (dx != 0 ? pw / 2 / fabs (dx) : 1e9, dy != 0 ? ph / 2 / fabs (dy) : 1e9);
  t2 = MIN (dx != 0 ? cw / 2 / fabs (dx) : 1e9, dy != 0 ? ch / 2 / fabs (dy) : 1e9);
  *x = px + dx * (t1 + 1 - t2) / 2;
  *y = py + dy * (t1 + 1 - t2) / 2;
}

/* Burglary and Earthquake: independent (the unobserved collider Alarm
 * blocks: the trails from Burglary reach Alarm and its children, not
 * Earthquake's arc), dependent given Alarm (explaining away: Earthquake's
 * arc into Alarm joins the active trail). */
static void
test_separation_overlay (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  gboolean x[5] = { TRUE, 0 }, y[5] = { 0, TRUE, 0 }, z[5] = { 0, 0, TRUE, 0, 0 };
  gint evidence[5] = { -1, -1, 0, -1, -1 };
  const QdPalette *p = qd_palette_light ();

  for (guint given = 0; given < 2; given++)
    {
      QdBeliefSeparation sep = { 0 };
      double **marginals = qd_bayes_render_marginals_new (net, given ? evidence : NULL, 0, NULL);
      QdBayesRenderOptions o;
      cairo_surface_t *surface;
      double ax, ay, rgb[3];

      qd_belief_separation (qd_bayes_net_numbers (net), x, y, given ? z : NULL, &sep);
      g_assert_cmpint (sep.separated, ==, !given);
      g_assert_true (sep.blocking[2]);   /* an unobserved collider; observed, it blocks the chains to the calls */
      qd_bayes_render_options_init (&o, p);
      o.separation = &sep;
      o.sep_x = x;
      o.sep_y = y;
      o.sep_z = given ? z : NULL;
      o.evidence = given ? evidence : NULL;
      o.marginals = (const double *const *) marginals;
      surface = draw_png (net, &o, 1, NULL, given ? "bayes-render-dsep-given.png" : "bayes-render-dsep.png");
      arc_middle (net, &o, 0, 2, &ax, &ay);     /* Burglary → Alarm: on a trail from X either way */
      render_pixel (surface, ax, ay, rgb);
      g_assert_true (render_near (rgb, &p->accent, 0.15));
      arc_middle (net, &o, 1, 2, &ax, &ay);     /* Earthquake → Alarm: only given Alarm */
      render_pixel (surface, ax, ay, rgb);
      g_assert_cmpint (render_near (rgb, &p->accent, 0.15), ==, given);
      cairo_surface_destroy (surface);
      qd_belief_separation_clear (&sep);
      qd_bayes_render_marginals_free (marginals, 5);
    }
}

/* alarm in the full look and andes zoomed out (compact), light and dark:
 * to be looked at; what they say is checked on a few names. */
static void
test_big_pictures (void)
{
  g_autoptr(QdBayesNet) alarm = read_data ("alarm.bif");
  g_autoptr(QdBayesNet) andes = read_data ("andes.bif");
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  double **marginals;
  QdBayesRenderOptions o;

  qd_bayes_layout (alarm, NULL);
  qd_bayes_layout (andes, NULL);
  marginals = qd_bayes_render_marginals_new (alarm, NULL, 0, NULL);
  g_assert_nonnull (marginals);
  qd_bayes_render_options_init (&o, qd_palette_light ());
  o.marginals = (const double *const *) marginals;
  cairo_surface_destroy (draw_png (alarm, &o, 1, texts, "bayes-render-alarm.png"));
  g_assert_true (logged (texts, "HYPOVOLEMIA"));
  g_assert_true (logged (texts, "20.0%"));   /* P(HYPOVOLEMIA = TRUE) = 0.2, its table */
  o.palette = qd_palette_dark ();
  o.zoom = 0.3;
  g_ptr_array_set_size (texts, 0);
  cairo_surface_destroy (draw_png (andes, &o, 0.3, texts, "bayes-render-andes-dark.png"));
  g_assert_true (logged (texts, "GOAL_2"));
  g_assert_false (logged (texts, "—"));       /* compact: names only, no rows (they would say "—") */
  qd_bayes_render_marginals_free (marginals, qd_bayes_net_n_nodes (alarm));
}

/* ---- plots */

static void
save_drawing (const char *name, double width, double height, QdDrawFunc draw, gpointer data)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cairo_t *cr = cairo_create (surface);

  draw (cr, width, height, data);
  cairo_destroy (cr);
  render_save_png (surface, name);
  cairo_surface_destroy (surface);
}

typedef struct {
  const QdBayesConvergence *run;
  const QdPalette *palette;
} PlotData;

static void
draw_convergence (cairo_t *cr, double width, double height, gpointer data)
{
  PlotData *d = data;

  qd_bayes_render_convergence (cr, width, height, d->run, d->palette);
}

static void
draw_chart (cairo_t *cr, double width, double height, gpointer data)
{
  qd_bayes_render_factor_chart (cr, width, height, data, NULL);
}

/* The legend says what was kept and rejected; the exact answer is a second
 * series, flat. */
static void
test_plots (void)
{
  const guint64 done[] = { 10, 100, 1000, 10000 };
  const double estimate[] = { 0.5, 0.31, 0.29, 0.2851 };
  QdBayesConvergence run = { .label = "P(Burglary = true | e)", .sampler = "Rejection sampling", .n_done = done,
                             .estimate = estimate, .n_points = 4, .exact = 0.284172, .n_kept = 21,
                             .effective = 21 };
  g_autoptr(QdPlot) plot = qd_bayes_convergence_plot_new (&run);
  g_autofree char *legend = qd_plot_series_legend (plot, 0);
  const double sizes_a[] = { 4, 8, 2 }, sizes_b[] = { 16, 4, 2 };
  const char *names_a[] = { "Earthquake", "Alarm", "Burglary" }, *names_b[] = { "Alarm", "Earthquake", "Burglary" };
  QdBayesOrderSizes orders[2] = { { "min-fill", sizes_a, names_a, 3 }, { "given", sizes_b, names_b, 3 } };
  QdBayesFactorChart chart = { .orders = orders, .n_orders = 2, .step = 1 };
  g_autofree char *words = qd_bayes_factor_chart_describe (&chart);
  double width, height;

  g_assert_nonnull (strstr (legend, "21 kept"));
  g_assert_nonnull (strstr (legend, "9,979 rejected"));
  g_assert_cmpuint (qd_plot_n_series (plot), ==, 2);
  g_assert_cmpuint (qd_plot_get_scale (plot, QD_PLOT_AXIS_X), ==, QD_PLOT_LOG10);
  save_drawing ("bayes-render-convergence.png", 640, 400, draw_convergence,
                &(PlotData) { &run, qd_palette_light () });
  save_drawing ("bayes-render-convergence-dark.png", 640, 400, draw_convergence,
                &(PlotData) { &run, qd_palette_dark () });
  g_assert_nonnull (strstr (words, "largest factor 8 entries (summing out Alarm)"));
  g_assert_nonnull (strstr (words, "largest factor 16 entries (summing out Alarm)"));
  qd_bayes_factor_chart_get_size (&chart, &width, &height);
  save_drawing ("bayes-render-factors.png", width, height, draw_chart, &chart);
}

/* ---- GIFs */

/* The number of images in a GIF file, by its blocks. */
static guint
gif_frames (const guint8 *d, gsize len)
{
  gsize i = 13;
  guint frames = 0;

  g_assert_true (len > 13 && memcmp (d, "GIF89a", 6) == 0);
  if (d[10] & 0x80)
    i += 3u << ((d[10] & 7) + 1);
  while (i < len && d[i] != 0x3B)
    {
      if (d[i] == 0x21)
        i += 2;
      else
        {
          g_assert_cmpint (d[i], ==, 0x2C);
          frames++;
          i += 10 + ((d[i + 9] & 0x80) ? 3u << ((d[i + 9] & 7) + 1) : 0) + 1;
        }
      while (i < len && d[i] != 0)   /* the sub-blocks */
        i += d[i] + 1;
      i++;
    }
  return frames;
}

static guint
write_gif (QdAnimation *animation, const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *bytes = NULL;
  QdGifOptions gif;
  gsize len;

  qd_gif_options_init (&gif);
  gif.width = 480;
  gif.height = 400;
  gif.max_frames = 0;
  g_assert_true (qd_gif_write (animation, &gif, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &bytes, &len, NULL));
  return gif_frames ((const guint8 *) bytes, len);
}

/* P(b | j, m) with pruning: Earthquake and Alarm summed out, then the
 * product over Burglary: 3 steps, 4 frames; the last shows 28.4%. */
static void
test_elimination_gif (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  g_autofree gint *evidence = calls_evidence (net);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_autofree char *caption = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 400);
  cairo_t *cr = cairo_create (surface);
  QdBayesAskOptions ask;

  qd_bayes_ask_options_init (&ask);
  animation = qd_bayes_animation_elimination_new (net, 0, evidence, &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 3);
  caption = animation->describe (1, animation->data);
  g_assert_true (g_str_has_prefix (caption, "Sum out "));
  qd_export_log_text (surface, texts);
  qd_animation_draw_frame (animation, cr, 480, 400, 3);
  qd_export_log_text (surface, NULL);
  render_save_png (surface, "bayes-render-ve-last.png");
  g_assert_true (logged (texts, "28.4%"));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_assert_cmpuint (write_gif (animation, "bayes-render-ve.gif"), ==, 4);
}

static void
test_sampling_gif (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  g_autofree gint *evidence = calls_evidence (net);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_autofree char *caption = NULL;
  QdBayesAskOptions ask;

  qd_bayes_ask_options_init (&ask);
  ask.algorithm = QD_BAYES_LIKELIHOOD;
  ask.samples = 20000;
  animation = qd_bayes_animation_sampling_new (net, 0, 0, evidence, &ask, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps + 1, <=, QD_BAYES_ANIMATION_SAMPLING_FRAMES + 1);
  g_assert_cmpuint (animation->n_steps + 1, >=, 20);
  caption = animation->describe (animation->n_steps, animation->data);
  g_test_message ("%s", caption);
  g_assert_true (g_str_has_prefix (caption, "20,000 samples: P(Burglary = true | e) ≈ "));
  g_assert_true (g_str_has_suffix (caption, "(exact 0.2842)"));
  g_assert_cmpuint (write_gif (animation, "bayes-render-sampling.gif"), ==, animation->n_steps + 1);
  /* An exact algorithm makes no sampling animation. */
  ask.algorithm = QD_BAYES_VE;
  g_clear_error (&error);
  g_assert_null (qd_bayes_animation_sampling_new (net, 0, 0, evidence, &ask, &error));
  g_assert_nonnull (error);
}

/* ---- report and worksheet */

static void
test_report (void)
{
  g_autoptr(QdBayesNet) net = burglary ();
  g_autofree gint *evidence = calls_evidence (net);
  const char *argv[] = { "quandary-cli", "bayes", "burglary.bif", "--query", "Burglary", NULL };
  QdBayesAskOptions ask;
  QdBayesRun run = { .net = net, .path = "burglary.bif", .query = 0, .evidence = evidence, .ask = &ask,
                     .argv = argv };

  qd_bayes_ask_options_init (&ask);
  for (guint sampler = 0; sampler < 2; sampler++)
    {
      g_autoptr(QdReport) report = NULL;
      g_autofree char *markdown = NULL;
      g_autofree char *name = g_strdup_printf ("bayes-render-report%s.pdf", sampler ? "-sampling" : "");
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;

      ask.algorithm = sampler ? QD_BAYES_LIKELIHOOD : QD_BAYES_VE;
      report = qd_bayes_run_report_new (&run, NULL);
      markdown = qd_report_to_markdown (report);
      g_assert_nonnull (strstr (markdown, "figures/network.svg"));
      g_assert_nonnull (strstr (markdown, "quandary-cli bayes burglary.bif --query Burglary"));
      if (sampler)
        g_assert_nonnull (strstr (markdown, "figures/convergence.svg"));
      else
        {
          g_assert_nonnull (strstr (markdown, "0.284172"));      /* AIMA's answer, to 6 decimals */
          g_assert_nonnull (strstr (markdown, "0.0020841"));     /* P(j, m) */
          g_assert_nonnull (strstr (markdown, "figures/factors.svg"));
        }
      g_assert_true (qd_report_write_pdf (report, file, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (file_size (name), >, 5000);
    }
}

/* The umbrella network (Poole & Mackworth ex. 9.11; research notes §3, by
 * hand): with the forecast, sunny → leave (EU 91.5888), cloudy → leave
 * (65.1163), rainy → take (56); MEU 77; knowing the weather too, 91:
 * VPI(Weather) = 14. */
static void
test_report_decision (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "bayes", "umbrella.bif", NULL);
  g_autofree char *text = NULL, *markdown = NULL;
  g_autoptr(QdBayesNet) net = NULL;
  g_autoptr(QdReport) report = NULL;
  g_autoptr(GError) error = NULL;
  QdBayesRun run = { .path = "umbrella.bif", .query = -1, .decide = TRUE };
  gsize len;

  g_assert_true (g_file_get_contents (path, &text, &len, &error));
  net = qd_bayes_net_parse (text, len, &error);
  g_assert_no_error (error);
  g_assert_false (qd_bayes_layout_needed (net, NULL));   /* the file's positions kept */
  run.net = net;
  report = qd_bayes_run_report_new (&run, NULL);
  markdown = qd_report_to_markdown (report);
  g_assert_nonnull (strstr (markdown, "77.0000"));
  g_assert_nonnull (strstr (markdown, "91.5888"));
  g_assert_nonnull (strstr (markdown, "65.1163"));
  g_assert_nonnull (strstr (markdown, "56.0000"));
  g_assert_nonnull (strstr (markdown, "14.0000"));
  g_assert_nonnull (strstr (markdown, "figures/network.svg"));
  {
    g_autofree char *pdf = g_test_build_filename (G_TEST_BUILT, "bayes-render-report-decision.pdf", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (pdf);

    g_assert_true (qd_report_write_pdf (report, file, &error));
    g_assert_no_error (error);
  }
}

/* P(query = true | e) and P(e) from the tables by summing the full joint
 * (2^n terms), apart from the engine. */
static void
brute_force (QdBayesNet *net, guint query, const gint *evidence, double *posterior, double *pe)
{
  guint n = qd_bayes_net_n_nodes (net);
  double joint_e = 0, joint_qe = 0;

  for (guint a = 0; a < (1u << n); a++)
    {
      double p = 1;
      gboolean agrees = TRUE;

      for (guint v = 0; v < n; v++)
        {
          const QdBayesNode *node = qd_bayes_net_node (net, v);
          guint state = (a >> v) & 1, row = 0;

          for (guint j = 0; j < node->n_parents; j++)
            row = row * 2 + ((a >> node->parents[j]) & 1);
          p *= node->table[row * 2 + state];
          agrees = agrees && (evidence[v] < 0 || (guint) evidence[v] == state);
        }
      if (!agrees)
        continue;
      joint_e += p;
      if (((a >> query) & 1) == 0)
        joint_qe += p;
    }
  *pe = joint_e;
  *posterior = joint_qe / joint_e;
}

/* Every exercise: its file reads back, its first line names the question,
 * and the key's numbers are the full joint's. */
static void
check_exercise (const QdWorksheetKind *kind, gpointer exercise)
{
  g_autofree char *text = kind->instance_text (exercise);
  g_autofree char *answer = kind->answer_text (exercise);
  g_autoptr(QdBayesNet) net = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = NULL;
  g_autofree gint *evidence = NULL;
  double posterior, pe, t, f, e;
  char *end = strchr (text, '\n');
  gint query;

  g_assert_true (g_str_has_prefix (text, "// worksheet: quandary-cli bayes FILE --query "));
  net = qd_bayes_net_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  *end = '\0';
  words = g_strsplit (text, " ", -1);
  g_assert_cmpstr (words[7], ==, "--evidence");
  query = qd_bayes_net_find (net, words[6]);
  g_assert_cmpint (query, >=, 0);
  evidence = g_new (gint, qd_bayes_net_n_nodes (net));
  g_assert_true (qd_bayes_parse_evidence (net, words[8], evidence, &error));
  g_assert_no_error (error);
  brute_force (net, query, evidence, &posterior, &pe);
  if (g_test_verbose ())
    g_printerr ("%s\n%s\n---\n%s\nbrute force: %.10f %.10g\n", text, end + 1, answer, posterior, pe);
  g_assert_cmpint (sscanf (answer, "true %lf\nfalse %lf\nP(evidence) %lf", &t, &f, &e), ==, 3);
  g_assert_cmpfloat (fabs (t - posterior), <, 1e-9);
  g_assert_cmpfloat (fabs (f - (1 - posterior)), <, 1e-9);
  g_assert_cmpfloat (fabs (e - pe) / pe, <, 1e-8);
}

static void
test_worksheet (void)
{
  for (QdWorksheetDifficulty d = QD_WORKSHEET_EASY; d <= QD_WORKSHEET_HARD; d++)
    {
      g_autoptr(QdWorksheet) sheet = qd_worksheet_new (&qd_bayes_worksheet, 7, d, 4);
      g_autofree char *name = g_strdup_printf ("bayes-render-worksheet-%s.png", qd_worksheet_difficulty_to_string (d));
      cairo_surface_t *surface;
      cairo_t *cr;

      for (guint i = 0; i < sheet->count; i++)
        check_exercise (&qd_bayes_worksheet, sheet->instances[i]);
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) QD_WORKSHEET_PAGE_WIDTH,
                                            (int) QD_WORKSHEET_PAGE_HEIGHT);
      cr = cairo_create (surface);
      qd_worksheet_draw_page (sheet, cr, 0, d == QD_WORKSHEET_HARD, qd_palette_light ());
      cairo_destroy (cr);
      render_save_png (surface, name);
      cairo_surface_destroy (surface);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bayes-render/layout/sizes", test_layout_sizes);
  g_test_add_func ("/bayes-render/layout/bnlearn", test_layout_bnlearn);
  g_test_add_func ("/bayes-render/layout/uncrosses", test_layout_uncrosses);
  g_test_add_func ("/bayes-render/hit", test_hit);
  g_test_add_func ("/bayes-render/percent", test_percent);
  g_test_add_func ("/bayes-render/text-scale", test_text_scale);
  g_test_add_func ("/bayes-render/picture/evidence", test_picture_evidence);
  g_test_add_func ("/bayes-render/picture/exports", test_exports);
  g_test_add_func ("/bayes-render/picture/separation", test_separation_overlay);
  g_test_add_func ("/bayes-render/picture/big", test_big_pictures);
  g_test_add_func ("/bayes-render/plots", test_plots);
  g_test_add_func ("/bayes-render/gif/elimination", test_elimination_gif);
  g_test_add_func ("/bayes-render/gif/sampling", test_sampling_gif);
  g_test_add_func ("/bayes-render/report", test_report);
  g_test_add_func ("/bayes-render/report/decision", test_report_decision);
  g_test_add_func ("/bayes-render/worksheet", test_worksheet);
  return g_test_run ();
}
