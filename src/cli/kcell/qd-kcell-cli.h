/* qd-kcell-cli.h — `quandary-cli kcell` (qd-kcell-cli.c) and its
 * experiments, `quandary-cli experiment kcell sizes|match`, as sweeps
 * (qd-kcell-cli-experiment.c). */
#pragma once

#include "cli/qd-cli.h"
#include "cli/qd-cli-report.h"
#include "problems/kcell/qd-kcell-experiment.h"

G_BEGIN_DECLS

/* --NAME's value lies in [low, high], else a usage error, printed. */
G_GNUC_INTERNAL gboolean qd_kcell_cli_check_range (const char *name, gint value, gint low, gint high);
/* The board of --cells and --stones (0: the defaults), checked. */
G_GNUC_INTERNAL gboolean qd_kcell_cli_init_rules  (QdKcellRules *rules, gint cells, gint stones,
                                                   guint default_cells, guint default_stones);
/* `experiment kcell NAME …` (argv[0] the experiment, argv[1] sizes or match). */
G_GNUC_INTERNAL int      qd_kcell_cli_experiment  (int argc, char **argv);
/* `experiment merge` of raw files of experiment "kcell". */
G_GNUC_INTERNAL int      qd_kcell_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                                        const QdCliPictures *pictures, QdCliReport *report);

G_END_DECLS
