/* qd-cli-agent-test.c — `quandary-cli agent-test AGENT`: the protocol's
 * conformance test (docs/agents.md).  The agent plays a short game of each
 * game it plays, as player 1 and as player 2, against random moves; every
 * game's moves and result are printed, and every error with its cause (the
 * line it saw, the move it refused). */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-text.h"
#include "problems/qd-problem.h"

typedef struct {
  QdCliAgents outside;
  char *game;                /* --game: only this one */
  gint64 seed;
  const char *spec;
} Options;

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autofree char *names = qd_cli_agent_game_names ();
  /* Translators: %s is the list of games, "kcell, takestones or wargame". */
  g_autofree char *game_help = g_strdup_printf (_("Only this game: %s"), names);
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &o->game, game_help, N_("NAME") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random opponent (default 1)"), "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;

  o->seed = 1;
  context = qd_cli_context_new (_("AGENT — play a short game of each game against random moves"), entries, NULL,
    _("AGENT: program:COMMAND, agent:NAME (docs/agents.md), or a COMMAND alone.  The agent plays\n"
      "each game it plays (its registry entry's games=, else every one) once as player 1 and once\n"
      "as player 2, each game a new process.  Prints a line per game: its moves and result, or\n"
      "the cause of the forfeit (the line the agent wrote, the move it gave), then the last line\n"
      "of its stderr.  Exit status 0 when every game was played to its end, 1 otherwise."));
  qd_cli_agents_add_entries (context, &o->outside);
  if (!qd_cli_parse_options (context, &argc, &argv) || !qd_cli_agents_check (&o->outside))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("name the agent: program:COMMAND, agent:NAME or a command")
                                 : _("only one agent is allowed (quote a command with arguments)"));
  o->spec = argv[1];
  return TRUE;
}

/* One game; TRUE when it was played to its end. */
static gboolean
play (const Options *o, const char *spec, const QdProblem *problem, guint side)
{
  g_autoptr(QdAgent) agent = qd_cli_agent_open (&o->outside, spec, problem->game->protocol);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed + side);
  g_autoptr(GString) transcript = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *moves = NULL;
  gboolean ok;

  if (agent == NULL)
    return FALSE;
  ok = qd_problem_game_test (problem->game, agent, side, rand, NULL, transcript, &error);
  /* What the agent said of itself and wrote is data: escaped. */
  moves = qd_text_escape_controls (transcript->str, FALSE);
  if (side == 0)
    {
      g_autofree char *name = qd_text_escape_controls (qd_agent_get_name (agent), FALSE);
      g_autofree char *author = qd_text_escape_controls (qd_agent_get_author (agent), FALSE);

      printf (_("Agent: %s%s%s, %s\n"), name, author != NULL ? _(", by ") : "", author != NULL ? author : "",
              qd_agent_is_sandboxed (agent) ? _("in the sandbox") : _("without the sandbox"));
    }
  if (ok)
    printf (_("%s, as player %u: played to the end: %s\n"), problem->game->protocol, side + 1, moves);
  else
    {
      g_autofree char *why = qd_text_escape_controls (error->message, FALSE);
      g_autofree char *last = qd_cli_agent_last_words (agent);

      printf (_("%s, as player %u: forfeits after the moves “%s”: %s\n"), problem->game->protocol, side + 1, moves, why);
      if (last != NULL)
        printf (_("  the last line of its stderr: %s\n"), last);
    }
  fflush (stdout);
  return ok;
}

static int
run (Options *o)
{
  g_autofree char *spec = qd_agent_spec_is_outside (o->spec) ? g_strdup (o->spec) : g_strconcat ("program:", o->spec, NULL);
  QdAgentConfig config;
  g_autoptr(GError) error = NULL;
  const QdProblem *const *problems;
  guint n, played = 0, games = 0;

  if (!qd_agent_config_parse (spec, &config, &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return QD_EXIT_USAGE;
    }
  problems = qd_problem_get_all (&n);
  for (guint i = 0; i < n; i++)
    {
      const QdProblem *p = problems[i];

      if (p->game == NULL || !qd_agent_config_plays (&config, p->game->protocol) ||
          (o->game != NULL && strcmp (o->game, p->game->protocol) != 0))
        continue;
      for (guint side = 0; side < 2; side++, games++)
        played += play (o, spec, p, side);
    }
  qd_agent_config_clear (&config);
  if (games == 0)
    {
      g_autofree char *names = qd_cli_agent_game_names ();

      qd_cli_usage_error (_("no game to play: --game names one of the games the agent plays (%s)"), names);
      return QD_EXIT_USAGE;
    }
  printf (_("%u of %u games played to the end\n"), played, games);
  return played == games ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static void
clear_options (Options *o)
{
  g_free (o->game);
}

QD_CLI_DEFINE_MAIN (, qd_cli_agent_test)
