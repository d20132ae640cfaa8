/* qd-gdl-join.c — facts, the instantiation of a rule's body over them, and
 * the non-ground bottom-up evaluation that serves when grounding is past its
 * limits. */
#include "config.h"
#include "qd-gdl-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

/* ---- facts */

static void
free_list (gpointer list)
{
  if (list != NULL)
    g_array_unref (list);
}

void
qd_gdl_facts_init (QdGdlFacts *facts)
{
  *facts = (QdGdlFacts) {
    .by_relation = g_ptr_array_new_with_free_func (free_list),
    .present = g_byte_array_new (),
  };
}

void
qd_gdl_facts_clear (QdGdlFacts *facts)
{
  g_clear_pointer (&facts->indexes, g_ptr_array_unref);
  g_clear_pointer (&facts->by_relation, g_ptr_array_unref);
  g_clear_pointer (&facts->present, g_byte_array_unref);
  g_clear_pointer (&facts->order, g_array_unref);
}

GArray *
qd_gdl_facts_of (const QdGdlFacts *facts, guint32 relation)
{
  GArray *list = relation < facts->by_relation->len ? facts->by_relation->pdata[relation] : NULL;

  return list == NULL && facts->base != NULL ? qd_gdl_facts_of (facts->base, relation) : list;
}

/* An index is of some places in the relation's facts: a place is an
 * argument (sub 0), or an argument of a compound argument (sub j + 1: its
 * argument j), so that (true (cell ?x ?y ?p)) with ?x and ?y bound is
 * matched with the facts of those ?x and ?y alone.  Places are numbered
 * arg * PLACE_SUBS + sub; an index's key is a hash of the terms at its
 * places (two keys may meet: the unification tells the facts apart). */
#define PLACE_SUBS 16
#define KEY_PLACES 8

/* The facts of one key (guint32 fact ids), in the order added; none of an
 * earlier generation of the facts (before a qd_gdl_facts_reset).  Not a
 * GArray: an append, an index's upkeep, was a call (chess: 4% of a
 * playout); `data` a gchar * as a GArray's, read alike (Candidates). */
typedef struct {
  gchar *data;
  guint len, alloc;
  guint generation;
} Bucket;

/* A list of facts read while it may grow (a recursive rule's facts come
 * as it is joined): where its data and length are, read at each fact. */
typedef struct {
  gchar *const *data;        /* NULL: no facts */
  const guint *len;
} Candidates;

static inline guint32
candidate (const Candidates *c, guint i)
{
  return ((const guint32 *) *c->data)[i];
}

/* The facts of a relation's list, of a bucket (either NULL: none). */
static inline Candidates
array_candidates (GArray *list)
{
  return list != NULL ? (Candidates) { &list->data, &list->len } : (Candidates) { NULL, NULL };
}

static inline Candidates
bucket_candidates (Bucket *bucket)
{
  return bucket != NULL ? (Candidates) { &bucket->data, &bucket->len } : (Candidates) { NULL, NULL };
}

typedef struct {
  guint n;
  guint places[KEY_PLACES];
  /* key -> Bucket, open addressing (a key is already a hash); a slot
   * with no bucket is empty.  Its own, not a GHashTable: a look-up is
   * the join's inner loop (chess: 6% of a playout in g_hash_table_lookup) */
  guint *keys;
  Bucket **buckets;
  guint size, used;
  guint generation;          /* of the facts indexed: */
  guint n_indexed;           /* the relation's first n_indexed facts */
} Index;

static void
index_free (gpointer data)
{
  Index *index = data;

  for (guint i = 0; i < index->size; i++)
    if (index->buckets[i] != NULL)
      {
        g_free (index->buckets[i]->data);
        g_free (index->buckets[i]);
      }
  g_free (index->keys);
  g_free (index->buckets);
  g_free (index);
}

/* The slot of `key`: its bucket's, or the empty one where it would go. */
static inline guint
index_slot (const Index *index, guint key)
{
  guint mask = index->size - 1, h = key & mask;

  while (index->buckets[h] != NULL && index->keys[h] != key)
    h = (h + 1) & mask;
  return h;
}

static inline Bucket *
index_lookup (const Index *index, guint key)
{
  return index->buckets[index_slot (index, key)];
}

