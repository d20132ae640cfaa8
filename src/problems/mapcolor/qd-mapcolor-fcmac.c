/* qd-mapcolor-fcmac.c — forward checking and MAC domain tables (statement 002, question 2).
 *
 * The map becomes a CSP with one variable per region (domain: the values,
 * index i named values[i]) and one "!=" per edge.  The search is the
 * engine's, with a static variable order, ascending values and FC or MAC
 * inference; a listener turns its events into rows:
 *   assign            a row opens (the variable holds its value already)
 *   prune, wipeout    are marked in the open row (at depth 0: the initial row)
 *   propagated        the row is closed with a snapshot of every domain
 *   backtrack         a backtrack row, unless it undoes the wiped-out
 *                     assignment just recorded (that row says it failed)
 *   solution          the end: the first solution is enough.
 */
#include "qd-mapcolor-fcmac.h"

#include <string.h>

#include "core/qd-csp.h"
#include "core/qd-text.h"
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-fcmac-error-quark, qd_mapcolor_fcmac_error)

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

/* ------------------------------------------------------------- parsing */

gboolean
qd_mapcolor_fcmac_parse_order (const QdMap *map, const char *text, guint **order, GError **error)
{
  g_auto(GStrv) parts = NULL;
  g_autofree guint *result = NULL;
  g_autofree gboolean *seen = NULL;
  guint n = 0;

  g_return_val_if_fail (map != NULL && text != NULL && order != NULL, FALSE);

  parts = g_strsplit (text, ",", -1);
  result = g_new0 (guint, MAX (map->n_regions, 1));
  seen = g_new0 (gboolean, MAX (map->n_regions, 1));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *name = g_strstrip (parts[i]);
      gint r;

      if (*name == '\0')
        {
          if (parts[i + 1] == NULL && i > 0)
            break;   /* a trailing comma */
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                       _("the order has an empty name (names are separated by commas)"));
          return FALSE;
        }
      r = qd_map_find (map, name);
      if (r < 0)
        {
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                       _("the order names “%s”, which is not a region of the graph"), name);
          return FALSE;
        }
      if (seen[r])
        {
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                       _("the order names “%s” twice"), name);
          return FALSE;
        }
      seen[r] = TRUE;
      result[n++] = (guint) r;
    }
  if (n < map->n_regions)
    {
      GString *missing = g_string_new (NULL);
      guint shown = 0;

      for (guint r = 0; r < map->n_regions; r++)
        if (!seen[r])
          {
            if (shown == 8)
              {
                g_string_append (missing, ", …");
                break;
              }
            if (shown++ > 0)
              g_string_append (missing, ", ");
            g_string_append (missing, g_ptr_array_index (map->names, r));
          }
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   ngettext ("the order misses %u region of the graph: %s",
                             "the order misses %u regions of the graph: %s", map->n_regions - n),
                   map->n_regions - n, missing->str);
      g_string_free (missing, TRUE);
      return FALSE;
    }
  *order = g_steal_pointer (&result);
  return TRUE;
}

gboolean
qd_mapcolor_fcmac_parse_values (const char *text, char ***values, GError **error)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(GPtrArray) result = NULL;

  g_return_val_if_fail (text != NULL && values != NULL, FALSE);

  parts = g_strsplit (text, ",", -1);
  result = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *name = g_strstrip (parts[i]);

      if (*name == '\0')
        {
          if (parts[i + 1] == NULL && i > 0)
            break;
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES,
                       _("the values have an empty name (give them as r,g,b)"));
          return FALSE;
        }
      for (const char *p = name; *p; p++)
        if (g_ascii_isspace (*p) || strchr (",:={}", *p) != NULL)
          {
            g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES,
                         _("the value “%s” may not hold spaces or any of , : = { }"), name);
            return FALSE;
          }
      if (!g_utf8_validate (name, -1, NULL))
        {
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES, _("the values are not UTF-8 text"));
          return FALSE;
        }
      for (guint j = 0; j < result->len; j++)
        if (strcmp (g_ptr_array_index (result, j), name) == 0)
          {
            g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES,
                         _("the value “%s” is given twice"), name);
            return FALSE;
          }
      if (result->len == QD_MAPCOLOR_FCMAC_MAX_VALUES)
        {
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES,
                       _("at most %d values are allowed"), QD_MAPCOLOR_FCMAC_MAX_VALUES);
          return FALSE;
        }
      g_ptr_array_add (result, g_strdup (name));
    }
  if (result->len == 0)
    {
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES, _("the values are empty: give them as r,g,b"));
      return FALSE;
    }
  g_ptr_array_add (result, NULL);
  *values = (char **) g_ptr_array_free (g_steal_pointer (&result), FALSE);
  return TRUE;
}

