/* qd-wordpuzzle-view.h — a word puzzle on a QdCanvas. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

G_BEGIN_DECLS

#define QD_TYPE_WORDPUZZLE_VIEW (qd_wordpuzzle_view_get_type ())
G_DECLARE_FINAL_TYPE (QdWordpuzzleView, qd_wordpuzzle_view, QD, WORDPUZZLE_VIEW, QdCanvas)

/* The puzzle is borrowed: call again whenever it changes. */
void qd_wordpuzzle_view_set_puzzle  (QdWordpuzzleView *self, const QdWordpuzzle *puzzle);
/* What to show; the pointers in `options` are borrowed until the next call.
 * The palette field is ignored (the view follows the window's style). */
void qd_wordpuzzle_view_set_options (QdWordpuzzleView *self, const QdWordpuzzleRenderOptions *options);

/* Signals "cell-clicked" (gint cell) and "slot-clicked" (gint slot); -1 for
 * a click on neither. */

G_END_DECLS
