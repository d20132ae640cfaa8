/* qd-takestones.c — Take-Stones rules, evaluators and the game vtable. */
#include "config.h"
#include "qd-takestones.h"
#include "core/qd-agent.h"
#include "core/qd-format.h"
#include "core/qd-game-mcts-agent.h"
#include "core/qd-names.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>
#include <inttypes.h>

/* ------------------------------------------------------------ neighbours */

/* For every stone up to QD_TAKESTONES_MAX, the stones it may be followed by when
 * the board is large enough: its divisors below it, then its multiples, in
 * ascending order.  Built once; read by every thread without locks. */
static guint16 *neighbour_list;
static guint32 neighbour_start[QD_TAKESTONES_MAX + 2];

static void
build_neighbours (void)
{
  static gsize ready = 0;

  if (!g_once_init_enter (&ready))
    return;

  {
    guint total = 0, s, d;
    guint16 *list;

    for (s = 1; s <= QD_TAKESTONES_MAX; s++)
      {
        for (d = 1; d < s; d++)
          total += s % d == 0;
        total += QD_TAKESTONES_MAX / s - 1;
      }
    list = g_new (guint16, total);
    total = 0;
    for (s = 1; s <= QD_TAKESTONES_MAX; s++)
      {
        neighbour_start[s] = total;
        for (d = 1; d < s; d++)
          if (s % d == 0)
            list[total++] = d;
        for (d = 2 * s; d <= QD_TAKESTONES_MAX; d += s)
          list[total++] = d;
      }
    neighbour_start[QD_TAKESTONES_MAX + 1] = total;
    neighbour_list = list;
  }
  g_once_init_leave (&ready, 1);
}

/* ----------------------------------------------------------------- rules */

void
qd_takestones_position_init (QdTakestonesPosition *pos, guint n)
{
  g_return_if_fail (n <= QD_TAKESTONES_MAX);

  build_neighbours ();
  memset (pos, 0, sizeof *pos);
  pos->n = n;
  pos->last = -1;
  pos->max_to_move = 1;
}

gboolean
qd_takestones_is_legal (const QdTakestonesPosition *pos, guint stone)
{
  if (stone < 1 || stone > pos->n || qd_takestones_is_taken (pos, stone))
    return FALSE;
  if (pos->last < 0)
    return stone % 2 == 1 && 2 * stone < pos->n;   /* odd and strictly below n/2 */
  return stone % (guint) pos->last == 0 || (guint) pos->last % stone == 0;
}

guint
qd_takestones_legal_moves (const QdTakestonesPosition *pos, guint *moves)
{
  guint count = 0;

  if (pos->last < 0)
    {
      for (guint s = 1; 2 * s < pos->n; s += 2)
        if (!qd_takestones_is_taken (pos, s))
          moves[count++] = s;
      return count;
    }
  for (guint32 i = neighbour_start[pos->last]; i < neighbour_start[pos->last + 1]; i++)
    {
      guint s = neighbour_list[i];

      if (s > pos->n)
        break;   /* multiples come last, in ascending order */
      if (!qd_takestones_is_taken (pos, s))
        moves[count++] = s;
    }
  return count;
}

gboolean
qd_takestones_has_move (const QdTakestonesPosition *pos)
{
  if (pos->last < 0)
    return pos->n >= 3 && !qd_takestones_is_taken (pos, 1);
  for (guint32 i = neighbour_start[pos->last]; i < neighbour_start[pos->last + 1]; i++)
    {
      guint s = neighbour_list[i];

      if (s > pos->n)
        break;
      if (!qd_takestones_is_taken (pos, s))
        return TRUE;
    }
  return FALSE;
}

void
qd_takestones_take (QdTakestonesPosition *pos, guint stone)
{
  g_return_if_fail (stone >= 1 && stone <= pos->n);

  pos->taken[stone / 64] |= G_GUINT64_CONSTANT (1) << (stone % 64);
  pos->last = stone;
  pos->n_taken++;
  pos->max_to_move = !pos->max_to_move;
}

guint
qd_takestones_player_to_move (const QdTakestonesPosition *pos)
{
  return pos->n_taken % 2 == 0 ? 1 : 2;
}

gboolean
qd_takestones_is_prime (guint m)
{
  if (m < 2)
    return FALSE;
  for (guint d = 2; d * d <= m; d++)
    if (m % d == 0)
      return FALSE;
  return TRUE;
}

guint
qd_takestones_largest_prime_factor (guint m)
{
  guint largest = 1;

  for (guint d = 2; d * d <= m; d++)
    while (m % d == 0)
      {
        largest = d;
        m /= d;
      }
  return m > 1 ? MAX (largest, m) : largest;
}

/* ------------------------------------------------------------ evaluators */

