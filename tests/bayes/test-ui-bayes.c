/* test-ui-bayes.c — the Bayesian Networks tab under Xvfb: the book's
 * burglary network queried (JohnCalls and MaryCalls observed: Burglary
 * 28.4 %), by the keyboard and the screen reader's words, impossible
 * evidence refused; alarm and andes opened and laid out; d-separation
 * (B ⊥ E, but not given A); a seeded sampling run and a stopped one; the
 * umbrella decision network (MEU 77 with the forecast); enumeration's
 * tree in the Eliminate mode (the book's numbers, opened by the keyboard,
 * a chain too big refused); an edit (a node
 * and an arc added, undone); and screenshots at 1400 × 900 and 600 × 500,
 * light and dark (ui-bayes-*.png in the build folder), to be looked at.
 *
 * Goldens by hand, from the book (AIMA 3rd ed. §14.4.1, figure 14.2):
 * P(b, j, m) = .001 Σe P(e) Σa P(a | b, e) .9^[a] … = 0.00059224,
 * P(¬b, j, m) = 0.0014919, so P(b | j, m) = 0.00059224 / 0.00208414 =
 * 0.2842 and P(j, m) = 0.002084.  The umbrella (Poole & Mackworth, example
 * 9.11): P(sunny) = .535, P(cloudy) = .215, P(rainy) = .25; the best
 * choices leave (91.5888), leave (65.1163), take (56); MEU = .535 · 91.5888
 * + .215 · 65.1163 + .25 · 56 = 49 + 14 + 14 = 77. */
#include "config.h"

#include "ui-common.h"
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "app/pages/bayes/qd-bayes-page.h"
#include "app/pages/bayes/qd-bayes-view.h"
#include "app/widgets/qd-canvas.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/qd-problem.h"

QD_PROBLEM_DECLARE (bayes)

static const char umbrella_text[] =
  "network umbrella {\n}\n"
  "variable Weather {\n  type discrete [ 2 ] { norain, rain };\n}\n"
  "variable Forecast {\n  type discrete [ 3 ] { sunny, cloudy, rainy };\n}\n"
  "variable Umbrella {\n  type decision [ 2 ] { take, leave };\n}\n"
  "variable Utility {\n  type utility;\n}\n"
  "probability ( Weather ) {\n  table 0.7, 0.3;\n}\n"
  "probability ( Forecast | Weather ) {\n  (norain) 0.7, 0.2, 0.1;\n  (rain) 0.15, 0.25, 0.6;\n}\n"
  "decision ( Umbrella | Forecast ) {\n}\n"
  "utility ( Utility | Weather, Umbrella ) {\n  (norain, take) 20;\n  (norain, leave) 100;\n"
  "  (rain, take) 70;\n  (rain, leave) 0;\n}\n";

/* A network where A = no is impossible. */
static const char impossible_text[] =
  "network impossible {\n}\n"
  "variable A {\n  type discrete [ 2 ] { yes, no };\n}\n"
  "variable B {\n  type discrete [ 2 ] { yes, no };\n}\n"
  "probability ( A ) {\n  table 1.0, 0.0;\n}\n"
  "probability ( B | A ) {\n  (yes) 0.5, 0.5;\n  (no) 0.5, 0.5;\n}\n";

static char *work_dir;

static gboolean
settled (gpointer page)
{
  return qd_bayes_page_is_settled (page);
}

static QdCanvas *
board_of (QdBayesPage *page)
{
  return QD_CANVAS (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BAYES_PAGE, "board_view"));
}

static GObject *
child_of (QdBayesPage *page, const char *id)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_BAYES_PAGE, id);

  g_assert_nonnull (child);
  return child;
}

static void
activate (QdBayesPage *page, const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), action, NULL));
  wait_until (settled, page, 30000, action);
  wait_for_frame ();
}

static guint
example_index (const char *stem)
{
  for (guint i = 0; qd_bayes_problem.examples[i].file != NULL; i++)
    if (g_str_has_prefix (qd_bayes_problem.examples[i].file, stem))
      return i;
  g_error ("no example named %s…", stem);
}

static gboolean
is_other_bayes_page (gpointer before)
{
  QdPage *page = qd_window_get_current_page (window);

  return page != NULL && QD_IS_BAYES_PAGE (page) && page != before;
}

