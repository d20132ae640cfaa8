/* qd-bayes-run-report.c — the report of a question asked of a Bayesian
 * network (qd-bayes-run-report.h): the network and its picture, the
 * question, the answer, variable elimination's steps and the factor chart,
 * a sampler's convergence, a decision network's policy. */
#include "config.h"
#include "qd-bayes-run-report.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-belief-decide.h"
#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "render/bayes/qd-bayes-plot.h"
#include "render/bayes/qd-bayes-render-private.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

QD_PROBLEM_DECLARE (bayes)

#define PAGE_WIDTH      480.0   /* a figure's width on the page, in points */
#define PLOT_HEIGHT     300.0
#define PLOT_POINTS_GROW 1.08   /* the convergence plot keeps a point each 8 % more samples */
#define PROGRESS_POINTS 2000    /* progress reports asked of a sampler */
#define VPI_MAX_NODES   60      /* larger networks get no VPI table */

/* ---- figures */

/* A chart of qd-bayes-plot.h's form, render (cr, width, height, what,
 * palette), as a report's figure. */
typedef void (*ChartRender) (cairo_t *cr, double width, double height, gconstpointer what, const QdPalette *palette);

typedef struct {
  ChartRender render;
  gconstpointer what;
  const QdPalette *palette;
} Figure;

#define FIGURE(render_, what_, palette_) \
  ((Figure) { .render = (ChartRender) (void (*) (void)) (render_), .what = (what_), .palette = (palette_) })

static void
draw_figure (cairo_t *cr, double width, double height, gpointer data)
{
  Figure *f = data;

  f->render (cr, width, height, f->what, f->palette);
}

/* ---- the network */

static void
add_network_figure (QdReportSection *section, const char *caption, const char *name, QdBayesNet *net,
                    QdBayesRenderOptions *o)
{
  double width, height;

  o->detail = QD_BAYES_RENDER_FULL;
  qd_bayes_render_get_size (net, o, &width, &height);
  /* Too small on the page to read the rows: names only. */
  if (PAGE_WIDTH / width < QD_BAYES_RENDER_COMPACT_ZOOM)
    o->detail = QD_BAYES_RENDER_COMPACT;
  qd_run_report_add_fitted (section, caption, name, width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_bayes_render, net, o));
}

static char *
count_text (guint64 n)
{
  return qd_format_count (n);
}

static void
add_instance (QdReport *report, const QdBayesRun *run, QdBayesNet *net, double **marginals, const double *utility)
{
  QdReportSection *section;
  guint n = qd_bayes_net_n_nodes (net), kinds[3] = { 0 }, arcs = 0;
  guint64 entries = 0;
  g_autofree char *nodes = NULL, *arcs_text = NULL, *entries_text = NULL;
  g_autofree guint8 *marks = g_new0 (guint8, MAX (n, 1));
  QdBayesRenderOptions o;

  for (guint v = 0; v < n; v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      guint64 rows = 1;

      kinds[node->kind]++;
      arcs += node->n_parents;
      for (guint j = 0; j < node->n_parents; j++)
        rows *= qd_bayes_net_node (net, node->parents[j])->n_states;
      entries += node->kind == QD_BELIEF_DECISION ? 0 : rows * node->n_states;
    }
  nodes = g_strdup_printf (_("%u (%u chance, %u decision, %u utility)"), n, kinds[QD_BELIEF_CHANCE],
                           kinds[QD_BELIEF_DECISION], kinds[QD_BELIEF_UTILITY]);
  arcs_text = count_text (arcs);
  entries_text = count_text (entries);
  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Network"), net->name);
  qd_report_add_pair (section, _("Nodes"), nodes);
  qd_report_add_pair (section, _("Arcs"), arcs_text);
  qd_report_add_pair (section, _("Table entries"), entries_text);
  qd_bayes_render_options_init (&o, qd_report_palette (report));
  o.marginals = (const double *const *) marginals;
  o.evidence = run->evidence;
  o.utility = utility;
  if (run->query >= 0)
    marks[run->query] = QD_BAYES_MARK_QUERY;
  o.marks = marks;
  add_network_figure (section, marginals != NULL
                      ? _("The network: each node’s posterior given the evidence (observed nodes filled)")
                      : _("The network (observed nodes filled)"), "network", net, &o);
}

/* ---- the question */

