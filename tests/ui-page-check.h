/* ui-page-check.h — Check an Answer… driven as a person does it: the
 * window's action on the current tab, the answer pasted, Check pressed;
 * the screenshots it leaves in the build folder are to be looked at. */
#pragma once

#include "app/qd-page.h"

G_BEGIN_DECLS

/* Checks `answer` against `page` (the current tab) through its check
 * window and waits for the verdict; saves the check window as
 * STEM-check.png and the main window as STEM-check-tab.png.  Returns a copy
 * of the result, which the page was also shown (qd_page_get_check_result
 * is the same). */
QdCheckResult *check_answer_in_page (QdPage *page, const char *answer, const char *stem);

G_END_DECLS
