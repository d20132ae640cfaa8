/* test-ui-tsp.c — the TSP tab under Xvfb: the statement's four cities
 * climbed and stepped through, annealing on random cities (animated while it
 * runs, stopped by Stop), the editor and its undo, the acceptance
 * calculator, the step-list export, a bad file.  Screenshots ui-tsp-*.png
 * are saved into the build folder to be looked at. */
#include "config.h"

#include "ui-common.h"
#include "ui-page-report.h"
#include "ui-page-check.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-canvas.h"
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "app/pages/tsp/qd-tsp-page.h"
#include "render/tsp/qd-tsp-render.h"

static QdTspPage *
current_tsp_page (void)
{
  QdPage *page = qd_window_get_current_page (window);

  g_assert_true (QD_IS_TSP_PAGE (page));
  return QD_TSP_PAGE (page);
}

/* The current tab is a TSP page with that many cities. */
static gboolean
tsp_page_with (gpointer n_cities)
{
  QdPage *page = qd_window_get_current_page (window);

  return QD_IS_TSP_PAGE (page) &&
         qd_tsp_page_get_instance (QD_TSP_PAGE (page))->n == GPOINTER_TO_UINT (n_cities);
}

static gboolean
run_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_tsp_page_get_run (page) != NULL;
}

static GObject *
child (QdTspPage *page, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

static const char *
status (QdTspPage *page)
{
  return status_text (page, QD_TYPE_TSP_PAGE);
}

static void
test_four_cities (void)
{
  QdTspPage *page;
  const QdTspRun *run;

  qd_window_open_example (window, "tsp", 0);
  wait_until (tsp_page_with, GUINT_TO_POINTER (4), 5000, "the example");
  page = current_tsp_page ();
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 4);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (child (page, "moves_row"))), "6 per tour"));
  screenshot ("ui-tsp-open.png");

  /* Solved from the keyboard: F5, wherever the focus is. */
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (run_ready, page, 10000, "hill climbing");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpfloat_with_epsilon (run->start_length, 5123.14, 1e-6);
  g_assert_cmpfloat_with_epsilon (run->length, 4933.94, 1e-6);
  g_assert_cmpuint (run->steps->len, ==, 2);
  g_assert_nonnull (strstr (status (page), "local optimum"));
  g_assert_cmpstr (page_label (page, QD_TYPE_TSP_PAGE, "length_label"), ==, "4933.94");
  g_assert_cmpstr (page_label (page, QD_TYPE_TSP_PAGE, "nn_length_label"), ==, "4952.34");

  /* From the keyboard, the board reads the tour city by city. */
  {
    GtkWidget *board = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, "board_view"));

    gtk_widget_grab_focus (board);
    wait_for_frame ();
    g_assert_cmpstr (qd_canvas_get_cell_text (QD_CANVAS (board)), ==, "Madison, city 1 of the tour, between LA and NYC");
    g_assert_true (g_str_has_prefix (qd_canvas_get_position_text (QD_CANVAS (board)), "4 cities. Best tour: length 4933.94."));
    g_assert_true (press_key (board, GDK_KEY_End));
    g_assert_cmpstr (qd_canvas_get_cell_text (QD_CANVAS (board)), ==, "LA, city 4 of the tour, between Chicago and Madison");
  }

  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  g_assert_nonnull (strstr (status (page), "The start tour: length 5123.14"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_nonnull (strstr (status (page), "one of 2 equally short neighbours"));
  g_assert_nonnull (strstr (status (page), "Length 4933.94"));
  screenshot ("ui-tsp-step.png");

  /* The step list, exported as text. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-tsp-steps.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    g_assert_true (qd_page_export_text (QD_PAGE (page), "steps", FALSE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_assert_true (g_str_has_prefix (text, "step 0 start length 5123.14 tour NYC Madison Chicago LA\n"));
    g_assert_true (g_str_has_suffix (text, "length 4933.94\n"));
  }

  /* With its header: what made it, in "# " lines (the settings of the run,
   * as the sidebar showed them when it started), then the same steps. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-tsp-steps-header.txt", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;
    g_auto(GStrv) lines = NULL;

    g_assert_true (qd_page_export_text (QD_PAGE (page), "steps", TRUE, file, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
    g_test_message ("%s", text);
    lines = g_strsplit (text, "\n", 6);
    g_assert_true (g_str_has_prefix (lines[0], "# Quandary "));
    g_assert_true (g_str_has_suffix (lines[0], ": Step List"));
    g_assert_true (g_str_has_prefix (lines[1], "# Document: "));
    g_assert_true (g_str_has_prefix (lines[2], "# Settings: Algorithm: Hill Climbing; Neighbours: Swap Two; "));
    /* The annealing schedule, greyed out under hill climbing, is left out. */
    g_assert_null (strstr (lines[2], "Schedule"));
    g_assert_true (g_str_has_prefix (lines[3], "# Lines: the size of the neighbourhood"));
    g_assert_cmpstr (lines[4], ==, "step 0 start length 5123.14 tour NYC Madison Chicago LA");
  }

  /* The picture: the tour and the plot, as the command line draws it. */
  {
    g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), "ui-tsp-export.svg", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;
    g_autofree char *svg = NULL;

    g_assert_true (qd_page_export_picture (QD_PAGE (page), file, QD_EXPORT_SVG, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
    g_assert_true (g_str_has_prefix (svg, "<?xml"));
  }
}

static void
test_acceptance (void)
{
  QdTspPage *page = current_tsp_page ();

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "current_spin")), 25);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "neighbour_spin")), 13);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "temperature_spin")), 25);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_TSP_PAGE, "acceptance_label"), "0.618783"));
  {
    /* The lower half of the sidebar: the calculator and the editor. */
    GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (child (page, "current_spin")), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    screenshot ("ui-tsp-sidebar.png");
    gtk_adjustment_set_value (adjustment, 0);
  }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "neighbour_spin")), 30);
  g_assert_true (g_str_has_prefix (page_label (page, QD_TYPE_TSP_PAGE, "acceptance_label"), "1.000000"));
}

