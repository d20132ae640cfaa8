/* test-bayes.c — Bayesian networks (problems/bayes/qd-bayes.h): the BIF and
 * XMLBIF readers, the writers' round trips, the checks and edits, evidence
 * and questions.  Goldens come from outside Quandary:
 *   - the twelve bnlearn networks of tests/bayes/data (SOURCES.md) with
 *     their nodes, arcs and parameters as the research notes' table counts
 *     them (an independent Python reader of the same files);
 *   - rows read by hand from the files (asia's dysp, cancer's Cancer);
 *   - Charniak's dog problem, its numbers as "Bayesian networks without
 *     tears" gives them: P(fo) = .15, P(bp) = .01, P(lo | fo) = .6,
 *     P(lo | ¬fo) = .05, P(do | bp, fo) = .99, (bp, ¬fo) .97, (¬bp, fo) .9,
 *     (¬bp, ¬fo) .3, P(hb | do) = .7, P(hb | ¬do) = .01;
 *   - hostile files, each refused naming its line. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "formats.h"
#include "problems/bayes/qd-bayes.h"
#include "problems/bayes/qd-bayes-terms.h"
#include "problems/qd-problem.h"

QD_PROBLEM_DECLARE (bayes)

/* ---- helpers */

static char *
data_text (const char *name, gsize *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, NULL));
  return text;
}

static QdBayesNet *
read_data (const char *name)
{
  gsize length;
  g_autofree char *text = data_text (name, &length);
  g_autoptr(GError) error = NULL;
  QdBayesNet *net = qd_bayes_net_parse (text, length, &error);

  g_assert_no_error (error);
  return net;
}

static gint
node_index (const QdBayesNet *net, const char *name)
{
  gint index = qd_bayes_net_find (net, name);

  g_assert_cmpint (index, >=, 0);
  return index;
}

static const QdBayesNode *
node_named (const QdBayesNet *net, const char *name)
{
  return qd_bayes_net_node (net, (guint) node_index (net, name));
}

static gsize
n_rows (const QdBayesNet *net, const QdBayesNode *node)
{
  gsize rows = 1;

  for (guint k = 0; k < node->n_parents; k++)
    rows *= qd_bayes_net_node (net, node->parents[k])->n_states;
  return rows;
}

static void
assert_same (const QdBayesNet *a, const QdBayesNet *b)
{
  g_assert_cmpstr (a->name, ==, b->name);
  g_assert_cmpuint (qd_bayes_net_n_nodes (a), ==, qd_bayes_net_n_nodes (b));
  for (guint i = 0; i < qd_bayes_net_n_nodes (a); i++)
    {
      const QdBayesNode *x = qd_bayes_net_node (a, i), *y = qd_bayes_net_node (b, i);

      g_assert_cmpstr (x->name, ==, y->name);
      g_assert_cmpint (x->kind, ==, y->kind);
      g_assert_cmpuint (x->n_states, ==, y->n_states);
      for (guint s = 0; x->states != NULL && s < x->n_states; s++)
        g_assert_cmpstr (x->states[s], ==, y->states[s]);
      g_assert_cmpuint (x->n_parents, ==, y->n_parents);
      for (guint k = 0; k < x->n_parents; k++)
        g_assert_cmpuint (x->parents[k], ==, y->parents[k]);
      g_assert_cmpint (x->has_position, ==, y->has_position);
      g_assert_true (!x->has_position || (x->x == y->x && x->y == y->y));
      g_assert_true ((x->table == NULL) == (y->table == NULL));
      for (gsize e = 0; x->table != NULL && e < n_rows (a, x) * x->n_states; e++)
        g_assert_cmpfloat (x->table[e], ==, y->table[e]);
    }
}

/* BIF → text → BIF, and → XMLBIF → the same network; the BIF text is a
 * fixed point. */
static void
assert_round_trips (const QdBayesNet *net)
{
  g_autofree char *text = qd_bayes_net_to_string (net), *xml = qd_bayes_net_to_xmlbif (net), *again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBayesNet) from_text = qd_bayes_net_parse (text, strlen (text), &error);
  g_autoptr(QdBayesNet) from_xml = NULL;

  g_assert_no_error (error);
  assert_same (net, from_text);
  from_xml = qd_bayes_net_parse (xml, strlen (xml), &error);
  g_assert_no_error (error);
  assert_same (net, from_xml);
  again = qd_bayes_net_to_string (from_xml);
  g_assert_cmpstr (text, ==, again);
}

/* ---- the bnlearn networks */

typedef struct
{
  const char *name;
  guint nodes, arcs, params;
} Counts;

/* The research notes' §1 table. */
static const Counts bnlearn[] = {
  { "asia", 8, 8, 18 },          { "cancer", 5, 4, 10 },       { "earthquake", 5, 4, 10 },
  { "sachs", 11, 17, 178 },      { "survey", 6, 6, 21 },       { "alarm", 37, 46, 509 },
  { "child", 20, 25, 230 },      { "insurance", 27, 52, 1008 }, { "hailfinder", 56, 66, 2656 },
  { "hepar2", 70, 123, 1453 },   { "win95pts", 76, 112, 574 }, { "andes", 223, 338, 1157 },
};

static void
test_bnlearn (void)
{
  for (guint f = 0; f < G_N_ELEMENTS (bnlearn); f++)
    {
      g_autofree char *file = g_strconcat (bnlearn[f].name, ".bif", NULL);
      g_autoptr(QdBayesNet) net = read_data (file);
      guint arcs = 0, params = 0;

      for (guint i = 0; i < qd_bayes_net_n_nodes (net); i++)
        {
          const QdBayesNode *node = qd_bayes_net_node (net, i);

          arcs += node->n_parents;
          params += (guint) ((node->n_states - 1) * n_rows (net, node));
        }
      g_test_message ("%s: %u nodes, %u arcs, %u parameters", bnlearn[f].name, qd_bayes_net_n_nodes (net), arcs,
                      params);
      g_assert_cmpuint (qd_bayes_net_n_nodes (net), ==, bnlearn[f].nodes);
      g_assert_cmpuint (arcs, ==, bnlearn[f].arcs);
      g_assert_cmpuint (params, ==, bnlearn[f].params);
      assert_round_trips (net);
    }
}

