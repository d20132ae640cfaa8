/* test-strips-landmarks.c — the landmark graph and the landmark-count
 * heuristic (core/qd-strips-landmarks.h) on ground tasks:
 * - the Sussman anomaly (data/examples/plan/blocks-*.pddl), its landmarks
 *   and orderings worked out by hand below, lmcount along the book's plan
 *   and along a worse start, the preferred operators;
 * - every landmark of the IPC blocks tasks of 4 and 5 blocks,
 *   miconic (ADL, conditional effects), airport (ADL) and of the bundled
 *   examples checked by brute force: with the transitions that make it
 *   true left out, a search over every state finds no plan; the orderings
 *   well formed; lmcount on the initial state from 1 to the landmarks;
 * - IPC logistics 4-0's landmarks against Fast Downward's lm_rhw;
 * - greedy best-first search with lmcount alone (each node's status from
 *   its parent's) on IPC tasks of several domains, STRIPS and ADL: a plan
 *   found within a bound of expansions, valid, no state of it a dead end,
 *   0 at its end; the preferred operators of each state applicable;
 * - a dead end (a goal fact deleted that nothing adds), the stop flag. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-landmarks.h"
#include "strips-ground.h"

static guint
fact_named (const QdStrips *s, const char *name)
{
  for (guint f = 0; f < s->n_facts; f++)
    if (g_ascii_strcasecmp (s->fact_names[f], name) == 0)
      return f;
  g_error ("no fact %s", name);
}

static guint
op_named (const QdStrips *s, const char *name)
{
  for (guint o = 0; o < s->n_ops; o++)
    if (g_ascii_strcasecmp (s->ops[o].name, name) == 0)
      return o;
  g_error ("no operator %s", name);
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(char *const *) a, *(char *const *) b);
}

/* The graph as text: the landmarks' facts sorted, then "FROM -> TO kind"
 * sorted, so that the test does not depend on the order found. */
static char *
graph_text (const QdStrips *s, const QdStripsLandmarks *lm)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) orders = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < qd_strips_landmarks_count (lm); i++)
    {
      const QdStripsFactLandmark *l = qd_strips_landmarks_get (lm, i);
      g_ptr_array_add (lines, g_strdup_printf ("%s%s%s", s->fact_names[l->fact], l->is_goal ? " goal" : "",
                                               l->in_init ? " init" : ""));
    }
  for (guint i = 0; i < qd_strips_landmarks_n_orders (lm); i++)
    {
      const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, i);
      g_ptr_array_add (orders, g_strdup_printf ("%s -> %s %s",
                                                s->fact_names[qd_strips_landmarks_get (lm, o->from)->fact],
                                                s->fact_names[qd_strips_landmarks_get (lm, o->to)->fact],
                                                qd_strips_landmark_ordering_to_string (o->kind)));
    }
  g_ptr_array_sort (lines, compare_strings);
  g_ptr_array_sort (orders, compare_strings);
  g_ptr_array_extend_and_steal (lines, g_steal_pointer (&orders));
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* The Sussman anomaly: C on A, A and B on the table; goal A on B on C.
 * Worked out by hand (the method in qd-strips-landmarks.c):
 * - on(a,b): achievers move(a,table,b), move(a,c,b), both possible before
 *   it; shared preconditions clear(a), clear(b) (greedy-necessary).
 * - on(b,c): move(b,table,c), move(b,a,c) (on(b,a) can come first, after
 *   C is moved off A); shared clear(b), clear(c).
 * - clear(a): its first achievers move-to-table(c,a) and move(c,a,b)
 *   (move(b,a,c) needs on(b,a), which needs clear(a)); shared on(c,a),
 *   clear(c).  clear(b), clear(c), on(c,a) hold initially.
 * - natural: only clear(a) is needed for another (on(a,b)), already
 *   greedy-necessary.
 * - reasonable: on(b,c) -> on(a,b), since clear(b) (greedy-necessary
 *   before on(b,c)) and on(a,b) exclude each other; clear(a) -> on(b,c),
 *   since clear(c) (before clear(a)) and on(b,c) exclude each other
 *   (Hoffmann et al. 2004's example of the anomaly's orderings).
 * - the look-ahead on the variables (qd-strips-landmarks-dtg.c): a's place
 *   {on(a,*)} is one variable, whose initial value on(a,table) is on every
 *   path to on(a,b): a landmark (true initially), naturally before it; the
 *   same for b's place and on(b,c).  Fast Downward 24.06.1's lm_rhw gives
 *   the same two (its debug dump: "Atom on(a, table)" -> "Atom on(a, b)"
 *   n, "Atom on(b, table)" -> "Atom on(b, c)" n).
 * (table) is a constant: (clear table) is a fact, no landmark. */
