/* qd-hmm-cli.h — `quandary-cli hmm`: a question asked of a hidden Markov
 * model (qd-hmm-cli-model.c: the lines printed; qd-hmm-cli-steps.c: the
 * book's PREDICT and UPDATE of each step), a seeded ghost hunt or robot
 * localization on a board (qd-hmm-cli-hunt.c), a student's answer checked
 * (qd-hmm-cli-check.c) and the pictures (qd-hmm-cli-draw.c).
 * docs/contracts.md, "Reasoning over time", is the contract. */
#pragma once

#include <glib.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-report.h"
#include "core/qd-check.h"
#include "problems/hmm/qd-hmm.h"
#include "problems/hmm/qd-hmm-hunt.h"
#include "problems/hmm/qd-hmm-play.h"
#include "problems/hmm/qd-hmm-world.h"

G_BEGIN_DECLS

/* A step's probabilities in the lines `t STATE P …`: this many decimals. */
#define QD_HMM_CLI_DECIMALS 10
/* --check: a step's probability is right within this much of the exact one;
 * `probability`, `posterior`, `message` and `likelihood` within this share of
 * theirs; a `log-…` line within this much. */
#define QD_HMM_CLI_CHECK_TOLERANCE 0.005

/* A model's question, as the command reads it. */
typedef struct {
  const char *path;             /* MODEL, for messages */
  const QdHmm *hmm;
  const guint *evidence;        /* T observations (QD_HIDDEN_NONE: `-`) */
  gsize T;
  QdHmmAskOptions ask;          /* question, lag, predict, particles, seed, resample, stop */
  gboolean likelihood;          /* --likelihood: the evidence's probability only */
  gboolean steps;               /* --steps */
} QdHmmCliQuestion;

/* ---- the answer's lines (qd-hmm-cli-model.c) */

/* `t STATE P STATE P …` (P with QD_HMM_CLI_DECIMALS decimals), states in
 * the file's order. */
void     qd_hmm_cli_append_belief (GString *out, const QdHmm *hmm, gsize t, const double *row);
/* `NAME P` (%.10g) when e^LOG_VALUE is a normal double, else
 * `log-NAME L` (%.15g): a probability that underflows is printed in logs,
 * never as 0. */
void     qd_hmm_cli_append_probability (GString *out, const char *name, double log_value);
/* Step T's (from 0) total variation between the particles' estimate and
 * the exact filter, half the sum of their differences. */
double   qd_hmm_cli_total_variation (const QdHmmAnswer *answer, gsize t);
/* The answer as printed, into OUT: the question's lines, then the
 * predicted ones; Viterbi's path and its three probabilities; the
 * likelihood; the particles' lines and their distance from the exact
 * filter. */
void     qd_hmm_cli_format_answer (GString *out, const QdHmmCliQuestion *question, const QdHmmAnswer *answer);
/* Asks QUESTION into ANSWER (cleared by the caller): FALSE with ERROR
 * prefixed with the file (impossible evidence, too big). */
gboolean qd_hmm_cli_answer (const QdHmmCliQuestion *question, QdHmmAnswer *answer, GError **error);
/* The question asked, printed (with --steps first), the pictures drawn:
 * the exit status. */
int      qd_hmm_cli_model (const QdHmmCliQuestion *question, const QdCliPictures *pictures);

/* ---- --steps (qd-hmm-cli-steps.c) */

/* The forward messages of each step (before and after the evidence is
 * weighed), smoothing's backward messages, Viterbi's messages with their
 * best predecessors, or the particles' effective size and distance. */
void     qd_hmm_cli_format_steps (GString *out, const QdHmmCliQuestion *question, const QdHmmAnswer *answer);

/* ---- a board (qd-hmm-cli-hunt.c) */

typedef struct {
  const char *path;
  QdHmmHunt *hunt;
  guint64 seed;
  guint turns;                  /* at most this many after the first readings */
  guint particles;              /* 0: exact beliefs only */
  QdHiddenResample resample;
  gboolean stay;                /* --hunter stay: the hunter never moves */
  gboolean show;                /* --show-ghosts: where they really are */
} QdHmmCliHunt;

/* RUN's hunt as problems/hmm/qd-hmm-play.h plays it: its board, seed,
 * particles and turns; with --hunter stay, STAYS (to free) its moves. */
void     qd_hmm_cli_hunt_play (const QdHmmCliHunt *run, QdHmmPlay *play, guint **stays);
/* The hunt played and printed, the board drawn at its end: the exit status. */
int      qd_hmm_cli_hunt (const QdHmmCliHunt *run, const QdCliPictures *pictures);
/* "x,y": a square of the board (x from 0 on the left, y from 0 at the top). */
void     qd_hmm_cli_append_square (GString *out, const QdHiddenGrid *grid, guint state);

/* ---- a student's hunter (qd-hmm-cli-agent.c) */

typedef struct {
  const QdCliAgents *agents;    /* --move-time, --no-sandbox */
  const char *spec;             /* program:COMMAND or agent:NAME */
  gboolean beliefs;             /* --beliefs: asked and graded each turn */
  double tolerance;             /* --tolerance */
} QdHmmCliAgentRun;

/* The hunter run on RUN's board, seed and turns, its grades printed: the exit status. */
int      qd_hmm_cli_run_agent (const QdHmmCliHunt *run, const QdHmmCliAgentRun *agent);

/* ---- --report and --gif (qd-hmm-cli-report.c) */

/* The report and the GIF asked for, of the question or the hunt just
 * printed (WORLD the file's): FALSE (said) when one could not be written. */
gboolean qd_hmm_cli_report_model (QdCliReport *report, const QdHmmCliQuestion *question, const QdHmmWorld *world);
gboolean qd_hmm_cli_report_hunt  (QdCliReport *report, const QdHmmCliHunt *run, const QdHmmWorld *world);

/* ---- pictures (qd-hmm-cli-draw.c) */

/* The beliefs over time (Viterbi: the trellis); FALSE (said) when one
 * could not be written. */
gboolean qd_hmm_cli_draw_model (const QdCliPictures *pictures, const QdHmmCliQuestion *question,
                                const QdHmmAnswer *answer);
/* The board as the hunt ends: the free ghosts' beliefs added up as a heat
 * map, their particles beside it, the ghosts with SHOW. */
gboolean qd_hmm_cli_draw_board (const QdCliPictures *pictures, const QdHmmHunt *hunt, const QdHmmTracker *tracker,
                                gboolean show);

/* ---- --check (qd-hmm-cli-check.c) */

typedef struct {
  const QdHmmCliQuestion *question;
  const QdHmmAnswer *answer;    /* the right one */
} QdHmmCliCheck;

/* An answer in the command's own lines (docs/contracts.md): each step's
 * probabilities within QD_HMM_CLI_CHECK_TOLERANCE, Viterbi's states (or
 * another path as likely), the scalar lines within their tolerance. */
QdCheckResult *qd_hmm_cli_check_answer (const QdHmmCliCheck *check, const char *answer, gsize length,
                                        gboolean strict);

G_END_DECLS
