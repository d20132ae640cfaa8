/* qd-csp-solver.c — the solver object: its buffers, the run, the queries.
 *
 * Every buffer the search needs is sized and allocated here, from the model:
 * domains, trail, propagation queue, the tables' states, frames and candidate
 * slices.  The search (qd-csp-search.c) and inference (qd-csp-propagate.c)
 * allocate nothing.
 */
#include "qd-csp-private.h"

#include <string.h>

/* ------------------------------------------------------------- lifetime */

static gboolean
is_permutation (const guint *order, guint n)
{
  g_autofree guint8 *seen = g_new0 (guint8, n + 1);

  for (guint i = 0; i < n; i++)
    {
      if (order[i] >= n || seen[order[i]])
        return FALSE;
      seen[order[i]] = 1;
    }
  return TRUE;
}

/* The values 0..63 of var whose support row in `other` holds all of other's
 * values (see QdCspIncidence.universal). */
static guint64
universal_values (const QdCsp *csp, guint var, guint other, const guint64 *support)
{
  const QdCspVariable *x = qd_csp_var (csp, var), *y = qd_csp_var (csp, other);
  guint64 mask = 0;

  for (guint a = 0; a < MIN (x->size, 64u); a++)
    {
      const guint64 *row = support + (gsize) a * y->n_words;
      gboolean all = TRUE;

      for (guint w = 0; all && w < y->n_words; w++)
        {
          guint bits = MIN (64u, y->size - w * 64u);
          guint64 full = bits == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << bits) - 1;

          all = (row[w] & full) == full;
        }
      if (all)
        mask |= G_GUINT64_CONSTANT (1) << a;
    }
  return mask;
}

/* options.free_first: a variable in no constraint keeps its first value. */
static void
fix_free (QdCspSolver *s)
{
  for (guint v = 0; v < s->n_vars; v++)
    {
      guint64 *dom = qd_csp_solver_dom (s, v);
      guint w = 0;

      if (!qd_csp_var_is_free (s->csp, v) || s->count[v] <= 1)
        continue;
      while (w + 1 < s->n_words[v] && dom[w] == 0)
        w++;
      dom[w] &= -dom[w];
      memset (dom + w + 1, 0, sizeof (guint64) * (s->n_words[v] - w - 1));
      s->count[v] = 1;
    }
}

/* Domains (copies of the initial ones) and the trail; returns the sum of
 * the domain sizes and sets the largest and the number of incidences. */
static gsize
init_domains (QdCspSolver *s, guint *max_size, gsize *total_inc)
{
  const QdCsp *csp = s->csp;
  guint n = s->n_vars;
  gsize total_words = 0, total_size = 0;

  s->dom_offset = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->n_words = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->size = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->count = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->values = qd_owned_add (&s->owned, g_new (gint, n + 1), g_free);
  for (guint v = 0; v < n; v++)
    {
      const QdCspVariable *var = qd_csp_var (csp, v);

      s->dom_offset[v] = total_words;
      s->n_words[v] = var->n_words;
      s->size[v] = var->size;
      s->count[v] = var->initial_count;
      s->values[v] = QD_CSP_UNASSIGNED;
      total_words += var->n_words;
      total_size += var->size;
      *total_inc += var->constraints->len;
      *max_size = MAX (*max_size, var->size);
    }
  s->dom_offset[n] = total_words;
  s->dom = qd_owned_add (&s->owned, g_new (guint64, total_words + 1), g_free);
  for (guint v = 0; v < n; v++)
    memcpy (qd_csp_solver_dom (s, v), qd_csp_var (csp, v)->initial, sizeof (guint64) * s->n_words[v]);
  s->lo_word = qd_owned_add (&s->owned, g_new0 (guint, n + 1), g_free);
  s->hi_word = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  for (guint v = 0; v < n; v++)
    s->hi_word[v] = s->n_words[v] - 1;
  if (s->options.free_first)
    fix_free (s);

  return total_size;
}

/* The propagation queue's items (two arcs per binary constraint, then one
 * item per other constraint) and the STR tables; item_base[c] is the first
 * item of constraint c. */
