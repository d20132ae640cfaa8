/* qd-wargame-problem.c — the war game (statement 000, part 2). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-wargame-board.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdWargameBoard) parsed = qd_wargame_board_parse (contents, (gssize) length, NULL);

  return parsed != NULL;
}

const QdProblem qd_wargame_problem = {
  .id = "wargame",
  .title = N_("War Game"),
  .description = N_("Take squares, blitz your neighbours, and pit search agents against each other"),
  .file_filter_name = N_("War Game Boards"),
  .patterns = (const char *const[]) { "*.txt", "*.board", NULL },
  .examples = (const QdProblemExample[]) {
    { "Keren.txt",         N_("War Game: Keren") },
    { "Narvik.txt",        N_("War Game: Narvik") },
    { "Sevastopol.txt",    N_("War Game: Sevastopol") },
    { "Smolensk.txt",      N_("War Game: Smolensk") },
    { "Westerplatte.txt",  N_("War Game: Westerplatte") },
    { NULL }
  },
  .sniff = sniff,
};
