/* qd-bayes-cli-check.c — `quandary-cli bayes --check`: a student's
 * probabilities of a query against the exact posterior, each within
 * QD_BAYES_CLI_CHECK_TOLERANCE.  An answer is a bare probability (the
 * query's first state, as P(Burglary | j, m) = 0.284 is of "true"),
 * `STATE=P, …` pairs, or the command's own lines `STATE P`. */
#include "config.h"
#include "qd-bayes-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* A finite number of TEXT whole, or FALSE. */
static gboolean
parse_probability (const char *text, double *value)
{
  char *end = NULL;

  if (*text == '\0')
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return end != NULL && *end == '\0' && isfinite (*value);
}

/* A wrong answer at line INDEX (0-based), the reference's line for STATE
 * (-1: none) and the sentence. */
static QdCheckResult *
wrong (const QdBayesCliCheck *check, const QdCheckText *text, guint index, gint state, const char *format, ...)
  G_GNUC_PRINTF (5, 6);
static QdCheckResult *
wrong (const QdBayesCliCheck *check, const QdCheckText *text, guint index, gint state, const char *format, ...)
{
  const QdBayesNode *node = qd_bayes_net_node (check->net, check->query);
  g_autofree char *expected = NULL, *sentence = NULL;
  QdCheckResult *result;
  va_list args;

  char number[QD_BAYES_CLI_NUMBER];

  if (state >= 0)
    expected = g_strdup_printf ("%s %s", node->states[state], QD_BAYES_CLI_FORMAT (number, "%.10f", check->posterior[state]));
  result = qd_check_result_new_wrong (index + 1, expected, qd_check_text_line (text, index));
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  qd_check_result_explain (result, "%s", sentence);
  return result;
}

/* One probability given for STATE_NAME (NULL: the first state) at line
 * INDEX: NULL when it is right. */
static QdCheckResult *
check_pair (const QdBayesCliCheck *check, const QdCheckText *text, guint index, const char *state_name,
            const char *number)
{
  const QdBayesNode *node = qd_bayes_net_node (check->net, check->query);
  gint state = state_name == NULL ? 0 : qd_bayes_node_find_state (node, state_name);
  char exact[QD_BAYES_CLI_NUMBER], tolerance[QD_BAYES_CLI_NUMBER];
  double value;

  if (state < 0)
    {
      g_autofree char *states = g_strjoinv (", ", node->states);

      return wrong (check, text, index, -1, _("%s has no state “%s”: its states are %s."), node->name, state_name,
                    states);
    }
  if (!parse_probability (number, &value))
    return wrong (check, text, index, state, _("“%s” is not a number."), number);
  if (fabs (value - check->posterior[state]) <= QD_BAYES_CLI_CHECK_TOLERANCE)
    return NULL;
  return wrong (check, text, index, state, _("P(%s=%s | e) is %s: %s is more than %s away."), node->name,
                node->states[state], QD_BAYES_CLI_FORMAT (exact, "%.4f", check->posterior[state]), number,
                QD_BAYES_CLI_FORMAT (tolerance, "%g", QD_BAYES_CLI_CHECK_TOLERANCE));
}

/* The pairs of one line: NULL when every one is right; *N_GIVEN counts them. */
static QdCheckResult *
check_line (const QdBayesCliCheck *check, const QdCheckText *text, guint index, guint *n_given)
{
  const char *line = qd_check_text_line (text, index);
  g_autofree char *trimmed = g_strstrip (g_strdup (line));
  QdCheckResult *result = NULL;

  if (*trimmed == '\0' || *trimmed == '#' || g_str_has_prefix (trimmed, "P(evidence)") ||
      g_str_has_prefix (trimmed, "samples "))
    return NULL;
  if (strchr (trimmed, '=') != NULL)
    {
      g_auto(GStrv) pairs = g_strsplit (trimmed, ",", -1);

      for (guint i = 0; pairs[i] != NULL && result == NULL; i++)
        {
          char *eq = strchr (pairs[i], '=');

          if (eq == NULL)
            return wrong (check, text, index, -1, _("“%s” is not STATE=PROBABILITY."), g_strstrip (pairs[i]));
          *eq = '\0';
          result = check_pair (check, text, index, g_strstrip (pairs[i]), g_strstrip (eq + 1));
          (*n_given)++;
        }
      return result;
    }
  {
    g_auto(GStrv) words = g_strsplit_set (trimmed, " \t", -1);
    guint n = 0;
    const char *kept[3] = { NULL };

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0' && n < 3)
        kept[n++] = words[i];
    if (n == 0 || n == 3)
      return wrong (check, text, index, -1, _("A line holds a probability, STATE=PROBABILITY pairs, or STATE PROBABILITY."));
    (*n_given)++;
    return n == 1 ? check_pair (check, text, index, NULL, kept[0]) : check_pair (check, text, index, kept[0], kept[1]);
  }
}

QdCheckResult *
qd_bayes_cli_check_answer (const QdBayesCliCheck *check, const char *answer, gsize length, gboolean strict)
{
  QdCheckText text;
  QdCheckResult *result = NULL;
  guint n_given = 0;

  qd_check_text_init (&text, answer, length, strict);
  for (guint i = 0; i < qd_check_text_length (&text) && result == NULL; i++)
    result = check_line (check, &text, i, &n_given);
  if (result == NULL && n_given == 0)
    result = wrong (check, &text, 0, 0, _("The answer gives no probability."));
  qd_check_text_clear (&text);
  return result != NULL ? result : qd_check_result_new_correct ();
}
