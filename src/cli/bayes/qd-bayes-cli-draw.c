/* qd-bayes-cli-draw.c — `quandary-cli bayes`: the network drawn
 * (--png, --svg, --pdf) as the tab draws it (render/bayes), the report
 * (--report, --report-bundle) and the GIF of the run (--gif: a sampler's
 * estimate converging, or variable elimination's steps). */
#include "config.h"
#include "qd-bayes-cli.h"

#include <glib/gi18n.h>

#include "render/bayes/qd-bayes-animation.h"
#include "render/bayes/qd-bayes-render.h"
#include "render/bayes/qd-bayes-run-report.h"

typedef struct {
  QdBayesNet *net;
  const QdBayesRenderOptions *options;
} Drawing;

static void
draw (cairo_t *cr, double width, double height, gpointer data)
{
  const Drawing *d = data;

  qd_bayes_render (cr, d->net, d->options);
}

gboolean
qd_bayes_cli_write_pictures (const QdCliPictures *pictures, const QdBayesCliRun *run, const QdBayesCliPicture *what)
{
  guint n = qd_bayes_net_n_nodes (run->net);
  g_autofree guint8 *marks = NULL;
  double **marginals = NULL;
  QdBayesRenderOptions options;
  double width, height;
  gboolean written;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  qd_bayes_render_options_init (&options, qd_cli_pictures_palette (pictures));
  options.detail = n > 60 ? QD_BAYES_RENDER_COMPACT : QD_BAYES_RENDER_AUTO;
  options.evidence = what->evidence;
  /* The marginals given the evidence (with --dsep, none: the priors). */
  marginals = qd_bayes_render_marginals_new (run->net, what->evidence, run->ask.max_entries, NULL);
  options.marginals = (const double *const *) marginals;
  options.separation = what->separation;
  options.sep_x = what->x;
  options.sep_y = what->y;
  options.sep_z = what->z;
  if (what->query >= 0)
    {
      marks = g_new0 (guint8, n);
      marks[what->query] = QD_BAYES_MARK_QUERY;
      options.marks = marks;
    }
  qd_bayes_layout_ensure (run->net, &options);
  qd_bayes_render_get_size (run->net, &options, &width, &height);
  written = qd_cli_pictures_write (pictures, width, height, draw, &(Drawing) { run->net, &options });
  if (marginals != NULL)
    qd_bayes_render_marginals_free (marginals, n);
  return written;
}

/* --gif: a sampler's estimate of the query's first state converging, or
 * the elimination's steps; NULL (said) when refused. */
static QdAnimation *
build_animation (const QdBayesCliRun *run, const QdBayesCliPicture *what)
{
  g_autoptr(GError) error = NULL;
  QdAnimation *animation;

  if (what->query < 0)
    return NULL;
  if (qd_bayes_algorithm_is_exact (run->ask.algorithm))
    animation = qd_bayes_animation_elimination_new (run->net, (guint) what->query, what->evidence, &run->ask, &error);
  else
    animation = qd_bayes_animation_sampling_new (run->net, (guint) what->query, 0, what->evidence, &run->ask, &error);
  if (animation == NULL)
    {
      g_prefix_error (&error, "%s: --gif: ", run->path);
      qd_cli_print_error (error);
    }
  return animation;
}

gboolean
qd_bayes_cli_finish_report (QdCliReport *report, const QdBayesCliRun *run, const QdBayesCliPicture *what)
{
  QdBayesRun about = { run->net, run->path, what->query, what->evidence, &run->ask, what->decide, NULL };
  QdReport *built = qd_cli_report_wanted (report) ? qd_bayes_run_report_new (&about, report->palette) : NULL;
  QdAnimation *animation = qd_cli_report_wants_gif (report) ? build_animation (run, what) : NULL;
  gboolean refused = qd_cli_report_wants_gif (report) && animation == NULL;

  return qd_cli_report_finish (report, built, animation) && !refused;
}
