/* qd-tournament-window.c — Tournament… (qd-tournament-window.h).
 *
 * The settings above, the results below (qd-tournament-results.h), in one
 * page that scrolls: it fits a window of 600 × 500.  The games are played by
 * `quandary-cli tournament` in a child process; its raw file is the only
 * thing read back, so the window ranks exactly what the command line would
 * (core/qd-standings.h is their common arithmetic). */
#include "config.h"
#include "qd-tournament-window.h"

#include <glib/gi18n.h>

#include "app/qd-sweep-child.h"
#include "app/qd-tournament-agents.h"
#include "app/qd-tournament-results.h"
#include "app/widgets/qd-a11y.h"
#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-widgets.h"
#include "app/widgets/qd-sandbox-banner.h"
#include "core/qd-sweep.h"
#include "problems/qd-problem.h"

#define WINDOW_KEY "qd-tournament-window"

struct _QdTournamentWindow
{
  AdwWindow parent_instance;

  QdWindow *main;            /* weak */
  AdwToastOverlay *toasts;
  GtkWidget *run_button;
  GtkWidget *stop_button;
  GtkWidget *settings;       /* insensitive while a tournament runs */
  AdwComboRow *game_row;
  AdwActionRow *file_row;
  AdwEntryRow *options_row;
  QdTournamentAgents *agents_group;
  GtkSpinButton *per_pairing;
  GtkSwitch *gauntlet;
  GtkSpinButton *move_time;
  GtkWidget *run_box;        /* the progress and the run's end, above the results */
  GtkScrolledWindow *page;
  double scroll_to;          /* where the page goes once the results are laid out, or -1 */
  GtkProgressBar *progress;
  GtkLabel *status_label;
  QdTournamentResults *results;
  GtkFileChooserNative *chooser;
  GPtrArray *games;          /* the problems whose game plays tournaments (QdProblem.game) */
  char *file;                /* the board or map */

  /* The tournament under way, or the last one. */
  QdSweepChild *child;
  const QdProblem *game;
  char **agents;
  guint per_pairing_run;
  gboolean gauntlet_run;
  guint total;
  QdStandings *standings;
  gint status;
  char *message;
};

G_DEFINE_FINAL_TYPE (QdTournamentWindow, qd_tournament_window, ADW_TYPE_WINDOW)

static void
toast (QdTournamentWindow *self, const char *message)
{
  adw_toast_overlay_add_toast (self->toasts, qd_toast_new (message));
}

static const QdProblem *
chosen_game (QdTournamentWindow *self)
{
  guint i = adw_combo_row_get_selected (self->game_row);

  return self->games->pdata[i < self->games->len ? i : 0];
}

/* --------------------------------------------------------------- the game */

static void
show_file (QdTournamentWindow *self)
{
  g_autofree char *shown = self->file != NULL ? g_filename_display_name (self->file) : NULL;

  adw_action_row_set_subtitle (self->file_row, shown != NULL ? shown : _("None chosen"));
}

static void
on_game_selected (QdTournamentWindow *self)
{
  const QdProblemGame *game = chosen_game (self)->game;

  /* A map is not a board: each game its own file. */
  g_clear_pointer (&self->file, g_free);
  show_file (self);
  gtk_widget_set_visible (GTK_WIDGET (self->file_row), game->file_argument != NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->options_row), game->tournament_options);
  qd_tournament_agents_set_game (self->agents_group, game->agents);
}

void
qd_tournament_window_set_agents (QdTournamentWindow *self, const char *const *agents)
{
  g_return_if_fail (QD_IS_TOURNAMENT_WINDOW (self));
  qd_tournament_agents_set (self->agents_group, agents);
}

void
qd_tournament_window_set_game (QdTournamentWindow *self, const char *game, const char *file, const char *options)
{
  g_return_if_fail (QD_IS_TOURNAMENT_WINDOW (self));
  for (guint i = 0; i < self->games->len; i++)
    if (g_str_equal (((const QdProblem *) self->games->pdata[i])->id, game))
      adw_combo_row_set_selected (self->game_row, i);
  if (file != NULL)
    {
      g_free (self->file);
      self->file = g_strdup (file);
      show_file (self);
    }
  if (options != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->options_row), options);
}

