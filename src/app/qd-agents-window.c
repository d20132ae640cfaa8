/* qd-agents-window.c — the registry of outside agents (qd-agents-window.h). */
#include "config.h"
#include "qd-agents-window.h"

#include <glib/gi18n.h>

#include "app/qd-agent-names.h"
#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-agent.h"
#include "core/qd-text.h"
#include "problems/qd-problem.h"

struct _QdAgentsWindow
{
  AdwPreferencesWindow parent_instance;

  AdwPreferencesGroup *agents_group;
  GtkListBox *list;
  GtkWidget *empty_row;
  /* The Add page. */
  AdwPreferencesPage *add_page;
  AdwEntryRow *name_row;
  AdwEntryRow *command_row;
  AdwActionRow *folder_row;
  char *folder;
  AdwComboRow *mode_row;
  GtkSpinButton *move_time;
  GPtrArray *game_checks;    /* GtkCheckButton, one per game, its name as data */
  GtkFileChooserNative *chooser;
  /* A test under way: its stop flag (shared with its worker). */
  gint *testing;
};

G_DEFINE_FINAL_TYPE (QdAgentsWindow, qd_agents_window, ADW_TYPE_PREFERENCES_WINDOW)

#define GAME_KEY "qd-agent-game"

static void refresh (QdAgentsWindow *self);

static void
toast (QdAgentsWindow *self, const char *message)
{
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), qd_toast_new (message));
}

/* ------------------------------------------------------------------ test */

typedef struct {
  char *name;
  gint *stop;                /* shared with the window while it waits */
  GString *report;
  gboolean passed;
  GWeakRef window;
  QdAgentsWindowTested done;
  gpointer data;
} TestTask;

static void
test_task_free (gpointer p)
{
  TestTask *t = p;

  g_free (t->name);
  g_free (t->stop);
  g_string_free (t->report, TRUE);
  g_weak_ref_clear (&t->window);
  g_free (t);
}

/* On a worker: a short game of each game the agent plays, as player 1. */
static void
test_worker (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  TestTask *t = data;
  g_autofree char *spec = g_strconcat ("agent:", t->name, NULL);
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;
  const QdProblem *const *problems;
  guint n, games = 0;

  t->passed = TRUE;
  if (!qd_agent_config_parse (spec, &config, &error))
    {
      g_string_append (t->report, error->message);
      t->passed = FALSE;
      g_task_return_boolean (task, TRUE);
      return;
    }
  problems = qd_problem_get_all (&n);
  for (guint i = 0; i < n && !g_atomic_int_get (t->stop); i++)
    {
      const QdProblem *p = problems[i];
      g_autoptr(QdAgent) agent = NULL;
      g_autoptr(GRand) rand = NULL;
      g_autoptr(GString) moves = NULL;
      g_autoptr(GError) cause = NULL;

      if (p->game == NULL || !qd_agent_config_plays (&config, p->game->protocol))
        continue;
      agent = qd_agent_new (&config);
      rand = g_rand_new_with_seed (1);
      moves = g_string_new (NULL);
      games++;
      if (qd_problem_game_test (p->game, agent, 0, rand, t->stop, moves, &cause))
        g_string_append_printf (t->report, _("%s: played to the end: %s\n"), p->game->protocol, moves->str);
      else
        {
          t->passed = FALSE;
          g_string_append_printf (t->report, _("%s: forfeits after the moves “%s”: %s\n"), p->game->protocol, moves->str,
                                  cause->message);
        }
      if (games == 1)
        g_string_prepend (t->report, qd_agent_is_sandboxed (agent) ? _("It runs in the sandbox.\n")
                                                                   : _("It runs without the sandbox.\n"));
    }
  if (games == 0)
    {
      t->passed = FALSE;
      g_string_append (t->report, _("It plays none of the games Quandary has for outside agents (its games=)."));
    }
  qd_agent_config_clear (&config);
  g_task_return_boolean (task, TRUE);
}

static void
on_tested (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TestTask *t = g_task_get_task_data (G_TASK (result));
  g_autoptr(QdAgentsWindow) self = g_weak_ref_get (&t->window);

  if (self == NULL)
    return;
  self->testing = NULL;
  if (t->done != NULL)
    t->done (self, t->report->str, t->passed, t->data);
}

void
qd_agents_window_test (QdAgentsWindow *self, const char *name, QdAgentsWindowTested done, gpointer data)
{
  TestTask *t = g_new0 (TestTask, 1);
  g_autoptr(GTask) task = g_task_new (NULL, NULL, on_tested, NULL);

  t->name = g_strdup (name);
  t->stop = g_new0 (gint, 1);
  t->report = g_string_new (NULL);
  t->done = done;
  t->data = data;
  g_weak_ref_init (&t->window, self);
  self->testing = t->stop;
  g_task_set_task_data (task, t, test_task_free);
  g_task_run_in_thread (task, test_worker);
}

