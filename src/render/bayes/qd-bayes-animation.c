/* qd-bayes-animation.c — sampling converging, and variable elimination
 * step by step, as animations (qd-bayes-animation.h). */
#include "config.h"
#include "qd-bayes-animation.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/bayes/qd-bayes-plot.h"
#include "render/bayes/qd-bayes-render-private.h"

#define PLOT_WIDTH      640.0
#define PLOT_HEIGHT     400.0
#define PROGRESS_REPORTS 4000   /* progress asked of the sampler, thinned to the frames */
#define Y_MARGIN        0.02    /* around the estimates on the probability axis */

/* ---- sampling */

typedef struct {
  GArray *n_done;              /* guint64 per frame */
  GArray *estimate;            /* double */
  GArray *kept;                /* guint64 */
  GArray *effective;           /* double */
  double grow;                 /* a frame each time the samples grow by this factor */
  guint64 next;
  guint state;
  double exact;
  char *label, *sampler;
} Sampling;

static void
sampling_free (gpointer data)
{
  Sampling *s = data;

  g_array_unref (s->n_done);
  g_array_unref (s->estimate);
  g_array_unref (s->kept);
  g_array_unref (s->effective);
  g_free (s->label);
  g_free (s->sampler);
  g_free (s);
}

static void
on_progress (gpointer data, guint64 n_done, const double *estimate, guint64 n_kept, double effective)
{
  Sampling *s = data;

  if (estimate == NULL || n_done < s->next)
    return;
  g_array_append_val (s->n_done, n_done);
  g_array_append_val (s->estimate, estimate[s->state]);
  g_array_append_val (s->kept, n_kept);
  g_array_append_val (s->effective, effective);
  s->next = MAX (n_done + 1, (guint64) ceil (n_done * s->grow));
}

/* The plot of the first STEP + 1 reports on the axes of the whole run. */
static QdPlot *
sampling_plot (const Sampling *s, guint step)
{
  QdBayesConvergence c = { .label = s->label, .sampler = s->sampler,
                           .n_done = (const guint64 *) (gpointer) s->n_done->data,
                           .estimate = (const double *) (gpointer) s->estimate->data, .n_points = step + 1,
                           .exact = s->exact, .n_kept = g_array_index (s->kept, guint64, step),
                           .effective = g_array_index (s->effective, double, step) };
  QdPlot *plot = qd_bayes_convergence_plot_new (&c);
  double low = isfinite (s->exact) ? s->exact : 1, high = isfinite (s->exact) ? s->exact : 0;

  for (guint i = 0; i < s->estimate->len; i++)
    {
      low = MIN (low, g_array_index (s->estimate, double, i));
      high = MAX (high, g_array_index (s->estimate, double, i));
    }
  qd_plot_set_range (plot, QD_PLOT_AXIS_X, (double) g_array_index (s->n_done, guint64, 0),
                     (double) g_array_index (s->n_done, guint64, s->n_done->len - 1));
  qd_plot_set_range (plot, QD_PLOT_AXIS_Y, MAX (0, low - Y_MARGIN), MIN (1, high + Y_MARGIN));
  return plot;
}

static void
sampling_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  g_autoptr(QdPlot) plot = sampling_plot (data, step);

  qd_plot_render (cr, plot, palette, PLOT_WIDTH, PLOT_HEIGHT);
}

static char *
sampling_describe (guint step, gpointer data)
{
  const Sampling *s = data;
  g_autofree char *n = qd_format_count (g_array_index (s->n_done, guint64, step));
  g_autofree char *estimate = qd_format_c ("%.4f", g_array_index (s->estimate, double, step));
  g_autofree char *exact = isfinite (s->exact) ? qd_format_c ("%.4f", s->exact) : NULL;

  if (exact != NULL)
    /* TRANSLATORS: a sampling animation's caption: samples drawn, what is estimated, the estimate, the exact answer */
    return g_strdup_printf (_("%s samples: %s ≈ %s (exact %s)"), n, s->label, estimate, exact);
  return g_strdup_printf (_("%s samples: %s ≈ %s"), n, s->label, estimate);
}

static double
exact_answer (QdBayesNet *net, guint query, guint state, const gint *evidence, const QdBayesAskOptions *options)
{
  QdBayesAskOptions o = *options;
  QdBayesAnswer answer = { 0 };
  double exact = NAN;

  o.algorithm = QD_BAYES_VE;
  o.on_progress = NULL;
  o.on_step = NULL;
  o.on_term = NULL;
  if (qd_bayes_ask (net, query, evidence, &o, &answer, NULL) && answer.posterior != NULL)
    exact = answer.posterior[state];
  qd_bayes_answer_clear (&answer);
  return exact;
}

