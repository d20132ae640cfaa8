/* qd-mdp-cli.h — `quandary-cli mdp`: planning (qd-mdp-cli-plan.c) and
 * learning (qd-mdp-cli-learn.c) on a grid world, the tables it prints
 * (qd-mdp-cli-print.c) and the check of a student's tables against them
 * (qd-mdp-cli-check.c).  docs/contracts.md, "Grid worlds", is the contract. */
#pragma once

#include <glib.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"
#include "core/qd-check.h"
#include "render/qd-animation.h"
#include "render/qd-report.h"

#include "core/qd-markov.h"
#include "core/qd-markov-learn.h"
#include "problems/mdp/qd-mdp.h"

G_BEGIN_DECLS

/* A world and its model, as the command reads and runs it. */
typedef struct {
  QdMdpWorld *world;
  QdMarkov *model;
  gint *state_of;            /* w × h: each cell's state, -1 on a wall */
  guint *cell_of;            /* n_states - 1: each state's cell */
  double gamma;
} QdMdpCliWorld;

void qd_mdp_cli_world_clear (QdMdpCliWorld *world);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QdMdpCliWorld, qd_mdp_cli_world_clear)

typedef enum {
  QD_MDP_CLI_VALUE_ITERATION,
  QD_MDP_CLI_ASYNC,
  QD_MDP_CLI_PRIORITIZED,
  QD_MDP_CLI_POLICY_ITERATION,
  QD_MDP_CLI_MODIFIED_PI,
} QdMdpCliAlgorithm;

/* The tables the command prints (each one a block, docs/contracts.md). */
typedef enum {
  QD_MDP_CLI_SHOW_VALUES = 1 << 0,
  QD_MDP_CLI_SHOW_Q = 1 << 1,
  QD_MDP_CLI_SHOW_POLICY = 1 << 2,
} QdMdpCliShow;

/* What a run leaves: the values by state, the Q-values by global action
 * (NULL: one look-ahead from V), the policy by state (NULL: greedy). */
typedef struct {
  double *v;
  double *q;
  guint *policy;
  const char *count_name;    /* "iterations", "updates", "rounds", "experiences" */
  guint64 count;
  guint64 episodes;          /* learning: episodes finished */
  gboolean stopped;          /* Ctrl-C */
  GArray *residuals;         /* double: value iteration's residual per sweep, or NULL */
  GArray *returns;           /* double: learning's return per episode, or NULL */
} QdMdpCliResult;

void qd_mdp_cli_result_clear (QdMdpCliResult *result);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QdMdpCliResult, qd_mdp_cli_result_clear)

/* --- pictures and --gif (qd-mdp-cli-draw.c) --- */

/* A --gif's frames, recorded step by step as a run goes. */
typedef struct _QdMdpCliRecorder QdMdpCliRecorder;

QdMdpCliRecorder *qd_mdp_cli_recorder_new  (const QdMdpCliWorld *world, guint show);
void              qd_mdp_cli_recorder_free (QdMdpCliRecorder *recorder);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpCliRecorder, qd_mdp_cli_recorder_free)
/* A frame of V by state, Q by global action (NULL: one look-ahead from V)
 * and the policy by state (NULL: greedy); STATE (-1: none) is the cell
 * just updated, or the agent's with AGENT.  RECORDER NULL: nothing. */
void              qd_mdp_cli_record (QdMdpCliRecorder *recorder, const double *v, const double *q,
                                     const guint *policy, gint state, gboolean agent, const char *caption);
/* The frames as an animation (NULL when none), once. */
QdAnimation      *qd_mdp_cli_recorder_animation (QdMdpCliRecorder *recorder);
/* --png, --svg, --pdf: the grid with what SHOW prints; FALSE (said) when
 * one could not be written. */
gboolean          qd_mdp_cli_write_pictures (const QdCliPictures *pictures, const QdMdpCliWorld *world,
                                             const QdMdpCliResult *result, guint show);

/* What --report says of the run besides its numbers, for people. */
typedef struct {
  const char *path;            /* GRID */
  const char *algorithm;       /* planning: "Value iteration"…, else NULL */
  const char *learner;         /* learning: the learner's name, else NULL */
  const char *learn_settings;  /* learning: "α = 0.5, ε = 0.3, seed 1" */
} QdMdpCliReportRun;

/* The report of the run (render/mdp/qd-mdp-run-report.h). */
QdReport         *qd_mdp_cli_report_new (const QdMdpCliWorld *world, const QdMdpCliResult *result,
                                         const QdMdpCliReportRun *about, const QdPalette *palette);

