/* qd-strips-landmarks.c — the landmark graph's construction (the contract
 * is qd-strips-landmarks.h).
 *
 * The method is backchaining through the delete relaxation (Richter,
 * Helmert & Westphal 2008, as LAMA's first step): the goal's facts are
 * landmarks; for a landmark L not true initially, the relaxation is
 * explored from the initial state with every operator that adds L left
 * out, which gives the facts that can be reached before L; L's first
 * achievers are its achievers whose preconditions are all among them, and
 * a fact that is a precondition of every first achiever is a landmark,
 * greedy-necessarily ordered before L, whose own landmarks are sought the
 * same way.  The same exploration gives the natural orderings: a landmark
 * that cannot be reached without L comes after L (unless a first achiever
 * of L adds it too: then it may come with L, not strictly after).  It also
 * feeds lm_rhw's look-ahead on the domain transition graph of L's variable
 * (qd-strips-landmarks-dtg.c; the variables are those of Fast Downward's
 * translator, qd-strips-mutex.h): a value every path to L passes through
 * is a landmark naturally before it.
 *
 * Why this and not Zhu & Givan's label propagation (complete for the
 * relaxation's causal fact landmarks): propagation keeps a set of facts
 * for every fact, n_facts² bits, 300 MB on a task of 50 000 facts, where
 * backchaining keeps one exploration's marks at a time (and n_words per
 * landmark for the natural orderings); backchaining's first achievers are
 * also what the greedy-necessary orderings, and so LAMA's "needed again",
 * are made of.  Disjunctive landmarks are RHW's: when every first achiever
 * of a landmark needs a fact of one predicate, not the same fact, the set
 * of those facts (2 to 4, none true initially) is a landmark, backchained
 * the same way (its first achievers those of any of its facts).
 *
 * A negative fact of the goal that holds initially is a negated landmark:
 * some operator of every plan deletes the fact, so the preconditions shared
 * by every deleter the relaxation can apply are landmarks, greedy-
 * necessarily before it (all deleters, not only the first: fewer shared
 * preconditions, never a wrong one).
 *
 * The task's negative preconditions are ignored (a relaxation), conditional
 * effects are units of their own (qd-strips-relax.h).
 */
#include "config.h"
#include "qd-strips-landmarks-private.h"

#include <glib/gi18n.h>
#include <string.h>

guint
qd_lm_add (QdLmBuild *b, guint32 fact, gboolean *added)
{
  QdStripsLandmarks *lm = b->lm;
  *added = lm->lm_of_fact[fact] < 0;
  if (!*added)
    return (guint) lm->lm_of_fact[fact];
  QdStripsFactLandmark l = { .fact = fact, .n_facts = 1, .in_init = qd_strips_holds (lm->strips->init, fact) };
  guint simple = G_MAXUINT;
  lm->lm_of_fact[fact] = (gint32) lm->lms->len;
  g_array_append_val (lm->lms, l);
  g_array_append_val (lm->first, simple);
  return lm->lms->len - 1;
}

static guint
kind_strength (QdStripsLandmarkOrdering kind)
{
  switch (kind)
    {
    case QD_STRIPS_LM_GREEDY_NECESSARY:
      return 3;
    case QD_STRIPS_LM_NATURAL:
      return 2;
    case QD_STRIPS_LM_REASONABLE:
    default:
      return 1;
    }
}

static gpointer
pair_key (guint32 from, guint32 to)
{
  return GSIZE_TO_POINTER (((gsize) from << 16 << 16) | to);
}

gboolean
qd_lm_ordered (QdLmBuild *b, guint32 from, guint32 to)
{
  return g_hash_table_contains (b->order_of_pair, pair_key (from, to));
}

void
qd_lm_order (QdLmBuild *b, guint32 from, guint32 to, QdStripsLandmarkOrdering kind)
{
  if (from == to)
    return;
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (b->order_of_pair, pair_key (from, to)));
  if (index > 0)
    {
      QdStripsLandmarkOrder *o = &g_array_index (b->lm->orders, QdStripsLandmarkOrder, index - 1);
      if (kind_strength (kind) > kind_strength (o->kind))
        o->kind = kind;
      return;
    }
  QdStripsLandmarkOrder o = { from, to, kind };
  g_array_append_val (b->lm->orders, o);
  g_hash_table_insert (b->order_of_pair, pair_key (from, to), GUINT_TO_POINTER (b->lm->orders->len));
}

