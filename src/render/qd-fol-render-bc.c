/* qd-fol-render-bc.c — FOL-BC-ASK's proof tree (AIMA Fig. 9.7): the query
 * on top under the answer's substitution, each goal over the goals of the
 * premises of the clause that proved it; under each goal the clause's
 * number and the substitution that unifies the clause with the goal and
 * its premises' goals.  Attempts backtracked over (keep_failed) are drawn
 * dashed, a goal no clause matched or cut (loop, depth) red. */
#include "qd-fol-render.h"
#include "qd-prop-render-private.h"
#include "qd-prop-render-tree.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define BOX_H        26.0
#define BOX_PAD      10.0
#define NOTE_LINE    25.0   /* the clause and substitution under a box */
#define NOTE_DROP    5.0    /* the note's middle below its line's: the halo of its tall glyphs ({, /, () clear of the box */
#define LEVEL_GAP    26.0
#define H_GAP        18.0
#define NOTE_H       18.0

static const QdFolAnswer *
answer_of (const QdFolProofTree *tree)
{
  return &g_array_index (tree->bc->answers, QdFolAnswer, tree->answer);
}

static const QdFolProofNode *
node_at (const QdFolProofTree *tree, guint i)
{
  return &g_array_index (tree->bc->nodes, QdFolProofNode, answer_of (tree)->nodes + i);
}

static guint
n_total (const QdFolProofTree *tree)
{
  return tree->bc->answers == NULL || tree->answer >= tree->bc->answers->len ? 0 : answer_of (tree)->n_nodes;
}

static guint
n_drawn (const QdFolProofTree *tree)
{
  return MIN (n_total (tree), QD_FOL_RENDER_MAX_NODES);
}

guint
qd_fol_proof_tree_n_steps (const QdFolProofTree *tree)
{
  return n_drawn (tree);
}

/* Unifies the clause's conclusion with the node's goal and each premise
 * with its child's goal (children among the first n nodes; for a node of
 * the proof, its children of the proof). */
static void
node_subst (const QdFolProofTree *tree, guint node, guint n, QdFolSubst *subst)
{
  const QdFolProofNode *pn = node_at (tree, node);
  const QdFolClause *c = qd_fol_clause (tree->fol, pn->clause);

  qd_fol_unify (tree->fol, c->conclusion, pn->goal, subst, NULL);
  for (guint i = node + 1; i < n; i++)
    {
      const QdFolProofNode *child = node_at (tree, i);

      /* Only the children on the proof: an attempt backtracked over bound
       * what the proof undid. */
      if (child->parent == node && child->premise < c->n_premises
          && (child->status == QD_FOL_NODE_PROVED) == (pn->status == QD_FOL_NODE_PROVED))
        qd_fol_unify (tree->fol, qd_fol_premise (tree->fol, pn->clause, child->premise), child->goal, subst, NULL);
    }
}

char *
qd_fol_proof_tree_node_note (const QdFolProofTree *tree, guint node)
{
  const QdFolProofNode *pn;
  g_autofree char *bindings = NULL;
  QdFolSubst subst;

  if (node >= n_total (tree))
    return g_strdup ("");
  pn = node_at (tree, node);
  switch (pn->status)
    {
    /* TRANSLATORS: under a goal of FOL-BC's proof tree that failed */
    case QD_FOL_NODE_NO_CLAUSE: return g_strdup (_("no clause matches"));
    case QD_FOL_NODE_LOOP: return g_strdup (_("loop: a renaming of a goal above"));
    case QD_FOL_NODE_DEPTH: return g_strdup (_("past the depth bound"));
    default: break;
    }
  if (pn->clause == QD_FOL_NONE)
    return g_strdup ("");
  qd_fol_subst_init (&subst);
  node_subst (tree, node, n_total (tree), &subst);
  bindings = subst.trail->len > 0 ? qd_fol_subst_print (tree->fol, &subst, TRUE, NULL) : NULL;
  qd_fol_subst_clear (&subst);
  return qd_prop_search_cut (bindings != NULL ? g_strdup_printf ("(%u) %s", pn->clause + 1, bindings)
                             : g_strdup_printf ("(%u)", pn->clause + 1), QD_FOL_RENDER_MAX_TEXT);
}

static char *
goal_text (const QdFolProofTree *tree, guint node)
{
  return qd_prop_search_cut (qd_fol_print_term (tree->fol, node_at (tree, node)->goal), QD_FOL_RENDER_MAX_TEXT);
}

