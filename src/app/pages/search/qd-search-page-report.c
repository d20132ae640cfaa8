/* qd-search-page-report.c — the search tab's report and animation of the
 * run on show, with the `quandary-cli search` command that makes the same
 * run. */
#include "config.h"
#include "qd-search-page-private.h"

#include <string.h>

#include "render/qd-run-report.h"
#include "render/search/qd-search-animation.h"
#include "render/search/qd-search-run-report.h"


GPtrArray *
qd_search_page_command_args (QdSearchPage *self, const char *input)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  QdSearchSettings settings;
  g_auto(GStrv) options = NULL;
  g_auto(GStrv) tree = NULL;

  qd_search_page_read_settings (self, &settings);
  options = qd_search_settings_args (&settings);
  g_ptr_array_add (args, g_strdup ("search"));
  g_ptr_array_add (args, g_strdup (input));
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (options[i]));
  g_ptr_array_add (args, g_strdup ("--stats"));
  tree = qd_run_report_tree_options (input, qd_page_tree_get_tree (self->page_tree), QD_SEARCH_PAGE_TREE_BUDGET);
  for (guint i = 0; tree != NULL && tree[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (tree[i]));
  g_ptr_array_add (args, NULL);
  return args;
}

QdReport *
qd_search_page_build_report (QdPage *page)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autoptr(GPtrArray) args = NULL;
  QdSearchSettings settings;
  QdSearchReportRun run;
  QdReport *report;
  const QdSearchRun *shown = self->run_is_live ? NULL : self->run;

  if (qd_search_page_online_build_report (self, path, input, &report))
    return report;
  /* The settings are the run's, if there is one: changing one drops it. */
  qd_search_page_read_settings (self, &settings);
  run = (QdSearchReportRun) { path, NULL, self->doc, &settings, shown,
                              shown != NULL ? qd_page_tree_get_tree (self->page_tree) : NULL };
  report = qd_page_report_new (page);
  qd_search_run_report_add (report, &run);
  args = qd_search_page_command_args (self, input);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}

QdAnimation *
qd_search_page_build_animation (QdPage *page)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);
  QdAnimation *online = NULL;

  if (qd_search_page_online_build_animation (self, &online))
    return online;
  if (self->run == NULL || self->run_is_live || qd_search_run_result (self->run) == NULL)
    return NULL;
  return qd_search_animation_new (self->run, FALSE);
}
