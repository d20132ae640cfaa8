/* qd-fol-parse.c — reading definite clauses and queries (the language is in
 * qd-fol.h).  Recursive descent, its depth bounded by QD_FOL_MAX_DEPTH so
 * that a text nested 10^5 deep is refused, not a stack overflow; a failed
 * sentence takes back every term, variable and name it made. */
#include "config.h"
#include "qd-fol-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-lex.h"
#include "qd-text.h"

typedef enum { T_END, T_NAME, T_LP, T_RP, T_COMMA, T_AND, T_IMP, T_BAD } Tok;

static const QdLexWord punctuation[] = {
  { "(", T_LP }, { ")", T_RP }, { ",", T_COMMA }, { "∧", T_AND }, { "&", T_AND }, { "⇒", T_IMP }, { "=>", T_IMP },
};
static const QdLexSpec spec = { punctuation, G_N_ELEMENTS (punctuation), TRUE, T_END, T_NAME, T_BAD };

typedef struct
{
  QdFol *fol;
  QdLex lex;
  guint depth;
  GError **error;
  gboolean failed;
  GHashTable *vars;         /* name → variable term + 1 */
  GArray *stack;            /* guint: arguments being read */
  GArray *changed;          /* guint: names given a role here */
  GArray *query_vars;       /* guint variable terms, in order met (NULL: not kept) */
} Parser;

/* Fails at the current token: what was expected, and what is there. */
static guint
fail (Parser *ps, const char *expected)
{
  if (ps->failed)
    return QD_FOL_NONE;
  ps->failed = TRUE;
  if (ps->lex.tok == T_END)
    g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX,
                 _("line %u, column %u: the sentence ends where %s was expected"),
                 ps->lex.tok_line, ps->lex.tok_column, expected);
  else
    {
      g_autofree char *found = qd_text_quote (ps->lex.start, ps->lex.len);
      g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX,
                   _("line %u, column %u: %s was expected, not “%s”"),
                   ps->lex.tok_line, ps->lex.tok_column, expected, found);
    }
  return QD_FOL_NONE;
}

static guint
fail_too_big (Parser *ps, guint line, guint column)
{
  if (!ps->failed)
    {
      ps->failed = TRUE;
      if (ps->depth > QD_FOL_MAX_DEPTH)
        g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG,
                     _("line %u, column %u: the sentence is nested more than %u deep"),
                     line, column, QD_FOL_MAX_DEPTH);
      else
        g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG,
                     _("line %u, column %u: more than %u terms"), line, column, QD_FOL_MAX_TERMS);
    }
  return QD_FOL_NONE;
}

/* The name's role and arity agree with its first use, or an error. */
static gboolean
check_role (Parser *ps, guint name, QdFolRoleKind role, guint arity, guint line, guint column)
{
  QdFolRole *r = &g_array_index (ps->fol->roles, QdFolRole, name);
  const char *text = qd_fol_name (ps->fol, name);

  if (r->role == QD_FOL_ROLE_NONE)
    {
      *r = (QdFolRole) { role, arity, line, column };
      g_array_append_val (ps->changed, name);
      return TRUE;
    }
  if (r->role == role && r->arity == arity)
    return TRUE;
  ps->failed = TRUE;
  if (r->role != role)
    g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_ARITY,
                 role == QD_FOL_ROLE_PRED
                 ? _("line %u, column %u: “%s” is a function or a constant (line %u, column %u), here a predicate")
                 : _("line %u, column %u: “%s” is a predicate (line %u, column %u), here a function or a constant"),
                 line, column, text, r->line, r->column);
  else
    g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_ARITY,
                 _("line %u, column %u: “%s” has %u arguments (line %u, column %u), here %u"),
                 line, column, text, r->arity, r->line, r->column, arity);
  return FALSE;
}

