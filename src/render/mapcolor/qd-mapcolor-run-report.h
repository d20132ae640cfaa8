/* qd-mapcolor-run-report.h — the reports of the map-colouring runs, one
 * builder per kind of run, used alike by quandary-cli (mapcolor, mapgen,
 * fcmac, experiment mapcolor) and by the map-colouring tab (its map, its
 * FC vs MAC tables, its experiment).  Each adds the run's parts to a report
 * made by the caller (qd_report_new, or the tab's qd_page_report_new); the
 * caller adds the command that does the run again (REPRODUCE) and, on the
 * command line, what it printed. */
#pragma once

#include "problems/mapcolor/qd-mapcolor-experiment.h"
#include "problems/mapcolor/qd-mapcolor-fcmac.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-solve.h"
#include "render/qd-map-render.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

/* Maps of more regions than this are drawn in a report as an image (at
 * twice the figure's size) rather than one vector shape per region and
 * border: a map of 100,000 regions would be an SVG of 36 MB that takes the
 * PDF writer minutes. */
#define QD_MAPCOLOR_REPORT_VECTOR_REGIONS 3000

/* A report of the problem ("Map Colouring") on `instance` (a file's base
 * name is taken from a path), its figures drawn in `palette` (NULL: light). */
QdReport *qd_mapcolor_report_new (const char *instance, const QdPalette *palette);

/* A colouring run: `quandary-cli mapcolor`, the tab's map. */
typedef struct {
  const char *path;                        /* the map's file as given; NULL: not saved */
  const QdMap *map;
  const QdMapcolorSolveOptions *options;   /* its settings (algorithm, colours, seed, limits…) */
  double time_limit;                       /* --time-limit as given, in seconds; 0: none */
  const QdMapcolorSolution *solution;      /* NULL: not coloured yet */
  const QdSearchTree *tree;                /* the search tree recorded, or NULL */
} QdMapcolorReportRun;

/* INSTANCE (the map), SETTINGS, RESULTS (what came of it, the colouring as
 * a table and as the map coloured), STATISTICS, SEARCH_TREE. */
void  qd_mapcolor_report_add_run    (QdReport *report, const QdMapcolorReportRun *run);
/* What came of a run, for people: "Coloured with 3 colours by …", "No
 * colouring with 2 colours exists: …", "Gave up after …". */
char *qd_mapcolor_report_outcome    (const QdMapcolorSolution *solution, guint colors,
                                     QdMapcolorAlgorithm algorithm);

/* A generated map (`quandary-cli mapgen`), written to `path` (NULL:
 * stdout) in time_us: INSTANCE, SETTINGS, RESULTS (its degrees),
 * STATISTICS. */
void  qd_mapcolor_report_add_mapgen (QdReport *report, const char *path, const QdMap *map, guint64 seed,
                                     QdMapcolorGenMethod method, gint64 time_us);

/* --- qd-mapcolor-run-report-tables.c --- */

/* The FC and MAC domain tables of a graph (`quandary-cli fcmac`, the tab's
 * FC vs MAC view): INSTANCE, SETTINGS (order, values, method), RESULTS
 * (each table as a table, and drawn as the view draws them), STATISTICS,
 * SEARCH_TREE (each search's tree). */
void  qd_mapcolor_report_add_fcmac  (QdReport *report, const char *path, const QdMap *map,
                                     QdCspTable *const *tables, guint n_tables);

/* The scaling experiment (`quandary-cli experiment mapcolor`, the tab's
 * Experiment view): SETTINGS (`shard`: the --shard done, or NULL),
 * RESULTS (the runs by algorithm), EXPERIMENT (the plots, the table). */
void  qd_mapcolor_report_add_experiment (QdReport *report, const QdMapcolorExperiment *experiment,
                                         const char *shard);

/* The options a colouring's map is drawn with in the command's pictures,
 * the report and the replay: `colors` (per region, -1 uncoloured; NULL:
 * none), the colours' names in the key, the regions' names on a map of up
 * to 200 regions. */
void  qd_mapcolor_map_options_init  (QdMapRenderOptions *options, const QdPalette *palette, const QdMap *map,
                                     const gint *colors);

/* --- shared by the two files --- */

/* The map (coloured by `colors`, or NULL) as a figure of `section` of
 * `report`, in its palette; an image past QD_MAPCOLOR_REPORT_VECTOR_REGIONS
 * regions. */
void  qd_mapcolor_report_add_map    (const QdReport *report, QdReportSection *section, const char *caption,
                                     const char *name, const QdMap *map, const gint *colors);
/* The INSTANCE part of a map's report: its file, its size, its drawing. */
void  qd_mapcolor_report_add_instance (QdReport *report, const char *path, const QdMap *map);

G_END_DECLS
