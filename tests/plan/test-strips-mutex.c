/* test-strips-mutex.c — the at-most-one groups and the finite-domain
 * variables of a ground task (core/qd-strips-mutex.h):
 * - the variables of three tasks against Fast Downward's translator: the
 *   variables of two facts or more of its output.sas (release 24.06.1,
 *   `translate.py --keep-unimportant-variables DOMAIN PROBLEM`, so that
 *   the variables the goal does not need stay; the "Atom" values of each variable,
 *   written in PDDL's form below), the Sussman anomaly, IPC logistics 4-0
 *   and elevators-opt08 p01 (its lifts' load, a counting invariant);
 * - the variables' causal-graph order (core/qd-strips-var-order.c) on the
 *   Sussman anomaly and logistics 4-0 against that of the translator's
 *   output.sas (its defaults), and the initial state's successors in the
 *   order lama-first lists them;
 * - every group is at most one in every reachable state of the Sussman
 *   anomaly and of IPC blocks 4-0 (all states searched);
 * - the stop flag.
 * With DOMAIN PROBLEM as arguments it prints the task's groups, variables
 * and the time taken instead (for measuring; the suite does not); with
 * --order DOMAIN PROBLEM, the variables' and the operators' order. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "core/qd-strips-mutex.h"
#include "core/qd-strips-successors.h"
#include "strips-ground.h"

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The variables of two facts or more, one line each: the facts' names
 * sorted, the lines sorted. */
static char *
vars_text (const QdStrips *s, const QdStripsMutex *m)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  for (guint v = 0; v < m->n_vars; v++)
    {
      if (qd_strips_mutex_var_size (m, v) < 2)
        continue;
      g_autoptr (GPtrArray) names = g_ptr_array_new ();
      for (guint32 i = m->var_start[v]; i < m->var_start[v + 1]; i++)
        g_ptr_array_add (names, s->fact_names[m->var_facts[i]]);
      g_ptr_array_sort (names, compare_strings);
      g_ptr_array_add (names, NULL);
      g_ptr_array_add (lines, g_strjoinv (" ", (char **) names->pdata));
    }
  g_ptr_array_sort (lines, compare_strings);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

static void
check_vars (const char *dir, const char *domain, const char *problem, const char *want)
{
  g_autoptr (QdStrips) s = strips_ground_files (dir, domain, problem);
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  g_autofree char *text = vars_text (s, m);
  g_assert_nonnull (m);
  g_assert_false (m->truncated);
  g_assert_cmpstr (text, ==, want);
  /* A cover: each fact in one variable, at its place. */
  for (guint f = 0; f < s->n_facts; f++)
    g_assert_cmpuint (m->var_facts[m->var_start[m->var_of_fact[f]] + m->value_of_fact[f]], ==, f);
}

