/* test-check.c — core/qd-check: answers as lines, lenient and strict, and
 * the first line where two answers part (hand-made cases). */
#include "config.h"

#include <string.h>

#include "core/qd-check.h"

/* The verdict of `given` against `expected`: 0 when the same, else the
 * line; *expected_line and *given_line get copies of the two lines. */
static guint
compare (const char *expected, const char *given, gboolean strict, char **expected_line, char **given_line)
{
  QdCheckText e, g;
  g_autoptr(QdCheckResult) result = NULL;
  guint index = G_MAXUINT;

  qd_check_text_init (&e, expected, strlen (expected), strict);
  qd_check_text_init (&g, given, strlen (given), strict);
  result = qd_check_compare (&e, &g, &index);
  qd_check_text_clear (&e);
  qd_check_text_clear (&g);
  if (result == NULL)
    return 0;
  g_assert_cmpint (result->verdict, ==, QD_CHECK_WRONG);
  g_assert_cmpuint (index + 1, ==, result->line);
  if (expected_line != NULL)
    *expected_line = g_strdup (result->expected);
  if (given_line != NULL)
    *given_line = g_strdup (result->given);
  return result->line;
}

static void
test_lenient (void)
{
  const char *right = "a 1\nb 2\nc 3\n";
  g_autofree char *e = NULL;
  g_autofree char *g = NULL;

  g_assert_cmpuint (compare (right, right, FALSE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "a 1\r\nb 2\r\nc 3\r\n", FALSE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "a 1  \nb 2\t\nc 3", FALSE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "a 1\nb 2\nc 3\n\n\n", FALSE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "\xef\xbb\xbf" "a 1\nb 2\nc 3\n", FALSE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "\xef\xbb\xbf" "a 1\nb 2\nc 3\n", TRUE, NULL, NULL), ==, 1);
  /* Leading blanks and blank lines inside do count. */
  g_assert_cmpuint (compare (right, " a 1\nb 2\nc 3\n", FALSE, NULL, NULL), ==, 1);
  g_assert_cmpuint (compare (right, "a 1\n\nb 2\nc 3\n", FALSE, NULL, NULL), ==, 2);
  /* Changed, deleted, swapped, added. */
  g_assert_cmpuint (compare (right, "a 1\nb 3\nc 3\n", FALSE, &e, &g), ==, 2);
  g_assert_cmpstr (e, ==, "b 2");
  g_assert_cmpstr (g, ==, "b 3");
  g_clear_pointer (&e, g_free);
  g_clear_pointer (&g, g_free);
  g_assert_cmpuint (compare (right, "a 1\nc 3\n", FALSE, NULL, NULL), ==, 2);
  g_assert_cmpuint (compare (right, "b 2\na 1\nc 3\n", FALSE, NULL, NULL), ==, 1);
  g_assert_cmpuint (compare (right, "a 1\nb 2\nc 3\nd 4\n", FALSE, &e, &g), ==, 4);
  g_clear_pointer (&e, g_free);
  g_clear_pointer (&g, g_free);
  /* Too short: the missing line, with nothing given; too long: nothing expected. */
  g_assert_cmpuint (compare (right, "a 1\nb 2\n", FALSE, &e, &g), ==, 3);
  g_assert_cmpstr (e, ==, "c 3");
  g_assert_null (g);
  g_clear_pointer (&e, g_free);
  g_clear_pointer (&g, g_free);
  g_assert_cmpuint (compare (right, "a 1\nb 2\nc 3\nd 4\n", FALSE, &e, &g), ==, 4);
  g_assert_null (e);
  g_assert_cmpstr (g, ==, "d 4");
  /* An empty answer is wrong at line 1. */
  g_assert_cmpuint (compare (right, "", FALSE, NULL, NULL), ==, 1);
  g_assert_cmpuint (compare ("", "", FALSE, NULL, NULL), ==, 0);
}

