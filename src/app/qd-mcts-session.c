/* qd-mcts-session.c — the tree, the last iteration and the visit samples
 * of the step-by-step window of Monte Carlo tree search. */
#include "config.h"
#include "qd-mcts-session.h"

#include <string.h>

/* Samples kept at most: then every other one goes and the stride doubles. */
#define MAX_SAMPLES 400

struct _QdMctsSession {
  const QdGame *game;
  gpointer owner;
  GDestroyNotify owner_free;
  guint8 *root;
  QdMctsOptions options;
  QdSearchTreeMoveText move_text;
  gpointer move_text_data;
  QdMcts *mcts;
  QdMctsLast last;
  QdMctsSamples samples;
};

static void
samples_init (QdMctsSamples *samples, guint width)
{
  samples->at = g_array_new (FALSE, FALSE, sizeof (guint64));
  samples->visits = g_array_new (FALSE, TRUE, sizeof (guint32));
  samples->width = MAX (width, 1);
  samples->stride = 1;
}

static void
samples_clear (QdMctsSamples *samples)
{
  g_clear_pointer (&samples->at, g_array_unref);
  g_clear_pointer (&samples->visits, g_array_unref);
}

QdMctsSamples *
qd_mcts_samples_copy (const QdMctsSamples *samples)
{
  QdMctsSamples *copy = g_new0 (QdMctsSamples, 1);

  samples_init (copy, samples->width);
  copy->stride = samples->stride;
  g_array_append_vals (copy->at, samples->at->data, samples->at->len);
  g_array_append_vals (copy->visits, samples->visits->data, samples->visits->len);
  return copy;
}

void
qd_mcts_samples_free (QdMctsSamples *samples)
{
  if (samples == NULL)
    return;
  samples_clear (samples);
  g_free (samples);
}

/* Every other sample out (the ones not on the doubled stride). */
static void
samples_thin (QdMctsSamples *samples)
{
  guint kept = 0;

  samples->stride *= 2;
  for (guint i = 0; i < samples->at->len; i++)
    {
      if (g_array_index (samples->at, guint64, i) % samples->stride != 0)
        continue;
      g_array_index (samples->at, guint64, kept) = g_array_index (samples->at, guint64, i);
      memmove (&g_array_index (samples->visits, guint32, (gsize) kept * samples->width),
               &g_array_index (samples->visits, guint32, (gsize) i * samples->width),
               samples->width * sizeof (guint32));
      kept++;
    }
  g_array_set_size (samples->at, kept);
  g_array_set_size (samples->visits, (gsize) kept * samples->width);
}

static void
samples_take (QdMctsSamples *samples, const QdMcts *mcts)
{
  guint64 n = qd_mcts_n_iterations (mcts);
  guint32 *row;
  guint k = 0;

  if (n % samples->stride != 0)
    return;
  g_array_append_val (samples->at, n);
  g_array_set_size (samples->visits, samples->visits->len + samples->width);
  row = &g_array_index (samples->visits, guint32, samples->visits->len - samples->width);
  for (guint32 c = qd_mcts_node (mcts, 0)->first_child; c != QD_MCTS_NODE_NONE && k < samples->width;
       c = qd_mcts_node (mcts, c)->next_sibling)
    row[k++] = qd_mcts_node (mcts, c)->visits;
  if (samples->at->len > MAX_SAMPLES)
    samples_thin (samples);
}

QdMctsSession *
qd_mcts_session_new (const QdMctsSetup *setup)
{
  QdMctsSession *s = g_atomic_rc_box_new0 (QdMctsSession);

  s->game = setup->game;
  s->owner = setup->owner;
  s->owner_free = setup->owner_free;
  s->root = g_memdup2 (setup->root, setup->game->state_size);
  s->options = *setup->options;
  s->options.iteration_done = NULL;
  s->options.user_data = NULL;
  s->options.stop = NULL;
  s->options.progress_nodes = NULL;
  s->move_text = setup->move_text;
  s->move_text_data = setup->move_text_data;
  s->last.line = g_array_new (FALSE, FALSE, sizeof (QdMove));
  qd_mcts_session_reset (s);
  return s;
}

