/* qd-mapcolor-fcmac-view.c — forward checking vs arc consistency, side by side. */
#include "config.h"
#include "qd-mapcolor-fcmac-view.h"

#include <glib/gi18n.h>

#include "core/qd-job.h"
#include "app/qd-page.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-widgets.h"
#include "render/mapcolor/qd-mapcolor-fcmac-render.h"

struct _QdMapcolorFcmacView
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkEntry *order_entry;
  GtkEntry *values_entry;
  GtkWidget *build_button;
  GtkLabel *summary;
  QdPictureView *tables_view;

  QdMap *map;
  QdJob *job;
  GPtrArray *tables;          /* QdMapcolorFcmacTable*, FC then MAC */
};

G_DEFINE_FINAL_TYPE (QdMapcolorFcmacView, qd_mapcolor_fcmac_view, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tables_size (gpointer data, double *width, double *height)
{
  GPtrArray *tables = data;
  QdMapcolorFcmacRenderOptions options;

  qd_mapcolor_fcmac_render_options_init (&options, NULL);
  options.show_key = TRUE;
  qd_mapcolor_fcmac_render_get_size ((QdMapcolorFcmacTable *const *) tables->pdata, tables->len, &options, width, height);
}

static void
tables_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  GPtrArray *tables = data;
  QdMapcolorFcmacRenderOptions options;

  qd_mapcolor_fcmac_render_options_init (&options, palette);
  options.show_key = TRUE;
  qd_mapcolor_fcmac_render (cr, (QdMapcolorFcmacTable *const *) tables->pdata, tables->len, &options);
}

typedef struct {
  QdMap *map;
  guint *order;
  char **values;
} Task;

static void
task_free (gpointer data)
{
  Task *task = data;

  qd_map_free (task->map);
  g_free (task->order);
  g_strfreev (task->values);
  g_free (task);
}

static gpointer
worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  GPtrArray *tables = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_mapcolor_fcmac_table_free);
  guint n_values = g_strv_length (task->values);

  g_ptr_array_add (tables, qd_mapcolor_fcmac_run (task->map, task->order, (const char *const *) task->values, n_values,
                                         QD_MAPCOLOR_FCMAC_FC));
  g_ptr_array_add (tables, qd_mapcolor_fcmac_run (task->map, task->order, (const char *const *) task->values, n_values,
                                         QD_MAPCOLOR_FCMAC_MAC));
  return tables;
}

static void
on_finished (QdJob *job, QdMapcolorFcmacView *self)
{
  GPtrArray *tables = qd_job_steal_result (job);

  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  gtk_widget_set_sensitive (self->build_button, TRUE);
  if (tables == NULL)
    return;
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  self->tables = tables;
  qd_picture_view_set_drawing (self->tables_view, tables_size, tables_draw, g_ptr_array_ref (tables),
                               (GDestroyNotify) g_ptr_array_unref);
  {
    const QdMapcolorFcmacTable *fc = tables->pdata[0], *mac = tables->pdata[1];
    g_autofree char *text =
      g_strdup_printf (_("Forward checking: %u assignments, %u wipe-outs, %u backtracks.  "
                         "Arc consistency: %u assignments, %u wipe-outs, %u backtracks."),
                       fc->assignments, fc->wipeouts, fc->backtracks,
                       mac->assignments, mac->wipeouts, mac->backtracks);
    gtk_label_set_label (self->summary, text);
  }
}

static void
build (QdMapcolorFcmacView *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint *order = NULL;
  char **values = NULL;
  Task *task;

  if (self->job != NULL || self->map == NULL)
    return;
  if (self->map->n_regions > QD_MAPCOLOR_FCMAC_MAX_REGIONS)
    {
      g_autofree char *message = g_strdup_printf (_("The tables are for small graphs: at most %u regions"),
                                                  QD_MAPCOLOR_FCMAC_MAX_REGIONS);
      g_signal_emit (self, signals[MESSAGE], 0, message);
      return;
    }
  if (!qd_mapcolor_fcmac_parse_order (self->map, gtk_editable_get_text (GTK_EDITABLE (self->order_entry)), &order, &error) ||
      !qd_mapcolor_fcmac_parse_values (gtk_editable_get_text (GTK_EDITABLE (self->values_entry)), &values, &error))
    {
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      return;
    }
  task = g_new0 (Task, 1);
  task->map = qd_map_copy (self->map);
  task->order = g_steal_pointer (&order);
  task->values = values;
  self->job = qd_job_new (_("Building the domain tables"));
  g_signal_connect (self->job, "finished", G_CALLBACK (on_finished), self);
  gtk_widget_set_sensitive (self->build_button, FALSE);
  qd_job_start (self->job, worker, task, task_free, (GDestroyNotify) g_ptr_array_unref);
  /* The tab is busy meanwhile: the window's Stop and progress follow. */
  qd_page_watch_job_from (GTK_WIDGET (self), self->job);
}

