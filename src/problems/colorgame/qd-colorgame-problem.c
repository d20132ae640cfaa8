/* qd-colorgame-problem.c — the adversarial map-colouring game (statement 001). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-colorgame.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdColorgame) parsed = qd_colorgame_parse (contents, length, NULL);

  return parsed != NULL;
}

const QdProblem qd_colorgame_problem = {
  .id = "colorgame",
  .title = N_("Map-Colouring Game"),
  .description = N_("Two players take turns colouring a map, each scoring its favourite colours"),
  .file_filter_name = N_("Map-Colouring Games"),
  .patterns = (const char *const[]) { "*.txt", "*.colorgame", NULL },
  .examples = (const QdProblemExample[]) {
    { "australia.txt",  N_("Colouring Game: Australia (the Statement's Example)") },
    { "course-t0.txt",  N_("Colouring Game: Course Case t0 (29 Nodes)") },
    { "course-t3.txt",  N_("Colouring Game: Course Case t3 (Five Colours)") },
    { NULL }
  },
  .sniff = sniff,
};
