/* qd-prop-render-resolution.c — PL-RESOLUTION drawn (AIMA Fig. 7.13): a
 * proof as its tree (qd-prop-render-proof.c lays it out), the KB's input
 * clauses, the negated query's and the resolvents told apart by their
 * fill; a run that saturated or stopped as its list of clauses, each with
 * the two it was resolved from. */
#include "qd-prop-render-private.h"
#include "qd-prop-render-proof.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"

#define KEY_H        22.0    /* the key under the caption */
#define KEY_BOX      14.0
#define NOTE_H       18.0    /* a capped drawing's note */
#define LIST_ROW     20.0
#define LIST_GAP     14.0    /* between the list's columns */

gboolean
qd_prop_refutation_is_tree (const QdPropRefutation *refutation)
{
  return refutation->res->status == QD_PROP_PROVED && refutation->res->empty != QD_PROP_NONE;
}

/* TRUE when the input clause `clause` is one of ¬α's. */
static gboolean
is_query (const QdPropRefutation *refutation, guint clause)
{
  guint n, m;
  const guint *lits;

  if (refutation->query == NULL || !qd_prop_proof_is_input (refutation, clause))
    return FALSE;
  lits = qd_prop_clause (refutation->res->clauses, clause, &n);
  for (guint q = 0; q < qd_prop_clauses_len (refutation->query); q++)
    {
      const guint *other = qd_prop_clause (refutation->query, q, &m);

      if (m == n && memcmp (lits, other, n * sizeof (guint)) == 0)
        return TRUE;
    }
  return FALSE;
}

/* The clauses a list shows at the step: the inputs and the first `step`
 * resolvents, at most QD_PROP_RENDER_MAX_LIST_CLAUSES. */
static guint
list_len (const QdPropRefutation *refutation, const QdPropRenderOptions *options)
{
  const QdPropResolution *res = refutation->res;
  guint derived = qd_prop_clauses_len (res->clauses) - res->n_input;

  return MIN (res->n_input + prop_render_step (options, derived), QD_PROP_RENDER_MAX_LIST_CLAUSES);
}

static gint
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* The resolvents of the tree drawn at the step are those of clause index
 * below this (the tree's first k resolvents in the order they were
 * derived); `n_steps` (may be NULL) receives how many the tree has. */
