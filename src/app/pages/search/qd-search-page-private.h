/* qd-search-page-private.h — what the state-space search tab's files share:
 * the page itself (qd-search-page.c: settings, runs, the replay, the
 * exports), its report and animation (qd-search-page-report.c), its check
 * (qd-search-page-check.c) and its editors and tile play
 * (qd-search-editor*.c).
 *
 * For an editor:
 * - the document is the page's model (self->doc, also qd_page_get_model);
 *   an edit is qd_page_record_edit (QD_PAGE (self)), then the change of the
 *   model in place, then qd_search_page_document_edited (self) (the run
 *   goes, the board and the sidebar follow); a model replaced whole goes
 *   through qd_page_set_model or qd_page_replace_document as usual (the page's
 *   document_changed then calls qd_search_page_editor_document_changed);
 * - the board is self->view (a QdCanvas: its "pressed", "pointer-moved",
 *   "cell-activated" and "cursor-moved" signals; its cells are the places,
 *   the maze's cells or the board's cells, as qd_search_render_hit and
 *   qd_search_render_cell_rect count them); qd_search_page_set_editing
 *   draws it as the editor's (no run shown, the cursor's cell marked);
 * - the sidebar has self->editor_box (an empty vertical box under the
 *   statistics) for the editor's groups, and the board's context menu has
 *   the section self->editor_menu for its items;
 * - the page's actions are in the group "search" (qd_page_add_actions).
 *
 * The editors implement the three qd_search_page_editor_* functions below;
 * the page calls them. */
#pragma once

#include <adwaita.h>

#include "app/qd-page-tree.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-step-list.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-run.h"
#include "qd-search-page.h"
#include "qd-search-view.h"

G_BEGIN_DECLS

/* The nodes of a search tree the tab keeps (the window's node limit,
 * 2,000,000 by default, is the .ui's nodes_spin). */
#define QD_SEARCH_PAGE_TREE_BUDGET 1000000
/* The heuristics a kind offers, in the heuristic row's order. */
#define QD_SEARCH_PAGE_MAX_HEURISTICS 8

struct _QdSearchPage
{
  QdPage parent_instance;

  /* The template's (the flap: qd_page_get_flap). */
  QdBoardPane *board_pane;
  QdSearchView *view;
  GtkLabel *expanding_label;
  GtkListView *steps_view;
  GtkWidget *steps_placeholder;
  GtkBox *sidebar_box;
  AdwActionRow *kind_row;
  AdwComboRow *algorithm_row;
  GtkWidget *graph_row;
  GtkSwitch *graph_switch;
  AdwComboRow *heuristic_row;
  GtkWidget *weight_row, *limit_row;
  GtkSpinButton *weight_spin, *limit_spin, *nodes_spin;
  QdRunControls *run_controls;
  AdwActionRow *depth_row;
  GtkLabel *expanded_label, *generated_label, *frontier_label, *frontier_max_label;
  GtkLabel *depth_label, *cost_label, *time_label;
  GtkBox *editor_box;            /* the editors' controls */
  GMenu *editor_menu;            /* the editors' section of the board's menu */

  QdStepper *stepper;            /* the run controls' */
  GtkSingleSelection *step_selection;
  QdPageTree *page_tree;         /* the search tree pane (F8) */

  QdSearchDoc *doc;              /* the page's model (qd_page_get_model) */
  QdSearchRun *run;              /* the run on show, or NULL */
  gboolean run_is_live;          /* `run` is the job's, still searching (the page reads its log only) */
  QdSearchHeuristic heuristics[QD_SEARCH_PAGE_MAX_HEURISTICS];
  guint n_heuristics;
  gboolean editing;              /* the board is the editor's */
  gboolean step_after_solve;
  gboolean updating;             /* the page sets its own controls */
  gint64 run_started_us;
  QdPageCheckedRun *checked_run;             /* Check an Answer…: the checked run (a QdSearchRun) */
  GtkWidget *practice_group;
  struct _QdPracticeBar *practice_bar;       /* shown in practice mode (qd-search-page-practice.c) */
  gboolean practicing;

  struct _QdSearchPageOnline *online;        /* the Online Agent mode (qd-search-page-online.c) */
  gpointer editor;               /* the editors' state (qd-search-editor*.c), freed with editor_free */
  GDestroyNotify editor_free;
};

/* qd-search-page.c */
/* The model was edited in place (after qd_page_record_edit): the run goes,
 * the board and the sidebar show the document again. */