typedef struct {
  PropTree layout;
  guint n_nodes, n_shown;
  char **goals, **notes;
  double *box_w;
  char *caption;
  double top;
  double width, height;
  PropTreePlace place;  /* filled last by geometry_make */
} Geometry;

static char *
caption_text (const QdFolProofTree *tree, const Geometry *g)
{
  if (g->n_shown < g->n_nodes)
    {
      g_autofree char *k = qd_format_count (g->n_shown);
      g_autofree char *n = qd_format_count (g->n_nodes);

      /* TRANSLATORS: FOL-BC's proof tree shown step by step */
      return g_strdup_printf (_("FOL-BC-ASK: %s of %s nodes"), k, n);
    }
  if (n_total (tree) == 0)
    return g_strdup (_("FOL-BC-ASK: no proof"));
  {
    g_autofree char *answer = qd_fol_bc_answer_print (tree->fol, tree->bc, tree->answer);

    /* TRANSLATORS: FOL-BC's proof tree's caption: the answer's substitution */
    return g_strdup_printf (_("FOL-BC-ASK: the proof of answer %u, %s"), tree->answer + 1, answer);
  }
}

static void
geometry_make (gconstpointer subject, const QdPropRenderOptions *options, gpointer geometry)
{
  const QdFolProofTree *tree = subject;
  Geometry *g = geometry;
  double inner;

  memset (g, 0, sizeof *g);
  g->n_nodes = n_drawn (tree);
  g->n_shown = prop_render_step (options, g->n_nodes);
  g->goals = g_new0 (char *, g->n_nodes + 1);
  g->notes = g_new0 (char *, g->n_nodes + 1);
  g->box_w = g_new0 (double, g->n_nodes + 1);
  qd_prop_tree_init (&g->layout);
  for (guint i = 0; i < g->n_nodes; i++)
    {
      guint parent = node_at (tree, i)->parent;

      g->goals[i] = goal_text (tree, i);
      g->notes[i] = qd_fol_proof_tree_node_note (tree, i);
      g->box_w[i] = qd_prop_render_measure (g->goals[i], PROP_TEXT) + 2 * BOX_PAD;
      qd_prop_tree_add (&g->layout, parent == QD_FOL_NONE || parent >= i ? G_MAXUINT : parent,
                        MAX (g->box_w[i], qd_prop_render_measure (g->notes[i], PROP_SMALL)), BOX_H + NOTE_LINE);
    }
  qd_prop_tree_layout (&g->layout, LEVEL_GAP, H_GAP);
  g->caption = caption_text (tree, g);
  g->top = PROP_MARGIN + PROP_CAPTION_H + PROP_LINE_GAP;
  inner = MAX (g->layout.width, qd_prop_render_caption_width (g->caption));
  g->width = inner + 2 * PROP_MARGIN;
  g->height = g->top + g->layout.height + PROP_MARGIN + (n_total (tree) > g->n_nodes ? NOTE_H : 0);
  /* The tree centred under the caption. */
  g->place = (PropTreePlace) { &g->layout, g->n_shown, PROP_MARGIN + (inner - g->layout.width) / 2, g->top, g->width,
                               g->height };
}

static void
geometry_clear (gpointer geometry)
{
  Geometry *g = geometry;

  qd_prop_tree_clear (&g->layout);
  g_strfreev (g->goals);
  g_strfreev (g->notes);
  g_free (g->box_w);
  g_free (g->caption);
}

/* A goal's anchor: its box's middle, the note under it. */
static double
view_anchor (gconstpointer tree, gconstpointer g, guint i)
{
  return BOX_H / 2;
}

static gboolean
view_on_node (gconstpointer tree, gconstpointer g, guint i, double dx, double dy)
{
  return fabs (dx) <= ((const Geometry *) g)->box_w[i] / 2 && dy >= -BOX_H / 2 && dy <= BOX_H / 2 + NOTE_LINE;
}

static const PropTreeClass view = {
  sizeof (Geometry), G_STRUCT_OFFSET (Geometry, place), geometry_make, geometry_clear, view_anchor, view_on_node,
};

/* The centre of node i's goal box, unscaled. */
static void
center_of (const Geometry *g, guint i, double *x, double *y)
{
  qd_prop_tree_place_center (&view, NULL, g, &g->place, i, x, y);
}

void
qd_fol_proof_tree_get_size (const QdFolProofTree *tree, const QdPropRenderOptions *options, double *width,
                            double *height)
{
  qd_prop_tree_view_get_size (&view, tree, options, width, height);
}

