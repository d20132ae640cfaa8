/* qd-wargame-page-private.h — the war game tab's state, shared by the page
 * (document, display, undo), its play (moves, the agents on a job, hint,
 * AI against AI), its editor and its reports. */
#pragma once

#include "app/qd-mcts-row.h"
#include "app/qd-outside-players.h"
#include "problems/wargame/qd-wargame-outside.h"
#include "problems/wargame/qd-wargame-match.h"
#include "render/qd-game-history.h"
#include "qd-wargame-page.h"
#include "qd-wargame-view.h"
#include "app/qd-page-tree.h"
#include "core/qd-match-async.h"

G_BEGIN_DECLS

/* The nodes of a search tree the tab keeps. */
#define QD_WARGAME_PAGE_TREE_BUDGET 1000000

/* An agent the page keeps for its lifetime (one per side, one for the hint)
 * and lends to one job at a time (qd-wargame-play.c). */
typedef struct {
  QdWargameAgent *agent;         /* NULL until first needed */
  QdJob *job;                    /* weak: the last job it was lent to */
} QdWargameSeat;

#define QD_WARGAME_SEAT_HINT 2   /* after the sides' seats, QD_WARGAME_BLUE and _GREEN */
#define QD_WARGAME_N_SEATS 3

typedef enum {
  QD_WARGAME_IDLE,
  QD_WARGAME_THINKING,     /* an agent chooses its move */
  QD_WARGAME_HINTING,      /* the engine looks for a hint */
  QD_WARGAME_REPORTING,    /* matchups or the rule-set comparison */
} QdWargameActivity;

struct _QdWargamePage
{
  QdPage parent_instance;

  GtkStack *main_stack;
  GtkScrolledWindow *sidebar;
  QdWargameView *board_view;
  /* The last minimax or alpha-beta move's search, under the board (F8),
   * and the position at the selected node (qd_wargame_tree_position). */
  QdPageTree *page_tree;
  QdWargameState tree_state;
  GtkWidget *viewing_bar;
  GtkLabel *viewing_label;
  GtkLabel *turn_label;
  GtkLabel *play_label;
  GtkLabel *blue_score_label;
  GtkLabel *green_score_label;
  GtkLabel *blue_units_label;
  GtkLabel *rules_label;
  GtkListBox *moves_list;
  AdwComboRow *blue_row;
  AdwComboRow *green_row;
  AdwActionRow *blue_depth_row;
  AdwActionRow *green_depth_row;
  AdwActionRow *blue_time_row;
  AdwActionRow *green_time_row;
  GtkSpinButton *blue_depth_spin;
  GtkSpinButton *green_depth_spin;
  GtkSpinButton *blue_time_spin;
  GtkSpinButton *green_time_spin;
  GtkSpinButton *mcts_spins[2];      /* blue's, green's MCTS iterations (app/qd-mcts-row.h) */
  GtkWidget *ai_nodes_row;           /* "Nodes", or "Iterations" while MCTS thinks */
  AdwComboRow *rules_row;
  AdwActionRow *attrition_row;
  GtkSpinButton *attrition_spin;
  GtkSpinButton *coin_spin;
  GtkSpinButton *seed_spin;
  GtkScale *delay_scale;
  GtkLabel *ai_depth_label;
  GtkLabel *ai_nodes_label;
  GtkLabel *ai_rate_label;
  GtkLabel *ai_time_label;          /* the time the move took (an outside agent's too) */
  GtkLabel *ai_value_label;
  GtkLabel *ai_pv_label;
  GtkLabel *hint_label;
  GtkLabel *help_label;
  GtkMenuButton *help_button;
  GtkSwitch *edit_switch;
  GtkSpinButton *size_spin;
  AdwActionRow *value_row;
  GtkSpinButton *value_spin;
  GtkSpinButton *min_spin;
  GtkSpinButton *max_spin;
  GtkSpinButton *random_seed_spin;
  AdwComboRow *report_row;
  AdwComboRow *report_agent_row;     /* the matchups' outside agent */
  QdOutsidePlayers *report_agents;   /* its list (qd_outside_players_new_chooser) */
  GtkSpinButton *mm_depth_spin;
  GtkSpinButton *ab_depth_spin;
  GtkLabel *report_status;
  GtkGrid *report_grid;
  GtkWidget *report_placeholder;

  gboolean updating;             /* the page sets widgets: no change handlers */

