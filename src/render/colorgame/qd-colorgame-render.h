/* qd-colorgame-render.h — the map-colouring game drawn with cairo: the map
 * (qd-map-render) with player 1's nodes striped and player 2's solid, as in
 * the statement's figure, and beside it each colour with both players'
 * weights and the scores. */
#pragma once

#include <cairo.h>
#include "problems/colorgame/qd-colorgame.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* The words of the legend, so the window can translate them. */
typedef struct {
  const char *colour, *player1, *player2, *score;
  const char *striped, *solid, *uncoloured;
} QdColorgameLegendTexts;

typedef struct {
  const QdPalette *palette;
  const QdColorgameLegendTexts *texts;  /* NULL: the translation of the current locale */
  const gint *colors;       /* per node, -1 uncoloured; NULL: the initial assignment */
  const guint8 *owners;     /* per node, 0, 1 or 2; with `colors` */
  gint current;             /* the last move's node (accent ring), or -1 */
  gint selected;            /* the editor's selection, or -1 */
  gint edge_from;           /* the editor's pending edge, or -1 */
  const char *turn;         /* a highlighted line under the legend (whose turn), or NULL */
  const char *status;       /* a line under it (the result), or NULL */
  double min_name_px;       /* the map's names, at least this high on screen (QdMapRenderOptions) */
} QdColorgameRenderOptions;

void qd_colorgame_render_options_init (QdColorgameRenderOptions *options, const QdPalette *palette);
/* The picture's size with the palette's text (NULL: light): its legend is
 * larger with larger text. */
void qd_colorgame_render_get_size     (const QdColorgame *game, const QdPalette *palette,
                                       double *width, double *height);
/* The region colour each of the game's colours is drawn in, by its name
 * (qd_palette_region_slots); free with g_free. */
guint *qd_colorgame_render_slots (const QdColorgame *game);

void qd_colorgame_render              (cairo_t *cr, const QdColorgame *game,
                                       const QdColorgameRenderOptions *options);

G_END_DECLS
