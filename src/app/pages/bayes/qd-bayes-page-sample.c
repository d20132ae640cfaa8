/* qd-bayes-page-sample.c — the Sample mode: the selected node's posterior
 * estimated by a sampler (prior, rejection, likelihood weighting, Gibbs;
 * its samples and seed), run on a worker through qd_bayes_ask with the
 * estimate plotted live against the number of samples (render/bayes's
 * convergence plot) beside the exact answer by variable elimination; the
 * samples kept and rejected and the effective sample size.  Stop keeps
 * the estimate so far. */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "render/bayes/qd-bayes-plot.h"

#define LIVE_INTERVAL_MS 100
/* The points a run reports at most (its progress every samples / POINTS). */
#define POINTS 400

typedef struct {
  GArray *done;              /* guint64 */
  GArray *estimate;          /* double: of the query's first state */
  guint64 n_kept;
  double effective;
  double exact;
} Snapshot;

typedef struct {
  QdBayesQuestion *question;
  QdJob *job;
  Snapshot live;
} SampleTask;

typedef struct {
  Snapshot run;
  QdBayesAnswer answer;
  GError *error;
} SampleResult;

static void
snapshot_clear (Snapshot *snapshot)
{
  g_clear_pointer (&snapshot->done, g_array_unref);
  g_clear_pointer (&snapshot->estimate, g_array_unref);
}

static void
snapshot_free (gpointer data)
{
  snapshot_clear (data);
  g_free (data);
}

static Snapshot *
snapshot_copy (const Snapshot *from)
{
  Snapshot *copy = g_memdup2 (from, sizeof *from);

  copy->done = g_array_copy (from->done);
  copy->estimate = g_array_copy (from->estimate);
  return copy;
}

static void
sample_task_free (gpointer data)
{
  SampleTask *task = data;

  qd_bayes_question_free (task->question);
  snapshot_clear (&task->live);
  g_free (task);
}

static void
sample_result_free (gpointer data)
{
  SampleResult *result = data;

  snapshot_clear (&result->run);
  qd_bayes_answer_clear (&result->answer);
  g_clear_error (&result->error);
  g_free (result);
}

static void
on_progress (gpointer data, guint64 n_done, const double *estimate, guint64 n_kept, double effective)
{
  SampleTask *task = data;
  double p = estimate != NULL ? estimate[0] : NAN;

  g_array_append_val (task->live.done, n_done);
  g_array_append_val (task->live.estimate, p);
  task->live.n_kept = n_kept;
  task->live.effective = effective;
  if (qd_job_publish_due (task->job, LIVE_INTERVAL_MS))
    {
      qd_progress_set (&qd_job_get_progress (task->job)->done, n_done);
      qd_job_publish (task->job, snapshot_copy (&task->live), snapshot_free);
    }
}

/* The exact answer by variable elimination, when the network allows it. */
static double
exact_answer (SampleTask *task)
{
  QdBayesQuestion *q = task->question;
  QdBayesAskOptions options = q->options;
  QdBayesAnswer answer = { 0 };
  double p = NAN;

  options.algorithm = QD_BAYES_VE;
  options.on_progress = NULL;
  if (qd_bayes_ask (q->engine->net, q->query, q->evidence, &options, &answer, NULL) &&
      answer.status == QD_BELIEF_OK)
    p = answer.posterior[0];
  qd_bayes_answer_clear (&answer);
  return p;
}

static gpointer
sample_worker (QdJob *job, gpointer data, GError **error)
{
  SampleTask *task = data;
  QdBayesQuestion *q = task->question;
  SampleResult *result = g_new0 (SampleResult, 1);

  task->job = job;
  q->options.stop = qd_job_get_stop_flag (job);
  q->options.on_progress = on_progress;
  q->options.every = MAX (q->options.samples / POINTS, 1);
  q->options.data = task;
  g_mutex_lock (&q->engine->lock);
  task->live.exact = exact_answer (task);
  qd_bayes_ask (q->engine->net, q->query, q->evidence, &q->options, &result->answer, &result->error);
  g_mutex_unlock (&q->engine->lock);
  result->run = task->live;
  task->live.done = task->live.estimate = NULL;
  qd_big_release ();   /* the tables kept between steps go back */
  return result;
}

/* ------------------------------------------------------------ showing */

