/* qd-csp-ac3.c — AC-3 (Mackworth 1977; AIMA fig. 6.3) over every kind of
 * constraint, told step by step.  One state (QdCspAc3) serves both the
 * whole run (qd_csp_ac3_run: the queue's head each time) and a class that
 * picks the arcs itself (qd_csp_ac3_revise on any arc). */
#include "config.h"
#include "qd-csp-ac3.h"

#include <string.h>

struct _QdCspAc3 {
  const QdCsp *csp;
  guint n;
  gboolean **domains;
  gint *values;           /* the partial assignment the support search builds */
  guint *frames;          /* the support search's stack: per level, a scope position and the next value
                           * (2 * (n + 1), made at its first use) */
  guint64 budget;
  GQueue *queue;          /* arcs c * n + var, + 1 */
  GHashTable *queued;
  GArray *removed;
  guint **var_constraints;/* the constraints on each variable, in constraint order */
  guint *n_var_constraints;
  guint64 revisions;
  gboolean wiped_out;
};

/* Some assignment of the scope's unassigned variables (current domains)
 * satisfies the constraint: depth first, a level per variable, on a stack
 * of its own (a constraint over 100,000 variables nests as deep).  Each
 * level is checked first (a table's check says so of a partial tuple);
 * past the budget, the answer is yes. */
static gboolean
find_support (QdCspAc3 *a, guint c, const guint *scope, guint arity)
{
  guint top = 0, from = 0;
  gboolean found;

  if (a->frames == NULL)
    a->frames = g_new (guint, 2 * ((gsize) a->n + 1));
  for (;;)
    {
      /* The variables from scope[from] on: an answer at once, or a new
       * level whose values are tried below. */
      if (a->budget == 0)
        found = TRUE;
      else
        {
          a->budget--;
          found = qd_csp_constraint_check (a->csp, c, a->values);
          while (found && from < arity && a->values[scope[from]] != QD_CSP_UNASSIGNED)
            from++;   /* the revised variable, or a variable named twice */
          if (found && from < arity)
            {
              a->frames[2 * top] = from;
              a->frames[2 * top + 1] = 0;
              top++;
              found = FALSE;   /* no value of it tried yet */
            }
        }
      /* The answer goes back up the levels to one with a value left. */
      for (;;)
        {
          guint var, v;

          if (top == 0)
            return found;
          var = scope[a->frames[2 * (top - 1)]];
          a->values[var] = QD_CSP_UNASSIGNED;
          if (!found)
            {
              for (v = a->frames[2 * (top - 1) + 1]; v < qd_csp_domain_size (a->csp, var) && !a->domains[var][v]; v++)
                ;
              if (v < qd_csp_domain_size (a->csp, var))
                {
                  a->frames[2 * (top - 1) + 1] = v + 1;
                  a->values[var] = (gint) v;
                  from = a->frames[2 * (top - 1)] + 1;
                  break;
                }
            }
          top--;
        }
    }
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

static guint64
arc_key (const QdCspAc3 *a, guint var, guint c)
{
  return (guint64) c * a->n + var + 1;
}

static void
enqueue (QdCspAc3 *a, guint var, guint c)
{
  guint64 key = arc_key (a, var, c);

  g_hash_table_add (a->queued, GSIZE_TO_POINTER (key));
  g_queue_push_tail (a->queue, GSIZE_TO_POINTER (key));
}

QdCspAc3 *
qd_csp_ac3_new (const QdCsp *csp)
{
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  QdCspAc3 *a = g_new0 (QdCspAc3, 1);

  a->csp = csp;
  a->n = n;
  a->domains = g_new0 (gboolean *, n + 1);
  a->values = g_new (gint, n + 1);
  a->queue = g_queue_new ();
  a->queued = g_hash_table_new (g_direct_hash, g_direct_equal);
  a->removed = g_array_new (FALSE, FALSE, sizeof (guint));
  a->var_constraints = g_new0 (guint *, n + 1);
  a->n_var_constraints = g_new0 (guint, n + 1);
  for (guint v = 0; v < n; v++)
    {
      a->domains[v] = g_new (gboolean, qd_csp_domain_size (csp, v) + 1);
      for (guint x = 0; x < qd_csp_domain_size (csp, v); x++)
        a->domains[v][x] = qd_csp_initial_has (csp, v, x);
      a->values[v] = QD_CSP_UNASSIGNED;
    }
  /* Arcs are (variable, constraint) pairs, queued in constraint order. */
  for (guint c = 0; c < m; c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);

      for (guint i = 0; i < qd_csp_constraint_arity (csp, c); i++)
        {
          guint var = scope[i];

          if (g_hash_table_contains (a->queued, GSIZE_TO_POINTER (arc_key (a, var, c))))
            continue;
          enqueue (a, var, c);
          a->var_constraints[var] = g_renew (guint, a->var_constraints[var], a->n_var_constraints[var] + 1);
          a->var_constraints[var][a->n_var_constraints[var]++] = c;
        }
    }
  return a;
}

