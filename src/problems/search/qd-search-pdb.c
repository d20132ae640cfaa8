/* qd-search-pdb.c — pattern databases: partitions, ranking, the 0-1
 * breadth-first build, lookup, and the heuristic with its incremental update
 * (the cache is qd-search-pdb-cache.c).  Written from Korf and Felner 2002
 * ("Disjoint pattern database heuristics", AIJ 134) and Felner, Korf and
 * Hanan 2004 (JAIR 22, the reflection about the main diagonal).
 */
#include "config.h"

#include "qd-search-pdb-private.h"
#include "qd-search-tiles.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-alloc.h"

/* --- partitions ---------------------------------------------------------- */

/* Group sizes by board; the groups take the cells other than the blank's in
 * row-major order.  4 × 4 with the blank's goal top left has its own table
 * (below).  5 × 5 stops at groups of four: five or six tiles on 25 cells are
 * 6.4 M or 127.5 M placements, builds of minutes. */
static const struct {
  guint8 rows, cols, n_groups, sizes[QD_SEARCH_PDB_MAX_GROUPS];
} partition_sizes[] = {
  { 3, 3, 2, { 4, 4 } },
  { 3, 4, 2, { 6, 5 } },
  { 4, 3, 2, { 6, 5 } },
  { 3, 5, 3, { 5, 5, 4 } },
  { 5, 3, 3, { 5, 5, 4 } },
  { 4, 4, 3, { 6, 6, 3 } },
  { 4, 5, 4, { 5, 5, 5, 4 } },
  { 5, 4, 4, { 5, 5, 5, 4 } },
  { 5, 5, 6, { 4, 4, 4, 4, 4, 4 } },
};

/* 4 × 4, blank goal 0: 6-6-3 as Korf and Felner's figure, turned to our
 * goal (the blank top left): the bottom row's first three tiles, then the
 * two 6-tile blocks of the left and the right.  Measured on Korf's #1–20
 * (IDA*, generated nodes, with the reflection): 14.6 M; the row blocks
 * {1 2 3} {4 5 8 9 12 13} {6 7 10 11 14 15}: 23.7 M (82.5 M without the
 * reflection); the partition closed under the reflection {1 2 3 6 7 11}
 * {4 8 9 12 13 14} {5 10 15}: 217 M — its reflected lookup reads each group's
 * mirror group, which gives exactly the same sum, so the reflection cannot
 * help it. */
static const guint8 fifteen_groups[3][6] = {
  { 1, 2, 4, 5, 8, 9 },
  { 3, 6, 7, 10, 11, 15 },
  { 12, 13, 14 },
};
static const guint8 fifteen_sizes[3] = { 6, 6, 3 };

gboolean
qd_search_pdb_key_init (QdSearchPdbKey *key, guint rows, guint cols, guint blank_goal,
                        const guint8 *cells, guint k)
{
  guint n = rows * cols;
  guint32 seen = 0;

  memset (key, 0xff, sizeof *key);
  if (rows < 3 || cols < 3 || rows > 5 || cols > 5 || blank_goal >= n || k == 0 || k > QD_SEARCH_PDB_MAX_K)
    return FALSE;
  for (guint i = 0; i < k; i++)
    {
      if (cells[i] >= n || cells[i] == blank_goal || (seen & (1u << cells[i])) != 0)
        return FALSE;
      seen |= 1u << cells[i];
    }
  key->rows = rows;
  key->cols = cols;
  key->blank_goal = blank_goal;
  key->k = k;
  for (guint c = 0, i = 0; c < n; c++)
    if (seen & (1u << c))
      key->cells[i++] = c;
  return TRUE;
}

guint
qd_search_pdb_partition (guint rows, guint cols, guint blank_goal, QdSearchPdbKey *groups)
{
  guint8 order[QD_SEARCH_PDB_MAX_CELLS];
  guint n = rows * cols, m = 0, next = 0;

  if (rows < 3 || cols < 3 || rows > 5 || cols > 5 || blank_goal >= n)
    return 0;
  if (rows == 4 && cols == 4 && blank_goal == 0)
    {
      for (guint g = 0; g < 3; g++)
        qd_search_pdb_key_init (&groups[g], 4, 4, 0, fifteen_groups[g], fifteen_sizes[g]);
      return 3;
    }
  for (guint c = 0; c < n; c++)
    if (c != blank_goal)
      order[m++] = c;
  for (guint i = 0; i < G_N_ELEMENTS (partition_sizes); i++)
    if (partition_sizes[i].rows == rows && partition_sizes[i].cols == cols)
      {
        for (guint g = 0; g < partition_sizes[i].n_groups; g++)
          {
            qd_search_pdb_key_init (&groups[g], rows, cols, blank_goal, order + next,
                                    partition_sizes[i].sizes[g]);
            next += partition_sizes[i].sizes[g];
          }
        g_assert (next == m);
        return partition_sizes[i].n_groups;
      }
  return 0;
}

