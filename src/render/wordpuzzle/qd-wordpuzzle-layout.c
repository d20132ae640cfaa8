/* qd-wordpuzzle-layout.c — where the cells, lanes and labels of a word puzzle go.
 *
 * Cells sit in a row; under it each slot has a lane of its own, in slot
 * order.  A label stands before its slot's first drop, or, when it would
 * reach left of the array or hide a drop of a slot whose lane is lower, in a
 * column left of the array with a leader to its lane.  The geometry depends
 * on the puzzle only: the label's room keeps space for a word count, so the
 * window's hit tests and an exported picture agree whatever the options.
 * Text is measured with fixed metrics (qd-text-measure.h).
 */
#include "qd-wordpuzzle-layout-private.h"
#include "render/qd-text-measure.h"

#include <math.h>
#include <string.h>

/* How far right of the cell's centre the slot's drop into it runs. */
static double
drop_offset (const QdWordpuzzleLayout *layout, guint slot, guint cell)
{
  guint start, m, rank = 0;
  double spread;

  if (cell >= layout->n_cells)
    return 0;
  start = layout->cover_start[cell];
  m = layout->cover_start[cell + 1] - start;
  if (m <= 1)
    return 0;
  while (rank < m && layout->cover[start + rank] != slot)
    rank++;
  spread = MIN (FAN, (CELL - 2 * CELL_RADIUS) / (m - 1));
  return (rank - (m - 1) / 2.0) * spread;
}

double
qd_wordpuzzle_layout_drop_x (const QdWordpuzzleLayout *layout, guint slot, guint cell)
{
  return qd_wordpuzzle_layout_cell_left (layout, cell) + CELL / 2 + drop_offset (layout, slot, cell);
}

/* TRUE if a drop of a slot with a lower lane passes between x1 and x2 (left
 * of the slot's first drop): a label of slot s there would hide it. */
static gboolean
label_hides_drop (const QdWordpuzzleLayout *layout, guint s, double x1, double x2)
{
  for (gint c = MAX ((gint) floor ((x1 - layout->x0) / PITCH), 0);
       c <= (gint) layout->first[s] && c < (gint) layout->n_cells; c++)
    for (guint k = layout->cover_start[c]; k < layout->cover_start[c + 1]; k++)
      {
        guint t = layout->cover[k];
        double x = qd_wordpuzzle_layout_drop_x (layout, t, (guint) c);

        if (t > s && x >= x1 && x <= x2)
          return TRUE;
      }
  return FALSE;
}

/* Counts the slots covering each cell and lists them, in slot order. */
static void
layout_cover (QdWordpuzzleLayout *layout, const QdWordpuzzle *puzzle)
{
  guint n = layout->n_cells;
  guint total = 0;
  g_autofree guint *fill = NULL;

  layout->cover_start = g_new0 (guint, n + 1);
  for (guint s = 0; s < layout->n_slots; s++)
    {
      const QdWordpuzzleSlot *slot = g_ptr_array_index (puzzle->slots, s);

      layout->first[s] = layout->last[s] = 0;
      for (guint k = 0; k < slot->length; k++)
        {
          guint c = slot->cells[k];

          if (c >= n)        /* not a valid puzzle: leave the cell out */
            continue;
          layout->cover_start[c + 1]++;
          layout->first[s] = k == 0 ? c : MIN (layout->first[s], c);
          layout->last[s] = MAX (layout->last[s], c);
          total++;
        }
    }
  for (guint c = 0; c < n; c++)
    layout->cover_start[c + 1] += layout->cover_start[c];
  layout->cover = g_new (guint, MAX (total, 1));
  fill = g_memdup2 (layout->cover_start, sizeof (guint) * (n + 1));
  for (guint s = 0; s < layout->n_slots; s++)
    {
      const QdWordpuzzleSlot *slot = g_ptr_array_index (puzzle->slots, s);

      for (guint k = 0; k < slot->length; k++)
        if (slot->cells[k] < n)
          layout->cover[fill[slot->cells[k]]++] = s;
    }
}

