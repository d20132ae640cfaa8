/* qd-constraints-conflicts.c — min-conflicts' violated constraints per
 * step, thinned as the run grows. */
#include "config.h"
#include "qd-constraints-conflicts.h"

QdConstraintsConflicts *
qd_constraints_conflicts_new (void)
{
  QdConstraintsConflicts *c = g_new0 (QdConstraintsConflicts, 1);

  c->steps = g_array_sized_new (FALSE, FALSE, sizeof (guint64), QD_CONSTRAINTS_CONFLICTS_MAX);
  c->violated = g_array_sized_new (FALSE, FALSE, sizeof (guint), QD_CONSTRAINTS_CONFLICTS_MAX);
  c->stride = 1;
  return c;
}

void
qd_constraints_conflicts_free (QdConstraintsConflicts *c)
{
  if (c == NULL)
    return;
  g_array_unref (c->steps);
  g_array_unref (c->violated);
  g_free (c);
}

/* Every second point goes (the first stays), the stride doubles. */
static void
halve (QdConstraintsConflicts *c)
{
  guint kept = 0;

  for (guint i = 0; i < c->steps->len; i += 2, kept++)
    {
      g_array_index (c->steps, guint64, kept) = g_array_index (c->steps, guint64, i);
      g_array_index (c->violated, guint, kept) = g_array_index (c->violated, guint, i);
    }
  g_array_set_size (c->steps, kept);
  g_array_set_size (c->violated, kept);
  c->stride *= 2;
}

void
qd_constraints_conflicts_record (gpointer data, guint64 step, guint violated)
{
  QdConstraintsConflicts *c = data;

  c->last_step = step;
  c->last_violated = violated;
  c->any = TRUE;
  if (step % c->stride != 0)
    return;
  if (c->steps->len == QD_CONSTRAINTS_CONFLICTS_MAX)
    {
      halve (c);
      if (step % c->stride != 0)
        return;
    }
  g_array_append_val (c->steps, step);
  g_array_append_val (c->violated, violated);
}

void
qd_constraints_conflicts_finish (QdConstraintsConflicts *c)
{
  if (!c->any || (c->steps->len > 0 && g_array_index (c->steps, guint64, c->steps->len - 1) == c->last_step))
    return;
  g_array_append_val (c->steps, c->last_step);
  g_array_append_val (c->violated, c->last_violated);
}

guint
qd_constraints_conflicts_n_points (const QdConstraintsConflicts *c)
{
  return c->steps->len;
}

void
qd_constraints_conflicts_point (const QdConstraintsConflicts *c, guint i, guint64 *step, guint *violated)
{
  g_return_if_fail (i < c->steps->len);
  *step = g_array_index (c->steps, guint64, i);
  *violated = g_array_index (c->violated, guint, i);
}
