/* test-wordpuzzle.c — word puzzles: the course files, both formulations, every
 * inference level and ordering, the published solution sets, traces worked by
 * hand, and errors for malformed input. */
#include <glib/gstdio.h>
#include <string.h>

#include "problems/wordpuzzle/qd-wordpuzzle-solve.h"
#include "formats.h"
#include "core/qd-random.h"

static char *
data_path (const char *where, const char *name)
{
  if (g_str_equal (where, "examples"))
    return g_build_filename (g_getenv ("QD_DATA_DIR"), "examples", "wordpuzzle", name, NULL);
  return g_test_build_filename (G_TEST_DIST, "data", name, NULL);
}

static QdWordpuzzle *
load_puzzle (const char *where, const char *name)
{
  g_autofree char *path = data_path (where, name);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  QdWordpuzzle *puzzle;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  puzzle = qd_wordpuzzle_parse (text, length, &error);
  g_assert_no_error (error);
  return puzzle;
}

static QdWordpuzzleList *
load_list (const char *where, const char *name)
{
  g_autofree char *path = data_path (where, name);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdWordpuzzleList *list = qd_wordpuzzle_list_load (file, &error);

  g_assert_no_error (error);
  return list;
}

/* The published sets, from tests/wordpuzzle/data/solutions_published.txt. */
static GHashTable *
published_solutions (void)
{
  g_autofree char *path = data_path ("tests", "solutions_published.txt");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      GString *joined;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit_set (lines[i], " \t", -1);
      joined = g_string_new (NULL);
      for (guint f = 1, column = 0; fields[f] != NULL; f++)
        {
          if (fields[f][0] == '\0')
            continue;
          if (column++ == 0)
            continue;   /* the count */
          g_string_append_printf (joined, "%s\n", fields[f]);
        }
      g_hash_table_insert (table, g_strdup (fields[0]), g_string_free (joined, FALSE));
    }
  return table;
}

static char *
joined_solutions (const QdWordpuzzleResult *result)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < result->solutions->len; i++)
    g_string_append_printf (out, "%s\n", (char *) result->solutions->pdata[i]);
  return g_string_free (out, FALSE);
}

static void
check_puzzle (const char *where, const char *name, const char *list_where, const char *list_name,
              GHashTable *published)
{
  g_autoptr(QdWordpuzzle) puzzle = load_puzzle (where, name);
  g_autoptr(QdWordpuzzleList) list = load_list (list_where, list_name);
  const char *expected = g_hash_table_lookup (published, name);
  const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };
  const QdCspVarOrder var_orders[] = { QD_CSP_VAR_STATIC, QD_CSP_VAR_RANDOM, QD_CSP_VAR_MRV, QD_CSP_VAR_MRV_DEGREE };
  const QdCspValOrder val_orders[] = { QD_CSP_VAL_STATIC, QD_CSP_VAL_RANDOM, QD_CSP_VAL_LCV };

  g_assert_nonnull (expected);
  for (int f = 0; f < 2; f++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (puzzle, list, f == 0 ? QD_WORDPUZZLE_LETTERS : QD_WORDPUZZLE_WORDS,
                                                        &error);

      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (inferences); i++)
        for (guint v = 0; v < G_N_ELEMENTS (var_orders); v++)
          for (guint w = 0; w < G_N_ELEMENTS (val_orders); w++)
            {
              QdWordpuzzleSolveOptions options;
              g_autoptr(QdWordpuzzleResult) result = NULL;
              g_autofree char *got = NULL;

              qd_wordpuzzle_solve_options_init (&options);
              options.inference = inferences[i];
              options.var_order = var_orders[v];
              options.val_order = val_orders[w];
              options.seed = 7 + v + w;
              options.trace = TRUE;
              result = qd_wordpuzzle_solve (model, &options);
              got = joined_solutions (result);
              if (!g_str_equal (got, expected))
                g_error ("%s, %s formulation, inference %s, %s/%s: got\n%s\nexpected\n%s", name,
                         qd_wordpuzzle_formulation_to_string (model->formulation),
                         qd_csp_inference_to_string (inferences[i]), qd_csp_var_order_to_string (var_orders[v]),
                         qd_csp_val_order_to_string (val_orders[w]), got, expected);
              g_assert_cmpint (result->status, ==, result->solutions->len > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION);
              /* Every solution ends one line of the trace. */
              {
                GPtrArray *lines = qd_csp_trace_get_lines (result->trace);
                guint found = 0;

                for (guint l = 0; l < lines->len; l++)
                  found += strstr (lines->pdata[l], "-> solution ") != NULL;
                g_assert_cmpuint (found, ==, result->solutions->len);
              }
            }
    }
}