  QdWargameBoard *board;             /* the document: the page's model (qd_page_get_model) */
  gboolean keep_game;            /* a new board comes with its game (undo, a replayed log) */
  gboolean ready;                /* initialized: an opened board lets the agents play */
  QdWargameRecord *record;           /* the game on it, under its own rules */
  GRand *rand;                   /* the coin of human and agent moves */
  guint view_move;               /* G_MAXUINT: the present; else the position after that many moves */
  guint hint;                    /* the hint's square, or QD_WARGAME_NO_SQUARE */
  guint cursor;                  /* the board's keyboard cursor: the editor's square */
  gboolean typing;               /* editor: digits typed on the cursor's square so far */
  QdMatch *match;                /* the turns: qd_wargame_match_rules' match loop */
  QdWargameMatch board_match;    /* the match rules' view of the game on the board */
  QdWargameMatchResult board_result;
  guint computer_square;         /* the agent's search's square, or QD_WARGAME_NO_SQUARE */
  gboolean paused;               /* Pause or Stop: agents wait to be asked */
  QdWargameActivity activity;
  gboolean thinking_deepens;      /* the running search deepens iteratively (engine) */
  QdWargameSeat seats[QD_WARGAME_N_SEATS];
  GPtrArray *report;             /* QdWargameMatchResult of the last report */
  GArray *notes;                 /* QdGameSearchNote of the agents' moves, for the page's report */
  guint tree_move;               /* the move whose search page_tree holds (from 1), or 0 */
  gint64 last_nodes;             /* for nodes per second */
  gint64 last_time;
  QdOutsidePlayers *players;     /* the player lists' outside agents and their programs */
  char *forfeit;                 /* "Blue (NAME) forfeits: CAUSE" when an outside agent forfeited this game */
};

/* qd-wargame-page.c */
void     qd_wargame_page_update_display (QdWargamePage *self);
void     qd_wargame_page_update_actions (QdWargamePage *self);
/* After a move: the list, the board, the sidebar. */
void     qd_wargame_page_game_changed   (QdWargamePage *self);
/* A new game on the document's board under the rules chosen in the sidebar. */
void     qd_wargame_page_new_game       (QdWargamePage *self);
/* Replaces the game (a report's game shown on the board). */
void     qd_wargame_page_show_record    (QdWargamePage *self, QdWargameRecord *record);
gboolean qd_wargame_page_is_agent       (QdWargamePage *self, QdWargameOwner side);
/* The outside agent a side's list names (agent:NAME), or NULL. */
const char *qd_wargame_page_outside_spec (QdWargamePage *self, QdWargameOwner side);
void     qd_wargame_page_get_spec       (QdWargamePage *self, QdWargameOwner side, QdWargameAgentSpec *spec);
const char *qd_wargame_side_name        (QdWargameOwner side);   /* translated "Blue", "Green" */

/* The rules the sidebar chooses, on the document's board. */
QdWargameRules *qd_wargame_page_chosen_rules (QdWargamePage *self);

/* qd-wargame-page-check.c: Check an Answer… (a game log). */
QdPageCheck *qd_wargame_page_prepare_check (QdPage *page, GError **error);
void     qd_wargame_page_show_check     (QdPage *page, const QdCheckResult *result);

/* qd-wargame-play.c */
void     qd_wargame_play_init           (QdWargamePage *self);
/* After every change of the game: the match asks the side to move (its
 * agent thinks after the delay). */
void     qd_wargame_play_go             (QdWargamePage *self);
void     qd_wargame_play_stop           (QdWargamePage *self);   /* no agent thinks or waits */
void     qd_wargame_play_hint           (QdWargamePage *self);
/* The sidebar's minimax or alpha-beta agent of the side to move after the
 * first `n_moves` moves searches that position into the search tree, its
 * move shown as a hint (a check's step; nothing for another agent). */
void     qd_wargame_play_search_at      (QdWargamePage *self, guint n_moves);
void     qd_wargame_play_clear_seats    (QdWargamePage *self);   /* finalize */
/* Whether a computer's turn is under way (its delay, its search). */
gboolean qd_wargame_play_under_way      (QdWargamePage *self);
void     qd_wargame_play_describe_hover (QdWargamePage *self, guint square);
/* The page's present_step. */
gboolean qd_wargame_play_present_step   (QdPage *page, int direction, gboolean playing);
/* Closes the log chooser without an answer (the page goes away). */

/* qd-wargame-editor.c */
void     qd_wargame_editor_init         (QdWargamePage *self);
void     qd_wargame_editor_refresh      (QdWargamePage *self);   /* the rows from the document */
void     qd_wargame_editor_click        (QdWargamePage *self, guint square);
gboolean qd_wargame_editor_active       (QdWargamePage *self);

/* qd-wargame-page-report.c: the page's report and animation of the game. */
QdReport    *qd_wargame_page_build_report    (QdPage *page);
QdAnimation *qd_wargame_page_build_animation (QdPage *page);

/* qd-wargame-reports.c */
void     qd_wargame_reports_init        (QdWargamePage *self);
void     qd_wargame_reports_run         (QdWargamePage *self);
char    *qd_wargame_reports_export      (QdWargamePage *self, gboolean csv);

G_END_DECLS
