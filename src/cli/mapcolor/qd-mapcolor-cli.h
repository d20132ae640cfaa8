/* qd-mapcolor-cli.h — the map-colouring commands, gathered in
 * qd_mapcolor_cli_commands (qd-mapcolor-cli.c). */
#pragma once

#include "cli/qd-cli.h"

G_BEGIN_DECLS

G_GNUC_INTERNAL int qd_mapcolor_cli_mapgen     (int argc, char **argv);
G_GNUC_INTERNAL int qd_mapcolor_cli_fcmac      (int argc, char **argv);
G_GNUC_INTERNAL int qd_mapcolor_cli_experiment (int argc, char **argv);

G_END_DECLS
