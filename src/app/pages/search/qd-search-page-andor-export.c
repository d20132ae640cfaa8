/* qd-search-page-andor-export.c — the AND-OR Search window's Export menu:
 * the report (PDF) and the AND-OR tree step by step as a GIF, as
 * `quandary-cli search --andor WORLD --report FILE --gif FILE` write them.
 * The world is searched again on a job, its tree recorded, and the file
 * written there; the window says how it went in a toast. */
#include "config.h"
#include "qd-search-page-andor-private.h"
#include "qd-search-page-andor.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-owned.h"
#include "render/qd-gif.h"
#include "render/search/qd-search-andor-report.h"

typedef struct {
  QdOwned owned;
  char *text;                /* the world's text, or NULL: built-in */
  gsize length;
  guint builtin, start;
  char *name;                /* the world's name on the report */
  GFile *file;
  gboolean gif;
} ExportTask;

static gpointer
export_worker (QdJob *job, gpointer data, GError **error)
{
  ExportTask *t = data;
  QdSearchAndorWorld *world = qd_search_page_andor_world_from (t->text, t->length, t->builtin, error);
  QdSearchAndorResultSet result = { 0 };
  gboolean ok;

  if (world == NULL)
    return NULL;
  qd_search_page_andor_search_on (job, world, t->start, &result);
  if (t->gif)
    {
      /* The animation takes the world and the result. */
      g_autoptr(QdAnimation) animation = qd_search_andor_animation_new (world, &result);
      QdGifOptions gif;

      qd_gif_options_init (&gif);
      ok = qd_gif_write (animation, &gif, t->file, qd_job_get_stop_flag (job), &qd_job_get_progress (job)->done,
                         error);
    }
  else
    {
      g_autoptr(QdReport) report = qd_search_andor_report_new (world, t->name, &result, NULL);

      ok = qd_report_write_pdf_full (report, t->file, qd_job_get_stop_flag (job), error);
      qd_search_andor_result_clear (&result);
      qd_search_andor_world_free (world);
    }
  return ok ? g_file_get_basename (t->file) : NULL;
}

static void
toast (Andor *a, const char *message)
{
  adw_toast_overlay_add_toast (a->toasts, adw_toast_new (message));
}

static void
on_export_finished (QdJob *job, Andor *a)
{
  const GError *error = qd_job_get_error (job);
  char *name = qd_job_get_result (job);

  if (name != NULL)
    {
      /* TRANSLATORS: a toast once a report or an animation is written, with its file's name */
      g_autofree char *saved = g_strdup_printf (_("Saved “%s”"), name);

      toast (a, saved);
    }
  else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    toast (a, error->message);
  g_signal_handlers_disconnect_by_data (job, a);
  g_clear_object (&a->export_job);
}

gboolean
qd_search_page_andor_export (GtkWindow *window, GFile *file, gboolean gif)
{
  Andor *a = qd_search_page_andor_of (window);
  ExportTask *t;

  if (a->export_job != NULL)
    return FALSE;
  t = g_new0 (ExportTask, 1);
  t->text = qd_owned_add (&t->owned, a->world_text != NULL ? g_memdup2 (a->world_text, a->world_length + 1) : NULL,
                         g_free);
  t->length = a->world_length;
  t->builtin = a->builtin;
  t->start = a->world->start;
  t->name = qd_owned_add (&t->owned, g_strdup (qd_search_page_andor_world_name (window)), g_free);
  t->file = qd_owned_add (&t->owned, g_object_ref (file), g_object_unref);
  t->gif = gif;
  a->export_job = qd_job_new (gif ? _("Writing the animation") : _("Writing the report"));
  g_signal_connect (a->export_job, "finished", G_CALLBACK (on_export_finished), a);
  qd_job_start (a->export_job, export_worker, t, qd_owned_free, g_free);
  return TRUE;
}

gboolean
qd_search_page_andor_exporting (GtkWindow *window)
{
  return qd_search_page_andor_of (window)->export_job != NULL;
}

/* ---- The menu and the save dialog ------------------------------------- */

static void
on_chosen (GtkNativeDialog *chooser, int response, Andor *a)
{
  gboolean gif = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "qd-gif"));
  g_autoptr(GFile) file = qd_file_chooser_finish (chooser, response, NULL);

  if (file != NULL && !qd_search_page_andor_export (a->window, file, gif))
    toast (a, _("A file is being written: wait for it to end"));
}

static void
choose_file (Andor *a, gboolean gif)
{
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (gif ? _("Save the Animation") : _("Save the Report"), a->window,
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), NULL);
  g_autofree char *stem = g_strdup (qd_search_page_andor_world_name (a->window));
  g_autofree char *name = NULL;

  g_strdelimit (stem, "/\\\\:", '-');
  name = g_strconcat (stem, gif ? ".gif" : "-report.pdf", NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  g_object_set_data (G_OBJECT (chooser), "qd-gif", GINT_TO_POINTER (gif));
  g_signal_connect (chooser, "response", G_CALLBACK (on_chosen), a);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
report_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  choose_file (data, FALSE);
}

static void
gif_activated (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  choose_file (data, TRUE);
}

GtkWidget *
qd_search_page_andor_export_button (Andor *a)
{
  const GActionEntry entries[] = {
    { "report", report_activated, NULL, NULL, NULL },
    { "gif", gif_activated, NULL, NULL, NULL },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkWidget *button = gtk_menu_button_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), a);
  gtk_widget_insert_action_group (GTK_WIDGET (a->window), "andor", G_ACTION_GROUP (group));
  g_menu_append (menu, _("_Report…"), "andor.report");
  g_menu_append (menu, _("_Animation as GIF…"), "andor.gif");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Export"));
  gtk_widget_set_tooltip_text (button, _("The report, or the tree step by step as a GIF"));
  return button;
}
