/* test-mdp.c — grid worlds (problems/mdp/qd-mdp.h): the two readers, the
 * writer's round trip, the rules, the model's state order, transcripts and
 * features.  Goldens come from outside Quandary:
 *   - the course's q1 test files as the research notes quote them (B1
 *     itancio/reinforcement test_cases/q1/: 1-tinygrid, 2-tinygrid-noisy,
 *     3-bridge, 4-discountgrid): cells, sizes, start and parameters read by
 *     hand from their text, (0, 0) the bottom-left cell;
 *   - AIMA's 4 × 3 world (3rd ed., figure 17.3): utilities 0.812 0.868
 *     0.918 / 0.762 0.660 / 0.705 0.655 0.611 0.388 from the example file;
 *   - the course's state order (gridworld.py getStates: x-major, then y
 *     ascending, walls skipped). */
#include "config.h"

#include <math.h>
#include <string.h>
#include <time.h>

#include "core/qd-text.h"
#include "formats.h"
#include "problems/mdp/qd-mdp.h"
#include "problems/mdp/qd-mdp-features.h"

/* The lines every q1 test file opens with. */
#define COURSE_HEAD \
  "class: \"ValueIterationTest\"\n" \
  "\n" \
  "# GridWorld specification\n" \
  "#    _ is empty space\n" \
  "#    numbers are terminal states with that value\n" \
  "#    # is a wall\n" \
  "#    S is a start state\n" \
  "#\n"

static const char tinygrid[] =
  COURSE_HEAD
  "grid: \"\"\"\n"
  "  -10\n"
  "    S\n"
  "   10\n"
  "\"\"\"\n"
  "discount: \"0.5\"\n"
  "noise: \"0.0\"\n"
  "livingReward: \"0.0\"\n"
  "epsilon: \"0.5\"\n"
  "learningRate: \"0.1\"\n"
  "numExperiences: \"100\"\n"
  "valueIterations: \"100\"\n"
  "iterations: \"10000\"\n"
  "\n";

static const char discountgrid[] =
  COURSE_HEAD
  "grid: \"\"\"\n"
  "  -10    _   10    _    _\n"
  "  -10    _    #    _    _\n"
  "  -10    _    1    _    _\n"
  "  -10    _    #    #    _\n"
  "  -10    S    _    _    _\n"
  "\"\"\"\n"
  "discount: \"0.9\"\n"
  "noise: \"0.2\"\n"
  "livingReward: \"0.0\"\n"
  "epsilon: \"0.2\"\n"
  "learningRate: \"0.1\"\n"
  "numExperiences: \"3000\"\n"
  "valueIterations: \"100\"\n"
  "iterations: \"10000\"\n"
  "\n";

static const char bridge[] =
  COURSE_HEAD
  "grid: \"\"\"\n"
  "    #   10    #\n"
  " -100    _ -100\n"
  " -100    _ -100\n"
  " -100    _ -100\n"
  " -100    _ -100\n"
  " -100    S -100\n"
  "    #    1    #\n"
  "\"\"\"\n"
  "gridName: \"bridgeGrid\"\n"
  "discount: \"0.85\"\n"
  "noise: \"0.1\"\n"
  "livingReward: \"0.0\"\n"
  "epsilon: \"0.5\"\n"
  "learningRate: \"0.1\"\n"
  "numExperiences: \"500\"\n"
  "valueIterations: \"100\"\n"
  "iterations: \"10000\"\n"
  "\n";

static const QdFormat *
mdp_format (void)
{
  const QdProblem *problem = qd_problem_find ("mdp");

  g_assert_nonnull (problem);
  return problem->format;
}

