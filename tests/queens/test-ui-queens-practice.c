/* test-ui-queens-practice.c — the N-Queens tab's practice mode (issue 65)
 * under Xvfb, in a 600 × 500 window, on AIMA figure 4.3(a) (the tab's
 * first example; worked by hand in test-queens-practice.c: 5 pairs on
 * rows and 12 on diagonals, h = 17; its best successors h = 12 on b1 f1 e2
 * g2 b3 f3 e8 g8; 48 uphill moves whose falls add up to 143).  A wrong h
 * is explained and keeps the question, the right one moves on; h if a
 * queen moves is answered from the book's own number on that square; the
 * steepest-ascent move is clicked on the board (b1, one of the ties), then
 * a wrong probability, then the right one worked out here.  The board of
 * the question hides its h numbers; a click never edits the document.
 * Report and the GIF of a run come from the page (build_report,
 * build_animation); the report's command, run here, ends where the tab's
 * run did.  Screenshots:
 * ui-queens-practice-*.png. */
#include "config.h"

#include "ui-common.h"
#include "ui-practice.h"
#include <string.h>

#include "app/pages/queens/qd-queens-page.h"
#include "problems/queens/qd-queens-practice.h"
#include "render/queens/qd-queens-render.h"

#include "figure-4-3a.h"

#define CHILD(page, name) gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_QUEENS_PAGE, name)

static gboolean
asking (gpointer bar)
{
  return qd_practice_bar_get_practice (bar) != NULL;
}

static QdQueensPage *
open_figure (void)
{
  QdQueensPage *page = QD_QUEENS_PAGE (open_example ("queens", 0, QD_TYPE_QUEENS_PAGE));
  const QdQueens *q = qd_queens_page_get_shown (page);

  g_assert_cmpuint (q->n, ==, 8);
  for (guint c = 0; c < 8; c++)
    g_assert_cmpuint (q->rows[c], ==, figure_rows[c]);
  wait_for_frame ();
  return page;
}

static void
click_square (QdQueensPage *page, guint col, guint row)
{
  double x, y, side;

  qd_queens_render_square (8, col, row, &x, &y, &side);
  g_signal_emit_by_name (CHILD (page, "board_view"), "pressed", x + side / 2, y + side / 2, 1);
  wait_for_frame ();
}

/* At 600 × 500 the sidebar folds: shown over the board, come to rest. */
static void
show_sidebar (QdQueensPage *page, QdPracticeBar *bar)
{
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

  adw_flap_set_reveal_flap (flap, TRUE);
  wait_until (practice_flap_settled, flap, 5000, "the sidebar");
  practice_scroll_to_bar (bar);
  wait_for_frame ();
}

static void
type_number (QdPracticeBar *bar, double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  practice_type_answer (bar, g_ascii_formatd (text, sizeof text, "%.3f", value));
}

