/* qd-local.c — local search: min-conflicts for CSPs (qd_min_conflicts_*).
 * Hill climbing and simulated annealing are in qd-local-anneal.c. */
#include "qd-local.h"
#include "qd-csp-private.h"
#include "qd-owned.h"
#include "qd-random.h"

#include <string.h>

/* Steps between two looks at the stop flag and the clock. */
#define STOP_CHECK_INTERVAL 1024

/* ========================================================= min-conflicts */

/* One constraint seen from one of its variables.  A binary constraint, or a
 * propagator of two variables that lists its conflicts, is "counted": what
 * it forbids to the other variable's values is kept in `counts` as the
 * variables change; any other constraint is checked value by value when
 * its variable is scored. */
typedef struct {
  guint constraint;
  guint other;              /* counted: the other variable; otherwise G_MAXUINT */
  guint aux;                /* binary: words per value of the other's domain; counted
                             * propagator: MC_PROPAGATOR | its class's conflicts' index
                             * in `conflicts` << 1 | this variable's position in the scope;
                             * otherwise the variable's position in the scope */
  /* Binary: for each value here, its supports in `other`; counted
   * propagator: its data.  Copied here so that a step does not visit the
   * constraint itself (1,000 queens: 999 constraints a step). */
  gconstpointer ptr;
} McIncidence;

#define MC_PROPAGATOR 0x80000000u
/* A constraint's violations as a score counts at most this much, so that a
 * variable's scores add up without wrapping. */
#define MC_MEASURE_MAX (1u << 20)
/* Distinct classes of counted propagators (others are checked). */
#define MC_CLASSES_MAX 16

typedef guint (*McConflictsFunc) (gconstpointer data, guint pos, guint value, guint *out);

struct _QdMinConflicts {
  QdOwned owned;          /* the arrays below and the constraints' states */
  const QdCsp *csp;
  QdMinConflictsOptions options;
  guint n_vars;
  guint n_cons;

  /* Constraints of each variable: inc[inc_offset[v] .. inc_end[v]),
   * in the order of the variable's list, that is of the constraints (the
   * order of the updates, hence of the set of variables in conflict, which
   * the random draws index). */
  guint *inc_offset;
  guint *inc_end;           /* where each variable's incidences end (implied ones left out) */
  McIncidence *inc;
  guint *n_checked;         /* per variable: its constraints that are not counted */
  /* Initial domains as value lists: dom_values[dom_offset[v] .. + dom_count[v]);
   * slot_offset[v] + value indexes per-(variable, value) arrays. */
  guint *dom_offset;
  guint *dom_count;
  guint *dom_values;
  guint *slot_offset;
  guint64 *last_mask;       /* per variable: the bits of its last domain word in use */
  guint64 *tabu_until;      /* per slot: the first step the value is allowed again */
  guint *counts;            /* per slot: counted constraints violated if the variable
                             * took the value, the others keeping theirs */
  gsize n_slots;

  /* The assignment and what it violates. */
  gint *values;
  guint8 *violated;         /* per constraint */
  guint n_violated;
  guint64 *measure;         /* per constraint not counted: its violations (qd-csp.h) */
  gpointer *state;          /* per constraint with a local class: its state, else NULL */
  guint64 cost;             /* the violations of every constraint (a counted one: 1) */
  guint64 best_cost;        /* the least cost seen (aspiration) */
  guint *n_conflicts;       /* per variable: what blames it (the violated constraints
                             * it is in, and what local classes tell) */
  guint *conflicted;        /* dense set of the variables with n_conflicts > 0 */
  guint *conflicted_pos;
  guint n_conflicted;

  guint *scores;            /* per value of a domain: violations with that value */
  guint *ties;
  guint n_ties;             /* of the last step that scored (0: it stayed or walked) */
  gboolean walked;          /* the last step was a random walk */
  gboolean *tabu_seen;      /* on_choose: per value of a domain, passed over as tabu */
  guint conflict_buf[QD_CSP_CONFLICTS_MAX];
  McConflictsFunc conflicts[MC_CLASSES_MAX];  /* the counted propagators' */
  guint n_classes;
  guint blaming;             /* the constraint whose local class is moving */
  guint64 rng;
  QdMinConflictsStats stats;
};

