/* test-ui-kinarow.c — the k-in-a-row tab under Xvfb: tic-tac-toe, Connect
 * Four and Gomoku each played a few moves by the keyboard (arrows and
 * Return, a column's number) and by the mouse (a press on the board), the
 * computer answering; a hint; undo and redo; a won game's line; the tab in
 * a 600 × 500 window and a larger one; the report and the animation.
 * Screenshots (ui-kinarow-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-check.h"
#include <string.h>

#include "app/pages/kinarow/qd-kinarow-page.h"
#include "app/pages/kinarow/qd-kinarow-view.h"
#include "app/widgets/qd-canvas.h"
#include "render/kinarow/qd-kinarow-render.h"
#include "render/qd-gif.h"

/* A button of action `data` ("kinarow.resume"). */
static gboolean
is_button_of (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

static QdKinarowPage *
new_kinarow_page (void)
{
  QdPage *page = qd_window_new_page (window, "kinarow");

  g_assert_true (QD_IS_KINAROW_PAGE (page));
  return QD_KINAROW_PAGE (page);
}

static gboolean
settled (gpointer page)
{
  return qd_kinarow_page_is_settled (page);
}

/* A new tab with a new game of `name` (tictactoe, connect4, gomoku). */
static QdKinarowPage *
new_game_page (const char *name, const char *p2)
{
  QdKinarowPage *page = new_kinarow_page ();
  QdKinarowRules rules;

  g_assert_true (qd_kinarow_rules_parse (&rules, name, NULL));
  qd_kinarow_page_set_player (page, 1, p2);
  qd_kinarow_page_new_game (page, &rules);
  wait_until (settled, page, 5000, "the new game");
  return page;
}

static QdCanvas *
board_of (QdKinarowPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "board_view"));
}

/* The tab is settled with `moves` moves played. */
static void
wait_moves (QdKinarowPage *page, guint moves, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!qd_kinarow_page_is_settled (page) || qd_kinarow_page_get_game (page)->moves->len != moves)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s (%u moves)", what, qd_kinarow_page_get_game (page)->moves->len);
      spin (20);
    }
}

static guint
last_move (QdKinarowPage *page)
{
  const QdKinarowGame *game = qd_kinarow_page_get_game (page);

  g_assert_cmpuint (game->moves->len, >, 0);
  return g_array_index (game->moves, guint16, game->moves->len - 1);
}

static QdKinarowOutcome
outcome (QdKinarowPage *page)
{
  QdKinarowPosition pos;

  qd_kinarow_game_position (qd_kinarow_page_get_game (page), G_MAXUINT, &pos);
  return qd_kinarow_outcome (&pos);
}

/* A mouse press in the middle of `target`, as the canvas reports one (in
 * the drawing's units). */
static void
press_target (QdKinarowPage *page, guint target)
{
  const QdKinarowGame *game = qd_kinarow_page_get_game (page);
  double x, y, width, height;

  qd_kinarow_render_target_box (&game->rules, target, &x, &y, &width, &height);
  g_signal_emit_by_name (board_of (page), "pressed", x + width / 2, y + height * 0.75, 1);
  wait_for_frame ();
}

/* Moves the keyboard's cursor to `target` with the arrows (a grid: left
 * and right along a row, up and down across rows). */
static void
cursor_to (QdKinarowPage *page, guint target)
{
  QdCanvas *board = board_of (page);
  const QdKinarowRules *rules = &qd_kinarow_page_get_game (page)->rules;
  guint width = rules->gravity ? rules->width : rules->width;

  for (guint guard = 0; qd_canvas_get_cursor (board) != (gint) target; guard++)
    {
      gint at = qd_canvas_get_cursor (board);
      guint key;

      g_assert_cmpuint (guard, <, 60);
      if (at < 0)
        key = GDK_KEY_Home;
      else if (!rules->gravity && (guint) at / width < target / width)
        key = GDK_KEY_Up;           /* row 1 is at the bottom */
      else if (!rules->gravity && (guint) at / width > target / width)
        key = GDK_KEY_Down;
      else
        key = (guint) at % width < target % width ? GDK_KEY_Right : GDK_KEY_Left;
      g_assert_true (press_key (GTK_WIDGET (board), key));
    }
}

