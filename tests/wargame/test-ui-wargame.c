/* test-ui-wargame.c — the war game tab under Xvfb: a human against alpha-beta
 * on Keren (two moves, each with the agent's reply), the hint, undo and redo,
 * a past position from the move list, agents against each other to the end,
 * a short matchup run and the rule-set comparison with their exports, the
 * board editor and saving, the log chooser closing with its tab, a broken
 * board, the dark style, a whole game against alpha-beta by keys alone.
 * Screenshots are
 * saved in the build folder (ui-wargame-*.png) to be looked at. */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gstdio.h>

#include "ui-common.h"
#include "ui-page-check.h"
#include "ui-page-report.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-widgets.h"
#include "app/pages/wargame/qd-wargame-page.h"
#include "problems/wargame/qd-wargame-match.h"

/* The CSV header of data/FORMATS.md ("Output of quandary-cli wargame"). */
static const char csv_header[] =
  "game,rules,blue_agent,green_agent,blue_score,green_score,blue_nodes,green_nodes,blue_moves,green_moves,"
  "blue_nodes_per_move,green_nodes_per_move,blue_ms_per_move,green_ms_per_move,blue_units,green_units,"
  "blue_own_neighbours_per_unit,green_own_neighbours_per_unit,blue_groups,green_groups,finished";

static GObject *
child (QdWargamePage *page, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_WARGAME_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

static const char *
label (QdWargamePage *page, const char *name)
{
  return page_label (page, QD_TYPE_WARGAME_PAGE, name);
}

static void
action (QdWargamePage *page, const char *name)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), name, NULL));
  wait_for_frame ();
}

static guint
n_moves (QdWargamePage *page)
{
  return qd_wargame_record_n_moves (qd_wargame_page_get_record (page));
}

typedef struct {
  QdWargamePage *page;
  guint moves;
} MovesWanted;

static gboolean
has_moves (gpointer data)
{
  MovesWanted *w = data;

  return !qd_page_get_busy (QD_PAGE (w->page)) && n_moves (w->page) == w->moves;
}

static void
wait_moves (QdWargamePage *page, guint moves)
{
  MovesWanted w = { page, moves };

  wait_until (has_moves, &w, 30000, "the agent's move");
}

static gboolean
game_over (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_wargame_record_is_over (qd_wargame_page_get_record (page));
}

static gboolean
report_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_wargame_page_get_report (page) != NULL;
}

static gboolean
hint_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && strcmp (label (page, "hint_label"), "—") != 0;
}

/* Scrolls the sidebar so that the template child `name` is near its top. */
static void
show_in_sidebar (QdWargamePage *page, const char *name)
{
  GtkScrolledWindow *sidebar = GTK_SCROLLED_WINDOW (child (page, "sidebar"));
  GtkWidget *content = gtk_scrolled_window_get_child (sidebar);
  graphene_point_t point;

  wait_for_frame ();
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (child (page, name)), gtk_viewport_get_child (GTK_VIEWPORT (content)),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (sidebar), point.y - 120);
  wait_for_frame ();
}

/* A key press on the board, as its key controllers see it. */
static void
press_board_key (QdWargamePage *page, guint keyval)
{
  g_assert_true (press_key (GTK_WIDGET (child (page, "board_view")), keyval));
}

static QdWargameOwner
owner_at (QdWargamePage *page, guint square)
{
  return qd_wargame_state_owner (qd_wargame_record_state (qd_wargame_page_get_record (page)), square);
}

/* On Keren every square is worth 1: each side's score is its count of squares. */
static void
assert_keren_scores (QdWargamePage *page)
{
  const QdWargameState *st = qd_wargame_record_state (qd_wargame_page_get_record (page));
  gint count[2] = { 0, 0 };

  for (guint sq = 0; sq < 36; sq++)
    if (qd_wargame_state_owner (st, sq) != QD_WARGAME_EMPTY)
      count[qd_wargame_state_owner (st, sq)]++;
  g_assert_cmpint (st->score[QD_WARGAME_BLUE], ==, count[QD_WARGAME_BLUE]);
  g_assert_cmpint (st->score[QD_WARGAME_GREEN], ==, count[QD_WARGAME_GREEN]);
  {
    g_autofree char *blue = g_strdup_printf ("%d", count[QD_WARGAME_BLUE]);

    g_assert_cmpstr (label (page, "blue_score_label"), ==, blue);
  }
}

static void
save_export (QdWargamePage *page, const char *id, gboolean header, const char *name, char **contents)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_page_export_text (QD_PAGE (page), id, header, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, contents, NULL, NULL));
}

static QdWargamePage *
open_keren (void)
{
  return QD_WARGAME_PAGE (open_example ("wargame", 0, QD_TYPE_WARGAME_PAGE));
}