void
qd_min_conflicts_options_init (QdMinConflictsOptions *options)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->walk_probability = 0.05;
  options->tabu_tenure = 10;
}

/* A constraint local search leaves out: implied by the others, or an
 * objective (QdCspPropagatorClass.implied). */
static inline gboolean
mc_left_out (const QdCspConstraint *con)
{
  return con->kind == QD_CSP_KIND_PROPAGATOR && con->klass->implied;
}

/* The constraint's local class (qd-csp.h), or NULL. */
static inline const QdCspLocalClass *
mc_local (const QdCspConstraint *con)
{
  return con->kind == QD_CSP_KIND_PROPAGATOR && !con->klass->implied ? con->klass->local : NULL;
}

/* The incidence of constraint c on the variable at `pos` in its scope:
 * counted or checked. */
static void
mc_incidence_init (QdMinConflicts *mc, McIncidence *inc, guint c, guint pos)
{
  const QdCspConstraint *con = qd_csp_con (mc->csp, c);

  inc->constraint = c;
  inc->other = G_MAXUINT;
  inc->aux = pos;
  inc->ptr = NULL;
  if (con->kind == QD_CSP_KIND_BINARY)
    {
      inc->other = con->scope[1 - pos];
      inc->aux = qd_csp_var (mc->csp, inc->other)->n_words;
      inc->ptr = con->support[pos];
    }
  else if (con->kind == QD_CSP_KIND_PROPAGATOR && con->klass->conflicts != NULL && con->arity == 2 &&
           con->scope[0] != con->scope[1])
    {
      guint k = 0;

      while (k < mc->n_classes && mc->conflicts[k] != con->klass->conflicts)
        k++;
      if (k == MC_CLASSES_MAX)
        return;
      if (k == mc->n_classes)
        mc->conflicts[mc->n_classes++] = con->klass->conflicts;
      inc->other = con->scope[1 - pos];
      inc->aux = MC_PROPAGATOR | k << 1 | pos;
      inc->ptr = con->data;
    }
}

/* The constraints' states, freed through the block (`state` is its own part). */
static void
free_states (QdMinConflicts *mc)
{
  for (guint c = 0; c < mc->n_cons; c++)
    if (mc->state[c] != NULL)
      mc_local (qd_csp_con (mc->csp, c))->state_free (mc->state[c]);
}

