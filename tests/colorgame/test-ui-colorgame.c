/* test-ui-colorgame.c — the map-colouring game tab under Xvfb: the bundled
 * example, the computer's move and its exact trace, human moves, undo,
 * computer against computer, the editor, saving.  Screenshots are saved in
 * the build folder (ui-colorgame-*.png) to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include "app/qd-check-window.h"
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "app/pages/colorgame/qd-colorgame-page.h"
#include "app/widgets/qd-map-view.h"
#include "core/qd-game-mcts.h"
#include "app/widgets/qd-canvas.h"

static GObject *
child (QdColorgamePage *page, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_COLORGAME_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

static gboolean
trace_ready (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data)) && qd_colorgame_page_get_trace (data) != NULL;
}

static gboolean
game_finished (gpointer data)
{
  return !qd_page_get_busy (QD_PAGE (data)) &&
         g_str_has_prefix (page_label (data, QD_TYPE_COLORGAME_PAGE, "turn_label"), "Game over");
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

static void
show (QdColorgamePage *page, const char *view)
{
  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "main_stack")), view);
  wait_for_frame ();
}

static QdColorgamePage *
open_australia (void)
{
  return QD_COLORGAME_PAGE (open_example ("colorgame", 0, QD_TYPE_COLORGAME_PAGE));
}

/* The computer moves for player 1 from the statement's position: the trace
 * it shows is the course's output for t5, byte for byte, and its move is
 * NSW B.  Then a human plays player 2, a wrong move is refused, undo. */
static void
test_computer_and_human (void)
{
  QdColorgamePage *page = open_australia ();
  QdColorgame *game = qd_colorgame_page_get_game (page);
  g_autofree char *expected = read_test_file ("data/output_t5.txt");
  const QdColorgameAssign *last;

  g_assert_cmpuint (game->map->n_regions, ==, 6);
  qd_colorgame_page_set_players (page, FALSE, FALSE);
  wait_for_frame ();
  screenshot ("ui-colorgame-open.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.computer-move", NULL);
  wait_until (trace_ready, page, 20000, "the computer's move");
  g_assert_cmpstr (qd_colorgame_page_get_trace (page), ==, expected);
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->initial->len, ==, 3);
  last = &g_array_index (game->initial, QdColorgameAssign, 2);
  g_assert_cmpstr (game->map->names->pdata[last->node], ==, "NSW");
  g_assert_cmpstr (game->colors->pdata[last->color], ==, "B");
  g_assert_cmpuint (last->player, ==, 1);
  g_assert_cmpstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "best_label"), ==, "NSW B");
  g_assert_cmpstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "lines_label"), ==, "86");
  screenshot ("ui-colorgame-computer-move.png");
  show (page, "trace");
  screenshot ("ui-colorgame-trace.png");
  show (page, "map");
  /* The search of that move as a tree under the map: its nodes not pruned
   * are the nodes it searched; a node selected shows its position (the
   * start, then the moves on its path), the game again once deselected. */
  {
    QdCanvas *board = QD_CANVAS (child (page, "map_view"));
    QdSearchTreeView *view = show_search_tree (board);
    const QdSearchTree *tree = qd_search_tree_view_get_tree (view);
    guint64 counts[QD_SEARCH_NODE_N_STATUSES];
    gint deep = -1;

    g_assert_nonnull (tree);
    g_assert_true (qd_search_tree_is_finished (tree));
    qd_search_tree_count (tree, counts);
    /* The window groups the digits ("1,234"). */
    g_auto(GStrv) groups = g_strsplit (page_label (page, QD_TYPE_COLORGAME_PAGE, "nodes_label"), ",", -1);
    g_autofree char *digits = g_strjoinv ("", groups);

    g_assert_cmpuint (qd_search_tree_n_nodes (tree) - counts[QD_SEARCH_NODE_PRUNED], ==,
                      g_ascii_strtoull (digits, NULL, 10));
    for (guint id = 0; id < qd_search_tree_n_nodes (tree) && deep < 0; id++)
      if (qd_search_tree_node (tree, id)->depth == 2)
        deep = (gint) id;
    g_assert_cmpint (deep, >, 0);
    qd_search_tree_view_select (view, deep);
    /* Two moves after the position searched from (two nodes coloured then). */
    wait_position (board, "4 coloured");
    collapse_and_expand (view, qd_search_tree_node (tree, (guint) deep)->parent);
    wait_for_frame ();
    screenshot ("ui-colorgame-tree.png");
    qd_search_tree_view_select (view, -1);
    wait_position (board, "3 coloured");
    gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  }

  /* The trace export is the same bytes. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-colorgame-output.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *written = NULL;

    g_assert_true (qd_page_export_text (QD_PAGE (page), "trace", FALSE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
    g_assert_cmpstr (written, ==, expected);
  }

  /* Player 2, a human: NT cannot be R (WA is), V R is fine. */
  g_assert_false (qd_colorgame_page_play (page, "NT", "R"));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "play_label"), "It can be B"));
  g_assert_false (qd_colorgame_page_play (page, "NSW", "R"));
  g_assert_true (qd_colorgame_page_play (page, "V", "R"));
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->initial->len, ==, 4);
  g_assert_cmpuint (g_array_index (game->initial, QdColorgameAssign, 3).player, ==, 2);
  /* Scores: player 1 has R 10 + B 0, player 2 G 2 + R 0. */
  g_assert_cmpstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "score1_label"), ==, "10");
  g_assert_cmpstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "score2_label"), ==, "2");
  g_assert_cmpstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "moves_label"), ==, "2");
  screenshot ("ui-colorgame-human-move.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-colorgame-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.undo", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.redo", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, 4);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  /* Back to the game as opened: not modified; then forward again. */
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.undo", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, 2);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.redo", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, 4);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.restart", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, 2);
  close_current_page ();
}

