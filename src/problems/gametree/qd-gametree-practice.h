/* qd-gametree-practice.h — practice on a game tree's search (core/qd-practice.h):
 * for each inner node in the order it returns, the value it returns, then
 * (alpha-beta) its α and β and which of its children are pruned (under
 * expectiminimax a chance node's value, the sum of its outcomes' values
 * times their probabilities, right to two decimals); at the end
 * the root's value and (alpha-beta) the leaves pruned.  Each question is
 * asked with the replay stopped just before the node returns (the events
 * before its return shown), and a wrong answer is explained by the check's
 * sentences (qd_gametree_check_why).
 *
 * Levels: the values are the decisions; α, β and the pruned children steps;
 * the root's value and the pruned leaves the end.  Names: a node's path
 * ("r.0.1") or its label ("B"), in any case; a clicked node's path. */
#pragma once

#include "core/qd-practice.h"
#include "problems/qd-tree-search.h"

G_BEGIN_DECLS

/* The questions of `tree` searched with `algorithm` (the tree copied). */
QdPractice *qd_gametree_practice_new (const QdGameTree *tree, QdGameSearchAlgorithm algorithm);

G_END_DECLS
