/* qd-csp-tables.c — forward checking and MAC domain tables of any binary CSP
 * (statement 002, question 2); see qd-csp-tables.h.
 *
 * The search is the engine's, with a static variable order, ascending
 * values and FC or MAC inference; a listener turns its events into rows:
 *   assign            a row opens (the variable holds its value already)
 *   prune, wipeout    are marked in the open row (at depth 0: the initial row)
 *   propagated        the row is closed with a snapshot of every domain
 *   backtrack         a backtrack row, unless it undoes the wiped-out
 *                     assignment just recorded (that row says it failed)
 *   solution          the end: the first solution is enough.
 */
#include "qd-csp-tables.h"

#include <string.h>

#include "core/qd-text.h"
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-csp-tables-error-quark, qd_csp_tables_error)

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

/* --------------------------------------------------------------- input */

gboolean
qd_csp_tables_check (const QdCsp *csp, GError **error)
{
  guint n_vars;

  g_return_val_if_fail (csp != NULL, FALSE);

  n_vars = qd_csp_n_variables (csp);
  if (n_vars > QD_CSP_TABLES_MAX_VARIABLES)
    {
      g_set_error (error, QD_CSP_TABLES_ERROR, QD_CSP_TABLES_ERROR_VARIABLES,
                   _("the problem has %u variables; domain tables are for small problems, at most %d"),
                   n_vars, QD_CSP_TABLES_MAX_VARIABLES);
      return FALSE;
    }
  for (guint v = 0; v < n_vars; v++)
    if (qd_csp_domain_size (csp, v) > QD_CSP_TABLES_MAX_VALUES)
      {
        g_set_error (error, QD_CSP_TABLES_ERROR, QD_CSP_TABLES_ERROR_DOMAIN,
                     _("the domain of %s has %u values; domain tables allow at most %d"),
                     qd_csp_variable_name (csp, v), qd_csp_domain_size (csp, v), QD_CSP_TABLES_MAX_VALUES);
        return FALSE;
      }
  for (guint c = 0; c < qd_csp_n_constraints (csp); c++)
    if (qd_csp_constraint_arity (csp, c) > 2)
      {
        g_set_error (error, QD_CSP_TABLES_ERROR, QD_CSP_TABLES_ERROR_ARITY,
                     _("the constraint “%s” is over %u variables; domain tables are for binary constraints"),
                     qd_csp_constraint_description (csp, c), qd_csp_constraint_arity (csp, c));
        return FALSE;
      }
  return TRUE;
}

static gint
find_by_name (gconstpointer data, const char *name)
{
  const char *const *names = data;

  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], name) == 0)
      return (gint) i;
  return -1;
}

/* The first missing names, ", " between them, "…" after eight. */
static char *
missing_names (guint n_vars, const char *const *names, const gboolean *seen)
{
  GString *missing = g_string_new (NULL);
  guint shown = 0;

  for (guint v = 0; v < n_vars; v++)
    if (!seen[v])
      {
        if (shown == 8)
          {
            g_string_append (missing, ", …");
            break;
          }
        if (shown++ > 0)
          g_string_append (missing, ", ");
        g_string_append (missing, names[v]);
      }
  return g_string_free (missing, FALSE);
}

gboolean
qd_csp_tables_read_order (const char *text, guint n_vars, const char *const *names, QdCspTablesFindFunc find,
                          gconstpointer data, guint **order, QdCspTablesOrderFault *fault, char **detail,
                          guint *n_missing)
{
  g_auto(GStrv) parts = NULL;
  g_autofree guint *result = NULL;
  g_autofree gboolean *seen = NULL;
  guint n = 0;

  g_return_val_if_fail (text != NULL && order != NULL && fault != NULL && detail != NULL, FALSE);

  if (find == NULL)
    {
      find = find_by_name;
      data = names;
    }
  *detail = NULL;
  parts = g_strsplit (text, ",", -1);
  result = g_new0 (guint, MAX (n_vars, 1));
  seen = g_new0 (gboolean, MAX (n_vars, 1));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *name = g_strstrip (parts[i]);
      gint v;

      if (*name == '\0')
        {
          if (parts[i + 1] == NULL && i > 0)
            break;   /* a trailing comma */
          *fault = QD_CSP_TABLES_ORDER_EMPTY;
          return FALSE;
        }
      v = find (data, name);
      if (v < 0 || (guint) v >= n_vars || seen[v])
        {
          *fault = v < 0 || (guint) v >= n_vars ? QD_CSP_TABLES_ORDER_UNKNOWN : QD_CSP_TABLES_ORDER_TWICE;
          *detail = g_strdup (name);
          return FALSE;
        }
      seen[v] = TRUE;
      result[n++] = (guint) v;
    }
  if (n < n_vars)
    {
      *fault = QD_CSP_TABLES_ORDER_MISSING;
      *detail = missing_names (n_vars, names, seen);
      if (n_missing != NULL)
        *n_missing = n_vars - n;
      return FALSE;
    }
  *order = g_steal_pointer (&result);
  return TRUE;
}