static void
test_fd_vars (void)
{
  check_vars ("../../data/examples/plan", "blocks-domain.pddl", "blocks-problem.pddl",
              "(on a b) (on a c) (on a table)\n"
              "(on b a) (on b c) (on b table)\n"
              "(on c a) (on c b) (on c table)");
  check_vars ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl",
              "(at apn1 apt1) (at apn1 apt2)\n"
              "(at obj11 apt1) (at obj11 apt2) (at obj11 pos1) (at obj11 pos2) (in obj11 apn1) (in obj11 tru1) "
              "(in obj11 tru2)\n"
              "(at obj12 apt1) (at obj12 apt2) (at obj12 pos1) (at obj12 pos2) (in obj12 apn1) (in obj12 tru1) "
              "(in obj12 tru2)\n"
              "(at obj13 apt1) (at obj13 apt2) (at obj13 pos1) (at obj13 pos2) (in obj13 apn1) (in obj13 tru1) "
              "(in obj13 tru2)\n"
              "(at obj21 apt1) (at obj21 apt2) (at obj21 pos1) (at obj21 pos2) (in obj21 apn1) (in obj21 tru1) "
              "(in obj21 tru2)\n"
              "(at obj22 apt1) (at obj22 apt2) (at obj22 pos1) (at obj22 pos2) (in obj22 apn1) (in obj22 tru1) "
              "(in obj22 tru2)\n"
              "(at obj23 apt1) (at obj23 apt2) (at obj23 pos1) (at obj23 pos2) (in obj23 apn1) (in obj23 tru1) "
              "(in obj23 tru2)\n"
              "(at tru1 apt1) (at tru1 pos1)\n"
              "(at tru2 apt2) (at tru2 pos2)");
  GString *want = g_string_new (NULL);
  for (guint p = 0; p < 3; p++)
    {
      g_string_append_printf (want, "(boarded p%u fast0) (boarded p%u slow0-0) (boarded p%u slow1-0)", p, p, p);
      for (guint n = 0; n <= 8; n++)
        g_string_append_printf (want, " (passenger-at p%u n%u)", p, n);
      g_string_append_c (want, '\n');
    }
  g_string_append (want,
                   "(lift-at fast0 n0) (lift-at fast0 n2) (lift-at fast0 n4) (lift-at fast0 n6) (lift-at fast0 n8)\n"
                   "(lift-at slow0-0 n0) (lift-at slow0-0 n1) (lift-at slow0-0 n2) (lift-at slow0-0 n3) "
                   "(lift-at slow0-0 n4)\n"
                   "(lift-at slow1-0 n4) (lift-at slow1-0 n5) (lift-at slow1-0 n6) (lift-at slow1-0 n7) "
                   "(lift-at slow1-0 n8)\n"
                   "(passengers fast0 n0) (passengers fast0 n1) (passengers fast0 n2) (passengers fast0 n3)\n"
                   "(passengers slow0-0 n0) (passengers slow0-0 n1) (passengers slow0-0 n2)\n"
                   "(passengers slow1-0 n0) (passengers slow1-0 n1) (passengers slow1-0 n2)");
  check_vars ("ipc/elevators-opt08-strips", "domain.pddl", "p01.pddl", want->str);
  g_string_free (want, TRUE);
}

/* The first fact of each variable the goal needs, in the causal-graph
 * order, one a line. */
static char *
order_text (const QdStrips *s, const QdStripsMutex *m)
{
  g_autofree guint32 *rank = qd_strips_mutex_var_order (s, m);
  GString *text = g_string_new (NULL);
  for (guint r = 0; r < m->n_vars; r++)
    for (guint v = 0; v < m->n_vars; v++)
      if (rank[v] == r)
        g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", s->fact_names[m->var_facts[m->var_start[v]]]);
  return g_string_free (text, FALSE);
}

static void
check_order (const char *dir, const char *domain, const char *problem, const char *want)
{
  g_autoptr (QdStrips) s = strips_ground_files (dir, domain, problem);
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  g_autofree char *text = order_text (s, m);
  g_assert_cmpstr (text, ==, want);
}

/* The variables' order against Fast Downward's translator (release
 * 24.06.1, `translate.py DOMAIN PROBLEM`, its defaults: the variables in
 * causal-graph order, those the goal does not need left out): the first
 * value of each variable of its output.sas, in order, written in PDDL's
 * form.  On the Sussman anomaly a goal variable (on a ...) comes after the
 * (clear ...) ones that its operators need; on logistics 4-0 the two
 * packages without a goal are left out and the trucks, which nothing
 * else moves, come first. */
static void
test_fd_var_order (void)
{
  check_order ("../../data/examples/plan", "blocks-domain.pddl", "blocks-problem.pddl",
               "(on c a)\n(clear a)\n(clear b)\n(clear c)\n(on a b)\n(on b a)");
  check_order ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl",
               "(at tru2 apt2)\n(at tru1 apt1)\n(at apn1 apt1)\n(at obj23 apt1)\n(at obj21 apt1)\n(at obj13 apt1)\n"
               "(at obj11 apt1)");
}

/* The operators applicable in the initial state, in the order the
 * satisficing search lists them (its copy of the task, numbered as the
 * translator numbers facts; the successor order on its variables), the
 * names joined by newlines; those of `skip` (NULL-terminated) left out. */
