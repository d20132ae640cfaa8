/* qd-window-drafts.c — the window's drafts: every few seconds the modified
 * pages are written to the draft store (src/app/qd-drafts.h), a page's draft
 * goes when it is saved or closed, and at start the drafts a dead process
 * left are offered back. */
#include "config.h"
#include "qd-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-drafts.h"
#include "qd-page.h"

#define DRAFT_INTERVAL_S 3

/* Per page: its key in the store, and a hash of the text last written. */
#define KEY_DATA "qd-draft-key"
#define HASH_DATA "qd-draft-hash"

static guint
page_key (QdWindow *self, QdPage *page)
{
  guint key = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (page), KEY_DATA));

  if (key == 0)
    {
      key = ++self->next_draft_key;
      g_object_set_data (G_OBJECT (page), KEY_DATA, GUINT_TO_POINTER (key));
    }
  return key;
}

static void
write_page (QdWindow *self, QdPage *page)
{
  const QdProblem *info = qd_window_problem_of_page (page);
  g_autofree char *text = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GError) error = NULL;
  QdDraft draft = { 0 };
  guint hash;

  if (info == NULL)
    return;
  text = qd_page_serialize (page);
  if (text == NULL)
    return;
  hash = g_str_hash (text) ^ (guint) strlen (text);
  if (hash == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (page), HASH_DATA)))
    return;   /* unchanged since the last draft */
  uri = qd_page_get_file (page) != NULL ? g_file_get_uri (qd_page_get_file (page)) : g_strdup ("");
  draft.problem = (char *) info->id;
  draft.title = (char *) qd_page_get_title (page);
  draft.uri = uri;
  draft.contents = text;
  if (!qd_draft_store_write (self->drafts, page_key (self, page), &draft, &error))
    {
      g_warning ("Could not write a draft: %s", error->message);
      return;
    }
  g_object_set_data (G_OBJECT (page), HASH_DATA, GUINT_TO_POINTER (hash == 0 ? 1 : hash));
}

void
qd_window_drafts_forget_page (QdWindow *self, QdPage *page)
{
  if (self->drafts == NULL || g_object_get_data (G_OBJECT (page), HASH_DATA) == NULL)
    return;
  qd_draft_store_remove (self->drafts, page_key (self, page));
  g_object_set_data (G_OBJECT (page), HASH_DATA, NULL);
}

void
qd_window_drafts_save_now (QdWindow *self)
{
  guint n = adw_tab_view_get_n_pages (self->tab_view);

  if (self->drafts == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      QdPage *page = QD_PAGE (adw_tab_page_get_child (adw_tab_view_get_nth_page (self->tab_view, i)));

      if (qd_page_get_modified (page))
        write_page (self, page);
      else
        qd_window_drafts_forget_page (self, page);
    }
}

static gboolean
on_draft_timer (gpointer data)
{
  qd_window_drafts_save_now (data);
  return G_SOURCE_CONTINUE;
}

void
qd_window_drafts_init (QdWindow *self)
{
  g_autoptr(GError) error = NULL;

  self->drafts = qd_draft_store_new (&error);
  if (self->drafts == NULL)
    {
      g_warning ("Drafts are off: %s", error->message);
      return;
    }
  self->draft_timer = g_timeout_add_seconds (DRAFT_INTERVAL_S, on_draft_timer, self);
}

void
qd_window_drafts_finish (QdWindow *self)
{
  g_clear_handle_id (&self->draft_timer, g_source_remove);
  g_clear_pointer (&self->drafts, qd_draft_store_close);
}

/* ------------------------------------------------------------ recovering */

/* Says where drafts that could not be read or restored were kept. */
static void
say_set_aside (QdWindow *self, guint n)
{
  g_autofree char *dir = qd_drafts_dir ();
  g_autofree char *aside = g_build_filename (dir, "unreadable", NULL);
  g_autofree char *message = NULL;

  if (n == 0)
    return;
  message = g_strdup_printf (ngettext ("%u draft could not be read and was kept in %s",
                                       "%u drafts could not be read and were kept in %s", n), n, aside);
  qd_window_show_error (self, message);
}

/* The drafts parsed on a worker (a draft may be a huge document): each
 * draft's model, or its error. */
typedef struct {
  GPtrArray *orphans;           /* QdDraft */
  gpointer *models;
  GError **errors;
} Restoring;

static void
restoring_free (gpointer data)
{
  Restoring *r = data;

  for (guint i = 0; i < r->orphans->len; i++)
    {
      const QdProblem *info = qd_problem_find (((QdDraft *) r->orphans->pdata[i])->problem);

      if (r->models[i] != NULL)
        info->format->free (r->models[i]);
      g_clear_error (&r->errors[i]);
    }
  g_free (r->models);
  g_free (r->errors);
  g_ptr_array_unref (r->orphans);
  g_free (r);
}

