/* qd-csp-search.c — the backtracking search: an explicit stack, the orders.
 *
 * Chronological backtracking without recursion (a map has 10,000 variables):
 * frames[d] holds the variable chosen at depth d, its candidate values (in
 * the variable's own slice of `candidates`, computed when the node opens) and
 * the trail mark of its current assignment.  An assignment restricts the
 * variable's domain to its value through the trail, so undoing it is
 * restoring the trail to the mark.
 *
 * Random orders draw from qd-random.h seeded with options.seed, so a seed gives the
 * same run on every machine.
 *
 * MRV with inference reads a tournament tree kept up to date on every
 * domain count and degree change.  Backjumping (Prosser's CBJ, on top of
 * any inference) keeps a conflict set per frame, stacked in conf_buf: a
 * frame's set only grows while it is the deepest one (its own values fail,
 * or a deeper node jumps to it, discarding the frames in between), so the
 * sets of the open frames lie one after the other in depth order.
 */
#include "qd-csp-private.h"
#include "qd-random.h"

#include <string.h>

/* The most values considered between two looks at the stop flag and the
 * clock (qd-poll.h: fewer while each costs more). */
#define STOP_CHECK_INTERVAL 1024

static void
sift_down (guint64 *keys, guint root, guint n)
{
  for (;;)
    {
      guint child = 2 * root + 1;
      guint64 t;

      if (child >= n)
        return;
      if (child + 1 < n && keys[child + 1] > keys[child])
        child++;
      if (keys[root] >= keys[child])
        return;
      t = keys[root];
      keys[root] = keys[child];
      keys[child] = t;
      root = child;
    }
}

void
qd_csp_heap_sort (guint64 *keys, guint n)
{
  for (guint i = n / 2; i > 0; i--)
    sift_down (keys, i - 1, n);
  for (guint end = n; end > 1; end--)
    {
      guint64 t = keys[0];

      keys[0] = keys[end - 1];
      keys[end - 1] = t;
      sift_down (keys, 0, end - 1);
    }
}

/* --------------------------------------------------------- variable order */

/* An unassigned variable of constraint c other than var (unassigned), or
 * G_MAXUINT. */
static guint
open_other (QdCspSolver *s, guint constraint, guint var)
{
  const QdCspConstraint *c = qd_csp_con (s->csp, constraint);

  for (guint p = 0; p < c->arity; p++)
    if (c->scope[p] != var && s->values[c->scope[p]] == QD_CSP_UNASSIGNED)
      return c->scope[p];
  return G_MAXUINT;
}

/* Whether the (non-binary) constraint has an unassigned variable other
 * than var, which is unassigned and counted. */
static inline gboolean
other_open (QdCspSolver *s, guint constraint, guint var)
{
  guint open = s->n_open[constraint];

  return open != G_MAXUINT ? open >= 2 : open_other (s, constraint, var) != G_MAXUINT;
}

/* Constraints of var that involve another unassigned variable: the binary
 * ones are counted as variables are assigned and unassigned, the others
 * (few, in small models) looked at here.  With restarts the binary ones
 * count with their weights (dom/wdeg's weighted degree); with
 * weighted_degree the others too. */
static double
dynamic_degree (QdCspSolver *s, guint var)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  double degree = s->binary_degree[var];

  if (!s->has_nonbinary[var] && !s->weighting)
    return degree;
  if (s->weighting)
    degree = 0;
  for (; inc < end; inc++)
    {
      if (inc->kind == QD_CSP_KIND_BINARY)
        {
          if (s->weighting && s->values[inc->other] == QD_CSP_UNASSIGNED)
            degree += s->run_cacd ? s->cacd[inc - s->inc] : s->weight[inc->constraint];
          continue;
        }
      if (other_open (s, inc->constraint, var))
        degree += s->run_cacd ? s->cacd[inc - s->inc]
                  : s->options.weighted_degree ? s->weight[inc->constraint] : 1;
    }
  return degree;
}