static char *
initial_successors (const char *dir, const char *domain, const char *problem, const char *const *skip)
{
  g_autoptr (QdStrips) t = strips_ground_files (dir, domain, problem);
  g_autoptr (QdStripsMutex) m0 = qd_strips_mutex_new (t, NULL);
  g_autofree guint64 *key = qd_strips_mutex_fact_keys (t, m0);
  g_autofree guint32 *original = NULL;
  g_autoptr (QdStrips) s = qd_strips_canonical_by (t, key, &original);
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  QdStripsSuccessors succ;
  GString *text = g_string_new (NULL);
  qd_strips_successors_init (&succ, s);
  qd_strips_successors_order (&succ, m);
  guint n = qd_strips_successors_find (&succ, s->init);
  for (guint i = 0; i < n; i++)
    if (skip == NULL || !g_strv_contains (skip, s->ops[succ.ops[i]].name))
      g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "", s->ops[succ.ops[i]].name);
  qd_strips_successors_clear (&succ);
  return g_string_free (text, FALSE);
}

/* The successors of the initial state in Fast Downward's order: the golden
 * lists are what lama-first (release 24.06.1, a copy built in /tmp printing
 * each successor its lazy search generates, not in the tree) lists when it
 * expands the initial state.  Logistics 4-0's two loads of the packages
 * without a goal are not in Fast Downward's task (the translator drops
 * operators that change only variables the goal does not need); the
 * search lists them, and the others keep Fast Downward's order. */
static void
test_fd_successor_order (void)
{
  static const char *const unneeded[] = { "(load-truck obj12 tru1 pos1)", "(load-truck obj22 tru2 pos2)", NULL };
  g_autofree char *sussman = initial_successors ("../../data/examples/plan", "blocks-domain.pddl",
                                                 "blocks-problem.pddl", NULL);
  g_autofree char *logistics = initial_successors ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl",
                                                   unneeded);
  g_autofree char *all = initial_successors ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl", NULL);
  g_assert_cmpstr (sussman, ==, "(move c a b)\n(move-to-table c a)\n(move b table c)");
  g_assert_cmpstr (logistics, ==,
                   "(drive-truck tru2 pos2 apt2 cit2)\n(load-truck obj23 tru2 pos2)\n(load-truck obj21 tru2 pos2)\n"
                   "(drive-truck tru1 pos1 apt1 cit1)\n(load-truck obj13 tru1 pos1)\n(load-truck obj11 tru1 pos1)\n"
                   "(fly-airplane apn1 apt2 apt1)");
  g_assert_cmpuint (strlen (all), ==, strlen (logistics) + strlen ("\n(load-truck obj12 tru1 pos1)\n(load-truck obj22 tru2 pos2)"));
}

/* Every reachable state (breadth-first over all of them) has at most one
 * fact of each group. */
static void
check_sound (const char *dir, const char *domain, const char *problem)
{
  g_autoptr (QdStrips) s = strips_ground_files (dir, domain, problem);
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  g_assert_cmpuint (m->n_groups, >, 0);
  gsize bytes = s->n_words * sizeof (guint64);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref,
                                                       NULL);
  g_autoptr (GPtrArray) queue = g_ptr_array_new ();
  GBytes *init = g_bytes_new (s->init, bytes);
  g_hash_table_add (seen, init);
  g_ptr_array_add (queue, init);
  guint64 *next = g_new (guint64, s->n_words);
  for (guint head = 0; head < queue->len; head++)
    {
      const guint64 *state = g_bytes_get_data (queue->pdata[head], NULL);
      for (guint g = 0; g < m->n_groups; g++)
        {
          guint n = 0;
          for (guint32 i = m->group_start[g]; i < m->group_start[g + 1]; i++)
            n += qd_strips_holds (state, m->group_facts[i]);
          g_assert_cmpuint (n, <=, 1);
        }
      for (guint o = 0; o < s->n_ops; o++)
        if (qd_strips_applicable (s, state, o))
          {
            qd_strips_apply (s, state, o, next);
            GBytes *b = g_bytes_new (next, bytes);
            if (g_hash_table_contains (seen, b))
              g_bytes_unref (b);
            else
              {
                g_hash_table_add (seen, b);
                g_ptr_array_add (queue, b);
              }
          }
    }
  g_free (next);
  g_assert_cmpuint (queue->len, >, 10);
}

