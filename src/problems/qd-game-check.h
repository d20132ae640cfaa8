/* qd-game-check.h — what checking a two-player game's transcript shares
 * (kcell, kinarow): the value a searcher gave each move of its first ply,
 * heard from the search's listener, and those values in words.
 *
 * A check plays the game once with qd_game_check_first_ply as the listener
 * of each searching agent's move; the values kept explain a wrong line
 * (problems/<id>/qd-<id>-check.c). */
#pragma once

#include <glib.h>

#include "core/qd-check.h"
#include "core/qd-game.h"

G_BEGIN_DECLS

typedef struct {
  QdMove move;
  double value;          /* player 1's (MAX's) side; NAN: not searched */
  gint bound;            /* -1: at most (player 1's side), +1: at least, 0: exact */
} QdGameCheckCandidate;

/* The listener's data for one move: `candidates` has room for
 * `max_candidates` (the caller's); `max_to_move` when player 1 (MAX) moves. */
typedef struct {
  QdGameCheckCandidate *candidates;
  guint max_candidates;
  guint n_candidates;
  gboolean max_to_move;
  double alpha, beta;    /* what the root child being searched received */
} QdGameCheckPly;

/* Fills a QdGameCheckPly (its listener data) from a search's first ply: the
 * root's moves in the order searched, then each one's value. */
extern const QdGameListener qd_game_check_first_ply;

/* "0.5", "-1": a value as the checks print it. */
char                       *qd_game_check_value_text     (double value);
/* "0.5", "at most 0", "at least 1" or "not searched". */
char                       *qd_game_check_candidate_text (const QdGameCheckCandidate *c);
const QdGameCheckCandidate *qd_game_check_find           (const QdGameCheckCandidate *candidates, guint n,
                                                          QdMove move);

/* A move in words, for qd_game_check_list. */
typedef char *(*QdGameCheckDescribe) (gpointer data, QdMove move);
/* "b2: 0, a1: at most 0, …": the candidates in the order searched. */
char                       *qd_game_check_list           (const QdGameCheckCandidate *candidates, guint n,
                                                          QdGameCheckDescribe describe, gpointer data);

/* Explains the answer's first wrong line, `index` (0-based, a line of the
 * transcript; `given` the answer's line there or NULL): the step of the
 * game's replay where the answer parts. */
typedef gint64 (*QdGameCheckExplain) (gconstpointer check, QdCheckResult *result, guint index, const char *given);
/* The verdict on `answer` against the game's transcript `expected`, a wrong
 * line explained by `explain` (a final newline missing or added under
 * --check-strict is explained already, and a line after the transcript's
 * last: their step `n_moves`); `reference` is always filled. */
QdCheckResult              *qd_game_check_answer         (const QdCheckReference *expected, const char *answer,
                                                          gsize length, gboolean strict, guint n_moves,
                                                          QdGameCheckExplain explain, gconstpointer check);

G_END_DECLS
