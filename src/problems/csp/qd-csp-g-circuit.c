/* qd-csp-g-circuit.c — circuit (qd-csp-globals.h): vars[i] is the successor
 * of node i (values from start_index); the nodes that are not their own
 * successor form one cycle, of two nodes at least (and of `size` nodes when
 * a size variable is given).
 *
 * Propagation on the fixed successors: they are distinct (a successor taken
 * leaves the other domains, and its node is no loop; an implied
 * allDifferent on the successors, posted beside, makes them GAC); a cycle
 * closed leaves
 * every other node a loop; a path of fixed successors may not close on its
 * start while a node off it cannot be a loop; at least two nodes can leave
 * themselves, and the size lies between the nodes that must and those that
 * may.  Exact on a complete assignment.  Violations: the successors out of
 * range or taken twice, the cycles beyond one (or none), a wrong size.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-csp-g2-scratch.h"
#include "qd-csp-globals.h"
#include "qd-csp-owned.h"

typedef struct {
  QdOwned owned;
  guint n;
  guint *vars;
  guint *offset;            /* n + 1: succ[offset[i] + a]: node of vars[i]'s value a, or -1 */
  gint *succ;
  gint size_var;            /* the engine's variable, or -1 */
  const gint64 *size_keys;
  guint n_size_keys;
} Circuit;

/* value index of node j in vars[i]'s domain, or -1. */
static gint
value_of (const Circuit *c, guint i, guint j)
{
  for (guint a = 0; a < c->offset[i + 1] - c->offset[i]; a++)
    if (c->succ[c->offset[i] + a] == (gint) j)
      return a;
  return -1;
}

/* The fixed successor of each node (-1: not fixed). */
static void
fixed_successors (const Circuit *c, QdCspSolver *solver, const gint *values, gint *next)
{
  for (guint i = 0; i < c->n; i++)
    {
      gint v = values != NULL ? values[c->vars[i]] : qd_csp_solver_value (solver, c->vars[i]);

      next[i] = -1;
      if (values == NULL && v == QD_CSP_UNASSIGNED && qd_csp_solver_domain_count (solver, c->vars[i]) == 1)
        {
          guint a;

          for (a = 0; !qd_csp_solver_domain_has (solver, c->vars[i], a); a++)
            ;
          v = a;
        }
      if (v != QD_CSP_UNASSIGNED)
        next[i] = c->succ[c->offset[i] + v];
    }
}

/* The cycles of fixed successors other than loops: their number, and in
 * mark[] the cycle's number (from 1) of each node on one; *length: the
 * last one's. */
static guint
cycles (const Circuit *c, const gint *next, gint *mark, guint *length)
{
  guint found = 0;

  for (guint i = 0; i < c->n; i++)
    mark[i] = 0;
  for (guint i = 0; i < c->n; i++)
    {
      guint j = i, steps = 0;

      if (mark[i] != 0 || next[i] < 0 || next[i] == (gint) i)
        continue;
      /* Walk at most n steps: back at i, a cycle. */
      while (steps <= c->n && next[j] >= 0 && next[j] != (gint) j)
        {
          j = next[j];
          steps++;
          if (j == i)
            break;
        }
      if (j != i || steps > c->n)
        continue;
      found++;
      *length = steps;
      do
        {
          mark[j] = found;
          j = next[j];
        }
      while (j != i);
    }
  return found;
}

static gboolean
keep_size (QdCspSolver *solver, const Circuit *c, gint64 lo, gint64 hi)
{
  for (guint a = 0; a < c->n_size_keys; a++)
    if ((c->size_keys[a] < lo || c->size_keys[a] > hi) && qd_csp_solver_domain_has (solver, c->size_var, a) &&
        !qd_csp_solver_remove_value (solver, c->size_var, a))
      return FALSE;
  return TRUE;
}