static void
test_sound (void)
{
  check_sound ("../../data/examples/plan", "blocks-domain.pddl", "blocks-problem.pddl");
  check_sound ("ipc/blocks", "domain.pddl", "probBLOCKS-4-0.pddl");
}

static void
test_stop (void)
{
  g_autoptr (QdStrips) s = strips_ground_files ("ipc/logistics00", "domain.pddl", "probLOGISTICS-4-0.pddl");
  gint stop = 1;
  g_assert_null (qd_strips_mutex_new (s, &stop));
}

/* The groups of a task given on the command line, and the time taken. */
static int
print_task (const char *domain, const char *problem)
{
  g_autofree char *d = NULL, *p = NULL;
  if (!g_file_get_contents (domain, &d, NULL, NULL) || !g_file_get_contents (problem, &p, NULL, NULL))
    return 1;
  g_autoptr (QdStrips) s = strips_ground_text (d, p);
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  gint64 t1 = g_get_monotonic_time ();
  g_autofree char *text = vars_text (s, m);
  g_print ("%s\n%u facts, %u operators: %u candidates, %u groups, %u variables; %.4f s%s\n", text, s->n_facts,
           s->n_ops, m->n_candidates, m->n_groups, m->n_vars, (t1 - t0) / 1e6,
           m->truncated ? " (candidates' bound reached)" : "");
  return 0;
}

/* With --order DOMAIN PROBLEM: the variables the goal needs in their
 * causal-graph order (each one's facts on a line), then the operators in
 * the successor order, as the satisficing search numbers the task
 * (qd_strips_canonical): for comparing with Fast Downward's output.sas. */
static int
print_order (const char *domain, const char *problem)
{
  g_autofree char *d = NULL, *p = NULL;
  if (!g_file_get_contents (domain, &d, NULL, NULL) || !g_file_get_contents (problem, &p, NULL, NULL))
    return 1;
  g_autoptr (QdStrips) t = strips_ground_text (d, p);
  g_autofree guint32 *op_original = NULL;
  g_autoptr (QdStrips) s = qd_strips_canonical (t, &op_original);
  g_autoptr (QdStripsMutex) m = qd_strips_mutex_new (s, NULL);
  g_autofree guint32 *rank = qd_strips_mutex_var_order (s, m);
  g_autofree guint32 *by_rank = g_new (guint32, MAX (m->n_vars, 1));
  g_autofree guint32 *order = qd_strips_op_order (s, m);
  guint n = 0;
  for (guint v = 0; v < m->n_vars; v++)
    if (rank[v] != G_MAXUINT32)
      {
        by_rank[rank[v]] = v;
        n++;
      }
  for (guint r = 0; r < n; r++)
    {
      g_print ("var");
      for (guint32 i = m->var_start[by_rank[r]]; i < m->var_start[by_rank[r] + 1]; i++)
        g_print (" %s", s->fact_names[m->var_facts[i]]);
      g_print ("\n");
    }
  for (guint32 i = 0; i < s->n_ops; i++)
    g_print ("%s\n", s->ops[order[i]].name);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && argv[1][0] != '-')
    return print_task (argv[1], argv[2]);
  if (argc == 4 && strcmp (argv[1], "--order") == 0)
    return print_order (argv[2], argv[3]);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/strips-mutex/fd-vars", test_fd_vars);
  g_test_add_func ("/strips-mutex/fd-var-order", test_fd_var_order);
  g_test_add_func ("/strips-mutex/fd-successor-order", test_fd_successor_order);
  g_test_add_func ("/strips-mutex/sound", test_sound);
  g_test_add_func ("/strips-mutex/stop", test_stop);
  return g_test_run ();
}
