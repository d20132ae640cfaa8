/* qd-bayes-page-query.c — the Query mode: every node's marginal P(X | e)
 * live, by the junction tree (core/qd-belief-tree.h) compiled once per
 * network and propagated on a worker after each evidence change; P(e);
 * evidence of probability 0 refused with a toast naming it (the click
 * undone); and the selected node's posterior by any algorithm, through
 * qd_bayes_ask as the command asks it.  A decision network's policy, EU
 * and VPIs are computed by the same job (qd-bayes-page-decide.c shows
 * them). */
#include "config.h"
#include "qd-bayes-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

/* ------------------------------------------------------------ marginals */

typedef struct {
  QdBayesEngine *engine;
  gint *evidence;
  gint *previous;            /* the evidence before the click, restored when impossible */
  guint n;
  gboolean decide;
} MarginalTask;

typedef struct {
  QdBeliefStatus status;
  double **marginals;        /* n pointers, NULL for utility nodes */
  guint n;
  double evidence_probability;
  double largest;            /* a refused tree's largest clique */
  QdBeliefDecision decision;
  gboolean decided;
  double *vpi;               /* n: NAN where not asked */
  gint *previous;            /* the task's */
} MarginalResult;

static void
marginal_task_free (gpointer data)
{
  MarginalTask *task = data;

  qd_bayes_engine_unref (task->engine);
  g_free (task->evidence);
  g_free (task->previous);
  g_free (task);
}

static void
marginal_result_free (gpointer data)
{
  MarginalResult *result = data;

  for (guint v = 0; v < result->n && result->marginals != NULL; v++)
    g_free (result->marginals[v]);
  g_free (result->marginals);
  qd_belief_decision_clear (&result->decision);
  g_free (result->vpi);
  g_free (result->previous);
  g_free (result);
}

/* The tree, compiled by the first job that needs it (the engine's lock held). */
static QdBeliefTree *
engine_tree (QdBayesEngine *engine, const gint *stop, QdBeliefStatus *status)
{
  if (!engine->tree_tried)
    {
      engine->tree = qd_belief_tree_new (qd_bayes_net_numbers (engine->net), QD_BELIEF_ORDER_WEIGHTED_MIN_FILL, 0,
                                         stop, status, &engine->tree_largest, NULL);
      /* A stopped compilation is tried again by the next job. */
      engine->tree_tried = engine->tree != NULL || *status != QD_BELIEF_STOPPED;
    }
  if (engine->tree == NULL && engine->tree_tried)
    *status = QD_BELIEF_TOO_BIG;
  return engine->tree;
}

/* The decision, and the VPI of every unobserved chance node (those a
 * decision cannot see: its descendants, refused by the engine, left NAN). */
static void
decide (MarginalTask *task, MarginalResult *result, const gint *stop)
{
  const QdBeliefNet *net = qd_bayes_net_numbers (task->engine->net);

  result->decided = qd_belief_decide (net, task->evidence, 0, stop, &result->decision) == QD_BELIEF_OK;
  result->vpi = g_new (double, task->n);
  for (guint v = 0; v < task->n; v++)
    {
      double vpi = NAN;

      if (result->decided && net->kind[v] == QD_BELIEF_CHANCE && task->evidence[v] < 0 &&
          qd_belief_vpi (net, task->evidence, v, 0, stop, &vpi) != QD_BELIEF_OK)
        vpi = NAN;
      result->vpi[v] = vpi;
    }
}

