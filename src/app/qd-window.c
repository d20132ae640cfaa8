/* qd-window.c — the main window: a tab per open problem. */
#include "config.h"
#include "qd-window-private.h"
#include "app/widgets/qd-look.h"
#include "app/widgets/qd-a11y.h"
#include "app/widgets/qd-shards-chooser.h"

#include <glib/gi18n.h>

#include "core/qd-file.h"
#include "core/qd-owned.h"
#include "app/widgets/qd-widgets.h"
#include "qd-page.h"
#include "qd-problems.h"


G_DEFINE_FINAL_TYPE (QdWindow, qd_window, ADW_TYPE_APPLICATION_WINDOW)


/* --------------------------------------------------------------- helpers */

void
qd_window_show_error (QdWindow *self, const char *message)
{
  AdwToast *toast = qd_toast_new (message);

  g_free (self->last_error);
  self->last_error = g_strdup (message);
  adw_toast_set_timeout (toast, 8);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

void
qd_window_show_toast (QdWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, qd_toast_new (message));
}

const char *
qd_window_get_last_error (QdWindow *self)
{
  return self->last_error;
}

QdPage *
qd_window_get_current_page (QdWindow *self)
{
  AdwTabPage *page = adw_tab_view_get_selected_page (self->tab_view);

  return page != NULL ? QD_PAGE (adw_tab_page_get_child (page)) : NULL;
}

AdwTabView *
qd_window_get_tab_view (QdWindow *self)
{
  return self->tab_view;
}

const QdProblem *
qd_window_problem_of_page (QdPage *page)
{
  return qd_problems_of_page (GTK_WIDGET (page));
}

static void
sync_tab (QdPage *page, GParamSpec *pspec, AdwTabPage *tab)
{
  const char *title = qd_page_get_title (page);
  g_autofree char *shown = qd_page_get_modified (page) ? g_strconcat ("• ", title, NULL) : g_strdup (title);
  GFile *file = qd_page_get_file (page);
  g_autofree char *tooltip = file != NULL ? g_file_get_parse_name (file) : NULL;

  adw_tab_page_set_title (tab, shown);
  adw_tab_page_set_tooltip (tab, tooltip != NULL ? tooltip : title);
  adw_tab_page_set_loading (tab, qd_page_get_busy (page));
}

/* Whether two menus have the same items (labels, actions, targets) and
 * sections, in the same order. */
static gboolean
menus_equal (GMenuModel *a, GMenuModel *b)
{
  const char *const attributes[] = { G_MENU_ATTRIBUTE_LABEL, G_MENU_ATTRIBUTE_ACTION, G_MENU_ATTRIBUTE_TARGET };
  gint n;

  if (a == NULL || b == NULL || (n = g_menu_model_get_n_items (a)) != g_menu_model_get_n_items (b))
    return a == b;
  for (gint i = 0; i < n; i++)
    {
      g_autoptr(GMenuModel) section_a = g_menu_model_get_item_link (a, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) section_b = g_menu_model_get_item_link (b, i, G_MENU_LINK_SECTION);
      g_autoptr(GMenuModel) sub_a = g_menu_model_get_item_link (a, i, G_MENU_LINK_SUBMENU);
      g_autoptr(GMenuModel) sub_b = g_menu_model_get_item_link (b, i, G_MENU_LINK_SUBMENU);

      for (guint k = 0; k < G_N_ELEMENTS (attributes); k++)
        {
          g_autoptr(GVariant) x = g_menu_model_get_item_attribute_value (a, i, attributes[k], NULL);
          g_autoptr(GVariant) y = g_menu_model_get_item_attribute_value (b, i, attributes[k], NULL);

          if ((x == NULL) != (y == NULL) || (x != NULL && !g_variant_equal (x, y)))
            return FALSE;
        }
      if ((section_a == NULL) != (section_b == NULL) || (section_a != NULL && !menus_equal (section_a, section_b)) ||
          (sub_a == NULL) != (sub_b == NULL) || (sub_a != NULL && !menus_equal (sub_a, sub_b)))
        return FALSE;
    }
  return TRUE;
}

