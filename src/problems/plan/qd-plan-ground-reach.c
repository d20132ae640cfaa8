/* qd-plan-ground-reach.c — the relaxed reachability: a queue of reached
 * atoms, each joined in turn with the atoms processed before it over the
 * actions' join atoms (semi-naive evaluation: a binding is found when the
 * last of its atoms is processed, at the first position that atom fills),
 * the parameters no atom binds enumerated over their domains (counted
 * first), each binding's relaxed precondition evaluated, and the adds of
 * the bindings accepted queued.  Bindings whose precondition needs atoms
 * not reached yet (a disjunction, a quantifier) and `when` effects whose
 * condition is not reached yet wait, and are tried again whenever the queue
 * runs dry, until nothing new is reached.
 *
 * Walks recurse along a formula's tree (QD_PLAN_MAX_DEPTH bounds it) and
 * along an action's parameters (QD_PLAN_MAX_VARS). */
#include "config.h"
#include "qd-plan-ground-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#define BIT(slot) (G_GUINT64_CONSTANT (1) << (slot))

/* ---- the relaxed truth of a formula */

static guint
kid (const QdGrounder *g, const QdPlanFormula *f, guint i)
{
  return g_array_index (g->task->kids, guint, f->first + i);
}

static gboolean
atom_holds (QdGrounder *g, const QdPlanFormula *f, gboolean positive, gboolean optimistic)
{
  guint32 atom;

  if (g->fluent[f->predicate] && (!positive || optimistic))
    return TRUE;
  atom = qd_ground_formula_atom (g, f, FALSE);
  if (!g->fluent[f->predicate])
    return (atom != QD_GROUND_NONE && (*qd_ground_atom_flags (&g->atoms, atom) & QD_GROUND_ATOM_INIT)) == positive;
  return atom != QD_GROUND_NONE && (*qd_ground_atom_flags (&g->atoms, atom) & QD_GROUND_ATOM_REACHED);
}

typedef struct {
  gboolean any, positive, optimistic;
} Quantified;

/* Goes on while the part's truth is not `any` (a witness or a counterexample). */
static gboolean
visit_quantified (QdGrounder *g, const QdPlanFormula *f, gpointer data)
{
  const Quantified *q = data;

  return qd_ground_holds (g, (gint) kid (g, f, 0), q->positive, q->optimistic) != q->any;
}

gboolean
qd_ground_holds (QdGrounder *g, gint formula, gboolean positive, gboolean optimistic)
{
  const QdPlanFormula *f = qd_plan_formula (g->task, formula);
  Quantified q = { .positive = positive, .optimistic = optimistic };
  gboolean all;

  switch (f->kind)
    {
    case QD_PLAN_F_ATOM:
      return atom_holds (g, f, positive, optimistic);
    case QD_PLAN_F_EQUAL:
      return qd_ground_terms_equal (g, f) == positive;
    case QD_PLAN_F_NOT:
      return qd_ground_holds (g, (gint) kid (g, f, 0), !positive, optimistic);
    case QD_PLAN_F_AND:
    case QD_PLAN_F_OR:
      all = (f->kind == QD_PLAN_F_AND) == positive;
      for (guint i = 0; i < f->n; i++)
        if (qd_ground_holds (g, (gint) kid (g, f, i), positive, optimistic) != all)
          return !all;
      return all;
    case QD_PLAN_F_IMPLY:
      if (positive)
        return qd_ground_holds (g, (gint) kid (g, f, 0), FALSE, optimistic)
               || qd_ground_holds (g, (gint) kid (g, f, 1), TRUE, optimistic);
      return qd_ground_holds (g, (gint) kid (g, f, 0), TRUE, optimistic)
             && qd_ground_holds (g, (gint) kid (g, f, 1), FALSE, optimistic);
    case QD_PLAN_F_EXISTS:
    case QD_PLAN_F_FORALL:
      q.any = (f->kind == QD_PLAN_F_EXISTS) == positive;
      return qd_ground_each (g, f, 0, visit_quantified, &q) ? !q.any : q.any;
    default:
      return positive;
    }
}

