/* qd-mdp-run-report.h — the report (PDF) of a grid world: `quandary-cli mdp
 * GRID --report FILE` and the tab's Report… alike.  It holds the world (its
 * picture and its parameters), the planning run (the algorithm, the
 * iterations, the table of V in the grid's layout, the policy's picture,
 * the values' and Q's pictures, the residual plot) and, when a learning run
 * is given, its settings, the learnt Q picture and the returns' plot. */
#pragma once

#include "problems/mdp/qd-mdp.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

typedef struct {
  const QdMdpWorld *world;
  const char *path;             /* the world's file, or NULL (not saved) */
  /* Planning: the algorithm's name for people ("Value iteration"), the
   * iterations done, the values by cell (w × h) and the residual of each
   * iteration (may be NULL).  VALUES NULL: value iteration is run here to
   * the book's bound for ε = 1e-6 (at most 10,000 sweeps). */
  const char *algorithm;
  guint iterations;
  const double *values;
  const double *residuals;
  guint n_residuals;
  /* Learning (LEARNER NULL: none): the learner's name for people and its
   * settings in words ("α = 0.5, ε = 0.1, seed 1"), Q by cell (w × h ×
   * QD_MDP_N_ACTIONS, may be NULL) and the return of each episode. */
  const char *learner;
  const char *learn_settings;
  const double *q;
  const guint8 *q_known;
  const double *returns;
  guint n_returns;
} QdMdpRun;

/* Fills the report's parts from RUN (the tab's report, titled already). */
void      qd_mdp_run_report_add (QdReport *report, const QdMdpRun *run);
/* A report of the mdp problem titled by the world's file (or title). */
QdReport *qd_mdp_run_report_new (const QdMdpRun *run, const QdPalette *palette);

/* The values in the grid's layout as `quandary-cli mdp --values` prints
 * its rows (docs/contracts.md, "Grid worlds"): one line per row from the
 * top row (y = h - 1) down, each value to 4 decimals in the C locale
 * (never "-0.0000"), a wall "#", every cell right-aligned to the widest,
 * cells joined by one space, no blank at a line's end.  Newly allocated. */
char     *qd_mdp_values_grid_text (const QdMdpWorld *world, const double *values);

G_END_DECLS
