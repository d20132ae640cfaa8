/* test-standings.c — core/qd-standings: the schedule of a round robin and
 * a gauntlet, points and the crosstable checked by hand, forfeits by cause,
 * ratings (finite for an agent that won everything, their mean 0, ordered
 * as the points) and the order of the standings. */
#include "config.h"

#include <math.h>

#include "core/qd-standings.h"

static void
test_schedule (void)
{
  /* 3 agents, 2 games a pairing: 0-1 1-0 0-2 2-0 1-2 2-1. */
  static const guint expected[][2] = { { 0, 1 }, { 1, 0 }, { 0, 2 }, { 2, 0 }, { 1, 2 }, { 2, 1 } };
  guint first, second;

  g_assert_cmpuint (qd_standings_n_games (3, 2, FALSE), ==, 6);
  g_assert_cmpuint (qd_standings_n_games (4, 3, FALSE), ==, 18);
  g_assert_cmpuint (qd_standings_n_games (4, 3, TRUE), ==, 9);
  g_assert_cmpuint (qd_standings_n_games (1, 3, FALSE), ==, 0);
  for (guint r = 0; r < G_N_ELEMENTS (expected); r++)
    {
      qd_standings_schedule (3, 2, FALSE, r, &first, &second);
      g_assert_cmpuint (first, ==, expected[r][0]);
      g_assert_cmpuint (second, ==, expected[r][1]);
    }
  /* A gauntlet: the first agent against each other one, in order. */
  qd_standings_schedule (4, 3, TRUE, 7, &first, &second);
  g_assert_cmpuint (first, ==, 3);
  g_assert_cmpuint (second, ==, 0);
  qd_standings_schedule (4, 3, TRUE, 8, &first, &second);
  g_assert_cmpuint (first, ==, 0);
  g_assert_cmpuint (second, ==, 3);
  /* The last game of a round robin of 5 is 3 against 4. */
  qd_standings_schedule (5, 1, FALSE, 9, &first, &second);
  g_assert_cmpuint (first, ==, 3);
  g_assert_cmpuint (second, ==, 4);
}

/* Two agents, A beats B 3-1: points 3 and 1, the crosstable so. */
static void
test_points (void)
{
  g_autoptr(QdStandings) s = qd_standings_new (2);

  qd_standings_add (s, 0, 1, 1, FALSE, NULL);
  qd_standings_add (s, 1, 0, 2, FALSE, NULL);
  qd_standings_add (s, 0, 1, 1, FALSE, NULL);
  qd_standings_add (s, 1, 0, 1, FALSE, NULL);
  qd_standings_rank (s);
  g_assert_cmpuint (s->n_games, ==, 4);
  g_assert_cmpfloat (s->agents[0].points, ==, 3);
  g_assert_cmpfloat (s->agents[1].points, ==, 1);
  g_assert_cmpuint (s->agents[0].wins, ==, 3);
  g_assert_cmpuint (s->agents[0].losses, ==, 1);
  g_assert_cmpuint (s->agents[1].games, ==, 4);
  g_assert_cmpfloat (s->points[0 * 2 + 1], ==, 3);
  g_assert_cmpfloat (s->points[1 * 2 + 0], ==, 1);
  g_assert_cmpuint (s->played[0 * 2 + 1], ==, 4);
  g_assert_cmpuint (s->played[1 * 2 + 0], ==, 4);
  g_assert_cmpuint (s->ranked[0].index, ==, 0);
  g_assert_cmpuint (s->ranked[1].index, ==, 1);
  /* Symmetric: each +/- the same, the stronger above. */
  g_assert_cmpfloat_with_epsilon (s->agents[0].elo, -s->agents[1].elo, 1e-9);
  g_assert_cmpfloat (s->agents[0].elo, >, 0);
  g_assert_cmpfloat_with_epsilon (s->agents[0].interval, s->agents[1].interval, 1e-9);
}

/* Four agents: A won everything (a finite rating still), B and C drew
 * their one game, B forfeited twice for one cause and once for another, D
 * forfeited its one game (against A) and never met B or C. */
