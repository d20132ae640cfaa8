/* qd-prop.c — propositional formulas: the node array, the parser, the
 * printer and evaluation (the design is in qd-prop.h). */
#include "config.h"
#include "qd-prop.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-lex.h"
#include "qd-text.h"

G_DEFINE_QUARK (qd-prop-error-quark, qd_prop_error)

QdProp *
qd_prop_new (void)
{
  QdProp *prop = g_new0 (QdProp, 1);

  prop->nodes = g_array_new (FALSE, FALSE, sizeof (QdPropNode));
  prop->names = g_ptr_array_new_with_free_func (g_free);
  prop->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  return prop;
}

void
qd_prop_free (QdProp *prop)
{
  if (prop == NULL)
    return;
  g_array_unref (prop->nodes);
  g_hash_table_unref (prop->by_name);
  g_ptr_array_unref (prop->names);
  g_free (prop);
}

static guint
add_node (QdProp *prop, QdPropOp op, guint left, guint right)
{
  QdPropNode node = { op, left, right };

  if (prop->nodes->len >= QD_PROP_MAX_NODES)
    {
      prop->overflow = TRUE;
      return op == QD_PROP_SYM ? 0 : left;
    }
  g_array_append_val (prop->nodes, node);
  return prop->nodes->len - 1;
}

guint
qd_prop_lookup (const QdProp *prop, const char *name)
{
  guint id = GPOINTER_TO_UINT (g_hash_table_lookup (prop->by_name, name));

  return id == 0 ? QD_PROP_NONE : id - 1;
}

guint
qd_prop_symbol (QdProp *prop, const char *name)
{
  guint id = qd_prop_lookup (prop, name);

  if (id == QD_PROP_NONE)
    {
      char *copy = g_strdup (name);

      id = prop->names->len;
      g_ptr_array_add (prop->names, copy);
      g_hash_table_insert (prop->by_name, copy, GUINT_TO_POINTER (id + 1));
    }
  return add_node (prop, QD_PROP_SYM, id, 0);
}

guint
qd_prop_not (QdProp *prop, guint operand)
{
  return add_node (prop, QD_PROP_NOT, operand, 0);
}

guint
qd_prop_binary (QdProp *prop, QdPropOp op, guint left, guint right)
{
  return add_node (prop, op, left, right);
}

const QdPropNode *
qd_prop_node (const QdProp *prop, guint index)
{
  return &g_array_index (prop->nodes, QdPropNode, index);
}

guint
qd_prop_n_symbols (const QdProp *prop)
{
  return prop->names->len;
}

const char *
qd_prop_symbol_name (const QdProp *prop, guint symbol)
{
  return g_ptr_array_index (prop->names, symbol);
}

/* The lexer. */

typedef enum { T_END, T_SYM, T_NOT, T_AND, T_OR, T_IMP, T_IFF, T_LP, T_RP, T_BAD } Tok;

static const QdLexWord connectives[] = {
  { "¬", T_NOT }, { "~", T_NOT }, { "∧", T_AND }, { "&", T_AND }, { "∨", T_OR }, { "|", T_OR },
  { "⇒", T_IMP }, { "=>", T_IMP }, { "⇔", T_IFF }, { "<=>", T_IFF }, { "(", T_LP }, { ")", T_RP },
};
static const QdLexSpec spec = { connectives, G_N_ELEMENTS (connectives), FALSE, T_END, T_SYM, T_BAD };

typedef struct
{
  QdProp *prop;
  QdLex lex;
  guint depth;
  GError **error;
  gboolean failed;
} Parser;

/* Fails at the current token: what was expected, and what is there. */
static guint
fail (Parser *ps, const char *expected)
{
  if (ps->failed)
    return 0;
  ps->failed = TRUE;
  if (ps->lex.tok == T_END)
    g_set_error (ps->error, QD_PROP_ERROR, QD_PROP_ERROR_SYNTAX,
                 _("line %u, column %u: the formula ends where %s was expected"),
                 ps->lex.tok_line, ps->lex.tok_column, expected);
  else
    {
      g_autofree char *found = qd_text_quote (ps->lex.start, ps->lex.len);
      g_set_error (ps->error, QD_PROP_ERROR, QD_PROP_ERROR_SYNTAX,
                   _("line %u, column %u: %s was expected, not “%s”"),
                   ps->lex.tok_line, ps->lex.tok_column, expected, found);
    }
  return 0;
}

static guint parse_iff (Parser *ps);

static guint
parse_unary (Parser *ps)
{
  guint node;

  if (ps->failed)
    return 0;
  if (ps->lex.tok != T_SYM && ps->lex.tok != T_NOT && ps->lex.tok != T_LP)
    return fail (ps, _("a symbol, “¬” or “(”"));
  if (ps->lex.tok == T_SYM)
    {
      g_autofree char *name = g_strndup (ps->lex.start, ps->lex.len);
      qd_lex_next (&ps->lex);
      return qd_prop_symbol (ps->prop, name);
    }
  if (++ps->depth > QD_PROP_MAX_DEPTH)
    {
      ps->failed = TRUE;
      g_set_error (ps->error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG,
                   _("line %u, column %u: the formula is nested more than %u deep"),
                   ps->lex.tok_line, ps->lex.tok_column, QD_PROP_MAX_DEPTH);
      return 0;
    }
  if (ps->lex.tok == T_NOT)
    {
      qd_lex_next (&ps->lex);
      node = qd_prop_not (ps->prop, parse_unary (ps));
    }
  else
    {
      qd_lex_next (&ps->lex);
      node = parse_iff (ps);
      if (!ps->failed && ps->lex.tok != T_RP)
        return fail (ps, _("“)”"));
      qd_lex_next (&ps->lex);
    }
  ps->depth--;
  return node;
}