gboolean
qd_agents_window_is_testing (QdAgentsWindow *self)
{
  return self->testing != NULL;
}

static void
show_test (QdAgentsWindow *self, const char *report, gboolean passed, gpointer data)
{
  g_autofree char *name = data;
  /* The report quotes the agent (its lines, its moves): escaped. */
  g_autofree char *shown = qd_text_escape_controls (report, TRUE);
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                        passed ? _("The Agent Plays") : _("The Agent Forfeits"),
                                                        NULL));
  adw_message_dialog_format_body (dialog, "%s\n\n%s", name, shown);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  refresh (self);
}

static void
on_test_clicked (GtkButton *button, QdAgentsWindow *self)
{
  const char *name = g_object_get_data (G_OBJECT (button), "qd-agent-name");
  g_autofree char *message = NULL;

  if (self->testing != NULL)
    return;
  message = g_strdup_printf (_("Testing %s: a short game of each game it plays…"), name);
  toast (self, message);
  qd_agents_window_test (self, name, show_test, g_strdup (name));
}

/* --------------------------------------------------------------- the list */

gboolean
qd_agents_window_remove (QdAgentsWindow *self, const char *name)
{
  g_autoptr(GError) error = NULL;

  if (!qd_agent_registry_remove (name, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  refresh (self);
  return TRUE;
}

static void
on_remove_clicked (GtkButton *button, QdAgentsWindow *self)
{
  g_autofree char *name = g_strdup (g_object_get_data (G_OBJECT (button), "qd-agent-name"));

  if (qd_agents_window_remove (self, name))
    {
      g_autofree char *message = g_strdup_printf (_("%s removed"), name);

      toast (self, message);
    }
}

static GtkWidget *
agent_row (QdAgentsWindow *self, const char *name)
{
  g_autofree char *spec = g_strconcat ("agent:", name, NULL);
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *test, *remove;

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  if (qd_agent_config_parse (spec, &config, &error))
    {
      g_autofree char *command = g_strjoinv (" ", config.argv);
      g_autofree char *games = config.games != NULL ? g_strjoinv (", ", config.games) : g_strdup (_("every game"));
      g_autofree char *subtitle = g_strdup_printf ("%s · %s · %s", command, games,
                                                   config.mode == QD_AGENT_MODE_ONCE ? _("a process a move")
                                                                                     : _("one process a game"));

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      qd_agent_config_clear (&config);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), error->message);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);

  test = gtk_button_new_with_mnemonic (_("_Test"));
  gtk_widget_set_valign (test, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (test, _("Play a short game of each game it plays"));
  g_object_set_data_full (G_OBJECT (test), "qd-agent-name", g_strdup (name), g_free);
  g_signal_connect (test, "clicked", G_CALLBACK (on_test_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), test);
  if (qd_agent_registry_is_users (name))
    {
      g_autofree char *label = g_strdup_printf (_("Remove %s"), name);

      remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove from your registry"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_object_set_data_full (G_OBJECT (remove), "qd-agent-name", g_strdup (name), g_free);
      g_signal_connect (remove, "clicked", G_CALLBACK (on_remove_clicked), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
    }
  return row;
}

static void
refresh (QdAgentsWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = qd_agent_registry_names (&error);
  GtkWidget *child;

  qd_agent_names_refresh ();
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  if (names == NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), error->message);
      gtk_list_box_append (self->list, row);
      return;
    }
  for (guint i = 0; names[i] != NULL; i++)
    gtk_list_box_append (self->list, agent_row (self, names[i]));
  if (names[0] == NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No agents yet"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Add your program: it then plays as agent:NAME on the command line"));
      gtk_list_box_append (self->list, row);
    }
}

GtkListBox *
qd_agents_window_get_list (QdAgentsWindow *self)
{
  return self->list;
}

/* --------------------------------------------------------------- Add page */