/* The MRV order of two variables by their counts and (with_degree) their
 * dynamic degrees, ranks aside: < 0 when a comes first.  Fewer values, then
 * more (weighted) constraints with unassigned variables; with weight_ratio
 * the smaller count / degree (cross-multiplied: a degree of 0 is an
 * infinite ratio), then fewer values. */
static inline gint
mrv_compare (const QdCspSolver *s, guint count_a, double deg_a, guint count_b, double deg_b,
             gboolean with_degree)
{
  if (with_degree && s->run_first)
    {
      if (deg_a != deg_b)
        return deg_a > deg_b ? -1 : 1;
      if (count_a != count_b)
        return count_a < count_b ? -1 : 1;
      return 0;
    }
  if (with_degree && s->run_ratio)
    {
      double left = count_a * deg_b, right = count_b * deg_a;

      if (left != right)
        return left < right ? -1 : 1;
    }
  if (count_a != count_b)
    return count_a < count_b ? -1 : 1;
  if (with_degree && deg_a != deg_b)
    return deg_a > deg_b ? -1 : 1;
  return 0;
}

/* Whether a comes before b in the MRV order (mrv_compare), then the lower
 * rank (the index, or with restarts a random permutation).  G_MAXUINT (an
 * assigned leaf) comes last. */
static inline gboolean
tree_before (const QdCspSolver *s, guint a, guint b)
{
  gint cmp;

  if (b == G_MAXUINT)
    return a != G_MAXUINT;
  if (a == G_MAXUINT)
    return FALSE;
  cmp = mrv_compare (s, s->count[a], s->tree_degree ? s->tree_deg[a] : 0,
                     s->count[b], s->tree_degree ? s->tree_deg[b] : 0, s->tree_degree);
  return cmp != 0 ? cmp < 0 : s->rank[a] < s->rank[b];
}

/* The key of var (or its leaf) changed: replay the matches above it, up to
 * the first one whose winner neither changed nor is var. */
void
qd_csp_solver_tree_update (QdCspSolver *s, guint var)
{
  for (guint i = (s->tree_size + var) >> 1; i >= 1; i >>= 1)
    {
      guint a = s->tree[2 * i], b = s->tree[2 * i + 1];
      guint w = tree_before (s, b, a) ? b : a;

      if (w == s->tree[i] && w != var)
        break;
      s->tree[i] = w;
    }
}

static void
tree_build (QdCspSolver *s)
{
  guint size = s->tree_size;

  for (guint i = 0; i < size; i++)
    s->tree[size + i] = i < s->n_vars && s->values[i] == QD_CSP_UNASSIGNED ? i : G_MAXUINT;
  for (guint i = size - 1; i >= 1; i--)
    {
      guint a = s->tree[2 * i], b = s->tree[2 * i + 1];

      s->tree[i] = tree_before (s, b, a) ? b : a;
    }
}

static inline void
tree_refresh (QdCspSolver *s, guint var)
{
  if (s->values[var] != QD_CSP_UNASSIGNED)
    return;
  if (s->tree_degree)
    s->tree_deg[var] = dynamic_degree (s, var);
  qd_csp_solver_tree_update (s, var);
}

/* Binary degrees of the neighbours of var, which is being assigned (-1) or
 * unassigned (+1) (s->values already says which); with the tree, the
 * degrees it holds of the variables sharing a constraint with var. */
static void
update_degrees (QdCspSolver *s, guint var, gint delta)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];

  for (; inc < end; inc++)
    if (inc->kind == QD_CSP_KIND_BINARY)
      {
        s->binary_degree[inc->other] += delta;
        if (s->tree_degree)
          tree_refresh (s, inc->other);
      }
    else
      {
        guint c = inc->constraint, open = s->n_open[c];

        if (open != G_MAXUINT)
          {
            /* Only a constraint going from two unassigned variables to
             * one, or back, changes a degree: its last one's. */
            open = s->n_open[c] = open + delta;
            if (s->tree_degree && open == (delta < 0 ? 1 : 2))
              {
                guint w = open_other (s, c, var);

                if (w != G_MAXUINT)
                  tree_refresh (s, w);
              }
          }
        else if (s->tree_degree)
          {
            const QdCspConstraint *con = qd_csp_con (s->csp, c);

            for (guint p = 0; p < con->arity; p++)
              if (con->scope[p] != var)
                tree_refresh (s, con->scope[p]);
          }
      }
}

