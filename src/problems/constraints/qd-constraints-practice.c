/* qd-constraints-practice.c — the questions of the Constraints tab's search
 * and AC-3; see qd-constraints-practice.h. */
#include "config.h"
#include "qd-constraints-practice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-constraints-ac3.h"
#include "problems/csp/qd-csp-split.h"

/* What the answers are read against: the network (its own copy), and for
 * AC-3 each question's variable, for values typed bare. */
typedef struct {
  QdConstraintsDoc *doc;
  QdPractice *practice;           /* the list this reads for (not owned) */
  GHashTable *step_var;           /* AC-3, min-conflicts: a question's step -> its variable + 1 */
  gboolean variables;             /* min-conflicts, splitting: a NAMES question (min-conflicts)
                                   * or a split's variable (splitting) names variables */
  GHashTable *var_questions;      /* splitting: the questions of a variable (not owned) */
  GArray *walk;                   /* splitting: QdConstraintsSplitVisit */
} Names;

static void
names_free (gpointer data)
{
  Names *names = data;

  qd_constraints_doc_free (names->doc);
  g_clear_pointer (&names->step_var, g_hash_table_unref);
  g_clear_pointer (&names->var_questions, g_hash_table_unref);
  g_clear_pointer (&names->walk, g_array_unref);
  g_free (names);
}

static gint
find_var (const QdCspModel *model, const char *typed)
{
  g_autofree char *want = qd_practice_name_key (typed);

  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    {
      g_autofree char *name = qd_practice_name_key (qd_csp_model_var (model, v)->name);

      if (g_str_equal (name, want))
        return (gint) v;
    }
  return -1;
}

static gint
find_value (const QdCspModel *model, guint var, const char *typed)
{
  g_autofree char *want = qd_practice_name_key (typed);

  for (guint x = 0; x < qd_csp_model_var (model, var)->n_values; x++)
    {
      g_autofree char *text = qd_csp_model_value_text (model, var, x);
      g_autofree char *key = qd_practice_name_key (text);

      if (g_str_equal (key, want))
        return (gint) x;
    }
  return -1;
}

static char *canonical (const char *typed, gpointer data);

/* A practice whose answers are read against a copy of `doc` (NULL when
 * the copy has no model), and its Names. */
static QdPractice *
practice_new (const QdConstraintsDoc *doc, Names **out)
{
  Names *names = g_new0 (Names, 1);
  g_autofree char *text = qd_constraints_doc_to_string (doc);

  names->doc = qd_constraints_doc_parse (text, -1, NULL);
  if (names->doc == NULL || names->doc->model == NULL)
    {
      names_free (names);
      return NULL;
    }
  names->practice = qd_practice_new (canonical, names, names_free);
  *out = names;
  return names->practice;
}

/* "q[2]=3" */
static char *
pair_name (const QdCspModel *model, guint var, guint value)
{
  g_autofree char *v = qd_csp_model_value_text (model, var, value);

  return g_strdup_printf ("%s=%s", qd_csp_model_var (model, var)->name, v);
}

