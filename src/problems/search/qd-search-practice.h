/* qd-search-practice.h — practice on a state-space search's run
 * (core/qd-practice.h): before each expansion (and, for best-first
 * searches, before the goal is taken), which node the search takes from the
 * frontier next, then its f (A*, weighted A*, IDA*, greedy: f as the
 * algorithm orders) or its g (uniform cost); at the end the cost of the
 * path found.  Each question is asked with the replay at the expansion's
 * own step (the window draws its node on the frontier, untold, for the
 * first, and hides its f for the second); a wrong node is explained by the check's sentence on the frontier
 * (qd_search_check_why_expansion).
 *
 * Levels: the nodes are decisions, f and g steps, the cost the end.
 * Names: a state as the run writes it (a place, a cell), in any case and
 * spacing. */
#pragma once

#include "core/qd-practice.h"
#include "qd-search-run.h"

G_BEGIN_DECLS

/* The questions of `run` (solved, its replay whole; kept, not copied: it
 * must outlive the practice). */
QdPractice *qd_search_practice_new       (const QdSearchRun *run);
/* The name of the place or cell `cell` as the questions spell it, or NULL
 * when the run never reached it. */
char       *qd_search_practice_cell_name (const QdSearchRun *run, guint cell);
/* rbfs (qd-search-practice-rbfs.c): the questions of step `step` (`s`, its
 * node `name`): an expansion's f-limit, a backup's value, when finite. */
/* RBFS: why an expansion's f-limit (`e` an EXPAND event) or a backed-up
 * value (`e` the BACKUP event at `event_index`) is what it is, naming the
 * node `name`; NULL when there is nothing to tell (an infinite limit). */
char       *qd_search_practice_rbfs_limit_why  (const QdSearchRun *run, const QdSearchEvent *e, const char *name);
char       *qd_search_practice_rbfs_backup_why (const QdSearchRun *run, guint event_index, const QdSearchEvent *e,
                                                const char *name);
void        qd_search_practice_add_rbfs  (QdPractice *practice, const QdSearchRun *run, guint step,
                                          const QdSearchStep *s, const char *name);

/* Bidirectional runs (qd-search-practice-bidir.c): the words "forward" and
 * "backward" as names; the question of the side expanded at `step` (`e`
 * its expansion, `name` its node); at the end, the meeting node and the
 * path's cost. */
void        qd_search_practice_bidir_names (GHashTable *names);
void        qd_search_practice_bidir_side  (QdPractice *practice, const QdSearchRun *run, guint step,
                                            const QdSearchEvent *e, const char *name);
void        qd_search_practice_bidir_end   (QdPractice *practice, const QdSearchRun *run, guint last_step);

G_END_DECLS