gboolean
qd_fol_proof_tree_node_center (const QdFolProofTree *tree, const QdPropRenderOptions *options, guint node,
                               double *x, double *y)
{
  return qd_prop_tree_view_node_center (&view, tree, options, node, x, y);
}

gint
qd_fol_proof_tree_hit (const QdFolProofTree *tree, const QdPropRenderOptions *options, double x, double y)
{
  return qd_prop_tree_view_hit (&view, tree, options, x, y);
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdFolProofTree *tree;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

static void
draw_edges (Draw *d)
{
  for (guint i = 0; i < d->g.n_shown; i++)
    {
      const PropTreeNode *n = qd_prop_tree_node (&d->g.layout, i);
      gboolean proved = node_at (d->tree, i)->status == QD_FOL_NODE_PROVED
                        || !qd_prop_tree_settled (&d->g.layout, i, d->g.n_shown);
      double x0, y0, x1, y1;

      if (n->parent == G_MAXUINT)
        continue;
      center_of (&d->g, n->parent, &x0, &y0);
      center_of (&d->g, i, &x1, &y1);
      cairo_move_to (d->cr, x0, y0 + BOX_H / 2 + NOTE_LINE);
      cairo_line_to (d->cr, x1, y1 - BOX_H / 2);
      qd_draw_set_color (d->cr, proved ? &d->p->foreground : &d->p->muted, proved ? 0.7 : 1.0);
      qd_draw_line_width (d->cr, d->p, 1.3);
      if (!proved)
        qd_draw_dash_style (d->cr, d->p, 1);
      cairo_stroke (d->cr);
      cairo_set_dash (d->cr, NULL, 0, 0);
    }
}

static void
draw_node (Draw *d, guint i)
{
  const QdFolProofNode *pn = node_at (d->tree, i);
  gboolean settled = qd_prop_tree_settled (&d->g.layout, i, d->g.n_shown);
  gboolean proved = settled && pn->status == QD_FOL_NODE_PROVED;
  gboolean undone = !settled || pn->status == QD_FOL_NODE_UNDONE;
  const QdColor *line = proved ? &d->p->good : undone ? &d->p->muted : &d->p->bad;
  double x, y, w = d->g.box_w[i];

  center_of (&d->g, i, &x, &y);
  qd_draw_rounded_rect (d->cr, x - w / 2, y - BOX_H / 2, w, BOX_H, 6);
  qd_draw_set_color (d->cr, &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  if (proved)
    {
      qd_draw_set_color (d->cr, &d->p->good, 0.2);
      cairo_fill_preserve (d->cr);
    }
  qd_draw_set_color (d->cr, settled ? line : &d->p->foreground, 1.0);
  qd_draw_line_width (d->cr, d->p, i == 0 && proved ? 2.5 : 1.5);
  if (settled && !proved)
    qd_draw_dash_style (d->cr, d->p, 1);
  cairo_stroke (d->cr);
  cairo_set_dash (d->cr, NULL, 0, 0);
  if ((gint) i == d->options->selected || (d->g.n_shown < d->g.n_nodes && i + 1 == d->g.n_shown))
    {
      qd_draw_rounded_rect (d->cr, x - w / 2 - 4, y - BOX_H / 2 - 4, w + 8, BOX_H + 8, 8);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.5);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, d->g.goals[i], PROP_TEXT, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                proved || undone ? &d->p->foreground : &d->p->bad, 1.0);
  if (*d->g.notes[i] != '\0')
    qd_draw_text (&d->face, d->g.notes[i], PROP_SMALL, QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CENTER
                  | QD_DRAW_TEXT_CAP_MIDDLE, x, y + BOX_H / 2 + NOTE_LINE / 2 + NOTE_DROP,
                  proved ? &d->p->muted : line, 1.0);
}

void
qd_fol_proof_tree_render (cairo_t *cr, const QdFolProofTree *tree, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .tree = tree, .options = options };

  geometry_make (tree, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  prop_render_halo (&d.face, d.p, 4.0);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  draw_edges (&d);
  for (guint i = 0; i < d.g.n_shown; i++)
    draw_node (&d, i);
  if (n_total (tree) > d.g.n_nodes)
    {
      g_autofree char *k = qd_format_count (d.g.n_nodes);
      g_autofree char *n = qd_format_count (n_total (tree));
      /* TRANSLATORS: a proof tree too large to draw whole */
      g_autofree char *text = g_strdup_printf (_("The first %s of %s nodes drawn"), k, n);

      qd_draw_text (&d.face, text, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                    d.g.height - PROP_MARGIN - NOTE_H / 2, &d.p->muted, 1.0);
    }
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