/* Rows are found by name: bnlearn writes the first parent fastest. */
static void
test_bnlearn_rows (void)
{
  g_autoptr(QdBayesNet) asia = read_data ("asia.bif");
  g_autoptr(QdBayesNet) cancer = read_data ("cancer.bif");
  g_autoptr(QdBayesNet) child = read_data ("child.bif");
  const QdBayesNode *dysp = node_named (asia, "dysp"), *node = node_named (cancer, "Cancer");

  /* dysp | bronc, either: "(no, yes) 0.7, 0.3;" is row bronc=no (1), either=yes (0). */
  g_assert_cmpstr (qd_bayes_net_node (asia, dysp->parents[0])->name, ==, "bronc");
  g_assert_cmpfloat (dysp->table[(1 * 2 + 0) * 2], ==, 0.7);
  g_assert_cmpfloat (dysp->table[(0 * 2 + 1) * 2], ==, 0.8);
  /* Cancer | Pollution, Smoker: "(high, True) 0.05, 0.95;". */
  g_assert_cmpfloat (node->table[(1 * 2 + 0) * 2], ==, 0.05);
  g_assert_cmpfloat (node->table[(0 * 2 + 1) * 2 + 1], ==, 0.999);
  /* child's states as bnlearn names them. */
  g_assert_cmpint (qd_bayes_node_find_state (node_named (child, "Age"), "11-30_days"), >=, 0);
  g_assert_cmpint (qd_bayes_node_find_state (node_named (child, "LowerBodyO2"), "<5"), ==, 0);
  g_assert_cmpint (qd_bayes_node_find_state (node_named (child, "LowerBodyO2"), "5-12"), ==, 1);
  g_assert_cmpint (qd_bayes_node_find_state (node_named (child, "LowerBodyO2"), "12+"), ==, 2);
}

/* ---- Charniak's dog problem in both formats */

static const char dog_bif[] =
  "network \"Dog-Problem\" { //5 variables and 5 probability distributions\n"
  "        property \"credal-set constant-density-bounded 1.1\" ;\n"
  "}\n"
  "variable  \"light-on\" { //2 values\n"
  "        type discrete[2] {  \"true\"  \"false\" };\n"
  "        property \"position = (218, 195)\" ;\n"
  "}\n"
  "variable  \"bowel-problem\" { //2 values\n"
  "        type discrete[2] {  \"true\"  \"false\" };\n"
  "        property \"position = (335, 99)\" ;\n"
  "}\n"
  "variable  \"dog-out\" { //2 values\n"
  "        type discrete[2] {  \"true\"  \"false\" };\n"
  "        property \"position = (300, 195)\" ;\n"
  "}\n"
  "variable  \"hear-bark\" { //2 values\n"
  "        type discrete[2] {  \"true\"  \"false\" };\n"
  "        property \"position = (296, 268)\" ;\n"
  "}\n"
  "variable  \"family-out\" { //2 values\n"
  "        type discrete[2] {  \"true\"  \"false\" };\n"
  "        property \"position = (257, 99)\" ;\n"
  "}\n"
  "probability (  \"light-on\"  \"family-out\" ) { //2 variable(s) and 4 values\n"
  "        (true) 0.6 0.4 ;\n"
  "        (false) 0.05 0.95 ;\n"
  "}\n"
  "probability (  \"bowel-problem\" ) { //1 variable(s) and 2 values\n"
  "        table 0.01 0.99 ;\n"
  "}\n"
  "probability (  \"dog-out\"  \"bowel-problem\"  \"family-out\" ) { //3 variable(s) and 8 values\n"
  "        table 0.99 0.97 0.9 0.3 0.01 0.03 0.1 0.7 ;\n"
  "}\n"
  "probability (  \"hear-bark\"  \"dog-out\" ) { //2 variable(s) and 4 values\n"
  "        table 0.7 0.01 0.3 0.99 ;\n"
  "}\n"
  "probability (  \"family-out\" ) { //1 variable(s) and 2 values\n"
  "        table 0.15 0.85 ;\n"
  "}\n";

/* Charniak's numbers, whatever the names' separator ('-' in BIF, '_' in XMLBIF). */
static void
assert_dog (const QdBayesNet *net, char sep)
{
  char name[5][16];
  const char *base[5] = { "family%cout", "bowel%cproblem", "light%con", "dog%cout", "hear%cbark" };
  const QdBayesNode *fo, *bp, *lo, *dout, *hb;

  for (guint i = 0; i < 5; i++)
    g_snprintf (name[i], sizeof name[i], base[i], sep);
  fo = node_named (net, name[0]), bp = node_named (net, name[1]), lo = node_named (net, name[2]);
  dout = node_named (net, name[3]), hb = node_named (net, name[4]);
  g_assert_cmpfloat (fo->table[0], ==, 0.15);
  g_assert_cmpfloat (bp->table[0], ==, 0.01);
  g_assert_cmpfloat (lo->table[0], ==, 0.6);
  g_assert_cmpfloat (lo->table[2], ==, 0.05);
  g_assert_cmpuint (dout->n_parents, ==, 2);
  g_assert_true (qd_bayes_net_node (net, dout->parents[0]) == bp);
  g_assert_cmpfloat (dout->table[0], ==, 0.99);
  g_assert_cmpfloat (dout->table[2], ==, 0.97);
  g_assert_cmpfloat (dout->table[4], ==, 0.9);
  g_assert_cmpfloat (dout->table[6], ==, 0.3);
  g_assert_cmpfloat (dout->table[7], ==, 0.7);
  g_assert_cmpfloat (hb->table[0], ==, 0.7);
  g_assert_cmpfloat (hb->table[2], ==, 0.01);
}

