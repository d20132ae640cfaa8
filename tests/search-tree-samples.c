/* search-tree-samples.c — recorded search trees for tests and benchmarks. */
#include "search-tree-samples.h"

#include <stdlib.h>

/* ------------------------------------------------------------------ queens */

static gboolean
queens_allowed (guint a, guint b, gpointer data)
{
  guint distance = GPOINTER_TO_UINT (data);

  return a != b && (a > b ? a - b : b - a) != distance;
}

typedef struct {
  QdSearchTree *tree;
  guint every;
  guint count;
  SampleProgress progress;
  gpointer data;
} Recording;

static void
on_assign (gpointer data, QdCspSolver *solver, guint var, guint value, guint depth)
{
  Recording *rec = data;

  qd_search_tree_csp_listener.assign (rec->tree, solver, var, value, depth);
  if (rec->progress != NULL && ++rec->count % rec->every == 0)
    rec->progress (rec->tree, rec->data);
}

/* The others go straight to the recorder's listener. */
static void on_propagated (gpointer data, QdCspSolver *s, guint var, guint value, gboolean ok)
{ qd_search_tree_csp_listener.propagated (((Recording *) data)->tree, s, var, value, ok); }
static void on_prune (gpointer data, QdCspSolver *s, guint var, guint value)
{ qd_search_tree_csp_listener.prune (((Recording *) data)->tree, s, var, value); }
static void on_wipeout (gpointer data, QdCspSolver *s, guint var)
{ qd_search_tree_csp_listener.wipeout (((Recording *) data)->tree, s, var); }
static void on_backtrack (gpointer data, QdCspSolver *s, guint var, guint depth)
{ qd_search_tree_csp_listener.backtrack (((Recording *) data)->tree, s, var, depth); }
static gboolean on_solution (gpointer data, QdCspSolver *s, const gint *values)
{ return qd_search_tree_csp_listener.solution (((Recording *) data)->tree, s, values); }
static void on_reject (gpointer data, QdCspSolver *s, guint var, guint value, guint depth)
{ qd_search_tree_csp_listener.reject (((Recording *) data)->tree, s, var, value, depth); }

QdSearchTree *
sample_queens (guint n, gboolean all, gboolean finish, QdCsp **csp_out,
               guint every, SampleProgress progress, gpointer data)
{
  return sample_queens_budget (n, all, finish, 0, csp_out, every, progress, data);
}

QdSearchTree *
sample_queens_budget (guint n, gboolean all, gboolean finish, guint budget, QdCsp **csp_out,
                      guint every, SampleProgress progress, gpointer data)
{
  QdCsp *csp = qd_csp_new ();
  QdCspListener listener = {
    .assign = on_assign, .propagated = on_propagated, .prune = on_prune, .wipeout = on_wipeout,
    .backtrack = on_backtrack, .solution = on_solution, .reject = on_reject,
  };
  Recording rec = { NULL, MAX (every, 1), 0, progress, data };
  QdCspOptions options;
  QdCspSolver *solver;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Q%u", i + 1);

      qd_csp_add_variable (csp, name, n);
    }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      qd_csp_add_binary (csp, i, j, queens_allowed, GUINT_TO_POINTER (j - i), NULL);
  rec.tree = qd_search_tree_new_csp (csp, budget);
  qd_csp_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.val_order = QD_CSP_VAL_STATIC;
  options.inference = QD_CSP_INFER_FC;
  options.all_solutions = all;
  options.listener = &listener;
  options.listener_data = &rec;
  solver = qd_csp_solver_new (csp, &options);
  qd_csp_solver_run (solver, NULL);
  qd_csp_solver_free (solver);
  if (finish)
    qd_search_tree_finish (rec.tree, 0);
  *csp_out = csp;
  return rec.tree;
}

/* -------------------------------------------------------------------- game */

typedef struct {
  guint32 node;      /* a hash of the path */
  guint32 depth;
} Position;

typedef struct {
  guint branching;
  guint plies;
  guint seed;
} GameData;

static QdPlayer
g_to_move (const QdGame *game, gconstpointer state)
{
  return ((const Position *) state)->depth % 2 == 0 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
g_terminal (const QdGame *game, gconstpointer state)
{
  const GameData *g = game->data;

  return ((const Position *) state)->depth >= g->plies;
}

static guint
g_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const GameData *g = game->data;

  for (guint i = 0; i < g->branching; i++)
    moves[i] = i;
  return g->branching;
}

static void
g_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const Position *p = state;
  Position *c = child;

  c->node = (p->node ^ (move + 1)) * 2654435761u + 0x9e3779b9u;
  c->depth = p->depth + 1;
}

static double
g_evaluate (const QdGame *game, gconstpointer state)
{
  const GameData *g = game->data;
  guint32 h = ((const Position *) state)->node ^ g->seed;

  h ^= h >> 15;
  h *= 0x2c1b3c6du;
  h ^= h >> 12;
  return (double) (h % 41) - 20;
}

static void
move_name (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move,
           GString *out)
{
  g_string_append_printf (out, "%c", 'a' + (int) move);
}

QdSearchTree *
sample_game (guint branching, guint plies, guint seed)
{
  static GameData data[8];
  static QdGame games[8];
  static guint next;
  guint k = next++ % G_N_ELEMENTS (games);
  QdSearchTree *tree;
  QdGameSearchOptions options;
  QdGameSearchResult result;
  Position root = { 1, 0 };

  data[k] = (GameData) { branching, plies, seed };
  games[k] = (QdGame) {
    .data = &data[k], .state_size = sizeof (Position), .max_moves = branching, .max_plies = plies,
    .to_move = g_to_move, .terminal = g_terminal, .moves = g_moves, .apply = g_apply, .evaluate = g_evaluate,
  };
  tree = qd_search_tree_new_game (&games[k], move_name, NULL, 0);
  qd_game_search_options_init (&options);
  options.algorithm = QD_GAME_SEARCH_ALPHABETA;
  options.depth = QD_DEPTH_UNLIMITED;
  options.listener = &qd_search_tree_game_listener;
  options.listener_data = tree;
  qd_game_search (&games[k], &root, &options, &result);
  qd_search_tree_finish (tree, result.best_index);
  return tree;
}