/* A new bucket for `key` (absent), the table grown past half full. */
static Bucket *
index_insert (Index *index, guint key, guint generation)
{
  Bucket *bucket;
  guint h;

  if (2 * (index->used + 1) > index->size)
    {
      guint old_size = index->size;
      guint *old_keys = index->keys;
      Bucket **old_buckets = index->buckets;

      index->size = MAX (16, 2 * old_size);
      index->keys = g_new (guint, index->size);
      index->buckets = g_new0 (Bucket *, index->size);
      for (guint i = 0; i < old_size; i++)
        if (old_buckets[i] != NULL)
          {
            h = index_slot (index, old_keys[i]);
            index->keys[h] = old_keys[i];
            index->buckets[h] = old_buckets[i];
          }
      g_free (old_keys);
      g_free (old_buckets);
    }
  bucket = g_new0 (Bucket, 1);
  bucket->generation = generation;
  h = index_slot (index, key);
  index->keys[h] = key;
  index->buckets[h] = bucket;
  index->used++;
  return bucket;
}

static void
free_indexes (gpointer list)
{
  if (list != NULL)
    g_ptr_array_unref (list);
}

/* The last sub of an argument is its functor and arity, when it is a
 * compound term: (true (check ?p queen ?x ?y)) is matched with the check
 * facts alone, not with every (true F) of the state, and a state with no
 * check fact skips the rule at once. */
#define FUNCTOR_SUB (PLACE_SUBS - 1)

static guint32
functor_key (const QdGdlTerm *t)
{
  return t->functor << 6 | MIN (t->arity, 63);
}

/* The term at the place in the fact, or QD_GDL_NONE when it has none. */
static guint32
place_term (const QdGdlStore *store, guint32 fact, guint place)
{
  const QdGdlTerm *t = qd_gdl_term (store, fact);
  guint arg = place / PLACE_SUBS, sub = place % PLACE_SUBS;
  guint32 a;

  if (arg >= t->arity)
    return QD_GDL_NONE;
  a = qd_gdl_term_args (store, t)[arg];
  if (sub == 0)
    return a;
  t = qd_gdl_term (store, a);
  if (sub == FUNCTOR_SUB)
    return t->is_var || t->arity == 0 ? QD_GDL_NONE : functor_key (t);
  return t->is_var || sub - 1 >= t->arity ? QD_GDL_NONE : qd_gdl_term_args (store, t)[sub - 1];
}