void
qd_window_update_state (QdWindow *self)
{
  QdPage *page = qd_window_get_current_page (self);
  const char *names[] = { "save", "save-as", "close-tab" };

  gtk_stack_set_visible_child_name (self->stack, page != NULL ? "tabs" : "empty");
  gtk_widget_set_visible (GTK_WIDGET (self->tab_bar), page != NULL && !self->presenting);
  const char *idle_names[] = { "report", "report-bundle", "add-to-report", "export-animation" };

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "check-answer")),
                               page != NULL && qd_page_can_check (page));
  for (guint i = 0; i < 2; i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                              i == 0 ? "new-exercise" : "worksheet")),
                                 page != NULL && QD_PAGE_GET_CLASS (page)->worksheets != NULL);
  GMenu *export_menu;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), names[i])),
                                 page != NULL);
  /* A report or an animation is of what the tab shows once its work ended. */
  for (guint i = 0; i < G_N_ELEMENTS (idle_names); i++)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), idle_names[i])),
                                 page != NULL && !qd_page_get_busy (page) &&
                                 (i < 3 || qd_page_has_animation (page)));
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), page != NULL);
  /* Stop, always in sight while the tab works: the tab's own Stop may be
   * scrolled away in its controls or folded behind the controls button. */
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), page != NULL && qd_page_get_busy (page));
  qd_job_bar_follow (self->job_bar, page != NULL && qd_page_get_busy (page) ? qd_page_get_job (page) : NULL);
  qd_window_bind_controls (self, page);

  if (page == NULL)
    {
      adw_window_title_set_subtitle (self->window_title, NULL);
      return;
    }
  {
    GFile *file = qd_page_get_file (page);
    g_autofree char *where = NULL;

    if (file != NULL)
      {
        g_autoptr(GFile) parent = g_file_get_parent (file);
        where = parent != NULL ? g_file_get_parse_name (parent) : NULL;
      }
    adw_window_title_set_subtitle (self->window_title, qd_page_get_title (page));
    /* A tooltip set asks the X server where the pointer is (a round trip
     * at each start and end of a job): only when it changes. */
    if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->window_title)), where) != 0)
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->window_title), where);
  }

  /* The export menu lists what this page can export. */
  export_menu = g_menu_new ();
  if (qd_page_has_picture (page))
    {
      GMenu *pictures = g_menu_new ();

      g_menu_append (pictures, _("Picture as _PNG…"), "win.export-picture::png");
      g_menu_append (pictures, _("Picture as _SVG…"), "win.export-picture::svg");
      g_menu_append (pictures, _("Picture as P_DF…"), "win.export-picture::pdf");
      g_menu_append_section (export_menu, NULL, G_MENU_MODEL (pictures));
      g_object_unref (pictures);
    }
  {
    const QdTextExport *exports = qd_page_get_text_exports (page);
    GMenu *texts = g_menu_new ();

    for (guint i = 0; exports != NULL && exports[i].id != NULL; i++)
      {
        g_autofree char *action = g_strdup_printf ("win.export-text::%s", exports[i].id);
        g_menu_append (texts, _(exports[i].title), action);
      }
    g_menu_append_section (export_menu, NULL, G_MENU_MODEL (texts));
    g_object_unref (texts);
  }
  qd_window_report_menu (self, page, export_menu);
  /* A new model makes GTK build its popover again, tens of milliseconds
   * of the main thread: at every start and end of a tab's job (each move
   * of a game) the menu is the same, and kept. */
  if (!menus_equal (gtk_menu_button_get_menu_model (self->export_button), G_MENU_MODEL (export_menu)))
    gtk_menu_button_set_menu_model (self->export_button, G_MENU_MODEL (export_menu));
  g_object_unref (export_menu);
}

