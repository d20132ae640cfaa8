/* qd-csp-weight.c — wdeg^ca.cd, the constraint weighting of ACE's default
 * search (Wattez, Lecoutre, Paparrizou, Tabary, "Refining constraint
 * weighting", ICTAI 2019), with QdCspOptions.weight_cacd.
 *
 * A wipe-out by a constraint gives each of its unassigned variables
 * 1 / (its unassigned variables × that variable's current domain size, 0.5
 * when wiped out): the blame is shared among the variables still open, and
 * a variable with many values left is less to blame.  What a variable got
 * from a constraint is kept apart (per incidence), and its weighted degree
 * sums it over the constraints that still have another unassigned variable
 * (qd-csp-search.c's dynamic_degree).  Nothing here allocates.
 */
#include "qd-csp-private.h"

#include <string.h>

void
qd_csp_solver_cacd_reset (QdCspSolver *s)
{
  memset (s->cacd, 0, sizeof (double) * s->inc_offset[s->n_vars]);
  s->cacd_stamp = G_MAXUINT64;
}

/* What constraint gave var: its first incidence in var's list. */
static double *
slot (QdCspSolver *s, guint var, guint constraint)
{
  for (guint j = s->inc_offset[var]; j < s->inc_offset[var + 1]; j++)
    if (s->inc[j].constraint == constraint)
      return &s->cacd[j];
  return NULL;
}

/* A failure of `constraint` (a wipe-out, or a propagator's failure); the
 * same failure told twice (by the wipe-out, then by its constraint's run)
 * weighs once. */
void
qd_csp_solver_cacd_blame (QdCspSolver *s, guint constraint)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, constraint);
  guint n_future = 0;

  if (s->cacd_stamp == s->stats.assignments)
    return;
  s->cacd_stamp = s->stats.assignments;
  for (guint p = 0; p < c->arity; p++)
    if (s->values[c->scope[p]] == QD_CSP_UNASSIGNED)
      n_future++;
  for (guint p = 0; p < c->arity; p++)
    {
      guint y = c->scope[p];
      double *w;

      if (s->values[y] != QD_CSP_UNASSIGNED || (w = slot (s, y, constraint)) == NULL)
        continue;
      *w += 1.0 / (n_future * (s->count[y] == 0 ? 0.5 : (double) s->count[y]));
      if (s->tree_degree)
        qd_csp_solver_tree_refresh (s, y);
    }
}
