/* qd-wordpuzzle-practice.c — the questions of the word-puzzle tab's search;
 * see qd-wordpuzzle-practice.h. */
#include "config.h"
#include "qd-wordpuzzle-practice.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "core/qd-owned.h"
#include "qd-wordpuzzle-solve.h"

/* Values listed in a why-sentence at most. */
#define MAX_SHOWN 8
/* Without inference, variables whose values left are all counted for MRV's
 * sentence at most. */
#define MAX_COUNTED 64
/* LCV's counts are told when they cost fewer checks than this. */
#define MAX_LCV_CHECKS 200000

/* ------------------------------------------------------- reading answers */

/* What a question reads a bare answer as. */
typedef enum {
  CONTEXT_NONE,
  CONTEXT_VARIABLE,       /* which variable: `var` is the answer */
  CONTEXT_VALUE,          /* which value of `var` */
  CONTEXT_WORD,           /* a word of the solution */
} ContextKind;

typedef struct {
  ContextKind kind;
  gint var;
} Context;

typedef struct {
  QdOwned owned;
  QdPractice *practice;           /* not owned */
  gboolean letters;
  char **var_names;
  GPtrArray *value_names;         /* per variable, a strv */
  GPtrArray *var_cells;           /* per variable, a GArray of guint cells */
  GArray *contexts;               /* Context, per question in qd_practice_get's order */
} Names;

static const Context *
current_context (const Names *names)
{
  static const Context none = { CONTEXT_NONE, -1 };
  const QdPracticeQuestion *q = qd_practice_current (names->practice);

  for (guint i = 0; q != NULL && i < names->contexts->len; i++)
    if (qd_practice_get (names->practice, i) == q)
      return &g_array_index (names->contexts, Context, i);
  return &none;
}

static gint
var_by_name (const Names *names, const char *typed)
{
  g_autofree char *want = qd_practice_name_key (typed);

  for (guint v = 0; names->var_names[v] != NULL; v++)
    {
      g_autofree char *key = qd_practice_name_key (names->var_names[v]);

      if (g_str_equal (key, want))
        return (gint) v;
    }
  return -1;
}

/* A cell's number (1-based, as the board shows it): the variable asked for
 * if it covers the cell, else the first that does. */
static gint
var_by_cell (const Names *names, const char *typed, gint asked)
{
  guint64 cell;
  gint first = -1;

  if (!g_ascii_string_to_unsigned (typed, 10, 1, G_MAXUINT, &cell, NULL))
    return -1;
  for (guint v = 0; v < names->var_cells->len; v++)
    {
      GArray *cells = names->var_cells->pdata[v];

      for (guint k = 0; k < cells->len; k++)
        if (g_array_index (cells, guint, k) + 1 == cell)
          {
            if ((gint) v == asked)
              return (gint) v;
            if (first < 0)
              first = (gint) v;
          }
    }
  return first;
}

static gint
value_by_name (const Names *names, guint var, const char *typed)
{
  char **values = names->value_names->pdata[var];
  g_autofree char *want = qd_practice_name_key (typed);

  for (guint x = 0; values[x] != NULL; x++)
    {
      g_autofree char *key = qd_practice_name_key (values[x]);

      if (g_str_equal (key, want))
        return (gint) x;
    }
  return -1;
}

/* "noun=CAT": how a value of a variable is named in the answers. */
static char *
pair_name (const Names *names, guint var, guint value)
{
  return g_strdup_printf ("%s=%s", names->var_names[var], ((char **) names->value_names->pdata[var])[value]);
}

