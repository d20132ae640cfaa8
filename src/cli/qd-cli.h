/* qd-cli.h — shared pieces of quandary-cli's subcommands.
 *
 * Every subcommand has the same shape: a struct of its options (the
 * GOptionEntry targets and the values derived from them), a parse step that
 * fills and checks it (a usage error is printed and ends the command with
 * QD_EXIT_USAGE), a run step that does the work and prints, and a clear step;
 * the command's entry function chains them. */
#pragma once

#include <glib.h>
#include <stdio.h>
#include "core/qd-search-tree.h"
#include "core/qd-sweep.h"
#include "core/qd-text.h"
#include "problems/qd-problem.h"
#include "render/qd-export.h"
#include "render/qd-palette.h"
#include "render/qd-worksheet.h"
#include "qd-cli-report.h"

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
  /* A --node-limit or --time-limit ran out before the search ended (every
   * command with such a limit but those whose contract prints “capped”
   * with status 0; docs/contracts.md names each): stderr says which and
   * what is printed; what was found so far is printed as far as its
   * format allows. */
  QD_EXIT_LIMIT = 4,
  /* Stopped before the end (128 + SIGINT, as a shell reports Ctrl-C): the
   * long commands on Ctrl-C, a game when a human's input ends
   * (docs/contracts.md names each).  What was done is printed, as far as
   * the command's output allows. */
  QD_EXIT_STOPPED = 130,
};

/* The start of the line a game prints (then exits 1, no result) when an
 * outside agent's sandbox could not be set up: a grader reads it as its own
 * machine's problem, never the student's forfeit. */
#define QD_CLI_SETUP_ERROR_PREFIX "quandary-cli: the sandbox could not be set up: "

/* A subcommand: argv[0] is its name, its options and files follow. */
typedef int (*QdCliRun) (int argc, char **argv);

/* The picture options every subcommand has: --png, --svg, --pdf and the
 * colours they are drawn in, --palette. */
typedef struct {
  char *png;
  char *svg;
  char *pdf;
  char *palette;          /* --palette NAME (qd_palette_by_name), NULL: "default" */
} QdCliPictures;

/* `experiment merge`: raw files of the command's experiment, merged and
 * written like the single run would be: its table on stdout, `csv` (NULL:
 * none), the pictures and the report (qd_cli_report_finish with the
 * experiment's report when qd_cli_report_wanted); runs missing are named
 * on stderr (exit status QD_EXIT_INPUT after writing what is there). */
typedef int (*QdCliMerge) (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                           QdCliReport *report);

/* A game command's --save FILE (`save`, a char *) and --time-limit SECONDS
 * (`time_limit`, a double), the same words in each: the last of its
 * GOptionEntry list. */
#define QD_CLI_GAME_ENTRIES(save, time_limit) \
  { "save", 0, 0, G_OPTION_ARG_FILENAME, (save), N_("Save the game played"), N_("FILE") }, \
  { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, (time_limit), \
    N_("Stop the game after SECONDS seconds: the moves so far (and --save), exit status 4 (default 0: no limit)"), \
    N_("SECONDS") }

typedef struct {
  const char *name;       /* the subcommand, or the experiment's name */
  const char *summary;    /* translatable (N_), one line for --help */
  QdCliRun run;
  gboolean experiment;    /* run as `quandary-cli experiment NAME` */
  QdCliMerge merge;       /* raw files whose experiment is `name`, or NULL */
  /* The command's exercises for `quandary-cli worksheet NAME` (NULL-terminated),
   * or NULL. */
  const QdWorksheetKind *const *worksheets;
} QdCliCommand;

/* The game of the command `name` (a problem's command whose problem has a
 * game, problems/qd-problem.h), or NULL. */
const QdProblemGame *qd_cli_find_game (const char *name);
/* The games' commands for people, each with the file it reads: "a, b BOARD
 * or c MAP" (to free).  Every list of games a usage line gives comes from
 * here, so a new game names itself. */
char               *qd_cli_game_names (void);

/* The games `agent-test` plays with an outside agent (each problem's
 * agent_game that has a test game), "kcell or takestones" (to free). */
char               *qd_cli_agent_game_names (void);

