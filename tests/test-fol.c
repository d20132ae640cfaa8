/* test-fol.c — the first-order engine (src/core/qd-fol*.c) against the
 * book's figures as docs/logic-peers.md §2 gives them (AIMA 4th ed. ch. 9):
 * the unification table of §9.2.2 with the occurs check and aima-python's
 * two extra cases (tests/test_logic.py), FOL-FC-ASK's iterations on the
 * crime KB, FOL-BC-ASK's proof tree of Fig. 9.7; kinship KBs whose answers
 * were worked out by hand in the order the book's depth-first search
 * meets them; and hostile input. */
#include "config.h"
#include "core/qd-fol.h"

#include <string.h>

/* The crime KB in the book's order: (9.3), the two facts about Nono's
 * missile, (9.6), (9.7), (9.8), then American(West), Enemy(Nono, America). */
#define CRIME_KB \
  "American(x) ∧ Weapon(y) ∧ Sells(x, y, z) ∧ Hostile(z) ⇒ Criminal(x)\n" \
  "Owns(Nono, M1)\n" \
  "Missile(M1)\n" \
  "Missile(x) & Owns(Nono, x) => Sells(West, x, Nono)   # (9.6)\n" \
  "Missile(x) ⇒ Weapon(x)\n" \
  "Enemy(x, America) ⇒ Hostile(x)\n" \
  "\n" \
  "American(West)\n" \
  "Enemy(Nono, America)\n"

static QdFol *
kb_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  QdFol *fol = qd_fol_new ();

  g_assert_true (qd_fol_parse_kb (fol, text, &error));
  g_assert_no_error (error);
  return fol;
}

