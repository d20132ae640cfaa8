/* qd-gdl-types.c — the values each argument of each relation can take, in
 * any state (an over-approximation, computed once before the checks), and
 * from them the values a head variable that no literal of its rule binds
 * can be given by the literals that use the rule's relation.
 *
 * Addition written as a relation in attritionWar and the colonelBlotto
 * rulesheets,
 *
 *   (<= (sum ?x 0 ?x) (succ 0 1))
 *
 * is used as (sum ?x2 ?minBid ?x) with ?x2 free, the third argument bound,
 * and as (sum ?x2 ?score ?xNext) with ?x2 bound (by the literal before) and
 * the third free: a top-down prover binds ?x by whichever argument its
 * caller gives, and no single argument is given by every caller.  A value
 * ?x takes there is a value the calling literal has at the first or the
 * third argument, whatever the order of its literals; so the values each
 * argument of a calling literal can have, over every state, bound ?x.
 *
 * The values: a least fixed point over (relation, argument) -> set of
 * ground terms.  A rule's variable takes the values its positive literals
 * allow (the intersection over them, each matched against the argument's
 * set; `not` and `distinct` ignored, so a superset); its head's arguments
 * are built from them; `true` has the values of `init` and `next`, `does`
 * those of `legal`.  A free variable of the rules asked about takes the
 * values the literals on their relation (positive or negated, including
 * the relation's own recursive ones) have at the head arguments where it
 * occurs: a set each, which grows in the same fixed point.  Extra values
 * derive only facts the prover would also answer when asked them, so the
 * relation holds for every query its callers make, as the prover's
 * answers do. */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Values at most, over every set: the fixed point gives up past it (terms
 * nested without end, products too large to be worth a domain). */
#define MAX_VALUES 200000
/* Passes over the rules at most: each carries values one rule further (a
 * step counter of N states takes N passes). */
#define MAX_PASSES 2000

typedef struct {
  QdGdlProgram *program;
  GHashTable *sets;          /* (gint64) relation << 32 | argument -> GHashTable of term id + 1 */
  GHashTable *demand;        /* the same: the values the literals give there, where they bind it */
  const guint8 *free_vars;   /* the variables asked about (free_values) */
  const guint *free_base;    /* per rule: its first entry in free_vars */
  guint total;
  gboolean grew, failed;
} Types;

static GHashTable *
set_of (GHashTable *table, guint32 relation, guint argument)
{
  gint64 key = (gint64) relation << 32 | argument;
  GHashTable *set = g_hash_table_lookup (table, &key);

  if (set == NULL)
    {
      set = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_hash_table_insert (table, g_memdup2 (&key, sizeof key), set);
    }
  return set;
}

static void
add_value (Types *t, GHashTable *set, guint32 value)
{
  if (g_hash_table_add (set, GUINT_TO_POINTER (value + 1)))
    {
      t->grew = TRUE;
      if (++t->total > MAX_VALUES)
        t->failed = TRUE;
    }
}

/* One-way matching of a rule's term against a ground term. */
static gboolean
match (const QdGdlStore *store, guint32 pattern, guint32 value, guint32 *bind)
{
  const QdGdlTerm *p = qd_gdl_term (store, pattern), *v;

  if (p->ground)
    return pattern == value;
  if (p->is_var)
    {
      if (bind[p->functor] == QD_GDL_NONE)
        bind[p->functor] = value;
      return bind[p->functor] == value;
    }
  v = qd_gdl_term (store, value);
  if (v->is_var || p->functor != v->functor || p->arity != v->arity)
    return FALSE;
  for (guint i = 0; i < p->arity; i++)
    if (!match (store, qd_gdl_term_args (store, p)[i], qd_gdl_term_args (store, v)[i], bind))
      return FALSE;
  return TRUE;
}

/* The values each variable of `pattern` takes where it matches a value of
 * `set`: seen[v], made for each of its variables. */