/* The worksheet kind named `name` (one of a command's `worksheets`), or NULL. */
const QdWorksheetKind *qd_cli_find_worksheet (const char *name);
/* The kinds for people, "a, b or c" (to free). */
char               *qd_cli_worksheet_names (void);
/* `quandary-cli worksheet KIND …` (qd-cli-worksheet.c). */
int                 qd_cli_worksheet (int argc, char **argv);

/* Defines `STORAGE int NAME (int argc, char **argv)`, a command's entry: it
 * chains the steps every command file has, its `Options` struct,
 * `parse_options (&o, argc, argv)` (FALSE: a usage error, printed),
 * `run (&o)` (the exit status) and `clear_options (&o)`. */
#define QD_CLI_DEFINE_MAIN(STORAGE, NAME)                 \
  STORAGE int                                             \
  NAME (int argc, char **argv)                            \
  {                                                       \
    Options o = { 0 };                                    \
    int status = QD_EXIT_USAGE;                           \
                                                          \
    if (parse_options (&o, argc, argv))                   \
      status = run (&o);                                  \
    clear_options (&o);                                   \
    return status;                                        \
  }

/* Each problem's commands, `qd_<id>_cli_commands` in src/cli/<id>/, end
 * with { NULL }; qd-cli.c gathers them from QD_FOR_EACH_PROBLEM. */
const QdCliCommand *qd_cli_find_command (const char *name, gboolean experiment);
/* Whether `name` is a problem's command (battleship, kcell…), not one of
 * experiment, agent-test, grade, tournament, worksheet. */
gboolean            qd_cli_is_problem_command (const char *name);
/* Prints "  NAME  SUMMARY" for every command (or experiment). */
void                qd_cli_print_commands (FILE *to, gboolean experiments);
/* "a, b, c": the experiments' names. */
void                qd_cli_print_experiment_names (FILE *to);
/* `quandary-cli experiment NAME …` (qd-cli-experiment.c). */
int                 qd_cli_experiment (int argc, char **argv);
/* `quandary-cli agent-test` (qd-cli-agent-test.c). */
int                 qd_cli_agent_test (int argc, char **argv);
int                 qd_cli_grade      (int argc, char **argv);
int                 qd_cli_grade_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                        const QdCliPictures *pictures, QdCliReport *report);
int                 qd_cli_tournament (int argc, char **argv);
int                 qd_cli_tournament_merge (QdSweepRaw *const *raws, guint n, const char *csv,
                                             const QdCliPictures *pictures, QdCliReport *report);
/* --help, -h or help. */
gboolean            qd_cli_is_help (const char *arg);
/* Runs `command` on argv (argv[0] its name); its messages call it
 * "PREFIX NAME". */
int                 qd_cli_run_command (const QdCliCommand *command, const char *prefix, int argc, char **argv);

/* --- Parsing the command line (qd-cli-common.c) --- */


/* A subcommand's option context: `entries` (copied), the picture options
 * when `pictures` is not NULL, and the text after the options in --help.
 * qd_cli_parse_options() then checks them (qd_cli_pictures_check). */
GOptionContext *qd_cli_context_new (const char *parameter_string, const GOptionEntry *entries,
                                    QdCliPictures *pictures, const char *description);
/* Parses options; prints the error and returns FALSE on a usage error. */
gboolean qd_cli_parse_options (GOptionContext *context, int *argc, char ***argv);
/* A finite number from TEXT (no NaN, no infinity, nothing after it), else
 * prints a usage error naming OPTION and returns FALSE.  Every option of
 * type G_OPTION_ARG_DOUBLE is checked this way by qd_cli_parse_options(). */
gboolean qd_cli_parse_finite (const char *option, const char *text, double *value);
/* A whole number from TEXT between MIN and MAX (digits with an optional
 * sign, nothing else: no "1e3", no "12abc", no overflow), else prints a
 * usage error naming OPTION and the range and returns FALSE.  For options
 * read as strings: GLib's G_OPTION_ARG_INT and INT64 are strict already
 * but give no way to tell a value from its absence. */
gboolean qd_cli_parse_integer (const char *option, const char *text, gint64 min, gint64 max, gint64 *value);
/* --time-limit SECONDS: from 0 (none) to 1e9; else a usage error, FALSE. */
gboolean qd_cli_check_time_limit (double seconds);
/* A --time-limit in microseconds: 0 for none (0 seconds), else at least 1,
 * rounded up: any positive limit stops the run (1e-9 s is not "none"). */
