/* qd-prop-render-bc.c — backward chaining's AND-OR tree (AIMA §7.5.4, the
 * look of Fig. 7.16 read from the query down): a goal (OR) is a box, the
 * formula tried for it a point under it labelled with the formula's number,
 * an arc across the lines to the formula's premises (AND).  Proved goals
 * green, failed red, a loop dashed, a goal known from before grey with a
 * word under it; a formula whose premise failed drawn in dashes.  The KB's
 * formulas are listed at the right, numbered from 1. */
#include "qd-prop-render-private.h"
#include "qd-prop-render-tree.h"
#include "qd-prop-search-render.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define GOAL_H        24.0   /* a goal's box */
#define GOAL_PAD       9.0
#define TAG_H         14.0   /* the word under a goal (loop, known) */
#define RULE_R         4.0   /* a formula's point */
#define RULE_H        16.0
#define ARC_R         16.0   /* the AND arc around the point */
#define LEVEL_GAP     20.0
#define H_GAP         14.0
#define LIST_GAP      28.0   /* tree to the list of formulas */
#define LIST_ROW      19.0
#define LIST_MAX      40u    /* formulas listed at most */
#define NOTE_H        18.0
#define FOOTER_H      22.0

static const QdPropBcNode *
node_at (const QdPropBcTree *tree, guint i)
{
  return &g_array_index (tree->bc->nodes, QdPropBcNode, i);
}

static guint
n_drawn (const QdPropBcTree *tree)
{
  return tree->bc->nodes == NULL ? 0 : MIN (tree->bc->nodes->len, QD_PROP_RENDER_MAX_BC_NODES);
}

guint
qd_prop_bc_tree_n_steps (const QdPropBcTree *tree)
{
  return n_drawn (tree);
}

/* The word under a goal, NULL for none. */
static const char *
tag_text (const QdPropBcNode *n)
{
  switch (n->outcome)
    {
    /* TRANSLATORS: under a goal of backward chaining's tree */
    case QD_PROP_BC_LOOP: return _("loop");
    case QD_PROP_BC_KNOWN: return _("known");
    case QD_PROP_BC_KNOWN_FAILED: return _("failed before");
    case QD_PROP_BC_FAILED: return n->proof == QD_PROP_NONE && n->clause == QD_PROP_NONE ? _("no formula") : NULL;
    case QD_PROP_BC_OPEN: return _("open");
    default: return NULL;
    }
}

static char *
rule_label (const QdPropBcNode *n)
{
  return g_strdup_printf ("(%u)", n->clause + 1);
}

typedef struct {
  PropTree layout;
  guint n_nodes, n_shown;
  guint n_listed;
  double list_w;
  char *caption;
  char *footer;
  double top, tree_left, list_left;
  double width, height;
  PropTreePlace place;  /* filled last by geometry_make */
} Geometry;

static char *
caption_text (const QdPropBcTree *tree, const Geometry *g)
{
  g_autofree char *query = NULL;
  const char *verdict;

  if (g->n_shown < g->n_nodes)
    {
      g_autofree char *k = qd_format_count (g->n_shown);
      g_autofree char *n = qd_format_count (g->n_nodes);

      /* TRANSLATORS: backward chaining shown step by step */
      return g_strdup_printf (_("Backward chaining: %s of %s nodes"), k, n);
    }
  switch (tree->bc->status)
    {
    case QD_PROP_BC_ENTAILED: verdict = _("proved"); break;
    case QD_PROP_BC_NOT_ENTAILED: verdict = _("not proved"); break;
    case QD_PROP_BC_STOPPED: verdict = _("stopped"); break;
    case QD_PROP_BC_BUDGET: verdict = _("budget spent"); break;
    default: verdict = _("too deep"); break;
    }
  if (g->n_nodes == 0)
    return g_strdup_printf (_("Backward chaining: %s"), verdict);
  query = qd_prop_search_symbol_text (tree->prop, node_at (tree, 0)->symbol);
  {
    g_autofree char *goals = qd_format_count (tree->bc->n_goals);
    g_autofree char *rules = qd_format_count (tree->bc->n_rules);

    /* TRANSLATORS: "Backward chaining: Q proved (10 goals, 7 formulas tried)" */
    return g_strdup_printf (_("Backward chaining: %s %s (%s goals, %s formulas tried)"), query, verdict, goals,
                            rules);
  }
}

