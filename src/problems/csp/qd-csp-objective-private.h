/* qd-csp-objective-private.h — what the objective's pruning
 * (qd-csp-objective.c) and its building (qd-csp-objective-build.c) share:
 * the objective's data and its two propagator classes. */
#pragma once

#include "qd-csp-model-private.h"
#include "qd-csp-objective-terms.h"
#include "qd-csp-owned.h"

G_BEGIN_DECLS

#define COST_MAX (G_GINT64_CONSTANT (1) << 62)

typedef enum {
  OBJ_LINEAR,
  OBJ_MINIMUM,
  OBJ_MAXIMUM,
  OBJ_NVALUES,
  OBJ_EXPR,
} ObjKind;

typedef struct {
  QdOwned owned;
  ObjKind kind;
  gint64 sign;              /* 1 to minimize, -1 to maximize: cost = sign * value */
  guint n;
  guint *scope;             /* the engine's variables (distinct) */
  const gint64 **keys;      /* keys[i]: the values of scope[i] (the model's arrays) */
  guint *sizes;
  gint64 *coeffs;           /* linear: cost = sum coeffs[i] * x_i + constant (signed) */
  gint64 *offsets;          /* minimum, maximum: of x_i + offsets[i] (NULL: of the x_i) */
  gint64 **table;           /* separable sum: table[i][v], scope[i]'s terms at value v, or UNDEFINED */
  gint64 spread_table;      /* separable: the largest max - min of a table */
  gint64 constant;
  QdCspExpr *expr;          /* expression: over scope positions */
  guint range_nodes;        /* expression: its nodes for its range over the bounds
                             * (qd_csp_expr_range_in), or 0 */
  guint n_union;            /* nValues: the distinct values of all the domains ... */
  guint **slot;             /* ... and slot[i][v]: value v of scope[i] among them */
  __int128 spread;          /* linear: the largest c_i · (max x_i - min x_i) on the initial domains */
  QdCspObjTerms *terms;     /* expression: a maximum to minimize (or a minimum to maximize) of
                             * small terms, each pruned on its own (qd-csp-objective-terms.h) */
} Objective;

/* A linear objective's least cost in one solver, kept up to date change by
 * change (the class's `changed`): a node costs what changed there, not a
 * pass over a million terms. */
typedef struct {
  QdOwned owned;
  gboolean synced;          /* least and mine[] hold for the current domains */
  __int128 least;           /* constant + the sum of mine[] */
  __int128 *mine;           /* each term's least value on its current domain */
} LinearState;

#define UNDEFINED G_MAXINT64

/* The propagator of every kind but the linear one; the linear one keeps
 * its least cost up to date as domains change.  An expression of small
 * terms (o->terms) has a scratch row of keys per solver. */
extern const QdCspPropagatorClass qd_csp_objective_class;
extern const QdCspPropagatorClass qd_csp_linear_objective_class;
extern const QdCspPropagatorClass qd_csp_terms_objective_class;
/* Any other expression small enough (range_nodes > 0) keeps its nodes'
 * ranges up to date as domains change. */
extern const QdCspPropagatorClass qd_csp_expr_objective_class;

G_END_DECLS
