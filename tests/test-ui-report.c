/* test-ui-report.c — reports in the window (issue 32): every tab's Report…
 * and its sections, the report pane (Add to Report, reorder, the user's
 * words, remove, export as one PDF and as a folder, a job), the collection
 * kept across a restart, and a tab's animation written as a GIF, through
 * its save dialog with a budget of frames too. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "gif-decode.h"
#include "ui-common.h"
#include "app/qd-report-collection.h"
#include "app/qd-report-window.h"
#include "app/pages/tsp/qd-tsp-page.h"
#include "problems/qd-problem.h"

static char *dir;   /* this test's files */

static char *
temp_path (const char *name)
{
  if (dir == NULL)
    {
      dir = g_dir_make_tmp ("qd-ui-report-XXXXXX", NULL);
      ui_remove_at_end (dir);
    }
  return g_build_filename (dir, name, NULL);
}

/* pdfinfo's page count of a PDF (poppler, not our writer). */
static guint
pdf_pages (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *p;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, NULL, &error));
  g_assert_no_error (error);
  p = strstr (out, "Pages:");
  return p != NULL ? (guint) g_ascii_strtoull (p + strlen ("Pages:"), NULL, 10) : 0;
}

/* Pages FIRST to LAST of a PDF as PNG files beside the screenshots, to be
 * looked at: PREFIX-N.png. */
static void
pdf_to_pngs (const char *pdf, const char *prefix, guint first, guint last)
{
  g_autofree char *out = g_build_filename (g_getenv ("G_TEST_BUILDDIR") != NULL ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           prefix, NULL);
  g_autofree char *f = g_strdup_printf ("%u", first), *l = g_strdup_printf ("%u", last);
  const char *argv[] = { "pdftoppm", "-png", "-r", "70", "-f", f, "-l", l, pdf, out, NULL };

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                NULL, NULL, NULL);
}

static gboolean
menu_has_action (GMenuModel *menu, const char *wanted)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL && menu_has_action (section, wanted))
        return TRUE;
      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action) &&
          g_str_equal (action, wanted))
        return TRUE;
    }
  return FALSE;
}

static GtkWidget *find_descendant (GtkWidget *widget, GType type, guint skip);

/* The header's Export menu. */
static GtkMenuButton *
export_button (void)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *button = find_descendant (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON, i);

      if (button == NULL)
        return NULL;
      if (g_strcmp0 (gtk_menu_button_get_label (GTK_MENU_BUTTON (button)), "_Export") == 0)
        return GTK_MENU_BUTTON (button);
    }
}

static GMenuModel *
export_menu (void)
{
  GtkMenuButton *button = export_button ();

  return button != NULL ? g_object_ref (gtk_menu_button_get_menu_model (button)) : NULL;
}

/* Every tab: Report… is in its Export menu, its report begins with the
 * instance, and the window writes its PDF as the tab's job. */
static void
test_every_tab (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    {
      QdPage *page = open_example (problems[i]->id, 0, QD_TYPE_PAGE);
      g_autoptr(QdReport) report = qd_page_build_report (page);
      g_auto(GStrv) titles = NULL;
      g_autofree char *name = g_strdup_printf ("%s.pdf", problems[i]->id);
      g_autofree char *path = temp_path (name);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GMenuModel) menu = export_menu ();

      g_test_message ("%s", problems[i]->id);
      g_assert_nonnull (menu);
      g_assert_true (menu_has_action (menu, "win.report"));
      g_assert_true (menu_has_action (menu, "win.report-bundle"));
      g_assert_true (menu_has_action (menu, "win.add-to-report"));
      g_assert_true (menu_has_action (menu, "win.export-animation") == qd_page_has_animation (page));
      g_assert_nonnull (report);
      titles = qd_report_section_titles (report);
      g_assert_nonnull (titles[0]);
      g_assert_cmpstr (titles[0], ==, qd_report_part_title (QD_REPORT_INSTANCE));
      /* Every tab names the command that does its run again. */
      g_assert_nonnull (qd_report_find_part (report, QD_REPORT_REPRODUCE));
      if (i == 0)
        {
          /* The Export menu as a user sees it, to be looked at. */
          gtk_menu_button_popup (export_button ());
          wait_for_frame ();
          wait_until ((Condition) gtk_widget_get_mapped, gtk_menu_button_get_popover (export_button ()), 5000,
                      "the Export menu");
          wait_for_frame ();
          screenshot_of (GTK_WIDGET (gtk_menu_button_get_popover (export_button ())), "ui-report-export-menu.png");
          gtk_menu_button_popdown (export_button ());
        }
      g_assert_true (qd_window_write_page (window, page, 0, file, NULL));
      g_assert_true (qd_page_get_busy (page));
      wait_until (page_not_busy, page, 30000, "the report written");
      g_assert_cmpuint (pdf_pages (path), >=, 1);
      close_current_page ();
    }
}

