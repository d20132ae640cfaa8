/* test-ui-gdl.c — the General Games tab under Xvfb: tic-tac-toe opened
 * from the examples and played by a click on the board, by the list of
 * legal moves and by the keyboard (arrows and Return), each move checked in
 * the state's facts and in what a screen reader hears; Undo; Connect Four's
 * click in a column; the Tower of Hanoi, a puzzle of one role whose goal
 * shows and whose hint is A*'s; a broken rulesheet's error naming the file, the line and the
 * column; the tab at 600 × 500 and larger, the Rules pane; practice on
 * tic-tac-toe's moves, answered by typing and by clicks; rock-paper-scissors,
 * the roles moving together, by the keyboard, its payoff table in place of
 * a board; over three rounds, its facts; three-player tic-tac-toe;
 * the reader's warnings listed, each showing its line in the Rules pane;
 * the rules read on a worker, the window going on meanwhile, the newest
 * rules winning over a stale read (chess); MCTS step by step on
 * rock-paper-scissors (decoupled UCT).
 * Toasts are
 * dismissed before each screenshot.  Screenshots
 * (ui-gdl-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "ui-common.h"
#include <math.h>
#include <string.h>

#include "app/pages/gdl/qd-gdl-page.h"
#include "app/qd-mcts-window.h"
#include "app/widgets/qd-canvas.h"
#include "problems/gdl/qd-gdl-practice.h"
#include "app/pages/gdl/qd-gdl-view.h"
#include "ui-practice.h"

/* The examples' order (qd-gdl-problem.c). */
enum { TICTACTOE, CONNECT4, CONNECT4_8X6, NIM, TAKE_STONES, HANOI, EIGHT_PUZZLE, RPS_ROUNDS };

/* The toasts on show, each dismissed when `dismiss` (its close button). */
static guint
toasts (GtkWidget *widget, gboolean dismiss)
{
  guint n = 0;
  GtkWidget *next;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = next)
    {
      next = gtk_widget_get_next_sibling (c);
      if (!g_str_equal (G_OBJECT_TYPE_NAME (c), "AdwToastWidget"))
        n += toasts (c, dismiss);
      else if (n++, dismiss && GTK_IS_BUTTON (gtk_widget_get_last_child (c)))
        g_signal_emit_by_name (gtk_widget_get_last_child (c), "clicked");
    }
  return n;
}

static gboolean
no_toast (gpointer data)
{
  return toasts (GTK_WIDGET (window), FALSE) == 0;
}

/* A screenshot without the toasts of earlier steps (a toast is the
 * window's: it would show over a tab it does not belong to). */
static void
shot (const char *name)
{
  toasts (GTK_WIDGET (window), TRUE);
  wait_until (no_toast, NULL, 5000, "the toasts dismissed");
  wait_for_frame ();
  screenshot (name);
}

static gboolean
settled (gpointer page)
{
  return qd_gdl_page_is_settled (page);
}

static gboolean
thinking (gpointer page)
{
  return !qd_gdl_page_is_settled (page);
}

static GObject *
child (QdGdlPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_GDL_PAGE, name);
}

static QdCanvas *
board_of (QdGdlPage *page)
{
  return QD_CANVAS (child (page, "board_view"));
}

static QdGdlPage *
open_gdl_example (guint index)
{
  QdGdlPage *page = QD_GDL_PAGE (open_example ("gdl", index, QD_TYPE_GDL_PAGE));

  wait_for_frame ();
  return page;
}

static void
assert_fact (QdGdlPage *page, const char *fact)
{
  g_autofree char *state = qd_gdl_page_dup_state (page);
  g_autofree char *line = g_strdup_printf ("%s\n", fact);

  if (strstr (state, line) == NULL)
    g_error ("no %s in the state:\n%s", fact, state);
}

/* The row of the legal moves' list titled `move`, or NULL. */
static GtkListBoxRow *
legal_row (QdGdlPage *page, const char *move)
{
  GtkListBox *list = GTK_LIST_BOX (child (page, "legal_list"));

  for (int i = 0;; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);

      if (row == NULL)
        return NULL;
      if (g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), move) == 0)
        return row;
    }
}

/* What a screen reader hears of the board: the cursor's cell and the position. */
static void
assert_said (QdGdlPage *page, const char *cell, const char *position)
{
  QdCanvas *canvas = board_of (page);
  g_autofree char *label_error = NULL;

  if (!g_str_has_prefix (qd_canvas_get_cell_text (canvas), cell))
    g_error ("the cell says “%s”, not “%s…”", qd_canvas_get_cell_text (canvas), cell);
  g_assert_nonnull (strstr (qd_canvas_get_position_text (canvas), position));
  label_error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (canvas), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                    qd_canvas_get_cell_text (canvas));
  g_assert_null (label_error);
}

/* Over the Rules pane's facts without variables, why they hold now (x has
 * the left column): (line x) by a rule, `terminal` too; (line o) does not
 * hold; nothing over a rule with variables, nor in a comment. */
static void
check_why (QdGdlPage *page)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (data, "examples", "gdl", "tictactoe.kif", NULL);
  g_autofree char *text = NULL;
  g_autofree char *line_x = NULL, *line_o = NULL, *terminal = NULL, *variables = NULL, *comment = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  line_x = qd_gdl_page_explain (page, (guint) (strstr (text, "(not (line x))") - text + 7));
  line_o = qd_gdl_page_explain (page, (guint) (strstr (text, "(not (line o))") - text + 7));
  terminal = qd_gdl_page_explain (page, (guint) (strstr (text, "(<= terminal") - text + 5));
  variables = qd_gdl_page_explain (page, (guint) (strstr (text, "(<= (line ?player)") - text + 6));
  comment = qd_gdl_page_explain (page, 3);
  g_test_message ("(line x): %s", line_x);
  g_assert_true (g_str_has_prefix (line_x, "(line x) because of rule "));
  g_assert_nonnull (strstr (line_x, "(true (cell 1 1 x)): in the state"));
  g_assert_cmpstr (line_o, ==, "(line o) does not hold");
  g_assert_true (g_str_has_prefix (terminal, "terminal because of rule "));
  g_assert_null (variables);
  g_assert_null (comment);
}

/* The game as an animation (the GIF's frames): a step a move, the last
 * frame drawn (ui-gdl-animation-last.png). */
static void
check_animation (QdGdlPage *page, guint moves)
{
  g_autoptr(QdAnimation) animation = qd_page_build_animation (QD_PAGE (page));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 480);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *said = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "ui-gdl-animation-last.png", NULL);

  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, moves);
  said = animation->describe (1, animation->data);
  g_assert_cmpstr (said, ==, "x plays (mark 1 3)");
  qd_animation_draw_frame (animation, cr, 400, 480, moves);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
}

/* Tic-tac-toe: x clicks row 1, column 3; o plays (mark 2 2) from the
 * list; x plays row 3, column 1 by the keyboard; Undo takes it back. */
static void
test_tictactoe (void)
{
  QdGdlPage *page = open_gdl_example (TICTACTOE);
  QdCanvas *canvas = board_of (page);
  GtkListBoxRow *row;

  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);

  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 9);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "x to move"));
  shot ("ui-gdl-tictactoe-start.png");

  qd_gdl_page_choose_cell (page, 8);   /* row 1 at the bottom, as in K in a Row */
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 1);
  assert_fact (page, "(cell 1 3 x)");
  assert_fact (page, "(control o)");
  /* The cell just played names no legal move now: nothing happens. */
  qd_gdl_page_choose_cell (page, 8);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 1);

  row = legal_row (page, "(mark 2 2)");
  g_assert_nonnull (row);
  g_signal_emit_by_name (child (page, "legal_list"), "row-activated", row);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  assert_fact (page, "(cell 2 2 o)");
  g_assert_null (legal_row (page, "(mark 2 2)"));

  /* The keyboard: the cursor from the bottom left cell up twice, Return. */
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  qd_canvas_set_cursor (canvas, 6);
  wait_for_frame ();
  assert_said (page, "cell 1 1: empty, a move plays here", "A board of 3 rows and 3 columns (cell)");
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Up));
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Up));
  g_assert_cmpint (qd_canvas_get_cursor (canvas), ==, 0);
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Return));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 3);
  assert_fact (page, "(cell 3 1 x)");
  wait_for_frame ();
  assert_said (page, "cell 3 1: x", "(control o)");
  shot ("ui-gdl-tictactoe-played.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.undo", NULL));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  assert_fact (page, "(cell 3 1 b)");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.redo", NULL));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 3);

  /* x wins along the left column after o's (mark 1 2): the goals show. */
  g_assert_true (qd_gdl_page_play_text (page, "(mark 1 2)"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 2 1)"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 3 3)"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 1 1)"));
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 0);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "Goals: x 100, o 0"));
  shot ("ui-gdl-tictactoe-over.png");
  check_why (page);
  check_animation (page, 7);
  close_current_page ();
}