static QdMdpWorld *
course (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdMdpWorld *world;

  g_assert_true (qd_mdp_world_is_course (text, strlen (text)));
  world = qd_mdp_world_parse_course (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (world);
  qd_test_check_text (mdp_format (), text, strlen (text), "course text", TRUE);
  /* Written back as a course file, it reads back to the same world. */
  {
    g_autofree char *written = qd_mdp_world_to_course_string (world);
    g_autoptr(QdMdpWorld) again = qd_mdp_world_parse_course (written, strlen (written), &error);

    g_assert_no_error (error);
    g_assert_true (qd_mdp_world_equal (world, again));
  }
  return world;
}

static QdMdpCellKind
kind_at (const QdMdpWorld *world, guint x, guint y)
{
  return (QdMdpCellKind) world->kind[qd_mdp_world_index (world, x, y)];
}

static double
reward_at (const QdMdpWorld *world, guint x, guint y)
{
  return world->reward[qd_mdp_world_index (world, x, y)];
}

/* ---- the course's reader */

static void
test_course_tinygrid (void)
{
  g_autoptr(QdMdpWorld) world = course (tinygrid);
  g_autofree gint *state_of = g_new (gint, 3);
  g_autofree guint *cell_of = g_new (guint, 3);
  g_autoptr(QdMarkov) model = NULL;
  g_autoptr(GError) error = NULL;

  /* One column: -10 on top (y = 2), S (y = 1), 10 at the bottom (y = 0). */
  g_assert_cmpuint (world->w, ==, 1);
  g_assert_cmpuint (world->h, ==, 3);
  g_assert_cmpint (kind_at (world, 0, 2), ==, QD_MDP_TERMINAL);
  g_assert_cmpfloat (reward_at (world, 0, 2), ==, -10);
  g_assert_cmpint (kind_at (world, 0, 1), ==, QD_MDP_OPEN);
  g_assert_cmpint (kind_at (world, 0, 0), ==, QD_MDP_TERMINAL);
  g_assert_cmpfloat (reward_at (world, 0, 0), ==, 10);
  g_assert_cmpint (world->start_x, ==, 0);
  g_assert_cmpint (world->start_y, ==, 1);
  g_assert_cmpfloat (world->discount, ==, 0.5);
  g_assert_cmpfloat (world->noise, ==, 0.0);
  g_assert_cmpfloat (world->living_reward, ==, 0.0);
  g_assert_cmpint (world->convention, ==, QD_MDP_COURSE);
  g_assert_null (world->title);

  /* States (0,0), (0,1), (0,2), then the absorbing one. */
  model = qd_mdp_world_to_model (world, state_of, cell_of, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (model->n_states, ==, 4);
  for (guint y = 0; y < 3; y++)
    {
      g_assert_cmpint (state_of[y], ==, (gint) y);
      g_assert_cmpuint (cell_of[y], ==, y);
    }
  g_assert_cmpuint (qd_markov_n_actions_of (model, 0), ==, 1);
  g_assert_cmpuint (model->action_label[model->first_action[0]], ==, QD_MDP_EXIT);
  g_assert_cmpuint (qd_markov_n_actions_of (model, 1), ==, 4);
  g_assert_cmpuint (qd_markov_n_actions_of (model, 3), ==, 0);
}

/* The noisy tinygrid is the same text with discount 0.75 and noise 0.25. */
static void
test_course_tinygrid_noisy (void)
{
  g_autofree char *a = qd_text_replace (tinygrid, "discount: \"0.5\"", "discount: \"0.75\"");
  g_autofree char *b = qd_text_replace (a, "noise: \"0.0\"", "noise: \"0.25\"");
  g_autoptr(QdMdpWorld) world = course (b);

  g_assert_cmpfloat (world->discount, ==, 0.75);
  g_assert_cmpfloat (world->noise, ==, 0.25);
  g_assert_cmpuint (world->h, ==, 3);
}

static void
test_course_discountgrid (void)
{
  g_autoptr(QdMdpWorld) world = course (discountgrid);
  g_autofree gint *state_of = g_new (gint, 25);
  g_autofree guint *cell_of = g_new (guint, 22);
  g_autoptr(QdMarkov) model = NULL;
  /* The states by hand, x-major then y ascending, walls at (2, 1), (2, 3)
   * and (3, 1): column 0 is 0–4, column 1 5–9, column 2 10–12, column 3
   * 13–16, column 4 17–21, the absorbing state 22. */
  static const gint want[5][5] = { { 0, 1, 2, 3, 4 }, { 5, 6, 7, 8, 9 }, { 10, -1, 11, -1, 12 },
                                   { 13, -1, 14, 15, 16 }, { 17, 18, 19, 20, 21 } };

  g_assert_cmpuint (world->w, ==, 5);
  g_assert_cmpuint (world->h, ==, 5);
  for (guint y = 0; y < 5; y++)
    {
      g_assert_cmpint (kind_at (world, 0, y), ==, QD_MDP_TERMINAL);
      g_assert_cmpfloat (reward_at (world, 0, y), ==, -10);
    }
  g_assert_cmpint (kind_at (world, 2, 4), ==, QD_MDP_TERMINAL);
  g_assert_cmpfloat (reward_at (world, 2, 4), ==, 10);
  g_assert_cmpint (kind_at (world, 2, 2), ==, QD_MDP_TERMINAL);
  g_assert_cmpfloat (reward_at (world, 2, 2), ==, 1);
  g_assert_cmpint (kind_at (world, 2, 3), ==, QD_MDP_WALL);
  g_assert_cmpint (kind_at (world, 2, 1), ==, QD_MDP_WALL);
  g_assert_cmpint (kind_at (world, 3, 1), ==, QD_MDP_WALL);
  g_assert_cmpint (kind_at (world, 4, 0), ==, QD_MDP_OPEN);
  g_assert_cmpint (world->start_x, ==, 1);
  g_assert_cmpint (world->start_y, ==, 0);
  g_assert_cmpfloat (world->discount, ==, 0.9);
  g_assert_cmpfloat (world->noise, ==, 0.2);
  model = qd_mdp_world_to_model (world, state_of, cell_of, NULL);
  g_assert_cmpuint (model->n_states, ==, 23);
  for (guint x = 0; x < 5; x++)
    for (guint y = 0; y < 5; y++)
      {
        g_assert_cmpint (state_of[qd_mdp_world_index (world, x, y)], ==, want[x][y]);
        if (want[x][y] >= 0)
          g_assert_cmpuint (cell_of[want[x][y]], ==, qd_mdp_world_index (world, x, y));
      }
}

static void
test_course_bridge (void)
{
  g_autoptr(QdMdpWorld) world = course (bridge);

  g_assert_cmpuint (world->w, ==, 3);
  g_assert_cmpuint (world->h, ==, 7);
  g_assert_cmpint (kind_at (world, 0, 6), ==, QD_MDP_WALL);
  g_assert_cmpint (kind_at (world, 2, 0), ==, QD_MDP_WALL);
  g_assert_cmpfloat (reward_at (world, 1, 6), ==, 10);
  g_assert_cmpfloat (reward_at (world, 1, 0), ==, 1);
  for (guint y = 1; y <= 5; y++)
    {
      g_assert_cmpfloat (reward_at (world, 0, y), ==, -100);
      g_assert_cmpfloat (reward_at (world, 2, y), ==, -100);
      g_assert_cmpint (kind_at (world, 1, y), ==, QD_MDP_OPEN);
    }
  g_assert_cmpint (world->start_x, ==, 1);
  g_assert_cmpint (world->start_y, ==, 1);
  g_assert_cmpfloat (world->discount, ==, 0.85);
  g_assert_cmpfloat (world->noise, ==, 0.1);
}

/* TEXT refused by PARSE with an error holding every one of WANT. */
static void
assert_refused (QdMdpWorld *(*parse) (const char *, gsize, GError **), const char *text, const char *const *want)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMdpWorld) world = parse (text, strlen (text), &error);

  g_assert_null (world);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  for (guint i = 0; want[i] != NULL; i++)
    if (strstr (error->message, want[i]) == NULL)
      g_error ("“%s” lacks “%s”", error->message, want[i]);
}

