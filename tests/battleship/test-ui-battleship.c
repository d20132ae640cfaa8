/* test-ui-battleship.c — the Battleship tab under Xvfb.  Screenshots of each state are saved
 * into the build folder (ui-battleship-*.png) to be looked at. */

#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-application.h"
#include "app/qd-window.h"
#include "app/widgets/qd-job-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "app/pages/battleship/qd-battleship-page.h"
#include "app/widgets/qd-canvas.h"


static gboolean
bs_idle (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data)) && qd_battleship_page_get_result (data) != NULL;
}

static gboolean
bs_not_busy (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data));
}

static const char *
bs_label (QdBattleshipPage *page, const char *name)
{
  GObject *label = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, name);

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The default 6x6 puzzle solved with the keyboard only: the solver's
 * solution is taken as the answer sheet, the marks cleared, then the arrows
 * walk the grid and Return marks each cell (once for water, twice for a
 * ship) while the board tells a screen reader the cell under the cursor;
 * Check then finds every ship in place, and the board's description says
 * so. */
static void
test_keyboard_solve (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (qd_window_new_page (window, "battleship"));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "board_view"));
  QdBattleship *puzzle = qd_battleship_page_get_puzzle (page);
  guint n = puzzle->size;
  g_autofree guint8 *answer = NULL;

  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (bs_idle, page, 20000, "the solver");
  answer = g_memdup2 (qd_battleship_page_get_result (page)->solution, n * n);
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.clear", NULL);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "A1: unknown; row 1 has 4 ship cells, column A 2");
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "Battleship, 6 by 6: 1 cells ship, 0 water, 35 unknown."));

  for (guint cell = 0; cell < n * n; cell++)
    {
      guint r = cell / n, c = cell % n, presses;
      gint at;

      if (puzzle->hints[cell] != QD_BATTLESHIP_UNKNOWN)
        continue;
      while ((at = qd_canvas_get_cursor (board)) != (gint) cell)
        {
          guint ar = (guint) at / n, ac = (guint) at % n;

          g_assert_true (press_key (GTK_WIDGET (board), ar < r ? GDK_KEY_Down : ar > r ? GDK_KEY_Up
                                                       : ac < c ? GDK_KEY_Right : GDK_KEY_Left));
        }
      /* Return cycles the mark (unknown, water, ship); on odd rows the
       * board's menu (Shift+F10) marks the cell at once. */
      if (r % 2 == 1)
        g_assert_true (choose_from_board_menu (board, "battleship.mark",
                                               g_variant_new_string (answer[cell] == QD_BATTLESHIP_WATER ? "water"
                                                                                                     : "ship")));
      else
        {
          presses = answer[cell] == QD_BATTLESHIP_WATER ? 1 : 2;
          for (guint i = 0; i < presses; i++)
            g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
        }
      wait_for_frame ();
      {
        g_autofree char *name = g_strdup_printf ("%c%u: %s", 'A' + c, r + 1,
                                                 answer[cell] == QD_BATTLESHIP_WATER ? "water" : "");

        g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), name));
        g_assert_null (strstr (qd_canvas_get_cell_text (board), "unknown;"));
      }
    }
  screenshot ("ui-battleship-keyboard.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.check", NULL);
  wait_until (bs_not_busy, page, 20000, "the check");
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "Solved! Every ship is in place.");
  wait_for_frame ();
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "0 unknown. Solved! Every ship is in place."));
  {
    g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                 qd_canvas_get_position_text (board));

    g_assert_null (error);
  }
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

static gboolean
any_mark (const guint8 *marks, guint n)
{
  for (guint i = 0; i < n; i++)
    if (marks[i] != QD_BATTLESHIP_UNKNOWN)
      return TRUE;
  return FALSE;
}