static void
init_queue (QdCspSolver *s, guint max_size, guint *item_base)
{
  const QdCsp *csp = s->csp;
  guint n_cons = csp->constraints->len, n_binary = csp->n_binary;
  guint next_binary = 0, next_other = 2 * n_binary, slot = 0;

  s->n_items = 2 * n_binary + (n_cons - n_binary);
  s->item_constraint = qd_owned_add (&s->owned, g_new (guint, s->n_items + 1), g_free);
  s->item_target = qd_owned_add (&s->owned, g_new0 (guint, s->n_items + 1), g_free);
  s->queue = qd_owned_add (&s->owned, g_new (guint, s->n_items + 1), g_free);
  s->in_queue = qd_owned_add (&s->owned, g_new0 (guint8, s->n_items + 1), g_free);
  s->item_late = qd_owned_add (&s->owned, g_new0 (guint8, s->n_items + 1), g_free);
  s->late = qd_owned_add (&s->owned, g_new (guint, s->n_items + 1), g_free);
  s->table_slot = qd_owned_add (&s->owned, g_new (guint, n_cons + 1), g_free);
  s->scratch_words = QD_CSP_WORDS (max_size);
  for (guint c = 0; c < n_cons; c++)
    {
      const QdCspConstraint *con = qd_csp_con (csp, c);

      s->table_slot[c] = G_MAXUINT;
      if (con->kind == QD_CSP_KIND_BINARY)
        {
          item_base[c] = next_binary;
          for (guint t = 0; t < 2; t++)
            {
              s->item_constraint[next_binary + t] = c;
              s->item_target[next_binary + t] = t;
            }
          next_binary += 2;
          continue;
        }
      item_base[c] = next_other;
      s->item_late[next_other] = con->kind == QD_CSP_KIND_PROPAGATOR && con->klass->late;
      s->item_constraint[next_other++] = c;
      if (con->kind == QD_CSP_KIND_TABLE)
        {
          gsize words = 0;

          s->table_slot[c] = slot++;
          for (guint p = 0; p < con->arity; p++)
            words += s->n_words[con->scope[p]];
          s->scratch_words = MAX (s->scratch_words, words);
        }
    }
}

/* Each variable's constraints, in the order they were added. */
static void
init_incidence (QdCspSolver *s, gsize total_inc, const guint *item_base)
{
  const QdCsp *csp = s->csp;
  guint n = s->n_vars;
  gsize k = 0;

  s->inc_offset = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->inc = qd_owned_add (&s->owned, g_new (QdCspIncidence, total_inc + 1), g_free);
  for (guint v = 0; v < n; v++)
    {
      GArray *list = qd_csp_var (csp, v)->constraints;

      s->inc_offset[v] = k;
      for (guint i = 0; i < list->len; i++, k++)
        {
          guint c = g_array_index (list, guint, i);
          const QdCspConstraint *con = qd_csp_con (csp, c);
          QdCspIncidence *inc = &s->inc[k];

          inc->constraint = c;
          inc->kind = con->kind;
          inc->other = G_MAXUINT;
          inc->arc = item_base[c];
          inc->support = NULL;
          inc->universal = 0;
          if (con->kind == QD_CSP_KIND_BINARY)
            {
              guint pos = con->scope[0] == v ? 0 : 1;

              inc->other = con->scope[1 - pos];
              inc->arc = item_base[c] + (1 - pos);
              inc->support = con->support[pos];
              inc->universal = universal_values (csp, v, inc->other, inc->support);
            }
        }
    }
  s->inc_offset[n] = k;
}

/* n_open: every variable is unassigned between searches, so a constraint
 * starts with its incidences, one per variable it names; a scope that
 * repeats a variable has fewer than its arity, and is marked to be looked
 * at instead. */
static void
init_open_counts (QdCspSolver *s)
{
  guint n_cons = s->csp->constraints->len;

  s->n_open = qd_owned_add (&s->owned, g_new0 (guint, n_cons + 1), g_free);
  for (guint i = 0; i < s->inc_offset[s->n_vars]; i++)
    s->n_open[s->inc[i].constraint]++;
  for (guint c = 0; c < n_cons; c++)
    if (s->n_open[c] != qd_csp_con (s->csp, c)->arity)
      s->n_open[c] = G_MAXUINT;
}