/* A blitz next to `own` that is empty, or none. */
static guint
empty_neighbour (QdWargamePage *page, guint own)
{
  const guint steps[][2] = { { 0, 1 }, { 1, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      guint sq = own + steps[i][0] + steps[i][1] * 6;

      if (sq < 36 && (steps[i][0] == 0 || own % 6 < 5) && owner_at (page, sq) == QD_WARGAME_EMPTY)
        return sq;
    }
  return QD_WARGAME_NO_SQUARE;
}

/* The proof of issue 6: human (blue) against alpha-beta (green) on Keren,
 * two moves each with the reply, then hint, undo/redo and a past position. */
static void
test_human_vs_ai (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec human = { QD_WARGAME_AGENT_HUMAN, 1, 0 }, alphabeta = { QD_WARGAME_AGENT_ALPHABETA, 3, 0 };
  const QdWargameBoard *board = qd_wargame_page_get_board (page);
  const QdWargameMove *m;
  guint blitz, conquerable = 0;

  /* Keren as the course ships it: 6 x 6, every square worth 1. */
  g_assert_cmpuint (board->size, ==, 6);
  for (guint sq = 0; sq < 36; sq++)
    g_assert_cmpint (board->values[sq], ==, 1);
  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &alphabeta);
  action (page, "wargame.new-game");
  g_assert_cmpuint (n_moves (page), ==, 0);
  g_assert_cmpstr (label (page, "turn_label"), ==, "Blue to move: click an empty square.");
  screenshot ("ui-wargame-open.png");

  /* Move 1: a drop in the corner, then green's reply. */
  g_assert_true (qd_wargame_page_play (page, 0));
  m = qd_wargame_record_move (qd_wargame_page_get_record (page), 0);
  g_assert_false (m->blitz);
  g_assert_cmpuint (m->player, ==, QD_WARGAME_BLUE);
  wait_moves (page, 2);
  g_assert_cmpuint (qd_wargame_record_move (qd_wargame_page_get_record (page), 1)->player, ==, QD_WARGAME_GREEN);
  g_assert_cmpstr (label (page, "ai_nodes_label"), !=, "—");
  assert_keren_scores (page);
  /* A taken square is refused. */
  g_assert_false (qd_wargame_page_play (page, 0));
  g_assert_nonnull (strstr (label (page, "play_label"), "taken"));

  /* Move 2: a blitz next to A1; it conquers every green square beside it. */
  blitz = empty_neighbour (page, 0);
  g_assert_cmpuint (blitz, !=, QD_WARGAME_NO_SQUARE);
  for (guint sq = 0; sq < 36; sq++)
    if (owner_at (page, sq) == QD_WARGAME_GREEN &&
        ((sq == blitz + 1 && blitz % 6 < 5) || (sq + 1 == blitz && blitz % 6 > 0) || sq == blitz + 6 || sq + 6 == blitz))
      conquerable++;
  g_assert_true (qd_wargame_page_play (page, blitz));
  m = qd_wargame_record_move (qd_wargame_page_get_record (page), 2);
  g_assert_true (m->blitz);
  g_assert_cmpuint (qd_wargame_bits_count (&m->conquered), ==, conquerable);
  wait_moves (page, 4);
  assert_keren_scores (page);
  g_assert_cmpstr (label (page, "turn_label"), ==, "Blue to move: click an empty square.");
  {
    GtkListBox *list = GTK_LIST_BOX (child (page, "moves_list"));

    g_assert_nonnull (gtk_list_box_get_row_at_index (list, 3));
    g_assert_null (gtk_list_box_get_row_at_index (list, 4));
  }
  screenshot ("ui-wargame-two-moves.png");

  /* The hint: a legal square, its value shown and drawn. */
  action (page, "wargame.hint");
  wait_until (hint_ready, page, 20000, "the hint");
  {
    guint square;

    g_assert_true (qd_wargame_square_parse (6, label (page, "hint_label"), &square) ||
                   strchr (label (page, "hint_label"), '(') != NULL);
    g_assert_nonnull (strchr (label (page, "hint_label"), '('));
  }
  g_assert_cmpuint (n_moves (page), ==, 4);
  show_in_sidebar (page, "ai_depth_label");
  screenshot ("ui-wargame-hint.png");

  /* Undo takes back green's reply, then blue's blitz; redo brings it back. */
  action (page, "wargame.undo");
  g_assert_cmpuint (n_moves (page), ==, 3);
  action (page, "wargame.undo");
  g_assert_cmpuint (n_moves (page), ==, 2);
  g_assert_cmpint (owner_at (page, blitz), ==, QD_WARGAME_EMPTY);
  assert_keren_scores (page);
  action (page, "wargame.redo");
  g_assert_cmpuint (n_moves (page), ==, 3);
  g_assert_cmpint (owner_at (page, blitz), ==, QD_WARGAME_BLUE);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));

  /* A click on the first move shows the board then. */
  g_signal_emit_by_name (child (page, "moves_list"), "row-activated",
                         gtk_list_box_get_row_at_index (GTK_LIST_BOX (child (page, "moves_list")), 0));
  wait_for_frame ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child (page, "viewing_bar"))));
  g_assert_cmpstr (label (page, "blue_score_label"), ==, "1");
  g_assert_cmpstr (label (page, "green_score_label"), ==, "0");
  screenshot ("ui-wargame-past.png");
  action (page, "wargame.view-present");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child (page, "viewing_bar"))));

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-wargame-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_current_page ();
}

static gboolean
page_busy (gpointer page)
{
  return qd_page_get_busy (QD_PAGE (page));
}

static gboolean
thinking_deep (gpointer page)
{
  const char *depth = label (page, "ai_depth_label");

  /* While it runs, the depth says what is completed and what is searched
   * ("3, searching 4…"), never a bare number that reads as the result. */
  if (!qd_page_get_busy (QD_PAGE (page)) || !g_ascii_isdigit (depth[0]) || atoi (depth) < 3)
    return FALSE;
  {
    g_autofree char *expect = g_strdup_printf ("%d, searching %d…", atoi (depth), atoi (depth) + 1);

    g_assert_cmpstr (depth, ==, expect);
  }
  return strcmp (label (page, "ai_pv_label"), "—") != 0;
}

static gboolean
board_has_focus (gpointer page)
{
  return gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (child (page, "board_view"));
}

/* The engine thinks with a long budget: its depth, nodes and principal
 * variation show while it runs; Stop ends it without a move; the help; the
 * tab closed while the engine thinks. */
static gboolean
popover_closed (gpointer menu_button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (menu_button);

  return popover == NULL || !gtk_widget_get_visible (GTK_WIDGET (popover));
}

/* Frames painted, and how many when the page first turned busy. */
typedef struct {
  guint painted, painted_when_busy;
  gboolean busy_seen;
} PaintCount;

static void
on_paint_counted (GdkFrameClock *clock, PaintCount *count)
{
  count->painted++;
}

