/* qd-wargame-match-rules.c — the war game in the match loop
 * (qd-wargame-match.h, core/qd-match.h): whose move, the end and its
 * points, the agents' moves and the record they go into. */
#include "config.h"
#include "qd-wargame-match.h"

#include <string.h>

#include "qd-wargame-outside.h"

static gboolean
is_computer (const QdWargameAgentSpec *spec)
{
  return spec->kind != QD_WARGAME_AGENT_HUMAN && spec->kind != QD_WARGAME_AGENT_OUTSIDE;
}

QdWargameMatch *
qd_wargame_match_new (QdWargameRules *rules, const QdWargameAgentSpec agents[2], guint64 seed)
{
  QdWargameMatch *m = g_new0 (QdWargameMatch, 1);
  QdWargameMatchResult *r = m->result = g_new0 (QdWargameMatchResult, 1);
  g_autofree char *a = qd_wargame_agent_spec_to_string (&agents[0]);
  g_autofree char *b = qd_wargame_agent_spec_to_string (&agents[1]);

  r->label = g_strdup_printf ("%s vs %s", a, b);
  r->record = qd_wargame_record_new (rules);
  m->rand = m->own_rand = g_rand_new_with_seed ((guint32) (seed * 2654435761u + 1));
  for (guint p = 0; p < 2; p++)
    {
      r->agents[p] = agents[p];
      if (is_computer (&agents[p]))
        m->agents[p] = qd_wargame_agent_new (rules, &agents[p], seed + p);
    }
  return m;
}

void
qd_wargame_match_free (QdWargameMatch *match)
{
  if (match != NULL)
    {
      for (guint p = 0; p < 2; p++)
        g_clear_pointer (&match->agents[p], qd_wargame_agent_unref);
      g_clear_pointer (&match->own_rand, g_rand_free);
      qd_wargame_match_result_free (match->result);
      g_free (match);
    }
}

gpointer
qd_wargame_match_new_test (GRand *rand)
{
  static const char board_text[] = "1 3 2 1\n2 5 4 3\n3 4 5 2\n1 2 3 1\n";
  g_autoptr(QdWargameBoard) board = qd_wargame_board_parse (board_text, -1, NULL);
  QdWargameRules *rules = qd_wargame_rules_new (board, QD_WARGAME_RULES_CLASSIC, QD_WARGAME_DEFAULT_ATTRITION, 0.5);
  QdWargameMatch *m = g_new0 (QdWargameMatch, 1);

  m->result = g_new0 (QdWargameMatchResult, 1);
  m->result->record = qd_wargame_record_new (rules);
  m->rand = rand;
  qd_wargame_rules_unref (rules);
  return m;
}

QdWargameMatchResult *
qd_wargame_match_steal_result (QdWargameMatch *match, const QdMatchResult *end)
{
  QdWargameMatchResult *r = g_steal_pointer (&match->result);

  r->stopped = end->end == QD_MATCH_STOPPED || end->end == QD_MATCH_RAN_OUT || end->end == QD_MATCH_NO_INPUT;
  return r;
}

static guint
to_move (gpointer game)
{
  QdWargameMatch *m = game;

  return qd_wargame_record_state (m->result->record)->to_move;
}

/* Over: the winner by the points, which are the scores. */
static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdWargameMatch *m = game;
  const QdWargameState *st = qd_wargame_record_state (m->result->record);
  gint blue = st->score[QD_WARGAME_BLUE], green = st->score[QD_WARGAME_GREEN];
  g_autofree char *reason = NULL;

  if (!qd_wargame_record_is_over (m->result->record))
    return FALSE;
  reason = g_strdup_printf ("final blue %d green %d", blue, green);
  qd_match_result_set_winner (result, blue > green ? 1 : blue < green ? 2 : 0, reason);
  result->scores[0] = blue;
  result->scores[1] = green;
  return TRUE;
}