static void
measure_list (const QdPropBcTree *tree, Geometry *g)
{
  g->n_listed = MIN (tree->n_kb, LIST_MAX);
  g->list_w = 0;
  for (guint i = 0; i < g->n_listed; i++)
    {
      g_autofree char *f = qd_prop_print (tree->prop, tree->kb[i]);
      g_autofree char *line = g_strdup_printf ("(%u)  %s", i + 1, f);

      g->list_w = MAX (g->list_w, qd_prop_render_measure (line, PROP_TEXT));
    }
}

static void
geometry_make (gconstpointer subject, const QdPropRenderOptions *options, gpointer geometry)
{
  const QdPropBcTree *tree = subject;
  Geometry *g = geometry;
  double inner, body_h;

  memset (g, 0, sizeof *g);
  g->n_nodes = n_drawn (tree);
  g->n_shown = prop_render_step (options, g->n_nodes);
  qd_prop_tree_init (&g->layout);
  for (guint i = 0; i < g->n_nodes; i++)
    {
      const QdPropBcNode *n = node_at (tree, i);
      guint parent = n->parent == QD_PROP_NONE ? G_MAXUINT : n->parent;

      if (n->kind == QD_PROP_BC_GOAL)
        {
          g_autofree char *name = qd_prop_search_symbol_text (tree->prop, n->symbol);
          const char *tag = tag_text (n);
          double w = qd_prop_render_measure (name, PROP_TEXT) + 2 * GOAL_PAD;

          w = MAX (w, GOAL_H + 6);
          if (tag != NULL)
            w = MAX (w, qd_prop_render_measure (tag, PROP_SMALL));
          qd_prop_tree_add (&g->layout, parent, w, GOAL_H + TAG_H);
        }
      else
        {
          g_autofree char *label = rule_label (n);

          qd_prop_tree_add (&g->layout, parent, 2 * (RULE_R + 4 + qd_prop_render_measure (label, PROP_SMALL)),
                            RULE_H);
        }
    }
  qd_prop_tree_layout (&g->layout, LEVEL_GAP, H_GAP);
  measure_list (tree, g);
  g->caption = caption_text (tree, g);
  if (options->selected >= 0 && (guint) options->selected < g->n_shown)
    g->footer = qd_prop_bc_tree_describe (tree, options->selected);
  g->top = PROP_MARGIN + PROP_CAPTION_H + PROP_LINE_GAP;
  g->tree_left = PROP_MARGIN;
  g->list_left = g->tree_left + g->layout.width + LIST_GAP;
  inner = g->layout.width + LIST_GAP + g->list_w;
  inner = MAX (inner, qd_prop_render_caption_width (g->caption));
  if (g->footer != NULL)
    inner = MAX (inner, qd_prop_render_measure (g->footer, PROP_SMALL));
  g->width = inner + 2 * PROP_MARGIN;
  body_h = MAX (g->layout.height, (g->n_listed + (tree->n_kb > g->n_listed)) * LIST_ROW);
  g->height = g->top + body_h + PROP_MARGIN + (tree->bc->nodes->len > g->n_nodes ? NOTE_H : 0)
              + (g->footer != NULL ? FOOTER_H : 0);
  /* The tree on the left, the KB's list beside it. */
  g->place = (PropTreePlace) { &g->layout, g->n_shown, g->tree_left, g->top, g->width, g->height };
}

static void
geometry_clear (gpointer geometry)
{
  Geometry *g = geometry;

  qd_prop_tree_clear (&g->layout);
  g_clear_pointer (&g->caption, g_free);
  g_clear_pointer (&g->footer, g_free);
}

static double
goal_box_w (const QdPropBcTree *tree, guint i)
{
  g_autofree char *name = qd_prop_search_symbol_text (tree->prop, node_at (tree, i)->symbol);

  return MAX (qd_prop_render_measure (name, PROP_TEXT) + 2 * GOAL_PAD, GOAL_H + 6);
}

/* A goal's anchor is its box's middle (its tag under it), a formula's its point. */
static double
view_anchor (gconstpointer tree, gconstpointer g, guint i)
{
  return node_at (tree, i)->kind == QD_PROP_BC_GOAL ? GOAL_H / 2
         : qd_prop_tree_node (&((const Geometry *) g)->layout, i)->h / 2;
}

