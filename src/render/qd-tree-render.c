/* qd-tree-render.c — an explicit game tree drawn the textbook way.
 *
 * MAX nodes are upward triangles, MIN nodes downward ones, leaves rounded
 * boxes; values inside, alpha/beta on a plate under inner nodes, labels at the
 * top left; the current node glows, the selection is dashed, pruned subtrees
 * are greyed with two slashes across the edge into them.  Only what meets the
 * clip is drawn, so a window shows a corner of a huge tree quickly.
 *
 * The drawing uses cairo's "toy" text API (this layer has no Pango), which
 * takes a single family and does no glyph fallback: the first family of the
 * palette's list is used (fontconfig substitutes the default face when it is
 * not installed), and strings with glyphs that face lacks (α, β, ∞ in some
 * fonts) are drawn with "sans-serif".
 */
#include "qd-tree-layout-private.h"

#include "qd-draw.h"

#include <math.h>
#include <string.h>

#define LEAF_RADIUS      6.0
#define VALUE_MIN_SIZE   8.0
#define PRUNED_ALPHA     0.45
#define SLASH_LENGTH    14.0
#define SLASH_SPACING    6.0
#define SLASH_LEAN      (35 * G_PI / 180)

/* ------------------------------------------------------------------------ */
/* Text */

/* Draws text at (x, cy) as flags place it, shrunk to fit max_width (0: no
 * limit) down to VALUE_MIN_SIZE. */
static void
draw_fitted_text (const QdDrawText *text, const char *string, double size, double max_width, QdDrawTextFlags flags,
                  double x, double cy, const QdColor *color, double alpha)
{
  if (max_width > 0)
    {
      double advance = qd_draw_text_advance (text, string, size, flags);

      if (advance > max_width)
        size = MAX (VALUE_MIN_SIZE, size * max_width / advance);
    }
  qd_draw_text (text, string, size, flags, x, cy, color, alpha);
}

/* ------------------------------------------------------------------------ */
/* Drawing */

void
qd_tree_render_options_init (QdTreeRenderOptions *options, const QdPalette *palette)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->results = NULL;
  options->show_alpha_beta = TRUE;
  options->finished = FALSE;
  options->current = -1;
  options->selected = -1;
}

typedef struct {
  cairo_t *cr;
  const QdGameTree *tree;
  const QdTreeLayout *layout;
  const QdTreeRenderOptions *options;
  const QdPalette *palette;
  QdDrawText text;       /* for numbers and labels; cap_ratio from the digits */
  QdDrawText symbols;    /* for the alpha/beta line: a face with α, β and ∞ */
  QdDrawClip clip;
} Render;

static gboolean
is_pruned (const Render *r, guint i)
{
  return r->options->finished && r->options->results != NULL &&
         r->options->results[i].state == QD_TREE_NODE_UNSEEN;
}

/* The path of node i's shape, grown by `grow` on every side. */
static void
shape_path (const Render *r, guint i, double grow)
{
  const QdTreeLayout *layout = r->layout;
  cairo_t *cr = r->cr;
  double x = layout->x[i], y = layout->y[i];

  if (layout->kind[i] == KIND_LEAF)
    {
      double w = layout->leaf_w + 2 * grow, h = LEAF_H + 2 * grow;
      double radius = LEAF_RADIUS + grow;

      qd_draw_rounded_rect (cr, x - w / 2, y - h / 2, w, h, radius);
    }
  else if (layout->kind[i] == KIND_CHANCE)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, layout->chance_r + grow, 0, 2 * G_PI);
      cairo_close_path (cr);
    }
  else
    {
      /* An isosceles triangle; growing it scales it about its incentre,
       * which offsets every side by the same distance. */
      double hw = layout->tri_w / 2, hh = TRI_H / 2;
      double side = hypot (hw, TRI_H);
      double inradius = hw * TRI_H / (hw + side);
      double s = (inradius + grow) / inradius;
      double sign = layout->kind[i] == KIND_MAX ? 1 : -1;   /* MAX: apex up */
      double cy = y + sign * (hh - inradius);

      cairo_move_to (cr, x, cy + s * (y - sign * hh - cy));
      cairo_line_to (cr, x + s * hw, cy + s * (y + sign * hh - cy));
      cairo_line_to (cr, x - s * hw, cy + s * (y + sign * hh - cy));
      cairo_close_path (cr);
    }
}