#define REFUSED(parse, text, ...) assert_refused (parse, text, (const char *const[]) { __VA_ARGS__, NULL })

static void
test_course_refused (void)
{
  const char *head = "class: \"ValueIterationTest\"\ngrid: \"\"\"\n";

  /* A token that is no int: the course reads an open cell, Quandary refuses it. */
  g_autofree char *half = g_strconcat (head, "  0.5 S 10\n\"\"\"\n", NULL);
  g_autofree char *ragged = g_strconcat (head, "  _ S 10\n  _ _\n\"\"\"\n", NULL);
  g_autofree char *wide = g_strconcat (head, "  _ S 10\n  _ _ _ #\n\"\"\"\n", NULL);
  g_autofree char *open = g_strconcat (head, "  _ S 10\n", NULL);
  g_autofree char *blank = g_strconcat (head, "  _ S 10\n\n  _ _ _\n\"\"\"\n", NULL);
  g_autofree char *two = g_strconcat (head, "  S S 10\n\"\"\"\n", NULL);
  g_autofree char *no_exit = g_strconcat (head, "  _ S _\n\"\"\"\n", NULL);
  g_autofree char *nan = g_strconcat (head, "  _ S 10\n\"\"\"\ndiscount: \"nan\"\n", NULL);
  g_autofree char *noise = g_strconcat (head, "  _ S 10\n\"\"\"\nnoise: \"1.5\"\n", NULL);
  g_autofree char *again = g_strconcat (head, "  _ S 10\n\"\"\"\ngrid: \"\"\"\n  1\n\"\"\"\n", NULL);
  g_autofree char *huge = g_strconcat (head, "  _ S 10000000000000\n\"\"\"\n", NULL);

  REFUSED (qd_mdp_world_parse_course, half, "line 3", "“0.5”", "column 3");
  REFUSED (qd_mdp_world_parse_course, ragged, "line 4", "2 cells", "3");
  REFUSED (qd_mdp_world_parse_course, wide, "line 4", "first row");
  REFUSED (qd_mdp_world_parse_course, open, "line 2", "closing");
  REFUSED (qd_mdp_world_parse_course, blank, "line 4", "blank");
  REFUSED (qd_mdp_world_parse_course, two, "line 3", "second start");
  REFUSED (qd_mdp_world_parse_course, no_exit, "terminal");
  REFUSED (qd_mdp_world_parse_course, nan, "line 5", "“nan”");
  REFUSED (qd_mdp_world_parse_course, noise, "line 5", "noise", "1.5");
  REFUSED (qd_mdp_world_parse_course, again, "line 5", "second grid");
  REFUSED (qd_mdp_world_parse_course, huge, "line 3", "10¹²");
  REFUSED (qd_mdp_world_parse_course, "", "grid");
  REFUSED (qd_mdp_world_parse_course, "class: \"ValueIterationTest\"\nwhat is this\n", "line 2");
  g_assert_false (qd_mdp_world_is_course ("grid:\n 1\n", 9));
}

/* ---- the Quandary format */

