/* qd-bayes-page-private.h — the Bayesian Networks tab's parts: the page
 * (document, modes, keys, find), the live marginals and one posterior
 * (qd-bayes-page-query.c: the junction tree on a worker after each evidence
 * change), variable elimination step by step (qd-bayes-page-eliminate.c),
 * d-separation (qd-bayes-page-separate.c), sampling with its live plot
 * (qd-bayes-page-sample.c), decisions and the value of information
 * (qd-bayes-page-decide.c), the editor (qd-bayes-editor.c, its table grid
 * in qd-bayes-editor-table.c), practice and the exports
 * (qd-bayes-page-practice.c, qd-bayes-page-report.c). */
#pragma once

#include "qd-bayes-page.h"
#include "qd-bayes-view.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-picture-view.h"
#include "core/qd-alloc.h"
#include "core/qd-belief-decide.h"
#include "core/qd-belief-tree.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

/* The modes, the sidebar's stack pages, in the switcher's order. */
typedef enum {
  QD_BAYES_MODE_QUERY,
  QD_BAYES_MODE_ELIMINATE,
  QD_BAYES_MODE_INDEPENDENCE,
  QD_BAYES_MODE_SAMPLE,
  QD_BAYES_MODE_DECIDE,
  QD_BAYES_MODE_EDIT,
} QdBayesMode;

/* A frozen copy of the document for the workers (an atomic reference
 * each): the network (its numbers built on the main thread, so workers
 * only read it) and its junction tree, compiled by the first worker that
 * needs it; LOCK is held by a worker while it uses either. */
typedef struct {
  gint ref;
  GMutex lock;
  QdBayesNet *net;
  QdBeliefTree *tree;
  gboolean tree_tried;        /* compiled, or refused (TREE NULL) */
  double tree_largest;        /* the largest clique's entries (refused: the one too big) */
} QdBayesEngine;

QdBayesEngine *qd_bayes_engine_new   (const QdBayesNet *net);
QdBayesEngine *qd_bayes_engine_ref   (QdBayesEngine *engine);
void           qd_bayes_engine_unref (QdBayesEngine *engine);

/* A question for a worker: the selected node given the evidence, asked of
 * the engine with the sidebar's options (qd-bayes-page-query.c). */
typedef struct {
  QdBayesEngine *engine;
  guint query;
  gint *evidence;
  QdBayesAskOptions options;
  char *order;                /* the typed order, when chosen (options.order points to it) */
} QdBayesQuestion;

struct _QdBayesPage
{
  QdPage parent_instance;

  /* template */
  QdBoardPane *board_pane;
  QdBayesView *board_view;
  QdPracticeBar *practice_bar;
  GtkLabel *status_label;
  GtkLabel *check_label;
  GtkStack *mode_stack;
  GtkWidget *decide_toggle;
  GtkSearchEntry *find_entry;
  AdwComboRow *node_row;
  GtkLabel *evidence_label;
  GtkLabel *evidence_probability_label;
  AdwComboRow *algorithm_row;
  GtkLabel *posterior_label;
  AdwComboRow *method_row;
  AdwPreferencesGroup *method_group;
  AdwButtonContent *eliminate_content;
  GtkWidget *eliminate_button;
  GtkWidget *step_buttons;
  AdwPreferencesGroup *steps_group;
  AdwPreferencesGroup *enum_group;
  GtkScrolledWindow *enum_scroller;
  GtkListView *enum_list;
  AdwComboRow *heuristic_row;
  AdwEntryRow *order_row;
  GtkLabel *step_label;
  GtkLabel *cost_label;
  GtkListBox *steps_list;
  QdPictureView *factor_chart;
  AdwComboRow *x_row;
  AdwComboRow *y_row;
  AdwEntryRow *z_row;
  GtkLabel *separation_label;
  AdwComboRow *sampler_row;
  GtkSpinButton *samples_spin;
  GtkSpinButton *seed_spin;
  GtkLabel *sample_estimate_label;
  GtkLabel *sample_exact_label;
  GtkLabel *sample_kept_label;
  GtkLabel *sample_effective_label;
  QdPictureView *sample_view;
  GtkLabel *meu_label;
  GtkListBox *policy_list;
  GtkListBox *vpi_list;
  AdwEntryRow *name_row;
  AdwEntryRow *states_row;
  AdwComboRow *parent_row;
  GtkGrid *cpt_grid;
  GtkLabel *edit_error_label;