/* ----------------------------------------------------------- recording */

typedef struct {
  QdMapcolorFcmacTable *table;
  QdMapcolorFcmacRow open;         /* the row being recorded (domains unused) */
  gboolean has_open;
  gboolean skip_backtrack; /* the next backtrack undoes a wiped-out assignment */
  guint *scratch;
} Recorder;

static guint64
full_domain (guint n_values)
{
  return n_values >= 64 ? G_MAXUINT64 : BIT (n_values) - 1;
}

static QdMapcolorFcmacRow *
initial_row (QdMapcolorFcmacTable *t)
{
  return &g_array_index (t->rows, QdMapcolorFcmacRow, 0);
}

static void
snapshot (Recorder *rec, QdCspSolver *solver, QdMapcolorFcmacRow *row)
{
  QdMapcolorFcmacTable *t = rec->table;

  row->domains = g_new0 (guint64, t->n_vars);
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
  rec->open.kind = QD_MAPCOLOR_FCMAC_ROW_ASSIGN;
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
  QdMapcolorFcmacRow *row = rec->has_open ? &rec->open : initial_row (rec->table);

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
  QdMapcolorFcmacRow *row = rec->has_open ? &rec->open : initial_row (rec->table);

  if (row->wiped < 0)
    row->wiped = (gint) var;
}

static void
on_propagated (gpointer data, QdCspSolver *solver, guint var, guint value, gboolean consistent)
{
  Recorder *rec = data;
  QdMapcolorFcmacTable *t = rec->table;

  g_assert (rec->has_open);
  rec->open.kind = consistent ? QD_MAPCOLOR_FCMAC_ROW_ASSIGN : QD_MAPCOLOR_FCMAC_ROW_WIPEOUT;
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
  QdMapcolorFcmacTable *t = rec->table;
  QdMapcolorFcmacRow row = { QD_MAPCOLOR_FCMAC_ROW_BACKTRACK, var, 0, NULL, NULL, -1 };

  if (rec->skip_backtrack)
    {
      rec->skip_backtrack = FALSE;
      return;
    }
  row.pruned = g_new0 (guint64, t->n_vars);
  snapshot (rec, solver, &row);
  g_array_append_val (t->rows, row);
  t->backtracks++;
}

static gboolean
on_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Recorder *rec = data;
  QdMapcolorFcmacTable *t = rec->table;

  t->solution = g_memdup2 (values, sizeof (gint) * t->n_vars);
  return FALSE;
}

static void
row_clear (gpointer data)
{
  QdMapcolorFcmacRow *row = data;

  g_free (row->domains);
  g_free (row->pruned);
  if (row->prunes != NULL)
    g_array_unref (row->prunes);
}

/* Edges (u, w) of one u, by the position of w in the order. */
static gint
compare_by_position (gconstpointer a, gconstpointer b, gpointer data)
{
  const guint *position = data;
  guint pa = position[((const guint *) a)[1]], pb = position[((const guint *) b)[1]];

  return (pa > pb) - (pa < pb);
}

/* position[v]: v's place in the order (NULL: the map's); FALSE when the
 * order is not a permutation of the n regions. */
static gboolean
order_positions (const guint *order, guint n, guint *position)
{
  for (guint i = 0; i < n; i++)
    position[i] = G_MAXUINT;
  for (guint i = 0; i < n; i++)
    {
      guint v = order != NULL ? order[i] : i;

      if (v >= n || position[v] != G_MAXUINT)
        return FALSE;
      position[v] = i;
    }
  return TRUE;
}

