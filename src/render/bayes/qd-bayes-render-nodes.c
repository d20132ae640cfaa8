/* qd-bayes-render-nodes.c — a network's nodes: chance nodes as rounded
 * boxes with a bar per state, decision nodes as rectangles, utility nodes
 * as diamonds; the evidence, the marks, the selection, the cursor and the
 * d-separation badges. */
#include "config.h"
#include "qd-bayes-render-private.h"

#include <glib/gi18n.h>
#include <math.h>

#define RADIUS      8.0
#define NAME_SIZE   12.5
#define ROW_SIZE    10.0
#define SMALLEST    8.0    /* a name shrinks to this, then is cut */
#define COMPACT_SMALLEST 15.0   /* the same in the compact look, read zoomed out */
#define LABEL_WIDTH 62.0   /* a row's state name */
#define VALUE_WIDTH 50.0   /* a row's percent */
#define BAR_HEIGHT  9.0
#define BADGE       9.0    /* the radius of a d-separation badge */
#define RING        5.0    /* the cursor's ring outside the box */
#define DIM_MARKS   (QD_BAYES_MARK_ELIMINATED | QD_BAYES_MARK_PRUNED)

/* What one node shows, gathered once. */
typedef struct {
  const QdBayesGeometry *g;
  const QdBayesNode *node;
  guint v;
  double x, y, w, h, s;
  gint observed;              /* the observed state, or -1 */
  guint8 marks;
} Node;

char *
qd_bayes_fit_text (QdDrawText *face, const char *string, double size, QdDrawTextFlags flags, double width)
{
  GString *cut;
  glong n;

  if (qd_draw_text_advance (face, string, size, flags) <= width)
    return g_strdup (string);
  n = g_utf8_strlen (string, -1);
  cut = g_string_new (NULL);
  while (n-- > 1)
    {
      g_string_truncate (cut, 0);
      g_string_append_len (cut, string, g_utf8_offset_to_pointer (string, n) - string);
      g_string_append (cut, "…");
      if (qd_draw_text_advance (face, cut->str, size, flags) <= width)
        break;
    }
  return g_string_free (cut, FALSE);
}

static void
shape_path (cairo_t *cr, const Node *n)
{
  if (n->node->kind == QD_BELIEF_UTILITY)
    {
      cairo_move_to (cr, n->x + n->w / 2, n->y);
      cairo_line_to (cr, n->x + n->w, n->y + n->h / 2);
      cairo_line_to (cr, n->x + n->w / 2, n->y + n->h);
      cairo_line_to (cr, n->x, n->y + n->h / 2);
      cairo_close_path (cr);
    }
  else if (n->node->kind == QD_BELIEF_DECISION)
    cairo_rectangle (cr, n->x, n->y, n->w, n->h);
  else
    qd_draw_rounded_rect (cr, n->x, n->y, n->w, n->h, RADIUS * n->s);
}

/* The body's colour: the page, tinted by the evidence, a mark or the
 * selection. */
static void
body_color (const Node *n, QdColor *out)
{
  const QdPalette *p = n->g->palette;

  *out = p->background;
  if (n->marks & QD_BAYES_MARK_SCOPE)
    qd_color_mix (out, &p->background, &p->min_fill, 0.6);
  else if (n->observed >= 0)
    qd_color_mix (out, &p->background, &p->accent, 0.22);
  else if (n->g->options->selected == (gint) n->v)
    qd_color_mix (out, &p->background, &p->accent, 0.1);
  else if (n->node->kind == QD_BELIEF_UTILITY)
    qd_color_mix (out, &p->background, &p->war_green_fill, 0.7);
}

/* The name's band (full look) or the whole box (compact) fill. */
static void
band_color (const Node *n, QdColor *out)
{
  const QdPalette *p = n->g->palette;

  if (n->observed >= 0)
    *out = p->accent;
  else if (n->node->kind == QD_BELIEF_DECISION)
    qd_color_mix (out, &p->background, &p->min_fill, 0.85);
  else if (n->node->kind == QD_BELIEF_UTILITY)
    qd_color_mix (out, &p->background, &p->war_green_fill, 0.7);
  else
    *out = p->leaf_fill;
}

/* The node's name (compact and observed: "Name = state"), shrunk to fit
 * down to SMALLEST, then cut. */