/* Takes the board's cursor to `node` with the arrow keys, towards it along
 * the longer axis first, the other when that way leads nowhere. */
static void
walk_to (QdCanvas *board, const QdMap *map, guint node)
{
  for (guint presses = 0; qd_canvas_get_cursor (board) != (gint) node; presses++)
    {
      guint at = (guint) qd_canvas_get_cursor (board);
      double dx = map->x[node] - map->x[at], dy = map->y[node] - map->y[at];
      guint horizontal = dx > 0 ? GDK_KEY_Right : GDK_KEY_Left, vertical = dy > 0 ? GDK_KEY_Down : GDK_KEY_Up;
      gboolean across = fabs (dx) >= fabs (dy);

      g_assert_cmpuint (presses, <, 30);
      g_assert_true (press_key (GTK_WIDGET (board), across ? horizontal : vertical));
      if ((guint) qd_canvas_get_cursor (board) == at)
        g_assert_true (press_key (GTK_WIDGET (board), across ? vertical : horizontal));
    }
}

/* A whole game of two humans on the statement's map with the keyboard only:
 * each move's colour chosen in the sidebar's list, the node reached with the
 * arrows and coloured with Return; after every move the board tells a
 * screen reader the node and the game. */
typedef struct {
  QdCanvas *board;
  const char *prefix;
} CellSays;

/* The cell under the board's cursor is read as beginning with `prefix`. */
static gboolean
cell_says (gpointer data)
{
  CellSays *w = data;

  return g_str_has_prefix (qd_canvas_get_cell_text (w->board), w->prefix);
}

