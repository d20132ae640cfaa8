/* test-search-andor.c — AND-OR search (AIMA figure 4.11) in the vacuum
 * worlds and in slippery mazes: plans against ones worked by hand from the
 * book's figures, runs of every plan, the file format's errors. */
#include "config.h"

#include <string.h>

#include "core/qd-practice.h"
#include "core/qd-random.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-andor.h"

/* The plan from `start` (NULL: none), the steps recorded or not. */
static char *
plan_text_recorded (const QdSearchAndorWorld *w, const char *start, gboolean loops, gboolean record)
{
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;
  char *text = NULL;

  qd_search_andor_options_init (&o, w);
  o.start = (guint) qd_search_andor_world_find_state (w, start);
  o.allow_loops = loops;
  o.record = record;
  qd_search_andor_search (w, &o, &r);
  if (r.status == QD_SEARCH_ANDOR_STATUS_PLAN)
    text = qd_search_andor_plan_to_string (w, r.plan);
  else
    g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_NO_PLAN);
  qd_search_andor_result_clear (&r);
  return text;
}

static char *
plan_text (const QdSearchAndorWorld *w, const char *start, gboolean loops)
{
  return plan_text_recorded (w, start, loops, FALSE);
}

static void
check_plans (const QdSearchAndorWorld *w, const char *const expected[][2], guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *got = plan_text (w, expected[i][0], TRUE);
      g_test_message ("state %s: %s", expected[i][0], got ? got : "no plan");
      g_assert_cmpstr (got, ==, expected[i][1]);
    }
}

/* Worked by hand from figure 4.9 (odd states: agent left; 1 both dirty,
 * 3 left dirty, 5 right dirty, 7 clean; +1 agent right), actions tried
 * Suck, Right, Left, outcomes in increasing order:
 * - 7, 8 are goals: [].  3: Suck → {7}.  6: Suck → {8}.
 * - 1: Suck → {5, 7}; at 5, Suck → {1, 5} meets 1 on the path and fails,
 *   Right → {6}, then Suck → {8}: the book's plan.
 * - 2: Suck → {4, 8}; at 4, Suck → {2, 4} meets 2, Right → {4} is 4
 *   itself, Left → {3}, then Suck.
 * - 4: Suck → {2, 4} holds 4 itself (on the path): fails; Right → {4}
 *   fails; Left → {3}, Suck → {7}: [Left, Suck].
 * - 5: Suck → {1, 5} holds 5 itself: fails; Right → {6}, Suck → {8}.
 * Every state has a plan (the erratic world has no dead end). */
static void
test_erratic (void)
{
  static const char *const expected[][2] = {
    { "1", "[Suck, if State = 5 then [Right, Suck] else []]" },
    { "2", "[Suck, if State = 4 then [Left, Suck] else []]" },
    { "3", "[Suck]" },
    { "4", "[Left, Suck]" },
    { "5", "[Right, Suck]" },
    { "6", "[Suck]" },
    { "7", "[]" },
    { "8", "[]" },
  };
  g_autoptr(QdSearchAndorWorld) w = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);

  g_assert_cmpuint (w->n_states, ==, 8);
  g_assert_cmpuint (w->start, ==, 0);
  check_plans (w, expected, G_N_ELEMENTS (expected));
}

/* The slippery world (section 4.3.3): a move may leave the agent where it
 * is, so any move meets its own state on the path and no acyclic plan
 * exists from 1, 2, 4 or 5.  The cyclic search loops back to that state
 * (a label) when another outcome leads on: from 1, Suck → {5}; at 5 Suck
 * → {5} only loops (rejected), Right → {5, 6}: 5 loops back, 6 sucks to
 * 8.  The book writes the result "[Suck, L1: Right, if State = 5 then L1
 * else Suck]"; Quandary brackets every branch that is a list. */
