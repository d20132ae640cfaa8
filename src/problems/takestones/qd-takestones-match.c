/* qd-takestones-match.c — Take-Stones in the match loop
 * (qd-takestones-match.h). */
#include "config.h"
#include "qd-takestones-match.h"

#include "qd-takestones-outside.h"

QdTakestonesMatch *
qd_takestones_match_new (QdTakestonesRecord *record, GRand *rand, guint64 seed)
{
  QdTakestonesMatch *m = g_new (QdTakestonesMatch, 1);

  *m = (QdTakestonesMatch) { .record = record, .rand = rand, .seed = seed };
  qd_takestones_record_position (record, G_MAXUINT, &m->pos, NULL, NULL);
  return m;
}

void
qd_takestones_match_free (QdTakestonesMatch *match)
{
  if (match != NULL)
    qd_takestones_record_free (match->record);
  g_free (match);
}

gpointer
qd_takestones_match_new_test (GRand *rand)
{
  return qd_takestones_match_new (qd_takestones_record_new (12), rand, 0);
}

static guint
to_move (gpointer game)
{
  QdTakestonesMatch *m = game;

  return qd_takestones_player_to_move (&m->pos) - 1;
}

/* The player left without a stone to take loses. */
static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdTakestonesMatch *m = game;
  guint winner = 3 - qd_takestones_player_to_move (&m->pos);
  g_autofree char *line = NULL;

  if (qd_takestones_has_move (&m->pos))
    return FALSE;
  line = g_strdup_printf ("Winner: Player %u", winner);
  qd_match_result_set_winner (result, (gint) winner, line);
  return TRUE;
}

/* An outside agent's stone: its nodes and its time noted. */
static QdMatchEnd
choose_outside (QdTakestonesMatch *m, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  gint64 began = g_get_monotonic_time ();
  guint64 nodes = 0;
  guint stone;
  GError *forfeit = NULL;

  if (!qd_takestones_outside_choose (turn->who->outside, &m->pos, (const guint *) m->record->moves->data,
                                     m->record->moves->len, turn->stop, &stone, &nodes, &forfeit))
    return qd_match_no_move (turn, forfeit, cause);
  *move = stone;
  m->search.result = (QdGameSearchResult) { .best_move = stone, .nodes = nodes,
                                            .time_us = g_get_monotonic_time () - began };
  m->search.searched = TRUE;
  return QD_MATCH_MOVED;
}

/* A computer's stone: the statement's search of the record's depth and
 * evaluator, or MCTS. */
static QdMatchEnd
choose_search (QdTakestonesMatch *m, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdTakestonesSearch search = {
    .rules = { m->record->evaluator, QD_TAKESTONES_TIES_LARGEST }, .algorithm = QD_GAME_SEARCH_MINIMAX,
    .depth = m->record->depth < 0 ? QD_DEPTH_UNLIMITED : (guint) m->record->depth,
    .stop = turn->stop, .deadline_us = turn->deadline_us, .tree = m->search.tree,
  };
  QdMctsOptions mcts;
  QdGameSearchResult result;
  gboolean done;

  if (!qd_takestones_player_check (turn->who->name, cause))
    return QD_MATCH_FORFEIT;
  if (qd_mcts_spec_parse (turn->who->name, &mcts, NULL))
    done = qd_takestones_mcts (&m->pos, &search, &mcts, m->seed, &result);
  else
    done = qd_takestones_search (&m->pos, &search, NULL, NULL, &result) == QD_GAME_SEARCH_DONE;
  if (!done)
    return qd_match_no_move (turn, NULL, cause);
  *move = result.best_move;
  m->search.result = result;
  m->search.searched = TRUE;
  return QD_MATCH_MOVED;
}

static QdMatchEnd
choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  QdTakestonesMatch *m = game;
  guint moves[QD_TAKESTONES_MAX];
  guint n;

  if (turn->who->outside != NULL)
    return choose_outside (m, turn, move, cause);
  if (!g_str_equal (turn->who->name, "random") || m->rand == NULL)
    return choose_search (m, turn, move, cause);
  n = qd_takestones_legal_moves (&m->pos, moves);
  *move = moves[g_rand_int_range (m->rand, 0, (gint32) n)];
  m->search.searched = FALSE;
  return QD_MATCH_MOVED;
}

static void
play (gpointer game, guint32 move)
{
  QdTakestonesMatch *m = game;
  guint stone = move;

  qd_takestones_take (&m->pos, stone);
  g_array_append_val (m->record->moves, stone);
}

static char *
move_text (gpointer game, guint32 move)
{
  return g_strdup_printf ("%u", move);
}

static gboolean
legal (gpointer game, guint32 move)
{
  QdTakestonesMatch *m = game;

  return move <= QD_TAKESTONES_MAX && qd_takestones_is_legal (&m->pos, move);
}

const QdMatchRules qd_takestones_match_rules = {
  .to_move = to_move, .over = over, .choose = choose, .play = play, .move_text = move_text, .legal = legal,
};

/* ---------------------------------------- two searches, the report's games */

typedef struct {
  QdTakestonesPosition *pos;
  const QdTakestonesSearch *players;
  GString *log;
  guint64 nodes[2];
  guint moves[2];
} Searches;

static guint
searches_to_move (gpointer game)
{
  return qd_takestones_player_to_move (((Searches *) game)->pos) - 1;
}

static gboolean
searches_over (gpointer game, QdMatchResult *result)
{
  Searches *s = game;

  if (qd_takestones_has_move (s->pos))
    return FALSE;
  qd_match_result_set_winner (result, (gint) (3 - qd_takestones_player_to_move (s->pos)), NULL);
  return TRUE;
}

static QdMatchEnd
searches_choose (gpointer game, const QdMatchTurn *turn, guint32 *move, GError **cause)
{
  Searches *s = game;
  QdGameSearchResult result;

  if (qd_takestones_search (s->pos, &s->players[turn->player], NULL, NULL, &result) != QD_GAME_SEARCH_DONE)
    return QD_MATCH_STOPPED;
  s->nodes[turn->player] += result.nodes;
  s->moves[turn->player]++;
  *move = result.best_move;
  return QD_MATCH_MOVED;
}

static void
searches_play (gpointer game, guint32 move)
{
  Searches *s = game;

  if (s->log != NULL)
    g_string_append_printf (s->log, "Player %u: %u\n", qd_takestones_player_to_move (s->pos), move);
  qd_takestones_take (s->pos, move);
}

static const QdMatchRules searches_rules = {
  .to_move = searches_to_move, .over = searches_over, .choose = searches_choose, .play = searches_play,
  .move_text = move_text,
};

guint
qd_takestones_match_searches (QdTakestonesPosition *pos, const QdTakestonesSearch players[2], GString *log,
                              const gint *stop, guint64 nodes[2], guint moves[2])
{
  Searches s = { pos, players, log };
  const QdMatchPlayer searchers[2] = { { .name = "searcher" }, { .name = "searcher" } };
  const QdMatchOptions options = { .stop = stop };
  g_auto(QdMatchResult) result = { 0 };

  if (qd_match_play (&searches_rules, &s, searchers, 0, &options, &result) != QD_MATCH_OVER)
    return 0;
  if (log != NULL)
    g_string_append_printf (log, "Winner: Player %d\n", result.winner);
  for (guint p = 0; p < 2; p++)
    {
      if (nodes != NULL)
        nodes[p] += s.nodes[p];
      if (moves != NULL)
        moves[p] += s.moves[p];
    }
  return (guint) result.winner;
}
