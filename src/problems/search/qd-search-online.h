/* qd-search-online.h — online search agents in a maze they do not know:
 * ONLINE-DFS-AGENT (AIMA 3rd ed., fig. 4.21) and LRTA*-AGENT (fig. 4.24).
 *
 * The agent sees only the cell it stands on: its actions (the free
 * neighbours, so the walls around it are seen too) and, for LRTA*, h of the
 * cell (the maze's Manhattan distance to the goal × the least cell cost, the
 * octile distance in an 8-connected maze).  It learns result[s, a] as it
 * walks.  Actions are tried in a fixed order, clockwise from up: up, right,
 * down, left (4-connected); up, up-right, right, down-right, down,
 * down-left, left, up-left (8-connected); ties go to the first in that
 * order, so a walk is a function of the maze alone.
 *
 * Online-DFS (fig. 4.21) keeps untried[s] (the actions not yet taken from s)
 * and unbacktracked[s] (the cells to step back to).  The book's pseudocode
 * also pushes s onto unbacktracked[s'] after a step back, which sends the
 * agent to and fro between two cells for ever; here only a step taken from
 * untried pushes.  It needs reversible moves (a maze's are).  Between
 * trials it keeps the result table (its map, shown on the board) but starts
 * untried and unbacktracked afresh: it does not use the map to act, so every
 * trial walks the same path.
 *
 * LRTA* (fig. 4.24) keeps H[s], set to h(s) when s is first reached and, after
 * each move from s, to min over b of LRTA*-COST (s, b, result[s, b], H):
 * h(s) when result[s, b] is unknown, else c(s, b, s') + H[s'].  As in the
 * figure, reaching the goal stops the agent before it records the last
 * move or updates H.  Result and H persist between trials, which is how its
 * cost converges to the optimal one.
 *
 * Each step is one call of the agent function and the move it returns;
 * nothing is allocated after qd_search_online_new.
 */
#pragma once

#include "core/qd-check.h"
#include "core/qd-practice.h"
#include "problems/search/qd-search-maze.h"

G_BEGIN_DECLS

typedef enum {
  QD_SEARCH_ONLINE_DFS,
  QD_SEARCH_ONLINE_LRTA,
} QdSearchOnlineAgent;

typedef enum {
  QD_SEARCH_ONLINE_WALKING,     /* the trial goes on */
  QD_SEARCH_ONLINE_GOAL,        /* the agent stands on the goal */
  QD_SEARCH_ONLINE_EXHAUSTED,   /* Online-DFS: nothing untried, nothing to step back to */
  QD_SEARCH_ONLINE_STEP_LIMIT,  /* the trial's moves ran out */
} QdSearchOnlineStatus;

/* At most this many moves a trial may be given. */
#define QD_SEARCH_ONLINE_MAX_STEPS 100000000u

typedef struct {
  guint from, to;        /* cells */
  guint direction;       /* 0–7: N NE E SE S SW W NW */
  double cost;           /* of this move */
  gboolean back;         /* Online-DFS: a step back (from unbacktracked) */
  gboolean updated;      /* LRTA*: H[h_cell] was updated before the move */
  guint h_cell;
  double h_old, h_new;
} QdSearchOnlineMove;

typedef struct _QdSearchOnline QdSearchOnline;

/* An agent at the maze's start knowing nothing (the maze is copied).
 * step_limit: the moves a trial may take, 1 … QD_SEARCH_ONLINE_MAX_STEPS;
 * 0 for the default, qd_search_online_default_limit. */
QdSearchOnline *qd_search_online_new (const QdSearchMaze *maze, QdSearchOnlineAgent agent, guint64 step_limit);
void            qd_search_online_free (QdSearchOnline *online);
/* The default step limit: 1,000,000 or 16 × the cells, the larger. */
guint64         qd_search_online_default_limit (const QdSearchMaze *maze);

/* One step: the agent function on the cell it stands on, then its move.
 * Returns the trial's status after it (a trial that has ended stays so);
 * `move` (nullable) is filled when the agent moved (qd_search_online_moved):
 * a step that finds the goal, or the end, does not move. */
QdSearchOnlineStatus qd_search_online_step (QdSearchOnline *online, QdSearchOnlineMove *move);
/* TRUE when the last qd_search_online_step moved the agent. */
gboolean        qd_search_online_moved (const QdSearchOnline *online);
/* Steps until the trial ends or *stop (nullable) becomes non-zero. */
QdSearchOnlineStatus qd_search_online_run_trial (QdSearchOnline *online, const gint *stop);
/* The agent back on the start, what it learnt kept (see above); the trial
 * count goes up.  The first trial needs no call. */
void            qd_search_online_new_trial (QdSearchOnline *online);

QdSearchOnlineAgent  qd_search_online_agent (const QdSearchOnline *online);
const QdSearchMaze  *qd_search_online_maze (const QdSearchOnline *online);
QdSearchOnlineStatus qd_search_online_status (const QdSearchOnline *online);
guint           qd_search_online_trial (const QdSearchOnline *online);     /* 1, 2, … */
guint           qd_search_online_cell (const QdSearchOnline *online);      /* where the agent stands */
double          qd_search_online_cost (const QdSearchOnline *online);      /* of this trial's walk */
guint64         qd_search_online_n_moves (const QdSearchOnline *online);   /* this trial's */
guint64         qd_search_online_step_limit (const QdSearchOnline *online);
/* This trial's path: its moves' directions (0–7), from the start. */
const guint8   *qd_search_online_path (const QdSearchOnline *online);
/* The costs of the ended trials, in order (n: the count). */
const double   *qd_search_online_trial_costs (const QdSearchOnline *online, guint *n);

