/* test-search-pdb.c — pattern databases: ranking, partitions, the tables
 * against breadth-first distances, the incremental update, the reflection,
 * the cache on disk (damage, read-only folder, stop, threads) and Korf's
 * shortest instances through the document's space and the engine.
 *
 * Golden figures: the 8-puzzle's distances from its goal (blank in a corner)
 * have the layer sizes of OEIS A089473, the 15-puzzle's first 16 layers those
 * of OEIS A089484 (both re-computed with a Python breadth-first search when
 * this test was written).  The cache lives in $XDG_CACHE_HOME, set to the
 * build folder by tests/search/meson.build. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <string.h>

#include "core/qd-random.h"
#include "problems/search/qd-search.h"
#include "problems/search/qd-search-pdb.h"
#include "problems/search/qd-search-tiles.h"
#include "korf.h"

static const guint64 eight_layers[] = {
  1, 2, 4, 8, 16, 20, 39, 62, 116, 152, 286, 396, 748, 1024, 1893, 2512, 4485, 5638, 9529,
  10878, 16993, 17110, 23952, 20224, 24047, 15578, 14560, 6274, 3910, 760, 221, 2,
};
static const guint64 fifteen_layers[] = {
  1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808, 15544, 30821, 60842,
};

/* The boards the partitions cover. */
static const guint sizes[][2] = { { 3, 3 }, { 3, 4 }, { 4, 3 }, { 3, 5 }, { 5, 3 }, { 4, 4 }, { 4, 5 }, { 5, 4 }, { 5, 5 } };

/* --- boards --------------------------------------------------------------- */

static guint
neighbours (guint rows, guint cols, guint cell, guint *out)
{
  guint n = 0, r = cell / cols, c = cell % cols;

  if (r > 0)
    out[n++] = cell - cols;
  if (r + 1 < rows)
    out[n++] = cell + cols;
  if (c > 0)
    out[n++] = cell - 1;
  if (c + 1 < cols)
    out[n++] = cell + 1;
  return n;
}

/* `child` = `cells` (n) with the tile on `to` slid into the blank on
 * `blank`; returns the tile. */
static guint
slide_into (const guint8 *cells, guint n, guint blank, guint to, guint8 *child)
{
  guint tile = cells[to];

  memmove (child, cells, n);
  child[to] = cells[blank];
  child[blank] = tile;
  return tile;
}

static void
goal_board (guint n, guint8 *cells)
{
  for (guint i = 0; i < n; i++)
    cells[i] = i;
}

/* h from scratch, and the cache it fills. */
static guint
h_of (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  return h->init (h, cells, cache);
}

