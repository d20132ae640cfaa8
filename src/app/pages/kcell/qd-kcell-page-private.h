/* qd-kcell-page-private.h — the KCell tab's state, shared by the page
 * (play, undo, display) and its experiments (qd-kcell-experiment.c). */
#pragma once

#include "app/qd-mcts-row.h"
#include "app/qd-outside-players.h"
#include "qd-kcell-page.h"
#include "render/qd-game-history.h"
#include "qd-kcell-view.h"
#include "app/qd-page-tree.h"
#include "core/qd-match-async.h"
#include "problems/kcell/qd-kcell-match.h"

G_BEGIN_DECLS

/* The nodes of a search tree the tab keeps. */
#define QD_KCELL_PAGE_TREE_BUDGET 1000000

struct _QdKcellPage
{
  QdPage parent_instance;

  QdKcellView *board_view;
  QdPageTree *page_tree;         /* the last computer move's search, under the board (F8) */
  QdKcellPosition tree_root;     /* the position it searched */
  GtkRevealer *report_revealer;
  GtkLabel *report_title;
  GtkTextView *report_view;
  GtkLabel *status_label;
  GtkLabel *hint_label;
  AdwComboRow *p1_row;
  AdwComboRow *p2_row;
  GtkWidget *p1_depth_row;
  GtkWidget *p2_depth_row;
  GtkSpinButton *p1_depth_spin;
  GtkSpinButton *p2_depth_spin;
  GtkSpinButton *mcts_spins[2];  /* the players' MCTS iterations (app/qd-mcts-row.h) */
  GtkSpinButton *cells_spin;
  GtkSpinButton *stones_spin;
  GtkLabel *move_label;
  GtkLabel *value_label;
  GtkLabel *nodes_label;
  GtkWidget *nodes_row;          /* "Nodes", or "Iterations" after an MCTS move */
  GtkLabel *time_label;
  GtkListBox *moves_list;
  GtkSpinButton *games_spin;
  GtkSpinButton *match_depth_spin;
  AdwComboRow *match_agent_row;      /* the match's agent A */
  QdOutsidePlayers *match_agents;    /* its list (qd_outside_players_new_chooser) */
  GtkProgressBar *report_progress;
  GtkStringList *agents_model;   /* the player lists: Quandary's agents, then outside ones */

  QdKcellGame *game;             /* the page's model (qd_page_get_model) */
  gboolean paused;
  gboolean thinking;        /* the page's job is an agent's move */
  gboolean last_mcts;       /* the last search was MCTS's: its nodes are iterations */
  gboolean analysing;       /* … searched to be shown, not played (a check's step) */
  gboolean reporting;       /* the page's job is an experiment */
  gboolean updating;        /* widgets being set from the game */
  gboolean has_last;
  QdKcellChoice last;
  char *report_text;
  char *report_csv;
  guint think_timer;
  GArray *notes;            /* QdGameSearchNote of the computer's moves, for the page's report */
  guint tree_move;          /* the move whose search page_tree holds (from 1), or 0 */
  /* The lists' outside agents and each side's program while the game goes
   * on (qd-kcell-players.c). */
  QdOutsidePlayers *players;
  QdMatch *match;           /* the turns: the match loop over the page's rules */
  QdKcellPlay board_match;  /* the match rules' view of the game on the board */
  guint forfeit;            /* the player (1, 2) who forfeited this game, or 0 */
  char *forfeit_cause;
};

/* qd-kcell-page.c */
void qd_kcell_page_refresh         (QdKcellPage *self, gboolean fly);
QdKcellAgent qd_kcell_page_agent   (QdKcellPage *self, guint side);
char *qd_kcell_page_player_name    (QdKcellPage *self, guint side);   /* to free */
void qd_kcell_page_position        (QdKcellPage *self, QdKcellPosition *pos);   /* after the moves */
/* The agent searches `position` on the page's job (self->thinking while it
 * runs): to play its move (the match's), or only to show it. */
void qd_kcell_page_start_thinking  (QdKcellPage *self, const QdKcellPosition *position, QdKcellAgent agent,
                                    gboolean to_play);
/* A search's move noted (the last search, the report's notes, the label):
 * to be played, or (`analysing`) only shown. */
void qd_kcell_page_take_choice     (QdKcellPage *self, const QdKcellChoice *choice, gboolean analysing);
/* `player` (0, 1) forfeited: the toast and the status say why. */
void qd_kcell_page_say_forfeit     (QdKcellPage *self, guint player, const char *cause);

/* qd-kcell-page-match.c: the turns, the match loop's (core/qd-match-async.h). */
void qd_kcell_page_match_init      (QdKcellPage *self);
/* Moves on from the position on the board: an agent to move thinks, a
 * person without a move passes (nothing while something runs or a stone
 * flies). */
void qd_kcell_page_continue        (QdKcellPage *self);
void qd_kcell_page_cancel_thinking (QdKcellPage *self);
/* The agent to move searches the position shown, into the search tree,
 * without playing (nothing for a person or the random agent); `to_play`:
 * and plays its move (a person's by the heuristic agent) as one move that
 * undo takes back, the agents waiting after it.  FALSE: nothing to search. */
gboolean qd_kcell_page_think_here  (QdKcellPage *self, gboolean to_play);

/* qd-kcell-players.c: the player lists and the outside agents' programs. */
void     qd_kcell_players_init     (QdKcellPage *self);
/* The list index of a side's agent, and selects both sides' in the lists. */
guint    qd_kcell_players_index    (QdKcellPage *self, guint side);
void     qd_kcell_players_sync     (QdKcellPage *self);
/* The agent of a list index (a depth for those that have one). */
char    *qd_kcell_players_spec     (QdKcellPage *self, guint index, guint depth);
/* A reference to the outside agent of `side` (its program starts at its
 * first move), or NULL and why it cannot play here. */
QdAgent *qd_kcell_players_outside  (QdKcellPage *self, guint side, GError **error);

/* qd-kcell-page-check.c: Check an Answer… */
QdPageCheck *qd_kcell_page_prepare_check (QdPage *page, GError **error);
void         qd_kcell_page_show_check    (QdPage *page, const QdCheckResult *result);

/* qd-kcell-page-report.c: the page's report and animation of the game. */
QdReport    *qd_kcell_page_build_report    (QdPage *page);
QdAnimation *qd_kcell_page_build_animation (QdPage *page);

/* qd-kcell-present.c: the page's present_step and present_position. */
gboolean qd_kcell_present_step     (QdPage *page, int direction, gboolean playing);
guint    qd_kcell_present_position (QdPage *page);

/* qd-kcell-experiment.c: the actions report-match and report-sizes. */
void qd_kcell_experiment_init (QdKcellPage *self);

/* qd-kcell-page-mcts.c: the action mcts-step (Monte Carlo Tree Search,
 * Step by Step, on the position on the board). */
void qd_kcell_page_mcts_activated (GSimpleAction *action, GVariant *param, gpointer data);

G_END_DECLS
