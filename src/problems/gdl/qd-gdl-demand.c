/* qd-gdl-demand.c — the rules the evaluation without grounding runs for one
 * purpose (the initial state; a state's legal moves, goals and terminal;
 * the next state): only the relations those outputs need, and each helper
 * relation computed only for the arguments its callers can pass.
 *
 * Chess's check test is a relation of seven arguments,
 *
 *   (not (threatened_with_capture ?player ?x ?y ?kx ?ky ?u ?v))
 *
 * whose rules bind the ignored cell (?u ?v) by (coordinate ?ignorex): a
 * bottom-up evaluation derives it for every cell the move could come from,
 * every king square and every ignored cell, millions of facts a state,
 * where a top-down prover asks it only for the moves on the board.  The
 * same restriction bottom-up is the magic-set rewrite (Bancilhon, Maier,
 * Sagiv and Ullman 1986): each call of a relation R passes the arguments
 * bound before it in its rule (the places bound at every call are R's
 * adornment); a new relation " demand R" collects those arguments,
 *
 *   (<= (" demand R" bound args) (" demand H" …) literals before the call)
 *
 * and each rule of R begins with (" demand R" …), so that R holds only
 * for what some caller asks.  A negated call is placed after the rule's
 * positive literals; the demand rules carry no `not` of a derived relation
 * (a larger demand, never a missing one: a `not` of facts given before
 * the evaluation, `true` or `does`, is kept), and where the rewrite would
 * still put a relation and its negation in one component, that relation
 * is computed whole (its adornment dropped) until the rules are
 * stratified.  A relation whose callers bind different places gets a copy
 * per pattern (split_calls), each restricted by its own demand.  The
 * facts of the outputs are those of the rules as written. */
#include "config.h"
#include "qd-gdl-private.h"

#include <string.h>

typedef struct {
  QdGdlProgram *program;
  guint n_symbols;           /* before the demand relations */
  guint8 *needed;            /* symbol -> its rules are run */
  guint8 *rewritable;        /* symbol -> may be restricted by demand */
  guint8 *forced;            /* symbol -> computed whole (stratification) */
  guint8 *cut_call;          /* symbol -> its calls' demand rules leave out the cut relations' literals */
  guint8 *cut;               /* symbol -> left out of the demand rules of the cut calls */
  guint64 *adorn;            /* symbol -> the places bound at every call */
  guint32 *demand;           /* symbol -> the demand relation's symbol, QD_GDL_NONE */
  const guint8 *fixed;       /* symbol of a rule -> its facts are given, NULL: none */
  GArray *rules;             /* the program's, or with copies per call pattern (split_calls) */
  guint8 *copies;            /* symbol -> a copy of split_calls (never fixed), NULL: none */
  gboolean cut_allowed;      /* qd_gdl_demand_rules's `cut` */
} Demand;

/* Whether the relation of a rule's head or literal has its facts given. */
static gboolean
is_fixed (const Demand *d, guint32 relation)
{
  return d->fixed != NULL && !(d->copies != NULL && d->copies[relation]) && d->fixed[relation];
}

/* Whether a negated literal is of a relation whose facts are there before
 * the evaluation (`true`, `does`, a fixed one): it cannot close a cycle
 * through a demand, so a demand rule keeps it (a tighter demand: a
 * rule whose `(not (true (step 1)))` fails asks nothing of its calls). */
static gboolean
given_negation (const Demand *d, const QdGdlLiteral *lit)
{
  guint32 r;

  if (lit->kind != QD_GDL_LIT_NEG)
    return FALSE;
  r = qd_gdl_relation (&d->program->store, lit->term);
  return r == QD_GDL_SYM_TRUE || r == QD_GDL_SYM_DOES || is_fixed (d, r);
}

static guint64
all_places (guint arity)
{
  return arity >= 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << arity) - 1;
}

/* What the outputs need, and which relations may be restricted: derived
 * (a rule with a body), one arity, not a keyword, rules of fewer than
 * QD_GDL_MAX_BODY literals. */
