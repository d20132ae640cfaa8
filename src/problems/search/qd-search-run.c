/* qd-search-run.c — one run of a state-space search: settings, the search,
 * and the replay log the listener fills (qd-search-run.h).
 *
 * The log is append-only: events and steps live in chunks of 65,536 whose
 * pointers sit in fixed arrays, so a reader on another thread sees a chunk
 * once the count covering it is published (release/acquire). */
#include "config.h"

#include "qd-search-run-private.h"

#include <glib/gi18n.h>

#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "qd-search-maze.h"
#include "qd-search-route.h"

/* --- Settings ------------------------------------------------------------ */

void
qd_search_settings_init (QdSearchSettings *s, const QdSearchDoc *doc)
{
  memset (s, 0, sizeof *s);
  s->algorithm = QD_SPACE_ASTAR;
  s->memory = QD_SPACE_GRAPH;
  s->heuristic = doc != NULL ? qd_search_doc_default_heuristic (doc) : QD_SEARCH_H_SLD;
  s->weight = 2;
  s->limit = G_MAXUINT;
}

gboolean
qd_search_algorithm_uses_heuristic (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_GREEDY || a == QD_SPACE_ASTAR || a == QD_SPACE_WASTAR || a == QD_SPACE_IDASTAR
         || a == QD_SPACE_BIDIR_ASTAR || a == QD_SPACE_RBFS || a == QD_SPACE_EHC;
}

char **
qd_search_settings_args (const QdSearchSettings *s)
{
  GPtrArray *args = g_ptr_array_new ();

  g_ptr_array_add (args, g_strdup ("--algorithm"));
  g_ptr_array_add (args, g_strdup (qd_space_algorithm_to_string (s->algorithm)));
  if (qd_search_algorithm_uses_heuristic (s->algorithm))
    {
      g_ptr_array_add (args, g_strdup ("--heuristic"));
      g_ptr_array_add (args, g_strdup (qd_search_heuristic_to_string (s->heuristic)));
    }
  if (s->limit != G_MAXUINT && (s->algorithm == QD_SPACE_DLS || s->algorithm == QD_SPACE_IDDFS))
    {
      g_ptr_array_add (args, g_strdup ("--limit"));
      g_ptr_array_add (args, g_strdup_printf ("%u", s->limit));
    }
  if (s->algorithm == QD_SPACE_WASTAR)
    {
      g_ptr_array_add (args, g_strdup ("--weight"));
      g_ptr_array_add (args, qd_format_number (s->weight));
    }
  if (s->memory == QD_SPACE_TREE_LIKE && !qd_space_algorithm_always_tree_like (s->algorithm))
    g_ptr_array_add (args, g_strdup ("--tree-like"));
  if (s->max_nodes != 0)
    {
      g_ptr_array_add (args, g_strdup ("--node-limit"));
      g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, s->max_nodes));
    }
  if (s->time_limit > 0)
    {
      g_ptr_array_add (args, g_strdup ("--time-limit"));
      g_ptr_array_add (args, qd_format_number (s->time_limit));
    }
  g_ptr_array_add (args, NULL);
  return (char **) g_ptr_array_free (args, FALSE);
}

/* Every step of the document costs the same. */
static gboolean
unit_costs (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      {
        const GArray *roads = doc->route->roads;

        for (guint i = 1; i < roads->len; i++)
          if (g_array_index (roads, QdSearchRoad, i).cost != g_array_index (roads, QdSearchRoad, 0).cost)
            return FALSE;
        return TRUE;
      }
    case QD_SEARCH_MAZE:
      {
        const QdSearchMaze *m = doc->maze;
        guint8 cost = 0;

        if (m->connect != 4)
          return FALSE;
        for (guint i = 0; i < m->rows * m->cols; i++)
          if (m->cells[i] != QD_SEARCH_MAZE_WALL)
            {
              if (cost != 0 && m->cells[i] != cost)
                return FALSE;
              cost = m->cells[i];
            }
        return TRUE;
      }
    default:
      return TRUE;
    }
}

