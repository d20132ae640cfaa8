/* ui-practice.h — Practice mode driven as a person does it, for the tabs'
 * practice tests: an answer typed and Return, the sidebar scrolled to the
 * bar for a screenshot, the sidebar's flap come to rest. */
#pragma once

#include "app/widgets/qd-practice-bar.h"

G_BEGIN_DECLS

/* `text` (NULL: what the entry holds) typed into the bar's entry, then
 * Return as the keyboard gives it; the entry keeps the focus. */
void     practice_type_answer  (QdPracticeBar *bar, const char *text);
/* The sidebar scrolled so the bar is in sight. */
void     practice_scroll_to_bar (QdPracticeBar *bar);
/* For wait_until: the AdwFlap `flap` has finished folding or unfolding. */
gboolean practice_flap_settled (gpointer flap);

G_END_DECLS
