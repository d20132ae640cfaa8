/* qd-plan-cli-private.h — the options of `quandary-cli plan`, shared by its
 * files: qd-plan-cli.c (parsing, --check) and qd-plan-cli-solve.c (the
 * search). */
#pragma once

#include <glib.h>

#include "cli/qd-cli.h"
#include "core/qd-space.h"
#include "core/qd-strips.h"
#include "problems/plan/qd-plan.h"

G_BEGIN_DECLS

typedef struct {
  char *check;
  char *algorithm_name;      /* bfs ucs astar greedy wastar[:W] idastar */
  char *heuristic_name;
  char *node_limit;          /* as typed */
  char *memory_limit;        /* as typed */
  double time_limit;
  gboolean steps;
  gboolean graph;            /* --graph (qd-plan-cli-graph.c) */
  char *max_horizon_text;    /* --max-horizon as typed (qd-plan-cli-satplan.c) */
  gboolean parallel;         /* --parallel: SATPlan's parallel encoding */
  gboolean satisficing;      /* --satisficing (qd-plan-cli-satisficing.c) */
  gboolean anytime;          /* --anytime: its plans improved */
  const char *domain, *problem;
  /* Parsed. */
  QdSpaceAlgorithm algorithm;
  double weight;
  guint64 max_nodes;         /* G_MAXUINT64: no node limit (the default) */
  guint64 max_bytes;         /* --memory-limit, or qd_memory_default_limit () */
  guint max_horizon;
  guint heuristic;           /* a QdStripsHeuristicKind */
  /* --explain, --after, --practice, --tree (qd-plan-cli-explain.c). */
  char *explain_name;
  char *after_text;
  gboolean practice;
  gboolean landmarks;        /* --landmarks (qd-plan-cli-landmarks.c) */
  QdCliTree tree;
  guint explain;             /* a QdStripsHeuristicKind */
  guint after;
  struct _QdPlanCliOutputs *outputs;   /* pictures, report, GIF (qd-plan-cli-outputs.c) */
} QdPlanCliOptions;

/* --algorithm and --heuristic: FALSE (printed) when not one of the names. */
gboolean qd_plan_cli_parse_search (QdPlanCliOptions *o);
/* Grounds the task and searches: the plan printed (exit statuses of qd-cli.h). */
int      qd_plan_cli_solve (const QdPlanCliOptions *o);

/* The plan's actions, one a line (artificial ones left out), then `cost C`. */
void     qd_plan_cli_print_plan (const QdStrips *strips, const guint *ops, guint n);
/* A run stopped after `generated` nodes: "stopped" printed, the reason on
 * stderr; exit status 4 for a limit, 130 for Ctrl-C. */
int      qd_plan_cli_stopped_status (const QdPlanCliOptions *o, guint64 generated, QdSpaceStopReason reason);

/* --satisficing [--anytime] (qd-plan-cli-satisficing.c): the options
 * checked (FALSE: a usage error, printed); then, on the ground task, the
 * lazy searches' plans printed (exit statuses of qd-cli.h). */
gboolean qd_plan_cli_parse_satisficing (QdPlanCliOptions *o);
int      qd_plan_cli_satisficing (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop);

/* --graph's text at most (it grows as the levels times the square of a
 * level's literals: a chain of 420 steps would write gigabytes). */
#define QD_PLAN_CLI_GRAPH_MAX_BYTES (64 * 1024 * 1024)

/* --graph or --algorithm graphplan (qd-plan-cli-graph.c): whether they are
 * asked for; then, on the ground task, the graph printed and/or GraphPlan's
 * plan (exit statuses of qd-cli.h). */
gboolean qd_plan_cli_graph_asked (const QdPlanCliOptions *o);
int      qd_plan_cli_graph (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop);

/* --algorithm satplan (qd-plan-cli-satplan.c): whether it is asked for;
 * --max-horizon checked (FALSE: a usage error, printed); then, on the
 * ground task, each horizon and the plan printed (exit statuses of
 * qd-cli.h). */
gboolean qd_plan_cli_satplan_asked (const QdPlanCliOptions *o);
gboolean qd_plan_cli_parse_satplan (QdPlanCliOptions *o);
int      qd_plan_cli_satplan (const QdPlanCliOptions *o, const QdPlanTask *task, const QdStrips *strips,
                              const gint *stop);

/* --explain H [--after N], --practice and --tree FILE (qd-plan-cli-explain.c):
 * their options added to the context, checked (FALSE: a usage error,
 * printed) and freed. */
void     qd_plan_cli_add_explain_entries (GOptionContext *context, QdPlanCliOptions *o);
gboolean qd_plan_cli_check_explain (QdPlanCliOptions *o);
void     qd_plan_cli_clear_explain (QdPlanCliOptions *o);
/* Whether --explain or --practice is asked; then, on the ground task, the
 * explanation (after --after N actions of the plan found) or the practice
 * questions on the plan found's states are printed (exit statuses of
 * qd-cli.h; `no plan` and QD_EXIT_NO_SOLUTION when a plan is needed and
 * none is found). */
gboolean qd_plan_cli_explain_asked (const QdPlanCliOptions *o);
int      qd_plan_cli_explain (const QdPlanCliOptions *o, const QdStrips *strips, gboolean goal_reachable,
                              const gint *stop);
/* What --practice prints: the questions on the states of the plan `o`'s
 * search finds, or "no plan" (*status QD_EXIT_NO_SOLUTION). */
char    *qd_plan_cli_practice_text (const QdPlanCliOptions *o, const QdStrips *strips, gboolean goal_reachable,
                                    const gint *stop, int *status);
/* The landmark graph, the status on the path `path` (n_path operators from
 * the initial state) and the landmark-count value at its end, printed, and
 * drawn to the pictures `o` asks for (qd-plan-cli-landmarks.c): QD_EXIT_OK,
 * QD_EXIT_INPUT (a picture not written) or QD_EXIT_STOPPED. */
int      qd_plan_cli_print_landmarks (const QdPlanCliOptions *o, const QdStrips *strips, const guint *path,
                                      guint n_path, const gint *stop);
/* Heuristic `kind`'s value on `state` and why, printed (qd-plan-cli-explain-text.c). */
int      qd_plan_cli_print_explanation (const QdStrips *strips, const guint64 *state, guint kind);
/* --tree FILE: a recorder hung on the search's options before qd_space_solve
 * (NULL without --tree); after it, the tree built and written, the recorder
 * freed: `status`, or QD_EXIT_INPUT when the file cannot be written. */
typedef struct _QdPlanCliTree QdPlanCliTree;
QdPlanCliTree *qd_plan_cli_tree_start  (const QdPlanCliOptions *o, const QdStrips *strips, QdSpaceOptions *options);
int            qd_plan_cli_tree_finish (QdPlanCliTree *tree, const QdPlanCliOptions *o, const QdSpaceResult *result,
                                        int status);

G_END_DECLS