/* Where the value sits: the centre of a box, the centroid of a triangle. */
static double
value_center_y (const QdTreeLayout *layout, guint i)
{
  switch (layout->kind[i])
    {
    case KIND_MAX: return layout->y[i] + TRI_H / 6;
    case KIND_MIN: return layout->y[i] - TRI_H / 6;
    default: return layout->y[i];
    }
}

static double
value_max_width (const QdTreeLayout *layout, guint i)
{
  switch (layout->kind[i])
    {
    case KIND_LEAF: return layout->leaf_w - 6;
    case KIND_CHANCE: return 2 * layout->chance_r - 6;
    default: return layout->tri_w * 0.54;
    }
}

static void
edge_ends (const QdTreeLayout *layout, guint i, double *x1, double *y1, double *x2, double *y2)
{
  guint p = layout->parent[i];

  *x1 = layout->x[p];
  *y1 = layout->y[p] + qd_tree_layout_half_height (layout, p);
  *x2 = layout->x[i];
  *y2 = layout->y[i] - qd_tree_layout_half_height (layout, i);
}

/* The best root move, once the search is over: the first child whose value
 * set the root's (later equal values can be cut-off bounds). */
static gint
best_root_child (const Render *r)
{
  const QdTreeNodeResult *results = r->options->results;
  const QdTreeNode *root;

  if (r->layout->n_nodes == 0)
    return -1;
  root = qd_game_tree_get_node (r->tree, 0);
  if (!r->options->finished || results == NULL || qd_tree_node_is_leaf (root) ||
      qd_tree_node_is_chance (root) || results[0].state != QD_TREE_NODE_DONE)
    return -1;
  for (guint c = 0; c < root->children->len; c++)
    {
      const QdTreeNode *child = g_ptr_array_index (root->children, c);

      if (results[child->index].state == QD_TREE_NODE_DONE &&
          results[child->index].value == results[0].value)
        return (gint) child->index;
    }
  return -1;
}

static gboolean
clip_segment (Render *r, double *x1, double *y1, double *x2, double *y2)
{
  return qd_draw_clip_segment (r->clip.x1 - 4, r->clip.y1 - 4, r->clip.x2 + 4, r->clip.y2 + 4, x1, y1, x2, y2);
}

/* The edges: one path for the plain ones, one for the pruned ones (two
 * strokes), all but the root's best move. */
static void
draw_plain_edges (Render *r, gint best, gboolean any_pruned)
{
  const QdTreeLayout *layout = r->layout;
  cairo_t *cr = r->cr;

  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 1; i < layout->n_nodes; i++)
        {
          double x1, y1, x2, y2;
          gboolean pruned = is_pruned (r, i);

          if (pruned != (pass == 1) || (gint) i == best)
            continue;
          edge_ends (layout, i, &x1, &y1, &x2, &y2);
          if (!qd_draw_clip_meets (&r->clip, MIN (x1, x2) - 2, y1 - 2, MAX (x1, x2) + 2, y2 + 2) ||
              !clip_segment (r, &x1, &y1, &x2, &y2))
            continue;
          cairo_move_to (cr, x1, y1);
          cairo_line_to (cr, x2, y2);
        }
      if (pass == 0)
        qd_draw_set_color (cr, &r->palette->foreground, 0.75);
      else
        qd_draw_set_color (cr, &r->palette->muted, PRUNED_ALPHA);
      cairo_stroke (cr);
      if (!any_pruned)
        break;
    }
}

/* The edge of the root's best move, thick and green. */
static void
draw_best_edge (Render *r, guint best)
{
  cairo_t *cr = r->cr;
  double x1, y1, x2, y2;

  edge_ends (r->layout, best, &x1, &y1, &x2, &y2);
  if (clip_segment (r, &x1, &y1, &x2, &y2))
    {
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, x2, y2);
      qd_draw_line_width (cr, r->palette, 3);
      qd_draw_set_color (cr, &r->palette->good, 1.0);
      cairo_stroke (cr);
      qd_draw_line_width (cr, r->palette, LINE_WIDTH);
    }
}

/* The prune mark: two short parallel slashes across the edge into the root
 * of each pruned subtree, about half way down (below the alpha/beta plate). */
