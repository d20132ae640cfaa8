/* qd-constraints-page-check.c — Check an Answer… in the Constraints tab: a
 * solution, as `quandary-cli csp` prints it (a line of VAR=VALUE pairs, then
 * "1 solution"), checked against the problem of the tab
 * (problems/csp/qd-csp-check.h).  Any valid solution is right; a wrong one
 * is told by the first constraint it breaks, with its variables' values;
 * "no solution" is right only when there is none. */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/csp/qd-csp-check.h"

typedef struct {
  QdOwned owned;
  QdConstraintsDoc *doc;          /* a copy: the worker's own */
  QdCspInference inference;
} CheckData;

static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  g_autoptr(QdCspCheck) check = NULL;
  QdCspSolveOptions options;
  QdCheckResult *result;

  /* The tab's search: the file's order of variables, the sidebar's inference. */
  qd_csp_solve_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.inference = d->inference;
  options.stop = stop;
  check = qd_csp_check_new (d->doc->model, &options, FALSE);
  if (check == NULL)
    {
      if (stop == NULL || !g_atomic_int_get (stop))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The search stopped before it ended"));
      return NULL;
    }
  result = qd_csp_check_answer (check, answer, length, strict);
  /* Beside the answer: the solution the tab's search finds first. */
  if (result->reference == NULL)
    result->reference = g_strdup (qd_csp_check_output (check));
  return result;
}

QdPageCheck *
qd_constraints_page_prepare_check (QdPage *page, GError **error)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  g_autofree char *text = qd_constraints_doc_to_string (qd_constraints_page_doc (self));
  CheckData *d;
  QdConstraintsDoc *doc = qd_constraints_doc_parse (text, -1, error);

  if (doc == NULL)
    return NULL;
  if (doc->model == NULL)
    {
      qd_constraints_doc_free (doc);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("The problem has no variable yet: nothing to check an answer against"));
      return NULL;
    }
  d = g_new0 (CheckData, 1);
  d->doc = qd_owned_add (&d->owned, doc, (GDestroyNotify) qd_constraints_doc_free);
  d->inference = qd_constraints_algorithm_inference (qd_constraints_page_algorithm (self));
  return qd_page_check_new (check_answer, d, qd_owned_free, N_("the solution"));
}