/* VAR=V1/V2 as one name per value, joined by '\n'. */
static char *
values_of (const Names *names, guint var, const char *typed)
{
  g_auto(GStrv) parts = g_strsplit_set (typed, "/|", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      gint x = value_by_name (names, var, parts[i]);
      g_autofree char *name = NULL;

      if (x < 0)
        return NULL;
      name = pair_name (names, var, (guint) x);
      g_string_append_printf (out, "%s%s", out->len > 0 ? "\n" : "", name);
    }
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

static char *
canonical (const char *typed, gpointer data)
{
  Names *names = data;
  const Context *context = current_context (names);
  const char *eq = strchr (typed, '=');
  gint var;

  if (eq != NULL)
    {
      g_autofree char *name = g_strndup (typed, (gsize) (eq - typed));

      var = var_by_name (names, name);
      if (var < 0)
        var = var_by_cell (names, name, context->kind == CONTEXT_VALUE ? context->var : -1);
      return var >= 0 ? values_of (names, (guint) var, eq + 1) : NULL;
    }
  if (context->kind == CONTEXT_WORD)
    {
      g_autofree char *key = qd_practice_name_key (typed);

      for (const char *p = key; *p != '\0'; p++)
        if (!g_ascii_isalpha (*p))
          return NULL;
      return g_ascii_strup (key, -1);
    }
  if (context->kind == CONTEXT_VALUE && (var = context->var) >= 0 && value_by_name (names, (guint) var, typed) >= 0)
    return values_of (names, (guint) var, typed);
  var = var_by_name (names, typed);
  if (var < 0)
    var = var_by_cell (names, typed, context->kind == CONTEXT_VARIABLE ? context->var : -1);
  return var >= 0 ? g_strdup (names->var_names[var]) : NULL;
}

/* ------------------------------------------------------- the recorded run */

typedef struct {
  guint var, value;
  guint step;                     /* the replay's step that shows it (1-based) */
  gboolean picked;                /* the variable order chose var here */
  gboolean consistent;
  gint wiped;                     /* the variable inference emptied, or -1 */
  guint first_prune, n_prunes;    /* into Recorder.prunes */
  char *var_why, *value_why;
} Try;

typedef struct {
  const QdWordpuzzleModel *model;
  const QdCspOptions *run;
  guint n_vars, stride;
  gboolean *dom;                  /* the domains at the node the search is at */
  GPtrArray *constraints_of;      /* per variable, a GArray of its constraints */
  gint *path_var;                 /* the variable assigned at each depth, -1 */
  gint *last_value;               /* the value last tried at each depth, -1 */
  gboolean started, open;
  GArray *tries;                  /* Try */
  GArray *prunes;                 /* guint pairs (var, value) */
  guint n_steps;
  gint *solution;                 /* the first solution's values, or NULL */
  guint64 work;                   /* values weighed for the why-sentences so far */
  gboolean cut;                   /* an assignment came after the recording stopped */
} Recorder;

static gboolean
recording (const Recorder *rec)
{
  return rec->tries->len < QD_WORDPUZZLE_PRACTICE_MAX_TRIES && rec->work < QD_WORDPUZZLE_PRACTICE_MAX_WORK;
}

static void
refresh (Recorder *rec, QdCspSolver *solver)
{
  for (guint v = 0; v < rec->n_vars; v++)
    for (guint x = 0; x < qd_csp_domain_size (rec->model->csp, v); x++)
      rec->dom[(gsize) v * rec->stride + x] = qd_csp_solver_domain_has (solver, v, x);
}

/* TRUE when var = value breaks no constraint with the assigned `values`. */
static gboolean
consistent_value (const Recorder *rec, gint *values, guint var, guint value)
{
  GArray *constraints = rec->constraints_of->pdata[var];
  gint saved = values[var];
  gboolean ok = TRUE;

  values[var] = (gint) value;
  for (guint i = 0; i < constraints->len && ok; i++)
    ok = qd_csp_constraint_check (rec->model->csp, g_array_index (constraints, guint, i), values);
  values[var] = saved;
  return ok;
}

/* The values left of `var` at the node: in its domain and, without
 * inference (which keeps the domains whole), consistent with `values`. */
static GArray *
values_left (Recorder *rec, gint *values, guint var)
{
  GArray *left = g_array_new (FALSE, FALSE, sizeof (guint));

  rec->work += qd_csp_domain_size (rec->model->csp, var);
  for (guint x = 0; x < qd_csp_domain_size (rec->model->csp, var); x++)
    if (rec->dom[(gsize) var * rec->stride + x]
        && (rec->run->inference != QD_CSP_INFER_NONE || consistent_value (rec, values, var, x)))
      g_array_append_val (left, x);
  return left;
}

static const char *
var_name (const Recorder *rec, guint var)
{
  return qd_csp_variable_name (rec->model->csp, var);
}

/* "CAT, BAT, …" from values of `var`, at most MAX_SHOWN. */
static char *
value_list (const Recorder *rec, guint var, const guint *xs, guint n, const guint *counts)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n && i < MAX_SHOWN; i++)
    {
      g_autofree char *name = qd_csp_value_name (rec->model->csp, var, xs[i]);

      g_string_append_printf (out, "%s%s", i > 0 ? ", " : "", name);
      if (counts != NULL)
        g_string_append_printf (out, " %u", counts[i]);
    }
  if (n > MAX_SHOWN)
    g_string_append (out, ", …");
  return g_string_free (out, FALSE);
}

