/* qd-csp-propagate.c — current domains, the trail, and inference.
 *
 * Every change to a domain goes through write_word(): it trails the old word
 * and count (MiniSat's trail, one entry per changed 64-bit word), keeps the
 * count, counts prunings, tells the listener, and under MAC marks the variable
 * so that its dependants are queued once the current step is done.  A path
 * from the root removes each value at most once and each table tuple at most
 * once, so the trail is sized once: sum of domain sizes + what the tables
 * may trail (qd_csp_solver_tables_init).
 *
 * Propagation items are the two arcs of every binary constraint (AC-3's
 * revise, with the support bitsets) and one item per table (Compact-Table,
 * qd-csp-extension.c) or custom propagator.
 *
 * With backjumping every removal also records its cause (QdCspRemoval), and
 * the explain functions at the end turn missing values into the earlier
 * assignments that imply their absence.
 */
#include "qd-csp-private.h"

#include <string.h>

/* ------------------------------------------------------ domains and trail */

#define trail_push qd_csp_trail_push

/* The objective's state told a change of var's domain (QdCspPropagatorClass.changed). */
static inline void
tell_watch (QdCspSolver *s, guint var)
{
  if (G_UNLIKELY (s->watch_pos != NULL) && s->watch_pos[var] != G_MAXUINT)
    s->watch (s->watch_state, s->watch_data, s, s->watch_pos[var]);
}

void
qd_csp_solver_restore (QdCspSolver *s, gsize mark)
{
  while (s->trail_len > mark)
    {
      const QdCspTrailEntry *e = &s->trail[--s->trail_len];

      if (G_UNLIKELY (e->var >= QD_CSP_TRAIL_SPECIAL))
        qd_csp_solver_restore_table (s, e);
      else
        {
          qd_csp_solver_dom (s, e->var)[e->word] = e->old;
          s->lo_word[e->var] = MIN (s->lo_word[e->var], e->word);
          s->hi_word[e->var] = MAX (s->hi_word[e->var], e->word);
          s->count[e->var] = e->old_count;
          qd_csp_solver_count_changed (s, e->var);
          tell_watch (s, e->var);
        }
    }
}

/* Backjumping: why the values in `removed` (word w of var) are gone. */
static void
record_removals (QdCspSolver *s, guint var, guint w, guint64 removed, guint cause)
{
  QdCspRemoval *r = s->removal + s->cand_offset[var] + w * QD_CSP_WORD_BITS;

  for (; removed != 0; removed &= removed - 1)
    {
      QdCspRemoval *e = r + qd_csp_lowest_bit (removed);

      e->time = s->trail_len;
      e->level = s->depth;
      e->cause = cause;
    }
}

/* An inference step: word w of var's domain becomes `word` (a subset). */
static void
write_word (QdCspSolver *s, guint var, guint w, guint64 word)
{
  guint64 *d = qd_csp_solver_dom (s, var);
  guint64 removed = d[w] & ~word;
  guint n;

  if (removed == 0)
    return;
  if (s->cbj)
    record_removals (s, var, w, removed, s->cause);
  trail_push (s, var, w, d[w], s->count[var]);
  n = qd_csp_popcount (removed);
  d[w] &= ~removed;
  s->count[var] -= n;
  s->stats.prunings += n;
  qd_csp_solver_count_changed (s, var);
  tell_watch (s, var);
  if (s->ng != NULL && s->count[var] == 1)
    qd_csp_nogoods_pending_add (s, var);
  if (s->queueing && !s->is_touched[var])
    {
      s->is_touched[var] = 1;
      s->touched[s->n_touched++] = var;
    }
  if (s->listener != NULL && s->listener->prune != NULL)
    for (; removed != 0; removed &= removed - 1)
      s->listener->prune (s->listener_data, s, var, w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (removed));
  if (s->count[var] == 0)
    {
      if (!s->wiped)
        s->wiped_var = var;
      s->wiped = TRUE;
      if (s->weighting && s->cause < s->csp->constraints->len)
        qd_csp_solver_blame (s, var, s->cause);
      if (s->listener != NULL && s->listener->wipeout != NULL)
        s->listener->wipeout (s->listener_data, s, var);
    }
}