/* Remaining values: the current domain, or without inference (where domains
 * do not shrink) the values consistent with the assigned variables.  One
 * scan of the unassigned variables; the degree is looked at only for a
 * variable that ties with the best so far. */
static guint
select_mrv (QdCspSolver *s, gboolean with_degree)
{
  gboolean legal = s->options.inference == QD_CSP_INFER_NONE;
  gboolean ratio = with_degree && s->run_ratio;
  guint best = G_MAXUINT, best_count = G_MAXUINT;
  double best_degree = 0;

  for (guint i = 0; i < s->n_unassigned; i++)
    {
      guint v = s->unassigned[i];
      guint count = legal ? qd_csp_solver_legal_count (s, v) : s->count[v];
      double degree;
      gint cmp;

      if (count > best_count && !ratio)
        continue;
      degree = with_degree ? dynamic_degree (s, v) : 0;
      cmp = best == G_MAXUINT ? -1 : mrv_compare (s, count, degree, best_count, best_degree, with_degree);
      if (cmp < 0 || (cmp == 0 && s->rank[v] < s->rank[best]))
        {
          best = v;
          best_count = count;
          best_degree = degree;
        }
    }
  return best;
}

static guint
select_variable (QdCspSolver *s)
{
  switch (s->options.var_order)
    {
    case QD_CSP_VAR_STATIC:
    case QD_CSP_VAR_RANDOM:
      /* Levels assign order[0], order[1], ... so depth d picks order[d]. */
      return s->order[s->depth];
    case QD_CSP_VAR_MRV:
      return s->use_tree ? s->tree[1] : select_mrv (s, FALSE);
    case QD_CSP_VAR_MRV_DEGREE:
      return s->use_tree ? s->tree[1] : select_mrv (s, TRUE);
    default:
      g_assert_not_reached ();
    }
}

/* ------------------------------------------------------------ value order */

/* Values var := value would remove from its unassigned neighbours' domains,
 * through the binary constraints (tables and propagators are not counted). */
static guint64
lcv_score (QdCspSolver *s, guint var, guint value)
{
  const QdCspIncidence *inc = s->inc + s->inc_offset[var];
  const QdCspIncidence *end = s->inc + s->inc_offset[var + 1];
  guint64 removed = 0;

  for (; inc < end; inc++)
    {
      const guint64 *d, *row;
      guint nw;

      if (inc->kind != QD_CSP_KIND_BINARY || s->values[inc->other] != QD_CSP_UNASSIGNED)
        continue;
      nw = s->n_words[inc->other];
      d = qd_csp_solver_dom (s, inc->other);
      row = inc->support + (gsize) value * nw;
      s->stats.checks++;
      for (guint w = 0; w < nw; w++)
        removed += qd_csp_popcount (d[w] & ~row[w]);
    }
  return removed;
}

/* With last_conflict, the variable whose assignment last failed, while it
 * is unassigned; else the order's own choice. */
static guint
next_variable (QdCspSolver *s)
{
  if (s->lc_var != G_MAXUINT && s->values[s->lc_var] == QD_CSP_UNASSIGNED)
    return s->lc_var;
  return select_variable (s);
}

