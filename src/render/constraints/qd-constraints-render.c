/* qd-constraints-render.c — a constraint network: its layout and drawing. */
#include "config.h"
#include "qd-constraints-render-private.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "problems/constraints/qd-constraints-fold.h"
#include "render/qd-draw.h"
#include "render/qd-text-measure.h"

#define NAME_SIZE 14.0
#define VALUE_SIZE 12.0
#define LABEL_SIZE QD_CONSTRAINTS_LABEL_SIZE
#define VAR_HEIGHT 46.0
#define VAR_MIN_WIDTH 64.0
#define BOX_HEIGHT 26.0
#define LABEL_CHARS QD_CONSTRAINTS_LABEL_CHARS
#define VALUES_SHOWN 12         /* a larger domain is told by its count */
#define MARGIN QD_CONSTRAINTS_MARGIN
#define GAP QD_CONSTRAINTS_GAP
#define SPREAD_ROUNDS 60
#define SPREAD_ROUNDS_FEW 400   /* for at most SPREAD_FEW constraints: wide boxes on one spot part fully */
#define SPREAD_FEW 40
#define SPREAD_MAX 300          /* more constraints than this are not pushed apart (quadratic) */
#define ARC_REACH 6.0

static guint
domain_size (const QdCspModel *model, guint var)
{
  return qd_csp_domain_size (model->csp, var);
}

static double
value_width (const QdCspModel *model, guint var, guint value)
{
  g_autofree char *text = qd_csp_model_value_text (model, var, value);

  return qd_text_measure (text, VALUE_SIZE);
}

/* The values drawn one after the other, a space apart. */
static double
values_width (const QdCspModel *model, guint var)
{
  double w = 0, space = qd_text_measure (" ", VALUE_SIZE);
  guint n = domain_size (model, var);

  if (n > VALUES_SHOWN)
    return qd_text_measure ("999 of 999 values", VALUE_SIZE);
  for (guint v = 0; v < n; v++)
    w += value_width (model, var, v) + (v > 0 ? space : 0);
  return w;
}

char *
qd_constraints_ellipsize (const char *text, guint max_chars)
{
  glong n = g_utf8_strlen (text, -1);
  g_autofree char *head = NULL;

  if (n <= (glong) max_chars)
    return g_strdup (text);
  head = g_utf8_substring (text, 0, max_chars - 1);
  return g_strconcat (head, "…", NULL);
}

static gboolean
boxes_overlap (const QdConstraintsBox *a, const QdConstraintsBox *b, double gap)
{
  return fabs (a->x - b->x) * 2 < a->width + b->width + 2 * gap &&
         fabs (a->y - b->y) * 2 < a->height + b->height + 2 * gap;
}

/* Pushes box `a` (and `b` when `both`) apart along the line between them;
 * boxes on the same spot part along an angle their indexes give. */
static void
push_apart (QdConstraintsBox *a, QdConstraintsBox *b, gboolean both, guint salt)
{
  double dx = a->x - b->x, dy = a->y - b->y, d = hypot (dx, dy), step = 4.0;

  if (d < 1e-6)
    {
      dx = cos (salt * 2.399963);
      dy = sin (salt * 2.399963);
      d = 1;
    }
  a->x += step * dx / d;
  a->y += step * dy / d;
  if (both)
    {
      b->x -= step * dx / d;
      b->y -= step * dy / d;
    }
}

static gboolean
lookup_moved (GHashTable *moved, const char *key, double *x, double *y)
{
  const double *at = moved != NULL ? g_hash_table_lookup (moved, key) : NULL;

  if (at == NULL)
    return FALSE;
  *x = at[0];
  *y = at[1];
  return TRUE;
}


/* What both views need: the sizes, each pairwise != an alldifferent
 * stands for, the arcs; room for the caption of an optimisation. */
static QdConstraintsLayout *
layout_alloc (const QdCspModel *model)
{
  QdConstraintsLayout *l = g_new0 (QdConstraintsLayout, 1);
  const QdCsp *csp = model->csp;
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  QdConstraintsVarIndex index;

  l->n_vars = n;
  l->n_constraints = m;
  l->vars = g_new0 (QdConstraintsBox, n + 1);
  l->constraints = g_new0 (QdConstraintsBox, m + 1);
  l->labels = g_new0 (char *, m + 1);
  l->folded = g_new0 (gboolean, m + 1);
  l->owner = g_new (gint, m + 1);
  /* The alldifferents only: a variable is in few. */
  qd_constraints_var_index_init_arity (&index, csp, 3);
  for (guint c = 0; c < m; c++)
    {
      gint owner = qd_csp_constraint_arity (csp, c) == 2
                   ? qd_constraints_alldifferent_of (csp, &index, c, qd_csp_constraint_scope (csp, c)[0]) : (gint) c;

      l->owner[c] = owner != (gint) c ? owner : -1;
    }
  qd_constraints_var_index_clear (&index);
  l->arcs = qd_constraints_arcs (csp);
  if (qd_csp_model_has_objective (model))
    l->caption_y = MARGIN + QD_CONSTRAINTS_CAPTION_HEIGHT / 2 - 6;
  return l;
}

