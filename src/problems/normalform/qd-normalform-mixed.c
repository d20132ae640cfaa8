/* qd-normalform-mixed.c — the mixed Nash equilibria of a two-player game by
 * support enumeration, in exact fractions.
 *
 * For supports I (rows) and J (columns) of the same size k, the second
 * player's y on J makes the first indifferent on I (A y equal to v on I, Σy
 * = 1) and the first's x on I makes the second indifferent on J; the pair is
 * an equilibrium when x, y ≥ 0 and no row outside I pays more than v against
 * y, no column outside J more than u against x.  The systems are (k+1) ×
 * (k+1) and solved in scratch space made once (no allocation per pair). */
#include "config.h"
#include "qd-normalform-solve.h"

#include <glib/gi18n.h>

typedef struct {
  const QdNormalform *game;
  guint n1, n2;
  QdRational *a, *b;            /* n1 × n2 payoffs of each player */
  QdRational *system;           /* (k+1) × (k+2) scratch */
  QdRational *solution;         /* k+1 */
  QdRational *x, *y;            /* n1, n2 */
  gboolean overflow;
} Search;

static QdRational
entry (const QdRational *m, const Search *s, guint i, guint j)
{
  return m[(gsize) i * s->n2 + j];
}

/* Solves for the mixture on `own` (k of the `mover`'s strategies) that
 * makes the other player indifferent on `other` (k of its own): fills x
 * (mover 0) or y (mover 1) and *level, the other's payoff.  FALSE when the
 * system is singular or a weight is negative. */
static gboolean
indifference (Search *s, guint mover, const guint *own, const guint *other, guint k, QdRational *level)
{
  const QdRational *m = mover == 0 ? s->b : s->a;
  QdRational *weights = mover == 0 ? s->x : s->y;
  guint w = k + 2, n = mover == 0 ? s->n1 : s->n2;

  for (guint r = 0; r < k; r++)
    {
      for (guint c = 0; c < k; c++)
        s->system[r * w + c] = mover == 0 ? entry (m, s, own[c], other[r]) : entry (m, s, other[r], own[c]);
      s->system[r * w + k] = qd_rational_int (-1);
      s->system[r * w + k + 1] = QD_RATIONAL_ZERO;
    }
  for (guint c = 0; c < k; c++)
    s->system[k * w + c] = QD_RATIONAL_ONE;
  s->system[k * w + k] = QD_RATIONAL_ZERO;
  s->system[k * w + k + 1] = QD_RATIONAL_ONE;
  if (!qd_rational_solve (s->system, k + 1, s->solution, &s->overflow))
    return FALSE;
  for (guint c = 0; c < n; c++)
    weights[c] = QD_RATIONAL_ZERO;
  for (guint c = 0; c < k; c++)
    {
      if (qd_rational_sign (s->solution[c]) < 0)
        return FALSE;
      weights[own[c]] = s->solution[c];
    }
  *level = s->solution[k];
  return TRUE;
}

/* The other player's payoff from its strategy `t` against the mover's
 * weights. */
static QdRational
payoff_against (Search *s, guint mover, guint t)
{
  QdRational total = QD_RATIONAL_ZERO;

  if (mover == 0)
    for (guint i = 0; i < s->n1; i++)
      total = qd_rational_add_mul (total, s->x[i], entry (s->b, s, i, t), &s->overflow);
  else
    for (guint j = 0; j < s->n2; j++)
      total = qd_rational_add_mul (total, s->y[j], entry (s->a, s, t, j), &s->overflow);
  return total;
}

/* How many of the other player's strategies earn `level` against the
 * mover's weights; FALSE when one earns more. */
static gboolean
best_responses (Search *s, guint mover, QdRational level, guint *count)
{
  guint n = mover == 0 ? s->n2 : s->n1;

  *count = 0;
  for (guint t = 0; t < n; t++)
    {
      int cmp = qd_rational_cmp (payoff_against (s, mover, t), level);

      if (cmp > 0)
        return FALSE;
      *count += cmp == 0;
    }
  return TRUE;
}

static gboolean
same_equilibrium (const QdNormalformEquilibrium *e, const Search *s)
{
  for (guint i = 0; i < s->n1; i++)
    if (!qd_rational_equal (e->x[i], s->x[i]))
      return FALSE;
  for (guint j = 0; j < s->n2; j++)
    if (!qd_rational_equal (e->y[j], s->y[j]))
      return FALSE;
  return TRUE;
}

static void
note_degenerate (QdNormalformMixed *result, const QdNormalform *game, guint player, guint count, guint k)
{
  if (result->degenerate)
    return;
  result->degenerate = TRUE;
  result->degenerate_why =
    g_strdup_printf (_("%s has %u best responses to a strategy of %s that mixes %u"),
                     game->players[1 - player].name, count, game->players[player].name, k);
}

/* A pure strategy with more than one pure best response makes the game
 * degenerate too (supports of size 1), equilibrium or not. */
