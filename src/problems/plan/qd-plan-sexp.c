/* qd-plan-sexp.c — a PDDL file as lists and symbols: comments skipped,
 * symbols folded to lower case, lists built with an explicit stack (so no
 * input can nest the C stack), every node with its line and column. */
#include "config.h"
#include "qd-plan-private.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (qd-plan-error-quark, qd_plan_error)

gboolean
qd_plan_error_at (GError **error, const QdPlanSexp *sexp, gint code, const QdPlanNode *at, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, QD_PLAN_ERROR, code, "%s:%u:%u: %s", sexp->name, at != NULL ? at->line : 1,
               at != NULL ? at->column : 1, message);
  return FALSE;
}

const QdPlanNode *
qd_plan_node (const QdPlanSexp *sexp, guint node)
{
  return &g_array_index (sexp->nodes, QdPlanNode, node);
}

guint
qd_plan_item (const QdPlanSexp *sexp, const QdPlanNode *list, guint i)
{
  return g_array_index (sexp->items, guint, list->first + i);
}

gboolean
qd_plan_is (const QdPlanSexp *sexp, guint node, const char *word)
{
  const QdPlanNode *n = qd_plan_node (sexp, node);

  return n->text != NULL && strcmp (n->text, word) == 0;
}

void
qd_plan_sexp_clear (QdPlanSexp *sexp)
{
  g_clear_pointer (&sexp->texts, g_string_chunk_free);
  g_clear_pointer (&sexp->nodes, g_array_unref);
  g_clear_pointer (&sexp->items, g_array_unref);
  g_clear_pointer (&sexp->top, g_array_unref);
  g_clear_pointer (&sexp->name, g_free);
}

/* ---- the reader */

typedef struct {
  QdPlanSexp *sexp;
  const char *end, *p;
  guint line;
  const char *line_start;
  /* The column of `counted` (a point of the current line already reached),
   * so that each token's column costs the characters since the last one:
   * a file written on one line reads in linear time. */
  const char *counted;
  guint column;
  GArray *open;              /* guint: the open lists' nodes */
  GArray *pending;           /* guint: the open lists' items so far */
  GArray *marks;             /* guint: where each open list's items start in pending */
  /* For the "(" never closed (see suspect): */
  guint token_line;          /* the line of the last token read (0: none yet) */
  guint indent;              /* the column of the current line's first token */
  GArray *shapes;            /* Shape: the open lists' */
  guint suspect;             /* the first list the indentation says is unclosed, or G_MAXUINT */
} Reader;

typedef struct {
  guint indent;              /* the column of the first token of the list's first line */
  gboolean has_list;         /* whether a list is among its items so far */
} Shape;

/* The node at `at` (never before the last point asked on its line). */
static QdPlanNode
here (Reader *r, const char *at)
{
  if (r->counted < r->line_start)
    {
      r->counted = r->line_start;
      r->column = 1;
    }
  r->column += (guint) g_utf8_strlen (r->counted, at - r->counted);
  r->counted = at;
  return (QdPlanNode) { .line = r->line, .column = r->column };
}

static gboolean
add_node (Reader *r, QdPlanNode node, GError **error)
{
  guint index = r->sexp->nodes->len;

  if (index >= QD_PLAN_MAX_NODES)
    return qd_plan_error_at (error, r->sexp, QD_PLAN_ERROR_READ, &node, _("more than %d symbols and lists"),
                             QD_PLAN_MAX_NODES);
  g_array_append_val (r->sexp->nodes, node);
  g_array_append_val (r->open->len > 0 ? r->pending : r->sexp->top, index);
  if (node.text == NULL && r->shapes->len > 0)
    g_array_index (r->shapes, Shape, r->shapes->len - 1).has_list = TRUE;
  return TRUE;
}

/* A "(" first on its line at `node` inside the innermost open list: if it
 * sits no further right than that list's line starts (or than the list
 * itself when the list holds only symbols, as `(on d a`), the list was
 * meant to be closed before it, and is the first suspect of a "(" never
 * closed.  Column 1 is left alone: files written without indentation. */
static void
suspect (Reader *r, QdPlanNode node)
{
  const QdPlanNode *parent;
  const Shape *shape;

  if (r->suspect != G_MAXUINT || r->open->len < 2 || node.column == 1)
    return;
  parent = qd_plan_node (r->sexp, g_array_index (r->open, guint, r->open->len - 1));
  shape = &g_array_index (r->shapes, Shape, r->shapes->len - 1);
  if (parent->line < node.line && (node.column <= shape->indent || (!shape->has_list && node.column <= parent->column)))
    r->suspect = g_array_index (r->open, guint, r->open->len - 1);
}

static gboolean
open_list (Reader *r, gboolean first_on_line, GError **error)
{
  QdPlanNode node = here (r, r->p);
  guint index = r->sexp->nodes->len;
  Shape shape;

  if (r->open->len >= QD_PLAN_MAX_DEPTH)
    return qd_plan_error_at (error, r->sexp, QD_PLAN_ERROR_READ, &node, _("parentheses nested more than %d deep"),
                             QD_PLAN_MAX_DEPTH);
  if (first_on_line)
    {
      r->indent = node.column;
      suspect (r, node);
    }
  if (!add_node (r, node, error))
    return FALSE;
  shape = (Shape) { .indent = r->indent };
  g_array_append_val (r->open, index);
  g_array_append_val (r->marks, r->pending->len);
  g_array_append_val (r->shapes, shape);
  r->p++;
  return TRUE;
}

