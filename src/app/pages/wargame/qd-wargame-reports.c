/* qd-wargame-reports.c — the Matchups view of the war game tab: the statement's
 * four matchups or the rule-set comparison of the closing question, run on a
 * job with progress and Stop, shown as a table whose rows can put their
 * game on the board, and exported as text or CSV. */
#include "config.h"
#include "qd-wargame-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "core/qd-owned.h"
#include "problems/wargame/qd-wargame-sweep.h"

#define COMPARE_DEFAULT_COIN 0.5   /* a coin of 1 is no coin: compare with this one */

typedef struct {
  QdOwned owned;
  gboolean compare;
  QdWargameRules *rules;
  guint minimax_depth;
  guint alphabeta_depth;
  double attrition;
  double coin;
  guint64 seed;
  char *outside;                 /* the outside agent's spec, or NULL */
  QdAgentConfig *outside_config;
} ReportTask;

static gpointer
report_worker (QdJob *job, gpointer data, GError **error)
{
  ReportTask *task = data;
  QdWargameMatchSetup setup;

  qd_wargame_match_setup_init (&setup);
  setup.seed = task->seed;
  setup.stop = qd_job_get_stop_flag (job);
  setup.progress = qd_job_get_progress (job);
  if (task->outside != NULL)
    {
      /* The outside agent against Quandary's, or against itself. */
      QdWargameSweepConfig config;

      memset (&config, 0, sizeof config);
      config.mode = task->compare ? QD_WARGAME_SWEEP_COMPARE : QD_WARGAME_SWEEP_MATCHUPS;
      config.board = task->rules->board;
      config.set = task->rules->set;
      config.attrition = task->compare ? task->attrition : task->rules->attrition;
      config.coin = task->compare ? task->coin : task->rules->coin;
      config.minimax_depth = task->minimax_depth;
      config.alphabeta_depth = task->alphabeta_depth;
      config.agent.kind = QD_WARGAME_AGENT_ALPHABETA;
      config.agent.depth = task->alphabeta_depth;
      config.seed = task->seed;
      config.outside = task->outside;
      config.outside_config = task->outside_config;
      return qd_wargame_experiment_run (&config, &setup);
    }
  if (task->compare)
    {
      QdWargameAgentSpec agent = { QD_WARGAME_AGENT_ALPHABETA, task->alphabeta_depth, 0 };

      return qd_wargame_compare_rules (&task->rules->board, &agent, task->attrition, task->coin, &setup);
    }
  return qd_wargame_matchups_run (task->rules, task->minimax_depth, task->alphabeta_depth, &setup);
}

/* ------------------------------------------------------------ the table */

static void
clear_grid (QdWargamePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->report_grid))) != NULL)
    gtk_grid_remove (self->report_grid, child);
}