static void
test_course_puzzles (void)
{
  g_autoptr(GHashTable) published = published_solutions ();
  const char *puzzles[] = { "sample.txt", "puzzle1.txt", "puzzle2.txt", "puzzle3.txt", "puzzle4.txt", "puzzle5.txt" };

  for (guint i = 0; i < G_N_ELEMENTS (puzzles); i++)
    check_puzzle ("examples", puzzles[i], "examples", "wordlist.txt", published);
  check_puzzle ("tests", "trivial.txt", "tests", "smallwordlist.txt", published);
  check_puzzle ("tests", "simple.txt", "tests", "smallwordlist.txt", published);
}

static char *
trace_of (const char *formulation, QdCspInference inference)
{
  g_autoptr(QdWordpuzzle) puzzle = load_puzzle ("tests", "simple.txt");
  g_autoptr(QdWordpuzzleList) list = load_list ("tests", "smallwordlist.txt");
  g_autoptr(QdWordpuzzleModel) model = NULL;
  g_autoptr(QdWordpuzzleResult) result = NULL;
  QdWordpuzzleFormulation f;
  QdWordpuzzleSolveOptions options;

  g_assert_true (qd_wordpuzzle_formulation_from_string (formulation, &f));
  model = qd_wordpuzzle_model_new (puzzle, list, f, NULL);
  qd_wordpuzzle_solve_options_init (&options);
  options.var_order = QD_CSP_VAR_STATIC;
  options.val_order = QD_CSP_VAL_STATIC;
  options.inference = inference;
  result = qd_wordpuzzle_solve (model, &options);
  return qd_wordpuzzle_result_trace (result);
}

/* simple.txt: adjective in cells 1, 2, 4 (ANT, APE, BAD), verb in 1, 3, 4
 * (BAY, BID, HUE).  Worked by hand:
 * - word-based, static order, no inference: ANT and APE leave no verb
 *   starting with their first letter, so each path ends in a backtrack; BAD
 *   then BID is the one solution (BAY fails on cell 4).
 * - with forward checking, ANT and APE wipe the verb's domain out at once, so
 *   they never become paths; only the solution's path is left.
 * - letter-based, no inference: 1=A has no verb, so 1=B; 2=A (BAD); 3=A fits
 *   BAY, but then cell 4 would need D (BAD) and Y (BAY) at once: backtrack;
 *   3=I (BID) and 4=D give BAID. */
static void
test_traces_by_hand (void)
{
  g_autofree char *word_none = trace_of ("word", QD_CSP_INFER_NONE);
  g_autofree char *word_fc = trace_of ("word", QD_CSP_INFER_FC);
  g_autofree char *letter_none = trace_of ("letter", QD_CSP_INFER_NONE);

  g_assert_cmpstr (word_none, ==,
                   "order: adjective, verb; values static; inference none\n"
                   "root -> adjective=ANT -> backtrack\n"
                   "root -> adjective=APE -> backtrack\n"
                   "root -> adjective=BAD -> verb=BID -> solution BAID\n");
  g_assert_cmpstr (word_fc, ==,
                   "order: adjective, verb; values static; inference fc\n"
                   "root -> adjective=BAD -> verb=BID -> solution BAID\n");
  g_assert_cmpstr (letter_none, ==,
                   "order: 1, 2, 3, 4; values static; inference none\n"
                   "root -> 1=B -> 2=A -> 3=A -> backtrack\n"
                   "root -> 1=B -> 2=A -> 3=I -> 4=D -> solution BAID\n");
}

