/* qd-search-online.c — Online-DFS and LRTA* agents walking a maze they learn
 * as they go (qd-search-online.h). */
#include "config.h"
#include "problems/search/qd-search-online.h"
#include "core/qd-names.h"

#include <math.h>
#include <string.h>

enum {
  SEEN = 1 << 0,        /* stood on or next to a cell stood on */
  VISITED = 1 << 1,     /* stood on, in any trial */
  THIS_TRIAL = 1 << 2,  /* Online-DFS: untried[] set in this trial */
};

struct _QdSearchOnline {
  QdSearchMaze *maze;
  QdSearchOnlineAgent agent;
  QdSearchHeuristic heuristic;
  double least;
  guint n_cells, n_actions, stride;   /* stride: directions per action, 2 (4-connected) or 1 */
  guint64 step_limit;
  gint32 *result;                     /* n_cells × n_actions, -1 unknown */
  double *h;                          /* LRTA*'s H, NAN unknown */
  guint8 *flags;
  guint8 *untried;                    /* Online-DFS: a bit per action index */
  gint32 *stack_head;                 /* Online-DFS: unbacktracked[s] as linked stacks */
  gint32 *stack_next;
  guint32 *stack_cell;
  guint stack_used;
  guint8 *path;                       /* step_limit directions */
  GArray *trial_costs;
  guint n_known;
  /* The trial */
  guint trial, cell;
  gint prev;                          /* s, or -1 */
  guint prev_action;                  /* a (action index) */
  gboolean prev_forward;              /* a came from untried */
  double cost;
  guint64 n_moves;
  QdSearchOnlineStatus status;
  gboolean moved;
};

guint64
qd_search_online_default_limit (const QdSearchMaze *maze)
{
  guint64 cells = (guint64) maze->rows * maze->cols;

  return MIN (MAX (1000000u, 16 * cells), QD_SEARCH_ONLINE_MAX_STEPS);
}

static void
reset_trial (QdSearchOnline *o)
{
  o->cell = o->maze->start;
  o->prev = -1;
  o->prev_forward = FALSE;
  o->cost = 0;
  o->n_moves = 0;
  o->status = QD_SEARCH_ONLINE_WALKING;
  o->moved = FALSE;
  if (o->agent != QD_SEARCH_ONLINE_DFS)
    return;
  for (guint i = 0; i < o->n_cells; i++)
    o->flags[i] &= (guint8) ~THIS_TRIAL;
  memset (o->stack_head, 0xff, o->n_cells * sizeof (gint32));
  o->stack_used = 0;
}

QdSearchOnline *
qd_search_online_new (const QdSearchMaze *maze, QdSearchOnlineAgent agent, guint64 step_limit)
{
  QdSearchOnline *o = g_new0 (QdSearchOnline, 1);
  gsize pairs;

  o->maze = qd_search_maze_copy (maze);
  o->agent = agent;
  o->heuristic = maze->connect == 8 ? QD_SEARCH_H_OCTILE : QD_SEARCH_H_MANHATTAN;
  o->least = qd_search_maze_least_cost (maze);
  o->n_cells = maze->rows * maze->cols;
  o->stride = maze->connect == 8 ? 1 : 2;
  o->n_actions = 8 / o->stride;
  o->step_limit = step_limit == 0 ? qd_search_online_default_limit (maze)
                                  : MIN (step_limit, QD_SEARCH_ONLINE_MAX_STEPS);
  pairs = (gsize) o->n_cells * o->n_actions;
  o->result = g_new (gint32, pairs);
  memset (o->result, 0xff, pairs * sizeof (gint32));
  o->flags = g_new0 (guint8, o->n_cells);
  if (agent == QD_SEARCH_ONLINE_LRTA)
    {
      o->h = g_new (double, o->n_cells);
      for (guint i = 0; i < o->n_cells; i++)
        o->h[i] = NAN;
    }
  else
    {
      o->untried = g_new0 (guint8, o->n_cells);
      o->stack_head = g_new (gint32, o->n_cells);
      o->stack_next = g_new (gint32, pairs);
      o->stack_cell = g_new (guint32, pairs);
    }
  o->path = g_new (guint8, o->step_limit);
  o->trial_costs = g_array_new (FALSE, FALSE, sizeof (double));
  o->trial = 1;
  reset_trial (o);
  return o;
}