/* Whether unit u adds a fact marked in `target`. */
static gboolean
unit_adds (const QdRelax *r, guint32 u, const guint8 *target)
{
  for (guint32 i = r->add_start[u]; i < r->add_start[u + 1]; i++)
    if (target[r->add[i]])
      return TRUE;
  return FALSE;
}

/* The relaxation explored from the initial state without the units that
 * add a fact marked in `target` (NULL: none): mark[f] = 1 for the facts
 * reached; counter[u] == 0 for the units whose preconditions are all
 * reached. */
static void
explore (QdRelax *r, const guint8 *target, guint8 *mark)
{
  const QdStrips *s = r->strips;
  guint n = 0;
  memset (mark, 0, r->n_facts);
  for (guint u = 0; u < r->n_units; u++)
    r->counter[u] = r->pre_start[u + 1] - r->pre_start[u];
  for (guint f = 0; f < s->n_facts; f++)
    if (qd_strips_holds (s->init, f))
      {
        mark[f] = 1;
        r->stack[n++] = f;
      }
  mark[r->f_init] = 1;
  r->stack[n++] = r->f_init;
  while (n > 0)
    {
      guint32 f = r->stack[--n];
      for (guint32 i = r->pre_of_start[f]; i < r->pre_of_start[f + 1]; i++)
        {
          guint32 u = r->pre_of[i];
          if (--r->counter[u] > 0 || r->unit_op[u] == QD_RELAX_NONE)
            continue;
          if (target != NULL && unit_adds (r, u, target))
            continue;
          for (guint32 j = r->add_start[u]; j < r->add_start[u + 1]; j++)
            if (!mark[r->add[j]])
              {
                mark[r->add[j]] = 1;
                r->stack[n++] = r->add[j];
              }
        }
    }
}

static int
compare_facts (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;
  return (x > y) - (x < y);
}

/* The disjunctive landmark of `facts` (sorted, each once), added when new. */
static guint
add_disjunctive (QdLmBuild *b, const guint32 *facts, guint n, gboolean *added)
{
  QdStripsLandmarks *lm = b->lm;
  GString *key = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    g_string_append_printf (key, "%u ", facts[i]);
  guint found = GPOINTER_TO_UINT (g_hash_table_lookup (b->disjunction, key->str));
  *added = found == 0;
  if (!*added)
    {
      g_string_free (key, TRUE);
      return found - 1;
    }
  QdStripsFactLandmark l = { .fact = facts[0], .n_facts = n };
  guint first = lm->pool->len;
  g_array_append_vals (lm->pool, facts, n);
  g_array_append_val (lm->first, first);
  g_array_append_val (lm->lms, l);
  g_hash_table_insert (b->disjunction, g_string_free (key, FALSE), GUINT_TO_POINTER (lm->lms->len));
  return lm->lms->len - 1;
}

/* Disjunctive landmarks before landmark l (RHW's): the preconditions of
 * l's first achievers (`firsts`) not shared by all, grouped by predicate;
 * a predicate every first achiever needs a fact of gives the set of those
 * facts, a landmark when it has 2 to MAX_DISJUNCTION facts none of which
 * holds initially or is a landmark already. */
#define MAX_DISJUNCTION 4

