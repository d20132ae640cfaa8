/* qd-kinarow-check.c — checking a k-in-a-row game; see qd-kinarow-check.h.
 *
 * The game is played once; every computer move keeps the position it was
 * chosen in and the value the agent's search gave each of its moves (a
 * listener on the search's first ply, problems/qd-game-check.h).  The
 * transcript has one line per move, then the result line: a line that
 * differs at line j (1-based) is move j's, or the result's. */
#include "config.h"
#include "qd-kinarow-check.h"

#include "problems/qd-game-check.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

typedef struct {
  QdKinarowPosition before;
  guint move;
  gboolean loaded;       /* from the saved game or --position, not chosen by an agent */
  double value;          /* the search's, player 1's side */
  QdGameCheckCandidate *candidates;
  guint n_candidates;
} Move;

struct _QdKinarowCheck {
  QdCheckReference expected;      /* the right transcript, as lines */
  QdKinarowGame *game;            /* the game played: its rules, players and moves */
  QdKinarowAgent agents[2];
  guint64 seed;                   /* of the random agents and MCTS */
  GArray *moves;                  /* Move, one a line of the transcript */
  QdKinarowPosition end;
};

static void
move_clear (gpointer data)
{
  g_free (((Move *) data)->candidates);
}

gboolean
qd_kinarow_check_replays (const char *name)
{
  QdKinarowAgent agent;

  if (!qd_kinarow_agent_parse (name, &agent, NULL))
    return FALSE;
  switch (agent.kind)
    {
    case QD_KINAROW_AGENT_HUMAN:
    case QD_KINAROW_AGENT_OUTSIDE:
    case QD_KINAROW_AGENT_ENGINE:
      return FALSE;
    case QD_KINAROW_AGENT_MCTS:
      return agent.mcts.time_budget_us == 0;
    default:
      return TRUE;
    }
}

/* "1: X plays b2". */
static void
append_move_line (GString *out, const QdKinarowRules *rules, guint number, guint player, guint move)
{
  g_autofree char *text = qd_kinarow_move_to_string (rules, move);

  g_string_append_printf (out, "%u: %c plays %s\n", number, player == QD_KINAROW_P1 ? 'X' : 'O', text);
}

static char *
transcript (const QdKinarowCheck *check)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < check->moves->len; i++)
    {
      const Move *m = &g_array_index (check->moves, Move, i);

      append_move_line (out, &check->game->rules, i + 1, m->before.to_move, m->move);
    }
  g_string_append_printf (out, "%s\n", qd_kinarow_outcome_line (qd_kinarow_outcome (&check->end)));
  return g_string_free (out, FALSE);
}

/* A computer's move in `m` (its position set): FALSE when it was stopped. */
static gboolean
choose (QdKinarowCheck *check, Move *m, GRand *rand, const gint *stop, gint64 deadline_us)
{
  const QdKinarowRules *rules = &check->game->rules;
  QdGameCheckPly log = { NULL, rules->cells, 0, m->before.to_move == QD_KINAROW_P1 };
  QdKinarowChooseOptions choose = { stop, deadline_us, rand, NULL, &qd_game_check_first_ply, &log };
  const QdKinarowAgent *agent = &check->agents[m->before.to_move];
  QdKinarowChoice choice;

  m->candidates = log.candidates = g_new0 (QdGameCheckCandidate, rules->cells);
  choose.history = (const guint16 *) (gconstpointer) check->game->moves->data;
  choose.n_history = check->game->moves->len;
  if (!qd_kinarow_agent_choose (agent, rules, &m->before, &choose, &choice))
    return FALSE;
  m->move = choice.move;
  m->n_candidates = log.n_candidates;
  if (agent->kind != QD_KINAROW_AGENT_RANDOM)
    m->value = choice.search.value;
  return TRUE;
}