/* The computer's search is in the search tree under the board (F8): a node
 * one ply down shows its state on the board and its description in the
 * status; the tree put away, the game shows again. */
static void
check_search_tree (QdGdlPage *page)
{
  check_search_tree_child (page, QD_TYPE_GDL_PAGE, board_of (page), shot, "ui-gdl-search-tree.png");
}

/* A person against Monte Carlo tree search: the computer answers a click;
 * a hint is shown, not played; Stop ends a long search, the moves as they
 * were; Play starts it again. */
static void
test_computer (void)
{
  QdGdlPage *page = open_gdl_example (TICTACTOE);
  GtkListBox *list = GTK_LIST_BOX (child (page, "legal_list"));

  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_MCTS, 300);
  qd_gdl_page_choose_cell (page, 4);
  wait_until (settled, page, 20000, "the computer's reply");
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  assert_fact (page, "(cell 2 2 x)");
  assert_fact (page, "(control x)");
  /* The moves played listed, the computer's reply said first in the status
   * (which a screen reader hears with the board) and its cell marked. */
  {
    const char *status = page_label (page, QD_TYPE_GDL_PAGE, "status_label");
    const char *history = gtk_label_get_text (GTK_LABEL (child (page, "history_label")));
    g_autofree char *state = qd_gdl_page_dup_state (page);
    const char *o = strstr (state, " o)");
    gint last = qd_gdl_view_get_last (QD_GDL_VIEW (board_of (page)));

    if (!g_str_has_prefix (status, "o played (mark ") || strstr (status, "Move 3: x to move.") == NULL)
      g_error ("the status says “%s”", status);
    if (!g_str_has_prefix (history, "1. x (mark 2 2)\n2. o (mark "))
      g_error ("the moves played: “%s”", history);
    g_assert_nonnull (o);
    /* "(cell R C o)": row R counted from the bottom, as K in a Row's
     * (render/gdl/qd-gdl-board.c): the cell (3 - R) × 3 + C - 1. */
    g_assert_cmpint (last, ==, ('3' - o[-3]) * 3 + (o[-1] - '1'));
    shot ("ui-gdl-last-move.png");
  }
  check_search_tree (page);
  check_mcts_step (board_of (page), "gdl.mcts-step");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.hint", NULL));
  wait_until (settled, page, 20000, "the hint");
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_GDL_PAGE, "notice_label"), "Hint: play (mark "));
  g_assert_nonnull (gtk_list_box_get_selected_row (list));
  shot ("ui-gdl-hint.png");

  /* Two slow computers: Stop, then Play. */
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_MCTS, 100000);
  qd_gdl_page_set_player (page, 0, QD_GDL_PLAYER_MCTS, 100000);
  wait_until (thinking, page, 5000, "the computer thinking");
  shot ("ui-gdl-thinking.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.stop", NULL));
  wait_until (settled, page, 5000, "Stop");
  /* Said in the tab (a toast would outlive it into other tabs). */
  g_assert_cmpstr (page_label (page, QD_TYPE_GDL_PAGE, "notice_label"), ==,
                   "The computer players stopped: press Play to let them go on.");
  {
    guint moves = qd_gdl_page_get_n_moves (page);

    /* Stopped, the players wait. */
    spin (300);
    g_assert_true (qd_gdl_page_is_settled (page));
    g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, moves);
  }
  qd_gdl_page_set_player (page, 0, QD_GDL_PLAYER_RANDOM, 0);
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_ALPHABETA, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.resume", NULL));
  wait_until (settled, page, 20000, "the game to its end");
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 0);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "Goals: x "));
  close_current_page ();
}

/* Whether the board's `cell` says a move plays there (the legal-move dot). */
static gboolean
marked_now (QdGdlPage *page, gint cell)
{
  QdCanvas *canvas = board_of (page);
  const char *text;

  qd_canvas_set_cursor (canvas, cell);
  spin (20);
  text = qd_canvas_get_cell_text (canvas);
  return text != NULL && g_str_has_suffix (text, ", a move plays here");
}

/* Whether the cell's text (the screen reader's, with the board's dots)
 * says a move plays there: the page's update reaches it on the main loop
 * (later on a loaded machine), so the expected answer is waited for, 5 s
 * at most, and then returned as it is. */
static gboolean
marked_as (QdGdlPage *page, gint cell, gboolean expected)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (marked_now (page, cell) != expected && g_get_monotonic_time () < end)
    ;
  return marked_now (page, cell);
}

/* Connect Four: a click on the top cell of column 4 drops a disc there;
 * a drop's dot is where it lands, not on every cell of its column. */
static void
test_connect4 (void)
{
  QdGdlPage *page = open_gdl_example (CONNECT4);

  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  qd_gdl_page_choose_cell (page, 3);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 1);
  assert_fact (page, "(cell 4 1 red)");
  qd_gdl_page_choose_cell (page, 5 * 7 + 3);
  assert_fact (page, "(cell 4 2 yellow)");
  g_assert_false (marked_as (page, 3, FALSE));
  g_assert_true (marked_as (page, 3 * 7 + 3, TRUE));
  g_assert_false (marked_as (page, 4 * 7 + 3, FALSE));
  g_assert_false (marked_as (page, 0, FALSE));
  g_assert_true (marked_as (page, 5 * 7, TRUE));
  shot ("ui-gdl-connect4.png");
  /* At 600 × 500 the seven (top c h) facts stand beside the board, not
   * under it: the board keeps its size (43 % when they were under it). */
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (qd_canvas_get_zoom (board_of (page)) < 0.6)
    g_error ("at 600 × 500 the board is drawn at %.0f %%", 100 * qd_canvas_get_zoom (board_of (page)));
  shot ("ui-gdl-connect4-600x500.png");
  resize_window (1100, 760);
  close_current_page ();
}

/* The current question's text and number (from 0). */
static const char *
question (QdPracticeBar *bar, guint *position)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar);

  g_assert_nonnull (practice);
  *position = qd_practice_position (practice);
  g_assert_nonnull (qd_practice_current (practice));
  return qd_practice_current (practice)->text;
}

/* The practice bar in sight at `width` × `height`, the controls shown. */
static void
practice_screenshot (QdGdlPage *page, QdPracticeBar *bar, int width, int height, const char *name)
{
  resize_window (width, height);
  spin (200);
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  spin (500);
  wait_until (practice_flap_settled, qd_page_get_flap (QD_PAGE (page)), 5000, "the controls");
  practice_scroll_to_bar (bar);
  wait_for_frame ();
  shot (name);
}

/* Practice on tic-tac-toe after (mark 1 1) and (mark 2 2), a question at
 * each decision: x's legal moves at the start answered wrong, then right;
 * o's after one move answered by clicks on the board and a row of the
 * list; the board shows each question's state.  The tab's worksheet is
 * `gdl`. */
