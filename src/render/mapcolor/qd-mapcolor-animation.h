/* qd-mapcolor-animation.h — a colouring run's replay as an animation: the
 * map after each step (a region coloured, or its colour taken back), the
 * region of the step ringed, as the map-colouring tab replays it. */
#pragma once

#include "problems/qd-map.h"
#include "problems/mapcolor/qd-mapcolor-steps.h"
#include "render/qd-animation.h"

G_BEGIN_DECLS

/* The map and the steps are copied (the animation is drawn on a worker). */
QdAnimation *qd_mapcolor_animation_new (const QdMap *map, const QdMapcolorStep *steps, guint n_steps);

G_END_DECLS
