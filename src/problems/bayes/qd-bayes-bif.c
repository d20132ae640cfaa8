/* qd-bayes-bif.c — reading BIF (qd-bayes.h: bnlearn's layout, JavaBayes'
 * 0.15 dialect and Quandary's decision extension) with a tokenizer that
 * counts lines.
 *
 * Tokens: words (any run of characters but blanks, `{ } ( ) [ ] ; , | "`
 * and the start of a comment: bnlearn's states are `<5`, `>=7.5`, `12+`,
 * `Transp.`), quoted strings (no escapes, on one line), and those marks.
 * Keywords are words in their place only: a quoted "table" is a name, and
 * a state named `Stable` is never a keyword.  A property runs to its `;`.
 *
 * Two passes: the first reads the network and variable blocks and notes
 * where each table block starts; the second reads the tables, so a table
 * may come before its parents' variables.  Rows are found by their states'
 * names, never by their place in the block. */
#include "config.h"
#include "qd-bayes.h"
#include "qd-bayes-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-text.h"

/* ---- tokens */

typedef enum
{
  TOKEN_END,
  TOKEN_WORD,
  TOKEN_STRING,
  TOKEN_MARK,
} TokenKind;

typedef struct
{
  TokenKind kind;
  const char *text;     /* WORD, STRING (inside the quotes), MARK: the mark */
  gsize length;
  guint line;
} Token;

typedef struct
{
  const char *p, *end;
  guint line;
} Lexer;

#define MARKS "{}()[];,|\""

static gboolean
starts_comment (const Lexer *lx, const char *p)
{
  return p + 1 < lx->end && p[0] == '/' && (p[1] == '/' || p[1] == '*');
}

/* Past blanks and comments, counting lines. */
static gboolean
skip_blanks (Lexer *lx, GError **error)
{
  while (lx->p < lx->end)
    {
      if (*lx->p == '\n')
        lx->line++, lx->p++;
      else if (g_ascii_isspace (*lx->p))
        lx->p++;
      else if (starts_comment (lx, lx->p) && lx->p[1] == '/')
        while (lx->p < lx->end && *lx->p != '\n')
          lx->p++;
      else if (starts_comment (lx, lx->p))
        {
          guint line = lx->line;

          for (lx->p += 2; lx->p + 1 < lx->end && !(lx->p[0] == '*' && lx->p[1] == '/'); lx->p++)
            lx->line += *lx->p == '\n';
          if (lx->p + 1 >= lx->end)
            return qd_bayes_parse_error (error, line, _("a comment “/*” is never closed"));
          lx->p += 2;
        }
      else
        break;
    }
  return TRUE;
}

static gboolean
lex_next (Lexer *lx, Token *token, GError **error)
{
  if (!skip_blanks (lx, error))
    return FALSE;
  *token = (Token) { .kind = TOKEN_END, .text = lx->p, .line = lx->line };
  if (lx->p == lx->end)
    return TRUE;
  if (*lx->p == '"')
    {
      const char *close = lx->p + 1;

      while (close < lx->end && *close != '"' && *close != '\n')
        close++;
      if (close == lx->end || *close != '"')
        return qd_bayes_parse_error (error, lx->line, _("a quoted name is not closed on its line"));
      *token = (Token) { TOKEN_STRING, lx->p + 1, (gsize) (close - lx->p - 1), lx->line };
      lx->p = close + 1;
      return TRUE;
    }
  if (strchr (MARKS, *lx->p) != NULL)
    {
      *token = (Token) { TOKEN_MARK, lx->p++, 1, lx->line };
      return TRUE;
    }
  token->kind = TOKEN_WORD;
  while (lx->p < lx->end && !g_ascii_isspace (*lx->p) && strchr (MARKS, *lx->p) == NULL && !starts_comment (lx, lx->p))
    lx->p++;
  token->length = (gsize) (lx->p - token->text);
  return TRUE;
}

static gboolean
lex_peek (Lexer *lx, Token *token, GError **error)
{
  Lexer saved = *lx;

  if (!lex_next (lx, token, error))
    return FALSE;
  *lx = saved;
  return TRUE;
}

static gboolean
is_word (const Token *token, const char *word)
{
  return token->kind == TOKEN_WORD && token->length == strlen (word) && memcmp (token->text, word, token->length) == 0;
}

