/* test-ui-adaptive.c — every tab fits a small window (issue 13): every
 * bundled example of every problem and a 12x12 war board open, the window
 * is made 600 x 500, and each tab's smallest size fits in it with its board
 * still shown; the controls fold into a flap that the header button opens.
 * A GTK or libadwaita warning fails the test (G_DEBUG=fatal-warnings).
 * Screenshots of each problem's first example at 600 x 500, 1024 x 700 and
 * 1920 x 1080, light and dark: ui-size-<id>-<width>-<style>.png.
 *
 * Four paths, each a test of its own in tests/meson.build (one window's
 * work each, side by side): /ui/adaptive/every-tab-fits, sizes-light,
 * sizes-dark and store. */
#include "config.h"

#include "ui-common.h"

#include <glib/gstdio.h>
#include <string.h>

#include "problems/qd-problem.h"

#define SMALL_WIDTH 600
#define SMALL_HEIGHT 500

/* The tabs that do not fit, for one report at the end. */
static GString *too_big;

static void
check_fits (QdPage *page, const char *what)
{
  check_page_fits (page, SMALL_WIDTH, SMALL_HEIGHT, what, too_big);
}

/* A war board of n x n values (the statement's format: tab-separated). */
static char *
write_war_board (guint n)
{
  g_autoptr(GString) text = g_string_new (NULL);
  char *path = g_build_filename (g_get_tmp_dir (), "quandary-war-12x12.txt", NULL);

  for (guint r = 0; r < n; r++)
    for (guint c = 0; c < n; c++)
      g_string_append_printf (text, "%u%c", (r * 7 + c * 13) % 99 + 1, c + 1 < n ? '\t' : '\n');
  g_assert_true (g_file_set_contents (path, text->str, -1, NULL));
  return path;
}

static void
select_page (QdPage *page)
{
  AdwTabView *view = qd_window_get_tab_view (window);

  adw_tab_view_set_selected_page (view, adw_tab_view_get_page (view, GTK_WIDGET (page)));
  wait_for_frame ();
}

static GtkWidget *
controls_button (void)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW, "controls_button"));
}

static gboolean
flap_settled (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) == (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0);
}

/* At 600 x 500 the controls are folded away; the header button (F9) shows
 * them over the board and hides them again. */
static void
check_folded (QdPage *page, const char *id)
{
  AdwFlap *flap = qd_page_get_flap (page);
  g_autofree char *name = g_strdup_printf ("ui-size-%s-600-controls.png", id);

  g_assert_nonnull (flap);
  wait_for_frame ();   /* the controls follow a fold from an idle callback */
  {
    int min_height, width = gtk_widget_get_width (GTK_WIDGET (page));

    gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
    g_test_message ("%s: %d wide, at least %d high, given %d", id, width, min_height,
                    gtk_widget_get_height (GTK_WIDGET (page)));
  }
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (gtk_widget_get_visible (controls_button ()));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  wait_until (flap_settled, flap, 5000, "the controls to show");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (controls_button ())));
  screenshot (name);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (controls_button ()), FALSE);   /* as a click does */
  g_assert_false (adw_flap_get_reveal_flap (flap));
  wait_until (flap_settled, flap, 5000, "the controls to hide");
}

static gboolean
page_idle (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page));
}

static const int sizes[][2] = { { 600, 500 }, { 1024, 700 }, { 1920, 1080 } };

/* Each problem's first example, opened: the pages, in problem order. */
static QdPage **
open_first_examples (guint *n_problems)
{
  const QdProblem *const *problems = qd_problem_get_all (n_problems);
  QdPage **first = g_new0 (QdPage *, *n_problems);

  for (guint p = 0; p < *n_problems; p++)
    {
      g_autofree char *what = g_strdup_printf ("%s example 0", problems[p]->id);

      qd_window_open_example (window, problems[p]->id, 0);
      wait_until (has_page, GUINT_TO_POINTER (p + 1), 10000, what);
      first[p] = qd_window_get_current_page (window);
    }
  return first;
}

