/* qd-battleship-view.h — a Battleship board on a QdCanvas. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/battleship/qd-battleship-render.h"

G_BEGIN_DECLS

#define QD_TYPE_BATTLESHIP_VIEW (qd_battleship_view_get_type ())
G_DECLARE_FINAL_TYPE (QdBattleshipView, qd_battleship_view, QD, BATTLESHIP_VIEW, QdCanvas)

/* Borrowed: call again whenever the puzzle changes size. */
void qd_battleship_view_set_puzzle  (QdBattleshipView *self, const QdBattleship *puzzle);
/* What to show; the grid is borrowed until the next call; palette ignored. */
void qd_battleship_view_set_options (QdBattleshipView *self, const QdBattleshipRenderOptions *options);

/* Signal "cell-clicked" (guint row, guint col, gint button). */

G_END_DECLS
