/* qd-gdl-split.c — rules split into chains for the grounding.  A rule whose
 * positive literals share few variables has as many ground instances as
 * the product of their facts: chess's frame rule
 *
 *   (<= (next (cell ?x ?y ?p)) (does ?r (move ?q ?x1 ?y1 ?x2 ?y2))
 *       (true (cell ?x ?y ?p)) (different_cells ?x ?y ?x1 ?y1)
 *       (different_cells ?x ?y ?x2 ?y2) (not ...))
 *
 * has one per move, cell and piece.  Joined one literal at a time, each
 * step keeping only the variables the head or a later literal reads, in a
 * new relation, the same rule is a chain of smaller ones:
 *
 *   (<= (s1 ?x1 ?y1 ?x2 ?y2) (does ...) (not ...))
 *   (<= (s2 ?x ?y ?x2 ?y2) (s1 ?x1 ?y1 ?x2 ?y2) (different_cells ?x ?y ?x1 ?y1))
 *   ...
 *
 * (a hypertree decomposition of the body, chosen here by the widths of the
 * steps).  The order of the literals minimises the sum over the steps of
 * D^(variables the step binds), D a domain's guessed size; a rule is split
 * only when that is much less than D^(variables of the body).  Checks (not,
 * distinct) go in the first step where their variables are bound.  The
 * rules keep their variables' numbers, so a step's rule has the original's
 * n_vars.  The ground network is the same function of the state: each new
 * relation is the projection of a prefix of the body. */
#include "config.h"
#include "qd-gdl-private.h"

#include <math.h>
#include <string.h>

/* Positive literals ordered by trying every order up to this many, else
 * greedily. */
#define EXHAUSTIVE_MAX 7
/* A domain's guessed size, and how much cheaper a split must be. */
#define DOMAIN 8.0
#define GAIN 16.0

typedef struct {
  guint n_pos;
  guint8 pos[QD_GDL_MAX_BODY];       /* the positive literals' indices */
  guint64 vars[QD_GDL_MAX_BODY];     /* each body literal's variables */
  guint64 head_vars;
  guint8 best[QD_GDL_MAX_BODY];      /* the order found, of pos[] */
  double best_cost;
} Plan;

static guint64
vars_of (const QdGdlStore *store, guint32 term, guint n_vars)
{
  guint8 seen[64] = { 0 };
  guint64 mask = 0;

  qd_gdl_term_vars (store, term, seen);
  for (guint v = 0; v < n_vars; v++)
    mask |= (guint64) (seen[v] != 0) << v;
  return mask;
}

/* The variables still needed after the first k of `order`: the head's and
 * the later positive literals'.  (Checks bind nothing: each is placed
 * where its variables are bound, so they need none kept past that.) */
static guint64
needed_after (const Plan *plan, const guint8 *order, guint k, const guint64 *check_vars, guint64 placed_checks,
              guint n_checks)
{
  guint64 need = plan->head_vars;

  for (guint i = k; i < plan->n_pos; i++)
    need |= plan->vars[plan->pos[order[i]]];
  for (guint c = 0; c < n_checks; c++)
    if (!(placed_checks >> c & 1))
      need |= check_vars[c];
  return need;
}

/* The cost of an order: the sum of D^(variables bound at each step). */
static double
order_cost (const Plan *plan, const guint8 *order, guint n, const guint64 *check_vars, guint n_checks)
{
  guint64 live = 0, placed = 0;
  double cost = 0;

  for (guint k = 0; k < n; k++)
    {
      guint64 bound = live | plan->vars[plan->pos[order[k]]];

      cost += pow (DOMAIN, __builtin_popcountll (bound));
      for (guint c = 0; c < n_checks; c++)
        if ((check_vars[c] & ~bound) == 0)
          placed |= G_GUINT64_CONSTANT (1) << c;
      live = bound & needed_after (plan, order, k + 1, check_vars, placed, n_checks);
    }
  return cost;
}

static void
permute (Plan *plan, guint8 *order, guint k, const guint64 *check_vars, guint n_checks)
{
  if (k == plan->n_pos)
    {
      double cost = order_cost (plan, order, plan->n_pos, check_vars, n_checks);

      if (cost < plan->best_cost)
        plan->best_cost = cost, memcpy (plan->best, order, plan->n_pos);
      return;
    }
  for (guint i = k; i < plan->n_pos; i++)
    {
      guint8 t = order[k];

      order[k] = order[i], order[i] = t;
      if (order_cost (plan, order, k + 1, check_vars, n_checks) < plan->best_cost)
        permute (plan, order, k + 1, check_vars, n_checks);
      order[i] = order[k], order[k] = t;
    }
}

/* Each next literal the one that makes the step cheapest. */
static void
greedy (Plan *plan, const guint64 *check_vars, guint n_checks)
{
  guint8 order[QD_GDL_MAX_BODY];

  for (guint i = 0; i < plan->n_pos; i++)
    order[i] = i;
  for (guint k = 0; k < plan->n_pos; k++)
    {
      guint best = k;
      double best_cost = INFINITY;

      for (guint i = k; i < plan->n_pos; i++)
        {
          guint8 t = order[k];
          double cost;

          order[k] = order[i], order[i] = t;
          cost = order_cost (plan, order, k + 1, check_vars, n_checks);
          order[i] = order[k], order[k] = t;
          if (cost < best_cost)
            best = i, best_cost = cost;
        }
      {
        guint8 t = order[k];

        order[k] = order[best], order[best] = t;
      }
    }
  memcpy (plan->best, order, plan->n_pos);
  plan->best_cost = order_cost (plan, order, plan->n_pos, check_vars, n_checks);
}

