/* qd-hmm-worksheet.h — `quandary-cli worksheet hmm`: filtering and the most
 * likely sequence by hand on a two-state hidden Markov model.  The easy
 * exercises are the book's umbrella world (AIMA 4th ed. §14.2: prior 0.5,
 * the rain stays with 0.7, the umbrella seen with 0.9 in rain and 0.2
 * without) on two days of evidence; medium and hard ones draw the model in
 * tenths and three or four days.  The student fills, day by day, the
 * prediction P(X_t | e_1:t−1), the filtered P(X_t | e_1:t), Viterbi's
 * messages m_1:t and the most likely sequence; the key gives them,
 * computed by core/qd-hidden.h as `quandary-cli hmm` answers. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_hmm_worksheet;

G_END_DECLS
