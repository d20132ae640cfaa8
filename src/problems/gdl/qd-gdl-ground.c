/* qd-gdl-ground.c — grounding: the atoms a relaxed game can reach (negation
 * ignored; `true` over what init and next give, `does` over what legal
 * gives), the ground rules over them, and the network built from those:
 * static atoms evaluated once, the others in the order of their components,
 * split into what a state needs (legal, goal, terminal) and what a move
 * needs (next). */
#include "config.h"
#include "qd-gdl-private.h"

#include <string.h>

typedef struct {
  QdGdlJoin join;
  guint max_rules;
  guint max_atoms;
  GArray *source;            /* QdGdlRule: the program's, split (qd-gdl-split.c) */
  /* the instantiation */
  guint32 *atom_of;          /* term id -> atom, QD_GDL_NONE */
  guint n_terms;
  GArray *rules;             /* QdGdlNetRule, head = atom */
  GArray *lits;
  gboolean overflow;
  guint64 n_heads;           /* the heads instantiated while reaching */
  QdGdlGroundBudget *budget;
  gboolean slow;             /* gave up past the budget */
} Grounder;

/* The try's work so far, in units (qd-gdl-private.h). */
static guint64
try_work (const Grounder *gr)
{
  return gr->join.steps + gr->n_heads * QD_GDL_WORK_HEAD + (guint64) gr->join.facts->n_facts * QD_GDL_WORK_ATOM
         + (gr->rules != NULL ? (guint64) gr->rules->len * QD_GDL_WORK_RULE
                                + (guint64) gr->lits->len * QD_GDL_WORK_LITERAL : 0);
}

/* Past its budget of work (qd-gdl-private.h), the try asks once whether
 * to go on; FALSE: it gives up (overflow).  In a race, it also gives up
 * once it can no longer be chosen. */
static gboolean
within_budget (Grounder *gr)
{
  QdGdlGroundBudget *b = gr->budget;
  guint64 work;

  if (b == NULL)
    return TRUE;
  work = try_work (gr);
  if (b->race != NULL && !qd_gdl_ground_race_go_on (b->race, b->side, work))
    {
      gr->overflow = TRUE;
      return FALSE;
    }
  if (b->verdict == 1 || b->work == G_MAXUINT64 || work <= b->work)
    return TRUE;
  if (b->verdict < 0)
    b->verdict = b->go_on != NULL && b->go_on (b->data);
  if (b->verdict == 1)
    return TRUE;
  gr->slow = gr->overflow = TRUE;
  return FALSE;
}

static gboolean
join_within_budget (gpointer data)
{
  return within_budget (data);
}

/* ---- the reachable atoms */

static gboolean
add_wrapped (Grounder *gr, guint32 keyword, guint arity, const guint32 *args)
{
  QdGdlStore *store = &gr->join.program->store;
  guint32 term = qd_gdl_store_make (store, keyword, FALSE, arity, args);

  if (term == QD_GDL_NONE)
    return FALSE;
  qd_gdl_facts_add (gr->join.facts, store, term);
  return TRUE;
}

static gboolean
reach_head (const QdGdlRule *rule, const guint32 *subst, gpointer data)
{
  Grounder *gr = data;
  QdGdlStore *store = &gr->join.program->store;
  guint32 fact = qd_gdl_instantiate (store, rule->head, subst), relation;
  const QdGdlTerm *t;

  gr->n_heads++;
  if (fact == QD_GDL_NONE || gr->join.facts->n_facts >= gr->max_atoms)
    return gr->overflow = TRUE, FALSE;
  if (!within_budget (gr))
    return FALSE;
  if (!qd_gdl_facts_add (gr->join.facts, store, fact))
    return TRUE;
  t = qd_gdl_term (store, fact);
  relation = t->functor;
  if ((relation == QD_GDL_SYM_NEXT || relation == QD_GDL_SYM_INIT) && t->arity == 1)
    {
      guint32 arg = qd_gdl_term_args (store, t)[0];

      return add_wrapped (gr, QD_GDL_SYM_TRUE, 1, &arg) || (gr->overflow = TRUE, FALSE);
    }
  if (relation == QD_GDL_SYM_LEGAL && t->arity == 2)
    {
      guint32 args[2] = { qd_gdl_term_args (store, t)[0], qd_gdl_term_args (store, t)[1] };

      return add_wrapped (gr, QD_GDL_SYM_DOES, 2, args) || (gr->overflow = TRUE, FALSE);
    }
  return TRUE;
}