QdMinConflicts *
qd_min_conflicts_new (const QdCsp *csp, const QdMinConflictsOptions *options)
{
  QdMinConflicts *mc;
  guint n, max_size = 1;
  gsize total_inc = 0, total_values = 0, total_size = 0;

  g_return_val_if_fail (csp != NULL, NULL);
  n = csp->variables->len;
  for (guint v = 0; v < n; v++)
    {
      const QdCspVariable *var = qd_csp_var (csp, v);

      if (var->initial_count == 0)
        return NULL;
      total_inc += var->constraints->len;
      total_values += var->initial_count;
      total_size += var->size;
      max_size = MAX (max_size, var->size);
    }

  mc = g_new0 (QdMinConflicts, 1);
  mc->csp = csp;
  if (options != NULL)
    mc->options = *options;
  else
    qd_min_conflicts_options_init (&mc->options);
  mc->n_vars = n;
  mc->n_cons = csp->constraints->len;

  mc->inc_offset = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->inc_end = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->inc = qd_owned_add (&mc->owned, g_new (McIncidence, total_inc + 1), g_free);
  mc->n_checked = qd_owned_add (&mc->owned, g_new0 (guint, n + 1), g_free);
  mc->dom_offset = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->dom_count = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->dom_values = qd_owned_add (&mc->owned, g_new (guint, total_values + 1), g_free);
  mc->slot_offset = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->last_mask = qd_owned_add (&mc->owned, g_new (guint64, n + 1), g_free);
  {
    gsize k = 0, d = 0, slot = 0;
    g_autofree guint *fill = g_new (guint, n + 1);

    for (guint v = 0; v < n; v++)
      {
        const QdCspVariable *var = qd_csp_var (csp, v);

        mc->inc_offset[v] = k;
        fill[v] = k;
        k += var->constraints->len;
        mc->dom_offset[v] = d;
        mc->dom_count[v] = 0;
        for (guint w = 0; w < var->n_words; w++)
          for (guint64 bits = var->initial[w]; bits != 0; bits &= bits - 1)
            mc->dom_values[d + mc->dom_count[v]++] = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits);
        d += mc->dom_count[v];
        mc->slot_offset[v] = slot;
        slot += var->size;
        mc->last_mask[v] = var->size % QD_CSP_WORD_BITS != 0 ? QD_CSP_BIT (var->size) - 1 : G_MAXUINT64;
      }
    mc->inc_offset[n] = k;
    /* The incidences, constraint after constraint rather than variable
     * after variable: the constraints are read in the order they lie in
     * memory (a variable's list holds its constraints in that order, as
     * qd_csp_add_* appends them). */
    for (guint c = 0; c < mc->n_cons; c++)
      {
        const QdCspConstraint *con = qd_csp_con (csp, c);

        if (mc_left_out (con))
          continue;
        for (guint p = 0; p < con->arity; p++)
          {
            guint v = con->scope[p];
            gboolean repeated = FALSE;
            McIncidence *inc;

            for (guint q = 0; q < p && !repeated; q++)
              repeated = con->scope[q] == v;
            if (repeated)
              continue;
            inc = &mc->inc[fill[v]++];
            mc_incidence_init (mc, inc, c, p);
            mc->n_checked[v] += inc->other == G_MAXUINT;
          }
      }
    /* Without its implied constraints a variable has fewer incidences. */
    for (guint v = 0; v < n; v++)
      mc->inc_end[v] = fill[v];
  }
  mc->tabu_until = qd_owned_add (&mc->owned, g_new0 (guint64, total_size + 1), g_free);
  mc->counts = qd_owned_add (&mc->owned, g_new0 (guint, total_size + 1), g_free);
  mc->n_slots = total_size;

  mc->values = qd_owned_add (&mc->owned, g_new (gint, n + 1), g_free);
  mc->violated = qd_owned_add (&mc->owned, g_new0 (guint8, mc->n_cons + 1), g_free);
  mc->measure = qd_owned_add (&mc->owned, g_new0 (guint64, mc->n_cons + 1), g_free);
  mc->state = qd_owned_add (&mc->owned, g_new0 (gpointer, mc->n_cons + 1), g_free);
  for (guint c = 0; c < mc->n_cons; c++)
    {
      const QdCspConstraint *con = qd_csp_con (csp, c);

      if (mc_local (con) != NULL)
        mc->state[c] = mc_local (con)->state_new (con->data);
    }
  qd_owned_add (&mc->owned, mc, (GDestroyNotify) free_states);
  mc->n_conflicts = qd_owned_add (&mc->owned, g_new0 (guint, n + 1), g_free);
  mc->conflicted = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->conflicted_pos = qd_owned_add (&mc->owned, g_new (guint, n + 1), g_free);
  mc->scores = qd_owned_add (&mc->owned, g_new (guint, max_size + 1), g_free);
  mc->ties = qd_owned_add (&mc->owned, g_new (guint, max_size + 1), g_free);
  mc->tabu_seen = qd_owned_add (&mc->owned, g_new0 (gboolean, max_size + 1), g_free);
  for (guint v = 0; v < n; v++)
    mc->values[v] = mc->dom_values[mc->dom_offset[v]];
  return mc;
}

void
qd_min_conflicts_free (QdMinConflicts *mc)
{
  qd_owned_free (mc);
}

const gint *
qd_min_conflicts_values (QdMinConflicts *mc)
{
  g_return_val_if_fail (mc != NULL, NULL);
  return mc->values;
}

const char *
qd_min_conflicts_status_to_string (QdMinConflictsStatus status)
{
  switch (status)
    {
    case QD_MIN_CONFLICTS_SOLVED:
      return "solved";
    case QD_MIN_CONFLICTS_LIMIT:
      return "limit";
    case QD_MIN_CONFLICTS_STOPPED:
      return "stopped";
    default:
      return "unknown";
    }
}

