/* qd-gdl-flat-plan.c — a rule of the compiled evaluation as a plan: its
 * literals in order, each positive one as operations on a tuple's places
 * and the index of those bound before it (qd-gdl-flat.c). */
#include "config.h"
#include "qd-gdl-flat-private.h"

#include <math.h>
#include <string.h>

static Src
src_of (const QdGdlStore *store, guint32 term)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);

  if (t->ground)
    return (Src) { SRC_CONST, term };
  if (t->is_var)
    return (Src) { SRC_VAR, t->functor };
  return (Src) { SRC_TERM, term };
}

/* The slot of subst a source is read from: a variable's, a constant's;
 * G_MAXUINT for a compound term. */
static guint32
src_slot (QdGdlFlat *flat, const Src *src)
{
  if (src->kind == SRC_TERM)
    return G_MAXUINT;
  return src->kind == SRC_VAR ? src->value : qd_gdl_flat_const_slot (flat, src->value);
}

/* The slots of the sources (Step.arg_slots), NULL when one is a compound
 * term. */
static guint32 *
slots_of (QdGdlFlat *flat, const Src *srcs, guint n)
{
  guint32 *slots = g_new (guint32, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    if ((slots[i] = src_slot (flat, &srcs[i])) == G_MAXUINT)
      {
        g_free (slots);
        return NULL;
      }
  return slots;
}

/* The slots of a step's values (Step.arg_slots, key_slots, compare_slots). */
static void
step_slots (QdGdlFlat *flat, Step *step)
{
  if (step->kind == STEP_LOOKUP || step->kind == STEP_NEG)
    step->arg_slots = slots_of (flat, step->args, rel_at (flat, step->rel)->arity);
  if (step->n_keys > 0)
    step->key_slots = slots_of (flat, step->keys, step->n_keys);
  if (!step->runs)
    return;
  step->compare_slots = g_new (guint32, MAX (step->n_compare, 1));
  for (guint k = 0; k < step->n_compare; k++)
    {
      const Op *op = &step->ops[k];

      if (op->kind == OP_KEY && step->key_slots == NULL)
        {
          g_clear_pointer (&step->compare_slots, g_free);
          return;
        }
      step->compare_slots[k] = op->kind == OP_CONST ? qd_gdl_flat_const_slot (flat, op->value)
                               : op->kind == OP_KEY ? step->key_slots[op->value]
                                                    : op->value;
    }
}

static guint
count_vars (const QdGdlStore *store, guint32 term, const guint8 *bound, gboolean want_bound, guint8 *seen)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint n = 0;

  if (t->ground)
    return 0;
  if (t->is_var)
    {
      if (seen[t->functor] || !bound[t->functor] != !want_bound)
        return 0;
      seen[t->functor] = 1;
      return 1;
    }
  for (guint i = 0; i < t->arity; i++)
    n += count_vars (store, qd_gdl_term_args (store, t)[i], bound, want_bound, seen);
  return n;
}

/* The operations matching pattern `term` against register `reg`, the
 * variables they bind marked in `bound`; FALSE past the registers. */
static gboolean
emit_match (const QdGdlStore *store, guint32 term, guint reg, guint8 *bound, GArray *ops, guint *n_regs)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  Op op = { .reg = reg };

  if (t->ground)
    op.kind = OP_CONST, op.value = term;
  else if (t->is_var && bound[t->functor])
    op.kind = OP_CHECK, op.value = t->functor;
  else if (t->is_var)
    {
      op.kind = OP_BIND, op.value = t->functor;
      bound[t->functor] = 1;
    }
  else
    {
      guint dst = *n_regs;

      if (dst + t->arity > MAX_REGS)
        return FALSE;
      *n_regs += t->arity;
      op.kind = OP_OPEN, op.value = t->functor, op.arity = t->arity, op.dst = dst;
      g_array_append_val (ops, op);
      for (guint i = 0; i < t->arity; i++)
        if (!emit_match (store, qd_gdl_term_args (store, t)[i], dst + i, bound, ops, n_regs))
          return FALSE;
      return TRUE;
    }
  g_array_append_val (ops, op);
  return TRUE;
}

/* Whether the term is compound, not ground, each argument a constant or
 * a variable (of no arguments): matched through its functor and
 * arguments. */
