/* test-belief.h — what the belief test's files share: networks built in C. */
#pragma once

#include "core/qd-belief.h"

/* A network built here: nodes added in id order. */
#define MAX_NODES 16

typedef struct
{
  QdBeliefNet net;
  guint card[MAX_NODES];
  QdBeliefKind kind[MAX_NODES];
  guint parent_start[MAX_NODES + 1];
  guint parents[4 * MAX_NODES];
  const double *table[MAX_NODES];
} TestNet;

/* Adds the next node: its kind, states, table (may be NULL when only the
 * structure matters) and N_PARENTS parent ids (guint). */
void     net_add (TestNet *t, QdBeliefKind kind, guint card, const double *table, guint n_parents, ...);
gboolean net_has_arc (const TestNet *t, guint from, guint to);

/* Burglary, AIMA 3e fig. 14.2; sprinkler, fig. 14.12a (state 0: true). */
enum { B, E, A, J, M };
enum { C, S, R, W };
void     burglary (TestNet *t);
void     sprinkler (TestNet *t);

void     belief_dsep_add_tests (void);