static void
show_run (QdBayesPage *self, const Snapshot *run)
{
  const QdBayesNode *node = qd_bayes_net_node (self->net, self->sample_query);
  guint n = run->done->len;
  guint64 done = n > 0 ? g_array_index (run->done, guint64, n - 1) : 0;
  g_autofree char *label = g_strdup_printf ("P(%s = %s | e)", node->name, node->states[0]);
  g_autofree char *count = qd_format_count (done);
  g_autofree char *kept = qd_format_count (run->n_kept);
  g_autofree char *rejected = qd_format_count (done - MIN (run->n_kept, done));
  g_autofree char *effective = qd_format_grouped (run->effective, 0);
  g_autofree char *estimate = NULL;
  g_autofree char *exact = NULL;
  g_autofree char *kept_line = NULL;
  g_autofree char *effective_line = NULL;
  QdBayesConvergence plot = {
    .label = label, .sampler = qd_bayes_algorithm_label (QD_BAYES_PRIOR + adw_combo_row_get_selected (self->sampler_row)),
    .n_done = (const guint64 *) run->done->data, .estimate = (const double *) run->estimate->data, .n_points = n,
    .exact = run->exact, .n_kept = run->n_kept, .effective = run->effective,
  };

  estimate = n > 0 && !isnan (g_array_index (run->estimate, double, n - 1))
    ? g_strdup_printf (_("%s ≈ %.4f after %s samples"), label, g_array_index (run->estimate, double, n - 1), count)
    : g_strdup_printf (_("%s: no sample kept yet"), label);
  exact = isnan (run->exact) ? g_strdup (_("The exact answer is out of reach for this network."))
                             : g_strdup_printf (_("Exact, by variable elimination: %.4f"), run->exact);
  kept_line = g_strdup_printf (_("Samples kept: %s; rejected: %s"), kept, rejected);
  effective_line = g_strdup_printf (_("Effective sample size: %s"), effective);
  gtk_label_set_label (self->sample_estimate_label, estimate);
  gtk_label_set_label (self->sample_exact_label, exact);
  gtk_label_set_label (self->sample_kept_label, kept_line);
  gtk_label_set_label (self->sample_effective_label, effective_line);
  g_clear_pointer (&self->sample_plot, qd_plot_free);
  self->sample_plot = qd_bayes_convergence_plot_new (&plot);
  gtk_widget_set_visible (GTK_WIDGET (self->sample_view), n > 0);
  qd_canvas_contents_changed (QD_CANVAS (self->sample_view));
}

static void
on_sample_progress (QdJob *job, QdBayesPage *self)
{
  const Snapshot *snapshot = qd_job_get_snapshot (job);

  if (snapshot != NULL && self->sampling)
    show_run (self, snapshot);
}

static void
on_sample_done (QdPage *page, QdJob *job)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  SampleResult *result = qd_job_get_result (job);

  self->sampling = FALSE;
  if (result != NULL && result->error != NULL)
    {
      gtk_label_set_label (self->sample_estimate_label, result->error->message);
      qd_page_toast (page, result->error->message);
    }
  else if (result != NULL)
    {
      show_run (self, &result->run);
      qd_bayes_page_set_status (self, result->answer.status == QD_BELIEF_STOPPED ? _("Sampling stopped.")
                                                                                 : _("Sampling done."));
    }
  qd_bayes_page_update_actions (self);
}

static void
sample_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  QdBayesQuestion *question = qd_bayes_question_new (self);
  SampleTask *task;
  QdJob *job;

  if (question == NULL)
    return;
  task = g_new0 (SampleTask, 1);
  task->question = question;
  question->options.algorithm = QD_BAYES_PRIOR + adw_combo_row_get_selected (self->sampler_row);
  /* The exact answer beside: by the default order, whatever Eliminate has typed. */
  question->options.heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  g_clear_pointer (&question->order, g_free);
  task->live.done = g_array_new (FALSE, FALSE, sizeof (guint64));
  task->live.estimate = g_array_new (FALSE, FALSE, sizeof (double));
  task->live.exact = NAN;
  self->sample_query = self->selected;
  self->sampling = TRUE;
  self->job_marginals = FALSE;
  job = qd_page_start_job (QD_PAGE (self), _("Sampling"), sample_worker, task, sample_task_free, sample_result_free,
                           on_sample_done);
  qd_job_set_interval (job, LIVE_INTERVAL_MS);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_sample_progress), self, 0);
  qd_bayes_page_set_status (self, _("Sampling…"));
  qd_bayes_page_update_actions (self);
}

static const GActionEntry actions[] = {
  { "sample", sample_activated },
};

void
qd_bayes_sample_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  adw_combo_row_set_selected (self->sampler_row, QD_BAYES_LIKELIHOOD - QD_BAYES_PRIOR);
  qd_picture_view_set_plot (self->sample_view, &self->sample_plot, 320, 200);
  qd_picture_view_set_fill (self->sample_view, 0.6);
  qd_picture_view_set_role (self->sample_view, QD_PICTURE_CHART);
  gtk_widget_set_visible (GTK_WIDGET (self->sample_view), FALSE);
}

void
qd_bayes_sample_reset (QdBayesPage *self)
{
  GtkLabel *labels[] = { self->sample_estimate_label, self->sample_exact_label, self->sample_kept_label,
                         self->sample_effective_label };

  self->sampling = FALSE;
  g_clear_pointer (&self->sample_plot, qd_plot_free);
  gtk_widget_set_visible (GTK_WIDGET (self->sample_view), FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    gtk_label_set_label (labels[i], "");
}

void
qd_bayes_sample_free (QdBayesPage *self)
{
  g_clear_pointer (&self->sample_plot, qd_plot_free);
}