static void
mark_relations (Demand *d, const guint32 *outputs, guint n_outputs)
{
  QdGdlProgram *program = d->program;
  const QdGdlStore *store = &program->store;
  g_autofree gint *arity = g_new (gint, d->n_symbols + 1);
  g_autofree guint8 *body = g_new0 (guint8, d->n_symbols + 1);
  gboolean more = TRUE;

  for (guint s = 0; s < d->n_symbols; s++)
    arity[s] = -1;
  for (guint i = 0; i < n_outputs; i++)
    d->needed[outputs[i]] = 1;
  while (more)
    {
      more = FALSE;
      for (guint i = 0; i < d->rules->len; i++)
        {
          const QdGdlRule *rule = &g_array_index (d->rules, QdGdlRule, i);
          const QdGdlLiteral *lits = qd_gdl_rule_body (program, rule);

          if (!d->needed[qd_gdl_relation (store, rule->head)] || is_fixed (d, qd_gdl_relation (store, rule->head)))
            continue;
          for (guint j = 0; j < rule->n_body; j++)
            if (lits[j].kind != QD_GDL_LIT_DISTINCT && !d->needed[qd_gdl_relation (store, lits[j].term)])
              d->needed[qd_gdl_relation (store, lits[j].term)] = 1, more = TRUE;
        }
    }
  /* one arity in heads and calls, else the relation is left whole */
  for (guint i = 0; i < program->lits->len; i++)
    {
      const QdGdlLiteral *lit = &g_array_index (program->lits, QdGdlLiteral, i);
      const QdGdlTerm *t = qd_gdl_term (store, lit->term);

      if (lit->kind == QD_GDL_LIT_DISTINCT || t->is_var || t->functor >= d->n_symbols)
        continue;
      arity[t->functor] = arity[t->functor] < 0 || arity[t->functor] == t->arity ? t->arity : G_MAXINT;
    }
  for (guint i = 0; i < d->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (d->rules, QdGdlRule, i);
      const QdGdlTerm *t = qd_gdl_term (store, rule->head);

      arity[t->functor] = arity[t->functor] < 0 || arity[t->functor] == t->arity ? t->arity : G_MAXINT;
      body[t->functor] |= rule->n_body > 0 && !is_fixed (d, t->functor);
      /* its rules take one literal more: the demand */
      if (rule->n_body >= QD_GDL_MAX_BODY)
        arity[t->functor] = G_MAXINT;
    }
  for (guint s = QD_GDL_N_KEYWORDS; s < d->n_symbols; s++)
    d->rewritable[s] = d->needed[s] && body[s] && arity[s] > 0 && arity[s] <= 64;
}

/* The variables of a term, set in `vars`. */
static void
add_vars (const QdGdlStore *store, guint32 term, guint8 *vars)
{
  qd_gdl_term_vars (store, term, vars);
}

/* The places of the call whose arguments are bound. */
static guint64
bound_places (const QdGdlStore *store, guint32 term, const guint8 *bound, guint8 *scratch, guint n_vars)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint64 places = 0;

  for (guint k = 0; k < t->arity && k < 64; k++)
    if (qd_gdl_term_all_bound (store, qd_gdl_term_args (store, t)[k], bound, n_vars, scratch))
      places |= G_GUINT64_CONSTANT (1) << k;
  return places;
}

/* Whether the literal has a variable bound in `bound`. */
static gboolean
shares_bound (const QdGdlStore *store, guint32 term, const guint8 *bound, guint8 *scratch, guint n_vars)
{
  gboolean shares = FALSE;

  memset (scratch, 0, n_vars + 1);
  add_vars (store, term, scratch);
  for (guint v = 0; v <= n_vars && !shares; v++)
    shares = scratch[v] && bound[v];
  return shares;
}

/* A rule's order of evaluation for the demand (its sideways passing of
 * bindings): the head's demanded arguments bound first, then the positive
 * literals in the order written, which is the order a top-down prover
 * follows and the rulesheets are written for, except that a literal none
 * of whose variables is bound yet waits behind a later recursive call
 * (of the head's relation) that has one bound: chess's clear_diagonal_ne
 * called with its last places bound, written
 *
 *   (<= (clear_diagonal_ne ?u ?v ?x ?y) (next_file ?u ?u2) (next_rank ?v ?v2)
 *       (true (cell ?u2 ?v2 b)) (clear_diagonal_ne ?u2 ?v2 ?x ?y))
 *
 * would ask its recursive call for every pair of neighbouring cells
 * `(next_file ?u ?u2)` makes, where the call first asks again what the
 * rule was asked and walks back from (?x ?y); a literal of another
 * relation keeps its place (mummymaze1p's `(true (location explorer …))`
 * binds what its later calls need).  A `distinct`, and a negation of
 * given facts (given_negation), as soon as its variables are bound; the
 * other negations last (the demand they pass is then the smallest).
 * `order` gets the body literals' indices, `places` each literal's bound
 * places where it stands. */
