/* qd-normalform-page-tournament.c — the repeated prisoner's dilemma's
 * round-robin tournament, played on a worker on the tab's game when it is
 * 2 × 2 (cooperate first), else on Axelrod's. */
#include "config.h"
#include "qd-normalform-page-private.h"

#include <glib/gi18n.h>

typedef struct {
  QdNormalform *game;
  QdNormalformTournamentOptions options;
} TournamentTask;

static void
task_free (gpointer data)
{
  TournamentTask *task = data;

  qd_normalform_free (task->game);
  g_free (task);
}

static gpointer
tournament_work (QdJob *job, gpointer data, GError **error)
{
  TournamentTask *task = data;
  QdNormalformTournament result;

  task->options.stop = qd_job_get_stop_flag (job);
  qd_normalform_tournament_run (task->game, &task->options, &result);
  if (result.stopped)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
      return NULL;
    }
  return qd_normalform_tournament_format (&result);
}

static void
on_tournament_done (QdPage *page, QdJob *job)
{
  QdNormalformPage *self = QD_NORMALFORM_PAGE (page);
  const char *text = qd_job_get_result (job);

  if (text == NULL)
    return;
  g_free (self->tournament);
  self->tournament = g_strdup (text);
  gtk_label_set_text (self->tournament_label, text);
}

static void
action_tournament (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  QdNormalformPage *self = user_data;
  TournamentTask *task = g_new0 (TournamentTask, 1);

  task->game = qd_normalform_tournament_check (self->game, NULL) ? qd_normalform_copy (self->game)
                                                                 : qd_normalform_prisoners_dilemma ();
  qd_normalform_tournament_options_init (&task->options);
  task->options.rounds = (guint) gtk_spin_button_get_value_as_int (self->rounds_spin);
  task->options.continuation = gtk_spin_button_get_value (self->continuation_spin);
  task->options.seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  qd_page_start_job (QD_PAGE (self), _("Playing the tournament"), tournament_work, task, task_free, g_free,
                     on_tournament_done);
}

void
qd_normalform_tournament_init (QdNormalformPage *self)
{
  static const GActionEntry actions[] = {
    { "tournament", action_tournament },
  };

  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
}
