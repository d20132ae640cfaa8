/* qd-hmm-page-report.c — the Reasoning over Time tab's report and GIF, as
 * `quandary-cli hmm` makes them (render/hmm): on a model, the question in
 * the sidebar for the evidence on show, with the command that asks it
 * again; on a board, the hunt as played so far (the same board, seed,
 * particles and moves: the same turns), with the command when the
 * computer made every move. */
#include "config.h"
#include "qd-hmm-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "render/hmm/qd-hmm-animation.h"
#include "render/hmm/qd-hmm-run-report.h"

static const char *const question_words[] = { "--filter", "--smooth", "--lag", "--viterbi", "--particles" };

/* The command asking the model's question again. */
static void
add_model_args (QdHmmPage *self, GPtrArray *args, const QdHmmAskOptions *ask)
{
  g_ptr_array_add (args, g_strdup ("--evidence"));
  g_ptr_array_add (args, qd_hmm_page_evidence_text (self));
  g_ptr_array_add (args, g_strdup (question_words[ask->question]));
  if (ask->question == QD_HMM_LAG)
    g_ptr_array_add (args, g_strdup_printf ("%u", ask->lag));
  if (ask->question == QD_HMM_PARTICLES)
    {
      g_ptr_array_add (args, g_strdup_printf ("%u", ask->particles));
      g_ptr_array_add (args, g_strdup ("--seed"));
      g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, ask->seed));
      g_ptr_array_add (args, g_strdup ("--resample"));
      g_ptr_array_add (args, g_strdup (ask->resample == QD_HIDDEN_RESAMPLE_MULTINOMIAL ? "multinomial" : "systematic"));
    }
  if (ask->predict > 0 && ask->question != QD_HMM_VITERBI)
    {
      g_ptr_array_add (args, g_strdup ("--predict"));
      g_ptr_array_add (args, g_strdup_printf ("%u", ask->predict));
    }
}

/* The command playing the computer's hunt again. */
static void
add_hunt_args (GPtrArray *args, const QdHmmPlay *play)
{
  g_ptr_array_add (args, g_strdup ("--seed"));
  g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, play->seed));
  g_ptr_array_add (args, g_strdup ("--turns"));
  g_ptr_array_add (args, g_strdup_printf ("%u", play->turns));
  if (play->particles > 0)
    {
      g_ptr_array_add (args, g_strdup ("--particles"));
      g_ptr_array_add (args, g_strdup_printf ("%u", play->particles));
    }
}

/* The hunt as played: its board, seed, particles and moves. */
static void
fill_play (QdHmmPage *self, QdHmmPlay *play)
{
  qd_hmm_play_init (play, self->world->hunt);
  play->seed = self->hunt_seed;
  play->particles = self->hunt_particles;
  play->moves = (const guint *) self->moves->data;
  play->turns = self->moves->len;
}

QdReport *
qd_hmm_page_build_report (QdPage *page)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  QdHmmAskOptions ask;
  QdHmmPlay play;
  QdHmmRun run = { self->world, path };
  QdReport *report;

  if (self->world == NULL)
    return NULL;
  g_ptr_array_add (args, g_strdup ("hmm"));
  g_ptr_array_add (args, g_strdup (input));
  if (self->world->hmm != NULL)
    {
      qd_hmm_ask_read_options (self, &ask);
      run.evidence = (const guint *) self->evidence->data;
      run.T = self->evidence->len;
      run.ask = &ask;
      add_model_args (self, args, &ask);
    }
  else
    {
      fill_play (self, &play);
      run.play = &play;
      add_hunt_args (args, &play);
    }
  report = qd_page_report_new (page);
  qd_hmm_run_report_add (report, &run);
  g_ptr_array_add (args, NULL);
  /* A person's moves are not a command's: only the computer's hunt is played again. */
  if (self->world->hmm != NULL || !self->moves_by_person)
    qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}

QdAnimation *
qd_hmm_page_build_animation (QdPage *page)
{
  QdHmmPage *self = QD_HMM_PAGE (page);
  g_autoptr(GError) error = NULL;
  QdAnimation *animation;

  if (self->world == NULL)
    return NULL;
  if (self->world->hmm != NULL)
    {
      QdHmmAskOptions ask;

      qd_hmm_ask_read_options (self, &ask);
      animation = qd_hmm_animation_model_new (self->world->hmm, (const guint *) self->evidence->data,
                                              self->evidence->len, &ask, &error);
    }
  else
    {
      QdHmmPlay play;
      g_autoptr(GVariant) shown = g_action_get_state (G_ACTION (qd_page_lookup_action (page, "show-ghosts")));

      fill_play (self, &play);
      animation = qd_hmm_animation_hunt_new (&play, g_variant_get_boolean (shown), &error);
    }
  if (animation == NULL && error != NULL)
    qd_page_toast_error (page, error);
  return animation;
}
