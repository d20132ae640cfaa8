/* test-ui-plan.c — the Planning tab under Xvfb: air cargo and the blocks
 * world opened from the examples (each problem finding its domain beside
 * it), the state's facts and the goal's marks, the picture; a wrong plan
 * checked, its first failing action named and marked; a right plan
 * stepped through by the buttons' actions and by the keyboard, the
 * action's precondition and effects shown; the plan's animation (Export →
 * GIF); an edit of the problem undone;
 * the tab at 600 × 500 and larger.  Screenshots (ui-plan-*.png in the
 * build folder) are to be looked at. */
#include "config.h"

#include "plan-ui-common.h"
#include <string.h>

#include "app/pages/plan/qd-plan-page.h"
#include "render/plan/qd-plan-render.h"

/* The examples' order (qd-plan-problem.c). */
static void
check_plan (QdPlanPage *page, const char *plan)
{
  qd_plan_page_set_plan (page, plan);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.check", NULL));
  wait_for_frame ();
}

/* Export → GIF: the plan checked, a frame per state, each band naming
 * the action applied. */
static void
check_animation (QdPlanPage *page, guint n_steps, const char *last)
{
  g_autoptr(QdAnimation) animation = qd_page_build_animation (QD_PAGE (page));
  g_autofree char *said = NULL;

  g_assert_nonnull (animation);
  g_assert_cmpuint (animation->n_steps, ==, n_steps);
  said = animation->describe (n_steps, animation->data);
  g_assert_cmpstr (said, ==, last);
  g_assert_cmpfloat (animation->width, >, 100);
  g_assert_cmpfloat (animation->height, >, 100);
}

/* The tab's report has the sections of the CLI's report of the command it
 * names (`--check NAME.plan`, run in the examples' folder, where NAME.plan
 * is), the plan's states among its figures. */
static void
check_report (QdPlanPage *page)
{
  g_autoptr(QdReport) report = qd_page_build_report (QD_PAGE (page));
  g_auto(GStrv) titles = NULL, argv = NULL, cli = NULL;
  g_autofree char *dir = NULL;
  const QdReportSection *results;
  guint figures = 0;

  g_assert_nonnull (report);
  titles = qd_report_section_titles (report);
  argv = report_command (report);
  g_assert_cmpstr (argv[0], ==, "quandary-cli");
  g_assert_cmpstr (argv[4], ==, "--check");
  dir = g_path_get_dirname (argv[3]);   /* the example opened: its domain is named beside it */
  cli = cli_report_titles ((const char *const *) argv, dir);
  g_assert_cmpstrv (titles, cli);
  results = qd_report_find_part (report, QD_REPORT_RESULTS);
  g_assert_nonnull (results);
  for (guint i = 0; i < results->blocks->len; i++)
    figures += ((const QdReportBlock *) results->blocks->pdata[i])->kind == QD_REPORT_FIGURE;
  g_assert_cmpuint (figures, ==, qd_plan_page_get_trace (page)->states->len);
}