static void
parse_drafts (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Restoring *r = data;

  for (guint i = 0; i < r->orphans->len; i++)
    {
      const QdDraft *draft = r->orphans->pdata[i];
      const QdProblem *info = qd_problem_find (draft->problem);

      if (info == NULL)
        g_set_error (&r->errors[i], QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN,
                     _("%s: a draft of “%s”, which this version of Quandary does not know"), draft->title,
                     draft->problem);
      else if ((r->models[i] = info->format->parse (draft->contents, strlen (draft->contents), NULL,
                                                    &r->errors[i])) == NULL)
        {
          /* A draft with an error (a rulesheet being written) comes back as it was. */
          if (info->format->recover != NULL
              && (r->models[i] = info->format->recover (draft->contents, strlen (draft->contents))) != NULL)
            g_clear_error (&r->errors[i]);
          else
            g_prefix_error (&r->errors[i], "%s: ", draft->title);
        }
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_drafts_parsed (GObject *source, GAsyncResult *result, gpointer data)
{
  QdWindow *self = QD_WINDOW (source);
  Restoring *r = g_task_get_task_data (G_TASK (result));
  g_autoptr(GPtrArray) restored = g_ptr_array_new ();
  const GError *first_error = NULL;
  guint failed = 0;

  for (guint i = 0; i < r->orphans->len; i++)
    {
      QdDraft *draft = r->orphans->pdata[i];
      const QdProblem *info = qd_problem_find (draft->problem);
      g_autoptr(GFile) file = *draft->uri != '\0' ? g_file_new_for_uri (draft->uri) : NULL;
      QdPage *page;

      if (r->models[i] == NULL)
        {
          /* Kept aside, not deleted: the error says why. */
          if (self->drafts != NULL)
            g_free (qd_draft_store_set_aside (self->drafts, draft->path, NULL));
          if (first_error == NULL)
            first_error = r->errors[i];
          failed++;
          continue;
        }
      page = g_object_ref_sink (g_object_new (qd_problems_page_type (info), NULL));
      qd_page_open (page, file, g_steal_pointer (&r->models[i]), NULL);
      if (file == NULL)
        qd_page_set_untitled_name (page, draft->title);
      qd_page_set_unsaved (page);
      qd_window_add_page (self, page);
      g_object_unref (page);
      g_ptr_array_add (restored, draft);
    }
  /* One message, however many failed: the first's reason, and where they
   * were kept. */
  if (failed > 0)
    {
      g_autofree char *dir = qd_drafts_dir ();
      g_autofree char *where = g_build_filename (dir, "unreadable", NULL);
      g_autofree char *message =
        failed == 1 ? g_strdup_printf (_("%s (the draft was kept in %s)"), first_error->message, where)
                    : g_strdup_printf (ngettext ("%s (and %u more draft could not be restored: all kept in %s)",
                                                 "%s (and %u more drafts could not be restored: all kept in %s)",
                                                 failed - 1),
                                       first_error->message, failed - 1, where);

      qd_window_show_error (self, message);
    }
  /* The restored drafts are this window's now: the dead store's go. */
  if (self->drafts != NULL)
    {
      qd_draft_store_forget (self->drafts, restored);
      qd_window_drafts_save_now (self);
    }
}

static void
restore_drafts (QdWindow *self, GPtrArray *orphans)
{
  Restoring *r = g_new0 (Restoring, 1);
  g_autoptr(GTask) task = g_task_new (self, NULL, on_drafts_parsed, NULL);

  r->orphans = g_ptr_array_ref (orphans);
  r->models = g_new0 (gpointer, orphans->len);
  r->errors = g_new0 (GError *, orphans->len);
  g_task_set_task_data (task, r, restoring_free);
  g_task_run_in_thread (task, parse_drafts);
}

static void
on_recover_response (AdwMessageDialog *dialog, const char *response, QdWindow *self)
{
  GPtrArray *orphans = g_object_get_data (G_OBJECT (dialog), "orphans");

  if (g_strcmp0 (response, "restore") == 0)
    restore_drafts (self, orphans);
  else if (g_strcmp0 (response, "discard") == 0 && self->drafts != NULL)
    qd_draft_store_forget (self->drafts, orphans);
}

/* The drafts' titles in a list that scrolls: a dialog of 400 drafts fits
 * the screen. */
static GtkWidget *
drafts_list (GPtrArray *orphans)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < orphans->len; i++)
    {
      const QdDraft *draft = orphans->pdata[i];
      const QdProblem *info = qd_problem_find (draft->problem);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), draft->title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      if (info != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(info->title));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 240);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unsaved documents"), -1);
  return scrolled;
}

void
qd_window_drafts_offer (QdWindow *self)
{
  g_autoptr(GPtrArray) orphans = NULL;
  g_autoptr(GPtrArray) aside = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->drafts == NULL)
    return;
  orphans = qd_draft_store_orphans (self->drafts, aside);
  say_set_aside (self, aside->len);
  if (orphans->len == 0)
    return;
  body = g_strdup_printf (ngettext ("Quandary ended without saving %u document. Restore it as an unsaved tab, "
                                    "or discard it?",
                                    "Quandary ended without saving %u documents. Restore them as unsaved "
                                    "tabs, or discard them?", orphans->len),
                          orphans->len);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Recover Unsaved Work?"), body);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), drafts_list (orphans));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", orphans->len > 1 ? _("_Discard All") : _("_Discard"),
                                    "later", _("_Not Now"),
                                    "restore", orphans->len > 1 ? _("_Restore All") : _("_Restore"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restore", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restore");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "later");
  g_object_set_data_full (G_OBJECT (dialog), "orphans", g_steal_pointer (&orphans),
                          (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_recover_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
