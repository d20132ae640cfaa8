/* bench-wordpuzzle.c — the six course word puzzles in both formulations with
 * each inference level: assignments, checks and time (best of several runs).
 * Target (issue 3): each puzzle under 1 ms with forward checking.
 * Then the time to parse generated word lists: one category of 20k, 40k and
 * 200k words (half of them again as duplicates in a second run), and as many
 * categories of one word each; parsing is linear in the list (issue 14).
 *
 *   _build/tests/wordpuzzle/bench-wordpuzzle DATA_DIR   (DATA_DIR: the project's data/)
 */
#include <stdio.h>
#include <stdlib.h>

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"

#define RUNS 20

/* The n-th word of six letters: n written in base 26 with the digits A to Z. */
static void
append_word (GString *out, guint n)
{
  char word[7];

  for (int i = 5; i >= 0; i--, n /= 26)
    word[i] = 'A' + n % 26;
  word[6] = '\0';
  g_string_append (out, word);
}

/* One category `big` of n words, each of the first `distinct` words once and
 * then the words again up to n; or n categories of one word each. */
static char *
make_list (guint n, guint distinct, gboolean one_category)
{
  GString *out = g_string_new (one_category ? "big:\t" : NULL);

  for (guint i = 0; i < n; i++)
    {
      if (one_category)
        {
          if (i > 0)
            g_string_append (out, ", ");
          append_word (out, i % distinct);
        }
      else
        {
          g_string_append_printf (out, "c%u:\t", i);
          append_word (out, i);
          g_string_append_c (out, '\n');
        }
    }
  if (one_category)
    g_string_append_c (out, '\n');
  return g_string_free (out, FALSE);
}

static void
bench_parse (void)
{
  const guint sizes[] = { 20000, 40000, 200000 };

  printf ("\n%-34s %8s %10s\n", "word list", "words", "parse ms");
  for (int kind = 0; kind < 3; kind++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        guint n = sizes[s];
        g_autofree char *text = make_list (n, kind == 1 ? n / 2 : n, kind < 2);
        g_autoptr(GError) error = NULL;
        gint64 start = g_get_monotonic_time ();
        g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_parse (text, -1, &error);
        gint64 time_us = g_get_monotonic_time () - start;
        const char *labels[] = { "1 category, distinct words", "1 category, half duplicates",
                                 "categories of 1 word" };
        guint words = 0;

        if (list == NULL)
          {
            g_printerr ("bench-wordpuzzle: generated list: %s\n", error->message);
            exit (1);
          }
        for (guint c = 0; c < list->categories->len; c++)
          words += ((QdWordpuzzleCategory *) list->categories->pdata[c])->words->len;
        printf ("%-34s %8u %10.1f\n", labels[kind], words, time_us / 1000.0);
        fflush (stdout);
      }
}

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
  fflush (stdout);
  bench_parse ();
  return 0;
}
