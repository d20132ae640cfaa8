/* test-csp-xcsp.c — the XCSP3-core reader (src/problems/csp/qd-csp-xcsp*.c)
 * on small inline instances, one construct each: the model it builds (the
 * variables, their domains, the constraints' labels) and, where the
 * constraint's propagator is there, the number of solutions (hand-checked:
 * each figure is the count of the construct's definition over the small
 * domains, written beside it), or the optimum.  Then hostile inputs: each refused with the element's line,
 * column and name, and limits at once with their count and limit. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-csp.h"
#include "core/qd-decimal.h"
#include "problems/csp/qd-csp-model.h"
#include "problems/csp/qd-csp-solve.h"
#include "csp-expr-bounds-check.h"

#define HEAD "<instance format=\"XCSP3\" type=\"CSP\">"
#define CSP(body) HEAD body "</instance>"
#define COP(body) "<instance format=\"XCSP3\" type=\"COP\">" body "</instance>"

static QdCspModel *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdCspModel *model = qd_csp_model_parse (text, -1, &error);

  if (model == NULL)
    g_error ("%s\n%s", text, error->message);
  return model;
}

/* The solutions of the text (mac), over every variable (one in no
 * constraint enumerated too). */
static gint64
count (const char *text)
{
  g_autoptr(QdCspModel) model = parse (text);
  QdCspSolveOptions options;
  QdCspSolveResult *result;
  gint64 n;

  qd_csp_solve_options_init (&options);
  options.all = TRUE;
  options.free_variables = QD_CSP_FREE_ENUMERATE;
  result = qd_csp_solve (model, &options);
  g_assert_cmpint (result->status, !=, QD_CSP_STOPPED);
  n = (gint64) result->n_solutions;
  qd_csp_solve_result_free (result);
  return n;
}

typedef struct {
  const char *name;
  const char *text;
  gint64 expected;
} Case;

static void
check_counts (const Case *cases, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      gint64 got = count (cases[i].text);

      if (got != cases[i].expected)
        g_error ("%s: %" G_GINT64_FORMAT " solutions, %" G_GINT64_FORMAT " expected", cases[i].name, got,
                 cases[i].expected);
    }
}

static void
check_error (const char *text, const char *message, gint code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdCspModel) model = qd_csp_model_parse (text, -1, &error);

  g_assert_null (model);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” expected in “%s”", message, error->message);
  g_assert_cmpint (error->code, ==, code);
}

/* ------------------------------------------------------------- variables */

static void
test_variables (void)
{
  g_autoptr(QdCspModel) model = parse (CSP (
    "<variables>"
    "<var id=\"x\"> 1 3..5 9 </var>"
    "<array id=\"a\" size=\"[2][3][2]\"> 0..1 </array>"
    "<array id=\"m\" size=\"[2][2]\"><domain for=\"m[0][]\"> 1..2 </domain>"
    "  <domain for=\"others\"> 5 </domain></array>"
    "<var id=\"y\" as=\"x\"/>"
    "<var id=\"c\" type=\"symbolic\"> red green blue </var>"
    "<array id=\"b\" as=\"m\" size=\"[2][2]\"/>"
    "</variables>"));
  const QdCspModelVar *v;
  gint i;

  g_assert_cmpuint (qd_csp_model_n_vars (model), ==, 1 + 12 + 4 + 1 + 1 + 4);
  v = qd_csp_model_var (model, 0);
  g_assert_cmpstr (v->name, ==, "x");
  g_assert_cmpuint (v->n_values, ==, 5);
  g_assert_cmpint (v->keys[0], ==, 1);
  g_assert_cmpint (v->keys[1], ==, 3);
  g_assert_cmpint (v->keys[4], ==, 9);
  i = qd_csp_model_find_var (model, "a[1][2][1]");
  g_assert_cmpint (i, ==, 12);
  g_assert_cmpuint (qd_csp_model_var (model, i)->n_values, ==, 2);
  i = qd_csp_model_find_var (model, "m[0][1]");
  g_assert_cmpint (qd_csp_model_var (model, i)->keys[1], ==, 2);
  i = qd_csp_model_find_var (model, "m[1][0]");
  g_assert_cmpuint (qd_csp_model_var (model, i)->n_values, ==, 1);
  g_assert_cmpint (qd_csp_model_var (model, i)->keys[0], ==, 5);
  i = qd_csp_model_find_var (model, "y");
  g_assert_cmpuint (qd_csp_model_var (model, i)->n_values, ==, 5);
  v = qd_csp_model_var (model, qd_csp_model_find_var (model, "c"));
  g_assert_true (v->symbolic);
  g_assert_cmpuint (v->n_values, ==, 3);
  i = qd_csp_model_find_var (model, "b[1][1]");
  g_assert_cmpint (i, >=, 0);
  g_assert_cmpint (qd_csp_model_var (model, i)->keys[0], ==, 5);
  g_assert_cmpint (qd_csp_model_find_var (model, "b[0][0]"), >=, 0);
  g_assert_cmpuint (qd_csp_model_var (model, qd_csp_model_find_var (model, "b[0][0]"))->n_values, ==, 2);
}