/* The kept report is read when it is first wanted, not at start-up; one
 * that cannot be read is moved aside and the window says so. */
static void
test_unreadable_on_first_use (void)
{
  g_autoptr(GFile) kept = qd_report_collection_default_file ();
  g_autofree char *path = g_file_get_path (kept);
  g_autofree char *parent = g_path_get_dirname (path);
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);

  g_assert_null (qd_report_collection_peek_default ());
  g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "not a report", -1, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-report", NULL);
  wait_until (error_shown, (gpointer) "could not be read", 5000, "the message on the kept report");
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (qd_report_collection_get_n_runs (qd_report_collection_peek_default ()), ==, 0);
  gtk_window_close (GTK_WINDOW (qd_window_get_report_window (window)));
}

static gboolean
collection_has (gpointer n)
{
  return qd_report_collection_get_n_runs (qd_report_collection_get_default (NULL)) == GPOINTER_TO_UINT (n);
}

typedef struct {
  gboolean done;
  gboolean ok;
} Exported;

static void
on_exported (QdReportWindow *pane, const GError *error, gpointer data)
{
  Exported *exported = data;

  exported->done = TRUE;
  exported->ok = error == NULL;
}

static gboolean
is_exported (gpointer data)
{
  return ((Exported *) data)->done;
}

static void
collect (GtkWidget *widget, GType type, GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        g_ptr_array_add (found, child);
      collect (child, type, found);
    }
}

/* The descendant of that type number `skip` (from 0) in depth-first order. */
static GtkWidget *
find_descendant (GtkWidget *widget, GType type, guint skip)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new ();

  collect (widget, type, found);
  return skip < found->len ? found->pdata[skip] : NULL;
}

/* The button of a row whose accessible label (and tooltip) is `label`. */
static GtkWidget *
row_button (GtkWidget *row, const char *tooltip)
{
  for (guint i = 0;; i++)
    {
      GtkWidget *button = find_descendant (row, GTK_TYPE_BUTTON, i);

      if (button == NULL)
        return NULL;
      if (g_strcmp0 (gtk_widget_get_tooltip_text (button), tooltip) == 0)
        return button;
    }
}

