/* qd-csp-g-regular.c — regular and mdd (qd-csp-globals.h): the word of the
 * variables is accepted by an automaton, or is a path of a decision diagram.
 *
 * Both become one layered graph (Pesant, CP 2004): layer k holds the states
 * the automaton can be in after k letters, on the way from its start to a
 * final state after n; an arc of layer k is a transition on a value of
 * vars[k]'s domain.  Unrolled once, at the model: states not both reachable
 * from the start and co-reachable from a final state are dropped, and the
 * nodes of each layer are numbered from 0.  An MDD is the automaton whose
 * start is its root and whose one final state is its terminal.
 *
 * Propagation is one forward sweep (nodes reached from the start through
 * values of the current domains) and one backward sweep (nodes that reach a
 * final node); a value keeps its place exactly when an arc on it lies on
 * both: generalised arc consistency, idempotent, in time linear in the arcs.
 * stretch is the automaton whose states are (value, length of its run so
 * far), from a start state.
 * The violations of a complete word: the fewest letters to change for it to
 * be accepted (a shortest path where an arc off the word costs 1).
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <string.h>

#include "qd-csp-g2-scratch.h"
#include "qd-csp-globals.h"
#include "qd-csp-owned.h"

/* Arcs of the unrolled graph, all layers together. */
#define ARCS_MAX (1u << 24)
typedef struct {
  guint src, value, dst;    /* src in layer k, dst in layer k + 1 */
} Arc;

typedef struct {
  QdOwned owned;
  guint n;
  guint *vars;
  guint *arc_start;         /* n + 1: the arcs of layer k, arcs[arc_start[k] .. arc_start[k + 1]) */
  Arc *arcs;
  guint *node_start;        /* n + 2: layer k's nodes are node_start[k] .. node_start[k + 1] - 1 */
  guint n_nodes;
  guint max_size;           /* the largest domain */
} Layered;

/* What an arc's value must be: in the solver's domain, or the assigned
 * value (any when unassigned). */
typedef struct {
  const Layered *g;
  QdCspSolver *solver;
  const gint *values;
} Ctx;

static inline gboolean
allowed (const Ctx *ctx, guint k, guint value)
{
  gint v;

  if (ctx->solver != NULL)
    return qd_csp_solver_domain_has (ctx->solver, ctx->g->vars[k], value);
  v = ctx->values[ctx->g->vars[k]];
  return v == QD_CSP_UNASSIGNED || (guint) v == value;
}

/* Marks the nodes reached from the start (fwd) and those on a path from
 * the start to a final node (bwd), n_nodes bytes each, zeroed.  Layer 0's
 * node is the start, layer n's nodes are all final. */
static void
sweep (const Ctx *ctx, guint8 *fwd, guint8 *bwd)
{
  const Layered *g = ctx->g;

  fwd[0] = 1;
  for (guint k = 0; k < g->n; k++)
    for (guint i = g->arc_start[k]; i < g->arc_start[k + 1]; i++)
      {
        const Arc *a = &g->arcs[i];

        if (fwd[g->node_start[k] + a->src] && allowed (ctx, k, a->value))
          fwd[g->node_start[k + 1] + a->dst] = 1;
      }
  for (guint v = g->node_start[g->n]; v < g->node_start[g->n + 1]; v++)
    bwd[v] = fwd[v];
  for (guint k = g->n; k-- > 0;)
    for (guint i = g->arc_start[k]; i < g->arc_start[k + 1]; i++)
      {
        const Arc *a = &g->arcs[i];

        if (bwd[g->node_start[k + 1] + a->dst] && fwd[g->node_start[k] + a->src] && allowed (ctx, k, a->value))
          bwd[g->node_start[k] + a->src] = 1;
      }
}