/* ------------------------------------------------------------- intension */

#define XY "<variables><var id=\"x\"> 0..3 </var><var id=\"y\"> 0..3 </var></variables>"
#define INT(f) CSP (XY "<constraints><intension>" f "</intension></constraints>")
#define INT3(f) CSP ("<variables><var id=\"x\"> 0..3 </var><var id=\"y\"> 0..3 </var><var id=\"z\"> 0..3 </var>" \
                     "</variables><constraints><intension>" f "</intension></constraints>")

static void
test_intension (void)
{
  /* x, y in 0..3: 16 pairs; each count is of the pairs where the function holds. */
  static const Case cases[] = {
    { "add n-ary", INT ("eq(add(x,y,1),4)"), 4 },
    { "in set", INT ("in(x,set(1,3))"), 8 },
    { "notin set", INT ("notin(x,set(1,3))"), 8 },
    { "if", INT ("eq(if(lt(x,y),x,y),1)"), 5 },
    { "pow", INT ("eq(pow(x,2),y)"), 2 },
    { "dist", INT ("eq(dist(x,y),2)"), 4 },
    { "max n-ary", INT ("eq(max(x,y,2),3)"), 7 },
    { "and n-ary", INT ("and(ne(x,y),ne(x,0),ne(y,0))"), 6 },
    { "or", INT ("or(eq(x,0),eq(y,0))"), 7 },
    { "mul n-ary", INT ("eq(mul(x,y,2),12)"), 2 },
    { "iff", INT ("iff(eq(x,0),eq(y,0))"), 10 },
    { "xor", INT ("xor(eq(x,0),eq(y,0))"), 6 },
    { "imp", INT ("imp(eq(x,0),eq(y,0))"), 13 },
    { "mod", INT ("eq(mod(x,2),y)"), 4 },
    { "div", INT ("eq(div(add(x,y),2),1)"), 7 },
    { "abs sub", INT ("eq(abs(sub(x,y)),3)"), 2 },
    { "min", INT ("ge(min(x,y),2)"), 4 },
    /* Over x, y, z in 0..3 (64 triples), n-ary as XCSP3-Java-Tools evaluates them: eq all equal, ne
     * all different, le a chain, xor an odd number true, iff all the same. */
    { "eq n-ary", INT3 ("eq(x,y,z)"), 4 },
    { "ne n-ary", INT3 ("ne(x,y,z)"), 24 },
    { "le n-ary", INT3 ("le(x,y,z)"), 20 },
    { "xor n-ary", INT3 ("xor(eq(x,0),eq(y,0),eq(z,0))"), 27 + 1 },
    { "iff n-ary", INT3 ("iff(eq(x,0),eq(y,0),eq(z,0))"), 1 + 27 },
    { "symbols", CSP ("<variables><var id=\"c\" type=\"symbolic\"> red green blue </var>"
                      "<var id=\"d\" type=\"symbolic\"> red green blue </var></variables>"
                      "<constraints><intension>and(ne(c,d),ne(c,red))</intension></constraints>"), 4 },
    { "function as text", CSP (XY "<constraints><intension><function> lt(x,y) </function></intension>"
                               "</constraints>"), 6 },
  };

  check_counts (cases, G_N_ELEMENTS (cases));
}

/* ------------------------------------------------------------- extension */

#define EXT(list, rows) CSP (XY "<constraints><extension><list>" list "</list>" rows "</extension></constraints>")