static void
test_sussman (void)
{
  g_autoptr (QdStrips) s = strips_ground_files ("../../data/examples/plan", "blocks-domain.pddl", "blocks-problem.pddl");
  g_autoptr (QdStripsLandmarks) lm = qd_strips_landmarks_new (s, NULL);
  g_autofree char *text = graph_text (s, lm);
  g_assert_cmpstr (text, ==,
                   "(clear a)\n"
                   "(clear b) init\n"
                   "(clear c) init\n"
                   "(on a b) goal\n"
                   "(on a table) init\n"
                   "(on b c) goal\n"
                   "(on b table) init\n"
                   "(on c a) init\n"
                   "(clear a) -> (on a b) greedy-necessary\n"
                   "(clear a) -> (on b c) reasonable\n"
                   "(clear b) -> (on a b) greedy-necessary\n"
                   "(clear b) -> (on b c) greedy-necessary\n"
                   "(clear c) -> (clear a) greedy-necessary\n"
                   "(clear c) -> (on b c) greedy-necessary\n"
                   "(on a table) -> (on a b) natural\n"
                   "(on b c) -> (on a b) reasonable\n"
                   "(on b table) -> (on b c) natural\n"
                   "(on c a) -> (clear a) greedy-necessary");
  g_assert_cmpuint (qd_strips_landmarks_words (lm), ==, 1);
  gint on_ab = qd_strips_landmarks_find (lm, fact_named (s, "(on a b)"));
  gint on_bc = qd_strips_landmarks_find (lm, fact_named (s, "(on b c)"));
  gint clear_a = qd_strips_landmarks_find (lm, fact_named (s, "(clear a)"));
  gint clear_c = qd_strips_landmarks_find (lm, fact_named (s, "(clear c)"));
  /* A's place initially: a landmark of the look-ahead (see above). */
  g_assert_cmpint (qd_strips_landmarks_find (lm, fact_named (s, "(on a table)")), >=, 0);
  g_assert_true (on_ab >= 0 && on_bc >= 0 && clear_a >= 0 && clear_c >= 0);
  /* 4 achievers of (clear a) in the relaxation: C or B off A, to the table
   * or onto the other (B can be on A once A is clear). */
  g_assert_cmpuint (qd_strips_landmarks_get (lm, clear_a)->n_achievers, ==, 4);

  /* The book's plan: lmcount 3 (on(a,b), on(b,c), clear(a) not reached),
   * 2, 1, 0; each landmark reached when made true with its predecessors
   * reached before. */
  guint64 reached[1], next[1], state[1], after[1];
  guint preferred[64], n_preferred = 0;
  g_assert_cmpuint (s->n_ops, <=, G_N_ELEMENTS (preferred));
  memcpy (state, s->init, sizeof state);
  qd_strips_landmarks_initial (lm, state, reached);
  g_assert_cmpuint (__builtin_popcountll (reached[0]), ==, 5);
  g_assert_cmpuint (qd_strips_landmarks_value (lm, state, reached, preferred, &n_preferred), ==, 3);
  /* Preferred: the achievers that apply of the landmarks not reached:
   * clear(a)'s move-to-table (c a) and move (c a b), on(b,c)'s move (b
   * table c) (on(a,b)'s need clear(a)). */
  g_assert_cmpuint (n_preferred, ==, 3);
  guint want_preferred[] = { op_named (s, "(move-to-table c a)"), op_named (s, "(move c a b)"),
                             op_named (s, "(move b table c)") };
  for (guint k = 0; k < G_N_ELEMENTS (want_preferred); k++)
    g_assert_true (preferred[0] == want_preferred[k] || preferred[1] == want_preferred[k]
                   || preferred[2] == want_preferred[k]);
  const char *plan[] = { "(move-to-table c a)", "(move b table c)", "(move a table b)" };
  const guint64 want[] = { 2, 1, 0 };
  for (guint i = 0; i < G_N_ELEMENTS (plan); i++)
    {
      qd_strips_apply (s, state, op_named (s, plan[i]), after);
      qd_strips_landmarks_progress (lm, reached, after, next);
      memcpy (state, after, sizeof state);
      memcpy (reached, next, sizeof reached);
      g_assert_cmpuint (qd_strips_landmarks_value (lm, state, reached, NULL, NULL), ==, want[i]);
    }
  g_assert_true (qd_strips_is_goal (s, state));
  g_assert_cmpuint (__builtin_popcountll (reached[0]), ==, 8);

  /* B onto C first: on(b,c) is reached (clear(b) and clear(c), before it,
   * are) but too early: clear(a), reasonably before it, is not, so it is
   * needed again; and clear(c), reached and now false, is needed again
   * (greedy-necessarily before clear(a), not reached): 2 not reached
   * (on(a,b), clear(a)) + 2 needed again. */
  memcpy (state, s->init, sizeof state);
  qd_strips_landmarks_initial (lm, state, reached);
  qd_strips_apply (s, state, op_named (s, "(move b table c)"), after);
  qd_strips_landmarks_progress (lm, reached, after, next);
  g_assert_true (qd_strips_landmarks_is_reached (next, on_bc));
  g_assert_true (qd_strips_landmarks_needed_again (lm, after, next, on_bc));
  g_assert_true (qd_strips_landmarks_needed_again (lm, after, next, clear_c));
  g_assert_cmpuint (qd_strips_landmarks_value (lm, after, next, preferred, &n_preferred), ==, 4);
  /* Preferred: clear(a)'s achievers all need clear(c), false; clear(c)'s
   * that apply: move-to-table (b c) alone (move (b c a) needs clear(a));
   * on(b,c) holds (it is needed later, not now). */
  g_assert_cmpuint (n_preferred, ==, 1);
  g_assert_cmpuint (preferred[0], ==, op_named (s, "(move-to-table b c)"));
}