static guint
relation_size (const Grounder *gr, guint32 relation)
{
  GArray *list = qd_gdl_facts_of (gr->join.facts, relation);

  return list != NULL ? list->len : 0;
}

/* Each rule joined with the facts new since the pass before (`lo` to
 * `hi`, by relation) in one of its positive literals, the others over
 * every fact: the instances the pass before could not see. */
static void
reach_delta (Grounder *gr, const GArray *joined, const guint *lo, const guint *hi)
{
  QdGdlProgram *program = gr->join.program;

  for (guint i = 0; i < joined->len && !gr->overflow && !gr->join.overflow; i++)
    {
      const QdGdlRule *rule = &g_array_index (gr->source, QdGdlRule, g_array_index (joined, guint, i));
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);

      for (guint j = 0; j < rule->n_body && !gr->overflow && !gr->join.overflow; j++)
        {
          guint32 relation = qd_gdl_relation (&program->store, body[j].term);

          if (body[j].kind != QD_GDL_LIT_POS || relation >= gr->join.facts->by_relation->len
              || hi[relation] <= lo[relation])
            continue;
          gr->join.delta_literal = j + 1;
          gr->join.delta_lo = lo[relation];
          gr->join.delta_hi = hi[relation];
          qd_gdl_join_rule (&gr->join, rule, reach_head, gr);
        }
    }
  gr->join.delta_literal = 0;
}

/* The fixpoint, semi-naive: a first pass over every fact, then passes over
 * the facts each pass adds (a counter of n steps is n passes of one new
 * fact each, not n passes over all). */
static gboolean
reach (Grounder *gr)
{
  QdGdlProgram *program = gr->join.program;
  guint n_symbols = program->store.names->len;
  g_autofree guint *lo = g_new0 (guint, n_symbols + 1);
  g_autofree guint *hi = g_new0 (guint, n_symbols + 1);
  g_autoptr(GArray) heads = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr(GArray) joined = g_array_new (FALSE, FALSE, sizeof (guint));   /* the rules with a body */
  guint32 wrapped[2] = { QD_GDL_SYM_TRUE, QD_GDL_SYM_DOES };

  gr->join.ignore_negation = TRUE;
  /* the relations that get facts: the heads', true's and does' */
  g_array_append_vals (heads, wrapped, 2);
  for (guint i = 0; i < gr->source->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (gr->source, QdGdlRule, i);
      guint32 relation = qd_gdl_relation (&program->store, rule->head);

      if (hi[relation] == 0)
        hi[relation] = 1, g_array_append_val (heads, relation);
      if (rule->n_body > 0)
        g_array_append_val (joined, i);
    }
  memset (hi, 0, (n_symbols + 1) * sizeof (guint));
  for (guint i = 0; i < gr->source->len && !gr->overflow && !gr->join.overflow; i++)
    qd_gdl_join_rule (&gr->join, &g_array_index (gr->source, QdGdlRule, i), reach_head, gr);
  for (gboolean more = TRUE; more && !gr->overflow && !gr->join.overflow;)
    {
      more = FALSE;
      for (guint k = 0; k < heads->len; k++)
        {
          guint32 relation = g_array_index (heads, guint32, k);

          lo[relation] = hi[relation];
          hi[relation] = relation_size (gr, relation);
          more |= hi[relation] > lo[relation];
        }
      if (more)
        reach_delta (gr, joined, lo, hi);
    }
  return !gr->overflow && !gr->join.overflow;
}