static void
test_dog (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBayesNet) bif = qd_bayes_net_parse (dog_bif, sizeof dog_bif - 1, &error);
  g_autoptr(QdBayesNet) xml = read_data ("dog.xml");
  const QdBayesNode *lo;

  g_assert_no_error (error);
  g_assert_cmpstr (bif->name, ==, "Dog-Problem");
  assert_dog (bif, '-');
  lo = node_named (bif, "light-on");
  g_assert_true (lo->has_position && lo->x == 218 && lo->y == 195);
  assert_round_trips (bif);
  g_assert_cmpstr (xml->name, ==, "Dog_Problem");
  g_assert_cmpuint (qd_bayes_net_n_nodes (xml), ==, 6);   /* JavaBayes' file adds "kid" */
  assert_dog (xml, '_');
  lo = node_named (xml, "light_on");
  g_assert_true (lo->has_position && lo->x == 73 && lo->y == 165);
  assert_round_trips (xml);
}


/* ---- edits */

/* A refused edit leaves the network as it was: its text is the same. */
#define ASSERT_REFUSED(net, call, fragment)                        \
  G_STMT_START                                                     \
  {                                                                \
    g_autofree char *before_ = qd_bayes_net_to_string (net);       \
    g_autofree char *after_ = NULL;                                \
    g_autoptr(GError) error_ = NULL;                               \
    GError **error = &error_;                                      \
    g_assert_false (call);                                         \
    g_assert_error (error_, QD_BAYES_ERROR, QD_BAYES_ERROR_INVALID); \
    g_assert_nonnull (strstr (error_->message, fragment));         \
    after_ = qd_bayes_net_to_string (net);                         \
    g_assert_cmpstr (before_, ==, after_);                         \
  }                                                                \
  G_STMT_END

