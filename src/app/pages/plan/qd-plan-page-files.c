/* qd-plan-page-files.c — the Planning tab's files: the document's text and
 * its companion's in the Files pane, edited there (each pause in typing is
 * one edit undo takes back), the companion found beside the file or asked
 * for, the task read from both, and saving both. */
#include "config.h"
#include "qd-plan-page-private.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-file.h"

/* A pause in typing this long makes an edit. */
#define EDIT_DELAY_MS 600
/* The undo history's record: this header with the two texts' lengths, then
 * the texts (the companion's length -1 when there is none). */
#define SNAPSHOT_HEADER "; plan texts %zu %zd\n"

static char *
buffer_text (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

char *
qd_plan_files_name (QdPlanPage *self)
{
  GFile *file = qd_page_get_file (QD_PAGE (self));
  const char *uri = qd_page_get_source_uri (QD_PAGE (self));
  g_autoptr(GFile) source = file == NULL && uri != NULL ? g_file_new_for_uri (uri) : NULL;

  /* An example's name is its file's, an untitled document's its title. */
  if (file != NULL || source != NULL)
    return g_file_get_basename (file != NULL ? file : source);
  return g_strdup (qd_page_get_title (QD_PAGE (self)));
}

/* ---- the views */

static void
set_headings (QdPlanPage *self)
{
  QdPlanDocument *d = self->document;
  g_autofree char *name = qd_plan_files_name (self);
  g_autofree char *file = g_strdup_printf (d->kind == QD_PLAN_FILE_DOMAIN ? _("Domain: %s")
                                           : d->kind == QD_PLAN_FILE_PROBLEM ? _("Problem: %s")
                                           : _("Domain and problem: %s"), name);
  g_autofree char *other = NULL;

  if (d->kind != QD_PLAN_FILE_BOTH)
    other = g_strdup_printf (d->kind == QD_PLAN_FILE_DOMAIN ? _("Problem: %s") : _("Domain: %s"),
                             d->companion_name != NULL ? d->companion_name : _("not found"));
  gtk_label_set_text (self->file_heading, file);
  gtk_label_set_text (self->companion_heading, other != NULL ? other : "");
  gtk_widget_set_visible (GTK_WIDGET (self->companion_heading), other != NULL);
  gtk_widget_set_visible (self->companion_box, d->kind != QD_PLAN_FILE_BOTH && d->companion != NULL);
  gtk_widget_set_visible (self->companion_button, d->kind != QD_PLAN_FILE_BOTH && d->companion == NULL);
}

void
qd_plan_files_show (QdPlanPage *self)
{
  g_autofree char *file = buffer_text (self->file_view);
  g_autofree char *companion = buffer_text (self->companion_view);
  const char *other = self->document->companion != NULL ? self->document->companion : "";

  self->updating = TRUE;
  /* The same text is left alone: the cursor stays where it is. */
  if (strcmp (file, self->document->text) != 0)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->file_view), self->document->text, -1);
  if (strcmp (companion, other) != 0)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->companion_view), other, -1);
  self->updating = FALSE;
  set_headings (self);
}

/* ---- the task */

#define ERROR_TAG "error"

/* The line the task's error names ("blocks-domain.pddl:12:47: …") marked
 * in the view of that file; the mark before taken off. */
static void
mark_error (QdPlanPage *self, const char *message, gboolean scroll)
{
  GtkTextView *views[] = { self->file_view, self->companion_view };
  const char *colon = message != NULL ? strchr (message, ':') : NULL;
  g_autofree char *file = colon != NULL ? g_strndup (message, (gsize) (colon - message)) : NULL;
  guint line = 0;
  GtkTextIter start, end;

  for (guint i = 0; i < G_N_ELEMENTS (views); i++)
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (views[i]);

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      gtk_text_buffer_remove_tag_by_name (buffer, ERROR_TAG, &start, &end);
    }
  if (colon == NULL || sscanf (colon + 1, "%u:", &line) != 1 || line == 0)
    return;
  {
    GtkTextView *view = g_strcmp0 (file, self->document->companion_name) == 0 ? self->companion_view
                                                                             : self->file_view;
    GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

    gtk_text_buffer_get_iter_at_line (buffer, &start, (int) line - 1);
    end = start;
    gtk_text_iter_forward_to_line_end (&end);
    gtk_text_buffer_apply_tag_by_name (buffer, ERROR_TAG, &start, &end);
    if (scroll)
      gtk_text_view_scroll_to_iter (view, &start, 0, TRUE, 0, 0.3);
  }
}