void qd_search_page_document_edited (QdSearchPage *self);
/* The board as the editor's (TRUE) or the search's. */
void qd_search_page_set_editing     (QdSearchPage *self, gboolean editing);
/* The board and the sidebar as the run and the stepper say. */
void qd_search_page_update_display  (QdSearchPage *self);
void qd_search_page_update_actions  (QdSearchPage *self);
/* The settings the sidebar shows (for a run, a report, a check). */
void qd_search_page_read_settings   (QdSearchPage *self, QdSearchSettings *settings);
/* `run` (taken, finished) as the tab's, its replay at `step` (G_MAXUINT:
 * the end). */
void qd_search_page_install_run     (QdSearchPage *self, QdSearchRun *run, guint step);
/* How many nodes the board shows on the frontier at `step` (G_MAXUINT: the
 * last): the step's node taken, or still there (`with_current`: practice
 * asks which node is taken). */
guint64 qd_search_page_frontier_count (const QdSearchRun *run, guint step, gboolean with_current);
/* The replay at `step` (clamped). */
void qd_search_page_go_to_step      (QdSearchPage *self, gint64 step);

/* The settings' rows shown as the algorithm needs them, hidden while an
 * online agent walks (qd-search-page.c). */
void qd_search_page_update_settings_rows (QdSearchPage *self);

/* qd-search-page-steps.c: the step list (self->step_selection) */
void qd_search_page_steps_init      (QdSearchPage *self);
/* The list holds the first `n` steps of `run` (NULL: none); a run that
 * grows keeps its lines. */
void qd_search_page_steps_set       (QdSearchPage *self, const QdSearchRun *run, guint n);
/* The step's line selected and scrolled to (G_MAXUINT: none). */
void qd_search_page_steps_show      (QdSearchPage *self, guint step);

/* qd-search-page-report.c */
QdReport    *qd_search_page_build_report    (QdPage *page);
QdAnimation *qd_search_page_build_animation (QdPage *page);
/* The words after `quandary-cli` that make the tab's run (NULL-terminated). */
GPtrArray   *qd_search_page_command_args    (QdSearchPage *self, const char *input);

/* qd-search-page-check.c */
QdPageCheck *qd_search_page_prepare_check   (QdPage *page, GError **error);
void         qd_search_page_show_check      (QdPage *page, const QdCheckResult *result);

/* qd-search-page-andor.c: the sidebar's AND-OR Search… button. */
void qd_search_page_andor_init (QdSearchPage *self);

/* qd-search-page-practice.c: practice mode (the action search.practice);
 * the run went (forget) or came (sync); a place or cell activated on the
 * board, TRUE when practice took it as an answer. */
void     qd_search_page_practice_init   (QdSearchPage *self);
void     qd_search_page_practice_forget (QdSearchPage *self);
void     qd_search_page_practice_sync   (QdSearchPage *self);
gboolean qd_search_page_practice_take_cell (QdSearchPage *self, gint cell);
/* From update_display: the view, the step list, the step's line and the
 * status hide what the question at `step` asks. */
void     qd_search_page_practice_mask   (QdSearchPage *self, guint step);

/* qd-search-page-online.c: the Online Agent mode on a maze: its sidebar
 * group made (attach, from init), the agent made again for the document
 * (document_changed, from qd_search_page_document_edited), let go (detach,
 * from dispose, which may run twice). */
void qd_search_page_online_attach           (QdSearchPage *self);
void qd_search_page_online_document_changed (QdSearchPage *self);
void qd_search_page_online_detach           (QdSearchPage *self);
/* Check an Answer in the mode: NULL when it is off (the search's check
 * then); the board at a check's step, FALSE when the mode is off. */
QdPageCheck *qd_search_page_online_prepare_check (QdSearchPage *self);
gboolean qd_search_page_online_show_check     (QdSearchPage *self, gint64 moves);
/* Report… and the GIF in the mode (the trials up to the agent's, walked to
 * their ends; the GIF: its trial): FALSE when the mode is off. */
gboolean qd_search_page_online_build_report   (QdSearchPage *self, const char *path, const char *input,
                                               QdReport **report);
gboolean qd_search_page_online_build_animation (QdSearchPage *self, QdAnimation **animation);

/* qd-search-editor*.c (the editors and tile play) */
/* From the page's init, after its template: the editors' actions,
 * gestures, sidebar groups and menu items. */
void qd_search_page_editor_attach           (QdSearchPage *self);
/* From the page's dispose (which may run twice): let go of what attach
 * made (self->editor), once. */
void qd_search_page_editor_detach           (QdSearchPage *self);
/* The model is another (opened, undone, redone, replaced): the editors'
 * rows and state follow (after the page showed it). */
void qd_search_page_editor_document_changed (QdSearchPage *self);

G_END_DECLS