static gboolean
layered_propagate (QdCspSolver *solver, gpointer data)
{
  const Layered *g = data;
  Ctx ctx = { g, solver, NULL };
  gsize keep_bytes = sizeof (gboolean) * (g->max_size + 1);
  gboolean *keep, ok = TRUE;
  guint8 *fwd, *bwd;

  keep = qd_csp_g2_scratch (keep_bytes + 2 * (gsize) g->n_nodes);
  fwd = (guint8 *) keep + keep_bytes;
  bwd = fwd + g->n_nodes;
  sweep (&ctx, fwd, bwd);
  for (guint k = 0; ok && k < g->n; k++)
    {
      memset (keep, 0, keep_bytes);
      for (guint i = g->arc_start[k]; i < g->arc_start[k + 1]; i++)
        {
          const Arc *a = &g->arcs[i];

          if (bwd[g->node_start[k] + a->src] && bwd[g->node_start[k + 1] + a->dst] && allowed (&ctx, k, a->value))
            keep[a->value] = TRUE;
        }
      /* A variable met twice is filtered at each of its places. */
      ok = qd_csp_solver_restrict (solver, g->vars[k], keep);
    }
  qd_csp_solver_count_check (solver, 2 * (guint64) g->arc_start[g->n]);
  return ok;
}

static gboolean
layered_check (gconstpointer data, const gint *values)
{
  const Layered *g = data;
  Ctx ctx = { g, NULL, values };
  guint8 *fwd;
  gboolean ok;

  fwd = qd_csp_g2_scratch (2 * (gsize) g->n_nodes);
  sweep (&ctx, fwd, fwd + g->n_nodes);
  ok = fwd[g->n_nodes] != 0;   /* bwd of the start */
  return ok;
}

/* The fewest letters of the word to change for it to be accepted. */
static guint64
layered_violations (gconstpointer data, const gint *values)
{
  const Layered *g = data;
  guint *dist;
  guint best = G_MAXUINT;

  dist = qd_csp_g2_scratch (sizeof (guint) * g->n_nodes);
  for (guint v = 1; v < g->n_nodes; v++)
    dist[v] = G_MAXUINT;
  for (guint k = 0; k < g->n; k++)
    for (guint i = g->arc_start[k]; i < g->arc_start[k + 1]; i++)
      {
        const Arc *a = &g->arcs[i];
        guint from = dist[g->node_start[k] + a->src];
        guint *to = &dist[g->node_start[k + 1] + a->dst];

        if (from != G_MAXUINT)
          *to = MIN (*to, from + (values[g->vars[k]] != (gint) a->value));
      }
  for (guint v = g->node_start[g->n]; v < g->node_start[g->n + 1]; v++)
    best = MIN (best, dist[v]);
  return best == G_MAXUINT ? g->n : best;
}

#define LAYERED_CLASS(class_name)           \
  {                                         \
    .name = class_name,                     \
    .propagate = layered_propagate,         \
    .check = layered_check,                 \
    .free = qd_owned_free,                   \
    .idempotent = TRUE,                     \
    .violations = layered_violations,       \
  }

enum { REGULAR, MDD, STRETCH };
static const QdCspPropagatorClass layered_classes[3] = {
  LAYERED_CLASS ("regular"), LAYERED_CLASS ("mdd"), LAYERED_CLASS ("stretch"),
};

/* Unrolls the automaton over the n variables and adds its propagator; no
 * word accepted: model->had_false. */