static gboolean
is_mark (const Token *token, char mark)
{
  return token->kind == TOKEN_MARK && token->text[0] == mark;
}

static gboolean
is_name (const Token *token)
{
  return token->kind == TOKEN_WORD || token->kind == TOKEN_STRING;
}

static gboolean
unexpected (const Token *token, const char *expected, GError **error)
{
  g_autofree char *quoted = token->kind == TOKEN_END ? NULL : qd_text_quote (token->text, (gssize) token->length);

  if (token->kind == TOKEN_END)
    return qd_bayes_parse_error (error, token->line, _("expected %s, found the end of the file"), expected);
  return qd_bayes_parse_error (error, token->line, _("expected %s, found “%s”"), expected, quoted);
}

/* The next token must be MARK. */
static gboolean
expect_mark (Lexer *lx, char mark, GError **error)
{
  Token token;
  char expected[8];

  if (!lex_next (lx, &token, error))
    return FALSE;
  if (is_mark (&token, mark))
    return TRUE;
  g_snprintf (expected, sizeof expected, "“%c”", mark);
  return unexpected (&token, expected, error);
}

/* Skips one ',' if it comes next (commas between items are optional). */
static gboolean
skip_comma (Lexer *lx, GError **error)
{
  Token token;

  if (!lex_peek (lx, &token, error))
    return FALSE;
  return !is_mark (&token, ',') || lex_next (lx, &token, error);
}

/* A property's text up to its `;` (a quoted string's inside). */
static gboolean
read_property (Lexer *lx, char **text, GError **error)
{
  Token token;
  const char *start;
  guint line;

  if (!skip_blanks (lx, error))
    return FALSE;
  line = lx->line;
  if (lx->p < lx->end && *lx->p == '"')
    {
      if (!lex_next (lx, &token, error))
        return FALSE;
      *text = g_strndup (token.text, token.length);
      return expect_mark (lx, ';', error);
    }
  for (start = lx->p; lx->p < lx->end && *lx->p != ';' && *lx->p != '}' && *lx->p != '{'; lx->p++)
    lx->line += *lx->p == '\n';
  if (lx->p == lx->end || *lx->p != ';')
    return qd_bayes_parse_error (error, line, _("a property does not end with “;”"));
  *text = g_strndup (start, (gsize) (lx->p++ - start));
  return TRUE;
}

/* ---- the reader */

typedef struct
{
  QdBayesNet *net;
  GHashTable *index;           /* name → node index + 1 */
  GHashTable **states;         /* per node, made for nodes of many states: name → state + 1 */
  guint n_states_tables;
  GArray *blocks;              /* Lexer: where each table block's keyword starts */
  gboolean *has_table;         /* per node */
  guint64 entries;
  gboolean has_network;
} Reader;

static void
reader_clear (Reader *reader)
{
  for (guint i = 0; i < reader->n_states_tables; i++)
    g_clear_pointer (&reader->states[i], g_hash_table_unref);
  g_free (reader->states);
  g_free (reader->has_table);
  g_clear_pointer (&reader->index, g_hash_table_unref);
  g_clear_pointer (&reader->blocks, g_array_unref);
  g_clear_pointer (&reader->net, qd_bayes_net_free);
}

/* A WORD or STRING token's name (to free), checked. */
static char *
read_name (Lexer *lx, const char *what, gboolean state, GError **error)
{
  Token token;
  g_autofree char *name = NULL;

  if (!lex_next (lx, &token, error))
    return NULL;
  if (!is_name (&token))
    return unexpected (&token, what, error), NULL;
  name = g_strndup (token.text, token.length);
  if (!qd_bayes_check_name (name, state, token.line, error))
    return NULL;
  return g_steal_pointer (&name);
}

static gint
find_node (const Reader *reader, const char *name)
{
  return GPOINTER_TO_INT (g_hash_table_lookup (reader->index, name)) - 1;
}

static gint
find_state (Reader *reader, guint index, const char *name)
{
  const QdBayesNode *node = qd_bayes_net_node (reader->net, index);

  if (node->n_states <= 8)
    return qd_bayes_node_find_state (node, name);
  if (reader->states[index] == NULL)
    {
      reader->states[index] = g_hash_table_new (g_str_hash, g_str_equal);
      for (guint s = node->n_states; s-- > 0;)
        g_hash_table_insert (reader->states[index], node->states[s], GUINT_TO_POINTER (s + 1));
    }
  return GPOINTER_TO_INT (g_hash_table_lookup (reader->states[index], name)) - 1;
}

