/* ui-practice.h — Practice mode driven as a person does it, for the tabs'
 * practice tests: an answer typed and Return, the sidebar scrolled to the
 * bar for a screenshot, the sidebar's flap come to rest. */
#pragma once

#include "app/widgets/qd-practice-bar.h"
#include "app/qd-page.h"

G_BEGIN_DECLS

/* `text` (NULL: what the entry holds) typed into the bar's entry, then
 * Return as the keyboard gives it; the entry keeps the focus. */
void     practice_type_answer  (QdPracticeBar *bar, const char *text);
/* The sidebar scrolled so the bar is in sight. */
void     practice_scroll_to_bar (QdPracticeBar *bar);
/* For wait_until: the AdwFlap `flap` has finished folding or unfolding. */
gboolean practice_flap_settled (gpointer flap);

/* After a session at 600 x 500: its score line is `score`, and the page
 * fits (`what` names it in the report). */
void     practice_check_session (QdPage *page, QdPracticeBar *bar, const char *score, const char *what);
/* In dark style, the controls shown over the board (F9's action) and
 * scrolled to the bar: the screenshot `name`.  practice_end_dark () puts
 * the style, the controls and the window's size back. */
void     practice_dark_screenshot (QdPage *page, QdPracticeBar *bar, const char *name);
void     practice_end_dark      (void);

G_END_DECLS