static void
add_settings (QdReport *report, const QdBayesRun *run, QdBayesNet *net, const QdBayesAskOptions *ask)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *evidence = run->evidence != NULL ? qd_bayes_evidence_to_string (net, run->evidence) : NULL;

  if (run->query >= 0)
    qd_report_add_pair (section, _("Query"), qd_bayes_net_node (net, run->query)->name);
  qd_report_add_pair (section, _("Evidence"), evidence != NULL && *evidence ? evidence : _("none"));
  qd_report_add_pair (section, _("Algorithm"), qd_bayes_algorithm_label (ask->algorithm));
  if (ask->algorithm == QD_BAYES_VE)
    qd_report_add_pair (section, _("Elimination order"),
                        ask->heuristic == QD_BELIEF_ORDER_GIVEN && ask->order != NULL
                        ? ask->order : qd_belief_order_label (ask->heuristic));
  if (qd_bayes_algorithm_is_exact (ask->algorithm))
    qd_report_add_pair (section, _("Pruning"), ask->prune ? _("barren and d-separated nodes left out") : _("none"));
  else
    {
      qd_run_report_add_count (section, _("Samples"), ask->samples);
      qd_run_report_add_count (section, _("Seed"), ask->seed);
      if (ask->algorithm == QD_BAYES_GIBBS)
        qd_run_report_add_count (section, _("Burn-in sweeps"), ask->burn_in);
    }
}

static char *
probability_c (double p)
{
  return qd_format_c ("%.6f", p);
}

static void
add_posterior (QdReportSection *section, QdBayesNet *net, guint query, const QdBayesAnswer *answer)
{
  const QdBayesNode *node = qd_bayes_net_node (net, query);
  const char *header[] = { _("State"), _("Probability"), NULL };
  g_autofree char *caption = g_strdup_printf (_("P(%s | evidence)"), node->name);
  QdReportBlock *table = qd_report_add_table (section, caption, "posterior", header);

  for (guint s = 0; s < node->n_states; s++)
    {
      g_autofree char *p = probability_c (answer->posterior[s]);
      const char *row[] = { node->states[s], p, NULL };

      qd_report_add_row (table, row);
    }
}

static void
add_answer_pairs (QdReportSection *section, const QdBayesAnswer *answer, gboolean exact)
{
  if (exact)
    {
      g_autofree char *pe = qd_format_c ("%.6g", answer->evidence_probability);
      g_autofree char *largest = qd_format_grouped (answer->largest, 0);

      qd_report_add_pair (section, _("P(evidence)"), pe);
      qd_report_add_pair (section, _("Largest product joined (entries)"), largest);
      qd_run_report_add_count (section, _("Variables pruned"), answer->n_pruned);
    }
  else
    {
      g_autofree char *ess = qd_format_grouped (answer->effective, 1);

      qd_run_report_add_count (section, _("Samples kept"), answer->n_kept);
      qd_report_add_pair (section, _("Effective sample size"), ess);
    }
}

/* ---- elimination's steps */

static void
add_steps_table (QdReportSection *section, QdBayesNet *net, guint query, GPtrArray *steps)
{
  const char *header[] = { _("Step"), _("Summed out"), _("Factors joined"), _("New factor"), _("Entries"), NULL };
  QdReportBlock *table = qd_report_add_table (section, _("Variable elimination, step by step"), "steps", header);

  for (guint i = 0; i < steps->len; i++)
    {
      const QdBayesStepRecord *r = g_ptr_array_index (steps, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *scope = qd_bayes_scope_text (net, r->scope, r->n_scope);
      g_autofree char *size = qd_format_c ("%.0f", r->size);
      const char *row[] = { number, r->var == G_MAXUINT ? _("(the query’s product)") : qd_bayes_step_name (net, r, query),
                            r->joined, scope, size, NULL };

      qd_report_add_row (table, row);
    }
}

/* One order's sizes and names for the chart (arrays owned by the caller). */
static void
order_sizes (QdBayesNet *net, guint query, GPtrArray *steps, const char *label, QdBayesOrderSizes *out,
             double *sizes, const char **names)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const QdBayesStepRecord *r = g_ptr_array_index (steps, i);

      sizes[i] = r->size;
      names[i] = qd_bayes_step_name (net, r, query);
    }
  *out = (QdBayesOrderSizes) { .label = label, .sizes = sizes, .names = names, .n_steps = steps->len };
}

/* The run's order beside another heuristic's (min-degree, or min-fill when
 * the run's is min-degree). */