static void
on_busy_counted (QdPage *page, GParamSpec *pspec, PaintCount *count)
{
  if (qd_page_get_busy (page) && !count->busy_seen)
    {
      count->busy_seen = TRUE;
      count->painted_when_busy = count->painted;
    }
}

static void
test_live_thinking (void)
{
  QdWargamePage *page = QD_WARGAME_PAGE (open_example ("wargame", 2, QD_TYPE_WARGAME_PAGE));
  QdWargameAgentSpec engine = { QD_WARGAME_AGENT_ENGINE, 1, 20000 }, human = { QD_WARGAME_AGENT_HUMAN, 1, 0 };

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &engine);
  action (page, "wargame.new-game");
  {
    /* The engine starts once the human's move is on screen, never in the
     * frame that draws it, even without a delay. */
    PaintCount count = { 0 };
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (page));
    gulong paint_id = g_signal_connect_after (clock, "after-paint", G_CALLBACK (on_paint_counted), &count);
    gulong busy_id = g_signal_connect (page, "notify::busy", G_CALLBACK (on_busy_counted), &count);

    g_assert_true (qd_wargame_page_play (page, 14));
    g_assert_false (qd_page_get_busy (QD_PAGE (page)));
    wait_until (thinking_deep, page, 20000, "the engine's live figures");
    g_signal_handler_disconnect (clock, paint_id);
    g_signal_handler_disconnect (page, busy_id);
    g_assert_true (count.busy_seen);
    g_assert_cmpuint (count.painted_when_busy, >=, 1);
  }
  g_assert_nonnull (strstr (label (page, "turn_label"), "thinking"));
  /* A click while it thinks is refused. */
  g_assert_false (qd_wargame_page_play (page, 0));
  /* The engine's search is no single tree: its pane says so. */
  {
    QdBoardPane *pane = QD_BOARD_PANE (gtk_widget_get_ancestor (GTK_WIDGET (child (page, "board_view")), QD_TYPE_BOARD_PANE));

    g_assert_true (g_str_has_prefix (qd_search_tree_pane_get_empty_text (qd_board_pane_get_search_tree (pane)),
                                     "The engine deepens its search"));
  }
  show_in_sidebar (page, "ai_depth_label");
  screenshot ("ui-wargame-thinking.png");
  action (page, "wargame.stop");
  wait_until (page_not_busy, page, 5000, "the stop");
  g_assert_cmpuint (n_moves (page), ==, 1);
  g_assert_nonnull (strstr (label (page, "turn_label"), "paused"));


  /* The side's agent is kept and lent to each search: thinking again at
   * once (while the stopped search may still hold it) and closing the tab
   * while the engine thinks leave every agent to the job that has it. */
  g_assert_cmpstr (label (page, "play_label"), ==, "Stopped. Computer Move goes on.");
  action (page, "wargame.computer-move");
  action (page, "wargame.stop");
  /* Computer Move pressed from the keyboard greys itself out while the
   * engine thinks: the focus goes to the board, not nowhere. */
  {
    GtkWidget *button = find_action_button (GTK_WIDGET (page), "wargame.computer-move");

    wait_until (page_not_busy, page, 5000, "the stop");
    g_assert_nonnull (button);
    g_assert_true (gtk_widget_is_sensitive (button));
    gtk_widget_grab_focus (button);
    g_assert_true (gtk_widget_has_focus (button));
    g_assert_true (gtk_widget_activate (button));
  }
  /* (A button activated by the keyboard clicks when its press has shown.) */
  wait_until (page_busy, page, 5000, "the engine thinking again");
  /* What was said of the stopped search is not said of the new one. */
  g_assert_cmpstr (label (page, "play_label"), ==, "The computer is thinking…");
  wait_until (thinking_deep, page, 20000, "the engine thinking again");
  /* The button gives the focus away when it greys out, a frame or two after
   * the press on a busy machine: waited for, not sampled. */
  wait_until (board_has_focus, page, 5000, "the focus to go to the board");

  /* After the focus checks: a closing popover gives the focus back to its
   * button, and on a loaded machine that came after the grab above once. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (child (page, "help_button")));
  wait_for_frame ();
  g_assert_nonnull (strstr (label (page, "help_label"), "score difference"));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (child (page, "help_button")));
  wait_until (popover_closed, child (page, "help_button"), 5000, "the help popover to close");
  close_current_page ();
  spin (200);
}

/* Random against random to the end under battle rules with a coin: the
 * scores add up to the board, and the exported log replays to them. */
/* Monte Carlo tree search for blue (its iterations row shown under its
 * list) against random moves: a whole game, its search said in iterations. */
static void
test_mcts (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec random = { QD_WARGAME_AGENT_RANDOM, 1, 0 };
  QdWargameAgentSpec mcts;
  const QdWargameState *st;

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "rules_row")), QD_WARGAME_RULES_CLASSIC);
  g_assert_true (qd_wargame_agent_spec_parse ("mcts:200", &mcts, NULL));
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &random);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &mcts);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (child (page, "blue_row"))), ==, 5);
  action (page, "wargame.new-game");
  wait_until (game_over, page, 60000, "the end of MCTS's game");
  g_assert_cmpuint (n_moves (page), ==, 36);
  st = qd_wargame_record_state (qd_wargame_page_get_record (page));
  g_assert_cmpint (st->score[QD_WARGAME_BLUE] + st->score[QD_WARGAME_GREEN], >, 0);
  screenshot ("ui-wargame-mcts.png");
  {
    g_autofree char *log = NULL;

    save_export (page, "log", TRUE, "ui-wargame-mcts-log.txt", &log);
    g_assert_nonnull (strstr (log, "Blue (Moves First): Monte Carlo Tree Search; Blue Iterations: 200;"));
  }
  close_current_page ();
}