static gboolean
compound_open (const QdGdlStore *store, guint32 term)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);

  if (t->ground || t->is_var || t->arity + 1 >= FUNCTOR_SUB)
    return FALSE;
  for (guint i = 0; i < t->arity; i++)
    if (qd_gdl_term (store, qd_gdl_term_args (store, t)[i])->arity > 0)
      return FALSE;
  return TRUE;
}

/* The step's ops in runs (Step.runs) when it opens no argument: a check
 * of a variable that an earlier op of the step binds becomes OP_SAME,
 * the binding's register. */
static void
order_runs (Step *step)
{
  g_autofree Op *ops = g_memdup2 (step->ops, MAX (step->n_ops, 1) * sizeof (Op));
  guint n = 0;

  for (guint k = 0; k < step->n_ops; k++)
    if (ops[k].kind == OP_OPEN)
      return;
  for (guint k = 0; k < step->n_ops; k++)
    if (ops[k].kind == OP_CHECK)
      for (guint j = 0; j < k; j++)
        if (ops[j].kind == OP_BIND && ops[j].value == ops[k].value)
          {
            ops[k].kind = OP_SAME, ops[k].value = ops[j].reg;
            break;
          }
  for (guint pass = 0; pass < 3; pass++)
    for (guint k = 0; k < step->n_ops; k++)
      {
        gboolean compare = ops[k].kind == OP_CONST || ops[k].kind == OP_KEY || ops[k].kind == OP_CHECK;

        if ((pass == 0 && compare) || (pass == 1 && ops[k].kind == OP_SAME) || (pass == 2 && ops[k].kind == OP_BIND))
          step->ops[n++] = ops[k];
        step->n_compare += pass == 0 && compare;
        step->n_same += pass == 1 && ops[k].kind == OP_SAME;
      }
  step->runs = TRUE;
}

/* A positive literal's step (of relation `rel`), its variables then bound
 * (`bound`: n_vars bytes; `scratch`: n_vars more, for
 * qd_gdl_term_all_bound). */
static gboolean
compile_positive (QdGdlFlat *flat, Step *step, guint rel, guint32 atom, guint8 *bound, guint n_vars,
                  guint8 *scratch, gboolean delta)
{
  const QdGdlStore *store = &flat->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, qd_gdl_flat_tuple_term (flat, atom));
  const guint32 *args = qd_gdl_term_args (store, t);
  g_autoptr(GArray) ops = g_array_new (FALSE, FALSE, sizeof (Op));
  guint n_regs = t->arity, whole_key[MAX_REGS];
  gboolean lookup = !delta;

  step->rel = rel;
  /* a look-up of the tuple where every argument is a constant or a bound
   * variable; a compound argument is matched through an index of its
   * functor and arguments (nothing to find in the store) */
  for (guint i = 0; i < t->arity; i++)
    lookup &= qd_gdl_term_all_bound (store, args[i], bound, n_vars, scratch) && !compound_open (store, args[i]);
  if (lookup)
    {
      step->kind = STEP_LOOKUP;
      step->args = g_new (Src, MAX (t->arity, 1));
      for (guint i = 0; i < t->arity; i++)
        step->args[i] = src_of (store, args[i]);
      return TRUE;
    }
  step->kind = delta ? STEP_DELTA : STEP_SCAN;
  /* the index's places: the arguments bound before the literal, and of
   * the compound ones not bound, their functor and their arguments bound;
   * a bound compound argument is then compared with its key's value,
   * found once for the literal */
  for (guint i = 0; i < t->arity; i++)
    {
      const QdGdlTerm *a = qd_gdl_term (store, args[i]);

      whole_key[i] = G_MAXUINT;
      if (delta || step->n_keys == KEY_PLACES)
        continue;
      if (qd_gdl_term_all_bound (store, args[i], bound, n_vars, scratch)
          && !(compound_open (store, args[i]) && a->arity + 1 <= KEY_PLACES - step->n_keys))
        {
          if (!a->ground && !a->is_var)
            whole_key[i] = step->n_keys;
          step->places[step->n_keys] = i * PLACE_SUBS;
          step->keys[step->n_keys++] = src_of (store, args[i]);
          continue;
        }
      if (a->is_var)
        continue;
      step->places[step->n_keys] = i * PLACE_SUBS + FUNCTOR_SUB;
      step->keys[step->n_keys++] = (Src) { SRC_CONST, functor_key (a) };
      for (guint sub = 0; sub < a->arity && sub + 1 < FUNCTOR_SUB && step->n_keys < KEY_PLACES; sub++)
        {
          guint32 s = qd_gdl_term_args (store, a)[sub];
          const QdGdlTerm *st = qd_gdl_term (store, s);

          if (st->ground || (st->is_var && bound[st->functor]))
            {
              step->places[step->n_keys] = i * PLACE_SUBS + sub + 1;
              step->keys[step->n_keys++] = src_of (store, s);
            }
        }
    }
  for (guint i = 0; i < t->arity; i++)
    {
      if (whole_key[i] != G_MAXUINT)
        {
          Op op = { .kind = OP_KEY, .reg = i, .value = whole_key[i] };

          g_array_append_val (ops, op);
        }
      else if (!emit_match (store, args[i], i, bound, ops, &n_regs))
        return FALSE;
    }
  step->n_ops = ops->len;
  step->ops = (Op *) g_array_free (g_steal_pointer (&ops), FALSE);
  order_runs (step);
  return TRUE;
}

