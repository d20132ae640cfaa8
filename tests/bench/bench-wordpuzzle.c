/* bench-wordpuzzle.c — the six course word puzzles in both formulations with
 * each inference level: assignments, checks and time (best of several runs).
 * Target (issue 3): each puzzle under 1 ms with forward checking.
 *
 *   _build/tests/bench/bench-wordpuzzle DATA_DIR   (DATA_DIR: the project's data/)
 */
#include <stdio.h>

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"

#define RUNS 20

int
main (int argc, char **argv)
{
  const char *puzzles[] = { "sample.txt", "puzzle1.txt", "puzzle2.txt", "puzzle3.txt", "puzzle4.txt", "puzzle5.txt" };
  const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  const char *data = argc > 1 ? argv[1] : "data";
  g_autofree char *list_path = g_build_filename (data, "examples", "wordpuzzle", "wordlist.txt", NULL);
  g_autoptr(GFile) list_file = g_file_new_for_path (list_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_load (list_file, &error);
  double worst_fc = 0;

  if (list == NULL)
    {
      g_printerr ("bench-wordpuzzle: %s\n", error->message);
      return 1;
    }
  printf ("%-12s %-7s %-5s %9s %11s %9s %10s %10s\n", "puzzle", "form", "infer", "solutions",
          "assignments", "checks", "prunings", "best ms");
  for (guint p = 0; p < G_N_ELEMENTS (puzzles); p++)
    {
      g_autofree char *path = g_build_filename (data, "examples", "wordpuzzle", puzzles[p], NULL);
      g_autofree char *text = NULL;
      g_autoptr(QdWordpuzzle) puzzle = NULL;
      gsize length;

      if (!g_file_get_contents (path, &text, &length, &error) ||
          (puzzle = qd_wordpuzzle_parse (text, length, &error)) == NULL)
        {
          g_printerr ("bench-wordpuzzle: %s: %s\n", path, error->message);
          return 1;
        }
      for (int f = 0; f < 2; f++)
        {
          g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (puzzle, list, f == 0 ? QD_WORDPUZZLE_LETTERS : QD_WORDPUZZLE_WORDS,
                                                            &error);

          for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
            {
              QdWordpuzzleSolveOptions options;
              g_autoptr(QdWordpuzzleResult) kept = NULL;
              gint64 best = G_MAXINT64;

              qd_wordpuzzle_solve_options_init (&options);
              options.inference = inferences[i];
              options.trace = FALSE;
              for (int run = 0; run < RUNS; run++)
                {
                  g_autoptr(QdWordpuzzleResult) result = qd_wordpuzzle_solve (model, &options);

                  best = MIN (best, result->stats.time_us);
                  if (run == RUNS - 1)
                    kept = g_steal_pointer (&result);
                }
              printf ("%-12s %-7s %-5s %9u %11" G_GUINT64_FORMAT " %9" G_GUINT64_FORMAT " %10" G_GUINT64_FORMAT
                      " %10.3f\n", puzzles[p], qd_wordpuzzle_formulation_to_string (model->formulation),
                      qd_csp_inference_to_string (inferences[i]), kept->solutions->len, kept->stats.assignments,
                      kept->stats.checks, kept->stats.prunings, best / 1000.0);
              if (inferences[i] == QD_CSP_INFER_FC)
                worst_fc = MAX (worst_fc, best / 1000.0);
            }
        }
    }
  printf ("# worst time with forward checking: %.3f ms (target: under 1 ms each)\n", worst_fc);
  return 0;
}