static void
assert_puzzle_error (const char *text, const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzle) puzzle = qd_wordpuzzle_parse (text, -1, &error);

  g_assert_null (puzzle);
  g_assert_nonnull (error);
  if (strstr (error->message, expected) == NULL)
    g_error ("“%s”: got “%s”, expected “%s”", text, error->message, expected);
}

static void
test_puzzle_format (void)
{
  g_autoptr(QdWordpuzzle) puzzle = qd_wordpuzzle_parse ("9\r\nverb:2, 4, 6\r\nnoun: 2, 4, 8", -1, NULL);
  g_autofree char *text = NULL;

  g_assert_nonnull (puzzle);
  g_assert_cmpuint (puzzle->size, ==, 9);
  g_assert_cmpuint (puzzle->slots->len, ==, 2);
  g_assert_cmpuint (((QdWordpuzzleSlot *) puzzle->slots->pdata[0])->cells[0], ==, 1);
  g_assert_cmpuint (((QdWordpuzzleSlot *) puzzle->slots->pdata[1])->line, ==, 3);
  text = qd_wordpuzzle_to_string (puzzle);
  g_assert_cmpstr (text, ==, "9\nverb: 2, 4, 6\nnoun: 2, 4, 8\n");

  assert_puzzle_error ("", "line 1: the file is empty");
  assert_puzzle_error ("nine\nverb: 1, 2, 3", "line 1: the first line must be the size");
  assert_puzzle_error ("0\nverb: 1", "line 1: the array size must be 1 to 1000, not 0");
  assert_puzzle_error ("5\nverb: 1, 2, 6", "line 2: cell 6 is outside the array of 5 cells");
  assert_puzzle_error ("5\nverb: 1, 0, 3", "line 2: cell 0 is outside the array");
  assert_puzzle_error ("5\nverb 1, 2, 3", "line 2: expected “category: i, j, k” but found no ‘:’");
  assert_puzzle_error ("5\nverb:", "line 2: the slot of “verb” lists no cells");
  assert_puzzle_error ("5\nverb: 1, , 3", "line 2: an empty cell index");
  assert_puzzle_error ("5\nverb: 1, x, 3", "line 2: “x” is not a cell index");
  assert_puzzle_error ("5\nverb: 1, 2, 1", "line 2: cell 1 appears twice");
  assert_puzzle_error ("5\n", "line 2: the puzzle has no slots");
  assert_puzzle_error ("5\n\xff", "line 2: the file is not UTF-8 text");
}

static void
test_word_list (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_parse ("animal:\tant, BEE, ant\r\ncolor:\tRED", -1, &error);
  g_autoptr(QdWordpuzzleList) bad = NULL;
  g_autoptr(QdWordpuzzle) puzzle = qd_wordpuzzle_parse ("3\nfruit: 1, 2, 3", -1, NULL);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (qd_wordpuzzle_list_find (list, "animal")->words->len, ==, 2);   /* duplicates merged */
  g_assert_cmpstr (qd_wordpuzzle_list_find (list, "animal")->words->pdata[0], ==, "ANT");
  text = qd_wordpuzzle_list_to_string (list);
  g_assert_cmpstr (text, ==, "animal:\tANT, BEE\ncolor:\tRED\n");

  bad = qd_wordpuzzle_list_parse ("animal:\tANT, B3E", -1, &error);
  g_assert_null (bad);
  g_assert_nonnull (strstr (error->message, "line 1: “B3E” is not a word of the letters A to Z"));
  g_clear_error (&error);
  bad = qd_wordpuzzle_list_parse ("animal ANT", -1, &error);
  g_assert_nonnull (strstr (error->message, "line 1: expected “category:<TAB>WORD"));
  g_clear_error (&error);
  bad = qd_wordpuzzle_list_parse ("animal:\tANT\nanimal:\tBEE", -1, &error);
  g_assert_nonnull (strstr (error->message, "line 2: the category “animal” is listed twice"));
  g_clear_error (&error);

  /* An unknown category is named with the puzzle's line. */
  g_assert_null (qd_wordpuzzle_model_new (puzzle, list, QD_WORDPUZZLE_WORDS, &error));
  g_assert_nonnull (strstr (error->message, "line 2: the category “fruit” is not in the word list"));
}

