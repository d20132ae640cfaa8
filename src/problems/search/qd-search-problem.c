/* qd-search-problem.c — state-space search: routes, mazes and sliding tiles
 * (the course's first chapter).  Skeleton: part B replaces the format. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "problems/qd-problem.h"

static gpointer
format_parse (const char *text, gsize length, GPtrArray *warnings, GError **error)
{
  if (!g_utf8_validate (text, length, NULL) || memchr (text, '\001', length) != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "not a search problem");
      return NULL;
    }
  return g_strndup (text, length);
}

static char *
format_write (gconstpointer model)
{
  return g_strdup (model);
}

static const QdFormat format = {
  .name = "search",
  .title = N_("Search Problems"),
  .untitled = N_("Untitled Search Problem"),
  .patterns = (const char *const[]) { "*.route", "*.maze", "*.tiles", NULL },
  .parse = format_parse,
  .write = format_write,
  .free = g_free,
};

const QdProblem qd_search_problem = {
  .id = "search",
  .title = N_("State-Space Search"),
  .description = N_("Find a path by breadth-first, depth-first, uniform-cost, greedy, A* and IDA* search on routes, mazes and sliding tiles"),
  .format = &format,
  .examples = (const QdProblemExample[]) {
    { "aima-8-puzzle.tiles", N_("Search: the Textbook’s 8-Puzzle") },
    { NULL }
  },
};