/* Alpha-beta's reply is in the search tree: a node one ply down shows its
 * position on the board and its description in the status. */
static void
check_search_tree (QdKinarowPage *page)
{
  check_search_tree_child (page, QD_TYPE_KINAROW_PAGE, board_of (page), screenshot, "ui-kinarow-search-tree.png");
}

/* Tic-tac-toe against alpha-beta: the centre by the mouse, a corner by the
 * keyboard, a hint, undo and redo; alpha-beta's answers are the moves that
 * keep the draw (a corner after the centre). */
static void
test_tictactoe (void)
{
  QdKinarowPage *page = new_kinarow_page ();
  QdCanvas *board = board_of (page);
  guint n;

  wait_until (settled, page, 5000, "the new game");
  g_assert_cmpstr (page_label (page, QD_TYPE_KINAROW_PAGE, "status_label"), ==, "X (Human) to move.");
  screenshot ("ui-kinarow-tictactoe-new.png");
  press_target (page, 4);                      /* b2, the centre */
  wait_moves (page, 2, "alpha-beta's reply");
  g_assert_cmpuint (g_array_index (qd_kinarow_page_get_game (page)->moves, guint16, 0), ==, 4);
  /* After the centre, only a corner holds the draw. */
  n = last_move (page);
  g_assert_true (n == 0 || n == 2 || n == 6 || n == 8);
  g_assert_cmpstr (page_label (page, QD_TYPE_KINAROW_PAGE, "move_label"), !=, "—");

  check_search_tree (page);

  /* The keyboard: the cursor to the free corner opposite… any free cell. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  wait_for_frame ();
  cursor_to (page, n == 8 ? 0 : 8);
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (board), "empty"));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  wait_moves (page, 4, "alpha-beta's second reply");
  screenshot ("ui-kinarow-tictactoe-keyboard.png");

  /* A taken cell is refused with a word of help. */
  qd_kinarow_page_choose (page, 4);
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 4);
  g_assert_nonnull (strstr (page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"), "taken"));

  /* Hint: the search's move is shown, not played. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.hint", NULL));
  wait_until (settled, page, 30000, "the hint");
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 4);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"), "Hint: play "));
  screenshot ("ui-kinarow-tictactoe-hint.png");
  /* The person is to move: Play has nothing to do, and is off. */
  g_assert_false (gtk_widget_get_sensitive (find_widget (GTK_WIDGET (page), is_button_of, "kinarow.resume")));

  /* Undo takes back the person's move and the reply; redo brings both. */
  {
    static const struct { const char *action; guint moves; } steps[] = {
      { "kinarow.undo", 2 }, { "kinarow.redo", 4 }, { "kinarow.undo", 2 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      {
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), steps[i].action, NULL));
        wait_moves (page, steps[i].moves, steps[i].action);
      }
  }
  close_current_page ();
}

/* Two people on tic-tac-toe: X's row a1 b1 c1 wins; the line is drawn and
 * the status and the board's description say so. */
static void
test_win_line (void)
{
  static const guint moves[] = { 0, 3, 1, 4, 2 };
  QdKinarowPage *page = new_kinarow_page ();

  qd_kinarow_page_set_player (page, 1, "human");
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    qd_kinarow_page_choose (page, moves[i]);
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 5);
  g_assert_cmpint (outcome (page), ==, QD_KINAROW_P1_WINS);
  g_assert_cmpstr (page_label (page, QD_TYPE_KINAROW_PAGE, "status_label"), ==, "X (Human) wins with 3 in a row.");
  wait_position (board_of (page), "X wins.");
  screenshot ("ui-kinarow-tictactoe-won.png");
  {
    g_autoptr(QdReport) report = qd_page_build_report (QD_PAGE (page));
    g_autoptr(QdAnimation) animation = qd_page_build_animation (QD_PAGE (page));

    g_assert_nonnull (report);
    g_assert_nonnull (qd_report_find_part (report, QD_REPORT_GAME));
    g_assert_nonnull (animation);
    g_assert_cmpuint (animation->n_steps, ==, 5);
    /* The PDF, the GIF and the last frame, to be looked at. */
    {
      g_autofree char *pdf = g_test_build_filename (G_TEST_BUILT, "ui-kinarow-report.pdf", NULL);
      g_autofree char *gif = g_test_build_filename (G_TEST_BUILT, "ui-kinarow-game.gif", NULL);
      g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "ui-kinarow-frame-last.png", NULL);
      g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
      g_autoptr(GFile) gif_file = g_file_new_for_path (gif);
      g_autoptr(GError) error = NULL;
      QdGifOptions options;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 300);
      cairo_t *cr = cairo_create (surface);

      g_assert_true (qd_report_write_pdf (report, pdf_file, &error));
      g_assert_no_error (error);
      qd_gif_options_init (&options);
      g_assert_true (qd_gif_write (animation, &options, gif_file, NULL, NULL, &error));
      g_assert_no_error (error);
      qd_animation_draw_frame (animation, cr, 400, 300, 5);
      g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  }
  close_current_page ();
}