static void
test_ratings (void)
{
  g_autoptr(QdStandings) s = qd_standings_new (4);
  double mean = 0;
  const QdStandingsForfeit *f;

  qd_standings_add (s, 0, 1, 1, TRUE, "crashed");
  qd_standings_add (s, 1, 0, 2, TRUE, "crashed");
  qd_standings_add (s, 0, 2, 1, FALSE, NULL);
  qd_standings_add (s, 2, 0, 2, FALSE, NULL);
  qd_standings_add (s, 1, 2, 0, FALSE, NULL);
  qd_standings_add (s, 3, 0, 2, TRUE, NULL);
  qd_standings_add (s, 0, 1, 1, TRUE, "timed out");
  qd_standings_rank (s);

  g_assert_cmpfloat (s->agents[0].points, ==, 6);
  g_assert_cmpuint (s->agents[0].wins, ==, 6);
  g_assert_cmpfloat (s->agents[1].points, ==, 0.5);
  g_assert_cmpuint (s->agents[1].draws, ==, 1);
  g_assert_cmpuint (s->agents[1].forfeits, ==, 3);
  g_assert_cmpuint (s->agents[2].forfeits, ==, 0);
  g_assert_cmpuint (s->agents[3].forfeits, ==, 1);
  /* The points add up to the games. */
  g_assert_cmpfloat (s->agents[0].points + s->agents[1].points + s->agents[2].points + s->agents[3].points, ==,
                     s->n_games);
  /* A pair that did not play. */
  g_assert_cmpuint (s->played[2 * 4 + 3], ==, 0);
  g_assert_cmpuint (s->played[3 * 4 + 2], ==, 0);
  g_assert_cmpfloat (s->points[1 * 4 + 2], ==, 0.5);
  g_assert_cmpfloat (s->points[2 * 4 + 1], ==, 0.5);

  /* The forfeits by agent and cause, in the order first met. */
  g_assert_cmpuint (s->forfeits->len, ==, 3);
  f = s->forfeits->pdata[0];
  g_assert_cmpuint (f->agent, ==, 1);
  g_assert_cmpstr (f->cause, ==, "crashed");
  g_assert_cmpuint (f->count, ==, 2);
  f = s->forfeits->pdata[1];
  g_assert_cmpuint (f->agent, ==, 3);
  g_assert_cmpstr (f->cause, ==, "?");
  f = s->forfeits->pdata[2];
  g_assert_cmpstr (f->cause, ==, "timed out");
  g_assert_cmpuint (f->count, ==, 1);

  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (isfinite (s->agents[i].elo));
      g_assert_true (isfinite (s->agents[i].interval) && s->agents[i].interval > 0);
      mean += s->agents[i].elo / 4;
    }
  g_assert_cmpfloat_with_epsilon (mean, 0, 1e-9);
  /* Ranked by points, then rating: A; C above B on equal points (C lost
   * one game fewer to A); D last. */
  g_assert_cmpuint (s->ranked[0].index, ==, 0);
  g_assert_cmpuint (s->ranked[1].index, ==, 2);
  g_assert_cmpuint (s->ranked[2].index, ==, 1);
  g_assert_cmpuint (s->ranked[3].index, ==, 3);
  g_assert_cmpfloat (s->ranked[1].elo, >, s->ranked[2].elo);
  g_assert_cmpfloat (s->agents[0].elo, <, 2000);
}

/* Equal points and ratings: the order of the agents' numbers. */
static void
test_ties (void)
{
  g_autoptr(QdStandings) s = qd_standings_new (3);

  qd_standings_rank (s);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (s->ranked[i].index, ==, i);
      g_assert_cmpfloat_with_epsilon (s->ranked[i].elo, 0, 1e-9);
    }
  qd_standings_add (s, 2, 1, 0, FALSE, NULL);
  qd_standings_rank (s);
  /* A draw: 1 and 2 have ½ each, 0 nothing; 1 before 2. */
  g_assert_cmpuint (s->ranked[0].index, ==, 1);
  g_assert_cmpuint (s->ranked[1].index, ==, 2);
  g_assert_cmpuint (s->ranked[2].index, ==, 0);
}

/* Raw rows: the fields after run and key. */
static void
test_read_row (void)
{
  char *won[] = { "random", "program:a%20b", "2", "1", "crashed%20at%20once", NULL };
  char *drawn[] = { "random", "alphabeta", "0", "0", "", NULL };
  char *others[] = { "alphabeta", "random", "1", "0", "", NULL };
  char *bad_winner[] = { "random", "alphabeta", "3", "0", "", NULL };
  char *bad_forfeit[] = { "random", "alphabeta", "1", "yes", "", NULL };
  gint winner;
  gboolean forfeit;
  char *cause;

  g_assert_true (qd_standings_read_row (won, "random", "program:a%20b", &winner, &forfeit, &cause));
  g_assert_cmpint (winner, ==, 2);
  g_assert_true (forfeit);
  g_assert_cmpstr (cause, ==, "crashed at once");
  g_free (cause);
  g_assert_true (qd_standings_read_row (drawn, "random", "alphabeta", &winner, &forfeit, &cause));
  g_assert_cmpint (winner, ==, 0);
  g_assert_false (forfeit);
  g_assert_null (cause);
  /* Not the agents the schedule says, or not a winner, not a flag. */
  g_assert_false (qd_standings_read_row (others, "random", "alphabeta", &winner, &forfeit, &cause));
  g_assert_false (qd_standings_read_row (bad_winner, "random", "alphabeta", &winner, &forfeit, &cause));
  g_assert_false (qd_standings_read_row (bad_forfeit, "random", "alphabeta", &winner, &forfeit, &cause));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/standings/schedule", test_schedule);
  g_test_add_func ("/standings/points", test_points);
  g_test_add_func ("/standings/ratings", test_ratings);
  g_test_add_func ("/standings/ties", test_ties);
  g_test_add_func ("/standings/read-row", test_read_row);
  return g_test_run ();
}
