/* bench-gdl-big.c — the GDL reasoner on the big games of issue 98: for each
 * rulesheet, the time to load it (read, check, ground or refuse), whether
 * it is grounded (atoms, ground rules), perft at each ply 1..DEPTH with its
 * time, and random playouts a second (as many as fit in SECONDS; with
 * --threads T, on T threads too, qd-gdl-playouts.h).  One line a figure,
 * "FILE key value", for bench-gdl-big.py to put next to GGP Base's prover;
 * with --mcts-ms MS, MCTS's iterations in MS ms at the start on one thread
 * and twice on T (root parallelism, core/qd-game-mcts-agent.h: the first
 * reads the copies the game keeps for the next).
 * Times are the process's processor time (one thread: its wall time on an
 * idle machine), so that a busy machine does not change them; on T
 * threads, the wall time.
 *
 *   bench-gdl-big [--depth N] [--seconds S] [--max-plies P] [--without-grounding]
 *                 [--no-flat] [--ground-work W] [--threads T] [--mcts-ms MS] FILE...
 *
 * --without-grounding: the evaluation without grounding forced (to set it
 * against the grounding on the same rulesheet); --ground-work: each try of
 * the grounding's budget of work (QdGdlOptions.ground_work; "none": no
 * budget, the grounding as it was before it had one).
 */
#include <inttypes.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include "problems/gdl/qd-gdl.h"
#include "problems/gdl/qd-gdl-agent.h"
#include "problems/gdl/qd-gdl-playouts.h"

static double
now (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static double
wall (void)
{
  return g_get_monotonic_time () / 1e6;
}

/* Random games on `threads` threads (qd-gdl-playouts.h) for `seconds`:
 * games a second and plies a game, by processor time on one thread, by
 * wall time on more; FALSE after an error, printed. */
static gboolean
playouts (QdGdlGame *game, double seconds, guint max_plies, guint threads, double *per_s, double *plies)
{
  QdGdlPlayoutsSpec spec = { .games = G_MAXUINT64, .max_plies = max_plies, .threads = threads, .seed = 1 };
  QdGdlPlayoutsCount count;
  g_autoptr(GError) error = NULL;
  double cpu = now (), began = wall ();
  guint64 games;

  spec.deadline = g_get_monotonic_time () + (gint64) (seconds * 1e6);
  if (!qd_gdl_playouts (game, &spec, &count, &error))
    {
      printf ("  playout error: %s\n", error->message);
      return FALSE;
    }
  games = MAX (count.ended + count.cut, 1);
  *per_s = (count.ended + count.cut) / (threads == 1 ? now () - cpu : wall () - began);
  *plies = (double) count.plies / games;
  return TRUE;
}

/* MCTS for `ms` milliseconds at the start on `threads` threads (root
 * parallelism): its iterations, all threads', or 0 after an error. */
static guint64
mcts_iterations (QdGdlGame *game, guint ms, guint threads)
{
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree char *spec = g_strdup_printf ("mcts:ms=%u", ms);
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  QdGdlChooseOptions options = { .rand = rand, .threads = threads };
  QdGdlAgent agent;
  QdGdlChoice choice;

  qd_gdl_game_initial (game, state);
  if (!qd_gdl_agent_parse (spec, &agent, NULL) || !qd_gdl_agent_choose (&agent, game, state, &options, &choice))
    return 0;
  return choice.search.nodes;
}

int
main (int argc, char **argv)
{
  guint depth = 3, max_plies = 1000, threads = 1, mcts_ms = 0;
  double seconds = 3;
  int i = 1;
  QdGdlOptions options;

  qd_gdl_options_init (&options);
  for (; i < argc && argv[i][0] == '-'; i += 2)
    {
      if (strcmp (argv[i], "--without-grounding") == 0)
        {
          options.force_fallback = TRUE;
          i--;
          continue;
        }
      if (strcmp (argv[i], "--no-flat") == 0)
        {
          options.no_flat = TRUE;
          i--;
          continue;
        }
      if (i + 1 >= argc)
        break;
      if (strcmp (argv[i], "--depth") == 0)
        depth = atoi (argv[i + 1]);
      else if (strcmp (argv[i], "--seconds") == 0)
        seconds = atof (argv[i + 1]);
      else if (strcmp (argv[i], "--mcts-ms") == 0)
        mcts_ms = atoi (argv[i + 1]);
      else if (strcmp (argv[i], "--threads") == 0)
        threads = CLAMP (atoi (argv[i + 1]), 1, QD_GDL_PLAYOUTS_MAX_THREADS);
      else if (strcmp (argv[i], "--max-plies") == 0)
        max_plies = atoi (argv[i + 1]);
      else if (strcmp (argv[i], "--ground-work") == 0)
        options.ground_work = strcmp (argv[i + 1], "none") == 0 ? G_MAXUINT64 : g_ascii_strtoull (argv[i + 1], NULL, 10);
      else
        break;
    }
  if (i >= argc)
    {
      fprintf (stderr, "usage: bench-gdl-big [--depth N] [--seconds S] [--max-plies P] [--without-grounding] "
                       "[--no-flat] [--ground-work W] [--threads T] [--mcts-ms MS] FILE...\n");
      return 2;
    }
  for (; i < argc; i++)
    {
      const char *name = strrchr (argv[i], '/') != NULL ? strrchr (argv[i], '/') + 1 : argv[i];
      g_autoptr(GError) error = NULL;
      double began = now ();
      g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (argv[i], &options, &error);
      g_autofree guint64 *counts = g_new0 (guint64, depth + 1);
      double per_s, plies;

      printf ("%s load %.3f\n", name, now () - began);
      if (game == NULL)
        {
          printf ("%s refused %s\n", name, error->message);
          fflush (stdout);
          continue;
        }
      printf ("%s grounded %d atoms %u rules %u\n", name, qd_gdl_game_is_grounded (game),
              qd_gdl_game_n_atoms (game), qd_gdl_game_n_ground_rules (game));
      fflush (stdout);
      for (guint d = 1; d <= depth; d++)
        {
          began = now ();
          if (!qd_gdl_game_perft (game, d, counts, NULL, &error))
            {
              printf ("%s perft-error %s\n", name, error->message);
              break;
            }
          printf ("%s perft %u %" PRIu64 " %.3f\n", name, d, counts[d - 1], now () - began);
          fflush (stdout);
        }
      if (playouts (game, seconds, max_plies, 1, &per_s, &plies))
        printf ("%s playouts %.1f per-s plies %.1f\n", name, per_s, plies);
      fflush (stdout);
      if (threads > 1 && playouts (game, seconds, max_plies, threads, &per_s, &plies))
        printf ("%s playouts-threads %u %.1f per-s plies %.1f\n", name, threads, per_s, plies);
      fflush (stdout);
      /* on T threads twice: the first search reads the copies the game keeps */
      for (guint k = 0; mcts_ms > 0 && k < (threads > 1 ? 3u : 1u); k++)
        printf ("%s mcts-threads %u ms %u iterations %" G_GUINT64_FORMAT "\n", name, k == 0 ? 1 : threads, mcts_ms,
                mcts_iterations (game, mcts_ms, k == 0 ? 1 : threads));
      fflush (stdout);
    }
  return 0;
}
