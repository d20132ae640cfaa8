/* qd-tsp-page-private.h — what the TSP tab's files share: the page itself
 * (qd-tsp-page.c: display and runs), its editor (qd-tsp-editor.c: clicks
 * on the map, random cities) and its acceptance calculator
 * (qd-tsp-calculator.c). */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-step-list.h"
#include "qd-tsp-page.h"
#include "qd-tsp-view.h"

G_BEGIN_DECLS

/* The start tour rows (start_row). */
enum { START_FILE, START_NEAREST, START_RANDOM, START_ORDER };

typedef enum {
  EDIT_NONE,
  EDIT_ADD,
  EDIT_MOVE,
  EDIT_REMOVE,
} EditMode;

struct _QdTspPage
{
  QdPage parent_instance;

  QdTspView *board_view;
  QdPictureView *plot_view;
  GtkWidget *plot_placeholder;
  GtkStack *bottom_stack;
  GtkListView *steps_view;
  GtkSliceListModel *step_slice;  /* the step lines shown: in practice, none after the question's step */
  GtkWidget *samples_table;     /* the plots' samples (qd-tsp-samples.c) */
  GtkWidget *steps_placeholder;
  QdRunControls *run_controls;
  AdwComboRow *algorithm_row;
  AdwComboRow *moves_row;
  AdwComboRow *start_row;
  AdwComboRow *schedule_row;
  GtkSpinButton *seed_spin;
  GtkWidget *restarts_row;
  GtkSpinButton *restarts_spin;
  GtkWidget *sideways_row, *beam_row, *genetic_group;   /* shown for the algorithms that read them */
  GtkSpinButton *sideways_spin, *beam_spin, *population_spin, *generations_spin, *mutation_spin, *elitism_spin;
  AdwComboRow *selection_row;
  GtkWidget *schedule_group;
  GtkSwitch *auto_t0_switch;
  GtkWidget *t0_row, *alpha_row, *decrement_row, *tmin_row;
  GtkSpinButton *t0_spin, *alpha_spin, *decrement_spin, *tmin_spin, *iterations_spin;
  GtkLabel *length_label, *start_length_label, *nn_length_label, *moves_label;
  GtkLabel *worse_label, *iterations_label, *time_label;
  GtkSpinButton *current_spin, *neighbour_spin, *temperature_spin;
  GtkSwitch *maximise_switch;
  GtkLabel *acceptance_label;
  GtkWidget *edit_group;
  AdwComboRow *edit_row;
  GtkSpinButton *cities_spin, *instance_seed_spin;

  QdStepper *stepper;           /* the run controls' */
  GtkStringList *step_lines;
  QdStepList *step_list;
  QdPlot *plots[2];             /* length, temperature */

  QdTsp *tsp;                   /* the page's model (qd_page_get_model) */
  QdTspRun *run;
  guint *shown;                 /* the tour of the step shown (replay buffer) */
  guint shown_step;             /* G_MAXUINT: none */
  gint selected;                /* editor: the city being moved, or -1 */
  double nn_length;
  gboolean step_after_solve;
  gboolean updating;
  QdPageCheckedRun *checked_run;          /* Check an Answer…: the checked run (a QdTspRun), for the replay */
  struct _QdPracticeBar *practice_bar;    /* shown in practice mode (qd-tsp-page-practice.c) */
  gboolean practicing;
};

/* qd-tsp-page.c */
/* The cities are others, or were edited in place: the run goes, the map
 * and the sidebar follow. */
void qd_tsp_page_show_cities      (QdTspPage *self);
void qd_tsp_page_update_actions   (QdTspPage *self);
void qd_tsp_page_update_display   (QdTspPage *self);
/* The search the settings ask for. */
void qd_tsp_page_read_options     (QdTspPage *self, QdTspSearchOptions *options);
/* The start tour the settings ask for. */
guint *qd_tsp_page_build_start    (QdTspPage *self);
/* `run` (taken) as the tab's run, its replay at `step` (G_MAXUINT: the end). */
void qd_tsp_page_install_run      (QdTspPage *self, QdTspRun *run, guint step);

/* qd-tsp-page-algorithm.c: the algorithm chooser and its parameter rows. */
/* The algorithm chooser's rows: the table's labels (core/qd-local-variants.h). */
void qd_tsp_page_fill_algorithms (QdTspPage *self);
QdLocalVariantId qd_tsp_page_get_algorithm (QdTspPage *self);
/* The chosen algorithm and the parameters it reads, into `options`. */
void qd_tsp_page_read_algorithm   (QdTspPage *self, QdTspSearchOptions *options);
/* Only the rows the chosen algorithm reads are shown. */
void qd_tsp_page_show_algorithm_rows (QdTspPage *self);
/* The beam's and the population's spin buttons bounded by what fits the
 * instance (qd_tsp_max_beam_k, qd_tsp_max_population). */
void qd_tsp_page_bound_population (QdTspPage *self);
/* The step list's line for a step of beam search or the genetic algorithm. */
char *qd_tsp_page_population_step_text (QdTspPage *self, const QdTspStep *step);
/* The status line at the end of a run of beam search or the genetic algorithm. */
char *qd_tsp_page_population_finished_text (const QdTspRun *run);

/* qd-tsp-page-check.c */
QdPageCheck *qd_tsp_page_prepare_check (QdPage *page, GError **error);
void qd_tsp_page_show_check       (QdPage *page, const QdCheckResult *result);
/* The replay at `step` of the run (the last when beyond it). */
void qd_tsp_page_go_to_step       (QdTspPage *self, gint64 step);

/* qd-tsp-page-report.c: the report and the replay of the run on show. */
QdReport    *qd_tsp_page_build_report    (QdPage *page);
QdAnimation *qd_tsp_page_build_animation (QdPage *page);

/* qd-tsp-samples.c: the plots in words, their samples as a table (T). */
void qd_tsp_samples_init          (QdTspPage *self);
/* The samples up to this iteration, as the plots show them. */
void qd_tsp_samples_show          (QdTspPage *self, guint64 upto);

/* qd-tsp-page-practice.c: practice mode (the action tsp.practice). */
void     qd_tsp_page_practice_init   (QdTspPage *self);
/* A run came: its questions, in practice mode. */
void     qd_tsp_page_practice_sync   (QdTspPage *self);
/* The run went: so did its questions. */
void     qd_tsp_page_practice_forget (QdTspPage *self);
/* After the display of step `step`: while a question is asked there,
 * nothing on show tells its answer. */
void     qd_tsp_page_practice_mask   (QdTspPage *self, guint step);
/* A click on the map in practice mode: TRUE when it answered. */
gboolean qd_tsp_page_practice_take_click (QdTspPage *self, double x, double y);

/* qd-tsp-calculator.c */
void qd_tsp_calculator_init       (QdTspPage *self);

/* qd-tsp-editor.c */
/* The clicks on the map and the page actions generate and remove-city. */
void qd_tsp_editor_init           (QdTspPage *self);
void qd_tsp_editor_on_pressed     (QdTspPage *self, double x, double y);

G_END_DECLS