static void
test_figure_session (void)
{
  QdQueensPage *page;
  QdPracticeBar *bar;
  QdPractice *practice;
  const QdQueens *model;
  guint col, row;

  resize_window (600, 500);
  page = open_figure ();
  bar = QD_PRACTICE_BAR (CHILD (page, "practice_bar"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "queens.practice", NULL));
  wait_until (asking, bar, 5000, "the practice questions");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  practice = qd_practice_bar_get_practice (bar);
  /* The first board is the tab's. */
  g_assert_cmpuint (qd_queens_practice_current_board (practice)->h, ==, 17);
  g_assert_cmpstr (qd_practice_bar_get_question (bar), ==,
                   "What is this board’s h, the number of pairs of queens that attack each other?");

  screenshot ("ui-queens-practice-board.png");
  /* Wrong, explained; the question stays. */
  practice_type_answer (bar, "16");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==,
                   "No: 5 pairs of queens share a row and 12 share a diagonal: h = 17.");
  g_assert_cmpuint (qd_practice_position (practice), ==, 0);
  show_sidebar (page, bar);
  screenshot ("ui-queens-practice-wrong.png");
  practice_type_answer (bar, "17");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");

  /* h if a queen moves: the book's number on the square outlined. */
  g_assert_true (qd_queens_practice_shown_square (practice, &col, &row));
  g_assert_cmpuint (figure_rows[col], !=, row);
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  wait_until (practice_flap_settled, qd_page_get_flap (QD_PAGE (page)), 5000, "the sidebar folded");
  wait_for_frame ();
  screenshot ("ui-queens-practice-square.png");
  type_number (bar, figure_h[row][col]);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");

  /* Steepest ascent: b1, one of the eight 12s, clicked. */
  g_assert_nonnull (strstr (qd_practice_bar_get_question (bar), "steepest ascent"));
  click_square (page, 1, 0);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  /* The click answered; the document is the figure still. */
  model = qd_page_get_model (QD_PAGE (page));
  for (guint c = 0; c < 8; c++)
    g_assert_cmpuint (model->rows[c], ==, figure_rows[c]);

  /* Stochastic hill climbing: a wrong probability, then the move's fall over 143. */
  g_assert_true (qd_queens_practice_shown_square (practice, &col, &row));
  practice_type_answer (bar, "0.5");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No: That move lowers h by "));
  g_assert_nonnull (strstr (qd_practice_bar_get_feedback (bar), "the 48 uphill moves lower it by 143 in all"));
  type_number (bar, (17.0 - figure_h[row][col]) / 143.0);
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  show_sidebar (page, bar);
  screenshot ("ui-queens-practice-right.png");
  practice_check_session (QD_PAGE (page), bar, "2 right of 4", "the N-Queens tab in practice");

  /* The next board is a random one of 8 queens (the tab's N). */
  g_assert_cmpuint (qd_queens_practice_current_board (practice)->n, ==, 8);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "queens.practice", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  close_current_page ();
}

static void
test_report_and_gif (void)
{
  QdQueensPage *page = open_figure ();
  g_autoptr(QdReport) before = qd_page_build_report (QD_PAGE (page));
  g_autoptr(QdAnimation) none = qd_page_build_animation (QD_PAGE (page));
  g_autoptr(QdReport) after = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_auto(GStrv) titles = NULL;

  /* Before a run: the board only, no replay. */
  g_assert_nonnull (before);
  g_assert_null (none);
  g_assert_true (qd_page_has_animation (QD_PAGE (page)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (page_not_busy, page, 60000, "steepest ascent");
  after = qd_page_build_report (QD_PAGE (page));
  titles = qd_report_section_titles (after);
  g_assert_true (g_strv_contains ((const char *const *) titles, "Results"));
  g_assert_true (g_strv_contains ((const char *const *) titles, "Statistics"));
  {
    /* The command that does the same run: the tab draws its search seed as the command does. */
    g_autofree char *text = qd_report_to_markdown (after);

    g_assert_nonnull (strstr (text, "quandary-cli queens "));
    g_assert_nonnull (strstr (text, "--algorithm steepest --seed 0"));
  }
  {
    /* … and the command ends where the tab's run did. */
    g_autofree char *path = qd_page_report_path (QD_PAGE (page));
    const char *argv[] = { g_getenv ("QD_CLI"), "queens", path, "--algorithm", "steepest", "--seed", "0", NULL };
    g_autofree char *out = NULL;
    const QdQueensTrace *trace = qd_queens_page_get_trace (page);
    GString *rows = g_string_new ("rows");
    int status = 1;

    g_assert_nonnull (argv[0]);
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status,
                                 NULL));
    g_assert_cmpint (status, ==, 0);
    for (guint c = 0; c < trace->n; c++)
      g_string_append_printf (rows, " %u", trace->final[c]);
    g_string_append_c (rows, '\n');
    g_assert_true (g_str_has_prefix (out, rows->str));
    g_string_free (rows, TRUE);
  }
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR")
                                                                                  : ".",
                                              "ui-queens-practice-report.pdf", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_assert_true (qd_report_write_pdf (after, file, &error));
    g_assert_cmpuint (qd_report_count_pages (after), >=, 2);
  }
  animation = qd_page_build_animation (QD_PAGE (page));
  g_assert_nonnull (animation);
  /* Steepest ascent from figure 4.3(a) takes at least a move. */
  g_assert_cmpuint (animation->n_steps, >=, 1);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/queens/practice/figure-session", test_figure_session);
  g_test_add_func ("/ui/queens/practice/report-and-gif", test_report_and_gif);
  return ui_run ();
}
