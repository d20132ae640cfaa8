/* qd-colorgame-animation.c — a colouring game's search replayed from its
 * trace (qd-colorgame-animation.h). */
#include "config.h"
#include "qd-colorgame-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "render/colorgame/qd-colorgame-render.h"
#include "render/qd-tree-layout-private.h"

typedef struct {
  gint node;                    /* -1: a name the game does not have */
  gint color;
  guint depth;
  gint parent;                  /* the line of the node one ply up, or -1 */
  double value, alpha, beta;
} Line;

typedef struct {
  QdOwned owned;
  QdColorgame *game;
  guint root_player;
  GArray *lines;                /* Line: the steps read (at most QD_ANIMATION_MAX_STEPS + 1) */
} Replay;

/* A line of six fields as a step, else FALSE (the best-move line). */
static gboolean
parse_line (const QdColorgame *game, const char *text, Line *line)
{
  g_auto(GStrv) fields = g_strsplit (text, ", ", -1);

  if (g_strv_length (fields) != 6)
    return FALSE;
  line->node = qd_map_find (game->map, fields[0]);
  line->color = qd_colorgame_find_color (game, fields[1]);
  line->depth = (guint) g_ascii_strtoull (fields[2], NULL, 10);
  line->value = g_ascii_strtod (fields[3], NULL);
  line->alpha = g_ascii_strtod (fields[4], NULL);
  line->beta = g_ascii_strtod (fields[5], NULL);
  return TRUE;
}

/* The steps of `trace`: all of them counted, the first MAX + 1 kept (a
 * longer replay is refused by the writers, whatever the count). */
static guint
read_steps (Replay *replay, const char *trace)
{
  g_autoptr(GArray) last_at = g_array_new (FALSE, FALSE, sizeof (gint));   /* the last line of each depth */
  guint n = 0;

  for (const char *p = trace; p != NULL && *p != '\0';)
    {
      const char *end = strchr (p, '\n');
      gsize length = end != NULL ? (gsize) (end - p) : strlen (p);
      g_autofree char *text = g_strndup (p, length);
      Line line;

      p = end != NULL ? end + 1 : NULL;
      if (replay->lines->len > QD_ANIMATION_MAX_STEPS)
        {
          /* Only counted: a step is a line of six fields. */
          guint commas = 0;

          for (const char *c = text; *c != '\0'; c++)
            commas += *c == ',';
          n += commas == 5;
          continue;
        }
      if (!parse_line (replay->game, text, &line))
        continue;
      line.parent = line.depth > 0 && line.depth - 1 < last_at->len ? g_array_index (last_at, gint, line.depth - 1)
                                                                     : -1;
      if (last_at->len <= line.depth)
        g_array_set_size (last_at, line.depth + 1);
      g_array_index (last_at, gint, line.depth) = (gint) replay->lines->len;
      g_array_append_val (replay->lines, line);
      n++;
    }
  return n;
}

static void
draw_step (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  const QdColorgame *game = replay->game;
  guint n = MAX (game->map->n_regions, 1);
  g_autofree gint *colors = g_new (gint, n);
  g_autofree guint8 *owners = g_new (guint8, n);
  g_autofree char *status = NULL;
  QdColorgameRenderOptions options;

  qd_colorgame_render_options_init (&options, palette);
  qd_colorgame_colors (game, colors, owners);
  step = MIN (step, replay->lines->len);
  if (step > 0)
    {
      const Line *at = &g_array_index (replay->lines, Line, step - 1);
      g_autofree char *v = qd_tree_display_number (at->value);
      g_autofree char *a = qd_tree_display_number (at->alpha);
      g_autofree char *b = qd_tree_display_number (at->beta);

      /* The moves on the way to this node: ply d was the root player's
       * when d is odd. */
      for (gint i = (gint) step - 1; i >= 0; i = g_array_index (replay->lines, Line, i).parent)
        {
          const Line *line = &g_array_index (replay->lines, Line, i);

          if (line->depth == 0)
            break;
          if (line->node >= 0 && line->color >= 0)
            {
              colors[line->node] = line->color;
              owners[line->node] = (guint8) (line->depth % 2 == 1 ? replay->root_player : 3 - replay->root_player);
            }
        }
      options.current = at->node;
      status = g_strdup_printf (_("Depth %u: v = %s, α = %s, β = %s"), at->depth, v, a, b);
      options.status = status;
    }
  options.colors = colors;
  options.owners = owners;
  qd_colorgame_render (cr, game, &options);
}

/* "NT B, depth 2: v = 10, α = 10, β = ∞". */
static char *
describe_step (guint step, gpointer data)
{
  Replay *replay = data;
  const Line *line;
  g_autofree char *v = NULL, *a = NULL, *b = NULL;

  if (step == 0 || step > replay->lines->len)
    return NULL;
  line = &g_array_index (replay->lines, Line, step - 1);
  if (line->node < 0 || line->color < 0)
    return NULL;
  v = qd_tree_display_number (line->value);
  a = qd_tree_display_number (line->alpha);
  b = qd_tree_display_number (line->beta);
  /* TRANSLATORS: a node and a colour of the game ("NT B"), the depth, then the value, alpha and beta */
  return g_strdup_printf (_("%s %s, depth %u: v = %s, α = %s, β = %s"),
                          (const char *) replay->game->map->names->pdata[line->node],
                          (const char *) replay->game->colors->pdata[line->color], line->depth, v, a, b);
}

QdAnimation *
qd_colorgame_animation_new (const QdColorgame *game, guint root_player, const char *trace)
{
  Replay *replay = g_new0 (Replay, 1);
  double width, height;
  guint n_steps;

  g_return_val_if_fail (game != NULL && (root_player == 1 || root_player == 2), NULL);
  replay->game = qd_owned_add (&replay->owned, qd_colorgame_copy (game), (GDestroyNotify) qd_colorgame_free);
  replay->root_player = root_player;
  replay->lines =
    qd_owned_add (&replay->owned, g_array_new (FALSE, FALSE, sizeof (Line)), (GDestroyNotify) g_array_unref);
  n_steps = read_steps (replay, trace);
  qd_colorgame_render_get_size (replay->game, NULL, &width, &height);
  return qd_animation_new (n_steps, width, height, draw_step, describe_step, replay, qd_owned_free);
}
