/* qd-legend.c — a key to the marks of a drawing: a flow box of swatches
 * and names above the board (see qd-legend.h). */
#include "config.h"
#include "qd-legend.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-look.h"

#define SWATCH_PX 14
#define MAX_ITEMS 8

struct _QdLegend
{
  GtkWidget parent_instance;

  GtkWidget *flow;
  QdCanvas *canvas;           /* weak: the page owns both; NULL: the window's look */
  QdLegendSwatchFunc swatch;
  gpointer data;
  guint n_items;
  guint items[MAX_ITEMS];
  char *names;                /* the keys' names, as the screen reader hears them (NULL: none set) */
  GtkWidget *areas[MAX_ITEMS];
};

G_DEFINE_FINAL_TYPE (QdLegend, qd_legend, GTK_TYPE_WIDGET)

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  QdLegend *self = QD_LEGEND (data);
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "qd-legend-index"));
  double size = MIN (width, height);
  QdPalette look;

  if (i >= self->n_items)
    return;
  if (self->canvas == NULL)
    qd_look_fill (qd_look_get_default (), &look, FALSE);
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  self->swatch (cr, self->canvas != NULL ? qd_canvas_get_palette (self->canvas) : &look, self->items[i], size,
                self->data);
}

static void
on_look_changed (gpointer source, QdLegend *self)
{
  for (guint i = 0; i < self->n_items; i++)
    gtk_widget_queue_draw (self->areas[i]);
}

static GtkWidget *
key_new (QdLegend *self, guint i, const char *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  "content-width", SWATCH_PX, "content-height", SWATCH_PX,
                                  "valign", GTK_ALIGN_CENTER, NULL);
  GtkWidget *name = gtk_label_new (label);

  g_object_set_data (G_OBJECT (area), "qd-legend-index", GUINT_TO_POINTER (i));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, self, NULL);
  gtk_widget_add_css_class (name, "caption");
  gtk_box_append (GTK_BOX (box), area);
  gtk_box_append (GTK_BOX (box), name);
  self->areas[i] = area;
  return box;
}

void
qd_legend_set (QdLegend *self, guint n, const guint *items, const char *const *labels)
{
  g_autoptr (GString) all = g_string_new (NULL);
  GtkWidget *child;

  g_return_if_fail (QD_IS_LEGEND (self));
  n = MIN (n, MAX_ITEMS);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (all, "%s%s", i > 0 ? ", " : "", labels[i]);
  /* The page sets the key at every step of a replay: the same keys are
   * left as they are. */
  if (n == self->n_items && memcmp (items, self->items, n * sizeof *items) == 0
      && g_strcmp0 (all->str, self->names) == 0)
    return;
  g_free (self->names);
  self->names = g_strdup (all->str);
  while ((child = gtk_widget_get_first_child (self->flow)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->flow), child);
  self->n_items = n;
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *key;

      self->items[i] = items[i];
      key = key_new (self, i, labels[i]);
      gtk_flow_box_append (GTK_FLOW_BOX (self->flow), key);
      gtk_widget_set_focusable (gtk_widget_get_parent (key), FALSE);
    }
  /* TRANSLATORS: what a screen reader says of the key to a drawing's marks, as in "Key: forgotten, regenerated" */
  {
    g_autofree char *spoken = g_strdup_printf (_("Key: %s"), all->str);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  }
  gtk_widget_set_visible (GTK_WIDGET (self), n > 0);
}

guint
qd_legend_get_n_items (QdLegend *self)
{
  g_return_val_if_fail (QD_IS_LEGEND (self), 0);
  return self->n_items;
}

static void
qd_legend_dispose (GObject *object)
{
  QdLegend *self = QD_LEGEND (object);

  if (self->canvas != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->canvas, on_look_changed, self);
      g_object_remove_weak_pointer (G_OBJECT (self->canvas), (gpointer *) &self->canvas);
      self->canvas = NULL;
    }
  g_clear_pointer (&self->flow, gtk_widget_unparent);
  g_clear_pointer (&self->names, g_free);
  G_OBJECT_CLASS (qd_legend_parent_class)->dispose (object);
}

static void
qd_legend_class_init (QdLegendClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = qd_legend_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "legend");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
qd_legend_init (QdLegend *self)
{
  self->flow = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->flow), FALSE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->flow), MAX_ITEMS);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->flow), 2);
  gtk_widget_set_can_focus (self->flow, FALSE);
  gtk_widget_set_parent (self->flow, GTK_WIDGET (self));
  gtk_widget_set_margin_start (GTK_WIDGET (self), 8);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 8);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 4);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 2);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

QdLegend *
qd_legend_new (QdCanvas *canvas, QdLegendSwatchFunc swatch, gpointer data)
{
  QdLegend *self = g_object_new (QD_TYPE_LEGEND, NULL);

  g_return_val_if_fail ((canvas == NULL || QD_IS_CANVAS (canvas)) && swatch != NULL, self);
  self->canvas = canvas;
  self->swatch = swatch;
  self->data = data;
  if (canvas == NULL)
    {
      g_signal_connect_object (qd_look_get_default (), "changed", G_CALLBACK (on_look_changed), self, 0);
      return self;
    }
  g_object_add_weak_pointer (G_OBJECT (canvas), (gpointer *) &self->canvas);
  g_signal_connect (canvas, "look-changed", G_CALLBACK (on_look_changed), self);
  return self;
}
