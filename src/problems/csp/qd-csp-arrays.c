/* qd-csp-arrays.c — the arrays of a problem's variables and a solution
 * printed as they are (qd-csp-arrays.h). */
#include "config.h"
#include "qd-csp-arrays.h"

#include <stdlib.h>
#include <string.h>

/* "x[2][-3]": the length of "x" and the indexes; FALSE when the name is
 * not a name followed by one or two integer indexes. */
static gboolean
parse_name (const char *name, gsize *base, gint64 *idx, guint *n_dims)
{
  const char *c = strchr (name, '[');

  if (c == NULL || c == name)
    return FALSE;
  *base = (gsize) (c - name);
  *n_dims = 0;
  while (*c == '[')
    {
      char *end = NULL;

      if (*n_dims == 2 || !(g_ascii_isdigit (c[1]) || (c[1] == '-' && g_ascii_isdigit (c[2]))))
        return FALSE;
      idx[(*n_dims)++] = g_ascii_strtoll (c + 1, &end, 10);
      if (end == NULL || *end != ']' || idx[*n_dims - 1] > G_MAXINT32 || idx[*n_dims - 1] < -G_MAXINT32)
        return FALSE;
      c = end + 1;
    }
  return *c == '\0';
}

typedef struct {
  guint n_dims, n_vars, first;
  gint64 lo[2], hi[2];
  gboolean mixed;               /* elements of different numbers of indexes */
} Group;

static gboolean
group_fills (const Group *g)
{
  guint64 rows = g->n_dims == 2 ? (guint64) (g->hi[0] - g->lo[0] + 1) : 1;
  guint64 cols = (guint64) (g->hi[g->n_dims - 1] - g->lo[g->n_dims - 1] + 1);

  return !g->mixed && g->n_vars >= 2 && rows * cols <= 2 * (guint64) g->n_vars;
}

static void
group_add (Group *g, guint var, const gint64 *idx, guint n_dims)
{
  if (g->n_vars++ == 0)
    {
      g->n_dims = n_dims;
      g->first = var;
      memcpy (g->lo, idx, sizeof (gint64) * n_dims);
      memcpy (g->hi, idx, sizeof (gint64) * n_dims);
      return;
    }
  g->mixed = g->mixed || g->n_dims != n_dims;
  for (guint d = 0; d < MIN (n_dims, g->n_dims); d++)
    {
      g->lo[d] = MIN (g->lo[d], idx[d]);
      g->hi[d] = MAX (g->hi[d], idx[d]);
    }
}

/* The arrays of the groups that fill their box, their cells empty. */
static void
make_arrays (QdCspArrays *a, const char *const *names, GArray *groups, gint *group_of)
{
  g_autofree gint *array_of_group = g_new (gint, groups->len + 1);

  a->arrays = g_new0 (QdCspArray, groups->len + 1);
  /* Groups are numbered as their first variables come: so are the arrays. */
  for (guint i = 0; i < groups->len; i++)
    {
      const Group *g = &g_array_index (groups, Group, i);
      QdCspArray *array = &a->arrays[a->n_arrays];
      gsize base = strcspn (names[g->first], "[");

      array_of_group[i] = -1;
      if (!group_fills (g))
        continue;
      array_of_group[i] = (gint) a->n_arrays++;
      array->name = g_strndup (names[g->first], base);
      array->n_dims = g->n_dims;
      array->lo[0] = g->lo[0];
      array->lo[1] = g->n_dims == 2 ? g->lo[1] : 0;
      array->rows = g->n_dims == 2 ? (guint) (g->hi[0] - g->lo[0] + 1) : 1;
      array->cols = (guint) (g->hi[g->n_dims - 1] - g->lo[g->n_dims - 1] + 1);
      array->cells = g_new (guint, (gsize) array->rows * array->cols);
      for (gsize c = 0; c < (gsize) array->rows * array->cols; c++)
        array->cells[c] = QD_CSP_ARRAY_NONE;
      array->first = g->first;
      array->n_vars = g->n_vars;
    }
  for (guint v = 0; v < a->n_vars; v++)
    a->array_of[v] = group_of[v] >= 0 ? array_of_group[group_of[v]] : -1;
}

