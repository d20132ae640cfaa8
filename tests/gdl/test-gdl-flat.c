/* test-gdl-flat.c — the compiled evaluation without grounding
 * (src/problems/gdl/qd-gdl-flat.c) against the evaluation it replaces
 * (qd-gdl-join.c, QdGdlOptions.no_flat), which stays the reference: every
 * rulesheet of tests/gdl/public and this folder's own, read without
 * grounding both ways, seeded random games played side by side, and in
 * every state the two give the same terminal, the same goal values of
 * each role, the same legal moves of each role (as sets: the order of a
 * role's moves is each evaluation's own) and the same next state.
 *
 * `test-gdl-flat [--plies N] FILE...` runs on other rulesheets (GGP
 * Base's collection: see docs/gdl-peers.md); it prints each file's
 * states compared. */
#include <glib.h>
#include <string.h>

#include "problems/gdl/qd-gdl.h"

static gint
compare_texts (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The role's legal moves as sorted texts, one per line. */
static char *
legal_texts (QdGdlGame *game, const guint64 *state, guint role, guint32 *moves)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  GString *out = g_string_new (NULL);
  gint n = qd_gdl_game_legal (game, state, role, moves, &error);

  g_assert_no_error (error);
  for (gint i = 0; i < n; i++)
    g_ptr_array_add (texts, (gpointer) qd_gdl_game_move_text (game, moves[i]));
  g_ptr_array_sort (texts, compare_texts);
  for (guint i = 0; i < texts->len; i++)
    g_string_append_printf (out, "%s\n", (const char *) texts->pdata[i]);
  return g_string_free (out, FALSE);
}

/* One side of the comparison: a game, its state and its buffers. */
typedef struct {
  QdGdlGame *game;
  guint64 *state;
  guint32 *moves;
} Side;

/* FALSE with the error when the rulesheet is refused (`error` NULL: it
 * must not be). */
static gboolean
side_init (Side *side, const char *path, gboolean flat, GError **error)
{
  QdGdlOptions options;

  qd_gdl_options_init (&options);
  options.force_fallback = TRUE;
  options.no_flat = !flat;
  side->game = qd_gdl_game_new_from_file (path, &options, error);
  if (error == NULL)
    g_assert_nonnull (side->game);
  if (side->game == NULL)
    return FALSE;
  side->state = g_new0 (guint64, qd_gdl_game_state_words (side->game));
  side->moves = g_new (guint32, MAX (qd_gdl_game_max_legal (side->game), 1));
  qd_gdl_game_initial (side->game, side->state);
  return TRUE;
}

static void
side_clear (Side *side)
{
  qd_gdl_game_free (side->game);
  g_free (side->state);
  g_free (side->moves);
}

/* Compares the two sides' states and what holds there; FALSE where the
 * game ends.  `joint` gets a random joint move of `ref` (its move ids)
 * and `other` the same moves by their texts. */
static gboolean
compare_state (Side *ref, Side *flat, GRand *rand, guint32 *joint, guint32 *other)
{
  guint n_roles = qd_gdl_game_n_roles (ref->game);
  g_autofree char *a = qd_gdl_game_state_text (ref->game, ref->state);
  g_autofree char *b = qd_gdl_game_state_text (flat->game, flat->state);
  gboolean terminal = qd_gdl_game_terminal (ref->game, ref->state);

  g_assert_cmpstr (a, ==, b);
  g_assert_cmpint (terminal, ==, qd_gdl_game_terminal (flat->game, flat->state));
  for (guint role = 0; role < n_roles; role++)
    {
      guint8 va[QD_GDL_MAX_GOAL_VALUES], vb[QD_GDL_MAX_GOAL_VALUES];
      guint na = qd_gdl_game_goal_values (ref->game, ref->state, role, va);

      g_assert_cmpuint (na, ==, qd_gdl_game_goal_values (flat->game, flat->state, role, vb));
      g_assert_cmpmem (va, na, vb, na);
    }
  if (terminal)
    return FALSE;
  for (guint role = 0; role < n_roles; role++)
    {
      g_autofree char *la = legal_texts (ref->game, ref->state, role, ref->moves);
      g_autofree char *lb = legal_texts (flat->game, flat->state, role, flat->moves);
      gint n;

      g_assert_cmpstr (la, ==, lb);
      n = qd_gdl_game_legal (ref->game, ref->state, role, ref->moves, NULL);
      if (n <= 0)
        return FALSE;
      joint[role] = ref->moves[g_rand_int_range (rand, 0, n)];
      other[role] = qd_gdl_game_move_parse (flat->game, flat->state, role,
                                            qd_gdl_game_move_text (ref->game, joint[role]));
      g_assert_cmpint (other[role], >=, 0);
    }
  return TRUE;
}

