/* qd-hmm-cli-report.c — `quandary-cli hmm`'s --report and --gif (render/hmm:
 * the run's report, the beliefs filling in step by step or the hunt turn by
 * turn), made from the same question or the same seeded hunt the command
 * prints. */
#include "config.h"
#include "qd-hmm-cli.h"

#include "render/hmm/qd-hmm-animation.h"
#include "render/hmm/qd-hmm-run-report.h"

/* The report and the GIF asked for, written: FALSE (said) when one could not be. */
static gboolean
finish (QdCliReport *report, const QdHmmRun *run, QdAnimation *animation)
{
  QdReport *built = qd_cli_report_wanted (report) ? qd_hmm_run_report_new (run, report->palette) : NULL;

  return qd_cli_report_finish (report, built, animation);
}

/* An animation refused (too many frames): said, and no GIF. */
static QdAnimation *
animation_or_say (QdAnimation *animation, GError *error, const char *path)
{
  if (animation == NULL && error != NULL)
    {
      g_prefix_error (&error, "%s: --gif: ", path);
      qd_cli_print_error (error);
      g_error_free (error);
    }
  return animation;
}

gboolean
qd_hmm_cli_report_model (QdCliReport *report, const QdHmmCliQuestion *question, const QdHmmWorld *world)
{
  QdHmmRun run = { world, question->path, question->evidence, question->T, &question->ask, NULL,
                   qd_cli_get_command_line () };
  QdAnimation *animation = NULL;

  if (!qd_cli_report_any (report))
    return TRUE;
  if (qd_cli_report_wants_gif (report))
    {
      GError *error = NULL;

      animation = animation_or_say (qd_hmm_animation_model_new (question->hmm, question->evidence, question->T,
                                                                &question->ask, &error), error, question->path);
      if (animation == NULL)
        return FALSE;
    }
  return finish (report, &run, animation);
}

gboolean
qd_hmm_cli_report_hunt (QdCliReport *report, const QdHmmCliHunt *hunt, const QdHmmWorld *world)
{
  g_autofree guint *stays = NULL;
  QdAnimation *animation = NULL;
  QdHmmPlay play;
  QdHmmRun run = { world, hunt->path, NULL, 0, NULL, &play, qd_cli_get_command_line () };

  if (!qd_cli_report_any (report))
    return TRUE;
  qd_hmm_cli_hunt_play (hunt, &play, &stays);
  if (qd_cli_report_wants_gif (report))
    {
      GError *error = NULL;

      animation = animation_or_say (qd_hmm_animation_hunt_new (&play, hunt->show, &error), error, hunt->path);
      if (animation == NULL)
        return FALSE;
    }
  return finish (report, &run, animation);
}
