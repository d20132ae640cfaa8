/* qd-search-cli-andor.h — `quandary-cli search --andor WORLD`
 * (qd-search-cli-andor.c), called by `search` when --andor is given. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Whether argv holds --andor. */
gboolean qd_search_cli_andor_wanted (int argc, char **argv);
int      qd_search_cli_andor        (int argc, char **argv);

G_END_DECLS
