/* qd-csp-tree-solver.c — the tree-structured CSP solver (AIMA figure 6.11)
 * and cutset conditioning (section 6.5.1) on a QdCspTree (qd-csp-tree.h).
 *
 * Everything a run needs is allocated by qd_csp_tree_solver_new: the
 * topological order of the forest left by the cutset, the domains, the
 * values, the buffers of the events.  A run only reads the graph. */
#include "config.h"

#include "qd-csp-tree-private.h"

#include <string.h>
#include <glib/gi18n.h>

/* Steps between two looks at the stop flag and the clock. */
#define CHECK_INTERVAL 4096

/* How a part of the run ended: it went through everything it had to (the
 * run goes on), it found what was asked for, or a limit stopped it. */
typedef enum {
  PART_GO_ON,
  PART_DONE,
  PART_STOPPED,
} PartEnd;

struct _QdCspTreeSolver {
  QdOwned owned;              /* the arrays below */
  const QdCspTree *tree;
  QdCspTreeOptions options;
  const QdCspTreeListener *listener;
  gpointer listener_data;

  /* The cutset, in index order; for its variable at position k, the arcs
   * to cutset variables before it are cut_arc[cut_arc_offset[k] ..
   * cut_arc_offset[k + 1]) (from its side), and its next value to try is
   * cut_next[k].  The arcs from a cutset variable to the others (from the
   * cutset variable's side) restrict the others' domains: restrict_arc[i]
   * from restrict_from[i]. */
  guint *cutset;
  guint n_cutset;
  guint8 *in_cutset;
  gsize *cut_arc_offset;
  gsize *cut_arc;
  guint *cut_next;
  gsize *restrict_arc;
  guint *restrict_from;
  gsize n_restrict;

  /* The forest: its variables in topological order, order[i]'s parent
   * parent[i] (-1 for a root) and the arc from the parent to it down[i];
   * next[i] is the next value to try at position i. */
  guint *order;
  gint *parent;
  gsize *down;
  guint *next;
  guint n_order;

  guint64 *dom;               /* the current domains (the graph's layout) */
  gint *values;
  guint *removed;             /* the values a revision removes, for its event */
  gint *first;                /* the first solution of the run */
  gboolean has_first;

  QdCspTreeStats stats;
  guint64 steps;
  guint64 next_check;
  gboolean stopped;
};

void
qd_csp_tree_options_init (QdCspTreeOptions *options)
{
  memset (options, 0, sizeof *options);
}

/* ---------------------------------------------------------- building */

static gint
compare_uints (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* Copies and sorts the cutset; FALSE (error set) when it names a variable
 * the problem lacks, or one twice. */
static gboolean
init_cutset (QdCspTreeSolver *s, const guint *cutset, guint n_cutset, GError **error)
{
  const QdCspTree *tree = s->tree;

  s->in_cutset = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (guint8));
  s->n_cutset = cutset != NULL ? n_cutset : 0;
  s->cutset = qd_csp_tree_array (&s->owned, s->n_cutset, sizeof (guint));
  s->cut_next = qd_csp_tree_array (&s->owned, s->n_cutset, sizeof (guint));
  for (guint k = 0; k < s->n_cutset; k++)
    {
      guint v = cutset[k];

      if (v >= tree->n_vars)
        {
          g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CUTSET,
                       _("the cutset names variable %u; the problem has %u variables"), v, tree->n_vars);
          return FALSE;
        }
      if (s->in_cutset[v])
        {
          g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CUTSET, _("the cutset names %s twice"),
                       qd_csp_variable_name (tree->csp, v));
          return FALSE;
        }
      s->in_cutset[v] = 1;
      s->cutset[k] = v;
    }
  qsort (s->cutset, s->n_cutset, sizeof (guint), compare_uints);
  return TRUE;
}

/* The arcs of the cutset variables: to earlier cutset variables (their
 * values must agree) and to the others (they restrict their domains). */
