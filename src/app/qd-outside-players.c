/* qd-outside-players.c — a game tab's player lists with outside agents
 * (qd-outside-players.h). */
#include "config.h"
#include "qd-outside-players.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "qd-agent-names.h"
#include "core/qd-text.h"

struct _QdOutsidePlayers {
  char *game, *title;
  guint n_builtins;
  QdOutsidePlayersChanged changed;
  gpointer user_data;
  GPtrArray *lists;          /* GtkStringList, referenced */
  GPtrArray *specs;          /* the spec of each item past the builtins */
  GPtrArray *own;            /* specs listed though the registry lacks them */
  gulong names_handler;
  gboolean updating;
  QdAgent *agents[2];
  char *agent_specs[2];
  char *side_names[2];
  GtkWidget *log_row;
  GtkWindow *log_window;     /* while open */
  GtkTextBuffer *log_buffer;
  guint log_source;          /* its refresh */
  AdwComboRow *chooser;      /* an experiment's chooser (qd_outside_players_new_chooser) */
  char *chosen;              /* its outside agent's spec, or NULL */
};

/* Whether the registry's agent `name` plays the game (a wrong entry is
 * listed, to say what is wrong with it when it is chosen). */
static gboolean
plays (QdOutsidePlayers *self, const char *name)
{
  g_autofree char *spec = g_strconcat ("agent:", name, NULL);
  QdAgentConfig config;
  gboolean yes;

  if (!qd_agent_config_parse (spec, &config, NULL))
    return TRUE;
  yes = qd_agent_config_plays (&config, self->game);
  qd_agent_config_clear (&config);
  return yes;
}

static void
rebuild (QdOutsidePlayers *self)
{
  GListModel *names = qd_agent_names_get ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->specs, 0);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    {
      const char *name = gtk_string_list_get_string (GTK_STRING_LIST (names), i);

      if (!plays (self, name))
        continue;
      g_ptr_array_add (self->specs, g_strconcat ("agent:", name, NULL));
      g_ptr_array_add (labels, g_strdup (name));
    }
  for (guint i = 0; i < self->own->len; i++)
    if (!g_ptr_array_find_with_equal_func (self->specs, self->own->pdata[i], g_str_equal, NULL))
      {
        g_ptr_array_add (self->specs, g_strdup (self->own->pdata[i]));
        g_ptr_array_add (labels, g_strdup_printf (_("%s (not in the registry)"), (char *) self->own->pdata[i]));
      }
  g_ptr_array_add (labels, NULL);
  self->updating = TRUE;
  for (guint i = 0; i < self->lists->len; i++)
    {
      GtkStringList *list = self->lists->pdata[i];
      guint n = g_list_model_get_n_items (G_LIST_MODEL (list));

      gtk_string_list_splice (list, self->n_builtins, n - MIN (n, self->n_builtins),
                              (const char *const *) labels->pdata);
    }
  self->updating = FALSE;
}

static void
on_names_changed (QdOutsidePlayers *self)
{
  rebuild (self);
  if (self->changed != NULL)
    self->changed (self->user_data);
}

QdOutsidePlayers *
qd_outside_players_new (const char *game, const char *title, guint n_builtins, QdOutsidePlayersChanged changed,
                        gpointer user_data)
{
  QdOutsidePlayers *self = g_new0 (QdOutsidePlayers, 1);

  self->game = g_strdup (game);
  self->title = g_strdup (title);
  self->n_builtins = n_builtins;
  self->changed = changed;
  self->user_data = user_data;
  self->lists = g_ptr_array_new_with_free_func (g_object_unref);
  self->specs = g_ptr_array_new_with_free_func (g_free);
  self->own = g_ptr_array_new_with_free_func (g_free);
  self->names_handler = g_signal_connect_swapped (qd_agent_names_get (), "items-changed",
                                                  G_CALLBACK (on_names_changed), self);
  self->side_names[0] = g_strdup (_("Player 1"));
  self->side_names[1] = g_strdup (_("Player 2"));
  return self;
}

