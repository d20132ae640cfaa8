/* qd-practice-pairs.c — a pair of numbers per practice question; see
 * qd-practice-pairs.h. */
#include "config.h"
#include "qd-practice-pairs.h"

void
qd_practice_pairs_note (GArray *pairs, const QdPractice *practice, gint a, gint b)
{
  guint n = qd_practice_n_all (practice), old = pairs->len;

  g_array_set_size (pairs, n * 2);
  for (guint i = old; i < n * 2; i++)
    g_array_index (pairs, gint, i) = -1;
  g_array_index (pairs, gint, n * 2 - 2) = a;
  g_array_index (pairs, gint, n * 2 - 1) = b;
}

gboolean
qd_practice_pairs_current (const GArray *pairs, const QdPractice *practice, guint *a, guint *b)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  for (guint i = 0; q != NULL && i < qd_practice_n_all (practice) && 2 * i + 1 < pairs->len; i++)
    if (qd_practice_get (practice, i) == q)
      {
        gint first = g_array_index (pairs, gint, 2 * i), second = g_array_index (pairs, gint, 2 * i + 1);

        if (first < 0 || second < 0)
          return FALSE;
        *a = (guint) first;
        *b = (guint) second;
        return TRUE;
      }
  return FALSE;
}