static void
test_pane (void)
{
  QdReportCollection *collection = qd_report_collection_get_default (NULL);
  QdReportWindow *pane;
  GtkListBox *list;
  GtkWidget *row, *view;
  g_autofree char *first_title = NULL;
  g_autofree char *pdf = temp_path ("collected.pdf");
  g_autofree char *folder = temp_path ("collected-bundle");
  g_autofree char *md = g_build_filename (folder, "report.md", NULL);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  Exported exported = { 0 };
  g_autoptr(QdReport) whole = NULL;
  g_auto(GStrv) titles = NULL;

  qd_report_collection_clear (collection);
  open_example ("gametree", 0, QD_TYPE_PAGE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-report", NULL);
  wait_until (collection_has, GUINT_TO_POINTER (1), 5000, "the first run in the report");
  open_example ("mapcolor", 0, QD_TYPE_PAGE);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.add-to-report", NULL);
  wait_until (collection_has, GUINT_TO_POINTER (2), 5000, "the second run in the report");
  first_title = g_strdup (qd_report_collection_get_run (collection, 0)->title);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-report", NULL);
  pane = qd_window_get_report_window (window);
  wait_until ((Condition) gtk_widget_get_mapped, pane, 5000, "the report pane");
  list = qd_report_window_get_list (pane);
  g_assert_nonnull (gtk_list_box_get_row_at_index (list, 1));
  g_assert_null (gtk_list_box_get_row_at_index (list, 2));

  /* The second run moved up: first now. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1));
  g_assert_false (gtk_widget_get_sensitive (row_button (row, "Move Down")));
  g_signal_emit_by_name (row_button (row, "Move Up"), "clicked");
  g_assert_cmpstr (qd_report_collection_get_run (collection, 1)->title, ==, first_title);

  /* The user's words, typed into the first row. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
  view = find_descendant (row, GTK_TYPE_TEXT_VIEW, 0);
  g_assert_nonnull (view);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "The map took three colours.", -1);
  g_assert_cmpstr (qd_report_collection_get_run (collection, 0)->note, ==, "The map took three colours.");
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (pane), "ui-report-pane.png");
  /* Dark, and as narrow as a phone's window. */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  gtk_window_set_default_size (GTK_WINDOW (pane), 360, 500);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (pane), "ui-report-pane-dark-360.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* Exported as one PDF and as a folder, each a job. */
  qd_report_window_export (pane, pdf_file, FALSE, on_exported, &exported);
  wait_until (is_exported, &exported, 60000, "the report's PDF");
  g_assert_true (exported.ok);
  /* Each run begins a page. */
  g_assert_cmpuint (pdf_pages (pdf), >=, 2);
  pdf_to_pngs (pdf, "ui-report-collected", 1, 3);
  exported.done = FALSE;
  qd_report_window_export (pane, folder_file, TRUE, on_exported, &exported);
  wait_until (is_exported, &exported, 60000, "the report's folder");
  g_assert_true (exported.ok);
  g_assert_true (g_file_test (md, G_FILE_TEST_IS_REGULAR));

  /* The collection's report: a chapter per run, in the user's order, the
   * words first. */
  whole = qd_report_collection_build (collection);
  titles = qd_report_section_titles (whole);
  g_assert_cmpuint (g_strv_length (titles), ==, 2);
  g_assert_cmpstr (titles[1], ==, first_title);
  g_assert_cmpstr (((QdReportSection *) whole->sections->pdata[0])->note, ==, "The map took three colours.");

  /* Kept across a restart: a new collection reads the same file. */
  qd_report_collection_flush (collection);
  {
    g_autoptr(GFile) kept = qd_report_collection_default_file ();
    g_autofree char *warning = NULL;
    g_autoptr(QdReportCollection) again = qd_report_collection_new (kept, &warning);

    g_assert_null (warning);
    g_assert_cmpuint (qd_report_collection_get_n_runs (again), ==, 2);
    g_assert_cmpstr (qd_report_collection_get_run (again, 0)->note, ==, "The map took three colours.");
    g_assert_cmpstr (qd_report_collection_get_run (again, 1)->title, ==, first_title);
  }

  /* Removed: one row left. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0));
  g_signal_emit_by_name (row_button (row, "Remove from the Report"), "clicked");
  g_assert_cmpuint (qd_report_collection_get_n_runs (collection), ==, 1);
  g_assert_null (gtk_list_box_get_row_at_index (list, 1));
  gtk_window_close (GTK_WINDOW (pane));
  close_current_page ();
  close_current_page ();
}

/* The whole text of a PDF (pdftotext), without white space: verbatim lines
 * wrap anywhere. */
static char *
pdf_text_bare (const char *path)
{
  /* -layout: the default mode joins a line ending in "-" to the next. */
  const char *argv[] = { "pdftotext", "-layout", path, "-", NULL };
  g_autofree char *out = NULL;
  GString *bare = g_string_new (NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, NULL, NULL));
  for (const char *c = out; *c != '\0'; c++)
    if (!g_ascii_isspace (*c))
      g_string_append_c (bare, *c);
  return g_string_free (bare, FALSE);
}

static char *
bare (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isspace (*c))
      g_string_append_c (out, *c);
  return g_string_free (out, FALSE);
}