static void
add_factor_chart (QdReport *report, QdReportSection *section, QdBayesNet *net, const QdBayesRun *run,
                  const QdBayesAskOptions *ask, GPtrArray *steps)
{
  QdBayesAskOptions other = *ask;
  g_autoptr(GPtrArray) others = NULL;
  QdBayesAnswer answer = { 0 };
  QdBayesOrderSizes orders[2];
  QdBayesFactorChart chart = { .orders = orders, .step = -1 };
  g_autofree double *sizes = NULL;
  g_autofree const char **names = NULL;
  double width, height;
  guint most;

  other.heuristic = ask->heuristic == QD_BELIEF_ORDER_MIN_DEGREE ? QD_BELIEF_ORDER_MIN_FILL
                                                                  : QD_BELIEF_ORDER_MIN_DEGREE;
  other.order = NULL;
  others = qd_bayes_steps_record (net, run->query, run->evidence, &other, &answer, NULL);
  qd_bayes_answer_clear (&answer);
  most = steps->len + (others != NULL ? others->len : 0);
  sizes = g_new (double, MAX (most, 1));
  names = g_new (const char *, MAX (most, 1));
  order_sizes (net, run->query, steps, ask->heuristic == QD_BELIEF_ORDER_GIVEN ? _("the order given")
               : qd_belief_order_label (ask->heuristic), &orders[0], sizes, names);
  chart.n_orders = 1;
  if (others != NULL)
    {
      order_sizes (net, run->query, others, qd_belief_order_label (other.heuristic), &orders[1],
                   sizes + steps->len, names + steps->len);
      chart.n_orders = 2;
    }
  qd_bayes_factor_chart_get_size (&chart, &width, &height);
  qd_run_report_add_fitted (section, chart.n_orders == 2
                            ? _("The size of the factor each step makes, two orders compared")
                            : _("The size of the factor each step makes"), "factors", width, height,
                            draw_figure, &FIGURE (qd_bayes_render_factor_chart, &chart, qd_report_palette (report)));
}

static void
add_steps (QdReport *report, QdReportSection *section, QdBayesNet *net, const QdBayesRun *run,
           const QdBayesAskOptions *ask)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) steps = NULL;
  QdBayesAnswer answer = { 0 };

  steps = qd_bayes_steps_record (net, run->query, run->evidence, ask, &answer, &error);
  qd_bayes_answer_clear (&answer);
  if (steps == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Variable elimination’s steps are not shown: %s"), error->message);

      qd_report_add_paragraph (section, text);
      return;
    }
  add_steps_table (section, net, run->query, steps);
  add_factor_chart (report, section, net, run, ask, steps);
}

/* ---- sampling */

typedef struct {
  GArray *n_done;             /* guint64 */
  GArray *estimate;           /* double */
  guint64 next;               /* the next report kept */
} Progress;

static void
on_progress (gpointer data, guint64 n_done, const double *estimate, guint64 n_kept, double effective)
{
  Progress *p = data;

  if (estimate == NULL || n_done < p->next)
    return;
  g_array_append_val (p->n_done, n_done);
  g_array_append_val (p->estimate, estimate[0]);
  p->next = MAX (n_done + 1, (guint64) ceil (n_done * PLOT_POINTS_GROW));
}

/* The sampler's answer, its progress recorded in P for the plot. */
static gboolean
ask_sampling (QdBayesNet *net, const QdBayesRun *run, const QdBayesAskOptions *ask, QdBayesAnswer *answer,
              Progress *p, GError **error)
{
  QdBayesAskOptions o = *ask;

  o.on_progress = on_progress;
  o.every = MAX (1, ask->samples / PROGRESS_POINTS);
  o.data = p;
  return qd_bayes_ask (net, run->query, run->evidence, &o, answer, error);
}

static void
add_convergence (QdReport *report, QdReportSection *section, QdBayesNet *net, const QdBayesRun *run,
                 const QdBayesAskOptions *ask, const QdBayesAnswer *answer, const Progress *p)
{
  const QdBayesNode *node = qd_bayes_net_node (net, run->query);
  g_autofree char *label = g_strdup_printf ("P(%s = %s | e)", node->name, node->states[0]);
  QdBayesAskOptions exact_o = *ask;
  QdBayesAnswer exact = { 0 };
  QdBayesConvergence c = { .label = label, .sampler = qd_bayes_algorithm_label (ask->algorithm),
                           .n_done = (const guint64 *) (gpointer) p->n_done->data,
                           .estimate = (const double *) (gpointer) p->estimate->data, .n_points = p->n_done->len,
                           .n_kept = answer->n_kept, .effective = answer->effective, .exact = NAN };

  if (p->n_done->len == 0)
    return;
  exact_o.algorithm = QD_BAYES_VE;
  exact_o.on_progress = NULL;
  if (qd_bayes_ask (net, run->query, run->evidence, &exact_o, &exact, NULL) && exact.posterior != NULL)
    c.exact = exact.posterior[0];
  qd_report_add_figure (section, _("The estimate against the number of samples, beside the exact answer"),
                        "convergence", PAGE_WIDTH, PLOT_HEIGHT, draw_figure,
                        &FIGURE (qd_bayes_render_convergence, &c, qd_report_palette (report)));
  qd_bayes_answer_clear (&exact);
}