static void
disjunctive_preconditions (QdLmBuild *b, guint l, const GArray *firsts, const guint32 *shared, GArray *open)
{
  QdRelax *r = b->relax;
  QdStripsLandmarks *lm = b->lm;
  const QdStrips *s = lm->strips;
  guint n_first = firsts->len;
  g_autoptr (GHashTable) seen = g_hash_table_new (NULL, NULL);     /* group -> achievers with one + 1 */
  g_autoptr (GArray) cand = g_array_new (FALSE, FALSE, sizeof (guint32));
  if (n_first < 2)
    return;
  for (guint k = 0; k < n_first; k++)
    {
      guint32 u = g_array_index (firsts, guint32, k);
      for (guint32 j = r->pre_start[u]; j < r->pre_start[u + 1]; j++)
        {
          guint32 p = r->pre[j];
          if (p >= s->n_facts || shared[p] == n_first)
            continue;
          gpointer key = GUINT_TO_POINTER (s->fact_group[p] + 1);
          guint count = GPOINTER_TO_UINT (g_hash_table_lookup (seen, key));
          /* Counted once per achiever: the count is k + 1 after achiever k. */
          if (count == k)
            g_hash_table_insert (seen, key, GUINT_TO_POINTER (k + 1));
          g_array_append_val (cand, p);
        }
    }
  GHashTableIter iter;
  gpointer key, value;
  g_hash_table_iter_init (&iter, seen);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      guint group = GPOINTER_TO_UINT (key) - 1;
      guint32 facts[MAX_DISJUNCTION + 1];
      guint n = 0;
      gboolean usable = GPOINTER_TO_UINT (value) == n_first;
      for (guint i = 0; i < cand->len && usable; i++)
        {
          guint32 p = g_array_index (cand, guint32, i);
          gboolean dup = FALSE;
          if (s->fact_group[p] != group)
            continue;
          for (guint k = 0; k < n; k++)
            dup = dup || facts[k] == p;
          if (dup)
            continue;
          if (n == MAX_DISJUNCTION || qd_strips_holds (s->init, p) || lm->lm_of_fact[p] >= 0)
            usable = FALSE;
          else
            facts[n++] = p;
        }
      if (!usable || n < 2)
        continue;
      qsort (facts, n, sizeof (guint32), compare_facts);
      gboolean added;
      guint d = add_disjunctive (b, facts, n, &added);
      if (added)
        g_array_append_val (open, d);
      qd_lm_order (b, d, l, QD_STRIPS_LM_GREEDY_NECESSARY);
    }
}

/* Landmark `l`'s (not true initially) first achievers' shared
 * preconditions, each a landmark ordered greedy-necessarily before it (new
 * ones pushed on `open`), and its disjunctive ones; the landmarks not
 * reached without it recorded in `unreached` (n_words of the task's facts)
 * for the natural orderings.  `target` (relax->n_facts, all 0) is scratch. */
static void
backchain (QdLmBuild *b, guint l, guint8 *mark, guint8 *target, guint32 *shared, GArray *firsts, GArray *open,
           guint64 *unreached)
{
  QdRelax *r = b->relax;
  QdStripsLandmarks *lm = b->lm;
  const QdStripsFactLandmark *lmk = &g_array_index (lm->lms, QdStripsFactLandmark, l);
  guint n_facts = lmk->n_facts;
  guint32 facts[MAX_DISJUNCTION + 1];
  if (n_facts > 1)
    memcpy (facts, &g_array_index (lm->pool, guint32, g_array_index (lm->first, guint, l)),
            n_facts * sizeof (guint32));
  else
    facts[0] = lmk->fact;
  for (guint i = 0; i < n_facts; i++)
    target[facts[i]] = 1;
  explore (r, target, mark);
  for (guint f = 0; f < lm->strips->n_facts; f++)
    if (!mark[f])
      qd_strips_set (unreached, f);
  /* The first achievers: units adding one of the facts, all their
   * preconditions reached without it.  A fact a first achiever adds too
   * comes with the landmark, not after it: no natural ordering (the status
   * needs the landmark reached strictly before). */
  g_array_set_size (firsts, 0);
  for (guint i = 0; i < n_facts; i++)
    for (guint32 k = r->add_of_start[facts[i]]; k < r->add_of_start[facts[i] + 1]; k++)
      {
        guint32 u = r->add_of[k];
        gboolean listed = FALSE;
        if (r->counter[u] != 0 || r->unit_op[u] == QD_RELAX_NONE)
          continue;
        for (guint j = 0; j < firsts->len && n_facts > 1; j++)
          listed = listed || g_array_index (firsts, guint32, j) == u;
        if (listed)
          continue;
        g_array_append_val (firsts, u);
        for (guint32 j = r->add_start[u]; j < r->add_start[u + 1]; j++)
          if (r->add[j] < lm->strips->n_facts)
            qd_strips_unset (unreached, r->add[j]);
        for (guint32 j = r->pre_start[u]; j < r->pre_start[u + 1]; j++)
          shared[r->pre[j]]++;
      }
  for (guint i = 0; i < n_facts; i++)
    target[facts[i]] = 0;
  if (n_facts == 1 && b->dtg != NULL)
    qd_lm_dtg_lookahead (b, l, mark, open);
  disjunctive_preconditions (b, l, firsts, shared, open);
  for (guint k = 0; k < firsts->len; k++)
    {
      guint32 u = g_array_index (firsts, guint32, k);
      for (guint32 j = r->pre_start[u]; j < r->pre_start[u + 1]; j++)
        {
          guint32 p = r->pre[j];
          gboolean own = FALSE;
          for (guint i = 0; i < n_facts; i++)
            own = own || p == facts[i];
          if (shared[p] == firsts->len && p != r->f_init && !own)
            {
              gboolean added;
              guint k2 = qd_lm_add (b, p, &added);
              if (added && !qd_strips_holds (lm->strips->init, p))
                g_array_append_val (open, k2);
              qd_lm_order (b, k2, l, QD_STRIPS_LM_GREEDY_NECESSARY);
            }
          shared[p] = 0;
        }
    }
}

