/* qd-gdl-page-private.h — the General Games tab's state, shared by the page
 * (the document, undo, actions), its game (the state, the moves, the
 * display) and its Rules pane. */
#pragma once

#include "app/qd-page-tree.h"
#include "core/qd-match-async.h"
#include "problems/gdl/qd-gdl-normal-form.h"
#include "problems/gdl/qd-gdl-sheet.h"
#include "render/gdl/qd-gdl-board.h"
#include "qd-gdl-page.h"
#include "qd-gdl-view.h"

G_BEGIN_DECLS

/* Rows of the legal moves' list at most (a game may have thousands of
 * moves: the rest are said in a last row). */
#define QD_GDL_PAGE_MAX_ROWS 400
/* Cells of one move chosen click by click at most (Amazons: 3). */
#define QD_GDL_PAGE_MAX_MOVE_CELLS 8
/* The nodes of a search tree the tab keeps. */
#define QD_GDL_PAGE_TREE_BUDGET 500000

/* What the page's job is doing. */
typedef enum {
  QD_GDL_IDLE,
  QD_GDL_THINKING,          /* a computer's move, to be played */
  QD_GDL_HINTING,           /* a search whose move is shown, not played */
  QD_GDL_SOLVING,           /* a puzzle's solution searched (qd-gdl-page-solve.c) */
} QdGdlWork;

/* A role's player: who plays it, and the depth or iterations of a search
 * (a row shown only for those). */
typedef struct {
  AdwComboRow *choice;
  AdwActionRow *strength;
  GtkSpinButton *spin;
  guint unit;               /* what the spin counts, as it was last set */
  gboolean shown;           /* the game has the role */
} QdGdlPlayerRow;

struct _QdGdlPage
{
  QdPage parent_instance;

  QdGdlView *board_view;
  GtkLabel *status_label;
  GtkLabel *notice_label;
  GtkListBox *legal_list;
  GtkLabel *facts_label;
  GtkTextView *rules_view;
  GtkStack *content_stack;
  GtkToggleButton *board_button;
  GtkToggleButton *rules_button;
  GtkWidget *players_group;
  GtkWidget *play_box;      /* Play and Stop */
  GtkWidget *step_button;   /* MCTS Step by Step… */
  QdGdlPlayerRow players[QD_GDL_MAX_ROLES];  /* a role's each (qd-gdl-page-players.c) */
  GtkStringList *two_agents;  /* the players offered to two roles taking turns */
  struct _QdGdlPool *pool;    /* the game loaded once for the moves' and hints' workers */
  GtkStringList *multi_agents;  /* and to the others */
  gboolean players_multi;   /* the rows offer multi_agents */