static void
init_cutset_arcs (QdCspTreeSolver *s)
{
  const QdCspTree *tree = s->tree;
  g_autofree guint *position = g_new (guint, MAX (tree->n_vars, 1));
  gsize n_cut = 0;

  for (guint k = 0; k < s->n_cutset; k++)
    position[s->cutset[k]] = k;
  s->cut_arc_offset = qd_csp_tree_array (&s->owned, s->n_cutset + 1, sizeof (gsize));
  for (guint pass = 0; pass < 2; pass++)
    {
      n_cut = 0;
      s->n_restrict = 0;
      for (guint k = 0; k < s->n_cutset; k++)
        {
          guint c = s->cutset[k];

          s->cut_arc_offset[k] = n_cut;
          for (gsize a = tree->adj_offset[c]; a < tree->adj_offset[c + 1]; a++)
            {
              guint u = tree->adj_other[a];

              if (s->in_cutset[u] && position[u] < k)
                {
                  if (pass == 1)
                    s->cut_arc[n_cut] = a;
                  n_cut++;
                }
              else if (!s->in_cutset[u])
                {
                  if (pass == 1)
                    {
                      s->restrict_arc[s->n_restrict] = a;
                      s->restrict_from[s->n_restrict] = c;
                    }
                  s->n_restrict++;
                }
            }
        }
      s->cut_arc_offset[s->n_cutset] = n_cut;
      if (pass == 0)
        {
          s->cut_arc = qd_csp_tree_array (&s->owned, n_cut, sizeof (gsize));
          s->restrict_arc = qd_csp_tree_array (&s->owned, s->n_restrict, sizeof (gsize));
          s->restrict_from = qd_csp_tree_array (&s->owned, s->n_restrict, sizeof (guint));
        }
    }
}

/* The topological order of the forest: each component breadth-first from
 * its first variable in index order. */
static void
init_order (QdCspTreeSolver *s)
{
  const QdCspTree *tree = s->tree;
  g_autofree guint8 *seen = g_memdup2 (s->in_cutset, MAX (tree->n_vars, 1));

  s->order = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (guint));
  s->parent = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (gint));
  s->down = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (gsize));
  s->next = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (guint));
  s->n_order = 0;
  for (guint root = 0; root < tree->n_vars; root++)
    {
      guint head = s->n_order;

      if (seen[root])
        continue;
      seen[root] = 1;
      s->parent[s->n_order] = -1;
      s->down[s->n_order] = G_MAXSIZE;
      s->order[s->n_order++] = root;
      while (head < s->n_order)
        {
          guint v = s->order[head++];

          for (gsize a = tree->adj_offset[v]; a < tree->adj_offset[v + 1]; a++)
            {
              guint u = tree->adj_other[a];

              if (seen[u])
                continue;
              seen[u] = 1;
              s->parent[s->n_order] = (gint) v;
              s->down[s->n_order] = a;
              s->order[s->n_order++] = u;
            }
        }
    }
}

QdCspTreeSolver *
qd_csp_tree_solver_new (const QdCspTree *tree, const QdCspTreeOptions *options, GError **error)
{
  g_autoptr(QdCspTreeSolver) s = NULL;
  g_autofree guint *cycle = NULL;
  guint n_cycle;

  g_return_val_if_fail (tree != NULL, NULL);
  s = g_new0 (QdCspTreeSolver, 1);
  s->tree = tree;
  if (options != NULL)
    s->options = *options;
  else
    qd_csp_tree_options_init (&s->options);
  s->options.cutset = NULL;
  s->listener = s->options.listener;
  s->listener_data = s->options.listener_data;
  if (!init_cutset (s, options != NULL ? options->cutset : NULL, options != NULL ? options->n_cutset : 0, error))
    return NULL;

  cycle = g_new (guint, MAX (tree->n_vars, 1));
  if (qd_csp_tree_find_cycle (tree, s->in_cutset, cycle, &n_cycle))
    {
      g_autofree char *text = qd_csp_tree_cycle_text (tree, cycle, n_cycle);

      if (s->n_cutset == 0)
        g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CYCLE,
                     _("the constraint graph has a cycle: %s"), text);
      else
        g_set_error (error, QD_CSP_TREE_ERROR, QD_CSP_TREE_ERROR_CYCLE,
                     _("the constraint graph less the cutset has a cycle: %s"), text);
      return NULL;
    }
  init_cutset_arcs (s);
  init_order (s);
  s->dom = qd_csp_tree_array (&s->owned, tree->n_dom_words, sizeof (guint64));
  s->values = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (gint));
  s->first = qd_csp_tree_array (&s->owned, tree->n_vars, sizeof (gint));
  s->removed = qd_csp_tree_array (&s->owned, tree->max_size, sizeof (guint));
  return g_steal_pointer (&s);
}

void
qd_csp_tree_solver_free (QdCspTreeSolver *s)
{
  qd_owned_free (s);
}

/* ---------------------------------------------------------------- run */

#define TELL(s, event, ...) \
  G_STMT_START { \
    if ((s)->listener != NULL && (s)->listener->event != NULL) \
      (s)->listener->event ((s)->listener_data, __VA_ARGS__); \
  } G_STMT_END

/* One step more; TRUE when the stop flag or the deadline ends the run
 * (looked at every CHECK_INTERVAL steps). */