static QdBayesPage *
open_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QdPage *before = qd_window_get_current_page (window);
  QdBayesPage *page;

  qd_window_open_file (window, file);
  wait_until (is_other_bayes_page, before, 20000, path);
  page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  wait_until (settled, page, 30000, "the posteriors");
  wait_for_frame ();
  return page;
}

static QdBayesPage *
open_text (const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (work_dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return open_path (path);
}

static QdBayesPage *
open_burglary (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (open_example ("bayes", example_index ("burglary"), QD_TYPE_BAYES_PAGE));

  wait_until (settled, page, 30000, "the posteriors");
  wait_for_frame ();
  return page;
}

/* The state of NODE whose name is "true" in any case (the examples' spelling). */
static const char *
true_state (QdBayesPage *page, const char *name)
{
  QdBayesNet *net = qd_bayes_page_get_net (page);
  gint node = qd_bayes_net_find (net, name);
  const QdBayesNode *n;

  g_assert_cmpint (node, >=, 0);
  n = qd_bayes_net_node (net, node);
  for (guint s = 0; s < n->n_states; s++)
    if (g_ascii_strcasecmp (n->states[s], "true") == 0 || g_ascii_strcasecmp (n->states[s], "yes") == 0)
      return n->states[s];
  g_error ("%s has no state true", name);
}

static void
observe (QdBayesPage *page, const char *node, const char *state)
{
  g_assert_true (qd_bayes_page_set_evidence (page, node, state));
  wait_until (settled, page, 30000, "the posteriors");
  wait_for_frame ();
}

/* The exports with J and M observed: the posteriors as text (Burglary's
 * true state 0.2842), the network as PNG, SVG and PDF, the report, and the
 * GIF of variable elimination. */
static void
test_exports (QdBayesPage *page)
{
  static const QdExportFormat formats[] = { QD_EXPORT_PNG, QD_EXPORT_SVG, QD_EXPORT_PDF };
  static const char *const names[] = { "ui-bayes-network.png", "ui-bayes-network.svg", "ui-bayes-network.pdf" };
  g_autoptr(GError) error = NULL;
  g_autofree char *text = qd_page_get_text_export (QD_PAGE (page), "marginals", &error);
  g_autofree char *line = g_strdup_printf ("Burglary %s 0.284171", true_state (page, "Burglary"));
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (text, line));
  g_assert_nonnull (strstr (text, "\nP(evidence) 0.00208410"));
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *path = g_build_filename (g_getenv ("G_TEST_BUILDDIR"), names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      GStatBuf st;

      g_assert_true (qd_page_export_picture (QD_PAGE (page), file, formats[i], &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, >, 1000);
    }
  report = qd_page_build_report (QD_PAGE (page));
  g_assert_nonnull (report);
  animation = qd_page_build_animation (QD_PAGE (page));
  g_assert_nonnull (animation);
}

/* J and M observed: P(B | j, m) = 0.2842, shown "28.4%"; P(e) = 0.002084. */
static void
test_query (void)
{
  QdBayesPage *page = open_burglary ();
  const char *b = true_state (page, "Burglary");
  g_autofree char *before = NULL;
  g_autofree char *shown = NULL;

  qd_bayes_page_set_mode (page, "query");
  /* The prior: P(b) = 0.001. */
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "Burglary", b), 0.001, 1e-9);
  observe (page, "JohnCalls", true_state (page, "JohnCalls"));
  observe (page, "MaryCalls", true_state (page, "MaryCalls"));
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "Burglary", b), 0.2842, 0.00005);
  shown = qd_bayes_page_dup_marginal_text (page, "Burglary", b);
  g_assert_cmpstr (shown, ==, "28.4%");
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "evidence_probability_label"), "0.00208"));
  /* One posterior by enumeration (the first algorithm) and by variable
   * elimination: the same 0.2842. */
  g_assert_true (qd_bayes_page_select (page, "Burglary"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 0);
  activate (page, "bayes.compute");
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "posterior_label"), "0.2842"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 1);
  activate (page, "bayes.compute");
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "posterior_label"), "0.2842"));
  test_exports (page);
  screenshot_wide_light_dark ("ui-bayes-burglary", 1400, 900);
  before = g_strdup (qd_bayes_page_get_label (page, "evidence_label"));
  activate (page, "bayes.clear-evidence");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "evidence_label"), !=, before);
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "Burglary", b), 0.001, 1e-9);
}