void
qd_csp_solver_write_word (QdCspSolver *s, guint var, guint w, guint64 word)
{
  write_word (s, var, w, word);
}

/* dom(var) &= mask; FALSE on a wipe-out. */
static gboolean
dom_and (QdCspSolver *s, guint var, const guint64 *mask)
{
  const guint64 *d = qd_csp_solver_dom (s, var);

  for (guint w = 0; w < s->n_words[var]; w++)
    if ((d[w] & ~mask[w]) != 0)
      write_word (s, var, w, d[w] & mask[w]);
  return s->count[var] > 0;
}

/* var := value: the domain becomes {value}.  Not inference: no events, not
 * counted as prunings. */
void
qd_csp_solver_assign_domain (QdCspSolver *s, guint var, guint value)
{
  guint64 *d = qd_csp_solver_dom (s, var);
  guint vw = value / QD_CSP_WORD_BITS;

  for (guint w = 0; w < s->n_words[var]; w++)
    {
      guint64 keep = w == vw ? (d[w] & QD_CSP_BIT (value)) : 0;

      if (d[w] != keep)
        {
          if (s->cbj)
            record_removals (s, var, w, d[w] & ~keep, QD_CSP_CAUSE_DECISION);
          trail_push (s, var, w, d[w], s->count[var]);
          s->count[var] -= qd_csp_popcount (d[w] & ~keep);
          d[w] = keep;
        }
    }
  tell_watch (s, var);
}

gboolean
qd_csp_solver_remove_value (QdCspSolver *s, guint var, guint value)
{
  guint64 *d;
  guint w;

  g_return_val_if_fail (s != NULL && var < s->n_vars, FALSE);
  g_return_val_if_fail (s->running, FALSE);
  d = qd_csp_solver_dom (s, var);
  w = value / QD_CSP_WORD_BITS;
  if (value < s->size[var] && (d[w] & QD_CSP_BIT (value)) != 0)
    write_word (s, var, w, d[w] & ~QD_CSP_BIT (value));
  return s->count[var] > 0;
}

/* The bits from..to-1 of word w (0 <= from < to <= 64 within it). */
static inline guint64
word_span (guint from, guint to)
{
  guint64 high = to >= QD_CSP_WORD_BITS ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << to) - 1;

  return high & ~((G_GUINT64_CONSTANT (1) << from) - 1);
}

gboolean
qd_csp_solver_remove_range (QdCspSolver *s, guint var, guint from, guint to)
{
  guint64 *d;

  g_return_val_if_fail (s != NULL && var < s->n_vars, FALSE);
  g_return_val_if_fail (s->running, FALSE);
  d = qd_csp_solver_dom (s, var);
  to = MIN (to, s->size[var]);
  while (from < to)
    {
      guint w = from / QD_CSP_WORD_BITS, end = MIN (to, (w + 1) * QD_CSP_WORD_BITS);
      guint64 span = word_span (from % QD_CSP_WORD_BITS, end - w * QD_CSP_WORD_BITS);

      if ((d[w] & span) != 0)
        write_word (s, var, w, d[w] & ~span);
      from = end;
    }
  return s->count[var] > 0;
}

gboolean
qd_csp_solver_filter (QdCspSolver *s, guint var, guint from, guint to, QdCspKeepFunc keep, gpointer data)
{
  const guint64 *d;

  g_return_val_if_fail (s != NULL && var < s->n_vars && keep != NULL, FALSE);
  g_return_val_if_fail (s->running, FALSE);
  d = qd_csp_solver_dom (s, var);
  to = MIN (to, s->size[var]);
  while (from < to)
    {
      guint w = from / QD_CSP_WORD_BITS, end = MIN (to, (w + 1) * QD_CSP_WORD_BITS);
      guint64 removed = 0;

      for (guint64 bits = d[w] & word_span (from % QD_CSP_WORD_BITS, end - w * QD_CSP_WORD_BITS); bits != 0;
           bits &= bits - 1)
        {
          guint b = qd_csp_lowest_bit (bits);

          if (!keep (w * QD_CSP_WORD_BITS + b, data))
            removed |= G_GUINT64_CONSTANT (1) << b;
        }
      if (removed != 0)
        write_word (s, var, w, d[w] & ~removed);
      from = end;
    }
  return s->count[var] > 0;
}

