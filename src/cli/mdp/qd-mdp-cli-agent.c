/* qd-mdp-cli-agent.c — `quandary-cli mdp GRID --agent program:COMMAND`: a
 * student's learning agent run in the sandbox over the grid-world protocol
 * (problems/mdp/qd-mdp-agent.h; docs/contracts.md, "Grid world agents"),
 * its episodes, its replay of a transcript, and the grades printed. */
#include "config.h"
#include "qd-mdp-cli.h"

#include "cli/qd-cli-agents.h"
#include "problems/mdp/qd-mdp-agent.h"

/* The replay's transcript: --experiences read against the world (NULL and
 * no error without one). */
static QdMdpExperience *
read_transcript (const QdMdpCliWorld *world, const char *path, guint *n, GError **error)
{
  g_autofree char *text = NULL;
  QdMdpExperience *experiences;
  gsize length;

  *n = 0;
  if (path == NULL || !qd_cli_read (path, &text, &length, error))
    return NULL;
  experiences = qd_mdp_experiences_parse (world->world, world->model, world->state_of, text, length, n, error);
  if (error != NULL && *error != NULL)
    qd_cli_prefix_error (error, path);
  return experiences;
}

int
qd_mdp_cli_run_agent (const QdMdpCliWorld *world, const QdMdpCliAgentRun *run)
{
  g_autoptr(QdAgentConfig) config = qd_cli_agent_config (run->agents, run->spec, "mdp");
  g_autofree QdMdpExperience *transcript = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *grades = NULL;
  QdMdpAgentResult result = { 0 };
  QdMdpAgentOptions options;
  gboolean done, passed;

  if (config == NULL)
    return QD_EXIT_USAGE;
  qd_mdp_agent_options_init (&options);
  transcript = read_transcript (world, run->experiences, &options.n_transcript, &error);
  if (error != NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  options.transcript = transcript;
  options.episodes = run->episodes;
  options.seed = run->seed;
  options.alpha = run->alpha;
  options.epsilon = run->epsilon;
  options.threshold = run->threshold;
  options.last_n = run->last_n;
  done = qd_mdp_agent_run (world->world, config, &options, qd_cli_catch_interrupt (), &result, &error);
  qd_cli_release_interrupt ();
  grades = qd_mdp_agent_result_format (&result);
  passed = done && qd_mdp_agent_result_passed (&result);
  qd_mdp_agent_result_clear (&result);
  return qd_cli_agent_graded (grades, done, passed, error, NULL);
}