/* Why the variable order picks `var` (`values`: the assignment before it). */
static char *
var_why (Recorder *rec, gint *values, guint var)
{
  g_autoptr(GString) others = g_string_new (NULL);
  guint mine = 0, shown = 0;
  gboolean tie = FALSE;
  g_autofree char *first = NULL, *tie_text = NULL;

  switch (rec->run->var_order)
    {
    case QD_CSP_VAR_STATIC:
      return g_strdup_printf (_("The static order of the first line takes %s next."), var_name (rec, var));
    case QD_CSP_VAR_RANDOM:
      return g_strdup_printf (_("The random order of the run (seed %" PRIu64 "), fixed for the run, takes %s next."),
                              rec->run->seed, var_name (rec, var));
    case QD_CSP_VAR_MRV:
    case QD_CSP_VAR_MRV_DEGREE:
    default:
      break;
    }
  {
    /* Without inference a count costs a check per value: the others are
     * counted on a small puzzle only. */
    gboolean all = rec->run->inference != QD_CSP_INFER_NONE || rec->n_vars <= MAX_COUNTED;
    g_autofree guint *left = g_new (guint, rec->n_vars);

    for (guint v = 0; v < rec->n_vars; v++)
      if (v == var || (all && values[v] == QD_CSP_UNASSIGNED))
        {
          g_autoptr(GArray) xs = values_left (rec, values, v);

          left[v] = xs->len;
        }
    mine = left[var];
    for (guint v = 0; all && v < rec->n_vars; v++)
      if (v != var && values[v] == QD_CSP_UNASSIGNED)
        {
          tie = tie || left[v] == mine;
          if (shown++ < MAX_SHOWN)
            g_string_append_printf (others, "%s%s %u", others->len > 0 ? ", " : "", var_name (rec, v), left[v]);
        }
  }
  if (rec->run->inference == QD_CSP_INFER_NONE)
    first = g_strdup_printf (_("MRV takes the unassigned variable with the fewest values consistent with the "
                               "assigned variables: %s here."), var_name (rec, var));
  else
    first = g_strdup_printf (_("MRV takes the unassigned variable with the fewest values left: %s, with %u."),
                             var_name (rec, var), mine);
  if (tie)
    tie_text = g_strdup_printf (rec->run->var_order == QD_CSP_VAR_MRV
                                  ? _("On a tie MRV takes the first variable, %s.")
                                  : _("On a tie MRV takes the variable in the most constraints with unassigned "
                                      "variables, then the first: %s."), var_name (rec, var));
  if (others->len == 0)
    return tie_text != NULL ? g_strdup_printf ("%s %s", first, tie_text) : g_steal_pointer (&first);
  {
    /* TRANSLATORS: after the MRV sentence: the other open variables with their numbers of values */
    g_autofree char *rest = g_strdup_printf (_("The others have: %s."), others->str);

    return g_strdup_printf ("%s%s%s %s", first, tie_text != NULL ? " " : "", tie_text != NULL ? tie_text : "", rest);
  }
}

/* How many values of the unassigned neighbours var = value removes through
 * binary constraints, as LCV counts them. */
static guint
lcv_count (Recorder *rec, gint *values, guint var, guint value)
{
  GArray *constraints = rec->constraints_of->pdata[var];
  gint saved = values[var];
  guint removed = 0;

  values[var] = (gint) value;
  for (guint i = 0; i < constraints->len; i++)
    {
      guint c = g_array_index (constraints, guint, i);
      const guint *scope = qd_csp_constraint_scope (rec->model->csp, c);
      guint other;

      if (qd_csp_constraint_arity (rec->model->csp, c) != 2 || scope[0] == scope[1])
        continue;
      other = scope[0] == var ? scope[1] : scope[0];
      if (values[other] != QD_CSP_UNASSIGNED)
        continue;
      rec->work += qd_csp_domain_size (rec->model->csp, other);
      for (guint y = 0; y < qd_csp_domain_size (rec->model->csp, other); y++)
        if (rec->dom[(gsize) other * rec->stride + y])
          {
            values[other] = (gint) y;
            removed += !qd_csp_constraint_check (rec->model->csp, c, values);
            values[other] = QD_CSP_UNASSIGNED;
          }
    }
  values[var] = saved;
  return removed;
}