static guint
count_legal_multiples (const QdTakestonesPosition *pos, guint factor)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n_moves = qd_takestones_legal_moves (pos, moves);
  guint count = 0;

  for (guint i = 0; i < n_moves; i++)
    count += moves[i] % factor == 0;
  return count;
}

double
qd_takestones_evaluate_statement (const QdTakestonesPosition *pos)
{
  guint last;

  /* Rule 1 comes first: it also covers the first move (last = -1). */
  if (!qd_takestones_is_taken (pos, 1) || pos->last < 0)
    return 0;
  last = pos->last;
  if (last == 1)
    return count_legal_multiples (pos, 1) % 2 == 1 ? 0.5 : -0.5;
  if (qd_takestones_is_prime (last))
    return count_legal_multiples (pos, last) % 2 == 1 ? 0.7 : -0.7;
  return count_legal_multiples (pos, qd_takestones_largest_prime_factor (last)) % 2 == 1 ? 0.6 : -0.6;
}

/* The threat evaluator, for the player to move (who has a move).
 *
 * The statement's evaluator guesses from a parity that has little to do
 * with who wins.  What decides this game at short range is simpler: a stone
 * whose neighbours are all taken ends the game.  So this evaluator looks two
 * plies past the leaf, cheaply (neighbour lists, no allocation):
 *   - a move that leaves the opponent no reply wins: +0.9;
 *   - a move is refuted when the opponent can answer it with such a move;
 *     if every move is refuted the mover loses: −0.9;
 *   - otherwise the share of unrefuted ("safe") moves, scaled into ±0.6,
 *     because a player with many safe moves is hard to corner; and the
 *     fewer replies a safe move leaves, the better (less room for the
 *     opponent), which breaks ties between positions with equal shares.
 * All values stay strictly inside (−1, 1), below a proven result. */
double
qd_takestones_evaluate_threats (const QdTakestonesPosition *pos)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n_moves = qd_takestones_legal_moves (pos, moves);
  guint safe = 0, replies_after_safe = 0;

  if (n_moves == 0)
    return -0.9;
  for (guint i = 0; i < n_moves; i++)
    {
      QdTakestonesPosition after = *pos;
      guint replies[QD_TAKESTONES_MAX];
      guint n_replies;
      gboolean refuted = FALSE;

      qd_takestones_take (&after, moves[i]);
      n_replies = qd_takestones_legal_moves (&after, replies);
      if (n_replies == 0)
        return 0.9;
      for (guint j = 0; j < n_replies && !refuted; j++)
        {
          QdTakestonesPosition reply = after;

          qd_takestones_take (&reply, replies[j]);
          refuted = !qd_takestones_has_move (&reply);
        }
      if (!refuted)
        {
          safe++;
          replies_after_safe += n_replies;
        }
    }
  if (safe == 0)
    return -0.9;
  return 0.6 * (2.0 * safe / n_moves - 1.0) + 0.1 / (1.0 + (double) replies_after_safe / safe);
}

double
qd_takestones_evaluate (const QdTakestonesPosition *pos, QdTakestonesEvaluator evaluator)
{
  return evaluator == QD_TAKESTONES_EVAL_THREATS ? qd_takestones_evaluate_threats (pos)
                                             : qd_takestones_evaluate_statement (pos);
}

static const char *const evaluator_names[] = {
  [QD_TAKESTONES_EVAL_STATEMENT] = "statement",
  [QD_TAKESTONES_EVAL_THREATS] = "threats",
};

QD_NAMES_FUNCTIONS (qd_takestones_evaluator, QdTakestonesEvaluator, evaluator_names, "statement")

/* ------------------------------------------------------------ the game */

static QdPlayer
game_to_move (const QdGame *game, gconstpointer state)
{
  const QdTakestonesPosition *pos = state;

  return pos->max_to_move ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
game_terminal (const QdGame *game, gconstpointer state)
{
  return !qd_takestones_has_move (state);
}

static guint
game_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const QdTakestonesRules *rules = game->data;
  guint n = qd_takestones_legal_moves (state, (guint *) moves);

  if (rules->ties == QD_TAKESTONES_TIES_LARGEST)
    for (guint i = 0; i < n / 2; i++)
      {
        QdMove t = moves[i];

        moves[i] = moves[n - 1 - i];
        moves[n - 1 - i] = t;
      }
  return n;
}

static void
game_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  memcpy (child, state, sizeof (QdTakestonesPosition));
  qd_takestones_take (child, move);
}

/* Terminal: the player to move has lost (−1 when that is MAX).  Otherwise
 * the evaluator's estimate for the mover, negated when the mover is MIN. */
static double
game_evaluate (const QdGame *game, gconstpointer state)
{
  const QdTakestonesRules *rules = game->data;
  const QdTakestonesPosition *pos = state;
  double e;

  if (!qd_takestones_has_move (pos))
    return pos->max_to_move ? -1.0 : 1.0;
  e = qd_takestones_evaluate (pos, rules->evaluator);
  return pos->max_to_move ? e : -e;
}