/* Calls `visit` on each (operator, effect) that deletes `fact` without
 * adding it back, the relaxation able to apply it. */
typedef void (*DeleterFunc) (const QdStrips *s, guint32 op, guint32 effect, gpointer data);

static void
for_each_deleter (const QdStrips *s, guint32 fact, const guint8 *reachable, DeleterFunc visit, gpointer data)
{
  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      if (!qd_lm_all_marked (s, op->pre, reachable) || qd_lm_list_has (s, op->add, fact))
        continue;
      if (qd_lm_list_has (s, op->del, fact))
        {
          visit (s, o, QD_LM_NO_EFFECT, data);
          continue;
        }
      const QdStripsEffect *e = qd_strips_op_effects (s, op);
      for (guint k = 0; k < op->n_effects; k++)
        if (qd_lm_list_has (s, e[k].del, fact) && !qd_lm_list_has (s, e[k].add, fact)
            && qd_lm_all_marked (s, e[k].pre, reachable))
          visit (s, o, op->first_effect + k, data);
    }
}

typedef struct {
  guint32 *count;
  guint n;
  GArray *facts;               /* the preconditions seen, each once */
} SharedCount;

static void
count_one (SharedCount *c, QdStripsFacts facts, const QdStrips *s)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    if (c->count[f[i]] == c->n)     /* counted once per deleter */
      {
        if (c->n == 0)
          g_array_append_val (c->facts, f[i]);
        c->count[f[i]]++;
      }
}

static void
count_deleter (const QdStrips *s, guint32 op, guint32 effect, gpointer data)
{
  SharedCount *c = data;
  count_one (c, s->ops[op].pre, s);
  if (effect != QD_LM_NO_EFFECT)
    count_one (c, s->effects[effect].pre, s);
  c->n++;
}

/* Negated landmark l (its fact true initially): the preconditions shared
 * by all its deleters, landmarks greedy-necessarily before it. */
static void
backchain_negated (QdLmBuild *b, guint l, guint32 *shared, GArray *open)
{
  const QdStrips *s = b->lm->strips;
  guint32 fact = g_array_index (b->lm->lms, QdStripsFactLandmark, l).fact;
  SharedCount c = { shared, 0, g_array_new (FALSE, FALSE, sizeof (guint32)) };
  for_each_deleter (s, fact, b->reachable, count_deleter, &c);
  for (guint i = 0; i < c.facts->len; i++)
    {
      guint32 p = g_array_index (c.facts, guint32, i);
      if (c.n > 0 && shared[p] == c.n)
        {
          gboolean added;
          guint k = qd_lm_add (b, p, &added);
          if (added && !qd_strips_holds (s->init, p))
            g_array_append_val (open, k);
          qd_lm_order (b, k, l, QD_STRIPS_LM_GREEDY_NECESSARY);
        }
      shared[p] = 0;
    }
  g_array_unref (c.facts);
}

static void
append_deleter (const QdStrips *s, guint32 op, guint32 effect, gpointer data)
{
  QdLmAchiever a = { op, effect };
  g_array_append_val ((GArray *) data, a);
}

/* Whether one of `facts` is marked in `in_set`. */
static gboolean
adds_one (const QdStrips *s, QdStripsFacts facts, const guint8 *in_set)
{
  const guint32 *f = qd_strips_list (s, facts);
  for (guint i = 0; i < facts.n; i++)
    if (in_set[f[i]])
      return TRUE;
  return FALSE;
}

/* The (operator, effect)s the relaxation can apply that add one of the
 * facts marked in `in_set`, into `out` (QdLmAchiever). */
