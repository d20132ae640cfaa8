/* qd-tsp.h — the travelling salesperson: cities, distances, tours, files.
 *
 * An instance is either a symmetric distance table with city names (the
 * statement's table: a header line of names, then one line per city, its
 * name and its distances) or named points in the plane (`name x y` lines,
 * Euclidean distances).  Either may carry a start tour, a line
 * `start: A B C D`.  `#` starts a comment.  See data/FORMATS.md.
 *
 * A tour is an array of the n city indices, each once; it returns from its
 * last city to its first.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_TSP_ERROR (qd_tsp_error_quark ())
GQuark qd_tsp_error_quark (void);

typedef enum {
  QD_TSP_ERROR_SYNTAX,
  QD_TSP_ERROR_TOO_LARGE,
  QD_TSP_ERROR_ENCODING,
  QD_TSP_ERROR_ALGORITHM,    /* qd_tsp_run_named: an unknown name */
} QdTspError;

#define QD_TSP_MIN_CITIES 3
#define QD_TSP_MAX_POINTS 20000      /* distances computed when needed */
#define QD_TSP_MAX_MATRIX 2000       /* n² distances held */
#define QD_TSP_MAX_NAME 64
#define QD_TSP_MAX_MAGNITUDE 1e12   /* coordinates and distances: tour lengths stay finite */

typedef struct {
  guint n;
  char **names;          /* n names, NULL-terminated */
  gboolean has_points;   /* points in the plane; else a distance table */
  double *x, *y;         /* the points, or a layout of the table (qd_tsp_layout) */
  double *dist;          /* tables only: n × n */
  guint *start;          /* the file's start tour, or NULL */
} QdTsp;

QdTsp   *qd_tsp_new_points (guint n, const char *const *names, const double *x, const double *y);
/* A table; `dist` (n × n, symmetric) is copied.  Laid out by qd_tsp_layout. */
QdTsp   *qd_tsp_new_table  (guint n, const char *const *names, const double *dist);
QdTsp   *qd_tsp_parse      (const char *text, gssize length, GError **error);
/* The instance in its own format (points or table), start tour included. */
char    *qd_tsp_to_string  (const QdTsp *tsp);
QdTsp   *qd_tsp_copy       (const QdTsp *tsp);
void     qd_tsp_free       (QdTsp *tsp);
/* n points uniform in a size × size square, named C1, C2, …; the same seed
 * gives the same cities everywhere. */
QdTsp   *qd_tsp_random     (guint n, guint64 seed, double size);

static inline double
qd_tsp_distance (const QdTsp *tsp, guint a, guint b)
{
  double dx, dy;

  if (tsp->dist != NULL)
    return tsp->dist[(gsize) a * tsp->n + b];
  dx = tsp->x[a] - tsp->x[b];
  dy = tsp->y[a] - tsp->y[b];
  return __builtin_sqrt (dx * dx + dy * dy);
}

gint     qd_tsp_find_city  (const QdTsp *tsp, const char *name);
double   qd_tsp_tour_length (const QdTsp *tsp, const guint *tour);
gboolean qd_tsp_tour_is_valid (guint n, const guint *tour);
/* "A B C D" (sep " ") or "A-B-C-D". */
char    *qd_tsp_tour_to_string (const QdTsp *tsp, const guint *tour, const char *sep);
/* Names separated by commas, spaces or dashes, each city once. */
gboolean qd_tsp_tour_parse (const QdTsp *tsp, const char *text, guint *tour, GError **error);
/* Greedy: from `first`, always on to the nearest unvisited city. */
void     qd_tsp_nearest_neighbour_tour (const QdTsp *tsp, guint first, guint *tour);
void     qd_tsp_identity_tour (guint n, guint *tour);
/* A uniformly random tour (qd_random_shuffle) from a qd-random.h state. */
void     qd_tsp_random_tour (guint n, guint64 *rng, guint *tour);
void     qd_tsp_set_start  (QdTsp *tsp, const guint *tour);   /* NULL: none */

/* A table's cities placed in the plane for drawing: classical
 * multidimensional scaling (the two leading eigenvectors of the double-centred
 * squared distances, by power iteration) up to 1,000 cities; on a circle in
 * file order when there are more, or when the distances have no planar
 * shape (no positive eigenvalue).  Points keep their coordinates. */
void     qd_tsp_layout     (QdTsp *tsp);

/* Edits of an instance of points (they drop the start tour). */
void     qd_tsp_add_city    (QdTsp *tsp, double x, double y);
void     qd_tsp_move_city   (QdTsp *tsp, guint city, double x, double y);
void     qd_tsp_remove_city (QdTsp *tsp, guint city);
/* The city within `radius` of (x, y), nearest first, or -1. */
gint     qd_tsp_city_at     (const QdTsp *tsp, double x, double y, double radius);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdTsp, qd_tsp_free)

G_END_DECLS
