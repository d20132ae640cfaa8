/* qd-csp-xcsp-sched.c — XCSP3-core's global constraints of language,
 * scheduling and packing, each mapped to its constructor of
 * qd-csp-globals.h: regular, mdd, stretch, noOverlap (1D and kD),
 * cumulative, binPacking (a condition, loads; limits and per-bin
 * conditions as sums), knapsack and circuit. */
#include "config.h"
#include "qd-csp-xcsp-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef QdXcspNode Node;
typedef QdXcspBuilder Builder;

static gboolean
built (gboolean ok, const Node *n, GError **error)
{
  return ok || qd_xcsp_prefix (error, n);
}

/* "(a,b,c)(d,e,f)": the tuples' fields (to free), `width` each. */
static GPtrArray *
tuples (const Builder *b, const Node *n, guint width, GError **error)
{
  g_autofree char *text = qd_xcsp_text (b, n);
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  for (;;)
    {
      const char *close;
      g_auto(GStrv) fields = NULL;
      guint k;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == 0)
        return g_steal_pointer (&out);
      if (*p != '(' || (close = strchr (p, ')')) == NULL)
        {
          qd_xcsp_error (error, n, _("a tuple “(a,b,…)” expected at “%.20s”"), p);
          return NULL;
        }
      {
        g_autofree char *inside = g_strndup (p + 1, close - p - 1);

        fields = g_strsplit (inside, ",", -1);
      }
      for (k = 0; fields[k] != NULL; k++)
        g_ptr_array_add (out, g_strdup (g_strstrip (fields[k])));
      if (k != width)
        {
          qd_xcsp_error (error, n, _("a tuple of %u fields, %u expected, at “%.20s”"), k, width, p);
          return NULL;
        }
      p = close + 1;
    }
}

/* A state's (or node's) number, given in order of first appearance. */
static guint
state (GHashTable *states, const char *name)
{
  gpointer id = g_hash_table_lookup (states, name);

  if (id == NULL)
    {
      id = GUINT_TO_POINTER (g_hash_table_size (states) + 1);
      g_hash_table_insert (states, g_strdup (name), id);
    }
  return GPOINTER_TO_UINT (id) - 1;
}

/* The transitions "(q0,0,q1)…" of an automaton or an MDD over vars: a
 * symbol is an integer, or a symbol of the symbolic variables. */
static gboolean
transitions (Builder *b, const Node *n, const GArray *vars, GHashTable *states, GArray *from, GArray *symbol,
             GArray *to, GError **error)
{
  g_autoptr(GPtrArray) fields = tuples (b, n, 3, error);
  gboolean symbolic = qd_csp_model_var (b->model, g_array_index (vars, guint, 0))->symbolic;

  if (fields == NULL)
    return FALSE;
  for (guint i = 0; i < fields->len; i += 3)
    {
      const char *label = g_ptr_array_index (fields, i + 1);
      gint64 key;

      if (symbolic)
        key = qd_csp_model_symbol (b->model, label, TRUE);
      else if (!qd_xcsp_int (label, &key))
        return qd_xcsp_error (error, n, _("“%s” is not an integer"), label);
      g_array_append_vals (from, &(guint) { state (states, g_ptr_array_index (fields, i)) }, 1);
      g_array_append_val (symbol, key);
      g_array_append_vals (to, &(guint) { state (states, g_ptr_array_index (fields, i + 2)) }, 1);
    }
  return TRUE;
}

gboolean
qd_xcsp_add_regular (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "transitions", "start", "final", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *trans = list != NULL ? qd_xcsp_need (n, "transitions", error) : NULL;
  const Node *start = trans != NULL ? qd_xcsp_need (n, "start", error) : NULL;
  const Node *final = start != NULL ? qd_xcsp_need (n, "final", error) : NULL;
  g_autoptr(GHashTable) states = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) from = qd_xcsp_vars_new ();
  g_autoptr(GArray) to = qd_xcsp_vars_new ();
  g_autoptr(GArray) symbol = qd_xcsp_ints_new ();
  g_autoptr(GArray) finals = qd_xcsp_vars_new ();
  g_autofree char *start_text = NULL, *final_text = NULL;
  g_auto(GStrv) final_names = NULL;
  guint first;

  if (final == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error))
    return FALSE;
  start_text = qd_xcsp_text (b, start);
  first = state (states, start_text);
  if (!transitions (b, trans, vars, states, from, symbol, to, error))
    return FALSE;
  final_text = qd_xcsp_text (b, final);
  final_names = qd_xcsp_words (final_text);
  for (guint i = 0; final_names[i] != NULL; i++)
    g_array_append_vals (finals, &(guint) { state (states, final_names[i]) }, 1);
  return built (qd_csp_model_add_regular (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_VARS (from),
                                          QD_XCSP_INTS (symbol), QD_XCSP_VARS (to), from->len, first,
                                          QD_XCSP_VARS (finals), finals->len, error), n, error);
}

