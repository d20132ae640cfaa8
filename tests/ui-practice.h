/* ui-practice.h — Practice mode driven as a person does it, for the tabs'
 * practice tests: an answer typed and Return, the sidebar scrolled to the
 * bar for a screenshot, the sidebar's flap come to rest. */
#pragma once

#include "app/qd-page.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/qd-page.h"

G_BEGIN_DECLS

/* `text` (NULL: what the entry holds) typed into the bar's entry, then
 * Return as the keyboard gives it; the entry keeps the focus. */
void     practice_type_answer  (QdPracticeBar *bar, const char *text);
/* The sidebar scrolled so the bar (or `widget`) is in sight. */
void     practice_scroll_to_bar (QdPracticeBar *bar);
void     practice_scroll_to     (GtkWidget *widget);
/* For wait_until: the AdwFlap `flap` has finished folding or unfolding. */
gboolean practice_flap_settled (gpointer flap);
/* Practice turned on by the page's `action` with the search tree (F8)
 * open: the tree closed (it would tell every answer), the bar shown once
 * its questions are made. */
void     practice_turn_on       (QdPage *page, QdPracticeBar *bar, const char *action);
/* The bar's "Ask" drop-down (how often to ask). */
GtkDropDown *practice_frequency (QdPracticeBar *bar);
/* In a folded window: dark style, the controls shown over the board (F9's
 * action), the bar in sight; practice_undo_dark takes it all back, makes the
 * window 1200 x 760 again and closes the tab. */
void     practice_dark_controls (QdPage *page, QdPracticeBar *bar);
void     practice_undo_dark     (void);

/* After a session at 600 x 500: its score line is `score`, and the page
 * fits (`what` names it in the report). */
void     practice_check_session (QdPage *page, QdPracticeBar *bar, const char *score, const char *what);

G_END_DECLS
