/* qd-map-render.h — drawing a map for colouring with cairo: regions as
 * discs at their positions, neighbours joined by lines, each region filled
 * with its colour. */
#pragma once

#include <cairo.h>
#include "problems/qd-map.h"
#include "qd-palette.h"

G_BEGIN_DECLS

/* Where a map's regions lie (qd-map-render-index.c): with it, a large map
 * drawn pixel by pixel and zoomed in costs a frame what shows, not the whole
 * map.  Made for one map and valid while its positions and edges stay. */
typedef struct _QdMapRenderIndex QdMapRenderIndex;

QdMapRenderIndex *qd_map_render_index_new  (const QdMap *map);
void              qd_map_render_index_free (QdMapRenderIndex *index);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdMapRenderIndex, qd_map_render_index_free)

typedef struct {
  const QdPalette *palette;
  const gint *colors;        /* colour per region (-1: none), or NULL */
  gint current;              /* the region just assigned (accent ring), or -1 */
  gint selected;             /* the editor's selection (dashed ring), or -1 */
  gint edge_from;            /* the editor's pending edge start, or -1 */
  gboolean show_names;       /* names beside the regions (off for large maps) */
  const guint64 *domains;    /* per region, the colours still possible (bit c: colour c),
                              * drawn as a pie of them inside an uncoloured disc (a
                              * cross when none is left); NULL: none shown */
  guint n_domain_colors;     /* the colours a full domain has (K) */
  double min_name_px;        /* on screen: names at least this many device pixels high
                              * however far the drawing is zoomed out (up to 2.5 times
                              * their size); 0: their size in picture units (exports) */
  const char *const *color_labels; /* colour c's name (NULL-terminated), its letter drawn
                                    * on the discs (qd_map_render_short_label) when the
                                    * palette asks for letters; NULL or past its end:
                                    * R G B Y P O T Br, then numbers */
  const guint8 *striped;     /* per region, TRUE: diagonal stripes over its fill (the
                              * colouring game's player 1), under the letter; or NULL */
  const QdMapRenderIndex *index; /* of this map, or NULL (ignored when made for another) */
} QdMapRenderOptions;

void     qd_map_render_options_init (QdMapRenderOptions *options, const QdPalette *palette);

/* The picture's size: the unit square scaled to a fixed size plus margins. */
void     qd_map_render_get_size     (const QdMap *map, double *width, double *height);
/* Paints the background and the map (its regions must have positions). */
void     qd_map_render              (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options);
/* The region whose disc contains (x, y) in picture units, or -1. */
gint     qd_map_render_hit          (const QdMap *map, double x, double y);
/* Picture units to the unit square and back. */
void     qd_map_render_to_unit      (double x, double y, double *ux, double *uy);
void     qd_map_render_from_unit    (double ux, double uy, double *x, double *y);
/* The fill of colour i (the first four are red, green, blue, yellow). */
void     qd_map_render_color        (const QdPalette *palette, guint color, QdColor *out);
/* A colour's name as a disc shows it, into buf (at least 8 bytes): the name
 * when at most 2 characters, its digits for "color5", else its initial in
 * capitals; NULL names give the default letters (R G B Y P O T Br, 9, 10, ...). */
void     qd_map_render_short_label  (const char *name, guint color, char *buf, gsize size);
/* Diagonal stripes in the background colour over the disc at (cx, cy). */
void     qd_map_render_stripes      (cairo_t *cr, double cx, double cy, double radius, const QdPalette *palette);
/* The letter of `label` centred at (cx, cy) in ink that reads on fill, sized
 * for a disc of that radius. */
void     qd_map_render_letter       (cairo_t *cr, const QdPalette *palette, const char *label, double cx,
                                     double cy, double radius, const QdColor *fill);
/* The disc radius used for a map of that many regions. */
double   qd_map_render_radius       (guint n_regions);

G_END_DECLS
