/* qd-hmm.c — a named hidden Markov model: its text, its names, evidence by name. */
#include "config.h"
#include "qd-hmm.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

void
qd_hmm_free (QdHmm *hmm)
{
  if (hmm == NULL)
    return;
  g_free (hmm->title);
  g_strfreev (hmm->states);
  g_strfreev (hmm->observations);
  qd_hidden_free (hmm->numbers);
  g_free (hmm);
}

guint
qd_hmm_n_states (const QdHmm *hmm)
{
  return hmm->numbers->n_states;
}

static guint
find (GStrv names, guint n, const char *name, gsize length)
{
  for (guint i = 0; i < n; i++)
    if (strlen (names[i]) == length && memcmp (names[i], name, length) == 0)
      return i;
  return G_MAXUINT;
}

guint
qd_hmm_state_index (const QdHmm *hmm, const char *name)
{
  return find (hmm->states, hmm->numbers->n_states, name, strlen (name));
}

guint
qd_hmm_observation_index (const QdHmm *hmm, const char *name)
{
  return find (hmm->observations, hmm->numbers->n_obs, name, strlen (name));
}

static void
append_number (GString *out, double value)
{
  g_autofree char *text = qd_format_number (value);

  g_string_append_c (out, ' ');
  g_string_append (out, text);
}

/* One row of WIDTH values: dense when none is 0, else its nonzero ones as pairs. */
static void
append_row (GString *out, const char *owner, const double *values, const guint *targets, guint count, guint width,
            GStrv names)
{
  g_string_append_printf (out, "  %s:", owner);
  if (count == width)
    {
      gboolean in_order = TRUE;

      for (guint i = 0; i < count && in_order; i++)
        in_order = targets == NULL || targets[i] == i;
      if (in_order)
        {
          for (guint i = 0; i < count; i++)
            append_number (out, values[i]);
          g_string_append_c (out, '\n');
          return;
        }
    }
  for (guint i = 0; i < count; i++)
    {
      g_string_append_printf (out, " %s=", names[targets != NULL ? targets[i] : i]);
      {
        g_autofree char *text = qd_format_number (values[i]);

        g_string_append (out, text);
      }
    }
  g_string_append_c (out, '\n');
}

char *
qd_hmm_to_text (const QdHmm *hmm)
{
  const QdHidden *m = hmm->numbers;
  GString *out = g_string_new (NULL);

  if (hmm->title[0] != '\0')
    g_string_append_printf (out, "title: %s\n", hmm->title);
  g_string_append (out, "states:");
  for (guint s = 0; s < m->n_states; s++)
    g_string_append_printf (out, " %s", hmm->states[s]);
  g_string_append (out, "\nobservations:");
  for (guint e = 0; e < m->n_obs; e++)
    g_string_append_printf (out, " %s", hmm->observations[e]);
  g_string_append (out, m->start_is_first ? "\nstart:" : "\nprior:");
  for (guint s = 0; s < m->n_states; s++)
    append_number (out, m->prior[s]);
  g_string_append (out, "\ntransition:\n");
  for (guint s = 0; s < m->n_states; s++)
    append_row (out, hmm->states[s], m->prob + m->first[s], m->next + m->first[s], m->first[s + 1] - m->first[s],
                m->n_states, hmm->states);
  g_string_append (out, "sensor:\n");
  for (guint s = 0; s < m->n_states; s++)
    {
      const double *row = m->sensor + (gsize) s * m->n_obs;
      guint zeros = 0;

      for (guint e = 0; e < m->n_obs; e++)
        zeros += row[e] == 0;
      if (zeros == 0)
        append_row (out, hmm->states[s], row, NULL, m->n_obs, m->n_obs, hmm->observations);
      else
        {
          g_autofree double *values = g_new (double, m->n_obs);
          g_autofree guint *targets = g_new (guint, m->n_obs);
          guint count = 0;

          for (guint e = 0; e < m->n_obs; e++)
            if (row[e] != 0)
              values[count] = row[e], targets[count++] = e;
          append_row (out, hmm->states[s], values, targets, count, m->n_obs, hmm->observations);
        }
    }
  return g_string_free (out, FALSE);
}

guint *
qd_hmm_parse_evidence (const QdHmm *hmm, const char *text, gsize *length, GError **error)
{
  GArray *steps = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  const char *p = text;

  for (guint e = 0; e < hmm->numbers->n_obs; e++)
    g_hash_table_insert (index, hmm->observations[e], GUINT_TO_POINTER (e + 1));

  while (TRUE)
    {
      const char *comma = strchr (p, ','), *end = comma != NULL ? comma : p + strlen (p), *item = p;
      gsize item_length = (gsize) (end - p);
      g_autofree char *key = NULL;
      guint e;

      qd_text_trim (&item, &item_length);
      if (item_length == 1 && item[0] == '-')
        e = QD_HIDDEN_NONE;
      else if ((e = GPOINTER_TO_UINT (g_hash_table_lookup (index, key = g_strndup (item, item_length)))) == 0)
        {
          g_autofree char *quoted = qd_text_quote (item, (gssize) item_length);

          if (item_length == 0)
            g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE, _("step %u of the evidence is empty"),
                         steps->len + 1);
          else
            g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE,
                         _("step %u of the evidence: no observation is named “%s”"), steps->len + 1, quoted);
          g_array_free (steps, TRUE);
          return NULL;
        }
      else
        e--;
      g_clear_pointer (&key, g_free);
      g_array_append_val (steps, e);
      if (comma == NULL)
        break;
      p = comma + 1;
    }
  *length = steps->len;
  return (guint *) g_array_free (steps, FALSE);
}