static char *
example_text (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "mdp", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static QdMdpWorld *
example (const char *name)
{
  g_autofree char *text = example_text (name);
  g_autoptr(GError) error = NULL;
  gpointer world = mdp_format ()->parse (text, strlen (text), NULL, &error);

  g_assert_no_error (error);
  return world;
}

/* Every example reads, writes and reads back to the same world. */
static void
test_examples_round_trip (void)
{
  const QdProblem *problem = qd_problem_find ("mdp");

  for (guint e = 0; problem->examples[e].file != NULL; e++)
    {
      g_autoptr(QdMdpWorld) world = example (problem->examples[e].file);
      g_autofree char *text = qd_mdp_world_to_string (world);
      g_autoptr(GError) error = NULL;
      g_autoptr(QdMdpWorld) again = qd_mdp_world_parse (text, strlen (text), &error);

      g_assert_no_error (error);
      g_assert_true (qd_mdp_world_equal (world, again));
      g_assert_true (qd_mdp_world_check (world, NULL));
      qd_test_check_model (mdp_format (), world, problem->examples[e].file);
    }
}

static void
test_format_aima (void)
{
  g_autoptr(QdMdpWorld) world = example ("aima-4x3.mdp");

  g_assert_cmpuint (world->w, ==, 4);
  g_assert_cmpuint (world->h, ==, 3);
  g_assert_cmpint (world->convention, ==, QD_MDP_AIMA);
  g_assert_cmpfloat (world->discount, ==, 1.0);
  g_assert_cmpfloat (world->noise, ==, 0.2);
  g_assert_cmpfloat (world->living_reward, ==, -0.04);
  g_assert_cmpfloat (reward_at (world, 3, 2), ==, 1);
  g_assert_cmpfloat (reward_at (world, 3, 1), ==, -1);
  g_assert_cmpfloat (reward_at (world, 0, 0), ==, -0.04);
  g_assert_cmpint (kind_at (world, 1, 1), ==, QD_MDP_WALL);
  g_assert_cmpint (world->start_x, ==, 0);
  g_assert_cmpint (world->start_y, ==, 0);
  g_assert_cmpstr (world->title, ==, "AIMA’s 4 × 3 World");
}

/* Rewards of their own, the start on a terminal, numbers that need all
 * their digits: written and read back exactly. */
static void
test_format_exact (void)
{
  g_autoptr(QdMdpWorld) world = qd_mdp_world_new (3, 2);
  g_autoptr(QdMdpWorld) again = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  world->kind[qd_mdp_world_index (world, 2, 1)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, 2, 1)] = 0.1 + 0.2;   /* 0.30000000000000004 */
  world->kind[qd_mdp_world_index (world, 1, 1)] = QD_MDP_WALL;
  world->reward[qd_mdp_world_index (world, 0, 0)] = -1.0 / 3;
  world->living_reward = 1e-300;
  world->reward[qd_mdp_world_index (world, 1, 0)] = 1e-300;
  world->reward[qd_mdp_world_index (world, 2, 0)] = 1e-300;
  world->start_x = 2;
  world->start_y = 1;
  world->discount = 0.95;
  world->noise = 1.0 / 7;
  world->title = g_strdup ("Exact: (x, y) # not a comment");
  text = qd_mdp_world_to_string (world);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "S0.30000000000000004"));
  g_assert_nonnull (strstr (text, "(-0.3333333333333333)"));
  again = qd_mdp_world_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_true (qd_mdp_world_equal (world, again));
  g_assert_cmpfloat (again->noise, ==, 1.0 / 7);
}

static void
test_format_refused (void)
{
  const char *grid = "grid:\n";

  REFUSED (qd_mdp_world_parse, "", "empty");
  REFUSED (qd_mdp_world_parse, "\n  \n# only a comment\n", "grid");
  REFUSED (qd_mdp_world_parse, "discount: 0.9\n", "line 1", "grid");
  REFUSED (qd_mdp_world_parse, grid, "no cell");
  REFUSED (qd_mdp_world_parse, "grid:\n . S .\n", "terminal");
  REFUSED (qd_mdp_world_parse, "noise: 1.5\ngrid:\n S 1\n", "line 1", "noise", "1.5");
  REFUSED (qd_mdp_world_parse, "discount: 0\ngrid:\n S 1\n", "line 1", "discount", "0");
  REFUSED (qd_mdp_world_parse, "discount: 1.5\ngrid:\n S 1\n", "line 1", "discount", "1.5");
  REFUSED (qd_mdp_world_parse, "discount: nan\ngrid:\n S 1\n", "line 1", "“nan”");
  REFUSED (qd_mdp_world_parse, "living-reward: inf\ngrid:\n S 1\n", "line 1", "“inf”");
  REFUSED (qd_mdp_world_parse, "grid:\n S 1e999\n", "line 2", "“1e999”", "column 4");
  REFUSED (qd_mdp_world_parse, "grid:\n S (nan) 1\n", "line 2", "“(nan)”");
  REFUSED (qd_mdp_world_parse, "grid:\n S (1) -1e13\n", "line 2", "10¹²");
  REFUSED (qd_mdp_world_parse, "grid:\n S (1e300) 1\n", "line 2", "10¹²");
  REFUSED (qd_mdp_world_parse, "living-reward: 2e12\ngrid:\n S 1\n", "line 1", "10¹²");
  REFUSED (qd_mdp_world_parse, "grid:\n S . 1\n . .\n", "line 3", "2 cells", "3");
  REFUSED (qd_mdp_world_parse, "grid:\n S 1\n . . .\n", "line 3", "first row");
  REFUSED (qd_mdp_world_parse, "grid:\n S S 1\n", "line 2", "second start");
  REFUSED (qd_mdp_world_parse, "grid:\n S# 1\n", "line 2", "wall");
  REFUSED (qd_mdp_world_parse, "grid:\n x 1\n", "line 2", "“x”");
  REFUSED (qd_mdp_world_parse, "noise: 0.1\nnoise: 0.2\ngrid:\n S 1\n", "line 2", "second");
  REFUSED (qd_mdp_world_parse, "colour: red\ngrid:\n S 1\n", "line 1", "colour");
  REFUSED (qd_mdp_world_parse, "convention: book\ngrid:\n S 1\n", "line 1", "“book”");
  REFUSED (qd_mdp_world_parse, "grid:\n S \x01 1\n", "line 2");
  REFUSED (qd_mdp_world_parse, "grid:\n S \xff 1\n", "UTF-8");
}

