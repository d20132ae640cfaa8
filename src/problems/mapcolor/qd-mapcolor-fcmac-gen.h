/* qd-mapcolor-fcmac-gen.h — random small graphs for FC vs MAC exercises. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

/* The rows a table of an exercise has at most (the initial row included). */
#define QD_MAPCOLOR_FCMAC_GEN_MAX_ROWS 11

/* A planar graph (qd-mapcolor-gen.h's segments) of 4 (difficulty 0), 5 (1)
 * or 6 (2) regions named A, B, C, … with positions, drawn until, coloured
 * with r, g, b in the file's order, both tables end with a solution within
 * QD_MAPCOLOR_FCMAC_GEN_MAX_ROWS rows, its regions at least a quarter of
 * the square apart, preferably where forward checking
 * and MAC differ.  The same seed, the same graph. */
QdMap *qd_mapcolor_fcmac_gen_random (guint64 seed, guint difficulty);

G_END_DECLS