/* The cursor on a node: Enter observes its first state, the screen reader
 * hears the node and its marginal; Delete clears it. */
static void
test_keyboard (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  QdCanvas *board = board_of (page);
  QdBayesNet *net = qd_bayes_page_get_net (page);
  gint john = qd_bayes_net_find (net, "JohnCalls");
  const char *t = true_state (page, "JohnCalls");
  const char *text;

  gtk_widget_grab_focus (GTK_WIDGET (board));
  qd_canvas_set_cursor (board, john);
  wait_for_frame ();
  text = qd_canvas_get_cell_text (board);
  g_assert_nonnull (text);
  g_assert_true (g_str_has_prefix (text, "JohnCalls, chance node"));
  g_assert_nonnull (strstr (text, "%"));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  wait_until (settled, page, 30000, "the posteriors");
  wait_for_frame ();
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "JohnCalls", t), 1.0, 1e-12);
  /* P(b | j) = 0.01628 (the research notes' table, by full enumeration). */
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "Burglary", true_state (page, "Burglary")),
                                  0.016284, 0.00001);
  g_assert_nonnull (strstr (qd_canvas_get_cell_text (board), "observed"));
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Delete));
  wait_until (settled, page, 30000, "the posteriors");
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "JohnCalls", t), 0.052139, 0.00001);
  /* Arrows go to another node. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Up));
  g_assert_cmpint (qd_canvas_get_cursor (board), !=, john);
  /* Shift+Delete clears all the evidence; Ctrl+F goes to the search. */
  g_assert_true (press_key (GTK_WIDGET (board), GDK_KEY_Return));
  wait_until (settled, page, 30000, "the posteriors");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "evidence_label"), !=, "Evidence: none");
  g_assert_true (press_key_with (GTK_WIDGET (board), GDK_KEY_Delete, GDK_SHIFT_MASK));
  wait_until (settled, page, 30000, "the posteriors");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "evidence_label"), ==, "Evidence: none");
  g_assert_true (press_key_in (GTK_WIDGET (board), GDK_KEY_f, GDK_CONTROL_MASK));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)),
                                         GTK_WIDGET (child_of (page, "find_entry"))));
}

/* B ⊥ E with nothing observed; given the alarm (a collider), dependent. */
static void
test_separate (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  QdBayesNet *net = qd_bayes_page_get_net (page);

  qd_bayes_page_set_mode (page, "independence");
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "x_row")), qd_bayes_net_find (net, "Burglary"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "y_row")), qd_bayes_net_find (net, "Earthquake"));
  gtk_editable_set_text (GTK_EDITABLE (child_of (page, "z_row")), "");
  activate (page, "bayes.separate");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "separation_label"), "Burglary and Earthquake are "
                                                                                        "independent"));
  gtk_editable_set_text (GTK_EDITABLE (child_of (page, "z_row")), "Alarm");
  activate (page, "bayes.separate");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "separation_label"), "Burglary and Earthquake are "
                                                                                        "dependent"));
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "separation_label"), "Burglary – Alarm – Earthquake"));
  screenshot_wide_light_dark ("ui-bayes-dsep", 1400, 900);
}

/* Likelihood weighting, 20,000 samples, seed 3, of P(B | j, m): near the
 * exact 0.2842 shown beside; the same seed again gives the same estimate;
 * a run of 10^9 samples stopped at once keeps what it has. */
static void
test_sample (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  g_autofree char *first = NULL;

  observe (page, "JohnCalls", true_state (page, "JohnCalls"));
  observe (page, "MaryCalls", true_state (page, "MaryCalls"));
  qd_bayes_page_set_mode (page, "sample");
  g_assert_true (qd_bayes_page_select (page, "Burglary"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "samples_spin")), 20000);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "seed_spin")), 3);
  activate (page, "bayes.sample");
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "sample_exact_label"), "0.2842"));
  first = g_strdup (qd_bayes_page_get_label (page, "sample_estimate_label"));
  g_assert_nonnull (strstr (first, "20,000 samples"));
  activate (page, "bayes.sample");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "sample_estimate_label"), ==, first);
  screenshot_wide_light_dark ("ui-bayes-sample", 1400, 900);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "samples_spin")), 100000000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "bayes.sample", NULL));
  g_assert_true (qd_page_get_busy (QD_PAGE (page)));
  spin (200);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "bayes.stop", NULL));
  wait_until (settled, page, 10000, "sampling to stop");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "status_label"), ==, "Sampling stopped.");
  activate (page, "bayes.clear-evidence");
}