void
qd_tournament_window_set_games (QdTournamentWindow *self, guint per_pairing, gboolean gauntlet, double move_seconds)
{
  g_return_if_fail (QD_IS_TOURNAMENT_WINDOW (self));
  gtk_spin_button_set_value (self->per_pairing, per_pairing);
  gtk_switch_set_active (self->gauntlet, gauntlet);
  gtk_spin_button_set_value (self->move_time, move_seconds);
}

static void
on_file_chosen (GtkNativeDialog *dialog, int response, QdTournamentWindow *self)
{
  g_autoptr(GFile) file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog))
                                                          : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  if (path != NULL)
    qd_tournament_window_set_game (self, chosen_game (self)->id, path, NULL);
  g_clear_object (&self->chooser);
}

static void
on_choose_file (GtkButton *button, QdTournamentWindow *self)
{
  const QdProblem *problem = chosen_game (self);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  g_clear_object (&self->chooser);
  self->chooser = gtk_file_chooser_native_new (_("Choose the Board or Map"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Choose"), _("_Cancel"));
  gtk_file_filter_set_name (filter, _(problem->format->title));
  for (guint i = 0; problem->format->patterns[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, problem->format->patterns[i]);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_file_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ------------------------------------------------------------ the results */

static void
update_buttons (QdTournamentWindow *self)
{
  gboolean running = qd_tournament_window_is_running (self);

  gtk_widget_set_visible (self->run_button, !running);
  gtk_widget_set_visible (self->stop_button, running);
  gtk_widget_set_sensitive (self->settings, !running);
}

static void
show_progress (QdTournamentWindow *self, guint done)
{
  g_autofree char *text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u game played",
                                                        "%u of %u games played", self->total),
                                           done, self->total);

  gtk_progress_bar_set_fraction (self->progress, self->total > 0 ? (double) done / self->total : 0);
  gtk_progress_bar_set_text (self->progress, text);
}

static void
on_rows (QdSweepChild *child, gpointer raw_data, QdTournamentWindow *self)
{
  static const char *const columns[] = { "run", "key", "first", "second", "winner", "forfeit", "cause", NULL };
  const QdSweepRaw *raw = raw_data;
  guint n = g_strv_length (self->agents);
  g_autofree guint *first_runs = g_new (guint, (gsize) n * n);
  QdStandings *s;

  if (!qd_sweep_raw_check_columns (raw, "tournament", columns, NULL))
    return;
  for (guint k = 0; k < n * n; k++)
    first_runs[k] = G_MAXUINT;
  /* The games so far, ranked afresh (at most four times a second). */
  s = qd_standings_new (n);
  for (guint r = 0; r < raw->rows->len; r++)
    {
      guint run = (guint) raw->runs[r], a, b;
      gint winner;
      gboolean forfeit;
      g_autofree char *cause = NULL;

      if (raw->runs[r] >= self->total)
        continue;
      qd_standings_schedule (n, self->per_pairing_run, self->gauntlet_run, run, &a, &b);
      if (!qd_standings_read_row ((char **) raw->rows->pdata[r] + 2, self->agents[a], self->agents[b], &winner,
                                  &forfeit, &cause))
        continue;
      qd_standings_add (s, a, b, winner, forfeit, cause);
      first_runs[a * n + b] = first_runs[b * n + a] = MIN (first_runs[a * n + b], run);
    }
  qd_standings_rank (s);
  g_clear_pointer (&self->standings, qd_standings_free);
  self->standings = s;
  qd_tournament_results_show (self->results, s, first_runs);
  show_progress (self, s->n_games);
}

static void
on_finished (QdSweepChild *child, gint status, const char *message, QdTournamentWindow *self)
{
  guint done = self->standings != NULL ? self->standings->n_games : 0;
  g_autofree char *text = NULL;

  self->status = status;
  g_free (self->message);
  self->message = g_strdup (message);
  if (status == 0 && done == self->total)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Finished: %u game played", "Finished: %u games played",
                                         done), done);
  else if (status == 0)
    {
      /* It ends well when a game cannot be played (bad options): why is on its stderr. */
      text = g_strdup_printf (_("Finished, but %u of %u games could not be played: %s"), self->total - done,
                              self->total, message[0] != '\0' ? message : _("no reason given"));
      toast (self, text);
    }
  else if (status == 130)
    text = g_strdup_printf (_("Stopped: the %u games played are kept"), done);
  else
    {
      text = g_strdup_printf (_("The tournament failed: %s"), message[0] != '\0' ? message : _("no reason given"));
      toast (self, text);
    }
  gtk_label_set_text (self->status_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
  update_buttons (self);
}

/* The record of game `run` (from 0) in the games folder: game-0001.EXT,
 * its extension the game command's own. */
static char *
find_record (QdTournamentWindow *self, guint run)
{
  g_autofree char *folder = g_build_filename (qd_sweep_child_get_folder (self->child), "games", NULL);
  g_autofree char *prefix = g_strdup_printf ("game-%04u.", run + 1);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      return g_build_filename (folder, name, NULL);
  return NULL;
}

static void
on_open_game (QdTournamentResults *results, guint run, QdTournamentWindow *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (self->child == NULL || self->game == NULL || !self->game->game->records_open || self->main == NULL)
    return;
  if ((path = find_record (self, run)) == NULL)
    {
      toast (self, _("This game’s record was not kept"));
      return;
    }
  file = g_file_new_for_path (path);
  qd_window_open_file (self->main, file);
  gtk_window_present (GTK_WINDOW (self->main));
}

/* The page scrolls to the progress when a tournament starts: the results
 * grow below it, and the page is long enough to show them only once they
 * are laid out. */
static void
on_page_upper (GtkAdjustment *adjustment, GParamSpec *pspec, QdTournamentWindow *self)
{
  if (self->scroll_to < 0)
    return;
  gtk_adjustment_set_value (adjustment, self->scroll_to);
  self->scroll_to = -1;
}

static void
scroll_to_run (QdTournamentWindow *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->page);
  graphene_point_t at;
  double y;

  /* The progress is above the results: its place is already known (in
   * the view, which is scrolled by the adjustment's value). */
  if (!gtk_widget_compute_point (self->run_box, GTK_WIDGET (self->page), &GRAPHENE_POINT_INIT (0, 0), &at))
    return;
  y = MAX (gtk_adjustment_get_value (adjustment) + at.y - 12, 0);
  gtk_adjustment_set_value (adjustment, y);
  /* Not that far yet: once the results make the page long enough. */
  self->scroll_to = gtk_adjustment_get_value (adjustment) < y - 1 ? y : -1;
}

