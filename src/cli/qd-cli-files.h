/* qd-cli-files.h — a file a command reads or writes, with the option that
 * names it, for the one check of outputs (qd_cli_check_files, qd-cli.h). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A file a command reads or writes, named by its option. */
typedef struct {
  const char *option;    /* "--result"; an input's NULL: the command's operand */
  const char *path;      /* NULL: not given, skipped */
  const char *rewrite;   /* an input's only: the output option that may write it back ("--save" over the
                          * saved game it continues, "--raw" appending to --resume), or NULL */
} QdCliFile;

G_END_DECLS