/* What the agent knows of a cell: seen (stood on, or next to a cell stood
 * on), visited (stood on, in any trial). */
gboolean        qd_search_online_seen (const QdSearchOnline *online, guint cell);
gboolean        qd_search_online_visited (const QdSearchOnline *online, guint cell);
/* result[cell, direction]: the cell reached, or -1 when not learnt. */
gint            qd_search_online_result (const QdSearchOnline *online, guint cell, guint direction);
/* LRTA*'s H[cell], NAN when the cell has none yet (and always for Online-DFS). */
double          qd_search_online_h_value (const QdSearchOnline *online, guint cell);
/* h(cell), the estimate the agent sees there (LRTA*'s first H). */
double          qd_search_online_h (const QdSearchOnline *online, guint cell);
/* Online-DFS's untried[cell] in this trial, a bit per direction (bit d:
 * direction d); 0 when the cell has none (or for LRTA*). */
guint           qd_search_online_untried (const QdSearchOnline *online, guint cell);
/* Online-DFS's unbacktracked[cell] in this trial, the top first: up to `max`
 * cells into `cells`; the count stored. */
guint           qd_search_online_unbacktracked (const QdSearchOnline *online, guint cell, guint *cells, guint max);
/* The cells learnt: those with an H (LRTA*) or visited (Online-DFS). */
guint           qd_search_online_n_known (const QdSearchOnline *online);

const char     *qd_search_online_agent_to_string (QdSearchOnlineAgent agent);  /* "dfs" "lrta" */
gboolean        qd_search_online_agent_from_string (const char *text, QdSearchOnlineAgent *agent);
/* "up" "up-right" "right" … */
const char     *qd_search_online_direction_name (guint direction);

/* A small maze for LRTA*'s hand exercise (qd-search-online-gen.c): 2 × 5
 * (difficulty 0), 3 × 6 (1) or 3 × 7 (2) cells, some walls, the start in the
 * left column, the goal at the right; drawn until LRTA*'s first trial takes
 * 5–8, 7–10 or 9–12 moves and raises some H above its h.  The same seed,
 * the same maze. */
QdSearchMaze   *qd_search_online_exercise (guint64 seed, guint difficulty);

/* Practice (qd-search-online-practice.c) on the agent's first trial in
 * `maze`, each question asked with the agent after k moves (its step k):
 * LRTA*'s new H of the cell it came from (a decision when H changed, else
 * every step), the cell it moves to next (typed "R C" or clicked), and at
 * the end the trial's cost; at most QD_SEARCH_ONLINE_PRACTICE_MOVES moves. */
#define QD_SEARCH_ONLINE_PRACTICE_MOVES 200
QdPractice     *qd_search_online_practice_new (const QdSearchMaze *maze, QdSearchOnlineAgent agent);

/* --- Text (qd-search-online-text.c) ----------------------------------- */

/* The optimal path's cost by uniform-cost search on the whole (known) maze;
 * NAN when there is none or *stop (nullable) was set. */
double          qd_search_online_optimal (const QdSearchDoc *doc, const gint *stop);
/* The lines of `quandary-cli search FILE --online AGENT [--steps]`:
 * "optimal C" ("optimal none"); with --steps, LRTA*'s "  H(R C) ← V (was W)"
 * then "  move K: R C → R C DIRECTION[ (back)] cost C"; after each trial
 * "trial T cost C moves M ratio R" (R: cost / optimal, three decimals). */
void            qd_search_online_append_optimal (GString *out, double optimal);
void            qd_search_online_append_move    (GString *out, const QdSearchMaze *maze, guint64 k,
                                                 const QdSearchOnlineMove *move);
void            qd_search_online_append_trial   (GString *out, const QdSearchOnline *online, double optimal);
/* The whole output of `--online AGENT --trials N --steps` on a maze's
 * document (a worksheet's key). */
char           *qd_search_online_steps_text     (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trials);

/* --- Check an Answer (qd-search-online-check.c) ----------------------- */

/* The agent's trials walked once, with the output of `--online AGENT
 * --trials N [--steps]` and which step made each of its lines, to check
 * answers against.  NULL when *stop (nullable) was set. */
typedef struct _QdSearchOnlineCheck QdSearchOnlineCheck;
QdSearchOnlineCheck *qd_search_online_check_new (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trials,
                                                 guint64 step_limit, gboolean steps, const gint *stop);
void            qd_search_online_check_free   (QdSearchOnlineCheck *check);
/* The agent after the walk: its status is not QD_SEARCH_ONLINE_GOAL when
 * a trial failed (the output then stops before that trial's line). */
const QdSearchOnline *qd_search_online_check_agent (const QdSearchOnlineCheck *check);
/* The right output (its lines as above). */
const char     *qd_search_online_check_text   (const QdSearchOnlineCheck *check);
/* An answer against it: a verdict (core/qd-check.h) whose explanation says
 * the rule that made the first line it differs on, and whose step is the
 * moves made (over all trials) when that rule was applied: before the move
 * of a move or H line, 0 for the optimal line, all the trial's for its
 * trial line. */
QdCheckResult  *qd_search_online_check_answer (const QdSearchOnlineCheck *check, const char *answer, gsize length,
                                               gboolean strict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchOnline, qd_search_online_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSearchOnlineCheck, qd_search_online_check_free)

G_END_DECLS