/* A route's h table never above the true distance to the goal (Dijkstra
 * backwards from the goal, O(n²): maps are small where tables are given). */
static gboolean
route_table_admissible (const QdSearchRoute *route)
{
  guint n = route->n_places;
  g_autofree double *dist = g_new (double, n);
  g_autofree gboolean *done = g_new0 (gboolean, n);

  if (route->h == NULL)
    return TRUE;
  if (n > 5000)
    return FALSE;   /* not worth the time: the check then wants the run's own path */
  for (guint i = 0; i < n; i++)
    dist[i] = INFINITY;
  dist[route->goal] = 0;
  for (;;)
    {
      guint best = G_MAXUINT;

      for (guint i = 0; i < n; i++)
        if (!done[i] && dist[i] < INFINITY && (best == G_MAXUINT || dist[i] < dist[best]))
          best = i;
      if (best == G_MAXUINT)
        break;
      done[best] = TRUE;
      for (guint r = 0; r < route->roads->len; r++)
        {
          const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, r);

          /* Roads into `best` relax their other end. */
          if (road->to == best && dist[best] + road->cost < dist[road->from])
            dist[road->from] = dist[best] + road->cost;
          if (road->two_way && road->from == best && dist[best] + road->cost < dist[road->to])
            dist[road->to] = dist[best] + road->cost;
        }
    }
  for (guint i = 0; i < n; i++)
    if (dist[i] < INFINITY && qd_search_route_sld (route, i) > dist[i])
      return FALSE;
  return TRUE;
}

gboolean
qd_search_settings_optimal (const QdSearchSettings *s, const QdSearchDoc *doc)
{
  g_autofree char *warning = NULL;

  switch (s->algorithm)
    {
    case QD_SPACE_UCS:
    case QD_SPACE_BIDIR:
      return TRUE;
    case QD_SPACE_BFS:
    case QD_SPACE_IDDFS:
      return unit_costs (doc);
    case QD_SPACE_ASTAR:
    case QD_SPACE_IDASTAR:
    case QD_SPACE_BIDIR_ASTAR:
    case QD_SPACE_RBFS:
      warning = qd_search_doc_heuristic_warning (doc, s->heuristic);
      if (warning != NULL)
        return FALSE;
      return doc->kind != QD_SEARCH_ROUTE || s->heuristic != QD_SEARCH_H_SLD || route_table_admissible (doc->route);
    default:
      return FALSE;
    }
}

/* --- The run ------------------------------------------------------------- */

QdSearchRun *
qd_search_run_new (const QdSearchDoc *doc, const QdSearchSettings *s)
{
  QdSearchRun *run = g_new0 (QdSearchRun, 1);

  run->doc = qd_search_doc_copy (doc);
  run->settings = *s;
  run->keep_replay = TRUE;
  run->complete = TRUE;
  run->goal_event = -1;
  return run;
}

