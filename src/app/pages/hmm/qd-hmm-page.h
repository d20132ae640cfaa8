/* qd-hmm-page.h — the Reasoning over Time tab: a hidden Markov model asked
 * questions over an evidence sequence, or a board where a hunter tracks
 * ghosts (or a robot localizes itself) with exact beliefs and particles. */
#pragma once

#include "app/qd-page.h"
#include "problems/hmm/qd-hmm-world.h"

G_BEGIN_DECLS

#define QD_TYPE_HMM_PAGE (qd_hmm_page_get_type ())
G_DECLARE_FINAL_TYPE (QdHmmPage, qd_hmm_page, QD, HMM_PAGE, QdPage)

/* ---- for tests */

const QdHmmWorld  *qd_hmm_page_get_world    (QdHmmPage *self);
/* The evidence (observation indices, *length of them). */
const guint       *qd_hmm_page_get_evidence (QdHmmPage *self, gsize *length);
/* The answer shown, or NULL while none is (busy, no evidence, refused). */
const QdHmmAnswer *qd_hmm_page_get_answer   (QdHmmPage *self);
/* The board's tracker, or NULL (a model). */
const QdHmmTracker *qd_hmm_page_get_tracker (QdHmmPage *self);
/* The status line. */
const char        *qd_hmm_page_get_status   (QdHmmPage *self);
/* Nothing running (no answer being computed, no hunt playing). */
gboolean           qd_hmm_page_is_settled   (QdHmmPage *self);

G_END_DECLS