/* ---- reaching atoms */

static gboolean
reach_atom (QdGrounder *g, guint32 atom)
{
  guint8 *flags = qd_ground_atom_flags (&g->atoms, atom);

  if (*flags & QD_GROUND_ATOM_REACHED)
    return TRUE;
  *flags |= QD_GROUND_ATOM_REACHED;
  g_array_append_val (g->queue, atom);
  if (g->fluent[qd_ground_atom (&g->atoms, atom)[0]] && ++g->n_facts > g->options.max_facts)
    return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_LIMIT,
                           _("more than %" PRIu64 " ground facts (the limit) reached in the relaxation"),
                           (uint64_t) g->options.max_facts);
  return TRUE;
}

static void relax_effect (QdGrounder *g, gint formula, gboolean *waiting);

static gboolean
visit_relax (QdGrounder *g, const QdPlanFormula *f, gpointer waiting)
{
  relax_effect (g, (gint) kid (g, f, 0), waiting);
  return !g->failed;
}

/* The adds of an accepted binding's effect; *waiting: a `when` whose
 * condition may hold later. */
static void
relax_effect (QdGrounder *g, gint formula, gboolean *waiting)
{
  const QdPlanFormula *f = qd_plan_formula (g->task, formula);

  if (f->kind == QD_PLAN_E_ADD)
    reach_atom (g, qd_ground_formula_atom (g, f, TRUE));
  else if (f->kind == QD_PLAN_E_WHEN)
    {
      if (qd_ground_holds (g, (gint) kid (g, f, 0), TRUE, FALSE))
        relax_effect (g, (gint) kid (g, f, 1), waiting);
      else if (qd_ground_holds (g, (gint) kid (g, f, 0), TRUE, TRUE))
        *waiting = TRUE;
    }
  else if (f->kind == QD_PLAN_F_FORALL)
    qd_ground_each (g, f, 0, visit_relax, waiting);
  else if (f->kind == QD_PLAN_F_AND)
    for (guint i = 0; i < f->n && !g->failed; i++)
      relax_effect (g, (gint) kid (g, f, i), waiting);
}

void
qd_ground_bind_instance (QdGrounder *g, guint instance)
{
  const guint32 *data = &g_array_index (g->instances, guint32, g_array_index (g->instance_start, guint32, instance));

  g->current = &g->actions[data[0]];
  g->slot_types = g->current->slot_types;
  g->fits = g->current->fits;
  for (guint i = 0; i < g->current->action->arity; i++)
    g->binding[i] = data[i + 1];
}

/* The binding of the current action is an operator: stored, counted, its
 * adds reached. */
static gboolean
accept (QdGrounder *g)
{
  const QdGroundAction *a = g->current;
  guint32 instance = g->instance_start->len, action = a->index;
  gboolean waiting = FALSE;

  if (++g->n_ops > g->options.max_ops)
    return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_LIMIT,
                           _("more than %" PRIu64 " ground operators (the limit)"), (uint64_t) g->options.max_ops);
  g_array_append_val (g->instance_start, g->instances->len);
  g_array_append_val (g->instances, action);
  g_array_append_vals (g->instances, g->binding, a->action->arity);
  if (a->action->effect >= 0)
    relax_effect (g, a->action->effect, &waiting);
  if (waiting)
    g_array_append_val (g->conditional, instance);
  return !g->failed;
}

/* A complete binding: accepted, waiting, or dropped. */
static gboolean
complete (QdGrounder *g)
{
  const QdGroundAction *a = g->current;
  guint32 action = a->index;

  if (!qd_ground_step (g))
    return FALSE;
  if (a->exact || a->action->precondition < 0 || qd_ground_holds (g, a->action->precondition, TRUE, FALSE))
    return accept (g);
  if (qd_ground_holds (g, a->action->precondition, TRUE, TRUE))
    {
      g_array_append_val (g->pending, action);
      g_array_append_vals (g->pending, g->binding, a->action->arity);
    }
  return TRUE;
}

