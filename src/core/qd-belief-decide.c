/* qd-belief-decide.c — the best decision and the value of perfect
 * information in a decision network (qd-belief-decide.h).  Every
 * probability is a posterior of variable elimination: P(i | e) once over the
 * decision's unobserved parents, then per information configuration i and
 * choice d, for each utility node, the joint posterior of its parents not
 * fixed by (e, i, d), against which its table is averaged.  Choices whose
 * expected utilities differ by less than 10^-12 of the largest utility are
 * ties (rounding must not pick the policy), the first one kept. */
#include "config.h"
#include "qd-belief-decide.h"

#include <math.h>

typedef struct
{
  const QdBeliefNet *net;
  guint64 max_entries;
  const gint *stop;
  guint decision;
  gint *evidence;            /* n_vars: a working copy */
  guint *state;              /* n_vars: an assignment being read */
  double scale;              /* the largest |utility| */
} Decide;

void
qd_belief_decision_clear (QdBeliefDecision *decision)
{
  g_free (decision->policy);
  g_free (decision->expected);
  g_free (decision->info_probability);
  *decision = (QdBeliefDecision) { 0 };
}

static guint
find_decision (const QdBeliefNet *net)
{
  for (guint v = 0; v < net->n_vars; v++)
    if (net->kind[v] == QD_BELIEF_DECISION)
      return v;
  return G_MAXUINT;
}

static double
utility_scale (const QdBeliefNet *net)
{
  double scale = 0;

  for (guint v = 0; v < net->n_vars; v++)
    {
      gsize rows = 1;

      if (net->kind[v] != QD_BELIEF_UTILITY)
        continue;
      for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
        rows *= net->card[net->parents[i]];
      for (gsize r = 0; r < rows; r++)
        scale = MAX (scale, fabs (net->table[v][r]));
    }
  return scale;
}

/* P(QUERY | the working evidence) by variable elimination. */
static QdBeliefStatus
posterior (const Decide *ctx, const guint *query, guint n_query, QdBeliefResult *result)
{
  QdBeliefQuery q;

  qd_belief_query_init (&q);
  q.query = query;
  q.n_query = n_query;
  q.evidence = ctx->evidence;
  q.max_entries = ctx->max_entries;
  q.stop = ctx->stop;
  return qd_belief_eliminate (ctx->net, &q, result);
}

/* The variables of V's parents not fixed by the working evidence into OUT. */
static guint
unobserved_parents (const Decide *ctx, guint v, guint *out)
{
  const QdBeliefNet *net = ctx->net;
  guint n = 0;

  for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
    if (ctx->evidence[net->parents[i]] < 0)
      out[n++] = net->parents[i];
  return n;
}

/* Writes configuration I of V's parents (their order, the last fastest)
 * into the state; FALSE when it disagrees with the working evidence. */
static gboolean
decode_parents (Decide *ctx, guint v, guint i)
{
  const QdBeliefNet *net = ctx->net;
  gboolean agrees = TRUE;

  for (guint k = net->parent_start[v + 1]; k-- > net->parent_start[v];)
    {
      guint p = net->parents[k];

      ctx->state[p] = i % net->card[p];
      i /= net->card[p];
      agrees = agrees && (ctx->evidence[p] < 0 || ctx->evidence[p] == (gint) ctx->state[p]);
    }
  return agrees;
}

/* The row of V's table (a utility node) for the parents' states in the state. */
static double
utility_of (const Decide *ctx, guint v)
{
  const QdBeliefNet *net = ctx->net;
  gsize index = 0;

  for (guint i = net->parent_start[v]; i < net->parent_start[v + 1]; i++)
    index = index * net->card[net->parents[i]] + ctx->state[net->parents[i]];
  return net->table[v][index];
}

/* Σ over the posterior's assignments (written into the state, the observed
 * parents from the evidence) of P · U. */
static double
average_utility (Decide *ctx, guint u, const QdFactor *f)
{
  const QdBeliefNet *net = ctx->net;
  double sum = 0;

  for (guint i = net->parent_start[u]; i < net->parent_start[u + 1]; i++)
    if (ctx->evidence[net->parents[i]] >= 0)
      ctx->state[net->parents[i]] = (guint) ctx->evidence[net->parents[i]];
  for (gsize i = 0; i < f->size; i++)
    {
      gsize rest = i;

      for (guint k = f->n; k-- > 0;)
        {
          ctx->state[f->vars[k]] = rest % f->card[k];
          rest /= f->card[k];
        }
      if (f->values[i] != 0)
        sum += f->values[i] * utility_of (ctx, u);
    }
  return sum;
}

/* EU under the working evidence (the decision and its parents fixed in it):
 * Σ_U Σ P(pa(U) | e) U(pa(U)); -INFINITY when the evidence is impossible. */
