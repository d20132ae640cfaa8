/* qd-mdp-agent.h — a student's own learning agent in a grid world: a
 * program (`program:COMMAND`, `agent:NAME`, docs/agents.md) run in the
 * sandbox of core/qd-program.h as games' agents are, spoken to over the line
 * protocol of docs/contracts.md, "Grid world agents", and graded.
 *
 * The session, one process for all of it (→ Quandary writes, ← the agent):
 *   → quandary-gridworld 1
 *   → world W H                      then H rows, top first, W tokens each:
 *   → _ _ _ T                          `_` open, `#` wall, `T` terminal, `S` the start
 *   → discount G
 *   → alpha A
 *   → epsilon E                      (the agent's to use while it learns)
 *   ← ready                          (within the start time)
 * Learning, EPISODES episodes simulated by Quandary with a seeded generator:
 *   → episode N                      (1, 2, …: a new episode starts in S)
 *   → state X Y ACTION…              (the cell's actions: north west south east, or exit)
 *   ← ACTION                         (one of them, within the move time)
 *   → reward R X' Y'  or  reward R TERMINAL
 * (an episode cut at MAX_STEPS steps ends after its last reward line: the
 * next line is `episode` or what follows the episodes).  Then, when a
 * transcript is checked:
 *   → replay                         (forget what was learnt: every Q is 0)
 *   → experience X Y ACTION R X' Y'  or  experience X Y exit R TERMINAL   (no answer)
 *   → qvalues
 *   ← q X Y ACTION VALUE             (any number; a pair not written is 0)
 *   ← end
 *   → quit
 * Numbers are written shortest round-trip (g_ascii_dtostr); blank lines of
 * the agent are skipped.  Anything else it writes, a line too long, no
 * answer in time, its end or crash ends the session with an error
 * (QD_AGENT_ERROR, core/qd-agent.h) naming the episode and step and quoting
 * the line it wrote.
 *
 * Grading:
 *   - the return: the mean of the discounted returns of the last LAST_N
 *     episodes (all of them when fewer) against THRESHOLD (not graded when
 *     THRESHOLD is NaN); the optimal value of the start V*(S) is given beside it;
 *   - the Q-values: after the replay, each (cell, action) of the world
 *     against core/qd-markov-learn.h's Q-learning on the same transcript
 *     (Q ← Q + α (r + γ max Q(s', ·) - Q), the course's rule): right when
 *     within 0.00005, half a unit of the fourth decimal, so that either
 *     way of writing the rule passes. */
#pragma once

#include <glib.h>

#include "core/qd-agent.h"
#include "core/qd-markov-learn.h"
#include "problems/mdp/qd-mdp.h"

G_BEGIN_DECLS

/* The protocol's first line. */
#define QD_MDP_AGENT_HELLO "quandary-gridworld 1"
/* The most states whose V*(S) is computed (value iteration, at most
 * 10,000 sweeps): a 500 × 500 world. */
#define QD_MDP_AGENT_OPTIMAL_MAX 250001
/* How close a reported Q-value must be. */
#define QD_MDP_AGENT_Q_TOLERANCE 0.00005

typedef struct
{
  guint episodes;            /* learning episodes (0: none, only the replay) */
  guint max_steps;           /* steps before an episode is cut; 0: 1,000 */
  guint64 seed;              /* the environment's generator (outcomes of noisy moves) */
  double alpha;              /* sent to the agent; the replay's reference uses it: (0, 1] */
  double epsilon;            /* sent to the agent: [0, 1] */
  guint last_n;              /* episodes the mean return is taken over; 0: 10 */
  double threshold;          /* the mean return to reach; NaN: not graded */
  /* The replay: experiences of WORLD's model (qd_mdp_experiences_parse);
   * NULL with N_TRANSCRIPT 0 and REPLAY_STEPS > 0: Quandary makes one, a
   * seeded random walk of REPLAY_STEPS steps (every action equally likely,
   * episodes of at most MAX_STEPS steps); both 0: no replay. */
  const QdMdpExperience *transcript;
  guint n_transcript;
  guint replay_steps;
  /* Called on the calling thread after each learning step (may be NULL):
   * a window's live view. */
  void (*on_step) (gpointer data, const QdMarkovStep *step);
  gpointer on_step_data;
} QdMdpAgentOptions;

/* 200 episodes, 1,000 steps, seed 1, α 0.5, ε 0.1, last 10, no threshold,
 * a replay of 100 random steps. */
void qd_mdp_agent_options_init (QdMdpAgentOptions *options);

typedef struct
{
  /* the episodes (as far as they went) */
  guint episodes;            /* finished */
  double *returns;           /* each finished episode's discounted return */
  guint last_n;              /* the episodes the mean is over */
  double mean_return;        /* NaN when none finished */
  double threshold;          /* the options' */
  double optimal_start;      /* V*(S), value iteration on the model; NaN past QD_MDP_AGENT_OPTIMAL_MAX states */
  gboolean return_graded, return_passed;
  /* the replay */
  gboolean q_graded, q_passed;
  guint q_checked;           /* (cell, action) pairs compared */
  guint q_wrong;
  guint q_reported;          /* `q` lines read */
  guint wrong_x, wrong_y;    /* the first wrong pair, with both values */
  QdMdpAction wrong_action;
  double wrong_got, wrong_want;
  guint n_replayed;          /* experiences sent */
  char *replay_text;         /* the transcript replayed, in the transcript format (for a report) */
  /* the agent */
  char *name;
  gboolean sandboxed;
  char *last_words;          /* the last line of its stderr, or NULL */
} QdMdpAgentResult;

void qd_mdp_agent_result_clear (QdMdpAgentResult *result);

/* Runs the agent CONFIG (qd_agent_config_parse's, or the command line's
 * qd_cli_agent_config for game "mdp") on WORLD (which must have a start):
 * the episodes, then the replay, then the grades in *RESULT (set even on
 * failure, with what was done).  FALSE with ERROR when the session could
 * not end well: QD_AGENT_ERROR (the agent's fault, or SETUP: this
 * machine's), G_IO_ERROR_CANCELLED when *STOP was raised, QD_MDP_ERROR_INVALID
 * for a world without a start or options out of range (naming the option).
 * Blocks: call it on a worker in a window. */
gboolean qd_mdp_agent_run (const QdMdpWorld *world, const QdAgentConfig *config, const QdMdpAgentOptions *options,
                           const gint *stop, QdMdpAgentResult *result, GError **error);

/* The grades in words, one per line, as the command prints them:
 *   episodes N, mean return over the last K: M (V*(S) = V)
 *   return: pass|fail (threshold T)              when graded
 *   q-values: C of C right | q-values: W of C wrong; first (x, y) ACTION: reported G, expected E
 *   grade: pass|fail
 * Numbers to 4 decimals.  To free. */
char *qd_mdp_agent_result_format (const QdMdpAgentResult *result);
/* Whether every graded part passed (and at least one was graded). */
gboolean qd_mdp_agent_result_passed (const QdMdpAgentResult *result);

G_END_DECLS