static void
draw_prune_marks (Render *r)
{
  const QdTreeLayout *layout = r->layout;
  cairo_t *cr = r->cr;

  for (guint i = 1; i < layout->n_nodes; i++)
    {
      double x1, y1, x2, y2, len, ux, uy, sx, sy, mx, my;

      if (!is_pruned (r, i) || is_pruned (r, layout->parent[i]))
        continue;
      edge_ends (layout, i, &x1, &y1, &x2, &y2);
      if (!qd_draw_clip_meets (&r->clip, MIN (x1, x2) - SLASH_LENGTH, y1 - SLASH_LENGTH,
                               MAX (x1, x2) + SLASH_LENGTH, y2 + SLASH_LENGTH))
        continue;

      len = hypot (x2 - x1, y2 - y1);
      if (len <= 0)
        continue;
      ux = (x2 - x1) / len;
      uy = (y2 - y1) / len;
      /* Across the edge, leaning 35° like a "/" drawn over it. */
      sx = -uy * cos (SLASH_LEAN) + ux * sin (SLASH_LEAN);
      sy = ux * cos (SLASH_LEAN) + uy * sin (SLASH_LEAN);
      if (sy > 0)
        {
          sx = -sx;
          sy = -sy;
        }
      mx = x1 + (x2 - x1) * 0.55;
      my = y1 + (y2 - y1) * 0.55;
      if (!qd_draw_clip_meets (&r->clip, mx - SLASH_LENGTH, my - SLASH_LENGTH, mx + SLASH_LENGTH, my + SLASH_LENGTH))
        continue;
      for (int k = -1; k <= 1; k += 2)
        {
          double cx = mx + k * ux * SLASH_SPACING / 2, cy = my + k * uy * SLASH_SPACING / 2;

          cairo_move_to (cr, cx - sx * SLASH_LENGTH / 2, cy - sy * SLASH_LENGTH / 2);
          cairo_line_to (cr, cx + sx * SLASH_LENGTH / 2, cy + sy * SLASH_LENGTH / 2);
        }
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  qd_draw_line_width (cr, r->palette, 2.25);
  qd_draw_set_color (cr, &r->palette->bad, 1.0);
  cairo_stroke (cr);
}

/* The probability of each outcome of a chance node, on its edge a little
 * above half way, on a plate, as large as the labels. */
static void
draw_probabilities (Render *r)
{
  const QdTreeLayout *layout = r->layout;
  double size = r->options->label_size > 0 ? r->options->label_size : SMALL_SIZE;

  for (guint i = 1; i < layout->n_nodes; i++)
    {
      const QdTreeNode *node;
      double x1, y1, x2, y2, x, y, width;
      g_autofree char *text = NULL;

      if (layout->kind[layout->parent[i]] != KIND_CHANCE)
        continue;
      edge_ends (layout, i, &x1, &y1, &x2, &y2);
      x = x1 + (x2 - x1) * 0.45;
      y = y1 + (y2 - y1) * 0.45;
      if (!qd_draw_clip_meets (&r->clip, x - 40, y - SMALL_SIZE, x + 40, y + SMALL_SIZE))
        continue;
      node = qd_game_tree_get_node (r->tree, i);
      text = qd_tree_node_probability_text (node);
      width = qd_draw_text_advance (&r->text, text, size, 0);
      /* A plate hides the edge behind the text. */
      qd_draw_rounded_rect (r->cr, x - width / 2 - AB_PAD, y - size * 0.6, width + 2 * AB_PAD,
                            size * 1.2, size * 0.4);
      qd_draw_set_color (r->cr, &r->palette->background, 1.0);
      cairo_fill (r->cr);
      qd_draw_text (&r->text, text, size, QD_DRAW_TEXT_CENTER, x, y,
                    is_pruned (r, i) ? &r->palette->muted : &r->palette->foreground, 0.85);
    }
}

static void
draw_edges (Render *r)
{
  const QdTreeLayout *layout = r->layout;
  gint best = best_root_child (r);
  gboolean any_pruned = FALSE;

  if (r->options->finished && r->options->results != NULL)
    for (guint i = 1; i < layout->n_nodes && !any_pruned; i++)
      any_pruned = is_pruned (r, i);

  /* Butt caps: a round one would poke out over the parent's outline. */
  cairo_set_line_cap (r->cr, CAIRO_LINE_CAP_BUTT);
  qd_draw_line_width (r->cr, r->palette, LINE_WIDTH);
  draw_plain_edges (r, best, any_pruned);
  if (best >= 0)
    draw_best_edge (r, (guint) best);
  if (any_pruned)
    draw_prune_marks (r);
  draw_probabilities (r);
}

static char *
alpha_beta_text (double alpha, double beta)
{
  g_autofree char *a = qd_tree_display_number (alpha);
  g_autofree char *b = qd_tree_display_number (beta);

  return g_strdup_printf ("α %s  β %s", a, b);
}

/* The shape, over a soft glow when it is the current node (the eye finds
 * it at once), and the selection's dashed outline. */
static void
draw_shape (Render *r, guint i, const QdTreeNodeResult *result, gboolean pruned)
{
  const QdTreeRenderOptions *options = r->options;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  const QdColor *fill;

  switch (r->layout->kind[i])
    {
    case KIND_MAX: fill = &palette->max_fill; break;
    case KIND_MIN: fill = &palette->min_fill; break;
    case KIND_CHANCE: fill = &palette->background; break;
    default: fill = &palette->leaf_fill; break;
    }

  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if ((gint) i == options->current)
    {
      shape_path (r, i, 0);
      qd_draw_line_width (cr, palette, GLOW_WIDTH);
      qd_draw_set_color (cr, &palette->accent, 0.3);
      cairo_stroke (cr);
    }
  shape_path (r, i, 0);
  qd_draw_set_color (cr, fill, pruned ? 0.35 : 1.0);
  cairo_fill_preserve (cr);
  if ((gint) i == options->current)
    {
      qd_draw_line_width (cr, palette, 3.5);
      qd_draw_set_color (cr, &palette->accent, 1.0);
    }
  else if (result != NULL && result->state == QD_TREE_NODE_OPEN)
    {
      qd_draw_line_width (cr, palette, 2.5);
      qd_draw_set_color (cr, &palette->accent, 1.0);
    }
  else
    {
      qd_draw_line_width (cr, palette, LINE_WIDTH);
      qd_draw_set_color (cr, pruned ? &palette->muted : &palette->foreground, pruned ? PRUNED_ALPHA : 0.8);
    }
  cairo_stroke (cr);

  if ((gint) i == options->selected)
    {
      static const double dashes[] = { 4.0, 3.0 };

      shape_path (r, i, SELECT_OFFSET);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      qd_draw_line_width (cr, palette, 1.5);
      qd_draw_set_color (cr, &palette->accent, 1.0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* The value: a leaf always shows its own (it is the problem's data); an
 * inner node once the search has given it one (a max or min node's v so
 * far while open; an open chance node "…": its running sum is no value
 * yet, and the step's line tells it). */
static void
draw_value (Render *r, guint i, const QdTreeNode *node, const QdTreeNodeResult *result, gboolean pruned)
{
  const QdTreeLayout *layout = r->layout;
  g_autofree char *value_text = NULL;

  if (layout->kind[i] == KIND_LEAF)
    value_text = qd_tree_layout_number (layout, node->value);
  else if (result != NULL && result->state == QD_TREE_NODE_DONE)
    value_text = qd_tree_layout_number (layout, result->value);
  else if (result != NULL && result->state == QD_TREE_NODE_OPEN && layout->kind[i] == KIND_CHANCE)
    value_text = g_strdup ("…");
  else if (result != NULL && result->state == QD_TREE_NODE_OPEN && isfinite (result->value))
    value_text = qd_tree_layout_number (layout, result->value);   /* v so far */

  if (value_text != NULL)
    draw_fitted_text (&r->text, value_text, VALUE_SIZE, value_max_width (layout, i), QD_DRAW_TEXT_CENTER,
                      layout->x[i], value_center_y (layout, i),
                      pruned ? &r->palette->muted : &r->palette->foreground, 1.0);
}

/* Alpha and beta under an inner node, on a plate that hides the edges
 * where they leave the node. */
static void
draw_alpha_beta (Render *r, guint i, const QdTreeNodeResult *result)
{
  const QdTreeLayout *layout = r->layout;
  const QdPalette *palette = r->palette;
  g_autofree char *ab = alpha_beta_text (result->alpha, result->beta);
  double top = layout->y[i] + TRI_H / 2 + LINE_WIDTH / 2;
  double cy = layout->y[i] + TRI_H / 2 + AB_GAP + SMALL_SIZE * r->text.cap_ratio / 2;
  double width = qd_draw_text_advance (&r->symbols, ab, SMALL_SIZE, 0);
  double pad = AB_PAD;
  double bottom = cy + SMALL_SIZE * 0.55;

  qd_draw_rounded_rect (r->cr, layout->x[i] - width / 2 - pad, top, width + 2 * pad, bottom - top,
                        SMALL_SIZE * 0.4);
  qd_draw_set_color (r->cr, &palette->background, 1.0);
  cairo_fill (r->cr);
  qd_draw_text (&r->symbols, ab, SMALL_SIZE, QD_DRAW_TEXT_CENTER, layout->x[i], cy, &palette->foreground, 0.7);
}

static void
draw_node (Render *r, guint i)
{
  const QdTreeLayout *layout = r->layout;
  const QdTreeRenderOptions *options = r->options;
  const QdTreeNode *node = qd_game_tree_get_node (r->tree, i);
  const QdTreeNodeResult *result = options->results != NULL ? &options->results[i] : NULL;
  gboolean pruned = is_pruned (r, i);

  draw_shape (r, i, result, pruned);
  draw_value (r, i, node, result, pruned);
  if (options->show_alpha_beta && result != NULL && layout->kind[i] != KIND_LEAF &&
      result->state != QD_TREE_NODE_UNSEEN)
    draw_alpha_beta (r, i, result);

  /* The label, small, at the top left (top right for a node right of its
   * parent: away from the edge coming down to it), on a halo (in the round
   * line join of the shapes): edges pass behind it. */
  if (node->label != NULL && *node->label != '\0')
    {
      double size = options->label_size > 0 ? options->label_size : SMALL_SIZE;
      double cy = layout->y[i] - qd_tree_layout_half_height (layout, i) + size * r->text.cap_ratio / 2;
      gboolean right = qd_tree_layout_label_on_right (layout, i);
      double inset = qd_tree_layout_label_inset_at (layout, i, size);

      qd_draw_text (&r->text, node->label, size,
                    (right ? QD_DRAW_TEXT_LEFT : QD_DRAW_TEXT_RIGHT) | QD_DRAW_TEXT_HALO,
                    right ? layout->x[i] + inset : layout->x[i] - inset, cy,
                    pruned ? &r->palette->muted : &r->palette->foreground, pruned ? PRUNED_ALPHA : 0.7);
    }
}

void
qd_tree_render (cairo_t *cr,
                const QdGameTree *tree,
                const QdTreeLayout *layout,
                const QdTreeRenderOptions *options)
{
  QdTreeRenderOptions defaults;
  Render r;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tree != NULL);
  g_return_if_fail (layout != NULL);
  g_return_if_fail (layout->n_nodes == qd_game_tree_n_nodes (tree));

  if (options == NULL)
    {
      qd_tree_render_options_init (&defaults, NULL);
      options = &defaults;
    }

  r = (Render) {
    .cr = cr,
    .tree = tree,
    .layout = layout,
    .options = options,
    .palette = qd_palette_or_light (options->palette),
  };

  qd_draw_begin (cr, r.palette, &r.text, "0");
  qd_draw_clip_get (cr, &r.clip);
  r.text.halo = &r.palette->background;
  r.text.halo_alpha = 1.0;
  r.text.halo_width = HALO_WIDTH;
  r.symbols = r.text;
  r.symbols.family = g_strdup (qd_draw_text_covers (&r.text, "αβ∞") ? r.text.family : "sans-serif");

  draw_edges (&r);

  for (guint i = 0; i < layout->n_nodes; i++)
    {
      double x = layout->x[i], y = layout->y[i];

      if (!qd_draw_clip_meets (&r.clip, x - layout->reach_x, y - layout->reach_top,
                               x + layout->reach_x, y + layout->reach_bottom))
        continue;
      draw_node (&r, i);
    }

  qd_draw_text_clear (&r.symbols);
  qd_draw_end (cr, &r.text);
}

void
qd_tree_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdTreeDrawing *drawing = user_data;

  g_return_if_fail (drawing != NULL);
  qd_tree_render (cr, drawing->tree, drawing->layout, drawing->options);
}
