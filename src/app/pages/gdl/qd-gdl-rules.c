/* qd-gdl-rules.c — the Rules pane: the rulesheet as written, its comments,
 * GDL's keywords and its variables coloured (a tokenizer of its own, as
 * forgiving as a text editor's: it never refuses the text). */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <string.h>

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

void
qd_gdl_rules_init (GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  gtk_text_buffer_create_tag (buffer, "comment", "style", PANGO_STYLE_ITALIC, NULL);
  gtk_text_buffer_create_tag (buffer, "keyword", "weight", PANGO_WEIGHT_BOLD, NULL);
  gtk_text_buffer_create_tag (buffer, "variable", NULL);
  set_colours (view);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark", G_CALLBACK (set_colours), view,
                           G_CONNECT_SWAPPED);
}

void
qd_gdl_rules_show (GtkTextView *view, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  gtk_text_buffer_set_text (buffer, text, -1);
  colour_text (buffer, text);
}