/* --- planning (qd-mdp-cli-plan.c) --- */

typedef struct {
  QdMdpCliAlgorithm algorithm;
  gint64 iterations;         /* -1: run to the bound (or the stable policy) */
  double epsilon;            /* the bound's ε */
  gboolean epsilon_given;
  guint evaluation_sweeps;   /* modified policy iteration */
  gboolean steps;            /* print each step on stdout */
  QdMdpCliRecorder *recorder; /* --gif's frames, or NULL */
} QdMdpCliPlan;

/* Runs the algorithm; FALSE with ERROR (policy iteration's evaluation that
 * never ends, a world too big for an exact solve). */
gboolean qd_mdp_cli_plan (const QdMdpCliWorld *world, const QdMdpCliPlan *plan, const gint *stop,
                          QdMdpCliResult *result, GError **error);
/* The default cap on iterations when none is given. */
#define QD_MDP_CLI_DEFAULT_CAP 10000

/* --- learning (qd-mdp-cli-learn.c) --- */

typedef struct {
  QdMarkovLearnOptions options;
  guint64 episodes;
  const char *experiences;   /* a transcript's path, or NULL */
  const char *features;      /* approximate: identity, coordinates or a file (NULL: identity) */
  gboolean steps;
  QdMdpCliRecorder *recorder; /* --gif's frames, or NULL */
} QdMdpCliLearn;

gboolean qd_mdp_cli_learn (const QdMdpCliWorld *world, const QdMdpCliLearn *learn, const gint *stop,
                           QdMdpCliResult *result, GError **error);

/* --- a student's agent (qd-mdp-cli-agent.c) --- */

typedef struct {
  const QdCliAgents *agents; /* --move-time, --no-sandbox */
  const char *spec;          /* --agent: program:COMMAND or agent:NAME */
  const char *experiences;   /* the replay's transcript, or NULL: a seeded random walk */
  guint episodes;
  guint64 seed;
  double alpha, epsilon;
  double threshold;          /* the mean return to reach, NaN: not graded */
  guint last_n;              /* the episodes it is the mean of */
} QdMdpCliAgentRun;

/* Runs the agent on WORLD, prints its grades: the exit status (0: it
 * passed, 1: it failed or faulted, the fault on stderr). */
int qd_mdp_cli_run_agent (const QdMdpCliWorld *world, const QdMdpCliAgentRun *run);

/* --- printing (qd-mdp-cli-print.c) --- */

/* A block of the output: its name line ("values:", "q-values north:",
 * "policy:") and its cells, top row first. */
typedef struct {
  char *name;                /* without the colon */
  guint rows, cols;
  char **cells;              /* rows × cols tokens as printed */
  double *numbers;           /* rows × cols: the exact number, NaN where the token is none */
  guint8 *ties;              /* policy: rows × cols bit sets of the action labels as good as the best, or NULL */
} QdMdpCliBlock;

void       qd_mdp_cli_block_free (QdMdpCliBlock *block);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMdpCliBlock, qd_mdp_cli_block_free)

/* The blocks SHOW asks for, in the printed order. */
GPtrArray *qd_mdp_cli_blocks (const QdMdpCliWorld *world, const QdMdpCliResult *result, guint show);
/* Prints the blocks SHOW asks for on OUT, an empty line between two. */
void       qd_mdp_cli_print (FILE *out, const QdMdpCliWorld *world, const QdMdpCliResult *result, guint show);
/* "(x, y)" or "TERMINAL" for a state of the model. */
char      *qd_mdp_cli_state_name (const QdMdpCliWorld *world, guint state);
/* A number to 4 decimals, never "-0.0000". */
char      *qd_mdp_cli_number (double value);

/* --- checking (qd-mdp-cli-check.c) --- */

/* The answer (values, Q-values or policy blocks, as printed) against the
 * blocks (a GPtrArray of QdMdpCliBlock): rows without a block name are the
 * first block's when it is the only one; an answer's "KEY: VALUE" line must
 * be one of INFO's, and blocks may come in any order. */
typedef struct {
  GPtrArray *blocks;
  guint n_selected;
  const char *const *info;   /* the "KEY: VALUE" lines printed first ("iterations: 100"), NULL-terminated */
} QdMdpCliCheck;

QdCheckResult *qd_mdp_cli_check_answer (const QdMdpCliCheck *check, const char *answer, gsize length,
                                        gboolean strict);

G_END_DECLS
