/* qd-normalform-gdl.c — a one-shot GDL game's normal form as a
 * normal-form game (qd-normalform-gdl.h). */
#include "config.h"
#include "qd-normalform-gdl.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/gdl/qd-gdl-normal-form.h"

gboolean
qd_normalform_is_rulesheet (const char *path)
{
  return g_str_has_suffix (path, ".kif") || g_str_has_suffix (path, ".gdl");
}

/* A move or role as a name of the table: no parentheses, '_' for the
 * characters a name may not hold; "_2", "_3"… when another of `taken`
 * already has it. */
static char *
table_name (const char *text, char *const *taken, guint n_taken)
{
  GString *out = g_string_new (NULL);
  g_autofree char *base = NULL;
  gboolean clash = TRUE;

  for (const char *c = text; *c != '\0'; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);

      if (u == '(' || u == ')')
        continue;
      if (g_unichar_isspace (u) || u == ':' || u == '#' || g_unichar_iscntrl (u))
        u = '_';
      if (!(u == '_' && (out->len == 0 || out->str[out->len - 1] == '_')))
        g_string_append_unichar (out, u);
    }
  while (out->len > 0 && out->str[out->len - 1] == '_')
    g_string_truncate (out, out->len - 1);
  if (out->len == 0)
    g_string_append_c (out, '_');
  if (out->len > QD_NORMALFORM_NAME_MAX - 8)
    g_string_truncate (out, QD_NORMALFORM_NAME_MAX - 8);
  base = g_strdup (out->str);
  for (guint suffix = 2; clash; suffix++)
    {
      clash = FALSE;
      for (guint i = 0; i < n_taken && !clash; i++)
        clash = strcmp (taken[i], out->str) == 0;
      if (clash)
        g_string_printf (out, "%s_%u", base, suffix);
    }
  return g_string_free (out, FALSE);
}

static gboolean
check_size (const QdGdlNormalForm *form, const char *path, GError **error)
{
  guint64 profiles = 1;

  for (guint r = 0; r < form->n_roles; r++)
    profiles *= form->n_moves[r];
  for (guint r = 0; r < form->n_roles; r++)
    if (form->n_moves[r] > QD_NORMALFORM_STRATEGIES_MAX)
      profiles = G_MAXUINT64;
  if (form->n_roles >= 2 && form->n_roles <= QD_NORMALFORM_PLAYERS_MAX && profiles <= QD_NORMALFORM_PROFILES_MAX)
    return TRUE;
  g_set_error (error, QD_NORMALFORM_ERROR, QD_NORMALFORM_ERROR_SIZE,
               _("%s: the game has %u roles and %u joint moves; a table has 2 to %u players, at most %u "
                 "strategies each and %u profiles"), path, form->n_roles, form->n_cells,
               QD_NORMALFORM_PLAYERS_MAX, QD_NORMALFORM_STRATEGIES_MAX, QD_NORMALFORM_PROFILES_MAX);
  return FALSE;
}

/* The game's name: the rulesheet's file name without its extension
 * ("prisoners-dilemma" of prisoners-dilemma.kif; GDL has no title). */
static char *
title_of (const char *path)
{
  char *name = g_path_get_basename (path);
  char *dot = strrchr (name, '.');

  if (dot != NULL && dot != name)
    *dot = '\0';
  return name;
}

QdNormalform *
qd_normalform_read_rulesheet (const char *path, GError **error)
{
  g_autoptr(QdGdlNormalForm) form = qd_gdl_normal_form_new_from_file (path, error);
  guint counts[QD_NORMALFORM_PLAYERS_MAX];
  QdNormalform *game;

  if (form == NULL || !check_size (form, path, error))
    return NULL;
  for (guint r = 0; r < form->n_roles; r++)
    counts[r] = form->n_moves[r];
  game = qd_normalform_new (form->n_roles, counts);
  game->title = title_of (path);
  for (guint r = 0; r < form->n_roles; r++)
    {
      QdNormalformPlayer *player = &game->players[r];
      g_autofree char *name = table_name (form->roles[r], NULL, 0);

      g_free (player->name);
      player->name = g_steal_pointer (&name);
      for (guint m = 0; m < form->n_moves[r]; m++)
        {
          char *strategy = table_name (form->moves[r][m], player->strategies, m);

          g_free (player->strategies[m]);
          player->strategies[m] = strategy;
        }
    }
  /* The cells run with the first role slowest, as the profiles do. */
  for (guint k = 0; k < game->n_profiles; k++)
    for (guint r = 0; r < form->n_roles; r++)
      game->payoffs[(gsize) k * form->n_roles + r] = qd_rational_int (form->goals[(gsize) k * form->n_roles + r]);
  return game;
}