void
qd_search_online_free (QdSearchOnline *o)
{
  if (o == NULL)
    return;
  qd_search_maze_free (o->maze);
  g_free (o->result);
  g_free (o->h);
  g_free (o->flags);
  g_free (o->untried);
  g_free (o->stack_head);
  g_free (o->stack_next);
  g_free (o->stack_cell);
  g_free (o->path);
  g_array_unref (o->trial_costs);
  g_free (o);
}

static inline gint
world_next (const QdSearchOnline *o, guint cell, guint action)
{
  return qd_search_maze_neighbour (o->maze, cell, action * o->stride);
}

/* The agent stands on `cell` for the first time: it and its neighbours are seen. */
static void
look_around (QdSearchOnline *o, guint cell)
{
  if (!(o->flags[cell] & VISITED))
    o->n_known += o->agent == QD_SEARCH_ONLINE_DFS;
  o->flags[cell] |= SEEN | VISITED;
  for (gint dr = -1; dr <= 1; dr++)
    for (gint dc = -1; dc <= 1; dc++)
      {
        gint r = (gint) (cell / o->maze->cols) + dr, c = (gint) (cell % o->maze->cols) + dc;

        if (r >= 0 && c >= 0 && (guint) r < o->maze->rows && (guint) c < o->maze->cols)
          o->flags[(guint) r * o->maze->cols + (guint) c] |= SEEN;
      }
}

/* --- Online-DFS (fig. 4.21) -------------------------------------------- */

static void
push_back (QdSearchOnline *o, guint onto, guint cell)
{
  guint i = o->stack_used++;

  o->stack_cell[i] = cell;
  o->stack_next[i] = o->stack_head[onto];
  o->stack_head[onto] = (gint32) i;
}

/* The action the agent takes on s' = o->cell, or -1 (stop). */
static gint
dfs_choose (QdSearchOnline *o, gboolean *forward)
{
  guint s1 = o->cell;

  if (!(o->flags[s1] & THIS_TRIAL))
    {
      o->flags[s1] |= THIS_TRIAL;
      o->untried[s1] = 0;
      for (guint a = 0; a < o->n_actions; a++)
        if (world_next (o, s1, a) >= 0)
          o->untried[s1] |= (guint8) (1u << a);
    }
  if (o->prev >= 0 && o->prev_forward)
    push_back (o, s1, (guint) o->prev);
  if (o->untried[s1] != 0)
    {
      guint a = (guint) g_bit_nth_lsf (o->untried[s1], -1);

      o->untried[s1] &= (guint8) ~(1u << a);
      *forward = TRUE;
      return (gint) a;
    }
  *forward = FALSE;
  if (o->stack_head[s1] < 0)
    return -1;
  {
    gint32 top = o->stack_head[s1];
    guint32 back = o->stack_cell[top];

    o->stack_head[s1] = o->stack_next[top];
    for (guint b = 0; b < o->n_actions; b++)
      if (o->result[(gsize) s1 * o->n_actions + b] == (gint32) back)
        return (gint) b;
  }
  /* Every action of s' has been tried, so result[s', b] holds the cell
   * stepped back to: not reached in a reversible maze. */
  g_return_val_if_reached (-1);
}

/* --- LRTA* (fig. 4.24) ------------------------------------------------- */

static double
lrta_cost (const QdSearchOnline *o, guint s, guint b)
{
  gint32 to = o->result[(gsize) s * o->n_actions + b];

  if (to < 0)
    return qd_search_maze_h_least (o->maze, o->heuristic, o->least, s);
  return qd_search_maze_step_cost (o->maze, (guint) to, b * o->stride) + o->h[to];
}

