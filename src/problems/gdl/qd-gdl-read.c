/* qd-gdl-read.c — the KIF reader: tokens, terms built with an explicit
 * stack (so no input can nest the C stack), sentences turned into rules with
 * `or` distributed. */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-gdl-error-quark, qd_gdl_error)

void
qd_gdl_program_init (QdGdlProgram *program, const char *name)
{
  *program = (QdGdlProgram) {
    .name = g_strdup (name != NULL ? name : "rules"),
    .rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule)),
    .lits = g_array_new (FALSE, FALSE, sizeof (QdGdlLiteral)),
    .var_names = g_ptr_array_new_with_free_func (g_free),
    .roles = g_array_new (FALSE, FALSE, sizeof (guint32)),
    .warnings = g_ptr_array_new_with_free_func (g_free),
  };
  qd_gdl_store_init (&program->store);
}

void
qd_gdl_program_clear (QdGdlProgram *program)
{
  g_clear_pointer (&program->name, g_free);
  g_clear_pointer (&program->rules, g_array_unref);
  g_clear_pointer (&program->lits, g_array_unref);
  g_clear_pointer (&program->var_names, g_ptr_array_unref);
  g_clear_pointer (&program->roles, g_array_unref);
  g_clear_pointer (&program->warnings, g_ptr_array_unref);
  g_clear_pointer (&program->stratum, g_free);
  g_clear_pointer (&program->rule_order, g_free);
  g_clear_pointer (&program->recursive, g_free);
  qd_gdl_store_clear (&program->store);
}

gboolean
qd_gdl_error_at (GError **error, const QdGdlProgram *program, gint code, guint line, guint column,
                 const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, QD_GDL_ERROR, code, "%s:%u:%u: %s", program->name, line, column, message);
  return FALSE;
}

/* The byte at `line`, `column` (characters) of the text, or NULL. */
static const char *
text_at (const QdGdlProgram *program, guint line, guint column)
{
  const char *p = program->text, *end = program->text + program->length;

  for (guint l = 1; l < line && p != NULL; l++)
    p = memchr (p, '\n', end - p), p = p != NULL ? p + 1 : NULL;
  for (guint c = 1; p != NULL && c < column && p < end && *p != '\n'; c++)
    p = g_utf8_next_char (p);
  return p;
}

/* The first `token` (a whole word, its case ignored) in the balanced term
 * that begins at `start`, or NULL. */
static const char *
find_token (const char *start, const char *end, const char *token)
{
  gsize n = strlen (token);
  guint depth = 0;

  for (const char *p = start; p < end; p++)
    {
      if (*p == ';')
        {
          while (p < end && *p != '\n')
            p++;
          continue;
        }
      if (*p == '(')
        depth++;
      else if (*p == ')' && (depth == 0 || --depth == 0))
        return NULL;
      else if ((gsize) (end - p) >= n && g_ascii_strncasecmp (p, token, n) == 0 && (p == start || strchr ("( \t\r\n", p[-1]))
               && (p + n == end || strchr ("() \t\r\n;", p[n])))
        return p;
    }
  return NULL;
}

gboolean
qd_gdl_rule_error_at (GError **error, const QdGdlProgram *program, const QdGdlRule *rule, const char *token,
                      const char *message)
{
  const char *start = program->text != NULL && token != NULL ? text_at (program, rule->line, rule->column) : NULL;
  const char *at = start != NULL ? find_token (start, program->text + program->length, token) : NULL;
  guint line = rule->line, column = rule->column;

  if (at != NULL)
    {
      const char *line_start = at;

      for (const char *p = start; p < at; p++)
        line += *p == '\n';
      while (line_start > program->text && line_start[-1] != '\n')
        line_start--;
      column = (guint) g_utf8_strlen (line_start, at - line_start) + 1;
    }
  return qd_gdl_error_at (error, program, QD_GDL_ERROR_INVALID, line, column, "%s", message);
}

/* ---- sentences to rules */