void
qd_wordpuzzle_layout_init (QdWordpuzzleLayout *layout, const QdWordpuzzle *puzzle)
{
  guint n_slots = puzzle->slots->len;
  guint alloc = MAX (n_slots, 1);
  double column_end, column_w = 0, reach = 0;

  memset (layout, 0, sizeof *layout);
  layout->n_cells = puzzle->size;
  layout->n_slots = n_slots;
  layout->first = g_new (guint, alloc);
  layout->last = g_new (guint, alloc);
  layout->label_left = g_new (double, alloc);
  layout->label_right = g_new (double, alloc);
  layout->apart = g_new0 (gboolean, alloc);
  layout_cover (layout, puzzle);

  /* Labels, with x0 at 0 for now.  The room of a label keeps space for the
   * count the options may show, so that the geometry depends on the puzzle
   * only. */
  column_end = CELL / 2 - LABEL_GAP;
  if (layout->n_cells > 0 && layout->cover_start[1] > 0)
    column_end += drop_offset (layout, layout->cover[0], 0);
  for (guint s = 0; s < n_slots; s++)
    {
      const QdWordpuzzleSlot *slot = g_ptr_array_index (puzzle->slots, s);
      double w = qd_text_measure (slot->category != NULL ? slot->category : "", LABEL_SIZE) +
                 qd_text_measure (COUNT_RESERVE, LABEL_SIZE);

      layout->label_right[s] = qd_wordpuzzle_layout_drop_x (layout, s, layout->first[s]) - LABEL_GAP;
      layout->label_left[s] = layout->label_right[s] - w;
      /* Apart when it would reach left of the array, or hide a drop while
       * the leader stays short (far right in a long array, a label rather
       * hides a drop than stands a screen away from its lane). */
      layout->apart[s] = layout->label_left[s] < column_end ||
                         (layout->label_right[s] - column_end <= LEADER_MAX &&
                          label_hides_drop (layout, s, layout->label_left[s] - LABEL_PAD_X - 1,
                                            layout->label_right[s] + LABEL_PAD_X + 1));
      if (layout->apart[s])
        column_w = MAX (column_w, w);
    }

  /* The column of labels apart ends before the first cell's drops; the left
   * margin makes room for it (and for the selection around a label). */
  reach = column_w > 0 ? column_w - column_end : 0;
  for (guint s = 0; s < n_slots; s++)
    if (!layout->apart[s])
      reach = MAX (reach, -layout->label_left[s]);
  layout->x0 = MARGIN + ceil (reach + LABEL_PAD_X + SELECT_OFFSET + 1);

  for (guint s = 0; s < n_slots; s++)
    {
      if (layout->apart[s])
        {
          double w = layout->label_right[s] - layout->label_left[s];

          layout->label_left[s] = column_end - column_w;
          layout->label_right[s] = layout->label_left[s] + w;
        }
      layout->label_left[s] += layout->x0;
      layout->label_right[s] += layout->x0;
    }

  layout->cell_top = MARGIN + ceil (INDEX_SIZE + INDEX_GAP);
  layout->lane_top = qd_wordpuzzle_layout_cell_bottom (layout) + LANE_TOP;
  layout->width = layout->x0 + MAX (layout->n_cells, 1) * PITCH - CELL_GAP + MARGIN;
  if (n_slots > 0)
    layout->height = qd_wordpuzzle_layout_lane_y (layout, n_slots - 1) + LABEL_HALF_H + SELECT_OFFSET + 1 + MARGIN;
  else
    layout->height = qd_wordpuzzle_layout_cell_bottom (layout) + MARGIN;
  layout->height = ceil (layout->height);
}

void
qd_wordpuzzle_layout_clear (QdWordpuzzleLayout *layout)
{
  g_clear_pointer (&layout->cover_start, g_free);
  g_clear_pointer (&layout->cover, g_free);
  g_clear_pointer (&layout->first, g_free);
  g_clear_pointer (&layout->last, g_free);
  g_clear_pointer (&layout->label_left, g_free);
  g_clear_pointer (&layout->label_right, g_free);
  g_clear_pointer (&layout->apart, g_free);
}

void
qd_wordpuzzle_render_get_size (const QdWordpuzzle *puzzle, double *width, double *height)
{
  QdWordpuzzleLayout layout;

  g_return_if_fail (puzzle != NULL);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  if (width != NULL)
    *width = layout.width;
  if (height != NULL)
    *height = layout.height;
  qd_wordpuzzle_layout_clear (&layout);
}

gint
qd_wordpuzzle_render_hit_cell (const QdWordpuzzle *puzzle, double x, double y)
{
  QdWordpuzzleLayout layout;
  gint hit = -1;
  double column;

  g_return_val_if_fail (puzzle != NULL, -1);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  column = floor ((x - layout.x0) / PITCH);
  if (y >= layout.cell_top && y <= qd_wordpuzzle_layout_cell_bottom (&layout) &&
      column >= 0 && column < layout.n_cells &&
      x - qd_wordpuzzle_layout_cell_left (&layout, (guint) column) <= CELL)
    hit = (gint) column;
  qd_wordpuzzle_layout_clear (&layout);
  return hit;
}

