/* test-search-run.c — one run of a state-space search (qd-search-run.h): the
 * replay log, the statuses and the frontier at a step, the step lines, the
 * tree's map, the settings' arguments, the check, and a reader on another
 * thread while the run goes on.
 *
 * Romania by hand from AIMA 3rd edition, figure 3.24 (A*): the steps are the
 * expansions of Arad, Sibiu, Rimnicu Vilcea, Fagaras, Pitesti, then the goal
 * Bucharest; when Rimnicu Vilcea (f 413) is expanded, Fagaras (415) and
 * Timisoara (447) come next on the frontier, then Zerind (449) and Oradea
 * (671). */
#include "config.h"

#include <string.h>

#include "problems/search/qd-search-check.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"
#include "search-load.h"

static QdSearchRun *
solve (const QdSearchDoc *doc, QdSpaceAlgorithm algorithm, QdSpaceMemory memory, QdSearchTree *tree)
{
  QdSearchSettings s;
  QdSearchRun *run;
  g_autoptr (GError) error = NULL;

  qd_search_settings_init (&s, doc);
  s.algorithm = algorithm;
  s.memory = memory;
  run = qd_search_run_new (doc, &s);
  qd_search_run_solve (run, NULL, NULL, tree, &error);
  g_assert_no_error (error);
  return run;
}

static char *
cell_name (const QdSearchRun *run, guint event)
{
  GString *out = g_string_new (NULL);

  qd_search_doc_state_text (qd_search_run_doc (run), qd_search_run_event_state (run, event), out);
  return g_string_free (out, FALSE);
}

static void
test_romania_replay (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  QdSearchRun *run = solve (doc, QD_SPACE_ASTAR, QD_SPACE_GRAPH, NULL);
  const char *expanded[] = { "Arad", "Sibiu", "Rimnicu Vilcea", "Fagaras", "Pitesti", "Bucharest" };
  const char *frontier[] = { "Rimnicu Vilcea", "Fagaras", "Timisoara", "Zerind", "Oradea" };
  guint events[8], n;
  g_autofree guint8 *status = g_new (guint8, qd_search_run_n_cells (run));
  g_autofree char *line = NULL;
  QdSearchStep step;

  g_assert_true (qd_search_run_replay_complete (run));
  g_assert_cmpuint (qd_search_run_n_steps (run), ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *name = cell_name (run, qd_search_run_step_event (run, i));

      qd_search_run_step (run, i, &step);
      g_assert_cmpstr (name, ==, expanded[i]);
      g_assert_cmpint (step.event.kind, ==, i < 5 ? QD_SEARCH_EVENT_EXPAND : QD_SEARCH_EVENT_GOAL);
      g_assert_cmpuint (step.event.number, ==, i + 1);
    }
  qd_search_run_step (run, 1, &step);
  g_assert_cmpuint (step.n_children, ==, 4);   /* Arad, Fagaras, Oradea, Rimnicu Vilcea */

  /* Step 3 of the list (Rimnicu Vilcea expanded) as the window shows it. */
  n = qd_search_run_frontier_at (run, 2, events, G_N_ELEMENTS (events));
  g_assert_cmpuint (n, ==, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = cell_name (run, events[i]);

      g_assert_cmpstr (name, ==, frontier[i]);
    }
  line = qd_search_run_step_text (run, 2);
  g_assert_cmpstr (line, ==, "3. expand Rimnicu Vilcea · f 413");

  qd_search_run_statuses (run, 2, status);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Arad")], ==, QD_SEARCH_CELL_PATH);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Sibiu")], ==, QD_SEARCH_CELL_PATH);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Rimnicu Vilcea")], ==, QD_SEARCH_CELL_CURRENT);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Fagaras")], ==, QD_SEARCH_CELL_FRONTIER);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Zerind")], ==, QD_SEARCH_CELL_FRONTIER);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Bucharest")], ==, QD_SEARCH_CELL_UNSEEN);
  /* At the goal: Fagaras explored, Bucharest current, Pitesti on its path. */
  qd_search_run_statuses (run, G_MAXUINT, status);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Fagaras")], ==, QD_SEARCH_CELL_EXPLORED);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Pitesti")], ==, QD_SEARCH_CELL_PATH);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Bucharest")], ==, QD_SEARCH_CELL_CURRENT);
  g_assert_cmpint (status[qd_search_route_find_place (doc->route, "Craiova")], ==, QD_SEARCH_CELL_FRONTIER);

  qd_search_run_free (run);
  qd_search_doc_free (doc);
}