static void
test_edits (void)
{
  g_autoptr(QdBayesNet) net = qd_bayes_net_new ("edits");
  g_autoptr(GError) error = NULL;
  const char *const weather[] = { "sun", "rain", "snow" };
  const char *const renamed[] = { "sunny", "rain", "snow" };
  double row[3] = { 0.2, 0.8, 0 };
  gint a, b, c, d;
  const QdBayesNode *node;

  a = qd_bayes_net_add_node (net, "A", QD_BELIEF_CHANCE, 10, 20, &error);
  b = qd_bayes_net_add_node (net, "B", QD_BELIEF_CHANCE, 30, 20, &error);
  c = qd_bayes_net_add_node (net, "C", QD_BELIEF_CHANCE, 20, 40, &error);
  g_assert_no_error (error);
  g_assert_true (qd_bayes_net_check (net, &error));
  ASSERT_REFUSED (net, qd_bayes_net_add_node (net, "A", QD_BELIEF_CHANCE, 0, 0, error) >= 0, "already named A");
  ASSERT_REFUSED (net, qd_bayes_net_rename (net, (guint) b, "has \"quote\"", error), "quote");
  g_assert_true (qd_bayes_net_add_arc (net, (guint) a, (guint) c, &error));
  g_assert_true (qd_bayes_net_set_row (net, (guint) c, 1, row, &error));   /* P(C | A=no) = (0.2, 0.8) */
  g_assert_true (qd_bayes_net_add_arc (net, (guint) b, (guint) c, &error));
  g_assert_true (qd_bayes_net_add_arc (net, (guint) a, (guint) b, &error));
  g_assert_no_error (error);
  node = qd_bayes_net_node (net, (guint) c);
  /* B came last: rows (A, B) = (no, yes) and (no, no) both copy A=no's. */
  g_assert_cmpfloat (node->table[(1 * 2 + 0) * 2], ==, 0.2);
  g_assert_cmpfloat (node->table[(1 * 2 + 1) * 2 + 1], ==, 0.8);
  ASSERT_REFUSED (net, qd_bayes_net_add_arc (net, (guint) c, (guint) a, error), "cycle: A → C → A");
  ASSERT_REFUSED (net, qd_bayes_net_add_arc (net, (guint) c, (guint) a, error), "cycle");
  ASSERT_REFUSED (net, qd_bayes_net_add_arc (net, (guint) a, (guint) c, error), "already");
  row[0] = 0.5, row[1] = 0.6;
  ASSERT_REFUSED (net, qd_bayes_net_set_row (net, (guint) c, 0, row, error), "(yes, yes)");
  row[0] = NAN;
  ASSERT_REFUSED (net, qd_bayes_net_set_row (net, (guint) c, 0, row, error), "finite");
  row[0] = -0.5, row[1] = 1.5;
  ASSERT_REFUSED (net, qd_bayes_net_set_row (net, (guint) c, 0, row, error), "[0, 1]");
  /* A loses C: C keeps the rows of A's first state (yes), 0.5 each. */
  g_assert_true (qd_bayes_net_remove_arc (net, (guint) a, (guint) c, &error));
  g_assert_cmpuint (node->n_parents, ==, 1);
  g_assert_cmpfloat (node->table[0], ==, 0.5);
  ASSERT_REFUSED (net, qd_bayes_net_remove_arc (net, (guint) a, (guint) c, error), "not a parent");
  /* B gets three states: its own row renormalised, C's rows for snow uniform. */
  g_assert_true (qd_bayes_net_set_states (net, (guint) b, weather, 3, &error));
  g_assert_true (qd_bayes_net_set_states (net, (guint) b, renamed, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (qd_bayes_net_node (net, (guint) b)->states[0], ==, "sunny");
  g_assert_cmpuint (qd_bayes_net_node (net, (guint) c)->n_parents, ==, 1);
  g_assert_cmpfloat (node->table[2 * 2], ==, 0.5);
  ASSERT_REFUSED (net, qd_bayes_net_set_states (net, (guint) b, (const char *const[]) { "x", "x" }, 2, error),
                  "twice");
  d = qd_bayes_net_add_node (net, "D", QD_BELIEF_DECISION, 0, 0, &error);
  g_assert_cmpint (d, ==, 3);
  ASSERT_REFUSED (net, qd_bayes_net_add_node (net, "E", QD_BELIEF_DECISION, 0, 0, error) >= 0, "decision node already");
  g_assert_true (qd_bayes_net_remove_node (net, (guint) a, &error));
  g_assert_cmpint (qd_bayes_net_find (net, "B"), ==, 0);
  g_assert_cmpuint (qd_bayes_net_node (net, 1)->parents[0], ==, 0);   /* C's parent B, renumbered */
  g_assert_true (qd_bayes_net_check (net, &error));
  g_assert_no_error (error);
  assert_round_trips (net);
}

/* A network changed by hand that breaks the rules. */
static void
test_check (void)
{
  g_autoptr(QdBayesNet) net = read_data ("cancer.bif");
  g_autoptr(GError) error = NULL;
  QdBayesNode *cancer = qd_bayes_net_node (net, (guint) node_index (net, "Cancer"));

  g_assert_true (qd_bayes_net_check (net, &error));
  cancer->table[(1 * 2 + 0) * 2] = 0.5;   /* (high, True) 0.5, 0.95 */
  g_assert_false (qd_bayes_net_check (net, &error));
  g_assert_error (error, QD_BAYES_ERROR, QD_BAYES_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the row (high, True) of Cancer sums to a number other than 1: 1.45");
}


/* ---- hostile files */

typedef struct
{
  const char *what;
  const char *text;
  const char *message;    /* the error's beginning, its line first */
  const char *fragment;   /* and a part naming the node or row */
} Hostile;

#define AB "variable A {\n  type discrete [ 2 ] { a1, a2 };\n}\n"   /* lines 1-3 */

static const Hostile hostile[] = {
  { "an unterminated variable block", "network n {\n}\nvariable A {\n  type discrete [ 2 ] { a, b };\n",
    "line 3: ", "the block of A is never closed" },
  { "an unterminated table block", AB "probability ( A ) {\n  table 0.5, 0.5;\n", "line 4: ", "never closed" },
  { "an unterminated comment", AB "/* a comment\n\n", "line 4: ", "never closed" },
  { "an unterminated quote", "variable \"A {\n", "line 1: ", "quoted name" },
  { "a table of the wrong size", AB "probability ( A ) {\n  table 0.2, 0.3, 0.5;\n}\n", "line 5: ",
    "the table of A holds more than 2 values" },
  { "a row too short", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A ) { table 0.5 0.5; }\nprobability ( B | A ) {\n (a1) 0.5;\n (a2) 0.5, 0.5;\n}\n",
    "line 9: ", "the row (a1) of B holds 1 values, not 2" },
  { "10^5 states", "variable A {\n  type discrete [ 100000 ] { a };\n}\n", "line 2: ", "A has 100000 states, more than 1024" },
  { "more states listed than declared", "variable A {\n  type discrete [ 2 ] { a, b, c };\n}\n", "line 2: ",
    "A lists more than the 2 states" },
  { "a state twice", "variable A {\n  type discrete [ 2 ] { a, a };\n}\n", "line 2: ", "A has the state a twice" },
  { "a cycle", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A | B ) {\n (b1) 0.5, 0.5;\n (b2) 0.5, 0.5;\n}\nprobability ( B | A ) {\n (a1) 0.5, 0.5;\n"
    " (a2) 0.5, 0.5;\n}\n", "line 4: ", "the arcs make a cycle: B → A → B" },
  { "a name defined twice", AB AB, "line 4: ", "a second node named A (the first is on line 1)" },
  { "NaN", AB "probability ( A ) {\n  table nan, 0.5;\n}\n", "line 5: ", "expected a number, found “nan”" },
  { "inf", AB "probability ( A ) {\n  table 0.5, inf;\n}\n", "line 5: ", "found “inf”" },
  { "a number past a double", AB "probability ( A ) {\n  table 1e400, 0;\n}\n", "line 5: ", "found “1e400”" },
  { "a negative probability", AB "probability ( A ) {\n  table -0.5, 1.5;\n}\n", "line 5: ",
    "the table of A holds a probability outside [0, 1]: -0.5" },
  { "a row not summing to 1", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A ) { table 0.5 0.5; }\nprobability ( B | A ) {\n (a2) 0.5, 0.5;\n (a1) 0.3, 0.3;\n}\n",
    "line 10: ", "the row (a1) of B sums to a number other than 1: 0.6" },
  { "a row missing", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A ) { table 0.5 0.5; }\nprobability ( B | A ) {\n (a2) 0.5, 0.5;\n}\n", "line 10: ",
    "the row (a1) of B is missing" },
  { "a row twice", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A ) { table 0.5 0.5; }\nprobability ( B | A ) {\n (a2) 0.5, 0.5;\n (a2) 0.5, 0.5;\n}\n",
    "line 10: ", "the row (a2) of B is given twice" },
  { "an unknown parent", AB "probability ( A | Z ) {\n  table 0.5, 0.5;\n}\n", "line 4: ", "no node is named Z" },
  { "an unknown state", AB "variable B {\n type discrete [ 2 ] { b1, b2 };\n}\n"
    "probability ( A ) { table 0.5 0.5; }\nprobability ( B | A ) {\n (a3) 0.5, 0.5;\n}\n", "line 9: ",
    "A has no state a3 (in a row of B)" },
  { "a node without a table", AB, "line 1: ", "A has no “probability ( A … )” block" },
  { "two decision nodes", "variable D {\n type decision [ 2 ] { y, n };\n}\nvariable E {\n type decision [ 2 ] { y, n };\n}\n",
    "line 4: ", "a second decision node, E (the first is D)" },
  { "a utility as a parent", "variable U {\n type utility;\n}\nutility ( U ) { table 1; }\n" AB
    "probability ( A | U ) {\n table 0.5 0.5 ;\n}\n", "line 8: ", "the utility node U cannot be a parent of A" },
  { "a table block of the wrong kind", AB "utility ( A ) {\n table 1;\n}\n", "line 4: ",
    "the block of A must start with “probability”" },
  { "a stray word", "network n {\n}\nbanana\n", "line 3: ", "expected “network”, “variable”" },
  { "XMLBIF: an element not closed", "<BIF VERSION=\"0.3\">\n<NETWORK>\n<NAME>n</NAME>\n<VARIABLE>\n", "line ",
    "" },
  { "XMLBIF: a TABLE of the wrong size",
    "<BIF VERSION=\"0.3\"><NETWORK><NAME>n</NAME>\n<VARIABLE><NAME>A</NAME><OUTCOME>a</OUTCOME><OUTCOME>b</OUTCOME>"
    "</VARIABLE>\n<DEFINITION><FOR>A</FOR>\n<TABLE>0.5 0.25 0.25</TABLE></DEFINITION>\n</NETWORK></BIF>\n",
    "line 4: ", "the TABLE of A holds more than 2 numbers" },
  { "XMLBIF: an unknown GIVEN",
    "<BIF VERSION=\"0.3\"><NETWORK><NAME>n</NAME>\n<VARIABLE><NAME>A</NAME><OUTCOME>a</OUTCOME></VARIABLE>\n"
    "<DEFINITION><FOR>A</FOR><GIVEN>Z</GIVEN>\n<TABLE>1</TABLE></DEFINITION>\n</NETWORK></BIF>\n",
    "line 3: ", "no VARIABLE is named Z" },
  { "XMLBIF: a row not summing to 1",
    "<BIF VERSION=\"0.3\"><NETWORK><NAME>n</NAME>\n<VARIABLE><NAME>A</NAME><OUTCOME>a</OUTCOME><OUTCOME>b</OUTCOME>"
    "</VARIABLE>\n<VARIABLE><NAME>B</NAME><OUTCOME>x</OUTCOME><OUTCOME>y</OUTCOME></VARIABLE>\n"
    "<DEFINITION><FOR>A</FOR><TABLE>0.5 0.5</TABLE></DEFINITION>\n<DEFINITION><FOR>B</FOR><GIVEN>A</GIVEN>\n"
    "<TABLE>1 0 0.5 0.4</TABLE></DEFINITION>\n</NETWORK></BIF>\n",
    "line 6: ", "the row (b) of B sums to a number other than 1: 0.9" },
  { "XMLBIF: an element out of place", "<BIF VERSION=\"0.3\"><NETWORK><NAME>n</NAME>\n<TABLE>1</TABLE>\n", "line 2: ",
    "<TABLE> has no place here" },
};