static void
add_results (QdReport *report, const QdBayesRun *run, QdBayesNet *net, const QdBayesAskOptions *ask)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  gboolean exact = qd_bayes_algorithm_is_exact (ask->algorithm);
  Progress p = { g_array_new (FALSE, FALSE, sizeof (guint64)), g_array_new (FALSE, FALSE, sizeof (double)), 1 };
  g_autoptr(GError) error = NULL;
  QdBayesAnswer answer = { 0 };
  gboolean ok;

  if (exact)
    ok = qd_bayes_ask (net, run->query, run->evidence, ask, &answer, &error);
  else
    ok = ask_sampling (net, run, ask, &answer, &p, &error);
  if (!ok || answer.posterior == NULL)
    qd_report_add_paragraph (section, error != NULL ? error->message : _("The question was stopped."));
  else
    {
      add_posterior (section, net, run->query, &answer);
      add_answer_pairs (section, &answer, exact);
      if (exact)
        add_steps (report, section, net, run, ask);
      else
        add_convergence (report, section, net, run, ask, &answer, &p);
    }
  qd_bayes_answer_clear (&answer);
  g_array_unref (p.n_done);
  g_array_unref (p.estimate);
}

/* ---- decisions */

/* The parents' states of configuration I (odometer, last fastest) in words. */
static char *
info_text (QdBayesNet *net, const QdBayesNode *decision, guint i)
{
  GString *out = g_string_new (NULL);

  for (guint j = decision->n_parents; j-- > 0;)
    {
      const QdBayesNode *parent = qd_bayes_net_node (net, decision->parents[j]);
      guint s = i % parent->n_states;

      i /= parent->n_states;
      g_string_prepend (out, parent->states[s]);
      g_string_prepend (out, "=");
      g_string_prepend (out, parent->name);
      if (j > 0)
        g_string_prepend (out, ", ");
    }
  if (out->len == 0)
    g_string_append (out, _("(nothing observed)"));
  return g_string_free (out, FALSE);
}

static void
add_policy_table (QdReportSection *section, QdBayesNet *net, const QdBeliefDecision *d)
{
  const QdBayesNode *node = qd_bayes_net_node (net, d->decision);
  g_autoptr(GPtrArray) header = g_ptr_array_new_with_free_func (g_free);
  QdReportBlock *table;

  g_ptr_array_add (header, g_strdup (_("Observed")));
  g_ptr_array_add (header, g_strdup (_("Best choice")));
  for (guint s = 0; s < node->n_states; s++)
    g_ptr_array_add (header, g_strdup_printf (_("EU(%s)"), node->states[s]));
  g_ptr_array_add (header, NULL);
  table = qd_report_add_table (section, _("The policy: the best choice for each observation"), "policy",
                               (const char *const *) header->pdata);
  for (guint i = 0; i < d->n_info; i++)
    {
      g_autoptr(GPtrArray) row = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (row, info_text (net, node, i));
      g_ptr_array_add (row, g_strdup (node->states[d->policy[i]]));
      for (guint s = 0; s < node->n_states; s++)
        {
          double eu = d->expected[i * node->n_states + s];

          g_ptr_array_add (row, isfinite (eu) ? qd_format_c ("%.4f", eu) : g_strdup ("—"));
        }
      g_ptr_array_add (row, NULL);
      qd_report_add_row (table, (const char *const *) row->pdata);
    }
}

/* Node v is D or below it (its VPI is not asked). */
static gboolean
below (QdBayesNet *net, guint v, guint decision)
{
  const QdBayesNode *node = qd_bayes_net_node (net, v);

  if (v == decision)
    return TRUE;
  for (guint j = 0; j < node->n_parents; j++)
    if (below (net, node->parents[j], decision))
      return TRUE;
  return FALSE;
}

