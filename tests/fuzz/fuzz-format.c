/* fuzz-format.c — a libFuzzer target per problem (FUZZ_PROBLEM, its id, picks
 * it at build time; tests/fuzz/meson.build makes one executable for each id
 * of problem_ids).
 *
 * Every input is read by each format of the problem (problems/qd-problem.h:
 * its documents', then its others'); when a format reads it, the model is
 * written, the text parsed again and written again: both texts must be equal
 * and the second parse must succeed (a file the program writes is a file it
 * reads back, to the same model).  A document then goes to the problem's own
 * check (fuzz-check.h) when it has one: its solver run with small limits. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "formats.h"
#include "fuzz-check.h"

void
qd_fuzz_fail (const char *what, const char *first, const char *second)
{
  fprintf (stderr, "fuzz-%s: %s\n--- first\n%s\n--- second\n%s\n", FUZZ_PROBLEM, what,
           first != NULL ? first : "(none)", second != NULL ? second : "(none)");
  abort ();
}

#ifndef FUZZ_HAS_CHECK
void
qd_fuzz_check (gconstpointer model)
{
}
#endif

static void
try_format (const QdFormat *format, gboolean document, const guint8 *data, size_t size)
{
  gpointer model = NULL;
  g_autofree char *why = NULL;

  switch (qd_test_round_trip (format, (const char *) data, size, &model, &why))
    {
    case QD_ROUND_TRIP_NOT_PARSED:
      return;
    case QD_ROUND_TRIP_BROKEN:
      qd_fuzz_fail (why, format->name, NULL);
      break;
    case QD_ROUND_TRIP_OK:
      if (document)
        qd_fuzz_check (model);
      format->free (model);
      break;
    }
}

int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);

int
LLVMFuzzerTestOneInput (const guint8 *data, size_t size)
{
  static const QdProblem *problem;

  if (problem == NULL && (problem = qd_problem_find (FUZZ_PROBLEM)) == NULL)
    abort ();
  try_format (problem->format, TRUE, data, size);
  for (guint i = 0; problem->other_formats != NULL && problem->other_formats[i] != NULL; i++)
    try_format (problem->other_formats[i], FALSE, data, size);
  return 0;
}
