/* qd-game-tree-parse.c — the text format of an explicit game tree
 * (data/FORMATS.md, "Game trees"): nested lists, labels, comments, chance
 * nodes with their outcomes' probabilities. */
#include "qd-game-tree.h"
#include "qd-game-tree-private.h"

#include "core/qd-text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

/* ----------------------------------------------------------------- parser */

typedef struct {
  const char *text;
  const char *end;
  const char *p;
  guint line;
  const char *line_start;
  guint n_nodes;
  GError **error;
} Parser;

static guint
column_of (Parser *ps, const char *at)
{
  return (guint) g_utf8_strlen (ps->line_start, at - ps->line_start) + 1;
}

static gboolean
fail_valist (Parser *ps, gint code, guint line, const char *line_start, const char *at,
             const char *format, va_list args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);
  guint column = (guint) g_utf8_strlen (line_start, at - line_start) + 1;

  g_set_error (ps->error, QD_GAME_TREE_ERROR, code, _("line %u, column %u: %s"), line, column, message);
  return FALSE;
}

G_GNUC_PRINTF (3, 4)
static gboolean
fail_at (Parser *ps, const char *at, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (ps, QD_GAME_TREE_ERROR_SYNTAX, ps->line, ps->line_start, at, format, args);
  va_end (args);
  return FALSE;
}

/* The same at a place on an earlier line. */
G_GNUC_PRINTF (5, 6)
static gboolean
fail_back (Parser *ps, guint line, const char *line_start, const char *at, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (ps, QD_GAME_TREE_ERROR_PROBABILITY, line, line_start, at, format, args);
  va_end (args);
  return FALSE;
}

static void
skip_space (Parser *ps)
{
  while (ps->p < ps->end)
    {
      char c = *ps->p;

      if (c == '\n')
        {
          ps->line++;
          ps->p++;
          ps->line_start = ps->p;
        }
      else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
        ps->p++;
      else if (c == '#')
        {
          while (ps->p < ps->end && *ps->p != '\n')
            ps->p++;
        }
      else
        break;
    }
}

static gboolean
is_label_start (char c)
{
  return g_ascii_isalpha (c) || c == '_';
}

static gboolean
is_label_char (char c)
{
  return g_ascii_isalnum (c) || c == '_' || c == '\'' || c == '-';
}

gboolean
qd_game_tree_label_is_valid (const char *label)
{
  if (label == NULL || !is_label_start (label[0]))
    return FALSE;
  for (const char *c = label; *c != '\0'; c++)
    if (!is_label_char (*c))
      return FALSE;
  return strlen (label) <= 64;
}

/* A human-readable name for the character at `at`. */
static char *
describe_at (Parser *ps, const char *at)
{
  gunichar c;

  if (at >= ps->end)
    return g_strdup (_("the end of the file"));
  c = g_utf8_get_char (at);
  if (c == '\n' || c == '\r')
    return g_strdup (_("the end of the line"));
  if (g_unichar_isprint (c))
    {
      char buf[8] = { 0 };

      g_unichar_to_utf8 (c, buf);
      return g_strdup_printf ("'%s'", buf);
    }
  return g_strdup_printf (_("character U+%04X"), c);
}

static gboolean parse_node (Parser *ps, QdTreeNode *parent, QdTreeNode **out);

static gboolean
parse_number (Parser *ps, double *value)
{
  const char *start = ps->p;
  const char *q = ps->p;
  char buf[64];
  char *endp;
  gsize len;

  if (q < ps->end && (*q == '-' || *q == '+'))
    q++;
  while (q < ps->end && (g_ascii_isdigit (*q) || *q == '.' || *q == 'e' || *q == 'E' ||
                         ((*q == '-' || *q == '+') && (q[-1] == 'e' || q[-1] == 'E'))))
    q++;
  len = q - start;
  if (len == 0 || len >= sizeof buf)
    {
      g_autofree char *what = describe_at (ps, start);
      return fail_at (ps, start, _("expected a number, a label or '[' but found %s"), what);
    }
  memcpy (buf, start, len);
  buf[len] = '\0';
  *value = g_ascii_strtod (buf, &endp);
  if (endp != buf + len || endp == buf || (len == 1 && (buf[0] == '-' || buf[0] == '+')))
    return fail_at (ps, start, _("'%s' is not a number"), buf);
  if (!isfinite (*value))
    return fail_at (ps, start, _("'%s' is too large"), buf);
  ps->p = q;
  return TRUE;
}