/* ----------------------------------------------------------- recording */

typedef struct {
  QdCspTable *table;
  QdCspTablesRow open;         /* the row being recorded (domains unused) */
  gboolean has_open;
  gboolean skip_backtrack;     /* the next backtrack undoes a wiped-out assignment */
  guint *scratch;
} Recorder;

static QdCspTablesRow *
initial_row (QdCspTable *t)
{
  return &g_array_index (t->rows, QdCspTablesRow, 0);
}

static void
snapshot (Recorder *rec, QdCspSolver *solver, QdCspTablesRow *row)
{
  QdCspTable *t = rec->table;

  row->domains = g_new0 (guint64, MAX (t->n_vars, 1));
  for (guint v = 0; v < t->n_vars; v++)
    {
      guint n = qd_csp_solver_domain_values (solver, v, rec->scratch);

      for (guint i = 0; i < n; i++)
        row->domains[v] |= BIT (rec->scratch[i]);
    }
}

static void
on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Recorder *rec = data;

  rec->has_open = TRUE;
  rec->open.kind = QD_CSP_TABLES_ROW_ASSIGN;
  rec->open.var = var;
  rec->open.value = value;
  rec->open.wiped = -1;
  rec->open.pruned = g_new0 (guint64, rec->table->n_vars);
  rec->open.prunes = NULL;
}

static void
on_prune (gpointer data, QdCspSolver *solver, guint var, guint value)
{
  Recorder *rec = data;
  QdCspTablesRow *row = rec->has_open ? &rec->open : initial_row (rec->table);

  row->pruned[var] |= BIT (value);
  if (row->prunes == NULL)
    row->prunes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (row->prunes, var);
  g_array_append_val (row->prunes, value);
  if (!rec->has_open)
    row->domains[var] &= ~BIT (value);
}

static void
on_wipeout (gpointer data, QdCspSolver *solver, guint var)
{
  Recorder *rec = data;
  QdCspTablesRow *row = rec->has_open ? &rec->open : initial_row (rec->table);

  if (row->wiped < 0)
    row->wiped = (gint) var;
}

static void
on_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Recorder *rec = data;
  QdCspTable *t = rec->table;

  g_assert (rec->has_open);
  rec->open.kind = consistent ? QD_CSP_TABLES_ROW_ASSIGN : QD_CSP_TABLES_ROW_WIPEOUT;
  snapshot (rec, solver, &rec->open);
  g_array_append_val (t->rows, rec->open);
  rec->has_open = FALSE;
  t->assignments++;
  if (!consistent)
    {
      t->wipeouts++;
      rec->skip_backtrack = TRUE;
    }
}

static void
on_backtrack (gpointer data, QdCspSolver *solver, guint var, guint depth)
{
  Recorder *rec = data;
  QdCspTable *t = rec->table;
  QdCspTablesRow row = { QD_CSP_TABLES_ROW_BACKTRACK, var, 0, NULL, NULL, -1 };

  if (rec->skip_backtrack)
    {
      rec->skip_backtrack = FALSE;
      return;
    }
  row.pruned = g_new0 (guint64, MAX (t->n_vars, 1));
  snapshot (rec, solver, &row);
  g_array_append_val (t->rows, row);
  t->backtracks++;
}