static void
test_strict (void)
{
  const char *right = "a 1\nb 2\nc 3\n";
  g_autofree char *e = NULL;
  g_autofree char *g = NULL;

  g_assert_cmpuint (compare (right, right, TRUE, NULL, NULL), ==, 0);
  g_assert_cmpuint (compare (right, "a 1\r\nb 2\r\nc 3\r\n", TRUE, &e, &g), ==, 1);
  g_assert_cmpstr (e, ==, "a 1");
  g_assert_cmpstr (g, ==, "a 1\\r");   /* a CR shown, not sent to the terminal */
  g_assert_cmpuint (compare (right, "a 1\nb 2 \nc 3\n", TRUE, NULL, NULL), ==, 2);
  /* The final newline: missing, or one too many. */
  g_assert_cmpuint (compare (right, "a 1\nb 2\nc 3", TRUE, NULL, NULL), ==, 3);
  g_assert_cmpuint (compare ("a 1\nb 2", "a 1\nb 2\n", TRUE, NULL, NULL), ==, 2);
  g_assert_cmpuint (compare (right, "a 1\nb 2\nc 3\n\n", TRUE, NULL, NULL), ==, 4);
}

static void
test_hostile (void)
{
  g_autofree char *reason = NULL;
  g_autoptr(QdCheckResult) result = NULL;
  GString *big = g_string_new (NULL);
  const char binary[] = { 'a', '\0', 'b' };

  g_assert_false (qd_check_is_text (binary, sizeof binary, &reason));
  g_assert_nonnull (reason);
  g_clear_pointer (&reason, g_free);
  g_assert_false (qd_check_is_text ("\xff\xfe", 2, &reason));
  g_clear_pointer (&reason, g_free);
  g_assert_true (qd_check_is_text ("é ✓\n", strlen ("é ✓\n"), &reason));
  /* A control character is escaped in the lines shown. */
  result = qd_check_result_new_wrong (3, "x\x1b[2J", NULL);
  g_assert_cmpstr (result->expected, ==, "x\\x1B[2J");
  /* One line of 10 MB, and 200,000 short lines. */
  g_string_append_c (big, 'a');
  for (guint i = 0; i < 10000000; i++)
    g_string_append_c (big, 'x');
  g_assert_cmpuint (compare ("a\n", big->str, FALSE, NULL, NULL), ==, 1);
  g_string_truncate (big, 0);
  for (guint i = 0; i < 200000; i++)
    g_string_append (big, "line\n");
  g_assert_cmpuint (compare ("line\n", big->str, FALSE, NULL, NULL), ==, 2);
  g_string_free (big, TRUE);
}

static void
test_explain_and_copy (void)
{
  g_autoptr(QdCheckResult) result = qd_check_result_new_wrong (2, "b", "c");
  g_autoptr(QdCheckResult) copy = NULL;
  double v;

  qd_check_result_explain (result, "First %d.", 1);
  qd_check_result_explain (result, "Second.");
  g_assert_cmpstr (result->explanation, ==, "First 1.\nSecond.");
  /* Text quoted from an answer cannot break the one-sentence-a-line rule. */
  qd_check_result_explain (result, "“%s” is no city.", "LA\r\x1b");
  g_assert_cmpstr (result->explanation, ==, "First 1.\nSecond.\n“LA\\r\\x1B” is no city.");
  result->reference = g_strdup ("a\nb\n");
  result->step = 5;
  copy = qd_check_result_copy (result);
  g_assert_cmpstr (copy->explanation, ==, result->explanation);
  g_assert_cmpstr (copy->reference, ==, "a\nb\n");
  g_assert_cmpint (copy->step, ==, 5);
  g_assert_true (qd_check_parse_number (" 2.5 ", &v) && v == 2.5);
  g_assert_true (qd_check_parse_number ("-inf", &v) && v < -1e308);
  g_assert_false (qd_check_parse_number ("2x", &v));
  g_assert_false (qd_check_parse_number ("", &v));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/lenient", test_lenient);
  g_test_add_func ("/check/strict", test_strict);
  g_test_add_func ("/check/hostile", test_hostile);
  g_test_add_func ("/check/explain-and-copy", test_explain_and_copy);
  return g_test_run ();
}
