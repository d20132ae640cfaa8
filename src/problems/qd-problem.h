/* qd-problem.h — what a problem says of itself, once, in its own folder.
 *
 * Each problem defines `const QdProblem qd_<id>_problem` in
 * src/problems/<id>/qd-<id>-problem.c, with the format of its documents
 * (QdFormat: parse, write, free, names).  The layers above hang their parts on
 * the same id: the CLI's commands (`qd_<id>_cli_commands`, src/cli/<id>/) and
 * the window's page (`qd_<id>_page_get_type`, src/app/pages/<id>/).  The list
 * of ids is src/meson.build's `problem_ids`; the build turns it into
 * QD_FOR_EACH_PROBLEM (qd-problem-ids.h), from which every registry is made
 * (only the registries include it).
 * docs/adding-a-problem.md walks through adding one. */
#pragma once

#include <glib.h>

#include "core/qd-agent.h"
#include "core/qd-match.h"

G_BEGIN_DECLS

struct _QdSweepRaw;   /* core/qd-sweep.h */

typedef struct {
  const char *file;               /* under data/examples/<id>/ */
  const char *title;              /* translatable (N_) */
} QdProblemExample;

/* A file format: the text of a file and the model it describes, both ways.
 * Every reader of the format (the window's Open and drafts, the command
 * line, the round-trip test, the fuzz targets) goes through it. */
typedef struct {
  const char *name;               /* the problem's id for its documents; else its own ("wordlist") */
  const char *title;              /* translatable (N_), plural: the Open dialog's filter, "Game Trees" */
  const char *untitled;           /* translatable (N_): a new document's title, "Untitled Game Tree" */
  const char *const *patterns;    /* glob patterns of its files, NULL-terminated; the first is
                                   * the extension a saved file gets (unless `extension` says) */
  /* The model the text describes, or NULL and an error naming the line
   * (core/qd-text.h); `warnings` (nullable) receives what was read but is
   * suspicious (strings).  Any bytes, of any length: never crashes. */
  gpointer (*parse) (const char *text, gsize length, GPtrArray *warnings, GError **error);
  /* The text of the model: parse (write (m)) is m again. */
  char    *(*write) (gconstpointer model);
  void     (*free)  (gpointer model);
  /* Optional: the extension a saved model gets (".maze"), for a format
   * whose forms have extensions of their own; NULL: patterns[0]'s. */
  const char *(*extension) (gconstpointer model);
  /* Optional: the model of a text `parse` refused, its error kept in it,
   * which the window opens to be mended (a rulesheet with an error opens
   * in the General Games tab's Rules pane); NULL when the text cannot be
   * one.  The command line never uses it. */
  gpointer (*recover) (const char *text, gsize length);
} QdFormat;

/* Defines static NAME_parse, NAME_write and NAME_free, the functions of a
 * QdFormat, from a model type whose parser takes (text, gssize length,
 * GError **) and its writer and free functions; QD_FORMAT_USE_FUNCTIONS
 * (NAME) sets them in the QdFormat's initializer. */
#define QD_FORMAT_FUNCTIONS(NAME, Type, parse_func, write_func, free_func)                       \
  static gpointer NAME##_parse (const char *text, gsize length, GPtrArray *warnings,           \
                                GError **error)                                                \
  {                                                                                            \
    return parse_func (text, (gssize) length, error);                                          \
  }                                                                                            \
  static char *NAME##_write (gconstpointer model) { return write_func ((const Type *) model); } \
  static void NAME##_free (gpointer model) { free_func ((Type *) model); }
/* The same from a parser with warnings: (text, gssize length, GPtrArray
 * *warnings, GError **). */
#define QD_FORMAT_FUNCTIONS_WITH_WARNINGS(NAME, Type, parse_func, write_func, free_func)            \
  static gpointer NAME##_parse (const char *text, gsize length, GPtrArray *warnings,           \
                                GError **error)                                                \
  {                                                                                            \
    return parse_func (text, (gssize) length, warnings, error);                                \
  }                                                                                            \
  static char *NAME##_write (gconstpointer model) { return write_func ((const Type *) model); } \
  static void NAME##_free (gpointer model) { free_func ((Type *) model); }
#define QD_FORMAT_USE_FUNCTIONS(NAME) .parse = NAME##_parse, .write = NAME##_write, .free = NAME##_free

/* A problem's game, once for the whole program: its command, `agent-test`
 * (the command's and the window's), tournaments and grading read it, and
 * every one of them plays it through the one match loop (core/qd-match.h,
 * cli/qd-cli-match.h).  docs/agents.md and docs/grading.md say what outside
 * agents, tournaments and graders see of it. */