static gboolean
close_list (Reader *r, GError **error)
{
  QdPlanNode at = here (r, r->p);
  guint node, mark;
  QdPlanNode *list;

  if (r->open->len == 0)
    return qd_plan_error_at (error, r->sexp, QD_PLAN_ERROR_READ, &at, _("a “)” closes nothing"));
  node = g_array_index (r->open, guint, r->open->len - 1);
  mark = g_array_index (r->marks, guint, r->marks->len - 1);
  list = &g_array_index (r->sexp->nodes, QdPlanNode, node);
  list->first = r->sexp->items->len;
  list->n = r->pending->len - mark;
  g_array_append_vals (r->sexp->items, &g_array_index (r->pending, guint, mark), list->n);
  g_array_set_size (r->pending, mark);
  g_array_set_size (r->open, r->open->len - 1);
  g_array_set_size (r->marks, r->marks->len - 1);
  g_array_set_size (r->shapes, r->shapes->len - 1);
  r->p++;
  return TRUE;
}

/* Where the symbol at `start` ends: a parenthesis, a comment, a blank, a
 * control character (which read_symbol refuses), or a `?` (a variable
 * begins there: published domains write `(aircraft?a)`). */
static const char *
symbol_end (const char *start, const char *end)
{
  const char *p = start;

  while (p < end && !strchr ("();", *p) && (guchar) *p > 0x20 && *p != 0x7f && (*p != '?' || p == start))
    p++;
  return p;
}

static gboolean
read_symbol (Reader *r, GError **error)
{
  QdPlanNode node = here (r, r->p);
  const char *start = r->p;

  r->p = symbol_end (r->p, r->end);
  /* Blanks are g_ascii_isspace's, as skip_blanks reads them (not \v). */
  if (r->p < r->end && !strchr ("();?", *r->p) && !g_ascii_isspace (*r->p))
    {
      QdPlanNode bad = here (r, r->p);

      return qd_plan_error_at (error, r->sexp, QD_PLAN_ERROR_READ, &bad, _("a control character: not PDDL text"));
    }
  /* In one chunk, not a block each: a file of two million symbols. */
  node.text = g_string_chunk_insert_len (r->sexp->texts, start, r->p - start);
  for (char *c = node.text; *c != '\0'; c++)
    *c = g_ascii_tolower (*c);
  return add_node (r, node, error);
}

/* Skips blanks, line ends and comments up to the next token. */
static void
skip_blanks (Reader *r)
{
  while (r->p < r->end)
    if (*r->p == ';')
      {
        const char *line_end = memchr (r->p, '\n', r->end - r->p);

        r->p = line_end != NULL ? line_end : r->end;
      }
    else if (*r->p == '\n')
      r->line_start = ++r->p, r->line++;
    else if (g_ascii_isspace (*r->p))
      r->p++;
    else
      return;
}

static gboolean
read_token (Reader *r, GError **error)
{
  gboolean first_on_line;

  skip_blanks (r);
  if (r->p >= r->end)
    return TRUE;
  first_on_line = r->token_line != r->line;
  r->token_line = r->line;
  switch (*r->p)
    {
    case '(':
      return open_list (r, first_on_line, error);
    case ')':
      return close_list (r, error);
    default:
      return read_symbol (r, error);
    }
}

/* Whether the bytes are UTF-8 text without NUL; else an error at the first
 * bad byte. */
static gboolean
check_bytes (QdPlanSexp *sexp, const char *text, gsize length, GError **error)
{
  QdPlanNode at = { 0 };

  if (length > QD_PLAN_MAX_FILE_BYTES)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, NULL, _("larger than %d bytes"),
                             QD_PLAN_MAX_FILE_BYTES);
  if (qd_text_find_binary (text, length, &at.line, &at.column) == NULL)
    return TRUE;
  return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ, &at, _("not UTF-8 text: not a PDDL file"));
}

gboolean
qd_plan_sexp_read (QdPlanSexp *sexp, const char *name, const char *text, gsize length, GError **error)
{
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) pending = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);   /* never NULL: an empty list’s &pending[mark] */
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) shapes = g_array_new (FALSE, FALSE, sizeof (Shape));
  Reader r = { .sexp = sexp, .end = text + length, .p = text, .line = 1, .line_start = text, .counted = text,
               .column = 1, .open = open, .pending = pending, .marks = marks, .shapes = shapes, .indent = 1,
               .suspect = G_MAXUINT };

  *sexp = (QdPlanSexp) {
    .name = g_strdup (name != NULL ? name : "pddl"),
    .nodes = g_array_new (FALSE, FALSE, sizeof (QdPlanNode)),
    .items = g_array_new (FALSE, FALSE, sizeof (guint)),
    .top = g_array_new (FALSE, FALSE, sizeof (guint)),
    .texts = g_string_chunk_new (MIN (MAX (length, 64), 1 << 20)),
  };
  if (!check_bytes (sexp, text, length, error))
    return FALSE;
  r.p = r.line_start = r.counted = text + qd_text_skip_bom (text, length);
  while (r.p < r.end)
    if (!read_token (&r, error))
      return FALSE;
  /* Lists left open at the end: the ")" missing is most likely that of the
   * list the indentation first gave away (a ")" meant for an outer list
   * closed it, so what is left open is an outer list), else that of the
   * innermost list open. */
  if (open->len > 0)
    return qd_plan_error_at (error, sexp, QD_PLAN_ERROR_READ,
                             qd_plan_node (sexp, r.suspect != G_MAXUINT ? r.suspect
                                                                        : g_array_index (open, guint, open->len - 1)),
                             _("this “(” is never closed"));
  return TRUE;
}