static gboolean
view_on_node (gconstpointer tree, gconstpointer g, guint i, double dx, double dy)
{
  gboolean goal = node_at (tree, i)->kind == QD_PROP_BC_GOAL;

  return fabs (dx) <= (goal ? goal_box_w (tree, i) / 2 : RULE_R + 6) && fabs (dy) <= (goal ? GOAL_H / 2 : RULE_R + 6);
}

static const PropTreeClass view = {
  sizeof (Geometry), G_STRUCT_OFFSET (Geometry, place), geometry_make, geometry_clear, view_anchor, view_on_node,
};

/* A goal's box centre, or a formula's point, unscaled. */
static void
center_of (const QdPropBcTree *tree, const Geometry *g, guint i, double *x, double *y)
{
  qd_prop_tree_place_center (&view, tree, g, &g->place, i, x, y);
}

void
qd_prop_bc_tree_get_size (const QdPropBcTree *tree, const QdPropRenderOptions *options, double *width,
                          double *height)
{
  qd_prop_tree_view_get_size (&view, tree, options, width, height);
}

gboolean
qd_prop_bc_tree_node_center (const QdPropBcTree *tree, const QdPropRenderOptions *options, guint node, double *x,
                             double *y)
{
  return qd_prop_tree_view_node_center (&view, tree, options, node, x, y);
}

gint
qd_prop_bc_tree_hit (const QdPropBcTree *tree, const QdPropRenderOptions *options, double x, double y)
{
  return qd_prop_tree_view_hit (&view, tree, options, x, y);
}

char *
qd_prop_bc_tree_describe (const QdPropBcTree *tree, guint node)
{
  const QdPropBcNode *n;
  g_autofree char *name = NULL, *formula = NULL;

  if (tree->bc->nodes == NULL || node >= tree->bc->nodes->len)
    return g_strdup ("");
  n = node_at (tree, node);
  name = qd_prop_search_symbol_text (tree->prop, n->symbol);
  if (n->clause != QD_PROP_NONE && n->clause < tree->n_kb)
    {
      g_autofree char *f = qd_prop_print (tree->prop, tree->kb[n->clause]);

      formula = g_strdup_printf ("(%u) %s", n->clause + 1, f);
    }
  if (n->kind == QD_PROP_BC_RULE)
    /* TRANSLATORS: backward chaining: a formula tried for a goal, and how it ended */
    return g_strdup_printf (n->outcome == QD_PROP_BC_PROVED ? _("%s tried for %s: every premise proved")
                            : n->outcome == QD_PROP_BC_FAILED ? _("%s tried for %s: a premise failed")
                            : _("%s tried for %s: not finished"), formula, name);
  switch (n->outcome)
    {
    case QD_PROP_BC_PROVED: return g_strdup_printf (_("%s proved by %s"), name, formula);
    case QD_PROP_BC_LOOP: return g_strdup_printf (_("%s: a loop (already a goal above), not pursued"), name);
    case QD_PROP_BC_KNOWN: return g_strdup_printf (_("%s: proved before"), name);
    case QD_PROP_BC_KNOWN_FAILED: return g_strdup_printf (_("%s: failed before"), name);
    case QD_PROP_BC_FAILED: return g_strdup_printf (_("%s failed: no formula proves it"), name);
    default: return g_strdup_printf (_("%s: not finished"), name);
    }
}

/* Node i's outcome as the step shows it: OPEN while its subtree is not
 * all shown. */
