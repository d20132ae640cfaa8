/* qd-constraints-page-private.h — what the tab's editor
 * (qd-constraints-page-editor.c) shares with the page. */
#pragma once

#include "qd-constraints-page.h"

#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "problems/constraints/qd-constraints-algorithm.h"
#include "problems/constraints/qd-constraints-conflicts.h"
#include "problems/constraints/qd-constraints-mcrun.h"
#include "problems/constraints/qd-constraints-practice.h"
#include "problems/constraints/qd-constraints-treerun.h"
#include "render/qd-plot.h"
#include "render/constraints/qd-constraints-render.h"
#include "render/constraints/qd-constraints-run-report.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The page (qd-constraints-page.c): the document to edit, and its
 * replacement after an edit (`doc` taken, the edit recorded for undo). */
QdConstraintsDoc *qd_constraints_page_doc     (QdConstraintsPage *self);
void              qd_constraints_page_replace (QdConstraintsPage *self, QdConstraintsDoc *doc);

/* The editor (qd-constraints-page-editor.c): its rows and list, set up once
 * and shown again whenever the document changes. */
void qd_constraints_editor_init   (QdConstraintsPage *self, AdwPreferencesGroup *group, AdwEntryRow *variable_row,
                                   AdwEntryRow *constraint_row, GtkListBox *list);
void qd_constraints_editor_update (QdConstraintsPage *self, AdwPreferencesGroup *group, GtkListBox *list);

/* The algorithm the sidebar has chosen (its list: the algorithms in_page). */
QdConstraintsAlgorithm qd_constraints_page_algorithm (QdConstraintsPage *self);
/* Check an Answer… (qd-constraints-page-check.c). */
QdPageCheck      *qd_constraints_page_prepare_check (QdPage *page, GError **error);

/* The page, for its search: draw again (the replay's step, the tree's
 * node), the actions as busy says, and whether a run's replay starts at its
 * first step (Step or Play asked for it) or at its end (Solve). */
void     qd_constraints_page_refresh            (QdConstraintsPage *self);
void     qd_constraints_page_update_actions     (QdConstraintsPage *self);
gboolean qd_constraints_page_step_after_solve   (QdConstraintsPage *self);
typedef struct _QdConstraintsSearch QdConstraintsSearch;
QdConstraintsSearch *qd_constraints_page_search (QdConstraintsPage *self);

/* The search (qd-constraints-page-search.c): Solve on a worker, the replay
 * of a tree search with its search tree, the animation. */
QdConstraintsSearch *qd_constraints_search_new      (QdConstraintsPage *page, QdCanvas *board,
                                                     QdRunControls *controls, AdwComboRow *algorithm_row,
                                                     GtkLabel *result_label, QdPictureView *conflicts_view);
void                 qd_constraints_search_free     (QdConstraintsSearch *search);
/* The template's children the search finds by name (the page binds them):
 * the backjumping switch, min-conflicts' walk and tabu, the objective. */
extern const char *const qd_constraints_search_children[9];
/* A run on a copy of `doc` with the algorithm of the sidebar; `record`:
 * min-conflicts' first steps recorded for a replay (tree searches always
 * are). */
void                 qd_constraints_search_start    (QdConstraintsSearch *search, const QdConstraintsDoc *doc,
                                                     gboolean record);
void                 qd_constraints_search_stop     (QdConstraintsSearch *search);
/* No run any more (the document changed, AC-3 took the board). */
void                 qd_constraints_search_clear    (QdConstraintsSearch *search);
/* The replay's step (or the tree's node) into `options`, and the sentence
 * that says it; NULL, and the solution in `options`, when no replay is on
 * show. */
char                *qd_constraints_search_show     (QdConstraintsSearch *search, const QdCspModel *model,
                                                     QdConstraintsRenderOptions *options);
const gint          *qd_constraints_search_solution (QdConstraintsSearch *search);
/* The last search's outcome as the report tells it (what it ran, its
 * counts, its solution and tree); FALSE when none has ended. */