void
qd_search_run_free (QdSearchRun *run)
{
  if (run == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (run->events); i++)
    {
      g_free (run->events[i]);
      g_free (run->states[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (run->steps); i++)
    g_free (run->steps[i]);
  if (run->event_of_serial != NULL)
    g_array_unref (run->event_of_serial);
  if (run->tree_rec != NULL)
    qd_space_tree_free (run->tree_rec);
  if (run->has_result)
    qd_space_result_clear (&run->result);
  if (run->space != NULL)
    qd_search_space_free (run->space);
  qd_search_doc_free (run->doc);
  g_free (run);
}

const QdSearchDoc *
qd_search_run_doc (const QdSearchRun *run)
{
  return run->doc;
}

const QdSearchSettings *
qd_search_run_settings (const QdSearchRun *run)
{
  return &run->settings;
}

void
qd_search_run_set_replay (QdSearchRun *run, gboolean keep)
{
  run->keep_replay = keep;
}

const QdSpaceResult *
qd_search_run_result (const QdSearchRun *run)
{
  return run->has_result ? &run->result : NULL;
}

gint64
qd_search_run_pdb_time_us (const QdSearchRun *run)
{
  return run->pdb_time_us;
}

/* --- The log (writer side) ------------------------------------------------ */

static guint32
serial_event (const QdSearchRun *run, guint64 serial)
{
  if (serial == QD_SPACE_NODE_NONE || run->event_of_serial == NULL || serial >= run->event_of_serial->len)
    return G_MAXUINT32;
  return g_array_index (run->event_of_serial, guint32, serial);
}

static void
set_serial_event (QdSearchRun *run, guint64 serial, guint32 event)
{
  GArray *map = run->event_of_serial;

  if (serial >= map->len)
    {
      guint old = map->len;

      g_array_set_size (map, MAX ((guint) serial + 1, old * 2));
      memset (&g_array_index (map, guint32, old), 0xff, (map->len - old) * sizeof (guint32));
    }
  g_array_index (map, guint32, serial) = event;
}

/* Appends an event (and a step for the kinds that are steps); FALSE once the
 * log is full (it then stays so). */
static gboolean
log_event (QdSearchRun *run, const QdSearchEvent *event, gconstpointer state)
{
  guint n = run->n_events_w;
  guint chunk = n / QD_SEARCH_RUN_CHUNK, at = n % QD_SEARCH_RUN_CHUNK;
  gboolean is_step = event->kind != QD_SEARCH_EVENT_GENERATE && event->kind != QD_SEARCH_EVENT_SUCCESSOR;

  if (!run->logging)
    return FALSE;
  if (n >= QD_SEARCH_RUN_MAX_EVENTS || (is_step && run->n_steps_w >= QD_SEARCH_RUN_MAX_STEPS))
    {
      run->logging = FALSE;
      run->complete = FALSE;
      return FALSE;
    }
  if (run->events[chunk] == NULL)
    {
      run->events[chunk] = g_new (QdSearchEvent, QD_SEARCH_RUN_CHUNK);
      run->states[chunk] = g_malloc ((gsize) QD_SEARCH_RUN_CHUNK * run->state_size);
    }
  run->events[chunk][at] = *event;
  memcpy (run->states[chunk] + (gsize) at * run->state_size, state, run->state_size);
  if (is_step)
    {
      guint s = run->n_steps_w;
      guint schunk = s / QD_SEARCH_RUN_CHUNK;

      if (run->steps[schunk] == NULL)
        run->steps[schunk] = g_new (guint32, QD_SEARCH_RUN_CHUNK);
      run->steps[schunk][s % QD_SEARCH_RUN_CHUNK] = n;
      run->n_steps_w = s + 1;
    }
  if (event->kind != QD_SEARCH_EVENT_ITERATION)
    set_serial_event (run, event->serial, n);
  run->n_events_w = n + 1;
  g_atomic_int_set (&run->n_events, (gint) run->n_events_w);
  g_atomic_int_set (&run->n_steps, (gint) run->n_steps_w);
  return TRUE;
}

static void
fill_node (QdSearchRun *run, QdSearchEvent *e, QdSearchEventKind kind, const QdSpaceNode *node)
{
  guint32 parent = serial_event (run, node->parent);

  memset (e, 0, sizeof *e);
  e->kind = kind;
  e->depth = node->depth;
  e->serial = node->serial;
  e->parent_event = parent == G_MAXUINT32 ? -1 : (gint64) parent;
  e->action = node->action;
  e->g = node->g;
  e->h = node->h;
  e->f = node->f;
  if (run->rbfs_places != NULL)
    qd_search_run_rbfs_mark (run, e, kind == QD_SEARCH_EVENT_GENERATE ? -1 : (gint64) (gint32) serial_event (run, node->serial));
}

static void
on_iteration (gpointer data, const QdSpaceRun *space_run, guint k, double bound)
{
  QdSearchRun *run = data;
  QdSearchEvent e = { 0 };

  if (run->settings.algorithm != QD_SPACE_IDDFS && run->settings.algorithm != QD_SPACE_IDASTAR
      && run->settings.algorithm != QD_SPACE_EHC)
    return;
  e.kind = QD_SEARCH_EVENT_ITERATION;
  e.number = k + 1;
  e.parent_event = -1;
  e.action = QD_SPACE_ACTION_NONE;
  e.bound = e.f = bound;
  e.h = run->start_h;
  if (run->settings.algorithm == QD_SPACE_EHC && k > 0 && run->n_events_w > 0)
    {
      /* Enforced hill climbing: the state climbed to, the successor just told. */
      e.h = bound;
      log_event (run, &e, qd_search_run_event_state (run, run->n_events_w - 1));
      return;
    }
  log_event (run, &e, qd_search_space_start (run->space));
}

/* Depth-first: the successors the engine is about to generate, found the
 * same way (the same state, h, previous action and pruning), logged as
 * SUCCESSOR events with the serials the engine gives them. */
static void
log_successors (QdSearchRun *run, const QdSpaceNode *node, guint expand_event)
{
  const QdSpace *space = run->space;
  gboolean prune = run->doc->kind == QD_SEARCH_TILES && space->has_inverse;
  guint n = space->expand (space, node->state, node->h, node->action, prune, run->succ_steps, run->succ_states);
  guint64 first = run->next_serial;

  run->next_serial += n;
  for (guint i = 0; i < n; i++)
    {
      QdSearchEvent c = { 0 };

      c.kind = QD_SEARCH_EVENT_SUCCESSOR;
      c.depth = node->depth + 1;
      c.serial = first + i;
      c.parent_event = expand_event;
      c.action = run->succ_steps[i].action;
      c.g = node->g + run->succ_steps[i].cost;
      c.h = run->succ_steps[i].h;
      c.f = run->settings.algorithm == QD_SPACE_IDASTAR ? c.g + c.h : c.depth;
      if (!log_event (run, &c, run->succ_states + (gsize) i * space->state_size))
        return;
    }
}

static void
on_expand (gpointer data, const QdSpaceRun *space_run, const QdSpaceNode *node)
{
  QdSearchRun *run = data;
  QdSearchEvent e;

  fill_node (run, &e, QD_SEARCH_EVENT_EXPAND, node);
  e.side = qd_space_algorithm_is_bidirectional (run->settings.algorithm) ? qd_space_run_side (space_run) : 0;
  e.number = ++run->n_expanded;
  if (run->rbfs_places != NULL)
    e.bound = qd_space_run_f_limit (space_run);
  if (!log_event (run, &e, node->state) || !run->depth_first)
    return;
  log_successors (run, node, run->n_events_w - 1);
}

static void
on_generate (gpointer data, const QdSpaceRun *space_run, const QdSpaceNode *child, QdSpaceFate fate)
{
  QdSearchRun *run = data;
  QdSearchEvent e;

  fill_node (run, &e, QD_SEARCH_EVENT_GENERATE, child);
  e.side = qd_space_algorithm_is_bidirectional (run->settings.algorithm) ? qd_space_run_side (space_run) : 0;
  e.fate = fate;
  log_event (run, &e, child->state);
}

static void
on_leave (gpointer data, const QdSpaceRun *space_run, const QdSpaceNode *node)
{
  QdSearchRun *run = data;
  QdSearchEvent e;

  if (run->rbfs_places == NULL)
    return;
  fill_node (run, &e, QD_SEARCH_EVENT_BACKUP, node);
  e.number = run->n_expanded;
  log_event (run, &e, node->state);
}

static void
on_goal (gpointer data, const QdSpaceRun *space_run, const QdSpaceNode *node)
{
  QdSearchRun *run = data;
  QdSearchEvent e;

  fill_node (run, &e, QD_SEARCH_EVENT_GOAL, node);
  e.number = run->n_expanded + 1;
  if (log_event (run, &e, node->state))
    run->goal_event = run->n_events_w - 1;
}

/* The tree's names: an action, or the start (QD_MOVE_NONE). */
typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  char *start;
} TreeNames;

static void
tree_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  const TreeNames *names = data;

  if (move == QD_MOVE_NONE)
    g_string_append (out, names->start);
  else
    qd_search_doc_action_text (names->doc, move, out);
}

