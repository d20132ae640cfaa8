/* test-ui-logic.c — the Logic tab under Xvfb: wumpus.kb opened, ¬P12 asked
 * by the keyboard (F5 with the focus in the query) and found entailed, ¬P22
 * asked by Return and found not entailed (AIMA §7.4.4), the truth table's
 * 128 rows in the trace; the knowledge base edited as text (the document
 * modified, an error said with its line, undone); forward chaining on
 * horn.kb; the SATLIB example solved; crime.fol asked by FOL-BC-ASK (its
 * proof tree drawn, Fig. 9.7's nine goals) and FOL-FC-ASK (Fig. 9.4's two
 * iterations drawn, stepped) (the
 * algorithms listed are the two first-order ones, the verdict {x/West},
 * the proof tree in the trace) and the Unify window used by the keyboard
 * (the book's third row, then S(x) and S(S(x))); Practice Mode on horn.kb's
 * truth table stepping the drawing (row k's question at step k); screenshots at 1400 × 900 and
 * 600 × 500, light and dark (ui-logic-*.png in the build folder). */
#include "config.h"

#include "ui-common.h"
#include "app/widgets/qd-board-pane.h"
#include <string.h>

#include "ui-practice.h"
#include "app/pages/logic/qd-logic-page.h"
#include "app/pages/logic/qd-logic-page-proof.h"
#include "app/pages/logic/qd-logic-page-view.h"
#include "problems/logic/qd-logic-ask.h"

static GtkWidget *
child_of (QdPage *page, const char *name)
{
  return GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_LOGIC_PAGE, name));
}

static gboolean
verdict_has (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);

  return !qd_page_get_busy (page) && strstr (qd_logic_page_get_verdict (QD_LOGIC_PAGE (page)), data) != NULL;
}

static gboolean
proof_position_has (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);
  const char *text = qd_canvas_get_position_text (QD_CANVAS (child_of (page, "proof_view")));

  return text != NULL && strstr (text, data) != NULL;
}

static gboolean
practice_question_is (gpointer data)
{
  QdPage *page = qd_window_get_current_page (window);
  const char *question = qd_practice_bar_get_question (QD_PRACTICE_BAR (child_of (page, "practice_bar")));

  return question != NULL && g_str_has_prefix (question, data);
}

static char *
trace_text (QdPage *page)
{
  return qd_logic_page_view_get_trace (QD_LOGIC_PAGE_VIEW (child_of (page, "view")));
}

static void
ask_by_key (QdPage *page, const char *query, guint keyval, const char *expected)
{
  GtkWidget *entry = child_of (page, "query_entry");

  gtk_widget_grab_focus (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), query);
  g_assert_true (press_key_at_focus (keyval, 0));
  wait_until (verdict_has, (gpointer) expected, 20000, expected);
}

/* At 600 × 500 the proof drawn keeps room to be read (it had about 120
 * pixels under the KB, the verdict and the switch each on a line): at least
 * 200 pixels high, the KB still four lines; at 1400 × 900 both grow. */
static void
check_proof_room (QdPage *page)
{
  GtkWidget *proof = gtk_widget_get_ancestor (child_of (page, "proof_view"), QD_TYPE_BOARD_PANE);
  GtkWidget *kb = gtk_widget_get_ancestor (child_of (page, "kb_view"), GTK_TYPE_SCROLLED_WINDOW);

  resize_window (600, 500);
  spin (300);
  g_test_message ("600 x 500: proof %d px high, KB %d px", gtk_widget_get_height (proof), gtk_widget_get_height (kb));
  g_assert_cmpint (gtk_widget_get_height (proof), >=, 200);
  g_assert_cmpint (gtk_widget_get_height (kb), >=, 80);
  resize_window (1400, 900);
  spin (300);
  g_test_message ("1400 x 900: proof %d px high, KB %d px", gtk_widget_get_height (proof), gtk_widget_get_height (kb));
  g_assert_cmpint (gtk_widget_get_height (proof), >=, 400);
  g_assert_cmpint (gtk_widget_get_height (kb), >=, 150);
  resize_window (1200, 760);
}

