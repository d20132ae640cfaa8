/* qd-gdl-search.c — a GDL game of two roles taking turns for the shared searchers: the
 * QdGame vtable over a QdGdlGame, its values and the general evaluation
 * (goals, goal proximity, mobility: see qd-gdl-agent.h).
 *
 * Goal proximity is a fuzzy evaluation of the ground network's state
 * layer (the formula in qd-gdl-agent.h): the blocks are walked once in
 * their topological order (a cyclic block once too: a lower bound), in
 * the search game's buffer, allocated at the first evaluation.
 */
#include "config.h"
#include "qd-gdl-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-gdl-private.h"

/* The search game through `data`, not by casting the QdGame: the engine
 * keeps a copy of the QdGame alone.  The const is cast away because a
 * QdGdlGame evaluates in place (its scratch): one search at a time. */
#define SG(game) ((QdGdlSearchGame *) (gpointer) (game)->data)

const char *
qd_gdl_evaluation_name (void)
{
  /* TRANSLATORS: the name of the general evaluation of a GDL game's states */
  return _("goals, goal proximity and mobility");
}

/* -------------------------------------------------------- proximity */

/* A condition's value from its truth x in [0, 1]: 1 when it holds, down
 * to QD_GDL_EVAL_UNMET when it does not. */
static inline double
condition (double x)
{
  return QD_GDL_EVAL_UNMET + (1 - QD_GDL_EVAL_UNMET) * x;
}

/* The fuzzy value of every state-layer atom into `fuzzy`: the atoms that
 * hold 1, a derived atom that does not the "or" (1 - the product of the
 * 1 - values) of its rules' values, a rule's value the product of its
 * conditions' (a negated atom's truth 1 - its fuzzy value). */
static void
fuzzy_pass (const QdGdlNet *net, double *fuzzy)
{
  const guint32 *code = (const guint32 *) (gconstpointer) net->code->data;
  const QdGdlBlock *blocks = (const QdGdlBlock *) (gconstpointer) net->blocks->data;

  for (guint a = 0; a < net->n_atoms; a++)
    fuzzy[a] = net->values[a];
  for (guint b = 0; b < net->n_state_blocks; b++)
    for (const guint32 *p = code + blocks[b].start, *end = code + blocks[b].end; p < end;)
      {
        guint32 head = p[0], n_pos = p[1] & 0xffff, n = n_pos + (p[1] >> 16);
        const guint32 *lits = p + 2;
        double rule = 1;

        p = lits + n;
        if (net->values[head])
          continue;
        for (guint j = 0; j < n_pos; j++)
          rule *= condition (fuzzy[lits[j]]);
        for (guint j = n_pos; j < n; j++)
          rule *= condition (1 - fuzzy[lits[j]]);
        fuzzy[head] = 1 - (1 - fuzzy[head]) * (1 - rule);
      }
}

void
qd_gdl_proximities (QdGdlSearchGame *sg, const guint64 *state, double *prox)
{
  const QdGdlNet *net = qd_gdl_game_state_net (sg->gdl, state);
  double sum[QD_GDL_MAX_ROLES] = { 0 }, weight[QD_GDL_MAX_ROLES] = { 0 };
  guint n_roles = qd_gdl_game_n_roles (sg->gdl);

  for (guint r = 0; r < n_roles; r++)
    prox[r] = 0;
  if (net == NULL)
    return;
  if (sg->fuzzy == NULL)
    sg->fuzzy = g_new (double, MAX (net->n_atoms, 1));
  fuzzy_pass (net, sg->fuzzy);
  for (guint i = 0; i + 1 < net->goals->len; i += 2)
    {
      guint32 atom = g_array_index (net->goals, guint32, i);
      guint32 code = g_array_index (net->goals, guint32, i + 1);
      guint role = code / 256;

      if (role >= n_roles)
        continue;
      sum[role] += (code % 256) / 100.0 * sg->fuzzy[atom];
      weight[role] += sg->fuzzy[atom];
    }
  for (guint r = 0; r < n_roles; r++)
    prox[r] = weight[r] > 0 ? sum[r] / weight[r] : 0;
}

/* prox(role 1) - prox(role 2), or 0 without a ground network: each
 * role's goal values weighted by the fuzzy values of its goal atoms. */
