/* qd-plan-ground.c — grounding's entry, and the QdStrips emitted from the
 * operators made: the atoms that can change become facts in their order,
 * the others are evaluated away (always true, always false), operators are
 * sorted, the goal put in normal form (an artificial fact when it is not a
 * conjunction). */
#include "config.h"
#include "qd-plan-ground-private.h"

#include <string.h>

typedef struct {
  QdGrounder *g;
  QdGroundOps *ops;
  QdStrips *strips;
  guint32 *fact;             /* per atom: its fact, or QD_GROUND_NONE */
  GArray *pre, *neg, *add, *del;  /* guint32 facts of a conditional effect or the goal */
  GArray *op_pre, *op_neg, *op_add, *op_del;  /* the operator's own */
} Emit;

/* ---- facts */

static gboolean
is_variable (const QdGrounder *g, guint32 atom)
{
  guint8 flags = *qd_ground_atom_flags (&g->atoms, atom);

  if (!g->fluent[qd_ground_atom (&g->atoms, atom)[0]])
    return FALSE;
  return (flags & QD_GROUND_ATOM_INIT) ? (flags & QD_GROUND_ATOM_DELETED) != 0 : (flags & QD_GROUND_ATOM_ADDED) != 0;
}

/* Predicates in declaration order, then arguments in object order. */
static gint
compare_atoms (gconstpointer a, gconstpointer b, gpointer data)
{
  const QdGrounder *g = data;
  const guint32 *x = qd_ground_atom (&g->atoms, *(const guint32 *) a);
  const guint32 *y = qd_ground_atom (&g->atoms, *(const guint32 *) b);
  guint n;

  if (x[0] != y[0])
    return x[0] < y[0] ? -1 : 1;
  n = g_array_index (g->task->predicates, QdPlanPredicate, x[0]).arity;
  for (guint i = 1; i <= n; i++)
    if (x[i] != y[i])
      return x[i] < y[i] ? -1 : 1;
  return 0;
}

static void
emit_facts (Emit *e)
{
  QdGrounder *g = e->g;
  guint n = qd_ground_atoms_len (&g->atoms);
  g_autoptr(GArray) facts = g_array_new (FALSE, FALSE, sizeof (guint32));

  e->fact = g_new (guint32, MAX (n, 1));
  for (guint32 a = 0; a < n; a++)
    {
      e->fact[a] = QD_GROUND_NONE;
      if (is_variable (g, a))
        g_array_append_val (facts, a);
    }
  g_array_sort_with_data (facts, compare_atoms, g);
  for (guint i = 0; i < facts->len; i++)
    {
      guint32 atom = g_array_index (facts, guint32, i);
      g_autofree char *name = qd_ground_atom_text (g, atom);

      e->fact[atom] = qd_strips_add_fact (e->strips, name, qd_ground_atom (&g->atoms, atom)[0]);
    }
}

/* A literal mapped to a fact into pre or neg: FALSE when it can never
 * hold (the operator or the group is impossible). */
static gboolean
map_literal (Emit *e, guint32 lit, GArray *pre, GArray *neg)
{
  guint32 atom = lit >> 1;
  gboolean negated = lit & 1, truth;

  if (e->fact[atom] != QD_GROUND_NONE)
    {
      g_array_append_val (negated ? neg : pre, e->fact[atom]);
      return TRUE;
    }
  truth = (*qd_ground_atom_flags (&e->g->atoms, atom) & QD_GROUND_ATOM_INIT) != 0;
  return truth != negated;
}

static gboolean
map_literals (Emit *e, guint32 first, guint32 n, GArray *pre, GArray *neg)
{
  for (guint32 i = 0; i < n; i++)
    if (!map_literal (e, g_array_index (e->ops->lits, guint32, first + i), pre, neg))
      return FALSE;
  return TRUE;
}