static void
test_wumpus (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  g_autofree char *trace = NULL;
  guint rows = 0;

  /* The file's first ask is in the query on opening. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child_of (page, "query_entry"))), ==, "¬P12");
  ask_by_key (page, "¬P12", GDK_KEY_F5, "KB ⊨ ¬P12");
  trace = trace_text (page);
  for (const char *p = trace; (p = strstr (p, "\n")) != NULL; p++)
    rows++;
  /* The header and the 128 rows of Figure 7.9, 3 of them models of KB. */
  g_assert_cmpuint (rows, ==, 129);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label"))), ==, "Entailed");
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "figures_label"))), "3 models"));
  /* The proof drawn is the truth table; a row selected says its values. */
  g_assert_true (qd_logic_page_proof_has_proof (QD_LOGIC_PAGE_PROOF (child_of (page, "proof_view"))));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (QD_CANVAS (child_of (page, "proof_view"))), "Truth table"));
  qd_canvas_set_cursor (QD_CANVAS (child_of (page, "proof_view")), 0);
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "selection_label"))), "Row 1: "));
  screenshot_wide_light_dark ("ui-logic-wumpus", 1200, 760);
  screenshot_narrow_light_dark (page, "ui-logic-wumpus", 1200, 760);
  check_proof_room (page);
  /* The file's second query chosen from the sidebar's list. */
  g_assert_true (gtk_widget_get_visible (child_of (page, "ask_row")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "ask_row")), 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child_of (page, "query_entry"))), ==, "¬P22");

  /* ¬P22 by Return in the query, by resolution: saturated, not entailed. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 1);
  ask_by_key (page, "~P22", GDK_KEY_Return, "KB ⊭ ¬P22");
  g_clear_pointer (&trace, g_free);
  trace = trace_text (page);
  g_assert_nonnull (strstr (trace, "29"));
  screenshot_wide_light_dark ("ui-logic-resolution", 1200, 760);
  g_assert_false (qd_page_get_modified (page));
  close_current_page ();
}

/* The text typed is the document: modified, an error with its line, undone. */
static void
test_edit (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (child_of (page, "kb_view")));
  GtkWidget *error_label = child_of (page, "error_label");
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "P12 ∧ ∧\n", -1);
  qd_page_flush_edits (page);
  g_assert_true (qd_page_get_modified (page));
  g_assert_nonnull (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->error);
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), "line 12"));
  ask_by_key (page, "¬P12", GDK_KEY_F5, "No answer");
  screenshot ("ui-logic-error.png");
  g_assert_true (qd_page_undo (page));
  g_assert_null (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->error);
  g_assert_false (gtk_widget_get_visible (error_label));
  /* A sentence added: ¬P12 no longer follows from a KB that says P12. */
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "P12\n", -1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 3);
  ask_by_key (page, "P22 ∨ P31", GDK_KEY_F5, "KB ⊨ P22 ∨ P31");
  qd_page_set_modified (page, FALSE);
  close_current_page ();
}

static void
test_horn_and_dimacs (void)
{
  QdPage *page = open_example ("logic", 1, QD_TYPE_LOGIC_PAGE);
  g_autofree char *trace = NULL;

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 2);
  ask_by_key (page, "Q", GDK_KEY_F5, "KB ⊨ Q");
  trace = trace_text (page);
  /* Fig. 7.16's agenda, popped in the book's order. */
  g_assert_nonnull (strstr (trace, "pop A\npop B\npop L\npop M\npop P\npop Q\n"));
  screenshot_wide_light_dark ("ui-logic-horn", 1200, 760);
  /* The AND-OR graph drawn, stepped by the keyboard through its pops. */
  qd_page_focus (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  wait_until (proof_position_has, (gpointer) "AND-OR graph, step 2 of 6", 5000, "the graph stepped");
  screenshot_wide_light_dark ("ui-logic-horn-step", 1200, 760);
  /* The trace: stepped from its first line, Home then Page Down twice shows two lines. */
  gtk_stack_set_visible_child_name (GTK_STACK (child_of (page, "result_stack")), "trace");
  qd_page_focus (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (QD_CANVAS (child_of (page, "view"))), "Step 2 of 13: pop B"));
  close_current_page ();

  page = open_example ("logic", 2, QD_TYPE_LOGIC_PAGE);
  g_assert_false (gtk_widget_get_sensitive (child_of (page, "query_entry")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), 3);
  qd_page_focus (page);
  g_assert_true (press_key_at_focus (GDK_KEY_F5, 0));
  wait_until (verdict_has, (gpointer) "Satisfiable", 20000, "uf20-01 solved");
  /* CDCL's first conflict drawn, the variables named x1, x2, … */
  g_assert_true (qd_logic_page_proof_has_proof (QD_LOGIC_PAGE_PROOF (child_of (page, "proof_view"))));
  screenshot_narrow_light_dark (page, "ui-logic-dimacs", 1200, 760);
  close_current_page ();
}

