/* qd-mdp-cells.c — words, `(x, y)` cells and actions on a line: what
 * transcripts and feature files share (qd-mdp-private.h). */
#include "config.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-text.h"

void
qd_mdp_skip_blanks (const char **p, const char *end)
{
  while (*p < end && g_ascii_isspace (**p))
    (*p)++;
}

gboolean
qd_mdp_next_word (const char **p, const char *end, const char **word, gsize *length)
{
  return qd_text_next_word (p, end, word, length);
}

/* A coordinate: digits, at most 9 of them, then blanks. */
static gboolean
read_coordinate (const char **p, const char *end, guint *value)
{
  guint n = 0;

  qd_mdp_skip_blanks (p, end);
  *value = 0;
  while (*p < end && g_ascii_isdigit (**p) && n < 9)
    {
      *value = *value * 10 + (guint) (**p - '0');
      (*p)++;
      n++;
    }
  qd_mdp_skip_blanks (p, end);
  return n > 0 && !(*p < end && g_ascii_isdigit (**p));
}

static gboolean
expect (const char **p, const char *end, char c)
{
  qd_mdp_skip_blanks (p, end);
  if (*p == end || **p != c)
    return FALSE;
  (*p)++;
  return TRUE;
}

gboolean
qd_mdp_read_cell (const QdMdpLineContext *context, const char **p, const char *end, guint line, guint *state,
                  guint *cell, GError **error)
{
  const QdMdpWorld *world = context->world;
  guint x, y;

  if (!expect (p, end, '(') || !read_coordinate (p, end, &x) || !expect (p, end, ',') ||
      !read_coordinate (p, end, &y) || !expect (p, end, ')'))
    return qd_mdp_parse_error (error, line, _("expected a cell “(x, y)” with x and y whole numbers from 0"));
  if (x >= world->w || y >= world->h)
    return qd_mdp_parse_error (error, line, _("(%u, %u) is off the %u × %u grid"), x, y, world->w, world->h);
  if (context->state_of[qd_mdp_world_index (world, x, y)] < 0)
    return qd_mdp_parse_error (error, line, _("(%u, %u) is a wall"), x, y);
  *state = (guint) context->state_of[qd_mdp_world_index (world, x, y)];
  if (cell != NULL)
    *cell = qd_mdp_world_index (world, x, y);
  return TRUE;
}

gboolean
qd_mdp_read_state_action (const QdMdpLineContext *context, const char **p, const char *end, guint line,
                          guint *state, guint *action, GError **error)
{
  const char *word;
  gsize length;
  g_autofree char *name = NULL;
  gint label;
  guint cell, x, y;

  if (!qd_mdp_read_cell (context, p, end, line, state, &cell, error))
    return FALSE;
  x = cell % context->world->w;
  y = cell / context->world->w;
  if (!qd_mdp_next_word (p, end, &word, &length))
    return qd_mdp_parse_error (error, line, _("an action should follow the cell: north, west, south, east or exit"));
  name = g_strndup (word, length);
  label = qd_mdp_action_from_string (name);
  if (label < 0)
    {
      g_autofree char *quoted = qd_text_quote (word, (gssize) length);

      return qd_mdp_parse_error (error, line, _("“%s” is not an action: north, west, south, east or exit"), quoted);
    }
  *action = qd_markov_find_action (context->model, *state, (guint) label);
  if (*action != G_MAXUINT)
    return TRUE;
  if (label == QD_MDP_EXIT)
    return qd_mdp_parse_error (error, line, _("exit is a terminal’s action, and (%u, %u) is not a terminal"), x, y);
  return qd_mdp_parse_error (error, line, _("(%u, %u) is a terminal: its only action is exit, not %s"), x, y, name);
}
