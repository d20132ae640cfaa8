/* qd-mapcolor-page.h — the map-colouring tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "qd-mapcolor-fcmac-view.h"
#include "qd-mapcolor-experiment-view.h"

G_BEGIN_DECLS

#define QD_TYPE_MAPCOLOR_PAGE (qd_mapcolor_page_get_type ())
G_DECLARE_FINAL_TYPE (QdMapcolorPage, qd_mapcolor_page, QD, MAPCOLOR_PAGE, QdPage)

/* For tests: the document, the last run, a click on the map. */
QdMap               *qd_mapcolor_page_get_map      (QdMapcolorPage *self);
const QdMapcolorSolution *qd_mapcolor_page_get_solution (QdMapcolorPage *self);
void                 qd_mapcolor_page_click        (QdMapcolorPage *self, gint region, double ux, double uy);
/* "map", "experiment" or "fcmac". */
void                 qd_mapcolor_page_show_view    (QdMapcolorPage *self, const char *name);
QdMapcolorExperimentView *qd_mapcolor_page_get_experiment_view (QdMapcolorPage *self);
QdMapcolorFcmacView         *qd_mapcolor_page_get_fcmac_view      (QdMapcolorPage *self);

G_END_DECLS