static guint
key_of (const guint32 *terms, guint n)
{
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (guint i = 0; i < n; i++)
    h = (h ^ terms[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  return (guint) (h ^ h >> 32);
}

static void
index_add (Index *index, const QdGdlStore *store, guint generation, guint32 fact)
{
  guint32 terms[KEY_PLACES];
  guint key;
  Bucket *bucket;

  for (guint i = 0; i < index->n; i++)
    if ((terms[i] = place_term (store, fact, index->places[i])) == QD_GDL_NONE)
      return;
  key = key_of (terms, index->n);
  bucket = index->size > 0 ? index_lookup (index, key) : NULL;
  if (bucket == NULL)
    bucket = index_insert (index, key, generation);
  if (bucket->generation != generation)
    bucket->len = 0, bucket->generation = generation;
  if (bucket->len == bucket->alloc)
    {
      bucket->alloc = MAX (4, 2 * bucket->alloc);
      bucket->data = g_realloc_n (bucket->data, bucket->alloc, sizeof (guint32));
    }
  ((guint32 *) bucket->data)[bucket->len++] = fact;
}

/* The relation's facts that may have `terms` at the places (NULL: none),
 * the index of those places made at the first call. */
static Bucket *
facts_with (QdGdlFacts *facts, const QdGdlStore *store, guint32 relation, const guint *places,
            const guint32 *terms, guint n)
{
  GPtrArray *list;
  Index *index = NULL;
  Bucket *bucket;
  GArray *all;

  /* the base's relation: its index, made once for every state */
  if (facts->base != NULL && (relation >= facts->by_relation->len || facts->by_relation->pdata[relation] == NULL))
    return facts_with (facts->base, store, relation, places, terms, n);
  if (facts->indexes == NULL)
    facts->indexes = g_ptr_array_new_with_free_func (free_indexes);
  if (relation >= facts->indexes->len)
    g_ptr_array_set_size (facts->indexes, relation + 1);
  if ((list = facts->indexes->pdata[relation]) == NULL)
    list = facts->indexes->pdata[relation] = g_ptr_array_new_with_free_func (index_free);
  /* a few places, compared here rather than by a call of memcmp (a
   * relation's indexes are asked at every literal joined) */
  for (guint i = 0; i < list->len && index == NULL; i++)
    {
      Index *x = list->pdata[i];
      guint k = 0;

      if (x->n != n)
        continue;
      while (k < n && x->places[k] == places[k])
        k++;
      if (k == n)
        index = x;
    }
  if (index == NULL)
    {
      index = g_new0 (Index, 1);
      index->n = n;
      memcpy (index->places, places, n * sizeof (guint));
      index->generation = facts->generation;
      g_ptr_array_add (list, index);
    }
  /* an index is brought up to date when it is asked, not as facts come:
   * a state's facts go only into the indexes its rules read */
  all = qd_gdl_facts_of (facts, relation);
  if (index->generation != facts->generation)
    index->generation = facts->generation, index->n_indexed = 0;
  for (guint i = index->n_indexed; all != NULL && i < all->len; i++)
    index_add (index, store, facts->generation, g_array_index (all, guint32, i));
  index->n_indexed = all != NULL ? all->len : 0;
  bucket = index->size > 0 ? index_lookup (index, key_of (terms, n)) : NULL;
  return bucket != NULL && bucket->generation == facts->generation ? bucket : NULL;
}

void
qd_gdl_facts_reset (QdGdlFacts *facts)
{
  for (guint r = 0; r < facts->by_relation->len; r++)
    {
      GArray *list = facts->by_relation->pdata[r];

      for (guint i = 0; list != NULL && i < list->len; i++)
        facts->present->data[g_array_index (list, guint32, i)] = 0;
      if (list != NULL)
        g_array_set_size (list, 0);
    }
  /* every index's lists are empty in the new generation */
  facts->generation++;
  if (facts->order != NULL)
    g_array_set_size (facts->order, 0);
  facts->n_facts = 0;
}

gboolean
qd_gdl_facts_add (QdGdlFacts *facts, const QdGdlStore *store, guint32 fact)
{
  guint32 relation = qd_gdl_relation (store, fact);
  guint old = facts->present->len;

  if (qd_gdl_facts_has (facts, fact))
    return FALSE;
  if (fact >= old)
    {
      g_byte_array_set_size (facts->present, MAX (fact + 1, 2 * old));
      memset (facts->present->data + old, 0, facts->present->len - old);
    }
  facts->present->data[fact] = 1;
  if (relation >= facts->by_relation->len)
    g_ptr_array_set_size (facts->by_relation, relation + 1);
  if (facts->by_relation->pdata[relation] == NULL)
    facts->by_relation->pdata[relation] = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_array_append_val (facts->by_relation->pdata[relation], fact);
  if (facts->order != NULL)
    g_array_append_val (facts->order, fact);
  facts->n_facts++;
  return TRUE;
}

/* ---- a rule's match: its bindings, its plan (unification of a pattern
 * with a ground term: qd-gdl-unify.c) */

typedef struct {
  QdGdlJoin *join;
  const QdGdlRule *rule;
  const QdGdlLiteral *body;
  guint8 plan[QD_GDL_MAX_BODY];   /* literal indices in the order tried */
  guint n_plan;
  guint32 *subst;
  guint32 *trail;
  guint n_trail;
  QdGdlMatchFunc func;
  gpointer data;
  gboolean stopped;
  guint n_facts[QD_GDL_MAX_BODY];   /* plan_by_size: each positive literal's facts
                                     * with its constants (before any binding) */
  guint32 matched[QD_GDL_MAX_BODY]; /* QdGdlJoin.matched */
} Match;

static gboolean
unify (Match *m, guint32 pattern, guint32 ground)
{
  return qd_gdl_unify (&m->join->program->store, pattern, ground, m->subst, m->trail, &m->n_trail);
}

static void
undo (Match *m, guint mark)
{
  while (m->n_trail > mark)
    m->subst[m->trail[--m->n_trail]] = QD_GDL_NONE;
}

/* ---- the join */

gboolean
qd_gdl_term_all_bound (const QdGdlStore *store, guint32 term, const guint8 *bound, guint n_vars, guint8 *scratch)
{
  memset (scratch, 0, n_vars);
  qd_gdl_term_vars (store, term, scratch);
  for (guint v = 0; v < n_vars; v++)
    if (scratch[v] && !bound[v])
      return FALSE;
  return TRUE;
}

static guint
candidates (const Match *m, guint literal)
{
  GArray *facts;

  if (m->join->delta_literal == literal + 1)
    return m->join->delta_hi - m->join->delta_lo;
  if (m->join->plan_by_size)
    return m->n_facts[literal];
  facts = qd_gdl_facts_of (m->join->facts, qd_gdl_relation (&m->join->program->store, m->body[literal].term));
  return facts != NULL ? facts->len : 0;
}

/* 8 log2 (n), roughly (its bits and three more of its mantissa); 0 for
 * n <= 1. */
static guint
log2_eighths (guint n)
{
  guint top;

  if (n <= 1)
    return 0;
  top = 31 - __builtin_clz (n);
  return top * 8 + (top >= 3 ? (n >> (top - 3)) & 7 : (n << (3 - top)) & 7);
}

/* Sets bit v of `bits` (words of 64) for each variable v of the term. */
static void
term_var_bits (const QdGdlStore *store, guint32 id, guint64 *bits)
{
  const QdGdlTerm *t = qd_gdl_term (store, id);

  if (t->ground)
    return;
  if (t->is_var)
    {
      bits[t->functor / 64] |= G_GUINT64_CONSTANT (1) << (t->functor % 64);
      return;
    }
  for (guint i = 0; i < t->arity; i++)
    term_var_bits (store, qd_gdl_term_args (store, t)[i], bits);
}

/* The variables of `vars` (w words) that `bound` has, that it lacks. */
static void
count_bits (const guint64 *vars, const guint64 *bound, guint w, gint *n_bound, gint *n_free)
{
  *n_bound = *n_free = 0;
  for (guint k = 0; k < w; k++)
    {
      *n_bound += __builtin_popcountll (vars[k] & bound[k]);
      *n_free += __builtin_popcountll (vars[k] & ~bound[k]);
    }
}

/* Positive literals, each next the one with the most variables bound so
 * far (of equals, the one with the fewest facts), or with plan_by_size the
 * one whose facts a binding meets are estimated fewest (its facts to the
 * power of its share of variables still free: a relation of the board's
 * geometry, 65,280 facts of four places, with two bound, 255; a move of
 * two facts that binds six variables, 2); each check (not, distinct) as
 * soon as its variables are bound. */
static void
plan_rule (Match *m)
{
  const QdGdlStore *store = &m->join->program->store;
  const QdGdlRule *rule = m->rule;
  guint w = MAX (1, (rule->n_vars + 63) / 64), need = w * (rule->n_body + 1);
  guint64 room[512];         /* the variables of each literal as bits, then those bound:
                              * most rules, no allocation in a state's evaluation */
  g_autofree guint64 *many = need > G_N_ELEMENTS (room) ? g_new (guint64, need) : NULL;
  guint64 *vars = many != NULL ? many : room, *bound = vars + w * rule->n_body;
  guint8 done[QD_GDL_MAX_BODY] = { 0 };

  memset (vars, 0, need * sizeof (guint64));
  for (guint i = 0; i < rule->n_body; i++)
    term_var_bits (store, m->body[i].term, vars + w * i);

#define TAKE(i) G_STMT_START {                                      \
    done[i] = 1, m->plan[m->n_plan++] = i;                          \
    for (guint k_ = 0; k_ < w; k_++)                                \
      bound[k_] |= vars[w * (i) + k_];                              \
  } G_STMT_END

  /* semi-naive: the new facts first, few, which bind the others' arguments */
  if (m->join->delta_literal > 0)
    TAKE (m->join->delta_literal - 1);
  /* a rule restricted to a demand: the demand first, which binds the
   * rest; after new facts that leave some of its arguments free, it waits
   * as a check until they are bound (else each new fact would read every
   * demand: a walk's recursive call binds its cell, not the caller's) */
  if (rule->lead && rule->n_body > 0 && !done[0])
    {
      gint n_bound, n_free;

      count_bits (vars, bound, w, &n_bound, &n_free);
      if (m->join->delta_literal == 0 || n_free == 0)
        TAKE (0);
    }
  while (m->n_plan < rule->n_body)
    {
      gint best = -1, best_score = -1;
      double best_size = 0;
      gint n_bound, n_free;
      guint n_positive = 0;

      for (guint i = 0; i < rule->n_body && best == -1; i++)
        if (!done[i] && (m->body[i].kind != QD_GDL_LIT_POS || (i == 0 && rule->lead)))
          {
            count_bits (vars + w * i, bound, w, &n_bound, &n_free);
            if (n_free == 0)
              best = -2, done[i] = 1, m->plan[m->n_plan++] = i;
          }
      if (best == -2)
        continue;
      for (guint i = 0; i < rule->n_body; i++)
        n_positive += !done[i] && m->body[i].kind == QD_GDL_LIT_POS;
      for (guint i = 0; i < rule->n_body; i++)
        if (!done[i] && m->body[i].kind == QD_GDL_LIT_POS && !(i == 0 && rule->lead && n_positive > 1))
          {
            gint score, n_all;
            double size;

            count_bits (vars + w * i, bound, w, &n_bound, &n_free);
            score = 2 * n_bound - n_free, n_all = n_bound + n_free;
            if (m->join->plan_by_size)
              {
                /* the facts a binding meets, as if each variable split them
                 * alike: n ^ (free / all); a check (none free) costs 1 */
                size = n_free == 0 ? 0 : (double) log2_eighths (candidates (m, i)) * n_free / n_all;
                if (best < 0 || size < best_size || (size == best_size && score > best_score))
                  best = i, best_score = score, best_size = size;
                continue;
              }
            if (best < 0 || score > best_score
                || (score == best_score && candidates (m, i) < candidates (m, best)))
              best = i, best_score = score;
          }
      g_assert (best >= 0);   /* safe rules: a check waits only for positive literals */
      TAKE (best);
    }
#undef TAKE
}

static guint32 bound_term (const QdGdlStore *store, guint32 term, const guint32 *subst);

static gboolean
check_literal (Match *m, const QdGdlLiteral *lit)
{
  QdGdlStore *store = &m->join->program->store;

  if (lit->kind == QD_GDL_LIT_DISTINCT)
    {
      const QdGdlTerm *t = qd_gdl_term (store, lit->term);
      guint32 a = qd_gdl_term_args (store, t)[0], b = qd_gdl_term_args (store, t)[1];

      if (m->join->plan_by_size)
        {
          /* terms the store has compare by id, nothing made; a term it
           * lacks differs from one it has */
          guint32 x = bound_term (store, a, m->subst), y = bound_term (store, b, m->subst);

          if (x != QD_GDL_NONE && y != QD_GDL_NONE)
            return x != y;
          if (x != QD_GDL_NONE || y != QD_GDL_NONE)
            return TRUE;
        }
      return qd_gdl_instantiate (store, a, m->subst) != qd_gdl_instantiate (store, b, m->subst);
    }
  if (m->join->ignore_negation)
    return TRUE;
  if (m->join->plan_by_size)
    {
      /* a term the store lacks is no fact */
      guint32 x = bound_term (store, lit->term, m->subst);

      return x == QD_GDL_NONE || !qd_gdl_facts_has (m->join->facts, x);
    }
  return !qd_gdl_facts_has (m->join->facts, qd_gdl_instantiate (store, lit->term, m->subst));
}

/* Past this many facts of its relation, a literal with a bound argument
 * is matched through the index of that argument.  Small: chess's join
 * tried every fact of its small relations (piece_owner_type's 12,
 * next_file's 7) for one that fits, two thirds of its unifications
 * failing; through the index, 4 rather than 16 here, 11 to 12.7 random
 * games a second rather than 10.7 to 11 (1 and 2 did no better). */
#define INDEX_MIN_FACTS 4

/* What the pattern is under the bindings: its ground term; UNBOUND when
 * one of its variables is unbound; QD_GDL_NONE when that term is not in
 * the store (so no fact is it).  Nothing is made: the store stays as it
 * is. */
#define UNBOUND (QD_GDL_NONE - 1)

/* bound_term of a compound term, its arguments' terms put in `args`. */
static guint32
bound_compound (const QdGdlStore *store, const QdGdlTerm *t, const guint32 *subst, guint32 *args)
{
  gboolean absent = FALSE;

  for (guint i = 0; i < t->arity; i++)
    {
      args[i] = bound_term (store, qd_gdl_term_args (store, t)[i], subst);
      if (args[i] == UNBOUND)
        return UNBOUND;
      absent |= args[i] == QD_GDL_NONE;
    }
  return absent ? QD_GDL_NONE : qd_gdl_store_find (store, t->functor, FALSE, t->arity, args);
}

/* A term of more arguments than bound_term's frame holds (ruleDepthQuadratic's
 * prereq45), its arguments on the heap. */
static G_GNUC_NO_INLINE guint32
bound_wide (const QdGdlStore *store, const QdGdlTerm *t, const guint32 *subst)
{
  g_autofree guint32 *args = g_new (guint32, t->arity);

  return bound_compound (store, t, subst, args);
}

static guint32
bound_term (const QdGdlStore *store, guint32 term, const guint32 *subst)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 args[32];           /* most terms: the recursion's frames stay small */

  if (t->ground)
    return term;
  if (t->is_var)
    return subst[t->functor] != QD_GDL_NONE ? subst[t->functor] : UNBOUND;
  if (t->arity > G_N_ELEMENTS (args))
    return bound_wide (store, t, subst);
  return bound_compound (store, t, subst, args);
}

