/* qd-gdl-flat.c — the evaluation without grounding, compiled: a game's
 * rule set (qd-gdl-demand.c) run over facts kept as flat tuples.
 *
 * qd-gdl-join.c evaluates a rule by unifying its literals' terms with the
 * facts' terms, every fact derived a term made in the store and found
 * again by the next rule; chess spent a third of a random game making and
 * finding terms.  Here each relation (a symbol and an arity) holds its
 * facts as tuples of argument ids in one array, with a hash set of them
 * and indexes over some of their places; each rule is compiled, once, into
 * a plan: its literals in a fixed order (chosen at its first join, as
 * qd-gdl-join.c chooses at each), each positive literal a few operations
 * on a tuple's places (compare with a constant or a bound variable, bind
 * one, open a compound argument) chosen when the rule is compiled, and an
 * index of the places bound before it.  Terms are made only for compound
 * arguments of heads; the caller reads the facts of legal, goal,
 * terminal, next and init as tuples (qd_gdl_flat_derived).  The same
 * facts as qd-gdl-join.c's evaluation, in the same strata and the same semi-naive passes; a rule
 * set it cannot compile (a check whose variables no literal binds, a rule
 * of too many variables or places) is left to that evaluation. */
#include "config.h"
#include "qd-gdl-flat-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

/* ---- the evaluation */

/* The next step at which qd_gdl_step_within can say no: past the steps,
 * or the cancellable's turn (every 4096 steps). */
static inline guint64
next_check (const QdGdlFlat *flat)
{
  return MIN (flat->max_steps + 1, (flat->steps | 4095) + 1);
}

/* qd_gdl_step_within at the steps next_check names; the others counted. */
G_GNUC_NO_INLINE static gboolean
step_check (QdGdlFlat *flat)
{
  gboolean within;

  flat->steps--;
  within = qd_gdl_step_within (&flat->steps, &flat->max_steps, NULL, NULL);
  flat->check_at = next_check (flat);
  return within;
}

static inline gboolean
step_within (QdGdlFlat *flat)
{
  return G_LIKELY (++flat->steps < flat->check_at) || step_check (flat);
}

/* A value under the bindings: QD_GDL_NONE for a term the store lacks. */
static inline guint32
src_value (QdGdlFlat *flat, const Src *src)
{
  if (src->kind == SRC_CONST)
    return src->value;
  if (src->kind == SRC_VAR)
    return flat->subst[src->value];
  return qd_gdl_instance_found (&flat->program->store, src->value, flat->subst);
}

/* The tuple of `n` sources (read from their slots when they have them);
 * FALSE when one is a term the store lacks. */
static inline gboolean
src_tuple (QdGdlFlat *flat, const Src *srcs, const guint32 *slots, guint n, guint32 *tuple)
{
  if (slots != NULL)
    {
      for (guint i = 0; i < n; i++)
        tuple[i] = flat->subst[slots[i]];
      return TRUE;
    }
  for (guint i = 0; i < n; i++)
    if ((tuple[i] = src_value (flat, &srcs[i])) == QD_GDL_NONE)
      return FALSE;
  return TRUE;
}

/* Whether the candidate passes the step's operations (binding variables). */
static inline gboolean
run_ops (QdGdlFlat *flat, const Step *step, const guint32 *tuple, guint arity, const guint32 *keys)
{
  const QdGdlStore *store = &flat->program->store;
  guint32 regs[MAX_REGS];

  for (guint k = 0; k < step->n_ops; k++)
    {
      const Op *op = &step->ops[k];
      /* the tuple's places read where they are; opened arguments copied */
      guint32 v = op->reg < arity ? tuple[op->reg] : regs[op->reg];

      switch (op->kind)
        {
        case OP_CONST:
          if (v != op->value)
            return FALSE;
          break;
        case OP_KEY:
          if (v != keys[op->value])
            return FALSE;
          break;
        case OP_CHECK:
          if (v != flat->subst[op->value])
            return FALSE;
          break;
        case OP_BIND:
          flat->subst[op->value] = v;
          break;
        default:
          {
            const QdGdlTerm *t = qd_gdl_term (store, v);

            if (t->functor != op->value || t->arity != op->arity || t->is_var)
              return FALSE;
            for (guint i = 0; i < op->arity; i++)
              regs[op->dst + i] = qd_gdl_term_args (store, t)[i];
          }
        }
    }
  return TRUE;
}