static void
add_vpi_table (QdReportSection *section, QdBayesNet *net, const gint *evidence, guint decision)
{
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);
  const char *header[] = { _("Node"), _("Value of perfect information"), NULL };
  QdReportBlock *table = NULL;

  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (net, v);
      g_autofree char *value = NULL;
      double vpi;

      if (node->kind != QD_BELIEF_CHANCE || (evidence != NULL && evidence[v] >= 0) || below (net, v, decision)
          || qd_belief_vpi (numbers, evidence, v, 0, NULL, &vpi) != QD_BELIEF_OK)
        continue;
      if (table == NULL)
        table = qd_report_add_table (section, _("The value of perfect information of each chance node"), "vpi",
                                     header);
      value = qd_format_c ("%.4f", vpi);
      qd_report_add_row (table, (const char *const[]) { node->name, value, NULL });
    }
}

static void
add_decision (QdReport *report, const QdBayesRun *run, QdBayesNet *net)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);
  QdBeliefDecision d = { 0 };
  g_autofree char *meu = NULL;

  if (qd_bayes_net_decision (net) < 0 || numbers == NULL)
    return;
  if (qd_belief_decide (numbers, run->evidence, 0, NULL, &d) != QD_BELIEF_OK)
    {
      qd_report_add_paragraph (section, _("The best decision could not be computed (impossible evidence, or a "
                                          "factor too big)."));
      qd_belief_decision_clear (&d);
      return;
    }
  meu = qd_format_c ("%.4f", d.meu);
  qd_report_add_pair (section, _("Maximum expected utility"), meu);
  add_policy_table (section, net, &d);
  if (qd_bayes_net_n_nodes (net) <= VPI_MAX_NODES)
    add_vpi_table (section, net, run->evidence, d.decision);
  qd_belief_decision_clear (&d);
}

/* What the picture shows of a decision: how often the policy makes each
 * choice (Σ P(i) over the observations i where it is best), not the engine's
 * uniform stand-in; a lone utility node's expected utility, the MEU. */
static void
decision_look (QdBayesNet *net, const gint *evidence, double **marginals, double *utility)
{
  const QdBeliefNet *numbers = qd_bayes_net_numbers (net);
  guint n = qd_bayes_net_n_nodes (net), n_utility = 0;
  gint decision = qd_bayes_net_decision (net);
  QdBeliefDecision d = { 0 };

  for (guint v = 0; v < n; v++)
    {
      utility[v] = NAN;
      n_utility += qd_bayes_net_node (net, v)->kind == QD_BELIEF_UTILITY;
    }
  if (decision < 0 || numbers == NULL || qd_belief_decide (numbers, evidence, 0, NULL, &d) != QD_BELIEF_OK)
    {
      qd_belief_decision_clear (&d);
      return;
    }
  g_free (marginals[decision]);
  marginals[decision] = g_new0 (double, qd_bayes_net_node (net, decision)->n_states);
  for (guint i = 0; i < d.n_info; i++)
    if (isfinite (d.info_probability[i]))
      marginals[decision][d.policy[i]] += d.info_probability[i];
  for (guint v = 0; v < n && n_utility == 1; v++)
    if (qd_bayes_net_node (net, v)->kind == QD_BELIEF_UTILITY)
      utility[v] = d.meu;
  qd_belief_decision_clear (&d);
}

/* ---- the whole */

void
qd_bayes_run_report_add (QdReport *report, const QdBayesRun *run)
{
  g_autoptr(QdBayesNet) net = NULL;
  QdBayesAskOptions defaults;
  const QdBayesAskOptions *ask = run->ask;
  g_autofree double *utility = NULL;
  double **marginals;

  g_return_if_fail (report != NULL && run != NULL && run->net != NULL);
  net = qd_bayes_net_copy (run->net);
  qd_bayes_layout_ensure (net, NULL);
  if (ask == NULL)
    {
      qd_bayes_ask_options_init (&defaults);
      ask = &defaults;
    }
  marginals = qd_bayes_render_marginals_new (net, run->evidence, 0, NULL);
  utility = g_new (double, MAX (qd_bayes_net_n_nodes (net), 1));
  if (run->decide && marginals != NULL)
    decision_look (net, run->evidence, marginals, utility);
  else
    for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
      utility[v] = NAN;
  add_instance (report, run, net, marginals, utility);
  qd_bayes_render_marginals_free (marginals, qd_bayes_net_n_nodes (net));
  if (run->query >= 0)
    {
      add_settings (report, run, net, ask);
      add_results (report, run, net, ask);
    }
  if (run->decide)
    add_decision (report, run, net);
  if (run->argv != NULL)
    qd_report_add_command (report, run->argv);
}

QdReport *
qd_bayes_run_report_new (const QdBayesRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_bayes_problem, run->path, run->net->name, palette);

  qd_bayes_run_report_add (report, run);
  return report;
}