static void
test_keyboard_game (void)
{
  QdColorgamePage *page = open_australia ();
  QdCanvas *board = QD_CANVAS (child (page, "map_view"));
  guint moves = 0;

  qd_colorgame_page_set_players (page, FALSE, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "Colouring game, 6 nodes, 2 coloured. Player 1 to move"));
  for (;;)
    {
      QdColorgame *game = qd_colorgame_page_get_game (page);
      QdColorgameRules rules;
      g_autofree QdColorgameState *state = NULL;
      g_autofree QdMove *legal = NULL;
      guint n, node, color, j = 0;
      g_autofree char *said = NULL;

      qd_colorgame_rules_init (&rules, game, FALSE);
      state = qd_colorgame_root (game, qd_colorgame_next_player (game) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN);
      legal = g_new (QdMove, game->map->n_regions * game->colors->len + 1);
      n = qd_colorgame_moves (&rules, state, legal);
      if (n == 0)
        break;
      g_assert_cmpuint (++moves, <, 20);
      node = QD_COLORGAME_MOVE_NODE (legal[0]);
      color = QD_COLORGAME_MOVE_COLOR (legal[0]);
      while (game->color_order[j] != color)
        j++;
      /* Every other move: the colour picked in the sidebar, then Return;
       * else the colour chosen from the board's menu (Shift+F10). */
      if (moves % 2 == 1)
        adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "color_row")), j);
      walk_to (board, game->map, node);
      g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), game->map->names->pdata[node]));
      g_assert_nonnull (strstr (qd_canvas_get_cell_text (board), ": not coloured"));
      if (moves % 2 == 1)
        g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
      else
        g_assert_true (choose_from_board_menu (board, "colorgame.play-color", g_variant_new_uint32 (j)));
      game = qd_colorgame_page_get_game (page);
      said = g_strdup_printf ("%s: %s, by player", (const char *) game->map->names->pdata[node],
                              (const char *) game->colors->pdata[color]);
      {
        CellSays w = { board, said };

        wait_until (cell_says, &w, 5000, "the node's new colour read");
      }
      {
        g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (board),
                                                                     GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                     qd_canvas_get_position_text (board));

        g_assert_null (error);
      }
    }
  g_assert_cmpuint (moves, >, 0);
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "Game over"));
  g_test_message ("%u moves: %s", moves, qd_canvas_get_position_text (board));
  screenshot ("ui-colorgame-keyboard.png");
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* Computer against computer on the 29-node course case, to the end. */
static void
test_computer_against_computer (void)
{
  QdColorgamePage *page = QD_COLORGAME_PAGE (open_example ("colorgame", 1, QD_TYPE_COLORGAME_PAGE));
  QdColorgame *game;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (qd_colorgame_page_get_game (page)->map->n_regions, ==, 29);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "depth_spin")), 2);
  gtk_switch_set_active (GTK_SWITCH (child (page, "ac_switch")), TRUE);
  qd_colorgame_page_set_players (page, TRUE, TRUE);
  wait_until (game_finished, page, 90000, "computer against computer");
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->depth, ==, 2);
  g_assert_cmpuint (game->initial->len, >, 2);
  /* Every move kept the colouring proper. */
  g_assert_true (qd_colorgame_check (game, 2, &error));
  g_assert_no_error (error);
  wait_for_frame ();
  screenshot ("ui-colorgame-computer-vs-computer.png");
  show_search_tree (QD_CANVAS (child (page, "map_view")));
  wait_for_frame ();
  screenshot ("ui-colorgame-t0-tree.png");
  gtk_widget_activate_action (GTK_WIDGET (child (page, "map_view")), "board.show-search-tree", NULL);
  close_current_page ();
}

static gboolean
has_assignments (gpointer data)
{
  QdColorgamePage *page = QD_COLORGAME_PAGE (qd_window_get_current_page (window));

  return !qd_page_get_busy (QD_PAGE (page)) &&
         qd_colorgame_page_get_game (page)->initial->len == GPOINTER_TO_UINT (data);
}

/* Monte Carlo tree search (chosen in the list of the player to move)
 * against a person on the 29-node course case: its move's tree under the
 * map (the root's N its iterations), MCTS Step by Step on the position;
 * then MCTS as player 1 against alpha-beta, to the end, every move by the
 * rules. */
static void
test_mcts (void)
{
  QdColorgamePage *page = QD_COLORGAME_PAGE (open_example ("colorgame", 1, QD_TYPE_COLORGAME_PAGE));
  QdColorgame *game;
  guint before = qd_colorgame_page_get_game (page)->initial->len;
  guint first = qd_colorgame_next_player (qd_colorgame_page_get_game (page));
  g_autoptr(GError) error = NULL;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "depth_spin")), 2);
  qd_colorgame_page_set_players (page, FALSE, FALSE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, first == 1 ? "player1_row" : "player2_row")), 2);
  wait_until (has_assignments, GUINT_TO_POINTER (before + 1), 90000, "MCTS's first move");
  check_mcts_tree (QD_CANVAS (child (page, "map_view")), QD_MCTS_DEFAULT_ITERATIONS);
  check_mcts_step (QD_CANVAS (child (page, "map_view")), "colorgame.mcts-step");
  qd_colorgame_page_set_players (page, FALSE, TRUE);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "player1_row")), 2);
  wait_until (game_finished, page, 90000, "MCTS against alpha-beta");
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->initial->len, >=, before + 2);
  g_assert_true (qd_colorgame_check (game, 2, &error));
  g_assert_no_error (error);
  wait_for_frame ();
  screenshot ("ui-colorgame-mcts.png");
  close_current_page ();
}

