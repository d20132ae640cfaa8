/* qd-mdp-page-report.c — the Grid World tab's exports: the values on the
 * board as text (the command's --values layout), the report of the
 * planning (and learning) run as `quandary-cli mdp` reports it, and as an
 * animation (GIF) the iterations from V_0 to the one shown, or in Learn
 * the learning run replayed from its seed.  The board's
 * picture (PNG, SVG, PDF) is the page base's, from the canvas. */
#include "config.h"
#include "qd-mdp-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/mdp/qd-mdp-animation.h"
#include "render/mdp/qd-mdp-run-report.h"

static const QdTextExport text_exports[] = {
  { "values", N_("Values as Text…"), "values.txt", QD_TEXT_EXPORT_EXACT,
    N_("V of each cell in the grid’s layout, the top row first, 4 decimals, walls #") },
  { NULL }
};

static const char *const algorithm_words[] = {
  "value-iteration", "async", "prioritized", "policy-iteration", "modified-pi",
};

static const char *
algorithm_label (QdMdpPlanAlgorithm algorithm)
{
  static const char *const labels[] = {
    N_("Value iteration"), N_("Asynchronous value iteration"), N_("Prioritized sweeping"), N_("Policy iteration"),
    N_("Modified policy iteration"),
  };

  return _(labels[algorithm]);
}

/* V of the frame shown, by cell (walls 0), or NULL before the first plan. */
static double *
plan_cells (QdMdpPage *self)
{
  double *cells;

  if (self->engine == NULL || self->v == NULL)
    return NULL;
  cells = g_new0 (double, (gsize) self->world->w * self->world->h);
  qd_mdp_render_from_model (self->world, self->engine->model, self->engine->cell_of, self->v, NULL, cells, NULL,
                            NULL, NULL);
  return cells;
}

char *
qd_mdp_page_get_text_export (QdPage *page, const char *id)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  g_autofree double *cells = plan_cells (self);

  if (g_str_equal (id, "values") && cells != NULL)
    return qd_mdp_values_grid_text (self->world, cells);
  return NULL;
}

/* The residual of each iteration up to the one shown. */
static double *
residuals (QdMdpPage *self, guint *n)
{
  double *out = g_new (double, MAX (self->shown, 1));

  *n = self->shown;
  for (guint i = 1; i <= self->shown; i++)
    out[i - 1] = g_array_index (self->frames, QdMdpPlanFrame, i).residual;
  return out;
}

static char *
learn_settings (QdMdpPage *self)
{
  g_autofree char *alpha = qd_format_number_short_locale (gtk_spin_button_get_value (self->alpha_spin));
  g_autofree char *epsilon = qd_format_number_short_locale (gtk_spin_button_get_value (self->explore_spin));

  return g_strdup_printf (_("α = %s, ε = %s, seed %u"), alpha, epsilon,
                          (guint) gtk_spin_button_get_value_as_int (self->seed_spin));
}

/* The command that plans (and learns) as the tab did: the iterations on
 * show, and the episodes learnt by the settings in the sidebar. */
static void
add_command (QdMdpPage *self, QdReport *report, guint episodes)
{
  g_autofree char *input = qd_page_report_input (QD_PAGE (self));
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (args, g_strdup ("mdp"));
  g_ptr_array_add (args, g_strdup (input));
  g_ptr_array_add (args, g_strdup ("--algorithm"));
  g_ptr_array_add (args, g_strdup (algorithm_words[self->algorithm]));
  g_ptr_array_add (args, g_strdup ("--iterations"));
  g_ptr_array_add (args, g_strdup_printf ("%u", qd_mdp_page_get_iteration (self)));
  if (self->algorithm == QD_MDP_PLAN_MODIFIED_PI)
    {
      g_ptr_array_add (args, g_strdup ("--evaluation-sweeps"));
      g_ptr_array_add (args, g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->sweeps_spin)));
    }
  if (episodes > 0)
    {
      g_ptr_array_add (args, g_strdup ("--learn"));
      g_ptr_array_add (args, g_strdup (qd_markov_learner_to_string (self->learner)));
      g_ptr_array_add (args, g_strdup ("--episodes"));
      g_ptr_array_add (args, g_strdup_printf ("%u", episodes));
      g_ptr_array_add (args, g_strdup ("--alpha"));
      g_ptr_array_add (args, qd_format_c ("%g", gtk_spin_button_get_value (self->alpha_spin)));
      g_ptr_array_add (args, g_strdup ("--explore-epsilon"));
      g_ptr_array_add (args, qd_format_c ("%g", gtk_spin_button_get_value (self->explore_spin)));
      g_ptr_array_add (args, g_strdup ("--seed"));
      g_ptr_array_add (args, g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->seed_spin)));
    }
  g_ptr_array_add (args, NULL);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
}

