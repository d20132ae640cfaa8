/* test-prop.c — the propositional engine (src/core/qd-prop*.c) against the
 * book's figures as docs/logic-peers.md §1 gives them (AIMA 4th ed. ch. 7:
 * the wumpus KB R1–R5 and its 3 models of 128, the CNF of R2 in four
 * steps, resolution's refutation and saturation, forward chaining on the
 * Horn KB of Fig. 7.16), and against brute force: every row of the truth
 * table of random formulas and of their CNF. */
#include "config.h"
#include "core/qd-prop.h"

#include <string.h>

#include "test-prop-common.h"

static gboolean
value_of (const QdProp *prop, const QdPropTt *tt, guint32 row, const char *name)
{
  guint symbol = qd_prop_lookup (prop, name);

  for (guint i = 0; i < tt->symbols->len; i++)
    if (g_array_index (tt->symbols, guint, i) == symbol)
      return (row >> i) & 1u;
  g_assert_not_reached ();
}

/* §7.4.4: 2^7 = 128 models, KB true in 3, all with ¬P1,2; P2,2 in two. */
static void
test_wumpus_truth_table (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb = parse_ok (prop, R1_R5);
  QdPropTt tt;
  guint with_p22 = 0, pairs = 0;

  g_assert_true (qd_prop_tt_entails (prop, kb, parse_ok (prop, "¬P12"), TRUE, &tt, NULL));
  g_assert_true (tt.entailed);
  g_assert_cmpuint (tt.symbols->len, ==, 7);
  g_assert_cmpuint (tt.rows, ==, 128);
  g_assert_cmpuint (tt.calls, ==, 255);
  g_assert_cmpuint (tt.kb_rows->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      guint32 row = g_array_index (tt.kb_rows, guint32, i);

      g_assert_false (value_of (prop, &tt, row, "B11"));
      g_assert_true (value_of (prop, &tt, row, "B21"));
      g_assert_false (value_of (prop, &tt, row, "P11") || value_of (prop, &tt, row, "P12")
                      || value_of (prop, &tt, row, "P21"));
      g_assert_true (value_of (prop, &tt, row, "P22") || value_of (prop, &tt, row, "P31"));
      with_p22 += value_of (prop, &tt, row, "P22");
      pairs |= 1u << (value_of (prop, &tt, row, "P22") * 2 + value_of (prop, &tt, row, "P31"));
    }
  g_assert_cmpuint (with_p22, ==, 2);
  g_assert_cmpuint (pairs, ==, 0xe);   /* (F,T), (T,F), (T,T) */
  qd_prop_tt_clear (&tt);

  g_assert_true (qd_prop_tt_entails (prop, kb, parse_ok (prop, "¬P22"), FALSE, &tt, NULL));
  g_assert_false (tt.entailed);
  g_assert_cmpuint (tt.rows, <, 128);   /* the walk stops at a counter-model */
  qd_prop_tt_clear (&tt);
  g_assert_true (qd_prop_tt_entails (prop, kb, parse_ok (prop, "P22"), FALSE, &tt, NULL));
  g_assert_false (tt.entailed);
  qd_prop_tt_clear (&tt);
  g_assert_true (qd_prop_tt_entails (prop, kb, parse_ok (prop, "P22 ∨ P31"), FALSE, &tt, NULL));
  g_assert_true (tt.entailed);
  g_assert_cmpuint (tt.calls, ==, 255);
  qd_prop_tt_clear (&tt);
}

static gint
compare_texts (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* §1.2 of the notes: in the book's symbol order (B1,1, B2,1, P1,1, P1,2,
 * P2,1, P2,2, P3,1), true first, the walk for ¬P2,2 stops at row 93, the
 * counter-model B2,1 = P2,2 = P3,1 = true, the others false. */
