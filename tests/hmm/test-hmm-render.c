/* test-hmm-render.c — the drawings of inference over time
 * (render/hmm/qd-hmm-render.h) on the umbrella world (AIMA 4th ed. §14.2):
 * the beliefs chart's sizes, hit-testing, numbers by width, shades and the
 * hand-worked filtered P(Rain_3 | u, u, ¬u) = 0.191; the trellis of
 * fig. 14.6 with the book's ten messages, its best predecessors worked by
 * hand and its path in the accent colour; a board's walls, heat map and
 * particles; PNG, SVG and PDF.  Pictures hmm-render-*.png in the build
 * folder, to look at. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/hmm/qd-hmm-render.h"
#include "render/qd-export.h"
#include "render/qd-rendering.h"
#include "../render-pixels.h"
#include "hmm-examples.h"

/* u, u, ¬u, u, u: the evidence of fig. 14.6. */
static const guint umbrella_days[5] = { 0, 0, 1, 0, 0 };

/* N states in a ring (stay 0.5, on 0.5), two observations. */
static QdHmm *
ring_hmm (guint n)
{
  g_autoptr(GString) text = g_string_new ("states:");
  g_autoptr(GError) error = NULL;
  QdHmm *hmm;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, " s%u", i);
  g_string_append (text, "\nobservations: a b\nstart:");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, " %s", i == 0 ? "1" : "0");
  g_string_append (text, "\ntransition:\n");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "  s%u: s%u=0.5 s%u=0.5\n", i, i, (i + 1) % n);
  g_string_append (text, "sensor:\n");
  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "  s%u: %s\n", i, i % 2 ? "0.8 0.2" : "0.3 0.7");
  hmm = qd_hmm_parse (text->str, text->len, &error);
  g_assert_no_error (error);
  return hmm;
}

/* T steps of filtering over EVIDENCE (T entries). */
static double *
filtered (const QdHmm *hmm, const guint *evidence, gsize T)
{
  double *belief = g_new (double, T * qd_hmm_n_states (hmm));
  QdHiddenRun run = { 0 };

  g_assert_cmpint (qd_hidden_filter (hmm->numbers, evidence, T, belief, &run), ==, QD_HIDDEN_OK);
  return belief;
}

typedef void (*SizeFunc) (gconstpointer subject, gconstpointer options, double *width, double *height);

/* RENDERING drawn on an image of its size (SIZE's), TEXTS (may be NULL)
 * gathering what it writes. */
