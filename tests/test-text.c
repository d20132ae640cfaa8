/* test-text.c — quoting file text in messages (core/qd-text.h): control
 * characters escaped, invalid UTF-8 shown as bytes, long tokens cut; what a
 * program printed and a submission's name escaped whole.  Counts for people
 * (core/qd-format.h) with their digits grouped. */
#include "config.h"

#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

static void
check_quote (const char *text, gssize length, const char *expected)
{
  g_autofree char *got = qd_text_quote (text, length);

  g_assert_cmpstr (got, ==, expected);
}

static void
test_quote (void)
{
  g_autofree char *long_token = g_strnfill (10 * 1000 * 1000, 'x');
  g_autofree char *forty = g_strnfill (40, 'x');
  g_autofree char *forty_cut = g_strconcat (forty, "…", NULL);

  check_quote ("plain", -1, "plain");
  check_quote ("A\033]0;pwned\007", -1, "A\\e]0;pwned\\x07");
  check_quote ("tab\there\r\n", -1, "tab\\there\\r\\n");
  check_quote ("del\177", -1, "del\\x7F");
  check_quote ("bad\xff\xfe", -1, "bad\\xFF\\xFE");
  check_quote ("\xef\xbb\xbf" "BOM", -1, "\\u{FEFF}BOM");
  check_quote ("zero\xe2\x80\x8bwidth", -1, "zero\\u{200B}width");
  check_quote ("nul\0inside", 10, "nul\\x00inside");
  check_quote ("Göteborg, Ørsted", -1, "Göteborg, Ørsted");   /* letters stay */
  check_quote (forty, -1, forty);                         /* 40 characters: whole */
  check_quote (long_token, -1, forty_cut);                /* 10 MB: cut at 40 */
  {
    /* Cut by characters, never inside one. */
    GString *wide = g_string_new (NULL);
    g_autofree char *got = NULL;

    for (guint i = 0; i < 50; i++)
      g_string_append (wide, "é");
    got = qd_text_quote (wide->str, -1);
    g_assert_cmpuint (g_utf8_strlen (got, -1), ==, 41);
    g_assert_true (g_utf8_validate (got, -1, NULL));
    g_string_free (wide, TRUE);
  }
}

static void
test_sanitize (void)
{
  g_autofree char *token = g_strnfill (100000, 'y');
  g_autofree char *message = g_strdup_printf ("file.txt: line 2: “%s” is not a name; “\033[31m” neither", token);
  g_autofree char *safe = qd_text_sanitize_message (message);
  g_autofree char *unquoted = g_strdup_printf ("%s is out of range", token);
  g_autofree char *capped = qd_text_sanitize_message (unquoted);

  g_assert_true (g_str_has_prefix (safe, "file.txt: line 2: “yyyy"));
  /* Its middle cut: its start and its end kept. */
  g_assert_nonnull (strstr (safe, "yyyy…yyyy"));
  g_assert_nonnull (strstr (safe, "yyyy” is not a name; “\\e[31m” neither"));
  g_assert_cmpuint (strlen (safe), <, 200);
  g_assert_cmpuint (g_utf8_strlen (capped, -1), ==, 1001);   /* 1,000 and "…" */
  {
    /* A long path keeps its start and its file's name. */
    g_autofree char *path = g_strdup_printf ("Could not save “/home/someone/%s/answers/grades.csv”: no", token + 99950);
    g_autofree char *shown = qd_text_sanitize_message (path);

    g_assert_true (g_str_has_prefix (shown, "Could not save “/home/someone/yyy"));
    g_assert_nonnull (strstr (shown, "…"));
    g_assert_true (g_str_has_suffix (shown, "/answers/grades.csv”: no"));
    g_assert_cmpuint (g_utf8_strlen (shown, -1), <, 80);
  }
}

static void
check_escape (const char *text, gboolean keep_lines, const char *expected)
{
  g_autofree char *got = qd_text_escape_controls (text, keep_lines);
  g_autofree char *again = qd_text_escape_controls (got, keep_lines);

  g_assert_cmpstr (got, ==, expected);
  /* Escaped text is shown as it is: escaping it again changes nothing. */
  g_assert_cmpstr (again, ==, got);
}

