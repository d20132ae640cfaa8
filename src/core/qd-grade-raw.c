/* qd-grade-raw.c — a grading's raw file, both ways (qd-grade-raw.h). */
#include "config.h"
#include "qd-grade-raw.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-sweep.h"

const char *const qd_grade_raw_columns[] = { "run", "key", "total", "scores", "passed", "feedback", NULL };

void
qd_grade_outcome_clear (QdGradeOutcome *outcome)
{
  g_clear_pointer (&outcome->output, g_free);
  g_clear_pointer (&outcome->setup_error, g_free);
  g_clear_pointer (&outcome->grader_error, g_free);
}

char *
qd_grade_format_score (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buffer, sizeof buffer, "%.4g", value);
  return g_strdup (buffer);
}

char *
qd_grade_raw_settings_format (const char *manifest, const char *const *names, const double *points, guint n_tests,
                              guint64 submissions)
{
  g_autoptr(GString) tests = g_string_new (NULL);
  g_autoptr(GString) values = g_string_new (NULL);
  g_autofree char *path = qd_sweep_format_text (manifest);

  for (guint t = 0; t < n_tests; t++)
    {
      g_autofree char *name = qd_sweep_format_text (names[t]);
      g_autofree char *value = qd_grade_format_score (points[t]);

      g_string_append_printf (tests, "%s%s", t > 0 ? "|" : "", name);
      g_string_append_printf (values, "%s%s", t > 0 ? "|" : "", value);
    }
  return g_strdup_printf ("manifest=%s tests=%s points=%s submissions=%" G_GUINT64_FORMAT, path, tests->str,
                          values->str, submissions);
}

void
qd_grade_raw_settings_clear (QdGradeRawSettings *settings)
{
  g_clear_pointer (&settings->manifest, g_free);
  g_clear_pointer (&settings->names, g_strfreev);
  g_clear_pointer (&settings->points, g_free);
  settings->n_tests = 0;
  settings->submissions = 0;
}

gboolean
qd_grade_raw_settings_parse (const char *settings, QdGradeRawSettings *out, GError **error)
{
  const char *const keys[] = { "manifest", "tests", "points", "submissions", NULL };
  char *v[4] = { NULL };
  gboolean ok;

  memset (out, 0, sizeof *out);
  ok = qd_sweep_settings_split (settings, keys, v, error);
  if (ok)
    {
      g_auto(GStrv) names = g_strsplit (v[1], "|", -1);
      g_auto(GStrv) points = g_strsplit (v[2], "|", -1);

      out->n_tests = g_strv_length (names);
      out->names = g_new0 (char *, out->n_tests + 1);
      out->points = g_new0 (double, out->n_tests);
      ok = g_strv_length (points) == out->n_tests && (out->manifest = qd_sweep_parse_text (v[0])) != NULL &&
           g_ascii_string_to_unsigned (v[3], 10, 1, G_MAXUINT32, &out->submissions, NULL);
      for (guint t = 0; ok && t < out->n_tests; t++)
        ok = (out->names[t] = qd_sweep_parse_text (names[t])) != NULL &&
             qd_sweep_parse_double (points[t], &out->points[t]);
      if (!ok)
        qd_sweep_settings_error (error, settings, _("a bad value"));
    }
  for (guint k = 0; k < G_N_ELEMENTS (v); k++)
    g_free (v[k]);
  if (!ok)
    qd_grade_raw_settings_clear (out);
  return ok;
}

char **
qd_grade_raw_row_format (const QdGradeOutcome *outcomes, guint n_tests, double total)
{
  GString *scores = g_string_new (NULL), *passed = g_string_new (NULL), *feedback = g_string_new (NULL);
  char **fields = g_new0 (char *, 5);

  for (guint t = 0; t < n_tests; t++)
    {
      g_autofree char *score = qd_grade_format_score (outcomes[t].score);
      g_autofree char *text = qd_sweep_format_text (outcomes[t].output != NULL ? outcomes[t].output : "");

      g_string_append_printf (scores, "%s%s", t > 0 ? "|" : "", score);
      g_string_append_printf (passed, "%s%d", t > 0 ? "|" : "", outcomes[t].passed ? 1 : 0);
      g_string_append_printf (feedback, "%s%s", t > 0 ? "|" : "", text);
    }
  fields[0] = qd_grade_format_score (total);
  fields[1] = g_string_free (scores, FALSE);
  fields[2] = g_string_free (passed, FALSE);
  fields[3] = g_string_free (feedback, FALSE);
  return fields;
}

gboolean
qd_grade_raw_row_parse (char *const *fields, guint n_tests, QdGradeOutcome *outcomes, double *total)
{
  g_auto(GStrv) scores = g_strsplit (fields[3], "|", -1);
  g_auto(GStrv) passed = g_strsplit (fields[4], "|", -1);
  g_auto(GStrv) feedback = g_strsplit (fields[5], "|", -1);

  if (g_strv_length (scores) != n_tests || g_strv_length (passed) != n_tests || g_strv_length (feedback) != n_tests)
    return FALSE;
  *total = 0;
  for (guint t = 0; t < n_tests; t++)
    {
      if (!qd_sweep_parse_double (scores[t], &outcomes[t].score) || outcomes[t].score < 0 ||
          (!g_str_equal (passed[t], "0") && !g_str_equal (passed[t], "1")))
        return FALSE;
      outcomes[t].passed = g_str_equal (passed[t], "1");
      g_free (outcomes[t].output);
      if ((outcomes[t].output = qd_sweep_parse_text (feedback[t])) == NULL)
        return FALSE;
      *total += outcomes[t].score;
    }
  return TRUE;
}
