/* qd-bayes-page-report.c — the Bayesian Networks tab's exports: every
 * node's posterior as text (the command's --all-marginals lines), the
 * report of the question on show (render/bayes's run report: the
 * selected node's posterior by the algorithm chosen, its VE steps, the
 * decision), and as an animation (GIF) the sampler converging (Sample
 * mode) or variable elimination step by step.  The network's picture
 * (PNG, SVG, PDF) is the page base's, from the canvas. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "render/bayes/qd-bayes-animation.h"
#include "render/bayes/qd-bayes-run-report.h"

static const QdTextExport text_exports[] = {
  { "marginals", N_("Posteriors as Text…"), "posteriors.txt", QD_TEXT_EXPORT_EXACT,
    N_("NODE STATE PROBABILITY, one state a line, given the evidence on show") },
  { NULL }
};

char *
qd_bayes_page_get_text_export (QdPage *page, const char *id)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  GString *text;

  if (!g_str_equal (id, "marginals") || !self->marginals_valid)
    return NULL;
  text = g_string_new (NULL);
  for (guint v = 0; v < qd_bayes_net_n_nodes (self->net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (self->net, v);

      for (guint s = 0; self->marginals[v] != NULL && s < node->n_states; s++)
        qd_string_append_c (text, "%s %s %.10f\n", node->name, node->states[s], self->marginals[v][s]);
    }
  /* The command's last line too (quandary-cli bayes --all-marginals). */
  qd_string_append_c (text, "P(evidence) %.10g\n", self->evidence_probability);
  return g_string_free (text, FALSE);
}

/* The command that asks what the tab shows. */
static char **
command (QdBayesPage *self, const QdBayesAskOptions *options)
{
  g_autofree char *evidence = qd_bayes_evidence_to_string (self->net, self->evidence);
  GPtrArray *args = g_ptr_array_new ();

  g_ptr_array_add (args, g_strdup ("quandary-cli"));
  g_ptr_array_add (args, g_strdup ("bayes"));
  g_ptr_array_add (args, qd_page_report_input (QD_PAGE (self)));
  g_ptr_array_add (args, g_strdup ("--query"));
  g_ptr_array_add (args, g_strdup (qd_bayes_net_node (self->net, self->selected)->name));
  if (*evidence != '\0')
    {
      g_ptr_array_add (args, g_strdup ("--evidence"));
      g_ptr_array_add (args, g_strdup (evidence));
    }
  g_ptr_array_add (args, g_strdup ("--algorithm"));
  g_ptr_array_add (args, g_strdup (qd_bayes_algorithm_to_string (options->algorithm)));
  if (!qd_bayes_algorithm_is_exact (options->algorithm))
    {
      g_ptr_array_add (args, g_strdup ("--samples"));
      g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, options->samples));
      g_ptr_array_add (args, g_strdup ("--seed"));
      g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, options->seed));
    }
  g_ptr_array_add (args, NULL);
  return (char **) g_ptr_array_free (args, FALSE);
}

QdReport *
qd_bayes_page_build_report (QdPage *page)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_auto(GStrv) argv = NULL;
  QdBayesAskOptions options;
  QdBayesRun run = { 0 };
  QdReport *report;

  if (self->engine == NULL || self->selected < 0)
    return NULL;
  qd_bayes_query_fill_options (self, &options);
  if (self->mode == QD_BAYES_MODE_SAMPLE)
    options.algorithm = QD_BAYES_PRIOR + adw_combo_row_get_selected (self->sampler_row);
  argv = command (self, &options);
  run.net = self->net;
  run.path = path;
  run.query = qd_bayes_net_node (self->net, self->selected)->kind == QD_BELIEF_UTILITY ? -1 : self->selected;
  run.evidence = self->evidence;
  run.ask = &options;
  run.decide = qd_bayes_net_decision (self->net) >= 0;
  run.argv = (const char *const *) argv;
  report = qd_page_report_new (page);
  qd_bayes_run_report_add (report, &run);
  return report;
}

QdAnimation *
qd_bayes_page_build_animation (QdPage *page)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  g_autoptr(GError) error = NULL;
  QdBayesAskOptions options;
  QdAnimation *animation;

  if (self->engine == NULL || self->selected < 0)
    return NULL;
  qd_bayes_query_fill_options (self, &options);
  if (self->mode == QD_BAYES_MODE_SAMPLE)
    {
      options.algorithm = QD_BAYES_PRIOR + adw_combo_row_get_selected (self->sampler_row);
      animation = qd_bayes_animation_sampling_new (self->engine->net, self->selected, 0, self->evidence, &options,
                                                   &error);
    }
  else
    {
      g_autofree char *order = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->order_row)));

      options.order = options.heuristic == QD_BELIEF_ORDER_GIVEN ? order : NULL;
      animation = qd_bayes_animation_elimination_new (self->engine->net, self->selected, self->evidence, &options,
                                                      &error);
    }
  if (animation == NULL && error != NULL)
    {
      g_debug ("no animation: %s", error->message);
      qd_page_toast (page, error->message);
    }
  return animation;
}

void
qd_bayes_report_init (QdBayesPage *self)
{
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
}
