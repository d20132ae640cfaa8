/* test-hmm-hunt.c — the ghost hunt (src/problems/hmm/qd-hmm-hunt.c): the
 * course's sensor and the numbers its public tests hold (docs/hmm-peers.md
 * §1, §3.4), boards read from layouts, the world seeded, and 100,000
 * particles following the exact belief over a 50-turn hunt. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/hmm/qd-hmm.h"
#include "problems/hmm/qd-hmm-hunt.h"

static QdHmmHunt *
hunt_of (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdHmmHunt *hunt = qd_hmm_hunt_parse (text, strlen (text), &error);

  g_assert_no_error (error);
  return hunt;
}

/* The noise's law, 2^(7 - |e|) / 382, and the course's likelihood: its
 * public test (q1 ObsProb) has the hunter 2 squares from the ghost and
 * readings 1, 2, 5: 64/382, 128/382, 16/382.  The exact law sums to 1 over
 * the readings; the course's does not near the hunter (2.149 at d = 1). */
static void
test_sensor (void)
{
  double exact = 0, course = 0;

  g_assert_cmpfloat_with_epsilon (qd_hmm_reading_probability (QD_HMM_SENSOR_COURSE, 1, 2), 64 / 382.0, 1e-15);
  g_assert_cmpfloat_with_epsilon (qd_hmm_reading_probability (QD_HMM_SENSOR_COURSE, 2, 2), 128 / 382.0, 1e-15);
  g_assert_cmpfloat_with_epsilon (qd_hmm_reading_probability (QD_HMM_SENSOR_COURSE, 5, 2), 16 / 382.0, 1e-15);
  g_assert_cmpfloat (qd_hmm_reading_probability (QD_HMM_SENSOR_COURSE, 3, 0), ==, 0);
  /* The reading's own law at d = 1: max(0, 1 + e): 0 takes e = -7 … -1 (127/382). */
  g_assert_cmpfloat_with_epsilon (qd_hmm_reading_probability (QD_HMM_SENSOR_EXACT, 0, 1), 127 / 382.0, 1e-15);
  g_assert_cmpfloat_with_epsilon (qd_hmm_reading_probability (QD_HMM_SENSOR_EXACT, 1, 1), 128 / 382.0, 1e-15);
  for (gint r = 0; r <= 20; r++)
    {
      exact += qd_hmm_reading_probability (QD_HMM_SENSOR_EXACT, r, 1);
      course += qd_hmm_reading_probability (QD_HMM_SENSOR_COURSE, r, 1);
    }
  g_assert_cmpfloat_with_epsilon (exact, 1, 1e-15);
  g_assert_cmpfloat_with_epsilon (course, 821 / 382.0, 1e-15);
}

/* The course's q2/4 corridor (hunter at its west end, the ghost somewhere
 * in it, the jail square below closed in): a reading of 7 from the west end
 * gives 0, 3/127, 4/127, 8/127, 16/127, 32/127, 64/127 along the corridor;
 * the hunter one square east and a reading of 3 then give 0, 0, 63/1727,
 * 128/1727 and 512/1727 three times (the course's reference, to its 12
 * printed digits, observing without a move). */
static void
test_course_corridor (void)
{
  g_autoptr(QdHmmHunt) hunt = hunt_of ("%%%%%%%%%\n"
                                       "%P     G%\n"
                                       "%%%%%%%%%\n"
                                       "% %%%%%%%\n"
                                       "%%%%%%%%%\n");
  g_autoptr(QdHmmTracker) tracker = NULL;
  const double first[7] = { 0, 3, 4, 8, 16, 32, 64 }, second[7] = { 0, 0, 63, 128, 512, 512, 512 };
  double likelihood[7], sum = 0, after[7];
  const double *belief;

  g_assert_cmpuint (hunt->grid->n_cells, ==, 7);
  g_assert_cmpuint (hunt->n_ghosts, ==, 1);
  g_assert_cmpint (hunt->sensor, ==, QD_HMM_SENSOR_COURSE);
  hunt->reading[0] = 7;
  tracker = qd_hmm_tracker_new (hunt, 0, 1, QD_HIDDEN_RESAMPLE_SYSTEMATIC, NULL);
  belief = qd_hmm_tracker_belief (tracker, 0);
  for (guint s = 0; s < 7; s++)
    g_assert_cmpfloat_with_epsilon (belief[s], first[s] / 127, 1e-15);
  hunt->hunter = 1;
  qd_hmm_hunt_likelihood (hunt, 3, likelihood);
  for (guint s = 0; s < 7; s++)
    sum += after[s] = belief[s] * likelihood[s];
  for (guint s = 0; s < 7; s++)
    g_assert_cmpfloat_with_epsilon (after[s] / sum, second[s] / 1727, 1e-15);
  /* The computer heads east, where the ghost must be. */
  hunt->hunter = 0;
  g_assert_cmpuint (qd_hmm_hunt_greedy_move (hunt, tracker), ==, QD_HIDDEN_EAST);
}

