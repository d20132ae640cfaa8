/* globals-g1-check.h — the harness of the g1 globals' tests
 * (test-csp-globals-g1.c, test-csp-globals-g1-count.c). */
#pragma once

#include <glib.h>

#include "problems/csp/qd-csp-globals.h"

#define N_MAX 12
#define INSTANCES 100

/* What a predicate sees: the model's variables' values (keys). */
typedef gboolean (*Pred) (const gint64 *x, gconstpointer ctx);

#define ALL_VARS G_MAXUINT

typedef struct {
  QdCspCondition c;
  gint64 set[4];
} Cond;

extern GRand *rng;
/* Whether the last maybe_repeat repeated a variable. */
extern gboolean repeated;

gint     rnd          (gint lo, gint hi);
/* A variable whose domain is `size` distinct values of lo..hi. */
guint    add_var      (QdCspModel *model, guint size, gint64 lo, gint64 hi);
guint    add_rvar     (QdCspModel *model);
/* One time in five, the last variable of a list is the first again. */
void     maybe_repeat (guint *vars, guint n);
guint64  solve_count  (QdCspModel *model, QdCspInference inference, QdCspVarOrder order);
/* The brute-force count of `pred` against bt, fc and mac; violations. */
void     expect_count (QdCspModel *model, Pred pred, gconstpointer ctx);
/* MAC's root domains: no supported value removed; for the variables of
 * `exact` (a bit each, ALL_VARS), no other kept. */
void     expect_gac   (QdCspModel *model, Pred pred, gconstpointer ctx, guint exact);
/* A random condition; its operand a new variable one time in three. */
void     random_cond  (QdCspModel *model, Cond *out, gint64 lo, gint64 hi);
gboolean cond_holds   (const QdCspCondition *c, gint64 v, const gint64 *x);
gint64   operand      (const QdCspOperand *o, const gint64 *x);

typedef struct {
  const char *path;
  GTestFunc func;
} G1Test;

/* g_test's main: each test seeded from its path (and G1_SEED). */
int      g1_run       (int argc, char **argv, const G1Test *tests, guint n);
