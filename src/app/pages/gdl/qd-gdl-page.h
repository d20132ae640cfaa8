/* qd-gdl-page.h — the General Games tab: a rulesheet in the Game
 * Description Language opened (or dropped) and played: its state as a
 * board or as facts, the legal moves as a list, whose turn and the goals,
 * the moves taken back and again, and the rules with their syntax
 * coloured.  One role is a puzzle the person solves; two roles take turns. */
#pragma once

#include "app/qd-page.h"
#include "problems/gdl/qd-gdl-sheet.h"

G_BEGIN_DECLS

#define QD_TYPE_GDL_PAGE (qd_gdl_page_get_type ())
G_DECLARE_FINAL_TYPE (QdGdlPage, qd_gdl_page, QD, GDL_PAGE, QdPage)

/* The moves played since the start. */
guint        qd_gdl_page_get_n_moves  (QdGdlPage *self);
/* The state's facts, one a line (to free). */
char        *qd_gdl_page_dup_state    (QdGdlPage *self);
/* The legal moves of the role to move, as written (owned by the page;
 * empty at the end). */
GPtrArray   *qd_gdl_page_get_legal    (QdGdlPage *self);
/* Plays the legal move written `move` as a person would; FALSE when it is
 * not one. */
gboolean     qd_gdl_page_play_text    (QdGdlPage *self, const char *move);
/* As a click on `cell` of the board. */
void         qd_gdl_page_choose_cell  (QdGdlPage *self, guint cell);
/* The players a role's row offers (alpha-beta to two roles taking turns,
 * paranoid search and max-n to the other games: one stands for another
 * where it is not offered). */
typedef enum {
  QD_GDL_PLAYER_HUMAN,
  QD_GDL_PLAYER_RANDOM,
  QD_GDL_PLAYER_ALPHABETA,
  QD_GDL_PLAYER_MCTS,
  QD_GDL_PLAYER_PARANOID,
  QD_GDL_PLAYER_MAXN,
  QD_GDL_N_PLAYER_KINDS
} QdGdlPlayerKind;

/* The player of `role` (0 … the roles less one): its kind and its depth
 * or iterations (0: as it is); a computer to move starts. */
void         qd_gdl_page_set_player   (QdGdlPage *self, guint role, guint kind, gint strength);
/* The Rules pane's tooltip over the character at `offset` of the rules:
 * why the fact there holds in the state on show (a proof tree, a line a
 * node), or that it does not; NULL where there is no fact without
 * variables (to free). */
char        *qd_gdl_page_explain      (QdGdlPage *self, guint offset);
/* Nothing runs (for tests). */
gboolean     qd_gdl_page_is_settled   (QdGdlPage *self);

G_END_DECLS