static void
test_practice (void)
{
  QdGdlPage *page = open_gdl_example (TICTACTOE);
  QdPracticeBar *bar = QD_PRACTICE_BAR (child (page, "practice_bar"));
  GObject *view = child (page, "board_view");
  const QdWorksheetKind *const *kinds = QD_PAGE_GET_CLASS (page)->worksheets;
  guint position;

  g_assert_nonnull (kinds);
  g_assert_cmpstr (kinds[0]->name, ==, "gdl");
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  g_assert_true (qd_gdl_page_play_text (page, "(mark 1 1)"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 2 2)"));
  /* A toast left from before is not in the screenshots. */
  qd_page_toast (QD_PAGE (page), "A stale toast");
  g_assert_cmpuint (toasts (GTK_WIDGET (window), FALSE), ==, 1);
  practice_turn_on (QD_PAGE (page), bar, "gdl.practice");
  gtk_drop_down_set_selected (practice_frequency (bar), 1);
  g_assert_cmpstr (question (bar, &position), ==, "Which moves are legal for x?");
  g_assert_cmpuint (position, ==, 0);
  g_assert_cmpstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), ==, "Practice: the state at the start.");
  /* Nothing on show tells the answer: no dots, the list the game's moves. */
  g_assert_false (marked_as (page, 0, FALSE));

  practice_type_answer (bar, "(mark 1 1) (mark 4 4)");
  g_assert_cmpstr (question (bar, &position), ==, "Which moves are legal for x?");
  g_assert_cmpuint (position, ==, 0);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), !=, "Right.");
  practice_type_answer (bar, "(mark 1 1) (mark 1 2) (mark 1 3) (mark 2 1) (MARK 2 2) (mark 2 3) (mark 3 1) (mark 3 2)"
                             " (mark 3 3)");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (question (bar, &position), ==, "Which moves are legal for o?");
  g_assert_cmpuint (position, ==, 1);
  g_assert_cmpstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), ==, "Practice: the state after 1 move.");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "facts_label"), "(cell 1 1 x)"));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "facts_label"), "(cell 2 2 b)"));

  /* By clicks: every cell but the one x took (the bottom left, cell 6),
   * the last, (mark 3 3) at the top right, from the list. */
  for (guint cell = 0; cell < 9; cell++)
    if (cell != 6 && cell != 2)
      g_signal_emit_by_name (view, "cell-chosen", cell);
  g_signal_emit_by_name (child (page, "legal_list"), "row-activated", legal_row (page, "(mark 3 3)"));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  practice_screenshot (page, bar, 600, 500, "ui-gdl-practice-600x500.png");
  practice_type_answer (bar, NULL);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  practice_screenshot (page, bar, 1100, 760, "ui-gdl-practice-1100x760.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (marked_as (page, 2, TRUE));
  resize_window (1200, 760);
  close_current_page ();
}

/* Every question of a practice, answered with its answer as Show Me gives
 * it, typed into the bar: each is right (issue 92: a right answer got "No: …
 * because of rule 34"). */
static void
answer_all (guint example, const char *const *moves)
{
  QdGdlPage *page = open_gdl_example (example);
  QdPracticeBar *bar = QD_PRACTICE_BAR (child (page, "practice_bar"));
  QdPractice *practice;
  guint asked = 0;

  qd_gdl_page_set_player (page, 0, QD_GDL_PLAYER_HUMAN, 0);
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_true (qd_gdl_page_play_text (page, moves[i]));
  practice_turn_on (QD_PAGE (page), bar, "gdl.practice");
  practice = qd_practice_bar_get_practice (bar);
  for (const QdPracticeQuestion *q; (q = qd_practice_current (practice)) != NULL && asked < 60; asked++)
    {
      g_autofree char *text = g_strdup (q->text), *given = g_strdup (q->answer);

      practice_type_answer (bar, given);
      if (g_strcmp0 (qd_practice_bar_get_feedback (bar), "Right.") != 0)
        g_error ("“%s” to “%s”: %s", given, text, qd_practice_bar_get_feedback (bar));
      practice = qd_practice_bar_get_practice (bar);
    }
  g_assert_cmpuint (asked, >, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.practice", NULL));
  close_current_page ();
}

static void
test_practice_answers (void)
{
  const char *const ttt[] = { "(mark 1 1)", "(mark 2 2)", "(mark 1 2)", NULL };
  const char *const c4[] = { "(drop 4)", "(drop 4)", "(drop 3)", NULL };
  const char *const nim[] = { "(take a 2)", "noop", NULL };

  answer_all (TICTACTOE, ttt);
  answer_all (CONNECT4, c4);
  (void) nim;
}

/* The Tower of Hanoi: one role; its state is facts; the goal shows. */
static void
test_hanoi (void)
{
  QdGdlPage *page = open_gdl_example (HANOI);
  GPtrArray *legal = qd_gdl_page_get_legal (page);
  g_autofree char *first = NULL;

  g_assert_cmpuint (legal->len, >, 0);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "The goal value of this state: 0 of 100."));
  /* The hint is A*'s first move: the tower of 5 discs takes 31. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.hint", NULL));
  wait_until (settled, page, 20000, "the puzzle's hint");
  if (!g_str_has_suffix (page_label (page, QD_TYPE_GDL_PAGE, "notice_label"), "from here in 31 moves."))
    g_error ("the hint says “%s”", page_label (page, QD_TYPE_GDL_PAGE, "notice_label"));
  first = g_strdup (g_ptr_array_index (legal, 0));
  g_assert_true (qd_gdl_page_play_text (page, first));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 1);
  assert_fact (page, "(step 1)");
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board_of (page)), "The state’s facts:"));
  shot ("ui-gdl-hanoi.png");
  close_current_page ();
}

static char *
rules_text (QdGdlPage *page)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "rules_view")));
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* The Rules pane's cursor: its line and column, from 1. */
static void
rules_cursor (QdGdlPage *page, int *line, int *column)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "rules_view")));
  GtkTextIter iter;

  gtk_text_buffer_get_iter_at_mark (buffer, &iter, gtk_text_buffer_get_insert (buffer));
  *line = gtk_text_iter_get_line (&iter) + 1;
  *column = gtk_text_iter_get_line_offset (&iter) + 1;
}

#define UNSAFE_RULES "(role x)\n(init (p))\n(<= (legal x ?y)\n    (true (p)))\n(<= terminal (true (q)))\n" \
                     "(<= (goal x 0) (true (p)))\n(<= (goal x 100) (true (q)))\n(<= (next (q)) (does x go))\n"

/* An unsafe rule (issue 92): the file opens in the Rules pane, editable,
 * the error said (the file, line and column), the cursor on the variable,
 * the controls waiting; mended there and loaded, the game is played; undo
 * brings the error back; the why of a fact under the pane. */
static void
test_broken (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "bad-unsafe.kif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkTextBuffer *buffer;
  QdGdlPage *page;
  int line, column;
  g_autofree char *text = NULL;
  GtkTextIter iter;

  g_assert_true (g_file_set_contents (path, UNSAFE_RULES, -1, NULL));
  qd_window_open_file (window, file);
  wait_until (error_shown, (gpointer) "bad-unsafe.kif: line 3, column 14: unsafe rule", 5000, "the error");
  page = QD_GDL_PAGE (qd_window_get_current_page (window));
  g_assert_true (QD_IS_GDL_PAGE (page));
  wait_for_frame ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child (page, "content_stack"))), ==, "rules");
  g_assert_true (gtk_text_view_get_editable (GTK_TEXT_VIEW (child (page, "rules_view"))));
  text = rules_text (page);
  g_assert_cmpstr (text, ==, UNSAFE_RULES);
  if (strstr (gtk_label_get_label (GTK_LABEL (child (page, "rules_error_label"))), "line 3, column 14: unsafe") == NULL)
    g_error ("the pane says “%s”", gtk_label_get_label (GTK_LABEL (child (page, "rules_error_label"))));
  rules_cursor (page, &line, &column);
  g_assert_cmpint (line, ==, 3);
  g_assert_cmpint (column, ==, 14);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  shot ("ui-gdl-rules-error.png");
  /* Mended: (legal x go), loaded by hand. */
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "rules_view")));
  {
    GtkTextIter a, b;

    gtk_text_buffer_get_iter_at_line_offset (buffer, &a, 2, 13);
    b = a;
    gtk_text_iter_forward_chars (&b, 2);
    gtk_text_buffer_delete (buffer, &a, &b);
    gtk_text_buffer_insert (buffer, &a, "go", -1);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  wait_until (settled, page, 5000, "the mended rules read");
  wait_for_frame ();
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (qd_gdl_page_get_legal (page), 0), ==, "go");
  /* The why of (true (p)) on line 4 in the pane under the rules: rule 3 (its line) makes go legal. */
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 3, 10);
  gtk_text_buffer_place_cursor (buffer, &iter);
  gtk_text_buffer_get_iter_at_line_offset (buffer, &iter, 2, 8);
  gtk_text_buffer_place_cursor (buffer, &iter);
  if (strstr (gtk_label_get_label (GTK_LABEL (child (page, "why_label"))), "(legal x go) because of rule 3") == NULL)
    g_error ("the why pane says “%s”", gtk_label_get_label (GTK_LABEL (child (page, "why_label"))));
  shot ("ui-gdl-rules-why.png");
  /* Undo: the error again, the controls waiting. */
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  wait_until (settled, page, 5000, "the rules read after undo");
  wait_for_frame ();
  g_free (text);
  text = rules_text (page);
  g_assert_cmpstr (text, ==, UNSAFE_RULES);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* Two rules the reader reads as GGP Base's prover does, each with a
 * warning (test-cli-gdl-community.py words them): a `distinct` before the
 * literal binding its variable (line 5, column 6) and a `legal` whose role
 * only a `not` binds (line 8, column 12, "(role ?r) added"). */