/* The course's q3/1 ring (16 squares round a walled-in hunter, the jail
 * below): a random ghost that may stay has three moves on every ring square,
 * so one step keeps the uniform belief, 1/17 on each ring square. */
static void
test_course_ring (void)
{
  g_autoptr(QdHmmHunt) hunt = hunt_of ("%%%%%%%\n"
                                       "%   G %\n"
                                       "% %%% %\n"
                                       "% %P% %\n"
                                       "% %%% %\n"
                                       "%     %\n"
                                       "%%%%%%%\n"
                                       "% %%%%%\n"
                                       "%%%%%%%\n");
  const QdHidden *model = qd_hmm_hunt_model (hunt);
  double uniform[17], after[17];

  g_assert_cmpuint (hunt->grid->n_cells, ==, 17);
  for (guint s = 0; s < 17; s++)
    uniform[s] = 1.0 / 17;
  g_assert_cmpfloat (qd_hidden_filter_step (model, uniform, NULL, after), ==, 1);
  for (guint s = 0; s < 17; s++)
    if (s != hunt->hunter)
      {
        g_assert_cmpuint (model->first[s + 1] - model->first[s], ==, 3);
        g_assert_cmpfloat_with_epsilon (after[s], 1.0 / 17, 1e-15);
      }
}

/* Keys, the ghosts' numbering (left to right, then bottom to top), the
 * world seeded: the same seed, the same readings and moves. */
static void
test_world (void)
{
  g_autoptr(QdHmmHunt) hunt = hunt_of ("title: Two ghosts\n"
                                       "ghosts: toward 0.8   # as the course's directional ghost\n"
                                       "stay: no\n"
                                       "sensor: exact\n"
                                       "board:\n"
                                       "%%%%%%%\n"
                                       "%G   G%\n"
                                       "%  P  %\n"
                                       "%G    %\n"
                                       "%%%%%%%\n");
  g_autoptr(QdHmmHunt) again = NULL;

  g_assert_cmpstr (hunt->title, ==, "Two ghosts");
  g_assert_cmpint (hunt->move, ==, QD_HIDDEN_MOVE_TOWARD);
  g_assert_cmpfloat (hunt->best, ==, 0.8);
  g_assert_false (hunt->stay);
  g_assert_cmpint (hunt->sensor, ==, QD_HMM_SENSOR_EXACT);
  g_assert_cmpuint (hunt->n_ghosts, ==, 3);
  /* Ghost 1: column 1, the bottom one (row 4); ghost 2 above it; ghost 3 at column 5. */
  g_assert_cmpuint (hunt->grid->y[hunt->start[0]], ==, 3);
  g_assert_cmpuint (hunt->grid->y[hunt->start[1]], ==, 1);
  g_assert_cmpuint (hunt->grid->x[hunt->start[2]], ==, 5);
  again = hunt_of ("ghosts: toward 0.8\nstay: no\nsensor: exact\nboard:\n%%%%%%%\n%G   G%\n%  P  %\n%G    %\n%%%%%%%\n");
  qd_hmm_hunt_reset (hunt, 7);
  qd_hmm_hunt_reset (again, 7);
  for (guint turn = 0; turn < 5; turn++)
    {
      qd_hmm_hunt_turn (hunt, QD_HMM_STAY);
      qd_hmm_hunt_turn (again, QD_HMM_STAY);
      g_assert_cmpmem (hunt->ghost, 3 * sizeof (guint), again->ghost, 3 * sizeof (guint));
      g_assert_cmpmem (hunt->reading, 3 * sizeof (gint), again->reading, 3 * sizeof (gint));
    }
  /* The hunter in the middle row may go anywhere but through a wall. */
  g_assert_true (qd_hmm_hunt_can_move (hunt, QD_HMM_STAY));
  g_assert_false (qd_hmm_hunt_can_move (hunt, 5));
}

static double
total_variation (const double *a, const double *b, guint n)
{
  double d = 0;

  for (guint j = 0; j < n; j++)
    d += fabs (a[j] - b[j]);
  return d / 2;
}

