/* qd-strips-landmarks-status.c — the landmark-count heuristic's work per
 * search node (qd-strips-landmarks.h): the reached landmarks passed from
 * parent to child, the value, the preferred operators.  Bit operations
 * over the status's words and the lists made once (parents, greedy-
 * necessary children, achievers); nothing is allocated. */
#include "config.h"
#include "qd-strips-landmarks-private.h"

#include <string.h>

static inline gboolean
parents_reached (const QdStripsLandmarks *lm, const guint64 *reached, guint32 l)
{
  for (guint32 i = lm->parents_start[l]; i < lm->parents_start[l + 1]; i++)
    if (!qd_strips_landmarks_is_reached (reached, lm->parents[i]))
      return FALSE;
  return TRUE;
}

void
qd_strips_landmarks_initial (const QdStripsLandmarks *lm, const guint64 *state, guint64 *reached)
{
  guint n = lm->lms->len;
  memset (reached, 0, lm->n_words * sizeof (guint64));
  /* In an order that respects the orderings, so that a landmark's
   * predecessors are settled before it. */
  for (guint i = 0; i < n; i++)
    {
      guint32 l = lm->topo[i];
      if (qd_lm_true (lm, state, l) && parents_reached (lm, reached, l))
        reached[l >> 6] |= G_GUINT64_CONSTANT (1) << (l & 63);
    }
}

void
qd_strips_landmarks_progress (const QdStripsLandmarks *lm, const guint64 *parent_reached,
                              const guint64 *child_state, guint64 *child_reached)
{
  guint n = lm->lms->len;
  for (guint w = 0; w < lm->n_words; w++)
    {
      guint64 out = parent_reached[w];
      guint64 todo = ~out;
      if (w == lm->n_words - 1 && (n & 63) != 0)
        todo &= (G_GUINT64_CONSTANT (1) << (n & 63)) - 1;
      else if (w * 64 >= n)
        todo = 0;
      while (todo != 0)
        {
          guint bit = (guint) __builtin_ctzll (todo);
          guint32 l = w * 64 + bit;
          todo &= todo - 1;
          if (qd_lm_true (lm, child_state, l) && parents_reached (lm, parent_reached, l))
            out |= G_GUINT64_CONSTANT (1) << bit;
        }
      child_reached[w] = out;
    }
}

static gboolean false_and_needed (const QdStripsLandmarks *lm, const guint64 *state, const guint64 *reached,
                                  guint32 l);
static inline gboolean too_early (const QdStripsLandmarks *lm, const guint64 *reached, guint32 l);

gboolean
qd_strips_landmarks_needed_again (const QdStripsLandmarks *lm, const guint64 *state,
                                  const guint64 *reached, guint l)
{
  if (!qd_strips_landmarks_is_reached (reached, l))
    return FALSE;
  return too_early (lm, reached, l) || false_and_needed (lm, state, reached, l);
}

/* A reached landmark false in the state that is a goal or greedy-
 * necessarily before a landmark not reached (LAMA's rule). */
static gboolean
false_and_needed (const QdStripsLandmarks *lm, const guint64 *state, const guint64 *reached, guint32 l)
{
  if (qd_lm_true (lm, state, l))
    return FALSE;
  if (g_array_index (lm->lms, QdStripsFactLandmark, l).is_goal)
    return TRUE;
  for (guint32 i = lm->gn_children_start[l]; i < lm->gn_children_start[l + 1]; i++)
    if (!qd_strips_landmarks_is_reached (reached, lm->gn_children[i]))
      return TRUE;
  return FALSE;
}

/* Whether reached landmark l came too early: a landmark reasonably before
 * it is not reached (it will be destroyed on the way there). */
static inline gboolean
too_early (const QdStripsLandmarks *lm, const guint64 *reached, guint32 l)
{
  for (guint32 i = lm->reasonable_start[l]; i < lm->reasonable_start[l + 1]; i++)
    if (!qd_strips_landmarks_is_reached (reached, lm->reasonable[i]))
      return TRUE;
  return FALSE;
}

/* Whether achiever a adds its landmark in `state`: its operator applies
 * and (a conditional effect) its condition holds. */
static gboolean
achiever_fires (const QdStrips *s, const QdLmAchiever *a, const guint64 *state)
{
  if (!qd_strips_applicable (s, state, a->op))
    return FALSE;
  if (a->effect == QD_LM_NO_EFFECT)
    return TRUE;
  const QdStripsEffect *e = &s->effects[a->effect];
  return qd_strips_satisfied (s, state, e->pre, e->neg);
}

/* The operators whose effect firing in `state` adds a landmark still
 * needed (not reached, or needed again) and false there, into preferred,
 * each once (Fast Downward 24.06's rule for lmcount); returns the count. */
static guint
add_preferred (QdStripsLandmarks *lm, const guint64 *state, const guint64 *reached, guint *preferred)
{
  guint n = lm->lms->len, count = 0;
  for (guint32 l = 0; l < n; l++)
    {
      if (qd_lm_true (lm, state, l)
          || (qd_strips_landmarks_is_reached (reached, l) && !qd_strips_landmarks_needed_again (lm, state, reached, l)))
        continue;
      for (guint32 i = lm->ach_start[l]; i < lm->ach_start[l + 1]; i++)
        {
          const QdLmAchiever *a = &lm->ach[i];
          if (lm->op_mark[a->op] != lm->op_epoch && achiever_fires (lm->strips, a, state))
            {
              lm->op_mark[a->op] = lm->op_epoch;
              preferred[count++] = a->op;
            }
        }
    }
  return count;
}

guint64
qd_strips_landmarks_value (QdStripsLandmarks *lm, const guint64 *state, const guint64 *reached,
                           guint *preferred, guint *n_preferred)
{
  guint n = lm->lms->len;
  guint64 h = 0;
  if (n_preferred != NULL)
    *n_preferred = 0;
  if (qd_strips_is_goal (lm->strips, state))
    return 0;
  for (guint32 l = 0; l < n; l++)
    {
      /* Needed for sure: not reached, or false and a goal or needed right
       * before a landmark not reached; a dead end when nothing can add it.
       * Reached too early (a reasonable ordering) counts, never a dead end:
       * a reasonable ordering is advice, not a necessity. */
      gboolean sure = !qd_strips_landmarks_is_reached (reached, l) || false_and_needed (lm, state, reached, l);
      if (sure && lm->ach_start[l] == lm->ach_start[l + 1] && !qd_lm_true (lm, state, l))
        return QD_STRIPS_DEAD_END;
      h += sure || too_early (lm, reached, l);
    }
  if (preferred != NULL && h > 0)
    {
      if (++lm->op_epoch == 0)
        {
          memset (lm->op_mark, 0, MAX (lm->strips->n_ops, 1) * sizeof (guint32));
          lm->op_epoch = 1;
        }
      guint count = add_preferred (lm, state, reached, preferred);
      if (n_preferred != NULL)
        *n_preferred = count;
    }
  return h;
}