static void
plan (const Demand *d, const QdGdlRule *rule, guint8 *order, guint64 *places)
{
  const QdGdlStore *store = &d->program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (d->program, rule);
  const QdGdlTerm *head = qd_gdl_term (store, rule->head);
  guint n = rule->n_vars, n_order = 0;
  g_autofree guint8 *bound = g_new0 (guint8, n + 1);
  g_autofree guint8 *scratch = g_new0 (guint8, n + 1);
  guint8 done[QD_GDL_MAX_BODY] = { 0 };
  guint64 adorn = d->adorn[head->functor];

  for (guint k = 0; k < head->arity && k < 64; k++)
    if (adorn >> k & 1)
      add_vars (store, qd_gdl_term_args (store, head)[k], bound);
  for (;;)
    {
      guint p = G_MAXUINT;

      for (guint i = 0; i < rule->n_body; i++)
        if (!done[i] && (body[i].kind == QD_GDL_LIT_DISTINCT || given_negation (d, &body[i]))
            && qd_gdl_term_all_bound (store, body[i].term, bound, n, scratch))
          {
            places[i] = bound_places (store, body[i].term, bound, scratch, n);
            done[i] = 1, order[n_order++] = i;
          }
      /* the first positive literal left, or a later call of the head's
       * relation with a bound variable when it has none */
      for (guint i = 0; i < rule->n_body; i++)
        if (!done[i] && body[i].kind == QD_GDL_LIT_POS)
          {
            if (p == G_MAXUINT)
              {
                p = i;
                if (shares_bound (store, body[i].term, bound, scratch, n))
                  break;
              }
            else if (qd_gdl_relation (store, body[i].term) == head->functor
                     && shares_bound (store, body[i].term, bound, scratch, n))
              {
                p = i;
                break;
              }
          }
      if (p == G_MAXUINT)
        break;
      places[p] = bound_places (store, body[p].term, bound, scratch, n);
      done[p] = 1, order[n_order++] = p;
      add_vars (store, body[p].term, bound);
    }
  for (guint i = 0; i < rule->n_body; i++)
    if (!done[i])
      {
        places[i] = bound_places (store, body[i].term, bound, scratch, n);
        order[n_order++] = i;
      }
}

/* The adornments: every place of a relation to restrict, then each call's
 * bound places intersected, until nothing changes. */
static void
adorn (Demand *d)
{
  QdGdlProgram *program = d->program;
  const QdGdlStore *store = &program->store;
  gboolean changed = TRUE;

  for (guint s = 0; s < d->n_symbols; s++)
    d->adorn[s] = 0;
  for (guint i = 0; i < d->rules->len; i++)
    {
      guint32 h = qd_gdl_relation (store, g_array_index (d->rules, QdGdlRule, i).head);

      if (d->rewritable[h] && !d->forced[h])
        d->adorn[h] = all_places (qd_gdl_term (store, g_array_index (d->rules, QdGdlRule, i).head)->arity);
    }
  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < d->rules->len; i++)
        {
          const QdGdlRule *rule = &g_array_index (d->rules, QdGdlRule, i);
          const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
          guint8 order[QD_GDL_MAX_BODY];
          guint64 places[QD_GDL_MAX_BODY];

          if (!d->needed[qd_gdl_relation (store, rule->head)])
            continue;
          plan (d, rule, order, places);
          for (guint j = 0; j < rule->n_body; j++)
            {
              guint32 r = body[j].kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_relation (store, body[j].term);

              if (r != QD_GDL_NONE && d->adorn[r] != 0 && (d->adorn[r] & places[j]) != d->adorn[r])
                d->adorn[r] &= places[j], changed = TRUE;
            }
        }
    }
}

/* Whether every variable set in `wanted` is set in `bound`. */
static gboolean
all_bound (const guint8 *wanted, const guint8 *bound, guint n_vars)
{
  for (guint v = 0; v < n_vars; v++)
    if (wanted[v] && !bound[v])
      return FALSE;
  return TRUE;
}

