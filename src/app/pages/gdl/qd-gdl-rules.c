/* qd-gdl-rules.c — the Rules pane: the rulesheet as written, its comments,
 * GDL's keywords and its variables coloured (a tokenizer of its own, as
 * forgiving as a text editor's: it never refuses the text), and over a
 * fact without variables, why it holds in the state on show, or that it
 * does not (problems/gdl/qd-gdl-why.h), as a tooltip. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <string.h>

#include "problems/gdl/qd-gdl-why.h"

/* Lines of a proof tree in a tooltip at most. */
#define WHY_MAX_LINES 24

static const char *const keywords[] = {
  "role", "init", "legal", "next", "terminal", "goal", "true", "does", "distinct", "not", "or", "<=",
  "base", "input",
};

/* The tags' colours, readable on the light and the dark style. */
typedef struct {
  const char *comment, *keyword, *variable;
} Colours;

static const Colours light = { "#5e5c64", "#1a5fb4", "#a51d2d" };
static const Colours dark = { "#9a9996", "#99c1f1", "#f66151" };

static gboolean
is_keyword (const char *word, gsize length)
{
  for (guint i = 0; i < G_N_ELEMENTS (keywords); i++)
    if (strlen (keywords[i]) == length && g_ascii_strncasecmp (word, keywords[i], length) == 0)
      return TRUE;
  return FALSE;
}

/* Where the tokenizer is: its offsets in characters counted as it goes,
 * so that a long rulesheet is read once. */
typedef struct {
  GtkTextBuffer *buffer;
  const char *at;
  int offset;
} Cursor;

static int
offset_of (Cursor *c, const char *p)
{
  c->offset += (int) g_utf8_pointer_to_offset (c->at, p);
  c->at = p;
  return c->offset;
}

static void
tag_span (Cursor *c, const char *tag, const char *start, const char *end)
{
  GtkTextIter a, b;

  gtk_text_buffer_get_iter_at_offset (c->buffer, &a, offset_of (c, start));
  gtk_text_buffer_get_iter_at_offset (c->buffer, &b, offset_of (c, end));
  gtk_text_buffer_apply_tag_by_name (c->buffer, tag, &a, &b);
}

/* Comments from `;` to the end of the line, variables `?x`, and keywords
 * where a word is one; past QD_GDL_RULES_COLOURED bytes, plain text. */
#define QD_GDL_RULES_COLOURED (1 << 20)

static void
colour_text (GtkTextBuffer *buffer, const char *text)
{
  Cursor c = { buffer, text, 0 };
  const char *p = text;

  while (*p != '\0' && p - text < QD_GDL_RULES_COLOURED)
    {
      const char *end;

      if (*p == ';')
        {
          end = p + strcspn (p, "\n");
          tag_span (&c, "comment", p, end);
        }
      else if (strchr ("() \t\r\n", *p) != NULL)
        end = p + 1;
      else
        {
          end = p + strcspn (p, "() \t\r\n;");
          if (*p == '?')
            tag_span (&c, "variable", p, end);
          else if (is_keyword (p, end - p))
            tag_span (&c, "keyword", p, end);
        }
      p = end;
    }
}

static void
set_colours (GtkTextView *view)
{
  GtkTextTagTable *table = gtk_text_buffer_get_tag_table (gtk_text_view_get_buffer (view));
  const Colours *c = adw_style_manager_get_dark (adw_style_manager_get_default ()) ? &dark : &light;

  g_object_set (gtk_text_tag_table_lookup (table, "comment"), "foreground", c->comment, NULL);
  g_object_set (gtk_text_tag_table_lookup (table, "keyword"), "foreground", c->keyword, NULL);
  g_object_set (gtk_text_tag_table_lookup (table, "variable"), "foreground", c->variable, NULL);
}

/* ------------------------------------------------------------ why */

/* The term around byte `at` of `text`: the innermost parenthesised one,
 * or a bare word that is a literal of a rule (`terminal`); NULL in a
 * comment, on `<=`, or outside every term. */
char *
qd_gdl_rules_term_at (const char *text, gsize at)
{
  const char *p = text + at, *start = NULL, *end;
  gsize line = at;
  guint depth = 0;

  while (line > 0 && text[line - 1] != '\n')
    line--;
  if (memchr (text + line, ';', at - line) != NULL)
    return NULL;   /* in a comment */
  for (gsize i = at + 1; i-- > 0 && start == NULL;)
    if (text[i] == ')' && i != at)
      depth++;
    else if (text[i] == '(' && depth-- == 0)
      start = text + i;
  if (start == NULL)
    return NULL;
  if (g_str_has_prefix (start, "(<="))
    {
      /* A bare word in a rule's body or head: a relation without arguments. */
      const char *w = p, *e;

      if (strchr ("() \t\r\n", *p) != NULL)
        return NULL;
      while (w > text && strchr ("() \t\r\n", w[-1]) == NULL)
        w--;
      e = p + strcspn (p, "() \t\r\n;");
      return w > start + 1 && !(e - w == 2 && strncmp (w, "<=", 2) == 0) ? g_strndup (w, e - w) : NULL;
    }
  depth = 0;
  for (end = start; *end != '\0'; end++)
    if (*end == '(')
      depth++;
    else if (*end == ')' && --depth == 0)
      return g_strndup (start, end + 1 - start);
  return NULL;
}