gboolean
qd_agents_window_add (QdAgentsWindow *self, const char *name, const char *command, const char *folder, gboolean once,
                      const char *const *games, double move_seconds)
{
  QdAgentConfig config = { 0 };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = qd_agent_registry_names (NULL);
  gboolean ok;

  if (!qd_agent_registry_check_name (name, &error))
    {
      toast (self, error->message);
      return FALSE;
    }
  if (names != NULL && g_strv_contains ((const char *const *) names, name))
    {
      g_autofree char *message = g_strdup_printf (_("An agent is already called %s"), name);

      toast (self, message);
      return FALSE;
    }
  if (command == NULL || !g_shell_parse_argv (command, NULL, &config.argv, &error))
    {
      g_autofree char *message = g_strdup_printf (_("The command cannot be read: %s"),
                                                  error != NULL ? error->message : _("it is empty"));

      toast (self, message);
      return FALSE;
    }
  if (games == NULL || games[0] == NULL)
    {
      g_strfreev (config.argv);
      toast (self, _("Choose the games it plays"));
      return FALSE;
    }
  config.name = (char *) name;
  config.folder = (char *) folder;
  config.mode = once ? QD_AGENT_MODE_ONCE : QD_AGENT_MODE_PERSISTENT;
  config.games = (char **) games;
  config.move_ms = qd_agent_seconds_to_ms (move_seconds);
  ok = qd_agent_registry_save (&config, &error);
  g_strfreev (config.argv);
  if (!ok)
    {
      toast (self, error->message);
      return FALSE;
    }
  refresh (self);
  return TRUE;
}

static void
on_add_confirmed (GtkButton *button, QdAgentsWindow *self)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new ();

  for (guint i = 0; i < self->game_checks->len; i++)
    if (gtk_check_button_get_active (self->game_checks->pdata[i]))
      g_ptr_array_add (games, g_object_get_data (self->game_checks->pdata[i], GAME_KEY));
  g_ptr_array_add (games, NULL);
  if (qd_agents_window_add (self, gtk_editable_get_text (GTK_EDITABLE (self->name_row)),
                            gtk_editable_get_text (GTK_EDITABLE (self->command_row)), self->folder,
                            adw_combo_row_get_selected (self->mode_row) == 1, (const char *const *) games->pdata,
                            gtk_spin_button_get_value (self->move_time)))
    {
      g_autofree char *message = g_strdup_printf (_("%s added"), gtk_editable_get_text (GTK_EDITABLE (self->name_row)));

      adw_preferences_window_close_subpage (ADW_PREFERENCES_WINDOW (self));
      toast (self, message);
    }
}

static void
on_folder_chosen (GtkNativeDialog *dialog, int response, QdAgentsWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      g_free (self->folder);
      self->folder = g_file_get_path (file);
      adw_action_row_set_subtitle (self->folder_row, self->folder != NULL ? self->folder : "");
    }
  g_clear_object (&self->chooser);
}

static void
on_choose_folder (GtkButton *button, QdAgentsWindow *self)
{
  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("The Agent's Folder"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Choose"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_folder_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

static GtkWidget *
build_add_page (QdAgentsWindow *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *games_group = adw_preferences_group_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add"));
  GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  GtkWidget *choose = gtk_button_new_with_mnemonic (_("C_hoose…"));
  GtkWidget *time_row = adw_action_row_new ();
  const QdProblem *const *problems;
  guint n;
  const char *const modes[] = { N_("Per game"), N_("Per move"), NULL };
  g_autoptr(GtkStringList) mode_names = gtk_string_list_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("New Agent"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("It speaks the protocol of docs/agents.md on its standard input and "
                                           "output, and runs confined."));
  self->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->name_row), _("_Name"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->name_row), TRUE);
  self->command_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->command_row), _("Co_mmand"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->command_row), TRUE);
  self->folder_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->folder_row), _("Working Folder"));
  adw_action_row_set_subtitle (self->folder_row, _("The folder the command is run from"));
  gtk_widget_set_valign (choose, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (choose), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Choose the agent's working folder"), -1);
  g_signal_connect (choose, "clicked", G_CALLBACK (on_choose_folder), self);
  adw_action_row_add_suffix (self->folder_row, choose);
  for (guint i = 0; modes[i] != NULL; i++)
    gtk_string_list_append (mode_names, _(modes[i]));
  self->mode_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->mode_row), _("A New Process"));
  adw_combo_row_set_model (self->mode_row, G_LIST_MODEL (mode_names));
  qd_drop_down_show_whole (GTK_WIDGET (self->mode_row));
  self->move_time = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0.1, 3600, 0.5));
  gtk_spin_button_set_value (self->move_time, QD_AGENT_DEFAULT_MOVE_MS / 1000.0);
  gtk_spin_button_set_digits (self->move_time, 1);
  gtk_widget_set_valign (GTK_WIDGET (self->move_time), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (time_row), _("Seconds a Move"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (time_row), _("Past them, it forfeits the game"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (time_row), GTK_WIDGET (self->move_time));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->move_time), GTK_ACCESSIBLE_RELATION_LABELLED_BY, time_row,
                                  NULL, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->name_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->command_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->folder_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->mode_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), time_row);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (games_group), _("Games It Plays"));
  g_clear_pointer (&self->game_checks, g_ptr_array_unref);
  self->game_checks = g_ptr_array_new ();
  problems = qd_problem_get_all (&n);
  for (guint i = 0; i < n; i++)
    if (problems[i]->game != NULL)
      {
        GtkWidget *row = adw_action_row_new ();
        GtkWidget *check = gtk_check_button_new ();

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(problems[i]->title));
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), problems[i]->game->protocol);
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
        adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
        gtk_accessible_update_relation (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL, -1);
        g_object_set_data (G_OBJECT (check), GAME_KEY, (gpointer) problems[i]->game->protocol);
        g_ptr_array_add (self->game_checks, check);
        adw_preferences_group_add (ADW_PREFERENCES_GROUP (games_group), row);
      }

  gtk_widget_add_css_class (add, "suggested-action");
  g_signal_connect (add, "clicked", G_CALLBACK (on_add_confirmed), self);
  gtk_widget_set_tooltip_text (back, _("Back"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back"), -1);
  g_signal_connect_swapped (back, "clicked", G_CALLBACK (adw_preferences_window_close_subpage), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), back);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), add);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Add an Agent"), NULL));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (games_group));
  self->add_page = ADW_PREFERENCES_PAGE (page);
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  return box;
}

