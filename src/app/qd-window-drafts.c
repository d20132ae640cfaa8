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

static void
restore_drafts (QdWindow *self, GPtrArray *orphans)
{
  for (guint i = 0; i < orphans->len; i++)
    {
      const QdDraft *draft = orphans->pdata[i];
      const QdProblem *info = qd_problem_find (draft->problem);
      g_autoptr(GFile) file = *draft->uri != '\0' ? g_file_new_for_uri (draft->uri) : NULL;
      g_autoptr(GError) error = NULL;
      QdPage *page;

      if (info == NULL)
        continue;
      page = g_object_ref_sink (g_object_new (qd_problems_page_type (info), NULL));
      if (!qd_page_load (page, file, draft->contents, strlen (draft->contents), draft->title, &error))
        qd_window_show_error (self, error->message);
      else
        {
          if (file != NULL)
            qd_page_set_file (page, file);
          else
            qd_page_set_untitled_name (page, draft->title);
          qd_page_set_unsaved (page);
          qd_window_add_page (self, page);
        }
      g_object_unref (page);
    }
}

static void
on_recover_response (AdwMessageDialog *dialog, const char *response, QdWindow *self)
{
  GPtrArray *orphans = g_object_get_data (G_OBJECT (dialog), "orphans");

  if (g_strcmp0 (response, "restore") == 0)
    restore_drafts (self, orphans);
  if (g_strcmp0 (response, "later") != 0 && self->drafts != NULL)
    qd_draft_store_forget (self->drafts, orphans);
  if (g_strcmp0 (response, "restore") == 0)
    qd_window_drafts_save_now (self);   /* now they are this window's drafts */
}

void
qd_window_drafts_offer (QdWindow *self)
{
  g_autoptr(GPtrArray) orphans = NULL;
  g_autoptr(GString) titles = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  if (self->drafts == NULL)
    return;
  orphans = qd_draft_store_orphans (self->drafts);
  if (orphans->len == 0)
    return;
  titles = g_string_new (NULL);
  for (guint i = 0; i < orphans->len; i++)
    g_string_append_printf (titles, "%s“%s”", i > 0 ? ", " : "", ((QdDraft *) orphans->pdata[i])->title);
  body = g_strdup_printf (ngettext ("Quandary ended without saving %u document: %s. Restore it as an unsaved "
                                    "tab, or discard it?",
                                    "Quandary ended without saving %u documents: %s. Restore them as unsaved "
                                    "tabs, or discard them?", orphans->len),
                          orphans->len, titles->str);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Recover Unsaved Work?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "later", _("_Not Now"),
                                    "restore", _("_Restore"),
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