static void
test_ai_vs_ai (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec random = { QD_WARGAME_AGENT_RANDOM, 1, 0 };
  const QdWargameState *st;
  gint green;
  g_autofree char *log = NULL;
  g_autoptr(QdWargameRecord) replayed = NULL;
  g_autoptr(GError) error = NULL;

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "rules_row")), QD_WARGAME_RULES_BATTLE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "coin_spin")), 0.5);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &random);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &random);
  action (page, "wargame.new-game");
  wait_until (game_over, page, 60000, "the end of the game");
  g_assert_cmpuint (n_moves (page), ==, 36);
  st = qd_wargame_record_state (qd_wargame_page_get_record (page));
  g_assert_cmpint (st->score[QD_WARGAME_BLUE] + st->score[QD_WARGAME_GREEN], ==, 36);
  g_assert_true (g_str_has_prefix (label (page, "turn_label"), "Game over"));
  g_assert_nonnull (strstr (label (page, "rules_label"), "Battle"));
  screenshot ("ui-wargame-ai-vs-ai.png");

  green = st->score[QD_WARGAME_GREEN];
  /* The log with its header (the players and rules of the last move): still
   * a log the game replays, its header read as comments. */
  save_export (page, "log", TRUE, "ui-wargame-log.txt", &log);
  g_assert_true (g_str_has_prefix (log, "# Quandary "));
  g_assert_nonnull (strstr (log, "\n# Settings: "));
  g_assert_nonnull (strstr (log, "\n# Lines: one move per line"));
  replayed = qd_wargame_record_from_log (qd_wargame_record_get_rules (qd_wargame_page_get_record (page)), log, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (qd_wargame_record_state (replayed)->score[QD_WARGAME_BLUE], ==, st->score[QD_WARGAME_BLUE]);
  g_assert_true (qd_wargame_record_is_over (replayed));

  /* The tab replays the log after a new game: the same moves and scores. */
  action (page, "wargame.stop");
  action (page, "wargame.new-game");
  action (page, "wargame.stop");
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wargame-log.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_true (qd_wargame_page_replay_log (page, file, &error));
    g_assert_no_error (error);
  }
  g_assert_cmpuint (n_moves (page), ==, 36);
  g_assert_cmpint (qd_wargame_record_state (qd_wargame_page_get_record (page))->score[QD_WARGAME_GREEN], ==, green);
  g_assert_nonnull (strstr (label (page, "play_label"), "Replayed ui-wargame-log.txt: 36 moves."));
  /* A log whose second move is blue's again is refused with the file's
   * name and the line, once; a missing file with its name. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "bad.log", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/missing.log");

    g_assert_true (g_file_set_contents (path, "blue drop A1\nblue drop B2\n", -1, NULL));
    g_assert_false (qd_wargame_page_replay_log (page, file, &error));
    g_assert_true (g_str_has_prefix (error->message, "bad.log: line 2"));
    g_clear_error (&error);
    g_assert_false (qd_wargame_page_replay_log (page, missing, &error));
    g_assert_true (g_str_has_prefix (error->message, "missing.log: "));
    g_assert_false (g_str_has_prefix (error->message + strlen ("missing.log: "), "missing.log: "));
  }
  /* As the window replays a log: on a worker (the page's job), the same
   * game; a bad log's error once more as a toast. */
  action (page, "wargame.new-game");
  action (page, "wargame.stop");
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wargame-log.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    qd_wargame_page_replay_log_async (page, file);
    wait_until (page_not_busy, page, 20000, "the log read on a worker");
    g_assert_cmpuint (n_moves (page), ==, 36);
    g_assert_nonnull (strstr (label (page, "play_label"), "Replayed ui-wargame-log.txt: 36 moves."));
  }
  close_current_page ();
}

/* The four matchups at small depths on Narvik, the table, the exports, a
 * game shown on the board; then the rule-set comparison. */
static void
test_matchups (void)
{
  QdWargamePage *page;
  GPtrArray *report;
  g_autofree char *csv = NULL, *text = NULL;
  g_auto(GStrv) lines = NULL;
  gint total;

  page = QD_WARGAME_PAGE (open_example ("wargame", 1, QD_TYPE_WARGAME_PAGE));
  total = qd_wargame_board_total (qd_wargame_page_get_board (page));
  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "main_stack")), "reports");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "mm_depth_spin")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "ab_depth_spin")), 2);
  g_assert_null (qd_page_get_text_exports (QD_PAGE (page))[1].id == NULL ? "no report export" : NULL);
  action (page, "wargame.run-report");
  wait_until (report_ready, page, 60000, "the matchups");
  report = qd_wargame_page_get_report (page);
  g_assert_cmpuint (report->len, ==, 4);
  for (guint i = 0; i < report->len; i++)
    {
      const QdWargameMatchResult *r = report->pdata[i];
      const QdWargameState *st = qd_wargame_record_state (r->record);

      g_assert_true (qd_wargame_record_is_over (r->record));
      g_assert_cmpint (st->score[QD_WARGAME_BLUE] + st->score[QD_WARGAME_GREEN], ==, total);
    }
  screenshot ("ui-wargame-matchups.png");

  save_export (page, "report-csv", FALSE, "ui-wargame-report.csv", &csv);
  lines = g_strsplit (csv, "\n", -1);
  g_assert_cmpstr (lines[0], ==, csv_header);
  g_assert_cmpuint (g_strv_length (lines), >=, 5);
  save_export (page, "report", FALSE, "ui-wargame-report.txt", &text);
  g_assert_nonnull (strstr (text, "minimax:1"));

  /* The rule sets side by side: five games. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "report_row")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "ab_depth_spin")), 1);
  action (page, "wargame.run-report");
  wait_until (page_not_busy, page, 60000, "the comparison");
  report = qd_wargame_page_get_report (page);
  g_assert_nonnull (report);
  g_assert_cmpuint (report->len, ==, 5);
  screenshot ("ui-wargame-compare.png");

  /* A row's Show button puts its game on the board. */
  {
    GtkWidget *show = gtk_grid_get_child_at (GTK_GRID (child (page, "report_grid")), 7, 1);

    g_assert_true (GTK_IS_BUTTON (show));
    g_signal_emit_by_name (show, "clicked");
    wait_for_frame ();
    g_assert_cmpuint (n_moves (page), ==, 36);
    g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child (page, "main_stack"))), ==, "board");
    screenshot ("ui-wargame-report-game.png");
  }
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wargame-final.png", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_assert_true (qd_page_export_picture (QD_PAGE (page), file, QD_EXPORT_PNG, &error));
    g_assert_no_error (error);
  }
  close_current_page ();
}