/* VAR=VALUE, VAR=V1/V2, or (an arc's question) VALUE or V1/V2. */
static char *
canonical (const char *typed, gpointer data)
{
  Names *names = data;
  const QdCspModel *model = names->doc->model;
  const char *eq = strchr (typed, '=');
  g_auto(GStrv) values = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  gint var = -1;

  /* Min-conflicts' variables in conflict, a split's variable: names of
   * variables. */
  if (names->variables && eq == NULL && qd_practice_current (names->practice) != NULL &&
      (names->var_questions != NULL
         ? g_hash_table_contains (names->var_questions, qd_practice_current (names->practice)->text)
         : qd_practice_current (names->practice)->kind == QD_PRACTICE_NAMES))
    {
      var = find_var (model, typed);
      return var >= 0 ? g_strdup (qd_csp_model_var (model, (guint) var)->name) : NULL;
    }
  if (eq != NULL)
    {
      g_autofree char *name = g_strndup (typed, (gsize) (eq - typed));

      var = find_var (model, name);
      typed = eq + 1;
    }
  else if (names->step_var != NULL && qd_practice_current (names->practice) != NULL)
    var = GPOINTER_TO_INT (g_hash_table_lookup (names->step_var,
                                                GUINT_TO_POINTER (qd_practice_current (names->practice)->step))) - 1;
  if (var < 0)
    return NULL;
  values = g_strsplit_set (typed, "/|", -1);
  for (guint i = 0; values[i] != NULL; i++)
    {
      gint x = find_value (model, (guint) var, values[i]);
      g_autofree char *name = NULL;

      if (x < 0)
        return NULL;
      name = pair_name (model, (guint) var, (guint) x);
      g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", name);
    }
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* A set of removals: its names (VAR=VALUE) and its text as an answer
 * ("q[2]=1/2, q[3]=1/3"), from (var, value) pairs in order. */
typedef struct {
  QdPracticeNames set;
  gint last_var;
} Removals;

static void
removals_init (Removals *r)
{
  qd_practice_names_init (&r->set);
  r->last_var = -1;
}

static void
removals_add (Removals *r, const QdCspModel *model, guint var, guint value)
{
  g_autofree char *v = qd_csp_model_value_text (model, var, value);
  g_autofree char *name = pair_name (model, var, value);

  qd_practice_names_add (&r->set, name, (gint) var == r->last_var ? "/" : ", ", (gint) var == r->last_var ? v : name);
  r->last_var = (gint) var;
}

static void
removals_add_question (Removals *r, QdPractice *practice, QdPracticeLevel level, guint step, const char *text,
                       const char *why, const char *hint)
{
  qd_practice_add_names_of (practice, &r->set, level, step, text, why, hint);
}

/* The values the events of `s` of `kind` remove. */
static void
step_removals (Removals *r, const QdConstraintsReplay *replay, const QdCspModel *model, const QdConstraintsStep *s)
{
  /* Grouped by variable, in the order they first lose a value. */
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = s->first; i < s->first + s->n_events; i++)
    {
      const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);
      gboolean seen = FALSE;

      for (guint k = 0; k < vars->len && !seen; k++)
        seen = g_array_index (vars, guint, k) == e->var;
      if (e->kind == QD_CONSTRAINTS_EVENT_PRUNE && !seen)
        g_array_append_val (vars, e->var);
    }
  for (guint k = 0; k < vars->len; k++)
    for (guint i = s->first; i < s->first + s->n_events; i++)
      {
        const QdConstraintsEvent *e = qd_constraints_replay_event (replay, i);

        if (e->kind == QD_CONSTRAINTS_EVENT_PRUNE && e->var == g_array_index (vars, guint, k))
          removals_add (r, model, e->var, e->value);
      }
}

static const char *
inference_question (QdCspInference inference)
{
  return inference == QD_CSP_INFER_MAC
           ? _("%s is assigned: which values does arc consistency remove, from which variables? "
               "Type them as q[2]=1/2, q[3]=4 (none if none).")
           : _("%s is assigned: which values does forward checking remove, from which variables? "
               "Type them as q[2]=1/2, q[3]=4 (none if none).");
}