void
qd_outside_players_set_side_names (QdOutsidePlayers *self, const char *first, const char *second)
{
  g_free (self->side_names[0]);
  g_free (self->side_names[1]);
  self->side_names[0] = g_strdup (first);
  self->side_names[1] = g_strdup (second);
}

char *
qd_outside_players_log_text (QdOutsidePlayers *self)
{
  GString *text = g_string_new (NULL);

  for (guint side = 0; side < 2; side++)
    {
      QdAgentSnapshot snap;
      g_autofree char *name = NULL;

      if (self->agents[side] == NULL)
        continue;
      qd_agent_snapshot (self->agents[side], &snap);
      /* The name it gave and its stderr are the program's words: escaped,
       * the lines of its stderr kept. */
      name = qd_text_escape_controls (snap.name, FALSE);
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append_printf (text, "%s: %s (%s)\n", self->side_names[side], name, self->agent_specs[side]);
      if (!snap.started)
        g_string_append_printf (text, "  %s\n", _("not asked for a move yet"));
      else
        {
          g_string_append_printf (text, "  %s\n", snap.sandboxed ? _("in the sandbox (bubblewrap)")
                                                                 : _("not in a sandbox: only its limits hold"));
          g_string_append (text, "  ");
          g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u move asked for, the last in %.3f s",
                                                     "%u moves asked for, the last in %.3f s", snap.moves),
                                  snap.moves, snap.last_move_us / 1e6);
          g_string_append_c (text, '\n');
          if (snap.stderr_text[0] == '\0')
            g_string_append_printf (text, "  %s\n", _("nothing on its standard error"));
          else
            {
              g_autofree char *stderr_text = qd_text_escape_controls (snap.stderr_text, TRUE);
              g_auto(GStrv) lines = g_strsplit (stderr_text, "\n", -1);

              g_string_append_printf (text, "  %s\n", _("its standard error:"));
              for (guint i = 0; lines[i] != NULL; i++)
                if (lines[i][0] != '\0' || lines[i + 1] != NULL)
                  g_string_append_printf (text, "    %s\n", lines[i]);
            }
        }
      qd_agent_snapshot_clear (&snap);
    }
  if (text->len == 0)
    g_string_append (text, _("No outside agent has played in this tab's game yet: choose one in a player list."));
  return g_string_free (text, FALSE);
}

static gboolean
refresh_log (gpointer data)
{
  QdOutsidePlayers *self = data;
  g_autofree char *text = qd_outside_players_log_text (self);
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  gtk_text_buffer_get_bounds (self->log_buffer, &start, &end);
  shown = gtk_text_buffer_get_text (self->log_buffer, &start, &end, FALSE);
  if (g_strcmp0 (shown, text) != 0)
    gtk_text_buffer_set_text (self->log_buffer, text, -1);
  return G_SOURCE_CONTINUE;
}

static void
on_log_destroyed (QdOutsidePlayers *self)
{
  g_clear_handle_id (&self->log_source, g_source_remove);
  self->log_window = NULL;
  self->log_buffer = NULL;
}

GtkWindow *
qd_outside_players_show_log (QdOutsidePlayers *self)
{
  GtkWidget *box, *header, *scrolled, *view;

  if (self->log_window != NULL)
    {
      gtk_window_present (self->log_window);
      return self->log_window;
    }
  self->log_window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_title (self->log_window, _("Outside Agents' Log"));
  gtk_window_set_default_size (self->log_window, 560, 420);
  gtk_window_set_destroy_with_parent (self->log_window, TRUE);
  if (self->log_row != NULL && GTK_IS_WINDOW (gtk_widget_get_root (self->log_row)))
    gtk_window_set_transient_for (self->log_window, GTK_WINDOW (gtk_widget_get_root (self->log_row)));
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  header = adw_header_bar_new ();
  gtk_box_append (GTK_BOX (box), header);
  view = gtk_text_view_new ();
  gtk_text_view_set_editable (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_cursor_visible (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_monospace (GTK_TEXT_VIEW (view), TRUE);
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 12);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 12);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Outside agents' log"), -1);
  scrolled = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), view);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (self->log_window), box);
  self->log_buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
  g_signal_connect_swapped (self->log_window, "destroy", G_CALLBACK (on_log_destroyed), self);
  refresh_log (self);
  self->log_source = g_timeout_add (500, refresh_log, self);
  gtk_window_present (self->log_window);
  return self->log_window;
}

