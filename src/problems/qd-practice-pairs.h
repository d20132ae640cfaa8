/* qd-practice-pairs.h — a pair of numbers noted for each question of a
 * practice (the square a queens question names, the two cities of a TSP
 * move), or none (-1, -1), so that a page can show the current one. */
#pragma once

#include "core/qd-practice.h"

G_BEGIN_DECLS

/* Notes (a, b) for the question just added to `practice` (the questions
 * before it without a note get none).  `pairs`: a GArray of gint. */
void     qd_practice_pairs_note    (GArray *pairs, const QdPractice *practice, gint a, gint b);
/* The pair of the current question; FALSE when there is none. */
gboolean qd_practice_pairs_current (const GArray *pairs, const QdPractice *practice, guint *a, guint *b);

G_END_DECLS
