/* qd-gdl-perft.c — perft of a GDL game: the positions at each ply, a
 * position having a child per joint move (every combination of the roles'
 * legal moves, as GGP Base's prover counts them), walked depth first with
 * one state and one move list per ply, stoppable (qd-gdl.h). */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  QdGdlGame *game;
  guint depth;
  guint64 *counts;
  guint64 *states;           /* one state per ply */
  guint32 **moves;           /* per ply, made when first reached: max_legal per role */
  const gint *stop;
  GError **error;
} Perft;

static gboolean
perft_stopped (const Perft *p)
{
  if (p->stop == NULL || !g_atomic_int_get (p->stop))
    return FALSE;
  g_set_error (p->error, QD_GDL_ERROR, QD_GDL_ERROR_STOPPED, _("%s: stopped"), qd_gdl_game_name (p->game));
  return TRUE;
}

static gboolean
perft_from (Perft *p, guint ply)
{
  QdGdlGame *game = p->game;
  guint n_roles = qd_gdl_game_n_roles (game), w = qd_gdl_game_state_words (game), max = qd_gdl_game_max_legal (game);
  guint64 *state = p->states + ply * w, *child = p->states + (ply + 1) * w;
  guint32 *moves;
  gint n[QD_GDL_MAX_ROLES];
  guint k[QD_GDL_MAX_ROLES] = { 0 };
  guint32 joint[QD_GDL_MAX_ROLES];

  if (ply == p->depth || perft_stopped (p))
    return ply == p->depth;
  if (!qd_gdl_game_evaluate (game, state, p->error))
    return FALSE;
  if (qd_gdl_game_terminal (game, state))
    return TRUE;
  if (p->moves[ply] == NULL)
    p->moves[ply] = g_new (guint32, (gsize) n_roles * max);
  moves = p->moves[ply];
  for (guint r = 0; r < n_roles; r++)
    if ((n[r] = qd_gdl_game_legal (game, state, r, moves + r * max, p->error)) < 0)
      return FALSE;
  for (guint r = 0; r < n_roles; r++)
    if (n[r] == 0)
      return TRUE;
  /* every joint move: each role's legal moves, the last role's fastest
   * (taking turns, only the mover has more than one) */
  for (;;)
    {
      guint r;

      for (r = 0; r < n_roles; r++)
        joint[r] = moves[r * max + k[r]];
      if (!qd_gdl_game_next (game, state, joint, child, p->error))
        return FALSE;
      p->counts[ply]++;
      if (!perft_from (p, ply + 1))
        return FALSE;
      for (r = n_roles; r-- > 0;)
        {
          if (++k[r] < (guint) n[r])
            break;
          k[r] = 0;
        }
      if (r == G_MAXUINT)
        return TRUE;
    }
}

gboolean
qd_gdl_game_perft (QdGdlGame *game, guint depth, guint64 *counts, const gint *stop, GError **error)
{
  g_autofree guint64 *states = g_new0 (guint64, (depth + 2) * qd_gdl_game_state_words (game));
  g_autofree guint32 **moves = g_new0 (guint32 *, depth + 1);
  Perft p = { .game = game, .depth = depth, .counts = counts, .states = states, .moves = moves, .stop = stop,
              .error = error };
  gboolean ok;

  memset (counts, 0, depth * sizeof (guint64));
  qd_gdl_game_initial (game, states);
  ok = perft_from (&p, 0);
  for (guint i = 0; i <= depth; i++)
    g_free (moves[i]);
  return ok;
}
