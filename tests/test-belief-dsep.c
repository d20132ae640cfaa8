/* test-belief-dsep.c — d-separation (Bayes ball) on the 38 cases of the
 * research notes §5, each answer checked there two ways (pgmpy's
 * is_dconnected and the moralised ancestral graph): student (Koller &
 * Friedman fig. 3.4: D → G ← I, I → S, G → L), burglary, asia (bnlearn's
 * asia.bif structure) and sprinkler.  "reach" is pgmpy's
 * active_trail_nodes(X, observed=Z) less X: the nodes the engine flags
 * reachable, X left out.  Every trail the engine returns is checked here by
 * the textbook rule, independently: a collider on it is observed or has an
 * observed descendant, every other inner node is unobserved. */
#include "config.h"

#include <string.h>

#include "test-belief.h"

typedef struct
{
  const char *name;
  const char *const *nodes;
  TestNet t;
} Named;

static const char *const student_nodes[] = { "D", "I", "G", "S", "L", NULL };
static const char *const burglary_nodes[] = { "B", "E", "A", "J", "M", NULL };
static const char *const asia_nodes[] = { "asia", "tub", "smoke", "lung", "bronc", "either", "xray", "dysp", NULL };
static const char *const sprinkler_nodes[] = { "C", "S", "R", "W", NULL };

static void
named_init (Named *nets)
{
  memset (nets, 0, 4 * sizeof (Named));
  nets[0] = (Named) { "student", student_nodes };
  net_add (&nets[0].t, QD_BELIEF_CHANCE, 2, NULL, 0);
  net_add (&nets[0].t, QD_BELIEF_CHANCE, 2, NULL, 0);
  net_add (&nets[0].t, QD_BELIEF_CHANCE, 3, NULL, 2, 0, 1);
  net_add (&nets[0].t, QD_BELIEF_CHANCE, 2, NULL, 1, 1);
  net_add (&nets[0].t, QD_BELIEF_CHANCE, 2, NULL, 1, 2);
  nets[1] = (Named) { "burglary", burglary_nodes };
  burglary (&nets[1].t);
  nets[2] = (Named) { "asia", asia_nodes };
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 0);         /* asia */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 1, 0);      /* tub | asia */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 0);         /* smoke */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 1, 2);      /* lung | smoke */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 1, 2);      /* bronc | smoke */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 2, 3, 1);   /* either | lung, tub */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 1, 5);      /* xray | either */
  net_add (&nets[2].t, QD_BELIEF_CHANCE, 2, NULL, 2, 4, 5);   /* dysp | bronc, either */
  nets[3] = (Named) { "sprinkler", sprinkler_nodes };
  sprinkler (&nets[3].t);
}

/* "a,b" into flags. */
static void
flags (const Named *net, const char *names, gboolean *out)
{
  g_auto (GStrv) parts = g_strsplit (names, ",", -1);

  memset (out, 0, MAX_NODES * sizeof (gboolean));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (*parts[i] == '\0')
        continue;
      guint v = 0;
      while (net->nodes[v] != NULL && !g_str_equal (net->nodes[v], parts[i]))
        v++;
      g_assert_nonnull (net->nodes[v]);
      out[v] = TRUE;
    }
}

/* Z or an observed descendant: the test's own walk down the arcs. */
static gboolean
observed_below (const TestNet *t, guint v, const gboolean *z)
{
  if (z[v])
    return TRUE;
  for (guint c = 0; c < t->net.n_vars; c++)
    if (net_has_arc (t, v, c) && observed_below (t, c, z))
      return TRUE;
  return FALSE;
}

static void
assert_trail_active (const TestNet *t, const QdBeliefSeparation *sep, const gboolean *x, const gboolean *y,
                     const gboolean *z)
{
  guint n = sep->n_trail;
  gboolean seen[MAX_NODES] = { FALSE };

  g_assert_cmpuint (n, >=, 2);
  g_assert_true (x[sep->trail[0]]);
  g_assert_true (y[sep->trail[n - 1]]);
  for (guint i = 0; i < n; i++)
    {
      guint v = sep->trail[i];
      g_assert_false (seen[v]);
      seen[v] = TRUE;
      if (i + 1 < n)
        g_assert_true (net_has_arc (t, v, sep->trail[i + 1]) || net_has_arc (t, sep->trail[i + 1], v));
      if (i == 0 || i + 1 == n)
        {
          g_assert_false (z[v]);
          continue;
        }
      gboolean collider = net_has_arc (t, sep->trail[i - 1], v) && net_has_arc (t, sep->trail[i + 1], v);
      if (collider)
        g_assert_true (observed_below (t, v, z));
      else
        g_assert_false (z[v]);
    }
}

typedef struct
{
  guint net;
  const char *x, *y, *z;
  gboolean dependent;
  const char *reach;    /* NULL: not given */
} Case;