/* Connect Four against alpha-beta with a cutoff: a column's number key,
 * then a press on a column; stones land at the bottom. */


static void
test_connect4 (void)
{
  QdKinarowPage *page = new_game_page ("connect4", "alphabeta:4");
  QdCanvas *board = board_of (page);
  const QdKinarowRules *rules;

  rules = &qd_kinarow_page_get_game (page)->rules;
  g_assert_true (rules->gravity);
  /* A hint stopped at once: X, a person, is still to move, so Play
   * (which lets the computer players move) stays off. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.hint", NULL));
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.stop", NULL));
  wait_until (settled, page, 60000, "the stopped hint");
  g_assert_false (gtk_widget_get_sensitive (find_widget (GTK_WIDGET (page), is_button_of, "kinarow.resume")));
  /* A hint on the empty board: the solver would take minutes, so after its
   * few seconds a searcher's move is the hint. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.hint", NULL));
  wait_until (settled, page, 60000, "the opening's hint");
  g_test_message ("%s", page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"));
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"), "Hint: play "));
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 0);
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_4));
  wait_moves (page, 2, "the reply to column 4");
  g_assert_cmpuint (g_array_index (qd_kinarow_page_get_game (page)->moves, guint16, 0), ==, 3);   /* d1 */
  press_target (page, 3);
  wait_moves (page, 4, "the reply to the press on column 4");
  g_assert_cmpuint (g_array_index (qd_kinarow_page_get_game (page)->moves, guint16, 2) % rules->width, ==, 3);
  /* O's list offers MCTS (its iterations under it) and the engine. */
  {
    GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "p2_row");
    GObject *strength = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "p2_strength_row");

    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 6);
    g_assert_cmpstr (qd_kinarow_page_get_game (page)->agents[1], ==, "engine:1000");
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (strength)), ==, "Milliseconds a Move");
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 5);
    g_assert_cmpstr (qd_kinarow_page_get_game (page)->agents[1], ==, "mcts:2000");
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (strength)), ==, "Iterations");
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (strength)));
  }
  /* The cursor on column 3 shows where its stone would land. */
  cursor_to (page, 2);
  g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), "Column 3:"));
  if (gtk_widget_has_focus (GTK_WIDGET (board)))
    g_assert_cmpint (qd_kinarow_view_get_hover (QD_KINAROW_VIEW (board)), ==, 2);
  screenshot ("ui-kinarow-connect4.png");
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  wait_moves (page, 6, "MCTS's reply to Return on column 3");
  /* Its tree, N, U/N and UCB1 per node, and the step-by-step window. */
  check_mcts_tree (board, 2000);
  check_mcts_step (board, "kinarow.mcts-step");
  /* The sidebar has the button too, as the other game tabs. */
  {
    GtkWidget *button = find_widget (GTK_WIDGET (page), is_button_of, "kinarow.mcts-step");

    g_assert_nonnull (button);
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_MCTS Step by Step…");
  }
  /* With animations on, a stone falls into place (a picture on its way). */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  qd_kinarow_page_set_player (page, 1, "human");
  qd_kinarow_page_choose (page, 0);
  spin (90);
  screenshot ("ui-kinarow-connect4-falling.png");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  close_current_page ();
}

