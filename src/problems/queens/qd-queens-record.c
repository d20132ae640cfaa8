/* qd-queens-record.c — a hill climb on N queens, step by step
 * (qd-queens-record.h). */
#include "qd-queens-record.h"

QdQueensRecord *
qd_queens_record_new (const QdQueens *start)
{
  QdQueensRecord *record = g_new0 (QdQueensRecord, 1);
  QdQueensRecordStep first = { QD_LOCAL_STEP_START, 0, 0, start->h, G_MAXUINT };

  record->n = start->n;
  record->start = g_memdup2 (start->rows, start->n * sizeof (guint));
  record->steps = g_array_new (FALSE, FALSE, sizeof (QdQueensRecordStep));
  record->restarts = g_ptr_array_new_with_free_func (g_free);
  g_array_append_val (record->steps, first);
  record->n_steps = 1;
  return record;
}

void
qd_queens_record_free (QdQueensRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->start);
  g_array_unref (record->steps);
  g_ptr_array_unref (record->restarts);
  g_free (record);
}

void
qd_queens_record_step (QdQueensRecord *record, const QdQueens *q, const QdLocalStep *step)
{
  QdQueensRecordStep s = { step->kind, 0, 0, q->h, G_MAXUINT };

  /* The start is step 0 already. */
  if (step->kind == QD_LOCAL_STEP_START)
    return;
  record->n_steps++;
  if (step->kind == QD_LOCAL_STEP_RESTART)
    record->restarts_seen++;
  if (record->steps->len >= QD_QUEENS_RECORD_MAX_STEPS)
    return;
  if (step->kind == QD_LOCAL_STEP_MOVE)
    {
      /* The move is made: its column's queen stands on its new row. */
      s.col = (guint) (step->move / (q->n - 1));
      s.row = q->rows[s.col];
    }
  else if (q->n <= QD_QUEENS_RECORD_MAX_BOARD)
    {
      s.restart = record->restarts->len;
      g_ptr_array_add (record->restarts, g_memdup2 (q->rows, q->n * sizeof (guint)));
    }
  g_array_append_val (record->steps, s);
}

gboolean
qd_queens_record_replay (const QdQueensRecord *record, guint k, QdQueens *q)
{
  guint from = 0;

  g_return_val_if_fail (k < record->steps->len && q->n == record->n, FALSE);
  /* From the last restart at or before k. */
  for (guint i = k; i > 0 && from == 0; i--)
    if (g_array_index (record->steps, QdQueensRecordStep, i).kind == QD_LOCAL_STEP_RESTART)
      from = i;
  if (from == 0)
    qd_queens_set (q, record->start);
  else
    {
      const QdQueensRecordStep *s = &g_array_index (record->steps, QdQueensRecordStep, from);

      if (s->restart == G_MAXUINT)
        return FALSE;
      qd_queens_set (q, record->restarts->pdata[s->restart]);
    }
  for (guint i = from + 1; i <= k; i++)
    {
      const QdQueensRecordStep *s = &g_array_index (record->steps, QdQueensRecordStep, i);

      qd_queens_move (q, s->col, s->row);
    }
  return TRUE;
}

guint64
qd_queens_record_best_h (const QdQueensRecord *record)
{
  guint64 best = G_MAXUINT64;

  for (guint i = 0; i < record->steps->len; i++)
    best = MIN (best, g_array_index (record->steps, QdQueensRecordStep, i).h);
  return best;
}
