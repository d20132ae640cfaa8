/* qd-shards-chooser.c — choosing raw files of experiment shards. */
#include "config.h"
#include "qd-shards-chooser.h"

#include <glib/gi18n.h>

typedef struct {
  GtkFileChooserNative **slot;
  QdShardsChosen chosen;
  gpointer owner;
} Request;

static void
on_response (GtkNativeDialog *dialog, int response, Request *request)
{
  gboolean folder = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER;
  g_autoptr(GListModel) files = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog))
                                                                : NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  Request r = *request;   /* the dialog, and the request with it, go with the slot */

  for (guint i = 0; files != NULL && i < g_list_model_get_n_items (files); i++)
    {
      g_autoptr(GFile) file = g_list_model_get_item (files, i);
      char *path = g_file_get_path (file);

      if (path != NULL)
        g_ptr_array_add (paths, path);
    }
  g_ptr_array_add (paths, NULL);
  g_clear_object (r.slot);
  if (paths->len > 1)
    r.chosen (r.owner, (const char *const *) paths->pdata, folder);
}

void
qd_shards_chooser_open (GtkWidget *parent, const char *title, gboolean folder,
                        GtkFileChooserNative **slot, QdShardsChosen chosen, gpointer owner)
{
  GtkRoot *root = gtk_widget_get_root (parent);
  Request *request;

  if (*slot != NULL)
    return;
  *slot = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       folder ? GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER : GTK_FILE_CHOOSER_ACTION_OPEN,
                                       _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (*slot), TRUE);
  if (!folder)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (*slot), TRUE);
      gtk_file_filter_set_name (filter, _("Raw files of shards (CSV)"));
      gtk_file_filter_add_suffix (filter, "csv");
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (*slot), filter);
    }
  request = g_new (Request, 1);
  *request = (Request) { slot, chosen, owner };
  g_object_set_data_full (G_OBJECT (*slot), "qd-shards-request", request, g_free);
  g_signal_connect (*slot, "response", G_CALLBACK (on_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (*slot));
}

void
qd_shards_chooser_close (GtkFileChooserNative **slot)
{
  if (*slot == NULL)
    return;
  g_signal_handlers_disconnect_by_func (*slot, on_response, g_object_get_data (G_OBJECT (*slot), "qd-shards-request"));
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (*slot));
  g_clear_object (slot);
}