static void
test_wumpus_counter_model (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  QdPropTt tt;
  guint32 last;

  parse_ok (prop, "B11 ∨ B21 ∨ P11 ∨ P12 ∨ P21 ∨ P22 ∨ P31");   /* numbers the symbols */
  g_assert_true (qd_prop_tt_entails (prop, parse_ok (prop, R1_R5), parse_ok (prop, "¬P22"), FALSE, &tt, NULL));
  g_assert_false (tt.entailed);
  g_assert_cmpuint (tt.rows, ==, 93);
  last = g_array_index (tt.kb_rows, guint32, tt.kb_rows->len - 1);
  g_assert_cmpuint (last, ==, (1u << 1) | (1u << 5) | (1u << 6));
  qd_prop_tt_clear (&tt);
}

/* The clause set as sorted texts, for comparing sets. */
static char *
clause_set (const QdProp *prop, const QdPropClauses *clauses)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < qd_prop_clauses_len (clauses); i++)
    {
      guint n;
      const guint *lits = qd_prop_clause (clauses, i, &n);
      g_ptr_array_add (texts, qd_prop_clause_print (prop, lits, n));
    }
  g_ptr_array_sort (texts, compare_texts);
  g_ptr_array_add (texts, NULL);
  return g_strjoinv (" ; ", (char **) texts->pdata);
}

static void
assert_prints_as (QdProp *prop, guint root, const char *book)
{
  g_autofree char *ours = qd_prop_print (prop, root);
  g_autofree char *theirs = qd_prop_print (prop, parse_ok (prop, book));

  g_assert_cmpstr (ours, ==, theirs);
}

/* §7.5.2: B1,1 ⇔ (P1,2 ∨ P2,1) in the book's four steps. */
static void
test_cnf_book (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint steps[QD_PROP_N_STEPS];
  g_autoptr (QdPropClauses) clauses = qd_prop_cnf (prop, parse_ok (prop, "B11 ⇔ (P12 ∨ P21)"), 100, steps, NULL);
  g_autoptr (QdPropClauses) book = NULL, all = NULL;
  g_autofree char *ours = NULL, *theirs = NULL, *last = NULL;

  assert_prints_as (prop, steps[QD_PROP_STEP_NO_IFF], "(B11 ⇒ (P12 ∨ P21)) ∧ ((P12 ∨ P21) ⇒ B11)");
  assert_prints_as (prop, steps[QD_PROP_STEP_NO_IMPLIES], "(¬B11 ∨ P12 ∨ P21) ∧ (¬(P12 ∨ P21) ∨ B11)");
  assert_prints_as (prop, steps[QD_PROP_STEP_NOT_INWARDS], "(¬B11 ∨ P12 ∨ P21) ∧ ((¬P12 ∧ ¬P21) ∨ B11)");
  last = qd_prop_print (prop, steps[QD_PROP_STEP_DISTRIBUTED]);
  g_assert_cmpstr (last, ==, "(¬B11 ∨ P12 ∨ P21) ∧ (¬P12 ∨ B11) ∧ (¬P21 ∨ B11)");
  book = qd_prop_cnf (prop, parse_ok (prop, "(¬B11 ∨ P12 ∨ P21) ∧ (¬P12 ∨ B11) ∧ (¬P21 ∨ B11)"), 100, NULL, NULL);
  ours = clause_set (prop, clauses);
  theirs = clause_set (prop, book);
  g_assert_cmpstr (ours, ==, theirs);
  g_assert_cmpuint (qd_prop_clauses_len (clauses), ==, 3);
  /* R1–R5: 1 + 3 + 4 + 1 + 1 clauses. */
  all = qd_prop_cnf (prop, parse_ok (prop, R1_R5), 100, NULL, NULL);
  g_assert_cmpuint (qd_prop_clauses_len (all), ==, 10);
}

static void
test_cnf_limit (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (GString) text = g_string_new ("A0 ∧ B0");
  g_autoptr (GError) error = NULL;

  for (guint i = 1; i < 20; i++)   /* 2^20 clauses once distributed */
    g_string_append_printf (text, " ∨ A%u ∧ B%u", i, i);
  g_assert_null (qd_prop_cnf (prop, parse_ok (prop, text->str), 1000, NULL, &error));
  g_assert_error (error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG);
  g_assert_cmpstr (error->message, ==, "the conjunctive normal form has more than 1000 clauses");
}

