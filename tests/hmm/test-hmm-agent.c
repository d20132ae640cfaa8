/* test-hmm-agent.c — a student's own ghost hunter (problems/hmm/qd-hmm-agent.h):
 * tests/hmm/hunter_agent.py, an exact filter written in Python from the
 * protocol's description and the course's rules, hunts in the sandbox
 * (unconfined where none can be made here); its beliefs, reported each turn,
 * must be Quandary's exact ones to 1e-9 (two routes to the same filter), and
 * its misbehaving modes are each ended with their cause named. */
#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "problems/hmm/qd-hmm-agent.h"
#include "python-agent.h"
#include "hmm-examples.h"

static PythonAgent agent;

/* The good hunter catches the random ghost of one-ghost.hunt, its beliefs
 * Quandary's every turn; on four-ghosts.hunt (ghosts that flee, may stay)
 * its beliefs agree for 25 turns. */
static void
test_hunt (void)
{
  static const struct { const char *board; guint turns; gboolean catches; } cases[] = {
    { "one-ghost.hunt", 300, TRUE },
    { "four-ghosts.hunt", 25, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(QdHmmHunt) hunt = read_board (cases[i].board);
      g_autoptr(QdAgentConfig) config = python_agent_config (&agent, "good", 20000);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      QdHmmAgentOptions options;
      QdHmmAgentResult result;
      gboolean ok;

      qd_hmm_agent_options_init (&options);
      options.seed = 5;
      options.turns = cases[i].turns;
      options.beliefs = TRUE;
      options.tolerance = 1e-9;
      ok = qd_hmm_agent_run (hunt, config, &options, NULL, &result, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
      text = qd_hmm_agent_result_format (&result);
      g_test_message ("%s:\n%s", cases[i].board, text);
      g_assert_true (result.sandboxed == (agent.sandbox == QD_PROGRAM_SANDBOX_ON));
      g_assert_true (result.beliefs_graded && result.beliefs_passed);
      g_assert_cmpfloat (result.worst_distance, <=, 1e-9);
      g_assert_cmpuint (result.beliefs_checked, >=, result.turns);
      if (cases[i].catches)
        {
          g_assert_true (result.hunt_passed);
          g_assert_cmpuint (result.caught, ==, 1);
          g_assert_nonnull (strstr (text, "grade: pass"));
        }
      else
        g_assert_cmpuint (result.turns, ==, cases[i].turns);
      qd_hmm_agent_result_clear (&result);
    }
}

/* Uniform beliefs are wrong from turn 0 on (the first reading already
 * rules squares out), and the grade says where first. */
static void
test_wrong_beliefs (void)
{
  g_autoptr(QdHmmHunt) hunt = read_board ("one-ghost.hunt");
  g_autoptr(QdAgentConfig) config = python_agent_config (&agent, "uniform", 20000);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  QdHmmAgentOptions options;
  QdHmmAgentResult result;

  qd_hmm_agent_options_init (&options);
  options.turns = 3;
  options.beliefs = TRUE;
  g_assert_true (qd_hmm_agent_run (hunt, config, &options, NULL, &result, &error));
  g_assert_no_error (error);
  text = qd_hmm_agent_result_format (&result);
  g_assert_true (result.beliefs_graded);
  g_assert_false (result.beliefs_passed);
  g_assert_cmpuint (result.wrong_turn, ==, 0);
  g_assert_cmpuint (result.wrong_ghost, ==, 1);
  g_assert_cmpfloat (result.wrong_distance, >, 0.1);
  g_assert_nonnull (strstr (text, "first turn 0 ghost 1"));
  g_assert_nonnull (strstr (text, "grade: fail"));
  qd_hmm_agent_result_clear (&result);
}

/* Each fault ends the hunt with its kind and the words that name it. */
static void
test_faults (void)
{
  static const struct { const char *mode; QdAgentError code; const char *words; } faults[] = {
    { "illegal", QD_AGENT_ERROR_ILLEGAL, "turn 0: “north”: not a legal move (east south stay)" },
    { "chatty", QD_AGENT_ERROR_ILLEGAL, "turn 0: “thinking about it”: not a legal move" },
    { "sleep", QD_AGENT_ERROR_TIMEOUT, "turn 0: no answer within 0.3 s" },
    { "crash", QD_AGENT_ERROR_ENDED, "turn 0: it ended" },
  };
  g_autoptr(QdHmmHunt) hunt = read_board ("one-ghost.hunt");
  QdHmmAgentOptions options;

  qd_hmm_agent_options_init (&options);
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      g_autoptr(QdAgentConfig) config = python_agent_config (&agent, faults[i].mode, faults[i].code == QD_AGENT_ERROR_TIMEOUT ? 300 : 20000);
      g_autoptr(GError) error = NULL;
      QdHmmAgentResult result;

      g_assert_false (qd_hmm_agent_run (hunt, config, &options, NULL, &result, &error));
      g_assert_error (error, QD_AGENT_ERROR, (gint) faults[i].code);
      g_test_message ("%s: %s", faults[i].mode, error->message);
      g_assert_nonnull (strstr (error->message, faults[i].words));
      g_assert_false (qd_hmm_agent_result_passed (&result));
      qd_hmm_agent_result_clear (&result);
    }
}

/* A localization board and a tolerance out of range: refused before any program runs. */
static void
test_refusals (void)
{
  g_autoptr(QdHmmHunt) maze = read_board ("maze.hunt");
  g_autoptr(QdHmmHunt) hunt = read_board ("one-ghost.hunt");
  g_autoptr(QdAgentConfig) config = python_agent_config (&agent, "good", 300);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;
  QdHmmAgentOptions options;
  QdHmmAgentResult result;

  qd_hmm_agent_options_init (&options);
  g_assert_false (qd_hmm_agent_run (maze, config, &options, NULL, &result, &error));
  g_assert_nonnull (strstr (error->message, "localization board has no hunter"));
  qd_hmm_agent_result_clear (&result);
  options.tolerance = 0;
  g_assert_false (qd_hmm_agent_run (hunt, config, &options, NULL, &result, &error2));
  g_assert_nonnull (strstr (error2->message, "tolerance 0"));
  qd_hmm_agent_result_clear (&result);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  python_agent_init (&agent, "hunter_agent.py");
  g_test_add_func ("/hmm-agent/hunt", test_hunt);
  g_test_add_func ("/hmm-agent/wrong-beliefs", test_wrong_beliefs);
  g_test_add_func ("/hmm-agent/faults", test_faults);
  g_test_add_func ("/hmm-agent/refusals", test_refusals);
  status = g_test_run ();
  python_agent_clear (&agent);
  return status;
}