static gboolean
on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Recorder *rec = data;
  QdCspTable *t = rec->table;

  t->solution = g_memdup2 (values, sizeof (gint) * MAX (t->n_vars, 1));
  return FALSE;
}

static void
row_clear (gpointer data)
{
  QdCspTablesRow *row = data;

  g_free (row->domains);
  g_free (row->pruned);
  if (row->prunes != NULL)
    g_array_unref (row->prunes);
}

static char *
table_value_name (gconstpointer data, guint var, guint value)
{
  const char *const *values = data;

  return g_strdup (values[value]);
}

/* The names of var's values as the CSP gives them. */
static char **
domain_names (const QdCsp *csp, guint var)
{
  guint n = qd_csp_domain_size (csp, var);
  char **names = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = qd_csp_value_name (csp, var, i);
  return names;
}

/* The names every domain shares (as a copy), or NULL. */
static char **
shared_values (const QdCspTable *t)
{
  for (guint v = 1; v < t->n_vars; v++)
    if (!g_strv_equal ((const char *const *) t->domain[v], (const char *const *) t->domain[0]))
      return NULL;
  return t->n_vars > 0 ? g_strdupv (t->domain[0]) : g_new0 (char *, 1);
}

/* The table with its names, values, order and the row of initial domains. */
static QdCspTable *
table_new (const QdCsp *csp, const guint *order, const char *const *values, QdCspTablesMethod method)
{
  QdCspTable *t;
  QdCspTablesRow initial = { QD_CSP_TABLES_ROW_INITIAL, 0, 0, NULL, NULL, -1 };

  t = g_new0 (QdCspTable, 1);
  t->method = method;
  t->n_vars = qd_csp_n_variables (csp);
  t->names = g_new0 (char *, t->n_vars + 1);
  t->n_domain = g_new0 (guint, MAX (t->n_vars, 1));
  t->domain = g_new0 (char **, t->n_vars + 1);
  for (guint v = 0; v < t->n_vars; v++)
    {
      t->names[v] = g_strdup (qd_csp_variable_name (csp, v));
      t->n_domain[v] = qd_csp_domain_size (csp, v);
      t->domain[v] = values != NULL ? g_strdupv ((char **) values) : domain_names (csp, v);
    }
  t->values = values != NULL ? g_strdupv ((char **) values) : shared_values (t);
  t->n_values = t->values != NULL ? g_strv_length (t->values) : 0;
  t->order = g_new (guint, MAX (t->n_vars, 1));
  for (guint i = 0; i < t->n_vars; i++)
    t->order[i] = order != NULL ? order[i] : i;
  t->rows = g_array_new (FALSE, FALSE, sizeof (QdCspTablesRow));
  g_array_set_clear_func (t->rows, row_clear);

  initial.domains = g_new0 (guint64, MAX (t->n_vars, 1));
  initial.pruned = g_new0 (guint64, MAX (t->n_vars, 1));
  for (guint v = 0; v < t->n_vars; v++)
    for (guint i = 0; i < t->n_domain[v]; i++)
      if (qd_csp_initial_has (csp, v, i))
        initial.domains[v] |= BIT (i);
  g_array_append_val (t->rows, initial);
  return t;
}

/* Runs the search with the recorder listening: the rows, then the status. */
static void
record_run (const QdCsp *csp, QdCspTable *t)
{
  static const QdCspListener listener = {
    .assign = on_assign,
    .propagated = on_propagated,
    .prune = on_prune,
    .wipeout = on_wipeout,
    .backtrack = on_backtrack,
    .solution = on_solution,
  };
  g_autoptr(QdCspSolver) solver = NULL;
  QdCspOptions options;
  QdCspStatus status;
  QdSearchTreeCspChain chain;
  Recorder rec;

  qd_csp_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.val_order = QD_CSP_VAL_STATIC;
  options.inference = t->method == QD_CSP_TABLES_MAC ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
  options.order = t->order;
  options.all_solutions = FALSE;
  options.max_assignments = QD_CSP_TABLES_MAX_ASSIGNMENTS;
  options.listener = &listener;
  options.listener_data = &rec;
  if (t->tree != NULL)
    qd_search_tree_csp_chain (t->tree, &chain, &options);

  memset (&rec, 0, sizeof rec);
  rec.table = t;
  rec.scratch = g_new (guint, QD_CSP_TABLES_MAX_VALUES);
  solver = qd_csp_solver_new (csp, &options);
  g_assert (solver != NULL);
  status = qd_csp_solver_run (solver, NULL);
  if (t->tree != NULL)
    qd_search_tree_finish (t->tree, 0);
  if (rec.has_open)
    {
      /* an assignment the cap cut short */
      rec.open.domains = NULL;
      row_clear (&rec.open);
    }
  g_free (rec.scratch);

  switch (status)
    {
    case QD_CSP_SOLVED:
      t->status = QD_CSP_TABLES_SOLVED;
      break;
    case QD_CSP_NO_SOLUTION:
      t->status = QD_CSP_TABLES_NO_SOLUTION;
      break;
    default:
      t->status = QD_CSP_TABLES_CUT;
      break;
    }
}

