/* qd-csp-parse.c — Quandary's own constraint file (`.csp`, data/FORMATS.md):
 *
 *     var q[1..8] in 1..8
 *     forall i in 1..8, j in i + 1..8:
 *       q[i] != q[j] and abs(q[i] - q[j]) != j - i
 *
 * One statement a line (a line goes on inside brackets and after an
 * operator, a comma or a colon); `#` starts a comment.  The text is cut into
 * tokens first; a `forall` parses its body once per binding of its loop
 * variables, from the same tokens. */
#include "config.h"

#include <inttypes.h>
#include "qd-csp-parse-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Bodies a file's foralls may expand to, together. */
#define error_at qd_csp_parse_error_at

static const char *const keywords[] = {
  "var", "in", "forall", "and", "or", "not", "abs", "sum", "min", "max", "alldifferent", "allowed", "forbidden",
  "minimize", "maximize",
};

gboolean
qd_csp_model_is_keyword (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (name[0] == keywords[i][0] && strcmp (name, keywords[i]) == 0)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------ statements */

/* A name a file may give to a variable, an array, a value or a loop. */
static gboolean
check_new_name (Parser *p, const Token *t, const char *name, GError **error)
{
  if (qd_csp_model_is_keyword (name))
    return error_at (error, t->line, t->column, _("“%s” is a keyword"), name);
  if (qd_csp_model_find_var (p->model, name) >= 0 || g_hash_table_contains (p->arrays, name))
    return error_at (error, t->line, t->column, _("“%s” is a variable already"), name);
  if (qd_csp_model_symbol (p->model, name, FALSE) >= 0)
    return error_at (error, t->line, t->column, _("“%s” is a value of a domain already"), name);
  if (g_hash_table_contains (p->env, name))
    return error_at (error, t->line, t->column, _("“%s” is a forall's name already"), name);
  return TRUE;
}

/* `lo..hi` or `{a, b, c}`, `{1, 3..5}`. */
static gboolean
parse_domain (Parser *p, GArray *keys, gboolean *symbolic, GError **error)
{
  const Token *t = peek (p);
  gboolean numbers = FALSE;

  *symbolic = FALSE;
  if (!is_op (p, t, "{"))
    {
      gint64 lo, hi;

      if (!qd_csp_parse_constant (p, &lo, error) || !expect (p, "..", error) || !qd_csp_parse_constant (p, &hi, error))
        return FALSE;
      if (hi < lo)
        return error_at (error, t->line, t->column, _("the range %lld..%lld is empty"),
                         (long long) lo, (long long) hi);
      if (lo < -QD_CSP_MODEL_VALUE_MAX || hi > QD_CSP_MODEL_VALUE_MAX || hi - lo >= QD_CSP_MODEL_DOMAIN_MAX)
        return error_at (error, t->line, t->column,
                         _("the range %lld..%lld has too many values (at most %u)"),
                         (long long) lo, (long long) hi, QD_CSP_MODEL_DOMAIN_MAX);
      for (gint64 v = lo; v <= hi; v++)
        g_array_append_val (keys, v);
      return TRUE;
    }
  next (p);
  for (;;)
    {
      const Token *item = peek (p);
      g_autofree char *name = item->kind == T_IDENT ? ident (p, item) : NULL;

      if (name != NULL && !g_hash_table_contains (p->env, name) && !qd_csp_model_is_keyword (name))
        {
          gint64 id;

          if (qd_csp_model_find_var (p->model, name) >= 0 || g_hash_table_contains (p->arrays, name))
            return error_at (error, item->line, item->column, _("“%s” is a variable: a value cannot be"), name);
          id = qd_csp_model_symbol (p->model, name, TRUE);
          next (p);
          g_array_append_val (keys, id);
          *symbolic = TRUE;
        }
      else
        {
          gint64 lo, hi;

          if (!qd_csp_parse_constant (p, &lo, error))
            return FALSE;
          hi = lo;
          if (is_op (p, peek (p), "..") && (next (p), !qd_csp_parse_constant (p, &hi, error)))
            return FALSE;
          if (lo < -QD_CSP_MODEL_VALUE_MAX || hi > QD_CSP_MODEL_VALUE_MAX ||
              (hi >= lo && hi - lo + keys->len >= QD_CSP_MODEL_DOMAIN_MAX))
            return error_at (error, item->line, item->column, _("the domain has too many values (at most %u)"),
                             QD_CSP_MODEL_DOMAIN_MAX);
          for (gint64 v = lo; v <= hi; v++)
            g_array_append_val (keys, v);
          numbers = TRUE;
        }
      if (numbers && *symbolic)
        return error_at (error, item->line, item->column, _("a domain holds numbers or names, not both"));
      if (keys->len > QD_CSP_MODEL_DOMAIN_MAX)
        return error_at (error, item->line, item->column, _("the domain has too many values (at most %u)"),
                         QD_CSP_MODEL_DOMAIN_MAX);
      if (is_op (p, peek (p), "}"))
        {
          next (p);
          return TRUE;
        }
      if (!expect (p, ",", error))
        return FALSE;
    }
}

typedef struct {
  const Token *token;
  char *name;
  guint n_dims;
  gint64 lo[DIMS_MAX], hi[DIMS_MAX];
} Declared;

static void
declared_clear (gpointer data)
{
  g_free (((Declared *) data)->name);
}

static char *
element_name (const char *name, const Declared *d, const gint64 *idx)
{
  GString *s = g_string_new (name);

  for (guint k = 0; k < d->n_dims; k++)
    g_string_append_printf (s, "[%" G_GINT64_FORMAT "]", idx[k]);
  return g_string_free (s, FALSE);
}

static gboolean
declare (Parser *p, const Declared *d, const GArray *keys, gboolean symbolic, GError **error)
{
  gint64 idx[DIMS_MAX];
  guint64 count = 1;

  if (d->n_dims == 0)
    return qd_csp_model_add_var (p->model, d->name, (const gint64 *) keys->data, keys->len, symbolic, error) ||
           prefix_error (error, d->token);
  for (guint k = 0; k < d->n_dims; k++)
    {
      count *= (guint64) (d->hi[k] - d->lo[k] + 1);
      idx[k] = d->lo[k];
      if (count + qd_csp_model_n_vars (p->model) > QD_CSP_MODEL_VARIABLES_MAX)
        return error_at (error, d->token->line, d->token->column, _("more than %u variables"),
                         QD_CSP_MODEL_VARIABLES_MAX);
    }
  {
    Array *a = g_new0 (Array, 1);

    a->n_dims = d->n_dims;
    memcpy (a->lo, d->lo, sizeof a->lo);
    memcpy (a->hi, d->hi, sizeof a->hi);
    a->first = qd_csp_model_n_vars (p->model);
    g_hash_table_insert (p->arrays, g_strdup (d->name), a);
  }
  for (;;)
    {
      g_autofree char *name = element_name (d->name, d, idx);

      if (!qd_csp_model_add_var (p->model, name, (const gint64 *) keys->data, keys->len, symbolic, error))
        return prefix_error (error, d->token);
      if (!qd_csp_model_next_index (idx, d->lo, d->hi, d->n_dims))
        return TRUE;
    }
}

/* var a, b[1..3], c[0..2][0..2] in DOMAIN (kept out of parse_statement's
 * frame, which nested foralls repeat). */
static G_GNUC_NO_INLINE gboolean
parse_var (Parser *p, GError **error)
{
  g_autoptr(GArray) declared = g_array_new (FALSE, TRUE, sizeof (Declared));
  g_autoptr(GArray) keys = g_array_new (FALSE, FALSE, sizeof (gint64));
  gboolean symbolic;

  g_array_set_clear_func (declared, declared_clear);
  for (;;)
    {
      const Token *t = next (p);
      Declared d = { t, NULL, 0, { 0 }, { 0 } };

      if (t->kind != T_IDENT)
        return unexpected (p, t, _("a variable's name"), error);
      d.name = ident (p, t);
      g_array_append_val (declared, d);
      if (!check_new_name (p, t, d.name, error))
        return FALSE;
      for (guint i = 0; i < declared->len - 1; i++)
        if (strcmp (g_array_index (declared, Declared, i).name, d.name) == 0)
          return error_at (error, t->line, t->column, _("the variable “%s” is declared twice"), d.name);
      while (is_op (p, peek (p), "["))
        {
          Declared *last = &g_array_index (declared, Declared, declared->len - 1);
          const Token *at;

          next (p);
          at = peek (p);
          if (last->n_dims == DIMS_MAX)
            return error_at (error, at->line, at->column, _("an array has at most %u dimensions"), DIMS_MAX);
          if (!qd_csp_parse_constant (p, &last->lo[last->n_dims], error) || !expect (p, "..", error) ||
              !qd_csp_parse_constant (p, &last->hi[last->n_dims], error) || !expect (p, "]", error))
            return FALSE;
          if (last->hi[last->n_dims] < last->lo[last->n_dims] ||
              last->hi[last->n_dims] - last->lo[last->n_dims] >= QD_CSP_MODEL_VARIABLES_MAX)
            return error_at (error, at->line, at->column, _("an array's indexes run over a range of 1 to %u numbers"),
                             QD_CSP_MODEL_VARIABLES_MAX);
          last->n_dims++;
        }
      if (is_word (p, peek (p), "in"))
        break;
      if (!expect (p, ",", error))
        return FALSE;
    }
  next (p);
  if (!parse_domain (p, keys, &symbolic, error))
    return FALSE;
  for (guint i = 0; i < declared->len; i++)
    if (!declare (p, &g_array_index (declared, Declared, i), keys, symbolic, error))
      return FALSE;
  return TRUE;
}

static gboolean
vars_of_list (Parser *p, const Token *at, GPtrArray *items, GArray *vars, const char *what, GError **error)
{
  for (guint i = 0; i < items->len; i++)
    {
      const QdCspExpr *e = g_ptr_array_index (items, i);

      if (e->kind != QD_CSP_EXPR_VAR)
        return error_at (error, at->line, at->column, _("%s takes variables only (item %u is not one)"), what, i + 1);
      g_array_append_vals (vars, &(guint) { (guint) e->value }, 1);
    }
  return TRUE;
}

/* allowed (x, y) { (1, 2), (2, 1) } (kept out of parse_statement's frame) */
static G_GNUC_NO_INLINE gboolean
parse_table (Parser *p, const Token *start, gboolean allowed, GError **error)
{
  g_autoptr(GPtrArray) items = qd_csp_parse_list (p, error);
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) tuples = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (items == NULL || !vars_of_list (p, start, items, vars, allowed ? "allowed" : "forbidden", error) ||
      !expect (p, "{", error))
    return FALSE;
  while (!is_op (p, peek (p), "}"))
    {
      const Token *row = peek (p);
      guint n = 0;
      gboolean parens = is_op (p, row, "(");

      if (parens)
        next (p);
      for (;;)
        {
          const Token *t = peek (p);
          g_autofree char *word = t->kind == T_IDENT ? ident (p, t) : NULL;
          gint64 v;

          if (word != NULL && !g_hash_table_contains (p->env, word) &&
              qd_csp_model_symbol (p->model, word, FALSE) >= 0)
            {
              v = qd_csp_model_symbol (p->model, word, FALSE);
              next (p);
            }
          else if (!qd_csp_parse_constant (p, &v, error))
            return FALSE;
          g_array_append_val (tuples, v);
          n++;
          if (!parens || !is_op (p, peek (p), ","))
            break;
          next (p);
        }
      if (parens && !expect (p, ")", error))
        return FALSE;
      if (n != vars->len)
        return error_at (error, row->line, row->column, _("a tuple of %u values for %u variables"), n, vars->len);
      if (tuples->len > 50000000)
        return error_at (error, row->line, row->column, _("more than 50,000,000 values in a table"));
      if (is_op (p, peek (p), ","))
        next (p);
    }
  next (p);
  return qd_csp_model_add_tuples (p->model, (const guint *) vars->data, vars->len, (const gint64 *) tuples->data,
                                  tuples->len / MAX (vars->len, 1), allowed, error) ||
         prefix_error (error, start);
}

