/* qd-csp-write.c — any engine CSP as `.csp` text (qd-csp-write.h). */
#include "config.h"
#include "qd-csp-write.h"
#include "qd-csp-model.h"

#include <glib/gi18n.h>
#include <string.h>

#define LINE_WIDTH 78

typedef struct {
  const QdCsp *csp;
  GString *out;
  GString *notes;          /* "# NAME is “name”" lines for the names changed */
  guint n_prefixed;        /* names that only gained a letter before a digit */
  char *prefixed;          /* the first of them, as written */
  GHashTable *taken;       /* every name written so far (variables and symbols) */
  GHashTable *symbols;     /* a value's name -> its symbol */
  char **var_names;        /* per variable, as written */
  GPtrArray **values;      /* per variable: the values left (as written), in domain order */
  guint **indexes;         /* per variable: the engine's index of each value left */
  gboolean *integer;       /* per variable: its values are integers */
  gint *scratch;           /* a whole assignment, QD_CSP_UNASSIGNED but the scope's */
  gint *product;           /* the odometer over a scope's values */
} Writer;

/* `name` as an identifier of the format, unused so far (then taken). */
static char *
identifier (Writer *w, const char *name)
{
  GString *id = g_string_new (NULL);
  const char *p = name;
  char *result;

  if (!g_utf8_validate (name, -1, NULL))
    p = "";
  for (; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (id->len == 0 && !qd_csp_model_is_ident_char (c, TRUE))
        {
          /* A name that starts with a digit keeps it after a letter. */
          g_string_append_c (id, 'v');
          if (!qd_csp_model_is_ident_char (c, FALSE))
            c = '_';
        }
      else if (!qd_csp_model_is_ident_char (c, id->len == 0))
        c = '_';
      g_string_append_unichar (id, c);
    }
  if (id->len == 0)
    g_string_append_c (id, 'v');
  if (qd_csp_model_is_keyword (id->str))
    g_string_append_c (id, '_');
  if (g_hash_table_contains (w->taken, id->str))
    {
      gsize len = id->len;

      for (guint k = 2;; k++)
        {
          g_string_truncate (id, len);
          g_string_append_printf (id, "_%u", k);
          if (!g_hash_table_contains (w->taken, id->str))
            break;
        }
    }
  result = g_string_free (id, FALSE);
  g_hash_table_add (w->taken, g_strdup (result));
  return result;
}

static void
note_renamed (Writer *w, const char *written, const char *name)
{
  /* Numbers as names (a word puzzle's cells) all gain a "v": said once. */
  if (written[0] == 'v' && g_str_equal (written + 1, name))
    {
      if (w->n_prefixed++ == 0)
        w->prefixed = g_strdup (written);
      return;
    }
  if (!g_str_equal (written, name))
    /* Translators: a comment of a written constraint problem: a name changed
     * into one the format allows ("NT is “Northern Territory”"). */
    g_string_append_printf (w->notes, _("# %s is “%s”\n"), written, g_utf8_validate (name, -1, NULL) ? name : "?");
}

/* An integer the format reads, in its canonical spelling. */
static gboolean
integer_name (const char *name)
{
  gint64 v;

  return g_ascii_string_to_signed (name, 10, -QD_CSP_MODEL_VALUE_MAX, QD_CSP_MODEL_VALUE_MAX, &v, NULL) &&
         name[0] != '+' && !(name[0] == '0' && name[1] != '\0') &&
         !(name[0] == '-' && name[1] == '0');
}

/* The values left in each domain, named as written. */
static void
collect_values (Writer *w)
{
  guint n = qd_csp_n_variables (w->csp);

  for (guint v = 0; v < n; v++)
    {
      guint size = qd_csp_domain_size (w->csp, v);
      GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
      GArray *indexes = g_array_new (FALSE, FALSE, sizeof (guint));

      w->integer[v] = TRUE;
      for (guint i = 0; i < size; i++)
        if (qd_csp_initial_has (w->csp, v, i))
          {
            char *name = qd_csp_value_name (w->csp, v, i);

            /* Two values of one name would be one value of the text:
             * written as symbols, made different. */
            if (!integer_name (name) || !g_hash_table_add (seen, name))
              w->integer[v] = FALSE;
            g_ptr_array_add (names, name);
            g_array_append_val (indexes, i);
          }
      w->values[v] = names;
      w->indexes[v] = (guint *) g_array_free (indexes, FALSE);
    }
}