static void
test_slippery (void)
{
  static const char *const expected[][2] = {
    { "1", "[Suck, L1: Right, if State = 5 then L1 else [Suck]]" },
    { "2", "[Suck, L1: Left, if State = 3 then [Suck] else L1]" },
    { "3", "[Suck]" },
    { "4", "[L1: Left, if State = 3 then [Suck] else L1]" },
    { "5", "[L1: Right, if State = 5 then L1 else [Suck]]" },
    { "6", "[Suck]" },
    { "7", "[]" },
    { "8", "[]" },
  };
  g_autoptr(QdSearchAndorWorld) w = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_SLIPPERY);
  g_autofree char *acyclic = plan_text (w, "1", FALSE);

  g_assert_null (acyclic);
  check_plans (w, expected, G_N_ELEMENTS (expected));
}

/* Every plan of the world, from every state, run 1,000 times with outcomes
 * drawn at random: each run reaches a goal. */
static void
run_all (const QdSearchAndorWorld *w)
{
  guint64 rng = 66;

  for (guint s = 0; s < w->n_states; s++)
    {
      QdSearchAndorOptions o;
      QdSearchAndorResultSet r;
      guint longest = 0;

      qd_search_andor_options_init (&o, w);
      o.start = s;
      qd_search_andor_search (w, &o, &r);
      if (r.status != QD_SEARCH_ANDOR_STATUS_PLAN)
        continue;
      for (guint i = 0; i < 1000; i++)
        {
          guint n;
          g_assert_true (qd_search_andor_execute (w, r.plan, &rng, &n));
          longest = MAX (longest, n);
        }
      /* A cyclic plan's runs are of any length: some of them repeat. */
      if (r.plan->cyclic)
        g_assert_cmpuint (longest, >, 2);
      qd_search_andor_result_clear (&r);
    }
}

static void
test_execute (void)
{
  g_autoptr(QdSearchAndorWorld) e = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);
  g_autoptr(QdSearchAndorWorld) s = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_SLIPPERY);

  run_all (e);
  run_all (s);
}

static QdSearchAndorWorld *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdSearchAndorWorld *w = qd_search_andor_world_parse (text, -1, &error);

  g_assert_no_error (error);
  return w;
}

/* Mazes: from S, E reaches G or slips.  slip: stay → a loop; none → [E];
 * far in "#S.G#": E → {1,2; 1,3}, and from 1,2 E → {1,3} (the wall stops
 * the slide). */
static void
test_maze (void)
{
  g_autoptr(QdSearchAndorWorld) stay = parse_ok ("# a corridor\nslip: stay\n####\n#SG#\n####\n");
  g_autoptr(QdSearchAndorWorld) none = parse_ok ("slip: none\n####\n#SG#\n####\n");
  g_autoptr(QdSearchAndorWorld) far = parse_ok ("slip: far\n#####\n#S.G#\n#####\n");
  g_autoptr(QdSearchAndorWorld) big = parse_ok ("#######\n#S....#\n#.###.#\n#....G#\n#######\n");
  g_autofree char *p1 = plan_text (stay, "1,1", TRUE);
  g_autofree char *p2 = plan_text (none, "1,1", TRUE);
  g_autofree char *p3 = plan_text (far, "1,1", TRUE);

  g_assert_cmpstr (p1, ==, "[L1: E, if State = 1,1 then L1 else []]");
  g_assert_cmpstr (p2, ==, "[E]");
  g_assert_cmpstr (p3, ==, "[E, if State = 1,2 then [E] else []]");
  g_assert_cmpuint (big->n_states, ==, 12);
  g_assert_nonnull (big->walls);
  run_all (big);
  run_all (far);
}

/* A dead end: from b only "stay", which only loops: no plan, neither
 * acyclic nor cyclic. */
static void
test_no_plan (void)
{
  g_autoptr(QdSearchAndorWorld) w = parse_ok ("states: a b g\nstart: a\ngoals: g\n"
                                              "a go -> b g\nb stay -> b\n");
  g_autofree char *p = plan_text (w, "a", TRUE);
  g_autofree char *q = plan_text (w, "g", TRUE);

  g_assert_null (p);
  g_assert_cmpstr (q, ==, "[]");
}

static void
test_three_outcomes (void)
{
  g_autoptr(QdSearchAndorWorld) w = parse_ok ("states: s x y g\nstart: s\ngoals: g\n"
                                              "s toss -> x y g\nx a -> g\ny b -> g\n");
  g_autofree char *p = plan_text (w, "s", TRUE);

  g_assert_cmpstr (p, ==, "[toss, if State = x then [a] else if State = y then [b] else []]");
}

