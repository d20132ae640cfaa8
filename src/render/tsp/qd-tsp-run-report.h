/* qd-tsp-run-report.h — the report of a hill-climbing or annealing run on
 * a TSP instance: the same for `quandary-cli tsp --report` and the TSP
 * tab. */
#pragma once

#include "problems/tsp/qd-tsp-search.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const char *path;                   /* the CITIES file as given; NULL: not saved, or random */
  const char *instance;               /* the instance's name when `path` is NULL ("40 random cities"), or NULL */
  const QdTsp *tsp;
  const char *start;                  /* --start as given (nn, random, a tour), or NULL: the file's start */
  const QdTspSearchOptions *options;  /* the run's: algorithm, neighbourhood, seed, restarts, schedule,
                                       * iterations */
  const QdTspRun *run;                /* NULL: not run yet */
} QdTspReportRun;

/* The run's parts: the cities drawn (INSTANCE), the algorithm, the
 * neighbourhood, the start, the seed and the schedule (SETTINGS), the best
 * tour drawn and as a table, its length, the plots of the length and the
 * temperature (RESULTS), the counts (STATISTICS) and the steps as
 * `quandary-cli tsp` prints them (TRACE); the first two only before a
 * run. */
void      qd_tsp_run_report_add (QdReport *report, const QdTspReportRun *run);
/* A report titled by the problem and the file's base name (or `instance`),
 * with those parts. */
QdReport *qd_tsp_run_report_new (const QdTspReportRun *run, const QdPalette *palette);
/* The report of `quandary-cli tsp --acceptance …` alone (no cities): the
 * triples asked for and the objective's sense. */
QdReport *qd_tsp_acceptance_report_new (const char *const *acceptance, gboolean minimise,
                                        const QdPalette *palette);

G_END_DECLS