static void
on_page_notify (QdPage *page, GParamSpec *pspec, QdWindow *self)
{
  if (page == qd_window_get_current_page (self))
    qd_window_update_state (self);
}

/* Saved (or reverted): its draft is no longer needed. */
static void
on_page_modified (QdPage *page, GParamSpec *pspec, QdWindow *self)
{
  if (!qd_page_get_modified (page))
    qd_window_drafts_forget_page (self, page);
}

AdwTabPage *
qd_window_add_page (QdWindow *self, QdPage *page)
{
  AdwTabPage *tab = adw_tab_view_append (self->tab_view, GTK_WIDGET (page));
  const QdProblem *info = qd_window_problem_of_page (page);

  if (info != NULL)
    {
      g_autoptr(GIcon) icon = g_themed_icon_new (qd_problems_icon_name (info));
      adw_tab_page_set_icon (tab, icon);
    }
  g_signal_connect_object (page, "notify::title", G_CALLBACK (sync_tab), tab, 0);
  g_signal_connect_object (page, "notify::modified", G_CALLBACK (sync_tab), tab, 0);
  g_signal_connect_object (page, "notify::busy", G_CALLBACK (sync_tab), tab, 0);
  g_signal_connect_object (page, "notify::file", G_CALLBACK (sync_tab), tab, 0);
  g_signal_connect_object (page, "notify::title", G_CALLBACK (on_page_notify), self, 0);
  g_signal_connect_object (page, "notify::busy", G_CALLBACK (on_page_notify), self, 0);
  g_signal_connect_object (page, "notify::modified", G_CALLBACK (on_page_modified), self, 0);
  sync_tab (page, NULL, tab);
  adw_tab_view_set_selected_page (self->tab_view, tab);
  qd_window_update_state (self);
  /* The page's keys (F5, Escape…) work at once: the focus goes into it. */
  qd_page_focus (page);
  return tab;
}

QdPage *
qd_window_new_page (QdWindow *self, const char *problem_id)
{
  const QdProblem *info = qd_problem_find (problem_id);
  QdPage *page;

  g_return_val_if_fail (info != NULL, NULL);
  page = g_object_new (qd_problems_page_type (info), NULL);
  qd_window_add_page (self, page);
  return page;
}

/* ------------------------------------------------------------- opening */

static AdwTabPage *
find_tab_for_file (QdWindow *self, GFile *file)
{
  guint n = adw_tab_view_get_n_pages (self->tab_view);

  for (guint i = 0; i < n; i++)
    {
      AdwTabPage *tab = adw_tab_view_get_nth_page (self->tab_view, i);
      GFile *other = qd_page_get_file (QD_PAGE (adw_tab_page_get_child (tab)));

      if (other != NULL && g_file_equal (other, file))
        return tab;
    }
  return NULL;
}

typedef struct {
  QdWindow *window;     /* weak */
  GFile *file;
  char *example_title;  /* set when the file is a bundled example */
  const QdProblem *info;
  gboolean restoring;   /* part of the session: open the next entry after it */
  QdWindowOpened opened;  /* then called with the page, or NULL */
  gpointer opened_data;
  GCancellable *cancellable;  /* Cancel on the opening notice */
  QdOpening *opening;         /* its place in that notice, while it is read */
} OpenData;

static void restore_next (QdWindow *self);

static void
open_data_free (OpenData *data)
{
  if (data->opened != NULL)
    data->opened (data->window, NULL, data->opened_data);
  qd_window_opening_end (data->opening);
  g_clear_weak_pointer (&data->window);
  g_clear_object (&data->cancellable);
  g_object_unref (data->file);
  g_free (data->example_title);
  g_free (data);
}

static void load_file_contents (QdWindow *self, OpenData *data, GAsyncResult *result);

static void
on_file_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  OpenData *data = user_data;
  QdWindow *self = data->window;
  gboolean restoring = data->restoring;

  /* out of the opening notice before anything the read brings is said */
  qd_window_opening_end (g_steal_pointer (&data->opening));
  if (self == NULL)
    {
      open_data_free (data);
      return;
    }
  g_object_ref (self);
  load_file_contents (self, data, result);   /* frees data */
  if (restoring)
    restore_next (self);
  g_object_unref (self);
}

