/* test-ui-hmm.c — the Reasoning over Time tab under Xvfb: the umbrella
 * world's evidence u, u, ¬u, u, u entered by the observation buttons and
 * by the list typed, its filtered and smoothed beliefs and the Viterbi path
 * against the book's figures (AIMA 4th ed. §14.2, fig. 14.6, checked by
 * aima-python's tests: docs/hmm-peers.md §5), a list refused naming its
 * step, an observation undone, a table refused for a row not summing to 1;
 * the one-ghost hunt played by the arrow keys, Space and the computer, each
 * belief a distribution; the localization maze stepped; screenshots at
 * 1400 × 900 and 600 × 500, light and dark (ui-hmm-*.png in the build
 * folder), to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include <math.h>
#include <string.h>

#include "app/pages/hmm/qd-hmm-page.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-practice-bar.h"

static gboolean
settled (gpointer page)
{
  return qd_hmm_page_is_settled (page) && qd_hmm_page_get_answer (page) != NULL;
}

static GtkWidget *
child_of (QdHmmPage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_HMM_PAGE, name));
}

static gboolean
is_button (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget);
}

static gboolean
is_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget);
}

static void
assert_beliefs (QdHmmPage *page, const double *expected, gsize T, double tolerance)
{
  const QdHmmAnswer *answer;

  wait_until (settled, page, 10000, "the answer");
  answer = qd_hmm_page_get_answer (page);
  g_assert_cmpuint (answer->steps, ==, T);
  for (gsize t = 0; t < T; t++)
    {
      g_assert_cmpfloat_with_epsilon (answer->belief[t * 2], expected[t], tolerance);
      g_assert_cmpfloat_with_epsilon (answer->belief[t * 2] + answer->belief[t * 2 + 1], 1, 1e-12);
    }
}

static void
set_question (QdHmmPage *page, guint question)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "question_row")), question);
  wait_for_frame ();
}

static void
type_evidence (QdHmmPage *page, const char *text)
{
  GtkEditable *entry = GTK_EDITABLE (child_of (page, "evidence_entry"));

  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "activate");
  wait_for_frame ();
}

/* Filtering along u, u by the observation buttons: 0.818 and 0.883 (AIMA
 * §14.2.1's worked example); then u, u, ¬u, u, u typed: aima-python's
 * filtered 0.8182, 0.8834, 0.1907, 0.7308, 0.8673 and smoothed 0.8673,
 * 0.8204, 0.3075, 0.8204, 0.8673; P(e) = 0.0343. */
static void
test_filter (void)
{
  QdHmmPage *page = QD_HMM_PAGE (open_example ("hmm", 0, QD_TYPE_HMM_PAGE));
  GtkWidget *umbrella = find_widget (child_of (page, "observation_box"), is_button, NULL);
  static const double filtered[] = { 0.8182, 0.8834, 0.1907, 0.7308, 0.8673 };
  static const double smoothed[] = { 0.8673, 0.8204, 0.3075, 0.8204, 0.8673 };
  gsize length;

  g_assert_nonnull (umbrella);
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (umbrella)), ==, "hmm.add-observation");
  g_signal_emit_by_name (umbrella, "clicked");
  g_signal_emit_by_name (umbrella, "clicked");
  assert_beliefs (page, filtered, 2, 0.00005);
  screenshot_wide_light_dark ("ui-hmm-filter", 1200, 760);

  /* Undo takes the second observation back. */
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  qd_hmm_page_get_evidence (page, &length);
  g_assert_cmpuint (length, ==, 1);
  assert_beliefs (page, filtered, 1, 0.00005);

  type_evidence (page, "umbrella, umbrella, no-umbrella, umbrella, umbrella");
  assert_beliefs (page, filtered, 5, 0.00005);
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "0.0343"));
  set_question (page, 1);
  assert_beliefs (page, smoothed, 5, 0.00005);
  screenshot_wide_light_dark ("ui-hmm-smooth", 1200, 760);
  set_question (page, 0);
}