gint64   qd_cli_time_limit_us (double seconds);
/* The g_get_monotonic_time () at which `seconds` from now (a --time-limit)
 * have passed; 0 (no limit) when `seconds` is not above 0. */
gint64   qd_cli_deadline_us (double seconds);
/* A person's answer: the next line of stdin, of any length, without its
 * line end and surrounding blanks; NULL at the end of the input.  A line
 * longer than QD_CLI_ANSWER_MAX bytes is read to its end and comes back cut,
 * ending with "…", so that it is one wrong answer. */
#define QD_CLI_ANSWER_MAX 4096
char    *qd_cli_read_answer (void);
/* Prints "quandary-cli: MESSAGE" and a pointer to --help on stderr. */
void     qd_cli_usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* In a parse step (which returns gboolean): reports the usage error and
 * returns FALSE. */
#define QD_CLI_USAGE(...) G_STMT_START { qd_cli_usage_error (__VA_ARGS__); return FALSE; } G_STMT_END
/* An option and whether the command line gives it; the name of the first
 * of `options` given, NULL when none is (to name an option refused). */
typedef struct {
  gboolean given;
  const char *name;
} QdCliGiven;
const char *qd_cli_first_given (const QdCliGiven *options, guint n);
/* The items of a comma-separated list ("4, 3,2"), each stripped of spaces;
 * with `final_comma`, an empty last item after at least one other
 * ("10,20,") is dropped.  "" has no item. */
GStrv    qd_cli_split_list (const char *text, gboolean final_comma);

/* --- Files and errors --- */

/* Prints "quandary-cli: MESSAGE" on stderr.  A message about a file starts
 * with its name ("PATH: line L: …") or names it (GLib's and qd_save_text's
 * own messages). */
void     qd_cli_print_error (const GError *error);
/* Puts "PATH: " before the message of an error about the file PATH. */
void     qd_cli_prefix_error (GError **error, const char *path);
/* Makes the object an input file describes, or NULL and an error (its
 * message without the file's name). */
typedef gpointer (*QdCliParseFunc) (const char *contents, gsize length, gpointer user_data, GError **error);

/* The file an output option names: `-` is stdout. */
GFile   *qd_cli_file (const char *path);
/* Reads the whole of PATH (`-`: stdin), at most QD_FILE_MAX_SIZE bytes; the
 * error names the file. */
gboolean qd_cli_read (const char *path, char **contents, gsize *length, GError **error);
/* TRUE when PATH (NULL: none) can be written, else prints why and returns
 * FALSE: for an output that may be an input on purpose (--save writes the
 * game it read back). */
gboolean qd_cli_check_output (const char *path);
/* Whether `path` is standard output: `-`, /dev/stdout and its aliases, or
 * the file standard output is redirected to. */
gboolean qd_cli_is_stdout (const char *path);
/* A folder an output writes whole (`option`, such as --report-bundle), and
 * the names it writes there: qd_cli_check_files refuses another output
 * that would be one of them or inside one. */
void     qd_cli_reserve_folder (const char *folder, const char *option, const char *const *names);
/* The one check of every file a command writes, before the work that makes
 * any: each of `outputs` and of the picture options (`pictures`, may be
 * NULL) can be written, and none is one of `inputs` (but for an input's
 * `rewrite` option), nor another output, nor standard output by another
 * name, nor a file a --report-bundle folder holds.  The same file is the
 * same device and inode when it exists (through a hard or a symbolic link,
 * another path), else the same place once links and `..` are resolved;
 * `-` (standard output) never is.  The error names both options and the
 * files.  QD_EXIT_OK, QD_EXIT_INPUT (an output cannot be written) or
 * QD_EXIT_USAGE (one file for two roles), the error printed. */
int      qd_cli_check_files (const QdCliFile *inputs, guint n_inputs, const QdCliPictures *pictures,
                             const QdCliFile *outputs, guint n_outputs);
/* An input given as a GFile (a word list), as a path for qd_cli_check_files
 * (NULL when it has none); free it. */
char    *qd_cli_input_path (GFile *file);
/* Reads PATH and parses it; the error, of reading or of parsing, names the
 * file ("PATH: line L: …"), ready for qd_cli_print_error(). */
gpointer qd_cli_load (const char *path, QdCliParseFunc parse, gpointer user_data, GError **error);
/* The same with a format (a problem's documents: problem->format); the
 * format's warnings are printed on stderr ("PATH: warning: …"). */
