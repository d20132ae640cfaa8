/* qd-wargame-sweep.h — the war game's experiments as sweeps (core/qd-sweep.h):
 * the statement's four matchups, and the closing question's comparison of
 * rule sets, each a list of independent games.
 *
 * Matchups: runs 0-3 are minimax vs minimax, alpha-beta vs alpha-beta,
 * minimax vs alpha-beta and alpha-beta vs minimax, under one set of rules.
 * Compare: runs 0-4 are one agent against itself under classic, battle,
 * duel, attrition and classic with a coin.
 *
 * With an outside agent X (docs/agents.md), the matchups are X vs minimax,
 * X vs alpha-beta, minimax vs X and alpha-beta vs X, and the comparison
 * plays X against X; each game starts its own processes of X, so a
 * forfeit ends one game only (the row says who forfeited and why).  A game's seeds (random agents,
 * the coin) are the experiment's seed, whatever ran before it, so a run's
 * result depends on its index and the settings alone.
 *
 * A raw row keeps the game's log (its lines joined by "; "): a merge
 * replays it on the board of the settings, so the final board, the shape
 * of each side and the pictures are those of the game played. */
#pragma once

#include "core/qd-sweep.h"
#include "qd-wargame-match.h"

G_BEGIN_DECLS

typedef enum {
  QD_WARGAME_SWEEP_MATCHUPS,
  QD_WARGAME_SWEEP_COMPARE,
} QdWargameSweepMode;

typedef struct {
  QdWargameSweepMode mode;
  QdWargameBoard board;
  QdWargameRuleSet set;          /* matchups: the rules of every game */
  double attrition;              /* the attrition rules' fraction */
  double coin;                   /* matchups: the rules' coin (1: none); compare: the last game's */
  guint minimax_depth;           /* matchups */
  guint alphabeta_depth;         /* matchups */
  QdWargameAgentSpec agent;      /* compare: both sides (not human nor outside) */
  guint64 seed;
  char *outside;                 /* an outside agent's spec that plays every game, or NULL */
  const QdAgentConfig *outside_config;   /* how to start it (the caller's); NULL: its
                                          * games cannot be played, only merged */
} QdWargameSweepConfig;

typedef struct {
  QdWargameSweepConfig config;
  guint total;                   /* runs */
  QdWargameMatchResult **results;    /* by run; NULL: not played (yet) */
} QdWargameSweep;

QdWargameSweep *qd_wargame_sweep_new  (const QdWargameSweepConfig *config);
void            qd_wargame_sweep_free (QdWargameSweep *sweep);

/* The run's key, the label of its row: "minimax:3 vs alphabeta:5", or
 * the rules ("classic, coin 0.5"). */
char           *qd_wargame_sweep_run_key (const QdWargameSweep *sweep, guint64 index);
/* Plays run `index` with `base`'s stop flag, progress and callbacks (its
 * agents and seed are the run's) and keeps the result (owned by the
 * sweep; a game stopped before its end is kept too, marked stopped). */
QdWargameMatchResult *qd_wargame_sweep_play (QdWargameSweep *sweep, guint64 index, const QdWargameMatchSetup *base);
/* A game played by qd_wargame_sweep_play_runs (owned by the sweep). */
typedef void (*QdWargameSweepFunc) (gpointer user_data, guint64 index, QdWargameMatchResult *result);
/* Plays the runs `selected` says (every run when NULL) on `threads` threads
 * (qd-sweep-pool.h; each game builds its own agents) and tells each to
 * `func` in index order, on the caller's thread.  base->progress: with one
 * thread the game's (done = moves made, nodes of the move being thought),
 * else done = games finished, nodes of the games under way.  Above one
 * thread base has no callbacks (they would be called from several threads).
 * FALSE when stopped (a game stopped before its end is told too). */
gboolean        qd_wargame_sweep_play_runs (QdWargameSweep *sweep, const gboolean *selected,
                                            const QdWargameMatchSetup *base, guint threads, gboolean lower_priority,
                                            QdWargameSweepFunc func, gpointer user_data);
/* Every game of an experiment (its outside agent too) on the caller's
 * thread, until the stop flag: the results, the caller's (fewer when
 * stopped; they outlive the sweep). */
GPtrArray      *qd_wargame_experiment_run (const QdWargameSweepConfig *config, const QdWargameMatchSetup *base);
/* The results there are, in the runs' order (borrowed from the sweep). */
GPtrArray      *qd_wargame_sweep_results (const QdWargameSweep *sweep);

/* The settings line: "mode=matchups board=66,76/31,39 rules=classic
 * attrition=0.1 coin=1 minimax-depth=3 alphabeta-depth=5 seed=1", or
 * "mode=compare board=… agent=alphabeta:5 attrition=0.1 coin=0.5 seed=1";
 * with an outside agent, " outside=program:python3%20agent.py" at the end
 * (qd_sweep_format_text). */
char           *qd_wargame_sweep_settings (const QdWargameSweepConfig *config);
QdWargameSweep *qd_wargame_sweep_new_from_settings (const char *settings, GError **error);

/* The raw files' experiment name and columns (run, key, then a game's). */
#define QD_WARGAME_SWEEP_EXPERIMENT "wargame"
extern const char *const qd_wargame_sweep_raw_columns[];
/* A finished game's fields after run and key (g_strfreev). */
char          **qd_wargame_sweep_raw_fields (const QdWargameMatchResult *result);
/* Adds the games of a raw file of these settings; an error names the file
 * and the run. */
gboolean        qd_wargame_sweep_add_raw (QdWargameSweep *sweep, const QdSweepRaw *raw, GError **error);
/* Raw files merged (checked together by qd_sweep_raw_check). */
QdWargameSweep *qd_wargame_sweep_merge (QdSweepRaw *const *raws, guint n, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameSweep, qd_wargame_sweep_free)

G_END_DECLS
