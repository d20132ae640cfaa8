/* qd-constraints-view.c — a constraint network on a QdCanvas. */
#include "config.h"
#include "qd-constraints-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

/* What an empty network shows. */
#define EMPTY_NOTE N_("No variable yet: type one in the sidebar")
#define ARC_CELL 8.0            /* the side of an arc's cell, around its middle */

struct _QdConstraintsView
{
  QdCanvas parent_instance;

  const QdCspModel *model;
  const QdConstraintsLayout *layout;
  QdConstraintsRenderOptions options;
  gint dragging_kind;           /* what a drag moves, or -1 */
  guint dragging;
  gboolean moved;
  double drag_x, drag_y;        /* where the drag began, widget coordinates */
};

G_DEFINE_FINAL_TYPE (QdConstraintsView, qd_constraints_view, QD_TYPE_CANVAS)

enum { ITEM_ACTIVATED, ITEM_DRAGGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
qd_constraints_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);

  if (self->layout != NULL)
    {
      *width = self->layout->width;
      *height = self->layout->height;
    }
  else
    qd_constraints_render_note_size (_(EMPTY_NOTE), width, height);
}

static void
qd_constraints_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);
  QdConstraintsRenderOptions options = self->options;

  if (self->model == NULL || self->layout == NULL)
    {
      qd_constraints_render_note (cr, palette, _(EMPTY_NOTE));
      return;
    }
  options.palette = palette;
  qd_constraints_render (cr, self->model, self->layout, &options);
}

/* ------------------------------------------------ keyboard and screen reader */

/* The cells: the variables, then the constraints, then the arcs. */
static guint
qd_constraints_view_n_cells (QdCanvas *canvas)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);
  const QdConstraintsLayout *l = self->layout;

  /* The grid: its cells alone (its constraints and arcs are not drawn). */
  if (l != NULL && l->grid)
    return l->n_vars;
  return l != NULL ? l->n_vars + l->n_constraints + l->arcs->len : 0;
}

static void
cell_item (QdConstraintsView *self, guint cell, QdConstraintsItem *kind, guint *index)
{
  const QdConstraintsLayout *l = self->layout;

  if (cell < l->n_vars)
    *kind = QD_CONSTRAINTS_ITEM_VARIABLE, *index = cell;
  else if (cell < l->n_vars + l->n_constraints)
    *kind = QD_CONSTRAINTS_ITEM_CONSTRAINT, *index = cell - l->n_vars;
  else
    *kind = QD_CONSTRAINTS_ITEM_ARC, *index = cell - l->n_vars - l->n_constraints;
}

static void
qd_constraints_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);
  const QdConstraintsBox *b;
  QdConstraintsItem kind;
  guint index;
  double x, y;

  cell_item (self, cell, &kind, &index);
  if (kind == QD_CONSTRAINTS_ITEM_ARC)
    {
      guint c = g_array_index (self->layout->arcs, QdConstraintsArc, index).constraint;

      /* An arc drawn in no edge of its own (folded, or of a pairwise !=
       * an alldifferent's box stands for): at that box. */
      if (self->layout->folded[c] || self->layout->owner[c] >= 0)
        {
          kind = QD_CONSTRAINTS_ITEM_CONSTRAINT;
          index = c;
        }
    }
  if (kind == QD_CONSTRAINTS_ITEM_CONSTRAINT && self->layout->owner[index] >= 0)
    index = (guint) self->layout->owner[index];
  if (kind == QD_CONSTRAINTS_ITEM_ARC)
    {
      qd_constraints_layout_arc_middle (self->layout, index, &x, &y);
      graphene_rect_init (rect, x - ARC_CELL, y - ARC_CELL, 2 * ARC_CELL, 2 * ARC_CELL);
      return;
    }
  b = kind == QD_CONSTRAINTS_ITEM_VARIABLE ? &self->layout->vars[index] : &self->layout->constraints[index];
  graphene_rect_init (rect, b->x - b->width / 2, b->y - b->height / 2, b->width, b->height);
}

static char *
values_left (QdConstraintsView *self, guint var, guint *left)
{
  GString *out = g_string_new (NULL);
  guint n = qd_csp_domain_size (self->model->csp, var);

  *left = 0;
  for (guint v = 0; v < n; v++)
    {
      gboolean has = self->options.domains != NULL ? self->options.domains[var][v]
                                                    : qd_csp_initial_has (self->model->csp, var, v);
      g_autofree char *text = NULL;

      if (!has)
        continue;
      if (++*left > 20)
        continue;
      text = qd_csp_model_value_text (self->model, var, v);
      g_string_append_printf (out, "%s%s", *left > 1 ? ", " : "", text);
    }
  if (*left > 20)
    g_string_append (out, ", …");
  return g_string_free (out, FALSE);
}