/* The PDF's outline entries (cairo writes them as plain objects) and
 * whether pdffonts says every font is embedded. */
static guint
pdf_outline_entries (const char *path)
{
  g_autofree char *raw = NULL;
  gsize length;
  guint n = 0;
  g_autoptr(GRegex) entry = g_regex_new ("<< /Title \\((?:[^()\\\\]|\\\\.)*\\)\\s*/Parent", G_REGEX_RAW, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;

  g_assert_true (g_file_get_contents (path, &raw, &length, NULL));
  g_regex_match_full (entry, raw, (gssize) length, 0, 0, &match, NULL);
  while (g_match_info_matches (match))
    {
      n++;
      g_match_info_next (match, NULL);
    }
  return n;
}

static gboolean
pdf_fonts_embedded (const char *path)
{
  const char *argv[] = { "pdffonts", path, NULL };
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  guint fonts = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, NULL, NULL));
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 2; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (g_strstrip (lines[i]), " ", -1);
      g_autoptr(GPtrArray) cols = g_ptr_array_new ();

      for (guint w = 0; words[w] != NULL; w++)
        if (*words[w] != '\0')
          g_ptr_array_add (cols, words[w]);
      if (cols->len < 5)
        continue;
      fonts++;
      /* name type encoding emb sub uni object ID: "emb" is the fifth from the end. */
      if (!g_str_equal (cols->pdata[cols->len - 5], "yes"))
        return FALSE;
    }
  return fonts > 0;
}

/* The first line `argv` (a report's command) prints, run by the real CLI. */
static char *
cli_first_line (char **argv)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *out = NULL;
  char *end;

  g_ptr_array_add (args, (gpointer) g_getenv ("QD_CLI"));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);
  g_assert_true (g_spawn_sync (g_getenv ("G_TEST_BUILDDIR"), (char **) args->pdata, NULL,
                               G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, NULL, NULL));
  end = strchr (out, '\n');
  if (end != NULL)
    *end = '\0';
  return g_steal_pointer (&out);
}

/* One tab fully, through the window's own paths: the map colouring of the
 * bundled Australia, solved; its Report… is a PDF of at least two pages,
 * an outline of at least three entries, every font embedded, holding the
 * command that does the run again, the map's file name and the first line
 * that command prints, with the sections of the CLI's report of it; Report
 * as a Folder… writes the folder; Animation as GIF… a frame per step and
 * the start. */