/* The folded graph's label of an array's node: "81 variables". */
static char *
folded_count (const QdCspArray *array)
{
  return g_strdup_printf (ngettext ("%u variable", "%u variables", array->n_vars), array->n_vars);
}

/* A node of the graph: a variable, or in the folded graph an array (its
 * first variable stands for it; -1 for its other variables). */
static gint
node_of (const QdConstraintsLayout *l, guint var)
{
  gint a = l->folded_arrays ? l->arrays->array_of[var] : -1;

  return a < 0 || l->arrays->arrays[a].first == var ? (gint) var : -1;
}

gboolean
qd_constraints_layout_is_node (const QdConstraintsLayout *layout, guint v)
{
  return node_of (layout, v) >= 0;
}

static double
node_width (const QdCspModel *model, const QdConstraintsLayout *l, guint v)
{
  gint a = l->folded_arrays ? l->arrays->array_of[v] : -1;

  if (a >= 0)
    {
      g_autofree char *title = qd_csp_array_title (&l->arrays->arrays[a]);
      g_autofree char *count = folded_count (&l->arrays->arrays[a]);

      return MAX (qd_text_measure (title, NAME_SIZE) + 14, qd_text_measure (count, VALUE_SIZE)) + 28;
    }
  return MAX (qd_text_measure (qd_csp_variable_name (model->csp, v), NAME_SIZE), values_width (model, v)) + 28;
}

/* The grid first past QD_CONSTRAINTS_GRAPH_MAX_VARIABLES, or past twice
 * QD_CONSTRAINTS_KINDS_FROM boxes of constraints (a pairwise != an
 * alldifferent states too has none). */
gboolean
qd_constraints_show_grid_first (const QdCspModel *model)
{
  QdConstraintsLayout *l;
  guint boxes = 0;

  if (qd_csp_model_n_vars (model) > QD_CONSTRAINTS_GRAPH_MAX_VARIABLES)
    return TRUE;
  if (qd_csp_n_constraints (model->csp) <= 2 * QD_CONSTRAINTS_KINDS_FROM)
    return FALSE;
  l = layout_alloc (model);
  for (guint c = 0; c < l->n_constraints; c++)
    boxes += l->owner[c] < 0;
  qd_constraints_layout_free (l);
  return boxes > 2 * QD_CONSTRAINTS_KINDS_FROM;
}

QdConstraintsLayout *
qd_constraints_layout_new (const QdCspModel *model, GHashTable *moved)
{
  return qd_constraints_layout_new_as (model, moved, QD_CONSTRAINTS_SHOW_AUTO);
}

/* The graph's nodes (a variable, or a folded array) around an ellipse
 * wider than tall, as a screen is, in the file's order. */
static void
place_ring (QdConstraintsLayout *l, const QdCspModel *model, GHashTable *moved)
{
  guint n_nodes = 0, node = 0;
  double perimeter = 0, radius;

  for (guint v = 0; v < l->n_vars; v++)
    if (node_of (l, v) >= 0)
      {
        l->vars[v].width = MAX (node_width (model, l, v), VAR_MIN_WIDTH);
        l->vars[v].height = VAR_HEIGHT;
        perimeter += l->vars[v].width + 3 * GAP;
        n_nodes++;
      }
  radius = n_nodes > 1 ? MAX (perimeter / (2 * G_PI), 110.0) : 0;
  for (guint v = 0; v < l->n_vars; v++)
    {
      double angle = -G_PI / 2 + 2 * G_PI * node / MAX (n_nodes, 1);

      if (node_of (l, v) < 0)
        {
          /* An array's other variables: on its node. */
          l->vars[v] = l->vars[l->arrays->arrays[l->arrays->array_of[v]].first];
          continue;
        }
      node++;
      l->vars[v].x = 1.3 * radius * cos (angle);
      l->vars[v].y = radius * sin (angle);
      lookup_moved (moved, qd_csp_variable_name (model->csp, v), &l->vars[v].x, &l->vars[v].y);
    }
}

/* Each constraint's label and box at the middle of its variables (or
 * where it was dragged: fixed[c]). */
