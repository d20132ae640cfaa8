/* qd-mapcolor-gen.h — random maps (statement 000, part 1.2).
 *
 * Segments: scatter N points in the unit square; pick a random point X and
 * connect it to the nearest point Y it is not yet connected to whose segment
 * crosses no existing segment (shared end points are not crossings, collinear
 * overlaps are); repeat until no point can be connected.  Delaunay: the
 * Delaunay triangulation of the same points.  Both are seeded: the same seed
 * gives the same map on every machine. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

typedef enum {
  QD_MAPCOLOR_GEN_SEGMENTS,
  QD_MAPCOLOR_GEN_DELAUNAY,
} QdMapcolorGenMethod;

#define QD_MAPCOLOR_GEN_MAX_POINTS 1000000
/* Generated points lie on a grid: x = i / QD_MAPCOLOR_GEN_GRID, y = j /
 * QD_MAPCOLOR_GEN_GRID with whole i, j in [0, QD_MAPCOLOR_GEN_GRID), all distinct, so
 * six decimals write them exactly and the geometry is decided exactly.  y
 * grows downward, as on screen.  A segment may not pass through a point
 * either (that point could never be connected again). */
#define QD_MAPCOLOR_GEN_GRID 1000000

/* `stop` (nullable, read atomically) cancels: NULL is returned with
 * G_IO_ERROR_CANCELLED.  `progress` (nullable) receives points done. */
QdMap      *qd_mapcolor_generate (guint n_points, guint64 seed, QdMapcolorGenMethod method,
                             const gint *stop, gint64 *progress, GError **error);

const char *qd_mapcolor_gen_method_to_string   (QdMapcolorGenMethod method);
gboolean    qd_mapcolor_gen_method_from_string (const char *text, QdMapcolorGenMethod *method);

/* Robust orientation and intersection tests, exposed for the tests. */
int         qd_orient2d        (double ax, double ay, double bx, double by, double cx, double cy);
/* TRUE when segments ab and cd cross: they share a point that is not a
 * common end point, or they overlap collinearly. */
gboolean    qd_segments_cross  (double ax, double ay, double bx, double by,
                                double cx, double cy, double dx, double dy);

G_END_DECLS
