/* qd-mapcolor-gen-private.h — what the map generator's files share: the
 * PRNG, exact integer orientation, the stop flag.  Private to
 * qd-mapcolor-gen*.c. */
#pragma once

#include "qd-mapcolor-gen.h"

#include <gio/gio.h>

G_BEGIN_DECLS

/* Steps between two looks at the stop flag. */
#define QD_MAPCOLOR_GEN_STOP_EVERY 4096

/* xoshiro256** (Blackman and Vigna), seeded by qd_random_next. */
typedef struct {
  guint64 s[4];
} QdMapcolorGenRng;

static inline guint64
qd_mapcolor_gen_rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

static inline guint64
qd_mapcolor_gen_rng_next (QdMapcolorGenRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = qd_mapcolor_gen_rotl (s[1] * 5, 7) * 9, t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = qd_mapcolor_gen_rotl (s[3], 45);
  return result;
}

/* Uniform in [0, n), n >= 1 (Lemire's method with rejection). */
static inline guint32
qd_mapcolor_gen_rng_below (QdMapcolorGenRng *rng, guint32 n)
{
  guint64 m = (qd_mapcolor_gen_rng_next (rng) >> 32) * n;
  guint32 low = (guint32) m;

  if (low < n)
    {
      guint32 threshold = -n % n;

      while (low < threshold)
        {
          m = (qd_mapcolor_gen_rng_next (rng) >> 32) * n;
          low = (guint32) m;
        }
    }
  return (guint32) (m >> 32);
}

/* Exact for the generators' integer coordinates (below 2^20): twice the
 * signed area of abc, > 0 when counter-clockwise. */
static inline gint64
qd_mapcolor_gen_orient (gint64 ax, gint64 ay, gint64 bx, gint64 by, gint64 cx, gint64 cy)
{
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

static inline int
qd_mapcolor_gen_sign (gint64 v)
{
  return (v > 0) - (v < 0);
}

/* TRUE, with G_IO_ERROR_CANCELLED, when the stop flag is set. */
static inline gboolean
qd_mapcolor_gen_stopped (const gint *stop, GError **error)
{
  if (stop != NULL && g_atomic_int_get (stop))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "Map generation was stopped");
      return TRUE;
    }
  return FALSE;
}

static inline void
qd_mapcolor_gen_report (gint64 *progress, gint64 value)
{
  if (progress != NULL)
    __atomic_store_n (progress, value, __ATOMIC_RELAXED);
}

/* The points, for qd_mapcolor_gen_compare_points. */
typedef struct {
  const gint32 *px, *py;
} QdMapcolorGenPoints;

/* Orders point indices by x, then y; `points` is a QdMapcolorGenPoints. */
G_GNUC_INTERNAL int      qd_mapcolor_gen_compare_points (const void *a, const void *b, void *points);

/* The edges (pairs of point indices) of the two methods; FALSE when stopped. */
G_GNUC_INTERNAL gboolean qd_mapcolor_gen_segments (guint n, const gint32 *px, const gint32 *py,
                                                   QdMapcolorGenRng *rng, const gint *stop, gint64 *progress,
                                                   GArray *edges, GError **error);
G_GNUC_INTERNAL gboolean qd_mapcolor_gen_delaunay (guint n, const gint32 *px, const gint32 *py,
                                                   QdMapcolorGenRng *rng, const gint *stop, gint64 *progress,
                                                   GArray *edges, GError **error);

G_END_DECLS