/* The symbols: one per value name (the same in every domain, so that X != Y
 * compares them), never a variable's name. */
static void
name_symbols (Writer *w)
{
  guint n = qd_csp_n_variables (w->csp);

  for (guint v = 0; v < n; v++)
    {
      g_autoptr(GHashTable) in_domain = g_hash_table_new (g_str_hash, g_str_equal);

      if (w->integer[v])
        continue;
      for (guint i = 0; i < w->values[v]->len; i++)
        {
          const char *name = w->values[v]->pdata[i];
          const char *symbol = g_hash_table_lookup (w->symbols, name);
          g_autofree char *own = NULL;

          if (symbol == NULL)
            {
              char *made = identifier (w, name);

              note_renamed (w, made, name);
              g_hash_table_insert (w->symbols, g_strdup (name), made);
              symbol = made;
            }
          else if (g_hash_table_contains (in_domain, symbol))
            {
              /* A second value of the same name in one domain: a symbol
               * of its own, or the two would be one value of the text. */
              own = identifier (w, name);
              note_renamed (w, own, name);
              symbol = own;
            }
          g_free (w->values[v]->pdata[i]);
          w->values[v]->pdata[i] = g_strdup (symbol);
          g_hash_table_add (in_domain, w->values[v]->pdata[i]);
        }
    }
}

/* Appends `word` to the line being written, breaking after a comma when
 * the line would pass LINE_WIDTH (a line that ends with a comma goes on). */
static void
append_wrapped (GString *out, const char *word, gboolean after_comma)
{
  const char *line = strrchr (out->str, '\n');
  gsize column = line != NULL ? (gsize) (out->str + out->len - line - 1) : out->len;

  if (after_comma)
    {
      if (column + 1 + strlen (word) > LINE_WIDTH)
        g_string_append (out, "\n  ");
      else
        g_string_append_c (out, ' ');
    }
  g_string_append (out, word);
}

/* Whether two variables' values are written alike (one `var` line). */
static gboolean
same_values (Writer *w, guint a, guint b)
{
  if (w->values[a]->len != w->values[b]->len)
    return FALSE;
  for (guint i = 0; i < w->values[a]->len; i++)
    if (!g_str_equal (w->values[a]->pdata[i], w->values[b]->pdata[i]))
      return FALSE;
  return TRUE;
}

/* `var` lines, one per run of variables with the same domain.  A domain
 * left empty is written whole with a constraint that excludes each value. */
static void
write_variables (Writer *w)
{
  guint n = qd_csp_n_variables (w->csp);
  guint v = 0;

  while (v < n)
    {
      guint end = v + 1;

      if (w->values[v]->len == 0)
        {
          /* Only the engine's empty domain has no values; the text has no
           * empty set, so: a value and a constraint it breaks. */
          g_string_append_printf (w->out, "var %s in {0}\n%s != 0\n", w->var_names[v], w->var_names[v]);
          v++;
          continue;
        }
      while (end < n && same_values (w, v, end))
        end++;
      g_string_append (w->out, "var");
      for (guint u = v; u < end; u++)
        {
          g_autofree char *word = g_strdup_printf ("%s%s", w->var_names[u], u + 1 < end ? "," : "");

          append_wrapped (w->out, word, TRUE);
        }
      g_string_append (w->out, " in {");
      for (guint i = 0; i < w->values[v]->len; i++)
        {
          g_autofree char *word = g_strdup_printf ("%s%s", (const char *) w->values[v]->pdata[i],
                                                   i + 1 < w->values[v]->len ? "," : "}");

          append_wrapped (w->out, word, i > 0);
        }
      g_string_append_c (w->out, '\n');
      v = end;
    }
}

/* The scope without repeats. */
static guint
distinct_scope (const QdCsp *csp, guint c, guint *vars)
{
  const guint *scope = qd_csp_constraint_scope (csp, c);
  guint arity = qd_csp_constraint_arity (csp, c), n = 0;

  for (guint i = 0; i < arity; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < n && !seen; j++)
        seen = vars[j] == scope[i];
      if (!seen)
        vars[n++] = scope[i];
    }
  return n;
}