/* ---- brute force: every landmark is needed by every plan */

/* Whether a plan exists from the initial state with the transitions that
 * make landmark `skip` of `lm` true (one of its facts true for a
 * disjunctive one, its fact false for a negated one) left out (lm NULL:
 * none), by breadth-first search over every state. */
static gboolean
has_plan_without (const QdStrips *s, const QdStripsLandmarks *lm, guint skip)
{
  gsize bytes = s->n_words * sizeof (guint64);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  g_autoptr (GPtrArray) queue = g_ptr_array_new ();
  g_autofree guint64 *out = g_new (guint64, s->n_words);
  GBytes *start = g_bytes_new (s->init, bytes);
  g_hash_table_add (seen, start);
  g_ptr_array_add (queue, start);
  for (guint head = 0; head < queue->len; head++)
    {
      const guint64 *state = g_bytes_get_data (queue->pdata[head], NULL);
      if (qd_strips_is_goal (s, state))
        return TRUE;
      for (guint o = 0; o < s->n_ops; o++)
        {
          if (!qd_strips_applicable (s, state, o))
            continue;
          qd_strips_apply (s, state, o, out);
          if (lm != NULL && !qd_strips_landmarks_holds (lm, state, skip) && qd_strips_landmarks_holds (lm, out, skip))
            continue;
          GBytes *b = g_bytes_new (out, bytes);
          if (g_hash_table_contains (seen, b))
            g_bytes_unref (b);
          else
            {
              g_hash_table_add (seen, b);
              g_ptr_array_add (queue, b);
            }
        }
    }
  return FALSE;
}

/* Every landmark not true initially: no plan makes it true, no plan at
 * all (a transition that makes it true left out).  And lmcount along a
 * plan found by the search is finite, 0 at its end. */