  QdGdlSheet *sheet;        /* the page's model (qd_page_get_model) */
  char *universe;           /* every fact a state can hold (qd_gdl_game_facts_text) */
  guint words;
  guint64 *state;           /* after the moves */
  GArray *moves;            /* guint32: the move of each ply, the mover's (where the roles move
                             * together: each choosing role's, in the roles' order) */
  GArray *movers;           /* guint8: who made it */
  guint plies;              /* the plies played (joint moves) */
  GArray *ply_starts;       /* guint: each ply's first move in `moves` (plies of them) */
  QdGdlNormalForm *table;   /* a one-shot game of two roles without a board: its payoff table
                             * (qd-gdl-page-table.c), or NULL; the view shows it */
  guint joint_start;        /* the last ply's first move in `moves` */
  guint32 chosen;           /* the roles that chose in this ply, waiting for the others (1 << role) */
  guint32 pending[QD_GDL_MAX_ROLES];  /* their choices, hidden until all have chosen */
  gint mover;               /* the role to move (to choose, where the roles move together), -1 at
                             * the end (or stuck) */
  GArray *legal;            /* guint32: the mover's legal moves */
  GPtrArray *legal_texts;   /* their texts (borrowed from the game) */
  char **start_moves;       /* the legal moves at the start, as written */
  char *stuck;              /* why the game cannot go on (simultaneous moves, a limit), or NULL */
  QdGdlBoard *board;        /* the state laid out */
  gboolean *playable;       /* a cell per board cell: a legal move names it */
  char *caption;
  char *notice;             /* said under the status until the state changes */
  /* a move of several cells (Amazons) chosen click by click: the cells
   * clicked so far in this state (qd_gdl_page_choose_cell) */
  guint picked[QD_GDL_PAGE_MAX_MOVE_CELLS];
  guint n_picked;
  gboolean updating;        /* widgets being set from the game */
  QdGdlWork work;
  gboolean paused;          /* the computer players wait (Stop, undo) */
  QdMatch *match;           /* the turns (qd-gdl-page-match.c) */
  gint computer_move;       /* a computer player's search's move for the match, or -1 */
  char *computer_forfeit;   /* or its forfeit's cause */
  QdPageTree *page_tree;    /* the last search, under the board (F8) */
  guint64 *tree_root;       /* the state it searched, or NULL */
  char *why_term;           /* the fact the Rules pane's tooltip explained last */
  guint64 why_state;        /* in the state of this hash */
  char *why_text;           /* its proof tree, or NULL */
  GtkBox *solve_slot;       /* the Solve group's place in the sidebar */
  struct _QdGdlSolve *solve;
  struct _QdPracticeBar *practice_bar;  /* practice mode (qd-gdl-page-practice.c) */
  gboolean practicing;
  char *practice_key;       /* the game and the moves its questions are on, or NULL */
  /* The Rules pane edited (qd-gdl-rules-edit.c): the model may be a draft
   * with an error (its game NULL); `sheet` is then the last game read,
   * kept by the page, the controls insensitive until the rules read. */
  GtkLabel *rules_error_label;
  GtkLabel *why_label;
  GtkWidget *sidebar;
  QdGdlSheet *kept;         /* owned: the last game while the model is a draft */
  guint edit_source;        /* the typing's pause before the text is read */
  /* the rules read on a worker (qd-gdl-rules-load.c) */
  guint load_generation;    /* the models taken so far: a worker's of an older one is stale */
  gboolean load_running;    /* a worker reads */
  QdPageChange load_change; /* how the model being read came (opened, replaced, restored) */
  gboolean load_by_hand;    /* by Load Rules (its error gets the cursor) */
  char *load_moves;         /* the moves to play again once it is read (an undo step's), or NULL */
  GCancellable *load_cancellable;  /* cancelled when the page goes */
  GtkLabel *history_label;  /* the moves played (qd-gdl-page-history.c) */
  /* what the reader warned of (qd-gdl-page-warnings.c) */
  GtkWidget *warnings_group;
  AdwExpanderRow *warnings_row;
  GPtrArray *warning_rows;  /* the rows added to warnings_row */
};

/* qd-gdl-page-game.c: the game's state, its moves and their display. */
/* Back to the rulesheet's start, no move played (shown by refresh). */
void     qd_gdl_page_restart        (QdGdlPage *self);
/* Plays the mover's move (one of self->legal) and shows the state; where
 * the roles move together, keeps it hidden until every role has chosen,
 * then plays the joint move. */
void     qd_gdl_page_play           (QdGdlPage *self, guint32 move);
/* The moves played, a line each, as written ("(mark 1 1)"), then the
 * choices of this ply made so far (for undo and the searches' replay:
 * qd_gdl_match_play keeps them hidden as the page does). */
char    *qd_gdl_page_moves_text     (QdGdlPage *self);
/* Plays the moves of qd_gdl_page_moves_text from the start; stops at the
 * first that is not legal. */
void     qd_gdl_page_replay         (QdGdlPage *self, const char *moves);
/* Shows the state: board, caption, status, legal moves, facts. */
void     qd_gdl_page_refresh        (QdGdlPage *self);
/* Whether several roles choose in the state on show (they move together). */
gboolean qd_gdl_page_together       (QdGdlPage *self);
/* "x to move", "goals x 100, o 0" (to free). */
char    *qd_gdl_page_status         (QdGdlPage *self);
void     qd_gdl_page_set_notice     (QdGdlPage *self, const char *notice);
/* Drops the game's state (not what the view shows: the board, the cells,
 * the caption, which go when the view has others or the page goes). */
void     qd_gdl_page_clear          (QdGdlPage *self);

/* The board of `state`: the game's (its playable cells marked, the status
 * as its caption), or another's (`caption` says which: a search's node, a
 * practice question's state). */
void     qd_gdl_page_show_board     (QdGdlPage *self, const guint64 *state, const char *caption);
/* The list of moves shows `texts` (n of them; none: the game is over). */
void     qd_gdl_page_show_moves     (QdGdlPage *self, const char *const *texts, guint n);

/* The state after the mover's `move` in `state` (in place); FALSE with an
 * error past a limit, or when a role has no move. */