/* The file was read and parsed on a worker (qd_document_read_file_async):
 * neither a huge file nor a slow parse holds up the window. */
static void
load_file_contents (QdWindow *self, OpenData *data, GAsyncResult *result)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *name = NULL;
  const QdProblem *info = NULL;
  gpointer model = qd_document_read_file_finish (result, &info, warnings, &error);
  QdPage *page;

  name = data->example_title != NULL ? g_strdup (data->example_title) : g_file_get_basename (data->file);
  if (model == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Cancel on the opening notice: nothing to say */
      open_data_free (data);
      return;
    }
  if (model == NULL)
    {
      g_autofree char *message = NULL;

      if (g_error_matches (error, QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN))
        message = g_strdup_printf (_("“%s” is not a kind of file Quandary opens (see Open… for the file types)"),
                                   name);
      else if (error->domain == G_IO_ERROR || error->domain == G_FILE_ERROR)
        message = g_strdup_printf (_("Could not open “%s”: %s"), name, error->message);
      else
        message = g_strdup_printf ("%s: %s", name, error->message);
      qd_window_show_error (self, message);
      open_data_free (data);
      return;
    }
  page = g_object_ref_sink (g_object_new (qd_problems_page_type (info), NULL));
  if (data->example_title != NULL)
    {
      g_autofree char *uri = g_file_get_uri (data->file);

      /* Named first: the page's document_changed sees the example's name. */
      qd_page_set_untitled_name (page, data->example_title);
      qd_page_open_example (page, uri, model, warnings);
    }
  else
    qd_page_open (page, data->file, model, warnings);
  qd_window_add_page (self, page);
  {
    /* Read, but with something to check: said as long as an error. */
    g_autofree char *message = qd_page_describe_warnings (name, warnings);

    if (message != NULL)
      qd_window_show_error (self, message);
  }
  if (data->opened != NULL)
    {
      data->opened (self, page, data->opened_data);
      data->opened = NULL;
    }
  g_object_unref (page);
  open_data_free (data);
}

static void
open_file_full (QdWindow *self, GFile *file, const QdProblem *info, const char *example_title,
                gboolean restoring, QdWindowOpened opened, gpointer opened_data)
{
  OpenData *data;

  if (example_title == NULL)
    {
      AdwTabPage *existing = find_tab_for_file (self, file);

      if (existing != NULL)
        {
          adw_tab_view_set_selected_page (self->tab_view, existing);
          if (opened != NULL)
            opened (self, QD_PAGE (adw_tab_page_get_child (existing)), opened_data);
          if (restoring)
            restore_next (self);
          return;
        }
    }
  data = g_new0 (OpenData, 1);
  data->opened = opened;
  data->opened_data = opened_data;
  data->restoring = restoring;
  g_set_weak_pointer (&data->window, self);
  data->file = g_object_ref (file);
  data->info = info;
  data->example_title = g_strdup (example_title);
  data->cancellable = g_cancellable_new ();
  {
    g_autofree char *name = example_title != NULL ? g_strdup (example_title) : g_file_get_basename (file);

    data->opening = qd_window_opening_begin (self, name, data->cancellable);
  }
  qd_document_read_file_async (file, info, data->cancellable, on_file_loaded, data);
}

void
qd_window_open_file (QdWindow *self, GFile *file)
{
  open_file_full (self, file, NULL, NULL, FALSE, NULL, NULL);
}

void
qd_window_open_file_then (QdWindow *self, GFile *file, const char *problem_id, QdWindowOpened opened,
                          gpointer data)
{
  open_file_full (self, file, problem_id != NULL ? qd_problem_find (problem_id) : NULL, NULL, FALSE, opened, data);
}

