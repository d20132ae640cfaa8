/* qd-search-andor-render.c — the AND-OR search tree and the vacuum world
 * drawn on any cairo_t (the tab, its exports, tests). */
#include "config.h"
#include "qd-search-andor-render.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/qd-draw.h"

#define MARGIN   12.0

/* The room of one leaf, from an OR level to its AND level, an OR node's
 * box: the state's name alone, or its name over its picture (a vacuum
 * world's or a maze's). */
typedef struct {
  double leaf_w, level_h, box_w, box_h;
} Sizes;

static const Sizes plain_sizes = { .leaf_w = 64, .level_h = 46, .box_w = 52, .box_h = 24 };
static const Sizes picture_sizes = { .leaf_w = 80, .level_h = 62, .box_w = 68, .box_h = 56 };
#define NAME_H 18.0      /* a picture's box: the band of the state's name */

typedef struct {
  const QdSearchAndorResultSet *r;
  const QdSearchAndorWorld *world;
  Sizes z;
  guint step;
  guint lo;                  /* the first node of the pass shown */
  gint *first_kid, *next;    /* the visible tree's children lists */
  double *x;
  double next_leaf;
  const QdPalette *palette;
} Layout;

static const QdSearchAndorTreeNode *
tnode (const QdSearchAndorResultSet *r, guint i)
{
  return &g_array_index (r->tree, QdSearchAndorTreeNode, i);
}

static guint
visible_count (const QdSearchAndorResultSet *r, guint step)
{
  guint n = 0;

  if (r->tree == NULL)
    return 0;
  /* Nodes are stored in the order they open. */
  while (n < r->tree->len && tnode (r, n)->open_step < step)
    n++;
  return n;
}

/* Each leaf its own room, left to right, each inner node above the middle
 * of its children.  Nodes are stored in the order they open, a node before
 * its subtree and its subtrees in order, so the leaves' order is the
 * nodes' order and children come after their parent: two passes, no
 * recursion (a tree as deep as the world has states). */
static void
place (Layout *l, guint n)
{
  for (guint i = l->lo; i < n; i++)
    if (l->first_kid[i] < 0)
      l->x[i] = l->next_leaf++ * l->z.leaf_w + l->z.leaf_w / 2 + MARGIN;
  for (guint i = n; i-- > l->lo;)
    {
      double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

      if (l->first_kid[i] < 0)
        continue;
      for (gint k = l->first_kid[i]; k >= 0; k = l->next[k])
        {
          lo = MIN (lo, l->x[k]);
          hi = MAX (hi, l->x[k]);
        }
      l->x[i] = (lo + hi) / 2;
    }
}

static gboolean
has_pictures (const QdSearchAndorWorld *world)
{
  return world != NULL && (world->vacuum || world->walls != NULL);
}

static guint
layout (Layout *l, const QdSearchAndorWorld *world, const QdSearchAndorResultSet *r, guint step)
{
  guint n = visible_count (r, step);
  g_autofree gint *last = g_new (gint, MAX (n, 1));

  *l = (Layout) { .r = r, .world = world, .step = step,
                  .z = has_pictures (world) ? picture_sizes : plain_sizes };
  /* The pass of the step shown: the cyclic search's tree replaces the
   * acyclic one's. */
  if (step > 0 && n > 0)
    {
      guint pass = tnode (r, g_array_index (r->steps, QdSearchAndorStep, MIN (step, r->steps->len) - 1).node)->pass;
      while (l->lo < n && tnode (r, l->lo)->pass != pass)
        l->lo++;
    }
  l->first_kid = g_new (gint, MAX (n, 1));
  l->next = g_new (gint, MAX (n, 1));
  l->x = g_new0 (double, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      gint p = tnode (r, i)->parent;
      l->first_kid[i] = l->next[i] = last[i] = -1;
      if (p < 0)
        continue;
      if (l->first_kid[p] < 0)
        l->first_kid[p] = (gint) i;
      else
        l->next[last[p]] = (gint) i;
      last[p] = (gint) i;
    }
  /* Both passes' roots side by side. */
  place (l, n);
  return n;
}

static void
layout_clear (Layout *l)
{
  g_free (l->first_kid);
  g_free (l->next);
  g_free (l->x);
}

static double
level_y (const Layout *l, const QdSearchAndorTreeNode *n)
{
  return MARGIN + l->z.box_h / 2 + l->z.level_h * (2 * n->depth + (n->kind == QD_SEARCH_ANDOR_TREE_AND));
}

