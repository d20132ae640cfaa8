/* test-ui-normalform.c — the Game Theory tab under Xvfb: the prisoner's
 * dilemma opened and analysed (refuse struck out, the one equilibrium
 * marked), the table read from the keyboard, a payoff edited and undone
 * (the tab's title following the table: "Custom Game", then the example's
 * name again), a rulesheet's game named after it,
 * a strategy added, Morra's zero-sum value, the tournament, and the tab at
 * 600 × 500.  Screenshots go into the build folder (ui-normalform-*.png). */
#include "config.h"

#include "ui-common.h"
#include <string.h>

#include "app/qd-window.h"
#include "app/widgets/qd-canvas.h"
#include "app/pages/normalform/qd-normalform-page.h"

static QdNormalformPage *
current_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_NORMALFORM_PAGE (page));
  return QD_NORMALFORM_PAGE (page);
}

static gboolean
analysed (gpointer data)
{
  QdNormalformPage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && qd_normalform_page_get_report (page)[0] != '\0';
}

static GObject *
child (QdNormalformPage *page, const char *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_NORMALFORM_PAGE, name);
}

static void
test_prisoners_dilemma (void)
{
  QdNormalformPage *page;
  QdCanvas *view;
  const char *report;

  qd_window_open_example (window, "normalform", 0);
  wait_until (has_page, GUINT_TO_POINTER (1), 5000, "the example tab");
  page = current_page ();
  wait_until (analysed, page, 5000, "the analysis");
  report = qd_normalform_page_get_report (page);
  g_assert_nonnull (strstr (report, "step 1: Ali refuse < testify"));
  g_assert_nonnull (strstr (report, "pure equilibria: 1\npure testify testify: -5 -5"));
  /* The sidebar says it in sentences. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child (page, "report_label"))), ==,
                   "Step 1: Ali’s refuse is strictly dominated by testify.\n"
                   "Step 2: Bo’s refuse is strictly dominated by testify.\n"
                   "Pure Nash equilibrium (testify, testify): payoffs -5, -5.\n\n"
                   "Lemke-Howson from 4 labels: 1 equilibrium.\n"
                   "Equilibrium 1: Ali testify; Bo testify; payoffs -5, -5. From Ali’s testify (2 pivots), "
                   "refuse (3 pivots); Bo’s testify (2 pivots), refuse (3 pivots).\n");
  screenshot ("ui-normalform-pd.png");

  /* The keyboard reads the cells: the first is the equilibrium. */
  view = QD_CANVAS (child (page, "view"));
  gtk_widget_grab_focus (GTK_WIDGET (view));
  wait_for_frame ();
  g_assert_cmpint (qd_canvas_get_cursor (view), ==, 0);
  g_assert_cmpstr (qd_canvas_get_cell_text (view), ==,
                   "Ali testify, Bo testify: payoffs -5, -5; best response of Ali; best response of Bo; "
                   "a pure Nash equilibrium");
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Right));
  g_assert_cmpstr (qd_canvas_get_cell_text (view), ==,
                   "Ali testify, Bo refuse: payoffs 0, -10; best response of Ali; Bo’s refuse eliminated at step 2");

  /* Return goes to the cell's payoffs: typing 0 -4 there makes refuse no
   * longer dominated for Bo (-4 > -5 against testify); undo brings it back. */
  g_assert_true (press_key (GTK_WIDGET (view), GDK_KEY_Return));
  {
    GtkEditable *payoffs = GTK_EDITABLE (child (page, "payoffs_row"));

    g_assert_cmpstr (gtk_editable_get_text (payoffs), ==, "0 -10");
    gtk_editable_set_text (payoffs, "0 -4");
    g_signal_emit_by_name (payoffs, "apply");
  }
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  wait_until (analysed, page, 5000, "the analysis of the edited game");
  g_assert_null (strstr (qd_normalform_page_get_report (page), "Bo refuse <"));
  /* No longer the prisoner's dilemma: the tab says so (the title follows
   * the table), and the table has no title of its own. */
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Custom Game");
  g_assert_null (qd_normalform_page_get_game (page)->title);
  screenshot ("ui-normalform-edited.png");
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  wait_until (analysed, page, 5000, "the analysis after undo");
  g_assert_nonnull (strstr (qd_normalform_page_get_report (page), "step 2: Bo refuse < testify"));
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "The Prisoner’s Dilemma");

  /* One more strategy for Ali: a third row of zeros. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "normalform.add-strategy", NULL));
  g_assert_cmpuint (qd_normalform_page_get_game (page)->players[0].n_strategies, ==, 3);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "Custom Game");
  wait_until (analysed, page, 5000, "the analysis with three rows");
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_cmpuint (qd_normalform_page_get_game (page)->players[0].n_strategies, ==, 2);
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "The Prisoner’s Dilemma");
  wait_until (analysed, page, 5000, "the analysis after undo");

  /* The table as SVG (the struck-out strategy's note in it) and the analysis as text. */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "ui-normalform-table.svg", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *svg = NULL;
    g_autofree char *text = qd_page_get_text_export (QD_PAGE (page), "analysis", NULL);

    g_assert_true (qd_page_export_picture (QD_PAGE (page), file, QD_EXPORT_SVG, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
    g_assert_true (g_str_has_prefix (svg, "<?xml"));
    ui_remove_at_end (path);
    g_assert_nonnull (strstr (text, "step 1: Ali refuse < testify"));
  }
}

