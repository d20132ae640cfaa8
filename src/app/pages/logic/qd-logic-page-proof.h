/* qd-logic-page-proof.h — the Logic tab's drawing of the last answer's
 * proof: a QdCanvas over render/logic/qd-logic-render-proof.h (the same
 * dispatch as the command's pictures), stepped through options.step, an
 * item (row, clause, node, line) a cell. */
#pragma once

#include "app/widgets/qd-canvas.h"
#include "render/logic/qd-logic-render-proof.h"

G_BEGIN_DECLS

/* What a drawing needs kept alive: the worker's document, its answer and
 * the proof over them (made on the worker). */
typedef struct
{
  QdLogicDoc *doc;
  QdLogicAskResult result;
  QdLogicProof proof;
  gboolean has_proof;
  char *why_none;           /* no proof: why, for people */
  gpointer owner;           /* what a proof not of an answer borrows (UNIFY's terms), or NULL */
  GDestroyNotify free_owner;
} QdLogicProofHeld;

void qd_logic_proof_held_free (QdLogicProofHeld *held);

#define QD_TYPE_LOGIC_PAGE_PROOF (qd_logic_page_proof_get_type ())
G_DECLARE_FINAL_TYPE (QdLogicPageProof, qd_logic_page_proof, QD, LOGIC_PAGE_PROOF, QdCanvas)

/* The proof shown (`held` taken; NULL: none, `why` said instead). */
void     qd_logic_page_proof_set       (QdLogicPageProof *self, QdLogicProofHeld *held, const char *why);
gboolean qd_logic_page_proof_has_proof (QdLogicPageProof *self);
guint    qd_logic_page_proof_n_steps   (QdLogicPageProof *self);
/* The drawing after `step` steps (-1: the whole run). */
void     qd_logic_page_proof_set_step  (QdLogicPageProof *self, gint step);
/* What the item under the cursor is, for people ("" when none; to free). */
char    *qd_logic_page_proof_describe_selected (QdLogicPageProof *self);

G_END_DECLS