/* A side of 2,001 cells is refused, naming the limit; one of 2,000 reads. */
static void
test_format_sides (void)
{
  g_autoptr(GString) wide = g_string_new ("grid:\n");
  g_autoptr(GString) high = g_string_new ("grid:\n1\n");
  g_autoptr(GString) course_wide = g_string_new ("grid: \"\"\"\n");

  for (guint i = 0; i < 2001; i++)
    {
      g_string_append (wide, i == 0 ? "1" : " .");
      g_string_append (high, ".\n");
      g_string_append (course_wide, i == 0 ? "1" : " _");
    }
  g_string_append (wide, "\n");
  g_string_append (course_wide, "\n\"\"\"\n");
  REFUSED (qd_mdp_world_parse, wide->str, "line 2", "2000");
  REFUSED (qd_mdp_world_parse, high->str, "line 2002", "2000");
  REFUSED (qd_mdp_world_parse_course, course_wide->str, "line 2", "2000");
}

/* The largest grid: read whole, its cells where the text puts them, and
 * written back to the same text.  (Its time is printed, not asserted.) */
static void
test_format_largest (void)
{
  const guint side = QD_MDP_MAX_SIDE;
  g_autoptr(GString) text = g_string_sized_new ((gsize) side * side * 2 + 100);
  g_autoptr(QdMdpWorld) world = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  clock_t t0;

  g_string_append (text, "living-reward: -0.5\ngrid:\n");
  for (guint r = 0; r < side; r++)
    {
      for (guint x = 0; x < side; x++)
        g_string_append (text, r == 0 && x == side - 1 ? " 1" : r == side - 1 && x == 0 ? "S" : x % 7 == 3 ? " #"
                                                                                   : x == 0 ? "." : " .");
      g_string_append_c (text, '\n');
    }
  t0 = clock ();
  world = qd_mdp_world_parse (text->str, text->len, &error);
  g_test_message ("%u × %u read in %.3f s of CPU", side, side, (double) (clock () - t0) / CLOCKS_PER_SEC);
  g_assert_no_error (error);
  g_assert_cmpuint (world->w, ==, side);
  g_assert_cmpuint (world->h, ==, side);
  g_assert_cmpint (kind_at (world, side - 1, side - 1), ==, QD_MDP_TERMINAL);
  g_assert_cmpint (kind_at (world, 3, 5), ==, QD_MDP_WALL);
  g_assert_cmpfloat (reward_at (world, 4, 5), ==, -0.5);
  g_assert_cmpint (world->start_x, ==, 0);
  g_assert_cmpint (world->start_y, ==, 0);
  written = qd_mdp_world_to_string (world);
  g_assert_nonnull (strstr (written, "grid:\n"));
  g_assert_cmpstr (strstr (written, "grid:\n") + 6, ==, strstr (text->str, "grid:\n") + 6);
}

/* ---- the rules */

static void
test_check (void)
{
  g_autoptr(QdMdpWorld) world = qd_mdp_world_new (2, 2);
  g_autoptr(GError) error = NULL;

  g_assert_false (qd_mdp_world_check (world, &error));
  g_assert_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID);
  g_clear_error (&error);
  world->kind[3] = QD_MDP_TERMINAL;
  g_assert_true (qd_mdp_world_check (world, NULL));
  world->kind[0] = QD_MDP_WALL;
  world->start_x = world->start_y = 0;
  g_assert_false (qd_mdp_world_check (world, &error));
  g_assert_nonnull (strstr (error->message, "wall"));
  g_clear_error (&error);
  world->start_x = 2;
  g_assert_false (qd_mdp_world_check (world, NULL));
  world->start_x = world->start_y = -1;
  world->reward[1] = NAN;
  g_assert_false (qd_mdp_world_check (world, NULL));
  world->reward[1] = 0;
  world->title = g_strdup ("two\nlines");
  g_assert_false (qd_mdp_world_check (world, NULL));
  g_clear_pointer (&world->title, g_free);
  world->discount = 1;
  world->noise = 0;
  g_assert_true (qd_mdp_world_check (world, NULL));
  {
    g_autoptr(QdMarkov) model = qd_mdp_world_to_model (world, NULL, NULL, NULL);

    g_assert_nonnull (model);
    world->noise = 2;
    g_assert_null (qd_mdp_world_to_model (world, NULL, NULL, &error));
    g_assert_error (error, QD_MDP_ERROR, QD_MDP_ERROR_INVALID);
  }
  for (guint a = 0; a < QD_MDP_N_ACTIONS; a++)
    g_assert_cmpint (qd_mdp_action_from_string (qd_mdp_action_to_string (a)), ==, (gint) a);
  g_assert_cmpint (qd_mdp_action_from_string ("up"), ==, -1);
}