static gboolean
annealing_shown (gpointer page)
{
  return g_str_has_prefix (status (page), "Annealing…");
}

static void
test_annealing (void)
{
  QdTspPage *page = current_tsp_page ();
  const QdTspRun *run;

  /* Random cities, 2-opt annealing. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "cities_spin")), 60);
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.generate", NULL);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 60);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "moves_row")), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "alpha_spin")), 0.9995);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (run_ready, page, 30000, "annealing");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpint (run->algorithm, ==, QD_LOCAL_ANNEALING);
  g_assert_cmpint (run->status, ==, QD_LOCAL_FROZEN);
  g_assert_true (qd_tsp_tour_is_valid (60, run->tour));
  g_assert_cmpfloat (run->length, <, run->start_length);
  g_assert_cmpuint (run->stats.worse_moves, >, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child (page, "plot_placeholder"))));
  screenshot ("ui-tsp-annealing.png");

  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "bottom_stack")), "steps");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  for (guint i = 0; i < 40; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_nonnull (strstr (status (page), "Length"));
  screenshot ("ui-tsp-annealing-steps.png");
  gtk_stack_set_visible_child_name (GTK_STACK (child (page, "bottom_stack")), "plot");

  /* A long run: the tour moves on the map while it runs; Stop keeps the
   * best tour so far. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "cities_spin")), 1500);
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.generate", NULL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "alpha_spin")), 0.9999999);
  /* Far more iterations than a loaded machine gets through before Stop (by
   * default annealing ends after 1,000,000, a second or so here). */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "iterations_spin")), 1000000000);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (annealing_shown, page, 10000, "the live tour");
  screenshot ("ui-tsp-live.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL);
  wait_until (run_ready, page, 10000, "the stopped run");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpint (run->status, ==, QD_LOCAL_STOPPED);
  g_assert_true (qd_tsp_tour_is_valid (1500, run->tour));
  g_assert_nonnull (strstr (status (page), "Stopped"));
}