/* The action of least LRTA*-COST from s (the first in order at a tie), its cost in *best. */
static gint
lrta_best (const QdSearchOnline *o, guint s, double *best)
{
  gint chosen = -1;

  *best = INFINITY;
  for (guint b = 0; b < o->n_actions; b++)
    {
      double c;

      if (world_next (o, s, b) < 0)
        continue;
      c = lrta_cost (o, s, b);
      if (c < *best)
        {
          *best = c;
          chosen = (gint) b;
        }
    }
  return chosen;
}

static gint
lrta_choose (QdSearchOnline *o, QdSearchOnlineMove *move)
{
  guint s1 = o->cell;
  double best;

  if (isnan (o->h[s1]))
    {
      o->h[s1] = qd_search_maze_h_least (o->maze, o->heuristic, o->least, s1);
      o->n_known++;
    }
  if (o->prev >= 0)
    {
      guint s = (guint) o->prev;

      move->updated = TRUE;
      move->h_cell = s;
      move->h_old = o->h[s];
      lrta_best (o, s, &best);
      o->h[s] = best;
      move->h_new = best;
    }
  return lrta_best (o, s1, &best);
}

/* --- Steps ------------------------------------------------------------- */

/* The trial ends with `status`: its cost is kept for the plot. */
static QdSearchOnlineStatus
end_trial (QdSearchOnline *o, QdSearchOnlineStatus status)
{
  o->status = status;
  if (o->cell == o->maze->goal)
    o->flags[o->cell] |= SEEN | VISITED;
  g_array_append_val (o->trial_costs, o->cost);
  return status;
}

QdSearchOnlineStatus
qd_search_online_step (QdSearchOnline *o, QdSearchOnlineMove *move)
{
  QdSearchOnlineMove m = { 0 };
  gboolean forward = FALSE;
  gint a, to;

  o->moved = FALSE;
  if (o->status != QD_SEARCH_ONLINE_WALKING)
    return o->status;
  if (o->cell == o->maze->goal)
    return end_trial (o, QD_SEARCH_ONLINE_GOAL);
  if (o->n_moves >= o->step_limit)
    return end_trial (o, QD_SEARCH_ONLINE_STEP_LIMIT);
  look_around (o, o->cell);
  if (o->prev >= 0)
    o->result[(gsize) o->prev * o->n_actions + o->prev_action] = (gint32) o->cell;
  a = o->agent == QD_SEARCH_ONLINE_DFS ? dfs_choose (o, &forward) : lrta_choose (o, &m);
  if (a < 0)
    return end_trial (o, QD_SEARCH_ONLINE_EXHAUSTED);
  to = world_next (o, o->cell, (guint) a);
  m.from = o->cell;
  m.to = (guint) to;
  m.direction = (guint) a * o->stride;
  m.cost = qd_search_maze_step_cost (o->maze, m.to, m.direction);
  m.back = o->agent == QD_SEARCH_ONLINE_DFS && !forward;
  o->prev = (gint) o->cell;
  o->prev_action = (guint) a;
  o->prev_forward = forward;
  o->cell = m.to;
  o->path[o->n_moves++] = (guint8) m.direction;
  o->cost += m.cost;
  o->moved = TRUE;
  if (move != NULL)
    *move = m;
  /* The agent function would return stop on the goal's percept: the
   * trial ends with this move. */
  if (o->cell == o->maze->goal)
    return end_trial (o, QD_SEARCH_ONLINE_GOAL);
  return o->status;
}

gboolean
qd_search_online_moved (const QdSearchOnline *o)
{
  return o->moved;
}

QdSearchOnlineStatus
qd_search_online_run_trial (QdSearchOnline *o, const gint *stop)
{
  while (qd_search_online_step (o, NULL) == QD_SEARCH_ONLINE_WALKING)
    if (stop != NULL && g_atomic_int_get (stop))
      break;
  return o->status;
}