/* TRUE when `order` (NULL: the CSP's) is a permutation of n variables. */
static gboolean
is_permutation (const guint *order, guint n)
{
  g_autofree gboolean *seen = NULL;

  if (order == NULL)
    return TRUE;
  seen = g_new0 (gboolean, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      if (order[i] >= n || seen[order[i]])
        return FALSE;
      seen[order[i]] = TRUE;
    }
  return TRUE;
}

static QdCspTable *
run (QdCsp *csp, gboolean take, const guint *order, const char *const *values, QdCspTablesMethod method,
     gboolean with_tree)
{
  QdCspTable *t;

  g_return_val_if_fail (csp != NULL && qd_csp_tables_check (csp, NULL), NULL);
  g_return_val_if_fail (method == QD_CSP_TABLES_FC || method == QD_CSP_TABLES_MAC, NULL);
  if (values != NULL)
    for (guint v = 0; v < qd_csp_n_variables (csp); v++)
      g_return_val_if_fail (qd_csp_domain_size (csp, v) == g_strv_length ((char **) values), NULL);
  if (!is_permutation (order, qd_csp_n_variables (csp)))
    {
      g_critical ("%s: the order is not a permutation of the variables", G_STRFUNC);
      return NULL;
    }

  t = table_new (csp, order, values, method);
  /* The tree names values as the tables do, and keeps the model if asked. */
  if (values != NULL)
    qd_csp_set_value_names (csp, table_value_name, t->values);
  if (with_tree)
    {
      t->tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
      qd_search_tree_bind_csp (t->tree, csp, take);
    }
  record_run (csp, t);
  if (!with_tree && take)
    qd_csp_free (csp);
  /* A CSP without variables is solved by the empty assignment. */
  if (t->status == QD_CSP_TABLES_SOLVED && t->solution == NULL)
    t->solution = g_new0 (gint, MAX (t->n_vars, 1));
  return t;
}

QdCspTable *
qd_csp_tables_run (QdCsp *csp, gboolean take, const guint *order, const char *const *values,
                   QdCspTablesMethod method)
{
  return run (csp, take, order, values, method, TRUE);
}

QdCspTable *
qd_csp_tables_run_rows (QdCsp *csp, gboolean take, const guint *order, const char *const *values,
                        QdCspTablesMethod method)
{
  return run (csp, take, order, values, method, FALSE);
}

void
qd_csp_tables_free (QdCspTable *table)
{
  if (table == NULL)
    return;
  g_clear_pointer (&table->tree, qd_search_tree_unref);   /* before the value names it uses */
  g_strfreev (table->names);
  g_free (table->n_domain);
  if (table->domain != NULL)
    for (guint v = 0; v < table->n_vars; v++)
      g_strfreev (table->domain[v]);
  g_free (table->domain);
  g_strfreev (table->values);
  g_free (table->order);
  if (table->rows != NULL)
    g_array_unref (table->rows);
  g_free (table->solution);
  g_free (table);
}

/* ------------------------------------------------------------- output */

char *
qd_csp_tables_format_domain (const QdCspTable *table, guint var, guint64 domain)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (table != NULL && var < table->n_vars, NULL);
  for (guint i = 0; i < table->n_domain[var]; i++)
    if (domain & BIT (i))
      {
        if (s->len > 0)
          g_string_append_c (s, ',');
        g_string_append (s, table->domain[var][i]);
      }
  if (s->len == 0)
    g_string_append (s, "{}");
  return g_string_free (s, FALSE);
}