static QdSearchTilesHeuristic *
heuristic (guint rows, guint cols, guint blank_goal)
{
  g_autoptr(GError) error = NULL;
  QdSearchTilesHeuristic *h = qd_search_pdb_heuristic_new (rows, cols, blank_goal, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (h);
  g_assert_cmpuint (h->rows, ==, rows);
  g_assert_cmpuint (h->cols, ==, cols);
  g_assert_cmpuint (h->blank_goal, ==, blank_goal);
  return h;
}

/* --- ranking ---------------------------------------------------------------- */

static void
test_rank (void)
{
  guint64 seed = 37;

  /* 3 × 3, every k ≤ 6: unrank is a bijection onto the placements. */
  for (guint k = 1; k <= 6; k++)
    {
      guint64 entries = 1;

      for (guint i = 0; i < k; i++)
        entries *= 9 - i;
      for (guint64 r = 0; r < entries; r++)
        {
          guint8 pos[8];
          guint32 used = 0;

          qd_search_pdb_unrank (9, k, r, pos);
          for (guint i = 0; i < k; i++)
            {
              g_assert_cmpuint (pos[i], <, 9);
              g_assert_false (used & (1u << pos[i]));
              used |= 1u << pos[i];
            }
          g_assert_cmpuint (qd_search_pdb_rank (9, k, pos), ==, r);
        }
    }
  /* 4 × 4 and 5 × 5, random placements of up to 8 tiles. */
  for (guint trial = 0; trial < 20000; trial++)
    {
      guint n = trial % 2 ? 16 : 25, k = 1 + qd_random_below (&seed, 8);
      guint cells[25];
      guint8 pos[8], back[8];
      guint64 entries = 1, r;

      for (guint i = 0; i < n; i++)
        cells[i] = i;
      qd_random_shuffle (&seed, cells, n);
      for (guint i = 0; i < k; i++)
        {
          pos[i] = cells[i];
          entries *= n - i;
        }
      r = qd_search_pdb_rank (n, k, pos);
      g_assert_cmpuint (r, <, entries);
      qd_search_pdb_unrank (n, k, r, back);
      g_assert_cmpmem (pos, k, back, k);
    }
}

/* --- partitions --------------------------------------------------------------- */

static void
test_partitions (void)
{
  QdSearchPdbKey groups[QD_SEARCH_PDB_MAX_GROUPS], key;
  static const guint8 bad[] = { 1, 1 };
  g_autofree char *name = NULL;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint blank = 0; blank < sizes[s][0] * sizes[s][1]; blank++)
      {
        guint rows = sizes[s][0], cols = sizes[s][1], n = rows * cols;
        guint m = qd_search_pdb_partition (rows, cols, blank, groups);
        guint32 covered = 0;

        g_assert_cmpuint (m, >=, 2);
        g_assert_cmpuint (m, ==, qd_search_pdb_heuristic_n_tables (rows, cols, blank));
        for (guint g = 0; g < m; g++)
          {
            g_assert_cmpuint (groups[g].rows, ==, rows);
            g_assert_cmpuint (groups[g].blank_goal, ==, blank);
            g_assert_cmpuint (groups[g].k, <=, 6);
            for (guint i = 0; i < groups[g].k; i++)
              {
                g_assert_false (covered & (1u << groups[g].cells[i]));
                covered |= 1u << groups[g].cells[i];
                if (i > 0)
                  g_assert_cmpuint (groups[g].cells[i - 1], <, groups[g].cells[i]);
              }
          }
        /* Every tile in one group, the blank in none. */
        g_assert_cmpuint (covered, ==, ((1u << n) - 1) & ~(1u << blank));
        g_assert_true (qd_search_pdb_reflects (rows, cols, blank) ==
                       (rows == cols && blank / cols == blank % cols));
      }
  g_assert_cmpuint (qd_search_pdb_partition (2, 3, 0, groups), ==, 0);
  g_assert_cmpuint (qd_search_pdb_partition (6, 6, 0, groups), ==, 0);
  g_assert_cmpuint (qd_search_pdb_partition (3, 3, 9, groups), ==, 0);
  g_assert_false (qd_search_pdb_key_init (&key, 3, 3, 0, bad, 2));
  g_assert_false (qd_search_pdb_key_init (&key, 3, 3, 1, bad, 1));
  g_assert_true (qd_search_pdb_key_init (&key, 4, 4, 0, (const guint8[]) { 11, 7, 3, 1, 2, 6 }, 6));
  g_assert_cmpuint (qd_search_pdb_key_entries (&key), ==, 5765760);
  name = qd_search_pdb_file_name (&key);
  g_assert_cmpstr (name, ==, "tiles-4x4-b0-01020306070b.pdb");
}

/* --- the 8-puzzle: every state ------------------------------------------------- */

/* A board's index: the rank of the cells of tiles 0 … 7 (the ninth follows). */
static guint64
board_index (const guint8 *cells, guint n)
{
  guint8 pos[QD_SEARCH_PDB_MAX_CELLS];

  for (guint c = 0; c < n; c++)
    pos[cells[c]] = c;
  return qd_search_pdb_rank (n, n - 1, pos);
}

static void
board_of (guint64 index, guint n, guint8 *cells)
{
  guint8 pos[QD_SEARCH_PDB_MAX_CELLS];
  guint32 used = 0;

  qd_search_pdb_unrank (n, n - 1, index, pos);
  for (guint t = 0; t + 1 < n; t++)
    {
      cells[pos[t]] = t;
      used |= 1u << pos[t];
    }
  cells[__builtin_ctz (~used)] = n - 1;
}

/* Breadth-first distances of all 3 × 3 boards from the goal with the blank
 * on `blank_goal`; 0xff: unreachable. */
