/* qd-page-document.c — the page's document: its model, opening and saving
 * it, its file and title, and one undo history with its actions and keys
 * (qd-page.h). */
#include "config.h"
#include "qd-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-file.h"
#include "app/widgets/qd-widgets.h"

/* ------------------------------------------------------------ the model */

gpointer
qd_page_get_model (QdPage *self)
{
  return qd_document_get_model (qd_page_get_document (self));
}

void
qd_page_set_model (QdPage *self, gpointer model, QdPageChange change)
{
  QdDocument *document = qd_page_get_document (self);
  gpointer old;

  g_return_if_fail (model != NULL);
  old = qd_document_swap_model (document, model);
  if (change != QD_PAGE_CHANGE_RESTORED)
    qd_document_new_state (document);
  QD_PAGE_GET_CLASS (self)->document_changed (self, change);
  /* The page has let go of the old one by now. */
  if (old != NULL && old != model)
    qd_document_get_format (document)->free (old);
  if (change == QD_PAGE_CHANGE_OPENED)
    {
      /* What a new tab starts with, or a file holds: an undo that comes
       * back to it leaves nothing unsaved. */
      qd_document_clear_history (document);
      qd_document_mark_saved (document);
    }
  qd_page_update_undo (self);
}

static void
open_from (QdPage *self, GFile *file, const char *uri, gpointer model, GPtrArray *warnings)
{
  QdDocument *document = qd_page_get_document (self);
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  qd_page_set_model (self, model, QD_PAGE_CHANGE_OPENED);
  qd_document_set_file (document, file);
  qd_document_set_source_uri (document, uri);
  if (klass->opened != NULL)
    {
      g_autoptr(GPtrArray) mine = g_ptr_array_new_with_free_func (g_free);

      klass->opened (self, file, mine);
      for (guint i = 0; warnings != NULL && i < mine->len; i++)
        g_ptr_array_add (warnings, g_strdup (mine->pdata[i]));
    }
}

void
qd_page_open (QdPage *self, GFile *file, gpointer model, GPtrArray *warnings)
{
  open_from (self, file, NULL, model, warnings);
}

void
qd_page_open_example (QdPage *self, const char *uri, gpointer model, GPtrArray *warnings)
{
  open_from (self, NULL, uri, model, warnings);
}

char *
qd_page_describe_warnings (const char *display_name, const GPtrArray *warnings)
{
  if (warnings->len == 0)
    return NULL;
  /* One warning alone (ngettext's n would be 0: plural in English). */
  if (warnings->len == 1)
    return g_strdup_printf (C_("file: warning", "%s: %s"), display_name, (char *) warnings->pdata[0]);
  return g_strdup_printf (ngettext ("%s: %s (and %u more warning)", "%s: %s (and %u more warnings)", warnings->len - 1),
                          display_name, (char *) warnings->pdata[0], warnings->len - 1);
}

gboolean
qd_page_load (QdPage *self, GFile *file, const char *contents, gsize length, const char *display_name,
              GError **error)
{
  const QdFormat *format = qd_document_get_format (qd_page_get_document (self));
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *message = NULL;
  gpointer model = format->parse (contents, length, warnings, error);

  if (model == NULL)
    {
      g_prefix_error (error, "%s: ", display_name);
      return FALSE;
    }
  qd_page_open (self, file, model, warnings);
  if ((message = qd_page_describe_warnings (display_name, warnings)) != NULL)
    qd_page_toast (self, message);
  return TRUE;
}

char *
qd_page_serialize (QdPage *self)
{
  qd_page_flush_edits (self);
  return qd_document_write (qd_page_get_document (self));
}

gboolean
qd_page_save_to (QdPage *self, GFile *file, GError **error)
{
  QdDocument *document = qd_page_get_document (self);
  g_autofree char *text = qd_page_serialize (self);
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  if (klass->save_with_companions != NULL ? !klass->save_with_companions (self, file, text, error)
                                          : !qd_save_text (file, text, -1, error))
    return FALSE;
  qd_document_set_file (document, file);
  qd_document_set_source_uri (document, NULL);
  qd_document_mark_saved_text (document, g_steal_pointer (&text));
  return TRUE;
}

