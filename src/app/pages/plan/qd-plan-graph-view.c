/* qd-plan-graph-view.c — a planning graph in the window (qd-plan-graph-view.h). */
#include "config.h"
#include "qd-plan-graph-view.h"

#include <glib/gi18n.h>

struct _QdPlanGraphView
{
  QdCanvas parent_instance;

  const QdStripsGraph *graph;   /* borrowed, or NULL */
  GArray *items;                /* QdPlanGraphItem: the cells */
  GArray *boxes;                /* double[4] per cell: x, y, width, height */
  gint hover;                   /* the cell under the pointer, or -1 */
  QdPlanGraphItem selected;
};

G_DEFINE_FINAL_TYPE (QdPlanGraphView, qd_plan_graph_view, QD_TYPE_CANVAS)

static guint item_changed_signal;

static void
drawing_init (QdPlanGraphView *self, QdPlanGraphDrawing *drawing, const QdPalette *palette)
{
  qd_plan_graph_drawing_init (drawing, self->graph, palette);
  drawing->book_names = FALSE;
}

static void
qd_plan_graph_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdPlanGraphView *self = QD_PLAN_GRAPH_VIEW (canvas);
  QdPlanGraphDrawing drawing;

  if (self->graph == NULL)
    return;
  drawing_init (self, &drawing, qd_canvas_get_palette (canvas));
  qd_plan_graph_draw_get_size (&drawing, width, height);
}

static void
qd_plan_graph_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdPlanGraphView *self = QD_PLAN_GRAPH_VIEW (canvas);
  QdPlanGraphDrawing drawing;

  if (self->graph == NULL)
    return;
  drawing_init (self, &drawing, palette);
  /* The item shown on an accent ground, its mutexes drawn as arcs to its
   * partners (the label under the graph lists them with their reasons). */
  if (qd_plan_graph_view_get_item (self, &self->selected))
    {
      drawing.selected = &self->selected;
      drawing.n_selected = 1;
      drawing.focus = &self->selected;
    }
  qd_plan_graph_draw (cr, &drawing);
}

static guint
qd_plan_graph_view_n_cells (QdCanvas *canvas)
{
  return QD_PLAN_GRAPH_VIEW (canvas)->items->len;
}

static void
qd_plan_graph_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  const double *box = &g_array_index (QD_PLAN_GRAPH_VIEW (canvas)->boxes, double, 4 * cell);

  graphene_rect_init (rect, box[0], box[1], box[2], box[3]);
}

static char *
qd_plan_graph_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdPlanGraphView *self = QD_PLAN_GRAPH_VIEW (canvas);

  return qd_plan_graph_view_describe_item (self, &g_array_index (self->items, QdPlanGraphItem, cell));
}

static char *
qd_plan_graph_view_describe (QdCanvas *canvas)
{
  QdPlanGraphView *self = QD_PLAN_GRAPH_VIEW (canvas);
  guint off;

  if (self->graph == NULL)
    return NULL;
  off = qd_strips_graph_level_off (self->graph);
  if (off == QD_STRIPS_GRAPH_INFINITE)
    return g_strdup_printf (_("The planning graph from the state on show: %u literal levels, not levelled off."),
                            qd_strips_graph_n_levels (self->graph));
  return g_strdup_printf (_("The planning graph from the state on show: %u literal levels; it levels off at S%u."),
                          qd_strips_graph_n_levels (self->graph), off);
}

/* ---- the items */

static const char *
mutex_label (QdStripsGraphMutex kind)
{
  static const char *const labels[] = {
    [QD_STRIPS_GRAPH_NEGATION] = N_("negation"),
    [QD_STRIPS_GRAPH_INCONSISTENT_SUPPORT] = N_("inconsistent support"),
    [QD_STRIPS_GRAPH_INCONSISTENT_EFFECTS] = N_("inconsistent effects"),
    [QD_STRIPS_GRAPH_INTERFERENCE] = N_("interference"),
    [QD_STRIPS_GRAPH_COMPETING_NEEDS] = N_("competing needs"),
  };

  return kind > 0 && kind < G_N_ELEMENTS (labels) ? _(labels[kind]) : "";
}