QdMctsSession *
qd_mcts_session_ref (QdMctsSession *session)
{
  return g_atomic_rc_box_acquire (session);
}

static void
session_clear (gpointer data)
{
  QdMctsSession *s = data;

  qd_mcts_free (s->mcts);
  samples_clear (&s->samples);
  g_array_unref (s->last.line);
  g_free (s->root);
  if (s->owner_free != NULL)
    s->owner_free (s->owner);
}

void
qd_mcts_session_unref (QdMctsSession *session)
{
  if (session != NULL)
    g_atomic_rc_box_release_full (session, session_clear);
}

void
qd_mcts_session_reset (QdMctsSession *s)
{
  qd_mcts_free (s->mcts);
  s->mcts = qd_mcts_new (s->game, s->root, &s->options);
  samples_clear (&s->samples);
  samples_init (&s->samples, s->game->max_moves);
  g_array_set_size (s->last.line, 0);
  s->last.number = 0;
  s->last.path_moves = 0;
  s->last.expanded = s->last.terminal = s->last.cut = FALSE;
  s->last.utility = 0;
}

gboolean
qd_mcts_session_step (QdMctsSession *s)
{
  QdMctsIteration it;
  QdMctsLast *last = &s->last;

  if (!qd_mcts_step (s->mcts, &it))
    return FALSE;
  g_array_set_size (last->line, 0);
  for (guint i = 1; i < it.path_length; i++)
    g_array_append_val (last->line, qd_mcts_node (s->mcts, it.path[i])->move);
  last->path_moves = it.path_length - 1;
  g_array_append_vals (last->line, it.playout, it.playout_length);
  last->number = it.number;
  last->expanded = it.expanded != QD_MCTS_NODE_NONE;
  last->terminal = !last->expanded && qd_mcts_node (s->mcts, it.path[it.path_length - 1])->terminal;
  last->cut = it.playout_cut;
  last->utility = it.utility;
  samples_take (&s->samples, s->mcts);
  return TRUE;
}

guint64 qd_mcts_session_n_iterations (const QdMctsSession *s) { return qd_mcts_n_iterations (s->mcts); }
const QdMctsLast *qd_mcts_session_get_last (const QdMctsSession *s) { return &s->last; }
const QdMctsSamples *qd_mcts_session_get_samples (const QdMctsSession *s) { return &s->samples; }
const QdGame *qd_mcts_session_get_game (const QdMctsSession *s) { return s->game; }
const QdMctsOptions *qd_mcts_session_get_options (const QdMctsSession *s) { return &s->options; }

QdSearchTree *
qd_mcts_session_record (const QdMctsSession *s)
{
  QdSearchTree *tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);

  qd_search_tree_bind_game (tree, s->game, s->move_text, s->move_text_data, NULL);
  qd_search_tree_record_mcts (tree, s->mcts);
  return tree;
}

guint
qd_mcts_session_root_moves (const QdMctsSession *s, QdMove *moves, guint size)
{
  guint n = 0;

  for (guint32 c = qd_mcts_node (s->mcts, 0)->first_child; c != QD_MCTS_NODE_NONE && n < size;
       c = qd_mcts_node (s->mcts, c)->next_sibling)
    moves[n++] = qd_mcts_node (s->mcts, c)->move;
  return n;
}

char *
qd_mcts_session_move_name (const QdMctsSession *s, QdMove move)
{
  GString *out = g_string_new (NULL);

  qd_search_tree_game_line_text (s->game, s->move_text, s->move_text_data, s->root, &move, 1, 0, "", out);
  return g_string_free (out, FALSE);
}

void
qd_mcts_session_line_text (const QdMctsSession *s, guint from, guint to, const char *separator, GString *out)
{
  to = MIN (to, s->last.line->len);
  if (from < to)
    qd_search_tree_game_line_text (s->game, s->move_text, s->move_text_data, s->root,
                                   (const QdMove *) s->last.line->data, to, from, separator, out);
}
