/* qd-takestones-lists.c — the Take-Stones tab's lists: the candidates of
 * the last search, and the evaluator report (run, progress, rows). */
#include "config.h"
#include "qd-takestones-page-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <inttypes.h>

#include "app/widgets/qd-widgets.h"
#include "core/qd-sweep-pool.h"

static char *
describe_value (double value, gint bound)
{
  if (bound == 0 && value >= 1)
    return g_strdup (_("A sure win"));
  if (bound == 0 && value <= -1)
    return g_strdup (_("A sure loss against best play"));
  if (bound < 0)
    return g_strdup (_("At most this: alpha-beta pruned the rest"));
  return g_strdup (value > 0 ? _("An estimate in the mover’s favour")
                   : value < 0 ? _("An estimate against the mover") : _("An even estimate"));
}

void
qd_takestones_page_clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL &&
         GTK_IS_LIST_BOX_ROW (child))
    gtk_list_box_remove (list, child);
}

void
qd_takestones_page_show_candidates (QdTakestonesPage *self)
{
  g_autofree guint *order = NULL;

  qd_takestones_page_clear_list (self->candidates_list);
  if (!self->have_analysis)
    return;
  /* Best first; the search's own order (largest first) breaks ties. */
  order = g_new (guint, self->n_candidates + 1);
  for (guint i = 0; i < self->n_candidates; i++)
    {
      guint j = i;

      while (j > 0 && self->candidates[order[j - 1]].value < self->candidates[i].value)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
  for (guint k = 0; k < self->n_candidates; k++)
    {
      const QdTakestonesCandidate *c = &self->candidates[order[k]];
      g_autofree char *title = g_strdup_printf (_("Stone %u"), c->stone);
      g_autofree char *subtitle = describe_value (c->value, c->bound);
      char shown[32];
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *label;

      qd_takestones_render_format_value (c->value, c->bound, shown, sizeof shown);
      label = gtk_label_new (shown);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, c->value > 0 ? "success" : c->value < 0 ? "error" : "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      if (c->stone == self->result.best_move)
        {
          GtkWidget *best = gtk_label_new (_("Best"));

          gtk_widget_add_css_class (best, "accent");
          gtk_widget_add_css_class (best, "caption-heading");
          adw_action_row_add_prefix (ADW_ACTION_ROW (row), best);
        }
      gtk_list_box_append (self->candidates_list, row);
    }
}

/* ------------------------------------------------------------ the report */

static gpointer
report_worker (QdJob *job, gpointer task_data, GError **error)
{
  return qd_takestones_experiment_run (task_data, qd_sweep_pool_default_threads (), TRUE, qd_job_get_stop_flag (job),
                                       qd_job_get_progress (job));
}

static void
on_report_progress (QdJob *job, QdTakestonesPage *self)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  qd_progress_bar_follow (self->report_progress, job, &progress);
  text = g_strdup_printf (_("%'" PRId64 " of %'" PRId64 " games"), progress.done, progress.total);
  gtk_progress_bar_set_text (self->report_progress, text);
}

static void
add_report_row (QdTakestonesPage *self, const char *title, const QdTakestonesExperimentRow *row)
{
  GtkWidget *item = adw_action_row_new ();
  g_autofree char *subtitle = g_strdup_printf (_("%'u of %'u games; as player 1 %.0f %%, as player 2 %.0f %%"),
                                               row->threats_wins, row->games,
                                               row->games_first ? 100.0 * row->threats_wins_first / row->games_first : 0.0,
                                               row->games > row->games_first
                                               ? 100.0 * (row->threats_wins - row->threats_wins_first) / (row->games - row->games_first)
                                               : 0.0);
  g_autofree char *rate = g_strdup_printf ("%.1f %%", row->games ? 100.0 * row->threats_wins / row->games : 0.0);
  GtkWidget *label = gtk_label_new (rate);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (item), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (item), subtitle);
  gtk_widget_add_css_class (label, "numeric");
  if (row->games > 0)
    gtk_widget_add_css_class (label, 2 * row->threats_wins > row->games ? "success" : "error");
  adw_action_row_add_suffix (ADW_ACTION_ROW (item), label);
  gtk_list_box_append (self->report_list, item);
}

void
qd_takestones_page_show_report (QdTakestonesPage *self)
{
  QdTakestonesExperimentRow total = { 0 };

  qd_takestones_page_clear_list (self->report_list);
  if (self->report == NULL)
    return;
  for (guint i = 0; i < self->report->rows->len; i++)
    {
      const QdTakestonesExperimentRow *row = &g_array_index (self->report->rows, QdTakestonesExperimentRow, i);
      g_autofree char *title = g_strdup_printf (_("Threats won at depth %u"), row->depth);

      add_report_row (self, title, row);
      total.games += row->games;
      total.games_first += row->games_first;
      total.threats_wins += row->threats_wins;
      total.threats_wins_first += row->threats_wins_first;
    }
  add_report_row (self, self->report->stopped ? _("Threats won (stopped early)") : _("Threats won overall"), &total);
}

static void
on_report_done (QdPage *page, QdJob *job)
{
  QdTakestonesPage *self = QD_TAKESTONES_PAGE (page);
  const GError *error = qd_job_get_error (job);

  self->reporting = FALSE;
  if (error != NULL)
    qd_page_toast (page, error->message);
  else
    {
      g_clear_pointer (&self->report, qd_takestones_experiment_free);
      self->report = qd_job_steal_result (job);
      on_report_progress (job, self);
      qd_takestones_page_show_report (self);
      qd_page_toast (page, self->report->stopped ? _("The report was stopped; the games so far are shown")
                                                 : _("The evaluator report is ready"));
    }
  qd_takestones_page_update_actions (self);
  qd_takestones_page_maybe_think (self);
}

void
qd_takestones_page_run_report (QdTakestonesPage *self, guint largest_board, guint deepest)
{
  QdTakestonesExperimentSettings *settings = g_new (QdTakestonesExperimentSettings, 1);
  QdJob *job;

  qd_takestones_experiment_settings_init (settings);
  settings->n_max = MAX (largest_board, settings->n_min);
  settings->depth_max = MAX (deepest, 1);
  qd_takestones_page_cancel_pending_move (self);
  self->thinking = FALSE;
  self->reporting = TRUE;
  gtk_progress_bar_set_fraction (self->report_progress, 0);
  job = qd_page_start_job (QD_PAGE (self), _("Comparing the evaluators"), report_worker, settings,
                           g_free, (GDestroyNotify) qd_takestones_experiment_free, on_report_done);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_report_progress), self, 0);
  qd_takestones_page_update_display (self);
}