/* ---- pass 1: network and variable blocks */

static gboolean
read_network (Reader *reader, Lexer *lx, guint line, GError **error)
{
  g_autofree char *name = NULL;
  Token token;

  if (reader->has_network)
    return qd_bayes_parse_error (error, line, _("a second network block"));
  reader->has_network = TRUE;
  if ((name = read_name (lx, _("the network’s name"), FALSE, error)) == NULL || !expect_mark (lx, '{', error))
    return FALSE;
  g_free (reader->net->name);
  reader->net->name = g_steal_pointer (&name);
  for (;;)
    {
      g_autofree char *text = NULL;

      if (!lex_next (lx, &token, error))
        return FALSE;
      if (is_mark (&token, '}'))
        return TRUE;
      if (!is_word (&token, "property"))
        return token.kind == TOKEN_END
                 ? qd_bayes_parse_error (error, line, _("the network block is never closed (no “}”)"))
                 : unexpected (&token, _("“property” or “}”"), error);
      if (!read_property (lx, &text, error))
        return FALSE;
    }
}

/* `{ s1, s2, … }` into NODE's states: N of them, none twice. */
static gboolean
read_states (Reader *reader, Lexer *lx, QdBayesNode *node, guint n, GError **error)
{
  g_autoptr(GPtrArray) states = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  Token token;

  if (!expect_mark (lx, '{', error))
    return FALSE;
  for (;;)
    {
      char *state;

      if (!lex_peek (lx, &token, error))
        return FALSE;
      if (is_mark (&token, '}'))
        break;
      if ((state = read_name (lx, _("a state’s name or “}”"), TRUE, error)) == NULL)
        return FALSE;
      g_ptr_array_add (states, state);
      if (states->len > n)
        return qd_bayes_parse_error (error, token.line, _("%s lists more than the %u states it declares"), node->name, n);
      if (!g_hash_table_add (seen, state))
        return qd_bayes_parse_error (error, token.line, _("%s has the state %s twice"), node->name, state);
      if (!skip_comma (lx, error))
        return FALSE;
    }
  lex_next (lx, &token, error);
  if (states->len != n)
    return qd_bayes_parse_error (error, token.line, _("%s declares %u states but lists %u"), node->name, n,
                                 states->len);
  g_ptr_array_add (states, NULL);
  node->n_states = n;
  node->states = (char **) g_ptr_array_steal (states, NULL);
  return TRUE;
}

/* `[ N ]` */
static gboolean
read_count (Lexer *lx, const QdBayesNode *node, guint *n, GError **error)
{
  Token token;
  double value = 0;

  if (!expect_mark (lx, '[', error) || !lex_next (lx, &token, error))
    return FALSE;
  if (token.kind != TOKEN_WORD || !qd_bayes_read_number (token.text, token.length, &value) || value != floor (value) ||
      value < 1)
    return unexpected (&token, _("a number of states"), error);
  if (value > QD_BAYES_MAX_STATES)
    return qd_bayes_parse_error (error, token.line, _("%s has %.0f states, more than %u"), node->name, value,
                                 QD_BAYES_MAX_STATES);
  *n = (guint) value;
  return expect_mark (lx, ']', error);
}

/* `type discrete [ N ] { … } ;`, `type decision [ N ] { … } ;`, `type utility ;` */
static gboolean
read_type (Reader *reader, Lexer *lx, QdBayesNode *node, GError **error)
{
  Token token;
  guint n = 0;

  if (node->states != NULL || node->kind == QD_BELIEF_UTILITY)
    return qd_bayes_parse_error (error, lx->line, _("%s has a second type"), node->name);
  if (!lex_next (lx, &token, error))
    return FALSE;
  if (is_word (&token, "utility"))
    {
      node->kind = QD_BELIEF_UTILITY;
      node->n_states = 1;
      return expect_mark (lx, ';', error);
    }
  if (!is_word (&token, "discrete") && !is_word (&token, "decision"))
    return unexpected (&token, _("“discrete”, “decision” or “utility”"), error);
  node->kind = is_word (&token, "decision") ? QD_BELIEF_DECISION : QD_BELIEF_CHANCE;
  if (!read_count (lx, node, &n, error) || !read_states (reader, lx, node, n, error))
    return FALSE;
  if (!lex_peek (lx, &token, error))
    return FALSE;
  return !is_mark (&token, ';') || lex_next (lx, &token, error);
}

