/* qd-search-pdb-private.h — what qd-search-pdb.c and its cache share. */
#pragma once

#include "qd-search-pdb.h"

G_BEGIN_DECLS

/* The weights of a ranking's digits: digit i (base n − i) weighs
 * mult[i] = (n−i−1)! / (n−k)!. */
typedef struct {
  guint n, k;
  guint32 mult[QD_SEARCH_PDB_MAX_K];
} QdSearchPdbRank;

struct _QdSearchPdb {
  gatomicrefcount ref;
  QdSearchPdbKey key;
  QdSearchPdbRank rank;
  guint64 n_entries;
  const guint8 *entries;
  guint8 *owned;           /* built: qd_big_alloc'd */
  GMappedFile *mapped;     /* loaded: the file (header, then the entries) */
  gint64 build_us;
};

void         qd_search_pdb_rank_init (QdSearchPdbRank *r, guint n, guint k);
QdSearchPdb *qd_search_pdb_new       (const QdSearchPdbKey *key);

/* The rank of k distinct positions (< n ≤ 32): digit i is the position less
 * the positions before it that are smaller (comparisons: without a popcount
 * instruction in the baseline x86-64, a mask and __builtin_popcount is a
 * call into libgcc, twice as slow here). */
static inline guint64
qd_search_pdb_rank_of (const QdSearchPdbRank *r, const guint8 *positions)
{
  guint64 rank = 0;

  for (guint i = 0; i < r->k; i++)
    {
      guint p = positions[i], below = 0;

      for (guint j = 0; j < i; j++)
        below += positions[j] < p;
      rank += (guint64) (p - below) * r->mult[i];
    }
  return rank;
}

G_END_DECLS
