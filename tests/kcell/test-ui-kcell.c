/* test-ui-kcell.c — the KCell tab under Xvfb: a human against alpha-beta by
 * clicks, undo and redo, the agents playing each other to the end, saving
 * and opening games, a bad file, the experiments with Stop.  Screenshots
 * (ui-kcell-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include <glib/gstdio.h>
#include <string.h>

#include "app/pages/kcell/qd-kcell-page.h"
#include "app/qd-agent-names.h"
#include "app/widgets/qd-canvas.h"
#include "core/qd-agent.h"

static QdKcellPage *
current_kcell_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_KCELL_PAGE (page));
  return QD_KCELL_PAGE (page);
}

static gboolean
settled (gpointer data)
{
  return qd_kcell_page_is_settled (data);
}

typedef struct {
  QdKcellPage *page;
  guint moves;
} MovesWanted;

static gboolean
has_moves (gpointer data)
{
  MovesWanted *want = data;

  return qd_kcell_page_is_settled (want->page) && qd_kcell_page_get_game (want->page)->moves->len == want->moves;
}

static gboolean
has_at_least_moves (gpointer data)
{
  MovesWanted *want = data;

  return qd_kcell_page_is_settled (want->page) && qd_kcell_page_get_game (want->page)->moves->len >= want->moves;
}

static gboolean
game_over (gpointer data)
{
  const QdKcellGame *game = qd_kcell_page_get_game (data);
  QdKcellPosition pos;

  qd_kcell_game_position (game, G_MAXUINT, &pos);
  return qd_kcell_page_is_settled (data) && qd_kcell_outcome (&game->rules, &pos) != QD_KCELL_ONGOING;
}

/* The text export `id`, through a file as the Export menu writes it. */
static char *
export_text (QdKcellPage *page, const char *id)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "quandary-ui-kcell-export.txt", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (qd_page_export_text (QD_PAGE (page), id, FALSE, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  return text;
}

static char *
board_now (QdKcellPage *page)
{
  const QdKcellGame *game = qd_kcell_page_get_game (page);
  QdKcellPosition pos;

  qd_kcell_game_position (game, G_MAXUINT, &pos);
  return qd_kcell_board_string (&game->rules, &pos);
}

static void
test_play (void)
{
  QdKcellPage *page = QD_KCELL_PAGE (qd_window_new_page (window, "kcell"));
  MovesWanted want = { page, 2 };
  g_autofree char *board = NULL;
  const char *status;

  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the KCell tab");
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Untitled KCell Game");
  status = page_label (page, QD_TYPE_KCELL_PAGE, "status_label");
  g_assert_cmpstr (status, ==, "Player 1 (Human) to move.");
  screenshot ("ui-kcell-new.png");

  /* The front stone steps; alpha-beta answers. */
  qd_kcell_page_click (page, 1);
  wait_until (has_moves, &want, 10000, "alpha-beta's reply");
  board = board_now (page);
  g_assert_true (g_str_has_prefix (board, "[o_o"));
  g_assert_cmpuint (g_array_index (qd_kcell_page_get_game (page)->moves, guint8, 0), ==, 1);
  g_assert_cmpstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), ==, "Player 1 (Human) to move.");
  g_assert_cmpstr (page_label (page, QD_TYPE_KCELL_PAGE, "move_label"), !=, "—");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* An empty cell is refused with a word of help. */
  qd_kcell_page_click (page, 3);
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 2);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_KCELL_PAGE, "hint_label"), "your own stones"));
  screenshot ("ui-kcell-play.png");

  /* Undo takes back the human's move and the reply; redo brings both. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.undo", NULL));
  wait_until (settled, page, 5000, "the undo");
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.redo", NULL));
  wait_until (settled, page, 5000, "the redo");
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 2);
}

/* A whole game against alpha-beta with the keyboard only: on each turn the
 * arrows take the cursor to a stone the human may move and Return moves
 * it; the board tells a screen reader the cell under the cursor and the
 * position, as GTK holds them, after every move, to the end. */