QdReport *
qd_mdp_page_build_report (QdPage *page)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  g_autofree double *cells = plan_cells (self);
  g_autofree double *steps = NULL;
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *settings = NULL;
  g_autofree double *returns_copy = NULL;
  QdMdpRun run = { .world = self->world, .path = path, .algorithm = algorithm_label (self->algorithm) };
  QdReport *report;

  if (cells == NULL)
    return NULL;
  report = qd_page_report_new (page);
  run.iterations = qd_mdp_page_get_iteration (self);
  run.values = cells;
  run.residuals = steps = residuals (self, &run.n_residuals);
  if (self->learn != NULL)
    {
      const double *returns = qd_markov_learn_returns (self->learn, &run.n_returns);

      returns_copy = g_memdup2 (returns, sizeof (double) * MAX (run.n_returns, 1));
      run.returns = returns_copy;
      run.learner = qd_markov_learner_label (self->learner);
      run.learn_settings = settings = learn_settings (self);
      if (self->mode == QD_MDP_MODE_LEARN && self->cell_q != NULL)
        {
          run.q = self->cell_q;
          run.q_known = self->cell_known;
        }
    }
  qd_mdp_run_report_add (report, &run);
  add_command (self, report, run.n_returns);
  return report;
}

/* ------------------------------------------------------------ animation */

/* The frames' values played from V_0 to the frame shown into the
 * animation's frames. */
static gboolean
add_frames (QdMdpPage *self, QdMdpFrames *frames)
{
  const QdMdpEngine *e = self->engine;
  gsize cells = (gsize) self->world->w * self->world->h;
  g_autofree double *v = g_new0 (double, e->n_states);
  g_autofree double *scratch = g_new (double, e->n_states);
  g_autofree double *cell_v = g_new0 (double, cells);
  g_autofree gint8 *policy = g_new (gint8, cells);

  for (guint i = 0; i <= self->shown; i++)
    {
      const QdMdpPlanFrame *step = &g_array_index (self->frames, QdMdpPlanFrame, i);
      g_autofree char *caption = NULL;
      QdMdpFrame frame;

      if (step->values != NULL)
        memcpy (v, step->values, sizeof (double) * e->n_states);
      else if (step->cell >= 0 || self->algorithm != QD_MDP_PLAN_VALUE_ITERATION)
        v[step->state] = step->after;
      else
        {
          qd_markov_sweep (e->model, e->gamma, v, scratch);
          memcpy (v, scratch, sizeof (double) * e->n_states);
        }
      qd_mdp_render_from_model (self->world, e->model, e->cell_of, v, NULL, cell_v, NULL, NULL, policy);
      qd_mdp_frame_init (&frame);
      frame.values = cell_v;
      frame.policy = policy;
      frame.highlight = step->cell;
      if (i == 0)
        caption = g_strdup ("V0 = 0");
      else
        {
          g_autofree char *change = qd_format_number_short_locale (step->residual);

          caption = g_strdup_printf (_("V%u: residual %s"), step->iteration, change);
        }
      frame.caption = caption;
      if (!qd_mdp_frames_add (frames, &frame))
        return FALSE;
    }
  return TRUE;
}