static cairo_surface_t *
draw_image (const QdRendering *rendering, SizeFunc size, GPtrArray *texts)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  size (rendering->subject, rendering->options, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  if (texts != NULL)
    qd_export_log_text (surface, texts);
  cr = cairo_create (surface);
  rendering->render (cr, rendering->subject, rendering->options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  if (texts != NULL)
    qd_export_log_text (surface, NULL);
  return surface;
}

#define BELIEFS_SIZE ((SizeFunc) qd_hmm_render_beliefs_get_size)
#define TRELLIS_SIZE ((SizeFunc) qd_hmm_render_trellis_get_size)
#define BOARD_SIZE ((SizeFunc) qd_hmm_render_board_get_size)

static double
lightness (const double rgb[3])
{
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

/* ---- numbers */

static void
test_format (void)
{
  static const struct { double log_value; const char *text; } cases[] = {
    { -0.200670695462151, "0.8182" },   /* log 0.8182 */
    { -6.032286541628237, "0.0024" },   /* log 0.0024: two digits still */
    { -6.914730892, "9.9e−4" },         /* log 0.000993 */
    { -9.210340371976182, "1.0e−4" },   /* log 0.0001 */
    { -10.637, "2.4e−5" },              /* log 2.4e-5 = -10.6374 */
    { -11512.925464970229, "1.0e−5000" },
    { 0, "1.0000" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = qd_format_log_number_locale (cases[i].log_value, 4);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
  {
    g_autofree char *zero = qd_format_log_number_locale (-INFINITY, 4);
    g_autofree char *three = qd_format_log_number_locale (log (0.883), 3);

    g_assert_cmpstr (zero, ==, "0");
    g_assert_cmpstr (three, ==, "0.883");
  }
}

/* ---- beliefs over time */

static void
beliefs_init (QdHmmBeliefsOptions *o, const QdPalette *palette, const double *belief, gsize T)
{
  qd_hmm_render_beliefs_options_init (o, palette);
  o->steps.evidence = umbrella_days;
  o->steps.T = T;
  o->belief = belief;
  o->kind = "Filtered: P(X_t | e_1:t)";
}

static void
test_beliefs_size (void)
{
  g_autoptr(QdHmm) umbrella = read_example ("umbrella.hmm");
  g_autoptr(QdHmm) two = ring_hmm (2), fifty = ring_hmm (50);
  QdHmmBeliefsOptions o;
  double w5, h5, w3, h3, w, h;

  beliefs_init (&o, NULL, NULL, 5);
  qd_hmm_render_beliefs_get_size (umbrella, &o, &w5, &h5);
  o.steps.T = 3;
  qd_hmm_render_beliefs_get_size (umbrella, &o, &w3, &h3);
  g_assert_cmpfloat (w5, >, w3 + 60);
  g_assert_cmpfloat (h5, ==, h3);
  /* Predicted columns widen it by more than their columns: the separator. */
  o.steps.T = 5;
  o.predicted = (double[4]) { 0.5, 0.5, 0.5, 0.5 };
  o.n_predicted = 2;
  qd_hmm_render_beliefs_get_size (umbrella, &o, &w, &h);
  g_assert_cmpfloat (w, >, w5 + 2 * 40);
  g_assert_cmpfloat (h, >, h5);   /* the bracket's band */
  /* More states, taller; 50 of them still within a screen. */
  beliefs_init (&o, NULL, NULL, 5);
  o.steps.evidence = NULL;
  qd_hmm_render_beliefs_get_size (two, &o, &w, &h3);
  qd_hmm_render_beliefs_get_size (fifty, &o, &w, &h5);
  g_assert_cmpfloat (h5, >, h3 + 200);
  g_assert_cmpfloat (h5, <, 900);
  /* Hundreds of steps keep within a wide screen; a window of them is narrower. */
  o.steps.T = 800;
  qd_hmm_render_beliefs_get_size (fifty, &o, &w, &h);
  g_assert_cmpfloat (w, <, 1400);
  o.steps.first = 100;
  o.steps.count = 40;
  qd_hmm_render_beliefs_get_size (fifty, &o, &w3, &h);
  g_assert_cmpfloat (w3, <, w);
}

static void
assert_beliefs_hits (const QdHmm *hmm, const QdHmmBeliefsOptions *o, gsize from, gsize to)
{
  for (gsize t = from; t <= to; t++)
    for (guint s = 0; s < qd_hmm_n_states (hmm); s++)
      {
        double x, y, w, h;
        gsize hit_t = 0;
        guint hit_s = G_MAXUINT;

        g_assert_true (qd_hmm_render_beliefs_cell_box (hmm, o, t, s, &x, &y, &w, &h));
        g_assert_true (qd_hmm_render_beliefs_hit (hmm, o, x + w / 2, y + h / 2, &hit_t, &hit_s));
        g_assert_cmpuint (hit_t, ==, t);
        g_assert_cmpuint (hit_s, ==, s);
        g_assert_true (qd_hmm_render_beliefs_hit (hmm, o, x + 0.2, y + h - 0.2, &hit_t, &hit_s));
        g_assert_cmpuint (hit_t, ==, t);
      }
}

static void
test_beliefs_hit (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autofree double *belief = filtered (hmm, umbrella_days, 5);
  double predicted[4] = { 0.6, 0.4, 0.5, 0.5 }, x, y, w, h, x6, y6;
  QdHmmBeliefsOptions o;
  gsize t;
  guint s;

  beliefs_init (&o, NULL, belief, 5);
  o.predicted = predicted;
  o.n_predicted = 2;
  assert_beliefs_hits (hmm, &o, 1, 7);
  /* The separator between step 5 and the first predicted one is no cell. */
  g_assert_true (qd_hmm_render_beliefs_cell_box (hmm, &o, 5, 0, &x, &y, &w, &h));
  g_assert_true (qd_hmm_render_beliefs_cell_box (hmm, &o, 6, 0, &x6, &y6, &w, &h));
  g_assert_cmpfloat (x6, >, x + w + 4);
  g_assert_false (qd_hmm_render_beliefs_hit (hmm, &o, (x + w + x6) / 2, y + h / 2, &t, &s));
  g_assert_false (qd_hmm_render_beliefs_hit (hmm, &o, 1, 1, &t, &s));
  g_assert_false (qd_hmm_render_beliefs_cell_box (hmm, &o, 8, 0, &x, &y, &w, &h));
  /* A window: steps 3 … 6, the first drawn where step 1 was. */
  o.steps.first = 2;
  o.steps.count = 4;
  assert_beliefs_hits (hmm, &o, 3, 6);
  g_assert_false (qd_hmm_render_beliefs_cell_box (hmm, &o, 2, 0, &x, &y, &w, &h));
  g_assert_false (qd_hmm_render_beliefs_cell_box (hmm, &o, 7, 0, &x, &y, &w, &h));
}

/* The filtered umbrella world, written and described: 0.818 and 0.883 (the
 * book), 0.191 at the dry day 3 worked by hand: (0.883 × 0.7 + 0.117 × 0.3)
 * = 0.6532 predicted, × 0.1 against 0.3468 × 0.8: 0.0653 / 0.3428. */
static void
test_beliefs_numbers (void)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autofree double *belief = filtered (hmm, umbrella_days, 5);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *third = NULL;
  QdHmmBeliefsOptions o;
  cairo_surface_t *surface;

  beliefs_init (&o, NULL, belief, 5);
  o.steps.current = 3;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, texts);
  render_save_png (surface, "hmm-render-beliefs.png");
  cairo_surface_destroy (surface);
  g_assert_true (render_logged (texts, "0.818"));
  g_assert_true (render_logged (texts, "0.883"));
  g_assert_true (render_logged (texts, "0.191"));
  g_assert_true (render_logged (texts, "no-umbrella"));
  g_assert_true (render_logged (texts, "no-rain"));
  third = qd_hmm_render_beliefs_describe (hmm, &o, 3);
  g_assert_cmpstr (third, ==, "Step 3, no-umbrella: no-rain 0.809, rain 0.191");
  /* Narrow columns: no numbers, the names still there. */
  g_ptr_array_set_size (texts, 0);
  o.steps.column = 18;
  o.steps.row = 16;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, texts);
  render_save_png (surface, "hmm-render-beliefs-narrow.png");
  cairo_surface_destroy (surface);
  g_assert_false (render_logged (texts, "0.818"));
  g_assert_true (render_logged (texts, "rain"));
  /* Numbers off. */
  g_ptr_array_set_size (texts, 0);
  o.steps.column = o.steps.row = 0;
  o.numbers = FALSE;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, texts);
  cairo_surface_destroy (surface);
  g_assert_false (render_logged (texts, "0.883"));
}

