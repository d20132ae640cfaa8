/* qd-logic-page-wumpus-board.h — the Logic tab's board for a wumpus world:
 * the world, the agent and what it has proved of each square
 * (render/logic/qd-logic-wumpus-render.h), a cell per square for the
 * keyboard and screen readers. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "problems/logic/qd-logic-wumpus-agent.h"

G_BEGIN_DECLS

#define QD_TYPE_LOGIC_WUMPUS_BOARD (qd_logic_wumpus_board_get_type ())
G_DECLARE_FINAL_TYPE (QdLogicWumpusBoard, qd_logic_wumpus_board, QD, LOGIC_WUMPUS_BOARD, QdCanvas)

/* What is drawn (all copied): the world, the agent's state, its knowledge
 * (width × height QdLogicWumpusKnow flags), fog of war, the square selected. */
void qd_logic_wumpus_board_set (QdLogicWumpusBoard *self, const QdLogicWumpusWorld *world,
                                const QdLogicWumpusState *state, const guint8 *knowledge, gboolean fog, gint selected);
/* The square at (x, y) in drawing units, or -1. */
gint qd_logic_wumpus_board_hit (QdLogicWumpusBoard *self, double x, double y);
/* "[2,1]: safe, visited" (translated; to free). */
char *qd_logic_wumpus_board_describe_square (const QdLogicWumpusWorld *world, const QdLogicWumpusState *state,
                                             const guint8 *knowledge, gboolean fog, guint square);

G_END_DECLS