/* Variable elimination for P(B | j, m) step by step. */
static void
test_eliminate (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));

  observe (page, "JohnCalls", true_state (page, "JohnCalls"));
  observe (page, "MaryCalls", true_state (page, "MaryCalls"));
  qd_bayes_page_set_mode (page, "eliminate");
  g_assert_true (qd_bayes_page_select (page, "Burglary"));
  activate (page, "bayes.eliminate");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "step_label"), "Step 0 of "));
  /* The chart of both orders' factor sizes.  By hand: with JohnCalls and
   * MaryCalls observed their tables are factors of Alarm alone, so the
   * graph is the triangle Burglary, Earthquake, Alarm; min-degree (every
   * degree 2, the lower id first) sums out Earthquake from a factor of 8
   * entries into one of 4, then Alarm from one of 4 into one of 2: the
   * factors made hold 4 + 2 + 2 (the last, the product over Burglary), the
   * products before summing out 8 + 4 = 12, as weighted min-fill. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (child_of (page, "factor_chart"))));
  wait_position (QD_CANVAS (child_of (page, "factor_chart")),
                 "Min-degree: largest factor 4 entries (summing out Earthquake), 8 in all; 3 steps");
  g_assert_nonnull (strstr (qd_bayes_page_get_label (page, "cost_label"),
                            "Min-degree: largest product 8 entries before summing out, 12 in all, width 2"));
  activate (page, "bayes.step-next");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "step_label"), "Step 1 of "));
  activate (page, "bayes.step-next");
  activate (page, "bayes.step-previous");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "step_label"), "Step 1 of "));
  screenshot_wide_light_dark ("ui-bayes-eliminate", 1400, 900);
  /* The chart, scrolled to (focus brings it into the sidebar's view). */
  gtk_widget_grab_focus (GTK_WIDGET (child_of (page, "factor_chart")));
  screenshot_wide_light_dark ("ui-bayes-eliminate-chart", 1400, 900);
  activate (page, "bayes.clear-evidence");
}

/* The enumeration tree's row at POSITION, as the window writes it. */
static char *
term_row (QdBayesPage *page, guint position)
{
  char *text = qd_bayes_page_dup_term_text (page, position);

  g_assert_nonnull (text);
  return text;
}

static guint
term_rows (QdBayesPage *page)
{
  GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (child_of (page, "enum_list")));

  return model != NULL ? g_list_model_get_n_items (G_LIST_MODEL (model)) : 0;
}

static void
assert_term_row (QdBayesPage *page, guint position, const char *expected)
{
  g_autofree char *text = term_row (page, position);

  g_assert_cmpstr (text, ==, expected);
}

/* A key on the enumeration tree's selected row, as the focus hands it on. */
static void
tree_key (QdBayesPage *page, guint position, guint keyval)
{
  GtkSelectionModel *model = gtk_list_view_get_model (GTK_LIST_VIEW (child_of (page, "enum_list")));

  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (model), position);
  g_assert_true (press_key_at_focus (keyval, 0));
}