/* The learning run again from the start (its draws are seeded): a frame
 * every `stride` steps and at the last, the agent where it stands. */
static gboolean
add_learning_frames (QdMdpPage *self, QdMdpFrames *frames, guint64 n_steps)
{
  const QdMdpEngine *e = self->engine;
  gsize cells = (gsize) self->world->w * self->world->h;
  guint64 stride = MAX (n_steps / 300, 1);
  QdMarkovLearnOptions options;
  g_autoptr(QdMarkovLearn) learn = NULL;
  g_autofree double *cell_v = g_new0 (double, cells);
  g_autofree double *cell_q = g_new0 (double, cells * QD_MDP_N_ACTIONS);
  g_autofree guint8 *known = g_new0 (guint8, cells);
  g_autofree gint8 *policy = g_new (gint8, cells);

  qd_mdp_learn_fill_options (self, &options);
  learn = qd_markov_learn_new (e->model, &options, NULL);
  for (guint64 step = 0; learn != NULL && step <= n_steps; step++)
    {
      const double *q = qd_markov_learner_is_passive (self->learner) ? NULL : qd_markov_learn_q (learn);
      g_autofree char *caption = NULL;
      g_autofree char *count = NULL;
      guint episodes = 0, state;
      QdMdpFrame frame;

      if (step > 0)
        qd_markov_learn_step (learn, NULL);
      if (step % stride != 0 && step != n_steps)
        continue;
      qd_markov_learn_returns (learn, &episodes);
      state = qd_markov_learn_state (learn);
      qd_mdp_render_from_model (self->world, e->model, e->cell_of, qd_markov_learn_values (learn), q, cell_v,
                                q != NULL ? cell_q : NULL, q != NULL ? known : NULL, policy);
      qd_mdp_frame_init (&frame);
      frame.values = cell_v;
      frame.policy = policy;
      frame.agent = state + 1 < e->n_states ? (gint) e->cell_of[state] : -1;
      count = qd_format_count (step);
      frame.caption = caption = g_strdup_printf (_("Step %s, episode %u"), count, episodes + 1);
      if (!qd_mdp_frames_add (frames, &frame))
        return FALSE;
    }
  return learn != NULL;
}

static QdAnimation *
learning_animation (QdMdpPage *self)
{
  QdMdpRenderOptions look;
  g_autoptr(QdMdpFrames) frames = NULL;
  guint64 n_steps = qd_markov_learn_n_steps (self->learn);

  if (self->learn_observed)
    {
      qd_page_toast (QD_PAGE (self), _("Experiences given by hand or by a transcript cannot be replayed as an animation"));
      return NULL;
    }
  qd_mdp_render_options_init (&look, NULL);
  frames = qd_mdp_frames_new (self->world, &look);
  if (n_steps == 0 || !add_learning_frames (self, frames, n_steps))
    return NULL;
  return qd_mdp_frames_to_animation (g_steal_pointer (&frames));
}

/* In Learn, the learning run; else the iterations up to the one shown. */
QdAnimation *
qd_mdp_page_build_animation (QdPage *page)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  QdMdpRenderOptions look;
  g_autoptr(QdMdpFrames) frames = NULL;

  if (self->engine != NULL && self->mode == QD_MDP_MODE_LEARN && self->learn != NULL)
    return learning_animation (self);
  if (self->engine == NULL || self->shown == 0)
    return NULL;
  qd_mdp_render_options_init (&look, NULL);
  frames = qd_mdp_frames_new (self->world, &look);
  if (!add_frames (self, frames))
    {
      qd_page_toast (page, _("Too many iterations for an animation: step back, or reset and take fewer"));
      return NULL;
    }
  return qd_mdp_frames_to_animation (g_steal_pointer (&frames));
}

void
qd_mdp_report_init (QdMdpPage *self)
{
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
}
