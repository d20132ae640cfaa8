/* qd-game-tree.c — the explicit game tree: model, parser, writer, edits. */
#include "qd-game-tree.h"

#include "core/qd-format.h"
#include "core/qd-text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-game-tree-error-quark, qd_game_tree_error)

static QdTreeNode *
node_new (QdTreeNode *parent, double value)
{
  QdTreeNode *node = g_new0 (QdTreeNode, 1);

  node->parent = parent;
  node->children = g_ptr_array_new ();
  node->value = value;
  node->depth = parent != NULL ? parent->depth + 1 : 0;
  return node;
}

static void
node_free (QdTreeNode *node)
{
  /* Iterative, so that freeing never depends on the depth of the tree. */
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      QdTreeNode *n = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      for (guint i = 0; i < n->children->len; i++)
        g_ptr_array_add (stack, n->children->pdata[i]);
      g_ptr_array_unref (n->children);
      g_free (n->label);
      g_free (n->probability_text);
      g_free (n);
    }
}

static QdGameTree *
tree_new_with_root (QdTreeNode *root)
{
  QdGameTree *tree = g_new0 (QdGameTree, 1);

  tree->root = root;
  tree->nodes = g_ptr_array_new ();
  qd_game_tree_reindex (tree);
  return tree;
}

QdGameTree *
qd_game_tree_new (void)
{
  return tree_new_with_root (node_new (NULL, 0));
}

void
qd_game_tree_free (QdGameTree *tree)
{
  if (tree == NULL)
    return;
  node_free (tree->root);
  g_ptr_array_unref (tree->nodes);
  g_free (tree);
}

/* `decision`: the player of `node` if it is not a chance node; a chance
 * node hands it on to its children unchanged. */
static void
reindex_from (QdGameTree *tree, QdTreeNode *node, QdPlayer decision)
{
  QdPlayer next;

  node->index = tree->nodes->len;
  node->player = qd_tree_node_is_chance (node) ? QD_PLAYER_CHANCE : decision;
  next = node->player == QD_PLAYER_CHANCE ? decision
         : decision == QD_PLAYER_MAX ? QD_PLAYER_MIN : QD_PLAYER_MAX;
  g_ptr_array_add (tree->nodes, node);
  for (guint i = 0; i < node->children->len; i++)
    {
      QdTreeNode *child = node->children->pdata[i];

      child->parent = node;
      child->depth = node->depth + 1;
      child->child_index = i;
      reindex_from (tree, child, next);
    }
}

void
qd_game_tree_reindex (QdGameTree *tree)
{
  g_ptr_array_set_size (tree->nodes, 0);
  tree->root->parent = NULL;
  tree->root->depth = 0;
  tree->root->child_index = 0;
  reindex_from (tree, tree->root, QD_PLAYER_MAX);
}

guint
qd_game_tree_n_nodes (const QdGameTree *tree)
{
  return tree->nodes->len;
}

QdTreeNode *
qd_game_tree_get_node (const QdGameTree *tree, guint index)
{
  g_return_val_if_fail (index < tree->nodes->len, NULL);
  return tree->nodes->pdata[index];
}

guint
qd_game_tree_height (const QdGameTree *tree)
{
  guint height = 0;

  for (guint i = 0; i < tree->nodes->len; i++)
    height = MAX (height, ((QdTreeNode *) tree->nodes->pdata[i])->depth);
  return height;
}

guint
qd_game_tree_n_leaves (const QdGameTree *tree)
{
  guint n = 0;

  for (guint i = 0; i < tree->nodes->len; i++)
    n += qd_tree_node_is_leaf (tree->nodes->pdata[i]);
  return n;
}

gboolean
qd_tree_node_is_leaf (const QdTreeNode *node)
{
  return node->children->len == 0;
}

QdPlayer
qd_tree_node_player (const QdTreeNode *node)
{
  return node->player;
}

gboolean
qd_tree_node_is_chance (const QdTreeNode *node)
{
  return node->chance && node->children->len > 0;
}

gboolean
qd_tree_node_has_probability (const QdTreeNode *node)
{
  return node->parent != NULL && qd_tree_node_is_chance (node->parent);
}

char *
qd_tree_node_probability_text (const QdTreeNode *node)
{
  if (node->probability_text != NULL)
    return g_strdup (node->probability_text);
  return qd_format_number (node->probability);
}

const QdTreeNode *
qd_game_tree_first_chance (const QdGameTree *tree)
{
  for (guint i = 0; i < tree->nodes->len; i++)
    if (qd_tree_node_is_chance (tree->nodes->pdata[i]))
      return tree->nodes->pdata[i];
  return NULL;
}

