/* qd-search-cli-experiment.h — `quandary-cli experiment search`
 * (qd-search-cli-experiment.c), declared among the search commands. */
#pragma once

#include "cli/qd-cli.h"

G_BEGIN_DECLS

G_GNUC_INTERNAL int qd_search_cli_experiment (int argc, char **argv);
G_GNUC_INTERNAL int qd_search_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                                    const QdCliPictures *pictures, QdCliReport *report);

G_END_DECLS