static gboolean
trace_growing (gpointer data)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (data, "trace_view")));

  return qd_page_get_busy (QD_PAGE (data)) && gtk_text_buffer_get_char_count (buffer) > 0;
}

/* A deep search on the 29-node case: its trace shows while it runs; Stop
 * ends it without a move and keeps what was shown. */
static void
test_live_trace (void)
{
  QdColorgamePage *page = QD_COLORGAME_PAGE (open_example ("colorgame", 1, QD_TYPE_COLORGAME_PAGE));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "trace_view")));
  guint moves = qd_colorgame_page_get_game (page)->initial->len;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "depth_spin")), 40);
  gtk_switch_set_active (GTK_SWITCH (child (page, "ac_switch")), FALSE);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.computer-move", NULL);
  wait_until (trace_growing, page, 20000, "the live trace");
  show (page, "trace");
  screenshot ("ui-colorgame-live.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.stop", NULL);
  wait_until (page_not_busy, page, 5000, "the stop");
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, moves);
  g_assert_cmpint (gtk_text_buffer_get_char_count (buffer), >, 0);
  close_current_page ();
}

/* The node limit: a deep search stops by itself after that many nodes,
 * plays no move and says so. */
static void
test_node_limit (void)
{
  QdColorgamePage *page = QD_COLORGAME_PAGE (open_example ("colorgame", 1, QD_TYPE_COLORGAME_PAGE));
  guint moves = qd_colorgame_page_get_game (page)->initial->len;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "depth_spin")), 40);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "node_limit_spin")), 20000);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.computer-move", NULL);
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  wait_until (page_not_busy, page, 60000, "the node limit");
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->initial->len, ==, moves);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "play_label"), "node limit (20000 nodes)"));
  close_current_page ();
}

/* The editor: a node added by a click on empty space, joined to WA; a new
 * colour; a bad weight line refused; undo; then save and read back. */