/* The table with its names, values, order and the row of initial domains. */
static QdMapcolorFcmacTable *
table_new (const QdMap *map, const guint *order, const char *const *values, guint n_values,
           QdMapcolorFcmacMethod method)
{
  QdMapcolorFcmacTable *t;
  QdMapcolorFcmacRow initial = { QD_MAPCOLOR_FCMAC_ROW_INITIAL, 0, 0, NULL, NULL, -1 };

  t = g_new0 (QdMapcolorFcmacTable, 1);
  t->method = method;
  t->n_vars = map->n_regions;
  t->names = g_new0 (char *, t->n_vars + 1);
  for (guint r = 0; r < t->n_vars; r++)
    t->names[r] = g_strdup (g_ptr_array_index (map->names, r));
  t->n_values = n_values;
  t->values = g_new0 (char *, n_values + 1);
  for (guint i = 0; i < n_values; i++)
    t->values[i] = g_strdup (values[i]);
  t->order = g_new (guint, MAX (t->n_vars, 1));
  for (guint i = 0; i < t->n_vars; i++)
    t->order[i] = order != NULL ? order[i] : i;
  t->rows = g_array_new (FALSE, FALSE, sizeof (QdMapcolorFcmacRow));
  g_array_set_clear_func (t->rows, row_clear);

  initial.domains = g_new (guint64, MAX (t->n_vars, 1));
  initial.pruned = g_new0 (guint64, MAX (t->n_vars, 1));
  for (guint v = 0; v < t->n_vars; v++)
    initial.domains[v] = full_domain (n_values);
  g_array_append_val (t->rows, initial);
  return t;
}

/* The model: regions in map order, edges in the variable order (so both
 * inferences meet the neighbours of a variable in that order). */
static char *
table_value_name (gconstpointer data, guint var, guint value)
{
  const char *const *values = data;

  return g_strdup (values[value]);
}

static QdCsp *
build_csp (const QdMap *map, const QdMapcolorFcmacTable *t, const guint *position)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *edges = g_new (guint, 2 * (gsize) MAX (map->n_edges, 1));
  guint n = 0;

  for (guint r = 0; r < t->n_vars; r++)
    qd_csp_add_variable (csp, t->names[r], t->n_values);
  for (guint i = 0; i < t->n_vars; i++)
    {
      guint u = t->order[i];
      guint first = n;

      for (guint k = 0; k < qd_map_degree (map, u); k++)
        {
          guint w = qd_map_neighbours (map, u)[k];

          if (position[w] > i)
            {
              edges[2 * n] = u;
              edges[2 * n + 1] = w;
              n++;
            }
        }
      /* u's later neighbours, in the variable order. */
      g_qsort_with_data (edges + 2 * first, n - first, 2 * sizeof (guint), compare_by_position, (gpointer) position);
    }
  for (guint e = 0; e < n; e++)
    qd_csp_add_not_equal (csp, edges[2 * e], edges[2 * e + 1]);
  return csp;
}

/* Runs the search with the recorder listening: the rows, then the status. */
static void
record_run (const QdCsp *csp, QdMapcolorFcmacTable *t)
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
  options.inference = t->method == QD_MAPCOLOR_FCMAC_MAC ? QD_CSP_INFER_MAC : QD_CSP_INFER_FC;
  options.order = t->order;
  options.all_solutions = FALSE;
  options.max_assignments = QD_MAPCOLOR_FCMAC_MAX_ASSIGNMENTS;
  options.listener = &listener;
  options.listener_data = &rec;
  qd_search_tree_csp_chain (t->tree, &chain, &options);

  memset (&rec, 0, sizeof rec);
  rec.table = t;
  rec.scratch = g_new (guint, t->n_values);
  solver = qd_csp_solver_new (csp, &options);
  g_assert (solver != NULL);
  status = qd_csp_solver_run (solver, NULL);
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
      t->status = QD_MAPCOLOR_FCMAC_SOLVED;
      break;
    case QD_CSP_NO_SOLUTION:
      t->status = QD_MAPCOLOR_FCMAC_NO_SOLUTION;
      break;
    default:
      t->status = QD_MAPCOLOR_FCMAC_CUT;
      break;
    }
}

