/* qd-gdl-flat-private.h — the inside of the compiled evaluation without
 * grounding (qd-gdl-flat.c): relations of flat tuples and their indexes
 * (qd-gdl-flat-rel.c), rules compiled into plans (qd-gdl-flat-plan.c). */
#pragma once

#include "qd-gdl-private.h"

G_BEGIN_DECLS

#define PLACE_SUBS 16
#define FUNCTOR_SUB (PLACE_SUBS - 1)
#define KEY_PLACES 8
#define MAX_REGS 64
#define MAX_VARS 256
/* as qd-gdl-join.c: a relation of this many facts or fewer is read whole */
#define INDEX_MIN_FACTS 4

/* ---- relations */

typedef struct {
  guint32 hash, first, last, gen;
} Head;

/* The tuples of a relation with the same values at some places: chains
 * through `next`, one per key (its hash), heads in an open-addressed table;
 * brought up to date when asked (the tuples from n_indexed). */
typedef struct {
  guint n;
  guint places[KEY_PLACES];
  Head *heads;
  guint size, used, gen;
  guint32 *next;
  guint next_cap;
  guint n_indexed;
  /* an index of one whole argument of a dense relation: its heads by the
   * argument's code (DENSE_CODES of them), no hash and no probe; made an
   * index by hash when the relation stops being dense */
  gboolean direct;
  guint arg;
} Index;

/* A relation's tuples as bits (a relation of few values at each place):
 * each place's values numbered as they come (an id's code: code[id -
 * base] - 1, 0 for none yet), a tuple's bit the codes side by side, each
 * place `bits` wide.  Looked up and added without a hash or a probe of
 * a table past the caches (chess's different_cells: 65,280 tuples, 8 KB
 * of bits).  A relation whose values spread over too many ids or too
 * many bits is held in the hash set instead, from then on. */
#define DENSE_PLACES 8
#define DENSE_RANGE 4096          /* the ids a place's codes span */
#define DENSE_MAX_BITS 17         /* a tuple's bits: 16 KB */
#define DENSE_CODES 256           /* a place's codes, 1 to 255 (0: none) */

typedef struct {
  guint32 base, len;
  guint8 *code;
  guint n_codes, bits;
  guint shift;               /* the bits of the places before it */
} DensePlace;

/* A slot of a relation's hash set: its tuple's index and hash (compared
 * before the tuple is read), empty unless of the relation's generation. */
typedef struct {
  guint32 gen, idx, hash;
} Slot;

typedef struct {
  guint32 symbol;
  guint arity;
  guint32 functor;           /* (true F): F's functor, the tuple F's arguments; else QD_GDL_NONE */
  gboolean fixed;            /* the base's facts, never reset */
  guint32 *tuples;           /* n tuples of `arity` ids */
  guint n, cap;
  Slot *set;                 /* the tuples' hash set (unless dense) */
  guint set_size;
  gboolean dense;            /* the tuples' bits serve for the hash set */
  DensePlace *places;        /* dense: one per argument */
  guint64 *bits;
  guint n_bits;              /* the bits' width: the places' bits summed */
  guint gen;                 /* one more at each reset: older slots and heads are empty */
  GPtrArray *indexes;        /* Index */
} Rel;

static inline guint32
hash_ids (const guint32 *ids, guint n)
{
  return qd_hash_ids32 (0x9e3779b9u + n, ids, n);
}

static inline const guint32 *
rel_tuple (const Rel *rel, guint i)
{
  return rel->tuples + (gsize) i * rel->arity;
}

void qd_gdl_flat_dense_clear (Rel *rel);

static inline void
rel_reset (Rel *rel)
{
  if (rel->dense && rel->n > 0)
    qd_gdl_flat_dense_clear (rel);
  rel->n = 0;
  rel->gen++;
}

static inline guint32
functor_key (const QdGdlTerm *t)
{
  return t->functor << 6 | MIN (t->arity, 63);
}

/* ---- plans */

/* Where a value comes from: a constant, a variable's binding, or a
 * compound term of the rule under the bindings (found in the store: an
 * argument no term is, no fact has; made, for a head). */
typedef enum { SRC_CONST, SRC_VAR, SRC_TERM } SrcKind;