void
qd_mapcolor_fcmac_view_build (QdMapcolorFcmacView *self, const char *order, const char *values)
{
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), order);
  gtk_editable_set_text (GTK_EDITABLE (self->values_entry), values);
  build (self);
}

void
qd_mapcolor_fcmac_view_set_map (QdMapcolorFcmacView *self, const QdMap *map)
{
  GString *order = g_string_new (NULL);

  qd_map_free (self->map);
  self->map = qd_map_copy (map);
  for (guint r = 0; r < map->n_regions && r < QD_MAPCOLOR_FCMAC_MAX_REGIONS; r++)
    g_string_append_printf (order, "%s%s", r ? ", " : "", (char *) map->names->pdata[r]);
  gtk_editable_set_text (GTK_EDITABLE (self->order_entry), order->str);
  g_string_free (order, TRUE);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  qd_picture_view_set_drawing (self->tables_view, NULL, NULL, NULL, NULL);
  gtk_label_set_label (self->summary, map->n_regions <= QD_MAPCOLOR_FCMAC_MAX_REGIONS
                                      ? _("Choose the order of the variables and of the values, then build the tables.")
                                      : _("This map is too large for domain tables."));
}

static void
qd_mapcolor_fcmac_view_dispose (GObject *object)
{
  QdMapcolorFcmacView *self = QD_MAPCOLOR_FCMAC_VIEW (object);

  if (self->job != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->job, self);
      qd_job_cancel (self->job);
      g_clear_object (&self->job);
    }
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (qd_mapcolor_fcmac_view_parent_class)->dispose (object);
}

static void
qd_mapcolor_fcmac_view_finalize (GObject *object)
{
  QdMapcolorFcmacView *self = QD_MAPCOLOR_FCMAC_VIEW (object);

  g_clear_pointer (&self->map, qd_map_free);
  g_clear_pointer (&self->tables, g_ptr_array_unref);
  G_OBJECT_CLASS (qd_mapcolor_fcmac_view_parent_class)->finalize (object);
}

static void
qd_mapcolor_fcmac_view_class_init (QdMapcolorFcmacViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_mapcolor_fcmac_view_dispose;
  object_class->finalize = qd_mapcolor_fcmac_view_finalize;
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
qd_mapcolor_fcmac_view_init (QdMapcolorFcmacView *self)
{
  GtkWidget *settings = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *pane = g_object_new (QD_TYPE_BOARD_PANE, NULL);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_top (settings, 12);
  gtk_widget_set_margin_start (settings, 18);
  gtk_widget_set_margin_end (settings, 18);

  self->order_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->order_entry), TRUE);
  self->values_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->values_entry), "r, g, b");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->values_entry), 12);
  self->build_button = gtk_button_new_with_mnemonic (_("_Build the Tables"));
  gtk_widget_add_css_class (self->build_button, "suggested-action");
  gtk_widget_set_valign (self->build_button, GTK_ALIGN_END);
  g_signal_connect_swapped (self->build_button, "clicked", G_CALLBACK (build), self);
  g_signal_connect_swapped (self->order_entry, "activate", G_CALLBACK (build), self);
  g_signal_connect_swapped (self->values_entry, "activate", G_CALLBACK (build), self);
  gtk_box_append (GTK_BOX (settings), qd_labelled_widget (_("Variable _order"), GTK_WIDGET (self->order_entry)));
  gtk_box_append (GTK_BOX (settings), qd_labelled_widget (_("_Values, in order"), GTK_WIDGET (self->values_entry)));
  gtk_box_append (GTK_BOX (settings), self->build_button);
  gtk_box_append (GTK_BOX (self->box), settings);

  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_label_set_xalign (self->summary, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->summary), 18);
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->summary));

  self->tables_view = g_object_new (QD_TYPE_PICTURE_VIEW, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->tables_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Forward checking and arc consistency tables"), -1);
  qd_canvas_set_fit (QD_CANVAS (self->tables_view), TRUE);
  qd_board_pane_set_canvas (QD_BOARD_PANE (pane), QD_CANVAS (self->tables_view));
  gtk_box_append (GTK_BOX (self->box), pane);
}

QdCanvas *
qd_mapcolor_fcmac_view_get_canvas (QdMapcolorFcmacView *self)
{
  return QD_CANVAS (self->tables_view);
}

guint
qd_mapcolor_fcmac_view_get_tables (QdMapcolorFcmacView *self, QdMapcolorFcmacTable *const **tables)
{
  if (self->tables == NULL)
    {
      *tables = NULL;
      return 0;
    }
  *tables = (QdMapcolorFcmacTable *const *) self->tables->pdata;
  return self->tables->len;
}

gboolean
qd_mapcolor_fcmac_view_is_running (QdMapcolorFcmacView *self)
{
  return self->job != NULL;
}
