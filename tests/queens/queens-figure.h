/* queens-figure.h — AIMA figure 4.3(a) (3rd edition), copied from the book
 * for the tests: the queens' rows (from 0 at the top) and, row by row from
 * the top, the h if a square's column's queen moved there (0 where the
 * queen stands).  h = 17; its best successors have h = 12 (eight). */
#pragma once

#include <glib.h>

G_GNUC_UNUSED static const guint figure_rows[8] = { 4, 5, 6, 3, 4, 5, 6, 5 };
G_GNUC_UNUSED static const guint figure_h[8][8] = {
  { 18, 12, 14, 13, 13, 12, 14, 14 },
  { 14, 16, 13, 15, 12, 14, 12, 16 },
  { 14, 12, 18, 13, 15, 12, 14, 14 },
  { 15, 14, 14,  0, 13, 16, 13, 16 },
  {  0, 14, 17, 15,  0, 14, 16, 16 },
  { 17,  0, 16, 18, 15,  0, 15,  0 },
  { 18, 14,  0, 15, 15, 14,  0, 16 },
  { 14, 14, 13, 17, 12, 14, 12, 18 },
};