gboolean
qd_xcsp_add_mdd (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "transitions", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *trans = list != NULL ? qd_xcsp_need (n, "transitions", error) : NULL;
  g_autoptr(GHashTable) nodes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) from = qd_xcsp_vars_new ();
  g_autoptr(GArray) to = qd_xcsp_vars_new ();
  g_autoptr(GArray) symbol = qd_xcsp_ints_new ();

  if (trans == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !transitions (b, trans, vars, nodes, from, symbol, to, error))
    return FALSE;
  return built (qd_csp_model_add_mdd (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_VARS (from),
                                      QD_XCSP_INTS (symbol), QD_XCSP_VARS (to), from->len, error), n, error);
}

gboolean
qd_xcsp_add_stretch (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "values", "widths", "patterns", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *values_node = list != NULL ? qd_xcsp_need (n, "values", error) : NULL;
  const Node *widths_node = values_node != NULL ? qd_xcsp_need (n, "widths", error) : NULL;
  const Node *patterns_node = qd_xcsp_node_kid (n, "patterns");
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) values = qd_xcsp_ints_new ();
  g_autoptr(GArray) lo = qd_xcsp_ints_new ();
  g_autoptr(GArray) hi = qd_xcsp_ints_new ();
  g_autoptr(GArray) patterns = qd_xcsp_ints_new ();
  g_autofree char *widths_text = NULL;
  g_auto(GStrv) widths = NULL;

  if (widths_node == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !QD_XCSP_READ (qd_xcsp_ints, b, values_node, values, error))
    return FALSE;
  widths_text = qd_xcsp_text (b, widths_node);
  widths = qd_xcsp_words (widths_text);
  if (!qd_xcsp_ranges (widths_node, widths, lo, hi, _("“%s” is not a width a..b"), error))
    return FALSE;
  if (lo->len != values->len)
    return qd_xcsp_error (error, widths_node, _("%u widths for %u values"), lo->len, values->len);
  if (patterns_node != NULL)
    {
      g_autoptr(GPtrArray) fields = tuples (b, patterns_node, 2, error);

      if (fields == NULL)
        return FALSE;
      for (guint i = 0; i < fields->len; i++)
        {
          gint64 v;

          if (!qd_xcsp_int (g_ptr_array_index (fields, i), &v))
            return qd_xcsp_error (error, patterns_node, _("“%s” is not an integer"),
                                  (const char *) g_ptr_array_index (fields, i));
          g_array_append_val (patterns, v);
        }
    }
  return built (qd_csp_model_add_stretch (b->model, QD_XCSP_VARS (vars), vars->len, QD_XCSP_INTS (values),
                                          QD_XCSP_INTS (lo), QD_XCSP_INTS (hi), values->len, QD_XCSP_INTS (patterns),
                                          patterns->len / 2, error), n, error);
}

/* ---------------------------------------------------------- scheduling */