/* The call's demand atom: (" demand R" its arguments at R's adorned places). */
static guint32
demand_atom (Demand *d, guint32 term)
{
  QdGdlStore *store = &d->program->store;
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 r = t->functor, args[64];
  guint n = 0;

  if (d->demand[r] == QD_GDL_NONE)
    {
      /* by number too: a part of a relation split for the strata prints as it (qd-gdl-stratify.c) */
      g_autofree char *name = g_strdup_printf (" demand %u %s", r, (const char *) store->names->pdata[r]);

      d->demand[r] = qd_gdl_store_symbol (store, name, strlen (name));   /* no rulesheet can spell it */
      t = qd_gdl_term (store, term);
    }
  for (guint k = 0; k < t->arity && k < 64; k++)
    if (d->adorn[r] >> k & 1)
      args[n++] = qd_gdl_term_args (store, t)[k];
  return qd_gdl_store_make (store, d->demand[r], FALSE, n, args);
}

static void
add_literal (QdGdlProgram *program, guint32 term, guint8 kind)
{
  QdGdlLiteral lit = { .term = term, .kind = kind };

  g_array_append_val (program->lits, lit);
}

/* The body of the demand rule of the call at order[k]: the literals
 * before it, in `keep` (their count); G_MAXUINT when, with the cut
 * relations left out, the demand's arguments are not all bound. */
static guint
demand_body (const Demand *d, const QdGdlRule *rule, const QdGdlLiteral *body, const guint8 *order, guint k,
             guint32 head_demand, gboolean cutting, const guint8 *wanted, guint8 *bound, guint8 *scratch,
             guint8 *keep)
{
  const QdGdlStore *store = &d->program->store;
  guint n = 0;

  memset (bound, 0, rule->n_vars);
  if (head_demand != QD_GDL_NONE)
    add_vars (store, head_demand, bound);
  for (guint j = 0; j < k; j++)
    {
      const QdGdlLiteral *lit = &body[order[j]];

      if (lit->kind == QD_GDL_LIT_NEG && !given_negation (d, lit))
        continue;
      /* once the demand's arguments are bound, a literal that would
       * bind more only says that some binding exists: left out (a
       * larger demand, joined for nothing less); a check is kept */
      if (all_bound (wanted, bound, rule->n_vars)
          && !qd_gdl_term_all_bound (store, lit->term, bound, rule->n_vars, scratch))
        continue;
      /* a relation cut (stratify): left out, a larger demand; a check
       * (a `distinct`, a negation of given facts) whose variables nothing
       * kept binds then goes with it */
      if (cutting && lit->kind == QD_GDL_LIT_POS && d->cut[qd_gdl_relation (store, lit->term)])
        continue;
      if (lit->kind != QD_GDL_LIT_POS && !qd_gdl_term_all_bound (store, lit->term, bound, rule->n_vars, scratch))
        continue;
      keep[n++] = order[j];
      if (lit->kind == QD_GDL_LIT_POS)
        add_vars (store, lit->term, bound);
    }
  return cutting && !all_bound (wanted, bound, rule->n_vars) ? G_MAXUINT : n;
}

/* The rule, restricted to its head's demand, and a demand rule for each
 * of its calls of a restricted relation. */
static void
rewrite_rule (Demand *d, const QdGdlRule *original, GArray *out)
{
  QdGdlProgram *program = d->program;
  const QdGdlStore *store = &program->store;
  QdGdlRule rule = *original;
  QdGdlLiteral body[QD_GDL_MAX_BODY];   /* copied: the program's literals grow below */
  guint8 order[QD_GDL_MAX_BODY];
  guint64 places[QD_GDL_MAX_BODY];
  guint32 h = qd_gdl_relation (store, rule.head), head_demand = QD_GDL_NONE;
  g_autofree guint8 *bound = g_new0 (guint8, rule.n_vars + 1);
  g_autofree guint8 *wanted = g_new0 (guint8, rule.n_vars + 1);
  g_autofree guint8 *scratch = g_new0 (guint8, rule.n_vars + 1);
  guint8 keep[QD_GDL_MAX_BODY];
  guint n_keep;

  if (rule.n_body > 0)   /* a fact has no body to copy (NULL) */
    memcpy (body, qd_gdl_rule_body (program, &rule), rule.n_body * sizeof *body);
  plan (d, &rule, order, places);
  if (d->adorn[h] != 0)
    head_demand = demand_atom (d, rule.head);
  for (guint k = 0; k < rule.n_body; k++)
    {
      guint i = order[k];
      guint32 r = body[i].kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_relation (store, body[i].term);
      QdGdlRule step = rule;

      if (r == QD_GDL_NONE || d->adorn[r] == 0)
        continue;
      step.head = demand_atom (d, body[i].term);
      step.first = program->lits->len;
      step.lead = head_demand != QD_GDL_NONE;
      memset (wanted, 0, rule.n_vars);
      add_vars (store, step.head, wanted);
      if (head_demand != QD_GDL_NONE)
        add_literal (program, head_demand, QD_GDL_LIT_POS);
      n_keep = demand_body (d, &rule, body, order, k, head_demand, d->cut_call[r], wanted, bound, scratch, keep);
      if (n_keep == G_MAXUINT)
        n_keep = demand_body (d, &rule, body, order, k, head_demand, FALSE, wanted, bound, scratch, keep);
      if (n_keep == 0 && step.head == head_demand)
        {
          /* a call first in its rule that asks what the rule was asked
           * (a recursive call passing its bound places on): nothing new */
          g_array_set_size (program->lits, step.first);
          continue;
        }
      for (guint j = 0; j < n_keep; j++)
        add_literal (program, body[keep[j]].term, body[keep[j]].kind);
      step.n_body = program->lits->len - step.first;
      g_array_append_val (out, step);
    }
  if (head_demand != QD_GDL_NONE)
    {
      rule.first = program->lits->len;
      rule.lead = TRUE;
      add_literal (program, head_demand, QD_GDL_LIT_POS);
      for (guint j = 0; j < original->n_body; j++)
        add_literal (program, body[j].term, body[j].kind);
      rule.n_body = original->n_body + 1;
    }
  g_array_append_val (out, rule);
}

