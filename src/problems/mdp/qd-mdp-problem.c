/* qd-mdp-problem.c — grid worlds: Markov decision processes and
 * reinforcement learning (AIMA chapters 17 and 21; the course's Gridworld). */
#include "config.h"

#include <glib/gi18n.h>

#include "problems/qd-problem.h"
#include "qd-mdp.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mdp)

/* A world is read from a Quandary file or from the course's `.test` file
 * (told apart by the `grid: """` line); it is written in Quandary's. */
static gpointer
format_parse (const char *text, gsize length, GPtrArray *warnings, GError **error)
{
  if (qd_mdp_world_is_course (text, length))
    return qd_mdp_world_parse_course (text, length, error);
  return qd_mdp_world_parse (text, length, error);
}

static char *
format_write (gconstpointer model)
{
  return qd_mdp_world_to_string (model);
}

static void
format_free (gpointer model)
{
  qd_mdp_world_free (model);
}

/* A world read from a `.test` file is saved as a `.mdp` one. */
static const char *
format_extension (gconstpointer model)
{
  return ".mdp";
}

static const QdFormat format = {
  .name = "mdp",
  .title = N_("Grid Worlds"),
  .untitled = N_("Untitled Grid World"),
  .patterns = (const char *const[]) { "*.mdp", "*.test", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
  .extension = format_extension,
};

/* The course's test files on their own, read and written: a world opened
 * from one is saved, unless asked, as a `.mdp` file beside it (the window
 * asks where, rather than write Quandary's format over the course's). */
static gpointer
course_format_parse (const char *text, gsize length, GPtrArray *warnings, GError **error)
{
  return qd_mdp_world_parse_course (text, length, error);
}

static char *
course_format_write (gconstpointer model)
{
  return qd_mdp_world_to_course_string (model);
}

static const QdFormat course_format = {
  .name = "mdp-course",
  .title = N_("Course Grid World Tests"),
  .untitled = N_("Untitled Course Test"),
  .patterns = (const char *const[]) { "*.test", NULL },
  .parse = course_format_parse,
  .write = course_format_write,
  .free = format_free,
};

const QdProblem qd_mdp_problem = {
  .id = "mdp",
  .title = N_("Grid World"),
  .description = N_("Markov decision processes and reinforcement learning on a grid"),
  .format = &format,
  .other_formats = (const QdFormat *const[]) { &course_format, NULL },
  .examples = (const QdProblemExample[]) {
    { "aima-4x3.mdp",      N_("Grid World: AIMA’s 4 × 3 World") },
    { "book-grid.mdp",     N_("Grid World: the Course’s Book Grid") },
    { "discount-grid.mdp", N_("Grid World: the Discount Grid") },
    { "bridge-grid.mdp",   N_("Grid World: the Bridge Grid") },
    { "cliff-grid.mdp",    N_("Grid World: the Cliff Grid") },
    { "maze-grid.mdp",     N_("Grid World: the Maze Grid") },
    { "corridor.test",     N_("Grid World: a Corridor, in the Course’s Test Format") },
    { NULL }
  },
};
