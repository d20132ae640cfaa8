/* qd-takestones-problem.c — Take-Stones (statement 003, problem 4). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-takestones-record.h"
#include "problems/qd-problem.h"
#include "qd-takestones-experiment.h"
#include "qd-takestones-outside.h"
#include "qd-takestones-match.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (takestones)

QD_FORMAT_FUNCTIONS (format, QdTakestonesRecord, qd_takestones_record_parse, qd_takestones_record_to_string, qd_takestones_record_free)

static const QdFormat format = {
  .name = "takestones",
  .title = N_("Take-Stones Games"),
  .untitled = N_("Untitled Take-Stones Game"),
  .patterns = (const char *const[]) { "*.stones", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* The evaluator report's shards merged: the report. */
static char *
merge_shards (QdSweepRaw *const *raws, guint n, GError **error)
{
  g_autoptr(QdTakestonesExperiment) report = qd_takestones_experiment_merge (raws, n, NULL, error);

  return report != NULL ? qd_takestones_experiment_format (report) : NULL;
}

/* A played game's record (the statement's "Player P: S" lines) as a saved
 * game: its command's first word is N. */
static char *
record_document (const char *record, const char *const *args, GError **error)
{
  g_autoptr(QdTakestonesRecord) game = NULL;
  guint64 n;

  if (args[0] == NULL || !g_ascii_string_to_unsigned (args[0], 10, 1, QD_TAKESTONES_MAX, &n, error))
    return NULL;
  game = qd_takestones_record_parse_game ((guint) n, record, error);
  return game != NULL ? qd_takestones_record_to_string (game) : NULL;
}

const QdProblem qd_takestones_problem = {
  .id = "takestones",
  .title = N_("Take-Stones"),
  .description = N_("Take factors and multiples of the last stone; the player left without one loses"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "statement-n7.stones",   N_("Take-Stones: the Statement’s Game") },
    { "twenty-stones.stones",  N_("Take-Stones: Twenty Stones against Threats") },
    { NULL }
  },
  .merge_shards = merge_shards,
  .game = &(const QdProblemGame) {
    .protocol = "takestones", .rules = &qd_takestones_match_rules,
    .test_match = qd_takestones_match_new_test, .free_match = (void (*) (gpointer)) qd_takestones_match_free,
    /* The seed is MCTS's; its output is the game's record. */
    .player_options = { "--p1", "--p2" }, .has_seed = TRUE, .default_opponent = "computer",
    .record_extension = "txt", .record_document = record_document,
    /* N MODE DEPTH: --p1 and --p2 then choose the players. */
    .agents = (const char *const[]) { "computer", "mcts:1000", NULL }, .tournament_options = "7 1 3",
  },
  /* N MODE DEPTH: --p1 and --p2 then choose the players. */
};