/* Whether the constraint can still hold with vars[0..n) at their
 * product[k]-th values left, the others unassigned. */
static gboolean
holds (Writer *w, guint c, const guint *vars, guint n)
{
  gboolean ok;

  for (guint k = 0; k < n; k++)
    w->scratch[vars[k]] = (gint) w->indexes[vars[k]][w->product[k]];
  ok = qd_csp_constraint_check (w->csp, c, w->scratch);
  for (guint k = 0; k < n; k++)
    w->scratch[vars[k]] = QD_CSP_UNASSIGNED;
  return ok;
}

/* The next combination of the scope's values (the last variable fastest). */
static gboolean
next_combination (Writer *w, const guint *vars, guint n)
{
  for (guint k = n; k-- > 0;)
    {
      if (++w->product[k] < (gint) w->values[vars[k]]->len)
        return TRUE;
      w->product[k] = 0;
    }
  return FALSE;
}

/* X != Y or X = Y when the binary constraint is exactly that. */
static const char *
binary_relation (Writer *w, guint c, const guint *vars)
{
  gboolean ne = TRUE, eq = TRUE;

  /* Integers and symbols never compare. */
  if (w->integer[vars[0]] != w->integer[vars[1]] ||
      (guint64) w->values[vars[0]]->len * w->values[vars[1]]->len > QD_CSP_WRITE_CHECKS_MAX)
    return NULL;
  memset (w->product, 0, 2 * sizeof (gint));
  do
    {
      gboolean same = g_str_equal (w->values[vars[0]]->pdata[w->product[0]], w->values[vars[1]]->pdata[w->product[1]]);
      gboolean ok = holds (w, c, vars, 2);

      ne = ne && ok == !same;
      eq = eq && ok == same;
    }
  while ((ne || eq) && next_combination (w, vars, 2));
  return ne ? "!=" : eq ? "=" : NULL;
}

typedef struct {
  guint c;
  const guint *vars;
  guint n;
  guint written;           /* tuples */
  guint64 checks;
  GString *tuple;
} Table;

static gboolean
too_large (Writer *w, Table *t, GError **error)
{
  g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
               _("the constraint “%s” allows too many combinations of values to write as a table (at most %u)"),
               qd_csp_constraint_description (w->csp, t->c), QD_CSP_WRITE_TUPLES_MAX);
  return FALSE;
}

/* The allowed tuples from variable k on, found by extending the values of
 * vars[0..k) while the constraint can still hold (a table's check says so
 * of a partial tuple): the work follows the tuples, not the product. */
static gboolean
write_tuples (Writer *w, Table *t, guint k, GError **error)
{
  if (k == t->n)
    {
      if (t->written == QD_CSP_WRITE_TUPLES_MAX)
        return too_large (w, t, error);
      g_string_assign (t->tuple, "(");
      for (guint i = 0; i < t->n; i++)
        g_string_append_printf (t->tuple, "%s%s", i > 0 ? ", " : "",
                                (const char *) w->values[t->vars[i]]->pdata[w->product[i]]);
      g_string_append_c (t->tuple, ')');
      if (t->written > 0)
        {
          g_string_append_c (w->out, ',');
          append_wrapped (w->out, t->tuple->str, TRUE);
        }
      else
        g_string_append_printf (w->out, "\n  %s", t->tuple->str);
      t->written++;
      return TRUE;
    }
  for (w->product[k] = 0; w->product[k] < (gint) w->values[t->vars[k]]->len; w->product[k]++)
    {
      if (++t->checks > QD_CSP_WRITE_CHECKS_MAX)
        return too_large (w, t, error);
      if (holds (w, t->c, t->vars, k + 1) && !write_tuples (w, t, k + 1, error))
        return FALSE;
    }
  return TRUE;
}