/* A pixel of cell (t, s) near its top left corner, clear of the number. */
static void
cell_pixel (cairo_surface_t *surface, const QdHmm *hmm, const QdHmmBeliefsOptions *o, gsize t, guint s,
            double rgb[3])
{
  double x, y, w, h;

  g_assert_true (qd_hmm_render_beliefs_cell_box (hmm, o, t, s, &x, &y, &w, &h));
  render_pixel (surface, x + 4, y + 4, rgb);
}

/* Light: the likelier state's cell is darker; dark: lighter.  The two
 * styles differ; the current step's outline is the accent. */
static void
test_beliefs_shades (gconstpointer dark)
{
  g_autoptr(QdHmm) hmm = read_example ("umbrella.hmm");
  g_autofree double *belief = filtered (hmm, umbrella_days, 5);
  const QdPalette *palette = dark ? qd_palette_dark () : qd_palette_light ();
  QdHmmBeliefsOptions o;
  cairo_surface_t *surface;
  double rain[3], dry[3], page[3], edge[3], x, y, w, h;

  beliefs_init (&o, palette, belief, 5);
  o.steps.current = 2;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, NULL);
  cell_pixel (surface, hmm, &o, 4, 0, rain);   /* P(rain) = 0.86 or so */
  cell_pixel (surface, hmm, &o, 4, 1, dry);
  if (dark)
    g_assert_cmpfloat (lightness (rain), >, lightness (dry) + 0.2);
  else
    g_assert_cmpfloat (lightness (rain), <, lightness (dry) - 0.2);
  render_pixel (surface, 2, 2, page);
  g_assert_true (render_near (page, &palette->background, 0.02));
  g_assert_true (qd_hmm_render_beliefs_cell_box (hmm, &o, 2, 0, &x, &y, &w, &h));
  render_pixel (surface, x + w / 2, y - 1.5, edge);
  g_assert_true (render_near (edge, &palette->accent, 0.05));
  render_save_png (surface, dark ? "hmm-render-beliefs-dark.png" : "hmm-render-beliefs-light.png");
  cairo_surface_destroy (surface);
}

/* Fifty states over 300 steps: drawn, the steps' labels thinned to round
 * numbers, no probabilities; a window of 30 of them with predictions. */