/* ------------------------------------------------------------ companions */

/* The worker's part; the job keeps the file and `done` for the end (its
 * task is freed before "finished"). */
typedef struct {
  GFile *file;
  char *name;
  QdPageReadFunc read;
  gpointer data;
  GDestroyNotify data_free;
} ReadTask;

static void
read_task_free (gpointer p)
{
  ReadTask *task = p;

  if (task->data_free != NULL)
    task->data_free (task->data);
  g_object_unref (task->file);
  g_free (task->name);
  g_free (task);
}

static gpointer
read_worker (QdJob *job, gpointer p, GError **error)
{
  ReadTask *task = p;
  gpointer result = task->read (task->file, task->data, error);

  if (result == NULL)
    g_prefix_error (error, "%s: ", task->name);
  return result;
}

static void
on_file_read (QdPage *self, QdJob *job)
{
  GFile *file = g_object_get_data (G_OBJECT (job), "qd-read-file");
  QdPageFileRead done = (QdPageFileRead) g_object_get_data (G_OBJECT (job), "qd-read-done");
  GDestroyNotify result_free = (GDestroyNotify) g_object_get_data (G_OBJECT (job), "qd-read-result-free");
  gpointer result = qd_job_steal_result (job);

  if (qd_job_was_cancelled (job))
    {
      if (result != NULL && result_free != NULL)
        result_free (result);
      return;
    }
  done (self, file, result, result == NULL ? qd_job_get_error (job) : NULL);
}

void
qd_page_read_file (QdPage *self, GFile *file, QdPageReadFunc read, gpointer data, GDestroyNotify data_free,
                   GDestroyNotify result_free, QdPageFileRead done)
{
  ReadTask *task = g_new0 (ReadTask, 1);
  g_autofree char *title = NULL;
  QdJob *job;

  task->file = g_object_ref (file);
  task->name = g_file_get_basename (file);
  task->read = read;
  task->data = data;
  task->data_free = data_free;
  title = g_strdup_printf (_("Reading %s…"), task->name);
  job = qd_page_start_job (self, title, read_worker, task, read_task_free, result_free, on_file_read);
  g_object_set_data_full (G_OBJECT (job), "qd-read-file", g_object_ref (file), g_object_unref);
  g_object_set_data (G_OBJECT (job), "qd-read-done", (gpointer) done);
  g_object_set_data (G_OBJECT (job), "qd-read-result-free", (gpointer) result_free);
}

/* ------------------------------------------------------------ identity */

GFile *
qd_page_get_file (QdPage *self)
{
  return qd_document_get_file (qd_page_get_document (self));
}

void
qd_page_set_file (QdPage *self, GFile *file)
{
  qd_document_set_file (qd_page_get_document (self), file);
}

const char *
qd_page_get_title (QdPage *self)
{
  return qd_document_get_title (qd_page_get_document (self));
}

void
qd_page_set_untitled_name (QdPage *self, const char *name)
{
  qd_document_set_untitled_name (qd_page_get_document (self), name);
}

const char *
qd_page_get_source_uri (QdPage *self)
{
  return qd_document_get_source_uri (qd_page_get_document (self));
}

void
qd_page_set_source_uri (QdPage *self, const char *uri)
{
  qd_document_set_source_uri (qd_page_get_document (self), uri);
}

void
qd_page_flush_edits (QdPage *self)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  if (klass->flush_edits != NULL)
    klass->flush_edits (self);
}

gboolean
qd_page_get_modified (QdPage *self)
{
  qd_page_flush_edits (self);
  return qd_document_get_modified (qd_page_get_document (self));
}

void
qd_page_set_modified (QdPage *self, gboolean modified)
{
  qd_document_set_modified (qd_page_get_document (self), modified);
}

void
qd_page_set_unsaved (QdPage *self)
{
  qd_document_mark_unsaved (qd_page_get_document (self));
}