static void
test_air_cargo (void)
{
  QdPlanPage *page = plan_open_example (AIR_CARGO);
  const QdPlanTrace *trace;

  g_assert_cmpint (qd_plan_render_picture (qd_plan_page_get_task (page)), ==, QD_PLAN_PICTURE_PLACES);
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "(at c1 sfo)"));
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "goal not reached: (at c1 jfk)"));
  g_assert_nonnull (strstr (plan_label_text (page, "task_label"), "air-cargo-two"));
  screenshot ("ui-plan-air-cargo-start.png");
  /* A wrong plan: the plane is flown before the cargo is loaded, then unloaded. */
  check_plan (page, "(fly p1 sfo jfk)\n(unload c1 p1 jfk)\n");
  trace = qd_plan_page_get_trace (page);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_INAPPLICABLE);
  g_assert_cmpuint (trace->check.line, ==, 2);
  g_assert_nonnull (strstr (plan_label_text (page, "verdict_label"), "Line 2: (unload c1 p1 jfk) cannot apply"));
  g_assert_nonnull (strstr (plan_label_text (page, "verdict_label"), "(in c1 p1) does not hold"));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 1);
  g_assert_nonnull (strstr (plan_label_text (page, "action_label"), "✗"));
  screenshot ("ui-plan-air-cargo-wrong.png");
  /* The book's plan, stepped through. */
  check_plan (page, "(load c1 p1 sfo)\n(fly p1 sfo jfk)\n(unload c1 p1 jfk)\n"
                    "(load c2 p2 jfk)\n(fly p2 jfk sfo)\n(unload c2 p2 sfo)\n");
  trace = qd_plan_page_get_trace (page);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_VALID);
  g_assert_nonnull (strstr (plan_label_text (page, "verdict_label"), "6 actions, cost 24"));
  check_animation (page, 6, "(unload c2 p2 sfo)");
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.next", NULL));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 1);
  g_assert_nonnull (strstr (plan_label_text (page, "step_label"), "Step 1 of 6: (load c1 p1 sfo)"));
  g_assert_nonnull (strstr (plan_label_text (page, "action_label"), "+ (in c1 p1)"));
  g_assert_nonnull (strstr (plan_label_text (page, "action_label"), "− (at c1 sfo)"));
  g_assert_nonnull (strstr (plan_label_text (page, "action_label"), "✓ (at c1 sfo)"));
  screenshot ("ui-plan-air-cargo-step1.png");
  /* The keyboard: Alt+Right, then Alt+End, Alt+Left, Alt+Home. */
  g_assert_true (qd_page_activate_key (QD_PAGE (page), GDK_KEY_Right, GDK_ALT_MASK));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 2);
  g_assert_true (qd_page_activate_key (QD_PAGE (page), GDK_KEY_End, GDK_ALT_MASK));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 6);
  g_assert_null (strstr (plan_label_text (page, "facts_label"), "goal not reached"));
  wait_for_frame ();
  screenshot ("ui-plan-air-cargo-end.png");
  g_assert_true (qd_page_activate_key (QD_PAGE (page), GDK_KEY_Left, GDK_ALT_MASK));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 5);
  g_assert_true (qd_page_activate_key (QD_PAGE (page), GDK_KEY_Home, GDK_ALT_MASK));
  g_assert_cmpuint (qd_plan_page_get_position (page), ==, 0);
  close_current_page ();
}

static gboolean
modified (gpointer page)
{
  return qd_page_get_modified (page);
}

static void
test_blocks (void)
{
  QdPlanPage *page = plan_open_example (BLOCKS);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (plan_child (page, "file_view")));
  const QdPlanTrace *trace;

  g_assert_cmpint (qd_plan_render_picture (qd_plan_page_get_task (page)), ==, QD_PLAN_PICTURE_BLOCKS);
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "(on c a)"));
  check_plan (page, "(move-to-table c a)\n(move a table b)\n(move b table c)\n");
  trace = qd_plan_page_get_trace (page);
  g_assert_cmpint (trace->check.status, ==, QD_PLAN_CHECK_INAPPLICABLE);
  g_assert_cmpuint (trace->check.line, ==, 3);
  g_assert_nonnull (strstr (plan_label_text (page, "verdict_label"), "(move b table c) cannot apply"));
  screenshot ("ui-plan-blocks-wrong.png");
  check_plan (page, "(move-to-table c a)\n(move b table c)\n(move a table b)\n");
  g_assert_cmpint (qd_plan_page_get_trace (page)->check.status, ==, QD_PLAN_CHECK_VALID);
  check_animation (page, 3, "(move a table b)");
  check_report (page);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.last", NULL));
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "(on a b)"));
  wait_for_frame ();
  screenshot ("ui-plan-blocks-end.png");
  /* The same state as its facts, then as the picture again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.draw-facts", NULL));
  wait_for_frame ();
  screenshot ("ui-plan-blocks-facts.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.draw-facts", NULL));
  /* An edit of the problem (its goal) is read again, and undone. */
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (plan_child (page, "state_button"))));
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (plan_child (page, "files_button")), TRUE);
  {
    GtkTextIter start, end;
    g_autofree char *text = NULL;
    g_autofree char *changed = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &end);
    text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    changed = g_strjoinv ("(on b a)", g_strsplit (text, "(on b c)", -1));
    gtk_text_buffer_set_text (buffer, changed, -1);
  }
  wait_until (modified, page, 5000, "the edit taken");
  wait_for_frame ();
  screenshot ("ui-plan-blocks-files.png");
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "goal not reached: (on b a)"));
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_null (strstr (plan_label_text (page, "facts_label"), "(on b a)"));
  /* Typed and saved at once, before the pause after which the text is
   * read: the save has the keystrokes all the same (flush_edits). */
  {
    GtkTextIter end;
    g_autofree char *saved = NULL;

    qd_page_set_modified (QD_PAGE (page), FALSE);
    gtk_text_buffer_get_end_iter (buffer, &end);
    gtk_text_buffer_insert (buffer, &end, "; typed just now\n", -1);
    saved = qd_page_serialize (QD_PAGE (page));
    g_assert_true (g_str_has_suffix (saved, "; typed just now\n"));
    g_assert_true (qd_page_get_modified (QD_PAGE (page)));
    qd_page_set_modified (QD_PAGE (page), FALSE);
  }
  close_current_page ();
}

