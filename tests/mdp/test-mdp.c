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

#include "core/qd-text.h"
#include "formats.h"
#include "problems/mdp/qd-mdp.h"

static const char tinygrid[] =
  "class: \"ValueIterationTest\"\n"
  "\n"
  "# GridWorld specification\n"
  "#    _ is empty space\n"
  "#    numbers are terminal states with that value\n"
  "#    # is a wall\n"
  "#    S is a start state\n"
  "#\n"
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
  "class: \"ValueIterationTest\"\n"
  "\n"
  "# GridWorld specification\n"
  "#    _ is empty space\n"
  "#    numbers are terminal states with that value\n"
  "#    # is a wall\n"
  "#    S is a start state\n"
  "#\n"
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
  "class: \"ValueIterationTest\"\n"
  "\n"
  "# GridWorld specification\n"
  "#    _ is empty space\n"
  "#    numbers are terminal states with that value\n"
  "#    # is a wall\n"
  "#    S is a start state\n"
  "#\n"
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
  gint64 t0;

  g_string_append (text, "living-reward: -0.5\ngrid:\n");
  for (guint r = 0; r < side; r++)
    {
      for (guint x = 0; x < side; x++)
        g_string_append (text, r == 0 && x == side - 1 ? " 1" : r == side - 1 && x == 0 ? "S" : x % 7 == 3 ? " #"
                                                                                   : x == 0 ? "." : " .");
      g_string_append_c (text, '\n');
    }
  t0 = g_get_monotonic_time ();
  world = qd_mdp_world_parse (text->str, text->len, &error);
  g_test_message ("%u × %u read in %.3f s", side, side, (double) (g_get_monotonic_time () - t0) / 1e6);
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
  return g_test_run ();
}