QdKinarowCheck *
qd_kinarow_check_new (const QdKinarowGame *game, guint64 seed, const gint *stop, gint64 deadline_us)
{
  g_autoptr(QdKinarowCheck) check = NULL;
  g_autoptr(GRand) rand = NULL;
  QdKinarowAgent agents[2];
  QdKinarowPosition pos;

  /* Only a game that replays the same has one right transcript. */
  for (guint i = 0; i < 2; i++)
    if (!qd_kinarow_check_replays (game->agents[i]) || !qd_kinarow_agent_parse (game->agents[i], &agents[i], NULL))
      return NULL;
  check = g_new0 (QdKinarowCheck, 1);
  memcpy (check->agents, agents, sizeof agents);
  check->seed = seed;
  check->moves = g_array_new (FALSE, TRUE, sizeof (Move));
  g_array_set_clear_func (check->moves, move_clear);
  check->game = qd_kinarow_game_copy (game);
  g_array_set_size (check->game->moves, 0);
  rand = g_rand_new_with_seed ((guint32) seed);

  /* As the command: the saved moves, then the agents. */
  qd_kinarow_game_position (game, 0, &pos);
  for (guint i = 0; qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING; i++)
    {
      Move m = { pos, 0, i < game->moves->len, NAN };

      if (m.loaded)
        m.move = g_array_index (game->moves, guint16, i);
      else if (!choose (check, &m, rand, stop, deadline_us))
        {
          g_free (m.candidates);
          return NULL;
        }
      g_array_append_val (check->moves, m);
      qd_kinarow_game_play (check->game, m.move, NULL);
      qd_kinarow_apply (&game->rules, &pos, m.move, &pos);
    }
  check->end = pos;
  qd_check_reference_init (&check->expected, transcript (check));
  return g_steal_pointer (&check);
}

void
qd_kinarow_check_free (QdKinarowCheck *check)
{
  if (check == NULL)
    return;
  qd_kinarow_game_free (check->game);
  if (check->moves != NULL)
    g_array_unref (check->moves);
  qd_check_reference_clear (&check->expected);
  g_free (check);
}

/* ------------------------------------------------------------ explaining */

static char
mark (guint player)
{
  return player == QD_KINAROW_P1 ? 'X' : 'O';
}

static char *
describe_move (gpointer data, QdMove move)
{
  return qd_kinarow_move_to_string (data, move);
}

/* How the searching agent of `player` searches. */
static void
explain_agent (const QdKinarowCheck *check, QdCheckResult *result, guint player)
{
  const QdKinarowAgent *agent = &check->agents[player];

  switch (agent->kind)
    {
    case QD_KINAROW_AGENT_MINIMAX:
    case QD_KINAROW_AGENT_ALPHABETA:
      qd_check_result_explain (result, _("Player %u (%c) is %s, searching to the end of the game: a value is 1 when "
                                         "player 1 wins with best play on both sides, -1 when player 2 does, 0 for a "
                                         "draw."), player + 1, mark (player),
                               agent->kind == QD_KINAROW_AGENT_MINIMAX ? "minimax" : "alpha-beta");
      break;
    case QD_KINAROW_AGENT_HEURISTIC:
      qd_check_result_explain (result, _("Player %u (%c) is alpha-beta with a cutoff at depth %u: a position there is "
                                         "valued by the open-lines evaluation (strictly between -1 and 1, player 1's "
                                         "side), a won game 1, a lost one -1, a draw 0."),
                               player + 1, mark (player), agent->depth);
      break;
    default:
      break;
    }
}

/* A searcher's move `index`: the values of its moves and the rule. */
static void
explain_search (const QdKinarowCheck *check, QdCheckResult *result, guint index)
{
  const Move *m = &g_array_index (check->moves, Move, index);
  const QdKinarowRules *rules = &check->game->rules;
  guint player = m->before.to_move;
  g_autofree char *chosen = qd_kinarow_move_to_string (rules, m->move);
  g_autofree char *v = qd_game_check_value_text (m->value);
  g_autofree char *listed = qd_game_check_list (m->candidates, m->n_candidates, describe_move, (gpointer) rules);

  explain_agent (check, result, player);
  qd_check_result_explain (result, _("At move %u its moves in the order searched (the centre first) are worth, for "
                                     "player 1: %s."), index + 1, listed);
  qd_check_result_explain (result, player == QD_KINAROW_P1
                           ? _("Player 1 plays %s, of the highest value, %s: the first of equal values in that order "
                               "is kept.")
                           : _("Player 2 plays %s, of the lowest value for player 1, %s: the first of equal values in "
                               "that order is kept."), chosen, v);
}