static char *
item_name (const QdStripsGraph *graph, const QdPlanGraphItem *item)
{
  return item->action ? qd_strips_graph_action_name (graph, item->index)
                      : qd_strips_graph_literal_name (graph, item->index);
}

/* The reasons two items of one level are mutex, as bits 1 << QdStripsGraphMutex. */
static guint
mutex_reasons (const QdStripsGraph *graph, const QdPlanGraphItem *a, guint b)
{
  QdStripsGraphMutex kind;

  if (a->action)
    return qd_strips_graph_action_mutex_reasons (graph, a->level, a->index, b);
  kind = qd_strips_graph_literal_mutex (graph, a->level, a->index, b);
  return kind == QD_STRIPS_GRAPH_NOT_MUTEX ? 0 : 1u << kind;
}

static void
append_partner (GString *out, const QdStripsGraph *graph, const QdPlanGraphItem *partner, guint reasons)
{
  g_autofree char *name = item_name (graph, partner);
  guint n = 0;

  g_string_append_printf (out, "\n  %s (", name);
  for (guint kind = QD_STRIPS_GRAPH_NEGATION; kind <= QD_STRIPS_GRAPH_COMPETING_NEEDS; kind++)
    if (reasons & (1u << kind))
      g_string_append_printf (out, "%s%s", n++ > 0 ? ", " : "", mutex_label (kind));
  g_string_append_c (out, ')');
}

char *
qd_plan_graph_view_describe_item (QdPlanGraphView *self, const QdPlanGraphItem *item)
{
  g_autoptr(GArray) level = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *name = item_name (self->graph, item);
  GString *out = g_string_new (NULL);
  guint n = 0;

  if (item->action)
    qd_strips_graph_level_actions (self->graph, item->level, level);
  else
    qd_strips_graph_level_literals (self->graph, item->level, level);
  g_string_append_printf (out, item->action ? _("%s in A%u") : _("%s in S%u"), name, item->level);
  for (guint i = 0; i < level->len; i++)
    {
      guint other = g_array_index (level, guint, i);
      guint reasons = other != item->index ? mutex_reasons (self->graph, item, other) : 0;
      QdPlanGraphItem partner = { .level = item->level, .action = item->action, .index = other };

      if (reasons == 0)
        continue;
      if (n++ == 0)
        g_string_append (out, _(", mutex with:"));
      append_partner (out, self->graph, &partner, reasons);
    }
  if (n == 0)
    g_string_append (out, _(", mutex with nothing."));
  return g_string_free (out, FALSE);
}

/* Every item drawn, level by level: the literals of S_i, then the actions of A_i. */
static void
collect_items (QdPlanGraphView *self)
{
  g_autoptr(GArray) level = g_array_new (FALSE, FALSE, sizeof (guint));
  QdPlanGraphDrawing drawing;
  guint n_levels = qd_strips_graph_n_levels (self->graph);

  drawing_init (self, &drawing, NULL);
  for (guint i = 0; i < 2 * n_levels; i++)
    {
      gboolean action = i % 2 == 1;

      if (action)
        qd_strips_graph_level_actions (self->graph, i / 2, level);
      else
        qd_strips_graph_level_literals (self->graph, i / 2, level);
      for (guint k = 0; k < level->len; k++)
        {
          QdPlanGraphItem item = { .level = i / 2, .action = action, .index = g_array_index (level, guint, k) };
          double box[4];

          if (!qd_plan_graph_draw_item_box (&drawing, &item, box))
            continue;
          g_array_append_val (self->items, item);
          g_array_append_vals (self->boxes, box, 4);
        }
    }
}

void
qd_plan_graph_view_set_graph (QdPlanGraphView *self, const QdStripsGraph *graph)
{
  self->graph = graph;
  self->hover = -1;
  g_array_set_size (self->items, 0);
  g_array_set_size (self->boxes, 0);
  if (graph != NULL)
    collect_items (self);
  qd_canvas_contents_changed (QD_CANVAS (self));
  qd_canvas_set_cursor (QD_CANVAS (self), self->items->len > 0 ? 0 : -1);
}

