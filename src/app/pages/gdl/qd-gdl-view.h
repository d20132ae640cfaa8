/* qd-gdl-view.h — a GDL state on a QdCanvas (render/gdl/): the board and
 * the facts, the cell under the pointer or the keyboard's cursor lit, and
 * "cell-chosen" (guint cell) when a cell is clicked or Return is pressed
 * on it (a board's cell, or a payoff table's). */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/gdl/qd-gdl-render.h"

G_BEGIN_DECLS

#define QD_TYPE_GDL_VIEW (qd_gdl_view_get_type ())
G_DECLARE_FINAL_TYPE (QdGdlView, qd_gdl_view, QD, GDL_VIEW, QdCanvas)

/* Shows `board` (borrowed: it must live until the next call, NULL: nothing)
 * with `playable` (borrowed, one per cell, or NULL) and the caption. */
void qd_gdl_view_set_board    (QdGdlView *self, const QdGdlBoard *board, const gboolean *playable,
                               const char *caption);
/* Where a state has no board: the payoff table (borrowed, as the board;
 * NULL: none) and the joint move played's cell (-1: none yet); its cells
 * are the view's then.  Takes effect with the next qd_gdl_view_set_board. */
void qd_gdl_view_set_table    (QdGdlView *self, const QdGdlNormalForm *table, gint played);
/* The hint's cell outlined, or -1. */
void qd_gdl_view_set_hint     (QdGdlView *self, gint cell);
/* The last move's cell marked (-1: none). */
void qd_gdl_view_set_last     (QdGdlView *self, gint cell);
gint qd_gdl_view_get_last     (QdGdlView *self);
/* Whether clicks and Return choose cells now (a person is to move). */
void qd_gdl_view_set_playable (QdGdlView *self, gboolean playable);

G_END_DECLS