static gboolean
circuit_propagate (QdCspSolver *solver, gpointer data)
{
  const Circuit *c = data;
  gsize bytes = sizeof (gint) * 3 * (c->n + 1);
  gboolean ok = TRUE;
  gint *next = qd_csp_g2_scratch (bytes), *mark = next + c->n + 1, *prev = mark + c->n + 1;
  guint must = 0, may = 0, length = 0, n_cycles;

  /* Successors out of range, and those taken twice. */
  for (guint i = 0; ok && i < c->n; i++)
    for (guint a = 0; ok && a < c->offset[i + 1] - c->offset[i]; a++)
      if (c->succ[c->offset[i] + a] < 0 && qd_csp_solver_domain_has (solver, c->vars[i], a))
        ok = qd_csp_solver_remove_value (solver, c->vars[i], a);
  fixed_successors (c, solver, NULL, next);
  for (guint i = 0; ok && i < c->n; i++)
    {
      gint j = next[i];

      if (j < 0 || j == (gint) i)
        continue;
      for (guint k = 0; ok && k < c->n; k++)
        {
          gint a = k == i ? -1 : value_of (c, k, j);

          if (a >= 0 && qd_csp_solver_domain_has (solver, c->vars[k], a))
            ok = qd_csp_solver_remove_value (solver, c->vars[k], a);
        }
      if (ok && value_of (c, j, j) >= 0 && qd_csp_solver_domain_has (solver, c->vars[j], value_of (c, j, j)))
        ok = qd_csp_solver_remove_value (solver, c->vars[j], value_of (c, j, j));
    }
  if (ok)
    fixed_successors (c, solver, NULL, next);
  /* A closed cycle: every other node is a loop. */
  n_cycles = ok ? cycles (c, next, mark, &length) : 0;
  if (n_cycles > 1)
    ok = FALSE;
  for (guint k = 0; ok && n_cycles == 1 && k < c->n; k++)
    if (mark[k] == 0)
      {
        gint self = value_of (c, k, k);

        if (self < 0 || !qd_csp_solver_domain_has (solver, c->vars[k], self))
          ok = FALSE;
        else
          for (guint a = 0; ok && a < c->offset[k + 1] - c->offset[k]; a++)
            if ((gint) a != self && qd_csp_solver_domain_has (solver, c->vars[k], a))
              ok = qd_csp_solver_remove_value (solver, c->vars[k], a);
      }
  /* A path start -> ... -> end (its end unfixed) may not close on its start
   * while a node off it cannot be a loop. */
  for (guint i = 0; ok && n_cycles == 0 && i < c->n; i++)
    prev[i] = -1;
  for (guint i = 0; ok && n_cycles == 0 && i < c->n; i++)
    if (next[i] >= 0 && next[i] != (gint) i)
      prev[next[i]] = i;
  for (guint s = 0; ok && n_cycles == 0 && s < c->n; s++)
    {
      guint e = s, on = 1;
      gint a;
      gboolean off_fixed = FALSE;

      if (prev[s] != -1 || next[s] < 0 || next[s] == (gint) s)
        continue;
      for (guint k = 0; k < c->n; k++)
        mark[k] = 0;
      mark[s] = 1;
      while (next[e] >= 0 && next[e] != (gint) e && on <= c->n)
        {
          e = next[e];
          mark[e] = 1;
          on++;
        }
      for (guint k = 0; k < c->n && !off_fixed; k++)
        off_fixed = mark[k] == 0 &&
                    (value_of (c, k, k) < 0 || !qd_csp_solver_domain_has (solver, c->vars[k], value_of (c, k, k)));
      a = value_of (c, e, s);
      if (off_fixed && a >= 0 && qd_csp_solver_domain_has (solver, c->vars[e], a))
        ok = qd_csp_solver_remove_value (solver, c->vars[e], a);
    }
  /* The nodes that must leave themselves and those that may. */
  for (guint i = 0; ok && i < c->n; i++)
    {
      gint self = value_of (c, i, i);
      gboolean loop = self >= 0 && qd_csp_solver_domain_has (solver, c->vars[i], self);

      must += !loop;
      may += !loop || qd_csp_solver_domain_count (solver, c->vars[i]) > 1;
    }
  if (ok && may < 2)
    ok = FALSE;
  if (ok && c->size_var >= 0)
    ok = n_cycles == 1 ? keep_size (solver, c, length, length) : keep_size (solver, c, MAX (must, 2), may);
  qd_csp_solver_count_check (solver, (guint64) c->n * c->n);
  return ok;
}

/* For a complete assignment, what is wrong (0: nothing); for a partial
 * one, whether it already fails (0: it may still hold). */
