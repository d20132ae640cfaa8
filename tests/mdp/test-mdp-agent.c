/* test-mdp-agent.c — a student's own learning agent (problems/mdp/qd-mdp-agent.h):
 * tests/mdp/q_agent.py, a tabular Q-learner written from the course's rule,
 * runs in the sandbox (unconfined where none can be made here) and is
 * graded; its misbehaving modes are each ended with their cause named.
 * The expected Q-values are the research notes' hand computation of the
 * course's tinygrid transcript (3.2), not Quandary's output. */
#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <string.h>

#include "problems/mdp/qd-mdp-agent.h"
#include "python-agent.h"

static PythonAgent agent;

/* The corridor `-10 S _ _ 10` (γ 0.9, noise 0.2: a move at right angles
 * bumps and stays), or the course's tinygrid (1 × 3, γ 0.5, noise 0). */
static QdMdpWorld *
corridor (void)
{
  QdMdpWorld *world = qd_mdp_world_new (5, 1);

  world->kind[0] = world->kind[4] = QD_MDP_TERMINAL;
  world->reward[0] = -10;
  world->reward[4] = 10;
  world->start_x = 1;
  world->start_y = 0;
  return world;
}

static QdMdpWorld *
tinygrid (void)
{
  QdMdpWorld *world = qd_mdp_world_new (1, 3);

  world->kind[0] = world->kind[2] = QD_MDP_TERMINAL;
  world->reward[0] = 10;    /* (0, 0), the bottom */
  world->reward[2] = -10;
  world->start_x = 0;
  world->start_y = 1;
  world->discount = 0.5;
  world->noise = 0;
  return world;
}

/* The good agent on the corridor: it reaches the far exit (V*(S) by hand:
 * from x = 3, V = 0.9 (0.8 · 10 + 0.2 V) = 7.2 / 0.82 = 8.7805, and so on
 * back to S: V(2) = 0.72 V(3) / 0.82, V(1) = 0.72 V(2) / 0.82 = 6.7696),
 * and a random agent does not; both replay Quandary's random walk right. */
static void
test_returns (void)
{
  g_autoptr(QdMdpWorld) world = corridor ();
  QdMdpAgentOptions options;
  double v3 = 7.2 / 0.82, v2 = 0.72 * v3 / 0.82, v1 = 0.72 * v2 / 0.82;

  qd_mdp_agent_options_init (&options);
  options.threshold = 5.0;
  options.episodes = 100;
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QdAgentConfig) config = python_agent_config (&agent, i == 0 ? "good" : "random", 5000);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      QdMdpAgentResult result;

      gboolean ok = qd_mdp_agent_run (world, config, &options, NULL, &result, &error);

      g_assert_no_error (error);
      g_assert_true (ok);
      text = qd_mdp_agent_result_format (&result);
      g_test_message ("%s agent:\n%s", i == 0 ? "good" : "random", text);
      g_assert_true (result.sandboxed == (agent.sandbox == QD_PROGRAM_SANDBOX_ON));
      g_assert_cmpuint (result.episodes, ==, 100);
      g_assert_cmpuint (result.last_n, ==, 10);
      g_assert_cmpfloat_with_epsilon (result.optimal_start, v1, 1e-9);
      g_assert_true (result.return_graded);
      g_assert_true (result.return_passed == (i == 0));
      g_assert_true (result.q_graded && result.q_passed);
      g_assert_cmpuint (result.n_replayed, ==, 100);
      g_assert_cmpuint (result.q_checked, ==, 3 * 4 + 2);
      g_assert_true (qd_mdp_agent_result_passed (&result) == (i == 0));
      g_assert_nonnull (strstr (text, i == 0 ? "grade: pass" : "grade: fail"));
      qd_mdp_agent_result_clear (&result);
    }
}

/* The course's transcript (research notes 3.2, α 0.1, γ 0.5): the agent must
 * report exit 3.4390 at (0, 0), south 0.1720 at (0, 1), exit -1 at (0, 2);
 * one replaying with α / 2 is caught at its first wrong pair, (0, 0) exit:
 * 0.05 · 10 = 0.5, 0.95 · 0.5 + 0.5 = 0.975, then 1.42625, 1.8549375. */