static void
test_beliefs_many (void)
{
  g_autoptr(QdHmm) hmm = ring_hmm (50);
  g_autofree guint *evidence = g_new (guint, 300);
  g_autofree double *belief = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  double predicted[50 * 3];
  QdHmmBeliefsOptions o;
  cairo_surface_t *surface;

  for (guint t = 0; t < 300; t++)
    evidence[t] = (t * 7 / 3) % 2;
  belief = filtered (hmm, evidence, 300);
  qd_hidden_predict (hmm->numbers, belief + 299 * 50, 3, predicted);
  qd_hmm_render_beliefs_options_init (&o, NULL);
  o.steps.evidence = evidence;
  o.steps.T = 300;
  o.belief = belief;
  o.kind = "Filtered";
  /* Shades relative to the largest once the certain start has spread. */
  for (guint i = 20 * 50; i < 300 * 50; i++)
    o.scale = MAX (o.scale, belief[i]);
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, texts);
  render_save_png (surface, "hmm-render-beliefs-many.png");
  cairo_surface_destroy (surface);
  g_assert_true (render_logged (texts, "100"));
  g_assert_false (render_logged (texts, "7"));
  g_assert_true (render_logged (texts, "s0"));
  /* No probability but the key's top. */
  {
    g_autofree char *key = qd_format_log_number_locale (log (o.scale), 3);

    g_assert_cmpfloat (o.scale, <, 0.5);
    g_assert_true (render_logged (texts, key));
    for (guint i = 0; i < texts->len; i++)
      if (strcmp (g_ptr_array_index (texts, i), key) != 0)
        g_assert_null (strstr (g_ptr_array_index (texts, i), "0."));
  }
  g_ptr_array_set_size (texts, 0);
  o.steps.first = 280;
  o.steps.count = 30;
  o.steps.current = 295;
  o.predicted = predicted;
  o.n_predicted = 3;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_beliefs, hmm, &o), BELIEFS_SIZE, texts);
  render_save_png (surface, "hmm-render-beliefs-window.png");
  cairo_surface_destroy (surface);
  g_assert_true (render_logged (texts, "295"));
  g_assert_true (render_logged (texts, "predicted"));
}

/* ---- the trellis */

typedef struct {
  QdHmm *hmm;
  guint path[5];
  double log_m[10];
} Viterbi;

static void
viterbi_umbrella (Viterbi *v)
{
  QdHiddenRun run = { 0 };

  v->hmm = read_example ("umbrella.hmm");
  g_assert_cmpint (qd_hidden_viterbi (v->hmm->numbers, umbrella_days, 5, v->path, v->log_m, &run), ==,
                   QD_HIDDEN_OK);
}

static void
trellis_init (QdHmmTrellisOptions *o, const QdPalette *palette, const Viterbi *v)
{
  qd_hmm_render_trellis_options_init (o, palette);
  o->steps.evidence = umbrella_days;
  o->steps.T = 5;
  o->log_messages = v->log_m;
}

/* Fig. 14.6's messages, the best predecessors worked by hand, the path
 * traced back when not given, hit-testing. */
static void
test_trellis_book (void)
{
  static const char *const book[] = { "0.8182", "0.1818", "0.5155", "0.0491", "0.0361", "0.1237",
                                      "0.0334", "0.0173", "0.0210", "0.0024" };
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *third = NULL;
  QdHmmTrellisOptions o;
  Viterbi v;
  guint back[2];
  cairo_surface_t *surface;

  viterbi_umbrella (&v);
  trellis_init (&o, NULL, &v);
  o.title = "The most likely sequence: m_1:t";
  surface = draw_image (&QD_RENDERING (qd_hmm_render_trellis, v.hmm, &o), TRELLIS_SIZE, texts);
  render_save_png (surface, "hmm-render-trellis.png");
  cairo_surface_destroy (surface);
  g_assert_true (render_logged (texts, o.title));
  for (guint i = 0; i < G_N_ELEMENTS (book); i++)
    g_assert_true (render_logged (texts, book[i]));
  /* Day 3 dry: 0.8 × max (0.5155 × 0.3, 0.0491 × 0.7) from rain; day 4
   * rain: 0.9 × max (0.0361 × 0.7, 0.1237 × 0.3) from no rain. */
  qd_hmm_render_trellis_back (v.hmm->numbers, v.log_m, 3, back);
  g_assert_cmpuint (back[1], ==, 0);
  qd_hmm_render_trellis_back (v.hmm->numbers, v.log_m, 4, back);
  g_assert_cmpuint (back[0], ==, 1);
  g_assert_cmpuint (back[1], ==, 1);   /* 0.0361 × 0.3 < 0.1237 × 0.7 */
  qd_hmm_render_trellis_back (v.hmm->numbers, v.log_m, 1, back);
  g_assert_cmpuint (back[0], ==, G_MAXUINT);
  third = qd_hmm_render_trellis_describe (v.hmm, &o, 3);
  g_assert_cmpstr (third, ==, "Step 3, no-umbrella: rain 0.0361 from rain, no-rain 0.1237 from rain; most likely no-rain");
  for (gsize t = 1; t <= 5; t++)
    for (guint s = 0; s < 2; s++)
      {
        double x, y, w, h;
        gsize ht;
        guint hs;

        g_assert_true (qd_hmm_render_trellis_node_box (v.hmm, &o, t, s, &x, &y, &w, &h));
        g_assert_true (qd_hmm_render_trellis_hit (v.hmm, &o, x + w / 2, y + h / 2, &ht, &hs));
        g_assert_cmpuint (ht, ==, t);
        g_assert_cmpuint (hs, ==, s);
      }
  /* Small: the numbers give way, the path stays. */
  o.steps.column = 36;
  o.steps.row = 22;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_trellis, v.hmm, &o), TRELLIS_SIZE, NULL);
  render_save_png (surface, "hmm-render-trellis-small.png");
  cairo_surface_destroy (surface);
  qd_hmm_free (v.hmm);
}

