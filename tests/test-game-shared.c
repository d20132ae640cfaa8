/* test-game-shared.c — the pieces the two-player games share in the
 * problems layer: the saved game's record (qd-game-record.h) and the
 * agents' common names (qd-game-agent.h).  Expected values are worked out
 * by hand from the headers' contracts. */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "problems/qd-game-agent.h"
#include "problems/qd-game-record.h"

/* A game struct as a problem declares one: rules first, then the record. */
typedef struct {
  guint rules[3];
  union {
    QdGameRecord record;
    struct {
      char *agents[2];
      GArray *moves;
    };
  };
  guint after;
} TestGame;

#define AT G_STRUCT_OFFSET (TestGame, record)

static void
test_record_new_copy_free (void)
{
  TestGame *game = qd_game_record_alloc (sizeof *game, AT, sizeof (guint16), NULL, "alphabeta:4");
  TestGame *copy;
  guint16 move = 7;

  g_assert_cmpstr (game->agents[0], ==, "human");
  g_assert_cmpstr (game->agents[1], ==, "alphabeta:4");
  g_assert_cmpuint (game->moves->len, ==, 0);
  g_assert_cmpuint (g_array_get_element_size (game->moves), ==, 2);
  g_assert_cmpuint (game->rules[0] + game->rules[2] + game->after, ==, 0);   /* zeroed */
  game->rules[1] = 42;
  game->after = 5;
  g_array_append_val (game->moves, move);

  copy = qd_game_record_dup (game, sizeof *game, AT);
  /* The rules and the rest byte for byte, the record deep. */
  g_assert_cmpuint (copy->rules[1], ==, 42);
  g_assert_cmpuint (copy->after, ==, 5);
  g_assert_true (copy->agents[1] != game->agents[1]);
  g_assert_cmpstr (copy->agents[1], ==, "alphabeta:4");
  g_assert_true (copy->moves != game->moves);
  move = 9;
  g_array_append_val (copy->moves, move);
  g_assert_cmpuint (game->moves->len, ==, 1);
  g_assert_cmpuint (copy->moves->len, ==, 2);
  g_assert_cmpuint (g_array_index (copy->moves, guint16, 0), ==, 7);

  qd_game_record_free (game, AT);
  qd_game_record_free (copy, AT);
  qd_game_record_free (NULL, AT);
}

static const char *const heads[] = { "alphabeta", "random-heuristic", NULL };
/* Kinds as a game numbers them: the shared five, random-heuristic 5, outside 6. */
#define OUTSIDE 6

static QdGameAgentNameRead
read_name (const char *name, guint *kind, guint *depth, GError **error)
{
  QdGameAgentNames names = { heads, 64, OUTSIDE, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT };

  *kind = G_MAXUINT;
  return qd_game_agent_name_read (&names, name, kind, depth, error);
}

static void
test_agent_names (void)
{
  static const struct {
    const char *name;
    QdGameAgentNameRead read;
    guint kind, depth;
  } cases[] = {
    { "human", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_HUMAN, 0 },
    { "random", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_RANDOM, 0 },
    { "minimax", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_MINIMAX, 0 },
    { "alphabeta", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_ALPHABETA, 0 },
    { "alphabeta:6", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_HEURISTIC, 6 },
    { "alphabeta:64", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_HEURISTIC, 64 },
    { "random-heuristic:2", QD_GAME_AGENT_NAME_READ, QD_GAME_AGENT_HEURISTIC + 1, 2 },
    { "program:python3 agent.py", QD_GAME_AGENT_NAME_READ, OUTSIDE, 0 },
    { "agent:mine", QD_GAME_AGENT_NAME_READ, OUTSIDE, 0 },
    /* the game's own names, and names that are nobody's: the game reads on */
    { "mcts", QD_GAME_AGENT_NAME_OTHER, G_MAXUINT, 0 },
    { "minimax:3", QD_GAME_AGENT_NAME_OTHER, G_MAXUINT, 0 },
    { "Human", QD_GAME_AGENT_NAME_OTHER, G_MAXUINT, 0 },
    { "alphabetas:3", QD_GAME_AGENT_NAME_OTHER, G_MAXUINT, 0 },
    /* shared names badly written */
    { "alphabeta:0", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
    { "alphabeta:65", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
    { "alphabeta:", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
    { "alphabeta:+3", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
    { "alphabeta:3:4", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
    { "agent:", QD_GAME_AGENT_NAME_BAD, G_MAXUINT, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      guint kind, depth = 99;
      QdGameAgentNameRead read = read_name (cases[i].name, &kind, &depth, &error);

      g_test_message ("%s", cases[i].name);
      g_assert_cmpint (read, ==, cases[i].read);
      g_assert_cmpuint (kind, ==, cases[i].kind);
      g_assert_cmpuint (depth, ==, cases[i].depth);
      g_assert_true ((error != NULL) == (read == QD_GAME_AGENT_NAME_BAD));
    }
}

static void
test_agent_depth_error (void)
{
  g_autoptr(GError) error = NULL;
  guint kind, depth;

  g_assert_cmpint (read_name ("random-heuristic:x", &kind, &depth, &error), ==, QD_GAME_AGENT_NAME_BAD);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpstr (error->message, ==, "the depth of “random-heuristic:x” must be a whole number from 1 to 64");
}

static void
test_agent_describe (void)
{
  static const char *const words[] = { "Human", "Random moves", "Minimax", "Alpha-beta" };
  g_autofree char *heuristic = qd_game_agent_describe (QD_GAME_AGENT_HEURISTIC, 6);
  g_autofree char *outside = qd_game_agent_describe_outside (NULL);

  for (guint k = 0; k < G_N_ELEMENTS (words); k++)
    {
      g_autofree char *text = qd_game_agent_describe (k, 0);

      g_assert_cmpstr (text, ==, words[k]);
    }
  g_assert_cmpstr (heuristic, ==, "Heuristic alpha-beta, depth 6");
  g_assert_cmpstr (outside, ==, "Outside agent");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-record/new-copy-free", test_record_new_copy_free);
  g_test_add_func ("/game-agent/names", test_agent_names);
  g_test_add_func ("/game-agent/depth-error", test_agent_depth_error);
  g_test_add_func ("/game-agent/describe", test_agent_describe);
  return g_test_run ();
}
