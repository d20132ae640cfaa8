/* qd-document.c — one document of a problem: its model, file, modified
 * state and undo history (qd-document.h). */
#include "config.h"
#include "qd-document.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-file.h"

/* Past this size the saved text is not kept: an undo back to it leaves the
 * document modified (safe: it asks before closing). */
#define SAVED_TEXT_MAX ((gsize) 16 * 1024 * 1024)

struct _QdDocument
{
  GObject parent_instance;

  const QdFormat *format;
  gpointer model;
  GFile *file;
  char *untitled_name;
  char *source_uri;
  char *title;
  gboolean modified;
  /* States are numbered: the model's (version), the saved one's (0: none)
   * and each step's.  The saved state's text is saved_text, or, when the
   * steps are the format's texts and it is NULL, the text of the step of
   * that number (kept here when the step goes): an open writes nothing. */
  guint64 version, saved_version, last_version;
  char *saved_text;
  gboolean snapshots_written;   /* the steps are qd_document_write's texts */
  GPtrArray *undo;              /* of Step, the oldest first */
  GPtrArray *redo;
  gsize history_bytes;
};

struct _QdDocumentIdentity
{
  GFile *file;
  char *untitled_name;
  char *source_uri;
  guint64 saved_version;
  char *saved_text;
  gboolean modified;
};

/* One step of the history: the state to restore and, for a step that moved
 * the document elsewhere (a replacement), where it belonged. */
typedef struct {
  char *text;
  guint64 version;
  QdDocumentIdentity *identity;
} Step;

static void
step_free (gpointer data)
{
  Step *step = data;

  g_free (step->text);
  g_clear_pointer (&step->identity, qd_document_identity_free);
  g_free (step);
}

