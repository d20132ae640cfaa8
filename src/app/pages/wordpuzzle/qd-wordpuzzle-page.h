/* qd-wordpuzzle-page.h — the word-puzzle tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"

G_BEGIN_DECLS

#define QD_TYPE_WORDPUZZLE_PAGE (qd_wordpuzzle_page_get_type ())
G_DECLARE_FINAL_TYPE (QdWordpuzzlePage, qd_wordpuzzle_page, QD, WORDPUZZLE_PAGE, QdPage)

/* For tests: the document, the last run, and clicks on the drawing. */
QdWordpuzzle       *qd_wordpuzzle_page_get_puzzle      (QdWordpuzzlePage *self);
const QdWordpuzzleResult *qd_wordpuzzle_page_get_result      (QdWordpuzzlePage *self);
guint               qd_wordpuzzle_page_get_step        (QdWordpuzzlePage *self);
void                qd_wordpuzzle_page_set_formulation (QdWordpuzzlePage *self, QdWordpuzzleFormulation formulation);
void                qd_wordpuzzle_page_click_cell      (QdWordpuzzlePage *self, gint cell);
void                qd_wordpuzzle_page_click_slot      (QdWordpuzzlePage *self, gint slot);

G_END_DECLS