static void
map_atoms (Emit *e, guint32 first, guint32 n, GArray *out)
{
  for (guint32 i = 0; i < n; i++)
    {
      guint32 fact = e->fact[g_array_index (e->ops->lits, guint32, first + i)];

      if (fact != QD_GROUND_NONE)
        g_array_append_val (out, fact);
    }
}

/* Sorted, without repeats, appended to the pool. */
static QdStripsFacts
add_list (QdStrips *strips, GArray *facts)
{
  guint kept = 0;

  g_array_sort (facts, qd_ground_compare);
  for (guint i = 0; i < facts->len; i++)
    if (kept == 0 || g_array_index (facts, guint32, kept - 1) != g_array_index (facts, guint32, i))
      g_array_index (facts, guint32, kept++) = g_array_index (facts, guint32, i);
  g_array_set_size (facts, kept);
  return qd_strips_add_list (strips, (const guint32 *) (void *) facts->data, facts->len);
}

/* Drops from `dels` the facts `adds` holds (an add wins). */
static void
drop_added (GArray *dels, const GArray *adds)
{
  guint kept = 0;

  for (guint i = 0; i < dels->len; i++)
    {
      guint32 fact = g_array_index (dels, guint32, i);
      gboolean added = FALSE;

      for (guint k = 0; k < adds->len && !added; k++)
        added = g_array_index (adds, guint32, k) == fact;
      if (!added)
        g_array_index (dels, guint32, kept++) = fact;
    }
  g_array_set_size (dels, kept);
}

/* ---- operators */

static void
clear_lists (Emit *e)
{
  g_array_set_size (e->pre, 0);
  g_array_set_size (e->neg, 0);
  g_array_set_size (e->add, 0);
  g_array_set_size (e->del, 0);
}

/* A conditional group mapped into e's lists: FALSE when it can never
 * trigger or changes nothing. */
static gboolean
map_group (Emit *e, const QdGroundGroup *group)
{
  clear_lists (e);
  if (!map_literals (e, group->cond_first, group->cond_n, e->pre, e->neg))
    return FALSE;
  map_atoms (e, group->add_first, group->add_n, e->add);
  map_atoms (e, group->del_first, group->del_n, e->del);
  return e->add->len > 0 || e->del->len > 0;
}

/* Whether some effect of `op` deletes fact f. */
static gboolean
op_deletes (Emit *e, const QdGroundOp *op, guint32 f)
{
  for (guint32 k = op->group_first; k < op->group_first + op->group_n; k++)
    {
      const QdGroundGroup *group = &g_array_index (e->ops->groups, QdGroundGroup, k);

      for (guint32 i = 0; i < group->del_n; i++)
        if (e->fact[g_array_index (e->ops->lits, guint32, group->del_first + i)] == f)
          return TRUE;
    }
  return FALSE;
}

/* Whether the group just mapped acts as an unconditional one: its
 * condition always holds; or it is (when p (not p)) alone, which makes p
 * false whatever the state; or (when (not p) p) alone, which makes p true
 * whatever the state unless the operator deletes p too.  Fast Downward's
 * translator simplifies them the same way; kept conditional, the delete
 * relaxation gives each its own unit and a share of the operator's cost
 * (schedule's do-time-step, which frees every machine and part, shared
 * its cost 1 among 60 units and LM-cut found its landmarks free). */
static gboolean
acts_unconditional (Emit *e, const QdGroundOp *op)
{
  guint32 p;

  if (e->pre->len + e->neg->len == 0)
    return TRUE;
  if (e->pre->len + e->neg->len != 1 || e->add->len + e->del->len != 1)
    return FALSE;
  if (e->pre->len == 1 && e->del->len == 1)
    return g_array_index (e->pre, guint32, 0) == g_array_index (e->del, guint32, 0);
  if (e->neg->len == 1 && e->add->len == 1)
    {
      p = g_array_index (e->add, guint32, 0);
      return g_array_index (e->neg, guint32, 0) == p && !op_deletes (e, op, p);
    }
  return FALSE;
}

