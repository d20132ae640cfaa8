/* qd-kcell-problem.c — KCell (statement 002, question 1). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-kcell.h"
#include "qd-kcell-match.h"
#include "problems/qd-problem.h"
#include "qd-kcell-experiment.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (kcell)

QD_FORMAT_FUNCTIONS (format, QdKcellGame, qd_kcell_game_parse, qd_kcell_game_to_string, qd_kcell_game_free)

static const QdFormat format = {
  .name = "kcell",
  .title = N_("KCell Games"),
  .untitled = N_("Untitled KCell Game"),
  .patterns = (const char *const[]) { "*.kcell", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* A report's shards merged (sizes or match): its table. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdKcellExperiment) report = qd_kcell_experiment_merge (raws, n, error);

  return report != NULL ? qd_kcell_experiment_format_table (report) : NULL;
}

const QdProblem qd_kcell_problem = {
  .id = "kcell",
  .title = N_("KCell"),
  .description = N_("Race your stones across a line of cells, jumping over the pieces in the way"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "course-7-2.kcell",           N_("KCell: 7 Cells, 2 Stones, You against Alpha-Beta") },
    { "heuristic-vs-random.kcell",  N_("KCell: the Heuristic against the Random Heuristic") },
    { "statement-chain.kcell",      N_("KCell: the Statement's Chain of Jumps") },
    { NULL }
  },
  .merge_shards = merge_shards,
  .game = &(const QdProblemGame) {
    .protocol = "kcell", .rules = &qd_kcell_match_rules,
    .test_match = qd_kcell_match_new_test, .free_match = (void (*) (gpointer)) qd_kcell_play_free,
    .player_options = { "--p1", "--p2" }, .has_seed = TRUE, .default_opponent = "random",
    /* A saved game (GAME, --save), which its tab opens. */
    .record_option = "--save", .record_extension = "kcell", .records_open = TRUE,
    .agents = (const char *const[]) { "random", "alphabeta:4", "random-heuristic:1", "minimax", "alphabeta",
                                      "mcts:1000", NULL },
    .tournament_options = "--cells 7 --stones 2",
  },
};
