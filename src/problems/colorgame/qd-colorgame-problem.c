/* qd-colorgame-problem.c — the adversarial map-colouring game (statement 001). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-colorgame.h"
#include "problems/qd-problem.h"
#include "qd-colorgame-match.h"
#include "qd-colorgame-outside.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (colorgame)

QD_FORMAT_FUNCTIONS (format, QdColorgame, qd_colorgame_parse, qd_colorgame_to_string, qd_colorgame_free)

static const QdFormat format = {
  .name = "colorgame",
  .title = N_("Map-Colouring Games"),
  .untitled = N_("Untitled Colouring Game"),
  .patterns = (const char *const[]) { "*.txt", "*.colorgame", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_colorgame_problem = {
  .id = "colorgame",
  .title = N_("Map-Colouring Game"),
  .description = N_("Two players take turns colouring a map, each scoring its favourite colours"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "australia.txt",  N_("Colouring Game: Australia (the Statement's Example)") },
    { "course-t0.txt",  N_("Colouring Game: Course Case t0 (29 Nodes)") },
    { "course-t3.txt",  N_("Colouring Game: Course Case t3 (Five Colours)") },
    { NULL }
  },
  .game = &(const QdProblemGame) {
    .protocol = QD_COLORGAME_AGENT_GAME, .rules = &qd_colorgame_match_rules,
    .test_match = qd_colorgame_match_new_test, .free_match = (void (*) (gpointer)) qd_colorgame_match_free,
    .player_options = { "--p1", "--p2" }, .has_seed = TRUE, .default_opponent = "random",
    /* It reads a map; its output (the moves, the score) is the game's record. */
    .file_argument = N_("MAP"), .record_extension = "txt",
    .agents = (const char *const[]) { "random", "alphabeta", "mcts:1000", NULL }, .tournament_options = "",
  },
};