static void
place_constraints (QdConstraintsLayout *l, const QdCspModel *model, GHashTable *moved, gboolean *fixed)
{
  const QdCsp *csp = model->csp;
  g_autoptr(GHashTable) sizes = qd_constraints_array_sizes ((const char *const *) model->names->pdata,
                                                            model->names->len);

  for (guint c = 0; c < l->n_constraints; c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);
      guint arity = qd_csp_constraint_arity (csp, c);
      char key[32];
      double sx = 0, sy = 0;

      g_autofree const char **names = g_new (const char *, arity + 1);
      g_autofree char *label = NULL;

      for (guint i = 0; i < arity; i++)
        names[i] = qd_csp_variable_name (csp, scope[i]);
      label = qd_constraints_scope_label (qd_csp_constraint_description (csp, c), names, arity, LABEL_CHARS, sizes);
      l->labels[c] = qd_constraints_ellipsize (label, LABEL_CHARS);
      l->folded[c] = qd_constraints_scope_folds (names, arity);
      l->constraints[c].width = qd_text_measure (l->labels[c], LABEL_SIZE) + 18;
      l->constraints[c].height = BOX_HEIGHT;
      for (guint i = 0; i < arity; i++)
        {
          sx += l->vars[scope[i]].x;
          sy += l->vars[scope[i]].y;
        }
      /* At the middle of its variables: a constraint between neighbours on
       * the ring stays by the ring, one across it goes inwards. */
      l->constraints[c].x = arity > 0 ? sx / arity : 0;
      l->constraints[c].y = arity > 0 ? sy / arity : 0;
      g_snprintf (key, sizeof key, "#%u", c);
      fixed[c] = lookup_moved (moved, key, &l->constraints[c].x, &l->constraints[c].y);
    }
}

/* The constraints' boxes pushed off each other and off the nodes. */
static void
spread (QdConstraintsLayout *l, const gboolean *fixed)
{
  guint m = l->n_constraints, drawn = 0;

  for (guint c = 0; c < m; c++)
    drawn += qd_constraints_layout_drawn (l, c);
  for (guint round = 0; round < (drawn <= SPREAD_FEW ? SPREAD_ROUNDS_FEW : SPREAD_ROUNDS) && drawn <= SPREAD_MAX; round++)
    {
      gboolean moved_any = FALSE;

      for (guint c = 0; c < m; c++)
        {
          if (fixed[c] || !qd_constraints_layout_drawn (l, c))
            continue;
          for (guint d = c + 1; d < m; d++)
            if (qd_constraints_layout_drawn (l, d) && boxes_overlap (&l->constraints[c], &l->constraints[d], GAP / 2))
              {
                push_apart (&l->constraints[c], &l->constraints[d], !fixed[d], c * 31 + d);
                moved_any = TRUE;
              }
          for (guint v = 0; v < l->n_vars; v++)
            if (node_of (l, v) >= 0 && boxes_overlap (&l->constraints[c], &l->vars[v], GAP))
              {
                push_apart (&l->constraints[c], &l->vars[v], FALSE, c + v);
                moved_any = TRUE;
              }
        }
      if (!moved_any)
        break;
    }
}

/* Everything moved inside the margins (and under the caption's line):
 * the drawing's size. */
static void
frame (QdConstraintsLayout *l)
{
  guint n = l->n_vars, m = l->n_constraints;
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double top = l->caption_y > 0 ? QD_CONSTRAINTS_CAPTION_HEIGHT : 0;

  for (guint i = 0; i < n + m; i++)
    {
      const QdConstraintsBox *b = i < n ? &l->vars[i] : &l->constraints[i - n];

      if (i >= n && !qd_constraints_layout_drawn (l, i - n))
        continue;
      min_x = MIN (min_x, b->x - b->width / 2);
      max_x = MAX (max_x, b->x + b->width / 2);
      min_y = MIN (min_y, b->y - b->height / 2);
      max_y = MAX (max_y, b->y + b->height / 2);
    }
  if (n + m == 0)
    min_x = min_y = max_x = max_y = 0;
  for (guint i = 0; i < n + m; i++)
    {
      QdConstraintsBox *b = i < n ? &l->vars[i] : &l->constraints[i - n];

      b->x += MARGIN - min_x;
      b->y += MARGIN - min_y + top;
    }
  l->shift_x = MARGIN - min_x;
  l->shift_y = MARGIN - min_y + top;
  l->width = max_x - min_x + 2 * MARGIN;
  l->height = max_y - min_y + 2 * MARGIN + top;
}