#define WARNED_RULES "(role a)\n(init (s 0))\n(val 1) (val 2) (val 3)\n(<= (legal a (go ?x))\n    (distinct ?x 2)\n" \
                     "    (val ?x)\n    (true (s 0)))\n(<= (legal ?r wait) (not (true (s ?r))))\n" \
                     "(<= (next (s 1)) (does a ?m))\n(<= terminal (true (s 1)))\n(goal a 100)\n"

static gboolean
expanded (gpointer row)
{
  return adw_expander_row_get_expanded (row);
}

/* The widgets of `type` under `widget`, in order, into `found`. */
static void
collect (GtkWidget *widget, GType type, GPtrArray *found)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        g_ptr_array_add (found, c);
      collect (c, type, found);
    }
}

/* The reader's warnings (issue 98) in the tab: a row "2 warnings in the
 * rules" at the top of the sidebar, opened by the keyboard to one row a
 * warning, file:line:column over its sentence, both selectable; its
 * button shows the line in the Rules pane.  No row for rules without
 * warnings. */
static void
test_warnings (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "warned.kif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  QdGdlPage *page;
  GtkWidget *group, *row;
  int line, column;

  resize_window (1100, 760);
  page = open_gdl_example (TICTACTOE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child (page, "warnings_group"))));
  close_current_page ();
  g_assert_true (g_file_set_contents (path, WARNED_RULES, -1, NULL));
  page = QD_GDL_PAGE (open_file_page (file, QD_TYPE_GDL_PAGE));
  wait_for_frame ();
  group = GTK_WIDGET (child (page, "warnings_group"));
  row = GTK_WIDGET (child (page, "warnings_row"));
  g_assert_true (gtk_widget_get_visible (group));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "2 warnings in the rules");
  g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row)));
  /* opened by the keyboard: the row's header takes the focus, Return opens it */
  {
    g_autoptr(GPtrArray) headers = g_ptr_array_new ();

    collect (row, ADW_TYPE_ACTION_ROW, headers);
    g_assert_cmpuint (headers->len, >=, 1);
    g_assert_true (gtk_widget_grab_focus (headers->pdata[0]));
    press_key_at_focus (GDK_KEY_Return, 0);
  }
  wait_until (expanded, row, 5000, "the warnings opened by Return");
  wait_for_frame ();
  collect (row, GTK_TYPE_LABEL, labels);
  collect (row, GTK_TYPE_BUTTON, buttons);
  {
    /* each warning's place and sentence, selectable */
    const char *want[] = { "warned.kif:5:6", "“distinct” on ?x before the literal that binds it",
                           "warned.kif:8:12", "(role ?r) added" };
    guint w = 0;

    for (guint i = 0; i < labels->len && w < G_N_ELEMENTS (want); i++)
      if (strstr (gtk_label_get_label (labels->pdata[i]), want[w]) != NULL)
        {
          g_assert_true (gtk_label_get_selectable (labels->pdata[i]));
          w++;
        }
    for (guint i = 0; w < G_N_ELEMENTS (want) && i < labels->len; i++)
      g_test_message ("label: %s", gtk_label_get_label (labels->pdata[i]));
    if (w < G_N_ELEMENTS (want))
      g_error ("the warnings' rows lack “%s”", want[w]);
  }
  shot ("ui-gdl-warnings.png");
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-gdl-warnings", 1100, 760);
  /* the last button shows line 8, column 12 in the Rules pane */
  g_assert_cmpuint (buttons->len, >=, 2);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (buttons->pdata[buttons->len - 1]), ==, "Show line 8 in the rules");
  g_signal_emit_by_name (buttons->pdata[buttons->len - 1], "clicked");
  wait_for_frame ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child (page, "content_stack"))), ==, "rules");
  rules_cursor (page, &line, &column);
  g_assert_cmpint (line, ==, 8);
  g_assert_cmpint (column, ==, 12);
  shot ("ui-gdl-warnings-rules.png");
  close_current_page ();
}

/* A new rulesheet ("Untitled Rulesheet", tic-tac-toe as its template) is
 * editable (issue 92): a rule typed in is read as the document's. */