static guint8 *
eight_distances (guint blank_goal, guint64 *layers)
{
  guint8 *dist = g_malloc (362880);
  guint64 *queue = g_new (guint64, 181440);
  gsize head = 0, tail = 0;
  guint8 cells[9];

  memset (dist, 0xff, 362880);
  goal_board (9, cells);
  dist[board_index (cells, 9)] = 0;
  queue[tail++] = board_index (cells, 9);
  while (head < tail)
    {
      guint64 at = queue[head++];
      guint nb[4], m, blank = 0;

      board_of (at, 9, cells);
      while (cells[blank] != blank_goal)
        blank++;
      layers[dist[at]]++;
      m = neighbours (3, 3, blank, nb);
      for (guint i = 0; i < m; i++)
        {
          guint8 child[9];
          guint64 ci;

          slide_into (cells, 9, blank, nb[i], child);
          ci = board_index (child, 9);
          if (dist[ci] == 0xff)
            {
              dist[ci] = dist[at] + 1;
              queue[tail++] = ci;
            }
        }
    }
  g_assert_cmpuint (tail, ==, 181440);
  g_free (queue);
  return dist;
}

/* Every reachable 3 × 3 board: h ≤ the distance, h > 0 off the goal, the
 * update equal to the computation from scratch over every move. */
static void
check_eight (guint blank_goal)
{
  QdSearchTilesHeuristic *h = heuristic (3, 3, blank_goal);
  guint64 layers[40] = { 0 };
  g_autofree guint8 *dist = eight_distances (blank_goal, layers);
  guint64 sum_h = 0, sum_d = 0, jumps = 0;

  if (blank_goal == 0)
    for (guint d = 0; d < G_N_ELEMENTS (layers); d++)
      g_assert_cmpuint (layers[d], ==, d < G_N_ELEMENTS (eight_layers) ? eight_layers[d] : 0);
  for (guint64 i = 0; i < 362880; i++)
    {
      guint8 cells[9], cache[8], nb_cache[8], child_cache[8];
      guint hv, nb[4], m, blank = 0;

      if (dist[i] == 0xff)
        continue;
      board_of (i, 9, cells);
      while (cells[blank] != blank_goal)
        blank++;
      hv = h_of (h, cells, cache);
      g_assert_cmpuint (hv, <=, dist[i]);
      g_assert_true (hv > 0 || dist[i] == 0);
      sum_h += hv;
      sum_d += dist[i];
      m = neighbours (3, 3, blank, nb);
      for (guint j = 0; j < m; j++)
        {
          guint8 child[9];
          guint tile, hc, hu;

          tile = slide_into (cells, 9, blank, nb[j], child);
          memcpy (child_cache, cache, h->cache_bytes);
          hu = h->update (h, child, tile, nb[j], blank, child_cache, hv);
          hc = h_of (h, child, nb_cache);
          g_assert_cmpuint (hu, ==, hc);
          g_assert_cmpmem (child_cache, h->cache_bytes, nb_cache, h->cache_bytes);
          jumps += hc > hv + 1 || hv > hc + 1;
        }
    }
  /* Not consistent: a table keeps the least value over the blank's cells,
   * and one move may take the blank from a cell where the placement is
   * cheap to one where it is dear (the goal placement is 0, yet with the
   * blank shut in by the group's tiles it is not). */
  g_assert_cmpuint (jumps, >, 0);
  g_test_message ("3 × 3, blank goal %u: mean h %.2f, mean distance %.2f, %" G_GUINT64_FORMAT
                  " moves change h by more than 1", blank_goal, sum_h / 181440.0, sum_d / 181440.0, jumps);
  h->free (h);
}

/* A* with the pattern databases through the document's space (graph
 * search: states reached again at a lower g are reopened, which an
 * inconsistent heuristic needs) on seeded random boards: the BFS length. */
static void
check_eight_astar (void)
{
  guint64 layers[40] = { 0 }, seed = 8;
  g_autofree guint8 *dist = eight_distances (0, layers);

  for (guint trial = 0; trial < 300; trial++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GString) text = g_string_new (NULL);
      guint64 i;
      guint8 cells[9];
      QdSearchDoc *doc;
      QdSpace *space;
      QdSpaceOptions o;
      QdSpaceResult r;

      do
        i = qd_random_below64 (&seed, 362880);
      while (dist[i] == 0xff);
      board_of (i, 9, cells);
      for (guint c = 0; c < 9; c++)
        g_string_append_printf (text, "%u%c", cells[c], c % 3 == 2 ? '\n' : ' ');
      doc = qd_search_doc_parse (text->str, text->len, NULL, &error);
      g_assert_no_error (error);
      space = qd_search_doc_space (doc, QD_SEARCH_H_PDB, &error);
      g_assert_no_error (error);
      qd_space_options_init (&o);
      o.algorithm = QD_SPACE_ASTAR;
      g_assert_cmpint (qd_space_solve (space, qd_search_space_start (space), &o, &r), ==, QD_SPACE_SOLVED);
      g_assert_cmpuint (r.n_steps, ==, dist[i]);
      qd_space_result_clear (&r);
      qd_search_space_free (space);
      qd_search_doc_free (doc);
    }
}

