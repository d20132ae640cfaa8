/* qd-sat.c — the CDCL solver (see qd-sat.h for the layout and heuristics). */
#include "config.h"
#include "qd-sat.h"
#include "qd-sat-private.h"

#include <string.h>

/* ---- the arena ---- */

static guint32 *
clause_lits (const QdSat *sat, QdSatClause c)
{
  return sat->arena + c + HEADER;
}

static float
clause_activity (const QdSat *sat, QdSatClause c)
{
  float a;
  memcpy (&a, &sat->arena[c + 2], sizeof a);
  return a;
}

static void
clause_set_activity (QdSat *sat, QdSatClause c, float a)
{
  memcpy (&sat->arena[c + 2], &a, sizeof a);
}

static QdSatClause
arena_alloc (QdSat *sat, const guint *lits, guint n, guint32 flags)
{
  QdSatClause c;

  if (sat->arena_n + HEADER + n > sat->arena_cap)
    {
      while (sat->arena_n + HEADER + n > sat->arena_cap)
        sat->arena_cap = sat->arena_cap * 2 + 64;
      g_assert (sat->arena_cap < G_MAXUINT32);
      sat->arena = g_renew (guint32, sat->arena, sat->arena_cap);
    }
  c = (QdSatClause) sat->arena_n;
  sat->arena[c] = n;
  sat->arena[c + 1] = flags;
  clause_set_activity (sat, c, 0.0f);
  memcpy (sat->arena + c + HEADER, lits, n * sizeof (guint32));
  sat->arena_n += HEADER + n;
  return c;
}

static void
watch_push (WatchList *list, QdSatClause clause, guint32 blocker)
{
  if (list->n == list->cap)
    {
      list->cap = list->cap * 2 + 4;
      list->data = g_renew (Watch, list->data, list->cap);
    }
  list->data[list->n++] = (Watch) { clause, blocker };
}

void
qd_sat_attach (QdSat *sat, QdSatClause c)
{
  guint32 *lits = clause_lits (sat, c);

  watch_push (&sat->watches[lits[0]], c, lits[1]);
  watch_push (&sat->watches[lits[1]], c, lits[0]);
}

/* ---- the VSIDS heap (max activity at the top) ---- */

static gboolean
heap_above (const QdSat *sat, guint a, guint b)
{
  return sat->activity[a] > sat->activity[b];
}

static void
heap_up (QdSat *sat, guint i)
{
  guint v = sat->heap[i];

  while (i > 0 && heap_above (sat, v, sat->heap[(i - 1) / 2]))
    {
      sat->heap[i] = sat->heap[(i - 1) / 2];
      sat->heap_pos[sat->heap[i]] = i;
      i = (i - 1) / 2;
    }
  sat->heap[i] = v;
  sat->heap_pos[v] = i;
}

static void
heap_down (QdSat *sat, guint i)
{
  guint v = sat->heap[i];

  for (;;)
    {
      guint child = 2 * i + 1;
      if (child >= sat->heap_n)
        break;
      if (child + 1 < sat->heap_n && heap_above (sat, sat->heap[child + 1], sat->heap[child]))
        child++;
      if (!heap_above (sat, sat->heap[child], v))
        break;
      sat->heap[i] = sat->heap[child];
      sat->heap_pos[sat->heap[i]] = i;
      i = child;
    }
  sat->heap[i] = v;
  sat->heap_pos[v] = i;
}

void
qd_sat_heap_insert (QdSat *sat, guint v)
{
  if (sat->heap_pos[v] != G_MAXUINT || sat->eliminated[v])
    return;
  sat->heap[sat->heap_n] = v;
  sat->heap_pos[v] = sat->heap_n++;
  heap_up (sat, sat->heap_n - 1);
}

static guint
heap_pop (QdSat *sat)
{
  guint top = sat->heap[0];

  sat->heap_pos[top] = G_MAXUINT;
  if (--sat->heap_n > 0)
    {
      sat->heap[0] = sat->heap[sat->heap_n];
      heap_down (sat, 0);
    }
  return top;
}