/* The parameters not in `bound`, from the i-th on, over their domains. */
static gboolean
enumerate (QdGrounder *g, guint64 bound, guint i)
{
  const QdGroundAction *a = g->current;

  while (i < a->action->arity && (bound & BIT (i)) != 0)
    i++;
  if (i == a->action->arity)
    return complete (g);
  for (guint32 o = 0; o < g->n_objects; o++)
    if (a->fits[(gsize) i * g->n_objects + o])
      {
        g->binding[i] = o;
        if (!enumerate (g, bound, i + 1))
          return FALSE;
      }
  return TRUE;
}

/* Counts the bindings of the free parameters before making them. */
static gboolean
enumerate_free (QdGrounder *g, guint64 bound)
{
  const QdGroundAction *a = g->current;
  guint64 product = 1, limit = g->options.max_ops - MIN (g->n_ops, g->options.max_ops);

  for (guint i = 0; i < a->action->arity; i++)
    if ((bound & BIT (i)) == 0)
      {
        if (a->domain_n[i] == 0)
          return TRUE;
        product = product > limit ? product : product * a->domain_n[i];
      }
  if (product > limit)
    {
      g_autofree char *name = g_strdup (a->action->name);

      return qd_ground_fail (g, QD_PLAN_GROUND_ERROR_LIMIT,
                             g_dngettext (GETTEXT_PACKAGE,
                                          "more than %" PRIu64 " ground operators (the limit): %"
                                          PRIu64 " made, and at least %" PRIu64 " more binding of %s",
                                          "more than %" PRIu64 " ground operators (the limit): %"
                                          PRIu64 " made, and at least %" PRIu64 " more bindings of %s", product),
                             (uint64_t) g->options.max_ops, (uint64_t) g->n_ops, (uint64_t) product, name);
    }
  return enumerate (g, bound, 0);
}

/* ---- the join */

typedef struct {
  const guint *order;        /* the join positions, the trigger's first */
  guint trigger;             /* the trigger's position */
} Join;

/* Whether `atom` fits join atom `j` under the binding; binds the free
 * parameters it fills (into *bound). */
static gboolean
match (QdGrounder *g, const QdGroundJoinAtom *j, guint32 atom, guint64 *bound)
{
  const guint32 *args = qd_ground_atom (&g->atoms, atom) + 1;

  for (guint i = 0; i < j->n; i++)
    {
      guint32 term = j->terms[i], slot = term & ~QD_PLAN_VAR;

      if ((term & QD_PLAN_VAR) == 0)
        {
          if (args[i] != term)
            return FALSE;
        }
      else if ((*bound & BIT (slot)) != 0)
        {
          if (g->binding[slot] != args[i])
            return FALSE;
        }
      else if (!g->current->fits[(gsize) slot * g->n_objects + args[i]])
        return FALSE;
      else
        {
          g->binding[slot] = args[i];
          *bound |= BIT (slot);
        }
    }
  return TRUE;
}

/* The processed atoms that may fit `j`: the shortest list of an argument
 * already known, else all the predicate's. */
static GArray *
candidates (QdGrounder *g, const QdGroundJoinAtom *j, guint64 bound)
{
  GArray *best = g->processed[j->predicate];

  for (guint i = 0; i < j->n; i++)
    {
      guint32 term = j->terms[i];
      GArray *list;

      if ((term & QD_PLAN_VAR) != 0 && (bound & BIT (term & ~QD_PLAN_VAR)) == 0)
        continue;
      list = g->by_arg[j->predicate][(gsize) i * g->n_objects
                                     + ((term & QD_PLAN_VAR) != 0 ? g->binding[term & ~QD_PLAN_VAR] : term)];
      if (list == NULL)
        return NULL;
      if (list->len < best->len)
        best = list;
    }
  return best;
}