void
qd_search_online_new_trial (QdSearchOnline *o)
{
  o->trial++;
  reset_trial (o);
}

/* --- Accessors --------------------------------------------------------- */

QdSearchOnlineAgent  qd_search_online_agent (const QdSearchOnline *o) { return o->agent; }
const QdSearchMaze  *qd_search_online_maze (const QdSearchOnline *o) { return o->maze; }
QdSearchOnlineStatus qd_search_online_status (const QdSearchOnline *o) { return o->status; }
guint   qd_search_online_trial (const QdSearchOnline *o) { return o->trial; }
guint   qd_search_online_cell (const QdSearchOnline *o) { return o->cell; }
double  qd_search_online_cost (const QdSearchOnline *o) { return o->cost; }
guint64 qd_search_online_n_moves (const QdSearchOnline *o) { return o->n_moves; }
guint64 qd_search_online_step_limit (const QdSearchOnline *o) { return o->step_limit; }
const guint8 *qd_search_online_path (const QdSearchOnline *o) { return o->path; }
guint   qd_search_online_n_known (const QdSearchOnline *o) { return o->n_known; }

const double *
qd_search_online_trial_costs (const QdSearchOnline *o, guint *n)
{
  *n = o->trial_costs->len;
  return (const double *) (gconstpointer) o->trial_costs->data;
}

gboolean
qd_search_online_seen (const QdSearchOnline *o, guint cell)
{
  return cell < o->n_cells && (o->flags[cell] & SEEN);
}

gboolean
qd_search_online_visited (const QdSearchOnline *o, guint cell)
{
  return cell < o->n_cells && (o->flags[cell] & VISITED);
}

gint
qd_search_online_result (const QdSearchOnline *o, guint cell, guint direction)
{
  if (cell >= o->n_cells || direction >= 8 || direction % o->stride != 0)
    return -1;
  return o->result[(gsize) cell * o->n_actions + direction / o->stride];
}

double
qd_search_online_h_value (const QdSearchOnline *o, guint cell)
{
  return o->h == NULL || cell >= o->n_cells ? NAN : o->h[cell];
}

double
qd_search_online_h (const QdSearchOnline *o, guint cell)
{
  return qd_search_maze_h_least (o->maze, o->heuristic, o->least, cell);
}

guint
qd_search_online_untried (const QdSearchOnline *o, guint cell)
{
  guint bits = 0;

  if (o->untried == NULL || cell >= o->n_cells || !(o->flags[cell] & THIS_TRIAL))
    return 0;
  for (guint a = 0; a < o->n_actions; a++)
    if (o->untried[cell] & (1u << a))
      bits |= 1u << (a * o->stride);
  return bits;
}

guint
qd_search_online_unbacktracked (const QdSearchOnline *o, guint cell, guint *cells, guint max)
{
  guint n = 0;

  if (o->stack_head == NULL || cell >= o->n_cells)
    return 0;
  for (gint32 i = o->stack_head[cell]; i >= 0 && n < max; i = o->stack_next[i])
    cells[n++] = o->stack_cell[i];
  return n;
}

static const char *const agent_names[] = { [QD_SEARCH_ONLINE_DFS] = "dfs", [QD_SEARCH_ONLINE_LRTA] = "lrta" };
/* Other names taken on the command line. */
static const char *const agent_aliases[] = { [QD_SEARCH_ONLINE_LRTA] = "lrta*" };

QD_NAMES_FUNCTIONS_WITH_ALIASES (qd_search_online_agent, QdSearchOnlineAgent, agent_names, agent_aliases, "lrta")

const char *
qd_search_online_direction_name (guint direction)
{
  static const char *const names[8] = {
    "up", "up-right", "right", "down-right", "down", "down-left", "left", "up-left",
  };

  return direction < 8 ? names[direction] : "?";
}
