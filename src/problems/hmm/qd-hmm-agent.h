/* qd-hmm-agent.h — a student's own ghost hunter: a program (`program:COMMAND`,
 * `agent:NAME`, docs/agents.md) run in the sandbox of core/qd-program.h as
 * the games' agents are, spoken to over the line protocol of
 * docs/contracts.md, "Ghost hunt agents", and graded on the ghosts it
 * catches and, when asked, on the beliefs it reports.
 *
 * The session, one process for the hunt (→ Quandary writes, ← the hunter):
 *   → quandary-ghosthunt 1
 *   → board W H                      then H rows of W characters, top first:
 *   → %%%%%                            `%` wall (closed-in squares too), `.` open,
 *   → %P..%                            `P` where the hunter starts (ghosts unseen)
 *   → ghosts N
 *   → ghost-moves random | toward P | away P
 *   → stay yes | no                  (whether a ghost may stay where it is)
 *   → sensor course | exact          (the likelihood the beliefs are graded by)
 *   → turns T                        (the most turns the hunt lasts)
 *   → beliefs yes | no               (whether `beliefs` is asked each turn)
 *   ← ready                          (within the start time)
 * Each turn, from turn 0 (the readings before any move):
 *   → turn K
 *   → hunter X Y                     (squares counted from 0, x from the left, y from the top)
 *   → readings R1 … RN               (each ghost's noisy distance; `-` once caught)
 *   → beliefs                        (when asked) then the hunter answers, for
 *   ← belief G X Y P                   each ghost G (1 … N) not caught, the
 *   ← end                              squares it may be on (a square not written is 0)
 *   → moves M…                       (the legal ones of north east south west stay)
 *   ← M                              (within the move time)
 * and after the last turn, or when every ghost is caught:
 *   → over CAUGHT N TURNS
 *   → quit
 * Ghosts are numbered as the course numbers them (qd-hmm-hunt.h).  Numbers
 * are written shortest round-trip; blank lines of the hunter are skipped.
 * Anything else it writes, a line too long, no answer in time, its end or
 * crash ends the hunt with an error (QD_AGENT_ERROR) naming the turn and
 * quoting the line.
 *
 * Grading:
 *   - the hunt: every ghost caught within the turns (the computer's greedy
 *     hunter on the same board and seed is run beside it, for comparison);
 *   - the beliefs, when asked: each ghost's reported belief against the exact
 *     one (qd_hmm_tracker_update, the board's sensor model) each turn: right
 *     when the total variation is at most the tolerance. */
#pragma once

#include <glib.h>

#include "core/qd-agent.h"
#include "problems/hmm/qd-hmm-hunt.h"

G_BEGIN_DECLS

/* The protocol's first line. */
#define QD_HMM_AGENT_HELLO "quandary-ghosthunt 1"

typedef struct
{
  guint64 seed;              /* the world's draws (qd_hmm_hunt_reset) */
  guint turns;               /* the most turns; 0: 300 */
  gboolean beliefs;          /* ask for the beliefs each turn, and grade them */
  double tolerance;          /* the largest total variation a right belief may have: (0, 1] */
  /* Called on the calling thread after each turn (may be NULL): a window's live view. */
  void (*on_turn) (gpointer data, const QdHmmHunt *hunt, const QdHmmTracker *tracker);
  gpointer on_turn_data;
} QdHmmAgentOptions;

/* Seed 1, 300 turns, no beliefs, tolerance 0.001. */
void qd_hmm_agent_options_init (QdHmmAgentOptions *options);

typedef struct
{
  guint turns;               /* played */
  guint caught, n_ghosts;
  gboolean hunt_passed;      /* every ghost caught */
  guint greedy_turns;        /* the computer's greedy hunter on the same seed (G_MAXUINT: not within the turns) */
  gboolean beliefs_graded, beliefs_passed;
  guint beliefs_checked;     /* (turn, ghost) beliefs compared */
  guint beliefs_wrong;
  guint wrong_turn, wrong_ghost;   /* the first wrong one (ghost from 1) */
  double wrong_distance;     /* its total variation */
  double worst_distance;     /* the largest total variation */
  char *name;
  gboolean sandboxed;
  char *last_words;          /* the last line of its stderr, or NULL */
} QdHmmAgentResult;

void     qd_hmm_agent_result_clear (QdHmmAgentResult *result);

/* Runs the hunter CONFIG on a copy of HUNT (a hunt board, not a
 * localization one) from its start, the world seeded with options->seed:
 * turns until every ghost is caught or the turns run out, then the grades
 * in *RESULT (set even on failure, with what was done).  FALSE with ERROR
 * when the session could not end well: QD_AGENT_ERROR (the agent's fault,
 * or SETUP: this machine's), G_IO_ERROR_CANCELLED when *STOP was raised,
 * QD_HMM_ERROR_EVIDENCE for a localization board or options out of range
 * (naming the option), QD_HMM_ERROR_IMPOSSIBLE for a reading the board's
 * sensor model gives no chance (its exact beliefs cannot be had).  Blocks:
 * call it on a worker in a window. */
gboolean qd_hmm_agent_run (const QdHmmHunt *hunt, const QdAgentConfig *config, const QdHmmAgentOptions *options,
                           const gint *stop, QdHmmAgentResult *result, GError **error);

/* The grades in words, one per line, as the command prints them:
 *   turns T, caught C of N (the greedy hunter: G turns | the greedy hunter: not within T turns)
 *   hunt: pass|fail
 *   beliefs: C of C right (largest total variation D) | beliefs: W of C wrong; first turn K ghost G: total variation D
 *   grade: pass|fail
 * To free. */
char    *qd_hmm_agent_result_format (const QdHmmAgentResult *result);
gboolean qd_hmm_agent_result_passed (const QdHmmAgentResult *result);

G_END_DECLS