void
qd_search_andor_render_tree_size (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result, guint step,
                                  double *width, double *height)
{
  Layout l;
  guint n = layout (&l, world, result, step);
  double bottom = 0;

  for (guint i = l.lo; i < n; i++)
    bottom = MAX (bottom, level_y (&l, tnode (result, i)));
  *width = MAX (l.next_leaf, 1) * l.z.leaf_w + 2 * MARGIN;
  *height = bottom + l.z.box_h / 2 + 18 + MARGIN;
  layout_clear (&l);
}

/* A light tint of the result's colour on the background (a dark one in
 * the dark style), so that the state's name reads in the foreground colour. */
static void
result_fill (const QdPalette *p, QdSearchAndorResult res, guint pass, QdColor *fill)
{
  QdColor tint;

  switch (res)
    {
    case QD_SEARCH_ANDOR_SOLVED:
    case QD_SEARCH_ANDOR_GOAL:    tint = p->good; break;
    case QD_SEARCH_ANDOR_FAILED:
    case QD_SEARCH_ANDOR_NO_EXIT: tint = p->bad; break;
    case QD_SEARCH_ANDOR_ON_PATH:
      if (pass)
        qd_palette_region (p, 5, &tint);   /* orange: a loop back */
      else
        tint = p->bad;
      break;
    default: tint = p->background; break;
    }
  qd_color_mix (fill, &p->background, &tint, 0.35);
}

static void
node_colour (cairo_t *cr, const Layout *l, const QdSearchAndorTreeNode *n)
{
  QdColor fill;

  result_fill (l->palette, n->close_step < l->step ? n->result : QD_SEARCH_ANDOR_OPEN, n->pass, &fill);
  qd_draw_set_color (cr, &fill, 1);
}

static void
centred_text (cairo_t *cr, const char *text, double x, double y)
{
  cairo_text_extents_t e;

  cairo_text_extents (cr, text, &e);
  cairo_move_to (cr, x - e.width / 2 - e.x_bearing, y - e.height / 2 - e.y_bearing);
  cairo_show_text (cr, text);
}

static void
draw_edges (cairo_t *cr, const Layout *l, guint n)
{
  qd_draw_set_color (cr, &l->palette->muted, 1);
  qd_draw_line_width (cr, l->palette, 1.2);
  for (guint i = l->lo; i < n; i++)
    {
      const QdSearchAndorTreeNode *t = tnode (l->r, i);
      if (t->parent < 0)
        continue;
      cairo_move_to (cr, l->x[t->parent], level_y (l, tnode (l->r, (guint) t->parent))
                     + (t->kind == QD_SEARCH_ANDOR_TREE_AND ? l->z.box_h / 2 : 4));
      cairo_line_to (cr, l->x[i], level_y (l, t) - (t->kind == QD_SEARCH_ANDOR_TREE_OR ? l->z.box_h / 2 : 4));
      cairo_stroke (cr);
    }
}

/* The AND node's arc across its outcome edges (figure 4.10). */
static void
draw_and (cairo_t *cr, const Layout *l, const QdSearchAndorWorld *w, guint i)
{
  const QdSearchAndorTreeNode *t = tnode (l->r, i);
  double x = l->x[i], y = level_y (l, t);
  gint a = l->first_kid[i], b = a;

  for (gint k = a; k >= 0; k = l->next[k])
    b = k;
  cairo_new_path (cr);
  if (a >= 0 && a != b)
    {
      double ra = atan2 (l->z.level_h, l->x[a] - x), rb = atan2 (l->z.level_h, l->x[b] - x);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, 14, MIN (ra, rb), MAX (ra, rb));
      cairo_stroke (cr);
    }
  node_colour (cr, l, t);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, 4.5, 0, 2 * G_PI);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &l->palette->foreground, 1);
  cairo_stroke (cr);
  cairo_move_to (cr, x + 8, y - 6);
  cairo_show_text (cr, w->action_names[t->action]);
  cairo_new_path (cr);
}

/* The state's picture in the lower part of its box. */
static void
draw_picture (cairo_t *cr, const Layout *l, guint state, double x, double y)
{
  double w = l->z.box_w - 8, h = l->z.box_h - NAME_H - 4;

  cairo_save (cr);
  cairo_translate (cr, x + 4, y + NAME_H);
  if (l->world->vacuum)
    qd_search_andor_render_vacuum (cr, state, w, h, l->palette);
  else
    qd_search_andor_render_maze (cr, l->world, state, w, h, l->palette);
  cairo_restore (cr);
}

