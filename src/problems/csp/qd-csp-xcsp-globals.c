/* qd-csp-xcsp-globals.c — XCSP3-core's global constraints of comparison,
 * counting and connection, each mapped to its constructor of
 * qd-csp-globals.h: allDifferent (a list, except, several lists, a matrix:
 * its rows and columns), allEqual, ordered, lex (lists, a matrix: rows and
 * columns), precedence, sum, count, nValues, cardinality, maximum,
 * minimum, element (a list, a matrix) and channel.  Where a list holds
 * expressions (XCSP3 allows them in sum, count, maximum, minimum,
 * allDifferent) the constraint is an expression instead.  The language,
 * scheduling and packing ones are in qd-csp-xcsp-sched.c. */
#include "config.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

/* ------------------------------------------------------------ helpers */

static GPtrArray *
new_terms (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) qd_csp_expr_free);
}

static gboolean
rank_of (const Node *n, QdCspRank *rank, GError **error)
{
  const char *text = qd_xcsp_node_attr (n, "rank");

  *rank = QD_CSP_RANK_ANY;
  if (text == NULL || strcmp (text, "any") == 0)
    return TRUE;
  if (strcmp (text, "first") == 0)
    *rank = QD_CSP_RANK_FIRST;
  else if (strcmp (text, "last") == 0)
    *rank = QD_CSP_RANK_LAST;
  else
    return qd_xcsp_error (error, n, _("rank=“%s” is not any, first or last"), text);
  return TRUE;
}

/* One variable (an index). */
static gboolean
one_var (const Builder *b, const Node *n, guint *var, GError **error)
{
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();

  if (!QD_XCSP_READ (qd_xcsp_vars, b, n, vars, error))
    return FALSE;
  if (vars->len != 1)
    return qd_xcsp_error (error, n, _("one variable is needed"));
  *var = g_array_index (vars, guint, 0);
  return TRUE;
}

static gboolean
add_expr (Builder *b, const Node *n, QdCspExpr *e, GError **error)
{
  return qd_csp_model_add_expr (b->model, e, error) || qd_xcsp_prefix (error, n);
}

static gboolean
built (gboolean ok, const Node *n, GError **error)
{
  return ok || qd_xcsp_prefix (error, n);
}

/* A <matrix>: "x[][]" (a slice of two dimensions that are not one index)
 * or rows "(a,b,c)(d,e,f)"; operands row after row. */