gboolean qd_gdl_page_next_state     (QdGdlGame *game, guint64 *state, guint32 move, GError **error);
/* The hint's move outlined on the board and selected in the list. */
void     qd_gdl_page_show_hint      (QdGdlPage *self, guint32 move);
/* A person's move (one of self->legal): into the undo history, played,
 * the computer players answering. */
void     qd_gdl_page_person_plays   (QdGdlPage *self, guint32 move);

/* qd-gdl-page-players.c: the Players group, a row for each role. */
void     qd_gdl_players_init        (QdGdlPage *self);
void     qd_gdl_players_dispose     (QdGdlPage *self);
/* The rows name the roles of the game on show, one each, and offer the
 * players that search it (hidden for a puzzle). */
void     qd_gdl_players_sync        (QdGdlPage *self);
/* The agent's name the row of `role` gives ("mcts:2000"; to free). */
char    *qd_gdl_players_spec        (QdGdlPage *self, guint role);
gboolean qd_gdl_players_is_human    (QdGdlPage *self, guint role);

/* qd-gdl-page-play.c: the computer's moves and the hints. */
/* The search of `role`'s move on the page's job, for the match (a
 * person's `for_person`: the hint's searcher). */
QdJob   *qd_gdl_players_start_move  (QdGdlPage *self, guint role, gboolean for_person);

/* qd-gdl-page-match.c: the turns, the match loop's (core/qd-match-async.h). */
void     qd_gdl_page_match_init     (QdGdlPage *self);
/* The match moves on from the state on show: a computer player to move
 * starts its search, unless something runs or the players wait. */
void     qd_gdl_players_continue    (QdGdlPage *self);
/* One move of the mover, a person's by the hint's searcher (FALSE: none). */
gboolean qd_gdl_page_match_step     (QdGdlPage *self);
void     qd_gdl_players_hint        (QdGdlPage *self);
void     qd_gdl_players_stop        (QdGdlPage *self);
/* "MCTS Step by Step…" on the state on show (a game of two with a ground
 * network). */
gboolean qd_gdl_players_can_step    (QdGdlPage *self);
void     qd_gdl_players_step        (QdGdlPage *self);
/* The state of the node selected in a decoupled UCT search's tree (the
 * position of a player's statistics: its parent's), from the search's
 * root in `state` (in place). */
void     qd_gdl_players_duct_state  (QdGdlPage *self, guint64 *state);
/* Presentation's step forward: the mover's player's move (a person's by
 * the hint's searcher), played as one move undo takes back; FALSE when
 * none can be played. */
gboolean qd_gdl_players_present_move (QdPage *page, gboolean playing);

/* qd-gdl-page-practice.c: practice mode (the action gdl.practice) on the
 * moves played.  _show, in refresh: while practising, the board shows the
 * question's state and the list the game's moves (TRUE), nothing else
 * does.  _take_cell and _take_move: a cell clicked or a row of the list
 * activated, TRUE when practice took it as an answer. */
void     qd_gdl_page_practice_init  (QdGdlPage *self);
gboolean qd_gdl_page_practice_show  (QdGdlPage *self);
gboolean qd_gdl_page_practice_take_cell (QdGdlPage *self, guint cell);
gboolean qd_gdl_page_practice_take_move (QdGdlPage *self, guint index);

/* qd-gdl-rules.c: the Rules pane. */
/* The rulesheet in the view, comments, keywords and variables coloured. */
void     qd_gdl_rules_show          (GtkTextView *view, const char *text);
/* The colours follow the style (dark or light). */
void     qd_gdl_rules_init          (GtkTextView *view);
/* Over a fact without variables, the tooltip says why it holds in the
 * page's state, or that it does not. */
void     qd_gdl_rules_follow        (GtkTextView *view, QdGdlPage *page);

/* qd-gdl-page-history.c: the moves played listed, the last one marked on
 * the board (`game_state`: the board shows the game's state) and said
 * first in the status ("o played (mark 2 2). "; "" before the first). */
void     qd_gdl_history_show        (QdGdlPage *self, gboolean game_state);
char    *qd_gdl_history_said        (QdGdlPage *self);

/* The moves of ply `ply` (0 for the first): moves[*from .. *to). */
void     qd_gdl_history_ply         (QdGdlPage *self, guint ply, guint *from, guint *to);
/* The moves played as `quandary-cli gdl` prints them, "N: ROLE plays
 * MOVE" a line, the roles moving together under one N (the export; the
 * transcripts of --check read it). */
