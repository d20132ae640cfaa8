/* qd-wordpuzzle-animation.c — a word puzzle's search as an animation
 * (qd-wordpuzzle-animation.h). */
#include "config.h"
#include "qd-wordpuzzle-animation.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

/* What the frames show, copied out of the run: frame k's letters, and its
 * open cells' letters (letter formulation) or open slots' word counts
 * (word formulation). */
typedef struct {
  QdOwned owned;
  QdWordpuzzle *puzzle;
  gboolean letters;
  guint size, n_slots, n_steps;
  char *cells;                /* (n_steps + 1) x size: letters, 0 for none */
  guint32 *masks;             /* letters: (n_steps + 1) x size */
  gint *counts;               /* words: (n_steps + 1) x n_slots, -1 for an assigned slot */
  gint *current;              /* per step (k - 1): the cell or slot assigned */
  gboolean *failed;           /* per step: inference emptied a domain */
  GPtrArray *what;            /* per step: "5=A (depth 3)" */
  gboolean ends_solved;       /* the last frame shows the first solution */
} Replay;

static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *replay = data;
  QdWordpuzzleRenderOptions options;

  qd_wordpuzzle_render_options_init (&options, palette);
  if (step == replay->n_steps && replay->ends_solved)
    options.cells = replay->cells + (gsize) step * replay->size;
  else if (step > 0)
    {
      options.cells = replay->cells + (gsize) step * replay->size;
      if (replay->letters)
        {
          options.cell_masks = replay->masks + (gsize) step * replay->size;
          options.current_cell = replay->current[step - 1];
        }
      else
        {
          options.slot_counts = replay->counts + (gsize) step * replay->n_slots;
          options.current_slot = replay->current[step - 1];
        }
      options.failed = replay->failed[step - 1];
    }
  qd_wordpuzzle_render (cr, replay->puzzle, &options);
}

static char *
replay_describe (guint step, gpointer data)
{
  Replay *replay = data;

  if (step == 0)
    return NULL;
  if (step == replay->n_steps && replay->ends_solved)
    /* Translators: the last frame of the replay, which shows the first solution. */
    return g_strdup_printf (_("%s; the end: the first solution"), (char *) replay->what->pdata[step - 1]);
  return g_strdup (replay->what->pdata[step - 1]);
}

/* Frame k (k ≥ 1): the state after step k - 1 of the run, as the tab shows it. */
static void
fill_frame (Replay *replay, const QdWordpuzzleModel *m, const QdWordpuzzleResult *r, guint k, gint *values)
{
  const QdWordpuzzleStep *s = &g_array_index (r->steps, QdWordpuzzleStep, k - 1);
  const gint32 *step_values = qd_wordpuzzle_result_step_values (r, k - 1);
  const gint32 *counts = qd_wordpuzzle_result_step_counts (r, k - 1);
  const gint32 *masks = qd_wordpuzzle_result_step_masks (r, k - 1);
  g_autofree char *assignment = qd_wordpuzzle_model_assignment (m, s->var, s->value);

  for (guint v = 0; v < r->n_vars; v++)
    values[v] = step_values[v];
  qd_wordpuzzle_model_fill_cells (m, values, replay->cells + (gsize) k * replay->size);
  if (replay->letters)
    {
      guint32 *frame = replay->masks + (gsize) k * replay->size;

      for (guint v = 0; v < r->n_vars; v++)
        if (values[v] == QD_CSP_UNASSIGNED && masks != NULL)
          frame[m->var_cell[v]] = (guint32) masks[v];
      replay->current[k - 1] = (gint) m->var_cell[s->var];
    }
  else
    {
      gint *frame = replay->counts + (gsize) k * replay->n_slots;

      for (guint slot = 0; slot < replay->n_slots; slot++)
        frame[slot] = values[slot] == QD_CSP_UNASSIGNED ? counts[slot] : -1;
      replay->current[k - 1] = (gint) s->var;
    }
  replay->failed[k - 1] = !s->consistent;
  g_ptr_array_add (replay->what,
                   s->consistent ? g_strdup_printf (_("%s (depth %u)"), assignment, s->depth)
                   /* Translators: an assignment ("5=A") after which forward checking or arc
                    * consistency left a variable no value. */
                                 : g_strdup_printf (_("%s (depth %u): a domain empties, undone"), assignment,
                                                    s->depth));
}

QdAnimation *
qd_wordpuzzle_animation_new (const QdWordpuzzleModel *model, const QdWordpuzzleResult *result)
{
  Replay *replay;
  g_autofree gint *values = NULL;
  double width, height;

  g_return_val_if_fail (model != NULL && result != NULL, NULL);
  if (result->steps->len == 0)
    return NULL;
  replay = g_new0 (Replay, 1);
  replay->puzzle =
    qd_owned_add (&replay->owned, qd_wordpuzzle_copy (model->puzzle), (GDestroyNotify) qd_wordpuzzle_free);
  replay->letters = model->formulation == QD_WORDPUZZLE_LETTERS;
  replay->size = model->puzzle->size;
  replay->n_slots = model->puzzle->slots->len;
  replay->n_steps = result->steps->len;
  replay->cells = qd_owned_add (&replay->owned, g_malloc0 ((gsize) (replay->n_steps + 1) * replay->size), g_free);
  if (replay->letters)
    replay->masks =
      qd_owned_add (&replay->owned, g_new0 (guint32, (gsize) (replay->n_steps + 1) * replay->size), g_free);
  else
    replay->counts =
      qd_owned_add (&replay->owned, g_new0 (gint, (gsize) (replay->n_steps + 1) * MAX (replay->n_slots, 1)), g_free);
  replay->current = qd_owned_add (&replay->owned, g_new (gint, replay->n_steps), g_free);
  replay->failed = qd_owned_add (&replay->owned, g_new (gboolean, replay->n_steps), g_free);
  replay->what = qd_owned_add (&replay->owned, g_ptr_array_new_full (replay->n_steps, g_free),
                               (GDestroyNotify) g_ptr_array_unref);
  values = g_new (gint, MAX (result->n_vars, 1));
  for (guint k = 1; k <= replay->n_steps; k++)
    fill_frame (replay, model, result, k, values);
  /* As the tab's replay ends: on the first solution. */
  if (result->solutions->len > 0)
    {
      const char *first = result->solutions->pdata[0];
      char *cells = replay->cells + (gsize) replay->n_steps * replay->size;

      replay->ends_solved = TRUE;
      for (guint c = 0; c < replay->size; c++)
        cells[c] = first[c] == '_' ? '\0' : first[c];
    }
  qd_wordpuzzle_render_get_size (replay->puzzle, &width, &height);
  return qd_animation_new (replay->n_steps, width, height, replay_draw, replay_describe, replay, qd_owned_free);
}
