/* qd-kinarow-agent.h — the players of k in a row: a human, a random mover,
 * and searchers on the shared game engine (src/core/qd-game.h,
 * src/core/qd-game-mcts.h).
 *
 * Agent names (the command line's and the saved game's):
 *   human                  moves typed or clicked by a person
 *   random                 a uniformly random legal move (seeded)
 *   minimax                minimax to the end of the game, no cutoff
 *   alphabeta              alpha-beta to the end of the game, no cutoff
 *   alphabeta:DEPTH        alpha-beta with a cutoff test at DEPTH plies and
 *                          the open-lines evaluation (qd_kinarow_heuristic)
 *   mcts, mcts:ITERATIONS, Monte Carlo tree search (UCT), its budget and
 *   mcts:ms=MS, …          settings as core/qd-game-mcts.h reads them
 *   engine, engine:MS      the strong searcher (core/qd-game-engine.h):
 *                          iterative deepening alpha-beta with a
 *                          transposition table, MS milliseconds a move
 *                          (1000 by default), the same evaluation
 *   program:COMMAND        an outside agent (core/qd-agent.h, docs/agents.md):
 *   agent:NAME             a program, or one of the registry's
 * Connect Four's exact solver (`perfect`) is to come: see
 * qd_kinarow_agent_parse.
 * Values are from player 1's side: +1 a win, -1 a loss, 0 a draw at the end
 * of a game; the evaluation lies strictly between.
 */
#pragma once

#include "core/qd-agent.h"
#include "core/qd-game.h"
#include "core/qd-game-mcts.h"
#include "core/qd-search-tree.h"
#include "qd-kinarow.h"

G_BEGIN_DECLS

typedef enum {
  QD_KINAROW_AGENT_HUMAN,
  QD_KINAROW_AGENT_RANDOM,
  QD_KINAROW_AGENT_MINIMAX,
  QD_KINAROW_AGENT_ALPHABETA,
  QD_KINAROW_AGENT_HEURISTIC,      /* alphabeta:DEPTH */
  QD_KINAROW_AGENT_MCTS,
  QD_KINAROW_AGENT_ENGINE,         /* engine, engine:MS */
  QD_KINAROW_AGENT_OUTSIDE,        /* program:COMMAND or agent:NAME */
  QD_KINAROW_N_AGENT_KINDS
} QdKinarowAgentKind;

#define QD_KINAROW_MAX_DEPTH 64
#define QD_KINAROW_ENGINE_DEFAULT_MS 1000
#define QD_KINAROW_ENGINE_MAX_MS 3600000

typedef struct {
  QdKinarowAgentKind kind;
  guint depth;            /* the cutoff of alphabeta:DEPTH, 1..64 */
  guint time_ms;          /* the engine's time a move */
  QdMctsOptions mcts;     /* MCTS: its budget and settings (seed and stop set by choose) */
  QdAgent *outside;       /* an outside agent's program (borrowed), set by
                           * whoever runs the game; NULL after parsing */
} QdKinarowAgent;

gboolean    qd_kinarow_agent_parse      (const char *name, QdKinarowAgent *agent, GError **error);
/* Whether `name` is a player's name (qd_kinarow_agent_parse without the agent). */
gboolean    qd_kinarow_agent_check      (const char *name, GError **error);
char       *qd_kinarow_agent_to_string  (const QdKinarowAgent *agent);
/* "Alpha-beta, depth 6": for people (translated). */
char       *qd_kinarow_agent_describe   (const QdKinarowAgent *agent);

/* The evaluation of a position that is not over, from player 1's side,
 * strictly inside (-1, 1): open lines (see qd-kinarow-search.c). */
double      qd_kinarow_heuristic        (const QdKinarowRules *rules, const QdKinarowPosition *pos);

typedef struct {
  const gint *stop;       /* optional, read atomically */
  gint64 deadline_us;     /* g_get_monotonic_time() deadline, 0: none */
  GRand *rand;            /* random moves, and the seed of MCTS (required by them) */
  /* Optional: an unbound game tree the searching agents record into (bound,
   * fed and finished by the search; MCTS's has N, U/N and UCB1 per node;
   * random moves and the engine leave it unbound). */
  QdSearchTree *tree;
  const QdGameListener *listener;
  gpointer listener_data;
  guint64 max_nodes;      /* a node budget instead of (or beside) the deadline, 0: none */
  gint64 *progress_nodes; /* optional: nodes (MCTS: iterations) so far, set atomically */
  /* The moves from the start to `pos` (an outside agent is sent them). */
  const guint16 *history;
  guint n_history;
} QdKinarowChooseOptions;

typedef struct {
  guint move;             /* a cell, or G_MAXUINT when none was chosen */
  QdGameSearchResult search;  /* nodes, value, time; zero for random (MCTS: iterations as nodes) */
  GError *forfeit;        /* an outside agent's cause of forfeit (to free), else NULL */
} QdKinarowChoice;

/* The agent's move in `pos` (not over).  FALSE for a human, when the search
 * was stopped (cancelled or past the deadline), or when an outside agent
 * forfeits (choice->forfeit, to free): choice->move is then G_MAXUINT. */
gboolean    qd_kinarow_agent_choose     (const QdKinarowAgent *agent, const QdKinarowRules *rules,
                                         const QdKinarowPosition *pos, const QdKinarowChooseOptions *options,
                                         QdKinarowChoice *choice);

/* An outside agent's move (qd-kinarow-outside.c), called by choose. */
gboolean    qd_kinarow_outside_choose   (const QdKinarowAgent *agent, const QdKinarowRules *rules,
                                         const QdKinarowPosition *pos, const QdKinarowChooseOptions *options,
                                         QdKinarowChoice *choice);

/* A move's label in a search tree (QdSearchTreeMoveText): "b2", or "column 4". */
void        qd_kinarow_move_text        (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover,
                                         QdMove move, GString *out);

/* The game vtable of the searchers (qd-kinarow-search.c): rules and
 * whether the evaluation is used at a cutoff (else 0).  game.data points to
 * the struct itself, which must outlive the searches (and not move). */
typedef struct {
  QdGame game;
  QdKinarowRules rules;
  gboolean heuristic;
} QdKinarowSearchGame;

void        qd_kinarow_search_game_init (QdKinarowSearchGame *sg, const QdKinarowRules *rules, gboolean heuristic);

G_END_DECLS
