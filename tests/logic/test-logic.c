/* test-logic.c — the Logic tab's documents (.kb, DIMACS and .fol): reading,
 * writing back, errors with their line and column, drafts; the algorithm
 * names; the ask on the book's wumpus KB (AIMA §7.4.4: 128 rows, 3 models). */
#include "config.h"

#include <string.h>

#include "problems/logic/qd-logic-ask.h"

static const char wumpus[] =
  "# R1-R5\n"
  "title: The wumpus world\n"
  "¬P11\n"
  "B11 ⇔ (P12 ∨ P21)   # R2\n"
  "B21 <=> (P11 | P22 | P31)\n"
  "~B11\n"
  "B21\n"
  "ask: ¬P12\n"
  "ask: ~P22\n";

static void
test_read_kb (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (wumpus, -1, &error);
  g_autofree char *r2 = NULL, *ask = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (doc->kind, ==, QD_LOGIC_DOC_PROP);
  g_assert_cmpstr (doc->title, ==, "The wumpus world");
  g_assert_cmpuint (doc->kb.sentences->len, ==, 5);
  g_assert_cmpuint (doc->kb.asks->len, ==, 2);
  g_assert_cmpuint (g_array_index (doc->kb.sentences, QdLogicSentence, 1).line, ==, 4);
  r2 = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.sentences, QdLogicSentence, 1).root);
  g_assert_cmpstr (r2, ==, "B11 ⇔ P12 ∨ P21");
  ask = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.asks, QdLogicSentence, 1).root);
  g_assert_cmpstr (ask, ==, "¬P22");
  g_assert_cmpuint (qd_prop_n_symbols (doc->kb.prop), ==, 7);
  g_assert_cmpstr (qd_logic_doc_extension (doc), ==, ".kb");
}

/* The text is written back as read (a final line end added), and reads
 * back to the same sentences. */
static void
test_round_trip (void)
{
  const char *texts[] = { wumpus, "A\n  ∧ B\nask: A", "p cnf 2 1\n1 -2 0\n", "# only a comment" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (texts[i], -1, NULL);
      g_autofree char *written = qd_logic_doc_to_text (doc);
      g_autoptr(QdLogicDoc) again = qd_logic_doc_parse (written, -1, NULL);
      g_autofree char *twice = qd_logic_doc_to_text (again);

      g_assert_nonnull (doc);
      g_assert_true (g_str_has_prefix (written, texts[i]));
      g_assert_cmpstr (written, ==, twice);
      g_assert_cmpint (again->kind, ==, doc->kind);
      if (doc->kind == QD_LOGIC_DOC_PROP)
        {
          g_assert_cmpuint (again->kb.sentences->len, ==, doc->kb.sentences->len);
          g_assert_cmpuint (again->kb.asks->len, ==, doc->kb.asks->len);
        }
    }
}

static void
test_continuation (void)
{
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse ("A ⇒\n    B   # goes on\n\t∧ C\nask:\n  A\n", -1, NULL);
  g_autofree char *s = NULL, *q = NULL;

  g_assert_nonnull (doc);
  g_assert_cmpuint (doc->kb.sentences->len, ==, 1);
  s = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.sentences, QdLogicSentence, 0).root);
  g_assert_cmpstr (s, ==, "A ⇒ B ∧ C");
  q = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.asks, QdLogicSentence, 0).root);
  g_assert_cmpstr (q, ==, "A");
}

static void
test_dimacs (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse ("c a comment\nc\np cnf 3 2\n1 -3 0 2\n0\n", -1, &error);

  g_assert_no_error (error);
  g_assert_cmpint (doc->kind, ==, QD_LOGIC_DOC_DIMACS);
  g_assert_cmpuint (doc->cnf->n_vars, ==, 3);
  g_assert_cmpuint (doc->cnf->n_clauses, ==, 2);
  g_assert_cmpstr (qd_logic_doc_extension (doc), ==, ".cnf");
}