static gboolean
read_matrix (const Builder *b, const Node *n, GArray *cells, guint *rows, guint *cols, GError **error)
{
  g_autofree char *text = qd_xcsp_text (b, n);
  const char *bracket;

  *rows = *cols = 0;
  if (text[0] == '(')
    {
      g_auto(GStrv) parts = g_strsplit (text, ")", -1);

      for (guint r = 0; parts[r] != NULL; r++)
        {
          char *row = g_strstrip (parts[r]);
          guint before = cells->len;

          if (*row == 0)
            continue;
          if (*row != '(')
            return qd_xcsp_error (error, n, _("a row “(a,b,…)” expected at “%.20s”"), row);
          g_strdelimit (row, ",(", ' ');
          if (!qd_xcsp_operands (b, n, row, cells, error))
            return FALSE;
          if (*rows > 0 && cells->len - before != *cols)
            return qd_xcsp_error (error, n, _("rows of different lengths"));
          *cols = cells->len - before;
          (*rows)++;
        }
    }
  else if ((bracket = strchr (text, '[')) != NULL)
    {
      g_autofree char *name = g_strndup (text, bracket - text);
      const QdXcspArray *a = g_hash_table_lookup (b->arrays, name);
      g_autoptr(GArray) offsets = g_array_new (FALSE, FALSE, sizeof (guint));
      guint widths[2] = { 1, 1 }, wide = 0, d = 0;

      if (a == NULL || !qd_xcsp_array_cells (a, bracket, offsets))
        return qd_xcsp_error (error, n, _("“%s” names no variables"), text);
      for (const char *p = bracket; *p == '['; d++)
        {
          const char *close = strchr (p, ']');
          g_autofree char *inside = g_strndup (p + 1, close - p - 1);
          gint64 lo = 0, hi = (gint64) a->size[d] - 1;

          if (*inside != 0)
            qd_xcsp_range (inside, &lo, &hi);
          if (hi > lo)
            {
              if (wide == 2)
                return qd_xcsp_error (error, n, _("“%s” is not a matrix (two dimensions)"), text);
              widths[wide++] = (guint) (hi - lo + 1);
            }
          p = close + 1;
        }
      for (; d < a->n_dims; d++)
        if (a->size[d] > 1)
          {
            if (wide == 2)
              return qd_xcsp_error (error, n, _("“%s” is not a matrix (two dimensions)"), text);
            widths[wide++] = a->size[d];
          }
      for (guint i = 0; i < offsets->len; i++)
        {
          gint cell = a->cells[g_array_index (offsets, guint, i)];

          if (cell < 0)
            return qd_xcsp_error (error, n, _("the matrix “%s” has cells left out"), text);
          g_array_append_val (cells, QD_CSP_OPERAND_VAR ((guint) cell));
        }
      *rows = wide == 2 ? widths[0] : 1;
      *cols = wide == 2 ? widths[1] : widths[0];
    }
  else
    return qd_xcsp_error (error, n, _("“%s” is not a matrix"), text);
  if (*rows == 0 || *cols == 0)
    return qd_xcsp_error (error, n, _("the matrix is empty"));
  return TRUE;
}

/* The matrix's variables (each cell must be one), and its transpose. */
static gboolean
matrix_vars (const Builder *b, const Node *n, GArray *by_rows, GArray *by_cols, guint *rows, guint *cols,
             GError **error)
{
  g_autoptr(GArray) cells = qd_xcsp_operands_new ();

  if (!read_matrix (b, n, cells, rows, cols, error))
    return FALSE;
  for (guint i = 0; i < cells->len; i++)
    if (!g_array_index (cells, QdCspOperand, i).is_var)
      return qd_xcsp_error (error, n, _("a matrix of variables is needed"));
  for (guint i = 0; i < cells->len; i++)
    g_array_append_val (by_rows, g_array_index (cells, QdCspOperand, i).var);
  for (guint c = 0; c < *cols; c++)
    for (guint r = 0; r < *rows; r++)
      g_array_append_val (by_cols, g_array_index (cells, QdCspOperand, (gsize) r * *cols + c).var);
  return TRUE;
}

/* --------------------------------------------------------- comparison */

