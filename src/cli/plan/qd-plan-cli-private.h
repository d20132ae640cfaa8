/* qd-plan-cli-private.h — the options of `quandary-cli plan`, shared by its
 * files: qd-plan-cli.c (parsing, --check) and qd-plan-cli-solve.c (the
 * search). */
#pragma once

#include <glib.h>

#include "core/qd-space.h"

G_BEGIN_DECLS

typedef struct {
  char *check;
  char *algorithm_name;      /* bfs ucs astar greedy wastar[:W] idastar */
  char *heuristic_name;
  char *node_limit;          /* as typed */
  double time_limit;
  gboolean steps;
  const char *domain, *problem;
  /* Parsed. */
  QdSpaceAlgorithm algorithm;
  double weight;
  guint64 max_nodes;
  guint heuristic;           /* a QdStripsHeuristicKind */
} QdPlanCliOptions;

/* --algorithm and --heuristic: FALSE (printed) when not one of the names. */
gboolean qd_plan_cli_parse_search (QdPlanCliOptions *o);
/* Grounds the task and searches: the plan printed (exit statuses of qd-cli.h). */
int      qd_plan_cli_solve (const QdPlanCliOptions *o);

G_END_DECLS
