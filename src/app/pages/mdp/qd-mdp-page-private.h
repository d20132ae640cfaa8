/* qd-mdp-page-private.h — the Grid World tab's parts: the page (document,
 * display, modes, keys), planning (qd-mdp-page-plan.c: the iterations kept
 * for Previous, Run on a worker), learning (qd-mdp-page-learn.c: a learner
 * stepped, run on a worker with live redraws, driven by hand or by a
 * transcript), the editor (qd-mdp-editor.c) and the exports
 * (qd-mdp-page-report.c). */
#pragma once

#include "qd-mdp-page.h"
#include "qd-mdp-view.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-picture-view.h"
#include "core/qd-markov-learn.h"
#include "render/qd-plot.h"

G_BEGIN_DECLS

/* What Next does: the algorithms of the Plan mode, in the list's order. */
typedef enum {
  QD_MDP_PLAN_VALUE_ITERATION,
  QD_MDP_PLAN_ASYNC,
  QD_MDP_PLAN_PRIORITIZED,
  QD_MDP_PLAN_POLICY_ITERATION,
  QD_MDP_PLAN_MODIFIED_PI,
} QdMdpPlanAlgorithm;

/* The modes, the sidebar's stack pages. */
typedef enum {
  QD_MDP_MODE_PLAN,
  QD_MDP_MODE_LEARN,
  QD_MDP_MODE_EDIT,
} QdMdpMode;

/* One iteration of planning: V_k whole (a sweep, a round of policy
 * iteration), or the one state an asynchronous or prioritized step changed
 * (its value before and after), so that Previous and Next go back and
 * forth without computing. */
typedef struct {
  guint iteration;
  double residual;     /* the step's largest change; NAN for V_0 */
  gint cell;           /* the cell a one-state step updated, else -1 */
  guint state;
  double before, after;
  double *values;      /* n_states, or NULL (a one-state step, or dropped past the budget) */
  guint *policy;       /* policy iteration's policy after the round, or NULL */
} QdMdpPlanFrame;

/* The model and what the one-state steps change, shared by the page and
 * Run's worker (an atomic reference each): the page reads none of the
 * mutable part while Run holds it. */
typedef struct {
  QdMarkov *model;
  gint *state_of;                /* w × h: each cell's state, -1 on a wall */
  guint *cell_of;                /* n_states - 1: each state's cell */
  guint n_states;
  double gamma;
  double *v;                     /* the one-state steps' values after the last frame */
  QdMarkovPrioritized *sweeper;  /* prioritized sweeping at the last frame, or NULL */
  guint *order;                  /* the states, absorbing first, then the course's order */
  guint async_next;              /* the next state of the cycle (index into order) */
  double cycle_max;              /* the largest change in the cycle so far */
} QdMdpEngine;

/* The world's model, or NULL with `error` set. */
QdMdpEngine *qd_mdp_engine_new   (const QdMdpWorld *world, GError **error);
QdMdpEngine *qd_mdp_engine_ref   (QdMdpEngine *engine);
void         qd_mdp_engine_unref (QdMdpEngine *engine);

struct _QdMdpPage
{
  QdPage parent_instance;

  /* template */
  QdBoardPane *board_pane;
  QdMdpView *board_view;
  QdPracticeBar *practice_bar;
  GtkLabel *status_label;
  GtkStack *mode_stack;
  AdwComboRow *algorithm_row;
  GtkWidget *sweeps_row;
  GtkSpinButton *sweeps_spin;
  GtkSpinButton *epsilon_spin;
  GtkLabel *iteration_label;
  GtkLabel *residual_label;
  GtkLabel *bound_label;
  QdPictureView *residual_view;
  AdwComboRow *learner_row;
  GtkWidget *alpha_row;
  GtkWidget *explore_row;
  GtkSpinButton *alpha_spin;
  GtkSpinButton *explore_spin;
  GtkSpinButton *episodes_spin;
  GtkSpinButton *seed_spin;
  GtkLabel *episodes_done_label;
  GtkLabel *steps_label;
  GtkLabel *return_label;
  QdPictureView *returns_view;
  GtkSpinButton *value_spin;
  GtkSpinButton *discount_spin;
  GtkSpinButton *noise_spin;
  GtkSpinButton *living_spin;
  AdwComboRow *convention_row;
  GtkLabel *check_label;

  QdMdpWorld *world;             /* the page's model (qd_page_get_model) */
  QdMdpMode mode;
  GSimpleActionGroup *run_group; /* "run": the keys every page has (F5, Escape, Page Down, Page Up) */
  gboolean updating;             /* widgets being set from the model */

  /* The model of the world, rebuilt when it changes (NULL: the world is
   * refused, check_label says why). */
  QdMdpEngine *engine;
  /* What the board shows, by cell (render/mdp/qd-mdp-render.h's arrays). */
  double *cell_v;
  double *cell_q;
  guint8 *cell_known;
  gint8 *cell_policy;

