/* qd-queens-page-private.h — what the N-queens tab's files share: the page
 * (qd-queens-page.c: settings, display, the editor), its runs
 * (qd-queens-page-run.c: the worker, the replay, the plot and the
 * population). */
#pragma once

#include <adwaita.h>

#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-step-list.h"
#include "core/qd-local-variants.h"
#include "render/qd-plot.h"
#include "qd-queens-page.h"
#include "qd-queens-view.h"

G_BEGIN_DECLS

struct _QdQueensPage
{
  QdPage parent_instance;

  GtkPaned *split;              /* the board over the plot, the steps, the population */
  guint split_tick;             /* the divider to place at the next frame; 0: none */
  gboolean split_moved;         /* the divider was moved by hand: it stays there */
  QdQueensView *board_view;
  QdPictureView *plot_view, *population_view;
  GtkWidget *plot_placeholder, *steps_placeholder, *population_placeholder;
  GtkStack *bottom_stack;
  GtkListView *steps_view;
  QdRunControls *run_controls;
  AdwComboRow *algorithm_row, *selection_row;
  GtkSpinButton *n_spin, *board_seed_spin, *seed_spin, *sideways_spin, *max_steps_spin;
  GtkSpinButton *t0_spin, *alpha_spin, *k_spin, *population_spin, *mutation_spin;
  GtkWidget *sideways_row, *anneal_group, *beam_group, *genetic_group;
  GtkSwitch *show_h_switch, *attacks_switch;
  GtkLabel *h_label, *steps_label, *restarts_label, *time_label;

  QdStepper *stepper;
  GtkStringList *step_lines;
  QdStepList *step_list;
  QdPlot *plot;

  QdQueens *model;              /* the document (qd_page_get_model) */
  QdQueens *shown;              /* a step of the run replayed; NULL: none */
  QdQueensTrace *trace;
  gboolean step_after_solve;
  gboolean updating;
  gint64 random_seed;           /* the last random board's seed (Board Seed); -1: none yet */

  /* Practice (qd-queens-page-practice.c). */
  struct _QdPracticeBar *practice_bar;
  gboolean practicing;
  guint practice_sessions;      /* sessions begun: each asks other boards */
};

/* qd-queens-page.c */
/* The board and the sidebar as the document, the run and the replay say. */
void qd_queens_page_update_display (QdQueensPage *self);
void qd_queens_page_update_actions (QdQueensPage *self);
/* The board's options as the switches ask. */
void qd_queens_page_render_options (QdQueensPage *self, QdQueensRenderOptions *options);
/* The algorithm chosen (its name, static). */
/* The algorithm chosen: its row of the table (core/qd-local-variants.h). */
const QdLocalVariant *qd_queens_page_algorithm (QdQueensPage *self);

/* qd-queens-page-run.c */
void qd_queens_page_run_init  (QdQueensPage *self);
/* The run goes (the document changed, or a setting). */
void qd_queens_page_clear_run (QdQueensPage *self);
/* What step `step` of the run did, in words ("Column 3's queen from row 5
 * to row 2: h 17 → 12."). */
char *qd_queens_page_step_text (QdQueensPage *self, guint step);
/* The plot and the population as the replay stands: at step `step`, or
 * at the end (`finished`: the plot reaches the last step and its h). */
void qd_queens_page_show_run   (QdQueensPage *self, guint step, gboolean finished);

/* qd-queens-page-practice.c: practice mode (the action queens.practice),
 * the report and the GIF. */
void         qd_queens_page_practice_init       (QdQueensPage *self);
/* In practice mode, the question's board shown: TRUE (nothing else to show). */
gboolean     qd_queens_page_practice_show       (QdQueensPage *self);
/* A click on the board in practice mode: TRUE when practising (it answers,
 * or does nothing; it never edits). */
gboolean     qd_queens_page_practice_take_click (QdQueensPage *self, double x, double y);
QdReport    *qd_queens_page_build_report        (QdPage *page);
QdAnimation *qd_queens_page_build_animation     (QdPage *page);

G_END_DECLS