/* `games` seeded random games of at most `plies` plies each; the states
 * compared.  With `error`, a rulesheet refused (both ways, with the same
 * message) gives 0 and the error. */
static guint
compare_file (const char *path, guint games, guint plies, GError **error)
{
  Side ref, flat;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autoptr(GError) flat_error = NULL;
  guint compared = 0;

  if (!side_init (&ref, path, FALSE, error))
    {
      g_assert_false (side_init (&flat, path, TRUE, &flat_error));
      g_assert_cmpstr ((*error)->message, ==, flat_error->message);
      return 0;
    }
  g_assert_true (side_init (&flat, path, TRUE, NULL));
  for (guint g = 0; g < games; g++)
    {
      guint32 joint[QD_GDL_MAX_ROLES], other[QD_GDL_MAX_ROLES];
      guint ply = 0;

      qd_gdl_game_initial (ref.game, ref.state);
      qd_gdl_game_initial (flat.game, flat.state);
      while (compare_state (&ref, &flat, rand, joint, other) && ply++ < plies)
        {
          g_autoptr(GError) error = NULL;

          compared++;
          g_assert_true (qd_gdl_game_next (ref.game, ref.state, joint, ref.state, &error));
          g_assert_no_error (error);
          g_assert_true (qd_gdl_game_next (flat.game, flat.state, other, flat.state, &error));
          g_assert_no_error (error);
        }
      compared++;
    }
  side_clear (&ref);
  side_clear (&flat);
  return compared;
}

typedef struct {
  const char *file;
  guint games, plies;
} Case;

/* Each game's random games, as long as its evaluation without grounding
 * allows under the sanitizers (a state of amazons has 2,176 joint moves). */
static const Case cases[] = {
  { "public/AlexChess.kif", 1, 30 },   { "public/amazons.kif", 1, 2 },
  { "public/attritionWar.kif", 2, 40 }, { "public/checkers.kif", 1, 30 },
  { "public/chess.kif", 1, 40 },        { "public/chinesecheckers3.kif", 1, 30 },
  { "public/colonelBlottoVariant.kif", 2, 40 }, { "public/connectFour.kif", 2, 42 },
  { "public/crisscross.kif", 1, 20 },   { "public/eightPuzzle.kif", 2, 40 },
  { "public/hanoi.kif", 1, 40 },        { "public/kalaha_2009.kif", 1, 30 },
  { "public/merrills.kif", 1, 40 },     { "public/minichess.kif", 2, 40 },
  { "public/mummymaze1p.kif", 1, 30 },  { "public/nim1.kif", 3, 40 },
  { "public/othello-comp2007.kif", 1, 20 }, { "public/pacman2p.kif", 1, 30 },
  { "public/roshambo2.kif", 3, 40 },    { "public/ticTacToe.kif", 4, 9 },
  { "public/tictactoe_3player.kif", 3, 27 }, { "unit-connect4-8x6.kif", 2, 48 },
  { "unit-prisoner.kif", 2, 5 },        { "unit-reach.kif", 2, 40 },
  { "unit-rps.kif", 2, 5 },             { "unit-tictactoe.kif", 3, 9 },
};

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, c->file, NULL);

  g_assert_cmpuint (compare_file (path, c->games, c->plies, NULL), >, 0);
}

int
main (int argc, char **argv)
{
  guint plies = 60;

  if ((argc > 1 && argv[1][0] != '-') || (argc > 2 && strcmp (argv[1], "--plies") == 0))
    {
      /* other rulesheets, from the command line */
      gint i = 1;

      if (strcmp (argv[1], "--plies") == 0)
        plies = (guint) g_ascii_strtoull (argv[2], NULL, 10), i = 3;
      for (; i < argc; i++)
        {
          g_autoptr(GError) error = NULL;
          guint n = compare_file (argv[i], 2, plies, &error);

          if (error != NULL)
            g_print ("%s: refused both ways: %s\n", argv[i], error->message);
          else
            g_print ("%s: %u states compared\n", argv[i], n);
        }
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/gdl-flat/%s", cases[i].file);

      g_test_add_data_func (name, &cases[i], test_case);
    }
  return g_test_run ();
}
