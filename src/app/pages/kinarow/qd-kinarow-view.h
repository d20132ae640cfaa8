/* qd-kinarow-view.h — a k-in-a-row board on a QdCanvas: a click, Return or
 * space on the keyboard's cursor, or (with gravity) a column's number key
 * chooses a target: a column with gravity, else a cell
 * (qd_kinarow_render_hit).  The pointer's target, else the cursor's while
 * the board has the focus, shows a pale stone where the move would land. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/kinarow/qd-kinarow-render.h"

G_BEGIN_DECLS

#define QD_TYPE_KINAROW_VIEW (qd_kinarow_view_get_type ())
G_DECLARE_FINAL_TYPE (QdKinarowView, qd_kinarow_view, QD, KINAROW_VIEW, QdCanvas)

/* Shows `pos` (copied); `scores` (width entries, copied) or NULL: none. */
void qd_kinarow_view_set_position (QdKinarowView *self, const QdKinarowRules *rules, const QdKinarowPosition *pos,
                                   const gint *scores);
/* The board is a position being edited: no pale stone of the player to move. */
void qd_kinarow_view_set_editing  (QdKinarowView *self, gboolean editing);
/* Whether the board takes moves now (the page: a person to move); the pale
 * stone shows only then. */
void qd_kinarow_view_set_playable (QdKinarowView *self, gboolean playable);
/* The target the pale stone shows, or -1 (for tests). */
gint qd_kinarow_view_get_hover    (QdKinarowView *self);

/* Signal "target-chosen" (guint target): a column with gravity, else a cell. */

G_END_DECLS