gboolean             qd_constraints_search_outcome  (QdConstraintsSearch *search, QdConstraintsRun *run);
QdStepper           *qd_constraints_search_stepper  (QdConstraintsSearch *search);
const QdConstraintsReplay *qd_constraints_search_replay (QdConstraintsSearch *search);
/* Min-conflicts' recorded steps on show, or NULL. */
const QdConstraintsMcRun *qd_constraints_search_mc_run (QdConstraintsSearch *search);
/* The tree-structured solver's outcome on show, or NULL. */
const QdConstraintsTreeOutcome *qd_constraints_search_tree_outcome (QdConstraintsSearch *search);
guint                qd_constraints_search_tree_nodes (QdConstraintsSearch *search);
QdAnimation         *qd_constraints_search_animation (QdConstraintsSearch *search, GHashTable *moved);
/* The plot of the last min-conflicts run (no series after another search). */
const QdPlot        *qd_constraints_search_conflict_plot (QdConstraintsSearch *search);

/* The tree-structured solver on show (qd-constraints-page-tree.c): its
 * outcome (taken; NULL: none), its steps replayed, or its refusal's cycle;
 * the cutset and the order marked on the board whatever the step. */
typedef struct _QdConstraintsTreeMode QdConstraintsTreeMode;

QdConstraintsTreeMode *qd_constraints_tree_mode_new     (void);
void                   qd_constraints_tree_mode_free    (QdConstraintsTreeMode *mode);
void                   qd_constraints_tree_mode_set     (QdConstraintsTreeMode *mode, QdConstraintsTreeOutcome *outcome);
const QdConstraintsTreeOutcome *qd_constraints_tree_mode_get (QdConstraintsTreeMode *mode);
guint                  qd_constraints_tree_mode_n_steps (QdConstraintsTreeMode *mode);
/* The step of `controls`' stepper (none: the solution) into `options`,
 * its "Step 3 of 12" into `controls`, and its sentence; the refusal's
 * sentence; NULL when nothing is on show (or only the solution). */
char                  *qd_constraints_tree_mode_show    (QdConstraintsTreeMode *mode, const QdCspModel *model,
                                                         QdRunControls *controls, QdConstraintsRenderOptions *options);
/* An outcome's counts as a tree search's, for the report. */
void                   qd_constraints_tree_outcome_stats (const QdConstraintsTreeOutcome *outcome, QdCspStats *stats);
/* The outcome line from a search's `text` (taken): the refusal in its
 * place, or "Cycle cutset: SA (smallest). " before it. */
char                  *qd_constraints_tree_outcome_line (const QdConstraintsTreeOutcome *outcome, char *text);

/* The plot of a min-conflicts run (qd-constraints-page-plot.c): the
 * constraints violated after each repair step, in `view`, which it hides
 * when there is none. */
typedef struct _QdConstraintsPlot QdConstraintsPlot;

QdConstraintsPlot *qd_constraints_plot_new  (QdPictureView *view);
void               qd_constraints_plot_free (QdConstraintsPlot *plot);
/* NULL: no plot (the view hidden). */
void               qd_constraints_plot_show (QdConstraintsPlot *plot, const QdConstraintsConflicts *conflicts);
const QdPlot      *qd_constraints_plot_get  (QdConstraintsPlot *plot);

/* A row of the sidebar's lists (the AC-3 queue, the splitting history): a
 * label of `text`, indented `indent` levels, named `spoken` for a screen
 * reader. */
GtkWidget *qd_constraints_list_row (const char *text, const char *spoken, guint indent);

/* Domain splitting (qd-constraints-page-split.c): a tree of splits of one
 * model, its node on show, the sidebar's outline of it. */
typedef struct _QdConstraintsSplitMode QdConstraintsSplitMode;

