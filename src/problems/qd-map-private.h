/* qd-map-private.h — what the map's files share: its constructor that takes
 * arrays already built (the parser's), and the row sort. */
#pragma once

#include "qd-map.h"

G_BEGIN_DECLS

/* Sorts a row of neighbours in place (insertion sort for short rows). */
G_GNUC_INTERNAL void   qd_map_sort_row   (guint *row, guint n);
/* A map of these arrays, which it takes: names (GPtrArray of char*, freed
 * with g_free), offsets (n + 1) and adjacency (CSR, rows sorted without
 * repeats, symmetric), x and y (n entries each, or both NULL). */
G_GNUC_INTERNAL QdMap *qd_map_new_taking (guint n_regions, GPtrArray *names, guint *offsets, guint *adjacency,
                                          double *x, double *y);

G_END_DECLS