static QdBeliefStatus
expected_utility (Decide *ctx, double *eu)
{
  const QdBeliefNet *net = ctx->net;
  g_autofree guint *query = g_new (guint, net->n_vars);

  *eu = 0;
  for (guint u = 0; u < net->n_vars; u++)
    {
      guint n;
      QdBeliefResult r = { 0 };
      QdBeliefStatus status;

      if (net->kind[u] != QD_BELIEF_UTILITY)
        continue;
      n = unobserved_parents (ctx, u, query);
      if (n == 0)
        {
          *eu += average_utility (ctx, u, &(QdFactor) { .size = 1, .values = (double[]) { 1 } });
          continue;
        }
      status = posterior (ctx, query, n, &r);
      if (status == QD_BELIEF_OK)
        *eu += average_utility (ctx, u, r.posterior);
      qd_belief_result_clear (&r);
      if (status == QD_BELIEF_IMPOSSIBLE)
        *eu = -INFINITY;
      if (status != QD_BELIEF_OK)
        return status == QD_BELIEF_IMPOSSIBLE ? QD_BELIEF_OK : status;
    }
  return QD_BELIEF_OK;
}

/* P(i | e) for every configuration of the decision's parents: the joint
 * posterior of those not observed (of the decision itself when all are, for
 * P(e)), 0 for configurations disagreeing with the evidence. */
static QdBeliefStatus
info_probabilities (Decide *ctx, QdBeliefDecision *out)
{
  g_autofree guint *query = g_new (guint, ctx->net->n_vars);
  guint n = unobserved_parents (ctx, ctx->decision, query);
  QdBeliefResult r = { 0 };
  QdBeliefStatus status;

  if (n == 0)
    query[n++] = ctx->decision;
  status = posterior (ctx, query, n, &r);
  for (guint i = 0; status == QD_BELIEF_OK && i < out->n_info; i++)
    {
      gboolean agrees = decode_parents (ctx, ctx->decision, i);

      if (query[0] == ctx->decision)
        out->info_probability[i] = agrees ? 1 : 0;
      else
        out->info_probability[i] = agrees ? qd_factor_get (r.posterior, ctx->state) : 0;
    }
  qd_belief_result_clear (&r);
  return status;
}

/* Row I of the table: EU(d | i, e) per choice, the best (first on ties). */
static QdBeliefStatus
decide_row (Decide *ctx, QdBeliefDecision *out, guint i)
{
  const QdBeliefNet *net = ctx->net;
  guint nd = net->card[ctx->decision];
  double *row = out->expected + (gsize) i * nd, best = -INFINITY;

  decode_parents (ctx, ctx->decision, i);
  for (guint k = net->parent_start[ctx->decision]; k < net->parent_start[ctx->decision + 1]; k++)
    ctx->evidence[net->parents[k]] = (gint) ctx->state[net->parents[k]];
  out->policy[i] = 0;
  for (guint d = 0; d < nd; d++)
    {
      QdBeliefStatus status;

      row[d] = -INFINITY;
      if (out->info_probability[i] == 0)
        continue;
      ctx->evidence[ctx->decision] = (gint) d;
      status = expected_utility (ctx, &row[d]);
      if (status != QD_BELIEF_OK)
        return status;
      if (row[d] > best + 1e-12 * ctx->scale || (best == -INFINITY && row[d] > best))
        best = row[d], out->policy[i] = d;
    }
  if (best > -INFINITY)
    out->meu += out->info_probability[i] * best;
  return QD_BELIEF_OK;
}

static QdBeliefStatus
decide (Decide *ctx, const gint *evidence, QdBeliefDecision *out)
{
  const QdBeliefNet *net = ctx->net;
  guint d = ctx->decision;
  QdBeliefStatus status;
  gsize n_info = 1;

  for (guint k = net->parent_start[d]; k < net->parent_start[d + 1]; k++)
    if ((n_info *= net->card[net->parents[k]]) > ctx->max_entries)
      return QD_BELIEF_TOO_BIG;
  out->decision = d;
  out->n_info = (guint) n_info;
  out->policy = g_new0 (guint, n_info);
  out->expected = g_new (double, n_info * net->card[d]);
  out->info_probability = g_new0 (double, n_info);
  for (gsize i = 0; i < n_info * net->card[d]; i++)
    out->expected[i] = -INFINITY;
  for (guint v = 0; v < net->n_vars; v++)
    ctx->evidence[v] = evidence != NULL ? evidence[v] : -1;
  status = info_probabilities (ctx, out);
  for (guint i = 0; status == QD_BELIEF_OK && i < n_info; i++)
    {
      for (guint v = 0; v < net->n_vars; v++)
        ctx->evidence[v] = evidence != NULL ? evidence[v] : -1;
      status = decide_row (ctx, out, i);
    }
  return status;
}

