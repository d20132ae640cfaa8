/* test-search-practice.c — practice on a state-space search's run (issue
 * 51): A* on AIMA's Romania from Arad (its expansions known from figure
 * 3.24: Arad, Sibiu 393, Rimnicu Vilcea 413, Fagaras 415, Pitesti 417, then
 * Bucharest 418, the path's cost), the questions, a wrong node explained by
 * the frontier, the frequencies, a place's name from its cell. */
#include <string.h>

#include "problems/search/qd-search-practice.h"

static QdSearchRun *
romania (QdSpaceAlgorithm algorithm)
{
  const char *dir = g_getenv ("QD_DATA_DIR");
  g_autofree char *path = g_build_filename (dir != NULL ? dir : "data", "examples", "search", "romania.route", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdSearchDoc *doc;
  QdSearchSettings s;
  QdSearchRun *run;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_search_doc_parse (text, -1, NULL, &error);
  g_assert_no_error (error);
  qd_search_settings_init (&s, doc);
  s.algorithm = algorithm;
  run = qd_search_run_new (doc, &s);
  qd_search_run_solve (run, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  qd_search_doc_free (doc);
  return run;
}

static void
test_astar (void)
{
  g_autoptr(QdSearchRun) run = romania (QD_SPACE_ASTAR);
  g_autoptr(QdPractice) p = qd_search_practice_new (run);
  static const struct { const char *name, *f; } order[] = {
    { "Sibiu", "393" }, { "Rimnicu Vilcea", "413" }, { "Fagaras", "415" }, { "Pitesti", "417" },
    { "Bucharest", "418" },
  };
  const char *next = "Which node does the search take from the frontier next? Click it or type its name.";
  char *message = NULL;

  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  /* Five nodes and their f, then the cost. */
  g_assert_cmpuint (qd_practice_n_asked (p), ==, 11);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      const QdPracticeQuestion *q = qd_practice_current (p);

      g_assert_cmpstr (q->text, ==, next);
      g_assert_cmpstr (q->answer, ==, order[i].name);
      g_assert_cmpuint (q->step, ==, i + 1);
      if (i == 2)
        {
          /* Fagaras and Pitesti wait on the frontier: a wrong one is
           * explained by it, and the question stays. */
          g_assert_cmpint (qd_practice_answer (p, "pitesti", &message), ==, QD_PRACTICE_WRONG);
          g_assert_cmpstr (message, ==, "No: At step 4 the frontier held Fagaras (f = 415), Pitesti (f = 417) and "
                                        "Timisoara (f = 447): A* expands the smallest f first (at equal f the "
                                        "smaller h).");
          g_clear_pointer (&message, g_free);
          g_assert_cmpint (qd_practice_answer (p, "Paris", &message), ==, QD_PRACTICE_UNREADABLE);
          g_clear_pointer (&message, g_free);
        }
      /* Names in any case and spacing. */
      g_assert_cmpint (qd_practice_answer (p, i == 1 ? "rimnicuvilcea" : order[i].name, NULL), ==,
                       QD_PRACTICE_RIGHT);
      q = qd_practice_current (p);
      g_assert_cmpstr (q->answer, ==, order[i].f);
      if (i == 0)
        {
          g_assert_cmpint (qd_practice_answer (p, "253", &message), ==, QD_PRACTICE_WRONG);
          g_assert_cmpstr (message, ==, "No: Sibiu has g = 140 and h = 253, so f = g + h = 393.");
          g_clear_pointer (&message, g_free);
        }
      g_assert_cmpint (qd_practice_answer (p, order[i].f, NULL), ==, QD_PRACTICE_RIGHT);
    }
  g_assert_cmpstr (qd_practice_current (p)->text, ==, "What does the path found cost?");
  g_assert_cmpint (qd_practice_answer (p, "418", NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_true (qd_practice_finished (p));
  message = qd_practice_score_text (p);
  g_assert_cmpstr (message, ==, "9 right of 11");
  g_free (message);

  /* Decisions: the nodes and the cost; the end: the cost. */
  qd_practice_set_frequency (p, QD_PRACTICE_DECISIONS);
  g_assert_cmpuint (qd_practice_n_asked (p), ==, 6);
  qd_practice_set_frequency (p, QD_PRACTICE_END);
  g_assert_cmpuint (qd_practice_n_asked (p), ==, 1);
}

static void
test_bfs_cells (void)
{
  g_autoptr(QdSearchRun) run = romania (QD_SPACE_BFS);
  g_autoptr(QdPractice) p = qd_search_practice_new (run);
  const QdPracticeQuestion *q;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  qd_practice_set_frequency (p, QD_PRACTICE_EVERY_STEP);
  /* No f to ask: breadth-first takes the oldest; Arad's successors in the
   * file's order (Zerind, Sibiu, Timisoara). */
  q = qd_practice_current (p);
  g_assert_cmpint (q->kind, ==, QD_PRACTICE_NAME);
  name = qd_search_practice_cell_name (run, qd_search_run_event_cell (run, qd_search_run_step_event (run, 1)));
  g_assert_cmpstr (name, ==, q->answer);
  g_assert_cmpint (qd_practice_answer (p, "Timisoara", &message), ==, QD_PRACTICE_WRONG);
  g_assert_nonnull (strstr (message, "breadth-first search expands the node generated first"));
  g_assert_cmpint (qd_practice_answer (p, name, NULL), ==, QD_PRACTICE_RIGHT);
  g_assert_cmpint (qd_practice_current (p)->kind, ==, QD_PRACTICE_NAME);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/practice/astar", test_astar);
  g_test_add_func ("/search/practice/bfs-cells", test_bfs_cells);
  return g_test_run ();
}
