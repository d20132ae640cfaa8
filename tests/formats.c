/* formats.c — the formats' table and the round-trip check (formats.h). */
#include "config.h"
#include "formats.h"

#include <string.h>

#include "problems/qd-game-tree.h"
#include "problems/qd-map.h"
#include "problems/battleship/qd-battleship.h"
#include "problems/colorgame/qd-colorgame.h"
#include "problems/kcell/qd-kcell.h"
#include "problems/takestones/qd-takestones-record.h"
#include "problems/tsp/qd-tsp.h"
#include "problems/wargame/qd-wargame-board.h"
#include "problems/wordpuzzle/qd-wordpuzzle.h"

static gpointer
parse_map (const char *text, gssize length, GError **error)
{
  return qd_map_parse (text, length, NULL, error);
}

#define FORMAT(id, parse, write, free) \
  { id, (QdTestParseFunc) parse, (QdTestWriteFunc) write, (GDestroyNotify) free }

const QdTestFormat qd_test_formats[] = {
  FORMAT ("battleship", qd_battleship_parse, qd_battleship_to_string, qd_battleship_free),
  FORMAT ("colorgame", qd_colorgame_parse, qd_colorgame_to_string, qd_colorgame_free),
  FORMAT ("gametree", qd_game_tree_parse, qd_game_tree_to_string, qd_game_tree_free),
  FORMAT ("kcell", qd_kcell_game_parse, qd_kcell_game_to_string, qd_kcell_game_free),
  FORMAT ("map", parse_map, qd_map_to_string, qd_map_free),
  FORMAT ("takestones", qd_takestones_record_parse, qd_takestones_record_to_string, qd_takestones_record_free),
  FORMAT ("tsp", qd_tsp_parse, qd_tsp_to_string, qd_tsp_free),
  FORMAT ("wargame", qd_wargame_board_parse, qd_wargame_board_to_string, qd_wargame_board_free),
  FORMAT ("wordpuzzle", qd_wordpuzzle_parse, qd_wordpuzzle_to_string, qd_wordpuzzle_free),
  FORMAT ("wordlist", qd_wordpuzzle_list_parse, qd_wordpuzzle_list_to_string, qd_wordpuzzle_list_free),
  { NULL },
};

const QdTestFormat *
qd_test_format_find (const char *name)
{
  for (const QdTestFormat *f = qd_test_formats; f->name != NULL; f++)
    if (strcmp (f->name, name) == 0)
      return f;
  return NULL;
}

QdRoundTrip
qd_test_round_trip (const QdTestFormat *format, const char *text, gsize length, gpointer *model_out,
                    char **why)
{
  g_autoptr(GError) error = NULL;
  gpointer model, again;
  g_autofree char *first = NULL, *second = NULL;
  QdRoundTrip result = QD_ROUND_TRIP_OK;

  model = format->parse (text, (gssize) length, &error);
  if (model == NULL)
    {
      if (error == NULL)
        {
          *why = g_strdup ("the parser failed without an error");
          return QD_ROUND_TRIP_BROKEN;
        }
      return QD_ROUND_TRIP_NOT_PARSED;
    }
  first = format->write (model);
  again = format->parse (first, -1, &error);
  if (again == NULL)
    {
      *why = g_strdup_printf ("the written text does not parse back (%s):\n%s", error->message, first);
      result = QD_ROUND_TRIP_BROKEN;
    }
  else
    {
      second = format->write (again);
      if (strcmp (first, second) != 0)
        {
          *why = g_strdup_printf ("writing the parsed text again gives another text:\n--- first\n%s--- second\n%s",
                                  first, second);
          result = QD_ROUND_TRIP_BROKEN;
        }
      format->free (again);
    }
  if (model_out != NULL && result == QD_ROUND_TRIP_OK)
    *model_out = model;
  else
    format->free (model);
  return result;
}