/* The values a step's comparisons want (Step.runs), known before its
 * first candidate. */
G_ALWAYS_INLINE static inline void
run_expect (QdGdlFlat *flat, const Step *step, const guint32 *keys, guint32 *expect)
{
  if (step->compare_slots != NULL)
    {
      for (guint k = 0; k < step->n_compare; k++)
        expect[k] = flat->subst[step->compare_slots[k]];
      return;
    }
  for (guint k = 0; k < step->n_compare; k++)
    {
      const Op *op = &step->ops[k];

      expect[k] = op->kind == OP_CONST ? op->value : op->kind == OP_KEY ? keys[op->value] : flat->subst[op->value];
    }
}

/* Whether the candidate passes a step in runs (binding its variables). */
G_ALWAYS_INLINE static inline gboolean
run_runs (QdGdlFlat *flat, const Step *step, const guint32 *tuple, const guint32 *expect)
{
  const Op *ops = step->ops;
  guint32 *subst = flat->subst;
  guint k, n = step->n_ops, same = step->n_compare + step->n_same;

  for (k = 0; k < step->n_compare; k++)
    if (tuple[ops[k].reg] != expect[k])
      return FALSE;
  for (; k < same; k++)
    if (tuple[ops[k].reg] != tuple[ops[k].value])
      return FALSE;
  for (; k < n; k++)
    subst[ops[k].value] = tuple[ops[k].reg];
  return TRUE;
}

/* Whether the candidate passes the step. */
G_ALWAYS_INLINE static inline gboolean
run_step (QdGdlFlat *flat, const Step *step, const guint32 *tuple, guint arity, const guint32 *keys,
          const guint32 *expect)
{
  return step->runs ? run_runs (flat, step, tuple, expect) : run_ops (flat, step, tuple, arity, keys);
}

static void match_from (QdGdlFlat *flat, const Plan *plan, guint k);

/* The term a head's compound argument makes under the bindings, by its
 * memo when the memo has it (qd-gdl-flat-private.h). */
static guint32
memo_term (QdGdlFlat *flat, Memo *memo)
{
  QdGdlStore *store = &flat->program->store;
  guint32 values[MEMO_ARGS], id, slot;

  for (guint j = 0; j < memo->arity; j++)
    values[j] = src_value (flat, &memo->args[j]);
  slot = hash_ids (values, memo->arity) & (MEMO_SLOTS - 1);
  id = memo->ids[slot];
  if (id < store->terms->len)
    {
      const QdGdlTerm *t = qd_gdl_term (store, id);

      if (t->functor == memo->functor && t->arity == memo->arity && !t->is_var
          && tuple_equal (qd_gdl_term_args (store, t), values, memo->arity))
        return id;
    }
  id = qd_gdl_store_make (store, memo->functor, FALSE, memo->arity, values);
  memo->ids[slot] = id;
  return id;
}

static void
derive (QdGdlFlat *flat, const Plan *plan)
{
  Rel *rel = rel_at (flat, plan->head_rel);
  guint32 tuple[MAX_REGS];   /* a head's arity is at most MAX_REGS (qd_gdl_flat_new) */

  if (plan->head_simple)
    for (guint i = 0; i < rel->arity; i++)
      tuple[i] = flat->subst[plan->head_slots[i]];
  else
    for (guint i = 0; i < rel->arity; i++)
      {
        const Src *src = &plan->head[i];

        if (plan->head_slots[i] != G_MAXUINT)
          tuple[i] = flat->subst[plan->head_slots[i]];
        else if (plan->memo[i] != NULL)
          tuple[i] = memo_term (flat, plan->memo[i]);
        else
          tuple[i] = qd_gdl_instantiate (&flat->program->store, src->value, flat->subst);
        if (tuple[i] == QD_GDL_NONE)
          {
            flat->overflow = TRUE;
            return;
          }
      }
  if (flat->n_facts >= flat->max_facts)
    {
      flat->overflow = TRUE;
      return;
    }
  if (qd_gdl_flat_rel_add_quick (rel, tuple))
    flat->n_facts++;
  flat->derived = TRUE;
}

