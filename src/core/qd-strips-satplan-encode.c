/* qd-strips-satplan-encode.c — one horizon's formula (the clauses listed
 * in qd-strips-satplan.h), its variables numbered first (the solver is
 * made for a known number), its clauses kept flat, simplified as they are
 * made: a variable that does not exist is false. */
#include "config.h"
#include "qd-strips-satplan-private.h"

#include <string.h>

#define LIT_FALSE (G_MAXUINT - 1)
#define LIT_TRUE  G_MAXUINT

/* The literal of `var` (or its negation), a constant when it has none. */
static guint
lit (guint var, gboolean positive)
{
  if (var == SATPLAN_NEVER)
    return positive ? LIT_FALSE : LIT_TRUE;
  return 2 * var + (positive ? 0 : 1);
}

static void
clause_begin (QdSatplanCnf *cnf)
{
  cnf->satisfied = FALSE;
}

static void
clause_add (QdSatplanCnf *cnf, guint l)
{
  if (l == LIT_TRUE)
    cnf->satisfied = TRUE;
  else if (l != LIT_FALSE)
    g_array_append_val (cnf->lits, l);
}

/* Keeps the clause, or drops it when a literal is true. */
static void
clause_end (QdSatplanCnf *cnf)
{
  guint start = g_array_index (cnf->starts, guint, cnf->starts->len - 1);

  if (cnf->satisfied)
    g_array_set_size (cnf->lits, start);
  else
    {
      guint end = cnf->lits->len;

      g_array_append_val (cnf->starts, end);
    }
}

static void
binary (QdSatplanCnf *cnf, guint a, guint b)
{
  clause_begin (cnf);
  clause_add (cnf, a);
  clause_add (cnf, b);
  clause_end (cnf);
}

static guint
fluent (const QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint32 fact)
{
  return cnf->fluent[(gsize) t * task->strips->n_facts + fact];
}

/* The variable of a cause (an operator or an effect) at step t. */
static guint
cause_var (const QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint cause)
{
  const QdStrips *s = task->strips;

  if (cause < s->n_ops)
    return cnf->action[(gsize) t * s->n_ops + cause];
  return cnf->effect[(gsize) t * s->n_effects + cause - s->n_ops];
}

/* Numbers the variables: fluents whose fact can hold at t, actions and
 * effects that can apply at t, and the counter's per step. */
/* Whether fact f can hold at t: reached in the relaxation, and in the
 * planning graph's S_t when there is one. */
static gboolean
fact_possible (const QdSatplanTask *task, guint t, guint32 f)
{
  return task->fact_level[f] <= t
         && (task->graph == NULL || qd_strips_graph_has_literal (task->graph, t, qd_strips_graph_literal (f, FALSE)));
}

/* Whether operator o can apply at step t: in the relaxation, and in A_t
 * (its preconditions pairwise not mutex) when there is a graph. */
static gboolean
op_possible (const QdSatplanTask *task, guint t, guint o)
{
  return task->op_level[o] <= t && (task->graph == NULL || qd_strips_graph_has_action (task->graph, t, o));
}

/* Numbers the variables: fluents whose fact can hold at t, actions and
 * effects that can apply at t, and the counter's per step. */
static void
number_variables (QdSatplanCnf *cnf, const QdSatplanTask *task, QdSatplanAtMostOne at_most_one)
{
  const QdStrips *s = task->strips;
  guint T = cnf->horizon, n = 0;

  for (guint t = 0; t <= T; t++)
    {
      for (guint f = 0; f < s->n_facts; f++)
        cnf->fluent[(gsize) t * s->n_facts + f] = fact_possible (task, t, f) ? n++ : SATPLAN_NEVER;
      if (t == T)
        break;
      guint n_actions = 0;
      for (guint o = 0; o < s->n_ops; o++)
        {
          gboolean on = op_possible (task, t, o);

          cnf->action[(gsize) t * s->n_ops + o] = on ? n++ : SATPLAN_NEVER;
          n_actions += on;
        }
      for (guint e = 0; e < s->n_effects; e++)
        cnf->effect[(gsize) t * s->n_effects + e] = task->effect_level[e] <= t
                                                    && cnf->action[(gsize) t * s->n_ops + task->effect_op[e]]
                                                         != SATPLAN_NEVER ? n++ : SATPLAN_NEVER;
      cnf->aux[t] = n;
      if (task->interfering == NULL && at_most_one == QD_SATPLAN_COUNTER && n_actions >= 2)
        n += n_actions - 1;
    }
  cnf->n_vars = n;
}

