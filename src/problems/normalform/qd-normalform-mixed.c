/* qd-normalform-mixed.c — the mixed Nash equilibria of a two-player game by
 * support enumeration, in exact fractions.
 *
 * For supports I (rows) and J (columns) of the same size k, the second
 * player's y on J makes the first indifferent on I (A y equal to v on I, Σy
 * = 1) and the first's x on I makes the second indifferent on J; the pair is
 * an equilibrium when x, y ≥ 0 and no row outside I pays more than v against
 * y, no column outside J more than u against x.  The systems are (k+1) ×
 * (k+1), on the payoffs made integer, solved by fraction-free elimination
 * (core/qd-bigint.h) in scratch space made once (no allocation per pair
 * that is not an equilibrium). */
#include "config.h"
#include "qd-normalform-solve.h"

#include <glib/gi18n.h>

typedef struct {
  const QdNormalform *game;
  guint n1, n2;
  QdBigint *a, *b;              /* n1 × n2 payoffs of each player, over a common denominator */
  QdBigint scale_a, scale_b;    /* those denominators */
  QdBigint *system;             /* (k+1) × (k+2) scratch */
  QdBigint *xw, *yw;            /* n1, n2: the mixtures' numerators (0 off the support) */
  QdBigint xd, yd;              /* and their denominators (any sign) */
  gboolean overflow;
} Search;

static const QdBigint *
entry (const QdBigint *m, const Search *s, guint i, guint j)
{
  return &m[(gsize) i * s->n2 + j];
}

/* Solves for the mixture on `own` (k of the `mover`'s strategies) that
 * makes the other player indifferent on `other` (k of its own), exactly on
 * integers: fills xw, xd (mover 0) or yw, yd (mover 1) and *level, the
 * numerator of the other's payoff over the same denominator.  FALSE when
 * the system is singular or a weight is negative. */
static gboolean
indifference (Search *s, guint mover, const guint *own, const guint *other, guint k, QdBigint *level)
{
  const QdBigint *m = mover == 0 ? s->b : s->a;
  QdBigint *weights = mover == 0 ? s->xw : s->yw, *det = mover == 0 ? &s->xd : &s->yd;
  guint w = k + 2, n = mover == 0 ? s->n1 : s->n2;

  for (guint r = 0; r < k; r++)
    {
      for (guint c = 0; c < k; c++)
        s->system[r * w + c] = mover == 0 ? *entry (m, s, own[c], other[r]) : *entry (m, s, other[r], own[c]);
      qd_bigint_set_int (&s->system[r * w + k], -1);
      qd_bigint_set_int (&s->system[r * w + k + 1], 0);
    }
  for (guint c = 0; c < k; c++)
    qd_bigint_set_int (&s->system[k * w + c], 1);
  qd_bigint_set_int (&s->system[k * w + k], 0);
  qd_bigint_set_int (&s->system[k * w + k + 1], 1);
  if (!qd_bigint_solve (s->system, k + 1, det, &s->overflow))
    return FALSE;
  for (guint c = 0; c < n; c++)
    qd_bigint_set_int (&weights[c], 0);
  for (guint c = 0; c < k; c++)
    {
      const QdBigint *z = &s->system[c * w + k + 1];

      if (qd_bigint_sign (z) * qd_bigint_sign (det) < 0)
        return FALSE;
      weights[own[c]] = *z;
    }
  *level = s->system[k * w + k + 1];
  return TRUE;
}

/* The sign of the other player's payoff from its strategy `t` against the
 * mover's weights, less `level` (all over the mover's denominator). */
static int
compare_payoff (Search *s, guint mover, guint t, const QdBigint *level)
{
  QdBigint total, term;
  const QdBigint *det = mover == 0 ? &s->xd : &s->yd;

  qd_bigint_set_int (&total, 0);
  if (mover == 0)
    {
      for (guint i = 0; i < s->n1; i++)
        if (!qd_bigint_is_zero (&s->xw[i]))
          {
            qd_bigint_mul (&term, &s->xw[i], entry (s->b, s, i, t), &s->overflow);
            qd_bigint_add (&total, &total, &term, &s->overflow);
          }
    }
  else
    for (guint j = 0; j < s->n2; j++)
      if (!qd_bigint_is_zero (&s->yw[j]))
        {
          qd_bigint_mul (&term, &s->yw[j], entry (s->a, s, t, j), &s->overflow);
          qd_bigint_add (&total, &total, &term, &s->overflow);
        }
  return qd_bigint_cmp (&total, level) * qd_bigint_sign (det);
}

/* How many of the other player's strategies earn `level` against the
 * mover's weights; FALSE when one earns more. */
static gboolean
best_responses (Search *s, guint mover, const QdBigint *level, guint *count)
{
  guint n = mover == 0 ? s->n2 : s->n1;

  *count = 0;
  for (guint t = 0; t < n; t++)
    {
      int cmp = compare_payoff (s, mover, t, level);

      if (cmp > 0)
        return FALSE;
      *count += cmp == 0;
    }
  return TRUE;
}

static void
equilibrium_of (const Search *s, QdNormalformEquilibrium *e, const QdBigint *v, const QdBigint *u)
{
  QdBigint den;
  gboolean overflow = FALSE;

  for (guint i = 0; i < s->n1; i++)
    qd_bigrational_set (&e->x[i], &s->xw[i], &s->xd);
  for (guint j = 0; j < s->n2; j++)
    qd_bigrational_set (&e->y[j], &s->yw[j], &s->yd);
  /* v is the row player's payoff over y's denominator and its own scale. */
  qd_bigint_mul (&den, &s->yd, &s->scale_a, &overflow);
  qd_bigrational_set (&e->u1, v, &den);
  qd_bigint_mul (&den, &s->xd, &s->scale_b, &overflow);
  qd_bigrational_set (&e->u2, u, &den);
}

