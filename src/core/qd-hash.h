/* qd-hash.h — the 32-bit hash of a run of ids that the open-addressed
 * tables of terms and facts share (the GDL store and its compiled
 * evaluation's relations, first-order logic's terms): each id folded in
 * with FNV's prime and a shift, then MurmurHash3's finaliser, so that
 * sequential ids spread over the table's low bits, which linear probing
 * reads, rather than falling in runs. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `h`'s bits mixed (MurmurHash3's finaliser): each low bit depends on all. */
static inline guint32
qd_hash_mix32 (guint32 h)
{
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

/* The hash of `n` ids from the seed `h`. */
static inline guint32
qd_hash_ids32 (guint32 h, const guint32 *ids, guint n)
{
  for (guint i = 0; i < n; i++)
    h = (h ^ ids[i]) * 0x01000193u + (h >> 15);
  return qd_hash_mix32 (h);
}

G_END_DECLS
