/* qd-gdl-normal-form.c — a one-shot simultaneous GDL game as a payoff
 * table (qd-gdl-normal-form.h). */
#include "config.h"
#include "qd-gdl-normal-form.h"

#include <glib/gi18n.h>

void
qd_gdl_normal_form_free (QdGdlNormalForm *form)
{
  if (form == NULL)
    return;
  g_strfreev (form->roles);
  for (guint r = 0; r < form->n_roles; r++)
    g_strfreev (form->moves[r]);
  g_free (form->goals);
  g_free (form);
}

guint
qd_gdl_normal_form_cell (const QdGdlNormalForm *form, const guint *choice)
{
  guint cell = 0;

  for (guint r = 0; r < form->n_roles; r++)
    cell = cell * form->n_moves[r] + choice[r];
  return cell;
}

gint
qd_gdl_normal_form_goal (const QdGdlNormalForm *form, const guint *choice, guint role)
{
  return form->goals[(gsize) qd_gdl_normal_form_cell (form, choice) * form->n_roles + role];
}

/* "(rock, paper)": a joint move for messages; free it. */
static char *
joint_text (QdGdlGame *game, const guint32 *joint)
{
  GString *out = g_string_new ("(");

  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    g_string_append_printf (out, r == 0 ? "%s" : ", %s", qd_gdl_game_move_text (game, joint[r]));
  g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static gboolean
not_one_shot (QdGdlGame *game, const char *why, GError **error)
{
  g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_UNSUPPORTED,
               _("%s: not a one-shot game (every role moves once, then the game ends): %s"),
               qd_gdl_game_name (game), why);
  return FALSE;
}

/* Each role's legal moves at the start into form->moves (texts) and
 * `ids` (n_roles × max_legal). */
static gboolean
read_moves (QdGdlGame *game, const guint64 *start, QdGdlNormalForm *form, guint32 *ids, GError **error)
{
  guint max = qd_gdl_game_max_legal (game);
  guint64 cells = 1;

  for (guint r = 0; r < form->n_roles; r++)
    {
      gint n = qd_gdl_game_legal (game, start, r, ids + (gsize) r * max, error);

      if (n < 0)
        return FALSE;
      if (n == 0)
        {
          g_autofree char *why = g_strdup_printf (_("the role %s has no legal move at the start"),
                                                  qd_gdl_game_role_name (game, r));

          return not_one_shot (game, why, error);
        }
      form->n_moves[r] = (guint) n;
      form->moves[r] = g_new0 (char *, n + 1);
      for (gint i = 0; i < n; i++)
        form->moves[r][i] = g_strdup (qd_gdl_game_move_text (game, ids[(gsize) r * max + i]));
      cells *= (guint64) n;
      if (cells > QD_GDL_NORMAL_FORM_MAX_CELLS)
        {
          g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT,
                       _("%s: more than %d joint moves at the start: too large a table"),
                       qd_gdl_game_name (game), QD_GDL_NORMAL_FORM_MAX_CELLS);
          return FALSE;
        }
    }
  form->n_cells = (guint) cells;
  return TRUE;
}

/* The goal values after the joint move of `choice` into the cell's row. */
static gboolean
fill_cell (QdGdlGame *game, const guint64 *start, QdGdlNormalForm *form, const guint32 *ids, const guint *choice,
           guint64 *end, GError **error)
{
  guint max = qd_gdl_game_max_legal (game);
  guint32 joint[QD_GDL_MAX_ROLES];
  gint *row = form->goals + (gsize) qd_gdl_normal_form_cell (form, choice) * form->n_roles;

  for (guint r = 0; r < form->n_roles; r++)
    joint[r] = ids[(gsize) r * max + choice[r]];
  if (!qd_gdl_game_next (game, start, joint, end, error) || !qd_gdl_game_evaluate (game, end, error))
    return FALSE;
  if (!qd_gdl_game_terminal (game, end))
    {
      g_autofree char *moves = joint_text (game, joint);
      g_autofree char *why = g_strdup_printf (_("after the joint move %s the game goes on"), moves);

      return not_one_shot (game, why, error);
    }
  for (guint r = 0; r < form->n_roles; r++)
    if ((row[r] = qd_gdl_game_goal (game, end, r)) < 0)
      {
        g_autofree char *moves = joint_text (game, joint);
        g_autofree char *why = g_strdup_printf (_("after the joint move %s the role %s has no goal value"), moves,
                                                qd_gdl_game_role_name (game, r));

        return not_one_shot (game, why, error);
      }
  return TRUE;
}

QdGdlNormalForm *
qd_gdl_normal_form_new (QdGdlGame *game, GError **error)
{
  g_autoptr(QdGdlNormalForm) form = g_new0 (QdGdlNormalForm, 1);
  guint words = qd_gdl_game_state_words (game);
  g_autofree guint64 *start = g_new0 (guint64, words);
  g_autofree guint64 *end = g_new0 (guint64, words);
  g_autofree guint32 *ids = NULL;
  guint choice[QD_GDL_MAX_ROLES] = { 0 };

  form->n_roles = qd_gdl_game_n_roles (game);
  form->roles = g_new0 (char *, form->n_roles + 1);
  for (guint r = 0; r < form->n_roles; r++)
    form->roles[r] = g_strdup (qd_gdl_game_role_name (game, r));
  qd_gdl_game_initial (game, start);
  if (!qd_gdl_game_evaluate (game, start, error))
    return NULL;
  if (qd_gdl_game_terminal (game, start))
    return not_one_shot (game, _("the initial state is terminal"), error), NULL;
  ids = g_new (guint32, (gsize) form->n_roles * qd_gdl_game_max_legal (game));
  if (!read_moves (game, start, form, ids, error))
    return NULL;
  form->goals = g_new (gint, (gsize) form->n_cells * form->n_roles);
  for (guint c = 0; c < form->n_cells; c++)
    {
      guint rest = c;

      /* the cell's choices, the last role's fastest */
      for (guint r = form->n_roles; r-- > 0;)
        {
          choice[r] = rest % form->n_moves[r];
          rest /= form->n_moves[r];
        }
      if (!fill_cell (game, start, form, ids, choice, end, error))
        return NULL;
    }
  return g_steal_pointer (&form);
}

QdGdlNormalForm *
qd_gdl_normal_form_new_from_file (const char *path, GError **error)
{
  g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, NULL, error);

  return game == NULL ? NULL : qd_gdl_normal_form_new (game, error);
}