typedef struct {
  QdGdlProgram *program;
  guint line, column;        /* of the sentence */
  guint32 var_names;
  guint n_vars;
} Sentence;

static gboolean
is_special (guint32 relation)
{
  return relation == QD_GDL_SYM_IMPLIES || relation == QD_GDL_SYM_NOT || relation == QD_GDL_SYM_OR
         || relation == QD_GDL_SYM_DISTINCT;
}

/* Appends the literal's alternatives (more than one for an `or`). */
static gboolean
literal_alternatives (const Sentence *s, guint32 term, gboolean negated, GArray *out, GError **error)
{
  const QdGdlStore *store = &s->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, term);
  const guint32 *args = qd_gdl_term_args (store, t);

  if (t->is_var)
    return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                            _("a variable cannot be a literal"));
  if (t->functor == QD_GDL_SYM_NOT && t->arity > 0)
    {
      if (t->arity != 1 || negated)
        return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                                _("“not” takes one literal that is not a negation"));
      return literal_alternatives (s, args[0], TRUE, out, error);
    }
  if (t->functor == QD_GDL_SYM_OR && t->arity > 0)
    {
      if (negated)
        return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                                _("the negation of “or” is not supported: write the negations"));
      for (guint i = 0; i < t->arity; i++)
        if (!literal_alternatives (s, args[i], FALSE, out, error))
          return FALSE;
      return TRUE;
    }
  if (t->functor == QD_GDL_SYM_DISTINCT && t->arity > 0)
    {
      /* (not (distinct a b)): a = b, as the community's rulesheets write it */
      QdGdlLiteral lit = { .term = term, .kind = negated ? QD_GDL_LIT_EQUAL : QD_GDL_LIT_DISTINCT };

      if (t->arity != 2)
        return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                                _("“distinct” takes two terms"));
      g_array_append_val (out, lit);
      return TRUE;
    }
  if (t->functor == QD_GDL_SYM_IMPLIES)
    return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                            _("“<=” inside a rule's body"));
  g_array_append_val (out, ((QdGdlLiteral) { .term = term, .kind = negated ? QD_GDL_LIT_NEG : QD_GDL_LIT_POS }));
  return TRUE;
}

/* A rule's equalities (not (distinct a b)) made true by unifying a and b
 * in the whole rule: `body` (n literals) loses them, the rest and the head
 * take the unifier.  *holds is FALSE when a and b cannot be equal (the
 * rule never holds).  A variable of an equality must occur in a positive
 * literal, as one of a `not` must (the specification's safety). */
static gboolean
resolve_equalities (const Sentence *s, guint32 *head, QdGdlLiteral *body, guint *n, gboolean *holds,
                    GError **error)
{
  QdGdlProgram *program = s->program;
  QdGdlStore *store = &program->store;
  g_autofree guint32 *bind = g_new (guint32, s->n_vars + 1);
  g_autofree guint8 *bound = g_new0 (guint8, s->n_vars + 1);
  g_autofree guint8 *used = g_new0 (guint8, s->n_vars + 1);
  guint kept = 0;

  memset (bind, 0xff, (s->n_vars + 1) * sizeof (guint32));
  *holds = TRUE;
  for (guint i = 0; i < *n; i++)
    if (body[i].kind == QD_GDL_LIT_POS || body[i].kind == QD_GDL_LIT_EQUAL)
      qd_gdl_term_vars (store, body[i].term, body[i].kind == QD_GDL_LIT_POS ? bound : used);
  for (guint v = 0; v < s->n_vars; v++)
    if (used[v] && !bound[v])
      {
        QdGdlRule at = { .line = s->line, .column = s->column, .n_vars = s->n_vars, .var_names = s->var_names };
        g_autoptr(GString) text = g_string_new (NULL);
        g_autofree char *message = NULL;

        qd_gdl_rule_term_print (program, &at, *head, text);
        message = g_strdup_printf (_("unsafe rule for %s: the variable %s of “(not (distinct …))” does not occur "
                                     "in a positive literal of the body"),
                                   text->str, (char *) program->var_names->pdata[s->var_names + v]);

        return qd_gdl_rule_error_at (error, program, &at, program->var_names->pdata[s->var_names + v], message);
      }
  for (guint i = 0; i < *n && *holds; i++)
    if (body[i].kind == QD_GDL_LIT_EQUAL)
      {
        const guint32 *ab = qd_gdl_term_args (store, qd_gdl_term (store, body[i].term));

        *holds = qd_gdl_unify_open (store, ab[0], ab[1], bind);
      }
  if (!*holds)
    return TRUE;
  *head = qd_gdl_substitute (store, *head, bind);
  for (guint i = 0; i < *n && *head != QD_GDL_NONE; i++)
    if (body[i].kind != QD_GDL_LIT_EQUAL)
      {
        body[kept] = body[i];
        body[kept].term = qd_gdl_substitute (store, body[i].term, bind);
        if (body[kept++].term == QD_GDL_NONE)
          *head = QD_GDL_NONE;
      }
  if (*head == QD_GDL_NONE)
    return qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, s->line, s->column,
                            _("terms nested more than %d deep"), QD_GDL_MAX_DEPTH - 1);
  *n = kept;
  return TRUE;
}

