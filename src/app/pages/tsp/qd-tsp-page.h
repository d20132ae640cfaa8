/* qd-tsp-page.h — the TSP tab: hill climbing and simulated annealing on a
 * tour, watched as it moves; the cities' editor; the acceptance calculator. */
#pragma once

#include "app/qd-page.h"
#include "problems/tsp/qd-tsp-search.h"

G_BEGIN_DECLS

#define QD_TYPE_TSP_PAGE (qd_tsp_page_get_type ())
G_DECLARE_FINAL_TYPE (QdTspPage, qd_tsp_page, QD, TSP_PAGE, QdPage)

/* For tests: the document, the last run, a click on the map (in picture
 * units) as the editor takes it. */
const QdTsp      *qd_tsp_page_get_instance (QdTspPage *self);
const QdTspRun   *qd_tsp_page_get_run      (QdTspPage *self);
void              qd_tsp_page_click        (QdTspPage *self, double x, double y);

G_END_DECLS
