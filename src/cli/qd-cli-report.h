/* qd-cli-report.h — --report, --report-bundle and --gif for every command.
 *
 * A command adds the options (qd_cli_report_add_entries), checks them with
 * its other outputs, calls qd_cli_report_begin before it prints anything
 * (what it prints on stdout is then also kept for the report, and still
 * reaches stdout as it is printed), and after its run builds its problem's
 * report (render/<id>/) when qd_cli_report_wanted and its animation when
 * qd_cli_report_wants_gif, and hands both to qd_cli_report_finish, which
 * adds the command line and the output and writes the files.  The
 * command's clear step calls qd_cli_report_clear. */
#pragma once

#include <glib.h>

#include "qd-cli-files.h"
#include "render/qd-animation.h"
#include "render/qd-gif.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  char *report;               /* --report FILE (a PDF) */
  char *bundle;               /* --report-bundle DIR */
  char *gif;                  /* --gif FILE */
  int gif_delay;              /* --gif-delay MS, from gif_delay_text (-1: not given) */
  char *gif_delay_text;       /* --gif-delay as typed: -1 is refused, not taken for "not given" */
  char *gif_size;             /* --gif-size WxH */
  char *gif_frames;           /* --gif-frames N (read as text: every wrong value gets the same message) */
  QdGifOptions gif_options;   /* from the three above, after qd_cli_report_check */
  gboolean steps;             /* the command offers --gif */
  /* The colours of the report's figures and the GIF's frames: --palette's
   * (qd_cli_pictures_check), NULL: light. */
  const QdPalette *palette;
  /* While the output is kept (qd_cli_report_begin … finish). */
  int saved_stdout;           /* stdout as it was, or -1 */
  int pipe_read;
  GThread *tee;
  GString *output;
} QdCliReport;

/* Adds the options in their own group of --help; the --gif options only
 * with `steps` (a command whose run has steps or a move history). */
void     qd_cli_report_add_entries (GOptionContext *context, QdCliReport *report, gboolean steps);
/* The report options added last (the command being parsed; one command
 * per process), or NULL; the next call returns NULL: qd_cli_parse_options
 * checks --palette with them. */
QdCliReport *qd_cli_report_take_parsed (void);
/* After parsing: reads --gif-size, --gif-delay and --gif-frames; FALSE: a
 * usage error, printed. */
gboolean qd_cli_report_check      (QdCliReport *report);
/* How many words the option at `word` and its value take when it is one of
 * these options (2: "--gif FILE", 1: "--gif=FILE"), else 0: for a command
 * that reads its own command line by hand (takestones) and for the
 * report's command, which leaves them out. */
guint    qd_cli_report_option_words (const char *word);
/* The files the options write, for qd_cli_check_files (`files` gets up to
 * two: --report and --gif; the bundle, a folder, is checked here): the
 * number put in `files`, or -1 when --report-bundle cannot be a folder
 * (error printed). */
int      qd_cli_report_outputs    (const QdCliReport *report, QdCliFile *files);
/* A report, a bundle or a GIF is asked for. */
gboolean qd_cli_report_any        (const QdCliReport *report);
/* A report or a bundle is asked for. */
gboolean qd_cli_report_wanted     (const QdCliReport *report);
gboolean qd_cli_report_wants_gif  (const QdCliReport *report);
/* Before the command prints: keeps what goes to stdout (when a report is
 * wanted) while passing it on. */
void     qd_cli_report_begin      (QdCliReport *report);
/* After the run: `built` (taken; NULL when none was wanted or the command
 * has none; made with the report's palette) gets the command line (the
 * options of this file left out, and --palette when no picture option
 * needs it) and the output kept, and is written to --report and
 * --report-bundle; `animation` (taken, may be NULL) to --gif, in the
 * report's palette.  FALSE when a file could not
 * be written (the error printed: QD_EXIT_INPUT). */
gboolean qd_cli_report_finish     (QdCliReport *report, QdReport *built, QdAnimation *animation);
void     qd_cli_report_clear      (QdCliReport *report);

/* The command line of this run (the words of quandary-cli's own argv, from
 * "quandary-cli"), set by qd_cli_run_command; NULL outside a command. */
void                qd_cli_set_command_line (const char *prefix, int argc, char **argv);
const char *const  *qd_cli_get_command_line (void);
/* Adds "OPTION VALUE" to the command line (before a "--"): a default the
 * run depends on, for the report's command (mapcolor best's --threads). */
void                qd_cli_add_command_option (const char *option, const char *value);

G_END_DECLS
