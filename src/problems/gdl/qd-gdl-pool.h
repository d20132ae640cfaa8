/* qd-gdl-pool.h — a game loaded once for the searches of a front end's
 * workers, one after another: a rulesheet's grounding or its evaluation's
 * rule sets take from a tenth of a second to seconds (AlexChess: 8), and
 * a computer's move, a hint or a solve would pay them every time. */
#pragma once

#include "qd-gdl.h"

G_BEGIN_DECLS

typedef struct _QdGdlPool QdGdlPool;

QdGdlPool *qd_gdl_pool_new   (void);
QdGdlPool *qd_gdl_pool_ref   (QdGdlPool *pool);
void       qd_gdl_pool_unref (QdGdlPool *pool);

/* The game of `text`, the caller's alone until it gives it back: the one
 * the pool keeps when it is of the same text (taken from the pool), else
 * loaded (qd_gdl_game_new; NULL with its error).  Any thread. */
QdGdlGame *qd_gdl_pool_take  (QdGdlPool *pool, const char *text, const char *name, GError **error);
/* The game of `text` kept for the next take (a game kept before it
 * freed): the pool keeps one. */
void       qd_gdl_pool_give  (QdGdlPool *pool, const char *text, QdGdlGame *game);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlPool, qd_gdl_pool_unref)

G_END_DECLS
