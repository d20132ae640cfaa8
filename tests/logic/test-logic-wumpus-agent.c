/* test-logic-wumpus-agent.c — the hybrid agent (qd-logic-wumpus-agent.h):
 * the book's conclusions in Fig. 7.2's world (AIMA 4th ed. §7.2 and §7.4.3;
 * docs/logic-peers.md §1.1 and §3.1) with refutations checked here step by
 * step, and the agent over 200 seeded random worlds: every conclusion true
 * in the world, no square entered unproved outside the risk branch, no
 * death without a risk. */
#include "config.h"

#include <string.h>

#include "core/qd-random.h"
#include "problems/logic/qd-logic-wumpus-agent.h"
#include "problems/logic/qd-logic-wumpus-models.h"

enum { P = QD_LOGIC_WUMPUS_SYM_P, W = QD_LOGIC_WUMPUS_SYM_W, OK = QD_LOGIC_WUMPUS_SYM_OK };

static gboolean
same_clause (const guint *a, guint na, const guint *b, guint nb)
{
  return na == nb && (na == 0 || memcmp (a, b, na * sizeof (guint)) == 0);
}

static gboolean
in_kb (const QdPropClauses *kb, const guint *c, guint n)
{
  for (guint i = 0; i < qd_prop_clauses_len (kb); i++)
    {
      guint length;
      const guint *k = qd_prop_clause (kb, i, &length);
      if (same_clause (k, length, c, n))
        return TRUE;
    }
  return FALSE;
}

static gboolean
has (const guint *c, guint n, guint lit)
{
  for (guint i = 0; i < n; i++)
    if (c[i] == lit)
      return TRUE;
  return FALSE;
}

/* Whether `c` is a resolvent of `a` and `b`: one complementary pair, and
 * the rest of both, sorted, without repeats. */
static gboolean
is_resolvent (const guint *a, guint na, const guint *b, guint nb, const guint *c, guint nc)
{
  guint pairs = 0, pivot = 0, expect[64], n = 0;

  for (guint i = 0; i < na; i++)
    if (has (b, nb, a[i] ^ 1))
      {
        pairs++;
        pivot = a[i];
      }
  if (pairs != 1)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (a[i] != pivot && !has (expect, n, a[i]))
      expect[n++] = a[i];
  for (guint i = 0; i < nb; i++)
    if (b[i] != (pivot ^ 1) && !has (expect, n, b[i]))
      expect[n++] = b[i];
  if (n != nc)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!has (c, nc, expect[i]))
      return FALSE;
  return TRUE;
}

/* A refutation of KB ∧ ¬α: inputs from KB or ¬α, each step a resolution, □ last. */
static void
check_proof (const QdLogicWumpusAgent *agent, const QdLogicWumpusProof *proof)
{
  const QdPropClauses *kb = qd_logic_wumpus_agent_kb (agent);
  guint n = qd_prop_clauses_len (proof->steps), length, negated = proof->query ^ 1;

  g_assert_cmpuint (n, >, proof->n_input);
  for (guint i = 0; i < n; i++)
    {
      const guint *c = qd_prop_clause (proof->steps, i, &length);
      guint a = g_array_index (proof->steps->parents, guint, 2 * i);
      guint b = g_array_index (proof->steps->parents, guint, 2 * i + 1);

      if (i < proof->n_input)
        {
          g_assert_cmpuint (a, ==, QD_PROP_NONE);
          g_assert_true (in_kb (kb, c, length) || same_clause (c, length, &negated, 1));
          continue;
        }
      {
        guint la, lb;
        const guint *ca, *cb;

        g_assert_cmpuint (a, <, i);
        g_assert_cmpuint (b, <, i);
        ca = qd_prop_clause (proof->steps, a, &la);
        cb = qd_prop_clause (proof->steps, b, &lb);
        g_assert_true (is_resolvent (ca, la, cb, lb, c, length));
      }
    }
  qd_prop_clause (proof->steps, n - 1, &length);
  g_assert_cmpuint (length, ==, 0);
}