/* Adds one rule per choice of an alternative in each literal. */
static gboolean
add_rules (const Sentence *s, guint32 head, GPtrArray *alternatives, GError **error)
{
  QdGdlProgram *program = s->program;
  guint n = alternatives->len;
  g_autofree guint *choice = g_new0 (guint, n + 1);
  g_autofree QdGdlLiteral *body = g_new (QdGdlLiteral, n + 1);

  for (;;)
    {
      QdGdlRule rule = {
        .head = head, .first = program->lits->len, .n_vars = s->n_vars,
        .var_names = s->var_names, .line = s->line, .column = s->column,
      };
      gboolean equalities = FALSE, holds = TRUE;
      guint i, n_body = n;

      if (program->rules->len >= QD_GDL_MAX_RULES)
        return qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, s->line, s->column,
                                _("more than %d rules"), QD_GDL_MAX_RULES);
      for (i = 0; i < n; i++)
        {
          body[i] = g_array_index ((GArray *) alternatives->pdata[i], QdGdlLiteral, choice[i]);
          equalities |= body[i].kind == QD_GDL_LIT_EQUAL;
        }
      if (equalities && !resolve_equalities (s, &rule.head, body, &n_body, &holds, error))
        return FALSE;
      if (holds)
        {
          rule.n_body = n_body;
          g_array_append_vals (program->lits, body, n_body);
          g_array_append_val (program->rules, rule);
        }
      for (i = 0; i < n; i++)
        {
          if (++choice[i] < ((GArray *) alternatives->pdata[i])->len)
            break;
          choice[i] = 0;
        }
      if (i == n)
        return TRUE;
    }
}

static gboolean
add_sentence (const Sentence *s, guint32 term, GError **error)
{
  const QdGdlStore *store = &s->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, term);
  const guint32 *args = qd_gdl_term_args (store, t);
  g_autoptr(GPtrArray) alternatives = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  guint32 head = term;
  guint first = 0, relation;

  if (t->functor == QD_GDL_SYM_IMPLIES && t->arity > 0)
    {
      head = args[0];
      first = 1;
    }
  else if (t->functor == QD_GDL_SYM_IMPLIES)
    return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column, _("“<=” needs a head"));
  relation = qd_gdl_relation (store, head);
  if (qd_gdl_term (store, head)->is_var || is_special (relation) || relation == QD_GDL_SYM_TRUE
      || relation == QD_GDL_SYM_DOES)
    return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_INVALID, s->line, s->column,
                            _("a rule's head cannot be a variable, “true”, “does”, “not”, “or” or “distinct”"));
  if (t->arity - first > QD_GDL_MAX_BODY)
    return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column,
                            _("more than %d literals in a rule's body"), QD_GDL_MAX_BODY);
  for (guint i = first; i < t->arity && first == 1; i++)
    {
      GArray *alts = g_array_new (FALSE, FALSE, sizeof (QdGdlLiteral));

      g_ptr_array_add (alternatives, alts);
      if (!literal_alternatives (s, args[i], FALSE, alts, error))
        return FALSE;
      if (alts->len == 0)
        return qd_gdl_error_at (error, s->program, QD_GDL_ERROR_READ, s->line, s->column, _("an empty “or”"));
    }
  return add_rules (s, head, alternatives, error);
}