static void
test_extension (void)
{
  static const Case cases[] = {
    { "supports", EXT ("x y", "<supports>(0,1)(1,2)(2,3)</supports>"), 3 },
    { "conflicts", EXT ("x y", "<conflicts>(0,1)(1,2)(2,3)</conflicts>"), 13 },
    { "unary", EXT ("x", "<supports> 1 3..4 </supports>"), 2 * 4 },
    { "short", EXT ("x y", "<supports>(0,*)(*,3)</supports>"), 7 },
    { "short conflicts", EXT ("x y", "<conflicts>(0,*)(*,3)</conflicts>"), 9 },
    { "symbolic", CSP ("<variables><var id=\"c\" type=\"symbolic\"> red green blue </var>"
                       "<var id=\"d\" type=\"symbolic\"> red green blue </var></variables>"
                       "<constraints><extension><list>c d</list><supports>(red,green)(green,blue)</supports>"
                       "</extension></constraints>"), 2 },
    { "instantiation", CSP (XY "<constraints><instantiation><list>x y</list><values>1 2</values></instantiation>"
                            "</constraints>"), 1 },
  };

  check_counts (cases, G_N_ELEMENTS (cases));
}

/* ---------------------------------------------------- group, block, slide */

#define X4(d) "<variables><array id=\"x\" size=\"[4]\"> " d " </array></variables>"

static void
test_meta (void)
{
  static const Case cases[] = {
    /* x0 != x1, x1 != x2 on 0..1 (x3 free): 2 · 2. */
    { "group %0 %1", CSP (X4 ("0..1") "<constraints><group><intension>ne(%0,%1)</intension>"
                          "<args>x[0] x[1]</args><args>x[1] x[2]</args></group></constraints>"), 4 },
    /* allDifferent of x0..x2 on 0..2 (x3 free): 6 · 3. */
    { "group %...", CSP (X4 ("0..2") "<constraints><group><allDifferent>%...</allDifferent>"
                         "<args>x[0..2]</args></group></constraints>"), 18 },
    /* sum(x1..x3) = x0 + 2 (%0 then %...): x0 = 0..3 needs x1+x2+x3 = x0 + 2 on 0..1: 3 + 1 = 4. */
    { "group %0 %...", CSP (X4 ("0..1") "<constraints><group><intension>eq(add(%0,2),add(%...))</intension>"
                            "<args>x[0] x[1] x[2] x[3]</args></group></constraints>"), 4 },
    /* x0 != x1 != x2 != x3 on 0..1: 2. */
    { "slide", CSP (X4 ("0..1") "<constraints><slide><list>x[]</list><intension>ne(%0,%1)</intension></slide>"
                    "</constraints>"), 2 },
    /* The same in a circle of 4 on 0..2: proper colourings of C4 with 3 colours, 18. */
    { "slide circular", CSP (X4 ("0..2") "<constraints><slide circular=\"true\"><list>x[]</list>"
                             "<intension>ne(%0,%1)</intension></slide></constraints>"), 18 },
    /* Windows (x0,x1), (x2,x3) on 0..1: 2 · 2. */
    { "slide offset", CSP (X4 ("0..1") "<constraints><slide><list offset=\"2\">x[]</list>"
                           "<intension>ne(%0,%1)</intension></slide></constraints>"), 4 },
    { "block", CSP (X4 ("0..1") "<constraints><block class=\"channeling\"><intension>eq(x[0],x[1])</intension>"
                    "<intension>eq(x[2],x[3])</intension></block></constraints>"), 4 },
  };

  check_counts (cases, G_N_ELEMENTS (cases));
}

/* `class` labels the constraints made, block and constraint alike. */
static void
test_class (void)
{
  g_autoptr(QdCspModel) model = parse (CSP (
    X4 ("0..1") "<constraints><block class=\"symmetryBreaking\"><intension>lt(x[0],x[1])</intension></block>"
    "<intension class=\"clues\">le(x[2],x[3])</intension></constraints>"));
  guint n = qd_csp_n_constraints (model->csp);
  gboolean symmetry = FALSE, clues = FALSE;

  for (guint c = 0; c < n; c++)
    {
      const char *d = qd_csp_constraint_description (model->csp, c);

      symmetry |= g_str_has_prefix (d, "symmetryBreaking: ");
      clues |= g_str_has_prefix (d, "clues: ");
    }
  g_assert_true (symmetry);
  g_assert_true (clues);
}

