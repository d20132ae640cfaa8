/* qd-cli.h — shared pieces of quandary-cli's subcommands. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include "render/qd-export.h"

G_BEGIN_DECLS

/* The exit statuses of quandary-cli. */
enum {
  /* The run finished, also when an instance has no solution or a limit ran
   * out first (printed as such): mapcolor's “no solution” and “capped”. */
  QD_EXIT_OK = 0,
  /* A wrong input (stderr names the file, the line and what is wrong), a
   * file that cannot be read or written, or a human's input that ended
   * before the game did. */
  QD_EXIT_INPUT = 1,
  /* A wrong command line: stderr says what and points to --help. */
  QD_EXIT_USAGE = 2,
  /* battleship: the puzzle has no solution; nothing is written and stderr
   * says “no solution”. */
  QD_EXIT_NO_SOLUTION = 3,
  /* Stopped before the end (128 + SIGINT, as a shell reports Ctrl-C): mapgen,
   * mapcolor and `experiment mapcolor` on Ctrl-C, wargame on Ctrl-C or when
   * a human's input ends.  What was done is printed (mapgen writes nothing). */
  QD_EXIT_STOPPED = 130,
};

/* A subcommand: argv[0] is its name, its options and files follow. */
typedef int (*QdCliRun) (int argc, char **argv);

typedef struct {
  const char *name;       /* the subcommand, or the experiment's name */
  const char *summary;    /* translatable (N_), one line for --help */
  QdCliRun run;
  gboolean experiment;    /* run as `quandary-cli experiment NAME` */
} QdCliCommand;

/* Each problem's commands, `qd_<id>_cli_commands` in src/cli/<id>/, end
 * with { NULL }; qd-cli.c gathers them from QD_FOR_EACH_PROBLEM. */
const QdCliCommand *qd_cli_find_command (const char *name, gboolean experiment);
/* Prints "  NAME  SUMMARY" for every command (or experiment). */
void                qd_cli_print_commands (FILE *to, gboolean experiments);
/* "a, b, c": the experiments' names. */
void                qd_cli_print_experiment_names (FILE *to);
/* `quandary-cli experiment NAME …` (qd-cli-experiment.c). */
int                 qd_cli_experiment (int argc, char **argv);

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