/* Move `index`, which the answer gives as `other` (a cell, or G_MAXUINT). */
static void
explain_move (const QdKinarowCheck *check, QdCheckResult *result, guint index, guint other)
{
  const Move *m = &g_array_index (check->moves, Move, index);
  const QdKinarowAgent *agent = &check->agents[m->before.to_move];
  guint player = m->before.to_move;
  g_autofree char *chosen = qd_kinarow_move_to_string (&check->game->rules, m->move);

  if (m->loaded)
    qd_check_result_explain (result, _("Move %u, player %u's (%c) %s, comes from the saved game or --position, not "
                                       "from a search."), index + 1, player + 1, mark (player), chosen);
  else if (agent->kind == QD_KINAROW_AGENT_RANDOM)
    qd_check_result_explain (result, _("Move %u is player %u's (%c), the random agent: %s is drawn among its legal "
                                       "moves by the generator of seed %" PRIu64 ", which the random agents and "
                                       "MCTS draw from in turn."), index + 1, player + 1, mark (player), chosen,
                             check->seed);
  else if (agent->kind == QD_KINAROW_AGENT_MCTS)
    {
      g_autofree char *v = qd_game_check_value_text (m->value);

      qd_check_result_explain (result, _("Move %u is player %u's (%c), Monte Carlo tree search: it plays the move it "
                                         "tried most often, %s (worth %s for player 1), its own seed drawn from the "
                                         "generator of seed %" PRIu64 ", which the random agents and MCTS draw from "
                                         "in turn."), index + 1, player + 1, mark (player), chosen, v, check->seed);
    }
  else
    explain_search (check, result, index);
  if (other != G_MAXUINT && other != m->move)
    {
      g_autofree char *text = qd_kinarow_move_to_string (&check->game->rules, other);
      const QdGameCheckCandidate *c = qd_game_check_find (m->candidates, m->n_candidates, other);
      g_autofree char *cv = c != NULL && !m->loaded ? qd_game_check_candidate_text (c) : NULL;

      if (cv != NULL)
        qd_check_result_explain (result, _("The answer's move, %s, is worth %s."), text, cv);
    }
}

/* The move of an answer's line “N: X plays MOVE” in `pos`, or G_MAXUINT
 * when it is none or not legal there. */
static guint
move_of (const QdKinarowRules *rules, const QdKinarowPosition *pos, const char *line)
{
  const char *plays = line != NULL ? strstr (line, " plays ") : NULL;
  g_autofree char *text = plays != NULL ? g_strstrip (g_strdup (plays + strlen (" plays "))) : NULL;
  guint move;

  if (text == NULL || !qd_kinarow_move_parse (rules, pos, text, &move, NULL))
    return G_MAXUINT;
  return move;
}

/* The rule that ended the game. */
static void
explain_outcome (const QdKinarowCheck *check, QdCheckResult *result)
{
  const QdKinarowRules *rules = &check->game->rules;
  QdKinarowOutcome outcome = qd_kinarow_outcome (&check->end);
  guint16 cells[QD_KINAROW_MAX_LINE];
  guint n = qd_kinarow_winning_line (rules, &check->end, cells);

  if (outcome == QD_KINAROW_DRAW || n == 0)
    {
      qd_check_result_explain (result, _("The board is full, %u stones, with no %u in a row: the game is a draw."),
                               rules->cells, rules->k);
      return;
    }
  {
    GString *line = g_string_new (NULL);
    g_autofree char *listed = NULL;
    guint winner = outcome == QD_KINAROW_P1_WINS ? 0 : 1;

    /* Cells by their column's letter and row, with gravity too. */
    for (guint i = 0; i < n; i++)
      g_string_append_printf (line, "%s%c%u", i > 0 ? " " : "", 'a' + cells[i] % rules->width,
                              cells[i] / rules->width + 1);
    listed = g_string_free (line, FALSE);
    qd_check_result_explain (result, _("Player %u's (%c) last stone makes %u in a row, on %s: player %u wins at once."),
                             winner + 1, mark (winner), n, listed, winner + 1);
  }
}

/* Explains line `index` (0-based); the step of the replay where the answer parts. */
static gint64
explain (gconstpointer data, QdCheckResult *result, guint index, const char *given)
{
  const QdKinarowCheck *check = data;
  guint n = check->moves->len;

  if (index < n)
    {
      const Move *m = &g_array_index (check->moves, Move, index);
      guint other = move_of (&check->game->rules, &m->before, given);

      if (other == m->move)
        qd_check_result_explain (result, _("Move %u is player %u's (%c): its line is “%u: %c plays MOVE”, numbered from "
                                           "1, X for player 1 and O for player 2."),
                                 index + 1, m->before.to_move + 1, mark (m->before.to_move), index + 1,
                                 mark (m->before.to_move));
      else
        explain_move (check, result, index, other);
      return index;
    }
  qd_check_result_explain (result, _("The game is over after move %u, so the result comes next."), n);
  explain_outcome (check, result);
  return n;
}

QdCheckResult *
qd_kinarow_check_answer (const QdKinarowCheck *check, const char *answer, gsize length, gboolean strict)
{
  return qd_game_check_answer (&check->expected, answer, length, strict, check->moves->len, explain, check);
}