/* The answer as text: a line per step, the book's figures to 4 decimals;
 * the chart as PNG, SVG and PDF (ui-hmm-chart.*). */
static void
test_exports (void)
{
  QdPage *page = qd_window_get_current_page (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = qd_page_get_text_export (page, "answer", &error);

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (text, "t evidence rain no-rain\n1 umbrella 0.8182 0.1818\n2 umbrella 0.8834 0.1166\n"
                                         "3 no-umbrella 0.1907 0.8093\n"));
  check_page_pictures (page, "ui-hmm-chart");
}

/* The report and the GIF of filtering u, u, ¬u, u, u: the report's sections
 * those of `quandary-cli hmm … --report` (the command in its REPRODUCE
 * part), the book's 0.8182 in its text; a frame per step (ui-hmm-report.pdf,
 * ui-hmm-frame-*.png, to be looked at). */
static void
test_report (void)
{
  QdPage *page = qd_window_get_current_page (window);

  qd_report_free (check_page_report (page, "ui-hmm"));
  qd_animation_free (check_page_animation (page, 5, "ui-hmm"));
}

static void
answer_practice (QdPracticeBar *bar, const char *text)
{
  GtkEditable *entry = qd_practice_bar_get_entry (bar);

  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "activate");
  wait_for_frame ();
}

/* Practice on u, u, ¬u, u, u: the book's predict-then-update, 0.5 then
 * 0.818 (AIMA §14.2.1), then 0.627 and 0.883; the chart shows the beliefs
 * only up to the step before the one asked. */
static void
test_practice (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  QdPracticeBar *bar = QD_PRACTICE_BAR (child_of (page, "practice_bar"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.practice", NULL));
  wait_until (settled, page, 10000, "the answer");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_question (bar), "Predict: what is P(X1 = rain)"));
  answer_practice (bar, "0.5");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_question (bar), "Update: what is P(X1 = rain | umbrella)"));
  answer_practice (bar, "0.8");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No"));
  answer_practice (bar, "0.818");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_question (bar), "Predict: what is P(X2 = rain)"));
  answer_practice (bar, "0.627");
  answer_practice (bar, "0.883");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_question (bar), "Predict: what is P(X3 = rain)"));
  screenshot_wide_light_dark ("ui-hmm-practice", 1200, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
}

/* Keyboard only: Tab reaches the first observation's button, Space adds
 * it; Alt+Backspace takes it back. */
static void
test_keyboard (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  GtkWidget *umbrella = find_widget (child_of (page, "observation_box"), is_button, NULL);
  gsize length;

  qd_page_focus (QD_PAGE (page));
  g_assert_nonnull (tab_until (umbrella, 80));
  g_assert_true (press_key_at_focus (GDK_KEY_space, 0));
  spin (300);
  qd_hmm_page_get_evidence (page, &length);
  g_assert_cmpuint (length, ==, 6);
  g_assert_true (press_key_at_focus (GDK_KEY_BackSpace, GDK_ALT_MASK));
  qd_hmm_page_get_evidence (page, &length);
  g_assert_cmpuint (length, ==, 5);
  wait_until (settled, page, 10000, "the five steps' answer");
}

/* A list with an unknown name is refused whole, its step named. */
static void
test_refused (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  gsize length;

  type_evidence (page, "umbrella, snow");
  qd_hmm_page_get_evidence (page, &length);
  g_assert_cmpuint (length, ==, 5);
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "2"));
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "snow"));
}

/* Viterbi along u, u, ¬u, u, u: rain, rain, no-rain, rain, rain, the last
 * message 0.0210 (AIMA fig. 14.6). */