/* Why `value` of `var` is tried now; `last` the value tried before at this
 * node, or -1. */
static char *
value_why (Recorder *rec, gint *values, guint var, guint value, gint last)
{
  g_autoptr(GArray) left = values_left (rec, values, var);
  g_autofree char *name = qd_csp_value_name (rec->model->csp, var, value);

  if (rec->run->val_order == QD_CSP_VAL_RANDOM)
    return g_strdup_printf (_("The random value order of the run (seed %" PRIu64 ") tries %s next for %s."),
                            rec->run->seed, name, var_name (rec, var));
  if (rec->run->val_order == QD_CSP_VAL_LCV)
    {
      guint n = left->len, cost = 0;
      g_autofree guint *counts = g_new0 (guint, n + 1);
      g_autofree guint *order = g_new0 (guint, n + 1);
      g_autofree char *list = NULL;

      for (guint v = 0; v < rec->n_vars; v++)
        if (v != var && values[v] == QD_CSP_UNASSIGNED)
          cost += qd_csp_domain_size (rec->model->csp, v);
      if ((guint64) cost * n > MAX_LCV_CHECKS)
        return g_strdup_printf (_("LCV tries first the value that removes the fewest values from the unassigned "
                                  "neighbours: %s for %s."), name, var_name (rec, var));
      /* Sorted by count, then by value, as LCV orders them. */
      for (guint i = 0; i < n; i++)
        {
          guint x = g_array_index (left, guint, i), c = lcv_count (rec, values, var, x), k = i;

          while (k > 0 && counts[k - 1] > c)
            {
              counts[k] = counts[k - 1];
              order[k] = order[k - 1];
              k--;
            }
          counts[k] = c;
          order[k] = x;
        }
      list = value_list (rec, var, order, n, counts);
      return g_strdup_printf (_("LCV tries first the values that remove the fewest values from the unassigned "
                                "neighbours (%s), skipping those tried: %s for %s."), list, name, var_name (rec, var));
    }
  {
    g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autofree char *list = NULL;

    for (guint i = 0; i < left->len; i++)
      if ((gint) g_array_index (left, guint, i) > last)
        g_array_append_val (after, g_array_index (left, guint, i));
    list = value_list (rec, var, (guint *) after->data, after->len, NULL);
    if (last < 0)
      return g_strdup_printf (_("The static value order tries the values left in the domain's order: %s comes "
                                "first for %s (left: %s)."), name, var_name (rec, var), list);
    {
      g_autofree char *before = qd_csp_value_name (rec->model->csp, var, (guint) last);

      return g_strdup_printf (_("After %s, the static value order tries the next value left of %s: %s (left: "
                                "%s)."), before, var_name (rec, var), name, list);
    }
  }
}

static void
rec_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Recorder *rec = data;
  g_autofree gint *values = NULL;
  Try t = { var, value, 0, FALSE, TRUE, -1, rec->prunes->len / 2, 0, NULL, NULL };

  rec->started = TRUE;
  rec->open = FALSE;
  if (!recording (rec))
    {
      rec->cut = TRUE;
      return;
    }
  values = g_memdup2 (qd_csp_solver_values (solver), sizeof (gint) * rec->n_vars);
  values[var] = QD_CSP_UNASSIGNED;
  t.picked = rec->path_var[depth] != (gint) var;
  rec->path_var[depth] = (gint) var;
  rec->path_var[depth + 1] = -1;
  if (t.picked)
    rec->last_value[depth] = -1;
  if (t.picked)
    t.var_why = var_why (rec, values, var);
  t.value_why = value_why (rec, values, var, value, rec->last_value[depth]);
  rec->last_value[depth] = (gint) value;
  g_array_append_val (rec->tries, t);
  rec->open = TRUE;
}