typedef struct {
  guint8 kind;
  guint32 value;
} Src;

/* An operation on a candidate tuple's registers (its arguments, then the
 * arguments of those opened). */
typedef enum { OP_CONST, OP_CHECK, OP_BIND, OP_OPEN, OP_KEY, OP_SAME } OpKind;

typedef struct {
  guint8 kind;
  guint8 reg;
  guint8 dst;                /* OP_OPEN: its arguments' first register */
  guint16 arity;             /* OP_OPEN */
  guint32 value;             /* constant, variable, functor, key; OP_SAME: the register it equals */
} Op;

typedef enum { STEP_SCAN, STEP_DELTA, STEP_LOOKUP, STEP_NEG, STEP_DISTINCT } StepKind;

typedef struct {
  guint8 kind;
  guint rel;
  guint n_ops;
  Op *ops;
  /* a step that opens no argument: its ops in three runs, each read in
   * a loop of its own, no switch at each candidate: n_compare comparisons
   * with a value the scan knows before its first candidate (a constant,
   * a key, a variable bound by an earlier step), n_same places equal to
   * another (a variable twice), then the bindings */
  gboolean runs;
  guint n_compare, n_same;
  Src *args;                 /* LOOKUP, NEG: one per argument; DISTINCT: two */
  guint n_keys;
  guint places[KEY_PLACES];
  Src keys[KEY_PLACES];      /* SCAN: the values at the index's places */
  Index *index;              /* SCAN with keys, made at its first use */
  /* where the values are read when none is a compound term (a slot of
   * QdGdlFlat.subst: a variable's, or a constant's), else NULL: each
   * argument's (LOOKUP, NEG), each key's, each comparison's (runs) */
  guint32 *arg_slots, *key_slots, *compare_slots;
} Step;

/* A compound argument of a head whose arguments are constants and
 * variables, as the terms it made: a term's slot by the hash of its
 * arguments' values, the term read again and compared before it serves
 * (the store forgets an evaluation's terms, and another term may take
 * the id), so that a head made again does not probe the store's table,
 * which is past the caches. */
#define MEMO_SLOTS 256
#define MEMO_ARGS 16

typedef struct {
  guint32 functor;
  guint arity;
  Src args[MEMO_ARGS];
  guint32 ids[MEMO_SLOTS];
} Memo;

typedef struct {
  guint n_steps;
  Step *steps;
  Src *head;                 /* the head's arguments */
  guint32 *head_slots;       /* per head argument: its slot (Step.arg_slots), G_MAXUINT for a compound term */
  gboolean head_simple;      /* no compound term in the head: its tuple read from its slots alone */
  Memo **memo;               /* per head argument: its memo, or NULL */
  guint n_head;
  guint head_rel;
  /* the steps from which every variable of the head is bound: once one
   * candidate there has derived the head, the others would derive it
   * again (chess's has_legal_move: one legal move, not twenty) */
  guint head_bound;
} Plan;

typedef struct {
  const QdGdlRule *rule;
  guint head_rel;
  guint *rels;               /* per body literal: its relation (QD_GDL_NONE: distinct) */
  guint *positive;           /* its positive literals' indices (n_positive) */
  guint n_positive;
  Plan **plans;              /* [0]: the whole rule; [j + 1]: body literal j over the new facts */
  gboolean first_pass;       /* joined whole in its stratum's first pass */
} Compiled;

typedef struct {
  guint start, end;
  gboolean recursive;
  guint first, n;            /* its heads in QdGdlFlat.heads */
  guint first_reader, n_readers;   /* its Readers in QdGdlFlat.readers */
} FlatStratum;

/* A positive literal of a recursive stratum's rule that reads a relation
 * the stratum derives: joined over that relation's new facts in each
 * semi-naive pass (`literal`: its index in the body, `head`: its
 * relation's place in the stratum's heads). */
typedef struct {
  guint rule, literal, head;
} Reader;