static guint
outcome_at (const QdPropBcTree *tree, const Geometry *g, guint i)
{
  return qd_prop_tree_settled (&g->layout, i, g->n_shown) ? node_at (tree, i)->outcome : QD_PROP_BC_OPEN;
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropBcTree *tree;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

/* The line from node i up to its parent: a goal's box bottom or a
 * formula's point. */
static void
draw_edge (Draw *d, guint i)
{
  const QdPropBcNode *n = node_at (d->tree, i), *parent = node_at (d->tree, n->parent);
  double x0, y0, x1, y1;
  guint rule = n->kind == QD_PROP_BC_RULE ? i : n->parent;
  gboolean proof = n->kind == QD_PROP_BC_RULE && parent->proof == i && outcome_at (d->tree, &d->g, n->parent)
                   == QD_PROP_BC_PROVED;
  gboolean weak = outcome_at (d->tree, &d->g, rule) == QD_PROP_BC_FAILED;

  center_of (d->tree, &d->g, n->parent, &x0, &y0);
  center_of (d->tree, &d->g, i, &x1, &y1);
  y0 += parent->kind == QD_PROP_BC_GOAL ? GOAL_H / 2 : 0;
  y1 -= n->kind == QD_PROP_BC_GOAL ? GOAL_H / 2 : 0;
  cairo_move_to (d->cr, x0, y0);
  cairo_line_to (d->cr, x1, y1);
  qd_draw_set_color (d->cr, proof ? &d->p->good : weak ? &d->p->muted : &d->p->foreground, 1.0);
  qd_draw_line_width (d->cr, d->p, proof ? 2.5 : 1.3);
  if (weak)
    qd_draw_dash_style (d->cr, d->p, 1);
  cairo_stroke (d->cr);
  cairo_set_dash (d->cr, NULL, 0, 0);
}

/* The AND arc across the lines from a formula's point to its premises
 * (those shown at the step), when there are two or more. */
static void
draw_and_arc (Draw *d, guint rule)
{
  double cx, cy, a0 = G_MAXDOUBLE, a1 = -G_MAXDOUBLE;
  guint count = 0;

  center_of (d->tree, &d->g, rule, &cx, &cy);
  for (guint i = rule + 1; i < d->g.n_shown; i++)
    if (node_at (d->tree, i)->parent == rule)
      {
        double x, y, a;

        center_of (d->tree, &d->g, i, &x, &y);
        a = atan2 (y - GOAL_H / 2 - cy, x - cx);
        a0 = MIN (a0, a);
        a1 = MAX (a1, a);
        count++;
      }
  if (count < 2)
    return;
  cairo_new_sub_path (d->cr);
  cairo_arc (d->cr, cx, cy, ARC_R, a0, a1);
  qd_draw_set_color (d->cr, &d->p->foreground, 1.0);
  qd_draw_line_width (d->cr, d->p, 1.5);
  cairo_stroke (d->cr);
}

static void
goal_style (const Draw *d, guint outcome, const QdColor **fill, const QdColor **line, guint *dash)
{
  *dash = 0;
  switch (outcome)
    {
    case QD_PROP_BC_PROVED: *fill = *line = &d->p->good; break;
    case QD_PROP_BC_FAILED: *fill = *line = &d->p->bad; break;
    case QD_PROP_BC_LOOP: *fill = NULL; *line = &d->p->bad; *dash = 1; break;
    case QD_PROP_BC_KNOWN: *fill = &d->p->leaf_fill; *line = &d->p->good; *dash = 2; break;
    case QD_PROP_BC_KNOWN_FAILED: *fill = &d->p->leaf_fill; *line = &d->p->bad; *dash = 2; break;
    default: *fill = NULL; *line = &d->p->foreground; break;
    }
}

static void
draw_goal (Draw *d, guint i)
{
  const QdPropBcNode *n = node_at (d->tree, i);
  g_autofree char *name = qd_prop_search_symbol_text (d->tree->prop, n->symbol);
  gboolean settled = qd_prop_tree_settled (&d->g.layout, i, d->g.n_shown);
  const char *tag = settled ? tag_text (n) : NULL;
  double cx, cy, w = goal_box_w (d->tree, i);
  const QdColor *fill, *line;
  guint dash;

  center_of (d->tree, &d->g, i, &cx, &cy);
  goal_style (d, outcome_at (d->tree, &d->g, i), &fill, &line, &dash);
  if (settled && n->outcome == QD_PROP_BC_OPEN)
    {
      line = &d->p->muted;
      dash = 1;
    }
  qd_draw_rounded_rect (d->cr, cx - w / 2, cy - GOAL_H / 2, w, GOAL_H, 6);
  qd_draw_set_color (d->cr, &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  if (fill != NULL)
    {
      qd_draw_set_color (d->cr, fill, fill == &d->p->leaf_fill ? 1.0 : 0.25);
      cairo_fill_preserve (d->cr);
    }
  qd_draw_set_color (d->cr, line, 1.0);
  qd_draw_line_width (d->cr, d->p, 1.8);
  if (dash != 0)
    qd_draw_dash_style (d->cr, d->p, dash);
  cairo_stroke (d->cr);
  cairo_set_dash (d->cr, NULL, 0, 0);
  if ((gint) i == d->options->selected || (d->g.n_shown < d->g.n_nodes && i + 1 == d->g.n_shown))
    {
      qd_draw_rounded_rect (d->cr, cx - w / 2 - 4, cy - GOAL_H / 2 - 4, w + 8, GOAL_H + 8, 8);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.5);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, name, PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, cx, cy,
                &d->p->foreground, 1.0);
  if (tag != NULL)
    qd_draw_text (&d->face, tag, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                  cx, cy + GOAL_H / 2 + TAG_H / 2 + 1, line, 1.0);
}

static void
draw_rule (Draw *d, guint i)
{
  const QdPropBcNode *n = node_at (d->tree, i);
  g_autofree char *label = rule_label (n);
  double cx, cy;
  gboolean proved = outcome_at (d->tree, &d->g, i) == QD_PROP_BC_PROVED;

  center_of (d->tree, &d->g, i, &cx, &cy);
  draw_and_arc (d, i);
  cairo_arc (d->cr, cx, cy, RULE_R, 0, 2 * G_PI);
  qd_draw_set_color (d->cr, proved ? &d->p->foreground : &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  qd_draw_set_color (d->cr, proved ? &d->p->foreground : &d->p->muted, 1.0);
  qd_draw_line_width (d->cr, d->p, 1.3);
  cairo_stroke (d->cr);
  if ((gint) i == d->options->selected || (d->g.n_shown < d->g.n_nodes && i + 1 == d->g.n_shown))
    {
      cairo_arc (d->cr, cx, cy, RULE_R + 4, 0, 2 * G_PI);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.5);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, label, PROP_SMALL, QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CAP_MIDDLE, cx + RULE_R + 4, cy - 5,
                proved ? &d->p->foreground : &d->p->muted, 1.0);
}

static void
draw_list (Draw *d)
{
  for (guint i = 0; i < d->g.n_listed; i++)
    {
      g_autofree char *f = qd_prop_print (d->tree->prop, d->tree->kb[i]);
      g_autofree char *number = g_strdup_printf ("(%u)", i + 1);
      double y = d->g.top + (i + 0.5) * LIST_ROW;
      double x = d->g.list_left;

      x += qd_draw_text (&d->face, number, PROP_TEXT, QD_DRAW_TEXT_CAP_MIDDLE, x, y, &d->p->muted, 1.0);
      qd_draw_text (&d->face, f, PROP_TEXT, QD_DRAW_TEXT_CAP_MIDDLE, x + qd_prop_render_measure ("  ", PROP_TEXT),
                    y, &d->p->foreground, 1.0);
    }
  if (d->tree->n_kb > d->g.n_listed)
    {
      g_autofree char *more = qd_format_count (d->tree->n_kb - d->g.n_listed);
      g_autofree char *text = g_strdup_printf (_("and %s more formulas"), more);

      qd_draw_text (&d->face, text, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, d->g.list_left,
                    d->g.top + (d->g.n_listed + 0.5) * LIST_ROW, &d->p->muted, 1.0);
    }
}

static void
draw_notes (Draw *d)
{
  double y = d->g.height - PROP_MARGIN;

  if (d->g.footer != NULL)
    {
      qd_draw_text (&d->face, d->g.footer, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, y - FOOTER_H / 2,
                    &d->p->accent, 1.0);
      y -= FOOTER_H;
    }
  if (d->tree->bc->nodes->len > d->g.n_nodes)
    {
      g_autofree char *k = qd_format_count (d->g.n_nodes);
      g_autofree char *n = qd_format_count (d->tree->bc->nodes->len);
      /* TRANSLATORS: a backward-chaining tree too large to draw whole */
      g_autofree char *text = g_strdup_printf (_("The first %s of %s nodes drawn"), k, n);

      qd_draw_text (&d->face, text, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                    y - NOTE_H / 2, &d->p->muted, 1.0);
    }
}

void
qd_prop_bc_tree_render (cairo_t *cr, const QdPropBcTree *tree, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .tree = tree, .options = options };

  geometry_make (tree, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  prop_render_halo (&d.face, d.p, 4.0);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  for (guint i = 1; i < d.g.n_shown; i++)
    draw_edge (&d, i);
  for (guint i = 0; i < d.g.n_shown; i++)
    if (node_at (tree, i)->kind == QD_PROP_BC_GOAL)
      draw_goal (&d, i);
    else
      draw_rule (&d, i);
  draw_list (&d);
  draw_notes (&d);
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