static gboolean parse_statement (Parser *p, gboolean top, GError **error);

/* The token after the statement that begins at `pos`: its line's end. */
static guint
statement_end (const Parser *p, guint pos)
{
  while (g_array_index (p->tokens, Token, pos).kind != T_NEWLINE && g_array_index (p->tokens, Token, pos).kind != T_EOF)
    pos++;
  return pos;
}

/* A binding's head at p->pos, `NAME in A..B` then `,` or `:` (*last): its
 * name's token and text (taken), the range.  `fresh`: the name must not
 * be one in use (the counting pass reads the same heads unchecked). */
static gboolean
parse_binding_head (Parser *p, gboolean fresh, const Token **name_token, char **name, gint64 *lo, gint64 *hi,
                    gboolean *last, GError **error)
{
  const Token *t = next (p);

  *name_token = t;
  if (t->kind != T_IDENT)
    return unexpected (p, t, _("a name for forall"), error);
  /* Each name nests the reading of what follows once more. */
  if (p->bindings->len >= QD_CSP_MODEL_DEPTH_MAX)
    return error_at (error, t->line, t->column, _("more than %u forall names at once"), QD_CSP_MODEL_DEPTH_MAX);
  *name = ident (p, t);
  if (fresh && !check_new_name (p, t, *name, error))
    return FALSE;
  if (!is_word (p, peek (p), "in"))
    return unexpected (p, peek (p), "“in”", error);
  next (p);
  if (!qd_csp_parse_constant (p, lo, error) || !expect (p, "..", error) || !qd_csp_parse_constant (p, hi, error))
    return FALSE;
  *last = !is_op (p, peek (p), ",");
  return expect (p, *last ? ":" : ",", error);
}

