/* qd-random.h — the seeded generator of every search and generator:
 * SplitMix64 (Steele, Lea and Flood, 2014).  Its state is one guint64, set
 * to the seed; the same seed gives the same numbers on every machine, which
 * is what makes a seeded run reproducible.  Inline: the searches draw in
 * their inner loops. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The step the state advances by on each draw (2^64 over the golden ratio). */
#define QD_RANDOM_GAMMA G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)

/* SplitMix64's output function: a bijective scramble of z, so that inputs
 * differing in one bit give unrelated outputs.  For keys and hashes that are
 * a function of their inputs alone (Zobrist keys, per-move seeds). */
static inline guint64
qd_random_finalise (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* The next 64 random bits. */
static inline guint64
qd_random_next (guint64 *state)
{
  return qd_random_finalise (*state += QD_RANDOM_GAMMA);
}

/* A hash of x: the draw of a generator whose state is x.  For seeds derived
 * from other seeds, each a function of its inputs alone. */
static inline guint64
qd_random_mix (guint64 x)
{
  return qd_random_next (&x);
}

/* Uniform in 0 .. n-1 (n >= 1), without bias: a draw in the last, partial
 * run of n values is drawn again. */
static inline guint64
qd_random_below64 (guint64 *state, guint64 n)
{
  guint64 limit = G_MAXUINT64 - G_MAXUINT64 % n;
  guint64 r;

  do
    r = qd_random_next (state);
  while (r >= limit);
  return r % n;
}

static inline guint
qd_random_below (guint64 *state, guint n)
{
  return (guint) qd_random_below64 (state, n);
}

/* Uniform in [0, 1), from the top 53 bits. */
static inline double
qd_random_double (guint64 *state)
{
  return (qd_random_next (state) >> 11) * (1.0 / 9007199254740992.0);
}

/* A uniformly random order of items (Fisher–Yates, from the end). */
static inline void
qd_random_shuffle (guint64 *state, guint *items, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = qd_random_below (state, i);
      guint t = items[i - 1];

      items[i - 1] = items[j];
      items[j] = t;
    }
}

G_END_DECLS