static void
test_new_editable (void)
{
  QdGdlPage *page = QD_GDL_PAGE (qd_window_new_page (window, "gdl"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "rules_view")));
  g_autofree char *saved = NULL;
  GtkTextIter end;

  wait_for_frame ();
  g_assert_true (gtk_text_view_get_editable (GTK_TEXT_VIEW (child (page, "rules_view"))));
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "\n(extra fact)\n", -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_true (g_str_has_suffix (saved, "\n(extra fact)\n"));
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  wait_until (settled, page, 5000, "the rules read");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.show-rules", NULL));
  resize_window (600, 500);
  spin (200);
  wait_for_frame ();
  shot ("ui-gdl-rules-600x500.png");
  resize_window (1100, 760);
  /* Typed and saved (or closed) at once, before the pause after which
   * the pane reads its text: the keystrokes are the document's all the
   * same (the page's flush_edits), not lost. */
  qd_page_set_modified (QD_PAGE (page), FALSE);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "(another fact)\n", -1);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_free (saved);
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_true (g_str_has_suffix (saved, "\n(extra fact)\n(another fact)\n"));
  wait_until (settled, page, 5000, "the rules read");
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* Status changes while the newest rules are read: the page's legal moves
 * then (the mended puzzle's one move "go" would say its stale read shown). */
static void
on_status (GtkLabel *label, GParamSpec *pspec, gpointer page)
{
  GPtrArray *legal = qd_gdl_page_get_legal (page);

  if (legal->len == 1 && g_str_equal (legal->pdata[0], "go"))
    g_object_set_data (G_OBJECT (label), "stale-shown", GINT_TO_POINTER (TRUE));
}

static gboolean
count_iteration (gpointer data)
{
  QdGdlPage *page = g_object_get_data (data, "page");

  if (!qd_gdl_page_is_settled (page))
    (*(guint *) g_object_get_data (data, "iterations"))++;
  return G_SOURCE_CONTINUE;
}

#define MENDED_RULES "(role x)\n(init (p))\n(<= (legal x go)\n    (true (p)))\n(<= terminal (true (q)))\n" \
                     "(goal x 0)\n(<= (next (q)) (does x go))\n"

/* The rules read on a worker (issue 98): chess (tests/gdl/public, whose
 * read takes seconds) given to the Rules pane becomes the document's at
 * once (saved as typed), while the page keeps tic-tac-toe, waiting, and
 * the window's main loop goes on; then chess is shown (white's 20 first
 * moves, GGP Base's perft 1 of this rulesheet).  Newer rules given before
 * older ones are read win: the older read's result, stale, is never
 * shown (a read's result comes through the main loop, so the second text
 * is given before the first read can be taken, however fast).  Undo and
 * redo are read on the worker too; an error is said with its line once
 * read.  Asserts the order of things, not their times. */
static void
test_rules_worker (void)
{
  QdGdlPage *page = QD_GDL_PAGE (qd_window_new_page (window, "gdl"));
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child (page, "rules_view")));
  GObject *status = child (page, "status_label");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "public", "chess.kif", NULL);
  g_autofree char *chess = NULL, *template = NULL, *saved = NULL, *broken = NULL;
  g_autoptr(GObject) counter = g_object_new (G_TYPE_OBJECT, NULL);
  guint iterations = 0, source;
  gulong handler;
  gint64 took;

  wait_for_frame ();
  g_assert_true (g_file_get_contents (path, &chess, NULL, NULL));
  template = rules_text (page);
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 9);

  gtk_text_buffer_set_text (buffer, chess, -1);
  took = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  /* A figure, not an assert: the window's thread's share of the edit. */
  g_test_message ("Load Rules on chess: %.3f s on the window's thread", (g_get_monotonic_time () - took) / 1e6);
  /* The text is the document's, the read not done: tic-tac-toe on show, waiting. */
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_cmpstr (saved, ==, chess);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  g_assert_false (qd_gdl_page_is_settled (page));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  g_assert_cmpstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), ==, "Reading the rules…");
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 9);
  g_object_set_data (counter, "page", page);
  g_object_set_data (counter, "iterations", &iterations);
  source = g_idle_add (count_iteration, counter);
  spin (50);
  shot ("ui-gdl-rules-reading.png");
  wait_until (settled, page, 60000, "chess read");
  g_source_remove (source);
  g_test_message ("chess read and shown %.3f s after Load Rules; main loop iterations meanwhile: %u",
                  (g_get_monotonic_time () - took) / 1e6, iterations);
  g_assert_cmpuint (iterations, >, 0);
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 20);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "white"));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (child (page, "board_button")), TRUE);
  shot ("ui-gdl-rules-chess.png");

  /* The mended puzzle, then at once tic-tac-toe again: tic-tac-toe wins. */
  handler = g_signal_connect (status, "notify::label", G_CALLBACK (on_status), page);
  gtk_text_buffer_set_text (buffer, MENDED_RULES, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  gtk_text_buffer_set_text (buffer, template, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  wait_until (settled, page, 10000, "the newest rules read");
  g_signal_handler_disconnect (status, handler);
  g_assert_null (g_object_get_data (status, "stale-shown"));
  g_free (saved);
  saved = rules_text (page);
  g_assert_cmpstr (saved, ==, template);
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 9);

  /* Undo: the puzzle, read on the worker, then shown; redo: tic-tac-toe. */
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_false (qd_gdl_page_is_settled (page));
  wait_until (settled, page, 10000, "the puzzle read after undo");
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (qd_gdl_page_get_legal (page), 0), ==, "go");
  g_assert_true (qd_page_redo (QD_PAGE (page)));
  wait_until (settled, page, 10000, "tic-tac-toe read after redo");
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 9);

  /* An error, said with its line once read: (role) without a name on line 2. */
  broken = g_strconcat ("; the newest rules\n(role)\n", template, NULL);
  gtk_text_buffer_set_text (buffer, broken, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.load-rules", NULL));
  wait_until (settled, page, 10000, "the broken rules read");
  if (strstr (gtk_label_get_label (GTK_LABEL (child (page, "rules_error_label"))), "line 2") == NULL)
    g_error ("the pane says “%s”", gtk_label_get_label (GTK_LABEL (child (page, "rules_error_label"))));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (child (page, "sidebar"))));
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* The tab at 600 × 500 (the controls folded away, then shown), at a
 * normal size, and its Rules pane. */
static void
test_sizes (void)
{
  QdGdlPage *page = open_gdl_example (EIGHT_PUZZLE);
  g_autoptr(GString) report = g_string_new (NULL);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the General Games tab", report))
    g_error ("%s", report->str);
  shot ("ui-gdl-600x500.png");
  adw_flap_set_reveal_flap (flap, TRUE);
  wait_for_frame ();
  shot ("ui-gdl-600x500-controls.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  resize_window (1100, 760);
  spin (300);
  wait_for_frame ();
  shot ("ui-gdl-1100x760.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.show-rules", NULL));
  wait_for_frame ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child (page, "content_stack"))), ==, "rules");
  shot ("ui-gdl-rules.png");
  close_current_page ();
}

/* Tic-tac-toe in the dark style at 600 × 500 (the controls shown over the
 * board) and at 1260 × 860 (the test screen is smaller than 1400 × 900): the sidebar fits the window (issue 92). */
static void
test_dark (void)
{
  QdGdlPage *page = open_gdl_example (TICTACTOE);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));
  g_autoptr(GString) report = g_string_new (NULL);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the General Games tab, dark", report))
    g_error ("%s", report->str);
  shot ("ui-gdl-dark-600x500.png");
  adw_flap_set_reveal_flap (flap, TRUE);
  spin (300);
  wait_for_frame ();
  shot ("ui-gdl-dark-600x500-controls.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  resize_window (1260, 860);
  spin (300);
  wait_for_frame ();
  shot ("ui-gdl-dark-1260x860.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_LIGHT);
  close_current_page ();
}

/* Rock-paper-scissors (issue 98), the roles moving together, two people
 * at the keyboard: left chooses paper in the list of moves (Down, Return),
 * its choice hidden (no move shown, the state as it was, the status asking
 * right); right chooses rock; then both choices show and the goals (paper
 * beats rock: left 100, right 0, by the rules).  Undo goes back to right's
 * choice, left's still hidden; against MCTS the computer chooses after the
 * person and the game ends. */
static gboolean
game_over (gpointer page)
{
  return qd_gdl_page_is_settled (page) && qd_gdl_page_get_legal (page)->len == 0;
}

static void
choose_by_keyboard (QdGdlPage *page, guint downs)
{
  GtkListBox *list = GTK_LIST_BOX (child (page, "legal_list"));

  GtkWidget *focus;

  /* into the list by Tab, as a person at the keyboard: its first row */
  wait_for_frame ();
  gtk_widget_grab_focus (GTK_WIDGET (child (page, "board_view")));
  focus = tab_until (GTK_WIDGET (list), 40);
  g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (focus)), ==, 0);
  for (guint i = 0; i < downs; i++)
    press_key_at_focus (GDK_KEY_Down, 0);
  g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_cmpint (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (gtk_root_get_focus (GTK_ROOT (window)))), ==,
                   (int) downs);
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
}

/* tests/gdl/data/rock-paper-scissors.kif's rules without its comments. */
#define RPS_RULES \
  "(role left) (role right) (init (round 1)) (opponent left right) (opponent right left)\n" \
  "(sign rock) (sign paper) (sign scissors)\n" \
  "(beats rock scissors) (beats scissors paper) (beats paper rock)\n" \
  "(<= (legal ?player (throw ?sign)) (role ?player) (sign ?sign) (true (round 1)))\n" \
  "(<= (next (shown ?player ?sign)) (does ?player (throw ?sign)))\n" \
  "(<= played (true (shown ?player ?sign)))\n(<= terminal played)\n" \
  "(<= (goal ?player 100) (true (shown ?player ?mine)) (opponent ?player ?other) (true (shown ?other ?theirs))\n" \
  "    (beats ?mine ?theirs))\n" \
  "(<= (goal ?player 0) (true (shown ?player ?mine)) (opponent ?player ?other) (true (shown ?other ?theirs))\n" \
  "    (beats ?theirs ?mine))\n" \
  "(<= (goal ?player 50) (true (shown ?player ?sign)) (opponent ?player ?other) (true (shown ?other ?sign)))\n" \
  "(<= (goal ?player 50) (role ?player) (not played))\n"