static void
close_all_pages (void)
{
  while (adw_tab_view_get_n_pages (qd_window_get_tab_view (window)) > 0)
    close_current_page ();
}

static void
test_every_tab_fits (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autofree char *board = write_war_board (12);
  g_autoptr(GFile) board_file = g_file_new_for_path (board);
  g_autofree QdPage **first = g_new0 (QdPage *, n_problems);
  guint opened = 0;

  too_big = g_string_new (NULL);
  for (guint p = 0; p < n_problems; p++)
    for (guint e = 0; e < qd_problem_n_examples (problems[p]); e++)
      {
        g_autofree char *what = g_strdup_printf ("%s example %u", problems[p]->id, e);

        qd_window_open_example (window, problems[p]->id, e);
        wait_until (has_page, GUINT_TO_POINTER (++opened), 10000, what);
        check_fits (qd_window_get_current_page (window), what);
        if (e == 0)
          first[p] = qd_window_get_current_page (window);
      }
  qd_window_open_file (window, board_file);
  wait_until (has_page, GUINT_TO_POINTER (++opened), 10000, "the 12x12 war board");
  check_fits (qd_window_get_current_page (window), "a 12x12 war board");
  if (too_big->len > 0)
    g_error ("tabs that do not fit:%s", too_big->str);

  /* One sidebar width in every tab: none of them asks for more (it was 340
   * to 507 px, as their buttons and rows happened to need). */
  for (guint p = 0; p < n_problems; p++)
    {
      GtkWidget *sidebar = adw_flap_get_flap (qd_page_get_flap (first[p]));
      int min, nat;

      gtk_widget_measure (sidebar, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      g_test_message ("%s: sidebar %d (natural %d)", problems[p]->id, min, nat);
      g_assert_cmpint (min, ==, 360);
      g_assert_cmpint (nat, ==, 360);
    }

  /* All of them at once: the window takes the small size, the board is
   * shown, the controls folded away behind the header button. */
  resize_window (SMALL_WIDTH, SMALL_HEIGHT);
  screenshot ("ui-size-war12-600-light.png");
  check_folded (qd_window_get_current_page (window), "war12");

  /* Switching tabs in the small window, each tab shown for the first time
   * at this size and then again: no warning (a page that first gets its
   * size while the tab view switches to it once made GTK warn of a
   * snapshot without an allocation: a board's scrollbar appeared only
   * once its adjustment was set, in the middle of the layout). */
  resize_window (SMALL_WIDTH, SMALL_HEIGHT);
  for (guint round = 0; round < 2; round++)
    for (int i = 0; i < adw_tab_view_get_n_pages (qd_window_get_tab_view (window)); i++)
      {
        AdwTabPage *tab = adw_tab_view_get_nth_page (qd_window_get_tab_view (window), i);

        select_page (QD_PAGE (adw_tab_page_get_child (tab)));
        g_assert_true (adw_flap_get_folded (qd_page_get_flap (QD_PAGE (adw_tab_page_get_child (tab)))));
      }
  g_string_free (too_big, TRUE);
  g_unlink (board);
  close_all_pages ();
}

/* Each problem at three sizes, light or dark, to be looked at; at the small
 * size its controls fold away and, light, come back with the button. */
static void
check_sizes (gboolean dark)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autofree QdPage **first = open_first_examples (&n_problems);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  for (guint p = 0; p < n_problems; p++)
    {
      AdwFlap *flap = qd_page_get_flap (first[p]);

      resize_window (sizes[2][0], sizes[2][1]);
      select_page (first[p]);
      for (int s = G_N_ELEMENTS (sizes) - 1; s >= 0; s--)
        {
          g_autofree char *name = g_strdup_printf ("ui-size-%s-%d-%s.png", problems[p]->id, sizes[s][0],
                                                   dark ? "dark" : "light");

          resize_window (sizes[s][0], sizes[s][1]);
          wait_for_frame ();   /* the controls follow a fold from an idle callback */
          /* Wide enough, the controls stand beside the board. */
          g_assert_cmpint (adw_flap_get_folded (flap), ==, sizes[s][0] < 700);
          g_assert_cmpint (adw_flap_get_reveal_flap (flap), ==, sizes[s][0] >= 700);
          screenshot (name);
        }
      if (!dark)
        check_folded (first[p], problems[p]->id);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_all_pages ();
}

static void
test_sizes_light (void)
{
  check_sizes (FALSE);
}

static void
test_sizes_dark (void)
{
  check_sizes (TRUE);
}

/* The store's screenshots (data/screenshots/, named in the metainfo): each
 * problem's first example at the window's default size, light, solved
 * where the tab has a solver; then the same pages with their search trees
 * in the small window. */
static void
test_store (void)
{
  guint n_problems;
  const QdProblem *const *problems = qd_problem_get_all (&n_problems);
  g_autofree QdPage **first = open_first_examples (&n_problems);

  too_big = g_string_new (NULL);
  resize_window (1200, 800);
  for (guint p = 0; p < n_problems; p++)
    {
      g_autofree char *name = g_strdup_printf ("store-%s.png", problems[p]->id);

      select_page (first[p]);
      if (gtk_widget_activate_action (GTK_WIDGET (first[p]), "run.solve", NULL))
        wait_until (page_idle, first[p], 60000, "the solver of the store's screenshot");
      wait_for_frame ();
      screenshot (name);
    }

  /* The search tree (F8) under or beside each (solved) board at 600 x 500:
   * the page still fits, and the board and the tree each keep a usable share. */
  resize_window (SMALL_WIDTH, SMALL_HEIGHT);
  for (guint p = 0; p < n_problems; p++)
    {
      QdCanvas *canvas = qd_page_get_canvas (first[p]);
      GtkWidget *pane = canvas != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (canvas), QD_TYPE_BOARD_PANE) : NULL;
      GtkWidget *tree;
      g_autofree char *name = g_strdup_printf ("ui-size-%s-600-tree.png", problems[p]->id);
      g_autofree char *what = g_strdup_printf ("%s with its search tree", problems[p]->id);

      select_page (first[p]);
      if (pane == NULL || qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)) == NULL)
        {
          /* FC vs MAC draws its two trees inside its own view. */
          g_test_message ("%s: no board pane search tree", problems[p]->id);
          continue;
        }
      tree = GTK_WIDGET (qd_board_pane_get_search_tree (QD_BOARD_PANE (pane)));
      qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), TRUE);
      /* The pane may first take room from the part below it, then place
       * its divider, then be laid out: a few frames. */
      for (guint f = 0; f < 6; f++)
        wait_for_frame ();
      check_fits (first[p], what);
      g_test_message ("%s: board %d x %d, tree %d x %d", problems[p]->id, gtk_widget_get_width (GTK_WIDGET (canvas)),
                      gtk_widget_get_height (GTK_WIDGET (canvas)), gtk_widget_get_width (tree),
                      gtk_widget_get_height (tree));
      /* The word puzzle stacks three parts in 408 px (its strip, the tree,
       * its trace): its strip keeps a row of cells, 56 px; the others 80. */
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (canvas)), >=,
                       strcmp (problems[p]->id, "wordpuzzle") == 0 ? 56 : 80);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (canvas)), >=, 200);
      g_assert_cmpint (gtk_widget_get_height (tree), >=, 150);
      g_assert_cmpint (gtk_widget_get_width (tree), >=, 200);
      screenshot (name);
      qd_board_pane_set_search_tree_shown (QD_BOARD_PANE (pane), FALSE);
    }
  if (too_big->len > 0)
    g_error ("tabs that do not fit with the search tree:%s", too_big->str);
  g_string_free (too_big, TRUE);
  close_all_pages ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);

  g_test_add_func ("/ui/adaptive/every-tab-fits", test_every_tab_fits);
  g_test_add_func ("/ui/adaptive/sizes-light", test_sizes_light);
  g_test_add_func ("/ui/adaptive/sizes-dark", test_sizes_dark);
  g_test_add_func ("/ui/adaptive/store", test_store);
  return ui_run ();
}
