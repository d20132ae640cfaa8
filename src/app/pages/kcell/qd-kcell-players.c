/* qd-kcell-players.c — the KCell tab's player lists: Quandary's agents,
 * then the registry's outside agents (docs/agents.md), and the outside
 * agents' programs, kept for the game. */
#include "config.h"
#include "qd-kcell-page-private.h"

#include <glib/gi18n.h>

#include "app/qd-agent-names.h"

/* The lists' items past Quandary's own agents: the registry's names, and
 * the game's own outside agent when the registry does not have it. */
static void
rebuild (QdKcellPage *self)
{
  GListModel *names = qd_agent_names_get ();
  guint n = g_list_model_get_n_items (names);
  guint builtins = QD_KCELL_AGENT_OUTSIDE;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->player_specs, 0);
  for (guint i = 0; i < n; i++)
    {
      const char *name = gtk_string_list_get_string (GTK_STRING_LIST (names), i);

      g_ptr_array_add (self->player_specs, g_strconcat ("agent:", name, NULL));
      g_ptr_array_add (labels, g_strdup (name));
    }
  for (guint side = 0; self->game != NULL && side < 2; side++)
    {
      const char *spec = self->game->agents[side];

      if (qd_agent_spec_is_outside (spec) &&
          !g_ptr_array_find_with_equal_func (self->player_specs, spec, g_str_equal, NULL))
        {
          g_ptr_array_add (self->player_specs, g_strdup (spec));
          g_ptr_array_add (labels, g_strdup_printf (_("%s (not in the registry)"), spec));
        }
    }
  g_ptr_array_add (labels, NULL);
  self->updating = TRUE;
  gtk_string_list_splice (self->agents_model, builtins,
                          g_list_model_get_n_items (G_LIST_MODEL (self->agents_model)) - builtins,
                          (const char *const *) labels->pdata);
  self->updating = FALSE;
}

static void
on_names_changed (QdKcellPage *self)
{
  rebuild (self);
  qd_kcell_players_sync (self);
}

void
qd_kcell_players_init (QdKcellPage *self)
{
  self->player_specs = g_ptr_array_new_with_free_func (g_free);
  self->names_handler = g_signal_connect_object (qd_agent_names_get (), "items-changed",
                                                 G_CALLBACK (on_names_changed), self, G_CONNECT_SWAPPED);
}

guint
qd_kcell_players_index (QdKcellPage *self, guint side)
{
  const char *spec = self->game->agents[side];
  QdKcellAgent agent;
  guint at;

  qd_kcell_agent_parse (spec, &agent, NULL);
  if (agent.kind != QD_KCELL_AGENT_OUTSIDE)
    return agent.kind;
  if (!g_ptr_array_find_with_equal_func (self->player_specs, spec, g_str_equal, &at))
    {
      rebuild (self);
      g_ptr_array_find_with_equal_func (self->player_specs, spec, g_str_equal, &at);
    }
  return QD_KCELL_AGENT_OUTSIDE + at;
}

void
qd_kcell_players_sync (QdKcellPage *self)
{
  AdwComboRow *rows[2] = { self->p1_row, self->p2_row };
  gboolean was = self->updating;

  if (self->game == NULL)
    return;
  self->updating = TRUE;
  for (guint side = 0; side < 2; side++)
    adw_combo_row_set_selected (rows[side], qd_kcell_players_index (self, side));
  self->updating = was;
}

char *
qd_kcell_players_spec (QdKcellPage *self, guint index, guint depth)
{
  QdKcellAgent agent = { index, depth, NULL };

  if (index >= QD_KCELL_AGENT_OUTSIDE && index - QD_KCELL_AGENT_OUTSIDE < self->player_specs->len)
    return g_strdup (self->player_specs->pdata[index - QD_KCELL_AGENT_OUTSIDE]);
  return qd_kcell_agent_to_string (&agent);
}

/* On a worker: an agent's end may wait for it to quit. */
static void
release_worker (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  qd_agent_free (data);
  g_task_return_boolean (task, TRUE);
}

void
qd_kcell_players_release (QdAgent *agent)
{
  g_autoptr(GTask) task = NULL;

  if (agent == NULL)
    return;
  task = g_task_new (NULL, NULL, NULL, NULL);
  g_task_set_task_data (task, agent, NULL);
  g_task_run_in_thread (task, release_worker);
}

QdAgent *
qd_kcell_players_outside (QdKcellPage *self, guint side, GError **error)
{
  const char *spec = self->game->agents[side];
  QdAgentConfig config;

  if (self->outside[side] != NULL && g_strcmp0 (self->outside_spec[side], spec) == 0)
    return qd_agent_ref (self->outside[side]);
  /* The window runs the registry's agents, never a program a file names. */
  if (!g_str_has_prefix (spec, "agent:"))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START,
                   _("%s runs only from the command line: add it in Outside Agents to play it here"), spec);
      return NULL;
    }
  if (!qd_agent_config_parse (spec, &config, error))
    return NULL;
  if (!qd_agent_config_plays (&config, "kcell"))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("%s does not play KCell (its games)"), spec);
      qd_agent_config_clear (&config);
      return NULL;
    }
  qd_kcell_players_release (g_steal_pointer (&self->outside[side]));
  g_free (self->outside_spec[side]);
  self->outside[side] = qd_agent_new (&config);
  self->outside_spec[side] = g_strdup (spec);
  qd_agent_config_clear (&config);
  return qd_agent_ref (self->outside[side]);
}

void
qd_kcell_players_clear (QdKcellPage *self)
{
  for (guint side = 0; side < 2; side++)
    {
      qd_kcell_players_release (g_steal_pointer (&self->outside[side]));
      g_clear_pointer (&self->outside_spec[side], g_free);
    }
  g_clear_pointer (&self->player_specs, g_ptr_array_unref);
}
