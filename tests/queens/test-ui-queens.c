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
#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-search.h"
#include "problems/queens/qd-queens-trace-run.h"
#include "render/queens/qd-queens-render.h"

#include "figure-4-3a.h"

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

typedef struct {
  QdCanvas *board;
  const char *want;
} CellText;

static gboolean
cell_text_is (gpointer data)
{
  CellText *c = data;

  return g_strcmp0 (qd_canvas_get_cell_text (c->board), c->want) == 0;
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
          ? g_strdup_printf ("Square %c%u: the queen (h 17)", 'a' + col, row + 1)
          : g_strdup_printf ("Square %c%u: empty; its column's queen here gives h %u", 'a' + col, row + 1,
                             figure_h[row][col]);

        CellText cell = { board, want };

        qd_canvas_set_cursor (board, (gint) (row * 8 + col));
        /* The accessible texts are read on an idle: a wrong one times out. */
        wait_until (cell_text_is, &cell, 5000, want);
      }
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "8 queens, h = 17 attacking pairs"));
  resize_window (1000, 760);
  wait_for_frame ();
  screenshot ("ui-queens-figure-4-3a.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-queens-dark.png");
  /* The board exported as the render layer draws it, in the light style. */
  for (guint f = QD_EXPORT_PNG; f <= QD_EXPORT_PDF; f++)
    {
      static const char *const names[] = { "queens-export.png", "queens-export.svg", "queens-export.pdf" };
      g_autofree char *path = g_test_build_filename (G_TEST_BUILT, names[f - QD_EXPORT_PNG], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GError) error = NULL;
      g_autofree char *bytes = NULL;
      gsize length = 0;

      g_assert_true (qd_page_export_picture (QD_PAGE (page), file, (QdExportFormat) f, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
      g_assert_cmpuint (length, >, 1000);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_current_page ();
}

/* New Random twice: each time the Board Seed shows the seed of the board
 * on show (the one its notification names: the board is the file layer's
 * random board of that seed), the second the next seed (issue 76). */
static void
check_new_random (QdQueensPage *page)
{
  GtkSpinButton *seed_spin = child (page, "board_seed_spin");
  guint64 first = 0;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QdQueens) want = NULL;
      guint64 seed;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "queens.new-random", NULL));
      wait_for_frame ();
      seed = (guint64) gtk_spin_button_get_value (seed_spin);
      if (i == 0)
        first = seed;
      else
        g_assert_cmpuint (seed, ==, first + 1);
      want = qd_queens_new_random (8, seed);
      g_assert_cmpmem (qd_queens_page_get_shown (page)->rows, 8 * sizeof (guint), want->rows, 8 * sizeof (guint));
    }
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
    double x, y, side;

    /* The top right square, h8: the book's 14. */
    qd_queens_render_square (8, 7, 0, &x, &y, &side);
    g_signal_emit_by_name (board, "pressed", x + side / 2, y + side / 2, 1);
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
          g_autofree char *said = s->from == s->to
            ? g_strdup_printf ("The queen of column %c stays on row %u", 'a' + s->col, s->to + 1)
            : g_strdup_printf ("The queen of column %c from row %u to row %u, h %" G_GUINT64_FORMAT " → %"
                               G_GUINT64_FORMAT, 'a' + s->col, s->from + 1, s->to + 1, s->h_before, s->h);

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

/* Steepest ascent's end says where it is stuck, at the end and at its last
 * step: a local minimum when every successor has a higher h, a plateau
 * when the best have the same (the 56 successors counted here pair by
 * pair). */
static void
check_stuck (QdQueensPage *page)
{
  const QdQueensTrace *t = qd_queens_page_get_trace (page);
  g_autoptr(QdQueens) end = qd_queens_new (8), next = qd_queens_new (8);
  guint64 best = G_MAXUINT64;
  const char *words;

  qd_queens_set (end, t->final);
  for (guint c = 0; c < 8; c++)
    for (guint r = 0; r < 8; r++)
      if (r != end->rows[c])
        {
          qd_queens_set (next, end->rows);
          qd_queens_move (next, c, r);
          best = MIN (best, pairs (next));
        }
  g_assert_cmpuint (best, >=, pairs (end));
  words = pairs (end) == 0 ? "Solved" : best > pairs (end) ? "local minimum" : "plateau";
  g_test_message ("steepest ends at h %" G_GUINT64_FORMAT ", its best successor %" G_GUINT64_FORMAT ": %s",
                  pairs (end), best, status_text (page, QD_TYPE_QUEENS_PAGE));
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), words));
  /* One step back: the last step, which says it too. */
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-back", NULL);
  wait_for_frame ();
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), words));
  screenshot ("ui-queens-steepest-stuck.png");
  resize_window (1400, 900);
  screenshot ("ui-queens-steepest-stuck-1400x900.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-queens-steepest-stuck-1400x900-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  resize_window (1000, 760);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
  wait_for_frame ();
}