static guint
tree_threshold (const ProofTree *tree, const QdPropRefutation *refutation, const QdPropRenderOptions *options,
                guint *n_steps)
{
  g_autoptr (GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  guint k;

  for (guint i = 0; i < tree->nodes->len; i++)
    {
      guint c = g_array_index (tree->nodes, ProofNode, i).clause;
      gboolean seen = FALSE;

      for (guint j = 0; j < order->len && !seen; j++)
        seen = g_array_index (order, guint, j) == c;
      if (!qd_prop_proof_is_input (refutation, c) && !seen)
        g_array_append_val (order, c);
    }
  g_array_sort (order, compare_guint);
  k = prop_render_step (options, order->len);
  if (n_steps != NULL)
    *n_steps = order->len;
  return k == 0 ? 0 : g_array_index (order, guint, k - 1) + 1;
}

typedef struct {
  gboolean is_tree;
  ProofTree tree;      /* the tree's nodes (is_tree) */
  guint threshold;     /* resolvents drawn: clause index below this */
  guint n_steps;
  guint n_list;        /* the list's clauses shown (not is_tree) */
  double col_w[3];     /* the list's columns: number, clause, parents */
  char *caption;
  gboolean capped;     /* a note says what is left out */
  double top;          /* the tree's or list's top */
  double width, height;
} Geometry;

static char *
caption_text (const QdPropRefutation *refutation, const Geometry *g, guint step)
{
  if (step < g->n_steps)
    {
      g_autofree char *k = qd_format_count (step);
      g_autofree char *n = qd_format_count (g->n_steps);

      /* TRANSLATORS: PL-RESOLUTION shown step by step: resolvents derived so far */
      return g_strdup_printf (_("PL-RESOLUTION: %s of %s resolvents"), k, n);
    }
  {
    /* The core's sentence as a caption: its first letter a capital. */
    g_autofree char *summary = qd_prop_resolution_summary (refutation->res);
    g_autofree char *first = g_utf8_strup (summary, g_utf8_next_char (summary) - summary);

    return g_strconcat (first, g_utf8_next_char (summary), NULL);
  }
}

static char *
origin_text (const QdPropRefutation *refutation, guint clause)
{
  const QdPropClauses *clauses = refutation->res->clauses;

  if (qd_prop_proof_is_input (refutation, clause))
    return g_strdup (is_query (refutation, clause) ? "¬α" : "KB");
  /* TRANSLATORS: a resolvent's parents in the list of clauses: "from 3, 7" */
  return g_strdup_printf (_("from %u, %u"), g_array_index (clauses->parents, guint, 2 * clause) + 1,
                          g_array_index (clauses->parents, guint, 2 * clause + 1) + 1);
}

static void
list_measure (const QdPropRefutation *refutation, Geometry *g)
{
  g_autofree char *number = g_strdup_printf ("%u", g->n_list);

  g->col_w[0] = qd_prop_render_measure (number, PROP_SMALL);
  g->col_w[1] = g->col_w[2] = 0;
  for (guint c = 0; c < g->n_list; c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (refutation->res->clauses, c, &n);
      g_autofree char *text = qd_prop_clause_print (refutation->prop, lits, n);
      g_autofree char *origin = origin_text (refutation, c);

      g->col_w[1] = MAX (g->col_w[1], qd_prop_render_measure (text, PROP_TEXT));
      g->col_w[2] = MAX (g->col_w[2], qd_prop_render_measure (origin, PROP_SMALL));
    }
}

static double
key_width (void)
{
  return 3 * (KEY_BOX + 6 + LIST_GAP) + qd_prop_render_measure (_("KB clause"), PROP_SMALL)
         + qd_prop_render_measure (_("negated query"), PROP_SMALL) + qd_prop_render_measure (_("resolvent"), PROP_SMALL);
}

static void
geometry_make (const QdPropRefutation *refutation, const QdPropRenderOptions *options, Geometry *g)
{
  const QdPropResolution *res = refutation->res;
  double inner;

  memset (g, 0, sizeof *g);
  g->is_tree = qd_prop_refutation_is_tree (refutation);
  g->top = PROP_MARGIN + PROP_CAPTION_H + KEY_H + PROP_LINE_GAP;
  if (g->is_tree)
    {
      g->top += PROP_SMALL;   /* room for a top input's "¬α" */
      qd_prop_proof_tree_build (&g->tree, refutation);
      g->threshold = tree_threshold (&g->tree, refutation, options, &g->n_steps);
      g->capped = g->tree.total > g->tree.nodes->len;
      inner = g->tree.width;
      g->height = g->top + g->tree.height;
    }
  else
    {
      g->n_steps = qd_prop_clauses_len (res->clauses) - res->n_input;
      g->n_list = list_len (refutation, options);
      g->capped = g->n_list < res->n_input + prop_render_step (options, g->n_steps);
      list_measure (refutation, g);
      inner = g->col_w[0] + g->col_w[1] + g->col_w[2] + 2 * LIST_GAP;
      g->height = g->top + g->n_list * LIST_ROW;
    }
  g->caption = caption_text (refutation, g, prop_render_step (options, g->n_steps));
  inner = MAX (inner, MAX (key_width (), qd_prop_render_caption_width (g->caption)));
  g->width = inner + 2 * PROP_MARGIN;
  g->height += (g->capped ? NOTE_H + PROP_LINE_GAP : 0) + PROP_MARGIN;
}

static void
geometry_clear (Geometry *g)
{
  if (g->is_tree)
    qd_prop_proof_tree_clear (&g->tree);
  g_clear_pointer (&g->caption, g_free);
}

/* The run's steps and nodes at the end, and node `node`'s clause
 * (QD_PROP_NONE past the nodes), what the getters below answer. */
static void
refutation_numbers (const QdPropRefutation *refutation, guint node, guint *n_steps, guint *n_nodes, guint *clause)
{
  QdPropRenderOptions o;
  Geometry g;

  qd_prop_render_options_init (&o, NULL);
  geometry_make (refutation, &o, &g);
  *n_steps = g.n_steps;
  *n_nodes = g.is_tree ? g.tree.nodes->len : g.n_list;
  *clause = node >= *n_nodes ? QD_PROP_NONE
            : g.is_tree ? g_array_index (g.tree.nodes, ProofNode, node).clause : node;
  geometry_clear (&g);
}

guint
qd_prop_refutation_n_steps (const QdPropRefutation *refutation)
{
  guint n_steps, n_nodes, clause;

  refutation_numbers (refutation, 0, &n_steps, &n_nodes, &clause);
  return n_steps;
}

guint
qd_prop_refutation_n_nodes (const QdPropRefutation *refutation)
{
  guint n_steps, n_nodes, clause;

  refutation_numbers (refutation, 0, &n_steps, &n_nodes, &clause);
  return n_nodes;
}

guint
qd_prop_refutation_node_clause (const QdPropRefutation *refutation, guint node)
{
  guint n_steps, n_nodes, clause;

  refutation_numbers (refutation, node, &n_steps, &n_nodes, &clause);
  return clause;
}

void
qd_prop_refutation_get_size (const QdPropRefutation *refutation, const QdPropRenderOptions *options,
                             double *width, double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (refutation, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

/* Node `node`'s box in unscaled units. */
static void
node_box (const Geometry *g, guint node, double *x, double *y, double *w, double *h)
{
  if (g->is_tree)
    {
      const ProofNode *n = &g_array_index (g->tree.nodes, ProofNode, node);

      *x = PROP_MARGIN + n->x - n->w / 2;
      *y = g->top + n->y - PROOF_BOX_H / 2;
      *w = n->w;
      *h = PROOF_BOX_H;
      return;
    }
  *x = PROP_MARGIN;
  *y = g->top + node * LIST_ROW;
  *w = g->width - 2 * PROP_MARGIN;
  *h = LIST_ROW;
}

void
qd_prop_refutation_node_box (const QdPropRefutation *refutation, const QdPropRenderOptions *options, guint node,
                             double *x, double *y, double *width, double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (refutation, options, &g);
  node_box (&g, node, x, y, width, height);
  *x *= s;
  *y *= s;
  *width *= s;
  *height *= s;
  geometry_clear (&g);
}

gint
qd_prop_refutation_hit (const QdPropRefutation *refutation, const QdPropRenderOptions *options, double x,
                        double y)
{
  Geometry g;
  double s = prop_render_scale (options);
  guint n;
  gint hit = -1;

  geometry_make (refutation, options, &g);
  n = g.is_tree ? g.tree.nodes->len : g.n_list;
  for (guint i = 0; i < n && hit < 0; i++)
    {
      double bx, by, bw, bh;

      node_box (&g, i, &bx, &by, &bw, &bh);
      if (x / s >= bx && x / s < bx + bw && y / s >= by && y / s < by + bh)
        hit = (gint) i;
    }
  geometry_clear (&g);
  return hit;
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropRefutation *refutation;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

/* Inputs of the KB grey, the negated query's in the second player's fill,
 * resolvents in the page's colour, the empty clause green. */
static const QdColor *
clause_fill (const Draw *d, guint clause, double *alpha)
{
  guint n;

  *alpha = 1.0;
  if (qd_prop_proof_is_input (d->refutation, clause))
    return is_query (d->refutation, clause) ? &d->p->min_fill : &d->p->leaf_fill;
  qd_prop_clause (d->refutation->res->clauses, clause, &n);
  *alpha = 0.35;
  return n == 0 ? &d->p->good : NULL;
}

static void
draw_key (Draw *d)
{
  static const char *const names[3] = { N_("KB clause"), N_("negated query"), N_("resolvent") };
  const QdColor *fills[3] = { &d->p->leaf_fill, &d->p->min_fill, NULL };
  double x = PROP_MARGIN, y = PROP_MARGIN + PROP_CAPTION_H + (KEY_H - KEY_BOX) / 2;

  for (guint i = 0; i < 3; i++)
    {
      qd_prop_render_box (d->cr, d->p, x + 0.5, y + 0.5, KEY_BOX, KEY_BOX, fills[i], 1.0, &d->p->foreground, 1);
      x += KEY_BOX + 6;
      x += qd_draw_text (&d->face, _(names[i]), PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, x, y + KEY_BOX / 2,
                         &d->p->foreground, 1.0) + LIST_GAP;
    }
}

static gboolean
tree_node_shown (const Draw *d, guint i)
{
  guint c = g_array_index (d->g.tree.nodes, ProofNode, i).clause;

  return qd_prop_proof_is_input (d->refutation, c) || c < d->g.threshold;
}

static void
draw_tree_node (Draw *d, guint i)
{
  const ProofNode *n = &g_array_index (d->g.tree.nodes, ProofNode, i);
  double x, y, w, h, alpha;
  const QdColor *fill = clause_fill (d, n->clause, &alpha);
  guint len;
  gboolean empty;

  qd_prop_clause (d->refutation->res->clauses, n->clause, &len);
  empty = len == 0;
  node_box (&d->g, i, &x, &y, &w, &h);
  qd_prop_render_box (d->cr, d->p, x, y, w, h, fill, alpha, empty ? &d->p->good : &d->p->foreground, empty ? 2.5 : 1);
  if (n->parents[0] == G_MAXUINT && !qd_prop_proof_is_input (d->refutation, n->clause))
    {
      /* A resolvent whose parents the cap leaves out: a dashed frame. */
      qd_draw_rounded_rect (d->cr, x - 3, y - 3, w + 6, h + 6, 7);
      qd_draw_set_color (d->cr, &d->p->muted, 1.0);
      qd_draw_line_width (d->cr, d->p, 1);
      qd_draw_dash_style (d->cr, d->p, 1);
      cairo_stroke (d->cr);
      cairo_set_dash (d->cr, NULL, 0, 0);
    }
  if ((gint) i == d->options->selected)
    {
      qd_draw_rounded_rect (d->cr, x - 4, y - 4, w + 8, h + 8, 8);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.5);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, n->text, PROP_TEXT,
                (empty ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x + w / 2,
                y + h / 2, &d->p->foreground, 1.0);
  /* Not by colour alone: the negated query's clauses say so above them
   * (inputs end their branches: no line comes down to them). */
  if (is_query (d->refutation, n->clause))
    qd_draw_text (&d->face, "¬α", PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, x + 2, y - PROP_SMALL * 0.7,
                  &d->p->muted, 1.0);
}

static void
draw_tree (Draw *d)
{
  const GArray *nodes = d->g.tree.nodes;

  for (guint i = 0; i < nodes->len; i++)
    {
      const ProofNode *n = &g_array_index (nodes, ProofNode, i);

      if (n->child == G_MAXUINT || !tree_node_shown (d, i) || !tree_node_shown (d, n->child))
        continue;
      {
        const ProofNode *c = &g_array_index (nodes, ProofNode, n->child);

        cairo_move_to (d->cr, PROP_MARGIN + n->x, d->g.top + n->y + PROOF_BOX_H / 2);
        cairo_line_to (d->cr, PROP_MARGIN + c->x, d->g.top + c->y - PROOF_BOX_H / 2);
      }
    }
  qd_draw_set_color (d->cr, &d->p->foreground, 0.7);
  qd_draw_line_width (d->cr, d->p, 1.2);
  cairo_stroke (d->cr);
  for (guint i = 0; i < nodes->len; i++)
    if (tree_node_shown (d, i))
      draw_tree_node (d, i);
}

static void
draw_list_row (Draw *d, guint c)
{
  guint n;
  const guint *lits = qd_prop_clause (d->refutation->res->clauses, c, &n);
  g_autofree char *text = qd_prop_clause_print (d->refutation->prop, lits, n);
  g_autofree char *origin = origin_text (d->refutation, c);
  double x, y, w, h, alpha, cx;
  const QdColor *fill = clause_fill (d, c, &alpha);
  char number[16];

  node_box (&d->g, c, &x, &y, &w, &h);
  if (fill != NULL)
    {
      cairo_rectangle (d->cr, x, y + 1, w, h - 2);
      qd_draw_set_color (d->cr, fill, alpha);
      cairo_fill (d->cr);
    }
  if ((gint) c == d->options->selected)
    {
      cairo_rectangle (d->cr, x + 1, y + 1, w - 2, h - 2);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2);
      cairo_stroke (d->cr);
    }
  g_snprintf (number, sizeof number, "%u", c + 1);
  cx = x + d->g.col_w[0];
  qd_draw_text (&d->face, number, PROP_SMALL, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, cx, y + h / 2,
                &d->p->muted, 1.0);
  cx += LIST_GAP;
  qd_draw_text (&d->face, text, PROP_TEXT, QD_DRAW_TEXT_CAP_MIDDLE, cx, y + h / 2, &d->p->foreground, 1.0);
  cx += d->g.col_w[1] + LIST_GAP;
  qd_draw_text (&d->face, origin, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, cx, y + h / 2, &d->p->muted, 1.0);
}

static void
draw_note (Draw *d)
{
  g_autofree char *text = NULL;
  double y = d->g.height - PROP_MARGIN - NOTE_H / 2;

  if (d->g.is_tree)
    {
      g_autofree char *drawn = qd_format_count (d->g.tree.nodes->len);
      g_autofree char *total = qd_format_count (d->g.tree.total);

      /* TRANSLATORS: a resolution proof too large to draw whole */
      text = g_strdup_printf (_("%s of the proof's %s nodes drawn, those nearest the empty clause"), drawn, total);
    }
  else
    {
      const QdPropResolution *res = d->refutation->res;
      guint left = res->n_input + prop_render_step (d->options, d->g.n_steps) - d->g.n_list;
      g_autofree char *count = qd_format_count (left);

      text = g_strdup_printf (ngettext ("%s more clause not shown", "%s more clauses not shown", left), count);
    }
  qd_draw_text (&d->face, text, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, y,
                &d->p->muted, 1.0);
}

void
qd_prop_refutation_render (cairo_t *cr, const QdPropRefutation *refutation, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .refutation = refutation, .options = options };

  geometry_make (refutation, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  draw_key (&d);
  if (d.g.is_tree)
    draw_tree (&d);
  else
    for (guint c = 0; c < d.g.n_list; c++)
      draw_list_row (&d, c);
  if (d.g.capped)
    draw_note (&d);
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