/* A probability's text: "0.25", ".5", "1e-1", "1/6"; FALSE when not one
 * from 0 to 1. */
static gboolean
probability_from_token (const char *token, double *probability)
{
  const char *slash = strchr (token, '/');
  char *end = NULL;

  /* Digits, a point, an exponent, a slash: what the parser reads back. */
  if (strlen (token) > 64)
    return FALSE;
  for (const char *c = token; *c != '\0'; c++)
    if (!g_ascii_isdigit (*c) && *c != '.' && *c != '/' && *c != 'e' && *c != 'E' &&
        !((*c == '-' || *c == '+') && c > token && (c[-1] == 'e' || c[-1] == 'E')))
      return FALSE;
  if (slash != NULL)
    {
      g_autofree char *num = g_strndup (token, slash - token);
      guint64 n, d;

      if (!g_ascii_string_to_unsigned (num, 10, 0, G_MAXUINT32, &n, NULL) ||
          !g_ascii_string_to_unsigned (slash + 1, 10, 1, G_MAXUINT32, &d, NULL))
        return FALSE;
      *probability = (double) n / (double) d;
    }
  else
    {
      if (*token == '\0' || *token == '-' || *token == '+')
        return FALSE;
      *probability = g_ascii_strtod (token, &end);
      if (end == token || *end != '\0' || !isfinite (*probability))
        return FALSE;
    }
  return *probability >= 0 && *probability <= 1;
}

gboolean
qd_game_tree_parse_probability (const char *text, double *probability)
{
  g_autofree char *token = g_strstrip (g_strdup (text != NULL ? text : ""));

  return probability_from_token (token, probability);
}

/* An outcome's "PROBABILITY:" before it; the child gets it. */
static gboolean
parse_probability (Parser *ps, double *probability, char **text)
{
  const char *start = ps->p, *q = ps->p;
  g_autofree char *token = NULL;

  while (q < ps->end && (g_ascii_isalnum (*q) || *q == '.' || *q == '/' ||
                         ((*q == '-' || *q == '+') && q > start && (q[-1] == 'e' || q[-1] == 'E'))))
    q++;
  if (q == start || q - start > 64)
    {
      g_autofree char *what = describe_at (ps, start);
      return fail_at (ps, start, _("expected the probability of an outcome of the chance node, such as "
                                   "“1/2: 3”, but found %s"), what);
    }
  token = g_strndup (start, q - start);
  ps->p = q;
  skip_space (ps);
  if (ps->p >= ps->end || *ps->p != ':')
    {
      g_autofree char *what = describe_at (ps, ps->p);
      return fail_at (ps, ps->p, _("expected ':' after the probability %s but found %s (an outcome of a "
                                   "chance node is written “1/2: 3”)"), token, what);
    }
  if (!probability_from_token (token, probability))
    return fail_at (ps, start, _("“%s” is not a probability: write a number from 0 to 1 or a fraction "
                                 "such as 1/6"), token);
  ps->p++;
  *text = g_steal_pointer (&token);
  return TRUE;
}

/* One child of `node` with its probability when `node` is a chance node. */
static gboolean
parse_child (Parser *ps, QdTreeNode *node)
{
  QdTreeNode *child;
  double probability = 1;
  g_autofree char *text = NULL;

  if (node->chance && !parse_probability (ps, &probability, &text))
    return FALSE;
  if (!parse_node (ps, node, &child))
    return FALSE;
  child->child_index = node->children->len;
  child->probability = probability;
  child->probability_text = g_steal_pointer (&text);
  g_ptr_array_add (node->children, child);
  skip_space (ps);
  if (!node->chance && ps->p < ps->end && (*ps->p == ':' || *ps->p == '/') && qd_tree_node_is_leaf (child))
    return fail_at (ps, ps->p, _("a probability is allowed only before an outcome of a chance node, "
                                 "written ?[1/2: 3, 1/2: 5]"));
  return TRUE;
}