static void
test_keyboard_game (void)
{
  QdKcellPage *page = QD_KCELL_PAGE (qd_window_new_page (window, "kcell"));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "board_view"));
  QdKcellPosition pos;
  guint turns = 0;

  wait_until (settled, page, 5000, "the new game");
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, "Cell 1: player 1’s stone (o), can move");
  g_assert_cmpstr (qd_canvas_get_position_text (board), ==, "KCell, 7 cells: o o _ _ _ x x. Player 1 (o) to move.");
  screenshot ("ui-kcell-keyboard-cursor.png");
  for (;;)
    {
      const QdKcellGame *game = qd_kcell_page_get_game (page);
      MovesWanted want = { page, 0 };
      guint64 movable;
      guint target = 0;
      g_autofree char *said = NULL;

      qd_kcell_game_position (game, G_MAXUINT, &pos);
      if (qd_kcell_outcome (&game->rules, &pos) != QD_KCELL_ONGOING)
        break;
      g_assert_cmpuint (++turns, <, 40);
      g_assert_cmpint (pos.to_move, ==, QD_KCELL_P1);
      movable = qd_kcell_movable (&game->rules, &pos, QD_KCELL_P1);
      g_assert_cmpuint (movable, !=, 0);
      while (!(movable & (G_GUINT64_CONSTANT (1) << target)))
        target++;
      while (qd_canvas_get_cursor (board) != (gint) target)
        g_assert_true (press_key (GTK_WIDGET (board),
                                  qd_canvas_get_cursor (board) < (gint) target ? GDK_KEY_Right : GDK_KEY_Left));
      said = g_strdup_printf ("Cell %u: player 1’s stone (o), can move", target + 1);
      g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, said);
      want.moves = game->moves->len + 1;
      /* Return moves the stone; every other turn the board's menu does. */
      if (turns % 2 == 0)
        g_assert_true (choose_from_board_menu (board, "board.activate", NULL));
      else
        g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
      /* The human's move, then alpha-beta's (or the end). */
      wait_until (has_at_least_moves, &want, 10000, "the human's move");
      want.moves++;
      qd_kcell_game_position (qd_kcell_page_get_game (page), G_MAXUINT, &pos);
      if (qd_kcell_outcome (&game->rules, &pos) == QD_KCELL_ONGOING)
        wait_until (has_at_least_moves, &want, 20000, "alpha-beta's reply");
      qd_kcell_game_position (qd_kcell_page_get_game (page), G_MAXUINT, &pos);
      g_assert_nonnull (strstr (qd_canvas_get_position_text (board),
                                qd_kcell_outcome (&game->rules, &pos) != QD_KCELL_ONGOING ? " wins." : " to move."));
      {
        g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                     qd_canvas_get_position_text (board));

        g_assert_null (error);
      }
    }
  g_test_message ("%u turns: %s", turns, qd_canvas_get_position_text (board));
  screenshot ("ui-kcell-keyboard-over.png");
  close_current_page ();
}

static void
test_agents_play_out (void)
{
  QdKcellPage *page = current_kcell_page ();
  QdKcellAgent heuristic = { QD_KCELL_AGENT_HEURISTIC, 10 };
  QdKcellAgent random = { QD_KCELL_AGENT_RANDOM_HEURISTIC, 1 };
  g_autofree char *transcript = NULL;
  g_autofree char *saved = NULL;

  /* Both sides to agents: the game runs to its end by itself. */
  qd_kcell_page_set_agent (page, QD_KCELL_P1, &heuristic);
  qd_kcell_page_set_agent (page, QD_KCELL_P2, &random);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.resume", NULL));
  wait_until (game_over, page, 30000, "the end of the game");
  screenshot ("ui-kcell-finished.png");
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_true (g_str_has_prefix (saved, "# KCell game (Quandary)\ncells 7\nstones 2\nplayer1 alphabeta:10\n"
                                          "player2 random-heuristic:1\nmoves 2 "));
  transcript = export_text (page, "transcript");
  g_assert_nonnull (transcript);
  g_assert_true (g_str_has_suffix (transcript, "wins.\n") || g_str_has_suffix (transcript, "Draw.\n"));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "Player"));
}