static void
test_edit_and_save (void)
{
  QdColorgamePage *page = open_australia ();
  GObject *map_view = child (page, "map_view");
  AdwEntryRow *colors_row = ADW_ENTRY_ROW (child (page, "colors_row"));
  AdwEntryRow *weights_row = ADW_ENTRY_ROW (child (page, "weights1_row"));
  QdColorgame *game;
  gint wa;

  qd_colorgame_page_set_players (page, FALSE, FALSE);
  gtk_switch_set_active (GTK_SWITCH (child (page, "edit_switch")), TRUE);
  g_signal_emit_by_name (map_view, "region-clicked", -1, 0.5, 0.97);
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->map->n_regions, ==, 7);
  g_assert_cmpstr (game->map->names->pdata[6], ==, "7");
  wa = qd_map_find (game->map, "WA");
  g_signal_emit_by_name (map_view, "region-clicked", 6, 0.5, 0.97);
  g_signal_emit_by_name (map_view, "region-clicked", wa, 0.0, 0.0);
  game = qd_colorgame_page_get_game (page);
  g_assert_true (qd_map_adjacent (game->map, 6, (guint) wa));

  gtk_editable_set_text (GTK_EDITABLE (colors_row), "R, G, B, Y");
  g_signal_emit_by_name (colors_row, "apply");
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->colors->len, ==, 4);
  g_assert_cmpint (game->weights[0][0], ==, 10);
  g_assert_cmpint (game->weights[0][3], ==, 0);
  g_assert_true (qd_colorgame_page_play (page, "7", "Y"));
  wait_for_frame ();
  screenshot ("ui-colorgame-edit.png");
  {
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (child (page, "sidebar")));

    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    wait_for_frame ();
    screenshot ("ui-colorgame-sidebar-edit.png");
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) * 0.45);
    wait_for_frame ();
    screenshot ("ui-colorgame-sidebar-computer.png");
  }

  gtk_editable_set_text (GTK_EDITABLE (weights_row), "R: 1, G: 2");
  g_signal_emit_by_name (weights_row, "apply");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (weights_row), "error"));
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->colors->len, ==, 4);

  /* Undo the move, then the colour. */
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.undo", NULL);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->colors->len, ==, 3);
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->map->n_regions, ==, 7);

  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-colorgame-saved.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *written = NULL;
    g_autoptr(QdColorgame) again = NULL;

    g_assert_true (qd_page_save_to (QD_PAGE (page), file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
    again = qd_colorgame_parse (written, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (again->map->n_regions, ==, 7);
    g_assert_true (qd_map_adjacent (again->map, (guint) qd_map_find (again->map, "7"),
                                    (guint) qd_map_find (again->map, "WA")));
  }
  close_current_page ();

  /* The course's file opens in this tab, though .txt is shared. */
  page = QD_COLORGAME_PAGE (open_test_file ("data/t3.txt", QD_TYPE_COLORGAME_PAGE));
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->colors->len, ==, 5);
  screenshot ("ui-colorgame-t3.png");
  close_current_page ();

  /* The broken t6 is refused with a message naming the problem. */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "t6.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GFile) copy = NULL;
    g_autofree char *renamed = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "broken.colorgame", NULL);

    copy = g_file_new_for_path (renamed);
    g_assert_true (g_file_copy (file, copy, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL));
    qd_window_open_file (window, copy);
    wait_until (error_shown, (gpointer) "both coloured A", 5000, "the error about t6");
  }
}

/* The map editor from the keyboard alone, on the focused map: Insert adds a
 * node beside the one under the cursor, Return on two nodes joins them,
 * Delete removes the selected node, Ctrl+Z takes it back; the board's menu
 * opened on a node selects it for Remove Node. */
static void
test_edit_keys (void)
{
  QdColorgamePage *page = open_australia ();
  QdCanvas *board = QD_CANVAS (child (page, "map_view"));
  QdColorgame *game;
  g_autofree char *first = NULL;

  qd_colorgame_page_set_players (page, FALSE, FALSE);
  gtk_switch_set_active (GTK_SWITCH (child (page, "edit_switch")), TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  first = g_strdup (qd_colorgame_page_get_game (page)->map->names->pdata[0]);
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Insert));
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->map->n_regions, ==, 7);
  /* Return on the first node, then on the new one (the last): an edge. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_End));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpstr (game->map->names->pdata[0], ==, first);
  g_assert_true (qd_map_adjacent (game->map, 0, 6));
  screenshot ("ui-colorgame-edit-keys.png");
  g_assert_true (press_key_in (GTK_WIDGET (board), GDK_KEY_Delete, 0));
  g_assert_cmpuint (qd_colorgame_page_get_game (page)->map->n_regions, ==, 6);
  g_assert_true (press_key_in (GTK_WIDGET (board), GDK_KEY_z, GDK_CONTROL_MASK));
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->map->n_regions, ==, 7);
  g_assert_true (qd_map_adjacent (game->map, 0, 6));
  /* The menu on the first node: Remove Node removes that one. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  g_assert_true (choose_from_board_menu (board, "colorgame.remove-node", NULL));
  game = qd_colorgame_page_get_game (page);
  g_assert_cmpuint (game->map->n_regions, ==, 6);
  g_assert_cmpint (qd_map_find (game->map, first), <, 0);
  gtk_switch_set_active (GTK_SWITCH (child (page, "edit_switch")), FALSE);
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* Issue 32: the computer's move on the statement's example as a user asks
 * for it; the report of its search has the top sections of the CLI's
 * report of the command it names (the example's copy in the data folder:
 * the position searched, before the move changed the tab's game), and its
 * animation a step per line of six fields of the trace. */