/* --------------------------------------------------------------- globals */

#define X3(d) "<variables><array id=\"x\" size=\"[3]\"> " d " </array></variables>"
#define G3(d, c) CSP (X3 (d) "<constraints>" c "</constraints>")

static void
test_globals (void)
{
  static const Case cases[] = {
    { "allDifferent", G3 ("0..2", "<allDifferent> x[] </allDifferent>"), 6 },
    /* Values other than 0 distinct: 27 minus the 14 with a repeated non-zero. */
    { "allDifferent except", G3 ("0..2", "<allDifferent><list>x[]</list><except>0</except></allDifferent>"), 13 },
    /* Rows and columns of a 3 x 3 matrix on 0..2: the 12 Latin squares. */
    { "allDifferent matrix", CSP ("<variables><array id=\"m\" size=\"[3][3]\"> 0..2 </array></variables>"
                                  "<constraints><allDifferent><matrix>m[][]</matrix></allDifferent></constraints>"),
      12 },
    /* (a0,a1) != (b0,b1) on 0..1: 16 - 4. */
    { "allDifferent lists", CSP ("<variables><array id=\"a\" size=\"[2]\"> 0..1 </array><array id=\"b\" "
                                 "size=\"[2]\"> 0..1 </array></variables><constraints><allDifferent><list>a[]</list>"
                                 "<list>b[]</list></allDifferent></constraints>"), 12 },
    { "allEqual", G3 ("0..2", "<allEqual> x[] </allEqual>"), 3 },
    { "ordered le", G3 ("0..2", "<ordered><list>x[]</list><operator>le</operator></ordered>"), 10 },
    /* (m00,m01) < (m10,m11) and (m00,m10) < (m01,m11) on 0..1: 3. */
    { "lexMatrix", CSP ("<variables><array id=\"m\" size=\"[2][2]\"> 0..1 </array></variables>"
                        "<constraints><lex><matrix>m[][]</matrix><operator>lt</operator></lex>"
                        "</constraints>"), 3 },
    { "lex", CSP ("<variables><array id=\"a\" size=\"[2]\"> 0..1 </array><array id=\"b\" size=\"[2]\"> 0..1 "
                  "</array></variables><constraints><lex><list>a[]</list><list>b[]</list><operator>lt</operator>"
                  "</lex></constraints>"), 6 },
    /* x0 + 2 x1 + 3 x2 = 4 on 0..1: only 1 0 1. */
    { "sum coeffs", G3 ("0..1", "<sum><list>x[]</list><coeffs>1 2 3</coeffs><condition>(eq,4)</condition></sum>"),
      1 },
    /* x·y + y·x = 6 on 0..3: (1,3) and (3,1). */
    { "sum variable coeffs", CSP (XY "<constraints><sum><list>x y</list><coeffs>y x</coeffs><condition>(eq,6)"
                                  "</condition></sum></constraints>"), 2 },
    { "sum in range", G3 ("0..1", "<sum><list>x[]</list><condition>(in,1..2)</condition></sum>"), 6 },
    { "count", G3 ("0..1", "<count><list>x[]</list><values>1</values><condition>(eq,2)</condition></count>"), 3 },
    /* Exactly two distinct values on 0..2: 27 - 3 - 6. */
    { "nValues", G3 ("0..2", "<nValues><list>x[]</list><condition>(eq,2)</condition></nValues>"), 18 },
    /* One 0 and one 1 among three on 0..2: 3! = 6. */
    { "cardinality", G3 ("0..2", "<cardinality><list>x[]</list><values>0 1</values><occurs>1 1</occurs>"
                                 "</cardinality>"), 6 },
    { "maximum", G3 ("0..2", "<maximum><list>x[]</list><condition>(eq,1)</condition></maximum>"), 7 },
    /* [x0,x1,x2][i] = 2 for i in 0..2: 27 (3 positions · 9). */
    { "element", CSP ("<variables><array id=\"x\" size=\"[3]\"> 0..2 </array><var id=\"i\"> 0..2 </var>"
                      "</variables><constraints><element><list>x[]</list><index>i</index><value>2</value>"
                      "</element></constraints>"), 27 },
    { "minimum", G3 ("0..2", "<minimum><list>x[]</list><condition>(ge,1)</condition></minimum>"), 8 },
    /* m[r][c] = 1: 4 places · 8 for the other three cells. */
    { "element matrix", CSP ("<variables><array id=\"m\" size=\"[2][2]\"> 0..1 </array><var id=\"r\"> 0..1 </var>"
                             "<var id=\"c\"> 0..1 </var></variables><constraints><element><matrix>m[][]</matrix>"
                             "<index>r c</index><value>1</value></element></constraints>"), 32 },
    /* x[i] = j iff y[j] = i: the 6 permutations and their inverses. */
    { "channel", CSP ("<variables><array id=\"x\" size=\"[3]\"> 0..2 </array><array id=\"y\" size=\"[3]\"> 0..2 "
                      "</array></variables><constraints><channel><list>x[]</list><list>y[]</list></channel>"
                      "</constraints>"), 6 },
    /* Restricted growth strings of length 4 over 0..2: 14. */
    { "precedence", CSP (X4 ("0..2") "<constraints><precedence><list>x[]</list><values>0 1 2</values>"
                         "</precedence></constraints>"), 14 },
    /* 0/1 words of length 4 without 11: 8. */
    { "regular", CSP (X4 ("0..1") "<constraints><regular><list>x[]</list><transitions>(a,0,a)(a,1,b)(b,0,a)"
                      "</transitions><start>a</start><final>a b</final></regular></constraints>"), 8 },
    /* The tuples of the paths r -0-> n, r -1-> n, n -0-> t: (0,0) and (1,0). */
    { "mdd", CSP (XY "<constraints><mdd><list>x y</list><transitions>(r,0,n)(r,1,n)(n,0,t)</transitions></mdd>"
                  "</constraints>"), 2 },
    /* Runs of 1 or 2 in a 0/1 word of length 4: 2 starts · 5 compositions of 4 into 1s and 2s. */
    { "stretch", CSP (X4 ("0..1") "<constraints><stretch><list>x[]</list><values>0 1</values><widths>1..2 1..2"
                      "</widths></stretch></constraints>"), 10 },
    /* One cycle of 2 or 3 nodes among 3 (the others loop on themselves): 2 + 3. */
    { "circuit", G3 ("0..2", "<circuit> x[] </circuit>"), 5 },
    /* Two tasks of length 2 starting in 0..3 apart: 6. */
    { "noOverlap", CSP (XY "<constraints><noOverlap><origins>x y</origins><lengths>2 2</lengths></noOverlap>"
                        "</constraints>"), 6 },
    /* Three tasks of length 2, height 1, in 0..2, never three at once: 27 - 15. */
    { "cumulative", G3 ("0..2", "<cumulative><origins>x[]</origins><lengths>2 2 2</lengths><heights>1 1 1</heights>"
                                "<condition>(le,2)</condition></cumulative>"), 12 },
    /* Sizes 2 2 3 into bins 0 and 1 of 4: the 3 alone, 2 ways. */
    { "binPacking", G3 ("0..1", "<binPacking><list>x[]</list><sizes>2 2 3</sizes><condition>(le,4)</condition>"
                                "</binPacking>"), 2 },
    { "knapsack", G3 ("0..1", "<knapsack><list>x[]</list><weights>2 3 4</weights><profits>3 4 5</profits>"
                              "<condition>(le,6)</condition><condition>(ge,7)</condition></knapsack>"), 2 },
  };

  check_counts (cases, G_N_ELEMENTS (cases));
}