static void
collect (const QdGdlStore *store, guint n_vars, guint32 pattern, GHashTable *set, GHashTable **seen)
{
  g_autofree guint8 *in = g_new0 (guint8, n_vars + 1);
  g_autofree guint32 *bind = g_new (guint32, n_vars + 1);
  GHashTableIter iter;
  gpointer key;

  qd_gdl_term_vars (store, pattern, in);
  for (guint v = 0; v < n_vars; v++)
    if (in[v])
      seen[v] = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_hash_table_iter_init (&iter, set);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      memset (bind, 0xff, (n_vars + 1) * sizeof (guint32));
      if (match (store, pattern, GPOINTER_TO_UINT (key) - 1, bind))
        for (guint v = 0; v < n_vars; v++)
          if (in[v])
            g_hash_table_add (seen[v], GUINT_TO_POINTER (bind[v] + 1));
    }
}

/* into[v] joined by seen[v] (freed): the intersection, or the union. */
static void
join (GHashTable **into, GHashTable **seen, guint n_vars, gboolean intersect)
{
  GHashTableIter iter;
  gpointer key;

  for (guint v = 0; v < n_vars; v++)
    {
      if (seen[v] == NULL)
        continue;
      if (into[v] == NULL)
        into[v] = seen[v];
      else if (intersect)
        {
          g_hash_table_iter_init (&iter, into[v]);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            if (!g_hash_table_contains (seen[v], key))
              g_hash_table_iter_remove (&iter);
          g_hash_table_unref (seen[v]);
        }
      else
        {
          g_hash_table_iter_init (&iter, seen[v]);
          while (g_hash_table_iter_next (&iter, &key, NULL))
            g_hash_table_add (into[v], key);
          g_hash_table_unref (seen[v]);
        }
      seen[v] = NULL;
    }
}

/* vals[v]: the values the rule's positive literals (but literal `skip`)
 * allow its variables, each matched against its argument's values; NULL
 * for a variable in none of them. */
static void
body_values (Types *t, const QdGdlRule *rule, guint skip, GHashTable **vals)
{
  QdGdlProgram *program = t->program;
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  g_autofree GHashTable **seen = g_new0 (GHashTable *, rule->n_vars + 1);

  for (guint i = 0; i < rule->n_body; i++)
    {
      const QdGdlTerm *atom = qd_gdl_term (store, body[i].term);

      if (i == skip || body[i].kind != QD_GDL_LIT_POS || atom->ground)
        continue;
      for (guint j = 0; j < atom->arity; j++)
        {
          guint32 arg = qd_gdl_term_args (store, atom)[j];

          if (qd_gdl_term (store, arg)->ground)
            continue;
          collect (store, rule->n_vars, arg, set_of (t->sets, atom->functor, j), seen);
          join (vals, seen, rule->n_vars, TRUE);
        }
    }
}

/* vals[v] of each variable still NULL there: the values the literals on
 * the rule's relation give at the head's arguments where it is. */
static void
head_values (Types *t, const QdGdlRule *rule, GHashTable **vals)
{
  const QdGdlStore *store = &t->program->store;
  const QdGdlTerm *head = qd_gdl_term (store, rule->head);
  g_autofree GHashTable **from = g_new0 (GHashTable *, rule->n_vars + 1);
  g_autofree GHashTable **seen = g_new0 (GHashTable *, rule->n_vars + 1);

  for (guint j = 0; j < head->arity; j++)
    {
      guint32 arg = qd_gdl_term_args (store, head)[j];

      if (qd_gdl_term (store, arg)->ground)
        continue;
      collect (store, rule->n_vars, arg, set_of (t->demand, head->functor, j), seen);
      for (guint v = 0; v < rule->n_vars; v++)
        if (seen[v] != NULL && vals[v] != NULL)
          g_clear_pointer (&seen[v], g_hash_table_unref);
      join (from, seen, rule->n_vars, FALSE);
    }
  for (guint v = 0; v < rule->n_vars; v++)
    if (from[v] != NULL)
      vals[v] = from[v];
}

/* The values of each variable of rule `r` in the facts it derives (vals:
 * one set per variable, to be freed); FALSE where a variable is in no
 * positive literal and not asked about (a rule still unsafe: it adds
 * nothing).  An asked variable takes its head arguments' demand. */
