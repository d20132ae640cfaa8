/* qd-prop-render-dpll.c — DPLL's search tree (AIMA Fig. 7.17) drawn: a
 * circle per call, the edge into it labelled with the symbol set and how
 * (branch, pure, unit), the leaves a model (green) or a conflict (red, the
 * clause found false under it), the path from the root to the model drawn
 * thick.  The first QD_PROP_RENDER_MAX_DPLL_NODES calls are drawn (a
 * preorder prefix is a tree: the top and the left of the search). */
#include "qd-prop-render-private.h"
#include "qd-prop-render-tree.h"
#include "qd-prop-search-render.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define NODE_R        10.0   /* a call's circle */
#define LABEL_H       30.0   /* the edge's label above the circle: two lines */
#define LABEL_GAP      6.0   /* label to circle */
#define UNDER_H       18.0   /* a leaf's word or clause under it */
#define LEVEL_GAP     16.0
#define H_GAP         12.0
#define KEY_H         20.0
#define NOTE_H        18.0
#define FOOTER_H      22.0   /* the selected node's sentence */

static const QdPropDpllNode *
node_at (const QdPropDpllTree *tree, guint i)
{
  return &g_array_index (tree->dpll->nodes, QdPropDpllNode, i);
}

static guint
n_drawn (const QdPropDpllTree *tree)
{
  return tree->dpll->nodes == NULL ? 0 : MIN (tree->dpll->nodes->len, QD_PROP_RENDER_MAX_DPLL_NODES);
}

guint
qd_prop_dpll_tree_n_steps (const QdPropDpllTree *tree)
{
  return n_drawn (tree);
}

static const char *
how_text (guint how)
{
  switch (how)
    {
    /* TRANSLATORS: how DPLL chose a symbol's value (an edge's label) */
    case QD_PROP_DPLL_PURE: return _("pure");
    case QD_PROP_DPLL_UNIT: return _("unit");
    case QD_PROP_DPLL_BRANCH: return _("branch");
    default: return "";
    }
}

static char *
clause_text (const QdPropDpllTree *tree, guint clause)
{
  guint n;
  const guint *lits;

  if (tree->clauses == NULL || clause >= qd_prop_clauses_len (tree->clauses))
    return g_strdup ("?");
  lits = qd_prop_clause (tree->clauses, clause, &n);
  return qd_prop_search_clause_text (tree->prop, lits, n);
}

/* "A = T": the edge's first line. */
static char *
edge_text (const QdPropDpllTree *tree, const QdPropDpllNode *node)
{
  g_autofree char *name = qd_prop_search_symbol_text (tree->prop, node->symbol);

  return g_strdup_printf ("%s = %s", name, node->value ? "T" : "F");
}

/* The word or clause under a leaf, NULL for another node. */
static char *
under_text (const QdPropDpllTree *tree, const QdPropDpllNode *node)
{
  if (node->outcome == QD_PROP_DPLL_MODEL)
    /* TRANSLATORS: under a leaf of DPLL's tree where every clause is true */
    return g_strdup (_("model"));
  if (node->outcome == QD_PROP_DPLL_CONFLICT)
    return clause_text (tree, node->falsified);
  return NULL;
}

typedef struct {
  PropTree layout;
  guint n_nodes;        /* drawn (capped) */
  guint n_shown;        /* drawn at the step */
  guint8 *on_path;      /* per drawn node: on the path to the model */
  char *caption;
  char *footer;         /* the selected node's sentence, or NULL */
  double top;
  double width, height;
  PropTreePlace place;  /* filled last by geometry_make */
} Geometry;

static char *
caption_text (const QdPropDpllTree *tree, const Geometry *g)
{
  const QdPropDpll *d = tree->dpll;
  g_autofree char *calls = qd_format_count (d->n_nodes);
  const char *verdict;

  if (g->n_shown < g->n_nodes)
    {
      g_autofree char *k = qd_format_count (g->n_shown);
      g_autofree char *n = qd_format_count (g->n_nodes);

      /* TRANSLATORS: DPLL shown step by step: calls drawn so far */
      return g_strdup_printf (_("DPLL: %s of %s calls"), k, n);
    }
  switch (d->status)
    {
    case QD_PROP_DPLL_SAT: verdict = _("satisfiable"); break;
    case QD_PROP_DPLL_UNSAT: verdict = _("unsatisfiable"); break;
    case QD_PROP_DPLL_STOPPED: verdict = _("stopped"); break;
    default: verdict = _("budget spent"); break;
    }
  {
    g_autofree char *b = qd_format_count (d->n_branch);
    g_autofree char *u = qd_format_count (d->n_unit);
    g_autofree char *p = qd_format_count (d->n_pure);

    /* TRANSLATORS: DPLL's caption: verdict, calls, then how many of each kind */
    return g_strdup_printf (ngettext ("DPLL: %s in %s call (%s branches, %s unit, %s pure)",
                                      "DPLL: %s in %s calls (%s branches, %s unit, %s pure)",
                                      (gulong) MIN (d->n_nodes, 1000000)), verdict, calls, b, u, p);
  }
}