QdAnimation *
qd_bayes_animation_sampling_new (QdBayesNet *net, guint query, guint state, const gint *evidence,
                                 const QdBayesAskOptions *options, GError **error)
{
  const QdBayesNode *node = qd_bayes_net_node (net, query);
  Sampling *s = g_new0 (Sampling, 1);
  QdBayesAskOptions o = *options;
  QdBayesAnswer answer = { 0 };
  gboolean ok;

  g_return_val_if_fail (options != NULL && state < node->n_states, NULL);
  if (qd_bayes_algorithm_is_exact (options->algorithm))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("A sampling animation needs a sampler, not %s"), qd_bayes_algorithm_label (options->algorithm));
      g_free (s);
      return NULL;
    }
  s->n_done = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->estimate = g_array_new (FALSE, FALSE, sizeof (double));
  s->kept = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->effective = g_array_new (FALSE, FALSE, sizeof (double));
  s->state = state;
  s->next = 1;
  o.every = MAX (1, options->samples / PROGRESS_REPORTS);
  s->grow = pow ((double) MAX (options->samples / o.every, 2), 1.0 / (QD_BAYES_ANIMATION_SAMPLING_FRAMES - 1));
  o.on_progress = on_progress;
  o.data = s;
  ok = qd_bayes_ask (net, query, evidence, &o, &answer, error);
  /* The last frame is the run's answer, whatever the thinning kept. */
  if (ok && answer.posterior != NULL
      && (s->n_done->len == 0 || g_array_index (s->n_done, guint64, s->n_done->len - 1) < options->samples))
    {
      s->next = 0;
      on_progress (s, options->samples, answer.posterior, answer.n_kept, answer.effective);
    }
  qd_bayes_answer_clear (&answer);
  if (!ok || s->n_done->len == 0)
    {
      if (ok)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("No sample was kept: the evidence is too rare"));
      sampling_free (s);
      return NULL;
    }
  s->exact = exact_answer (net, query, state, evidence, options);
  s->label = g_strdup_printf ("P(%s = %s | e)", node->name, node->states[state]);
  s->sampler = g_strdup (qd_bayes_algorithm_label (options->algorithm));
  return qd_animation_new (s->n_done->len - 1, PLOT_WIDTH, PLOT_HEIGHT, sampling_draw, sampling_describe, s,
                           sampling_free);
}

/* ---- elimination */

typedef struct {
  QdBayesNet *net;
  guint query;
  gint *evidence;
  double **marginals;          /* given the evidence, the last frame's query: its posterior */
  double *posterior;
  gboolean *relevant;          /* what pruning keeps */
  GPtrArray *steps;            /* QdBayesStepRecord */
  QdBayesRenderOptions look;
} Elimination;

static void
elimination_free (gpointer data)
{
  Elimination *e = data;
  guint n = qd_bayes_net_n_nodes (e->net);

  qd_bayes_render_marginals_free (e->marginals, n);
  g_free (e->posterior);
  g_free (e->relevant);
  g_free (e->evidence);
  g_ptr_array_unref (e->steps);
  qd_bayes_net_free (e->net);
  g_free (e);
}

/* The marks of frame STEP: steps before it eliminated, its own current. */
static void
frame_marks (const Elimination *e, guint step, guint8 *marks)
{
  guint n = qd_bayes_net_n_nodes (e->net);

  for (guint v = 0; v < n; v++)
    marks[v] = e->relevant != NULL && !e->relevant[v] ? QD_BAYES_MARK_PRUNED : 0;
  marks[e->query] |= QD_BAYES_MARK_QUERY;
  for (guint i = 0; i < step; i++)
    {
      const QdBayesStepRecord *r = g_ptr_array_index (e->steps, i);

      if (r->var != G_MAXUINT)
        marks[r->var] |= i + 1 == step ? QD_BAYES_MARK_CURRENT : QD_BAYES_MARK_ELIMINATED;
      if (i + 1 == step)
        for (guint k = 0; k < r->n_scope; k++)
          marks[r->scope[k]] |= QD_BAYES_MARK_SCOPE;
    }
}

static void
elimination_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Elimination *e = data;
  guint n = qd_bayes_net_n_nodes (e->net);
  g_autofree guint8 *marks = g_new0 (guint8, n);
  g_autofree const double **marginals = g_new0 (const double *, n);
  QdBayesRenderOptions o = e->look;

  frame_marks (e, step, marks);
  for (guint v = 0; v < n; v++)
    marginals[v] = e->marginals != NULL ? e->marginals[v] : NULL;
  /* The query's rows stay empty until the last step gives its posterior. */
  marginals[e->query] = step == e->steps->len ? e->posterior : NULL;
  o.palette = palette;
  o.marks = marks;
  o.marginals = marginals;
  qd_bayes_render (cr, e->net, &o);
}

static char *
elimination_describe (guint step, gpointer data)
{
  const Elimination *e = data;

  if (step == 0 || step > e->steps->len)
    return NULL;
  return qd_bayes_step_caption (e->net, g_ptr_array_index (e->steps, step - 1));
}

QdAnimation *
qd_bayes_animation_elimination_new (QdBayesNet *net, guint query, const gint *evidence,
                                    const QdBayesAskOptions *options, GError **error)
{
  guint n = qd_bayes_net_n_nodes (net);
  Elimination *e = g_new0 (Elimination, 1);
  QdBayesAnswer answer = { 0 };
  double width, height;

  e->steps = qd_bayes_steps_record (net, query, evidence, options, &answer, error);
  if (e->steps == NULL || answer.posterior == NULL)
    {
      qd_bayes_answer_clear (&answer);
      if (e->steps != NULL)
        g_ptr_array_unref (e->steps);
      g_free (e);
      return NULL;
    }
  e->posterior = g_steal_pointer (&answer.posterior);
  qd_bayes_answer_clear (&answer);
  e->net = qd_bayes_net_copy (net);
  qd_bayes_layout_ensure (e->net, NULL);
  e->query = query;
  e->evidence = evidence != NULL ? g_memdup2 (evidence, n * sizeof (gint)) : NULL;
  e->marginals = qd_bayes_render_marginals_new (e->net, evidence, 0, NULL);
  if (options == NULL || options->prune)
    {
      e->relevant = g_new0 (gboolean, n);
      qd_belief_relevant (qd_bayes_net_numbers (e->net), &query, 1, evidence, e->relevant);
    }
  qd_bayes_render_options_init (&e->look, NULL);
  e->look.evidence = e->evidence;
  e->look.detail = n > 60 ? QD_BAYES_RENDER_COMPACT : QD_BAYES_RENDER_FULL;
  qd_bayes_render_get_size (e->net, &e->look, &width, &height);
  return qd_animation_new (e->steps->len, width, height, elimination_draw, elimination_describe, e,
                           elimination_free);
}
