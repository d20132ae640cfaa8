/* qd-mapcolor-animation.c — a colouring run's replay (qd-mapcolor-animation.h). */
#include "config.h"
#include "qd-mapcolor-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "render/qd-map-render.h"

typedef struct {
  QdMap *map;
  QdMapcolorStep *steps;
  guint n_steps;
  /* The colours after step `shown`: frames come in order, so each is the
   * one before and a step (a frame asked for out of order starts again). */
  gint *colors;
  guint shown;
} Replay;

static void
replay_free (gpointer data)
{
  Replay *replay = data;

  qd_map_free (replay->map);
  g_free (replay->steps);
  g_free (replay->colors);
  g_free (replay);
}

static void
replay_to (Replay *replay, guint step)
{
  if (step < replay->shown)
    {
      for (guint r = 0; r < replay->map->n_regions; r++)
        replay->colors[r] = -1;
      replay->shown = 0;
    }
  for (; replay->shown < step; replay->shown++)
    {
      const QdMapcolorStep *s = &replay->steps[replay->shown];

      replay->colors[s->region] = s->color;
    }
}

static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  QdMapRenderOptions options;

  replay_to (replay, MIN (step, replay->n_steps));
  qd_map_render_options_init (&options, palette);
  options.colors = replay->colors;
  options.color_labels = qd_map_color_names ();
  options.current = step > 0 ? (gint) replay->steps[replay->shown - 1].region : -1;
  options.show_names = replay->map->n_regions <= 200;
  qd_map_render (cr, replay->map, &options);
}

static char *
replay_describe (guint step, gpointer data)
{
  Replay *replay = data;
  const QdMapcolorStep *s;
  const char *name;

  if (step == 0 || step > replay->n_steps)
    return NULL;
  s = &replay->steps[step - 1];
  name = replay->map->names->pdata[s->region];
  if (s->color < 0)
    /* Translators: a step of the colouring's replay: a backtrack. */
    return g_strdup_printf (_("%s loses its colour"), name);
  /* Translators: a step of the colouring's replay: "WA gets red". */
  return g_strdup_printf (_("%s gets %s"), name, qd_map_color_name ((guint) s->color));
}

QdAnimation *
qd_mapcolor_animation_new (const QdMap *map, const QdMapcolorStep *steps, guint n_steps)
{
  Replay *replay = g_new0 (Replay, 1);
  double width, height;

  replay->map = qd_map_copy (map);
  qd_map_ensure_positions (replay->map);
  replay->steps = g_memdup2 (steps, (gsize) n_steps * sizeof *steps);
  replay->n_steps = n_steps;
  replay->colors = g_new (gint, MAX (map->n_regions, 1));
  for (guint r = 0; r < map->n_regions; r++)
    replay->colors[r] = -1;
  qd_map_render_get_size (replay->map, &width, &height);
  return qd_animation_new (n_steps, width, height, replay_draw, replay_describe, replay, replay_free);
}