/* The search's buffers: frames, candidate slices, the orders and degrees,
 * and the MRV tree. */
static void
init_search (QdCspSolver *s, gsize total_size, guint max_size)
{
  guint n = s->n_vars;
  gsize k = 0;

  s->touched = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->is_touched = qd_owned_add (&s->owned, g_new0 (guint8, n + 1), g_free);
  s->scratch = qd_owned_add (&s->owned, g_new0 (guint64, s->scratch_words + 1), g_free);

  s->frames = qd_owned_add (&s->owned, g_new0 (QdCspFrame, n + 2), g_free);
  s->cand_offset = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->candidates = qd_owned_add (&s->owned, g_new (guint, total_size + 1), g_free);
  for (guint v = 0; v < n; v++)
    {
      s->cand_offset[v] = k;
      k += s->size[v];
    }
  s->cand_offset[n] = k;
  s->keys = qd_owned_add (&s->owned, g_new (guint64, max_size + 1), g_free);
  s->unassigned = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->where = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->order = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  s->rank = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
  if (s->options.restart_unit != 0 || s->options.weighted_degree)
    s->weight = qd_owned_add (&s->owned, g_new (double, s->csp->constraints->len + 1), g_free);
  if (s->options.weight_cacd && s->weight != NULL)
    s->cacd = qd_owned_add (&s->owned, g_new0 (double, s->inc_offset[n] + 1), g_free);
  if (s->options.restart_unit != 0 || s->options.solution_saving)
    {
      s->phase = qd_owned_add (&s->owned, g_new (gint, n + 1), g_free);
      s->bfs_queue = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
    }
  if (s->options.nogoods && s->options.restart_unit != 0 && s->options.inference == QD_CSP_INFER_MAC)
    qd_csp_nogoods_init (s);
  s->binary_degree = qd_owned_add (&s->owned, g_new0 (guint, n + 1), g_free);
  s->has_nonbinary = qd_owned_add (&s->owned, g_new0 (guint8, n + 1), g_free);
  for (guint v = 0; v < n; v++)
    for (guint i = s->inc_offset[v]; i < s->inc_offset[v + 1]; i++)
      {
        if (s->inc[i].kind == QD_CSP_KIND_BINARY)
          s->binary_degree[v]++;
        else
          s->has_nonbinary[v] = 1;
      }
  init_open_counts (s);
  s->solution = qd_owned_add (&s->owned, g_new (gint, n + 1), g_free);
  for (guint v = 0; v < n; v++)
    s->order[v] = s->options.order != NULL ? s->options.order[v] : v;

  /* The MRV tree: leaves for a power of two >= n variables.  Below a few
   * hundred variables a scan per node costs less than keeping the tree on
   * every count change. */
  if ((s->options.var_order == QD_CSP_VAR_MRV || s->options.var_order == QD_CSP_VAR_MRV_DEGREE) &&
      s->options.inference != QD_CSP_INFER_NONE && n > 256)
    {
      s->tree_size = 1;
      while (s->tree_size < n)
        s->tree_size *= 2;
      s->tree = qd_owned_add (&s->owned, g_new (guint, 2 * s->tree_size), g_free);
      s->tree_deg = qd_owned_add (&s->owned, g_new0 (double, n + 1), g_free);
    }
}

/* Backjumping: removal records, conflict sets (a few levels per variable; a
 * set that does not fit is folded, see conf_merge), the walk's stack and
 * marks. */
static void
init_backjumping (QdCspSolver *s, gsize total_size)
{
  guint n = s->n_vars;

  s->cause = QD_CSP_CAUSE_UNKNOWN;
  s->level_of = qd_owned_add (&s->owned, g_new0 (guint, n + 1), g_free);
  if (s->options.backjumping)
    {
      s->removal = qd_owned_add (&s->owned, g_new0 (QdCspRemoval, total_size + 1), g_free);
      s->conf_cap = 8 * (gsize) n + 1024;
      s->conf_buf = qd_owned_add (&s->owned, g_new (guint, s->conf_cap), g_free);
      s->bj_levels = qd_owned_add (&s->owned, g_new (guint, n + 2), g_free);
      s->bj_stamp = qd_owned_add (&s->owned, g_new0 (guint, n + 2), g_free);
      s->bj_stack = qd_owned_add (&s->owned, g_new (guint, 2 * total_size + 2), g_free);
      s->bj_seen = qd_owned_add (&s->owned, g_new0 (guint, total_size + 1), g_free);
      s->bj_vars = qd_owned_add (&s->owned, g_new (guint, n + 1), g_free);
    }
}