struct _QdGdlFlat {
  QdGdlProgram *program;
  QdGdlRuleSet set;          /* a copy: the caller's arrays */
  GArray *rels;              /* Rel */
  GHashTable *rel_ids;       /* symbol << 16 | arity -> rel + 1 */
  Compiled *rules;           /* by the set's rule index */
  guint true_rel, does_rel;  /* QD_GDL_NONE when no rule reads them */
  /* the strata in the set's rule order: rules [start, end) of rule_order,
   * and of a recursive one its heads' relations (heads[first .. first + n]),
   * with each one's range of new facts in a semi-naive pass (lo, hi) */
  GArray *strata;            /* FlatStratum */
  GArray *heads;             /* guint: relations */
  GArray *readers;           /* Reader, in the strata's rule order */
  guint *lo, *hi;
  guint n_split;             /* relations of state facts by their functor (qd_gdl_flat_tuple_term) */
  guint *split_of;           /* functor symbol -> its relation of state facts + 1, 0: none, G_MAXUINT: by rel_ids */
  guint n_split_of;
  guint max_vars;
  /* an evaluation's: the variables' bindings (max_vars + 1), then the
   * plans' constants, each in a slot of its own (qd_gdl_flat_const_slot) */
  guint32 *subst;
  guint n_subst;
  GHashTable *const_slots;   /* constant -> its slot in subst */
  guint64 steps, max_steps, joins;
  guint64 check_at;          /* the next step that step_within checks */
  gboolean derived;          /* the head derived since the plan's step head_bound - 1 took its candidate */
  guint n_facts, max_facts;
  gboolean overflow;
  gboolean failed;           /* a plan could not be made: the caller's evaluation serves */
  guint delta_lo, delta_hi;
};

/* A relation's key in QdGdlFlat.rel_ids: `symbol` and `arity`, or, with a
 * `functor` (not QD_GDL_NONE), the state's facts (true F) of F's functor
 * and arity. */
static inline guint64
rel_key (guint32 symbol, guint32 functor, guint arity)
{
  return (functor != QD_GDL_NONE ? G_GUINT64_CONSTANT (1) << 63 | (guint64) functor << 16
                                 : (guint64) symbol << 16) | arity;
}

static inline Rel *
rel_at (QdGdlFlat *flat, guint i)
{
  return &g_array_index (flat->rels, Rel, i);
}

/* ---- qd-gdl-flat-rel.c (the look-ups inline: the join's inner loop) */

void     qd_gdl_flat_rel_free (Rel *rel);
/* Adds the tuple: TRUE when new. */
gboolean qd_gdl_flat_rel_add  (Rel *rel, const guint32 *tuple);
/* The relation's index of `places` (made when new). */
Index   *qd_gdl_flat_rel_index (Rel *rel, const guint *places, guint n);
/* qd_gdl_flat_index_sync's work when the index is behind. */
void     qd_gdl_flat_index_update (Index *index, const Rel *rel, const QdGdlStore *store);

static inline gboolean
tuple_equal (const guint32 *x, const guint32 *y, guint n)
{
  guint k = 0;

  while (k < n && x[k] == y[k])
    k++;
  return k == n;
}

/* The slot of the tuple (`hash`: hash_ids of it) in the relation's hash
 * set, or the empty slot where it would go; the set has slots. */
static inline guint
rel_slot (const Rel *rel, const guint32 *tuple, guint32 hash)
{
  guint mask = rel->set_size - 1, h;

  for (h = hash & mask; rel->set[h].gen == rel->gen; h = (h + 1) & mask)
    if (rel->set[h].hash == hash && tuple_equal (rel_tuple (rel, rel->set[h].idx), tuple, rel->arity))
      break;
  return h;
}

/* The tuple's bit in a dense relation; FALSE when a value has no code
 * (no tuple has it). */
G_ALWAYS_INLINE static inline gboolean
dense_bit (const Rel *rel, const guint32 *tuple, guint32 *bit)
{
  guint32 b = 0;

  for (guint k = 0; k < rel->arity; k++)
    {
      const DensePlace *p = &rel->places[k];
      guint32 off = tuple[k] - p->base, c;

      if (off >= p->len || (c = p->code[off]) == 0)
        return FALSE;
      b |= (c - 1) << p->shift;
    }
  *bit = b;
  return TRUE;
}