typedef struct {
  /* The protocol's name that outside agents see (its id), which a registry
   * entry's games= lists. */
  const char *protocol;
  /* Its rules over its match (core/qd-match.h). */
  const QdMatchRules *rules;
  /* agent-test's short game: a new match from the game's start (freed with
   * `free_match`), which an agent plays against random moves. */
  gpointer (*test_match) (GRand *rand);
  void     (*free_match) (gpointer match);
  /* Its command's players: the options naming them (the war game's
   * "--blue" and "--green"), whether it takes --seed (its random players,
   * a coin), and the opponent a graded agent meets when the test names none. */
  const char *player_options[2];
  gboolean has_seed;
  const char *default_opponent;
  /* The file its command reads first, for people: N_("BOARD"), N_("MAP");
   * NULL: none (a tournament's FILE is then refused). */
  const char *file_argument;
  /* Its saved game: the option that writes it ("--save", "--log"), or NULL
   * when its printed moves are the record; the record's extension (no dot). */
  const char *record_option;
  const char *record_extension;
  /* The window's Tournament: the game's own agents, NULL-terminated (the
   * first two are a new tournament's), and the options it starts from
   * (`quandary-cli tournament … ID [FILE] -- OPTIONS`). */
  const char *const *agents;
  const char *tournament_options;
  /* How its tab shows a game's record (grade --keep, --logs):
   * `records_open`, the record is a document its tab opens; else
   * `record_checks`, an answer to the game's board that its tab's Check an
   * Answer replays; else `record_document`, the record turned into a
   * document of the problem's format (its command's words after the
   * subcommand in `args`), or NULL with an error; all unset: text. */
  gboolean records_open;
  gboolean record_checks;
  char *(*record_document) (const char *record, const char *const *args, GError **error);
} QdProblemGame;

typedef struct {
  const char *id;                 /* folders, file and type prefixes, actions, CLI */
  const char *title;              /* translatable (N_), shown in menus */
  const char *description;        /* translatable (N_), one line */
  /* Its documents: what its tab opens, saves, undoes and keeps drafts of. */
  const QdFormat *format;
  /* The other formats it reads and writes (a word list), NULL-terminated;
   * NULL when none. */
  const QdFormat *const *other_formats;
  const QdProblemExample *examples; /* the bundled examples, ending with { NULL } */
  /* Its experiment's raw files (core/qd-sweep.h; the experiment is named by
   * the problem's id) merged into the report one process prints, or NULL
   * and an error; NULL when the problem has no shardable experiment. */
  char *(*merge_shards) (struct _QdSweepRaw *const *raws, guint n, GError **error);
  /* Its game (above), or NULL when it has none. */
  const QdProblemGame *game;
  /* Its side of `experiment localsearch` (qd-local-experiment.h), or NULL
   * when it has no local search to measure. */
  const struct _QdLocalSearchProblem *local_search;
} QdProblem;

/* agent-test's game (qd-problem-game.c): `agent` plays `game`'s test
 * match on `side` (0: first) against random moves from `rand`; its moves
 * in the protocol's notation and, at the end, " (WHY)" go into
 * `transcript`.  FALSE when it did not play to the end: the cause of its
 * forfeit, or G_IO_ERROR_CANCELLED when `stop` (optional) was set. */
gboolean qd_problem_game_test (const QdProblemGame *game, QdAgent *agent, guint side, GRand *rand, const gint *stop,
                               GString *transcript, GError **error);

/* Each problem's descriptor: qd_<id>_problem, declared where it is used
 * (`QD_PROBLEM_DECLARE (kcell)`, in the problem's own files, and for all by
 * the registry of qd-problem.c): this header names no problem, so that a
 * file that includes it compiles to the same object whatever the list of
 * problems (a build's copy of a problem under a new id finds the other
 * objects in the compiler's cache). */
#define QD_PROBLEM_DECLARE(id) extern const QdProblem qd_##id##_problem;

/* Every problem, in the order of problem_ids (the window's lists, sniffing). */
const QdProblem *const *qd_problem_get_all      (guint *n_problems);
const QdProblem       *qd_problem_find         (const char *id);
guint                  qd_problem_n_examples   (const QdProblem *problem);
/* The problem whose patterns match the file name (case-folded), or NULL. */
const QdProblem       *qd_problem_for_name     (const char *basename);
/* The problem of a loaded file: by its name when only one problem claims
 * it, else the first whose format reads the contents (among the claimants
 * first); NULL when none does.  `basename` may be NULL. */
const QdProblem       *qd_problem_for_contents (const char *basename, const char *contents,
                                                gsize length);
/* Reads a file's contents as the document of its problem, chosen as
 * qd_problem_for_contents does: the model and *problem, or NULL and an
 * error (the claimant's parse error when one problem claims the name; else
 * QD_PROBLEM_ERROR_UNKNOWN).  `warnings` as QdFormat.parse. */
gpointer               qd_problem_read         (const char *basename, const char *contents, gsize length,
                                                const QdProblem **problem, GPtrArray *warnings,
                                                GError **error);
/* TRUE when the format reads the contents. */
gboolean               qd_format_reads         (const QdFormat *format, const char *contents, gsize length);
/* Every format of every problem (documents first, in the order of
 * problem_ids, then the others), and its problem: for tests and tools. */
guint                  qd_problem_n_formats    (void);
const QdFormat        *qd_problem_nth_format   (guint index, const QdProblem **problem);
const QdFormat        *qd_problem_find_format  (const char *name);

#define QD_PROBLEM_ERROR (qd_problem_error_quark ())
typedef enum {
  QD_PROBLEM_ERROR_UNKNOWN,       /* no problem reads the file */
} QdProblemError;
GQuark                 qd_problem_error_quark  (void);

G_END_DECLS