/* Monte Carlo tree search chosen in player 1's list, its iterations row
 * shown: it plays a whole game against random moves, and the last search's
 * count is of iterations. */
static void
test_mcts (void)
{
  QdKcellPage *page = current_kcell_page ();
  g_autofree char *saved = NULL;
  GObject *p1_row, *nodes_row;

  p1_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "p1_row");
  nodes_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "nodes_row");

  /* A person on both sides first: no agent plays the new game yet. */
  qd_kcell_page_set_player (page, QD_KCELL_P1, "human");
  qd_kcell_page_set_player (page, QD_KCELL_P2, "human");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.new-game", NULL));
  wait_until (settled, page, 5000, "the new game");
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 0);
  qd_kcell_page_set_player (page, QD_KCELL_P2, "random");
  adw_combo_row_set_selected (ADW_COMBO_ROW (p1_row), QD_KCELL_AGENT_MCTS);
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "player1 mcts\nplayer2 random\n"));
  qd_kcell_page_set_player (page, QD_KCELL_P1, "mcts:300");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (p1_row)), ==, QD_KCELL_AGENT_MCTS);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.resume", NULL));
  wait_until (game_over, page, 30000, "the end of MCTS's game");
  wait_for_frame ();
  screenshot ("ui-kcell-mcts.png");
  g_clear_pointer (&saved, g_free);
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "player1 mcts:300\nplayer2 random\n"));
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, >=, 3);
  /* The last move was random's when MCTS does not end the game: look at
   * the row only when MCTS moved last (an odd number of moves). */
  if (qd_kcell_page_get_game (page)->moves->len % 2 == 1)
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (nodes_row)), ==, "Iterations");
}

static void
test_example_and_files (void)
{
  QdKcellPage *page;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "quandary-ui-kcell.kcell", NULL);
  g_autofree char *bad = g_build_filename (g_get_tmp_dir (), "quandary-ui-bad.kcell", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad_file = g_file_new_for_path (bad);
  g_autofree char *copy = g_build_filename (g_get_tmp_dir (), "quandary-ui-kcell-copy.kcell", NULL);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *board = NULL;

  /* The statement's chain: one click jumps the stone twice. */
  qd_window_open_example (window, "kcell", 2);
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "the example tab");
  page = current_kcell_page ();
  wait_until (settled, page, 5000, "the example");
  board = board_now (page);
  g_assert_cmpstr (board, ==, "[_oox_x_]");
  qd_kcell_page_click (page, 2);
  wait_until (settled, page, 5000, "the chain");
  g_clear_pointer (&board, g_free);
  board = board_now (page);
  g_assert_cmpstr (board, ==, "[_o_x_xo]");
  screenshot ("ui-kcell-chain.png");

  /* Saved, then opened under another name (the same file would only
   * bring its tab forward). */
  g_assert_true (qd_page_save_to (QD_PAGE (page), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_suffix (contents, "moves 2 7 1 5 3\n"));
  g_assert_true (g_file_set_contents (copy, contents, -1, NULL));
  qd_window_open_file (window, copy_file);
  wait_until (has_page, GUINT_TO_POINTER (3), 5000, "the saved game's tab");
  page = current_kcell_page ();
  g_clear_pointer (&board, g_free);
  board = board_now (page);
  g_assert_cmpstr (board, ==, "[_o_x_xo]");

  g_assert_true (g_file_set_contents (bad, "cells 7\nstones 2\nmoves 2 2\n", -1, NULL));
  qd_window_open_file (window, bad_file);
  wait_until (error_shown, "quandary-ui-bad.kcell: line 3: move 2 (2)", 5000, "the error toast");
  g_unlink (bad);
  g_unlink (copy);
  g_unlink (path);
}

static gboolean
report_ready (gpointer data)
{
  return !qd_page_get_busy (data) && qd_kcell_page_get_report (data) != NULL;
}

