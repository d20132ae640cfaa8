/* qd-grading-window-private.h — the Grade a Class window's parts
 * (qd-grading-window.c: the run and its rows; qd-grading-window-open.c:
 * what a failed test opens). */
#pragma once

#include "qd-grading-window.h"
#include "app/qd-sweep-child.h"
#include "core/qd-grade-raw.h"

G_BEGIN_DECLS

/* The run's --keep folder, in its private folder. */
#define KEPT "kept"

/* A submission graded: a row of the raw file. */
typedef struct {
  guint64 run;
  char *name;                /* escaped, as the raw file's key (qd_text_escape_name) */
  double total;
  QdGradeOutcome *outcomes;  /* by test */
  guint n_tests;
} Graded;

struct _QdGradingWindow
{
  AdwWindow parent_instance;

  QdWindow *main;            /* weak */
  AdwToastOverlay *toasts;
  GtkWidget *grade_button;
  GtkWidget *stop_button;
  GtkWidget *save_button;
  AdwActionRow *manifest_row;
  AdwActionRow *folder_row;
  GtkSpinButton *jobs;
  GtkProgressBar *progress;
  GtkLabel *status_label;
  GtkWidget *empty;
  GtkListBox *list;
  GtkFileChooserNative *chooser;

  char *manifest;
  char *folder;
  QdSweepChild *child;
  /* What the run's raw file says. */
  char **test_names;
  double *test_points;
  guint n_tests;
  guint64 n_submissions;
  GPtrArray *graded;         /* Graded, in the order they were graded */
  GHashTable *shown;         /* name -> its row (borrowed) */
  GKeyFile *kept_tests;      /* --keep's tests.ini, read when first needed */
  gint status;
  char *message;
};

void  qd_grading_window_toast      (QdGradingWindow *self, const char *message);
/* A path in the run's private folder (NULL-terminated parts). */
char *qd_grading_window_child_file (QdGradingWindow *self, const char *first, ...) G_GNUC_NULL_TERMINATED;
/* The file `name` that --keep kept of `submission` (a raw file's key, its
 * name escaped). */
char *qd_grading_window_kept_file  (QdGradingWindow *self, const char *submission, const char *name);
/* A key of test `test` (from 1) in --keep's tests.ini, or NULL. */
char *qd_grading_window_kept_key   (QdGradingWindow *self, guint test, const char *key);
/* The window's action grading.open (submission, test, game). */
void  qd_grading_window_open_action (GtkWidget *widget, const char *name, GVariant *param);

G_END_DECLS
