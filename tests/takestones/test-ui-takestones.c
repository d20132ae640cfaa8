/* test-ui-takestones.c — the Take-Stones tab under Xvfb: play against the
 * computer, the candidates' values, undo, the statement's game as an
 * example, the evaluator report, a broken file.  Screenshots land in the
 * build folder (ui-takestones-*.png). */
#include <string.h>
#include <glib/gstdio.h>

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include "app/pages/takestones/qd-takestones-page.h"
#include "app/widgets/qd-canvas.h"

static QdTakestonesPage *
current_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_TAKESTONES_PAGE (page));
  return QD_TAKESTONES_PAGE (page);
}

static gboolean
has_moves (gpointer n)
{
  QdTakestonesPage *page = current_page ();

  return !qd_page_get_busy (QD_PAGE (page)) &&
         qd_takestones_page_get_record (page)->moves->len == GPOINTER_TO_UINT (n);
}

static gboolean
has_candidates (gpointer page)
{
  guint n;

  qd_takestones_page_get_candidates (page, &n);
  return !qd_page_get_busy (QD_PAGE (page)) && n > 0;
}

static gboolean
has_report (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_takestones_page_get_report (page) != NULL;
}

static const char *
title_text (QdTakestonesPage *page)
{
  return page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_title");
}

/* Scrolls the sidebar so that the template child `name` shows. */
static void
show_in_sidebar (QdTakestonesPage *page, const char *name)
{
  GObject *sidebar = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "sidebar");
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, name);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sidebar));
  graphene_point_t point;

  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (sidebar))));

  /* Relative to the scrolled content, not to the viewport (which moves);
   * again once rows laid out late have grown the range. */
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (child), content, &GRAPHENE_POINT_INIT (0, 0), &point));
      gtk_adjustment_set_value (adjustment, point.y - 60);
      spin (100);
    }
  g_test_message ("sidebar scrolled to %g of %g, page %g (wanted %g), sidebar %d high", gtk_adjustment_get_value (adjustment),
                  gtk_adjustment_get_upper (adjustment), gtk_adjustment_get_page_size (adjustment), point.y - 60,
                  gtk_widget_get_height (GTK_WIDGET (sidebar)));
}

static void
test_play_against_computer (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  g_autofree char *opened = qd_page_serialize (QD_PAGE (page));
  const QdTakestonesCandidate *candidates;
  guint n;

  /* Twelve stones, you against the computer: the first stones are 1 3 5
   * and the computer shows its value of each (exhaustive minimax). */
  wait_until (has_candidates, page, 10000, "the evaluations of the first stones");
  candidates = qd_takestones_page_get_candidates (page, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (candidates[0].stone, ==, 5);   /* searched largest first */
  for (guint i = 0; i < n; i++)
    g_assert_true (candidates[i].value == 1 || candidates[i].value == -1);
  g_assert_cmpstr (title_text (page), ==, "Player 1, your move");
  /* The rule in numbers a person reads (it said "below 12/2"). */
  g_assert_cmpstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"), ==,
                   "The first stone must be odd and below 6, half of 12.");
  g_assert_cmpstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "value_label"), ==, "+1");
  screenshot ("ui-takestones-start.png");

  /* Take 5: the computer answers after its pause. */
  qd_takestones_page_take (page, 5);
  wait_until (has_moves, GUINT_TO_POINTER (2), 10000, "the computer's reply");
  g_assert_cmpuint (g_array_index (qd_takestones_page_get_record (page)->moves, guint, 0), ==, 5);
  wait_until (has_candidates, page, 10000, "the evaluations after the reply");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  screenshot ("ui-takestones-play.png");
  show_in_sidebar (page, "candidates_list");
  screenshot ("ui-takestones-candidates.png");
  /* The help explains both evaluators (a popover: not in screenshots). */
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "help_label"), "two moves past"));

  /* New Game drops the game into the undo history, says so, and its
   * toast's Undo brings it back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 0);
  g_assert_nonnull (qd_page_get_undo_toast (QD_PAGE (page)));
  g_assert_cmpstr (adw_toast_get_title (qd_page_get_undo_toast (QD_PAGE (page))), ==,
                   "A new game: Undo brings back the last one (2 moves)");
  g_signal_emit_by_name (qd_page_get_undo_toast (QD_PAGE (page)), "button-clicked");
  wait_until (has_moves, GUINT_TO_POINTER (2), 5000, "the game brought back");

  /* Undo goes back before your move (and the computer's answer). */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.undo", NULL));
  wait_until (has_moves, GUINT_TO_POINTER (0), 5000, "the undo");
  g_assert_cmpstr (title_text (page), ==, "Player 1, your move");
  /* Back to the game as it was made: nothing to save. */
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  {
    g_autofree char *text = qd_page_serialize (QD_PAGE (page));

    g_assert_nonnull (strstr (text, "stones 12\n"));
    g_assert_nonnull (strstr (text, "player2 computer\n"));
    g_assert_cmpstr (text, ==, opened);
  }
}

