/* qd-constraints-cli.h — `quandary-cli csp`: any constraint problem from a
 * file (qd-constraints-cli-csp.c). */
#pragma once

#include "problems/csp/qd-csp-model.h"

int qd_csp_cli (int argc, char **argv);

/* The count line of a search that counted (`N solutions`, `no solution`),
 * or, stopped, stderr's word that the count is not printed. */
void qd_csp_cli_print_count (const char *path, QdCspStatus status, guint64 solutions);

/* A solution (value indexes) on stdout: one line of VAR=VALUE pairs, or,
 * `arrays`, as its arrays (problems/csp/qd-csp-arrays.h); the command
 * prints a solution so unless --all or --steps are given. */
void qd_csp_cli_print_solution (const QdCspModel *model, const gint *values, gboolean arrays);

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
