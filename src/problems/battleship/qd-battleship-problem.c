/* qd-battleship-problem.c — Battleship solitaire (statement 004). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-battleship.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (battleship)

QD_FORMAT_FUNCTIONS (format, QdBattleship, qd_battleship_parse, qd_battleship_to_string, qd_battleship_free)

static const QdFormat format = {
  .name = "battleship",
  .title = N_("Battleship Puzzles"),
  .untitled = N_("Untitled Battleship"),
  .patterns = (const char *const[]) { "*.txt", "*.battleship", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_battleship_problem = {
  .id = "battleship",
  .title = N_("Battleship Solitaire"),
  .description = N_("Place the fleet so the counts add up and no two ships touch"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "easy1.txt",    N_("Battleship: Easy 1") },
    { "easy2.txt",    N_("Battleship: Easy 2") },
    { "medium1.txt",  N_("Battleship: Medium 1") },
    { "medium2.txt",  N_("Battleship: Medium 2") },
    { "hard1.txt",    N_("Battleship: Hard 1") },
    { "hard2.txt",    N_("Battleship: Hard 2") },
    { NULL }
  },
};
