/* qd-search-route.c — route maps: the model, its text and its edits. */
#include "config.h"

#include "qd-search-route.h"
#include "qd-search-private.h"

#include "core/qd-format.h"
#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

QdSearchRoute *
qd_search_route_new (void)
{
  QdSearchRoute *route = g_new0 (QdSearchRoute, 1);

  route->names = g_new0 (char *, 1);
  route->roads = g_array_new (FALSE, FALSE, sizeof (QdSearchRoad));
  route->scale = 1;
  return route;
}

void
qd_search_route_free (QdSearchRoute *route)
{
  if (route == NULL)
    return;
  g_strfreev (route->names);
  g_free (route->x);
  g_free (route->y);
  g_free (route->h);
  g_array_unref (route->roads);
  g_free (route);
}

QdSearchRoute *
qd_search_route_copy (const QdSearchRoute *route)
{
  QdSearchRoute *copy = g_new0 (QdSearchRoute, 1);
  gsize n = route->n_places;

  copy->n_places = route->n_places;
  copy->names = g_strdupv (route->names);
  copy->x = g_memdup2 (route->x, n * sizeof (double));
  copy->y = g_memdup2 (route->y, n * sizeof (double));
  copy->h = route->h != NULL ? g_memdup2 (route->h, n * sizeof (double)) : NULL;
  copy->roads = g_array_copy (route->roads);
  copy->start = route->start;
  copy->goal = route->goal;
  copy->scale = route->scale;
  return copy;
}

gboolean
qd_search_route_has_coordinates (const QdSearchRoute *route)
{
  for (guint i = 0; i < route->n_places; i++)
    if (isnan (route->x[i]))
      return FALSE;
  return route->n_places > 0;
}

gboolean
qd_search_route_has_h_table (const QdSearchRoute *route)
{
  if (route->h == NULL || route->n_places == 0)
    return FALSE;
  for (guint i = 0; i < route->n_places; i++)
    if (isnan (route->h[i]))
      return FALSE;
  return TRUE;
}

double
qd_search_route_straight (const QdSearchRoute *route, guint a, guint b)
{
  return route->scale * hypot (route->x[a] - route->x[b], route->y[a] - route->y[b]);
}

double
qd_search_route_sld (const QdSearchRoute *route, guint place)
{
  if (route->h != NULL && !isnan (route->h[place]))
    return route->h[place];
  return qd_search_route_straight (route, place, route->goal);
}

gint
qd_search_route_find_place (const QdSearchRoute *route, const char *name)
{
  for (guint i = 0; i < route->n_places; i++)
    if (strcmp (route->names[i], name) == 0)
      return (gint) i;
  return -1;
}

gint
qd_search_route_find_road (const QdSearchRoute *route, guint a, guint b)
{
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, i);

      if ((r->from == a && r->to == b) || (r->two_way && r->from == b && r->to == a))
        return (gint) i;
    }
  return -1;
}

gint
qd_search_route_place_at (const QdSearchRoute *route, double x, double y, double radius)
{
  gint best = -1;
  double best_d = radius;

  for (guint i = 0; i < route->n_places; i++)
    {
      double d = hypot (route->x[i] - x, route->y[i] - y);

      if (d <= best_d)
        {
          best = (gint) i;
          best_d = d;
        }
    }
  return best;
}

