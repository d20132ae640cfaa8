/* qd-sat-simp.c — SatELite's preprocessing for the CDCL solver (Eén and
 * Biere 2005), step for step as MiniSat 2.2.1's SimpSolver runs it under
 * the `minisat` front end (eliminate, then search), with its defaults:
 * no clause growth, resolvents of at most 20 literals, subsumption checked
 * against clauses under 1000 literals, no asymmetric branching, no
 * implied-clause check, a garbage collection once half the arena is waste.
 *
 * The steps, repeated until nothing changes:
 *   - backward subsumption: each clause on the queue (every clause at
 *     first, then those changed or holding a touched variable), and each
 *     new level-0 unit, is checked against the clauses of its variable with
 *     the fewest occurrences: a clause it subsumes is deleted, one it
 *     subsumes but for one negated literal loses that literal (self-
 *     subsuming resolution) and goes back on the queue;
 *   - variable elimination, cheapest first (a heap on n(v) × n(¬v), its
 *     ties broken as MiniSat's heap breaks them): v goes when its
 *     non-tautological resolvents are no more than its clauses and none is
 *     over 20 literals; its clauses are deleted, the resolvents added, the
 *     clauses of its rarer sign kept to extend a model (the elimination
 *     stack, MiniSat's format: a clause's literals, v's first, then its
 *     size; last a unit giving v its default value).
 * Order decides the search that follows (the watch lists' order is the
 * order of propagation), so each step keeps MiniSat's: occurrence lists
 * cleaned lazily (the best variable is chosen on their sizes before
 * cleaning), a shortened clause moved to the end of its watch lists,
 * resolvents attached in order, the garbage collections at the same
 * moments (MiniSat's arena accounting is mirrored for that).  At the end
 * the eliminated variables are no decisions and the order heap is rebuilt;
 * the level-0 simplification resumes with the counters MiniSat leaves. */
#include "config.h"
#include "qd-sat.h"
#include "qd-sat-private.h"

#include <string.h>

#define SUBSUMPTION_LIMIT 1000
#define RESOLVENT_LIMIT 20
#define GROW 0
#define GC_FRACTION 0.5
#define EXTRA_WORDS 2              /* MiniSat's clause header and abstraction */
#define UNIT_ENTRY (QD_SAT_NO_REASON - 1)   /* the queue's level-0 unit */
#define SUB_NONE G_MAXUINT32       /* subsumes(): neither */
#define SUB_ALL (G_MAXUINT32 - 1)  /* subsumes(): the whole clause */
#define NOT_IN_HEAP G_MAXUINT

typedef struct { QdSatClause *data; guint n, cap; } Occs;

struct _QdSatSimp
{
  Occs *occurs;                    /* per variable: its clauses, in the order they came */
  guint8 *dirty;                   /* per variable: its list may hold deleted clauses */
  GArray *dirties;                 /* guint: the dirty variables */
  guint *n_occ;                    /* per literal: its live clauses */
  guint8 *touched;
  guint n_touched;
  guint *heap, *heap_pos, heap_n;  /* elimination order, cheapest at the top */
  guint created;                   /* variables met so far */
  GArray *queue;                   /* QdSatClause: the subsumption queue, from queue_head */
  guint queue_head;
  guint bwdsub_assigns;            /* level-0 units checked */
  guint32 unit;                    /* the literal of UNIT_ENTRY */
  guint64 words, wasted;           /* MiniSat's arena: size and waste, in words */
  GArray *pos, *neg, *resolvent;   /* scratch */
  guint8 *mark;                    /* per literal, scratch of merge() */
};

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop);
}

static gboolean
is_deleted (const QdSat *sat, QdSatClause c)
{
  return (sat->arena[c + 1] & FLAG_DELETED) != 0;
}

static guint32
abstraction (const guint32 *lits, guint n)
{
  guint32 a = 0;

  for (guint i = 0; i < n; i++)
    a |= 1u << ((lits[i] >> 1) & 31);
  return a;
}

