/* qd-problem.c — the list of problems, made from QD_FOR_EACH_PROBLEM. */
#include "config.h"
#include "qd-problem.h"

#include "qd-problem-ids.h"

#define QD_DECLARE_PROBLEM(id) extern const QdProblem qd_##id##_problem;
QD_FOR_EACH_PROBLEM (QD_DECLARE_PROBLEM)

static const QdProblem *const problems[] = {
#define QD_PROBLEM_ENTRY(id) &qd_##id##_problem,
  QD_FOR_EACH_PROBLEM (QD_PROBLEM_ENTRY)
};

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
  for (guint j = 0; problem->patterns[j] != NULL; j++)
    if (g_pattern_match_simple (problem->patterns[j], folded))
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

const QdProblem *
qd_problem_for_contents (const char *basename, const char *contents, gsize length)
{
  g_autofree char *folded = basename != NULL ? g_utf8_strdown (basename, -1) : NULL;
  const QdProblem *by_name = NULL;
  guint n_by_name = 0;

  for (guint i = 0; folded != NULL && i < G_N_ELEMENTS (problems); i++)
    if (name_matches (problems[i], folded))
      {
        if (by_name == NULL)
          by_name = problems[i];
        n_by_name++;
      }
  if (n_by_name == 1)
    return by_name;
  /* Several problems share the name's pattern (or none has it): the
   * contents decide, among the claimants first. */
  for (guint i = 0; i < G_N_ELEMENTS (problems); i++)
    if ((n_by_name == 0 || name_matches (problems[i], folded)) &&
        problems[i]->sniff != NULL && problems[i]->sniff (contents, length))
      return problems[i];
  return by_name;
}