static void
test_eight (void)
{
  check_eight_astar ();
  check_eight (0);
  check_eight (4);   /* the centre: on the diagonal, reflected */
  check_eight (5);   /* off the diagonal: no reflection */
}

/* --- the 15-puzzle near its goal ------------------------------------------------ */

static guint64
pack16 (const guint8 *cells)
{
  guint64 v = 0;

  for (guint i = 0; i < 16; i++)
    v |= (guint64) cells[i] << (4 * i);
  return v;
}

static void
unpack16 (guint64 v, guint8 *cells)
{
  for (guint i = 0; i < 16; i++)
    cells[i] = (v >> (4 * i)) & 15;
}

/* Every 4 × 4 board within 15 moves of the goal: h ≤ its distance. */
static void
test_fifteen_near_goal (void)
{
  QdSearchTilesHeuristic *h = heuristic (4, 4, 0);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GArray) layer = g_array_new (FALSE, FALSE, sizeof (guint64));
  guint8 cells[16];
  guint64 *key = g_new (guint64, 1);
  guint64 exact = 0;

  goal_board (16, cells);
  *key = pack16 (cells);
  g_hash_table_add (seen, key);
  g_array_append_val (layer, *key);
  for (guint d = 0; d < G_N_ELEMENTS (fifteen_layers); d++)
    {
      g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (guint64));

      g_assert_cmpuint (layer->len, ==, fifteen_layers[d]);
      for (guint i = 0; i < layer->len; i++)
        {
          guint8 cache[8];
          guint nb[4], m, blank = 0, hv;

          unpack16 (g_array_index (layer, guint64, i), cells);
          hv = h_of (h, cells, cache);
          g_assert_cmpuint (hv, <=, d);
          exact += hv == d;
          while (cells[blank] != 0)
            blank++;
          m = neighbours (4, 4, blank, nb);
          for (guint j = 0; j < m; j++)
            {
              guint8 child[16];
              guint64 v;

              slide_into (cells, 16, blank, nb[j], child);
              v = pack16 (child);
              if (!g_hash_table_contains (seen, &v))
                {
                  key = g_new (guint64, 1);
                  *key = v;
                  g_hash_table_add (seen, key);
                  g_array_append_val (next, v);
                }
            }
        }
      g_array_unref (layer);
      layer = g_steal_pointer (&next);
    }
  g_test_message ("4 × 4 within 15 moves: h exact on %" G_GUINT64_FORMAT " of %u boards", exact,
                  g_hash_table_size (seen) - layer->len);
  h->free (h);
}

/* --- every board size: random walks --------------------------------------------- */

/* A seeded walk of `moves` blank moves from the goal: at every step the
 * update equals the computation from scratch and h ≤ the moves made; on
 * boards that reflect, h of the board equals h of its mirror image. */
static void
walk (guint rows, guint cols, guint blank_goal, guint moves, guint64 seed)
{
  QdSearchTilesHeuristic *h = heuristic (rows, cols, blank_goal);
  guint n = rows * cols, blank = blank_goal, hv;
  gboolean reflects = qd_search_pdb_reflects (rows, cols, blank_goal);
  guint8 cells[QD_SEARCH_PDB_MAX_CELLS], cache[16], fresh[16];

  g_assert_cmpuint (h->cache_bytes, ==, qd_search_pdb_heuristic_n_tables (rows, cols, blank_goal) * (reflects ? 2 : 1));
  goal_board (n, cells);
  hv = h_of (h, cells, cache);
  g_assert_cmpuint (hv, ==, 0);
  for (guint step = 1; step <= moves; step++)
    {
      guint nb[4], m = neighbours (rows, cols, blank, nb), to = nb[qd_random_below (&seed, m)];
      guint tile = slide_into (cells, n, blank, to, cells);

      hv = h->update (h, cells, tile, to, blank, cache, hv);
      blank = to;
      g_assert_cmpuint (hv, ==, h_of (h, cells, fresh));
      g_assert_cmpmem (cache, h->cache_bytes, fresh, h->cache_bytes);
      g_assert_cmpuint (hv, <=, step);
      if (reflects)
        {
          guint8 mirror[QD_SEARCH_PDB_MAX_CELLS];

          for (guint c = 0; c < n; c++)
            mirror[(c % cols) * cols + c / cols] = (cells[c] % cols) * cols + cells[c] / cols;
          g_assert_cmpuint (h_of (h, mirror, fresh), ==, hv);
        }
    }
  h->free (h);
}