/* The middle of the edge from node (t, a) to (t + 1, b). */
static void
edge_middle (const Viterbi *v, const QdHmmTrellisOptions *o, gsize t, guint a, guint b, double *x, double *y)
{
  double x0, y0, x1, y1, w, h;

  g_assert_true (qd_hmm_render_trellis_node_box (v->hmm, o, t, a, &x0, &y0, &w, &h));
  g_assert_true (qd_hmm_render_trellis_node_box (v->hmm, o, t + 1, b, &x1, &y1, &w, &h));
  *x = (x0 + w + x1) / 2;
  *y = (y0 + y1 + h) / 2;
}

/* The path (rain, rain, dry, rain, rain) is drawn in the accent: its edges
 * and its nodes' borders; a node off it and an edge off it are not. */
static void
test_trellis_path (gconstpointer dark)
{
  const QdPalette *palette = dark ? qd_palette_dark () : qd_palette_light ();
  QdHmmTrellisOptions o;
  Viterbi v;
  cairo_surface_t *surface;
  double rgb[3], x, y, w, h;

  viterbi_umbrella (&v);
  g_assert_cmpuint (v.path[2], ==, 1);
  trellis_init (&o, palette, &v);
  surface = draw_image (&QD_RENDERING (qd_hmm_render_trellis, v.hmm, &o), TRELLIS_SIZE, NULL);
  for (gsize t = 1; t < 5; t++)
    {
      edge_middle (&v, &o, t, v.path[t - 1], v.path[t], &x, &y);
      render_pixel (surface, x, y, rgb);
      g_assert_true (render_near (rgb, &palette->accent, 0.05));
    }
  /* The faint edge rain → rain into day 4 is no accent. */
  edge_middle (&v, &o, 3, 0, 0, &x, &y);
  render_pixel (surface, x, y, rgb);
  g_assert_false (render_near (rgb, &palette->accent, 0.15));
  g_assert_true (qd_hmm_render_trellis_node_box (v.hmm, &o, 3, 1, &x, &y, &w, &h));
  render_pixel (surface, x + w / 2, y + 0.6, rgb);
  g_assert_true (render_near (rgb, &palette->accent, 0.08));
  g_assert_true (qd_hmm_render_trellis_node_box (v.hmm, &o, 3, 0, &x, &y, &w, &h));
  render_pixel (surface, x + w / 2, y + 0.6, rgb);
  g_assert_false (render_near (rgb, &palette->accent, 0.15));
  render_save_png (surface, dark ? "hmm-render-trellis-dark.png" : "hmm-render-trellis-light.png");
  cairo_surface_destroy (surface);
  /* The path traced back by the drawing is the engine's. */
  o.path = NULL;
  {
    g_autofree char *last = qd_hmm_render_trellis_describe (v.hmm, &o, 3);

    g_assert_nonnull (strstr (last, "most likely no-rain"));
  }
  qd_hmm_free (v.hmm);
}

