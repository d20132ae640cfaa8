/* globals-g2-harness.h — what the tests of test-csp-globals-g2 share: random
 * small instances, a brute-force count of a definition over them, the
 * engine's counts under bt, fc and mac, random conditions and operands. */
#pragma once

#include <glib.h>

#include "problems/csp/qd-csp-globals.h"
#include "problems/csp/qd-csp-model.h"

#define MAX_VARS 6
#define MAX_VALUES 5
#define ROUNDS 300

typedef struct {
  guint n_vars;
  guint n_values[MAX_VARS];
  gint64 keys[MAX_VARS][MAX_VALUES];  /* ascending */
} Instance;

/* The definition, on the variables' integers. */
typedef gboolean (*Holds) (const gint64 *x, gpointer data);

/* 3 (min_vars) to 6 variables of 2 to 5 values from lo .. hi. */
void         random_instance  (GRand *rand, Instance *in, guint min_vars, gint64 lo, gint64 hi);
/* The model of its variables x0, x1 … (no constraint yet). */
QdCspModel  *instance_model   (const Instance *in);
guint64      brute_count      (const Instance *in, Holds holds, gpointer data);
/* Solutions under an inference level (0 when model->had_false); the
 * backtracks of the run in last_backtracks. */
extern guint64 last_backtracks;
guint64      engine_count     (const QdCspModel *model, QdCspInference inference);
/* One constraint filtered to generalised arc consistency: MAC never fails
 * below the root. */
void         assert_gac       (const QdCspModel *model);
/* The engine's counts under bt, fc and mac are the brute force's; the
 * violations are 0 exactly where the checks hold. */
void         assert_counts    (const Instance *in, const QdCspModel *model, Holds holds, gpointer data);
/* A random condition (set: room for 4 integers); its operand, when a
 * variable, one of x[0 .. n). */
void         random_condition (GRand *rand, guint n, QdCspCondition *c, gint64 *set, gint64 lo, gint64 hi);
gboolean     condition_holds  (const QdCspCondition *c, gint64 s, const gint64 *x);
gint64       operand_value    (const QdCspOperand *o, const gint64 *x);
QdCspOperand random_operand   (GRand *rand, const Instance *in, gint64 lo, gint64 hi);