/* Whether the relation is one of the rulesheet's (not a demand: `demands`
 * marks those), in component c. */
static gboolean
real_in (const Demand *d, const guint8 *demands, const QdGdlGraph *g, guint32 relation, guint32 c)
{
  return relation < d->n_symbols && !demands[relation] && g->component[relation] == c;
}

/* A cycle through a negation that the rewrite made, in component c: a
 * relation R negates one of c, and a demand of c is read from R's value
 * (a demand rule's literal on R, or on a relation that depends on R
 * within c).  Those relations are cut: left out of the demand rules of
 * the calls whose demand is in c (a larger demand), which breaks every
 * such cycle, since the rules as written are stratified.  TRUE when this
 * cuts something new. */
static gboolean
cut_component (Demand *d, const QdGdlRuleSet *set, const QdGdlGraph *g, guint32 c)
{
  const QdGdlStore *store = &d->program->store;
  g_autofree guint8 *reach = g_new0 (guint8, d->n_symbols + 1);
  g_autofree guint8 *demands = g_new0 (guint8, g->n + 1);
  gboolean progress = FALSE, more = TRUE;

  /* a demand relation made by an earlier rewrite of the same program
   * (the store keeps its symbol) is numbered below n_symbols */
  for (guint s = 0; s < d->n_symbols; s++)
    if (d->demand[s] != QD_GDL_NONE && d->demand[s] < g->n)
      demands[d->demand[s]] = 1;

  /* the relations of c whose rules negate one of c, then those whose
   * rules read one found, to a fixed point */
  while (more)
    {
      more = FALSE;
      for (guint i = 0; i < set->rules->len; i++)
        {
          const QdGdlRule *rule = &g_array_index (set->rules, QdGdlRule, i);
          const QdGdlLiteral *body = qd_gdl_rule_body (d->program, rule);
          guint32 h = qd_gdl_relation (store, rule->head);

          if (!real_in (d, demands, g, h, c) || reach[h])
            continue;
          for (guint j = 0; j < rule->n_body && !reach[h]; j++)
            {
              guint32 r = body[j].kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_relation (store, body[j].term);

              if (r != QD_GDL_NONE && real_in (d, demands, g, r, c) && (body[j].kind == QD_GDL_LIT_NEG || reach[r]))
                reach[h] = 1, more = TRUE;
            }
        }
    }
  for (guint s = 0; s < d->n_symbols; s++)
    {
      if (reach[s] && !d->cut[s])
        d->cut[s] = 1, progress = TRUE;
      if (d->demand[s] != QD_GDL_NONE && g->component[d->demand[s]] == c && !d->cut_call[s])
        d->cut_call[s] = 1, progress = TRUE;
    }
  return progress;
}

/* The components of the rules' relations and their order; FALSE when a
 * negation falls in its own component, with the restricted relations of
 * that component marked in `forced` (computed whole in the next try), or
 * every one when none is left there. */