void
qd_outside_players_add_log_row (QdOutsidePlayers *self, GtkWidget *below)
{
  GtkWidget *group = gtk_widget_get_ancestor (below, ADW_TYPE_PREFERENCES_GROUP);

  g_return_if_fail (group != NULL);
  /* A row that opens a window, as GNOME's settings have them. */
  self->log_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->log_row), _("Outside Agents' Log"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->log_row),
                               _("What the players' programs wrote on their standard error, and their move times"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->log_row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (self->log_row), TRUE);
  gtk_widget_set_tooltip_text (self->log_row, _("Show the outside agents' log"));
  g_signal_connect_swapped (self->log_row, "activated", G_CALLBACK (qd_outside_players_show_log), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->log_row);
}

void
qd_outside_players_free (QdOutsidePlayers *self)
{
  if (self == NULL)
    return;
  g_signal_handler_disconnect (qd_agent_names_get (), self->names_handler);
  if (self->log_window != NULL)
    gtk_window_destroy (self->log_window);
  qd_outside_players_end_game (self);
  g_free (self->side_names[0]);
  g_free (self->side_names[1]);
  g_ptr_array_unref (self->lists);
  g_ptr_array_unref (self->specs);
  g_ptr_array_unref (self->own);
  if (self->chooser != NULL)
    g_signal_handlers_disconnect_by_data (self->chooser, self);
  g_free (self->chosen);
  g_free (self->game);
  g_free (self->title);
  g_free (self);
}

/* The chooser's agent stays chosen when the registry changes (else its
 * first item is). */
static void
chooser_lists_changed (gpointer data)
{
  QdOutsidePlayers *self = data;
  guint at;

  if (self->chosen != NULL && g_ptr_array_find_with_equal_func (self->specs, self->chosen, g_str_equal, &at))
    adw_combo_row_set_selected (self->chooser, self->n_builtins + at);
  else
    adw_combo_row_set_selected (self->chooser, 0);
}

static void
on_chooser_selected (QdOutsidePlayers *self)
{
  if (self->updating)
    return;
  g_free (self->chosen);
  self->chosen = g_strdup (qd_outside_players_spec (self, adw_combo_row_get_selected (self->chooser)));
}

QdOutsidePlayers *
qd_outside_players_new_chooser (const char *game, const char *title, AdwComboRow *row)
{
  GtkStringList *list = GTK_STRING_LIST (adw_combo_row_get_model (row));
  QdOutsidePlayers *self = qd_outside_players_new (game, title, g_list_model_get_n_items (G_LIST_MODEL (list)),
                                                   chooser_lists_changed, NULL);

  self->user_data = self;
  self->chooser = row;
  g_signal_connect_swapped (row, "notify::selected", G_CALLBACK (on_chooser_selected), self);
  qd_outside_players_add_list (self, list);
  return self;
}

const char *
qd_outside_players_chosen (QdOutsidePlayers *self)
{
  return self->chosen;
}

void
qd_outside_players_add_list (QdOutsidePlayers *self, GtkStringList *list)
{
  g_ptr_array_add (self->lists, g_object_ref (list));
  rebuild (self);
}

gboolean
qd_outside_players_is_updating (QdOutsidePlayers *self)
{
  return self->updating;
}

guint
qd_outside_players_index (QdOutsidePlayers *self, const char *spec)
{
  guint at;

  if (!g_ptr_array_find_with_equal_func (self->specs, spec, g_str_equal, &at))
    {
      if (!g_ptr_array_find_with_equal_func (self->own, spec, g_str_equal, NULL))
        g_ptr_array_add (self->own, g_strdup (spec));
      rebuild (self);
      if (!g_ptr_array_find_with_equal_func (self->specs, spec, g_str_equal, &at))
        return 0;
    }
  return self->n_builtins + at;
}