/* The editor on a new tab: size, typed values, randomise, save and reload. */
static void
test_editor (void)
{
  QdWargamePage *page = QD_WARGAME_PAGE (qd_window_new_page (window, "wargame"));
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wargame-edited.board", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  const QdWargameBoard *board;
  guint tabs;

  wait_for_frame ();
  gtk_switch_set_active (GTK_SWITCH (child (page, "edit_switch")), TRUE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "size_spin")), 4);
  board = qd_wargame_page_get_board (page);
  g_assert_cmpuint (board->size, ==, 4);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  /* C2 is square 6 of a 4 x 4 board: click it, type its value. */
  g_signal_emit_by_name (child (page, "board_view"), "square-clicked", 6u);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "value_spin")), -42);
  board = qd_wargame_page_get_board (page);
  g_assert_cmpint (board->values[6], ==, -42);
  show_in_sidebar (page, "size_spin");
  screenshot ("ui-wargame-editor.png");

  /* The keyboard: right to D2, type 1 2 (the first digit replaces), minus, Backspace. */
  press_board_key (page, GDK_KEY_Right);
  press_board_key (page, GDK_KEY_1);
  press_board_key (page, GDK_KEY_2);
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[7], ==, 12);
  press_board_key (page, GDK_KEY_minus);
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[7], ==, -12);
  press_board_key (page, GDK_KEY_BackSpace);
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[7], ==, -1);
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[6], ==, -42);
  board = qd_wargame_page_get_board (page);

  /* Randomised values lie in the range asked, the same for the same seed. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "min_spin")), 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "max_spin")), 9);
  action (page, "wargame.randomise");
  board = qd_wargame_page_get_board (page);
  for (guint sq = 0; sq < 16; sq++)
    g_assert_true (board->values[sq] >= 5 && board->values[sq] <= 9);
  {
    g_autoptr(QdWargameBoard) again = qd_wargame_board_new_random (4, 5, 9, 1);

    g_assert_cmpmem (again->values, 16 * sizeof (gint), board->values, 16 * sizeof (gint));
  }
  action (page, "wargame.undo");
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[6], ==, -42);

  g_assert_true (qd_page_save_to (QD_PAGE (page), file, &error));
  g_assert_no_error (error);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  {
    g_autoptr(QdWargameBoard) reread = qd_wargame_board_parse (saved, -1, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (reread->size, ==, 4);
    g_assert_cmpint (reread->values[6], ==, -42);
  }
  /* Redo brings the random values back (modified); undo comes back to the
   * board as saved (not modified). */
  action (page, "wargame.redo");
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[6], >=, 5);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  action (page, "wargame.undo");
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[6], ==, -42);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  gtk_switch_set_active (GTK_SWITCH (child (page, "edit_switch")), FALSE);
  close_current_page ();
  tabs = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

  /* The saved board opens in a war game tab. */
  qd_window_open_file (window, file);
  wait_until (has_page, GUINT_TO_POINTER (tabs + 1), 5000, "the saved board");
  page = QD_WARGAME_PAGE (qd_window_get_current_page (window));
  g_assert_cmpint (qd_wargame_page_get_board (page)->values[6], ==, -42);
  close_current_page ();
}

/* A course board opened by name (*.txt is claimed by several problems: the
 * contents decide), then a broken board: the window names the file and line. */
static void
test_open_files (void)
{
  QdPage *page = open_test_file ("data/Smolensk.txt", QD_TYPE_WARGAME_PAGE);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data/Smolensk.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) values = NULL;
  const QdWargameBoard *board = qd_wargame_page_get_board (QD_WARGAME_PAGE (page));

  /* The values as the file has them, read without the board parser. */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_strdelimit (text, "\r\n", '\t');
  values = g_strsplit (text, "\t", -1);
  g_assert_cmpuint (board->size, ==, 6);
  for (guint i = 0, sq = 0; values[i] != NULL; i++)
    if (values[i][0] != '\0')
      g_assert_cmpint (board->values[sq++], ==, atoi (values[i]));
  g_assert_false (qd_page_get_modified (page));

  /* Playing by keyboard: the cursor starts on A1; right, then Return takes B1. */
  press_board_key (QD_WARGAME_PAGE (page), GDK_KEY_Right);
  {
    QdCanvas *board_canvas = QD_CANVAS (child (QD_WARGAME_PAGE (page), "board_view"));
    g_autofree char *said = g_strdup_printf ("B1: empty, value %d", board->values[1]);

    /* The square under the cursor, as a screen reader gets it, and the game. */
    g_assert_cmpstr (qd_canvas_get_cell_text (board_canvas), ==, said);
    press_board_key (QD_WARGAME_PAGE (page), GDK_KEY_Return);
    g_free (said);
    said = g_strdup_printf ("War game, 6 by 6: blue %d, green 0; green to move.", board->values[1]);
    g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (board_canvas), said));
  }
  g_assert_cmpuint (n_moves (QD_WARGAME_PAGE (page)), >=, 1);
  g_assert_cmpuint (qd_wargame_record_move (qd_wargame_page_get_record (QD_WARGAME_PAGE (page)), 0)->square, ==, 1);
  close_current_page ();
}

/* The log chooser belongs to its tab: closing the tab while it is open
 * closes it too, so that no answer can reach a page gone. */