/* The operator's conditional groups, mapped: those that act as
 * unconditional merged into adds and dels; the count of the others. */
static guint
merge_unconditional (Emit *e, const QdGroundOp *op, GArray *adds, GArray *dels)
{
  guint n = 0;

  for (guint32 k = op->group_first; k < op->group_first + op->group_n; k++)
    {
      const QdGroundGroup *group = &g_array_index (e->ops->groups, QdGroundGroup, k);

      if (group->cond_n == 0 || !map_group (e, group))
        continue;
      if (!acts_unconditional (e, op))
        n++;
      else
        {
          g_array_append_vals (adds, e->add->data, e->add->len);
          g_array_append_vals (dels, e->del->data, e->del->len);
        }
    }
  return n;
}

static void
emit_effects (Emit *e, const QdGroundOp *op)
{
  for (guint32 k = op->group_first; k < op->group_first + op->group_n; k++)
    {
      const QdGroundGroup *group = &g_array_index (e->ops->groups, QdGroundGroup, k);
      QdStripsFacts pre, neg, add, del;

      if (group->cond_n == 0 || !map_group (e, group) || acts_unconditional (e, op))
        continue;
      pre = add_list (e->strips, e->pre);
      neg = add_list (e->strips, e->neg);
      add = add_list (e->strips, e->add);
      del = add_list (e->strips, e->del);
      qd_strips_add_effect (e->strips, pre, neg, add, del);
    }
}

static void
emit_op (Emit *e, const QdGroundOp *op)
{
  GArray *pre = e->op_pre, *neg = e->op_neg, *adds = e->op_add, *dels = e->op_del;
  const guint32 *data;
  g_autofree char *name = NULL;
  QdStripsFacts lists[4];
  guint n_conditional;

  g_array_set_size (pre, 0);
  g_array_set_size (neg, 0);
  g_array_set_size (adds, 0);
  g_array_set_size (dels, 0);
  if (!map_literals (e, op->pre_first, op->pre_n, pre, neg))
    return;
  for (guint32 k = op->group_first; k < op->group_first + op->group_n; k++)
    {
      const QdGroundGroup *group = &g_array_index (e->ops->groups, QdGroundGroup, k);

      if (group->cond_n == 0)
        {
          map_atoms (e, group->add_first, group->add_n, adds);
          map_atoms (e, group->del_first, group->del_n, dels);
        }
    }
  n_conditional = merge_unconditional (e, op, adds, dels);
  drop_added (dels, adds);
  /* Adds among the preconditions change nothing (unless a conditional
   * effect deletes them); an operator that changes nothing is left out. */
  if (n_conditional == 0)
    drop_added (adds, pre);
  if (adds->len == 0 && dels->len == 0 && n_conditional == 0)
    return;
  data = &g_array_index (e->g->instances, guint32, g_array_index (e->g->instance_start, guint32, op->instance));
  name = qd_ground_action_text (e->g, data[0], data + 1);
  lists[0] = add_list (e->strips, pre);
  lists[1] = add_list (e->strips, neg);
  lists[2] = add_list (e->strips, adds);
  lists[3] = add_list (e->strips, dels);
  qd_strips_add_op (e->strips, name, lists[0], lists[1], lists[2], lists[3], op->cost);
  emit_effects (e, op);
}

/* Actions in declaration order, then their arguments in object order. */
static gint
compare_instances (gconstpointer a, gconstpointer b, gpointer data)
{
  const QdGrounder *sort_grounder = data;
  const GArray *start = sort_grounder->instance_start, *arena = sort_grounder->instances;
  const guint32 *x = &g_array_index (arena, guint32, g_array_index (start, guint32, *(const guint32 *) a));
  const guint32 *y = &g_array_index (arena, guint32, g_array_index (start, guint32, *(const guint32 *) b));
  guint n;

  if (x[0] != y[0])
    return x[0] < y[0] ? -1 : 1;
  n = sort_grounder->actions[x[0]].action->arity;
  for (guint i = 1; i <= n; i++)
    if (x[i] != y[i])
      return x[i] < y[i] ? -1 : 1;
  return 0;
}

