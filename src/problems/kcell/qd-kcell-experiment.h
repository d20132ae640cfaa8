/* qd-kcell-experiment.h — the statement's two experiments on KCell.
 *
 * Sizes: for each searcher without a cutoff (minimax, alpha-beta) and each
 * stone count N, the largest board K at which a whole game of the agent
 * against itself never takes longer than the budget (about 1 s) for a move.
 * A move is timed with the engine's deadline, so a size that is too large
 * costs one budget, not the whole search.  A budget in nodes instead
 * (max_nodes) gives the same table on every machine: the tests use it.
 *
 * Match: agent A (the project's heuristic) against agent B (the random
 * heuristic) on one board, A as player 1 in half of the games and as player
 * 2 in the other half; wins, draws, losses and time per move.  Every game has
 * its own seed, derived from the match's seed, the side and the game number.
 *
 * Both are sweeps (core/qd-sweep.h) of independent runs: sizes' run is one
 * (agent, N), the agent slowest, every N measured (the table stops at an
 * agent's first N where no board fits); match's run is one game, A as
 * player 1 first.  A run depends on its key alone, so shards, resumed files
 * and merges give the single run's table but for the times (and for what
 * the times decide: sizes' boards). */
#pragma once

#include "core/qd-progress.h"
#include "core/qd-sweep.h"
#include "qd-kcell-agent.h"

G_BEGIN_DECLS

/* Called after each run, with its index (on the running thread). */
typedef void (*QdKcellRunFunc) (gpointer user_data, guint64 index);

/* ------------------------------------------------------------- sizes */

typedef struct {
  QdKcellAgentKind kind;
  guint stones;
  guint cells;           /* the largest K within the budget; 0: not even K = 2N + 1 */
  guint64 nodes;         /* nodes of the first move at that size */
  gint64 slowest_us;     /* the slowest move of the game at that size */
  guint plies;           /* the game's length */
  guint64 index;         /* the run: agent * max_stones + N - 1 */
} QdKcellSizeRow;

#define QD_KCELL_SIZES_MAX_AGENTS 2

typedef struct {
  QdKcellAgentKind kinds[QD_KCELL_SIZES_MAX_AGENTS];
  guint n_kinds;
  guint max_stones;
  gint64 budget_us;      /* per move; 0: none */
  guint64 max_nodes;     /* per move, instead of or beside the time; 0: none */
  GArray *runs;          /* QdKcellSizeRow, in the order done or added */
  QdSweepShard shard;    /* the runs qd_kcell_sizes_run does (count 0: all) */
  const gboolean *skip;  /* runs it skips (--resume), or NULL */
  gboolean stopped;
} QdKcellSizes;

QdKcellSizes *qd_kcell_sizes_new        (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones,
                                         gint64 budget_us);
void          qd_kcell_sizes_free       (QdKcellSizes *sizes);
guint64       qd_kcell_sizes_total_runs (const QdKcellSizes *sizes);
/* Measures the runs of the shard not skipped, one at a time on the caller's
 * thread whatever -j says: what it measures is the time of a move, which
 * runs side by side would change.  `progress` (optional): done/total count
 * runs, nodes the nodes searched.  A stop keeps the runs finished and sets
 * sizes->stopped. */
void          qd_kcell_sizes_run        (QdKcellSizes *sizes, const gint *stop, QdProgress *progress,
                                         QdKcellRunFunc on_run, gpointer user_data);
/* The table's rows: the runs in their order, an agent's rows ending at its
 * first N where no board fits. */
GArray       *qd_kcell_sizes_rows       (const QdKcellSizes *sizes);

/* Every run of one process (the window's report, the benchmark). */
GArray *qd_kcell_experiment_sizes    (const QdKcellAgentKind *kinds, guint n_kinds, guint max_stones,
                                      gint64 budget_us, const gint *stop, QdProgress *progress,
                                      gboolean *stopped);
/* The table; its title names the budget: `max_nodes` nodes when not 0, else
 * `budget_us`. */
char   *qd_kcell_sizes_format_table  (GArray *rows, gint64 budget_us, guint64 max_nodes);
char   *qd_kcell_sizes_to_csv        (GArray *rows);
/* "minimax" or "alphabeta", the searchers' names in the table and files. */
const char *qd_kcell_sizes_agent_name (QdKcellAgentKind kind);

/* ------------------------------------------------------------- match */

/* One game of the match. */
typedef struct {
  guint64 index;         /* side * games + game */
  gint result;           /* A's: 1 a win, 0 a draw, -1 a loss */
  guint moves_a, moves_b;
  guint64 nodes_a;
  gint64 time_a_us, time_b_us;
  gint64 slowest_a_us;
  guint8 *moves;         /* the game's moves (QD_KCELL_PASS for a pass) */
  guint n_moves;
  guint8 forfeit;        /* 0; or an outside agent forfeited, the side to move
                          * after the moves: 1 A, 2 B */
  guint8 forfeit_code;   /* and why (QdAgentError) */
} QdKcellMatchGame;