/* ------------------------------------------------------------ objectives */

static gint64
optimum (const char *text)
{
  g_autoptr(QdCspModel) model = parse (text);
  QdCspSolveOptions options;
  QdCspSolveResult *result;
  gint64 best;

  if (model == NULL)
    return G_MININT64;
  g_assert_true (qd_csp_model_has_objective (model));
  qd_csp_solve_options_init (&options);
  result = qd_csp_solve (model, &options);
  g_assert_cmpint (result->status, ==, QD_CSP_SOLVED);
  g_assert_true (result->optimized);
  best = result->objective;
  qd_csp_solve_result_free (result);
  return best;
}

#define XY_LE4 XY "<constraints><intension>le(add(x,y),4)</intension></constraints>"

static void
test_objectives (void)
{
  static const struct { const char *text; gint64 expected; } cases[] = {
    /* x + y <= 4 on 0..3: 2x + y at most 2·3 + 1. */
    { COP (XY_LE4 "<objectives><maximize> add(mul(2,x),y) </maximize></objectives>"), 7 },
    { COP (XY_LE4 "<objectives><maximize type=\"sum\"><list>x y</list><coeffs>2 1</coeffs></maximize></objectives>"),
      7 },
    { COP (XY "<constraints><intension>ge(add(x,y),5)</intension></constraints>"
              "<objectives><minimize type=\"maximum\"><list>x y</list></minimize></objectives>"), 3 },
    { COP (XY "<constraints><intension>ge(add(x,y),5)</intension></constraints>"
              "<objectives><minimize>x</minimize></objectives>"), 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gint64 got = optimum (cases[i].text);

      if (got == G_MININT64)
        continue;
      g_assert_cmpint (got, ==, cases[i].expected);
    }
}

/* ---------------------------------------------------------------- errors */

static void
test_errors (void)
{
  static const struct { const char *text; const char *message; gint code; } cases[] = {
    { CSP ("<variables><array id=\"x\" size=\"[100000][100000]\"> 0..1 </array></variables>"),
      "line 1, column 48: <array>: the array has 10000000000 cells: at most 1000000", QD_CSP_MODEL_ERROR_LIMIT },
    { CSP (X3 ("0..1") "<constraints><extension><list>x[0]</list><supports>0..1000000000000 5x99</supports>"
           "</extension></constraints>"),
      "<supports>: a list of 1000000000100 integers: at most 1000000", QD_CSP_MODEL_ERROR_LIMIT },
    { CSP ("<variables><var id=\"y\"> 0..5 -1000000000000..1000000000000 </var></variables>"),
      "<var>: the domain has 2000000000007 values or more: at most 1000000", QD_CSP_MODEL_ERROR_LIMIT },
    { CSP ("<variables><var id=\"g\" type=\"graph\"/></variables>"),
      "<var>: variables of type “graph” are not part of XCSP3-core", QD_CSP_MODEL_ERROR_PARSE },
    { CSP ("<variables><graph id=\"g\"/></variables>"),
      "<graph>: this element is not part of XCSP3-core", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints><allDistant/></constraints>"),
      "<allDistant>: this constraint is not part of XCSP3-core", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints>\n <group><intension>ne(%0,%5)</intension>\n  <args>x[0] x[1]</args></group>"
           "</constraints>"),
      "line 3, column 3: <args>: 2 arguments, the template uses %5", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints><group><intension>ne(%0,%1)</intension></group></constraints>"),
      "line 1, column 112: <group>: a group needs one <args> or more", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints><intension>ne(x[0],x[7])</intension></constraints>"),
      "<intension>", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints><extension><list>x[]</list><supports>(0,1)</supports></extension>"
           "</constraints>"), "a tuple of 2 values for 3 variables", QD_CSP_MODEL_ERROR_PARSE },
    { CSP (X3 ("0..1") "<constraints><intension reifiedBy=\"x[0]\">eq(x[1],x[2])</intension></constraints>"),
      "reification", QD_CSP_MODEL_ERROR_PARSE },
    { "<instance type=\"WCSP\"><variables><var id=\"x\">0</var></variables></instance>",
      "type “WCSP” are not part of XCSP3-core", QD_CSP_MODEL_ERROR_PARSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    check_error (cases[i].text, cases[i].message, cases[i].code);
}

/* Nesting a function 100000 deep is refused, not a stack overflow. */
static void
test_deep (void)
{
  GString *text = g_string_new (HEAD X3 ("0..1") "<constraints><intension>");
  g_autoptr(GError) error = NULL;
  QdCspModel *model;

  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "not(");
  g_string_append (text, "eq(x[0],x[1])");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, ')');
  g_string_append (text, "</intension></constraints></instance>");
  model = qd_csp_model_parse (text->str, (gssize) text->len, &error);
  g_assert_null (model);
  if (strstr (error->message, "<intension>: the expression nests more than 200 levels deep") == NULL)
    g_error ("%s", error->message);
  g_string_free (text, TRUE);

  /* Elements nested as deep. */
  text = g_string_new (HEAD X3 ("0..1") "<constraints>");
  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "<block>");
  g_string_append (text, "<intension>ne(x[0],x[1])</intension>");
  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "</block>");
  g_string_append (text, "</constraints></instance>");
  g_clear_error (&error);
  model = qd_csp_model_parse (text->str, (gssize) text->len, &error);
  g_assert_null (model);
  g_assert_nonnull (strstr (error->message, "elements nest more than 64 deep"));
  g_string_free (text, TRUE);
}