/* The book's walk: [1,1], [2,1], back to [1,1], up to [1,2]. */
static QdLogicWumpusAgent *
walk_book (guint stop_after)
{
  QdLogicWumpusAgent *agent = qd_logic_wumpus_agent_new (4, 4);
  static const guint walk[] = { QD_LOGIC_WUMPUS_FORWARD, QD_LOGIC_WUMPUS_TURN_LEFT, QD_LOGIC_WUMPUS_TURN_LEFT,
                                QD_LOGIC_WUMPUS_FORWARD, QD_LOGIC_WUMPUS_TURN_RIGHT, QD_LOGIC_WUMPUS_FORWARD };
  static const guint percepts[] = { QD_LOGIC_WUMPUS_BREEZE, QD_LOGIC_WUMPUS_BREEZE, QD_LOGIC_WUMPUS_BREEZE, 0, 0,
                                    QD_LOGIC_WUMPUS_STENCH };

  qd_logic_wumpus_agent_perceive (agent, 0);
  for (guint i = 0; i < stop_after; i++)
    {
      qd_logic_wumpus_agent_did (agent, walk[i]);
      qd_logic_wumpus_agent_perceive (agent, percepts[i]);
    }
  return agent;
}

static guint8
know (const QdLogicWumpusAgent *agent, guint x, guint y)
{
  return qd_logic_wumpus_agent_knowledge (agent)[(y - 1) * 4 + (x - 1)];
}

static void
assert_proved (const QdLogicWumpusAgent *agent, guint kind, guint x, guint y, gboolean negated)
{
  QdLogicWumpusProof proof;
  g_autofree char *text = NULL;

  qd_logic_wumpus_agent_prove (agent, qd_logic_wumpus_agent_literal (agent, kind, x, y, negated), 0, &proof);
  g_assert_true (proof.status == QD_LOGIC_WUMPUS_PROOF_UNIT || proof.status == QD_LOGIC_WUMPUS_PROOF_RESOLUTION);
  check_proof (agent, &proof);
  text = qd_logic_wumpus_proof_to_text (agent, &proof);
  g_test_message ("%s", text);
  qd_logic_wumpus_proof_clear (&proof);
}

static void
assert_not_entailed (const QdLogicWumpusAgent *agent, guint kind, guint x, guint y, gboolean negated)
{
  QdLogicWumpusProof proof;

  qd_logic_wumpus_agent_prove (agent, qd_logic_wumpus_agent_literal (agent, kind, x, y, negated), 0, &proof);
  g_assert_cmpint (proof.status, ==, QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED);
  g_assert_null (proof.steps);
}

/* §7.4.3: after [1,1] and [2,1], R1–R5 entail ¬P12 and not ¬P22 (nor P22). */
static void
test_book_r1_r5 (void)
{
  g_autoptr(QdLogicWumpusAgent) agent = walk_book (1);

  assert_proved (agent, P, 1, 2, TRUE);
  assert_not_entailed (agent, P, 2, 2, TRUE);
  assert_not_entailed (agent, P, 2, 2, FALSE);
  g_assert_true (know (agent, 1, 2) & QD_LOGIC_WUMPUS_KNOW_SAFE);
  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 2, 2)), ==, QD_LOGIC_WUMPUS_UNKNOWN);
  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 3, 1)), ==, QD_LOGIC_WUMPUS_UNKNOWN);
}