static void
start_tree (QdSearchRun *run, QdSearchTree *tree, QdSpaceOptions *options)
{
  TreeNames *names = g_new0 (TreeNames, 1);
  GString *start = g_string_new (NULL);

  qd_search_doc_state_text (run->doc, qd_search_space_start (run->space), start);
  names->doc = qd_owned_add (&names->owned, qd_search_doc_copy (run->doc), (GDestroyNotify) qd_search_doc_free);
  names->start = qd_owned_add (&names->owned, g_string_free (start, FALSE), g_free);
  run->tree_rec = qd_space_tree_new (tree, options, tree_move_text, names, qd_owned_free);
}

static const QdSpaceListener listener = {
  .iteration = on_iteration,
  .expand = on_expand,
  .generate = on_generate,
  .leave = on_leave,
  .goal = on_goal,
};

QdSpaceStatus
qd_search_run_solve (QdSearchRun *run, const gint *stop, QdProgress *progress, QdSearchTree *tree,
                     GError **error)
{
  const QdSearchSettings *s = &run->settings;
  QdSpaceOptions options;
  gint64 before;

  g_return_val_if_fail (!run->has_result, QD_SPACE_STOPPED);
  memset (&run->result, 0, sizeof run->result);
  run->has_result = TRUE;
  run->result.status = QD_SPACE_STOPPED;
  run->result.iterations = 1;
  if (!qd_search_doc_has_heuristic (run->doc, s->heuristic))
    {
      g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC, "%s",
                   qd_search_heuristic_to_string (s->heuristic));
      return QD_SPACE_STOPPED;
    }
  if (!qd_search_doc_is_solvable (run->doc))
    {
      /* The tiles' parity: no path, nothing searched (data/FORMATS.md). */
      run->result.status = QD_SPACE_NO_SOLUTION;
      return QD_SPACE_NO_SOLUTION;
    }
  before = g_get_monotonic_time ();
  run->space = qd_search_doc_space_full (run->doc, s->heuristic, stop, progress, error);
  if (s->heuristic == QD_SEARCH_H_PDB)
    run->pdb_time_us = g_get_monotonic_time () - before;
  if (run->space == NULL)
    return QD_SPACE_STOPPED;
  if (qd_space_algorithm_is_bidirectional (s->algorithm) && !qd_space_supports_bidirectional (run->space))
    {
      g_set_error (error, QD_SEARCH_ERROR, QD_SEARCH_ERROR_HEURISTIC,
                   _("a %s cannot be searched backward from its goal: no bidirectional search"),
                   qd_search_kind_to_string (run->doc->kind));
      return QD_SPACE_STOPPED;
    }
  run->state_size = run->space->state_size;
  run->start_h = run->space->heuristic != NULL
                 ? run->space->heuristic (run->space, qd_search_space_start (run->space)) : 0;

  qd_space_options_init (&options);
  options.algorithm = s->algorithm;
  options.memory = s->memory;
  options.cycles = run->doc->kind == QD_SEARCH_TILES ? QD_SPACE_CYCLES_PARENT : QD_SPACE_CYCLES_PATH;
  options.weight = s->weight;
  options.depth_limit = s->limit;
  options.max_nodes = s->max_nodes;
  if (s->time_limit > 0)
    options.deadline_us = g_get_monotonic_time () + MAX ((gint64) ceil (s->time_limit * 1e6), 1);
  options.stop = stop;
  options.progress = progress;
  if (run->keep_replay)
    {
      run->logging = TRUE;
      run->depth_first = (qd_space_algorithm_always_tree_like (s->algorithm) && s->algorithm != QD_SPACE_RBFS)
                         || (s->algorithm == QD_SPACE_DFS && s->memory == QD_SPACE_TREE_LIKE);
      run->next_serial = 1;
      if (run->depth_first)
        {
          run->succ_steps = g_new (QdSpaceStep, MAX (run->space->max_steps, 1));
          run->succ_states = g_malloc ((gsize) MAX (run->space->max_steps, 1) * run->state_size);
        }
      run->event_of_serial = g_array_new (FALSE, FALSE, sizeof (guint32));
      if (s->algorithm == QD_SPACE_RBFS)
        qd_search_run_rbfs_begin (run);
      options.listener = &listener;
      options.listener_data = run;
    }
  if (tree != NULL && !qd_space_algorithm_is_bidirectional (s->algorithm))
    start_tree (run, tree, &options);
  qd_space_solve (run->space, qd_search_space_start (run->space), &options, &run->result);
  run->logging = FALSE;
  qd_search_run_rbfs_end (run);
  g_clear_pointer (&run->succ_steps, g_free);
  g_clear_pointer (&run->succ_states, g_free);
  if (run->tree_rec != NULL)
    qd_space_tree_finish (run->tree_rec, &run->result);
  return run->result.status;
}