static gboolean
rule_values (Types *t, guint r, GHashTable **vals)
{
  QdGdlProgram *program = t->program;
  const QdGdlStore *store = &program->store;
  const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
  g_autofree guint8 *vars = g_new0 (guint8, rule->n_vars + 1);

  body_values (t, rule, G_MAXUINT, vals);
  qd_gdl_term_vars (store, rule->head, vars);
  for (guint i = 0; i < rule->n_body; i++)
    qd_gdl_term_vars (store, qd_gdl_rule_body (program, rule)[i].term, vars);
  for (guint v = 0; v < rule->n_vars; v++)
    if (vars[v] && vals[v] == NULL && !t->free_vars[t->free_base[r] + v])
      return FALSE;
  head_values (t, rule, vals);
  for (guint v = 0; v < rule->n_vars; v++)
    if (vars[v] && vals[v] == NULL)
      vals[v] = g_hash_table_new (g_direct_hash, g_direct_equal);
  return TRUE;
}

/* Each instance of `term` under the variables' values, into `into`. */
static void
instances (Types *t, guint32 term, GHashTable **vals, guint n_vars, GHashTable *into)
{
  QdGdlStore *store = &t->program->store;
  g_autofree guint8 *in = g_new0 (guint8, n_vars + 1);
  g_autofree guint32 *bind = g_new (guint32, n_vars + 1);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_list_free);
  g_autofree GList **at = NULL;
  gdouble product = 1;

  if (qd_gdl_term (store, term)->ground)
    {
      add_value (t, into, term);
      return;
    }
  qd_gdl_term_vars (store, term, in);
  memset (bind, 0xff, (n_vars + 1) * sizeof (guint32));
  for (guint v = 0; v < n_vars; v++)
    if (in[v])
      {
        g_array_append_val (order, v);
        g_ptr_array_add (lists, g_hash_table_get_keys (vals[v]));
        product *= g_hash_table_size (vals[v]);
      }
  if (product == 0)
    return;
  if (product > MAX_VALUES)
    {
      t->failed = TRUE;
      return;
    }
  /* an odometer over the variables' values */
  at = g_new (GList *, order->len + 1);
  for (guint k = 0; k < order->len; k++)
    at[k] = g_ptr_array_index (lists, k);
  for (;;)
    {
      guint32 value;
      guint k;

      for (k = 0; k < order->len; k++)
        bind[g_array_index (order, guint, k)] = GPOINTER_TO_UINT (at[k]->data) - 1;
      value = qd_gdl_substitute (store, term, bind);
      if (value == QD_GDL_NONE)
        {
          t->failed = TRUE;
          return;
        }
      add_value (t, into, value);
      if (t->failed)
        return;
      for (k = 0; k < order->len; k++)
        {
          at[k] = at[k]->next;
          if (at[k] != NULL)
            break;
          at[k] = g_ptr_array_index (lists, k);
        }
      if (k == order->len)
        return;
    }
}

static void
free_sets (GHashTable **vals, guint n)
{
  for (guint v = 0; v < n; v++)
    if (vals[v] != NULL)
      g_clear_pointer (&vals[v], g_hash_table_unref);
}

/* The values literal `i` of `rule` gives at each argument, where it binds
 * it: its variables' values from the rule's other positive literals, else
 * from what the head is given; an argument with a variable bound by
 * neither is not given (the prover's call leaves it free). */
static void
demand (Types *t, const QdGdlRule *rule, guint i)
{
  QdGdlStore *store = &t->program->store;
  guint32 atom = qd_gdl_rule_body (t->program, rule)[i].term;
  guint arity = qd_gdl_term (store, atom)->arity;
  g_autofree GHashTable **vals = g_new0 (GHashTable *, rule->n_vars + 1);
  g_autofree guint8 *in = g_new0 (guint8, rule->n_vars + 1);

  body_values (t, rule, i, vals);
  head_values (t, rule, vals);
  for (guint j = 0; j < arity && !t->failed; j++)
    {
      guint32 arg = qd_gdl_term_args (store, qd_gdl_term (store, atom))[j];
      gboolean given = TRUE;

      memset (in, 0, rule->n_vars + 1);
      qd_gdl_term_vars (store, arg, in);
      for (guint v = 0; v < rule->n_vars; v++)
        given = given && (!in[v] || vals[v] != NULL);
      if (given)
        instances (t, arg, vals, rule->n_vars, set_of (t->demand, qd_gdl_relation (store, atom), j));
    }
  free_sets (vals, rule->n_vars);
}