/* Sets a dense relation's bit b: TRUE when it was clear. */
static inline gboolean
dense_set (Rel *rel, guint32 b)
{
  guint64 *word = &rel->bits[b >> 6], bit = G_GUINT64_CONSTANT (1) << (b & 63);

  if (*word & bit)
    return FALSE;
  *word |= bit;
  return TRUE;
}

/* Appends the tuple, the array having room for it. */
static inline void
rel_push (Rel *rel, const guint32 *tuple)
{
  /* (a loop: a relation of no argument's tuple is NULL, which memcpy may
   * not read; the end and the arity read once, not after each store) */
  guint32 *end = rel->tuples + (gsize) rel->n * rel->arity;
  guint arity = rel->arity;

  for (guint k = 0; k < arity; k++)
    end[k] = tuple[k];
  rel->n++;
}

/* Whether the relation has the tuple (inline: the join's look-ups). */
G_ALWAYS_INLINE static inline gboolean
qd_gdl_flat_rel_has (const Rel *rel, const guint32 *tuple)
{
  guint32 b;

  if (rel->dense)
    return dense_bit (rel, tuple, &b) && (rel->bits[b >> 6] >> (b & 63) & 1);
  if (rel->set_size == 0)
    return FALSE;
  return rel->set[rel_slot (rel, tuple, hash_ids (tuple, rel->arity))].gen == rel->gen;
}

/* qd_gdl_flat_rel_add inline where it is quick: a dense relation whose
 * codes have the tuple's values and whose array has room (the join's
 * derivations); else the call. */
G_ALWAYS_INLINE static inline gboolean
qd_gdl_flat_rel_add_quick (Rel *rel, const guint32 *tuple)
{
  guint32 b;

  if (!rel->dense || rel->n == rel->cap || !dense_bit (rel, tuple, &b))
    return qd_gdl_flat_rel_add (rel, tuple);
  if (!dense_set (rel, b))
    return FALSE;
  rel_push (rel, tuple);
  return TRUE;
}

/* The index brought up to the relation's tuples. */
static inline void
qd_gdl_flat_index_sync (Index *index, const Rel *rel, const QdGdlStore *store)
{
  if (index->gen != rel->gen || index->n_indexed != rel->n)
    qd_gdl_flat_index_update (index, rel, store);
}

/* The chain of a key's hash, NULL when none. */
static inline Head *
qd_gdl_flat_index_head (const Index *index, guint32 hash)
{
  guint mask = index->size - 1;

  if (index->size == 0)
    return NULL;
  for (guint h = hash & mask; index->heads[h].gen == index->gen; h = (h + 1) & mask)
    if (index->heads[h].hash == hash)
      return &index->heads[h];
  return NULL;
}

/* The chain of the tuples with `keys` (`n`) at the index's places, NULL
 * when none. */
static inline Head *
qd_gdl_flat_index_find (const Index *index, const Rel *rel, const guint32 *keys, guint n)
{
  if (index->direct)
    {
      const DensePlace *p = &rel->places[index->arg];
      guint32 off = keys[0] - p->base, c;
      Head *head;

      if (off >= p->len || (c = p->code[off]) == 0)
        return NULL;
      head = &index->heads[c - 1];
      return head->gen == index->gen ? head : NULL;
    }
  return qd_gdl_flat_index_head (index, hash_ids (keys, n));
}
/* The term whose arguments are a literal's tuple, and the literal's relation. */
guint32  qd_gdl_flat_tuple_term (QdGdlFlat *flat, guint32 atom);
guint    qd_gdl_flat_atom_rel (QdGdlFlat *flat, guint32 atom);

/* The slot of subst that holds the constant (made when new). */
guint32  qd_gdl_flat_const_slot (QdGdlFlat *flat, guint32 constant);

/* ---- qd-gdl-flat-plan.c */

/* The rule's plan (`delta`: 0, or body literal delta - 1 over the new
 * facts of a semi-naive pass), its literals ordered with the relations'
 * sizes now; NULL when a check's variables stay unbound. */
Plan    *qd_gdl_flat_compile_plan (QdGdlFlat *flat, Compiled *c, guint delta);
void     qd_gdl_flat_plan_free (Plan *plan);

G_END_DECLS