void
qd_window_open_example (QdWindow *self, const char *problem_id, guint index)
{
  const QdProblem *info = qd_problem_find (problem_id);
  g_autofree char *uri = NULL;
  g_autoptr(GFile) file = NULL;

  g_return_if_fail (info != NULL);
  uri = qd_problems_example_uri (info, index);
  file = g_file_new_for_uri (uri);
  open_file_full (self, file, info, _(info->examples[index].title), FALSE, NULL, NULL);
}

static void
on_open_response (GtkNativeDialog *dialog, int response, QdWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GListModel) files = gtk_file_chooser_get_files (GTK_FILE_CHOOSER (dialog));

      for (guint i = 0; i < g_list_model_get_n_items (files); i++)
        {
          g_autoptr(GFile) file = g_list_model_get_item (files, i);
          qd_window_open_file (self, file);
        }
    }
  g_clear_object (&self->chooser);
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  g_autoptr(GListStore) filters = qd_problems_new_file_filters ();

  g_clear_object (&self->chooser);
  self->chooser = qd_file_chooser_new (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _("Open a Problem"),
                                       _("_Open"), NULL);
  gtk_file_chooser_set_select_multiple (GTK_FILE_CHOOSER (self->chooser), TRUE);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (filters)); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (G_LIST_MODEL (filters), i);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
    }
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* The header's Stop: what Escape does in the tab. */
static void
stop_page_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdPage *page = qd_window_get_current_page (QD_WINDOW (user_data));

  if (page != NULL)
    qd_page_stop_work (page);
}

/* Ctrl+T: the New Tab menu, to choose the problem. */
static void
choose_new_tab_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = QD_WINDOW (user_data);

  gtk_menu_button_popup (self->new_tab_button);
}

static void
new_tab_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  qd_window_new_page (user_data, g_variant_get_string (param, NULL));
}

static void
open_example_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  const char *id;
  guint32 index;

  g_variant_get (param, "(&su)", &id, &index);
  qd_window_open_example (user_data, id, index);
}

static gboolean
on_drop (GtkDropTarget *target, const GValue *value, double x, double y, QdWindow *self)
{
  GSList *files;

  if (!G_VALUE_HOLDS (value, GDK_TYPE_FILE_LIST))
    return FALSE;
  files = g_value_get_boxed (value);
  for (GSList *l = files; l != NULL; l = l->next)
    qd_window_open_file (self, l->data);
  return files != NULL;
}

/* ------------------------------------------------------------- closing */

static void
on_close_response (AdwMessageDialog *dialog, const char *response, QdPage *page)
{
  QdWindow *self = QD_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (dialog)));

  /* One answer per dialog, however it was given. */
  g_signal_handlers_disconnect_by_func (dialog, on_close_response, page);
  if (g_str_equal (response, "save"))
    qd_window_save_page (self, page, FALSE, TRUE);
  else
    qd_window_close_tab_of (self, page, g_str_equal (response, "discard"));
  g_object_unref (page);
}

static gboolean
on_close_page (AdwTabView *view, AdwTabPage *tab, QdWindow *self)
{
  QdPage *page = QD_PAGE (adw_tab_page_get_child (tab));
  AdwMessageDialog *dialog;
  g_autofree char *heading = NULL;

  if (!qd_page_get_modified (page))
    {
      qd_page_stop (page);
      adw_tab_view_close_page_finish (view, tab, TRUE);
      return GDK_EVENT_STOP;
    }

  adw_tab_view_set_selected_page (view, tab);
  heading = g_strdup_printf (_("Save Changes to “%s”?"), qd_page_get_title (page));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                       _("Unsaved changes are lost for good if you close without saving.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "discard", _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "save");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_close_response), g_object_ref (page));
  gtk_window_present (GTK_WINDOW (dialog));
  return GDK_EVENT_STOP;
}

static void
close_tab_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  QdWindow *self = user_data;
  AdwTabPage *tab = adw_tab_view_get_selected_page (self->tab_view);

  if (tab != NULL)
    adw_tab_view_close_page (self->tab_view, tab);
}