void
qd_plan_files_read_task (QdPlanPage *self, gboolean toast)
{
  QdPlanDocument *d = self->document;
  g_autofree char *name = qd_plan_files_name (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = g_steal_pointer (&self->task_error);

  if (!qd_plan_document_read_task (d, name, &error))
    self->task_error = g_strdup (error->message);
  else if (d->task == NULL)
    self->task_error = g_strdup (d->kind == QD_PLAN_FILE_PROBLEM
                                 ? _("This problem’s domain was not found beside it: open it with Open the Other File…")
                                 : _("This domain’s problem was not found beside it: open it with Open the Other File…"));
  if (d->task != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Problem %s of the domain %s: %u objects, %u actions"),
                                               qd_plan_task_problem_name (d->task), qd_plan_task_domain_name (d->task),
                                               qd_plan_task_n_objects (d->task), qd_plan_task_n_actions (d->task));
      gtk_label_set_text (self->task_label, text);
    }
  else
    gtk_label_set_text (self->task_label, self->task_error);
  gtk_widget_remove_css_class (GTK_WIDGET (self->task_label), "error");
  if (d->task == NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->task_label), "error");
  /* Said once (and shown), not again while the same error is typed around. */
  toast = toast && error != NULL && g_strcmp0 (before, error->message) != 0;
  mark_error (self, error != NULL ? error->message : NULL, toast);
  if (toast)
    qd_page_toast (QD_PAGE (self), error->message);
}

/* ---- edits */

/* The texts of the views become the document's, as one edit. */
static gboolean
take_edit (gpointer data)
{
  QdPlanPage *self = data;
  QdPlanDocument *d = self->document;
  g_autofree char *file = buffer_text (self->file_view);
  g_autofree char *companion = buffer_text (self->companion_view);
  g_autoptr(QdPlanDocument) kind = NULL;
  gboolean companion_changed = d->companion != NULL && strcmp (companion, d->companion) != 0;

  self->edit_source = 0;
  if (strcmp (file, d->text) == 0 && !companion_changed)
    return G_SOURCE_REMOVE;
  qd_page_record_edit (QD_PAGE (self));
  g_free (d->text);
  d->text = g_steal_pointer (&file);
  if (companion_changed)
    {
      g_free (d->companion);
      d->companion = g_steal_pointer (&companion);
      self->companion_modified = TRUE;
    }
  /* A file that now reads as another kind (a define added) is taken so. */
  if ((kind = qd_plan_document_parse (d->text, -1, NULL)) != NULL)
    {
      d->kind = kind->kind;
      g_free (d->domain_name);
      d->domain_name = g_strdup (kind->domain_name);
    }
  set_headings (self);
  qd_plan_files_read_task (self, TRUE);
  qd_plan_steps_reset (self);
  return G_SOURCE_REMOVE;
}

void
qd_plan_files_flush (QdPlanPage *self)
{
  if (self->edit_source == 0)
    return;
  g_clear_handle_id (&self->edit_source, g_source_remove);
  take_edit (self);
}

void
qd_plan_files_flush_page (QdPage *page)
{
  qd_plan_files_flush (QD_PLAN_PAGE (page));
}

static void
on_text_changed (QdPlanPage *self)
{
  if (self->updating)
    return;
  g_clear_handle_id (&self->edit_source, g_source_remove);
  self->edit_source = g_timeout_add (EDIT_DELAY_MS, take_edit, self);
  qd_plan_steps_task_edited (self);
}

char *
qd_plan_files_snapshot (QdPage *page)
{
  QdPlanDocument *d = QD_PLAN_PAGE (page)->document;

  return g_strdup_printf (SNAPSHOT_HEADER "%s%s", strlen (d->text),
                          d->companion != NULL ? (gssize) strlen (d->companion) : (gssize) -1, d->text,
                          d->companion != NULL ? d->companion : "");
}

void
qd_plan_files_restore (QdPage *page, const char *snapshot)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);
  gsize length = strlen (snapshot);
  gssize other = -1;
  int used = 0;
  QdPlanDocument *d;
  g_autofree char *text = NULL;

  if (sscanf (snapshot, "; plan texts %zu %zd\n%n", &length, &other, &used) != 2 || used == 0)
    used = 0, other = -1;
  text = g_strndup (snapshot + used, length);
  if ((d = qd_plan_document_parse (text, -1, NULL)) == NULL)
    {
      /* Texts being typed need not read: kept as they were. */
      d = qd_plan_document_copy (self->document);
      g_free (d->text);
      d->text = g_steal_pointer (&text);
    }
  if (other >= 0)
    {
      g_free (d->companion);
      g_free (d->companion_name);
      d->companion = g_strndup (snapshot + used + length, (gsize) other);
      d->companion_name = g_strdup (self->document->companion_name);
    }
  qd_page_set_model (page, d, QD_PAGE_CHANGE_RESTORED);
}

/* ---- the companion */