static void
test_errors (void)
{
  static const struct { const char *text, *message; } cases[] = {
    { "states: 1 2\nstart: 1\ngoals: 2\n1 go -> 3\n", "line 4: unknown state “3”" },
    { "states: 1 2\nstart: 1\ngoals: 2\n1 go -> 2\n1 go -> 1\n", "line 5: “1 go” was already given on line 4" },
    { "states: 1 2\ngoals: 2\n1 go -> 2\n", "line 3: no “start:” line" },
    { "states: 1 2\nstart: 1\ngoals: 2\n1 go 2\n", "line 4: an action reads" },
    { "1 go -> 2\n", "line 1: the “states:” line must come before" },
    { "states: 1 2\nstart: 1\ngoals: 2\n1 L1 -> 2\n", "line 4: “L1” cannot name an action" },
    { "states: 1 2\nstart: 1\ngoals: 2\n1 go -> 2 2\n", "line 4: the outcome “2” is listed twice" },
    { "states: 1 1\n", "line 1: the state “1” is listed twice" },
    { "slip: stay\n####\n#SG\n", "line 3: the maze’s rows must all have the length" },
    { "slip: ice\n", "line 1: “slip:” is stay, far or none" },
    { "####\n#S.#\n####\n", "the maze has no goal" },
    { "colour: red\n", "line 1: unknown key “colour:”" },
    /* No move anywhere: a world the transition lines could not write. */
    { "slip: far\n#####\n#S#G#\n#####\n", "line 4: the maze allows no move" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      QdSearchAndorWorld *w = qd_search_andor_world_parse (cases[i].text, -1, &error);
      g_assert_null (w);
      g_assert_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_SYNTAX);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, cases[i].message) || strstr (error->message, cases[i].message));
    }
}

/* The steps of the erratic world from 1 follow figure 4.11: OR 1, AND
 * Suck, OR 5, AND Suck → {1, 5}, OR 1 on the path… */
static void
test_steps (void)
{
  g_autoptr(QdSearchAndorWorld) w = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;
  g_autofree char *text = NULL;

  qd_search_andor_options_init (&o, w);
  o.record = TRUE;
  qd_search_andor_search (w, &o, &r);
  text = qd_search_andor_steps_to_string (w, &r);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "# acyclic search (figure 4.11)\nOR 1\n  AND 1 Suck → {5, 7}\n"
                                         "    OR 5\n      AND 5 Suck → {1, 5}\n        OR 1: on the path, fails\n"
                                         "      AND 5 Suck: fails\n      AND 5 Right → {6}\n"));
  g_assert_nonnull (strstr (text, "    OR 7: goal, plan []\n  AND 1 Suck: every outcome has a plan\nOR 1: solved\n"));
  qd_search_andor_result_clear (&r);
}

/* The cyclic search's steps, worked by hand: A x → {A, B}, B y → {A, B},
 * B z → {B, C}, goal C.  Figure 4.11 fails at once (x may stay at A).
 * Distances to C (a goal reachable whatever happens): B 1, A 2.  At A, x
 * may reach B, nearer; at B, y leads only to A or B, not nearer: it fails
 * without a search below; z may reach C.  (The search tried y and took
 * its loops back to A, which A's AND node then rejected: `no plan`.) */
static void
test_steps_cyclic (void)
{
  g_autoptr(QdSearchAndorWorld) w = parse_ok ("states: A B C\nstart: A\ngoals: C\n"
                                              "A x -> A B\nB y -> A B\nB z -> B C\n");
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;
  g_autofree char *text = NULL, *plan = NULL;

  qd_search_andor_options_init (&o, w);
  o.record = TRUE;
  qd_search_andor_search (w, &o, &r);
  g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_PLAN);
  text = qd_search_andor_steps_to_string (w, &r);
  plan = qd_search_andor_plan_to_string (w, r.plan);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, "# acyclic search (figure 4.11)\nOR A\n  AND A x → {A, B}\n    OR A: on the path, fails\n"
                             "  AND A x: fails\nOR A: fails, no action works\n"
                             "# cyclic search: a state on the path may be looped back to\nOR A\n  AND A x → {A, B}\n"
                             "    OR A: on the path, a loop back to it\n    OR B\n      AND B y → {A, B}\n"
                             "      AND B y: fails\n      AND B z → {B, C}\n        OR B: on the path, a loop back to it\n"
                             "        OR C: goal, plan []\n      AND B z: every outcome has a plan\n    OR B: solved\n"
                             "  AND A x: every outcome has a plan\nOR A: solved\n");
  g_assert_cmpstr (plan, ==, "[L1: x, if State = A then L1 else [L2: z, if State = B then L2 else []]]");
  qd_search_andor_result_clear (&r);
}

