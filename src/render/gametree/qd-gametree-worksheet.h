/* qd-gametree-worksheet.h — the game-tree exercise of `quandary-cli
 * worksheet`: a random tree to search with alpha-beta, the value, α and β
 * of each inner node to fill in a table beside it, the pruned branches to
 * cross out, the leaves evaluated and the best move to give. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_gametree_worksheet;
/* `quandary-cli worksheet expectiminimax`: a random tree with chance nodes
 * (MAX, chance, MIN, chance…), each inner node's value to fill in. */
extern const QdWorksheetKind qd_gametree_worksheet_chance;

G_END_DECLS