gpointer qd_cli_load_format (const char *path, const QdFormat *format, GError **error);
/* Prints "quandary-cli: PATH: warning: W" for each warning (strings; the
 * parsers keep a screenful, core/qd-text.h). */
void     qd_cli_print_warnings (const char *path, const GPtrArray *warnings);
/* Writes `text` to stdout (path NULL or `-`) or to the file by the rules of
 * core/qd-file.h; on failure prints the error (it names the file) and
 * returns FALSE. */
gboolean qd_cli_write_text (const char *path, const char *text);

/* --- Search trees (qd-cli-tree.c) --- */

/* --tree FILE, --tree-budget N and, for games, --tree-move N. */
typedef struct {
  char *path;             /* NULL: no tree */
  gint64 budget;          /* nodes kept; 0: not given, QD_SEARCH_TREE_DEFAULT_BUDGET */
  char *budget_text;      /* --tree-budget as given (read by qd_cli_tree_check into `budget`: 0 is refused) */
  gint64 move;            /* games: the move (from 1) whose search is recorded; 0: the first computer move */
  char *move_text;        /* --tree-move as given (read by qd_cli_tree_check into `move`) */
} QdCliTree;

/* Adds the options to the command's main group (--tree-move with `game`). */
void          qd_cli_tree_add_entries (GOptionContext *context, QdCliTree *tree, gboolean game);
/* In a parse step: FALSE (usage error printed) for a wrong budget or move
 * (--tree-budget and --tree-move are whole numbers from 1: 0 is refused, not
 * the default). */
gboolean      qd_cli_tree_check       (QdCliTree *tree);
/* An unbound tree for the problem's solver options, NULL without --tree. */
QdSearchTree *qd_cli_tree_new         (const QdCliTree *tree, QdSearchTreeKind kind);
/* Writes the tree to --tree's file (`-`: stdout, after what was printed);
 * TRUE without --tree.  On failure prints the error. */
gboolean      qd_cli_tree_write       (const QdCliTree *tree, const QdSearchTree *search_tree);
void          qd_cli_tree_clear       (QdCliTree *tree);
/* Games: the tree for the search of move `move` (counting every move from
 * 1) when it is the one --tree records (--tree-move, or the first computer
 * move), made into *recorded; NULL for every other move. */
QdSearchTree *qd_cli_tree_for_move    (const QdCliTree *tree, QdSearchTree **recorded, guint move);
/* After the game: writes *recorded; without one (--tree-move named a
 * human's move, or no computer moved) says so: QD_EXIT_USAGE. */
int           qd_cli_tree_write_game  (const QdCliTree *tree, const QdSearchTree *recorded);

/* --- Long runs --- */

gboolean qd_cli_stderr_is_terminal (void);

/* Work done while a progress line may be shown; the progress function
 * prints one line on stderr, starting with "\r". */
typedef void (*QdCliWorkFunc) (gpointer data);
typedef void (*QdCliProgressFunc) (gpointer data);

/* Calls work (data).  With `show`, the work runs on a thread (named `name`)
 * while progress (data) prints a line every tenth of a second; the line is
 * erased at the end. */
void     qd_cli_run_with_progress (const char *name, gboolean show, QdCliWorkFunc work,
                                   QdCliProgressFunc progress, gpointer data);

/* Ctrl-C: between qd_cli_catch_interrupt() and qd_cli_release_interrupt()
 * SIGINT sets a flag instead of ending the process.  catch clears the flag
 * and returns it, for an engine's `stop` pointer (read atomically); release
 * leaves the flag as it is.  Outside them, a Ctrl-C while a file is saved
 * aborts the saves (no temporary file left; qd_cli_writes_interrupted then
 * says so, and the command exits QD_EXIT_STOPPED); otherwise it ends the
 * process.  qd_cli_install_interrupt puts the handler in place (main does). */
void        qd_cli_install_interrupt (void);
const gint *qd_cli_catch_interrupt (void);
void        qd_cli_release_interrupt (void);
gboolean    qd_cli_interrupted (void);
gboolean    qd_cli_writes_interrupted (void);
/* Ctrl-C while outputs that take a stop flag are written (a report, its
 * folder, a GIF): the flag to pass them; release marks the writes
 * interrupted if it was set (the command then exits QD_EXIT_STOPPED). */
const gint *qd_cli_catch_interrupt_for_writes (void);
void        qd_cli_release_interrupt_for_writes (void);