static guint
parse_variable (Parser *ps, const char *name)
{
  guint term = GPOINTER_TO_UINT (g_hash_table_lookup (ps->vars, name));
  guint symbol;

  if (term != 0)
    return term - 1;
  symbol = qd_fol_intern (ps->fol, name);
  g_array_index (ps->fol->roles, QdFolRole, symbol).role = QD_FOL_ROLE_VAR;
  term = qd_fol_new_var (ps->fol, symbol, 0);
  if (term == QD_FOL_NONE)
    return fail_too_big (ps, ps->lex.tok_line, ps->lex.tok_column);
  g_hash_table_insert (ps->vars, g_strdup (name), GUINT_TO_POINTER (term + 1));
  if (ps->query_vars != NULL)
    g_array_append_val (ps->query_vars, term);
  return term;
}

static guint parse_term (Parser *ps);

/* The arguments of a function or an atom after its name, if any. */
static guint
parse_compound (Parser *ps, QdFolKind kind, guint symbol, guint line, guint column)
{
  guint base = ps->stack->len, arity, term;

  if (ps->lex.tok == T_LP)
    {
      if (++ps->depth > QD_FOL_MAX_DEPTH)
        return fail_too_big (ps, ps->lex.tok_line, ps->lex.tok_column);
      do
        {
          qd_lex_next (&ps->lex);
          term = parse_term (ps);
          if (ps->failed)
            return QD_FOL_NONE;
          g_array_append_val (ps->stack, term);
        }
      while (ps->lex.tok == T_COMMA);
      if (ps->lex.tok != T_RP)
        return fail (ps, _("“,” or “)”"));
      qd_lex_next (&ps->lex);
      ps->depth--;
    }
  arity = ps->stack->len - base;
  if (!check_role (ps, symbol, kind == QD_FOL_ATOM ? QD_FOL_ROLE_PRED : QD_FOL_ROLE_FUN, arity, line, column))
    return QD_FOL_NONE;
  term = qd_fol_make (ps->fol, kind, symbol, &g_array_index (ps->stack, guint, base), arity);
  g_array_set_size (ps->stack, base);
  return term == QD_FOL_NONE ? fail_too_big (ps, line, column) : term;
}

static guint
parse_term (Parser *ps)
{
  g_autofree char *name = NULL;
  guint line = ps->lex.tok_line, column = ps->lex.tok_column;

  if (ps->lex.tok != T_NAME)
    return fail (ps, _("a term"));
  name = g_strndup (ps->lex.start, ps->lex.len);
  qd_lex_next (&ps->lex);
  if (g_ascii_islower (name[0]))
    {
      if (ps->lex.tok == T_LP)
        {
          ps->failed = TRUE;
          g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX,
                       _("line %u, column %u: “%s” is a variable (it begins in lower case), which takes no arguments"),
                       line, column, name);
          return QD_FOL_NONE;
        }
      return parse_variable (ps, name);
    }
  return parse_compound (ps, QD_FOL_FUN, qd_fol_intern (ps->fol, name), line, column);
}

static guint
parse_atom (Parser *ps)
{
  g_autofree char *name = NULL;
  guint line = ps->lex.tok_line, column = ps->lex.tok_column;

  if (ps->failed)
    return QD_FOL_NONE;
  if (ps->lex.tok != T_NAME || g_ascii_islower (*ps->lex.start))
    return fail (ps, _("an atom (a predicate in upper case)"));
  name = g_strndup (ps->lex.start, ps->lex.len);
  qd_lex_next (&ps->lex);
  return parse_compound (ps, QD_FOL_ATOM, qd_fol_intern (ps->fol, name), line, column);
}

static void
parser_init (Parser *ps, QdFol *fol, const char *text, guint line, GError **error)
{
  *ps = (Parser) { .fol = fol, .error = error };
  ps->vars = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  ps->stack = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  ps->changed = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  qd_lex_init (&ps->lex, &spec, text, line);
}

/* Ends a parse: on failure, takes back what it made. */
static void
parser_end (Parser *ps, const QdFolMark *mark)
{
  if (ps->failed)
    qd_fol_rollback (ps->fol, mark, ps->changed);
  g_hash_table_unref (ps->vars);
  g_array_unref (ps->stack);
  g_array_unref (ps->changed);
}