/* The computer's decoupled UCT search in the tree under the board (F8):
 * at the root each role's own statistics, three moves each, their visits
 * adding up to the search's iterations, then the joint moves' positions;
 * a node selected says its label in the status. */
static void
check_duct_tree (QdGdlPage *page, guint iterations)
{
  const QdSearchTree *tree = qd_search_tree_view_get_tree (show_search_tree (board_of (page)));
  guint32 sums[2] = { 0, 0 };
  guint roles = 0;

  g_assert_nonnull (tree);
  g_assert_true (qd_search_tree_is_duct (tree));
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, iterations);
  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (tree, c))
    if (!(qd_search_tree_node (tree, c)->flags & QD_SEARCH_NODE_JOINT))
      sums[roles++ / 3] += qd_search_tree_node (tree, c)->u.mcts.visits;
  g_assert_cmpuint (roles, ==, 6);
  g_assert_cmpuint (sums[0], ==, iterations);
  g_assert_cmpuint (sums[1], ==, iterations);
  check_search_tree_child (page, QD_TYPE_GDL_PAGE, board_of (page), shot, "ui-gdl-rps-duct-tree.png");
}

static void
test_rps (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "rock-paper-scissors.kif", NULL);
  g_autofree char *start = NULL, *after = NULL, *export = NULL, *said = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QdGdlPage *page;
  QdPracticeBar *bar;
  QdCanvas *canvas;
  const char *status;
  guint position;

  g_assert_true (g_file_set_contents (path, RPS_RULES, -1, NULL));
  page = QD_GDL_PAGE (open_file_page (file, QD_TYPE_GDL_PAGE));
  wait_for_frame ();
  bar = QD_PRACTICE_BAR (child (page, "practice_bar"));
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  wait_for_frame ();
  start = qd_gdl_page_dup_state (page);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "left to choose first"));
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 3);
  g_assert_nonnull (legal_row (page, "(throw paper)"));

  /* left: the second sign of the list, paper */
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (gtk_list_box_get_row_at_index (
                     GTK_LIST_BOX (child (page, "legal_list")), 1))), ==, "(throw paper)");
  choose_by_keyboard (page, 1);
  /* the undo, then the same choice on the payoff table: the cursor on
   * the cell of paper against paper (row 1), Return; then the cursor goes,
   * so that right does not see where left chose */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.undo", NULL));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "left to choose first"));
  canvas = board_of (page);
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  qd_canvas_set_cursor (canvas, 4);
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Return));
  g_assert_cmpint (qd_canvas_get_cursor (canvas), ==, -1);
  after = qd_gdl_page_dup_state (page);
  g_assert_cmpstr (after, ==, start);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 0);
  status = page_label (page, QD_TYPE_GDL_PAGE, "status_label");
  g_assert_nonnull (strstr (status, "right to choose"));
  g_assert_nonnull (strstr (status, "hidden"));
  g_assert_null (strstr (status, "paper"));
  g_assert_null (strstr (page_label (page, QD_TYPE_GDL_PAGE, "history_label"), "paper"));
  shot ("ui-gdl-rps-hidden.png");

  /* right: rock, the first column of the payoff table, on the board by
   * the keyboard (the cursor from the paper column left, Return); its
   * cells name both moves and both goals, not left's hidden choice */
  g_assert_nonnull (strstr (qd_canvas_get_position_text (canvas), "The payoff table: left’s 3 moves down"));
  gtk_widget_grab_focus (GTK_WIDGET (canvas));
  qd_canvas_set_cursor (canvas, 1);
  wait_for_frame ();
  assert_said (page, "left (throw rock), right (throw paper): left 0, right 100", "payoff table");
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Left));
  g_assert_cmpint (qd_canvas_get_cursor (canvas), ==, 0);
  g_assert_true (press_key (GTK_WIDGET (canvas), GDK_KEY_Return));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  assert_fact (page, "(shown left paper)");
  assert_fact (page, "(shown right rock)");
  status = page_label (page, QD_TYPE_GDL_PAGE, "status_label");
  g_test_message ("%s", status);
  /* one joint move: one ply (the moves list, the status, the export as
   * `quandary-cli gdl` prints a game: N: ROLE plays MOVE) */
  g_assert_nonnull (strstr (status, "left played (throw paper). right played (throw rock). "));
  g_assert_nonnull (strstr (status, "Game over after 1 move. Goals: left 100, right 0"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (page, "history_label"))), ==,
                   "1. left (throw paper), right (throw rock)");
  export = qd_page_get_text_export (QD_PAGE (page), "moves", NULL);
  g_assert_cmpstr (export, ==, "1: left plays (throw paper)\n1: right plays (throw rock)\n");
  /* the animation (the GIF): one step, the joint move */
  animation = qd_page_build_animation (QD_PAGE (page));
  g_assert_cmpuint (animation->n_steps, ==, 1);
  said = animation->describe (1, animation->data);
  g_assert_cmpstr (said, ==, "left plays (throw paper), right plays (throw rock)");
  /* paper beats rock (the rules): the played cell, row paper, column rock */
  qd_canvas_set_cursor (canvas, 3);
  wait_for_frame ();
  assert_said (page, "left (throw paper), right (throw rock): left 100, right 0, the joint move played", "table");
  qd_canvas_set_cursor (canvas, -1);
  shot ("ui-gdl-rps-over.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  shot ("ui-gdl-rps-over-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-gdl-rps-over", 1100, 760);

  /* Practice on the moves played: each role's legal moves, in the same
   * state, the second after the first's answer. */
  practice_turn_on (QD_PAGE (page), bar, "gdl.practice");
  gtk_drop_down_set_selected (practice_frequency (bar), 1);
  g_assert_cmpstr (question (bar, &position), ==, "Which moves are legal for left?");
  practice_type_answer (bar, "(throw rock) (throw paper) (throw scissors)");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  g_assert_cmpstr (question (bar, &position), ==, "Which moves are legal for right?");
  g_assert_cmpstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), ==, "Practice: the state at the start.");
  g_assert_null (strstr (page_label (page, QD_TYPE_GDL_PAGE, "facts_label"), "(shown"));
  shot ("ui-gdl-rps-practice.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.practice", NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.undo", NULL));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 0);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "right to choose"));
  /* against MCTS (decoupled UCT): the person's choice, then the computer's */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.restart", NULL));
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_MCTS, 200);
  wait_until (settled, page, 5000, "the page settled");
  g_assert_cmpuint (qd_gdl_page_get_legal (page)->len, ==, 3);
  choose_by_keyboard (page, 2);
  wait_until (game_over, page, 20000, "the computer's choice and the end");
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  assert_fact (page, "(shown left scissors)");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "Goals: left "));
  check_duct_tree (page, 200);
  close_current_page ();
}

/* Rock-paper-scissors over three rounds (the examples'), two people: not
 * one decision, so no payoff table; the facts readable, the caption
 * wrapped; a joint move one line of the moves played, the next round's
 * status counting it as one move. */
static void
test_rps_rounds (void)
{
  QdGdlPage *page = open_gdl_example (RPS_ROUNDS);
  QdCanvas *canvas = board_of (page);
  GtkListBoxRow *row;

  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  wait_until (settled, page, 5000, "the page settled");
  g_assert_nonnull (strstr (qd_canvas_get_position_text (canvas), "The state’s facts"));
  g_assert_null (strstr (qd_canvas_get_position_text (canvas), "payoff"));
  row = legal_row (page, "(throw rock)");
  g_signal_emit_by_name (child (page, "legal_list"), "row-activated", row);
  row = legal_row (page, "(throw scissors)");
  g_signal_emit_by_name (child (page, "legal_list"), "row-activated", row);
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (page, "history_label"))), ==,
                   "1. left (throw rock), right (throw scissors)");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "Move 2: left to choose first"));
  shot ("ui-gdl-rps-rounds.png");
  resize_window (600, 500);
  shot ("ui-gdl-rps-rounds-600x500.png");
  resize_window (1100, 760);
  close_current_page ();
}

static gboolean
is_role_row (GtkWidget *widget, gconstpointer name)
{
  return ADW_IS_COMBO_ROW (widget) && gtk_widget_get_visible (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), name) == 0;
}