/* The violations of a constraint not counted for the values (its local
 * class's score when it has one: then var, at inc->aux in the scope, is
 * taken to have `value`, mc->values holding its current one), at most
 * MC_MEASURE_MAX. */
static inline guint
mc_measure (QdMinConflicts *mc, const McIncidence *inc, guint value)
{
  const QdCspConstraint *con = qd_csp_con (mc->csp, inc->constraint);
  const QdCspLocalClass *local = mc_local (con);
  guint64 m;

  mc->stats.checks++;
  if (local != NULL)
    m = local->score (mc->state[inc->constraint], con->data, mc->values, inc->aux, value);
  else
    {
      guint var = con->scope[inc->aux];
      gint saved = mc->values[var];

      mc->values[var] = (gint) value;
      m = qd_csp_constraint_violations (mc->csp, inc->constraint, mc->values);
      mc->values[var] = saved;
    }
  return (guint) MIN (m, MC_MEASURE_MAX);
}

static inline guint
mc_add (guint a, guint b)
{
  return a > G_MAXUINT - b ? G_MAXUINT : a + b;
}

/* For a counted constraint: counts[other][b] += delta for each value b of
 * the other variable that it forbids while this side has `value` (the
 * zeros of a binary constraint's support row, or the conflicts a
 * propagator lists); returns whether the other's current value is one, that
 * is whether the constraint is violated with `value` here. */
static gboolean
mc_count (QdMinConflicts *mc, const McIncidence *inc, guint value, gint delta)
{
  guint *counts = mc->counts + mc->slot_offset[inc->other];
  guint current = (guint) mc->values[inc->other];

  mc->stats.checks++;
  if (!(inc->aux & MC_PROPAGATOR))
    {
      const guint64 *row = (const guint64 *) inc->ptr + (gsize) value * inc->aux;

      for (guint w = 0; w < inc->aux; w++)
        {
          guint64 bits = ~row[w];

          if (w + 1 == inc->aux)
            bits &= mc->last_mask[inc->other];
          for (; bits != 0; bits &= bits - 1)
            counts[w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (bits)] += delta;
        }
      return !qd_csp_bit_test (row, current);
    }
  else
    {
      guint n = mc->conflicts[(inc->aux & ~MC_PROPAGATOR) >> 1] (inc->ptr, inc->aux & 1, value, mc->conflict_buf);
      gboolean violated = FALSE;

      g_assert (n <= QD_CSP_CONFLICTS_MAX);
      for (guint i = 0; i < n; i++)
        {
          counts[mc->conflict_buf[i]] += delta;
          violated |= mc->conflict_buf[i] == current;
        }
      return violated;
    }
}

/* n_conflicts[var] += delta, keeping the set of variables in conflict. */
static inline void
mc_adjust (QdMinConflicts *mc, guint var, gint delta)
{
  guint before = mc->n_conflicts[var];

  mc->n_conflicts[var] = before + delta;
  if (before == 0)
    {
      mc->conflicted_pos[var] = mc->n_conflicted;
      mc->conflicted[mc->n_conflicted++] = var;
    }
  else if (mc->n_conflicts[var] == 0)
    {
      guint p = mc->conflicted_pos[var];
      guint last = mc->conflicted[--mc->n_conflicted];

      mc->conflicted[p] = last;
      mc->conflicted_pos[last] = p;
    }
}

/* Constraint c became violated (delta +1) or satisfied (-1): every distinct
 * variable of its scope is blamed, or no longer (a local class tells its
 * own blames). */
static void
mc_toggle (QdMinConflicts *mc, guint c, gint delta)
{
  const QdCspConstraint *con = qd_csp_con (mc->csp, c);

  mc->violated[c] = delta > 0;
  mc->n_violated += delta;
  if (mc_local (con) != NULL)
    return;
  for (guint p = 0; p < con->arity; p++)
    {
      gboolean repeated = FALSE;

      for (guint q = 0; q < p && !repeated; q++)
        repeated = con->scope[q] == con->scope[p];
      if (!repeated)
        mc_adjust (mc, con->scope[p], delta);
    }
}

/* A local class's blame of scope[pos] of the constraint being moved. */
static void
mc_blame (gpointer data, guint pos, gint delta)
{
  QdMinConflicts *mc = data;

  mc_adjust (mc, qd_csp_con (mc->csp, mc->blaming)->scope[pos], delta);
}

