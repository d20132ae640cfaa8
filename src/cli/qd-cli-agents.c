/* qd-cli-agents.c — outside agents on the command line (qd-cli-agents.h). */
#include "config.h"
#include "cli/qd-cli-agents.h"
#include "cli/qd-cli.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-sandbox-cgroup.h"
#include "core/qd-text.h"

void
qd_cli_agents_add_entries (GOptionContext *context, QdCliAgents *agents)
{
  GOptionEntry entries[] = {
    { "move-time", 0, 0, G_OPTION_ARG_DOUBLE, &agents->move_time,
      N_("The time an outside agent (program:COMMAND, agent:NAME) has for a move; past it, it forfeits "
         "(default: its registry's, else 10)"), N_("SECONDS") },
    { "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &agents->no_sandbox,
      N_("Run outside agents unconfined, with their limits alone: they can read and write what you can"), NULL },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
qd_cli_agents_check (const QdCliAgents *agents)
{
  if (agents->move_time != 0 &&
      !(agents->move_time >= QD_AGENT_MIN_SECONDS && agents->move_time <= QD_AGENT_MAX_SECONDS))
    QD_CLI_USAGE (_("--move-time must be a number of seconds from 0.001 to %g"), QD_AGENT_MAX_SECONDS);
  return TRUE;
}

QdAgentConfig *
qd_cli_agent_config (const QdCliAgents *agents, const char *spec, const char *game)
{
  g_autoptr(QdAgentConfig) config = g_new0 (QdAgentConfig, 1);
  g_autoptr(GError) error = NULL;

  if (!qd_agent_config_parse (spec, config, &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return NULL;
    }
  if (!qd_agent_config_plays (config, game))
    {
      qd_cli_usage_error (_("%s does not play %s (its registry entry's games=)"), spec, game);
      return NULL;
    }
  if (agents->move_time > 0)
    config->move_ms = qd_agent_seconds_to_ms (agents->move_time);
  if (agents->no_sandbox)
    config->sandbox = QD_PROGRAM_SANDBOX_OFF;
  if (config->sandbox == QD_PROGRAM_SANDBOX_OFF)
    g_printerr (_("quandary-cli: %s runs unconfined (%s): it can read and write what you can\n"), spec,
                agents->no_sandbox ? "--no-sandbox" : _("its registry entry's sandbox=false"));
  else
    {
      g_autofree char *why = NULL;

      static gint warned;

      if (!qd_program_sandbox_available (&why))
        {
          g_printerr (_("quandary-cli: %s cannot run: %s\n"), spec, why);
          return NULL;
        }
      /* Once a run: the budget its sandboxes get here, when weaker. */
      if (qd_sandbox_budget_weakness () != NULL && g_atomic_int_compare_and_exchange (&warned, 0, 1))
        g_printerr (_("quandary-cli: warning: %s\n"), qd_sandbox_budget_weakness ());
    }
  return g_steal_pointer (&config);
}

gboolean
qd_cli_agents_can_run (const QdCliAgents *agents, const char *const *specs)
{
  g_autofree char *why = NULL;
  gboolean outside = FALSE;

  for (guint i = 0; specs != NULL && specs[i] != NULL; i++)
    outside = outside || qd_agent_spec_is_outside (specs[i]);
  if (!outside || agents->no_sandbox || qd_program_sandbox_available (&why))
    return TRUE;
  g_printerr (_("quandary-cli: outside agents cannot run: %s\n"), why);
  return FALSE;
}

QdAgent *
qd_cli_agent_open (const QdCliAgents *agents, const char *spec, const char *game)
{
  g_autoptr(QdAgentConfig) config = qd_cli_agent_config (agents, spec, game);

  return config != NULL ? qd_agent_new (config) : NULL;
}

void
qd_cli_agent_print_forfeit (const char *side, QdAgent *agent, const GError *cause)
{
  /* Its name, its line and its stderr are the agent's words: escaped. */
  g_autofree char *name = qd_text_escape_controls (qd_agent_get_name (agent), FALSE);
  g_autofree char *why = qd_text_escape_controls (cause->message, FALSE);
  g_autofree char *last = qd_cli_agent_last_words (agent);

  /* Not the agent's doing: no forfeit, no result (a grader says so). */
  if (g_error_matches (cause, QD_AGENT_ERROR, QD_AGENT_ERROR_SETUP))
    {
      g_printerr ("%s%s (%s): %s\n", QD_CLI_SETUP_ERROR_PREFIX, side, name, why);
      exit (QD_EXIT_INPUT);
    }
  g_printerr (_("quandary-cli: %s (%s) forfeits: %s\n"), side, name, why);
  if (last != NULL)
    g_printerr (_("quandary-cli: the last line of its stderr: %s\n"), last);
}

char *
qd_cli_agent_last_words (QdAgent *agent)
{
  g_autofree char *last = qd_agent_get_last_stderr_line (agent);

  return qd_text_escape_controls (last, FALSE);
}

char *
qd_cli_agent_player_name (guint player)
{
  return g_strdup_printf (_("player %u"), player);
}

gboolean
qd_cli_agents_set_players (char *agents[2], char *const *specs, const char *path, QdCliAgentName name)
{
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      char *named;

      if (specs[i] == NULL)
        {
          /* A file names a program it would run: only the command line may. */
          if (path != NULL && g_str_has_prefix (agents[i], "program:"))
            QD_CLI_USAGE (_("%s: player %u is %s: an outside program runs only when --p%u names it"), path, i + 1,
                          agents[i], i + 1);
          continue;
        }
      if (qd_agent_spec_is_outside (specs[i]))
        named = qd_agent_spec_check (specs[i], &error) ? g_strdup (specs[i]) : NULL;
      else
        named = name (specs[i], &error);
      if (named == NULL)
        QD_CLI_USAGE ("--p%u: %s", i + 1, error->message);
      g_free (agents[i]);
      agents[i] = named;
    }
  return TRUE;
}


int
qd_cli_agent_graded (const char *grades, gboolean done, gboolean passed, const GError *error, const char *path)
{
  g_autoptr(GError) said = NULL;

  fputs (grades, stdout);
  fflush (stdout);
  if (done)
    return passed ? QD_EXIT_OK : QD_EXIT_INPUT;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_printerr (_("quandary-cli: stopped; the grades so far are shown\n"));
      return QD_EXIT_STOPPED;
    }
  said = g_error_copy (error);
  if (path != NULL)
    g_prefix_error (&said, "%s: ", path);
  qd_cli_print_error (said);
  return QD_EXIT_INPUT;
}
