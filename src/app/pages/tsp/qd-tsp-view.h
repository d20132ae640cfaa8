/* qd-tsp-view.h — the cities and a tour on a QdCanvas. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/tsp/qd-tsp-render.h"

G_BEGIN_DECLS

#define QD_TYPE_TSP_VIEW (qd_tsp_view_get_type ())
G_DECLARE_FINAL_TYPE (QdTspView, qd_tsp_view, QD, TSP_VIEW, QdCanvas)

/* The instance (borrowed; NULL: nothing; its tour is dropped).  The
 * options' tour (of the instance's n cities) and caption are copied. */
void qd_tsp_view_set_instance (QdTspView *self, const QdTsp *tsp);
void qd_tsp_view_set_options  (QdTspView *self, const QdTspRenderOptions *options);

G_END_DECLS