static gboolean
write_constraint (Writer *w, guint c, GError **error)
{
  g_autofree guint *vars = g_new (guint, MAX (qd_csp_constraint_arity (w->csp, c), 1));
  guint n = distinct_scope (w->csp, c, vars);
  g_autoptr(GString) tuple = g_string_new (NULL);
  Table t = { c, vars, n, 0, 0, tuple };
  const char *relation;

  if (n == 0)
    return TRUE;
  for (guint k = 0; k < n; k++)
    if (w->values[vars[k]]->len == 0)
      return TRUE;   /* that variable's line already fails */
  if (n == 2 && (relation = binary_relation (w, c, vars)) != NULL)
    {
      g_string_append_printf (w->out, "%s %s %s\n", w->var_names[vars[0]], relation, w->var_names[vars[1]]);
      return TRUE;
    }
  g_string_append_printf (w->out, "# %s\nallowed (", qd_csp_constraint_description (w->csp, c));
  for (guint k = 0; k < n; k++)
    g_string_append_printf (w->out, "%s%s", k > 0 ? ", " : "", w->var_names[vars[k]]);
  g_string_append (w->out, ") {");
  if (!write_tuples (w, &t, 0, error))
    return FALSE;
  g_string_append (w->out, t.written > 0 ? "\n}\n" : "}\n");
  return TRUE;
}

char *
qd_csp_write_text (const QdCsp *csp, const char *comment, GError **error)
{
  guint n = qd_csp_n_variables (csp), m = qd_csp_n_constraints (csp);
  guint max_arity = 2;
  Writer w = { csp };
  gboolean ok = TRUE;
  g_autoptr(GString) head = g_string_new (NULL);

  w.out = g_string_new (NULL);
  w.notes = g_string_new (NULL);
  w.taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  w.symbols = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  w.var_names = g_new0 (char *, n + 1);
  w.values = g_new0 (GPtrArray *, MAX (n, 1));
  w.indexes = g_new0 (guint *, MAX (n, 1));
  w.integer = g_new0 (gboolean, MAX (n, 1));
  w.scratch = g_new (gint, MAX (n, 1));
  for (guint v = 0; v < n; v++)
    w.scratch[v] = QD_CSP_UNASSIGNED;
  for (guint c = 0; c < m; c++)
    max_arity = MAX (max_arity, qd_csp_constraint_arity (csp, c));
  w.product = g_new0 (gint, max_arity);

  for (guint v = 0; v < n; v++)
    {
      w.var_names[v] = identifier (&w, qd_csp_variable_name (csp, v));
      note_renamed (&w, w.var_names[v], qd_csp_variable_name (csp, v));
    }
  collect_values (&w);
  name_symbols (&w);
  write_variables (&w);
  /* An objective constrains nothing (the tabs that write have none). */
  for (guint c = 0; c < m && ok; c++)
    ok = (gint) c == qd_csp_objective (csp) || write_constraint (&w, c, error);

  if (comment != NULL)
    {
      g_auto(GStrv) lines = g_strsplit (comment, "\n", -1);

      for (guint i = 0; lines[i] != NULL; i++)
        if (lines[i][0] != '\0' || lines[i + 1] != NULL)
          g_string_append_printf (head, "# %s\n", lines[i]);
    }
  if (w.n_prefixed == 1)
    g_string_append_printf (head, _("# %s is “%s”\n"), w.prefixed, w.prefixed + 1);
  else if (w.n_prefixed > 1)
    /* Translators: a comment of a written constraint problem ("v1 is “1”"). */
    g_string_append_printf (head, _("# a name that starts with a digit has a v before it (%s is “%s”)\n"),
                            w.prefixed, w.prefixed + 1);
  g_string_append (head, w.notes->str);

  for (guint v = 0; v < n; v++)
    {
      if (w.values[v] != NULL)
        g_ptr_array_unref (w.values[v]);
      g_free (w.indexes[v]);
    }
  g_strfreev (w.var_names);
  g_free (w.values);
  g_free (w.indexes);
  g_free (w.integer);
  g_free (w.scratch);
  g_free (w.product);
  g_hash_table_unref (w.symbols);
  g_hash_table_unref (w.taken);
  g_string_free (w.notes, TRUE);
  g_free (w.prefixed);
  if (!ok)
    {
      g_string_free (w.out, TRUE);
      return NULL;
    }
  g_string_prepend (w.out, head->str);
  return g_string_free (w.out, FALSE);
}