/* §7.2's walkthrough ends: the wumpus in [1,3], a pit in [3,1], [2,2] OK. */
static void
test_book_conclusions (void)
{
  g_autoptr(QdLogicWumpusAgent) agent = walk_book (6);

  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 1, 3)), ==, QD_LOGIC_WUMPUS_WUMPUS);
  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 3, 1)), ==, QD_LOGIC_WUMPUS_PIT);
  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 2, 2)), ==, QD_LOGIC_WUMPUS_SAFE);
  g_assert_true (know (agent, 2, 2) & QD_LOGIC_WUMPUS_KNOW_NO_PIT);
  g_assert_false (know (agent, 2, 2) & QD_LOGIC_WUMPUS_KNOW_PIT);
  g_assert_cmpint (qd_logic_wumpus_conclusion (know (agent, 4, 4)), ==, QD_LOGIC_WUMPUS_UNKNOWN);
  assert_proved (agent, W, 1, 3, FALSE);
  assert_proved (agent, P, 3, 1, FALSE);
  assert_proved (agent, OK, 2, 2, FALSE);
  assert_proved (agent, P, 2, 2, TRUE);
  assert_not_entailed (agent, P, 2, 2, FALSE);
  assert_not_entailed (agent, P, 3, 2, FALSE);
}

/* The fallback alone on the same conclusions: PL-RESOLUTION's refutations,
 * checked as the others; a budget too small to find one says so. */
static void
test_book_resolution (void)
{
  g_autoptr(QdLogicWumpusAgent) agent = walk_book (6);
  static const guint asked[][4] = { { P, 1, 2, TRUE }, { P, 3, 1, FALSE }, { OK, 2, 2, FALSE }, { W, 1, 3, FALSE } };
  QdLogicWumpusProof proof;

  for (guint i = 0; i < G_N_ELEMENTS (asked); i++)
    {
      guint lit = qd_logic_wumpus_agent_literal (agent, asked[i][0], asked[i][1], asked[i][2], asked[i][3]);

      qd_logic_wumpus_agent_prove_resolution (agent, lit, 0, &proof);
      g_assert_cmpint (proof.status, ==, QD_LOGIC_WUMPUS_PROOF_RESOLUTION);
      check_proof (agent, &proof);
      qd_logic_wumpus_proof_clear (&proof);
    }
  qd_logic_wumpus_agent_prove_resolution (agent, qd_logic_wumpus_agent_literal (agent, OK, 2, 2, FALSE), 50, &proof);
  g_assert_cmpint (proof.status, ==, QD_LOGIC_WUMPUS_PROOF_NOT_FOUND);
  g_assert_null (proof.steps);
  {
    g_autofree char *text = qd_logic_wumpus_proof_to_text (agent, &proof);
    g_assert_nonnull (strstr (text, "no refutation was found within the budget"));
  }
}

