/* qd-wordpuzzle-page-private.h — the word-puzzle tab's state, shared by the
 * page (solving, replay, display) and its editor (slots, size, word list). */
#pragma once

#include "core/qd-job.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/qd-page-tree.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "qd-wordpuzzle-view.h"
#include "qd-wordpuzzle-page.h"

G_BEGIN_DECLS

#define QD_WORDPUZZLE_PAGE_TREE_BUDGET 1000000     /* nodes of a search tree the tab keeps */

struct _QdWordpuzzlePage
{
  QdPage parent_instance;

  QdWordpuzzleView *word_view;
  GtkStack *bottom_stack;
  GtkListView *trace_view;
  GtkWidget *trace_placeholder;
  GtkTextView *model_view;
  GtkTextView *words_view;
  GtkLabel *words_label;
  AdwComboRow *formulation_row;
  AdwComboRow *var_order_row;
  AdwComboRow *val_order_row;
  AdwComboRow *inference_row;
  GtkSwitch *first_switch;
  QdRunControls *run_controls;
  AdwPreferencesGroup *stats_group;
  GtkLabel *solutions_label;
  GtkLabel *assignments_label;
  GtkLabel *checks_label;
  GtkLabel *prunings_label;
  GtkLabel *backtracks_label;
  GtkLabel *time_label;
  GtkListBox *solutions_list;
  GtkSpinButton *size_spin;
  AdwComboRow *category_row;
  GtkStringList *categories;
  GtkWidget *solutions_group;
  QdPracticeBar *practice_bar;
  gboolean practicing;          /* the practice action's state */
  QdPractice *practice_ready;   /* the last run's questions, made on its job, not yet asked */

  QdStepper *stepper;           /* the run controls' (which step of the last run is shown) */
  GtkStringList *trace_lines;

  QdWordpuzzle *puzzle;         /* the page's model (qd_page_get_model) */
  QdWordpuzzleList *list;
  GFile *list_file;             /* where the word list came from (NULL: typed in) */
  gboolean list_modified;

  /* The last run: its model (to read the steps) and result. */
  QdWordpuzzleModel *model;
  QdWordpuzzleResult *result;
  QdPageTree *page_tree;        /* the run's search tree (bound to model's CSP) */
  gint shown_solution;          /* solution drawn when finished */
  gboolean step_after_solve;
  /* The run of the last Check an Answer…, adopted by show_check. */
  QdPageCheckedRun *checked_run;

  GArray *picked;               /* editor: cells picked for a new slot, in order */
  gboolean *picked_mask;
  gint selected_slot;
  gboolean updating;            /* programmatic changes of the widgets */

  /* Buffers the view borrows. */
  char *cells;
  guint32 *masks;
  gint *slot_counts;
};

/* The page (qd-wordpuzzle-page.c). */
void        qd_wordpuzzle_page_update_display  (QdWordpuzzlePage *self);
void        qd_wordpuzzle_page_update_actions  (QdWordpuzzlePage *self);
void        qd_wordpuzzle_page_puzzle_changed  (QdWordpuzzlePage *self);
/* The sidebar's formulation and search settings. */
QdWordpuzzleFormulation qd_wordpuzzle_page_formulation (QdWordpuzzlePage *self);
void        qd_wordpuzzle_page_read_options    (QdWordpuzzlePage *self, QdWordpuzzleSolveOptions *options);

/* The last run (self->model and self->result) shown, at `step` (G_MAXUINT:
 * its end). */
void        qd_wordpuzzle_page_show_run        (QdWordpuzzlePage *self, guint step);
/* Forgets the last run (and stops the page's job). */
void        qd_wordpuzzle_page_clear_run       (QdWordpuzzlePage *self);

/* Solves the puzzle as the sidebar says, in a job; `then_step`: the replay
 * at its first step, else at its end. */
gboolean    qd_wordpuzzle_page_start_solve     (QdWordpuzzlePage *self, gboolean then_step);

/* Practice mode (qd-wordpuzzle-page-practice.c): the page action
 * wordpuzzle.practice, the questions of the run on show (made again after
 * each Solve), clicks on the board taken as answers while it is on. */
void        qd_wordpuzzle_page_practice_init   (QdWordpuzzlePage *self);
void        qd_wordpuzzle_page_practice_sync   (QdWordpuzzlePage *self);
void        qd_wordpuzzle_page_practice_forget (QdWordpuzzlePage *self);
/* With a question open at the step shown: its text in the status, the trace
 * and the solutions put away; TRUE then. */
gboolean    qd_wordpuzzle_page_practice_mask   (QdWordpuzzlePage *self);

/* Check an Answer… (qd-wordpuzzle-page-check.c). */
QdPageCheck *qd_wordpuzzle_page_prepare_check  (QdPage *page, GError **error);
void        qd_wordpuzzle_page_show_check      (QdPage *page, const QdCheckResult *result);

/* The report and the animation (qd-wordpuzzle-page-report.c). */
QdReport    *qd_wordpuzzle_page_build_report    (QdPage *page);
QdAnimation *qd_wordpuzzle_page_build_animation (QdPage *page);

/* The editor (qd-wordpuzzle-editor.c). */
void        qd_wordpuzzle_editor_refresh_categories (QdWordpuzzlePage *self);
void        qd_wordpuzzle_editor_refresh_words      (QdWordpuzzlePage *self);
void        qd_wordpuzzle_editor_clear_picked       (QdWordpuzzlePage *self);
gboolean    qd_wordpuzzle_editor_set_word_list      (QdWordpuzzlePage *self, QdWordpuzzleList *list, GFile *file,
                                                     gboolean modified);
QdWordpuzzleList *qd_wordpuzzle_editor_find_word_list     (GFile *file, GFile **where);
gboolean    qd_wordpuzzle_editor_save_pair          (QdPage *page, GFile *file, const char *text, GError **error);
void        qd_wordpuzzle_editor_cell_clicked       (QdWordpuzzleView *view, gint cell, QdWordpuzzlePage *self);
void        qd_wordpuzzle_editor_slot_clicked       (QdWordpuzzleView *view, gint slot, QdWordpuzzlePage *self);
void        qd_wordpuzzle_editor_size_changed       (QdWordpuzzlePage *self);
/* The page actions add-slot, remove-slot, apply-words, open-words. */
void        qd_wordpuzzle_editor_init               (QdWordpuzzlePage *self);

G_END_DECLS