static void
test_walks (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      guint rows = sizes[s][0], cols = sizes[s][1];

      /* Boards of 20 and 25 cells build tables of 5 tiles on 20 cells or
       * six of 4 on 25: slow-mode only (once built they are cached). */
      if (rows * cols >= 20 && !g_test_slow ())
        continue;
      walk (rows, cols, 0, 3000, 1000 + s);
      /* the blank's goal bottom right; the 4 × 4 one has a test of its own */
      if (rows * cols < 16)
        walk (rows, cols, rows * cols - 1, 1000, 2000 + s);
    }
}

/* The 15-puzzle with its blank's goal bottom right: its three tables are
 * others than those of the blank in the corner (tests/search/meson.build
 * runs this path as a test of its own, search-pdb-b15, beside the rest:
 * each builds one set of 4 × 4 tables). */
static void
test_walks_fifteen_b15 (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    if (sizes[s][0] == 4 && sizes[s][1] == 4)
      walk (4, 4, 15, 1000, 2000 + s);
}

/* --- the cache --------------------------------------------------------------------- */

typedef struct {
  char *dir;
  QdSearchPdbKey key;
  char *path;
} Cache;

static void
cache_setup (Cache *c, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  c->dir = g_dir_make_tmp ("qd-pdb-XXXXXX", &error);
  g_assert_no_error (error);
  qd_search_pdb_set_cache_dir (c->dir);
  qd_search_pdb_registry_clear ();
  g_assert_true (qd_search_pdb_key_init (&c->key, 3, 3, 0, (const guint8[]) { 1, 2, 3, 4 }, 4));
  c->path = g_build_filename (c->dir, "tiles-3x3-b0-01020304.pdb", NULL);
}