/* ---------------------------------------------------------------- running */

/* The command line of the settings (after `quandary-cli`), or NULL with a
 * toast saying what is missing. */
static GPtrArray *
tournament_args (QdTournamentWindow *self, const char *folder, char ***agents)
{
  const QdProblem *game = chosen_game (self);
  g_auto(GStrv) specs = qd_tournament_agents_get (self->agents_group);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) options = NULL;
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->options_row));
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  double move_time;

  /* A number typed and not yet confirmed counts. */
  gtk_spin_button_update (self->per_pairing);
  gtk_spin_button_update (self->move_time);
  move_time = gtk_spin_button_get_value (self->move_time);

  if (game->game->file_argument != NULL && self->file == NULL)
    {
      toast (self, _("Choose the board or map first"));
      return NULL;
    }
  if (g_strv_length (specs) < 2)
    {
      toast (self, _("A tournament needs two agents or more"));
      return NULL;
    }
  /* g_shell_parse_argv refuses a blank line: no options. */
  if (stripped[0] != '\0' && !g_shell_parse_argv (text, NULL, &options, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Game options: %s"), error->message);

      toast (self, message);
      return NULL;
    }
  g_ptr_array_add (args, g_strdup ("tournament"));
  for (guint i = 0; specs[i] != NULL; i++)
    {
      g_ptr_array_add (args, g_strdup ("--agent"));
      g_ptr_array_add (args, g_strdup (specs[i]));
    }
  g_ptr_array_add (args, g_strdup ("-n"));
  g_ptr_array_add (args, g_strdup_printf ("%d", gtk_spin_button_get_value_as_int (self->per_pairing)));
  if (gtk_switch_get_active (self->gauntlet))
    g_ptr_array_add (args, g_strdup ("--gauntlet"));
  if (move_time > 0)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      g_ptr_array_add (args, g_strdup ("--move-time"));
      g_ptr_array_add (args, g_strdup (g_ascii_formatd (number, sizeof number, "%g", move_time)));
    }
  g_ptr_array_add (args, g_strdup ("--logs"));
  g_ptr_array_add (args, g_build_filename (folder, "games", NULL));
  g_ptr_array_add (args, g_strdup (game->id));
  if (game->game->file_argument != NULL)
    g_ptr_array_add (args, g_strdup (self->file));
  g_ptr_array_add (args, g_strdup ("--"));
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (options[i]));
  g_ptr_array_add (args, NULL);
  *agents = g_steal_pointer (&specs);
  return g_steal_pointer (&args);
}