static void
test_one_tab_fully (void)
{
  QdPage *page = open_example ("mapcolor", 0, QD_TYPE_PAGE);
  g_autofree char *pdf = temp_path ("fully.pdf");
  g_autofree char *folder = temp_path ("fully-bundle");
  g_autofree char *gif = temp_path ("fully.gif");
  g_autofree char *md = g_build_filename (folder, "report.md", NULL);
  g_autoptr(GFile) pdf_file = g_file_new_for_path (pdf);
  g_autoptr(GFile) folder_file = g_file_new_for_path (folder);
  g_autoptr(GFile) gif_file = g_file_new_for_path (gif);
  g_autoptr(QdReport) report = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  g_auto(GStrv) argv = NULL, titles = NULL, cli_titles = NULL;
  g_autofree char *command = NULL, *text = NULL, *first = NULL, *first_bare = NULL, *command_bare = NULL;
  g_autoptr(GError) error = NULL;
  GifInfo info;

  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (page_not_busy, page, 30000, "the colouring");
  report = qd_page_build_report (page);
  argv = report_command (report);
  titles = qd_report_section_titles (report);
  cli_titles = cli_report_titles ((const char *const *) argv, g_getenv ("G_TEST_BUILDDIR"));
  g_assert_cmpstrv (titles, cli_titles);
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_RESULTS));

  g_assert_true (qd_window_write_page (window, page, 0, pdf_file, NULL));
  wait_until (page_not_busy, page, 30000, "the report");
  g_assert_cmpuint (pdf_pages (pdf), >=, 2);
  g_assert_cmpuint (pdf_outline_entries (pdf), >=, 3);
  g_assert_true (pdf_fonts_embedded (pdf));
  text = pdf_text_bare (pdf);
  command = qd_report_command_line ((const char *const *) argv);
  command_bare = bare (command);
  g_assert_nonnull (strstr (text, command_bare));
  g_assert_nonnull (strstr (text, "australia.map"));
  first = cli_first_line (argv);
  first_bare = bare (first);
  g_assert_cmpstr (first_bare, !=, "");
  g_assert_nonnull (strstr (text, first_bare));
  pdf_to_pngs (pdf, "ui-report-mapcolor", 1, 3);

  g_assert_true (qd_window_write_page (window, page, 1, folder_file, NULL));
  wait_until (page_not_busy, page, 30000, "the report's folder");
  g_assert_true (g_file_test (md, G_FILE_TEST_IS_REGULAR));

  animation = qd_page_build_animation (page);
  g_assert_nonnull (animation);
  g_assert_true (qd_window_write_page (window, page, 2, gif_file, NULL));
  wait_until (page_not_busy, page, 60000, "the animation");
  g_assert_true (gif_decode (gif, &info, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (info.frames, ==, animation->n_steps + 1);
  g_assert_cmpint (info.width, ==, 800);
  g_assert_true (info.first_last_differ);
  close_current_page ();
}

static gboolean
tsp_run_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_tsp_page_get_run (page) != NULL;
}

/* A label under `widget` whose text holds `text`, or NULL. */
static GtkWidget *
find_label_with (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label_with (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Selects the item `label` of the drop-down list under `widget` that has
 * one, as a click on it does. */
static void
choose_option (GtkWidget *widget, const char *label)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
        if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (model), i), label))
          {
            gtk_drop_down_set_selected (GTK_DROP_DOWN (widget), i);
            return;
          }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    choose_option (c, label);
}

static gboolean
chooser_in_folder (gpointer folder)
{
  g_autoptr(GFile) now = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (find_toplevel (GTK_TYPE_FILE_CHOOSER)));

  return now != NULL && g_file_equal (now, folder);
}

static gboolean
no_file_chooser (gpointer unused)
{
  return !file_chooser_shown (NULL);
}

/* Animation as GIF… through its save dialog: the defaults shown, the
 * Frames setting (“the replay has N_STEPS steps”) with FRAMES (shown as
 * FRAMES_LABEL) picked in its list, the file NAME in the test's folder,
 * Export; the GIF's frame count once written.  The dialog is saved as
 * SCREENSHOT_NAME when not NULL. */
static guint
export_gif_with_frames (QdPage *page, const char *frames, const char *frames_label, const char *name,
                        const char *screenshot_name, guint n_steps)
{
  g_autofree char *path = temp_path (name);
  g_autofree char *steps_title = g_strdup_printf ("the replay has %u steps", n_steps);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *cwd = g_get_current_dir ();
  GtkWindow *dialog;
  GifInfo info;

  g_assert_cmpint (g_chdir (dir), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.export-animation", NULL));
  wait_until (file_chooser_shown, NULL, 5000, "the animation's save dialog");
  dialog = find_toplevel (GTK_TYPE_FILE_CHOOSER);
  /* What Export takes as the dialog opens: the defaults (800 x 600, 0.5 s
   * a frame, at most 300 frames). */
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "size"), ==, "800x600");
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "delay"), ==, "500");
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "frames"), ==, "300");
  /* As a person picks it (set_choice does not move GTK 4.8's list). */
  choose_option (GTK_WIDGET (dialog), frames_label);
  g_assert_cmpstr (gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (dialog), "frames"), ==, frames);
  /* The tab has no file: the dialog opens in the current folder, the
   * test's (GTK 4.8's dialog does not take set_current_folder while it
   * shows). */
  wait_until (chooser_in_folder, folder, 5000, "the save dialog in the test's folder");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  if (screenshot_name != NULL)
    {
      gtk_window_set_default_size (dialog, 900, 640);
      screenshot_of (GTK_WIDGET (dialog), screenshot_name);
    }
  /* The Frames setting's label says how many steps the replay has. */
  g_assert_nonnull (find_label_with (GTK_WIDGET (dialog), steps_title));
  gtk_dialog_response (GTK_DIALOG (dialog), GTK_RESPONSE_ACCEPT);
  wait_until (no_file_chooser, NULL, 5000, "the save dialog closed");
  wait_until (page_not_busy, page, 60000, "the animation");
  g_assert_cmpint (g_chdir (cwd), ==, 0);
  g_assert_true (gif_decode (path, &info, &error));
  g_assert_no_error (error);
  return info.frames;
}