static void
test_escape_controls (void)
{
  g_autofree char *long_line = g_strnfill (100000, 'z');
  g_autofree char *escaped = qd_text_escape_controls (long_line, FALSE);

  check_escape ("move 7", FALSE, "move 7");
  check_escape ("\033[2J\033]0;owned\007", FALSE, "\\e[2J\\e]0;owned\\x07");
  check_escape ("a\tb\nc\r\nd\re", FALSE, "a\\tb\\nc\\r\\nd\\re");
  check_escape ("a\tb\nc\r\nd\re", TRUE, "a\tb\nc\r\nd\\re");   /* a log keeps its lines, not a lone CR */
  check_escape ("del\177 nel\xc2\x85 csi\xc2\x9b", TRUE, "del\\x7F nel\\u{0085} csi\\u{009B}");
  check_escape ("bad\xff\xc3", FALSE, "bad\\xFF\\xC3");
  check_escape ("rlo\xe2\x80\xae" "txt.exe", FALSE, "rlo\\u{202E}txt.exe");
  check_escape ("C:\\path, Göteborg", FALSE, "C:\\path, Göteborg");   /* backslashes and letters stay */
  g_assert_null (qd_text_escape_controls (NULL, FALSE));
  g_assert_cmpstr (escaped, ==, long_line);   /* never cut */
}

static void
check_name (const char *name, const char *expected)
{
  g_autofree char *got = qd_text_escape_name (name);
  g_autofree char *back = qd_text_unescape_name (got);

  g_assert_cmpstr (got, ==, expected);
  g_assert_null (strpbrk (got, "\n\r\t\033"));
  g_assert_cmpstr (back, ==, name);
}

static void
test_escape_name (void)
{
  check_name ("alice", "alice");
  check_name ("bob\nmallory 20/20", "bob\\nmallory 20/20");
  check_name ("a\\nb", "a\\\\nb");     /* a backslash written as one: not "a\nb" */
  check_name ("\033[31mred", "\\e[31mred");
  check_name ("lat\xe9", "lat\\xE9");
  check_name ("c1\xc2\x9b", "c1\\u{009B}");
  check_name ("zoë, 'quoted'", "zoë, 'quoted'");
  /* Not the escaping of a name: refused. */
  g_assert_null (qd_text_unescape_name ("a\\qb"));
  g_assert_null (qd_text_unescape_name ("trailing\\"));
  g_assert_null (qd_text_unescape_name ("\\x4"));
  g_assert_null (qd_text_unescape_name ("\\x41"));       /* "A" is written A */
  g_assert_null (qd_text_unescape_name ("\\x00"));
  g_assert_null (qd_text_unescape_name ("\\u{D800}"));
  g_assert_null (qd_text_unescape_name ("\\u{110000}"));
  g_assert_null (qd_text_unescape_name ("raw\nline"));
}

static void
test_find_invisible (void)
{
  g_assert_cmpuint (qd_text_find_invisible ("Name", 4), ==, 0);
  g_assert_cmpuint (qd_text_find_invisible ("\xef\xbb\xbfN", 4), ==, 0xFEFF);
  g_assert_cmpuint (qd_text_find_invisible ("a\xe2\x80\x8f", 4), ==, 0x200F);   /* right-to-left mark */
  g_assert_cmpuint (qd_text_find_invisible ("a\xe2\x80\xa8", 4), ==, 0x2028);   /* line separator */
  g_assert_cmpuint (qd_text_find_invisible ("Zürich", strlen ("Zürich")), ==, 0);
}