guint32
qd_gdl_instance_found (const QdGdlStore *store, guint32 term, const guint32 *subst)
{
  guint32 found = bound_term (store, term, subst);

  return found == UNBOUND ? QD_GDL_NONE : found;
}

/* bound_term, a constant's and a variable's without a call: most of the
 * places literal_facts reads. */
static inline guint32
bound_place (const QdGdlStore *store, guint32 term, const QdGdlTerm *t, const guint32 *subst)
{
  if (t->ground)
    return term;
  if (t->is_var)
    return subst[t->functor] != QD_GDL_NONE ? subst[t->functor] : UNBOUND;
  return bound_term (store, term, subst);
}

/* The facts a positive literal may match under the bindings so far:
 * `*list` from *from, up to *to (G_MAXUINT: as long as the list grows, as
 * a recursive rule's facts come). */
static void
literal_facts (Match *m, guint literal, Candidates *list, guint *from, guint *to)
{
  QdGdlJoin *join = m->join;
  QdGdlStore *store = &join->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, m->body[literal].term);
  GArray *all = qd_gdl_facts_of (join->facts, t->functor);
  guint places[KEY_PLACES];
  guint32 terms[KEY_PLACES];
  guint n = 0;

  *list = array_candidates (all);
  *from = 0;
  *to = G_MAXUINT;
  if (join->delta_literal == literal + 1)
    {
      *from = join->delta_lo;
      *to = join->delta_hi;
      return;
    }
  if (all == NULL || all->len <= INDEX_MIN_FACTS)
    return;
  /* the places bound (up to KEY_PLACES), their terms */
  for (guint pos = 0; pos < t->arity && pos < G_MAXUINT / PLACE_SUBS && n < KEY_PLACES; pos++)
    {
      guint32 pattern = qd_gdl_term_args (store, t)[pos];
      const QdGdlTerm *p = qd_gdl_term (store, pattern);
      guint32 arg = bound_place (store, pattern, p, m->subst);

      if (arg != UNBOUND)
        places[n] = pos * PLACE_SUBS, terms[n++] = arg;
      if (arg == UNBOUND && !p->is_var && n < KEY_PLACES)
        places[n] = pos * PLACE_SUBS + FUNCTOR_SUB, terms[n++] = functor_key (p);
      for (guint sub = 0; arg == UNBOUND && !p->is_var && sub < p->arity && sub + 1 < FUNCTOR_SUB && n < KEY_PLACES;
           sub++)
        {
          guint32 sub_term = qd_gdl_term_args (store, p)[sub];
          guint32 inner = bound_place (store, sub_term, qd_gdl_term (store, sub_term), m->subst);

          if (inner != UNBOUND)
            places[n] = pos * PLACE_SUBS + sub + 1, terms[n++] = inner;
        }
    }
  for (guint i = 0; i < n; i++)
    if (terms[i] == QD_GDL_NONE)
      {
        /* an argument no term is: no fact has it */
        list->data = NULL;
        return;
      }
  if (n == 0)
    return;
  *list = bucket_candidates (facts_with (join->facts, store, t->functor, places, terms, n));
}