static void
rec_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  Recorder *rec = data;
  guint pair[2] = { var, value };

  if (!rec->started)
    rec->dom[(gsize) var * rec->stride + value] = FALSE;   /* before the search */
  else if (rec->open)
    {
      g_array_append_vals (rec->prunes, pair, 2);
      g_array_index (rec->tries, Try, rec->tries->len - 1).n_prunes++;
    }
}

static void
rec_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  Recorder *rec = data;

  if (rec->open)
    g_array_index (rec->tries, Try, rec->tries->len - 1).wiped = (gint) var;
}

static void
rec_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Recorder *rec = data;

  rec->n_steps++;
  if (rec->open)
    {
      Try *t = &g_array_index (rec->tries, Try, rec->tries->len - 1);

      t->step = rec->n_steps;
      t->consistent = consistent;
      rec->open = FALSE;
    }
  if (consistent && recording (rec))
    refresh (rec, solver);
}

static void
rec_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  Recorder *rec = data;

  if (recording (rec))
    refresh (rec, solver);
}

static gboolean
rec_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Recorder *rec = data;

  if (rec->solution == NULL)
    rec->solution = g_memdup2 (values, sizeof (gint) * rec->n_vars);
  return FALSE;
}

static void
rec_reject (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
}

static const QdCspListener recorder_listener = {
  .assign = rec_assign,
  .propagated = rec_propagated,
  .prune = rec_prune,
  .wipeout = rec_wipeout,
  .backtrack = rec_backtrack,
  .solution = rec_solution,
  .reject = rec_reject,
};

/* ---------------------------------------------------------- the questions */

static void
add_context (Names *names, ContextKind kind, gint var)
{
  Context c = { kind, var };

  g_array_append_val (names->contexts, c);
}

/* "T in cell 3": the letters slot `other` must have where it meets slot
 * `var` holding `word` (words formulation). */
static char *
shared_letters (const QdWordpuzzleModel *m, guint var, const char *word, guint other)
{
  const QdWordpuzzleSlot *a = m->puzzle->slots->pdata[var], *b = m->puzzle->slots->pdata[other];
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < a->length; i++)
    for (guint j = 0; j < b->length; j++)
      if (a->cells[i] == b->cells[j])
        {
          /* TRANSLATORS: a letter a slot needs in a cell, "T in cell 3" */
          g_autofree char *need = g_strdup_printf (_("%c in cell %u"), word[i], a->cells[i] + 1);

          g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", need);
        }
  return g_string_free (out, FALSE);
}

static const char *
hint_for_values (QdCspValOrder order)
{
  switch (order)
    {
    case QD_CSP_VAL_LCV:
      return _("LCV counts, for each value, how many values of the unassigned neighbours it would remove, and tries "
               "the smallest count first.");
    case QD_CSP_VAL_RANDOM:
      return _("The random value order is drawn from the run's seed: see the trace.");
    case QD_CSP_VAL_STATIC:
    default:
      return _("The values are tried in the domain's order (the word list's), skipping those inference has removed.");
    }
}

static const char *
hint_for_variables (QdCspVarOrder order)
{
  switch (order)
    {
    case QD_CSP_VAR_STATIC:
      return _("The static order is the trace's first line: the first unassigned variable in it.");
    case QD_CSP_VAR_RANDOM:
      return _("The random order is fixed at the start of the run, from its seed: the trace's first line.");
    case QD_CSP_VAR_MRV:
    case QD_CSP_VAR_MRV_DEGREE:
    default:
      return _("MRV counts the values left in each unassigned variable's domain (the numbers on the board) and takes "
               "the smallest.");
    }
}