/* One pass over the rules: the values of their heads' arguments, and of
 * their literals' arguments where they bind them. */
static void
pass (Types *t)
{
  QdGdlProgram *program = t->program;
  QdGdlStore *store = &program->store;

  for (guint r = 0; r < program->rules->len && !t->failed; r++)
    {
      const QdGdlRule rule = g_array_index (program->rules, QdGdlRule, r);
      guint32 relation = qd_gdl_relation (store, rule.head);
      guint arity = qd_gdl_term (store, rule.head)->arity;
      g_autofree GHashTable **vals = g_new0 (GHashTable *, rule.n_vars + 1);

      if (rule_values (t, r, vals))
        for (guint j = 0; j < arity && !t->failed; j++)
          {
            guint32 arg = qd_gdl_term_args (store, qd_gdl_term (store, rule.head))[j];

            instances (t, arg, vals, rule.n_vars, set_of (t->sets, relation, j));
            if (relation == QD_GDL_SYM_INIT || relation == QD_GDL_SYM_NEXT)
              instances (t, arg, vals, rule.n_vars, set_of (t->sets, QD_GDL_SYM_TRUE, j));
            else if (relation == QD_GDL_SYM_LEGAL)
              instances (t, arg, vals, rule.n_vars, set_of (t->sets, QD_GDL_SYM_DOES, j));
          }
      free_sets (vals, rule.n_vars);
      for (guint i = 0; i < rule.n_body && !t->failed; i++)
        if (qd_gdl_rule_body (program, &rule)[i].kind != QD_GDL_LIT_DISTINCT)
          demand (t, &rule, i);
    }
}

/* For each variable set in `free_vars` (rule r's variable v at index
 * B(r) + v, B(r) the number of variables of the rules before r), the
 * values the literals on its rule's relation can give at the head
 * arguments where it is: sorted ground term ids, at the same index (NULL
 * elsewhere; the caller frees the arrays and the array).  NULL past the
 * values' bound. */
static GArray **
free_values (QdGdlProgram *program, const guint8 *free_vars)
{
  guint n_rules = program->rules->len, n_free = 0;
  g_autoptr(GHashTable) sets = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                      (GDestroyNotify) g_hash_table_unref);
  g_autoptr(GHashTable) demanded = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                          (GDestroyNotify) g_hash_table_unref);
  g_autofree guint *free_base = g_new0 (guint, n_rules + 1);
  Types t = { .program = program, .sets = sets, .demand = demanded, .free_vars = free_vars,
              .free_base = free_base };
  GArray **result;

  for (guint r = 0; r < n_rules; r++)
    {
      free_base[r] = n_free;
      n_free += g_array_index (program->rules, QdGdlRule, r).n_vars;
    }
  for (guint k = 0; k < MAX_PASSES && !t.failed; k++)
    {
      t.grew = FALSE;
      pass (&t);
      if (!t.grew)
        break;
    }
  if (t.grew)
    t.failed = TRUE;
  if (t.failed)
    return NULL;
  result = g_new0 (GArray *, n_free + 1);
  for (guint r = 0; r < n_rules; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      g_autofree GHashTable **vals = g_new0 (GHashTable *, rule->n_vars + 1);

      head_values (&t, rule, vals);
      for (guint v = 0; v < rule->n_vars; v++)
        if (free_vars[free_base[r] + v])
          {
            GHashTableIter iter;
            gpointer key;

            result[free_base[r] + v] = g_array_new (FALSE, FALSE, sizeof (guint32));
            if (vals[v] != NULL)
              {
                g_hash_table_iter_init (&iter, vals[v]);
                while (g_hash_table_iter_next (&iter, &key, NULL))
                  {
                    guint32 id = GPOINTER_TO_UINT (key) - 1;

                    /* an argument of a new relation's fact: one level deeper */
                    t.failed = t.failed || qd_gdl_term (&program->store, id)->depth >= QD_GDL_MAX_DEPTH;
                    g_array_append_val (result[free_base[r] + v], id);
                  }
              }
            g_array_sort (result[free_base[r] + v], qd_gdl_compare_ids);
          }
      free_sets (vals, rule->n_vars);
    }
  if (t.failed)
    {
      for (guint i = 0; i < n_free; i++)
        if (result[i] != NULL)
          g_array_unref (result[i]);
      g_clear_pointer (&result, g_free);
    }
  return result;
}