static gboolean
add_all_different (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "matrix", "except", NULL };
  const Node *matrix = qd_xcsp_node_kid (n, "matrix"), *except_node = qd_xcsp_node_kid (n, "except");
  g_autoptr(GArray) except = qd_xcsp_ints_new ();
  guint n_lists = 0;

  if (!qd_xcsp_only_kids (n, kids, error))
    return FALSE;
  for (guint i = 0; i < n->kids->len; i++)
    n_lists += strcmp (((const Node *) g_ptr_array_index (n->kids, i))->name, "list") == 0;
  if (except_node != NULL && !QD_XCSP_READ (qd_xcsp_ints, b, except_node, except, error))
    return FALSE;
  if (matrix != NULL)
    {
      g_autoptr(GArray) by_rows = qd_xcsp_vars_new ();
      g_autoptr(GArray) by_cols = qd_xcsp_vars_new ();
      guint rows, cols;

      if (!matrix_vars (b, matrix, by_rows, by_cols, &rows, &cols, error))
        return FALSE;
      for (guint r = 0; r < rows; r++)
        if (!built (qd_csp_model_add_all_different (b->model, QD_XCSP_VARS (by_rows) + (gsize) r * cols, cols, QD_XCSP_INTS (except),
                                                    except->len, error), n, error))
          return FALSE;
      for (guint c = 0; c < cols; c++)
        if (!built (qd_csp_model_add_all_different (b->model, QD_XCSP_VARS (by_cols) + (gsize) c * rows, rows, QD_XCSP_INTS (except),
                                                    except->len, error), n, error))
          return FALSE;
      return TRUE;
    }
  if (n_lists >= 2)
    {
      g_autoptr(GArray) lists = qd_xcsp_vars_new ();
      guint length = 0;

      if (except_node != NULL)
        return qd_xcsp_error (error, except_node, _("except with several lists is not part of XCSP3-core"));
      for (guint i = 0; i < n->kids->len; i++)
        {
          const Node *list = g_ptr_array_index (n->kids, i);
          guint before = lists->len;

          if (!QD_XCSP_READ (qd_xcsp_vars, b, list, lists, error))
            return FALSE;
          if (i > 0 && lists->len - before != length)
            return qd_xcsp_error (error, list, _("lists of different lengths"));
          length = lists->len - before;
        }
      return built (qd_csp_model_add_all_different_lists (b->model, QD_XCSP_VARS (lists), n_lists, length, error), n, error);
    }
  {
    g_autoptr(GPtrArray) terms = new_terms ();
    g_autoptr(GArray) vars = qd_xcsp_vars_new ();

    if (!QD_XCSP_READ (qd_xcsp_terms, b, qd_xcsp_list_of (n), terms, error))
      return FALSE;
    if (qd_xcsp_terms_are_vars (terms, vars))
      return built (qd_csp_model_add_all_different (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_INTS (except), except->len,
                                                    error), n, error);
    /* Expressions: pairwise different (or a value of except). */
    for (guint i = 0; i < terms->len; i++)
      for (guint j = i + 1; j < terms->len; j++)
        {
          QdCspExpr *ne = qd_csp_expr_binary (QD_CSP_EXPR_NE, qd_xcsp_expr_copy (g_ptr_array_index (terms, i)),
                                              qd_xcsp_expr_copy (g_ptr_array_index (terms, j)));

          if (except->len > 0)
            {
              QdCspCondition in = { QD_CSP_COND_IN, { 0 }, FALSE, 0, 0, QD_XCSP_INTS (except), except->len };

              ne = qd_csp_expr_binary (QD_CSP_EXPR_OR, ne,
                                       qd_xcsp_condition_expr (&in, qd_xcsp_expr_copy (g_ptr_array_index (terms, i))));
            }
          if (!add_expr (b, n, ne, error))
            return FALSE;
        }
    return TRUE;
  }
}

static gboolean
add_all_equal (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", NULL };
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();

  if (!qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, qd_xcsp_list_of (n), vars, error))
    return FALSE;
  return built (qd_csp_model_add_all_equal (b->model, QD_XCSP_VARS (vars), vars->len, error), n, error);
}

static gboolean
add_ordered (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "lengths", "operator", NULL };
  const Node *list = qd_xcsp_need (n, "list", error), *lengths_node = qd_xcsp_node_kid (n, "lengths");
  const Node *operator = list != NULL ? qd_xcsp_need (n, "operator", error) : NULL;
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) lengths = qd_xcsp_operands_new ();
  QdCspCondOp op;

  if (operator == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !qd_xcsp_operator (b, operator, &op, error))
    return FALSE;
  if (lengths_node != NULL)
    {
      if (!QD_XCSP_READ (qd_xcsp_operands, b, lengths_node, lengths, error))
        return FALSE;
      if (lengths->len + 1 != vars->len)
        return qd_xcsp_error (error, lengths_node, _("%u lengths for %u variables (one fewer is needed)"),
                              lengths->len, vars->len);
    }
  return built (qd_csp_model_add_ordered (b->model, QD_XCSP_VARS (vars), vars->len,
                                          lengths_node != NULL ? QD_XCSP_OPERANDS (lengths) : NULL, op, error), n, error);
}