QdPractice *
qd_constraints_practice_new_search (const QdConstraintsDoc *doc, const QdConstraintsReplay *replay)
{
  Names *names = NULL;
  QdPractice *practice;
  const QdCspModel *model;
  guint n = qd_constraints_replay_n_steps (replay), solution_step = 0;

  practice = practice_new (doc, &names);
  g_return_val_if_fail (practice != NULL, NULL);
  model = names->doc->model;
  for (guint step = 1; step <= n; step++)
    {
      const QdConstraintsStep *s = qd_constraints_replay_step (replay, step);
      const QdConstraintsEvent *main = qd_constraints_replay_event (replay, s->main);
      g_autofree char *why = NULL;

      if (s->kind == QD_CONSTRAINTS_STEP_SOLUTION && solution_step == 0)
        solution_step = step;
      if (s->kind != QD_CONSTRAINTS_STEP_ASSIGN && s->kind != QD_CONSTRAINTS_STEP_PROPAGATE)
        continue;
      why = qd_constraints_replay_explain (replay, model, step);
      if (s->kind == QD_CONSTRAINTS_STEP_ASSIGN)
        {
          g_autofree char *name = pair_name (model, main->var, main->value);
          const char *answer[] = { name, NULL };

          qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, step - 1,
                                 _("Which variable is assigned next, and which value? Type it as q[1]=2, or click "
                                   "the variable and type its value."),
                                 answer, name, why,
                                 replay->inference == QD_CSP_INFER_NONE
                                   ? _("The search takes the first unassigned variable in the file's order and the "
                                       "first value of its domain that breaks no constraint with those assigned.")
                                   : _("The search takes the first unassigned variable in the file's order and the "
                                       "first value left in its domain."));
        }
      if (replay->inference != QD_CSP_INFER_NONE)
        {
          Removals r;
          g_autofree char *question = NULL;

          removals_init (&r);
          step_removals (&r, replay, model, s);
          if (s->kind == QD_CONSTRAINTS_STEP_ASSIGN)
            {
              g_autofree char *assigned = pair_name (model, main->var, main->value);

              question = g_strdup_printf (inference_question (replay->inference), assigned);
            }
          else
            question = g_strdup (_("Before the search, which values does propagation remove, from which "
                                   "variables? Type them as q[2]=1/2, q[3]=4 (none if none)."));
          removals_add_question (&r, practice, QD_PRACTICE_LEVEL_STEP, step - 1, question, why,
                                 replay->inference == QD_CSP_INFER_MAC
                                   ? _("Arc consistency removes every value left without a support in a "
                                       "neighbour's domain, again and again until none is.")
                                   : _("Forward checking removes from each unassigned neighbour the values that "
                                       "break a constraint with the value just assigned."));
        }
    }
  /* The end: the first solution, asked on the network as it starts. */
  {
    Removals r;
    g_autofree char *why = NULL;

    removals_init (&r);
    if (solution_step > 0)
      {
        guint n_vars = qd_csp_model_n_vars (model), stride = 1;
        g_autofree gint *values = g_new (gint, n_vars + 1);
        g_autofree guint *removed = NULL;
        g_autofree char *line = NULL;

        for (guint v = 0; v < n_vars; v++)
          stride = MAX (stride, qd_csp_model_var (model, v)->n_values);
        removed = g_new0 (guint, (gsize) n_vars * stride + 1);
        qd_constraints_replay_state (replay, solution_step, n_vars, values, removed, stride);
        for (guint v = 0; v < n_vars; v++)
          if (values[v] >= 0)
            removals_add (&r, model, v, (guint) values[v]);
        line = g_strdup (r.set.shown->str);
        /* TRANSLATORS: the end of a practice session: the solution as VAR=VALUE pairs */
        why = g_strdup_printf (_("The search's first solution is %s."), line);
      }
    else
      why = g_strdup (_("Every possibility was ruled out: the problem has no solution."));
    removals_add_question (&r, practice, QD_PRACTICE_LEVEL_END, 0,
                           _("Which solution does the search find first? Type every variable's value as "
                             "q[1]=2, q[2]=4 (none if there is none)."),
                           why, _("Follow the search: the first unassigned variable, its first value left, back "
                                  "to the last choice on a dead end."));
  }
  return practice;
}