/* The memo of a head's compound argument (qd-gdl-flat-private.h), NULL
 * when an argument of it is compound. */
static Memo *
memo_new (const QdGdlStore *store, guint32 term)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  Memo *memo;

  if (t->arity > MEMO_ARGS)
    return NULL;
  for (guint j = 0; j < t->arity; j++)
    {
      const QdGdlTerm *a = qd_gdl_term (store, qd_gdl_term_args (store, t)[j]);

      if (!a->ground && !a->is_var)
        return NULL;
    }
  memo = g_new (Memo, 1);
  memo->functor = t->functor;
  memo->arity = t->arity;
  for (guint j = 0; j < t->arity; j++)
    memo->args[j] = src_of (store, qd_gdl_term_args (store, t)[j]);
  memset (memo->ids, 0xff, sizeof memo->ids);
  return memo;
}

/* A relation of more tuples is weighed by its size alone (fan_out). */
#define FAN_OUT_MAX_TUPLES 4096

/* A place of a literal for fan_out: argument `arg`, or with `sub` > 0
 * that argument's argument sub - 1 (a compound argument opened, as the
 * index reads it); `value` the constant it must have, or QD_GDL_NONE
 * for a bound variable's place. */
typedef struct {
  guint arg, sub;
  guint32 value;
} FanPlace;

static guint32
fan_value (const QdGdlStore *store, const guint32 *tuple, const FanPlace *p)
{
  const QdGdlTerm *t;

  if (p->sub == 0)
    return tuple[p->arg];
  t = qd_gdl_term (store, tuple[p->arg]);
  return p->sub - 1 < t->arity ? qd_gdl_term_args (store, t)[p->sub - 1] : QD_GDL_NONE;
}

/* The tuples of the literal's relation now that one binding of its bound
 * variables meets, on average: the tuples whose constants match, over
 * the distinct values those tuples have at the places of its bound
 * variables (chess's (true (cell ?x ?y ?piece)) with ?x and ?y bound: 1,
 * not 64 to the power of a third); 0 when no tuple matches its
 * constants; -1 for a relation too large to read at each choice. */
