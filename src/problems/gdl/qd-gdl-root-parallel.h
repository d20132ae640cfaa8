/* qd-gdl-root-parallel.h — MCTS's searches beside the caller's for a GDL
 * game (core/qd-game-mcts-agent.h, QdMctsHelpers): each helper thread
 * searches a copy of the game that the game keeps from one search to the
 * next (qd_gdl_game_kept_copy, read the first time), at the root the
 * caller's thread exported as codes (qd_gdl_game_state_export); its root
 * moves come back to the caller's game by their codes too. */
#pragma once

#include "core/qd-game-mcts-agent.h"
#include "qd-gdl-agent.h"

G_BEGIN_DECLS

typedef struct _QdGdlHelpers QdGdlHelpers;

/* `n` helpers (at most QD_MCTS_MAX_HELPERS) for searches of `root` in
 * sg's game, made on the caller's thread before the search: the root is
 * exported then, and each copy searched as sg is (its heuristic and ply
 * limit). */
QdGdlHelpers        *qd_gdl_helpers_new  (const QdGdlSearchGame *sg, const guint64 *root, guint n);
const QdMctsHelpers *qd_gdl_helpers_spec (QdGdlHelpers *helpers);
/* After the search: the copies freed. */
void                 qd_gdl_helpers_free (QdGdlHelpers *helpers);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlHelpers, qd_gdl_helpers_free)

G_END_DECLS
