/* qd-constraints-practice.h — practice on the Constraints tab
 * (core/qd-practice.h), from the tab's own recorded search and AC-3.
 *
 * A tree search (qd-constraints-replay.h: the file's order, values in
 * domain order): before each assignment, which variable is assigned next
 * and which value; with forward checking or MAC, after it, which values the
 * inference removes, from which variables (and, for MAC, what propagation
 * removes before the search); at the end, the first solution.  Each
 * question is asked with the replay at the step before the assignment, and
 * a wrong answer is explained by the step's own sentence
 * (qd_constraints_replay_explain).
 *
 * AC-3 (qd-constraints-ac3.h), arc by arc from the initial domains: which
 * values revising the queue's first arc (X, C) removes from X, asked with
 * that many revisions done and explained by qd_constraints_ac3_explain; at
 * the end every value AC-3 removed.
 *
 * Levels: the assignments and the arcs are decisions, the inference's
 * removals steps, the solution (AC-3's removals) the end.  Answers: an
 * assignment or a removed value is VAR=VALUE ("q[2]=3", blanks and case
 * free); several values of one variable VAR=V1/V2 ("q[3]=1/3"); a set
 * separated by commas or blanks; `none` for none.  For an arc, a bare value
 * ("2", "1/2") is a value of the arc's variable. */
#pragma once

#include "core/qd-practice.h"
#include "qd-constraints-doc.h"
#include "qd-constraints-mcrun.h"
#include "problems/csp/qd-csp-split.h"
#include "qd-constraints-replay.h"

G_BEGIN_DECLS

/* The questions of `replay`, a search of `doc` (copied; the replay too). */
QdPractice *qd_constraints_practice_new_search (const QdConstraintsDoc *doc, const QdConstraintsReplay *replay);
/* The questions of AC-3 on `doc` (copied), at most `max_arcs` revisions. */
QdPractice *qd_constraints_practice_new_ac3    (const QdConstraintsDoc *doc, guint max_arcs);
/* The questions of `run`, min-conflicts on `doc` (copied): before each
 * step, which variables are in conflict (the step draws one of them at
 * random: a step), and, told the variable drawn, which value it gets (a
 * decision: a value of fewest conflicts, any of a tie right; none asked
 * for a random walk), explained from each value's conflicts; at the end,
 * how many constraints are still violated.  A value may be typed bare
 * ("2") or as VAR=VALUE. */
QdPractice *qd_constraints_practice_new_min_conflicts (const QdConstraintsDoc *doc, const QdConstraintsMcRun *run);

/* Domain splitting depth first as the tab's Split does it (the first
 * variable of two values or more, the lower half first, back to the last
 * upper half left when a domain empties), from the root of a fresh `split`
 * to its first solution, a dead end or `max_splits` splits: the nodes
 * visited, the root first, each with the split that made it
 * (split_parent G_MAXUINT: back to an upper half made before). */
typedef struct {
  guint node;
  guint split_parent;
  guint split_var;
} QdConstraintsSplitVisit;

GArray     *qd_constraints_split_walk (QdCspSplit *split, guint max_splits);
/* The questions of domain splitting on `doc` (copied), visit by visit
 * (each asked with the visit before on show, the step being the visit's
 * index): at a split, which variable is split and which values make the
 * half explored first (decisions), and what arc consistency then removes
 * (a step, also when coming back to an upper half); at the end, the first
 * solution. */
QdPractice *qd_constraints_practice_new_split (const QdConstraintsDoc *doc, guint max_splits);
/* A splitting practice's visits (QdConstraintsSplitVisit), its steps. */
const GArray *qd_constraints_practice_split_walk (QdPractice *practice);
G_END_DECLS