/* The proof tree's first lines, "…" after them. */
char *
qd_gdl_rules_why_text (QdGdlPage *self, const char *term)
{
  g_autoptr(QdGdlWhy) why = qd_gdl_why (self->sheet->game, self->state, NULL, term, NULL);
  g_autofree char *text = why != NULL ? qd_gdl_why_text (why) : NULL;
  g_auto(GStrv) lines = text != NULL ? g_strsplit (text, "\n", WHY_MAX_LINES + 1) : NULL;

  if (lines == NULL)
    return NULL;
  if (g_strv_length (lines) > WHY_MAX_LINES)
    {
      g_free (lines[WHY_MAX_LINES]);
      lines[WHY_MAX_LINES] = g_strdup ("…");
    }
  return g_strchomp (g_strjoinv ("\n", lines));
}

static gboolean
on_query_tooltip (GtkTextView *view, int x, int y, gboolean keyboard, GtkTooltip *tooltip, QdGdlPage *self)
{
  GtkTextIter iter;
  int bx, by;
  g_autofree char *term = NULL;
  const char *text = self->sheet != NULL ? self->sheet->text : NULL;

  /* The text typed is not read yet, or is no game: nothing to explain. */
  if (text == NULL || self->state == NULL || qd_page_get_busy (QD_PAGE (self)) || self->kept != NULL
      || self->edit_source != 0)
    return FALSE;
  if (keyboard)
    gtk_text_buffer_get_iter_at_mark (gtk_text_view_get_buffer (view), &iter,
                                      gtk_text_buffer_get_insert (gtk_text_view_get_buffer (view)));
  else
    {
      gtk_text_view_window_to_buffer_coords (view, GTK_TEXT_WINDOW_WIDGET, x, y, &bx, &by);
      if (!gtk_text_view_get_iter_at_location (view, &iter, bx, by))
        return FALSE;
    }
  term = qd_gdl_rules_term_at (text, (gsize) (g_utf8_offset_to_pointer (text, gtk_text_iter_get_offset (&iter)) - text));
  if (term == NULL || strchr (term, '?') != NULL)
    return FALSE;
  /* The same fact in the same state: the tree made last time. */
  if (g_strcmp0 (term, self->why_term) != 0 || self->why_state != qd_gdl_game_hash (self->sheet->game, self->state))
    {
      g_free (self->why_term);
      g_free (self->why_text);
      self->why_term = g_steal_pointer (&term);
      self->why_state = qd_gdl_game_hash (self->sheet->game, self->state);
      self->why_text = qd_gdl_rules_why_text (self, self->why_term);
    }
  if (self->why_text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->why_text);
  return TRUE;
}

void
qd_gdl_rules_init (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  gtk_text_buffer_create_tag (buffer, "comment", "style", PANGO_STYLE_ITALIC, NULL);
  gtk_text_buffer_create_tag (buffer, "keyword", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_buffer_create_tag (buffer, "variable", NULL);
  gtk_text_buffer_create_tag (buffer, "error", "underline", PANGO_UNDERLINE_ERROR, "background", "rgba(224,27,36,0.18)", NULL);
  set_colours (view);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (set_colours), view,
                           G_CONNECT_SWAPPED);
  gtk_widget_set_has_tooltip (GTK_WIDGET (view), TRUE);
}

void
qd_gdl_rules_follow (GtkTextView *view, QdGdlPage *page)
{
  g_signal_connect (view, "query-tooltip", G_CALLBACK (on_query_tooltip), page);
}

char *
qd_gdl_page_explain (QdGdlPage *self, guint offset)
{
  g_autofree char *term = qd_gdl_rules_term_at (self->sheet->text,
                                   (gsize) (g_utf8_offset_to_pointer (self->sheet->text, offset) - self->sheet->text));

  return term != NULL && strchr (term, '?') == NULL ? qd_gdl_rules_why_text (self, term) : NULL;
}

void
qd_gdl_rules_show (GtkTextView *view, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_remove_all_tags (buffer, &start, &end);
  {
    g_autofree char *now = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);

    /* The text typed is the model's: the cursor stays where it is. */
    if (strcmp (now, text) != 0)
      gtk_text_buffer_set_text (buffer, text, -1);
  }
  colour_text (buffer, text);
}
