/* qd-battleship-animation.c — a Battleship solving run as an animation
 * (qd-battleship-animation.h). */
#include "config.h"
#include "qd-battleship-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "render/battleship/qd-battleship-render.h"

typedef struct {
  QdOwned owned;
  QdBattleship *puzzle;
  GArray *steps;              /* QdBattleshipStep */
  guint8 *solution;           /* or NULL */
} Replay;

/* The grid after `step` steps: each cell as the last step that decided it
 * left it (the tab's replay draws them so, backtracking included). */
static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  guint8 grid[QD_BATTLESHIP_MAX_SIZE * QD_BATTLESHIP_MAX_SIZE];
  QdBattleshipRenderOptions options;

  qd_battleship_render_options_init (&options, palette);
  if (step == replay->steps->len && replay->solution != NULL)
    options.grid = replay->solution;
  else
    {
      memset (grid, QD_BATTLESHIP_UNKNOWN, sizeof grid);
      for (guint i = 0; i < step; i++)
        {
          const QdBattleshipStep *s = &g_array_index (replay->steps, QdBattleshipStep, i);

          grid[s->row * replay->puzzle->size + s->col] = s->cell;
        }
      options.grid = grid;
      if (step > 0)
        {
          const QdBattleshipStep *last = &g_array_index (replay->steps, QdBattleshipStep, step - 1);

          options.current_row = last->row;
          options.current_col = last->col;
        }
    }
  qd_battleship_render (cr, replay->puzzle, &options);
}

static const char *
cell_words (QdBattleshipCell cell)
{
  switch (cell)
    {
    case QD_BATTLESHIP_WATER:
      return _("water");
    case QD_BATTLESHIP_SUB:
      return _("a submarine");
    case QD_BATTLESHIP_LEFT:
      return _("a ship’s left end");
    case QD_BATTLESHIP_RIGHT:
      return _("a ship’s right end");
    case QD_BATTLESHIP_TOP:
      return _("a ship’s top end");
    case QD_BATTLESHIP_BOTTOM:
      return _("a ship’s bottom end");
    case QD_BATTLESHIP_MIDDLE:
      return _("a ship’s middle");
    default:
      return _("part of a ship");
    }
}

/* What a step did, in a few words ("C3 is water (inference)"). */
static char *
step_describe (const QdBattleshipStep *step)
{
  if (step->assigned)
    /* Translators: "C3 is water (search)": the search chose the cell's content. */
    return g_strdup_printf (_("%c%u is %s (search)"), 'A' + step->col, step->row + 1U,
                            cell_words ((QdBattleshipCell) step->cell));
  /* Translators: "C3 is water (inference)": what the cells decided before leave it. */
  return g_strdup_printf (_("%c%u is %s (inference)"), 'A' + step->col, step->row + 1U,
                          cell_words ((QdBattleshipCell) step->cell));
}

static char *
replay_describe (guint step, gpointer data)
{
  Replay *replay = data;
  g_autofree char *what = NULL;

  if (step == 0 || step > replay->steps->len)
    return NULL;
  what = step_describe (&g_array_index (replay->steps, QdBattleshipStep, step - 1));
  if (step == replay->steps->len && replay->solution != NULL)
    /* Translators: the last frame of the replay, which shows the solution. */
    return g_strdup_printf (_("%s; the end: the solution"), what);
  return g_steal_pointer (&what);
}

QdAnimation *
qd_battleship_animation_new (const QdBattleship *puzzle, const GArray *steps, const guint8 *solution)
{
  Replay *replay;
  QdBattleshipRenderOptions options;
  double width, height;

  g_return_val_if_fail (puzzle != NULL && steps != NULL, NULL);
  if (steps->len == 0)
    return NULL;
  replay = g_new0 (Replay, 1);
  replay->puzzle = qd_owned_add (&replay->owned, qd_battleship_copy (puzzle), (GDestroyNotify) qd_battleship_free);
  replay->steps = qd_owned_add (&replay->owned, g_array_sized_new (FALSE, FALSE, sizeof (QdBattleshipStep), steps->len),
                                (GDestroyNotify) g_array_unref);
  g_array_append_vals (replay->steps, steps->data, steps->len);
  replay->solution = qd_owned_add (&replay->owned, g_memdup2 (solution, (gsize) puzzle->size * puzzle->size), g_free);
  qd_battleship_render_options_init (&options, NULL);   /* the size: the same in every palette */
  qd_battleship_render_get_size (puzzle, &options, &width, &height);
  return qd_animation_new (steps->len, width, height, replay_draw, replay_describe, replay, qd_owned_free);
}
