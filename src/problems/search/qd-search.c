/* qd-search.c — the document: sniffing, dispatch to the three kinds,
 * heuristic names, the engine's view, state and action text. */
#include "config.h"

#include "qd-search.h"
#include "qd-search-maze.h"
#include "qd-search-private.h"
#include "qd-search-route.h"
#include "qd-search-tiles.h"

#include "core/qd-names.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

G_DEFINE_QUARK (qd-search-error-quark, qd_search_error)

/* --- Line helpers ------------------------------------------------------- */

gpointer
qd_search_fail (GError **error, gint code, guint line, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  qd_text_line_error (error, QD_SEARCH_ERROR, code, line, "%s", message);
  return NULL;
}

gboolean
qd_search_reader_init (QdLineReader *reader, const char *text, gsize length, GError **error)
{
  if (!qd_text_validate (text, length, QD_SEARCH_ERROR, QD_SEARCH_ERROR_ENCODING, error))
    return FALSE;
  /* The line reader skips a byte-order mark. */
  qd_line_reader_init (reader, text, length);
  return TRUE;
}

gboolean
qd_search_parse_number (const char *text, gsize length, double *value)
{
  g_autofree char *token = NULL;
  char *end;

  qd_text_trim (&text, &length);
  if (length == 0 || length > 64)
    return FALSE;
  token = g_strndup (text, length);
  *value = g_ascii_strtod (token, &end);
  return *end == '\0' && isfinite (*value) && fabs (*value) <= QD_SEARCH_MAX_MAGNITUDE;
}

/* A number in C's syntax whose size no field of the formats accepts (an
 * overflow to infinity included). */
static gboolean
is_too_large (const char *token)
{
  char *end;
  double v = g_ascii_strtod (token, &end);

  return end != token && *end == '\0' && !isnan (v) && fabs (v) > QD_SEARCH_MAX_MAGNITUDE;
}

gboolean
qd_search_fail_number (GError **error, guint line, const char *text, gsize length, const char *refused,
                       const char *too_large)
{
  g_autofree char *token = NULL, *shown = NULL, *limit = NULL;

  qd_text_trim (&text, &length);
  token = g_strndup (text, length);
  shown = qd_text_quote (token, -1);
  if (!is_too_large (token))
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, line, refused, shown) != NULL;
  limit = g_strdup_printf ("%.0f", QD_SEARCH_MAX_MAGNITUDE);
  return qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, line, too_large, shown, limit) != NULL;
}

gboolean
qd_search_line_is_comment (const char *line, gsize length, gboolean strict)
{
  qd_text_trim (&line, &length);
  if (length == 0 || line[0] != '#')
    return FALSE;
  if (!strict || length == 1)
    return TRUE;
  for (gsize i = 1; i < length; i++)
    if (line[i] == ' ' || line[i] == '\t')
      return TRUE;
  return FALSE;
}

gboolean
qd_search_line_key (const char *line, gsize length, const char **key, gsize *key_len, const char **value,
                    gsize *value_len)
{
  gsize i = 0;

  qd_text_trim (&line, &length);
  if (length == 0 || !g_ascii_isalpha (line[0]))
    return FALSE;
  while (i < length && (g_ascii_isalnum (line[i]) || line[i] == '-' || line[i] == '_'))
    i++;
  if (i == length || line[i] != ':')
    return FALSE;
  *key = line;
  *key_len = i;
  *value = line + i + 1;
  *value_len = length - i - 1;
  qd_text_trim (value, value_len);
  return TRUE;
}

gboolean
qd_search_key_is (const char *key, gsize key_len, const char *name)
{
  return strlen (name) == key_len && memcmp (key, name, key_len) == 0;
}

/* --- Sniffing ----------------------------------------------------------- */

static gboolean
is_maze_row (const char *line, gsize len)
{
  for (gsize i = 0; i < len; i++)
    if (strchr ("#.SG123456789", line[i]) == NULL || line[i] == '\0')
      return FALSE;
  return len > 0;
}

static gboolean
is_tiles_row (const char *line, gsize len)
{
  gboolean digit = FALSE;

  for (gsize i = 0; i < len; i++)
    if (g_ascii_isdigit (line[i]))
      digit = TRUE;
    else if (line[i] != ' ' && line[i] != '\t')
      return FALSE;
  return digit;
}

