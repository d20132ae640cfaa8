/* qd-gdl-problem.c — General Games: games and puzzles written in the Game
 * Description Language (issue 77). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-gdl-match.h"
#include "qd-gdl-sheet.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gdl)

QD_FORMAT_FUNCTIONS (format, QdGdlSheet, qd_gdl_sheet_parse, qd_gdl_sheet_to_string, qd_gdl_sheet_free)

static gpointer
format_recover (const char *text, gsize length)
{
  return qd_gdl_sheet_parse_draft (text, (gssize) length, NULL);
}

static const QdFormat format = {
  .name = "gdl",
  .title = N_("GDL Rulesheets"),
  .untitled = N_("Untitled Rulesheet"),
  .patterns = (const char *const[]) { "*.kif", "*.gdl", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .recover = format_recover,
};

const QdProblem qd_gdl_problem = {
  .id = "gdl",
  .title = N_("General Games"),
  .description = N_("Any game or puzzle whose rules are written in the Game Description Language"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "tictactoe.kif",     N_("General Games: Tic-Tac-Toe in GDL") },
    { "connect4.kif",      N_("General Games: Connect Four in GDL") },
    { "connect4-8x6.kif",  N_("General Games: Connect Four on 8 Columns in GDL") },
    { "nim.kif",           N_("General Games: Nim with Heaps of 3, 4 and 5") },
    { "take-stones.kif",   N_("General Games: Take-Stones in GDL") },
    { "hanoi.kif",         N_("General Games: the Tower of Hanoi, a Puzzle") },
    { "eight-puzzle.kif",  N_("General Games: the 8-Puzzle") },
    { "rock-paper-scissors-3.kif", N_("General Games: Rock-Paper-Scissors over Three Rounds, Moving Together") },
    { NULL }
  },
  .game = &qd_gdl_problem_game,
};
