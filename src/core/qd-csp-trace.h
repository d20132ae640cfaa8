/* qd-csp-trace.h — the search trace of a CSP run as the course asks for it:
 * one search path per line, each ending in the solution found or in a
 * backtrack.
 *
 * A line is written at every leaf of the tree of consistent assignments:
 * when a solution is found, and when the search turns back from a path none
 * of whose extensions was consistent.  Assignments rejected by inference (or
 * never tried because they conflict under no inference) do not show as steps.
 * Feed it the solver's events (qd_csp_trace_assign and the others) from a
 * QdCspListener. */
#pragma once

#include "qd-csp.h"

G_BEGIN_DECLS

typedef struct _QdCspTrace QdCspTrace;

/* One step of a path: "5=A". */
typedef char *(*QdCspTraceStepFunc)     (gpointer data, guint var, guint value);
/* The solution at the end of a path: "NNEMANDYE". */
typedef char *(*QdCspTraceSolutionFunc) (gpointer data, const gint *values);

/* max_lines: lines kept (0: no limit); later ones are counted, not kept. */
QdCspTrace *qd_csp_trace_new        (guint n_variables, QdCspTraceStepFunc step,
                                     QdCspTraceSolutionFunc solution, gpointer data,
                                     guint max_lines);
void        qd_csp_trace_free       (QdCspTrace *trace);

void        qd_csp_trace_assign     (QdCspTrace *trace, guint var, guint value, guint depth);
void        qd_csp_trace_propagated (QdCspTrace *trace, guint var, guint value, gboolean consistent);
void        qd_csp_trace_backtrack  (QdCspTrace *trace, guint var, guint depth);
void        qd_csp_trace_solution   (QdCspTrace *trace, const gint *values);
/* Closes the trace after the run (a search that found nothing at the root
 * still gets a line). */
void        qd_csp_trace_finish     (QdCspTrace *trace, QdCspStatus status);

/* The path lines (borrowed). */
GPtrArray  *qd_csp_trace_get_lines  (QdCspTrace *trace);
guint64     qd_csp_trace_n_lines    (QdCspTrace *trace);     /* kept or not */
/* The whole trace: `header` as the first line, then the paths. */
char       *qd_csp_trace_to_string  (QdCspTrace *trace, const char *header);

/* The first line of a trace: the assignment order of the options. */
char       *qd_csp_trace_order_line (const QdCsp *csp, const QdCspOptions *options);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCspTrace, qd_csp_trace_free)

G_END_DECLS
