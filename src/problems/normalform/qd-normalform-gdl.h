/* qd-normalform-gdl.h — a normal-form game read from a one-shot
 * simultaneous rulesheet of the Game Description Language (rock-paper-
 * scissors, a one-round prisoner's dilemma): the roles are the players,
 * their legal moves in the initial state the strategies, and the goal
 * values (exact integers 0 to 100, as the rules give them) the payoffs.
 * The General Games tab's reasoner makes the table. */
#pragma once

#include "problems/normalform/qd-normalform.h"

G_BEGIN_DECLS

/* Whether `path` names a rulesheet (*.kif, *.gdl). */
gboolean      qd_normalform_is_rulesheet (const char *path);
/* The game of the rulesheet at `path`, or NULL with an error naming the file
 * (not one-shot: the joint move after which it goes on; past the table's
 * limits: the counts).  Moves become strategy names without their
 * parentheses, spaces as '_' ("(mark 1 1)" is "mark_1_1"). */
QdNormalform *qd_normalform_read_rulesheet (const char *path, GError **error);

G_END_DECLS