static inline gboolean
step_within (QdGdlJoin *join)
{
  return qd_gdl_step_within (&join->steps, &join->max_steps, join->go_on, join->go_on_data);
}

static void
match_from (Match *m, guint step)
{
  QdGdlJoin *join = m->join;
  const QdGdlLiteral *lit;
  Candidates candidates;
  guint mark = m->n_trail, from, to;

  if (step == m->n_plan)
    {
      m->stopped = !m->func (m->rule, m->subst, m->data);
      return;
    }
  lit = &m->body[m->plan[step]];
  if (lit->kind != QD_GDL_LIT_POS)
    {
      if (check_literal (m, lit))
        match_from (m, step + 1);
      return;
    }
  if (join->plan_by_size && join->delta_literal != m->plan[step] + 1)
    {
      /* every variable bound: one look-up of the fact, nothing made */
      guint32 fact = bound_term (&join->program->store, lit->term, m->subst);

      if (fact != UNBOUND)
        {
          if (!step_within (join))
            join->overflow = TRUE, m->stopped = TRUE;
          else if (fact != QD_GDL_NONE && qd_gdl_facts_has (join->facts, fact))
            {
              m->matched[m->plan[step]] = fact;
              match_from (m, step + 1);
            }
          return;
        }
    }
  literal_facts (m, m->plan[step], &candidates, &from, &to);
  for (guint i = from; candidates.data != NULL && i < MIN (to, *candidates.len) && !m->stopped; i++)
    {
      if (!step_within (join))
        {
          join->overflow = TRUE, m->stopped = TRUE;
          return;
        }
      if (unify (m, lit->term, candidate (&candidates, i)))
        {
          m->matched[m->plan[step]] = candidate (&candidates, i);
          match_from (m, step + 1);
        }
      undo (m, mark);
    }
}