static guint
query_ok (QdFol *fol, const char *text, GArray *vars)
{
  g_autoptr (GError) error = NULL;
  guint atom = qd_fol_parse_query (fol, text, 1, vars, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (atom, !=, QD_FOL_NONE);
  return atom;
}

static void
assert_term (const QdFol *fol, guint term, const char *expected)
{
  g_autofree char *text = qd_fol_print_term (fol, term);

  g_assert_cmpstr (text, ==, expected);
}

/* The composed value of the variable named `name` among `vars`. */
static void
assert_value (QdFol *fol, QdFolSubst *subst, GArray *vars, const char *name, const char *expected)
{
  for (guint i = 0; i < vars->len; i++)
    {
      guint var = g_array_index (vars, guint, i);
      g_autofree char *text = qd_fol_print_term (fol, var);

      if (strcmp (text, name) == 0)
        {
          assert_term (fol, qd_fol_subst_apply (fol, subst, var), expected);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
test_parse_print (void)
{
  g_autoptr (QdFol) fol = kb_ok (CRIME_KB);
  g_autofree char *rule = NULL, *sells = NULL, *fact = NULL;

  g_assert_cmpuint (qd_fol_n_clauses (fol), ==, 8);
  rule = qd_fol_print_clause (fol, 0);
  g_assert_cmpstr (rule, ==, "American(x) ∧ Weapon(y) ∧ Sells(x, y, z) ∧ Hostile(z) ⇒ Criminal(x)");
  sells = qd_fol_print_clause (fol, 3);
  g_assert_cmpstr (sells, ==, "Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)");
  g_assert_cmpuint (qd_fol_clause (fol, 3)->line, ==, 4);
  g_assert_cmpuint (qd_fol_clause (fol, 7)->line, ==, 9);
  fact = qd_fol_print_clause (fol, 1);
  g_assert_cmpstr (fact, ==, "Owns(Nono, M1)");
  /* The x of two sentences are two variables; one sentence's x is one. */
  g_assert_cmpuint (qd_fol_clause (fol, 0)->n_vars, ==, 3);
  g_assert_cmpuint (qd_fol_premise (fol, 3, 0), !=, qd_fol_premise (fol, 4, 0));
  /* Hash-consing: one term for one text. */
  g_assert_cmpuint (qd_fol_premise (fol, 3, 1), ==, qd_fol_premise (fol, 3, 1));
  g_assert_cmpuint (query_ok (fol, "Owns(Nono, M1)", NULL), ==, qd_fol_clause (fol, 1)->conclusion);
}

/* One row of the book's table: UNIFY(Knows(John, x), other). */
static gboolean
unify_row (QdFol *fol, GArray *vars, QdFolSubst *subst, GArray *steps, const char *other, gboolean rename)
{
  guint p = query_ok (fol, "Knows(John, x)", vars);
  guint q = query_ok (fol, other, vars);

  if (rename)
    q = qd_fol_rename (fol, q, NULL);
  return qd_fol_unify (fol, p, q, subst, steps);
}

static void
test_unify_book (void)
{
  g_autoptr (QdFol) fol = qd_fol_new ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (QdFolStep));
  QdFolSubst subst;
  char *text;

  qd_fol_subst_init (&subst);
  g_assert_true (unify_row (fol, vars, &subst, steps, "Knows(John, Jane)", FALSE));
  text = qd_fol_subst_print (fol, &subst, TRUE, NULL);
  g_assert_cmpstr (text, ==, "{x/Jane}");
  g_free (text);
  qd_fol_subst_undo (&subst, 0);

  /* Variables of the row's own sentence: a new scope each row. */
  g_array_set_size (vars, 0);
  g_assert_true (unify_row (fol, vars, &subst, NULL, "Knows(y, Bill)", FALSE));
  assert_value (fol, &subst, vars, "x", "Bill");
  assert_value (fol, &subst, vars, "y", "John");
  qd_fol_subst_undo (&subst, 0);

  /* Raw {y/John, x/Mother(y)}; the book prints it composed. */
  g_array_set_size (vars, 0);
  g_assert_true (unify_row (fol, vars, &subst, NULL, "Knows(y, Mother(y))", FALSE));
  text = qd_fol_subst_print (fol, &subst, FALSE, NULL);
  g_assert_cmpstr (text, ==, "{y/John, x/Mother(y)}");
  g_free (text);
  text = qd_fol_subst_print (fol, &subst, TRUE, NULL);
  g_assert_cmpstr (text, ==, "{y/John, x/Mother(John)}");
  g_free (text);
  qd_fol_subst_undo (&subst, 0);

  /* x cannot be both John and Elizabeth. */
  g_array_set_size (vars, 0);
  g_array_set_size (steps, 0);
  g_assert_false (unify_row (fol, vars, &subst, steps, "Knows(x, Elizabeth)", FALSE));
  g_assert_cmpuint (subst.trail->len, ==, 0);
  g_assert_cmpuint (steps->len, ==, 2);
  g_assert_cmpuint (g_array_index (steps, QdFolStep, 0).kind, ==, QD_FOL_STEP_BIND);
  g_assert_cmpuint (g_array_index (steps, QdFolStep, 1).kind, ==, QD_FOL_STEP_CLASH_NAME);
  text = qd_fol_step_print (fol, &g_array_index (steps, QdFolStep, 1));
  g_assert_true (strstr (text, "Elizabeth") != NULL && strstr (text, "John") != NULL);
  g_free (text);

  /* Standardized apart (the book's x17): {x/Elizabeth, x17/John}. */
  g_array_set_size (vars, 0);
  g_assert_true (unify_row (fol, vars, &subst, NULL, "Knows(x, Elizabeth)", TRUE));
  assert_value (fol, &subst, vars, "x", "Elizabeth");
  text = qd_fol_subst_print (fol, &subst, TRUE, NULL);
  g_assert_true (g_str_equal (text, "{x₁/John, x/Elizabeth}"));
  g_free (text);
  qd_fol_subst_undo (&subst, 0);

  /* The most general unifier of Knows(John, x) and Knows(y, z): {y/John, x/z}. */
  g_array_set_size (vars, 0);
  g_assert_true (unify_row (fol, vars, &subst, NULL, "Knows(y, z)", FALSE));
  text = qd_fol_subst_print (fol, &subst, TRUE, NULL);
  g_assert_cmpstr (text, ==, "{y/John, x/z}");
  g_free (text);
  qd_fol_subst_clear (&subst);
}

static void
test_occurs_check (void)
{
  g_autoptr (QdFol) fol = qd_fol_new ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (QdFolStep));
  guint a = query_ok (fol, "P(S(x))", vars), b = query_ok (fol, "P(S(S(x)))", vars);
  const QdFolStep *step;
  QdFolSubst subst;

  qd_fol_subst_init (&subst);
  g_assert_false (qd_fol_unify (fol, a, b, &subst, steps));
  g_assert_cmpuint (steps->len, ==, 1);
  step = &g_array_index (steps, QdFolStep, 0);
  g_assert_cmpuint (step->kind, ==, QD_FOL_STEP_OCCURS);
  assert_term (fol, step->a, "x");
  assert_term (fol, step->b, "S(x)");
  /* Through a binding: x/y, then y against F(x). */
  g_array_set_size (vars, 0);
  a = query_ok (fol, "Q(x, y)", vars);
  b = query_ok (fol, "Q(y, F(x))", vars);
  g_assert_false (qd_fol_unify (fol, a, b, &subst, steps));
  g_assert_cmpuint (g_array_index (steps, QdFolStep, steps->len - 1).kind, ==, QD_FOL_STEP_OCCURS);
  g_assert_cmpuint (subst.trail->len, ==, 0);
  /* One name with two arities can only be built, not read. */
  {
    guint f = qd_fol_intern (fol, "F"), c = qd_fol_make (fol, QD_FOL_FUN, qd_fol_intern (fol, "C"), NULL, 0);
    guint two[2] = { c, c };
    guint f1 = qd_fol_make (fol, QD_FOL_FUN, f, two, 1), f2 = qd_fol_make (fol, QD_FOL_FUN, f, two, 2);

    g_array_set_size (steps, 0);
    g_assert_false (qd_fol_unify (fol, f1, f2, &subst, steps));
    g_assert_cmpuint (steps->len, ==, 1);
    g_assert_cmpuint (g_array_index (steps, QdFolStep, 0).kind, ==, QD_FOL_STEP_CLASH_ARITY);
  }
  qd_fol_subst_clear (&subst);
}

/* aima-python tests/test_logic.py: lower case names are variables there as
 * here, so the `a` of the first case is a variable, bound to nothing. */
static void
test_unify_aima (void)
{
  g_autoptr (QdFol) fol = qd_fol_new ();
  g_autoptr (QdFol) other = qd_fol_new ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  QdFolSubst subst;
  guint a, b;

  qd_fol_subst_init (&subst);
  a = query_ok (fol, "P(F(x, z), G(u, z))", vars);
  b = query_ok (fol, "P(F(y, a), y)", vars);
  g_assert_true (qd_fol_unify (fol, a, b, &subst, NULL));
  assert_value (fol, &subst, vars, "x", "G(u, a)");
  assert_value (fol, &subst, vars, "z", "a");
  assert_value (fol, &subst, vars, "y", "G(u, a)");
  assert_value (fol, &subst, vars, "a", "a");
  g_assert_cmpuint (subst.trail->len, ==, 3);
  qd_fol_subst_undo (&subst, 0);
  /* With a constant A in its place: the same shape. */
  g_array_set_size (vars, 0);
  a = query_ok (fol, "P(F(x, z), G(u, z))", vars);
  b = query_ok (fol, "P(F(y, A), y)", vars);
  g_assert_true (qd_fol_unify (fol, a, b, &subst, NULL));
  assert_value (fol, &subst, vars, "x", "G(u, A)");
  assert_value (fol, &subst, vars, "z", "A");
  qd_fol_subst_undo (&subst, 0);

  qd_fol_subst_clear (&subst);

  /* P and G with other arities: another QdFol. */
  g_array_set_size (vars, 0);
  qd_fol_subst_init (&subst);
  a = query_ok (other, "P(x, A, F(G(y)))", vars);
  b = query_ok (other, "P(F(z), z, F(u))", vars);
  g_assert_true (qd_fol_unify (other, a, b, &subst, NULL));
  assert_value (other, &subst, vars, "x", "F(A)");
  assert_value (other, &subst, vars, "z", "A");
  assert_value (other, &subst, vars, "u", "G(y)");
  qd_fol_subst_clear (&subst);
}

static guint
fact_number (const QdFol *fol, const QdFolFc *fc, const char *text)
{
  for (guint i = 0; i < fc->facts->len; i++)
    {
      g_autofree char *atom = qd_fol_print_term (fol, g_array_index (fc->facts, QdFolFact, i).atom);

      if (strcmp (atom, text) == 0)
        return i;
    }
  return QD_FOL_NONE;
}

static void
assert_fact (const QdFol *fol, const QdFolFc *fc, const char *atom, guint iteration, guint clause,
             const char *theta)
{
  guint i = fact_number (fol, fc, atom);
  const QdFolFact *fact;
  g_autofree char *text = NULL;

  g_assert_cmpuint (i, !=, QD_FOL_NONE);
  fact = &g_array_index (fc->facts, QdFolFact, i);
  g_assert_cmpuint (fact->iteration, ==, iteration);
  g_assert_cmpuint (fact->clause, ==, clause);
  text = qd_fol_pairs_print (fol, &g_array_index (fc->bound, guint, fact->bindings * 2), fact->n_bindings);
  g_assert_cmpstr (text, ==, theta);
}

static void
check_crime_fc (QdFol *fol, guint query, gboolean all)
{
  QdFolFcOptions options = { .all_answers = all };
  QdFolFc fc;
  g_autofree char *answer = NULL, *line = NULL;
  guint in_kb = 0;

  g_assert_true (qd_fol_fc_ask (fol, query, &options, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, all ? QD_FOL_FIXED_POINT : QD_FOL_ANSWERED);
  g_assert_cmpuint (fc.iterations, ==, all ? 3 : 2);
  g_assert_cmpuint (fc.facts->len, ==, 8);
  for (guint i = 0; i < fc.facts->len; i++)
    in_kb += g_array_index (fc.facts, QdFolFact, i).iteration == 0;
  g_assert_cmpuint (in_kb, ==, 4);
  /* Iteration 1 adds exactly these three, in the order of the rules. */
  assert_fact (fol, &fc, "Sells(West, M1, Nono)", 1, 3, "{x/M1}");
  assert_fact (fol, &fc, "Weapon(M1)", 1, 4, "{x/M1}");
  assert_fact (fol, &fc, "Hostile(Nono)", 1, 5, "{x/Nono}");
  g_assert_cmpuint (fact_number (fol, &fc, "Sells(West, M1, Nono)"), ==, 4);
  g_assert_cmpuint (fact_number (fol, &fc, "Hostile(Nono)"), ==, 6);
  assert_fact (fol, &fc, "Criminal(West)", 2, 0, "{x/West, y/M1, z/Nono}");
  g_assert_cmpuint (fc.answers->len, ==, 1);
  answer = qd_fol_fc_answer_print (fol, &fc, 0);
  g_assert_cmpstr (answer, ==, "{x/West}");
  line = qd_fol_fc_fact_print (fol, &fc, 4);
  g_assert_cmpstr (line, ==, "Sells(West, M1, Nono) by (4) {x/M1}, iteration 1");
  g_free (line);
  line = qd_fol_fc_fact_print (fol, &fc, 0);
  g_assert_cmpstr (line, ==, "Owns(Nono, M1), in the KB");
  /* Criminal(West)'s premises matched American(West), Weapon(M1), Sells(…), Hostile(Nono). */
  {
    const QdFolFact *criminal = &g_array_index (fc.facts, QdFolFact, 7);
    const guint expected[] = { 2, 5, 4, 6 };

    for (guint i = 0; i < 4; i++)
      g_assert_cmpuint (g_array_index (fc.used, guint, criminal->premises + i), ==, expected[i]);
  }
  qd_fol_fc_clear (&fc);
}

static void
test_fc_crime (void)
{
  g_autoptr (QdFol) fol = kb_ok (CRIME_KB);
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint query = query_ok (fol, "Criminal(x)", vars);

  /* Twice: the KB is not changed by a run. */
  check_crime_fc (fol, query, FALSE);
  check_crime_fc (fol, query, FALSE);
  check_crime_fc (fol, query, TRUE);
  g_assert_cmpuint (qd_fol_n_clauses (fol), ==, 8);
}

static const QdFolProofNode *
node_of (const QdFolBc *bc, guint answer, guint i)
{
  const QdFolAnswer *a = &g_array_index (bc->answers, QdFolAnswer, answer);

  g_assert_cmpuint (i, <, a->n_nodes);
  return &g_array_index (bc->nodes, QdFolProofNode, a->nodes + i);
}

/* Fig. 9.7: Criminal(West) over its four premises, each over its own. */
static void
test_bc_crime (void)
{
  g_autoptr (QdFol) fol = kb_ok (CRIME_KB);
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint query = query_ok (fol, "Criminal(x)", vars);
  static const struct { const char *goal; guint clause, parent, depth; } tree[] = {
    { "Criminal(West)", 0, QD_FOL_NONE, 0 },
    { "American(West)", 6, 0, 1 },
    { "Weapon(M1)", 4, 0, 1 },
    { "Missile(M1)", 2, 2, 2 },
    { "Sells(West, M1, Nono)", 3, 0, 1 },
    { "Missile(M1)", 2, 4, 2 },
    { "Owns(Nono, M1)", 1, 4, 2 },
    { "Hostile(Nono)", 5, 0, 1 },
    { "Enemy(Nono, America)", 7, 7, 2 },
  };
  QdFolBc bc;
  g_autofree char *answer = NULL, *proof = NULL;

  g_assert_true (qd_fol_bc_ask (fol, query, NULL, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, QD_FOL_FIXED_POINT);
  g_assert_cmpuint (bc.answers->len, ==, 1);
  answer = qd_fol_bc_answer_print (fol, &bc, 0);
  g_assert_cmpstr (answer, ==, "{x/West}");
  g_assert_cmpuint (g_array_index (bc.answers, QdFolAnswer, 0).n_nodes, ==, G_N_ELEMENTS (tree));
  for (guint i = 0; i < G_N_ELEMENTS (tree); i++)
    {
      const QdFolProofNode *node = node_of (&bc, 0, i);

      assert_term (fol, node->goal, tree[i].goal);
      g_assert_cmpuint (node->clause, ==, tree[i].clause);
      g_assert_cmpuint (node->parent, ==, tree[i].parent);
      g_assert_cmpuint (node->depth, ==, tree[i].depth);
      g_assert_cmpuint (node->status, ==, QD_FOL_NODE_PROVED);
    }
  proof = qd_fol_bc_proof_print (fol, &bc, 0);
  g_assert_true (g_str_has_prefix (proof, "Criminal(West) ← (1)\n  American(West) ← (7)\n"));
  qd_fol_bc_clear (&bc);
}

static void
assert_answers (QdFol *fol, const char *query_text, const QdFolBcOptions *options, QdFolStatus status,
                const char *const *expected)
{
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint query = query_ok (fol, query_text, vars);
  QdFolBc bc;
  guint n = g_strv_length ((char **) expected);

  g_assert_true (qd_fol_bc_ask (fol, query, options, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, status);
  g_assert_cmpuint (bc.answers->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = qd_fol_bc_answer_print (fol, &bc, i);
      g_assert_cmpstr (text, ==, expected[i]);
    }
  qd_fol_bc_clear (&bc);
}

/* Answers in the order depth-first search meets them, clause by clause
 * (worked by hand). */
static void
test_bc_kinship (void)
{
  g_autoptr (QdFol) fol = kb_ok ("Parent(Elizabeth, Charles)\n"
                                 "Parent(Charles, William)\n"
                                 "Parent(Charles, Harry)\n"
                                 "Parent(William, George)\n"
                                 "Parent(x, y) ⇒ Ancestor(x, y)\n"
                                 "Parent(x, z) ∧ Ancestor(z, y) ⇒ Ancestor(x, y)\n");
  g_autoptr (QdFol) left = kb_ok ("Human(h) ∧ Mother(m, h) ⇒ Human(m)\n"
                                  "Mother(Elizabeth, Charles)\n"
                                  "Mother(Mary, Elizabeth)\n"
                                  "Human(Charles)\n");
  g_autoptr (QdFol) right = kb_ok ("Mother(m, h) ∧ Human(h) ⇒ Human(m)\n"
                                   "Mother(Elizabeth, Charles)\n"
                                   "Mother(Mary, Elizabeth)\n"
                                   "Human(Charles)\n");
  const char *const ancestors[] = { "{w/Charles}", "{w/William}", "{w/Harry}", "{w/George}", NULL };
  const char *const left_answers[] = { "{x/Charles}", NULL };
  const char *const right_answers[] = { "{x/Elizabeth}", "{x/Mary}", "{x/Charles}", NULL };
  const char *const first[] = { "{w/Charles}", NULL };
  QdFolBcOptions one = { .max_answers = 1 };

  assert_answers (fol, "Ancestor(Elizabeth, w)", NULL, QD_FOL_FIXED_POINT, ancestors);
  assert_answers (fol, "Ancestor(a, George)", NULL, QD_FOL_FIXED_POINT, (const char *const[]) {
    "{a/William}", "{a/Elizabeth}", "{a/Charles}", NULL });
  assert_answers (fol, "Ancestor(a, d)", &(QdFolBcOptions) { 0 }, QD_FOL_FIXED_POINT, (const char *const[]) {
    "{a/Elizabeth, d/Charles}", "{a/Charles, d/William}", "{a/Charles, d/Harry}", "{a/William, d/George}",
    "{a/Elizabeth, d/William}", "{a/Elizabeth, d/Harry}", "{a/Elizabeth, d/George}", "{a/Charles, d/George}",
    NULL });
  assert_answers (fol, "Ancestor(Elizabeth, w)", &one, QD_FOL_STOP_ROUNDS, first);
  /* Left recursion ends (the loop check), losing the answers it needed. */
  assert_answers (left, "Human(x)", NULL, QD_FOL_FIXED_POINT, left_answers);
  assert_answers (right, "Human(x)", NULL, QD_FOL_FIXED_POINT, right_answers);
}

static void
test_print (void)
{
  g_autoptr (QdFol) fol = qd_fol_new ();
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint atom = query_ok (fol, "Knows(x, Mother(y), 0, F(G(z, A)))", vars);
  guint renamed = qd_fol_rename (fol, atom, NULL);
  guint twelve;
  g_autofree char *text = qd_fol_print_term (fol, atom);

  g_assert_cmpstr (text, ==, "Knows(x, Mother(y), 0, F(G(z, A)))");
  g_assert_cmpuint (renamed, !=, atom);
  for (guint i = 0; i < 10; i++)
    renamed = qd_fol_rename (fol, atom, NULL);
  assert_term (fol, renamed, "Knows(x₁₁, Mother(y₁₁), 0, F(G(z₁₁, A)))");
  /* Renamings are one canonical atom. */
  g_assert_cmpuint (qd_fol_canonical (fol, renamed), ==, qd_fol_canonical (fol, atom));
  twelve = query_ok (fol, "Knows(x, Mother(x), 0, F(G(z, A)))", NULL);
  g_assert_cmpuint (qd_fol_canonical (fol, twelve), !=, qd_fol_canonical (fol, atom));
}

static void
assert_refused (QdFol *fol, const char *text, gint code, const char *where)
{
  g_autoptr (GError) error = NULL;
  guint before = qd_fol_n_clauses (fol);
  guint terms = fol->terms->len;

  g_assert_cmpuint (qd_fol_parse_sentence (fol, text, 3, &error), ==, QD_FOL_NONE);
  g_assert_error (error, QD_FOL_ERROR, code);
  if (!g_str_has_prefix (error->message, where))
    g_error ("“%s” said “%s”, not “%s…”", text, error->message, where);
  g_assert_cmpuint (qd_fol_n_clauses (fol), ==, before);
  g_assert_cmpuint (fol->terms->len, ==, terms);
}

static void
test_hostile_parse (void)
{
  g_autoptr (QdFol) fol = kb_ok ("Knows(John, Jane)\nMother(x) ⇒ Human(x)\n");
  GString *deep = g_string_new ("P(");
  g_autoptr (GString) big = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (QdFol) huge = qd_fol_new ();

  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "F(");
  assert_refused (fol, deep->str, QD_FOL_ERROR_TOO_BIG, "line 3, column 2002: the sentence is nested more than 1000 deep");
  g_string_free (deep, TRUE);
  assert_refused (fol, "Knows(John)", QD_FOL_ERROR_ARITY, "line 3, column 1: “Knows” has 2 arguments (line 1, column 1), here 1");
  assert_refused (fol, "Human(Mother(x))", QD_FOL_ERROR_ARITY, "line 3, column 7: “Mother” is a predicate");
  assert_refused (fol, "Likes(x, Knows)", QD_FOL_ERROR_ARITY, "line 3, column 10: “Knows” is a predicate");
  /* A failed sentence leaves no name behind: Zed is free to be anything. */
  assert_refused (fol, "Zed(A) ∧ Zed", QD_FOL_ERROR_ARITY, "line 3, column 10: ");
  g_assert_cmpuint (qd_fol_parse_sentence (fol, "Zed", 4, NULL), !=, QD_FOL_NONE);
  assert_refused (fol, "Knows(John, x", QD_FOL_ERROR_SYNTAX, "line 3, column 14: the sentence ends");
  assert_refused (fol, "knows(x)", QD_FOL_ERROR_SYNTAX, "line 3, column 1: an atom");
  assert_refused (fol, "Human(mother(x))", QD_FOL_ERROR_SYNTAX, "line 3, column 7: “mother” is a variable");
  assert_refused (fol, "Human(x) ∧ Human(y)", QD_FOL_ERROR_SYNTAX, "line 3, column 20: the sentence ends where “⇒” and a conclusion");
  assert_refused (fol, "Human(x) ⇒ Human(y) ⇒ Human(z)", QD_FOL_ERROR_SYNTAX, "line 3, column 21: the end");
  assert_refused (fol, "Human(x) ∨ Human(y)", QD_FOL_ERROR_SYNTAX, "line 3, column 10: ");
  assert_refused (fol, "Human(\x01)", QD_FOL_ERROR_SYNTAX, "line 3, column 7: a term was expected, not “\\x01”");
  g_assert_cmpuint (qd_fol_parse_query (fol, "Human(x) ⇒ Human(y)", 1, NULL, &error), ==, QD_FOL_NONE);
  g_assert_error (error, QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_false (qd_fol_parse_kb (fol, "Human(Ann)\n\nHuman(Ann, Bob)\n", &error));
  g_assert_true (g_str_has_prefix (error->message, "line 3, column 1: "));
  g_clear_error (&error);

  /* A KB past QD_FOL_MAX_CLAUSES sentences. */
  for (guint i = 0; i <= QD_FOL_MAX_CLAUSES; i++)
    g_string_append_printf (big, "P(C%u)\n", i);
  g_assert_false (qd_fol_parse_kb (huge, big->str, &error));
  g_assert_error (error, QD_FOL_ERROR, QD_FOL_ERROR_TOO_BIG);
  g_assert_true (g_str_has_prefix (error->message, "line 65537: more than 65536 sentences"));
  g_assert_cmpuint (qd_fol_n_clauses (huge), ==, QD_FOL_MAX_CLAUSES);
}

/* Peano numerals: an unbounded Herbrand base, so every run ends at a
 * budget, which it names. */
#define PEANO "Nat(0)\nNat(x) ⇒ Nat(S(x))\n"

static void
test_hostile_budgets (void)
{
  g_autoptr (QdFol) fol = kb_ok (PEANO);
  guint never = query_ok (fol, "Nat(Foo)", NULL), any;
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  QdFolFcOptions rounds = { .max_rounds = 50 }, facts = { .max_facts = 20 }, terms = { .max_rounds = 5000 };
  QdFolBcOptions depth = { 0 }, steps = { .max_steps = 400, .max_depth = 100000 };
  gint stop = 1;
  QdFolFc fc;
  QdFolBc bc;

  g_assert_true (qd_fol_fc_ask (fol, never, &rounds, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, QD_FOL_STOP_ROUNDS);
  g_assert_cmpuint (fc.iterations, ==, 50);
  g_assert_cmpuint (fc.facts->len, ==, 51);
  qd_fol_fc_clear (&fc);
  g_assert_true (qd_fol_fc_ask (fol, never, &facts, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, QD_FOL_STOP_FACTS);
  g_assert_cmpuint (fc.facts->len, ==, 20);
  qd_fol_fc_clear (&fc);
  /* Nat(S(…S(0)…)) with 998 S is 1,000 deep, the deepest atom: iteration
   * 998 makes it, iteration 999 would go past. */
  g_assert_true (qd_fol_fc_ask (fol, never, &terms, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, QD_FOL_STOP_TERMS);
  g_assert_cmpuint (fc.iterations, ==, 999);
  g_assert_cmpuint (fc.facts->len, ==, 999);
  qd_fol_fc_clear (&fc);

  /* Depth-first, Nat(y) has answers 0, S(0), … one per depth up to the bound. */
  any = query_ok (fol, "Nat(y)", vars);
  g_assert_true (qd_fol_bc_ask (fol, any, &depth, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, QD_FOL_CUT_OFF);
  g_assert_cmpuint (bc.answers->len, ==, 101);
  g_assert_cmpuint (qd_fol_term (fol, g_array_index (bc.values, guint, 100))->depth, ==, 101);
  g_assert_cmpuint (g_array_index (bc.answers, QdFolAnswer, 100).n_nodes, ==, 101);
  qd_fol_bc_clear (&bc);
  g_assert_true (qd_fol_bc_ask (fol, never, &steps, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, QD_FOL_FIXED_POINT);   /* no clause applies to Nat(Foo) */
  g_assert_cmpuint (bc.answers->len, ==, 0);
  qd_fol_bc_clear (&bc);
  g_assert_true (qd_fol_bc_ask (fol, any, &steps, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, QD_FOL_STOP_STEPS);
  g_assert_cmpuint (bc.steps, ==, 401);
  g_assert_cmpuint (bc.answers->len, ==, 200);
  qd_fol_bc_clear (&bc);
  steps.stop = &stop;
  steps.max_steps = 0;
  g_assert_true (qd_fol_bc_ask (fol, any, &steps, &bc, NULL));
  g_assert_cmpuint (bc.status, ==, QD_FOL_STOPPED);
  g_assert_cmpuint (bc.steps, ==, 1);
  qd_fol_bc_clear (&bc);
  g_assert_true (qd_fol_fc_ask (fol, never, &(QdFolFcOptions) { .stop = &stop }, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, QD_FOL_STOPPED);
  g_assert_cmpuint (fc.steps, ==, 2);   /* Nat(0) tried on the query, then the first match */
  qd_fol_fc_clear (&fc);
}

/* Terms that double at each iteration: 2^300 symbols written out, 301
 * distinct terms shared (hash-consing), so unification, renaming and the
 * printer (cut at QD_FOL_PRINT_MAX characters) stay linear. */
static void
test_hostile_sharing (void)
{
  g_autoptr (QdFol) fol = kb_ok ("P(A)\nP(x) ⇒ P(F(x, x))\n");
  guint query = query_ok (fol, "P(F(y, F(A, A)))", NULL);
  QdFolFcOptions options = { .max_rounds = 300, .all_answers = TRUE };
  QdFolFc fc;
  g_autofree char *last = NULL;

  g_assert_true (qd_fol_fc_ask (fol, query, &options, &fc, NULL));
  g_assert_cmpuint (fc.status, ==, QD_FOL_STOP_ROUNDS);
  g_assert_cmpuint (fc.facts->len, ==, 301);
  g_assert_cmpuint (fc.answers->len, ==, 1);   /* P(F(F(A, A), F(A, A))), y/F(A, A) */
  last = qd_fol_fc_fact_print (fol, &fc, 300);
  g_assert_cmpuint (strlen (last), <, 2 * QD_FOL_PRINT_MAX + 100);   /* the fact and x's value */
  g_assert_true (strstr (last, "…") != NULL);
  qd_fol_fc_clear (&fc);
}

/* keep_failed: the attempts backtracked over stay in the tree, marked. */
static void
test_bc_failed (void)
{
  g_autoptr (QdFol) fol = kb_ok ("Q(A)\nR(B)\nQ(x) ∧ R(x) ⇒ P(x)\nR(x) ⇒ P(x)\n");
  g_autoptr (GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));
  guint query = query_ok (fol, "P(w)", vars);
  QdFolBcOptions keep = { .keep_failed = TRUE };
  QdFolBc bc;
  guint undone = 0, no_clause = 0, proved = 0;

  g_assert_true (qd_fol_bc_ask (fol, query, &keep, &bc, NULL));
  g_assert_cmpuint (bc.answers->len, ==, 1);
  {
    g_autofree char *answer = qd_fol_bc_answer_print (fol, &bc, 0);
    g_assert_cmpstr (answer, ==, "{w/B}");
  }
  /* P(w) by (3), Q(A), R(A) with no clause: all failed; then P(B) by (4), R(B). */
  for (guint i = 0; i < g_array_index (bc.answers, QdFolAnswer, 0).n_nodes; i++)
    switch (node_of (&bc, 0, i)->status)
      {
      case QD_FOL_NODE_UNDONE: undone++; break;
      case QD_FOL_NODE_NO_CLAUSE: no_clause++; break;
      case QD_FOL_NODE_PROVED: proved++; break;
      default: g_assert_not_reached ();
      }
  g_assert_cmpuint (undone, ==, 2);
  g_assert_cmpuint (no_clause, ==, 1);
  g_assert_cmpuint (proved, ==, 2);
  {
    g_autofree char *proof = qd_fol_bc_proof_print (fol, &bc, 0);
    g_assert_cmpstr (proof, ==, "P(w) ← (3) ✗\n  Q(A) ← (1) ✗\n  R(A) ✗ (no clause)\nP(B) ← (4)\n  R(B) ← (2)\n");
  }
  qd_fol_bc_clear (&bc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fol/parse-print", test_parse_print);
  g_test_add_func ("/fol/unify-book", test_unify_book);
  g_test_add_func ("/fol/occurs-check", test_occurs_check);
  g_test_add_func ("/fol/unify-aima", test_unify_aima);
  g_test_add_func ("/fol/fc-crime", test_fc_crime);
  g_test_add_func ("/fol/bc-crime", test_bc_crime);
  g_test_add_func ("/fol/bc-kinship", test_bc_kinship);
  g_test_add_func ("/fol/bc-failed", test_bc_failed);
  g_test_add_func ("/fol/print", test_print);
  g_test_add_func ("/fol/hostile-parse", test_hostile_parse);
  g_test_add_func ("/fol/hostile-budgets", test_hostile_budgets);
  g_test_add_func ("/fol/hostile-sharing", test_hostile_sharing);
  return g_test_run ();
}