static void
occs_push (Occs *o, QdSatClause c)
{
  if (o->n == o->cap)
    {
      o->cap = o->cap * 2 + 4;
      o->data = g_renew (QdSatClause, o->data, o->cap);
    }
  o->data[o->n++] = c;
}

/* Removes `c` keeping the others' order. */
static void
occs_remove (Occs *o, QdSatClause c)
{
  guint j = 0;

  while (j < o->n && o->data[j] != c)
    j++;
  if (j < o->n)
    memmove (o->data + j, o->data + j + 1, (o->n - j - 1) * sizeof (QdSatClause));
  o->n -= j < o->n;
}

/* ---- the elimination heap (MiniSat's, a min-heap on the cost) ---- */

static guint64
cost (const QdSatSimp *s, guint v)
{
  return (guint64) s->n_occ[2 * v] * s->n_occ[2 * v + 1];
}

static void
eheap_place (QdSatSimp *s, guint i, guint v)
{
  s->heap[i] = v;
  s->heap_pos[v] = i;
}

static void
eheap_up (QdSatSimp *s, guint i)
{
  guint v = s->heap[i];

  while (i > 0 && cost (s, v) < cost (s, s->heap[(i - 1) / 2]))
    {
      eheap_place (s, i, s->heap[(i - 1) / 2]);
      i = (i - 1) / 2;
    }
  eheap_place (s, i, v);
}

static void
eheap_down (QdSatSimp *s, guint i)
{
  guint v = s->heap[i];

  for (;;)
    {
      guint child = 2 * i + 1;
      if (child >= s->heap_n)
        break;
      if (child + 1 < s->heap_n && cost (s, s->heap[child + 1]) < cost (s, s->heap[child]))
        child++;
      if (!(cost (s, s->heap[child]) < cost (s, v)))
        break;
      eheap_place (s, i, s->heap[child]);
      i = child;
    }
  eheap_place (s, i, v);
}

static void
eheap_insert (QdSatSimp *s, guint v)
{
  eheap_place (s, s->heap_n++, v);
  eheap_up (s, s->heap_n - 1);
}

static guint
eheap_pop (QdSatSimp *s)
{
  guint top = s->heap[0];

  eheap_place (s, 0, s->heap[s->heap_n - 1]);
  s->heap_pos[top] = NOT_IN_HEAP;
  s->heap_n--;
  if (s->heap_n > 1)
    eheap_down (s, 0);
  return top;
}

/* After v's counts changed: MiniSat's updateElimHeap. */
static void
update_elim (QdSat *sat, guint v)
{
  QdSatSimp *s = sat->simp;

  if (s->heap_pos[v] != NOT_IN_HEAP)
    {
      eheap_up (s, s->heap_pos[v]);
      eheap_down (s, s->heap_pos[v]);
    }
  else if (!sat->frozen[v] && !sat->eliminated[v] && sat->value[2 * v] == 0)
    eheap_insert (s, v);
}

/* ---- occurrence lists, cleaned lazily ---- */

static void
smudge (QdSatSimp *s, guint v)
{
  if (!s->dirty[v])
    {
      s->dirty[v] = 1;
      g_array_append_val (s->dirties, v);
    }
}

static Occs *
lookup (QdSat *sat, guint v)
{
  QdSatSimp *s = sat->simp;
  Occs *o = &s->occurs[v];

  if (s->dirty[v])
    {
      guint j = 0;
      for (guint i = 0; i < o->n; i++)
        if (!is_deleted (sat, o->data[i]))
          o->data[j++] = o->data[i];
      o->n = j;
      s->dirty[v] = 0;
    }
  return o;
}

static void
clean_all (QdSat *sat)
{
  QdSatSimp *s = sat->simp;

  for (guint i = 0; i < s->dirties->len; i++)
    lookup (sat, g_array_index (s->dirties, guint, i));
  g_array_set_size (s->dirties, 0);
}

/* ---- the solver's hooks while clauses come ---- */

