/* qd-normalform-problem.c — games in normal form (AIMA 4th ed. ch. 18, 3rd
 * ed. §17.5–17.6): the descriptor and the format. */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/normalform/qd-normalform.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (normalform)

QD_FORMAT_FUNCTIONS (format, QdNormalform, qd_normalform_parse, qd_normalform_to_string, qd_normalform_free)

static const QdFormat format = {
  .name = "normalform",
  .title = N_("Normal-Form Games"),
  .untitled = N_("Untitled Game"),
  .patterns = (const char *const[]) { "*.normalform", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

const QdProblem qd_normalform_problem = {
  .id = "normalform",
  .title = N_("Game Theory"),
  .description = N_("Payoff tables: dominance, Nash equilibria, zero-sum values, repeated dilemmas"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "prisoners-dilemma.normalform",   N_("The Prisoner’s Dilemma") },
    { "two-finger-morra.normalform",    N_("Two-Finger Morra (zero-sum)") },
    { "rock-paper-scissors.normalform", N_("Rock-Paper-Scissors") },
    { "battle-of-the-sexes.normalform", N_("Battle of the Sexes (three equilibria)") },
    { "video-game-makers.normalform",   N_("Acme and Best (two pure equilibria)") },
    { "three-player-vote.normalform",   N_("A Vote of Three Players") },
    { NULL }
  },
};
