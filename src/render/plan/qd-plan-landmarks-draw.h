/* qd-plan-landmarks-draw.h — a landmark graph (core/qd-strips-landmarks.h)
 * drawn with cairo:
 *
 * - the landmarks as boxes with their facts' names, in rows by the
 *   orderings (a landmark's row is one below its lowest predecessor's: the
 *   first row has none, the goals come last), each row's boxes in the order
 *   of their predecessors' places, rows centred (a wide one wrapped
 *   onto several lines);
 * - each ordering as a line with an arrowhead from the earlier landmark's
 *   box to the later one's, its kind by its dash: greedy-necessary solid
 *   and thicker, natural dashed, reasonable dotted and muted;
 * - a landmark reached on the path to the state ticked (✓) on a green
 *   (`good`) ground, one reached but needed again marked "!" on a red
 *   (`bad`) ground, the goal's landmarks in bold with a double border;
 * - the landmark selected (if any) outlined in the accent colour, its
 *   orderings drawn in it;
 * - a legend below: the three line styles and the three marks.
 *
 * Sizes come from fixed text metrics (qd-text-measure.h) and the
 * palette's text scale, so the size is the same on every machine and grows
 * with GNOME's text scaling.
 */
#pragma once

#include <cairo.h>

#include "core/qd-strips-landmarks.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

typedef struct {
  const QdStripsLandmarks *landmarks;  /* must outlive the drawing */
  const QdPalette *palette;
  const guint64 *reached;      /* the landmarks reached (qd_strips_landmarks_words), or NULL: none marked */
  const guint64 *state;        /* the state, for "needed again" (with `reached`), or NULL */
  gint selected;               /* a landmark outlined in the accent colour with its orderings, or -1 */
} QdPlanLandmarksDrawing;

/* The graph (no status marked, none selected), in `palette` (NULL: light). */
void     qd_plan_landmarks_drawing_init (QdPlanLandmarksDrawing *drawing, const QdStripsLandmarks *landmarks,
                                         const QdPalette *palette);
/* The natural size of the picture. */
void     qd_plan_landmarks_draw_get_size (const QdPlanLandmarksDrawing *drawing, double *width, double *height);
/* Paints the background and the graph at its natural size. */
void     qd_plan_landmarks_draw (cairo_t *cr, const QdPlanLandmarksDrawing *drawing);
/* Landmark i's box as drawn: x, y, width, height in picture units. */
void     qd_plan_landmarks_draw_box (const QdPlanLandmarksDrawing *drawing, guint i, double box[4]);
/* Every landmark's box, 4 doubles each (one layout for them all). */
void     qd_plan_landmarks_draw_boxes (const QdPlanLandmarksDrawing *drawing, double *boxes);
/* The same as a QdDrawFunc for qd_export_drawing (`drawing` a QdPlanLandmarksDrawing). */
void     qd_plan_landmarks_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing);

G_END_DECLS
