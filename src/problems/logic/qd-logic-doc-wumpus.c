/* qd-logic-doc-wumpus.c — a wumpus world as a Logic tab document: telling
 * its text from a knowledge base's, and a document made from a world (a
 * random one, or one edited on the board). */
#include "config.h"
#include "qd-logic-doc.h"

#include <string.h>

#include "core/qd-text.h"

/* Whether `word` (`len` bytes) is a square's word of the format. */
static gboolean
is_square_word (const char *word, gsize len)
{
  for (gsize i = 0; i < len; i++)
    if (strchr (".AWGP", word[i]) == NULL)
      return FALSE;
  return len > 0;
}

/* -1: a line that says nothing (blank or a comment); 1: a world's line
 * (`size:` or square words only); 0: anything else. */
static int
line_kind (const char *line, gsize len)
{
  const char *hash = memchr (line, '#', len);
  gsize i = 0, start;
  gboolean any = FALSE;

  len = hash != NULL ? (gsize) (hash - line) : len;
  while (i < len && g_ascii_isspace (line[i]))
    i++;
  if (len - i >= 5 && strncmp (line + i, "size:", 5) == 0)
    return 1;
  while (i < len)
    {
      start = i;
      while (i < len && !g_ascii_isspace (line[i]))
        i++;
      if (!is_square_word (line + start, i - start))
        return 0;
      any = TRUE;
      while (i < len && g_ascii_isspace (line[i]))
        i++;
    }
  return any ? 1 : -1;
}

gboolean
qd_logic_doc_text_is_wumpus (const char *text, gsize length)
{
  QdLineReader reader;
  const char *line;
  gsize len;
  gboolean any = FALSE;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    {
      int kind = line_kind (line, len);

      if (kind == 0)
        return FALSE;
      any = any || kind == 1;
    }
  return any;
}

QdLogicDoc *
qd_logic_doc_new_wumpus (const QdLogicWumpusWorld *world)
{
  QdLogicDoc *doc = g_new0 (QdLogicDoc, 1);

  doc->kind = QD_LOGIC_DOC_WUMPUS;
  doc->wumpus = g_memdup2 (world, sizeof *world);
  doc->text = qd_logic_wumpus_world_to_text (world);
  return doc;
}

void
qd_logic_doc_wumpus_changed (QdLogicDoc *doc)
{
  g_return_if_fail (doc->kind == QD_LOGIC_DOC_WUMPUS);
  g_free (doc->text);
  doc->text = qd_logic_wumpus_world_to_text (doc->wumpus);
}
