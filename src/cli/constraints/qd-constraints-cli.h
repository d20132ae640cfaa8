/* qd-constraints-cli.h — `quandary-cli csp`: any constraint problem from a
 * file (qd-constraints-cli-csp.c). */
#pragma once

#include "problems/csp/qd-csp-model.h"

int qd_csp_cli (int argc, char **argv);

/* The count line of a search that counted (`N solutions`, `no solution`),
 * or, stopped, stderr's word that the count is not printed. */
void qd_csp_cli_print_count (const char *path, QdCspStatus status, guint64 solutions);

/* `csp --algorithm tree [--cutset]` (qd-constraints-cli-csp-tree.c), once
 * the file is read and the options checked. */
typedef struct {
  const char *path;
  gboolean cutset;
  gboolean all;
  gboolean steps;
  gboolean stats;
  double time_limit;
} QdCspCliTree;

int qd_csp_cli_tree (const QdCspCliTree *options, const QdCspModel *model);