static gboolean
add_lex (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "matrix", "operator", NULL };
  const Node *matrix = qd_xcsp_node_kid (n, "matrix"), *operator = qd_xcsp_need (n, "operator", error);
  g_autoptr(GArray) lists = qd_xcsp_vars_new ();
  guint n_lists = 0, length = 0;
  QdCspCondOp op;

  if (operator == NULL || !qd_xcsp_only_kids (n, kids, error) || !qd_xcsp_operator (b, operator, &op, error))
    return FALSE;
  if (matrix != NULL)
    {
      g_autoptr(GArray) by_cols = qd_xcsp_vars_new ();
      guint rows, cols;

      if (!matrix_vars (b, matrix, lists, by_cols, &rows, &cols, error))
        return FALSE;
      return built (qd_csp_model_add_lex (b->model, QD_XCSP_VARS (lists), rows, cols, op, error) &&
                      qd_csp_model_add_lex (b->model, QD_XCSP_VARS (by_cols), cols, rows, op, error), n, error);
    }
  for (guint i = 0; i < n->kids->len; i++)
    {
      const Node *list = g_ptr_array_index (n->kids, i);
      guint before = lists->len;

      if (strcmp (list->name, "list") != 0)
        continue;
      if (!QD_XCSP_READ (qd_xcsp_vars, b, list, lists, error))
        return FALSE;
      if (n_lists > 0 && lists->len - before != length)
        return qd_xcsp_error (error, list, _("lists of different lengths"));
      length = lists->len - before;
      n_lists++;
    }
  if (n_lists < 2)
    return qd_xcsp_error (error, n, _("two <list>s or more, or a <matrix>, are needed"));
  return built (qd_csp_model_add_lex (b->model, QD_XCSP_VARS (lists), n_lists, length, op, error), n, error);
}

static gint
compare_ints (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

static gboolean
add_precedence (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "values", NULL };
  const Node *values_node = qd_xcsp_node_kid (n, "values");
  const char *covered = values_node != NULL ? qd_xcsp_node_attr (values_node, "covered") : NULL;
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) values = qd_xcsp_ints_new ();

  if (!qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, qd_xcsp_list_of (n), vars, error))
    return FALSE;
  if (values_node != NULL)
    {
      if (!QD_XCSP_READ (qd_xcsp_ints, b, values_node, values, error))
        return FALSE;
    }
  else
    {
      /* No values: those of the domains, ascending (not covered). */
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

      for (guint i = 0; i < vars->len; i++)
        {
          const QdCspModelVar *v = qd_csp_model_var (b->model, g_array_index (vars, guint, i));

          for (guint k = 0; k < v->n_values && !v->symbolic; k++)
            if (!g_hash_table_contains (seen, &v->keys[k]))
              {
                g_hash_table_add (seen, g_memdup2 (&v->keys[k], sizeof (gint64)));
                g_array_append_val (values, v->keys[k]);
              }
        }
      g_array_sort (values, compare_ints);
    }
  return built (qd_csp_model_add_precedence (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_INTS (values), values->len,
                                             covered != NULL && strcmp (covered, "true") == 0, error), n, error);
}

/* ----------------------------------------------------------- counting */

