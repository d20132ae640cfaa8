/* qd-csp-restart.c — randomised restarts: the schedule, the memory runs
 * pass on (dom/wdeg weights, with decay), the tie-break orders, and the
 * partial restarts that keep part of the trail (QdCspOptions.restart_unit
 * and the options after it; qd-csp.h says how they are read).  Nothing
 * here allocates: the buffers come with the solver.
 */
#include "qd-csp-private.h"
#include "qd-random.h"

/* The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … (i >= 1):
 * 2^(k-1) when i = 2^k - 1, else luby (i - 2^(k-1) + 1) for the k with
 * 2^(k-1) <= i < 2^k - 1. */
static guint64
luby (guint64 i)
{
  for (;;)
    {
      guint k = 1;

      while (((G_GUINT64_CONSTANT (1) << k) - 1) < i)
        k++;
      if (((G_GUINT64_CONSTANT (1) << k) - 1) == i)
        return G_GUINT64_CONSTANT (1) << (k - 1);
      i -= (G_GUINT64_CONSTANT (1) << (k - 1)) - 1;
    }
}

/* Every unassigned variable's degree in the MRV tree computed again (the
 * weights it reads all changed); the tree is built again after. */
static void
tree_degrees (QdCspSolver *s)
{
  for (guint v = 0; v < s->n_vars; v++)
    if (s->values[v] == QD_CSP_UNASSIGNED)
      s->tree_deg[v] = qd_csp_solver_dynamic_degree (s, v);
}

/* A wipe-out of var by `constraint` (with restarts or weighted_degree; var
 * G_MAXUINT: a propagator failed without one; var is not needed): the constraint weighs one
 * more in the weighted degree of its variables from now on, over every
 * later run, so the hard spots found by a run are coloured early in the next
 * (Boussemart, Hemery, Lecoutre, Sais 2004). */
void
qd_csp_solver_blame (QdCspSolver *s, guint var, guint constraint)
{
  if (s->cacd != NULL)
    {
      qd_csp_solver_cacd_blame (s, constraint);
      /* Taking turns, the per-constraint weights are kept too. */
      if (!s->options.weight_alternate)
        return;
    }
  s->weight[constraint] += s->weight_inc;
  if (s->options.weight_decay > 0)
    {
      /* Decay (Lecoutre's dom/wdeg variants, as VSIDS does for clauses):
       * a growing increment, so older wipe-outs weigh less; all weights are
       * scaled down before it overflows, which changes every degree. */
      s->weight_inc /= s->options.weight_decay;
      if (s->weight_inc > 1e100)
        {
          for (guint c = 0; c < s->csp->constraints->len; c++)
            s->weight[c] *= 1e-100;
          s->weight_inc *= 1e-100;
          if (s->tree_degree)
            {
              tree_degrees (s);
              qd_csp_solver_tree_build (s);
            }
          return;
        }
    }
  /* Every unassigned variable of the constraint counts its weight (the
   * others' degrees hold it too, not only the one wiped out's). */
  if (s->tree_degree && !s->run_cacd)
    {
      const QdCspConstraint *c = qd_csp_con (s->csp, constraint);

      for (guint p = 0; p < c->arity; p++)
        qd_csp_solver_tree_refresh (s, c->scope[p]);
    }
}

/* Ranks in breadth-first order of the constraint graph (binary
 * constraints) from a random variable, components one after the other:
 * ties then go to the variables near those decided first, so the assigned
 * part grows as one front and a region's neighbours are decided close
 * together in time (short backjumps). */
static void
local_ranks (QdCspSolver *s)
{
  guint n = s->n_vars, next = 0, head = 0, tail = 0;
  guint start = n > 0 ? qd_random_below (&s->rng, n) : 0;

  for (guint v = 0; v < n; v++)
    s->rank[v] = G_MAXUINT;
  for (guint i = 0; i < n; i++)
    {
      guint root = (start + i) % n;

      if (s->rank[root] != G_MAXUINT)
        continue;
      s->rank[root] = next++;
      s->bfs_queue[tail++] = root;
      while (head < tail)
        {
          guint v = s->bfs_queue[head++];

          for (guint j = s->inc_offset[v]; j < s->inc_offset[v + 1]; j++)
            {
              guint w = s->inc[j].other;

              if (s->inc[j].kind == QD_CSP_KIND_BINARY && s->rank[w] == G_MAXUINT)
                {
                  s->rank[w] = next++;
                  s->bfs_queue[tail++] = w;
                }
            }
        }
    }
}

