/* qd-wordpuzzle-page-report.c — the word-puzzle tab's report and animation
 * of its run (render/wordpuzzle/), with the command that does the run. */
#include "config.h"
#include "qd-wordpuzzle-page-private.h"

#include "render/qd-run-report.h"
#include "render/wordpuzzle/qd-wordpuzzle-animation.h"
#include "render/wordpuzzle/qd-wordpuzzle-run-report.h"

/* The command that does the tab's run: its files, the sidebar's settings,
 * which are the last run's (a change of them runs again), and the search
 * tree the tab recorded. */
static void
add_command (QdWordpuzzlePage *self, QdReport *report, const char *path, const char *words,
             const QdWordpuzzleSolveOptions *options, const QdSearchTree *tree)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, options->seed);
  const char *document = path != NULL ? path : qd_page_get_title (QD_PAGE (self));
  g_auto(GStrv) tree_options = qd_run_report_tree_options (document, tree, QD_WORDPUZZLE_PAGE_TREE_BUDGET);

  g_ptr_array_add (args, (gpointer) "wordpuzzle");
  g_ptr_array_add (args, (gpointer) document);
  if (words != NULL)
    {
      g_ptr_array_add (args, (gpointer) "--words");
      g_ptr_array_add (args, (gpointer) words);
    }
  g_ptr_array_add (args, (gpointer) "--formulation");
  g_ptr_array_add (args, (gpointer) qd_wordpuzzle_formulation_to_string (qd_wordpuzzle_page_formulation (self)));
  g_ptr_array_add (args, (gpointer) "--inference");
  g_ptr_array_add (args, (gpointer) qd_csp_inference_to_string (options->inference));
  g_ptr_array_add (args, (gpointer) "--var-order");
  g_ptr_array_add (args, (gpointer) qd_csp_var_order_to_string (options->var_order));
  g_ptr_array_add (args, (gpointer) "--val-order");
  g_ptr_array_add (args, (gpointer) qd_csp_val_order_to_string (options->val_order));
  if (options->var_order == QD_CSP_VAR_RANDOM || options->val_order == QD_CSP_VAL_RANDOM)
    {
      g_ptr_array_add (args, (gpointer) "--seed");
      g_ptr_array_add (args, seed);
    }
  if (options->first_only)
    g_ptr_array_add (args, (gpointer) "--first");
  for (guint i = 0; tree_options[i] != NULL; i++)
    g_ptr_array_add (args, tree_options[i]);
  g_ptr_array_add (args, NULL);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
}

/* The word list's file for the command line.  The course's list is bundled
 * in the app: its copy beside an example, or the installed one; a list
 * typed in or changed in the tab is in no file (NULL). */
static char *
words_path (QdWordpuzzlePage *self, const char *puzzle_path)
{
  g_autofree char *uri = NULL;
  g_autofree char *folder = puzzle_path != NULL ? g_path_get_dirname (puzzle_path) : NULL;
  g_autofree char *beside = folder != NULL ? g_build_filename (folder, "wordlist.txt", NULL) : NULL;

  if (self->list_file == NULL || self->list_modified)
    return NULL;
  if (!g_file_has_uri_scheme (self->list_file, "resource"))
    return g_file_get_path (self->list_file);
  if (beside != NULL && g_file_test (beside, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&beside);
  uri = g_file_get_uri (self->list_file);
  return qd_page_example_path (uri);
}

QdReport *
qd_wordpuzzle_page_build_report (QdPage *page)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  QdReport *report = qd_page_report_new (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *words = words_path (self, path);
  g_autoptr(QdWordpuzzleModel) unsolved = NULL;
  QdWordpuzzleSolveOptions options;
  QdWordpuzzleRun run = {
    .path = path,
    .words_path = words,
    .puzzle = self->puzzle,
    .formulation = qd_wordpuzzle_page_formulation (self),
    .options = &options,
    .model = self->model,
    .result = self->result,
    .tree = self->result != NULL ? qd_page_tree_get_tree (self->page_tree) : NULL,
  };

  qd_wordpuzzle_page_read_options (self, &options);
  /* Before a run: the puzzle and its model. */
  if (run.model == NULL || run.result == NULL)
    {
      run.model = unsolved = qd_wordpuzzle_model_new (self->puzzle, self->list, run.formulation, NULL);
      run.result = NULL;
      run.tree = NULL;
    }
  qd_wordpuzzle_run_report_add (report, &run);
  add_command (self, report, path, words, &options, run.tree);
  return report;
}

QdAnimation *
qd_wordpuzzle_page_build_animation (QdPage *page)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);

  if (self->model == NULL || self->result == NULL)
    return NULL;
  return qd_wordpuzzle_animation_new (self->model, self->result);
}