static void
draw_name (QdDrawText *face, const Node *n, double cy, double size, double smallest, const QdColor *ink)
{
  QdDrawTextFlags flags = QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE;
  double room = (n->node->kind == QD_BELIEF_UTILITY ? 0.7 : 1.0) * n->w - 12 * n->s;
  g_autofree char *name = n->g->compact && n->observed >= 0
                          ? g_strdup_printf ("%s = %s", n->node->name, n->node->states[n->observed])
                          : g_strdup (n->node->name);
  double advance = qd_draw_text_advance (face, name, size, flags);
  g_autofree char *text = NULL;

  if (advance > room)
    size = MAX (smallest, size * room / advance);
  text = qd_bayes_fit_text (face, name, size, flags, room);
  qd_draw_text (face, text, size, flags, n->x + n->w / 2, cy, ink, 1.0);
}

/* A row's right-hand figure: the percent, or a decision's EU. */
static void
row_value (const Node *n, guint state, char *out, gsize size)
{
  const QdBayesRenderOptions *o = n->g->options;
  const double *probability = o->marginals != NULL ? o->marginals[n->v] : NULL;

  if (o->expected != NULL && o->expected[n->v] != NULL)
    qd_bayes_render_format_utility (o->expected[n->v][state], out, size);
  else if (n->observed >= 0)
    qd_bayes_render_format_percent ((gint) state == n->observed ? 1.0 : 0.0, out, size);
  else
    qd_bayes_render_format_percent (probability != NULL ? probability[state] : NAN, out, size);
}

static void
draw_row (cairo_t *cr, QdDrawText *face, const Node *n, guint state)
{
  const QdPalette *p = n->g->palette;
  const QdBayesRenderOptions *o = n->g->options;
  const double *probability = o->marginals != NULL ? o->marginals[n->v] : NULL;
  double s = n->s, rx, ry, rw, rh, mid, bar_x, bar_w, value;
  gboolean chosen = n->observed == (gint) state, struck = n->observed >= 0 && !chosen;
  QdDrawTextFlags flags = chosen ? QD_DRAW_TEXT_BOLD : 0;
  const QdColor *ink = struck ? &p->muted : &p->foreground;
  g_autofree char *label = NULL;
  char text[32];

  rx = n->x + 2 * s;
  ry = n->y + (QD_BAYES_RENDER_HEADER + state * QD_BAYES_RENDER_ROW) * s;
  rw = n->w - 4 * s;
  rh = QD_BAYES_RENDER_ROW * s;
  mid = ry + rh / 2;
  if (o->hover == (gint) n->v && o->hover_state == (gint) state)
    {
      qd_draw_set_color (cr, &p->accent, 0.18);
      cairo_rectangle (cr, rx, ry, rw, rh);
      cairo_fill (cr);
    }
  label = qd_bayes_fit_text (face, n->node->states[state], ROW_SIZE * s, flags, (LABEL_WIDTH - 8) * s);
  qd_draw_text (face, label, ROW_SIZE * s, flags | QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, rx + 4 * s, mid, ink,
                1.0);
  bar_x = rx + LABEL_WIDTH * s;
  bar_w = rw - (LABEL_WIDTH + VALUE_WIDTH) * s;
  qd_draw_set_color (cr, &p->foreground, 0.08);
  cairo_rectangle (cr, bar_x, mid - BAR_HEIGHT * s / 2, bar_w, BAR_HEIGHT * s);
  cairo_fill (cr);
  value = n->observed >= 0 ? (chosen ? 1.0 : 0.0) : probability != NULL ? probability[state] : NAN;
  if (isfinite (value) && value > 0)
    {
      if (chosen)
        qd_draw_set_color (cr, &p->accent, 1.0);
      else
        qd_draw_set_color (cr, &p->foreground, 0.55);
      cairo_rectangle (cr, bar_x, mid - BAR_HEIGHT * s / 2, MAX (1.0, bar_w * MIN (value, 1.0)), BAR_HEIGHT * s);
      cairo_fill (cr);
    }
  row_value (n, state, text, sizeof text);
  qd_draw_text (face, text, ROW_SIZE * s, flags | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, rx + rw - 4 * s, mid,
                ink, 1.0);
}

