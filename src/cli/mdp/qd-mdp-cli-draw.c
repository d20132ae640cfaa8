/* qd-mdp-cli-draw.c — `quandary-cli mdp`'s pictures (--png, --svg, --pdf:
 * the grid with what the command prints), its --gif (a frame per step of
 * the run, recorded as it goes) and its --report, through render/mdp. */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>

#include "render/mdp/qd-mdp-animation.h"
#include "render/mdp/qd-mdp-render.h"
#include "render/mdp/qd-mdp-run-report.h"
#include "render/qd-rendering.h"

/* The numbers by cell that render/mdp draws. */
typedef struct {
  double *values;
  double *q;
  guint8 *known;
  gint8 *policy;
} Cells;

static void
cells_clear (Cells *cells)
{
  g_free (cells->values);
  g_free (cells->q);
  g_free (cells->known);
  g_free (cells->policy);
}

/* V, with WANT_Q the Q-values (Q: the learner's by global action, NULL:
 * one look-ahead from V) and the policy (POLICY, the run's own by state,
 * NULL: greedy) by cell. */
static void
cells_fill (Cells *cells, const QdMdpCliWorld *world, const double *v, gboolean want_q, const double *q,
            const guint *policy)
{
  const QdMdpWorld *w = world->world;
  const QdMarkov *model = world->model;
  gsize n = (gsize) w->w * w->h;
  g_autofree double *look_ahead = NULL;

  if (want_q && q == NULL)
    {
      q = look_ahead = g_new (double, model->n_actions);
      for (guint a = 0; a < model->n_actions; a++)
        look_ahead[a] = qd_markov_q (model, world->gamma, v, a);
    }
  cells->values = g_new0 (double, n);
  cells->q = want_q ? g_new0 (double, n * QD_MDP_N_ACTIONS) : NULL;
  cells->known = want_q ? g_new0 (guint8, n) : NULL;
  cells->policy = g_new (gint8, n);
  qd_mdp_render_from_model (w, model, world->cell_of, v, want_q ? q : NULL, cells->values, cells->q, cells->known,
                            cells->policy);
  for (guint s = 0; policy != NULL && s + 1 < model->n_states; s++)
    if (policy[s] != G_MAXUINT && cells->policy[world->cell_of[s]] >= 0)
      cells->policy[world->cell_of[s]] = (gint8) model->action_label[policy[s]];
}

static QdMdpShow
render_show (guint show)
{
  return ((show & QD_MDP_CLI_SHOW_VALUES) ? QD_MDP_SHOW_VALUES : 0) | ((show & QD_MDP_CLI_SHOW_Q) ? QD_MDP_SHOW_Q : 0) |
         ((show & QD_MDP_CLI_SHOW_POLICY) ? QD_MDP_SHOW_POLICY : 0);
}

gboolean
qd_mdp_cli_write_pictures (const QdCliPictures *pictures, const QdMdpCliWorld *world, const QdMdpCliResult *result,
                           guint show)
{
  QdMdpRenderOptions options;
  Cells cells = { 0 };
  double width, height;
  gboolean ok;

  if (!qd_cli_pictures_wanted (pictures))
    return TRUE;
  cells_fill (&cells, world, result->v, (show & QD_MDP_CLI_SHOW_Q) != 0, result->q, result->policy);
  qd_mdp_render_options_init (&options, qd_cli_pictures_palette (pictures));
  options.show = render_show (show);
  options.values = cells.values;
  options.q = cells.q;
  options.q_known = cells.known;
  options.policy = cells.policy;
  qd_mdp_render_get_size (world->world, &options, &width, &height);
  ok = qd_cli_pictures_write (pictures, width, height, qd_rendering_draw,
                              &QD_RENDERING (qd_mdp_render, world->world, &options));
  cells_clear (&cells);
  return ok;
}

/* ------------------------------------------------------------ --gif */

struct _QdMdpCliRecorder {
  const QdMdpCliWorld *world;
  QdMdpFrames *frames;
  gboolean q;                /* frames show Q */
  gboolean full;             /* a frame was refused: the animation stops there */
};

QdMdpCliRecorder *
qd_mdp_cli_recorder_new (const QdMdpCliWorld *world, guint show)
{
  QdMdpCliRecorder *recorder = g_new0 (QdMdpCliRecorder, 1);
  QdMdpRenderOptions look;

  qd_mdp_render_options_init (&look, NULL);
  look.show = render_show (show);
  recorder->world = world;
  recorder->q = (show & QD_MDP_CLI_SHOW_Q) != 0;
  recorder->frames = qd_mdp_frames_new (world->world, &look);
  return recorder;
}

void
qd_mdp_cli_recorder_free (QdMdpCliRecorder *recorder)
{
  g_clear_pointer (&recorder->frames, qd_mdp_frames_free);
  g_free (recorder);
}

void
qd_mdp_cli_record (QdMdpCliRecorder *recorder, const double *v, const double *q, const guint *policy, gint state,
                   gboolean agent, const char *caption)
{
  QdMdpFrame frame;
  Cells cells = { 0 };
  gint cell;

  if (recorder == NULL || recorder->full)
    return;
  cell = state >= 0 && (guint) state + 1 < recorder->world->model->n_states ? (gint) recorder->world->cell_of[state]
                                                                             : -1;
  cells_fill (&cells, recorder->world, v, recorder->q, q, policy);
  qd_mdp_frame_init (&frame);
  frame.values = cells.values;
  frame.q = cells.q;
  frame.q_known = cells.known;
  frame.policy = cells.policy;
  frame.agent = agent ? cell : -1;
  frame.highlight = agent ? -1 : cell;
  frame.caption = caption;
  if (!qd_mdp_frames_add (recorder->frames, &frame))
    {
      recorder->full = TRUE;
      g_printerr (_("quandary-cli: the animation is too long: --gif shows its first %u frames\n"),
                  qd_mdp_frames_n (recorder->frames));
    }
  cells_clear (&cells);
}

QdAnimation *
qd_mdp_cli_recorder_animation (QdMdpCliRecorder *recorder)
{
  return recorder != NULL && qd_mdp_frames_n (recorder->frames) > 0
         ? qd_mdp_frames_to_animation (g_steal_pointer (&recorder->frames)) : NULL;
}

/* ------------------------------------------------------------ --report */

QdReport *
qd_mdp_cli_report_new (const QdMdpCliWorld *world, const QdMdpCliResult *result, const QdMdpCliReportRun *about,
                       const QdPalette *palette)
{
  Cells cells = { 0 };
  QdMdpRun run = { 0 };
  QdReport *report;

  cells_fill (&cells, world, result->v, result->q != NULL, result->q, result->policy);
  run.world = world->world;
  run.path = about->path;
  /* Learning: the report plans itself (value iteration to its bound) beside
   * the learnt Q-values and returns. */
  run.algorithm = about->algorithm;
  run.iterations = about->learner == NULL ? (guint) MIN (result->count, G_MAXUINT) : 0;
  run.values = about->learner == NULL ? cells.values : NULL;
  if (result->residuals != NULL)
    {
      run.residuals = (const double *) result->residuals->data;
      run.n_residuals = result->residuals->len;
    }
  run.learner = about->learner;
  run.learn_settings = about->learn_settings;
  run.q = cells.q;
  run.q_known = cells.known;
  if (result->returns != NULL)
    {
      run.returns = (const double *) result->returns->data;
      run.n_returns = result->returns->len;
    }
  report = qd_mdp_run_report_new (&run, palette);
  cells_clear (&cells);
  return report;
}