gboolean
qd_normalform_equilibrium_equal (const QdNormalform *game, const QdNormalformEquilibrium *a,
                                 const QdNormalformEquilibrium *b)
{
  for (guint i = 0; i < game->players[0].n_strategies; i++)
    if (!qd_bigrational_equal (&a->x[i], &b->x[i]))
      return FALSE;
  for (guint j = 0; j < game->players[1].n_strategies; j++)
    if (!qd_bigrational_equal (&a->y[j], &b->y[j]))
      return FALSE;
  return TRUE;
}

void
qd_normalform_equilibrium_free (QdNormalformEquilibrium *e)
{
  if (e == NULL)
    return;
  g_free (e->x);
  g_free (e->y);
  g_free (e);
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
  for (guint mover = 0; mover < 2; mover++)
    for (guint t = 0; t < (mover == 0 ? s->n1 : s->n2); t++)
      {
        guint n = mover == 0 ? s->n2 : s->n1, count = 0;
        const QdBigint *best = NULL;

        for (guint r = 0; r < n; r++)
          {
            const QdBigint *v = mover == 0 ? entry (s->b, s, t, r) : entry (s->a, s, r, t);
            int cmp = best == NULL ? 1 : qd_bigint_cmp (v, best);

            if (cmp > 0)
              {
                best = v;
                count = 1;
              }
            else
              count += cmp == 0;
          }
        if (count > 1)
          note_degenerate (result, s->game, mover, count, 1);
      }
}

/* The strategies a mixture plays (a weight may be 0 on its support). */
static guint
support_size (const QdBigint *weights, guint n)
{
  guint size = 0;

  for (guint i = 0; i < n; i++)
    size += !qd_bigint_is_zero (&weights[i]);
  return size;
}

/* The pair of supports (rows, cols), k each: an equilibrium added when it is one. */
static void
try_supports (Search *s, QdNormalformMixed *result, const guint *rows, const guint *cols, guint k)
{
  QdBigint v, u;
  guint count1, count2;
  QdNormalformEquilibrium *e;

  result->supports++;
  if (!indifference (s, 1, cols, rows, k, &v) || !indifference (s, 0, rows, cols, k, &u))
    return;
  if (!best_responses (s, 1, &v, &count1) || !best_responses (s, 0, &u, &count2) || s->overflow)
    return;
  /* Degenerate: more best responses than the mixture plays strategies. */
  if (count1 > support_size (s->yw, s->n2))
    note_degenerate (result, s->game, 1, count1, support_size (s->yw, s->n2));
  if (count2 > support_size (s->xw, s->n1))
    note_degenerate (result, s->game, 0, count2, support_size (s->xw, s->n1));
  e = g_new (QdNormalformEquilibrium, 1);
  e->x = g_new (QdBigRational, s->n1);
  e->y = g_new (QdBigRational, s->n2);
  equilibrium_of (s, e, &v, &u);
  for (guint i = 0; i < result->equilibria->len; i++)
    if (qd_normalform_equilibrium_equal (s->game, result->equilibria->pdata[i], e))
      {
        qd_normalform_equilibrium_free (e);
        return;
      }
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
search_init (Search *s, const QdNormalform *game)
{
  guint k = MIN (game->players[0].n_strategies, game->players[1].n_strategies);
  g_autofree QdRational *a = g_new (QdRational, game->n_profiles);
  g_autofree QdRational *b = g_new (QdRational, game->n_profiles);

  s->game = game;
  s->n1 = game->players[0].n_strategies;
  s->n2 = game->players[1].n_strategies;
  for (guint p = 0; p < game->n_profiles; p++)
    {
      a[p] = qd_normalform_payoff (game, p, 0);
      b[p] = qd_normalform_payoff (game, p, 1);
    }
  s->a = g_new (QdBigint, game->n_profiles);
  s->b = g_new (QdBigint, game->n_profiles);
  qd_bigint_from_rationals (a, game->n_profiles, s->a, &s->scale_a, &s->overflow);
  qd_bigint_from_rationals (b, game->n_profiles, s->b, &s->scale_b, &s->overflow);
  s->system = g_new (QdBigint, (gsize) (k + 1) * (k + 2));
  s->xw = g_new (QdBigint, s->n1);
  s->yw = g_new (QdBigint, s->n2);
}

static void
search_clear (Search *s)
{
  g_free (s->a);
  g_free (s->b);
  g_free (s->system);
  g_free (s->xw);
  g_free (s->yw);
}

guint64
qd_normalform_support_pairs (guint n1, guint n2)
{
  guint64 total = 0;

  for (guint k = 1; k <= MIN (n1, n2); k++)
    {
      /* C(n1, k) · C(n2, k), in doubles first to see it pass. */
      double c1 = 1, c2 = 1;

      for (guint i = 0; i < k; i++)
        {
          c1 = c1 * (n1 - i) / (i + 1);
          c2 = c2 * (n2 - i) / (i + 1);
        }
      if (c1 * c2 + (double) total >= 1.8e19)
        return G_MAXUINT64;
      total += (guint64) (c1 * c2 + 0.5);
    }
  return total;
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
  result->equilibria = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_normalform_equilibrium_free);
  search_init (&s, game);
  if (s.overflow)
    result->status = QD_NORMALFORM_OVERFLOW;
  else
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