/* The candidate tuple i of step k's relation tried: FALSE when the scan
 * stops, the evaluation past its steps or the head, bound before step k,
 * derived (Plan.head_bound: the other candidates would derive it again). */
G_ALWAYS_INLINE static inline gboolean
candidate (QdGdlFlat *flat, const Plan *plan, guint k, const Step *step, const Rel *rel, guint32 i,
           const guint32 *keys, const guint32 *expect)
{
  if (!step_within (flat))
    {
      flat->overflow = TRUE;
      return FALSE;
    }
  /* a step that binds the head's last variables: each candidate a new head */
  if (k + 1 == plan->head_bound)
    flat->derived = FALSE;
  if (run_step (flat, step, rel_tuple (rel, i), rel->arity, keys, expect))
    match_from (flat, plan, k + 1);
  return !(k >= plan->head_bound && flat->derived);
}

static void
scan (QdGdlFlat *flat, const Plan *plan, guint k, Step *step)
{
  Rel *rel = rel_at (flat, step->rel);
  guint32 keys[KEY_PLACES], expect[MAX_REGS];
  guint from = 0, to = G_MAXUINT;
  gboolean keyed = step->kind != STEP_DELTA && step->n_keys > 0;

  if (step->kind == STEP_DELTA)
    from = flat->delta_lo, to = flat->delta_hi;
  else if (keyed && !src_tuple (flat, step->keys, step->key_slots, step->n_keys, keys))
    return;   /* an argument no term is: no fact has it */
  if (step->runs)
    run_expect (flat, step, keys, expect);
  if (keyed && rel->n > INDEX_MIN_FACTS)
    {
      const Head *head;

      if (step->index == NULL)
        step->index = qd_gdl_flat_rel_index (rel, step->places, step->n_keys);
      qd_gdl_flat_index_sync (step->index, rel, &flat->program->store);
      head = qd_gdl_flat_index_find (step->index, rel, keys, step->n_keys);
      for (guint32 i = head != NULL ? head->first : QD_GDL_NONE; i != QD_GDL_NONE && !flat->overflow;
           i = step->index->next[i])
        if (!candidate (flat, plan, k, step, rel, i, keys, expect))
          return;
      return;
    }
  for (guint i = from; i < MIN (to, rel->n) && !flat->overflow; i++)
    if (!candidate (flat, plan, k, step, rel, i, keys, expect))
      return;
}

static void
match_from (QdGdlFlat *flat, const Plan *plan, guint k)
{
  Step *step;
  guint32 tuple[MAX_REGS];   /* a literal's arity is at most MAX_REGS (qd_gdl_flat_new) */
  Rel *rel;

  if (k == plan->n_steps)
    {
      derive (flat, plan);
      return;
    }
  step = &plan->steps[k];
  switch (step->kind)
    {
    case STEP_SCAN:
    case STEP_DELTA:
      scan (flat, plan, k, step);
      return;
    case STEP_DISTINCT:
      {
        guint32 a = src_value (flat, &step->args[0]), b = src_value (flat, &step->args[1]);
        QdGdlStore *store = &flat->program->store;

        if (a == QD_GDL_NONE && b == QD_GDL_NONE)
          {
            /* two terms the store lacks: made, to compare */
            const guint32 x = step->args[0].value, y = step->args[1].value;

            a = qd_gdl_instantiate (store, x, flat->subst);
            b = qd_gdl_instantiate (store, y, flat->subst);
          }
        if (a != b)
          match_from (flat, plan, k + 1);
        return;
      }
    default:
      break;
    }
  rel = rel_at (flat, step->rel);
  if (!step_within (flat))
    {
      flat->overflow = TRUE;
      return;
    }
  if (step->kind == STEP_LOOKUP)
    {
      if (src_tuple (flat, step->args, step->arg_slots, rel->arity, tuple) && qd_gdl_flat_rel_has (rel, tuple))
        match_from (flat, plan, k + 1);
      return;
    }
  /* STEP_NEG: a term the store lacks is no fact */
  if (!src_tuple (flat, step->args, step->arg_slots, rel->arity, tuple) || !qd_gdl_flat_rel_has (rel, tuple))
    match_from (flat, plan, k + 1);
}

