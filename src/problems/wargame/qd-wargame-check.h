/* qd-wargame-check.h — a student's war-game log checked against the board
 * and the rules: every move legal in its turn, the scores each line claims,
 * and the node counts and moves of the deterministic agents it names.
 *
 * A log is the --log format (data/FORMATS.md), which a student's log may
 * enrich with claims:
 *
 *   agent blue alphabeta:3          before the first move: who plays a side
 *   blue drop A5 nodes 1234         the nodes the mover's search visited
 *   green blitz B5 score blue 66 green 107   the scores after the move
 *   final blue 869 green 784        when the board is full
 *
 * ("nodes N" and "score blue S green S" may follow the square and any
 * "failed" list, in that order.)  Many logs are right (any legal game), so
 * the check is of validity: the first line that is wrong, or one past the
 * end when the finished game's final line is missing.  Where a side's agent
 * is minimax:D or alphabeta:D (named by an agent line, else by the command
 * line), its search runs again on that position: the log's move must be its
 * move and a claimed node count its count.  Other agents (engine, random,
 * human) are not rerun: their moves need only be legal, their counts are
 * not checked. */
#pragma once

#include "core/qd-check.h"
#include "qd-wargame-agent.h"
#include "qd-wargame-record.h"
#include "qd-wargame-rules.h"

G_BEGIN_DECLS

typedef struct _QdWargameCheck QdWargameCheck;

/* A check of logs on `rules` (referenced); `agents` (blue, green; either
 * NULL) the agents the command line names, used where a log names none. */
QdWargameCheck *qd_wargame_check_new    (QdWargameRules *rules, const QdWargameAgentSpec *blue,
                                         const QdWargameAgentSpec *green);
/* The verdict on `answer`.  For WRONG an explanation, `step` the moves of
 * the log replayed before the wrong line (the replay's position where the
 * wrong move is played, or the last position for a wrong or missing final
 * line), `reference` the log as it should read up to that line (the right
 * line last, `reference_line` it); for CORRECT `reference` is the log as
 * Quandary writes it.  Thread-safe for one check. */
QdCheckResult  *qd_wargame_check_answer (QdWargameCheck *check, const char *answer, gsize length, gboolean strict);
void            qd_wargame_check_free   (QdWargameCheck *check);
/* The game of a result's `reference` on `rules` (for the tab's replay): its
 * move lines as long as they are legal, their claims left out. */
QdWargameRecord *qd_wargame_check_record (QdWargameRules *rules, const char *reference);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameCheck, qd_wargame_check_free)

G_END_DECLS