gboolean
qd_tournament_window_run (QdTournamentWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSweepChild) child = NULL;
  g_autoptr(GPtrArray) args = NULL;
  char **agents = NULL;

  g_return_val_if_fail (QD_IS_TOURNAMENT_WINDOW (self), FALSE);
  if (qd_tournament_window_is_running (self))
    return FALSE;
  if ((child = qd_sweep_child_new (&error)) == NULL)
    {
      toast (self, error->message);
      return FALSE;
    }
  if ((args = tournament_args (self, qd_sweep_child_get_folder (child), &agents)) == NULL)
    return FALSE;
  if (!qd_sweep_child_start (child, (const char *const *) args->pdata, NULL, &error))
    {
      toast (self, error->message);
      g_strfreev (agents);
      return FALSE;
    }
  /* The last tournament's records go with its child. */
  if (self->child != NULL)
    g_signal_handlers_disconnect_by_data (self->child, self);
  g_set_object (&self->child, child);
  g_signal_connect (child, "rows", G_CALLBACK (on_rows), self);
  g_signal_connect (child, "finished", G_CALLBACK (on_finished), self);
  g_strfreev (self->agents);
  self->agents = agents;
  self->game = chosen_game (self);
  self->per_pairing_run = (guint) gtk_spin_button_get_value_as_int (self->per_pairing);
  self->gauntlet_run = gtk_switch_get_active (self->gauntlet);
  self->total = qd_standings_n_games (g_strv_length (agents), self->per_pairing_run, self->gauntlet_run);
  self->status = -1;
  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->standings, qd_standings_free);
  qd_tournament_results_start (self->results, (const char *const *) agents, self->game->game->records_open);
  show_progress (self, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  update_buttons (self);
  scroll_to_run (self);
  return TRUE;
}

void
qd_tournament_window_stop (QdTournamentWindow *self)
{
  g_return_if_fail (QD_IS_TOURNAMENT_WINDOW (self));
  if (self->child != NULL)
    qd_sweep_child_stop (self->child);
}

gboolean
qd_tournament_window_is_running (QdTournamentWindow *self)
{
  g_return_val_if_fail (QD_IS_TOURNAMENT_WINDOW (self), FALSE);
  return self->child != NULL && qd_sweep_child_is_running (self->child);
}

static void
on_run_clicked (GtkButton *button, QdTournamentWindow *self)
{
  qd_tournament_window_run (self);
}

static void
on_stop_clicked (GtkButton *button, QdTournamentWindow *self)
{
  qd_tournament_window_stop (self);
}

/* ------------------------------------------------------------------ build */

/* A row holding `control` on its right, which the row names. */
static GtkWidget *
control_row (const char *title, const char *subtitle, GtkWidget *control)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
  return row;
}