gboolean
qd_gdl_join_rule (QdGdlJoin *join, const QdGdlRule *rule, QdGdlMatchFunc func, gpointer data)
{
  guint32 room[2 * 128];      /* most rules: no allocation in a state's evaluation */
  g_autofree guint32 *many = rule->n_vars + 1 > 128 ? g_new (guint32, 2 * (rule->n_vars + 1)) : NULL;
  guint32 *subst = many != NULL ? many : room, *trail = subst + MAX (rule->n_vars + 1, 128);
  const guint32 *outer;
  Match m = {
    .join = join, .rule = rule, .body = qd_gdl_rule_body (join->program, rule),
    .subst = subst, .trail = trail, .func = func, .data = data,
  };

  join->joins++;
  memset (subst, 0xff, (rule->n_vars + 1) * sizeof (guint32));
  /* a positive literal with no fact of its constants (outside the new
   * facts of a semi-naive pass, which are all a relation of its stratum's
   * gets, from its first): the body cannot hold */
  for (guint j = 0; join->plan_by_size && j < rule->n_body; j++)
    if (m.body[j].kind == QD_GDL_LIT_POS && join->delta_literal != j + 1)
      {
        const QdGdlStore *store = &join->program->store;
        const QdGdlTerm *t = qd_gdl_term (store, m.body[j].term);
        GArray *all = qd_gdl_facts_of (join->facts, t->functor);
        Candidates list = array_candidates (all);
        gboolean constants = FALSE;
        guint from, to;

        for (guint k = 0; k < t->arity && !constants; k++)
          constants = !qd_gdl_term (store, qd_gdl_term_args (store, t)[k])->is_var;
        if (constants && list.data != NULL && *list.len > 0)
          literal_facts (&m, j, &list, &from, &to);
        if (list.data == NULL || *list.len == 0)
          return TRUE;
        m.n_facts[j] = *list.len;
      }
  plan_rule (&m);
  outer = join->matched;     /* a match func may join a rule too */
  join->matched = m.matched;
  match_from (&m, 0);
  join->matched = outer;
  return !m.stopped;
}