/* The atoms of a sentence: premises, then the conclusion last. */
static void
parse_atoms (Parser *ps, GArray *atoms, gboolean *implies)
{
  guint atom = parse_atom (ps);

  g_array_append_val (atoms, atom);
  while (!ps->failed && ps->lex.tok == T_AND)
    {
      if (atoms->len >= QD_FOL_MAX_PREMISES)
        {
          ps->failed = TRUE;
          g_set_error (ps->error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG,
                       _("line %u, column %u: more than %u premises"), ps->lex.tok_line, ps->lex.tok_column,
                       QD_FOL_MAX_PREMISES);
          return;
        }
      qd_lex_next (&ps->lex);
      atom = parse_atom (ps);
      g_array_append_val (atoms, atom);
    }
  *implies = !ps->failed && ps->lex.tok == T_IMP;
  if (*implies)
    {
      qd_lex_next (&ps->lex);
      atom = parse_atom (ps);
      g_array_append_val (atoms, atom);
    }
  if (!ps->failed && ps->lex.tok != T_END)
    fail (ps, *implies ? _("the end of the sentence") : _("“∧”, “⇒” or the end of the sentence"));
  else if (!ps->failed && !*implies && atoms->len > 1)
    fail (ps, _("“⇒” and a conclusion after a conjunction"));
}

guint
qd_fol_parse_sentence (QdFol *fol, const char *text, guint line, GError **error)
{
  g_autoptr (GArray) atoms = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  QdFolMark mark;
  Parser ps;
  gboolean implies;
  QdFolClause clause = { 0 };

  if (fol->clauses->len >= QD_FOL_MAX_CLAUSES)
    {
      g_set_error (error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG,
                   _("line %u: more than %u sentences"), line, QD_FOL_MAX_CLAUSES);
      return QD_FOL_NONE;
    }
  qd_fol_mark (fol, &mark);
  parser_init (&ps, fol, text, line, error);
  parse_atoms (&ps, atoms, &implies);
  if (!ps.failed)
    {
      clause.conclusion = g_array_index (atoms, guint, atoms->len - 1);
      clause.premises = fol->premises->len;
      clause.n_premises = atoms->len - 1;
      clause.first_var = mark.vars;
      clause.n_vars = fol->vars->len - mark.vars;
      clause.line = line;
      g_array_append_vals (fol->premises, atoms->data, clause.n_premises);
      g_array_append_val (fol->clauses, clause);
    }
  parser_end (&ps, &mark);
  return ps.failed ? QD_FOL_NONE : fol->clauses->len - 1;
}

guint
qd_fol_parse_query (QdFol *fol, const char *text, guint line, GArray *vars, GError **error)
{
  QdFolMark mark;
  Parser ps;
  guint atom;
  guint n_vars = vars != NULL ? vars->len : 0;

  qd_fol_mark (fol, &mark);
  parser_init (&ps, fol, text, line, error);
  ps.query_vars = vars;
  for (guint i = 0; vars != NULL && i < vars->len; i++)
    {
      guint term = g_array_index (vars, guint, i);
      const QdFolVar *var = &g_array_index (fol->vars, QdFolVar, qd_fol_var_of (fol, term));

      if (var->copy == 0)
        g_hash_table_insert (ps.vars, g_strdup (qd_fol_name (fol, var->name)), GUINT_TO_POINTER (term + 1));
    }
  atom = parse_atom (&ps);
  if (!ps.failed && ps.lex.tok != T_END)
    fail (&ps, _("the end of the query (a query is one atom)"));
  parser_end (&ps, &mark);
  if (ps.failed && vars != NULL)
    g_array_set_size (vars, n_vars);
  return ps.failed ? QD_FOL_NONE : atom;
}

gboolean
qd_fol_parse_kb (QdFol *fol, const char *text, GError **error)
{
  QdLineReader reader;
  const char *line;
  gsize length;

  if (!qd_text_validate (text, strlen (text), QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX, error))
    return FALSE;
  qd_line_reader_init (&reader, text, strlen (text));
  while (qd_line_reader_next (&reader, &line, &length))
    {
      g_autofree char *sentence = NULL;
      const char *hash = memchr (line, '#', length);

      if (hash != NULL)
        length = hash - line;
      if (qd_text_is_blank (line, length))
        continue;
      sentence = g_strndup (line, length);
      if (qd_fol_parse_sentence (fol, sentence, reader.line, error) == QD_FOL_NONE)
        return FALSE;
    }
  return TRUE;
}
