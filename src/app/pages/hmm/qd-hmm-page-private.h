/* qd-hmm-page-private.h — the Reasoning over Time tab's parts: the page
 * (document, undo with the evidence, display, keys), questions of a model
 * (qd-hmm-page-ask.c: the evidence, the question's settings, the answer on
 * a worker, the chart and the stepper), the model's tables
 * (qd-hmm-editor.c) and the board (qd-hmm-page-hunt.c: the hunter's moves,
 * the computer's, the beliefs). */
#pragma once

#include "qd-hmm-page.h"
#include "qd-hmm-view.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-prob-table.h"
#include "app/widgets/qd-practice-bar.h"

G_BEGIN_DECLS

struct _QdHmmPage
{
  QdPage parent_instance;

  /* template */
  QdHmmView *view;
  GtkStack *side_stack;
  GtkLabel *status_label;
  QdRunControls *run_controls;
  GtkFlowBox *evidence_box;
  GtkFlowBox *observation_box;
  GtkEntry *evidence_entry;
  AdwComboRow *question_row;
  GtkWidget *lag_row;
  GtkSpinButton *lag_spin;
  GtkWidget *particles_row;
  GtkSpinButton *particles_spin;
  GtkWidget *seed_row;
  GtkSpinButton *seed_spin;
  AdwComboRow *resample_row;
  GtkSpinButton *predict_spin;
  QdProbTable *prior_table;
  QdProbTable *transition_table;
  QdProbTable *sensor_table;
  GtkLabel *editor_label;
  GtkWidget *hunter_box;
  GtkWidget *robot_box;
  GtkLabel *readings_label;
  AdwComboRow *ghost_row;
  AdwActionRow *show_ghosts_row;
  GtkSpinButton *hunt_seed_spin;
  GtkSpinButton *hunt_particles_spin;
  QdPracticeBar *practice_bar;

  QdHmmWorld *world;             /* the page's model (qd_page_get_model) */
  gboolean updating;             /* widgets being set from the model */
  const char *restoring;         /* an undo's evidence, while its model is set */

  /* A model (qd-hmm-page-ask.c). */
  GArray *evidence;              /* guint: observation indices */
  QdHmm **shared;                /* the model's copy the workers read (an atomic refcounted box), or NULL */
  QdHmmBeliefsOptions chart, exact_chart;  /* what the view draws (their arrays the answer's) */
  QdHmmTrellisOptions trellis;
  gboolean then_step;            /* Step asked for the answer: show its first step */
  QdHmmAnswer answer;            /* the answer shown, when has_answer */
  gboolean has_answer;
  QdHmmQuestion asked;           /* the question of `answer` */
  guint n_predicted;             /* its predicted steps */
  gboolean asking;               /* the page's job answers */
  QdStepper *stepper;
  gboolean practicing;           /* practice mode (qd-hmm-page-practice.c) */
  char *practice_evidence;       /* the evidence its questions are on */
  double *practice_shown;        /* the chart's beliefs up to the step asked, NaN after */
  guint sim_state;               /* the simulated world's hidden state (G_MAXUINT: not started) */
  guint64 sim_rng;

  /* A board (qd-hmm-page-hunt.c). */
  QdHmmTracker *tracker;
  guint caught;                  /* ghosts caught so far, announced */
  guint play_source;             /* Hunt to the End's timer, or 0 */
  double *board_belief;          /* n_cells */
  guint *board_particles;
  guint n_board_particles;
  guint *truth;                  /* n_ghosts */
  GArray *moves;                 /* guint: the hunter's moves this hunt, for its report and GIF */
  guint64 hunt_seed;             /* the seed and the particles this hunt started with (the spin buttons */
  guint hunt_particles;          /* may have changed since, until New Hunt) */
  gboolean moves_by_person;      /* some were a person's (no command plays them again) */
};

/* qd-hmm-page.c */
void     qd_hmm_page_set_status     (QdHmmPage *self, const char *text);
void     qd_hmm_page_update_actions (QdHmmPage *self);
/* The evidence as names ("umbrella,no-umbrella"). */
char    *qd_hmm_page_evidence_text  (QdHmmPage *self);

/* qd-hmm-page-ask.c */
void     qd_hmm_ask_init            (QdHmmPage *self);
void     qd_hmm_ask_free            (QdHmmPage *self);
/* A new model: its copy for the workers, its observation buttons, the
 * evidence from NAMES (those it knows). */
void     qd_hmm_ask_set_model       (QdHmmPage *self, const char *names);
/* Answers the question (on a worker) for the evidence as it is. */
void     qd_hmm_ask_update          (QdHmmPage *self);
/* Draws the answer (or the plain chart) at the stepper's step. */
void     qd_hmm_ask_show            (QdHmmPage *self);
/* A presentation's step (QdPageClass.present_step) for a model. */
gboolean qd_hmm_ask_present_step    (QdHmmPage *self, int direction, gboolean playing);
/* The answer as lines (the text export), or NULL when there is none. */
char    *qd_hmm_ask_answer_text     (QdHmmPage *self);
/* The question's settings as the sidebar shows them. */
void     qd_hmm_ask_read_options    (QdHmmPage *self, QdHmmAskOptions *options);

/* qd-hmm-page-practice.c */
void     qd_hmm_practice_init       (QdHmmPage *self);
void     qd_hmm_practice_free       (QdHmmPage *self);
/* New questions when the evidence changed (practice mode on). */
void     qd_hmm_practice_sync       (QdHmmPage *self);
/* The beliefs the chart may show while a question is asked: BELIEF up to
 * the step on show, NaN after (BELIEF itself when not practising). */
const double *qd_hmm_practice_mask  (QdHmmPage *self, const double *belief, gsize T, guint n);

/* qd-hmm-page-report.c */
QdReport    *qd_hmm_page_build_report    (QdPage *page);
QdAnimation *qd_hmm_page_build_animation (QdPage *page);

/* qd-hmm-editor.c */
void     qd_hmm_editor_init         (QdHmmPage *self);
/* The tables from the model. */
void     qd_hmm_editor_show         (QdHmmPage *self);

/* qd-hmm-page-hunt.c */
void     qd_hmm_hunt_page_init      (QdHmmPage *self);
void     qd_hmm_hunt_page_free      (QdHmmPage *self);
/* A board opened or restored: a new hunt with the seed and particles set. */
void     qd_hmm_hunt_page_start     (QdHmmPage *self);
void     qd_hmm_hunt_page_show      (QdHmmPage *self);
void     qd_hmm_hunt_page_stop      (QdHmmPage *self);
/* The arrow keys and Space on the board: TRUE when taken. */
gboolean qd_hmm_hunt_page_key       (QdHmmPage *self, guint keyval);

G_END_DECLS