static void
cache_teardown (Cache *c, gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (c->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (c->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (c->dir);
  qd_search_pdb_registry_clear ();
  qd_search_pdb_set_cache_dir (NULL);
  g_free (c->dir);
  g_free (c->path);
}

static QdSearchPdb *
get (const QdSearchPdbKey *key, QdSearchPdbSource expected)
{
  g_autoptr(GError) error = NULL;
  QdSearchPdbSource source;
  QdSearchPdb *pdb = qd_search_pdb_get (key, NULL, NULL, &source, &error);

  g_assert_no_error (error);
  g_assert_nonnull (pdb);
  g_assert_cmpint (source, ==, expected);
  return pdb;
}

static void
test_cache_round_trip (Cache *c, gconstpointer data)
{
  QdSearchPdb *built = get (&c->key, QD_SEARCH_PDB_BUILT), *shared, *loaded;
  g_autofree char *text = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (c->path, &text, &length, NULL));
  g_assert_cmpuint (length, ==, 64 + 3024);
  g_assert_cmpmem (text, 8, "QDPDB\r\n\x1a", 8);
  shared = get (&c->key, QD_SEARCH_PDB_SHARED);
  g_assert_true (shared == built);
  qd_search_pdb_registry_clear ();
  loaded = get (&c->key, QD_SEARCH_PDB_LOADED);
  g_assert_true (loaded != built);
  g_assert_cmpmem (qd_search_pdb_get_entries (loaded), 3024, qd_search_pdb_get_entries (built), 3024);
  g_assert_cmpint (qd_search_pdb_get_build_time (loaded), ==, qd_search_pdb_get_build_time (built));
  g_assert_cmpmem (text + 64, 3024, qd_search_pdb_get_entries (built), 3024);
  qd_search_pdb_unref (built);
  qd_search_pdb_unref (shared);
  qd_search_pdb_unref (loaded);
}

/* Each damage: the file is rebuilt with a warning and replaced. */
static void
test_cache_damage (Cache *c, gconstpointer data)
{
  enum { FLIP, TRUNCATE, VERSION, OTHER_KEY, GOAL, EMPTY, N_DAMAGES };
  QdSearchPdb *good = get (&c->key, QD_SEARCH_PDB_BUILT);
  g_autofree char *original = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (c->path, &original, &length, NULL));
  for (guint damage = 0; damage < N_DAMAGES; damage++)
    {
      g_autofree char *bad = g_memdup2 (original, length);
      g_autofree char *again = NULL;
      gsize bad_length = length, again_length;
      QdSearchPdb *rebuilt;

      switch (damage)
        {
        case FLIP: bad[64 + 1000] ^= 1; break;
        case TRUNCATE: bad_length = length - 1; break;
        case VERSION: bad[8] = 2; break;
        case OTHER_KEY: bad[16] = 5; break;   /* the first cell: still a valid checksum */
        case GOAL:
          /* The goal's entry (rank of 1 2 3 4 is 0·… — find it) set to 1, checksum fixed. */
          {
            guint64 r = qd_search_pdb_rank (9, 4, (const guint8[]) { 1, 2, 3, 4 }), h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

            bad[64 + r] = 1;
            for (gsize i = 64; i < length; i++)
              h = (h ^ (guint8) bad[i]) * G_GUINT64_CONSTANT (0x100000001b3);
            for (guint i = 0; i < 8; i++)
              bad[32 + i] = (char) (h >> (8 * i));
          }
          break;
        case EMPTY: bad_length = 0; break;
        }
      g_assert_true (g_file_set_contents (c->path, bad, bad_length, NULL));
      qd_search_pdb_registry_clear ();
      g_test_expect_message ("Quandary", G_LOG_LEVEL_WARNING, "*cached pattern database*damaged*");
      rebuilt = get (&c->key, QD_SEARCH_PDB_BUILT);
      g_test_assert_expected_messages ();
      g_assert_cmpmem (qd_search_pdb_get_entries (rebuilt), 3024, qd_search_pdb_get_entries (good), 3024);
      /* Replaced: the next process loads it. */
      g_assert_true (g_file_get_contents (c->path, &again, &again_length, NULL));
      g_assert_cmpuint (again_length, ==, length);
      g_assert_cmpmem (again + 64, length - 64, original + 64, length - 64);
      qd_search_pdb_unref (rebuilt);
    }
  qd_search_pdb_registry_clear ();
  qd_search_pdb_unref (get (&c->key, QD_SEARCH_PDB_LOADED));
  qd_search_pdb_unref (good);
}

/* A FIFO where a table should be: not opened (its open would wait for a
 * writer forever), built in silence, and replaced by the table's file. */
static void
test_cache_fifo (Cache *c, gconstpointer data)
{
  QdSearchPdb *pdb;
  GStatBuf st;

  g_assert_cmpint (mkfifo (c->path, 0600), ==, 0);
  pdb = get (&c->key, QD_SEARCH_PDB_BUILT);
  g_assert_cmpint (g_stat (c->path, &st), ==, 0);
  g_assert_true (S_ISREG (st.st_mode));
  qd_search_pdb_unref (pdb);
  qd_search_pdb_registry_clear ();
  qd_search_pdb_unref (get (&c->key, QD_SEARCH_PDB_LOADED));
}

/* A cache folder that cannot be made (its parent is a file, which stops
 * root too): the tables work from memory, with one warning. */
static void
test_cache_read_only (Cache *c, gconstpointer data)
{
  g_autofree char *file = g_build_filename (c->dir, "a-file", NULL);
  g_autofree char *dir = g_build_filename (file, "pdb", NULL);
  QdSearchPdbKey other;
  QdSearchPdb *a, *b;
  QdSearchTilesHeuristic *h;
  guint8 cells[9] = { 1, 2, 0, 3, 4, 5, 6, 7, 8 }, cache[4];

  g_assert_true (g_file_set_contents (file, "", 0, NULL));
  qd_search_pdb_set_cache_dir (dir);
  g_test_expect_message ("Quandary", G_LOG_LEVEL_WARNING, "*cannot be cached*kept in memory*");
  a = get (&c->key, QD_SEARCH_PDB_BUILT);
  g_test_assert_expected_messages ();
  g_assert_true (qd_search_pdb_key_init (&other, 3, 3, 0, (const guint8[]) { 5, 6, 7, 8 }, 4));
  b = get (&other, QD_SEARCH_PDB_BUILT);   /* no second warning (fatal-warnings would stop here) */
  h = heuristic (3, 3, 0);
  g_assert_cmpuint (h_of (h, cells, cache), ==, 2);
  h->free (h);
  qd_search_pdb_unref (a);
  qd_search_pdb_unref (b);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
}