/* Checks that clause `c` of a proof is the resolvent of its parents, and
 * its ancestors too; returns how many resolution steps the tree holds. */
static guint
check_proof (const QdPropResolution *res, guint c)
{
  const guint *parents = &g_array_index (res->clauses->parents, guint, 2 * c);
  guint n, na, nb, found = 0;
  const guint *lits, *a, *b;

  if (c < res->n_input)
    {
      g_assert_cmpuint (parents[0], ==, QD_PROP_NONE);
      return 0;
    }
  g_assert_cmpuint (parents[0], <, c);
  g_assert_cmpuint (parents[1], <, c);
  lits = qd_prop_clause (res->clauses, c, &n);
  a = qd_prop_clause (res->clauses, parents[0], &na);
  b = qd_prop_clause (res->clauses, parents[1], &nb);
  g_assert_cmpuint (na + nb, <=, 64);
  for (guint i = 0; i < na; i++)
    for (guint k = 0; k < nb; k++)
      if (a[i] == (b[k] ^ 1u))
        {
          guint tmp[64], m = 0, len;

          for (guint x = 0; x < na; x++)
            if (x != i)
              tmp[m++] = a[x];
          for (guint x = 0; x < nb; x++)
            if (x != k)
              tmp[m++] = b[x];
          len = qd_prop_clause_normalize (tmp, m);
          found |= len == n && memcmp (tmp, lits, n * sizeof (guint)) == 0;
        }
  g_assert_true (found);
  return 1 + check_proof (res, parents[0]) + check_proof (res, parents[1]);
}