/* ---- the ground rules */

static guint32
atom_of (const Grounder *gr, guint32 term)
{
  return term < gr->n_terms ? gr->atom_of[term] : QD_GDL_NONE;
}

static gboolean
ground_rule (const QdGdlRule *rule, const guint32 *subst, gpointer data)
{
  Grounder *gr = data;
  QdGdlProgram *program = gr->join.program;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  QdGdlNetRule out = { .head = atom_of (gr, qd_gdl_instantiate (&program->store, rule->head, subst)),
                       .first = gr->lits->len };

  if (gr->rules->len >= gr->max_rules)
    return gr->overflow = TRUE, FALSE;
  if (!within_budget (gr))
    return FALSE;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < rule->n_body; i++)
      if (body[i].kind == (pass == 0 ? QD_GDL_LIT_POS : QD_GDL_LIT_NEG))
        {
          /* a positive literal is the fact it matched, nothing hashed; a
           * negated one is looked for, nothing made (a term the store
           * lacks, or made after the atoms were numbered, is no atom) */
          guint32 atom = atom_of (gr, pass == 0 ? gr->join.matched[i]
                                                : qd_gdl_instance_found (&program->store, body[i].term, subst));

          if (atom == QD_GDL_NONE)
            continue;   /* a negated atom never reached: always true */
          g_array_append_val (gr->lits, atom);
          *(pass == 0 ? &out.n_pos : &out.n_neg) += 1;
        }
  g_assert (out.head != QD_GDL_NONE);
  g_array_append_val (gr->rules, out);
  return TRUE;
}

static guint
number_atoms (Grounder *gr, guint32 **terms)
{
  QdGdlFacts *facts = gr->join.facts;
  guint n = 0;

  gr->n_terms = gr->join.program->store.terms->len;
  gr->atom_of = g_new (guint32, gr->n_terms);
  memset (gr->atom_of, 0xff, gr->n_terms * sizeof (guint32));
  *terms = g_new (guint32, facts->n_facts + 1);
  for (guint r = 0; r < facts->by_relation->len; r++)
    {
      GArray *list = facts->by_relation->pdata[r];

      for (guint i = 0; list != NULL && i < list->len; i++)
        {
          guint32 term = g_array_index (list, guint32, i);

          gr->atom_of[term] = n;
          (*terms)[n++] = term;
        }
    }
  return n;
}

static gboolean
instantiate_rules (Grounder *gr)
{
  gr->rules = g_array_new (FALSE, FALSE, sizeof (QdGdlNetRule));
  gr->lits = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint i = 0; i < gr->source->len && !gr->overflow && !gr->join.overflow; i++)
    qd_gdl_join_rule (&gr->join, &g_array_index (gr->source, QdGdlRule, i), ground_rule, gr);
  return !gr->overflow && !gr->join.overflow;
}

/* ---- the network */

/* Rules sorted by head (counting sort), and the atoms' graph. */
static void
atom_graph (const Grounder *gr, guint n_atoms, QdGdlGraph *g, guint32 *rule_start, guint32 *order)
{
  g_autofree guint32 *fill = NULL;
  guint n_edges = 0;

  for (guint i = 0; i < gr->rules->len; i++)
    {
      const QdGdlNetRule *r = &g_array_index (gr->rules, QdGdlNetRule, i);

      rule_start[r->head + 1]++;
      n_edges += r->n_pos + r->n_neg;
    }
  for (guint a = 0; a < n_atoms; a++)
    rule_start[a + 1] += rule_start[a];
  fill = g_memdup2 (rule_start, (n_atoms + 1) * sizeof (guint32));
  for (guint i = 0; i < gr->rules->len; i++)
    order[fill[g_array_index (gr->rules, QdGdlNetRule, i).head]++] = i;
  *g = (QdGdlGraph) { .n = n_atoms, .offsets = g_new0 (guint32, n_atoms + 1), .targets = g_new (guint32, n_edges + 1) };
  for (guint a = 0, e = 0; a < n_atoms; a++)
    {
      for (guint k = rule_start[a]; k < rule_start[a + 1]; k++)
        {
          const QdGdlNetRule *r = &g_array_index (gr->rules, QdGdlNetRule, order[k]);

          for (guint j = 0; j < r->n_pos + r->n_neg; j++)
            g->targets[e++] = g_array_index (gr->lits, guint32, r->first + j);
        }
      g->offsets[a + 1] = e;
    }
}

