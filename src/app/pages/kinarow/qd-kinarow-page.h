/* qd-kinarow-page.h — the k-in-a-row tab (a first page: the board as text). */
#pragma once

#include "app/qd-page.h"

G_BEGIN_DECLS

#define QD_TYPE_KINAROW_PAGE (qd_kinarow_page_get_type ())
G_DECLARE_FINAL_TYPE (QdKinarowPage, qd_kinarow_page, QD, KINAROW_PAGE, QdPage)

G_END_DECLS
