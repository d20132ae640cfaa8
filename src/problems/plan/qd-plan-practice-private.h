/* qd-plan-practice-private.h — shared by the files of planning's practice
 * (qd-plan-practice.h): the builder, and the questions each file adds. */
#pragma once

#include "core/qd-strips-heuristic.h"
#include "qd-plan-practice.h"

G_BEGIN_DECLS

typedef struct {
  const QdStrips *strips;
  QdPractice *practice;
  QdStripsHeuristic *hmax, *hadd;
} QdPlanPracticeBuild;

/* "A / B" with A and B in the order of their bytes (to free). */
char *qd_plan_practice_pair_key (const char *a, const char *b);
/* Adds a fact's or an action's name to a set, compared by its key. */
void  qd_plan_practice_add_name (QdPracticeNames *set, const char *name);

/* qd-plan-practice-ask.c: h_max (`max`) or h_add of the goal in `state`,
 * explained by the goal's facts' costs; the mutex pairs of facts in S1 of
 * the planning graph from `state` (nothing for a task the graph refuses). */
void  qd_plan_practice_add_heuristic (QdPlanPracticeBuild *b, guint step, const guint64 *state, gboolean max,
                                      QdPracticeLevel level);
void  qd_plan_practice_add_mutexes   (QdPlanPracticeBuild *b, const guint64 *state);
/* h_max of the fact that does not hold and costs the most (nothing when no
 * single action explains its cost). */
void  qd_plan_practice_add_fact      (QdPlanPracticeBuild *b, guint step, const guint64 *state);

G_END_DECLS