static void
mark_model_path (const QdPropDpllTree *tree, Geometry *g)
{
  guint m = tree->dpll->model_node;

  g->on_path = g_new0 (guint8, MAX (g->n_nodes, 1));
  if (tree->dpll->status != QD_PROP_DPLL_SAT || m == QD_PROP_NONE || m >= g->n_nodes)
    return;
  for (guint i = m; i != QD_PROP_NONE; i = node_at (tree, i)->parent)
    g->on_path[i] = 1;
}

static void
geometry_make (gconstpointer subject, const QdPropRenderOptions *options, gpointer geometry)
{
  const QdPropDpllTree *tree = subject;
  Geometry *g = geometry;
  double inner;

  memset (g, 0, sizeof *g);
  g->n_nodes = n_drawn (tree);
  g->n_shown = prop_render_step (options, g->n_nodes);
  qd_prop_tree_init (&g->layout);
  for (guint i = 0; i < g->n_nodes; i++)
    {
      const QdPropDpllNode *n = node_at (tree, i);
      double w = 2 * NODE_R + 4;

      if (n->symbol != QD_PROP_NONE)
        {
          g_autofree char *edge = edge_text (tree, n);
          g_autofree char *under = under_text (tree, n);

          w = MAX (w, qd_prop_render_measure (edge, PROP_TEXT));
          w = MAX (w, qd_prop_render_measure (how_text (n->how), PROP_SMALL));
          if (under != NULL)
            w = MAX (w, qd_prop_render_measure (under, PROP_SMALL));
        }
      qd_prop_tree_add (&g->layout, n->parent == QD_PROP_NONE ? G_MAXUINT : n->parent, w,
                        LABEL_H + LABEL_GAP + 2 * NODE_R + UNDER_H);
    }
  qd_prop_tree_layout (&g->layout, LEVEL_GAP, H_GAP);
  mark_model_path (tree, g);
  /* The path is drawn once the model is reached at the step shown. */
  if (tree->dpll->model_node == QD_PROP_NONE || tree->dpll->model_node >= g->n_shown)
    memset (g->on_path, 0, MAX (g->n_nodes, 1));
  g->caption = caption_text (tree, g);
  if (options->selected >= 0 && (guint) options->selected < g->n_shown)
    g->footer = qd_prop_dpll_tree_describe (tree, options->selected);
  g->top = PROP_MARGIN + PROP_CAPTION_H + KEY_H + PROP_LINE_GAP;
  inner = MAX (g->layout.width, qd_prop_render_caption_width (g->caption));
  inner = MAX (inner, qd_prop_render_measure (_("Edges: the symbol set, and how: branch, pure or unit clause. "
                                                "Leaves: a model, or a conflict over the clause made false."),
                                              PROP_SMALL));
  if (g->footer != NULL)
    inner = MAX (inner, qd_prop_render_measure (g->footer, PROP_SMALL));
  g->width = inner + 2 * PROP_MARGIN;
  g->height = g->top + g->layout.height + PROP_MARGIN;
  if (tree->dpll->n_nodes > g->n_nodes)
    g->height += NOTE_H;
  if (g->footer != NULL)
    g->height += FOOTER_H;
  /* The tree centred under the caption. */
  g->place = (PropTreePlace) { &g->layout, g->n_shown, PROP_MARGIN + (inner - g->layout.width) / 2, g->top, g->width,
                               g->height };
}

static void
geometry_clear (gpointer geometry)
{
  Geometry *g = geometry;

  qd_prop_tree_clear (&g->layout);
  g_clear_pointer (&g->on_path, g_free);
  g_clear_pointer (&g->caption, g_free);
  g_clear_pointer (&g->footer, g_free);
}

/* A call's anchor: its circle's centre, under the edge's label. */
static double
view_anchor (gconstpointer tree, gconstpointer g, guint i)
{
  return LABEL_H + LABEL_GAP + NODE_R;
}