static void
add_set_achievers (const QdStrips *s, const guint8 *reachable, const guint8 *in_set, GArray *out)
{
  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      if (!qd_lm_all_marked (s, op->pre, reachable))
        continue;
      if (adds_one (s, op->add, in_set))
        {
          QdLmAchiever a = { o, QD_LM_NO_EFFECT };
          g_array_append_val (out, a);
          continue;
        }
      const QdStripsEffect *e = qd_strips_op_effects (s, op);
      for (guint k = 0; k < op->n_effects; k++)
        if (adds_one (s, e[k].add, in_set) && qd_lm_all_marked (s, e[k].pre, reachable))
          {
            QdLmAchiever a = { o, op->first_effect + k };
            g_array_append_val (out, a);
          }
    }
}

/* The achievers of each landmark that the relaxation from the initial
 * state can apply, and their number of operators. */
static void
find_achievers (QdStripsLandmarks *lm, const guint8 *reachable)
{
  const QdStrips *s = lm->strips;
  guint n = lm->lms->len;
  GArray *ach = g_array_new (FALSE, FALSE, sizeof (QdLmAchiever));
  GPtrArray *per = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (per, g_array_new (FALSE, FALSE, sizeof (QdLmAchiever)));
  for (guint o = 0; o < s->n_ops; o++)
    {
      const QdStripsOp *op = &s->ops[o];
      const guint32 *pre = qd_strips_list (s, op->pre);
      gboolean ok = TRUE;
      for (guint i = 0; i < op->pre.n && ok; i++)
        ok = reachable[pre[i]];
      if (!ok)
        continue;
      for (guint i = 0; i < op->add.n; i++)
        {
          gint32 l = lm->lm_of_fact[qd_strips_list (s, op->add)[i]];
          QdLmAchiever a = { o, QD_LM_NO_EFFECT };

          if (l >= 0)
            g_array_append_val (per->pdata[l], a);
        }
      const QdStripsEffect *e = qd_strips_op_effects (s, op);
      for (guint k = 0; k < op->n_effects; k++)
        {
          const guint32 *cond = qd_strips_list (s, e[k].pre);
          gboolean fires = TRUE;
          for (guint i = 0; i < e[k].pre.n && fires; i++)
            fires = reachable[cond[i]];
          for (guint i = 0; i < e[k].add.n && fires; i++)
            {
              gint32 l = lm->lm_of_fact[qd_strips_list (s, e[k].add)[i]];
              QdLmAchiever a = { o, op->first_effect + k };
              if (l >= 0)
                g_array_append_val (per->pdata[l], a);
            }
        }
    }
  guint8 *in_set = g_new0 (guint8, MAX (s->n_facts, 1));
  for (guint i = 0; i < n; i++)
    {
      const QdStripsFactLandmark *l = &g_array_index (lm->lms, QdStripsFactLandmark, i);
      if (l->negated)
        for_each_deleter (s, l->fact, reachable, append_deleter, per->pdata[i]);
      if (l->n_facts > 1)
        {
          const guint32 *facts = &g_array_index (lm->pool, guint32, g_array_index (lm->first, guint, i));
          for (guint k = 0; k < l->n_facts; k++)
            in_set[facts[k]] = 1;
          add_set_achievers (s, reachable, in_set, per->pdata[i]);
          for (guint k = 0; k < l->n_facts; k++)
            in_set[facts[k]] = 0;
        }
    }
  g_free (in_set);
  lm->ach_start = g_new (guint32, n + 1);
  for (guint i = 0; i < n; i++)
    {
      GArray *list = per->pdata[i];
      QdStripsFactLandmark *l = &g_array_index (lm->lms, QdStripsFactLandmark, i);
      lm->ach_start[i] = ach->len;
      g_array_append_vals (ach, list->data, list->len);
      for (guint j = 0; j < list->len; j++)
        l->n_achievers += j == 0 || g_array_index (list, QdLmAchiever, j).op
                                    != g_array_index (list, QdLmAchiever, j - 1).op;
    }
  lm->ach_start[n] = ach->len;
  lm->ach = (QdLmAchiever *) g_array_free (ach, FALSE);
  g_ptr_array_unref (per);
}