static gboolean
read_variable_body (Reader *reader, Lexer *lx, QdBayesNode *node, GError **error)
{
  Token token;

  for (;;)
    {
      g_autofree char *text = NULL;

      if (!lex_next (lx, &token, error))
        return FALSE;
      if (is_mark (&token, '}'))
        break;
      if (is_word (&token, "type"))
        {
          if (!read_type (reader, lx, node, error))
            return FALSE;
          continue;
        }
      if (!is_word (&token, "property"))
        return token.kind == TOKEN_END ? qd_bayes_parse_error (error, node->line,
                                                               _("the block of %s is never closed (no “}”)"),
                                                               node->name)
                                       : unexpected (&token, _("“type”, “property” or “}”"), error);
      if (!read_property (lx, &text, error))
        return FALSE;
      if (qd_bayes_read_position (text, strlen (text), &node->x, &node->y))
        node->has_position = TRUE;
    }
  if (node->states == NULL && node->kind != QD_BELIEF_UTILITY)
    return qd_bayes_parse_error (error, node->line, _("%s has no type (“type discrete [ N ] { … };”)"), node->name);
  return TRUE;
}

static gboolean
read_variable (Reader *reader, Lexer *lx, guint line, GError **error)
{
  QdBayesNode node = { .line = line };
  gint other;

  if ((node.name = read_name (lx, _("a node’s name"), FALSE, error)) == NULL)
    return FALSE;
  if ((other = find_node (reader, node.name)) >= 0)
    {
      gboolean done = qd_bayes_parse_error (error, line, _("a second node named %s (the first is on line %u)"),
                                            node.name, qd_bayes_net_node (reader->net, (guint) other)->line);
      qd_bayes_node_clear (&node);
      return done;
    }
  if (qd_bayes_net_n_nodes (reader->net) >= QD_BAYES_MAX_NODES)
    {
      qd_bayes_node_clear (&node);
      return qd_bayes_parse_error (error, line, _("more than %u nodes"), QD_BAYES_MAX_NODES);
    }
  if (!expect_mark (lx, '{', error) || !read_variable_body (reader, lx, &node, error))
    {
      qd_bayes_node_clear (&node);
      return FALSE;
    }
  g_hash_table_insert (reader->index, node.name, GUINT_TO_POINTER (qd_bayes_net_n_nodes (reader->net) + 1));
  qd_bayes_net_append (reader->net, &node);
  return TRUE;
}

/* Past a table block (read in pass 2): its header, then its braces. */
static gboolean
skip_block (Lexer *lx, guint line, GError **error)
{
  Token token;
  gboolean body = FALSE;

  for (;;)
    {
      if (!lex_next (lx, &token, error))
        return FALSE;
      if (token.kind == TOKEN_END)
        return qd_bayes_parse_error (error, line, _("the block that starts here is never closed (no “}”)"));
      if (is_mark (&token, '{'))
        {
          if (body)
            return unexpected (&token, _("“}”"), error);
          body = TRUE;
        }
      else if (is_mark (&token, '}'))
        {
          if (!body)
            return unexpected (&token, _("“{”"), error);
          return TRUE;
        }
    }
}

static gboolean
is_table_keyword (const Token *token)
{
  return is_word (token, "probability") || is_word (token, "decision") || is_word (token, "utility");
}

static gboolean
read_declarations (Reader *reader, Lexer *lx, GError **error)
{
  Token token;

  for (;;)
    {
      Lexer start = *lx;

      if (!lex_next (lx, &token, error))
        return FALSE;
      if (token.kind == TOKEN_END)
        return TRUE;
      if (is_word (&token, "network"))
        {
          if (!read_network (reader, lx, token.line, error))
            return FALSE;
        }
      else if (is_word (&token, "variable"))
        {
          if (!read_variable (reader, lx, token.line, error))
            return FALSE;
        }
      else if (is_table_keyword (&token))
        {
          g_array_append_val (reader->blocks, start);
          if (!skip_block (lx, token.line, error))
            return FALSE;
        }
      else
        return unexpected (&token, _("“network”, “variable”, “probability”, “decision” or “utility”"), error);
    }
}