QdPractice *
qd_constraints_practice_new_ac3 (const QdConstraintsDoc *doc, guint max_arcs)
{
  Names *names = NULL;
  g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint) * 2);
  QdConstraintsAc3 *ac3;
  QdPractice *practice;
  const QdCspModel *model;
  guint n_vars, stride = 1;
  g_autofree gboolean *before = NULL;

  practice = practice_new (doc, &names);
  g_return_val_if_fail (practice != NULL, NULL);
  model = names->doc->model;
  names->step_var = g_hash_table_new (g_direct_hash, g_direct_equal);
  n_vars = qd_csp_model_n_vars (model);
  for (guint v = 0; v < n_vars; v++)
    stride = MAX (stride, qd_csp_model_var (model, v)->n_values);
  before = g_new (gboolean, stride);
  ac3 = qd_constraints_ac3_new (model);
  for (guint k = 0; k < max_arcs && !qd_constraints_ac3_finished (ac3); k++)
    {
      const QdConstraintsArc *arc = qd_constraints_ac3_arc (ac3, qd_constraints_ac3_queue_nth (ac3, 0));
      guint var = arc->var, size = qd_csp_model_var (model, var)->n_values;
      g_autofree char *arc_text = qd_constraints_arc_text (model, arc);
      g_autofree char *question = NULL, *why = NULL;
      const gboolean *after;
      Removals r;

      memcpy (before, qd_csp_ac3_domain (qd_constraints_ac3_state (ac3), var), sizeof (gboolean) * size);
      qd_constraints_ac3_step (ac3);
      after = qd_csp_ac3_domain (qd_constraints_ac3_state (ac3), var);
      removals_init (&r);
      for (guint x = 0; x < size; x++)
        if (before[x] && !after[x])
          {
            guint pair[2] = { var, x };

            removals_add (&r, model, var, x);
            g_array_append_val (gone, pair);
          }
      g_hash_table_insert (names->step_var, GUINT_TO_POINTER (k), GUINT_TO_POINTER (var + 1));
      question = g_strdup_printf (_("Which values does revising the arc %s remove from %s? Type them as 1/2, "
                                    "or none."),
                                  arc_text, qd_csp_model_var (model, var)->name);
      why = qd_constraints_ac3_explain (ac3);
      removals_add_question (&r, practice, QD_PRACTICE_LEVEL_DECISION, k, question, why,
                             _("A value stays when some value of the other variables satisfies the constraint with "
                               "it; a value without such a support goes."));
    }
  {
    Removals r;
    g_autoptr(GString) why = g_string_new (NULL);

    removals_init (&r);
    /* Grouped by variable, in the network's order. */
    for (guint v = 0; v < n_vars; v++)
      for (guint x = 0; x < qd_csp_model_var (model, v)->n_values; x++)
        for (guint i = 0; i < gone->len; i++)
          {
            const guint *pair = &g_array_index (gone, guint, 2 * i);

            if (pair[0] == v && pair[1] == x)
              removals_add (&r, model, v, x);
          }
    for (guint v = 0; v < n_vars; v++)
      {
        g_autofree char *domain = qd_constraints_ac3_domain_text (ac3, v);

        g_string_append_printf (why, "%s%s %s", v > 0 ? ", " : "", qd_csp_model_var (model, v)->name, domain);
      }
    {
      /* TRANSLATORS: the end of AC-3 in practice: every variable with its values left */
      g_autofree char *sentence = g_strdup_printf (_("When AC-3 ends, the domains are %s."), why->str);

      removals_add_question (&r, practice, QD_PRACTICE_LEVEL_END, 0,
                             _("When AC-3 ends, which values has it removed, from which variables? Type them as "
                               "q[2]=1/2, q[3]=4 (none if none)."),
                             sentence, _("Revise the arcs of the queue one by one, putting back the arcs into a "
                                         "variable that lost a value."));
    }
  }
  qd_constraints_ac3_free (ac3);
  return practice;
}

