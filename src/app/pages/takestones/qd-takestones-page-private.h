/* qd-takestones-page-private.h — the Take-Stones tab's parts, shared by
 * qd-takestones-page.c (the game and the computer) and
 * qd-takestones-lists.c (the candidates list and the evaluator report). */
#pragma once

#include "app/qd-mcts-row.h"
#include "app/qd-outside-players.h"
#include "qd-takestones-page.h"
#include "render/qd-game-history.h"
#include "qd-takestones-view.h"
#include "app/qd-page-tree.h"
#include "core/qd-match-async.h"
#include "problems/takestones/qd-takestones-match.h"

G_BEGIN_DECLS

/* The nodes of a search tree the tab keeps. */
#define QD_TAKESTONES_PAGE_TREE_BUDGET 1000000

struct _QdTakestonesPage
{
  QdPage parent_instance;

  QdTakestonesView *view;
  GtkLabel *status_title;
  GtkLabel *status_detail;
  GtkSpinButton *stones_spin;
  AdwComboRow *player1_row;
  AdwComboRow *player2_row;
  AdwComboRow *depth_row;
  AdwComboRow *evaluator_row;
  AdwComboRow *algorithm_row;
  GtkSwitch *show_switch;
  GtkLabel *help_label;
  GtkLabel *value_label;
  GtkLabel *best_label;
  GtkLabel *nodes_label;
  GtkLabel *leaves_label;
  GtkLabel *depth_label;
  GtkListBox *candidates_list;
  GtkSpinButton *report_stones_spin;
  GtkSpinButton *report_depth_spin;
  GtkProgressBar *report_progress;
  GtkListBox *report_list;
  GtkScrolledWindow *sidebar;
  GtkMenuButton *help_button;

  QdTakestonesRecord *record;                /* the page's model (qd_page_get_model) */
  QdTakestonesPosition pos;                      /* after every move of the record */
  /* The last search as a tree under the stones (F8), and the position at
   * its selected node: the one searched from, then the moves on its path. */
  QdPageTree *page_tree;
  QdTakestonesPosition tree_root;
  QdTakestonesPosition node_pos;
  guint8 node_owner[QD_TAKESTONES_MAX + 1];
  guint16 node_turn[QD_TAKESTONES_MAX + 1];
  guint8 owner[QD_TAKESTONES_MAX + 1];
  guint16 turn[QD_TAKESTONES_MAX + 1];
  double values[QD_TAKESTONES_MAX + 1];          /* the analysis, per stone; NAN: none */
  gint8 bounds[QD_TAKESTONES_MAX + 1];

  gboolean have_analysis;                    /* of `pos` */
  QdTakestonesCandidate candidates[QD_TAKESTONES_MAX];
  guint n_candidates;
  QdGameSearchResult result;
  gboolean thinking;                         /* a search job runs */
  gboolean reporting;                        /* the report job runs */
  gboolean paused;                           /* Stop was pressed: no automatic moves */
  QdMatch *match;                            /* the turns: qd_takestones_match_rules' match loop */
  QdTakestonesMatch board_match;             /* the match rules' view of the board */
  QdGameSearchNote note;                     /* the computer's move found, noted once played */
  QdTakestonesExperiment *report;
  gboolean syncing;                          /* widgets are being set from the record */
  GArray *notes;                             /* QdGameSearchNote of the computer's moves, for the report */
  guint tree_move;                           /* the move whose search page_tree holds (from 1), or 0 */
  QdOutsidePlayers *players;                 /* the player lists' outside agents and their programs */
  GtkSpinButton *mcts_spins[2];              /* the players' MCTS iterations (app/qd-mcts-row.h) */
  char *forfeit;                             /* "Player 1 (NAME) forfeits: CAUSE": the game ended so */
};

/* qd-takestones-page.c */

/* qd-takestones-players.c: the player lists and the outside agents' moves. */
G_GNUC_INTERNAL void        qd_takestones_players_init  (QdTakestonesPage *self);
/* The lists from the record, and the record from the lists (FALSE: the
 * lists are changing, nothing read). */
G_GNUC_INTERNAL void        qd_takestones_players_sync  (QdTakestonesPage *self);
G_GNUC_INTERNAL gboolean    qd_takestones_players_read  (QdTakestonesPage *self);
/* The outside agent or MCTS spec (mcts:1000) of the player to move, or NULL. */
G_GNUC_INTERNAL const char *qd_takestones_players_outside_to_move (QdTakestonesPage *self);
/* The outside agent (or MCTS) to move plays, on the page's job, returned
 * (NULL: it could not start, said). */
G_GNUC_INTERNAL QdJob      *qd_takestones_players_move  (QdTakestonesPage *self);
/* That job's move for the match, or its forfeit (said). */
G_GNUC_INTERNAL QdMatchEnd  qd_takestones_players_job_move (QdTakestonesPage *self, QdJob *job, guint32 *move,
                                                            GError **cause);
/* The action mcts-step: Monte Carlo Tree Search, Step by Step… on the
 * position on the board (app/qd-mcts-window.h). */
G_GNUC_INTERNAL void        qd_takestones_players_step_activated (GSimpleAction *action, GVariant *param,
                                                                  gpointer data);

G_GNUC_INTERNAL void qd_takestones_page_update_actions       (QdTakestonesPage *self);
G_GNUC_INTERNAL void qd_takestones_page_update_display       (QdTakestonesPage *self);
/* After every change: the computer moves or looks at the position. */
G_GNUC_INTERNAL void qd_takestones_page_maybe_think          (QdTakestonesPage *self);
/* The computer's turn under way (its search, its move's pause) is dropped. */
G_GNUC_INTERNAL void qd_takestones_page_cancel_pending_move  (QdTakestonesPage *self);

/* The game's first `n_moves` stones as the record (an edit, undone by
 * Undo), the computer waiting, its values for that position shown. */
G_GNUC_INTERNAL void qd_takestones_page_replay_to            (QdTakestonesPage *self, const guint *moves, guint n_moves);

/* qd-takestones-page-check.c: Check an Answer… */
G_GNUC_INTERNAL QdPageCheck *qd_takestones_page_prepare_check (QdPage *page, GError **error);
G_GNUC_INTERNAL void         qd_takestones_page_show_check    (QdPage *page, const QdCheckResult *result);

/* qd-takestones-page-report.c: the page's report and animation of the game. */
G_GNUC_INTERNAL QdReport    *qd_takestones_page_build_report    (QdPage *page);
G_GNUC_INTERNAL QdAnimation *qd_takestones_page_build_animation (QdPage *page);

/* qd-takestones-lists.c */
G_GNUC_INTERNAL void qd_takestones_page_clear_list           (GtkListBox *list);
/* The last search's candidates, best first. */
G_GNUC_INTERNAL void qd_takestones_page_show_candidates      (QdTakestonesPage *self);
G_GNUC_INTERNAL void qd_takestones_page_show_report          (QdTakestonesPage *self);

G_END_DECLS