QdMapcolorFcmacTable *
qd_mapcolor_fcmac_run (const QdMap *map, const guint *order, const char *const *values,
              guint n_values, QdMapcolorFcmacMethod method)
{
  QdCsp *csp;
  g_autofree guint *position = NULL;
  QdMapcolorFcmacTable *t;

  g_return_val_if_fail (map != NULL && map->n_regions <= QD_MAPCOLOR_FCMAC_MAX_REGIONS, NULL);
  g_return_val_if_fail (values != NULL && n_values >= 1 && n_values <= QD_MAPCOLOR_FCMAC_MAX_VALUES, NULL);
  g_return_val_if_fail (method == QD_MAPCOLOR_FCMAC_FC || method == QD_MAPCOLOR_FCMAC_MAC, NULL);

  position = g_new (guint, MAX (map->n_regions, 1));
  if (!order_positions (order, map->n_regions, position))
    {
      g_critical ("%s: the order is not a permutation of the regions", G_STRFUNC);
      return NULL;
    }
  t = table_new (map, order, values, n_values, method);
  csp = build_csp (map, t, position);
  /* The tree names values as the tables do, and keeps the model. */
  qd_csp_set_value_names (csp, table_value_name, t->values);
  t->tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
  qd_search_tree_bind_csp (t->tree, csp, TRUE);
  record_run (csp, t);
  /* A map without regions is solved by the empty assignment. */
  if (t->status == QD_MAPCOLOR_FCMAC_SOLVED && t->solution == NULL)
    t->solution = g_new0 (gint, MAX (t->n_vars, 1));
  return t;
}

void
qd_mapcolor_fcmac_table_free (QdMapcolorFcmacTable *table)
{
  if (table == NULL)
    return;
  g_clear_pointer (&table->tree, qd_search_tree_unref);   /* before the value names it uses */
  g_strfreev (table->names);
  g_strfreev (table->values);
  g_free (table->order);
  if (table->rows != NULL)
    g_array_unref (table->rows);
  g_free (table->solution);
  g_free (table);
}

/* ------------------------------------------------------------- output */

char *
qd_mapcolor_fcmac_format_domain (const QdMapcolorFcmacTable *table, guint64 domain)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < table->n_values; i++)
    if (domain & BIT (i))
      {
        if (s->len > 0)
          g_string_append_c (s, ',');
        g_string_append (s, table->values[i]);
      }
  if (s->len == 0)
    g_string_append (s, "{}");
  return g_string_free (s, FALSE);
}

char *
qd_mapcolor_fcmac_row_label (const QdMapcolorFcmacTable *table, guint index, gboolean unicode)
{
  const QdMapcolorFcmacRow *row;

  g_return_val_if_fail (table != NULL && index < table->rows->len, NULL);
  row = &g_array_index (table->rows, QdMapcolorFcmacRow, index);
  switch (row->kind)
    {
    case QD_MAPCOLOR_FCMAC_ROW_INITIAL:
      return g_strdup ("");
    case QD_MAPCOLOR_FCMAC_ROW_BACKTRACK:
      /* The table's machine format (unicode FALSE) stays English in every locale. */
      return g_strdup_printf (unicode ? _("backtrack %s") : "backtrack %s", table->names[row->var]);
    default:
      return g_strdup_printf (unicode ? "%s ← %s" : "%s=%s", table->names[row->var], table->values[row->value]);
    }
}

char *
qd_mapcolor_fcmac_outcome (const QdMapcolorFcmacTable *table)
{
  GString *s;

  g_return_val_if_fail (table != NULL, NULL);
  switch (table->status)
    {
    case QD_MAPCOLOR_FCMAC_NO_SOLUTION:
      return g_strdup ("no solution");
    case QD_MAPCOLOR_FCMAC_CUT:
      return g_strdup_printf ("cut short after %u assignments", table->assignments);
    default:
      break;
    }
  s = g_string_new (NULL);
  for (guint v = 0; v < table->n_vars; v++)
    g_string_append_printf (s, "%s%s=%s", v > 0 ? " " : "", table->names[v],
                            table->values[table->solution[v]]);
  return g_string_free (s, FALSE);
}