static void
join_rule (QdGdlFlat *flat, guint r, guint delta)
{
  Compiled *c = &flat->rules[r];
  gboolean empty = FALSE;

  if (flat->failed || flat->overflow)
    return;
  flat->joins++;
  /* a positive literal of a relation with no fact (outside the new facts
   * of a semi-naive pass): the body cannot hold */
  for (guint i = 0; i < c->n_positive && !empty; i++)
    empty = delta != c->positive[i] + 1 && rel_at (flat, c->rels[c->positive[i]])->n == 0;
  if (empty)
    return;
  if (c->plans[delta] == NULL)
    {
      c->plans[delta] = qd_gdl_flat_compile_plan (flat, c, delta);
      if (c->plans[delta] == NULL)
        {
          flat->failed = TRUE;
          return;
        }
    }
  memset (flat->subst, 0xff, (c->rule->n_vars + 1) * sizeof (guint32));
  flat->derived = FALSE;
  match_from (flat, c->plans[delta], 0);
}

/* A recursive stratum's passes after the first, as qd-gdl-join.c's
 * evaluate_deltas: each rule joined with the facts the pass before added
 * in one of its literals of the stratum, until a pass adds none. */
static void
evaluate_deltas (QdGdlFlat *flat, const FlatStratum *s)
{
  const guint *heads = &g_array_index (flat->heads, guint, s->first);
  const Reader *readers = &g_array_index (flat->readers, Reader, s->first_reader);
  gboolean more = TRUE;

  for (guint k = 0; k < s->n; k++)
    flat->hi[k] = 0;
  while (more && !flat->overflow && !flat->failed)
    {
      more = FALSE;
      for (guint k = 0; k < s->n; k++)
        {
          flat->lo[k] = flat->hi[k];
          flat->hi[k] = rel_at (flat, heads[k])->n;
          more |= flat->hi[k] > flat->lo[k];
        }
      for (guint i = 0; i < s->n_readers && more && !flat->overflow; i++)
        {
          guint k = readers[i].head;

          if (flat->hi[k] <= flat->lo[k])
            continue;
          flat->delta_lo = flat->lo[k];
          flat->delta_hi = flat->hi[k];
          join_rule (flat, readers[i].rule, readers[i].literal + 1);
        }
    }
}

static void
evaluate_strata (QdGdlFlat *flat)
{
  for (guint t = 0; t < flat->strata->len && !flat->overflow && !flat->failed; t++)
    {
      const FlatStratum *s = &g_array_index (flat->strata, FlatStratum, t);

      for (guint i = s->start; i < s->end; i++)
        if (flat->rules[flat->set.rule_order[i]].first_pass)
          join_rule (flat, flat->set.rule_order[i], 0);
      if (s->recursive)
        evaluate_deltas (flat, s);
    }
}

/* The strata of the set in its rule order, each recursive one's heads,
 * and each rule's place in them (evaluate_strata, evaluate_deltas). */
