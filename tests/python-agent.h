/* python-agent.h — what the tests of a problem's own agent protocol share
 * (tests/mdp/test-mdp-agent.c, tests/hmm/test-hmm-agent.c): a Python script
 * of the test's folder run as `program:` in the sandbox, or unconfined where
 * none can be made here. */
#pragma once

#include <glib.h>

#include "core/qd-agent.h"
#include "core/qd-sandbox.h"

typedef struct
{
  char *python;              /* the interpreter a confined program finds */
  char *script;              /* the test folder's script */
  QdProgramSandbox sandbox;
} PythonAgent;

/* Finds python3 and SCRIPT (in G_TEST_SRCDIR), and whether a sandbox can be made. */
static inline void
python_agent_init (PythonAgent *agent, const char *script)
{
  g_autofree char *why = NULL;

  agent->python = qd_sandbox_find_program ("python3");
  g_assert_nonnull (agent->python);
  agent->script = g_test_build_filename (G_TEST_DIST, script, NULL);
  agent->sandbox = qd_program_sandbox_available (&why) ? QD_PROGRAM_SANDBOX_ON : QD_PROGRAM_SANDBOX_OFF;
  if (agent->sandbox == QD_PROGRAM_SANDBOX_OFF)
    g_test_message ("no sandbox here (%s): the agent runs unconfined", why);
}

static inline void
python_agent_clear (PythonAgent *agent)
{
  g_clear_pointer (&agent->python, g_free);
  g_clear_pointer (&agent->script, g_free);
}

/* The script run with MODE as its argument, MOVE_MS a move's time. */
static inline QdAgentConfig *
python_agent_config (const PythonAgent *agent, const char *mode, guint move_ms)
{
  QdAgentConfig *config = g_new0 (QdAgentConfig, 1);
  g_autofree char *spec = g_strdup_printf ("program:'%s' '%s' %s", agent->python, agent->script, mode);
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_agent_config_parse (spec, config, &error));
  g_assert_no_error (error);
  config->move_ms = move_ms;
  config->sandbox = agent->sandbox;
  return config;
}