static void
append_order (GString *out, const QdMapcolorFcmacTable *t)
{
  for (guint i = 0; i < t->n_vars; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", t->names[t->order[i]]);
}

char *
qd_mapcolor_fcmac_table_to_text (const QdMapcolorFcmacTable *t)
{
  GString *out = g_string_new (NULL);
  g_autofree char *outcome = NULL;

  g_return_val_if_fail (t != NULL, NULL);

  g_string_append_printf (out, "# %s: %s; order ", qd_mapcolor_fcmac_method_to_string (t->method),
                          qd_mapcolor_fcmac_method_title (t->method));
  append_order (out, t);
  g_string_append (out, "; values ");
  for (guint i = 0; i < t->n_values; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "", t->values[i]);
  g_string_append_c (out, '\n');

  for (guint v = 0; v < t->n_vars; v++)
    g_string_append_printf (out, "\tD_%s", t->names[v]);
  g_string_append_c (out, '\n');
  for (guint r = 0; r < t->rows->len; r++)
    {
      const QdMapcolorFcmacRow *row = &g_array_index (t->rows, QdMapcolorFcmacRow, r);
      g_autofree char *label = qd_mapcolor_fcmac_row_label (t, r, FALSE);

      g_string_append (out, label);
      for (guint v = 0; v < t->n_vars; v++)
        {
          g_autofree char *cell = qd_mapcolor_fcmac_format_domain (t, row->domains[v]);

          g_string_append_c (out, '\t');
          g_string_append (out, cell);
        }
      g_string_append_c (out, '\n');
    }

  outcome = qd_mapcolor_fcmac_outcome (t);
  if (t->status == QD_MAPCOLOR_FCMAC_SOLVED)
    g_string_append_printf (out, "# solution%s%s\n", *outcome != '\0' ? " " : "", outcome);
  else
    g_string_append_printf (out, "# %s\n", outcome);
  g_string_append_printf (out, "# %u %s (%u wiped out), %u %s\n",
                          t->assignments, t->assignments == 1 ? "assignment" : "assignments",
                          t->wipeouts, t->backtracks, t->backtracks == 1 ? "backtrack" : "backtracks");
  return g_string_free (out, FALSE);
}

static const char *
row_action (QdMapcolorFcmacRowKind kind)
{
  switch (kind)
    {
    case QD_MAPCOLOR_FCMAC_ROW_INITIAL:   return "initial";
    case QD_MAPCOLOR_FCMAC_ROW_ASSIGN:    return "assign";
    case QD_MAPCOLOR_FCMAC_ROW_WIPEOUT:   return "wipeout";
    case QD_MAPCOLOR_FCMAC_ROW_BACKTRACK: return "backtrack";
    default:                     g_assert_not_reached ();
    }
}

char *
qd_mapcolor_fcmac_tables_to_csv (QdMapcolorFcmacTable *const *tables, guint n_tables)
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
      const QdMapcolorFcmacTable *t = tables[k];

      for (guint r = 0; r < t->rows->len; r++)
        {
          const QdMapcolorFcmacRow *row = &g_array_index (t->rows, QdMapcolorFcmacRow, r);
          GString *pruned = g_string_new (NULL);

          g_string_append_printf (out, "%s,%u,%s,", qd_mapcolor_fcmac_method_to_string (t->method), r,
                                  row_action (row->kind));
          if (row->kind != QD_MAPCOLOR_FCMAC_ROW_INITIAL)
            qd_text_append_csv_field (out, t->names[row->var]);
          g_string_append_c (out, ',');
          if (row->kind == QD_MAPCOLOR_FCMAC_ROW_ASSIGN || row->kind == QD_MAPCOLOR_FCMAC_ROW_WIPEOUT)
            qd_text_append_csv_field (out, t->values[row->value]);
          for (guint v = 0; v < t->n_vars; v++)
            {
              g_autofree char *cell = qd_mapcolor_fcmac_format_domain (t, row->domains[v]);

              g_string_append_c (out, ',');
              qd_text_append_csv_field (out, cell);
              for (guint i = 0; i < t->n_values; i++)
                if (row->pruned[v] & BIT (i))
                  g_string_append_printf (pruned, "%s%s:%s", pruned->len > 0 ? " " : "",
                                          t->names[v], t->values[i]);
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
qd_mapcolor_fcmac_method_to_string (QdMapcolorFcmacMethod method)
{
  return method == QD_MAPCOLOR_FCMAC_MAC ? "mac" : "fc";
}

const char *
qd_mapcolor_fcmac_method_title (QdMapcolorFcmacMethod method)
{
  return method == QD_MAPCOLOR_FCMAC_MAC ? "maintaining arc consistency" : "forward checking";
}

gboolean
qd_mapcolor_fcmac_method_from_string (const char *text, QdMapcolorFcmacMethod *method)
{
  g_return_val_if_fail (method != NULL, FALSE);
  if (g_strcmp0 (text, "fc") == 0)
    *method = QD_MAPCOLOR_FCMAC_FC;
  else if (g_strcmp0 (text, "mac") == 0)
    *method = QD_MAPCOLOR_FCMAC_MAC;
  else
    return FALSE;
  return TRUE;
}
