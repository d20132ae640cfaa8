/* qd-problems.c — the pages of the problems, made from QD_FOR_EACH_PROBLEM. */
#include "config.h"
#include "qd-problems.h"

#include <glib/gi18n.h>

#include "qd-problem-ids.h"

#define QD_DECLARE_PAGE(id) GType qd_##id##_page_get_type (void);
QD_FOR_EACH_PROBLEM (QD_DECLARE_PAGE)

static const struct {
  const char *id;
  GType (*get_type) (void);
} pages[] = {
#define QD_PAGE_ENTRY(id) { #id, qd_##id##_page_get_type },
  QD_FOR_EACH_PROBLEM (QD_PAGE_ENTRY)
};

GType
qd_problems_page_type (const QdProblem *problem)
{
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (g_strcmp0 (pages[i].id, problem->id) == 0)
      return pages[i].get_type ();
  g_return_val_if_reached (G_TYPE_INVALID);
}

const QdProblem *
qd_problems_of_page (GtkWidget *page)
{
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (G_OBJECT_TYPE (page) == pages[i].get_type ())
      return qd_problem_find (pages[i].id);
  return NULL;
}

const char *
qd_problems_icon_name (const QdProblem *problem)
{
  g_autofree char *name = g_strdup_printf ("qd-%s-symbolic", problem->id);

  return g_intern_string (name);
}

GListStore *
qd_problems_new_file_filters (void)
{
  GListStore *filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  gtk_file_filter_set_name (all, _("All Problems"));
  g_list_store_append (filters, all);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

      const QdFormat *format = problems[i]->format;

      gtk_file_filter_set_name (filter, _(format->title));
      for (guint j = 0; format->patterns[j] != NULL; j++)
        {
          gtk_file_filter_add_pattern (filter, format->patterns[j]);
          gtk_file_filter_add_pattern (all, format->patterns[j]);
        }
      g_list_store_append (filters, filter);
    }
  return filters;
}

char *
qd_problems_example_uri (const QdProblem *problem, guint index)
{
  g_return_val_if_fail (index < qd_problem_n_examples (problem), NULL);
  return g_strdup_printf ("resource:///io/github/quandary/Quandary/examples/%s/%s",
                          problem->id, problem->examples[index].file);
}

gint
qd_problems_find_example (const QdProblem *problem, const char *uri)
{
  guint n = qd_problem_n_examples (problem);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *candidate = qd_problems_example_uri (problem, i);

      if (g_strcmp0 (candidate, uri) == 0)
        return (gint) i;
    }
  return -1;
}