gboolean
qd_csp_solver_restrict (QdCspSolver *s, guint var, const gboolean *keep)
{
  const guint64 *d;

  g_return_val_if_fail (s != NULL && var < s->n_vars && keep != NULL, FALSE);
  g_return_val_if_fail (s->running, FALSE);
  d = qd_csp_solver_dom (s, var);
  for (guint w = 0; w < s->n_words[var]; w++)
    {
      guint64 word = d[w];

      for (guint64 bits = d[w]; bits != 0; bits &= bits - 1)
        {
          guint b = qd_csp_lowest_bit (bits);

          if (!keep[w * QD_CSP_WORD_BITS + b])
            word &= ~(G_GUINT64_CONSTANT (1) << b);
        }
      write_word (s, var, w, word);
    }
  return s->count[var] > 0;
}

gboolean
qd_csp_solver_restrict_word (QdCspSolver *s, guint var, guint64 keep)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars, FALSE);
  g_return_val_if_fail (s->running, FALSE);
  write_word (s, var, 0, qd_csp_solver_dom (s, var)[0] & keep);
  return s->count[var] > 0;
}

/* ------------------------------------------------------------ propagators */

static gboolean
run_propagator (QdCspSolver *s, guint constraint)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, constraint);

  /* Without a propagate function the constraint is only checked on the
   * assigned variables, as forward checking would. */
  if (c->klass->propagate == NULL)
    {
      s->stats.checks++;
      return c->klass->check (c->data, s->values);
    }
  return c->klass->propagate (s, c->data) && !s->wiped;
}

/* A table or a propagator: FALSE when it failed or wiped out a domain,
 * which with weighted_degree adds to its weight (dom/wdeg). */
static inline gboolean
run_constraint (QdCspSolver *s, guint constraint)
{
  gboolean ok;

  s->current = constraint;
  s->cause = QD_CSP_CAUSE_UNKNOWN;
  if (s->table_slot[constraint] != G_MAXUINT)
    ok = qd_csp_solver_run_table (s, constraint);
  else
    ok = run_propagator (s, constraint);
  ok = ok && !s->wiped;
  if (!ok && s->options.weighted_degree)
    qd_csp_solver_blame (s, s->wiped ? s->wiped_var : G_MAXUINT, constraint);
  return ok;
}

/* AC-3's revise: keep the values of the target that have a support in the
 * other variable's domain.  One check per value tested; when the other
 * domain is a single value a, its support row is one look-up. */
static gboolean
revise (QdCspSolver *s, guint item)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, s->item_constraint[item]);
  guint t = s->item_target[item];
  guint y = c->scope[t], x = c->scope[1 - t];
  guint nx = s->n_words[x], ny = s->n_words[y];
  const guint64 *dx = qd_csp_solver_dom (s, x);
  const guint64 *dy = qd_csp_solver_dom (s, y);

  s->cause = s->item_constraint[item];
  if (s->count[x] == 1)
    {
      guint a = 0;

      for (guint w = 0; w < nx; w++)
        if (dx[w] != 0)
          a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (dx[w]);
      s->stats.checks++;
      return dom_and (s, y, c->support[1 - t] + (gsize) a * ny);
    }

  for (guint w = 0; w < ny; w++)
    {
      guint64 word = dy[w];

      for (guint64 bits = dy[w]; bits != 0; bits &= bits - 1)
        {
          guint b = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits);
          const guint64 *sup = c->support[t] + (gsize) b * nx;
          gboolean supported = FALSE;

          s->stats.checks++;
          for (guint k = 0; k < nx && !supported; k++)
            supported = (sup[k] & dx[k]) != 0;
          if (!supported)
            word &= ~QD_CSP_BIT (b);
        }
      write_word (s, y, w, word);
    }
  return s->count[y] > 0;
}

static inline void
enqueue (QdCspSolver *s, guint item)
{
  if (s->in_queue[item])
    return;
  s->in_queue[item] = 1;
  if (s->item_late[item])
    s->late[s->n_late++] = item;
  else
    s->queue[(s->queue_head + s->queue_len++) % s->n_items] = item;
}