/* The circle, its label above and its leaf's word under it. */
static gboolean
view_on_node (gconstpointer tree, gconstpointer geometry, guint i, double dx, double dy)
{
  const PropTreeNode *n = qd_prop_tree_node (&((const Geometry *) geometry)->layout, i);

  return fabs (dx) <= MAX (n->w / 2, NODE_R) && dy >= -NODE_R - LABEL_GAP - LABEL_H && dy <= NODE_R + UNDER_H;
}

static const PropTreeClass view = {
  sizeof (Geometry), G_STRUCT_OFFSET (Geometry, place), geometry_make, geometry_clear, view_anchor, view_on_node,
};

/* The circle's centre of node i, unscaled. */
static void
circle_center (const Geometry *g, guint i, double *x, double *y)
{
  qd_prop_tree_place_center (&view, NULL, g, &g->place, i, x, y);
}

void
qd_prop_dpll_tree_get_size (const QdPropDpllTree *tree, const QdPropRenderOptions *options, double *width,
                            double *height)
{
  qd_prop_tree_view_get_size (&view, tree, options, width, height);
}

gboolean
qd_prop_dpll_tree_node_center (const QdPropDpllTree *tree, const QdPropRenderOptions *options, guint node,
                               double *x, double *y)
{
  return qd_prop_tree_view_node_center (&view, tree, options, node, x, y);
}

gboolean
qd_prop_dpll_tree_on_model_path (const QdPropDpllTree *tree, guint node)
{
  QdPropRenderOptions o;
  Geometry g;
  gboolean on;

  qd_prop_render_options_init (&o, NULL);
  geometry_make (tree, &o, &g);
  on = node < g.n_nodes && g.on_path[node];
  geometry_clear (&g);
  return on;
}

gint
qd_prop_dpll_tree_hit (const QdPropDpllTree *tree, const QdPropRenderOptions *options, double x, double y)
{
  return qd_prop_tree_view_hit (&view, tree, options, x, y);
}

char *
qd_prop_dpll_tree_describe (const QdPropDpllTree *tree, guint node)
{
  const QdPropDpllNode *n;
  g_autofree char *name = NULL, *how = NULL, *end = NULL;
  const char *value;

  if (tree->dpll->nodes == NULL || node >= tree->dpll->nodes->len)
    return g_strdup ("");
  n = node_at (tree, node);
  if (n->outcome == QD_PROP_DPLL_CONFLICT)
    {
      g_autofree char *c = clause_text (tree, n->falsified);

      /* TRANSLATORS: the end of a DPLL node's sentence: a clause made false */
      end = g_strdup_printf (_("; %s is false"), c);
    }
  else if (n->outcome == QD_PROP_DPLL_MODEL)
    end = g_strdup (_("; every clause is true: a model"));
  if (n->symbol == QD_PROP_NONE)
    return g_strconcat (_("The first call, on the empty model"), end, NULL);
  name = qd_prop_search_symbol_text (tree->prop, n->symbol);
  value = n->value ? Q_("truth value|true") : Q_("truth value|false");
  if (n->how == QD_PROP_DPLL_UNIT)
    {
      g_autofree char *c = clause_text (tree, n->reason);

      /* TRANSLATORS: DPLL: "B = true by the unit clause ¬A ∨ B" */
      how = g_strdup_printf (_("%s = %s by the unit clause %s"), name, value, c);
    }
  else if (n->how == QD_PROP_DPLL_PURE)
    /* TRANSLATORS: DPLL: "B = true: a pure symbol" */
    how = g_strdup_printf (_("%s = %s: a pure symbol"), name, value);
  else
    /* TRANSLATORS: DPLL: "A = true: a branch" */
    how = g_strdup_printf (_("%s = %s: a branch"), name, value);
  return g_strconcat (how, end, NULL);
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropDpllTree *tree;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

static void
draw_edges (Draw *d)
{
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 1; i < d->g.n_shown; i++)
        {
          guint parent = node_at (d->tree, i)->parent;
          double x0, y0, x1, y1;

          if (parent == QD_PROP_NONE || (pass == 1) != (d->g.on_path[i] && d->g.on_path[parent]))
            continue;
          /* To the top of the child's label, then on from under the label
           * down to the circle: no line through the text. */
          circle_center (&d->g, parent, &x0, &y0);
          circle_center (&d->g, i, &x1, &y1);
          cairo_move_to (d->cr, x0, y0 + NODE_R);
          cairo_line_to (d->cr, x1, y1 - NODE_R - LABEL_GAP - LABEL_H - 2);
          cairo_move_to (d->cr, x1, y1 - NODE_R - LABEL_GAP + 1);
          cairo_line_to (d->cr, x1, y1 - NODE_R);
        }
      /* The path to the model drawn over the others, thick and green. */
      qd_draw_set_color (d->cr, pass == 1 ? &d->p->good : &d->p->foreground, pass == 1 ? 1.0 : 0.6);
      qd_draw_line_width (d->cr, d->p, pass == 1 ? 3.5 : 1.2);
      cairo_stroke (d->cr);
    }
}

