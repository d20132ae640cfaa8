/* test-ui-mdp.c — the Grid World tab under Xvfb: AIMA's 4 × 3 world planned
 * iteration by iteration and to convergence (the book's figure 17.3), a
 * wall drawn and undone, seeded Q-learning run and stopped, the keyboard
 * (Tab to Next Iteration and to the board, the cursor's words), and
 * screenshots at 600 × 500 and 1400 × 900, light and dark (ui-mdp-*.png in
 * the build folder), to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/pages/mdp/qd-mdp-page.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-practice-bar.h"

static QdMdpPage *
open_aima (void)
{
  /* The first example: AIMA's 4 × 3 world, γ = 1, R = −0.04, noise 0.2. */
  return QD_MDP_PAGE (open_example ("mdp", 0, QD_TYPE_MDP_PAGE));
}

static gboolean
settled (gpointer page)
{
  return qd_mdp_page_is_settled (page);
}

static QdCanvas *
board_of (QdMdpPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE, "board_view"));
}

static void
assert_value (QdMdpPage *page, guint x, guint y, const char *expected)
{
  g_autofree char *text = qd_mdp_page_dup_value_text (page, x, y);

  g_assert_cmpstr (text, ==, expected);
}

static void
activate (QdMdpPage *page, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), action, NULL));
  wait_for_frame ();
}

/* Value iteration stepped: V_1 is R(s) in every open cell (V_0 = 0, γ = 1:
 * −0.04 + 0) and the terminals' R; Previous and Next move between the
 * frames; Run reaches the fixed point, whose values figure 17.3 rounds to
 * three decimals.  The four decimals are the exact solution of the
 * optimal policy's equations (U(1,3) = 0.81156, AIMA's 0.812). */
static void
test_plan (void)
{
  QdMdpPage *page = open_aima ();
  static const struct { guint x, y; const char *book; } figure[] = {
    { 0, 2, "0.812" }, { 1, 2, "0.868" }, { 2, 2, "0.918" }, { 0, 1, "0.762" }, { 2, 1, "0.660" },
    { 0, 0, "0.705" }, { 1, 0, "0.655" }, { 2, 0, "0.611" }, { 3, 0, "0.388" },
  };

  qd_mdp_page_set_mode (page, "planning");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
  assert_value (page, 0, 0, "0.0000");
  activate (page, "mdp.next");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 1);
  assert_value (page, 0, 0, "−0.0400");
  assert_value (page, 3, 2, "1.0000");
  assert_value (page, 3, 1, "−1.0000");
  g_assert_null (qd_mdp_page_dup_value_text (page, 1, 1));
  activate (page, "mdp.next");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 2);
  activate (page, "mdp.previous");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 1);
  assert_value (page, 0, 0, "−0.0400");
  screenshot ("ui-mdp-v1.png");

  activate (page, "mdp.run");
  wait_until (settled, page, 20000, "value iteration to converge");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), >, 10);
  for (guint i = 0; i < G_N_ELEMENTS (figure); i++)
    {
      g_autofree char *text = qd_mdp_page_dup_value_text (page, figure[i].x, figure[i].y);

      g_assert_nonnull (text);
      /* The board writes 4 decimals, the book 3: they agree to 0.0005. */
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (text, NULL), g_ascii_strtod (figure[i].book, NULL), 0.00051);
    }
  assert_value (page, 0, 2, "0.8116");
  assert_value (page, 3, 0, "0.3879");
  screenshot_wide_light_dark ("ui-mdp-values", 1200, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.show", "s", "q-values"));
  wait_for_frame ();
  screenshot_wide_light_dark ("ui-mdp-q-values", 1200, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.show", "s", "values"));
}

/* The exports of the converged plan: the values as text in the grid's
 * layout (figure 17.3's top row to 4 decimals), the board as PNG, SVG and
 * PDF, the report (its sections those of the command's), the GIF's 61
 * frames V_0 … V_60. */
static void
test_exports (void)
{
  QdPage *page = qd_window_get_current_page (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *values = qd_page_get_text_export (page, "values", &error);
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  g_assert_no_error (error);
  {
    g_auto(GStrv) rows = g_strsplit (values, "\n", -1);
    g_auto(GStrv) top = g_strsplit_set (g_strstrip (rows[0]), " ", -1);
    g_autofree char *joined = NULL;
    guint n = 0;

    /* The row's numbers, however wide the columns. */
    for (guint i = 0; top[i] != NULL; i++)
      if (*top[i] != '\0')
        top[n++] = top[i];
    top[n] = NULL;
    joined = g_strjoinv (" ", top);
    g_assert_cmpstr (joined, ==, "0.8116 0.8678 0.9178 1.0000");
    g_assert_nonnull (strstr (rows[1], "#"));
  }
  check_page_pictures (page, "ui-mdp-board");
  /* Its sections are those of the command in its REPRODUCE part
   * (ui-mdp-report.pdf and its first pages as PNG, to be looked at). */
  report = check_page_report (page, "ui-mdp");
  animation = check_page_animation (page, 60, "ui-mdp");
}

/* Every algorithm of the list reaches U(1,3) of figure 17.3 on Run (within
 * its own stopping rule: the queue's θ = 1e-5 for prioritized sweeping, a
 * stable policy after 5 sweeps a round for modified policy iteration). */
static void
test_algorithms (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  AdwComboRow *row = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE,
                                                                   "algorithm_row"));
  static const double tolerance[] = { 0.00005, 0.00005, 0.001, 0.00005, 0.05 };

  for (guint algorithm = 1; algorithm < G_N_ELEMENTS (tolerance); algorithm++)
    {
      g_autofree char *text = NULL;

      adw_combo_row_set_selected (row, algorithm);
      g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
      activate (page, "mdp.next");
      g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 1);
      activate (page, "mdp.run");
      wait_until (settled, page, 20000, "the algorithm to converge");
      text = qd_mdp_page_dup_value_text (page, 0, 2);
      g_test_message ("algorithm %u: %u iterations, U(0, 2) = %s", algorithm, qd_mdp_page_get_iteration (page), text);
      g_assert_cmpfloat_with_epsilon (g_ascii_strtod (text, NULL), 0.81156, tolerance[algorithm]);
      if (algorithm == 2)
        screenshot ("ui-mdp-prioritized.png");
    }
  adw_combo_row_set_selected (row, 0);
}