/* ---- tokens and terms */

typedef struct {
  QdGdlProgram *program;
  const char *text, *end, *p;
  guint line;
  const char *line_start;
  /* The column of `column_at` (characters from the line's start, 0 for
   * the first): columns are counted on from the last one asked, so a long
   * line is counted once, not from its start at every token. */
  const char *column_at;
  guint column;
  GArray *frames;            /* Frame */
  GArray *items;             /* guint32 terms of the open lists */
  GHashTable *vars;          /* folded name -> index + 1, for the sentence */
  GHashTable *spelled;       /* a constant's spelling -> its first line (qd_gdl_read only) */
  GHashTable *first_spelling;   /* folded -> the first spelling read */
  Sentence sentence;
  guint32 *term;             /* qd_gdl_read_term: the one term read, else NULL */
} Reader;

typedef struct {
  guint line, column;
  guint first_item;
} Frame;

static guint
reader_column (Reader *r, const char *at)
{
  if (r->column_at < r->line_start || at < r->column_at)
    r->column_at = r->line_start, r->column = 0;
  r->column += (guint) g_utf8_strlen (r->column_at, at - r->column_at);
  r->column_at = at;
  return r->column + 1;
}

static gboolean
reader_error (Reader *r, const char *at, GError **error, const char *message)
{
  return qd_gdl_error_at (error, r->program, QD_GDL_ERROR_READ, r->line, reader_column (r, at), "%s", message);
}

static guint32
variable_term (Reader *r, const char *name, gsize length, GError **error)
{
  g_autofree char *folded = g_ascii_strdown (name, length);
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (r->vars, folded));

  if (index == 0)
    {
      if (r->sentence.n_vars >= QD_GDL_MAX_VARS)
        {
          reader_error (r, name, error, _("too many variables in one sentence"));
          return QD_GDL_NONE;
        }
      index = ++r->sentence.n_vars;
      g_ptr_array_add (r->program->var_names, g_strndup (name, length));
      g_hash_table_insert (r->vars, g_steal_pointer (&folded), GUINT_TO_POINTER (index));
    }
  return qd_gdl_store_make (&r->program->store, index - 1, TRUE, 0, NULL);
}

/* A sentence begins: its position, and a fresh set of variables. */
static void
begin_sentence (Reader *r, const char *at)
{
  g_hash_table_remove_all (r->vars);
  r->sentence = (Sentence) {
    .program = r->program, .line = r->line, .column = reader_column (r, at),
    .var_names = r->program->var_names->len,
  };
}

/* A term at the top level: a sentence, or the one term asked for. */
static gboolean
end_sentence (Reader *r, guint32 term, GError **error)
{
  if (r->term == NULL)
    return add_sentence (&r->sentence, term, error);
  if (*r->term != QD_GDL_NONE)
    return qd_gdl_error_at (error, r->program, QD_GDL_ERROR_READ, r->sentence.line, r->sentence.column,
                            _("one fact is expected, not several"));
  *r->term = term;
  return TRUE;
}