/* Queues what depends on var's domain: the arcs revising its unassigned
 * neighbours (an assigned neighbour's value is supported by every value left
 * next to it, so it cannot lose it; nor can a neighbour while var keeps a
 * value compatible with all of its values), and its tables and propagators.  The
 * constraint that made the change is skipped when that is safe: the arcs of
 * a binary one (a value that lost its support never supported anything) and
 * a table (STR is idempotent); a propagator runs again until it is quiet,
 * unless its class says one run reaches its fixpoint. */
static void
enqueue_dependants (QdCspSolver *s, guint var)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];

  for (; inc < end; inc++)
    {
      if (inc->kind == QD_CSP_KIND_BINARY)
        {
          if (inc->constraint != s->current && s->values[inc->other] == QD_CSP_UNASSIGNED &&
              (qd_csp_solver_dom (s, var)[0] & inc->universal) == 0)
            enqueue (s, inc->arc);
        }
      else if (inc->constraint != s->current ||
               (inc->kind == QD_CSP_KIND_PROPAGATOR && !qd_csp_con (s->csp, inc->constraint)->klass->idempotent))
        enqueue (s, inc->arc);
    }
}

static void
clear_queue (QdCspSolver *s)
{
  for (; s->queue_len > 0; s->queue_len--)
    {
      s->in_queue[s->queue[s->queue_head]] = 0;
      s->queue_head = (s->queue_head + 1) % s->n_items;
    }
  for (; s->n_late > 0; s->n_late--)
    s->in_queue[s->late[s->n_late - 1]] = 0;
  for (guint i = 0; i < s->n_touched; i++)
    s->is_touched[s->touched[i]] = 0;
  s->n_touched = 0;
  if (s->ng != NULL)
    qd_csp_nogoods_drop_pending (s);
}

/* Queues what depends on the variables the last step changed; with
 * nogoods, propagates them on the variables left with one value, whose
 * removals are changes of their own (no constraint made them, so none is
 * skipped).  FALSE when a nogood fails. */
static gboolean
flush_touched (QdCspSolver *s)
{
  do
    {
      for (guint i = 0; i < s->n_touched; i++)
        {
          guint v = s->touched[i];

          s->is_touched[v] = 0;
          enqueue_dependants (s, v);
        }
      s->n_touched = 0;
      if (s->ng == NULL)
        return TRUE;
      s->current = G_MAXUINT;
      if (!qd_csp_nogoods_flush (s))
        return FALSE;
    }
  while (s->n_touched > 0);
  return TRUE;
}

/* Runs the queue to a fixpoint (or a wipe-out); late propagators run only
 * when everything else is quiet, oldest first. */
static gboolean
fixpoint (QdCspSolver *s)
{
  gboolean ok = flush_touched (s);

  while (ok && (s->queue_len > 0 || s->n_late > 0))
    {
      guint item;

      if (s->queue_len > 0)
        {
          item = s->queue[s->queue_head];
          s->queue_head = (s->queue_head + 1) % s->n_items;
          s->queue_len--;
        }
      else
        {
          item = s->late[0];
          memmove (s->late, s->late + 1, sizeof (guint) * --s->n_late);
        }
      s->in_queue[item] = 0;

      s->current = s->item_constraint[item];
      if (item < 2 * s->csp->n_binary)
        ok = revise (s, item);
      else
        ok = run_constraint (s, s->current);
      ok = ok && !s->wiped;
      if (!ok)
        break;
      ok = flush_touched (s);
    }
  if (!ok)
    clear_queue (s);
  s->current = G_MAXUINT;
  return ok;
}

gboolean
qd_csp_solver_propagate_all (QdCspSolver *s)
{
  gboolean ok;

  s->wiped = FALSE;
  s->queueing = TRUE;
  for (guint item = 0; item < s->n_items; item++)
    enqueue (s, item);
  ok = fixpoint (s);
  s->queueing = FALSE;
  return ok;
}

/* MAC to a fixpoint from the changes made since the last one (their
 * touched variables). */
gboolean
qd_csp_solver_propagate_touched (QdCspSolver *s)
{
  gboolean ok;

  s->queueing = TRUE;
  ok = fixpoint (s) && !s->wiped;
  s->queueing = FALSE;
  return ok;
}

/* Forward checking's root step: every table and propagator once, so that a
 * value no tuple supports is never tried (without inference the check of
 * var := value alone would reject it), whatever is assigned first. */