/* The cursor's cell in words, as a screen reader hears it. */
static void
test_board_words (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  QdCanvas *board = board_of (page);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  qd_canvas_set_cursor (board, 2 * 4 + 0);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "(0, 2): open, V 0.8116, policy east");
  qd_canvas_set_cursor (board, 2 * 4 + 3);
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "(3, 2): terminal, value 1.0000, V 1.0000");
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Down));
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "(3, 1): terminal, value −1.0000, V −1.0000");
}

/* Edit: a wall by the keyboard (W, the cursor, Space), undone. */
static void
test_edit (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  QdCanvas *board = board_of (page);
  const QdMdpWorld *world;

  qd_mdp_page_set_mode (page, "editing");
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_w));
  qd_canvas_set_cursor (board, 0 * 4 + 2);
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_space));
  world = qd_mdp_page_get_world (page);
  g_assert_cmpint (world->kind[qd_mdp_world_index (world, 2, 0)], ==, QD_MDP_WALL);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  screenshot ("ui-mdp-edit.png");
  {
    /* Saved (atomically, by the page base) and read back: the same world. */
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-mdp-saved.mdp", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;
    gsize len = 0;
    g_autoptr(QdMdpWorld) back = NULL;

    g_assert_true (qd_page_save_to (QD_PAGE (page), file, &error));
    g_assert_no_error (error);
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
    g_assert_true (g_file_get_contents (path, &text, &len, NULL));
    back = qd_mdp_world_parse (text, len, &error);
    g_assert_no_error (error);
    g_assert_true (qd_mdp_world_equal (back, qd_mdp_page_get_world (page)));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.undo", NULL));
  world = qd_mdp_page_get_world (page);
  g_assert_cmpint (world->kind[qd_mdp_world_index (world, 2, 0)], ==, QD_MDP_OPEN);
  /* Unlike the file saved since. */
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* A discount of 0 is refused, with the reason under the parameters. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE,
                                                                             "discount_spin")), 0);
  g_assert_cmpfloat (qd_mdp_page_get_world (page)->discount, ==, 0);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_MDP_PAGE, "check_label"), "iscount"));
  screenshot ("ui-mdp-refused.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.undo", NULL));
  g_assert_cmpfloat (qd_mdp_page_get_world (page)->discount, ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                     QD_TYPE_MDP_PAGE,
                                                                                     "check_label"))));
  /* The plan starts again from the world undone. */
  qd_mdp_page_set_mode (page, "planning");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
}

