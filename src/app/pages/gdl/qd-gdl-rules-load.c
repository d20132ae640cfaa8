/* qd-gdl-rules-load.c — the rules read on a worker thread (issue 98).
 *
 * Reading a rulesheet (qd_gdl_sheet_parse_draft: the parse, the checks,
 * the game built) takes seconds on chess; done on the window's thread it
 * froze the window at each pause in the typing, each undo and redo.  So
 * the text becomes the document's at once, as a sheet "being read" (its
 * game and its error both NULL: saved, undone and compared as any other),
 * and a worker reads it; when it is done the game (or the error) goes
 * into that sheet and the page shows it, as it did when the read was
 * done in place.
 *
 * One worker at a time: a newer text while one reads waits for it, and the
 * older result is dropped (the newest text wins); the worker's sheet is
 * taken only while the document still holds the text it read. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <string.h>

typedef struct {
  char *text;
  guint generation;
} Load;

static void
load_free (gpointer p)
{
  Load *load = p;

  g_free (load->text);
  g_free (load);
}

static QdGdlSheet *
model_of (QdGdlPage *self)
{
  return qd_page_get_model (QD_PAGE (self));
}

QdGdlSheet *
qd_gdl_rules_unread (const char *text)
{
  QdGdlSheet *sheet;

  /* parse_draft's own refusal: text that is not UTF-8 (a buffer's is). */
  if (!g_utf8_validate (text, -1, NULL))
    return NULL;
  sheet = g_new0 (QdGdlSheet, 1);
  sheet->text = g_strdup (text);
  return sheet;
}

gboolean
qd_gdl_rules_is_unread (const QdGdlSheet *sheet)
{
  return sheet != NULL && sheet->game == NULL && sheet->error == NULL;
}

gboolean
qd_gdl_rules_reading (QdGdlPage *self)
{
  return qd_gdl_rules_is_unread (model_of (self));
}

static void
read_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Load *load = data;

  g_task_return_pointer (task, qd_gdl_sheet_parse_draft (load->text, -1, NULL), (GDestroyNotify) qd_gdl_sheet_free);
}

static void start (QdGdlPage *self);

/* The worker's sheet into the document's (the same text): its game, or
 * its error, shown as a model changed would be. */
static void
take (QdGdlPage *self, QdGdlSheet *read)
{
  QdGdlSheet *model = model_of (self);
  g_autofree char *moves = g_steal_pointer (&self->load_moves);

  model->game = g_steal_pointer (&read->game);
  model->error = g_steal_pointer (&read->error);
  model->error_line = read->error_line;
  model->error_column = read->error_column;
  qd_gdl_sheet_free (read);
  g_object_set_data (G_OBJECT (self), "rules-by-hand", GINT_TO_POINTER (self->load_by_hand));
  QD_PAGE_GET_CLASS (self)->document_changed (QD_PAGE (self), self->load_change);
  g_object_set_data (G_OBJECT (self), "rules-by-hand", NULL);
  /* An undo step of moves in other rules: the moves once the rules are read. */
  if (moves != NULL && model->game != NULL)
    qd_gdl_page_replay_moves (self, moves);
  qd_page_update_undo (QD_PAGE (self));
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  QdGdlPage *self = QD_GDL_PAGE (source);
  Load *load = g_task_get_task_data (G_TASK (result));
  QdGdlSheet *read = g_task_propagate_pointer (G_TASK (result), NULL);

  /* The page is gone (its cancellable cancelled): nothing to show. */
  if (read == NULL && g_task_had_error (G_TASK (result)))
    return;
  self->load_running = FALSE;
  if (load->generation == self->load_generation && qd_gdl_rules_reading (self)
      && strcmp (model_of (self)->text, load->text) == 0 && read != NULL)
    take (self, read);
  else
    {
      /* Stale: a newer text came while this one was read. */
      g_clear_pointer (&read, qd_gdl_sheet_free);
      if (qd_gdl_rules_reading (self))
        start (self);
    }
}

static void
start (QdGdlPage *self)
{
  Load *load = g_new0 (Load, 1);
  g_autoptr(GTask) task = NULL;

  if (self->load_cancellable == NULL)
    self->load_cancellable = g_cancellable_new ();
  load->text = g_strdup (model_of (self)->text);
  load->generation = self->load_generation;
  task = g_task_new (self, self->load_cancellable, on_read, NULL);
  g_task_set_task_data (task, load, load_free);
  g_task_set_name (task, "qd-gdl-rules-load");
  self->load_running = TRUE;
  g_task_run_in_thread (task, read_in_thread);
}

void
qd_gdl_rules_model_changed (QdGdlPage *self, QdPageChange change)
{
  /* Whatever a worker reads now is older than this model. */
  self->load_generation++;
  if (!qd_gdl_rules_reading (self))
    return;
  self->load_change = change;
  self->load_by_hand = g_object_get_data (G_OBJECT (self), "rules-by-hand") != NULL;
  /* One worker at a time: a running one starts the next when it ends. */
  if (!self->load_running)
    start (self);
}

void
qd_gdl_rules_load_after (QdGdlPage *self, const char *moves)
{
  g_free (self->load_moves);
  self->load_moves = g_strdup (moves);
}

void
qd_gdl_rules_load_dispose (QdGdlPage *self)
{
  if (self->load_cancellable != NULL)
    g_cancellable_cancel (self->load_cancellable);
  g_clear_object (&self->load_cancellable);
  g_clear_pointer (&self->load_moves, g_free);
}