static gboolean
rule_holds (const guint8 *values, const guint32 *lits, const QdGdlNetRule *r)
{
  for (guint j = 0; j < r->n_pos; j++)
    if (!values[lits[r->first + j]])
      return FALSE;
  for (guint j = 0; j < r->n_neg; j++)
    if (values[lits[r->first + r->n_pos + j]])
      return FALSE;
  return TRUE;
}

/* dyn[c]: bit 0 when component c depends on true, bit 1 on does. */
static guint8 *
components_dynamic (const QdGdlGraph *g, const guint32 *terms, const QdGdlStore *store)
{
  guint8 *dyn = g_new0 (guint8, g->n_components + 1);
  g_autofree guint32 *by_component = g_new (guint32, g->n + 1);
  g_autofree guint32 *count = g_new0 (guint32, g->n_components + 1);

  for (guint a = 0; a < g->n; a++)
    count[g->component[a] + 1]++;
  for (guint c = 0; c < g->n_components; c++)
    count[c + 1] += count[c];
  for (guint a = 0; a < g->n; a++)
    by_component[count[g->component[a]]++] = a;
  for (guint k = 0; k < g->n; k++)
    {
      guint32 a = by_component[k], c = g->component[a], relation = qd_gdl_relation (store, terms[a]);

      dyn[c] |= relation == QD_GDL_SYM_TRUE ? 1 : relation == QD_GDL_SYM_DOES ? 2 : 0;
      for (guint e = g->offsets[a]; e < g->offsets[a + 1]; e++)
        dyn[c] |= dyn[g->component[g->targets[e]]];
    }
  return dyn;
}

typedef struct {
  const Grounder *gr;
  QdGdlGraph g;
  guint32 *rule_start;       /* atom -> its rules in order[] */
  guint32 *order;
  guint32 *by_component;     /* atoms sorted by component */
  guint32 *component_start;
  guint8 *dyn;
  guint8 *needed;            /* per component */
  const guint32 *terms;
} Build;

static void
build_components (Build *b)
{
  const QdGdlGraph *g = &b->g;

  b->by_component = g_new (guint32, g->n + 1);
  b->component_start = g_new0 (guint32, g->n_components + 2);
  for (guint a = 0; a < g->n; a++)
    b->component_start[g->component[a] + 1]++;
  for (guint c = 0; c < g->n_components; c++)
    b->component_start[c + 1] += b->component_start[c];
  {
    g_autofree guint32 *fill = g_memdup2 (b->component_start, (g->n_components + 1) * sizeof (guint32));

    for (guint a = 0; a < g->n; a++)
      b->by_component[fill[g->component[a]]++] = a;
  }
}

/* The static atoms' values, once. */
static void
eval_static (Build *b, guint8 *values)
{
  const guint32 *lits = (const guint32 *) b->gr->lits->data;

  for (guint c = 0; c < b->g.n_components; c++)
    {
      gboolean changed;

      if (b->dyn[c])
        continue;
      do
        {
          changed = FALSE;
          for (guint k = b->component_start[c]; k < b->component_start[c + 1]; k++)
            {
              guint32 a = b->by_component[k];

              for (guint i = b->rule_start[a]; i < b->rule_start[a + 1] && !values[a]; i++)
                if (rule_holds (values, lits, &g_array_index (b->gr->rules, QdGdlNetRule, b->order[i])))
                  values[a] = 1, changed = TRUE;
            }
        }
      while (changed && b->g.cyclic[c]);
    }
}