static void
save_session (QdWindow *self)
{
  GVariantBuilder tabs;
  guint n = adw_tab_view_get_n_pages (self->tab_view);
  AdwTabPage *selected = adw_tab_view_get_selected_page (self->tab_view);
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  if (!gtk_window_is_maximized (GTK_WINDOW (self)))
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (GTK_WINDOW (self)));

  g_variant_builder_init (&tabs, G_VARIANT_TYPE ("a(ss)"));
  for (guint i = 0; i < n; i++)
    {
      QdPage *page = QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i)));
      const QdProblem *info = qd_window_problem_of_page (page);
      GFile *file = qd_page_get_file (page);
      const char *source = qd_page_get_source_uri (page);
      g_autofree char *uri = file != NULL ? g_file_get_uri (file) : g_strdup (source != NULL ? source : "");

      if (info != NULL)
        g_variant_builder_add (&tabs, "(ss)", info->id, uri);
    }
  g_settings_set_value (self->settings, "open-tabs", g_variant_builder_end (&tabs));
  g_settings_set_int (self->settings, "selected-tab",
                      selected != NULL ? adw_tab_view_get_page_position (self->tab_view, selected) : 0);
  g_settings_apply (self->settings);
  self->session_saved = TRUE;
}

typedef struct {
  QdOwned owned;
  char *id;
  char *uri;
} SessionEntry;

/* Opens the session's entries one after the other, so the tabs come back in
 * their order even though files load asynchronously. */
static void
restore_next (QdWindow *self)
{
  SessionEntry *entry = g_queue_pop_head (&self->restore_queue);
  const QdProblem *info;
  gint example;

  if (entry == NULL)
    {
      guint n = adw_tab_view_get_n_pages (self->tab_view);

      if (self->restore_selected >= 0 && (guint) self->restore_selected < n)
        adw_tab_view_set_selected_page (self->tab_view,
                                        adw_tab_view_get_nth_page (self->tab_view, self->restore_selected));
      self->restore_selected = -1;
      return;
    }

  info = qd_problem_find (entry->id);
  example = info != NULL ? qd_problems_find_example (info, entry->uri) : -1;
  if (info == NULL)
    restore_next (self);
  else if (example >= 0)
    {
      g_autofree char *uri = qd_problems_example_uri (info, example);
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      open_file_full (self, file, info, _(info->examples[example].title), TRUE, NULL, NULL);
    }
  else if (*entry->uri == '\0')
    {
      qd_window_new_page (self, entry->id);
      restore_next (self);
    }
  else
    {
      g_autoptr(GFile) file = g_file_new_for_uri (entry->uri);

      open_file_full (self, file, NULL, NULL, TRUE, NULL, NULL);
    }
  qd_owned_free (entry);
}

void
qd_window_restore_session (QdWindow *self)
{
  g_autoptr(GVariant) tabs = g_settings_get_value (self->settings, "open-tabs");
  GVariantIter iter;
  const char *id, *uri;

  g_variant_iter_init (&iter, tabs);
  while (g_variant_iter_next (&iter, "(&s&s)", &id, &uri))
    {
      SessionEntry *entry = g_new0 (SessionEntry, 1);

      entry->id = qd_owned_add (&entry->owned, g_strdup (id), g_free);
      entry->uri = qd_owned_add (&entry->owned, g_strdup (uri), g_free);
      g_queue_push_tail (&self->restore_queue, entry);
    }
  self->restore_selected = g_settings_get_int (self->settings, "selected-tab");
  restore_next (self);
  qd_window_drafts_offer (self);
}

