/* qd-wargame-problem.c — the war game (statement 000, part 2). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-wargame-board.h"
#include "problems/qd-problem.h"
#include "qd-wargame-sweep.h"
#include "qd-wargame-match.h"
#include "qd-wargame-outside.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wargame)

QD_FORMAT_FUNCTIONS (format, QdWargameBoard, qd_wargame_board_parse, qd_wargame_board_to_string, qd_wargame_board_free)

static const QdFormat format = {
  .name = "wargame",
  .title = N_("War Game Boards"),
  .untitled = N_("Untitled War Game Board"),
  .patterns = (const char *const[]) { "*.txt", "*.board", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* The matchups' or the rule comparison's shards merged: the report. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdWargameSweep) sweep = qd_wargame_sweep_merge (raws, n, error);
  g_autoptr(GPtrArray) results = sweep != NULL ? qd_wargame_sweep_results (sweep) : NULL;

  return results != NULL ? qd_wargame_report_text (results) : NULL;
}

const QdProblem qd_wargame_problem = {
  .id = "wargame",
  .title = N_("War Game"),
  .description = N_("Take squares, blitz your neighbours, and pit search agents against each other"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "Keren.txt",         N_("War Game: Keren") },
    { "Narvik.txt",        N_("War Game: Narvik") },
    { "Sevastopol.txt",    N_("War Game: Sevastopol") },
    { "Smolensk.txt",      N_("War Game: Smolensk") },
    { "Westerplatte.txt",  N_("War Game: Westerplatte") },
    { NULL }
  },
  .merge_shards = merge_shards,
  .game = &(const QdProblemGame) {
    .protocol = QD_WARGAME_AGENT_GAME, .rules = &qd_wargame_match_rules,
    .test_match = qd_wargame_match_new_test, .free_match = (void (*) (gpointer)) qd_wargame_match_free,
    .player_options = { "--blue", "--green" }, .has_seed = TRUE, .default_opponent = "random",
    /* It reads a board; --log writes the game, which its tab's Check an Answer replays. */
    .file_argument = N_("BOARD"), .record_option = "--log", .record_extension = "log", .record_checks = TRUE,
    .agents = (const char *const[]) { "random", "alphabeta:3", "minimax:3", "engine:500", "mcts:1000", NULL },
    .tournament_options = "",
  },
};
