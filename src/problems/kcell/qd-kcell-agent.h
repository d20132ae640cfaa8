/* qd-kcell-agent.h — the players of KCell: a human, a random mover, and
 * searchers on the shared game engine (src/core/qd-game.h).
 *
 * Agent names (the command line's and the saved game's):
 *   human                  moves typed or clicked by a person
 *   random                 a uniformly random legal move (seeded)
 *   minimax                minimax to the end of the game, no cutoff
 *   alphabeta              alpha-beta to the end of the game, no cutoff
 *   alphabeta:DEPTH        alpha-beta with a cutoff test at DEPTH plies and
 *                          the project's heuristic (qd_kcell_heuristic)
 *   random-heuristic:DEPTH alpha-beta with the cutoff at DEPTH and the course's
 *                          RandomKCellHeuristic: uniform in [-1, 1), seeded
 *   mcts[:ITERATIONS]      Monte Carlo tree search (core/qd-game-mcts.h), also
 *   mcts:ms=MS             mcts:ms=MS, and ,c=C ,playout=guided (the heuristic)
 *   program:COMMAND        an outside agent (core/qd-agent.h, docs/agents.md):
 *   agent:NAME             a program, or one of the registry's
 * Values are from player 1's side: +1 a win, -1 a loss, 0 a draw at the end
 * of a game; heuristic estimates lie strictly between.
 */
#pragma once

#include "core/qd-agent.h"
#include "core/qd-search-tree.h"
#include "core/qd-game.h"
#include "core/qd-game-mcts.h"
#include "qd-kcell.h"

G_BEGIN_DECLS

typedef enum {
  QD_KCELL_AGENT_HUMAN,
  QD_KCELL_AGENT_RANDOM,
  QD_KCELL_AGENT_MINIMAX,
  QD_KCELL_AGENT_ALPHABETA,
  QD_KCELL_AGENT_HEURISTIC,
  QD_KCELL_AGENT_RANDOM_HEURISTIC,
  QD_KCELL_AGENT_MCTS,           /* mcts, mcts:N, mcts:ms=MS */
  QD_KCELL_AGENT_OUTSIDE,        /* program:COMMAND or agent:NAME */
  QD_KCELL_N_AGENT_KINDS
} QdKcellAgentKind;

#define QD_KCELL_MAX_DEPTH 64

typedef struct {
  QdKcellAgentKind kind;
  guint depth;            /* the cutoff of the two heuristic agents, 1..64 */
  QdAgent *outside;       /* an outside agent's program (borrowed), set by
                           * whoever runs the game; NULL after parsing */
  QdMctsOptions mcts;     /* QD_KCELL_AGENT_MCTS: the spec's budget, c and playout */
} QdKcellAgent;

gboolean    qd_kcell_agent_parse      (const char *name, QdKcellAgent *agent, GError **error);
char       *qd_kcell_agent_to_string  (const QdKcellAgent *agent);
/* "Alpha-beta, heuristic, depth 6": for people (translated). */
char       *qd_kcell_agent_describe   (const QdKcellAgent *agent);
gboolean    qd_kcell_agent_has_depth  (QdKcellAgentKind kind);

/* The project's evaluation of a position that is not over, from player 1's
 * side, strictly inside (-1, 1).  See the comment in qd-kcell-agent.c. */
double      qd_kcell_heuristic        (const QdKcellRules *rules, const QdKcellPosition *pos);

typedef struct {
  const gint *stop;       /* optional, read atomically */
  gint64 deadline_us;     /* g_get_monotonic_time() deadline, 0: none */
  GRand *rand;            /* for random and random-heuristic (required by them) */
  /* Optional: an unbound game tree the searching agents record into (bound,
   * fed and finished by the search; a random agent leaves it unbound). */
  QdSearchTree *tree;
  /* Optional: a listener of the search (searching agents only). */
  const QdGameListener *listener;
  gpointer listener_data;
  guint64 max_nodes;      /* a node budget instead of (or beside) the deadline, 0: none */
  /* The moves from the start to `pos` (an outside agent is sent them). */
  const guint8 *history;
  guint n_history;
  /* MCTS: the game's seed and the moves played so far (its search's seed
   * comes from both: core/qd-game-mcts-agent.h). */
  guint64 seed;
  guint ply;
} QdKcellChooseOptions;

typedef struct {
  guint move;             /* a cell, QD_KCELL_PASS, or G_MAXUINT when none was chosen */
  QdGameSearchResult search;  /* nodes (MCTS: iterations), value, time; zero for random */
  GError *forfeit;        /* an outside agent's cause of forfeit (to free), else NULL */
} QdKcellChoice;

/* The agent's move in `pos` (not over).  FALSE for a human, when the
 * search was stopped (cancelled or past the deadline), or when an outside
 * agent forfeits (choice->forfeit, to free): choice->move is then
 * G_MAXUINT. */
gboolean    qd_kcell_agent_choose     (const QdKcellAgent *agent,
                                       const QdKcellRules *rules,
                                       const QdKcellPosition *pos,
                                       const QdKcellChooseOptions *options,
                                       QdKcellChoice *choice);

/* An outside agent's move (qd-kcell-outside.c): FALSE when it was stopped or
 * forfeits (choice->forfeit set: its cause).  Called by
 * qd_kcell_agent_choose for QD_KCELL_AGENT_OUTSIDE. */
gboolean    qd_kcell_outside_choose   (const QdKcellAgent *agent, const QdKcellRules *rules,
                                       const QdKcellPosition *pos, const QdKcellChooseOptions *options,
                                       QdKcellChoice *choice);
/* A move in the protocol's notation (and the saved game's): the 1-based
 * cell of the stone that moves, or "pass". */
char       *qd_kcell_move_notation    (guint move);
gboolean    qd_kcell_move_parse       (const QdKcellRules *rules, const char *text, guint *move);

/* A move's label in a search tree (QdSearchTreeMoveText): "cell 3" (the
 * stone on cell 3, counting from 1, moves), or "pass". */
void        qd_kcell_move_text        (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
                                       GString *out);

/* The game vtable of the searchers: rules and evaluation of one agent kind.
 * For tests (perft, minimax = alpha-beta); `rand` is used by the random
 * heuristic. */
typedef struct {
  QdGame game;
  QdKcellRules rules;
  QdKcellAgentKind kind;
  GRand *rand;
  double draw_value;      /* 0; the heuristic agent plays for a win (see .c) */
} QdKcellSearchGame;

void        qd_kcell_search_game_init (QdKcellSearchGame *sg, const QdKcellRules *rules,
                                       QdKcellAgentKind kind, GRand *rand);

G_END_DECLS