void
qd_sat_simp_create_vars (QdSat *sat, const guint *lits, guint n_lits)
{
  QdSatSimp *s = sat->simp;

  for (guint i = 0; i < n_lits; i++)
    while ((lits[i] >> 1) >= s->created)
      eheap_insert (s, s->created++);
}

static void
queue_push (QdSatSimp *s, QdSatClause c)
{
  g_array_append_val (s->queue, c);
}

void
qd_sat_simp_added (QdSat *sat, QdSatClause c)
{
  QdSatSimp *s = sat->simp;
  const guint32 *lits = qd_sat_arena_lits (sat, c);
  guint n = sat->arena[c];

  sat->arena[c + 2] = abstraction (lits, n);   /* no activity before the search */
  queue_push (s, c);
  for (guint k = 0; k < n; k++)
    {
      guint v = lits[k] >> 1;
      occs_push (&s->occurs[v], c);
      s->n_occ[lits[k]]++;
      s->touched[v] = 1;
      s->n_touched++;
      if (s->heap_pos[v] != NOT_IN_HEAP)
        eheap_down (s, s->heap_pos[v]);
    }
  s->words += n + EXTRA_WORDS;
}

void
qd_sat_simp_forward (QdSat *sat, const guint32 *old)
{
  QdSatSimp *s = sat->simp;
  guint j = 0;

  for (guint v = 0; v < sat->n_vars; v++)
    {
      Occs *o = &s->occurs[v];
      guint k = 0;
      for (guint i = 0; i < o->n; i++)
        if (!(old[o->data[i] + 1] & FLAG_DELETED))
          o->data[k++] = old[o->data[i] + 2];
      o->n = k;
    }
  for (guint i = s->queue_head; i < s->queue->len; i++)
    {
      QdSatClause c = g_array_index (s->queue, QdSatClause, i);
      if (c == UNIT_ENTRY || !(old[c + 1] & FLAG_DELETED))
        g_array_index (s->queue, QdSatClause, j++) = c == UNIT_ENTRY ? c : old[c + 2];
    }
  g_array_set_size (s->queue, j);
  s->queue_head = 0;
}

/* ---- deleting and shortening clauses ---- */

static void
remove_clause (QdSat *sat, QdSatClause c)
{
  QdSatSimp *s = sat->simp;
  const guint32 *lits = qd_sat_arena_lits (sat, c);
  guint n = sat->arena[c];

  for (guint k = 0; k < n; k++)
    {
      s->n_occ[lits[k]]--;
      update_elim (sat, lits[k] >> 1);
      smudge (s, lits[k] >> 1);
    }
  if (sat->value[lits[0]] == 1 && sat->reason[lits[0] >> 1] == c)
    sat->reason[lits[0] >> 1] = QD_SAT_NO_REASON;
  sat->arena[c + 1] |= FLAG_DELETED;     /* its watches go lazily */
  s->wasted += n + EXTRA_WORDS;
  sat->stats.removed++;
}

static void
watch_remove (QdSat *sat, guint lit, QdSatClause c)
{
  WatchList *ws = &sat->watches[lit];
  guint j = 0;

  while (j < ws->n && ws->data[j].clause != c)
    j++;
  g_assert (j < ws->n);
  memmove (ws->data + j, ws->data + j + 1, (ws->n - j - 1) * sizeof (Watch));
  ws->n--;
}

/* Drops `lit` from clause c, the others keeping their order. */
static void
drop_literal (QdSat *sat, QdSatClause c, guint lit)
{
  guint32 *lits = qd_sat_arena_lits (sat, c);
  guint n = sat->arena[c], j = 0;

  while (lits[j] != lit)
    j++;
  memmove (lits + j, lits + j + 1, (n - j - 1) * sizeof (guint32));
  sat->arena[c] = --n;
  sat->arena[c + 2] = abstraction (lits, n);
}

/* Self-subsuming resolution removed `lit` from c: a binary clause becomes
 * a unit (assigned and propagated), a longer one is watched anew at the
 * end of its lists. */