static gboolean
add_sum (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "coeffs", "condition", NULL };
  const Node *list = qd_xcsp_need (n, "list", error), *coeffs_node = qd_xcsp_node_kid (n, "coeffs");
  g_autoptr(GPtrArray) terms = new_terms ();
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) coeffs = qd_xcsp_operands_new ();
  g_auto(QdXcspCondition) c = { 0 };
  QdCspExpr **parts;
  QdCspExpr *sum;

  if (list == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_terms, b, list, terms, error) ||
      !qd_xcsp_condition_of (b, n, &c, error))
    return FALSE;
  if (coeffs_node != NULL)
    {
      if (!QD_XCSP_READ (qd_xcsp_operands, b, coeffs_node, coeffs, error))
        return FALSE;
      if (coeffs->len != terms->len)
        return qd_xcsp_error (error, coeffs_node, _("%u coefficients for %u terms"), coeffs->len, terms->len);
    }
  if (qd_xcsp_terms_are_vars (terms, vars))
    return built (qd_csp_model_add_sum (b->model, QD_XCSP_VARS (vars), vars->len,
                                        coeffs_node != NULL ? QD_XCSP_OPERANDS (coeffs) : NULL, &c.c, error), n, error);
  /* Expressions: a sum of them. */
  parts = g_new (QdCspExpr *, terms->len);
  for (guint i = 0; i < terms->len; i++)
    {
      parts[i] = g_ptr_array_index (terms, i);
      if (coeffs_node != NULL)
        parts[i] = qd_csp_expr_binary (QD_CSP_EXPR_MUL, qd_xcsp_operand_expr (g_array_index (coeffs, QdCspOperand, i)),
                                       parts[i]);
    }
  g_ptr_array_set_free_func (terms, NULL);
  sum = qd_csp_expr_new (QD_CSP_EXPR_ADD, parts, terms->len);
  g_free (parts);
  return add_expr (b, n, qd_xcsp_condition_expr (&c.c, sum), error);
}

static gboolean
add_count (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "values", "condition", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *values_node = list != NULL ? qd_xcsp_need (n, "values", error) : NULL;
  g_autoptr(GPtrArray) terms = new_terms ();
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) values = qd_xcsp_operands_new ();
  g_auto(QdXcspCondition) c = { 0 };
  QdCspExpr *sum;

  if (values_node == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_terms, b, list, terms, error) ||
      !QD_XCSP_READ (qd_xcsp_operands, b, values_node, values, error) || !qd_xcsp_condition_of (b, n, &c, error))
    return FALSE;
  if (qd_xcsp_terms_are_vars (terms, vars))
    return built (qd_csp_model_add_count (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_OPERANDS (values), values->len, &c.c,
                                          error), n, error);
  /* Expressions: the number of those among the values. */
  sum = qd_csp_expr_alloc (QD_CSP_EXPR_ADD, 0, terms->len);
  for (guint i = 0; i < terms->len; i++)
    {
      QdCspExpr *in = qd_csp_expr_alloc (QD_CSP_EXPR_IN, 0, values->len + 1);

      in->kids[0] = g_ptr_array_index (terms, i);
      for (guint k = 0; k < values->len; k++)
        in->kids[k + 1] = qd_xcsp_operand_expr (g_array_index (values, QdCspOperand, k));
      qd_csp_expr_seal (in);
      sum->kids[i] = in;
    }
  qd_csp_expr_seal (sum);
  g_ptr_array_set_free_func (terms, NULL);
  return add_expr (b, n, qd_xcsp_condition_expr (&c.c, sum), error);
}

static gboolean
add_nvalues (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "except", "condition", NULL };
  const Node *except_node = qd_xcsp_node_kid (n, "except");
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) except = qd_xcsp_ints_new ();
  g_auto(QdXcspCondition) c = { 0 };
  guint n_lists = 0;

  for (guint i = 0; i < n->kids->len; i++)
    n_lists += strcmp (((const Node *) g_ptr_array_index (n->kids, i))->name, "list") == 0;
  if (n_lists > 1)
    return qd_xcsp_error (error, n, _("nValues of several lists is not part of XCSP3-core"));
  if (!qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, qd_xcsp_list_of (n), vars, error) ||
      (except_node != NULL && !QD_XCSP_READ (qd_xcsp_ints, b, except_node, except, error)) || !qd_xcsp_condition_of (b, n, &c, error))
    return FALSE;
  return built (qd_csp_model_add_nvalues (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_INTS (except), except->len, &c.c, error),
                n, error);
}