/* ---- pass 2: the tables */

typedef struct
{
  guint index;
  QdBayesNode *node;
  gsize n_rows;
  guint8 *seen;          /* per row */
  double *fallback;      /* `default`'s values, NULL when none */
  guint fallback_line;
} Table;

static void
table_clear (Table *table)
{
  g_clear_pointer (&table->seen, g_free);
  g_clear_pointer (&table->fallback, g_free);
}

/* N numbers up to `;` into VALUES; what for the messages. */
static gboolean
read_values (Lexer *lx, const Table *table, double *values, gsize n, const char *what, GError **error)
{
  Token token;
  gsize count = 0;

  for (;;)
    {
      if (!lex_next (lx, &token, error))
        return FALSE;
      if (is_mark (&token, ';'))
        break;
      if (is_mark (&token, ',') && count > 0)
        continue;
      if (token.kind == TOKEN_WORD && count < n && qd_bayes_read_number (token.text, token.length, &values[count]))
        {
          count++;
          continue;
        }
      if (count < n)
        return unexpected (&token, _("a number"), error);
      if (token.kind != TOKEN_WORD)
        return unexpected (&token, _("“;”"), error);
      return qd_bayes_parse_error (error, token.line, _("%s of %s holds more than %lu values"), what,
                                   table->node->name, (gulong) n);
    }
  if (count != n)
    return qd_bayes_parse_error (error, token.line, _("%s of %s holds %lu values, not %lu"), what,
                                 table->node->name, (gulong) count, (gulong) n);
  return TRUE;
}

/* `(s1, s2, …)` of a row: its odometer index over the parents. */
static gboolean
read_row_states (Reader *reader, Lexer *lx, const Table *table, gsize *row, GError **error)
{
  const QdBayesNode *node = table->node;
  Token token;

  *row = 0;
  for (guint k = 0;; k++)
    {
      const QdBayesNode *parent;
      g_autofree char *state = NULL;
      gint s;

      if (!lex_peek (lx, &token, error))
        return FALSE;
      if (is_mark (&token, ')') && k == node->n_parents)
        return lex_next (lx, &token, error);
      if (k >= node->n_parents)
        return qd_bayes_parse_error (error, token.line, _("a row of %s names more than its %u parents’ states"),
                                     node->name, node->n_parents);
      if ((state = read_name (lx, _("a parent’s state"), TRUE, error)) == NULL)
        return FALSE;
      parent = qd_bayes_net_node (reader->net, node->parents[k]);
      if ((s = find_state (reader, node->parents[k], state)) < 0)
        return qd_bayes_parse_error (error, token.line, _("%s has no state %s (in a row of %s)"), parent->name, state,
                                     node->name);
      *row = *row * parent->n_states + (guint) s;
      if (!skip_comma (lx, error))
        return FALSE;
    }
}

static gboolean
read_row (Reader *reader, Lexer *lx, Table *table, guint line, GError **error)
{
  const QdBayesNode *node = table->node;
  g_autofree char *name = NULL, *what = NULL;
  gsize row;

  if (!read_row_states (reader, lx, table, &row, error))
    return FALSE;
  name = qd_bayes_row_name (reader->net, node, row);
  if (table->seen[row])
    return qd_bayes_parse_error (error, line, _("the row %s of %s is given twice"), name, node->name);
  table->seen[row] = TRUE;
  what = g_strdup_printf (_("the row %s"), name);
  if (!read_values (lx, table, node->table + row * node->n_states, node->n_states, what, error))
    return FALSE;
  return qd_bayes_check_row (reader->net, table->index, row, line, error);
}

/* `table v…;`: JavaBayes' order, the node's state slowest then the parents'
 * configurations, last parent fastest (a utility: one per configuration). */
