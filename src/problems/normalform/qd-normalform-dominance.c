/* qd-normalform-dominance.c — iterated elimination of strictly dominated
 * strategies (AIMA 4th ed. §18.2.1), by pure strategies and, optionally, by
 * mixtures (a small zero-sum program each). */
#include "config.h"
#include "qd-normalform-solve.h"

#include <string.h>

#include "core/qd-simplex.h"

typedef struct {
  const QdNormalform *game;
  gboolean alive[QD_NORMALFORM_PLAYERS_MAX][QD_NORMALFORM_STRATEGIES_MAX];
  guint *profiles;              /* scratch: the profiles whose strategies are all alive */
  guint n_profiles;
} State;

static void
collect_alive_profiles (State *st)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  st->n_profiles = 0;
  for (guint k = 0; k < st->game->n_profiles; k++)
    {
      gboolean all = TRUE;

      qd_normalform_strategies (st->game, k, s);
      for (guint p = 0; p < st->game->n_players && all; p++)
        all = st->alive[p][s[p]];
      if (all)
        st->profiles[st->n_profiles++] = k;
    }
}

/* The profile `k` with `player` playing `strategy` instead. */
static guint
with_strategy (const QdNormalform *game, guint k, guint player, guint strategy)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX];

  qd_normalform_strategies (game, k, s);
  s[player] = strategy;
  return qd_normalform_profile (game, s);
}

/* Whether `d` does strictly better than `s` for `player` against every
 * profile of the others left. */
static gboolean
pure_dominates (const State *st, guint player, guint d, guint s)
{
  guint strategies[QD_NORMALFORM_PLAYERS_MAX];

  for (guint i = 0; i < st->n_profiles; i++)
    {
      guint k = st->profiles[i];

      qd_normalform_strategies (st->game, k, strategies);
      if (strategies[player] != s)
        continue;
      if (qd_rational_cmp (qd_normalform_payoff (st->game, with_strategy (st->game, k, player, d), player),
                           qd_normalform_payoff (st->game, k, player)) <= 0)
        return FALSE;
    }
  return TRUE;
}

/* Whether a mixture of `player`'s other strategies left strictly dominates
 * `s`: the zero-sum game D[k][t] = u(k, t) − u(s, t) (rows: the others,
 * columns: the opponents' profiles left) has a positive value, and its
 * maximin mixture does it.  `mixture` gets the weights. */
static gboolean
mixture_dominates (const State *st, guint player, guint s, QdRational *mixture, QdNormalformStatus *status,
                   const gint *stop)
{
  const QdNormalform *game = st->game;
  guint rows[QD_NORMALFORM_STRATEGIES_MAX], m = 0, n = 0, strategies[QD_NORMALFORM_PLAYERS_MAX];
  g_autofree QdRational *d = NULL;
  g_autofree QdBigRational *x = NULL, *y = NULL;
  QdBigRational value;
  gboolean overflow = FALSE;
  QdSimplexStatus result;

  for (guint r = 0; r < game->players[player].n_strategies; r++)
    if (r != s && st->alive[player][r])
      rows[m++] = r;
  if (m < 2)
    return FALSE;   /* one other strategy: the pure test said it already */
  d = g_new (QdRational, (gsize) m * st->n_profiles);
  for (guint i = 0; i < st->n_profiles; i++)
    {
      qd_normalform_strategies (game, st->profiles[i], strategies);
      if (strategies[player] != s)
        continue;
      for (guint r = 0; r < m; r++)
        d[(gsize) r * st->n_profiles + n] =
          qd_rational_sub (qd_normalform_payoff (game, with_strategy (game, st->profiles[i], player, rows[r]), player),
                           qd_normalform_payoff (game, st->profiles[i], player), &overflow);
      n++;
    }
  /* The rows were laid out n_profiles wide; close them up to n. */
  for (guint r = 1; r < m; r++)
    memmove (&d[(gsize) r * n], &d[(gsize) r * st->n_profiles], sizeof (QdRational) * n);
  x = g_new (QdBigRational, m);
  y = g_new (QdBigRational, n);
  result = overflow ? QD_SIMPLEX_OVERFLOW : qd_simplex_matrix_game (m, n, d, stop, &value, x, y);
  if (result != QD_SIMPLEX_OPTIMAL)
    {
      *status = result == QD_SIMPLEX_STOPPED ? QD_NORMALFORM_STOPPED : QD_NORMALFORM_OVERFLOW;
      return FALSE;
    }
  if (qd_bigrational_sign (&value) <= 0)
    return FALSE;
  for (guint r = 0; r < game->players[player].n_strategies; r++)
    mixture[r] = QD_RATIONAL_ZERO;
  /* The step keeps the mixture as fractions of 64-bit terms. */
  for (guint r = 0; r < m; r++)
    if (!qd_bigrational_to_rational (&x[r], &mixture[rows[r]]))
      {
        *status = QD_NORMALFORM_OVERFLOW;
        return FALSE;
      }
  return TRUE;
}