static gpointer
marginal_worker (QdJob *job, gpointer data, GError **error)
{
  MarginalTask *task = data;
  MarginalResult *result = g_new0 (MarginalResult, 1);
  const gint *stop = qd_job_get_stop_flag (job);
  QdBeliefTree *tree;

  result->n = task->n;
  result->status = QD_BELIEF_OK;
  result->previous = g_steal_pointer (&task->previous);
  g_mutex_lock (&task->engine->lock);
  tree = engine_tree (task->engine, stop, &result->status);
  result->largest = task->engine->tree_largest;
  if (tree != NULL)
    result->status = qd_belief_tree_propagate (tree, task->evidence, stop);
  if (tree != NULL && result->status == QD_BELIEF_OK)
    {
      result->marginals = g_new0 (double *, task->n);
      for (guint v = 0; v < task->n; v++)
        {
          const double *p = qd_belief_tree_marginal (tree, v);

          if (p != NULL)
            result->marginals[v] = g_memdup2 (p, sizeof (double) * qd_bayes_net_node (task->engine->net, v)->n_states);
        }
      result->evidence_probability = qd_belief_tree_evidence_probability (tree);
    }
  if (task->decide && result->status == QD_BELIEF_OK)
    decide (task, result, stop);
  g_mutex_unlock (&task->engine->lock);
  qd_big_release ();   /* the tables kept between steps go back */
  return result;
}

static void
clear_marginals (QdBayesPage *self)
{
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  for (guint v = 0; self->marginals != NULL && v < self->marginal_count; v++)
    g_free (self->marginals[v]);
  g_free (self->marginals);
  self->marginals = g_new0 (double *, MAX (n, 1));
  self->marginal_count = n;
  self->marginals_valid = FALSE;
  self->evidence_probability = NAN;
}

static void
impossible (QdBayesPage *self, const MarginalResult *result)
{
  g_autofree char *evidence = qd_bayes_page_evidence_text (self);
  g_autofree char *message = g_strdup_printf (_("Impossible evidence: P(%s) = 0; the last observation was undone"),
                                              evidence);

  qd_page_toast (QD_PAGE (self), message);
  qd_bayes_page_set_status (self, message);
  memcpy (self->evidence, result->previous, sizeof (gint) * result->n);
  qd_bayes_page_keep_evidence (self);
}

static void
on_marginals_done (QdPage *page, QdJob *job)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  MarginalResult *result = qd_job_get_result (job);

  self->job_marginals = FALSE;
  if (result == NULL || result->status == QD_BELIEF_STOPPED)
    qd_bayes_page_set_status (self, _("Stopped before the posteriors were known."));
  else if (result->status == QD_BELIEF_IMPOSSIBLE)
    {
      impossible (self, result);
      qd_bayes_query_update (self);
      return;
    }
  else if (result->status == QD_BELIEF_TOO_BIG)
    {
      g_autofree char *size = qd_format_grouped (result->largest, 0);
      g_autofree char *text = g_strdup_printf (_("The junction tree’s largest clique would hold %s entries: too "
                                                 "big to show every posterior (Eliminate and Sample still work)."),
                                               size);

      qd_bayes_page_set_status (self, text);
    }
  else
    {
      for (guint v = 0; v < result->n && v < self->marginal_count; v++)
        {
          g_free (self->marginals[v]);
          self->marginals[v] = g_steal_pointer (&result->marginals[v]);
        }
      self->marginals_valid = TRUE;
      self->evidence_probability = result->evidence_probability;
      qd_bayes_decide_show (self, result->decided ? &result->decision : NULL, result->vpi);
    }
  qd_bayes_query_show (self);
  qd_bayes_page_refresh (self);
  qd_bayes_page_update_actions (self);
}

/* The evidence before the click (PREVIOUS, taken) is what an impossible
 * answer goes back to. */
static void
start_marginals (QdBayesPage *self, gint *previous)
{
  guint n = qd_bayes_net_n_nodes (self->net);
  MarginalTask *task;

  if (self->engine == NULL)
    {
      g_free (previous);
      return;
    }
  task = g_new0 (MarginalTask, 1);
  task->engine = qd_bayes_engine_ref (self->engine);
  task->n = n;
  task->evidence = g_memdup2 (self->evidence, sizeof (gint) * MAX (n, 1));
  task->previous = previous != NULL ? previous : g_memdup2 (self->evidence, sizeof (gint) * MAX (n, 1));
  task->decide = qd_bayes_net_decision (self->net) >= 0;
  self->job_marginals = TRUE;
  self->sampling = FALSE;
  qd_page_start_job (QD_PAGE (self), _("Computing the posteriors"), marginal_worker, task, marginal_task_free,
                     marginal_result_free, on_marginals_done);
}

