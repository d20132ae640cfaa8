/* qd-plan-ground-ops.c — the operators of the accepted bindings: the
 * precondition's disjuncts, the effect's adds and deletes (unconditional,
 * and one group per disjunct of each `when` condition), `forall` effects
 * expanded, the cost summed.  The atoms the effects add and delete are
 * marked so, for the task's facts (qd-plan-ground-emit.c).
 *
 * Walks recurse along the effect's tree (QD_PLAN_MAX_DEPTH bounds it). */
#include "config.h"
#include "qd-plan-ground-private.h"

#include <glib/gi18n.h>

void
qd_ground_ops_init (QdGroundOps *ops)
{
  ops->ops = g_array_new (FALSE, FALSE, sizeof (QdGroundOp));
  ops->groups = g_array_new (FALSE, FALSE, sizeof (QdGroundGroup));
  ops->lits = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16);
  ops->adds = g_array_new (FALSE, FALSE, sizeof (guint32));
  ops->dels = g_array_new (FALSE, FALSE, sizeof (guint32));
}

void
qd_ground_ops_clear (QdGroundOps *ops)
{
  g_clear_pointer (&ops->ops, g_array_unref);
  g_clear_pointer (&ops->groups, g_array_unref);
  g_clear_pointer (&ops->lits, g_array_unref);
  g_clear_pointer (&ops->adds, g_array_unref);
  g_clear_pointer (&ops->dels, g_array_unref);
}

typedef struct {
  QdGrounder *g;
  QdGroundOps *ops;
  guint32 instance;
  GArray *adds, *dels;       /* guint32 atoms of the group being gathered */
  gboolean conditional;      /* inside a `when` */
  guint64 cost;
  gboolean unusable;         /* a cost term without a value */
} Gather;

static guint
kid (const QdGrounder *g, const QdPlanFormula *f, guint i)
{
  return g_array_index (g->task->kids, guint, f->first + i);
}

static guint32
append_run (QdGroundOps *ops, const guint32 *items, guint n)
{
  guint32 first = ops->lits->len;

  g_array_append_vals (ops->lits, items, n);
  return first;
}

static guint64
function_value (Gather *ga, const QdPlanFormula *f)
{
  const QdPlanTask *task = ga->g->task;
  guint n = g_array_index (task->functions, QdPlanPredicate, f->predicate).arity;
  guint32 args[QD_PLAN_MAX_VARS];
  g_autofree char *key = NULL;
  guint value;

  for (guint i = 0; i < n; i++)
    {
      guint32 term = g_array_index (task->terms, guint32, f->first + i);

      args[i] = (term & QD_PLAN_VAR) != 0 ? ga->g->binding[term & ~QD_PLAN_VAR] : term;
    }
  key = qd_plan_atom_key (f->predicate, args, n);
  value = GPOINTER_TO_UINT (g_hash_table_lookup (task->function_values, key));
  if (value == 0)
    ga->unusable = TRUE;
  return value > 0 ? g_array_index (task->values, guint64, value - 1) : 0;
}

static gboolean gather (Gather *ga, gint formula);

/* A `when`: its effect gathered apart, then one group per disjunct of its
 * condition (an empty disjunct: unconditional after all). */
static gboolean
gather_when (Gather *ga, const QdPlanFormula *f)
{
  QdGrounder *g = ga->g;
  Gather inner = *ga;
  QdGroundDnf dnf;
  gboolean ok;

  if (ga->conditional)
    return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_UNSUPPORTED, "%s", _("a when inside a when is not supported"));
  qd_ground_dnf_init (&dnf);
  inner.adds = g_array_new (FALSE, FALSE, sizeof (guint32));
  inner.dels = g_array_new (FALSE, FALSE, sizeof (guint32));
  inner.conditional = TRUE;
  ok = qd_ground_dnf (g, (gint) kid (g, f, 0), &dnf, ga->instance) && gather (&inner, (gint) kid (g, f, 1));
  for (guint i = 0; ok && i < dnf.conj->len; i += 2)
    {
      guint32 first = g_array_index (dnf.conj, guint32, i), n = g_array_index (dnf.conj, guint32, i + 1);
      QdGroundGroup group = { .cond_n = n, .add_n = inner.adds->len, .del_n = inner.dels->len };

      if (n == 0)
        {
          g_array_append_vals (ga->adds, inner.adds->data, inner.adds->len);
          g_array_append_vals (ga->dels, inner.dels->data, inner.dels->len);
          continue;
        }
      group.cond_first = append_run (ga->ops, n > 0 ? &g_array_index (dnf.lits, guint32, first) : NULL, n);
      group.add_first = append_run (ga->ops, (const guint32 *) (void *) inner.adds->data, inner.adds->len);
      group.del_first = append_run (ga->ops, (const guint32 *) (void *) inner.dels->data, inner.dels->len);
      g_array_append_val (ga->ops->groups, group);
    }
  g_array_unref (inner.adds);
  g_array_unref (inner.dels);
  qd_ground_dnf_clear (&dnf);
  return ok;
}

static gboolean
visit_gather (QdGrounder *g, const QdPlanFormula *f, gpointer data)
{
  return gather (data, (gint) kid (g, f, 0));
}