static gboolean
read_whole_table (Reader *reader, Lexer *lx, Table *table, guint line, GError **error)
{
  QdBayesNode *node = table->node;
  gsize n = table->n_rows * node->n_states;
  g_autofree double *values = g_new (double, n);

  for (gsize row = 0; row < table->n_rows; row++)
    if (table->seen[row])
      return qd_bayes_parse_error (error, line, _("%s has both rows and a “table”"), node->name);
  if (!read_values (lx, table, values, n, _("the table"), error))
    return FALSE;
  for (gsize i = 0; i < n; i++)
    node->table[(i % table->n_rows) * node->n_states + i / table->n_rows] = values[i];
  for (gsize row = 0; row < table->n_rows; row++)
    {
      table->seen[row] = TRUE;
      if (!qd_bayes_check_row (reader->net, table->index, row, line, error))
        return FALSE;
    }
  return TRUE;
}

/* `default v…;` fills the rows not listed; then every row must be there. */
static gboolean
finish_table (Reader *reader, Table *table, guint line, GError **error)
{
  QdBayesNode *node = table->node;

  for (gsize row = 0; row < table->n_rows; row++)
    {
      g_autofree char *name = NULL;

      if (table->seen[row])
        continue;
      if (table->fallback != NULL)
        {
          memcpy (node->table + row * node->n_states, table->fallback, sizeof (double) * node->n_states);
          if (!qd_bayes_check_row (reader->net, table->index, row, table->fallback_line, error))
            return FALSE;
          continue;
        }
      name = qd_bayes_row_name (reader->net, node, row);
      if (node->n_parents == 0)
        return qd_bayes_parse_error (error, line, _("the block of %s gives no table"), node->name);
      return qd_bayes_parse_error (error, line, _("the row %s of %s is missing"), name, node->name);
    }
  return TRUE;
}

static gboolean
read_table_statement (Reader *reader, Lexer *lx, Table *table, const Token *token, GError **error)
{
  g_autofree char *text = NULL;

  if (is_mark (token, '('))
    return read_row (reader, lx, table, token->line, error);
  if (is_word (token, "table"))
    return read_whole_table (reader, lx, table, token->line, error);
  if (is_word (token, "default"))
    {
      if (table->fallback != NULL)
        return qd_bayes_parse_error (error, token->line, _("%s has a second “default”"), table->node->name);
      table->fallback = g_new (double, table->node->n_states);
      table->fallback_line = token->line;
      return read_values (lx, table, table->fallback, table->node->n_states, _("the default row"), error);
    }
  if (is_word (token, "property"))
    return read_property (lx, &text, error);
  return unexpected (token, _("a row “( … )”, “table”, “default”, “property” or “}”"), error);
}

static gboolean
read_table_body (Reader *reader, Lexer *lx, Table *table, GError **error)
{
  Token token;

  if (!expect_mark (lx, '{', error))
    return FALSE;
  for (;;)
    {
      if (!lex_next (lx, &token, error))
        return FALSE;
      if (is_mark (&token, '}'))
        break;
      if (table->node->kind == QD_BELIEF_DECISION)
        {
          g_autofree char *text = NULL;

          if (!is_word (&token, "property"))
            return unexpected (&token, _("“}” (a decision has no table)"), error);
          if (!read_property (lx, &text, error))
            return FALSE;
          continue;
        }
      if (!read_table_statement (reader, lx, table, &token, error))
        return FALSE;
    }
  return table->node->kind == QD_BELIEF_DECISION || finish_table (reader, table, token.line, error);
}

/* `( X | P1, P2 )`, `( X P1 P2 )`: the node and its parents, by name. */
static gboolean
read_family (Reader *reader, Lexer *lx, GArray *family, guint line, GError **error)
{
  Token token;
  gboolean bar = FALSE;

  if (!expect_mark (lx, '(', error))
    return FALSE;
  for (;;)
    {
      g_autofree char *name = NULL;
      gint index;

      if (!lex_peek (lx, &token, error))
        return FALSE;
      if (is_mark (&token, ')') && family->len > 0)
        return lex_next (lx, &token, error);
      if (is_mark (&token, '|') && family->len == 1 && !bar)
        {
          bar = TRUE;
          lex_next (lx, &token, error);
          continue;
        }
      if ((name = read_name (lx, _("a node’s name"), FALSE, error)) == NULL)
        return FALSE;
      if ((index = find_node (reader, name)) < 0)
        return qd_bayes_parse_error (error, token.line, _("no node is named %s (declare it with “variable %s { … }”)"),
                                     name, name);
      if (family->len > QD_BAYES_MAX_PARENTS)
        return qd_bayes_parse_error (error, token.line, _("%s has more than %u parents"),
                                     qd_bayes_net_node (reader->net, g_array_index (family, guint, 0))->name,
                                     QD_BAYES_MAX_PARENTS);
      g_array_append_val (family, index);
      if (!skip_comma (lx, error))
        return FALSE;
    }
}