typedef struct {
  QdKcellPlayer side;    /* A's side */
  guint games, wins, draws, losses;   /* from A's side */
  guint64 moves_a, moves_b;
  guint64 nodes_a;
  gint64 time_a_us, time_b_us;
  gint64 slowest_a_us;
  guint forfeits_a, forfeits_b;   /* games an outside A or B forfeited */
  char *sample;          /* the transcript of the side's first game */
} QdKcellMatchRow;

typedef struct {
  QdKcellRules rules;
  QdKcellAgent a, b;
  guint games;           /* per side */
  guint64 seed;
  GArray *played;        /* QdKcellMatchGame, in the order played or added */
  QdKcellMatchRow rows[2];   /* A as player 1, A as player 2: qd_kcell_match_tally */
  QdSweepShard shard;    /* the games qd_kcell_match_run plays (count 0: all) */
  const gboolean *skip;  /* games it skips (--resume), or NULL */
  gboolean stopped;
  /* How qd_kcell_match_run plays (never what): on how many threads (0 or
   * 1: the caller's; qd-sweep-pool.h), niced (the window). */
  guint threads;
  gboolean lower_priority;
  /* An outside A or B (docs/agents.md): its spec, and how to start it afresh
   * for each game (the caller's; NULL: its games can be merged, not played). */
  char *outside[2];
  const QdAgentConfig *outside_config[2];
} QdKcellMatch;

QdKcellMatch *qd_kcell_match_new          (const QdKcellRules *rules, const QdKcellAgent *a, const QdKcellAgent *b,
                                           guint games, guint64 seed);
void          qd_kcell_match_free         (QdKcellMatch *match);
/* A (which 0) or B (1) is the outside agent of `spec`, started from
 * `config` (may be NULL, see above). */
void          qd_kcell_match_set_outside  (QdKcellMatch *match, guint which, const char *spec,
                                           const QdAgentConfig *config);
/* A's (0) or B's (1) spec: "alphabeta:18", "program:python3 a.py" (to free). */
char         *qd_kcell_match_agent_text   (const QdKcellMatch *match, guint which);
/* Plays the games of the shard not skipped on match->threads threads (each
 * added and told to `on_run` in index order, on the caller's thread), then
 * tallies; `progress` (optional): done/total count games. */
void          qd_kcell_match_run          (QdKcellMatch *match, const gint *stop, QdProgress *progress,
                                           QdKcellRunFunc on_run, gpointer user_data);
/* match->rows from the games played or added, in the match's order. */
void          qd_kcell_match_tally        (QdKcellMatch *match);
char         *qd_kcell_match_format_table (const QdKcellMatch *match);
char         *qd_kcell_match_to_csv       (const QdKcellMatch *match);

/* --------------------------------- sweeps (qd-kcell-experiment-sweep.c) */

/* Either experiment, as one experiment "kcell" of raw files whose settings
 * line begins with report=sizes or report=match. */
typedef struct {
  QdKcellSizes *sizes;   /* one of the two is set */
  QdKcellMatch *match;
} QdKcellExperiment;

#define QD_KCELL_EXPERIMENT "kcell"

void               qd_kcell_experiment_free         (QdKcellExperiment *e);
/* "report=match cells=15 stones=3 a=alphabeta:18 b=random-heuristic:1
 * games=100 seed=1", "report=sizes agents=minimax,alphabeta max-stones=6
 * budget-us=1000000": every setting that changes a result. */
char              *qd_kcell_experiment_settings     (const QdKcellExperiment *e);
QdKcellExperiment *qd_kcell_experiment_new_from_settings (const char *settings, GError **error);
guint              qd_kcell_experiment_total_runs   (const QdKcellExperiment *e);
/* "alphabeta N=3", "A=P2 game=7". */
char              *qd_kcell_experiment_run_key      (const QdKcellExperiment *e, guint64 index);
const char *const *qd_kcell_experiment_columns      (const QdKcellExperiment *e);
/* Run `index`'s fields after run and key (g_strfreev); it must be done. */
char             **qd_kcell_experiment_raw_fields   (const QdKcellExperiment *e, guint64 index);
/* Adds a raw file's runs, each checked against its index. */
gboolean           qd_kcell_experiment_add_raw      (QdKcellExperiment *e, const QdSweepRaw *raw, GError **error);
/* Runs the shard's runs not in `skip`. */
void               qd_kcell_experiment_run          (QdKcellExperiment *e, const QdSweepShard *shard,
                                                     const gboolean *skip, const gint *stop, QdKcellRunFunc on_run,
                                                     gpointer user_data);
/* Raw files merged (checked together); the experiment of their settings. */
QdKcellExperiment *qd_kcell_experiment_merge        (QdSweepRaw *const *raws, guint n, GError **error);
/* The table (stdout) and the CSV. */
char              *qd_kcell_experiment_format_table (const QdKcellExperiment *e);
char              *qd_kcell_experiment_to_csv       (const QdKcellExperiment *e);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellSizes, qd_kcell_sizes_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellMatch, qd_kcell_match_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdKcellExperiment, qd_kcell_experiment_free)

G_END_DECLS