static double
fan_out (QdGdlFlat *flat, guint rel_index, guint32 atom, const guint8 *bound, guint n_vars, guint8 *scratch)
{
  const QdGdlStore *store = &flat->program->store;
  const Rel *rel = rel_at (flat, rel_index);
  const QdGdlTerm *t = qd_gdl_term (store, qd_gdl_flat_tuple_term (flat, atom));
  const guint32 *args = qd_gdl_term_args (store, t);
  FanPlace places[MAX_REGS];
  guint n_places = 0, matching = 0, distinct = 0, size = 1;
  g_autofree guint32 *seen = NULL;

  if (rel->n > FAN_OUT_MAX_TUPLES)
    return -1;
  for (guint i = 0; i < t->arity && n_places < MAX_REGS; i++)
    {
      const QdGdlTerm *a = qd_gdl_term (store, args[i]);

      if (a->ground || qd_gdl_term_all_bound (store, args[i], bound, n_vars, scratch))
        places[n_places++] = (FanPlace) { i, 0, a->ground ? args[i] : QD_GDL_NONE };
      else if (compound_open (store, args[i]))
        for (guint sub = 0; sub < a->arity && n_places < MAX_REGS; sub++)
          {
            guint32 s = qd_gdl_term_args (store, a)[sub];
            const QdGdlTerm *st = qd_gdl_term (store, s);

            if (st->ground || bound[st->functor])
              places[n_places++] = (FanPlace) { i, sub + 1, st->ground ? s : QD_GDL_NONE };
          }
    }
  while (size < 2 * rel->n)
    size *= 2;
  seen = g_new0 (guint32, size);
  for (guint j = 0; j < rel->n; j++)
    {
      const guint32 *tuple = rel_tuple (rel, j);
      guint32 values[MAX_REGS], hash;
      guint h, n_values = 0;
      gboolean match = TRUE;

      for (guint k = 0; k < n_places && match; k++)
        {
          guint32 v = fan_value (store, tuple, &places[k]);

          match = places[k].value == QD_GDL_NONE ? v != QD_GDL_NONE : v == places[k].value;
          values[n_values] = v;
          n_values += places[k].value == QD_GDL_NONE;
        }
      if (!match)
        continue;
      matching++;
      /* the bound places' values counted by their hash (0: an empty slot) */
      hash = hash_ids (values, n_values) | 1;
      for (h = hash & (size - 1); seen[h] != 0 && seen[h] != hash; h = (h + 1) & (size - 1))
        ;
      distinct += seen[h] == 0;
      seen[h] = hash;
    }
  return matching == 0 ? 0 : (double) matching / distinct;
}

/* Literal order as qd-gdl-join.c's plan_rule chooses it, with the
 * relations' sizes now; NULL when a check's variables stay unbound. */
