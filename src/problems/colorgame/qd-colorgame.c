/* qd-colorgame.c — the map-colouring game's file: parse, write, check. */
#include "qd-colorgame.h"
#include "qd-colorgame-layout.h"

#include <errno.h>
#include <string.h>
#include <glib/gi18n.h>

#include "core/qd-text.h"

G_DEFINE_QUARK (qd-colorgame-error-quark, qd_colorgame_error)

/* ------------------------------------------------------------ names */

static gboolean
all_chars (const char *s, gboolean digits)
{
  if (s == NULL || *s == '\0')
    return FALSE;
  for (; *s != '\0'; s++)
    if (!g_ascii_isalpha (*s) && !(digits && g_ascii_isdigit (*s)))
      return FALSE;
  return TRUE;
}

gboolean
qd_colorgame_name_is_valid (const char *name)
{
  return all_chars (name, TRUE) && strlen (name) <= 64;
}

gboolean
qd_colorgame_color_is_valid (const char *name)
{
  return all_chars (name, FALSE) && strlen (name) <= 64;
}

static gint
find_name (GPtrArray *names, const char *name)
{
  for (guint i = 0; i < names->len; i++)
    if (strcmp (names->pdata[i], name) == 0)
      return (gint) i;
  return -1;
}

gint
qd_colorgame_find_color (const QdColorgame *game, const char *name)
{
  return find_name (game->colors, name);
}

/* ------------------------------------------------------------ parsing */

typedef struct {
  GPtrArray *nodes;      /* names, in order of first mention */
  GArray *edges;         /* pairs of node indices */
  GArray *assign_names;  /* of char* (borrowed from `owned`), for the initial line */
  GPtrArray *owned;
  GPtrArray *defined;    /* names of the node lines, in file order */
} Parser;

static char *
trimmed (const char *p, gsize len)
{
  qd_text_trim (&p, &len);
  return g_strndup (p, len);
}

/* Splits "a, b, c" into trimmed items; an empty text gives none. */
static GStrv
split_items (const char *text)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  GStrvBuilder *builder = g_strv_builder_new ();
  GStrv out;
  guint n = g_strv_length (parts);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *item = trimmed (parts[i], strlen (parts[i]));

      /* "T:" and "T: " have no neighbours; any other empty item is kept so
       * that "a,,b" is reported. */
      if (n == 1 && *item == '\0')
        break;
      g_strv_builder_add (builder, item);
    }
  out = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return out;
}

/* "key: value" into two trimmed strings. */
static gboolean
split_pair (const char *item, char **key, char **value)
{
  const char *colon = strchr (item, ':');

  if (colon == NULL)
    return FALSE;
  *key = trimmed (item, colon - item);
  *value = trimmed (colon + 1, strlen (colon + 1));
  return TRUE;
}

static gboolean
parse_int (const char *text, gint64 min, gint64 max, gint64 *out)
{
  char *end;
  gint64 v;

  if (*text == '\0' || g_ascii_isspace (*text))
    return FALSE;
  errno = 0;
  v = g_ascii_strtoll (text, &end, 10);
  if (*end != '\0' || errno != 0 || v < min || v > max)
    return FALSE;
  *out = v;
  return TRUE;
}

#define FAIL(code, ...) G_STMT_START { \
    g_set_error (error, QD_COLORGAME_ERROR, (code), __VA_ARGS__); \
    return FALSE; } G_STMT_END

static gboolean
parse_colors (QdColorgame *g, const char *line, guint n, GError **error)
{
  g_auto(GStrv) items = split_items (line);

  if (items[0] == NULL)
    FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: the first line lists the colours, such as “R, G, B”"), n);
  for (guint i = 0; items[i] != NULL; i++)
    {
      if (!qd_colorgame_color_is_valid (items[i]))
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: “%s” is not a colour: colours are letters a-z and A-Z"), n, items[i]);
      if (find_name (g->colors, items[i]) >= 0)
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: the colour %s is listed twice"), n, items[i]);
      if (g->colors->len >= QD_COLORGAME_MAX_COLORS)
        FAIL (QD_COLORGAME_ERROR_RANGE, _("line %u: at most %u colours are allowed"), n, QD_COLORGAME_MAX_COLORS);
      g_ptr_array_add (g->colors, g_strdup (items[i]));
    }
  return TRUE;
}

