/* qd-queens-page-practice.c — the N-Queens tab's practice mode, report and
 * GIF (issue 65).  Practice asks the questions of
 * problems/queens/qd-queens-practice.h: first on the tab's board (up to
 * QD_QUEENS_PRACTICE_MAX_BOARD queens), then on random boards of 4 to 8
 * queens; the board of the question is shown without its h numbers nor
 * its attacking pairs (they would answer it), the square a question names
 * outlined.  A square is answered by typing it ("c5") or by clicking it
 * (Return on the keyboard's square clicks it).  The report and the GIF are
 * render/queens/qd-queens-run-report.h's, of the run on show. */
#include "config.h"
#include "qd-queens-page-private.h"

#include <glib/gi18n.h>

#include "app/widgets/qd-practice-bar.h"
#include "core/qd-format.h"
#include "problems/queens/qd-queens-practice.h"
#include "problems/queens/qd-queens-successors.h"
#include "render/queens/qd-queens-run-report.h"

/* Random boards a session asks about after the tab's own. */
#define PRACTICE_ROUNDS 5

static QdPractice *
practice_of (QdQueensPage *self)
{
  return self->practicing ? qd_practice_bar_get_practice (self->practice_bar) : NULL;
}

gboolean
qd_queens_page_practice_show (QdQueensPage *self)
{
  QdPractice *practice = practice_of (self);
  const QdQueens *q = practice != NULL ? qd_queens_practice_current_board (practice) : NULL;
  QdQueensRenderOptions options;
  g_autofree char *caption = NULL, *status = NULL;
  guint col, row;

  if (q == NULL)
    return FALSE;
  qd_queens_render_options_init (&options, NULL);
  /* The numbers and the lines would answer the questions. */
  options.show_h = FALSE;
  options.show_attacks = FALSE;
  if (qd_queens_practice_shown_square (practice, &col, &row))
    {
      options.cursor_col = (gint) col;
      options.cursor_row = (gint) row;
    }
  caption = g_strdup_printf (_("Practice: question %u of %u"), qd_practice_position (practice) + 1,
                             qd_practice_n_asked (practice));
  options.caption = caption;
  qd_queens_view_set_state (self->board_view, q, &options);
  status = g_strdup_printf (_("Practice: a board of %u queens; the answers are told as you go."), q->n);
  qd_run_controls_set_status (self->run_controls, status);
  return TRUE;
}

/* A new session: the tab's board first, then random ones. */
static void
start_session (QdQueensPage *self)
{
  guint n = self->model->n;
  guint64 seed = (guint64) gtk_spin_button_get_value (self->seed_spin) + self->practice_sessions++;

  if (n < QD_QUEENS_PRACTICE_MIN_N || n > QD_QUEENS_PRACTICE_MAX_N)
    n = 0;
  qd_practice_bar_set_practice (self->practice_bar, qd_queens_practice_new (self->model, n, seed, PRACTICE_ROUNDS),
                                NULL);
}

static void
practice_change_state (GSimpleAction *action, GVariant *state, gpointer page)
{
  QdQueensPage *self = page;

  self->practicing = qd_practice_bar_switch (self->practice_bar, action, state, GTK_WIDGET (self->board_view));
  if (self->practicing)
    start_session (self);
  qd_queens_page_update_display (self);
}

gboolean
qd_queens_page_practice_take_click (QdQueensPage *self, double x, double y)
{
  QdPractice *practice = practice_of (self);
  const QdPracticeQuestion *question = practice != NULL ? qd_practice_current (practice) : NULL;
  const QdQueens *q = practice != NULL ? qd_queens_practice_current_board (practice) : NULL;
  g_autofree char *name = NULL;
  guint col, row;

  if (!self->practicing)
    return FALSE;
  /* While practising, a click answers; it never edits the board. */
  if (question == NULL || question->kind != QD_PRACTICE_NAME || q == NULL || !qd_queens_render_hit (q->n, x, y, &col, &row))
    return TRUE;
  name = qd_queens_square_name (col, row);
  qd_practice_bar_take_name (self->practice_bar, name);
  return TRUE;
}