static void
test_hostile (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBayesNet) net = qd_bayes_net_parse (hostile[i].text, strlen (hostile[i].text), &error);

      g_test_message ("%s: %s", hostile[i].what, error != NULL ? error->message : "read");
      g_assert_null (net);
      g_assert_error (error, QD_BAYES_ERROR, QD_BAYES_ERROR_PARSE);
      g_assert_true (g_str_has_prefix (error->message, hostile[i].message));
      g_assert_nonnull (strstr (error->message, hostile[i].fragment));
    }
}

/* The size is refused from the length alone, before a byte is read: a
 * 100 MB file costs nothing (the buffer here is a few bytes). */
static void
test_hostile_size (void)
{
  static const char text[] = "network n {\n}\n";
  g_autoptr(GError) error = NULL;

  g_assert_null (qd_bayes_net_parse (text, (gsize) 100 << 20, &error));
  g_assert_error (error, QD_BAYES_ERROR, QD_BAYES_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "104857600 bytes, more than a network’s 64 MB"));
  g_clear_error (&error);
  g_assert_null (qd_bayes_net_parse_xmlbif (text, QD_BAYES_MAX_FILE_BYTES + 1, &error));
  g_assert_nonnull (strstr (error->message, "64 MB"));
}

/* 100,001 nodes: the last is refused on its line. */
static void
test_hostile_nodes (void)
{
  GString *text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  QdBayesNet *net;

  for (guint i = 0; i <= QD_BAYES_MAX_NODES; i++)
    g_string_append_printf (text, "variable v%u { type discrete [ 1 ] { s }; }\n", i);
  net = qd_bayes_net_parse (text->str, text->len, &error);
  g_assert_null (net);
  line = g_strdup_printf ("line %u: more than %u nodes", QD_BAYES_MAX_NODES + 1, QD_BAYES_MAX_NODES);
  g_assert_cmpstr (error->message, ==, line);
  g_string_free (text, TRUE);
}

/* The examples read, round-trip, and hold the books' numbers. */
static void
test_examples (void)
{
  static const char *const names[] = { "burglary.bif", "sprinkler.bif", "weather-traffic.bif", "dog.bif", "umbrella.bif" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "bayes", names[i], NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(QdBayesNet) net = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      net = qd_bayes_net_parse (text, length, &error);
      g_assert_no_error (error);
      for (guint k = 0; k < qd_bayes_net_n_nodes (net); k++)
        g_assert_true (qd_bayes_net_node (net, k)->has_position);
      assert_round_trips (net);
      if (strcmp (names[i], "umbrella.bif") == 0)
        {
          const QdBayesNode *u = node_named (net, "Utility");

          g_assert_cmpint (qd_bayes_net_decision (net), ==, node_index (net, "Umbrella"));
          g_assert_cmpint (u->kind, ==, QD_BELIEF_UTILITY);
          /* U(Weather, Umbrella): (norain, take) 20, (norain, leave) 100, (rain, take) 70, (rain, leave) 0. */
          g_assert_cmpfloat (u->table[0], ==, 20);
          g_assert_cmpfloat (u->table[1], ==, 100);
          g_assert_cmpfloat (u->table[2], ==, 70);
          g_assert_cmpfloat (u->table[3], ==, 0);
        }
    }
}


/* ---- questions as typed */

