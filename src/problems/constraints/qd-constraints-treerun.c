/* qd-constraints-treerun.c — the tree-structured solver's run recorded for
 * the Constraints tab (see the header). */
#include "config.h"
#include "qd-constraints-treerun.h"

#include <glib/gi18n.h>

QdConstraintsTreeRun *
qd_constraints_tree_run_new (const QdCsp *csp, guint max_steps)
{
  QdConstraintsTreeRun *run = g_new0 (QdConstraintsTreeRun, 1);

  run->n_vars = qd_csp_n_variables (csp);
  run->position = g_new0 (guint, MAX (run->n_vars, 1));
  run->steps = g_array_new (FALSE, TRUE, sizeof (QdConstraintsTreeStep));
  run->pairs = g_array_new (FALSE, FALSE, sizeof (guint));
  run->max_steps = max_steps;
  run->csp = csp;
  qd_constraints_var_index_init (&run->index, csp);
  run->values = g_new (gint, MAX (run->n_vars, 1));
  for (guint v = 0; v < run->n_vars; v++)
    run->values[v] = -1;
  return run;
}

void
qd_constraints_tree_run_finish (QdConstraintsTreeRun *run)
{
  if (run->csp == NULL)
    return;
  qd_constraints_var_index_clear (&run->index);
  g_clear_pointer (&run->values, g_free);
  run->csp = NULL;
}

void
qd_constraints_tree_run_free (QdConstraintsTreeRun *run)
{
  if (run == NULL)
    return;
  qd_constraints_tree_run_finish (run);
  g_free (run->order);
  g_free (run->parent);
  g_free (run->position);
  g_array_unref (run->steps);
  g_array_unref (run->pairs);
  g_free (run);
}

/* A new step, or NULL past the cap (counted all the same). */
static QdConstraintsTreeStep *
add_step (QdConstraintsTreeRun *run, guint8 kind, guint var, guint other, guint value)
{
  QdConstraintsTreeStep step = { kind, var, other, value, run->pairs->len / 2, 0, 0 };

  run->n_counted++;
  if (run->steps->len >= run->max_steps)
    return NULL;
  g_array_append_val (run->steps, step);
  return &g_array_index (run->steps, QdConstraintsTreeStep, run->steps->len - 1);
}

static void
add_pair (QdConstraintsTreeRun *run, guint var, guint value)
{
  g_array_append_val (run->pairs, var);
  g_array_append_val (run->pairs, value);
}

static void
on_order (gpointer data, const guint *order, const gint *parent, guint n)
{
  QdConstraintsTreeRun *run = data;

  g_free (run->order);
  g_free (run->parent);
  run->order = g_memdup2 (order, sizeof (guint) * MAX (n, 1));
  run->parent = g_memdup2 (parent, sizeof (gint) * MAX (n, 1));
  run->n_order = n;
  memset (run->position, 0, sizeof (guint) * MAX (run->n_vars, 1));
  for (guint i = 0; i < n; i++)
    run->position[order[i]] = i + 1;
  add_step (run, QD_CONSTRAINTS_TREE_STEP_ORDER, 0, 0, 0);
}

/* The cutset's values, and what they rule out of the other variables (the
 * solver restricts them without telling each value). */
static void
on_cutset (gpointer data, const guint *cutset, guint n_cutset, const gint *values)
{
  QdConstraintsTreeRun *run = data;
  QdConstraintsTreeStep *step = add_step (run, QD_CONSTRAINTS_TREE_STEP_CUTSET, 0, 0, 0);

  run->cutset = TRUE;
  if (step == NULL)
    return;
  for (guint v = 0; v < run->n_vars; v++)
    run->values[v] = -1;
  for (guint k = 0; k < n_cutset; k++)
    {
      run->values[cutset[k]] = values[cutset[k]];
      add_pair (run, cutset[k], (guint) values[cutset[k]]);
    }
  step->n_set = n_cutset;
  for (guint v = 0; v < run->n_vars; v++)
    if (run->values[v] < 0)
      for (guint x = 0; x < qd_csp_domain_size (run->csp, v); x++)
        if (qd_csp_initial_has (run->csp, v, x) &&
            qd_constraints_ruled_out_by (run->csp, &run->index, run->values, v, x, -1) >= 0)
          {
            add_pair (run, v, x);
            step->n_removed++;
          }
}