/* The question on what inference removes after the try `t`. */
static void
add_removals (QdPractice *practice, Names *names, const Recorder *rec, const Try *t)
{
  const QdWordpuzzleModel *m = rec->model;
  gboolean mac = rec->run->inference == QD_CSP_INFER_MAC, letters = m->formulation == QD_WORDPUZZLE_LETTERS;
  const guint *pairs = &g_array_index (rec->prunes, guint, 2 * t->first_prune);
  g_autoptr(GPtrArray) answer = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(GString) clauses = g_string_new (NULL);
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *assigned = pair_name (names, t->var, t->value);
  g_autofree char *why = NULL, *question = NULL;
  const char *word = letters ? NULL : m->candidates[t->var]->pdata[t->value];

  for (guint i = 0; i < t->n_prunes; i++)
    {
      gboolean seen = FALSE;

      for (guint k = 0; k < vars->len && !seen; k++)
        seen = g_array_index (vars, guint, k) == pairs[2 * i];
      if (!seen)
        g_array_append_val (vars, pairs[2 * i]);
    }
  for (guint k = 0; k < vars->len; k++)
    {
      guint y = g_array_index (vars, guint, k);
      g_autoptr(GArray) xs = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autofree char *list = NULL, *clause = NULL;
      g_autoptr(GString) slash = g_string_new (NULL);

      for (guint i = 0; i < t->n_prunes; i++)
        if (pairs[2 * i] == y)
          {
            g_array_append_val (xs, pairs[2 * i + 1]);
            g_ptr_array_add (answer, pair_name (names, y, pairs[2 * i + 1]));
            g_string_append_printf (slash, "%s%s", slash->len > 0 ? "/" : "",
                                    ((char **) names->value_names->pdata[y])[pairs[2 * i + 1]]);
          }
      g_string_append_printf (shown, "%s%s=%s", shown->len > 0 ? ", " : "", names->var_names[y], slash->str);
      list = value_list (rec, y, (guint *) xs->data, xs->len, NULL);
      if (!letters && !mac)
        {
          g_autofree char *need = shared_letters (m, t->var, word, y);

          /* TRANSLATORS: "animal loses DOG, GNU (it needs T in cell 3)" */
          clause = g_strdup_printf (_("%s loses %s (it needs %s)"), var_name (rec, y), list, need);
        }
      else
        /* TRANSLATORS: "animal loses DOG, GNU" */
        clause = g_strdup_printf (_("%s loses %s"), var_name (rec, y), list);
      g_string_append_printf (clauses, "%s%s", clauses->len > 0 ? "; " : "", clause);
    }
  if (clauses->len == 0)
    g_string_append (clauses, _("every value stays"));
  if (mac)
    why = g_strdup_printf (_("After %s, arc consistency removes every value left without a support in a "
                             "neighbour's domain, until none is: %s."), assigned, clauses->str);
  else if (!letters)
    why = g_strdup_printf (_("Forward checking keeps in each unassigned slot that shares a cell with %s only the "
                             "words with the same letters there: %s."), var_name (rec, t->var), clauses->str);
  else
    why = g_strdup_printf (_("Forward checking keeps in each unassigned variable that shares a constraint with %s "
                             "only the values consistent with it: %s."), var_name (rec, t->var), clauses->str);
  if (t->wiped >= 0)
    {
      g_autofree char *wipe = g_strdup_printf (_("%s has no value left: a wipe-out, so %s is undone."),
                                               var_name (rec, (guint) t->wiped), assigned);
      g_autofree char *both = g_strdup_printf ("%s %s", why, wipe);

      g_free (why);
      why = g_steal_pointer (&both);
    }
  if (t->n_prunes > QD_WORDPUZZLE_PRACTICE_MAX_LISTED)
    {
      question = g_strdup_printf (mac ? _("%s is tried: how many values does arc consistency remove in all?")
                                      : _("%s is tried: how many values does forward checking remove in all?"),
                                  assigned);
      qd_practice_add_number (practice, QD_PRACTICE_LEVEL_STEP, t->step - 1, question, t->n_prunes, why,
                              mac ? _("Arc consistency removes every value left without a support in a "
                                      "neighbour's domain, again and again until none is.")
                                  : _("Forward checking removes from each unassigned neighbour the values that "
                                      "break a constraint with the value just assigned."));
      add_context (names, CONTEXT_NONE, -1);
      return;
    }
  if (letters)
    question = g_strdup_printf (mac ? _("%s is tried: which letters does arc consistency remove, from which cells? "
                                        "Type them as 4=A/B, 6=C (none if none).")
                                    : _("%s is tried: which letters does forward checking remove, from which cells? "
                                        "Type them as 4=A/B, 6=C (none if none)."), assigned);
  else
    question = g_strdup_printf (mac ? _("%s is tried: which words does arc consistency remove, from which slots? "
                                        "Type them as noun=CAT/COT, verb=RUN (none if none).")
                                    : _("%s is tried: which words does forward checking remove, from which slots? "
                                        "Type them as noun=CAT/COT, verb=RUN (none if none)."), assigned);
  g_ptr_array_add (answer, NULL);
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_STEP, t->step - 1, question,
                         (const char *const *) answer->pdata, shown->len > 0 ? shown->str : _("none"), why,
                         mac ? _("Arc consistency removes every value left without a support in a neighbour's "
                                 "domain, again and again until none is.")
                             : _("Forward checking removes from each unassigned neighbour the values that break a "
                                 "constraint with the value just assigned."));
  add_context (names, CONTEXT_NONE, -1);
}

