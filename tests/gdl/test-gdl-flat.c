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

#include "gdl-flat-compare.h"

/* compare_text on a file's rulesheet. */
static guint
compare_file (const char *path, guint games, guint plies, GError **error)
{
  g_autofree char *text = NULL;
  gsize length;

  text = qd_gdl_file_contents (path, &length, error);
  if (text == NULL)
    return 0;
  return compare_text (text, length, path, games, plies, error);
}

typedef struct {
  const char *file;
  guint games, plies;
} Case;

/* Each game's random games, as long as its evaluation without grounding
 * allows under the sanitizers (a state of amazons has 2,176 joint moves). */
static const Case cases[] = {
  { "public/AlexChess.kif", 1, 30 },   { "public/amazons.kif", 1, 1 },
  { "public/attritionWar.kif", 2, 40 }, { "public/checkers.kif", 1, 30 },
  { "public/chess.kif", 1, 24 },        { "public/chinesecheckers3.kif", 1, 30 },
  { "public/colonelBlottoVariant.kif", 2, 40 }, { "public/connectFour.kif", 2, 42 },
  { "public/crisscross.kif", 1, 20 },   { "public/eightPuzzle.kif", 2, 40 },
  { "public/hanoi.kif", 1, 40 },        { "public/kalaha_2009.kif", 1, 30 },
  { "public/merrills.kif", 1, 40 },     { "public/minichess.kif", 2, 40 },
  { "public/mummymaze1p.kif", 1, 30 },  { "public/nim1.kif", 3, 40 },
  { "public/othello-comp2007.kif", 1, 8 }, { "public/pacman2p.kif", 1, 30 },
  { "public/roshambo2.kif", 3, 40 },    { "public/ticTacToe.kif", 4, 9 },
  { "public/tictactoe_3player.kif", 3, 27 }, { "unit-connect4-8x6.kif", 2, 48 },
  { "unit-prisoner.kif", 2, 5 },        { "unit-reach.kif", 2, 40 },
  { "unit-rps.kif", 2, 5 },             { "unit-tictactoe.kif", 3, 9 },
  { "unit-dense.kif", 3, 300 },
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
