/* qd-hmm-problem.c — inference over time: hidden Markov models, particle
 * filters, ghost hunts and robot localization (AIMA chapter 14; the course's
 * ghost-hunting project). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-hmm-world.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (hmm)

QD_FORMAT_FUNCTIONS (format, QdHmmWorld, qd_hmm_world_parse, qd_hmm_world_to_text, qd_hmm_world_free)

/* A board is saved as a `.hunt` file, a model as a `.hmm` one (a course
 * layout opened from a `.lay` file is saved beside it, unless asked). */
static const char *
format_extension (gconstpointer model)
{
  return qd_hmm_world_extension (model);
}

static const QdFormat format = {
  .name = "hmm",
  .title = N_("Hidden Markov Models and Ghost Hunts"),
  .untitled = N_("Untitled Hidden Markov Model"),
  .patterns = (const char *const[]) { "*.hmm", "*.hunt", "*.lay", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

const QdProblem qd_hmm_problem = {
  .id = "hmm",
  .title = N_("Reasoning over Time"),
  .description = N_("Hidden Markov models, particle filters and a ghost hunt on a board"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "umbrella.hmm",      N_("Reasoning over Time: the Umbrella World") },
    { "ice-cream.hmm",     N_("Reasoning over Time: Eisner’s Ice Cream") },
    { "doctor.hmm",        N_("Reasoning over Time: Healthy or Fever (Viterbi)") },
    { "one-ghost.hunt",    N_("Reasoning over Time: a Hunt for One Ghost") },
    { "four-ghosts.hunt",  N_("Reasoning over Time: Four Scared Ghosts") },
    { "maze.hunt",         N_("Reasoning over Time: Robot Localization in a Maze") },
    { NULL }
  },
};