static guint64
circuit_violations (gconstpointer data, const gint *values)
{
  const Circuit *c = data;
  gsize bytes = sizeof (gint) * 3 * (c->n + 1);
  gboolean complete = TRUE;
  gint *next = qd_csp_g2_scratch (bytes), *mark = next + c->n + 1, *taken = mark + c->n + 1;
  guint64 wrong = 0;
  guint length = 0, n_cycles, non_loops = 0;

  fixed_successors (c, NULL, values, next);
  for (guint i = 0; i < c->n; i++)
    taken[i] = 0;
  for (guint i = 0; i < c->n; i++)
    {
      complete &= values[c->vars[i]] != QD_CSP_UNASSIGNED;
      if (values[c->vars[i]] == QD_CSP_UNASSIGNED)
        continue;
      if (next[i] < 0)
        {
          wrong++;
          next[i] = -1;
          continue;
        }
      if (next[i] != (gint) i)
        non_loops++;
      wrong += taken[next[i]]++ > 0;
    }
  /* A node taken as another's successor that is its own. */
  for (guint i = 0; i < c->n; i++)
    if (next[i] == (gint) i && taken[i] > 1)
      wrong++;
  n_cycles = cycles (c, next, mark, &length);
  if (n_cycles > 1)
    wrong += n_cycles - 1;
  if (n_cycles == 1)
    for (guint k = 0; k < c->n; k++)
      wrong += mark[k] == 0 && next[k] >= 0 && next[k] != (gint) k;
  if (complete && n_cycles == 0)
    wrong++;
  if (c->size_var >= 0 && values[c->size_var] != QD_CSP_UNASSIGNED)
    {
      gint64 size = c->size_keys[values[c->size_var]];

      if (n_cycles == 1)
        wrong += size != length;
      else if (complete ? size != non_loops : size < non_loops)
        wrong++;
    }
  return wrong;
}

static gboolean
circuit_check (gconstpointer data, const gint *values)
{
  return circuit_violations (data, values) == 0;
}

static const QdCspPropagatorClass circuit_class = {
  .name = "circuit",
  .propagate = circuit_propagate,
  .check = circuit_check,
  .free = qd_owned_free,
  .violations = circuit_violations,
};

gboolean
qd_csp_model_add_circuit (QdCspModel *model, const guint *vars, guint n, gint64 start_index, gint size,
                          GError **error)
{
  Circuit *c;
  g_autoptr(GString) description = g_string_new (NULL);
  g_autofree guint *scope = g_new (guint, n + 2);
  guint total = 0;

  for (guint i = 0; i < n + (size >= 0); i++)
    {
      guint x = i < n ? vars[i] : (guint) size;

      if (qd_csp_model_var (model, x)->symbolic)
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       _("circuit: “%s” is symbolic: integers are needed"), qd_csp_model_var (model, x)->name);
          return FALSE;
        }
      for (guint j = 0; j < i && i < n; j++)
        if (vars[j] == x)
          {
            g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                         _("circuit: “%s” is twice in the list"), qd_csp_model_var (model, x)->name);
            return FALSE;
          }
    }
  if (n < 2)
    {
      model->had_false = TRUE;   /* no cycle of two nodes */
      return TRUE;
    }
  c = g_new0 (Circuit, 1);
  c->n = n;
  c->vars = QD_CSP_OWN (c, g_memdup2 (vars, sizeof (guint) * n));
  c->offset = QD_CSP_OWN (c, g_new (guint, n + 1));
  for (guint i = 0; i < n; i++)
    {
      c->offset[i] = total;
      total += qd_csp_model_var (model, vars[i])->n_values;
    }
  c->offset[n] = total;
  c->succ = QD_CSP_OWN (c, g_new (gint, total + 1));
  for (guint i = 0; i < n; i++)
    {
      const QdCspModelVar *v = qd_csp_model_var (model, vars[i]);

      for (guint a = 0; a < v->n_values; a++)
        c->succ[c->offset[i] + a] = v->keys[a] - start_index >= 0 && v->keys[a] - start_index < n
                                      ? (gint) (v->keys[a] - start_index) : -1;
      g_string_append_printf (description, "%s%s", i > 0 ? ", " : "", v->name);
    }
  c->size_var = size;
  memcpy (scope, vars, sizeof (guint) * n);
  if (size >= 0)
    {
      c->size_keys = qd_csp_model_var (model, size)->keys;
      c->n_size_keys = qd_csp_model_var (model, size)->n_values;
      scope[n] = size;
    }
  qd_csp_add_propagator (model->csp, &circuit_class, c, scope, n + (size >= 0), description->str);
  /* The successors are distinct: allDifferent's matching (GAC) filters
   * them far more than the fixed ones above. */
  return qd_csp_model_add_all_different (model, vars, n, NULL, 0, error);
}