static GtkWidget *
build_game_group (QdTournamentWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  g_autoptr(GtkStringList) titles = gtk_string_list_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Game"));
  for (guint i = 0; i < self->games->len; i++)
    gtk_string_list_append (titles, _(((const QdProblem *) self->games->pdata[i])->title));
  self->game_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->game_row), _("_Game"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->game_row), TRUE);
  adw_combo_row_set_model (self->game_row, G_LIST_MODEL (titles));
  qd_drop_down_show_whole (GTK_WIDGET (self->game_row));
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (on_game_selected), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->game_row));

  gtk_accessible_update_property (GTK_ACCESSIBLE (choose), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Choose the board or map"), -1);
  g_signal_connect (choose, "clicked", G_CALLBACK (on_choose_file), self);
  self->file_row = ADW_ACTION_ROW (control_row (_("Board or Map"), NULL, choose));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->file_row));

  self->options_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->options_row), _("Game _Options"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->options_row), TRUE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->options_row));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
    _("The options of the game’s command, as on the command line (quandary-cli GAME --help)"));
  return group;
}

static GtkWidget *
build_games_group (QdTournamentWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Games"));
  self->per_pairing = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 10000, 1));
  gtk_spin_button_set_value (self->per_pairing, 2);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             control_row (_("Games a _Pairing"), _("Each agent first in half of them"),
                                          GTK_WIDGET (self->per_pairing)));
  self->gauntlet = GTK_SWITCH (gtk_switch_new ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             control_row (_("G_auntlet"), _("The first agent against each of the others, not every "
                                                            "pair"), GTK_WIDGET (self->gauntlet)));
  self->move_time = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 3600, 0.5));
  gtk_spin_button_set_digits (self->move_time, 1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             control_row (_("_Seconds a Move"), _("For outside agents, who forfeit past them; 0: "
                                                                  "each agent’s own"),
                                          GTK_WIDGET (self->move_time)));
  return group;
}

static void
build (QdTournamentWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  self->run_button = gtk_button_new_with_mnemonic (_("_Run"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  gtk_widget_set_tooltip_text (self->run_button, _("Play the tournament (Ctrl+Return)"));
  g_signal_connect (self->run_button, "clicked", G_CALLBACK (on_run_clicked), self);
  self->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  gtk_widget_add_css_class (self->stop_button, "destructive-action");
  gtk_widget_set_tooltip_text (self->stop_button, _("Stop: the games played so far are kept"));
  g_signal_connect (self->stop_button, "clicked", G_CALLBACK (on_stop_clicked), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->run_button);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->stop_button);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), qd_sandbox_banner_new ());

  self->settings = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_box_append (GTK_BOX (self->settings), build_game_group (self));
  self->agents_group = QD_TOURNAMENT_AGENTS (qd_tournament_agents_new ());
  gtk_box_append (GTK_BOX (self->settings), GTK_WIDGET (self->agents_group));
  gtk_box_append (GTK_BOX (self->settings), build_games_group (self));
  gtk_box_append (GTK_BOX (content), self->settings);

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Tournament progress"), -1);
  self->run_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->run_box), GTK_WIDGET (self->progress));
  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_selectable (self->status_label, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
  gtk_box_append (GTK_BOX (self->run_box), GTK_WIDGET (self->status_label));
  gtk_box_append (GTK_BOX (content), self->run_box);
  self->results = QD_TOURNAMENT_RESULTS (qd_tournament_results_new ());
  g_signal_connect (self->results, "open-game", G_CALLBACK (on_open_game), self);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->results));

  g_object_set (content, "margin-top", 18, "margin-bottom", 18, "margin-start", 12, "margin-end", 12, NULL);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 860);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  self->page = GTK_SCROLLED_WINDOW (scroller);
  g_signal_connect (gtk_scrolled_window_get_vadjustment (self->page), "notify::upper", G_CALLBACK (on_page_upper),
                    self);
  adw_toast_overlay_set_child (self->toasts, scroller);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_window_set_content (ADW_WINDOW (self), box);

  on_game_selected (self);
  {
    const char *const *own = chosen_game (self)->game->agents;

    qd_tournament_window_set_agents (self, (const char *const[]) { own[0], own[1] != NULL ? own[1] : own[0], NULL });
  }
  qd_a11y_prepare (GTK_WIDGET (self));
  update_buttons (self);
}