QdSearchKind
qd_search_sniff (const char *text, gsize length)
{
  QdLineReader reader;
  const char *line;
  gsize len;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &line, &len))
    {
      const char *key, *value;
      gsize key_len, value_len;

      qd_text_trim (&line, &len);
      if (len == 0 || qd_search_line_is_comment (line, len, TRUE)
          || qd_search_line_key (line, len, &key, &key_len, &value, &value_len))
        continue;
      if (is_maze_row (line, len))
        return QD_SEARCH_MAZE;
      if (is_tiles_row (line, len))
        return QD_SEARCH_TILES;
      return QD_SEARCH_ROUTE;
    }
  return QD_SEARCH_ROUTE;
}

/* --- The document ------------------------------------------------------- */

static QdSearchDoc *
doc_new (QdSearchKind kind, gpointer model)
{
  QdSearchDoc *doc = g_new0 (QdSearchDoc, 1);

  doc->kind = kind;
  doc->route = model;   /* the union's members share one pointer */
  return doc;
}

QdSearchDoc *
qd_search_doc_new_route (QdSearchRoute *route)
{
  return doc_new (QD_SEARCH_ROUTE, route);
}

QdSearchDoc *
qd_search_doc_new_maze (QdSearchMaze *maze)
{
  return doc_new (QD_SEARCH_MAZE, maze);
}

QdSearchDoc *
qd_search_doc_new_tiles (QdSearchTiles *tiles)
{
  return doc_new (QD_SEARCH_TILES, tiles);
}

QdSearchDoc *
qd_search_doc_new_default (QdSearchKind kind)
{
  QdSearchRoute *route;

  switch (kind)
    {
    case QD_SEARCH_ROUTE:
      route = qd_search_route_new ();
      qd_search_route_add_place (route, "A", 0, 0);
      qd_search_route_add_place (route, "B", 100, 60);
      qd_search_route_add_place (route, "C", 200, 0);
      qd_search_route_add_road (route, 0, 1, 120, TRUE);
      qd_search_route_add_road (route, 1, 2, 120, TRUE);
      qd_search_route_add_road (route, 0, 2, 250, TRUE);
      route->goal = 2;
      return qd_search_doc_new_route (route);
    case QD_SEARCH_MAZE:
      return qd_search_doc_new_maze (qd_search_maze_new (7, 11));
    case QD_SEARCH_TILES:
    default:
      return qd_search_doc_new_tiles (qd_search_tiles_new (3, 3));
    }
}

QdSearchDoc *
qd_search_doc_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  gpointer model;
  QdSearchKind kind;

  if (!qd_text_validate (text, len, QD_SEARCH_ERROR, QD_SEARCH_ERROR_ENCODING, error))
    return NULL;
  kind = qd_search_sniff (text, len);
  switch (kind)
    {
    case QD_SEARCH_ROUTE:
      model = qd_search_route_parse (text, len, warnings, error);
      break;
    case QD_SEARCH_MAZE:
      model = qd_search_maze_parse (text, len, warnings, error);
      break;
    case QD_SEARCH_TILES:
    default:
      model = qd_search_tiles_parse (text, len, warnings, error);
      break;
    }
  return model != NULL ? doc_new (kind, model) : NULL;
}

char *
qd_search_doc_to_string (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      return qd_search_route_to_string (doc->route);
    case QD_SEARCH_MAZE:
      return qd_search_maze_to_string (doc->maze);
    case QD_SEARCH_TILES:
    default:
      return qd_search_tiles_to_string (doc->tiles);
    }
}

QdSearchDoc *
qd_search_doc_copy (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      return qd_search_doc_new_route (qd_search_route_copy (doc->route));
    case QD_SEARCH_MAZE:
      return qd_search_doc_new_maze (qd_search_maze_copy (doc->maze));
    case QD_SEARCH_TILES:
    default:
      return qd_search_doc_new_tiles (qd_search_tiles_copy (doc->tiles));
    }
}

void
qd_search_doc_free (QdSearchDoc *doc)
{
  if (doc == NULL)
    return;
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      qd_search_route_free (doc->route);
      break;
    case QD_SEARCH_MAZE:
      qd_search_maze_free (doc->maze);
      break;
    case QD_SEARCH_TILES:
    default:
      qd_search_tiles_free (doc->tiles);
      break;
    }
  g_free (doc);
}

