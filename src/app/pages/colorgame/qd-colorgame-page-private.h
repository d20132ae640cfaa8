/* qd-colorgame-page-private.h — the map-colouring game tab's state, shared
 * by the page (play, the computer's search, display) and its editor (map,
 * colours, weights, start position, depth). */
#pragma once

#include "core/qd-match-async.h"
#include "app/qd-mcts-row.h"
#include "app/qd-outside-players.h"
#include "problems/colorgame/qd-colorgame-trace.h"
#include "qd-colorgame-page.h"
#include "app/widgets/qd-map-view.h"
#include "app/qd-page-tree.h"

G_BEGIN_DECLS

struct _QdColorgamePage
{
  QdPage parent_instance;

  GtkStack *main_stack;
  GtkScrolledWindow *sidebar;
  QdMapView *map_view;
  GMenu *board_menu;             /* the map's context menu */
  GMenu *color_menu;             /* its first section: Colour Red, Colour Green, … */
  GtkTextView *trace_view;
  AdwComboRow *player1_row;
  AdwComboRow *player2_row;
  AdwComboRow *color_row;
  GtkLabel *turn_label;
  GtkLabel *play_label;
  GtkLabel *score1_label;
  GtkLabel *score2_label;
  GtkLabel *value_label;
  GtkLabel *moves_label;
  GtkSpinButton *depth_spin;
  GtkSwitch *ac_switch;
  GtkSpinButton *node_limit_spin;
  GtkLabel *best_label;
  GtkLabel *ai_value_label;
  GtkLabel *nodes_label;
  GtkLabel *lines_label;
  GtkLabel *time_label;
  GtkSwitch *edit_switch;
  AdwEntryRow *name_row;
  AdwEntryRow *colors_row;
  AdwEntryRow *weights1_row;
  AdwEntryRow *weights2_row;
  AdwEntryRow *start_row;

  gboolean updating;             /* the page sets widgets: no edit handlers */

  QdColorgame *game;             /* the document: its initial assignment is the position */
  guint start_len;               /* assignments of the start position; the rest were played */
  gint *colors;                  /* per node, for drawing */
  guint8 *owners;
  gint last_node;                /* the last move's node, or -1 */
  gint selected;                 /* editor: the selected node, or -1 */
  gint edge_from;                /* editor: the first node of a new edge, or -1 */

  /* The last computer move. */
  char *trace;                   /* its exact trace, or NULL */
  QdColorgameAnalysis *analysis; /* its search's result, when it found a move (else NULL) */
  gboolean searched_ac;          /* its settings: arc consistency, */
  guint64 searched_limit;        /* the node limit (0: none) */
  char *searched_path;           /* the file that holds the position it searched (the document's
                                  * when it was not modified yet), or NULL */
  QdPageTree *page_tree;         /* the tree it searched, under the map (F8) */
  QdColorgame *searched;         /* the position it searched from: the tree's root, and
                                  * its names (cleared with the tree, after it) */
  gsize live_shown;              /* bytes of the running search's trace already in the text view */
  QdMatch *match;                /* the turns: the match loop over qd_colorgame_page_rules */
  QdMove computer_move;          /* the computer's search's move, QD_MOVE_NONE: none */
  gboolean paused;               /* Stop was pressed: no computer move until asked */
  QdOutsidePlayers *players;     /* the player lists' outside agents and their programs */
  GtkSpinButton *mcts_spins[2];  /* the players' MCTS iterations (app/qd-mcts-row.h) */
  char *forfeit;                 /* "Player 1 (NAME) forfeits: CAUSE": the game ended so */
};

