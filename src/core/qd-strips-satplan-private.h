/* qd-strips-satplan-private.h — SATPLAN's parts (qd-strips-satplan.h):
 * the task's relaxed levels and its facts' causes, made once
 * (qd-strips-satplan-encode.c), and one horizon's formula. */
#pragma once

#include "qd-strips-graph.h"
#include "qd-strips-satplan.h"

G_BEGIN_DECLS

#define SATPLAN_NEVER G_MAXUINT    /* a level never reached; a variable that does not exist */

/* A cause of a fact's change: an operator o (o < n_ops) or the
 * conditional effect e of the task (n_ops + e). */
typedef struct {
  const QdStrips *strips;
  guint *fact_level;               /* n_facts: the first time a fact can hold */
  guint *op_level;                 /* n_ops: the first step an operator can be applied */
  guint *effect_level;             /* n_effects: the first step an effect can be triggered */
  guint *effect_op;                /* n_effects: its operator */
  guint *add_start, *adders;       /* per fact, its adding causes: adders[add_start[f] .. add_start[f + 1]) */
  guint *del_start, *deleters;     /* per fact, the causes that delete it and do not also add it */
  gboolean goal_reachable;
  QdStripsGraph *graph;            /* the planning graph (mutexes), or NULL: none asked or refused */
  GArray *interfering;             /* parallel: guint pairs (a, b), a < b, of interfering operators; else NULL */
} QdSatplanTask;

/* One horizon's formula: its variables (SATPLAN_NEVER: false, no
 * variable), its clauses flat (clause i is lits[starts[i] .. starts[i + 1])). */
typedef struct {
  guint horizon;
  guint n_vars;
  guint *fluent;                   /* (horizon + 1) × n_facts */
  guint *action;                   /* horizon × n_ops */
  guint *effect;                   /* horizon × n_effects */
  guint *aux;                      /* horizon: the first counter variable of each step */
  GArray *lits;                    /* guint literals of qd-sat.h */
  GArray *starts;                  /* guint: n_clauses + 1 */
  gboolean satisfied;              /* the clause being built has a true literal */
  gboolean too_big;                /* encoding ended past QD_SATPLAN_MAX_LITERALS: not to solve */
} QdSatplanCnf;

/* `mutexes`: with the planning graph of the task when it makes one (no
 * conditional effects, within its limits; `stop` ends its expansion). */
/* Whether `fact` is in the run `facts` (runs are short: a scan). */
static inline gboolean
qd_satplan_facts_contain (const QdStrips *s, QdStripsFacts facts, guint32 fact)
{
  const guint32 *f = qd_strips_list (s, facts);

  for (guint i = 0; i < facts.n; i++)
    if (f[i] == fact)
      return TRUE;
  return FALSE;
}

void qd_satplan_task_init  (QdSatplanTask *task, const QdStrips *strips, gboolean mutexes, const gint *stop);
/* The pairs of interfering operators, for the parallel encoding (a task
 * without conditional effects). */
void qd_satplan_task_find_interference (QdSatplanTask *task);
/* The planning graph expanded to S_horizon (or its level-off); dropped
 * (NULL) when its limits or the stop flag end it. */
void qd_satplan_task_expand (QdSatplanTask *task, guint horizon);
void qd_satplan_task_clear (QdSatplanTask *task);
/* The formula of `horizon` (clear it). */
/* The formula of `horizon`, sequential or (with task->interfering) parallel. */
void qd_satplan_cnf_encode (QdSatplanCnf *cnf, const QdSatplanTask *task, guint horizon,
                            QdSatplanAtMostOne at_most_one);
void qd_satplan_cnf_clear  (QdSatplanCnf *cnf);

G_END_DECLS