guint
qd_search_pdb_heuristic_n_tables (guint rows, guint cols, guint blank_goal)
{
  QdSearchPdbKey groups[QD_SEARCH_PDB_MAX_GROUPS];

  return qd_search_pdb_partition (rows, cols, blank_goal, groups);
}

guint64
qd_search_pdb_key_entries (const QdSearchPdbKey *key)
{
  guint64 e = 1;
  guint n = key->rows * key->cols;

  for (guint i = 0; i < key->k; i++)
    e *= n - i;
  return e;
}

gboolean
qd_search_pdb_reflects (guint rows, guint cols, guint blank_goal)
{
  return rows == cols && blank_goal / cols == blank_goal % cols;
}

/* --- ranking ------------------------------------------------------------- */

void
qd_search_pdb_rank_init (QdSearchPdbRank *r, guint n, guint k)
{
  g_assert (n <= 32 && k <= n && k <= QD_SEARCH_PDB_MAX_K);
  r->n = n;
  r->k = k;
  /* mult[i] = (n−i−1)! / (n−k)!: the weight of digit i, whose base is n − i. */
  for (guint i = k; i-- > 0;)
    r->mult[i] = i + 1 == k ? 1 : r->mult[i + 1] * (n - i - 1);
}

guint64
qd_search_pdb_rank (guint n, guint k, const guint8 *positions)
{
  QdSearchPdbRank r;

  qd_search_pdb_rank_init (&r, n, k);
  return qd_search_pdb_rank_of (&r, positions);
}

void
qd_search_pdb_unrank (guint n, guint k, guint64 rank, guint8 *positions)
{
  QdSearchPdbRank r;
  guint32 used = 0;

  qd_search_pdb_rank_init (&r, n, k);
  for (guint i = 0; i < k; i++)
    {
      guint d = (guint) (rank / r.mult[i]);

      rank %= r.mult[i];
      /* The d-th cell not yet used. */
      for (guint c = 0;; c++)
        if ((used & (1u << c)) == 0 && d-- == 0)
          {
            positions[i] = c;
            used |= 1u << c;
            break;
          }
    }
}

/* --- the table ----------------------------------------------------------- */

QdSearchPdb *
qd_search_pdb_new (const QdSearchPdbKey *key)
{
  QdSearchPdb *pdb = g_new0 (QdSearchPdb, 1);

  g_ref_count_init (&pdb->ref);
  pdb->key = *key;
  pdb->n_entries = qd_search_pdb_key_entries (key);
  qd_search_pdb_rank_init (&pdb->rank, key->rows * key->cols, key->k);
  return pdb;
}

QdSearchPdb *
qd_search_pdb_ref (QdSearchPdb *pdb)
{
  g_ref_count_inc (&pdb->ref);
  return pdb;
}

void
qd_search_pdb_unref (QdSearchPdb *pdb)
{
  if (pdb == NULL || !g_ref_count_dec (&pdb->ref))
    return;
  if (pdb->mapped != NULL)
    g_mapped_file_unref (pdb->mapped);
  else
    qd_big_free (pdb->owned);
  g_free (pdb);
}

const guint8 *
qd_search_pdb_get_entries (const QdSearchPdb *pdb)
{
  return pdb->entries;
}

gint64
qd_search_pdb_get_build_time (const QdSearchPdb *pdb)
{
  return pdb->build_us;
}

guint
qd_search_pdb_lookup (const QdSearchPdb *pdb, const guint8 *positions)
{
  return pdb->entries[qd_search_pdb_rank_of (&pdb->rank, positions)];
}

/* --- the 0-1 breadth-first build ------------------------------------------ */

/* A queue entry: the k positions and the blank's cell, 5 bits each. */
typedef struct {
  guint64 *items;
  gsize len, cap;
} Queue;