char *
qd_tree_node_path (const QdTreeNode *node)
{
  GString *path = g_string_new (NULL);

  for (; node->parent != NULL; node = node->parent)
    {
      char buf[16];

      g_snprintf (buf, sizeof buf, ".%u", node->child_index);
      g_string_prepend (path, buf);
    }
  g_string_prepend_c (path, 'r');
  return g_string_free (path, FALSE);
}

char *
qd_tree_node_name (const QdTreeNode *node)
{
  return node->label != NULL ? g_strdup (node->label) : qd_tree_node_path (node);
}

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

/* A chance node's probabilities sum to 1 (within 1e-6). */
static gboolean
probabilities_sum_to_one (const QdTreeNode *node, double *sum)
{
  *sum = 0;
  for (guint i = 0; i < node->children->len; i++)
    *sum += ((const QdTreeNode *) node->children->pdata[i])->probability;
  return fabs (*sum - 1) <= 1e-6;
}

static char *
format_sum (double sum)
{
  return qd_format_number (round (sum * 1e9) / 1e9);
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
          if (node->chance && !probabilities_sum_to_one (node, &sum))
            {
              g_autofree char *total = format_sum (sum);
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

  node = node_new (parent, 0);
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
  node_free (node);
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
      node_free (root);
      return NULL;
    }
  return tree_new_with_root (root);
}

/* ----------------------------------------------------------------- writer */

static void
write_node (GString *out, const QdTreeNode *node)
{
  if (node->label != NULL)
    g_string_append_printf (out, "%s:", node->label);
  if (qd_tree_node_is_leaf (node))
    {
      g_autofree char *number = qd_format_number (node->value);
      g_string_append (out, number);
      return;
    }
  if (qd_tree_node_is_chance (node))
    g_string_append_c (out, '?');
  g_string_append_c (out, '[');
  for (guint i = 0; i < node->children->len; i++)
    {
      const QdTreeNode *child = node->children->pdata[i];

      if (i > 0)
        g_string_append (out, ", ");
      if (qd_tree_node_is_chance (node))
        {
          g_autofree char *p = qd_tree_node_probability_text (child);
          g_string_append_printf (out, "%s: ", p);
        }
      write_node (out, child);
    }
  g_string_append_c (out, ']');
}

char *
qd_game_tree_to_string (const QdGameTree *tree)
{
  GString *out = g_string_new (NULL);

  write_node (out, tree->root);
  g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static QdTreeNode *
node_copy (const QdTreeNode *node, QdTreeNode *parent)
{
  QdTreeNode *copy = node_new (parent, node->value);

  copy->label = g_strdup (node->label);
  copy->chance = node->chance;
  copy->probability = node->probability;
  copy->probability_text = g_strdup (node->probability_text);
  copy->player = node->player;
  for (guint i = 0; i < node->children->len; i++)
    g_ptr_array_add (copy->children, node_copy (node->children->pdata[i], copy));
  return copy;
}

QdGameTree *
qd_game_tree_copy (const QdGameTree *tree)
{
  return tree_new_with_root (node_copy (tree->root, NULL));
}

/* ------------------------------------------------------------------ edits */

/* All outcomes of a chance node have the same probability (none: TRUE). */
static gboolean
equally_likely (const QdTreeNode *node)
{
  for (guint i = 1; i < node->children->len; i++)
    if (fabs (((QdTreeNode *) node->children->pdata[i])->probability
              - ((QdTreeNode *) node->children->pdata[0])->probability) > 1e-12)
      return FALSE;
  return TRUE;
}

/* Every outcome 1/n, written so. */
static void
split_equally (QdTreeNode *node)
{
  guint n = node->children->len;

  for (guint i = 0; i < n; i++)
    {
      QdTreeNode *child = node->children->pdata[i];

      child->probability = 1.0 / n;
      g_free (child->probability_text);
      child->probability_text = n == 1 ? g_strdup ("1") : g_strdup_printf ("1/%u", n);
    }
}

QdTreeNode *
qd_game_tree_add_child (QdGameTree *tree, QdTreeNode *parent, double value, GError **error)
{
  QdTreeNode *child;
  gboolean equal;

  if (parent->depth + 1 > QD_GAME_TREE_MAX_DEPTH)
    {
      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("a tree may be at most %u levels deep"), QD_GAME_TREE_MAX_DEPTH);
      return NULL;
    }
  if (tree->nodes->len >= QD_GAME_TREE_MAX_NODES)
    {
      g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_TOO_LARGE,
                   _("a tree may have at most %u nodes"), QD_GAME_TREE_MAX_NODES);
      return NULL;
    }
  equal = parent->chance && equally_likely (parent);
  child = node_new (parent, value);
  g_ptr_array_add (parent->children, child);
  if (equal)
    split_equally (parent);
  qd_game_tree_reindex (tree);
  return child;
}