/* ¬f^t ∨ ¬g^t for the facts mutex in the planning graph's S_t (Blum &
 * Furst's mutexes hold of every state a plan reaches in t steps). */
static void
encode_mutexes (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t)
{
  const QdStrips *s = task->strips;
  const guint *row = cnf->fluent + (gsize) t * s->n_facts;

  for (guint f = 0; f < s->n_facts; f++)
    for (guint g = f + 1; row[f] != SATPLAN_NEVER && g < s->n_facts; g++)
      if (row[g] != SATPLAN_NEVER
          && qd_strips_graph_literal_mutex (task->graph, t, qd_strips_graph_literal (f, FALSE),
                                            qd_strips_graph_literal (g, FALSE)) != QD_STRIPS_GRAPH_NOT_MUTEX)
        binary (cnf, lit (row[f], FALSE), lit (row[g], FALSE));
}

static void
encode_init_goal (QdSatplanCnf *cnf, const QdSatplanTask *task)
{
  const QdStrips *s = task->strips;
  const guint32 *goal = qd_strips_list (s, s->goal), *goal_neg = qd_strips_list (s, s->goal_neg);

  /* The other facts have no variable at time 0: false. */
  for (guint f = 0; f < s->n_facts; f++)
    if (qd_strips_holds (s->init, f))
      {
        clause_begin (cnf);
        clause_add (cnf, lit (fluent (cnf, task, 0, f), TRUE));
        clause_end (cnf);
      }
  for (guint i = 0; i < s->goal.n; i++)
    {
      clause_begin (cnf);
      clause_add (cnf, lit (fluent (cnf, task, cnf->horizon, goal[i]), TRUE));
      clause_end (cnf);
    }
  for (guint i = 0; i < s->goal_neg.n; i++)
    {
      clause_begin (cnf);
      clause_add (cnf, lit (fluent (cnf, task, cnf->horizon, goal_neg[i]), FALSE));
      clause_end (cnf);
    }
}

/* ¬x ∨ f^t for f in `facts` (¬x ∨ ¬f^t when not `holding`). */
static void
implies_facts (QdSatplanCnf *cnf, const QdSatplanTask *task, guint x, guint t, QdStripsFacts facts, gboolean holding)
{
  const guint32 *f = qd_strips_list (task->strips, facts);

  for (guint i = 0; i < facts.n; i++)
    binary (cnf, lit (x, FALSE), lit (fluent (cnf, task, t, f[i]), holding));
}

/* ¬x ∨ ¬d^{t+1} ∨ the effects of `op` (but `self`) that add d, for each
 * delete d of `dels` that neither `op` nor `self_adds` adds. */
static void
encode_deletes (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint o, guint x, QdStripsFacts dels,
                QdStripsFacts self_adds, guint self)
{
  const QdStrips *s = task->strips;
  const QdStripsOp *op = &s->ops[o];
  const QdStripsEffect *effects = qd_strips_op_effects (s, op);
  const guint32 *d = qd_strips_list (s, dels);

  for (guint i = 0; i < dels.n; i++)
    {
      if (qd_satplan_facts_contain (s, op->add, d[i]) || qd_satplan_facts_contain (s, self_adds, d[i]))
        continue;
      clause_begin (cnf);
      clause_add (cnf, lit (x, FALSE));
      clause_add (cnf, lit (fluent (cnf, task, t + 1, d[i]), FALSE));
      for (guint j = 0; j < op->n_effects; j++)
        if (op->first_effect + j != self && qd_satplan_facts_contain (s, effects[j].add, d[i]))
          clause_add (cnf, lit (cnf->effect[(gsize) t * s->n_effects + op->first_effect + j], TRUE));
      clause_end (cnf);
    }
}