/* The rows on show are the chosen algorithm's, each control named. */
static void
assert_rows (QdTspPage *page, guint algorithm, gboolean restarts, gboolean sideways, gboolean beam, gboolean genetic,
             gboolean schedule)
{
  const char *spins[] = { "restarts_spin", "sideways_spin", "beam_spin", "population_spin", "generations_spin",
                          "mutation_spin", "elitism_spin" };

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), algorithm);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (child (page, "restarts_row"))), ==, restarts);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (child (page, "sideways_row"))), ==, sideways);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (child (page, "beam_row"))), ==, beam);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (child (page, "genetic_group"))), ==, genetic);
  g_assert_cmpint (gtk_widget_get_visible (GTK_WIDGET (child (page, "schedule_group"))), ==, schedule);
  for (guint k = 0; k < G_N_ELEMENTS (spins); k++)
    g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (child (page, spins[k])),
                                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY));
}

static gboolean
line_has (QdTspPage *page, guint index, const char *text)
{
  GListModel *lines = G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (child (page, "steps_view"))));
  g_autoptr(GtkStringObject) line = g_list_model_get_item (lines, index);

  return line != NULL && strstr (gtk_string_object_get_string (line), text) != NULL;
}

/* The text of the verbatim block of `part` named `name`. */
static const char *
verbatim_text (const QdReport *report, QdReportPart part, const char *name)
{
  const QdReportSection *section = qd_report_find_part (report, part);

  g_assert_nonnull (section);
  for (guint i = 0; i < section->blocks->len; i++)
    {
      const QdReportBlock *block = section->blocks->pdata[i];

      if (block->kind == QD_REPORT_VERBATIM && g_strcmp0 (block->name, name) == 0)
        return block->text;
    }
  g_assert_not_reached ();
}

static gboolean
evolving_shown (gpointer page)
{
  return g_str_has_prefix (status (page), "Searching… iteration");
}

/* Issue 65: every variant in the chooser, only its rows shown; a run of
 * stochastic hill climbing and of the genetic algorithm (a step per
 * generation, its best tour on the map), at 600 x 500 too. */
/* The command in a report's Reproduce part, run: it exits 0 and prints the
 * report's trace.  Returns what it printed. */
static char *
run_report_command (const QdReport *report)
{
  g_auto(GStrv) argv = report_command (report);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  char *out = NULL;
  int wait = 0;

  g_assert_cmpstr (argv[1], ==, "tsp");
  g_ptr_array_add (args, (gpointer) g_getenv ("QD_CLI"));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, NULL, &wait,
                               &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait, NULL));
  g_assert_cmpstr (out, ==, verbatim_text (report, QD_REPORT_TRACE, "steps"));
  return out;
}

static void
variants_rows (QdTspPage *page)
{
  GListModel *names = adw_combo_row_get_model (ADW_COMBO_ROW (child (page, "algorithm_row")));

  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 13);
  /*           algorithm               restarts sideways beam  genetic schedule */
  assert_rows (page, 0 /* hill climbing */, TRUE, FALSE, FALSE, FALSE, FALSE);
  assert_rows (page, 1 /* annealing */, FALSE, FALSE, FALSE, FALSE, TRUE);
  assert_rows (page, 2 /* steepest */, FALSE, FALSE, FALSE, FALSE, FALSE);
  assert_rows (page, 3 /* sideways */, FALSE, TRUE, FALSE, FALSE, FALSE);
  assert_rows (page, 7 /* restarts, sideways */, TRUE, TRUE, FALSE, FALSE, FALSE);
  assert_rows (page, 10 /* beam */, FALSE, FALSE, TRUE, FALSE, FALSE);
  assert_rows (page, 11 /* stochastic beam */, FALSE, FALSE, TRUE, FALSE, FALSE);
  assert_rows (page, 12 /* genetic */, FALSE, FALSE, FALSE, TRUE, FALSE);
}