QdCspArrays *
qd_csp_arrays_new (const char *const *names, guint n)
{
  QdCspArrays *a = g_new0 (QdCspArrays, 1);
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) groups = g_array_new (FALSE, TRUE, sizeof (Group));
  g_autofree gint *group_of = g_new (gint, n + 1);

  a->n_vars = n;
  a->array_of = g_new (gint, n + 1);
  for (guint v = 0; v < n; v++)
    {
      gint64 idx[2];
      guint n_dims;
      gsize base;
      g_autofree char *key = NULL;
      gpointer found;

      group_of[v] = -1;
      if (names[v] == NULL || !parse_name (names[v], &base, idx, &n_dims))
        continue;
      key = g_strndup (names[v], base);
      found = g_hash_table_lookup (by_name, key);
      if (found == NULL)
        {
          g_array_set_size (groups, groups->len + 1);
          found = GUINT_TO_POINTER (groups->len);
          g_hash_table_insert (by_name, g_steal_pointer (&key), found);
        }
      group_of[v] = GPOINTER_TO_INT (found) - 1;
      group_add (&g_array_index (groups, Group, group_of[v]), v, idx, n_dims);
    }
  make_arrays (a, names, groups, group_of);
  for (guint v = 0; v < n; v++)
    if (a->array_of[v] >= 0)
      {
        QdCspArray *array = &a->arrays[a->array_of[v]];
        gint64 idx[2];
        guint n_dims;
        gsize base;

        parse_name (names[v], &base, idx, &n_dims);
        if (n_dims == 2)
          array->cells[(gsize) (idx[0] - array->lo[0]) * array->cols + (gsize) (idx[1] - array->lo[1])] = v;
        else
          array->cells[idx[0] - array->lo[0]] = v;
      }
  return a;
}

QdCspArrays *
qd_csp_arrays_of_model (const QdCspModel *model)
{
  return qd_csp_arrays_new ((const char *const *) model->names->pdata, model->names->len);
}

void
qd_csp_arrays_free (QdCspArrays *arrays)
{
  if (arrays == NULL)
    return;
  for (guint i = 0; i < arrays->n_arrays; i++)
    {
      g_free (arrays->arrays[i].name);
      g_free (arrays->arrays[i].cells);
    }
  g_free (arrays->arrays);
  g_free (arrays->array_of);
  g_free (arrays);
}

char *
qd_csp_array_title (const QdCspArray *array)
{
  if (array->lo[0] == 0 && array->lo[1] == 0)
    return g_strdup (array->name);
  if (array->n_dims == 1)
    return g_strdup_printf ("%s[%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT "]", array->name, array->lo[0],
                            array->lo[0] + array->cols - 1);
  return g_strdup_printf ("%s[%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT "][%" G_GINT64_FORMAT "..%" G_GINT64_FORMAT "]",
                          array->name, array->lo[0], array->lo[0] + array->rows - 1, array->lo[1],
                          array->lo[1] + array->cols - 1);
}

/* ------------------------------------------------------------- printing */

static char *
cell_text (const QdCspModel *model, const QdCspArray *array, gsize cell, const gint *values)
{
  guint var = array->cells[cell];

  return var == QD_CSP_ARRAY_NONE ? g_strdup ("-") : qd_csp_model_value_text (model, var, (guint) values[var]);
}

static void
append_array (GString *out, const QdCspModel *model, const QdCspArray *array, const gint *values)
{
  g_autofree char *title = qd_csp_array_title (array);
  gsize n = (gsize) array->rows * array->cols;
  g_autofree char **texts = g_new (char *, n + 1);
  glong width = 1;

  for (gsize c = 0; c < n; c++)
    {
      texts[c] = cell_text (model, array, c, values);
      width = MAX (width, g_utf8_strlen (texts[c], -1));
    }
  if (array->n_dims == 1)
    {
      g_string_append_printf (out, "%s = [", title);
      for (gsize c = 0; c < n; c++)
        g_string_append_printf (out, "%s%s", c > 0 ? " " : "", texts[c]);
      g_string_append_c (out, ']');
    }
  else
    {
      g_string_append_printf (out, "%s =", title);
      for (gsize c = 0; c < n; c++)
        {
          glong pad = width - g_utf8_strlen (texts[c], -1) + (c % array->cols > 0 ? 1 : 0);

          if (c % array->cols == 0)
            g_string_append (out, "\n  ");
          for (glong i = 0; i < pad; i++)
            g_string_append_c (out, ' ');
          g_string_append (out, texts[c]);
        }
    }
  for (gsize c = 0; c < n; c++)
    g_free (texts[c]);
}

char *
qd_csp_arrays_solution_text (const QdCspModel *model, const QdCspArrays *arrays, const gint *values)
{
  GString *out = g_string_new (NULL);
  gboolean pairs = FALSE;       /* a line of pairs is open */

  for (guint v = 0; v < arrays->n_vars; v++)
    {
      gint a = arrays->array_of[v];

      if (a < 0)
        {
          g_autofree char *value = qd_csp_model_value_text (model, v, (guint) values[v]);

          g_string_append_printf (out, "%s%s=%s", pairs ? " " : out->len > 0 ? "\n" : "",
                                  qd_csp_model_var (model, v)->name, value);
          pairs = TRUE;
        }
      else if (arrays->arrays[a].first == v)
        {
          if (out->len > 0)
            g_string_append_c (out, '\n');
          append_array (out, model, &arrays->arrays[a], values);
          pairs = FALSE;
        }
    }
  return g_string_free (out, FALSE);
}