/* The end: the word of the puzzle's first slot in the first solution. */
static void
add_end (QdPractice *practice, Names *names, const Recorder *rec, QdCspStatus status)
{
  const QdWordpuzzleModel *m = rec->model;
  const QdWordpuzzleSlot *slot = m->puzzle->slots->pdata[0];
  g_autoptr(GString) cells = g_string_new (NULL);
  g_autofree char *question = NULL, *why = NULL, *word = NULL;
  const char *answer[] = { NULL, NULL };

  if (rec->solution == NULL && status != QD_CSP_NO_SOLUTION)
    return;   /* stopped: nothing known */
  for (guint k = 0; k < slot->length; k++)
    g_string_append_printf (cells, "%s%u", k > 0 ? ", " : "", slot->cells[k] + 1);
  question = g_strdup_printf (_("In the first solution the search finds, which word fills the slot %s (cells %s)? "
                                "Type none if there is none."), slot->category, cells->str);
  if (rec->solution != NULL)
    {
      g_autofree char *line = qd_wordpuzzle_model_solution (m, rec->solution);

      word = g_malloc0 (slot->length + 1);
      for (guint k = 0; k < slot->length; k++)
        word[k] = line[slot->cells[k]];
      answer[0] = word;
      /* TRANSLATORS: the end of a practice session: the array's letters, then a slot's word */
      why = g_strdup_printf (_("The search's first solution is %s: the slot %s reads %s."), line, slot->category, word);
    }
  else
    why = g_strdup (_("Every possibility was ruled out: the problem has no solution."));
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_END, 0, question, answer,
                         word != NULL ? word : _("none"), why,
                         _("Follow the search to its first complete assignment: the questions before lead there."));
  add_context (names, CONTEXT_WORD, -1);
}

static void
array_free (gpointer data)
{
  g_array_unref (data);
}

