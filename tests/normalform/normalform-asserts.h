/* normalform-asserts.h — the assertions the normal-form unit tests share:
 * an exact fraction, and a player's mixture, as their text. */
#pragma once

#include "problems/normalform/qd-normalform-solve.h"

static inline void
assert_big (const QdBigRational *value, const char *expected)
{
  g_autofree char *text = qd_bigrational_to_string (value);

  g_assert_cmpstr (text, ==, expected);
}

static inline void
assert_big_mixture (const QdNormalform *game, guint player, const QdBigRational *weights, const char *expected)
{
  g_autofree char *text = qd_normalform_format_big_mixture (game, player, weights);

  g_assert_cmpstr (text, ==, expected);
}