char    *qd_gdl_history_text        (QdGdlPage *self);

/* qd-gdl-page-table.c: a one-shot game of two roles moving together and
 * without a board shows its payoff table on the board's place. */
/* After a restart: the table of the game on show, if it is one. */
void     qd_gdl_table_sync          (QdGdlPage *self);
/* The view shows it (or none) for `state`, the joint move played marked
 * where `state` is the game's. */
void     qd_gdl_table_show          (QdGdlPage *self, const guint64 *state);
/* A click (or Return) on a cell of the table: the mover's move of its row
 * (the first role) or its column (the second); FALSE when no table shows. */
gboolean qd_gdl_table_take_cell     (QdGdlPage *self, guint cell);

/* qd-gdl-rules-edit.c: the Rules pane edited, its error marked, the why
 * of the fact at the cursor in the pane under it. */
void     qd_gdl_rules_edit_init     (QdGdlPage *self);
/* The model changed: TRUE when it is a game (the page shows it), FALSE
 * for a draft with an error (shown in the Rules pane; `sheet` kept). */
gboolean qd_gdl_rules_take_model    (QdGdlPage *self, gboolean opened);
/* The text the document holds (a draft's too). */
const char *qd_gdl_rules_model_text (QdGdlPage *self);
/* The page's flush_edits: the text typed in the last pause taken now. */
void     qd_gdl_rules_flush         (QdPage *page);
void     qd_gdl_rules_edit_dispose  (QdGdlPage *self);
/* The why of the fact at the cursor, in the state on show. */
void     qd_gdl_rules_explain       (QdGdlPage *self);
/* Shows the Rules pane with the cursor at LINE, COLUMN (from 1). */
void     qd_gdl_rules_go_to         (QdGdlPage *self, guint line, guint column);

/* qd-gdl-rules-load.c: the rules read on a worker thread.  A sheet of
 * `text` not read yet (game and error NULL), for the document at once;
 * NULL for text that is not UTF-8. */
QdGdlSheet *qd_gdl_rules_unread     (const char *text);
gboolean qd_gdl_rules_is_unread     (const QdGdlSheet *sheet);
/* The document's sheet is being read. */
gboolean qd_gdl_rules_reading       (QdGdlPage *self);
/* In document_changed: a model not read yet is read on a worker (after the
 * one running, if any), then its game or its error goes into it and
 * document_changed runs again with `change`; any other model makes the
 * running worker's result stale. */
void     qd_gdl_rules_model_changed (QdGdlPage *self, QdPageChange change);
/* Once the model being read is read, `moves` (qd_gdl_page_moves_text's)
 * are played again (an undo step's moves in other rules). */
void     qd_gdl_rules_load_after    (QdGdlPage *self, const char *moves);
void     qd_gdl_rules_load_dispose  (QdGdlPage *self);
/* qd-gdl-page.c: back to the moves of an undo step (the players waiting). */
void     qd_gdl_page_replay_moves   (QdGdlPage *self, const char *moves);

/* qd-gdl-page-warnings.c: the reader's warnings at the top of the sidebar. */
void     qd_gdl_page_warnings_init  (QdGdlPage *self);
/* The rows of the page's game's warnings (none: the group hidden). */
void     qd_gdl_page_warnings_sync  (QdGdlPage *self);
void     qd_gdl_page_warnings_dispose (QdGdlPage *self);
/* The proof tree of a fact without variables in the state on show, its
 * first lines (qd-gdl-rules.c); NULL when it cannot be made. */
char    *qd_gdl_rules_why_text      (QdGdlPage *self, const char *term);
/* The term at byte `at` of `text` (qd-gdl-rules.c), or NULL. */
char    *qd_gdl_rules_term_at       (const char *text, gsize at);
/* qd-gdl-rules-gutter.c: the line numbers in the margin, an error's marked. */
void     qd_gdl_rules_gutter_attach (GtkTextView *view);
void     qd_gdl_rules_gutter_mark   (GtkTextView *view, int line);

/* qd-gdl-page-solve.c: a puzzle solved by the search engine from the
 * start, its solution stepped through (shown for one role only). */
void     qd_gdl_solve_init          (QdGdlPage *self);
/* Another rulesheet: the solution dropped, the group shown for a puzzle. */
void     qd_gdl_solve_sync          (QdGdlPage *self);
void     qd_gdl_solve_free          (QdGdlPage *self);

G_END_DECLS