static void
free_states (QdCspSolver *s)
{
  const QdCsp *csp = s->csp;

  if (s->states == NULL)
    return;
  for (guint c = 0; c < csp->constraints->len; c++)
    if (s->states[c] != NULL)
      {
        const QdCspConstraint *con = qd_csp_con (csp, c);

        if (con->klass->state_free != NULL)
          con->klass->state_free (s->states[c]);
        else
          g_free (s->states[c]);
      }
  g_free (s->states);
}

/* The propagators' states (QdCspPropagatorClass.state_new), when a class
 * has one. */
static void
init_states (QdCspSolver *s)
{
  const QdCsp *csp = s->csp;

  for (guint c = 0; c < csp->constraints->len; c++)
    {
      const QdCspConstraint *con = qd_csp_con (csp, c);

      if (con->kind != QD_CSP_KIND_PROPAGATOR || con->klass->state_new == NULL)
        continue;
      if (s->states == NULL)
        {
          s->states = g_new0 (gpointer, csp->constraints->len + 1);
          /* The states are freed through the solver (free_states). */
          qd_owned_add (&s->owned, s, (GDestroyNotify) free_states);
        }
      s->states[c] = con->klass->state_new (con->data);
    }
}

/* The objective's class with `changed`: the positions of its scope's
 * variables, whose domain changes it is told. */
static void
init_watch (QdCspSolver *s)
{
  const QdCsp *csp = s->csp;
  const QdCspConstraint *con;

  if (csp->objective < 0 || s->states == NULL || s->states[csp->objective] == NULL)
    return;
  con = qd_csp_con (csp, (guint) csp->objective);
  if (con->klass->changed == NULL)
    return;
  s->watch_pos = qd_owned_add (&s->owned, g_new (guint, s->n_vars + 1), g_free);
  for (guint v = 0; v < s->n_vars; v++)
    s->watch_pos[v] = G_MAXUINT;
  for (guint i = 0; i < con->arity; i++)
    s->watch_pos[con->scope[i]] = i;
  s->watch_state = s->states[csp->objective];
  s->watch_data = con->data;
  s->watch = con->klass->changed;
}

QdCspSolver *
qd_csp_solver_new (const QdCsp *csp, const QdCspOptions *options)
{
  QdCspSolver *s;
  guint n, max_size = 1;
  gsize total_size, total_inc = 0;
  g_autofree guint *item_base = NULL;

  g_return_val_if_fail (csp != NULL, NULL);
  n = csp->variables->len;
  g_return_val_if_fail (options == NULL || options->order == NULL ||
                        is_permutation (options->order, n), NULL);

  s = g_new0 (QdCspSolver, 1);
  s->csp = csp;
  if (options != NULL)
    s->options = *options;
  else
    qd_csp_options_init (&s->options);
  s->listener = s->options.listener;
  s->listener_data = s->options.listener_data;
  s->n_vars = n;
  s->current = G_MAXUINT;

  total_size = init_domains (s, &max_size, &total_inc);
  item_base = g_new (guint, csp->constraints->len + 1);
  init_queue (s, max_size, item_base);
  init_incidence (s, total_inc, item_base);
  s->objective_item = csp->objective >= 0 ? item_base[csp->objective] : G_MAXUINT;
  s->bound = G_MAXINT64;
  init_search (s, total_size, max_size);
  init_backjumping (s, total_size);
  s->trail_cap = total_size + qd_csp_solver_tables_init (s) + 1;
  s->trail = qd_owned_add (&s->owned, g_new (QdCspTrailEntry, s->trail_cap), g_free);
  init_states (s);
  init_watch (s);
  qd_csp_solver_cost_order_init (s);
  return s;
}

void
qd_csp_solver_free (QdCspSolver *s)
{
  qd_owned_free (s);
}