static gint
node_index (Parser *p, const char *name)
{
  gint i = find_name (p->nodes, name);

  if (i < 0)
    {
      g_ptr_array_add (p->nodes, g_strdup (name));
      i = (gint) p->nodes->len - 1;
    }
  return i;
}

static gboolean
parse_initial (QdColorgame *g, Parser *p, const char *line, guint n, GError **error)
{
  g_auto(GStrv) items = NULL;

  /* "-": nothing coloured yet (what Quandary writes for a game whose map
   * lost every coloured node in the editor). */
  if (strcmp (line, "-") == 0)
    return TRUE;
  items = split_items (line);
  if (items[0] == NULL)
    FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: the initial assignment is empty: give at least one node, "
          "such as “WA: R-1” (or “-” for none)"), n);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *node = NULL, *value = NULL;
      const char *dash;
      QdColorgameAssign a;
      g_autofree char *color = NULL;
      gint c;

      if (!split_pair (items[i], &node, &value) || (dash = strrchr (value, '-')) == NULL)
        FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: “%s” should be NODE: COLOUR-PLAYER, such as “WA: R-1”"), n, items[i]);
      if (!qd_colorgame_name_is_valid (node))
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: “%s” is not a node name: names are letters and digits"), n, node);
      color = trimmed (value, dash - value);
      c = find_name (g->colors, color);
      if (c < 0)
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: %s is not one of the colours of line 1"), n, color);
      if (strcmp (dash + 1, "1") != 0 && strcmp (dash + 1, "2") != 0)
        FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: the player of %s must be 1 or 2, not “%s”"), n, node, dash + 1);
      a.node = (guint) node_index (p, node);
      a.color = (guint) c;
      a.player = dash[1] - '0';
      for (guint k = 0; k < g->initial->len; k++)
        if (g_array_index (g->initial, QdColorgameAssign, k).node == a.node)
          FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: %s is coloured twice"), n, node);
      g_array_append_val (g->initial, a);
    }
  return TRUE;
}

static gboolean
parse_weights (QdColorgame *g, guint player, const char *line, guint n, GError **error)
{
  g_auto(GStrv) items = split_items (line);
  gboolean seen[QD_COLORGAME_MAX_COLORS] = { FALSE };

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *color = NULL, *value = NULL;
      gint c;
      gint64 w;

      if (!split_pair (items[i], &color, &value))
        FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: “%s” should be COLOUR: WEIGHT, such as “R: 10”"), n, items[i]);
      c = find_name (g->colors, color);
      if (c < 0)
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: %s is not one of the colours of line 1"), n, color);
      if (seen[c])
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: the weight of %s is given twice"), n, color);
      if (!parse_int (value, -QD_COLORGAME_MAX_WEIGHT, QD_COLORGAME_MAX_WEIGHT, &w))
        FAIL (QD_COLORGAME_ERROR_RANGE, _("line %u: the weight of %s must be a whole number from %d to %d, not “%s”"),
              n, color, -QD_COLORGAME_MAX_WEIGHT, QD_COLORGAME_MAX_WEIGHT, value);
      seen[c] = TRUE;
      g->weights[player][c] = (gint) w;
    }
  for (guint c = 0; c < g->colors->len; c++)
    if (!seen[c])
      FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: player %u's weight of %s is missing"), n, player + 1,
            (char *) g->colors->pdata[c]);
  return TRUE;
}