/* A conditional effect E of operator o's A at t: E ⇔ A ∧ condition, then
 * its adds and deletes. */
static void
encode_effect (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint o, guint j)
{
  const QdStrips *s = task->strips;
  const QdStripsOp *op = &s->ops[o];
  const QdStripsEffect *effect = &qd_strips_op_effects (s, op)[j];
  guint index = op->first_effect + j;
  guint a = cnf->action[(gsize) t * s->n_ops + o], e = cnf->effect[(gsize) t * s->n_effects + index];
  const guint32 *pre = qd_strips_list (s, effect->pre), *neg = qd_strips_list (s, effect->neg);

  binary (cnf, lit (e, FALSE), lit (a, TRUE));
  implies_facts (cnf, task, e, t, effect->pre, TRUE);
  implies_facts (cnf, task, e, t, effect->neg, FALSE);
  clause_begin (cnf);
  clause_add (cnf, lit (a, FALSE));
  for (guint i = 0; i < effect->pre.n; i++)
    clause_add (cnf, lit (fluent (cnf, task, t, pre[i]), FALSE));
  for (guint i = 0; i < effect->neg.n; i++)
    clause_add (cnf, lit (fluent (cnf, task, t, neg[i]), TRUE));
  clause_add (cnf, lit (e, TRUE));
  clause_end (cnf);
  implies_facts (cnf, task, e, t + 1, effect->add, TRUE);
  encode_deletes (cnf, task, t, o, e, effect->del, effect->add, index);
}

/* Operator o's preconditions and effects at step t. */
static void
encode_action (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint o)
{
  const QdStripsOp *op = &task->strips->ops[o];
  guint a = cnf->action[(gsize) t * task->strips->n_ops + o];
  QdStripsFacts none = { 0, 0 };

  if (a == SATPLAN_NEVER)
    return;
  implies_facts (cnf, task, a, t, op->pre, TRUE);
  implies_facts (cnf, task, a, t, op->neg, FALSE);
  implies_facts (cnf, task, a, t + 1, op->add, TRUE);
  encode_deletes (cnf, task, t, o, a, op->del, none, SATPLAN_NEVER);
  for (guint j = 0; j < op->n_effects; j++)
    encode_effect (cnf, task, t, o, j);
}

/* F^t ∧ ¬F^{t+1} ⇒ a deleter at t; ¬F^t ∧ F^{t+1} ⇒ an adder at t. */
static void
encode_frame (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, guint32 f)
{
  guint now = fluent (cnf, task, t, f), next = fluent (cnf, task, t + 1, f);

  clause_begin (cnf);
  clause_add (cnf, lit (now, FALSE));
  clause_add (cnf, lit (next, TRUE));
  for (guint i = task->del_start[f]; i < task->del_start[f + 1]; i++)
    clause_add (cnf, lit (cause_var (cnf, task, t, task->deleters[i]), TRUE));
  clause_end (cnf);
  clause_begin (cnf);
  clause_add (cnf, lit (now, TRUE));
  clause_add (cnf, lit (next, FALSE));
  for (guint i = task->add_start[f]; i < task->add_start[f + 1]; i++)
    clause_add (cnf, lit (cause_var (cnf, task, t, task->adders[i]), TRUE));
  clause_end (cnf);
}

/* At most one of x_1 … x_n by Sinz's sequential counter: s_i (i < n) is
 * true when one of x_1 … x_i is; x_i then forbids s_{i-1}. */
