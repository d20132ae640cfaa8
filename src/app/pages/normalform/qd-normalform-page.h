/* qd-normalform-page.h — the Game Theory tab. */
#pragma once

#include "app/qd-page.h"
#include "problems/normalform/qd-normalform-solve.h"

G_BEGIN_DECLS

#define QD_TYPE_NORMALFORM_PAGE (qd_normalform_page_get_type ())
G_DECLARE_FINAL_TYPE (QdNormalformPage, qd_normalform_page, QD, NORMALFORM_PAGE, QdPage)

/* For tests: the document, the last analysis's text ("" before one). */
const QdNormalform *qd_normalform_page_get_game   (QdNormalformPage *self);
const char         *qd_normalform_page_get_report (QdNormalformPage *self);

/* Reads a one-shot simultaneous GDL rulesheet into the table, on a worker;
 * the table it replaces comes back with Undo. */
void qd_normalform_page_open_rulesheet (QdNormalformPage *self, GFile *file);

G_END_DECLS