gboolean
qd_xcsp_add_no_overlap (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "origins", "lengths", NULL };
  const Node *origins_node = qd_xcsp_need (n, "origins", error);
  const Node *lengths_node = origins_node != NULL ? qd_xcsp_need (n, "lengths", error) : NULL;
  const char *zero = qd_xcsp_node_attr (n, "zeroIgnored");
  g_autoptr(GArray) origins = qd_xcsp_vars_new ();
  g_autoptr(GArray) lengths = qd_xcsp_operands_new ();
  g_autofree char *origins_text = NULL;
  guint k = 1;

  if (lengths_node == NULL || !qd_xcsp_only_kids (n, kids, error))
    return FALSE;
  origins_text = qd_xcsp_text (b, origins_node);
  if (origins_text[0] == '(')
    {
      /* Boxes: (x1,y1)(x2,y2) and (w1,h1)(w2,h2). */
      g_autoptr(GPtrArray) fields = NULL;
      g_autoptr(GPtrArray) length_fields = NULL;
      const char *close = strchr (origins_text, ')');

      k = 1;
      for (const char *p = origins_text; p < close; p++)
        k += *p == ',';
      if ((fields = tuples (b, origins_node, k, error)) == NULL ||
          (length_fields = tuples (b, lengths_node, k, error)) == NULL)
        return FALSE;
      for (guint i = 0; i < fields->len; i++)
        if (!qd_xcsp_vars (b, origins_node, g_ptr_array_index (fields, i), origins, error))
          return FALSE;
      for (guint i = 0; i < length_fields->len; i++)
        if (!qd_xcsp_operands (b, lengths_node, g_ptr_array_index (length_fields, i), lengths, error))
          return FALSE;
    }
  else if (!qd_xcsp_vars (b, origins_node, origins_text, origins, error) ||
           !QD_XCSP_READ (qd_xcsp_operands, b, lengths_node, lengths, error))
    return FALSE;
  if (origins->len != lengths->len || origins->len % k != 0)
    return qd_xcsp_error (error, lengths_node, _("%u lengths for %u origins"), lengths->len, origins->len);
  return built (qd_csp_model_add_no_overlap (b->model, QD_XCSP_VARS (origins), QD_XCSP_OPERANDS (lengths),
                                             origins->len / k, k, zero == NULL || strcmp (zero, "false") != 0, error),
                n, error);
}

gboolean
qd_xcsp_add_cumulative (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "origins", "lengths", "ends", "heights", "condition", NULL };
  const Node *origins_node = qd_xcsp_need (n, "origins", error);
  const Node *lengths_node = origins_node != NULL ? qd_xcsp_need (n, "lengths", error) : NULL;
  const Node *heights_node = lengths_node != NULL ? qd_xcsp_need (n, "heights", error) : NULL;
  const Node *ends_node = qd_xcsp_node_kid (n, "ends");
  g_autoptr(GArray) origins = qd_xcsp_vars_new ();
  g_autoptr(GArray) ends = qd_xcsp_vars_new ();
  g_autoptr(GArray) lengths = qd_xcsp_operands_new ();
  g_autoptr(GArray) heights = qd_xcsp_operands_new ();
  g_auto(QdXcspCondition) c = { 0 };

  if (heights_node == NULL || !qd_xcsp_only_kids (n, kids, error) ||
      !QD_XCSP_READ (qd_xcsp_vars, b, origins_node, origins, error) ||
      !QD_XCSP_READ (qd_xcsp_operands, b, lengths_node, lengths, error) ||
      !QD_XCSP_READ (qd_xcsp_operands, b, heights_node, heights, error) ||
      (ends_node != NULL && !QD_XCSP_READ (qd_xcsp_vars, b, ends_node, ends, error)) ||
      !qd_xcsp_condition_of (b, n, &c, error))
    return FALSE;
  if (lengths->len != origins->len || heights->len != origins->len ||
      (ends_node != NULL && ends->len != origins->len))
    return qd_xcsp_error (error, n, _("the origins, lengths, heights (and ends) are lists of the same length"));
  return built (qd_csp_model_add_cumulative (b->model, QD_XCSP_VARS (origins), QD_XCSP_OPERANDS (lengths),
                                             ends_node != NULL ? QD_XCSP_VARS (ends) : NULL,
                                             QD_XCSP_OPERANDS (heights), origins->len, &c.c, error), n, error);
}

/* ------------------------------------------------------------- packing */

/* Bin `bin`'s load, sum of sizes[i] · (vars[i] = bin), satisfies c: an
 * expression (<limits> and <conditions>, which the constructor lacks). */
