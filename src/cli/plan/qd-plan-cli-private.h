/* qd-plan-cli-private.h — the options of `quandary-cli plan`, shared by its
 * files: qd-plan-cli.c (parsing, --check) and qd-plan-cli-solve.c (the
 * search). */
#pragma once

#include <glib.h>

#include "core/qd-space.h"
#include "core/qd-strips.h"

G_BEGIN_DECLS

typedef struct {
  char *check;
  char *algorithm_name;      /* bfs ucs astar greedy wastar[:W] idastar */
  char *heuristic_name;
  char *node_limit;          /* as typed */
  double time_limit;
  gboolean steps;
  gboolean graph;            /* --graph (qd-plan-cli-graph.c) */
  const char *domain, *problem;
  /* Parsed. */
  QdSpaceAlgorithm algorithm;
  double weight;
  guint64 max_nodes;
  guint heuristic;           /* a QdStripsHeuristicKind */
  struct _QdPlanCliOutputs *outputs;   /* pictures, report, GIF (qd-plan-cli-outputs.c) */
} QdPlanCliOptions;

/* --algorithm and --heuristic: FALSE (printed) when not one of the names. */
gboolean qd_plan_cli_parse_search (QdPlanCliOptions *o);
/* Grounds the task and searches: the plan printed (exit statuses of qd-cli.h). */
int      qd_plan_cli_solve (const QdPlanCliOptions *o);

/* --graph or --algorithm graphplan (qd-plan-cli-graph.c): whether they are
 * asked for; then, on the ground task, the graph printed and/or GraphPlan's
 * plan (exit statuses of qd-cli.h). */
gboolean qd_plan_cli_graph_asked (const QdPlanCliOptions *o);
int      qd_plan_cli_graph (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop);

G_END_DECLS