/* The sidebar scrolled to its end, where the enumeration tree is. */
static void
scroll_sidebar_down (QdBayesPage *page)
{
  GtkWidget *scroller = gtk_widget_get_parent (GTK_WIDGET (child_of (page, "enum_scroller")));
  GtkAdjustment *adjustment;

  scroller = gtk_widget_get_ancestor (scroller, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  wait_for_frame ();
}

/* A chain X0 → X1 → … → X15 of binary nodes, each copying its parent
 * with probability 0.9. */
static char *
chain_text (void)
{
  GString *text = g_string_new ("network chain {\n}\n");

  for (guint i = 0; i < 16; i++)
    g_string_append_printf (text, "variable X%u {\n  type discrete [ 2 ] { a, b };\n}\n", i);
  g_string_append (text, "probability ( X0 ) {\n  table 0.5, 0.5;\n}\n");
  for (guint i = 1; i < 16; i++)
    g_string_append_printf (text, "probability ( X%u | X%u ) {\n  (a) 0.9, 0.1;\n  (b) 0.1, 0.9;\n}\n", i, i - 1);
  return g_string_free (text, FALSE);
}

/* Enumeration in the Eliminate mode: P(Burglary | j, m) as AIMA's tree
 * (3rd ed. figure 14.8).  By hand, in topological order (Burglary, the
 * query, one branch; Earthquake, Alarm hidden; JohnCalls, MaryCalls
 * observed): P(b, j, m) = .001 × Σe P(e) Σa P(a | b, e) P(j | a) P(m | a)
 * = .001 × (.002 × (.95 × .9 × .7 + .05 × .05 × .01) + .998 × (.94 × .63 +
 * .06 × .0005)) = .001 × (.002 × .598525 + .998 × .59223) = .00059224259;
 * P(¬b, j, m) = .999 × (.002 × (.29 × .63 + .71 × .0005) + .998 × (.001 ×
 * .63 + .999 × .0005)) = .001491857649; the answer .00059224259 /
 * .002084100239 = .2842 (figure 14.8's numbers).  The chain of 16 nodes,
 * X0 asked and X15 observed, would take 2 + 2 (X0's own level) + 4 + 8 +
 * … + 2^15 (X1 … X14) + 2^15 (X15) = 98,304 terms: refused. */
static void
test_enumerate (void)
{
  QdBayesPage *page = open_burglary ();
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));
  g_autoptr(GString) report = g_string_new (NULL);
  g_autofree char *answer_row = NULL;
  g_autofree char *chain = chain_text ();
  QdBayesNet *net = qd_bayes_page_get_net (page);
  const guint8 *marks;
  guint closed;

  observe (page, "JohnCalls", "true");
  observe (page, "MaryCalls", "true");
  qd_bayes_page_set_mode (page, "eliminate");
  g_assert_true (qd_bayes_page_select (page, "Burglary"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "method_row")), 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (child_of (page, "steps_group"))));
  activate (page, "bayes.eliminate");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "step_label"), "P(Burglary | e) by enumeration"));
  assert_term_row (page, 0, "Burglary=true 0.00059224259");
  assert_term_row (page, 1, "Burglary=false 0.001491857649");
  answer_row = term_row (page, 2);
  g_assert_true (g_str_has_prefix (answer_row, "P(Burglary=true | e) = "));
  g_assert_cmpfloat_with_epsilon (g_ascii_strtod (strrchr (answer_row, '=') + 1, NULL), 0.2842, 0.00005);
  assert_term_row (page, 4, "P(e) = 0.002084100239");
  closed = term_rows (page);
  g_assert_cmpuint (closed, ==, 5);
  /* The keyboard: Right opens a row, Left on a closed child goes to its
   * parent, Left or minus closes. */
  gtk_widget_grab_focus (GTK_WIDGET (child_of (page, "enum_list")));
  tree_key (page, 0, GDK_KEY_Right);
  assert_term_row (page, 1, "Burglary=true 0.001 × 0.59224259 = 0.00059224259");
  tree_key (page, 1, GDK_KEY_Right);
  assert_term_row (page, 2, "Earthquake=true 0.002 × 0.598525 = 0.00119705");
  tree_key (page, 2, GDK_KEY_Right);
  assert_term_row (page, 3, "Alarm=true 0.95 × 0.63 = 0.5985");
  /* The selected row's path on the canvas: Alarm outlined, Earthquake above it. */
  gtk_single_selection_set_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (
                                       GTK_LIST_VIEW (child_of (page, "enum_list")))), 3);
  marks = qd_bayes_view_get_options (QD_BAYES_VIEW (board_of (page)))->marks;
  g_assert_cmpint (marks[qd_bayes_net_find (net, "Alarm")], ==, QD_BAYES_MARK_CURRENT);
  g_assert_cmpint (marks[qd_bayes_net_find (net, "Earthquake")], ==, QD_BAYES_MARK_SCOPE);
  g_assert_cmpint (marks[qd_bayes_net_find (net, "JohnCalls")], ==, 0);
  scroll_sidebar_down (page);
  screenshot_wide_light_dark ("ui-bayes-enumerate", 1400, 900);
  tree_key (page, 3, GDK_KEY_Left);
  g_assert_cmpuint (gtk_single_selection_get_selected (GTK_SINGLE_SELECTION (gtk_list_view_get_model (
                      GTK_LIST_VIEW (child_of (page, "enum_list"))))), ==, 2);
  tree_key (page, 2, GDK_KEY_Left);
  g_assert_cmpuint (term_rows (page), ==, closed + 1 + 2);
  tree_key (page, 0, GDK_KEY_minus);
  g_assert_cmpuint (term_rows (page), ==, closed);
  /* It fits the small window's sidebar. */
  qd_page_dismiss_toasts (QD_PAGE (page));
  g_assert_true (check_page_fits (QD_PAGE (page), 600, 500, "bayes enumeration", report));
  resize_window (600, 500);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL));
  spin (300);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  gtk_widget_grab_focus (GTK_WIDGET (child_of (page, "enum_list")));
  tree_key (page, 0, GDK_KEY_Right);
  g_assert_cmpuint (term_rows (page), ==, closed + 1);
  scroll_sidebar_down (page);
  spin (100);
  screenshot ("ui-bayes-enumerate-600x500.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.toggle-controls", NULL));
  resize_window (1200, 760);
  close_current_page ();

  page = open_text ("chain.bif", chain);
  observe (page, "X15", "a");
  qd_bayes_page_set_mode (page, "eliminate");
  g_assert_true (qd_bayes_page_select (page, "X0"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "method_row")), 1);
  activate (page, "bayes.eliminate");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "step_label"), ==,
                   "enumeration's tree would have 98,304 terms, more than 10,000; use variable elimination");
  g_assert_cmpuint (term_rows (page), ==, 0);
  close_current_page ();
}