static gboolean
close_list (Reader *r, GError **error)
{
  Frame frame = g_array_index (r->frames, Frame, r->frames->len - 1);
  guint n = r->items->len - frame.first_item;
  guint32 *items;
  const QdGdlTerm *head;
  guint32 term;

  /* before the items' address: the list of a file's first "()" has no data */
  if (n == 0)
    return qd_gdl_error_at (error, r->program, QD_GDL_ERROR_READ, frame.line, frame.column, _("an empty list"));
  items = &g_array_index (r->items, guint32, frame.first_item);
  head = qd_gdl_term (&r->program->store, items[0]);
  if (head->is_var || head->arity != 0)
    return qd_gdl_error_at (error, r->program, QD_GDL_ERROR_READ, frame.line, frame.column,
                            _("a list must begin with a constant"));
  term = qd_gdl_store_make (&r->program->store, head->functor, FALSE, n - 1, items + 1);
  g_array_set_size (r->items, frame.first_item);
  g_array_set_size (r->frames, r->frames->len - 1);
  if (r->frames->len > 0)
    {
      g_array_append_val (r->items, term);
      return TRUE;
    }
  return end_sentence (r, term, error);
}

/* A constant spelled otherwise than where it was first read (`nextrank`
 * after `nextRank`): the same constant here, as constants are compared
 * without regard to case; GGP Base's prover reads two (it lower-cases the
 * keywords only, `noop` not among them).  A warning at each new spelling. */
static void
note_spelling (Reader *r, guint32 symbol, const char *start, gsize length)
{
  g_autofree char *spelling = NULL;
  g_autofree char *folded = NULL;
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) placed = NULL;
  const char *first;

  if (r->spelled == NULL || symbol < QD_GDL_SYM_NOOP)
    return;
  spelling = g_strndup (start, length);
  if (g_hash_table_contains (r->spelled, spelling))
    return;
  folded = g_ascii_strdown (spelling, -1);
  first = g_hash_table_lookup (r->first_spelling, folded);
  g_hash_table_insert (r->spelled, g_strdup (spelling), GUINT_TO_POINTER (r->line));
  if (first == NULL)
    {
      g_hash_table_insert (r->first_spelling, g_steal_pointer (&folded), g_steal_pointer (&spelling));
      return;
    }
  message = g_strdup_printf (_("“%s” is read as “%s” (line %u): constants are compared without regard to "
                               "case, where GGP Base's prover reads two names"),
                             spelling, first, GPOINTER_TO_UINT (g_hash_table_lookup (r->spelled, first)));
  text = g_strdup_printf (_("warning: %s"), message);
  qd_gdl_error_at (&placed, r->program, QD_GDL_ERROR_READ, r->line, reader_column (r, start), "%s", text);
  g_ptr_array_add (r->program->warnings, g_strdup (placed->message));
}

static gboolean
read_atom (Reader *r, const char *start, gsize length, GError **error)
{
  guint32 term;

  if (start[0] == '?' && length == 1)
    return reader_error (r, start, error, _("a variable needs a name after “?”"));
  if (r->frames->len == 0)
    {
      begin_sentence (r, start);
      if (start[0] == '?')
        return reader_error (r, start, error, _("a variable cannot be a sentence"));
    }
  if (start[0] == '?')
    term = variable_term (r, start, length, error);
  else
    {
      guint32 symbol = qd_gdl_store_symbol (&r->program->store, start, length);

      note_spelling (r, symbol, start, length);
      term = qd_gdl_store_make (&r->program->store, symbol, FALSE, 0, NULL);
    }
  if (term == QD_GDL_NONE)
    return FALSE;
  if (r->frames->len > 0)
    {
      g_array_append_val (r->items, term);
      return TRUE;
    }
  return end_sentence (r, term, error);
}

static gboolean
open_list (Reader *r, GError **error)
{
  Frame frame = { .line = r->line, .column = reader_column (r, r->p), .first_item = r->items->len };

  if (r->frames->len >= QD_GDL_MAX_DEPTH - 1)
    {
      g_autofree char *message = g_strdup_printf (_("terms nested more than %d deep"), QD_GDL_MAX_DEPTH - 1);
      return reader_error (r, r->p, error, message);
    }
  if (r->frames->len == 0)
    begin_sentence (r, r->p);
  g_array_append_val (r->frames, frame);
  return TRUE;
}