gboolean
qd_csp_solver_propagate_once (QdCspSolver *s)
{
  gboolean ok = TRUE;

  s->wiped = FALSE;
  for (guint item = 2 * s->csp->n_binary; ok && item < s->n_items; item++)
    ok = run_constraint (s, s->item_constraint[item]) && !s->wiped;
  s->current = G_MAXUINT;
  return ok;
}

/* Inference after var := value (its domain is already {value}). */
gboolean
qd_csp_solver_refute (QdCspSolver *s, guint var, guint value)
{
  gboolean ok;

  s->wiped = FALSE;
  s->queueing = TRUE;
  s->current = G_MAXUINT;
  ok = qd_csp_solver_remove_value (s, var, value);
  ok = ok && fixpoint (s);
  if (!ok)
    clear_queue (s);
  s->queueing = FALSE;
  return ok;
}

gboolean
qd_csp_solver_infer (QdCspSolver *s, guint var, guint value)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  gboolean ok = TRUE;

  s->wiped = FALSE;
  switch (s->options.inference)
    {
    case QD_CSP_INFER_NONE:
      break;

    case QD_CSP_INFER_FC:
      /* Each constraint on var once, in the order they were added. */
      for (; ok && inc < end; inc++)
        {
          if (inc->kind == QD_CSP_KIND_BINARY)
            {
              if (s->values[inc->other] != QD_CSP_UNASSIGNED)
                continue;
              s->stats.checks++;
              s->cause = inc->constraint;
              ok = dom_and (s, inc->other, inc->support + (gsize) value * s->n_words[inc->other]);
            }
          else
            ok = run_constraint (s, inc->constraint) && !s->wiped;
        }
      /* Branch and bound: the objective against the bound at every node
       * (the bound may have dropped since the node above was propagated). */
      if (ok && s->optimizing)
        ok = run_constraint (s, s->csp->objective) && !s->wiped;
      s->current = G_MAXUINT;
      break;

    case QD_CSP_INFER_MAC:
      s->queueing = TRUE;
      s->current = G_MAXUINT;
      enqueue_dependants (s, var);
      if (s->ng != NULL)
        qd_csp_nogoods_pending_add (s, var);
      if (s->optimizing)
        enqueue (s, s->objective_item);
      ok = fixpoint (s);
      s->queueing = FALSE;
      break;

    default:
      g_assert_not_reached ();
    }
  return ok;
}

/* Without inference: is var := value consistent with the assigned variables?
 * Binary: one support look-up per assigned neighbour; tables: some live tuple
 * matches the assigned values of the scope; propagators: their check().
 * `binary` FALSE skips the binary constraints. */
static gboolean
check_assigned (QdCspSolver *s, guint var, guint value, gboolean binary)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  gboolean ok = TRUE;

  s->values[var] = value;
  for (; ok && inc < end; inc++)
    {
      const QdCspConstraint *c = qd_csp_con (s->csp, inc->constraint);

      switch (inc->kind)
        {
        case QD_CSP_KIND_BINARY:
          {
            gint b = s->values[inc->other];

            if (!binary || b == QD_CSP_UNASSIGNED)
              continue;
            s->stats.checks++;
            ok = qd_csp_bit_test (inc->support + (gsize) value * s->n_words[inc->other], b);
          }
          break;

        case QD_CSP_KIND_TABLE:
          ok = qd_csp_solver_table_consistent (s, inc->constraint);
          break;

        case QD_CSP_KIND_PROPAGATOR:
          s->stats.checks++;
          ok = c->klass->check (c->data, s->values);
          if (ok && s->optimizing && (gint) inc->constraint == s->csp->objective)
            ok = qd_csp_solver_within_bound (s);
          break;

        default:
          g_assert_not_reached ();
        }
    }
  s->values[var] = QD_CSP_UNASSIGNED;
  return ok;
}

/* Whether the objective's cost is within the bound, its scope being
 * assigned (TRUE while a variable of it is not). */
gboolean
qd_csp_solver_within_bound (QdCspSolver *s)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, (guint) s->csp->objective);

  for (guint p = 0; p < c->arity; p++)
    if (s->values[c->scope[p]] == QD_CSP_UNASSIGNED)
      return TRUE;
  s->stats.checks++;
  return c->klass->cost (c->data, s->values) <= s->bound;
}

