/* qd-mapcolor-fcmac.c — forward checking and MAC domain tables of a map
 * (statement 002, question 2).
 *
 * The map becomes a CSP with one variable per region (domain: the values,
 * index i named values[i]) and one "!=" per edge, added in the variable
 * order; core/qd-csp-tables.c runs the search and records the rows.
 */
#include "qd-mapcolor-fcmac.h"

#include <string.h>

#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-fcmac-error-quark, qd_mapcolor_fcmac_error)

/* ------------------------------------------------------------- parsing */

static gint
find_region (gconstpointer data, const char *name)
{
  return qd_map_find (data, name);
}

gboolean
qd_mapcolor_fcmac_parse_order (const QdMap *map, const char *text, guint **order, GError **error)
{
  QdCspTablesOrderFault fault;
  g_autofree char *detail = NULL;
  guint n_missing = 0;

  g_return_val_if_fail (map != NULL && text != NULL && order != NULL, FALSE);

  if (qd_csp_tables_read_order (text, map->n_regions, (const char *const *) map->names->pdata, find_region, map,
                                order, &fault, &detail, &n_missing))
    return TRUE;
  switch (fault)
    {
    case QD_CSP_TABLES_ORDER_EMPTY:
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   _("the order has an empty name (names are separated by commas)"));
      break;
    case QD_CSP_TABLES_ORDER_UNKNOWN:
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   _("the order names “%s”, which is not a region of the graph"), detail);
      break;
    case QD_CSP_TABLES_ORDER_TWICE:
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   _("the order names “%s” twice"), detail);
      break;
    default:
      g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_ORDER,
                   ngettext ("the order misses %u region of the graph: %s",
                             "the order misses %u regions of the graph: %s", n_missing),
                   n_missing, detail);
      break;
    }
  return FALSE;
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
      if (result->len == QD_CSP_TABLES_MAX_VALUES)
        {
          g_set_error (error, QD_MAPCOLOR_FCMAC_ERROR, QD_MAPCOLOR_FCMAC_ERROR_VALUES,
                       _("at most %d values are allowed"), QD_CSP_TABLES_MAX_VALUES);
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

/* ------------------------------------------------------------ the run */

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

/* The model: regions in map order, edges in the variable order (so both
 * inferences meet the neighbours of a variable in that order). */
static QdCsp *
build_csp (const QdMap *map, guint n_values, const guint *position)
{
  QdCsp *csp = qd_csp_new ();
  g_autofree guint *edges = g_new (guint, 2 * (gsize) MAX (map->n_edges, 1));
  g_autofree guint *order = g_new (guint, MAX (map->n_regions, 1));
  guint n = 0;

  for (guint r = 0; r < map->n_regions; r++)
    {
      qd_csp_add_variable (csp, g_ptr_array_index (map->names, r), n_values);
      order[position[r]] = r;
    }
  for (guint i = 0; i < map->n_regions; i++)
    {
      guint u = order[i];
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

static QdCspTable *
run (const QdMap *map, const guint *order, const char *const *values, guint n_values, QdCspTablesMethod method,
     gboolean with_tree)
{
  g_autofree guint *position = NULL;
  g_autofree const char **names = NULL;

  g_return_val_if_fail (map != NULL && map->n_regions <= QD_MAPCOLOR_FCMAC_MAX_REGIONS, NULL);
  g_return_val_if_fail (values != NULL && n_values >= 1 && n_values <= QD_CSP_TABLES_MAX_VALUES, NULL);

  position = g_new (guint, MAX (map->n_regions, 1));
  if (!order_positions (order, map->n_regions, position))
    {
      g_critical ("%s: the order is not a permutation of the regions", G_STRFUNC);
      return NULL;
    }
  /* The first n_values names, NULL-terminated as the tables take them. */
  names = g_new0 (const char *, n_values + 1);
  memcpy (names, values, sizeof (char *) * n_values);
  return (with_tree ? qd_csp_tables_run : qd_csp_tables_run_rows) (build_csp (map, n_values, position), TRUE, order,
                                                                   names, method);
}

QdCspTable *
qd_mapcolor_fcmac_run (const QdMap *map, const guint *order, const char *const *values,
                       guint n_values, QdCspTablesMethod method)
{
  return run (map, order, values, n_values, method, TRUE);
}

QdCspTable *
qd_mapcolor_fcmac_run_rows (const QdMap *map, const guint *order, const char *const *values,
                            guint n_values, QdCspTablesMethod method)
{
  return run (map, order, values, n_values, method, FALSE);
}

char *
qd_mapcolor_fcmac_text (QdCspTable *const *tables, guint n_tables)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < n_tables; i++)
    {
      g_autofree char *text = qd_csp_tables_to_text (tables[i]);

      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, text);
    }
  return g_string_free (out, FALSE);
}