/* The Players group's row titled `role`. */
static AdwComboRow *
role_row (QdGdlPage *page, const char *role)
{
  GtkWidget *row = find_widget (GTK_WIDGET (child (page, "players_group")), is_role_row, role);

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

static gboolean
is_popover (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_POPOVER (widget);
}

static gboolean
popover_mapped (gpointer row)
{
  GtkWidget *popover = find_widget (row, is_popover, NULL);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

/* The player `item` (its place in the row's list) chosen for `role` by the
 * keyboard: Tab to the role's row, Return opens its list, Down to the item
 * and Return takes it. */
static void
choose_player_by_keyboard (QdGdlPage *page, const char *role, guint item)
{
  AdwComboRow *row = role_row (page, role);
  GtkWidget *focus;

  gtk_widget_grab_focus (GTK_WIDGET (child (page, "board_view")));
  g_assert_nonnull (tab_until (GTK_WIDGET (row), 80));
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
  wait_until (popover_mapped, row, 5000, "the row's list of players");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (row)));
  for (guint i = 0; i < item; i++)
    press_key_at_focus (GDK_KEY_Down, 0);
  g_assert_true (press_key_at_focus (GDK_KEY_Return, 0));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, item);
}

static gboolean
step_window_shown (gpointer data)
{
  GtkWindow *w = find_toplevel (QD_TYPE_MCTS_WINDOW);

  return w != NULL && gtk_widget_get_mapped (GTK_WIDGET (w));
}

/* Three roles (GGP Base's tictactoe_3player, tests/gdl/public/): a row
 * each, titled by its role; three people's marks in turn; the computer
 * (MCTS, decoupled UCT) answering for oplayer and zplayer; then each role
 * given another player by the keyboard (random moves, paranoid search,
 * max-n: the list of a game of more than two roles), who play to the end.
 * The report's command names the three. */
static void
test_three_roles (void)
{
  QdGdlPage *page;
  g_autoptr(QdReport) report = NULL;
  g_auto(GStrv) command = NULL;
  g_autofree char *line = NULL;
  GListModel *offered;

  /* wide enough for the controls beside the board */
  resize_window (1100, 760);
  page = QD_GDL_PAGE (open_test_file ("public/tictactoe_3player.kif", QD_TYPE_GDL_PAGE));
  wait_for_frame ();
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  qd_gdl_page_set_player (page, 2, QD_GDL_PLAYER_HUMAN, 0);
  /* MCTS step by step: decoupled UCT, three roles' utilities (the
   * iteration's goals / 100) after a step. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.mcts-step", NULL));
  wait_until (step_window_shown, NULL, 5000, "the step-by-step window");
  {
    QdMctsWindow *step = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
    const char *back;

    qd_mcts_window_step (step);
    back = qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_BACKPROPAGATION);
    g_test_message ("%s", back);
    g_assert_true (g_regex_match_simple ("^Utilities: xplayer [0-9.]+, oplayer [0-9.]+, zplayer [0-9.]+\\. ", back, 0, 0));
    gtk_window_destroy (GTK_WINDOW (step));
  }
  /* paranoid search and max-n offered, alpha-beta not */
  offered = adw_combo_row_get_model (role_row (page, "zplayer"));
  g_assert_cmpuint (g_list_model_get_n_items (offered), ==, 5);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (offered), 2), ==, "Paranoid Search with a Cutoff");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (offered), 3), ==, "Max-n with a Cutoff");
  g_assert_true (qd_gdl_page_play_text (page, "(mark 1 1)"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 2 2)"));
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "zplayer to move"));
  g_assert_true (qd_gdl_page_play_text (page, "(mark 3 3)"));
  assert_fact (page, "(cell 3 3 z)");
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_MCTS, 200);
  qd_gdl_page_set_player (page, 2, QD_GDL_PLAYER_MCTS, 200);
  g_assert_true (qd_gdl_page_play_text (page, "(mark 1 2)"));
  wait_until (settled, page, 20000, "oplayer's and zplayer's answers");
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 6);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "xplayer to move"));
  shot ("ui-gdl-three-roles.png");

  /* Every role another player, by the keyboard; the computers play on
   * from the start to the end. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.restart", NULL));
  choose_player_by_keyboard (page, "zplayer", 3);     /* max-n */
  choose_player_by_keyboard (page, "oplayer", 2);     /* paranoid */
  shot ("ui-gdl-three-roles-players.png");
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-gdl-three-roles", 1100, 760);
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  spin (500);
  choose_player_by_keyboard (page, "xplayer", 1);     /* random moves */
  wait_until (game_over, page, 30000, "the three computers' game to its end");
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "Goals: xplayer "));
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), >=, 5);
  shot ("ui-gdl-three-roles-over.png");
  report = QD_PAGE_GET_CLASS (page)->build_report (QD_PAGE (page));
  command = report_command (report);
  line = g_strjoinv (" ", command);
  g_test_message ("%s", line);
  g_assert_nonnull (strstr (line, " --p1 random --p2 paranoid:3 --p3 maxn:3 "));
  close_current_page ();
}

static gboolean
is_thinking_time_row (GtkWidget *widget, gconstpointer unused)
{
  return ADW_IS_ACTION_ROW (widget) && !ADW_IS_COMBO_ROW (widget) && gtk_widget_get_visible (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), "Thinking Time") == 0;
}

/* Chess (GGP Base's rulesheet) is past the grounding's limits: evaluated
 * without grounding, 8 random games a second, so 2,000 iterations of MCTS
 * would take four minutes a move.  Its MCTS player counts seconds a move
 * (10 by default, the command --p2 mcts:ms=10000); at one second, black
 * answers white's first move within the wait, which 2,000 iterations
 * could not. */
static void
test_without_grounding (void)
{
  QdGdlPage *page;
  g_autoptr(QdReport) report = NULL;
  g_auto(GStrv) command = NULL;
  g_autofree char *line = NULL;
  GtkWidget *row;

  resize_window (1100, 760);
  page = QD_GDL_PAGE (open_test_file ("public/chess.kif", QD_TYPE_GDL_PAGE));
  wait_for_frame ();
  row = find_widget (GTK_WIDGET (child (page, "players_group")), is_thinking_time_row, NULL);
  g_assert_nonnull (row);
  report = QD_PAGE_GET_CLASS (page)->build_report (QD_PAGE (page));
  command = report_command (report);
  line = g_strjoinv (" ", command);
  g_test_message ("%s", line);
  g_assert_nonnull (strstr (line, " --p2 mcts:ms=10000"));
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_MCTS, 1);
  g_assert_true (qd_gdl_page_play_text (page, "(move wp e 2 e 4)"));
  wait_until (settled, page, 60000, "black's answer in its second");
  g_assert_cmpuint (qd_gdl_page_get_n_moves (page), ==, 2);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_GDL_PAGE, "status_label"), "white to move"));
  /* the step-by-step window needs a ground network: greyed, and its tooltip says why */
  {
    GtkWidget *step = GTK_WIDGET (child (page, "step_button"));

    g_assert_false (gtk_widget_is_sensitive (step));
    g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (step), "without grounding"));
  }
  shot ("ui-gdl-chess.png");
  close_current_page ();
}

/* Kalah (GGP Base's kalaha_2009): its rules cost less a ply than its
 * network, and the page plays by its rules; "MCTS Step by Step…" still
 * opens, on a copy with its network, at the page's state (the moves played
 * again by their text): after north's (pick p6), the first node a step
 * expands is a move legal there, as a game of the page's own reading says. */