static void
take_companion (QdPlanPage *self, GFile *file, const char *text, GPtrArray *warnings)
{
  g_autofree char *basename = g_file_get_basename (file);
  g_autofree char *name = qd_plan_files_name (self);
  g_autoptr(GError) error = NULL;

  g_set_object (&self->companion_file, file);
  self->companion_modified = FALSE;
  if (!qd_plan_document_set_companion (self->document, text, basename, name, &error) && warnings != NULL)
    g_ptr_array_add (warnings, g_strdup (error->message));
  qd_plan_files_show (self);
  qd_plan_files_read_task (self, warnings == NULL);
  qd_plan_steps_reset (self);
}

/* An example opens as an untitled document: its folder is known once the
 * window has set where it came from. */
static gboolean
find_later (gpointer data)
{
  QdPlanPage *self = data;
  const char *uri = qd_page_get_source_uri (QD_PAGE (self));

  if (uri != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);

      qd_plan_files_find (self, file, NULL);
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

void
qd_plan_files_find (QdPlanPage *self, GFile *file, GPtrArray *warnings)
{
  g_autofree char *text = NULL;
  g_autoptr(GFile) found = NULL;
  g_autoptr(GFile) source = NULL;

  if (file == NULL)
    {
      const char *uri = qd_page_get_source_uri (QD_PAGE (self));

      /* A copy of an example is looked up beside its source at once; a
       * draft, once the window has said where it came from. */
      if (uri == NULL)
        {
          g_idle_add (find_later, g_object_ref (self));
          return;
        }
      file = source = g_file_new_for_uri (uri);
    }
  if (self->document->kind != QD_PLAN_FILE_BOTH
      && (found = qd_plan_document_find_companion (self->document, file, &text)) != NULL)
    take_companion (self, found, text, warnings);
  else if (self->document->kind != QD_PLAN_FILE_BOTH && warnings != NULL)
    /* Said after the file's name when it opens: the button asks for it. */
    g_ptr_array_add (warnings, g_strdup (self->task_error));
  qd_plan_steps_read_beside (self, file);
}

static void
on_companion_chosen (QdPage *page, GFile *file)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  if (!qd_file_read (file, QD_PLAN_MAX_FILE_BYTES, &text, &length, &error))
    {
      qd_page_toast_error (page, error);
      return;
    }
  take_companion (QD_PLAN_PAGE (page), file, text, NULL);
}

static void
open_companion_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdPlanPage *self = data;

  qd_page_choose_file (QD_PAGE (self), self->document->kind == QD_PLAN_FILE_PROBLEM ? _("Open the Domain")
                                                                                     : _("Open the Problem"),
                       on_companion_chosen);
}

/* ---- saving */

/* Where an edited companion goes: its own file when it is on disk, else
 * beside the document under its name, unless a file is there already. */
static GFile *
companion_target (QdPlanPage *self, GFile *file)
{
  g_autoptr(GFile) folder = NULL;
  GFile *beside;

  if (self->companion_file != NULL && g_file_is_native (self->companion_file))
    return g_object_ref (self->companion_file);
  folder = g_file_get_parent (file);
  beside = folder != NULL && self->document->companion_name != NULL
           ? g_file_get_child (folder, self->document->companion_name) : NULL;
  if (beside != NULL && !g_file_query_exists (beside, NULL))
    return beside;
  g_clear_object (&beside);
  return NULL;
}

gboolean
qd_plan_files_save (QdPage *page, GFile *file, const char *text, GError **error)
{
  QdPlanPage *self = QD_PLAN_PAGE (page);
  g_autoptr(GFile) other = NULL;

  if (self->document->companion != NULL
      && (self->companion_modified || (self->companion_file != NULL && !g_file_is_native (self->companion_file))))
    other = companion_target (self, file);
  if (other != NULL && !g_file_equal (other, file))
    {
      GFile *files[] = { file, other };
      const char *texts[] = { text, self->document->companion };

      if (!qd_save_texts (2, files, texts, error))
        return FALSE;
      g_set_object (&self->companion_file, other);
      self->companion_modified = FALSE;
      return TRUE;
    }
  return qd_save_text (file, text, -1, error);
}

/* ---- life */

static const GActionEntry actions[] = {
  { .name = "open-companion", .activate = open_companion_activated },
};

void
qd_plan_files_init (QdPlanPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  gtk_text_buffer_create_tag (gtk_text_view_get_buffer (self->file_view), ERROR_TAG, "background",
                              "rgba(224,27,36,0.25)", NULL);
  gtk_text_buffer_create_tag (gtk_text_view_get_buffer (self->companion_view), ERROR_TAG, "background",
                              "rgba(224,27,36,0.25)", NULL);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->file_view), "changed", G_CALLBACK (on_text_changed),
                            self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->companion_view), "changed",
                            G_CALLBACK (on_text_changed), self);
}

void
qd_plan_files_clear (QdPlanPage *self)
{
  g_clear_handle_id (&self->edit_source, g_source_remove);
  g_clear_object (&self->companion_file);
  g_clear_pointer (&self->task_error, g_free);
}