/* Constraint c not counted now has violations m: the cost, and whether it
 * is violated. */
static void
mc_remeasure (QdMinConflicts *mc, guint c, guint64 m)
{
  mc->cost = mc->cost - mc->measure[c] + m;
  mc->measure[c] = m;
  if ((m > 0) != mc->violated[c])
    mc_toggle (mc, c, m > 0 ? +1 : -1);
}

/* var := value, and the violated constraints and the counts of var's
 * neighbours brought up to date (var's own counts depend on the others
 * only).  Local classes move first, while mc->values holds the old value. */
static void
mc_set (QdMinConflicts *mc, guint var, guint value)
{
  const McIncidence *inc = mc->inc + mc->inc_offset[var];
  const McIncidence *end = mc->inc + mc->inc_end[var];
  guint old = (guint) mc->values[var];

  for (; inc < end; inc++)
    {
      const QdCspConstraint *con = qd_csp_con (mc->csp, inc->constraint);
      const QdCspLocalClass *local = inc->other == G_MAXUINT ? mc_local (con) : NULL;

      if (local == NULL)
        continue;
      mc->stats.checks++;
      mc->blaming = inc->constraint;
      mc_remeasure (mc, inc->constraint,
                    local->move (mc->state[inc->constraint], con->data, mc->values, inc->aux, value, mc_blame, mc));
    }
  mc->values[var] = value;
  for (inc = mc->inc + mc->inc_offset[var]; inc < end; inc++)
    {
      if (inc->other != G_MAXUINT)
        {
          gboolean violated;

          mc_count (mc, inc, old, -1);
          violated = mc_count (mc, inc, value, +1);
          if (violated != mc->violated[inc->constraint])
            {
              mc->cost = mc->cost + violated - !violated;
              mc_toggle (mc, inc->constraint, violated ? +1 : -1);
            }
        }
      else if (mc_local (qd_csp_con (mc->csp, inc->constraint)) == NULL)
        {
          mc->stats.checks++;
          mc_remeasure (mc, inc->constraint, qd_csp_constraint_violations (mc->csp, inc->constraint, mc->values));
        }
    }
  if (mc->options.on_assign != NULL)
    mc->options.on_assign (mc->options.user_data, var, value);
}

/* scores[i]: the violations of var's constraints if it took its i-th
 * value: its counts (a counted constraint violates 1), plus a measure per
 * value of each constraint not counted (1 or 0 by its check, or its
 * violations measure). */
static void
mc_score (QdMinConflicts *mc, guint var)
{
  const McIncidence *inc = mc->inc + mc->inc_offset[var];
  const McIncidence *end = mc->inc + mc->inc_end[var];
  const guint *dom = mc->dom_values + mc->dom_offset[var];
  const guint *counts = mc->counts + mc->slot_offset[var];
  guint n = mc->dom_count[var];
  gint saved = mc->values[var];

  for (guint i = 0; i < n; i++)
    mc->scores[i] = counts[dom[i]];
  if (mc->n_checked[var] == 0)
    return;
  for (; inc < end; inc++)
    if (inc->other == G_MAXUINT)
      for (guint i = 0; i < n; i++)
        mc->scores[i] = mc_add (mc->scores[i], mc_measure (mc, inc, dom[i]));
  g_assert (mc->values[var] == saved);
}