static gboolean
page_busy (gpointer page)
{
  return qd_page_get_busy (QD_PAGE (page));
}

/* Forty stones searched to the end run for hours: Stop ends the search at
 * once, and no move is played. */
static void
test_stop (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  GObject *stones = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "stones_spin");

  wait_until (page_not_busy, page, 10000, "the first evaluations");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stones), 40);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.computer-move", NULL));
  wait_until (page_busy, page, 5000, "the search of 40 stones");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.stop", NULL));
  wait_until (page_not_busy, page, 5000, "the stop");
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 0);
  close_current_page ();
}

static gboolean game_done (gpointer page);
static QdCanvas *board (QdTakestonesPage *page);

/* Monte Carlo tree search as player 1 (its iterations row under the list)
 * against a person: its move's tree is under the stones (N, U/N, UCB1; the
 * root's N its 200 iterations); MCTS Step by Step opens on the position and
 * steps; then against Quandary's search: the game is played to its end. */
static void
test_mcts (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  GObject *stones = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "stones_spin");
  GObject *p1 = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "player1_row");
  GObject *show = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "show_switch");
  g_autofree char *saved = NULL;

  wait_until (page_not_busy, page, 10000, "the first evaluations");
  /* No evaluations for the person: the tree under the stones stays MCTS's. */
  gtk_switch_set_active (GTK_SWITCH (show), FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stones), 11);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  qd_takestones_page_set_player (page, 1, "human");
  qd_takestones_page_set_player (page, 0, "mcts:200");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (p1)), ==, 2);
  g_assert_cmpstr (qd_takestones_page_get_record (page)->agents[0], ==, "mcts:200");
  wait_until (has_moves, GUINT_TO_POINTER (1), 30000, "MCTS's first move");
  check_mcts_tree (board (page), 200);
  wait_for_frame ();
  screenshot ("ui-takestones-mcts-tree.png");
  check_mcts_step (board (page), "takestones.mcts-step");
  qd_takestones_page_set_player (page, 1, "computer");
  wait_until (game_done, page, 30000, "the end of MCTS's game");
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, >=, 1);
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "player1 mcts:200\nplayer2 computer\n"));
  screenshot ("ui-takestones-mcts.png");
  close_current_page ();
}

static QdCanvas *
board (QdTakestonesPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "view"));
}

/* The board's words for a screen reader, as GTK has them: the cell under
 * the cursor (starting with `cell`: the computer's values may follow) and
 * the position (holding `position`). */
static void
assert_said (QdTakestonesPage *page, const char *cell, const char *position)
{
  QdCanvas *canvas = board (page);
  g_autofree char *label_error = NULL, *description_error = NULL;

  g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (canvas), cell));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (canvas), position));
  label_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                    qd_canvas_get_cell_text (canvas));
  g_assert_null (label_error);
  description_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (canvas),
                                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                          qd_canvas_get_position_text (canvas));
  g_assert_null (description_error);
}

/* A whole game of two humans on 7 stones with the keyboard only: the
 * cursor walks the stones (Home, Right, End, Left), Return takes the one
 * under it, and after every move the board says what happened.  Moves
 * (worked by hand from the rules): 3 (odd and under half of 7), then 6, 2,
 * 4, 1, 5 (each a multiple or factor of the last); 7 is left, which is
 * neither of 5: player 1 cannot move and loses. */
