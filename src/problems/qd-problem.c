/* qd-problem.c — the list of problems, made from QD_FOR_EACH_PROBLEM, and
 * the reading of a file by whichever problem's format it is in. */
#include "config.h"
#include "qd-problem.h"

#include <glib/gi18n.h>

#include "qd-problem-ids.h"

QD_FOR_EACH_PROBLEM (QD_PROBLEM_DECLARE)

static const QdProblem *const problems[] = {
#define QD_PROBLEM_ENTRY(id) &qd_##id##_problem,
  QD_FOR_EACH_PROBLEM (QD_PROBLEM_ENTRY)
#undef QD_PROBLEM_ENTRY
};

G_DEFINE_QUARK (qd-problem-error-quark, qd_problem_error)

const QdProblem *const *
qd_problem_get_all (guint *n_problems)
{
  *n_problems = G_N_ELEMENTS (problems);
  return problems;
}

const QdProblem *
qd_problem_find (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (g_strcmp0 (problems[i]->id, id) == 0)
      return problems[i];
  return NULL;
}

guint
qd_problem_n_examples (const QdProblem *problem)
{
  guint n = 0;

  while (problem->examples[n].file != NULL)
    n++;
  return n;
}

static gboolean
name_matches (const QdProblem *problem, const char *folded)
{
  const char *const *patterns = problem->format->patterns;

  for (guint j = 0; patterns[j] != NULL; j++)
    if (g_pattern_match_simple (patterns[j], folded))
      return TRUE;
  return FALSE;
}

const QdProblem *
qd_problem_for_name (const char *basename)
{
  g_autofree char *folded = basename != NULL ? g_utf8_strdown (basename, -1) : NULL;

  if (folded == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (name_matches (problems[i], folded))
      return problems[i];
  return NULL;
}

gboolean
qd_format_reads (const QdFormat *format, const char *contents, gsize length)
{
  gpointer model = format->parse (contents, length, NULL, NULL);

  if (model == NULL)
    return FALSE;
  format->free (model);
  return TRUE;
}

/* The problems that claim the name by their patterns: the one when there is
 * one (*only), else how many. */
static guint
claimants (const char *folded, const QdProblem **only)
{
  guint n = 0;

  *only = NULL;
  for (guint i = 0; folded != NULL && i < G_N_ELEMENTS (problems); i++)
    if (name_matches (problems[i], folded))
      {
        if (n++ == 0)
          *only = problems[i];
      }
  return n;
}

gpointer
qd_problem_read (const char *basename, const char *contents, gsize length, const QdProblem **problem,
                 GPtrArray *warnings, GError **error)
{
  g_autofree char *folded = basename != NULL ? g_utf8_strdown (basename, -1) : NULL;
  const QdProblem *only;
  guint n = claimants (folded, &only);

  *problem = NULL;
  if (n == 1)
    {
      gpointer model = only->format->parse (contents, length, warnings, error);

      if (model != NULL)
        *problem = only;
      return model;
    }
  /* Several problems share the name's pattern (or none has it): the
   * contents decide, among the claimants first.  A format that does not read
   * them leaves no warning behind. */
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if (n == 0 || name_matches (problems[i], folded))
      {
        g_autoptr(GPtrArray) mine = g_ptr_array_new_with_free_func (g_free);
        gpointer model = problems[i]->format->parse (contents, length, mine, NULL);

        if (model == NULL)
          continue;
        for (guint j = 0; warnings != NULL && j < mine->len; j++)
          g_ptr_array_add (warnings, g_strdup (mine->pdata[j]));
        *problem = problems[i];
        return model;
      }
  g_set_error_literal (error, QD_PROBLEM_ERROR, QD_PROBLEM_ERROR_UNKNOWN,
                       _("not a kind of file Quandary opens"));
  return NULL;
}

const QdProblem *
qd_problem_for_contents (const char *basename, const char *contents, gsize length)
{
  g_autofree char *folded = basename != NULL ? g_utf8_strdown (basename, -1) : NULL;
  const QdProblem *only;
  guint n = claimants (folded, &only);

  if (n == 1)
    return only;
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if ((n == 0 || name_matches (problems[i], folded)) && qd_format_reads (problems[i]->format, contents, length))
      return problems[i];
  return only;
}

guint
qd_problem_n_formats (void)
{
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    {
      n++;
      for (guint j = 0; problems[i]->other_formats != NULL && problems[i]->other_formats[j] != NULL; j++)
        n++;
    }
  return n;
}

const QdFormat *
qd_problem_nth_format (guint index, const QdProblem **problem)
{
  /* The documents' formats first, then the others. */
  if (index < G_N_ELEMENTS (problems))
    {
      if (problem != NULL)
        *problem = problems[index];
      return problems[index]->format;
    }
  index -= G_N_ELEMENTS (problems);
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    for (guint j = 0; problems[i]->other_formats != NULL && problems[i]->other_formats[j] != NULL; j++)
      if (index-- == 0)
        {
          if (problem != NULL)
            *problem = problems[i];
          return problems[i]->other_formats[j];
        }
  return NULL;
}

const QdFormat *
qd_problem_find_format (const char *name)
{
  const QdFormat *format;

  for (guint i = 0; (format = qd_problem_nth_format (i, NULL)) != NULL; i++)
    if (g_strcmp0 (format->name, name) == 0)
      return format;
  return NULL;
}