  QdBayesNet *net;               /* the page's model (qd_page_get_model) */
  QdBayesMode mode;
  GSimpleActionGroup *run_group; /* "run": F5, Escape, Page Down, Page Up */
  gboolean updating;             /* widgets being set from the model */
  GtkStringList *node_names;     /* the combo rows' model: the nodes by index */
  gint selected;                 /* the selected node, or -1 */

  /* The live marginals (qd-bayes-page-query.c). */
  QdBayesEngine *engine;         /* NULL: the network is refused (check_label says why) */
  gint *evidence;                /* evidence_count (n_nodes): observed state or -1 */
  guint evidence_count;
  char *evidence_names;          /* the same by names ("A=x,B=y"), kept for the next network */
  double **marginals;            /* marginal_count pointers (NULL: unknown), owned */
  guint marginal_count;
  double evidence_probability;   /* NAN: not known */
  gboolean marginals_valid;
  guint generation;              /* the evidence's changes, so that a late answer is dropped */
  gboolean job_marginals;        /* the page's job computes the marginals */

  /* Elimination (qd-bayes-page-eliminate.c). */
  GPtrArray *steps;              /* QdBayesStepRecord, or NULL before Eliminate */
  guint shown_step;              /* steps shown: 0 … steps->len */
  guint largest_step;
  gboolean step_when_eliminated; /* Page Down started it: step 1 shown when done */
  GPtrArray *other_steps;        /* QdBayesStepRecord of the order compared, or NULL */
  char *other_label;             /* its heuristic's name */
  guint8 *marks;                 /* n_nodes QdBayesMark flags */
  gint elim_query;

  /* Independence (qd-bayes-page-separate.c). */
  QdBeliefSeparation separation;
  QdBeliefSeparation separation_shown;  /* what the canvas draws (its arrays the separation's) */
  gboolean separation_valid;
  gboolean *sep_x, *sep_y, *sep_z;

  /* Sampling (qd-bayes-page-sample.c). */
  QdPlot *sample_plot;
  gint sample_query;
  gboolean sampling;

  /* Decisions (qd-bayes-page-decide.c). */
  double **expected;             /* expected_count pointers: the decision's EU per state */
  guint expected_count;
  double *utility;               /* n_nodes: utility nodes' expected utility */
  gboolean practicing;
  GPtrArray *practice_evidence;  /* each question's evidence (n_nodes gints) */
};

/* qd-bayes-page.c */
/* The canvas and the sidebar's words from the page's state. */
void     qd_bayes_page_refresh        (QdBayesPage *self);
void     qd_bayes_page_set_status     (QdBayesPage *self, const char *text);
/* The mode's hint in the status line. */
void     qd_bayes_page_say_mode       (QdBayesPage *self);
void     qd_bayes_page_update_actions (QdBayesPage *self);
/* The document changed in place (an edit): the engine again, evidence kept
 * where its node and state still exist. */
void     qd_bayes_page_net_edited     (QdBayesPage *self, const char *status);
/* The evidence changed: its names kept for the network after an undo. */
void     qd_bayes_page_keep_evidence  (QdBayesPage *self);
/* Node SELECTED: the cursor, the combo row, the editor's rows. */
void     qd_bayes_page_select_node    (QdBayesPage *self, gint node);
/* "Burglary = true" for node and state; "Burglary" for a state of -1. */
char    *qd_bayes_page_node_state_name (QdBayesPage *self, guint node, gint state);
/* Row ROW of NODE's table (odometer order, the last parent fastest) as its
 * parents' states: "Burglary = true, Earthquake = false" ("" without parents). */
char    *qd_bayes_page_parents_text   (QdBayesPage *self, const QdBayesNode *node, guint row);
/* The evidence, as "JohnCalls = true, MaryCalls = true", or "none". */
char    *qd_bayes_page_evidence_text  (QdBayesPage *self);

