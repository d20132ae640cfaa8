/* qd-hmm-cli-check.c — `quandary-cli hmm MODEL --evidence … --check ANSWER`:
 * a student's answer in the command's own lines against the right one.
 *
 * The step lines come first, every one: `t STATE P …` (each state of the
 * model once, in any order, each probability within
 * QD_HMM_CLI_CHECK_TOLERANCE) or Viterbi's `t STATE` (the right state, or a
 * path as likely as the best: ties are right).  The lines after them
 * (`probability`, `posterior`, `message`, `likelihood`, `log-…`) may be left
 * out; those given must be the command's names, each within its tolerance.
 * Blank lines and `#` comments are skipped. */
#include "config.h"
#include "qd-hmm-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

typedef struct {
  const QdHmmCliCheck *check;
  QdCheckText given;
  GStrv expected;            /* the right answer's lines */
  guint n_steps;             /* of them, the step lines */
  guint index;               /* the given line read next (0-based) */
  guint *path;               /* Viterbi: the path given */
  gint first_other;          /* Viterbi: the first step given another state, -1: none */
  guint first_other_line;
  guint n_scalars;           /* lines after the steps given */
} Reader;

/* Numbers in the verdicts as the C locale writes them, whatever the
 * locale: the verdicts are machine output. */
#define NUMBER 64
#define C_NUMBER(buffer, format, value) g_ascii_formatd ((buffer), NUMBER, (format), (value))

/* The words of LINE (blanks between). */
static GStrv
words (const char *line)
{
  g_auto(GStrv) parts = g_strsplit_set (line, " \t", -1);
  GPtrArray *kept = g_ptr_array_new ();

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_ptr_array_add (kept, g_strdup (parts[i]));
  g_ptr_array_add (kept, NULL);
  return (GStrv) g_ptr_array_free (kept, FALSE);
}

static QdCheckResult *
wrong (const Reader *r, guint line, const char *expected, const char *format, ...) G_GNUC_PRINTF (4, 5);
static QdCheckResult *
wrong (const Reader *r, guint line, const char *expected, const char *format, ...)
{
  QdCheckResult *result = qd_check_result_new_wrong (line + 1, expected, qd_check_text_line (&r->given, line));
  g_autofree char *sentence = NULL;
  va_list args;

  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  qd_check_result_explain (result, "%s", sentence);
  return result;
}

/* The next given line that is neither blank nor a comment, or -1. */
static gint
next_line (Reader *r)
{
  while (r->index < qd_check_text_length (&r->given))
    {
      const char *line = qd_check_text_line (&r->given, r->index++);

      while (*line == ' ' || *line == '\t')
        line++;
      if (*line != '\0' && *line != '#')
        return (gint) r->index - 1;
    }
  return -1;
}

/* A belief line: every state once, each within the tolerance. */
static QdCheckResult *
check_belief (Reader *r, guint line, const char *expected, GStrv want, GStrv got)
{
  const QdHmm *hmm = r->check->question->hmm;
  guint n = qd_hmm_n_states (hmm), given = 0;
  g_autofree gboolean *seen = g_new0 (gboolean, n);

  for (guint i = 1; got[i] != NULL; i += 2)
    {
      guint s = qd_hmm_state_index (hmm, got[i]);
      double value, right;
      char shown[NUMBER], tolerance[NUMBER];

      if (s == G_MAXUINT)
        return wrong (r, line, expected, _("The model has no state “%s”."), got[i]);
      if (seen[s])
        return wrong (r, line, expected, _("%s is given twice."), got[i]);
      if (got[i + 1] == NULL || !qd_check_parse_number (got[i + 1], &value))
        return wrong (r, line, expected, _("A step's line is t, then STATE PROBABILITY for every state."));
      right = g_ascii_strtod (want[2 * s + 2], NULL);
      if (fabs (value - right) > QD_HMM_CLI_CHECK_TOLERANCE)
        return wrong (r, line, expected, _("P(%s) at step %s is %s: %s is more than %s away."), got[i], got[0],
                      C_NUMBER (shown, "%.4f", right), got[i + 1],
                      C_NUMBER (tolerance, "%g", QD_HMM_CLI_CHECK_TOLERANCE));
      seen[s] = TRUE, given++;
    }
  if (given < n)
    for (guint s = 0; s < n; s++)
      if (!seen[s])
        return wrong (r, line, expected, _("The line gives no probability of %s."), hmm->states[s]);
  return NULL;
}

/* A step line: the same t, then a belief or Viterbi's state. */
static QdCheckResult *
check_step (Reader *r, guint step, guint line)
{
  const char *expected = r->expected[step];
  g_auto(GStrv) want = words (expected), got = words (qd_check_text_line (&r->given, line));
  const QdHmm *hmm = r->check->question->hmm;
  guint s;

  if (g_strcmp0 (got[0], want[0]) != 0)
    return wrong (r, line, expected, _("This line is step %s's."), want[0]);
  if (r->path == NULL)
    return check_belief (r, line, expected, want, got);
  if (got[1] == NULL || got[2] != NULL || (s = qd_hmm_state_index (hmm, got[1])) == G_MAXUINT)
    return wrong (r, line, expected, _("A step of the sequence is t STATE, a state of the model."));
  r->path[step] = s;
  if (r->first_other < 0 && strcmp (got[1], want[1]) != 0)
    r->first_other = (gint) step, r->first_other_line = line;
  return NULL;
}