/* An opened game's kind is the New Game rows' (New Game starts another of
 * it): Gomoku from the examples, then Connect Four. */
static void
test_opened_game_rows (void)
{
  for (guint example = 1; example <= 2; example++)
    {
      QdPage *page = open_example ("kinarow", example, QD_TYPE_KINAROW_PAGE);
      GObject *row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "game_row");

      g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, example);
      close_current_page ();
    }
}

/* Gomoku, a new game from the sidebar: the keyboard's cursor in two
 * dimensions, space to play, a press elsewhere. */
static void
test_gomoku (void)
{
  QdKinarowPage *page = new_kinarow_page ();
  GObject *game_row = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "game_row");
  QdCanvas *board = board_of (page);
  guint centre = 7 * 15 + 7;

  adw_combo_row_set_selected (ADW_COMBO_ROW (game_row), 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.new-game", NULL));
  wait_until (settled, page, 5000, "the new game");
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->rules.cells, ==, 225);
  /* Tic-tac-toe's alpha-beta to the end would never answer here. */
  g_assert_cmpstr (qd_kinarow_page_get_game (page)->agents[1], ==, "alphabeta:2");
  qd_kinarow_page_set_player (page, 1, "alphabeta:1");
  gtk_widget_grab_focus (GTK_WIDGET (board));
  cursor_to (page, centre);
  g_assert_true (g_str_has_prefix (qd_canvas_get_cell_text (board), "Cell h8:"));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_space));
  wait_moves (page, 2, "the reply to h8");
  press_target (page, centre + 16);
  wait_moves (page, 4, "the reply to i9");
  /* A hint on a 15 × 15 board comes in time. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.hint", NULL));
  wait_until (settled, page, 60000, "Gomoku's hint");
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"), "Hint: play "));
  screenshot ("ui-kinarow-gomoku.png");
  close_current_page ();
}

/* Connect Four's solver on a position of Pascal Pons' "middle" set
 * (tests/kinarow/positions/middle.txt: "5554224333234511764415115", score 4
 * for O to move): the best column's score is the position's, and every
 * column's score shows over it. */
static void
test_solve (void)
{
  static const char moves[] = "5554224333234511764415115";
  QdKinarowPage *page = new_game_page ("connect4", "human");
  const char *said;

  for (guint i = 0; moves[i] != '\0'; i++)
    qd_kinarow_page_choose (page, (guint) (moves[i] - '1'));
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, strlen (moves));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.solve", NULL));
  wait_until (settled, page, 120000, "the solver");
  said = page_label (page, QD_TYPE_KINAROW_PAGE, "solve_label");
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "(the solver’s score +4: the higher, the sooner the win)"));
  g_assert_true (g_str_has_prefix (said, "O wins by playing column "));
  /* A screen reader hears each column's score with the column. */
  {
    QdCanvas *board = board_of (page);

    gtk_widget_grab_focus (GTK_WIDGET (board));
    cursor_to (page, 5);
    g_assert_true (g_str_has_suffix (qd_canvas_get_cell_text (board), "; the solver’s score +4"));
  }
  screenshot ("ui-kinarow-connect4-solved.png");
  screenshot_wide_light_dark ("ui-kinarow-connect4-solved", 1200, 760);
  /* The hint is the solver's best column, not played. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.hint", NULL));
  wait_until (settled, page, 120000, "the solver's hint");
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KINAROW_PAGE, "hint_label"), "Hint: play column "));
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, strlen (moves));
  close_current_page ();
}

/* The editor: X on a1 and c1 and O on b2 by clicks, O to move, saved with
 * its start line; a stone floating in Connect Four is refused; undo takes
 * a stone back. */