/* The next elimination, by a pure strategy; FALSE when none. */
static gboolean
find_pure (const State *st, QdNormalformElimination *step)
{
  const QdNormalform *game = st->game;

  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < game->players[p].n_strategies; s++)
      for (guint d = 0; st->alive[p][s] && d < game->players[p].n_strategies; d++)
        if (d != s && st->alive[p][d] && pure_dominates (st, p, d, s))
          {
            *step = (QdNormalformElimination) { .player = p, .strategy = s, .dominator = d };
            return TRUE;
          }
  return FALSE;
}

static gboolean
find_mixed (const State *st, QdNormalformElimination *step, QdNormalformStatus *status, const gint *stop)
{
  const QdNormalform *game = st->game;

  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < game->players[p].n_strategies && *status == QD_NORMALFORM_SOLVED; s++)
      {
        g_autofree QdRational *mixture = g_new (QdRational, game->players[p].n_strategies);

        if (st->alive[p][s] && mixture_dominates (st, p, s, mixture, status, stop))
          {
            *step = (QdNormalformElimination) { .player = p, .strategy = s, .dominator = G_MAXUINT,
                                                .mixture = g_steal_pointer (&mixture) };
            return TRUE;
          }
      }
  return FALSE;
}

QdNormalformDominance *
qd_normalform_dominance (const QdNormalform *game, gboolean mixed, const gint *stop)
{
  QdNormalformDominance *result = g_new0 (QdNormalformDominance, 1);
  GArray *steps = g_array_new (FALSE, FALSE, sizeof (QdNormalformElimination));
  State st = { .game = game, .profiles = g_new (guint, game->n_profiles) };
  QdNormalformElimination step;

  result->mixed = mixed;
  for (guint p = 0; p < game->n_players; p++)
    for (guint s = 0; s < game->players[p].n_strategies; s++)
      st.alive[p][s] = TRUE;
  for (;;)
    {
      if (stop != NULL && g_atomic_int_get (stop))
        {
          result->status = QD_NORMALFORM_STOPPED;
          break;
        }
      collect_alive_profiles (&st);
      if (!find_pure (&st, &step) && !(mixed && find_mixed (&st, &step, &result->status, stop)))
        break;
      st.alive[step.player][step.strategy] = FALSE;
      g_array_append_val (steps, step);
      result->step_of[step.player][step.strategy] = steps->len;
    }
  g_free (st.profiles);
  result->n_steps = steps->len;
  result->steps = (QdNormalformElimination *) g_array_free (steps, FALSE);
  return result;
}

void
qd_normalform_dominance_free (QdNormalformDominance *dominance)
{
  if (dominance == NULL)
    return;
  for (guint i = 0; i < dominance->n_steps; i++)
    g_free (dominance->steps[i].mixture);
  g_free (dominance->steps);
  g_free (dominance);
}