/* The course's hard1: solved, unique, drawn; then played by hand. */
static void
test_battleship (void)
{
  AdwTabView *view = qd_window_get_tab_view (window);
  guint before = adw_tab_view_get_n_pages (view);
  QdBattleshipPage *page;
  const QdBattleshipResult *result;
  guint8 *marks;
  g_autofree char *opened = NULL;

  qd_window_open_example (window, "battleship", 4);
  wait_until (has_page, GUINT_TO_POINTER (before + 1), 5000, "the hard1 tab");
  page = QD_BATTLESHIP_PAGE (qd_window_get_current_page (window));
  g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 10);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  opened = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
  screenshot ("ui-battleship-open.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_idle, page, 20000, "the Battleship solver");
  result = qd_battleship_page_get_result (page);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
  g_assert_nonnull (result->solution);
  g_assert_true (qd_battleship_check_grid (qd_battleship_page_get_puzzle (page), result->solution, NULL));
  g_assert_cmpstr (bs_label (page, "result_label"), ==, "Solved: one solution");
  screenshot ("ui-battleship-solved.png");

  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "Solved. The solution is unique.");

  /* Status belongs to the board it describes: Clear leaves no "Solved" on
   * an empty board. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.clear", NULL);
  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "");
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "Mark the cells, or press Solve.");

  /* Play: a click marks water, a second a ship, a third clears. */
  marks = qd_battleship_page_get_marks (page);
  {
    guint r = 0, c = 0;
    QdBattleship *puzzle = qd_battleship_page_get_puzzle (page);

    while (puzzle->hints[r * puzzle->size + c] != QD_BATTLESHIP_UNKNOWN)
      c++;
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_WATER);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_SHIP);
    qd_battleship_page_click (page, r, c);
    g_assert_cmpint (marks[r * puzzle->size + c], ==, QD_BATTLESHIP_UNKNOWN);
  }

  /* A hint names a cell and a reason. */
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.hint", NULL);
  wait_until (bs_not_busy, page, 20000, "the hint");
  g_assert_cmpuint (strlen (bs_label (page, "play_label")), >, 10);
  screenshot ("ui-battleship-hint.png");
  /* What the hint said goes with Undo. */
  qd_battleship_page_click (page, 0, 0);
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.undo", NULL);
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "Mark the cells, or press Solve.");

  /* Size + throws the counts and hints away: a toast says so, its Undo
   * brings them back. */
  {
    GObject *size_spin = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "size_spin");
    g_autofree char *before = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_autofree char *after = NULL;
    AdwToast *toast;

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (size_spin), 11);
    g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 11);
    toast = qd_page_get_undo_toast (QD_PAGE (page));
    g_assert_nonnull (toast);
    g_assert_nonnull (strstr (adw_toast_get_title (toast), "cleared"));
    wait_for_frame ();
    screenshot ("ui-battleship-resize-toast.png");
    g_signal_emit_by_name (toast, "button-clicked");
    after = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_assert_cmpstr (after, ==, before);
  }

  /* Undo of an edit of the puzzle (a hint cycled in edit mode) brings it
   * back; undone back to the puzzle as it opened, marks and all, the tab is
   * unmodified. */
  {
    GObject *edit_switch = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "edit_switch");
    g_autofree char *before = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_autofree char *edited = NULL;
    g_autofree char *undone = NULL;
    g_autofree char *first = NULL;

    gtk_switch_set_active (GTK_SWITCH (edit_switch), TRUE);
    qd_battleship_page_click (page, 0, 0);
    gtk_switch_set_active (GTK_SWITCH (edit_switch), FALSE);
    edited = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_assert_cmpstr (edited, !=, before);
    g_assert_true (qd_page_get_modified (QD_PAGE (page)));
    gtk_widget_activate_action (GTK_WIDGET (page), "battleship.undo", NULL);
    undone = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_assert_cmpstr (undone, ==, before);

    while (qd_page_undo (QD_PAGE (page)))
      ;
    first = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
    g_assert_cmpstr (first, ==, opened);
    marks = qd_battleship_page_get_marks (page);
    g_assert_false (any_mark (marks, 10 * 10));
    g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  }

  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.close-tab", NULL);
  spin (100);
}

static gboolean
bs_busy (gpointer data)
{
  return qd_page_get_busy (QD_PAGE (data));
}

static QdJobBar *
job_bar (void)
{
  return QD_JOB_BAR (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "job_bar"));
}

static gboolean
bar_shown (gpointer data)
{
  return qd_job_bar_get_shown (job_bar ());
}

