/* qd-kcell-experiment.c — the KCell tab's experiments: the heuristic against
 * the random heuristic, and the largest boards per searcher, run on the
 * page's job with a progress bar and Stop; the results show under the board
 * and export as text and CSV. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-sweep-pool.h"
#include "core/qd-owned.h"
#include "problems/kcell/qd-kcell-experiment.h"

#define MATCH_CELLS 15
#define MATCH_STONES 3
#define SIZES_BUDGET_US G_USEC_PER_SEC
#define SIZES_MAX_STONES 6

typedef struct {
  QdOwned owned;
  gboolean match;
  guint games, depth;
  char *outside;                 /* the match's outside agent A, or NULL */
  QdAgentConfig *outside_config;
} ReportTask;

typedef struct {
  QdOwned owned;
  char *text;
  char *csv;
} ReportOutput;

static gpointer
report_worker (QdJob *job, gpointer data, GError **error)
{
  ReportTask *task = data;
  ReportOutput *out = g_new0 (ReportOutput, 1);
  const gint *stop = qd_job_get_stop_flag (job);
  QdProgress *progress = qd_job_get_progress (job);

  if (task->match)
    {
      QdKcellRules rules;
      QdKcellAgent a = { QD_KCELL_AGENT_HEURISTIC, task->depth };
      QdKcellAgent b = { QD_KCELL_AGENT_RANDOM_HEURISTIC, 1 };
      g_autoptr(QdKcellMatch) match = NULL;

      qd_kcell_rules_init (&rules, MATCH_CELLS, MATCH_STONES, NULL);
      match = qd_kcell_match_new (&rules, &a, &b, task->games, 1);
      if (task->outside != NULL)
        qd_kcell_match_set_outside (match, 0, task->outside, task->outside_config);
      /* Every core, niced: the games' results do not depend on it. */
      match->threads = qd_sweep_pool_default_threads ();
      match->lower_priority = TRUE;
      qd_kcell_match_run (match, stop, progress, NULL, NULL);
      out->text = qd_owned_add (&out->owned, qd_kcell_match_format_table (match), g_free);
      out->csv = qd_owned_add (&out->owned, qd_kcell_match_to_csv (match), g_free);
    }
  else
    {
      static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };
      gboolean stopped;
      g_autoptr(GArray) rows = qd_kcell_experiment_sizes (kinds, G_N_ELEMENTS (kinds), SIZES_MAX_STONES,
                                                          SIZES_BUDGET_US, stop, progress, &stopped);
      g_autofree char *table = qd_kcell_sizes_format_table (rows, SIZES_BUDGET_US, 0);

      out->text = qd_owned_add (&out->owned, stopped ? g_strconcat (table, _("(stopped)\n"), NULL) : g_steal_pointer (&table),
                                g_free);
      out->csv = qd_owned_add (&out->owned, qd_kcell_sizes_to_csv (rows), g_free);
    }
  return out;
}

static void
on_report_progress (QdJob *job, QdKcellPage *self)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  qd_progress_bar_follow (self->report_progress, job, &progress);
  text = g_strdup_printf (_("%'" PRId64 " of %'" PRId64 " · %.1f s"), progress.done, progress.total,
                          qd_job_get_elapsed_us (job) / 1e6);
  gtk_progress_bar_set_text (self->report_progress, text);
}

static void
on_report_done (QdPage *page, QdJob *job)
{
  QdKcellPage *self = QD_KCELL_PAGE (page);
  ReportOutput *out = qd_job_steal_result (job);

  self->reporting = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->report_progress), FALSE);
  if (out != NULL)
    {
      g_free (self->report_text);
      g_free (self->report_csv);
      self->report_text = qd_owned_steal (&out->owned, g_steal_pointer (&out->text));
      self->report_csv = qd_owned_steal (&out->owned, g_steal_pointer (&out->csv));
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->report_view), self->report_text, -1);
      gtk_revealer_set_reveal_child (self->report_revealer, TRUE);
      qd_owned_free (out);
    }
  qd_kcell_page_refresh (self, FALSE);
  qd_kcell_page_continue (self);
}

static void
start_report (QdKcellPage *self, gboolean match)
{
  ReportTask *task = g_new0 (ReportTask, 1);
  QdJob *job;

  qd_kcell_page_cancel_thinking (self);
  task->match = match;
  task->games = (guint) gtk_spin_button_get_value_as_int (self->games_spin);
  task->depth = (guint) gtk_spin_button_get_value_as_int (self->match_depth_spin);
  if (match && qd_outside_players_chosen (self->match_agents) != NULL)
    {
      g_autoptr(GError) error = NULL;

      task->outside = qd_owned_add (&task->owned, g_strdup (qd_outside_players_chosen (self->match_agents)), g_free);
      task->outside_config = qd_owned_add (&task->owned,
                                           qd_outside_players_config (self->match_agents, task->outside, &error),
                                           (GDestroyNotify) qd_agent_config_free);
      if (task->outside_config == NULL)
        {
          qd_page_toast (QD_PAGE (self), error->message);
          qd_owned_free (task);
          return;
        }
    }
  self->reporting = TRUE;
  if (task->outside != NULL)
    {
      /* TRANSLATORS: %s is an outside agent, agent:NAME. */
      g_autofree char *title = g_strdup_printf (_("%s against the Random Heuristic, 15 Cells, 3 Stones"),
                                                task->outside);

      gtk_label_set_label (self->report_title, title);
    }
  else
    gtk_label_set_label (self->report_title,
                         match ? _("Heuristic Alpha-Beta against the Random Heuristic, 15 Cells, 3 Stones")
                               : _("The Largest Boards Minimax and Alpha-Beta Finish within 1 s per Move"));
  gtk_progress_bar_set_fraction (self->report_progress, 0);
  gtk_progress_bar_set_text (self->report_progress, _("Starting…"));
  gtk_widget_set_visible (GTK_WIDGET (self->report_progress), TRUE);
  job = qd_page_start_job (QD_PAGE (self), _("Running the experiment"), report_worker, task, qd_owned_free,
                           qd_owned_free, on_report_done);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_report_progress), self, 0);
  qd_kcell_page_refresh (self, FALSE);
}

static void
report_match_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  start_report (data, TRUE);
}

static void
report_sizes_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  start_report (data, FALSE);
}

static const GActionEntry experiment_actions[] = {
  { "report-match", report_match_activated },
  { "report-sizes", report_sizes_activated },
};

void
qd_kcell_experiment_init (QdKcellPage *self)
{
  qd_page_add_actions (QD_PAGE (self), experiment_actions, G_N_ELEMENTS (experiment_actions), self);
  self->match_agents = qd_outside_players_new_chooser ("kcell", _("KCell"), self->match_agent_row);
}