static gboolean
add_cardinality (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "values", "occurs", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *values_node = list != NULL ? qd_xcsp_need (n, "values", error) : NULL;
  const Node *occurs_node = values_node != NULL ? qd_xcsp_need (n, "occurs", error) : NULL;
  const char *closed = values_node != NULL ? qd_xcsp_node_attr (values_node, "closed") : NULL;
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) values = qd_xcsp_operands_new ();
  g_autoptr(GArray) occurs = qd_xcsp_operands_new ();
  g_autoptr(GArray) lo = qd_xcsp_ints_new ();
  g_autoptr(GArray) hi = qd_xcsp_ints_new ();
  g_autofree char *occurs_text = NULL;
  g_auto(GStrv) words = NULL;
  gboolean ranges = FALSE;

  if (occurs_node == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !QD_XCSP_READ (qd_xcsp_operands, b, values_node, values, error))
    return FALSE;
  occurs_text = qd_xcsp_text (b, occurs_node);
  words = qd_xcsp_words (occurs_text);
  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 l, h;

      /* "0..2", not "cn[0..1]" (variables). */
      ranges |= strstr (words[i], "..") != NULL && qd_xcsp_range (words[i], &l, &h);
    }
  if (ranges ? !qd_xcsp_ranges (occurs_node, words, lo, hi,
                                _("“%s”: occurrences given by ranges are integers or ranges"), error)
             : !qd_xcsp_operands (b, occurs_node, occurs_text, occurs, error))
    return FALSE;
  if ((ranges ? lo->len : occurs->len) != values->len)
    return qd_xcsp_error (error, occurs_node, _("%u occurrences for %u values"), ranges ? lo->len : occurs->len,
                          values->len);
  return built (qd_csp_model_add_cardinality (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_OPERANDS (values), values->len,
                                              ranges ? NULL : QD_XCSP_OPERANDS (occurs), ranges ? QD_XCSP_INTS (lo) : NULL,
                                              ranges ? QD_XCSP_INTS (hi) : NULL, closed != NULL && strcmp (closed, "true") == 0,
                                              error), n, error);
}

/* --------------------------------------------------------- connection */

static gboolean
add_extremum (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "index", "condition", NULL };
  gboolean minimum = strcmp (n->name, "minimum") == 0;
  const Node *list = qd_xcsp_list_of (n), *index_node = qd_xcsp_node_kid (n, "index");
  g_autoptr(GPtrArray) terms = new_terms ();
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_auto(QdXcspCondition) c = { 0 };
  QdCspRank rank = QD_CSP_RANK_ANY;
  gint64 start;
  guint index = 0;
  QdCspExpr *e;

  if (!qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_terms, b, list, terms, error) ||
      !qd_xcsp_start_index (list, "startIndex", &start, error) || !qd_xcsp_condition_of (b, n, &c, error))
    return FALSE;
  if (index_node != NULL && (!one_var (b, index_node, &index, error) || !rank_of (index_node, &rank, error)))
    return FALSE;
  if (qd_xcsp_terms_are_vars (terms, vars))
    return built (qd_csp_model_add_extremum (b->model, minimum, QD_XCSP_VARS (vars), vars->len,
                                             index_node != NULL ? (gint) index : -1, start, rank, &c.c, error),
                  n, error);
  if (index_node != NULL)
    return qd_xcsp_error (error, index_node, _("an index over a list of expressions is not supported"));
  g_ptr_array_set_free_func (terms, NULL);
  e = qd_csp_expr_new (minimum ? QD_CSP_EXPR_MIN : QD_CSP_EXPR_MAX, (QdCspExpr **) terms->pdata, terms->len);
  return add_expr (b, n, qd_xcsp_condition_expr (&c.c, e), error);
}

