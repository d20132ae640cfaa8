/* qd-kinarow-cli.h — what the k-in-a-row command's files share:
 * `kinarow --solve` (qd-kinarow-cli-solve.c) and `experiment kinarow`
 * (qd-kinarow-cli-experiment.c). */
#pragma once

#include "cli/qd-cli.h"
#include "problems/kinarow/qd-kinarow.h"

G_BEGIN_DECLS

/* --solve and --weak take --game connect4 and none of the game's options
 * (`game_options`): FALSE after saying so (a usage error). */
G_GNUC_INTERNAL gboolean qd_kinarow_cli_solve_check (const QdKinarowRules *rules, gboolean game_options);
/* Solves the Connect Four positions of stdin, one a line; `weak`: the sign
 * only; `time_limit` in seconds (0: none).  Returns the exit status. */
G_GNUC_INTERNAL int qd_kinarow_cli_solve      (gboolean weak, double time_limit);
/* `quandary-cli experiment kinarow`: the alpha-beta lab. */
G_GNUC_INTERNAL int qd_kinarow_cli_experiment (int argc, char **argv);

G_END_DECLS