static gboolean
strengthen (QdSat *sat, QdSatClause c, guint lit)
{
  QdSatSimp *s = sat->simp;
  guint32 *lits = qd_sat_arena_lits (sat, c);

  queue_push (s, c);
  if (sat->arena[c] == 2)
    {
      remove_clause (sat, c);
      drop_literal (sat, c, lit);
      if (sat->value[lits[0]] == -1)
        return FALSE;
      if (sat->value[lits[0]] == 0)
        qd_sat_assign (sat, lits[0], QD_SAT_NO_REASON);
      return qd_sat_propagate (sat) == QD_SAT_NO_REASON;
    }
  watch_remove (sat, lits[0], c);
  watch_remove (sat, lits[1], c);
  drop_literal (sat, c, lit);
  qd_sat_attach (sat, c);
  occs_remove (&s->occurs[lit >> 1], c);
  s->n_occ[lit]--;
  update_elim (sat, lit >> 1);
  return TRUE;
}

/* ---- backward subsumption ---- */

/* Whether clause (c, n, abs) subsumes clause d: SUB_ALL, SUB_NONE, or the
 * one literal of c found negated in d (d can lose its negation). */
static guint32
subsumes (const QdSat *sat, const guint32 *c, guint n, guint32 abs, QdSatClause d)
{
  const guint32 *dl = qd_sat_arena_lits (sat, d);
  guint dn = sat->arena[d];
  guint32 ret = SUB_ALL;

  if (dn < n || (abs & ~sat->arena[d + 2]) != 0)
    return SUB_NONE;
  for (guint i = 0; i < n; i++)
    {
      guint j = 0;
      while (j < dn && c[i] != dl[j] && !(ret == SUB_ALL && c[i] == (dl[j] ^ 1)))
        j++;
      if (j == dn)
        return SUB_NONE;
      if (c[i] != dl[j])
        ret = c[i];
    }
  return ret;
}

/* Checks one clause of the queue (or the level-0 unit) against the
 * clauses of its variable with the shortest occurrence list. */
static gboolean
check_clause (QdSat *sat, QdSatClause cr, const gint *stop)
{
  QdSatSimp *s = sat->simp;
  const guint32 *c = cr == UNIT_ENTRY ? &s->unit : qd_sat_arena_lits (sat, cr);
  guint n = cr == UNIT_ENTRY ? 1 : sat->arena[cr];
  guint32 abs = cr == UNIT_ENTRY ? abstraction (c, 1) : sat->arena[cr + 2];
  guint best = c[0] >> 1;
  Occs *cs;

  for (guint i = 1; i < n; i++)
    if (s->occurs[c[i] >> 1].n < s->occurs[best].n)
      best = c[i] >> 1;
  cs = lookup (sat, best);
  for (guint j = 0; j < cs->n; j++)
    {
      QdSatClause d = cs->data[j];
      guint32 l;
      if ((cr != UNIT_ENTRY && is_deleted (sat, cr)) || stopped (stop))
        break;
      if (is_deleted (sat, d) || d == cr || sat->arena[d] >= SUBSUMPTION_LIMIT)
        continue;
      l = subsumes (sat, c, n, abs, d);
      if (l == SUB_ALL)
        remove_clause (sat, d);
      else if (l != SUB_NONE)
        {
          if (!strengthen (sat, d, l ^ 1))
            return FALSE;
          if ((l >> 1) == best)
            j--;                  /* d left this list: look at place j again */
        }
    }
  return TRUE;
}

