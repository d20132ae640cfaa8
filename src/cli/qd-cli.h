/* qd-cli.h — shared pieces of quandary-cli's subcommands. */
#pragma once

#include <glib.h>
#include "render/qd-export.h"

G_BEGIN_DECLS

enum {
  QD_EXIT_OK = 0,
  QD_EXIT_INPUT = 1,   /* a wrong input: stderr names the file, line and problem */
  QD_EXIT_USAGE = 2,
};

typedef int (*QdCliRun) (int argc, char **argv);

typedef struct {
  const char *name;
  const char *summary;
  QdCliRun run;
} QdCliCommand;

int  qd_cli_gametree (int argc, char **argv);
int  qd_cli_wordpuzzle (int argc, char **argv);
int  qd_cli_battleship (int argc, char **argv);
int  qd_cli_colorgame (int argc, char **argv);
int  qd_cli_mapgen (int argc, char **argv);
int  qd_cli_mapcolor (int argc, char **argv);
int  qd_cli_fcmac (int argc, char **argv);
int  qd_cli_tsp (int argc, char **argv);
int  qd_cli_wargame (int argc, char **argv);
int  qd_cli_takestones (int argc, char **argv);
int  qd_cli_kcell (int argc, char **argv);
/* `quandary-cli experiment mapcolor …`: experiments, by problem. */
int  qd_cli_experiment (int argc, char **argv);

/* Parses options; prints the error and returns FALSE on a usage error. */
gboolean qd_cli_parse_options (GOptionContext *context, int *argc, char ***argv);
/* Reads a whole input file; on failure prints "quandary-cli: PATH: why". */
gboolean qd_cli_read_file (const char *path, char **contents, gsize *length);
/* Prints "quandary-cli: PATH: message" to stderr. */
void     qd_cli_input_error (const char *path, const char *message);
void     qd_cli_usage_error (GOptionContext *context, const char *format, ...) G_GNUC_PRINTF (2, 3);
/* Writes `text` to stdout (path NULL) or atomically to the file; on failure
 * prints "quandary-cli: PATH: why" and returns FALSE. */
gboolean qd_cli_write_text (const char *path, const char *text);

/* The picture options every subcommand has: --png, --svg, --pdf. */
typedef struct {
  char *png;
  char *svg;
  char *pdf;
} QdCliPictures;

void     qd_cli_pictures_add_entries (GOptionContext *context, QdCliPictures *pictures);
void     qd_cli_pictures_clear (QdCliPictures *pictures);
/* Writes every picture asked for; FALSE (error printed) if one fails. */
gboolean qd_cli_pictures_write (const QdCliPictures *pictures, double width, double height,
                                QdDrawFunc draw, gpointer user_data);

G_END_DECLS