const QdCsp *
qd_csp_solver_get_csp (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  return s->csp;
}

QdCspStatus
qd_csp_solver_run (QdCspSolver *s, QdCspStats *stats)
{
  QdCspStatus status;

  g_return_val_if_fail (s != NULL, QD_CSP_STOPPED);
  g_return_val_if_fail (!s->running, QD_CSP_STOPPED);

  status = qd_csp_solver_search (s);
  if (stats != NULL)
    *stats = s->stats;
  return status;
}

/* --------------------------------------------------------------- queries */

gint64
qd_csp_solver_bound (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, G_MAXINT64);
  return s->bound;
}

guint
qd_csp_solver_domain_count (QdCspSolver *s, guint var)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars, 0);
  return s->count[var];
}

gboolean
qd_csp_solver_domain_has (QdCspSolver *s, guint var, guint value)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars, FALSE);
  return value < s->size[var] && qd_csp_bit_test (qd_csp_solver_dom (s, var), value);
}

guint
qd_csp_solver_domain_values (QdCspSolver *s, guint var, guint *values)
{
  const guint64 *d;
  guint n = 0;

  g_return_val_if_fail (s != NULL && var < s->n_vars && values != NULL, 0);
  d = qd_csp_solver_dom (s, var);
  for (guint w = 0; w < s->n_words[var]; w++)
    for (guint64 word = d[w]; word != 0; word &= word - 1)
      values[n++] = w * QD_CSP_WORD_BITS + qd_csp_lowest_bit (word);
  return n;
}

gboolean
qd_csp_solver_domain_bounds (QdCspSolver *s, guint var, guint *lo, guint *hi)
{
  const guint64 *d;
  guint nw, a, b;

  g_return_val_if_fail (s != NULL && var < s->n_vars && lo != NULL && hi != NULL, FALSE);
  d = qd_csp_solver_dom (s, var);
  nw = s->n_words[var];
  /* From the words that last held the bounds (qd-csp-private.h). */
  a = s->lo_word[var];
  while (a < nw && d[a] == 0)
    a++;
  if (a == nw)
    return FALSE;
  b = s->hi_word[var];
  while (d[b] == 0)
    b--;
  s->lo_word[var] = a;
  s->hi_word[var] = b;
  *lo = a * QD_CSP_WORD_BITS + qd_csp_lowest_bit (d[a]);
  *hi = b * QD_CSP_WORD_BITS + (QD_CSP_WORD_BITS - 1 - (guint) __builtin_clzll (d[b]));
  return TRUE;
}

guint64
qd_csp_solver_domain_word (QdCspSolver *s, guint var)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars, 0);
  return qd_csp_solver_dom (s, var)[0];
}

const guint64 *
qd_csp_solver_domain_bits (QdCspSolver *s, guint var, guint *n_words)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars && n_words != NULL, NULL);
  *n_words = s->n_words[var];
  return qd_csp_solver_dom (s, var);
}

void
qd_csp_solver_domain_words (QdCspSolver *s, const guint *vars, guint n, guint64 *words)
{
  g_return_if_fail (s != NULL && (n == 0 || (vars != NULL && words != NULL)));
  for (guint i = 0; i < n; i++)
    {
      g_return_if_fail (vars[i] < s->n_vars);
      words[i] = qd_csp_solver_dom (s, vars[i])[0];
    }
}

gint
qd_csp_solver_value (QdCspSolver *s, guint var)
{
  g_return_val_if_fail (s != NULL && var < s->n_vars, QD_CSP_UNASSIGNED);
  return s->values[var];
}

const gint *
qd_csp_solver_values (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  return s->values;
}

guint
qd_csp_solver_depth (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, 0);
  return s->depth;
}

const gint *
qd_csp_solver_last_solution (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  return s->has_solution ? s->solution : NULL;
}

void
qd_csp_solver_count_check (QdCspSolver *s, guint64 n)
{
  g_return_if_fail (s != NULL);
  s->stats.checks += n;
}

gpointer
qd_csp_solver_state (QdCspSolver *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  if (s->states == NULL || s->current >= s->csp->constraints->len)
    return NULL;
  return s->states[s->current];
}