static void
on_revise (gpointer data, guint parent, guint child, const guint *removed, guint n_removed)
{
  QdConstraintsTreeRun *run = data;
  QdConstraintsTreeStep *step = add_step (run, QD_CONSTRAINTS_TREE_STEP_REVISE, parent, child, 0);

  if (step == NULL)
    return;
  for (guint i = 0; i < n_removed; i++)
    add_pair (run, parent, removed[i]);
  step->n_removed = n_removed;
}

static void
on_wipeout (gpointer data, guint var)
{
  add_step (data, QD_CONSTRAINTS_TREE_STEP_WIPEOUT, var, 0, 0);
}

static void
on_assign (gpointer data, guint var, guint value, guint depth)
{
  add_step (data, QD_CONSTRAINTS_TREE_STEP_ASSIGN, var, 0, value);
}

static gboolean
on_solution (gpointer data, const gint *values)
{
  add_step (data, QD_CONSTRAINTS_TREE_STEP_SOLUTION, 0, 0, 0);
  return TRUE;
}

const QdCspTreeListener qd_constraints_tree_run_listener = {
  .order = on_order,
  .cutset = on_cutset,
  .revise = on_revise,
  .wipeout = on_wipeout,
  .assign = on_assign,
  .solution = on_solution,
};

guint
qd_constraints_tree_run_n_steps (const QdConstraintsTreeRun *run)
{
  return run->steps->len;
}

const QdConstraintsTreeStep *
qd_constraints_tree_run_step (const QdConstraintsTreeRun *run, guint step)
{
  g_return_val_if_fail (step >= 1 && step <= run->steps->len, NULL);
  return &g_array_index (run->steps, QdConstraintsTreeStep, step - 1);
}

static void
pair_at (const QdConstraintsTreeRun *run, guint i, guint *var, guint *value)
{
  *var = g_array_index (run->pairs, guint, 2 * i);
  *value = g_array_index (run->pairs, guint, 2 * i + 1);
}

void
qd_constraints_tree_run_state (const QdConstraintsTreeRun *run, guint step, gint *values, guint8 *removed,
                               guint stride)
{
  step = MIN (step, run->steps->len);
  for (guint v = 0; v < run->n_vars; v++)
    values[v] = -1;
  memset (removed, 0, (gsize) run->n_vars * stride);
  for (guint s = 1; s <= step; s++)
    {
      const QdConstraintsTreeStep *st = qd_constraints_tree_run_step (run, s);
      guint8 mark = s == step ? 2 : 1;
      guint var, value;

      if (st->kind == QD_CONSTRAINTS_TREE_STEP_CUTSET)
        {
          /* The tree solver starts again from the whole domains. */
          for (guint v = 0; v < run->n_vars; v++)
            values[v] = -1;
          memset (removed, 0, (gsize) run->n_vars * stride);
        }
      else if (st->kind == QD_CONSTRAINTS_TREE_STEP_ASSIGN && st->var < run->n_vars)
        values[st->var] = (gint) st->value;
      for (guint i = 0; i < st->n_set + st->n_removed; i++)
        {
          pair_at (run, st->first + i, &var, &value);
          if (var >= run->n_vars || value >= stride)
            continue;
          if (i < st->n_set)
            values[var] = (gint) value;
          else
            removed[(gsize) var * stride + value] = mark;
        }
    }
}