static gboolean
backward_subsumption (QdSat *sat, const gint *stop)
{
  QdSatSimp *s = sat->simp;

  while (s->queue_head < s->queue->len || s->bwdsub_assigns < sat->trail_n)
    {
      QdSatClause cr;
      if (stopped (stop))
        {
          g_array_set_size (s->queue, 0);
          s->queue_head = 0;
          s->bwdsub_assigns = sat->trail_n;
          break;
        }
      if (s->queue_head == s->queue->len)
        {
          s->unit = sat->trail[s->bwdsub_assigns++];
          queue_push (s, UNIT_ENTRY);
        }
      cr = g_array_index (s->queue, QdSatClause, s->queue_head++);
      if (s->queue_head == s->queue->len)
        g_array_set_size (s->queue, 0), s->queue_head = 0;
      if (cr != UNIT_ENTRY && is_deleted (sat, cr))
        continue;
      if (!check_clause (sat, cr, stop))
        return FALSE;
    }
  return TRUE;
}

static void
mark_queue (QdSat *sat, gboolean on)
{
  QdSatSimp *s = sat->simp;

  for (guint i = s->queue_head; i < s->queue->len; i++)
    {
      QdSatClause c = g_array_index (s->queue, QdSatClause, i);
      if (c == UNIT_ENTRY || is_deleted (sat, c))
        continue;
      if (on)
        sat->arena[c + 1] |= FLAG_QUEUED;
      else
        sat->arena[c + 1] &= ~FLAG_QUEUED;
    }
}

/* Puts on the queue, once, every clause of a touched variable. */
static void
gather_touched (QdSat *sat)
{
  QdSatSimp *s = sat->simp;

  if (s->n_touched == 0)
    return;
  mark_queue (sat, TRUE);
  for (guint v = 0; v < sat->n_vars; v++)
    if (s->touched[v])
      {
        Occs *cs = lookup (sat, v);
        for (guint j = 0; j < cs->n; j++)
          if (!(sat->arena[cs->data[j] + 1] & (FLAG_DELETED | FLAG_QUEUED)))
            {
              queue_push (s, cs->data[j]);
              sat->arena[cs->data[j] + 1] |= FLAG_QUEUED;
            }
        s->touched[v] = 0;
      }
  mark_queue (sat, FALSE);
  s->n_touched = 0;
}

/* ---- variable elimination ---- */

/* Resolves clauses a and b on v (the longer one's literals last, as
 * MiniSat's merge, but with a mark a literal so that two long clauses cost
 * their lengths, not their product): FALSE for a tautology; else the
 * resolvent's size, and its literals when `out` is given. */
static gboolean
merge (const QdSat *sat, QdSatClause a, QdSatClause b, guint v, guint *size, GArray *out)
{
  guint8 *mark = sat->simp->mark;
  gboolean b_longer = sat->arena[a] < sat->arena[b], tautology = FALSE;
  QdSatClause p = b_longer ? b : a, q = b_longer ? a : b;
  const guint32 *pl = qd_sat_arena_lits (sat, p), *ql = qd_sat_arena_lits (sat, q);
  guint pn = sat->arena[p], qn = sat->arena[q];

  *size = pn - 1;
  if (out != NULL)
    g_array_set_size (out, 0);
  for (guint j = 0; j < pn; j++)
    mark[pl[j]] = 1;
  for (guint i = 0; i < qn && !tautology; i++)
    {
      if ((ql[i] >> 1) == v || mark[ql[i]])
        continue;
      tautology = mark[ql[i] ^ 1];
      (*size)++;
      if (out != NULL && !tautology)
        g_array_append_val (out, ql[i]);
    }
  for (guint j = 0; j < pn; j++)
    {
      mark[pl[j]] = 0;
      if (out != NULL && !tautology && (pl[j] >> 1) != v)
        g_array_append_val (out, pl[j]);
    }
  return !tautology;
}

/* Whether eliminating v keeps to the limits: no more resolvents than its
 * clauses (+ GROW), none over RESOLVENT_LIMIT literals. */
static gboolean
within_limits (QdSat *sat, guint v, guint n_clauses, const gint *stop)
{
  QdSatSimp *s = sat->simp;
  guint count = 0, size;

  for (guint i = 0; i < s->pos->len; i++)
    {
      if (stopped (stop))
        return FALSE;
      for (guint j = 0; j < s->neg->len; j++)
        if (merge (sat, g_array_index (s->pos, QdSatClause, i), g_array_index (s->neg, QdSatClause, j),
                   v, &size, NULL)
            && (++count > n_clauses + GROW || size > RESOLVENT_LIMIT))
          return FALSE;
    }
  return TRUE;
}

