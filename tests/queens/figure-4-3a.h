/* figure-4-3a.h — AIMA figure 4.3(a) (3rd edition), copied from the book:
 * the 8-queens state (each column's row from the top, from 0) and the
 * number the figure prints on each square, row by row from the top: h if
 * that column's queen moved there (0 where the queen stands).  The tests
 * of the model and of the tab check against it. */
#pragma once

#include <glib.h>

static const guint figure_rows[8] = { 4, 5, 6, 3, 4, 5, 6, 5 };
static const guint figure_h[8][8] = {
  { 18, 12, 14, 13, 13, 12, 14, 14 },
  { 14, 16, 13, 15, 12, 14, 12, 16 },
  { 14, 12, 18, 13, 15, 12, 14, 14 },
  { 15, 14, 14,  0, 13, 16, 13, 16 },
  {  0, 14, 17, 15,  0, 14, 16, 16 },
  { 17,  0, 16, 18, 15,  0, 15,  0 },
  { 18, 14,  0, 15, 15, 14,  0, 16 },
  { 14, 14, 13, 17, 12, 14, 12, 18 },
};