G_DEFINE_FINAL_TYPE (QdDocument, qd_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
qd_document_finalize (GObject *object)
{
  QdDocument *self = QD_DOCUMENT (object);

  if (self->model != NULL)
    self->format->free (self->model);
  g_clear_object (&self->file);
  g_free (self->untitled_name);
  g_free (self->source_uri);
  g_free (self->title);
  g_free (self->saved_text);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  G_OBJECT_CLASS (qd_document_parent_class)->finalize (object);
}

static void
qd_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  QdDocument *self = QD_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, qd_document_get_title (self));
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, qd_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, qd_document_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
qd_document_class_init (QdDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = qd_document_finalize;
  object_class->get_property = qd_document_get_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
qd_document_init (QdDocument *self)
{
  self->undo = g_ptr_array_new_with_free_func (step_free);
  self->redo = g_ptr_array_new_with_free_func (step_free);
  self->snapshots_written = TRUE;
  self->version = self->last_version = 1;
}

QdDocument *
qd_document_new (const QdFormat *format)
{
  QdDocument *self;

  g_return_val_if_fail (format != NULL, NULL);
  self = g_object_new (QD_TYPE_DOCUMENT, NULL);
  self->format = format;
  return self;
}

void
qd_document_set_snapshots_written (QdDocument *self, gboolean written)
{
  self->snapshots_written = !!written;
}

const QdFormat *
qd_document_get_format (QdDocument *self)
{
  return self->format;
}

/* ------------------------------------------------------------ the model */

gpointer
qd_document_get_model (QdDocument *self)
{
  return self->model;
}

gpointer
qd_document_swap_model (QdDocument *self, gpointer model)
{
  gpointer old = self->model;

  g_return_val_if_fail (model != NULL, NULL);
  self->model = model;
  return old;
}

void
qd_document_new_state (QdDocument *self)
{
  self->version = ++self->last_version;
}

char *
qd_document_write (QdDocument *self)
{
  g_return_val_if_fail (self->model != NULL, NULL);
  return self->format->write (self->model);
}

/* ------------------------------------------------------------ file, title */

static void
update_title (QdDocument *self)
{
  g_autofree char *title = NULL;

  if (self->file != NULL)
    {
      title = g_file_get_basename (self->file);
      if (title == NULL || !g_utf8_validate (title, -1, NULL))
        {
          g_free (title);
          title = g_file_get_parse_name (self->file);
        }
    }
  else
    title = g_strdup (self->untitled_name != NULL ? self->untitled_name : _(self->format->untitled));
  if (g_strcmp0 (title, self->title) != 0)
    {
      g_free (self->title);
      self->title = g_steal_pointer (&title);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
}

GFile *
qd_document_get_file (QdDocument *self)
{
  return self->file;
}

void
qd_document_set_file (QdDocument *self, GFile *file)
{
  if (g_set_object (&self->file, file))
    {
      update_title (self);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
    }
}

const char *
qd_document_get_title (QdDocument *self)
{
  if (self->title == NULL)
    update_title (self);
  return self->title;
}

void
qd_document_set_untitled_name (QdDocument *self, const char *name)
{
  g_free (self->untitled_name);
  self->untitled_name = g_strdup (name);
  update_title (self);
}

const char *
qd_document_get_source_uri (QdDocument *self)
{
  return self->source_uri;
}

void
qd_document_set_source_uri (QdDocument *self, const char *uri)
{
  g_free (self->source_uri);
  self->source_uri = g_strdup (uri);
}

/* ------------------------------------------------------------ modified */

gboolean
qd_document_get_modified (QdDocument *self)
{
  return self->modified;
}

static void
set_modified (QdDocument *self, gboolean modified)
{
  modified = !!modified;
  if (self->modified != modified)
    {
      self->modified = modified;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
    }
}

void
qd_document_set_modified (QdDocument *self, gboolean modified)
{
  /* A change that made no step: this state is not the saved one. */
  if (modified)
    qd_document_new_state (self);
  set_modified (self, modified);
}

/* The saved state's text (or NULL: none, or not kept), not a copy. */
static const char *
saved_text (QdDocument *self)
{
  GPtrArray *stacks[] = { self->undo, self->redo };

  if (self->saved_text != NULL || self->saved_version == 0 || !self->snapshots_written)
    return self->saved_text;
  for (guint s = 0; s < G_N_ELEMENTS (stacks); s++)
    for (guint i = 0; i < stacks[s]->len; i++)
      if (((Step *) stacks[s]->pdata[i])->version == self->saved_version)
        return ((Step *) stacks[s]->pdata[i])->text;
  return NULL;
}

static void
set_saved (QdDocument *self, char *text)
{
  g_free (self->saved_text);
  self->saved_text = text;
  if (text != NULL && strlen (text) > SAVED_TEXT_MAX)
    g_clear_pointer (&self->saved_text, g_free);
  self->saved_version = self->version;
  set_modified (self, FALSE);
}

void
qd_document_mark_saved (QdDocument *self)
{
  /* Steps of written texts: the saved text is the first step's, when an
   * edit comes (the state is the saved one until then). */
  set_saved (self, self->model != NULL && !self->snapshots_written ? qd_document_write (self) : NULL);
}

void
qd_document_mark_saved_text (QdDocument *self, char *text)
{
  set_saved (self, text);
}

void
qd_document_mark_unsaved (QdDocument *self)
{
  g_clear_pointer (&self->saved_text, g_free);
  self->saved_version = 0;
  set_modified (self, TRUE);
}

void
qd_document_update_modified (QdDocument *self)
{
  g_autofree char *text = NULL;
  const char *saved;

  if (self->saved_version == 0 || self->model == NULL)
    {
      set_modified (self, TRUE);
      return;
    }
  if (self->version == self->saved_version)
    {
      set_modified (self, FALSE);
      return;
    }
  if ((saved = saved_text (self)) == NULL)
    {
      set_modified (self, TRUE);
      return;
    }
  text = qd_document_write (self);
  set_modified (self, strcmp (text, saved) != 0);
}

QdDocumentIdentity *
qd_document_get_identity (QdDocument *self)
{
  QdDocumentIdentity *identity = g_new0 (QdDocumentIdentity, 1);

  g_set_object (&identity->file, self->file);
  identity->untitled_name = g_strdup (self->untitled_name);
  identity->source_uri = g_strdup (self->source_uri);
  identity->saved_version = self->saved_version;
  identity->saved_text = g_strdup (saved_text (self));
  identity->modified = self->modified;
  return identity;
}

void
qd_document_set_identity (QdDocument *self, const QdDocumentIdentity *identity)
{
  qd_document_set_untitled_name (self, identity->untitled_name);
  qd_document_set_source_uri (self, identity->source_uri);
  qd_document_set_file (self, identity->file);
  g_free (self->saved_text);
  self->saved_text = g_strdup (identity->saved_text);
  self->saved_version = identity->saved_version;
  if (self->saved_version != 0)
    qd_document_update_modified (self);
  else
    set_modified (self, identity->modified);
}

void
qd_document_identity_free (QdDocumentIdentity *identity)
{
  g_clear_object (&identity->file);
  g_free (identity->untitled_name);
  g_free (identity->source_uri);
  g_free (identity->saved_text);
  g_free (identity);
}

/* ------------------------------------------------------------ history */

static void
notify_history (QdDocument *self, gboolean could_undo, gboolean could_redo)
{
  if (could_undo != qd_document_can_undo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (could_redo != qd_document_can_redo (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

/* A step that goes: the saved text, when it is the one, stays. */
static void
keep_saved_text (QdDocument *self, Step *step)
{
  if (self->snapshots_written && self->saved_text == NULL && self->saved_version != 0 &&
      step->version == self->saved_version && strlen (step->text) <= SAVED_TEXT_MAX)
    self->saved_text = g_strdup (step->text);
}

static void
drop (QdDocument *self, GPtrArray *stack, guint index)
{
  Step *step = stack->pdata[index];

  keep_saved_text (self, step);
  self->history_bytes -= strlen (step->text);
  g_ptr_array_remove_index (stack, index);
}

static void
push (QdDocument *self, GPtrArray *stack, char *text, guint64 version, QdDocumentIdentity *identity)
{
  Step *step = g_new0 (Step, 1);

  step->text = text;
  step->version = version;
  step->identity = identity;
  self->history_bytes += strlen (text);
  g_ptr_array_add (stack, step);
}

void
qd_document_push_undo_identity (QdDocument *self, char *before, QdDocumentIdentity *identity)
{
  gboolean could_undo = qd_document_can_undo (self), could_redo = qd_document_can_redo (self);

  g_return_if_fail (before != NULL);
  while (self->redo->len > 0)
    drop (self, self->redo, self->redo->len - 1);
  push (self, self->undo, before, self->version, identity);
  qd_document_new_state (self);
  while (self->undo->len > 1 &&
         (self->undo->len > QD_DOCUMENT_HISTORY_STEPS || self->history_bytes > QD_DOCUMENT_HISTORY_BYTES))
    drop (self, self->undo, 0);
  notify_history (self, could_undo, could_redo);
}

void
qd_document_push_undo (QdDocument *self, char *before)
{
  qd_document_push_undo_identity (self, before, NULL);
}

/* Moves one step from `from` to `to`: the text to restore, or NULL. */
static char *
move_step (QdDocument *self, GPtrArray *from, GPtrArray *to, char *current, QdDocumentIdentity **identity)
{
  gboolean could_undo = qd_document_can_undo (self), could_redo = qd_document_can_redo (self);
  char *text = NULL;

  if (identity != NULL)
    *identity = NULL;
  /* A step that would change nothing (an edit recorded that did not happen)
   * is skipped. */
  while (from->len > 0 && ((Step *) from->pdata[from->len - 1])->identity == NULL &&
         strcmp (((Step *) from->pdata[from->len - 1])->text, current) == 0)
    drop (self, from, from->len - 1);
  if (from->len == 0)
    g_free (current);
  else
    {
      Step *step = g_ptr_array_steal_index (from, from->len - 1);

      self->history_bytes -= strlen (step->text);
      text = g_steal_pointer (&step->text);
      /* The way back gives this identity back. */
      push (self, to, current, self->version, step->identity != NULL ? qd_document_get_identity (self) : NULL);
      self->version = step->version;
      if (identity != NULL)
        *identity = g_steal_pointer (&step->identity);
      step_free (step);
    }
  notify_history (self, could_undo, could_redo);
  return text;
}

char *
qd_document_undo (QdDocument *self, char *current, QdDocumentIdentity **identity)
{
  return move_step (self, self->undo, self->redo, current, identity);
}

char *
qd_document_redo (QdDocument *self, char *current, QdDocumentIdentity **identity)
{
  return move_step (self, self->redo, self->undo, current, identity);
}

gboolean
qd_document_can_undo (QdDocument *self)
{
  return self->undo->len > 0;
}

gboolean
qd_document_can_redo (QdDocument *self)
{
  return self->redo->len > 0;
}

void
qd_document_clear_history (QdDocument *self)
{
  gboolean could_undo = qd_document_can_undo (self), could_redo = qd_document_can_redo (self);

  for (guint i = 0; i < self->undo->len; i++)
    keep_saved_text (self, self->undo->pdata[i]);
  for (guint i = 0; i < self->redo->len; i++)
    keep_saved_text (self, self->redo->pdata[i]);
  g_ptr_array_set_size (self->undo, 0);
  g_ptr_array_set_size (self->redo, 0);
  self->history_bytes = 0;
  notify_history (self, could_undo, could_redo);
}

guint
qd_document_history_steps (QdDocument *self)
{
  return self->undo->len + self->redo->len;
}

gsize
qd_document_history_bytes (QdDocument *self)
{
  return self->history_bytes;
}

/* ------------------------------------------------------------ reading */

typedef struct {
  const QdProblem *problem;     /* asked for, or NULL: found */
  gpointer model;
  GPtrArray *warnings;
} ReadData;

static void
read_data_free (gpointer data)
{
  ReadData *read = data;

  if (read->model != NULL)
    read->problem->format->free (read->model);
  g_ptr_array_unref (read->warnings);
  g_free (read);
}

static void
read_in_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ReadData *read = task_data;
  GFile *file = G_FILE (source);
  g_autofree char *contents = NULL;
  g_autofree char *basename = NULL;
  GError *error = NULL;
  gsize length;

  if (!qd_file_read (file, 0, &contents, &length, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  /* a parse that takes long (a rulesheet's grounding) reads the
   * cancellable as the thread's current one: Cancel ends it */
  if (cancellable != NULL)
    g_cancellable_push_current (cancellable);
  if (read->problem != NULL)
    read->model = read->problem->format->parse (contents, length, read->warnings, &error);
  else
    {
      basename = g_file_get_basename (file);
      read->model = qd_problem_read (basename, contents, length, &read->problem, read->warnings, &error);
    }
  if (cancellable != NULL)
    g_cancellable_pop_current (cancellable);
  /* cancelled: nothing mended either (that would read it all again) */
  if (g_task_return_error_if_cancelled (task))
    {
      g_clear_error (&error);
      return;
    }
  if (read->model == NULL)
    {
      /* A file of a format that mends (a rulesheet with an error) opens,
       * its error said. */
      const QdProblem *claimed = read->problem;

      if (claimed == NULL)
        claimed = qd_problem_for_name (basename != NULL ? basename : (basename = g_file_get_basename (file)));
      if (claimed != NULL && claimed->format->recover != NULL
          && (read->model = claimed->format->recover (contents, length)) != NULL)
        {
          read->problem = claimed;
          g_ptr_array_add (read->warnings, g_strdup (error->message));
          g_clear_error (&error);
        }
    }
  if (read->model == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
qd_document_read_file_async (GFile *file, const QdProblem *problem, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (file, cancellable, callback, user_data);
  ReadData *read = g_new0 (ReadData, 1);

  read->problem = problem;
  read->warnings = g_ptr_array_new_with_free_func (g_free);
  g_task_set_source_tag (task, qd_document_read_file_async);
  g_task_set_task_data (task, read, read_data_free);
  /* cancelled, the caller is answered at once; the worker, which shares
   * nothing with it, ends on its own and its model is freed with the task */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_in_thread);
}

gpointer
qd_document_read_file_finish (GAsyncResult *result, const QdProblem **problem, GPtrArray *warnings,
                              GError **error)
{
  ReadData *read;

  g_return_val_if_fail (G_IS_TASK (result) && g_task_get_source_tag (G_TASK (result)) == qd_document_read_file_async, NULL);
  *problem = NULL;
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  read = g_task_get_task_data (G_TASK (result));
  *problem = read->problem;
  for (guint i = 0; warnings != NULL && i < read->warnings->len; i++)
    g_ptr_array_add (warnings, g_strdup (read->warnings->pdata[i]));
  return g_steal_pointer (&read->model);
}