/* DPLL and WalkSAT from the sidebar: their answers, their options on show
 * for them only, the drawing shown and stepped with Page Down. */
/* At 600 × 500 the proof's title and caption (its top left) are not under
 * the zoom buttons over the board's top right: the drawing starts below
 * them (it started at the board's top, 0, under the buttons). */
static void
check_clear_of_zoom (QdPage *page)
{
  QdCanvas *proof = QD_CANVAS (child_of (page, "proof_view"));
  double x, y;

  resize_window (600, 500);
  spin (300);
  qd_canvas_to_picture (proof, 0, 0, &x, &y);
  g_test_message ("600 x 500: the drawing starts %.0f px below the board's top", -y * qd_canvas_get_zoom (proof));
  g_assert_cmpfloat (-y * qd_canvas_get_zoom (proof), >=, 30);
  resize_window (1200, 760);
}

static void
test_dpll_walksat (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  GtkWidget *proof = child_of (page, "proof_view");
  g_autofree char *trace = NULL;

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), QD_LOGIC_DPLL);
  g_assert_false (gtk_widget_get_visible (child_of (page, "p_row")));
  g_assert_false (gtk_widget_get_visible (child_of (page, "conflict_row")));
  /* R1-R5 ∧ P12 has no model: ¬P12 entailed (docs/logic-peers.md §1.6). */
  ask_by_key (page, "¬P12", GDK_KEY_F5, "KB ⊨ ¬P12");
  trace = trace_text (page);
  g_assert_nonnull (strstr (trace, "start: no symbol set"));
  g_assert_nonnull (strstr (trace, "false: back"));
  g_assert_true (qd_logic_page_proof_has_proof (QD_LOGIC_PAGE_PROOF (proof)));
  qd_page_focus (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  wait_until (proof_position_has, (gpointer) "search tree, step 2 of", 5000, "the search tree stepped");
  screenshot_wide_light_dark ("ui-logic-dpll", 1200, 760);

  /* WalkSAT: its p, flips and seed on show; R1-R5 satisfiable, a model found. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), QD_LOGIC_WALKSAT);
  g_assert_true (gtk_widget_get_visible (child_of (page, "p_row")));
  g_assert_true (gtk_widget_get_visible (child_of (page, "seed_row")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "seed_spin")), 5);
  ask_by_key (page, "", GDK_KEY_F5, "Satisfiable");
  g_clear_pointer (&trace, g_free);
  trace = trace_text (page);
  g_assert_nonnull (strstr (trace, "a model after"));
  screenshot_narrow_light_dark (page, "ui-logic-walksat", 1200, 760);
  check_clear_of_zoom (page);
  /* The report takes the sidebar's options as Solve does: the file's
   * ¬P12 (KB ∧ P12 has no model) by WalkSAT with at most 1 flip spends
   * exactly 1, not the default 10 000; the command says so. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (child_of (page, "flips_spin")), 1);
  gtk_editable_set_text (GTK_EDITABLE (child_of (page, "query_entry")), "");
  {
    g_autoptr(QdReport) report = qd_page_build_report (page);
    g_autofree char *markdown = qd_report_to_markdown (report);
    g_autoptr(GRegex) one = g_regex_new ("flips 1\\b", 0, 0, NULL);

    g_assert_nonnull (strstr (markdown, "--max-flips 1 --seed 5"));
    g_assert_true (g_regex_match (one, markdown, 0, NULL));
    g_assert_null (strstr (markdown, "flips 10000"));
  }

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), QD_LOGIC_CDCL);
  g_assert_false (gtk_widget_get_visible (child_of (page, "p_row")));
  g_assert_true (gtk_widget_get_visible (child_of (page, "conflict_row")));
  close_current_page ();
}

static GtkWindow *
unify_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* not ours */
  GtkWindow *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && found == NULL; i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (w)) && g_strcmp0 (gtk_window_get_title (w), "Unify Two Terms") == 0)
        found = w;
    }
  return found;
}

static gboolean
unify_shown (gpointer data)
{
  return unify_window () != NULL;
}

static gboolean
label_has (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), data) != NULL;
}