gboolean
qd_csp_solver_consistent (QdCspSolver *s, guint var, guint value)
{
  return check_assigned (s, var, value, TRUE);
}

/* MRV without inference counts the legal values: those of the domain
 * consistent with the assigned variables (AIMA's definition).  Binary
 * constraints strike out whole rows at once: one support look-up per
 * assigned neighbour; tables and propagators are checked value by value. */
guint
qd_csp_solver_legal_count (QdCspSolver *s, guint var)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  guint nw = s->n_words[var];
  guint64 *bits = s->scratch;
  gboolean others = FALSE;
  guint n = 0;

  memcpy (bits, qd_csp_solver_dom (s, var), sizeof (guint64) * nw);
  for (; inc < end; inc++)
    {
      const QdCspConstraint *c;
      const guint64 *row;
      gint b;

      if (inc->kind != QD_CSP_KIND_BINARY)
        {
          others = TRUE;
          continue;
        }
      b = s->values[inc->other];
      if (b == QD_CSP_UNASSIGNED)
        continue;
      c = qd_csp_con (s->csp, inc->constraint);
      row = (c->scope[0] == var ? c->support[1] : c->support[0]) + (gsize) b * nw;
      s->stats.checks++;
      for (guint w = 0; w < nw; w++)
        bits[w] &= row[w];
    }
  for (guint w = 0; w < nw; w++)
    {
      for (guint64 word = bits[w]; others && word != 0; word &= word - 1)
        {
          guint a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (word);

          if (!check_assigned (s, var, a, FALSE))
            bits[w] &= ~QD_CSP_BIT (a);
        }
      n += qd_csp_popcount (bits[w]);
    }
  return n;
}

/* ------------------------------------------------------------ backjumping */

/* Starts a new conflict set: no levels. */
void
qd_csp_solver_explain_begin (QdCspSolver *s)
{
  s->bj_n = 0;
  s->bj_full = 0;
  if (++s->bj_gen == 0)
    {
      memset (s->bj_stamp, 0, sizeof (guint) * (s->n_vars + 2));
      s->bj_gen = 1;
    }
  if (++s->bj_seen_gen == 0)
    {
      memset (s->bj_seen, 0, sizeof (guint) * (s->cand_offset[s->n_vars] + 1));
      s->bj_seen_gen = 1;
    }
}

/* Adds the assignment at `level` (the root, 0, needs no explaining). */
void
qd_csp_solver_explain_level (QdCspSolver *s, guint level)
{
  if (level == 0 || s->bj_stamp[level] == s->bj_gen)
    return;
  s->bj_stamp[level] = s->bj_gen;
  s->bj_levels[s->bj_n++] = level;
}

static inline void
explain_full (QdCspSolver *s, guint level)
{
  s->bj_full = MAX (s->bj_full, level);
}

static inline guint
explain_push (QdCspSolver *s, guint n_stack, guint var, guint value)
{
  guint slot = s->cand_offset[var] + value;

  if (s->bj_seen[slot] == s->bj_seen_gen)
    return n_stack;
  s->bj_seen[slot] = s->bj_seen_gen;
  s->bj_stack[n_stack++] = var;
  s->bj_stack[n_stack++] = value;
  return n_stack;
}

/* Walks the implication graph from the removals on the stack down to the
 * assignments that imply them.  A removal by a binary revision of y against
 * x happened because no value of x supporting it was left: explained by x's
 * assignment when x was assigned before it, else by the removals of those
 * supports (each of them earlier on the trail, so the walk is well founded).
 * Each removal is looked at once per conflict set. */