static void
test_evidence (void)
{
  g_autoptr(QdBayesNet) net = read_data ("child.bif");
  guint n = qd_bayes_net_n_nodes (net);
  g_autofree gint *evidence = g_new (gint, n);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gint age = node_index (net, "Age"), o2 = node_index (net, "LowerBodyO2");
  guint query = 0;

  g_assert_true (qd_bayes_parse_evidence (net, "", evidence, &error));
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (evidence[i], ==, -1);
  /* bnlearn's state names hold '=' and '<': the node's name ends at the first '='. */
  g_assert_true (qd_bayes_parse_evidence (net, " Age = 11-30_days ,LowerBodyO2=<5", evidence, &error));
  g_assert_no_error (error);
  g_assert_cmpint (evidence[age], ==, 2);
  g_assert_cmpint (evidence[o2], ==, 0);
  text = qd_bayes_evidence_to_string (net, evidence);
  g_assert_cmpstr (text, ==, age < o2 ? "Age=11-30_days, LowerBodyO2=<5" : "LowerBodyO2=<5, Age=11-30_days");
  g_assert_false (qd_bayes_parse_evidence (net, "Thief=yes", evidence, &error));
  g_assert_error (error, QD_BAYES_ERROR, QD_BAYES_ERROR_QUESTION);
  g_assert_cmpstr (error->message, ==, "no node is named “Thief”");
  g_clear_error (&error);
  g_assert_false (qd_bayes_parse_evidence (net, "Age=old", evidence, &error));
  g_assert_cmpstr (error->message, ==, "Age has no state “old”");
  g_clear_error (&error);
  g_assert_false (qd_bayes_parse_evidence (net, "Age=0-3_days, Age=4-10_days", evidence, &error));
  g_assert_cmpstr (error->message, ==, "Age is observed twice");
  g_clear_error (&error);
  g_assert_false (qd_bayes_parse_evidence (net, "Age", evidence, &error));
  g_assert_cmpstr (error->message, ==, "“Age” is not NODE=STATE");
  g_clear_error (&error);
  g_assert_true (qd_bayes_parse_query_line (net, "Disease|Age=0-3_days", &query, evidence, &error));
  g_assert_cmpint (query, ==, node_index (net, "Disease"));
  g_assert_cmpint (evidence[age], ==, 0);
  g_assert_true (qd_bayes_parse_query_line (net, " Disease ", &query, evidence, &error));
  g_assert_cmpint (evidence[age], ==, -1);
  g_assert_false (qd_bayes_parse_query_line (net, "Age | Age=0-3_days", &query, evidence, &error));
  g_assert_cmpstr (error->message, ==, "the query Age is observed");
  g_clear_error (&error);
  g_assert_false (qd_bayes_parse_query_line (net, "Age |", &query, evidence, &error));
  g_assert_nonnull (strstr (error->message, "nothing after “|”"));
}

static void
test_algorithms (void)
{
  static const char *const names[] = { "enumeration", "ve", "junction-tree", "prior", "rejection", "likelihood", "gibbs" };
  QdBayesAskOptions options;

  for (guint a = 0; a < G_N_ELEMENTS (names); a++)
    {
      g_assert_cmpstr (qd_bayes_algorithm_to_string (a), ==, names[a]);
      g_assert_cmpint (qd_bayes_algorithm_from_string (names[a]), ==, (gint) a);
      g_assert_true (qd_bayes_algorithm_is_exact (a) == (a <= QD_BAYES_JUNCTION_TREE));
      g_assert_nonnull (qd_bayes_algorithm_label (a));
    }
  g_assert_cmpint (qd_bayes_algorithm_from_string ("magic"), ==, -1);
  qd_bayes_ask_options_init (&options);
  g_assert_cmpint (options.algorithm, ==, QD_BAYES_VE);
  g_assert_cmpint (options.heuristic, ==, QD_BELIEF_ORDER_WEIGHTED_MIN_FILL);
  g_assert_true (options.prune);
  g_assert_cmpuint (options.samples, ==, 10000);
  g_assert_cmpuint (options.seed, ==, 1);
  g_assert_cmpuint (options.burn_in, ==, 100);
}


/* ---- questions */

static QdBayesNet *
read_example (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "bayes", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  QdBayesNet *net;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  net = qd_bayes_net_parse (text, length, &error);
  g_assert_no_error (error);
  return net;
}

/* P(QUERY = its first state | EVIDENCE) by ALGORITHM; FALSE with ERROR when refused. */
static gboolean
ask (QdBayesNet *net, const char *query, const char *evidence_text, QdBayesAlgorithm algorithm, const char *order,
     QdBayesAnswer *answer, GError **error)
{
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (net));
  QdBayesAskOptions options;

  g_assert_true (qd_bayes_parse_evidence (net, evidence_text, evidence, NULL));
  qd_bayes_ask_options_init (&options);
  options.algorithm = algorithm;
  options.order = order;
  options.samples = 20000;
  return qd_bayes_ask (net, (guint) node_index (net, query), evidence, &options, answer, error);
}

/* The research notes' §3 (AIMA figures 14.2 and 14.12a, enumerated by hand
 * and by an independent script) and SOURCES.md's hand computations. */