/* ------------------------------------------------------------ reading back */

/* The array whose title is `title` and has `n_dims` dimensions, or NULL. */
static const QdCspArray *
find_array (const QdCspArrays *arrays, const char *title, guint n_dims)
{
  for (guint i = 0; i < arrays->n_arrays; i++)
    if (arrays->arrays[i].n_dims == n_dims)
      {
        g_autofree char *t = qd_csp_array_title (&arrays->arrays[i]);

        if (strcmp (t, title) == 0)
          return &arrays->arrays[i];
      }
  return NULL;
}

/* The cells from `from` given as the words of `text`, as pairs onto `out`. */
static void
append_cells (GString *out, const QdCspModel *model, const QdCspArray *array, gsize from, const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t", -1);
  gsize c = from;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (c < (gsize) array->rows * array->cols && array->cells[c] != QD_CSP_ARRAY_NONE)
        g_string_append_printf (out, "%s%s=%s", out->len > 0 ? " " : "",
                                qd_csp_model_var (model, array->cells[c])->name, words[i]);
      else if (strcmp (words[i], "-") != 0 || c >= (gsize) array->rows * array->cols)
        /* A word too many, or a value where no variable is: left as is, the
         * check then says what is wrong with it. */
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
      c++;
    }
}

/* Line `i` of `lines` as part of a solution printed by arrays, onto `out`;
 * how many lines it took (0: it is no array's). */
static guint
read_array_lines (GString *out, const QdCspModel *model, const QdCspArrays *arrays, char **lines, guint i)
{
  const char *line = lines[i], *eq = strstr (line, " = [");
  gsize length = strlen (line);
  const QdCspArray *array;

  if (eq != NULL && length > 0 && line[length - 1] == ']')
    {
      g_autofree char *title = g_strndup (line, (gsize) (eq - line));
      g_autofree char *inside = g_strndup (eq + 4, length - (gsize) (eq + 4 - line) - 1);

      if ((array = find_array (arrays, title, 1)) == NULL)
        return 0;
      append_cells (out, model, array, 0, inside);
      return 1;
    }
  if (length > 2 && g_str_has_suffix (line, " ="))
    {
      g_autofree char *title = g_strndup (line, length - 2);
      guint r;

      if ((array = find_array (arrays, title, 2)) == NULL)
        return 0;
      for (r = 0; r < array->rows && lines[i + 1 + r] != NULL && g_str_has_prefix (lines[i + 1 + r], "  "); r++)
        append_cells (out, model, array, (gsize) r * array->cols, lines[i + 1 + r]);
      return 1 + r;
    }
  return 0;
}

/* Whether every word of the line is a VAR=VALUE pair. */
static gboolean
is_pairs (const char *line)
{
  g_auto(GStrv) words = g_strsplit_set (line, " \t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        if (strchr (words[i], '=') == NULL || words[i][0] == '=')
          return FALSE;
        n++;
      }
  return n > 0;
}

static void
add_line (GString *out, guint *n_lines, const char *line)
{
  if ((*n_lines)++ > 0)
    g_string_append_c (out, '\n');
  g_string_append (out, line);
}

char *
qd_csp_arrays_flatten (const QdCspModel *model, const QdCspArrays *arrays, const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  GString *out = g_string_new (NULL);
  guint i = 0, n_lines = 0;

  while (lines[i] != NULL)
    {
      g_autoptr(GString) block = g_string_new (NULL);
      guint start = i, took;
      gboolean any_array = FALSE;

      /* A run of lines of a solution: arrays and lines of pairs. */
      for (;;)
        {
          if (lines[i] != NULL && (took = read_array_lines (block, model, arrays, lines, i)) > 0)
            any_array = TRUE;
          else if (lines[i] != NULL && is_pairs (lines[i]))
            {
              g_string_append_printf (block, "%s%s", block->len > 0 ? " " : "", lines[i]);
              took = 1;
            }
          else
            break;
          i += took;
        }
      if (any_array)
        add_line (out, &n_lines, block->str);
      else
        for (guint k = start; k < i; k++)
          add_line (out, &n_lines, lines[k]);
      if (lines[i] == NULL)
        break;
      add_line (out, &n_lines, lines[i++]);
    }
  return g_string_free (out, FALSE);
}
