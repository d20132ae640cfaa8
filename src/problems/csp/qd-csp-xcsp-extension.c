/* qd-csp-xcsp-extension.c — tables (<extension>: supports or conflicts,
 * short tuples with "*", a unary list with ranges, symbols), and the
 * elements that fix values (<instantiation>) or are a disjunction of
 * literals (<clause>, of XCSP3 proper, read as its disjunction). */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

/* One value of a tuple for `var`: an integer, a symbol of a symbolic
 * variable (one no domain has stands for a value none takes), or "*". */
static gboolean
tuple_value (Builder *b, const Node *n, guint var, const char *word, gsize len, gint64 *key, GError **error)
{
  g_autofree char *text = g_strndup (word, len);

  if (strcmp (text, "*") == 0)
    {
      *key = QD_CSP_MODEL_STAR;
      return TRUE;
    }
  if (qd_csp_model_var (b->model, var)->symbolic)
    {
      if (qd_xcsp_int (text, key))
        return qd_xcsp_error (error, n, _("“%s” is a number, “%s” takes symbols"), text,
                              qd_csp_model_var (b->model, var)->name);
      *key = qd_csp_model_symbol (b->model, text, TRUE);
      return TRUE;
    }
  if (!qd_xcsp_int (text, key))
    return qd_xcsp_error (error, n, _("an integer expected, not “%s”"), text);
  return TRUE;
}


/* "(1,2)(2,*)": n_vars values each. */
static gboolean
parse_tuples (Builder *b, const Node *rows, const char *p, const guint *vars, guint arity, GArray *tuples,
              GError **error)
{
  guint64 count = 0;

  /* Counted first: a table past the limit is refused before it is read. */
  for (const char *q = p; *q != 0; q++)
    count += *q == '(';
  if (count > QD_CSP_MODEL_TUPLES_MAX)
    return qd_xcsp_limit (error, rows, _("the table has %" PRIu64 " tuples: at most %u are read"), count,
                          QD_CSP_MODEL_TUPLES_MAX);
  g_array_set_size (tuples, 0);
  for (;;)
    {
      guint k = 0;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == 0)
        return TRUE;
      if (*p != '(')
        return qd_xcsp_error (error, rows, _("a tuple “(a,b,…)” expected at “%.20s”"), p);
      p++;
      for (;;)
        {
          const char *start;
          gint64 key;

          while (g_ascii_isspace (*p))
            p++;
          start = p;
          while (*p != 0 && *p != ',' && *p != ')' && !g_ascii_isspace (*p))
            p++;
          if (k == arity)
            return qd_xcsp_error (error, rows, _("a tuple of more than %u values for %u variables"), arity, arity);
          if (p == start)
            return qd_xcsp_error (error, rows, _("a value expected at “%.20s”"), p);
          if (!tuple_value (b, rows, vars[k], start, p - start, &key, error))
            return FALSE;
          g_array_append_val (tuples, key);
          k++;
          while (g_ascii_isspace (*p))
            p++;
          if (*p == ',')
            {
              p++;
              continue;
            }
          if (*p == ')')
            {
              p++;
              break;
            }
          return qd_xcsp_error (error, rows, _("“,” or “)” expected at “%.20s”"), p);
        }
      if (k != arity)
        return qd_xcsp_error (error, rows, _("a tuple of %u values for %u variables"), k, arity);
    }
}

/* A unary table: "1 3 5..7", or symbols. */
static gboolean
parse_unary (Builder *b, const Node *rows, const char *text, guint var, GArray *tuples, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);

  if (qd_csp_model_var (b->model, var)->symbolic)
    {
      for (guint i = 0; words[i] != NULL; i++)
        {
          gint64 key;

          if (!tuple_value (b, rows, var, words[i], strlen (words[i]), &key, error))
            return FALSE;
          g_array_append_val (tuples, key);
        }
      return TRUE;
    }
  return qd_xcsp_ints (b, rows, text, tuples, error);
}