/* The condition of <value> v (eq, v), or of <condition>. */
static gboolean
value_or_condition (const Builder *b, const Node *n, QdXcspCondition *c, GError **error)
{
  const Node *value = qd_xcsp_node_kid (n, "value");
  g_autoptr(GArray) operand = qd_xcsp_operands_new ();

  if (value == NULL)
    return qd_xcsp_condition_of (b, n, c, error);
  memset (c, 0, sizeof *c);
  if (!QD_XCSP_READ (qd_xcsp_operands, b, value, operand, error))
    return FALSE;
  if (operand->len != 1)
    return qd_xcsp_error (error, value, _("one value or variable is needed"));
  c->c.op = QD_CSP_COND_EQ;
  c->c.operand = g_array_index (operand, QdCspOperand, 0);
  return TRUE;
}

static gboolean
add_element (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "matrix", "index", "value", "condition", NULL };
  const Node *list = qd_xcsp_node_kid (n, "list"), *matrix = qd_xcsp_node_kid (n, "matrix");
  const Node *index_node = qd_xcsp_node_kid (n, "index");
  g_autoptr(GArray) cells = qd_xcsp_operands_new ();
  g_auto(QdXcspCondition) c = { 0 };
  QdCspRank rank;
  gint64 start, k;

  if (!qd_xcsp_only_kids (n, kids, error) || !value_or_condition (b, n, &c, error))
    return FALSE;
  if (matrix != NULL)
    {
      g_autoptr(GArray) index = qd_xcsp_vars_new ();
      gint64 start_col;
      guint rows, cols;

      if (index_node == NULL)
        return qd_xcsp_error (error, n, _("a <index> of two variables is needed"));
      if (!read_matrix (b, matrix, cells, &rows, &cols, error) ||
          !qd_xcsp_start_index (matrix, "startRowIndex", &start, error) ||
          !qd_xcsp_start_index (matrix, "startColIndex", &start_col, error) || !QD_XCSP_READ (qd_xcsp_vars, b, index_node, index, error))
        return FALSE;
      if (index->len != 2)
        return qd_xcsp_error (error, index_node, _("two variables (row, column) are needed"));
      return built (qd_csp_model_add_element_matrix (b->model, QD_XCSP_OPERANDS (cells), rows, cols, start, start_col,
                                                     g_array_index (index, guint, 0), g_array_index (index, guint, 1),
                                                     &c.c, error), n, error);
    }
  list = qd_xcsp_list_of (n);
  if (!QD_XCSP_READ (qd_xcsp_operands, b, list, cells, error) || !qd_xcsp_start_index (list, "startIndex", &start, error))
    return FALSE;
  if (cells->len == 0)
    return qd_xcsp_error (error, list, _("the list is empty"));
  if (index_node == NULL)
    {
      /* No index: some element of the list satisfies the condition. */
      QdCspExpr *any = qd_csp_expr_alloc (QD_CSP_EXPR_OR, 0, cells->len);

      for (guint i = 0; i < cells->len; i++)
        any->kids[i] = qd_xcsp_condition_expr (&c.c, qd_xcsp_operand_expr (g_array_index (cells, QdCspOperand, i)));
      qd_csp_expr_seal (any);
      return add_expr (b, n, any, error);
    }
  if (!rank_of (index_node, &rank, error))
    return FALSE;
  {
    g_autofree char *text = qd_xcsp_text (b, index_node);

    if (qd_xcsp_int (text, &k))
      {
        /* A constant index: that element. */
        if (k - start < 0 || k - start >= (gint64) cells->len)
          {
            b->model->had_false = TRUE;
            return TRUE;
          }
        return add_expr (b, n, qd_xcsp_condition_expr (&c.c, qd_xcsp_operand_expr (g_array_index (cells, QdCspOperand,
                                                                                          k - start))), error);
      }
  }
  {
    guint index;

    if (!one_var (b, index_node, &index, error))
      return FALSE;
    return built (qd_csp_model_add_element (b->model, QD_XCSP_OPERANDS (cells), cells->len, start, index, rank, &c.c, error),
                  n, error);
  }
}