/* The parents' and greedy-necessary children's lists, and a topological order. */
static void
finish (QdStripsLandmarks *lm)
{
  guint n = lm->lms->len, n_orders = lm->orders->len;
  guint32 *indegree = g_new0 (guint32, n);
  lm->fact = g_new (guint32, MAX (n, 1));
  lm->negated = g_new0 (guint8, MAX (n, 1));
  lm->disjunctive = g_new0 (guint8, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      QdStripsFactLandmark *l = &g_array_index (lm->lms, QdStripsFactLandmark, i);
      guint first = g_array_index (lm->first, guint, i);
      lm->fact[i] = l->fact;
      lm->negated[i] = l->negated;
      lm->disjunctive[i] = l->n_facts > 1;
      l->facts = first == G_MAXUINT ? &l->fact : &g_array_index (lm->pool, guint32, first);
    }
  lm->parents_start = g_new0 (guint32, n + 1);
  lm->reasonable_start = g_new0 (guint32, n + 1);
  lm->gn_children_start = g_new0 (guint32, n + 1);
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      if (o->kind == QD_STRIPS_LM_REASONABLE)
        lm->reasonable_start[o->to + 1]++;
      else
        lm->parents_start[o->to + 1]++;
      if (o->kind == QD_STRIPS_LM_GREEDY_NECESSARY)
        lm->gn_children_start[o->from + 1]++;
    }
  for (guint i = 0; i < n; i++)
    {
      lm->parents_start[i + 1] += lm->parents_start[i];
      lm->reasonable_start[i + 1] += lm->reasonable_start[i];
      lm->gn_children_start[i + 1] += lm->gn_children_start[i];
    }
  lm->parents = g_new (guint32, MAX (n_orders, 1));
  lm->reasonable = g_new (guint32, MAX (n_orders, 1));
  lm->gn_children = g_new (guint32, MAX (n_orders, 1));
  guint32 *fill = g_new0 (guint32, MAX (n, 1)), *gn_fill = g_new0 (guint32, MAX (n, 1));
  guint32 *r_fill = g_new0 (guint32, MAX (n, 1));
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      if (o->kind == QD_STRIPS_LM_REASONABLE)
        lm->reasonable[lm->reasonable_start[o->to] + r_fill[o->to]++] = o->from;
      else
        lm->parents[lm->parents_start[o->to] + fill[o->to]++] = o->from;
      indegree[o->to]++;
      if (o->kind == QD_STRIPS_LM_GREEDY_NECESSARY)
        lm->gn_children[lm->gn_children_start[o->from] + gn_fill[o->from]++] = o->to;
    }
  g_free (r_fill);
  /* Kahn's order; the graph has no cycles, so every landmark is placed.
   * The children are found through the orderings' list, by `from`. */
  guint32 *child_start = g_new0 (guint32, n + 1), *child = g_new (guint32, MAX (n_orders, 1));
  for (guint i = 0; i < n_orders; i++)
    child_start[g_array_index (lm->orders, QdStripsLandmarkOrder, i).from + 1]++;
  for (guint i = 0; i < n; i++)
    child_start[i + 1] += child_start[i];
  memset (fill, 0, n * sizeof (guint32));
  for (guint i = 0; i < n_orders; i++)
    {
      const QdStripsLandmarkOrder *o = &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
      child[child_start[o->from] + fill[o->from]++] = o->to;
    }
  lm->topo = g_new (guint32, MAX (n, 1));
  guint head = 0, tail = 0;
  for (guint i = 0; i < n; i++)
    if (indegree[i] == 0)
      lm->topo[tail++] = i;
  while (head < tail)
    {
      guint32 l = lm->topo[head++];
      for (guint32 j = child_start[l]; j < child_start[l + 1]; j++)
        if (--indegree[child[j]] == 0)
          lm->topo[tail++] = child[j];
    }
  g_assert (tail == n);
  g_free (child_start);
  g_free (child);
  g_free (fill);
  g_free (gn_fill);
  g_free (indegree);
  lm->n_words = MAX ((n + 63) / 64, 1);
  lm->op_mark = g_new0 (guint32, MAX (lm->strips->n_ops, 1));
}

QdStripsLandmarks *
qd_strips_landmarks_new (const QdStrips *strips, const gint *stop)
{
  g_autoptr (QdStripsMutex) mutex = qd_strips_mutex_new (strips, stop);

  return qd_strips_landmarks_new_with_mutex (strips, mutex, stop);
}