static void
open_node (QdCspSolver *s, QdCspFrame *f)
{
  guint *values;
  guint n;

  f->var = next_variable (s);
  values = s->candidates + s->cand_offset[f->var];
  n = qd_csp_solver_domain_values (s, f->var, values);
  switch (s->options.val_order)
    {
    case QD_CSP_VAL_STATIC:
      if (s->cost_ordered != NULL && s->cost_ordered[f->var])
        qd_csp_solver_cost_order (s, f->var, values, n);
      break;
    case QD_CSP_VAL_RANDOM:
      qd_random_shuffle (&s->rng, values, n);
      break;
    case QD_CSP_VAL_LCV:
      /* Fewest removals first, ties by value: sort (score, value) keys.
       * With restarts ties go by a random order: the values are shuffled
       * and sorted by (score, position), the position then replaced by its
       * value before the values are overwritten. */
      if (s->restarting)
        qd_random_shuffle (&s->rng, values, n);
      for (guint i = 0; i < n; i++)
        {
          guint64 score = lcv_score (s, f->var, values[i]);

          s->keys[i] = (MIN (score, G_MAXUINT32) << 32) | (s->restarting ? i : values[i]);
        }
      qd_csp_heap_sort (s->keys, n);
      if (s->restarting)
        for (guint i = 0; i < n; i++)
          s->keys[i] = (s->keys[i] & ~(guint64) G_MAXUINT32) | values[s->keys[i] & G_MAXUINT32];
      for (guint i = 0; i < n; i++)
        values[i] = (guint) (s->keys[i] & G_MAXUINT32);
      break;
    default:
      g_assert_not_reached ();
    }
  /* With restarts the value the variable had last comes first (progress
   * saving): a new run goes quickly back through what the last one had
   * settled, and spends its failures on the spots its order now puts
   * first.  With solution saving, its value in the last solution. */
  if (s->phase_first && s->phase[f->var] >= 0)
    for (guint i = 1; i < n; i++)
      if (values[i] == (guint) s->phase[f->var])
        {
          memmove (values + 1, values, sizeof (guint) * i);
          values[0] = (guint) s->phase[f->var];
          break;
        }
  f->n_values = n;
  f->next = f->refuted = 0;

  /* An empty conflict set on top of the parent's. */
  f->solutions_at_open = s->stats.solutions;
  f->conf_start = f->conf_end = f > s->frames + 1 ? f[-1].conf_end : 0;
  f->conf_full = 0;
}

/* ----------------------------------------------------------------- search */

static gboolean
should_stop (QdCspSolver *s)
{
  const QdCspOptions *o = &s->options;

  gint64 now;

  if (!qd_poll_step (&s->poll))
    return FALSE;
  now = qd_poll_adapt (&s->poll);
  if (o->progress_nodes != NULL)
    __atomic_store_n (o->progress_nodes, (gint64) (s->stats.assignments + 1), __ATOMIC_RELAXED);
  if ((o->stop != NULL && g_atomic_int_get (o->stop) != 0) ||
      (o->deadline_us != 0 && now >= o->deadline_us))
    s->stopped = TRUE;
  return s->stopped;
}

static void
unassigned_remove (QdCspSolver *s, guint var)
{
  guint p = s->where[var];
  guint last = s->unassigned[--s->n_unassigned];

  s->unassigned[p] = last;
  s->where[last] = p;
  if (s->use_tree)
    {
      s->tree[s->tree_size + var] = G_MAXUINT;
      qd_csp_solver_tree_update (s, var);
    }
}

static void
unassigned_add (QdCspSolver *s, guint var)
{
  s->where[var] = s->n_unassigned;
  s->unassigned[s->n_unassigned++] = var;
  if (s->use_tree)
    {
      if (s->tree_degree)
        s->tree_deg[var] = dynamic_degree (s, var);
      s->tree[s->tree_size + var] = var;
      qd_csp_solver_tree_update (s, var);
    }
}

/* Undoes the assignment at depth d (the current depth).  It is a backtrack,
 * told to the listener, unless its subtree produced a solution. */
static void
undo (QdCspSolver *s, guint d)
{
  QdCspFrame *f = &s->frames[d];

  qd_csp_solver_restore (s, f->mark);
  s->values[f->var] = QD_CSP_UNASSIGNED;
  /* The counts first: the variable's own degree reads them. */
  update_degrees (s, f->var, +1);
  unassigned_add (s, f->var);
  s->depth = d - 1;
  if (s->stats.solutions == f->solutions)
    {
      s->stats.backtracks++;
      if (s->listener != NULL && s->listener->backtrack != NULL)
        s->listener->backtrack (s->listener_data, s, f->var, d);
    }
}