static void
test_editor (void)
{
  QdKinarowPage *page = new_game_page ("tictactoe", "human");
  GObject *edit = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "edit_switch");
  GObject *paint_o = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "paint_o");
  GObject *paint_x = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "paint_x");
  GObject *turn = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "edit_turn_row");
  g_autofree char *saved = NULL;
  QdKinarowPosition pos;

  gtk_switch_set_active (GTK_SWITCH (edit), TRUE);
  press_target (page, 0);                          /* X on a1 */
  press_target (page, 2);                          /* X on c1 */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (paint_o), TRUE);
  press_target (page, 4);                          /* O on b2 */
  adw_combo_row_set_selected (ADW_COMBO_ROW (turn), 1);
  qd_kinarow_game_position (qd_kinarow_page_get_game (page), G_MAXUINT, &pos);
  g_assert_cmpint (qd_kinarow_at (&pos, 0), ==, 0);
  g_assert_cmpint (qd_kinarow_at (&pos, 2), ==, 0);
  g_assert_cmpint (qd_kinarow_at (&pos, 4), ==, 1);
  g_assert_cmpint (pos.to_move, ==, 1);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_KINAROW_PAGE, "status_label"), "Editing the position"));
  screenshot ("ui-kinarow-editor.png");
  saved = qd_page_serialize (QD_PAGE (page));
  g_assert_nonnull (strstr (saved, "\nstart .../.O./X.X O\nmoves\n"));
  /* Undo takes back the turn, then O's stone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.undo", NULL));
  qd_kinarow_game_position (qd_kinarow_page_get_game (page), G_MAXUINT, &pos);
  g_assert_cmpint (qd_kinarow_at (&pos, 4), ==, -1);
  g_assert_cmpint (pos.to_move, ==, 0);
  /* Out of the editor, X (a person) plays on from the position: b1 wins. */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (paint_x), TRUE);
  gtk_switch_set_active (GTK_SWITCH (edit), FALSE);
  qd_kinarow_page_choose (page, 1);
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 1);
  g_assert_cmpint (outcome (page), ==, QD_KINAROW_P1_WINS);
  close_current_page ();

  /* Connect Four: a stone is dropped, not put in the air. */
  page = new_game_page ("connect4", "human");
  edit = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_KINAROW_PAGE, "edit_switch");
  gtk_switch_set_active (GTK_SWITCH (edit), TRUE);
  press_target (page, 3);
  press_target (page, 3);
  qd_kinarow_game_position (qd_kinarow_page_get_game (page), G_MAXUINT, &pos);
  g_assert_cmpint (qd_kinarow_at (&pos, 3), ==, 0);
  g_assert_cmpint (qd_kinarow_at (&pos, 10), ==, 0);
  g_assert_cmpuint (pos.column_height[3], ==, 2);
  screenshot ("ui-kinarow-editor-connect4.png");
  close_current_page ();
}

/* The tab in a 600 × 500 window: it fits, with its controls folded away
 * and the board whole. */
static void
test_small_window (void)
{
  QdKinarowPage *page = new_game_page ("connect4", "alphabeta:4");
  g_autoptr(GString) report = g_string_new (NULL);

  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "the Connect Four tab", report));
  screenshot ("ui-kinarow-600x500.png");
  {
    AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

    adw_flap_set_reveal_flap (flap, TRUE);
    wait_for_frame ();
    screenshot ("ui-kinarow-600x500-controls.png");
    adw_flap_set_reveal_flap (flap, FALSE);
  }
  /* Gomoku's 15 × 15 board in the small window, a few moves on it. */
  {
    QdKinarowRules gomoku;

    g_assert_true (qd_kinarow_rules_parse (&gomoku, "gomoku", NULL));
    qd_kinarow_page_set_player (page, 1, "human");
    qd_kinarow_page_new_game (page, &gomoku);
    for (guint i = 0; i < 6; i++)
      qd_kinarow_page_choose (page, 7 * 15 + 5 + i + (i % 2) * 15);
    spin (300);
    wait_for_frame ();
    screenshot ("ui-kinarow-600x500-gomoku.png");
  }
  resize_window (1200, 760);
  wait_for_frame ();
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-kinarow-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_current_page ();
}

/* The tab's icon is in the theme (the bundle's), drawn large to be looked at. */
static void
test_icon (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  GtkWidget *image = gtk_image_new_from_icon_name ("qd-kinarow-symbolic");
  GtkWidget *popup = gtk_window_new ();

  g_assert_true (gtk_icon_theme_has_icon (theme, "qd-kinarow-symbolic"));
  gtk_image_set_pixel_size (GTK_IMAGE (image), 128);
  gtk_window_set_child (GTK_WINDOW (popup), image);
  gtk_window_present (GTK_WINDOW (popup));
  wait_for_frame ();
  spin (100);
  screenshot_of (image, "ui-kinarow-icon.png");
  gtk_window_destroy (GTK_WINDOW (popup));
}