static inline gboolean
tick (QdCspTreeSolver *s)
{
  if (++s->steps < s->next_check)
    return s->stopped;
  s->next_check = s->steps + CHECK_INTERVAL;
  if (s->options.stop != NULL && g_atomic_int_get (s->options.stop) != 0)
    s->stopped = TRUE;
  if (s->options.deadline_us > 0 && g_get_monotonic_time () >= s->options.deadline_us)
    s->stopped = TRUE;
  return s->stopped;
}

/* The smallest value from `from` on in `dom` and in `support` (NULL: any),
 * bitsets of n_words words; -1 when there is none. */
static inline gint
next_value (const guint64 *dom, const guint64 *support, guint n_words, guint from)
{
  for (guint w = from / QD_CSP_WORD_BITS; w < n_words; w++)
    {
      guint64 word = dom[w] & (support != NULL ? support[w] : G_MAXUINT64);

      if (w == from / QD_CSP_WORD_BITS)
        word &= G_MAXUINT64 << (from % QD_CSP_WORD_BITS);
      if (word != 0)
        return (gint) (w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (word));
    }
  return -1;
}

static gboolean
domain_empty (const guint64 *dom, guint n_words)
{
  for (guint w = 0; w < n_words; w++)
    if (dom[w] != 0)
      return FALSE;
  return TRUE;
}

static inline guint64 *
domain (QdCspTreeSolver *s, guint var)
{
  return s->dom + s->tree->dom_offset[var];
}

/* MAKE-ARC-CONSISTENT (parent, child): the parent's values without a
 * support in the child's domain go; FALSE when none is left. */
static gboolean
revise (QdCspTreeSolver *s, guint i)
{
  const QdCspTree *tree = s->tree;
  guint parent = (guint) s->parent[i], child = s->order[i];
  guint64 *dp = domain (s, parent);
  const guint64 *dc = domain (s, child);
  guint nc = tree->n_words[child];
  guint n_removed = 0;

  for (guint w = 0; w < tree->n_words[parent]; w++)
    {
      guint64 word = dp[w];

      while (word != 0)
        {
          guint a = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (word);

          word &= word - 1;
          s->stats.checks++;
          if (!qd_csp_tree_intersects (qd_csp_tree_support (tree, s->down[i], a), dc, nc))
            {
              dp[w] &= ~QD_CSP_BIT (a);
              s->removed[n_removed++] = a;
            }
        }
    }
  s->stats.revisions++;
  s->stats.prunings += n_removed;
  TELL (s, revise, parent, child, s->removed, n_removed);
  if (domain_empty (dp, tree->n_words[parent]))
    {
      TELL (s, wipeout, parent);
      return FALSE;
    }
  return TRUE;
}

/* The domains of the forest: the initial ones, less what the cutset's
 * values forbid; FALSE when one is empty. */
static gboolean
initial_domains (QdCspTreeSolver *s)
{
  const QdCspTree *tree = s->tree;

  memcpy (s->dom, tree->initial, sizeof (guint64) * tree->n_dom_words);
  for (gsize r = 0; r < s->n_restrict; r++)
    {
      gsize arc = s->restrict_arc[r];
      guint u = tree->adj_other[arc];
      guint64 *du = domain (s, u);
      const guint64 *allowed = qd_csp_tree_support (tree, arc, (guint) s->values[s->restrict_from[r]]);

      for (guint w = 0; w < tree->n_words[u]; w++)
        {
          s->stats.prunings += qd_csp_popcount (du[w] & ~allowed[w]);
          du[w] &= allowed[w];
        }
    }
  for (guint i = 0; i < s->n_order; i++)
    if (domain_empty (domain (s, s->order[i]), tree->n_words[s->order[i]]))
      {
        TELL (s, wipeout, s->order[i]);
        return FALSE;
      }
  return TRUE;
}

static PartEnd
report_solution (QdCspTreeSolver *s)
{
  s->stats.solutions++;
  if (!s->has_first)
    {
      memcpy (s->first, s->values, sizeof (gint) * s->tree->n_vars);
      s->has_first = TRUE;
    }
  if (s->listener != NULL && s->listener->solution != NULL && !s->listener->solution (s->listener_data, s->values))
    return PART_DONE;
  if (!s->options.all_solutions)
    return PART_DONE;
  if (s->options.max_solutions > 0 && s->stats.solutions >= s->options.max_solutions)
    return PART_DONE;
  return PART_GO_ON;
}

/* The values in topological order, each consistent with its parent's:
 * the first solution, or every one.  A position left without a value is a
 * dead end, counted as a backtrack (there is none after directional arc
 * consistency). */