static gboolean
bin_load (Builder *b, const Node *n, const GArray *vars, const GArray *sizes, gint64 bin, const QdCspCondition *c,
          GError **error)
{
  QdCspExpr *sum = qd_csp_expr_alloc (QD_CSP_EXPR_ADD, 0, vars->len);

  for (guint i = 0; i < vars->len; i++)
    sum->kids[i] = qd_csp_expr_binary (QD_CSP_EXPR_MUL,
                                       qd_csp_expr_leaf (QD_CSP_EXPR_CONST, g_array_index (sizes, gint64, i)),
                                       qd_csp_expr_binary (QD_CSP_EXPR_EQ,
                                                           qd_csp_expr_leaf (QD_CSP_EXPR_VAR,
                                                                             g_array_index (vars, guint, i)),
                                                           qd_csp_expr_leaf (QD_CSP_EXPR_CONST, bin)));
  qd_csp_expr_seal (sum);
  return qd_csp_model_add_expr (b->model, qd_xcsp_condition_expr (c, sum), error) || qd_xcsp_prefix (error, n);
}

gboolean
qd_xcsp_add_bin_packing (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "sizes", "condition", "limits", "loads", "conditions", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *sizes_node = list != NULL ? qd_xcsp_need (n, "sizes", error) : NULL;
  const Node *limits = qd_xcsp_node_kid (n, "limits"), *loads_node = qd_xcsp_node_kid (n, "loads");
  const Node *conditions = qd_xcsp_node_kid (n, "conditions");
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) sizes = qd_xcsp_ints_new ();
  gint64 start = 0;

  if (sizes_node == NULL || !qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !QD_XCSP_READ (qd_xcsp_ints, b, sizes_node, sizes, error))
    return FALSE;
  if (sizes->len != vars->len)
    return qd_xcsp_error (error, sizes_node, _("%u sizes for %u items"), sizes->len, vars->len);
  if (loads_node != NULL)
    {
      g_autoptr(GArray) loads = qd_xcsp_operands_new ();

      if (!QD_XCSP_READ (qd_xcsp_operands, b, loads_node, loads, error) ||
          !qd_xcsp_start_index (loads_node, "startIndex", &start, error))
        return FALSE;
      return built (qd_csp_model_add_bin_packing (b->model, QD_XCSP_VARS (vars), QD_XCSP_INTS (sizes), vars->len, NULL,
                                                  QD_XCSP_OPERANDS (loads), loads->len, start, error), n, error);
    }
  if (limits != NULL)
    {
      g_autoptr(GArray) capacities = qd_xcsp_ints_new ();

      if (!QD_XCSP_READ (qd_xcsp_ints, b, limits, capacities, error) ||
          !qd_xcsp_start_index (limits, "startIndex", &start, error))
        return FALSE;
      for (guint j = 0; j < capacities->len; j++)
        {
          QdCspCondition le = { QD_CSP_COND_LE, QD_CSP_OPERAND_INT (g_array_index (capacities, gint64, j)) };

          if (!bin_load (b, n, vars, sizes, start + j, &le, error))
            return FALSE;
        }
      return TRUE;
    }
  if (conditions != NULL)
    {
      g_autofree char *text = qd_xcsp_text (b, conditions);
      g_auto(GStrv) parts = g_strsplit (text, ")", -1);
      gint64 bin = 0;

      if (!qd_xcsp_start_index (conditions, "startIndex", &start, error))
        return FALSE;
      for (guint j = 0; parts[j] != NULL; j++)
        {
          g_autofree char *one = g_strconcat (g_strstrip (parts[j]), ")", NULL);
          g_auto(QdXcspCondition) c = { 0 };

          if (*parts[j] == 0)
            continue;
          if (!qd_xcsp_condition (b, conditions, one, &c, error) ||
              !bin_load (b, n, vars, sizes, start + bin++, &c.c, error))
            return FALSE;
        }
      return TRUE;
    }
  {
    g_auto(QdXcspCondition) c = { 0 };

    if (!qd_xcsp_condition_of (b, n, &c, error))
      return FALSE;
    return built (qd_csp_model_add_bin_packing (b->model, QD_XCSP_VARS (vars), QD_XCSP_INTS (sizes), vars->len, &c.c,
                                                NULL, 0, 0, error), n, error);
  }
}