static gboolean
has_episodes (gpointer page)
{
  return qd_mdp_page_get_episodes (page) >= 3;
}

/* Learn: seeded Q-learning, a step, then episodes on the worker, stopped. */
static void
test_learn (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  GtkSpinButton *episodes = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE,
                                                                            "episodes_spin"));
  guint done;

  qd_mdp_page_set_mode (page, "learning");
  activate (page, "mdp.learn-step");
  g_assert_cmpuint (qd_mdp_page_get_episodes (page), ==, 0);
  gtk_spin_button_set_value (episodes, 1000000);
  activate (page, "mdp.learn-run");
  g_assert_false (qd_mdp_page_is_settled (page));
  wait_until (has_episodes, page, 20000, "a few episodes");
  activate (page, "mdp.stop");
  wait_until (settled, page, 10000, "the learning to stop");
  done = qd_mdp_page_get_episodes (page);
  g_assert_cmpuint (done, >=, 3);
  g_assert_cmpuint (done, <, 1000000);
  screenshot_wide_light_dark ("ui-mdp-learn", 1200, 760);
  {
    /* The learning run replayed from its seed as frames: one a step up to
     * 300, its last frame the learnt values (which differ from the first's). */
    g_autoptr(QdAnimation) animation = qd_page_build_animation (QD_PAGE (page));
    g_autoptr(QdAnimation) again = NULL;

    g_assert_nonnull (animation);
    g_assert_cmpuint (animation->n_steps, >=, 300);
    /* Frames 0 and the last saved as ui-mdp-learning-frame-*.png, and they differ. */
    again = check_page_animation (QD_PAGE (page), animation->n_steps, "ui-mdp-learning");
  }

  /* Manual mode: Up on the board is one step of the environment. */
  activate (page, "mdp.learn-reset");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.manual", NULL));
  g_assert_true (press_key (GTK_WIDGET (board_of (page)), GDK_KEY_Up));
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_MDP_PAGE, "status_label"), "(0, 0) north → "));
  g_assert_true (press_key (GTK_WIDGET (board_of (page)), GDK_KEY_Return));
  /* Enter off a terminal: no exit there (the agent is at (0, 0) or beside it). */
  g_assert_cmpstr (page_label (page, QD_TYPE_MDP_PAGE, "status_label"), ==, "Only a terminal cell has the exit.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.manual", NULL));
}

static gboolean
at_iteration_1 (gpointer page)
{
  return qd_mdp_page_get_iteration (page) == 1;
}

/* Keyboard only: Tab reaches Next Iteration, which steps, and the board. */
static void
test_keyboard (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  GtkWidget *next = (GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE, "next_button");

  qd_mdp_page_set_mode (page, "planning");
  activate (page, "mdp.reset");
  qd_page_focus (QD_PAGE (page));
  g_assert_nonnull (tab_until (next, 80));
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
  /* A button pressed by Space clicks once its press is shown. */
  g_assert_true (press_key_at_focus (GDK_KEY_space, 0));
  wait_until (at_iteration_1, page, 5000, "Space on Next Iteration");
  g_assert_nonnull (tab_until (GTK_WIDGET (board_of (page)), 120));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 2);
}

static void
answer (QdPracticeBar *bar, const char *text)
{
  GtkEditable *entry = qd_practice_bar_get_entry (bar);

  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "activate");
  wait_for_frame ();
}

