/* qd-hmm-world.c — a model or a board, told apart by their text. */
#include "config.h"
#include "qd-hmm-world.h"

#include <string.h>

#include "core/qd-text.h"

gboolean
qd_hmm_world_is_board (const char *text, gsize length)
{
  QdLineReader lines;
  const char *line;
  gsize line_length;
  gboolean first = TRUE, board = FALSE;

  qd_line_reader_init (&lines, text, length);
  while (!board && qd_line_reader_next (&lines, &line, &line_length))
    {
      qd_text_trim (&line, &line_length);
      if (line_length == 0 || line[0] == '#')
        continue;
      if (first && line[0] == '%')
        board = TRUE;
      first = FALSE;
      if (line_length >= 6 && memcmp (line, "board", 5) == 0)
        {
          const char *rest = line + 5;
          gsize rest_length = line_length - 5;

          qd_text_trim (&rest, &rest_length);
          /* `board:` alone (a comment may follow): a model's row of a state
           * named "board" has numbers after it. */
          board = rest_length > 0 && rest[0] == ':';
          for (gsize i = 1; board && i < rest_length && rest[i] != '#'; i++)
            board = g_ascii_isspace (rest[i]);
        }
    }
  return board;
}

QdHmmWorld *
qd_hmm_world_new (QdHmm *hmm, QdHmmHunt *hunt)
{
  QdHmmWorld *world = g_new0 (QdHmmWorld, 1);

  g_assert ((hmm == NULL) != (hunt == NULL));
  world->hmm = hmm;
  world->hunt = hunt;
  return world;
}

QdHmmWorld *
qd_hmm_world_parse (const char *text, gsize length, GError **error)
{
  if (qd_hmm_world_is_board (text, length))
    {
      QdHmmHunt *hunt = qd_hmm_hunt_parse (text, length, error);

      return hunt != NULL ? qd_hmm_world_new (NULL, hunt) : NULL;
    }
  {
    QdHmm *hmm = qd_hmm_parse (text, length, error);

    return hmm != NULL ? qd_hmm_world_new (hmm, NULL) : NULL;
  }
}

char *
qd_hmm_world_to_text (const QdHmmWorld *world)
{
  return world->hmm != NULL ? qd_hmm_to_text (world->hmm) : qd_hmm_hunt_to_text (world->hunt);
}

const char *
qd_hmm_world_extension (const QdHmmWorld *world)
{
  return world->hmm != NULL ? ".hmm" : ".hunt";
}

void
qd_hmm_world_free (QdHmmWorld *world)
{
  if (world == NULL)
    return;
  qd_hmm_free (world->hmm);
  qd_hmm_hunt_free (world->hunt);
  g_free (world);
}
