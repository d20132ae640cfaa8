/* qd-mapcolor-fcmac-describe.c — the domain tables in words, for a screen
 * reader: the picture's summary (the canvas's description) and each row
 * as a sentence (the rows of the window's list). */
#include "qd-mapcolor-fcmac-describe.h"
#include "qd-mapcolor-fcmac-render.h"

#include <glib/gi18n.h>

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

static void
append_values (GString *out, const QdCspTable *t, guint64 set)
{
  gboolean first = TRUE;

  for (guint i = 0; i < t->n_values; i++)
    if (set & BIT (i))
      {
        g_string_append (out, first ? "" : ", ");
        g_string_append (out, t->values[i]);
        first = FALSE;
      }
}

char *
qd_mapcolor_fcmac_describe_action (const QdCspTable *t, guint index)
{
  const QdCspTablesRow *row;

  g_return_val_if_fail (t != NULL && index < t->rows->len, NULL);
  row = &g_array_index (t->rows, QdCspTablesRow, index);
  switch (row->kind)
    {
    case QD_CSP_TABLES_ROW_INITIAL:
      return g_strdup (_("the initial domains"));
    case QD_CSP_TABLES_ROW_BACKTRACK:
      return g_strdup_printf (_("backtrack %s"), t->names[row->var]);
    default:
      /* TRANSLATORS: an assignment in a row of the FC vs MAC tables read aloud ("NSW = g") */
      return g_strdup_printf (_("%s = %s"), t->names[row->var], t->values[row->value]);
    }
}

char *
qd_mapcolor_fcmac_describe_cell (const QdCspTable *t, guint index, guint v)
{
  const QdCspTablesRow *row;
  g_autoptr(GString) values = g_string_new (NULL);
  g_autoptr(GString) pruned = g_string_new (NULL);
  gboolean assigned;
  g_autofree char *cell = NULL;

  g_return_val_if_fail (t != NULL && index < t->rows->len && v < t->n_vars, NULL);
  row = &g_array_index (t->rows, QdCspTablesRow, index);
  assigned = (row->kind == QD_CSP_TABLES_ROW_ASSIGN || row->kind == QD_CSP_TABLES_ROW_WIPEOUT) &&
             row->var == v;

  append_values (values, t, row->domains[v]);
  if (values->len == 0)
    g_string_append (values, _("empty"));
  if (assigned)
    /* TRANSLATORS: the domain of the variable just assigned, in a row read aloud ("r, assigned") */
    cell = g_strdup_printf (_("%s, assigned"), values->str);
  else if (row->wiped >= 0 && (guint) row->wiped == v)
    /* TRANSLATORS: the domain a row's inference emptied, read aloud ("empty, wiped out") */
    cell = g_strdup_printf (_("%s, wiped out"), values->str);
  else
    cell = g_strdup (values->str);
  append_values (pruned, t, row->pruned[v]);
  if (pruned->len == 0)
    return g_steal_pointer (&cell);
  /* TRANSLATORS: a domain read aloud, then the values the row's inference removed from it ("g, b (pruned r)") */
  return g_strdup_printf (_("%s (pruned %s)"), cell, pruned->str);
}

char *
qd_mapcolor_fcmac_describe_row (const QdCspTable *t, guint index)
{
  g_autofree char *action = NULL;
  GString *out;

  g_return_val_if_fail (t != NULL && index < t->rows->len, NULL);
  action = qd_mapcolor_fcmac_describe_action (t, index);
  out = g_string_new (NULL);
  /* TRANSLATORS: the start of a row of the FC vs MAC tables read aloud: its number, then what it did ("row 5, NSW = g") */
  g_string_append_printf (out, _("row %u, %s: "), index + 1, action);
  for (guint v = 0; v < t->n_vars; v++)
    {
      g_autofree char *cell = qd_mapcolor_fcmac_describe_cell (t, index, v);

      if (v > 0)
        g_string_append (out, "; ");
      /* TRANSLATORS: a variable's domain in a row read aloud ("NT: g, b") */
      g_string_append_printf (out, C_("domain read aloud", "%s: %s"), t->names[v], cell);
    }
  return g_string_free (out, FALSE);
}

static void
append_table (GString *out, const QdCspTable *t)
{
  g_autoptr(GString) order = g_string_new (NULL);
  g_autoptr(GString) values = g_string_new (NULL);
  g_autofree char *outcome = qd_mapcolor_fcmac_render_outcome (t);
  g_autofree char *counts = qd_mapcolor_fcmac_render_counts (t);
  guint n_rows = t->rows->len;

  for (guint i = 0; i < t->n_vars; i++)
    g_string_append_printf (order, "%s%s", i > 0 ? ", " : "", t->names[t->order[i]]);
  append_values (values, t, t->n_values >= 64 ? G_MAXUINT64 : BIT (t->n_values) - 1);
  g_string_append (out, t->method == QD_CSP_TABLES_MAC ? _("Maintaining arc consistency") : _("Forward checking"));
  g_string_append (out, ". ");
  /* TRANSLATORS: an FC vs MAC table read aloud: the variable order, then the value order */
  g_string_append_printf (out, _("Variable order %s; values %s."), order->str, values->str);
  g_string_append_c (out, ' ');
  g_string_append_printf (out, ngettext ("%u row.", "%u rows.", n_rows), n_rows);
  g_string_append_printf (out, " %s. %s.", outcome, counts);
  for (guint r = 0; r < n_rows; r++)
    {
      const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, r);
      g_autofree char *action = NULL;

      if (row->wiped < 0)
        continue;
      action = qd_mapcolor_fcmac_describe_action (t, r);
      g_string_append_c (out, ' ');
      /* TRANSLATORS: the first wipe-out of an FC vs MAC table read aloud: the row, its assignment, the variable emptied */
      g_string_append_printf (out, _("First wipe-out: row %u, %s: %s left empty."), r + 1, action,
                              t->names[row->wiped]);
      return;
    }
  g_string_append_c (out, ' ');
  g_string_append (out, _("No domain is wiped out."));
}

char *
qd_mapcolor_fcmac_describe (QdCspTable *const *tables, guint n_tables)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (tables != NULL || n_tables == 0, NULL);
  for (guint i = 0; i < n_tables; i++)
    {
      if (i > 0)
        g_string_append_c (out, ' ');
      append_table (out, tables[i]);
    }
  return g_string_free (out, FALSE);
}