/* A new relation's atom over the variables of `mask`. */
static guint32
step_head (QdGdlProgram *program, guint *n_made, guint64 mask)
{
  QdGdlStore *store = &program->store;
  g_autofree char *name = g_strdup_printf (" split %u", (*n_made)++);   /* no rulesheet can spell it */
  guint32 symbol = qd_gdl_store_symbol (store, name, strlen (name));
  guint32 args[64];
  guint n = 0;

  for (guint v = 0; v < 64; v++)
    if (mask >> v & 1)
      args[n++] = qd_gdl_store_make (store, v, TRUE, 0, NULL);
  return qd_gdl_store_make (store, symbol, FALSE, n, args);
}

static void
add_literal (QdGdlProgram *program, guint32 term, guint8 kind)
{
  QdGdlLiteral lit = { .term = term, .kind = kind };

  g_array_append_val (program->lits, lit);
}

/* Appends the rule's chain to `out`; FALSE when it is better whole. */
static gboolean
split_rule (QdGdlProgram *program, const QdGdlRule *rule, guint *n_made, GArray *out)
{
  const QdGdlStore *store = &program->store;
  QdGdlLiteral body[QD_GDL_MAX_BODY];   /* copied: the program's literals grow below */
  Plan plan = { .best_cost = INFINITY };
  guint64 check_vars[QD_GDL_MAX_BODY], all = 0, live = 0, placed = 0;
  guint8 checks[QD_GDL_MAX_BODY], order[QD_GDL_MAX_BODY];
  guint n_checks = 0;
  guint32 previous = QD_GDL_NONE;

  if (rule->n_vars > 64 || rule->n_body < 3 || rule->n_body > 64)
    return FALSE;
  memcpy (body, qd_gdl_rule_body (program, rule), rule->n_body * sizeof *body);
  for (guint i = 0; i < rule->n_body; i++)
    {
      plan.vars[i] = vars_of (store, body[i].term, rule->n_vars);
      if (body[i].kind == QD_GDL_LIT_POS)
        plan.pos[plan.n_pos++] = i, all |= plan.vars[i];
      else
        check_vars[n_checks] = plan.vars[i], checks[n_checks++] = i;
    }
  if (plan.n_pos < 3)
    return FALSE;
  plan.head_vars = vars_of (store, rule->head, rule->n_vars);
  for (guint i = 0; i < plan.n_pos; i++)
    order[i] = i;
  if (plan.n_pos <= EXHAUSTIVE_MAX)
    permute (&plan, order, 0, check_vars, n_checks);
  else
    greedy (&plan, check_vars, n_checks);
  if (plan.best_cost * GAIN >= pow (DOMAIN, __builtin_popcountll (all)))
    return FALSE;
  /* step k joins the chain so far with literal best[k] and the checks
   * whose variables are then bound, and keeps the variables needed later;
   * the first literal is a step of its own only when that drops some */
  for (guint k = 0; k < plan.n_pos; k++)
    {
      QdGdlRule step = *rule;
      guint64 bound = live | plan.vars[plan.pos[plan.best[k]]], keep;

      if (k == 0 && (bound & ~needed_after (&plan, plan.best, 1, check_vars, placed, n_checks)) == 0)
        {
          live = bound;
          continue;
        }
      step.first = program->lits->len;
      if (previous != QD_GDL_NONE)
        add_literal (program, previous, QD_GDL_LIT_POS);
      else if (k == 1)
        add_literal (program, body[plan.pos[plan.best[0]]].term, QD_GDL_LIT_POS);
      add_literal (program, body[plan.pos[plan.best[k]]].term, QD_GDL_LIT_POS);
      for (guint c = 0; c < n_checks; c++)
        if (!(placed >> c & 1) && ((check_vars[c] & ~bound) == 0 || k == plan.n_pos - 1))
          {
            placed |= G_GUINT64_CONSTANT (1) << c;
            add_literal (program, body[checks[c]].term, body[checks[c]].kind);
          }
      step.n_body = program->lits->len - step.first;
      if (k < plan.n_pos - 1)
        {
          keep = bound & needed_after (&plan, plan.best, k + 1, check_vars, placed, n_checks);
          previous = step.head = step_head (program, n_made, keep);
          live = keep;
        }
      g_array_append_val (out, step);
    }
  return TRUE;
}

GArray *
qd_gdl_split_rules (QdGdlProgram *program)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  guint n = program->rules->len, n_made = 0;

  for (guint i = 0; i < n; i++)
    {
      /* copied: the program's arrays grow as the steps are made */
      QdGdlRule rule = g_array_index (program->rules, QdGdlRule, i);

      if (!split_rule (program, &rule, &n_made, out))
        g_array_append_val (out, rule);
    }
  return out;
}
