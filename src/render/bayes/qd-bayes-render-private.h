/* qd-bayes-render-private.h — what the network's drawing files share: one
 * geometry (the scale, the look, the shift from network units to the
 * picture's) computed once per call. */
#pragma once

#include "render/bayes/qd-bayes-render.h"
#include "render/qd-draw.h"

G_BEGIN_DECLS

typedef struct {
  const QdBayesNet *net;
  const QdBayesRenderOptions *options;
  const QdPalette *palette;
  double scale;               /* the palette's text scale: the whole picture grows with it */
  gboolean compact;
  double dx, dy;              /* picture = network × scale + (dx, dy) */
  double width, height;       /* the picture's size */
} QdBayesGeometry;

G_GNUC_INTERNAL void qd_bayes_geometry_init (QdBayesGeometry *g, const QdBayesNet *net,
                                             const QdBayesRenderOptions *options);
/* Node v's box in picture units. */
G_GNUC_INTERNAL void qd_bayes_geometry_box  (const QdBayesGeometry *g, guint v, double *x, double *y, double *w,
                                             double *h);
/* The box's size in the full look (what the layout and the picture's size use). */
G_GNUC_INTERNAL void qd_bayes_geometry_full_size (const QdBayesNode *node, double scale, double *w, double *h);
/* The state rows node v shows (its states up to the cap) and whether a
 * "+N more" row follows. */
G_GNUC_INTERNAL guint qd_bayes_geometry_rows (const QdBayesNode *node, gboolean *more);

/* Drawing (qd-bayes-render-nodes.c, qd-bayes-render-arcs.c). */
G_GNUC_INTERNAL void qd_bayes_draw_arcs  (cairo_t *cr, const QdBayesGeometry *g, const QdDrawClip *clip);
G_GNUC_INTERNAL void qd_bayes_draw_node  (cairo_t *cr, QdDrawText *face, const QdBayesGeometry *g, guint v);
/* STRING cut with "…" to fit WIDTH at SIZE; newly allocated. */
G_GNUC_INTERNAL char *qd_bayes_fit_text  (QdDrawText *face, const char *string, double size, QdDrawTextFlags flags,
                                          double width);

/* P(QUERY | EVIDENCE) by variable elimination with ASK's order settings
 * (its algorithm ignored), its steps recorded (QdBayesStepRecord, owned by
 * the array), ANSWER filled; NULL with ERROR as qd_bayes_ask refuses. */
G_GNUC_INTERNAL GPtrArray *qd_bayes_steps_record (QdBayesNet *net, guint query, const gint *evidence,
                                                  const QdBayesAskOptions *ask, QdBayesAnswer *answer,
                                                  GError **error);

G_END_DECLS