/* Depth-first: each expansion's successors are logged as SUCCESSOR events
 * and told later as GENERATE events of the same serial, state and g; the
 * cells waiting on the stack are the frontier. */
static void
test_depth_first_successors (void)
{
  QdSearchDoc *doc = load ("#######\n#S....#\n#.##..#\n#.....#\n#..#.G#\n#######\n");
  QdSpaceAlgorithm algorithms[] = { QD_SPACE_DFS, QD_SPACE_DLS, QD_SPACE_IDDFS, QD_SPACE_IDASTAR };

  for (guint a = 0; a < G_N_ELEMENTS (algorithms); a++)
    {
      QdSearchSettings s;
      QdSearchRun *run;
      guint n, told = 0, waiting_seen = 0;
      g_autoptr (GHashTable) successors = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g_autofree guint8 *status = NULL;

      qd_search_settings_init (&s, doc);
      s.algorithm = algorithms[a];
      s.memory = QD_SPACE_TREE_LIKE;
      s.limit = 12;
      run = qd_search_run_new (doc, &s);
      g_assert_cmpint (qd_search_run_solve (run, NULL, NULL, NULL, NULL), ==, QD_SPACE_SOLVED);
      n = qd_search_run_n_events (run);
      for (guint i = 0; i < n; i++)
        {
          QdSearchEvent e;

          qd_search_run_event (run, i, &e);
          if (e.kind == QD_SEARCH_EVENT_SUCCESSOR)
            {
              gint64 *key = g_new (gint64, 1);

              *key = (gint64) e.serial;
              g_hash_table_insert (successors, key, GUINT_TO_POINTER (i + 1));
            }
          else if (e.kind == QD_SEARCH_EVENT_GENERATE)
            {
              gint64 key = (gint64) e.serial;
              guint j = GPOINTER_TO_UINT (g_hash_table_lookup (successors, &key));
              QdSearchEvent w;

              g_assert_cmpuint (j, >, 0);
              qd_search_run_event (run, j - 1, &w);
              g_assert_cmpuint (qd_search_run_event_cell (run, j - 1), ==, qd_search_run_event_cell (run, i));
              g_assert_cmpfloat (w.g, ==, e.g);
              g_assert_cmpint (w.parent_event, ==, e.parent_event);
              told++;
            }
        }
      g_assert_cmpuint (told, >, 0);
      status = g_new (guint8, qd_search_run_n_cells (run));
      for (guint k = 0; k < qd_search_run_n_steps (run); k++)
        {
          guint events[4];

          qd_search_run_statuses (run, k, status);
          for (guint c = 0; c < qd_search_run_n_cells (run); c++)
            if (status[c] == QD_SEARCH_CELL_FRONTIER)
              {
                waiting_seen++;
                break;
              }
          if (qd_search_run_frontier_at (run, k, events, 4) > 0)
            waiting_seen++;
        }
      g_assert_cmpuint (waiting_seen, >, 0);
      qd_search_run_free (run);
    }
  qd_search_doc_free (doc);
}

static void
test_tree_map (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  g_autoptr (QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 0);
  QdSearchRun *run = solve (doc, QD_SPACE_ASTAR, QD_SPACE_GRAPH, tree);

  g_assert_cmpint (qd_search_run_step_node (run, 0), ==, 0);   /* Arad, the root */
  for (guint k = 1; k < 5; k++)
    g_assert_cmpint (qd_search_run_step_node (run, k), >, 0);
  g_assert_cmpint (qd_search_run_step_node (run, 5), ==, -1);  /* the goal step */
  qd_search_run_free (run);
  qd_search_doc_free (doc);
}

static void
test_settings (void)
{
  QdSearchDoc *route = load_example ("romania.route");
  QdSearchDoc *maze = load ("connect: 8\n#####\n#S..#\n#..G#\n#####\n");
  QdSearchSettings s;
  g_auto (GStrv) args = NULL;
  g_autofree char *joined = NULL;

  qd_search_settings_init (&s, maze);
  g_assert_cmpint (s.heuristic, ==, QD_SEARCH_H_OCTILE);
  g_assert_cmpint (s.algorithm, ==, QD_SPACE_ASTAR);
  g_assert_false (qd_search_settings_optimal (&(QdSearchSettings) { .algorithm = QD_SPACE_BFS }, maze));
  s.algorithm = QD_SPACE_WASTAR;
  s.weight = 1.5;
  s.memory = QD_SPACE_TREE_LIKE;
  s.max_nodes = 1000;
  args = qd_search_settings_args (&s);
  joined = g_strjoinv (" ", args);
  g_assert_cmpstr (joined, ==, "--algorithm wastar --heuristic octile --weight 1.5 --tree-like --node-limit 1000");

  qd_search_settings_init (&s, route);
  g_assert_cmpint (s.heuristic, ==, QD_SEARCH_H_SLD);
  g_assert_true (qd_search_settings_optimal (&s, route));          /* AIMA's table is admissible */
  s.algorithm = QD_SPACE_GREEDY;
  g_assert_false (qd_search_settings_optimal (&s, route));
  s.algorithm = QD_SPACE_BFS;
  g_assert_false (qd_search_settings_optimal (&s, route));         /* roads of many costs */
  qd_search_doc_free (route);
  qd_search_doc_free (maze);
}