static PartEnd
assign_in_order (QdCspTreeSolver *s)
{
  const QdCspTree *tree = s->tree;
  guint pos = 0;

  if (s->n_order == 0)
    return report_solution (s);
  s->next[0] = 0;
  for (;;)
    {
      guint v = s->order[pos];
      const guint64 *support = s->parent[pos] < 0 ? NULL
                               : qd_csp_tree_support (tree, s->down[pos], (guint) s->values[s->parent[pos]]);
      gint b;

      if (tick (s))
        return PART_STOPPED;
      b = next_value (domain (s, v), support, tree->n_words[v], s->next[pos]);
      if (b < 0)
        {
          if (s->next[pos] == 0)
            s->stats.backtracks++;
          s->values[v] = QD_CSP_UNASSIGNED;
          if (pos == 0)
            return PART_GO_ON;
          pos--;
          continue;
        }
      s->values[v] = b;
      s->next[pos] = (guint) b + 1;
      s->stats.assignments++;
      TELL (s, assign, v, (guint) b, pos + 1);
      if (pos + 1 < s->n_order)
        s->next[++pos] = 0;
      else
        {
          PartEnd end = report_solution (s);

          if (end != PART_GO_ON)
            return end;
        }
    }
}

/* TREE-CSP-SOLVER on the forest, from the initial domains restricted by the
 * cutset's values. */
static PartEnd
solve_forest (QdCspTreeSolver *s)
{
  if (!initial_domains (s))
    return PART_GO_ON;
  for (guint i = s->n_order; i-- > 0;)
    {
      if (s->parent[i] < 0)
        continue;
      if (tick (s))
        return PART_STOPPED;
      if (!revise (s, i))
        return PART_GO_ON;
    }
  return assign_in_order (s);
}

/* Whether value x of the cutset variable at position k agrees with the
 * values of the cutset variables before it. */
static gboolean
cutset_consistent (QdCspTreeSolver *s, guint k, guint x)
{
  const QdCspTree *tree = s->tree;

  for (gsize i = s->cut_arc_offset[k]; i < s->cut_arc_offset[k + 1]; i++)
    {
      gsize arc = s->cut_arc[i];

      s->stats.checks++;
      if (!qd_csp_bit_test (qd_csp_tree_support (tree, arc, x), (guint) s->values[tree->adj_other[arc]]))
        return FALSE;
    }
  return TRUE;
}

/* Cutset conditioning: every assignment of the cutset consistent among
 * itself (backtracking in the cutset's order), each extended by the tree
 * solver. */
static PartEnd
condition (QdCspTreeSolver *s)
{
  const QdCspTree *tree = s->tree;
  guint k = 0;

  if (s->n_cutset == 0)
    return solve_forest (s);
  s->cut_next[0] = 0;
  for (;;)
    {
      guint c = s->cutset[k];
      const guint64 *initial = tree->initial + tree->dom_offset[c];
      gint x = next_value (initial, NULL, tree->n_words[c], s->cut_next[k]);

      if (tick (s))
        return PART_STOPPED;
      while (x >= 0 && !cutset_consistent (s, k, (guint) x))
        x = next_value (initial, NULL, tree->n_words[c], (guint) x + 1);
      if (x < 0)
        {
          s->values[c] = QD_CSP_UNASSIGNED;
          if (k == 0)
            return PART_GO_ON;
          k--;
          continue;
        }
      s->values[c] = x;
      s->cut_next[k] = (guint) x + 1;
      if (k + 1 < s->n_cutset)
        s->cut_next[++k] = 0;
      else
        {
          PartEnd end;

          s->stats.cutset_assignments++;
          TELL (s, cutset, s->cutset, s->n_cutset, s->values);
          end = solve_forest (s);
          if (end != PART_GO_ON)
            return end;
        }
    }
}

QdCspStatus
qd_csp_tree_solver_run (QdCspTreeSolver *s, QdCspTreeStats *stats)
{
  gint64 start = g_get_monotonic_time ();
  QdCspStatus status;
  PartEnd end;

  memset (&s->stats, 0, sizeof s->stats);
  s->steps = 0;
  s->next_check = 0;
  s->stopped = FALSE;
  s->has_first = FALSE;
  for (guint v = 0; v < s->tree->n_vars; v++)
    s->values[v] = QD_CSP_UNASSIGNED;
  TELL (s, order, s->order, s->parent, s->n_order);
  end = condition (s);
  if (end == PART_STOPPED)
    status = QD_CSP_STOPPED;
  else if (end == PART_DONE || s->stats.solutions > 0)
    status = QD_CSP_SOLVED;
  else
    status = QD_CSP_NO_SOLUTION;
  s->stats.time_us = g_get_monotonic_time () - start;
  if (stats != NULL)
    *stats = s->stats;
  return status;
}

const gint *
qd_csp_tree_solver_first_solution (QdCspTreeSolver *s)
{
  return s->has_first ? s->first : NULL;
}