static void
answer (QdPracticeBar *bar, double value)
{
  GtkEditable *entry = qd_practice_bar_get_entry (bar);
  char text[64];

  g_ascii_formatd (text, sizeof text, "%.4f", value);
  gtk_editable_set_text (entry, text);
  g_signal_emit_by_name (entry, "activate");
  wait_for_frame ();
}

/* Practice on the burglary network: "What is P(X = x | A=a, …)?", the
 * answer worked out here by another route (the page's junction tree with
 * that evidence, which the canvas shows while the question is asked) and
 * given off by 0.02 (wrong: more than 0.005 away), then off by 0.004
 * (right). */
static void
test_practice (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  QdPracticeBar *bar = QD_PRACTICE_BAR (child_of (page, "practice_bar"));
  g_autofree char *question = NULL;
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) given = NULL;
  double expected;

  activate (page, "bayes.practice");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (bar)));
  question = g_strdup (qd_practice_bar_get_question (bar));
  g_test_message ("%s", question);
  g_assert_true (g_str_has_prefix (question, "What is P("));
  /* "What is P(" X " = " x " | " evidence ")?" */
  parts = g_strsplit_set (question + strlen ("What is P("), "=|", 3);
  g_assert_cmpuint (g_strv_length (parts), ==, 3);
  given = g_strsplit (g_strstrip (parts[2]), ",", -1);
  for (guint i = 0; given[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (given[i], "=", 2);
      char *end;

      /* Every question observes a node ("P(X = x | )?" was drawn once in a while). */
      g_assert_cmpuint (g_strv_length (pair), ==, 2);
      end = strstr (pair[1], ")?");

      if (end != NULL)
        *end = '\0';
      observe (page, g_strstrip (pair[0]), g_strstrip (pair[1]));
    }
  expected = qd_bayes_page_get_marginal (page, g_strstrip (parts[0]), g_strstrip (parts[1]));
  g_assert_false (isnan (expected));
  answer (bar, expected + (expected < 0.5 ? 0.02 : -0.02));
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No"));
  answer (bar, expected + (expected < 0.5 ? 0.004 : -0.004));
  g_assert_cmpstr (qd_practice_bar_get_question (bar), !=, question);
  qd_page_dismiss_toasts (QD_PAGE (page));
  wait_until (settled, page, 30000, "the next question's evidence");
  screenshot ("ui-bayes-practice.png");
  activate (page, "bayes.practice");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (bar)));
  activate (page, "bayes.clear-evidence");
}

