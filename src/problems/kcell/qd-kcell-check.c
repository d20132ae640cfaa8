/* qd-kcell-check.c — checking a KCell game; see qd-kcell-check.h.
 *
 * The game is played once; every computer move keeps the position it was
 * chosen in and the value the agent's search gave each of its moves (a
 * listener on the search's first ply).  The transcript has one line per
 * move showing the board before it, so a board that differs at line j was
 * made by move j - 1: that move's search explains it. */
#include "config.h"
#include "qd-kcell-check.h"

#include "problems/qd-game-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  QdKcellPosition before;
  guint move;
  gboolean loaded;       /* from the saved game, not chosen by an agent */
  double value;          /* the search's, player 1's side */
  QdGameCheckCandidate candidates[QD_KCELL_MAX_STONES];
  guint n_candidates;
} Move;

struct _QdKcellCheck {
  QdKcellGame *game;
  guint64 seed;
  QdKcellAgent agents[2];
  GArray *moves;         /* Move */
  QdKcellPosition end;
  QdCheckReference expected;      /* the right output as lines */
};

/* ------------------------------------------------------------ building */

QdKcellCheck *
qd_kcell_check_new (const QdKcellGame *game, guint64 seed, const gint *stop, gint64 deadline_us)
{
  g_autoptr(QdKcellCheck) check = g_new0 (QdKcellCheck, 1);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  QdKcellPosition pos;

  check->game = qd_kcell_game_copy (game);
  g_array_set_size (check->game->moves, 0);
  check->seed = seed;
  check->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  for (guint i = 0; i < 2; i++)
    if (!qd_kcell_agent_parse (game->agents[i], &check->agents[i], NULL) ||
        check->agents[i].kind == QD_KCELL_AGENT_HUMAN)
      return NULL;

  /* As play () of the CLI: the saved moves, then the agents. */
  qd_kcell_start (&game->rules, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      Move m = { pos, g_array_index (game->moves, guint8, i), TRUE, NAN };

      g_array_append_val (check->moves, m);
      qd_kcell_game_play (check->game, m.move, NULL);
      qd_kcell_apply (&game->rules, &pos, m.move, &pos, NULL, NULL);
    }
  while (qd_kcell_outcome (&game->rules, &pos) == QD_KCELL_ONGOING)
    {
      Move m = { pos, 0, FALSE, NAN };
      QdGameCheckPly log = { m.candidates, QD_KCELL_MAX_STONES, 0, pos.to_move == QD_KCELL_P1 };
      QdKcellChooseOptions choose = { stop, deadline_us, rand, NULL, &qd_game_check_first_ply, &log,
                                      .seed = seed, .ply = check->moves->len };
      QdKcellChoice choice;

      if (!qd_kcell_agent_choose (&check->agents[pos.to_move], &game->rules, &pos, &choose, &choice))
        return NULL;
      m.move = choice.move;
      m.n_candidates = log.n_candidates;
      if (check->agents[pos.to_move].kind != QD_KCELL_AGENT_RANDOM)
        m.value = choice.search.value;
      g_array_append_val (check->moves, m);
      qd_kcell_game_play (check->game, m.move, NULL);
      qd_kcell_apply (&game->rules, &pos, m.move, &pos, NULL, NULL);
    }
  check->end = pos;
  qd_check_reference_init (&check->expected, qd_kcell_game_transcript (check->game));
  return g_steal_pointer (&check);
}