static gboolean
add_layered (QdCspModel *model, guint kind, const guint *vars, guint n, const guint *from,
             const gint64 *symbol, const guint *to, guint m, guint start, const gboolean *final, guint n_states,
             GError **error)
{
  g_autofree guint8 *reach = NULL;
  g_autofree guint *id = NULL;
  g_autofree gint *value = NULL;
  g_autofree char *description = NULL;
  Layered *g;
  guint64 arcs = 0;
  gsize layer = n_states;
  const char *name = layered_classes[kind].name;

  if ((guint64) (n + 1) * n_states > (guint64) ARCS_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("%s: %u states over %u variables: at most %u nodes are allowed"), name, n_states, n, ARCS_MAX);
      return FALSE;
    }
  /* value[k * m + t]: transition t's symbol as vars[k]'s value, or -1. */
  value = g_new (gint, (gsize) n * m + 1);
  for (guint k = 0; k < n; k++)
    for (guint t = 0; t < m; t++)
      value[(gsize) k * m + t] = qd_csp_model_value_index (model, vars[k], symbol[t]);
  /* reach: bit 0 reached from the start, bit 1 also reaching a final state. */
  reach = g_new0 (guint8, (n + 1) * layer);
  reach[start] = 1;
  for (guint k = 0; k < n; k++)
    for (guint t = 0; t < m; t++)
      if (reach[k * layer + from[t]] && value[(gsize) k * m + t] >= 0)
        reach[(k + 1) * layer + to[t]] = 1;
  for (guint q = 0; q < n_states; q++)
    if (final[q] && reach[n * layer + q])
      reach[n * layer + q] = 3;
  for (guint k = n; k-- > 0;)
    for (guint t = 0; t < m; t++)
      if (reach[k * layer + from[t]] && reach[(k + 1) * layer + to[t]] == 3 && value[(gsize) k * m + t] >= 0)
        {
          reach[k * layer + from[t]] = 3;
          arcs++;
        }
  if (arcs > ARCS_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("%s: %" PRIu64 " arcs once unrolled: at most %u are allowed"), name, arcs, ARCS_MAX);
      return FALSE;
    }
  if (reach[start] != 3)
    {
      model->had_false = TRUE;
      return TRUE;
    }
  if (n == 0)
    return TRUE;

  g = g_new0 (Layered, 1);
  g->n = n;
  g->vars = QD_CSP_OWN (g, g_memdup2 (vars, sizeof (guint) * n));
  g->arc_start = QD_CSP_OWN (g, g_new (guint, n + 1));
  g->arcs = QD_CSP_OWN (g, g_new (Arc, arcs + 1));
  g->node_start = QD_CSP_OWN (g, g_new (guint, n + 2));
  id = g_new (guint, (n + 1) * layer);
  for (guint k = 0; k <= n; k++)
    {
      guint next = 0;

      g->node_start[k] = g->n_nodes;
      for (guint q = 0; q < n_states; q++)
        if (reach[k * layer + q] == 3)
          id[k * layer + q] = next++;
      g->n_nodes += next;
    }
  g->node_start[n + 1] = g->n_nodes;
  arcs = 0;
  for (guint k = 0; k < n; k++)
    {
      g->arc_start[k] = arcs;
      g->max_size = MAX (g->max_size, qd_csp_model_var (model, vars[k])->n_values);
      for (guint t = 0; t < m; t++)
        if (reach[k * layer + from[t]] == 3 && reach[(k + 1) * layer + to[t]] == 3 && value[(gsize) k * m + t] >= 0)
          g->arcs[arcs++] = (Arc) { id[k * layer + from[t]], value[(gsize) k * m + t], id[(k + 1) * layer + to[t]] };
    }
  g->arc_start[n] = arcs;
  description = qd_csp_model_var_names (model, vars, n);
  qd_csp_add_propagator (model->csp, &layered_classes[kind], g, vars, n, description);
  return TRUE;
}

static gboolean
bad_state (guint state, guint n_states)
{
  return state >= n_states;
}

gboolean
qd_csp_model_add_regular (QdCspModel *model, const guint *vars, guint n, const guint *from, const gint64 *symbol,
                          const guint *to, guint n_transitions, guint start, const guint *finals, guint n_finals,
                          GError **error)
{
  guint n_states = start + 1;
  g_autofree gboolean *final = NULL;

  for (guint t = 0; t < n_transitions; t++)
    n_states = MAX (n_states, MAX (from[t], to[t]) + 1);
  for (guint f = 0; f < n_finals; f++)
    n_states = MAX (n_states, finals[f] + 1);
  if (bad_state (start, n_states) || n_states > ARCS_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("regular: %u states: at most %u are allowed"), n_states, ARCS_MAX);
      return FALSE;
    }
  final = g_new0 (gboolean, n_states);
  for (guint f = 0; f < n_finals; f++)
    final[finals[f]] = TRUE;
  return add_layered (model, REGULAR, vars, n, from, symbol, to, n_transitions, start, final, n_states, error);
}

