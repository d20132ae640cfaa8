/* qd-file-private.h — what the readers and writers of src/core/qd-file*.c
 * share among themselves. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The file a write to `path` lands in: through symbolic links (a dangling
 * one too).  NULL after too many links. */
char    *qd_file_resolve_links   (const char *path);

G_END_DECLS