static void
draw_node (Draw *d, guint i)
{
  const QdPropDpllNode *n = node_at (d->tree, i);
  double x, y;
  const QdColor *fill = NULL, *line = &d->p->foreground;
  g_autofree char *under = under_text (d->tree, n);

  circle_center (&d->g, i, &x, &y);
  if (n->outcome == QD_PROP_DPLL_MODEL)
    fill = line = &d->p->good;
  else if (n->outcome == QD_PROP_DPLL_CONFLICT)
    fill = line = &d->p->bad;
  cairo_arc (d->cr, x, y, NODE_R, 0, 2 * G_PI);
  qd_draw_set_color (d->cr, fill != NULL ? fill : &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  qd_draw_set_color (d->cr, n->outcome == QD_PROP_DPLL_OPEN ? &d->p->muted : line, 1.0);
  qd_draw_line_width (d->cr, d->p, d->g.on_path[i] ? 2.5 : 1.5);
  if (n->outcome == QD_PROP_DPLL_OPEN)
    qd_draw_dash_style (d->cr, d->p, 1);
  cairo_stroke (d->cr);
  cairo_set_dash (d->cr, NULL, 0, 0);
  if (n->outcome == QD_PROP_DPLL_MODEL || n->outcome == QD_PROP_DPLL_CONFLICT)
    {
      QdColor ink;

      qd_palette_ink_on (fill, &ink);
      qd_draw_text (&d->face, n->outcome == QD_PROP_DPLL_MODEL ? "✓" : "✗", PROP_SMALL,
                    QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y, &ink, 1.0);
    }
  if ((gint) i == d->options->selected || (d->g.n_shown < d->g.n_nodes && i + 1 == d->g.n_shown))
    {
      cairo_arc (d->cr, x, y, NODE_R + 4, 0, 2 * G_PI);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.5);
      cairo_stroke (d->cr);
    }
  if (n->symbol != QD_PROP_NONE)
    {
      g_autofree char *edge = edge_text (d->tree, n);
      double top = y - NODE_R - LABEL_GAP - LABEL_H;

      prop_render_halo (&d->face, d->p, 4.0);
      qd_draw_text (&d->face, edge, PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CENTER
                    | QD_DRAW_TEXT_CAP_MIDDLE, x, top + PROP_TEXT / 2, &d->p->foreground, 1.0);
      qd_draw_text (&d->face, how_text (n->how), PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_HALO
                    | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, top + LABEL_H - PROP_SMALL / 2,
                    &d->p->muted, 1.0);
    }
  if (under != NULL)
    qd_draw_text (&d->face, under, PROP_SMALL, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x,
                  y + NODE_R + UNDER_H / 2 + 2, n->outcome == QD_PROP_DPLL_MODEL ? &d->p->good : &d->p->bad, 1.0);
}

static void
draw_notes (Draw *d)
{
  double y = d->g.height - PROP_MARGIN;

  qd_draw_text (&d->face, _("Edges: the symbol set, and how: branch, pure or unit clause. "
                            "Leaves: a model, or a conflict over the clause made false."),
                PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, PROP_MARGIN + PROP_CAPTION_H + KEY_H / 2,
                &d->p->muted, 1.0);
  if (d->g.footer != NULL)
    {
      qd_draw_text (&d->face, d->g.footer, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, y - FOOTER_H / 2,
                    &d->p->accent, 1.0);
      y -= FOOTER_H;
    }
  if (d->tree->dpll->n_nodes > d->g.n_nodes)
    {
      g_autofree char *k = qd_format_count (d->g.n_nodes);
      g_autofree char *n = qd_format_count (d->tree->dpll->n_nodes);
      /* TRANSLATORS: a DPLL tree too large to draw whole */
      g_autofree char *text = g_strdup_printf (_("The first %s of %s calls drawn"), k, n);

      qd_draw_text (&d->face, text, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                    y - NOTE_H / 2, &d->p->muted, 1.0);
    }
}

void
qd_prop_dpll_tree_render (cairo_t *cr, const QdPropDpllTree *tree, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .tree = tree, .options = options };

  geometry_make (tree, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  draw_edges (&d);
  for (guint i = 0; i < d.g.n_shown; i++)
    draw_node (&d, i);
  draw_notes (&d);
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