void
qd_csp_ac3_free (QdCspAc3 *a)
{
  if (a == NULL)
    return;
  for (guint v = 0; v < a->n; v++)
    g_free (a->var_constraints[v]);
  g_free (a->var_constraints);
  g_free (a->n_var_constraints);
  qd_csp_ac3_domains_free (a->csp, a->domains);
  g_free (a->values);
  g_free (a->frames);
  g_queue_free (a->queue);
  g_hash_table_unref (a->queued);
  g_array_unref (a->removed);
  g_free (a);
}

guint
qd_csp_ac3_queue_length (const QdCspAc3 *a)
{
  return g_queue_get_length (a->queue);
}

void
qd_csp_ac3_queue_nth (const QdCspAc3 *a, guint i, guint *var, guint *constraint)
{
  guint64 key = GPOINTER_TO_SIZE (g_queue_peek_nth (a->queue, i)) - 1;

  *var = (guint) (key % a->n);
  *constraint = (guint) (key / a->n);
}

gboolean
qd_csp_ac3_is_queued (const QdCspAc3 *a, guint var, guint constraint)
{
  return g_hash_table_contains (a->queued, GSIZE_TO_POINTER (arc_key (a, var, constraint)));
}

gboolean
qd_csp_ac3_has (const QdCspAc3 *a, guint var, guint value)
{
  return a->domains[var][value];
}

const gboolean *
qd_csp_ac3_domain (const QdCspAc3 *a, guint var)
{
  return a->domains[var];
}

const gboolean *const *
qd_csp_ac3_domains (const QdCspAc3 *a)
{
  return (const gboolean *const *) a->domains;
}

gboolean
qd_csp_ac3_wiped_out (const QdCspAc3 *a)
{
  return a->wiped_out;
}

guint64
qd_csp_ac3_revisions (const QdCspAc3 *a)
{
  return a->revisions;
}

/* var lost values: the arcs of every other variable of every constraint on
 * var but `except` (G_MAXUINT: none) go back in the queue. */
static void
requeue_neighbours (QdCspAc3 *a, guint var, guint except, QdCspAc3Func func, gpointer user_data)
{
  for (guint k = 0; k < a->n_var_constraints[var]; k++)
    {
      guint d = a->var_constraints[var][k];
      const guint *other = qd_csp_constraint_scope (a->csp, d);

      if (d == except)
        continue;
      for (guint i = 0; i < qd_csp_constraint_arity (a->csp, d); i++)
        {
          if (other[i] == var || qd_csp_ac3_is_queued (a, other[i], d))
            continue;
          enqueue (a, other[i], d);
          if (func != NULL)
            {
              QdCspAc3Step again = { QD_CSP_AC3_REQUEUE, other[i], d, NULL, 0, 0 };

              func (&again, user_data);
            }
        }
    }
}