/* ------------------------------------------------------------ backjumping */

/* Merges the conflict set just built (bj_levels, bj_full), less `level`
 * itself, into the conflict set of frames[level], the deepest open frame.
 * When conf_buf is full the levels that do not fit are folded into
 * conf_full (a larger set is still a sound one). */
static void
conf_merge (QdCspSolver *s, guint level)
{
  QdCspFrame *f = &s->frames[level];
  guint *levels = s->bj_levels;
  guint n = s->bj_n;

  f->conf_full = MAX (f->conf_full, MIN (s->bj_full, level - 1));
  /* Mark the levels the frame holds (a fresh generation of bj_stamp). */
  if (++s->bj_gen == 0)
    {
      memset (s->bj_stamp, 0, sizeof (guint) * (s->n_vars + 2));
      s->bj_gen = 1;
    }
  for (gsize i = f->conf_start; i < f->conf_end; i++)
    s->bj_stamp[s->conf_buf[i]] = s->bj_gen;
  for (guint i = 0; i < n; i++)
    {
      guint l = levels[i];

      if (l >= level || s->bj_stamp[l] == s->bj_gen || l <= f->conf_full)
        continue;
      s->bj_stamp[l] = s->bj_gen;
      if (f->conf_end < s->conf_cap)
        s->conf_buf[f->conf_end++] = l;
      else
        f->conf_full = MAX (f->conf_full, l);
    }
}

/* The conflict set of the dead end at `level` (every value of its variable
 * failed): its own set and the explanation of the values missing from the
 * domain it started with.  Returns the deepest level in it, 0 if none. */
static guint
conf_dead_end (QdCspSolver *s, guint level)
{
  const QdCspFrame *f = &s->frames[level];
  guint h;

  qd_csp_solver_explain_begin (s);
  for (gsize i = f->conf_start; i < f->conf_end; i++)
    qd_csp_solver_explain_level (s, s->conf_buf[i]);
  s->bj_full = f->conf_full;
  qd_csp_solver_explain_missing (s, f->var);
  h = s->bj_full;
  for (guint i = 0; i < s->bj_n; i++)
    h = MAX (h, s->bj_levels[i]);
  return h;
}

/* The assignment at `level` failed: its inference wiped out a domain (or a
 * propagator failed, which is blamed on every earlier assignment). */
static void
conf_failed_assignment (QdCspSolver *s, guint level)
{
  qd_csp_solver_explain_begin (s);
  if (s->wiped)
    qd_csp_solver_explain_missing (s, s->wiped_var);
  else
    s->bj_full = level;
  conf_merge (s, level);
}

/* Tells the listener of the dead end at `level` whose conflict set (just
 * built: bj_levels, bj_full) sends the search back to `to`. */
static void
tell_backjump (QdCspSolver *s, guint level, guint to)
{
  guint n = 0;

  if (s->listener == NULL || s->listener->backjump == NULL)
    return;
  if (++s->bj_gen == 0)
    {
      memset (s->bj_stamp, 0, sizeof (guint) * (s->n_vars + 2));
      s->bj_gen = 1;
    }
  for (guint i = 0; i < s->bj_n; i++)
    if (s->bj_levels[i] < level)
      s->bj_stamp[s->bj_levels[i]] = s->bj_gen;
  for (guint l = 1; l < level; l++)
    if (l <= s->bj_full || s->bj_stamp[l] == s->bj_gen)
      s->bj_vars[n++] = s->frames[l].var;
  s->listener->backjump (s->listener_data, s, s->frames[level].var, level, to, s->bj_vars, n);
}

/* The restart schedule and the partial restarts are in qd-csp-restart.c;
 * it reaches the tree through these. */
void
qd_csp_solver_tree_build (QdCspSolver *s)
{
  tree_build (s);
}

void
qd_csp_solver_tree_refresh (QdCspSolver *s, guint var)
{
  tree_refresh (s, var);
}