static void
test_report_animation (void)
{
  QdColorgamePage *page = open_australia ();
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) argv = NULL;
  guint steps = 0;

  qd_colorgame_page_set_players (page, FALSE, FALSE);
  /* Before a run: the instance and the settings. */
  {
    g_autoptr(QdReport) before = qd_page_build_report (QD_PAGE (page));

    g_assert_nonnull (qd_report_find_part (before, QD_REPORT_SETTINGS));
    g_assert_null (qd_report_find_part (before, QD_REPORT_RESULTS));
  }
  g_assert_null (qd_page_build_animation (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "colorgame.computer-move", NULL);
  wait_until (trace_ready, page, 20000, "the computer's move");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  report = check_page_report (QD_PAGE (page), "ui-colorgame");
  argv = report_command (report);
  g_assert_cmpstr (argv[1], ==, "colorgame");
  g_assert_true (g_str_has_suffix (argv[2], "/examples/colorgame/australia.txt"));
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_SEARCH_TREE));

  lines = g_strsplit (qd_colorgame_page_get_trace (page), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ", ", -1);

      steps += g_strv_length (fields) == 6;
    }
  g_assert_cmpuint (steps, ==, 85);
  animation = check_page_animation (QD_PAGE (page), steps, "ui-colorgame");
  close_current_page ();
}

static gboolean
check_window_correct (gpointer data)
{
  const QdCheckResult *result = qd_check_window_get_result (data);

  return !qd_check_window_is_busy (data) && result != NULL && result->verdict == QD_CHECK_CORRECT;
}

/* Check an Answer…: the course's output for the example with line 7's
 * alpha changed is wrong at line 7 (NT B back from Q R at depth 2: alpha
 * becomes 10); the tab's trace view shows the right trace with line 7
 * selected and its search tree NT B's node; the right answer is correct. */
static void
test_check_answer (void)
{
  QdColorgamePage *page = open_australia ();
  g_autofree char *right = read_test_file ("data/output_t5.txt");
  g_auto(GStrv) lines = g_strsplit (right, "\n", -1);
  g_autofree char *wrong = NULL;
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  g_autoptr(GString) label = g_string_new (NULL);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "trace_view")));
  GtkTextIter start, end;
  QdSearchTreeView *tree_view;
  gint node;

  qd_colorgame_page_set_players (page, FALSE, FALSE);
  g_assert_cmpstr (lines[6], ==, "NT, B, 2, 10, 10, inf");
  g_free (lines[6]);
  lines[6] = g_strdup ("NT, B, 2, 10, 9, inf");
  wrong = g_strjoinv ("\n", lines);

  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-colorgame");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 7);
  g_assert_cmpint (result->step, ==, 7);
  g_assert_cmpstr (result->expected, ==, "NT, B, 2, 10, 10, inf");
  g_assert_nonnull (strstr (result->explanation, "player 1 (MAX) keeps the larger value"));
  g_assert_cmpstr (result->reference, ==, right);
  /* The trace view: the right trace, line 7 selected. */
  g_assert_true (gtk_text_buffer_get_selection_bounds (buffer, &start, &end));
  g_assert_cmpint (gtk_text_iter_get_line (&start), ==, 6);
  /* The tree: NT B's node (its label names the move). */
  tree_view = show_search_tree (QD_CANVAS (child (page, "map_view")));
  node = qd_search_tree_view_get_selected (tree_view);
  g_assert_cmpint (node, >, 0);
  qd_search_tree_label (qd_search_tree_view_get_tree (tree_view), (guint) node, label);
  g_assert_nonnull (strstr (label->str, "NT B"));
  screenshot ("ui-colorgame-check-tree.png");

  correct = check_answer_in_page (QD_PAGE (page), right, "ui-colorgame-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  /* Open an Answer…: the course's file is read and checked; a file too long
   * for the window is refused and the answer shown stays. */
  {
    QdCheckWindow *check_window = qd_window_check_answer (window);
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "output_t5.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *big_path = g_build_filename (g_get_tmp_dir (), "quandary-ui-check-big.txt", NULL);
    g_autoptr(GFile) big = g_file_new_for_path (big_path);
    g_autofree char *filler = g_strnfill (9 * 1024 * 1024, 'x');

    qd_check_window_set_answer (check_window, "x");
    g_assert_null (qd_check_window_get_result (check_window));
    qd_check_window_open (check_window, file);
    wait_until (check_window_correct, check_window, 30000, "the opened answer's verdict");
    g_assert_true (g_file_set_contents (big_path, filler, -1, NULL));
    qd_check_window_set_answer (check_window, "x");
    qd_check_window_open (check_window, big);
    spin (500);   /* the refusal is a toast: nothing to wait for but time */
    g_assert_null (qd_check_window_get_result (check_window));
    g_unlink (big_path);
    gtk_window_close (GTK_WINDOW (check_window));
  }
  close_current_page ();
}

