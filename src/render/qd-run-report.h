/* qd-run-report.h — pieces a problem's report of a run (render/<id>/…-run-
 * report.c) builds from: a drawing fitted to what a report's figure can
 * hold, the statistics as a table, and the tree options of a tab's
 * command. */
#pragma once

#include "problems/qd-problem.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* A report of `problem` titled by the base name of `path` (the input as
 * the command line names it), else by `instance`, else by the name of the
 * problem's untitled document: the command line's report of a run, its
 * figures drawn in `palette` (NULL: light). */
QdReport *qd_run_report_new (const QdProblem *problem, const char *path, const char *instance,
                             const QdPalette *palette);

/* The largest side of a report's figure, in points: its bundle's PNG (two
 * pixels a point) stays within what an image can be. */
#define QD_RUN_REPORT_FIGURE_MAX 4000.0
/* The smallest scale a figure is drawn at: below it nothing in it could be
 * read, and it is said in words instead. */
#define QD_RUN_REPORT_FIGURE_MIN_SCALE 0.05

/* A drawing of its natural size, scaled down to fit. */
typedef struct {
  double natural_width, natural_height;
  double width, height;       /* the figure's size */
  double scale;
  QdDrawFunc draw;
  gpointer data;
} QdRunReportFit;

/* Fits a drawing of natural_width x natural_height points: FALSE when it
 * would be drawn too small to read (qd_run_report_too_large says so). */
gboolean qd_run_report_fit       (QdRunReportFit *fit, double natural_width, double natural_height,
                                  QdDrawFunc draw, gpointer data);
/* A QdDrawFunc taking a QdRunReportFit: its drawing, scaled. */
void     qd_run_report_fit_draw  (cairo_t *cr, double width, double height, gpointer fit);
/* The paragraph that stands for a figure too large to draw. */
void     qd_run_report_too_large (QdReportSection *section, const QdRunReportFit *fit);
/* A drawing of its natural size added to `section` fitted, or the
 * paragraph saying it is too large. */
void     qd_run_report_add_fitted (QdReportSection *section, const char *caption, const char *name,
                                   double natural_width, double natural_height, QdDrawFunc draw, gpointer data);

/* The STATISTICS part's table (Measure, Value), its rows added below. */
QdReportBlock *qd_run_report_stats_table (QdReport *report);
/* A count, grouped as the locale groups digits. */
void     qd_run_report_stats_row  (QdReportBlock *table, const char *measure, guint64 count);
/* The time, in milliseconds. */
void     qd_run_report_stats_time (QdReportBlock *table, gint64 time_us);
/* A setting's pair `key`: `count` (plain digits, as a command line writes it). */
void     qd_run_report_add_count  (QdReportSection *section, const char *key, guint64 count);

/* The options a tab's command adds for the search tree it recorded (NULL:
 * none): `--tree` and the document's name as a tree file ("puzzle1.txt":
 * "puzzle1.tree", in the folder the command runs in), and `--tree-budget`
 * when the tab's `budget` cut the tree short.  NULL-terminated. */
char   **qd_run_report_tree_options (const char *document, const QdSearchTree *tree, guint budget);

G_END_DECLS