/* The check explains a wrong expansion from the frontier at that step. */
static void
test_check (void)
{
  QdSearchDoc *doc = load_example ("romania.route");
  QdSearchSettings s;
  g_autoptr (QdSearchCheck) check = NULL;
  g_autoptr (QdCheckResult) right = NULL, wrong = NULL;
  g_autofree char *trace = NULL;
  char *at;

  qd_search_settings_init (&s, doc);
  check = qd_search_check_new (doc, &s, NULL, NULL, NULL);
  g_assert_nonnull (check);
  trace = qd_search_run_trace (qd_search_check_run (check), NULL);
  right = qd_search_check_answer (check, trace, strlen (trace), FALSE);
  g_assert_cmpint (right->verdict, ==, QD_CHECK_CORRECT);
  at = strstr (trace, "expand 3 Rimnicu Vilcea");
  g_assert_nonnull (at);
  memcpy (at, "expand 3 Fagaras g 239", strlen ("expand 3 Fagaras g 239"));
  wrong = qd_search_check_answer (check, trace, strlen (trace), FALSE);
  g_assert_cmpint (wrong->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (wrong->line, ==, 11);   /* the trace's comment line counted */
  g_assert_cmpint (wrong->step, ==, 2);
  g_assert_nonnull (strstr (wrong->explanation, "Rimnicu Vilcea (f = 413)"));
  qd_search_doc_free (doc);
}

typedef struct {
  QdSearchRun *run;
  gint done;
} Worker;

static gpointer
work (gpointer data)
{
  Worker *w = data;

  qd_search_run_solve (w->run, NULL, NULL, NULL, NULL);
  g_atomic_int_set (&w->done, 1);
  return NULL;
}

/* The window reads the replay while the worker writes it: the run ends the
 * same as without a reader, and every step read is whole. */
static void
test_concurrent_reader (void)
{
  QdSearchDoc *doc = qd_search_doc_new_maze (qd_search_maze_random (201, 201, 3, 5));
  QdSearchSettings s;
  Worker w = { 0 };
  QdSearchRun *alone;
  g_autofree char *a = NULL, *b = NULL;
  g_autofree guint8 *status = NULL;
  GThread *thread;
  guint reads = 0;

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_BFS;
  w.run = qd_search_run_new (doc, &s);
  status = g_new (guint8, qd_search_run_n_cells (w.run));
  thread = g_thread_new ("search", work, &w);
  while (!g_atomic_int_get (&w.done) || reads == 0)
    {
      guint n = qd_search_run_n_steps (w.run);

      if (n > 0)
        {
          QdSearchStep step;

          qd_search_run_step (w.run, n - 1, &step);
          g_assert_cmpint (step.event.kind, !=, QD_SEARCH_EVENT_GENERATE);
          qd_search_run_statuses (w.run, n - 1, status);
          reads++;
        }
    }
  g_thread_join (thread);
  alone = qd_search_run_new (doc, &s);
  qd_search_run_solve (alone, NULL, NULL, NULL, NULL);
  a = qd_search_run_output (alone);
  b = qd_search_run_output (w.run);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (qd_search_run_n_events (alone), ==, qd_search_run_n_events (w.run));
  qd_search_run_free (alone);
  qd_search_run_free (w.run);
  qd_search_doc_free (doc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-run/romania-replay", test_romania_replay);
  g_test_add_func ("/search-run/depth-first-successors", test_depth_first_successors);
  g_test_add_func ("/search-run/tree-map", test_tree_map);
  g_test_add_func ("/search-run/settings", test_settings);
  g_test_add_func ("/search-run/check", test_check);
  g_test_add_func ("/search-run/concurrent-reader", test_concurrent_reader);
  return g_test_run ();
}