static gboolean
parse_node_line (Parser *p, const char *line, guint n, GError **error)
{
  g_autofree char *name = NULL, *rest = NULL;
  g_auto(GStrv) items = NULL;
  gint self;

  if (!split_pair (line, &name, &rest))
    FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: a node line should be NODE: NEIGHBOUR, NEIGHBOUR, …"), n);
  if (!qd_colorgame_name_is_valid (name))
    FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: “%s” is not a node name: names are letters and digits"), n, name);
  if (find_name (p->defined, name) >= 0)
    FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: the node %s has two lines"), n, name);
  g_ptr_array_add (p->defined, g_strdup (name));
  self = node_index (p, name);
  items = split_items (rest);
  for (guint i = 0; items[i] != NULL; i++)
    {
      gint other;

      if (!qd_colorgame_name_is_valid (items[i]))
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: “%s” is not a node name: names are letters and digits"), n, items[i]);
      if (strcmp (items[i], name) == 0)
        FAIL (QD_COLORGAME_ERROR_NAME, _("line %u: %s cannot be its own neighbour"), n, name);
      other = node_index (p, items[i]);
      g_array_append_val (p->edges, self);
      g_array_append_val (p->edges, other);
    }
  if (p->nodes->len > QD_COLORGAME_MAX_NODES)
    FAIL (QD_COLORGAME_ERROR_RANGE, _("line %u: at most %u nodes are allowed"), n, QD_COLORGAME_MAX_NODES);
  return TRUE;
}

static gboolean
parse_lines (QdColorgame *g, Parser *p, const char *text, gsize length, GError **error)
{
  QdLineReader reader;
  const char *raw;
  gsize raw_length;
  guint header = 0;

  qd_line_reader_init (&reader, text, length);
  while (qd_line_reader_next (&reader, &raw, &raw_length))
    {
      g_autofree char *line = trimmed (raw, raw_length);
      guint n = reader.line;
      gint64 depth;

      if (*line == '\0')
        {
          if (header < 5)
            FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: the first five lines are colours, the initial assignment, "
                  "the depth and the two players' weights; this one is empty"), n);
          continue;
        }
      switch (header++)
        {
        case 0:
          if (!parse_colors (g, line, n, error))
            return FALSE;
          break;
        case 1:
          if (!parse_initial (g, p, line, n, error))
            return FALSE;
          break;
        case 2:
          if (!parse_int (line, 0, QD_COLORGAME_MAX_DEPTH, &depth))
            FAIL (QD_COLORGAME_ERROR_RANGE, _("line %u: the depth must be a whole number from 0 to %u, not “%s”"),
                  n, QD_COLORGAME_MAX_DEPTH, line);
          g->depth = (guint) depth;
          break;
        case 3:
        case 4:
          if (!parse_weights (g, header - 4, line, n, error))
            return FALSE;
          break;
        default:
          header = 5;
          if (!parse_node_line (p, line, n, error))
            return FALSE;
        }
    }
  if (header < 5)
    FAIL (QD_COLORGAME_ERROR_SYNTAX, _("line %u: the file ends before %s"), MAX (reader.line, 1),
          header == 0 ? _("the colours") : header == 1 ? _("the initial assignment") : header == 2 ? _("the depth")
          : _("the players' weights"));
  for (guint i = 0; i < g->initial->len; i++)
    {
      const QdColorgameAssign *a = &g_array_index (g->initial, QdColorgameAssign, i);

      gboolean known = find_name (p->defined, p->nodes->pdata[a->node]) >= 0;

      for (guint e = 0; e < p->edges->len && !known; e++)
        known = g_array_index (p->edges, guint, e) == a->node;
      if (!known)
        FAIL (QD_COLORGAME_ERROR_NAME, _("line 2: %s is not a node of the map"), (char *) p->nodes->pdata[a->node]);
    }
  return TRUE;
}

/* Numbers the nodes in the order of their lines, then the nodes that have no
 * line of their own in the order they were first named, so that the writer,
 * which writes a line per node in this order, keeps the file's order and a
 * rewrite of a rewrite is the same text. */