static gboolean
is_proof (GtkWidget *widget, gconstpointer data)
{
  return QD_IS_LOGIC_PAGE_PROOF (widget);
}

/* The window's drawing of UNIFY's steps: there, shown, of a size. */
static void
assert_unify_drawn (GtkWindow *w)
{
  GtkWidget *drawing = find_widget (GTK_WIDGET (w), is_proof, NULL);

  g_assert_nonnull (drawing);
  g_assert_true (gtk_widget_is_drawable (drawing));
  g_assert_true (qd_logic_page_proof_has_proof (QD_LOGIC_PAGE_PROOF (drawing)));
  /* Two bindings (y/John, x/Mother(y)), then the unifier: three steps. */
  g_assert_cmpuint (qd_logic_page_proof_n_steps (QD_LOGIC_PAGE_PROOF (drawing)), >=, 3);
  g_assert_cmpint (gtk_widget_get_width (drawing), >, 100);
  g_assert_cmpint (gtk_widget_get_height (drawing), >, 60);
}

static gboolean
is_entry (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_ENTRY (widget);
}

/* The Unify window: the book's third row on opening, then S(x) and
 * S(S(x)) typed and Return: the occurs check. */
static void
test_unify_window (QdPage *page)
{
  GtkWindow *w;
  GtkWidget *first, *second;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.unify", NULL));
  wait_until (unify_shown, NULL, 5000, "the Unify window");
  w = unify_window ();
  wait_for_frame ();
  g_assert_nonnull (find_widget (GTK_WIDGET (w), label_has, "{y/John, x/Mother(John)}"));
  g_assert_nonnull (find_widget (GTK_WIDGET (w), label_has, "{y/John, x/Mother(y)}"));
  assert_unify_drawn (w);
  screenshot_of (GTK_WIDGET (w), "ui-logic-unify.png");
  first = find_widget (GTK_WIDGET (w), is_entry, NULL);
  gtk_widget_grab_focus (first);
  gtk_editable_set_text (GTK_EDITABLE (first), "S(x)");
  /* Tab from the first term to the second. */
  second = NULL;
  for (guint i = 0; i < 6 && second == NULL; i++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (w), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (w));
      second = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
      if (second == first)
        second = NULL;
    }
  g_assert_nonnull (second);
  gtk_editable_set_text (GTK_EDITABLE (second), "S(S(x))");
  /* Return in an entry is its "activate". */
  g_signal_emit_by_name (second, "activate");
  g_assert_nonnull (find_widget (GTK_WIDGET (w), label_has, "occurs check"));
  screenshot_of (GTK_WIDGET (w), "ui-logic-unify-occurs.png");
  /* Escape closes it: the window's shortcut (held through the press that
   * destroys it). */
  g_object_ref (w);
  g_assert_true (press_key_in (GTK_WIDGET (w), GDK_KEY_Escape, 0));
  g_object_unref (w);
  spin (200);
  g_assert_null (unify_window ());
}

