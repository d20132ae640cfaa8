/* qd-canvas-cursor.c — the keyboard cursor of a board (QdCanvas): one
 * scheme for every board whose view lists its cells.  The arrows move to
 * the nearest cell in that direction (a grid's neighbour, the next stone of
 * a row, the region or node that lies that way), Home and End to the first
 * and last cell, Return and space act on the cell ("cell-activated").  The
 * cell is outlined while the board has focus; its description becomes the
 * board's accessible label (a screen reader reads it as the cursor moves)
 * and the position's summary its accessible description. */
#include "config.h"
#include "qd-canvas-private.h"
#include "qd-widgets.h"

#include <math.h>

enum {
  CELL_ACTIVATED,
  CURSOR_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
n_cells (QdCanvas *self)
{
  QdCanvasClass *klass = QD_CANVAS_GET_CLASS (self);

  return klass->n_cells != NULL && klass->get_cell != NULL ? klass->n_cells (self) : 0;
}

static void
cell_centre (QdCanvas *self, guint cell, double *x, double *y)
{
  graphene_rect_t r;

  QD_CANVAS_GET_CLASS (self)->get_cell (self, cell, &r);
  *x = r.origin.x + r.size.width / 2;
  *y = r.origin.y + r.size.height / 2;
}

/* The nearest cell whose centre lies in direction (dx, dy) from the cursor's
 * (within 45 degrees of it), distance along the way counting once and
 * across it twice; -1 if there is none. */
static gint
neighbour (QdCanvas *self, gint from, double dx, double dy)
{
  guint n = n_cells (self);
  double fx, fy, best = G_MAXDOUBLE;
  gint found = -1;

  cell_centre (self, (guint) from, &fx, &fy);
  for (guint i = 0; i < n; i++)
    {
      double x, y, along, across;

      if ((gint) i == from)
        continue;
      cell_centre (self, i, &x, &y);
      along = (x - fx) * dx + (y - fy) * dy;
      across = fabs ((x - fx) * dy - (y - fy) * dx);
      if (along <= 0.5 || across > along)
        continue;
      if (along + 2 * across < best)
        {
          best = along + 2 * across;
          found = (gint) i;
        }
    }
  return found;
}

/* The accessible texts: the position, and the cell under the cursor. */
static gboolean
update_accessible_now (gpointer data)
{
  QdCanvas *self = data;
  QdCanvasPrivate *priv = qd_canvas_private (self);
  QdCanvasClass *klass = QD_CANVAS_GET_CLASS (self);

  priv->a11y_idle = 0;

  if (klass->describe != NULL)
    {
      g_autofree char *position = klass->describe (self);
      g_autofree char *text = position == NULL || priv->status == NULL || *priv->status == '\0'
                              ? g_steal_pointer (&position) : g_strconcat (position, " ", priv->status, NULL);

      if (text != NULL && g_strcmp0 (text, priv->a11y_description) != 0)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
          g_free (priv->a11y_description);
          priv->a11y_description = g_steal_pointer (&text);
        }
    }
  if (klass->describe_cell != NULL && priv->cursor >= 0 && (guint) priv->cursor < n_cells (self))
    {
      g_autofree char *text = klass->describe_cell (self, (guint) priv->cursor);

      if (text != NULL && g_strcmp0 (text, priv->a11y_label) != 0)
        {
          gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
          g_free (priv->a11y_label);
          priv->a11y_label = g_steal_pointer (&text);
        }
    }
  return G_SOURCE_REMOVE;
}

/* Changes come in the middle of a page's update (a label set before the
 * board has its new puzzle): the texts are read once it is done. */
static void
update_accessible (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  if (priv->a11y_idle == 0)
    priv->a11y_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_accessible_now, self, NULL);
}

void
qd_canvas_cursor_flush (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  if (priv->a11y_idle != 0)
    {
      g_source_remove (priv->a11y_idle);
      update_accessible_now (self);
    }
}

const char *
qd_canvas_get_cell_text (QdCanvas *self)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), NULL);
  return qd_canvas_private (self)->a11y_label;
}

const char *
qd_canvas_get_position_text (QdCanvas *self)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), NULL);
  return qd_canvas_private (self)->a11y_description;
}

void
qd_canvas_set_cell_text (QdCanvas *self, const char *text)
{
  QdCanvasPrivate *priv;

  g_return_if_fail (QD_IS_CANVAS (self));
  priv = qd_canvas_private (self);
  if (text == NULL || g_strcmp0 (text, priv->a11y_label) == 0)
    return;
  g_free (priv->a11y_label);
  priv->a11y_label = g_strdup (text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

void
qd_canvas_set_status (QdCanvas *self, const char *status)
{
  QdCanvasPrivate *priv;

  g_return_if_fail (QD_IS_CANVAS (self));
  priv = qd_canvas_private (self);
  if (g_strcmp0 (status, priv->status) == 0)
    return;
  g_free (priv->status);
  priv->status = g_strdup (status);
  update_accessible (self);
}

static void
on_status_label (GtkLabel *label, GParamSpec *pspec, QdCanvas *self)
{
  qd_canvas_set_status (self, gtk_label_get_text (label));
}

void
qd_canvas_follow_status (QdCanvas *self, GtkLabel *label)
{
  g_return_if_fail (QD_IS_CANVAS (self) && GTK_IS_LABEL (label));
  g_signal_connect_object (label, "notify::label", G_CALLBACK (on_status_label), self, 0);
  qd_canvas_set_status (self, gtk_label_get_text (label));
}

gint
qd_canvas_hover_cell (QdCanvas *self, gint pointer_cell)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), -1);
  if (pointer_cell >= 0)
    return pointer_cell;
  return gtk_widget_has_focus (GTK_WIDGET (self)) ? qd_canvas_get_cursor (self) : -1;
}

