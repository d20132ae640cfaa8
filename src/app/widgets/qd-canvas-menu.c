/* qd-canvas-menu.c — the board's context menu (QdCanvas): what a page can
 * do on a cell (remove a node, mark a square, take back a move), opened by a
 * right-click on the cell, or from the keyboard by the Menu key or
 * Shift+F10 on the cursor's cell, so that nothing a right-click offers
 * needs a mouse.  Its items are the page's actions: they grey out by
 * themselves while they cannot run. */
#include "config.h"
#include "qd-canvas-private.h"
#include "qd-widgets.h"

enum {
  CONTEXT_MENU,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
qd_canvas_set_context_menu (QdCanvas *self, GMenuModel *menu)
{
  QdCanvasPrivate *priv;

  g_return_if_fail (QD_IS_CANVAS (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));
  priv = qd_canvas_private (self);
  if (menu == NULL)
    {
      g_clear_pointer (&priv->menu, gtk_widget_unparent);
      return;
    }
  if (priv->menu == NULL)
    {
      priv->menu = gtk_popover_menu_new_from_model (menu);
      gtk_widget_set_parent (priv->menu, GTK_WIDGET (self));
      gtk_popover_set_position (GTK_POPOVER (priv->menu), GTK_POS_BOTTOM);
      gtk_widget_set_halign (priv->menu, GTK_ALIGN_START);
    }
  else
    gtk_popover_menu_set_menu_model (GTK_POPOVER_MENU (priv->menu), menu);
}

GtkPopover *
qd_canvas_get_context_popover (QdCanvas *self)
{
  g_return_val_if_fail (QD_IS_CANVAS (self), NULL);
  return (GtkPopover *) qd_canvas_private (self)->menu;
}

/* Opens the menu pointing at `where` (widget coordinates), after the page
 * has heard which cell it is for. */
static void
popup_at (QdCanvas *self, const GdkRectangle *where)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  g_signal_emit (self, signals[CONTEXT_MENU], 0, priv->cursor);
  gtk_popover_set_pointing_to (GTK_POPOVER (priv->menu), where);
  gtk_popover_popup (GTK_POPOVER (priv->menu));
}

gboolean
qd_canvas_popup_context_menu (QdCanvas *self)
{
  QdCanvasPrivate *priv;
  QdCanvasClass *klass;
  GdkRectangle where;

  g_return_val_if_fail (QD_IS_CANVAS (self), FALSE);
  priv = qd_canvas_private (self);
  klass = QD_CANVAS_GET_CLASS (self);
  if (priv->menu == NULL)
    return FALSE;
  if (priv->cursor >= 0 && klass->get_cell != NULL)
    {
      graphene_rect_t r;
      double x0, y0, x1, y1;

      klass->get_cell (self, (guint) priv->cursor, &r);
      qd_canvas_picture_to_widget (self, r.origin.x, r.origin.y, &x0, &y0);
      qd_canvas_picture_to_widget (self, r.origin.x + r.size.width, r.origin.y + r.size.height, &x1, &y1);
      /* The cell, kept inside the visible part of the board. */
      x0 = CLAMP (x0, 0, gtk_widget_get_width (GTK_WIDGET (self)) - 1);
      y0 = CLAMP (y0, 0, gtk_widget_get_height (GTK_WIDGET (self)) - 1);
      x1 = CLAMP (x1, x0 + 1, gtk_widget_get_width (GTK_WIDGET (self)));
      y1 = CLAMP (y1, y0 + 1, gtk_widget_get_height (GTK_WIDGET (self)));
      where = (GdkRectangle) { (int) x0, (int) y0, MAX (1, (int) (x1 - x0)), MAX (1, (int) (y1 - y0)) };
    }
  else
    where = (GdkRectangle) { gtk_widget_get_width (GTK_WIDGET (self)) / 2,
                             gtk_widget_get_height (GTK_WIDGET (self)) / 2, 1, 1 };
  popup_at (self, &where);
  return TRUE;
}

/* A right-click first puts the cursor on the cell clicked (none: it stays). */
static void
on_secondary_pressed (GtkGestureClick *click, gint n_press, double x, double y, QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);
  double px, py;

  if (priv->menu == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (click), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  qd_canvas_to_picture (self, x, y, &px, &py);
  qd_canvas_cursor_press (self, px, py);
  popup_at (self, &(GdkRectangle) { (int) x, (int) y, 1, 1 });
}

/* "board.activate": what Return does on the cursor's cell, for a menu item
 * ("Take This Stone"). */
static void
activate_cursor (GtkWidget *widget, const char *action_name, GVariant *param)
{
  QdCanvas *self = QD_CANVAS (widget);

  if (qd_canvas_get_cursor (self) >= 0)
    g_signal_emit_by_name (self, "cell-activated", (guint) qd_canvas_get_cursor (self));
}

void
qd_canvas_menu_class_init (QdCanvasClass *klass)
{
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "board.activate", NULL, activate_cursor);
  signals[CONTEXT_MENU] = qd_signal_new (klass, "context-menu", 1, G_TYPE_INT);
}

void
qd_canvas_menu_init (QdCanvas *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_secondary_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

void
qd_canvas_menu_allocate (QdCanvas *self)
{
  QdCanvasPrivate *priv = qd_canvas_private (self);

  if (priv->menu != NULL)
    gtk_popover_present (GTK_POPOVER (priv->menu));
}