/* "q[1], q[2] and q[3]" */
static char *
vars_text (const QdCspModel *model, const QdConstraintsMcRun *run, const QdConstraintsMcStep *s, QdPracticeNames *set)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < s->n_conflicted; i++)
    {
      const char *name = qd_csp_model_var (model, g_array_index (run->vars, guint, s->conflicted + i))->name;

      if (i > 0)
        /* TRANSLATORS: between the last two items of a list ("A, B and C") */
        g_string_append (out, i + 1 == s->n_conflicted ? _(" and ") : ", ");
      g_string_append (out, name);
      qd_practice_names_add (set, name, ", ", NULL);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

QdPractice *
qd_constraints_practice_new_min_conflicts (const QdConstraintsDoc *doc, const QdConstraintsMcRun *run)
{
  Names *names = NULL;
  QdPractice *practice;
  const QdCspModel *model;
  guint n = qd_constraints_mc_run_n_steps (run), violated;
  g_autofree gint *values = NULL;

  practice = practice_new (doc, &names);
  g_return_val_if_fail (practice != NULL, NULL);
  model = names->doc->model;
  names->step_var = g_hash_table_new (g_direct_hash, g_direct_equal);
  names->variables = TRUE;
  for (guint step = 1; step <= n; step++)
    {
      const QdConstraintsMcStep *s = qd_constraints_mc_run_step (run, step);
      const QdConstraintsMcStep *before = step > 1 ? qd_constraints_mc_run_step (run, step - 1) : NULL;
      guint violated_before = before != NULL ? before->violated : run->start_violated;
      const char *name = qd_csp_model_var (model, s->var)->name;
      QdPracticeNames set;
      g_autofree char *listed = NULL, *why = NULL, *question = NULL, *answer = NULL, *scores = NULL;

      /* The variables in conflict: those of the constraints violated. */
      qd_practice_names_init (&set);
      listed = vars_text (model, run, s, &set);
      why = g_strdup_printf (ngettext ("%u constraint is violated; the variables in it are %s.",
                                       "%u constraints are violated; the variables in them are %s.", violated_before),
                             violated_before, listed);
      qd_practice_add_names_of (practice, &set, QD_PRACTICE_LEVEL_STEP, step - 1,
                                _("Which variables are in conflict? Type them as q[1], q[3], or click them."), why,
                                _("A variable is in conflict when a constraint it is in is violated."));
      /* A random walk's value is drawn: nothing to ask. */
      if (s->walk)
        continue;
      g_hash_table_insert (names->step_var, GUINT_TO_POINTER (step - 1), GUINT_TO_POINTER (s->var + 1));
      answer = pair_name (model, s->var, s->value);
      scores = qd_constraints_mc_run_scores_text (run, model, step);
      g_clear_pointer (&why, g_free);
      why = qd_constraints_mc_run_explain (run, model, step);
      question = g_strdup_printf (_("%s is drawn at random among the variables in conflict: which value does it "
                                    "get? Type it as %s=2, or just the value."), name, name);
      {
        const char *right[] = { answer, NULL };

        qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, step - 1, question, right,
                               answer, why,
                               _("Count for each value the constraints it would violate, the others keeping "
                                 "theirs: the variable moves to the other value of fewest conflicts (a value it "
                                 "left lately is tabu), unless every other value has more than its own."));
      }
      /* A tie: any value of fewest conflicts is as right as the one drawn. */
      for (guint i = 0; i < s->n_ties; i++)
        {
          guint value = g_array_index (run->ties, guint, s->ties + i);
          g_autofree char *tied = NULL;
          const char *other[] = { NULL, NULL };

          if (value == s->value)
            continue;
          tied = pair_name (model, s->var, value);
          other[0] = tied;
          qd_practice_add_alternative (practice, other);
        }
    }
  /* The end: the constraints still violated, on the last step's board. */
  values = g_new (gint, run->n_vars + 1);
  violated = qd_constraints_mc_run_values (run, n, values);
  {
    g_autofree char *why = NULL;

    if (violated == 0)
      {
        g_autofree char *line = qd_csp_model_solution_line (model, values);

        why = g_strdup_printf (ngettext ("After %u step none is violated: %s is a solution.",
                                         "After %u steps none is violated: %s is a solution.", n),
                               n, line);
      }
    else
      why = g_strdup_printf (ngettext ("The replay stops at its last step with %u constraint still violated.",
                                       "The replay stops at its last step with %u constraints still violated.",
                                       violated),
                             violated);
    qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, n,
                            _("When the replay ends, how many constraints are still violated?"), violated, why,
                            _("Count the constraints the last assignment breaks; none means a solution."));
  }
  return practice;
}

/* ------------------------------------------------------ domain splitting */

GArray *
qd_constraints_split_walk (QdCspSplit *split, guint max_splits)
{
  GArray *walk = g_array_new (FALSE, FALSE, sizeof (QdConstraintsSplitVisit));
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (guint));   /* upper halves to come back to */
  QdConstraintsSplitVisit visit = { 0, G_MAXUINT, G_MAXUINT };
  guint splits = 0;

  g_array_append_val (walk, visit);
  for (;;)
    {
      const QdCspSplitNode *n = qd_csp_split_node (split, visit.node);
      guint var;

      if (n->status == QD_CSP_SPLIT_SOLUTION)
        break;
      if (n->status == QD_CSP_SPLIT_OPEN && splits < max_splits &&
          (var = qd_csp_split_choose (split, visit.node)) != G_MAXUINT && qd_csp_split_split (split, visit.node, var))
        {
          n = qd_csp_split_node (split, visit.node);
          g_array_append_val (pending, n->children[1]);
          visit.split_parent = visit.node;
          visit.split_var = var;
          visit.node = n->children[0];
          splits++;
        }
      else if (n->status == QD_CSP_SPLIT_FAILURE && pending->len > 0)
        {
          visit.node = g_array_index (pending, guint, pending->len - 1);
          g_array_set_size (pending, pending->len - 1);
          visit.split_parent = G_MAXUINT;
          visit.split_var = G_MAXUINT;
        }
      else
        break;
      g_array_append_val (walk, visit);
    }
  return walk;
}