const char *
qd_search_route_name_problem (const char *name)
{
  gsize len = strlen (name);

  if (len == 0)
    return _("a place needs a name");
  if (len > QD_SEARCH_ROUTE_MAX_NAME)
    return _("a place’s name is at most 64 bytes long");
  if (!g_utf8_validate (name, len, NULL))
    return _("a place’s name must be UTF-8 text");
  if (strpbrk (name, ",:()>#") != NULL || strstr (name, "--") != NULL)
    return _("a place’s name holds none of , : ( ) > # and no --");
  if (g_ascii_isspace (name[0]) || g_ascii_isspace (name[len - 1]) || name[len - 1] == '-')
    return _("a place’s name neither starts nor ends with a blank, nor ends with -");
  for (const char *p = name; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return _("a place’s name holds no control character");
  if (qd_text_find_invisible (name, len) != 0)
    return _("a place’s name holds no invisible character");
  return NULL;
}

/* --- Reading ------------------------------------------------------------ */

typedef struct {
  char *a, *b;
  double cost;
  gboolean two_way;
  guint line;
} PendingRoad;

typedef struct {
  QdSearchRoute *route;
  GHashTable *index;        /* name → place + 1 */
  GArray *lines;            /* guint: each place's line */
  GArray *pending;          /* PendingRoad */
  GArray *x, *y;
  char *start, *goal;
  guint start_line, goal_line;
  GHashTable *h_names;      /* name → line of an h entry (pending) */
  GArray *h_values;         /* double, in h_order */
  GPtrArray *h_order;       /* names */
  GArray *h_lines;
} Reader;

static void
pending_road_clear (gpointer data)
{
  PendingRoad *p = data;

  g_free (p->a);
  g_free (p->b);
}

static char *
trimmed (const char *p, gsize len)
{
  qd_text_trim (&p, &len);
  return g_strndup (p, len);
}

static gboolean
check_name (const char *name, guint line, GError **error)
{
  const char *problem = qd_search_route_name_problem (name);
  g_autofree char *shown = NULL;

  if (problem == NULL)
    return TRUE;
  shown = qd_text_quote (name, -1);
  qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, line, _("“%s”: %s"), shown, problem);
  return FALSE;
}

/* One of a place's coordinates, from `text` to `end`. */
static gboolean
read_coordinate (const char *text, const char *end, guint number, double *value, GError **error)
{
  return qd_search_parse_number (text, end - text, value)
         || qd_search_fail_number (error, number, text, end - text,
                                   _("the coordinate “%s” is not a number: “name (x, y)”"),
                                   _("the coordinate “%s” is too large: the largest accepted size is %s"));
}

/* "NAME" or "NAME (x, y)". */
static gboolean
read_place (Reader *r, const char *line, gsize len, guint number, GError **error)
{
  const char *open = memchr (line, '(', len);
  g_autofree char *name = trimmed (line, open != NULL ? (gsize) (open - line) : len);
  double x = NAN, y = NAN;

  if (open != NULL)
    {
      const char *end = line + len;
      const char *close = memchr (open, ')', end - open);
      const char *comma = memchr (open, ',', end - open);

      if (close == NULL || comma == NULL || comma > close || !qd_text_is_blank (close + 1, end - close - 1))
        {
          qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number,
                          _("a place’s coordinates are two numbers: “name (x, y)”"));
          return FALSE;
        }
      if (!read_coordinate (open + 1, comma, number, &x, error)
          || !read_coordinate (comma + 1, close, number, &y, error))
        return FALSE;
    }
  if (!check_name (name, number, error))
    return FALSE;
  if (g_hash_table_contains (r->index, name))
    {
      guint place = GPOINTER_TO_UINT (g_hash_table_lookup (r->index, name)) - 1;
      g_autofree char *shown = qd_text_quote (name, -1);

      qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number, _("the place “%s” is already on line %u"), shown,
                      g_array_index (r->lines, guint, place));
      return FALSE;
    }
  if (r->x->len >= QD_SEARCH_ROUTE_MAX_PLACES)
    {
      qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, number, _("a map has at most %d places"),
                      QD_SEARCH_ROUTE_MAX_PLACES);
      return FALSE;
    }
  g_hash_table_insert (r->index, g_strdup (name), GUINT_TO_POINTER (r->x->len + 1));
  g_array_append_val (r->lines, number);
  g_array_append_val (r->x, x);
  g_array_append_val (r->y, y);
  return TRUE;
}