static gboolean
parse_children (Parser *ps, QdTreeNode *node)
{
  const char *open = ps->p, *open_line_start = ps->line_start;
  guint open_line = ps->line;

  ps->p++; /* '[' */
  if (node->depth + 1 > QD_GAME_TREE_MAX_DEPTH)
    {
      g_set_error (ps->error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("line %u, column %u: the tree is deeper than %u levels"),
                   ps->line, column_of (ps, open), QD_GAME_TREE_MAX_DEPTH);
      return FALSE;
    }
  skip_space (ps);
  if (ps->p < ps->end && *ps->p == ']')
    return fail_at (ps, ps->p, _("an empty list: an inner node needs at least one child"));

  for (;;)
    {
      double sum;

      if (!parse_child (ps, node))
        return FALSE;
      if (ps->p < ps->end && *ps->p == ',')
        {
          ps->p++;
          skip_space (ps);
          continue;
        }
      if (ps->p < ps->end && *ps->p == ']')
        {
          ps->p++;
          if (node->chance && !qd_tree_node_probabilities_sum (node, &sum))
            {
              g_autofree char *total = qd_game_tree_format_sum (sum);
              return fail_back (ps, open_line, open_line_start, open,
                                _("the probabilities of this chance node sum to %s, not 1"), total);
            }
          return TRUE;
        }
      if (ps->p >= ps->end)
        return fail_at (ps, ps->p, _("the list opened at line %u is not closed: expected ']'"),
                        open_line);
      {
        g_autofree char *what = describe_at (ps, ps->p);
        return fail_at (ps, ps->p, _("expected ',' or ']' but found %s"), what);
      }
    }
}

static gboolean
parse_node (Parser *ps, QdTreeNode *parent, QdTreeNode **out)
{
  QdTreeNode *node;
  g_autofree char *label = NULL;

  skip_space (ps);
  if (ps->p < ps->end && is_label_start (*ps->p))
    {
      const char *start = ps->p;

      while (ps->p < ps->end && is_label_char (*ps->p))
        ps->p++;
      if (ps->p - start > 64)
        return fail_at (ps, start, _("a label is longer than 64 characters"));
      label = g_strndup (start, ps->p - start);
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != ':')
        {
          g_autofree char *what = describe_at (ps, ps->p);
          return fail_at (ps, ps->p, _("expected ':' after the label '%s' but found %s"), label, what);
        }
      ps->p++;
      skip_space (ps);
    }

  if (++ps->n_nodes > QD_GAME_TREE_MAX_NODES)
    {
      g_set_error (ps->error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("line %u, column %u: the tree has more than %u nodes"),
                   ps->line, column_of (ps, ps->p), QD_GAME_TREE_MAX_NODES);
      return FALSE;
    }

  node = qd_tree_node_new (parent, 0);
  node->label = g_steal_pointer (&label);
  *out = node;
  if (ps->p < ps->end && *ps->p == '?')
    {
      /* A chance node: its list of outcomes follows. */
      ps->p++;
      skip_space (ps);
      if (ps->p >= ps->end || *ps->p != '[')
        {
          g_autofree char *what = describe_at (ps, ps->p);

          fail_at (ps, ps->p, _("expected '[' after '?' (a chance node's outcomes) but found %s"), what);
          goto fail;
        }
      node->chance = TRUE;
    }
  if (ps->p < ps->end && *ps->p == '[')
    {
      if (!parse_children (ps, node))
        goto fail;
    }
  else if (!parse_number (ps, &node->value))
    goto fail;
  return TRUE;

fail:
  qd_tree_node_free (node);
  *out = NULL;
  return FALSE;
}

QdGameTree *
qd_game_tree_parse (const char *text, gssize length, GError **error)
{
  Parser ps = { 0 };
  QdTreeNode *root;
  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_ENCODING, error))
    return NULL;

  ps.text = text;
  ps.p = text;
  ps.end = text + length;
  ps.line = 1;
  ps.line_start = text;
  ps.error = error;
  /* A UTF-8 byte-order mark is allowed. */
  ps.p = ps.line_start = text + qd_text_skip_bom (text, length);

  skip_space (&ps);
  if (ps.p >= ps.end)
    {
      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_SYNTAX,
                   _("line %u: the file holds no tree"), ps.line);
      return NULL;
    }
  if (!parse_node (&ps, NULL, &root))
    return NULL;
  skip_space (&ps);
  if (ps.p < ps.end)
    {
      g_autofree char *what = describe_at (&ps, ps.p);

      fail_at (&ps, ps.p, _("unexpected %s after the end of the tree"), what);
      qd_tree_node_free (root);
      return NULL;
    }
  return qd_game_tree_new_with_root (root);
}