static void
bump_var (QdSat *sat, guint v)
{
  if ((sat->activity[v] += sat->var_inc) > 1e100)
    {
      for (guint i = 0; i < sat->n_vars; i++)
        sat->activity[i] *= 1e-100;
      sat->var_inc *= 1e-100;
    }
  if (sat->heap_pos[v] != G_MAXUINT)
    heap_up (sat, sat->heap_pos[v]);
}

static void
bump_clause (QdSat *sat, QdSatClause c)
{
  /* in double, then stored as a float, as MiniSat rounds it */
  float a = (float) (clause_activity (sat, c) + sat->clause_inc);

  clause_set_activity (sat, c, a);
  if (a > 1e20)
    {
      for (guint i = 0; i < sat->learned->len; i++)
        {
          QdSatClause l = g_array_index (sat->learned, QdSatClause, i);
          clause_set_activity (sat, l, (float) (clause_activity (sat, l) * 1e-20));
        }
      sat->clause_inc *= 1e-20;
    }
}

/* ---- creation ---- */

QdSat *
qd_sat_new (guint n_vars)
{
  QdSat *sat = g_new0 (QdSat, 1);

  g_return_val_if_fail (n_vars < G_MAXINT / 2, NULL);
  sat->n_vars = n_vars;
  sat->originals = g_array_new (FALSE, FALSE, sizeof (QdSatClause));
  sat->learned = g_array_new (FALSE, FALSE, sizeof (QdSatClause));
  sat->watches = g_new0 (WatchList, 2 * (gsize) n_vars);
  sat->value = g_new0 (gint8, 2 * (gsize) n_vars);
  sat->level = g_new (gint, n_vars);
  sat->reason = g_new (QdSatClause, n_vars);
  sat->phase = g_new (guint8, n_vars);
  sat->activity = g_new0 (double, n_vars);
  sat->heap = g_new (guint, n_vars);
  sat->heap_pos = g_new (guint, n_vars);
  sat->trail = g_new (guint, n_vars);
  sat->level_start = g_new (guint, n_vars + 1);
  sat->seen = g_new0 (guint8, n_vars);
  sat->frozen = g_new0 (guint8, n_vars);
  sat->eliminated = g_new0 (guint8, n_vars);
  sat->out = g_array_new (FALSE, FALSE, sizeof (guint));
  sat->stack = g_array_new (FALSE, FALSE, sizeof (guint));
  sat->to_clear = g_array_new (FALSE, FALSE, sizeof (guint));
  sat->var_inc = sat->clause_inc = 1.0;
  sat->simp_assigns = 0;   /* nothing to simplify before a unit is found */
  for (guint v = 0; v < n_vars; v++)
    {
      sat->level[v] = -1;
      sat->reason[v] = QD_SAT_NO_REASON;
      sat->phase[v] = 1;
      sat->heap_pos[v] = G_MAXUINT;
      qd_sat_heap_insert (sat, v);
    }
  return sat;
}

void
qd_sat_free (QdSat *sat)
{
  if (sat == NULL)
    return;
  for (gsize l = 0; l < 2 * (gsize) sat->n_vars; l++)
    g_free (sat->watches[l].data);
  g_free (sat->watches);
  g_array_unref (sat->originals);
  g_array_unref (sat->learned);
  g_array_unref (sat->out);
  g_array_unref (sat->stack);
  g_array_unref (sat->to_clear);
  g_free (sat->arena);
  g_free (sat->value);
  g_free (sat->level);
  g_free (sat->reason);
  g_free (sat->phase);
  g_free (sat->activity);
  g_free (sat->heap);
  g_free (sat->heap_pos);
  g_free (sat->trail);
  g_free (sat->level_start);
  g_free (sat->seen);
  g_free (sat->frozen);
  g_free (sat->eliminated);
  qd_sat_simp_free (sat);
  g_free (sat->model);
  if (sat->elim_stack != NULL)
    {
      g_array_unref (sat->elim_stack);
      g_array_unref (sat->restore);
      g_free (sat->restore_at);
    }
  g_free (sat);
}