/* The value a step gives to var (in conflict). */
static guint
mc_choose (QdMinConflicts *mc, guint var)
{
  const QdMinConflictsOptions *o = &mc->options;
  const guint *dom = mc->dom_values + mc->dom_offset[var];
  const guint64 *tabu = mc->tabu_until + mc->slot_offset[var];
  guint n = mc->dom_count[var];
  guint current = (guint) mc->values[var];
  guint current_score = 0, best = G_MAXUINT, n_ties = 0;

  mc->n_ties = 0;
  mc->walked = FALSE;
  if (n == 1)
    return current;
  if (o->walk_probability > 0 && qd_random_double (&mc->rng) < o->walk_probability)
    {
      /* A random other value. */
      guint i = qd_random_below (&mc->rng, n - 1);

      mc->stats.walks++;
      mc->walked = TRUE;
      return dom[i] == current ? dom[n - 1] : dom[i];
    }

  mc_score (mc, var);
  for (guint i = 0; i < n; i++)
    if (dom[i] == current)
      current_score = mc->scores[i];
  for (guint i = 0; i < n; i++)
    {
      guint score = mc->scores[i];

      /* Without a tabu list the current value is one of the candidates
       * (AIMA's figure: the value that minimizes the conflicts, ties at
       * random); with one, a step moves. */
      if ((dom[i] == current && o->tabu_tenure > 0) || score > best)
        continue;
      /* Tabu, unless it would beat the best assignment seen (aspiration). */
      if (tabu[dom[i]] > mc->stats.steps && mc->cost - current_score + score >= mc->best_cost)
        continue;
      if (score < best)
        {
          best = score;
          n_ties = 0;
        }
      mc->ties[n_ties++] = dom[i];
    }
  /* Stay when every other value is worse (or tabu); on a plateau, move. */
  if (n_ties == 0 || best > current_score)
    return current;
  mc->n_ties = n_ties;
  return mc->ties[qd_random_below (&mc->rng, n_ties)];
}

/* Tells on_choose what the step chose: the values scored again (a walk or a
 * single value scores none; the checks not counted twice), and which of
 * them mc_choose passed over as tabu. */
static void
mc_tell_choice (QdMinConflicts *mc, guint var, guint from, guint value)
{
  const guint *dom = mc->dom_values + mc->dom_offset[var];
  const guint64 *tabu = mc->tabu_until + mc->slot_offset[var];
  guint n = mc->dom_count[var], from_score = 0;
  guint64 checks = mc->stats.checks;
  QdMinConflictsChoice choice = {
    .step = mc->stats.steps + 1,
    .n_conflicted = mc->n_conflicted,
    .conflicted = mc->conflicted,
    .var = var,
    .from = from,
    .value = value,
    .walk = mc->walked,
    .n_values = n,
    .values = dom,
    .scores = mc->scores,
    .tabu = mc->tabu_seen,
    .n_ties = mc->n_ties,
    .ties = mc->ties,
  };

  mc_score (mc, var);
  mc->stats.checks = checks;
  for (guint i = 0; i < n; i++)
    if (dom[i] == from)
      from_score = mc->scores[i];
  for (guint i = 0; i < n; i++)
    mc->tabu_seen[i] = dom[i] != from && tabu[dom[i]] > mc->stats.steps &&
                       mc->cost - from_score + mc->scores[i] >= mc->best_cost;
  mc->options.on_choose (mc->options.user_data, &choice);
}

static gboolean
mc_should_stop (QdMinConflicts *mc)
{
  const QdMinConflictsOptions *o = &mc->options;

  if (o->progress_steps != NULL)
    __atomic_store_n (o->progress_steps, (gint64) mc->stats.steps, __ATOMIC_RELAXED);
  return (o->stop != NULL && g_atomic_int_get (o->stop) != 0) ||
         (o->deadline_us != 0 && g_get_monotonic_time () >= o->deadline_us);
}

/* The start: the given values where they are in the domains, else random
 * ones; then what they violate, and the counts. */
