/* qd-mapcolor-cli.h — the map-colouring commands, gathered in
 * qd_mapcolor_cli_commands (qd-mapcolor-cli.c), and what they share. */
#pragma once

#include "cli/qd-cli.h"
#include "problems/qd-map.h"

G_BEGIN_DECLS

/* The most colours mapcolor and `experiment mapcolor` take. */
#define QD_MAPCOLOR_CLI_MAX_COLORS 1000
/* best's --threads. */
#define QD_MAPCOLOR_CLI_MAX_THREADS 256

G_GNUC_INTERNAL int qd_mapcolor_cli_mapgen     (int argc, char **argv);
G_GNUC_INTERNAL int qd_mapcolor_cli_fcmac      (int argc, char **argv);
G_GNUC_INTERNAL int qd_mapcolor_cli_experiment (int argc, char **argv);
G_GNUC_INTERNAL int qd_mapcolor_cli_experiment_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                                      const QdCliPictures *pictures,
                                                         QdCliReport *report);

/* Checks --seed, --max-assignments and --time-limit; a usage error is
 * printed and FALSE returned. */
G_GNUC_INTERNAL gboolean qd_mapcolor_cli_check_limits   (gint64 seed, gint64 max_assignments, double time_limit);

G_END_DECLS
