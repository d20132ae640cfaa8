/* qd-takestones-cli.h — the Take-Stones commands, gathered in
 * qd_takestones_cli_commands (qd-takestones-cli.c). */
#pragma once

#include "cli/qd-cli.h"

G_BEGIN_DECLS

G_GNUC_INTERNAL int qd_takestones_cli_experiment       (int argc, char **argv);
G_GNUC_INTERNAL int qd_takestones_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                                        const QdCliPictures *pictures,
                                                         QdCliReport *report);

G_END_DECLS