guint
qd_sat_n_vars (const QdSat *sat)
{
  return sat->n_vars;
}

/* ---- assignment and propagation ---- */

void
qd_sat_assign (QdSat *sat, guint lit, QdSatClause reason)
{
  guint v = lit >> 1;

  sat->value[lit] = 1;
  sat->value[lit ^ 1] = -1;
  sat->level[v] = (gint) sat->n_levels;
  sat->reason[v] = reason;
  sat->trail[sat->trail_n++] = lit;
}

/* Visits the clauses watching `false_lit`: each either finds another
 * literal to watch, or is unit (assigns its first), or is false (returned).
 * The list is compacted in place. */
static QdSatClause
propagate_lit (QdSat *sat, guint false_lit)
{
  WatchList *ws = &sat->watches[false_lit];
  guint i = 0, j = 0;
  QdSatClause conflict = QD_SAT_NO_REASON;

  while (i < ws->n)
    {
      Watch w = ws->data[i++];
      guint32 *lits, first, size;
      gboolean moved = FALSE;

      if (sat->value[w.blocker] == 1)
        {
          ws->data[j++] = w;
          continue;
        }
      if (G_UNLIKELY (sat->arena[w.clause + 1] & FLAG_DELETED))
        continue;                 /* removed by preprocessing: its watch goes */
      lits = clause_lits (sat, w.clause);
      size = sat->arena[w.clause];
      if (lits[0] == false_lit)
        lits[0] = lits[1], lits[1] = false_lit;
      first = lits[0];
      w.blocker = first;
      if (sat->value[first] == 1)
        {
          ws->data[j++] = w;
          continue;
        }
      for (guint k = 2; k < size && !moved; k++)
        if (sat->value[lits[k]] != -1)
          {
            lits[1] = lits[k];
            lits[k] = false_lit;
            watch_push (&sat->watches[lits[1]], w.clause, first);
            moved = TRUE;
          }
      if (moved)
        continue;
      ws->data[j++] = w;
      if (sat->value[first] == -1)
        {
          conflict = w.clause;
          sat->qhead = sat->trail_n;
          while (i < ws->n)
            ws->data[j++] = ws->data[i++];
        }
      else
        {
          qd_sat_assign (sat, first, w.clause);
          sat->stats.propagations++;
        }
    }
  ws->n = j;
  return conflict;
}

QdSatClause
qd_sat_propagate (QdSat *sat)
{
  QdSatClause conflict = QD_SAT_NO_REASON;
  guint visited = 0;

  while (conflict == QD_SAT_NO_REASON && sat->qhead < sat->trail_n)
    {
      conflict = propagate_lit (sat, sat->trail[sat->qhead++] ^ 1);
      visited++;
    }
  /* the literals visited, not those a conflict skips (MiniSat's count) */
  sat->simp_props -= visited;
  return conflict;
}

static void
backtrack (QdSat *sat, guint to_level)
{
  if (sat->n_levels <= to_level)
    return;
  for (guint i = sat->trail_n; i > sat->level_start[to_level]; i--)
    {
      guint lit = sat->trail[i - 1], v = lit >> 1;
      sat->value[lit] = sat->value[lit ^ 1] = 0;
      sat->level[v] = -1;
      sat->reason[v] = QD_SAT_NO_REASON;
      sat->phase[v] = lit & 1;
      qd_sat_heap_insert (sat, v);
    }
  sat->trail_n = sat->qhead = sat->level_start[to_level];
  sat->n_levels = to_level;
}

/* ---- adding clauses ---- */

static int
compare_guint (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return x < y ? -1 : x > y;
}

/* MiniSat's addClause_ at level 0: sorts `c` (n literals, in place), drops
 * false and repeated literals; a clause satisfied or a tautology is left
 * out, a unit assigned and propagated, others attached (and handed to the
 * preprocessor while it gathers the clauses). */