static void
variants_stochastic (QdTspPage *page)
{
  const QdTspRun *run;

  assert_rows (page, 4 /* stochastic */, FALSE, FALSE, FALSE, FALSE, FALSE);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (run_ready, page, 10000, "stochastic hill climbing");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpint (run->variant, ==, QD_LOCAL_VARIANT_STOCHASTIC);
  g_assert_cmpint (run->status, ==, QD_LOCAL_OPTIMUM);
  g_assert_cmpfloat (run->length, <, run->start_length);
  g_assert_true (line_has (page, 1, "shorter neighbours, the shorter the likelier"));
}

/* 40 generations of 30 tours: a step per generation, its best tour on the
 * map; the report's command prints the same trace. */
static void
variants_genetic (QdTspPage *page)
{
  const QdTspRun *run;

  assert_rows (page, 12 /* genetic */, FALSE, FALSE, FALSE, TRUE, FALSE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "population_spin")), 30);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "generations_spin")), 40);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "selection_row")), 1);   /* tournament */
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (run_ready, page, 20000, "the genetic algorithm");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpint (run->variant, ==, QD_LOCAL_VARIANT_GENETIC);
  g_assert_cmpuint (run->steps->len, ==, 41);
  g_assert_true (qd_tsp_tour_is_valid (40, run->tour));
  g_assert_true (line_has (page, 0, "The first generation"));
  g_assert_true (line_has (page, 40, "Generation 40"));
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL);
  for (guint i = 0; i < 20; i++)
    gtk_widget_activate_action (GTK_WIDGET (page), "run.step", NULL);
  g_assert_nonnull (strstr (status (page), "Generation 20"));
  screenshot ("ui-tsp-genetic.png");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL);
  g_assert_nonnull (strstr (status (page), "40 generations bred"));
  {
    g_autoptr(QdReport) report = check_page_report (QD_PAGE (page), "ui-tsp-genetic");
    g_auto(GStrv) argv = report_command (report);
    g_autofree char *out = run_report_command (report);

    g_assert_true (g_strv_contains ((const char *const *) argv, "genetic"));
    g_assert_true (g_strv_contains ((const char *const *) argv, "tournament"));
    g_assert_true (g_str_has_prefix (out, "population 30\nstep 0 start length "));
  }
}

/* At 600 x 500: the sidebar over the map, the genetic rows reachable; then
 * the plot. */
static void
variants_narrow (QdTspPage *page)
{
  g_autoptr(GString) report = g_string_new (NULL);

  resize_window (600, 500);
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "the genetic algorithm's rows", report));
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (child (page, "mutation_spin"))));
  wait_for_frame ();
  wait_for_frame ();
  screenshot ("ui-tsp-genetic-600.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  wait_for_frame ();
  screenshot ("ui-tsp-genetic-600-plot.png");
  resize_window (1200, 760);
}

/* A long evolution: the best tour so far on the map while it runs; Stop
 * keeps it. */
static void
variants_stop (QdTspPage *page)
{
  const QdTspRun *run;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "generations_spin")), 1000000);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (evolving_shown, page, 10000, "the live evolution");
  gtk_widget_activate_action (GTK_WIDGET (page), "run.stop", NULL);
  wait_until (run_ready, page, 10000, "the stopped evolution");
  run = qd_tsp_page_get_run (page);
  g_assert_cmpint (run->status, ==, QD_LOCAL_STOPPED);
  g_assert_true (qd_tsp_tour_is_valid (40, run->tour));
  g_assert_cmpuint (run->stats.iterations, <, 1000000);
  g_assert_nonnull (strstr (status (page), "Stopped"));
}

static void
test_variants (void)
{
  QdTspPage *page;

  qd_window_open_example (window, "tsp", 1);
  wait_until (tsp_page_with, GUINT_TO_POINTER (40), 5000, "the forty cities");
  page = current_tsp_page ();
  variants_rows (page);
  variants_stochastic (page);
  variants_genetic (page);
  variants_narrow (page);
  variants_stop (page);
  close_current_page ();
}