void
qd_takestones_game_init (QdGame *game, const QdTakestonesRules *rules, guint n)
{
  build_neighbours ();
  memset (game, 0, sizeof *game);
  game->data = rules;
  game->state_size = sizeof (QdTakestonesPosition);
  game->max_moves = MAX (n, 1);
  game->max_plies = n + 1;
  game->to_move = game_to_move;
  game->terminal = game_terminal;
  game->moves = game_moves;
  game->apply = game_apply;
  game->evaluate = game_evaluate;
}

/* ------------------------------------------------------------ searching */

typedef struct {
  QdTakestonesCandidate *candidates;
  guint n_candidates;
  gboolean root_is_max;
  double alpha, beta;       /* what the root child being searched received */
  guint capacity;
} CandidateLog;

static void
log_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  CandidateLog *log = data;

  if (depth == 1)
    {
      log->alpha = alpha;
      log->beta = beta;
    }
}

static void
log_value (CandidateLog *log, guint depth, guint index, gconstpointer state, double value)
{
  QdTakestonesCandidate *c;

  if (depth != 1 || index >= log->capacity)
    return;
  c = &log->candidates[index];
  c->stone = ((const QdTakestonesPosition *) state)->last;
  /* Values are from MAX's side; the root's mover is MAX here. */
  c->value = log->root_is_max ? value : -value;
  c->bound = 0;
  if (log->root_is_max && value <= log->alpha && isfinite (log->alpha))
    c->bound = -1;
  else if (!log->root_is_max && value >= log->beta && isfinite (log->beta))
    c->bound = -1;
  log->n_candidates = MAX (log->n_candidates, index + 1);
}

static void
log_leaf (gpointer data, guint depth, guint index, gconstpointer state,
          double value, double alpha, double beta)
{
  log_value (data, depth, index, state, value);
}

static void
log_leave (gpointer data, guint depth, guint index, gconstpointer state,
           double value, double alpha, double beta)
{
  log_value (data, depth, index, state, value);
}

static const QdGameListener candidate_listener = {
  .enter = log_enter,
  .leaf = log_leaf,
  .leave = log_leave,
};

static QdGameSearchStatus
search_root (const QdTakestonesPosition *root, const QdTakestonesSearch *search,
             QdTakestonesCandidate *candidates, guint *n_candidates, QdGameSearchResult *result)
{
  QdGame game;
  QdGameSearchOptions options;
  CandidateLog log = { candidates, 0, root->max_to_move, -INFINITY, INFINITY,
                       candidates != NULL ? root->n : 0 };

  qd_takestones_game_init (&game, &search->rules, root->n);
  qd_game_search_options_init (&options);
  options.algorithm = search->algorithm;
  options.depth = search->depth;
  options.stop = search->stop;
  options.deadline_us = search->deadline_us;
  if (candidates != NULL)
    {
      options.listener = &candidate_listener;
      options.listener_data = &log;
    }
  qd_search_tree_game_search (search->tree, &game, root, &options, qd_takestones_move_text, NULL, NULL, result);
  if (search->progress_nodes != NULL)
    __atomic_fetch_add (search->progress_nodes, (gint64) result->nodes, __ATOMIC_RELAXED);
  if (n_candidates != NULL)
    *n_candidates = log.n_candidates;
  return result->status;
}

gboolean
qd_takestones_mcts (const QdTakestonesPosition *pos, const QdTakestonesSearch *search, const QdMctsOptions *spec,
                    guint64 seed, QdGameSearchResult *result)
{
  QdTakestonesPosition root = *pos;
  QdGame game;
  QdMctsResult mcts;
  QdMctsAgentContext context = { search->stop, search->deadline_us, seed, pos->n_taken, NULL, search->tree };
  gboolean chosen;

  root.max_to_move = 1;
  qd_takestones_game_init (&game, &search->rules, root.n);
  /* Its tree (N, U/N and UCB1 per node), the moves named as alpha-beta's. */
  if (search->tree != NULL)
    qd_search_tree_bind_game (search->tree, &game, qd_takestones_move_text, NULL, NULL);
  chosen = qd_mcts_agent_choose (&game, &root, spec, &context, &mcts, result);
  if (search->progress_nodes != NULL)
    __atomic_fetch_add (search->progress_nodes, (gint64) result->nodes, __ATOMIC_RELAXED);
  return chosen;
}

gboolean
qd_takestones_player_check (const char *spec, GError **error)
{
  QdMctsOptions mcts;

  if (g_str_equal (spec, "human") || g_str_equal (spec, "computer"))
    return TRUE;
  if (qd_mcts_spec_parse (spec, &mcts, error))
    return TRUE;
  if (error != NULL && *error != NULL)
    return FALSE;
  if (qd_agent_spec_is_outside (spec))
    return qd_agent_spec_check (spec, error);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("a player is human, computer, mcts, mcts:ITERATIONS, mcts:ms=MS, program:COMMAND or agent:NAME, "
                 "not “%s”"), spec);
  return FALSE;
}