static gboolean
qd_window_close_request (GtkWindow *window)
{
  QdWindow *self = QD_WINDOW (window);
  guint n = adw_tab_view_get_n_pages (self->tab_view);

  if (!self->closing)
    save_session (self);
  /* Should the answers below never come (a kill), nothing is lost. */
  qd_window_drafts_save_now (self);
  /* Ask about unsaved pages one at a time; each answer closes its page and
   * closes the window again, until none is left or the user cancels. */
  for (guint i = 0; i < n; i++)
    {
      AdwTabPage *tab = adw_tab_view_get_nth_page (self->tab_view, i);

      if (qd_page_get_modified (QD_PAGE (adw_tab_page_get_child (tab))))
        {
          self->closing = TRUE;
          adw_tab_view_close_page (self->tab_view, tab);
          return GDK_EVENT_STOP;
        }
    }
  for (guint i = 0; i < n; i++)
    qd_page_stop (QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i))));
  return GTK_WINDOW_CLASS (qd_window_parent_class)->close_request (window);
}

static gboolean
close_again (gpointer data)
{
  QdWindow *self = data;

  if (self->closing)
    gtk_window_close (GTK_WINDOW (self));
  return G_SOURCE_REMOVE;
}

static void
on_page_detached (AdwTabView *view, AdwTabPage *tab, int position, QdWindow *self)
{
  /* Closed (its edits saved or discarded): its draft goes, and its
   * messages (not while the window itself goes: its overlay takes them). */
  if (!gtk_widget_in_destruction (GTK_WIDGET (self)))
    qd_page_dismiss_toasts (QD_PAGE (adw_tab_page_get_child (tab)));
  qd_window_drafts_forget_page (self, QD_PAGE (adw_tab_page_get_child (tab)));
  g_signal_handlers_disconnect_by_data (adw_tab_page_get_child (tab), self);
  qd_window_update_state (self);
  if (self->closing)
    g_idle_add_full (G_PRIORITY_DEFAULT, close_again, g_object_ref (self), g_object_unref);
}

static void
on_selected_page (AdwTabView *view, GParamSpec *pspec, QdWindow *self)
{
  qd_window_present_follow_page (self);
  qd_window_shortcuts_follow_page (self);
  qd_window_fit_flaps (self);
  qd_window_update_state (self);
}

/* ------------------------------------------------------------- set up */

static const GActionEntry win_actions[] = {
  { "open", open_activated },
  { "new-tab", new_tab_activated, "s" },
  { "choose-new-tab", choose_new_tab_activated },
  { "stop-page", stop_page_activated },
  { "open-example", open_example_activated, "(su)" },
  { "save", qd_window_save_activated },
  { "save-as", qd_window_save_activated },
  { "export-picture", qd_window_export_picture_activated, "s" },
  { "export-text", qd_window_export_text_activated, "s" },
  { "close-tab", close_tab_activated },
  { "toggle-controls", qd_window_toggle_controls_activated },
  { "help", qd_window_help_activated },
  { "open-shards", qd_window_open_shards_activated },
  { "open-shards-folder", qd_window_open_shards_folder_activated },
  { "report", qd_window_report_activated },
  { "report-bundle", qd_window_report_activated },
  { "export-animation", qd_window_report_activated },
  { "add-to-report", qd_window_add_to_report_activated },
  { "show-report", qd_window_show_report_activated },
  { "check-answer", qd_window_check_answer_activated },
  { "grading", qd_window_grading_activated },
  { "new-exercise", qd_window_exercises_activated },
  { "cancel-open", qd_window_cancel_open_activated },
  { "worksheet", qd_window_exercises_activated },
};


/* A card of the empty window that opens a new tab of the problem. */
static void
build_problem_menus (QdWindow *self)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);
  g_autoptr(GMenu) new_menu = g_menu_new ();
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *action = g_strdup_printf ("win.new-tab::%s", problems[i]->id);
      g_autoptr(GMenuItem) item = g_menu_item_new (_(problems[i]->title), action);
      g_autoptr(GMenu) examples = g_menu_new ();

      g_menu_append_item (new_menu, item);

      for (guint j = 0; problems[i]->examples[j].file != NULL; j++)
        {
          g_autoptr(GMenuItem) example = g_menu_item_new (_(problems[i]->examples[j].title), NULL);

          g_menu_item_set_action_and_target (example, "win.open-example", "(su)", problems[i]->id, j);
          g_menu_append_item (examples, example);
        }
      /* One submenu per problem: the flat list was taller than a screen. */
      g_menu_append_submenu (self->examples_menu, _(problems[i]->title), G_MENU_MODEL (examples));
    }
  qd_window_start_build (self);
  gtk_menu_button_set_menu_model (self->new_tab_button, G_MENU_MODEL (new_menu));
}

