/* qd-gdl-game-probe.c — the random games a game plays at its load: whether
 * its roles move together, the width of its moves without grounding, which
 * rule sets play it without grounding, and what a ply costs (qd-gdl-game.c
 * weighs a network against its rules). */
#include "config.h"
#include "qd-gdl-game-private.h"

/* The evaluation's work so far, in its own units (qd-gdl-private.h). */
static guint64
work_done (const QdGdlGame *game)
{
  return game->grounded ? game->net.work : game->program.eval_work;
}

/* Their work so far, in ns estimated (qd-gdl-private.h). */
static guint64
work_ns (const QdGdlGame *game, guint64 work)
{
  return work * (game->grounded ? QD_GDL_NET_NS : QD_GDL_EVAL_NS);
}

/* The games; the work done when their first ply was (`*start`). */
static gboolean
probe_games (QdGdlGame *game, guint64 *start, GError **error)
{
  guint64 begin = work_done (game);
  guint64 budget = game->probe_budget != 0 ? game->probe_budget : QD_GDL_LOAD_GAMES_NS;
  g_autofree guint64 *state = g_new0 (guint64, game->words);
  g_autofree guint32 *moves = g_new (guint32, game->max_legal);
  g_autoptr(GRand) rand = g_rand_new_with_seed (77);
  guint32 joint[QD_GDL_MAX_ROLES], choosers;

  for (guint game_no = 0; game_no < 8; game_no++)
    {
      qd_gdl_game_initial (game, state);
      for (guint ply = 0; ply <= 200; ply++)
        {
          guint r;

          if (qd_gdl_game_choosers (game, state, &choosers, error) < 0)
            return FALSE;
          game->simultaneous |= (choosers & (choosers - 1)) != 0;
          if (qd_gdl_game_terminal (game, state))
            return TRUE;
          for (r = 0; r < game->program.roles->len; r++)
            {
              gint n = qd_gdl_game_legal (game, state, r, moves, error);

              if (n <= 0)
                return n == 0;
              joint[r] = moves[g_rand_int_range (rand, 0, n)];
            }
          if (!qd_gdl_game_next (game, state, joint, state, error))
            return FALSE;
          /* the work from the second ply: the first evaluates a network
           * whole, the others by differences */
          if (game->probe_plies++ == 0)
            *start = work_done (game);
          /* a copy weighed against a network: as dear already, it lost */
          if (game->probe_cap != 0 && game->probe_plies > 1
              && work_ns (game, work_done (game) - *start) > game->probe_cap * (game->probe_plies - 1))
            return FALSE;
          /* past their budget: what the plies so far showed is what the
           * load knows (two roles choosing together in a later state are
           * said when a caller asks for the one on turn there) */
          if (work_ns (game, work_done (game) - begin) > budget)
            {
              game->probe_cut = TRUE;
              return TRUE;
            }
        }
    }
  return TRUE;
}

/* Whether the roles move together, found early: the initial state, then
 * seeded random games until one ends (at most 8 games of 200 plies, the
 * state after the 200th looked at too: chess's step counter ends the game
 * there, so one game does; their states are checked on the way: two goal
 * values of a role refuse the file), all within QD_GDL_LOAD_GAMES_NS of
 * work (QdGdlOptions.load_games_ns): a game that never ends and whose
 * states cost much stops there. */
gboolean
qd_gdl_game_probe (QdGdlGame *game, GError **error)
{
  guint64 start = 0;
  gboolean ok;

  game->probe_plies = 0;
  game->probe_cut = FALSE;
  ok = probe_games (game, &start, error);
  game->probe_work = game->probe_plies > 0 ? work_done (game) - start : 0;
  return ok;
}

guint
qd_gdl_game_load_plies (const QdGdlGame *game, gboolean *cut)
{
  *cut = game->probe_cut;
  return game->probe_plies;
}

/* The moves' limit widened, then the random games, each state's
 * evaluation within `max_derived` facts (0: QD_GDL_MAX_DERIVED). */
static gboolean
games_within (QdGdlGame *game, guint max_derived, GError **error)
{
  gboolean ok;

  game->program.max_derived = max_derived;
  ok = qd_gdl_game_widen_moves (game, error) && qd_gdl_game_probe (game, error);
  game->program.max_derived = 0;
  return ok;
}

/* The random games of the load (qd_gdl_game_probe), after the widening of
 * the moves' limit without grounding.  The first rule sets (where the
 * demand rewrite makes a cycle through a negation, its relations computed
 * whole) derive at most QD_GDL_FIRST_DERIVED facts a state: past it, the
 * rule sets of qd_gdl_demand_rules's cut serve (those relations left out of
 * the cycle's demands: a larger demand), and the first ones again, to the
 * full limit, only where those fail too.  mummymaze1p's first rule sets
 * derived a million facts in its initial state before they failed, two
 * thirds of its load without grounding. */
gboolean
qd_gdl_game_first_games (QdGdlGame *game, GError **error)
{
  GError *local = NULL;

  if (game->grounded)
    return qd_gdl_game_probe (game, error);
  /* a grounding given up as slow is done again, to its limits, before
   * other rules are tried (qd_gdl_game_new, qd-gdl-game.c) */
  if (game->ground == QD_GDL_GROUND_SLOW)
    return games_within (game, 0, error);
  if (games_within (game, QD_GDL_FIRST_DERIVED, &local))
    return TRUE;
  if (!g_error_matches (local, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT))
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  g_clear_error (&local);
  qd_gdl_game_rule_sets (game, TRUE);
  if (games_within (game, 0, &local))
    return TRUE;
  g_clear_error (&local);
  qd_gdl_game_rule_sets (game, FALSE);
  return games_within (game, 0, error);
}

/* A ply's cost in the random games of the load after their first, in ns
 * of a processor as estimated from the work (0 without one). */
guint64
qd_gdl_game_ply_cost (const QdGdlGame *game)
{
  if (game->probe_plies < 2)
    return 0;
  return work_ns (game, game->probe_work) / (game->probe_plies - 1);
}

/* Without grounding, a role's legal moves are at most QD_GDL_MAX_MOVES,
 * unless the initial state already gives one more than half of that:
 * then twice its most there, up to QD_GDL_MAX_MOVES_WIDE (set before any
 * buffer of moves is made). */
gboolean
qd_gdl_game_widen_moves (QdGdlGame *game, GError **error)
{
  g_autofree guint64 *state = g_new0 (guint64, game->words);
  guint n[QD_GDL_MAX_ROLES] = { 0 }, most = 0;

  qd_gdl_game_initial (game, state);
  if (!qd_gdl_game_evaluate (game, state, error))
    return FALSE;
  for (guint i = 0; i < game->legal->len; i++)
    {
      guint role = g_array_index (game->moves, Move, g_array_index (game->legal, guint32, i)).role;

      n[role]++;
      most = MAX (most, n[role]);
    }
  while (2 * most > game->max_legal && game->max_legal < QD_GDL_MAX_MOVES_WIDE)
    game->max_legal *= 2;
  return TRUE;
}