/* Practice on the erratic world's plan from 1 (worked by hand from its
 * text, [Suck, if State = 5 then [Right, Suck] else []]): 1 Suck → {5, 7},
 * 5 Right → {6}, 6 Suck → {8}; the plan ends in 7 or 8. */
static void
test_practice (void)
{
  static const char *const answers[] = { "suck", "7, 5", "RIGHT", "6", "Suck", "8", "8 7" };
  g_autoptr(QdSearchAndorWorld) w = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;
  QdPractice *p;

  qd_search_andor_options_init (&o, w);
  qd_search_andor_search (w, &o, &r);
  p = qd_search_andor_practice_new (w, r.plan);
  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  g_assert_cmpuint (qd_practice_n_asked (p), ==, G_N_ELEMENTS (answers));
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "In state 1, which action does the plan do?");
  g_assert_cmpint (qd_practice_answer (p, "Left", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (p, "Jump", NULL), ==, QD_PRACTICE_UNREADABLE);
  for (guint i = 0; i < G_N_ELEMENTS (answers); i++)
    {
      g_autofree char *message = NULL;
      g_test_message ("%s → %s", qd_practice_current (p)->text, answers[i]);
      g_assert_cmpint (qd_practice_answer (p, answers[i], &message), ==, QD_PRACTICE_RIGHT);
    }
  g_assert_true (qd_practice_finished (p));
  qd_practice_free (p);
  qd_search_andor_result_clear (&r);
}

/* The OR nodes opened (goals and states on the path not counted), counted
 * by hand: erratic from 1 opens 1, 5, 6 (3); slippery from 1 opens 1 and 5
 * in the acyclic search (at 5 every action meets 5 on the path), then 1, 5
 * and 6 in the cyclic one (5).  That is figure 4.11 step by step, as with
 * the steps recorded; without them, the acyclic search skips at 1 the
 * actions with an outcome that has no plan off the path (Suck → {5}: 5 has
 * none; the moves may stay at 1), so 5 is never opened (4). */
static void
test_counts (void)
{
  g_autoptr(QdSearchAndorWorld) e = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);
  g_autoptr(QdSearchAndorWorld) s = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_SLIPPERY);
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;

  qd_search_andor_options_init (&o, e);
  qd_search_andor_search (e, &o, &r);
  g_assert_cmpuint (r.or_nodes, ==, 3);
  qd_search_andor_result_clear (&r);
  qd_search_andor_options_init (&o, s);
  o.record = TRUE;
  qd_search_andor_search (s, &o, &r);
  g_assert_cmpuint (r.or_nodes, ==, 5);
  qd_search_andor_result_clear (&r);
  o.record = FALSE;
  qd_search_andor_search (s, &o, &r);
  g_assert_cmpuint (r.or_nodes, ==, 4);
  qd_search_andor_result_clear (&r);
  /* A budget of 2 OR nodes runs out in the cyclic search: a limit, not "no plan". */
  o.node_limit = 2;
  qd_search_andor_search (s, &o, &r);
  g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_LIMIT);
  qd_search_andor_result_clear (&r);
}

/* Check an Answer against the search, two routes to the same facts, on 300
 * random worlds (6 states, actions a and b with one or two outcomes each,
 * goal 6) from every start: each plan the search finds passes the
 * checker; where the search finds none (loops allowed), the checker
 * accepts `no plan` and rejects every one-action plan; `[]` passes only
 * at the goal.  The search gives the same plan with its steps recorded
 * (figure 4.11 step by step) as without (the acyclic search skips actions
 * that cannot work). */
