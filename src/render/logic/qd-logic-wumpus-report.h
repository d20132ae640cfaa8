/* qd-logic-wumpus-report.h — a wumpus world played by the hybrid agent,
 * as a report (PDF) and as an animation (a GIF): `quandary-cli logic
 * wumpus WORLD --report FILE --gif FILE`.
 *
 * The report: the world drawn whole and its size, pits, wumpus and gold;
 * the agent's turns (square, facing, percept, action, score, reason); what
 * it concluded each turn (the squares newly proved safe, a pit or the
 * wumpus); the end and the score, the last board with the agent's map.
 * The animation: the board (render/logic/qd-logic-wumpus-render.h) before
 * the first turn and after each, the agent's conclusions tinted; a long
 * game sampled to at most QD_LOGIC_WUMPUS_ANIMATION_MAX_STEPS steps. */
#pragma once

#include "problems/logic/qd-logic-wumpus-agent.h"
#include "render/qd-animation.h"
#include "render/qd-report.h"

G_BEGIN_DECLS

#define QD_LOGIC_WUMPUS_ANIMATION_MAX_STEPS 200

/* Fills the report's parts (the tab's report, titled already); `path` the
 * world's file, NULL when it has none. */
void         qd_logic_wumpus_report_add    (QdReport *report, const QdLogicWumpusWorld *world,
                                            const QdLogicWumpusRun *run, const char *path);
/* `path` the world's file (NULL: a random world, named by `instance`). */
QdReport    *qd_logic_wumpus_report_new    (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run,
                                            const char *path, const char *instance, const QdPalette *palette);
/* NULL when the game has no turn. */
QdAnimation *qd_logic_wumpus_animation_new (const QdLogicWumpusWorld *world, const QdLogicWumpusRun *run);

G_END_DECLS
