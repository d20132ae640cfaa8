/* test-search-eight.c — the 8-puzzle against a breadth-first table of all
 * 181,440 states reachable from the goal (the Done-when).
 *
 * The table is indexed by the permutation's rank (Lehmer code); its layer
 * sizes must be OEIS A089473 (Reinefeld 1993, blank in a corner), listed
 * below.  Then 1,000 seeded random solvable puzzles: A* with misplaced tiles,
 * Manhattan and linear conflict, IDA* with Manhattan return exactly the
 * table's distance; weighted A* (w = 2) at most twice it; greedy a valid
 * path (each move legal, ending at the goal). */
#include "config.h"

#include <string.h>

#include "core/qd-random.h"
#include "core/qd-space.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-tiles.h"

#define N 9
#define N_PERMUTATIONS 362880

static const guint layers[] = {
  1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529, 10878,
  16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
};

static guint
rank (const guint8 *p)
{
  static const guint factorial[N] = { 40320, 5040, 720, 120, 24, 6, 2, 1, 1 };
  guint r = 0;

  for (guint i = 0; i < N; i++)
    {
      guint smaller = 0;

      for (guint j = i + 1; j < N; j++)
        smaller += p[j] < p[i];
      r += smaller * factorial[i];
    }
  return r;
}

/* Distances (255: not reachable) of every board of numbers, 0 the blank. */
static guint8 *
bfs_table (void)
{
  guint8 *dist = g_malloc (N_PERMUTATIONS);
  guint8 (*queue)[N] = g_malloc ((gsize) N_PERMUTATIONS / 2 * N);
  gsize head = 0, tail = 0;
  guint count[64] = { 0 }, deepest = 0;

  memset (dist, 255, N_PERMUTATIONS);
  for (guint i = 0; i < N; i++)
    queue[0][i] = (guint8) i;
  tail = 1;
  dist[rank (queue[0])] = 0;
  while (head < tail)
    {
      guint8 *board = queue[head++];
      guint d = dist[rank (board)], blank = 0;

      count[d]++;
      deepest = MAX (deepest, d);
      while (board[blank] != 0)
        blank++;
      for (guint m = 0; m < 4; m++)
        {
          gint next = m == 0 ? (blank >= 3 ? (gint) blank - 3 : -1)
                      : m == 1 ? (blank < 6 ? (gint) blank + 3 : -1)
                      : m == 2 ? (blank % 3 > 0 ? (gint) blank - 1 : -1)
                      : (blank % 3 < 2 ? (gint) blank + 1 : -1);
          guint8 child[N];
          guint r;

          if (next < 0)
            continue;
          memcpy (child, board, N);
          child[blank] = child[next];
          child[next] = 0;
          r = rank (child);
          if (dist[r] == 255)
            {
              dist[r] = (guint8) (d + 1);
              memcpy (queue[tail++], child, N);
            }
        }
    }
  g_assert_cmpuint (tail, ==, N_PERMUTATIONS / 2);
  g_assert_cmpuint (deepest + 1, ==, G_N_ELEMENTS (layers));
  for (guint d = 0; d < G_N_ELEMENTS (layers); d++)
    g_assert_cmpuint (count[d], ==, layers[d]);
  g_free (queue);
  return dist;
}

typedef struct {
  QdSpaceAlgorithm algorithm;
  QdSearchHeuristic heuristic;
} Setting;

static void
check_path (const QdSearchTiles *tiles, const QdSpaceResult *result)
{
  g_autoptr (QdSearchTiles) play = qd_search_tiles_copy (tiles);

  for (guint i = 0; i < result->n_steps; i++)
    g_assert_true (qd_search_tiles_move_blank (play, result->actions[i]));
  g_assert_true (qd_search_tiles_is_solved (play));
  g_assert_cmpfloat (result->cost, ==, result->n_steps);
}

static void
test_eight (void)
{
  g_autofree guint8 *dist = bfs_table ();
  const Setting settings[] = {
    { QD_SPACE_ASTAR, QD_SEARCH_H_MISPLACED },
    { QD_SPACE_ASTAR, QD_SEARCH_H_MANHATTAN },
    { QD_SPACE_ASTAR, QD_SEARCH_H_LINEAR_CONFLICT },
    { QD_SPACE_IDASTAR, QD_SEARCH_H_MANHATTAN },
    { QD_SPACE_WASTAR, QD_SEARCH_H_MANHATTAN },
    { QD_SPACE_GREEDY, QD_SEARCH_H_MANHATTAN },
  };
  for (guint k = 0; k < 1000; k++)
    {
      QdSearchTiles *tiles = qd_search_tiles_random (3, 3, G_GUINT64_CONSTANT (0x8b0a5e) + k);
      QdSearchDoc *doc = qd_search_doc_new_tiles (tiles);
      guint d = dist[rank (tiles->start)];

      g_assert_true (qd_search_tiles_solvable (tiles));
      g_assert_cmpuint (d, !=, 255);
      for (guint s = 0; s < G_N_ELEMENTS (settings); s++)
        {
          QdSpace *space = qd_search_doc_space (doc, settings[s].heuristic, NULL);
          QdSpaceOptions options;
          QdSpaceResult result;

          qd_space_options_init (&options);
          options.algorithm = settings[s].algorithm;
          options.cycles = QD_SPACE_CYCLES_PARENT;
          options.weight = 2;
          g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &options, &result), ==,
                           QD_SPACE_SOLVED);
          check_path (tiles, &result);
          if (settings[s].algorithm == QD_SPACE_WASTAR)
            g_assert_cmpfloat (result.cost, <=, 2.0 * d);
          else if (settings[s].algorithm != QD_SPACE_GREEDY)
            g_assert_cmpfloat (result.cost, ==, d);
          qd_space_result_clear (&result);
          qd_search_space_free (space);
        }
      qd_search_doc_free (doc);
    }
}

/* Half the permutations are unsolvable: the parity test agrees with the
 * table on every board. */
static void
test_parity (void)
{
  g_autofree guint8 *dist = bfs_table ();
  guint64 rng = 7;
  g_autoptr (QdSearchTiles) tiles = qd_search_tiles_new (3, 3);

  for (guint k = 0; k < 20000; k++)
    {
      guint items[N];

      for (guint i = 0; i < N; i++)
        items[i] = i;
      qd_random_shuffle (&rng, items, N);
      for (guint i = 0; i < N; i++)
        tiles->start[i] = (guint8) items[i];
      g_assert_cmpint (qd_search_tiles_solvable (tiles), ==, dist[rank (tiles->start)] != 255);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/eight/bfs-and-a-star", test_eight);
  g_test_add_func ("/search/eight/parity", test_parity);
  return g_test_run ();
}