void
qd_game_tree_remove (QdGameTree *tree, QdTreeNode *node)
{
  QdTreeNode *parent = node->parent;
  gboolean equal;

  g_return_if_fail (parent != NULL);
  equal = parent->chance && equally_likely (parent);
  g_ptr_array_remove (parent->children, node);
  node_free (node);
  if (parent->children->len == 0)
    parent->chance = FALSE;
  else if (equal)
    split_equally (parent);
  qd_game_tree_reindex (tree);
}

void
qd_game_tree_set_chance (QdGameTree *tree, QdTreeNode *node, gboolean chance)
{
  node->chance = chance && node->children->len > 0;
  if (node->chance)
    split_equally (node);
  qd_game_tree_reindex (tree);
}

void
qd_game_tree_set_probability (QdGameTree *tree, QdTreeNode *node, double probability, const char *text)
{
  node->probability = probability;
  g_free (node->probability_text);
  node->probability_text = text != NULL ? g_strstrip (g_strdup (text)) : NULL;
}

gboolean
qd_game_tree_check_probabilities (const QdGameTree *tree, GError **error)
{
  for (guint i = 0; i < tree->nodes->len; i++)
    {
      const QdTreeNode *node = tree->nodes->pdata[i];
      double sum;

      if (qd_tree_node_is_chance (node) && !probabilities_sum_to_one (node, &sum))
        {
          g_autofree char *name = qd_tree_node_name (node);
          g_autofree char *total = format_sum (sum);

          g_set_error (error, QD_GAME_TREE_ERROR, QD_GAME_TREE_ERROR_PROBABILITY,
                       _("the probabilities of the chance node %s sum to %s, not 1"), name, total);
          return FALSE;
        }
    }
  return TRUE;
}

void
qd_game_tree_set_value (QdGameTree *tree, QdTreeNode *node, double value)
{
  node->value = value;
}

void
qd_game_tree_set_label (QdGameTree *tree, QdTreeNode *node, const char *label)
{
  g_free (node->label);
  node->label = (label != NULL && *label != '\0') ? g_strdup (label) : NULL;
}

/* ------------------------------------------------------------- as a game */

static QdPlayer
tree_to_move (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return qd_tree_node_player (tree->nodes->pdata[*(const guint32 *) state]);
}

static gboolean
tree_terminal (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return qd_tree_node_is_leaf (tree->nodes->pdata[*(const guint32 *) state]);
}

static guint
tree_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdGameTree *tree = game->data;
  const QdTreeNode *node = tree->nodes->pdata[*(const guint32 *) state];

  /* A move is the child's preorder index: it names the node it leads to. */
  for (guint i = 0; i < node->children->len; i++)
    moves[i] = ((const QdTreeNode *) node->children->pdata[i])->index;
  return node->children->len;
}

static void
tree_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  *(guint32 *) child = move;
}

static double
tree_chance_probability (const QdGame *game, gconstpointer state, QdMove move)
{
  const QdGameTree *tree = game->data;

  return ((const QdTreeNode *) tree->nodes->pdata[move])->probability;
}

static double
tree_evaluate (const QdGame *game, gconstpointer state)
{
  const QdGameTree *tree = game->data;

  return ((const QdTreeNode *) tree->nodes->pdata[*(const guint32 *) state])->value;
}

void
qd_game_tree_move_text (gpointer data, const QdSearchTree *search, guint node, QdPlayer mover, QdMove move,
                        GString *out)
{
  const QdGameTree *tree = data;
  g_autofree char *name = NULL;

  if (move >= tree->nodes->len)
    {
      g_string_append_printf (out, "%u", move);
      return;
    }
  name = qd_tree_node_name (tree->nodes->pdata[move]);
  g_string_append (out, name);
}

void
qd_game_tree_as_game (const QdGameTree *tree, QdGame *game)
{
  guint max_children = 1;

  for (guint i = 0; i < tree->nodes->len; i++)
    max_children = MAX (max_children, ((QdTreeNode *) tree->nodes->pdata[i])->children->len);

  memset (game, 0, sizeof *game);
  game->data = tree;
  game->state_size = sizeof (guint32);
  game->max_moves = max_children;
  game->max_plies = qd_game_tree_height (tree) + 1;
  game->to_move = tree_to_move;
  game->terminal = tree_terminal;
  game->moves = tree_moves;
  game->apply = tree_apply;
  game->evaluate = tree_evaluate;
  game->chance_probability = tree_chance_probability;
}