/* A puzzle whose search runs for minutes (25x25, no hint): the job bar
 * shows the time so far; Stop ends it at once and says so. */
static void
test_stop (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_test_file ("data/nohint-25x25.txt", QD_TYPE_BATTLESHIP_PAGE));

  GtkWidget *stop = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "stop_button"));
  int page_height;

  wait_for_frame ();
  page_height = gtk_widget_get_height (GTK_WIDGET (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_busy, page, 5000, "the solver to start");
  g_assert_true (gtk_widget_get_visible (stop));
  /* A long job: the window's bar shows it after a while, with the time so far. */
  wait_until (bar_shown, NULL, 30000, "the job bar");
  g_assert_nonnull (strstr (qd_job_bar_get_time_text (job_bar ()), "so far"));
  /* It floats over the tab's bottom edge: the tab keeps its height. */
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (page)), ==, page_height);
  spin (300);
  screenshot ("ui-battleship-job-bar.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL);
  wait_until (bs_not_busy, page, 5000, "the stop");
  g_assert_true (qd_battleship_page_get_result (page) == NULL ||
                 qd_battleship_page_get_result (page)->status == QD_BATTLESHIP_STOPPED);
  g_assert_false (qd_job_bar_get_shown (job_bar ()));
  g_assert_false (gtk_widget_get_visible (stop));
  close_current_page ();
}

/* What the status line said at each "progress" of the generator's job
 * (heard after the page's own handler). */
typedef struct {
  QdBattleshipPage *page;
  GPtrArray *said;
} Heard;

static void
on_generator_progress (QdJob *job, Heard *heard)
{
  g_ptr_array_add (heard->said, g_strdup (status_text (heard->page, QD_TYPE_BATTLESHIP_PAGE)));
}

static gboolean
heard_prefix (const Heard *heard, const char *prefix)
{
  for (guint i = 0; i < heard->said->len; i++)
    if (g_str_has_prefix (heard->said->pdata[i], prefix))
      return TRUE;
  return FALSE;
}

/* Starts the generator and listens to its progress. */
static void
generate (QdBattleshipPage *page, Heard *heard)
{
  gtk_widget_activate_action (GTK_WIDGET (page), "battleship.generate", NULL);
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "Generating…");
  if (heard != NULL)
    {
      heard->page = page;
      g_ptr_array_set_size (heard->said, 0);
      g_signal_connect (qd_page_get_job (QD_PAGE (page)), "progress", G_CALLBACK (on_generator_progress), heard);
    }
}

/* Generation is a job: the status line says what it does (hints added, then
 * hints tried of how many; the job's last progress comes before its end),
 * the header's Stop ends it and leaves the board as it was; a finished one
 * opens as a new untitled puzzle with an Undo toast.  (Even 25x25 at the
 * hardest level takes about a second at most, often less than the job bar
 * waits before it shows: the bar's long job is the solver's, in
 * test_stop.) */
