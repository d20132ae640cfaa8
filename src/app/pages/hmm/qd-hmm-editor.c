/* qd-hmm-editor.c — the model's numbers edited: the prior (or P(X₁)), the
 * transition table P(Xₜ₊₁ | Xₜ) and the sensor table P(Eₜ | Xₜ), each a
 * QdProbTable.  Apply reads the three, every row checked to sum to 1
 * (the first wrong row named), and sets them as one undo step; the
 * evidence stays (by its names).  A model past the tables' size is edited
 * in its file; the page says so. */
#include "config.h"
#include "qd-hmm-page-private.h"

#include <glib/gi18n.h>

/* The transition table dense, row by row. */
static double *
dense_transitions (const QdHidden *m)
{
  double *out = g_new0 (double, (gsize) m->n_states * m->n_states);

  for (guint i = 0; i < m->n_states; i++)
    for (guint k = m->first[i]; k < m->first[i + 1]; k++)
      out[(gsize) i * m->n_states + m->next[k]] = m->prob[k];
  return out;
}

/* The line under the tables: a hint, or what is wrong (in the error colour). */
static void
say (QdHmmPage *self, const char *text, gboolean error)
{
  gtk_label_set_label (self->editor_label, text);
  if (error)
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->editor_label), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->editor_label), "error");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->editor_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->editor_label), "dim-label");
    }
}

void
qd_hmm_editor_show (QdHmmPage *self)
{
  const QdHmm *hmm = self->world != NULL ? self->world->hmm : NULL;
  const QdHidden *m;
  g_autofree double *transitions = NULL;
  gboolean shown;

  if (hmm == NULL)
    return;
  m = hmm->numbers;
  transitions = dense_transitions (m);
  shown = m->n_states <= QD_PROB_TABLE_MAX && m->n_obs <= QD_PROB_TABLE_MAX;
  if (shown)
    {
      qd_prob_table_set (self->prior_table, m->start_is_first ? _("Start P(X₁)") : _("Prior P(X₀)"), 1, NULL,
                         m->n_states, (const char *const *) hmm->states, m->prior);
      qd_prob_table_set (self->transition_table, _("Transition"), m->n_states, (const char *const *) hmm->states,
                         m->n_states, (const char *const *) hmm->states, transitions);
      qd_prob_table_set (self->sensor_table, _("Sensor"), m->n_states, (const char *const *) hmm->states, m->n_obs,
                         (const char *const *) hmm->observations, m->sensor);
    }
  else
    {
      qd_prob_table_clear (self->prior_table);
      qd_prob_table_clear (self->transition_table);
      qd_prob_table_clear (self->sensor_table);
    }
  say (self, shown ? _("Each row sums to 1. Apply sets the three tables as one edit.")
                   : _("This model is too large to edit here: edit its file."), FALSE);
}

/* A model of HMM's names with the numbers given (the copy's tables replaced). */
static QdHmm *
model_with (const QdHmm *hmm, const double *prior, const double *transitions, const double *sensor, GError **error)
{
  g_autofree char *text = qd_hmm_to_text (hmm);
  g_autoptr(QdHmm) copy = qd_hmm_parse (text, strlen (text), error);
  guint n, n_obs;
  g_autoptr(QdHidden) numbers = NULL;

  if (copy == NULL)
    return NULL;
  n = copy->numbers->n_states;
  n_obs = copy->numbers->n_obs;
  numbers = qd_hidden_new (n, n_obs, error);
  if (numbers == NULL)
    return NULL;
  numbers->start_is_first = copy->numbers->start_is_first;
  memcpy (numbers->prior, prior, n * sizeof (double));
  memcpy (numbers->sensor, sensor, (gsize) n * n_obs * sizeof (double));
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < n; j++)
      if (transitions[(gsize) i * n + j] > 0)
        qd_hidden_add_transition (numbers, i, j, transitions[(gsize) i * n + j]);
  if (!qd_hidden_finish (numbers, NULL, error))
    return NULL;
  qd_hidden_free (copy->numbers);
  copy->numbers = g_steal_pointer (&numbers);
  return g_steal_pointer (&copy);
}

static void
apply_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;
  const QdHmm *hmm = self->world != NULL ? self->world->hmm : NULL;
  g_autoptr(GError) error = NULL;
  g_autofree double *prior = NULL, *transitions = NULL, *sensor = NULL;
  QdHmm *edited;
  guint n;

  if (hmm == NULL || hmm->numbers->n_states > QD_PROB_TABLE_MAX || hmm->numbers->n_obs > QD_PROB_TABLE_MAX)
    return;
  n = hmm->numbers->n_states;
  prior = g_new (double, n);
  transitions = g_new (double, (gsize) n * n);
  sensor = g_new (double, (gsize) n * hmm->numbers->n_obs);
  if (!qd_prob_table_read (self->prior_table, prior, QD_HIDDEN_TOLERANCE, &error) ||
      !qd_prob_table_read (self->transition_table, transitions, QD_HIDDEN_TOLERANCE, &error) ||
      !qd_prob_table_read (self->sensor_table, sensor, QD_HIDDEN_TOLERANCE, &error) ||
      (edited = model_with (hmm, prior, transitions, sensor, &error)) == NULL)
    {
      say (self, error->message, TRUE);
      qd_page_toast (QD_PAGE (self), error->message);
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), qd_hmm_world_new (edited, NULL), QD_PAGE_CHANGE_REPLACED);
  say (self, _("The tables are set."), FALSE);
}

static const GActionEntry editor_actions[] = {
  { "apply-tables", apply_activated },
};

static void
on_table_activate (QdHmmPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "hmm.apply-tables", NULL);
}

void
qd_hmm_editor_init (QdHmmPage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect_swapped (self->prior_table, "activate", G_CALLBACK (on_table_activate), self);
  g_signal_connect_swapped (self->transition_table, "activate", G_CALLBACK (on_table_activate), self);
  g_signal_connect_swapped (self->sensor_table, "activate", G_CALLBACK (on_table_activate), self);
}
