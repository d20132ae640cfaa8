/* test-ui-search-bidir.c — bidirectional search in the search tab under
 * Xvfb: Romania from Arad to Bucharest by uniform cost from both ends and by
 * A* from both ends costs 418 (AIMA 3rd edition, figure 3.24); the steps
 * alternate between the two sides (the trace's first lines: Arad forward,
 * Bucharest backward, by the least g: Bucharest's g 0 is not below Arad's
 * g 0, so Arad, forward first on a tie; then Bucharest); the tab at
 * 600 × 500 with the replay at the meeting step and mid-search, light and
 * dark (ui-search-bidir-*.png in the build folder, to be looked at). */
#include "config.h"

#include "ui-page-check.h"
#include "ui-search-common.h"
#include "problems/search/qd-search-run.h"
#include "app/widgets/qd-legend.h"
#include "render/search/qd-search-render.h"

#include <string.h>

/* The algorithm row's entries (QdSpaceAlgorithm). */
#define ROW_BIDIR QD_SPACE_BIDIR
#define ROW_BIDIR_ASTAR QD_SPACE_BIDIR_ASTAR

static const QdSearchRun *
solve (QdSearchPage *page, guint row)
{
  adw_combo_row_set_selected (ADW_COMBO_ROW (search_child (page, "algorithm_row")), row);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (search_run_ready, page, 60000, "the search");
  return qd_search_page_get_run (page);
}

static gboolean
is_legend (GtkWidget *widget, gconstpointer data)
{
  return QD_IS_LEGEND (widget);
}

/* The key above the board. */
static GtkWidget *
legend_of (QdSearchPage *page)
{
  GtkWidget *legend = find_widget (GTK_WIDGET (page), is_legend, NULL);

  g_assert_nonnull (legend);
  return legend;
}

static void
test_romania (void)
{
  QdSearchPage *page = open_search ("romania.route");
  guint rows[] = { ROW_BIDIR, ROW_BIDIR_ASTAR };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const QdSearchRun *run = solve (page, rows[k]);
      const QdSpaceResult *r = qd_search_run_result (run);
      QdSearchStep first, second;

      g_assert_cmpint (r->status, ==, QD_SPACE_SOLVED);
      g_assert_cmpfloat (r->cost, ==, 418);
      g_assert_cmpuint (r->n_steps, ==, 4);
      /* The key shows the five marks (the sides, the meeting, the two
       * frontiers' rings), as a screen reader hears them. */
      g_assert_true (gtk_widget_get_visible (legend_of (page)));
      g_assert_cmpuint (qd_legend_get_n_items (QD_LEGEND (legend_of (page))), ==, 5);
      gtk_test_accessible_assert_property (legend_of (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                           "Key: forward (from the start), backward (from the goal), where they meet, "
                                           "forward frontier, backward frontier");
      if (rows[k] == ROW_BIDIR)
        {
          g_autofree char *text0 = qd_search_render_step_text (run, 0);
          g_autofree char *text1 = qd_search_render_step_text (run, 1);

          /* Arad (g 0) forward first on the tie, then Bucharest (g 0)
           * backward; the step's line says from which end g counts. */
          qd_search_run_step (run, 0, &first);
          qd_search_run_step (run, 1, &second);
          g_assert_cmpuint (first.event.side, ==, 0);
          g_assert_cmpuint (second.event.side, ==, 1);
          g_assert_cmpstr (text0, ==, "Expanding Arad: g = 0 from the start");
          g_assert_cmpstr (text1, ==, "Expanding Bucharest: g = 0 from the goal");
        }
      else
        {
          g_autofree char *text = NULL;
          guint s = 0;

          /* A backward step's f: its g from the goal plus its h to the start. */
          do
            qd_search_run_step (run, s++, &first);
          while (first.event.side != 1 || first.event.kind != QD_SEARCH_EVENT_EXPAND);
          text = qd_search_render_step_text (run, s - 1);
          g_test_message ("%s", text);
          g_assert_true (g_str_has_prefix (text, "Expanding "));
          g_assert_nonnull (strstr (text, ": f = g + h = "));
          g_assert_true (g_str_has_suffix (text, " (g from the goal, h to the start)"));
        }
    }
  /* Another algorithm: no key. */
  solve (page, QD_SPACE_BFS);
  g_assert_false (gtk_widget_get_visible (legend_of (page)));
  close_current_page ();
}

static void
shoot (gboolean dark)
{
  QdSearchPage *page = open_search ("romania.route");
  g_autoptr (GString) too_big = g_string_new (NULL);
  QdStepper *stepper;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  solve (page, ROW_BIDIR);
  stepper = qd_page_get_stepper (QD_PAGE (page));
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *name = g_strdup_printf ("ui-search-bidir-%s-%s.png", k == 0 ? "mid" : "meet",
                                               dark ? "dark" : "light");

      qd_stepper_go_to (stepper, k == 0 ? qd_stepper_get_n_steps (stepper) / 2 : qd_stepper_get_n_steps (stepper));
      if (!check_page_fits (QD_PAGE (page), 600, 500, "romania.route", too_big))
        g_error ("%s", too_big->str);
      gtk_widget_grab_focus (GTK_WIDGET (search_child (page, "steps_view")));
      wait_for_frame ();
      screenshot (name);
    }
  if (!dark)
    screenshot_wide_light_dark ("ui-search-bidir-meet", 600, 500);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  close_current_page ();
}

static void
test_screenshots (void)
{
  resize_window (600, 500);
  shoot (FALSE);
  shoot (TRUE);
  resize_window (1200, 760);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/search-bidir/romania", test_romania);
  g_test_add_func ("/ui/search-bidir/screenshots", test_screenshots);
  return ui_run ();
}