/* Fig. 7.13 and §1.4 of the notes: ¬P1,2 refuted, ¬P2,2 saturates at 29. */
static void
test_resolution (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  guint kb = parse_ok (prop, R1_R5);
  QdPropResolution res;
  char *summary;
  const guint *parents;
  guint na, nb;
  const guint *a, *b;

  g_assert_true (qd_prop_resolve (prop, kb, parse_ok (prop, "¬P12"), 10000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_PROVED);
  g_assert_cmpuint (res.n_input, ==, 11);
  parents = &g_array_index (res.clauses->parents, guint, 2 * res.empty);
  a = qd_prop_clause (res.clauses, parents[0], &na);
  b = qd_prop_clause (res.clauses, parents[1], &nb);
  g_assert_cmpuint (na, ==, 1);
  g_assert_cmpuint (nb, ==, 1);
  g_assert_cmpuint (a[0], ==, b[0] ^ 1u);
  g_assert_cmpuint (check_proof (&res, res.empty), ==, 2);   /* the book's two steps */
  summary = qd_prop_resolution_summary (&res);
  g_assert_true (g_str_has_prefix (summary, "the empty clause, clause "));
  g_assert_true (g_str_has_suffix (summary, ": entailed"));
  g_clear_pointer (&summary, g_free);
  qd_prop_resolution_clear (&res);

  g_assert_true (qd_prop_resolve (prop, kb, parse_ok (prop, "¬P22"), 10000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_SATURATED);
  g_assert_cmpuint (qd_prop_clauses_len (res.clauses), ==, 29);
  g_assert_cmpuint (res.empty, ==, QD_PROP_NONE);
  summary = qd_prop_resolution_summary (&res);
  g_assert_cmpstr (summary, ==, "saturated at 29 clauses: not entailed");
  g_clear_pointer (&summary, g_free);
  qd_prop_resolution_clear (&res);

  g_assert_true (qd_prop_resolve (prop, kb, parse_ok (prop, "¬P22"), 20, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_STOPPED);
  g_assert_cmpuint (qd_prop_clauses_len (res.clauses), ==, 20);
  summary = qd_prop_resolution_summary (&res);
  g_assert_cmpstr (summary, ==, "stopped at 20 clauses, the budget: no answer");
  g_clear_pointer (&summary, g_free);
  qd_prop_resolution_clear (&res);
  g_assert_true (qd_prop_resolve (prop, kb, parse_ok (prop, "¬P22"), 5, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_STOPPED);
  g_assert_cmpuint (res.rounds, ==, 0);
  g_assert_cmpuint (qd_prop_clauses_len (res.clauses), ==, 5);
  qd_prop_resolution_clear (&res);

  /* Fig. 7.13's smaller KB, R2 ∧ R4. */
  g_assert_true (qd_prop_resolve (prop, parse_ok (prop, "(B11 ⇔ (P12 ∨ P21)) ∧ ¬B11"), parse_ok (prop, "¬P12"),
                                  10000, &res, NULL));
  g_assert_cmpint (res.status, ==, QD_PROP_PROVED);
  g_assert_cmpuint (res.n_input, ==, 5);
  qd_prop_resolution_clear (&res);
}

/* Fig. 7.16: the agenda pops A, B, L, M, P, Q. */
static void
test_forward_chaining (void)
{
  static const char *const kb_text[] = { "P ⇒ Q", "L ∧ M ⇒ P", "B ∧ L ⇒ M", "A ∧ P ⇒ L", "A ∧ B ⇒ L", "A", "B" };
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (GString) popped = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  guint kb[G_N_ELEMENTS (kb_text)], bad;
  QdPropFc fc;

  for (guint i = 0; i < G_N_ELEMENTS (kb_text); i++)
    kb[i] = parse_ok (prop, kb_text[i]);
  g_assert_true (qd_prop_fc_entails (prop, kb, G_N_ELEMENTS (kb), qd_prop_lookup (prop, "Q"), &fc, NULL));
  g_assert_true (fc.entailed);
  for (guint i = 0; i < fc.popped->len; i++)
    g_string_append (popped, qd_prop_symbol_name (prop, g_array_index (fc.popped, guint, i)));
  g_assert_cmpstr (popped->str, ==, "ABLMPQ");
  for (guint c = 0; c < 5; c++)
    g_assert_cmpuint (g_array_index (fc.counts, guint, c), ==, 0);
  qd_prop_fc_clear (&fc);

  bad = parse_ok (prop, "A ∨ B");
  g_assert_false (qd_prop_fc_entails (prop, &bad, 1, 0, &fc, &error));
  g_assert_error (error, QD_PROP_ERROR, QD_PROP_ERROR_NOT_DEFINITE);
}

/* A random formula over `n_symbols` symbols. */
static guint
random_formula (QdProp *prop, GRand *rand, guint depth)
{
  static const char *const names[] = { "A", "B", "C", "D" };
  guint op = depth == 0 ? QD_PROP_SYM : (guint) g_rand_int_range (rand, 0, 6);

  if (op == QD_PROP_SYM)
    return qd_prop_symbol (prop, names[g_rand_int_range (rand, 0, 4)]);
  if (op == QD_PROP_NOT)
    return qd_prop_not (prop, random_formula (prop, rand, depth - 1));
  return qd_prop_binary (prop, op, random_formula (prop, rand, depth - 1), random_formula (prop, rand, depth - 1));
}

/* Every step, the clauses and the printed text read back: the same truth
 * table as the formula, row by row. */
static void
test_random_equivalence (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (96);

  for (guint trial = 0; trial < 300; trial++)
    {
      g_autoptr (QdProp) prop = qd_prop_new ();
      guint root = random_formula (prop, rand, 1 + trial % 5), steps[QD_PROP_N_STEPS];
      g_autoptr (QdPropClauses) clauses = qd_prop_cnf (prop, root, 100000, steps, NULL);
      g_autofree char *text = qd_prop_print (prop, root);
      guint back = parse_ok (prop, text);
      g_autofree char *again = qd_prop_print (prop, back);

      g_assert_cmpstr (text, ==, again);
      g_assert_nonnull (clauses);
      for (guint row = 0; row < 16; row++)
        {
          guint8 values[4] = { row & 1, (row >> 1) & 1, (row >> 2) & 1, (row >> 3) & 1 };
          gboolean truth = qd_prop_eval (prop, root, values);

          for (guint s = 0; s < QD_PROP_N_STEPS; s++)
            g_assert_cmpint (qd_prop_eval (prop, steps[s], values), ==, truth);
          g_assert_cmpint (qd_prop_clauses_eval (clauses, values), ==, truth);
          g_assert_cmpint (qd_prop_eval (prop, back, values), ==, truth);
        }
    }
}

static void
test_syntax (void)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autofree char *ascii = qd_prop_print (prop, parse_ok (prop, "~A & B | C => D <=> E"));
  g_autofree char *right = qd_prop_print (prop, parse_ok (prop, "A ⇒ B ⇒ C"));
  g_autofree char *left = qd_prop_print (prop, parse_ok (prop, "(A ⇒ B) ⇒ C"));
  guint imp = parse_ok (prop, "A ⇒ B ⇒ C");

  g_assert_cmpstr (ascii, ==, "¬A ∧ B ∨ C ⇒ D ⇔ E");
  g_assert_cmpstr (right, ==, "A ⇒ B ⇒ C");
  g_assert_cmpstr (left, ==, "(A ⇒ B) ⇒ C");
  g_assert_cmpuint (qd_prop_node (prop, qd_prop_node (prop, imp)->right)->op, ==, QD_PROP_IMPLIES);
  g_assert_cmpuint (qd_prop_node (prop, parse_ok (prop, "A ⇔ B ⇔ C"))->op, ==, QD_PROP_IFF);
}

static void
assert_refused (const char *text, gint code, const char *message)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (qd_prop_parse (prop, text, &error), ==, QD_PROP_NONE);
  g_assert_error (error, QD_PROP_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (prop->nodes->len, ==, 0);
}

static void
test_refusals (void)
{
  g_autoptr (GString) nots = g_string_new (NULL);
  g_autoptr (GString) parens = g_string_new (NULL);

  assert_refused ("A ∧", QD_PROP_ERROR_SYNTAX,
                  "line 1, column 4: the formula ends where a symbol, “¬” or “(” was expected");
  assert_refused ("(A ∨ B", QD_PROP_ERROR_SYNTAX, "line 1, column 7: the formula ends where “)” was expected");
  assert_refused ("A B", QD_PROP_ERROR_SYNTAX, "line 1, column 3: a connective was expected, not “B”");
  assert_refused ("P1,2", QD_PROP_ERROR_SYNTAX, "line 1, column 3: a connective was expected, not “,”");
  assert_refused ("A\n  ∧ #", QD_PROP_ERROR_SYNTAX,
                  "line 2, column 5: a symbol, “¬” or “(” was expected, not “#”");
  assert_refused ("", QD_PROP_ERROR_SYNTAX,
                  "line 1, column 1: the formula ends where a symbol, “¬” or “(” was expected");
  for (guint i = 0; i < 100000; i++)
    {
      g_string_append (nots, "¬");
      g_string_append_c (parens, '(');
    }
  g_string_append (nots, "A");
  g_string_append (parens, "A");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (parens, ')');
  assert_refused (nots->str, QD_PROP_ERROR_TOO_BIG, "line 1, column 1001: the formula is nested more than 1000 deep");
  assert_refused (parens->str, QD_PROP_ERROR_TOO_BIG,
                  "line 1, column 1001: the formula is nested more than 1000 deep");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/prop/wumpus-truth-table", test_wumpus_truth_table);
  g_test_add_func ("/prop/wumpus-counter-model", test_wumpus_counter_model);
  g_test_add_func ("/prop/cnf-book", test_cnf_book);
  g_test_add_func ("/prop/cnf-limit", test_cnf_limit);
  g_test_add_func ("/prop/resolution", test_resolution);
  g_test_add_func ("/prop/forward-chaining", test_forward_chaining);
  g_test_add_func ("/prop/random-equivalence", test_random_equivalence);
  g_test_add_func ("/prop/syntax", test_syntax);
  g_test_add_func ("/prop/refusals", test_refusals);
  return g_test_run ();
}