/* ------------------------------------------------------------------- life */

static gboolean
on_close_request (GtkWindow *window)
{
  QdTournamentWindow *self = QD_TOURNAMENT_WINDOW (window);

  /* Closing it ends a tournament under way (its child is killed with it). */
  if (self->child != NULL)
    g_signal_handlers_disconnect_by_data (self->child, self);
  g_clear_object (&self->child);
  return FALSE;
}

static gboolean
on_run_key (GtkWidget *widget, GVariant *args, gpointer data)
{
  qd_tournament_window_run (QD_TOURNAMENT_WINDOW (widget));
  return TRUE;
}

static void
qd_tournament_window_dispose (GObject *object)
{
  QdTournamentWindow *self = QD_TOURNAMENT_WINDOW (object);

  on_close_request (GTK_WINDOW (self));
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->main != NULL && g_object_get_data (G_OBJECT (self->main), WINDOW_KEY) == self)
    g_object_steal_data (G_OBJECT (self->main), WINDOW_KEY);
  g_clear_weak_pointer (&self->main);
  G_OBJECT_CLASS (qd_tournament_window_parent_class)->dispose (object);
}

static void
qd_tournament_window_finalize (GObject *object)
{
  QdTournamentWindow *self = QD_TOURNAMENT_WINDOW (object);

  g_free (self->file);
  g_ptr_array_unref (self->games);
  g_strfreev (self->agents);
  qd_standings_free (self->standings);
  g_free (self->message);
  G_OBJECT_CLASS (qd_tournament_window_parent_class)->finalize (object);
}

static void
qd_tournament_window_class_init (QdTournamentWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_tournament_window_dispose;
  object_class->finalize = qd_tournament_window_finalize;
  GTK_WINDOW_CLASS (klass)->close_request = on_close_request;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, on_run_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, on_run_key, NULL);
}

static void
qd_tournament_window_init (QdTournamentWindow *self)
{
  self->status = -1;
  self->scroll_to = -1;
  {
    guint n;
    const QdProblem *const *problems = qd_problem_get_all (&n);

    self->games = g_ptr_array_new ();
    for (guint i = 0; i < n; i++)
      if (problems[i]->game != NULL)
        g_ptr_array_add (self->games, (gpointer) problems[i]);
  }
  gtk_window_set_title (GTK_WINDOW (self), _("Tournament"));
  gtk_window_set_default_size (GTK_WINDOW (self), 800, 800);
  build (self);
}

QdTournamentWindow *
qd_tournament_window_for (QdWindow *parent)
{
  QdTournamentWindow *self = g_object_get_data (G_OBJECT (parent), WINDOW_KEY);

  if (self != NULL)
    return self;
  self = g_object_new (QD_TYPE_TOURNAMENT_WINDOW, NULL);
  gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (parent));
  g_set_weak_pointer (&self->main, parent);
  /* GTK owns the window (a toplevel); closing it destroys it, and its
   * dispose takes the key back. */
  g_object_set_data (G_OBJECT (parent), WINDOW_KEY, self);
  return self;
}

/* ------------------------------------------------------------------ tests */

gint
qd_tournament_window_get_status (QdTournamentWindow *self, const char **message)
{
  if (message != NULL)
    *message = self->message;
  return self->status;
}

guint
qd_tournament_window_get_done (QdTournamentWindow *self, guint *total)
{
  if (total != NULL)
    *total = self->total;
  return self->standings != NULL ? self->standings->n_games : 0;
}

const QdStandings *
qd_tournament_window_get_standings (QdTournamentWindow *self)
{
  return self->standings;
}

GtkWidget *
qd_tournament_window_get_results (QdTournamentWindow *self)
{
  return GTK_WIDGET (self->results);
}

const char *
qd_tournament_window_get_folder (QdTournamentWindow *self)
{
  return self->child != NULL ? qd_sweep_child_get_folder (self->child) : NULL;
}