static void
test_ask_exact (void)
{
  g_autoptr(QdBayesNet) burglary = read_example ("burglary.bif");
  g_autoptr(QdBayesNet) sprinkler = read_example ("sprinkler.bif");
  g_autoptr(QdBayesNet) traffic = read_example ("weather-traffic.bif");
  g_autoptr(QdBayesNet) umbrella = read_example ("umbrella.bif");

  for (QdBayesAlgorithm a = QD_BAYES_ENUMERATION; a <= QD_BAYES_JUNCTION_TREE; a++)
    {
      QdBayesAnswer answer = { 0 };
      g_autoptr(GError) error = NULL;

      g_assert_true (ask (burglary, "Burglary", "JohnCalls=true, MaryCalls=true", a, NULL, &answer, &error));
      g_assert_cmpfloat_with_epsilon (answer.posterior[0], 0.2841718354, 1e-9);
      g_assert_cmpfloat_with_epsilon (answer.evidence_probability, 0.002084100239, 1e-12);
      qd_bayes_answer_clear (&answer);
      g_assert_true (ask (sprinkler, "Cloudy", "Rain=true, Sprinkler=false", a, NULL, &answer, &error));
      g_assert_cmpfloat_with_epsilon (answer.posterior[0], 36.0 / 41, 1e-12);
      qd_bayes_answer_clear (&answer);
      g_assert_true (ask (traffic, "Rain", "Late=yes", a, NULL, &answer, &error));
      g_assert_cmpfloat_with_epsilon (answer.posterior[0], 1.0 / 3, 1e-12);
      g_assert_cmpfloat_with_epsilon (answer.evidence_probability, 0.27, 1e-12);
      qd_bayes_answer_clear (&answer);
      /* The decision is free (uniform): P(rain | rainy forecast) = 0.3 × 0.6 / 0.25 = 0.72. */
      g_assert_true (ask (umbrella, "Weather", "Forecast=rainy", a, NULL, &answer, &error));
      g_assert_cmpfloat_with_epsilon (answer.posterior[1], 0.72, 1e-12);
      qd_bayes_answer_clear (&answer);
      g_assert_no_error (error);
    }
}

/* Enumeration's tree for P(B | j, m) kept (qd-bayes-terms.h).  By hand,
 * in topological order: the query's 2 states, Burglary's own level (one
 * branch each), Earthquake ×2, Alarm ×2, JohnCalls and MaryCalls observed
 * (one branch each): 2 + 2 + 4 + 8 + 8 + 8 = 32 terms, counted before the
 * walk as the engine counts them.  The b root's value is P(b, j, m) =
 * .00059224259 (AIMA fig. 14.8), its Earthquake = e term .002 × (.95 × .9
 * × .7 + .05 × .05 × .01) = .002 × .598525 = .00119705, a MaryCalls leaf
 * .7. */
static void
test_enumeration_tree (void)
{
  g_autoptr(QdBayesNet) burglary = read_example ("burglary.bif");
  g_autoptr(QdBayesTermTree) tree = qd_bayes_term_tree_new ((guint) node_index (burglary, "Burglary"));
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (burglary));
  QdBayesAskOptions options;
  QdBayesAnswer answer = { 0 };
  const QdBayesTerm *root, *b, *e, *a, *j, *m;
  g_autofree char *root_text = NULL, *e_text = NULL, *m_text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (qd_bayes_parse_evidence (burglary, "JohnCalls=true, MaryCalls=true", evidence, NULL));
  qd_bayes_ask_options_init (&options);
  options.algorithm = QD_BAYES_ENUMERATION;
  options.on_term = qd_bayes_term_tree_add;
  options.data = tree;
  /* The tree's 32 nodes are counted before one is visited: a limit of 31
   * refuses it, naming 32; 32 lets it run. */
  options.max_entries = 31;
  g_assert_false (qd_bayes_ask (burglary, tree->query, evidence, &options, &answer, &error));
  g_assert_cmpfloat (answer.largest, ==, 32);
  g_assert_cmpstr (error->message, ==, "enumeration's tree would have 32 terms, more than 31; use variable elimination");
  g_assert_cmpuint (tree->n_terms, ==, 0);
  qd_bayes_answer_clear (&answer);
  options.max_entries = 32;
  g_assert_true (qd_bayes_ask (burglary, tree->query, evidence, &options, &answer, NULL));
  qd_bayes_answer_clear (&answer);
  g_assert_cmpuint (tree->n_terms, ==, 32);
  g_assert_cmpuint (tree->roots->len, ==, 2);
  root = g_ptr_array_index (tree->roots, 0);
  b = g_ptr_array_index (root->children, 0);
  e = g_ptr_array_index (b->children, 0);
  a = g_ptr_array_index (e->children, 0);
  j = g_ptr_array_index (a->children, 0);
  m = g_ptr_array_index (j->children, 0);
  root_text = qd_bayes_term_text (burglary, root, FALSE);
  e_text = qd_bayes_term_text (burglary, e, FALSE);
  m_text = qd_bayes_term_text (burglary, m, FALSE);
  g_assert_cmpstr (root_text, ==, "Burglary=true 0.00059224259");
  g_assert_cmpstr (e_text, ==, "Earthquake=true 0.002 × 0.598525 = 0.00119705");
  g_assert_cmpstr (m_text, ==, "MaryCalls=true 0.7");
}

static void
assert_refused (QdBayesNet *net, const char *query, const char *evidence, QdBayesAlgorithm algorithm,
                const char *order, const char *message)
{
  QdBayesAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;

  g_assert_false (ask (net, query, evidence, algorithm, order, &answer, &error));
  g_assert_error (error, QD_BAYES_ERROR, QD_BAYES_ERROR_QUESTION);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, message));
  g_assert_null (answer.posterior);
}

