/* qd-outside-players.c — a game tab's player lists with outside agents
 * (qd-outside-players.h). */
#include "config.h"
#include "qd-outside-players.h"

#include <glib/gi18n.h>

#include "qd-agent-names.h"

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
  return self;
}

void
qd_outside_players_free (QdOutsidePlayers *self)
{
  if (self == NULL)
    return;
  g_signal_handler_disconnect (qd_agent_names_get (), self->names_handler);
  qd_outside_players_end_game (self);
  g_ptr_array_unref (self->lists);
  g_ptr_array_unref (self->specs);
  g_ptr_array_unref (self->own);
  g_free (self->game);
  g_free (self->title);
  g_free (self);
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

QdAgent *
qd_outside_players_open (QdOutsidePlayers *self, guint side, const char *spec, GError **error)
{
  QdAgentConfig config;

  g_return_val_if_fail (side < 2, NULL);
  if (self->agents[side] != NULL && g_strcmp0 (self->agent_specs[side], spec) == 0)
    return qd_agent_ref (self->agents[side]);
  /* The window runs the registry's agents, never a program a file names. */
  if (!g_str_has_prefix (spec, "agent:"))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START,
                   _("%s runs only from the command line: add it in Outside Agents to play it here"), spec);
      return NULL;
    }
  if (!qd_agent_config_parse (spec, &config, error))
    return NULL;
  if (!qd_agent_config_plays (&config, self->game))
    {
      /* TRANSLATORS: the first %s is an agent (agent:NAME), the second a game's name. */
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s does not play %s (its games)"), spec,
                   self->title);
      qd_agent_config_clear (&config);
      return NULL;
    }
  qd_outside_agent_release (g_steal_pointer (&self->agents[side]));
  g_free (self->agent_specs[side]);
  self->agents[side] = qd_agent_new (&config);
  self->agent_specs[side] = g_strdup (spec);
  qd_agent_config_clear (&config);
  return qd_agent_ref (self->agents[side]);
}

char *
qd_outside_players_forfeit (QdOutsidePlayers *self, guint side, const char *spec, const char *who,
                            const GError *cause, char **toast)
{
  g_autoptr(QdAgent) agent = spec != NULL ? qd_outside_players_open (self, side, spec, NULL) : NULL;
  g_autofree char *last = agent != NULL ? qd_agent_get_last_stderr_line (agent) : NULL;
  /* TRANSLATORS: a side (Blue, Player 1), an agent's name, why it forfeits. */
  char *text = g_strdup_printf (_("%s (%s) forfeits: %s"), who, agent != NULL ? qd_agent_get_name (agent) : spec,
                                cause->message);

  *toast = last != NULL ? g_strdup_printf (_("%s. Its last words: %s"), text, last) : g_strdup (text);
  return text;
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