static void
counter_step (QdSatplanCnf *cnf, guint x, guint i, guint n, guint first_aux)
{
  guint s_i = first_aux + i, s_before = first_aux + i - 1;

  if (i + 1 < n)
    binary (cnf, lit (x, FALSE), lit (s_i, TRUE));
  if (i > 0 && i + 1 < n)
    binary (cnf, lit (s_before, FALSE), lit (s_i, TRUE));
  if (i > 0)
    binary (cnf, lit (x, FALSE), lit (s_before, FALSE));
}

/* The parallel encoding's exclusion: ¬A^t ∨ ¬B^t for each interfering pair. */
static void
encode_interference (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t)
{
  const guint *pairs = (const guint *) task->interfering->data;
  const guint *row = cnf->action + (gsize) t * task->strips->n_ops;

  for (guint i = 0; i + 1 < task->interfering->len; i += 2)
    if (row[pairs[i]] != SATPLAN_NEVER && row[pairs[i + 1]] != SATPLAN_NEVER)
      binary (cnf, lit (row[pairs[i]], FALSE), lit (row[pairs[i + 1]], FALSE));
}

/* Exactly one action at step t: at least one (a clause of them all), and
 * at most one, pairwise or by the counter. */
static void
encode_exactly_one (QdSatplanCnf *cnf, const QdSatplanTask *task, guint t, QdSatplanAtMostOne at_most_one)
{
  const QdStrips *s = task->strips;
  const guint *row = cnf->action + (gsize) t * s->n_ops;
  guint n = 0, i = 0;

  clause_begin (cnf);
  for (guint o = 0; o < s->n_ops; o++)
    {
      clause_add (cnf, lit (row[o], TRUE));
      n += row[o] != SATPLAN_NEVER;
    }
  clause_end (cnf);
  for (guint o = 0; o < s->n_ops; o++)
    {
      if (row[o] == SATPLAN_NEVER)
        continue;
      if (at_most_one == QD_SATPLAN_COUNTER)
        counter_step (cnf, row[o], i++, n, cnf->aux[t]);
      else
        for (guint p = o + 1; p < s->n_ops; p++)
          if (row[p] != SATPLAN_NEVER)
            binary (cnf, lit (row[o], FALSE), lit (row[p], FALSE));
    }
}

void
qd_satplan_cnf_encode (QdSatplanCnf *cnf, const QdSatplanTask *task, guint horizon, QdSatplanAtMostOne at_most_one)
{
  const QdStrips *s = task->strips;
  guint zero = 0;

  memset (cnf, 0, sizeof *cnf);
  cnf->horizon = horizon;
  cnf->fluent = g_new (guint, (gsize) (horizon + 1) * s->n_facts + 1);
  cnf->action = g_new (guint, (gsize) horizon * s->n_ops + 1);
  cnf->effect = g_new (guint, (gsize) horizon * s->n_effects + 1);
  cnf->aux = g_new (guint, horizon + 1);
  cnf->lits = g_array_new (FALSE, FALSE, sizeof (guint));
  cnf->starts = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_append_val (cnf->starts, zero);
  number_variables (cnf, task, at_most_one);
  encode_init_goal (cnf, task);
  for (guint t = 0; task->graph != NULL && t <= horizon; t++)
    encode_mutexes (cnf, task, t);
  for (guint t = 0; t < horizon && !cnf->too_big; t++)
    {
      for (guint o = 0; o < s->n_ops; o++)
        encode_action (cnf, task, t, o);
      for (guint f = 0; f < s->n_facts; f++)
        encode_frame (cnf, task, t, f);
      if (task->interfering != NULL)
        encode_interference (cnf, task, t);
      else
        encode_exactly_one (cnf, task, t, at_most_one);
      cnf->too_big = cnf->lits->len > QD_SATPLAN_MAX_LITERALS;
    }
}

void
qd_satplan_cnf_clear (QdSatplanCnf *cnf)
{
  g_free (cnf->fluent);
  g_free (cnf->action);
  g_free (cnf->effect);
  g_free (cnf->aux);
  if (cnf->lits != NULL)
    g_array_unref (cnf->lits);
  if (cnf->starts != NULL)
    g_array_unref (cnf->starts);
}