static void
test_keyboard_game (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  GtkWidget *canvas = GTK_WIDGET (board (page));
  GObject *stones = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "stones_spin");
  static const guint game[] = { 3, 6, 2, 4, 1, 5 };

  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE,
                                                                            "player1_row")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE,
                                                                            "player2_row")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stones), 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  wait_until (page_not_busy, page, 10000, "the new game");
  gtk_widget_grab_focus (canvas);
  wait_for_frame ();
  assert_said (page, "Stone 1: free, may be taken", "Player 1 to move; may take: 1, 3.");

  /* End goes to the last stone, Left back one, Home to the first; Up in a
   * single row stays put but is still the board's key. */
  g_assert_true (press_key (canvas, GDK_KEY_End));
  g_assert_cmpint (qd_canvas_get_cursor (QD_CANVAS (canvas)), ==, 6);
  g_assert_true (press_key (canvas, GDK_KEY_Left));
  g_assert_cmpint (qd_canvas_get_cursor (QD_CANVAS (canvas)), ==, 5);
  g_assert_true (press_key (canvas, GDK_KEY_Up));
  g_assert_cmpint (qd_canvas_get_cursor (QD_CANVAS (canvas)), ==, 5);
  g_assert_true (press_key (canvas, GDK_KEY_Home));
  screenshot ("ui-takestones-keyboard-cursor.png");

  for (guint m = 0; m < G_N_ELEMENTS (game); m++)
    {
      gint at = qd_canvas_get_cursor (QD_CANVAS (canvas));
      guint want = game[m] - 1;
      g_autofree char *taken = g_strdup_printf ("Stone %u: taken by player %u on move %u", game[m], m % 2 + 1, m + 1);

      while ((guint) at != want)
        {
          g_assert_true (press_key (canvas, (guint) at < want ? GDK_KEY_Right : GDK_KEY_Left));
          at = qd_canvas_get_cursor (QD_CANVAS (canvas));
        }
      /* Return takes the stone; on odd moves the board's menu does. */
      if (m % 2 == 1)
        g_assert_true (choose_from_board_menu (QD_CANVAS (canvas), "board.activate", NULL));
      else
        g_assert_true (press_key (canvas, GDK_KEY_Return));
      wait_until (has_moves, GUINT_TO_POINTER (m + 1), 5000, "the move");
      assert_said (page, taken, m + 1 < G_N_ELEMENTS (game) ? "to move; may take:"
                                                             : "Player 1 cannot move: the game is over.");
    }
  /* Return on a stone that may not be taken changes nothing. */
  g_assert_true (press_key (canvas, GDK_KEY_End));
  assert_said (page, "Stone 7: free, not allowed now", "the last stone 5");
  g_assert_true (press_key (canvas, GDK_KEY_Return));
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, G_N_ELEMENTS (game));
  screenshot ("ui-takestones-keyboard-over.png");
  close_current_page ();
}

static void
test_statement_example (void)
{
  QdTakestonesPage *page;
  g_autofree char *game = NULL;

  qd_window_open_example (window, "takestones", 0);
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "the example tab");
  wait_until (has_moves, GUINT_TO_POINTER (6), 5000, "the example's moves");
  page = current_page ();
  g_assert_cmpstr (title_text (page), ==, "Player 2 wins");
  game = qd_page_get_text_exports (QD_PAGE (page)) != NULL
         ? QD_PAGE_GET_CLASS (page)->get_text_export (QD_PAGE (page), "game") : NULL;
  g_assert_cmpstr (game, ==, "Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\nPlayer 2: 4\nPlayer 1: 1\n"
                   "Player 2: 7\nWinner: Player 2\n");
  screenshot ("ui-takestones-statement.png");

  /* Undo of a loaded game has nothing to go back to. */
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.undo", NULL) &&
                  qd_takestones_page_get_record (page)->moves->len != 6);
}

static void
test_report (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  const QdTakestonesExperiment *report;
  g_autofree char *text = NULL;
  AdwStyleManager *style = adw_style_manager_get_default ();

  wait_until (has_candidates, page, 10000, "the first evaluations");
  qd_takestones_page_run_report (page, 30, 3);
  wait_until (has_report, page, 60000, "the evaluator report");
  report = qd_takestones_page_get_report (page);
  g_assert_false (report->stopped);
  g_assert_cmpuint (report->rows->len, ==, 3);
  g_assert_cmpuint (report->games_played, >, 100);
  text = QD_PAGE_GET_CLASS (page)->get_text_export (QD_PAGE (page), "report");
  g_assert_nonnull (strstr (text, "\nall "));
  /* After the report the computer looks at the position again. */
  wait_until (has_candidates, page, 10000, "the evaluations after the report");
  show_in_sidebar (page, "report_list");
  screenshot ("ui-takestones-report.png");

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  spin (100);
  screenshot ("ui-takestones-dark.png");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static void
test_broken_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "illegal-move.stones", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  qd_window_open_file (window, file);
  wait_until (error_shown, (gpointer) "line 2: move 2 takes stone 5", 5000, "the error");
}

/* A saved game of 200,000 moves on one line (issue 34: the window stalled
 * for minutes before its error): read and parsed off the main thread, whose
 * frames go on; its error names the file and the line. */