static void
test_log_chooser_closes_with_tab (void)
{
  QdWargamePage *page = open_keren ();

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "wargame.open-log", NULL));
  wait_until (file_chooser_shown, NULL, 5000, "the log chooser");
  close_current_page ();
  g_assert_false (file_chooser_shown (NULL));
}

static void
test_bad_board (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-wargame-bad.board", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, "1\t2\n3\tx\n", -1, NULL));
  qd_window_open_file (window, file);
  wait_until (error_shown, (gpointer) "line 2", 5000, "the error");
  g_assert_nonnull (strstr (qd_window_get_last_error (window), "ui-wargame-bad.board"));
}

/* What the board tells a screen reader of the position (QdCanvas's
 * accessible description) begins with the scores of the game's state. */
static void
assert_board_says_scores (QdWargamePage *page)
{
  const QdWargameState *st = qd_wargame_record_state (qd_wargame_page_get_record (page));
  QdCanvas *board = QD_CANVAS (child (page, "board_view"));
  g_autofree char *expect = NULL;

  if (qd_wargame_record_is_over (qd_wargame_page_get_record (page)))
    expect = g_strdup_printf ("War game, 6 by 6: blue %d, green %d; the game is over.",
                              st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
  else
    expect = g_strdup_printf ("War game, 6 by 6: blue %d, green %d; %s to move.", st->score[QD_WARGAME_BLUE],
                              st->score[QD_WARGAME_GREEN], st->to_move == QD_WARGAME_BLUE ? "blue" : "green");
  g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (board), expect));
}

/* A whole game on Keren, the human (blue) playing by keys alone on the
 * focused board: Home, then Down and Right to the first empty square,
 * Return; alpha-beta replies.  After every move the board's accessible
 * texts are checked: the square under the cursor and the position. */
static void
test_keyboard_game (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec human = { QD_WARGAME_AGENT_HUMAN, 1, 0 }, alphabeta = { QD_WARGAME_AGENT_ALPHABETA, 2, 0 };
  GtkWidget *board = GTK_WIDGET (child (page, "board_view"));
  guint turns = 0;

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &alphabeta);
  action (page, "wargame.new-game");
  gtk_widget_grab_focus (board);
  wait_for_frame ();
  g_assert_true (gtk_widget_has_focus (board));
  assert_board_says_scores (page);
  while (!qd_wargame_record_is_over (qd_wargame_page_get_record (page)))
    {
      guint moves = n_moves (page), target = 0;
      g_autofree char *said = NULL;

      while (owner_at (page, target) != QD_WARGAME_EMPTY)
        target++;
      g_assert_true (press_key (board, GDK_KEY_Home));
      for (guint r = 0; r < target / 6; r++)
        g_assert_true (press_key (board, GDK_KEY_Down));
      for (guint c = 0; c < target % 6; c++)
        g_assert_true (press_key (board, GDK_KEY_Right));
      g_assert_cmpint (qd_canvas_get_cursor (QD_CANVAS (board)), ==, (gint) target);
      said = g_strdup_printf ("%c%u: empty, value 1", 'A' + target % 6, target / 6 + 1);
      g_assert_cmpstr (qd_canvas_get_cell_text (QD_CANVAS (board)), ==, said);
      if (turns == 2)
        screenshot ("ui-wargame-keyboard.png");
      g_assert_true (press_key (board, GDK_KEY_Return));
      g_assert_cmpuint (qd_wargame_record_move (qd_wargame_page_get_record (page), moves)->square, ==, target);
      /* The reply, unless blue's move ended the game. */
      if (qd_wargame_record_is_over (qd_wargame_page_get_record (page)))
        wait_until (game_over, page, 30000, "the end of the game");
      else
        wait_moves (page, moves + 2);
      wait_for_frame ();
      /* The square just taken is blue's now (or conquered back by a blitz). */
      {
        const char *now = qd_canvas_get_cell_text (QD_CANVAS (board));

        g_assert_true (g_str_has_suffix (now, ": blue, value 1") || g_str_has_suffix (now, ": green, value 1"));
      }
      assert_board_says_scores (page);
      assert_keren_scores (page);
      turns++;
    }
  g_assert_cmpuint (turns, ==, 18);
  g_assert_cmpuint (n_moves (page), ==, 36);
  g_assert_true (gtk_widget_has_focus (board));
  close_current_page ();
}

/* Green's alpha-beta reply as a search tree under the board: a node two
 * plies down shows the squares taken on its path; the next move brings the
 * game back. */
static void
test_search_tree (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec human = { QD_WARGAME_AGENT_HUMAN, 1, 0 }, alphabeta = { QD_WARGAME_AGENT_ALPHABETA, 2, 0 };
  QdCanvas *board = QD_CANVAS (child (page, "board_view"));
  QdSearchTreeView *view = show_search_tree (board);
  const QdSearchTree *tree;
  guint64 counts[QD_SEARCH_NODE_N_STATUSES];
  gint deep = -1;

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &alphabeta);
  action (page, "wargame.new-game");
  g_assert_true (qd_wargame_page_play (page, 0));
  wait_moves (page, 2);
  tree = qd_search_tree_view_get_tree (view);
  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_finished (tree));
  qd_search_tree_count (tree, counts);
  g_assert_cmpuint (counts[QD_SEARCH_NODE_CUTOFF], >, 0);
  for (guint id = 0; id < qd_search_tree_n_nodes (tree) && deep < 0; id++)
    if (qd_search_tree_node (tree, id)->depth == 2 && qd_search_tree_status (tree, id) != QD_SEARCH_NODE_PRUNED)
      deep = (gint) id;
  g_assert_cmpint (deep, >, 0);
  qd_search_tree_view_select (view, deep);
  g_assert_true (g_str_has_prefix (label (page, "play_label"), "Node"));
  collapse_and_expand (view, qd_search_tree_node (tree, (guint) deep)->parent);
  wait_for_frame ();
  screenshot ("ui-wargame-search-tree.png");
  /* Blue plays on: the selection goes. */
  g_assert_true (qd_wargame_page_play (page, 35));
  g_assert_cmpint (qd_search_tree_view_get_selected (view), ==, -1);
  wait_moves (page, 4);
  gtk_widget_activate_action (GTK_WIDGET (board), "board.show-search-tree", NULL);
  close_current_page ();
}