/* A computer's move; FALSE when the stop flag cut its search. */
static gboolean
think (QdWargameMatch *m, guint p, const gint *stop)
{
  const QdWargameRecord *record = m->result->record;
  guint move = qd_wargame_record_n_moves (record) + 1;

  if (m->tree != NULL && !qd_search_tree_is_bound (m->tree) && !m->tree_asked &&
      (m->tree_move == 0 || m->tree_move == move))
    {
      qd_wargame_agent_record_next (m->agents[p], m->tree);
      m->tree_asked = TRUE;
    }
  qd_wargame_agent_think (m->agents[p], qd_wargame_record_state (record), stop, m->progress, &m->thought);
  return !m->thought.stopped || stop == NULL || g_atomic_int_get (stop) == 0;
}

/* A random empty square, from `rand`. */
static void
random_move (QdWargameMatch *m)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (m->result->record);
  guint8 squares[QD_WARGAME_MAX_SQUARES];
  guint n = qd_wargame_legal_moves (rules, qd_wargame_record_state (m->result->record), squares);

  memset (&m->thought, 0, sizeof m->thought);
  m->thought.square = squares[g_rand_int_range (m->rand, 0, (gint32) n)];
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdWargameMatch *m = game;
  QdWargameMatchResult *r = m->result;

  if (turn->who->outside != NULL)
    {
      /* A forfeit ends the game, the other side winning; a stop is a stop. */
      if (!qd_wargame_outside_choose (turn->who->outside, r->record, turn->stop, NULL, NULL, &m->thought,
                                      &r->forfeit))
        {
          if (r->forfeit == NULL)
            return QD_MATCH_STOPPED;
          r->forfeit_side = turn->player;
          g_propagate_error (cause, g_error_copy (r->forfeit));
          return QD_MATCH_FORFEIT;
        }
    }
  else if (m->agents[turn->player] != NULL)
    {
      if (!think (m, turn->player, turn->stop))
        return QD_MATCH_STOPPED;
    }
  else
    random_move (m);
  m->chosen = TRUE;
  *move = m->thought.square;
  return QD_MATCH_MOVED;
}

/* Plays the square (legal), the coin drawn from `rand`, and counts the
 * mover's move, nodes and time. */
static void
play (gpointer game, guint32 move)
{
  QdWargameMatch *m = game;
  QdWargameMatchResult *r = m->result;
  guint p = to_move (m);

  if (!m->chosen)
    {
      memset (&m->thought, 0, sizeof m->thought);
      m->thought.square = move;
    }
  m->chosen = FALSE;
  r->nodes[p] += m->thought.nodes;
  r->time_us[p] += m->thought.time_us;
  qd_wargame_record_play (r->record, move, m->rand, NULL);
  r->moves[p]++;
  if (m->progress != NULL)
    qd_progress_set (&m->progress->done, qd_wargame_record_n_moves (r->record));
}

/* The move as the protocol's `moves` line writes it: after it was
 * played, with the conquests it lost (`D3/D2,E3`). */
static char *
move_text (gpointer game, guint32 move)
{
  QdWargameMatch *m = game;
  const QdWargameRecord *record = m->result->record;
  guint n = qd_wargame_record_n_moves (record);
  char name[8];

  if (n > 0 && qd_wargame_record_move (record, n - 1)->square == move)
    return qd_wargame_move_notation (record, n - 1);
  return g_strdup (qd_wargame_square_name (qd_wargame_record_get_rules (record)->board.size, move, name));
}

/* An empty square of the board. */
static gboolean
legal (gpointer game, guint32 move)
{
  QdWargameMatch *m = game;
  QdWargameRules *rules = qd_wargame_record_get_rules (m->result->record);

  return move < rules->n_squares && qd_wargame_is_legal (rules, qd_wargame_record_state (m->result->record), move);
}

const QdMatchRules qd_wargame_match_rules = {
  .to_move = to_move, .over = over, .choose = choose, .play = play, .move_text = move_text, .legal = legal,
};