static void
test_generate (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_example ("battleship", 4, QD_TYPE_BATTLESHIP_PAGE));
  GObject *size_spin = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "size_spin");
  GObject *difficulty = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "difficulty_row");
  GObject *seed = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "seed_spin");
  GtkWidget *stop = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "stop_button"));
  g_autoptr(GPtrArray) said = g_ptr_array_new_with_free_func (g_free);
  Heard heard = { page, said };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *title = NULL;
  g_autofree char *t = NULL;

  /* The bar's arithmetic. */
  t = qd_job_bar_format_time (5);
  g_assert_cmpstr (t, ==, "5 s");
  g_free (t);
  t = qd_job_bar_format_time (65);
  g_assert_cmpstr (t, ==, "1:05");
  g_free (t);
  t = qd_job_bar_format_time (3723);
  g_assert_cmpstr (t, ==, "1:02:03");
  g_assert_cmpint (qd_job_bar_estimate_left (2 * G_USEC_PER_SEC, 10, 30), ==, 6);
  g_assert_cmpint (qd_job_bar_estimate_left (G_USEC_PER_SEC / 2, 10, 30), ==, -1);
  g_assert_cmpint (qd_job_bar_estimate_left (2 * G_USEC_PER_SEC, 0, 30), ==, -1);

  /* 25x25 at the hardest level, stopped at once. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (size_spin), 25);
  adw_combo_row_set_selected (ADW_COMBO_ROW (difficulty), 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (seed), 3);
  before = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
  generate (page, NULL);
  g_assert_true (gtk_widget_get_visible (stop));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-page", NULL);
  wait_until (bs_not_busy, page, 30000, "the generator to stop");
  after = qd_battleship_to_string (qd_battleship_page_get_puzzle (page));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "Generation stopped. The board is as it was.");
  g_assert_false (qd_job_bar_get_shown (job_bar ()));
  g_assert_false (gtk_widget_get_visible (stop));

  /* The same, to the end: hints taken away, then the new puzzle. */
  generate (page, &heard);
  wait_until (bs_not_busy, page, 60000, "the generator");
  g_assert_true (heard_prefix (&heard, "Taking away the hints the solution does not need: "));
  g_assert_nonnull (strstr (said->pdata[said->len - 1], " tried…"));
  g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 25);
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "A new puzzle with exactly one solution.");
  g_assert_cmpstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), ==, "");
  g_assert_false (gtk_widget_get_visible (stop));

  /* A quick one at the easiest level, which only adds hints: a new
   * untitled document, the old one a toast's Undo away. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (size_spin), 8);
  adw_combo_row_set_selected (ADW_COMBO_ROW (difficulty), 0);
  generate (page, &heard);
  wait_until (bs_not_busy, page, 30000, "the generator");
  g_assert_true (heard_prefix (&heard, "Adding hints until the solution is unique: "));
  g_assert_false (heard_prefix (&heard, "Taking away"));
  g_assert_cmpuint (qd_battleship_page_get_puzzle (page)->size, ==, 8);
  g_assert_null (qd_page_get_file (QD_PAGE (page)));
  g_object_get (page, "title", &title, NULL);
  g_assert_cmpstr (title, ==, "Generated Puzzle");
  g_assert_nonnull (qd_page_get_undo_toast (QD_PAGE (page)));
  g_assert_cmpstr (bs_label (page, "play_label"), ==, "A new puzzle with exactly one solution.");
  close_current_page ();
}

/* The solver's search as a tree under the grid: input_hard1 (the course's
 * hard puzzle) records its assignments and the root; at a failure the grid
 * shows what is decided there, the node's cell among it; the replay and the
 * tree follow each other. */
static void
test_search_tree (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_test_file ("data/input_hard1.txt", QD_TYPE_BATTLESHIP_PAGE));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "board_view"));
  QdSearchTreeView *view = show_search_tree (board);
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "run_controls")));
  const QdSearchTree *tree;
  gint failure;
  guint step;

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (bs_idle, page, 20000, "the Battleship solver");
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), ==, qd_battleship_page_get_result (page)->assignments + 1);
  qd_search_tree_view_select (view, 0);
  g_assert_true (qd_search_tree_view_find (view, QD_SEARCH_TREE_FIND_NEXT_FAILURE));
  failure = qd_search_tree_view_get_selected (view);
  g_assert_cmpint (qd_search_tree_status (tree, (guint) failure), ==, QD_SEARCH_NODE_FAILURE);
  g_assert_true (g_str_has_prefix (status_text (page, QD_TYPE_BATTLESHIP_PAGE), "Node"));
  /* The replay stands at the failure's assignment: a step of its own. */
  step = qd_stepper_get_step (stepper);
  g_assert_cmpuint (step, >, (guint) failure);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, failure);
  /* Stepping moves the tree: before the step the node before the failure
   * (its parent, or a sibling's last inference), the start the root. */
  qd_stepper_go_to (stepper, step - 1);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, failure - 1);
  qd_stepper_go_to (stepper, 0);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, 0);
  qd_search_tree_view_select (view, (guint) failure);
  collapse_and_expand (view, qd_search_tree_node (tree, (guint) failure)->parent);
  wait_for_frame ();
  screenshot ("ui-battleship-search-tree.png");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  close_current_page ();
}

