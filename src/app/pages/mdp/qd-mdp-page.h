/* qd-mdp-page.h — the Grid World tab: a grid world (problems/mdp/qd-mdp.h)
 * planned iteration by iteration, learnt by an agent, and edited. */
#pragma once

#include "app/qd-page.h"
#include "problems/mdp/qd-mdp.h"

G_BEGIN_DECLS

#define QD_TYPE_MDP_PAGE (qd_mdp_page_get_type ())
G_DECLARE_FINAL_TYPE (QdMdpPage, qd_mdp_page, QD, MDP_PAGE, QdPage)

/* For tests: the world, the mode ("planning", "learning", "editing"), the iteration
 * on the board, the value shown in cell (x, y) as the board writes it
 * ("0.8116"; NULL on a wall or without values), the episodes learnt, and
 * whether nothing runs. */
const QdMdpWorld *qd_mdp_page_get_world      (QdMdpPage *self);
void              qd_mdp_page_set_mode       (QdMdpPage *self, const char *mode);
guint             qd_mdp_page_get_iteration  (QdMdpPage *self);
char             *qd_mdp_page_dup_value_text (QdMdpPage *self, guint x, guint y);
guint             qd_mdp_page_get_episodes   (QdMdpPage *self);
gboolean          qd_mdp_page_is_settled     (QdMdpPage *self);

G_END_DECLS