char *
qd_csp_tables_row_label (const QdCspTable *table, guint index, gboolean unicode)
{
  const QdCspTablesRow *row;

  g_return_val_if_fail (table != NULL && index < table->rows->len, NULL);
  row = &g_array_index (table->rows, QdCspTablesRow, index);
  switch (row->kind)
    {
    case QD_CSP_TABLES_ROW_INITIAL:
      return g_strdup ("");
    case QD_CSP_TABLES_ROW_BACKTRACK:
      /* The table's machine format (unicode FALSE) stays English in every locale. */
      return g_strdup_printf (unicode ? _("backtrack %s") : "backtrack %s", table->names[row->var]);
    default:
      return g_strdup_printf (unicode ? "%s ← %s" : "%s=%s", table->names[row->var],
                              table->domain[row->var][row->value]);
    }
}

char *
qd_csp_tables_outcome (const QdCspTable *table)
{
  GString *s;

  g_return_val_if_fail (table != NULL, NULL);
  switch (table->status)
    {
    case QD_CSP_TABLES_NO_SOLUTION:
      return g_strdup ("no solution");
    case QD_CSP_TABLES_CUT:
      return g_strdup_printf ("cut short after %u assignments", table->assignments);
    default:
      break;
    }
  s = g_string_new (NULL);
  for (guint v = 0; v < table->n_vars; v++)
    g_string_append_printf (s, "%s%s=%s", v > 0 ? " " : "", table->names[v],
                            table->domain[v][table->solution[v]]);
  return g_string_free (s, FALSE);
}

char *
qd_csp_tables_values_text (const QdCspTable *t)
{
  GString *s;

  g_return_val_if_fail (t != NULL, NULL);
  if (t->values != NULL)
    return g_strjoinv (",", t->values);
  s = g_string_new (NULL);
  for (guint v = 0; v < t->n_vars; v++)
    {
      g_autofree char *values = g_strjoinv (",", t->domain[v]);

      g_string_append_printf (s, "%s%s {%s}", v > 0 ? ", " : "", t->names[v], values);
    }
  return g_string_free (s, FALSE);
}

static void
append_order (GString *out, const QdCspTable *t)
{
  for (guint i = 0; i < t->n_vars; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", t->names[t->order[i]]);
}

char *
qd_csp_tables_to_text (const QdCspTable *t)
{
  GString *out = g_string_new (NULL);
  g_autofree char *outcome = NULL;
  g_autofree char *values = NULL;

  g_return_val_if_fail (t != NULL, NULL);

  g_string_append_printf (out, "# %s: %s; order ", qd_csp_tables_method_to_string (t->method),
                          qd_csp_tables_method_title (t->method));
  append_order (out, t);
  values = qd_csp_tables_values_text (t);
  g_string_append_printf (out, "; %s %s\n", t->values != NULL ? "values" : "domains", values);

  for (guint v = 0; v < t->n_vars; v++)
    g_string_append_printf (out, "\tD_%s", t->names[v]);
  g_string_append_c (out, '\n');
  for (guint r = 0; r < t->rows->len; r++)
    {
      const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, r);
      g_autofree char *label = qd_csp_tables_row_label (t, r, FALSE);

      g_string_append (out, label);
      for (guint v = 0; v < t->n_vars; v++)
        {
          g_autofree char *cell = qd_csp_tables_format_domain (t, v, row->domains[v]);

          g_string_append_c (out, '\t');
          g_string_append (out, cell);
        }
      g_string_append_c (out, '\n');
    }

  outcome = qd_csp_tables_outcome (t);
  if (t->status == QD_CSP_TABLES_SOLVED)
    g_string_append_printf (out, "# solution%s%s\n", *outcome != '\0' ? " " : "", outcome);
  else
    g_string_append_printf (out, "# %s\n", outcome);
  g_string_append_printf (out, "# %u %s (%u wiped out), %u %s\n",
                          t->assignments, t->assignments == 1 ? "assignment" : "assignments",
                          t->wipeouts, t->backtracks, t->backtracks == 1 ? "backtrack" : "backtracks");
  return g_string_free (out, FALSE);
}