const char *
qd_outside_players_spec (QdOutsidePlayers *self, guint index)
{
  if (index < self->n_builtins || index - self->n_builtins >= self->specs->len)
    return NULL;
  return self->specs->pdata[index - self->n_builtins];
}

QdAgentConfig *
qd_outside_players_config (QdOutsidePlayers *self, const char *spec, GError **error)
{
  g_autoptr(QdAgentConfig) config = g_new0 (QdAgentConfig, 1);

  /* The window runs the registry's agents, never a program a file names. */
  if (!g_str_has_prefix (spec, "agent:"))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START,
                   _("%s runs only from the command line: add it in Outside Agents to play it here"), spec);
      return NULL;
    }
  if (!qd_agent_config_parse (spec, config, error))
    return NULL;
  if (!qd_agent_config_plays (config, self->game))
    {
      /* TRANSLATORS: the first %s is an agent (agent:NAME), the second a game's name. */
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s does not play %s (its games)"), spec,
                   self->title);
      return NULL;
    }
  /* Never unconfined unless its registry entry says so (sandbox=false). */
  if (config->sandbox != QD_PROGRAM_SANDBOX_OFF && !qd_program_sandbox_available (NULL))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START,
                   _("%s cannot run: no sandbox can be made here (Outside Agents says why and what to do)"), spec);
      return NULL;
    }
  return g_steal_pointer (&config);
}

QdAgent *
qd_outside_players_open (QdOutsidePlayers *self, guint side, const char *spec, GError **error)
{
  g_autoptr(QdAgentConfig) config = NULL;

  g_return_val_if_fail (side < 2, NULL);
  if (self->agents[side] != NULL && g_strcmp0 (self->agent_specs[side], spec) == 0)
    return qd_agent_ref (self->agents[side]);
  if ((config = qd_outside_players_config (self, spec, error)) == NULL)
    return NULL;
  qd_outside_agent_release (g_steal_pointer (&self->agents[side]));
  g_free (self->agent_specs[side]);
  self->agents[side] = qd_agent_new (config);
  self->agent_specs[side] = g_strdup (spec);
  return qd_agent_ref (self->agents[side]);
}

char *
qd_outside_players_forfeit (QdOutsidePlayers *self, QdPage *page, guint side, const char *spec, const char *who,
                            const GError *cause)
{
  g_autoptr(QdAgent) agent = spec != NULL ? qd_outside_players_open (self, side, spec, NULL) : NULL;
  g_autofree char *stderr_line = agent != NULL ? qd_agent_get_last_stderr_line (agent) : NULL;
  /* The agent's name, line and stderr are its words: escaped. */
  g_autofree char *last = qd_text_escape_controls (stderr_line, FALSE);
  g_autofree char *name = qd_text_escape_controls (agent != NULL ? qd_agent_get_name (agent) : spec, FALSE);
  g_autofree char *why = qd_text_escape_controls (cause->message, FALSE);
  /* TRANSLATORS: a side (Blue, Player 1), an agent's name, why it forfeits. */
  char *text = g_strdup_printf (_("%s (%s) forfeits: %s"), who, name, why);
  g_autofree char *toast = last != NULL ? g_strdup_printf (_("%s. Its last words: %s"), text, last) : NULL;

  qd_page_toast (page, toast != NULL ? toast : text);
  return text;
}

void
qd_outside_move_failed (GError **error, GError *forfeit)
{
  if (forfeit != NULL)
    g_propagate_error (error, forfeit);
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The move was stopped"));
}

void
qd_outside_players_end_game (QdOutsidePlayers *self)
{
  for (guint side = 0; side < 2; side++)
    {
      qd_outside_agent_release (g_steal_pointer (&self->agents[side]));
      g_clear_pointer (&self->agent_specs[side], g_free);
    }
}

/* On a worker: an agent's end may wait for it to quit. */
static void
release_worker (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  qd_agent_free (data);
  g_task_return_boolean (task, TRUE);
}

void
qd_outside_agent_release (QdAgent *agent)
{
  g_autoptr(GTask) task = NULL;

  if (agent == NULL)
    return;
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, agent, NULL);
  g_task_run_in_thread (task, release_worker);
}