/* Issue 49: a replay of hundreds of steps (annealing on forty cities)
 * exported with a budget of 100 frames has 100 (every step kept when the
 * budget allows it: the command line's tests, cheaper than a GIF of every
 * step written under the sanitizers). */
static void
test_gif_frames (void)
{
  QdPage *page = open_example ("tsp", 1, QD_TYPE_TSP_PAGE);
  GObject *algorithm = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_TSP_PAGE, "algorithm_row");
  g_autoptr(QdAnimation) animation = NULL;
  guint n_steps;

  g_assert_cmpuint (qd_tsp_page_get_instance (QD_TSP_PAGE (page))->n, ==, 40);
  adw_combo_row_set_selected (ADW_COMBO_ROW (algorithm), 1);   /* annealing */
  gtk_widget_activate_action (GTK_WIDGET (page), "run.solve", NULL);
  wait_until (tsp_run_ready, page, 30000, "annealing");
  animation = qd_page_build_animation (page);
  n_steps = animation->n_steps;
  g_assert_cmpuint (n_steps, >, 100);
  g_assert_cmpuint (export_gif_with_frames (page, "100", "At most 100 frames", "budget-100.gif",
                                            "ui-report-gif-dialog.png", n_steps), ==, 100);
  close_current_page ();
}

/* A kept collection that is not one is moved aside and said, never lost. */
static void
test_unreadable_kept (void)
{
  g_autofree char *path = temp_path ("broken.gvariant");
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *warning = NULL;
  g_autoptr(QdReportCollection) collection = NULL;

  g_assert_true (g_file_set_contents (path, "\x89PNG not a report at all", -1, NULL));
  collection = qd_report_collection_new (file, &warning);
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, aside));
  g_assert_cmpuint (qd_report_collection_get_n_runs (collection), ==, 0);
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A report and a report's folder where no file can be made (/proc
 * refuses a new file even to root): the window says so, naming the file.
 * (A GIF goes through the same writer.) */
static void
test_unwritable (void)
{
  QdPage *page = open_example ("gametree", 0, QD_TYPE_PAGE);
  const char *const paths[] = { "/proc/quandary-report.pdf", "/proc/quandary-folder" };

  for (guint kind = 0; kind < G_N_ELEMENTS (paths); kind++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[kind]);

      g_assert_true (qd_window_write_page (window, page, kind, file, NULL));
      wait_until (page_not_busy, page, 30000, "the write to end");
      wait_until (error_shown, (gpointer) paths[kind], 5000, "the error naming the file");
      g_assert_false (g_file_test (paths[kind], G_FILE_TEST_EXISTS));
    }
  close_current_page ();
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/report/every-tab", test_every_tab);
  g_test_add_func ("/ui/report/unreadable-on-first-use", test_unreadable_on_first_use);
  g_test_add_func ("/ui/report/pane", test_pane);
  g_test_add_func ("/ui/report/one-tab-fully", test_one_tab_fully);
  g_test_add_func ("/ui/report/gif-frames", test_gif_frames);
  g_test_add_func ("/ui/report/unreadable-kept", test_unreadable_kept);
  g_test_add_func ("/ui/report/unwritable", test_unwritable);
  return ui_run ();
}