static const Case cases[] = {
  { 0, "D", "I", "", FALSE, "G,L" }, { 0, "D", "I", "G", TRUE, "I,S" }, { 0, "D", "I", "L", TRUE, "G,I,S" },
  { 0, "D", "I", "S", FALSE, "G,L" }, { 0, "D", "S", "", FALSE, "G,L" }, { 0, "D", "S", "G", TRUE, "I,S" },
  { 0, "D", "S", "G,I", FALSE, "" }, { 0, "G", "S", "I", FALSE, "D,L" }, { 0, "L", "S", "", TRUE, "D,G,I,S" },
  { 0, "L", "S", "G", FALSE, "" }, { 0, "L", "I", "G", FALSE, "" }, { 0, "D", "L", "G", FALSE, "I,S" },
  { 1, "B", "E", "", FALSE, NULL }, { 1, "B", "E", "A", TRUE, NULL }, { 1, "B", "E", "J", TRUE, NULL },
  { 1, "J", "M", "", TRUE, NULL }, { 1, "J", "M", "A", FALSE, "" }, { 1, "B", "J", "A", FALSE, "E" },
  { 1, "B", "M", "E", TRUE, NULL },
  { 2, "asia", "smoke", "", FALSE, NULL }, { 2, "asia", "smoke", "dysp", TRUE, NULL },
  { 2, "asia", "smoke", "either", TRUE, NULL }, { 2, "asia", "smoke", "xray", TRUE, NULL },
  { 2, "tub", "lung", "", FALSE, NULL }, { 2, "tub", "lung", "xray", TRUE, NULL },
  { 2, "xray", "dysp", "either", FALSE, "" }, { 2, "xray", "dysp", "", TRUE, NULL },
  { 2, "bronc", "xray", "either", FALSE, NULL }, { 2, "bronc", "xray", "dysp", TRUE, NULL },
  { 2, "asia", "dysp", "tub", FALSE, "" }, { 2, "smoke", "xray", "lung,tub", FALSE, "bronc,dysp" },
  { 2, "bronc", "lung", "smoke", FALSE, "dysp" }, { 2, "bronc", "lung", "smoke,dysp", TRUE, NULL },
  { 3, "S", "R", "", TRUE, NULL }, { 3, "S", "R", "C", FALSE, "W" }, { 3, "S", "R", "C,W", TRUE, NULL },
  { 3, "C", "W", "S,R", FALSE, NULL }, { 3, "C", "W", "S", TRUE, NULL },
};

static void
check_case (const Named *net, const Case *c)
{
  gboolean x[MAX_NODES], y[MAX_NODES], z[MAX_NODES], reach[MAX_NODES];
  QdBeliefSeparation sep;

  flags (net, c->x, x);
  flags (net, c->y, y);
  flags (net, c->z, z);
  qd_belief_separation (&net->t.net, x, y, z, &sep);
  g_assert_cmpint (sep.separated, ==, !c->dependent);
  for (guint v = 0; v < net->t.net.n_vars; v++)
    {
      g_assert_false (z[v] && sep.reachable[v]);
      if (y[v])
        g_assert_cmpint (sep.reachable[v], ==, c->dependent);
    }
  if (c->dependent)
    assert_trail_active (&net->t, &sep, x, y, z);
  else
    g_assert_cmpuint (sep.n_trail, ==, 0);
  if (c->reach != NULL)
    {
      flags (net, c->reach, reach);
      for (guint v = 0; v < net->t.net.n_vars; v++)
        if (!x[v])
          g_assert_cmpint (sep.reachable[v], ==, reach[v]);
    }
  qd_belief_separation_clear (&sep);
}

static void
test_dsep_cases (void)
{
  Named nets[4];

  named_init (nets);
  g_assert_cmpuint (G_N_ELEMENTS (cases), ==, 38);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("case %u: %s: %s ⊥ %s | %s", i, nets[cases[i].net].name, cases[i].x, cases[i].y, cases[i].z);
      check_case (&nets[cases[i].net], &cases[i]);
    }
}

/* Arcs (CSR order of the parents) and blocking nodes.
 * Sprinkler S ⊥ R | C, W: the trail S → W ← R (W observed); the ball from
 * S goes up to C (observed: stops, a fork blocked there) and down to W;
 * arcs C→S (0), C→R (1) off, S→W (2), R→W (3) on.
 * Student D ⊥ I | G: D → G ← I, then I → S; G → L off, as G is observed
 * (the chain D → G → L blocked at G). */
static void
test_dsep_arcs (void)
{
  Named nets[4];
  gboolean x[MAX_NODES], y[MAX_NODES], z[MAX_NODES];
  QdBeliefSeparation sep;

  named_init (nets);
  flags (&nets[3], "S", x), flags (&nets[3], "R", y), flags (&nets[3], "C,W", z);
  qd_belief_separation (&nets[3].t.net, x, y, z, &sep);
  g_assert_false (sep.separated);
  g_assert_false (sep.arc_active[0]);
  g_assert_false (sep.arc_active[1]);
  g_assert_true (sep.arc_active[2]);
  g_assert_true (sep.arc_active[3]);
  g_assert_true (sep.blocking[C]);
  g_assert_false (sep.blocking[W]);
  g_assert_cmpuint (sep.n_trail, ==, 3);
  g_assert_cmpuint (sep.trail[1], ==, W);
  qd_belief_separation_clear (&sep);

  /* student arcs: D→G (0), I→G (1), I→S (2), G→L (3) */
  flags (&nets[0], "D", x), flags (&nets[0], "I", y), flags (&nets[0], "G", z);
  qd_belief_separation (&nets[0].t.net, x, y, z, &sep);
  g_assert_true (sep.arc_active[0] && sep.arc_active[1] && sep.arc_active[2]);
  g_assert_false (sep.arc_active[3]);
  g_assert_true (sep.blocking[2]);
  qd_belief_separation_clear (&sep);

  /* D ⊥ I: the collider G unobserved, nothing below it observed: blocks */
  flags (&nets[0], "", z);
  qd_belief_separation (&nets[0].t.net, x, y, z, &sep);
  g_assert_true (sep.separated);
  g_assert_true (sep.blocking[2]);
  g_assert_true (sep.arc_active[0] && sep.arc_active[3]);
  g_assert_false (sep.arc_active[1] || sep.arc_active[2]);
  qd_belief_separation_clear (&sep);
}

void
belief_dsep_add_tests (void)
{
  g_test_add_func ("/belief/dsep/cases", test_dsep_cases);
  g_test_add_func ("/belief/dsep/arcs", test_dsep_arcs);
}