QdConstraintsLayout *
qd_constraints_layout_new_as (const QdCspModel *model, GHashTable *moved, QdConstraintsShow show)
{
  QdConstraintsLayout *l = layout_alloc (model);
  g_autofree gboolean *fixed = g_new0 (gboolean, l->n_constraints + 1);

  if (show == QD_CONSTRAINTS_SHOW_GRID || (show == QD_CONSTRAINTS_SHOW_AUTO && qd_constraints_show_grid_first (model)))
    {
      l->grid = TRUE;
      l->arrays = qd_csp_arrays_of_model (model);
      qd_constraints_grid_layout (l, model);
      return l;
    }
  if (l->n_vars > QD_CONSTRAINTS_GRAPH_MAX_VARIABLES)
    {
      l->arrays = qd_csp_arrays_of_model (model);
      l->folded_arrays = l->arrays->n_arrays > 0;
    }
  place_ring (l, model, moved);
  place_constraints (l, model, moved, fixed);
  /* A dense graph: one box per kind of constraint. */
  if (l->folded_arrays || l->n_constraints > QD_CONSTRAINTS_KINDS_FROM)
    qd_constraints_pack_kinds (l, model);
  spread (l, fixed);
  qd_constraints_pack_apart (l, fixed);
  qd_constraints_pack_share (l);
  frame (l);
  return l;
}

gboolean
qd_constraints_layout_drawn (const QdConstraintsLayout *layout, guint c)
{
  return !layout->grid && c < layout->n_constraints && layout->owner[c] < 0 &&
         (layout->group == NULL || layout->group[c] < 0 || layout->group[c] == (gint) c);
}

void
qd_constraints_layout_free (QdConstraintsLayout *layout)
{
  if (layout == NULL)
    return;
  for (guint c = 0; c < layout->n_constraints; c++)
    g_free (layout->labels[c]);
  g_free (layout->labels);
  g_free (layout->folded);
  g_free (layout->owner);
  g_free (layout->group);
  g_free (layout->arc_dup);
  g_free (layout->vars);
  g_free (layout->constraints);
  g_array_unref (layout->arcs);
  qd_csp_arrays_free (layout->arrays);
  g_free (layout->blocks);
  g_free (layout);
}

/* ---------------------------------------------------------------- geometry */

/* An arc drawn in no edge of its own: of a folded constraint, or of a
 * pairwise != an alldifferent's box stands for. */
static gboolean
arc_hidden (const QdConstraintsLayout *l, guint arc)
{
  const QdConstraintsArc *a = &g_array_index (l->arcs, QdConstraintsArc, arc);

  if (l->grid || l->folded[a->constraint] || l->owner[a->constraint] >= 0 ||
      (l->arc_dup != NULL && l->arc_dup[arc]))
    return TRUE;
  if (l->folded_arrays && arc > 0 && l->arrays->array_of[a->var] >= 0)
    {
      /* One edge per constraint and node: the same as the arc before. */
      const QdConstraintsArc *b = a - 1;

      return b->constraint == a->constraint && l->arrays->array_of[b->var] == l->arrays->array_of[a->var];
    }
  return FALSE;
}

/* An arc's edge: from its variable's oval to its constraint's box. */
static void
arc_ends (const QdConstraintsLayout *l, guint arc, double *x1, double *y1, double *x2, double *y2)
{
  const QdConstraintsArc *a = &g_array_index (l->arcs, QdConstraintsArc, arc);
  const QdConstraintsBox *v = &l->vars[a->var], *c = &l->constraints[a->constraint];
  double dx = c->x - v->x, dy = c->y - v->y, t, tb;

  if (fabs (dx) + fabs (dy) < 1e-9)
    {
      *x1 = *x2 = v->x;
      *y1 = *y2 = v->y;
      return;
    }
  /* The ellipse (width/2, height/2) around the variable... */
  t = 1.0 / sqrt (pow (dx / (v->width / 2), 2) + pow (dy / (v->height / 2), 2));
  /* ...and the box around the constraint, from its side. */
  tb = MIN (fabs (dx) > 1e-9 ? c->width / 2 / fabs (dx) : G_MAXDOUBLE,
            fabs (dy) > 1e-9 ? c->height / 2 / fabs (dy) : G_MAXDOUBLE);
  t = MIN (t, 1);
  tb = MIN (tb, 1);
  *x1 = v->x + t * dx;
  *y1 = v->y + t * dy;
  *x2 = c->x - tb * dx;
  *y2 = c->y - tb * dy;
}

void
qd_constraints_layout_arc_middle (const QdConstraintsLayout *layout, guint arc, double *x, double *y)
{
  double x1, y1, x2, y2;

  arc_ends (layout, arc, &x1, &y1, &x2, &y2);
  /* Nearer the variable: the arc is the variable's side of the constraint. */
  *x = x1 + 0.4 * (x2 - x1);
  *y = y1 + 0.4 * (y2 - y1);
}

static double
segment_distance (double px, double py, double x1, double y1, double x2, double y2)
{
  double dx = x2 - x1, dy = y2 - y1, len2 = dx * dx + dy * dy, t;

  t = len2 > 0 ? CLAMP (((px - x1) * dx + (py - y1) * dy) / len2, 0, 1) : 0;
  return hypot (px - (x1 + t * dx), py - (y1 + t * dy));
}

