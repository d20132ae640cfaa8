/* qd-word-view.h — a word puzzle on a QdCanvas. */
#pragma once

#include "qd-canvas.h"
#include "render/qd-word-render.h"

G_BEGIN_DECLS

#define QD_TYPE_WORD_VIEW (qd_word_view_get_type ())
G_DECLARE_FINAL_TYPE (QdWordView, qd_word_view, QD, WORD_VIEW, QdCanvas)

/* The puzzle is borrowed: call again whenever it changes. */
void qd_word_view_set_puzzle  (QdWordView *self, const QdWordPuzzle *puzzle);
/* What to show; the pointers in `options` are borrowed until the next call.
 * The palette field is ignored (the view follows the window's style). */
void qd_word_view_set_options (QdWordView *self, const QdWordRenderOptions *options);

/* Signals "cell-clicked" (gint cell) and "slot-clicked" (gint slot); -1 for
 * a click on neither. */

G_END_DECLS