gboolean
qd_sat_add_lits (QdSat *sat, guint *c, guint n_lits)
{
  guint n = 0;

  if (sat->unsat)
    return FALSE;
  if (n_lits > 1)
    qsort (c, n_lits, sizeof (guint), compare_guint);
  for (guint i = 0; i < n_lits; i++)
    {
      if (sat->value[c[i]] == 1 || (n > 0 && c[i] == (c[n - 1] ^ 1)))
        return TRUE;                      /* satisfied, or a tautology */
      if (sat->value[c[i]] == 0 && (n == 0 || c[i] != c[n - 1]))
        c[n++] = c[i];
    }
  if (n == 0)
    sat->unsat = TRUE;
  else if (n == 1)
    {
      qd_sat_assign (sat, c[0], QD_SAT_NO_REASON);
      sat->unsat = qd_sat_propagate (sat) != QD_SAT_NO_REASON;
    }
  else
    {
      QdSatClause clause = arena_alloc (sat, c, n, 0);
      g_array_append_val (sat->originals, clause);
      qd_sat_attach (sat, clause);
      if (sat->simp != NULL)
        qd_sat_simp_added (sat, clause);
    }
  return !sat->unsat;
}

gboolean
qd_sat_add_clause (QdSat *sat, const guint *lits, guint n_lits)
{
  g_autofree guint *c = NULL;

  backtrack (sat, 0);
  if (sat->unsat)
    return FALSE;
  for (guint i = 0; i < n_lits; i++)
    g_return_val_if_fail (lits[i] < 2 * sat->n_vars, FALSE);
  if (sat->simp != NULL)
    qd_sat_simp_create_vars (sat, lits, n_lits);
  /* a variable eliminated by preprocessing comes back with its clauses */
  for (guint i = 0; i < n_lits; i++)
    if (sat->eliminated[lits[i] >> 1] && !qd_sat_simp_restore (sat, lits[i] >> 1))
      return FALSE;
  c = g_memdup2 (lits, n_lits * sizeof (guint));
  return qd_sat_add_lits (sat, c, n_lits);
}

/* ---- conflict analysis ---- */

static guint32
abstract_level (const QdSat *sat, guint v)
{
  return 1u << (sat->level[v] & 31);
}

/* Whether `lit` (false, in the learned clause) is implied by the clause's
 * other literals: every path back through reasons ends in them or at level
 * 0 (MiniSat's recursive minimisation, with an explicit stack). */
static gboolean
lit_redundant (QdSat *sat, guint lit, guint32 levels)
{
  guint top = sat->to_clear->len;

  g_array_set_size (sat->stack, 0);
  g_array_append_val (sat->stack, lit);
  while (sat->stack->len > 0)
    {
      guint p = g_array_index (sat->stack, guint, --sat->stack->len);
      QdSatClause r = sat->reason[p >> 1];
      const guint32 *lits = clause_lits (sat, r);

      for (guint k = 1; k < sat->arena[r]; k++)
        {
          guint q = lits[k], v = q >> 1;
          if (sat->seen[v] || sat->level[v] == 0)
            continue;
          if (sat->reason[v] == QD_SAT_NO_REASON || !(abstract_level (sat, v) & levels))
            {
              for (guint i = top; i < sat->to_clear->len; i++)
                sat->seen[g_array_index (sat->to_clear, guint, i) >> 1] = 0;
              g_array_set_size (sat->to_clear, top);
              return FALSE;
            }
          sat->seen[v] = 1;
          g_array_append_val (sat->stack, q);
          g_array_append_val (sat->to_clear, q);
        }
    }
  return TRUE;
}

/* Drops from sat->out the literals implied by the others. */
static void
minimise (QdSat *sat)
{
  guint *out = (guint *) sat->out->data;
  guint32 levels = 0;
  guint j = 1;

  g_array_set_size (sat->to_clear, 0);
  g_array_append_vals (sat->to_clear, out, sat->out->len);
  for (guint i = 1; i < sat->out->len; i++)
    levels |= abstract_level (sat, out[i] >> 1);
  for (guint i = 1; i < sat->out->len; i++)
    if (sat->reason[out[i] >> 1] == QD_SAT_NO_REASON || !lit_redundant (sat, out[i], levels))
      out[j++] = out[i];
  g_array_set_size (sat->out, j);
  for (guint i = 0; i < sat->to_clear->len; i++)
    sat->seen[g_array_index (sat->to_clear, guint, i) >> 1] = 0;
}

