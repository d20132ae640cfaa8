/* qd-mapcolor-animation.c — a colouring run's replay (qd-mapcolor-animation.h). */
#include "config.h"
#include "qd-mapcolor-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"

typedef struct {
  QdOwned owned;
  QdMap *map;
  QdMapcolorStep *steps;
  guint n_steps;
  /* The colours after step `shown`: frames come in order, so each is the
   * one before and a step (a frame asked for out of order starts again). */
  gint *colors;
  guint shown;
} Replay;

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
  qd_mapcolor_map_options_init (&options, palette, replay->map, replay->colors);
  options.current = step > 0 ? (gint) replay->steps[replay->shown - 1].region : -1;
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

  replay->map = qd_owned_add (&replay->owned, qd_map_copy (map), (GDestroyNotify) qd_map_free);
  qd_map_ensure_positions (replay->map);
  replay->steps = qd_owned_add (&replay->owned, g_memdup2 (steps, (gsize) n_steps * sizeof *steps), g_free);
  replay->n_steps = n_steps;
  replay->colors = qd_owned_add (&replay->owned, g_new (gint, MAX (map->n_regions, 1)), g_free);
  for (guint r = 0; r < map->n_regions; r++)
    replay->colors[r] = -1;
  qd_map_render_get_size (replay->map, &width, &height);
  return qd_animation_new (n_steps, width, height, replay_draw, replay_describe, replay, qd_owned_free);
}
