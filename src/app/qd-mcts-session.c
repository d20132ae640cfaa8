/* qd-mcts-session.c — the tree, the last iteration and the visit samples
 * of the step-by-step window of Monte Carlo tree search: UCT's over a game
 * of turns (core/qd-game-mcts.h), or decoupled UCT's over a game of joint
 * moves (core/qd-game-duct.h), each player's own statistics at each node. */
#include "config.h"
#include "qd-mcts-session.h"

#include <glib/gi18n.h>

#include <string.h>

/* Samples kept at most: then every other one goes and the stride doubles. */
#define MAX_SAMPLES 400

struct _QdMctsSession {
  const QdGame *game;          /* a game of turns, or NULL and: */
  const QdJointGame *joint;    /* a game of joint moves */
  char **players;              /* its players' names */
  gpointer owner;
  GDestroyNotify owner_free;
  guint8 *root;
  QdMctsOptions options;
  QdSearchTreeMoveText move_text;
  gpointer move_text_data;
  QdMcts *mcts;                /* the game of turns' search, */
  QdDuct *duct;                /* or the joint game's */
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
samples_take (QdMctsSamples *samples, const QdMctsSession *s)
{
  guint64 n = qd_mcts_session_n_iterations (s);
  guint32 *row;
  guint k = 0;

  if (n % samples->stride != 0)
    return;
  g_array_append_val (samples->at, n);
  g_array_set_size (samples->visits, samples->visits->len + samples->width);
  row = &g_array_index (samples->visits, guint32, samples->visits->len - samples->width);
  if (s->duct != NULL)
    /* each player's moves at the root, max_moves columns a player */
    for (guint p = 0; p < s->joint->n_players; p++)
      for (guint i = 0; i < qd_duct_root_n_moves (s->duct, p) && i < s->joint->max_moves; i++)
        row[p * s->joint->max_moves + i] = qd_duct_root_visits (s->duct, p, i);
  else
    for (guint32 c = qd_mcts_node (s->mcts, 0)->first_child; c != QD_MCTS_NODE_NONE && k < samples->width;
         c = qd_mcts_node (s->mcts, c)->next_sibling)
      row[k++] = qd_mcts_node (s->mcts, c)->visits;
  if (samples->at->len > MAX_SAMPLES)
    samples_thin (samples);
}

QdMctsSession *
qd_mcts_session_new (const QdMctsSetup *setup)
{
  QdMctsSession *s = g_atomic_rc_box_new0 (QdMctsSession);

  s->game = setup->game;
  s->joint = setup->joint;
  if (s->joint != NULL)
    {
      s->players = g_new0 (char *, s->joint->n_players + 1);
      for (guint p = 0; p < s->joint->n_players; p++)
        s->players[p] = g_strdup (setup->players[p]);
    }
  s->owner = setup->owner;
  s->owner_free = setup->owner_free;
  s->root = g_memdup2 (setup->root, s->joint != NULL ? s->joint->state_size : setup->game->state_size);
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
  qd_duct_free (s->duct);
  samples_clear (&s->samples);
  g_array_unref (s->last.line);
  g_free (s->root);
  g_strfreev (s->players);
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
  g_clear_pointer (&s->mcts, qd_mcts_free);
  g_clear_pointer (&s->duct, qd_duct_free);
  samples_clear (&s->samples);
  if (s->joint != NULL)
    {
      s->duct = qd_duct_new (s->joint, s->root, &s->options);
      samples_init (&s->samples, s->joint->n_players * MAX (s->joint->max_moves, 1));
    }
  else
    {
      s->mcts = qd_mcts_new (s->game, s->root, &s->options);
      samples_init (&s->samples, s->game->max_moves);
    }
  g_array_set_size (s->last.line, 0);
  s->last.n_players = s->joint != NULL ? s->joint->n_players : 1;
  s->last.number = 0;
  s->last.path_moves = s->last.plies = 0;
  s->last.expanded = s->last.terminal = s->last.cut = FALSE;
  s->last.utility = 0;
}

/* Decoupled UCT's iteration: its path's joint moves, then its playout's. */
static gboolean
step_joint (QdMctsSession *s)
{
  QdMctsLast *last = &s->last;
  guint n = s->joint->n_players;
  QdDuctIteration it;

  if (!qd_duct_step (s->duct))
    return FALSE;
  qd_duct_last_iteration (s->duct, &it);
  g_array_set_size (last->line, 0);
  g_array_append_vals (last->line, it.path_joints, (it.path_length - 1) * n);
  g_array_append_vals (last->line, it.playout, it.playout_length * n);
  last->path_moves = it.path_length - 1;
  last->plies = last->path_moves + it.playout_length;
  last->number = it.number;
  last->expanded = it.expanded;
  last->terminal = !it.expanded && it.path[it.path_length - 1] != QD_DUCT_NODE_NONE
                   && qd_duct_node_terminal (s->duct, it.path[it.path_length - 1]);
  last->cut = it.playout_cut && it.playout_length > 0;
  for (guint p = 0; p < n; p++)
    last->utilities[p] = it.utility[p];
  last->utility = it.utility[0];
  samples_take (&s->samples, s);
  return TRUE;
}

gboolean
qd_mcts_session_step (QdMctsSession *s)
{
  QdMctsIteration it;
  QdMctsLast *last = &s->last;

  if (s->duct != NULL)
    return step_joint (s);
  if (!qd_mcts_step (s->mcts, &it))
    return FALSE;
  g_array_set_size (last->line, 0);
  for (guint i = 1; i < it.path_length; i++)
    g_array_append_val (last->line, qd_mcts_node (s->mcts, it.path[i])->move);
  last->path_moves = it.path_length - 1;
  g_array_append_vals (last->line, it.playout, it.playout_length);
  last->plies = last->line->len;
  last->number = it.number;
  last->expanded = it.expanded != QD_MCTS_NODE_NONE;
  last->terminal = !last->expanded && qd_mcts_node (s->mcts, it.path[it.path_length - 1])->terminal;
  last->cut = it.playout_cut;
  last->utility = it.utility;
  samples_take (&s->samples, s);
  return TRUE;
}

guint64
qd_mcts_session_n_iterations (const QdMctsSession *s)
{
  QdDuctIteration it;

  if (s->duct == NULL)
    return qd_mcts_n_iterations (s->mcts);
  qd_duct_last_iteration (s->duct, &it);
  return it.number;
}

const char *const *qd_mcts_session_get_players (const QdMctsSession *s) { return (const char *const *) s->players; }
const QdMctsLast *qd_mcts_session_get_last (const QdMctsSession *s) { return &s->last; }
const QdMctsSamples *qd_mcts_session_get_samples (const QdMctsSession *s) { return &s->samples; }
const QdGame *qd_mcts_session_get_game (const QdMctsSession *s) { return s->game; }
const QdMctsOptions *qd_mcts_session_get_options (const QdMctsSession *s) { return &s->options; }

QdSearchTree *
qd_mcts_session_record (const QdMctsSession *s)
{
  QdSearchTree *tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, 0);

