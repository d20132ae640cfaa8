/* qd-hmm-cli-agent.c — `quandary-cli hmm BOARD --hunter program:COMMAND`: a
 * student's ghost hunter run in the sandbox over the ghost-hunt protocol
 * (problems/hmm/qd-hmm-agent.h; docs/contracts.md, "Ghost hunt agents"),
 * the hunt played by Quandary's seeded world, and the grades printed. */
#include "config.h"
#include "qd-hmm-cli.h"

#include "problems/hmm/qd-hmm-agent.h"

int
qd_hmm_cli_run_agent (const QdHmmCliHunt *hunt, const QdHmmCliAgentRun *agent)
{
  g_autoptr(QdAgentConfig) config = qd_cli_agent_config (agent->agents, agent->spec, "hmm");
  g_autoptr(GError) error = NULL;
  g_autofree char *grades = NULL;
  QdHmmAgentResult result = { 0 };
  QdHmmAgentOptions options;
  gboolean done, passed;

  if (config == NULL)
    return QD_EXIT_USAGE;
  qd_hmm_agent_options_init (&options);
  options.seed = hunt->seed;
  options.turns = hunt->turns;
  options.beliefs = agent->beliefs;
  options.tolerance = agent->tolerance;
  done = qd_hmm_agent_run (hunt->hunt, config, &options, qd_cli_catch_interrupt (), &result, &error);
  qd_cli_release_interrupt ();
  grades = qd_hmm_agent_result_format (&result);
  passed = done && qd_hmm_agent_result_passed (&result);
  qd_hmm_agent_result_clear (&result);
  return qd_cli_agent_graded (grades, done, passed, error, hunt->path);
}