static void
number_by_lines (QdColorgame *g, Parser *p)
{
  guint n = p->nodes->len;
  g_autofree guint *renumber = g_new (guint, MAX (n, 1));
  g_autofree gboolean *placed = g_new0 (gboolean, MAX (n, 1));
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_full (n, g_free);
  guint next = 0;

  for (guint i = 0; i < p->defined->len; i++)
    {
      guint old = (guint) find_name (p->nodes, p->defined->pdata[i]);

      renumber[old] = next++;
      placed[old] = TRUE;
    }
  for (guint old = 0; old < n; old++)
    if (!placed[old])
      renumber[old] = next++;
  g_ptr_array_set_size (nodes, n);
  for (guint old = 0; old < n; old++)
    nodes->pdata[renumber[old]] = g_steal_pointer (&p->nodes->pdata[old]);
  g_ptr_array_set_size (p->nodes, 0);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (p->nodes, g_steal_pointer (&nodes->pdata[i]));
  for (guint e = 0; e < p->edges->len; e++)
    g_array_index (p->edges, guint, e) = renumber[g_array_index (p->edges, guint, e)];
  for (guint i = 0; i < g->initial->len; i++)
    {
      QdColorgameAssign *a = &g_array_index (g->initial, QdColorgameAssign, i);

      a->node = renumber[a->node];
    }
}

QdColorgame *
qd_colorgame_parse (const char *text, gssize length, GError **error)
{
  g_autoptr(QdColorgame) g = g_new0 (QdColorgame, 1);
  Parser p = { 0 };
  gsize start;
  gboolean ok;

  if (length < 0)
    length = strlen (text);
  if (!qd_text_validate (text, length, QD_COLORGAME_ERROR, QD_COLORGAME_ERROR_ENCODING, error))
    return NULL;
  start = qd_text_skip_bom (text, length);

  g->colors = g_ptr_array_new_with_free_func (g_free);
  g->initial = g_array_new (FALSE, FALSE, sizeof (QdColorgameAssign));
  p.nodes = g_ptr_array_new_with_free_func (g_free);
  p.edges = g_array_new (FALSE, FALSE, sizeof (guint));
  p.defined = g_ptr_array_new_with_free_func (g_free);
  ok = parse_lines (g, &p, text + start, length - start, error);
  if (ok)
    {
      number_by_lines (g, &p);
      g->map = qd_map_new_from_edges (p.nodes->len, (const guint *) p.edges->data, p.edges->len / 2,
                                      NULL, NULL, p.nodes);
      qd_colorgame_layout (g->map);
      qd_colorgame_update (g);
      ok = qd_colorgame_check (g, 2, error);
    }
  g_ptr_array_unref (p.nodes);
  g_array_unref (p.edges);
  g_ptr_array_unref (p.defined);
  return ok ? g_steal_pointer (&g) : NULL;
}

/* ------------------------------------------------------------ the rest */

static void
ascii_order (GPtrArray *names, guint *order)
{
  /* Small arrays: an insertion sort, stable and without globals. */
  for (guint i = 0; i < names->len; i++)
    {
      guint j = i;

      while (j > 0 && strcmp (names->pdata[order[j - 1]], names->pdata[i]) > 0)
        {
          order[j] = order[j - 1];
          j--;
        }
      order[j] = i;
    }
}

void
qd_colorgame_update (QdColorgame *game)
{
  ascii_order (game->map->names, game->node_order);
  ascii_order (game->colors, game->color_order);
}

QdColorgame *
qd_colorgame_new (QdMap *map, const QdColorgame *like)
{
  QdColorgame *g = g_new0 (QdColorgame, 1);

  g->map = map;
  g->colors = g_ptr_array_new_with_free_func (g_free);
  g->initial = g_array_new (FALSE, FALSE, sizeof (QdColorgameAssign));
  if (like != NULL)
    {
      for (guint c = 0; c < like->colors->len; c++)
        g_ptr_array_add (g->colors, g_strdup (like->colors->pdata[c]));
      memcpy (g->weights, like->weights, sizeof g->weights);
      g->depth = like->depth;
    }
  else
    {
      g_ptr_array_add (g->colors, g_strdup ("R"));
      g_ptr_array_add (g->colors, g_strdup ("G"));
      g_ptr_array_add (g->colors, g_strdup ("B"));
      for (guint c = 0; c < 3; c++)
        g->weights[0][c] = g->weights[1][c] = 1;
      g->depth = 3;
    }
  qd_colorgame_update (g);
  return g;
}