/* "red from WA, red from NT" (each variable's values together). */
static char *
removed_text (const QdConstraintsTreeRun *run, const QdCspModel *model, const QdConstraintsTreeStep *st)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree guint *values = g_new (guint, MAX (st->n_removed, 1));
  guint i = 0;

  while (i < st->n_removed)
    {
      guint var, value, n = 0, v2;
      g_autofree char *list = NULL;

      pair_at (run, st->first + st->n_set + i, &var, &value);
      while (i < st->n_removed && (pair_at (run, st->first + st->n_set + i, &v2, &value), v2 == var))
        {
          values[n++] = value;
          i++;
        }
      list = qd_csp_model_values_text (model, var, values, n);
      if (text->len > 0)
        g_string_append (text, ", ");
      /* TRANSLATORS: values removed from a variable: "red from WA". */
      g_string_append_printf (text, _("%s from %s"), list, qd_csp_model_var (model, var)->name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static const char *
name (const QdCspModel *model, guint var)
{
  return qd_csp_model_var (model, var)->name;
}

static char *
order_text (const QdConstraintsTreeRun *run, const QdCspModel *model)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < run->n_order; i++)
    g_string_append_printf (text, "%s%u %s", i > 0 ? ", " : "", i + 1, name (model, run->order[i]));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
qd_constraints_tree_run_explain (const QdConstraintsTreeRun *run, const QdCspModel *model, guint step)
{
  const QdConstraintsTreeStep *st;

  if (step == 0 || step > run->steps->len)
    return g_strdup (_("Ready: press Next Step (Page Down) for the first step of the search."));
  st = qd_constraints_tree_run_step (run, step);
  switch ((QdConstraintsTreeStepKind) st->kind)
    {
    case QD_CONSTRAINTS_TREE_STEP_ORDER:
      {
        g_autofree char *order = order_text (run, model);

        return g_strdup_printf (_("Topological order, each variable after its parent: %s."), order);
      }
    case QD_CONSTRAINTS_TREE_STEP_CUTSET:
      {
        g_autoptr(GString) set = g_string_new (NULL);
        g_autofree char *removed = removed_text (run, model, st);

        for (guint i = 0; i < st->n_set; i++)
          {
            guint var, value;
            g_autofree char *text = NULL;

            pair_at (run, st->first + i, &var, &value);
            text = qd_csp_model_value_text (model, var, value);
            g_string_append_printf (set, "%s%s = %s", i > 0 ? ", " : "", name (model, var), text);
          }
        if (st->n_removed == 0)
          return g_strdup_printf (_("Assigned the cycle cutset: %s; it rules out no value of the others."), set->str);
        return g_strdup_printf (_("Assigned the cycle cutset: %s; removed what conflicts with it: %s."), set->str,
                                removed);
      }
    case QD_CONSTRAINTS_TREE_STEP_REVISE:
      {
        g_autofree char *removed = NULL;

        if (st->n_removed == 0)
          return g_strdup_printf (_("Made %s → %s consistent: nothing to remove."), name (model, st->var),
                                  name (model, st->other));
        removed = removed_text (run, model, st);
        /* TRANSLATORS: "Made NT → SA consistent: removed red from NT." */
        return g_strdup_printf (_("Made %s → %s consistent: removed %s."), name (model, st->var),
                                name (model, st->other), removed);
      }
    case QD_CONSTRAINTS_TREE_STEP_WIPEOUT:
      if (run->cutset)
        return g_strdup_printf (_("%s has no value left: no solution with this cutset assignment."),
                                name (model, st->var));
      return g_strdup_printf (_("%s has no value left: the problem has no solution."), name (model, st->var));
    case QD_CONSTRAINTS_TREE_STEP_ASSIGN:
      {
        g_autofree char *value = qd_csp_model_value_text (model, st->var, st->value);

        return g_strdup_printf (_("Assigned %s = %s."), name (model, st->var), value);
      }
    case QD_CONSTRAINTS_TREE_STEP_SOLUTION:
    default:
      return g_strdup (_("Solution: every variable has a value, without a backtrack."));
    }
}

void
qd_constraints_tree_cycle_marks (const QdCsp *csp, const guint *cycle, guint n_cycle, gboolean *var_marks,
                                 gboolean *constraint_marks)
{
  guint n_vars = qd_csp_n_variables (csp), n_constraints = qd_csp_n_constraints (csp);

  memset (var_marks, 0, sizeof (gboolean) * n_vars);
  memset (constraint_marks, 0, sizeof (gboolean) * n_constraints);
  for (guint i = 0; i < n_cycle; i++)
    if (cycle[i] < n_vars)
      var_marks[cycle[i]] = TRUE;
  for (guint c = 0; c < n_constraints; c++)
    {
      const guint *scope = qd_csp_constraint_scope (csp, c);

      if (qd_csp_constraint_arity (csp, c) != 2 || n_cycle < 2)
        continue;
      for (guint i = 0; i < n_cycle && !constraint_marks[c]; i++)
        {
          guint a = cycle[i], b = cycle[(i + 1) % n_cycle];

          constraint_marks[c] = (scope[0] == a && scope[1] == b) || (scope[0] == b && scope[1] == a);
        }
    }
}

char *
qd_constraints_tree_cutset_text (const QdCspModel *model, const guint *cutset, guint n_cutset, QdCspCutsetKind kind)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint k = 0; k < n_cutset; k++)
    g_string_append_printf (names, "%s%s", k > 0 ? ", " : "", name (model, cutset[k]));
  if (n_cutset == 0)
    return g_strdup (_("Cycle cutset: none, the constraint graph is a forest"));
  if (kind == QD_CSP_CUTSET_SMALLEST)
    return g_strdup_printf (_("Cycle cutset: %s (smallest)"), names->str);
  return g_strdup_printf (_("Cycle cutset: %s (greedy)"), names->str);
}