static double
proximity (QdGdlSearchGame *sg, const guint64 *state)
{
  double prox[QD_GDL_MAX_ROLES];

  qd_gdl_proximities (sg, state, prox);
  return prox[0] - prox[1];
}

/* ------------------------------------------------------------ values */

/* (goal(1) - goal(2)) / 100, a role without a goal counting 0. */
static double
goal_difference (QdGdlGame *gdl, const guint64 *state)
{
  gint g1 = qd_gdl_game_goal (gdl, state, 0), g2 = qd_gdl_game_goal (gdl, state, 1);

  return (MAX (g1, 0) - MAX (g2, 0)) / 100.0;
}

/* The legal moves of both roles into n[]: FALSE past a limit. */
static gboolean
count_moves (QdGdlSearchGame *sg, const guint64 *state, gint n[2])
{
  for (guint r = 0; r < 2; r++)
    if ((n[r] = qd_gdl_game_legal (sg->gdl, state, r, sg->scratch, NULL)) < 0)
      return FALSE;
  return TRUE;
}

/* The mover of a state where at most one role has a choice: 0 or 1; -1
 * when both have one (simultaneous) or one has none. */
static gint
mover_of (QdGdlSearchGame *sg, const guint64 *state, const gint n[2])
{
  if (n[0] == 0 || n[1] == 0 || (n[0] > 1 && n[1] > 1))
    return -1;
  if (n[0] > 1)
    return 0;
  if (n[1] > 1)
    return 1;
  /* one move each: the reasoner's rule (the first role without a no-op) */
  return MAX (qd_gdl_game_mover (sg->gdl, state, NULL), 0);
}

/* The other role's move beside the mover's: its first legal move (its
 * no-op), into joint[]; FALSE when it has none. */
static gboolean
joint_move (QdGdlSearchGame *sg, const guint64 *state, guint mover, guint32 move, guint32 joint[2])
{
  if (qd_gdl_game_legal (sg->gdl, state, 1 - mover, sg->scratch, NULL) <= 0)
    return FALSE;
  joint[mover] = move;
  joint[1 - mover] = sg->scratch[0];
  return TRUE;
}

/* The best goal difference, from the mover's side, of the ends the mover
 * reaches in one move; 0 when none is a win (above 0). */
static double
win_in_one (QdGdlSearchGame *sg, const guint64 *state, guint mover, guint n_moves)
{
  double best = 0;

  qd_gdl_game_legal (sg->gdl, state, mover, sg->moves, NULL);
  for (guint i = 0; i < n_moves; i++)
    {
      guint32 joint[2];

      if (joint_move (sg, state, mover, sg->moves[i], joint) && qd_gdl_game_next (sg->gdl, state, joint, sg->child, NULL)
          && qd_gdl_game_terminal (sg->gdl, sg->child))
        best = MAX (best, goal_difference (sg->gdl, sg->child) * (mover == 0 ? 1 : -1));
    }
  return best;
}

double
qd_gdl_evaluation (QdGdlSearchGame *sg, const guint64 *state)
{
  gint n[2], mover = -1;
  double goals, mobility = 0, win;

  goals = goal_difference (sg->gdl, state);
  if (qd_gdl_game_terminal (sg->gdl, state))
    return goals;
  if (qd_gdl_game_goal (sg->gdl, state, 0) < 0 || qd_gdl_game_goal (sg->gdl, state, 1) < 0)
    goals = 0;
  if (count_moves (sg, state, n) && n[0] + n[1] > 0 && (mover = mover_of (sg, state, n)) >= 0)
    {
      mobility = (double) (n[mover] - n[1 - mover]) / (n[0] + n[1]) * (mover == 0 ? 1 : -1);
      if ((win = win_in_one (sg, state, (guint) mover, (guint) n[mover])) > 0)
        return QD_GDL_EVAL_WIN * win * (mover == 0 ? 1 : -1);
    }
  return QD_GDL_EVAL_SCALE * (QD_GDL_EVAL_GOALS * goals + QD_GDL_EVAL_PROXIMITY * proximity (sg, state)
                              + QD_GDL_EVAL_MOBILITY * mobility);
}

/* ---------------------------------------------------------- the vtable */