/* ------------------------------------------------------------ undo */

char *
qd_page_snapshot (QdPage *self)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  if (klass->snapshot != NULL)
    return klass->snapshot (self);
  return qd_document_write (qd_page_get_document (self));
}

void
qd_page_record_snapshot (QdPage *self, char *before)
{
  QdDocument *document = qd_page_get_document (self);

  qd_document_push_undo (document, before);
  qd_document_set_modified (document, TRUE);
}

void
qd_page_record_state (QdPage *self)
{
  qd_document_push_undo (qd_page_get_document (self), qd_page_snapshot (self));
}

void
qd_page_record_edit (QdPage *self)
{
  qd_page_record_snapshot (self, qd_page_snapshot (self));
}

static gboolean
may_undo (QdPage *self)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);

  return klass->can_undo != NULL ? klass->can_undo (self) : !qd_page_get_busy (self);
}

static void
restore (QdPage *self, const char *text)
{
  QdPageClass *klass = QD_PAGE_GET_CLASS (self);
  const QdFormat *format;
  gpointer model;

  if (klass->restore != NULL)
    {
      klass->restore (self, text);
      return;
    }
  format = qd_document_get_format (qd_page_get_document (self));
  model = format->parse (text, strlen (text), NULL, NULL);
  /* The history holds only texts the format wrote. */
  g_return_if_fail (model != NULL);
  qd_page_set_model (self, model, QD_PAGE_CHANGE_RESTORED);
}

/* One step of undo (`undo`) or redo. */
static gboolean
step (QdPage *self, gboolean undo)
{
  QdDocument *document = qd_page_get_document (self);
  QdDocumentIdentity *identity = NULL;
  g_autofree char *text = NULL;

  if (!may_undo (self))
    return FALSE;
  text = undo ? qd_document_undo (document, qd_page_snapshot (self), &identity)
              : qd_document_redo (document, qd_page_snapshot (self), &identity);
  if (text == NULL)
    return FALSE;
  restore (self, text);
  /* A replacement undone gives the file back (and its redo takes it again). */
  if (identity != NULL)
    {
      qd_document_set_identity (document, identity);
      qd_document_identity_free (identity);
    }
  else
    qd_document_update_modified (document);
  qd_page_update_undo (self);
  return TRUE;
}

gboolean
qd_page_undo (QdPage *self)
{
  return step (self, TRUE);
}

gboolean
qd_page_redo (QdPage *self)
{
  return step (self, FALSE);
}

void
qd_page_update_undo (QdPage *self)
{
  QdDocument *document = qd_page_get_document (self);
  gboolean may = may_undo (self);
  GSimpleAction *undo = qd_page_lookup_action (self, "undo");
  GSimpleAction *redo = qd_page_lookup_action (self, "redo");

  /* Before constructed the actions are not there yet. */
  if (undo == NULL || redo == NULL)
    return;
  g_simple_action_set_enabled (undo, may && qd_document_can_undo (document));
  g_simple_action_set_enabled (redo, may && qd_document_can_redo (document));
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_page_undo (data);
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_page_redo (data);
}

static gboolean
undo_key (GtkWidget *widget, GVariant *args, gpointer data)
{
  return qd_page_undo (QD_PAGE (widget));
}

static gboolean
redo_key (GtkWidget *widget, GVariant *args, gpointer data)
{
  return qd_page_redo (QD_PAGE (widget));
}

void
qd_page_document_class_init (QdPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /* In the bubble phase: a text field's own Ctrl+Z comes first. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, undo_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, redo_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, redo_key, NULL);
}

void
qd_page_document_constructed (QdPage *self)
{
  /* The one method every page has (qd-page.h). */
  g_warn_if_fail (QD_PAGE_GET_CLASS (self)->document_changed != NULL);
  static const GActionEntry actions[] = {
    { "undo", undo_activated },
    { "redo", redo_activated },
  };

  qd_page_add_actions (self, actions, G_N_ELEMENTS (actions), self);
  qd_page_update_undo (self);
}
