/* qd-wordpuzzle-layout-private.h — what the geometry and the drawing of a word
 * puzzle share: the sizes, where cells, lanes and labels go. */
#pragma once

#include "qd-wordpuzzle-render.h"

G_BEGIN_DECLS

#define MARGIN          16.0
#define CELL            46.0    /* side of a cell's square */
#define CELL_GAP         8.0
#define PITCH           (CELL + CELL_GAP)
#define CELL_RADIUS      7.0
#define INDEX_SIZE      11.0
#define INDEX_GAP        7.0    /* the index's digits to the cell */
#define LABEL_SIZE      13.0
#define LABEL_GAP       12.0    /* a label's end to its slot's first drop */
#define LABEL_PAD_X      3.5    /* the plate beyond the text */
#define LABEL_HALF_H     9.0    /* half the plate's height */
#define SELECT_OFFSET    2.5    /* the selection's dashes beyond the plate */
#define LANE_TOP        30.0    /* the cells' bottom to the first lane */
#define LANE_GAP        26.0
#define FAN              4.5    /* drops of different slots into one cell */
#define LEADER_MAX     640.0    /* the longest leader from a label apart */
#define HIT_TOLERANCE    6.0
/* Room kept after each category name for the count the options may show. */
#define COUNT_RESERVE   " · 000 words"

typedef struct {
  guint n_cells;
  guint n_slots;
  double x0;             /* left edge of cell 0 */
  double cell_top;
  double lane_top;       /* y of lane 0 */
  double width;
  double height;
  /* The slots covering cell c, in slot order:
   * cover[cover_start[c]] .. cover[cover_start[c + 1] - 1]. */
  guint *cover_start;
  guint *cover;
  guint *first;          /* per slot: its leftmost and rightmost cell */
  guint *last;
  /* Per slot, the room of its label (text only): right-aligned before its
   * first drop, or, apart, left-aligned in a column left of the array with
   * a dotted leader to the lane. */
  double *label_left;
  double *label_right;
  gboolean *apart;
} QdWordpuzzleLayout;

static inline double
qd_wordpuzzle_layout_cell_left (const QdWordpuzzleLayout *layout, guint cell)
{
  return layout->x0 + cell * PITCH;
}

static inline double
qd_wordpuzzle_layout_cell_bottom (const QdWordpuzzleLayout *layout)
{
  return layout->cell_top + CELL;
}

static inline double
qd_wordpuzzle_layout_lane_y (const QdWordpuzzleLayout *layout, guint slot)
{
  return layout->lane_top + slot * LANE_GAP;
}

G_GNUC_INTERNAL void   qd_wordpuzzle_layout_init   (QdWordpuzzleLayout *layout, const QdWordpuzzle *puzzle);
G_GNUC_INTERNAL void   qd_wordpuzzle_layout_clear  (QdWordpuzzleLayout *layout);
/* Where the slot's drop into the cell runs: drops of several slots into one
 * cell fan out about its centre, in slot order. */
G_GNUC_INTERNAL double qd_wordpuzzle_layout_drop_x (const QdWordpuzzleLayout *layout, guint slot, guint cell);

G_END_DECLS