/* The duplicate checks go through hash tables (a list parses in linear
 * time): adding, removing and copying keep them in step with the arrays. */
static void
test_word_set (void)
{
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_new ();
  g_autoptr(QdWordpuzzleList) copy = NULL;
  QdWordpuzzleCategory *animal = qd_wordpuzzle_list_ensure (list, "animal");
  QdWordpuzzleCategory *again;

  g_assert_true (qd_wordpuzzle_list_ensure (list, "animal") == animal);
  g_assert_true (qd_wordpuzzle_list_find (list, "animal") == animal);
  g_assert_null (qd_wordpuzzle_list_find (list, "Animal"));
  g_assert_true (qd_wordpuzzle_category_add (animal, "ant", NULL));
  g_assert_true (qd_wordpuzzle_category_add (animal, "bee", NULL));
  g_assert_true (qd_wordpuzzle_category_add (animal, "ANT", NULL));   /* already there */
  g_assert_cmpuint (animal->words->len, ==, 2);
  g_assert_true (qd_wordpuzzle_category_remove (animal, "Ant"));
  g_assert_false (qd_wordpuzzle_category_remove (animal, "ant"));
  g_assert_cmpuint (animal->words->len, ==, 1);
  g_assert_true (qd_wordpuzzle_category_add (animal, "ant", NULL));   /* back, at the end */
  g_assert_cmpstr (animal->words->pdata[1], ==, "ANT");

  copy = qd_wordpuzzle_list_copy (list);
  again = qd_wordpuzzle_list_find (copy, "animal");
  g_assert_true (again != NULL && again != animal);
  g_assert_true (qd_wordpuzzle_category_add (again, "bee", NULL));
  g_assert_cmpuint (again->words->len, ==, 2);
  g_assert_true (qd_wordpuzzle_category_remove (again, "BEE"));
  g_assert_cmpuint (animal->words->len, ==, 2);
}

static void
test_word_list_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("quandary-words-XXXXXX", NULL);
  g_autofree char *a = g_build_filename (dir, "animal.txt", NULL);
  g_autofree char *c = g_build_filename (dir, "color.txt", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzleList) list = NULL;

  g_assert_true (g_file_set_contents (a, "ant\r\nbee\r\n", -1, NULL));
  g_assert_true (g_file_set_contents (c, "RED\nTAN", -1, NULL));
  list = qd_wordpuzzle_list_load (folder, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->categories->len, ==, 2);
  g_assert_cmpstr (((QdWordpuzzleCategory *) list->categories->pdata[0])->name, ==, "animal");
  g_assert_cmpuint (qd_wordpuzzle_list_find (list, "color")->words->len, ==, 2);
  g_remove (a);
  g_remove (c);
  g_rmdir (dir);
}

/* Uncovered cells print as _ and do not multiply the solutions; a slot whose
 * length no word has makes the puzzle unsolvable, in both formulations. */