static void
plan_strata (QdGdlFlat *flat)
{
  const QdGdlRuleSet *set = &flat->set;
  const QdGdlStore *store = &flat->program->store;
  guint n = set->rules->len, start = 0, most = 1;

  flat->strata = g_array_new (FALSE, FALSE, sizeof (FlatStratum));
  flat->heads = g_array_new (FALSE, FALSE, sizeof (guint));
  flat->readers = g_array_new (FALSE, FALSE, sizeof (Reader));
  while (start < n)
    {
      guint32 stratum = set->stratum[qd_gdl_relation (store, flat->rules[set->rule_order[start]].rule->head)];
      FlatStratum s = { .start = start, .end = start, .recursive = set->recursive[stratum], .first = flat->heads->len,
                        .first_reader = flat->readers->len };

      while (s.end < n && set->stratum[qd_gdl_relation (store, flat->rules[set->rule_order[s.end]].rule->head)] == stratum)
        s.end++;
      for (guint i = s.start; i < s.end && s.recursive; i++)
        {
          guint h = flat->rules[set->rule_order[i]].head_rel, k;

          for (k = 0; k < s.n && g_array_index (flat->heads, guint, s.first + k) != h; k++)
            ;
          if (k == s.n)
            g_array_append_val (flat->heads, h), s.n++;
        }
      for (guint i = s.start; i < s.end; i++)
        {
          Compiled *c = &flat->rules[set->rule_order[i]];
          gboolean reads = FALSE;

          /* its positive literals of a relation the stratum derives, each
           * read over the new facts in the semi-naive passes */
          for (guint j = 0; j < c->rule->n_body; j++)
            {
              guint k = 0;

              while (k < s.n && g_array_index (flat->heads, guint, s.first + k) != c->rels[j])
                k++;
              if (qd_gdl_rule_body (flat->program, c->rule)[j].kind == QD_GDL_LIT_POS && k < s.n)
                {
                  Reader reader = { set->rule_order[i], j, k };

                  g_array_append_val (flat->readers, reader);
                  s.n_readers++;
                  reads = TRUE;
                }
            }
          c->first_pass = !set->plan_by_size || !s.recursive || !reads;
        }
      most = MAX (most, s.n);
      g_array_append_val (flat->strata, s);
      start = s.end;
    }
  flat->lo = g_new0 (guint, most);
  flat->hi = g_new0 (guint, most);
}

/* ---- the API */

static void
load_base (QdGdlFlat *flat, const QdGdlFacts *base, const guint8 *derived)
{
  const QdGdlStore *store = &flat->program->store;

  for (guint r = 0; r < flat->rels->len; r++)
    {
      Rel *rel = rel_at (flat, r);
      GArray *list;

      if (derived[r] || rel->symbol == QD_GDL_SYM_TRUE || rel->symbol == QD_GDL_SYM_DOES)
        continue;
      rel->fixed = TRUE;
      list = base != NULL ? qd_gdl_facts_of (base, rel->symbol) : NULL;
      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          const QdGdlTerm *t = qd_gdl_term (store, g_array_index (list, guint32, i));

          if (t->arity == rel->arity)
            qd_gdl_flat_rel_add (rel, qd_gdl_term_args (store, t));
        }
    }
}