static void
copy_example (const char *name, const char *folder)
{
  g_autofree char *from = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "plan", name, NULL);
  g_autofree char *to = g_build_filename (folder, name, NULL);
  g_autofree char *text = NULL;

  g_assert_true (g_file_get_contents (from, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (to, text, -1, NULL));
}

/* A problem opened from a folder finds its domain there; an edit of the
 * domain is saved into the domain's file, the problem's kept byte for
 * byte. */
static void
test_save (void)
{
  g_autofree char *folder = g_dir_make_tmp ("ui-plan-XXXXXX", NULL);
  g_autofree char *problem_path = g_build_filename (folder, "blocks-problem.pddl", NULL);
  g_autofree char *domain_path = g_build_filename (folder, "blocks-domain.pddl", NULL);
  g_autoptr(GFile) problem = g_file_new_for_path (problem_path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *domain = NULL;
  g_autoptr(GError) error = NULL;
  GtkTextBuffer *buffer;
  GtkTextIter end;
  QdPlanPage *page;

  ui_remove_at_end (folder);
  copy_example ("blocks-problem.pddl", folder);
  copy_example ("blocks-domain.pddl", folder);
  g_assert_true (g_file_get_contents (problem_path, &before, NULL, NULL));
  {
    guint n = adw_tab_view_get_n_pages (qd_window_get_tab_view (window));

    qd_window_open_file (window, problem);
    wait_until (has_page, GUINT_TO_POINTER (n + 1), 5000, "the problem opened");
    page = QD_PLAN_PAGE (qd_window_get_current_page (window));
  }
  wait_until (plan_has_task, page, 5000, "the domain found beside the problem");
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (plan_child (page, "companion_view")));
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, "\n; edited\n", -1);
  wait_until (modified, page, 5000, "the domain's edit taken");
  g_assert_true (qd_page_save_to (QD_PAGE (page), problem, &error));
  g_assert_no_error (error);
  g_assert_false (qd_page_get_modified (QD_PAGE (page)));
  g_assert_true (g_file_get_contents (problem_path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (g_file_get_contents (domain_path, &domain, NULL, NULL));
  g_assert_true (g_str_has_suffix (domain, "\n; edited\n"));
  /* A wrong name in the domain: said with the domain's file, line and column. */
  {
    GtkTextIter start, stop;
    g_autofree char *text = NULL;
    g_autofree char *wrong = NULL;

    gtk_text_buffer_get_bounds (buffer, &start, &stop);
    text = gtk_text_buffer_get_text (buffer, &start, &stop, FALSE);
    wrong = g_strjoinv ("(clr ?y)", g_strsplit (text, "(clear ?y)", 2));
    gtk_text_buffer_set_text (buffer, wrong, -1);
  }
  wait_until (plan_has_no_task, page, 5000, "the wrong domain read");
  g_assert_true (g_str_has_prefix (plan_label_text (page, "task_label"), "blocks-domain.pddl:12:"));
  g_assert_nonnull (strstr (plan_label_text (page, "task_label"), "clr"));
  resize_window (600, 500);
  spin (300);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (plan_child (page, "files_button")), TRUE);
  wait_for_frame ();
  screenshot ("ui-plan-files-600x500.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), TRUE);
  wait_for_frame ();
  screenshot ("ui-plan-error-600x500.png");
  adw_flap_set_reveal_flap (qd_page_get_flap (QD_PAGE (page)), FALSE);
  resize_window (1100, 760);
  g_assert_true (qd_page_undo (QD_PAGE (page)));
  g_assert_nonnull (qd_plan_page_get_task (page));
  qd_page_set_modified (QD_PAGE (page), FALSE);
  close_current_page ();
}

/* Every example opens with its domain, and fits 600 × 500. */
static void
test_sizes (void)
{
  g_autoptr(GString) report = g_string_new (NULL);
  QdPlanPage *page = plan_open_example (GRIPPER);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));

  g_assert_cmpint (qd_plan_render_picture (qd_plan_page_get_task (page)), ==, QD_PLAN_PICTURE_GRIPPER);
  check_plan (page, "(pick ball1 rooma left)\n(pick ball2 rooma right)\n(move rooma roomb)\n");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.last", NULL));
  resize_window (600, 500);
  spin (300);
  wait_for_frame ();
  if (!check_page_fits (QD_PAGE (page), 600, 500, "the Planning tab", report))
    g_error ("%s", report->str);
  screenshot ("ui-plan-600x500.png");
  adw_flap_set_reveal_flap (flap, TRUE);
  wait_for_frame ();
  screenshot ("ui-plan-600x500-controls.png");
  adw_flap_set_reveal_flap (flap, FALSE);
  resize_window (1100, 760);
  spin (300);
  wait_for_frame ();
  screenshot ("ui-plan-gripper.png");
  close_current_page ();
  for (guint i = SPARE_TIRE; i <= HAVE_CAKE; i++)
    {
      g_autofree char *name = g_strdup_printf ("ui-plan-example-%u.png", i);

      page = plan_open_example (i);
      screenshot (name);
      close_current_page ();
    }
}