static void
test_fol (void)
{
  QdPage *page = open_test_file ("../../data/examples/logic/crime.fol", QD_TYPE_LOGIC_PAGE);
  AdwComboRow *row = ADW_COMBO_ROW (child_of (page, "algorithm_row"));
  g_autofree char *trace = NULL;

  g_assert_cmpint (qd_logic_page_get_doc (QD_LOGIC_PAGE (page))->kind, ==, QD_LOGIC_DOC_FOL);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (child_of (page, "query_entry"))), ==, "Criminal(x)");
  /* Only first-order chaining applies to a .fol: FOL-FC-ASK, FOL-BC-ASK. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 2);
  adw_combo_row_set_selected (row, 1);
  ask_by_key (page, "Criminal(x)", GDK_KEY_F5, "{x/West}");
  g_assert_nonnull (strstr (qd_logic_page_get_verdict (QD_LOGIC_PAGE (page)), "KB ⊨ Criminal(x)"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label"))), ==, "Entailed");
  trace = trace_text (page);
  /* Fig. 9.7: the law's node, then Weapon(M1) from Missile(M1). */
  g_assert_nonnull (strstr (trace, "  Criminal(West) ← (1) {x/West, y/M1, z/Nono}\n"));
  g_assert_nonnull (strstr (trace, "    Weapon(M1) ← (5) {x/M1}\n"));
  /* The proof tree drawn (Fig. 9.7: nine goals), stepped a goal a Page Down. */
  g_assert_true (qd_logic_page_proof_has_proof (QD_LOGIC_PAGE_PROOF (child_of (page, "proof_view"))));
  g_assert_cmpuint (qd_logic_page_proof_n_steps (QD_LOGIC_PAGE_PROOF (child_of (page, "proof_view"))), ==, 9);
  gtk_stack_set_visible_child_name (GTK_STACK (child_of (page, "result_stack")), "proof");
  wait_until (proof_position_has, (gpointer) "FOL-BC-ASK’s proof tree, the whole run", 5000, "the proof tree");
  screenshot_wide_light_dark ("ui-logic-fol-bc", 1400, 900);
  screenshot_narrow_light_dark (page, "ui-logic-fol-bc", 1400, 900);
  /* Forward chaining: Criminal(West) in iteration 2. */
  adw_combo_row_set_selected (row, 0);
  ask_by_key (page, "Criminal(x)", GDK_KEY_Return, "{x/West}");
  g_clear_pointer (&trace, g_free);
  trace = trace_text (page);
  g_assert_nonnull (strstr (trace, "iteration 2: Criminal(West)"));
  /* Fig. 9.4 drawn: two iterations, stepped by the keyboard. */
  g_assert_cmpuint (qd_logic_page_proof_n_steps (QD_LOGIC_PAGE_PROOF (child_of (page, "proof_view"))), ==, 2);
  qd_page_focus (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-first", NULL));
  g_assert_true (press_key_at_focus (GDK_KEY_Page_Down, 0));
  wait_until (proof_position_has, (gpointer) "FOL-FC-ASK’s facts by iteration, step 1 of 2", 5000,
              "the facts of iteration 1");
  screenshot_wide_light_dark ("ui-logic-fol-fc-step", 1400, 900);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "run.step-last", NULL));
  screenshot_wide_light_dark ("ui-logic-fol-fc", 1400, 900);
  screenshot_narrow_light_dark (page, "ui-logic-fol-fc", 1400, 900);
  test_unify_window (page);
  g_assert_false (qd_page_get_modified (page));
  close_current_page ();
}

/* A wumpus world's report and GIF from the tab: the hybrid agent's game, as
 * `logic wumpus WORLD --report --gif` makes it (Fig. 7.2: the wumpus in
 * [1,3], won; a frame for the start and each turn). */
static void
test_wumpus_report (void)
{
  QdPage *page = open_test_file ("../../data/examples/logic/fig-7-2.wumpus", QD_TYPE_LOGIC_PAGE);
  g_autoptr(QdReport) report = qd_page_build_report (page);
  g_autofree char *markdown = qd_report_to_markdown (report);
  QdAnimation *animation = qd_page_build_animation (page);

  g_assert_nonnull (strstr (markdown, "[1,3]"));
  g_assert_nonnull (strstr (markdown, "Won: climbed out with the gold"));
  g_assert_nonnull (strstr (markdown, "logic wumpus"));
  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, >, 1);
  g_assert_cmpuint (animation->n_steps, <=, 200);
  qd_animation_free (animation);
  close_current_page ();
}

/* While questions are left, the verdict (beside the switch, in the
 * sidebar) does not give the last one away. */
static void
assert_verdict_kept_back (QdPage *page)
{
  const char *verdict = gtk_label_get_label (GTK_LABEL (child_of (page, "verdict_label")));
  const char *word = gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label")));

  g_assert_null (strstr (verdict, "⊨"));
  g_assert_nonnull (strstr (verdict, "Practice"));
  g_assert_cmpstr (word, !=, "Entailed");
}

/* Practice Mode on the truth table with the drawing on show: the question
 * on row k is asked on the table after k rows reached (no header line
 * passed over, as on the trace); a right answer moves both on by one. */