/* Keeps clause c of v for the model's extension, v's literal first. */
static void
push_elim_clause (QdSat *sat, guint v, QdSatClause c)
{
  const guint32 *lits = qd_sat_arena_lits (sat, c);
  guint n = sat->arena[c], first = sat->elim_stack->len;

  g_array_append_vals (sat->elim_stack, lits, n);
  for (guint k = 0; k < n; k++)
    if ((lits[k] >> 1) == v)
      {
        guint32 *e = &g_array_index (sat->elim_stack, guint32, first);
        guint32 t = e[0];
        e[0] = e[k], e[k] = t;
      }
  g_array_append_val (sat->elim_stack, n);
}

/* Keeps v's clauses (both signs) to bring v back if a later clause
 * mentions it. */
static void
keep_for_restore (QdSat *sat, guint v, const Occs *cls)
{
  sat->restore_at[v] = sat->restore->len;
  g_array_append_val (sat->restore, cls->n);
  for (guint i = 0; i < cls->n; i++)
    {
      guint32 n = sat->arena[cls->data[i]];
      g_array_append_val (sat->restore, n);
      g_array_append_vals (sat->restore, qd_sat_arena_lits (sat, cls->data[i]), n);
    }
}

/* Stores v's clauses of its rarer sign, then the unit of the other. */
static void
store_eliminated (QdSat *sat, guint v)
{
  QdSatSimp *s = sat->simp;
  gboolean keep_neg = s->pos->len > s->neg->len;
  GArray *side = keep_neg ? s->neg : s->pos;
  guint32 unit[2] = { 2 * v + !keep_neg, 1 };

  for (guint i = 0; i < side->len; i++)
    push_elim_clause (sat, v, g_array_index (side, QdSatClause, i));
  g_array_append_vals (sat->elim_stack, unit, 2);
}

static gboolean
add_resolvents (QdSat *sat, guint v)
{
  QdSatSimp *s = sat->simp;
  guint size;

  for (guint i = 0; i < s->pos->len; i++)
    for (guint j = 0; j < s->neg->len; j++)
      if (merge (sat, g_array_index (s->pos, QdSatClause, i), g_array_index (s->neg, QdSatClause, j), v, &size,
                 s->resolvent)
          && !qd_sat_add_lits (sat, (guint *) (void *) s->resolvent->data, s->resolvent->len))
        return FALSE;
  return TRUE;
}

/* MiniSat's eliminateVar: TRUE unless the formula became unsatisfiable
 * (whether v went or not). */
static gboolean
eliminate_var (QdSat *sat, guint v, const gint *stop)
{
  QdSatSimp *s = sat->simp;
  Occs *cls = lookup (sat, v);

  g_array_set_size (s->pos, 0);
  g_array_set_size (s->neg, 0);
  for (guint i = 0; i < cls->n; i++)
    {
      const guint32 *lits = qd_sat_arena_lits (sat, cls->data[i]);
      guint k = 0;
      while (k < sat->arena[cls->data[i]] && lits[k] != 2 * v)
        k++;
      g_array_append_val (k < sat->arena[cls->data[i]] ? s->pos : s->neg, cls->data[i]);
    }
  if (!within_limits (sat, v, cls->n, stop))
    return TRUE;
  sat->eliminated[v] = 1;
  sat->stats.eliminated++;
  store_eliminated (sat, v);
  keep_for_restore (sat, v, cls);
  for (guint i = 0; i < cls->n; i++)
    remove_clause (sat, cls->data[i]);
  if (!add_resolvents (sat, v))
    return FALSE;
  s->occurs[v].n = 0;
  return backward_subsumption (sat, stop);
}

