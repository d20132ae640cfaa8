/* qd-page-replace.c — acts that throw work away say so with Undo at hand.
 * A document replaced by a generated one (a random map, puzzle or set of
 * cities) becomes a new untitled document, so that Save never writes it
 * over the file it replaced, and a toast offers Undo; the undo of that step
 * (the toast's, or Ctrl+Z) brings back both the old document and where it
 * came from.  A resize or a clear that drops part of the document gets a
 * toast with Undo. */
#include "config.h"
#include "qd-page.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-widgets.h"

/* A toast with an Undo button, kept on the page as `key` for tests. */
static AdwToast *
undo_toast_new (QdPage *self, const char *message, const char *key)
{
  AdwToast *toast = qd_toast_new (message);

  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data_full (G_OBJECT (self), key, g_object_ref (toast), g_object_unref);
  return toast;
}

static void
on_dismissed (AdwToast *toast, QdPage *page)
{
  if (qd_page_get_replace_toast (page) == toast)
    g_object_set_data (G_OBJECT (page), "qd-replace-toast", NULL);
}

static void
on_undo_edit_clicked (AdwToast *toast, QdPage *page)
{
  qd_page_undo (page);
}

void
qd_page_replace_document (QdPage *self, gpointer model, const char *untitled_name, const char *message)
{
  QdDocument *document = qd_page_get_document (self);
  AdwToast *toast;

  /* One step of the history: the model and the file it belonged to. */
  qd_document_push_undo_identity (document, qd_page_snapshot (self), qd_document_get_identity (document));
  qd_page_set_model (self, model, QD_PAGE_CHANGE_REPLACED);
  qd_document_set_source_uri (document, NULL);
  qd_document_set_file (document, NULL);
  qd_document_set_untitled_name (document, untitled_name);
  qd_document_mark_unsaved (document);

  toast = undo_toast_new (self, message, "qd-replace-toast");
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_edit_clicked), self, 0);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_dismissed), self, 0);
  qd_page_add_toast (self, toast);
}

AdwToast *
qd_page_get_replace_toast (QdPage *self)
{
  return g_object_get_data (G_OBJECT (self), "qd-replace-toast");
}

void
qd_page_toast_undoable (QdPage *self, const char *message)
{
  AdwToast *toast = undo_toast_new (self, message, "qd-undo-toast");

  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (on_undo_edit_clicked), self, 0);
  qd_page_add_toast (self, toast);
}

AdwToast *
qd_page_get_undo_toast (QdPage *self)
{
  return g_object_get_data (G_OBJECT (self), "qd-undo-toast");
}

void
qd_page_toast_new_game (QdPage *self, guint moves)
{
  g_autofree char *message = NULL;

  if (moves == 0)
    return;
  message = g_strdup_printf (ngettext ("A new game: Undo brings back the last one (%u move)",
                                       "A new game: Undo brings back the last one (%u moves)", moves), moves);
  qd_page_toast_undoable (self, message);
}