gboolean
qd_plan_graph_view_get_item (QdPlanGraphView *self, QdPlanGraphItem *item)
{
  gint cell = self->hover >= 0 ? self->hover : qd_canvas_get_cursor (QD_CANVAS (self));

  if (self->graph == NULL || cell < 0 || (guint) cell >= self->items->len)
    return FALSE;
  *item = g_array_index (self->items, QdPlanGraphItem, cell);
  return TRUE;
}

/* ---- the pointer */

static gint
cell_at (QdPlanGraphView *self, double x, double y)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      const double *box = &g_array_index (self->boxes, double, 4 * i);

      if (x >= box[0] && x <= box[0] + box[2] && y >= box[1] && y <= box[1] + box[3])
        return (gint) i;
    }
  return -1;
}

static void
set_hover (QdPlanGraphView *self, gint cell)
{
  if (cell == self->hover)
    return;
  self->hover = cell;
  qd_canvas_redraw (QD_CANVAS (self));
  g_signal_emit (self, item_changed_signal, 0);
}

/* Scrolls the least that shows the cell and a margin round it (its
 * mutexes' arcs start beside it). */
static void
show_cell (QdPlanGraphView *self, gint cell)
{
  double zoom = qd_canvas_get_zoom (QD_CANVAS (self)), margin = 48;
  GtkAdjustment *h = NULL, *v = NULL;
  const double *box;

  if (cell < 0 || (guint) cell >= self->items->len)
    return;
  box = &g_array_index (self->boxes, double, 4 * cell);
  g_object_get (self, "hadjustment", &h, "vadjustment", &v, NULL);
  if (h != NULL)
    gtk_adjustment_clamp_page (h, box[0] * zoom - margin, (box[0] + box[2]) * zoom + margin);
  if (v != NULL)
    gtk_adjustment_clamp_page (v, box[1] * zoom - margin, (box[1] + box[3]) * zoom + margin);
  g_clear_object (&h);
  g_clear_object (&v);
}

/* The cursor moved (the keyboard, a click): its item is the one shown
 * until the pointer moves again. */
static void
on_cursor_moved (QdPlanGraphView *self, gint cell)
{
  self->hover = -1;
  show_cell (self, cell);
  qd_canvas_redraw (QD_CANVAS (self));
  g_signal_emit (self, item_changed_signal, 0);
}

static void
on_pointer_moved (QdPlanGraphView *self, double x, double y)
{
  set_hover (self, cell_at (self, x, y));
}

static void
on_pointer_left (QdPlanGraphView *self)
{
  set_hover (self, -1);
}

static void
on_pressed (QdPlanGraphView *self, double x, double y, gint n_press)
{
  gint cell = cell_at (self, x, y);

  if (cell >= 0)
    qd_canvas_set_cursor (QD_CANVAS (self), cell);
}

static void
qd_plan_graph_view_finalize (GObject *object)
{
  QdPlanGraphView *self = QD_PLAN_GRAPH_VIEW (object);

  g_array_unref (self->items);
  g_array_unref (self->boxes);
  G_OBJECT_CLASS (qd_plan_graph_view_parent_class)->finalize (object);
}

static void
qd_plan_graph_view_class_init (QdPlanGraphViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_plan_graph_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_plan_graph_view);
  /* The item shown (qd_plan_graph_view_get_item) changed. */
  item_changed_signal = g_signal_new ("item-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 0);
}

static void
qd_plan_graph_view_init (QdPlanGraphView *self)
{
  self->items = g_array_new (FALSE, FALSE, sizeof (QdPlanGraphItem));
  self->boxes = g_array_new (FALSE, FALSE, sizeof (double));
  self->hover = -1;
  /* Readable labels, else it scrolls: the blocks world's and air cargo's
   * graphs are some 1,400 × 1,100 points. */
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.75, 1.5);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  g_signal_connect (self, "pointer-moved", G_CALLBACK (on_pointer_moved), NULL);
  g_signal_connect (self, "pointer-left", G_CALLBACK (on_pointer_left), NULL);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cursor-moved", G_CALLBACK (on_cursor_moved), NULL);
}
