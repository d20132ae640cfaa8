/* qd-cli-grade.h — `quandary-cli grade MANIFEST SUBMISSION…` (docs/grading.md):
 * a class's programs run, confined, on the manifest's tests, and scored.
 *
 * An output test runs the student's program on a command's input and
 * checks its answer with that command's own --check; a play test plays the
 * student's agent against an opponent in one of the games, through the
 * game's command.  Both run quandary-cli itself as a child, so that a test
 * is exactly what the command line does (the manifest names its commands),
 * and every program of a student runs through the host of core/qd-program.h
 * (bubblewrap, rlimits, its own process group, a time limit). */
#pragma once

#include <glib.h>

#include "core/qd-grade-raw.h"
#include "core/qd-owned.h"
#include "core/qd-program.h"

G_BEGIN_DECLS

typedef enum {
  QD_GRADE_OUTPUT,
  QD_GRADE_PLAY,
} QdGradeKind;

typedef enum {
  QD_GRADE_AS_FIRST,
  QD_GRADE_AS_SECOND,
  QD_GRADE_AS_BOTH,
} QdGradeSide;

typedef struct {
  QdOwned owned;             /* its strings and lists */
  char *name;
  double points;
  char *visibility;          /* visible, hidden, after_due_date, after_published */
  double timeout;            /* seconds: the whole run (output), a move (play) */
  guint memory_mb;
  guint disk_mb;             /* its scratch folder */
  guint processes;
  char **env;                /* NAME=VALUE, for its environment */
  QdGradeKind kind;
  /* An output test. */
  char **command;            /* a quandary-cli command line, its files relative to the manifest */
  gint input;                /* the index in `command` of its input file, -1: none */
  char *program;             /* the student's command line, {input} and {output} in it */
  gboolean strict;
  /* A play test. */
  char **game;               /* the game's command and options (kcell --cells 15) */
  char *agent;               /* the student's agent's command line */
  char *opponent;            /* an agent spec of the game */
  guint games;
  QdGradeSide side;
  gboolean pass_by_score;    /* pass= score>=F, else wins>=K */
  double pass_at;
  gboolean partial;
} QdGradeTest;

typedef struct {
  QdOwned owned;             /* all below */
  char *path;                /* the manifest */
  char *folder;              /* its folder: the commands' files are relative to it */
  GPtrArray *tests;          /* QdGradeTest */
  char *text;                /* its text: the lines its errors name */
  GHashTable *short_options; /* a command's name: its short options (letter: long name), from its --help */
} QdGradeManifest;

/* Reads and checks a manifest: NULL with an error naming the file, the
 * line, the test and the key at fault.  A manifest is data: command= and
 * game= name no option that writes a file (or checks, or names a player, in
 * the grader's place) and no file out of the manifest's folder, opponent= no
 * program out of it (docs/grading.md). */
QdGradeManifest *qd_grade_manifest_load (const char *path, GError **error);
void             qd_grade_manifest_free (QdGradeManifest *manifest);


typedef struct {
  const char *cli;           /* quandary-cli itself */
  const gint *stop;
  gboolean no_sandbox;       /* --no-sandbox: every program unconfined */
} QdGradeContext;

/* Runs `test` on the submission in `folder` (its working folder).  With
 * `kept` (a path and the start of a file name, "KEEP/NAME/2"), what it gave
 * is kept there (--keep): an output test's answer as KEPT.answer, a play
 * test's games as KEPT-G.EXT (G from 1, EXT the game's record's). */
void qd_grade_run_test (const QdGradeContext *context, const QdGradeManifest *manifest, const QdGradeTest *test,
                        const char *folder, const char *kept, QdGradeOutcome *outcome);

/* The prefix of the grader's own folders (answers, registries) in the
 * temporary folder: `grade --clean` and the next grading remove those a
 * killed grader left. */
#define QD_GRADE_FOLDER_PREFIX "quandary-grade"

/* The options a program of `test` runs with (its folder, limits,
 * environment, sandbox). */
void qd_grade_program_options (const QdGradeContext *context, const QdGradeTest *test, const char *folder,
                               QdProgramOptions *options);

/* The quandary-cli that plays the games and checks the answers: this one,
 * or $QD_GRADE_CLI (the test suite's plain build, under the sanitizers).
 * NULL and an error when neither can be known. */
char  *qd_grade_child_cli    (GError **error);

/* The environment of the commands a grading runs: the C locale (their
 * results are read), and with `config` a registry of its own
 * ($XDG_CONFIG_HOME). */
char **qd_grade_environment (const char *config);

/* One game played by its command. */
typedef struct {
  gint winner;               /* 1 the first player, 2 the second, 0 a draw; -1: not played */
  gboolean forfeit;          /* the loser forfeited (docs/agents.md) */
  char *cause;               /* and why, or NULL */
  char *error;               /* not played: why */
  gboolean ours;             /* and it is the grader's own error (its temporary folder), not the game's */
} QdGradeGame;

/* Plays `game` (its command and options, files relative to `folder`)
 * between the agent specs `first` and `second` with --seed `seed` (the
 * games that have one), keeping its record at `log` (KCell's --save, the
 * war game's --log, the others' output) when not NULL.  FALSE when it
 * could not be played (result->error). */
gboolean qd_grade_play_game  (const QdGradeContext *context, const char *folder, char **envp, char *const *game,
                              const char *first, const char *second, guint seed, const char *log,
                              QdGradeGame *result);
void     qd_grade_game_clear (QdGradeGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGradeManifest, qd_grade_manifest_free)

G_END_DECLS
