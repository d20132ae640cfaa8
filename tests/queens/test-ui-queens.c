/* test-ui-queens.c — the N-queens tab under Xvfb: AIMA figure 4.3(a)'s h on
 * every square as a screen reader hears it (the book's 56 numbers), the
 * queens moved by the keyboard and the mouse, undone; each algorithm step
 * by step on 8 queens (each step's state and h as the recorded search
 * says, h counted here pair by pair); a large board; the tab at 600 × 500.
 * Screenshots (ui-queens-*.png in the build folder) are to be looked at. */
#include "config.h"

#include "ui-common.h"
#include <string.h>

#include "app/pages/queens/qd-queens-page.h"
#include "app/widgets/qd-canvas.h"
#include "problems/queens/qd-queens-trace-run.h"

#include "queens-figure.h"

static QdCanvas *
board_of (QdQueensPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_QUEENS_PAGE, "board_view"));
}

static gpointer
child (QdQueensPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_QUEENS_PAGE, name);
}

static guint64
pairs (const QdQueens *q)
{
  guint64 h = 0;

  for (guint a = 0; a < q->n; a++)
    for (guint b = a + 1; b < q->n; b++)
      {
        guint d = q->rows[a] > q->rows[b] ? q->rows[a] - q->rows[b] : q->rows[b] - q->rows[a];

        h += d == 0 || d == b - a;
      }
  return h;
}

static QdQueensPage *
open_figure (void)
{
  QdQueensPage *page = QD_QUEENS_PAGE (open_example ("queens", 0, QD_TYPE_QUEENS_PAGE));

  wait_for_frame ();
  return page;
}

/* Every square's words, as the cursor reaches it: the book's number. */
static void
test_figure_h (void)
{
  QdQueensPage *page = open_figure ();
  QdCanvas *board = board_of (page);
  const QdQueens *q = qd_queens_page_get_shown (page);

  g_assert_cmpuint (q->n, ==, 8);
  g_assert_cmpuint (q->h, ==, 17);
  for (guint row = 0; row < 8; row++)
    for (guint col = 0; col < 8; col++)
      {
        g_autofree char *want = figure_h[row][col] == 0
          ? g_strdup_printf ("Column %u, row %u: the queen (h 17)", col + 1, row + 1)
          : g_strdup_printf ("Column %u, row %u: empty; its column's queen here gives h %u", col + 1, row + 1,
                             figure_h[row][col]);

        qd_canvas_set_cursor (board, (gint) (row * 8 + col));
        spin (5);   /* the accessible texts are read on an idle */
        g_assert_cmpstr (qd_canvas_get_cell_text (board), ==, want);
      }
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "8 queens, h = 17 attacking pairs"));
  resize_window (1000, 760);
  wait_for_frame ();
  screenshot ("ui-queens-figure-4-3a.png");
  close_current_page ();
}

/* The arrows move the cursor, Return puts the column's queen there; the
 * mouse too; Ctrl+Z takes each back. */
static void
test_keyboard (void)
{
  QdQueensPage *page = open_figure ();
  QdCanvas *board = board_of (page);

  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Home));
  g_assert_cmpint (qd_canvas_get_cursor (board), ==, 0);
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Right));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Down));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Down));
  g_assert_cmpint (qd_canvas_get_cursor (board), ==, 2 * 8 + 1);
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  wait_for_frame ();
  /* Column 2's queen (row 6 from the top, counted from 1) to row 3: the book's 12. */
  g_assert_cmpuint (qd_queens_page_get_shown (page)->rows[1], ==, 2);
  g_assert_cmpuint (qd_queens_page_get_shown (page)->h, ==, 12);
  g_assert_cmpuint (pairs (qd_queens_page_get_shown (page)), ==, 12);
  screenshot ("ui-queens-keyboard.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "queens.undo", NULL));
  wait_for_frame ();
  g_assert_cmpuint (qd_queens_page_get_shown (page)->rows[1], ==, 5);
  g_assert_cmpuint (qd_queens_page_get_shown (page)->h, ==, 17);
  {
    double x = 16 + 7 * 48 + 24, y = 16 + 0 * 48 + 24;   /* the top right square: the book's 14 */

    g_signal_emit_by_name (board, "pressed", x, y, 1);
    wait_for_frame ();
    g_assert_cmpuint (qd_queens_page_get_shown (page)->rows[7], ==, 0);
    g_assert_cmpuint (qd_queens_page_get_shown (page)->h, ==, 14);
  }
  close_current_page ();
}

