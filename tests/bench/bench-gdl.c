/* bench-gdl.c — the GDL reasoner's figures: tic-tac-toe's perft to ply 9
 * (fixed counts: a change is a change in behaviour), and random playouts
 * per second on tic-tac-toe and Connect Four 8 x 6, each next to the
 * built-in k-in-a-row engine on the same game, with the ratio of the times
 * (issue 77: at most 100 on Connect Four 8 x 6, aim 20).  Times are this
 * machine's.
 *
 *   meson test -C _build --benchmark gdl -v      (or run the binary)
 *   bench-gdl FOLDER [PLAYOUTS]   (FOLDER holds unit-*.kif; 20000 playouts)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "problems/gdl/qd-gdl.h"
#include "problems/kinarow/qd-kinarow.h"

static QdGdlGame *
load (const char *folder, const char *file)
{
  g_autofree char *path = g_build_filename (folder, file, NULL);
  g_autoptr(GError) error = NULL;
  QdGdlGame *game = qd_gdl_game_new_from_file (path, NULL, &error);

  if (game == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      exit (1);
    }
  return game;
}

static void
perft (const char *folder)
{
  g_autoptr(QdGdlGame) game = load (folder, "unit-tictactoe.kif");
  guint64 counts[9];
  gint64 began = g_get_monotonic_time ();
  guint64 total = 0;

  qd_gdl_game_perft (game, 9, counts, NULL, NULL);
  for (guint i = 0; i < 9; i++)
    {
      printf ("tictactoe.kif perft %u %" PRIu64 "\n", i + 1, counts[i]);
      total += counts[i];
    }
  printf ("tictactoe.kif perft 1-9: %" PRIu64 " positions in %.3f s\n", total,
          (g_get_monotonic_time () - began) / 1e6);
}

/* Seconds for `n` random games; the plies played in *plies. */
static double
gdl_playouts (QdGdlGame *game, guint n, guint64 *plies)
{
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  guint32 moves[QD_GDL_MAX_MOVES], joint[QD_GDL_MAX_ROLES];
  gint64 began = g_get_monotonic_time ();
  guint roles = qd_gdl_game_n_roles (game);

  *plies = 0;
  for (guint g = 0; g < n; g++)
    {
      qd_gdl_game_initial (game, state);
      while (!qd_gdl_game_terminal (game, state))
        {
          for (guint r = 0; r < roles; r++)
            {
              gint count = qd_gdl_game_legal (game, state, r, moves, NULL);

              joint[r] = moves[count > 1 ? g_rand_int_range (rand, 0, count) : 0];
            }
          qd_gdl_game_next (game, state, joint, state, NULL);
          (*plies)++;
        }
    }
  return (g_get_monotonic_time () - began) / 1e6;
}

static double
kinarow_playouts (const char *name, guint n, guint64 *plies)
{
  QdKinarowRules rules;
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  guint16 moves[QD_KINAROW_MAX_CELLS];
  gint64 began = g_get_monotonic_time ();

  qd_kinarow_rules_parse (&rules, name, NULL);
  *plies = 0;
  for (guint g = 0; g < n; g++)
    {
      QdKinarowPosition pos;

      qd_kinarow_start (&rules, &pos);
      while (qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING)
        {
          guint count = qd_kinarow_moves (&rules, &pos, moves);

          qd_kinarow_apply (&rules, &pos, moves[g_rand_int_range (rand, 0, count)], &pos);
          (*plies)++;
        }
    }
  return (g_get_monotonic_time () - began) / 1e6;
}

static void
compare (const char *folder, const char *file, const char *kinarow, guint n)
{
  g_autoptr(QdGdlGame) game = load (folder, file);
  guint64 gdl_plies, k_plies;
  double gdl = gdl_playouts (game, n, &gdl_plies);
  double k = kinarow_playouts (kinarow, n, &k_plies);

  printf ("%-22s %u atoms, %u ground rules\n", file, qd_gdl_game_n_atoms (game), qd_gdl_game_n_ground_rules (game));
  printf ("%-22s %u playouts in %.3f s: %.0f playouts/s, %.2f us a ply (%" PRIu64 " plies)\n", file, n, gdl,
          n / gdl, gdl * 1e6 / gdl_plies, gdl_plies);
  printf ("%-22s %u playouts in %.3f s: %.0f playouts/s, %.2f us a ply (%" PRIu64 " plies)\n", kinarow, n, k,
          n / k, k * 1e6 / k_plies, k_plies);
  printf ("%-22s ratio of the times %.1f\n", file, gdl / k);
}

int
main (int argc, char **argv)
{
  guint n = argc > 2 ? (guint) atoi (argv[2]) : 20000;

  if (argc < 2)
    {
      fprintf (stderr, "usage: bench-gdl FOLDER [PLAYOUTS]\n");
      return 2;
    }
  perft (argv[1]);
  compare (argv[1], "unit-tictactoe.kif", "tictactoe", n);
  compare (argv[1], "unit-connect4-8x6.kif", "8,6,4,gravity", n);
  return 0;
}
