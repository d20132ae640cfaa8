/* qd-gdl-multi.c — the searchers of a GDL game whose roles move together
 * or are more than two (qd-gdl-agent.h): decoupled UCT over the joint
 * moves (core/qd-game-duct.h), paranoid search and max-n over the joint
 * moves serialised, the searching role first. */
#include "config.h"
#include "qd-gdl-agent.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-game-duct.h"
#include "core/qd-game-mcts-agent.h"
#include "core/qd-search-tree.h"

/* ------------------------------------------------------------ the joint game */

#define GJ(game) ((QdGdlJointGame *) (gpointer) (game)->data)

static gboolean
jg_terminal (const QdJointGame *game, gconstpointer state)
{
  return qd_gdl_game_terminal (GJ (game)->gdl, state);
}

static guint
jg_moves (const QdJointGame *game, gconstpointer state, guint player, QdMove *moves)
{
  gint n = qd_gdl_game_legal (GJ (game)->gdl, state, player, moves, NULL);

  return n > 0 ? (guint) n : 0;
}

static void
jg_apply (const QdJointGame *game, gconstpointer state, const QdMove *joint, gpointer child)
{
  QdGdlJointGame *gj = GJ (game);

  if (!qd_gdl_game_next (gj->gdl, state, joint, child, NULL))
    memcpy (child, state, gj->words * sizeof (guint64));
}

static double
jg_utility (const QdJointGame *game, gconstpointer state, guint player)
{
  gint goal = qd_gdl_game_goal (GJ (game)->gdl, state, player);

  return goal > 0 ? goal / 100.0 : 0;
}

/* The plies a search may go: those left to the ply limit. */
static guint
plies_left (const QdGdlChooseOptions *options)
{
  guint max_plies = options->max_plies != 0 ? options->max_plies : QD_GDL_DEFAULT_MAX_PLIES;
  guint plies = options->plies != 0 ? options->plies : options->n_history;

  return max_plies > plies ? MIN (max_plies - plies, QD_GAME_MAX_PLIES) : 1;
}

void
qd_gdl_joint_game_init (QdGdlJointGame *gj, QdGdlGame *gdl, guint max_plies)
{
  gj->gdl = gdl;
  gj->words = qd_gdl_game_state_words (gdl);
  gj->joint = (QdJointGame) {
    .data = gj, .state_size = gj->words * sizeof (guint64), .n_players = qd_gdl_game_n_roles (gdl),
    .max_moves = qd_gdl_game_max_legal (gdl), .max_plies = max_plies,
    .terminal = jg_terminal, .moves = jg_moves, .apply = jg_apply, .utility = jg_utility,
  };
}

/* ------------------------------------------------------------ decoupled UCT */

static gboolean
choose_duct (const QdGdlAgent *agent, QdGdlGame *gdl, const guint64 *state, guint role,
             const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  QdGdlJointGame gj;
  QdMctsOptions o = agent->mcts;
  QdDuctResult result;
  g_autoptr(QdDuct) duct = NULL;
  gboolean deadline_binds = FALSE;
  guint64 seed;

  g_return_val_if_fail (options->rand != NULL, FALSE);
  seed = ((guint64) g_rand_int (options->rand) << 32) | g_rand_int (options->rand);
  qd_gdl_joint_game_init (&gj, gdl, plies_left (options));
  o.seed = qd_mcts_agent_seed (seed, options->plies != 0 ? options->plies : options->n_history);
  o.stop = options->stop;
  o.progress_nodes = options->progress_nodes;
  if (options->deadline_us != 0)
    {
      gint64 left = options->deadline_us - g_get_monotonic_time ();

      if (left <= 1)
        return FALSE;
      if (o.time_budget_us == 0 || left < o.time_budget_us)
        deadline_binds = TRUE, o.time_budget_us = left;
    }
  duct = qd_duct_new (&gj.joint, state, &o);
  qd_duct_run (duct, role, &result);
  /* the tree, each role's own statistics at each position, for the tab */
  if (options->tree != NULL && qd_search_tree_n_nodes (options->tree) == 0 && !qd_search_tree_is_bound (options->tree))
    {
      const char *roles[QD_GDL_MAX_ROLES];

      for (guint r = 0; r < gj.joint.n_players; r++)
        roles[r] = qd_gdl_game_role_name (gdl, r);
      qd_search_tree_record_duct (options->tree, duct, gj.joint.n_players, roles, qd_gdl_move_text,
                                  qd_gdl_move_names_new (gdl), (GDestroyNotify) g_ptr_array_unref);
    }
  if (deadline_binds && result.status == QD_GAME_SEARCH_DONE && g_get_monotonic_time () >= options->deadline_us
      && (agent->mcts.iterations == 0 || result.iterations < agent->mcts.iterations))
    result.status = QD_GAME_SEARCH_STOPPED;
  choice->search = (QdGameSearchResult) {
    .status = result.status, .value = 2 * result.value - 1, .best_index = result.best_index,
    .best_move = result.best_move, .nodes = result.iterations, .leaves = result.iterations,
    .time_us = result.time_us,
  };
  if (result.status != QD_GAME_SEARCH_DONE || result.best_move == QD_MOVE_NONE)
    return FALSE;
  choice->move = result.best_move;
  return TRUE;
}