/* Narrow trellises drop the numbers; 40 steps of 50 states draw. */
static void
test_trellis_narrow (void)
{
  g_autoptr(QdHmm) hmm = ring_hmm (50);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  guint evidence[40], path[40];
  g_autofree double *log_m = g_new (double, 40 * 50);
  QdHiddenRun run = { 0 };
  QdHmmTrellisOptions o;
  cairo_surface_t *surface;
  double w40, h40, w, h;

  for (guint t = 0; t < 40; t++)
    evidence[t] = t % 3 == 0;
  g_assert_cmpint (qd_hidden_viterbi (hmm->numbers, evidence, 40, path, log_m, &run), ==, QD_HIDDEN_OK);
  qd_hmm_render_trellis_options_init (&o, NULL);
  o.steps.evidence = evidence;
  o.steps.T = 40;
  o.log_messages = log_m;
  o.path = path;
  qd_hmm_render_trellis_get_size (hmm, &o, &w40, &h40);
  o.steps.count = 10;
  qd_hmm_render_trellis_get_size (hmm, &o, &w, &h);
  g_assert_cmpfloat (w, <, w40);
  o.steps.count = 0;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_trellis, hmm, &o), TRELLIS_SIZE, texts);
  render_save_png (surface, "hmm-render-trellis-many.png");
  cairo_surface_destroy (surface);
  for (guint i = 0; i < texts->len; i++)
    g_assert_null (strstr (g_ptr_array_index (texts, i), "e−"));
}

/* ---- a board */

/* 7 × 5 with a wall block in the middle and one in a corner:
 *   . . . . . . .
 *   . # # . . . .
 *   . # # . . . #
 *   . . . . . . .
 *   . . . . # . . */
static QdHiddenGrid *
small_board (void)
{
  guint8 walls[35] = { 0 };

  walls[1 * 7 + 1] = walls[1 * 7 + 2] = walls[2 * 7 + 1] = walls[2 * 7 + 2] = 1;
  walls[2 * 7 + 6] = walls[4 * 7 + 4] = 1;
  return qd_hidden_grid_new (7, 5, walls, NULL);
}

/* A belief peaked at PEAK, falling off as 0.4^distance: on the small
 * board, seen from (5, 3), 1 square at 0, 4 at 1, 4 at 2, 6 at 3, 5 at 4,
 * 3 at 5 and 6, 2 at 7, 1 at 8: a sum of 3.79894, so 0.263 at the peak and
 * 0.105 next to it. */
static double *
peaked_belief (const QdHiddenGrid *grid, guint peak)
{
  double *belief = g_new (double, grid->n_cells), sum = 0;

  for (guint i = 0; i < grid->n_cells; i++)
    sum += belief[i] = pow (0.4, qd_hidden_grid_distance (grid, i, peak));
  for (guint i = 0; i < grid->n_cells; i++)
    belief[i] /= sum;
  return belief;
}

static void
square_pixel (cairo_surface_t *surface, const QdHiddenGrid *grid, const QdHmmBoardOptions *o, guint panel, guint x,
              guint y, double fx, double fy, double rgb[3])
{
  double left, top, side;

  qd_hmm_render_board_square_box (grid, o, panel, x, y, &left, &top, &side);
  render_pixel (surface, left + fx * side, top + fy * side, rgb);
}

static void
test_board_heat (gconstpointer dark)
{
  g_autoptr(QdHiddenGrid) grid = small_board ();
  guint peak = grid->cell_of[3 * 7 + 5];
  g_autofree double *belief = peaked_belief (grid, peak);
  QdHmmBoardOptions o;
  cairo_surface_t *surface;
  double wall[3], other[3], top[3];

  qd_hmm_render_board_options_init (&o, dark ? qd_palette_dark () : qd_palette_light ());
  o.belief = belief;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_board, grid, &o), BOARD_SIZE, NULL);
  /* Every wall alike (its colour and lines at the same place), and apart
   * from every open square, the most likely too. */
  square_pixel (surface, grid, &o, 0, 1, 1, 0.25, 0.25, wall);
  for (guint y = 0; y < grid->height; y++)
    for (guint x = 0; x < grid->width; x++)
      {
        square_pixel (surface, grid, &o, 0, x, y, 0.25, 0.25, other);
        if (grid->cell_of[y * 7 + x] == G_MAXUINT)
          g_assert_true (render_near (other, &(QdColor) { wall[0], wall[1], wall[2], 1 }, 0.01));
        else
          g_assert_false (render_near (other, &(QdColor) { wall[0], wall[1], wall[2], 1 }, 0.15));
      }
  g_assert_cmpfloat (wall[2], >, wall[0]);   /* slate: bluer than the heat's reds */
  /* The most likely square: the strongest shade (darkest in light, lightest in dark). */
  square_pixel (surface, grid, &o, 0, 5, 3, 0.1, 0.1, top);
  for (guint i = 0; i < grid->n_cells; i++)
    if (i != peak)
      {
        square_pixel (surface, grid, &o, 0, grid->x[i], grid->y[i], 0.1, 0.1, other);
        if (dark)
          g_assert_cmpfloat (lightness (top), >, lightness (other) + 0.02);
        else
          g_assert_cmpfloat (lightness (top), <, lightness (other) - 0.02);
      }
  cairo_surface_destroy (surface);
}