static void
test_huge_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "qd-huge-line.stones", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) text = g_string_new ("stones 7\nplayer1 computer\nplayer2 computer\nmoves");
  guint frames = 0;

  for (guint i = 0; i < 200000; i++)
    g_string_append (text, " 1");
  g_string_append_c (text, '\n');
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  qd_window_open_file (window, file);
  while (!error_shown ((gpointer) "qd-huge-line.stones: line 4: move 2 takes stone 1"))
    {
      wait_for_frame ();
      g_assert_cmpuint (++frames, <, 2000);   /* a hang guard, not a time */
    }
  g_test_message ("%u frames until the error", frames);
  g_unlink (path);
}

static void
test_illegal_click (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));

  /* An illegal stone is refused (with a toast); the game stays as it was. */
  wait_until (has_candidates, page, 10000, "the first evaluations");
  qd_takestones_page_take (page, 2);
  qd_takestones_page_take (page, 13);
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 0);
  qd_takestones_page_take (page, 1);
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 1);
  /* While the computer thinks, a click is not a move. */
  qd_takestones_page_take (page, 2);
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 1);
  wait_until (has_moves, GUINT_TO_POINTER (2), 10000, "the computer's reply");
}

/* The search under the stones as a tree: twelve stones, the evaluations of
 * the first move (exhaustive minimax) are a tree whose nodes are the
 * search's; a node two plies down shows its two stones taken, the game
 * again once the human moves. */
static void
test_search_tree (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "view"));
  QdSearchTreeView *view = show_search_tree (board);
  const QdSearchTree *tree;
  gint deep = -1;

  wait_until (has_candidates, page, 10000, "the evaluations of the first stones");
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  g_assert_cmpuint (qd_search_tree_n_nodes (tree), >, 3);
  for (guint id = 0; id < qd_search_tree_n_nodes (tree) && deep < 0; id++)
    if (qd_search_tree_node (tree, id)->depth == 2)
      deep = (gint) id;
  g_assert_cmpint (deep, >, 0);
  qd_search_tree_view_select (view, deep);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"), "Node"));
  collapse_and_expand (view, qd_search_tree_node (tree, (guint) deep)->parent);
  wait_for_frame ();
  screenshot ("ui-takestones-search-tree.png");
  /* The human moves: the stones show the game, and a new search its tree. */
  qd_takestones_page_take (page, 5);
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, -1);
  g_assert_false (g_str_has_prefix (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"), "Node"));
  wait_until (has_moves, GUINT_TO_POINTER (2), 10000, "the computer's reply");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  close_current_page ();
}

static gboolean
game_done (gpointer page)
{
  QdTakestonesPosition pos;

  qd_takestones_record_position (qd_takestones_page_get_record (page), G_MAXUINT, &pos, NULL, NULL);
  return !qd_page_get_busy (QD_PAGE (page)) && !qd_takestones_has_move (&pos);
}

/* Two computers play 12 stones out at depth 4, then the game's report (the
 * same sections as the CLI's report of the command it names) and its
 * animation (a frame per move). */
static void
test_game_report (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  GObject *stones = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE, "stones_spin");
  const char *rows[] = { "player1_row", "player2_row" };
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                              QD_TYPE_TAKESTONES_PAGE, rows[i])), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TAKESTONES_PAGE,
                                                                            "depth_row")), 4);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (stones), 12);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  wait_until (game_done, page, 60000, "the end of the game");
  report = check_page_report (QD_PAGE (page), "ui-takestones-game");
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_GAME));
  animation = check_page_animation (QD_PAGE (page), qd_takestones_page_get_record (page)->moves->len, "ui-takestones-game");
  close_current_page ();
}

/* Check an Answer… of the statement's game (7 stones, the computer on both
 * sides, to the end) whose fourth move is 1 instead of 4: wrong at line 4,
 * the explanation gives both stones' values; the tab's game goes back to
 * the three stones before it, the computer waiting there with its values
 * for player 2's choice shown (4: 1, 1: -1). */