static gboolean
stratify (Demand *d, QdGdlRuleSet *set)
{
  QdGdlProgram *program = d->program;
  const QdGdlStore *store = &program->store;
  QdGdlGraph g = { .n = store->names->len };
  g_autofree guint32 *fill = NULL;
  g_autofree guint32 *count = NULL;
  guint n_edges = 0;
  gboolean ok = TRUE;

  g.offsets = g_new0 (guint32, g.n + 1);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < set->rules->len; i++)
      {
        const QdGdlRule *rule = &g_array_index (set->rules, QdGdlRule, i);
        const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
        guint32 h = qd_gdl_relation (store, rule->head);

        for (guint j = 0; j < rule->n_body; j++)
          if (body[j].kind != QD_GDL_LIT_DISTINCT)
            {
              if (pass == 0)
                g.offsets[h + 1]++, n_edges++;
              else
                g.targets[fill[h]++] = qd_gdl_relation (store, body[j].term);
            }
        if (pass == 0 && i + 1 == set->rules->len)
          {
            for (guint v = 0; v < g.n; v++)
              g.offsets[v + 1] += g.offsets[v];
            g.targets = g_new (guint32, n_edges + 1);
            fill = g_memdup2 (g.offsets, (g.n + 1) * sizeof (guint32));
          }
      }
  if (g.targets == NULL)
    g.targets = g_new (guint32, 1);
  qd_gdl_graph_components (&g);
  for (guint i = 0; i < set->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (set->rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      guint32 h = qd_gdl_relation (store, rule->head);

      for (guint j = 0; j < rule->n_body; j++)
        {
          guint32 r = body[j].kind == QD_GDL_LIT_NEG ? qd_gdl_relation (store, body[j].term) : QD_GDL_NONE;

          if (r != QD_GDL_NONE && g.component[r] == g.component[h])
            {
              guint32 c = g.component[h];
              gboolean progress = FALSE;

              /* the rewrite made the cycle: a demand reads a relation that
               * negates what depends on that demand.  First, the demand
               * rules of the component's calls leave out its relations
               * (a larger demand); then its relations are computed whole */
              progress = d->cut_allowed && cut_component (d, set, &g, c);
              for (guint s = 0; s < d->n_symbols && !progress; s++)
                if (g.component[s] == c && d->adorn[s] != 0)
                  d->forced[s] = 1, progress = TRUE;
              for (guint s = 0; s < d->n_symbols && !progress; s++)
                d->forced[s] = 1;
              ok = FALSE;
            }
        }
    }
  if (ok)
    {
      guint n = set->rules->len;

      count = g_new0 (guint32, g.n_components + 1);
      set->stratum = g_memdup2 (g.component, g.n * sizeof (guint32));
      set->recursive = g_memdup2 (g.cyclic, g.n_components + 1);
      set->rule_order = g_new (guint32, n + 1);
      for (guint i = 0; i < n; i++)
        count[g.component[qd_gdl_relation (store, g_array_index (set->rules, QdGdlRule, i).head)] + 1]++;
      for (guint c = 0; c < g.n_components; c++)
        count[c + 1] += count[c];
      for (guint i = 0; i < n; i++)
        set->rule_order[count[g.component[qd_gdl_relation (store, g_array_index (set->rules, QdGdlRule, i).head)]]++]
          = i;
    }
  qd_gdl_graph_clear (&g);
  return ok;
}

/* The per-symbol arrays of the Demand, for the store's symbols now. */
static void
demand_arrays (Demand *d)
{
  guint n = d->program->store.names->len;

  g_free (d->needed);
  g_free (d->rewritable);
  g_free (d->forced);
  g_free (d->cut_call);
  g_free (d->cut);
  g_free (d->adorn);
  g_free (d->demand);
  d->n_symbols = n;
  d->needed = g_new0 (guint8, n + 1);
  d->rewritable = g_new0 (guint8, n + 1);
  d->forced = g_new0 (guint8, n + 1);
  d->cut_call = g_new0 (guint8, n + 1);
  d->cut = g_new0 (guint8, n + 1);
  d->adorn = g_new0 (guint64, n + 1);
  d->demand = g_new (guint32, n + 1);
  memset (d->demand, 0xff, (n + 1) * sizeof (guint32));
}