gboolean
qd_xcsp_add_knapsack (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "weights", "profits", "condition", NULL };
  const Node *list = qd_xcsp_need (n, "list", error);
  const Node *weights_node = list != NULL ? qd_xcsp_need (n, "weights", error) : NULL;
  const Node *profits_node = weights_node != NULL ? qd_xcsp_need (n, "profits", error) : NULL;
  const Node *conditions[2] = { NULL, NULL };
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) weights = qd_xcsp_ints_new ();
  g_autoptr(GArray) profits = qd_xcsp_ints_new ();
  g_auto(QdXcspCondition) wc = { 0 };
  g_auto(QdXcspCondition) pc = { 0 };
  guint n_conditions = 0;

  if (profits_node == NULL || !qd_xcsp_only_kids (n, kids, error))
    return FALSE;
  /* The first <condition> is the weights', the second the profits'. */
  for (guint i = 0; i < n->kids->len; i++)
    if (strcmp (((const Node *) g_ptr_array_index (n->kids, i))->name, "condition") == 0 && n_conditions < 2)
      conditions[n_conditions++] = g_ptr_array_index (n->kids, i);
  if (n_conditions != 2)
    return qd_xcsp_error (error, n, _("two <condition>s are needed (the weights', then the profits')"));
  if (!QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) || !QD_XCSP_READ (qd_xcsp_ints, b, weights_node, weights, error) ||
      !QD_XCSP_READ (qd_xcsp_ints, b, profits_node, profits, error) ||
      !qd_xcsp_condition (b, conditions[0], NULL, &wc, error) || !qd_xcsp_condition (b, conditions[1], NULL, &pc, error))
    return FALSE;
  if (weights->len != vars->len || profits->len != vars->len)
    return qd_xcsp_error (error, n, _("the list, weights and profits are of the same length"));
  return built (qd_csp_model_add_knapsack (b->model, QD_XCSP_VARS (vars), QD_XCSP_INTS (weights), QD_XCSP_INTS (profits),
                                           vars->len, &wc.c, &pc.c, error), n, error);
}

gboolean
qd_xcsp_add_circuit (Builder *b, const Node *n, GError **error)
{
  static const char *const kids[] = { "list", "size", NULL };
  const Node *list = qd_xcsp_list_of (n), *size_node = qd_xcsp_node_kid (n, "size");
  g_autoptr(GArray) vars = qd_xcsp_vars_new ();
  g_autoptr(GArray) size = qd_xcsp_operands_new ();
  QdCspExpr *count;
  gint64 start;

  if (!qd_xcsp_only_kids (n, kids, error) || !QD_XCSP_READ (qd_xcsp_vars, b, list, vars, error) ||
      !qd_xcsp_start_index (list, "startIndex", &start, error) ||
      (size_node != NULL && !QD_XCSP_READ (qd_xcsp_operands, b, size_node, size, error)))
    return FALSE;
  if (size_node != NULL && size->len != 1)
    return qd_xcsp_error (error, size_node, _("one integer or variable is needed"));
  if (size_node == NULL || g_array_index (size, QdCspOperand, 0).is_var)
    return built (qd_csp_model_add_circuit (b->model, QD_XCSP_VARS (vars), vars->len, start,
                                            size_node != NULL ? (gint) g_array_index (size, QdCspOperand, 0).var : -1,
                                            error), n, error);
  /* A constant size: the circuit, and that many nodes off their loops. */
  if (!built (qd_csp_model_add_circuit (b->model, QD_XCSP_VARS (vars), vars->len, start, -1, error), n, error))
    return FALSE;
  count = qd_csp_expr_alloc (QD_CSP_EXPR_ADD, 0, vars->len);
  for (guint i = 0; i < vars->len; i++)
    count->kids[i] = qd_csp_expr_binary (QD_CSP_EXPR_NE, qd_csp_expr_leaf (QD_CSP_EXPR_VAR, g_array_index (vars, guint, i)),
                                         qd_csp_expr_leaf (QD_CSP_EXPR_CONST, start + (gint64) i));
  qd_csp_expr_seal (count);
  count = qd_csp_expr_binary (QD_CSP_EXPR_EQ, count,
                              qd_csp_expr_leaf (QD_CSP_EXPR_CONST, g_array_index (size, QdCspOperand, 0).value));
  return qd_csp_model_add_expr (b->model, count, error) || qd_xcsp_prefix (error, n);
}