/* ---- the run ---- */

/* MiniSat's garbage collection during simplification, at the moment its
 * arena is more than half waste: the occurrence lists cleaned, the arena
 * compacted. */
static void
check_garbage (QdSat *sat)
{
  QdSatSimp *s = sat->simp;

  if ((double) s->wasted <= (double) s->words * GC_FRACTION)
    return;
  clean_all (sat);
  qd_sat_collect_garbage (sat);
  s->words = 1 + EXTRA_WORDS;            /* MiniSat's unit for level-0 checks */
  for (guint i = 0; i < sat->originals->len; i++)
    s->words += sat->arena[g_array_index (sat->originals, QdSatClause, i)] + EXTRA_WORDS;
  s->wasted = 0;
}

/* Subsumption, then elimination of the variables of the heap, until
 * nothing is left to do: -1, or QD_SAT_UNSAT, QD_SAT_STOPPED. */
static gint
eliminate (QdSat *sat, const gint *stop)
{
  QdSatSimp *s = sat->simp;

  while (s->n_touched > 0 || s->bwdsub_assigns < sat->trail_n || s->heap_n > 0)
    {
      gather_touched (sat);
      if ((s->queue_head < s->queue->len || s->bwdsub_assigns < sat->trail_n)
          && !backward_subsumption (sat, stop))
        return QD_SAT_UNSAT;
      if (stopped (stop))
        return QD_SAT_STOPPED;
      while (s->heap_n > 0)
        {
          guint v = eheap_pop (s);
          if (stopped (stop))
            return QD_SAT_STOPPED;
          if (sat->eliminated[v] || sat->value[2 * v] != 0 || sat->frozen[v])
            continue;
          if (!eliminate_var (sat, v, stop))
            return QD_SAT_UNSAT;
          check_garbage (sat);
        }
    }
  return -1;
}

/* After the run: the variables never met are no decisions (MiniSat never
 * made them), the clauses' abstractions give way to activities, the order
 * heap is rebuilt and the arena compacted. */
static void
finish (QdSat *sat)
{
  QdSatSimp *s = sat->simp;

  for (guint v = s->created; v < sat->n_vars; v++)
    sat->eliminated[v] |= !sat->frozen[v];
  qd_sat_simp_free (sat);
  for (guint i = 0; i < sat->originals->len; i++)
    sat->arena[g_array_index (sat->originals, QdSatClause, i) + 2] = 0;
  qd_sat_rebuild_heap (sat);
  qd_sat_collect_garbage (sat);
}

gint
qd_sat_simp_run (QdSat *sat, const gint *stop)
{
  gint result = QD_SAT_UNSAT;

  /* MiniSat's simplify() first: it sets the counters of the next one */
  if (qd_sat_propagate (sat) == QD_SAT_NO_REASON)
    {
      gint64 literals = 0;
      for (guint i = 0; i < sat->originals->len; i++)
        literals += sat->arena[g_array_index (sat->originals, QdSatClause, i)];
      sat->simp_assigns = sat->trail_n;
      sat->simp_props = literals;
      result = eliminate (sat, stop);
    }
  finish (sat);
  return result;
}

/* ---- the model and later clauses ---- */

void
qd_sat_simp_extend (const QdSat *sat, gboolean *model)
{
  const guint32 *e = (const guint32 *) (const void *) sat->elim_stack->data;
  gint i = (gint) sat->elim_stack->len - 1;

  /* latest first: a clause of v only holds variables set by then */
  while (i > 0)
    {
      gint first = i - (gint) e[i];
      guint32 x = e[first];
      gboolean satisfied = FALSE;
      for (gint k = i - 1; k > first && !satisfied; k--)
        satisfied = model[e[k] >> 1] == !(e[k] & 1);
      if (!satisfied && sat->eliminated[x >> 1])
        model[x >> 1] = !(x & 1);
      i = first - 1;
    }
}