/* First-UIP learning: walks the trail back from the conflict, resolving on
 * the current level's literals until one is left (the UIP).  Leaves the
 * learned clause in sat->out, its asserting literal first and a literal of
 * the backjump level second; returns that level. */
static guint
analyse (QdSat *sat, QdSatClause conflict)
{
  guint paths = 0, p = G_MAXUINT, index = sat->trail_n, back = 0;

  g_array_set_size (sat->out, 1);
  do
    {
      const guint32 *lits = clause_lits (sat, conflict);
      if (sat->arena[conflict + 1] & FLAG_LEARNED)
        bump_clause (sat, conflict);
      for (guint k = p == G_MAXUINT ? 0 : 1; k < sat->arena[conflict]; k++)
        {
          guint q = lits[k], v = q >> 1;
          if (sat->seen[v] || sat->level[v] == 0)
            continue;
          bump_var (sat, v);
          sat->seen[v] = 1;
          if (sat->level[v] >= (gint) sat->n_levels)
            paths++;
          else
            g_array_append_val (sat->out, q);
        }
      while (!sat->seen[sat->trail[--index] >> 1])
        ;
      p = sat->trail[index];
      conflict = sat->reason[p >> 1];
      sat->seen[p >> 1] = 0;
      paths--;
    }
  while (paths > 0);
  g_array_index (sat->out, guint, 0) = p ^ 1;
  if (G_UNLIKELY (sat->explain != NULL))
    qd_sat_explain_keep_uip (sat, p);
  minimise (sat);
  if (sat->out->len > 1)
    {
      /* one swap, the first literal of the highest level to place 1 (as
       * MiniSat: the order of the others decides later watches) */
      guint *out = (guint *) sat->out->data, max_i = 1, t;
      for (guint i = 2; i < sat->out->len; i++)
        if (sat->level[out[i] >> 1] > sat->level[out[max_i] >> 1])
          max_i = i;
      t = out[1], out[1] = out[max_i], out[max_i] = t;
      back = (guint) sat->level[out[1] >> 1];
    }
  return back;
}

static void
learn (QdSat *sat)
{
  guint *out = (guint *) sat->out->data;
  QdSatClause c;

  sat->stats.learned++;
  if (sat->out->len == 1)
    {
      qd_sat_assign (sat, out[0], QD_SAT_NO_REASON);
      return;
    }
  c = arena_alloc (sat, out, sat->out->len, FLAG_LEARNED);
  g_array_append_val (sat->learned, c);
  qd_sat_attach (sat, c);
  bump_clause (sat, c);
  qd_sat_assign (sat, out[0], c);
}

/* ---- deleting learned clauses ---- */

static gboolean
locked (const QdSat *sat, QdSatClause c)
{
  guint32 first = clause_lits (sat, c)[0];
  return sat->value[first] == 1 && sat->reason[first >> 1] == c;
}

/* Whether `a` goes before `b`: binary clauses last (they are never
 * deleted, so they must not take places in the half that is), the others
 * by rising activity. */
static gboolean
reduce_before (const QdSat *sat, QdSatClause a, QdSatClause b)
{
  return sat->arena[a] > 2 && (sat->arena[b] == 2 || clause_activity (sat, a) < clause_activity (sat, b));
}

/* Sorts the learned clauses as MiniSat's sort does (selection sort up to
 * 15 clauses, else quicksort around the middle one), so that clauses of
 * equal activity end in the same order and the same ones are deleted. */