static void
mc_start (QdMinConflicts *mc, const gint *initial)
{
  for (guint v = 0; v < mc->n_vars; v++)
    {
      const guint *dom = mc->dom_values + mc->dom_offset[v];
      guint n = mc->dom_count[v];
      gint value = initial != NULL ? initial[v] : QD_CSP_UNASSIGNED;
      const QdCspVariable *var = qd_csp_var (mc->csp, v);

      if (value < 0 || (guint) value >= var->size || !qd_csp_bit_test (var->initial, value))
        value = dom[qd_random_below (&mc->rng, n)];
      mc->values[v] = value;
      mc->n_conflicts[v] = 0;
      mc->stats.assignments++;
      if (mc->options.on_assign != NULL)
        mc->options.on_assign (mc->options.user_data, v, value);
    }
  mc->n_conflicted = 0;
  mc->n_violated = 0;
  mc->cost = 0;
  memset (mc->counts, 0, sizeof (guint) * mc->n_slots);
  for (guint c = 0; c < mc->n_cons; c++)
    {
      const QdCspConstraint *con = qd_csp_con (mc->csp, c);
      const QdCspLocalClass *local = mc_local (con);
      McIncidence inc;
      guint64 m;

      mc->violated[c] = 0;
      mc->measure[c] = 0;
      if (mc_left_out (con))
        continue;
      /* A counted constraint, seen from each side, counts against the
       * values of the other (and tells whether it is violated). */
      mc_incidence_init (mc, &inc, c, 0);
      if (inc.other != G_MAXUINT)
        {
          m = mc_count (mc, &inc, (guint) mc->values[con->scope[0]], +1);
          mc_incidence_init (mc, &inc, c, 1);
          mc_count (mc, &inc, (guint) mc->values[con->scope[1]], +1);
          mc->cost += m;
          if (m > 0)
            mc_toggle (mc, c, +1);
          continue;
        }
      mc->blaming = c;
      mc->stats.checks++;
      m = local != NULL ? local->reset (mc->state[c], con->data, mc->values, mc_blame, mc)
                        : qd_csp_constraint_violations (mc->csp, c, mc->values);
      mc_remeasure (mc, c, m);
    }
  memset (mc->tabu_until, 0, sizeof (guint64) * mc->n_slots);
}

static QdMinConflictsStatus
mc_run (QdMinConflicts *mc, const gint *initial)
{
  const QdMinConflictsOptions *o = &mc->options;

  if (mc->n_vars == 0)
    return QD_MIN_CONFLICTS_SOLVED;
  mc_start (mc, initial);
  mc->stats.best_violated = mc->n_violated;
  mc->best_cost = mc->cost;
  if (o->on_step != NULL)
    o->on_step (o->user_data, 0, mc->n_violated);
  for (;;)
    {
      guint var, current, value;

      if (mc->cost == 0)
        return QD_MIN_CONFLICTS_SOLVED;
      if (mc->stats.steps % STOP_CHECK_INTERVAL == 0 && mc_should_stop (mc))
        return o->stop != NULL && g_atomic_int_get (o->stop) != 0 ? QD_MIN_CONFLICTS_STOPPED
                                                                  : QD_MIN_CONFLICTS_LIMIT;
      if (o->max_steps != 0 && mc->stats.steps >= o->max_steps)
        return QD_MIN_CONFLICTS_LIMIT;

      var = mc->conflicted[qd_random_below (&mc->rng, mc->n_conflicted)];
      current = (guint) mc->values[var];
      value = mc_choose (mc, var);
      if (G_UNLIKELY (o->on_choose != NULL))
        mc_tell_choice (mc, var, current, value);
      mc->stats.steps++;
      mc->stats.assignments++;
      if (value != current)
        {
          mc->stats.changes++;
          mc->tabu_until[mc->slot_offset[var] + current] = mc->stats.steps + o->tabu_tenure;
          mc_set (mc, var, value);
          mc->stats.best_violated = MIN (mc->stats.best_violated, mc->n_violated);
          mc->best_cost = MIN (mc->best_cost, mc->cost);
        }
      if (o->on_step != NULL)
        o->on_step (o->user_data, mc->stats.steps, mc->n_violated);
    }
}

QdMinConflictsStatus
qd_min_conflicts_run (QdMinConflicts *mc, QdMinConflictsStats *stats)
{
  gint64 start = g_get_monotonic_time ();
  QdMinConflictsStatus status;

  g_return_val_if_fail (mc != NULL, QD_MIN_CONFLICTS_STOPPED);
  memset (&mc->stats, 0, sizeof mc->stats);
  mc->rng = mc->options.seed;
  status = mc_run (mc, mc->options.initial);
  mc->stats.violated = mc->n_violated;
  mc->stats.best_violated = MIN (mc->stats.best_violated, mc->n_violated);
  mc->stats.time_us = g_get_monotonic_time () - start;
  if (mc->options.progress_steps != NULL)
    __atomic_store_n (mc->options.progress_steps, (gint64) mc->stats.steps, __ATOMIC_RELAXED);
  if (stats != NULL)
    *stats = mc->stats;
  return status;
}