Plan *
qd_gdl_flat_compile_plan (QdGdlFlat *flat, Compiled *c, guint delta)
{
  const QdGdlStore *store = &flat->program->store;
  const QdGdlRule *rule = c->rule;
  const QdGdlLiteral *body = qd_gdl_rule_body (flat->program, rule);
  guint n = rule->n_body, n_vars = rule->n_vars, n_order = 0;
  g_autofree guint8 *bound = g_new0 (guint8, n_vars + 1);
  g_autofree guint8 *seen = g_new0 (guint8, n_vars + 1);
  g_autofree guint8 *scratch = g_new0 (guint8, n_vars + 1);
  guint8 order[QD_GDL_MAX_BODY], done[QD_GDL_MAX_BODY] = { 0 };
  Plan *plan;

#define TAKE(i) (done[i] = 1, order[n_order++] = (i), qd_gdl_term_vars (store, body[i].term, bound))
  if (delta > 0)
    TAKE (delta - 1);
  /* the demand first (as qd-gdl-join.c's plan_rule), or after new facts
   * that leave some of its arguments free, as a check once they are bound */
  if (rule->lead && n > 0 && !done[0]
      && (delta == 0 || qd_gdl_term_all_bound (store, body[0].term, bound, n_vars, scratch)))
    TAKE (0);
  while (n_order < n)
    {
      gint best = -1, best_score = -1;
      double best_size = 0;
      gboolean checked = FALSE;
      guint n_positive = 0;

      for (guint i = 0; i < n && !checked; i++)
        if (!done[i] && (body[i].kind != QD_GDL_LIT_POS || (i == 0 && rule->lead))
            && qd_gdl_term_all_bound (store, body[i].term, bound, n_vars, scratch))
          TAKE (i), checked = TRUE;
      if (checked)
        continue;
      for (guint i = 0; i < n; i++)
        n_positive += !done[i] && body[i].kind == QD_GDL_LIT_POS;
      for (guint i = 0; i < n; i++)
        if (!done[i] && body[i].kind == QD_GDL_LIT_POS && !(i == 0 && rule->lead && n_positive > 1))
          {
            gint n_bound, n_free, score;
            guint size_of = rel_at (flat, c->rels[i])->n;
            double size;

            memset (seen, 0, n_vars + 1);
            n_bound = count_vars (store, body[i].term, bound, TRUE, seen);
            n_free = count_vars (store, body[i].term, bound, FALSE, seen);
            score = 2 * n_bound - n_free;
            if (flat->set.plan_by_size)
              {
                double fan = n_free == 0 ? 0 : fan_out (flat, c->rels[i], body[i].term, bound, n_vars, scratch);

                /* the bindings one binding makes, each place of a relation
                 * too large to read taken to split its facts alike */
                size = n_free == 0 ? 0
                       : fan >= 0 ? log2 (MAX (fan, 1.0))
                                  : log2 ((double) MAX (size_of, 1)) * n_free / (n_bound + n_free);
                if (best < 0 || size < best_size || (size == best_size && score > best_score))
                  best = i, best_score = score, best_size = size;
                continue;
              }
            if (best < 0 || score > best_score
                || (score == best_score && size_of < rel_at (flat, c->rels[best])->n))
              best = i, best_score = score;
          }
      if (best < 0)
        return NULL;
      TAKE (best);
    }
#undef TAKE
  plan = g_new0 (Plan, 1);
  plan->steps = g_new0 (Step, MAX (n, 1));
  plan->n_steps = n;
  memset (bound, 0, n_vars + 1);
  for (guint k = 0; k < n; k++)
    {
      const QdGdlLiteral *lit = &body[order[k]];
      Step *step = &plan->steps[k];

      if (lit->kind == QD_GDL_LIT_POS)
        {
          if (!compile_positive (flat, step, c->rels[order[k]], lit->term, bound, n_vars, scratch,
                                 delta == order[k] + 1u))
            {
              plan->n_steps = k + 1;
              qd_gdl_flat_plan_free (plan);
              return NULL;
            }
          continue;
        }
      if (lit->kind == QD_GDL_LIT_DISTINCT)
        {
          const QdGdlTerm *t = qd_gdl_term (store, lit->term);

          step->kind = STEP_DISTINCT;
          step->args = g_new (Src, 2);
          step->args[0] = src_of (store, qd_gdl_term_args (store, t)[0]);
          step->args[1] = src_of (store, qd_gdl_term_args (store, t)[1]);
          continue;
        }
      {
        const QdGdlTerm *t = qd_gdl_term (store, qd_gdl_flat_tuple_term (flat, lit->term));

        step->kind = STEP_NEG;
        step->rel = c->rels[order[k]];
        step->args = g_new (Src, MAX (t->arity, 1));
        for (guint i = 0; i < t->arity; i++)
          step->args[i] = src_of (store, qd_gdl_term_args (store, t)[i]);
      }
    }
  for (guint k = 0; k < n; k++)
    step_slots (flat, &plan->steps[k]);
  /* the first step after which the head's variables are all bound */
  memset (bound, 0, n_vars + 1);
  memset (seen, 0, n_vars + 1);
  qd_gdl_term_vars (store, rule->head, seen);
  for (plan->head_bound = 0; plan->head_bound < n; plan->head_bound++)
    {
      gboolean all = TRUE;

      for (guint v = 0; v <= n_vars && all; v++)
        all = !seen[v] || bound[v];
      if (all)
        break;
      if (body[order[plan->head_bound]].kind == QD_GDL_LIT_POS)
        qd_gdl_term_vars (store, body[order[plan->head_bound]].term, bound);
    }
  {
    const QdGdlTerm *h = qd_gdl_term (store, rule->head);

    plan->head_rel = c->head_rel;
    plan->head = g_new (Src, MAX (h->arity, 1));
    plan->memo = g_new0 (Memo *, MAX (h->arity, 1));
    plan->head_slots = g_new (guint32, MAX (h->arity, 1));
    plan->n_head = h->arity;
    plan->head_simple = TRUE;
    for (guint i = 0; i < h->arity; i++)
      {
        plan->head[i] = src_of (store, qd_gdl_term_args (store, h)[i]);
        plan->head_slots[i] = src_slot (flat, &plan->head[i]);
        if (plan->head_slots[i] == G_MAXUINT)
          {
            plan->memo[i] = memo_new (store, plan->head[i].value);
            plan->head_simple = FALSE;
          }
      }
  }
  return plan;
}

void
qd_gdl_flat_plan_free (Plan *plan)
{
  if (plan == NULL)
    return;
  for (guint k = 0; k < plan->n_steps; k++)
    {
      g_free (plan->steps[k].ops);
      g_free (plan->steps[k].args);
      g_free (plan->steps[k].arg_slots);
      g_free (plan->steps[k].key_slots);
      g_free (plan->steps[k].compare_slots);
    }
  g_free (plan->steps);
  for (guint i = 0; plan->memo != NULL && i < plan->n_head; i++)
    g_free (plan->memo[i]);
  g_free (plan->memo);
  g_free (plan->head);
  g_free (plan->head_slots);
  g_free (plan);
}