static void
test_capitalize (void)
{
  const char *cases[][2] = {
    { "the root returns 6.", "The root returns 6." },
    { "élan", "Élan" },
    { "B returns 3.", "B returns 3." },
    { "42 left", "42 left" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = qd_text_capitalize (cases[i][0]);

      g_assert_cmpstr (out, ==, cases[i][1]);
    }
}

static void
test_strip_mnemonics (void)
{
  const char *cases[][2] = {
    { "_Seed", "Seed" },
    { "S_top", "Stop" },
    { "a__b", "a_b" },
    { "Factor α per Iteration", "Factor α per Iteration" },
    { "trailing_", "trailing" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = qd_text_strip_mnemonics (cases[i][0]);

      g_assert_cmpstr (out, ==, cases[i][1]);
    }
}

static void
test_blank_and_trim (void)
{
  const char *p = " \t a b \r\n";
  gsize len = strlen (p);

  g_assert_true (qd_text_is_blank ("", 0));
  g_assert_true (qd_text_is_blank (" \t\r\n", 4));
  g_assert_false (qd_text_is_blank (" x ", 3));
  g_assert_true (qd_text_is_blank (" x ", 1));   /* only the length given counts */
  qd_text_trim (&p, &len);
  g_assert_cmpuint (len, ==, 3);
  g_assert_cmpmem (p, len, "a b", 3);
  p = "   ";
  len = 3;
  qd_text_trim (&p, &len);
  g_assert_cmpuint (len, ==, 0);
}

/* CSV for spreadsheets: RFC 4180 quoting, and no formula run on opening
 * (a hand-checked list: OWASP's "CSV injection" characters). */
static void
test_csv_text (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "ana.txt", "ana.txt" },
    { "=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\"" },
    { "+1", "'+1" },
    { "-2", "'-2" },
    { "@SUM(A1)", "'@SUM(A1)" },
    { "\tx", "'\tx" },
    { "a=b, c", "\"a=b, c\"" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);

      qd_text_append_csv_text (out, cases[i].in);
      g_assert_cmpstr (out->str, ==, cases[i].out);
    }
  {
    /* Numbers and machine files keep their sign. */
    g_autoptr(GString) out = g_string_new (NULL);

    qd_text_append_csv_field (out, "-2");
    g_assert_cmpstr (out->str, ==, "-2");
  }
}

/* In the C locale, which groups nothing, English commas (issue 76: "30022100
 * nodes", "39374.5 ms" in the window). */
static void
test_format_count (void)
{
  static const struct { guint64 n; const char *text; } counts[] = {
    { 0, "0" }, { 999, "999" }, { 1000, "1,000" }, { 65536, "65,536" }, { 30022100, "30,022,100" },
    { G_MAXUINT64, "18,446,744,073,709,551,615" },
  };
  static const struct { double value; int decimals; const char *text; } figures[] = {
    { 39374.5, 1, "39,374.5" }, { 999.25, 2, "999.25" }, { -1234.567, 2, "-1,234.57" }, { 1e6, 0, "1,000,000" },
    { 0.5, 1, "0.5" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autofree char *text = qd_format_count (counts[i].n);

      g_assert_cmpstr (text, ==, counts[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      g_autofree char *text = qd_format_grouped (figures[i].value, figures[i].decimals);

      g_assert_cmpstr (text, ==, figures[i].text);
    }
}

/* The first byte that is not text, with its line and its column in bytes. */
static void
test_find_binary (void)
{
  static const char nul[] = "ab\ncd\0e";
  const char *bad_utf8 = "(p)\n\xc3\xa9 x \xff";
  guint line = 0, column = 0;

  g_assert_null (qd_text_find_binary ("(é)\n", strlen ("(é)\n"), &line, &column));
  g_assert_true (qd_text_find_binary (nul, sizeof nul - 1, &line, &column) == nul + 5);
  g_assert_cmpuint (line, ==, 2);
  g_assert_cmpuint (column, ==, 3);
  g_assert_true (qd_text_find_binary (bad_utf8, strlen (bad_utf8), &line, &column) == bad_utf8 + 9);
  g_assert_cmpuint (line, ==, 2);
  g_assert_cmpuint (column, ==, 6);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/text/format-count", test_format_count);
  g_test_add_func ("/text/quote", test_quote);
  g_test_add_func ("/text/find-binary", test_find_binary);
  g_test_add_func ("/text/csv-text", test_csv_text);
  g_test_add_func ("/text/sanitize-message", test_sanitize);
  g_test_add_func ("/text/escape-controls", test_escape_controls);
  g_test_add_func ("/text/escape-name", test_escape_name);
  g_test_add_func ("/text/find-invisible", test_find_invisible);
  g_test_add_func ("/text/capitalize", test_capitalize);
  g_test_add_func ("/text/strip-mnemonics", test_strip_mnemonics);
  g_test_add_func ("/text/blank-and-trim", test_blank_and_trim);
  return g_test_run ();
}