static gboolean
game_over (gpointer page)
{
  return qd_kinarow_page_is_settled (page) && outcome (page) != QD_KINAROW_ONGOING;
}

/* An outside agent of the registry (data/agents/kinarow_agent.py) in O's
 * list plays a whole game of tic-tac-toe against random moves. */
static void
test_outside_agent (void)
{
  g_autofree char *registry = g_strdup_printf ("[Template]\ncommand=%s kinarow_agent.py --depth 2\nfolder=%s\n"
                                               "games=kinarow\n", ui_python (), ui_agents_dir ());
  QdKinarowPage *page;
  const char *status;

  ui_set_agents_registry (registry);
  page = new_game_page ("tictactoe", "agent:Template");
  qd_kinarow_page_set_player (page, 0, "random");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kinarow.resume", NULL));
  wait_until (game_over, page, 60000, "the game against the outside agent");
  status = page_label (page, QD_TYPE_KINAROW_PAGE, "status_label");
  g_test_message ("%s", status);
  g_assert_null (strstr (status, "forfeits"));
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, >=, 5);
  screenshot ("ui-kinarow-outside-agent.png");
  close_current_page ();
  ui_set_agents_registry (NULL);
}

/* Check an Answer… of alpha-beta (X) against minimax (O) on tic-tac-toe
 * whose O answers the centre on the edge b1: by hand, after b2 every edge
 * loses for O (X makes a double threat: 1 for player 1) and every corner
 * draws (0); minimax keeps the first corner in the centre-first order, a1.
 * Wrong at line 2; the tab's game goes back to the position after move 1,
 * its players waiting. */
static void
test_check_answer (void)
{
  QdKinarowPage *page = new_kinarow_page ();
  g_autoptr(QdCheckResult) result = NULL;

  qd_kinarow_page_set_player (page, 0, "alphabeta");
  qd_kinarow_page_set_player (page, 1, "minimax");
  wait_until (settled, page, 30000, "the computer players' game");
  result = check_answer_in_page (QD_PAGE (page), "1: X plays b2\n2: O plays b1\n3: X plays a1\n", "ui-kinarow");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 2);
  g_assert_cmpint (result->step, ==, 1);
  g_assert_cmpstr (result->expected, ==, "2: O plays a1");
  g_assert_nonnull (strstr (result->explanation, "b1: 1, a2: 1, c2: 1, b3: 1, a1: 0, c1: 0, a3: 0, c3: 0"));
  /* The game taken back to move 2's position, the players waiting. */
  wait_until (settled, page, 30000, "the search at the check's step");
  g_assert_cmpuint (qd_kinarow_page_get_game (page)->moves->len, ==, 1);
  g_assert_cmpuint (g_array_index (qd_kinarow_page_get_game (page)->moves, guint16, 0), ==, 4);
  screenshot ("ui-kinarow-check-replay.png");
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init_own_config (&argc, &argv, "quandary-ui-kinarow");
  g_test_add_func ("/ui/kinarow/outside-agent", test_outside_agent);
  g_test_add_func ("/ui/kinarow/icon", test_icon);
  g_test_add_func ("/ui/kinarow/tictactoe", test_tictactoe);
  g_test_add_func ("/ui/kinarow/win-line", test_win_line);
  g_test_add_func ("/ui/kinarow/connect4", test_connect4);
  g_test_add_func ("/ui/kinarow/gomoku", test_gomoku);
  g_test_add_func ("/ui/kinarow/opened-game-rows", test_opened_game_rows);
  g_test_add_func ("/ui/kinarow/solve", test_solve);
  g_test_add_func ("/ui/kinarow/editor", test_editor);
  g_test_add_func ("/ui/kinarow/small-window", test_small_window);
  g_test_add_func ("/ui/kinarow/check-answer", test_check_answer);
  return ui_run ();
}