static void
explain_walk (QdCspSolver *s, guint n_stack)
{
  while (n_stack > 0)
    {
      guint b = s->bj_stack[--n_stack];
      guint y = s->bj_stack[--n_stack];
      const QdCspRemoval *r = &s->removal[s->cand_offset[y] + b];
      const QdCspConstraint *c;
      const guint64 *row, *init, *dx;
      guint x, nx;

      if (r->cause == QD_CSP_CAUSE_DECISION)
        {
          if (s->values[y] != QD_CSP_UNASSIGNED)
            qd_csp_solver_explain_level (s, s->level_of[y]);
          else
            explain_full (s, s->depth);   /* cannot happen; stay sound */
          continue;
        }
      if (r->level == 0)
        continue;
      if (r->cause == QD_CSP_CAUSE_UNKNOWN)
        {
          explain_full (s, r->level);
          continue;
        }

      c = qd_csp_con (s->csp, r->cause);
      x = c->scope[0] == y ? c->scope[1] : c->scope[0];
      if (s->values[x] != QD_CSP_UNASSIGNED && s->frames[s->level_of[x]].mark <= r->time)
        {
          qd_csp_solver_explain_level (s, s->level_of[x]);
          continue;
        }
      nx = s->n_words[x];
      row = c->support[c->scope[0] == y ? 0 : 1] + (gsize) b * nx;
      init = qd_csp_var (s->csp, x)->initial;
      dx = qd_csp_solver_dom (s, x);
      for (guint w = 0; w < nx; w++)
        {
          guint64 gone = row[w] & init[w];

          if ((gone & dx[w]) != 0)
            {
              explain_full (s, r->level);   /* cannot happen; stay sound */
              gone &= ~dx[w];
            }
          for (; gone != 0; gone &= gone - 1)
            n_stack = explain_push (s, n_stack, x, w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (gone));
        }
    }
}

/* Adds the explanation of every value missing from var's domain (a wiped
 * out variable: of every value). */
void
qd_csp_solver_explain_missing (QdCspSolver *s, guint var)
{
  const guint64 *init = qd_csp_var (s->csp, var)->initial;
  const guint64 *d = qd_csp_solver_dom (s, var);
  guint n_stack = 0;

  for (guint w = 0; w < s->n_words[var]; w++)
    for (guint64 gone = init[w] & ~d[w]; gone != 0; gone &= gone - 1)
      n_stack = explain_push (s, n_stack, var, w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (gone));
  explain_walk (s, n_stack);
}

/* Without inference: var := value was rejected by check_assigned.  Adds the
 * assigned variables of the violated constraint whose deepest assignment is
 * the earliest (Prosser's CBJ checks the past variables in order and blames
 * the first that conflicts). */
void
qd_csp_solver_explain_reject (QdCspSolver *s, guint var, guint value)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  const QdCspIncidence *best = NULL;
  guint best_level = G_MAXUINT;

  s->values[var] = value;
  for (; inc < end; inc++)
    {
      const QdCspConstraint *c = qd_csp_con (s->csp, inc->constraint);
      gboolean ok = TRUE;
      guint level = 0;

      if (inc->kind == QD_CSP_KIND_BINARY)
        {
          gint b = s->values[inc->other];

          if (b == QD_CSP_UNASSIGNED)
            continue;
          ok = qd_csp_bit_test (inc->support + (gsize) value * s->n_words[inc->other], b);
          level = s->level_of[inc->other];
        }
      else
        {
          for (guint p = 0; p < c->arity; p++)
            if (c->scope[p] != var && s->values[c->scope[p]] != QD_CSP_UNASSIGNED)
              level = MAX (level, s->level_of[c->scope[p]]);
          if (level >= best_level)
            continue;
          if (inc->kind == QD_CSP_KIND_TABLE)
            {
              guint64 checks = s->stats.checks;

              ok = qd_csp_solver_table_consistent (s, inc->constraint);
              s->stats.checks = checks;
            }
          else
            ok = c->klass->check (c->data, s->values);
        }
      if (!ok && level < best_level)
        {
          best = inc;
          best_level = level;
        }
    }
  s->values[var] = QD_CSP_UNASSIGNED;

  if (best == NULL)
    explain_full (s, s->depth);   /* cannot happen; stay sound */
  else if (best->kind == QD_CSP_KIND_BINARY)
    qd_csp_solver_explain_level (s, best_level);
  else
    {
      const QdCspConstraint *c = qd_csp_con (s->csp, best->constraint);

      for (guint p = 0; p < c->arity; p++)
        if (c->scope[p] != var && s->values[c->scope[p]] != QD_CSP_UNASSIGNED)
          qd_csp_solver_explain_level (s, s->level_of[c->scope[p]]);
    }
}