static gboolean
is_delimiter (char c)
{
  return c == '(' || c == ')' || c == ';' || g_ascii_isspace (c);
}

static gboolean
read_token (Reader *r, GError **error)
{
  char c = *r->p;

  if (c == '\n')
    {
      r->line++;
      r->line_start = ++r->p;
      return TRUE;
    }
  if (g_ascii_isspace (c))
    return r->p++, TRUE;
  if (c == ';')
    {
      while (r->p < r->end && *r->p != '\n')
        r->p++;
      return TRUE;
    }
  if (c == '(')
    return open_list (r, error) && (r->p++, TRUE);
  if (c == ')')
    {
      if (r->frames->len == 0)
        return reader_error (r, r->p, error, _("a “)” closes nothing"));
      r->p++;
      return close_list (r, error);
    }
  if ((guchar) c < 0x20 || c == 0x7f)
    return reader_error (r, r->p, error, _("a control character: not a rulesheet"));
  {
    const char *start = r->p;

    while (r->p < r->end && !is_delimiter (*r->p))
      {
        if ((guchar) *r->p < 0x20 || *r->p == 0x7f)
          return reader_error (r, r->p, error, _("a control character: not a rulesheet"));
        r->p++;
      }
    return read_atom (r, start, r->p - start, error);
  }
}

static gboolean
check_bytes (QdGdlProgram *program, const char *text, gsize length, GError **error)
{
  const char *bad;
  guint line = 1;
  const char *line_start = text;

  if (length > QD_GDL_MAX_FILE_BYTES)
    return qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, 1, 1, _("larger than %d bytes"),
                            QD_GDL_MAX_FILE_BYTES);
  if (g_utf8_validate_len (text, length, &bad) && memchr (text, '\0', length) == NULL)
    return TRUE;
  if (memchr (text, '\0', length) != NULL && (const char *) memchr (text, '\0', length) < bad)
    bad = memchr (text, '\0', length);
  for (const char *p = text; p < bad; p++)
    if (*p == '\n')
      line++, line_start = p + 1;
  return qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, line, (guint) (bad - line_start) + 1,
                          _("not UTF-8 text: not a rulesheet"));
}

static gboolean
read_text (QdGdlProgram *program, const char *text, gsize length, guint32 *term, GError **error)
{
  g_autoptr(GHashTable) vars = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (guint32));
  /* a rulesheet's spellings; a term asked for (a move, a fact) is read in any case */
  g_autoptr(GHashTable) spelled = term == NULL ? g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL) : NULL;
  g_autoptr(GHashTable) first_spelling = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  Reader r = {
    .program = program, .text = text, .end = text + length, .p = text, .line = 1, .line_start = text,
    .frames = frames, .items = items, .vars = vars, .spelled = spelled, .first_spelling = first_spelling,
    .term = term,
  };

  if (!check_bytes (program, text, length, error))
    return FALSE;
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    r.p = r.line_start = text + 3;
  while (r.p < r.end)
    if (!read_token (&r, error))
      return FALSE;
  if (frames->len > 0)
    {
      Frame open = g_array_index (frames, Frame, frames->len - 1);

      return qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, open.line, open.column,
                              _("this “(” is never closed"));
    }
  return TRUE;
}

gboolean
qd_gdl_read (QdGdlProgram *program, const char *text, gsize length, GError **error)
{
  return read_text (program, text, length, NULL, error);
}

gboolean
qd_gdl_read_term (QdGdlProgram *program, const char *text, const char *label, guint32 *term, GError **error)
{
  char *name = program->name;
  gboolean ok;

  *term = QD_GDL_NONE;
  program->name = (char *) label;
  ok = read_text (program, text, strlen (text), term, error);
  if (ok && *term == QD_GDL_NONE)
    ok = qd_gdl_error_at (error, program, QD_GDL_ERROR_READ, 1, 1, _("a fact is expected"));
  program->name = name;
  return ok;
}