static const char *const kind_names[QD_SEARCH_N_KINDS] = { "route", "maze", "tiles" };

const char *
qd_search_kind_to_string (QdSearchKind kind)
{
  return QD_NAMES_TO_STRING (kind_names, kind, "route");
}

/* --- Heuristics --------------------------------------------------------- */

static const char *const heuristic_names[QD_SEARCH_N_HEURISTICS] = {
  "zero", "sld", "manhattan", "octile", "euclidean", "misplaced", "linear-conflict", "pdb",
};

static const char *const heuristic_titles[QD_SEARCH_N_HEURISTICS] = {
  N_("None (zero)"), N_("Straight-line distance"), N_("Manhattan distance"), N_("Octile distance"),
  N_("Euclidean distance"), N_("Misplaced tiles"), N_("Linear conflict"), N_("Pattern databases"),
};

QD_NAMES_FUNCTIONS (qd_search_heuristic, QdSearchHeuristic, heuristic_names, "zero")

const char *
qd_search_heuristic_title (QdSearchHeuristic h)
{
  return _(heuristic_titles[h < QD_SEARCH_N_HEURISTICS ? h : 0]);
}

static const QdSearchHeuristic route_heuristics[] = { QD_SEARCH_H_SLD, QD_SEARCH_H_ZERO };
static const QdSearchHeuristic maze_heuristics[] = {
  QD_SEARCH_H_MANHATTAN, QD_SEARCH_H_OCTILE, QD_SEARCH_H_EUCLIDEAN, QD_SEARCH_H_ZERO,
};
static const QdSearchHeuristic tiles_heuristics[] = {
  QD_SEARCH_H_MISPLACED, QD_SEARCH_H_MANHATTAN, QD_SEARCH_H_LINEAR_CONFLICT, QD_SEARCH_H_PDB, QD_SEARCH_H_ZERO,
};

guint
qd_search_kind_heuristics (QdSearchKind kind, const QdSearchHeuristic **list)
{
  switch (kind)
    {
    case QD_SEARCH_ROUTE:
      *list = route_heuristics;
      return G_N_ELEMENTS (route_heuristics);
    case QD_SEARCH_MAZE:
      *list = maze_heuristics;
      return G_N_ELEMENTS (maze_heuristics);
    case QD_SEARCH_TILES:
    default:
      *list = tiles_heuristics;
      return G_N_ELEMENTS (tiles_heuristics);
    }
}

gboolean
qd_search_doc_has_heuristic (const QdSearchDoc *doc, QdSearchHeuristic h)
{
  const QdSearchHeuristic *list;
  guint n = qd_search_kind_heuristics (doc->kind, &list);

  for (guint i = 0; i < n; i++)
    if (list[i] == h)
      return TRUE;
  return FALSE;
}

QdSearchHeuristic
qd_search_doc_default_heuristic (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      return QD_SEARCH_H_SLD;
    case QD_SEARCH_MAZE:
      return doc->maze->connect == 8 ? QD_SEARCH_H_OCTILE : QD_SEARCH_H_MANHATTAN;
    case QD_SEARCH_TILES:
    default:
      return QD_SEARCH_H_MANHATTAN;
    }
}

char *
qd_search_doc_heuristic_warning (const QdSearchDoc *doc, QdSearchHeuristic h)
{
  if (doc->kind == QD_SEARCH_MAZE && h == QD_SEARCH_H_MANHATTAN && doc->maze->connect == 8)
    return g_strdup (_("Manhattan distance may overestimate on an 8-connected maze: A* may miss the "
                       "shortest path (octile distance does not)"));
  if (doc->kind == QD_SEARCH_ROUTE && h == QD_SEARCH_H_SLD && !qd_search_route_has_h_table (doc->route)
      && qd_search_route_has_coordinates (doc->route))
    {
      const QdSearchRoute *route = doc->route;

      for (guint i = 0; i < route->roads->len; i++)
        {
          const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

          if (road->cost < qd_search_route_straight (route, road->from, road->to))
            return g_strdup_printf (_("The road from “%s” to “%s” is shorter than the straight line between "
                                      "them: the straight-line distance may overestimate"),
                                    route->names[road->from], route->names[road->to]);
        }
    }
  return NULL;
}
