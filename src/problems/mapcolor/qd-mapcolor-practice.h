/* qd-mapcolor-practice.h — practice on the map-colouring tab
 * (core/qd-practice.h), from the tab's own recorded runs.
 *
 * A colouring search by forward checking or MAC (MRV with the degree
 * tie-break, LCV; qd-mapcolor-solve.h), read from its search tree: before
 * each assignment, which region is coloured next (asked when the search
 * opens a region, not again when it tries its next colour) and which
 * colour it tries; after it, which values the inference removes, as
 * Region=colour pairs; at the end, the colouring found.  The why-sentences
 * are worked out from the tree's own records: the domains left at the node
 * (the colours each region has left, its uncoloured neighbours) for MRV and
 * LCV, the node's prunings in their order and its wipe-out for the
 * inference.  Each question is asked with the replay at the step before
 * the assignment.
 *
 * The FC vs MAC tables (qd-mapcolor-fcmac.h), forward checking's table
 * then MAC's: for each assignment row, which values its inference removes;
 * at the end, how many assignments each method made.  A question's step
 * counts the tables' rows as qd_mapcolor_fcmac_step_to_row does (the first
 * table's, then the second's): the row asked about.
 *
 * Levels: the region and the colour are decisions, the removals steps
 * (decisions in the tables, where they are the question), the colouring
 * and the counts the end.  Answers: a region by its name (case and blanks
 * free) or a click; a colour by its name; a removal Region=colour
 * ("SA=red", "sa = Red"), several separated by commas or blanks, `none`
 * for none. */
#pragma once

#include "core/qd-practice.h"
#include "core/qd-search-tree.h"
#include "qd-mapcolor-fcmac.h"
#include "qd-mapcolor-solve.h"
#include "qd-mapcolor-steps.h"

G_BEGIN_DECLS

/* Why the run in `options` has no practice (translated), or NULL when it
 * has: forward checking and MAC without restarts only. */
const char *qd_mapcolor_practice_unsupported (const QdMapcolorSolveOptions *options);

/* The questions of a run on `map` (copied): its search tree (finished, of
 * the map's CSP), its replay's `n_steps` steps (as the run's on_assign
 * reported them), and `solution` (n_regions colours, or NULL when the run
 * found none).  At most `max_assignments` assignments are asked about (the
 * practice's note says so when the run made more). */
QdPractice *qd_mapcolor_practice_new_search (const QdMap *map, const QdSearchTree *tree,
                                             const QdMapcolorStep *steps, guint n_steps,
                                             QdCspInference inference, const gint *solution,
                                             guint max_assignments);
/* The questions of the FC vs MAC tables of `map` (copied): forward
 * checking's first, then MAC's. */
QdPractice *qd_mapcolor_practice_new_fcmac  (const QdMap *map, QdCspTable *const *tables, guint n_tables);

G_END_DECLS