QdConstraintsSplitMode *qd_constraints_split_mode_new     (GtkListBox *list);
void                    qd_constraints_split_mode_free    (QdConstraintsSplitMode *mode);
/* The outline's rows take the page's node selection (row activation). */
void                    qd_constraints_split_mode_connect (QdConstraintsSplitMode *mode, QdConstraintsPage *page);
gboolean                qd_constraints_split_mode_active  (const QdConstraintsSplitMode *mode);
/* No splitting on show any more (the document changed, AC-3 or a search
 * took the board). */
void                    qd_constraints_split_mode_clear   (QdConstraintsSplitMode *mode);
/* Splits `var` (-1: the first variable of two values or more) at the node
 * on show, and shows the lower half; the first time, the network made arc
 * consistent comes first (with var -1, nothing more).  FALSE when nothing
 * could be split. */
gboolean                qd_constraints_split_mode_split   (QdConstraintsSplitMode *mode, const QdCspModel *model,
                                                           gint var);
gboolean                qd_constraints_split_mode_can_split (const QdConstraintsSplitMode *mode);
void                    qd_constraints_split_mode_select  (QdConstraintsSplitMode *mode, guint node);
/* The node on show into `options` (its domains, a solution's values, the
 * variable wiped out) and the sentence that says it; NULL when no
 * splitting is on show. */
char                   *qd_constraints_split_mode_show    (QdConstraintsSplitMode *mode,
                                                           QdConstraintsRenderOptions *options);
/* Practice: the splits of `walk` (qd_constraints_split_walk) up to its
 * visit `visit` made again from the root, that visit's node on show. */
void                    qd_constraints_split_mode_replay  (QdConstraintsSplitMode *mode, const QdCspModel *model,
                                                           const GArray *walk, guint visit);
/* The visit on show, or G_MAXUINT when none (a split by hand, a node
 * picked, no splitting). */
guint                   qd_constraints_split_mode_replayed (const QdConstraintsSplitMode *mode);
/* The model split, or NULL when no splitting is on show. */
const QdCspModel       *qd_constraints_split_mode_model   (const QdConstraintsSplitMode *mode);
QdConstraintsSplitMode *qd_constraints_page_split_mode    (QdConstraintsPage *self);
/* The page: a node of the outline taken onto the board. */
void                    qd_constraints_page_split_select  (QdConstraintsPage *self, guint node);

/* Practice mode (qd-constraints-page-practice.c, the action
 * constraints.practice): the questions of the replay on show, else of AC-3
 * from the start, asked in the practice bar. */
typedef struct _QdConstraintsPracticeMode QdConstraintsPracticeMode;

QdConstraintsPracticeMode *qd_constraints_practice_mode_new  (QdConstraintsPage *page, QdPracticeBar *bar,
                                                               GtkLabel *result_label);
void     qd_constraints_practice_mode_free   (QdConstraintsPracticeMode *mode);
/* The questions for what is on show (a new replay, a new document, none
 * while searching); cheap when nothing changed. */
void     qd_constraints_practice_mode_sync   (QdConstraintsPracticeMode *mode);
/* Whether practice is on (AC-3's own controls are off meanwhile). */
gboolean qd_constraints_practice_mode_active (const QdConstraintsPracticeMode *mode);
/* The document changed: its questions are made again. */
void     qd_constraints_practice_mode_forget (QdConstraintsPracticeMode *mode);
/* While a question is asked, what gives its answer away hidden: the step's
 * sentence (the question said instead), the search's outcome; TRUE then. */
gboolean qd_constraints_practice_mode_mask   (QdConstraintsPracticeMode *mode, GtkLabel *explain_label,
                                              QdCanvas *view);
/* An item of the board clicked while a question is asked: a variable starts
 * an answer ("q[2]="); TRUE when practice took the click. */
gboolean qd_constraints_practice_mode_take_item (QdConstraintsPracticeMode *mode, guint kind, guint index);
/* The page: AC-3 from the start, `steps` revisions done (G_MAXUINT: to its end). */
void     qd_constraints_page_ac3_go_to       (QdConstraintsPage *self, guint steps);

G_END_DECLS