  /* Planning (qd-mdp-page-plan.c). */
  QdMdpPlanAlgorithm algorithm;
  GArray *frames;                /* QdMdpPlanFrame: V_0 … V_k */
  guint shown;                   /* the frame on the board */
  gsize frame_bytes;             /* of the frames' values and policies */
  double *v;                     /* the values of the frame shown */
  guint *policy;                 /* the policy shown (greedy from v, or policy iteration's) */
  gboolean planning;             /* the page's job is Run */
  gboolean converged;
  gboolean practicing;           /* practice mode (qd-mdp-page-practice.c) */
  QdPlot *residual_plot;

  /* Learning (qd-mdp-page-learn.c). */
  QdMarkovLearn *learn;          /* NULL while the worker has it, or before the first step */
  QdMarkovLearner learner;
  gboolean learning;             /* the page's job runs episodes */
  gboolean manual;
  gboolean learn_observed;       /* experiences given (by hand, a transcript): no replay by seed */
  guint64 manual_rng;            /* the environment's draws in manual mode (qd_markov_sample) */
  gint agent_cell;               /* the agent's cell on the board, or -1 */
  guint live_episodes;           /* episodes done, while the worker runs */
  double *learn_values;          /* copies shown while the worker runs */
  double *learn_q;
  QdPlot *returns_plot;
  QdMdpExperience *replay;       /* a transcript still to learn from */
  guint n_replay, replay_next;
};

/* qd-mdp-page.c */
/* Everything on the board and in the sidebar from the page's state. */
void     qd_mdp_page_refresh        (QdMdpPage *self);
void     qd_mdp_page_set_status     (QdMdpPage *self, const char *text);
/* The document changed in place (an edit): the model again, planning and
 * learning from the start. */
void     qd_mdp_page_world_edited   (QdMdpPage *self, const char *status);
void     qd_mdp_page_update_actions (QdMdpPage *self);
/* "(x, y)": a cell as the course and the transcripts write it. */
char    *qd_mdp_page_cell_name      (QdMdpPage *self, guint cell);

/* qd-mdp-page-plan.c */
void     qd_mdp_plan_init           (QdMdpPage *self);
void     qd_mdp_plan_free           (QdMdpPage *self);
/* Back to V_0 = 0 for the model as it is (NULL: nothing to plan). */
void     qd_mdp_plan_reset          (QdMdpPage *self);
gboolean qd_mdp_plan_next           (QdMdpPage *self);
gboolean qd_mdp_plan_previous       (QdMdpPage *self);
void     qd_mdp_plan_run            (QdMdpPage *self);
/* The iteration on the board, its residual and the sidebar's rows. */
void     qd_mdp_plan_show           (QdMdpPage *self);
gint     qd_mdp_plan_highlight      (QdMdpPage *self);
gboolean qd_mdp_plan_can_previous   (QdMdpPage *self);
gboolean qd_mdp_plan_can_next       (QdMdpPage *self);
/* Policy iteration's policy at the frame shown, else NULL (greedy). */
const guint *qd_mdp_plan_frame_policy (QdMdpPage *self);

/* Shows V_k, computing the sweeps up to it (value iteration). */
void     qd_mdp_plan_go_to_iteration (QdMdpPage *self, guint k);

/* qd-mdp-page-practice.c */
void     qd_mdp_practice_init       (QdMdpPage *self);
/* New questions on the world as it is (practice mode on). */
void     qd_mdp_practice_sync       (QdMdpPage *self);

/* qd-mdp-page-learn.c */
void     qd_mdp_learn_init          (QdMdpPage *self);
void     qd_mdp_learn_free          (QdMdpPage *self);
void     qd_mdp_learn_reset         (QdMdpPage *self);
/* The learner's options as the sidebar sets them. */
void     qd_mdp_learn_fill_options  (QdMdpPage *self, QdMarkovLearnOptions *options);
void     qd_mdp_learn_show          (QdMdpPage *self);
/* Manual mode's keys on the board: TRUE when taken. */
gboolean qd_mdp_learn_key           (QdMdpPage *self, guint keyval);
/* The values and Q-values the board shows in Learn mode (NULL: none yet). */
const double *qd_mdp_learn_values   (QdMdpPage *self);
const double *qd_mdp_learn_q        (QdMdpPage *self);

/* qd-mdp-editor.c */
void     qd_mdp_editor_init         (QdMdpPage *self);
/* The parameters' rows from the world. */
void     qd_mdp_editor_show         (QdMdpPage *self);
/* The tool on `cell` (a click, Space on the cursor). */
void     qd_mdp_editor_apply        (QdMdpPage *self, guint cell);
/* O, W, T, S choose the tool; TRUE when taken. */
gboolean qd_mdp_editor_key          (QdMdpPage *self, guint keyval);

/* qd-mdp-page-report.c: the page's exports, report and animation. */
void         qd_mdp_report_init         (QdMdpPage *self);
QdReport    *qd_mdp_page_build_report    (QdPage *page);
QdAnimation *qd_mdp_page_build_animation (QdPage *page);
char        *qd_mdp_page_get_text_export (QdPage *page, const char *id);

G_END_DECLS