gboolean
qd_constraints_layout_hit (const QdConstraintsLayout *l, double x, double y, guint *kind, guint *index)
{
  double best = ARC_REACH;
  gint found = -1;

  for (guint v = 0; v < l->n_vars && l->grid; v++)
    if (fabs (x - l->vars[v].x) * 2 <= l->vars[v].width && fabs (y - l->vars[v].y) * 2 <= l->vars[v].height)
      {
        *kind = 0;
        *index = v;
        return TRUE;
      }
  if (l->grid)
    return FALSE;
  for (guint v = 0; v < l->n_vars; v++)
    if (pow ((x - l->vars[v].x) / (l->vars[v].width / 2), 2) + pow ((y - l->vars[v].y) / (l->vars[v].height / 2), 2) <= 1)
      {
        *kind = 0;
        *index = v;
        return TRUE;
      }
  for (guint c = 0; c < l->n_constraints; c++)
    if (qd_constraints_layout_drawn (l, c) && fabs (x - l->constraints[c].x) * 2 <= l->constraints[c].width &&
        fabs (y - l->constraints[c].y) * 2 <= l->constraints[c].height)
      {
        *kind = 1;
        *index = c;
        return TRUE;
      }
  for (guint a = 0; a < l->arcs->len; a++)
    {
      double x1, y1, x2, y2, d;

      if (arc_hidden (l, a))
        continue;
      arc_ends (l, a, &x1, &y1, &x2, &y2);
      d = segment_distance (x, y, x1, y1, x2, y2);
      if (d <= best)
        {
          best = d;
          found = (gint) a;
        }
    }
  if (found < 0)
    return FALSE;
  *kind = 2;
  *index = (guint) found;
  return TRUE;
}

/* ----------------------------------------------------------------- drawing */

void
qd_constraints_render_options_init (QdConstraintsRenderOptions *options, const QdPalette *palette)
{
  memset (options, 0, sizeof *options);
  options->palette = palette;
  options->current_arc = -1;
  options->selected_var = -1;
  options->selected_constraint = -1;
  options->wiped_out = -1;
}

/* The second channel of a state: a tick (consistent) or a cross
 * (inconsistent) in a disc at the arc's middle. */
static void
draw_mark (cairo_t *cr, const QdPalette *p, double x, double y, guint8 state, const QdColor *color)
{
  double r = 6.5;

  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, color, 1.0);
  qd_draw_line_width (cr, p, 1.5);
  cairo_stroke (cr);
  if (state == QD_CONSTRAINTS_ARC_CONSISTENT)
    {
      cairo_move_to (cr, x - 3.2, y + 0.2);
      cairo_line_to (cr, x - 0.8, y + 2.8);
      cairo_line_to (cr, x + 3.4, y - 2.8);
    }
  else
    {
      cairo_move_to (cr, x - 2.8, y - 2.8);
      cairo_line_to (cr, x + 2.8, y + 2.8);
      cairo_move_to (cr, x + 2.8, y - 2.8);
      cairo_line_to (cr, x - 2.8, y + 2.8);
    }
  qd_draw_line_width (cr, p, 1.8);
  cairo_stroke (cr);
}

static void
draw_arc (cairo_t *cr, const QdPalette *p, const QdConstraintsLayout *l, const QdConstraintsRenderOptions *o,
          guint arc)
{
  double x1, y1, x2, y2, mx, my;
  const QdColor *color = &p->muted;
  guint8 state = o->arc_states != NULL ? o->arc_states[arc] : G_MAXUINT8;
  gboolean current = (gint) arc == o->current_arc;
  gboolean cycle = o->cycle_constraints != NULL &&
                   o->cycle_constraints[g_array_index (l->arcs, QdConstraintsArc, arc).constraint];

  arc_ends (l, arc, &x1, &y1, &x2, &y2);
  if (cycle)
    color = &p->bad;
  else if (state == QD_CONSTRAINTS_ARC_TODO)
    color = &p->accent;
  else if (state == QD_CONSTRAINTS_ARC_CONSISTENT)
    color = &p->good;
  else if (state == QD_CONSTRAINTS_ARC_INCONSISTENT)
    color = &p->bad;
  if (current)
    {
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, x2, y2);
      qd_draw_set_color (cr, &p->accent, 0.3);
      qd_draw_line_width (cr, p, 9);
      cairo_stroke (cr);
    }
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
  qd_draw_set_color (cr, color, 1.0);
  qd_draw_line_width (cr, p, cycle ? 4 : state == QD_CONSTRAINTS_ARC_INCONSISTENT || current ? 3 : 2);
  /* To do: dashed; done: solid. */
  qd_draw_dash_style (cr, p, state == QD_CONSTRAINTS_ARC_TODO ? 1 : 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  if (state == QD_CONSTRAINTS_ARC_CONSISTENT || state == QD_CONSTRAINTS_ARC_INCONSISTENT)
    {
      qd_constraints_layout_arc_middle (l, arc, &mx, &my);
      draw_mark (cr, p, mx, my, state, color);
    }
}