/* --- The log (reader side) ------------------------------------------------ */

guint
qd_search_run_n_steps (const QdSearchRun *run)
{
  return (guint) g_atomic_int_get (&run->n_steps);
}

guint
qd_search_run_n_events (const QdSearchRun *run)
{
  return (guint) g_atomic_int_get (&run->n_events);
}

gboolean
qd_search_run_replay_complete (const QdSearchRun *run)
{
  return run->keep_replay && run->complete;
}

void
qd_search_run_event (const QdSearchRun *run, guint event, QdSearchEvent *out)
{
  g_return_if_fail (event < qd_search_run_n_events (run));
  *out = run->events[event / QD_SEARCH_RUN_CHUNK][event % QD_SEARCH_RUN_CHUNK];
}

const QdSearchEvent *
qd_search_run_event_at (const QdSearchRun *run, guint event)
{
  return &run->events[event / QD_SEARCH_RUN_CHUNK][event % QD_SEARCH_RUN_CHUNK];
}

gconstpointer
qd_search_run_event_state (const QdSearchRun *run, guint event)
{
  g_return_val_if_fail (event < qd_search_run_n_events (run), NULL);
  return run->states[event / QD_SEARCH_RUN_CHUNK] + (gsize) (event % QD_SEARCH_RUN_CHUNK) * run->state_size;
}