/* qd-colorgame-players.c: the player lists' MCTS and outside agents. */
void        qd_colorgame_players_init    (QdColorgamePage *self);
/* The outside agent a player's list names, or NULL. */
const char *qd_colorgame_players_outside (QdColorgamePage *self, guint player);
/* Whether a player's list names Monte Carlo tree search. */
gboolean    qd_colorgame_players_is_mcts (QdColorgamePage *self, guint player);
/* The MCTS or outside agent to move plays, on a job. */
QdJob      *qd_colorgame_players_move    (QdColorgamePage *self);
/* That job's move for the match, or its forfeit (said). */
QdMatchEnd  qd_colorgame_players_job_move (QdColorgamePage *self, QdJob *job, guint32 *move, GError **cause);

/* qd-colorgame-page.c */
void qd_colorgame_page_game_changed (QdColorgamePage *self);   /* after any change of the document */
void qd_colorgame_page_replace_game (QdColorgamePage *self, QdColorgame *game, guint start_len);
void qd_colorgame_page_update_display (QdColorgamePage *self);

guint    qd_colorgame_page_to_move     (QdColorgamePage *self);   /* 1 or 2 */
gboolean qd_colorgame_page_is_computer (QdColorgamePage *self, guint player);
gboolean qd_colorgame_page_game_over   (QdColorgamePage *self);
/* Plays a legal move for `player`, with an undo record. */
void     qd_colorgame_page_play_move   (QdColorgamePage *self, guint node, guint color, guint player);
/* The match's rules over the page (the position on the map). */
extern const QdMatchRules qd_colorgame_page_rules;

/* qd-colorgame-computer.c */
/* The computer's search of the position on the page's job (NULL: none). */
QdJob *qd_colorgame_computer_start  (QdColorgamePage *self);
/* The match's driver: the page's players, its jobs, its display. */
extern const QdMatchDriver qd_colorgame_computer_driver;
/* A new tree for the computer's search of the position (alpha-beta's or
 * MCTS's), shown under the map: the last search's tree, trace and result
 * go, `searched` is a copy of the position (the tree's root and names). */
QdSearchTree *qd_colorgame_computer_start_tree (QdColorgamePage *self);
/* The report of the last computer move's search (before one: of the
 * position and the sidebar's search) and its animation (NULL before one). */
QdReport    *qd_colorgame_computer_build_report    (QdColorgamePage *self);
QdAnimation *qd_colorgame_computer_build_animation (QdColorgamePage *self);
/* The match from the position on the map, no computer's turn under way. */
void qd_colorgame_computer_reset    (QdColorgamePage *self);
/* After a change: the match asks the player to move (the computer answers
 * soon when it is its turn). */
void qd_colorgame_computer_go       (QdColorgamePage *self);
/* One computer move for the player to move, a person's too (Computer
 * Move, a presentation's step); FALSE: none (the game is over). */
gboolean qd_colorgame_computer_step (QdColorgamePage *self);
/* The page's present_step and present_position (the moves played). */
gboolean qd_colorgame_computer_present_step     (QdPage *page, int direction, gboolean playing);
guint    qd_colorgame_computer_present_position (QdPage *page);

/* qd-colorgame-players.c: the action mcts-step, Monte Carlo Tree Search,
 * Step by Step… on the position on the map (app/qd-mcts-window.h). */
void qd_colorgame_players_step_activated (GSimpleAction *action, GVariant *param, gpointer data);

/* qd-colorgame-page-check.c: the page's prepare_check and show_check */
QdPageCheck *qd_colorgame_page_prepare_check (QdPage *page, GError **error);
void         qd_colorgame_page_show_check    (QdPage *page, const QdCheckResult *result);

/* qd-colorgame-editor.c */
void qd_colorgame_editor_init       (QdColorgamePage *self);
void qd_colorgame_editor_refresh    (QdColorgamePage *self);   /* the rows from the document */
/* A click on the map in edit mode. */
void qd_colorgame_editor_click      (QdColorgamePage *self, gint node, double ux, double uy);
/* The same map's positions onto a re-read game, by node name. */
void qd_colorgame_editor_keep_positions (QdColorgame *game, const QdColorgame *old);

G_END_DECLS