void
qd_bayes_query_update (QdBayesPage *self)
{
  clear_marginals (self);
  /* The canvas drew the arrays just freed. */
  qd_bayes_page_refresh (self);
  qd_bayes_query_show (self);
  start_marginals (self, NULL);
}

void
qd_bayes_query_toggle (QdBayesPage *self, guint node, gint state)
{
  gint *previous = g_memdup2 (self->evidence, sizeof (gint) * qd_bayes_net_n_nodes (self->net));

  if (qd_bayes_net_node (self->net, node)->kind == QD_BELIEF_UTILITY)
    {
      g_free (previous);
      return;
    }
  self->evidence[node] = state < 0 || self->evidence[node] == state ? -1 : state;
  qd_bayes_page_keep_evidence (self);
  /* The marginals stay on show until the new ones come: no flicker. */
  qd_bayes_eliminate_reset (self);
  qd_bayes_query_show (self);
  start_marginals (self, previous);
}

void
qd_bayes_query_cycle (QdBayesPage *self, guint node)
{
  const QdBayesNode *n = qd_bayes_net_node (self->net, node);
  gint next = self->evidence[node] + 1;

  if (n->kind == QD_BELIEF_UTILITY)
    return;
  qd_bayes_query_toggle (self, node, (guint) next < n->n_states ? next : self->evidence[node]);
}

/* ------------------------------------------------------------ the words */

void
qd_bayes_query_show (QdBayesPage *self)
{
  g_autofree char *evidence = qd_bayes_page_evidence_text (self);
  g_autofree char *text = g_strdup_printf (_("Evidence: %s"), evidence);

  gtk_label_set_label (self->evidence_label, text);
  if (isnan (self->evidence_probability))
    gtk_label_set_label (self->evidence_probability_label,
                         self->job_marginals ? _("Computing the posteriors…") : "");
  else
    {
      g_autofree char *p = g_strdup_printf ("%.6g", self->evidence_probability);
      g_autofree char *line = g_strdup_printf (_("P(e) = %s"), p);

      gtk_label_set_label (self->evidence_probability_label, line);
    }
}

/* ------------------------------------------------------------ one posterior */

void
qd_bayes_query_fill_options (QdBayesPage *self, QdBayesAskOptions *options)
{
  guint heuristic = adw_combo_row_get_selected (self->heuristic_row);

  qd_bayes_ask_options_init (options);
  options->algorithm = (QdBayesAlgorithm) adw_combo_row_get_selected (self->algorithm_row);
  options->heuristic = heuristic <= QD_BELIEF_ORDER_GIVEN ? (QdBeliefOrderHeuristic) heuristic
                                                          : QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  options->samples = (guint64) gtk_spin_button_get_value (self->samples_spin);
  options->seed = (guint64) gtk_spin_button_get_value (self->seed_spin);
}

QdBayesQuestion *
qd_bayes_question_new (QdBayesPage *self)
{
  QdBayesQuestion *question;

  if (self->engine == NULL || self->selected < 0)
    return NULL;
  question = g_new0 (QdBayesQuestion, 1);
  question->engine = qd_bayes_engine_ref (self->engine);
  question->query = (guint) self->selected;
  question->evidence = g_memdup2 (self->evidence, sizeof (gint) * MAX (self->evidence_count, 1));
  qd_bayes_query_fill_options (self, &question->options);
  if (question->options.heuristic == QD_BELIEF_ORDER_GIVEN)
    question->order = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->order_row)));
  return question;
}

void
qd_bayes_question_free (gpointer data)
{
  QdBayesQuestion *question = data;

  qd_bayes_engine_unref (question->engine);
  g_free (question->evidence);
  g_free (question->order);
  g_free (question);
}

typedef struct {
  QdBayesAnswer answer;
  GError *error;
  guint query;
  QdBayesAlgorithm algorithm;
} AskResult;

static void
ask_result_free (gpointer data)
{
  AskResult *result = data;

  qd_bayes_answer_clear (&result->answer);
  g_clear_error (&result->error);
  g_free (result);
}

