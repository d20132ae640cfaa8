/* qd-csp-ac3.c — AC-3 (Mackworth 1977; AIMA fig. 6.3) over every kind of
 * constraint, told step by step. */
#include "config.h"
#include "qd-csp-ac3.h"

#include <string.h>

typedef struct {
  const QdCsp *csp;
  gboolean **domains;
  gint *values;           /* the partial assignment the support search builds */
  guint64 budget;
} Ac3;

/* Some assignment of scope[from..] (current domains) satisfies the constraint. */
static gboolean
find_support (Ac3 *a, guint c, const guint *scope, guint arity, guint from)
{
  guint var;

  if (a->budget == 0)
    return TRUE;
  a->budget--;
  if (!qd_csp_constraint_check (a->csp, c, a->values))
    return FALSE;
  while (from < arity && a->values[scope[from]] != QD_CSP_UNASSIGNED)
    from++;   /* the revised variable, or a variable named twice */
  if (from == arity)
    return TRUE;
  var = scope[from];
  for (guint v = 0; v < qd_csp_domain_size (a->csp, var); v++)
    if (a->domains[var][v])
      {
        gboolean found;

        a->values[var] = (gint) v;
        found = find_support (a, c, scope, arity, from + 1);
        a->values[var] = QD_CSP_UNASSIGNED;
        if (found)
          return TRUE;
      }
  return FALSE;
}

void
qd_csp_ac3_domains_free (const QdCsp *csp, gboolean **domains)
{
  if (domains == NULL)
    return;
  for (guint v = 0; v < qd_csp_n_variables (csp); v++)
    g_free (domains[v]);
  g_free (domains);
}

gboolean
qd_csp_ac3_run (const QdCsp *csp, gboolean ***domains_out, QdCspAc3Func func, gpointer user_data,
                guint64 *revisions)
{
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  Ac3 a = { csp, g_new0 (gboolean *, n + 1), g_new (gint, n + 1), 0 };
  g_autoptr(GQueue) queue = g_queue_new ();
  g_autoptr(GHashTable) queued = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GArray) removed = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint **var_constraints = g_new0 (guint *, n + 1);
  g_autofree guint *n_var_constraints = g_new0 (guint, n + 1);
  gboolean consistent = TRUE;

  for (guint v = 0; v < n; v++)
    {
      a.domains[v] = g_new (gboolean, qd_csp_domain_size (csp, v) + 1);
      for (guint x = 0; x < qd_csp_domain_size (csp, v); x++)
        a.domains[v][x] = qd_csp_initial_has (csp, v, x);
      a.values[v] = QD_CSP_UNASSIGNED;
    }
  /* Arcs are (variable, constraint) pairs, queued in constraint order. */
  for (guint c = 0; c < m; c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);

      for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
        {
          guint64 arc = (guint64) c * n + scope[i];

          if (g_hash_table_contains (queued, GSIZE_TO_POINTER (arc + 1)))
            continue;
          g_hash_table_add (queued, GSIZE_TO_POINTER (arc + 1));
          g_queue_push_tail (queue, GSIZE_TO_POINTER (arc + 1));
          var_constraints[scope[i]] = g_renew (guint, var_constraints[scope[i]], n_var_constraints[scope[i]] + 1);
          var_constraints[scope[i]][n_var_constraints[scope[i]]++] = c;
        }
    }
  if (revisions != NULL)
    *revisions = 0;
  while (consistent && !g_queue_is_empty (queue))
    {
      guint64 arc = GPOINTER_TO_SIZE (g_queue_pop_head (queue)) - 1;
      guint c = (guint) (arc / n), var = (guint) (arc % n);
      const guint *scope = qd_csp_constraint_scope (csp, c);
      guint arity = qd_csp_constraint_arity (csp, c);
      gboolean left = FALSE;
      QdCspAc3Step step = { QD_CSP_AC3_REVISE, var, c, NULL, 0, 0 };

      g_hash_table_remove (queued, GSIZE_TO_POINTER (arc + 1));
      g_array_set_size (removed, 0);
      if (revisions != NULL)
        (*revisions)++;
      for (guint x = 0; x < qd_csp_domain_size (csp, var); x++)
        if (a.domains[var][x])
          {
            a.values[var] = (gint) x;
            a.budget = QD_CSP_AC3_SUPPORT_BUDGET;
            if (!find_support (&a, c, scope, arity, 0))
              {
                a.domains[var][x] = FALSE;
                g_array_append_val (removed, x);
              }
            else
              {
                left = TRUE;
                if (a.budget == 0 && func != NULL)
                  {
                    QdCspAc3Step cut = { QD_CSP_AC3_CUT_OFF, var, c, NULL, 0, x };

                    func (&cut, user_data);
                  }
              }
            a.values[var] = QD_CSP_UNASSIGNED;
          }
      step.removed = (const guint *) removed->data;
      step.n_removed = removed->len;
      if (func != NULL)
        func (&step, user_data);
      if (!left)
        {
          QdCspAc3Step wipe = { QD_CSP_AC3_WIPEOUT, var, c, NULL, 0, 0 };

          if (func != NULL)
            func (&wipe, user_data);
          consistent = FALSE;
          break;
        }
      if (removed->len == 0)
        continue;
      /* Every other variable of every constraint on var, but this arc's constraint. */
      for (guint k = 0; k < n_var_constraints[var]; k++)
        {
          guint d = var_constraints[var][k];
          const guint *other = qd_csp_constraint_scope (csp, d);

          if (d == c)
            continue;
          for (guint i = 0; i < qd_csp_constraint_arity (csp, d); i++)
            {
              guint64 back = (guint64) d * n + other[i];

              if (other[i] == var || g_hash_table_contains (queued, GSIZE_TO_POINTER (back + 1)))
                continue;
              g_hash_table_add (queued, GSIZE_TO_POINTER (back + 1));
              g_queue_push_tail (queue, GSIZE_TO_POINTER (back + 1));
              if (func != NULL)
                {
                  QdCspAc3Step again = { QD_CSP_AC3_REQUEUE, other[i], d, NULL, 0, 0 };

                  func (&again, user_data);
                }
            }
        }
    }
  for (guint v = 0; v < n; v++)
    g_free (var_constraints[v]);
  g_free (a.values);
  *domains_out = a.domains;
  return consistent;
}