static inline void
queue_push (Queue *q, guint64 item)
{
  if (G_UNLIKELY (q->len == q->cap))
    {
      q->cap = MAX (q->cap * 2, 1 << 16);
      q->items = g_renew (guint64, q->items, q->cap);
    }
  q->items[q->len++] = item;
}

static inline guint64
pack (const guint8 *positions, guint k, guint blank)
{
  guint64 item = blank;

  for (guint i = 0; i < k; i++)
    item |= (guint64) positions[i] << (5 * (i + 1));
  return item;
}

typedef struct {
  const QdSearchPdbKey *key;
  QdSearchPdbRank rank;
  guint n, k;
  guint8 neighbours[QD_SEARCH_PDB_MAX_CELLS][5];   /* up to 4, ended by 0xff */
  guint8 *dist;                                    /* entries × n, 0xff unseen */
  const gint *stop;
  QdProgress *progress;
  guint64 settled, reported;
} Build;

/* Settles a batch of entries of layer d: a state still at d (an entry of
 * `next` that a 0-cost move reached since, at d − 1, was settled then) has
 * its 0-cost moves (another tile into the blank) put in `cur` and its 1-cost
 * moves (a group tile) in `next`.  In three passes, so that the table's
 * bytes, read at random, are fetched many at a time: the entries' bytes,
 * then the children's.  Returns how many states were settled. */
#define BATCH 64

static guint
settle_batch (Build *b, const guint64 *items, guint count, guint d, Queue *cur, Queue *next)
{
  guint8 pos[BATCH][QD_SEARCH_PDB_MAX_K];
  guint64 rows[BATCH], child_index[BATCH * 4], child_item[BATCH * 4];
  guint n = b->n, k = b->k, n_children = 0, settled = 0;

  for (guint i = 0; i < count; i++)
    {
      for (guint t = 0; t < k; t++)
        pos[i][t] = (items[i] >> (5 * (t + 1))) & 31;
      rows[i] = qd_search_pdb_rank_of (&b->rank, pos[i]) * n;
      __builtin_prefetch (&b->dist[rows[i] + (items[i] & 31)]);
    }
  for (guint i = 0; i < count; i++)
    {
      guint8 tile_at[QD_SEARCH_PDB_MAX_CELLS];
      guint blank = items[i] & 31;

      if (b->dist[rows[i] + blank] != d)
        continue;
      settled++;
      memset (tile_at, 0xff, n);
      for (guint t = 0; t < k; t++)
        tile_at[pos[i][t]] = t;
      for (const guint8 *nb = b->neighbours[blank]; *nb != 0xff; nb++)
        {
          guint j = tile_at[*nb];

          if (j == 0xff)
            {
              guint8 *e = &b->dist[rows[i] + *nb];   /* the same row: in the cache */

              if (*e > d)
                {
                  *e = d;
                  queue_push (cur, (items[i] & ~(guint64) 31) | *nb);
                }
            }
          else
            {
              guint8 moved[QD_SEARCH_PDB_MAX_K];

              memcpy (moved, pos[i], k);
              moved[j] = blank;
              child_index[n_children] = qd_search_pdb_rank_of (&b->rank, moved) * n + *nb;
              child_item[n_children] = pack (moved, k, *nb);
              __builtin_prefetch (&b->dist[child_index[n_children]], 1);
              n_children++;
            }
        }
    }
  for (guint c = 0; c < n_children; c++)
    {
      guint8 *e = &b->dist[child_index[c]];

      if (*e == 0xff)
        {
          *e = d + 1;
          queue_push (next, child_item[c]);
        }
    }
  return settled;
}