static gboolean
is_output (guint32 relation)
{
  return relation == QD_GDL_SYM_LEGAL || relation == QD_GDL_SYM_GOAL || relation == QD_GDL_SYM_TERMINAL
         || relation == QD_GDL_SYM_NEXT;
}

/* What legal, goal, terminal and next depend on, by components from the
 * last (heads come after their bodies). */
static void
mark_needed (Build *b, const QdGdlStore *store)
{
  b->needed = g_new0 (guint8, b->g.n_components + 1);
  for (guint a = 0; a < b->g.n; a++)
    if (is_output (qd_gdl_relation (store, b->terms[a])))
      b->needed[b->g.component[a]] = 1;
  for (guint c = b->g.n_components; c-- > 0;)
    for (guint k = b->component_start[c]; k < b->component_start[c + 1] && b->needed[c]; k++)
      {
        guint32 a = b->by_component[k];

        for (guint e = b->g.offsets[a]; e < b->g.offsets[a + 1]; e++)
          b->needed[b->g.component[b->g.targets[e]]] = 1;
      }
}

/* Appends the rule without its static literals; FALSE when one is false. */
static gboolean
emit_rule (Build *b, QdGdlNet *net, const QdGdlNetRule *r, guint32 head)
{
  const guint32 *lits = (const guint32 *) b->gr->lits->data;
  guint start = net->code->len;
  guint32 counts[2] = { 0, 0 };

  g_array_append_val (net->code, head);
  g_array_append_val (net->code, counts[0]);
  for (guint j = 0; j < r->n_pos + r->n_neg; j++)
    {
      guint32 x = lits[r->first + j];
      gboolean positive = j < r->n_pos;

      if (b->dyn[b->g.component[x]] == 0)
        {
          if (net->values[x] != positive)
            {
              g_array_set_size (net->code, start);
              return FALSE;
            }
          continue;
        }
      g_array_append_val (net->code, x);
      counts[!positive]++;
    }
  g_array_index (net->code, guint32, start + 1) = counts[0] | counts[1] << 16;
  net->n_ground_rules++;
  return TRUE;
}

static void
emit_blocks (Build *b, QdGdlNet *net, const QdGdlStore *store, GArray *state_reset, GArray *move_reset,
             GArray *move_blocks)
{
  for (guint c = 0; c < b->g.n_components; c++)
    {
      gboolean move = (b->dyn[c] & 2) != 0;
      QdGdlBlock block = { .start = net->code->len, .cyclic = b->g.cyclic[c],
                           .head_start = (move ? move_reset : state_reset)->len };

      if (!b->dyn[c] || !b->needed[c])
        continue;
      for (guint k = b->component_start[c]; k < b->component_start[c + 1]; k++)
        {
          guint32 a = b->by_component[k], relation = qd_gdl_relation (store, b->terms[a]);

          if (relation == QD_GDL_SYM_TRUE || relation == QD_GDL_SYM_DOES)
            continue;
          g_array_append_val (move ? move_reset : state_reset, a);
          for (guint i = b->rule_start[a]; i < b->rule_start[a + 1]; i++)
            emit_rule (b, net, &g_array_index (b->gr->rules, QdGdlNetRule, b->order[i]), a);
        }
      block.end = net->code->len;
      block.head_end = (move ? move_reset : state_reset)->len;
      if (block.end > block.start)
        g_array_append_val (move ? move_blocks : net->blocks, block);
    }
}

static gint
role_index (const QdGdlProgram *program, guint32 term)
{
  for (guint r = 0; r < program->roles->len; r++)
    if (g_array_index (program->roles, guint32, r) == term)
      return r;
  return -1;
}