/* AIMA's figure 17.3 from the example file: synchronous sweeps with γ = 1
 * to the float fixed point, every utility to 3 decimals. */
static void
test_aima_utilities (void)
{
  g_autoptr(QdMdpWorld) world = example ("aima-4x3.mdp");
  g_autofree gint *state_of = g_new (gint, 12);
  g_autoptr(QdMarkov) model = qd_mdp_world_to_model (world, state_of, NULL, NULL);
  g_autofree double *v = g_new0 (double, model->n_states);
  g_autofree double *out = g_new0 (double, model->n_states);
  static const double want[3][4] = { { 0.705, 0.655, 0.611, 0.388 }, { 0.762, NAN, 0.660, -1 },
                                     { 0.812, 0.868, 0.918, 1 } };
  guint k = 0;

  for (double residual = 1; residual > 0 && k < 1000; k++)
    {
      residual = qd_markov_sweep (model, world->discount, v, out);
      memcpy (v, out, sizeof (double) * model->n_states);
    }
  g_assert_cmpuint (k, <, 1000);
  for (guint y = 0; y < 3; y++)
    for (guint x = 0; x < 4; x++)
      if (!isnan (want[y][x]))
        {
          g_autofree char *got = g_strdup_printf ("%.3f", v[state_of[qd_mdp_world_index (world, x, y)]]);
          g_autofree char *expected = g_strdup_printf ("%.3f", want[y][x]);

          g_assert_cmpstr (got, ==, expected);
        }
}

/* ---- transcripts */

typedef struct
{
  QdMdpWorld *world;
  QdMarkov *model;
  gint *state_of;
  guint *cell_of;
} Model;

static void
model_build (Model *m, QdMdpWorld *world)
{
  m->world = world;
  m->state_of = g_new (gint, (gsize) world->w * world->h);
  m->cell_of = g_new (guint, (gsize) world->w * world->h);
  m->model = qd_mdp_world_to_model (world, m->state_of, m->cell_of, NULL);
  g_assert_nonnull (m->model);
}

static void
model_clear (Model *m)
{
  qd_mdp_world_free (m->world);
  qd_markov_free (m->model);
  g_free (m->state_of);
  g_free (m->cell_of);
}

/* The global index of LABEL in state S. */
static guint
action_of (const QdMarkov *model, guint s, guint label)
{
  for (guint a = model->first_action[s]; a < model->first_action[s + 1]; a++)
    if (model->action_label[a] == label)
      return a;
  g_assert_not_reached ();
}

static QdMdpExperience *
experiences (const Model *m, const char *text, guint *n, GError **error)
{
  return qd_mdp_experiences_parse (m->world, m->model, m->state_of, text, strlen (text), n, error);
}

static void
assert_experience_refused (const Model *m, const char *text, const char *const *want)
{
  g_autoptr(GError) error = NULL;
  guint n = 99;
  g_autofree QdMdpExperience *got = experiences (m, text, &n, &error);

  g_assert_null (got);
  g_assert_nonnull (error);
  g_assert_cmpuint (n, ==, 0);
  g_test_message ("%s", error->message);
  for (guint i = 0; want[i] != NULL; i++)
    if (strstr (error->message, want[i]) == NULL)
      g_error ("“%s” lacks “%s”", error->message, want[i]);
}

#define EXPERIENCE_REFUSED(m, text, ...) assert_experience_refused (m, text, (const char *const[]) { __VA_ARGS__, NULL })

/* The research notes' tinygrid stream, k = 7 (B1 util.py Experiences, items
 * 21–27), in the transcript's syntax.  The course's Q-learning test re-makes
 * the grid with the default noise 0.2, so that south from S may stay. */
static const char tinygrid_transcript[] =
  "# tinygrid, k = 7\n"
  "(0, 0) exit 10 TERMINAL\n"
  "(0, 1) south 0 (0, 1)\n"
  "(0,0) exit 10 TERMINAL   # spaces are free\n"
  "\n"
  "(0, 0) exit 10 TERMINAL\n"
  "(0, 2) exit -10 TERMINAL\n"
  "( 0 , 0 )  exit  10  TERMINAL\n"
  "(0, 1) south 0 (0, 0)\n";

static void
test_experiences (void)
{
  Model m = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *noisy = qd_text_replace (tinygrid, "noise: \"0.0\"", "noise: \"0.2\"");
  g_autofree QdMdpExperience *got = NULL;
  guint n = 0, terminal;

  model_build (&m, course (noisy));
  terminal = m.model->n_states - 1;
  got = experiences (&m, tinygrid_transcript, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 7);
  /* States by hand: (0, 0) 0, (0, 1) 1, (0, 2) 2, the absorbing one 3. */
  g_assert_cmpuint (got[0].state, ==, 0);
  g_assert_cmpuint (got[0].action, ==, action_of (m.model, 0, QD_MDP_EXIT));
  g_assert_cmpfloat (got[0].reward, ==, 10);
  g_assert_cmpuint (got[0].next, ==, terminal);
  g_assert_cmpuint (got[1].state, ==, 1);
  g_assert_cmpuint (got[1].action, ==, action_of (m.model, 1, QD_MDP_SOUTH));
  g_assert_cmpuint (got[1].next, ==, 1);
  g_assert_cmpuint (got[4].state, ==, 2);
  g_assert_cmpfloat (got[4].reward, ==, -10);
  g_assert_cmpuint (got[6].next, ==, 0);
  g_clear_pointer (&got, g_free);
  got = experiences (&m, "# nothing\n", &n, &error);
  g_assert_no_error (error);
  g_assert_nonnull (got);
  g_assert_cmpuint (n, ==, 0);
  model_clear (&m);

  /* Without noise, south from S never stays. */
  model_build (&m, course (tinygrid));
  EXPERIENCE_REFUSED (&m, tinygrid_transcript, "line 3", "south", "never reaches");
  model_clear (&m);
}

