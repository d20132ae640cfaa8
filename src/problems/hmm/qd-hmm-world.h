/* qd-hmm-world.h — the document of the inference-over-time problem: a
 * hidden Markov model file (qd-hmm.h) or a board for a ghost hunt or a
 * robot's localization (qd-hmm-hunt.h), the one or the other.
 *
 * A text is a board when a line reads `board:` or its first line that is
 * neither blank nor a comment starts with `%` (a course layout); anything
 * else is read as a model, so that its errors name what a model lacks. */
#pragma once

#include <glib.h>

#include "qd-hmm.h"
#include "qd-hmm-hunt.h"

G_BEGIN_DECLS

typedef struct
{
  QdHmm *hmm;                /* a model, or NULL */
  QdHmmHunt *hunt;           /* a board, or NULL: exactly one of the two is set */
} QdHmmWorld;

/* Whether TEXT is a board rather than a model (above). */
gboolean    qd_hmm_world_is_board (const char *text, gsize length);
/* A model or a board; NULL with QD_HMM_ERROR_PARSE naming the line. */
QdHmmWorld *qd_hmm_world_parse (const char *text, gsize length, GError **error);
/* The world's file: the model's or the board's text. */
char       *qd_hmm_world_to_text (const QdHmmWorld *world);
/* The extension a world is saved with: ".hmm" or ".hunt". */
const char *qd_hmm_world_extension (const QdHmmWorld *world);
/* A world holding HMM or HUNT (taken). */
QdHmmWorld *qd_hmm_world_new (QdHmm *hmm, QdHmmHunt *hunt);
void        qd_hmm_world_free (QdHmmWorld *world);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdHmmWorld, qd_hmm_world_free)

G_END_DECLS