gint
qd_wordpuzzle_render_hit_slot (const QdWordpuzzle *puzzle, double x, double y)
{
  QdWordpuzzleLayout layout;
  gint hit = -1;
  double row;

  g_return_val_if_fail (puzzle != NULL, -1);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  row = floor ((y - layout.lane_top) / LANE_GAP + 0.5);
  if (row >= 0 && row < layout.n_slots)
    {
      guint s = (guint) row;
      double dy = fabs (y - qd_wordpuzzle_layout_lane_y (&layout, s));
      double start = layout.apart[s] ? layout.label_left[s] : qd_wordpuzzle_layout_drop_x (&layout, s, layout.first[s]);

      /* The lane, with its leader when the label stands apart. */
      if (dy <= HIT_TOLERANCE &&
          x >= start - HIT_TOLERANCE &&
          x <= qd_wordpuzzle_layout_drop_x (&layout, s, layout.last[s]) + HIT_TOLERANCE)
        hit = (gint) s;
      else if (dy <= LABEL_HALF_H &&
               x >= layout.label_left[s] - LABEL_PAD_X && x <= layout.label_right[s] + LABEL_PAD_X)
        hit = (gint) s;
    }
  qd_wordpuzzle_layout_clear (&layout);
  return hit;
}

void
qd_wordpuzzle_render_get_cell_centers (const QdWordpuzzle *puzzle, double *x, double *y)
{
  QdWordpuzzleLayout layout;

  g_return_if_fail (puzzle != NULL && x != NULL && y != NULL);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  for (guint cell = 0; cell < puzzle->size; cell++)
    {
      x[cell] = qd_wordpuzzle_layout_cell_left (&layout, cell) + CELL / 2;
      y[cell] = layout.cell_top + CELL / 2;
    }
  qd_wordpuzzle_layout_clear (&layout);
}

void
qd_wordpuzzle_render_get_slot_boxes (const QdWordpuzzle *puzzle, double *boxes)
{
  QdWordpuzzleLayout layout;

  g_return_if_fail (puzzle != NULL && boxes != NULL);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  for (guint s = 0; s < layout.n_slots; s++)
    {
      double left = MIN (layout.label_left[s] - LABEL_PAD_X, qd_wordpuzzle_layout_drop_x (&layout, s, layout.first[s]));
      double right = MAX (layout.label_right[s] + LABEL_PAD_X, qd_wordpuzzle_layout_drop_x (&layout, s, layout.last[s]));

      boxes[4 * s] = left;
      boxes[4 * s + 1] = qd_wordpuzzle_layout_lane_y (&layout, s) - LABEL_HALF_H;
      boxes[4 * s + 2] = right - left;
      boxes[4 * s + 3] = 2 * LABEL_HALF_H;
    }
  qd_wordpuzzle_layout_clear (&layout);
}

double
qd_wordpuzzle_render_cell_side (void)
{
  return CELL;
}

void
qd_wordpuzzle_render_get_cell_center (const QdWordpuzzle *puzzle, guint cell, double *x, double *y)
{
  QdWordpuzzleLayout layout;

  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (cell < puzzle->size);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  if (x != NULL)
    *x = qd_wordpuzzle_layout_cell_left (&layout, cell) + CELL / 2;
  if (y != NULL)
    *y = layout.cell_top + CELL / 2;
  qd_wordpuzzle_layout_clear (&layout);
}

void
qd_wordpuzzle_render_get_lane (const QdWordpuzzle *puzzle, guint slot, double *x1, double *x2, double *y)
{
  QdWordpuzzleLayout layout;

  g_return_if_fail (puzzle != NULL);
  g_return_if_fail (slot < puzzle->slots->len);

  qd_wordpuzzle_layout_init (&layout, puzzle);
  if (x1 != NULL)
    *x1 = qd_wordpuzzle_layout_drop_x (&layout, slot, layout.first[slot]);
  if (x2 != NULL)
    *x2 = qd_wordpuzzle_layout_drop_x (&layout, slot, layout.last[slot]);
  if (y != NULL)
    *y = qd_wordpuzzle_layout_lane_y (&layout, slot);
  qd_wordpuzzle_layout_clear (&layout);
}