/* qd-bayes-page-query.c */
void     qd_bayes_query_init          (QdBayesPage *self);
void     qd_bayes_query_free          (QdBayesPage *self);
/* The marginals for the evidence as it is, on a worker. */
void     qd_bayes_query_update        (QdBayesPage *self);
/* Observes STATE of NODE (-1: clears it), or clears it when observed already. */
void     qd_bayes_query_toggle        (QdBayesPage *self, guint node, gint state);
/* Enter or Space on NODE: its observed state one further, past the last none. */
void     qd_bayes_query_cycle         (QdBayesPage *self, guint node);
void     qd_bayes_query_show          (QdBayesPage *self);
/* The options of every question the page asks (algorithm, heuristic, order, samples, seed). */
void     qd_bayes_query_fill_options  (QdBayesPage *self, QdBayesAskOptions *options);
/* The selected node's question as the sidebar sets it, or NULL (no engine, nothing selected). */
QdBayesQuestion *qd_bayes_question_new (QdBayesPage *self);
void     qd_bayes_question_free       (gpointer question);

/* qd-bayes-page-eliminate.c */
void     qd_bayes_eliminate_init      (QdBayesPage *self);
void     qd_bayes_eliminate_free      (QdBayesPage *self);
void     qd_bayes_eliminate_reset     (QdBayesPage *self);
gboolean qd_bayes_eliminate_step      (QdBayesPage *self, int direction);
gboolean qd_bayes_eliminate_can_step  (QdBayesPage *self, int direction);

/* qd-bayes-page-enumerate.c: the Eliminate mode's enumeration tree. */
/* The most terms the window's tree holds: past it, refused before it is walked. */
#define QD_BAYES_ENUMERATION_MAX_TERMS 10000
void     qd_bayes_enumerate_init      (QdBayesPage *self);
void     qd_bayes_enumerate_reset     (QdBayesPage *self);
/* The method row on Enumeration. */
gboolean qd_bayes_enumerate_chosen    (QdBayesPage *self);
/* ENUMERATION-ASK for the selected node on a worker, the tree shown when done. */
void     qd_bayes_enumerate_start     (QdBayesPage *self);

/* qd-bayes-page-separate.c */
void     qd_bayes_separate_init       (QdBayesPage *self);
void     qd_bayes_separate_free       (QdBayesPage *self);
void     qd_bayes_separate_reset      (QdBayesPage *self);

/* qd-bayes-page-sample.c */
void     qd_bayes_sample_init         (QdBayesPage *self);
void     qd_bayes_sample_free         (QdBayesPage *self);
void     qd_bayes_sample_reset        (QdBayesPage *self);

/* qd-bayes-page-decide.c */
void     qd_bayes_decide_init         (QdBayesPage *self);
void     qd_bayes_decide_free         (QdBayesPage *self);
/* The decision job's answers (DECISION NULL: none; VPI n_nodes, NAN where
 * not asked). */
void     qd_bayes_decide_show         (QdBayesPage *self, const QdBeliefDecision *decision, const double *vpi);

/* qd-bayes-editor.c */
void     qd_bayes_editor_init         (QdBayesPage *self);
/* An edit: FUNC (on the network given, its node indices the document's)
 * tried on a copy; when it succeeds, one undo step, FUNC on the document,
 * and STATUS shown.  FALSE, with the error shown, when refused. */
typedef gboolean (*QdBayesEditFunc) (QdBayesPage *self, QdBayesNet *net, gpointer data, GError **error);
gboolean qd_bayes_editor_edit         (QdBayesPage *self, QdBayesEditFunc func, gpointer data, const char *status);
/* The selected node's rows (name, states, other node, table). */
void     qd_bayes_editor_show         (QdBayesPage *self);
/* Delete on the board in Edit: TRUE when taken. */
gboolean qd_bayes_editor_key          (QdBayesPage *self, guint keyval);

/* qd-bayes-editor-table.c: the selected node's table as a grid of entries. */
void     qd_bayes_table_show          (QdBayesPage *self);
/* The rows typed, checked and set (one undo step): FALSE with ERROR naming the row. */
gboolean qd_bayes_table_apply         (QdBayesPage *self, GError **error);

/* qd-bayes-page-practice.c */
void     qd_bayes_practice_init       (QdBayesPage *self);
void     qd_bayes_practice_sync       (QdBayesPage *self);

/* qd-bayes-page-report.c */
void         qd_bayes_report_init          (QdBayesPage *self);
QdReport    *qd_bayes_page_build_report    (QdPage *page);
QdAnimation *qd_bayes_page_build_animation (QdPage *page);
char        *qd_bayes_page_get_text_export (QdPage *page, const char *id);

G_END_DECLS
