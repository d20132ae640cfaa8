/* qd-match.h — one game between two players or more, played to its end: the loop
 * that every game's command, `agent-test` (the command and the window's),
 * tournaments and grading play through.
 *
 * A game gives its rules as a QdMatchRules over its own mutable match
 * (`game`: its rules, position and record, which the loop never looks
 * into): who is to move, whether it is over and who won, a player's move,
 * and how a move is played.  Each player is a QdMatchPlayer: its name as
 * given ("random", "mcts:50", "program:./agent"), whether a person plays
 * it, and its outside agent (core/qd-agent.h) when it is one.  The loop
 * asks the player to move (the game's `choose` for a computer or an outside
 * agent, the front end's `human` for a person), keeps the clock and the
 * stop flag, tells the front end of each move, and ends with a typed
 * QdMatchResult: how it ended, the winner, the scores, the plies and why.
 *
 * A forfeit (an outside agent that broke the rules or the protocol) ends
 * the game for the other player (in a game of more than two, the others
 * score 1 and no one wins).  A game of more than two players (a GDL game of
 * three roles) says how many (QdMatchRules.n_players); one where players
 * move together asks them in turn, each move played by its rules hidden
 * until all have chosen (the rules' own business: GDL's joint moves).
 * There is no stdio here: the command line
 * (cli/qd-cli-match.h) and the window hang their output on the listener. */
#pragma once

#include <glib.h>

#include "qd-agent.h"
#include "qd-search-tree.h"

G_BEGIN_DECLS

/* How a turn ended, and how a match did. */
typedef enum {
  QD_MATCH_MOVED,            /* a turn: the player chose a move (never a match's end) */
  QD_MATCH_OVER,             /* the game reached its end by its rules */
  QD_MATCH_FORFEIT,          /* a player broke the rules: the other wins */
  QD_MATCH_STOPPED,          /* stopped from outside (Ctrl-C, Stop) */
  QD_MATCH_RAN_OUT,          /* the time limit ran out */
  QD_MATCH_NO_INPUT,         /* a person's input ended before the game */
} QdMatchEnd;

/* Players of a game at most. */
#define QD_MATCH_MAX_PLAYERS 8

/* How the reason of a forfeit starts: then its cause. */
#define QD_MATCH_FORFEIT_PREFIX "forfeit: "

typedef struct {
  QdMatchEnd end;
  gint winner;               /* 1 or 2 (up to n_players); 0: a draw; -1: none (stopped, ran out,
                              * no input) */
  double scores[QD_MATCH_MAX_PLAYERS]; /* the players' scores: 1 and 0 for a win, ½ each for a
                              * draw, or the game's own points (the war game's squares, GDL's
                              * goals / 100) */
  guint plies;               /* the moves of the game, those it started from included */
  guint forfeiter;           /* 1, 2 (… n_players) when `end` is QD_MATCH_FORFEIT, else 0 */
  char *reason;              /* free text, for people: "forfeit: CAUSE" for a forfeit */
  guint n_players;           /* the players of the game: 0 or 2 for two, else up to
                              * QD_MATCH_MAX_PLAYERS (qd_match_result_n_players) */
} QdMatchResult;

typedef struct {
  const char *name;          /* the player as given: "random", "mcts:50", "program:./agent" */
  gboolean human;            /* a person: the front end's `human` asks */
  QdAgent *outside;          /* its outside agent, or NULL (not owned) */
} QdMatchPlayer;

/* What a player is asked with. */
typedef struct {
  guint player;              /* 0 or 1 (… n_players - 1) */
  guint ply;                 /* the moves played so far */
  const QdMatchPlayer *who;
  gint64 deadline_us;        /* g_get_monotonic_time () deadline of the whole game; 0: none */
  const gint *stop;          /* read atomically: non-zero stops the move (no forfeit) */
} QdMatchTurn;

/* What a game's match shares with its front end of its computer players'
 * searches (the command's --tree and --report, the window's). */
typedef struct {
  /* Set by the front end before a move, read by the next computer's
   * `choose`: the tree its search records into (an unbound one), or NULL. */
  QdSearchTree *tree;
  /* Set by `choose`: what the move's search found (an outside agent's
   * nodes and time); `searched` FALSE when nothing was (a random move). */
  QdGameSearchResult result;
  gboolean searched;
} QdMatchSearch;