static gpointer
ask_worker (QdJob *job, gpointer data, GError **error)
{
  QdBayesQuestion *task = data;
  AskResult *result = g_new0 (AskResult, 1);

  result->query = task->query;
  result->algorithm = task->options.algorithm;
  task->options.stop = qd_job_get_stop_flag (job);
  task->options.order = task->order;
  g_mutex_lock (&task->engine->lock);
  qd_bayes_ask (task->engine->net, task->query, task->evidence, &task->options, &result->answer, &result->error);
  g_mutex_unlock (&task->engine->lock);
  qd_big_release ();   /* the tables kept between steps go back */
  return result;
}

/* "true 0.2842, false 0.7158" */
static void
append_posterior (GString *text, const QdBayesNode *node, const double *posterior)
{
  for (guint s = 0; s < node->n_states; s++)
    g_string_append_printf (text, "%s%s %.4f", s > 0 ? ", " : "", node->states[s], posterior[s]);
}

static char *
describe_answer (QdBayesPage *self, const AskResult *result)
{
  const QdBayesAnswer *answer = &result->answer;
  const QdBayesNode *node = qd_bayes_net_node (self->net, result->query);
  g_autofree char *evidence = qd_bayes_page_evidence_text (self);
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, _("P(%s | %s) by %s:\n"), node->name, evidence,
                          qd_bayes_algorithm_label (result->algorithm));
  append_posterior (text, node, answer->posterior);
  if (qd_bayes_algorithm_is_exact (result->algorithm))
    g_string_append_printf (text, _("\nP(e) = %.6g"), answer->evidence_probability);
  else
    {
      g_autofree char *kept = qd_format_count (answer->n_kept);

      g_string_append_printf (text, _("\n%s samples kept, effective sample size %.0f"), kept, answer->effective);
    }
  if (answer->status == QD_BELIEF_STOPPED)
    g_string_append_printf (text, "\n%s", _("Stopped: the estimate so far."));
  return g_string_free (text, FALSE);
}

static void
on_ask_done (QdPage *page, QdJob *job)
{
  QdBayesPage *self = QD_BAYES_PAGE (page);
  AskResult *result = qd_job_get_result (job);
  g_autofree char *text = NULL;

  if (result == NULL)
    return;
  if (result->error != NULL)
    {
      gtk_label_set_label (self->posterior_label, result->error->message);
      qd_page_toast (page, result->error->message);
    }
  else if (result->answer.posterior != NULL)
    {
      text = describe_answer (self, result);
      gtk_label_set_label (self->posterior_label, text);
    }
  qd_bayes_page_update_actions (self);
}

static void
compute_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  QdBayesQuestion *task = qd_bayes_question_new (self);

  if (task == NULL)
    return;
  /* One posterior: the order is Eliminate's business. */
  task->options.heuristic = QD_BELIEF_ORDER_WEIGHTED_MIN_FILL;
  g_clear_pointer (&task->order, g_free);
  gtk_label_set_label (self->posterior_label, _("Computing…"));
  qd_page_start_job (QD_PAGE (self), _("Computing a posterior"), ask_worker, task, qd_bayes_question_free,
                     ask_result_free, on_ask_done);
}

static void
clear_evidence_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdBayesPage *self = data;
  guint n = self->net != NULL ? qd_bayes_net_n_nodes (self->net) : 0;

  for (guint v = 0; v < n; v++)
    self->evidence[v] = -1;
  qd_bayes_page_keep_evidence (self);
  qd_bayes_eliminate_reset (self);
  qd_bayes_query_update (self);
}

static const GActionEntry actions[] = {
  { "compute", compute_activated },
  { "clear-evidence", clear_evidence_activated },
};

void
qd_bayes_query_init (QdBayesPage *self)
{
  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  adw_combo_row_set_selected (self->algorithm_row, QD_BAYES_VE);
}

void
qd_bayes_query_free (QdBayesPage *self)
{
  for (guint v = 0; self->marginals != NULL && v < self->marginal_count; v++)
    g_free (self->marginals[v]);
  g_clear_pointer (&self->marginals, g_free);
}