gboolean
qd_xcsp_add_extension (Builder *b, const Node *n, GError **error)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) tuples = g_array_new (FALSE, FALSE, sizeof (gint64));
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *supports = qd_xcsp_node_kid (n, "supports"), *conflicts = qd_xcsp_node_kid (n, "conflicts");
  const Node *rows = supports != NULL ? supports : conflicts;
  g_autofree char *list_text = NULL, *rows_text = NULL;
  gboolean star = FALSE;

  if (list == NULL)
    return FALSE;
  list_text = qd_xcsp_text (b, list);
  if (!qd_xcsp_vars (b, list, list_text, vars, error))
    return FALSE;
  if (rows == NULL || (supports != NULL && conflicts != NULL))
    return qd_xcsp_error (error, n, _("one <supports> or one <conflicts> is needed"));
  rows_text = qd_xcsp_text (b, rows);
  if (vars->len == 1 && strchr (rows_text, '(') == NULL)
    {
      if (!parse_unary (b, rows, rows_text, g_array_index (vars, guint, 0), tuples, error))
        return FALSE;
    }
  else if (!parse_tuples (b, rows, rows_text, (const guint *) vars->data, vars->len, tuples, error))
    return FALSE;
  for (guint i = 0; i < tuples->len && !star; i++)
    star = g_array_index (tuples, gint64, i) == QD_CSP_MODEL_STAR;
  return qd_csp_model_add_tuples (b->model, (const guint *) vars->data, vars->len, (const gint64 *) tuples->data,
                                  tuples->len / vars->len, supports != NULL, error) || qd_xcsp_prefix (error, n);
}

/* The words of a list of values, "vxk" spelt out as k words v (up to
 * `most` + 1 words: a list longer than that is refused by the caller), or
 * NULL with the error. */
static GStrv
repeated_words (const Node *n, const char *text, guint most, GError **error)
{
  g_auto(GStrv) words = qd_xcsp_words (text);
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; words[i] != NULL && out->len <= most; i++)
    {
      gint64 count;
      gint repeat = qd_xcsp_repeat (n, words[i], &count, error);

      if (repeat < 0)
        return NULL;
      if (repeat > 0)
        words[i][repeat] = 0;
      for (gint64 k = 0; k < count && out->len <= most; k++)
        g_ptr_array_add (out, g_strdup (words[i]));
    }
  g_ptr_array_add (out, NULL);
  return (GStrv) g_ptr_array_steal (out, NULL);
}

/* x = 1, y = 0, z free ("*"); "0x4": 0 four times. */
gboolean
qd_xcsp_add_instantiation (Builder *b, const Node *n, GError **error)
{
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  const Node *list = qd_xcsp_need (n, "list", error), *values = list != NULL ? qd_xcsp_need (n, "values", error)
                                                                           : NULL;
  g_autofree char *list_text = NULL, *values_text = NULL;
  g_auto(GStrv) words = NULL;
  guint count;

  if (values == NULL)
    return FALSE;
  list_text = qd_xcsp_text (b, list);
  values_text = qd_xcsp_text (b, values);
  if (!qd_xcsp_vars (b, list, list_text, vars, error))
    return FALSE;
  if ((words = repeated_words (values, values_text, vars->len, error)) == NULL)
    return FALSE;
  count = g_strv_length (words);
  if (count != vars->len)
    return qd_xcsp_error (error, values, _("%u values for %u variables"), count, vars->len);
  for (guint i = 0; i < vars->len; i++)
    {
      guint var = g_array_index (vars, guint, i);
      gint64 key;
      QdCspExpr *eq;

      if (!tuple_value (b, values, var, words[i], strlen (words[i]), &key, error))
        return FALSE;
      if (key == QD_CSP_MODEL_STAR)
        continue;
      eq = qd_csp_expr_binary (QD_CSP_EXPR_EQ, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, var),
                               qd_csp_expr_leaf (qd_csp_model_var (b->model, var)->symbolic ? QD_CSP_EXPR_SYMBOL
                                                                                            : QD_CSP_EXPR_CONST, key));
      if (!qd_csp_model_add_expr (b->model, eq, error))
        return qd_xcsp_prefix (error, n);
    }
  return TRUE;
}

/* x1 or not x2 or x3. */
gboolean
qd_xcsp_add_clause (Builder *b, const Node *n, GError **error)
{
  const Node *list = qd_xcsp_node_kid (n, "list");
  const Node *holder = list != NULL ? list : n;
  g_autofree char *text = qd_xcsp_text (b, holder);
  g_autoptr(GPtrArray) literals = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
  QdCspExpr *e;

  if (!qd_xcsp_terms (b, holder, text, literals, error))
    return FALSE;
  for (guint i = 0; i < literals->len; i++)
    {
      const QdCspExpr *l = g_ptr_array_index (literals, i);

      if (l->kind != QD_CSP_EXPR_VAR && !(l->kind == QD_CSP_EXPR_NOT && l->kids[0]->kind == QD_CSP_EXPR_VAR))
        return qd_xcsp_error (error, holder, _("a clause holds variables and not(variable) only"));
    }
  g_ptr_array_set_free_func (literals, NULL);
  e = qd_csp_expr_alloc (QD_CSP_EXPR_OR, 0, literals->len);
  memcpy (e->kids, literals->pdata, sizeof (QdCspExpr *) * literals->len);
  qd_csp_expr_seal (e);
  return qd_csp_model_add_expr (b->model, e, error) || qd_xcsp_prefix (error, n);
}