/* Step, then Step again: each state is the last with the recorded move
 * made (or the recorded restart), its h counted here. */
static void
step_through (QdQueensPage *page, const char *name)
{
  g_autoptr(QdQueens) before = NULL;
  const QdQueensTrace *t;

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  wait_until (page_not_busy, page, 60000, name);
  wait_for_frame ();
  t = qd_queens_page_get_trace (page);
  g_assert_nonnull (t);
  before = qd_queens_new (8);
  qd_queens_set (before, t->start);
  for (guint k = 1; k <= 3 && k < qd_queens_trace_n_kept (t); k++)
    {
      const QdQueensTraceStep *s = &g_array_index (t->steps, QdQueensTraceStep, k);
      const QdQueens *shown = qd_queens_page_get_shown (page);
      const char *status = status_text (page, QD_TYPE_QUEENS_PAGE);

      g_test_message ("%s step %u: %s", name, k, status);
      g_assert_cmpuint (s->h_before, ==, before->h);
      g_assert_cmpuint (shown->h, ==, s->h);
      g_assert_cmpuint (pairs (shown), ==, s->h);
      if (s->kind == QD_QUEENS_TRACE_MOVE)
        {
          g_autofree char *said = g_strdup_printf ("The queen of column %u from row %u to row %u, h %" G_GUINT64_FORMAT
                                                   " → %" G_GUINT64_FORMAT, s->col + 1, s->from + 1, s->to + 1,
                                                   s->h_before, s->h);

          qd_queens_move (before, s->col, s->to);
          g_assert_cmpmem (shown->rows, 8 * sizeof (guint), before->rows, 8 * sizeof (guint));
          g_assert_nonnull (strstr (status, said));
        }
      else
        qd_queens_set (before, shown->rows);
      gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
      wait_for_frame ();
    }
}

static void
test_algorithms (void)
{
  const char *const *names = qd_queens_trace_run_algorithms ();
  QdQueensPage *page = open_figure ();

  resize_window (1000, 760);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *shot = g_strdup_printf ("ui-queens-step-%s.png", names[i]);

      g_assert_true (qd_queens_page_set_algorithm (page, names[i]));
      step_through (page, names[i]);
      screenshot (shot);
      gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
      wait_for_frame ();
    }
  g_assert_false (qd_queens_page_set_algorithm (page, "no-such-algorithm"));
  close_current_page ();
}

/* A thousand and a million queens: the summary, no hang. */
static void
test_large (void)
{
  QdQueensPage *page = open_figure ();

  resize_window (1000, 760);
  gtk_spin_button_set_value (child (page, "n_spin"), 1000);
  wait_for_frame ();
  g_assert_cmpuint (qd_queens_page_get_shown (page)->n, ==, 1000);
  screenshot ("ui-queens-1000.png");
  gtk_spin_button_set_value (child (page, "n_spin"), 1000000);
  wait_for_frame ();
  g_assert_cmpuint (qd_queens_page_get_shown (page)->n, ==, 1000000);
  screenshot ("ui-queens-1000000.png");
  /* Steepest ascent would scan 10¹² successors a step: refused, in words. */
  g_assert_true (qd_queens_page_set_algorithm (page, "steepest"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_for_frame ();
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), "too slow"));
  close_current_page ();
}

static void
test_small_window (void)
{
  QdQueensPage *page = open_figure ();
  g_autoptr(GString) report = g_string_new (NULL);

  resize_window (600, 500);
  wait_for_frame ();
  spin (200);
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "queens", report));
  screenshot ("ui-queens-600x500.png");
  g_assert_true (qd_queens_page_set_algorithm (page, "sideways"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_not_busy, page, 60000, "sideways");
  wait_for_frame ();
  screenshot ("ui-queens-600x500-solved.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  spin (300);
  screenshot ("ui-queens-600x500-sidebar.png");
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init_own_config (&argc, &argv, "quandary-ui-queens");
  g_test_add_func ("/ui/queens/figure-h", test_figure_h);
  g_test_add_func ("/ui/queens/keyboard", test_keyboard);
  g_test_add_func ("/ui/queens/algorithms", test_algorithms);
  g_test_add_func ("/ui/queens/large", test_large);
  g_test_add_func ("/ui/queens/small-window", test_small_window);
  return ui_run ();
}