static void
draw_rows (cairo_t *cr, QdDrawText *face, const Node *n)
{
  gboolean more;
  guint rows = qd_bayes_geometry_rows (n->node, &more);

  for (guint r = 0; r < rows; r++)
    draw_row (cr, face, n, r);
  if (more)
    {
      g_autofree char *text = g_strdup_printf (_("+%u more"), n->node->n_states - rows);
      double y = n->y + (QD_BAYES_RENDER_HEADER + (rows + 0.5) * QD_BAYES_RENDER_ROW) * n->s;

      qd_draw_text (face, text, ROW_SIZE * n->s, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    n->x + n->w / 2, y, &n->g->palette->muted, 1.0);
    }
}

/* The fill, the name's band and the name. */
static void
draw_body (cairo_t *cr, QdDrawText *face, const Node *n)
{
  const QdBayesRenderOptions *o = n->g->options;
  gboolean compact = n->g->compact || n->node->kind == QD_BELIEF_UTILITY;
  double band_h = compact ? n->h : QD_BAYES_RENDER_HEADER * n->s;
  QdColor body, band, ink;

  body_color (n, &body);
  band_color (n, &band);
  if (n->marks & QD_BAYES_MARK_SCOPE)
    band = body;
  shape_path (cr, n);
  qd_draw_set_color (cr, &body, 1.0);
  cairo_fill (cr);
  cairo_save (cr);
  shape_path (cr, n);
  cairo_clip (cr);
  cairo_rectangle (cr, n->x, n->y, n->w, band_h);
  qd_draw_set_color (cr, &band, 1.0);
  cairo_fill (cr);
  cairo_restore (cr);
  qd_palette_ink_on (&band, &ink);
  if (n->observed < 0)
    ink = n->g->palette->foreground;
  if (n->node->kind == QD_BELIEF_UTILITY)
    {
      gboolean has_value = !n->g->compact && o->utility != NULL && isfinite (o->utility[n->v]);
      char text[32];

      draw_name (face, n, n->y + n->h / 2 - (has_value ? 8 : 0) * n->s, NAME_SIZE * n->s, SMALLEST * n->s, &ink);
      if (has_value)
        {
          qd_bayes_render_format_utility (o->utility[n->v], text, sizeof text);
          qd_draw_text (face, text, NAME_SIZE * n->s, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                        n->x + n->w / 2, n->y + n->h / 2 + 9 * n->s, &ink, 1.0);
        }
    }
  else if (compact)
    draw_name (face, n, n->y + n->h / 2, QD_BAYES_RENDER_COMPACT_TEXT * n->s, COMPACT_SMALLEST * n->s, &ink);
  else
    {
      draw_name (face, n, n->y + band_h / 2, NAME_SIZE * n->s, SMALLEST * n->s, &ink);
      draw_rows (cr, face, n);
    }
}