/* The variables of the rule in its head, a `not` or a `distinct` and in
 * no positive literal, set in `free`; how many. */
static guint
free_of (const QdGdlProgram *program, const QdGdlRule *rule, guint8 *free)
{
  const QdGdlStore *store = &program->store;
  g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
  guint n = 0;

  memset (free, 0, rule->n_vars);
  qd_gdl_term_vars (store, rule->head, free);
  for (guint i = 0; i < rule->n_body; i++)
    {
      const QdGdlLiteral *lit = &qd_gdl_rule_body (program, rule)[i];

      qd_gdl_term_vars (store, lit->term, lit->kind == QD_GDL_LIT_POS ? bound : free);
    }
  for (guint v = 0; v < rule->n_vars; v++)
    n += free[v] = free[v] && !bound[v];
  return n;
}

/* Whether some literal on the relation of `rule`'s head, in some rule,
 * can be given a value at a head argument that is the variable `v`: the
 * literal's argument there ground, or each of its variables in another
 * positive literal of its rule or in its rule's head.  Where none can,
 * no order of evaluation binds `v` (a rule no rule uses, a caller that
 * leaves it free). */
static gboolean
given_somewhere (const QdGdlProgram *program, const QdGdlRule *rule, guint v)
{
  const QdGdlStore *store = &program->store;
  guint32 relation = qd_gdl_relation (store, rule->head);

  for (guint c = 0; c < program->rules->len; c++)
    {
      const QdGdlRule *caller = &g_array_index (program->rules, QdGdlRule, c);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, caller);

      for (guint i = 0; i < caller->n_body; i++)
        {
          const QdGdlTerm *atom = qd_gdl_term (store, body[i].term);

          if (body[i].kind == QD_GDL_LIT_DISTINCT || atom->functor != relation)
            continue;
          for (guint j = 0; j < atom->arity; j++)
            {
              const QdGdlTerm *h = qd_gdl_term (store, qd_gdl_term_args (store, qd_gdl_term (store, rule->head))[j]);
              g_autofree guint8 *need = g_new0 (guint8, caller->n_vars + 1);
              g_autofree guint8 *have = g_new0 (guint8, caller->n_vars + 1);
              gboolean ok = TRUE;

              if (!h->is_var || h->functor != v)
                continue;
              qd_gdl_term_vars (store, qd_gdl_term_args (store, atom)[j], need);
              qd_gdl_term_vars (store, caller->head, have);
              for (guint k = 0; k < caller->n_body; k++)
                if (k != i && body[k].kind == QD_GDL_LIT_POS)
                  qd_gdl_term_vars (store, body[k].term, have);
              for (guint w = 0; w < caller->n_vars; w++)
                ok = ok && (!need[w] || have[w]);
              if (ok)
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* ---- binding a head variable by every value its callers can give */

/* Where unsafe rules are left that the repairs above do not make safe,
 * and each variable they leave free is an argument of the head (not of a
 * keyword's): each such variable bound by a new relation of facts,
 * args-R, the values the literals on R can have at the head's arguments
 * where it is, in any state (free_values).  Addition as a
 * relation, (<= (sum ?x 0 ?x) (succ 0 1)), called with the first argument
 * bound by some callers and the third by others: no one argument's
 * callers bind it, every caller binds one of the two.  FALSE (nothing
 * changed) where one unsafe rule is of another kind, or past the values'
 * bound. */
gboolean
qd_gdl_bind_by_values (QdGdlProgram *program)
{
  QdGdlStore *store = &program->store;
  guint n_rules = program->rules->len, n_free = 0, n_unsafe = 0;
  g_autofree guint *base = g_new0 (guint, n_rules + 1);
  g_autofree guint8 *free_vars = NULL;
  GArray **values;
  GArray *rules;

  for (guint r = 0; r < n_rules; r++)
    {
      base[r] = n_free;
      n_free += g_array_index (program->rules, QdGdlRule, r).n_vars;
    }
  free_vars = g_new0 (guint8, n_free + 1);
  for (guint r = 0; r < n_rules; r++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, r);
      const QdGdlTerm *head = qd_gdl_term (store, rule->head);
      g_autofree guint8 *argument = g_new0 (guint8, rule->n_vars + 1);
      guint n = free_of (program, rule, free_vars + base[r]);

      if (n == 0)
        continue;
      if (head->functor < QD_GDL_N_KEYWORDS || rule->n_body + n >= QD_GDL_MAX_BODY)
        return FALSE;
      for (guint j = 0; j < head->arity; j++)
        if (qd_gdl_term (store, qd_gdl_term_args (store, head)[j])->is_var)
          argument[qd_gdl_term (store, qd_gdl_term_args (store, head)[j])->functor] = 1;
      for (guint v = 0; v < rule->n_vars; v++)
        if (free_vars[base[r] + v] && (!argument[v] || !given_somewhere (program, rule, v)))
          return FALSE;
      n_unsafe++;
    }
  if (n_unsafe == 0 || (values = free_values (program, free_vars)) == NULL)
    return FALSE;
  rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  for (guint r = 0; r < n_rules; r++)
    {
      QdGdlRule rule = g_array_index (program->rules, QdGdlRule, r);
      guint32 relation = qd_gdl_relation (store, rule.head);
      g_autofree QdGdlLiteral *body = g_new (QdGdlLiteral, rule.n_body + rule.n_vars + 1);
      guint n = rule.n_body;
      gboolean holds = TRUE;

      if (memchr (free_vars + base[r], 1, rule.n_vars) == NULL)
        {
          g_array_append_val (rules, rule);
          continue;
        }
      if (rule.n_body > 0)
        memcpy (body, qd_gdl_rule_body (program, &rule), rule.n_body * sizeof (QdGdlLiteral));
      for (guint v = 0; v < rule.n_vars; v++)
        {
          GArray *of = values[base[r] + v];
          guint32 symbol, var_term;

          if (of == NULL)
            continue;
          holds = holds && of->len > 0;
          symbol = qd_gdl_fresh_relation (store, "args", relation);
          for (guint i = 0; i < of->len; i++)
            {
              QdGdlRule fact = rule;

              fact.head = qd_gdl_store_make (store, symbol, FALSE, 1, &g_array_index (of, guint32, i));
              fact.first = program->lits->len;
              fact.n_body = 0;
              fact.n_vars = 0;
              g_array_append_val (rules, fact);
            }
          var_term = qd_gdl_store_make (store, v, TRUE, 0, NULL);
          body[n++] = (QdGdlLiteral) { .term = qd_gdl_store_make (store, symbol, FALSE, 1, &var_term),
                                       .kind = QD_GDL_LIT_POS };
          g_array_unref (of);
        }
      qd_gdl_warn_vars (program, &rule, rule.head, free_vars + base[r],
                        _("the rule for %s leaves %s free (in no positive literal), and the rules using it "
                          "bind it at one argument or another: bound to every value they can give there, "
                          "as GGP Base's prover answers it"));
      if (!holds)
        continue;   /* no caller gives it a value: it derives nothing */
      rule.first = program->lits->len;
      rule.n_body = n;
      g_array_append_vals (program->lits, body, n);
      g_array_append_val (rules, rule);
    }
  g_free (values);
  g_array_unref (program->rules);
  program->rules = rules;
  return TRUE;
}