static void
sort_learned (const QdSat *sat, QdSatClause *c, guint n)
{
  if (n <= 15)
    {
      for (guint i = 0; i + 1 < n; i++)
        {
          guint best = i;
          QdSatClause t;
          for (guint j = i + 1; j < n; j++)
            if (reduce_before (sat, c[j], c[best]))
              best = j;
          t = c[i], c[i] = c[best], c[best] = t;
        }
      return;
    }
  {
    QdSatClause pivot = c[n / 2], t;
    gint i = -1, j = (gint) n;
    for (;;)
      {
        do i++; while (reduce_before (sat, c[i], pivot));
        do j--; while (reduce_before (sat, pivot, c[j]));
        if (i >= j)
          break;
        t = c[i], c[i] = c[j], c[j] = t;
      }
    sort_learned (sat, c, (guint) i);
    sort_learned (sat, c + i, n - (guint) i);
  }
}

/* Copies the clauses of `list` not deleted into `arena`, leaving in each
 * old header its new place; returns the new size. */
static gsize
compact_list (QdSat *sat, GArray *list, guint32 *arena, gsize n)
{
  guint j = 0;

  for (guint i = 0; i < list->len; i++)
    {
      QdSatClause c = g_array_index (list, QdSatClause, i);
      gsize size = HEADER + sat->arena[c];
      if (sat->arena[c + 1] & FLAG_DELETED)
        continue;
      memcpy (arena + n, sat->arena + c, size * sizeof (guint32));
      sat->arena[c + 2] = (guint32) n;      /* forward, the activity was copied */
      g_array_index (list, QdSatClause, j++) = (QdSatClause) n;
      n += size;
    }
  g_array_set_size (list, j);
  return n;
}

/* Drops from every watch list the deleted clauses and renames the others
 * by the forward left in the old arena, keeping the lists' order (which
 * decides the order of propagation, as MiniSat's lazy detach keeps it). */
static void
forward_watches (QdSat *sat, const guint32 *old)
{
  for (gsize l = 0; l < 2 * (gsize) sat->n_vars; l++)
    {
      WatchList *ws = &sat->watches[l];
      guint j = 0;
      for (guint i = 0; i < ws->n; i++)
        if (!(old[ws->data[i].clause + 1] & FLAG_DELETED))
          {
            ws->data[j] = ws->data[i];
            ws->data[j++].clause = old[ws->data[i].clause + 2];
          }
      ws->n = j;
    }
}

/* Rebuilds the arena without the deleted clauses, then the reasons and the
 * watch lists. */
void
qd_sat_collect_garbage (QdSat *sat)
{
  guint32 *arena = g_new (guint32, sat->arena_n + 1);
  gsize n = compact_list (sat, sat->originals, arena, 0);

  n = compact_list (sat, sat->learned, arena, n);
  for (guint i = 0; i < sat->trail_n; i++)
    {
      guint v = sat->trail[i] >> 1;
      QdSatClause r = sat->reason[v];
      /* a level-0 reason that preprocessing deleted is never read again */
      if (r != QD_SAT_NO_REASON)
        sat->reason[v] = sat->arena[r + 1] & FLAG_DELETED ? QD_SAT_NO_REASON : sat->arena[r + 2];
    }
  forward_watches (sat, sat->arena);
  if (sat->simp != NULL)
    qd_sat_simp_forward (sat, sat->arena);
  g_free (sat->arena);
  sat->arena = arena;
  sat->arena_n = n;
  sat->arena_cap = sat->arena_n + 1;
}

/* Deletes the less active half of the learned clauses, and past it those
 * whose activity is below clause_inc / #learned (never bumped since many
 * conflicts), but binary ones and reasons: MiniSat's reduceDB. */
static void
reduce (QdSat *sat)
{
  guint half = sat->learned->len / 2;
  double extra = sat->clause_inc / sat->learned->len;

  sort_learned (sat, (QdSatClause *) (void *) sat->learned->data, sat->learned->len);
  for (guint i = 0; i < sat->learned->len; i++)
    {
      QdSatClause c = g_array_index (sat->learned, QdSatClause, i);
      if (sat->arena[c] > 2 && !locked (sat, c)
          && (i < half || clause_activity (sat, c) < extra))
        {
          sat->arena[c + 1] |= FLAG_DELETED;
          sat->stats.deleted++;
        }
    }
  qd_sat_collect_garbage (sat);
}