double
qd_csp_solver_dynamic_degree (QdCspSolver *s, guint var)
{
  return dynamic_degree (s, var);
}

/* The order of the run about to begin: with weight_alternate (and
 * wdeg^ca.cd's weights) the runs take turns (qd-csp-restart.c: three in
 * four are wdeg^ca.cd's), and when it is not wdeg^ca.cd's turn the
 * per-constraint weights, as a ratio, order. */
void
qd_csp_solver_run_order (QdCspSolver *s, gboolean cacd_turn)
{
  gboolean classic = s->options.weight_alternate && s->cacd != NULL && !cacd_turn;

  s->run_cacd = s->cacd != NULL && !classic;
  s->run_first = s->options.weight_first && !classic;
  s->run_ratio = s->options.weight_ratio || classic;
}

/* Records a solution; FALSE when the search should end here. */
static gboolean
report_solution (QdCspSolver *s)
{
  const QdCspOptions *o = &s->options;
  gboolean go_on = TRUE;

  s->stats.solutions++;
  memcpy (s->solution, s->values, sizeof (gint) * s->n_vars);
  s->has_solution = TRUE;
  if (s->optimizing)
    {
      gint64 cost = qd_csp_objective_cost (s->csp, s->values);

      s->bound = cost == G_MININT64 ? cost : cost - 1;
      if (o->solution_saving)
        {
          for (guint v = 0; v < s->n_vars; v++)
            s->phase[v] = s->values[v];
          s->progress_saving = FALSE;
        }
    }
  if (s->listener != NULL && s->listener->solution != NULL)
    go_on = s->listener->solution (s->listener_data, s, s->values);
  if (!o->all_solutions && !s->optimizing)
    return FALSE;
  if (o->max_solutions != 0 && s->stats.solutions >= o->max_solutions)
    return FALSE;
  return go_on;
}

