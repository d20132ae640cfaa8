/* qd-mapcolor-worksheet.h — the FC vs MAC exercise of `quandary-cli
 * worksheet fcmac`: a random small graph to colour with r, g, b in the
 * order of its regions, the domain tables of forward checking and of MAC to
 * fill, one row per assignment or backtrack. */
#pragma once

#include "render/qd-worksheet.h"

G_BEGIN_DECLS

extern const QdWorksheetKind qd_mapcolor_worksheet_fcmac;

G_END_DECLS