/* A node and an arc added, then undone. */
static void
test_edit (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));
  QdBayesNet *net = qd_bayes_page_get_net (page);
  guint n = qd_bayes_net_n_nodes (net);
  gint added;

  qd_bayes_page_set_mode (page, "editing");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "bayes.add-node", "s", "chance"));
  wait_until (settled, page, 30000, "the posteriors");
  net = qd_bayes_page_get_net (page);
  g_assert_cmpuint (qd_bayes_net_n_nodes (net), ==, n + 1);
  added = qd_bayes_net_find (net, "Node1");
  g_assert_cmpint (added, >=, 0);
  g_assert_true (qd_bayes_page_select (page, "Node1"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "parent_row")), qd_bayes_net_find (net, "Alarm"));
  activate (page, "bayes.add-arc");
  net = qd_bayes_page_get_net (page);
  g_assert_cmpuint (qd_bayes_net_node (net, qd_bayes_net_find (net, "Node1"))->n_parents, ==, 1);
  g_assert_true (qd_page_get_modified (QD_PAGE (page)));
  screenshot_wide_light_dark ("ui-bayes-edit", 1400, 900);
  /* A cycle is refused, and leaves no undo step. */
  g_assert_true (qd_bayes_page_select (page, "Alarm"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "parent_row")), qd_bayes_net_find (net, "Node1"));
  activate (page, "bayes.add-arc");
  net = qd_bayes_page_get_net (page);
  g_assert_cmpuint (qd_bayes_net_node (net, qd_bayes_net_find (net, "Alarm"))->n_parents, ==, 2);
  activate (page, "bayes.undo");
  net = qd_bayes_page_get_net (page);
  g_assert_cmpuint (qd_bayes_net_node (net, qd_bayes_net_find (net, "Node1"))->n_parents, ==, 0);
  activate (page, "bayes.undo");
  net = qd_bayes_page_get_net (page);
  g_assert_cmpuint (qd_bayes_net_n_nodes (net), ==, n);
  g_assert_cmpint (qd_bayes_net_find (net, "Node1"), ==, -1);
  qd_bayes_page_set_mode (page, "query");
}

/* Evidence of probability 0 is refused: a toast, the click undone. */
static void
test_impossible (void)
{
  QdBayesPage *page = open_text ("impossible.bif", impossible_text);

  observe (page, "A", "no");
  g_assert_true (g_str_has_prefix (qd_bayes_page_get_label (page, "status_label"), "Impossible evidence: P(A = no) = 0"));
  g_assert_cmpfloat_with_epsilon (qd_bayes_page_get_marginal (page, "A", "yes"), 1.0, 1e-12);
  close_current_page ();
}

/* The umbrella: MEU 77 with the forecast. */
static void
test_decide (void)
{
  QdBayesPage *page = open_text ("umbrella.bif", umbrella_text);

  qd_bayes_page_set_mode (page, "decide");
  g_assert_cmpstr (qd_bayes_page_get_label (page, "meu_label"), ==, "Maximum expected utility: 77");
  screenshot_wide_light_dark ("ui-bayes-umbrella", 1400, 900);
  close_current_page ();
}

static guint
lowest_node (QdBayesNet *net)
{
  guint lowest = 0;

  for (guint v = 1; v < qd_bayes_net_n_nodes (net); v++)
    if (qd_bayes_net_node (net, v)->y > qd_bayes_net_node (net, lowest)->y)
      lowest = v;
  return lowest;
}

/* Find NODE by its exact name: the board scrolls so that the node's
 * centre is in the middle of the view, both ways (within a fifth of it,
 * unless the view is at an end of the drawing). */