guint
qd_search_run_event_cell (const QdSearchRun *run, guint event)
{
  return qd_search_doc_state_cell (run->doc, qd_search_run_event_state (run, event));
}

guint
qd_search_run_step_event (const QdSearchRun *run, guint step)
{
  g_return_val_if_fail (step < qd_search_run_n_steps (run), 0);
  return run->steps[step / QD_SEARCH_RUN_CHUNK][step % QD_SEARCH_RUN_CHUNK];
}

void
qd_search_run_step (const QdSearchRun *run, guint step, QdSearchStep *out)
{
  guint n = qd_search_run_n_events (run);

  memset (out, 0, sizeof *out);
  out->event_index = qd_search_run_step_event (run, step);
  out->event = *qd_search_run_event_at (run, out->event_index);
  if (out->event.kind != QD_SEARCH_EVENT_EXPAND)
    return;
  for (guint i = out->event_index + 1; i < n; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);

      if ((e->kind != QD_SEARCH_EVENT_GENERATE && e->kind != QD_SEARCH_EVENT_SUCCESSOR)
          || e->parent_event != out->event_index)
        break;
      out->n_children++;
    }
}

gint32
qd_search_run_step_node (const QdSearchRun *run, guint step)
{
  const QdSearchEvent *e;
  guint64 serial;
  guint node;

  if (step >= qd_search_run_n_steps (run))
    return -1;
  e = qd_search_run_event_at (run, qd_search_run_step_event (run, step));
  if (run->tree_rec != NULL)
    {
      if (e->kind != QD_SEARCH_EVENT_EXPAND)
        return -1;
      node = qd_space_tree_node_of_expansion (run->tree_rec, e->number);
      return node == QD_SEARCH_NODE_NONE ? -1 : (gint32) node;
    }
  if (run->tree_map == NULL)
    return -1;
  serial = e->serial;
  return serial < run->tree_map_n ? run->tree_map[serial] : -1;
}

