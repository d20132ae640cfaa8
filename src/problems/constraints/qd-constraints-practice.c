/* qd-constraints-practice.c — the questions of the Constraints tab's search
 * and AC-3; see qd-constraints-practice.h. */
#include "config.h"
#include "qd-constraints-practice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-constraints-ac3.h"

/* What the answers are read against: the network (its own copy), and for
 * AC-3 each question's variable, for values typed bare. */
typedef struct {
  QdConstraintsDoc *doc;
  QdPractice *practice;           /* the list this reads for (not owned) */
  GHashTable *step_var;           /* AC-3: a question's step -> its variable + 1 */
} Names;

static void
names_free (gpointer data)
{
  Names *names = data;

  qd_constraints_doc_free (names->doc);
  g_clear_pointer (&names->step_var, g_hash_table_unref);
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
  Names *names = g_new0 (Names, 1);
  g_autofree char *text = qd_constraints_doc_to_string (doc);
  QdPractice *practice;
  const QdCspModel *model;
  guint n = qd_constraints_replay_n_steps (replay), solution_step = 0;

  names->doc = qd_constraints_doc_parse (text, -1, NULL);
  g_return_val_if_fail (names->doc != NULL && names->doc->model != NULL, NULL);
  model = names->doc->model;
  practice = qd_practice_new (canonical, names, names_free);
  names->practice = practice;
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
  Names *names = g_new0 (Names, 1);
  g_autofree char *text = qd_constraints_doc_to_string (doc);
  g_autoptr(GArray) gone = g_array_new (FALSE, FALSE, sizeof (guint) * 2);
  QdConstraintsAc3 *ac3;
  QdPractice *practice;
  const QdCspModel *model;
  guint n_vars, stride = 1;
  g_autofree gboolean *before = NULL;

  names->doc = qd_constraints_doc_parse (text, -1, NULL);
  g_return_val_if_fail (names->doc != NULL && names->doc->model != NULL, NULL);
  model = names->doc->model;
  names->step_var = g_hash_table_new (g_direct_hash, g_direct_equal);
  practice = qd_practice_new (canonical, names, names_free);
  names->practice = practice;
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