static QdSearchAndorWorld *
random_world (guint64 *rng)
{
  GString *text = g_string_new ("states: 1 2 3 4 5 6\nstart: 1\ngoals: 6\n");
  QdSearchAndorWorld *w;

  for (guint s = 1; s <= 6; s++)
    for (guint a = 0; a < 2; a++)
      {
        guint x = 1 + qd_random_below (rng, 6), y = 1 + qd_random_below (rng, 6);
        g_string_append_printf (text, "%u %c -> %u", s, "ab"[a], MIN (x, y));
        if (x != y && qd_random_below (rng, 2))
          g_string_append_printf (text, " %u", MAX (x, y));
        g_string_append_c (text, '\n');
      }
  w = qd_search_andor_world_parse (text->str, (gssize) text->len, NULL);
  g_string_free (text, TRUE);
  g_assert_nonnull (w);
  return w;
}

static QdCheckVerdict
verdict_of (const QdSearchAndorWorld *w, guint start, const char *expected, const char *answer)
{
  QdCheckResult *r = qd_search_andor_check_plan (w, start, expected, answer, strlen (answer));
  QdCheckVerdict v = r->verdict;

  if (v != QD_CHECK_CORRECT)
    g_test_message ("%s: %s", answer, r->explanation != NULL ? r->explanation : "");
  qd_check_result_free (r);
  return v;
}

static void
test_check_random (void)
{
  guint64 rng = qd_random_mix (66);
  guint plans = 0, none = 0;

  for (guint i = 0; i < 300; i++)
    {
      g_autoptr(QdSearchAndorWorld) w = random_world (&rng);
      for (guint start = 0; start < w->n_states; start++)
        {
          g_autofree char *plan = plan_text (w, w->state_names[start], TRUE);
          g_autofree char *recorded = plan_text_recorded (w, w->state_names[start], TRUE, TRUE);
          g_autofree char *acyclic = plan_text (w, w->state_names[start], FALSE);
          g_autofree char *acyclic_recorded = plan_text_recorded (w, w->state_names[start], FALSE, TRUE);

          g_assert_cmpstr (plan, ==, recorded);
          g_assert_cmpstr (acyclic, ==, acyclic_recorded);
          if (plan != NULL)
            {
              plans++;
              g_assert_cmpint (verdict_of (w, start, plan, plan), ==, QD_CHECK_CORRECT);
              g_assert_cmpint (verdict_of (w, start, plan, "[]"), ==,
                               w->goal[start] ? QD_CHECK_CORRECT : QD_CHECK_WRONG);
              g_assert_cmpint (verdict_of (w, start, plan, "no plan"), ==, QD_CHECK_WRONG);
              continue;
            }
          none++;
          g_assert_cmpint (verdict_of (w, start, NULL, "no plan"), ==, QD_CHECK_CORRECT);
          g_assert_cmpint (verdict_of (w, start, NULL, "[a]"), ==, QD_CHECK_WRONG);
          g_assert_cmpint (verdict_of (w, start, NULL, "[L1: b, L1]"), ==, QD_CHECK_WRONG);
        }
    }
  /* Both kinds met. */
  g_assert_cmpuint (plans, >, 100);
  g_assert_cmpuint (none, >, 20);
}

/* A world of `k` states each with an action to every other one and a goal
 * no action reaches: the search (without a plan to find) runs through the
 * simple paths, far more than any node limit. */
static QdSearchAndorWorld *
dense_world (guint k)
{
  GString *text = g_string_new ("states:");
  QdSearchAndorWorld *w;

  for (guint i = 0; i < k; i++)
    g_string_append_printf (text, " s%u", i);
  g_string_append (text, " goal\nstart: s0\ngoals: goal\n");
  for (guint i = 0; i < k; i++)
    for (guint j = 0; j < k; j++)
      if (i != j)
        g_string_append_printf (text, "s%u a%u -> s%u\n", i, j, j);
  w = qd_search_andor_world_parse (text->str, (gssize) text->len, NULL);
  g_string_free (text, TRUE);
  g_assert_nonnull (w);
  return w;
}

/* The stop flag set: the search says "stopped" (not "no plan", not a
 * limit) at its first OR node, with no plan; cleared, the same search runs
 * to its node limit. */