guint
qd_search_run_n_cells (const QdSearchRun *run)
{
  return qd_search_doc_n_cells (run->doc);
}

/* The first event of the iteration `event` belongs to. */
static guint
iteration_start (const QdSearchRun *run, guint event)
{
  for (guint i = event + 1; i-- > 0; )
    if (qd_search_run_event_at (run, i)->kind == QD_SEARCH_EVENT_ITERATION)
      return i;
  return 0;
}

void
qd_search_run_statuses (const QdSearchRun *run, guint step, guint8 *status)
{
  guint n_cells = qd_search_run_n_cells (run);
  guint n_steps = qd_search_run_n_steps (run);
  g_autofree guint32 *waiting = NULL;
  guint last, cell;

  memset (status, QD_SEARCH_CELL_UNSEEN, n_cells);
  if (n_cells == 0 || n_steps == 0)
    return;
  /* Depth-first: how many successors of each cell wait on the stack. */
  waiting = g_new0 (guint32, n_cells);
  last = qd_search_run_step_event (run, MIN (step, n_steps - 1));
  for (guint i = iteration_start (run, last); i <= last; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);

      cell = qd_search_run_event_cell (run, i);
      if (cell >= n_cells)
        continue;
      if (e->kind == QD_SEARCH_EVENT_EXPAND)
        status[cell] = QD_SEARCH_CELL_EXPLORED;
      else if (e->kind == QD_SEARCH_EVENT_SUCCESSOR)
        {
          waiting[cell]++;
          if (status[cell] == QD_SEARCH_CELL_UNSEEN)
            status[cell] = QD_SEARCH_CELL_FRONTIER;
        }
      else if (e->kind == QD_SEARCH_EVENT_GENERATE && run->depth_first)
        {
          /* Turned to: no longer waiting. */
          if (waiting[cell] > 0 && --waiting[cell] == 0 && status[cell] == QD_SEARCH_CELL_FRONTIER)
            status[cell] = QD_SEARCH_CELL_UNSEEN;
        }
      else if (e->kind == QD_SEARCH_EVENT_GENERATE && e->fate != QD_SPACE_REPEATED && e->fate != QD_SPACE_CUT
               && status[cell] != QD_SEARCH_CELL_EXPLORED)
        status[cell] = QD_SEARCH_CELL_FRONTIER;
    }
  if (run->settings.algorithm == QD_SPACE_RBFS)
    qd_search_run_rbfs_statuses (run, step, status);
  for (gint64 i = qd_search_run_event_at (run, last)->parent_event; i >= 0;
       i = qd_search_run_event_at (run, (guint) i)->parent_event)
    if ((cell = qd_search_run_event_cell (run, (guint) i)) < n_cells)
      status[cell] = QD_SEARCH_CELL_PATH;
  if ((cell = qd_search_run_event_cell (run, last)) < n_cells)
    status[cell] = QD_SEARCH_CELL_CURRENT;
}