/* Each next atom's fact, and the facts that hold initially. */
static void
build_next_and_init (const Grounder *gr, QdGdlStore *store, QdGdlNet *net, const guint32 *terms,
                     GHashTable *fact_of)
{
  net->next_fact = g_new (guint32, net->n_next + 1);
  for (guint i = 0; i < net->n_next; i++)
    {
      guint32 arg = qd_gdl_term_args (store, qd_gdl_term (store, terms[net->next_atom[i]]))[0];

      net->next_fact[i] = GPOINTER_TO_UINT (g_hash_table_lookup (fact_of, GUINT_TO_POINTER (arg + 1)));
    }
  net->init_bits = g_new0 (guint8, net->n_facts + 1);
  for (guint f = 0; f < net->n_facts; f++)
    {
      guint32 init = atom_of (gr, qd_gdl_store_make (store, QD_GDL_SYM_INIT, FALSE, 1, &net->fact_terms[f]));

      net->init_bits[f] = init != QD_GDL_NONE && net->values[init];
    }
}

/* State facts, next, legal, goals, terminal, does and the initial state. */
static void
build_outputs (const Grounder *gr, QdGdlProgram *program, QdGdlNet *net, const guint32 *terms)
{
  QdGdlStore *store = &program->store;
  g_autoptr(GHashTable) fact_of = g_hash_table_new (NULL, NULL);
  GArray *next_atoms = g_array_new (FALSE, FALSE, sizeof (guint32));
  GArray *does = g_array_new (FALSE, FALSE, sizeof (guint32));

  net->fact_terms = g_new (guint32, net->n_atoms + 1);
  net->true_atom = g_new (guint32, net->n_atoms + 1);
  net->legal = g_array_new (FALSE, FALSE, sizeof (QdGdlLegal));
  net->goals = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint32 a = 0; a < net->n_atoms; a++)
    {
      const QdGdlTerm *t = qd_gdl_term (store, terms[a]);
      const guint32 *args = qd_gdl_term_args (store, t);

      if (t->functor == QD_GDL_SYM_TRUE && t->arity == 1)
        {
          g_hash_table_insert (fact_of, GUINT_TO_POINTER (args[0] + 1), GUINT_TO_POINTER (net->n_facts));
          net->fact_terms[net->n_facts] = args[0];
          net->true_atom[net->n_facts++] = a;
        }
      else if (t->functor == QD_GDL_SYM_DOES)
        g_array_append_val (does, a);
      else if (t->functor == QD_GDL_SYM_NEXT && t->arity == 1)
        g_array_append_val (next_atoms, a);
      else if (t->functor == QD_GDL_SYM_TERMINAL && t->arity == 0)
        net->terminal = a;
      else if (t->functor == QD_GDL_SYM_LEGAL && t->arity == 2 && role_index (program, args[0]) >= 0)
        {
          guint32 move[2] = { args[0], args[1] };
          QdGdlLegal legal = { .atom = a, .role = role_index (program, move[0]), .move = move[1] };

          legal.does = atom_of (gr, qd_gdl_store_make (store, QD_GDL_SYM_DOES, FALSE, 2, move));
          g_array_append_val (net->legal, legal);
        }
      else if (t->functor == QD_GDL_SYM_GOAL && t->arity == 2 && role_index (program, args[0]) >= 0)
        {
          gint value;
          guint32 pair[2] = { a, 0 };

          if (!qd_gdl_term_number (store, args[1], &value))
            continue;
          pair[1] = role_index (program, args[0]) * 256 + value;
          g_array_append_vals (net->goals, pair, 2);
        }
    }
  net->n_next = next_atoms->len;
  net->next_atom = (guint32 *) g_array_free (next_atoms, FALSE);
  net->n_does = does->len;
  net->does_atoms = (guint32 *) g_array_free (does, FALSE);
  build_next_and_init (gr, store, net, terms, fact_of);
}