void
qd_canvas_follow_hover (QdCanvas *self, GCallback update, gpointer data)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_return_if_fail (QD_IS_CANVAS (self));
  g_signal_connect_swapped (self, "cursor-moved", update, data);
  g_signal_connect_swapped (focus, "enter", update, data);
  g_signal_connect_swapped (focus, "leave", update, data);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

gint
qd_canvas_get_cursor (QdCanvas *self)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), -1);
  return qd_canvas_private (self)->cursor;
}

void
qd_canvas_set_cursor (QdCanvas *self, gint cell)
{
  QdCanvasPrivate *priv;
  guint n;

  g_return_if_fail (QD_IS_CANVAS (self));
  priv = qd_canvas_private (self);
  n = n_cells (self);
  cell = n == 0 || cell < 0 ? -1 : MIN (cell, (gint) n - 1);
  if (cell == priv->cursor)
    return;
  priv->cursor = cell;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[CURSOR_MOVED], 0, cell);
}

void
qd_canvas_cursor_changed (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  guint n = n_cells (self);

  /* A board that lost cells keeps its cursor on one it still has. */
  if (priv->cursor >= 0 && (guint) priv->cursor >= n)
    {
      priv->cursor = n > 0 ? (gint) n - 1 : -1;
      g_signal_emit (self, signals[CURSOR_MOVED], 0, priv->cursor);
    }
  update_accessible (self);
}

void
qd_canvas_cursor_press (QdCanvas *self, double x, double y)
{
  QdCanvasClass *klass = QD_CANVAS_GET_CLASS (self);
  guint n = n_cells (self);

  for (guint i = 0; i < n; i++)
    {
      graphene_rect_t r;

      klass->get_cell (self, i, &r);
      if (graphene_rect_contains_point (&r, &GRAPHENE_POINT_INIT (x, y)))
        {
          qd_canvas_set_cursor (self, (gint) i);
          return;
        }
    }
}

void
qd_canvas_cursor_draw (QdCanvas *self, cairo_t *cr, double zoom)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  const QdPalette *palette = qd_canvas_get_palette (self);
  graphene_rect_t r;
  double pad = 3 / zoom, radius;

  if (priv->cursor < 0 || (guint) priv->cursor >= n_cells (self) ||
      !gtk_widget_has_focus (GTK_WIDGET (self)))
    return;
  QD_CANVAS_GET_CLASS (self)->get_cell (self, (guint) priv->cursor, &r);
  graphene_rect_inset (&r, -pad, -pad);
  radius = MIN (6 / zoom, MIN (r.size.width, r.size.height) / 4);
  cairo_new_sub_path (cr);
  cairo_arc (cr, r.origin.x + r.size.width - radius, r.origin.y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, r.origin.x + r.size.width - radius, r.origin.y + r.size.height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, r.origin.x + radius, r.origin.y + r.size.height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, r.origin.x + radius, r.origin.y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  /* A ring in the accent colour on a halo of the background: seen on any
   * fill, in either style. */
  cairo_set_line_width (cr, 5 / zoom);
  cairo_set_source_rgba (cr, palette->background.r, palette->background.g, palette->background.b, 0.9);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, 2.5 / zoom);
  cairo_set_source_rgb (cr, palette->accent.r, palette->accent.g, palette->accent.b);
  cairo_stroke (cr);
}

static gboolean
on_key_pressed (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state, QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  guint n = n_cells (self);
  gint next = -2;

  /* The context menu's keys, what a right-click opens. */
  if ((keyval == GDK_KEY_Menu && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) == 0) ||
      (keyval == GDK_KEY_F10 && (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) == GDK_SHIFT_MASK))
    return qd_canvas_popup_context_menu (self);
  if (n == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (priv->cursor < 0)
    qd_canvas_set_cursor (self, 0);
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: next = neighbour (self, priv->cursor, -1, 0); break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: next = neighbour (self, priv->cursor, 1, 0); break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: next = neighbour (self, priv->cursor, 0, -1); break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: next = neighbour (self, priv->cursor, 0, 1); break;
    case GDK_KEY_Home: case GDK_KEY_KP_Home: next = 0; break;
    case GDK_KEY_End: case GDK_KEY_KP_End: next = (gint) n - 1; break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      g_signal_emit (self, signals[CELL_ACTIVATED], 0, (guint) priv->cursor);
      return TRUE;
    default:
      return FALSE;
    }
  /* At the edge the cursor stays, and the key is still the board's: focus
   * does not leave the board by an arrow. */
  if (next >= 0)
    qd_canvas_set_cursor (self, next);
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

static void
on_focus_changed (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  if (priv->cursor < 0 && n_cells (self) > 0)
    qd_canvas_set_cursor (self, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
qd_canvas_cursor_class_init (QdCanvasClass *klass)
{
  signals[CELL_ACTIVATED] = qd_signal_new (klass, "cell-activated", 1, G_TYPE_UINT);
  signals[CURSOR_MOVED] = qd_signal_new (klass, "cursor-moved", 1, G_TYPE_INT);
}

void
qd_canvas_cursor_init (QdCanvas *self)
{
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

gboolean
qd_canvas_arrow_step (guint keyval, double step, double *dx, double *dy)
{
  *dx = *dy = 0;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: *dx = -step; return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: *dx = step; return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: *dy = -step; return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: *dy = step; return TRUE;
    default: return FALSE;
    }
}
