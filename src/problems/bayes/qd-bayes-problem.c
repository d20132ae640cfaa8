/* qd-bayes-problem.c — Bayesian and decision networks: exact and sampled
 * inference and the value of information (AIMA chapters 14 and 16). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-bayes.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (bayes)

/* BIF or XMLBIF, told apart by the content ('<' first); written as BIF. */
QD_FORMAT_FUNCTIONS (format, QdBayesNet, qd_bayes_net_parse, qd_bayes_net_to_string, qd_bayes_net_free)

/* A network read from XMLBIF is saved as BIF unless asked. */
static const char *
format_extension (gconstpointer model)
{
  return ".bif";
}

/* `*.xml` is not claimed: the Constraints tab reads XCSP3 `.xml` files. */
static const QdFormat format = {
  .name = "bayes",
  .title = N_("Bayesian Networks"),
  .untitled = N_("Untitled Bayesian Network"),
  .patterns = (const char *const[]) { "*.bif", "*.xmlbif", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

/* XMLBIF 0.3 on its own, read and written (Export, `--to xmlbif`). */
static gpointer
xmlbif_format_parse (const char *text, gsize length, GPtrArray *warnings, GError **error)
{
  return qd_bayes_net_parse_xmlbif (text, length, error);
}

static char *
xmlbif_format_write (gconstpointer model)
{
  return qd_bayes_net_to_xmlbif (model);
}

static const QdFormat xmlbif_format = {
  .name = "bayes-xmlbif",
  .title = N_("XMLBIF Bayesian Networks"),
  .untitled = N_("Untitled Bayesian Network"),
  .patterns = (const char *const[]) { "*.xmlbif", NULL },
  .parse = xmlbif_format_parse,
  .write = xmlbif_format_write,
  .free = format_free,
};

const QdProblem qd_bayes_problem = {
  .id = "bayes",
  .title = N_("Bayesian Networks"),
  .description = N_("Exact and sampled inference in Bayesian networks, decision networks and the value of "
                    "information"),
  .format = &format,
  .other_formats = (const QdFormat *const[]) { &xmlbif_format, NULL },
  .examples = (const QdProblemExample[]) {
    { "burglary.bif",        N_("Bayesian Networks: the Burglar Alarm (AIMA)") },
    { "sprinkler.bif",       N_("Bayesian Networks: Cloudy, Sprinkler, Rain, Wet Grass (AIMA)") },
    { "weather-traffic.bif", N_("Bayesian Networks: Rain, Traffic and Lateness") },
    { "dog.bif",             N_("Bayesian Networks: Charniak’s Dog Problem") },
    { "umbrella.bif",        N_("Bayesian Networks: the Umbrella Decision, with a Forecast") },
    { NULL }
  },
};