static void
test_algorithms (void)
{
  const QdLocalMenu *menu = &qd_queens_algorithms;
  QdQueensPage *page = open_figure ();

  resize_window (1000, 760);
  for (guint i = 0; i < menu->n; i++)
    {
      const char *name = qd_local_variant_to_string (menu->ids[i]);
      g_autofree char *shot = g_strdup_printf ("ui-queens-step-%s.png", name);

      g_assert_true (qd_queens_page_set_algorithm (page, name));
      step_through (page, name);
      screenshot (shot);
      if (g_str_equal (name, "genetic"))
        {
          /* Figure 4.6's view of the generation on show. */
          g_assert_false (gtk_widget_get_visible (child (page, "population_placeholder")));
          gtk_stack_set_visible_child_name (child (page, "bottom_stack"), "population");
          gtk_paned_set_position (GTK_PANED (gtk_widget_get_parent (gtk_widget_get_parent (
                                    GTK_WIDGET (child (page, "bottom_stack"))))), 300);
          wait_for_frame ();
          spin (100);
          screenshot ("ui-queens-population.png");
          resize_window (1200, 800);
          wait_for_frame ();
          spin (100);
          screenshot ("ui-queens-store.png");   /* data/screenshots/queens.png */
          resize_window (1000, 760);
          gtk_stack_set_visible_child_name (child (page, "bottom_stack"), "plot");
        }
      gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
      wait_for_frame ();
      if (g_str_equal (name, "steepest"))
        check_stuck (page);
      if (g_str_equal (name, "restart"))
        screenshot ("ui-queens-restart-plot.png");   /* h over every step, each restart marked */
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
  /* Steepest ascent would scan 10¹² successors a step: refused, in the
   * command line's words (qd-local-step-cost.h), and so is the genetic
   * algorithm past 2,000 queens. */
  g_assert_true (qd_queens_page_set_algorithm (page, "steepest"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_for_frame ();
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), "moves per step"));
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), "too many, over the limit of"));
  screenshot ("ui-queens-steepest-refused.png");   /* the refusal in the status and a toast */
  g_assert_true (qd_queens_page_set_algorithm (page, "genetic"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_for_frame ();
  g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), "too slow"));
  /* Min-conflicts on 100,000 queens: Stop keeps the steps so far (unless
   * it was done first); then a whole run on a worker; the steps replay. */
  gtk_spin_button_set_value (child (page, "n_spin"), 100000);
  g_assert_true (qd_queens_page_set_algorithm (page, "min-conflicts"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  spin (30);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL);
  wait_until (page_not_busy, page, 100000, "min-conflicts stopped");
  wait_for_frame ();
  g_assert_nonnull (qd_queens_page_get_trace (page));
  g_test_message ("stopped: %s", status_text (page, QD_TYPE_QUEENS_PAGE));
  g_assert_true (qd_queens_page_get_trace (page)->stopped || qd_queens_page_get_trace (page)->solved);
  if (qd_queens_page_get_trace (page)->stopped)
    g_assert_nonnull (strstr (status_text (page, QD_TYPE_QUEENS_PAGE), "Stopped after"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_not_busy, page, 100000, "min-conflicts on 100,000 queens");
  wait_for_frame ();
  g_assert_nonnull (qd_queens_page_get_trace (page));
  g_assert_true (qd_queens_page_get_trace (page)->solved);
  g_assert_cmpuint (qd_queens_page_get_shown (page)->h, ==, 0);
  g_test_message ("%s", status_text (page, QD_TYPE_QUEENS_PAGE));
  screenshot ("ui-queens-100000-solved.png");
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
  spin (100);
  /* The board keeps more of the height than the plot under it (issue 76:
   * it was a thumbnail over a plot twice as tall). */
  g_test_message ("board %d px high, the plot's part %d px", gtk_widget_get_height (GTK_WIDGET (board_of (page))),
                  gtk_widget_get_height (gtk_widget_get_parent (child (page, "bottom_stack"))));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board_of (page))), >,
                   gtk_widget_get_height (gtk_widget_get_parent (child (page, "bottom_stack"))));
  screenshot ("ui-queens-600x500-solved.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  wait_for_frame ();
  screenshot ("ui-queens-600x500-solved-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  spin (300);
  screenshot ("ui-queens-600x500-sidebar.png");
  /* Last: its notification would stand over the other tests' screenshots. */
  check_new_random (page);
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