static void
check_pure_degenerate (Search *s, QdNormalformMixed *result)
{
  guint count;

  for (guint mover = 0; mover < 2; mover++)
    for (guint t = 0; t < (mover == 0 ? s->n1 : s->n2); t++)
      {
        QdRational *weights = mover == 0 ? s->x : s->y, best;
        guint n = mover == 0 ? s->n2 : s->n1;

        for (guint c = 0; c < (mover == 0 ? s->n1 : s->n2); c++)
          weights[c] = c == t ? QD_RATIONAL_ONE : QD_RATIONAL_ZERO;
        best = payoff_against (s, mover, 0);
        for (guint r = 1; r < n; r++)
          if (qd_rational_cmp (payoff_against (s, mover, r), best) > 0)
            best = payoff_against (s, mover, r);
        best_responses (s, mover, best, &count);
        if (count > 1)
          note_degenerate (result, s->game, mover, count, 1);
      }
}

/* The pair of supports (rows, cols), k each: an equilibrium added when it is one. */
static void
try_supports (Search *s, QdNormalformMixed *result, const guint *rows, const guint *cols, guint k)
{
  QdRational v, u;
  guint count1, count2;
  QdNormalformEquilibrium *e;

  result->supports++;
  if (!indifference (s, 1, cols, rows, k, &v) || !indifference (s, 0, rows, cols, k, &u))
    return;
  if (!best_responses (s, 1, v, &count1) || !best_responses (s, 0, u, &count2) || s->overflow)
    return;
  if (count1 > k)
    note_degenerate (result, s->game, 1, count1, k);
  if (count2 > k)
    note_degenerate (result, s->game, 0, count2, k);
  for (guint i = 0; i < result->equilibria->len; i++)
    if (same_equilibrium (result->equilibria->pdata[i], s))
      return;
  e = g_new (QdNormalformEquilibrium, 1);
  e->x = g_memdup2 (s->x, sizeof (QdRational) * s->n1);
  e->y = g_memdup2 (s->y, sizeof (QdRational) * s->n2);
  e->u1 = v;
  e->u2 = u;
  g_ptr_array_add (result->equilibria, e);
}

/* The next k-subset of 0 … n-1 in lexicographic order; FALSE after the last. */
static gboolean
next_subset (guint *set, guint k, guint n)
{
  gint i = (gint) k - 1;

  while (i >= 0 && set[i] == n - k + (guint) i)
    i--;
  if (i < 0)
    return FALSE;
  set[i]++;
  for (guint j = (guint) i + 1; j < k; j++)
    set[j] = set[j - 1] + 1;
  return TRUE;
}

static void
first_subset (guint *set, guint k)
{
  for (guint i = 0; i < k; i++)
    set[i] = i;
}

static void
equilibrium_free (gpointer data)
{
  QdNormalformEquilibrium *e = data;

  g_free (e->x);
  g_free (e->y);
  g_free (e);
}

static void
search_init (Search *s, const QdNormalform *game)
{
  guint k = MIN (game->players[0].n_strategies, game->players[1].n_strategies);

  s->game = game;
  s->n1 = game->players[0].n_strategies;
  s->n2 = game->players[1].n_strategies;
  s->a = g_new (QdRational, (gsize) s->n1 * s->n2);
  s->b = g_new (QdRational, (gsize) s->n1 * s->n2);
  for (guint k2 = 0; k2 < game->n_profiles; k2++)
    {
      s->a[k2] = qd_normalform_payoff (game, k2, 0);
      s->b[k2] = qd_normalform_payoff (game, k2, 1);
    }
  s->system = g_new (QdRational, (gsize) (k + 1) * (k + 2));
  s->solution = g_new (QdRational, k + 1);
  s->x = g_new (QdRational, s->n1);
  s->y = g_new (QdRational, s->n2);
}

static void
search_clear (Search *s)
{
  g_free (s->a);
  g_free (s->b);
  g_free (s->system);
  g_free (s->solution);
  g_free (s->x);
  g_free (s->y);
}

QdNormalformMixed *
qd_normalform_mixed (const QdNormalform *game, const gint *stop, GError **error)
{
  QdNormalformMixed *result;
  guint rows[QD_NORMALFORM_STRATEGIES_MAX], cols[QD_NORMALFORM_STRATEGIES_MAX];
  Search s = { 0 };

  if (game->n_players != 2)
    {
      g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_UNSUPPORTED,
                   _("mixed equilibria by support enumeration need a game of two players; this one has %u"),
                   game->n_players);
      return NULL;
    }
  result = g_new0 (QdNormalformMixed, 1);
  result->equilibria = g_ptr_array_new_with_free_func (equilibrium_free);
  search_init (&s, game);
  check_pure_degenerate (&s, result);
  for (guint k = 1; k <= MIN (s.n1, s.n2) && result->status == QD_NORMALFORM_SOLVED; k++)
    for (first_subset (rows, k); result->status == QD_NORMALFORM_SOLVED; )
      {
        for (first_subset (cols, k); ; )
          {
            try_supports (&s, result, rows, cols, k);
            if (!next_subset (cols, k, s.n2))
              break;
          }
        if (s.overflow)
          result->status = QD_NORMALFORM_OVERFLOW;
        else if (stop != NULL && g_atomic_int_get (stop))
          result->status = QD_NORMALFORM_STOPPED;
        if (!next_subset (rows, k, s.n1))
          break;
      }
  search_clear (&s);
  return result;
}

void
qd_normalform_mixed_free (QdNormalformMixed *mixed)
{
  if (mixed == NULL)
    return;
  g_ptr_array_unref (mixed->equilibria);
  g_free (mixed->degenerate_why);
  g_free (mixed);
}
