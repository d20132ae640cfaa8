/* qd-battleship-page.h — the Battleship solitaire tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/battleship/qd-battleship.h"

G_BEGIN_DECLS

#define QD_TYPE_BATTLESHIP_PAGE (qd_battleship_page_get_type ())
G_DECLARE_FINAL_TYPE (QdBattleshipPage, qd_battleship_page, QD, BATTLESHIP_PAGE, QdPage)

/* For tests: the document, the player's marks, the last run, a click. */
QdBattleship     *qd_battleship_page_get_puzzle (QdBattleshipPage *self);
guint8           *qd_battleship_page_get_marks  (QdBattleshipPage *self);
const QdBattleshipResult *qd_battleship_page_get_result (QdBattleshipPage *self);
void              qd_battleship_page_click      (QdBattleshipPage *self, guint row, guint col);

G_END_DECLS
