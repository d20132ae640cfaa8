/* qd-war-page-private.h — the war game tab's state, shared by the page
 * (document, display, undo), its play (moves, the agents on a job, hint,
 * AI against AI), its editor and its reports. */
#pragma once

#include "problems/wargame/qd-war-match.h"
#include "qd-history.h"
#include "qd-war-page.h"
#include "qd-war-view.h"

G_BEGIN_DECLS

/* An agent thinking on a job, shared with the page so that it can read the
 * engine's live figures (an atomic reference-counted box). */
typedef struct {
  QdWarAgent *agent;
} QdWarThinker;

typedef enum {
  QD_WAR_IDLE,
  QD_WAR_THINKING,     /* an agent chooses its move */
  QD_WAR_HINTING,      /* the engine looks for a hint */
  QD_WAR_REPORTING,    /* matchups or the rule-set comparison */
} QdWarActivity;

struct _QdWarPage
{
  QdPage parent_instance;

  GtkStack *main_stack;
  GtkScrolledWindow *sidebar;
  QdWarView *board_view;
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
  AdwComboRow *rules_row;
  AdwActionRow *attrition_row;
  GtkSpinButton *attrition_spin;
  GtkSpinButton *coin_spin;
  GtkSpinButton *seed_spin;
  GtkScale *delay_scale;
  GtkLabel *ai_depth_label;
  GtkLabel *ai_nodes_label;
  GtkLabel *ai_rate_label;
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
  GtkSpinButton *mm_depth_spin;
  GtkSpinButton *ab_depth_spin;
  GtkLabel *report_status;
  GtkGrid *report_grid;
  GtkWidget *report_placeholder;

  GSimpleActionGroup *actions;
  QdHistory history;
  gboolean updating;             /* the page sets widgets: no change handlers */

  QdWarBoard *board;             /* the document */
  QdWarRecord *record;           /* the game on it, under its own rules */
  GRand *rand;                   /* the coin of human and agent moves */
  guint view_move;               /* G_MAXUINT: the present; else the position after that many moves */
  guint hint;                    /* the hint's square, or QD_WAR_NO_SQUARE */
  guint cursor;                  /* the editor's selected square, or the keyboard's in play */
  gboolean typing;
  gboolean key_cursor;           /* play: the arrow keys moved the cursor (shown until the pointer moves) */               /* editor: digits typed on the cursor's square so far */
  guint auto_source;             /* the next agent move, due after the delay */
  gboolean paused;               /* Pause or Stop: agents wait to be asked */
  QdWarActivity activity;
  QdWarThinker *thinker;         /* while an agent or the hint thinks */
  GPtrArray *report;             /* QdWarMatchResult of the last report */
  gint64 last_nodes;             /* for nodes per second */
  gint64 last_time;
};

/* qd-war-page.c */
void     qd_war_page_update_display (QdWarPage *self);
void     qd_war_page_update_actions (QdWarPage *self);
void     qd_war_page_push_undo      (QdWarPage *self);
/* After a move: the list, the board, the sidebar. */
void     qd_war_page_game_changed   (QdWarPage *self);
/* A new game on the document's board under the rules chosen in the sidebar. */
void     qd_war_page_new_game       (QdWarPage *self);
/* The board changed (editor): an undo record was pushed before; a new game. */
void     qd_war_page_board_changed  (QdWarPage *self);
/* Replaces the game (a report's game shown on the board). */
void     qd_war_page_show_record    (QdWarPage *self, QdWarRecord *record);
gboolean qd_war_page_is_agent       (QdWarPage *self, QdWarOwner side);
void     qd_war_page_get_spec       (QdWarPage *self, QdWarOwner side, QdWarAgentSpec *spec);
const char *qd_war_side_name        (QdWarOwner side);   /* translated "Blue", "Green" */

/* qd-war-play.c */
void     qd_war_play_init           (QdWarPage *self);
/* After every change of the game: the agent to move thinks, after the delay. */
void     qd_war_play_schedule       (QdWarPage *self);
void     qd_war_play_stop           (QdWarPage *self);   /* no agent thinks or waits */
void     qd_war_play_hint           (QdWarPage *self);
void     qd_war_play_describe_hover (QdWarPage *self, guint square);
void     qd_war_thinker_release     (QdWarThinker *thinker);
/* Closes the log chooser without an answer (the page goes away). */

/* qd-war-editor.c */
void     qd_war_editor_init         (QdWarPage *self);
void     qd_war_editor_refresh      (QdWarPage *self);   /* the rows from the document */
void     qd_war_editor_click        (QdWarPage *self, guint square);
gboolean qd_war_editor_active       (QdWarPage *self);

/* qd-war-reports.c */
void     qd_war_reports_init        (QdWarPage *self);
void     qd_war_reports_run         (QdWarPage *self);
char    *qd_war_reports_export      (QdWarPage *self, gboolean csv);

G_END_DECLS