static void
emit_ops (Emit *e)
{
  guint n = e->g->instance_start->len;
  g_autoptr(GArray) sorted = g_array_sized_new (FALSE, FALSE, sizeof (guint32), n);
  g_autofree guint32 *first_op = g_new (guint32, n + 1);
  const guint32 *order;

  for (guint32 i = 0; i < n; i++)
    g_array_append_val (sorted, i);
  g_array_sort_with_data (sorted, compare_instances, e->g);
  order = (const guint32 *) (void *) sorted->data;
  /* An instance's operators are consecutive, in disjunct order. */
  for (guint32 i = 0; i <= n; i++)
    first_op[i] = e->ops->ops->len;
  for (guint32 k = e->ops->ops->len; k-- > 0; )
    first_op[g_array_index (e->ops->ops, QdGroundOp, k).instance] = k;
  for (guint32 i = 0; i < n; i++)
    for (guint32 k = first_op[order[i]];
         k < e->ops->ops->len && g_array_index (e->ops->ops, QdGroundOp, k).instance == order[i]; k++)
      emit_op (e, &g_array_index (e->ops->ops, QdGroundOp, k));
}

/* ---- the goal */

/* An artificial fact standing for the goal, and the artificial operators
 * adding it, one per disjunct (none: the goal is unreachable). */
static void
emit_goal_fact (Emit *e, GArray *disjuncts)
{
  guint32 fact = qd_strips_add_fact (e->strips, "(goal-reached)", e->g->task->predicates->len);
  QdStripsFacts add = qd_strips_add_list (e->strips, &fact, 1), none = { 0, 0 };

  for (guint i = 0; i < disjuncts->len; i += 2)
    {
      guint op;

      clear_lists (e);
      map_literals (e, g_array_index (disjuncts, guint32, i), g_array_index (disjuncts, guint32, i + 1), e->pre,
                    e->neg);
      op = qd_strips_add_op (e->strips, "(reach-goal)", add_list (e->strips, e->pre), add_list (e->strips, e->neg),
                             add, none, 0);
      e->strips->ops[op].artificial = TRUE;
    }
  e->strips->goal = add;
}

/* The goal's disjuncts that can hold; one: the goal's lists, more: an
 * artificial fact.  FALSE when none can (unsolvable). */
static gboolean
emit_goal (Emit *e, const QdGroundDnf *dnf)
{
  g_autoptr(GArray) possible = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) pre = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) neg = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint32 offset = e->ops->lits->len;

  /* The literals where map_literals reads them. */
  g_array_append_vals (e->ops->lits, dnf->lits->data, dnf->lits->len);
  for (guint i = 0; i < dnf->conj->len; i += 2)
    g_array_index (dnf->conj, guint32, i) += offset;
  for (guint i = 0; i < dnf->conj->len; i += 2)
    {
      g_array_set_size (pre, 0);
      g_array_set_size (neg, 0);
      if (map_literals (e, g_array_index (dnf->conj, guint32, i), g_array_index (dnf->conj, guint32, i + 1), pre, neg))
        g_array_append_vals (possible, &g_array_index (dnf->conj, guint32, i), 2);
    }
  if (possible->len == 2)
    {
      g_array_set_size (pre, 0);
      g_array_set_size (neg, 0);
      map_literals (e, g_array_index (possible, guint32, 0), g_array_index (possible, guint32, 1), pre, neg);
      e->strips->goal = add_list (e->strips, pre);
      e->strips->goal_neg = add_list (e->strips, neg);
    }
  else
    emit_goal_fact (e, possible);
  return possible->len > 0;
}

/* ---- grounding */