/* A seeded hunt of 50 turns (the hunter walking at random, one ghost fleeing
 * it): 100,000 particles stay within 0.01 of the exact belief (total
 * variation) at every turn, and the same seed gives the same particles. */
static void
test_particles_follow (void)
{
  const char *board = "ghosts: away 0.8\nsensor: exact\nboard:\n"
                      "%%%%%%%%%%%%\n"
                      "%P   %     %\n"
                      "% %% % %%% %\n"
                      "%          %\n"
                      "% %%%% % % %\n"
                      "%      %  G%\n"
                      "%%%%%%%%%%%%\n";
  g_autoptr(QdHmmHunt) hunt = hunt_of (board);
  g_autoptr(QdHmmHunt) twin = hunt_of (board);
  g_autoptr(QdHmmTracker) tracker = NULL, other = NULL;
  g_autofree double *seen = NULL;
  guint64 walk = 3;
  double worst = 0;

  qd_hmm_hunt_reset (hunt, 95);
  qd_hmm_hunt_reset (twin, 95);
  tracker = qd_hmm_tracker_new (hunt, 100000, 5, QD_HIDDEN_RESAMPLE_SYSTEMATIC, NULL);
  other = qd_hmm_tracker_new (twin, 100000, 5, QD_HIDDEN_RESAMPLE_SYSTEMATIC, NULL);
  seen = g_new (double, hunt->grid->n_cells);
  for (guint turn = 0; turn < 50 && !qd_hmm_hunt_over (hunt); turn++)
    {
      guint d;

      do
        d = (guint) ((walk = walk * 6364136223846793005u + 1442695040888963407u) >> 33) % 5;
      while (!qd_hmm_hunt_can_move (hunt, d));
      qd_hmm_hunt_turn (hunt, d);
      qd_hmm_hunt_turn (twin, d);
      g_assert_true (qd_hmm_tracker_update (tracker, NULL));
      g_assert_true (qd_hmm_tracker_update (other, NULL));
      qd_hmm_tracker_particle_belief (tracker, 0, seen);
      worst = MAX (worst, total_variation (seen, qd_hmm_tracker_belief (tracker, 0), hunt->grid->n_cells));
      g_assert_cmpmem (tracker->particles[0]->state, 100000 * sizeof (guint), other->particles[0]->state,
                       100000 * sizeof (guint));
    }
  g_test_message ("largest total variation over %u turns: %.5f", hunt->turns, worst);
  g_assert_cmpuint (hunt->turns, ==, 50);
  g_assert_cmpfloat (worst, <, 0.01);
}

/* The book's localization claim (§14.3.2, fig. 14.8): "even when ε is 0.20
 * … the robot is usually able to work out its location to within two
 * squares after 20 observations"; with ε = 0 a few observations place it,
 * with 0.4 it stays lost.  On the example maze (the book's size and number
 * of open squares), 400 seeded runs each: the mean Manhattan distance, as
 * the book's figure measures it, between the likeliest square and the
 * robot's after 20 observations is under 2 at ε = 0.2, and less at ε = 0
 * than at 0.2, less at 0.2 than at 0.4. */
static double
localization_error (const char *text, double epsilon)
{
  g_autoptr(QdHmmHunt) hunt = hunt_of (text);
  double total = 0;

  hunt->epsilon = epsilon;
  for (guint run = 0; run < 400; run++)
    {
      g_autoptr(QdHmmTracker) tracker = NULL;
      const double *belief;
      guint likeliest = 0;

      qd_hmm_hunt_reset (hunt, 1000 + run);
      tracker = qd_hmm_tracker_new (hunt, 0, 1, QD_HIDDEN_RESAMPLE_SYSTEMATIC, NULL);
      for (guint t = 1; t < 20; t++)
        {
          qd_hmm_hunt_turn (hunt, QD_HMM_STAY);
          g_assert_true (qd_hmm_tracker_update (tracker, NULL));
        }
      belief = qd_hmm_tracker_belief (tracker, 0);
      for (guint s = 1; s < hunt->grid->n_cells; s++)
        if (belief[s] > belief[likeliest])
          likeliest = s;
      total += qd_hidden_grid_distance (hunt->grid, likeliest, hunt->ghost[0]);
    }
  return total / 400;
}