/* The rules of a game, over its own match `game`. */
typedef struct {
  /* 0 or 1 (… n_players - 1): the player to move. */
  guint      (*to_move) (gpointer game);
  /* Optional: the players of the game, 2 to QD_MATCH_MAX_PLAYERS (NULL: 2). */
  guint      (*n_players) (gpointer game);
  /* FALSE while the game goes on; TRUE when it is over, with
   * result->winner, scores and reason (owned: g_strdup'd) set. */
  gboolean   (*over)    (gpointer game, QdMatchResult *result);
  /* A computer's or an outside agent's move: QD_MATCH_MOVED and *move, or
   * QD_MATCH_FORFEIT with the cause, QD_MATCH_STOPPED or QD_MATCH_RAN_OUT. */
  QdMatchEnd (*choose)  (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause);
  /* Plays the move (legal: it came from `choose` or `parse`) and records it. */
  void       (*play)    (gpointer game, guint32 move);
  /* The move as the game writes it ("b2", "pass", "C3"), to free. */
  char      *(*move_text) (gpointer game, guint32 move);
  /* Optional, for a person's moves: the prompt (to free) and a move read
   * from what was typed (FALSE with a message to show, and ask again). */
  char      *(*prompt)  (gpointer game, guint player);
  gboolean   (*parse)   (gpointer game, const char *text, guint32 *move, GError **error);
  /* Optional: FALSE when `move` may not be played now.  A computer's or an
   * outside agent's illegal move forfeits; a person's is refused
   * (qd_match_submit_move).  NULL: every move given is legal. */
  gboolean   (*legal)   (gpointer game, guint32 move);
} QdMatchRules;

/* What the front end hears of a match; every member may be NULL. */
typedef struct {
  /* Before the player to move is asked. */
  void       (*turn)  (gpointer data, gpointer game, const QdMatchTurn *turn);
  /* After the move is played. */
  void       (*moved) (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move);
  /* A person's move (turn->who->human), as `choose` returns it; NULL: a
   * person cannot play here (QD_MATCH_NO_INPUT). */
  QdMatchEnd (*human) (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move);
  /* Around a computer's or an outside agent's move: the stop flag its
   * move takes (NULL: the match's), then released after it. */
  const gint *(*catch_stop) (gpointer data, const QdMatchTurn *turn);
  void       (*release_stop) (gpointer data, const QdMatchTurn *turn);
  /* A turn that ended without a move (`end`), before the match ends: the
   * cause of a forfeit in `cause` (which the listener may keep: steal it
   * and set *cause to NULL; the result's reason is made first). */
  void       (*no_move) (gpointer data, gpointer game, const QdMatchTurn *turn, QdMatchEnd end, GError **cause);
} QdMatchListener;

typedef struct {
  gint64 deadline_us;        /* 0: no time limit */
  const gint *stop;          /* optional: a stop of the whole match */
  const QdMatchListener *listener;
  gpointer listener_data;
} QdMatchOptions;

/* Plays from the game's position to its end, or to the first turn
 * without a move; `players` are 0 and 1 (… the rules' n_players - 1);
 * `result` is set (clear it with
 * qd_match_result_clear).  `plies` counts the moves `game` started with:
 * result->plies adds those played.  Returns result->end. */
QdMatchEnd qd_match_play          (const QdMatchRules *rules, gpointer game, const QdMatchPlayer *players,
                                   guint plies, const QdMatchOptions *options, QdMatchResult *result);
void       qd_match_result_clear  (QdMatchResult *result);
/* The players of the result's game: 2 unless n_players says more. */
guint      qd_match_result_n_players (const QdMatchResult *result);
/* The players of the rules' game in its position: 2 unless they say more. */
guint      qd_match_rules_n_players (const QdMatchRules *rules, gpointer game);
/* The result of a game the rules ended: scores 1/0 or ½/½ from `winner`
 * (1, 2 or 0), and the reason (copied). */
void       qd_match_result_set_winner (QdMatchResult *result, gint winner, const char *reason);

/* agent-test's short game (QdProblemGame.test_match's `game`): `agent` on
 * `side` (0: first) against "random", the moves as `move_text` writes them
 * (spaces between) and " (REASON)" appended to `transcript`; FALSE with the
 * cause when the agent forfeits, or G_IO_ERROR_CANCELLED when `stop`
 * (optional) was set. */
gboolean   qd_match_test_game         (const QdMatchRules *rules, gpointer game, QdAgent *agent, guint side,
                                       const gint *stop, GString *transcript, GError **error);

/* The result as one line of JSON, for `--result FILE` (docs/contracts.md):
 * {"game": "GAME", "players": ["random", "mcts:50"], "winner": 1,
 *  "scores": [1, 0], "plies": 9, "reason": "…"}, winner null for a draw
 * or no winner, "end" the QdMatchEnd's word; `players` and the scores one
 * per player (qd_match_result_n_players).  To free. */
char      *qd_match_result_to_json    (const QdMatchResult *result, const char *game, const char *const *players);
/* Reads such a line back (a grader's or a tournament's), 2 to
 * QD_MATCH_MAX_PLAYERS scores: FALSE with the error when it is not one.  `result` is set (clear it). */
gboolean   qd_match_result_from_json  (const char *text, gsize length, QdMatchResult *result, GError **error);
const char *qd_match_end_to_string    (QdMatchEnd end);
/* For a game's `choose` whose player gave no move: a forfeit with the
 * agent's cause `forfeit` (taken into *cause), else stopped for an outside
 * agent (turn->who->outside) and the time run out for a computer. */
QdMatchEnd qd_match_no_move           (const QdMatchTurn *turn, GError *forfeit, GError **cause);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (QdMatchResult, qd_match_result_clear)

G_END_DECLS