void
qd_kcell_check_free (QdKcellCheck *check)
{
  if (check == NULL)
    return;
  qd_kcell_game_free (check->game);
  g_array_unref (check->moves);
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

/* ------------------------------------------------------------ explaining */

/* How the agent of `player` searches. */
static void
explain_agent (const QdKcellCheck *check, QdCheckResult *result, guint player)
{
  const QdKcellAgent *agent = &check->agents[player];

  switch (agent->kind)
    {
    case QD_KCELL_AGENT_MINIMAX:
      qd_check_result_explain (result, _("Player %u is minimax, searching to the end of the game: a value is 1 when "
                                         "player 1 wins with best play on both sides, -1 when player 2 does, 0 for a "
                                         "draw."), player + 1);
      break;
    case QD_KCELL_AGENT_ALPHABETA:
      qd_check_result_explain (result, _("Player %u is alpha-beta, searching to the end of the game: a value is 1 when "
                                         "player 1 wins with best play on both sides, -1 when player 2 does, 0 for a "
                                         "draw."), player + 1);
      break;
    case QD_KCELL_AGENT_HEURISTIC:
      qd_check_result_explain (result, _("Player %u is alpha-beta with a cutoff at depth %u: a position there is "
                                         "valued by the project's heuristic (escaped stones, distance still to go, "
                                         "mobility and packed stones, player 1's side), a won game 1, a lost one -1, "
                                         "and a draw %s for this player (it plays for a win)."),
                               player + 1, agent->depth, player == 0 ? "-0.5" : "0.5");
      break;
    case QD_KCELL_AGENT_MCTS:
      qd_check_result_explain (result, _("Player %u is Monte Carlo tree search: it plays the move it tried most "
                                         "often, a value is its share of wins there from player 1's side (2 × "
                                         "wins/visits − 1), and its random draws come from seed %" PRIu64 " and "
                                         "the number of moves played."),
                               player + 1, check->seed);
      break;
    case QD_KCELL_AGENT_RANDOM_HEURISTIC:
      qd_check_result_explain (result, _("Player %u is alpha-beta with a cutoff at depth %u and the course's random "
                                         "heuristic: a position there is worth a random number in [-1, 1) drawn "
                                         "from the generator of seed %" PRIu64 "."),
                               player + 1, agent->depth, check->seed);
      break;
    default:
      break;
    }
}

/* The move that made `board` from `m->before`, or QD_KCELL_MAX_CELLS. */
static guint
move_to_board (const QdKcellCheck *check, const Move *m, const char *board)
{
  guint8 moves[QD_KCELL_MAX_STONES];
  guint n = qd_kcell_moves (&check->game->rules, &m->before, moves);

  for (guint i = 0; i < n; i++)
    {
      QdKcellPosition next;
      g_autofree char *text = NULL;

      qd_kcell_apply (&check->game->rules, &m->before, moves[i], &next, NULL, NULL);
      text = qd_kcell_board_string (&check->game->rules, &next);
      if (g_strcmp0 (text, board) == 0)
        return moves[i];
    }
  return QD_KCELL_MAX_CELLS;
}

/* The board of a "P1: [...]" line or of a final board line. */
static const char *
board_of (const char *line)
{
  const char *open = line != NULL ? strchr (line, '[') : NULL;

  return open;
}

typedef struct {
  const QdKcellRules *rules;
  const QdKcellPosition *before;
} Describe;

static char *
describe_move (gpointer data, QdMove move)
{
  const Describe *d = data;

  return qd_kcell_move_describe (d->rules, d->before, move);
}

/* Move `index`, whose board the answer gives otherwise (`board`, or NULL). */
static void
explain_move (const QdKcellCheck *check, QdCheckResult *result, guint index, const char *board)
{
  const Move *m = &g_array_index (check->moves, Move, index);
  const QdKcellRules *rules = &check->game->rules;
  guint player = m->before.to_move;
  g_autofree char *chosen = qd_kcell_move_describe (rules, &m->before, m->move);
  guint other = board != NULL ? move_to_board (check, m, board) : QD_KCELL_MAX_CELLS;
  g_autofree char *other_text = other < QD_KCELL_MAX_CELLS ? qd_kcell_move_describe (rules, &m->before, other) : NULL;

  if (m->loaded)
    {
      qd_check_result_explain (result, _("Move %u, player %u's %s, comes from the saved game, not from a search."),
                               index + 1, player + 1, chosen);
      return;
    }
  if (check->agents[player].kind == QD_KCELL_AGENT_RANDOM)
    qd_check_result_explain (result, _("Move %u is player %u's, the random agent: %s is drawn among its legal moves by "
                                       "the generator of seed %" PRIu64 ", which every random agent and "
                                       "the random heuristic draw from in turn."), index + 1, player + 1, chosen,
                             check->seed);
  else
    {
      g_autofree char *v = qd_game_check_value_text (m->value);
      g_autofree char *listed = qd_game_check_list (m->candidates, m->n_candidates, describe_move,
                                                    (gpointer) &(const Describe) { rules, &m->before });

      explain_agent (check, result, player);
      qd_check_result_explain (result, _("At move %u its moves in the order searched (jumps first, then steps, each "
                                         "by cell) are worth, for player 1: %s."), index + 1, listed);
      qd_check_result_explain (result, player == 0
                               ? _("Player 1 plays %s, of the highest value, %s: the first of equal values in that "
                                   "order is kept.")
                               : _("Player 2 plays %s, of the lowest value for player 1, %s: the first of equal "
                                   "values in that order is kept."), chosen, v);
    }
  if (other_text != NULL && other != m->move)
    {
      const QdGameCheckCandidate *c = qd_game_check_find (m->candidates, m->n_candidates, other);
      g_autofree char *cv = c != NULL && check->agents[player].kind != QD_KCELL_AGENT_RANDOM
                            ? qd_game_check_candidate_text (c)
                            : NULL;

      if (cv != NULL)
        qd_check_result_explain (result, _("The answer's board is the one after %s, worth %s."), other_text, cv);
      else
        qd_check_result_explain (result, _("The answer's board is the one after %s."), other_text);
    }
  else if (board != NULL)
    {
      g_autofree char *before = qd_kcell_board_string (rules, &m->before);

      qd_check_result_explain (result, _("No legal move of player %u leads to the answer's board from %s."),
                               player + 1, before);
    }
}

static void
explain_outcome (const QdKcellCheck *check, QdCheckResult *result)
{
  const QdKcellRules *rules = &check->game->rules;
  const QdKcellPosition *pos = &check->end;
  QdKcellOutcome outcome = qd_kcell_outcome (rules, pos);

  if (pos->p1 == rules->p1_goal)
    qd_check_result_explain (result, _("Player 1's stones fill the %u cells at the right end: player 1 wins at once."),
                             rules->stones);
  else if (pos->p2 == rules->p2_goal)
    qd_check_result_explain (result, _("Player 2's stones fill the %u cells at the left end: player 2 wins at once."),
                             rules->stones);
  else
    {
      guint a = qd_kcell_packed (rules, pos, QD_KCELL_P1), b = qd_kcell_packed (rules, pos, QD_KCELL_P2);

      qd_check_result_explain (result, _("Neither player can move: player 1 has %u stones packed against its far edge, "
                                         "player 2 %u, so %s"), a, b,
                               outcome == QD_KCELL_DRAW ? _("the game is a draw.")
                               : outcome == QD_KCELL_P1_WINS ? _("player 1 wins.") : _("player 2 wins."));
    }
}

/* Explains line `index`; the step of the replay where the answer parts. */
static gint64
explain (gconstpointer data, QdCheckResult *result, guint index, const char *given)
{
  const QdKcellCheck *check = data;
  guint n = check->moves->len;
  const char *board = board_of (given);
  g_autofree char *expected_board = NULL;

  if (index < n)
    {
      const Move *m = &g_array_index (check->moves, Move, index);

      expected_board = qd_kcell_board_string (&check->game->rules, &m->before);
      if (index == 0)
        qd_check_result_explain (result, _("The game starts with player 1's %u stones (o) on the leftmost cells and "
                                           "player 2's (x) on the rightmost, player 1 to move."),
                                 check->game->rules.stones);
      else if (board != NULL && g_str_equal (board, expected_board))
        {
          qd_check_result_explain (result, _("The players take turns, a pass being a move: player %u moves here."),
                                   m->before.to_move + 1);
          return index;
        }
      else
        {
          explain_move (check, result, index - 1, board);
          return index - 1;
        }
      return 0;
    }
  if (index == n)
    {
      g_autofree char *final = qd_kcell_board_string (&check->game->rules, &check->end);
      gboolean other_board = board != NULL && !g_str_equal (board, final);

      /* A game that goes on in the answer: its last move was another. */
      if (other_board)
        explain_move (check, result, n - 1, board);
      qd_check_result_explain (result, _("The game is over after move %u, so an empty line comes, then the final "
                                         "board and the result."), n);
      explain_outcome (check, result);
      return other_board ? (gint64) n - 1 : (gint64) n;
    }
  if (index == n + 1)
    {
      explain_move (check, result, n - 1, board);
      return (gint64) n - 1;
    }
  /* The result line. */
  explain_outcome (check, result);
  return n;
}

QdCheckResult *
qd_kcell_check_answer (const QdKcellCheck *check, const char *answer, gsize length, gboolean strict)
{
  return qd_game_check_answer (&check->expected, answer, length, strict, check->moves->len,
                               explain, check);
}