static gboolean
add_channel (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "value", NULL };
  const Node *lists[2] = { NULL, NULL }, *value = qd_xcsp_node_kid (n, "value");
  g_autoptr(GArray) l1 = qd_xcsp_vars_new ();
  g_autoptr(GArray) l2 = qd_xcsp_vars_new ();
  gint64 s1 = 0, s2 = 0;
  guint n_lists = 0;

  if (!qd_xcsp_only_kids (n, kids, error))
    return FALSE;
  for (guint i = 0; i < n->kids->len; i++)
    if (strcmp (((const Node *) g_ptr_array_index (n->kids, i))->name, "list") == 0)
      {
        if (n_lists == 2)
          return qd_xcsp_error (error, g_ptr_array_index (n->kids, i), _("a channel has one or two lists"));
        lists[n_lists++] = g_ptr_array_index (n->kids, i);
      }
  if (!QD_XCSP_READ (qd_xcsp_vars, b, n_lists > 0 ? lists[0] : n, l1, error) ||
      (n_lists > 0 && !qd_xcsp_start_index (lists[0], "startIndex", &s1, error)))
    return FALSE;
  if (n_lists == 2)
    {
      if (!QD_XCSP_READ (qd_xcsp_vars, b, lists[1], l2, error) || !qd_xcsp_start_index (lists[1], "startIndex", &s2, error))
        return FALSE;
      return built (qd_csp_model_add_channel (b->model, QD_XCSP_VARS (l1), l1->len, s1, QD_XCSP_VARS (l2), l2->len, s2, -1, error),
                    n, error);
    }
  if (value != NULL)
    {
      g_autoptr(GArray) v = qd_xcsp_operands_new ();
      QdCspOperand o;

      if (!QD_XCSP_READ (qd_xcsp_operands, b, value, v, error))
        return FALSE;
      if (v->len != 1)
        return qd_xcsp_error (error, value, _("one variable is needed"));
      o = g_array_index (v, QdCspOperand, 0);
      if (o.is_var)
        return built (qd_csp_model_add_channel (b->model, QD_XCSP_VARS (l1), l1->len, s1, NULL, 0, 0, (gint) o.var, error),
                      n, error);
      /* A constant: the list's 1 is there, its 0s elsewhere. */
      for (guint i = 0; i < l1->len; i++)
        if (!add_expr (b, n, qd_csp_expr_binary (QD_CSP_EXPR_EQ, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (l1, guint, i)),
                                                 qd_csp_expr_leaf (QD_CSP_EXPR_CONST, (gint64) i + s1 == o.value)),
                       error))
          return FALSE;
      return TRUE;
    }
  return built (qd_csp_model_add_channel (b->model, QD_XCSP_VARS (l1), l1->len, s1, NULL, 0, 0, -1, error), n, error);
}

/* ------------------------------------------------------------ dispatch */

QdXcspHandler
qd_xcsp_global_handler (const char *name)
{
  static const struct {
    const char *name;
    QdXcspHandler handler;
  } handlers[] = {
    { "allDifferent", add_all_different }, { "allEqual", add_all_equal }, { "ordered", add_ordered },
    { "lex", add_lex }, { "precedence", add_precedence }, { "sum", add_sum }, { "count", add_count },
    { "nValues", add_nvalues }, { "cardinality", add_cardinality }, { "maximum", add_extremum },
    { "minimum", add_extremum }, { "element", add_element }, { "channel", add_channel },
    { "regular", qd_xcsp_add_regular }, { "mdd", qd_xcsp_add_mdd }, { "stretch", qd_xcsp_add_stretch },
    { "noOverlap", qd_xcsp_add_no_overlap }, { "cumulative", qd_xcsp_add_cumulative },
    { "binPacking", qd_xcsp_add_bin_packing }, { "knapsack", qd_xcsp_add_knapsack },
    { "circuit", qd_xcsp_add_circuit },
  };

  for (guint i = 0; i < G_N_ELEMENTS (handlers); i++)
    if (strcmp (name, handlers[i].name) == 0)
      return handlers[i].handler;
  return NULL;
}