/* ---- a copy of a relation per call pattern
 *
 * A relation whose calls bind different places has one adornment, the
 * places every call binds: chess's clear_diagonal_ne is called with its
 * places 0-1 bound (from the cell a bishop stands on) and with 2-3 bound,
 * so it was computed whole, every clear diagonal of the board, in each
 * state.  Such a relation (two to MAX_COPIES patterns, whose common places
 * are fewer than one pattern's) is copied once per pattern, " adorned P
 * R": the copy's rules are R's, R's own calls in them made the copy's,
 * and each call of R elsewhere goes to the copy of the most places among
 * those its bound places cover (to R itself, kept, when none).  A copy
 * derives R's facts: its rules are R's, renamed through and through; the
 * demand then restricts each copy to its calls. */

#define MAX_COPIES 4

typedef struct {
  guint n;
  guint64 pattern[MAX_COPIES + 1];
  guint32 copy[MAX_COPIES];
} Split;

/* The term with the relation's symbol `symbol`, its arguments kept. */
static guint32
renamed (QdGdlStore *store, guint32 term, guint32 symbol)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 args[64];
  guint n = MIN (t->arity, 64);

  if (t->functor == symbol)
    return term;
  memcpy (args, qd_gdl_term_args (store, t), n * sizeof (guint32));
  return qd_gdl_store_make (store, symbol, FALSE, n, args);
}

/* The copy of `r` a call binding `places` goes to (r when none fits). */
static guint32
copy_for (const Split *split, guint32 r, guint64 places)
{
  guint32 best = r;
  gint most = -1;

  for (guint c = 0; split != NULL && c < split->n; c++)
    if ((split->pattern[c] & ~places) == 0 && __builtin_popcountll (split->pattern[c]) > most)
      best = split->copy[c], most = __builtin_popcountll (split->pattern[c]);
  return best;
}

/* The rule with its head's symbol `head` (its places `head_places` bound
 * for the calls' patterns), its calls of split relations renamed, added
 * to `out`. */
static void
emit_renamed (Demand *d, const QdGdlRule *original, guint32 head, guint64 head_places, Split **splits,
              GArray *out)
{
  QdGdlProgram *program = d->program;
  QdGdlStore *store = &program->store;
  QdGdlRule rule = *original;
  QdGdlLiteral body[QD_GDL_MAX_BODY];
  guint8 order[QD_GDL_MAX_BODY];
  guint64 places[QD_GDL_MAX_BODY];
  guint32 h = qd_gdl_relation (store, original->head), saved = d->adorn[h];

  if (rule.n_body > 0)
    memcpy (body, qd_gdl_rule_body (program, &rule), rule.n_body * sizeof *body);
  d->adorn[h] = head_places;
  plan (d, &rule, order, places);
  d->adorn[h] = saved;
  rule.head = renamed (store, rule.head, head);
  rule.first = program->lits->len;
  for (guint j = 0; j < rule.n_body; j++)
    {
      QdGdlLiteral lit = body[j];
      guint32 r = lit.kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_relation (store, lit.term);

      if (r != QD_GDL_NONE && r < d->n_symbols && splits[r] != NULL)
        lit.term = renamed (store, lit.term, r == h ? head : copy_for (splits[r], r, places[j]));
      g_array_append_val (program->lits, lit);
    }
  g_array_append_val (out, rule);
}

/* The rules with the split relations' copies (d->rules made anew, the
 * arrays for the new symbols, the relations marked again); FALSE when no
 * relation is split. */
