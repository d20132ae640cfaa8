/* qd-gdl-animation.c — a GDL game's moves as an animation. */
#include "config.h"
#include "qd-gdl-animation.h"
#include "qd-gdl-render.h"

typedef struct {
  GPtrArray *states;        /* n + 1 fact texts */
  GPtrArray *moves;         /* n texts */
  char *universe;
  GStrv start_moves;
} Frames;

static void
frames_free (gpointer data)
{
  Frames *frames = data;

  g_ptr_array_unref (frames->states);
  g_ptr_array_unref (frames->moves);
  g_free (frames->universe);
  g_strfreev (frames->start_moves);
  g_free (frames);
}

static QdGdlBoard *
board_at (const Frames *frames, guint step)
{
  return qd_gdl_board_new (g_ptr_array_index (frames->states, step), frames->universe,
                           (const char *const *) frames->start_moves);
}

static void
draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  g_autoptr(QdGdlBoard) board = board_at (data, step);
  QdGdlRenderOptions options;

  qd_gdl_render_options_init (&options, palette);
  qd_gdl_render (cr, board, &options);
}

static char *
describe (guint step, gpointer data)
{
  const Frames *frames = data;

  return step >= 1 && step <= frames->moves->len ? g_strdup (g_ptr_array_index (frames->moves, step - 1)) : NULL;
}

QdAnimation *
qd_gdl_animation_new (GPtrArray *states, GPtrArray *moves, const char *universe, const char *const *start_moves)
{
  Frames *frames = g_new0 (Frames, 1);
  QdGdlRenderOptions options;
  double width = 0, height = 0;

  *frames = (Frames) {
    .states = states,
    .moves = moves,
    .universe = g_strdup (universe),
    .start_moves = g_strdupv ((char **) start_moves),
  };
  qd_gdl_render_options_init (&options, NULL);
  /* Every frame in the size of the largest (a state's lists grow and shrink). */
  for (guint step = 0; step < states->len; step++)
    {
      g_autoptr(QdGdlBoard) board = board_at (frames, step);
      double w, h;

      qd_gdl_render_get_size (board, &options, &w, &h);
      width = MAX (width, w);
      height = MAX (height, h);
    }
  return qd_animation_new (moves->len, width, height, draw, describe, frames, frames_free);
}