/* Particles as dots where they are and nowhere else; the same picture
 * twice; side by side: two boards, a square hit on either. */
static void
test_board_particles (gconstpointer dark)
{
  g_autoptr(QdHiddenGrid) grid = small_board ();
  guint peak = grid->cell_of[3 * 7 + 5];
  g_autofree double *belief = peaked_belief (grid, peak);
  g_autofree guint *particles = g_new (guint, 300);
  g_autofree char *text = NULL;
  QdHmmBoardOptions o;
  cairo_surface_t *surface, *again;
  double w1, h1, w2, h2, left, top, side;
  guint blue_in_peak = 0, blue_in_corner = 0, ghost = grid->cell_of[3 * 7 + 4];

  for (guint k = 0; k < 300; k++)
    particles[k] = k < 200 ? peak : k < 290 ? grid->cell_of[3 * 7 + 6] : grid->cell_of[0];
  qd_hmm_render_board_options_init (&o, dark ? qd_palette_dark () : qd_palette_light ());
  o.belief = belief;
  o.particles = particles;
  o.n_particles = 300;
  o.truth = &ghost;
  o.n_truth = 1;
  o.hunter = (gint) grid->cell_of[0 * 7 + 6];
  qd_hmm_render_board_get_size (grid, &o, &w1, &h1);
  o.side_by_side = TRUE;
  qd_hmm_render_board_get_size (grid, &o, &w2, &h2);
  g_assert_cmpfloat (w2, >, 2 * w1 - 30);
  surface = draw_image (&QD_RENDERING (qd_hmm_render_board, grid, &o), BOARD_SIZE, NULL);
  again = draw_image (&QD_RENDERING (qd_hmm_render_board, grid, &o), BOARD_SIZE, NULL);
  g_assert_cmpmem (cairo_image_surface_get_data (surface), cairo_image_surface_get_stride (surface) * (int) h2,
                   cairo_image_surface_get_data (again), cairo_image_surface_get_stride (again) * (int) h2);
  for (guint i = 0; i < 20; i++)
    for (guint j = 0; j < 20; j++)
      {
        double rgb[3];

        square_pixel (surface, grid, &o, 1, 5, 3, 0.1 + 0.04 * i, 0.1 + 0.04 * j, rgb);
        blue_in_peak += rgb[2] > rgb[0] + 0.2;
        square_pixel (surface, grid, &o, 1, 0, 4, 0.1 + 0.04 * i, 0.1 + 0.04 * j, rgb);
        blue_in_corner += rgb[2] > rgb[0] + 0.2;
      }
  g_assert_cmpuint (blue_in_peak, >, 40);
  g_assert_cmpuint (blue_in_corner, ==, 0);
  render_save_png (surface, dark ? "hmm-render-board-dark.png" : "hmm-render-board.png");
  cairo_surface_destroy (surface);
  cairo_surface_destroy (again);
  qd_hmm_render_board_square_box (grid, &o, 1, 2, 3, &left, &top, &side);
  g_assert_cmpint (qd_hmm_render_board_hit (grid, &o, left + side / 2, top + side / 2), ==, 3 * 7 + 2);
  qd_hmm_render_board_square_box (grid, &o, 0, 2, 3, &left, &top, &side);
  g_assert_cmpint (qd_hmm_render_board_hit (grid, &o, left + side / 2, top + side / 2), ==, 3 * 7 + 2);
  g_assert_cmpint (qd_hmm_render_board_hit (grid, &o, left + 5 * side + 10, top + side / 2), ==, -1);   /* the gap */
  text = qd_hmm_render_board_describe (grid, &o);
  g_assert_cmpstr (text, ==, "most likely (5, 3) 0.26, (5, 2) 0.11, (4, 3) 0.11; 300 particles on 3 squares; "
                             "ghost at (4, 3); hunter at (6, 0)");
}

/* A hunt's board, 20 × 11 with a border and blocks: every square's centre
 * hit back on both boards; 2,000 particles spread as the belief is (the
 * k-th at the belief's quantile (k + 0.5) / 2,000). */