/* Limits refused before the work: a table's tuples, the file's size, and
 * in the `.csp` format nested foralls. */
static void
test_limits (void)
{
  GString *text = g_string_new (HEAD XY "<constraints><extension><list>x y</list><supports>");
  g_autoptr(GError) error = NULL;
  gint64 start;
  char *big;

  for (guint i = 0; i <= 10000000; i++)
    g_string_append (text, "(0,0)");
  g_string_append (text, "</supports></extension></constraints></instance>");
  start = g_get_monotonic_time ();
  g_assert_null (qd_csp_model_parse (text->str, (gssize) text->len, &error));
  g_assert_nonnull (strstr (error->message, "<supports>: the table has 10000001 tuples: at most 10000000"));
  g_assert_cmpint (error->code, ==, QD_CSP_MODEL_ERROR_LIMIT);
  g_string_free (text, TRUE);
  g_test_message ("10 million tuples refused in %.2f s", (g_get_monotonic_time () - start) / 1e6);

  big = g_malloc0 (QD_CSP_MODEL_FILE_MAX + 2);
  big[0] = '<';
  g_clear_error (&error);
  g_assert_null (qd_csp_model_parse (big, QD_CSP_MODEL_FILE_MAX + 1, &error));
  g_assert_nonnull (strstr (error->message, "100000001 bytes: at most 100000000"));
  big[0] = 'v';
  g_clear_error (&error);
  g_assert_null (qd_csp_model_parse (big, QD_CSP_MODEL_FILE_MAX + 1, &error));
  g_assert_nonnull (strstr (error->message, "100000001 bytes: at most 100000000"));
  g_free (big);

  start = g_get_monotonic_time ();
  g_clear_error (&error);
  g_assert_null (qd_csp_model_parse ("var q[1..100000] in 1..8\n"
                                     "forall i in 1..100000: forall j in i+1..100000: q[i] != q[j]\n", -1, &error));
  /* Plain build: 90 ms, most of them the 100000 variables; the bound
   * leaves room for the sanitizers on a busy machine (five billion
   * constraints expanded would take hours). */
  g_test_message ("nested foralls refused in %.3f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 3 * G_USEC_PER_SEC);
  g_assert_nonnull (strstr (error->message, "line 2, column 8: the foralls make 5000050000 repetitions: at most 20000000"));
}

/* Products of domain sizes, exact past 2^64 (a batch of factors a pass). */
static void
test_decimal (void)
{
  const guint twos[] = { 65536, 65536, 65536, 65536, 7 };
  const guint big[] = { 999983, 999983, 999983, 999983, 999983 };
  guint hundred[100];
  const guint none[] = { 3, 0, 5 };
  g_autofree char *a = qd_decimal_product (twos, G_N_ELEMENTS (twos));
  g_autofree char *b = qd_decimal_product (big, G_N_ELEMENTS (big));
  g_autofree char *c = NULL;
  g_autofree char *d = qd_decimal_product (none, G_N_ELEMENTS (none));
  g_autofree char *e = qd_decimal_product (NULL, 0);

  for (guint i = 0; i < G_N_ELEMENTS (hundred); i++)
    hundred[i] = 2;
  c = qd_decimal_product (hundred, G_N_ELEMENTS (hundred));
  g_assert_cmpstr (a, ==, "129127208515966861312");
  g_assert_cmpstr (b, ==, "999915002889950870417603580143");
  g_assert_cmpstr (c, ==, "1267650600228229401496703205376");
  g_assert_cmpstr (d, ==, "0");
  g_assert_cmpstr (e, ==, "1");
}

/* 2^33000 (9,934 digits) exactly; 2^40000 × 3 × 7^2 (past 10,000) as powers. */
static void
test_decimal_long (void)
{
  g_autofree guint *factors = g_new (guint, 40003);
  g_autofree char *exact = NULL;
  g_autofree char *powers = NULL;

  for (guint i = 0; i < 40000; i++)
    factors[i] = 2;
  exact = qd_decimal_product (factors, 33000);
  g_assert_cmpuint (strlen (exact), ==, 9934);
  g_assert_true (g_str_has_prefix (exact, "976915300003") && g_str_has_suffix (exact, "789376"));
  factors[40000] = 7, factors[40001] = 3, factors[40002] = 7;
  powers = qd_decimal_product (factors, 40003);
  g_assert_cmpstr (powers, ==, "2^40000 × 3 × 7^2");
}

/* a, b in a constraint; z narrowed by a unary one, w in the objective
 * alone (of the COP; free in the CSP): not free; y free.  Set aside by
 * default in XCSP3 alone. */
#define FREE_VARS "<variables><var id=\"a\"> 0..1 </var><var id=\"b\"> 0..1 </var><var id=\"y\"> 0..3 </var>" \
  "<var id=\"z\"> 0..4 </var><var id=\"w\"> 3..5 </var></variables><constraints><intension> ne(a,b) </intension>" \
  "<intension> lt(z,2) </intension></constraints>"

static guint64
count_free (const QdCspModel *model, QdCspFreeVariables how, guint *n_free)
{
  QdCspSolveOptions options;
  g_autoptr(QdCspSolveResult) result = NULL;

  qd_csp_solve_options_init (&options);
  options.all = TRUE;
  options.free_variables = how;
  result = qd_csp_solve (model, &options);
  *n_free = result->n_free;
  return result->n_solutions;
}

static void
test_free_variables (void)
{
  g_autoptr(QdCspModel) cop = parse (COP (FREE_VARS "<objectives><maximize> w </maximize></objectives>"));
  g_autoptr(QdCspModel) xml = parse (CSP (FREE_VARS));
  g_autoptr(QdCspModel) own = parse ("var a, b in 0..1\nvar y in 0..3\nvar z in 0..4\na != b\nz < 2\n");
  g_autofree char *product = qd_csp_free_assignments (cop->csp, 1);
  g_autofree char *both = qd_csp_free_assignments (xml->csp, 1);
  guint vars[5], n_free;

  g_assert_cmpuint (qd_csp_free_variables (cop->csp, vars), ==, 1);
  g_assert_cmpuint (vars[0], ==, 2);
  g_assert_cmpstr (product, ==, "4");
  g_assert_cmpstr (both, ==, "12");
  g_assert_true (xml->xcsp && !own->xcsp);
  g_assert_cmpuint (count_free (xml, QD_CSP_FREE_BY_FORMAT, &n_free), ==, 4);
  g_assert_cmpuint (n_free, ==, 2);
  g_assert_cmpuint (count_free (xml, QD_CSP_FREE_ENUMERATE, &n_free), ==, 48);
  g_assert_cmpuint (n_free, ==, 0);
  g_assert_cmpuint (count_free (own, QD_CSP_FREE_BY_FORMAT, &n_free), ==, 16);
  g_assert_cmpuint (count_free (own, QD_CSP_FREE_ASIDE, &n_free), ==, 4);
  g_assert_cmpuint (n_free, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/csp-xcsp/variables", test_variables);
  g_test_add_func ("/csp-xcsp/intension", test_intension);
  g_test_add_func ("/csp-xcsp/extension", test_extension);
  g_test_add_func ("/csp-xcsp/meta", test_meta);
  g_test_add_func ("/csp-xcsp/class", test_class);
  g_test_add_func ("/csp-xcsp/globals", test_globals);
  g_test_add_func ("/csp-xcsp/objectives", test_objectives);
  g_test_add_func ("/csp-xcsp/errors", test_errors);
  g_test_add_func ("/csp-xcsp/deep", test_deep);
  g_test_add_func ("/csp-xcsp/limits", test_limits);
  g_test_add_func ("/csp-xcsp/decimal", test_decimal);
  g_test_add_func ("/csp-xcsp/decimal-long", test_decimal_long);
  g_test_add_func ("/csp-xcsp/free-variables", test_free_variables);
  csp_expr_bounds_add_tests ();
  csp_expr_cache_add_tests ();
  return g_test_run ();
}