/* ---- the non-ground evaluation */

typedef struct {
  QdGdlJoin *join;
  gboolean changed;
  guint max_facts;
} Derive;

static gboolean
derive_head (const QdGdlRule *rule, const guint32 *subst, gpointer data)
{
  Derive *d = data;
  QdGdlJoin *join = d->join;
  guint32 fact = qd_gdl_instantiate (&join->program->store, rule->head, subst);

  if (fact == QD_GDL_NONE || join->facts->n_facts >= d->max_facts)
    {
      join->overflow = TRUE;
      return FALSE;
    }
  if (qd_gdl_facts_add (join->facts, &join->program->store, fact))
    d->changed = TRUE;
  return TRUE;
}

gint
qd_gdl_compare_ids (gconstpointer a, gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* A recursive stratum's passes after the first, semi-naive: each rule
 * joined with the facts the pass before added in one of its literals of
 * the stratum (`lo` to `hi`, by relation), the others over every fact,
 * until a pass adds none.  (A helper relation shared by two callers puts
 * them and their demands in one component: each pass over all of it
 * again would cost its whole size for each step of the longest chain.) */
static void
evaluate_deltas (QdGdlJoin *join, const QdGdlRuleSet *set, guint start, guint end, guint32 stratum, Derive *d)
{
  QdGdlProgram *program = join->program;
  const QdGdlStore *store = &program->store;
  /* the stratum's relations (its rules' heads), sorted, each with its
   * facts' range of the pass: no array of every symbol made and emptied
   * for each evaluation of each stratum, and a relation found in log
   * time (a hostile rulesheet's cycle may have thousands) */
  guint32 room[3 * 64];
  g_autofree guint32 *many = NULL;
  guint32 *heads = room, *lo, *hi;
  guint n_heads = 0, cap = MAX (end - start, 64);
  gboolean more = TRUE;

  if (cap > 64)
    heads = many = g_new (guint32, 3 * cap);
  lo = heads + cap, hi = lo + cap;
  for (guint i = start; i < end; i++)
    heads[i - start] = qd_gdl_relation (store, g_array_index (set->rules, QdGdlRule, set->rule_order[i]).head);
  qsort (heads, end - start, sizeof (guint32), qd_gdl_compare_ids);
  for (guint i = 0; i < end - start; i++)
    if (n_heads == 0 || heads[n_heads - 1] != heads[i])
      heads[n_heads] = heads[i], lo[n_heads] = hi[n_heads] = 0, n_heads++;
  while (more && !join->overflow)
    {
      more = FALSE;
      for (guint k = 0; k < n_heads; k++)
        {
          GArray *list = qd_gdl_facts_of (join->facts, heads[k]);

          lo[k] = hi[k];
          hi[k] = list != NULL ? list->len : 0;
          more |= hi[k] > lo[k];
        }
      for (guint i = start; i < end && more && !join->overflow; i++)
        {
          const QdGdlRule *rule = &g_array_index (set->rules, QdGdlRule, set->rule_order[i]);
          const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);

          for (guint j = 0; j < rule->n_body && !join->overflow; j++)
            {
              guint32 r = body[j].kind == QD_GDL_LIT_POS ? qd_gdl_relation (store, body[j].term) : QD_GDL_NONE;
              const guint32 *found;
              guint k;

              if (r == QD_GDL_NONE || set->stratum[r] != stratum)
                continue;
              /* a relation no rule of the stratum derives gets no new facts */
              found = bsearch (&r, heads, n_heads, sizeof (guint32), qd_gdl_compare_ids);
              if (found == NULL)
                continue;
              k = found - heads;
              if (hi[k] <= lo[k])
                continue;
              join->delta_literal = j + 1;
              join->delta_lo = lo[k];
              join->delta_hi = hi[k];
              qd_gdl_join_rule (join, rule, derive_head, d);
            }
        }
      join->delta_literal = 0;
    }
}