/* Sets up run number stats.restarts + 1 (from the root, or from the levels
 * a partial restart kept): its budget, its tie-breaking permutation (and
 * its random static order), its MRV tree. */
void
qd_csp_solver_begin_run (QdCspSolver *s)
{
  guint n = s->n_vars;
  guint64 length, unit = s->options.restart_unit;
  gboolean was_cacd, switched;

  if (s->options.restart_schedule == QD_CSP_RESTART_GEOMETRIC)
    {
      double growth = s->options.restart_growth > 1 ? s->options.restart_growth : 1.5;

      /* With restart_reset the run after one that found a solution (a
       * new bound) is one unit long again, as ACE does.  Taking turns
       * (weight_alternate), a length serves two runs: it grows every
       * second run. */
      gboolean turns = s->options.weight_alternate && s->cacd != NULL;

      if (s->stats.restarts == 0 || (s->options.restart_reset && s->stats.solutions != s->solutions_at_run))
        s->run_length = 1;
      else if (!turns || s->stats.restarts % 2 == 0)
        s->run_length *= growth;
      length = s->run_length < (double) (G_MAXUINT64 / 4) ? (guint64) s->run_length : G_MAXUINT64 / 4;
    }
  else
    length = luby (s->stats.restarts + 1);
  s->restart_at = s->stats.backtracks + MIN (length, G_MAXUINT64 / 2 / unit) * unit;
  s->solutions_at_run = s->stats.solutions;
  /* A turn of the other order: the degrees read the other weights (the
   * tree is built below, or here when the ties stay as they were). */
  was_cacd = s->run_cacd;
  qd_csp_solver_run_order (s, s->stats.restarts % 4 != 3);
  switched = s->tree_degree && s->run_cacd != was_cacd;
  if (switched)
    tree_degrees (s);
  if (s->stats.restarts > 0 && s->options.fixed_ties)
    {
      if (switched)
        qd_csp_solver_tree_build (s);
      return;
    }
  if (s->options.local_ties)
    local_ranks (s);
  else if (s->options.index_ties)
    for (guint v = 0; v < n; v++)
      s->rank[v] = v;
  else
    {
      for (guint v = 0; v < n; v++)
        s->rank[v] = v;
      qd_random_shuffle (&s->rng, s->rank, n);
    }
  if (s->stats.restarts > 0)
    {
      if (s->options.var_order == QD_CSP_VAR_RANDOM)
        qd_random_shuffle (&s->rng, s->order, n);
      if (s->use_tree)
        qd_csp_solver_tree_build (s);
    }
}

/* The weight of var's constraints (all of them, assigned neighbours or
 * not): how hot the search found it, whatever the current state. */
static double
activity (QdCspSolver *s, guint var)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  double sum = 0;

  for (; inc < end; inc++)
    sum += inc->kind == QD_CSP_KIND_BINARY ? s->weight[inc->constraint] : 1;
  return sum;
}

/* A partial restart (van der Tak, Ramos, Heule 2011, "Reusing the
 * assignment trail in CDCL solvers"): `next` is the variable the search
 * was about to decide at depth d + 1.  A new run decides the hottest
 * variables first, so the levels whose variables are at least as hot as
 * `next` are what it would redo: they are kept, and the run begins above
 * the first level whose variable is cooler.  Returns the levels kept. */
guint
qd_csp_solver_reuse_levels (QdCspSolver *s, guint d, guint next)
{
  double threshold = activity (s, next);

  for (guint level = 1; level <= d; level++)
    if (activity (s, s->frames[level].var) < threshold)
      return level - 1;
  return d;
}

