/* qd-kinarow-problem.c — k in a row (AIMA chapter 5: tic-tac-toe, Connect Four, Gomoku). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-kinarow.h"
#include "qd-kinarow-agent.h"
#include "qd-kinarow-match.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (kinarow)

QD_FORMAT_FUNCTIONS (format, QdKinarowGame, qd_kinarow_game_parse, qd_kinarow_game_to_string, qd_kinarow_game_free)

static const QdFormat format = {
  .name = "kinarow",
  .title = N_("K-in-a-Row Games"),
  .untitled = N_("Untitled K-in-a-Row Game"),
  .patterns = (const char *const[]) { "*.kinarow", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_kinarow_problem = {
  .id = "kinarow",
  .title = N_("K in a Row"),
  .description = N_("Tic-tac-toe, Connect Four and Gomoku: get K stones in a row on an M × N board"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "tictactoe.kinarow",  N_("K in a Row: Tic-Tac-Toe, You against Alpha-Beta") },
    { "connect4.kinarow",   N_("K in a Row: Connect Four, You against Monte Carlo Tree Search") },
    { "gomoku.kinarow",     N_("K in a Row: Gomoku, a Game in Progress") },
    { NULL }
  },
  .game = &(const QdProblemGame) {
    .protocol = "kinarow",
    .rules = &qd_kinarow_match_rules,
    .test_match = qd_kinarow_match_new_test,
    .free_match = (void (*) (gpointer)) qd_kinarow_match_free,
    .player_options = { "--p1", "--p2" },
    .has_seed = TRUE,
    .default_opponent = "random",
    .record_option = "--save",
    .record_extension = "kinarow",
    .agents = (const char *const[]) { "random", "alphabeta", "alphabeta:2", "minimax", "mcts", NULL },
    .tournament_options = "--game tictactoe",
    .records_open = TRUE,
  },
  .agent_game = "kinarow",
  .agent_test_game = qd_kinarow_agent_test_game,
  .tournament = &(const QdProblemTournament) {
    (const char *const[]) { "random", "alphabeta", "alphabeta:2", "minimax", "mcts", NULL },
    "--game tictactoe", FALSE, TRUE },
};