static void
set_init (Emit *e)
{
  for (guint32 a = 0; a < qd_ground_atoms_len (&e->g->atoms); a++)
    if (e->fact[a] != QD_GROUND_NONE && (*qd_ground_atom_flags (&e->g->atoms, a) & QD_GROUND_ATOM_INIT))
      qd_strips_set (e->strips->init, e->fact[a]);
}

QdStrips *
qd_ground_emit (QdGrounder *g, QdGroundOps *ops, QdPlanGroundStats *stats)
{
  Emit e = {
    .g = g, .ops = ops, .strips = qd_strips_new (),
    .pre = g_array_new (FALSE, FALSE, sizeof (guint32)), .neg = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .add = g_array_new (FALSE, FALSE, sizeof (guint32)), .del = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .op_pre = g_array_new (FALSE, FALSE, sizeof (guint32)), .op_neg = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .op_add = g_array_new (FALSE, FALSE, sizeof (guint32)), .op_del = g_array_new (FALSE, FALSE, sizeof (guint32)),
  };
  GArray *scratch[] = { e.pre, e.neg, e.add, e.del, e.op_pre, e.op_neg, e.op_add, e.op_del };
  QdGroundDnf goal;
  gboolean ok;

  qd_ground_dnf_init (&goal);
  g->current = NULL;
  g->fits = NULL;
  g->slot_types = &g_array_index (g->task->var_types, QdPlanTypes, g->task->goal_var_types);
  ok = qd_ground_dnf (g, g->task->goal, &goal, QD_GROUND_NONE);
  if (ok)
    {
      emit_facts (&e);
      emit_ops (&e);
      stats->goal_reachable = emit_goal (&e, &goal);
      e.strips->has_costs = g->task->costs;
      qd_strips_seal (e.strips);
      set_init (&e);
    }
  qd_ground_dnf_clear (&goal);
  g_free (e.fact);
  for (guint i = 0; i < G_N_ELEMENTS (scratch); i++)
    g_array_unref (scratch[i]);
  if (!ok)
    g_clear_pointer (&e.strips, qd_strips_free);
  return e.strips;
}

QdStrips *
qd_plan_ground (const QdPlanTask *task, const QdPlanGroundOptions *options, QdPlanGroundStats *stats,
                GError **error)
{
  gint64 start = g_get_monotonic_time ();
  QdPlanGroundStats own = { 0 };
  QdGrounder g = { .task = task };
  QdGroundOps ops;
  QdStrips *strips = NULL;

  if (options != NULL)
    g.options = *options;
  g.options.max_ops = g.options.max_ops > 0 ? g.options.max_ops : QD_PLAN_GROUND_DEFAULT_MAX_OPS;
  g.options.max_facts = g.options.max_facts > 0 ? g.options.max_facts : QD_PLAN_GROUND_DEFAULT_MAX_FACTS;
  g.options.max_disjuncts = g.options.max_disjuncts > 0 ? g.options.max_disjuncts
                                                         : QD_PLAN_GROUND_DEFAULT_MAX_DISJUNCTS;
  stats = stats != NULL ? stats : &own;
  *stats = (QdPlanGroundStats) { 0 };
  qd_ground_ops_init (&ops);
  if (qd_ground_prepare (&g, error) && qd_ground_reach (&g) && qd_ground_make_ops (&g, &ops))
    strips = qd_ground_emit (&g, &ops, stats);
  if (strips != NULL && g.options.relevant_only)
    strips = qd_ground_relevant (strips);
  stats->n_bindings = g.instance_start->len;
  stats->n_atoms = g.n_facts;
  if (strips != NULL)
    {
      stats->n_facts = strips->n_facts;
      stats->n_ops = strips->n_ops;
      stats->n_effects = strips->n_effects;
    }
  qd_ground_ops_clear (&ops);
  qd_ground_clear (&g);
  stats->time_us = g_get_monotonic_time () - start;
  return strips;
}