  if (s->duct != NULL)
    {
      qd_search_tree_record_duct (tree, s->duct, s->joint->n_players, (const char *const *) s->players,
                                  s->move_text, s->move_text_data, NULL);
      return tree;
    }
  qd_search_tree_bind_game (tree, s->game, s->move_text, s->move_text_data, NULL);
  qd_search_tree_record_mcts (tree, s->mcts);
  return tree;
}

char *
qd_mcts_session_move_name (const QdMctsSession *s, QdMove move)
{
  GString *out = g_string_new (NULL);

  if (s->joint != NULL)
    s->move_text (s->move_text_data, NULL, 0, QD_PLAYER_MAX, move, out);
  else
    qd_search_tree_game_line_text (s->game, s->move_text, s->move_text_data, s->root, &move, 1, 0, "", out);
  return g_string_free (out, FALSE);
}

guint
qd_mcts_session_series (const QdMctsSession *s, guint *columns, char **names, guint size)
{
  guint n = 0;

  if (s->duct != NULL)
    {
      /* a line per move of each player with a choice at the root */
      for (guint p = 0; p < s->joint->n_players; p++)
        {
          guint k = MIN (qd_duct_root_n_moves (s->duct, p), s->joint->max_moves);

          for (guint i = 0; k > 1 && i < k && n < size; i++, n++)
            {
              g_autofree char *move = qd_mcts_session_move_name (s, qd_duct_root_move (s->duct, p, i));

              columns[n] = p * s->joint->max_moves + i;
              /* TRANSLATORS: a player's move in decoupled UCT: "left: (throw paper)" */
              names[n] = g_strdup_printf (C_("player: move", "%s: %s"), s->players[p], move);
            }
        }
      return n;
    }
  for (guint32 c = qd_mcts_node (s->mcts, 0)->first_child; c != QD_MCTS_NODE_NONE && n < size;
       c = qd_mcts_node (s->mcts, c)->next_sibling, n++)
    {
      columns[n] = n;
      names[n] = qd_mcts_session_move_name (s, qd_mcts_node (s->mcts, c)->move);
    }
  return n;
}

/* A joint move: "left (throw paper) · right (throw rock)". */
static void
joint_text (const QdMctsSession *s, const QdMove *joint, GString *out)
{
  for (guint p = 0; p < s->joint->n_players; p++)
    {
      g_string_append_printf (out, "%s%s ", p > 0 ? " · " : "", s->players[p]);
      s->move_text (s->move_text_data, NULL, 0, QD_PLAYER_MAX, joint[p], out);
    }
}

void
qd_mcts_session_line_text (const QdMctsSession *s, guint from, guint to, const char *separator, GString *out)
{
  to = MIN (to, s->last.plies);
  if (from >= to)
    return;
  if (s->joint == NULL)
    {
      qd_search_tree_game_line_text (s->game, s->move_text, s->move_text_data, s->root,
                                     (const QdMove *) s->last.line->data, to, from, separator, out);
      return;
    }
  for (guint ply = from; ply < to; ply++)
    {
      if (ply > from)
        g_string_append (out, separator);
      joint_text (s, &g_array_index (s->last.line, QdMove, (gsize) ply * s->joint->n_players), out);
    }
}

guint
qd_mcts_session_tree_node (const QdMctsSession *s, const QdSearchTree *tree, guint plies)
{
  guint n = s->last.n_players, id = 0;
  QdMove joint[QD_JOINT_MAX_PLAYERS];

  for (guint d = 0; d < plies && d < s->last.plies; d++)
    {
      const QdMove *want = &g_array_index (s->last.line, QdMove, (gsize) d * n);
      guint c = qd_search_tree_first_child (tree, id);

      /* a game of turns: the child of the move; a joint game: the position
       * of the joint move (not a player's statistics) */
      while (c != QD_SEARCH_NODE_NONE &&
             (s->joint != NULL ? !qd_search_tree_duct_joint (tree, c, joint) || memcmp (joint, want, n * sizeof (QdMove)) != 0
                               : qd_search_tree_node (tree, c)->a != *want))
        c = qd_search_tree_next_sibling (tree, c);
      if (c == QD_SEARCH_NODE_NONE)
        return id;
      id = c;
    }
  return id;
}