/* A search's replay: ", removed by this step: 2, 4" after `text` (taken). */
static char *
append_pruned (QdConstraintsView *self, guint var, char *text)
{
  GString *out = g_string_new (text);
  guint n = 0;

  g_free (text);
  for (guint v = 0; self->options.pruned != NULL && v < qd_csp_domain_size (self->model->csp, var); v++)
    if (self->options.pruned[var][v])
      {
        g_autofree char *value = qd_csp_model_value_text (self->model, var, v);

        /* TRANSLATORS: after a variable's values in a search's replay */
        g_string_append_printf (out, "%s%s", n++ == 0 ? _(", removed by this step: ") : ", ", value);
      }
  return g_string_free (out, FALSE);
}

static const char *
state_text (guint8 state)
{
  switch (state)
    {
    case QD_CONSTRAINTS_ARC_TODO:
      return _("to do (in the queue)");
    case QD_CONSTRAINTS_ARC_CONSISTENT:
      return _("consistent");
    case QD_CONSTRAINTS_ARC_INCONSISTENT:
      return _("inconsistent: values removed");
    default:
      return NULL;
    }
}

/* The tree-structured solver's marks after `text` (taken): ", on the
 * cycle", ", in the cycle cutset", ", number 2 in the order". */
static char *
append_structure (QdConstraintsView *self, QdConstraintsItem kind, guint index, char *text)
{
  const QdConstraintsRenderOptions *o = &self->options;
  GString *out = g_string_new (text);

  g_free (text);
  if (kind == QD_CONSTRAINTS_ITEM_VARIABLE ? o->cycle_vars != NULL && o->cycle_vars[index]
                                           : o->cycle_constraints != NULL && o->cycle_constraints[index])
    g_string_append (out, _(", on the cycle"));
  if (kind == QD_CONSTRAINTS_ITEM_VARIABLE && o->cutset_vars != NULL && o->cutset_vars[index])
    g_string_append (out, _(", in the cycle cutset"));
  if (kind == QD_CONSTRAINTS_ITEM_VARIABLE && o->order != NULL && o->order[index] > 0)
    g_string_append_printf (out, _(", number %u in the order"), o->order[index]);
  return g_string_free (out, FALSE);
}

static char *describe_item (QdConstraintsView *self, QdConstraintsItem kind, guint index);

/* The grid's coefficient rows, heard after a cell (`text` taken):
 * ", weight 12, value 48". */
static char *
append_coefficients (QdConstraintsView *self, guint var, char *text)
{
  GString *out = g_string_new (text);

  g_free (text);
  for (guint b = 0; self->layout->grid && b < self->layout->n_blocks; b++)
    for (guint i = 0; i < self->layout->blocks[b].n_linear; i++)
      {
        const QdCspModelLinear *linear = self->layout->blocks[b].linear[i];

        for (guint k = 0; k < linear->n; k++)
          if (linear->vars[k] == var)
            {
              g_autofree char *coef = g_strdup_printf ("%" G_GINT64_FORMAT, linear->coeffs[k]);

              /* TRANSLATORS: after a cell of the grid: ", weight 12" or ", value 48" */
              g_string_append_printf (out, linear->op == 0 ? _(", value %s") : _(", weight %s"), coef);
            }
      }
  return g_string_free (out, FALSE);
}

static char *
qd_constraints_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);
  QdConstraintsItem kind;
  guint index;

  cell_item (self, cell, &kind, &index);
  if (kind == QD_CONSTRAINTS_ITEM_VARIABLE)
    return append_coefficients (self, index, append_structure (self, kind, index, describe_item (self, kind, index)));
  return kind == QD_CONSTRAINTS_ITEM_ARC ? describe_item (self, kind, index)
                                         : append_structure (self, kind, index, describe_item (self, kind, index));
}

static char *
describe_item (QdConstraintsView *self, QdConstraintsItem kind, guint index)
{
  const QdCsp *csp = self->model->csp;

  if (kind == QD_CONSTRAINTS_ITEM_VARIABLE)
    {
      char *text;
      guint left;
      g_autofree char *values = values_left (self, index, &left);

      if (self->options.solution != NULL && self->options.solution[index] >= 0)
        {
          g_autofree char *value = qd_csp_model_value_text (self->model, index, (guint) self->options.solution[index]);

          return g_strdup_printf (_("Variable %s = %s in the solution"), qd_csp_variable_name (csp, index), value);
        }
      if (self->options.assigned != NULL && self->options.assigned[index] >= 0)
        {
          g_autofree char *value = qd_csp_model_value_text (self->model, index, (guint) self->options.assigned[index]);

          /* TRANSLATORS: a variable in a search's replay: "Variable WA, assigned red" */
          return g_strdup_printf (_("Variable %s, assigned %s"), qd_csp_variable_name (csp, index), value);
        }
      if (left == 0)
        text = g_strdup_printf (_("Variable %s, no value left"), qd_csp_variable_name (csp, index));
      else
        text = g_strdup_printf (ngettext ("Variable %s, %u value: %s", "Variable %s, %u values: %s", left),
                                qd_csp_variable_name (csp, index), left, values);
      return append_pruned (self, index, text);
    }
  if (kind == QD_CONSTRAINTS_ITEM_CONSTRAINT)
    return g_strdup_printf (_("Constraint %s"), qd_csp_constraint_description (csp, index));
  {
    const QdConstraintsArc *arc = &g_array_index (self->layout->arcs, QdConstraintsArc, index);
    g_autofree char *text = qd_constraints_arc_text (self->model, arc);
    const char *state = self->options.arc_states != NULL ? state_text (self->options.arc_states[index]) : NULL;

    /* TRANSLATORS: an arc (variable, constraint), then its AC-3 state */
    return state != NULL ? g_strdup_printf (_("Arc %s, %s"), text, state) : g_strdup_printf (_("Arc %s"), text);
  }
}

