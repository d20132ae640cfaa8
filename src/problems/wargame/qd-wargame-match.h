/* qd-wargame-match.h — a game in the match loop (core/qd-match.h), which the
 * command, the experiments' games, agent-test, tournaments and grading play
 * through; matchups: two agents play a game, and the reports of the
 * statement (final board, scores, nodes per player, nodes and time per move),
 * the four matchups, and the closing question's comparison of rule sets
 * (scores and how the units lie: own 4-neighbours per unit, groups). */
#pragma once

#include "core/qd-match.h"
#include "core/qd-progress.h"
#include "qd-wargame-agent.h"
#include "qd-wargame-record.h"

G_BEGIN_DECLS

typedef struct {
  QdWargameAgentSpec agents[2];          /* blue, green (outside agents play one game at a time) */
  guint64 seed;                      /* random agents, the coin */
  const gint *stop;                  /* optional */
  QdProgress *progress;              /* optional: nodes of the move being thought, done = moves made */
  /* Human players (and none else) are asked for their square, until a
   * legal one; FALSE stops the game. */
  gboolean (*ask_human) (gpointer user_data, const QdWargameRecord *record, guint *square);
  /* Optional: after every move. */
  void     (*moved)     (gpointer user_data, const QdWargameRecord *record, const QdWargameThought *thought);
  gpointer user_data;
  /* Optional: an unbound tree the search of one computer move records
   * into: move `tree_move` (counting every move from 1), or with 0 the
   * first computer move.  The engine agent records none (see
   * qd_wargame_agent_record_next). */
  QdSearchTree *tree;
  guint tree_move;
} QdWargameMatchSetup;

typedef struct {
  char *label;                       /* "minimax:3 vs alphabeta:5", or the rule set */
  QdWargameRecord *record;
  QdWargameAgentSpec agents[2];
  guint64 nodes[2];
  guint moves[2];
  gint64 time_us[2];
  gboolean stopped;                  /* the stop flag or a human ended it early */
  GError *forfeit;                   /* an outside agent forfeited (docs/agents.md): why */
  QdWargameOwner forfeit_side;       /* and whose it is */
  char *outside_texts[2];            /* an experiment's outside agent: its spec, by side */
} QdWargameMatchResult;

/* A game in the match loop: its rules (qd_wargame_match_rules) over this,
 * qd-wargame-match-rules.c. */
typedef struct {
  QdWargameMatchResult *result;  /* the game so far: its record, nodes, moves, times, forfeit */
  /* The computers' agents, made from their specs; NULL for a person, an
   * outside agent (the match player's), or random moves from `rand`. */
  QdWargameAgent *agents[2];
  GRand *rand;                   /* the coin (and those random moves) */
  GRand *own_rand;               /* `rand` when the match made it */
  QdProgress *progress;          /* optional: nodes of the move being thought, done = moves made */
  QdSearchTree *tree;            /* optional, as QdWargameMatchSetup's */
  guint tree_move;
  gboolean tree_asked;           /* the move it records came */
  QdWargameThought thought;      /* the last move's search (zeros but the square for a person's) */
  gboolean chosen;               /* `thought` is the move `play` gets */
} QdWargameMatch;

extern const QdMatchRules qd_wargame_match_rules;

/* A game from the empty board between `agents` (blue, green), the coin
 * and the random agents seeded by `seed` as qd_wargame_match_play's. */
QdWargameMatch       *qd_wargame_match_new       (QdWargameRules *rules, const QdWargameAgentSpec agents[2],
                                                  guint64 seed);
void                  qd_wargame_match_free      (QdWargameMatch *match);
/* agent-test's game: a 4 x 4 board under the classic rules with a coin of
 * 0.5, the random moves and the coin drawn from `rand` (borrowed). */
gpointer              qd_wargame_match_new_test  (GRand *rand);
/* The game played, once the match loop ended with `end` (stopped or a
 * forfeit said): the match keeps none of it. */
QdWargameMatchResult *qd_wargame_match_steal_result (QdWargameMatch *match, const QdMatchResult *end);

void              qd_wargame_match_setup_init   (QdWargameMatchSetup *setup);
QdWargameMatchResult *qd_wargame_match_play         (QdWargameRules *rules, const QdWargameMatchSetup *setup);
void              qd_wargame_match_result_free  (QdWargameMatchResult *result);
/* Side p's agent in words of no language: "alphabeta:5", "program:…". */
char             *qd_wargame_match_agent_text   (const QdWargameMatchResult *result, guint p);

/* The report of one game (docs/contracts.md stdout): the owners, `score blue S green S`,
 * `nodes`, `nodes-per-move`, `ms-per-move` lines, then `forfeit SIDE` when
 * an outside agent forfeited. */
char             *qd_wargame_match_format       (const QdWargameMatchResult *result);
/* The game's log (qd_wargame_record_to_log), and after a forfeit a comment
 * line "# forfeit blue timeout" in words of no language
 * (qd_agent_error_keyword): the log still replays the moves played. */
char             *qd_wargame_match_log          (const QdWargameMatchResult *result);
/* The forfeit comment of such a log: TRUE with the side and the cause
 * (qd_agent_error_new_from_keyword) when it has one. */
gboolean          qd_wargame_match_log_forfeit  (const char *log, QdWargameOwner *side, GError **cause);

/* The statement's four matchups on the rules' board: minimax vs minimax,
 * alpha-beta vs alpha-beta, minimax vs alpha-beta, alpha-beta vs minimax.
 * Returns QdWargameMatchResult items (fewer when stopped). */
GPtrArray        *qd_wargame_matchups_run       (QdWargameRules *rules, guint minimax_depth, guint alphabeta_depth,
                                             const QdWargameMatchSetup *base);

/* The closing question: `agent` against itself under classic, Battle, Duel,
 * Attrition (fraction `attrition`) and classic with a coin `coin`. */
GPtrArray        *qd_wargame_compare_rules      (const QdWargameBoard *board, const QdWargameAgentSpec *agent,
                                             double attrition, double coin, const QdWargameMatchSetup *base);

/* A report of several results: each final board, then one table row per
 * result (scores, nodes, per-move figures, the shape of each side). */
char             *qd_wargame_report_text        (GPtrArray *results);
char             *qd_wargame_report_csv         (GPtrArray *results);
/* The same figures a row per measure and a column per game (a narrow
 * table for a report's page): "measure" and the games' labels, then the
 * CSV's columns after "game". */
char             *qd_wargame_report_csv_by_measure (GPtrArray *results);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameMatchResult, qd_wargame_match_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameMatch, qd_wargame_match_free)

G_END_DECLS