static void
test_editor (void)
{
  QdTspPage *page = current_tsp_page ();
  const QdTsp *tsp;
  double px, py;
  guint n;

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "cities_spin")), 8);
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.generate", NULL);
  /* All the cities placed at once are placed as one by one. */
  {
    const QdTsp *cities = qd_tsp_page_get_instance (page);
    g_autofree double *xs = g_new (double, cities->n), *ys = g_new (double, cities->n);

    qd_tsp_render_cities_from_world (cities, xs, ys);
    for (guint i = 0; i < cities->n; i++)
      {
        qd_tsp_render_from_world (cities, cities->x[i], cities->y[i], &px, &py);
        g_assert_cmpfloat (xs[i], ==, px);
        g_assert_cmpfloat (ys[i], ==, py);
      }
  }
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 1);   /* add */
  qd_tsp_page_click (page, 300, 300);
  tsp = qd_tsp_page_get_instance (page);
  g_assert_cmpuint (tsp->n, ==, 9);
  g_assert_cmpstr (tsp->names[8], ==, "C9");
  qd_tsp_render_from_world (tsp, tsp->x[8], tsp->y[8], &px, &py);
  g_assert_cmpfloat (fabs (px - 300) + fabs (py - 300), <, 1e-6);

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 2);   /* move */
  qd_tsp_page_click (page, px, py);
  g_assert_nonnull (strstr (status (page), "Click where C9 goes"));
  qd_tsp_page_click (page, 100, 500);
  tsp = qd_tsp_page_get_instance (page);
  g_assert_cmpint (qd_tsp_render_hit (tsp, 100, 500), ==, 8);

  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 3);   /* remove */
  qd_tsp_render_from_world (tsp, tsp->x[0], tsp->y[0], &px, &py);
  qd_tsp_page_click (page, px, py);
  n = qd_tsp_page_get_instance (page)->n;
  g_assert_cmpuint (n, ==, 8);
  g_assert_cmpstr (qd_tsp_page_get_instance (page)->names[0], ==, "C2");
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (run_ready, page, 10000, "hill climbing on the edited cities");
  screenshot ("ui-tsp-edited.png");

  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.undo", NULL);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 9);
  g_assert_null (qd_tsp_page_get_run (page));
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.undo", NULL);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 8);
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.redo", NULL);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 9);

  /* The editor from the keyboard, on the city under the board's cursor:
   * Insert (adding) puts a city beside it, Shift+Right (moving) moves it. */
  {
    GtkWidget *board = GTK_WIDGET (child (page, "board_view"));
    double x0, y0, x1, y1;
    gint c;

    gtk_widget_grab_focus (board);
    wait_for_frame ();
    c = qd_canvas_get_cursor (QD_CANVAS (board));
    g_assert_cmpint (c, >=, 0);
    adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 1);   /* add */
    g_assert_true (press_key (board, GDK_KEY_Insert));
    g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 10);
    adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 2);   /* move */
    tsp = qd_tsp_page_get_instance (page);
    qd_tsp_render_from_world (tsp, tsp->x[c], tsp->y[c], &x0, &y0);
    g_assert_true (press_key_with (board, GDK_KEY_Right, GDK_SHIFT_MASK));
    tsp = qd_tsp_page_get_instance (page);
    qd_tsp_render_from_world (tsp, tsp->x[c], tsp->y[c], &x1, &y1);
    g_assert_cmpfloat (fabs (x1 - x0 - 12), <, 1e-6);
    g_assert_cmpfloat (fabs (y1 - y0), <, 1e-6);
    /* Delete removes the city under the cursor, the board's menu too;
     * Ctrl+Z brings each back. */
    {
      g_autofree char *name = g_strdup (qd_tsp_page_get_instance (page)->names[c]);

      g_assert_true (press_key_in (board, GDK_KEY_Delete, 0));
      tsp = qd_tsp_page_get_instance (page);
      g_assert_cmpuint (tsp->n, ==, 9);
      for (guint i = 0; i < tsp->n; i++)
        g_assert_cmpstr (tsp->names[i], !=, name);
      g_assert_true (press_key_in (board, GDK_KEY_z, GDK_CONTROL_MASK));
      g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 10);
      g_assert_true (choose_from_board_menu (QD_CANVAS (board), "tsp.remove-city", NULL));
      g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 9);
      g_assert_true (press_key_in (board, GDK_KEY_z, GDK_CONTROL_MASK));
      g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 10);
    }
  }
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 0);
}