/* Water jugs: its 47 static facts ((sum …), (leq …), (capacity …)) folded
 * away by default in the facts, the picture and what a screen reader
 * hears, the toggle naming how many; shown on demand (issue 92). */
static void
test_static_facts (void)
{
  QdPlanPage *page = plan_open_example (WATER_JUGS);
  AdwFlap *flap = qd_page_get_flap (QD_PAGE (page));
  GObject *row = plan_child (page, "static_row");
  QdCanvas *board = QD_CANVAS (plan_child (page, "state_view"));

  adw_flap_set_reveal_flap (flap, TRUE);
  wait_for_frame ();
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "(contents jug3 n0)"));
  g_assert_null (strstr (plan_label_text (page, "facts_label"), "(sum "));
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "47 static facts not shown"));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Show Static Facts (47)");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  g_assert_null (strstr (qd_canvas_get_position_text (board), "(sum "));
  /* The row by the keyboard: focused (the sidebar scrolled to it), then
   * activated as Enter does, which turns its switch on. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (row)));
  wait_for_frame ();
  screenshot ("ui-plan-static-folded.png");
  adw_action_row_activate (ADW_ACTION_ROW (row));
  wait_for_frame ();
  g_assert_nonnull (strstr (plan_label_text (page, "facts_label"), "(sum n1 n2 n3)"));
  g_assert_null (strstr (plan_label_text (page, "facts_label"), "not shown"));
  g_assert_nonnull (strstr (qd_canvas_get_position_text (board), "(sum n1 n2 n3)"));
  screenshot ("ui-plan-static-shown.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "plan.show-static", NULL));
  adw_flap_set_reveal_flap (flap, FALSE);
  close_current_page ();
  /* Air cargo has none: the toggle is there, insensitive. */
  page = plan_open_example (AIR_CARGO);
  row = plan_child (page, "static_row");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Show Static Facts (0)");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (row)));
  close_current_page ();
}

/* Issue 92: Examples › Planning names each example once, without
 * "Planning:" before it (the submenu says it). */
static void
test_examples_menu (void)
{
  GMenuModel *menu = G_MENU_MODEL (gtk_widget_get_template_child (GTK_WIDGET (window), QD_TYPE_WINDOW,
                                                                   "examples_menu"));
  guint found = 0;

  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuModel) examples = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU);

      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
      if (g_strcmp0 (label, "Planning") != 0 || examples == NULL)
        continue;
      for (int j = 0; j < g_menu_model_get_n_items (examples); j++)
        {
          g_autofree char *title = NULL;

          g_menu_model_get_item_attribute (examples, j, G_MENU_ATTRIBUTE_LABEL, "s", &title);
          if (g_str_has_prefix (title, "Planning"))
            g_error ("Examples › Planning › %s repeats the submenu's name", title);
          found++;
        }
    }
  g_assert_cmpuint (found, ==, 8);
}

void
plan_ui_add_view_tests (void)
{
  g_test_add_func ("/ui/plan/air-cargo", test_air_cargo);
  g_test_add_func ("/ui/plan/examples-menu", test_examples_menu);
  g_test_add_func ("/ui/plan/blocks", test_blocks);
  g_test_add_func ("/ui/plan/save", test_save);
  g_test_add_func ("/ui/plan/sizes", test_sizes);
  g_test_add_func ("/ui/plan/static-facts", test_static_facts);
}