/* A bundled board played out by two searchers, then its report (the same
 * sections as the CLI's report of the command it names) and its
 * animation (a frame per move). */
static void
test_report (void)
{
  QdWargamePage *page = open_keren ();
  QdWargameAgentSpec alphabeta = { QD_WARGAME_AGENT_ALPHABETA, 2, 0 };
  QdWargameAgentSpec minimax = { QD_WARGAME_AGENT_MINIMAX, 1, 0 };
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &alphabeta);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &minimax);
  action (page, "wargame.new-game");
  wait_until (game_over, page, 60000, "the end of the game");
  report = check_page_report (QD_PAGE (page), "ui-wargame");
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_GAME));
  animation = check_page_animation (QD_PAGE (page), n_moves (page), "ui-wargame");
  close_current_page ();
}

/* Check an Answer… with a log whose fourth line drops on D1, next to
 * green's C1 (a blitz): wrong at line 4, the tab shows the game up to the
 * right move there (green blitz D1) and the position before it (3 moves);
 * with alpha-beta playing green, a log that plays green elsewhere is wrong
 * at that line with alpha-beta's move; the right log is correct. */
static void
test_check_answer (void)
{
  QdWargamePage *page = open_keren ();
  const QdWargameAgentSpec human = { QD_WARGAME_AGENT_HUMAN, 1, 0 };
  const QdWargameAgentSpec alphabeta = { QD_WARGAME_AGENT_ALPHABETA, 2, 0 };
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  g_autoptr(QdCheckResult) agent = NULL;
  char name[4];

  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &human);
  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &human);
  result = check_answer_in_page (QD_PAGE (page), "blue drop A1\ngreen drop C1\nblue drop E1\ngreen drop D1\n",
                                 "ui-wargame");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 4);
  g_assert_cmpint (result->step, ==, 3);
  g_assert_cmpstr (result->expected, ==, "green blitz D1");
  g_assert_nonnull (strstr (result->explanation, "M1 Death Blitz"));
  g_assert_cmpuint (n_moves (page), ==, 4);
  g_assert_cmpuint (qd_wargame_page_get_shown_moves (page), ==, 3);
  g_assert_cmpstr (qd_wargame_square_name (6, qd_wargame_record_move (qd_wargame_page_get_record (page), 3)->square, name),
                   ==, "D1");
  screenshot ("ui-wargame-check-replay.png");

  correct = check_answer_in_page (QD_PAGE (page), "blue drop A1\ngreen drop C1\nblue drop E1\ngreen blitz D1\n",
                                  "ui-wargame-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);

  qd_wargame_page_set_agent (page, QD_WARGAME_GREEN, &alphabeta);
  agent = check_answer_in_page (QD_PAGE (page), "blue drop A1\ngreen drop F6\n", "ui-wargame-agent");
  g_assert_cmpint (agent->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (agent->line, ==, 2);
  g_assert_nonnull (strstr (agent->explanation, "alphabeta:2 plays"));
  g_assert_cmpuint (qd_wargame_page_get_shown_moves (page), ==, 1);
  /* Green's alpha-beta searched that position: its tree is in the search
   * tree, nothing was played. */
  wait_until (page_not_busy, page, 30000, "alpha-beta's search at the check's step");
  g_assert_cmpuint (qd_wargame_page_get_shown_moves (page), ==, 1);
  {
    QdSearchTreeView *tree_view = show_search_tree (qd_page_get_canvas (QD_PAGE (page)));
    const QdSearchTree *tree = qd_search_tree_view_get_tree (tree_view);

    g_assert_nonnull (tree);
    g_assert_cmpuint (qd_search_tree_n_nodes (tree), >, 1);
  }
  screenshot ("ui-wargame-check-tree.png");
  close_current_page ();
}

static gboolean
forfeited (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && strstr (label (page, "turn_label"), "forfeits") != NULL;
}

/* Outside agents of the registry (docs/agents.md) in the player lists: the
 * template plays a whole game against Quandary's random agent, its info
 * lines shown; one that answers an illegal move forfeits, the cause said. */
static void
test_outside_agent (void)
{
  g_autofree char *registry = NULL;
  QdWargameAgentSpec random = { QD_WARGAME_AGENT_RANDOM, 1, 0 };
  QdWargamePage *page;
  GListModel *list;
  const QdWargameState *st;

  registry = g_strdup_printf ("[Template]\ncommand=%s wargame_agent.py --depth 1\nfolder=%s\ngames=wargame\n\n"
                              "[Cheater]\ncommand=%s %s illegal\ngames=wargame\nmove-time=5\n\n"
                              "[Stones only]\ncommand=true\ngames=takestones\n",
                              ui_python (), ui_agents_dir (), ui_python (), ui_hostile_agent ());
  ui_set_agents_registry (registry);

  page = open_keren ();
  /* Quandary's six agents, then the registry's that play the war game. */
  list = adw_combo_row_get_model (ADW_COMBO_ROW (child (page, "green_row")));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 8);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 5), ==, "Monte Carlo Tree Search");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 6), ==, "Cheater");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (list), 7), ==, "Template");
  gtk_range_set_value (GTK_RANGE (child (page, "delay_scale")), 0);
  qd_wargame_page_set_agent (page, QD_WARGAME_BLUE, &random);
  qd_wargame_page_set_outside_agent (page, QD_WARGAME_GREEN, "agent:Template");
  action (page, "wargame.new-game");
  wait_until (game_over, page, 90000, "the end of the game against the outside agent");
  g_assert_cmpuint (n_moves (page), ==, 36);
  st = qd_wargame_record_state (qd_wargame_page_get_record (page));
  g_assert_cmpint (st->score[QD_WARGAME_BLUE] + st->score[QD_WARGAME_GREEN], >, 0);
  g_assert_true (g_str_has_prefix (label (page, "turn_label"), "Game over"));
  g_assert_null (strstr (label (page, "turn_label"), "forfeits"));
  /* The last move is green's: the search shown is the agent's own, from its
   * info line (depth 1). */
  g_assert_cmpstr (label (page, "ai_depth_label"), ==, "1");
  /* Its move's time, as Quandary's own agents have it. */
  g_assert_true (g_str_has_suffix (label (page, "ai_time_label"), " ms") ||
                 g_str_has_suffix (label (page, "ai_time_label"), " s"));
  screenshot ("ui-wargame-outside-agent.png");
  /* Its log: the name it gave, its 18 moves, the sandbox. */
  {
    g_autofree char *log = qd_outside_players_log_text (qd_wargame_page_get_outside_players (page));
    GtkWindow *shown = qd_outside_players_show_log (qd_wargame_page_get_outside_players (page));

    g_test_message ("%s", log);
    g_assert_nonnull (strstr (log, "Green: wargame alpha-beta depth 1 (agent:Template)\n"));
    g_assert_nonnull (strstr (log, "18 moves asked for, the last in "));
    wait_for_frame ();
    screenshot_of (GTK_WIDGET (shown), "ui-wargame-agents-log.png");
    gtk_window_destroy (shown);
  }

  qd_wargame_page_set_outside_agent (page, QD_WARGAME_BLUE, "agent:Cheater");
  action (page, "wargame.new-game");
  wait_until (forfeited, page, 60000, "the forfeit");
  g_assert_nonnull (strstr (label (page, "turn_label"), "Blue (hostile illegal) forfeits: “999” is not a legal move"));
  g_assert_cmpuint (n_moves (page), ==, 0);
  g_assert_false (qd_widget_action_enabled (GTK_WIDGET (page), "wargame.computer-move"));
  screenshot ("ui-wargame-forfeit.png");

  /* The matchups view: the outside agent against minimax and alpha-beta,
   * on either side; a cheater forfeits each of its games, and its rows
   * say so. */
  {
    GListModel *agents = adw_combo_row_get_model (ADW_COMBO_ROW (child (page, "report_agent_row")));
    GPtrArray *report;

    g_assert_cmpuint (g_list_model_get_n_items (agents), ==, 3);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (agents), 2), ==, "Template");
    gtk_stack_set_visible_child_name (GTK_STACK (child (page, "main_stack")), "reports");
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "mm_depth_spin")), 1);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "ab_depth_spin")), 2);
    adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "report_agent_row")), 2);
    action (page, "wargame.run-report");
    wait_until (report_ready, page, 120000, "the outside agent's matchups");
    report = qd_wargame_page_get_report (page);
    g_assert_cmpuint (report->len, ==, 4);
    g_assert_cmpstr (((QdWargameMatchResult *) report->pdata[0])->label, ==, "agent:Template vs minimax:1");
    g_assert_cmpstr (((QdWargameMatchResult *) report->pdata[3])->label, ==, "alphabeta:2 vs agent:Template");
    for (guint i = 0; i < report->len; i++)
      {
        const QdWargameMatchResult *r = report->pdata[i];

        g_assert_null (r->forfeit);
        g_assert_true (qd_wargame_record_is_over (r->record));
      }
    screenshot ("ui-wargame-matchups-outside.png");

    adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "report_agent_row")), 1);
    action (page, "wargame.run-report");
    wait_until (page_not_busy, page, 60000, "the cheater's matchups");
    report = qd_wargame_page_get_report (page);
    g_assert_cmpuint (report->len, ==, 4);
    for (guint i = 0; i < report->len; i++)
      g_assert_nonnull (((QdWargameMatchResult *) report->pdata[i])->forfeit);
    {
      GtkWidget *game = gtk_grid_get_child_at (GTK_GRID (child (page, "report_grid")), 0, 1);

      g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (game)), "(Blue forfeits: “999” is not a legal move"));
    }
    screenshot ("ui-wargame-matchups-forfeits.png");
  }
  close_current_page ();
  ui_set_agents_registry (NULL);
}