gboolean
qd_csp_model_add_mdd (QdCspModel *model, const guint *vars, guint n, const guint *from, const gint64 *symbol,
                      const guint *to, guint n_transitions, GError **error)
{
  guint n_nodes = 0, root = G_MAXUINT, terminal = G_MAXUINT, n_roots = 0, n_terminals = 0;
  g_autofree guint8 *role = NULL;   /* bit 0: has an outgoing arc, bit 1: an incoming one */
  g_autofree gboolean *final = NULL;

  for (guint t = 0; t < n_transitions; t++)
    n_nodes = MAX (n_nodes, MAX (from[t], to[t]) + 1);
  if (n_nodes > ARCS_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("mdd: %u nodes: at most %u are allowed"), n_nodes, ARCS_MAX);
      return FALSE;
    }
  role = g_new0 (guint8, n_nodes + 1);
  for (guint t = 0; t < n_transitions; t++)
    {
      role[from[t]] |= 1;
      role[to[t]] |= 2;
    }
  for (guint v = 0; v < n_nodes; v++)
    {
      if (role[v] == 1)
        root = v, n_roots++;
      if (role[v] == 2)
        terminal = v, n_terminals++;
    }
  if (n_roots != 1 || n_terminals != 1)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("mdd: %u roots and %u terminals: one of each is needed"), n_roots, n_terminals);
      return FALSE;
    }
  final = g_new0 (gboolean, n_nodes);
  final[terminal] = TRUE;
  return add_layered (model, MDD, vars, n, from, symbol, to, n_transitions, root, final, n_nodes, error);
}

gboolean
qd_csp_model_add_stretch (QdCspModel *model, const guint *vars, guint n, const gint64 *values,
                          const gint64 *widths_lo, const gint64 *widths_hi, guint n_values, const gint64 *patterns,
                          guint n_patterns, GError **error)
{
  /* State 0 the start, then for value j the states first[j] + l - 1 of a
   * run of length l, 1 <= l <= hi[j] (at most n). */
  g_autofree guint *first = g_new (guint, n_values + 1);
  g_autofree guint *hi = g_new (guint, n_values + 1);
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) symbol = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree gboolean *final = NULL;
  guint n_states = 1;

  for (guint j = 0; j < n_values; j++)
    {
      first[j] = n_states;
      hi[j] = (guint) CLAMP (widths_hi[j], 0, (gint64) n);
      n_states += hi[j];
      if ((guint64) n_states * n_values > ARCS_MAX)
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                       _("stretch: runs of %u values over %u variables: at most %u states are allowed"), n_values,
                       n, ARCS_MAX / MAX (n_values, 1));
          return FALSE;
        }
    }
  final = g_new0 (gboolean, n_states);
  final[0] = n == 0;
#define ARC(f, v, t)                                    \
  G_STMT_START {                                        \
    guint f_ = (f), t_ = (t);                           \
    gint64 v_ = (v);                                    \
    g_array_append_val (from, f_);                      \
    g_array_append_val (symbol, v_);                    \
    g_array_append_val (to, t_);                        \
  } G_STMT_END
  for (guint j = 0; j < n_values; j++)
    {
      if (hi[j] == 0)
        continue;
      ARC (0, values[j], first[j]);
      for (guint l = 1; l <= hi[j]; l++)
        {
          guint state = first[j] + l - 1;

          if (l < widths_lo[j])
            {
              if (l < hi[j])
                ARC (state, values[j], state + 1);
              continue;
            }
          final[state] = TRUE;
          if (l < hi[j])
            ARC (state, values[j], state + 1);
          for (guint i = 0; i < n_values; i++)
            {
              gboolean allowed = n_patterns == 0;

              for (guint p = 0; p < n_patterns && !allowed; p++)
                allowed = patterns[2 * p] == values[j] && patterns[2 * p + 1] == values[i];
              if (i != j && values[i] != values[j] && allowed && hi[i] > 0)
                ARC (state, values[i], first[i]);
            }
        }
    }
#undef ARC
  if (from->len > ARCS_MAX)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_LIMIT,
                   _("stretch: %u transitions: at most %u are allowed"), from->len, ARCS_MAX);
      return FALSE;
    }
  return add_layered (model, STRETCH, vars, n, (const guint *) from->data, (const gint64 *) symbol->data,
                      (const guint *) to->data, from->len, 0, final, n_states, error);
}