/* ------------------------------------------------------------- a whole run */

void
qd_constraints_tree_outcome_free (QdConstraintsTreeOutcome *outcome)
{
  if (outcome == NULL)
    return;
  qd_constraints_tree_run_free (outcome->run);
  g_free (outcome->refusal);
  g_free (outcome->cycle_vars);
  g_free (outcome->cycle_constraints);
  g_free (outcome->cutset_vars);
  g_free (outcome->cutset_text);
  g_free (outcome->values);
  g_free (outcome);
}

/* The graph less nothing has a cycle: named, and marked for the board. */
static void
refuse_cycle (QdConstraintsTreeOutcome *outcome, const QdCspTree *tree, const QdCsp *csp)
{
  guint n_vars = qd_csp_n_variables (csp), n_cycle = 0;
  g_autofree guint *cycle = g_new (guint, MAX (n_vars, 1));
  g_autofree char *text = NULL;

  if (!qd_csp_tree_find_cycle (tree, NULL, cycle, &n_cycle))
    return;
  text = qd_csp_tree_cycle_text (tree, cycle, n_cycle);
  outcome->refusal = g_strdup_printf (_("Not a tree: the constraint graph has a cycle, %s. Turn on Cycle Cutset "
                                        "to solve it by cutset conditioning."), text);
  outcome->cycle_vars = g_new (gboolean, MAX (n_vars, 1));
  outcome->cycle_constraints = g_new (gboolean, MAX (qd_csp_n_constraints (csp), 1));
  qd_constraints_tree_cycle_marks (csp, cycle, n_cycle, outcome->cycle_vars, outcome->cycle_constraints);
}

QdConstraintsTreeOutcome *
qd_constraints_tree_solve (const QdCspModel *model, gboolean cutset, const gint *stop, guint max_steps)
{
  QdConstraintsTreeOutcome *outcome = g_new0 (QdConstraintsTreeOutcome, 1);
  const QdCsp *csp = model->csp;
  guint n_vars = qd_csp_n_variables (csp);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspTree) tree = qd_csp_tree_new (csp, &error);
  g_autoptr(QdCspTreeSolver) solver = NULL;
  g_autofree guint *set = g_new (guint, MAX (n_vars, 1));
  QdCspTreeOptions options;

  outcome->status = QD_CSP_STOPPED;
  if (tree == NULL)
    {
      outcome->refusal = g_strdup (error->message);
      return outcome;
    }
  qd_csp_tree_options_init (&options);
  options.stop = stop;
  if (cutset)
    {
      QdCspCutsetKind kind = qd_csp_tree_cutset (tree, QD_CSP_TREE_CUTSET_BUDGET, set, &options.n_cutset);

      options.cutset = set;
      outcome->cutset_text = qd_constraints_tree_cutset_text (model, set, options.n_cutset, kind);
      outcome->cutset_vars = g_new0 (gboolean, MAX (n_vars, 1));
      for (guint k = 0; k < options.n_cutset; k++)
        outcome->cutset_vars[set[k]] = TRUE;
    }
  outcome->run = qd_constraints_tree_run_new (csp, max_steps);
  options.listener = &qd_constraints_tree_run_listener;
  options.listener_data = outcome->run;
  solver = qd_csp_tree_solver_new (tree, &options, &error);
  if (solver == NULL)
    {
      g_clear_pointer (&outcome->run, qd_constraints_tree_run_free);
      if (g_error_matches (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CYCLE) && !cutset)
        refuse_cycle (outcome, tree, csp);
      if (outcome->refusal == NULL)
        outcome->refusal = g_strdup (error->message);
      return outcome;
    }
  outcome->status = qd_csp_tree_solver_run (solver, &outcome->stats);
  qd_constraints_tree_run_finish (outcome->run);
  if (outcome->status == QD_CSP_SOLVED && qd_csp_tree_solver_first_solution (solver) != NULL)
    outcome->values = g_memdup2 (qd_csp_tree_solver_first_solution (solver), sizeof (gint) * MAX (n_vars, 1));
  return outcome;
}