static void
test_practice_on_drawing (void)
{
  QdPage *page = open_test_file ("../../data/examples/logic/horn.kb", QD_TYPE_LOGIC_PAGE);
  QdPracticeBar *bar = QD_PRACTICE_BAR (child_of (page, "practice_bar"));

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), QD_LOGIC_TRUTH_TABLE);
  ask_by_key (page, "Q", GDK_KEY_F5, "KB ⊨ Q");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (child_of (page, "result_stack"))), ==, "proof");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.practice", NULL));
  gtk_drop_down_set_selected (practice_frequency (bar), QD_PRACTICE_EVERY_STEP);
  wait_until (practice_question_is, (gpointer) "Row 1:", 20000, "the first row's question");
  wait_until (proof_position_has, (gpointer) "step 0 of 64", 5000, "the table before its first row");
  /* Row 1 sets every symbol true: each implication and fact holds there,
   * a model of KB. */
  g_assert_null (strstr (qd_practice_bar_get_question (bar), "=F"));
  assert_verdict_kept_back (page);
  practice_type_answer (bar, "yes");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  wait_until (practice_question_is, (gpointer) "Row 2:", 5000, "the second row's question");
  wait_until (proof_position_has, (gpointer) "step 1 of 64", 5000, "the table after its first row");
  assert_verdict_kept_back (page);
  /* Show Me through the rest (the models' count, then whether Q is
   * entailed, last): at the end the verdict is shown. */
  for (guint i = 0; i < 200 && qd_practice_current (qd_practice_bar_get_practice (bar)) != NULL; i++)
    {
      const QdPracticeQuestion *before = qd_practice_current (qd_practice_bar_get_practice (bar));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bar), "practice.show-me", NULL));
      if (qd_practice_current (qd_practice_bar_get_practice (bar)) == before)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bar), "practice.check", NULL));
      spin (1);
    }
  g_assert_null (qd_practice_current (qd_practice_bar_get_practice (bar)));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "verdict_label"))), "KB ⊨ Q"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label"))), ==, "Entailed");
  /* Out of practice too. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.practice", NULL));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (child_of (page, "verdict_label"))), "KB ⊨ Q"));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (child_of (page, "answer_label"))), ==, "Entailed");
  close_current_page ();
}

/* Practice Mode on DPLL with its search tree drawn, R1–R5 asked ¬P12 (KB ∧
 * P12 searched; worked by hand in tests/logic/test-cli-logic-teach.py): the
 * first call after the root sets ¬P11 by the unit clause ¬P11, the second
 * ¬B11 by the unit clause ¬B11; each call's two questions are asked with
 * the calls before it drawn. */
static void
test_practice_dpll (void)
{
  QdPage *page = open_example ("logic", 0, QD_TYPE_LOGIC_PAGE);
  QdPracticeBar *bar = QD_PRACTICE_BAR (child_of (page, "practice_bar"));

  adw_combo_row_set_selected (ADW_COMBO_ROW (child_of (page, "algorithm_row")), QD_LOGIC_DPLL);
  ask_by_key (page, "¬P12", GDK_KEY_F5, "KB ⊨ ¬P12");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.practice", NULL));
  gtk_drop_down_set_selected (practice_frequency (bar), QD_PRACTICE_EVERY_STEP);
  wait_until (practice_question_is, (gpointer) "DPLL’s next call", 20000, "the first call's question");
  wait_until (proof_position_has, (gpointer) "step 1 of 5", 5000, "the tree with its root drawn");
  practice_type_answer (bar, "pure");
  g_assert_true (g_str_has_prefix (qd_practice_bar_get_feedback (bar), "No"));
  practice_type_answer (bar, "unit clause");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  wait_until (practice_question_is, (gpointer) "Which literal", 5000, "the literal's question");
  practice_type_answer (bar, "~P11");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  wait_until (practice_question_is, (gpointer) "DPLL’s next call", 5000, "the second call's question");
  wait_until (proof_position_has, (gpointer) "step 2 of 5", 5000, "the tree with two calls drawn");
  practice_type_answer (bar, "unit");
  practice_type_answer (bar, "¬B11");
  g_assert_cmpstr (qd_practice_bar_get_feedback (bar), ==, "Right.");
  screenshot_wide_light_dark ("ui-logic-practice-dpll", 1200, 760);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "logic.practice", NULL));
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/logic/wumpus", test_wumpus);
  g_test_add_func ("/ui/logic/edit", test_edit);
  g_test_add_func ("/ui/logic/horn-and-dimacs", test_horn_and_dimacs);
  g_test_add_func ("/ui/logic/dpll-walksat", test_dpll_walksat);
  g_test_add_func ("/ui/logic/fol", test_fol);
  g_test_add_func ("/ui/logic/wumpus-report", test_wumpus_report);
  g_test_add_func ("/ui/logic/practice-on-drawing", test_practice_on_drawing);
  g_test_add_func ("/ui/logic/practice-dpll", test_practice_dpll);
  return ui_run ();
}