static void
test_cache_stop (Cache *c, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  QdProgress progress = { 0 };
  gint stop = 1;
  QdSearchPdb *pdb;

  g_assert_null (qd_search_pdb_get (&c->key, &stop, &progress, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (g_file_test (c->path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_assert_null (qd_search_pdb_heuristic_new (3, 3, 0, &stop, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* Not left "being built": the next caller builds it. */
  memset (&progress, 0, sizeof progress);
  pdb = qd_search_pdb_get (&c->key, NULL, &progress, NULL, NULL);
  g_assert_nonnull (pdb);
  g_assert_cmpint (progress.total, ==, 3024 * 5);
  g_assert_cmpint (progress.done, ==, progress.total);
  qd_search_pdb_unref (pdb);
  g_clear_error (&error);
  g_assert_null (qd_search_pdb_heuristic_new (6, 6, 0, NULL, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
}

static gpointer
get_in_thread (gpointer data)
{
  QdSearchPdbSource source;
  QdSearchPdb *pdb = qd_search_pdb_get (data, NULL, NULL, &source, NULL);

  g_assert_true (source == QD_SEARCH_PDB_BUILT || source == QD_SEARCH_PDB_SHARED);
  return pdb;
}

/* Four threads ask for one key: built once, the same table for all. */
static void
test_cache_threads (Cache *c, gconstpointer data)
{
  QdSearchPdbKey key;
  GThread *threads[4];
  QdSearchPdb *got[4];

  g_assert_true (qd_search_pdb_key_init (&key, 3, 4, 0, (const guint8[]) { 1, 2, 3, 4, 5 }, 5));
  for (guint i = 0; i < 4; i++)
    threads[i] = g_thread_new ("pdb", get_in_thread, &key);
  for (guint i = 0; i < 4; i++)
    got[i] = g_thread_join (threads[i]);
  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (got[i] == got[0]);
      qd_search_pdb_unref (got[i]);
    }
}

/* --- Korf's shortest instances, through the engine --------------------------------- */

static void
test_korf (void)
{
  static const guint numbers[] = { 55, 16, 42, 79, 12 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) all = korf_read (g_test_get_filename (G_TEST_DIST, "data", "korf100.txt", NULL), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 100);
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      const Korf *k = &g_array_index (all, Korf, numbers[i] - 1);
      QdSpaceResult r;

      g_assert_cmpuint (k->number, ==, numbers[i]);
      g_assert_cmpuint (k->length, <=, 45);
      g_assert_true (korf_solve (k, &r, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (r.n_steps, ==, k->length);
      g_test_message ("Korf #%u: %u moves, %" G_GUINT64_FORMAT " generated", k->number, r.n_steps, r.generated);
      qd_space_result_clear (&r);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-pdb/rank", test_rank);
  g_test_add_func ("/search-pdb/partitions", test_partitions);
  g_test_add_func ("/search-pdb/eight", test_eight);
  g_test_add_func ("/search-pdb/fifteen-near-goal", test_fifteen_near_goal);
  g_test_add_func ("/search-pdb/walks", test_walks);
  g_test_add_func ("/search-pdb/walks-4x4-b15", test_walks_fifteen_b15);
  g_test_add_func ("/search-pdb/korf", test_korf);
  g_test_add ("/search-pdb/cache/round-trip", Cache, NULL, cache_setup, test_cache_round_trip, cache_teardown);
  g_test_add ("/search-pdb/cache/damage", Cache, NULL, cache_setup, test_cache_damage, cache_teardown);
  g_test_add ("/search-pdb/cache/fifo", Cache, NULL, cache_setup, test_cache_fifo, cache_teardown);
  g_test_add ("/search-pdb/cache/read-only", Cache, NULL, cache_setup, test_cache_read_only, cache_teardown);
  g_test_add ("/search-pdb/cache/stop", Cache, NULL, cache_setup, test_cache_stop, cache_teardown);
  g_test_add ("/search-pdb/cache/threads", Cache, NULL, cache_setup, test_cache_threads, cache_teardown);
  return g_test_run ();
}