static gboolean
split_calls (Demand *d, const guint32 *outputs, guint n_outputs)
{
  QdGdlProgram *program = d->program;
  QdGdlStore *store = &program->store;
  guint n_symbols = d->n_symbols;
  Split **splits = g_new0 (Split *, n_symbols + 1);
  GArray *rules = d->rules, *out;
  gboolean any = FALSE;

  adorn (d);
  for (guint i = 0; i < rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      guint32 h = qd_gdl_relation (store, rule->head);
      guint8 order[QD_GDL_MAX_BODY];
      guint64 places[QD_GDL_MAX_BODY];

      if (!d->needed[h] || is_fixed (d, h))
        continue;
      plan (d, rule, order, places);
      for (guint j = 0; j < rule->n_body; j++)
        {
          guint32 r = body[j].kind == QD_GDL_LIT_DISTINCT ? QD_GDL_NONE : qd_gdl_relation (store, body[j].term);
          Split *split;
          guint c;

          if (r == QD_GDL_NONE || r == h || !d->rewritable[r])
            continue;
          if (splits[r] == NULL)
            splits[r] = g_new0 (Split, 1);
          split = splits[r];
          for (c = 0; c < split->n && split->pattern[c] != places[j]; c++)
            ;
          if (c == split->n && split->n <= MAX_COPIES)
            split->pattern[split->n++] = places[j];
        }
    }
  for (guint32 r = 0; r < n_symbols; r++)
    {
      Split *split = splits[r];
      guint64 common = G_MAXUINT64;
      gboolean loses = FALSE;

      if (split == NULL)
        continue;
      /* a pattern that binds all of another's places and more is served by
       * that one's copy (whose facts are a superset of what it asks) */
      for (guint c = 0; c < split->n && split->n <= MAX_COPIES;)
        {
          gboolean covered = FALSE;

          for (guint e = 0; e < split->n && !covered; e++)
            covered = e != c && (split->pattern[e] & ~split->pattern[c]) == 0;
          if (covered)
            split->pattern[c] = split->pattern[--split->n];
          else
            c++;
        }
      for (guint c = 0; c < split->n; c++)
        common &= split->pattern[c];
      for (guint c = 0; c < split->n; c++)
        loses |= split->pattern[c] != common;
      if (split->n < 2 || split->n > MAX_COPIES || !loses)
        {
          g_clear_pointer (&splits[r], g_free);
          continue;
        }
      for (guint c = 0; c < split->n; c++)
        {
          g_autofree char *name = g_strdup_printf (" adorned %" G_GINT64_MODIFIER "x %u %s",
                                                   split->pattern[c], r, (const char *) store->names->pdata[r]);

          split->copy[c] = qd_gdl_store_symbol (store, name, strlen (name));   /* no rulesheet can spell it */
        }
      any = TRUE;
    }
  if (!any)
    {
      g_free (splits);
      return FALSE;
    }
  out = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  for (guint i = 0; i < rules->len; i++)
    {
      QdGdlRule rule = g_array_index (rules, QdGdlRule, i);
      guint32 h = qd_gdl_relation (store, rule.head);

      /* R's rules as they are (for the calls no copy fits), then each copy's */
      emit_renamed (d, &rule, h, d->adorn[h], splits, out);
      for (guint c = 0; splits[h] != NULL && c < splits[h]->n; c++)
        emit_renamed (d, &rule, splits[h]->copy[c], splits[h]->pattern[c], splits, out);
    }
  demand_arrays (d);
  d->copies = g_new0 (guint8, d->n_symbols + 1);
  for (guint32 r = 0; r < n_symbols; r++)
    for (guint c = 0; splits[r] != NULL && c < splits[r]->n; c++)
      d->copies[splits[r]->copy[c]] = 1;
  for (guint32 r = 0; r < n_symbols; r++)
    g_free (splits[r]);
  g_free (splits);
  d->rules = out;
  mark_relations (d, outputs, n_outputs);
  return TRUE;
}

void
qd_gdl_demand_rules (QdGdlProgram *program, const guint32 *outputs, guint n_outputs, const guint8 *fixed,
                     gboolean cut, gboolean copies, QdGdlRuleSet *set)
{
  Demand d = {
    .program = program,
    .fixed = fixed,
    .cut_allowed = cut,
    .rules = program->rules,
  };
  gboolean split;

  demand_arrays (&d);
  mark_relations (&d, outputs, n_outputs);
  split = copies && split_calls (&d, outputs, n_outputs);
  *set = (QdGdlRuleSet) { .plan_by_size = TRUE, .copies = split };
  /* each try computes one more relation whole: the last has no demand
   * left, the rules as written, stratified */
  for (;;)
    {
      adorn (&d);
      set->rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
      for (guint i = 0; i < d.rules->len; i++)
        {
          const QdGdlRule *rule = &g_array_index (d.rules, QdGdlRule, i);

          if (d.needed[qd_gdl_relation (&program->store, rule->head)]
              && !is_fixed (&d, qd_gdl_relation (&program->store, rule->head)))
            rewrite_rule (&d, rule, set->rules);
        }
      if (stratify (&d, set))
        break;
      g_array_unref (set->rules);
    }
  if (split)
    g_array_unref (d.rules);
  g_free (d.copies);
  g_free (d.needed);
  g_free (d.rewritable);
  g_free (d.forced);
  g_free (d.cut_call);
  g_free (d.cut);
  g_free (d.adorn);
  g_free (d.demand);
}

void
qd_gdl_rule_set_clear (QdGdlRuleSet *set)
{
  g_clear_pointer (&set->rules, g_array_unref);
  g_clear_pointer (&set->stratum, g_free);
  g_clear_pointer (&set->recursive, g_free);
  g_clear_pointer (&set->rule_order, g_free);
}