/* "A -- B: cost" or "A -> B: cost" (cost 1 when left out). */
static gboolean
read_road (Reader *r, const char *line, gsize len, const char *arrow, guint number, GError **error)
{
  const char *end = line + len;
  const char *colon = memchr (arrow, ':', end - arrow);
  PendingRoad p = { 0 };

  p.cost = 1;
  if (colon != NULL && (!qd_search_parse_number (colon + 1, end - colon - 1, &p.cost) || p.cost <= 0))
    return qd_search_fail_number (error, number, colon + 1, end - colon - 1,
                                  _("a road’s cost is a number above 0, not “%s”"),
                                  _("the road’s cost “%s” is too large: the largest accepted is %s"));
  p.two_way = arrow[1] == '-';
  p.a = trimmed (line, arrow - line);
  p.b = trimmed (arrow + 2, (colon != NULL ? colon : end) - arrow - 2);
  p.line = number;
  if (!check_name (p.a, number, error) || !check_name (p.b, number, error))
    {
      pending_road_clear (&p);
      return FALSE;
    }
  if (r->pending->len >= QD_SEARCH_ROUTE_MAX_ROADS)
    {
      pending_road_clear (&p);
      qd_search_fail (error, QD_SEARCH_ERROR_TOO_LARGE, number, _("a map has at most %d roads"),
                      QD_SEARCH_ROUTE_MAX_ROADS);
      return FALSE;
    }
  g_array_append_val (r->pending, p);
  return TRUE;
}

static gboolean
read_key (Reader *r, const char *key, gsize key_len, const char *value, gsize value_len, guint number,
          GError **error)
{
  char **slot = NULL;
  guint *slot_line = NULL;

  if (qd_search_key_is (key, key_len, "start"))
    slot = &r->start, slot_line = &r->start_line;
  else if (qd_search_key_is (key, key_len, "goal"))
    slot = &r->goal, slot_line = &r->goal_line;
  else if (qd_search_key_is (key, key_len, "scale"))
    {
      if (!qd_search_parse_number (value, value_len, &r->route->scale) || r->route->scale <= 0)
        return qd_search_fail_number (error, number, value, value_len, _("the scale is a number above 0, not “%s”"),
                                      _("the scale “%s” is too large: the largest accepted is %s"));
      return TRUE;
    }
  else
    {
      g_autofree char *shown = qd_text_quote (key, key_len);

      qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number,
                      _("unknown key “%s” (a route map has start:, goal: and scale:)"), shown);
      return FALSE;
    }
  if (*slot != NULL)
    {
      qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number, _("a second “%.*s:” line (the first is line %u)"),
                      (int) key_len, key, *slot_line);
      return FALSE;
    }
  *slot = g_strndup (value, value_len);
  *slot_line = number;
  return TRUE;
}

/* "h NAME: value". */
static gboolean
read_h (Reader *r, const char *line, gsize len, guint number, GError **error)
{
  const char *colon = memchr (line, ':', len);
  g_autofree char *name = trimmed (line + 2, colon - line - 2);
  double v;

  if (!qd_search_parse_number (colon + 1, line + len - colon - 1, &v) || v < 0)
    return qd_search_fail_number (error, number, colon + 1, line + len - colon - 1,
                                  _("an h value is a number, 0 or more, not “%s”"),
                                  _("the h value “%s” is too large: the largest accepted is %s"));
  if (g_hash_table_contains (r->h_names, name))
    {
      g_autofree char *shown = qd_text_quote (name, -1);

      qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, number, _("a second h value for “%s”"), shown);
      return FALSE;
    }
  g_hash_table_add (r->h_names, g_strdup (name));
  g_ptr_array_add (r->h_order, g_steal_pointer (&name));
  g_array_append_val (r->h_values, v);
  g_array_append_val (r->h_lines, number);
  return TRUE;
}

static gboolean
resolve (Reader *r, const char *name, guint line, guint *place, GError **error)
{
  gpointer v = g_hash_table_lookup (r->index, name);
  g_autofree char *shown = NULL;

  if (v != NULL)
    {
      *place = GPOINTER_TO_UINT (v) - 1;
      return TRUE;
    }
  shown = qd_text_quote (name, -1);
  qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, line,
                  _("“%s” is not a place of this map (every place needs a line of its own)"), shown);
  return FALSE;
}