/* Marks deleted the clauses of `list` satisfied at level 0, reasons too
 * (a level-0 variable's reason is never read by the analysis: it is left
 * without one, as MiniSat's removeClause does); returns the literals of the
 * clauses left. */
static gsize
remove_satisfied (QdSat *sat, GArray *list, gboolean learned)
{
  gsize left = 0;

  for (guint i = 0; i < list->len; i++)
    {
      QdSatClause c = g_array_index (list, QdSatClause, i);
      const guint32 *lits = clause_lits (sat, c);
      gboolean satisfied = FALSE;
      for (guint k = 0; k < sat->arena[c] && !satisfied; k++)
        satisfied = sat->value[lits[k]] == 1;
      if (satisfied)
        {
          if (locked (sat, c))
            sat->reason[lits[0] >> 1] = QD_SAT_NO_REASON;
          sat->arena[c + 1] |= FLAG_DELETED;
          sat->stats.deleted += learned;
        }
      else
        left += sat->arena[c];
    }
  return left;
}

/* The heap of the unassigned variables rebuilt in variable order (those
 * preprocessing eliminated are no decisions). */
void
qd_sat_rebuild_heap (QdSat *sat)
{
  sat->heap_n = 0;
  for (guint v = 0; v < sat->n_vars; v++)
    {
      sat->heap_pos[v] = G_MAXUINT;
      if (sat->value[2 * v] == 0 && !sat->eliminated[v])
        {
          sat->heap_pos[v] = sat->heap_n;
          sat->heap[sat->heap_n++] = v;
        }
    }
  for (guint i = sat->heap_n / 2; i > 0; i--)
    heap_down (sat, i - 1);
}

/* At level 0, when units were found since the last time and as many
 * propagations were made as the clauses have literals: deletes the clauses
 * they satisfy and rebuilds the heap (MiniSat's simplify). */
static void
simplify (QdSat *sat)
{
  gsize left;

  if (sat->trail_n == sat->simp_assigns || sat->simp_props > 0)
    return;
  left = remove_satisfied (sat, sat->learned, TRUE);
  left += remove_satisfied (sat, sat->originals, FALSE);
  qd_sat_collect_garbage (sat);
  qd_sat_rebuild_heap (sat);
  sat->simp_assigns = sat->trail_n;
  sat->simp_props = (gint64) left;
}

/* ---- search ---- */

double
qd_sat_luby (guint64 i)
{
  guint64 size = 1, seq = 0;

  while (size < i + 1)
    {
      seq++;
      size = 2 * size + 1;
    }
  while (size - 1 != i)
    {
      size = (size - 1) >> 1;
      seq--;
      i = i % size;
    }
  return (double) (1ull << seq);
}

static gboolean
decide (QdSat *sat)
{
  guint v = G_MAXUINT;

  while (sat->heap_n > 0 && v == G_MAXUINT)
    {
      guint top = heap_pop (sat);
      if (sat->value[2 * top] == 0)
        v = top;
    }
  if (v == G_MAXUINT)
    return FALSE;
  sat->stats.decisions++;
  sat->level_start[sat->n_levels++] = sat->trail_n;
  qd_sat_assign (sat, 2 * v + sat->phase[v], QD_SAT_NO_REASON);
  return TRUE;
}

static void
keep_model (QdSat *sat)
{
  g_free (sat->model);
  sat->model = g_new (gboolean, sat->n_vars);
  for (guint v = 0; v < sat->n_vars; v++)
    sat->model[v] = sat->value[2 * v] == 1;
  if (sat->elim_stack != NULL)
    qd_sat_simp_extend (sat, sat->model);
}

/* One restart's search, up to `limit` conflicts: SAT, UNSAT, STOPPED,
 * BUDGET, or -1 for a restart. */
