/* qd-kinarow-page-private.h — the k-in-a-row tab's state, shared by the
 * page (play, undo, display), its players' lists, its searches (moves,
 * hints, the solver), its editor of positions and its reports. */
#pragma once

#include "app/qd-outside-players.h"
#include "app/qd-page-tree.h"
#include "render/qd-game-history.h"
#include "core/qd-match-async.h"
#include "problems/kinarow/qd-kinarow-agent.h"
#include "problems/kinarow/qd-kinarow-match.h"
#include "qd-kinarow-page.h"
#include "qd-kinarow-view.h"

G_BEGIN_DECLS

/* The nodes of a search tree the tab keeps. */
#define QD_KINAROW_PAGE_TREE_BUDGET 500000

/* What the page's job is doing. */
typedef enum {
  QD_KINAROW_IDLE,
  QD_KINAROW_THINKING,      /* an agent's move, to be played */
  QD_KINAROW_HINTING,       /* a search whose move is shown, not played */
  QD_KINAROW_SOLVING,       /* Connect Four's scores of every column */
} QdKinarowWork;

struct _QdKinarowPage
{
  QdPage parent_instance;

  QdKinarowView *board_view;
  GtkLabel *status_label;
  GtkLabel *hint_label;
  GtkStringList *agents_model;
  AdwComboRow *player_rows[2];
  AdwActionRow *strength_rows[2];
  GtkSpinButton *strength_spins[2];
  AdwComboRow *game_row;
  GtkWidget *custom_rows;
  GtkSpinButton *width_spin;
  GtkSpinButton *height_spin;
  GtkSpinButton *k_spin;
  GtkSwitch *gravity_switch;
  GtkWidget *solve_group;
  GtkLabel *solve_label;
  GtkLabel *move_label;
  GtkLabel *value_label;
  GtkLabel *nodes_label;
  GtkLabel *time_label;
  GtkListBox *moves_list;
  GtkSwitch *edit_switch;
  GtkWidget *edit_rows;
  GtkToggleButton *paint_x;
  GtkToggleButton *paint_o;
  GtkToggleButton *paint_erase;
  AdwComboRow *edit_turn_row;

  QdKinarowGame *game;      /* the page's model (qd_page_get_model) */
  QdPageTree *page_tree;    /* the last search, under the board (F8) */
  QdKinarowPosition tree_root;
  guint tree_move;          /* the move whose search page_tree holds (from 1), or 0 */
  QdKinarowWork work;
  gboolean paused;
  gboolean updating;        /* widgets being set from the game */
  gboolean has_last;
  QdKinarowChoice last;
  guint last_move;          /* the move the last search chose */
  GArray *notes;            /* QdGameSearchNote of the computer's moves, for the report */
  guint think_timer;
  gint scores[QD_KINAROW_MAX_SIDE];
  guint scored_moves;       /* the scores are of the position after this many moves, G_MAXUINT: none */
  QdOutsidePlayers *players;
  QdMatch *match;           /* the turns: the match loop over page_rules */
  QdKinarowMatch board_match; /* the match rules' view of the game on the board */
  gboolean stepping;        /* the match's next move is a step (a person's searcher) */
  guint forfeit;            /* the player (1, 2) who forfeited this game, or 0 */
  char *forfeit_cause;
  char *notice;             /* said in place of the hint until the position changes: a hint found, a refusal */
};

/* qd-kinarow-page.c */
void     qd_kinarow_page_refresh       (QdKinarowPage *self);
void     qd_kinarow_page_position      (QdKinarowPage *self, QdKinarowPosition *pos);
QdKinarowAgent qd_kinarow_page_agent   (QdKinarowPage *self, guint side);
/* The page's search ended: `choice` its move (NULL: stopped). */
void     qd_kinarow_page_search_done   (QdKinarowPage *self, QdKinarowWork work, const QdKinarowChoice *choice);
/* The solver's scores are in self->scores: Solve's, or a hint's
 * (`best_column` its move). */
void     qd_kinarow_page_solved        (QdKinarowPage *self, QdKinarowWork work, guint best_column);
/* Stops the page's search (a move, a hint, a solve), if one runs. */
void     qd_kinarow_page_cancel_work   (QdKinarowPage *self);
/* The agent to move (a person's: a strong searcher) searches the position
 * shown; `to_play`: its move is played as one move undo takes back, the
 * agents waiting after it; else it is only shown (a hint).  FALSE:
 * nothing to search now. */
gboolean qd_kinarow_page_think_here    (QdKinarowPage *self, gboolean to_play);

/* qd-kinarow-page-status.c: the status line and the hint under it. */
/* "X (Human)", "O (Alpha-beta, depth 4)" (to free). */
char    *qd_kinarow_page_player_name   (QdKinarowPage *self, guint side);
/* A person is to move in `pos`, a game not over. */
gboolean qd_kinarow_page_person_to_move (QdKinarowPage *self, const QdKinarowPosition *pos);
/* The status and hint as the game and the page's work say. */
void     qd_kinarow_page_update_status (QdKinarowPage *self);

/* qd-kinarow-players.c: the player lists and the outside agents' programs. */
void     qd_kinarow_players_init       (QdKinarowPage *self);
/* Both sides' rows (agent, its depth or iterations) as the game says. */
void     qd_kinarow_players_sync       (QdKinarowPage *self);
/* The agent's name the rows of `side` give. */
char    *qd_kinarow_players_spec       (QdKinarowPage *self, guint side);
/* A reference to the outside agent of `side`, or NULL and why. */
QdAgent *qd_kinarow_players_outside    (QdKinarowPage *self, guint side, GError **error);
/* "MCTS Step by Step…" on the position on the board (kinarow.mcts-step). */
void     qd_kinarow_players_step_activated (GSimpleAction *action, GVariant *param, gpointer data);

/* qd-kinarow-page-search.c: the page's job: a move, a hint, a solve. */
void     qd_kinarow_search_start       (QdKinarowPage *self, const QdKinarowAgent *agent, QdKinarowWork work);
/* Connect Four: each column's score (problems/kinarow/qd-kinarow-solve.h)
 * on the page's job; the page's work (SOLVING, or HINTING for a hint) is
 * set by the caller. */
gboolean qd_kinarow_search_can_solve   (QdKinarowPage *self);
void     qd_kinarow_search_solve       (QdKinarowPage *self);

/* qd-kinarow-editor.c: the editor of positions. */
void     qd_kinarow_editor_init        (QdKinarowPage *self);
gboolean qd_kinarow_editor_is_on       (QdKinarowPage *self);
/* A click on `target` while editing: a stone put or taken away. */
void     qd_kinarow_editor_target      (QdKinarowPage *self, guint target);
void     qd_kinarow_editor_sync        (QdKinarowPage *self);

/* qd-kinarow-page-check.c: Check an Answer… (the game of the two computer
 * players from the board's start) and where the answer parts. */
QdPageCheck *qd_kinarow_page_prepare_check (QdPage *page, GError **error);
void         qd_kinarow_page_show_check    (QdPage *page, const QdCheckResult *result);

/* qd-kinarow-page-report.c: the report and the animation of the game, and
 * the presentation's steps. */
QdReport    *qd_kinarow_page_build_report    (QdPage *page);
QdAnimation *qd_kinarow_page_build_animation (QdPage *page);
gboolean     qd_kinarow_present_step         (QdPage *page, int direction, gboolean playing);
guint        qd_kinarow_present_position     (QdPage *page);

G_END_DECLS
