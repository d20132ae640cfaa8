/* qd-random-private.h — SplitMix64, the seeded generator of local search:
 * the same run for a seed on every machine.  Private to src/core. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

static inline guint64
splitmix_next (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n >= 1), by rejection. */
static inline guint64
splitmix_below64 (guint64 *state, guint64 n)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % n;
  guint64 r;

  do
    r = splitmix_next (state);
  while (r >= limit);
  return r % n;
}

static inline guint
splitmix_below (guint64 *state, guint n)
{
  return (guint) splitmix_below64 (state, n);
}

/* Uniform in [0, 1). */
static inline double
splitmix_double (guint64 *state)
{
  return (splitmix_next (state) >> 11) * (1.0 / 9007199254740992.0);
}

G_END_DECLS