static gint
search (QdSat *sat, const gint *stop, guint64 limit, guint64 budget_end)
{
  for (guint64 conflicts = 0;;)
    {
      QdSatClause conflict = qd_sat_propagate (sat);
      guint back;

      if (stop != NULL && g_atomic_int_get (stop))
        return QD_SAT_STOPPED;
      if (conflict != QD_SAT_NO_REASON)
        {
          sat->stats.conflicts++;
          conflicts++;
          if (sat->n_levels == 0)
            return QD_SAT_UNSAT;
          back = analyse (sat, conflict);
          if (G_UNLIKELY (sat->explain != NULL))
            qd_sat_explain_record (sat, conflict, back);
          backtrack (sat, back);
          learn (sat);
          /* × (1 / decay), not ÷ decay: MiniSat's rounding */
          sat->var_inc *= 1 / VAR_DECAY;
          sat->clause_inc *= 1 / CLAUSE_DECAY;
          if (G_UNLIKELY (sat->explain != NULL) && sat->explain->stop
              && sat->stats.conflicts == sat->explain->conflict)
            return QD_SAT_STOPPED;
          if (--sat->adjust_left == 0)
            {
              sat->adjust_interval *= ADJUST_GROWTH;
              sat->adjust_left = (guint64) sat->adjust_interval;
              sat->max_learned *= LEARNED_GROWTH;
            }
          if (budget_end != 0 && sat->stats.conflicts >= budget_end)
            return QD_SAT_BUDGET;
          continue;
        }
      if (conflicts >= limit)
        return -1;
      if (sat->n_levels == 0)
        simplify (sat);
      if (sat->learned->len >= sat->max_learned + sat->trail_n)
        reduce (sat);
      if (!decide (sat))
        {
          keep_model (sat);
          return QD_SAT_SAT;
        }
    }
}

QdSatResult
qd_sat_solve (QdSat *sat, const gint *stop, guint64 max_conflicts)
{
  guint64 budget_end = max_conflicts == 0 ? 0 : sat->stats.conflicts + max_conflicts;
  gint result = -1;

  if (sat->unsat)
    return QD_SAT_UNSAT;
  backtrack (sat, 0);
  sat->solved = TRUE;
  /* SatELite's preprocessing, once, at the first solve (MiniSat's front
   * end runs eliminate(true) before its search) */
  if (sat->simp != NULL && (result = qd_sat_simp_run (sat, stop)) >= 0)
    {
      sat->unsat = result == QD_SAT_UNSAT;
      return (QdSatResult) result;
    }
  /* a new solve starts the Luby sequence and the learned-clause limit
   * afresh, as MiniSat's solve_ does; one after STOPPED or BUDGET goes on
   * where it was (a caller solving in slices) */
  if (!sat->resuming)
    {
      sat->max_learned = sat->originals->len / 3.0;
      sat->adjust_interval = ADJUST_FIRST;
      sat->adjust_left = (guint64) ADJUST_FIRST;
      sat->luby_index = 0;
    }
  while (result < 0)
    {
      result = search (sat, stop, (guint64) (qd_sat_luby (sat->luby_index) * RESTART_UNIT), budget_end);
      if (result < 0)
        {
          sat->stats.restarts++;
          sat->luby_index++;
          backtrack (sat, 0);
        }
    }
  sat->resuming = result == QD_SAT_STOPPED || result == QD_SAT_BUDGET;
  sat->unsat = result == QD_SAT_UNSAT;
  return (QdSatResult) result;
}

/* ---- reading ---- */

gboolean
qd_sat_model_value (const QdSat *sat, guint var)
{
  g_return_val_if_fail (sat->model != NULL && var < sat->n_vars, FALSE);
  return sat->model[var];
}

const QdSatStats *
qd_sat_stats (const QdSat *sat)
{
  return &sat->stats;
}

gint
qd_sat_level (const QdSat *sat, guint var)
{
  g_return_val_if_fail (var < sat->n_vars, -1);
  return sat->level[var];
}

QdSatClause
qd_sat_reason (const QdSat *sat, guint var)
{
  g_return_val_if_fail (var < sat->n_vars, QD_SAT_NO_REASON);
  return sat->reason[var];
}

const guint32 *
qd_sat_clause_lits (const QdSat *sat, QdSatClause clause, guint *n_lits)
{
  g_return_val_if_fail (clause < sat->arena_n, NULL);
  *n_lits = sat->arena[clause];
  return clause_lits (sat, clause);
}
