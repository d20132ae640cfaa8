/* qd-search-space.c — the engine's view of a document (QdSpace), and the
 * text of its states and actions. */
#include "config.h"

#include "qd-search.h"
#include "qd-search-maze.h"
#include "qd-search-private.h"
#include "qd-search-route.h"
#include "qd-search-tiles.h"

#include <glib/gi18n.h>
#include <string.h>

QdSpace *
qd_search_doc_space_full (const QdSearchDoc *doc, QdSearchHeuristic h, const gint *stop, QdProgress *progress,
                          GError **error)
{
  QdSearchSpace *s;
  gboolean ok;

  if (!qd_search_doc_has_heuristic (doc, h))
    {
      g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC,
                   _("a %s has no heuristic “%s”"), qd_search_kind_to_string (doc->kind),
                   qd_search_heuristic_to_string (h));
      return NULL;
    }
  s = g_new0 (QdSearchSpace, 1);
  s->doc = qd_search_doc_copy (doc);
  s->heuristic = h;
  s->space.data = s;
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      ok = qd_search_route_space_init (s, error);
      break;
    case QD_SEARCH_MAZE:
      ok = qd_search_maze_space_init (s, error);
      break;
    case QD_SEARCH_TILES:
    default:
      ok = qd_search_tiles_space_init (s, stop, progress, error);
      break;
    }
  if (!ok)
    {
      qd_search_space_free (&s->space);
      return NULL;
    }
  return &s->space;
}

QdSpace *
qd_search_doc_space (const QdSearchDoc *doc, QdSearchHeuristic h, GError **error)
{
  return qd_search_doc_space_full (doc, h, NULL, NULL, error);
}

void
qd_search_space_free (QdSpace *space)
{
  QdSearchSpace *s;

  if (space == NULL)
    return;
  s = qd_search_space_of (space);
  if (s->kind_free != NULL && s->kind != NULL)
    s->kind_free (s->kind);
  qd_search_doc_free (s->doc);
  g_free (s->start);
  g_free (s->goal);
  g_free (s);
}

gconstpointer
qd_search_space_start (const QdSpace *space)
{
  return qd_search_space_of (space)->start;
}

gboolean
qd_search_space_apply (const QdSpace *space, gconstpointer state, QdSpaceAction action, guint8 *child,
                       double *cost)
{
  g_autofree QdSpaceStep *steps = g_new (QdSpaceStep, space->max_steps);
  g_autofree guint8 *states = g_malloc ((gsize) space->max_steps * space->state_size);
  double h = space->heuristic (space, state);
  guint n = space->expand (space, state, h, QD_SPACE_ACTION_NONE, FALSE, steps, states);

  for (guint i = 0; i < n; i++)
    if (steps[i].action == action)
      {
        memcpy (child, states + (gsize) i * space->state_size, space->state_size);
        if (cost != NULL)
          *cost = steps[i].cost;
        return TRUE;
      }
  return FALSE;
}

gboolean
qd_search_index_is_goal (const QdSpace *space, gconstpointer state)
{
  return qd_search_state_index (state) == qd_search_space_of (space)->goal_index;
}

gboolean
qd_search_doc_is_solvable (const QdSearchDoc *doc)
{
  return doc->kind != QD_SEARCH_TILES || qd_search_tiles_solvable (doc->tiles);
}

guint
qd_search_doc_n_cells (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      return doc->route->n_places;
    case QD_SEARCH_MAZE:
      return doc->maze->rows * doc->maze->cols;
    case QD_SEARCH_TILES:
    default:
      return 0;
    }
}

guint
qd_search_doc_state_cell (const QdSearchDoc *doc, gconstpointer state)
{
  guint32 cell;

  if (doc->kind == QD_SEARCH_TILES)
    return G_MAXUINT;
  memcpy (&cell, state, sizeof cell);
  return cell;
}

static const char *const move_names[4] = { "up", "down", "left", "right" };

void
qd_search_doc_state_text (const QdSearchDoc *doc, gconstpointer state, GString *out)
{
  const QdSearchTiles *tiles;
  guint8 numbers[QD_SEARCH_TILES_MAX_SIDE * QD_SEARCH_TILES_MAX_SIDE];

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
    case QD_SEARCH_MAZE:
      qd_search_doc_action_text (doc, qd_search_doc_state_cell (doc, state), out);
      return;
    case QD_SEARCH_TILES:
    default:
      tiles = doc->tiles;
      qd_search_tiles_from_canonical (tiles, state, numbers);
      for (guint r = 0; r < tiles->rows; r++)
        for (guint c = 0; c < tiles->cols; c++)
          g_string_append_printf (out, "%s%u", c > 0 ? " " : r > 0 ? "/" : "", numbers[r * tiles->cols + c]);
      return;
    }
}

void
qd_search_doc_action_text (const QdSearchDoc *doc, QdSpaceAction a, GString *out)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      if (a < doc->route->n_places)
        g_string_append (out, doc->route->names[a]);
      return;
    case QD_SEARCH_MAZE:
      g_string_append_printf (out, "%u %u", a / doc->maze->cols, a % doc->maze->cols);
      return;
    case QD_SEARCH_TILES:
    default:
      if (a < 4)
        g_string_append (out, move_names[a]);
      return;
    }
}

gboolean
qd_search_doc_action_from_text (const QdSearchDoc *doc, const char *text, QdSpaceAction *a)
{
  guint64 row, col;
  char *end;
  gint place;

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      place = qd_search_route_find_place (doc->route, text);
      if (place < 0)
        return FALSE;
      *a = (QdSpaceAction) place;
      return TRUE;
    case QD_SEARCH_MAZE:
      if (!g_ascii_isdigit (text[0]))
        return FALSE;
      row = g_ascii_strtoull (text, &end, 10);
      if (*end != ' ' || !g_ascii_isdigit (end[1]))
        return FALSE;
      col = g_ascii_strtoull (end + 1, &end, 10);
      if (*end != '\0' || row >= doc->maze->rows || col >= doc->maze->cols)
        return FALSE;
      *a = (QdSpaceAction) (row * doc->maze->cols + col);
      return TRUE;
    case QD_SEARCH_TILES:
    default:
      for (guint i = 0; i < 4; i++)
        if (strcmp (text, move_names[i]) == 0)
          {
            *a = i;
            return TRUE;
          }
      return FALSE;
    }
}