void
qd_takestones_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
                         GString *out)
{
  /* TRANSLATORS: a search-tree node: the player takes stone N (English in
   * --tree files, which are written under the C locale) */
  g_string_append_printf (out, C_("search tree", "take %u"), move);
}

QdGameSearchStatus
qd_takestones_search (const QdTakestonesPosition *pos, const QdTakestonesSearch *search,
                  QdTakestonesCandidate *candidates, guint *n_candidates, QdGameSearchResult *result)
{
  QdTakestonesPosition root = *pos;

  root.max_to_move = 1;
  return search_root (&root, search, candidates, n_candidates, result);
}

QdGameSearchStatus
qd_takestones_search_rooted (const QdTakestonesPosition *pos, const QdTakestonesSearch *search,
                             QdTakestonesCandidate *candidates, guint *n_candidates, QdGameSearchResult *result)
{
  return search_root (pos, search, candidates, n_candidates, result);
}

/* ----------------------------------------------- the later course version */

gboolean
qd_takestones_position_replay (QdTakestonesPosition *pos, guint n, const guint *taken, guint k, GError **error)
{
  if (n > QD_TAKESTONES_MAX)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%u stones are too many (at most %u)"), n, QD_TAKESTONES_MAX);
      return FALSE;
    }
  qd_takestones_position_init (pos, n);
  for (guint i = 0; i < k; i++)
    {
      /* Only range and repeats are checked: the official cases start from
       * lists the first-move rule would not allow (10 3 4 2 6 …). */
      if (taken[i] < 1 || taken[i] > n || qd_takestones_is_taken (pos, taken[i]))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       taken[i] < 1 || taken[i] > n ? _("taken stone %u (number %u) is not between 1 and %u")
                       : _("taken stone %u (number %u) was already taken"),
                       taken[i], i + 1, n);
          return FALSE;
        }
      qd_takestones_take (pos, taken[i]);
    }
  /* Player 1 is MAX in this version, whoever moves. */
  pos->max_to_move = k % 2 == 0;
  return TRUE;
}

char *
qd_takestones_format_tenths (double value)
{
  double tenths = round (value * 10.0);   /* half away from zero */

  if (tenths == 0)
    tenths = 0;   /* no "-0.0" */
  return qd_format_c ("%.1f", tenths / 10.0);
}

char *
qd_takestones_analyze (guint n, const guint *taken, guint k, guint depth, GError **error)
{
  return qd_takestones_analyze_until (n, taken, k, depth, 0, NULL, NULL, error);
}

char *
qd_takestones_analyze_until (guint n, const guint *taken, guint k, guint depth, gint64 deadline_us,
                             QdSearchTree *tree, guint64 *nodes, GError **error)
{
  QdTakestonesPosition pos;
  QdTakestonesRules rules = { QD_TAKESTONES_EVAL_STATEMENT, QD_TAKESTONES_TIES_SMALLEST };
  QdTakestonesSearch search = { 0 };
  QdGameSearchResult result;
  g_autofree char *value = NULL;
  g_autofree char *branching = NULL;
  guint64 inner;

  if (!qd_takestones_position_replay (&pos, n, taken, k, error))
    return NULL;
  search.rules = rules;
  search.algorithm = QD_GAME_SEARCH_ALPHABETA;
  search.depth = depth == 0 ? QD_DEPTH_UNLIMITED : depth;
  search.deadline_us = deadline_us;
  search.tree = tree;
  search_root (&pos, &search, NULL, NULL, &result);
  if (nodes != NULL)
    *nodes = result.nodes;
  if (result.status != QD_GAME_SEARCH_DONE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   _("the time limit ran out after %" PRIu64 " nodes, before the search ended"),
                   result.nodes);
      return NULL;
    }

  value = qd_takestones_format_tenths (result.value);
  /* Children visited per node expanded; a lone leaf root expands nothing. */
  inner = result.nodes - result.leaves;
  branching = qd_takestones_format_tenths (inner > 0 ? (double) (result.nodes - 1) / inner : 0.0);
  return g_strdup_printf ("Move: %d\nValue: %s\nNumber of Nodes Visited: %" G_GUINT64_FORMAT
                          "\nNumber of Nodes Evaluated: %" G_GUINT64_FORMAT
                          "\nMax Depth Reached: %u\nAvg Effective Branching Factor: %s\n",
                          result.best_move == QD_MOVE_NONE ? -1 : (int) result.best_move,
                          value, result.nodes, result.leaves, result.max_depth, branching);
}
