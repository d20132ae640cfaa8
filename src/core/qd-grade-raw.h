/* qd-grade-raw.h — a grading's raw file (`quandary-cli grade --raw`,
 * docs/grading.md): a sweep (qd-sweep.h) whose runs are the submissions.
 * Its settings name the manifest, its tests and their points and the
 * number of submissions; a row is a submission graded: its total, and per
 * test its score, whether it passed and its feedback.  The command writes
 * them, and --resume, `experiment merge` and the window's Grade a Class
 * read them back, all through here. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_GRADE_RAW_EXPERIMENT "grade"
/* The raw file's columns, NULL-terminated. */
extern const char *const qd_grade_raw_columns[];

/* What a test gave a submission. */
typedef struct {
  double score;
  gboolean passed;
  char *output;              /* the feedback, for people */
  char *setup_error;         /* not graded: the sandbox could not be set up (the grader's machine, not the
                              * student's program); NULL */
  char *grader_error;        /* the grader's own error (its temporary folder unwritable or full): the grading
                              * stops, nobody is scored; NULL */
} QdGradeOutcome;

void qd_grade_outcome_clear (QdGradeOutcome *outcome);

/* A score as people read it and the command line writes it: 7.5, 10, 3.333. */
char *qd_grade_format_score (double value);

typedef struct {
  char *manifest;
  char **names;              /* the tests', NULL-terminated */
  double *points;
  guint n_tests;
  guint64 submissions;
} QdGradeRawSettings;

/* "manifest=PATH tests=NAME|NAME points=5|5|10 submissions=12" (the names
 * escaped as qd_sweep_format_text does). */
char     *qd_grade_raw_settings_format (const char *manifest, const char *const *names, const double *points,
                                        guint n_tests, guint64 submissions);
/* FALSE with an error naming the settings when they are not a grading's. */
gboolean  qd_grade_raw_settings_parse  (const char *settings, QdGradeRawSettings *out, GError **error);
void      qd_grade_raw_settings_clear  (QdGradeRawSettings *settings);

/* A row's fields after run and key (total, scores, passed, feedback), to
 * g_strfreev. */
char    **qd_grade_raw_row_format (const QdGradeOutcome *outcomes, guint n_tests, double total);
/* A row (its fields from run on) into `outcomes` (n_tests of them, their
 * old feedback freed) and *total; FALSE when it is not a row of `n_tests`
 * tests. */
gboolean  qd_grade_raw_row_parse  (char *const *fields, guint n_tests, QdGradeOutcome *outcomes, double *total);

G_END_DECLS