static gboolean
finish (Reader *r, guint last_line, GPtrArray *warnings, GError **error)
{
  QdSearchRoute *route = r->route;
  g_autoptr (GHashTable) pairs = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr (GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (gint64), r->pending->len * 2);
  guint n_warnings = 0;

  if (r->x->len == 0)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, last_line, _("the map has no place")) != NULL;
  route->n_places = r->x->len;
  g_free (route->names);
  route->names = g_new0 (char *, route->n_places + 1);
  {
    GHashTableIter it;
    gpointer k, v;

    g_hash_table_iter_init (&it, r->index);
    while (g_hash_table_iter_next (&it, &k, &v))
      route->names[GPOINTER_TO_UINT (v) - 1] = g_strdup (k);
  }
  route->x = (double *) g_array_free (g_steal_pointer (&r->x), FALSE);
  route->y = (double *) g_array_free (g_steal_pointer (&r->y), FALSE);
  for (guint i = 0; i < r->pending->len; i++)
    {
      PendingRoad *p = &g_array_index (r->pending, PendingRoad, i);
      QdSearchRoad road = { 0, 0, p->cost, p->two_way };
      gint64 *key;

      if (!resolve (r, p->a, p->line, &road.from, error) || !resolve (r, p->b, p->line, &road.to, error))
        return FALSE;
      if (road.from == road.to)
        return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, p->line, _("a road joins a place to itself")) != NULL;
      for (guint way = 0; way < (road.two_way ? 2u : 1u); way++)
        {
          guint a = way == 0 ? road.from : road.to, b = way == 0 ? road.to : road.from;
          gint64 k = ((gint64) a << 32) | b;
          gpointer line = g_hash_table_lookup (pairs, &k);

          if (line != NULL)
            {
              g_autofree char *sa = qd_text_quote (route->names[a], -1);
              g_autofree char *sb = qd_text_quote (route->names[b], -1);

              return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, p->line,
                                     _("a road from “%s” to “%s” is already on line %u"), sa, sb,
                                     GPOINTER_TO_UINT (line)) != NULL;
            }
          g_array_append_val (keys, k);
          key = &g_array_index (keys, gint64, keys->len - 1);
          g_hash_table_insert (pairs, key, GUINT_TO_POINTER (p->line));
        }
      g_array_append_val (route->roads, road);
    }
  if (r->start == NULL)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, last_line, _("the map has no “start:” line")) != NULL;
  if (r->goal == NULL)
    return qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, last_line, _("the map has no “goal:” line")) != NULL;
  if (!resolve (r, r->start, r->start_line, &route->start, error)
      || !resolve (r, r->goal, r->goal_line, &route->goal, error))
    return FALSE;
  if (r->h_order->len > 0)
    {
      route->h = g_new (double, route->n_places);
      for (guint i = 0; i < route->n_places; i++)
        route->h[i] = NAN;
      for (guint i = 0; i < r->h_order->len; i++)
        {
          guint place, line = g_array_index (r->h_lines, guint, i);

          if (!resolve (r, r->h_order->pdata[i], line, &place, error))
            return FALSE;
          route->h[place] = g_array_index (r->h_values, double, i);
        }
      if (!isnan (route->h[route->goal]) && route->h[route->goal] != 0)
        qd_text_warn (warnings, &n_warnings, _("the h table gives the goal %g, not 0: it is for another goal"),
                      route->h[route->goal]);
      for (guint i = 0; i < route->n_places; i++)
        if (isnan (route->h[i]))
          {
            qd_text_warn (warnings, &n_warnings,
                          _("the h table has no value for “%s”: sld uses the straight line there"),
                          route->names[i]);
            break;
          }
    }
  if (qd_search_route_has_coordinates (route) && !qd_search_route_has_h_table (route))
    for (guint i = 0; i < route->roads->len; i++)
      {
        const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);
        double s = qd_search_route_straight (route, road->from, road->to);

        if (road->cost < s)
          qd_text_warn (warnings, &n_warnings,
                        _("line %u: the straight line from “%s” to “%s” (%g) is longer than the road (%g): "
                          "sld may overestimate"),
                        g_array_index (r->pending, PendingRoad, i).line, route->names[road->from],
                        route->names[road->to], s, road->cost);
      }
  qd_text_warnings_end (warnings, n_warnings);
  return TRUE;
}