static void
test_experiences_refused (void)
{
  Model m = { 0 };

  model_build (&m, course (discountgrid));
  /* (2, 1) is a wall; (0, y) are terminals; (1, 0) is the start, open. */
  EXPERIENCE_REFUSED (&m, "(1, 0) east 0 (2, 0)\n(2, 1) north 0 (2, 2)\n", "line 2", "(2, 1) is a wall");
  EXPERIENCE_REFUSED (&m, "(0, 3) north 0 (0, 4)\n", "line 1", "(0, 3) is a terminal", "exit");
  EXPERIENCE_REFUSED (&m, "(1, 3) exit 0 TERMINAL\n", "line 1", "(1, 3) is not a terminal");
  EXPERIENCE_REFUSED (&m, "(1, 0) north 0 (1, 2)\n", "line 1", "never reaches");
  EXPERIENCE_REFUSED (&m, "(1, 0) south 0 (1, 2)\n", "line 1", "never reaches");
  EXPERIENCE_REFUSED (&m, "(1, 0) north 0 TERMINAL\n", "line 1", "never ends");
  EXPERIENCE_REFUSED (&m, "(0, 0) exit -10 (1, 0)\n", "line 1", "TERMINAL");
  EXPERIENCE_REFUSED (&m, "(5, 0) north 0 (1, 1)\n", "line 1", "(5, 0) is off the 5 × 5 grid");
  EXPERIENCE_REFUSED (&m, "(1, 0) north 0 (1, 5)\n", "line 1", "(1, 5) is off");
  EXPERIENCE_REFUSED (&m, "(1, 0) north nan (1, 1)\n", "line 1", "“nan”");
  EXPERIENCE_REFUSED (&m, "(1, 0) north inf (1, 1)\n", "line 1", "“inf”");
  EXPERIENCE_REFUSED (&m, "(1, 0) north -1e300 (1, 1)\n", "line 1", "10¹²");
  EXPERIENCE_REFUSED (&m, "(1, 0) up 0 (1, 1)\n", "line 1", "“up”");
  EXPERIENCE_REFUSED (&m, "(1, 0) north\n", "line 1", "reward");
  EXPERIENCE_REFUSED (&m, "(1, 0) north 0 (1, 1) (1, 2)\n", "line 1", "one experience");
  EXPERIENCE_REFUSED (&m, "1, 0 north 0 (1, 1)\n", "line 1", "(x, y)");
  EXPERIENCE_REFUSED (&m, "(-1, 0) north 0 (1, 1)\n", "line 1", "(x, y)");
  EXPERIENCE_REFUSED (&m, "(4294967296, 0) north 0 (1, 1)\n", "line 1");
  model_clear (&m);
}

/* ---- features */

static void
test_features_sets (void)
{
  Model m = { 0 };
  g_autoptr(QdMdpFeatures) identity = NULL;
  g_autoptr(QdMdpFeatures) coordinates = NULL;
  guint index[4], n, s;
  double value[4];
  g_autofree char *name = NULL;
  g_autofree char *x_name = NULL;

  model_build (&m, course (discountgrid));
  identity = qd_mdp_features_new (QD_MDP_FEATURES_IDENTITY, m.world, m.model, m.cell_of);
  coordinates = qd_mdp_features_new (QD_MDP_FEATURES_COORDINATES, m.world, m.model, m.cell_of);
  /* 7 terminals (column 0, 10 and 1) with one action, 15 open cells with four. */
  g_assert_cmpuint (qd_mdp_features_count (identity), ==, 7 + 15 * 4);
  s = (guint) m.state_of[qd_mdp_world_index (m.world, 1, 0)];
  n = qd_mdp_features_get (identity, s, action_of (m.model, s, QD_MDP_SOUTH), index, value, 4);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (index[0], ==, action_of (m.model, s, QD_MDP_SOUTH));
  g_assert_cmpfloat (value[0], ==, 1);
  name = qd_mdp_features_name (identity, index[0]);
  g_assert_cmpstr (name, ==, "(1, 0) south");

  /* East at (4, 4): features 9–11 (east is the fourth action), 1, 4/4, 4/4;
   * exit at (0, 2): 12–14, 1, 0, 2/4. */
  g_assert_cmpuint (qd_mdp_features_count (coordinates), ==, 15);
  s = (guint) m.state_of[qd_mdp_world_index (m.world, 4, 4)];
  n = qd_mdp_features_get (coordinates, s, action_of (m.model, s, QD_MDP_EAST), index, value, 4);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpuint (index[0], ==, 9);
  g_assert_cmpfloat (value[1], ==, 1.0);
  g_assert_cmpfloat (value[2], ==, 1.0);
  s = (guint) m.state_of[qd_mdp_world_index (m.world, 0, 2)];
  n = qd_mdp_features_get (coordinates, s, action_of (m.model, s, QD_MDP_EXIT), index, value, 4);
  g_assert_cmpuint (index[2], ==, 14);
  g_assert_cmpfloat (value[0], ==, 1.0);
  g_assert_cmpfloat (value[1], ==, 0.0);
  g_assert_cmpfloat (value[2], ==, 0.5);
  x_name = qd_mdp_features_name (coordinates, 13);
  g_assert_cmpstr (x_name, ==, "exit x");
  g_assert_cmpint (qd_mdp_feature_set_from_string ("coordinates"), ==, QD_MDP_FEATURES_COORDINATES);
  g_assert_cmpint (qd_mdp_feature_set_from_string ("identity"), ==, QD_MDP_FEATURES_IDENTITY);
  g_assert_cmpint (qd_mdp_feature_set_from_string ("both"), ==, -1);
  model_clear (&m);
}