/* Forty cities opened, a city added: Undo takes it away, and back at the
 * file's cities the tab is unmodified; Redo adds it again. */
static void
test_undo_to_opened (void)
{
  QdTspPage *page;
  g_autofree char *opened = NULL;
  g_autofree char *undone = NULL;

  qd_window_open_example (window, "tsp", 1);
  wait_until (tsp_page_with, GUINT_TO_POINTER (40), 5000, "the forty cities");
  page = current_tsp_page ();
  opened = qd_tsp_to_string (qd_tsp_page_get_instance (page));
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 1);   /* add */
  qd_tsp_page_click (page, 300, 300);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 41);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.undo", NULL);
  undone = qd_tsp_to_string (qd_tsp_page_get_instance (page));
  g_assert_cmpstr (undone, ==, opened);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  gtk_widget_activate_action (GTK_WIDGET (page), "tsp.redo", NULL);
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 41);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "edit_row")), 0);
  close_current_page ();
}

static void
test_bad_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "asymmetric.tsp", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  qd_window_open_file (window, file);
  wait_until (error_shown, "asymmetric.tsp: line 4: the table is not symmetric", 5000, "the parse error");
}

static void
test_dark (void)
{
  QdTspPage *page;

  qd_window_open_example (window, "tsp", 1);
  wait_until (tsp_page_with, GUINT_TO_POINTER (40), 5000, "the second example");
  page = current_tsp_page ();
  g_assert_cmpuint (qd_tsp_page_get_instance (page)->n, ==, 40);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (run_ready, page, 20000, "hill climbing on forty cities");
  screenshot ("ui-tsp-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* Issue 32: annealing from a random start on the statement's four cities,
 * run as a user does; its report has the top sections of the CLI's report
 * of the command it names (the example's copy in the data folder), and
 * that command prints the very steps of the report's trace; the animation
 * has a step per recorded step after the start. */
static void
test_report_animation (void)
{
  QdTspPage *page;
  const QdTspRun *run;
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) argv = NULL;

  qd_window_open_example (window, "tsp", 0);
  wait_until (tsp_page_with, GUINT_TO_POINTER (4), 5000, "the example");
  page = current_tsp_page ();
  /* Before a run: the instance and the settings. */
  {
    g_autoptr(QdReport) before = qd_page_build_report (QD_PAGE (page));

    g_assert_nonnull (qd_report_find_part (before, QD_REPORT_SETTINGS));
    g_assert_null (qd_report_find_part (before, QD_REPORT_RESULTS));
  }
  g_assert_null (qd_page_build_animation (QD_PAGE (page)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "start_row")), 2);   /* random */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "seed_spin")), 7);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child (page, "iterations_spin")), 300);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL));
  wait_until (run_ready, page, 10000, "annealing");
  run = qd_tsp_page_get_run (page);

  report = check_page_report (QD_PAGE (page), "ui-tsp");
  argv = report_command (report);
  g_assert_true (g_str_has_suffix (argv[2], "/examples/tsp/four-cities.tsp"));
  g_assert_true (g_strv_contains ((const char *const *) argv, "random"));
  g_assert_true (g_strv_contains ((const char *const *) argv, "annealing"));
  out = run_report_command (report);

  g_assert_cmpuint (run->steps->len, >=, 6);
  animation = check_page_animation (QD_PAGE (page), run->steps->len - 1, "ui-tsp");
  close_current_page ();
}

/* Check an Answer…: hill climbing on the forty cities; an answer whose
 * step 3 takes another swap is wrong at line 5 (neighbours, step 0, 1, 2
 * before it), step 3; the tab, which had no run, takes the checked one and
 * its replay goes to step 3, selected in the step list.  The right output is correct. */