/* How many repetitions the foralls from the binding at p->pos make (each
 * binding of each level counts, as p->expanded does), without reading
 * their bodies: the innermost range is counted, not run through.  *work
 * counts the outer bindings run through; past FORALL_MAX the count stops
 * (it is then at least that).  p->pos is left anywhere. */
static gboolean
count_bindings (Parser *p, guint64 *count, guint64 *work, GError **error)
{
  const Token *t;
  g_autofree char *name = NULL;
  gint64 lo, hi;
  guint after;
  gboolean last;

  if (!parse_binding_head (p, FALSE, &t, &name, &lo, &hi, &last, error))
    return FALSE;
  after = p->pos;
  if (hi < lo)
    return TRUE;
  if (last && !is_word (p, peek (p), "forall"))
    {
      if (__builtin_add_overflow (*count, (guint64) hi - (guint64) lo + 1, count))
        *count = G_MAXUINT64;
      return TRUE;
    }
  for (gint64 v = lo; v <= hi && *work <= FORALL_MAX; v++)
    {
      gboolean ok;

      ++*work;
      if (*count < G_MAXUINT64)
        ++*count;
      p->pos = after + (last ? 1 : 0);
      g_hash_table_insert (p->env, name, &v);
      g_array_append_val (p->bindings, ((Binding) { t->start, t->length, &v }));
      ok = count_bindings (p, count, work, error);
      g_array_set_size (p->bindings, p->bindings->len - 1);
      g_hash_table_remove (p->env, name);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

/* forall NAME in A..B [, NAME in C..D]: STATEMENT, from the binding at p->pos. */
static gboolean
parse_bindings (Parser *p, GError **error)
{
  const Token *t = peek (p);
  g_autofree char *name = NULL;
  gint64 lo, hi;
  guint after;
  gboolean last;

  /* The outermost forall: its repetitions, nested ones included, counted
   * first and refused at once past the limit (forall i in 1..100000:
   * forall j in i + 1..100000 is five billion). */
  if (p->bindings->len == 0)
    {
      guint64 count = 0, work = 0;
      guint start = p->pos;
      gboolean ok = count_bindings (p, &count, &work, error);

      p->pos = start;
      if (!ok)
        return FALSE;
      if (count > (guint64) FORALL_MAX - MIN (p->expanded, FORALL_MAX))
        {
          if (work > FORALL_MAX || count == G_MAXUINT64)
            return error_at (error, t->line, t->column, _("the foralls make more than %" PRIu64
                                                          " repetitions: at most %u in a file"), count, FORALL_MAX);
          return error_at (error, t->line, t->column, _("the foralls make %" PRIu64 " repetitions: at "
                                                        "most %u in a file"), count, FORALL_MAX);
        }
    }
  if (!parse_binding_head (p, TRUE, &t, &name, &lo, &hi, &last, error))
    return FALSE;
  after = p->pos;
  if (hi < lo)
    {
      p->pos = statement_end (p, after);
      return TRUE;
    }
  /* A range past what is left is refused at once, not after millions of
   * constraints made (a file's 1..4294967296). */
  if ((guint64) hi - (guint64) lo >= (guint64) FORALL_MAX - MIN (p->expanded, FORALL_MAX))
    return error_at (error, t->line, t->column, _("the foralls make more than %u constraints"), FORALL_MAX);
  for (gint64 v = lo; v <= hi; v++)
    {
      gboolean ok;

      if (++p->expanded > FORALL_MAX)
        return error_at (error, t->line, t->column, _("the foralls make more than %u constraints"), FORALL_MAX);
      p->pos = after;
      g_hash_table_insert (p->env, name, &v);
      g_array_append_val (p->bindings, ((Binding) { t->start, t->length, &v }));
      ok = last ? parse_statement (p, FALSE, error) : parse_bindings (p, error);
      g_array_set_size (p->bindings, p->bindings->len - 1);
      g_hash_table_remove (p->env, name);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}

static gboolean
parse_statement (Parser *p, gboolean top, GError **error)
{
  const Token *t = peek (p);

  if (is_word (p, t, "var"))
    {
      if (!top)
        return error_at (error, t->line, t->column, _("variables are declared outside forall"));
      next (p);
      return parse_var (p, error);
    }
  if (is_word (p, t, "forall"))
    {
      next (p);
      return parse_bindings (p, error);
    }
  if (is_word (p, t, "alldifferent"))
    {
      g_autoptr(GPtrArray) items = NULL;
      g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

      next (p);
      if ((items = qd_csp_parse_list (p, error)) == NULL || !vars_of_list (p, t, items, vars, "alldifferent", error))
        return FALSE;
      return qd_csp_model_add_alldifferent (p->model, (const guint *) vars->data, vars->len, error) ||
             prefix_error (error, t);
    }
  if (is_word (p, t, "allowed") || is_word (p, t, "forbidden"))
    {
      next (p);
      return parse_table (p, t, is_word (p, t, "allowed"), error);
    }
  if (is_word (p, t, "minimize") || is_word (p, t, "maximize"))
    {
      gboolean minimize = is_word (p, t, "minimize");
      QdCspExpr *e;

      if (!top)
        return error_at (error, t->line, t->column, _("an objective is stated outside forall"));
      next (p);
      if ((e = qd_csp_parse_expr (p, error)) == NULL)
        return FALSE;
      return qd_csp_model_set_objective (p->model, minimize, QD_CSP_OBJECTIVE_EXPR, e, NULL, NULL, 0, error) ||
             prefix_error (error, t);
    }
  {
    QdCspExpr *e = qd_csp_parse_expr (p, error);

    if (e == NULL)
      return FALSE;
    return qd_csp_model_add_expr (p->model, e, error) || prefix_error (error, t);
  }
}

QdCspModel *
qd_csp_model_parse_own (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(QdCspModel) model = NULL;
  Parser p;
  gboolean ok;

  if (!qd_csp_model_size_ok (n, error))
    return NULL;
  model = qd_csp_model_new ();
  p = (Parser) { text, g_array_new (FALSE, FALSE, sizeof (Token)), 0, model,
                 g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
                 g_hash_table_new (g_str_hash, g_str_equal), 0, 0, g_array_new (FALSE, FALSE, sizeof (Binding)) };
  ok = qd_csp_parse_tokenize (&p, n, error);

  if (ok)
    qd_csp_parse_classify_operators (&p);
  while (ok && peek (&p)->kind != T_EOF)
    {
      const Token *t;
      guint first;

      if (peek (&p)->kind == T_NEWLINE)
        {
          next (&p);
          continue;
        }
      first = p.pos;
      ok = parse_statement (&p, TRUE, error);
      if (!ok)
        qd_csp_parse_hint_joined (&p, first, error);
      t = peek (&p);
      if (ok && t->kind != T_NEWLINE && t->kind != T_EOF)
        ok = unexpected (&p, t, _("the end of the line"), error);
    }
  if (ok && qd_csp_model_n_vars (model) == 0)
    ok = error_at (error, 1, 1, _("the file declares no variable (“var x in 1..3”)"));
  g_array_unref (p.tokens);
  g_hash_table_unref (p.arrays);
  g_hash_table_unref (p.env);
  g_array_unref (p.bindings);
  return ok ? g_steal_pointer (&model) : NULL;
}

gboolean
qd_csp_model_statements (const char *text, gssize length, GArray *statements, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  Parser p = { text, g_array_new (FALSE, FALSE, sizeof (Token)), 0, NULL, NULL, NULL, 0, 0 };
  gboolean ok = qd_csp_parse_tokenize (&p, n, error);
  QdCspStatement open = { 0, 0 };

  for (guint i = 0; ok && i < p.tokens->len; i++)
    {
      const Token *t = &g_array_index (p.tokens, Token, i);

      if (t->kind == T_NEWLINE || t->kind == T_EOF)
        {
          if (open.first_line != 0)
            g_array_append_val (statements, open);
          open.first_line = 0;
          continue;
        }
      if (open.first_line == 0)
        open.first_line = t->line;
      open.last_line = t->line;
    }
  g_array_unref (p.tokens);
  return ok;
}
