/* qd-gdl-match.h — a GDL game of two roles or more in the match loop
 * (core/qd-match.h): its rules over a QdGdlMatch, which the command
 * (`quandary-cli gdl FILE`), agent-test, tournaments and grading all play
 * through, and the window's General Games tab.
 *
 * Player 1 (`--p1`, the match's player 0) is the first role of the file,
 * player 2 the second, and so on (up to QD_GDL_MAX_ROLES), whoever moves
 * first.  Where the roles move together (rock-paper-scissors), the match
 * asks each role with a choice in turn, in the file's order, in the same
 * state: no one sees another's choice, which waits (qd_gdl_match_waiting)
 * until the last has chosen; then the joint move is played, a ply.  The
 * game is over when `terminal` holds: the winner is the role with the
 * highest goal value alone, a draw when two or more share it (a role
 * without a goal value counts 0); the scores are the goal values / 100
 * each (docs/contracts.md), so a game that is not zero-sum scores as its
 * rules say.  A role without a legal move in a state that is not terminal
 * ends the game there, no one's win, the reason naming the role.  A game
 * that has not ended after `max_plies` plies (QD_GDL_DEFAULT_MAX_PLIES
 * unless set: GDL games need not end) ends there too, no one's win, the
 * reason "ply limit N".
 *
 * The record (`--save FILE`, extension .gdlgame): KIF comments naming the
 * rulesheet and the players, then one move a line, `ROLE MOVE` with the
 * move as written in the file (a joint move: a line for each role that had a
 * choice, in the file's order):
 *   ; gdl game of tictactoe.kif
 *   ; xplayer random
 *   ; oplayer alphabeta:3
 *   xplayer (mark 1 1)
 *   oplayer (mark 2 2)
 */
#pragma once

#include "core/qd-match.h"
#include "problems/qd-problem.h"
#include "qd-gdl-agent.h"

G_BEGIN_DECLS

typedef struct {
  QdGdlGame *game;            /* the rules (owned) */
  char *text;                 /* the rulesheet's text (owned): outside agents are sent it */
  char *name;                 /* the file's name, for the record and messages (owned) */
  guint words;                /* the state's 64-bit words */
  guint64 *state;             /* after the record's moves (owned) */
  GArray *moves;              /* guint32: each move's id, the mover's (a joint move: each
                               * choosing role's, in the roles' order) */
  GArray *movers;             /* guint8: the role that made each move (0 .. n_roles - 1) */
  guint n_roles;
  guint plies;                /* the plies played (joint moves) */
  guint joint_start;          /* the last ply's first move in `moves` */
  guint32 chosen;             /* the roles that chose in this ply (1 << role), waiting for the others */
  guint32 pending[QD_GDL_MAX_ROLES];  /* their moves */
  GRand *rand;                /* random moves, MCTS's seed (borrowed) */
  /* Set by the front end before a move, read by the next computer's:
   * the search tree it records into (an unbound one), or NULL. */
  QdSearchTree *tree;
  QdGameSearchResult search;  /* the last computer move's search (zero for random moves) */
  GError *stuck;              /* why the game stopped before its end (a role without a move, the
                               * reasoner's error), or NULL */
  guint max_plies;            /* the ply limit: QD_GDL_DEFAULT_MAX_PLIES after new, 1.. */
} QdGdlMatch;

extern const QdMatchRules qd_gdl_match_rules;
/* The problem's game (its descriptor's `.game`): protocol "gdl", players
 * --p1 and --p2 (the command adds --p3 … for more roles), --seed, default opponent "random", FILE the rulesheet,
 * --save writes the record (.gdlgame), agents alphabeta:3 and mcts:1000;
 * agent-test plays tic-tac-toe compiled into the program. */
extern const QdProblemGame qd_gdl_problem_game;

/* A match at the start of the rulesheet `text` (`name` starts its errors);
 * NULL with an error when it is not read, or is a puzzle of one role
 * (QD_GDL_ERROR_UNSUPPORTED, see `--solve`). */
QdGdlMatch *qd_gdl_match_new       (const char *text, gsize length, const char *name, GRand *rand, GError **error);
QdGdlMatch *qd_gdl_match_new_from_file (const char *path, GRand *rand, GError **error);
/* The same with the game of `text` already loaded (owned by the match,
 * freed on error too). */
QdGdlMatch *qd_gdl_match_new_for_game (QdGdlGame *game, const char *text, gsize length, const char *name,
                                       GRand *rand, GError **error);
void        qd_gdl_match_free      (QdGdlMatch *match);
/* agent-test's game: tic-tac-toe (the text below) from the start. */
gpointer    qd_gdl_match_new_test  (GRand *rand);
/* Tic-tac-toe in GDL, compiled in (roles xplayer and oplayer). */
extern const char qd_gdl_tictactoe_text[];

/* The role to move (0 .. n_roles - 1: where roles move together, the
 * first that has not chosen yet), or -1 when the game is over (terminal,
 * stuck on a role without a move or an error of the reasoner, or cut at
 * the ply limit). */
gint        qd_gdl_match_mover     (QdGdlMatch *match);
/* Whether the game is cut: max_plies plies played, not at its end. */
gboolean    qd_gdl_match_cut       (QdGdlMatch *match);
/* Whether some roles chose in this ply and wait for the others'. */
gboolean    qd_gdl_match_waiting   (const QdGdlMatch *match);
/* The mover's move (a legal move id): played and recorded, or where the
 * roles move together kept until the last has chosen, then the joint move
 * played and recorded. */
void        qd_gdl_match_play      (QdGdlMatch *match, guint32 move);
/* For a computer's move on another thread (a QdGdlGame is not thread
 * safe, and the front end reads the match's): a game of its own, the
 * rulesheet read again (to free), to search on that thread with the
 * match's state; then qd_gdl_match_move_of gives the match's id of the
 * move it chose (by its text: a grounded game numbers its moves alike, the
 * non-ground evaluation as it meets them). */
QdGdlGame  *qd_gdl_match_game_copy (QdGdlMatch *match, GError **error);
/* The match's id of `copy`'s move `move` in the state now, or -1 when it
 * is not a legal move of the mover there. */
gint        qd_gdl_match_move_of   (QdGdlMatch *match, QdGdlGame *copy, guint32 move);
/* Each role's goal value in the state now (n_roles of them), -1 when it
 * has none (or several, in a state where the game goes on: qd_gdl_game_goal). */
void        qd_gdl_match_goals     (QdGdlMatch *match, gint *goals);
/* The record (see above), `players` the names of the roles' players
 * (n_roles; NULL: not written). */
char       *qd_gdl_match_record    (QdGdlMatch *match, const char *const *players);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdGdlMatch, qd_gdl_match_free)

G_END_DECLS