static void
test_viterbi (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  static const guint path[] = { 0, 0, 1, 0, 0 };
  const QdHmmAnswer *answer;

  set_question (page, 3);
  wait_until (settled, page, 10000, "the Viterbi path");
  answer = qd_hmm_page_get_answer (page);
  g_assert_nonnull (answer->path);
  for (guint t = 0; t < G_N_ELEMENTS (path); t++)
    g_assert_cmpuint (answer->path[t], ==, path[t]);
  g_assert_cmpfloat_with_epsilon (exp (answer->log_best), 0.0210, 0.00005);
  /* The book's message, the joint P(x*, e) = 0.01157 (pomegranate's) and
   * P(x* | e) = 0.01157 / 0.0343 = 0.3374 (by hand). */
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "message 0.0210, P(x*, e) = 0.0116, P(x* | e) = 0.3374"));
  /* The stepper moves the step highlighted. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL));
  wait_for_frame ();
  g_assert_cmpuint (qd_stepper_get_step (qd_page_get_stepper (QD_PAGE (page))), ==, 3);
  screenshot_wide_light_dark ("ui-hmm-viterbi", 1200, 760);
}

/* Particles beside the exact filter: 10,000 particles near it. */
static void
test_particles (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  const QdHmmAnswer *answer;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "particles_spin")), 10000);
  set_question (page, 4);
  wait_until (settled, page, 10000, "the particles");
  answer = qd_hmm_page_get_answer (page);
  g_assert_nonnull (answer->exact);
  g_assert_cmpfloat_with_epsilon (answer->exact[0], 0.8182, 0.00005);
  for (guint t = 0; t < 5; t++)
    g_assert_cmpfloat_with_epsilon (answer->belief[t * 2], answer->exact[t * 2], 0.03);
  screenshot_wide_light_dark ("ui-hmm-particles", 1200, 760);
  set_question (page, 0);
  wait_until (settled, page, 10000, "the filter again");
}

/* 2,000 steps typed: P(e) underflows a double, so the status gives its
 * log (never 0 nor NaN); the chart shows a window of the last columns. */
static void
test_long (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  g_autoptr(GString) text = g_string_new (NULL);
  const QdHmmAnswer *answer;

  for (guint t = 0; t < 2000; t++)
    g_string_append (text, t % 3 == 2 ? "no-umbrella," : "umbrella,");
  g_string_truncate (text, text->len - 1);
  type_evidence (page, text->str);
  wait_until (settled, page, 20000, "2,000 steps filtered");
  answer = qd_hmm_page_get_answer (page);
  g_assert_cmpuint (answer->steps, ==, 2000);
  g_assert_true (isfinite (answer->log_likelihood));
  g_assert_cmpfloat (answer->log_likelihood, <, -745);
  g_test_message ("status: %s", qd_hmm_page_get_status (page));
  g_assert_true (g_str_has_prefix (qd_hmm_page_get_status (page), "log P(e₁:2000) = −"));
  g_assert_null (strstr (qd_hmm_page_get_status (page), "nan"));
  screenshot ("ui-hmm-long.png");
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  wait_until (settled, page, 10000, "the five steps again");
  g_assert_cmpuint (qd_hmm_page_get_answer (page)->steps, ==, 5);
}

/* The sidebar scrolled to its end, where the model's tables are. */
static void
scroll_sidebar_down (QdHmmPage *page)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (child_of (page, "sidebar")));

  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  wait_for_frame ();
}