static char *
qd_constraints_view_describe (QdCanvas *canvas)
{
  QdConstraintsView *self = QD_CONSTRAINTS_VIEW (canvas);
  guint n, m;
  g_autofree char *vars = NULL;

  if (self->layout == NULL)
    return g_strdup (_("An empty constraint network: add a variable."));
  n = self->layout->n_vars;
  m = self->layout->n_constraints;
  vars = g_strdup_printf (ngettext ("%u variable", "%u variables", n), n);
  return g_strdup_printf (ngettext ("A constraint network of %s and %u constraint.",
                                    "A constraint network of %s and %u constraints.", m), vars, m);
}

static void
on_cell_activated (QdConstraintsView *self, guint cell)
{
  QdConstraintsItem kind;
  guint index;

  if (self->layout == NULL || cell >= qd_constraints_view_n_cells (QD_CANVAS (self)))
    return;
  cell_item (self, cell, &kind, &index);
  g_signal_emit (self, signals[ITEM_ACTIVATED], 0, (guint) kind, index);
}

/* ------------------------------------------------------------------ pointer */

static gboolean
hit (QdConstraintsView *self, double wx, double wy, guint *kind, guint *index)
{
  double x, y;

  if (self->layout == NULL)
    return FALSE;
  qd_canvas_to_picture (QD_CANVAS (self), wx, wy, &x, &y);
  return qd_constraints_layout_hit (self->layout, x, y, kind, index);
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, QdConstraintsView *self)
{
  guint kind, index;

  self->dragging_kind = -1;
  self->moved = FALSE;
  self->drag_x = x;
  self->drag_y = y;
  if (hit (self, x, y, &kind, &index))
    {
      self->dragging_kind = (gint) kind;
      self->dragging = index;
    }
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, QdConstraintsView *self)
{
  double x, y;

  /* Arcs do not move; a slip of a few pixels is still a click. */
  if (self->dragging_kind < 0 || self->dragging_kind == QD_CONSTRAINTS_ITEM_ARC ||
      (!self->moved && dx * dx + dy * dy < 16))
    return;
  self->moved = TRUE;
  qd_canvas_to_picture (QD_CANVAS (self), self->drag_x + dx, self->drag_y + dy, &x, &y);
  g_signal_emit (self, signals[ITEM_DRAGGED], 0, (guint) self->dragging_kind, self->dragging, x, y);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, QdConstraintsView *self)
{
  if (self->dragging_kind >= 0 && !self->moved)
    {
      qd_constraints_view_select (self, (QdConstraintsItem) self->dragging_kind, self->dragging);
      g_signal_emit (self, signals[ITEM_ACTIVATED], 0, (guint) self->dragging_kind, self->dragging);
    }
  self->dragging_kind = -1;
}

/* ------------------------------------------------------------------ GObject */

static void
qd_constraints_view_class_init (QdConstraintsViewClass *klass)
{
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_constraints_view);

  signals[ITEM_ACTIVATED] = qd_signal_new (klass, "item-activated", 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[ITEM_DRAGGED] =
    qd_signal_new (klass, "item-dragged", 4, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
}

static void
qd_constraints_view_init (QdConstraintsView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  qd_constraints_render_options_init (&self->options, NULL);
  self->dragging_kind = -1;
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.5, 1.5);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}

void
qd_constraints_view_set_network (QdConstraintsView *self, const QdCspModel *model, const QdConstraintsLayout *layout)
{
  self->model = model;
  self->layout = model != NULL ? layout : NULL;
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_constraints_view_set_options (QdConstraintsView *self, const QdConstraintsRenderOptions *options)
{
  self->options = *options;
  qd_canvas_redraw (QD_CANVAS (self));
}

void
qd_constraints_view_select (QdConstraintsView *self, QdConstraintsItem kind, guint index)
{
  const QdConstraintsLayout *l = self->layout;
  guint cell = index;

  if (l == NULL)
    return;
  if (kind >= QD_CONSTRAINTS_ITEM_CONSTRAINT)
    cell += l->n_vars;
  if (kind == QD_CONSTRAINTS_ITEM_ARC)
    cell += l->n_constraints;
  qd_canvas_set_cursor (QD_CANVAS (self), (gint) cell);
}