static void
test_step_set_aside (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "public", "kalaha_2009.kif", NULL);
  g_autoptr(QdGdlGame) own = qd_gdl_game_new_from_file (path, NULL, NULL);
  g_autofree guint64 *state = NULL;
  g_autoptr(GString) legal = g_string_new ("");
  guint32 moves[QD_GDL_MAX_MOVES];
  QdGdlPage *page;
  QdMctsWindow *step;
  const char *expanded;
  gint mover, n;

  /* the moves legal after (pick p6), by a game of the test's own */
  g_assert_nonnull (own);
  g_assert_false (qd_gdl_game_is_grounded (own));
  g_assert_true (qd_gdl_game_network_dropped (own));
  state = g_new0 (guint64, qd_gdl_game_state_words (own));
  qd_gdl_game_initial (own, state);
  {
    guint32 joint[2] = { (guint32) qd_gdl_game_move_parse (own, state, 0, "(pick p6)"), 0 };

    g_assert_cmpint (qd_gdl_game_legal (own, state, 1, moves, NULL), ==, 1);
    joint[1] = moves[0];
    g_assert_true (qd_gdl_game_next (own, state, joint, state, NULL));
  }
  mover = qd_gdl_game_mover (own, state, NULL);
  g_assert_cmpint (mover, >=, 0);
  n = qd_gdl_game_legal (own, state, (guint) mover, moves, NULL);
  for (gint i = 0; i < n; i++)
    g_string_append_printf (legal, "|%s|", qd_gdl_game_move_text (own, moves[i]));

  resize_window (1100, 760);
  page = QD_GDL_PAGE (open_test_file ("public/kalaha_2009.kif", QD_TYPE_GDL_PAGE));
  wait_for_frame ();
  qd_gdl_page_set_player (page, 0, QD_GDL_PLAYER_HUMAN, 0);
  qd_gdl_page_set_player (page, 1, QD_GDL_PLAYER_HUMAN, 0);
  g_assert_true (qd_gdl_page_play_text (page, "(pick p6)"));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (child (page, "step_button"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.mcts-step", NULL));
  wait_until (step_window_shown, NULL, 10000, "the step-by-step window");
  step = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
  qd_mcts_window_step (step);
  expanded = qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_EXPANSION);
  g_test_message ("%s; legal %s", expanded, legal->str);
  g_assert_true (g_str_has_prefix (expanded, "New node: "));
  {
    g_autofree char *move = g_strndup (expanded + strlen ("New node: "), strcspn (expanded + strlen ("New node: "), ",.;"));
    g_autofree char *bar = g_strdup_printf ("|%s|", move);

    g_assert_nonnull (strstr (legal->str, bar));
  }
  screenshot_of (GTK_WIDGET (step), "ui-gdl-kalaha-step.png");
  gtk_window_destroy (GTK_WINDOW (step));
  wait_for_frame ();
  close_current_page ();
}

static gboolean
step_run_over (gpointer window)
{
  return !qd_mcts_window_is_running (window);
}

/* "MCTS Step by Step…" on rock-paper-scissors, the roles moving together:
 * decoupled UCT, one table of statistics per role at each node.  Three
 * steps: the phases say the joint moves and both roles' utilities (one
 * wins, one loses, or a draw: their sum is 1 by the rules' goals 100/0
 * and 50/50); the tree's root has each role's three moves.  A run of 3000:
 * each role's visits spread over its three signs, every share within 0.05
 * of 1/3, the game's only equilibrium (AIMA 4th ed. §18.2: (1/3, 1/3,
 * 1/3)); the plot a line per role and sign (6), its legend naming them;
 * the status each role's move. */
static void
test_rps_step (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "rock-paper-scissors-step.kif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *description = NULL;
  QdMctsWindow *step;
  const QdSearchTree *tree;
  const char *back;
  QdGdlPage *page;
  guint stats = 0;

  g_assert_true (g_file_set_contents (path, RPS_RULES, -1, NULL));
  page = QD_GDL_PAGE (open_file_page (file, QD_TYPE_GDL_PAGE));
  wait_until (settled, page, 5000, "the rules read");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child (page, "step_button"))));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (child (page, "step_button"))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "gdl.mcts-step", NULL));
  wait_until (step_window_shown, NULL, 5000, "the step-by-step window");
  step = QD_MCTS_WINDOW (find_toplevel (QD_TYPE_MCTS_WINDOW));
  g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_SELECTION), "own statistics"));
  for (guint i = 0; i < 3; i++)
    qd_mcts_window_step (step);
  g_test_message ("%s\n%s\n%s\n%s", qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_SELECTION),
                  qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_EXPANSION),
                  qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_SIMULATION),
                  qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_BACKPROPAGATION));
  g_assert_true (g_str_has_prefix (qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_EXPANSION), "New node: left "));
  g_assert_nonnull (strstr (qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_EXPANSION), " · right "));
  back = qd_mcts_window_get_phase_text (step, QD_MCTS_PHASE_BACKPROPAGATION);
  g_assert_true (g_str_has_prefix (back, "Utilities: left 1, right 0.") || g_str_has_prefix (back, "Utilities: left 0, right 1.")
                 || g_str_has_prefix (back, "Utilities: left 0.5, right 0.5."));
  tree = qd_mcts_window_get_tree (step);
  g_assert_true (qd_search_tree_is_duct (tree));
  g_assert_cmpuint (qd_search_tree_node (tree, 0)->u.mcts.visits, ==, 3);
  screenshot_of (GTK_WIDGET (step), "ui-gdl-rps-step.png");

  qd_mcts_window_run (step, 3000);
  wait_until (step_run_over, step, 30000, "the run");
  tree = qd_mcts_window_get_tree (step);
  for (guint c = qd_search_tree_first_child (tree, 0); c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (tree, c))
    if (!(qd_search_tree_flags (tree, c) & QD_SEARCH_NODE_JOINT))
      {
        double share = qd_search_tree_node (tree, c)->u.mcts.visits / 3003.0;
        g_autoptr(GString) label = g_string_new (NULL);

        qd_search_tree_label (tree, c, label);
        g_test_message ("%s: %.3f of the visits", label->str, share);
        g_assert_cmpfloat (fabs (share - 1 / 3.0), <, 0.05);
        stats++;
      }
  g_assert_cmpuint (stats, ==, 6);
  g_assert_cmpuint (qd_plot_n_series (qd_mcts_window_get_plot (step)), ==, 6);
  description = qd_plot_describe (qd_mcts_window_get_plot (step));
  g_assert_nonnull (strstr (description, "left: (throw rock)"));
  g_assert_nonnull (strstr (description, "right: (throw scissors)"));
  g_test_message ("%s", qd_mcts_window_get_status (step));
  g_assert_true (g_regex_match_simple ("best left: \\(throw [a-z]+\\) \\(3[34]% of the visits\\) · best right: \\(throw [a-z]+\\) \\(3[34]% of the visits\\)$",
                                       qd_mcts_window_get_status (step), 0, 0));
  screenshot_of (GTK_WIDGET (step), "ui-gdl-rps-step-run.png");
  gtk_window_destroy (GTK_WINDOW (step));
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/gdl/tictactoe", test_tictactoe);
  g_test_add_func ("/ui/gdl/computer", test_computer);
  g_test_add_func ("/ui/gdl/connect4", test_connect4);
  g_test_add_func ("/ui/gdl/practice", test_practice);
  g_test_add_func ("/ui/gdl/hanoi", test_hanoi);
  g_test_add_func ("/ui/gdl/sizes", test_sizes);
  g_test_add_func ("/ui/gdl/broken", test_broken);
  g_test_add_func ("/ui/gdl/dark", test_dark);
  g_test_add_func ("/ui/gdl/new-editable", test_new_editable);
  g_test_add_func ("/ui/gdl/rules-worker", test_rules_worker);
  g_test_add_func ("/ui/gdl/practice-answers", test_practice_answers);
  g_test_add_func ("/ui/gdl/rps", test_rps);
  g_test_add_func ("/ui/gdl/rps-rounds", test_rps_rounds);
  g_test_add_func ("/ui/gdl/rps-step", test_rps_step);
  g_test_add_func ("/ui/gdl/three-roles", test_three_roles);
  g_test_add_func ("/ui/gdl/warnings", test_warnings);
  g_test_add_func ("/ui/gdl/without-grounding", test_without_grounding);
  g_test_add_func ("/ui/gdl/step-set-aside", test_step_set_aside);
  return ui_run ();
}