/* ------------------------------------------------------------ paranoid and max-n */

typedef struct {
  QdGdlGame *gdl;
  QdGdlSearchGame sg;        /* for the goal proximity */
  gboolean maxn;
  guint n, words, max_legal, root;
  guint order[QD_GDL_MAX_ROLES];   /* the searching role first, then the others */
  guint depth;               /* the plies of this search */
  gboolean cut;              /* a leaf valued by the evaluation, not the end */
  guint64 *states;           /* per ply */
  guint32 *moves;            /* per ply, per role: max_legal */
  gint *n_moves;             /* per ply, per role */
  guint32 *joint;            /* per ply, per role */
  double *vectors;           /* per ply and choosing step: n values */
  guint best;                /* the root role's best move index (this search's) */
  /* the budget */
  const gint *stop;
  gint64 deadline_us;
  guint64 max_nodes, nodes;
  gboolean stopped, own_budget;
} Multi;

/* Each role's value at a leaf into `out`: the goals at the end, else the
 * evaluation (qd-gdl-agent.h). */
static void
leaf_values (Multi *m, const guint64 *state, gboolean end, double *out)
{
  double prox[QD_GDL_MAX_ROLES];

  if (!end)
    qd_gdl_proximities (&m->sg, state, prox);
  for (guint r = 0; r < m->n; r++)
    {
      gint goal = qd_gdl_game_goal (m->gdl, state, r);

      if (end)
        out[r] = MAX (goal, 0) / 100.0;
      else
        out[r] = QD_GDL_EVAL_SCALE * (0.5 * (goal >= 0 ? goal / 100.0 : 0.5) + 0.5 * prox[r]);
    }
  m->cut |= !end;
}

static gboolean
out_of_budget (Multi *m)
{
  if (m->stopped)
    return TRUE;
  if (m->max_nodes != 0 && m->nodes >= m->max_nodes)
    m->stopped = m->own_budget = TRUE;
  else if ((m->nodes & 255) == 0 && ((m->stop != NULL && g_atomic_int_get (m->stop))
                                     || (m->deadline_us != 0 && g_get_monotonic_time () >= m->deadline_us)))
    m->stopped = TRUE;
  return m->stopped;
}

static double *
vector_at (Multi *m, guint ply, guint k)
{
  return m->vectors + ((gsize) ply * (m->n + 1) + k) * m->n;
}

/* The values of the position at `ply` where the roles order[0 .. k - 1]
 * have chosen (joint[ply]), into `out`: paranoid's the root role's value
 * in out[root] within (alpha, beta), max-n's the vector. */
static void
search (Multi *m, guint ply, guint k, double alpha, double beta, double *out)
{
  guint64 *state = m->states + (gsize) ply * m->words;
  guint32 *joint = m->joint + (gsize) ply * m->n;
  gint *n_moves = m->n_moves + (gsize) ply * m->n;
  double *child = vector_at (m, ply, k);
  guint role;

  if (k == 0)
    {
      m->nodes++;
      if (out_of_budget (m))
        return;
      if (qd_gdl_game_terminal (m->gdl, state) || ply == m->depth)
        {
          leaf_values (m, state, qd_gdl_game_terminal (m->gdl, state), out);
          return;
        }
      for (guint r = 0; r < m->n; r++)
        if ((n_moves[r] = qd_gdl_game_legal (m->gdl, state, r, m->moves + ((gsize) ply * m->n + r) * m->max_legal,
                                             NULL)) <= 0)
          {
            leaf_values (m, state, TRUE, out);
            return;
          }
    }
  if (k == m->n)
    {
      if (!qd_gdl_game_next (m->gdl, state, joint, state + m->words, NULL))
        {
          leaf_values (m, state, TRUE, out);
          return;
        }
      search (m, ply + 1, 0, alpha, beta, out);
      return;
    }
  role = m->order[k];
  {
    const guint32 *moves = m->moves + ((gsize) ply * m->n + role) * m->max_legal;
    gboolean maximise = m->maxn || role == m->root;
    gboolean first = TRUE;

    for (gint i = 0; i < n_moves[role]; i++)
      {
        joint[role] = moves[i];
        search (m, ply, k + 1, alpha, beta, child);
        if (m->stopped)
          return;
        if (m->maxn ? first || child[role] > out[role]
                    : first || (maximise ? child[m->root] > out[m->root] : child[m->root] < out[m->root]))
          {
            memcpy (out, child, m->n * sizeof (double));
            if (ply == 0 && k == 0)
              m->best = (guint) i;
          }
        first = FALSE;
        if (m->maxn)
          continue;
        /* paranoid: alpha-beta on the root role's value */
        if (maximise)
          alpha = MAX (alpha, out[m->root]);
        else
          beta = MIN (beta, out[m->root]);
        if (alpha >= beta)
          break;
      }
  }
}