static void
test_experiments (void)
{
  QdKcellPage *page = current_kcell_page ();
  GObject *games = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "games_spin");
  GObject *depth = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "match_depth_spin");
  g_autofree char *csv = NULL;
  const char *report;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (games), 6);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (depth), 12);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.report-match", NULL));
  wait_until (report_ready, page, 60000, "the match");
  report = qd_kcell_page_get_report (page);
  /* The players by their names in the window, not the command line's ids. */
  g_assert_nonnull (strstr (report, "A: Heuristic alpha-beta, depth 12; B: Random heuristic, depth 1 — 15 cells, 3 stones, "
                                    "6 games per side"));
  g_assert_nonnull (strstr (report, "A typical game, A as player 2:"));
  csv = export_text (page, "report-csv");
  g_assert_true (g_str_has_prefix (csv, "agent_a,agent_b"));
  screenshot ("ui-kcell-experiment.png");

  /* The lower half of the sidebar: the experiments and the heuristic's help. */
  {
    GObject *sidebar = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "sidebar");
    GObject *help = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "heuristic_row");
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sidebar));

    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (help), TRUE);
    wait_for_frame ();
    spin (100);
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    wait_for_frame ();
    screenshot ("ui-kcell-sidebar.png");
    gtk_adjustment_set_value (adjustment, 0);
  }

  /* The sizes run, stopped at once, shows what it has. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.report-sizes", NULL));
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  /* While it runs, the status says so, not whose move it is. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE,
                                                                                  "status_label"))),
                   ==, "An experiment is running: the game waits.");
  spin (300);
  /* The header's Stop, in sight whatever the sidebar shows, stops it. */
  {
    GtkWidget *stop = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "stop_button"));

    g_assert_true (gtk_widget_get_visible (stop));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.stop-page", NULL));
    wait_until (page_not_busy, page, 10000, "the stop");
    g_assert_false (gtk_widget_get_visible (stop));
  }
  report = qd_kcell_page_get_report (page);
  g_assert_nonnull (strstr (report, "Largest boards"));
  g_assert_nonnull (strstr (report, "(stopped)"));
}

static void
test_dark (void)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-kcell-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* Alpha-beta's reply as a search tree under the board: its nodes not pruned
 * are the nodes the sidebar counts; a node one ply down shows its position
 * and description; the human's next move brings the game back. */
static void
test_search_tree (void)
{
  QdKcellPage *page = QD_KCELL_PAGE (qd_window_new_page (window, "kcell"));
  QdCanvas *board = QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "board_view"));
  QdSearchTreeView *view = show_search_tree (board);
  MovesWanted want = { page, 2 };
  const QdSearchTree *tree;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  gint child;

  wait_until (settled, page, 5000, "the new game");
  qd_kcell_page_click (page, 1);
  wait_until (has_moves, &want, 10000, "alpha-beta's reply");
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  qd_search_tree_count (tree, counts);
  /* The window groups the digits ("1,234"). */
  g_auto(GStrv) groups = g_strsplit (page_label (page, QD_TYPE_KCELL_PAGE, "nodes_label"), ",", -1);
  g_autofree char *digits = g_strjoinv ("", groups);

  g_assert_cmpuint (qd_search_tree_n_nodes (tree) - counts[QD_SEARCH_NODE_PRUNED], ==,
                    g_ascii_strtoull (digits, NULL, 10));
  child = (gint) qd_search_tree_first_child (tree, 0);
  g_assert_cmpint (child, >, 0);
  qd_search_tree_view_select (view, child);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "Node"));
  collapse_and_expand (view, 0);
  wait_for_frame ();
  screenshot ("ui-kcell-search-tree.png");
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  g_assert_false (g_str_has_prefix (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "Node"));
  close_current_page ();
}

/* A bundled game played out by two searchers, then its report (the same
 * sections as the CLI's report of the command it names) and its
 * animation (a frame per move). */