static void
draw_or (cairo_t *cr, const Layout *l, const QdSearchAndorWorld *w, guint i)
{
  const QdSearchAndorTreeNode *t = tnode (l->r, i);
  double bw = l->z.box_w, bh = l->z.box_h;
  double x = l->x[i] - bw / 2, y = level_y (l, t) - bh / 2;
  gboolean current = l->step > 0 && g_array_index (l->r->steps, QdSearchAndorStep, l->step - 1).node == i;
  gboolean open = t->close_step >= l->step;
  gboolean picture = has_pictures (w);

  cairo_new_path (cr);
  cairo_arc (cr, x + bw - 6, y + 6, 6, -G_PI / 2, 0);
  cairo_arc (cr, x + bw - 6, y + bh - 6, 6, 0, G_PI / 2);
  cairo_arc (cr, x + 6, y + bh - 6, 6, G_PI / 2, G_PI);
  cairo_arc (cr, x + 6, y + 6, 6, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  node_colour (cr, l, t);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, open ? &l->palette->accent : &l->palette->foreground, 1);
  qd_draw_line_width (cr, l->palette, current ? 3.0 : 1.2);
  cairo_stroke (cr);
  qd_draw_line_width (cr, l->palette, 1.2);
  if (picture)
    draw_picture (cr, l, t->state, x, y);
  qd_draw_set_color (cr, &l->palette->foreground, 1);
  centred_text (cr, w->state_names[t->state], l->x[i], picture ? y + NAME_H / 2 + 1 : level_y (l, t));
  cairo_new_path (cr);
}

void
qd_search_andor_render_tree (cairo_t *cr, const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result,
                             guint step, const QdPalette *palette)
{
  Layout l;
  guint n = layout (&l, world, result, step);

  l.palette = palette != NULL ? palette : qd_palette_light ();
  cairo_save (cr);
  /* The window's font and text scale (Large Text), at most a third larger:
   * the boxes keep their size. */
  cairo_select_font_face (cr, l.palette->font_family != NULL ? l.palette->font_family : "Sans",
                          CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, MIN (qd_palette_text (l.palette, 12), 16));
  draw_edges (cr, &l, n);
  for (guint i = l.lo; i < n; i++)
    if (tnode (result, i)->kind == QD_SEARCH_ANDOR_TREE_AND)
      {
        qd_draw_set_color (cr, &l.palette->muted, 1);
        draw_and (cr, &l, world, i);
      }
    else
      draw_or (cr, &l, world, i);
  cairo_restore (cr);
  layout_clear (&l);
}

/* ---- The key -------------------------------------------------------------- */

const char *
qd_search_andor_key_label (QdSearchAndorKey key)
{
  switch (key)
    {
    case QD_SEARCH_ANDOR_KEY_SOLVED: return _("solved or a goal");
    case QD_SEARCH_ANDOR_KEY_FAILED: return _("failed");
    case QD_SEARCH_ANDOR_KEY_LOOP:   return _("loops back");
    case QD_SEARCH_ANDOR_KEY_OPEN:   return _("being searched");
    case QD_SEARCH_ANDOR_KEY_STEP:   return _("this step");
    default:                         return "";
    }
}

void
qd_search_andor_render_key (cairo_t *cr, QdSearchAndorKey key, double size, const QdPalette *palette)
{
  static const QdSearchAndorResult results[] = {
    [QD_SEARCH_ANDOR_KEY_SOLVED] = QD_SEARCH_ANDOR_SOLVED, [QD_SEARCH_ANDOR_KEY_FAILED] = QD_SEARCH_ANDOR_FAILED,
    [QD_SEARCH_ANDOR_KEY_LOOP] = QD_SEARCH_ANDOR_ON_PATH, [QD_SEARCH_ANDOR_KEY_OPEN] = QD_SEARCH_ANDOR_OPEN,
    [QD_SEARCH_ANDOR_KEY_STEP] = QD_SEARCH_ANDOR_OPEN,
  };
  const QdPalette *p = palette != NULL ? palette : qd_palette_light ();
  QdColor fill;

  g_return_if_fail (key < QD_SEARCH_ANDOR_N_KEYS);
  result_fill (p, results[key], key == QD_SEARCH_ANDOR_KEY_LOOP, &fill);
  cairo_save (cr);
  cairo_rectangle (cr, 2, size * 0.2, size - 4, size * 0.6);
  qd_draw_set_color (cr, &fill, 1);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, key == QD_SEARCH_ANDOR_KEY_OPEN ? &p->accent : &p->foreground, 1);
  qd_draw_line_width (cr, p, key == QD_SEARCH_ANDOR_KEY_STEP ? 3.0 : 1.2);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* ---- The vacuum world --------------------------------------------------- */

