/* test-ui-exercises.c — New Exercise… and Worksheet… in the tabs that have
 * exercises (issue 51): the window's preview, an exercise opened in the tab
 * (its document the kind's instance of that seed, Undo bringing the example
 * back), a worksheet saved as its PDF, its key's PDF and a folder of the
 * exercises, each answer what quandary-cli prints for its exercise; a tab
 * with several kinds (search: route maps, sliding tiles) opens its other
 * kinds' exercises too. */
#include "config.h"
#include "ui-common.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app/qd-exercises-window.h"
#include "app/qd-problems.h"

static gboolean
window_idle (gpointer data)
{
  return !qd_exercises_window_is_busy (data);
}

static gboolean
window_gone (gpointer data)
{
  return *(gpointer *) data == NULL;
}

/* The document of `page` as its file's text. */
static char *
page_text (QdPage *page)
{
  const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (page));

  return problem->format->write (qd_page_get_model (page));
}

/* What quandary-cli prints for the kind's command on `file` (or the one
 * its first line states, "# worksheet: quandary-cli …", when its options
 * are the exercise's own). */
static char *
cli_answer (const QdWorksheetKind *kind, const char *file)
{
  g_autofree char *text = NULL;
  g_autofree char *stated = NULL;
  g_auto(GStrv) words = NULL;

  g_assert_true (g_file_get_contents (file, &text, NULL, NULL));
  /* The first line, a comment in the file's own syntax: "# worksheet: …",
   * "// worksheet: …" (BIF) or "; worksheet: …". */
  for (const char *const *mark = (const char *const[]) { "# ", "// ", "; ", NULL }; *mark != NULL; mark++)
    if (g_str_has_prefix (text, *mark) && g_str_has_prefix (text + strlen (*mark), "worksheet: "))
      {
        const char *command = text + strlen (*mark) + strlen ("worksheet: ");
        stated = g_strndup (command, strcspn (command, "\n"));
      }
  words = g_strsplit (stated != NULL ? stated : kind->command, " ", -1);
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  int status = 0;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("QD_CLI"));
  for (guint i = 1; words[i] != NULL; i++)
    g_ptr_array_add (argv, g_str_equal (words[i], "FILE") ? (gpointer) file : words[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                               &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_steal_pointer (&out);
}

static guint
pdf_pages (const char *path)
{
  const char *argv[] = { "pdfinfo", path, NULL };
  g_autofree char *out = NULL;
  const char *line;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  line = strstr (out, "Pages:");
  g_assert_nonnull (line);
  return (guint) g_ascii_strtoull (line + strlen ("Pages:") + strspn (line + strlen ("Pages:"), " "), NULL, 10);
}

/* An instance's text as the page's format writes it again (a comment may
 * go); NULL when it is not a document of the page's format. */
static char *
rewritten (QdPage *page, const char *text)
{
  const QdProblem *problem = qd_problems_of_page (GTK_WIDGET (page));
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  gpointer model = problem->format->parse (text, strlen (text), warnings, NULL);
  char *written;

  if (model == NULL)
    return NULL;
  written = problem->format->write (model);
  problem->format->free (model);
  return written;
}

/* Exercise 1 of a seed, its file's text. */
static char *
first_instance (const QdWorksheetKind *kind, guint64 seed, QdWorksheetDifficulty difficulty)
{
  gpointer instance = kind->generate (qd_worksheet_seed (seed, 1), difficulty);
  char *text = kind->instance_text (instance);

  kind->free (instance);
  return text;
}

/* The page's other kinds: chosen in the Puzzle row, New Exercise opens
 * exercise 1 of seed 5, hard, in the tab. */
static void
check_other_kinds (QdPage *page)
{
  const QdWorksheetKind *const *kinds = QD_PAGE_GET_CLASS (page)->worksheets;

  for (guint k = 1; kinds[k] != NULL; k++)
    {
      QdExercisesWindow *exercises;
      g_autofree char *shot = g_strdup_printf ("ui-exercises-%s.png", kinds[k]->name);
      g_autofree char *tab_shot = g_strdup_printf ("ui-exercises-%s-tab.png", kinds[k]->name);
      g_autofree char *expected = first_instance (kinds[k], 5, QD_WORKSHEET_HARD);
      g_autofree char *opened = NULL;
      g_autofree char *written = rewritten (page, expected);
      g_autofree char *before = page_text (page);
      guint n_windows = g_list_model_get_n_items (gtk_window_get_toplevels ());
      gpointer alive;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-exercise", NULL));
      exercises = qd_exercises_window_for (page, GTK_WINDOW (window), FALSE);
      alive = exercises;
      g_assert_true (qd_exercises_window_set_kind (exercises, kinds[k]->name));
      qd_exercises_window_set (exercises, QD_WORKSHEET_HARD, 5, 2);
      wait_until (window_idle, exercises, 20000, "the other kind's preview");
      g_assert_true (qd_exercises_window_get_preview (exercises)->kind == kinds[k]);
      qd_exercises_window_show_key (exercises, TRUE);
      wait_for_frame ();
      screenshot_of (GTK_WIDGET (exercises), shot);
      g_object_add_weak_pointer (G_OBJECT (exercises), &alive);
      qd_exercises_window_open (exercises);
      wait_until (window_gone, &alive, 20000, "the other kind's exercise opened");
      opened = page_text (page);
      if (written == NULL)
        {
          /* Not a document of the tab (the search tab's AND-OR worlds): the
           * page opened it in a window of its own, its document untouched. */
          GtkWindow *other;

          g_assert_nonnull (QD_PAGE_GET_CLASS (page)->open_exercise);
          g_assert_cmpstr (opened, ==, before);
          g_assert_cmpuint (g_list_model_get_n_items (gtk_window_get_toplevels ()), ==, n_windows + 1);
          other = g_list_model_get_item (gtk_window_get_toplevels (), n_windows);
          g_object_unref (other);
          wait_for_frame ();
          screenshot_of (GTK_WIDGET (other), tab_shot);
          gtk_window_destroy (other);
          continue;
        }
      g_assert_cmpstr (opened, ==, written);
      /* The tab's document is of that kind: a sliding-tile puzzle, saved as .tiles. */
      if (qd_problems_of_page (GTK_WIDGET (page))->format->extension != NULL)
        g_assert_cmpstr (qd_problems_of_page (GTK_WIDGET (page))->format->extension (qd_page_get_model (page)) + 1, ==,
                         kinds[k]->extension);
      screenshot (tab_shot);
      g_assert_true (qd_page_undo (page));
    }
}

static void
check_tab (const char *problem, GType type, const char *stem)
{
  QdPage *page = open_example (problem, 0, type);
  g_autofree char *before = page_text (page);
  const QdWorksheetKind *kind = QD_PAGE_GET_CLASS (page)->worksheets[0];
  QdExercisesWindow *exercises;
  gpointer alive;
  g_autofree char *shot = g_strdup_printf ("ui-exercises-%s.png", stem);
  g_autofree char *key_shot = g_strdup_printf ("ui-exercises-%s-key.png", stem);
  g_autofree char *tab_shot = g_strdup_printf ("ui-exercises-%s-tab.png", stem);
  g_autofree char *dir = g_dir_make_tmp ("quandary-exercises-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *key = g_build_filename (dir, "sheet-answers.pdf", NULL);
  g_autofree char *folder = g_build_filename (dir, "sheet-exercises", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (pdf);
  g_autofree char *expected = NULL;
  g_autofree char *opened = NULL;
  g_autofree char *written = NULL;

  g_assert_nonnull (kind);
  /* New Exercise…: the window, its preview of the worksheet's first page. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-exercise", NULL));
  exercises = qd_exercises_window_for (page, GTK_WINDOW (window), FALSE);
  qd_exercises_window_set (exercises, QD_WORKSHEET_MEDIUM, 7, 3);
  wait_until (window_idle, exercises, 20000, "the preview");
  g_assert_nonnull (qd_exercises_window_get_preview (exercises));
  g_assert_cmpuint (qd_exercises_window_get_preview (exercises)->count, ==, 2);
  g_assert_cmpuint (qd_exercises_window_get_preview (exercises)->seed, ==, 7);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (exercises), shot);
  qd_exercises_window_show_key (exercises, TRUE);
  wait_for_frame ();
  screenshot_of (GTK_WIDGET (exercises), key_shot);
  qd_exercises_window_show_key (exercises, FALSE);

  /* Worksheet…: three exercises on two pages, the key, the folder; each
   * answer what the command prints for its exercise. */
  qd_exercises_window_save (exercises, file);
  g_assert_true (qd_exercises_window_is_busy (exercises));
  wait_until (window_idle, exercises, 60000, "the worksheet");
  g_assert_nonnull (strstr (qd_exercises_window_get_message (exercises), "sheet-answers.pdf"));
  g_assert_cmpuint (pdf_pages (pdf), ==, 2);
  g_assert_cmpuint (pdf_pages (key), ==, 2);
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("%02u.%s", i, kind->extension);
      g_autofree char *answer_name = g_strdup_printf ("%02u.answer", i);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *answer_path = g_build_filename (folder, answer_name, NULL);
      g_autofree char *answer = NULL;
      g_autofree char *cli = cli_answer (kind, path);

      g_assert_true (g_file_get_contents (answer_path, &answer, NULL, NULL));
      g_assert_cmpstr (answer, ==, cli);
      ui_remove_at_end (path);
      ui_remove_at_end (answer_path);
    }
  ui_remove_at_end (folder);
  ui_remove_at_end (pdf);
  ui_remove_at_end (key);
  ui_remove_at_end (dir);

  /* Open in the Tab: exercise 1 of seed 7 is the tab's document,
   * untitled, and the window closes. */
  alive = exercises;
  g_object_add_weak_pointer (G_OBJECT (exercises), &alive);
  qd_exercises_window_open (exercises);
  wait_until (window_gone, &alive, 20000, "the exercise opened");
  expected = first_instance (kind, 7, QD_WORKSHEET_MEDIUM);
  opened = page_text (page);
  written = rewritten (page, expected);
  g_assert_cmpstr (opened, ==, written);
  g_assert_cmpstr (qd_page_get_title (page), ==, "Exercise 7 (medium)");
  g_assert_nonnull (qd_page_get_replace_toast (page));
  screenshot (tab_shot);
  /* Undo: the example again. */
  g_assert_true (qd_page_undo (page));
  {
    g_autofree char *back = page_text (page);

    g_assert_cmpstr (back, ==, before);
  }
  check_other_kinds (page);
  close_current_page ();
}

/* Every tab whose problem has exercises (QdPageClass's worksheets), from
 * the descriptors; the others have the actions off. */
static void
test_tabs (void)
{
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);
  guint with = 0, without = 0;

  for (guint i = 0; i < n; i++)
    {
      GType type = qd_problems_page_type (problems[i]);
      QdPageClass *klass = g_type_class_ref (type);
      const QdWorksheetKind *kind = klass->worksheets != NULL ? klass->worksheets[0] : NULL;

      g_type_class_unref (klass);
      if (kind != NULL)
        {
          check_tab (problems[i]->id, type, kind->name);
          with++;
        }
      else if (without++ == 0)
        {
          open_example (problems[i]->id, 0, type);
          wait_for_frame ();
          g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "new-exercise"));
          g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "worksheet"));
          close_current_page ();
        }
    }
  /* Issue 51's five: game trees, FC vs MAC, search, TSP and CSPs; issue
   * 65's N queens; issue 77's General Games; issue 93's grid worlds;
   * issue 94's Bayesian networks; issue 96's logic. */
  g_assert_cmpuint (with, ==, 10);
  g_assert_cmpuint (without, >, 0);
}

int
main (int argc, char **argv)
{
  ui_init (&argc, &argv);
  g_test_add_func ("/ui/exercises/tabs", test_tabs);
  return ui_run ();
}