static void
check_sound (const char *dir, const char *domain, const char *problem, guint min_landmarks)
{
  g_autoptr (QdStrips) s = strips_ground_files (dir, domain, problem);
  g_autoptr (QdStripsLandmarks) lm = qd_strips_landmarks_new (s, NULL);
  guint n = qd_strips_landmarks_count (lm);
  if (n < min_landmarks)
    g_error ("%s: %u landmarks", problem, n);
  g_assert_true (has_plan_without (s, NULL, 0));
  for (guint i = 0; i < n; i++)
    {
      const QdStripsFactLandmark *l = qd_strips_landmarks_get (lm, i);
      g_autofree char *name = qd_strips_landmarks_name (lm, i);
      if (!l->in_init && has_plan_without (s, lm, i))
        g_error ("%s: %s is not a landmark", problem, name);
    }
  /* The orderings: every ordering's source is a landmark of the graph, no
   * ordering twice, no cycle (a topological order exists: the initial
   * status is computed in one). */
  for (guint i = 0; i < qd_strips_landmarks_n_orders (lm); i++)
    {
      const QdStripsLandmarkOrder *o = qd_strips_landmarks_order (lm, i);
      g_assert_cmpuint (o->from, <, n);
      g_assert_cmpuint (o->to, <, n);
      g_assert_cmpuint (o->from, !=, o->to);
      for (guint j = 0; j < i; j++)
        g_assert_false (qd_strips_landmarks_order (lm, j)->from == o->from
                        && qd_strips_landmarks_order (lm, j)->to == o->to);
    }
  g_autofree guint64 *reached = g_new (guint64, qd_strips_landmarks_words (lm));
  qd_strips_landmarks_initial (lm, s->init, reached);
  guint64 h = qd_strips_landmarks_value (lm, s->init, reached, NULL, NULL);
  g_assert_cmpuint (h, >, 0);
  g_assert_cmpuint (h, <=, n);
}

static void
test_sound_examples (void)
{
  const char *stems[] = { "air-cargo", "blocks", "gripper", "have-cake", "spare-tire", "vacuum" };
  for (guint i = 0; i < G_N_ELEMENTS (stems); i++)
    {
      g_autofree char *d = g_strdup_printf ("%s-domain.pddl", stems[i]);
      g_autofree char *p = g_strdup_printf ("%s-problem.pddl", stems[i]);
      check_sound ("../../data/examples/plan", d, p, 1);
    }
}

static void
test_sound_ipc (void)
{
  check_sound ("ipc/blocks", "domain.pddl", "probBLOCKS-4-0.pddl", 4);
  check_sound ("ipc/blocks", "domain.pddl", "probBLOCKS-5-0.pddl", 5);
  /* ADL: conditional effects, negative preconditions and goals. */
  check_sound ("ipc/miconic-fulladl", "domain.pddl", "f1-0.pddl", 2);
  check_sound ("ipc/miconic-simpleadl", "domain.pddl", "s2-0.pddl", 2);
  check_sound ("ipc/airport-adl", "domain.pddl", "p01-airport1-p1.pddl", 2);
}

/* ---- greedy best-first search with lmcount */

typedef struct {
  guint64 h;
  guint node;
} HeapEntry;

static void
heap_push (GArray *heap, guint64 h, guint node)
{
  HeapEntry e = { h, node };
  guint i = heap->len;
  g_array_append_val (heap, e);
  HeapEntry *a = (HeapEntry *) heap->data;
  while (i > 0)
    {
      guint parent = (i - 1) / 2;
      /* Lower h first; on ties the older node (FIFO). */
      if (a[parent].h < a[i].h || (a[parent].h == a[i].h && a[parent].node < a[i].node))
        break;
      HeapEntry t = a[parent];
      a[parent] = a[i];
      a[i] = t;
      i = parent;
    }
}

static HeapEntry
heap_pop (GArray *heap)
{
  HeapEntry *a = (HeapEntry *) heap->data, top = a[0];
  guint n = heap->len - 1, i = 0;
  a[0] = a[n];
  g_array_set_size (heap, n);
  for (;;)
    {
      guint l = 2 * i + 1, r = l + 1, m = i;
      if (l < n && (a[l].h < a[m].h || (a[l].h == a[m].h && a[l].node < a[m].node)))
        m = l;
      if (r < n && (a[r].h < a[m].h || (a[r].h == a[m].h && a[r].node < a[m].node)))
        m = r;
      if (m == i)
        break;
      HeapEntry t = a[m];
      a[m] = a[i];
      a[i] = t;
      i = m;
    }
  return top;
}

/* GBFS with lmcount on DIR/PROBLEM: a plan within max_expanded expansions,
 * checked. */