/* The course's easy1 opened from the Examples menu and solved as a user
 * would: the tab's report has the sections of the CLI's report of the
 * command it names (the example's copy in the data folder, and --tree for
 * the search tree the tab recorded), and its
 * animation a frame for each step of the replay: inference decides each
 * unknown cell, then the search assigns every cell in turn. */
static void
test_report (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_example ("battleship", 0, QD_TYPE_BATTLESHIP_PAGE));
  const QdBattleship *puzzle = qd_battleship_page_get_puzzle (page);
  const QdBattleshipResult *result;
  guint unknown = 0;

  for (guint i = 0; i < puzzle->size * puzzle->size; i++)
    unknown += puzzle->hints[i] == QD_BATTLESHIP_UNKNOWN;
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (bs_idle, page, 20000, "the solver");
  result = qd_battleship_page_get_result (page);
  g_assert_cmpint (result->status, ==, QD_BATTLESHIP_SOLVED);
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-battleship");
    g_auto(GStrv) argv = report_command (report);

    /* quandary-cli battleship FILE --tree easy1.tree: the tab's search tree. */
    g_assert_cmpuint (g_strv_length (argv), ==, 5);
    g_assert_true (g_str_has_suffix (argv[2], "/examples/battleship/easy1.txt"));
    g_assert_true (g_file_test (argv[2], G_FILE_TEST_IS_REGULAR));
    g_assert_cmpstr (argv[3], ==, "--tree");
    g_assert_cmpstr (argv[4], ==, "easy1.tree");
    g_assert_nonnull (qd_report_find_part (report, QD_REPORT_SEARCH_TREE));
  }
  {
    g_autoptr(QdAnimation) animation =
      check_page_animation (QD_PAGE (page), unknown + (guint) result->assignments, "ui-battleship");
    g_autofree char *first = animation->describe (1, animation->data);
    g_autofree char *last = animation->describe (animation->n_steps, animation->data);

    g_assert_cmpstr (first, ==, "B5 is water (inference)");
    g_assert_cmpstr (last, ==, "F6 is water (search); the end: the solution");
  }
  close_current_page ();
}

static char *
read_test_file (const char *relative)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, relative, NULL);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* Check an Answer…: the course's hard1 solution with E5 (a middle part) made
 * water is wrong at line 5, E5 named; the tab, which had no run, takes the
 * checked one and its replay goes to the step that decides E5 (a middle
 * part there).  The course's solution is correct. */
static void
test_check_answer (void)
{
  QdBattleshipPage *page = QD_BATTLESHIP_PAGE (open_test_file ("data/input_hard1.txt", QD_TYPE_BATTLESHIP_PAGE));
  QdStepper *stepper = qd_run_controls_get_stepper (
    QD_RUN_CONTROLS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BATTLESHIP_PAGE, "run_controls")));
  g_autofree char *right = read_test_file ("data/solution_hard1.txt");
  g_autofree char *wrong = g_strdup (right);
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  char *row5 = strstr (wrong, "BWWLMRWWWW");

  g_assert_nonnull (row5);
  row5[4] = 'W';
  g_assert_false (qd_stepper_has_run (stepper));
  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-battleship");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 5);
  g_assert_cmpstr (result->expected, ==, "BWWLMRWWWW");
  g_assert_nonnull (strstr (result->explanation, "E5 holds a middle part (M) in the solution, water (W) in the answer."));
  g_assert_cmpint (result->step, >, 0);
  g_assert_true (qd_stepper_has_run (stepper));
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, (guint) result->step);
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_BATTLESHIP_PAGE), "E5"));
  screenshot ("ui-battleship-check-step.png");

  correct = check_answer_in_page (QD_PAGE (page), right, "ui-battleship-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);

  g_test_add_func ("/ui/battleship/solve-play-hint", test_battleship);
  g_test_add_func ("/ui/battleship/search-tree", test_search_tree);
  g_test_add_func ("/ui/battleship/keyboard-solve", test_keyboard_solve);
  g_test_add_func ("/ui/battleship/stop", test_stop);
  g_test_add_func ("/ui/battleship/generate", test_generate);
  g_test_add_func ("/ui/battleship/report", test_report);
  g_test_add_func ("/ui/battleship/check-answer", test_check_answer);
  return ui_run ();
}
