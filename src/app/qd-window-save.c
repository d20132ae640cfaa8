/* qd-window-save.c — saving pages and exporting pictures and texts, through
 * the file chooser, atomically. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>

/* -------------------------------------------------------------- saving */

typedef struct {
  QdWindow *window;
  QdPage *page;
  gboolean close_after;
  char *export_id;              /* text export id, or NULL */
  gboolean header;              /* the text export begins with its header */
  gint picture_format;          /* QdExportFormat, or -1 */
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_object_unref (data->page);
  g_free (data->export_id);
  g_free (data);
}

void
qd_window_close_tab_of (QdWindow *self, QdPage *page, gboolean confirm)
{
  AdwTabPage *tab = adw_tab_view_get_page (self->tab_view, GTK_WIDGET (page));

  if (tab != NULL)
    adw_tab_view_close_page_finish (self->tab_view, tab, confirm);
  if (!confirm)
    self->closing = FALSE;
}

static void
save_to_file (QdWindow *self, SaveData *data, GFile *file)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (data->export_id != NULL)
    ok = qd_page_export_text (data->page, data->export_id, data->header, file, &error);
  else if (data->picture_format >= 0)
    ok = qd_page_export_picture (data->page, file, data->picture_format, &error);
  else
    ok = qd_page_save_to (data->page, file, &error);

  if (!ok)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *message = g_strdup_printf (_("Could not save “%s”: %s"), name, error->message);

      qd_window_show_error (self, message);
    }
  else
    {
      g_autofree char *base = g_file_get_basename (file);
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), base);

      qd_window_show_toast (self, message);
    }
  if (data->close_after)
    qd_window_close_tab_of (self, data->page, ok);
  qd_window_update_state (self);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, SaveData *data)
{
  QdWindow *self = data->window;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      const char *header = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "header");

      if (header != NULL)
        data->header = g_str_equal (header, "true");
      save_to_file (self, data, file);
    }
  else if (data->close_after)
    qd_window_close_tab_of (self, data->page, FALSE);
  save_data_free (data);
  g_clear_object (&self->chooser);
}

GtkFileChooserNative *
qd_window_save_chooser_new (QdWindow *self, QdPage *page, const char *title, const char *accept,
                            const char *suggested)
{
  GFile *file = qd_page_get_file (page);

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (title, GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, accept,
                                               _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  if (file != NULL)
    {
      g_autoptr(GFile) parent = g_file_get_parent (file);
      if (parent != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (self->chooser), parent, NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), suggested);
  return self->chooser;
}

static void
ask_where_to_save (QdWindow *self, SaveData *data, const char *title, const char *suggested)
{
  qd_window_save_chooser_new (self, data->page, title, _("_Save"), suggested);
  if (data->export_id != NULL)
    {
      const QdTextExport *export = qd_page_find_text_export (data->page, data->export_id);

      /* A trace may begin with a header naming what made it; the statement's
       * exact formats are written as they are unless asked. */
      if (export != NULL && export->kind != QD_TEXT_EXPORT_DATA)
        {
          gtk_file_chooser_add_choice (GTK_FILE_CHOOSER (self->chooser), "header",
                                       _("Begin with a header (problem, settings, what the lines hold)"), NULL, NULL);
          gtk_file_chooser_set_choice (GTK_FILE_CHOOSER (self->chooser), "header", data->header ? "true" : "false");
        }
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_response), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static SaveData *
save_data_new (QdWindow *self, QdPage *page)
{
  SaveData *data = g_new0 (SaveData, 1);

  data->window = self;
  data->page = g_object_ref (page);
  data->picture_format = -1;
  return data;
}

/* Whether Save would change the kind of the file: the tab writes its own
 * format (the first of its patterns), and the file's name is one that only
 * another format of the problem claims, such as a DIMACS graph (*.col)
 * opened in the map tab.  Such a file is never overwritten with a map:
 * Save asks where, as Save As does. */
static gboolean
file_of_other_format (const QdProblem *info, GFile *file)
{
  g_autofree char *name = g_file_get_basename (file);

  if (info == NULL || name == NULL || info->other_formats == NULL ||
      g_pattern_match_simple (info->format->patterns[0], name))
    return FALSE;
  for (guint i = 0; info->other_formats[i] != NULL; i++)
    for (guint j = 0; info->other_formats[i]->patterns[j] != NULL; j++)
      if (g_pattern_match_simple (info->other_formats[i]->patterns[j], name))
        return TRUE;
  return FALSE;
}

void
qd_window_save_page (QdWindow *self, QdPage *page, gboolean save_as, gboolean close_after)
{
  SaveData *data = save_data_new (self, page);
  const QdProblem *info = qd_window_problem_of_page (page);

  data->close_after = close_after;
  if (!save_as && qd_page_get_file (page) != NULL && !file_of_other_format (info, qd_page_get_file (page)))
    {
      save_to_file (self, data, qd_page_get_file (page));
      save_data_free (data);
      return;
    }
  {
    g_autofree char *stem = qd_page_dup_stem (page);
    /* The format's extension hook, else the first pattern: "*.tree" → ".tree". */
    const char *ext = info == NULL ? ""
                      : info->format->extension != NULL && qd_page_get_model (page) != NULL
                        ? info->format->extension (qd_page_get_model (page))
                        : info->format->patterns[0] + 1;
    g_autofree char *suggested = g_strconcat (stem, ext, NULL);

    g_strdelimit (suggested, "/\\:", '-');
    ask_where_to_save (self, data, _("Save As"), suggested);
  }
}

void
qd_window_save_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  QdPage *page = qd_window_get_current_page (self);

  if (page != NULL)
    qd_window_save_page (self, page, g_str_equal (g_action_get_name (G_ACTION (action)), "save-as"), FALSE);
}

void
qd_window_export_picture_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  QdPage *page = qd_window_get_current_page (self);
  const char *ext = g_variant_get_string (param, NULL);
  g_autofree char *path = g_strconcat ("x.", ext, NULL);
  QdExportFormat format;
  SaveData *data;

  if (page == NULL || !qd_export_format_from_path (path, &format))
    return;
  data = save_data_new (self, page);
  data->picture_format = format;
  {
    g_autofree char *stem = qd_page_dup_stem (page);
    g_autofree char *suggested = g_strconcat (stem, ".", ext, NULL);

    g_strdelimit (suggested, "/\\:", '-');
    ask_where_to_save (self, data, _("Export Picture"), suggested);
  }
}

void
qd_window_export_text_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  QdPage *page = qd_window_get_current_page (self);
  const char *id = g_variant_get_string (param, NULL);
  const QdTextExport *export;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  SaveData *data;

  if (page == NULL)
    return;
  export = qd_page_find_text_export (page, id);
  if (export == NULL)
    return;
  text = qd_page_get_text_export (page, id, &error);
  if (text == NULL)
    {
      qd_window_show_error (self, error->message);
      return;
    }
  data = save_data_new (self, page);
  data->export_id = g_strdup (id);
  data->header = export->kind == QD_TEXT_EXPORT_TRACE;
  {
    g_autofree char *stem = qd_page_dup_stem (page);
    g_autofree char *suggested = g_strconcat (stem, "-", export->suggested_name, NULL);

    g_strdelimit (suggested, "/\\:", '-');
    ask_where_to_save (self, data, _("Export"), suggested);
  }
}