QdStripsLandmarks *
qd_strips_landmarks_new_with_mutex (const QdStrips *strips, const QdStripsMutex *mutex, const gint *stop)
{
  QdStripsLandmarks *lm = g_new0 (QdStripsLandmarks, 1);
  QdLmBuild b = { .lm = lm };
  lm->strips = strips;
  lm->lms = g_array_new (FALSE, FALSE, sizeof (QdStripsFactLandmark));
  lm->orders = g_array_new (FALSE, FALSE, sizeof (QdStripsLandmarkOrder));
  lm->pool = g_array_new (FALSE, FALSE, sizeof (guint32));
  lm->first = g_array_new (FALSE, FALSE, sizeof (guint));
  lm->lm_of_fact = g_new (gint32, MAX (strips->n_facts, 1));
  for (guint f = 0; f < strips->n_facts; f++)
    lm->lm_of_fact[f] = -1;
  b.relax = qd_relax_new (strips);
  b.order_of_pair = g_hash_table_new (NULL, NULL);
  b.disjunction = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  b.reachable = g_new (guint8, b.relax->n_facts);
  guint8 *mark = g_new (guint8, b.relax->n_facts), *target = g_new0 (guint8, b.relax->n_facts);
  GArray *firsts = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint32 *shared = g_new0 (guint32, b.relax->n_facts);
  GArray *open = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *unreached = g_array_new (FALSE, TRUE, sizeof (guint64));  /* n_words per landmark backchained */
  GArray *chained = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean stopped = FALSE;

  stopped = mutex == NULL;
  if (mutex != NULL)
    b.dtg = qd_lm_dtg_new (strips, mutex);
  explore (b.relax, NULL, b.reachable);
  const guint32 *goal = qd_strips_list (strips, strips->goal);
  for (guint i = 0; i < strips->goal.n; i++)
    {
      gboolean added;
      guint k = qd_lm_add (&b, goal[i], &added);
      g_array_index (lm->lms, QdStripsFactLandmark, k).is_goal = TRUE;
      if (added && !qd_strips_holds (strips->init, goal[i]))
        g_array_append_val (open, k);
    }
  const guint32 *goal_neg = qd_strips_list (strips, strips->goal_neg);
  for (guint i = 0; i < strips->goal_neg.n; i++)
    {
      QdStripsFactLandmark l = { .fact = goal_neg[i], .n_facts = 1, .negated = TRUE, .is_goal = TRUE,
                                 .in_init = !qd_strips_holds (strips->init, goal_neg[i]) };
      guint simple = G_MAXUINT;
      g_array_append_val (lm->lms, l);
      g_array_append_val (lm->first, simple);
      if (!l.in_init)
        backchain_negated (&b, lm->lms->len - 1, shared, open);
    }
  for (guint next = 0; next < open->len && !stopped; next++)
    {
      guint l = g_array_index (open, guint, next);
      stopped = stop != NULL && g_atomic_int_get (stop) != 0;
      if (stopped)
        break;
      const QdStripsFactLandmark *lmk = &g_array_index (lm->lms, QdStripsFactLandmark, l);
      gboolean reachable = b.reachable[lmk->fact];
      for (guint i = 1; i < lmk->n_facts; i++)
        reachable = reachable || b.reachable[g_array_index (lm->pool, guint32, g_array_index (lm->first, guint, l) + i)];
      if (!reachable)
        continue;                   /* never reached: the task has no plan */
      g_array_set_size (unreached, unreached->len + strips->n_words);
      backchain (&b, l, mark, target, shared, firsts, open,
                 &g_array_index (unreached, guint64, unreached->len - strips->n_words));
      g_array_append_val (chained, l);
    }
  if (!stopped)
    {
      for (guint c = 0; c < chained->len; c++)
        {
          const guint64 *not_reached = &g_array_index (unreached, guint64, c * strips->n_words);
          for (guint k = 0; k < lm->lms->len; k++)
            if (!g_array_index (lm->lms, QdStripsFactLandmark, k).negated && !qd_lm_is_disjunctive (lm, k)
                && qd_strips_holds (not_reached, g_array_index (lm->lms, QdStripsFactLandmark, k).fact))
              qd_lm_order (&b, g_array_index (chained, guint, c), k, QD_STRIPS_LM_NATURAL);
        }
      qd_lm_add_reasonable (&b);
      qd_lm_break_cycles (&b);
      qd_lm_drop_implied (&b);
      find_achievers (lm, b.reachable);
      finish (lm);
    }
  g_array_unref (chained);
  g_array_unref (unreached);
  g_array_unref (open);
  g_free (shared);
  g_free (mark);
  g_free (target);
  g_array_unref (firsts);
  g_hash_table_unref (b.disjunction);
  g_free (b.reachable);
  g_hash_table_unref (b.order_of_pair);
  qd_relax_free (b.relax);
  qd_lm_dtg_free (b.dtg);
  if (stopped)
    {
      qd_strips_landmarks_free (lm);
      return NULL;
    }
  return lm;
}