static gboolean
build_check (Build *b, GError **error)
{
  if (b->progress != NULL)
    qd_progress_add (&b->progress->done, (gint64) (b->settled - b->reported));
  b->reported = b->settled;
  if (b->stop != NULL && g_atomic_int_get (b->stop) != 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
build_search (Build *b, GError **error)
{
  Queue cur = { 0 }, next = { 0 };
  guint8 goal[QD_SEARCH_PDB_MAX_K];
  gboolean ok = TRUE;

  memcpy (goal, b->key->cells, b->k);
  b->dist[qd_search_pdb_rank_of (&b->rank, goal) * b->n + b->key->blank_goal] = 0;
  queue_push (&cur, pack (goal, b->k, b->key->blank_goal));
  for (guint d = 0; ok && cur.len > 0; d++)
    {
      if (d >= 254)
        g_error ("qd_search_pdb_build: a distance above 254");
      /* `cur` grows while it is read (the 0-cost moves): batches are
       * copied out before they are settled. */
      for (gsize i = 0, count; i < cur.len; i += count)
        {
          guint64 batch[BATCH];
          guint64 before = b->settled;

          count = MIN (cur.len - i, BATCH);

          memcpy (batch, cur.items + i, count * sizeof *batch);
          b->settled += settle_batch (b, batch, count, d, &cur, &next);
          if ((b->settled >> 16) != (before >> 16) && !build_check (b, error))
            {
              ok = FALSE;
              break;
            }
        }
      cur.len = 0;
      { Queue t = cur; cur = next; next = t; }
    }
  g_free (cur.items);
  g_free (next.items);
  return ok && build_check (b, error);
}

QdSearchPdb *
qd_search_pdb_build (const QdSearchPdbKey *key, const gint *stop, QdProgress *progress, GError **error)
{
  gint64 t0 = g_get_monotonic_time ();
  guint rows = key->rows, cols = key->cols, n = rows * cols;
  guint64 entries = qd_search_pdb_key_entries (key);
  QdSearchPdb *pdb;
  Build b = { .key = key, .n = n, .k = key->k, .stop = stop, .progress = progress };
  guint8 *table;

  qd_search_pdb_rank_init (&b.rank, n, key->k);
  for (guint c = 0; c < n; c++)
    {
      guint m = 0, r = c / cols, col = c % cols;

      if (r > 0)
        b.neighbours[c][m++] = c - cols;
      if (r + 1 < rows)
        b.neighbours[c][m++] = c + cols;
      if (col > 0)
        b.neighbours[c][m++] = c - 1;
      if (col + 1 < cols)
        b.neighbours[c][m++] = c + 1;
      b.neighbours[c][m] = 0xff;
    }
  if (progress != NULL)
    qd_progress_add (&progress->total, (gint64) (entries * (n - key->k)));
  b.dist = qd_big_alloc (entries * n, FALSE);
  memset (b.dist, 0xff, entries * n);
  if (!build_search (&b, error))
    {
      qd_big_free (b.dist);
      return NULL;
    }
  /* A placement's value: its least distance over the blank's cells. */
  table = qd_big_alloc (entries, FALSE);
  for (guint64 r = 0; r < entries; r++)
    {
      const guint8 *row = b.dist + r * n;
      guint8 best = 0xff;

      for (guint c = 0; c < n; c++)
        best = MIN (best, row[c]);
      table[r] = best;
    }
  qd_big_free (b.dist);
  if (progress != NULL && b.settled < entries * (n - key->k))
    qd_progress_add (&progress->done, (gint64) (entries * (n - key->k) - b.settled));
  pdb = qd_search_pdb_new (key);
  pdb->owned = table;
  pdb->entries = pdb->owned;
  pdb->build_us = g_get_monotonic_time () - t0;
  return pdb;
}

/* --- the heuristic --------------------------------------------------------- */

typedef struct {
  QdSearchTilesHeuristic base;
  guint n, n_groups;
  gboolean reflect;
  QdSearchPdb *pdbs[QD_SEARCH_PDB_MAX_GROUPS];
  guint8 group_of[QD_SEARCH_PDB_MAX_CELLS];   /* tile label → its group; 0xff the blank */
  guint8 slot_of[QD_SEARCH_PDB_MAX_CELLS];    /* tile label → its index in the group */
  guint8 mirror[QD_SEARCH_PDB_MAX_CELLS];     /* cell (and label) r·C+c → c·C+r */
} PdbHeuristic;

static inline guint
sum_of (const PdbHeuristic *p, const guint8 *cache)
{
  guint h = 0, hr = 0;

  for (guint g = 0; g < p->n_groups; g++)
    h += cache[g];
  if (!p->reflect)
    return h;
  for (guint g = 0; g < p->n_groups; g++)
    hr += cache[p->n_groups + g];
  return MAX (h, hr);
}

static guint
pdb_init (const QdSearchTilesHeuristic *h, const guint8 *cells, guint8 *cache)
{
  const PdbHeuristic *p = (const PdbHeuristic *) h;
  guint8 pos[QD_SEARCH_PDB_MAX_GROUPS][QD_SEARCH_PDB_MAX_K];

  for (guint c = 0; c < p->n; c++)
    if (p->group_of[cells[c]] != 0xff)
      pos[p->group_of[cells[c]]][p->slot_of[cells[c]]] = c;
  for (guint g = 0; g < p->n_groups; g++)
    cache[g] = qd_search_pdb_lookup (p->pdbs[g], pos[g]);
  if (p->reflect)
    {
      /* On the reflected board the tile mirror[t] stands on mirror[c]. */
      for (guint c = 0; c < p->n; c++)
        {
          guint t = p->mirror[cells[c]];

          if (p->group_of[t] != 0xff)
            pos[p->group_of[t]][p->slot_of[t]] = p->mirror[c];
        }
      for (guint g = 0; g < p->n_groups; g++)
        cache[p->n_groups + g] = qd_search_pdb_lookup (p->pdbs[g], pos[g]);
    }
  return sum_of (p, cache);
}

/* One tile moved: its group's value on the board, and the value of its
 * mirror image's group on the reflected board. */
static guint
pdb_update (const QdSearchTilesHeuristic *h, const guint8 *cells, guint tile, guint from, guint to,
            guint8 *cache, guint h_parent)
{
  const PdbHeuristic *p = (const PdbHeuristic *) h;
  guint8 pos[QD_SEARCH_PDB_MAX_K] = { 0 }, rpos[QD_SEARCH_PDB_MAX_K] = { 0 };
  guint g = p->group_of[tile], rg = p->reflect ? p->group_of[p->mirror[tile]] : 0xff;

  for (guint c = 0; c < p->n; c++)
    {
      guint t = cells[c], rt = p->mirror[t];

      if (p->group_of[t] == g)
        pos[p->slot_of[t]] = c;
      if (p->group_of[rt] == rg)
        rpos[p->slot_of[rt]] = p->mirror[c];
    }
  cache[g] = qd_search_pdb_lookup (p->pdbs[g], pos);
  if (rg != 0xff)
    cache[p->n_groups + rg] = qd_search_pdb_lookup (p->pdbs[rg], rpos);
  return sum_of (p, cache);
}

static void
pdb_free (QdSearchTilesHeuristic *h)
{
  PdbHeuristic *p = (PdbHeuristic *) h;

  for (guint g = 0; g < p->n_groups; g++)
    qd_search_pdb_unref (p->pdbs[g]);
  g_free (p);
}

QdSearchTilesHeuristic *
qd_search_pdb_heuristic_new (guint rows, guint cols, guint blank_goal, const gint *stop,
                             QdProgress *progress, GError **error)
{
  QdSearchPdbKey groups[QD_SEARCH_PDB_MAX_GROUPS];
  guint n_groups = qd_search_pdb_partition (rows, cols, blank_goal, groups);
  PdbHeuristic *p;

  if (n_groups == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("No pattern databases for a %u × %u board"), rows, cols);
      return NULL;
    }
  p = g_new0 (PdbHeuristic, 1);
  p->n = rows * cols;
  p->n_groups = n_groups;
  p->reflect = qd_search_pdb_reflects (rows, cols, blank_goal);
  memset (p->group_of, 0xff, sizeof p->group_of);
  for (guint c = 0; c < p->n; c++)
    p->mirror[c] = p->reflect ? (c % cols) * cols + c / cols : c;
  for (guint g = 0; g < n_groups; g++)
    for (guint i = 0; i < groups[g].k; i++)
      {
        p->group_of[groups[g].cells[i]] = g;
        p->slot_of[groups[g].cells[i]] = i;
      }
  p->base.cache_bytes = n_groups * (p->reflect ? 2 : 1);
  p->base.init = pdb_init;
  p->base.update = pdb_update;
  p->base.free = pdb_free;
  p->base.rows = rows;
  p->base.cols = cols;
  p->base.blank_goal = blank_goal;
  p->base.data = p;
  for (guint g = 0; g < n_groups; g++)
    {
      p->pdbs[g] = qd_search_pdb_get (&groups[g], stop, progress, NULL, error);
      if (p->pdbs[g] == NULL)
        {
          p->n_groups = g;
          pdb_free (&p->base);
          return NULL;
        }
      if (progress != NULL)
        qd_progress_set (&progress->value, g + 1);
    }
  return &p->base;
}