static void
test_ask_refusals (void)
{
  g_autoptr(QdBayesNet) burglary = read_example ("burglary.bif");
  g_autoptr(QdBayesNet) sprinkler = read_example ("sprinkler.bif");
  g_autoptr(QdBayesNet) umbrella = read_example ("umbrella.bif");
  g_autoptr(QdBayesNet) andes = read_data ("andes.bif");
  QdBayesAnswer answer = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (andes));
  QdBayesAskOptions options;

  /* P(w | ¬s, ¬r) = 0. */
  for (QdBayesAlgorithm a = QD_BAYES_ENUMERATION; a <= QD_BAYES_JUNCTION_TREE; a++)
    assert_refused (sprinkler, "Cloudy", "Sprinkler=false, Rain=false, WetGrass=true", a, NULL,
                    "impossible evidence: P(Sprinkler=false, Rain=false, WetGrass=true) = 0");
  assert_refused (sprinkler, "Cloudy", "Sprinkler=false, Rain=false, WetGrass=true", QD_BAYES_REJECTION, NULL,
                  "no sample agreed with the evidence Sprinkler=false, Rain=false, WetGrass=true");
  assert_refused (sprinkler, "Cloudy", "Sprinkler=false, Rain=false, WetGrass=true", QD_BAYES_LIKELIHOOD, NULL,
                  "no sample agreed");
  assert_refused (burglary, "Burglary", "", QD_BAYES_VE, "Alarm", "the order misses");
  assert_refused (burglary, "Burglary", "", QD_BAYES_VE, "Alarm, Earthquake, Thief", "no node is named “Thief”");
  assert_refused (burglary, "Burglary", "JohnCalls=true", QD_BAYES_VE, "Alarm, Earthquake, JohnCalls, MaryCalls",
                  "the order names JohnCalls");
  assert_refused (burglary, "Burglary", "Burglary=true", QD_BAYES_VE, NULL, "the query Burglary is observed");
  assert_refused (burglary, "Burglary", "JohnCalls=true", QD_BAYES_PRIOR, NULL, "prior sampling ignores evidence");
  assert_refused (umbrella, "Utility", "", QD_BAYES_VE, NULL, "the utility node Utility");
  g_assert_true (ask (burglary, "Burglary", "JohnCalls=true, MaryCalls=true", QD_BAYES_VE, "Earthquake, Alarm",
                      &answer, &error));
  g_assert_cmpfloat_with_epsilon (answer.posterior[0], 0.2841718354, 1e-9);
  qd_bayes_answer_clear (&answer);
  /* A factor past the limit: refused with its size before it is made. */
  qd_bayes_ask_options_init (&options);
  options.max_entries = 4;
  g_assert_true (qd_bayes_parse_evidence (andes, "", evidence, NULL));
  g_assert_false (qd_bayes_ask (andes, (guint) node_index (andes, "SNode_152"), evidence, &options, &answer, &error));
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "the largest factor would hold "));
  g_assert_true (g_str_has_suffix (error->message, " entries, more than 4"));
  g_assert_cmpint (answer.status, ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpfloat (answer.largest, >, 4);
}

/* A limit between two heuristics' largest factors: the default tries the
 * others before refusing, and gives the unlimited run's answer; a heuristic
 * kept as chosen is refused.  (insurance, P(MedCost): weighted min-fill's
 * order makes a factor of 720 entries, min-degree's 480 at most.) */
static void
test_ask_heuristics (void)
{
  g_autoptr(QdBayesNet) insurance = read_data ("insurance.bif");
  g_autofree gint *evidence = g_new (gint, qd_bayes_net_n_nodes (insurance));
  guint query = (guint) node_index (insurance, "MedCost");
  QdBayesAnswer free_run = { 0 }, limited = { 0 }, kept = { 0 };
  g_autoptr(GError) error = NULL;
  QdBayesAskOptions options;

  g_assert_true (qd_bayes_parse_evidence (insurance, "", evidence, NULL));
  qd_bayes_ask_options_init (&options);
  g_assert_true (qd_bayes_ask (insurance, query, evidence, &options, &free_run, &error));
  g_assert_cmpfloat (free_run.largest, >, 600);
  options.max_entries = 600;
  g_assert_true (qd_bayes_ask (insurance, query, evidence, &options, &limited, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (limited.largest, <=, 600);
  for (guint s = 0; s < qd_bayes_net_node (insurance, query)->n_states; s++)
    g_assert_cmpfloat_with_epsilon (limited.posterior[s], free_run.posterior[s], 1e-12);
  options.other_heuristics = FALSE;
  g_assert_false (qd_bayes_ask (insurance, query, evidence, &options, &kept, &error));
  g_assert_cmpint (kept.status, ==, QD_BELIEF_TOO_BIG);
  g_assert_cmpfloat (kept.largest, ==, free_run.largest);
  qd_bayes_answer_clear (&free_run);
  qd_bayes_answer_clear (&limited);
  qd_bayes_answer_clear (&kept);
}

/* Samplers converge near the exact answer (P(Rain | WetGrass) = 0.7079276773). */
static void
test_ask_samplers (void)
{
  g_autoptr(QdBayesNet) sprinkler = read_example ("sprinkler.bif");

  for (QdBayesAlgorithm a = QD_BAYES_REJECTION; a <= QD_BAYES_GIBBS; a++)
    {
      QdBayesAnswer answer = { 0 };
      g_autoptr(GError) error = NULL;

      g_assert_true (ask (sprinkler, "Rain", "WetGrass=true", a, NULL, &answer, &error));
      g_assert_no_error (error);
      g_test_message ("%s: %g", qd_bayes_algorithm_to_string (a), answer.posterior[0]);
      g_assert_cmpfloat_with_epsilon (answer.posterior[0], 0.7079276773, 0.03);
      g_assert_true (isnan (answer.evidence_probability));
      g_assert_cmpuint (answer.n_kept, >, 0);
      qd_bayes_answer_clear (&answer);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bayes/bnlearn", test_bnlearn);
  g_test_add_func ("/bayes/bnlearn-rows", test_bnlearn_rows);
  g_test_add_func ("/bayes/dog", test_dog);
  g_test_add_func ("/bayes/edits", test_edits);
  g_test_add_func ("/bayes/check", test_check);
  g_test_add_func ("/bayes/hostile", test_hostile);
  g_test_add_func ("/bayes/hostile-size", test_hostile_size);
  g_test_add_func ("/bayes/hostile-nodes", test_hostile_nodes);
  g_test_add_func ("/bayes/examples", test_examples);
  g_test_add_func ("/bayes/evidence", test_evidence);
  g_test_add_func ("/bayes/algorithms", test_algorithms);
  g_test_add_func ("/bayes/ask-heuristics", test_ask_heuristics);
  g_test_add_func ("/bayes/ask-exact", test_ask_exact);
  g_test_add_func ("/bayes/ask-refusals", test_ask_refusals);
  g_test_add_func ("/bayes/enumeration-tree", test_enumeration_tree);
  g_test_add_func ("/bayes/ask-samplers", test_ask_samplers);
  return g_test_run ();
}
