/* qd-search-online-report.h — the plot and the report (PDF) of the online
 * agents' trials in a maze (problems/search/qd-search-online.h):
 * `quandary-cli search MAZE --online AGENT --trials N --report FILE` and the
 * search tab's Report… in its Online Agent mode. */
#pragma once

#include "problems/search/qd-search-online.h"
#include "render/qd-animation.h"
#include "render/qd-plot.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* The cost of each ended trial of `online` against the optimal cost (a
 * horizontal line; none when `optimal` is NAN), the trials on the x axis. */
QdPlot   *qd_search_online_plot (const QdSearchOnline *online, double optimal);

/* The report of `trials` trials of `agent` walking `doc`'s maze (walked
 * here, each trial's moves at most `step_limit`, 0 the default): the maze;
 * the settings; what the agent had seen, its H values and the trial's path
 * drawn after the first trials and the last; each trial's cost, moves and
 * competitive ratio, and their plot; the table of the first trial's moves
 * (with LRTA*'s H updates).  `path`: the maze's file, or NULL. */
QdReport *qd_search_online_report_new (const QdSearchDoc *doc, const char *path, QdSearchOnlineAgent agent,
                                       guint trials, guint64 step_limit, const QdPalette *palette);
/* The same parts added to `report` (the tab's, titled already). */
void      qd_search_online_report_add (QdReport *report, const QdSearchDoc *doc, const char *path,
                                       QdSearchOnlineAgent agent, guint trials, guint64 step_limit);

/* qd-search-online-animation.c: trial `trial` (1, 2, …; the trials before
 * it walked first) frame by frame: frame 0 the agent on the start, frame k
 * after its k-th move (its moves + 1 frames); NULL never. */
QdAnimation *qd_search_online_animation_new (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trial,
                                             guint64 step_limit);

G_END_DECLS