static const char *
row_action (QdCspTablesRowKind kind)
{
  switch (kind)
    {
    case QD_CSP_TABLES_ROW_INITIAL:   return "initial";
    case QD_CSP_TABLES_ROW_ASSIGN:    return "assign";
    case QD_CSP_TABLES_ROW_WIPEOUT:   return "wipeout";
    case QD_CSP_TABLES_ROW_BACKTRACK: return "backtrack";
    default:                          g_assert_not_reached ();
    }
}

char *
qd_csp_tables_to_csv (QdCspTable *const *tables, guint n_tables)
{
  GString *out = g_string_new ("method,row,action,variable,value");

  g_return_val_if_fail (tables != NULL && n_tables > 0, NULL);

  for (guint v = 0; v < tables[0]->n_vars; v++)
    {
      g_autofree char *name = g_strdup_printf ("D_%s", tables[0]->names[v]);

      g_string_append_c (out, ',');
      qd_text_append_csv_field (out, name);
    }
  g_string_append (out, ",pruned,wiped_out\n");

  for (guint k = 0; k < n_tables; k++)
    {
      const QdCspTable *t = tables[k];

      for (guint r = 0; r < t->rows->len; r++)
        {
          const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, r);
          GString *pruned = g_string_new (NULL);

          g_string_append_printf (out, "%s,%u,%s,", qd_csp_tables_method_to_string (t->method), r,
                                  row_action (row->kind));
          if (row->kind != QD_CSP_TABLES_ROW_INITIAL)
            qd_text_append_csv_field (out, t->names[row->var]);
          g_string_append_c (out, ',');
          if (row->kind == QD_CSP_TABLES_ROW_ASSIGN || row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
            qd_text_append_csv_field (out, t->domain[row->var][row->value]);
          for (guint v = 0; v < t->n_vars; v++)
            {
              g_autofree char *cell = qd_csp_tables_format_domain (t, v, row->domains[v]);

              g_string_append_c (out, ',');
              qd_text_append_csv_field (out, cell);
              for (guint i = 0; i < t->n_domain[v]; i++)
                if (row->pruned[v] & BIT (i))
                  g_string_append_printf (pruned, "%s%s:%s", pruned->len > 0 ? " " : "",
                                          t->names[v], t->domain[v][i]);
            }
          g_string_append_c (out, ',');
          qd_text_append_csv_field (out, pruned->str);
          g_string_append_c (out, ',');
          if (row->wiped >= 0)
            qd_text_append_csv_field (out, t->names[row->wiped]);
          g_string_append_c (out, '\n');
          g_string_free (pruned, TRUE);
        }
    }
  return g_string_free (out, FALSE);
}

const char *
qd_csp_tables_method_to_string (QdCspTablesMethod method)
{
  return method == QD_CSP_TABLES_MAC ? "mac" : "fc";
}

const char *
qd_csp_tables_method_title (QdCspTablesMethod method)
{
  return method == QD_CSP_TABLES_MAC ? "maintaining arc consistency" : "forward checking";
}

gboolean
qd_csp_tables_method_from_string (const char *text, QdCspTablesMethod *method)
{
  g_return_val_if_fail (method != NULL, FALSE);
  if (g_strcmp0 (text, "fc") == 0)
    *method = QD_CSP_TABLES_FC;
  else if (g_strcmp0 (text, "mac") == 0)
    *method = QD_CSP_TABLES_MAC;
  else
    return FALSE;
  return TRUE;
}

gboolean
qd_csp_tables_methods_from_string (const char *text, gboolean want[2])
{
  QdCspTablesMethod method;

  want[QD_CSP_TABLES_FC] = want[QD_CSP_TABLES_MAC] = TRUE;
  if (text == NULL || strcmp (text, "both") == 0)
    return TRUE;
  if (!qd_csp_tables_method_from_string (text, &method))
    return FALSE;
  want[QD_CSP_TABLES_FC] = method == QD_CSP_TABLES_FC;
  want[QD_CSP_TABLES_MAC] = method == QD_CSP_TABLES_MAC;
  return TRUE;
}