void
qd_agents_window_show_add (QdAgentsWindow *self)
{
  GtkWidget *subpage = build_add_page (self);

  g_clear_pointer (&self->folder, g_free);
  adw_preferences_window_present_subpage (ADW_PREFERENCES_WINDOW (self), subpage);
  gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
}

static void
on_add_clicked (GtkButton *button, QdAgentsWindow *self)
{
  qd_agents_window_show_add (self);
}

/* ------------------------------------------------------------------ window */

static void
qd_agents_window_init (QdAgentsWindow *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *sandbox_group = adw_preferences_group_new ();
  GtkWidget *sandbox_row = adw_action_row_new ();
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add…"));
  g_autofree char *path = qd_agent_registry_user_path ();
  g_autofree char *description = NULL;
  g_autofree char *why = NULL;
  gboolean sandboxed = qd_program_sandbox_available (&why);

  gtk_window_set_title (GTK_WINDOW (self), _("Outside Agents"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 560);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (self), FALSE);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (sandbox_group), _("Confinement"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (sandbox_row),
                                 sandboxed ? _("Agents run in a sandbox") : _("No sandbox: agents cannot run"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (sandbox_row),
                               sandboxed ? _("No network, no capability; the system's folders, their own folder and "
                                             "files read-only; a scratch folder, /tmp and /dev/shm of their own "
                                             "sizes; their own processes; limits on memory, time, files and "
                                             "processes.")
                                         : why);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (sandbox_row), sandboxed ? 3 : 8);
  adw_action_row_add_prefix (ADW_ACTION_ROW (sandbox_row),
                             gtk_image_new_from_icon_name (sandboxed ? "security-high-symbolic"
                                                                     : "dialog-warning-symbolic"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (sandbox_group), sandbox_row);

  self->agents_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->agents_group, _("Agents"));
  description = g_strdup_printf (_("Your programs that play the games (docs/agents.md), each named agent:NAME "
                                   "on the command line. Kept in %s."), path);
  adw_preferences_group_set_description (self->agents_group, description);
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add an agent"));
  g_signal_connect (add, "clicked", G_CALLBACK (on_add_clicked), self);
  adw_preferences_group_set_header_suffix (self->agents_group, add);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Agents"), -1);
  adw_preferences_group_add (self->agents_group, GTK_WIDGET (self->list));

  /* Without a sandbox, that first: no agent runs. */
  if (!sandboxed)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (sandbox_group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->agents_group);
  if (sandboxed)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (sandbox_group));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));
  refresh (self);
}

static void
qd_agents_window_dispose (GObject *object)
{
  QdAgentsWindow *self = QD_AGENTS_WINDOW (object);

  /* A test under way stops; its worker frees what it shares. */
  if (self->testing != NULL)
    g_atomic_int_set (self->testing, 1);
  self->testing = NULL;
  if (self->chooser != NULL)
    {
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  G_OBJECT_CLASS (qd_agents_window_parent_class)->dispose (object);
}

static void
qd_agents_window_finalize (GObject *object)
{
  QdAgentsWindow *self = QD_AGENTS_WINDOW (object);

  g_free (self->folder);
  g_clear_pointer (&self->game_checks, g_ptr_array_unref);
  G_OBJECT_CLASS (qd_agents_window_parent_class)->finalize (object);
}

static void
qd_agents_window_class_init (QdAgentsWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = qd_agents_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = qd_agents_window_finalize;
}

QdAgentsWindow *
qd_agents_window_new (GtkWindow *parent)
{
  return g_object_new (QD_TYPE_AGENTS_WINDOW, "transient-for", parent, "modal", FALSE, NULL);
}