/* The values arc consistency removed making `node` (its parent's domains
 * kept in its half): a set of removals. */
static void
split_removals (Removals *r, const QdCspSplit *split, const QdCspModel *model, guint node)
{
  const QdCspSplitNode *n = qd_csp_split_node (split, node);
  const gboolean *const *before = qd_csp_split_domains (split, n->parent);
  const gboolean *const *after = qd_csp_split_domains (split, node);
  guint size = qd_csp_model_var (model, n->var)->n_values;
  g_autofree gboolean *half = g_new (gboolean, size + 1);

  qd_csp_split_half (split, node, half);
  for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
    for (guint x = 0; x < qd_csp_model_var (model, v)->n_values; x++)
      if (before[v][x] && (v != n->var || half[x]) && !after[v][x])
        removals_add (r, model, v, x);
}

/* "x ∈ {1, 2}" */
static char *
half_text (const QdCspSplit *split, const QdCspModel *model, guint node)
{
  const QdCspSplitNode *n = qd_csp_split_node (split, node);
  g_autofree gboolean *half = g_new (gboolean, qd_csp_model_var (model, n->var)->n_values + 1);
  g_autofree char *set = NULL;

  qd_csp_split_half (split, node, half);
  set = qd_csp_model_domain_text (model, n->var, half);
  /* TRANSLATORS: a half of a split domain, "x ∈ {1, 2}" */
  return g_strdup_printf (_("%s ∈ %s"), qd_csp_model_var (model, n->var)->name, set);
}

/* What arc consistency did in `node`'s half, asked before it is made. */
static void
add_split_ac (QdPractice *practice, const QdCspSplit *split, const QdCspModel *model, guint node, guint step,
              gboolean back)
{
  const QdCspSplitNode *n = qd_csp_split_node (split, node);
  g_autofree char *half = half_text (split, model, node), *question = NULL, *why = NULL, *outcome = NULL;
  Removals r;

  removals_init (&r);
  split_removals (&r, split, model, node);
  question = g_strdup_printf (back ? _("Back to the other half, %s: which values does arc consistency remove, from "
                                       "which variables? Type them as q[2]=1/2, q[3]=4 (none if none).")
                                   : _("In the lower half, %s: which values does arc consistency remove, from "
                                       "which variables? Type them as q[2]=1/2, q[3]=4 (none if none)."),
                              half);
  outcome = g_strdup (n->status == QD_CSP_SPLIT_FAILURE ? _("a domain is empty: no solution here.")
                      : n->status == QD_CSP_SPLIT_SOLUTION ? _("every domain holds one value: a solution.")
                      : _("some domain still holds two values or more."));
  /* TRANSLATORS: "x ∈ {1, 2}: arc consistency removes y=1, z=1/2; a domain is empty: no solution here." */
  why = g_strdup_printf (_("%s: arc consistency removes %s; %s"), half, r.set.shown->len > 0 ? r.set.shown->str
                                                                                         : _("nothing"),
                         outcome);
  removals_add_question (&r, practice, QD_PRACTICE_LEVEL_STEP, step, question, why,
                         _("Keep the half's values, then remove every value left without a support in a "
                           "neighbour's domain, again and again until none is."));
}