static gboolean
gather (Gather *ga, gint formula)
{
  QdGrounder *g = ga->g;
  const QdPlanFormula *f = qd_plan_formula (g->task, formula);
  guint32 atom;

  switch (f->kind)
    {
    case QD_PLAN_E_ADD:
      atom = qd_ground_formula_atom (g, f, TRUE);
      g_array_append_val (ga->adds, atom);
      return TRUE;
    case QD_PLAN_E_DELETE:
      atom = qd_ground_formula_atom (g, f, FALSE);
      if (atom != QD_GROUND_NONE && (*qd_ground_atom_flags (&g->atoms, atom) & QD_GROUND_ATOM_REACHED))
        g_array_append_val (ga->dels, atom);
      return TRUE;
    case QD_PLAN_E_INCREASE:
      if (ga->conditional)
        return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_UNSUPPORTED, "%s",
                               _("a cost inside a when effect is not supported"));
      ga->cost += f->by_function ? function_value (ga, f) : f->cost;
      return TRUE;
    case QD_PLAN_E_WHEN:
      return gather_when (ga, f);
    case QD_PLAN_F_FORALL:
      return qd_ground_each (g, f, 0, visit_gather, ga) && !g->failed;
    case QD_PLAN_F_AND:
      for (guint i = 0; i < f->n; i++)
        if (!gather (ga, (gint) kid (g, f, i)))
          return FALSE;
      return TRUE;
    default:
      return TRUE;
    }
}

static void
mark (QdGrounder *g, const GArray *lits, guint32 first, guint32 n, guint8 flag)
{
  for (guint32 i = 0; i < n; i++)
    *qd_ground_atom_flags (&g->atoms, g_array_index (lits, guint32, first + i)) |= flag;
}

/* The instance's effect groups (the unconditional one last); FALSE when
 * it failed or cannot be applied (*usable FALSE). */
static gboolean
make_groups (QdGrounder *g, QdGroundOps *ops, guint32 instance, guint64 *cost, gboolean *usable)
{
  Gather ga = { .g = g, .ops = ops, .instance = instance, .adds = ops->adds, .dels = ops->dels };
  QdGroundGroup group = { 0 };
  gboolean ok;

  g_array_set_size (ops->adds, 0);
  g_array_set_size (ops->dels, 0);
  ok = g->current->action->effect < 0 || gather (&ga, g->current->action->effect);

  group.add_n = ga.adds->len;
  group.add_first = append_run (ops, (const guint32 *) (void *) ga.adds->data, ga.adds->len);
  group.del_n = ga.dels->len;
  group.del_first = append_run (ops, (const guint32 *) (void *) ga.dels->data, ga.dels->len);
  g_array_append_val (ops->groups, group);
  *cost = g->task->costs ? ga.cost : 1;
  *usable = !ga.unusable;
  return ok;
}

/* One instance: its groups, then an operator per disjunct of its
 * precondition. */
static gboolean
make_instance (QdGrounder *g, QdGroundOps *ops, guint32 instance, QdGroundDnf *dnf)
{
  guint32 group_first = ops->groups->len;
  guint64 cost;
  gboolean usable;
  gint pre;

  qd_ground_bind_instance (g, instance);
  pre = g->current->action->precondition;
  if (!make_groups (g, ops, instance, &cost, &usable))
    return FALSE;
  g_array_set_size (dnf->lits, 0);
  g_array_set_size (dnf->conj, 0);
  if (pre >= 0 && !qd_ground_dnf (g, pre, dnf, instance))
    return FALSE;
  if (pre < 0)
    g_array_append_vals (dnf->conj, (guint32[]) { 0, 0 }, 2);
  for (guint i = 0; usable && i < dnf->conj->len; i += 2)
    {
      guint32 n = g_array_index (dnf->conj, guint32, i + 1);
      QdGroundOp op = {
        .instance = instance, .disjunct = i / 2, .pre_n = n,
        .pre_first = append_run (ops, n > 0 ? &g_array_index (dnf->lits, guint32, g_array_index (dnf->conj, guint32, i))
                                            : NULL, n),
        .group_first = group_first, .group_n = ops->groups->len - group_first, .cost = cost,
      };

      g_array_append_val (ops->ops, op);
    }
  for (guint32 k = group_first; usable && dnf->conj->len > 0 && k < ops->groups->len; k++)
    {
      const QdGroundGroup *group = &g_array_index (ops->groups, QdGroundGroup, k);

      mark (g, ops->lits, group->add_first, group->add_n, QD_GROUND_ATOM_ADDED);
      mark (g, ops->lits, group->del_first, group->del_n, QD_GROUND_ATOM_DELETED);
    }
  return TRUE;
}

gboolean
qd_ground_make_ops (QdGrounder *g, QdGroundOps *ops)
{
  QdGroundDnf dnf;
  gboolean ok = TRUE;

  qd_ground_dnf_init (&dnf);
  for (guint32 i = 0; ok && i < g->instance_start->len; i++)
    ok = qd_ground_step (g) && make_instance (g, ops, i, &dnf);
  qd_ground_dnf_clear (&dnf);
  return ok;
}
