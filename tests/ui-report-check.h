/* ui-report-check.h — a tab's report and animation checked as the UI tests
 * of issue 32 do: against the real CLI's report of the same run, written
 * as a PDF whose first pages are rendered to be looked at, and frames of
 * the animation saved as PNG. */
#pragma once

#include "ui-common.h"

/* The document of `page` (qd_page_serialize) saved in a new temporary
 * folder under the name its report's command gives it (the file's base
 * name, or the tab's title when untitled): that folder, for
 * check_page_report's `cwd`.  Free it with g_free. */
char     *save_document_copy (QdPage *page);
/* Builds the page's report (non-NULL), checks that its top sections are
 * those of the report `quandary-cli` writes for the command the report
 * names, run in `cwd`, then writes it as G_TEST_BUILDDIR/STEM.pdf and its
 * pages 1 and 2 as STEM-1.png and STEM-2.png (pdftoppm -r 60).  Returns
 * the report. */
QdReport *check_page_report  (QdPage *page, const char *cwd, const char *stem);
/* Frame `step` of `animation` (800 x 600, as --gif draws it) saved as
 * G_TEST_BUILDDIR/NAME, a PNG. */
void      save_animation_frame (const QdAnimation *animation, guint step, const char *name);
