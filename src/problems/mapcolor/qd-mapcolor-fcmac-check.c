/* qd-mapcolor-fcmac-check.c — checking the FC and MAC domain tables; see
 * qd-mapcolor-fcmac-check.h.
 *
 * The tables are made once; every line of their text is known as a part of
 * a table (its header, a row, its closing lines).  At the first line that
 * differs, the row's story explains it: the state before the row (the row
 * whose domains still stand after assignments, wipe-outs and backtracks),
 * the values the row's inference removed in order (each removed because a
 * neighbour had only that value left: the assigned one for forward
 * checking), and the assignments on the current path. */
#include "config.h"
#include "qd-mapcolor-fcmac-check.h"

#include <glib/gi18n.h>
#include <string.h>

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

typedef enum {
  LINE_HEADER,
  LINE_COLUMNS,
  LINE_ROW,
  LINE_OUTCOME,
  LINE_COUNTS,
  LINE_BLANK,
} LineKind;

typedef struct {
  LineKind kind;
  guint table;
  guint row;                /* LINE_ROW: the row; else the step's row */
} LinePart;

struct _QdMapcolorFcmacCheck {
  QdCspTable *tables[2];
  guint n_tables;
  gboolean *adjacent;       /* n_vars × n_vars */
  GArray *parts;            /* LinePart per line of text */
  QdCheckReference expected;      /* the right output as lines */
};

static void
add_part (QdMapcolorFcmacCheck *check, LineKind kind, guint table, guint row)
{
  LinePart part = { kind, table, row };

  g_array_append_val (check->parts, part);
}

QdMapcolorFcmacCheck *
qd_mapcolor_fcmac_check_new (const QdMap *map, const guint *order, const char *const *values, guint n_values,
                             gboolean fc, gboolean mac)
{
  QdMapcolorFcmacCheck *check;
  GString *text;

  if (!fc && !mac)
    return NULL;
  check = g_new0 (QdMapcolorFcmacCheck, 1);
  if (fc)
    check->tables[check->n_tables++] = qd_mapcolor_fcmac_run (map, order, values, n_values, QD_CSP_TABLES_FC);
  if (mac)
    check->tables[check->n_tables++] = qd_mapcolor_fcmac_run (map, order, values, n_values, QD_CSP_TABLES_MAC);
  check->adjacent = g_new0 (gboolean, MAX ((gsize) map->n_regions * map->n_regions, 1));
  for (guint u = 0; u < map->n_regions; u++)
    for (guint k = 0; k < qd_map_degree (map, u); k++)
      check->adjacent[u * map->n_regions + qd_map_neighbours (map, u)[k]] = TRUE;

  text = g_string_new (NULL);
  check->parts = g_array_new (FALSE, FALSE, sizeof (LinePart));
  for (guint k = 0; k < check->n_tables; k++)
    {
      g_autofree char *table = qd_csp_tables_to_text (check->tables[k]);
      guint n_rows = check->tables[k]->rows->len;

      if (k > 0)
        {
          g_string_append_c (text, '\n');
          add_part (check, LINE_BLANK, k - 1, check->tables[k - 1]->rows->len - 1);
        }
      g_string_append (text, table);
      add_part (check, LINE_HEADER, k, 0);
      add_part (check, LINE_COLUMNS, k, 0);
      for (guint r = 0; r < n_rows; r++)
        add_part (check, LINE_ROW, k, r);
      add_part (check, LINE_OUTCOME, k, n_rows - 1);
      add_part (check, LINE_COUNTS, k, n_rows - 1);
    }
  qd_check_reference_init (&check->expected, g_string_free (text, FALSE));
  g_assert (qd_check_text_length (&check->expected.lenient) == check->parts->len);
  return check;
}

const char *
qd_mapcolor_fcmac_check_text (const QdMapcolorFcmacCheck *check)
{
  return check->expected.text;
}