/* A folded constraint: its array's variables joined by a broad band in
 * their order, and one thick edge from the box to the nearest of them;
 * in the accent while one of its arcs is to do or current. */
static void
draw_fold (cairo_t *cr, const QdPalette *p, const QdConstraintsLayout *l, const QdConstraintsRenderOptions *o,
           const QdCsp *csp, guint c)
{
  const guint *scope = qd_csp_constraint_scope (csp, c);
  guint arity = qd_csp_constraint_arity (csp, c), nearest = 0;
  const QdConstraintsBox *b = &l->constraints[c];
  gboolean busy = FALSE;
  double best = G_MAXDOUBLE;

  for (guint a = 0; a < l->arcs->len; a++)
    if (g_array_index (l->arcs, QdConstraintsArc, a).constraint == c ||
        l->owner[g_array_index (l->arcs, QdConstraintsArc, a).constraint] == (gint) c)
      busy = busy || (gint) a == o->current_arc ||
             (o->arc_states != NULL && o->arc_states[a] == QD_CONSTRAINTS_ARC_TODO);
  for (guint i = 0; i < arity; i++)
    {
      const QdConstraintsBox *v = &l->vars[scope[i]];
      double d = hypot (v->x - b->x, v->y - b->y);

      if (i == 0)
        cairo_move_to (cr, v->x, v->y);
      else
        cairo_line_to (cr, v->x, v->y);
      if (d < best)
        {
          best = d;
          nearest = scope[i];
        }
    }
  qd_draw_set_color (cr, busy ? &p->accent : &p->muted, 0.25);
  qd_draw_line_width (cr, p, 14);
  cairo_stroke (cr);
  cairo_move_to (cr, b->x, b->y);
  cairo_line_to (cr, l->vars[nearest].x, l->vars[nearest].y);
  qd_draw_set_color (cr, busy ? &p->accent : &p->muted, 1.0);
  qd_draw_line_width (cr, p, 6);
  cairo_stroke (cr);
}

static void
draw_constraint (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdConstraintsLayout *l,
                 const QdConstraintsRenderOptions *o, guint c)
{
  const QdConstraintsBox *b = &l->constraints[c];
  /* A kind's box: selected with any of its constraints. */
  gboolean selected = (gint) c == o->selected_constraint ||
                      (l->group != NULL && o->selected_constraint >= 0 &&
                       (guint) o->selected_constraint < l->n_constraints && l->group[o->selected_constraint] == (gint) c);
  gboolean cycle = o->cycle_constraints != NULL && o->cycle_constraints[c];

  qd_draw_rounded_rect (cr, b->x - b->width / 2, b->y - b->height / 2, b->width, b->height, 6);
  qd_draw_set_color (cr, &p->background, 1.0);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, selected ? &p->accent : cycle ? &p->bad : &p->foreground, 1.0);
  qd_draw_line_width (cr, p, selected || cycle ? 3 : 1.5);
  cairo_stroke (cr);
  qd_draw_text (face, l->labels[c], LABEL_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x, b->y,
                &p->foreground, 1.0);
}

static gboolean
has_value (const QdConstraintsRenderOptions *o, const QdCspModel *model, guint var, guint value)
{
  return o->domains != NULL ? o->domains[var][value] : qd_csp_initial_has (model->csp, var, value);
}

