/* qd-hmm-cli-draw.c — `quandary-cli hmm --png/--svg/--pdf`: the beliefs over
 * time or the Viterbi trellis of a model's answer, and the board at the end
 * of a hunt, drawn by render/hmm as the tab draws them. */
#include "config.h"
#include "qd-hmm-cli.h"

#include <glib/gi18n.h>

#include "render/hmm/qd-hmm-render.h"

typedef struct {
  const QdHmm *hmm;
  const QdHmmBeliefsOptions *beliefs;    /* or */
  const QdHmmTrellisOptions *trellis;
} ChartDrawing;

static void
draw_chart (cairo_t *cr, double width, double height, gpointer data)
{
  const ChartDrawing *d = data;

  if (d->trellis != NULL)
    qd_hmm_render_trellis (cr, d->hmm, d->trellis);
  else
    qd_hmm_render_beliefs (cr, d->hmm, d->beliefs);
}

/* The chart's title: what the beliefs are. */
static const char *
belief_kind (const QdHmmCliQuestion *question)
{
  switch (question->ask.question)
    {
    case QD_HMM_SMOOTH:
      return _("Smoothed: P(X_t | e_1:T)");
    case QD_HMM_LAG:
      return _("Fixed-lag smoothed: P(X_t | e_1:t+d)");
    case QD_HMM_PARTICLES:
      return _("Particle filter's estimate of P(X_t | e_1:t)");
    case QD_HMM_FILTER:
    case QD_HMM_VITERBI:
    default:
      return _("Filtered: P(X_t | e_1:t)");
    }
}

gboolean
qd_hmm_cli_draw_model (const QdCliPictures *pictures, const QdHmmCliQuestion *question, const QdHmmAnswer *answer)
{
  QdHmmBeliefsOptions beliefs;
  QdHmmTrellisOptions trellis;
  ChartDrawing drawing = { question->hmm, NULL, NULL };
  QdHmmRenderSteps steps = { question->evidence, question->T };
  double width, height;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  if (question->ask.question == QD_HMM_VITERBI)
    {
      qd_hmm_render_trellis_options_init (&trellis, qd_cli_pictures_palette (pictures));
      trellis.steps = steps;
      trellis.title = _("Viterbi: the most likely sequence");
      trellis.log_messages = answer->log_messages;
      trellis.path = answer->path;
      drawing.trellis = &trellis;
      qd_hmm_render_trellis_get_size (question->hmm, &trellis, &width, &height);
    }
  else
    {
      qd_hmm_render_beliefs_options_init (&beliefs, qd_cli_pictures_palette (pictures));
      beliefs.steps = steps;
      beliefs.belief = answer->belief;
      beliefs.kind = belief_kind (question);
      beliefs.predicted = answer->predicted;
      beliefs.n_predicted = answer->predicted != NULL ? question->ask.predict : 0;
      drawing.beliefs = &beliefs;
      qd_hmm_render_beliefs_get_size (question->hmm, &beliefs, &width, &height);
    }
  return qd_cli_pictures_write (pictures, width, height, draw_chart, &drawing);
}

typedef struct {
  const QdHiddenGrid *grid;
  const QdHmmBoardOptions *options;
} BoardDrawing;

static void
draw_board (cairo_t *cr, double width, double height, gpointer data)
{
  const BoardDrawing *d = data;

  qd_hmm_render_board (cr, d->grid, d->options);
}

/* The free ghosts' exact beliefs added up (the robot's belief alone). */
static double *
belief_sum (const QdHmmHunt *hunt, const QdHmmTracker *tracker)
{
  guint n = hunt->grid->n_cells;
  double *sum = g_new0 (double, n);

  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g])
      {
        const double *belief = qd_hmm_tracker_belief (tracker, g);

        for (guint s = 0; s < n; s++)
          sum[s] += belief[s];
      }
  return sum;
}

/* The free ghosts' particles, one array; *N their number. */
static guint *
particle_states (const QdHmmHunt *hunt, const QdHmmTracker *tracker, guint *n)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint g = 0; tracker->particles != NULL && g < hunt->n_ghosts; g++)
    if (!hunt->caught[g])
      g_array_append_vals (all, tracker->particles[g]->state, tracker->particles[g]->n);
  *n = all->len;
  return (guint *) g_array_free (all, FALSE);
}

gboolean
qd_hmm_cli_draw_board (const QdCliPictures *pictures, const QdHmmHunt *hunt, const QdHmmTracker *tracker,
                       gboolean show)
{
  g_autofree double *belief = NULL;
  g_autofree guint *particles = NULL;
  QdHmmBoardOptions options;
  double width, height;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  qd_hmm_render_board_options_init (&options, qd_cli_pictures_palette (pictures));
  options.belief = belief = belief_sum (hunt, tracker);
  options.particles = particles = particle_states (hunt, tracker, &options.n_particles);
  if (options.n_particles == 0)
    options.particles = NULL;
  options.side_by_side = options.particles != NULL;
  options.truth = show ? hunt->ghost : NULL;
  options.n_truth = show ? hunt->n_ghosts : 0;
  options.hunter = hunt->hunter == G_MAXUINT ? -1 : (gint) hunt->hunter;
  qd_hmm_render_board_get_size (hunt->grid, &options, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, draw_board,
                                &(BoardDrawing) { hunt->grid, &options });
}
