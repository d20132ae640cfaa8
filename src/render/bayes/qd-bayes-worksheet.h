/* qd-bayes-worksheet.h — `quandary-cli worksheet bayes`: a small random
 * Bayesian network (three to five Boolean nodes, its tables in round
 * numbers) drawn with its tables; the student computes a posterior
 * P(X = true | e) by hand (easy: a single arc's Bayes rule; medium: a chain
 * or a common cause; hard: explaining away at a collider), and P(e); the
 * key gives them to 4 decimals, computed by enumeration
 * (core/qd-belief.h). */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_bayes_worksheet;

G_END_DECLS
