/* qd-search-problem.c — state-space search: routes, mazes and sliding tiles
 * (the course's first chapter).  One format, three forms (qd-search.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-search.h"
#include "qd-search-andor.h"
#include "qd-search-experiment.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (search)

QD_FORMAT_FUNCTIONS_WITH_WARNINGS (format, QdSearchDoc, qd_search_doc_parse, qd_search_doc_to_string,
                                   qd_search_doc_free)

/* A saved document gets its form's extension. */
static const char *
format_extension (gconstpointer model)
{
  static const char *const extensions[QD_SEARCH_N_KINDS] = { ".route", ".maze", ".tiles" };
  const QdSearchDoc *doc = model;

  return extensions[doc->kind < QD_SEARCH_N_KINDS ? doc->kind : 0];
}

static const QdFormat format = {
  .name = "search",
  .title = N_("Search Problems"),
  .untitled = N_("Untitled Search Problem"),
  .patterns = (const char *const[]) { "*.route", "*.maze", "*.tiles", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

/* A nondeterministic world for AND-OR search (qd-search-andor.h): the
 * window's AND-OR Search opens it, `search --andor` reads it. */
QD_FORMAT_FUNCTIONS (andor_format, QdSearchAndorWorld, qd_search_andor_world_parse, qd_search_andor_world_to_string,
                     qd_search_andor_world_free)

static const QdFormat andor_format = {
  .name = "andor",
  .title = N_("Nondeterministic Worlds"),
  .untitled = N_("Untitled World"),
  .patterns = (const char *const[]) { "*.andor", NULL },
  QD_FORMAT_USE_FUNCTIONS (andor_format),
};

const QdProblem qd_search_problem = {
  .id = "search",
  .title = N_("State-Space Search"),
  .description = N_("Find a path with A*, IDA*, greedy or blind search on routes, mazes and tiles"),
  .format = &format,
  .other_formats = (const QdFormat *const[]) { &andor_format, NULL },
  .merge_shards = qd_search_experiment_merge_text,
  .examples = (const QdProblemExample[]) {
    { "romania.route", N_("Search: Romania, Arad to Bucharest") },
    { "romania-oradea-neamt.route", N_("Search: Romania, Oradea to Neamt") },
    { "small.maze", N_("Search: a Small Maze") },
    { "rooms-8.maze", N_("Search: Rooms, 8-Connected with Costs") },
    { "aima-8-puzzle.tiles", N_("Search: the Textbook’s 8-Puzzle") },
    { "fifteen-shuffled.tiles", N_("Search: a Shuffled 15-Puzzle") },
    { "large.maze", N_("Search: a Large Maze") },
    { "random-200.route", N_("Search: a Random Map of 200 Places") },
    { "around-a-wall.maze", N_("Search: Around a Wall, for the Online Agents") },
    { NULL }
  },
};