static QdPlayer
sg_to_move (const QdGame *game, gconstpointer state)
{
  QdGdlSearchGame *sg = SG (game);
  gint n[2];

  if (qd_gdl_game_terminal (sg->gdl, state) || !count_moves (sg, state, n))
    return QD_PLAYER_MAX;
  return mover_of (sg, state, n) == 1 ? QD_PLAYER_MIN : QD_PLAYER_MAX;
}

static gboolean
sg_terminal (const QdGame *game, gconstpointer state)
{
  return qd_gdl_game_terminal (SG (game)->gdl, state);
}

/* The mover's legal moves; none in a terminal state, past a limit, or
 * where the roles move together (a leaf: the match stops there). */
static guint
sg_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  QdGdlSearchGame *sg = SG (game);
  gint n[2], mover;

  if (qd_gdl_game_terminal (sg->gdl, state) || !count_moves (sg, state, n)
      || (mover = mover_of (sg, state, n)) < 0)
    return 0;
  return (guint) qd_gdl_game_legal (sg->gdl, state, (guint) mover, moves, NULL);
}

static void
sg_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  QdGdlSearchGame *sg = SG (game);
  guint32 joint[2];
  gint n[2], mover;

  if (!count_moves (sg, state, n) || (mover = mover_of (sg, state, n)) < 0)
    {
      memcpy (child, state, sg->words * sizeof (guint64));
      return;
    }
  if (!joint_move (sg, state, (guint) mover, move, joint) || !qd_gdl_game_next (sg->gdl, state, joint, child, NULL))
    memcpy (child, state, sg->words * sizeof (guint64));
}

static double
sg_evaluate (const QdGame *game, gconstpointer state)
{
  QdGdlSearchGame *sg = SG (game);

  if (qd_gdl_game_terminal (sg->gdl, state))
    return goal_difference (sg->gdl, state);
  return sg->heuristic ? qd_gdl_evaluation (sg, state) : 0;
}

/* Each role's own goal / 100 (none: 0), which MCTS backs up for each. */
static double
sg_utility (const QdGame *game, gconstpointer state, QdPlayer player)
{
  gint goal = qd_gdl_game_goal (SG (game)->gdl, state, player == QD_PLAYER_MIN ? 1 : 0);

  return goal > 0 ? goal / 100.0 : 0;
}

static guint64
sg_hash (const QdGame *game, gconstpointer state)
{
  return qd_gdl_game_hash (SG (game)->gdl, state);
}

/* The vtable; its data and bounds are set for each game. */
static const QdGame search_game = {
  .to_move = sg_to_move, .terminal = sg_terminal, .moves = sg_moves, .apply = sg_apply,
  .evaluate = sg_evaluate, .hash = sg_hash, .utility = sg_utility,
};

void
qd_gdl_search_game_init (QdGdlSearchGame *sg, QdGdlGame *gdl, gboolean heuristic)
{
  guint max = qd_gdl_game_max_legal (gdl);

  memset (sg, 0, sizeof *sg);
  sg->game = search_game;
  sg->game.data = sg;
  sg->gdl = gdl;
  sg->heuristic = heuristic;
  sg->words = qd_gdl_game_state_words (gdl);
  sg->game.state_size = sg->words * sizeof (guint64);
  sg->game.max_moves = max;
  sg->scratch = g_new (guint32, max);
  sg->moves = g_new (guint32, max);
  sg->child = g_new (guint64, MAX (sg->words, 1));
}

void
qd_gdl_search_game_clear (QdGdlSearchGame *sg)
{
  g_clear_pointer (&sg->scratch, g_free);
  g_clear_pointer (&sg->moves, g_free);
  g_clear_pointer (&sg->child, g_free);
  g_clear_pointer (&sg->fuzzy, g_free);
}

/* ------------------------------------------------------------ labels */

GPtrArray *
qd_gdl_move_names_new (QdGdlGame *game)
{
  guint n = qd_gdl_game_n_moves (game);
  GPtrArray *names = g_ptr_array_new_full (n, g_free);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, g_strdup (qd_gdl_game_move_text (game, i)));
  return names;
}

void
qd_gdl_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  GPtrArray *names = data;

  if (move < names->len)
    g_string_append (out, g_ptr_array_index (names, move));
  else
    g_string_append_printf (out, "move %u", move);
}
