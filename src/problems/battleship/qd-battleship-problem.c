/* qd-battleship-problem.c — Battleship solitaire (statement 004). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-battleship.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdBattleship) parsed = qd_battleship_parse (contents, length, NULL);

  return parsed != NULL;
}

const QdProblem qd_battleship_problem = {
  .id = "battleship",
  .title = N_("Battleship Solitaire"),
  .description = N_("Place the fleet so the counts add up and no two ships touch"),
  .file_filter_name = N_("Battleship Puzzles"),
  .patterns = (const char *const[]) { "*.txt", "*.battleship", NULL },
  .examples = (const QdProblemExample[]) {
    { "easy1.txt",    N_("Battleship: Easy 1") },
    { "easy2.txt",    N_("Battleship: Easy 2") },
    { "medium1.txt",  N_("Battleship: Medium 1") },
    { "medium2.txt",  N_("Battleship: Medium 2") },
    { "hard1.txt",    N_("Battleship: Hard 1") },
    { "hard2.txt",    N_("Battleship: Hard 2") },
    { NULL }
  },
  .sniff = sniff,
};