/* Practice: V_k of the start and of the cell beside +1, worked by hand on
 * figure 17.1's world (V_0 = 0, γ = 1, R = -0.04, 0.8 ahead, 0.1 aside):
 * V_1 = R = -0.04 everywhere open; V_2(0, 0) = -0.04 + (-0.04) = -0.08;
 * V_2(2, 2) east = -0.04 + 0.8 × 1 + 0.1 × (-0.04) + 0.1 × (-0.04) = 0.752. */
static void
test_practice (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));
  QdPracticeBar *bar = QD_PRACTICE_BAR (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_MDP_PAGE,
                                                                       "practice_bar"));

  qd_mdp_page_set_mode (page, "planning");
  activate (page, "mdp.practice");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is V1 of (0, 0)?");
  answer (bar, "-0.04");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is V1 of (2, 2)?");
  answer (bar, "-0.03");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No"));
  answer (bar, "-0.04");
  answer (bar, "-0.04");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is V2 of (0, 0)?");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 1);
  answer (bar, "-0.08");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==, "What is V2 of (2, 2)?");
  answer (bar, "0.752");
  g_assert_cmpstr (qd_practice_bar_get_question (bar), !=, "What is V2 of (2, 2)?");
  screenshot ("ui-mdp-practice.png");
  activate (page, "mdp.practice");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
}

/* The tab in a small window (the controls folded away) and open. */
static gboolean
is_mdp_page (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);

  return page != NULL && QD_IS_MDP_PAGE (page) && page != data;
}

static gboolean
at_iteration_1_idle (gpointer page)
{
  return qd_mdp_page_get_iteration (page) == 1 && !qd_page_get_busy (page);
}

/* A world of 200 × 200 cells (40,000 states): Next Iteration's sweep goes to
 * a worker, so the action returns with the page busy and the iteration not
 * yet moved; the frame arrives through the main loop.  V_1 of an open cell
 * is its living reward, -0.5, and of the exit its value, 7 (hand figures of
 * the first sweep from V_0 = 0). */
static void
test_big_next (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-mdp-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.mdp", NULL);
  g_autoptr(GString) text = g_string_new ("discount: 0.9\nnoise: 0.2\nliving-reward: -0.5\ngrid:\n");
  g_autoptr(GFile) file = NULL;
  QdPage *before = qd_window_get_current_page (window);
  QdMdpPage *page;

  for (guint y = 0; y < 200; y++)
    {
      for (guint x = 0; x < 200; x++)
        g_string_append (text, x == 199 && y == 0 ? " 7" : " .");
      g_string_append_c (text, '\n');
    }
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  file = g_file_new_for_path (path);
  qd_window_open_file (window, file);
  wait_until (is_mdp_page, before, 10000, "the 200 x 200 world");
  page = QD_MDP_PAGE (qd_window_get_current_page (window));
  qd_mdp_page_set_mode (page, "planning");
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "mdp.next", NULL));
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  g_assert_cmpuint (qd_mdp_page_get_iteration (page), ==, 0);
  wait_until (at_iteration_1_idle, page, 20000, "the first sweep on the worker");
  assert_value (page, 0, 0, "−0.5000");
  assert_value (page, 199, 199, "7.0000");
  close_current_page ();
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_narrow (void)
{
  QdMdpPage *page = QD_MDP_PAGE (qd_window_get_current_page (window));

  screenshot_narrow_light_dark (QD_PAGE (page), "ui-mdp", 1200, 760);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/mdp/plan", test_plan);
  g_test_add_func ("/ui/mdp/exports", test_exports);
  g_test_add_func ("/ui/mdp/board-words", test_board_words);
  g_test_add_func ("/ui/mdp/algorithms", test_algorithms);
  g_test_add_func ("/ui/mdp/edit", test_edit);
  g_test_add_func ("/ui/mdp/learn", test_learn);
  g_test_add_func ("/ui/mdp/keyboard", test_keyboard);
  g_test_add_func ("/ui/mdp/practice", test_practice);
  g_test_add_func ("/ui/mdp/narrow", test_narrow);
  g_test_add_func ("/ui/mdp/big-next", test_big_next);
  return ui_run ();
}