static void
test_board_hunt (void)
{
  guint8 walls[20 * 11] = { 0 };
  g_autoptr(QdHiddenGrid) grid = NULL;
  g_autofree double *belief = NULL;
  g_autofree guint *particles = g_new (guint, 2000);
  guint ghosts[2], cell = 0;
  double sum = 0;
  QdHmmBoardOptions o;
  cairo_surface_t *surface;

  for (guint y = 0; y < 11; y++)
    for (guint x = 0; x < 20; x++)
      walls[y * 20 + x] = x == 0 || y == 0 || x == 19 || y == 10 || ((x % 5 == 2 || x % 5 == 3) && y % 4 == 2) ||
                          (x == 10 && y > 3 && y < 8);
  grid = qd_hidden_grid_new (20, 11, walls, NULL);
  ghosts[0] = grid->cell_of[5 * 20 + 14];
  ghosts[1] = grid->cell_of[8 * 20 + 4];
  belief = peaked_belief (grid, ghosts[0]);
  for (guint k = 0; k < 2000; k++)
    {
      while (cell + 1 < grid->n_cells && sum + belief[cell] < (k + 0.5) / 2000)
        sum += belief[cell++];
      particles[k] = cell;
    }
  qd_hmm_render_board_options_init (&o, NULL);
  o.belief = belief;
  o.particles = particles;
  o.n_particles = 2000;
  o.truth = ghosts;
  o.n_truth = 2;
  o.hunter = (gint) grid->cell_of[1 * 20 + 1];
  o.side_by_side = TRUE;
  for (guint panel = 0; panel < 2; panel++)
    for (guint y = 0; y < 11; y++)
      for (guint x = 0; x < 20; x++)
        {
          double left, top, side;

          qd_hmm_render_board_square_box (grid, &o, panel, x, y, &left, &top, &side);
          g_assert_cmpint (qd_hmm_render_board_hit (grid, &o, left + side / 2, top + side / 2), ==, (gint) (y * 20 + x));
        }
  surface = draw_image (&QD_RENDERING (qd_hmm_render_board, grid, &o), BOARD_SIZE, NULL);
  render_save_png (surface, "hmm-render-board-hunt.png");
  cairo_surface_destroy (surface);
  o.side_by_side = FALSE;
  surface = draw_image (&QD_RENDERING (qd_hmm_render_board, grid, &o), BOARD_SIZE, NULL);
  render_save_png (surface, "hmm-render-board-overlay.png");
  cairo_surface_destroy (surface);
}

/* ---- files */

static void
test_export (void)
{
  Viterbi v;
  QdHmmTrellisOptions o;
  double width, height;

  viterbi_umbrella (&v);
  trellis_init (&o, NULL, &v);
  qd_hmm_render_trellis_get_size (v.hmm, &o, &width, &height);
  render_check_exports (QD_RENDERING (qd_hmm_render_trellis, v.hmm, &o), width, height, "hmm-render-export");
  qd_hmm_free (v.hmm);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hmm-render/format", test_format);
  g_test_add_func ("/hmm-render/beliefs/size", test_beliefs_size);
  g_test_add_func ("/hmm-render/beliefs/hit", test_beliefs_hit);
  g_test_add_func ("/hmm-render/beliefs/numbers", test_beliefs_numbers);
  g_test_add_data_func ("/hmm-render/beliefs/shades-light", GINT_TO_POINTER (0), test_beliefs_shades);
  g_test_add_data_func ("/hmm-render/beliefs/shades-dark", GINT_TO_POINTER (1), test_beliefs_shades);
  g_test_add_func ("/hmm-render/beliefs/many", test_beliefs_many);
  g_test_add_func ("/hmm-render/trellis/book", test_trellis_book);
  g_test_add_data_func ("/hmm-render/trellis/path-light", GINT_TO_POINTER (0), test_trellis_path);
  g_test_add_data_func ("/hmm-render/trellis/path-dark", GINT_TO_POINTER (1), test_trellis_path);
  g_test_add_func ("/hmm-render/trellis/narrow", test_trellis_narrow);
  g_test_add_data_func ("/hmm-render/board/heat-light", GINT_TO_POINTER (0), test_board_heat);
  g_test_add_data_func ("/hmm-render/board/heat-dark", GINT_TO_POINTER (1), test_board_heat);
  g_test_add_data_func ("/hmm-render/board/particles-light", GINT_TO_POINTER (0), test_board_particles);
  g_test_add_data_func ("/hmm-render/board/particles-dark", GINT_TO_POINTER (1), test_board_particles);
  g_test_add_func ("/hmm-render/board/hunt", test_board_hunt);
  g_test_add_func ("/hmm-render/export", test_export);
  return g_test_run ();
}
