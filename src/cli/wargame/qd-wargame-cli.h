/* qd-wargame-cli.h — `quandary-cli wargame` (qd-wargame-cli.c) and its
 * experiments, --matchups and --compare (qd-wargame-cli-experiment.c). */
#pragma once

#include "cli/qd-cli.h"
#include "cli/qd-cli-report.h"
#include "problems/wargame/qd-wargame-sweep.h"

G_BEGIN_DECLS

/* --png, --svg, --pdf: the record's final board, its last move marked. */
G_GNUC_INTERNAL gboolean qd_wargame_cli_write_pictures (const QdCliPictures *pictures,
                                                        const QdWargameRecord *record);

/* --matchups or --compare on the experiment runner: --list-runs, or the
 * runs of the shard not in --resume's file (each finished game a --raw
 * row), then the report on stdout, --csv, the pictures and `report`'s
 * files (the outputs checked by the caller, its output kept since before
 * the board was read from `path`).  The exit status. */
G_GNUC_INTERNAL int qd_wargame_cli_experiment (const QdWargameSweepConfig *config, QdCliSweep *sweep,
                                               const char *csv_path, const QdCliPictures *pictures,
                                               double time_limit, QdCliReport *report, const char *path);
/* `experiment merge` of the raw files of --matchups or --compare. */
G_GNUC_INTERNAL int qd_wargame_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                                     const QdCliPictures *pictures, QdCliReport *report);

G_END_DECLS