static void
test_report (void)
{
  QdKcellPage *page;
  QdKcellAgent alphabeta = { QD_KCELL_AGENT_ALPHABETA, 0 };
  QdKcellAgent minimax = { QD_KCELL_AGENT_MINIMAX, 0 };
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  page = QD_KCELL_PAGE (open_example ("kcell", 0, QD_TYPE_KCELL_PAGE));
  qd_kcell_page_set_agent (page, QD_KCELL_P1, &alphabeta);
  qd_kcell_page_set_agent (page, QD_KCELL_P2, &minimax);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.resume", NULL));
  wait_until (game_over, page, 30000, "the end of the game");
  report = check_page_report (QD_PAGE (page), "ui-kcell");
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_GAME));
  animation = check_page_animation (QD_PAGE (page), qd_kcell_page_get_game (page)->moves->len, "ui-kcell");
  close_current_page ();
}

/* Check an Answer… of a game of minimax against alpha-beta on 7 cells and 2
 * stones (tests/kcell/golden/minimax-7-2.txt) whose second move is the jump
 * 7 -> 5 instead of the step 6 -> 5: wrong at line 3, the explanation names
 * both moves' values; the tab's game goes back to the position after move
 * 1, where player 2 chose, its players waiting. */
static void
test_check_answer (void)
{
  QdKcellPage *page = QD_KCELL_PAGE (qd_window_new_page (window, "kcell"));
  QdKcellRules rules;
  QdKcellPosition pos;
  g_autoptr(QdCheckResult) result = NULL;
  g_autofree char *board = NULL;
  const char *wrong = "P1: [oo___xx]\nP2: [_oo__xx]\nP1: [_oo_xx_]\nP2: [_o_ox_x]\nP1: [_o_oxx_]\n\n"
                      "[__ooxx_]\nDraw.\n";

  g_assert_true (qd_kcell_rules_init (&rules, 7, 2, NULL));
  qd_page_set_model (QD_PAGE (page), qd_kcell_game_new (&rules, "minimax", "alphabeta"), QD_PAGE_CHANGE_OPENED);
  wait_until (game_over, page, 30000, "the end of the game");
  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-kcell");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 3);
  g_assert_cmpint (result->step, ==, 1);
  g_assert_cmpstr (result->expected, ==, "P1: [_oo_x_x]");
  g_assert_nonnull (strstr (result->explanation, "7 → 5: 1, 6 → 5: 0"));
  /* The game taken back to move 2's position, the players waiting. */
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 1);
  qd_kcell_game_position (qd_kcell_page_get_game (page), G_MAXUINT, &pos);
  board = qd_kcell_board_string (&rules, &pos);
  g_assert_cmpstr (board, ==, "[_oo__xx]");
  wait_for_frame ();
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 1);
  /* The search of the move where the answer parts is in the search tree,
   * and nothing was played. */
  wait_until (page_not_busy, page, 30000, "the search at the check's step");
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, ==, 1);
  {
    QdSearchTreeView *tree_view = show_search_tree (qd_page_get_canvas (QD_PAGE (page)));
    const QdSearchTree *tree = qd_search_tree_view_get_tree (tree_view);

    g_assert_nonnull (tree);
    g_assert_cmpuint (qd_search_tree_n_nodes (tree), >, 1);
  }
  screenshot ("ui-kcell-check-replay.png");
  close_current_page ();
}

static gboolean
forfeited (gpointer data)
{
  return qd_kcell_page_is_settled (data) &&
         strstr (page_label (data, QD_TYPE_KCELL_PAGE, "status_label"), "forfeits") != NULL;
}

/* An outside agent of the registry (docs/agents.md) in the player list: the
 * template plays a whole game against Quandary's agent; one that answers an
 * illegal move forfeits, the cause said. */