void
qd_mapcolor_fcmac_check_free (QdMapcolorFcmacCheck *check)
{
  if (check == NULL)
    return;
  for (guint k = 0; k < check->n_tables; k++)
    qd_csp_tables_free (check->tables[k]);
  g_free (check->adjacent);
  g_array_unref (check->parts);
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

gboolean
qd_mapcolor_fcmac_step_to_row (QdCspTable *const *tables, guint n_tables, gint64 step, guint *table,
                               guint *row)
{
  for (guint k = 0; step >= 0 && k < n_tables; k++)
    {
      if (step < tables[k]->rows->len)
        {
          *table = k;
          *row = (guint) step;
          return TRUE;
        }
      step -= tables[k]->rows->len;
    }
  return FALSE;
}

/* --- A table's story --- */

typedef struct {
  const QdMapcolorFcmacCheck *check;
  const QdCspTable *t;
  guint r;                        /* the row explained */
  const guint64 *before;          /* the domains before it */
  guint before_row;
  GArray *path;                   /* guint: the assignment rows standing before it (row 0 first) */
} Story;

static const QdCspTablesRow *
row_at (const QdCspTable *t, guint r)
{
  return &g_array_index (t->rows, QdCspTablesRow, r);
}

/* The state before row r: the assignments standing and their domains. */
static void
story_init (Story *s, const QdMapcolorFcmacCheck *check, const QdCspTable *t, guint r)
{
  s->check = check;
  s->t = t;
  s->r = r;
  s->path = g_array_new (FALSE, FALSE, sizeof (guint));
  s->before_row = 0;
  g_array_append_val (s->path, s->before_row);
  for (guint i = 1; i < r; i++)
    {
      const QdCspTablesRow *row = row_at (t, i);

      if (row->kind == QD_CSP_TABLES_ROW_ASSIGN)
        {
          g_array_append_val (s->path, i);
          s->before_row = i;
        }
      else if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
        {
          if (s->path->len > 1)
            g_array_set_size (s->path, s->path->len - 1);
          s->before_row = i;
        }
    }
  s->before = row_at (t, s->before_row)->domains;
}

static void
story_clear (Story *s)
{
  g_array_unref (s->path);
}

static gboolean
adjacent (const Story *s, guint a, guint b)
{
  return s->check->adjacent[a * s->t->n_vars + b];
}

static const char *
name (const Story *s, guint var)
{
  return s->t->names[var];
}

static const char *
value (const Story *s, guint v)
{
  return s->t->values[v];
}

static char *
domain_text (const Story *s, guint var, guint64 domain)
{
  return qd_csp_tables_format_domain (s->t, var, domain);
}

/* The domains before row `r` (full ones before the initial row). */
static void
domains_before (const Story *s, guint r, guint64 *domains)
{
  Story inner;

  if (r == 0)
    {
      for (guint v = 0; v < s->t->n_vars; v++)
        domains[v] = s->t->n_values >= 64 ? G_MAXUINT64 : BIT (s->t->n_values) - 1;
      return;
    }
  story_init (&inner, s->check, s->t, r);
  memcpy (domains, inner.before, sizeof (guint64) * s->t->n_vars);
  story_clear (&inner);
}

/* Why row j's inference removed `val` from `var`: the neighbour left with
 * only that value at that moment (the assigned variable first), replaying
 * the row's removals in their order; -1 when none is found. */
static gint
prune_cause (const Story *s, guint j, guint var, guint val)
{
  const QdCspTablesRow *row = row_at (s->t, j);
  g_autofree guint64 *d = g_new (guint64, MAX (s->t->n_vars, 1));
  gint cause = -1;

  domains_before (s, j, d);
  if (row->kind != QD_CSP_TABLES_ROW_INITIAL)
    d[row->var] = BIT (row->value);
  for (guint i = 0; row->prunes != NULL && i + 1 < row->prunes->len; i += 2)
    {
      guint y = g_array_index (row->prunes, guint, i), a = g_array_index (row->prunes, guint, i + 1);

      if (y == var && a == val)
        {
          if (row->kind != QD_CSP_TABLES_ROW_INITIAL && adjacent (s, y, row->var) && d[row->var] == BIT (a))
            return (gint) row->var;
          for (guint z = 0; z < s->t->n_vars; z++)
            if (z != y && adjacent (s, y, z) && d[z] == BIT (a))
              return (gint) z;
          return cause;
        }
      d[y] &= ~BIT (a);
    }
  return cause;
}

/* The row on the path (or the initial row) that removed `val` from `var`,
 * or -1. */
static gint
remover (const Story *s, guint var, guint val)
{
  for (guint i = s->path->len; i-- > 0;)
    {
      guint j = g_array_index (s->path, guint, i);

      if (row_at (s->t, j)->pruned[var] & BIT (val))
        return (gint) j;
    }
  return -1;
}

/* One sentence: why row j removed val from var. */
static void
explain_removal (const Story *s, QdCheckResult *result, guint j, guint var, guint val, gboolean already)
{
  const QdCspTablesRow *row = row_at (s->t, j);
  gint z = prune_cause (s, j, var, val);
  g_autofree char *label = qd_csp_tables_row_label (s->t, j, FALSE);

  if (row->kind == QD_CSP_TABLES_ROW_INITIAL)
    qd_check_result_explain (result, _("Arc consistency removes %s from %s before the search, because its neighbour "
                                       "%s has only %s left."),
                             value (s, val), name (s, var), z >= 0 ? name (s, (guint) z) : "?", value (s, val));
  else if (s->t->method == QD_CSP_TABLES_FC && already)
    qd_check_result_explain (result, _("Forward checking has already removed %s from %s when %s was assigned, so %s is "
                                       "never tried."), value (s, val), name (s, var), label, value (s, val));
  else if (s->t->method == QD_CSP_TABLES_FC)
    qd_check_result_explain (result, _("Forward checking removes %s from %s because its neighbour %s is assigned %s "
                                       "(%s)."), value (s, val), name (s, var), name (s, row->var), value (s, val),
                             label);
  else if (z == (gint) row->var && already)
    qd_check_result_explain (result, _("Arc consistency has already removed %s from %s at %s, because its neighbour %s "
                                       "was assigned %s, so %s is never tried."),
                             value (s, val), name (s, var), label, name (s, row->var), value (s, val), value (s, val));
  else if (z == (gint) row->var)
    qd_check_result_explain (result, _("Arc consistency removes %s from %s at %s because its neighbour %s is assigned "
                                       "%s."), value (s, val), name (s, var), label, name (s, row->var), value (s, val));
  else if (already)
    qd_check_result_explain (result, _("Arc consistency has already removed %s from %s at %s, because its neighbour %s "
                                       "had only %s left, so %s is never tried."),
                             value (s, val), name (s, var), label, z >= 0 ? name (s, (guint) z) : "?", value (s, val),
                             value (s, val));
  else
    qd_check_result_explain (result, _("Arc consistency removes %s from %s at %s because its neighbour %s has only %s "
                                       "left."), value (s, val), name (s, var), label,
                             z >= 0 ? name (s, (guint) z) : "?", value (s, val));
}

/* Why a value stays in var's domain at row r. */
static void
explain_kept (const Story *s, QdCheckResult *result, guint var, guint val)
{
  const QdCspTablesRow *row = row_at (s->t, s->r);
  g_autoptr(GString) supports = g_string_new (NULL);

  if (row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
    qd_check_result_explain (result, _("Inference stops at the first domain it wipes out, %s: the row shows the "
                                       "domains at that moment."), name (s, (guint) row->wiped));
  if (s->t->method == QD_CSP_TABLES_FC)
    {
      if (!adjacent (s, var, row->var))
        qd_check_result_explain (result, _("%s stays in %s: %s is not a neighbour of %s, and forward checking only "
                                           "prunes the neighbours of the variable just assigned."),
                                 value (s, val), name (s, var), name (s, var), name (s, row->var));
      else
        qd_check_result_explain (result, _("%s stays in %s: forward checking removes only %s, the value of %s, from "
                                           "its neighbours; it does not look further."),
                                 value (s, val), name (s, var), value (s, row->value), name (s, row->var));
      return;
    }
  for (guint z = 0; z < s->t->n_vars; z++)
    if (z != var && adjacent (s, var, z))
      {
        g_autofree char *d = domain_text (s, z, row->domains[z]);

        g_string_append_printf (supports, "%s%s %s", supports->len > 0 ? ", " : "", name (s, z), d);
      }
  qd_check_result_explain (result, _("%s stays in %s: arc consistency removes a value only when a neighbour has "
                                     "nothing else left, and no neighbour of %s has only %s (%s)."),
                           value (s, val), name (s, var), name (s, var), value (s, val),
                           supports->len > 0 ? supports->str : _("no neighbour"));
}

/* The cells of a given row line differ from the row's: the first one. */
static void
explain_cells (const Story *s, QdCheckResult *result, const char *given)
{
  const QdCspTablesRow *row = row_at (s->t, s->r);
  g_auto(GStrv) cells = g_strsplit (given, "\t", -1);
  guint n = g_strv_length (cells);

  if (n != s->t->n_vars + 1)
    {
      qd_check_result_explain (result, _("A row has the step and then one domain per region, %u cells separated by "
                                         "tabs; this line has %u."), s->t->n_vars + 1, n);
      return;
    }
  for (guint v = 0; v < s->t->n_vars; v++)
    {
      g_autofree char *want = domain_text (s, v, row->domains[v]);
      g_auto(GStrv) items = NULL;
      guint64 got = 0;
      gboolean parsed = TRUE;

      if (strcmp (want, cells[v + 1]) == 0)
        continue;
      items = g_strsplit (cells[v + 1], ",", -1);
      if (strcmp (cells[v + 1], "{}") != 0)
        for (guint i = 0; items[i] != NULL; i++)
          {
            guint k;

            for (k = 0; k < s->t->n_values && strcmp (items[i], s->t->values[k]) != 0; k++)
              ;
            if (k == s->t->n_values)
              parsed = FALSE;
            else
              got |= BIT (k);
          }
      if (!parsed || got == row->domains[v])
        {
          qd_check_result_explain (result, _("D_%s should read “%s”: a domain lists the values left in the order "
                                             "they are tried, separated by commas without spaces, and “{}” when none "
                                             "is left."), name (s, v), want);
          return;
        }
      if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
        {
          qd_check_result_explain (result, _("A backtrack undoes the assignment of %s and the values its inference "
                                             "removed: D_%s is back to “%s”, as it was before %s was assigned."),
                                   name (s, row->var), name (s, v), want, name (s, row->var));
          return;
        }
      if (v == row->var)
        {
          qd_check_result_explain (result, _("%s is assigned %s on this row: its domain is that value alone."),
                                   name (s, v), value (s, row->value));
          return;
        }
      for (guint k = 0; k < s->t->n_values; k++)
        if ((got & BIT (k)) && !(row->domains[v] & BIT (k)))
          {
            gint j = (row->pruned[v] & BIT (k)) ? (gint) s->r : remover (s, v, k);

            if (j >= 0)
              explain_removal (s, result, (guint) j, v, k, j != (gint) s->r);
            if (row->wiped == (gint) v)
              {
                g_autofree char *label = qd_csp_tables_row_label (s->t, s->r, FALSE);

                qd_check_result_explain (result, _("That leaves %s no value: a wipe-out of %s, so %s fails at once "
                                                   "and the search takes it back."), name (s, v), name (s, v), label);
              }
            return;
          }
      for (guint k = 0; k < s->t->n_values; k++)
        if (!(got & BIT (k)) && (row->domains[v] & BIT (k)))
          {
            explain_kept (s, result, v, k);
            return;
          }
      return;
    }
}

/* Why the row's step (its label) is this one. */
static void
explain_step (const Story *s, QdCheckResult *result)
{
  const QdCspTable *t = s->t;
  const QdCspTablesRow *row = row_at (t, s->r), *previous = row_at (t, s->r - 1);
  g_autofree char *label = qd_csp_tables_row_label (t, s->r, FALSE);
  guint pos = 0;

  while (t->order[pos] != row->var)
    pos++;
  if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
    {
      guint next = t->order[MIN (pos + 1, t->n_vars - 1)];
      guint assigned = s->r - 1;
      g_autofree char *left = NULL;
      g_autofree char *assigned_label = NULL;

      while (assigned > 0 && !(row_at (t, assigned)->kind == QD_CSP_TABLES_ROW_ASSIGN &&
                               row_at (t, assigned)->var == row->var))
        assigned--;
      left = domain_text (s, next, row_at (t, assigned)->domains[next]);
      assigned_label = qd_csp_tables_row_label (t, assigned, FALSE);
      for (guint i = assigned + 1; i < s->r; i++)
        {
          const QdCspTablesRow *child = row_at (t, i);
          g_autofree char *child_label = qd_csp_tables_row_label (t, i, FALSE);

          if (child->var != next)
            continue;
          if (child->kind == QD_CSP_TABLES_ROW_WIPEOUT)
            qd_check_result_explain (result, _("%s wiped out D_%s."), child_label, name (s, (guint) child->wiped));
          else if (child->kind == QD_CSP_TABLES_ROW_BACKTRACK)
            qd_check_result_explain (result, _("%s: no value of the variables after %s worked."), child_label,
                                     name (s, next));
        }
      qd_check_result_explain (result, _("No value of %s is left to try (D_%s was “%s” after %s), so the search "
                                         "backtracks: %s."),
                               name (s, next), name (s, next), left, assigned_label, label);
      return;
    }
  if (previous->kind == QD_CSP_TABLES_ROW_WIPEOUT && previous->var == row->var)
    {
      g_autofree char *prev = qd_csp_tables_row_label (t, s->r - 1, FALSE);

      qd_check_result_explain (result, _("%s wiped out D_%s (a wipe-out of %s), so the search takes %s back and tries "
                                         "the next value of %s: %s."),
                               prev, name (s, (guint) previous->wiped), name (s, (guint) previous->wiped),
                               value (s, previous->value), name (s, row->var), label);
    }
  else if (previous->kind == QD_CSP_TABLES_ROW_BACKTRACK && previous->var == row->var)
    {
      guint undone = s->r - 1;

      while (undone > 0 && !(row_at (t, undone)->kind == QD_CSP_TABLES_ROW_ASSIGN && row_at (t, undone)->var == row->var))
        undone--;
      qd_check_result_explain (result, _("Every value below %s=%s failed (backtrack %s), so %s gets its next value: %s."),
                               name (s, row->var), value (s, row_at (t, undone)->value), name (s, row->var),
                               name (s, row->var), label);
    }
  else
    {
      g_autofree char *domain = domain_text (s, row->var, s->before[row->var]);

      qd_check_result_explain (result, _("%s is the next variable in the order; its domain is “%s”, and its values are "
                                         "tried in the order of --values."), name (s, row->var), domain);
    }
  /* The values before this one that were not tried. */
  for (guint k = 0; k < row->value; k++)
    if (!(s->before[row->var] & BIT (k)))
      {
        gint j = remover (s, row->var, k);

        if (j >= 0)
          explain_removal (s, result, (guint) j, row->var, k, TRUE);
      }
  if (row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
    {
      qd_check_result_explain (result, _("Its inference empties D_%s: a wipe-out, so %s fails at once; the row shows "
                                         "the domains at that moment."), name (s, (guint) row->wiped), label);
      if (row->pruned[row->wiped] != 0)
        for (guint k = 0; k < t->n_values; k++)
          if (row->pruned[row->wiped] & BIT (k))
            {
              explain_removal (s, result, s->r, (guint) row->wiped, k, FALSE);
              break;
            }
    }
}

static void
explain_row (const QdMapcolorFcmacCheck *check, QdCheckResult *result, const LinePart *part, const char *given)
{
  const QdCspTable *t = check->tables[part->table];
  g_autofree char *label = qd_csp_tables_row_label (t, part->row, FALSE);
  Story s;

  story_init (&s, check, t, part->row);
  if (part->row == 0)
    {
      if (t->method == QD_CSP_TABLES_MAC && given != NULL)
        explain_cells (&s, result, given);
      qd_check_result_explain (result, _("The first row holds the domains before the search: every value for forward "
                                         "checking, what arc consistency leaves of them for MAC."));
    }
  else if (given != NULL && g_str_has_prefix (given, label) && given[strlen (label)] == '\t')
    explain_cells (&s, result, given);
  else
    explain_step (&s, result);
  story_clear (&s);
}

/* The line `index` of the tables explained by its part: a header, the
 * columns, a row, the outcome, the counts or the blank between. */
static void
explain_line (gconstpointer data, QdCheckResult *result, guint index, const QdCheckText *given)
{
  const QdMapcolorFcmacCheck *check = data;
  const LinePart *part;
  guint rows_before = 0;

  part = &g_array_index (check->parts, LinePart, MIN (index, check->parts->len - 1));
  for (guint k = 0; k < part->table; k++)
    rows_before += check->tables[k]->rows->len;
  result->step = rows_before + part->row;
  if (result->explanation == NULL && index >= check->parts->len)
    qd_check_result_explain (result, _("The output ends with the counts of the last table; nothing comes after it."));
  else if (result->explanation == NULL)
    {
      const QdCspTable *t = check->tables[part->table];
      const char *line = qd_check_text_line (given, index);
      g_autofree char *outcome = qd_csp_tables_outcome (t);

      switch (part->kind)
        {
        case LINE_HEADER:
          qd_check_result_explain (result, _("A table begins with a line naming the method (%s), the variable order "
                                             "and the values."), qd_csp_tables_method_title (t->method));
          break;
        case LINE_COLUMNS:
          qd_check_result_explain (result, _("The second line heads the columns: a tab, then D_ and each region's "
                                             "name, in the order of the map."));
          break;
        case LINE_ROW:
          explain_row (check, result, part, line);
          break;
        case LINE_OUTCOME:
          qd_check_result_explain (result, t->status == QD_CSP_TABLES_SOLVED
                                   ? _("After the last row every region is assigned: the solution is %s.")
                                   : _("The search ends: %s."), outcome);
          break;
        case LINE_COUNTS:
          qd_check_result_explain (result, _("The table has %u assignment rows (%u of them wiped out) and %u backtrack "
                                             "rows."), t->assignments, t->wipeouts, t->backtracks);
          break;
        case LINE_BLANK:
        default:
          qd_check_result_explain (result, _("An empty line separates the forward checking table from the MAC "
                                             "table."));
          break;
        }
    }
}

QdCheckResult *
qd_mapcolor_fcmac_check_answer (const QdMapcolorFcmacCheck *check, const char *answer, gsize length, gboolean strict)
{
  return qd_check_reference_answer (&check->expected, answer, length, strict, explain_line, check);
}