static void
on_question_changed (QdPracticeBar *bar, QdQueensPage *self)
{
  qd_queens_page_update_display (self);
}

static const GActionEntry actions[] = {
  { "practice", NULL, NULL, "false", practice_change_state },
};

void
qd_queens_page_practice_init (QdQueensPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect (self->practice_bar, "question-changed", G_CALLBACK (on_question_changed), self);
}

/* ------------------------------------------------------- report, GIF */

static void
add_option (GPtrArray *args, const char *name, char *value)
{
  g_ptr_array_add (args, g_strdup (name));
  g_ptr_array_add (args, value);
}

/* The words after `quandary-cli` of the command that does the tab's run
 * (the page's settings as qd-queens-page-run.c reads them). */
static GPtrArray *
command_args (QdQueensPage *self, const char *input)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  const QdLocalVariant *algorithm = qd_queens_page_algorithm (self);
  guint64 max_steps = (guint64) gtk_spin_button_get_value (self->max_steps_spin);
  gboolean genetic = (algorithm->uses & QD_LOCAL_USES_GENETIC) != 0;

  g_ptr_array_add (args, g_strdup ("queens"));
  g_ptr_array_add (args, g_strdup (input));
  add_option (args, "--algorithm", g_strdup (algorithm->name));
  add_option (args, "--seed", g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->seed_spin)));
  if ((algorithm->uses & QD_LOCAL_USES_SIDEWAYS) && gtk_spin_button_get_value_as_int (self->sideways_spin) > 0)
    add_option (args, "--sideways", g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->sideways_spin)));
  if (max_steps > 0)
    add_option (args, genetic ? "--generations" : "--max-steps", g_strdup_printf ("%" G_GUINT64_FORMAT, max_steps));
  if (algorithm->uses & QD_LOCAL_USES_SCHEDULE)
    {
      add_option (args, "--t0", qd_format_number (gtk_spin_button_get_value (self->t0_spin)));
      add_option (args, "--alpha", qd_format_number (gtk_spin_button_get_value (self->alpha_spin)));
    }
  if (algorithm->uses & QD_LOCAL_USES_BEAM)
    add_option (args, "--k", g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->k_spin)));
  if (genetic)
    {
      add_option (args, "--population", g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->population_spin)));
      add_option (args, "--mutation", qd_format_number (gtk_spin_button_get_value (self->mutation_spin)));
      add_option (args, "--selection",
                  g_strdup (adw_combo_row_get_selected (self->selection_row) == 1 ? "roulette" : "tournament"));
    }
  g_ptr_array_add (args, NULL);
  return args;
}

QdReport *
qd_queens_page_build_report (QdPage *page)
{
  QdQueensPage *self = QD_QUEENS_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autoptr(GPtrArray) args = command_args (self, input);
  g_autoptr(GPtrArray) settings = g_ptr_array_new ();
  QdQueensReportRun run = { path, (guint64) gtk_spin_button_get_value (self->seed_spin), NULL, self->trace,
                            self->model };
  QdReport *report = qd_page_report_new (page);

  /* The settings past the algorithm and the seed, as the command's options. */
  for (guint i = 6; i + 1 < args->len && args->pdata[i] != NULL; i += 2)
    {
      g_ptr_array_add (settings, (char *) args->pdata[i] + 2);
      g_ptr_array_add (settings, args->pdata[i + 1]);
    }
  g_ptr_array_add (settings, NULL);
  run.settings = (const char *const *) settings->pdata;
  qd_queens_run_report_add (report, &run);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}

QdAnimation *
qd_queens_page_build_animation (QdPage *page)
{
  QdQueensPage *self = QD_QUEENS_PAGE (page);

  return self->trace != NULL ? qd_queens_animation_new (self->trace) : NULL;
}