static void
test_transcript (void)
{
  g_autoptr(QdMdpWorld) world = tinygrid ();
  /* States in the course's order: (0,0) 0, (0,1) 1, (0,2) 2, absorbing 3;
   * actions: (0,0) exit 0; (0,1) north 1, west 2, south 3, east 4; (0,2) exit 5. */
  static const QdMdpExperience stream[] = { { 0, 0, 10, 3 }, { 1, 3, 0, 1 }, { 0, 0, 10, 3 }, { 0, 0, 10, 3 },
                                            { 2, 5, -10, 3 }, { 0, 0, 10, 3 }, { 1, 3, 0, 0 } };
  QdMdpAgentOptions options;

  qd_mdp_agent_options_init (&options);
  options.episodes = 0;
  options.alpha = 0.1;
  options.transcript = stream;
  options.n_transcript = G_N_ELEMENTS (stream);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(QdAgentConfig) config = python_agent_config (&agent, i == 0 ? "good" : "wrong-q", 5000);
      g_autoptr(GError) error = NULL;
      QdMdpAgentResult result;

      gboolean ok = qd_mdp_agent_run (world, config, &options, NULL, &result, &error);

      g_assert_no_error (error);
      g_assert_true (ok);
      g_assert_cmpuint (result.n_replayed, ==, 7);
      g_assert_true (g_str_has_prefix (result.replay_text, "(0, 0) exit 10 TERMINAL\n(0, 1) south 0 (0, 1)\n"));
      g_assert_true (g_str_has_suffix (result.replay_text, "(0, 1) south 0 (0, 0)\n"));
      g_assert_true (result.q_graded);
      g_assert_false (result.return_graded);
      g_assert_cmpuint (result.q_checked, ==, 6);
      g_assert_cmpuint (result.q_reported, ==, 3);
      if (i == 0)
        g_assert_true (result.q_passed);
      else
        {
          g_assert_false (result.q_passed);
          g_assert_cmpuint (result.q_wrong, ==, 3);
          g_assert_cmpuint (result.wrong_x, ==, 0);
          g_assert_cmpuint (result.wrong_y, ==, 0);
          g_assert_cmpint (result.wrong_action, ==, QD_MDP_EXIT);
          g_assert_cmpfloat_with_epsilon (result.wrong_want, 3.439, 1e-12);
          g_assert_cmpfloat_with_epsilon (result.wrong_got, 1.8549375, 1e-12);
        }
      qd_mdp_agent_result_clear (&result);
    }
}

/* Each fault ends the session with its kind and the words that name it. */
static void
test_faults (void)
{
  static const struct { const char *mode; QdAgentError code; const char *words; } faults[] = {
    { "illegal", QD_AGENT_ERROR_ILLEGAL, "episode 1, step 1: “nowhere”: not an action of (1, 0): north west south east" },
    { "chatty", QD_AGENT_ERROR_ILLEGAL, "“Q = {}”" },
    { "sleep", QD_AGENT_ERROR_TIMEOUT, "episode 1, step 1: no answer within 0.3 s" },
    { "crash", QD_AGENT_ERROR_ENDED, "episode 1, step 1: it ended" },
  };
  g_autoptr(QdMdpWorld) world = corridor ();
  QdMdpAgentOptions options;

  qd_mdp_agent_options_init (&options);
  for (guint i = 0; i < G_N_ELEMENTS (faults); i++)
    {
      /* A short move time for the one that sleeps; the others are given time
       * enough on a loaded machine. */
      g_autoptr(QdAgentConfig) config = python_agent_config (&agent, faults[i].mode, faults[i].code == QD_AGENT_ERROR_TIMEOUT ? 300 : 10000);
      g_autoptr(GError) error = NULL;
      QdMdpAgentResult result;

      g_assert_false (qd_mdp_agent_run (world, config, &options, NULL, &result, &error));
      g_assert_error (error, QD_AGENT_ERROR, (gint) faults[i].code);
      g_test_message ("%s: %s", faults[i].mode, error->message);
      g_assert_nonnull (strstr (error->message, faults[i].words));
      g_assert_cmpuint (result.episodes, ==, 0);
      if (g_str_equal (faults[i].mode, "crash"))
        g_assert_cmpstr (result.last_words, ==, "agent gave up");
      qd_mdp_agent_result_clear (&result);
    }
}

/* A world without a start, a learning rate out of range: refused before any program runs. */
static void
test_refusals (void)
{
  g_autoptr(QdMdpWorld) world = corridor ();
  g_autoptr(QdAgentConfig) config = python_agent_config (&agent, "good", 300);
  QdMdpAgentOptions options;
  QdMdpAgentResult result;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error2 = NULL;

  qd_mdp_agent_options_init (&options);
  options.alpha = 0;
  g_assert_false (qd_mdp_agent_run (world, config, &options, NULL, &result, &error));
  g_assert_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "learning rate 0"));
  qd_mdp_agent_result_clear (&result);
  options.alpha = 0.5;
  world->start_x = world->start_y = -1;
  g_assert_false (qd_mdp_agent_run (world, config, &options, NULL, &result, &error2));
  g_assert_nonnull (strstr (error2->message, "no start"));
  qd_mdp_agent_result_clear (&result);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  python_agent_init (&agent, "q_agent.py");
  g_test_add_func ("/mdp-agent/returns", test_returns);
  g_test_add_func ("/mdp-agent/transcript", test_transcript);
  g_test_add_func ("/mdp-agent/faults", test_faults);
  g_test_add_func ("/mdp-agent/refusals", test_refusals);
  status = g_test_run ();
  python_agent_clear (&agent);
  return status;
}
