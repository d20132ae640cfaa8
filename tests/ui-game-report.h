/* ui-game-report.h — the check the UI tests of the games with a move
 * history (the war game, KCell, Take-Stones) make of a tab's report and
 * animation once a game was played in it. */
#pragma once

#include "ui-common.h"

/* The tab's report has the top sections of the CLI's report of the command
 * it names (run in the build folder); its animation has `n_moves` steps
 * (the game's moves, counted by the caller from the game itself).  Writes
 * NAME.pdf, pages 1 and 2 of it as NAME-1.png and NAME-2.png, and the
 * animation's first, middle and last frames as NAME-frame-K.png in the
 * build folder, to be looked at. */
void check_game_report (QdPage *page, guint n_moves, const char *name);