/* log P(PATH, e_1:T) under the model; -inf where it cannot be. */
static double
log_joint (const QdHmmCliQuestion *q, const guint *path)
{
  const QdHidden *m = q->hmm->numbers;
  g_autofree double *first = g_new (double, m->n_states);
  double sum;

  qd_hidden_filter_step (m, NULL, NULL, first);
  sum = log (first[path[0]]);
  for (gsize t = 0; t < q->T; t++)
    {
      if (t > 0)
        {
          double p = 0;

          for (guint k = m->first[path[t - 1]]; k < m->first[path[t - 1] + 1]; k++)
            if (m->next[k] == path[t])
              p = m->prob[k];
          sum += log (p);
        }
      if (q->evidence[t] != QD_HIDDEN_NONE)
        sum += log (m->sensor[(gsize) path[t] * m->n_obs + q->evidence[t]]);
    }
  return sum;
}

/* Viterbi: a path given that is not the program's is right when it is as
 * likely (a tie). */
static QdCheckResult *
check_path (Reader *r)
{
  const QdHmmCliQuestion *q = r->check->question;
  double best, given;
  char given_text[NUMBER], best_text[NUMBER];

  if (r->first_other < 0)
    return NULL;
  best = r->check->answer->log_joint;
  given = log_joint (q, r->path);
  if (isfinite (given) && fabs (given - best) <= 1e-9 * fabs (best) + 1e-12)
    return NULL;
  return wrong (r, r->first_other_line, r->expected[r->first_other],
                _("The sequence given has log P(x, e) = %s; the most likely one, %s."),
                C_NUMBER (given_text, "%.6g", given), C_NUMBER (best_text, "%.6g", best));
}

/* A line after the steps: one of the right answer's names, its value
 * within the tolerance (a share of it; for a log, that much). */
static QdCheckResult *
check_scalar (Reader *r, guint line)
{
  g_auto(GStrv) got = words (qd_check_text_line (&r->given, line));
  double value, right;
  char shown[NUMBER];

  for (guint i = r->n_steps; r->expected[i] != NULL; i++)
    {
      g_auto(GStrv) want = words (r->expected[i]);

      if (g_strcmp0 (got[0], want[0]) != 0)
        continue;
      if (got[1] == NULL || got[2] != NULL || !qd_check_parse_number (got[1], &value))
        return wrong (r, line, r->expected[i], _("The line is NAME NUMBER."));
      right = g_ascii_strtod (want[1], NULL);
      r->n_scalars++;
      if (fabs (value - right) <= QD_HMM_CLI_CHECK_TOLERANCE * (g_str_has_prefix (want[0], "log-") ? 1 : fabs (right)))
        return NULL;
      return wrong (r, line, r->expected[i], _("%s is %s: %s is too far from it."), want[0],
                    C_NUMBER (shown, "%.10g", right), got[1]);
    }
  {
    g_autofree char *names = NULL;
    GString *list = g_string_new (NULL);

    for (guint i = r->n_steps; r->expected[i] != NULL; i++)
      {
        g_auto(GStrv) want = words (r->expected[i]);

        g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", want[0]);
      }
    names = g_string_free (list, FALSE);
    return wrong (r, line, NULL, _("After the steps the answer may give: %s."), names);
  }
}

/* The step lines, the path, then the other lines. */
static QdCheckResult *
check_lines (Reader *r)
{
  QdCheckResult *result = NULL;
  gint line;

  for (guint step = 0; step < r->n_steps && result == NULL; step++)
    {
      if ((line = next_line (r)) < 0)
        return wrong (r, r->index, r->expected[step], _("The answer ends before step %u."), step + 1);
      result = check_step (r, step, (guint) line);
    }
  if (result == NULL && r->path != NULL)
    result = check_path (r);
  while (result == NULL && (line = next_line (r)) >= 0)
    result = check_scalar (r, (guint) line);
  return result;
}

QdCheckResult *
qd_hmm_cli_check_answer (const QdHmmCliCheck *check, const char *answer, gsize length, gboolean strict)
{
  g_autoptr(GString) text = g_string_new (NULL);
  Reader r = { check };
  QdCheckResult *result;
  const QdHmmCliQuestion *q = check->question;

  qd_hmm_cli_format_answer (text, q, check->answer);
  r.expected = g_strsplit (text->str, "\n", -1);
  g_free (r.expected[g_strv_length (r.expected) - 1]);   /* the text ends with a line end: "" last */
  r.expected[g_strv_length (r.expected) - 1] = NULL;
  r.n_steps = q->likelihood ? 0 : q->ask.question == QD_HMM_VITERBI ? (guint) q->T : (guint) (q->T + q->ask.predict);
  r.first_other = -1;
  if (q->ask.question == QD_HMM_VITERBI && !q->likelihood)
    r.path = g_new0 (guint, MAX (q->T, 1));
  qd_check_text_init (&r.given, answer, length, strict);
  result = check_lines (&r);
  if (result == NULL && q->likelihood && r.n_scalars == 0)
    result = wrong (&r, 0, r.expected[0], _("The answer gives no likelihood."));
  qd_check_text_clear (&r.given);
  g_free (r.path);
  g_strfreev (r.expected);
  return result != NULL ? result : qd_check_result_new_correct ();
}