/* The reasons' words for the branches that Fig. 7.2's run does not take. */
static void
test_reasons (void)
{
  static const struct { QdLogicWumpusWhy why; const char *text; } cases[] = {
    { { QD_LOGIC_WUMPUS_REASON_SHOOT, 8, QD_LOGIC_WUMPUS_NORTH }, "shoot north: wumpus possible in [1,3]" },
    { { QD_LOGIC_WUMPUS_REASON_SHOOT, 3, QD_LOGIC_WUMPUS_EAST }, "shoot east: wumpus possible in [4,1]" },
    { { QD_LOGIC_WUMPUS_REASON_RISK, 6, 0 }, "risk [3,2]: not proved unsafe" },
    { { QD_LOGIC_WUMPUS_REASON_RETREAT, 0, 0 }, "go home and climb: nothing safe left" },
    { { QD_LOGIC_WUMPUS_REASON_HOME, 0, 0 }, "go home with the gold" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = qd_logic_wumpus_why_to_string (&cases[i].why, 4);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* The agent in Fig. 7.2's world: to the gold by safe squares and home. */
static void
test_book_run (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusRun run;

  qd_logic_wumpus_world_book (&world);
  qd_logic_wumpus_run (&world, 0, NULL, &run);
  for (guint t = 0; t < run.turns->len; t++)
    {
      const QdLogicWumpusTurn *turn = &g_array_index (run.turns, QdLogicWumpusTurn, t);
      g_autofree char *percept = qd_logic_wumpus_percept_to_string (turn->percept);
      g_autofree char *why = qd_logic_wumpus_why_to_string (&turn->why, 4);
      g_test_message ("%u. %s %s — %s (%d)", t + 1, percept, qd_logic_wumpus_action_to_string (turn->action),
                      why, turn->after.score);
    }
  g_assert_cmpint (run.status, ==, QD_LOGIC_WUMPUS_RUN_WON);
  g_assert_false (run.took_risk);
  /* The walkthrough's first step, the grab on [2,3] (Fig. 7.2's gold), the climb. */
  {
    const QdLogicWumpusTurn *first = &g_array_index (run.turns, QdLogicWumpusTurn, 0);
    const QdLogicWumpusTurn *last = &g_array_index (run.turns, QdLogicWumpusTurn, run.turns->len - 1);
    g_autofree char *go = qd_logic_wumpus_why_to_string (&first->why, 4);
    g_autofree char *climb = qd_logic_wumpus_why_to_string (&last->why, 4);
    gboolean grabbed = FALSE;

    g_assert_cmpstr (go, ==, "go to [2,1]: nearest safe unvisited");
    g_assert_cmpstr (climb, ==, "climb");
    g_assert_cmpint (last->action, ==, QD_LOGIC_WUMPUS_CLIMB);
    for (guint t = 0; t < run.turns->len; t++)
      {
        const QdLogicWumpusTurn *turn = &g_array_index (run.turns, QdLogicWumpusTurn, t);
        if (turn->action == QD_LOGIC_WUMPUS_GRAB)
          {
            g_autofree char *grab = qd_logic_wumpus_why_to_string (&turn->why, 4);
            g_assert_cmpstr (grab, ==, "grab: glitter");
            g_assert_cmpuint (turn->before.square, ==, 2 * 4 + 1);
            g_assert_true (turn->percept & QD_LOGIC_WUMPUS_GLITTER);
            grabbed = TRUE;
          }
      }
    g_assert_true (grabbed);
  }
  g_assert_cmpint (run.score, >, 0);
  g_assert_cmpint (run.score, ==, 1000 - (gint) run.turns->len);
  qd_logic_wumpus_run_clear (&run);
}

/* Every conclusion holds in the world (the wumpus proved where it is or was). */
static void
check_sound (const QdLogicWumpusWorld *world, const QdLogicWumpusTurn *turn)
{
  gboolean alive = (turn->before.flags & QD_LOGIC_WUMPUS_WUMPUS_ALIVE) != 0;

  for (guint s = 0; s < qd_logic_wumpus_n_squares (world); s++)
    {
      guint8 k = turn->knowledge[s];
      gboolean deadly = world->pit[s] || (alive && s == world->wumpus);

      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_SAFE) || !deadly);
      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_UNSAFE) || deadly);
      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_PIT) || world->pit[s]);
      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_NO_PIT) || !world->pit[s]);
      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_WUMPUS) || s == world->wumpus);
      g_assert_true (!(k & QD_LOGIC_WUMPUS_KNOW_NO_WUMPUS) || s != world->wumpus);
    }
}

static void
check_run (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run)
{
  for (guint t = 0; t < run->turns->len; t++)
    {
      const QdLogicWumpusTurn *turn = &g_array_index (run->turns, QdLogicWumpusTurn, t);

      check_sound (world, turn);
      g_assert_false (turn->after.last & QD_LOGIC_WUMPUS_BUMP);
      if (turn->after.square != turn->before.square && !turn->risk)
        g_assert_true (turn->knowledge[turn->after.square] & QD_LOGIC_WUMPUS_KNOW_SAFE);
    }
  g_assert_cmpint (run->status, !=, QD_LOGIC_WUMPUS_RUN_BUDGET);
  if (!run->took_risk)
    g_assert_cmpint (run->status, !=, QD_LOGIC_WUMPUS_RUN_DIED);
}

