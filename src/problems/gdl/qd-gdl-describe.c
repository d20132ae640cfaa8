/* qd-gdl-describe.c — a GDL state described as text; see qd-gdl-describe.h. */
#include "config.h"
#include "qd-gdl-describe.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

/* Texts compared with their runs of digits as numbers: "(drop 2)" before
 * "(drop 10)". */
static int
compare_natural (const char *a, const char *b)
{
  while (*a != '\0' && *b != '\0')
    {
      if (g_ascii_isdigit (*a) && g_ascii_isdigit (*b))
        {
          gsize na = strspn (a, "0123456789"), nb = strspn (b, "0123456789");
          int c;

          while (na > 1 && *a == '0')
            a++, na--;
          while (nb > 1 && *b == '0')
            b++, nb--;
          if (na != nb)
            return na < nb ? -1 : 1;
          if ((c = strncmp (a, b, na)) != 0)
            return c;
          a += na, b += nb;
          continue;
        }
      if (*a != *b)
        return (guchar) *a < (guchar) *b ? -1 : 1;
      a++, b++;
    }
  return (guchar) *a - (guchar) *b;
}

static int
compare_moves (const void *a, const void *b)
{
  return compare_natural (*(const char *const *) a, *(const char *const *) b);
}

GStrv
qd_gdl_describe_legal (QdGdlGame *game, const guint64 *state, guint role, GError **error)
{
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (game));
  gint n = qd_gdl_game_legal (game, state, role, moves, error);
  GStrv texts;

  if (n < 0)
    return NULL;
  texts = g_new0 (char *, n + 1);
  for (gint i = 0; i < n; i++)
    texts[i] = g_strdup (qd_gdl_game_move_text (game, moves[i]));
  qsort (texts, n, sizeof (char *), compare_moves);
  return texts;
}

char *
qd_gdl_describe_state (QdGdlGame *game, const guint64 *state, GError **error)
{
  g_autofree char *facts = qd_gdl_game_state_text (game, state);
  GString *out = g_string_new (facts);
  guint roles = qd_gdl_game_n_roles (game);

  for (guint r = 0; r < roles; r++)
    {
      g_auto(GStrv) legal = qd_gdl_describe_legal (game, state, r, error);

      if (legal == NULL)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append_printf (out, "legal %s", qd_gdl_game_role_name (game, r));
      for (guint i = 0; legal[i] != NULL; i++)
        g_string_append_printf (out, " %s", legal[i]);
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, "terminal %s\n", qd_gdl_game_terminal (game, state) ? "yes" : "no");
  for (guint r = 0; r < roles; r++)
    {
      guint8 values[QD_GDL_MAX_GOAL_VALUES];
      guint n = qd_gdl_game_goal_values (game, state, r, values);

      g_string_append_printf (out, "goal %s", qd_gdl_game_role_name (game, r));
      if (n == 0)
        g_string_append (out, " none");
      for (guint i = 0; i < n; i++)
        g_string_append_printf (out, " %u", values[i]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
qd_gdl_describe_goal (QdGdlGame *game, const guint64 *state, guint role)
{
  guint8 values[QD_GDL_MAX_GOAL_VALUES];
  guint n = qd_gdl_game_goal_values (game, state, role, values);
  g_autofree char *first = NULL;

  if (n == 0)
    /* Translators: a role's goal value where no goal rule of the role holds. */
    return g_strdup (_("none"));
  first = g_strdup_printf ("%u", values[0]);
  for (guint i = 1; i < n; i++)
    {
      char *longer = i + 1 < n
        /* Translators: the goal values a role has at once (in a state where the game goes on): "0, 50 or 100". */
        ? g_strdup_printf (_("%s, %u"), first, values[i]) : g_strdup_printf (_("%s or %u"), first, values[i]);

      g_free (first);
      first = longer;
    }
  return g_steal_pointer (&first);
}

char *
qd_gdl_describe_goals (QdGdlGame *game, const guint64 *state)
{
  GString *text = g_string_new (NULL);

  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    {
      g_autofree char *value = qd_gdl_describe_goal (game, state, r);

      g_string_append_printf (text, "%s%s %s", r > 0 ? ", " : "", qd_gdl_game_role_name (game, r), value);
    }
  return g_string_free (text, FALSE);
}