gboolean
qd_sat_simp_restore (QdSat *sat, guint var)
{
  guint at;
  guint32 count;

  if (!sat->eliminated[var])
    return TRUE;
  sat->eliminated[var] = 0;
  qd_sat_heap_insert (sat, var);
  if (sat->restore == NULL || sat->restore_at[var] == G_MAXUINT)
    return TRUE;
  at = sat->restore_at[var];
  count = g_array_index (sat->restore, guint32, at++);
  for (guint32 i = 0; i < count; i++)
    {
      guint32 n = g_array_index (sat->restore, guint32, at);
      if (!qd_sat_add_clause (sat, &g_array_index (sat->restore, guint32, at + 1), n))
        return FALSE;
      at += 1 + n;
    }
  return TRUE;
}

/* ---- the public calls ---- */

static void
simp_new (QdSat *sat)
{
  QdSatSimp *s = g_new0 (QdSatSimp, 1);
  guint n = sat->n_vars;

  sat->simp = s;
  s->occurs = g_new0 (Occs, n);
  s->dirty = g_new0 (guint8, n);
  s->dirties = g_array_new (FALSE, FALSE, sizeof (guint));
  s->n_occ = g_new0 (guint, 2 * (gsize) n);
  s->touched = g_new0 (guint8, n);
  s->heap = g_new (guint, n);
  s->heap_pos = g_new (guint, n);
  for (guint v = 0; v < n; v++)
    s->heap_pos[v] = NOT_IN_HEAP;
  s->queue = g_array_new (FALSE, FALSE, sizeof (QdSatClause));
  s->pos = g_array_new (FALSE, FALSE, sizeof (QdSatClause));
  s->neg = g_array_new (FALSE, FALSE, sizeof (QdSatClause));
  s->resolvent = g_array_new (FALSE, FALSE, sizeof (guint));
  s->mark = g_new0 (guint8, 2 * (gsize) n);
  s->words = 1 + EXTRA_WORDS;
  if (sat->elim_stack == NULL)
    {
      sat->elim_stack = g_array_new (FALSE, FALSE, sizeof (guint32));
      sat->restore = g_array_new (FALSE, FALSE, sizeof (guint32));
      sat->restore_at = g_new (guint, n);
      memset (sat->restore_at, 0xff, n * sizeof (guint));
    }
}

void
qd_sat_simp_free (QdSat *sat)
{
  QdSatSimp *s = sat->simp;

  if (s == NULL)
    return;
  for (guint v = 0; v < sat->n_vars; v++)
    g_free (s->occurs[v].data);
  g_free (s->occurs);
  g_free (s->dirty);
  g_array_unref (s->dirties);
  g_free (s->n_occ);
  g_free (s->touched);
  g_free (s->heap);
  g_free (s->heap_pos);
  g_array_unref (s->queue);
  g_array_unref (s->pos);
  g_array_unref (s->neg);
  g_array_unref (s->resolvent);
  g_free (s->mark);
  g_free (s);
  sat->simp = NULL;
}

void
qd_sat_set_preprocess (QdSat *sat, gboolean preprocess)
{
  g_return_if_fail (sat != NULL);
  if (!preprocess)
    {
      qd_sat_simp_free (sat);
      return;
    }
  /* once, before the first solve: learned clauses would mention the
   * variables it eliminates */
  g_return_if_fail (!sat->solved);
  if (sat->simp != NULL)
    return;
  simp_new (sat);
  for (guint i = 0; i < sat->originals->len; i++)
    {
      QdSatClause c = g_array_index (sat->originals, QdSatClause, i);
      qd_sat_simp_create_vars (sat, qd_sat_arena_lits (sat, c), sat->arena[c]);
      qd_sat_simp_added (sat, c);
    }
}

void
qd_sat_freeze (QdSat *sat, guint var)
{
  g_return_if_fail (sat != NULL && var < sat->n_vars);
  sat->frozen[var] = 1;
  if (sat->eliminated[var] && !qd_sat_simp_restore (sat, var))
    sat->unsat = TRUE;
}