static void
draw_values (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdCspModel *model,
             const QdConstraintsRenderOptions *o, guint var, double cx, double y)
{
  guint n = domain_size (model, var), left = 0;
  double x, space = qd_text_measure (" ", VALUE_SIZE);
  gint single = o->solution != NULL ? o->solution[var]
                 : o->assigned != NULL && n > VALUES_SHOWN ? o->assigned[var] : -1;

  for (guint v = 0; v < n; v++)
    left += has_value (o, model, var, v);

  if (single >= 0)
    {
      g_autofree char *value = qd_csp_model_value_text (model, var, (guint) single);
      g_autofree char *text = g_strconcat ("= ", value, NULL);

      qd_draw_text (face, text, VALUE_SIZE + 1, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    cx, y, &p->foreground, 1.0);
      return;
    }
  if (n > VALUES_SHOWN)
    {
      g_autofree char *text = g_strdup_printf ("%u / %u", left, n);

      qd_draw_text (face, text, VALUE_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, cx, y,
                    &p->foreground, 1.0);
      return;
    }
  x = cx - values_width (model, var) / 2;
  for (guint v = 0; v < n; v++)
    {
      g_autofree char *text = qd_csp_model_value_text (model, var, v);
      double w = value_width (model, var, v);
      gboolean kept = has_value (o, model, var, v);
      gboolean chosen = o->assigned != NULL && o->assigned[var] == (gint) v;

      if (chosen)
        {
          /* The value assigned: boxed and bold, not only coloured. */
          qd_draw_rounded_rect (cr, x - 3, y - VALUE_SIZE * 0.75, w + 6, VALUE_SIZE * 1.5, 3);
          qd_draw_set_color (cr, &p->accent, 0.2);
          cairo_fill_preserve (cr);
          qd_draw_set_color (cr, &p->accent, 1.0);
          qd_draw_line_width (cr, p, 1.5);
          cairo_stroke (cr);
        }
      qd_draw_text (face, text, VALUE_SIZE, (chosen ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE,
                    x, y, kept ? &p->foreground : &p->muted, kept ? 1.0 : 0.8);
      if (!kept)
        {
          /* Struck through: removed, not merely greyed. */
          cairo_move_to (cr, x - 1, y);
          cairo_line_to (cr, x + w + 1, y);
          qd_draw_set_color (cr, &p->bad, 1.0);
          qd_draw_line_width (cr, p, 1.5);
          cairo_stroke (cr);
        }
      if (!kept && o->pruned != NULL && o->pruned[var] != NULL && o->pruned[var][v])
        {
          /* Removed by the step on show: crossed out too. */
          cairo_move_to (cr, x - 1, y - VALUE_SIZE * 0.55);
          cairo_line_to (cr, x + w + 1, y + VALUE_SIZE * 0.55);
          cairo_move_to (cr, x + w + 1, y - VALUE_SIZE * 0.55);
          cairo_line_to (cr, x - 1, y + VALUE_SIZE * 0.55);
          qd_draw_set_color (cr, &p->bad, 1.0);
          qd_draw_line_width (cr, p, 2);
          cairo_stroke (cr);
        }
      x += w + space;
    }
}

/* A cutset variable's second outline, dashed, outside the first; a
 * variable's place in the order in a disc at its upper left. */
static void
draw_structure (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdConstraintsBox *b,
                const QdConstraintsRenderOptions *o, guint var)
{
  if (o->cutset_vars != NULL && o->cutset_vars[var])
    {
      cairo_save (cr);
      cairo_translate (cr, b->x, b->y);
      cairo_scale (cr, b->width / 2 + 6, b->height / 2 + 6);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      qd_draw_set_color (cr, &p->accent, 1.0);
      qd_draw_line_width (cr, p, 3);
      qd_draw_dash_style (cr, p, 1);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (o->order != NULL && o->order[var] > 0)
    {
      double mx = b->x - b->width * 0.42, my = b->y - b->height * 0.42;
      g_autofree char *text = g_strdup_printf ("%u", o->order[var]);

      cairo_new_path (cr);
      cairo_arc (cr, mx, my, 10, 0, 2 * G_PI);
      qd_draw_set_color (cr, &p->accent, 1.0);
      cairo_fill (cr);
      qd_draw_text (face, text, VALUE_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, mx, my,
                    &p->background, 1.0);
    }
}

static void
draw_variable (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdCspModel *model,
               const QdConstraintsLayout *l, const QdConstraintsRenderOptions *o, guint var)
{
  const QdConstraintsBox *b = &l->vars[var];
  gboolean selected = (gint) var == o->selected_var;
  gboolean cycle = o->cycle_vars != NULL && o->cycle_vars[var];
  gboolean empty = TRUE;

  for (guint v = 0; v < domain_size (model, var) && empty; v++)
    empty = !has_value (o, model, var, v);
  cairo_save (cr);
  cairo_translate (cr, b->x, b->y);
  cairo_scale (cr, b->width / 2, b->height / 2);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
  qd_draw_set_color (cr, &p->leaf_fill, 1.0);
  cairo_fill_preserve (cr);
  /* A wiped-out domain: red and dashed, not only red; on a cycle: red and thick. */
  qd_draw_set_color (cr, selected ? &p->accent : empty || cycle ? &p->bad : &p->foreground, 1.0);
  qd_draw_line_width (cr, p, cycle ? 4 : selected || empty ? 3 : 1.5);
  if (empty)
    qd_draw_dash_style (cr, p, 2);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  draw_structure (cr, face, p, b, o, var);
  if ((gint) var == o->wiped_out)
    {
      /* The wipe-out of the step on show: an empty-set sign on the oval. */
      double mx = b->x + b->width * 0.42, my = b->y - b->height * 0.42, r = 8;

      cairo_new_path (cr);
      cairo_arc (cr, mx, my, r + 2, 0, 2 * G_PI);
      qd_draw_set_color (cr, &p->background, 1.0);
      cairo_fill (cr);
      cairo_arc (cr, mx, my, r * 0.6, 0, 2 * G_PI);
      cairo_move_to (cr, mx - r * 0.8, my + r * 0.8);
      cairo_line_to (cr, mx + r * 0.8, my - r * 0.8);
      qd_draw_set_color (cr, &p->bad, 1.0);
      qd_draw_line_width (cr, p, 2);
      cairo_stroke (cr);
    }
  if (l->folded_arrays && l->arrays->array_of[var] >= 0)
    {
      /* An array folded into its node: its name and its size. */
      const QdCspArray *array = &l->arrays->arrays[l->arrays->array_of[var]];
      g_autofree char *title = qd_csp_array_title (array);
      g_autofree char *count = folded_count (array);

      qd_draw_text (face, title, NAME_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x,
                    b->y - 9, &p->foreground, 1.0);
      qd_draw_text (face, count, VALUE_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x, b->y + 10,
                    &p->muted, 1.0);
      return;
    }
  qd_draw_text (face, qd_csp_variable_name (model->csp, var), NAME_SIZE,
                QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x, b->y - 9, &p->foreground, 1.0);
  draw_values (cr, face, p, model, o, var, b->x, b->y + 10);
}

void
qd_constraints_render (cairo_t *cr, const QdCspModel *model, const QdConstraintsLayout *layout,
                       const QdConstraintsRenderOptions *options)
{
  const QdPalette *p = qd_palette_or_light (options->palette);
  QdDrawText face;

  qd_draw_begin (cr, p, &face, "H");
  if (layout->caption_y > 0 && options->caption != NULL)
    qd_draw_text (&face, options->caption, QD_CONSTRAINTS_CAPTION_SIZE,
                  QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, MARGIN, layout->caption_y,
                  &p->foreground, 1.0);
  if (layout->grid)
    {
      qd_constraints_grid_draw (cr, &face, p, model, layout, options);
      qd_draw_end (cr, &face);
      return;
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint c = 0; c < layout->n_constraints; c++)
    if (layout->folded[c])
      draw_fold (cr, p, layout, options, model->csp, c);
  for (guint a = 0; a < layout->arcs->len; a++)
    if ((gint) a != options->current_arc && !arc_hidden (layout, a))
      draw_arc (cr, p, layout, options, a);
  if (options->current_arc >= 0 && (guint) options->current_arc < layout->arcs->len &&
      !arc_hidden (layout, (guint) options->current_arc))
    draw_arc (cr, p, layout, options, (guint) options->current_arc);
  for (guint c = 0; c < layout->n_constraints; c++)
    if (qd_constraints_layout_drawn (layout, c))
      draw_constraint (cr, &face, p, layout, options, c);
  for (guint v = 0; v < layout->n_vars; v++)
    if (node_of (layout, v) >= 0)
      draw_variable (cr, &face, p, model, layout, options, v);
  qd_draw_end (cr, &face);
}

#define NOTE_SIZE 16.0

void
qd_constraints_render_note_size (const char *text, double *width, double *height)
{
  *width = qd_text_measure (text, NOTE_SIZE) + 2 * MARGIN;
  *height = NOTE_SIZE * 3 + 2 * MARGIN;
}

void
qd_constraints_render_note (cairo_t *cr, const QdPalette *palette, const char *text)
{
  const QdPalette *p = qd_palette_or_light (palette);
  double width, height;
  QdDrawText face;

  qd_constraints_render_note_size (text, &width, &height);
  qd_draw_begin (cr, p, &face, "H");
  qd_draw_text (&face, text, NOTE_SIZE, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                width / 2, height / 2, &p->muted, 1.0);
  qd_draw_end (cr, &face);
}

void
qd_constraints_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing)
{
  const QdConstraintsDrawing *d = drawing;

  if (d->scale > 0)
    cairo_scale (cr, d->scale, d->scale);
  qd_constraints_render (cr, d->model, d->layout, &d->options);
}

void
qd_constraints_drawing_fit (QdConstraintsDrawing *d, double *width, double *height)
{
  double side = MAX (d->layout->width, d->layout->height);

  d->scale = side > QD_CONSTRAINTS_PICTURE_MAX ? QD_CONSTRAINTS_PICTURE_MAX / side : 0;
  *width = d->scale > 0 ? MIN (d->layout->width * d->scale, QD_CONSTRAINTS_PICTURE_MAX) : d->layout->width;
  *height = d->scale > 0 ? MIN (d->layout->height * d->scale, QD_CONSTRAINTS_PICTURE_MAX) : d->layout->height;
}