static const char *
kind_keyword (QdBeliefKind kind)
{
  return kind == QD_BELIEF_DECISION ? "decision" : kind == QD_BELIEF_UTILITY ? "utility" : "probability";
}

/* Gives the node its parents and an empty table, checking the limits. */
static gboolean
start_table (Reader *reader, GArray *family, const Token *keyword, Table *table, GError **error)
{
  QdBayesNode *node;

  table->index = g_array_index (family, guint, 0);
  table->node = node = qd_bayes_net_node (reader->net, table->index);
  if (!is_word (keyword, kind_keyword (node->kind)))
    return qd_bayes_parse_error (error, keyword->line, _("the block of %s must start with “%s”"), node->name,
                                 kind_keyword (node->kind));
  if (reader->has_table[table->index])
    return qd_bayes_parse_error (error, keyword->line, _("a second block for %s"), node->name);
  reader->has_table[table->index] = TRUE;
  node->n_parents = family->len - 1;
  node->parents = g_memdup2 (&g_array_index (family, guint, 1), sizeof (guint) * node->n_parents);
  if (!qd_bayes_check_family (reader->net, table->index, keyword->line, &reader->entries, error))
    return FALSE;
  table->n_rows = qd_bayes_node_n_rows (reader->net, node);
  if (node->kind != QD_BELIEF_DECISION)
    node->table = g_new0 (double, table->n_rows * node->n_states);
  table->seen = g_new0 (guint8, table->n_rows);
  return TRUE;
}

static gboolean
read_table_block (Reader *reader, Lexer *lx, GError **error)
{
  g_autoptr(GArray) family = g_array_new (FALSE, FALSE, sizeof (guint));
  Table table = { 0 };
  Token keyword;
  gboolean done;

  if (!lex_next (lx, &keyword, error) || !read_family (reader, lx, family, keyword.line, error))
    return FALSE;
  done = start_table (reader, family, &keyword, &table, error) && read_table_body (reader, lx, &table, error);
  table_clear (&table);
  return done;
}

static gboolean
check_complete (Reader *reader, GError **error)
{
  for (guint i = 0; i < qd_bayes_net_n_nodes (reader->net); i++)
    {
      QdBayesNode *node = qd_bayes_net_node (reader->net, i);

      if (reader->has_table[i] || node->kind == QD_BELIEF_DECISION)
        continue;
      return qd_bayes_parse_error (error, node->line, _("%s has no “%s ( %s … )” block"), node->name,
                                   kind_keyword (node->kind), node->name);
    }
  return qd_bayes_check_structure (reader->net, error);
}

QdBayesNet *
qd_bayes_net_parse_bif (const char *text, gsize len, GError **error)
{
  Reader reader = { 0 };
  QdBayesNet *net;
  gsize skip;
  Lexer lx;
  gboolean done;

  if (!qd_bayes_text_begin (&text, &len, &skip, error))
    return NULL;
  lx = (Lexer) { text + skip, text + len, 1 };
  reader.net = qd_bayes_net_new (NULL);
  reader.index = g_hash_table_new (g_str_hash, g_str_equal);
  reader.blocks = g_array_new (FALSE, FALSE, sizeof (Lexer));
  done = read_declarations (&reader, &lx, error);
  if (done)
    {
      reader.has_table = g_new0 (gboolean, MAX (qd_bayes_net_n_nodes (reader.net), 1));
      reader.states = g_new0 (GHashTable *, MAX (qd_bayes_net_n_nodes (reader.net), 1));
      reader.n_states_tables = qd_bayes_net_n_nodes (reader.net);
    }
  for (guint b = 0; done && b < reader.blocks->len; b++)
    done = read_table_block (&reader, &g_array_index (reader.blocks, Lexer, b), error);
  done = done && check_complete (&reader, error);
  net = done ? g_steal_pointer (&reader.net) : NULL;
  reader_clear (&reader);
  return net;
}