int
main (int argc, char **argv)
{
  g_autofree char *config = g_dir_make_tmp ("quandary-ui-wargame-XXXXXX", NULL);

  /* A registry of the test's own, before any thread. */
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  ui_init (&argc, &argv);
  ui_remove_at_end (config);
  g_test_add_func ("/ui-wargame/outside-agent", test_outside_agent);
  g_test_add_func ("/ui-wargame/human-vs-ai", test_human_vs_ai);
  g_test_add_func ("/ui-wargame/search-tree", test_search_tree);
  g_test_add_func ("/ui-wargame/live-thinking", test_live_thinking);
  g_test_add_func ("/ui-wargame/ai-vs-ai", test_ai_vs_ai);
  g_test_add_func ("/ui-wargame/mcts", test_mcts);
  g_test_add_func ("/ui-wargame/matchups", test_matchups);
  g_test_add_func ("/ui-wargame/editor", test_editor);
  g_test_add_func ("/ui-wargame/open-files", test_open_files);
  g_test_add_func ("/ui-wargame/log-chooser", test_log_chooser_closes_with_tab);
  g_test_add_func ("/ui-wargame/bad-board", test_bad_board);
  g_test_add_func ("/ui-wargame/keyboard-game", test_keyboard_game);
  g_test_add_func ("/ui-wargame/report", test_report);
  g_test_add_func ("/ui-wargame/check-answer", test_check_answer);
  return ui_run ();
}
