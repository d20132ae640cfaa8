/* qd-gdl-ply.c — a ply of a GDL game from the roles' choices (qd-gdl.h):
 * the joint move of the roles that chose, each other role playing its only
 * move, and that ply played: for the match, the tab and practice alike. */
#include "config.h"
#include "qd-gdl.h"

gboolean
qd_gdl_game_joint_of_choices (QdGdlGame *game, const guint64 *state, guint32 chosen, const guint32 *pending,
                              guint32 *joint, GError **error)
{
  g_autofree guint32 *only = g_new (guint32, qd_gdl_game_max_legal (game));
  guint n = qd_gdl_game_n_roles (game);

  for (guint r = 0; r < n; r++)
    {
      gint k = chosen >> r & 1 ? 1 : qd_gdl_game_legal (game, state, r, only, error);

      if (k == 0)
        qd_gdl_game_no_move_error (game, r, error);
      if (k <= 0)
        return FALSE;
      joint[r] = chosen >> r & 1 ? pending[r] : only[0];
    }
  return TRUE;
}

gboolean
qd_gdl_game_play_choices (QdGdlGame *game, guint64 *state, guint32 chosen, const guint32 *pending, GArray *moves,
                          GArray *movers, GError **error)
{
  guint32 joint[QD_GDL_MAX_ROLES];
  guint n = qd_gdl_game_n_roles (game);

  if (!qd_gdl_game_joint_of_choices (game, state, chosen, pending, joint, error) ||
      !qd_gdl_game_next (game, state, joint, state, error))
    return FALSE;
  for (guint r = 0; r < n; r++)
    if (chosen >> r & 1)
      {
        guint8 role = (guint8) r;

        g_array_append_val (moves, joint[r]);
        g_array_append_val (movers, role);
      }
  return TRUE;
}