static gboolean
join_from (QdGrounder *g, const Join *join, guint k, guint64 bound)
{
  const QdGroundAction *a = g->current;
  const QdGroundJoinAtom *j;
  GArray *list;
  guint position;

  if (k == a->n_join)
    return enumerate_free (g, bound);
  position = join->order[k];
  j = &a->join[position];
  list = candidates (g, j, bound);
  for (guint c = 0; list != NULL && c < list->len; c++)
    {
      guint32 atom = g_array_index (list, guint32, c);
      guint64 more = bound;

      /* Found once: the trigger fills no position before its own. */
      if (atom == g->trigger && position < join->trigger)
        continue;
      if (match (g, j, atom, &more) && !join_from (g, join, k + 1, more))
        return FALSE;
    }
  return TRUE;
}

static void
index_atom (QdGrounder *g, guint32 atom)
{
  const guint32 *a = qd_ground_atom (&g->atoms, atom);
  guint n = g_array_index (g->task->predicates, QdPlanPredicate, a[0]).arity;
  GArray **lists = g->by_arg[a[0]];

  g_array_append_val (g->processed[a[0]], atom);
  for (guint i = 0; i < n; i++)
    {
      GArray **list = &lists[(gsize) i * g->n_objects + a[i + 1]];

      if (*list == NULL)
        *list = g_array_new (FALSE, FALSE, sizeof (guint32));
      g_array_append_val (*list, atom);
    }
}

/* A reached atom processed: joined at every position it may fill. */
static gboolean
process (QdGrounder *g, guint32 atom)
{
  guint predicate = qd_ground_atom (&g->atoms, atom)[0];
  GArray *triggers = g->triggers[predicate];

  index_atom (g, atom);
  g->trigger = atom;
  for (guint t = 0; t + 1 < triggers->len; t += 2)
    {
      const QdGroundAction *a = &g->actions[g_array_index (triggers, guint, t)];
      guint position = g_array_index (triggers, guint, t + 1);
      Join join = { .order = a->order + (gsize) position * a->n_join, .trigger = position };
      guint64 bound = 0;

      if (a->never)
        continue;
      g->current = a;
      g->fits = a->fits;
      g->slot_types = a->slot_types;
      if (match (g, &a->join[position], atom, &bound) && !join_from (g, &join, 1, bound))
        return FALSE;
    }
  return !g->failed;
}

/* The waiting bindings and `when` effects tried again: TRUE when the queue
 * grew. */
static gboolean
retry_waiting (QdGrounder *g)
{
  guint before = g->queue->len;
  g_autoptr(GArray) pending = g->pending;
  g_autoptr(GArray) conditional = g->conditional;

  g->pending = g_array_new (FALSE, FALSE, sizeof (guint32));
  g->conditional = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < pending->len && !g->failed; )
    {
      const QdGroundAction *a = &g->actions[g_array_index (pending, guint32, i)];

      g->current = a;
      g->fits = a->fits;
      g->slot_types = a->slot_types;
      for (guint k = 0; k < a->action->arity; k++)
        g->binding[k] = g_array_index (pending, guint32, i + 1 + k);
      complete (g);
      i += 1 + a->action->arity;
    }
  for (guint i = 0; i < conditional->len && !g->failed; i++)
    {
      gboolean waiting = FALSE;

      qd_ground_bind_instance (g, g_array_index (conditional, guint32, i));
      relax_effect (g, g->current->action->effect, &waiting);
      if (waiting)
        g_array_append_val (g->conditional, g_array_index (conditional, guint32, i));
    }
  return g->queue->len > before;
}

gboolean
qd_ground_reach (QdGrounder *g)
{
  for (guint32 atom = 0; atom < qd_ground_atoms_len (&g->atoms); atom++)
    reach_atom (g, atom);
  for (guint i = 0; i < g->task->actions->len && !g->failed; i++)
    if (g->actions[i].n_join == 0 && !g->actions[i].never)
      {
        g->current = &g->actions[i];
        g->fits = g->current->fits;
        g->slot_types = g->current->slot_types;
        enumerate_free (g, 0);
      }
  do
    while (g->queue_head < g->queue->len && !g->failed)
      {
        if (!qd_ground_step (g))
          return FALSE;
        process (g, g_array_index (g->queue, guint32, g->queue_head++));
      }
  while (!g->failed && retry_waiting (g));
  return !g->failed;
}