static void
check_search (const char *dir, const char *problem, guint max_expanded)
{
  g_autoptr (QdStrips) s = strips_ground_files (dir, "domain.pddl", problem);
  g_autoptr (QdStripsLandmarks) lm = qd_strips_landmarks_new (s, NULL);
  guint sw = s->n_words, lw = qd_strips_landmarks_words (lm), expanded = 0;
  gsize bytes = sw * sizeof (guint64);
  g_autoptr (GArray) states = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr (GArray) reached = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr (GArray) parent = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) via = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) heap = g_array_new (FALSE, FALSE, sizeof (HeapEntry));
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                                       NULL);
  g_autofree guint64 *child = g_new (guint64, sw), *child_reached = g_new (guint64, lw);
  g_autofree guint *preferred = g_new (guint, MAX (s->n_ops, 1));
  guint none = G_MAXUINT, goal = G_MAXUINT, n_preferred, n_evals = 0;
  gint64 eval_us = 0;

  g_array_append_vals (states, s->init, sw);
  g_array_set_size (reached, lw);
  qd_strips_landmarks_initial (lm, s->init, (guint64 *) reached->data);
  g_array_append_val (parent, none);
  g_array_append_val (via, none);
  g_hash_table_add (seen, g_bytes_new (s->init, bytes));
  heap_push (heap, qd_strips_landmarks_value (lm, s->init, (guint64 *) reached->data, NULL, NULL), 0);
  while (heap->len > 0 && goal == G_MAXUINT)
    {
      guint node = heap_pop (heap).node;
      const guint64 *state = &g_array_index (states, guint64, (gsize) node * sw);
      if (qd_strips_is_goal (s, state))
        {
          goal = node;
          break;
        }
      if (++expanded > max_expanded)
        g_error ("%s: no plan within %u expansions", problem, max_expanded);
      /* Every preferred operator applies. */
      qd_strips_landmarks_value (lm, state, &g_array_index (reached, guint64, (gsize) node * lw), preferred,
                                 &n_preferred);
      for (guint i = 0; i < n_preferred; i++)
        g_assert_true (qd_strips_applicable (s, state, preferred[i]));
      for (guint o = 0; o < s->n_ops; o++)
        {
          state = &g_array_index (states, guint64, (gsize) node * sw);
          if (!qd_strips_applicable (s, state, o))
            continue;
          qd_strips_apply (s, state, o, child);
          GBytes *key = g_bytes_new (child, bytes);
          if (g_hash_table_contains (seen, key))
            {
              g_bytes_unref (key);
              continue;
            }
          g_hash_table_add (seen, key);
          gint64 t0 = g_get_monotonic_time ();
          qd_strips_landmarks_progress (lm, &g_array_index (reached, guint64, (gsize) node * lw), child,
                                        child_reached);
          guint64 h = qd_strips_landmarks_value (lm, child, child_reached, NULL, NULL);
          eval_us += g_get_monotonic_time () - t0;
          n_evals++;
          guint id = parent->len;
          g_array_append_vals (states, child, sw);
          g_array_append_vals (reached, child_reached, lw);
          g_array_append_val (parent, node);
          g_array_append_val (via, o);
          if (h != QD_STRIPS_DEAD_END)
            heap_push (heap, h, id);
        }
    }
  if (goal == G_MAXUINT)
    g_error ("%s: no plan found", problem);
  /* The plan's states: none a dead end, 0 at the goal. */
  for (guint node = goal; node != G_MAXUINT; node = g_array_index (parent, guint, node))
    {
      guint64 h = qd_strips_landmarks_value (lm, &g_array_index (states, guint64, (gsize) node * sw),
                                             &g_array_index (reached, guint64, (gsize) node * lw), NULL, NULL);
      g_assert_cmpuint (h, !=, QD_STRIPS_DEAD_END);
      if (node == goal)
        g_assert_cmpuint (h, ==, 0);
    }
  g_test_message ("%s: %u landmarks, %u orderings, a plan after %u expansions; %.2f us a child's status and value",
                  problem, qd_strips_landmarks_count (lm), qd_strips_landmarks_n_orders (lm), expanded,
                  n_evals > 0 ? (double) eval_us / n_evals : 0.0);
}