/* Outside agents of the registry (docs/agents.md) in the player lists: the
 * template plays player 2 against Quandary's alpha-beta to the end, every
 * move by the rules; one that answers an illegal move forfeits, named. */
static void
test_outside_agent (void)
{
  g_autofree char *registry = g_strdup_printf ("[Template]\ncommand=%s colorgame_agent.py --depth 2\nfolder=%s\n"
                                               "games=colorgame\n\n[Cheater]\ncommand=%s %s illegal\n"
                                               "games=colorgame\nmove-time=5\n",
                                               ui_python (), ui_agents_dir (), ui_python (), ui_hostile_agent ());
  QdColorgamePage *page;
  QdColorgame *game;
  GListModel *list;
  g_autoptr(GError) error = NULL;
  guint before;

  ui_set_agents_registry (registry);
  page = open_australia ();
  list = adw_combo_row_get_model (ADW_COMBO_ROW (child (page, "player2_row")));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 2), ==, "Monte Carlo Tree Search");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 4), ==, "Template");
  before = qd_colorgame_page_get_game (page)->initial->len;
  qd_colorgame_page_set_players (page, TRUE, FALSE);
  qd_colorgame_page_set_outside_player (page, 2, "agent:Template");
  wait_until (game_finished, page, 90000, "the game against the outside agent");
  game = qd_colorgame_page_get_game (page);
  /* Both played (player 2's moves are the agent's), by the rules. */
  g_assert_cmpuint (game->initial->len, >=, before + 2);
  g_assert_cmpuint (g_array_index (game->initial, QdColorgameAssign, before + 1).player, ==, 2);
  g_assert_true (qd_colorgame_check (game, 2, &error));
  g_assert_no_error (error);
  g_assert_null (strstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "turn_label"), "forfeits"));
  wait_for_frame ();
  screenshot ("ui-colorgame-outside-agent.png");
  close_current_page ();

  page = open_australia ();
  qd_colorgame_page_set_players (page, FALSE, TRUE);
  qd_colorgame_page_set_outside_player (page, 1, "agent:Cheater");
  wait_until (game_finished, page, 60000, "the forfeit");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_COLORGAME_PAGE, "turn_label"),
                            "Player 1 (hostile illegal) forfeits: “999” is not a legal move"));
  screenshot ("ui-colorgame-forfeit.png");
  close_current_page ();
  ui_set_agents_registry (NULL);
}

int
main (int argc, char **argv)
{
  g_autofree char *config = g_dir_make_tmp ("quandary-ui-colorgame-XXXXXX", NULL);

  /* A registry of the test's own, before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  g_test_add_func ("/ui/colorgame/outside-agent", test_outside_agent);
  g_test_add_func ("/ui/colorgame/computer-and-human", test_computer_and_human);
  g_test_add_func ("/ui/colorgame/keyboard-game", test_keyboard_game);
  g_test_add_func ("/ui/colorgame/computer-against-computer", test_computer_against_computer);
  g_test_add_func ("/ui/colorgame/mcts", test_mcts);
  g_test_add_func ("/ui/colorgame/live-trace", test_live_trace);
  g_test_add_func ("/ui/colorgame/node-limit", test_node_limit);
  g_test_add_func ("/ui/colorgame/edit-and-save", test_edit_and_save);
  g_test_add_func ("/ui/colorgame/edit-keys", test_edit_keys);
  g_test_add_func ("/ui/colorgame/report-animation", test_report_animation);
  g_test_add_func ("/ui/colorgame/check-answer", test_check_answer);
  return ui_run ();
}