/* --time-limit (qd-cli-limit.c): as qd_cli_catch_interrupt, and the flag
 * is also set once `seconds` have passed (0: never), so qd_cli_interrupted()
 * is TRUE then too; qd_cli_time_ran_out() tells the two apart.  Release
 * with qd_cli_release_interrupt_until(). */
const gint *qd_cli_catch_interrupt_until (double seconds);
void        qd_cli_release_interrupt_until (void);
gboolean    qd_cli_time_ran_out (void);

/* --- Sweeps (qd-cli-sweep.c): experiments shardable across processes --- */

/* -j N, --list-runs, --shard I/N, --raw FILE, --resume FILE. */
typedef struct {
  gint jobs;                 /* runs at once: after qd_cli_sweep_check, 1 to 1024 (default: the processors) */
  gboolean list_runs;
  char *shard_text;
  char *raw_path;
  char *resume_path;
  QdSweepShard shard;
  gboolean *done;            /* runs in the --resume file, or NULL */
  QdSweepRaw *resumed;       /* that file's rows (the experiment adds them) */
  QdSweepWriter *writer;
  gboolean failed;           /* a row could not be written (said once) */
  gboolean progress_shown;   /* a progress line is on the terminal */
} QdCliSweep;

/* The options: -j among the main ones, the others in their own group of --help. */
void     qd_cli_sweep_add_entries (GOptionContext *context, QdCliSweep *sweep);
/* After parsing: --shard read, -j checked (its default set); FALSE: a usage
 * error, printed. */
gboolean qd_cli_sweep_check (QdCliSweep *sweep);
/* Before the runs: reads --resume (its experiment and settings must be
 * these) and opens --raw (appending to the --resume file when --raw is
 * not another file); FALSE: the error is printed (QD_EXIT_INPUT). */
gboolean qd_cli_sweep_begin (QdCliSweep *sweep, const char *experiment, const char *settings, guint64 total,
                             const char *const *columns);
/* Run `index` is done by this process (its shard, not resumed). */
gboolean qd_cli_sweep_selects (const QdCliSweep *sweep, guint64 index);
/* A finished run's row into --raw (if any), flushed; FALSE: error printed
 * (once: the later rows are not tried, and qd_cli_sweep_end fails). */
gboolean qd_cli_sweep_row (QdCliSweep *sweep, guint64 index, const char *key, const char *const *fields);
/* "12/36 runs: …" on stderr's last line when it is a terminal (each
 * replacing the one before; qd_cli_sweep_end clears it). */
void     qd_cli_sweep_progress (QdCliSweep *sweep, const char *line);
/* --list-runs: "INDEX KEY" for each run selected; `key` names run i. */
void     qd_cli_sweep_list (const QdCliSweep *sweep, guint64 total, char *(*key) (gconstpointer, guint64),
                            gconstpointer data);
/* --raw for qd_cli_check_files, beside --resume among the inputs: NULL
 * when it is the --resume file (appended to on purpose). */
const char *qd_cli_sweep_raw_output (const QdCliSweep *sweep);
/* Clears the progress line and closes --raw; FALSE: a row or the close
 * failed (error printed). */
gboolean qd_cli_sweep_end (QdCliSweep *sweep);
void     qd_cli_sweep_clear (QdCliSweep *sweep);
/* `quandary-cli experiment merge RAW…`. */
int      qd_cli_sweep_merge (int argc, char **argv);

/* --- Pictures --- */

void     qd_cli_pictures_clear (QdCliPictures *pictures);
/* --png, --svg or --pdf is given. */
gboolean qd_cli_pictures_wanted (const QdCliPictures *pictures);
/* After parsing: --palette names a palette and goes with a picture option
 * or with one of `report`'s (may be NULL), whose palette it sets for the
 * report's figures and the GIF; FALSE: a usage error, printed. */
gboolean qd_cli_pictures_check (const QdCliPictures *pictures, QdCliReport *report);
/* The colours the pictures are drawn in: --palette's, or the default
 * (light) palette. */
const QdPalette *qd_cli_pictures_palette (const QdCliPictures *pictures);
/* Writes every picture asked for; FALSE (error printed) if one fails. */
gboolean qd_cli_pictures_write (const QdCliPictures *pictures, double width, double height,
                                QdDrawFunc draw, gpointer user_data);

G_END_DECLS