/* The transition row of rain set to 0.5, 0.3 is refused, naming its row. */
static void
test_editor (void)
{
  QdHmmPage *page = QD_HMM_PAGE (qd_window_get_current_page (window));
  GtkWidget *entry = find_widget (child_of (page, "transition_table"), is_entry, NULL);
  const char *message;

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "0.5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.apply-tables", NULL));
  message = gtk_label_get_label (GTK_LABEL (child_of (page, "editor_label")));
  g_assert_nonnull (strstr (message, "rain"));
  g_assert_nonnull (strstr (message, "0.8"));
  scroll_sidebar_down (page);
  screenshot ("ui-hmm-editor.png");
  /* 0.6 and 0.4 accepted: the evidence stays, filtered again.  By hand:
   * P(R1) = 0.5 × 0.6 + 0.5 × 0.3 = 0.45, P(R1 | u) = 0.9 × 0.45 / (0.9 ×
   * 0.45 + 0.2 × 0.55) = 0.405 / 0.515 = 0.78641. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "0.6");
  gtk_editable_set_text (GTK_EDITABLE (find_widget (gtk_widget_get_next_sibling (entry), is_entry, NULL)), "0.4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.apply-tables", NULL));
  wait_until (settled, page, 10000, "the edited model's answer");
  g_assert_cmpuint (qd_hmm_page_get_answer (page)->steps, ==, 5);
  g_assert_cmpfloat_with_epsilon (qd_hmm_page_get_answer (page)->belief[0], 0.405 / 0.515, 1e-9);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  close_current_page ();
}

static void
assert_distributions (QdHmmPage *page)
{
  const QdHmmTracker *tracker = qd_hmm_page_get_tracker (page);
  const QdHmmHunt *hunt = qd_hmm_page_get_world (page)->hunt;

  g_assert_nonnull (tracker);
  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      const double *belief = qd_hmm_tracker_belief (tracker, g);
      double sum = 0;

      for (guint s = 0; s < hunt->grid->n_cells; s++)
        sum += belief[s];
      g_assert_cmpfloat_with_epsilon (sum, 1, 1e-9);
    }
}

/* The one-ghost hunt: Right, Space, then the computer's move, each a turn. */
static void
test_hunt (void)
{
  QdHmmPage *page = QD_HMM_PAGE (open_example ("hmm", 3, QD_TYPE_HMM_PAGE));
  GtkWidget *view = child_of (page, "view");
  const QdHmmHunt *hunt = qd_hmm_page_get_world (page)->hunt;
  guint start;

  g_assert_nonnull (hunt);
  start = hunt->hunter;
  assert_distributions (page);
  gtk_widget_grab_focus (view);
  g_assert_true (press_key (view, GDK_KEY_Right));
  g_assert_cmpuint (hunt->turns, ==, 1);
  g_assert_cmpuint (hunt->hunter, ==, qd_hidden_grid_step (hunt->grid, start, QD_HIDDEN_EAST));
  assert_distributions (page);
  g_assert_true (press_key (view, GDK_KEY_space));
  g_assert_cmpuint (hunt->turns, ==, 2);
  assert_distributions (page);
  /* North of the start is a wall: no turn. */
  g_assert_true (press_key (view, GDK_KEY_Left));
  g_assert_true (press_key (view, GDK_KEY_Up));
  g_assert_cmpuint (hunt->turns, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.computer-move", NULL));
  g_assert_cmpuint (hunt->turns, ==, 4);
  assert_distributions (page);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "readings_label"))), "ghost 1"));
  screenshot_wide_light_dark ("ui-hmm-hunt", 1200, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.show-ghosts", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.hunt-to-end", NULL));
  wait_until ((Condition) qd_hmm_page_is_settled, page, 60000, "the hunt to its end");
  g_assert_true (qd_hmm_hunt_over (hunt));
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "caught"));
  screenshot ("ui-hmm-hunt-over.png");
  /* The hunt played again for its report and GIF: the same turns (a frame
   * each, and the first readings), from the seed it started with even when
   * the seed's spin button says another (it takes effect at New Hunt). */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "hunt_seed_spin")), 12345);
  {
    g_autoptr(QdReport) report = qd_page_build_report (QD_PAGE (page));

    g_autoptr(QdAnimation) animation = check_page_animation (QD_PAGE (page), hunt->turns, "ui-hmm-hunt");
    g_autofree char *last = animation->describe (animation->n_steps, animation->data);

    g_assert_nonnull (report);
    /* The replay's last turn catches the ghost, as the hunt played did. */
    g_assert_nonnull (strstr (last, "caught"));
  }
}