QdPractice *
qd_constraints_practice_new_split (const QdConstraintsDoc *doc, guint max_splits)
{
  Names *names = NULL;
  g_autoptr(QdCspSplit) split = NULL;
  QdPractice *practice;
  const QdCspModel *model;
  guint solution_node = G_MAXUINT;
  static const char *var_question = N_("Which variable is split next?");

  practice = practice_new (doc, &names);
  g_return_val_if_fail (practice != NULL, NULL);
  model = names->doc->model;
  names->variables = TRUE;
  names->var_questions = g_hash_table_new (g_str_hash, g_str_equal);
  g_hash_table_add (names->var_questions, (gpointer) _(var_question));
  split = qd_csp_split_new (model->csp);
  names->walk = qd_constraints_split_walk (split, max_splits);
  for (guint k = 1; k < names->walk->len; k++)
    {
      const QdConstraintsSplitVisit *visit = &g_array_index (names->walk, QdConstraintsSplitVisit, k);

      if (visit->split_parent != G_MAXUINT)
        {
          const QdCspSplitNode *parent = qd_csp_split_node (split, visit->split_parent);
          const char *name = qd_csp_model_var (model, visit->split_var)->name;
          const gboolean *domain = qd_csp_split_domains (split, visit->split_parent)[visit->split_var];
          g_autofree char *set = qd_csp_model_domain_text (model, visit->split_var, domain);
          g_autofree char *why = NULL, *lower = half_text (split, model, parent->children[0]);
          g_autofree char *upper = half_text (split, model, parent->children[1]);
          const char *answer[] = { name, NULL };
          Removals r;

          why = g_strdup_printf (_("%s is the first variable, in the file's order, with two values or more "
                                   "(%s)."), name, set);
          qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k - 1, _(var_question),
                                 answer, name, why,
                                 _("Domain splitting takes the first variable, in the file's order, whose domain "
                                   "still holds two values or more."));
          /* The half explored first. */
          removals_init (&r);
          {
            guint size = qd_csp_model_var (model, visit->split_var)->n_values;
            g_autofree gboolean *half = g_new (gboolean, size + 1);

            qd_csp_split_half (split, parent->children[0], half);
            for (guint x = 0; x < size; x++)
              if (half[x])
                removals_add (&r, model, visit->split_var, x);
          }
          g_clear_pointer (&why, g_free);
          /* TRANSLATORS: "x's values split in two: x ∈ {1, 2} first, then x ∈ {3}." */
          why = g_strdup_printf (_("%s's values split in two, the first half of them (one more when odd) "
                                   "explored first: %s, then %s."), name, lower, upper);
          {
            g_autofree char *question = g_strdup_printf (_("%s is split: which of its values make the half "
                                                           "explored first? Type them as %s=1/2."), name, name);

            removals_add_question (&r, practice, QD_PRACTICE_LEVEL_DECISION, k - 1, question, why,
                                   _("The lower half holds the first half of the values left, in the domain's "
                                     "order; it is explored first."));
          }
          add_split_ac (practice, split, model, visit->node, k - 1, FALSE);
        }
      else
        add_split_ac (practice, split, model, visit->node, k - 1, TRUE);
    }
  {
    const QdConstraintsSplitVisit *last = &g_array_index (names->walk, QdConstraintsSplitVisit, names->walk->len - 1);
    Removals r;
    g_autofree char *why = NULL;

    if (qd_csp_split_node (split, last->node)->status == QD_CSP_SPLIT_SOLUTION)
      solution_node = last->node;
    removals_init (&r);
    if (solution_node != G_MAXUINT)
      {
        g_autofree gint *values = g_new (gint, qd_csp_model_n_vars (model) + 1);

        qd_csp_split_values (split, solution_node, values);
        for (guint v = 0; v < qd_csp_model_n_vars (model); v++)
          removals_add (&r, model, v, (guint) values[v]);
        /* TRANSLATORS: the end of domain splitting in practice: the solution as VAR=VALUE pairs */
        why = g_strdup_printf (_("Domain splitting's first solution is %s."), r.set.shown->str);
      }
    else if (qd_csp_split_node (split, last->node)->status == QD_CSP_SPLIT_FAILURE)
      why = g_strdup (_("Every half ended with an empty domain: the problem has no solution."));
    else
      why = g_strdup_printf (ngettext ("The practice stops after %u split, before a solution.",
                                       "The practice stops after %u splits, before a solution.", max_splits),
                             max_splits);
    removals_add_question (&r, practice, QD_PRACTICE_LEVEL_END, names->walk->len - 1,
                           _("Which solution does domain splitting find first? Type every variable's value as "
                             "q[1]=2, q[2]=4 (none if there is none)."),
                           why, _("Split the first variable of two values or more, the lower half first, back to "
                                  "the other half when a domain empties."));
  }
  return practice;
}

const GArray *
qd_constraints_practice_split_walk (QdPractice *practice)
{
  Names *names = qd_practice_get_data (practice);

  return names != NULL ? names->walk : NULL;
}