static QdCspStatus
search_loop (QdCspSolver *s)
{
  const QdCspOptions *o = &s->options;
  const QdCspListener *l = s->listener;
  guint n = s->n_vars;
  guint d = 0;

  for (guint v = 0; v < n; v++)
    if (s->count[v] == 0)
      return QD_CSP_NO_SOLUTION;
  if (o->inference == QD_CSP_INFER_MAC || o->initial_propagation)
    {
      if (!qd_csp_solver_propagate_all (s))
        return QD_CSP_NO_SOLUTION;
    }
  else if (o->inference == QD_CSP_INFER_FC && !qd_csp_solver_propagate_once (s))
    return QD_CSP_NO_SOLUTION;
  if (should_stop (s))
    return QD_CSP_STOPPED;
  if (n == 0)
    {
      report_solution (s);
      return QD_CSP_SOLVED;
    }

  open_node (s, &s->frames[1]);
  for (;;)
    {
      QdCspFrame *f = &s->frames[d + 1];
      guint value;
      gboolean ok, forced;

      if (f->next == f->n_values)
        {
          guint h;

          if (d == 0)
            {
              /* The first variable's conflict set is empty. */
              if (s->cbj && s->stats.solutions == f->solutions_at_open && l != NULL && l->backjump != NULL)
                l->backjump (s->listener_data, s, f->var, 1, 0, s->bj_vars, 0);
              return s->stats.solutions > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION;
            }
          /* Chronologically without backjumping, or when a solution was
           * found below this node (its values did not all fail). */
          if (!s->cbj || s->stats.solutions != f->solutions_at_open)
            {
              undo (s, d--);
              continue;
            }
          /* Back to the deepest level of its conflict set: the levels
           * below are undone as failures too.  An empty set (the root)
           * proves there is nothing more to find. */
          h = conf_dead_end (s, d + 1);
          tell_backjump (s, d + 1, h);
          while (d > h)
            undo (s, d--);
          if (h == 0)
            return s->stats.solutions > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION;
          conf_merge (s, h);
          undo (s, d--);
          continue;
        }

      /* Refutations (MAC): the values this node tried are taken out of
       * its variable and propagated before the next one, as binary
       * branching's x != a; the candidates that goes with are skipped. */
      if (s->refute && f->next > f->refuted)
        {
          const guint *cand = s->candidates + s->cand_offset[f->var];

          f->refuted = f->next;
          if (!qd_csp_solver_refute (s, f->var, cand[f->next - 1]))
            f->next = f->n_values;
          while (f->next < f->n_values && !qd_csp_solver_domain_has (s, f->var, cand[f->next]))
            f->next++;
          f->refuted = f->next;
          if (f->next == f->n_values)
            continue;
        }
      value = s->candidates[s->cand_offset[f->var] + f->next++];
      if (should_stop (s))
        return QD_CSP_STOPPED;
      if (o->inference == QD_CSP_INFER_NONE && !qd_csp_solver_consistent (s, f->var, value))
        {
          if (s->lc)
            s->lc_var = f->var;
          if (l != NULL && l->reject != NULL)
            l->reject (s->listener_data, s, f->var, value, d + 1);
          if (s->cbj)
            {
              qd_csp_solver_explain_begin (s);
              qd_csp_solver_explain_reject (s, f->var, value);
              conf_merge (s, d + 1);
            }
          continue;
        }
      if (o->max_assignments != 0 && s->stats.assignments >= o->max_assignments)
        return QD_CSP_STOPPED;
      if (s->restarting && s->stats.backtracks >= s->restart_at)
        {
          guint keep = s->reuse ? qd_csp_solver_reuse_levels (s, d, f->var) : 0;
          guint top = d + 1;

          while (d > keep)
            undo (s, d--);
          /* The run's refuted values are nogoods; the root may fail. */
          if (s->ng != NULL && !qd_csp_nogoods_record (s, top))
            return s->stats.solutions > 0 ? QD_CSP_SOLVED : QD_CSP_NO_SOLUTION;
          s->stats.restarts++;
          qd_csp_solver_begin_run (s);
          open_node (s, &s->frames[d + 1]);
          continue;
        }

      /* Under MAC the domains are at a fixpoint: giving a variable its only
       * value changes no domain, so there is nothing to propagate (unless
       * the bound of branch and bound dropped since). */
      forced = o->inference == QD_CSP_INFER_MAC && s->count[f->var] == 1 && !s->optimizing;
      f->mark = s->trail_len;
      f->solutions = s->stats.solutions;
      s->stats.assignments++;
      s->values[f->var] = value;
      if (s->progress_saving)
        s->phase[f->var] = (gint) value;
      s->level_of[f->var] = d + 1;
      qd_csp_solver_assign_domain (s, f->var, value);
      unassigned_remove (s, f->var);
      update_degrees (s, f->var, -1);
      s->depth = ++d;

      if (l != NULL && l->assign != NULL)
        l->assign (s->listener_data, s, f->var, value, d);
      ok = forced || qd_csp_solver_infer (s, f->var, value);
      /* A complete assignment no better than the last solution fails
       * (without inference only the objective's last variable checks the
       * bound, and the bound may have dropped since). */
      if (ok && d == n && s->optimizing)
        ok = qd_csp_solver_within_bound (s);
      if (l != NULL && l->propagated != NULL)
        l->propagated (s->listener_data, s, f->var, value, ok);

      /* Last conflict: its variable is assigned and the search goes deeper. */
      if (ok && s->lc_var == f->var)
        s->lc_var = G_MAXUINT;
      if (!ok)
        {
          if (s->lc)
            s->lc_var = f->var;
          if (s->cbj)
            conf_failed_assignment (s, d);
          undo (s, d--);
        }
      else if (d == n)
        {
          if (!report_solution (s))
            return s->optimizing ? QD_CSP_STOPPED : QD_CSP_SOLVED;
          undo (s, d--);
        }
      else
        open_node (s, &s->frames[d + 1]);
    }
}

