/* ui-search-common.h — what the search tab's UI tests share: a bundled
 * example opened in the tab, a child of the page's template, and whether a
 * search has ended with its run installed. */
#pragma once

#include "ui-common.h"
#include "app/pages/search/qd-search-page.h"
#include "problems/qd-problem.h"

static inline QdSearchPage *
open_search (const char *file)
{
  const QdProblem *problem = qd_problem_find ("search");

  for (guint i = 0; problem->examples[i].file != NULL; i++)
    if (g_str_equal (problem->examples[i].file, file))
      return QD_SEARCH_PAGE (open_example ("search", i, QD_TYPE_SEARCH_PAGE));
  g_error ("no example %s", file);
}

static inline GObject *
search_child (QdSearchPage *page, const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_SEARCH_PAGE, name);

  g_assert_nonnull (object);
  return object;
}

static inline gboolean
search_run_ready (gpointer page)
{
  return !qd_page_get_busy (QD_PAGE (page)) && qd_search_page_get_run (page) != NULL;
}

/* The tab closed with its toasts (they would stay over the next tests). */
static inline void
search_close_tab (QdSearchPage *page)
{
  AdwToast *toast = qd_page_get_undo_toast (QD_PAGE (page));

  if (toast != NULL)
    adw_toast_dismiss (toast);
  close_current_page ();
}
