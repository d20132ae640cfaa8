/* qd-history.c — undo and redo as texts. */
#include "qd-history.h"

void
qd_history_init (QdHistory *history, guint limit)
{
  history->undo = g_ptr_array_new_with_free_func (g_free);
  history->redo = g_ptr_array_new_with_free_func (g_free);
  history->limit = limit;
}

void
qd_history_clear (QdHistory *history)
{
  g_ptr_array_set_size (history->undo, 0);
  g_ptr_array_set_size (history->redo, 0);
}

void
qd_history_destroy (QdHistory *history)
{
  g_clear_pointer (&history->undo, g_ptr_array_unref);
  g_clear_pointer (&history->redo, g_ptr_array_unref);
}

void
qd_history_record (QdHistory *history, char *before)
{
  g_ptr_array_add (history->undo, before);
  if (history->undo->len > history->limit)
    g_ptr_array_remove_index (history->undo, 0);
  g_ptr_array_set_size (history->redo, 0);
}

static char *
move (GPtrArray *from, GPtrArray *to, char *current)
{
  if (from->len == 0)
    {
      g_free (current);
      return NULL;
    }
  g_ptr_array_add (to, current);
  return g_ptr_array_steal_index (from, from->len - 1);
}

char *
qd_history_undo (QdHistory *history, char *current)
{
  return move (history->undo, history->redo, current);
}

char *
qd_history_redo (QdHistory *history, char *current)
{
  return move (history->redo, history->undo, current);
}

gboolean
qd_history_can_undo (const QdHistory *history)
{
  return history->undo->len > 0;
}

gboolean
qd_history_can_redo (const QdHistory *history)
{
  return history->redo->len > 0;
}
