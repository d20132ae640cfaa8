/* qd-history.h — undo and redo for a page's document, kept as the text of
 * its file format (Tatham's habit: the saved form is the undo record). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  GPtrArray *undo;
  GPtrArray *redo;
  guint limit;
} QdHistory;

void     qd_history_init     (QdHistory *history, guint limit);
void     qd_history_clear    (QdHistory *history);     /* forgets everything */
void     qd_history_destroy  (QdHistory *history);
/* Before an edit: the document as it was (taken over). Clears redo. */
void     qd_history_record   (QdHistory *history, char *before);
/* Returns the text to restore (the caller frees it) and keeps `current` for
 * the way back; NULL when there is nothing to undo (redo). */
char    *qd_history_undo     (QdHistory *history, char *current);
char    *qd_history_redo     (QdHistory *history, char *current);
gboolean qd_history_can_undo (const QdHistory *history);
gboolean qd_history_can_redo (const QdHistory *history);

G_END_DECLS