static void
test_localization (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "hmm", "maze.hunt", NULL);
  g_autofree char *text = NULL;
  g_autoptr(QdHmmHunt) hunt = NULL;
  double exact, noisy, noisier;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  hunt = hunt_of (text);
  g_assert_cmpint (hunt->sensor, ==, QD_HMM_SENSOR_WALLS);
  g_assert_cmpfloat (hunt->epsilon, ==, 0.2);
  g_assert_cmpuint (hunt->grid->n_cells, ==, 42);
  g_assert_cmpuint (hunt->grid->width, ==, 16);
  g_assert_cmpuint (hunt->grid->height, ==, 4);
  g_assert_cmpuint (hunt->hunter, ==, G_MAXUINT);
  g_assert_false (qd_hmm_hunt_can_move (hunt, QD_HIDDEN_EAST));
  /* A reading with no bit wrong: (1 - ε)^4 = 0.4096; one wrong 0.8^3 × 0.2. */
  {
    double likelihood[42];
    guint s = 0;

    qd_hmm_hunt_likelihood (hunt, (gint) qd_hidden_grid_wall_reading (hunt->grid, s), likelihood);
    g_assert_cmpfloat_with_epsilon (likelihood[s], 0.4096, 1e-15);
    qd_hmm_hunt_likelihood (hunt, (gint) (qd_hidden_grid_wall_reading (hunt->grid, s) ^ 4), likelihood);
    g_assert_cmpfloat_with_epsilon (likelihood[s], 0.1024, 1e-15);
  }
  exact = localization_error (text, 0);
  noisy = localization_error (text, 0.2);
  noisier = localization_error (text, 0.4);
  g_test_message ("mean error after 20 observations: ε = 0: %.3f, 0.2: %.3f, 0.4: %.3f", exact, noisy, noisier);
  g_assert_cmpfloat (noisy, <, 2);
  g_assert_cmpfloat (exact, <, noisy);
  g_assert_cmpfloat (noisy, <, noisier);
}

typedef struct
{
  const char *text;
  const char *message;
} Hostile;

static void
test_hostile (void)
{
  const Hostile cases[] = {
    { "%%%%\n%G %\n%%%%\n", "line 1: the board has no hunter P" },
    { "%%%%\n%P %\n%%%%\n", "line 1: the board has no ghost G" },
    { "%%%%\n%PP%\n%G %\n%%%%\n", "line 2: a second hunter P at column 3" },
    { "%%%%\n%PX%\n%G %\n%%%%\n", "line 2: “X” at column 3 is not a square (% wall, P hunter, G ghost, space, . or o open)" },
    { "%%%%\n%P%\n%G %\n%%%%\n", "line 2: the row is 3 squares wide, the board's first 4" },
    { "ghosts: sideways\nboard:\n%%%%\n%PG%\n%%%%\n", "line 1: “sideways” is not how ghosts move (random, toward P or "
      "away P, P from 0 to 1)" },
    { "ghosts: toward 1.5\nboard:\n%%%%\n%PG%\n%%%%\n", "line 1: “toward 1.5” is not how ghosts move (random, toward P "
      "or away P, P from 0 to 1)" },
    { "colour: red\nboard:\n%%%%\n%PG%\n%%%%\n", "line 1: unknown key “colour” (title, ghosts, stay, sensor, board)" },
    { "title: none\nboard:\n\n", "line 3: the file has no board" },
    { "%%%%\n%PR%\n%G %\n%%%%\n", "line 2: a robot R at column 3, on a board without “sensor: walls”" },
    { "sensor: walls 0.1\nboard:\n%%%%\n%PR%\n%%%%\n", "line 4: a hunter P at column 2, on a localization board" },
    { "sensor: walls 2\nboard:\n%%%%\n% R%\n%%%%\n", "line 1: the sensor is course, exact or walls ε (ε from 0 to 1), "
      "not “walls 2”" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdHmmHunt) hunt = qd_hmm_hunt_parse (cases[i].text, strlen (cases[i].text), &error);

      g_test_message ("case %u", i);
      g_assert_null (hunt);
      g_assert_error (error, QD_HMM_ERROR, QD_HMM_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}


int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hmm-hunt/sensor", test_sensor);
  g_test_add_func ("/hmm-hunt/course-corridor", test_course_corridor);
  g_test_add_func ("/hmm-hunt/course-ring", test_course_ring);
  g_test_add_func ("/hmm-hunt/world", test_world);
  g_test_add_func ("/hmm-hunt/particles-follow", test_particles_follow);
  g_test_add_func ("/hmm-hunt/localization", test_localization);
  g_test_add_func ("/hmm-hunt/hostile", test_hostile);
  return g_test_run ();
}