static gboolean
read_as (gpointer data)
{
  QdNormalformPage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) && g_strcmp0 (qd_normalform_page_get_game (page)->players[0].name, "row") == 0;
}

/* A one-shot GDL rulesheet replaces the table (Undo gives it back). */
static void
test_rulesheet (void)
{
  QdNormalformPage *page = current_page ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "prisoners-dilemma.kif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  qd_normalform_page_open_rulesheet (page, file);
  wait_until (read_as, page, 10000, "the rulesheet read");
  wait_until (analysed, page, 5000, "the rulesheet's analysis");
  g_assert_nonnull (strstr (qd_normalform_page_get_report (page), "pure equilibria: 1\npure defect defect: 20 20"));
  /* The tab is named after the rulesheet's game, its file's name. */
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "prisoners-dilemma");
  screenshot ("ui-normalform-rulesheet.png");
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_cmpstr (qd_normalform_page_get_game (page)->players[0].name, ==, "Ali");
  g_assert_cmpstr (qd_page_get_title (QD_PAGE (page)), ==, "The Prisoner’s Dilemma");
  wait_until (analysed, page, 5000, "the analysis after undo");
}

static gboolean
tournament_shown (gpointer data)
{
  QdNormalformPage *page = data;

  return !qd_page_get_busy (QD_PAGE (page)) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (child (page, "tournament_label"))), "rank rule total");
}

static void
test_morra_and_tournament (void)
{
  QdNormalformPage *page;

  qd_window_open_example (window, "normalform", 1);
  wait_until (has_page, GUINT_TO_POINTER (2), 5000, "Morra's tab");
  page = current_page ();
  wait_until (analysed, page, 5000, "Morra's analysis");
  g_assert_nonnull (strstr (qd_normalform_page_get_report (page), "value: -1/12 (sum 0)\noptimal E: (7/12, 5/12)"));
  screenshot ("ui-normalform-morra.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "normalform.tournament", NULL));
  wait_until (tournament_shown, page, 10000, "the tournament");
  screenshot ("ui-normalform-tournament.png");
}

/* A 12 × 12 game: support enumeration alone tries C(24, 12) − 1 =
 * 2,704,155 pairs of supports, seconds of work; Stop keeps what was found
 * and says so.  With both methods (the default) the tab runs Lemke-Howson
 * only, and says why. */
static void
test_stop (void)
{
  QdNormalformPage *page = current_page ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  QdNormalform *game = qd_normalform_new (2, (guint[]) { 12, 12 });
  AdwComboRow *method = ADW_COMBO_ROW (child (page, "method_row"));
  const char *report;

  for (guint i = 0; i < game->n_profiles * 2; i++)
    game->payoffs[i] = qd_rational_int (g_rand_int_range (rand, -50, 51));
  adw_combo_row_set_selected (method, 0);
  wait_until (analysed, page, 5000, "Morra by support enumeration");
  g_assert_null (strstr (qd_normalform_page_get_report (page), "lemke-howson"));
  qd_page_set_model (QD_PAGE (page), game, QD_PAGE_CHANGE_OPENED);
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  spin (300);
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  qd_page_stop (QD_PAGE (page));
  wait_until (analysed, page, 5000, "the stopped analysis");
  g_assert_true (g_str_has_prefix (qd_normalform_page_get_report (page), "Stopped before the end"));
  g_assert_nonnull (strstr (qd_normalform_page_get_report (page), "(stopped)"));
  screenshot ("ui-normalform-stopped.png");

  adw_combo_row_set_selected (method, 2);
  wait_until (analysed, page, 10000, "the analysis by Lemke-Howson");
  report = qd_normalform_page_get_report (page);
  g_assert_true (g_str_has_prefix (report, "Support enumeration skipped: this 12 × 12 game has 2704155 support pairs"));
  g_assert_null (strstr (report, "mixed equilibria"));
  g_assert_nonnull (strstr (report, "(24 labels)\nlabel P1 a1 ("));
  screenshot ("ui-normalform-lemke.png");
}

static void
test_narrow (void)
{
  g_autoptr(GString) report = g_string_new (NULL);
  QdNormalformPage *page;

  qd_window_open_example (window, "normalform", 5);
  wait_until (has_page, GUINT_TO_POINTER (3), 5000, "the vote's tab");
  page = current_page ();
  wait_until (analysed, page, 5000, "the vote's analysis");
  g_assert_nonnull (strstr (qd_normalform_page_get_report (page), "pure equilibria: 3"));
  screenshot ("ui-normalform-three.png");
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "the Game Theory tab", report));
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-normalform-narrow", 600, 500);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/normalform/prisoners-dilemma", test_prisoners_dilemma);
  g_test_add_func ("/ui/normalform/rulesheet", test_rulesheet);
  g_test_add_func ("/ui/normalform/morra-tournament", test_morra_and_tournament);
  g_test_add_func ("/ui/normalform/stop", test_stop);
  g_test_add_func ("/ui/normalform/narrow", test_narrow);
  return ui_run ();
}
