/* qd-exercises-window.h — New Exercise… and Worksheet… of a tab whose
 * problem has exercises (QdPageClass's `worksheets`, render/qd-worksheet.h):
 * the puzzle (when the tab has several kinds), a difficulty and a seed, so an exercise can be shared; the first page of
 * the worksheet (or of its answer key) previewed; Open in the Tab replaces
 * the tab's document with the exercise (Undo brings the old one back), and
 * Save Worksheet… writes the worksheet PDF, its answer key PDF and a folder
 * of the exercises' files with their answers, as `quandary-cli worksheet`
 * does. */
#pragma once

#include <adwaita.h>

#include "app/qd-page.h"
#include "render/qd-worksheet.h"

G_BEGIN_DECLS

#define QD_TYPE_EXERCISES_WINDOW (qd_exercises_window_get_type ())
G_DECLARE_FINAL_TYPE (QdExercisesWindow, qd_exercises_window, QD, EXERCISES_WINDOW, AdwWindow)

/* The window of `page` (made once, kept while open), transient for
 * `parent`; `worksheet`: the button Return presses is Save Worksheet…, else
 * Open in the Tab. */
QdExercisesWindow *qd_exercises_window_for (QdPage *page, GtkWindow *parent, gboolean worksheet);

/* For the tests: set the settings, open the exercise in the tab (its
 * generation runs on a worker: wait for qd_exercises_window_is_busy to be
 * FALSE), or write the worksheet as FILE, FILE-answers.pdf and the folder
 * FILE-exercises beside it. */
void     qd_exercises_window_set   (QdExercisesWindow *self, QdWorksheetDifficulty difficulty, guint64 seed,
                                    guint count);
void     qd_exercises_window_open  (QdExercisesWindow *self);
/* Chooses the page's kind `name` (the Puzzle row); FALSE when it has none
 * of that name.  The kind chosen. */
gboolean qd_exercises_window_set_kind (QdExercisesWindow *self, const char *name);
void     qd_exercises_window_save  (QdExercisesWindow *self, GFile *file);
gboolean qd_exercises_window_is_busy (QdExercisesWindow *self);
/* The preview shows the answer key (or the worksheet). */
void     qd_exercises_window_show_key (QdExercisesWindow *self, gboolean key);
/* The last outcome in words (the toast's), or NULL. */
const char *qd_exercises_window_get_message (QdExercisesWindow *self);
/* The worksheet previewed (NULL while it is made). */
const QdWorksheet *qd_exercises_window_get_preview (QdExercisesWindow *self);

G_END_DECLS
