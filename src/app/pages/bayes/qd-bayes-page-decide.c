/* qd-bayes-page-decide.c — the Decide mode of a decision network (one
 * decision node, utility nodes): the policy (the best choice for each
 * configuration of what the decision observes) with the expected utility
 * of every choice, the MEU, and the value of perfect information of every
 * unobserved chance node (core/qd-belief-decide.h).  The numbers are
 * computed by the marginals' job (qd-bayes-page-query.c) with the
 * evidence; the canvas shows the decision's EU per choice and the utility
 * node's expected utility. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
add_row (GtkListBox *list, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 8);
  gtk_widget_set_margin_end (label, 8);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_box_append (list, label);
}

static char *
utility_text (double value)
{
  char text[64];

  qd_bayes_render_format_utility (value, text, sizeof text);
  return g_strdup (text);
}

/* "Forecast = sunny (P 0.535): leave, EU 91.59 (take 24.21)" */
static void
policy_row (QdBayesPage *self, const QdBeliefDecision *d, guint i)
{
  const QdBayesNode *node = qd_bayes_net_node (self->net, d->decision);
  g_autofree char *parents = qd_bayes_page_parents_text (self, node, i);
  const char *config = *parents != '\0' ? parents : _("Whatever happens");
  GString *text = g_string_new (NULL);
  guint best = d->policy[i];
  g_autofree char *eu = utility_text (d->expected[(gsize) i * node->n_states + best]);

  g_string_printf (text, _("%s (P %.3f): %s, EU %s"), config, d->info_probability[i], node->states[best], eu);
  for (guint s = 0; s < node->n_states; s++)
    if (s != best)
      {
        g_autofree char *other = utility_text (d->expected[(gsize) i * node->n_states + s]);

        g_string_append_printf (text, _("; %s %s"), node->states[s], other);
      }
  add_row (self->policy_list, text->str);
  g_string_free (text, TRUE);
}

/* The canvas's numbers: EU(d | e) of each choice made whatever is seen
 * (Σ_i P(i | e) EU(d | i, e)), the decision's choices as the policy makes
 * them, and the utility node's MEU when it is alone. */
static void
fill_canvas (QdBayesPage *self, const QdBeliefDecision *d)
{
  guint n = qd_bayes_net_n_nodes (self->net), n_utility = 0;
  const QdBayesNode *node = qd_bayes_net_node (self->net, d->decision);
  double *eu = g_new0 (double, node->n_states);

  for (guint s = 0; s < node->n_states; s++)
    for (guint i = 0; i < d->n_info; i++)
      if (d->info_probability[i] > 0)
        eu[s] += d->info_probability[i] * d->expected[(gsize) i * node->n_states + s];
  self->expected[d->decision] = eu;
  /* The decision's bars: how often the policy makes each choice,
   * Σ_i P(i | e) [policy(i) = d]. */
  if (self->marginals != NULL && d->decision < self->marginal_count && self->marginals[d->decision] != NULL)
    {
      double *p = self->marginals[d->decision];

      for (guint s = 0; s < node->n_states; s++)
        p[s] = 0;
      for (guint i = 0; i < d->n_info; i++)
        p[d->policy[i]] += d->info_probability[i];
    }
  for (guint v = 0; v < n; v++)
    n_utility += qd_bayes_net_node (self->net, v)->kind == QD_BELIEF_UTILITY;
  for (guint v = 0; v < n; v++)
    if (qd_bayes_net_node (self->net, v)->kind == QD_BELIEF_UTILITY)
      self->utility[v] = n_utility == 1 ? d->meu : NAN;
}

static void
clear (QdBayesPage *self)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  qd_bayes_decide_free (self);
  self->expected = g_new0 (double *, MAX (n, 1));
  self->expected_count = n;
  self->utility = g_new (double, MAX (n, 1));
  for (guint v = 0; v < n; v++)
    self->utility[v] = NAN;
  clear_list (self->policy_list);
  clear_list (self->vpi_list);
  gtk_label_set_label (self->meu_label, "");
  qd_bayes_page_refresh (self);
}

void
qd_bayes_decide_show (QdBayesPage *self, const QdBeliefDecision *decision, const double *vpi)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  g_autofree char *meu = NULL;
  g_autofree char *line = NULL;

  clear (self);
  if (decision == NULL)
    return;
  meu = utility_text (decision->meu);
  line = g_strdup_printf (_("Maximum expected utility: %s"), meu);
  gtk_label_set_label (self->meu_label, line);
  for (guint i = 0; i < decision->n_info; i++)
    if (decision->info_probability[i] > 0)
      policy_row (self, decision, i);
  for (guint v = 0; v < n && vpi != NULL; v++)
    if (!isnan (vpi[v]))
      {
        g_autofree char *value = utility_text (vpi[v]);
        g_autofree char *text = g_strdup_printf (_("VPI(%s) = %s"), qd_bayes_net_node (self->net, v)->name, value);

        add_row (self->vpi_list, text);
      }
  fill_canvas (self, decision);
}

void
qd_bayes_decide_init (QdBayesPage *self)
{
}

void
qd_bayes_decide_free (QdBayesPage *self)
{
  for (guint v = 0; self->expected != NULL && v < self->expected_count; v++)
    g_free (self->expected[v]);
  g_clear_pointer (&self->expected, g_free);
  g_clear_pointer (&self->utility, g_free);
}