static void
draw_outline (cairo_t *cr, const Node *n)
{
  const QdPalette *p = n->g->palette;
  const QdBayesRenderOptions *o = n->g->options;
  gboolean high = (p->flags & QD_PALETTE_HIGH_CONTRAST) != 0;

  shape_path (cr, n);
  if (n->marks & QD_BAYES_MARK_CURRENT)
    {
      qd_draw_set_color (cr, &p->accent, 1.0);
      qd_draw_line_width (cr, p, 4);
    }
  else if (o->selected == (gint) n->v)
    {
      qd_draw_set_color (cr, &p->accent, 1.0);
      qd_draw_line_width (cr, p, 2.5);
    }
  else if (n->marks & QD_BAYES_MARK_QUERY)
    {
      qd_draw_set_color (cr, &p->foreground, 1.0);
      qd_draw_line_width (cr, p, 2.5);
    }
  else if (o->hover == (gint) n->v)
    {
      qd_draw_set_color (cr, &p->foreground, 0.7);
      qd_draw_line_width (cr, p, 2);
    }
  else
    {
      qd_draw_set_color (cr, n->observed >= 0 ? &p->accent : &p->foreground, high ? 0.9 : 0.35);
      qd_draw_line_width (cr, p, 1);
    }
  if (n->marks & QD_BAYES_MARK_PRUNED)
    qd_draw_dash_style (cr, p, 1);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_badge (cairo_t *cr, QdDrawText *face, const Node *n, double cx, double cy, const char *letter,
            const QdColor *fill)
{
  QdColor ink;

  cairo_arc (cr, cx, cy, BADGE * n->s, 0, 2 * G_PI);
  qd_draw_set_color (cr, fill, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &n->g->palette->background, 1.0);
  qd_draw_line_width (cr, n->g->palette, 1.5);
  cairo_stroke (cr);
  qd_palette_ink_on (fill, &ink);
  qd_draw_text (face, letter, 11 * n->s, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, cx, cy,
                &ink, 1.0);
}

/* X, Y and Z lettered at the top left corner; a blocking node crossed out
 * at the top right, its outline dashed in red. */
static void
draw_separation (cairo_t *cr, QdDrawText *face, const Node *n)
{
  const QdBayesRenderOptions *o = n->g->options;
  const QdPalette *p = n->g->palette;
  const QdBeliefSeparation *sep = o->separation;
  QdColor color;
  double cx = n->x + 2 * n->s, cy = n->y + 2 * n->s, r = BADGE * n->s;

  if (o->sep_x != NULL && o->sep_x[n->v])
    {
      qd_palette_series (p, 0, &color);
      draw_badge (cr, face, n, cx, cy, "X", &color);
    }
  else if (o->sep_y != NULL && o->sep_y[n->v])
    {
      qd_palette_series (p, 1, &color);
      draw_badge (cr, face, n, cx, cy, "Y", &color);
    }
  else if (o->sep_z != NULL && o->sep_z[n->v])
    draw_badge (cr, face, n, cx, cy, "Z", &p->foreground);
  if (sep->blocking == NULL || !sep->blocking[n->v])
    return;
  shape_path (cr, n);
  qd_draw_set_color (cr, &p->bad, 1.0);
  qd_draw_line_width (cr, p, 2.5);
  qd_draw_dash_style (cr, p, 1);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cx = n->x + n->w - 2 * n->s;
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &p->bad, 1.0);
  qd_draw_line_width (cr, p, 2.5);
  cairo_stroke (cr);
  cairo_move_to (cr, cx - r * 0.7, cy + r * 0.7);
  cairo_line_to (cr, cx + r * 0.7, cy - r * 0.7);
  cairo_stroke (cr);
}

static void
draw_rings (cairo_t *cr, const Node *n)
{
  const QdPalette *p = n->g->palette;
  double ring = RING * n->s;

  if (n->marks & QD_BAYES_MARK_FOUND)
    {
      qd_draw_rounded_rect (cr, n->x - ring, n->y - ring, n->w + 2 * ring, n->h + 2 * ring, (RADIUS + RING) * n->s);
      qd_draw_set_color (cr, &p->war_green, 0.55);
      qd_draw_line_width (cr, p, 5);
      cairo_stroke (cr);
    }
  if (n->g->options->cursor == (gint) n->v)
    {
      qd_draw_rounded_rect (cr, n->x - ring, n->y - ring, n->w + 2 * ring, n->h + 2 * ring, (RADIUS + RING) * n->s);
      qd_draw_set_color (cr, &p->foreground, 0.9);
      qd_draw_line_width (cr, p, 2);
      qd_draw_dash_style (cr, p, 1);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

void
qd_bayes_draw_node (cairo_t *cr, QdDrawText *face, const QdBayesGeometry *g, guint v)
{
  const QdBayesRenderOptions *o = g->options;
  Node n = { .g = g, .node = qd_bayes_net_node (g->net, v), .v = v, .s = g->scale };
  gboolean dim;

  qd_bayes_geometry_box (g, v, &n.x, &n.y, &n.w, &n.h);
  n.marks = o->marks != NULL ? o->marks[v] : 0;
  n.observed = o->evidence != NULL && n.node->kind != QD_BELIEF_UTILITY ? o->evidence[v] : -1;
  if (n.observed >= (gint) n.node->n_states)
    n.observed = -1;
  dim = (n.marks & DIM_MARKS) != 0 && !(n.marks & QD_BAYES_MARK_CURRENT);
  if (dim)
    cairo_push_group (cr);
  draw_rings (cr, &n);
  draw_body (cr, face, &n);
  draw_outline (cr, &n);
  if (o->separation != NULL)
    draw_separation (cr, face, &n);
  if (dim)
    {
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.35);
    }
}
