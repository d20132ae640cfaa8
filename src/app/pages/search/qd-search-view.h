/* qd-search-view.h — a state space's instance and a search's step on a
 * QdCanvas: the route map, the maze or the puzzle (qd_search_render), its
 * places, cells or tiles as the keyboard cursor's cells. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/search/qd-search-render.h"
#include "problems/search/qd-search-online.h"

G_BEGIN_DECLS

#define QD_TYPE_SEARCH_VIEW (qd_search_view_get_type ())
G_DECLARE_FINAL_TYPE (QdSearchView, qd_search_view, QD, SEARCH_VIEW, QdCanvas)

/* The instance (borrowed; NULL: nothing): called again whenever it
 * changes, in place or not (the run goes). */
void qd_search_view_set_doc     (QdSearchView *self, const QdSearchDoc *doc);
/* The run (borrowed, may be NULL) at `step` (G_MAXUINT: the end). */
void qd_search_view_set_run     (QdSearchView *self, const QdSearchRun *run, guint step);
/* The editor's drawing (the run not shown, the cursor's cell marked). */
void qd_search_view_set_editing (QdSearchView *self, gboolean editing);
/* Practice: the step's node drawn on the frontier with the path to it
 * left out (`hide_current`), or without its f (qd-search-render.h). */
void qd_search_view_set_practice (QdSearchView *self, gboolean hide_current, gboolean hide_current_f);
/* An online agent's walk (borrowed; NULL: none) drawn over the maze instead
 * of the run (qd-search-render-online.h); redrawn on each call. */
void qd_search_view_set_online (QdSearchView *self, const QdSearchOnline *online);
/* The key to the marks drawn (a QdLegend), for the board pane; made once. */
GtkWidget *qd_search_view_get_legend (QdSearchView *self);

G_END_DECLS