static void
test_check_answer (void)
{
  QdTakestonesPage *page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  QdTakestonesRecord *record = qd_takestones_record_new (7);
  g_autoptr(QdCheckResult) result = NULL;
  const QdTakestonesCandidate *candidates;
  guint n;

  record->depth = -1;
  record->computer[0] = record->computer[1] = TRUE;
  qd_page_set_model (QD_PAGE (page), record, QD_PAGE_CHANGE_OPENED);
  wait_until (has_moves, GUINT_TO_POINTER (6), 10000, "the computer's game");
  result = check_answer_in_page (QD_PAGE (page), "Player 1: 3\nPlayer 2: 6\nPlayer 1: 2\nPlayer 2: 1\n"
                                 "Player 1: 7\nWinner: Player 1\n", "ui-takestones");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 4);
  g_assert_cmpint (result->step, ==, 3);
  g_assert_cmpstr (result->expected, ==, "Player 2: 4");
  g_assert_nonnull (strstr (result->explanation, "4: 1, 1: -1"));
  /* The game taken back to player 2's choice, its values shown. */
  wait_until (has_candidates, page, 10000, "the values of player 2's stones");
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 3);
  candidates = qd_takestones_page_get_candidates (page, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (candidates[0].stone, ==, 4);
  g_assert_cmpfloat (candidates[0].value, ==, 1.0);
  g_assert_cmpuint (qd_takestones_page_get_record (page)->moves->len, ==, 3);
  screenshot ("ui-takestones-check-replay.png");
  close_current_page ();
}

static gboolean
forfeited (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) &&
         strstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"), "forfeits") != NULL;
}

static gboolean
over (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && g_str_has_suffix (title_text (page), "wins");
}

/* Outside agents of the registry (docs/agents.md) in the player lists: the
 * template plays a whole game against Quandary's search and the saved game
 * names it; one that crashes forfeits, the cause said. */
static void
test_outside_agent (void)
{
  g_autofree char *registry = g_strdup_printf ("[Template]\ncommand=%s takestones_agent.py --depth 3\nfolder=%s\n"
                                               "games=takestones\n\n[Crasher]\ncommand=%s %s crash\n"
                                               "games=takestones\n\n[Cells only]\ncommand=true\ngames=kcell\n",
                                               ui_python (), ui_agents_dir (), ui_python (), ui_hostile_agent ());
  QdTakestonesPage *page;
  GListModel *list;
  g_autofree char *saved = NULL;
  const QdTakestonesRecord *record;

  ui_set_agents_registry (registry);
  page = QD_TAKESTONES_PAGE (qd_window_new_page (window, "takestones"));
  /* Human, Computer and MCTS, then the registry's agents that play Take-Stones. */
  list = adw_combo_row_get_model (ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page),
                                                                                QD_TYPE_TAKESTONES_PAGE,
                                                                                "player1_row")));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 2), ==, "Monte Carlo Tree Search");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 3), ==, "Crasher");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 4), ==, "Template");
  qd_takestones_page_set_player (page, 1, "computer");
  qd_takestones_page_set_player (page, 0, "agent:Template");
  wait_until (over, page, 60000, "the end of the game against the outside agent");
  record = qd_takestones_page_get_record (page);
  g_assert_cmpuint (record->moves->len, >=, 1);
  g_test_message ("%s", page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"));
  g_assert_null (strstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"), "forfeits"));
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "\nplayer1 agent:Template\nplayer2 computer\n"));
  screenshot ("ui-takestones-outside-agent.png");

  qd_takestones_page_set_player (page, 0, "agent:Crasher");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "takestones.new", NULL));
  wait_until (forfeited, page, 60000, "the forfeit");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_TAKESTONES_PAGE, "status_detail"),
                            "Player 1 (hostile crash) forfeits: it ended before its move: killed by signal 11"));
  g_assert_cmpstr (title_text (page), ==, "Player 2 wins");
  screenshot ("ui-takestones-forfeit.png");
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
  ui_set_agents_registry (NULL);
}

int
main (int argc, char **argv)
{
  g_autofree char *config = g_dir_make_tmp ("quandary-ui-takestones-XXXXXX", NULL);

  /* A registry of the test's own, before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  g_test_add_func ("/ui/takestones/outside-agent", test_outside_agent);
  g_test_add_func ("/ui/takestones/play", test_play_against_computer);
  g_test_add_func ("/ui/takestones/search-tree", test_search_tree);
  g_test_add_func ("/ui/takestones/statement-example", test_statement_example);
  g_test_add_func ("/ui/takestones/report", test_report);
  g_test_add_func ("/ui/takestones/broken-file", test_broken_file);
  g_test_add_func ("/ui/takestones/huge-file", test_huge_file);
  g_test_add_func ("/ui/takestones/illegal-click", test_illegal_click);
  g_test_add_func ("/ui/takestones/keyboard-game", test_keyboard_game);
  g_test_add_func ("/ui/takestones/stop", test_stop);
  g_test_add_func ("/ui/takestones/mcts", test_mcts);
  g_test_add_func ("/ui/takestones/game-report", test_game_report);
  g_test_add_func ("/ui/takestones/check-answer", test_check_answer);
  return ui_run ();
}
