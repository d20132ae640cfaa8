/* qd-wordpuzzle-problem.c — word puzzles (statement 000, part 1.1). */
#include "config.h"

#include <glib/gi18n.h>

#include "qd-wordpuzzle.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wordpuzzle)

/* A puzzle's reader has warnings of its own (a slot given twice). */
QD_FORMAT_FUNCTIONS_WITH_WARNINGS (format, QdWordpuzzle, qd_wordpuzzle_parse_full, qd_wordpuzzle_to_string, qd_wordpuzzle_free)

static const QdFormat format = {
  .name = "wordpuzzle",
  .title = N_("Word Puzzles"),
  .untitled = N_("Untitled Word Puzzle"),
  .patterns = (const char *const[]) { "*.txt", "*.puzzle", NULL },
  QD_FORMAT_USE_FUNCTIONS (format),
};

/* The word list beside a puzzle (the --words file, the tab's word list). */
QD_FORMAT_FUNCTIONS (list_format, QdWordpuzzleList, qd_wordpuzzle_list_parse, qd_wordpuzzle_list_to_string,
                     qd_wordpuzzle_list_free)

static const QdFormat list_format = {
  .name = "wordlist",
  .title = N_("Word Lists"),
  .untitled = N_("Untitled Word List"),
  .patterns = (const char *const[]) { "*.txt", NULL },
  QD_FORMAT_USE_FUNCTIONS (list_format),
};

const QdProblem qd_wordpuzzle_problem = {
  .id = "wordpuzzle",
  .title = N_("Word Puzzle"),
  .description = N_("Fill an array with letters so that slots spell words of their categories"),
  .format = &format,
  .other_formats = (const QdFormat *const[]) { &list_format, NULL },
  .examples = (const QdProblemExample[]) {
    { "sample.txt",   N_("Word Puzzle: the Handout's Sample") },
    { "puzzle1.txt",  N_("Word Puzzle 1") },
    { "puzzle2.txt",  N_("Word Puzzle 2") },
    { "puzzle3.txt",  N_("Word Puzzle 3") },
    { "puzzle4.txt",  N_("Word Puzzle 4") },
    { "puzzle5.txt",  N_("Word Puzzle 5") },
    { NULL }
  },
};