static void
test_stop (void)
{
  g_autoptr(QdSearchAndorWorld) w = dense_world (30);
  QdSearchAndorOptions o;
  QdSearchAndorResultSet r;
  gint stop = 1;
  gint64 progress = 0;

  qd_search_andor_options_init (&o, w);
  o.stop = &stop;
  o.record = TRUE;
  o.progress_nodes = &progress;
  qd_search_andor_search (w, &o, &r);
  g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_STOPPED);
  g_assert_null (r.plan);
  g_assert_cmpuint (r.or_nodes, <=, 1);
  qd_search_andor_result_clear (&r);
  g_atomic_int_set (&stop, 0);
  o.node_limit = 5000;
  qd_search_andor_search (w, &o, &r);
  g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_LIMIT);
  g_assert_cmpuint (r.or_nodes, ==, 5001);
  /* Progress is published every 1,024 OR nodes. */
  g_assert_cmpint (progress, ==, 4 * 1024);
  qd_search_andor_result_clear (&r);
  /* Recorded, the default budget of 2,000,000 OR nodes would keep about
   * 58 tree nodes for each (29 actions, each an AND node and an OR node on
   * the path): the tree's own limit stops it first. */
  o.node_limit = 0;
  qd_search_andor_search (w, &o, &r);
  g_assert_cmpint (r.status, ==, QD_SEARCH_ANDOR_STATUS_LIMIT);
  g_assert_cmpuint (r.or_nodes, <, QD_SEARCH_ANDOR_NODE_LIMIT);
  g_assert_cmpuint (r.tree->len, >=, QD_SEARCH_ANDOR_TREE_LIMIT);
  g_assert_cmpuint (r.tree->len, <, QD_SEARCH_ANDOR_TREE_LIMIT + 100);
  qd_search_andor_result_clear (&r);
}

/* The bundled worlds (the .andor files of data/examples/search): the erratic vacuum
 * world written out by hand from figure 4.9 is the built-in one (both
 * written by the writer, which orders lines its own way); every example
 * written and read back gives the same plan. */
static char *
example_text (const char *name, gsize *length)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "search", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static void
test_examples (void)
{
  const char *names[] = { "erratic-vacuum.andor", "slippery-maze.andor", "ice-maze.andor", "river-no-plan.andor" };
  g_autoptr(QdSearchAndorWorld) builtin = qd_search_andor_world_builtin (QD_SEARCH_ANDOR_WORLD_ERRATIC);
  g_autofree char *builtin_text = qd_search_andor_world_to_string (builtin);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gsize length;
      g_autofree char *text = example_text (names[i], &length);
      g_autoptr(QdSearchAndorWorld) w = qd_search_andor_world_parse (text, (gssize) length, NULL);
      g_autofree char *written = NULL, *plan = NULL, *plan_again = NULL;
      g_autoptr(QdSearchAndorWorld) again = NULL;

      g_assert_nonnull (w);
      written = qd_search_andor_world_to_string (w);
      again = qd_search_andor_world_parse (written, -1, NULL);
      g_assert_nonnull (again);
      plan = plan_text (w, w->state_names[w->start], TRUE);
      plan_again = plan_text (again, again->state_names[again->start], TRUE);
      g_assert_cmpstr (plan, ==, plan_again);
      if (i == 0)
        g_assert_cmpstr (written, ==, builtin_text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-andor/erratic", test_erratic);
  g_test_add_func ("/search-andor/slippery", test_slippery);
  g_test_add_func ("/search-andor/execute", test_execute);
  g_test_add_func ("/search-andor/maze", test_maze);
  g_test_add_func ("/search-andor/no-plan", test_no_plan);
  g_test_add_func ("/search-andor/three-outcomes", test_three_outcomes);
  g_test_add_func ("/search-andor/errors", test_errors);
  g_test_add_func ("/search-andor/steps", test_steps);
  g_test_add_func ("/search-andor/steps-cyclic", test_steps_cyclic);
  g_test_add_func ("/search-andor/practice", test_practice);
  g_test_add_func ("/search-andor/counts", test_counts);
  g_test_add_func ("/search-andor/check-random", test_check_random);
  g_test_add_func ("/search-andor/stop", test_stop);
  g_test_add_func ("/search-andor/examples", test_examples);
  return g_test_run ();
}