static void
test_edge_cases (void)
{
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_parse ("animal:\tANT, BEE\nlong:\tHELLO", -1, NULL);
  g_autoptr(QdWordpuzzle) gap = qd_wordpuzzle_parse ("5\nanimal: 1, 2, 3", -1, NULL);
  g_autoptr(QdWordpuzzle) none = qd_wordpuzzle_parse ("4\nlong: 1, 2, 3, 4", -1, NULL);

  for (int f = 0; f < 2; f++)
    {
      QdWordpuzzleFormulation formulation = f == 0 ? QD_WORDPUZZLE_LETTERS : QD_WORDPUZZLE_WORDS;
      g_autoptr(QdWordpuzzleModel) m1 = qd_wordpuzzle_model_new (gap, list, formulation, NULL);
      g_autoptr(QdWordpuzzleModel) m2 = qd_wordpuzzle_model_new (none, list, formulation, NULL);
      QdWordpuzzleSolveOptions options;
      g_autoptr(QdWordpuzzleResult) r1 = NULL;
      g_autoptr(QdWordpuzzleResult) r2 = NULL;
      g_autofree char *out1 = NULL;
      g_autofree char *out2 = NULL;

      qd_wordpuzzle_solve_options_init (&options);
      r1 = qd_wordpuzzle_solve (m1, &options);
      r2 = qd_wordpuzzle_solve (m2, &options);
      out1 = qd_wordpuzzle_result_format (r1);
      out2 = qd_wordpuzzle_result_format (r2);
      g_assert_cmpstr (out1, ==, "ANT__\nBEE__\n2 solutions\n");
      g_assert_cmpstr (out2, ==, "0 solutions\n");
      g_assert_cmpint (r2->status, ==, QD_CSP_NO_SOLUTION);
    }
}

static void
test_model_report (void)
{
  g_autoptr(QdWordpuzzle) puzzle = load_puzzle ("examples", "puzzle1.txt");
  g_autoptr(QdWordpuzzleList) list = load_list ("examples", "wordlist.txt");
  g_autoptr(QdWordpuzzleModel) letters = qd_wordpuzzle_model_new (puzzle, list, QD_WORDPUZZLE_LETTERS, NULL);
  g_autoptr(QdWordpuzzleModel) words = qd_wordpuzzle_model_new (puzzle, list, QD_WORDPUZZLE_WORDS, NULL);
  g_autofree char *a = qd_wordpuzzle_model_describe (letters);
  g_autofree char *b = qd_wordpuzzle_model_describe (words);

  g_assert_nonnull (strstr (a, "Variables (9): one per cell covered by a slot: 1, 2, 3, 4, 5, 6, 7, 8, 9"));
  g_assert_nonnull (strstr (a, "Domains: the letters A to Z (size 26 each)"));
  g_assert_nonnull (strstr (a, "(4, 5, 7) spell a word of “emotion”"));
  g_assert_nonnull (strstr (b, "Variables (6): one per slot"));
  /* emotion (4,5,7) and interjection (4,5,6) share cells 4 and 5. */
  g_assert_nonnull (strstr (b, "emotion and interjection agree in cells 4, 5"));
}

/* Random word lists (categories of random words) read back the same
 * (tests/formats.h). */
static void
test_random_round_trip (void)
{
  const QdFormat *format = qd_problem_find_format ("wordlist");
  guint64 rng = 42;

  g_assert_nonnull (format);
  for (guint round = 0; round < 200; round++)
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint c = 0; c < 1 + round % 5; c++)
        {
          g_string_append_printf (list, "cat%u:", c);
          for (guint w = 0; w < 1 + qd_random_next (&rng) % 8; w++)
            {
              g_string_append_c (list, w ? ',' : ' ');
              for (guint l = 0; l < 1 + qd_random_next (&rng) % 7; l++)
                g_string_append_c (list, (char) ('a' + qd_random_next (&rng) % 26));
            }
          g_string_append_c (list, '\n');
        }
      qd_test_check_text (format, list->str, list->len, "a random word list", FALSE);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/wordpuzzle/format", test_puzzle_format);
  g_test_add_func ("/wordpuzzle/word-list", test_word_list);
  g_test_add_func ("/wordpuzzle/word-list-folder", test_word_list_folder);
  g_test_add_func ("/wordpuzzle/word-set", test_word_set);
  g_test_add_func ("/wordpuzzle/edge-cases", test_edge_cases);
  g_test_add_func ("/wordpuzzle/model-report", test_model_report);
  g_test_add_func ("/wordpuzzle/traces-by-hand", test_traces_by_hand);
  g_test_add_func ("/wordpuzzle/course-puzzles", test_course_puzzles);
  g_test_add_func ("/wordpuzzle/word-list-random-round-trip", test_random_round_trip);
  return g_test_run ();
}