static void
cell (QdWargamePage *self, guint column, guint row, const char *text, gboolean heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), column == 0 ? 0.0f : 1.0f);
  if (heading)
    {
      /* Long headings wrap over two lines rather than widen the table. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_justify (GTK_LABEL (label), column == 0 ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_RIGHT);
      gtk_widget_set_valign (label, GTK_ALIGN_END);
    }
  else if (column == 0)
    {
      /* A game's name (an outside agent's, a forfeit's cause) wraps too. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
    }
  gtk_label_set_selectable (GTK_LABEL (label), !heading);
  gtk_widget_add_css_class (label, heading ? "heading" : "numeric");
  gtk_grid_attach (self->report_grid, label, (gint) column, (gint) row, 1, 1);
}

static void
cellf (QdWargamePage *self, guint column, guint row, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
cellf (QdWargamePage *self, guint column, guint row, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  cell (self, column, row, text, FALSE);
}

static void
on_show_game (GtkButton *button, QdWargamePage *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "result"));
  const QdWargameMatchResult *result;

  if (self->report == NULL || i >= self->report->len)
    return;
  result = self->report->pdata[i];
  qd_wargame_page_show_record (self, qd_wargame_record_copy (result->record));
  gtk_stack_set_visible_child_name (self->main_stack, "board");
}

static double
per_move (double total, guint moves)
{
  return moves > 0 ? total / moves : 0.0;
}

/* One row per game; each figure as "blue : green" so the table fits. */
static void
show_report (QdWargamePage *self)
{
  const char *headings[] = {
    N_("Game"), N_("Score"), N_("Nodes"), N_("Nodes per Move"), N_("ms per Move"),
    N_("Neighbours per Unit"), N_("Groups"),
  };
  guint n = self->report != NULL ? self->report->len : 0;

  clear_grid (self);
  gtk_widget_set_visible (self->report_placeholder, n == 0);
  gtk_widget_set_visible (gtk_widget_get_parent (gtk_widget_get_parent (GTK_WIDGET (self->report_grid))), n > 0);
  if (n == 0)
    return;
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    cell (self, c, 0, _(headings[c]), TRUE);
  for (guint i = 0; i < n; i++)
    {
      const QdWargameMatchResult *r = self->report->pdata[i];
      QdWargameRules *rules = qd_wargame_record_get_rules (r->record);
      const QdWargameState *st = qd_wargame_record_state (r->record);
      QdWargameShape b, g;
      GtkWidget *button = gtk_button_new_from_icon_name ("go-next-symbolic");
      guint row = i + 1;

      qd_wargame_shape (rules, st, QD_WARGAME_BLUE, &b);
      qd_wargame_shape (rules, st, QD_WARGAME_GREEN, &g);
      {
        /* "alphabeta:5 vs minimax:3" over two lines, so the table fits. */
        g_auto(GStrv) sides = g_strsplit (r->label, " vs ", 2);
        g_autofree char *game = sides[1] != NULL ? g_strdup_printf ("%s vs\n%s", sides[0], sides[1])
                                                  : g_strdup (r->label);

        if (r->forfeit != NULL)
          {
            /* TRANSLATORS: a game's name, then the side (Blue, Green) and the cause. */
            char *with = g_strdup_printf (_("%s\n(%s forfeits: %s)"), game, qd_wargame_side_name (r->forfeit_side),
                                          r->forfeit->message);

            g_free (game);
            game = with;
          }

        cell (self, 0, row, game, FALSE);
      }
      cellf (self, 1, row, "%d : %d", st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
      cellf (self, 2, row, "%" G_GUINT64_FORMAT " : %" G_GUINT64_FORMAT, r->nodes[0], r->nodes[1]);
      cellf (self, 3, row, "%.1f : %.1f", per_move ((double) r->nodes[0], r->moves[0]),
             per_move ((double) r->nodes[1], r->moves[1]));
      cellf (self, 4, row, "%.2f : %.2f", per_move (r->time_us[0] / 1000.0, r->moves[0]),
             per_move (r->time_us[1] / 1000.0, r->moves[1]));
      cellf (self, 5, row, "%.2f : %.2f", b.mean_own_neighbours, g.mean_own_neighbours);
      cellf (self, 6, row, "%u : %u", b.groups, g.groups);
      g_object_set_data (G_OBJECT (button), "result", GUINT_TO_POINTER (i));
      gtk_widget_set_tooltip_text (button, _("Show this game on the board, its moves in the list"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Show Game"), -1);
      gtk_widget_add_css_class (button, "flat");
      g_signal_connect (button, "clicked", G_CALLBACK (on_show_game), self);
      gtk_grid_attach (self->report_grid, button, 7, (gint) row, 1, 1);
    }
}

/* ------------------------------------------------------------ the run */

static void
on_report_progress (QdJob *job, QdWargamePage *self)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  if (job != qd_page_get_job (QD_PAGE (self)))
    return;
  qd_job_read_progress (job, &progress);
  text = g_strdup_printf (_("Playing: move %" PRId64 ", %'" PRId64 " nodes in this search, %.1f s…"),
                          progress.done + 1, progress.nodes, qd_job_get_elapsed_us (job) / 1e6);
  gtk_label_set_label (self->report_status, text);
}

static void
on_report_done (QdPage *page, QdJob *job)
{
  QdWargamePage *self = QD_WARGAME_PAGE (page);
  GPtrArray *results = qd_job_steal_result (job);
  g_autofree char *text = NULL;

  self->activity = QD_WARGAME_IDLE;
  g_clear_pointer (&self->report, g_ptr_array_unref);
  self->report = results;
  if (results == NULL)
    text = g_strdup (_("The report was stopped before any game ended."));
  else if (qd_job_was_cancelled (job))
    text = g_strdup_printf (ngettext ("Stopped: %u game finished in %.1f s.", "Stopped: %u games finished in %.1f s.",
                                      results->len), results->len, qd_job_get_elapsed_us (job) / 1e6);
  else
    text = g_strdup_printf (ngettext ("%u game in %.1f s. Export the table with the window's Export menu.",
                                      "%u games in %.1f s. Export the table with the window's Export menu.",
                                      results->len), results->len, qd_job_get_elapsed_us (job) / 1e6);
  gtk_label_set_label (self->report_status, text);
  show_report (self);
  qd_wargame_page_update_display (self);
}

void
qd_wargame_reports_run (QdWargamePage *self)
{
  ReportTask *task = g_new0 (ReportTask, 1);
  QdWargameRules *rules = qd_wargame_record_get_rules (self->record);
  QdJob *job;

  qd_wargame_play_stop (self);
  task->compare = adw_combo_row_get_selected (self->report_row) == 1;
  task->rules = qd_owned_add (&task->owned,
                              qd_wargame_rules_new (self->board, rules->set, rules->attrition, rules->coin),
                              (GDestroyNotify) qd_wargame_rules_unref);
  task->minimax_depth = (guint) gtk_spin_button_get_value_as_int (self->mm_depth_spin);
  task->alphabeta_depth = (guint) gtk_spin_button_get_value_as_int (self->ab_depth_spin);
  task->attrition = gtk_spin_button_get_value (self->attrition_spin);
  task->coin = gtk_spin_button_get_value (self->coin_spin);
  if (task->coin >= 1.0)
    task->coin = COMPARE_DEFAULT_COIN;
  task->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  if (qd_outside_players_chosen (self->report_agents) != NULL)
    {
      g_autoptr(GError) error = NULL;

      task->outside = qd_owned_add (&task->owned, g_strdup (qd_outside_players_chosen (self->report_agents)), g_free);
      task->outside_config = qd_owned_add (&task->owned,
                                           qd_outside_players_config (self->report_agents, task->outside, &error),
                                           (GDestroyNotify) qd_agent_config_free);
      if (task->outside_config == NULL)
        {
          qd_page_toast (QD_PAGE (self), error->message);
          qd_owned_free (task);
          return;
        }
    }
  self->activity = QD_WARGAME_REPORTING;
  job = qd_page_start_job (QD_PAGE (self), _("Playing the matchups"), report_worker, task, qd_owned_free,
                           (GDestroyNotify) g_ptr_array_unref, on_report_done);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_report_progress), self, 0);
  gtk_label_set_label (self->report_status, _("Starting…"));
  qd_wargame_page_update_display (self);
}

char *
qd_wargame_reports_export (QdWargamePage *self, gboolean csv)
{
  if (self->report == NULL || self->report->len == 0)
    return NULL;
  return csv ? qd_wargame_report_csv (self->report) : qd_wargame_report_text (self->report);
}

static void
run_report_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_wargame_reports_run (QD_WARGAME_PAGE (data));
}

static const GActionEntry report_actions[] = {
  { "run-report", run_report_activated },
};

void
qd_wargame_reports_init (QdWargamePage *self)
{
  qd_page_add_actions (QD_PAGE (self), report_actions, G_N_ELEMENTS (report_actions), self);
  self->report_agents = qd_outside_players_new_chooser (QD_WARGAME_AGENT_GAME, _("War Game"), self->report_agent_row);
  show_report (self);
}