gboolean
qd_csp_ac3_revise (QdCspAc3 *a, guint var, guint c, QdCspAc3Func func, gpointer user_data)
{
  const QdCsp *csp = a->csp;
  const guint *scope = qd_csp_constraint_scope (csp, c);
  guint arity = qd_csp_constraint_arity (csp, c);
  gpointer key = GSIZE_TO_POINTER (arc_key (a, var, c));
  gboolean left = FALSE;
  QdCspAc3Step step = { QD_CSP_AC3_REVISE, var, c, NULL, 0, 0 };

  g_return_val_if_fail (!a->wiped_out, FALSE);
  if (g_hash_table_remove (a->queued, key))
    g_queue_remove (a->queue, key);
  g_array_set_size (a->removed, 0);
  a->revisions++;
  /* One budget for the whole revision: a global constraint over many
   * variables costs a bounded search, not one per value. */
  a->budget = QD_CSP_AC3_SUPPORT_BUDGET;
  for (guint x = 0; x < qd_csp_domain_size (csp, var); x++)
    if (a->domains[var][x])
      {
        a->values[var] = (gint) x;
        if (!find_support (a, c, scope, arity))
          {
            a->domains[var][x] = FALSE;
            g_array_append_val (a->removed, x);
          }
        else
          {
            left = TRUE;
            if (a->budget == 0 && func != NULL)
              {
                QdCspAc3Step cut = { QD_CSP_AC3_CUT_OFF, var, c, NULL, 0, x };

                func (&cut, user_data);
              }
          }
        a->values[var] = QD_CSP_UNASSIGNED;
      }
  step.removed = (const guint *) a->removed->data;
  step.n_removed = a->removed->len;
  if (func != NULL)
    func (&step, user_data);
  if (!left)
    {
      QdCspAc3Step wipe = { QD_CSP_AC3_WIPEOUT, var, c, NULL, 0, 0 };

      if (func != NULL)
        func (&wipe, user_data);
      a->wiped_out = TRUE;
      return FALSE;
    }
  if (a->removed->len > 0)
    requeue_neighbours (a, var, c, func, user_data);
  return TRUE;
}

gboolean
qd_csp_ac3_step (QdCspAc3 *a, QdCspAc3Func func, gpointer user_data)
{
  guint var, c;

  if (a->wiped_out || g_queue_is_empty (a->queue))
    return FALSE;
  qd_csp_ac3_queue_nth (a, 0, &var, &c);
  return qd_csp_ac3_revise (a, var, c, func, user_data);
}

gboolean
qd_csp_ac3_run (const QdCsp *csp, gboolean ***domains_out, QdCspAc3Func func, gpointer user_data,
                guint64 *revisions)
{
  QdCspAc3 *a = qd_csp_ac3_new (csp);
  gboolean consistent = qd_csp_ac3_finish (a, func, user_data);

  if (revisions != NULL)
    *revisions = a->revisions;
  *domains_out = g_steal_pointer (&a->domains);
  a->domains = NULL;
  qd_csp_ac3_free (a);
  return consistent;
}

QdCspAc3 *
qd_csp_ac3_copy (const QdCspAc3 *a)
{
  QdCspAc3 *b = g_new0 (QdCspAc3, 1);

  b->csp = a->csp;
  b->n = a->n;
  b->domains = g_new0 (gboolean *, a->n + 1);
  b->values = g_new (gint, a->n + 1);
  b->queue = g_queue_copy (a->queue);
  b->queued = g_hash_table_new (g_direct_hash, g_direct_equal);
  b->removed = g_array_new (FALSE, FALSE, sizeof (guint));
  b->var_constraints = g_new0 (guint *, a->n + 1);
  b->n_var_constraints = g_memdup2 (a->n_var_constraints, sizeof (guint) * (a->n + 1));
  for (guint v = 0; v < a->n; v++)
    {
      b->domains[v] = g_memdup2 (a->domains[v], sizeof (gboolean) * (qd_csp_domain_size (a->csp, v) + 1));
      b->values[v] = QD_CSP_UNASSIGNED;
      b->var_constraints[v] = g_memdup2 (a->var_constraints[v], sizeof (guint) * a->n_var_constraints[v]);
    }
  for (GList *l = b->queue->head; l != NULL; l = l->next)
    g_hash_table_add (b->queued, l->data);
  b->revisions = a->revisions;
  b->wiped_out = a->wiped_out;
  return b;
}

gboolean
qd_csp_ac3_restrict (QdCspAc3 *a, guint var, const gboolean *keep)
{
  gboolean left = FALSE, lost = FALSE;

  g_return_val_if_fail (!a->wiped_out, FALSE);
  for (guint x = 0; x < qd_csp_domain_size (a->csp, var); x++)
    if (a->domains[var][x])
      {
        if (keep[x])
          left = TRUE;
        else
          {
            a->domains[var][x] = FALSE;
            lost = TRUE;
          }
      }
  if (!left)
    {
      a->wiped_out = TRUE;
      return FALSE;
    }
  if (lost)
    requeue_neighbours (a, var, G_MAXUINT, NULL, NULL);
  return TRUE;
}

gboolean
qd_csp_ac3_finish (QdCspAc3 *a, QdCspAc3Func func, gpointer user_data)
{
  while (qd_csp_ac3_step (a, func, user_data))
    ;
  return !a->wiped_out;
}