static void
qd_window_dispose (GObject *object)
{
  QdWindow *self = QD_WINDOW (object);

  qd_file_chooser_clear (&self->chooser, self);
  qd_shards_chooser_close (&self->shards_chooser);
  if (self->shards_report != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->shards_report), (gpointer *) &self->shards_report);
      gtk_window_destroy (GTK_WINDOW (self->shards_report));
      self->shards_report = NULL;
    }
  if (self->tab_view != NULL)
    g_signal_handlers_disconnect_by_data (self->tab_view, self);
  /* The window goes after every page was saved or its edits discarded. */
  qd_window_drafts_finish (self);
  qd_window_report_finish (self);
  qd_window_start_finish (self);
  qd_window_unbind_controls (self);
  qd_window_keep_focus_finish (self);
  qd_window_present_finish (self);
  qd_window_opening_finish (self);
  g_clear_handle_id (&self->controls_idle, g_source_remove);
  g_clear_handle_id (&self->fit_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_WINDOW);
  G_OBJECT_CLASS (qd_window_parent_class)->dispose (object);
}

static void
qd_window_finalize (GObject *object)
{
  QdWindow *self = QD_WINDOW (object);

  g_clear_object (&self->settings);
  g_queue_clear_full (&self->restore_queue, qd_owned_free);
  g_free (self->last_error);
  G_OBJECT_CLASS (qd_window_parent_class)->finalize (object);
}

static void
qd_window_class_init (QdWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = qd_window_dispose;
  object_class->finalize = qd_window_finalize;
  g_type_ensure (QD_TYPE_JOB_BAR);
  window_class->close_request = qd_window_close_request;
  widget_class->size_allocate = qd_window_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/qd-window.ui");
  gtk_widget_class_bind_template_child (widget_class, QdWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, tab_view);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, tab_bar);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, new_tab_button);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, export_button);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, controls_button);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, stop_button);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, job_bar);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, start_box);
  gtk_widget_class_bind_template_child (widget_class, QdWindow, examples_menu);
}

static void
qd_window_init (QdWindow *self)
{
  GtkDropTarget *drop;

  gtk_widget_init_template (GTK_WIDGET (self));
  qd_a11y_prepare (GTK_WIDGET (self));
  qd_window_keep_focus_init (self);
  g_queue_init (&self->restore_queue);
  self->restore_selected = -1;
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  qd_window_present_init (self);
  qd_window_opening_init (self);

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  build_problem_menus (self);
  g_signal_connect (self->tab_view, "close-page", G_CALLBACK (on_close_page), self);
  g_signal_connect (self->tab_view, "page-detached", G_CALLBACK (on_page_detached), self);
  g_signal_connect (self->tab_view, "notify::selected-page", G_CALLBACK (on_selected_page), self);
  g_signal_connect (self->controls_button, "toggled", G_CALLBACK (qd_window_on_controls_toggled), self);
  g_signal_connect_object (qd_look_get_default (), "changed", G_CALLBACK (qd_window_refit_flaps), self,
                           G_CONNECT_SWAPPED);

  drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  qd_window_drafts_init (self);
  qd_window_update_state (self);
}

QdWindow *
qd_window_new (GtkApplication *application)
{
  QdWindow *self = g_object_new (QD_TYPE_WINDOW, "application", application, NULL);

  /* The application gives the window its ui/gtk/help-overlay.ui as it joins. */
  qd_window_shortcuts_init (self);
  qd_window_shortcuts_follow_page (self);
  return self;
}
