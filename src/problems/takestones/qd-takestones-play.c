/* qd-takestones-play.c — Take-Stones in the match loop
 * (qd-takestones-play.h). */
#include "config.h"
#include "qd-takestones-play.h"

#include "qd-takestones-outside.h"

QdTakestonesPlay *
qd_takestones_play_new (QdTakestonesRecord *record, GRand *rand, guint64 seed)
{
  QdTakestonesPlay *m = g_new (QdTakestonesPlay, 1);

  *m = (QdTakestonesPlay) { .record = record, .rand = rand, .seed = seed };
  qd_takestones_record_position (record, G_MAXUINT, &m->pos, NULL, NULL);
  return m;
}

void
qd_takestones_play_free (QdTakestonesPlay *match)
{
  if (match != NULL)
    qd_takestones_record_free (match->record);
  g_free (match);
}

gpointer
qd_takestones_match_new_test (GRand *rand)
{
  return qd_takestones_play_new (qd_takestones_record_new (12), rand, 0);
}

static guint
to_move (gpointer game)
{
  QdTakestonesPlay *m = game;

  return qd_takestones_player_to_move (&m->pos) - 1;
}

/* The player left without a stone to take loses. */
static gboolean
over (gpointer game, QdMatchResult *result)
{
  QdTakestonesPlay *m = game;
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
choose_outside (QdTakestonesPlay *m, const QdMatchTurn *turn, guint32 *move, GError **cause)
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
choose_search (QdTakestonesPlay *m, const QdMatchTurn *turn, guint32 *move, GError **cause)
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
  QdTakestonesPlay *m = game;
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
  QdTakestonesPlay *m = game;
  guint stone = move;

  qd_takestones_take (&m->pos, stone);
  g_array_append_val (m->record->moves, stone);
}

static char *
move_text (gpointer game, guint32 move)
{
  return g_strdup_printf ("%u", move);
}

const QdMatchRules qd_takestones_match_rules = {
  .to_move = to_move, .over = over, .choose = choose, .play = play, .move_text = move_text,
};