static void
context_init (Decide *ctx, const QdBeliefNet *net, guint64 max_entries, const gint *stop)
{
  *ctx = (Decide) {
    .net = net,
    .max_entries = max_entries != 0 ? max_entries : QD_BELIEF_DEFAULT_MAX_ENTRIES,
    .stop = stop,
    .decision = find_decision (net),
    .evidence = g_new (gint, MAX (net->n_vars, 1)),
    .state = g_new0 (guint, MAX (net->n_vars, 1)),
    .scale = utility_scale (net),
  };
}

static void
context_clear (Decide *ctx)
{
  g_free (ctx->evidence);
  g_free (ctx->state);
}

QdBeliefStatus
qd_belief_decide (const QdBeliefNet *net, const gint *evidence, guint64 max_entries, const gint *stop,
                  QdBeliefDecision *decision)
{
  Decide ctx;

  *decision = (QdBeliefDecision) { 0 };
  context_init (&ctx, net, max_entries, stop);
  if (ctx.decision == G_MAXUINT)
    {
      context_clear (&ctx);
      g_return_val_if_reached (decision->status = QD_BELIEF_IMPOSSIBLE);
    }
  /* a decision already taken leaves nothing to decide */
  if (evidence != NULL && evidence[ctx.decision] >= 0)
    decision->status = QD_BELIEF_IMPOSSIBLE;
  else
    decision->status = decide (&ctx, evidence, decision);
  context_clear (&ctx);
  return decision->status;
}

/* Whether X is a descendant of V. */
static gboolean
descends (const QdBeliefNet *net, guint v, guint x)
{
  g_autofree guint *start = g_new (guint, net->n_vars + 1);
  g_autofree guint *children = g_new (guint, MAX (net->parent_start[net->n_vars], 1));
  g_autofree guint *todo = g_new (guint, MAX (net->n_vars, 1));
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (net->n_vars, 1));
  guint n = 0;

  qd_belief_children (net, start, children);
  todo[n++] = v;
  while (n > 0)
    {
      guint u = todo[--n];

      for (guint i = start[u]; i < start[u + 1]; i++)
        if (!seen[children[i]])
          {
            if (children[i] == x)
              return TRUE;
            seen[children[i]] = TRUE;
            todo[n++] = children[i];
          }
    }
  return FALSE;
}

/* Σ_x P(x | e) MEU(e, X = x) into *SUM. */
static QdBeliefStatus
meu_knowing (Decide *ctx, const gint *evidence, guint x, double *sum)
{
  const QdBeliefNet *net = ctx->net;
  g_autofree gint *known = g_new (gint, net->n_vars);
  QdBeliefResult r = { 0 };
  QdBeliefStatus status;

  *sum = 0;
  for (guint v = 0; v < net->n_vars; v++)
    ctx->evidence[v] = known[v] = evidence != NULL ? evidence[v] : -1;
  status = posterior (ctx, &x, 1, &r);
  for (guint s = 0; status == QD_BELIEF_OK && s < net->card[x]; s++)
    {
      QdBeliefDecision d = { 0 };

      if (r.posterior->values[s] == 0)
        continue;
      known[x] = (gint) s;
      status = decide (ctx, known, &d);
      if (status == QD_BELIEF_OK)
        *sum += r.posterior->values[s] * d.meu;
      qd_belief_decision_clear (&d);
    }
  qd_belief_result_clear (&r);
  return status;
}

QdBeliefStatus
qd_belief_vpi (const QdBeliefNet *net, const gint *evidence, guint x, guint64 max_entries, const gint *stop,
               double *vpi)
{
  Decide ctx;
  QdBeliefDecision base = { 0 };
  QdBeliefStatus status;
  double knowing = 0;

  *vpi = 0;
  g_return_val_if_fail (x < net->n_vars && net->kind[x] == QD_BELIEF_CHANCE, QD_BELIEF_IMPOSSIBLE);
  if (evidence != NULL && evidence[x] >= 0)
    return QD_BELIEF_OK;
  context_init (&ctx, net, max_entries, stop);
  if (ctx.decision == G_MAXUINT)
    {
      context_clear (&ctx);
      g_return_val_if_reached (QD_BELIEF_IMPOSSIBLE);
    }
  /* what the decision causes cannot be known before it: no VPI; nor once
   * the decision is taken */
  if (descends (net, ctx.decision, x) || (evidence != NULL && evidence[ctx.decision] >= 0))
    {
      context_clear (&ctx);
      return QD_BELIEF_IMPOSSIBLE;
    }
  status = decide (&ctx, evidence, &base);
  if (status == QD_BELIEF_OK)
    status = meu_knowing (&ctx, evidence, x, &knowing);
  if (status == QD_BELIEF_OK)
    {
      double scale = MAX (MAX (fabs (base.meu), fabs (knowing)), ctx.scale);

      *vpi = knowing - base.meu;
      if (*vpi < 0 && -*vpi <= 1e-9 * scale)
        *vpi = 0;
    }
  qd_belief_decision_clear (&base);
  context_clear (&ctx);
  return status;
}