void
qd_strips_landmarks_free (QdStripsLandmarks *lm)
{
  if (lm == NULL)
    return;
  g_array_unref (lm->lms);
  g_array_unref (lm->orders);
  g_free (lm->lm_of_fact);
  g_free (lm->fact);
  g_free (lm->negated);
  g_free (lm->disjunctive);
  g_array_unref (lm->pool);
  g_array_unref (lm->first);
  g_free (lm->parents_start);
  g_free (lm->parents);
  g_free (lm->reasonable_start);
  g_free (lm->reasonable);
  g_free (lm->gn_children_start);
  g_free (lm->gn_children);
  g_free (lm->topo);
  g_free (lm->ach_start);
  g_free (lm->ach);
  g_free (lm->op_mark);
  g_free (lm);
}

guint
qd_strips_landmarks_count (const QdStripsLandmarks *lm)
{
  return lm->lms->len;
}

const QdStripsFactLandmark *
qd_strips_landmarks_get (const QdStripsLandmarks *lm, guint i)
{
  g_return_val_if_fail (i < lm->lms->len, NULL);
  return &g_array_index (lm->lms, QdStripsFactLandmark, i);
}

char *
qd_strips_landmarks_name (const QdStripsLandmarks *lm, guint i)
{
  const QdStripsFactLandmark *l = qd_strips_landmarks_get (lm, i);
  g_return_val_if_fail (l != NULL, NULL);
  const char *name = lm->strips->fact_names[l->fact];
  if (l->n_facts > 1)
    {
      GString *out = g_string_new ("(or");
      for (guint k = 0; k < l->n_facts; k++)
        g_string_append_printf (out, " %s", lm->strips->fact_names[l->facts[k]]);
      g_string_append_c (out, ')');
      return g_string_free (out, FALSE);
    }
  return l->negated ? g_strdup_printf ("(not %s)", name) : g_strdup (name);
}

gboolean
qd_strips_landmarks_holds (const QdStripsLandmarks *lm, const guint64 *state, guint i)
{
  g_return_val_if_fail (i < lm->lms->len, FALSE);
  return qd_lm_true (lm, state, i);
}

gint
qd_strips_landmarks_find (const QdStripsLandmarks *lm, guint32 fact)
{
  return fact < lm->strips->n_facts ? lm->lm_of_fact[fact] : -1;
}

guint
qd_strips_landmarks_n_orders (const QdStripsLandmarks *lm)
{
  return lm->orders->len;
}

const QdStripsLandmarkOrder *
qd_strips_landmarks_order (const QdStripsLandmarks *lm, guint i)
{
  g_return_val_if_fail (i < lm->orders->len, NULL);
  return &g_array_index (lm->orders, QdStripsLandmarkOrder, i);
}

const char *
qd_strips_landmark_ordering_to_string (QdStripsLandmarkOrdering kind)
{
  switch (kind)
    {
    case QD_STRIPS_LM_NATURAL:
      return "natural";
    case QD_STRIPS_LM_GREEDY_NECESSARY:
      return "greedy-necessary";
    case QD_STRIPS_LM_REASONABLE:
      return "reasonable";
    default:
      return "";
    }
}

const char *
qd_strips_landmark_ordering_label (QdStripsLandmarkOrdering kind)
{
  switch (kind)
    {
    case QD_STRIPS_LM_NATURAL:
      return _("natural");
    case QD_STRIPS_LM_GREEDY_NECESSARY:
      return _("greedy-necessary");
    case QD_STRIPS_LM_REASONABLE:
      return _("reasonable");
    default:
      return "";
    }
}

guint
qd_strips_landmarks_words (const QdStripsLandmarks *lm)
{
  return lm->n_words;
}