QdSearchRoute *
qd_search_route_parse (const char *text, gssize length, GPtrArray *warnings, GError **error)
{
  gsize len = length < 0 ? strlen (text) : (gsize) length;
  Reader r = { 0 };
  QdLineReader lines;
  const char *line;
  gsize line_len;
  gboolean ok = TRUE;
  QdSearchRoute *route;

  if (!qd_search_reader_init (&lines, text, len, error))
    return NULL;
  r.route = qd_search_route_new ();
  r.index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  r.lines = g_array_new (FALSE, FALSE, sizeof (guint));
  r.pending = g_array_new (FALSE, FALSE, sizeof (PendingRoad));
  g_array_set_clear_func (r.pending, pending_road_clear);
  r.x = g_array_new (FALSE, FALSE, sizeof (double));
  r.y = g_array_new (FALSE, FALSE, sizeof (double));
  r.h_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  r.h_values = g_array_new (FALSE, FALSE, sizeof (double));
  r.h_lines = g_array_new (FALSE, FALSE, sizeof (guint));
  r.h_order = g_ptr_array_new_with_free_func (g_free);
  while (ok && qd_line_reader_next (&lines, &line, &line_len))
    {
      const char *key, *value, *arrow = NULL;
      gsize key_len, value_len;

      qd_text_trim (&line, &line_len);
      if (line_len == 0 || line[0] == '#')
        continue;
      for (gsize i = 0; i + 1 < line_len && arrow == NULL; i++)
        if (line[i] == '-' && (line[i + 1] == '-' || line[i + 1] == '>'))
          arrow = line + i;
      if (arrow != NULL)
        ok = read_road (&r, line, line_len, arrow, lines.line, error);
      else if (line_len > 2 && line[0] == 'h' && line[1] == ' ' && memchr (line, ':', line_len) != NULL)
        ok = read_h (&r, line, line_len, lines.line, error);
      else if (qd_search_line_key (line, line_len, &key, &key_len, &value, &value_len))
        ok = read_key (&r, key, key_len, value, value_len, lines.line, error);
      else if (memchr (line, ':', line_len) != NULL)
        ok = qd_search_fail (error, QD_SEARCH_ERROR_SYNTAX, lines.line,
                             _("a line with “:” is a road (A -- B: cost), an h value (h A: 366) or a key")) != NULL;
      else
        ok = read_place (&r, line, line_len, lines.line, error);
    }
  if (ok)
    ok = finish (&r, lines.line, warnings, error);
  route = r.route;
  g_hash_table_unref (r.index);
  g_array_unref (r.lines);
  g_array_unref (r.pending);
  if (r.x != NULL)
    g_array_unref (r.x);
  if (r.y != NULL)
    g_array_unref (r.y);
  g_free (r.start);
  g_free (r.goal);
  g_hash_table_unref (r.h_names);
  g_array_unref (r.h_values);
  g_array_unref (r.h_lines);
  g_ptr_array_unref (r.h_order);
  if (!ok)
    {
      qd_search_route_free (route);
      return NULL;
    }
  return route;
}

/* --- Writing ------------------------------------------------------------ */

/* prefix, the number in its shortest exact form, suffix. */
static void
append_between (GString *out, const char *prefix, double v, const char *suffix)
{
  g_autofree char *number = qd_format_number (v);

  g_string_append_printf (out, "%s%s%s", prefix, number, suffix);
}

char *
qd_search_route_to_string (const QdSearchRoute *route)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < route->n_places; i++)
    {
      g_string_append (out, route->names[i]);
      if (!isnan (route->x[i]))
        {
          append_between (out, " (", route->x[i], "");
          append_between (out, ", ", route->y[i], ")");
        }
      g_string_append_c (out, '\n');
    }
  if (route->roads->len > 0)
    g_string_append_c (out, '\n');
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

      g_string_append_printf (out, "%s %s %s", route->names[road->from], road->two_way ? "--" : "->",
                              route->names[road->to]);
      append_between (out, ": ", road->cost, "\n");
    }
  if (route->n_places > 0)
    g_string_append_printf (out, "\nstart: %s\ngoal: %s\n", route->names[route->start], route->names[route->goal]);
  if (route->scale != 1)
    append_between (out, "scale: ", route->scale, "\n");
  if (route->h != NULL)
    {
      g_string_append_c (out, '\n');
      for (guint i = 0; i < route->n_places; i++)
        if (!isnan (route->h[i]))
          {
            g_string_append_printf (out, "h %s", route->names[i]);
            append_between (out, ": ", route->h[i], "\n");
          }
    }
  return g_string_free (out, FALSE);
}