/* A left-grouping level: operands of `below` joined by `tok`. */
static guint
parse_left (Parser *ps, Tok tok, QdPropOp op, guint (*below) (Parser *))
{
  guint node = below (ps);

  while (!ps->failed && ps->lex.tok == (gint) tok)
    {
      qd_lex_next (&ps->lex);
      node = qd_prop_binary (ps->prop, op, node, below (ps));
    }
  return node;
}

static guint
parse_and (Parser *ps)
{
  return parse_left (ps, T_AND, QD_PROP_AND, parse_unary);
}

static guint
parse_or (Parser *ps)
{
  return parse_left (ps, T_OR, QD_PROP_OR, parse_and);
}

/* ⇒ groups to the right: the operands are read first, then folded. */
static guint
parse_implies (Parser *ps)
{
  g_autoptr (GArray) operands = g_array_new (FALSE, FALSE, sizeof (guint));
  guint node = parse_or (ps);

  g_array_append_val (operands, node);
  while (!ps->failed && ps->lex.tok == T_IMP)
    {
      qd_lex_next (&ps->lex);
      node = parse_or (ps);
      g_array_append_val (operands, node);
    }
  node = g_array_index (operands, guint, operands->len - 1);
  for (guint i = operands->len - 1; i-- > 0;)
    node = qd_prop_binary (ps->prop, QD_PROP_IMPLIES, g_array_index (operands, guint, i), node);
  return node;
}

static guint
parse_iff (Parser *ps)
{
  return parse_left (ps, T_IFF, QD_PROP_IFF, parse_implies);
}

guint
qd_prop_parse (QdProp *prop, const char *text, GError **error)
{
  return qd_prop_parse_at (prop, text, 1, 1, error);
}

guint
qd_prop_parse_at (QdProp *prop, const char *text, guint line, guint column, GError **error)
{
  Parser ps = { .prop = prop, .error = error };
  guint mark = prop->nodes->len;
  guint root;

  qd_lex_init_at (&ps.lex, &spec, text, line, column);
  root = parse_iff (&ps);
  if (!ps.failed && ps.lex.tok != T_END)
    fail (&ps, _("a connective"));
  if (!ps.failed && prop->overflow)
    g_set_error (error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG,
                 _("the formula has more than %u nodes"), QD_PROP_MAX_NODES);
  if (ps.failed || prop->overflow)
    {
      g_array_set_size (prop->nodes, mark);
      prop->overflow = FALSE;
      return QD_PROP_NONE;
    }
  return root;
}

/* The printer. */

static const char *const op_text[] = { "", "¬", " ∧ ", " ∨ ", " ⇒ ", " ⇔ " };
static const int op_prec[] = { 5, 4, 3, 2, 1, 0 };

static gboolean
needs_parens (QdPropOp parent, QdPropOp child, gboolean right)
{
  if (op_prec[child] != op_prec[parent])
    return op_prec[child] < op_prec[parent];
  if (parent == QD_PROP_AND || parent == QD_PROP_OR || parent == QD_PROP_NOT)
    return FALSE;
  /* ⇒ groups to the right, ⇔ to the left. */
  return parent == QD_PROP_IMPLIES ? !right : right;
}

static void
print_node (const QdProp *prop, guint index, GString *out)
{
  const QdPropNode *node = qd_prop_node (prop, index);
  guint children[2] = { node->left, node->right };
  guint n = node->op == QD_PROP_NOT ? 1 : 2;

  if (node->op == QD_PROP_SYM)
    {
      g_string_append (out, qd_prop_symbol_name (prop, node->left));
      return;
    }
  if (node->op == QD_PROP_NOT)
    g_string_append (out, op_text[QD_PROP_NOT]);
  for (guint i = 0; i < n; i++)
    {
      gboolean parens = needs_parens (node->op, qd_prop_node (prop, children[i])->op, i == 1);

      if (i == 1)
        g_string_append (out, op_text[node->op]);
      if (parens)
        g_string_append_c (out, '(');
      print_node (prop, children[i], out);
      if (parens)
        g_string_append_c (out, ')');
    }
}

char *
qd_prop_print (const QdProp *prop, guint root)
{
  GString *out = g_string_new (NULL);

  print_node (prop, root, out);
  return g_string_free (out, FALSE);
}

gboolean
qd_prop_eval (const QdProp *prop, guint root, const guint8 *values)
{
  const QdPropNode *node = qd_prop_node (prop, root);

  switch ((QdPropOp) node->op)
    {
    case QD_PROP_SYM: return values[node->left] != 0;
    case QD_PROP_NOT: return !qd_prop_eval (prop, node->left, values);
    case QD_PROP_AND: return qd_prop_eval (prop, node->left, values) && qd_prop_eval (prop, node->right, values);
    case QD_PROP_OR: return qd_prop_eval (prop, node->left, values) || qd_prop_eval (prop, node->right, values);
    case QD_PROP_IMPLIES: return !qd_prop_eval (prop, node->left, values) || qd_prop_eval (prop, node->right, values);
    case QD_PROP_IFF: return qd_prop_eval (prop, node->left, values) == qd_prop_eval (prop, node->right, values);
    default: g_assert_not_reached ();
    }
}
