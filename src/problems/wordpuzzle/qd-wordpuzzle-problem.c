/* qd-wordpuzzle-problem.c — word puzzles (statement 000, part 1.1). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-wordpuzzle.h"
#include "problems/qd-problem.h"

static gboolean
sniff (const char *contents, gsize length)
{
  g_autoptr(QdWordpuzzle) parsed = qd_wordpuzzle_parse (contents, length, NULL);

  return parsed != NULL;
}

const QdProblem qd_wordpuzzle_problem = {
  .id = "wordpuzzle",
  .title = N_("Word Puzzle"),
  .description = N_("Fill an array with letters so that slots spell words of their categories"),
  .file_filter_name = N_("Word Puzzles"),
  .patterns = (const char *const[]) { "*.txt", "*.puzzle", NULL },
  .examples = (const QdProblemExample[]) {
    { "sample.txt",   N_("Word Puzzle: the Handout's Sample") },
    { "puzzle1.txt",  N_("Word Puzzle 1") },
    { "puzzle2.txt",  N_("Word Puzzle 2") },
    { "puzzle3.txt",  N_("Word Puzzle 3") },
    { "puzzle4.txt",  N_("Word Puzzle 4") },
    { "puzzle5.txt",  N_("Word Puzzle 5") },
    { NULL }
  },
  .sniff = sniff,
};