QdCspStatus
qd_csp_solver_search (QdCspSolver *s)
{
  gint64 start = g_get_monotonic_time ();
  QdCspStatus status;
  guint n = s->n_vars;

  s->running = TRUE;
  memset (&s->stats, 0, sizeof s->stats);
  s->rng = s->options.seed;
  qd_poll_init (&s->poll, STOP_CHECK_INTERVAL);
  s->stopped = FALSE;
  s->has_solution = FALSE;
  s->depth = 0;
  s->n_unassigned = 0;
  s->use_tree = FALSE;
  s->optimizing = s->options.optimize && s->csp->objective >= 0;
  s->restarting = s->options.restart_unit != 0 && !s->options.all_solutions &&
                  (!s->optimizing || s->options.restart_optimize);
  s->progress_saving = s->restarting;
  s->phase_first = s->restarting || (s->optimizing && s->options.solution_saving);
  /* Partial restarts keep levels: with the MRV orders only (a static
   * order's levels follow the order, redrawn per run when random). */
  s->reuse = s->restarting && s->options.reuse_trail &&
             (s->options.var_order == QD_CSP_VAR_MRV || s->options.var_order == QD_CSP_VAR_MRV_DEGREE);
  s->weighting = s->restarting || s->options.weighted_degree;
  s->lc = s->options.last_conflict &&
          (s->options.var_order == QD_CSP_VAR_MRV || s->options.var_order == QD_CSP_VAR_MRV_DEGREE);
  s->lc_var = G_MAXUINT;
  s->ng = s->restarting && !s->reuse ? s->ng_store : NULL;
  if (s->ng != NULL)
    qd_csp_nogoods_clear (s);
  if (s->weighting)
    {
      s->weight_inc = 1;
      for (guint c = 0; c < s->csp->constraints->len; c++)
        s->weight[c] = s->options.weights_from_zero ? 0 : 1;
      if (s->cacd != NULL)
        qd_csp_solver_cacd_reset (s);
    }
  if (s->phase_first)
    for (guint v = 0; v < n; v++)
      s->phase[v] = -1;
  qd_csp_solver_run_order (s, TRUE);
  if (s->restarting)
    qd_csp_solver_begin_run (s);
  else
    for (guint v = 0; v < n; v++)
      s->rank[v] = v;
  for (guint v = 0; v < n; v++)
    unassigned_add (s, v);
  s->use_tree = s->tree != NULL && n > 0;
  s->tree_degree = s->use_tree && s->options.var_order == QD_CSP_VAR_MRV_DEGREE;
  if (s->use_tree)
    {
      if (s->tree_degree)
        for (guint v = 0; v < n; v++)
          s->tree_deg[v] = dynamic_degree (s, v);
      tree_build (s);
    }
  s->cbj = s->options.backjumping;
  s->refute = s->options.refutations && s->options.inference == QD_CSP_INFER_MAC && !s->cbj;
  s->bound = G_MAXINT64;
  s->cause = QD_CSP_CAUSE_UNKNOWN;
  if (s->options.var_order == QD_CSP_VAR_RANDOM)
    {
      for (guint v = 0; v < n; v++)
        s->order[v] = v;
      qd_random_shuffle (&s->rng, s->order, n);
    }

  status = search_loop (s);
  if (s->ng != NULL)
    qd_csp_nogoods_drop_pending (s);
  s->ng = NULL;
  s->use_tree = FALSE;
  s->tree_degree = FALSE;

  /* Leave the solver as it started: every domain change undone. */
  qd_csp_solver_restore (s, 0);
  for (guint v = 0; v < n; v++)
    if (s->values[v] != QD_CSP_UNASSIGNED)
      {
        s->values[v] = QD_CSP_UNASSIGNED;
        update_degrees (s, v, +1);
      }
  s->depth = 0;
  s->n_unassigned = 0;
  for (guint v = 0; v < n; v++)
    unassigned_add (s, v);

  s->stats.nodes = s->stats.assignments + 1;
  s->stats.time_us = g_get_monotonic_time () - start;
  if (s->options.progress_nodes != NULL)
    __atomic_store_n (s->options.progress_nodes, (gint64) s->stats.nodes, __ATOMIC_RELAXED);
  s->running = FALSE;
  return status;
}
