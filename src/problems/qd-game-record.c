/* qd-game-record.c — the players and moves of a saved game (qd-game-record.h). */
#include "config.h"
#include "qd-game-record.h"

#include "core/qd-text.h"

#define RECORD(game, offset) ((QdGameRecord *) (gpointer) ((guint8 *) (game) + (offset)))

gpointer
qd_game_record_alloc (gsize size, gsize offset, guint move_size, const char *p1, const char *p2)
{
  gpointer game = g_malloc0 (size);
  QdGameRecord *record = RECORD (game, offset);

  record->agents[0] = g_strdup (p1 != NULL ? p1 : "human");
  record->agents[1] = g_strdup (p2 != NULL ? p2 : "human");
  record->moves = g_array_new (FALSE, FALSE, move_size);
  return game;
}

gpointer
qd_game_record_dup (gconstpointer game, gsize size, gsize offset)
{
  gpointer copy = g_memdup2 (game, size);
  QdGameRecord *record = RECORD (copy, offset);

  record->moves = g_array_copy (record->moves);
  for (guint i = 0; i < 2; i++)
    record->agents[i] = g_strdup (record->agents[i]);
  return copy;
}

void
qd_game_record_free (gpointer game, gsize offset)
{
  QdGameRecord *record;

  if (game == NULL)
    return;
  record = RECORD (game, offset);
  g_free (record->agents[0]);
  g_free (record->agents[1]);
  g_array_unref (record->moves);
  g_free (game);
}

char *
qd_game_record_unescape (const char *text)
{
  char *name = qd_text_unescape_name (text);

  return name != NULL ? name : g_strdup (text);
}