static void
multi_init (Multi *m, QdGdlGame *gdl, guint role, gboolean maxn, guint max_depth)
{
  guint k = 1;

  memset (m, 0, sizeof *m);
  m->gdl = gdl;
  qd_gdl_search_game_init (&m->sg, gdl, TRUE);
  m->maxn = maxn;
  m->n = qd_gdl_game_n_roles (gdl);
  m->words = qd_gdl_game_state_words (gdl);
  m->max_legal = qd_gdl_game_max_legal (gdl);
  m->root = role;
  m->order[0] = role;
  for (guint r = 0; r < m->n; r++)
    if (r != role)
      m->order[k++] = r;
  m->states = g_new (guint64, (gsize) (max_depth + 2) * m->words);
  m->moves = g_new (guint32, (gsize) (max_depth + 1) * m->n * m->max_legal);
  m->n_moves = g_new (gint, (gsize) (max_depth + 1) * m->n);
  m->joint = g_new (guint32, (gsize) (max_depth + 1) * m->n);
  m->vectors = g_new0 (double, (gsize) (max_depth + 1) * (m->n + 1) * m->n);
}

static void
multi_clear (Multi *m)
{
  qd_gdl_search_game_clear (&m->sg);
  g_free (m->states), g_free (m->moves), g_free (m->n_moves), g_free (m->joint), g_free (m->vectors);
}

/* Paranoid or max-n to agent->depth, or deepened a ply at a time to the end
 * of the game within the budget (the last complete search's move). */
static gboolean
choose_tree (const QdGdlAgent *agent, QdGdlGame *gdl, const guint64 *state, guint role,
             const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  gboolean maxn = agent->kind == QD_GDL_AGENT_MAXN || agent->kind == QD_GDL_AGENT_MAXN_DEPTH
                  || agent->kind == QD_GDL_AGENT_MINIMAX || agent->kind == QD_GDL_AGENT_MINIMAX_DEPTH;
  gboolean deepen = agent->depth == 0;
  guint last = deepen ? MIN (plies_left (options), QD_GDL_AGENT_MAX_DEPTH) : agent->depth;
  gint64 began = g_get_monotonic_time ();
  double values[QD_GDL_MAX_ROLES];
  gint best = -1;
  Multi m;

  multi_init (&m, gdl, role, maxn, last);
  m.stop = options->stop;
  m.deadline_us = options->deadline_us;
  m.max_nodes = options->max_nodes != 0 || !deepen ? options->max_nodes : QD_GDL_AGENT_FULL_NODES;
  memcpy (m.states, state, m.words * sizeof (guint64));
  for (guint depth = deepen ? 1 : last; depth <= last; depth++)
    {
      m.depth = depth;
      m.cut = FALSE;
      search (&m, 0, 0, -G_MAXDOUBLE, G_MAXDOUBLE, values);
      if (m.stopped)
        break;
      best = (gint) m.best;
      choice->search.value = 2 * values[role] - 1;
      choice->search.max_depth = depth;
      if (!m.cut)
        break;
    }
  choice->search.nodes = m.nodes;
  choice->search.time_us = g_get_monotonic_time () - began;
  choice->search.status = m.stopped && !m.own_budget ? QD_GAME_SEARCH_STOPPED : QD_GAME_SEARCH_DONE;
  if (best >= 0 && (!m.stopped || m.own_budget || deepen))
    {
      choice->move = m.moves[(gsize) role * m.max_legal + (guint) best];
      choice->search.best_index = (guint) best;
      choice->search.best_move = choice->move;
    }
  multi_clear (&m);
  return choice->move != G_MAXUINT32 && (!m.stopped || m.own_budget);
}

gboolean
qd_gdl_multi_choose (const QdGdlAgent *agent, QdGdlGame *gdl, const guint64 *state, guint role,
                     const QdGdlChooseOptions *options, QdGdlChoice *choice)
{
  g_autofree guint32 *moves = g_new (guint32, qd_gdl_game_max_legal (gdl));
  gint n = qd_gdl_game_legal (gdl, state, role, moves, &choice->forfeit);

  if (n < 0)
    return FALSE;
  if (n == 0)
    {
      qd_gdl_game_no_move_error (gdl, role, &choice->forfeit);
      return FALSE;
    }
  /* a role with one move (its no-op) has nothing to search */
  if (n == 1)
    {
      choice->move = choice->search.best_move = moves[0];
      return TRUE;
    }
  if (agent->kind == QD_GDL_AGENT_MCTS)
    return choose_duct (agent, gdl, state, role, options, choice);
  return choose_tree (agent, gdl, state, role, options, choice);
}