static void
test_check_answer (void)
{
  QdTspPage *page;
  g_autoptr(QdCheckResult) first = NULL;
  g_autoptr(QdCheckResult) result = NULL;
  g_autoptr(QdCheckResult) correct = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *wrong = NULL;
  QdStepper *stepper;
  QdPage *before = qd_window_get_current_page (window);

  qd_window_open_example (window, "tsp", 1);
  while (qd_window_get_current_page (window) == before)
    spin (10);
  wait_until (tsp_page_with, GUINT_TO_POINTER (40), 5000, "the example");
  page = current_tsp_page ();
  /* Hill climbing from the file's order; a setting changed drops any run. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child (page, "algorithm_row")), 0);
  g_assert_null (qd_tsp_page_get_run (page));
  /* The first line alone: wrong at line 2; the reference is the whole output. */
  first = check_answer_in_page (QD_PAGE (page), "neighbours 780\n", "ui-tsp-first");
  g_assert_cmpint (first->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (first->line, ==, 2);
  g_assert_nonnull (first->reference);
  lines = g_strsplit (first->reference, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[4], "step 3 swap "));
  /* Step 3 with the cities of step 2's swap. */
  {
    g_auto(GStrv) w3 = g_strsplit (lines[4], " ", -1);
    g_auto(GStrv) w2 = g_strsplit (lines[3], " ", -1);
    char *changed;

    g_free (w3[3]);
    w3[3] = g_strdup (w2[3]);
    g_free (w3[4]);
    w3[4] = g_strdup (w2[4]);
    changed = g_strjoinv (" ", w3);
    g_free (lines[4]);
    lines[4] = changed;
  }
  wrong = g_strjoinv ("\n", lines);
  /* The checked run became the tab's, at step 0 (where line 2 is). */
  g_assert_nonnull (qd_tsp_page_get_run (page));
  result = check_answer_in_page (QD_PAGE (page), wrong, "ui-tsp");
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (result->line, ==, 5);
  g_assert_cmpint (result->step, ==, 3);
  g_assert_nonnull (strstr (result->explanation, "the best of the 780 swaps is swap"));
  stepper = qd_run_controls_get_stepper (QD_RUN_CONTROLS (child (page, "run_controls")));
  g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 3);
  g_assert_cmpuint (gtk_single_selection_get_selected (
                      GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (child (page, "steps_view"))))), ==, 3);
  screenshot ("ui-tsp-check-step.png");
  {
    /* A line chosen in the list takes the replay to its step; the replay's
     * end shows the last line without moving back to it. */
    GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_list_view_get_model (GTK_LIST_VIEW (child (page,
                                                                                                        "steps_view"))));
    guint n = qd_stepper_get_n_steps (stepper);

    gtk_single_selection_set_selected (selection, 1);
    g_assert_cmpuint (qd_stepper_get_step (stepper), ==, 1);
    qd_stepper_go_to (stepper, n);
    g_assert_cmpuint (qd_stepper_get_step (stepper), ==, n);
    g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, n - 1);
  }

  correct = check_answer_in_page (QD_PAGE (page), first->reference, "ui-tsp-correct");
  g_assert_cmpint (correct->verdict, ==, QD_CHECK_CORRECT);
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/tsp/four-cities", test_four_cities);
  g_test_add_func ("/ui/tsp/variants", test_variants);
  g_test_add_func ("/ui/tsp/acceptance", test_acceptance);
  g_test_add_func ("/ui/tsp/annealing", test_annealing);
  g_test_add_func ("/ui/tsp/editor", test_editor);
  g_test_add_func ("/ui/tsp/undo-to-opened", test_undo_to_opened);
  g_test_add_func ("/ui/tsp/bad-file", test_bad_file);
  g_test_add_func ("/ui/tsp/dark", test_dark);
  g_test_add_func ("/ui/tsp/report-animation", test_report_animation);
  g_test_add_func ("/ui/tsp/check-answer", test_check_answer);
  return ui_run ();
}