/* Four ghosts: the belief of one of them, then of all, each a distribution. */
static void
test_four (void)
{
  QdHmmPage *page = QD_HMM_PAGE (open_example ("hmm", 4, QD_TYPE_HMM_PAGE));
  AdwComboRow *row = ADW_COMBO_ROW (child_of (page, "ghost_row"));
  const QdHmmHunt *hunt = qd_hmm_page_get_world (page)->hunt;
  QdCanvas *view = QD_CANVAS (child_of (page, "view"));

  g_assert_cmpuint (hunt->n_ghosts, ==, 4);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 5);
  for (guint i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.computer-move", NULL));
  assert_distributions (page);
  adw_combo_row_set_selected (row, 2);
  wait_for_frame ();
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (view), "Ghost 2’s belief."));
  screenshot_wide_light_dark ("ui-hmm-four", 1200, 760);
  adw_combo_row_set_selected (row, 0);
  wait_for_frame ();
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (view), "Every ghost’s belief, summed."));
  close_current_page ();
}

/* The hunt's tab in a small window, the controls folded away and open. */
static void
test_narrow (void)
{
  QdPage *page = qd_window_get_current_page (window);

  /* A new hunt two turns in: beliefs to see. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.new-hunt", NULL));
  g_assert_cmpuint (qd_hmm_page_get_world (QD_HMM_PAGE (page))->hunt->turns, ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.computer-move", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.computer-move", NULL));
  qd_page_dismiss_toasts (page);
  screenshot_narrow_light_dark (page, "ui-hmm-hunt", 1200, 760);
  close_current_page ();
}

/* The model's tab small too: the chart and the evidence's sidebar. */
static void
test_narrow_model (void)
{
  QdHmmPage *page = QD_HMM_PAGE (open_example ("hmm", 0, QD_TYPE_HMM_PAGE));

  type_evidence (page, "umbrella, umbrella, no-umbrella, umbrella, umbrella");
  wait_until (settled, page, 10000, "the answer");
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-hmm-model", 1200, 760);
  close_current_page ();
}

/* The maze: Step moves the robot; the likeliest square is said, and the
 * robot's true square once shown. */
static void
test_localization (void)
{
  QdHmmPage *page = QD_HMM_PAGE (open_example ("hmm", 5, QD_TYPE_HMM_PAGE));
  const QdHmmHunt *hunt = qd_hmm_page_get_world (page)->hunt;

  g_assert_nonnull (hunt);
  for (guint i = 0; i < 6; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.move", "u", 4));
  g_assert_cmpuint (hunt->turns, ==, 6);
  assert_distributions (page);
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "likeliest"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "hmm.show-ghosts", NULL));
  g_assert_nonnull (strstr (qd_hmm_page_get_status (page), "robot is on"));
  screenshot_wide_light_dark ("ui-hmm-maze", 1200, 760);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/hmm/filter", test_filter);
  g_test_add_func ("/ui/hmm/exports", test_exports);
  g_test_add_func ("/ui/hmm/report", test_report);
  g_test_add_func ("/ui/hmm/practice", test_practice);
  g_test_add_func ("/ui/hmm/keyboard", test_keyboard);
  g_test_add_func ("/ui/hmm/refused", test_refused);
  g_test_add_func ("/ui/hmm/viterbi", test_viterbi);
  g_test_add_func ("/ui/hmm/particles", test_particles);
  g_test_add_func ("/ui/hmm/long", test_long);
  g_test_add_func ("/ui/hmm/editor", test_editor);
  g_test_add_func ("/ui/hmm/hunt", test_hunt);
  g_test_add_func ("/ui/hmm/narrow", test_narrow);
  g_test_add_func ("/ui/hmm/four", test_four);
  g_test_add_func ("/ui/hmm/narrow-model", test_narrow_model);
  g_test_add_func ("/ui/hmm/localization", test_localization);
  return ui_run ();
}