static void
assert_found_centred (QdBayesPage *page, QdBayesNet *net, guint node)
{
  QdCanvas *board = board_of (page);
  GtkAdjustment *vadjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (board));
  const QdBayesRenderOptions *options = qd_bayes_view_get_options (QD_BAYES_VIEW (board));
  QdBayesRenderOptions drawn = *options;
  double x, y, width, height, wx, wy;

  gtk_editable_set_text (GTK_EDITABLE (child_of (page, "find_entry")), qd_bayes_net_node (net, node)->name);
  spin (300);
  wait_for_frame ();
  g_assert_cmpint (qd_canvas_get_cursor (board), ==, (gint) node);
  drawn.zoom = qd_canvas_get_zoom (board);
  qd_bayes_render_node_box (net, &drawn, node, &x, &y, &width, &height);
  /* The view's middle, in drawing units. */
  qd_canvas_to_picture (board, gtk_widget_get_width (GTK_WIDGET (board)) / 2.0,
                        gtk_widget_get_height (GTK_WIDGET (board)) / 2.0, &wx, &wy);
  g_test_message ("node %u's centre %.0f, %.0f; the view's middle %.0f, %.0f (scrolled %.0f of %.0f)", node,
                  x + width / 2, y + height / 2, wx, wy, gtk_adjustment_get_value (vadjustment),
                  gtk_adjustment_get_upper (vadjustment));
  g_assert_cmpfloat (gtk_adjustment_get_value (vadjustment), >, 0);
  if (gtk_adjustment_get_value (vadjustment) + gtk_adjustment_get_page_size (vadjustment) <
      gtk_adjustment_get_upper (vadjustment) - 1)
    g_assert_cmpfloat (fabs (wy - (y + height / 2)) * drawn.zoom, <, gtk_widget_get_height (GTK_WIDGET (board)) / 5.0);
}

/* Alarm (37 nodes) and andes (223) open, are laid out, and have posteriors. */
static void
test_big (void)
{
  static const char *const names[] = { "alarm", "andes" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/data/%s.bif", g_getenv ("G_TEST_SRCDIR"), names[i]);
      g_autofree char *shot = g_strdup_printf ("ui-bayes-%s", names[i]);
      QdBayesPage *page = open_path (path);
      QdBayesNet *net = qd_bayes_page_get_net (page);

      for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
        g_assert_true (qd_bayes_net_node (net, v)->has_position);
      g_assert_false (isnan (qd_bayes_page_get_marginal (page, qd_bayes_net_node (net, 0)->name,
                                                         qd_bayes_net_node (net, 0)->states[0])));
      screenshot_wide_light_dark (shot, 1400, 900);
      /* Ctrl+F's search centres a node, vertically too: andes's lowest
       * node lies below the first screen. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "bayes.find", NULL));
      gtk_editable_set_text (GTK_EDITABLE (child_of (page, "find_entry")), qd_bayes_net_node (net, 5)->name);
      spin (300);
      g_assert_cmpint (qd_canvas_get_cursor (board_of (page)), ==, 5);
      if (i == 1)
        assert_found_centred (page, net, lowest_node (net));
      close_current_page ();
    }
}

static void
test_narrow (void)
{
  QdBayesPage *page = QD_BAYES_PAGE (qd_window_get_current_page (window));

  qd_page_dismiss_toasts (QD_PAGE (page));
  screenshot_narrow_light_dark (QD_PAGE (page), "ui-bayes", 1200, 760);
}

int
main (int argc, char **argv)
{
  int status;

  ui_init (&argc, &argv);
  work_dir = g_dir_make_tmp ("quandary-bayes-XXXXXX", NULL);
  g_test_add_func ("/ui/bayes/query", test_query);
  g_test_add_func ("/ui/bayes/keyboard", test_keyboard);
  g_test_add_func ("/ui/bayes/separate", test_separate);
  g_test_add_func ("/ui/bayes/eliminate", test_eliminate);
  g_test_add_func ("/ui/bayes/sample", test_sample);
  g_test_add_func ("/ui/bayes/edit", test_edit);
  g_test_add_func ("/ui/bayes/practice", test_practice);
  g_test_add_func ("/ui/bayes/narrow", test_narrow);
  g_test_add_func ("/ui/bayes/impossible", test_impossible);
  g_test_add_func ("/ui/bayes/decide", test_decide);
  g_test_add_func ("/ui/bayes/big", test_big);
  g_test_add_func ("/ui/bayes/enumerate", test_enumerate);
  status = ui_run ();
  g_free (work_dir);
  return status;
}