/* Each error names its line, a sentence's its column too. */
static void
test_errors (void)
{
  static const struct { const char *text; const char *needle; } cases[] = {
    { "A\nB\nC ∧ ∧ D\n", "line 3, column 5" },
    { "A\nask: (B\n", "line 2" },
    { "title: a\ntitle: b\n", "line 2" },
    { "A ⇒\n  B C\n", "line 2, column 5" },
    { "p cnf 2 1\n1 3 0\n", "line 2" },
    { "p cnf 2 2\n1 0\n", "line" },
    { "hello\nworld\n", "line 1: not a knowledge base" },
    { "A\0B", "NUL" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gsize n = i + 1 == G_N_ELEMENTS (cases) ? 3 : strlen (cases[i].text);
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (cases[i].text, (gssize) n, &error);

      g_assert_null (doc);
      g_assert_nonnull (error);
      if (strstr (error->message, cases[i].needle) == NULL)
        g_error ("“%s”: the error “%s” does not say “%s”", cases[i].text, error->message, cases[i].needle);
    }
}

/* 10^5 parentheses deep: refused, with the line, no crash. */
static void
test_deep (void)
{
  GString *text = g_string_new ("A\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, '(');
  g_string_append_c (text, 'P');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, ')');
  doc = qd_logic_doc_parse (text->str, (gssize) text->len, &error);
  g_assert_null (doc);
  g_assert_nonnull (strstr (error->message, "line 2"));
  g_string_free (text, TRUE);
}

static void
test_draft (void)
{
  g_autoptr(QdLogicDoc) draft = qd_logic_doc_parse_draft ("A\nB ∧\n", -1);
  g_autoptr(QdLogicDoc) good = qd_logic_doc_parse_draft ("A ⇒ B\n", -1);
  g_autofree char *text = qd_logic_doc_to_text (draft);
  QdLogicAskOptions options;
  QdLogicAskResult r;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (draft->error);
  g_assert_cmpuint (draft->error_line, ==, 2);
  g_assert_cmpstr (text, ==, "A\nB ∧\n");
  g_assert_null (good->error);
  qd_logic_ask_options_init (&options);
  g_assert_false (qd_logic_ask (draft, NULL, QD_LOGIC_CDCL, &options, &r, &error));
  g_assert_nonnull (error);
}

static void
test_algorithms (void)
{
  for (guint i = 0; i < QD_LOGIC_N_ALGORITHMS; i++)
    {
      QdLogicAlgorithm back = QD_LOGIC_N_ALGORITHMS;

      g_assert_true (qd_logic_algorithm_from_string (qd_logic_algorithm_to_string (i), &back));
      g_assert_cmpuint (back, ==, i);
      g_assert_nonnull (qd_logic_algorithm_label (i));
    }
  g_assert_cmpstr (qd_logic_algorithm_to_string (QD_LOGIC_TRUTH_TABLE), ==, "truth-table");
  g_assert_false (qd_logic_algorithm_from_string ("magic", &(QdLogicAlgorithm) { 0 }));
}

/* AIMA §7.4.4: 128 rows, KB true in 3; ¬P12 entailed, ¬P22 not, by each. */
static void
test_ask_wumpus (void)
{
  static const QdLogicAlgorithm each[] = { QD_LOGIC_TRUTH_TABLE, QD_LOGIC_RESOLUTION, QD_LOGIC_CDCL, QD_LOGIC_DPLL };

  for (guint i = 0; i < G_N_ELEMENTS (each); i++)
    {
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (wumpus, -1, NULL);
      QdLogicAskOptions options;
      QdLogicAskResult r;

      qd_logic_ask_options_init (&options);
      g_assert_true (qd_logic_ask (doc, "¬P12", each[i], &options, &r, NULL));
      g_assert_cmpint (r.status, ==, QD_LOGIC_ENTAILED);
      if (each[i] == QD_LOGIC_TRUTH_TABLE)
        {
          g_assert_cmpuint (r.tt.rows, ==, 128);
          g_assert_cmpuint (r.tt.kb_rows->len, ==, 3);
        }
      qd_logic_ask_result_clear (&r);
      g_assert_true (qd_logic_ask (doc, "¬P22", each[i], &options, &r, NULL));
      g_assert_cmpint (r.status, ==, QD_LOGIC_NOT_ENTAILED);
      qd_logic_ask_result_clear (&r);
    }
}

/* The stop flag set before the ask: every algorithm ends with no answer
 * (STOPPED), never a verdict; a truth table of 2^12 rows and resolution's
 * 406 pairs on R1-R5 ∧ P22 both pass the points where they look at it. */
static void
test_ask_stopped (void)
{
  g_autoptr(GString) wide = g_string_new (NULL);
  gint stop = 1;

  for (guint i = 0; i < 12; i++)
    g_string_append_printf (wide, "%sA%u", i > 0 ? " ∨ " : "", i);
  g_string_append (wide, "\n");
  for (guint a = 0; a < QD_LOGIC_N_ALGORITHMS; a++)
    {
      gboolean chaining = a == QD_LOGIC_FC || a == QD_LOGIC_BC;
      g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (a == QD_LOGIC_TRUTH_TABLE ? wide->str : wumpus, -1, NULL);
      QdLogicAskOptions options;
      QdLogicAskResult r;

      if (chaining || qd_logic_algorithm_is_first_order (a))
        continue;   /* they refuse R2 (not a definite clause), or a propositional KB */
      qd_logic_ask_options_init (&options);
      options.stop = &stop;
      g_assert_true (qd_logic_ask (doc, a == QD_LOGIC_TRUTH_TABLE ? "A0" : "¬P22", a, &options, &r, NULL));
      g_assert_cmpint (r.status, ==, QD_LOGIC_STOPPED);
      qd_logic_ask_result_clear (&r);
    }
}

/* A first-order KB: its kind read from the contents, its sentences and
 * queries, its text written back; errors with the file's line and column. */
static void
test_fol_doc (void)
{
  static const char text[] =
    "# The book's crime KB, cut\n"
    "title: crime\n"
    "Missile(x) ⇒ Weapon(x)\n"
    "Missile(M1)\n"
    "  ask: Weapon(y)\n"
    "ask: Weapon(M1)";
  static const struct { const char *text; const char *needle; } errors[] = {
    { "Knows(John, x)\nKnows(x ⇒ y)\n", "line 2, column 9" },
    { "Knows(John, x)\nKnows(John)\n", "line 2, column 1" },
    { "Knows(John, x)\nask:  Knows(John, )\n", "line 2, column 19" },
    { "P(x)\ntitle: a\ntitle: b\n", "line 3" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(QdLogicDoc) doc = qd_logic_doc_parse (text, -1, &error);
  g_autoptr(QdLogicDoc) prop = qd_logic_doc_parse ("(A ∧ B) ⇒ C\nask: C\n", -1, NULL);
  g_autoptr(QdLogicDoc) draft = qd_logic_doc_parse_draft ("P(x)\nP(x, y)\n", -1);
  g_autofree char *written = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (doc->kind, ==, QD_LOGIC_DOC_FOL);
  g_assert_cmpstr (doc->title, ==, "crime");
  g_assert_cmpuint (qd_fol_n_clauses (doc->fol.fol), ==, 2);
  g_assert_cmpuint (doc->fol.asks->len, ==, 2);
  g_assert_cmpstr (qd_logic_doc_extension (doc), ==, ".fol");
  written = qd_logic_doc_to_text (doc);
  g_assert_cmpstr (written, ==, "# The book's crime KB, cut\ntitle: crime\nMissile(x) ⇒ Weapon(x)\nMissile(M1)\n"
                                "  ask: Weapon(y)\nask: Weapon(M1)\n");
  /* Parentheses that group are propositional; a name applied is not. */
  g_assert_cmpint (prop->kind, ==, QD_LOGIC_DOC_PROP);
  g_assert_cmpint (draft->kind, ==, QD_LOGIC_DOC_FOL);
  g_assert_nonnull (draft->error);
  g_assert_cmpuint (draft->error_line, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (errors); i++)
    {
      g_autoptr(GError) e = NULL;
      g_autoptr(QdLogicDoc) bad = qd_logic_doc_parse (errors[i].text, -1, &e);

      g_assert_null (bad);
      if (strstr (e->message, errors[i].needle) == NULL)
        g_error ("“%s”: the error “%s” does not say “%s”", errors[i].text, e->message, errors[i].needle);
    }
}

/* The crime KB asked by both chainings (AIMA §9.3: {x/West}); the
 * propositional algorithms refused on it, the first-order ones elsewhere. */
static void
test_ask_fol (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "corpus", "crime.fol", NULL);
  g_autofree char *text = NULL;
  g_autoptr(QdLogicDoc) doc = NULL;
  g_autoptr(QdLogicDoc) prop = qd_logic_doc_parse (wumpus, -1, NULL);
  QdLogicAskOptions options;
  QdLogicAskResult r;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  doc = qd_logic_doc_parse (text, -1, NULL);
  g_assert_nonnull (doc);
  qd_logic_ask_options_init (&options);
  for (QdLogicAlgorithm a = QD_LOGIC_FOL_FC; a <= QD_LOGIC_FOL_BC; a++)
    {
      g_autofree char *verdict = NULL;

      g_assert_true (qd_logic_ask (doc, "Criminal(x)", a, &options, &r, NULL));
      g_assert_cmpint (r.status, ==, QD_LOGIC_ENTAILED);
      verdict = qd_logic_ask_verdict (doc, &r);
      g_assert_nonnull (strstr (verdict, "{x/West}"));
      qd_logic_ask_result_clear (&r);
    }
  g_assert_true (qd_logic_ask (doc, "Criminal(x)", QD_LOGIC_RESOLUTION, &options, &r, NULL));
  g_assert_cmpint (r.status, ==, QD_LOGIC_REFUSED);
  qd_logic_ask_result_clear (&r);
  g_assert_true (qd_logic_ask (prop, "¬P12", QD_LOGIC_FOL_BC, &options, &r, NULL));
  g_assert_cmpint (r.status, ==, QD_LOGIC_REFUSED);
  qd_logic_ask_result_clear (&r);
  g_assert_true (qd_logic_algorithm_is_first_order (QD_LOGIC_FOL_FC));
  g_assert_false (qd_logic_algorithm_is_first_order (QD_LOGIC_CDCL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/doc/read-kb", test_read_kb);
  g_test_add_func ("/logic/doc/round-trip", test_round_trip);
  g_test_add_func ("/logic/doc/continuation", test_continuation);
  g_test_add_func ("/logic/doc/dimacs", test_dimacs);
  g_test_add_func ("/logic/doc/errors", test_errors);
  g_test_add_func ("/logic/doc/deep", test_deep);
  g_test_add_func ("/logic/doc/draft", test_draft);
  g_test_add_func ("/logic/algorithms", test_algorithms);
  g_test_add_func ("/logic/ask/wumpus", test_ask_wumpus);
  g_test_add_func ("/logic/ask/stopped", test_ask_stopped);
  g_test_add_func ("/logic/doc/fol", test_fol_doc);
  g_test_add_func ("/logic/ask/fol", test_ask_fol);
  return g_test_run ();
}
