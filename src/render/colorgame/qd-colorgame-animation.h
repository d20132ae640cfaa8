/* qd-colorgame-animation.h — an alpha-beta search of the map-colouring game
 * replayed from its exact output: a step per line of the trace (a node
 * entered, a leaf, a value coming back), each frame the map as it stands
 * at that node of the search (the moves on the way to it coloured, its
 * node ringed) with its value, alpha and beta. */
#pragma once

#include "problems/colorgame/qd-colorgame.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* `trace` is the output of the search of `game` (copied) with
 * `root_player` (1 or 2) to move: one step per `NODE, COLOUR, DEPTH,
 * VALUE, ALPHA, BETA` line, the best-move line not counted. */
QdAnimation *qd_colorgame_animation_new (const QdColorgame *game, guint root_player, const char *trace);

G_END_DECLS
