/* qd-sweep-merge.h — raw files of any experiment's shards merged into the
 * report one process would print (for the window's Open Shards; the
 * command line's `experiment merge` also writes each one's CSV and
 * pictures). */
#pragma once

#include "core/qd-sweep.h"

G_BEGIN_DECLS

/* Reads `paths` (or, with `folder`, every raw file of the folder paths[0]),
 * checks them together and merges them by the experiment their header
 * names: its report as text, *experiment its name, *summary a line on how
 * many runs are there and which are missing.  NULL and an error naming the
 * file otherwise. */
char *qd_sweep_merge_files (const char *const *paths, gboolean folder, char **experiment, char **summary,
                            GError **error);

G_END_DECLS