/* Whether a positive literal of the rule is of a relation of the stratum. */
static gboolean
reads_stratum (const QdGdlProgram *program, const QdGdlRuleSet *set, const QdGdlRule *rule, guint32 stratum)
{
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);

  for (guint j = 0; j < rule->n_body; j++)
    if (body[j].kind == QD_GDL_LIT_POS && set->stratum[qd_gdl_relation (&program->store, body[j].term)] == stratum)
      return TRUE;
  return FALSE;
}

/* The strata from set->rule_order[start]: the rules' index where the
 * first stratum not completed starts (join->overflow), else the end. */
static guint
evaluate_strata (QdGdlJoin *join, const QdGdlRuleSet *set, guint max_facts)
{
  const QdGdlStore *store = &join->program->store;
  guint n = set->rules->len, start = 0;

  while (start < n)
    {
      const QdGdlRule *first = &g_array_index (set->rules, QdGdlRule, set->rule_order[start]);
      guint32 stratum = set->stratum[qd_gdl_relation (store, first->head)];
      guint end = start;
      Derive d = { .join = join, .max_facts = max_facts };

      while (end < n && set->stratum[qd_gdl_relation (store, g_array_index (set->rules, QdGdlRule,
                                                                             set->rule_order[end]).head)] == stratum)
        end++;
      for (guint i = start; i < end && !join->overflow; i++)
        if (!set->plan_by_size || !set->recursive[stratum]
            || !reads_stratum (join->program, set, &g_array_index (set->rules, QdGdlRule, set->rule_order[i]),
                               stratum))
          qd_gdl_join_rule (join, &g_array_index (set->rules, QdGdlRule, set->rule_order[i]), derive_head, &d);
      if (set->recursive[stratum] && !join->overflow)
        evaluate_deltas (join, set, start, end, stratum, &d);
      if (join->overflow)
        return start;
      start = end;
    }
  return n;
}

gboolean
qd_gdl_evaluate_set (QdGdlProgram *program, const QdGdlRuleSet *set, QdGdlFacts *facts, GError **error)
{
  QdGdlJoin join = { .program = program, .facts = facts, .max_steps = QD_GDL_MAX_GROUND_STEPS,
                     .plan_by_size = set->plan_by_size };
  guint n_facts = facts->n_facts, max_facts = program->max_derived != 0 ? program->max_derived : QD_GDL_MAX_DERIVED;

  evaluate_strata (&join, set, max_facts);
  program->eval_work += join.steps + (guint64) (facts->n_facts - n_facts) * QD_GDL_EVAL_WORK_FACT / 2
                        + join.joins * QD_GDL_EVAL_WORK_JOIN;
  if (join.overflow)
    return qd_gdl_eval_limit_error (error, program, max_facts);
  return TRUE;
}

gboolean
qd_gdl_eval_limit_error (GError **error, const QdGdlProgram *program, guint max_facts)
{
  g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT,
               _("%s: the evaluation of a state went past its limits (%d facts, %d steps, terms %d deep)"),
               program->name, (gint) max_facts, QD_GDL_MAX_GROUND_STEPS, QD_GDL_MAX_DEPTH);
  return FALSE;
}

guint
qd_gdl_evaluate_within (QdGdlProgram *program, const QdGdlRuleSet *set, QdGdlFacts *facts, guint max_facts,
                        guint64 max_steps)
{
  QdGdlJoin join = { .program = program, .facts = facts, .max_steps = max_steps,
                     .plan_by_size = set->plan_by_size };

  return evaluate_strata (&join, set, max_facts);
}
