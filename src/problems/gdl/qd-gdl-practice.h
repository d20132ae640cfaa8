/* qd-gdl-practice.h — practice on a GDL game (core/qd-practice.h): a
 * sequence of moves (played, or given) replayed, and before each move the
 * questions of the General Game Playing course asked on its state:
 *   - "Which moves are legal for ROLE?" (the role on turn; a set of moves;
 *     where the roles move together, each role with a choice, in the
 *     roles' order, each question a step in the same state);
 *   - "Which facts does MOVE add to the state?" and "Which facts does it
 *     remove?" — the next state asked as what changes, two sets of facts:
 *     a Connect Four state holds 43 facts, typing them all again would be
 *     copying, not reasoning; the next state is the state with the added
 *     facts in and the removed ones out;
 *   - "Which goal value does ROLE have in this state?" (a number), wherever
 *     one goal value of the role holds (not where several do, which a
 *     state where the game goes on may give: qd-gdl.h), and at the end.
 * Each answer's why is one sentence from the proof tree (qd-gdl-why.h):
 * "(legal x (mark 1 1)) because of rule 33 with (true (control x)), …".
 *
 * Levels: the legal moves are the decisions; the facts added and removed,
 * and a goal before the end, steps; the goals at the last state the end.
 * A question's `step` is the number of moves played before it (0: the
 * first state).  Names: a move or a fact as a term, in any case and
 * spacing, with or without its outer parentheses ("mark 1 1" is
 * "(mark 1 1)"); several may be written one after the other. */
#pragma once

#include "core/qd-practice.h"
#include "qd-gdl.h"

G_BEGIN_DECLS

/* The questions on `game` from `start` (state_words words; NULL: the
 * initial state) through `moves` (n_moves move ids, each the role on
 * turn's: the others play their only move; where the roles move together,
 * each choosing role's, in the roles' order, as the tab records them).
 * NULL with an error when a move is not legal where it is played, a ply's
 * choices are missing, or the reasoner fails (a limit).  The game is read while the questions are made, not
 * after. */
QdPractice     *qd_gdl_practice_new   (QdGdlGame *game, const guint64 *start, const guint32 *moves, guint n_moves,
                                       GError **error);
/* The state at `step` (0 .. n_moves; state_words words), NULL past the last. */
const guint64  *qd_gdl_practice_state (const QdPractice *practice, guint step);
/* The plies (joint moves) played before `step`: `step` where the roles
 * take turns, fewer where they move together (the last step's past it). */
guint           qd_gdl_practice_plies (const QdPractice *practice, guint step);
/* A term as the questions compare it: its symbols in lower case, one space
 * between, outer parentheses added to "f a b"; several terms one after the
 * other are returned joined by '\n'; NULL when it is no term.  Free it. */
char           *qd_gdl_practice_key   (const char *typed);

G_END_DECLS