/* The world pictures' colours from the palette: floor a shade off the
 * background, walls as the search tab's mazes draw them, dirt brown (a
 * region colour), the agent in the accent colour. */
static void
floor_color (const QdPalette *p, QdColor *out)
{
  qd_color_mix (out, &p->background, &p->foreground, 0.06);
}

void
qd_search_andor_render_vacuum (cairo_t *cr, guint state, double width, double height, const QdPalette *palette)
{
  /* Figure 4.9: state / 2 is 0 both dirty, 1 left dirty, 2 right dirty, 3 clean. */
  gboolean dirty[2] = { state / 2 == 0 || state / 2 == 1, state / 2 == 0 || state / 2 == 2 };
  double side = MIN (width / 2, height) - 4, x0 = (width - 2 * side) / 2, y0 = (height - side) / 2;
  const QdPalette *p = palette != NULL ? palette : qd_palette_light ();
  QdColor floor, dirt;

  floor_color (p, &floor);
  qd_palette_region (p, 7, &dirt);
  cairo_save (cr);
  qd_draw_line_width (cr, p, 2);
  for (guint sq = 0; sq < 2; sq++)
    {
      double x = x0 + sq * side;
      cairo_rectangle (cr, x, y0, side, side);
      qd_draw_set_color (cr, &floor, 1);
      cairo_fill_preserve (cr);
      qd_draw_set_color (cr, &p->foreground, 1);
      cairo_stroke (cr);
      if (!dirty[sq])
        continue;
      qd_draw_set_color (cr, &dirt, 1);
      for (guint k = 0; k < 5; k++)
        {
          cairo_arc (cr, x + side * (0.2 + 0.15 * k), y0 + side * (0.78 - 0.05 * (k % 2)), side * 0.05, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  /* The agent: a round vacuum cleaner with its nozzle. */
  {
    double cx = x0 + side * (state % 2 == 0 ? 0.5 : 1.5), cy = y0 + side * 0.4, r = side * 0.2;
    qd_draw_set_color (cr, &p->accent, 1);
    cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
    cairo_fill (cr);
    qd_draw_set_color (cr, &p->foreground, 1);
    cairo_rectangle (cr, cx - r * 0.6, cy + r * 0.9, r * 1.2, r * 0.35);
    cairo_fill (cr);
  }
  cairo_restore (cr);
}

/* ---- A slippery maze ------------------------------------------------------ */

static void
maze_cell (cairo_t *cr, double x, double y, double side, const QdColor *color)
{
  cairo_rectangle (cr, x, y, side, side);
  qd_draw_set_color (cr, color, 1);
  cairo_fill (cr);
}

void
qd_search_andor_render_maze (cairo_t *cr, const QdSearchAndorWorld *world, guint state, double width, double height,
                             const QdPalette *palette)
{
  double cell = MIN (width / world->cols, height / world->rows);
  double x0 = (width - cell * world->cols) / 2, y0 = (height - cell * world->rows) / 2;
  const QdPalette *p = palette != NULL ? palette : qd_palette_light ();
  QdColor floor, wall, goal;

  floor_color (p, &floor);
  qd_color_mix (&wall, &p->background, &p->foreground, qd_palette_is_dark (p) ? 0.42 : 0.78);
  qd_color_mix (&goal, &p->background, &p->good, 0.45);
  cairo_save (cr);
  cairo_rectangle (cr, x0, y0, cell * world->cols, cell * world->rows);
  qd_draw_set_color (cr, &floor, 1);
  cairo_fill (cr);
  /* The walls as one path: no seams between neighbouring wall cells. */
  for (guint i = 0; i < world->rows * world->cols; i++)
    if (world->walls[i])
      cairo_rectangle (cr, x0 + (i % world->cols) * cell, y0 + (i / world->cols) * cell, cell, cell);
  qd_draw_set_color (cr, &wall, 1);
  cairo_fill (cr);
  for (guint s = 0; s < world->n_states; s++)
    if (world->goal[s])
      {
        guint c = world->cell[s];
        maze_cell (cr, x0 + (c % world->cols) * cell + 1, y0 + (c / world->cols) * cell + 1, cell - 2, &goal);
      }
  {
    guint c = world->cell[state];
    cairo_arc (cr, x0 + (c % world->cols + 0.5) * cell, y0 + (c / world->cols + 0.5) * cell, cell * 0.35, 0, 2 * G_PI);
    qd_draw_set_color (cr, &p->accent, 1);
    cairo_fill (cr);
  }
  cairo_restore (cr);
}