static void
assert_features_refused (const Model *m, const char *text, const char *want_line, const char *want)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMdpFeatures) features = qd_mdp_features_parse (m->world, m->model, m->state_of, text, strlen (text),
                                                             &error);

  g_assert_null (features);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, want_line));
  g_assert_nonnull (strstr (error->message, want));
}

static void
test_features_file (void)
{
  Model m = { 0 };
  const char *text = "# two features\n"
                     "(0, 1) south bias=1 near=0.5\n"
                     "(0, 0) exit bias=1\n"
                     "(0, 1) north near=-2e-1   # a comment\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(QdMdpFeatures) features = NULL;
  g_autofree char *name = NULL;
  guint index[4], n;
  double value[4];

  model_build (&m, course (tinygrid));
  features = qd_mdp_features_parse (m.world, m.model, m.state_of, text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (qd_mdp_features_count (features), ==, 2);
  name = qd_mdp_features_name (features, 1);
  g_assert_cmpstr (name, ==, "near");
  n = qd_mdp_features_get (features, 1, action_of (m.model, 1, QD_MDP_SOUTH), index, value, 4);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (index[0], ==, 0);
  g_assert_cmpfloat (value[0], ==, 1);
  g_assert_cmpuint (index[1], ==, 1);
  g_assert_cmpfloat (value[1], ==, 0.5);
  n = qd_mdp_features_get (features, 1, action_of (m.model, 1, QD_MDP_NORTH), index, value, 4);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpfloat (value[0], ==, -0.2);
  g_assert_cmpuint (qd_mdp_features_get (features, 1, action_of (m.model, 1, QD_MDP_WEST), index, value, 4), ==, 0);
  g_assert_cmpuint (qd_mdp_features_get (features, 1, action_of (m.model, 1, QD_MDP_SOUTH), index, value, 1), ==, 1);

  assert_features_refused (&m, "(0, 1) south a=1\n(0, 1) south b=2\n", "line 2", "line 1");
  assert_features_refused (&m, "(0, 1) south a=1 a=2\n", "line 1", "“a” twice");
  assert_features_refused (&m, "(0, 1) south a=inf\n", "line 1", "1000000");
  assert_features_refused (&m, "(0, 1) south a=1e7\n", "line 1", "1000000");
  assert_features_refused (&m, "(0, 1) south a\n", "line 1", "name=value");
  assert_features_refused (&m, "(0, 1) south =1\n", "line 1", "name=value");
  assert_features_refused (&m, "(0, 1) exit a=1\n", "line 1", "not a terminal");
  assert_features_refused (&m, "(0, 3) exit a=1\n", "line 1", "off");
  assert_features_refused (&m, "# nothing\n", "", "no feature");
  model_clear (&m);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mdp/course/tinygrid", test_course_tinygrid);
  g_test_add_func ("/mdp/course/tinygrid-noisy", test_course_tinygrid_noisy);
  g_test_add_func ("/mdp/course/discountgrid", test_course_discountgrid);
  g_test_add_func ("/mdp/course/bridge", test_course_bridge);
  g_test_add_func ("/mdp/course/refused", test_course_refused);
  g_test_add_func ("/mdp/format/examples", test_examples_round_trip);
  g_test_add_func ("/mdp/format/aima", test_format_aima);
  g_test_add_func ("/mdp/format/exact", test_format_exact);
  g_test_add_func ("/mdp/format/refused", test_format_refused);
  g_test_add_func ("/mdp/format/sides", test_format_sides);
  g_test_add_func ("/mdp/format/largest", test_format_largest);
  g_test_add_func ("/mdp/check", test_check);
  g_test_add_func ("/mdp/aima-utilities", test_aima_utilities);
  g_test_add_func ("/mdp/experiences", test_experiences);
  g_test_add_func ("/mdp/experiences/refused", test_experiences_refused);
  g_test_add_func ("/mdp/features/sets", test_features_sets);
  g_test_add_func ("/mdp/features/file", test_features_file);
  return g_test_run ();
}