QdColorgame *
qd_colorgame_copy (const QdColorgame *game)
{
  QdColorgame *g = qd_colorgame_new (qd_map_copy (game->map), game);

  g_array_append_vals (g->initial, game->initial->data, game->initial->len);
  return g;
}

void
qd_colorgame_free (QdColorgame *game)
{
  if (game == NULL)
    return;
  g_clear_pointer (&game->map, qd_map_free);
  g_clear_pointer (&game->colors, g_ptr_array_unref);
  g_clear_pointer (&game->initial, g_array_unref);
  g_free (game);
}

static void
append_list (GString *out, const char *const *items, guint n)
{
  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", items[i]);
}

char *
qd_colorgame_to_string (const QdColorgame *game)
{
  GString *out = g_string_new (NULL);
  const QdMap *map = game->map;

  append_list (out, (const char *const *) game->colors->pdata, game->colors->len);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < game->initial->len; i++)
    {
      const QdColorgameAssign *a = &g_array_index (game->initial, QdColorgameAssign, i);

      g_string_append_printf (out, "%s%s: %s-%u", i ? ", " : "", (char *) map->names->pdata[a->node],
                              (char *) game->colors->pdata[a->color], a->player);
    }
  if (game->initial->len == 0)
    g_string_append_c (out, '-');
  g_string_append_printf (out, "\n%u\n", game->depth);
  for (guint p = 0; p < 2; p++)
    {
      for (guint c = 0; c < game->colors->len; c++)
        g_string_append_printf (out, "%s%s: %d", c ? ", " : "", (char *) game->colors->pdata[c],
                                game->weights[p][c]);
      g_string_append_c (out, '\n');
    }
  for (guint r = 0; r < map->n_regions; r++)
    {
      const guint *nb = qd_map_neighbours (map, r);

      g_string_append_printf (out, "%s:", (char *) map->names->pdata[r]);
      for (guint k = 0; k < qd_map_degree (map, r); k++)
        g_string_append_printf (out, "%s%s", k ? ", " : " ", (char *) map->names->pdata[nb[k]]);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

void
qd_colorgame_colors (const QdColorgame *game, gint *colors, guint8 *owners)
{
  for (guint r = 0; r < game->map->n_regions; r++)
    {
      colors[r] = -1;
      if (owners != NULL)
        owners[r] = 0;
    }
  for (guint i = 0; i < game->initial->len; i++)
    {
      const QdColorgameAssign *a = &g_array_index (game->initial, QdColorgameAssign, i);

      colors[a->node] = (gint) a->color;
      if (owners != NULL)
        owners[a->node] = (guint8) a->player;
    }
}

gboolean
qd_colorgame_check (const QdColorgame *game, guint line, GError **error)
{
  /* Pairs in the order of the assignment's line, as the user wrote them. */
  for (guint i = 0; i < game->initial->len; i++)
    for (guint j = i + 1; j < game->initial->len; j++)
      {
        const QdColorgameAssign *a = &g_array_index (game->initial, QdColorgameAssign, i);
        const QdColorgameAssign *b = &g_array_index (game->initial, QdColorgameAssign, j);

        if (a->color == b->color && qd_map_adjacent (game->map, a->node, b->node))
          FAIL (QD_COLORGAME_ERROR_RULE, _("line %u: %s and %s are neighbours and both coloured %s: "
                "the initial assignment breaks the colouring rule"), line,
                (char *) game->map->names->pdata[a->node], (char *) game->map->names->pdata[b->node],
                (char *) game->colors->pdata[a->color]);
      }
  return TRUE;
}

guint
qd_colorgame_next_player (const QdColorgame *game)
{
  if (game->initial->len == 0)
    return 1;
  return 3 - g_array_index (game->initial, QdColorgameAssign, game->initial->len - 1).player;
}

void
qd_colorgame_scores (const QdColorgame *game, gint scores[2])
{
  scores[0] = scores[1] = 0;
  for (guint i = 0; i < game->initial->len; i++)
    {
      const QdColorgameAssign *a = &g_array_index (game->initial, QdColorgameAssign, i);

      scores[a->player - 1] += game->weights[a->player - 1][a->color];
    }
}