/* The move layer's blocks after the state layer's, and their heads. */
static void
join_layers (QdGdlNet *net, GArray *state_heads, GArray *move_heads, GArray *move_blocks)
{
  net->n_state_blocks = net->blocks->len;
  net->n_state_heads = state_heads->len;
  for (guint k = 0; k < move_blocks->len; k++)
    {
      QdGdlBlock block = g_array_index (move_blocks, QdGdlBlock, k);

      block.head_start += net->n_state_heads;
      block.head_end += net->n_state_heads;
      g_array_append_val (net->blocks, block);
    }
  g_array_append_vals (state_heads, move_heads->data, move_heads->len);
  net->n_heads = state_heads->len;
  net->heads = (guint32 *) g_array_free (state_heads, FALSE);
  g_array_unref (move_heads);
  g_array_unref (move_blocks);
}

static void
build_net (const Grounder *gr, QdGdlProgram *program, QdGdlNet *net, guint n_atoms, const guint32 *terms)
{
  Build b = { .gr = gr, .terms = terms };
  GArray *state_reset = g_array_new (FALSE, FALSE, sizeof (guint32));
  GArray *move_reset = g_array_new (FALSE, FALSE, sizeof (guint32));
  GArray *move_blocks = g_array_new (FALSE, FALSE, sizeof (QdGdlBlock));

  net->n_atoms = n_atoms;
  net->terminal = QD_GDL_NONE;
  b.rule_start = g_new0 (guint32, n_atoms + 1);
  b.order = g_new (guint32, gr->rules->len + 1);
  atom_graph (gr, n_atoms, &b.g, b.rule_start, b.order);
  qd_gdl_graph_components (&b.g);
  build_components (&b);
  b.dyn = components_dynamic (&b.g, terms, &program->store);
  net->values = g_new0 (guint8, n_atoms + 1);
  eval_static (&b, net->values);
  mark_needed (&b, &program->store);
  net->code = g_array_new (FALSE, FALSE, sizeof (guint32));
  net->blocks = g_array_new (FALSE, FALSE, sizeof (QdGdlBlock));
  emit_blocks (&b, net, &program->store, state_reset, move_reset, move_blocks);
  join_layers (net, state_reset, move_reset, move_blocks);
  build_outputs (gr, program, net, terms);
  qd_gdl_net_prepare (net);
  qd_gdl_graph_clear (&b.g);
  g_free (b.rule_start);
  g_free (b.order);
  g_free (b.by_component);
  g_free (b.component_start);
  g_free (b.dyn);
  g_free (b.needed);
}

QdGdlGroundResult
qd_gdl_ground (QdGdlProgram *program, QdGdlNet *net, guint max_rules, gboolean split, QdGdlGroundBudget *budget)
{
  QdGdlFacts facts;
  Grounder gr = {
    .join = { .program = program, .facts = &facts,
              .max_steps = split ? QD_GDL_MAX_SPLIT_STEPS : QD_GDL_MAX_GROUND_STEPS },
    .max_rules = max_rules,
    .max_atoms = split ? QD_GDL_MAX_SPLIT_ATOMS : QD_GDL_MAX_GROUND_ATOMS,
    .budget = budget,
  };
  g_autofree guint32 *terms = NULL;
  gboolean ok;

  if (budget != NULL)
    gr.join.go_on = join_within_budget, gr.join.go_on_data = &gr;
  qd_gdl_facts_init (&facts);
  memset (net, 0, sizeof *net);
  if (split)
    gr.source = qd_gdl_split_rules (program);
  else
    gr.source = g_array_ref (program->rules);
  ok = reach (&gr);
  if (ok)
    {
      guint n_atoms = number_atoms (&gr, &terms);

      ok = instantiate_rules (&gr);
      if (ok)
        build_net (&gr, program, net, n_atoms, terms);
    }
  if (budget != NULL)
    budget->work_done = try_work (&gr);
  g_free (gr.atom_of);
  g_array_unref (gr.source);
  if (gr.rules != NULL)
    g_array_unref (gr.rules);
  if (gr.lits != NULL)
    g_array_unref (gr.lits);
  qd_gdl_facts_clear (&facts);
  return ok ? QD_GDL_GROUND_OK : gr.slow ? QD_GDL_GROUND_SLOW : QD_GDL_GROUND_TOO_BIG;
}

