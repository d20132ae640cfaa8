/* ui-page-report.h — a tab's report and animation checked as the UI tests
 * of the word puzzle and Battleship do (issue 32), with the pictures they
 * leave in the build folder to be looked at. */
#pragma once

#include "app/qd-page.h"

G_BEGIN_DECLS

/* The tab's report: its top sections are those of the CLI's report of the
 * command in its REPRODUCE part (run in the build folder); written as STEM-report.pdf, its first two
 * pages as STEM-report-1.png and STEM-report-2.png (G_TEST_BUILDDIR).
 * Returns the report. */
QdReport *check_page_report (QdPage *page, const char *stem);

/* The tab's animation has `n_steps` steps; frames 0 and the last, at the
 * GIF's default size, are saved as STEM-frame-K.png, and they differ.
 * Returns the animation. */
QdAnimation *check_page_animation (QdPage *page, guint n_steps, const char *stem);
/* The tab's picture exported as STEM.png, STEM.svg and STEM.pdf
 * (G_TEST_BUILDDIR), each more than 1,000 bytes. */
void check_page_pictures (QdPage *page, const char *stem);

G_END_DECLS