static void
test_random_runs (void)
{
  guint n = 200, won = 0, died = 0, risky = 0;
  gint64 total = 0, start = g_get_monotonic_time ();
  const char *env = g_getenv ("QD_WUMPUS_SEEDS");

  if (env != NULL)
    n = (guint) g_ascii_strtoull (env, NULL, 10);
  for (guint seed = 0; seed < n; seed++)
    {
      QdLogicWumpusWorld world;
      QdLogicWumpusRun run;

      qd_logic_wumpus_world_random (&world, 4, 4, QD_LOGIC_WUMPUS_PIT_PROBABILITY, FALSE, seed);
      qd_logic_wumpus_run (&world, 0, NULL, &run);
      check_run (&world, &run);
      won += run.status == QD_LOGIC_WUMPUS_RUN_WON;
      died += run.status == QD_LOGIC_WUMPUS_RUN_DIED;
      risky += run.took_risk;
      total += run.score;
      qd_logic_wumpus_run_clear (&run);
    }
  g_test_message ("%u random 4×4 worlds: won %u, died %u, took a risk %u, mean score %.1f, %.2f s",
                  n, won, died, risky, (double) total / n, (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (won, >, n / 3);
}

/* A larger cave: 8 × 8, bounded in turns and time. */
static void
test_large (void)
{
  for (guint seed = 0; seed < 3; seed++)
    {
      QdLogicWumpusWorld world;
      QdLogicWumpusRun run;

      qd_logic_wumpus_world_random (&world, 8, 8, QD_LOGIC_WUMPUS_PIT_PROBABILITY, TRUE, seed);
      qd_logic_wumpus_run (&world, 0, NULL, &run);
      check_run (&world, &run);
      qd_logic_wumpus_run_clear (&run);
    }
}

/* Completeness: a question the agent left open (no flag) has a model of
 * KB ∧ ¬α, asked here of the solver alone (the agent settles most of
 * them with models moved by flips). */
static void
check_open_questions (const QdLogicWumpusAgent *agent, guint n)
{
  static const guint kinds[3] = { P, W, OK };
  static const guint8 flags[3][2] = {
    { QD_LOGIC_WUMPUS_KNOW_PIT, QD_LOGIC_WUMPUS_KNOW_NO_PIT },
    { QD_LOGIC_WUMPUS_KNOW_WUMPUS, QD_LOGIC_WUMPUS_KNOW_NO_WUMPUS },
    { QD_LOGIC_WUMPUS_KNOW_SAFE, QD_LOGIC_WUMPUS_KNOW_UNSAFE },
  };
  const guint8 *know = qd_logic_wumpus_agent_knowledge (agent);

  for (guint s = 0; s < n; s++)
    for (guint k = 0; k < 3; k++)
      for (guint neg = 0; neg < 2; neg++)
        if (!(know[s] & flags[k][neg]))
          {
            QdLogicWumpusProof proof;

            qd_logic_wumpus_agent_prove (agent, 2 * (kinds[k] * n + s) + neg, 0, &proof);
            g_assert_cmpint (proof.status, ==, QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED);
          }
}

static void
test_complete (void)
{
  for (guint seed = 0; seed < 20; seed++)
    {
      QdLogicWumpusWorld world;
      QdLogicWumpusRun run;

      qd_logic_wumpus_world_random (&world, 4, 4, QD_LOGIC_WUMPUS_PIT_PROBABILITY, FALSE, seed);
      qd_logic_wumpus_run (&world, 0, NULL, &run);
      for (guint t = 0; t < run.turns->len; t += 3)
        {
          g_autoptr(QdLogicWumpusAgent) agent = qd_logic_wumpus_run_agent_at (&world, &run, t);
          check_open_questions (agent, 16);
        }
      qd_logic_wumpus_run_clear (&run);
    }
}

/* The flipper on random 3-SAT formulas of 12 variables: whatever it returns
 * is a model (every clause checked here) where the literal is false, and
 * from a model where it is the only true literal of a unit it fails. */
static void
test_flipper (void)
{
  guint64 rng = 7;

  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(QdPropClauses) clauses = qd_prop_clauses_new ();
      g_autoptr(QdLogicWumpusFlipper) flipper = NULL;
      guint8 model[12], out[12];

      for (guint v = 0; v < 12; v++)
        model[v] = qd_random_below (&rng, 2);
      /* 40 clauses of 3 literals, each made true by `model` (one literal set to agree). */
      for (guint c = 0; c < 40; c++)
        {
          guint lits[3];
          for (guint i = 0; i < 3; i++)
            lits[i] = 2 * qd_random_below (&rng, 12) + qd_random_below (&rng, 2);
          lits[0] = 2 * (lits[0] >> 1) + !model[lits[0] >> 1];
          qd_prop_clauses_add (clauses, lits, 3, QD_PROP_NONE, QD_PROP_NONE);
        }
      {
        guint unit = 2 * 5 + !model[5];
        qd_prop_clauses_add (clauses, &unit, 1, QD_PROP_NONE, QD_PROP_NONE);
      }
      flipper = qd_logic_wumpus_flipper_new (clauses, 12);
      g_assert_true (qd_prop_clauses_eval (clauses, model));
      for (guint lit = 0; lit < 24; lit++)
        {
          gboolean was_true = model[lit >> 1] == !(lit & 1);
          if (!was_true)
            continue;
          if (qd_logic_wumpus_flipper_try (flipper, model, lit, out))
            {
              g_assert_true (qd_prop_clauses_eval (clauses, out));
              g_assert_cmpuint (out[lit >> 1], ==, lit & 1);
            }
          if (lit >> 1 == 5)
            g_assert_false (qd_logic_wumpus_flipper_try (flipper, model, lit, out));
        }
    }
}

/* A proof on request at a turn of a run, replayed. */
static void
test_run_agent_at (void)
{
  QdLogicWumpusWorld world;
  QdLogicWumpusRun run;

  qd_logic_wumpus_world_book (&world);
  qd_logic_wumpus_run (&world, 0, NULL, &run);
  for (guint t = 0; t < run.turns->len; t++)
    {
      g_autoptr(QdLogicWumpusAgent) agent = qd_logic_wumpus_run_agent_at (&world, &run, t);
      const QdLogicWumpusTurn *turn = &g_array_index (run.turns, QdLogicWumpusTurn, t);

      g_assert_cmpmem (qd_logic_wumpus_agent_knowledge (agent), 16, turn->knowledge, 16);
      for (guint s = 0; s < 16; s++)
        if (turn->knowledge[s] & QD_LOGIC_WUMPUS_KNOW_SAFE)
          {
            QdLogicWumpusProof proof;

            qd_logic_wumpus_agent_prove (agent, 2 * (OK * 16 + s), 0, &proof);
            g_assert_cmpint (proof.status, !=, QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED);
            if (proof.steps != NULL)
              check_proof (agent, &proof);
            qd_logic_wumpus_proof_clear (&proof);
          }
    }
  qd_logic_wumpus_run_clear (&run);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/wumpus-agent/book-r1-r5", test_book_r1_r5);
  g_test_add_func ("/logic/wumpus-agent/book-conclusions", test_book_conclusions);
  g_test_add_func ("/logic/wumpus-agent/book-resolution", test_book_resolution);
  g_test_add_func ("/logic/wumpus-agent/book-run", test_book_run);
  g_test_add_func ("/logic/wumpus-agent/reasons", test_reasons);
  g_test_add_func ("/logic/wumpus-agent/run-agent-at", test_run_agent_at);
  g_test_add_func ("/logic/wumpus-agent/complete", test_complete);
  g_test_add_func ("/logic/wumpus-agent/flipper", test_flipper);
  g_test_add_func ("/logic/wumpus-agent/random-runs", test_random_runs);
  g_test_add_func ("/logic/wumpus-agent/large", test_large);
  return g_test_run ();
}
