/* qd-gdl-cli-solve.h — `quandary-cli gdl FILE --solve | --check ANSWER |
 * --why FACT`: a one-role rulesheet solved by the search engine, a
 * transcript checked, a fact explained (docs/contracts.md, "gdl"). */
#pragma once

#include "core/qd-space.h"
#include "problems/gdl/qd-gdl.h"

G_BEGIN_DECLS

typedef struct {
  gboolean solve;            /* --solve */
  char *algorithm;           /* --algorithm, NULL: astar */
  char *node_limit;          /* --node-limit as typed, NULL: the engine's default */
  char *check;               /* --check ANSWER */
  char *why;                 /* --why FACT */
  char *after;               /* --after MOVES (with --why) */
  char *move;                /* --move MOVE (with --why) */
  /* read by qd_gdl_cli_solve_check */
  QdSpaceAlgorithm algorithm_id;
  guint64 max_nodes;         /* 0: the engine's default */
  double time_limit;         /* --time-limit (with --solve), set by the command; 0: none */
} QdGdlCliSolve;

/* The options' entries (into the command's main group). */
void     qd_gdl_cli_solve_add_entries (GOptionContext *context, QdGdlCliSolve *solve);
/* Whether --solve, --check or --why was given. */
gboolean qd_gdl_cli_solve_wanted (const QdGdlCliSolve *solve);
/* In the parse step: FALSE (a usage error printed) for two of them, one of
 * them with another action of the command (`others`), a companion option
 * without its action, or a wrong algorithm or node limit. */
gboolean qd_gdl_cli_solve_check (QdGdlCliSolve *solve, gboolean others);
/* Runs the action on the game read from `path`; the exit status. */
int      qd_gdl_cli_solve_run (const QdGdlCliSolve *solve, const char *path, QdGdlGame *game);
void     qd_gdl_cli_solve_clear (QdGdlCliSolve *solve);

G_END_DECLS