QdGdlFlat *
qd_gdl_flat_new (QdGdlProgram *program, const QdGdlRuleSet *set, const QdGdlFacts *base)
{
  const QdGdlStore *store = &program->store;
  QdGdlFlat *flat = g_new0 (QdGdlFlat, 1);
  g_autofree guint8 *derived = NULL;

  flat->program = program;
  flat->set = *set;
  flat->rels = g_array_new (FALSE, TRUE, sizeof (Rel));
  flat->rel_ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  flat->rules = g_new0 (Compiled, MAX (set->rules->len, 1));
  flat->true_rel = flat->does_rel = QD_GDL_NONE;
  for (guint r = 0; r < set->rules->len; r++)
    {
      Compiled *c = &flat->rules[r];
      const QdGdlLiteral *body;

      c->rule = &g_array_index (set->rules, QdGdlRule, r);
      body = qd_gdl_rule_body (program, c->rule);
      if (c->rule->n_vars > MAX_VARS || qd_gdl_term (store, c->rule->head)->arity > MAX_REGS)
        {
          qd_gdl_flat_free (flat);
          return NULL;
        }
      flat->max_vars = MAX (flat->max_vars, c->rule->n_vars);
      c->head_rel = qd_gdl_flat_atom_rel (flat, c->rule->head);
      /* (the reader refuses a rule of `true`: its head is never a state's fact) */
      if (rel_at (flat, c->head_rel)->functor != QD_GDL_NONE)
        {
          qd_gdl_flat_free (flat);
          return NULL;
        }
      c->rels = g_new (guint, MAX (c->rule->n_body, 1));
      c->plans = g_new0 (Plan *, c->rule->n_body + 1);
      c->positive = g_new (guint, MAX (c->rule->n_body, 1));
      for (guint j = 0; j < c->rule->n_body; j++)
        {
          c->rels[j] = body[j].kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_flat_atom_rel (flat, body[j].term);
          if (body[j].kind == QD_GDL_LIT_POS)
            c->positive[c->n_positive++] = j;
          if (body[j].kind != QD_GDL_LIT_DISTINCT
              && qd_gdl_term (store, qd_gdl_flat_tuple_term (flat, body[j].term))->arity > MAX_REGS)
            {
              qd_gdl_flat_free (flat);
              return NULL;
            }
        }
    }
  derived = g_new0 (guint8, flat->rels->len);
  for (guint r = 0; r < set->rules->len; r++)
    derived[flat->rules[r].head_rel] = 1;
  plan_strata (flat);
  load_base (flat, base, derived);
  for (guint r = 0; r < flat->rels->len; r++)
    if (rel_at (flat, r)->symbol == QD_GDL_SYM_TRUE && rel_at (flat, r)->functor == QD_GDL_NONE
        && rel_at (flat, r)->arity == 1)
      flat->true_rel = r;
    else if (rel_at (flat, r)->symbol == QD_GDL_SYM_DOES && rel_at (flat, r)->arity == 2)
      flat->does_rel = r;
    else if (rel_at (flat, r)->functor != QD_GDL_NONE)
      flat->n_split++;
  /* each functor's relation of state facts, found by an array (a functor
   * of two arities: by rel_ids) */
  flat->n_split_of = store->names->len;
  flat->split_of = g_new0 (guint, flat->n_split_of + 1);
  for (guint r = 0; r < flat->rels->len; r++)
    if (rel_at (flat, r)->functor != QD_GDL_NONE && rel_at (flat, r)->functor < flat->n_split_of)
      flat->split_of[rel_at (flat, r)->functor] = flat->split_of[rel_at (flat, r)->functor] == 0 ? r + 1 : G_MAXUINT;
  flat->n_subst = flat->max_vars + 1;
  flat->subst = g_new (guint32, flat->n_subst);
  flat->const_slots = g_hash_table_new (NULL, NULL);
  return flat;
}

void
qd_gdl_flat_free (QdGdlFlat *flat)
{
  if (flat == NULL)
    return;
  for (guint r = 0; r < flat->set.rules->len && flat->rules[r].rule != NULL; r++)
    {
      Compiled *c = &flat->rules[r];

      for (guint j = 0; j <= c->rule->n_body && c->plans != NULL; j++)
        qd_gdl_flat_plan_free (c->plans[j]);
      g_free (c->plans);
      g_free (c->rels);
      g_free (c->positive);
    }
  for (guint r = 0; r < flat->rels->len; r++)
    qd_gdl_flat_rel_free (rel_at (flat, r));
  g_array_unref (flat->rels);
  g_hash_table_unref (flat->rel_ids);
  g_free (flat->rules);
  g_free (flat->subst);
  g_clear_pointer (&flat->const_slots, g_hash_table_unref);
  g_free (flat->split_of);
  g_clear_pointer (&flat->strata, g_array_unref);
  g_clear_pointer (&flat->heads, g_array_unref);
  g_clear_pointer (&flat->readers, g_array_unref);
  g_free (flat->lo);
  g_free (flat->hi);
  g_free (flat);
}

guint32
qd_gdl_flat_const_slot (QdGdlFlat *flat, guint32 constant)
{
  gpointer found = g_hash_table_lookup (flat->const_slots, GUINT_TO_POINTER (constant + 1));

  if (found != NULL)
    return GPOINTER_TO_UINT (found) - 1;
  flat->subst = g_renew (guint32, flat->subst, flat->n_subst + 1);
  flat->subst[flat->n_subst] = constant;
  g_hash_table_insert (flat->const_slots, GUINT_TO_POINTER (constant + 1), GUINT_TO_POINTER (flat->n_subst + 1));
  return flat->n_subst++;
}