QdPractice *
qd_wordpuzzle_practice_new (const QdWordpuzzleModel *model, const QdCspOptions *run, const gint *stop)
{
  Names *names = g_new0 (Names, 1);
  Recorder rec = { model, run };
  QdWordpuzzleSolveOptions options;
  g_autoptr(QdWordpuzzleResult) result = NULL;
  gboolean letters = model->formulation == QD_WORDPUZZLE_LETTERS;
  QdPractice *practice;

  /* What the answers are read against: names copied, the model may go. */
  names->letters = letters;
  names->var_names = qd_owned_add (&names->owned, g_new0 (char *, model->n_vars + 1), (GDestroyNotify) g_strfreev);
  names->value_names = qd_owned_add (&names->owned, g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev),
                                     (GDestroyNotify) g_ptr_array_unref);
  names->var_cells = qd_owned_add (&names->owned, g_ptr_array_new_with_free_func (array_free),
                                   (GDestroyNotify) g_ptr_array_unref);
  names->contexts = qd_owned_add (&names->owned, g_array_new (FALSE, FALSE, sizeof (Context)),
                                  (GDestroyNotify) g_array_unref);
  rec.n_vars = model->n_vars;
  rec.stride = 1;
  rec.constraints_of = g_ptr_array_new_with_free_func (array_free);
  for (guint v = 0; v < model->n_vars; v++)
    {
      guint size = qd_csp_domain_size (model->csp, v);
      char **values = g_new0 (char *, size + 1);
      GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

      names->var_names[v] = g_strdup (qd_csp_variable_name (model->csp, v));
      for (guint x = 0; x < size; x++)
        values[x] = qd_csp_value_name (model->csp, v, x);
      g_ptr_array_add (names->value_names, values);
      if (letters)
        g_array_append_val (cells, model->var_cell[v]);
      else
        {
          const QdWordpuzzleSlot *slot = model->puzzle->slots->pdata[v];

          g_array_append_vals (cells, slot->cells, slot->length);
        }
      g_ptr_array_add (names->var_cells, cells);
      g_ptr_array_add (rec.constraints_of, g_array_new (FALSE, FALSE, sizeof (guint)));
      rec.stride = MAX (rec.stride, size);
    }
  for (guint c = 0; c < qd_csp_n_constraints (model->csp); c++)
    {
      const guint *scope = qd_csp_constraint_scope (model->csp, c);

      for (guint k = 0; k < qd_csp_constraint_arity (model->csp, c); k++)
        if (k == 0 || scope[k] != scope[k - 1])
          g_array_append_val (rec.constraints_of->pdata[scope[k]], c);
    }
  practice = qd_practice_new (canonical, names, qd_owned_free);
  names->practice = practice;

  /* The search again, with the tab's settings, to its first solution. */
  rec.dom = g_new0 (gboolean, (gsize) rec.n_vars * rec.stride);
  for (guint v = 0; v < rec.n_vars; v++)
    for (guint x = 0; x < qd_csp_domain_size (model->csp, v); x++)
      rec.dom[(gsize) v * rec.stride + x] = qd_csp_initial_has (model->csp, v, x);
  rec.path_var = g_new (gint, rec.n_vars + 2);
  rec.last_value = g_new (gint, rec.n_vars + 2);
  for (guint d = 0; d < rec.n_vars + 2; d++)
    rec.path_var[d] = rec.last_value[d] = -1;
  rec.tries = g_array_new (FALSE, FALSE, sizeof (Try));
  rec.prunes = g_array_new (FALSE, FALSE, sizeof (guint));
  qd_wordpuzzle_solve_options_init (&options);
  options.var_order = run->var_order;
  options.val_order = run->val_order;
  options.inference = run->inference;
  options.seed = run->seed;
  options.first_only = TRUE;
  options.trace = FALSE;
  options.stop = stop;
  options.listener = &recorder_listener;
  options.listener_data = &rec;
  result = qd_wordpuzzle_solve (model, &options);

  for (guint i = 0; i < rec.tries->len; i++)
    {
      const Try *t = &g_array_index (rec.tries, Try, i);
      g_autofree char *value = pair_name (names, t->var, t->value);
      const char *answer[] = { NULL, NULL };
      g_autofree char *question = NULL;

      if (t->step == 0)
        break;   /* the run stopped inside it */
      if (t->picked)
        {
          answer[0] = names->var_names[t->var];
          qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, t->step - 1,
                                 letters ? _("Which cell is filled next? Click it or type its number.")
                                         : _("Which slot is filled next? Click it or type its name."),
                                 answer, names->var_names[t->var], t->var_why, hint_for_variables (run->var_order));
          add_context (names, CONTEXT_VARIABLE, (gint) t->var);
        }
      question = g_strdup_printf (letters ? _("Which letter is tried in cell %s?") : _("Which word is tried in %s?"),
                                  names->var_names[t->var]);
      answer[0] = value;
      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, t->step - 1, question, answer,
                             ((char **) names->value_names->pdata[t->var])[t->value], t->value_why,
                             hint_for_values (run->val_order));
      add_context (names, CONTEXT_VALUE, (gint) t->var);
      if (run->inference != QD_CSP_INFER_NONE)
        add_removals (practice, names, &rec, t);
    }
  if (model->puzzle->slots->len > 0)
    add_end (practice, names, &rec, result->status);
  if (rec.cut)
    {
      guint n = qd_practice_n_all (practice);
      gboolean end = n > 0 && qd_practice_get (practice, n - 1)->level == QD_PRACTICE_LEVEL_END;
      g_autofree char *note = NULL;

      /* TRANSLATORS: what a word puzzle's practice leaves out when its search is long */
      note = g_strdup_printf (end ? _("Only the first %'u assignments are asked about, then the first solution.")
                                  : _("Only the first %'u assignments are asked about."), rec.tries->len);
      qd_practice_set_note (practice, note);
    }

  for (guint i = 0; i < rec.tries->len; i++)
    {
      Try *t = &g_array_index (rec.tries, Try, i);

      g_free (t->var_why);
      g_free (t->value_why);
    }
  g_array_unref (rec.tries);
  g_array_unref (rec.prunes);
  g_ptr_array_unref (rec.constraints_of);
  g_free (rec.dom);
  g_free (rec.path_var);
  g_free (rec.last_value);
  g_free (rec.solution);
  return practice;
}