/* Bounds: about ten times the expansions measured (blocks 9: 43). */
static void
test_search (void)
{
  check_search ("ipc/blocks", "probBLOCKS-9-0.pddl", 2000);
  check_search ("ipc/logistics00", "probLOGISTICS-9-0.pddl", 2000);
  check_search ("ipc/miconic-simpleadl", "s3-0.pddl", 2000);
  check_search ("ipc/depot", "p02.pddl", 2000);
}

/* IPC logistics00 probLOGISTICS-4-0: the landmarks Fast Downward 24.06's
 * lm_rhw finds (its landmark graph dumped with verbosity=debug, `lazy_greedy
 * ([landmark_sum (lm_rhw (verbosity=debug))])`), 26 facts, none
 * disjunctive, 7 of them true initially (drawn bold in its dump). */
static void
test_logistics_fd (void)
{
  static const char *const fd[] = {
    "(at obj23 pos1)", "(at obj21 pos1)", "(at obj13 apt1)", "(at obj11 apt1)", "(in obj23 tru1)",
    "(at tru1 pos1)", "(at obj23 apt1)", "(at obj23 apt2)", "(at obj23 pos2)", "(in obj23 apn1)",
    "(in obj23 tru2)", "(in obj21 tru1)", "(at obj21 apt1)", "(at obj21 apt2)", "(at obj21 pos2)",
    "(in obj21 apn1)", "(in obj21 tru2)", "(in obj13 tru1)", "(at tru1 apt1)", "(at obj13 pos1)",
    "(in obj11 tru1)", "(at obj11 pos1)", "(at apn1 apt1)", "(at tru2 apt2)", "(at apn1 apt2)",
    "(at tru2 pos2)",
  };
  g_autoptr (QdStrips) s = strips_ground_files ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl");
  g_autoptr (QdStripsLandmarks) lm = qd_strips_landmarks_new (s, NULL);
  guint in_init = 0;
  g_assert_cmpuint (qd_strips_landmarks_count (lm), ==, G_N_ELEMENTS (fd));
  for (guint i = 0; i < G_N_ELEMENTS (fd); i++)
    {
      gint l = qd_strips_landmarks_find (lm, fact_named (s, fd[i]));
      if (l < 0)
        g_error ("%s: not a landmark", fd[i]);
      in_init += qd_strips_landmarks_get (lm, l)->in_init;
    }
  g_assert_cmpuint (in_init, ==, 7);
}

/* A goal fact deleted that no operator adds: a dead end. */
static void
test_dead_end (void)
{
  const char *domain = "(define (domain d) (:predicates (have) (spent))"
                       " (:action spend :precondition (have) :effect (and (spent) (not (have)))))";
  const char *problem = "(define (problem p) (:domain d) (:init (have)) (:goal (and (have) (spent))))";
  g_autoptr (QdStrips) s = strips_ground_text (domain, problem);
  g_autoptr (QdStripsLandmarks) lm = qd_strips_landmarks_new (s, NULL);
  guint64 reached[1], next[1];
  g_autofree guint64 *after = g_new (guint64, s->n_words);
  g_assert_cmpuint (qd_strips_landmarks_count (lm), ==, 2);
  qd_strips_landmarks_initial (lm, s->init, reached);
  g_assert_cmpuint (qd_strips_landmarks_value (lm, s->init, reached, NULL, NULL), ==, 1);
  qd_strips_apply (s, s->init, op_named (s, "(spend)"), after);
  qd_strips_landmarks_progress (lm, reached, after, next);
  g_assert_cmpuint (qd_strips_landmarks_value (lm, after, next, NULL, NULL), ==, QD_STRIPS_DEAD_END);
}

static void
test_stop (void)
{
  g_autoptr (QdStrips) s = strips_ground_files ("../../data/examples/plan", "blocks-domain.pddl", "blocks-problem.pddl");
  gint stop = 1;
  g_assert_null (qd_strips_landmarks_new (s, &stop));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strips-landmarks/sussman", test_sussman);
  g_test_add_func ("/strips-landmarks/sound-examples", test_sound_examples);
  g_test_add_func ("/strips-landmarks/sound-ipc", test_sound_ipc);
  g_test_add_func ("/strips-landmarks/logistics-fd", test_logistics_fd);
  g_test_add_func ("/strips-landmarks/search", test_search);
  g_test_add_func ("/strips-landmarks/dead-end", test_dead_end);
  g_test_add_func ("/strips-landmarks/stop", test_stop);
  return g_test_run ();
}