/* The relation of a state's facts of F's functor and arity, or NULL. */
static Rel *
split_rel (QdGdlFlat *flat, const QdGdlTerm *f)
{
  guint64 key;
  gpointer found;
  guint r = f->functor < flat->n_split_of ? flat->split_of[f->functor] : G_MAXUINT;

  if (r != G_MAXUINT)
    return r != 0 && rel_at (flat, r - 1)->arity == f->arity ? rel_at (flat, r - 1) : NULL;
  key = rel_key (QD_GDL_SYM_TRUE, f->functor, f->arity);
  found = g_hash_table_lookup (flat->rel_ids, &key);
  return found != NULL ? rel_at (flat, GPOINTER_TO_UINT (found) - 1) : NULL;
}

/* The state's facts F: each (true F) in the relation of `true` where a
 * rule reads (true ?x), and F's arguments in the relation of F's functor
 * (qd_gdl_flat_tuple_term) where a rule reads one. */
static void
load_state (QdGdlFlat *flat, const guint32 *facts, guint n)
{
  const QdGdlStore *store = &flat->program->store;

  for (guint i = 0; i < n; i++)
    {
      const QdGdlTerm *f = qd_gdl_term (store, facts[i]);
      Rel *split;

      if (flat->true_rel != QD_GDL_NONE && qd_gdl_flat_rel_add (rel_at (flat, flat->true_rel), &facts[i]))
        flat->n_facts++;
      if (flat->n_split > 0 && (split = split_rel (flat, f)) != NULL
          && qd_gdl_flat_rel_add (split, qd_gdl_term_args (store, f)))
        flat->n_facts++;
    }
}

gboolean
qd_gdl_flat_evaluate (QdGdlFlat *flat, const guint32 *facts, guint n_facts, const guint32 *does, guint n_does,
                      gboolean *failed, GError **error)
{
  QdGdlProgram *program = flat->program;

  *failed = FALSE;
  for (guint r = 0; r < flat->rels->len; r++)
    if (!rel_at (flat, r)->fixed)
      rel_reset (rel_at (flat, r));
  flat->steps = flat->joins = 0;
  flat->max_steps = QD_GDL_MAX_GROUND_STEPS;
  flat->check_at = next_check (flat);
  flat->n_facts = 0;
  flat->max_facts = program->max_derived != 0 ? program->max_derived : QD_GDL_MAX_DERIVED;
  flat->overflow = FALSE;
  load_state (flat, facts, n_facts);
  for (guint i = 0; i < n_does && flat->does_rel != QD_GDL_NONE; i++)
    flat->n_facts += qd_gdl_flat_rel_add (rel_at (flat, flat->does_rel), does + 2 * i);
  evaluate_strata (flat);
  program->eval_work += qd_gdl_flat_work (flat);
  if (flat->failed)
    {
      *failed = TRUE;
      return FALSE;
    }
  if (flat->overflow)
    return qd_gdl_eval_limit_error (error, program, flat->max_facts);
  return TRUE;
}

guint64
qd_gdl_flat_work (const QdGdlFlat *flat)
{
  return flat->steps + (guint64) flat->n_facts * QD_GDL_EVAL_WORK_FACT / 2 + flat->joins * QD_GDL_EVAL_WORK_JOIN;
}

const guint32 *
qd_gdl_flat_derived (QdGdlFlat *flat, guint32 symbol, guint arity, guint *n)
{
  guint64 key = rel_key (symbol, QD_GDL_NONE, arity);
  gpointer found = g_hash_table_lookup (flat->rel_ids, &key);
  const Rel *rel = found != NULL ? rel_at (flat, GPOINTER_TO_UINT (found) - 1) : NULL;

  *n = rel != NULL ? rel->n : 0;
  return rel != NULL ? rel->tuples : NULL;
}
