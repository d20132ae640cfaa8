/* qd-gametree-page-private.h — what the game-tree tab's files share: the
 * page itself (qd-gametree-page.c), its Check an Answer…
 * (qd-gametree-page-check.c) and its practice mode
 * (qd-gametree-page-practice.c). */
#pragma once

#include <adwaita.h>

#include "problems/qd-tree-search.h"
#include "app/qd-page-tree.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "app/widgets/qd-tree-view.h"
#include "qd-gametree-page.h"

G_BEGIN_DECLS

struct _QdGametreePage
{
  QdPage parent_instance;

  QdTreeView *tree_view;
  AdwComboRow *algorithm_row;
  QdRunControls *run_controls;
  GtkLabel *value_label;
  GtkLabel *best_label;
  GtkLabel *leaves_label;
  GtkLabel *nodes_label;
  GtkLabel *pruned_label;
  AdwPreferencesGroup *edit_group;
  AdwEntryRow *label_row;
  AdwEntryRow *value_row;
  AdwActionRow *chance_row;
  AdwEntryRow *probability_row;

  QdStepper *stepper;           /* the run controls': which step of `analysis` is shown */

  QdGameTree *tree;             /* the page's model (qd_page_get_model) */
  QdTreeAnalysis *analysis;     /* for the tree as it is now, or NULL */
  QdTreeNodeResult *shown;      /* replay buffer, n_nodes entries */
  QdPageTree *page_tree;        /* the search as a tree (Gist's view), its moves named
                                 * after `tree`'s nodes: cleared before `tree` changes */
  gboolean step_after_solve;    /* the pending job was asked for by Step or Play */
  QdPageCheckedRun *checked_run; /* the run of the last Check an Answer… (a QdTreeAnalysis), for show_check */
  GtkWidget *practice_group;
  QdPracticeBar *practice_bar;  /* shown in practice mode (qd-gametree-page-practice.c) */
  gboolean practicing;
};


/* The page (qd-gametree-page.c). */
QdGameSearchAlgorithm qd_gametree_page_algorithm      (QdGametreePage *self);
const QdGameTree *qd_gametree_page_tree           (QdGametreePage *self);
/* The last run forgotten; a new one recorded into the tab's search tree,
 * whose run (`checked_run`, a reference taken) show_check adopts: the reference
 * for the worker. */
QdSearchTree     *qd_gametree_page_start_check    (QdGametreePage *self, QdPageCheckedRun *checked_run);
/* The page's run or, when it has none, the check's (when made) shown at
 * `step` (G_MAXUINT: the end). */
void              qd_gametree_page_show_step      (QdGametreePage *self, guint step);

/* The tree, the sidebar and the status as the replay stands. */
void              qd_gametree_page_update_display (QdGametreePage *self);
/* Searches the tree again (then shows its first step). */
void              qd_gametree_page_start_solve    (QdGametreePage *self, gboolean then_step);

/* Practice mode (qd-gametree-page-practice.c): its action's state change,
 * the page's init; the run went (forget) or came (sync); a node clicked,
 * TRUE when practice took it as an answer. */
void              qd_gametree_page_practice_change_state (GSimpleAction *action, GVariant *state, gpointer page);
void              qd_gametree_page_practice_init  (QdGametreePage *self);
void              qd_gametree_page_practice_forget (QdGametreePage *self);
void              qd_gametree_page_practice_sync  (QdGametreePage *self);
gboolean          qd_gametree_page_practice_take_node (QdGametreePage *self, gint node);
/* While a question is asked at `step`: the node it is about drawn as
 * entered, with the bounds it received and no value yet (self->shown), and
 * the status line asking instead of telling. */
void              qd_gametree_page_practice_mask  (QdGametreePage *self, guint step);
void              qd_gametree_page_practice_status (QdGametreePage *self, guint step);

/* The tree edited: the search cleared, the view and the rows updated,
 * `select` selected (-1: none). */
void              qd_gametree_page_tree_changed   (QdGametreePage *self, gint select);

/* Chance nodes (qd-gametree-page-chance.c): the gametree.chance action's
 * state change and Edit Probability; the rows of the selected node; the
 * algorithm switched to Expectiminimax for a tree with chance nodes; TRUE
 * (said in the status and a toast) when the algorithm chosen cannot search
 * the tree; whether "chance" or "edit-probability" can act now. */
void              qd_gametree_page_chance_change_state (GSimpleAction *action, GVariant *state, gpointer page);
void              qd_gametree_page_edit_probability_activated (GSimpleAction *action, GVariant *param,
                                                               gpointer page);
void              qd_gametree_page_chance_init    (QdGametreePage *self);
void              qd_gametree_page_chance_update_rows (QdGametreePage *self);
void              qd_gametree_page_chance_fit_algorithm (QdGametreePage *self);
gboolean          qd_gametree_page_chance_refuse  (QdGametreePage *self);
gboolean          qd_gametree_page_chance_can_edit (QdGametreePage *self, const char *what);
/* QdPage's save_with_companions: refuses a tree whose probabilities do not
 * sum to 1 (it could not be read back). */
gboolean          qd_gametree_page_save           (QdPage *page, GFile *file, const char *text, GError **error);

/* Check an Answer… (qd-gametree-page-check.c). */
QdPageCheck        *qd_gametree_page_prepare_check (QdPage *page, GError **error);
void                qd_gametree_page_show_check    (QdPage *page, const QdCheckResult *result);

G_END_DECLS