static void
test_outside_agent (void)
{
  g_autofree char *registry = g_strdup_printf ("[Template]\ncommand=%s kcell_agent.py --depth 3\nfolder=%s\n"
                                               "games=kcell\n\n[Cheater]\ncommand=%s %s illegal\ngames=kcell\n"
                                               "move-time=5\n",
                                               ui_python (), ui_agents_dir (), ui_python (), ui_hostile_agent ());
  QdKcellPage *page;
  QdKcellAgent random = { QD_KCELL_AGENT_RANDOM_HEURISTIC, 1 };
  g_autofree char *saved = NULL;

  ui_set_agents_registry (registry);
  page = QD_KCELL_PAGE (open_example ("kcell", 0, QD_TYPE_KCELL_PAGE));
  qd_kcell_page_set_agent (page, QD_KCELL_P1, &random);
  qd_kcell_page_set_player (page, QD_KCELL_P2, "agent:Template");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.resume", NULL));
  wait_until (game_over, page, 60000, "the end of the game against the outside agent");
  screenshot ("ui-kcell-outside-agent.png");
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "player2 agent:Template\n"));
  /* The outside agent moved (every second move is its own), and the game
   * ended by the rules, not by a forfeit. */
  g_assert_cmpuint (qd_kcell_page_get_game (page)->moves->len, >=, 2);
  g_test_message ("%s", page_label (page, QD_TYPE_KCELL_PAGE, "status_label"));
  g_assert_null (strstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "forfeits"));
  g_assert_true (strstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "wins") != NULL ||
                 strstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "draw") != NULL);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.new-game", NULL));
  qd_kcell_page_set_player (page, QD_KCELL_P1, "agent:Cheater");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.resume", NULL));
  wait_until (forfeited, page, 60000, "the forfeit");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_KCELL_PAGE, "status_label"), "“999” is not a legal move"));
  screenshot ("ui-kcell-forfeit.png");

  /* The match experiment with an outside agent A: the template plays its
   * games to their end; the cheater forfeits each, counted. */
  {
    GObject *games = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "games_spin");
    GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KCELL_PAGE, "match_agent_row");
    GListModel *agents = adw_combo_row_get_model (ADW_COMBO_ROW (row));
    const char *report;

    g_assert_cmpuint (g_list_model_get_n_items (agents), ==, 3);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (agents), 2), ==, "Template");
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (games), 1);
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 2);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.report-match", NULL));
    wait_until (report_ready, page, 120000, "the outside agent's match");
    report = qd_kcell_page_get_report (page);
    g_test_message ("%s", report);
    g_assert_true (g_str_has_prefix (report, "A: agent:Template; B: Random heuristic, depth 1"));
    g_assert_null (strstr (report, "forfeit"));
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kcell.report-match", NULL));
    wait_until (report_ready, page, 60000, "the cheater's match");
    report = qd_kcell_page_get_report (page);
    g_assert_nonnull (strstr (report, "A as P1: forfeits by A 1, by B 0"));
    g_assert_nonnull (strstr (report, "Player 1 (agent:Cheater) forfeits: illegal."));
    screenshot ("ui-kcell-match-outside.png");
  }
  close_current_page ();
  ui_set_agents_registry (NULL);
}

int
main (int argc, char **argv)
{
  g_autofree char *config = g_dir_make_tmp ("quandary-ui-kcell-XXXXXX", NULL);

  /* A registry of the test's own, before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  g_test_add_func ("/ui/kcell/outside-agent", test_outside_agent);
  g_test_add_func ("/ui/kcell/play", test_play);
  g_test_add_func ("/ui/kcell/search-tree", test_search_tree);
  g_test_add_func ("/ui/kcell/keyboard-game", test_keyboard_game);
  g_test_add_func ("/ui/kcell/agents-play-out", test_agents_play_out);
  g_test_add_func ("/ui/kcell/mcts", test_mcts);
  g_test_add_func ("/ui/kcell/example-and-files", test_example_and_files);
  g_test_add_func ("/ui/kcell/experiments", test_experiments);
  g_test_add_func ("/ui/kcell/dark", test_dark);
  g_test_add_func ("/ui/kcell/report", test_report);
  g_test_add_func ("/ui/kcell/check-answer", test_check_answer);
  return ui_run ();
}
