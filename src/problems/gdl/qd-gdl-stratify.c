/* qd-gdl-stratify.c — a relation negated within its own rules, split by
 * the constants its rules' heads give it.
 *
 * GDL asks that no relation depend on its own negation.  Rulesheets of
 * the community break it where the instances do not: base.ggp.org's
 * futoshiki has
 *
 *   (<= (goal robot 0) (true (cell ?row ?col blank)))
 *   (<= (goal robot 100) (not (goal robot 0)))
 *
 * which GGP Base's prover, asking each instance apart, plays.  Where every
 * head of a relation R has constants at some places (here both), R gets a
 * relation of its own for each tuple of them (printed as R), R's rules are theirs, a call
 * with those constants is a call of that copy, and R keeps one rule a copy
 * (R's arguments from the copy's), so that every other call, and the game
 * reading goal, legal or next, sees R as written.  The check then runs
 * again: the cycle is gone where it ran through the instances alone; else
 * the rulesheet is refused as before. */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Copies of one relation at most: past them it is left as it is. */
#define MAX_COPIES 64

typedef struct {
  guint64 places;            /* the head's places holding a constant in every rule of the relation */
  guint n_places;            /* how many: a tuple's length */
  guint arity;
  GPtrArray *tuples;         /* guint32 arrays: each copy's constants at the places, in order */
  GArray *symbols;           /* guint32: each copy's relation */
  GArray *first_rule;        /* guint: a rule of each copy (the bridge's line) */
} Split;

static void
split_free (gpointer data)
{
  Split *s = data;

  if (s == NULL)
    return;
  g_ptr_array_unref (s->tuples);
  g_array_unref (s->symbols);
  g_array_unref (s->first_rule);
  g_free (s);
}

/* The constants of the term at the split's places, in `tuple`; FALSE where
 * one is not ground. */
static gboolean
tuple_of (const QdGdlStore *store, const Split *s, guint32 term, guint32 *tuple)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint n = 0;

  if (t->is_var || t->arity != s->arity)
    return FALSE;
  for (guint k = 0; k < t->arity && k < 64; k++)
    if (s->places >> k & 1)
      {
        guint32 arg = qd_gdl_term_args (store, t)[k];

        if (!qd_gdl_term (store, arg)->ground)
          return FALSE;
        tuple[n++] = arg;
      }
  return TRUE;
}

static gint
find_tuple (const Split *s, const guint32 *tuple)
{
  for (guint i = 0; i < s->tuples->len; i++)
    if (memcmp (s->tuples->pdata[i], tuple, s->n_places * sizeof (guint32)) == 0)
      return (gint) i;
  return -1;
}

/* The split of `relation`, or NULL: its heads' places with a constant in
 * every rule, and a copy for each tuple of those constants. */
static Split *
plan_split (QdGdlProgram *program, guint32 relation)
{
  QdGdlStore *store = &program->store;
  g_autoptr(GString) name = g_string_new (NULL);
  Split *s = g_new0 (Split, 1);
  gboolean first = TRUE;

  s->places = G_MAXUINT64;
  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlTerm *h = qd_gdl_term (store, g_array_index (program->rules, QdGdlRule, i).head);
      guint64 ground = 0;

      if (h->is_var || h->functor != relation)
        continue;
      if (!first && h->arity != s->arity)
        return g_free (s), NULL;
      first = FALSE;
      s->arity = h->arity;
      for (guint k = 0; k < h->arity && k < 64; k++)
        if (qd_gdl_term (store, qd_gdl_term_args (store, h)[k])->ground)
          ground |= G_GUINT64_CONSTANT (1) << k;
      s->places &= ground;
    }
  if (first || s->places == 0 || s->places == G_MAXUINT64)
    return g_free (s), NULL;
  s->tuples = g_ptr_array_new_with_free_func (g_free);
  s->symbols = g_array_new (FALSE, FALSE, sizeof (guint32));
  s->first_rule = g_array_new (FALSE, FALSE, sizeof (guint));
  s->n_places = (guint) __builtin_popcountll (s->places);
  for (guint i = 0; i < program->rules->len; i++)
    {
      guint32 head = g_array_index (program->rules, QdGdlRule, i).head;
      g_autofree guint32 *tuple = g_new (guint32, s->n_places);
      guint32 symbol;

      if (qd_gdl_relation (store, head) != relation || !tuple_of (store, s, head, tuple) || find_tuple (s, tuple) >= 0)
        continue;
      if (s->tuples->len == MAX_COPIES)
        return split_free (s), NULL;
      /* looked up as "goal robot 0", which no rulesheet can spell */
      g_string_assign (name, store->names->pdata[relation]);
      for (guint j = 0; j < s->n_places; j++)
        {
          g_string_append_c (name, ' ');
          qd_gdl_term_print (store, tuple[j], name);
        }
      symbol = qd_gdl_store_symbol (store, name->str, name->len);
      /* printed as the relation it is a part of: an explanation (--why, the
       * Rules pane) reads (goal robot 100), not a name of its own */
      g_free (store->names->pdata[symbol]);
      store->names->pdata[symbol] = g_strdup (store->names->pdata[relation]);
      g_ptr_array_add (s->tuples, g_steal_pointer (&tuple));
      g_array_append_val (s->symbols, symbol);
      g_array_append_val (s->first_rule, i);
    }
  return s;
}

/* The term with its relation the copy its constants name, else itself. */
static guint32
copy_term (QdGdlStore *store, GPtrArray *splits, guint32 term)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  const Split *s = !t->is_var && t->functor < splits->len ? splits->pdata[t->functor] : NULL;
  guint32 tuple[64];
  g_autofree guint32 *args = NULL;
  gint k;

  if (s == NULL || !tuple_of (store, s, term, tuple) || (k = find_tuple (s, tuple)) < 0)
    return term;
  args = g_memdup2 (qd_gdl_term_args (store, t), MAX (t->arity, 1) * sizeof (guint32));
  return qd_gdl_store_make (store, g_array_index (s->symbols, guint32, k), FALSE, t->arity, args);
}

/* The bridge of a copy: (R ?a1 … ?an) from (copy ?a1 … ?an). */
static void
add_bridge (QdGdlProgram *program, guint32 relation, const Split *s, guint k, GArray *rules)
{
  QdGdlStore *store = &program->store;
  QdGdlRule rule = g_array_index (program->rules, QdGdlRule, g_array_index (s->first_rule, guint, k));
  g_autofree guint32 *args = g_new (guint32, MAX (s->arity, 1));
  QdGdlLiteral lit = { .kind = QD_GDL_LIT_POS };

  rule.var_names = program->var_names->len;
  for (guint v = 0; v < s->arity; v++)
    {
      args[v] = qd_gdl_store_make (store, v, TRUE, 0, NULL);
      g_ptr_array_add (program->var_names, g_strdup_printf ("?a%u", v + 1));
    }
  rule.n_vars = s->arity;
  rule.head = qd_gdl_store_make (store, relation, FALSE, s->arity, args);
  lit.term = qd_gdl_store_make (store, g_array_index (s->symbols, guint32, k), FALSE, s->arity, args);
  rule.first = program->lits->len;
  rule.n_body = 1;
  rule.lead = 0;
  g_array_append_val (program->lits, lit);
  g_array_append_val (rules, rule);
}

gboolean
qd_gdl_split_for_strata (QdGdlProgram *program, const QdGdlGraph *g)
{
  QdGdlStore *store = &program->store;
  guint n_symbols = store->names->len;
  g_autoptr(GPtrArray) splits = NULL;
  g_autofree guint *negated_at = g_new (guint, n_symbols + 1);   /* relation -> a rule negating it within */
  g_autofree guint8 *bad = g_new0 (guint8, g->n_components + 1);  /* component -> a negation inside */
  GArray *rules;
  gboolean any = FALSE;

  memset (negated_at, 0xff, (n_symbols + 1) * sizeof (guint));
  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      guint32 c = g->component[qd_gdl_relation (store, rule->head)];

      for (guint j = 0; j < rule->n_body; j++)
        {
          guint32 r = body[j].kind == QD_GDL_LIT_NEG ? qd_gdl_relation (store, body[j].term) : QD_GDL_NONE;

          if (r != QD_GDL_NONE && g->component[r] == c && negated_at[r] == G_MAXUINT)
            negated_at[r] = i, bad[c] = 1, any = TRUE;
        }
    }
  /* a stratified program, nearly every one: nothing to split */
  if (!any)
    return FALSE;
  any = FALSE;
  splits = g_ptr_array_new_full (n_symbols, split_free);
  g_ptr_array_set_size (splits, n_symbols);
  /* every relation of a component with a negation inside, where it splits */
  for (guint r = 0; r < n_symbols; r++)
    {
      gboolean inside = bad[g->component[r]];

      /* the keywords stay whole but goal and legal, which bodies may call:
       * a `next` or an `init` in a body is still refused by the check */
      gboolean splittable = r >= QD_GDL_N_KEYWORDS || r == QD_GDL_SYM_GOAL || r == QD_GDL_SYM_LEGAL;

      if (inside && splittable && (splits->pdata[r] = plan_split (program, r)) != NULL)
        {
          if (((Split *) splits->pdata[r])->tuples->len < 2)
            g_clear_pointer (&splits->pdata[r], split_free);
          else
            any = TRUE;
        }
    }
  if (!any)
    return FALSE;
  rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  for (guint i = 0; i < program->rules->len; i++)
    {
      QdGdlRule rule = g_array_index (program->rules, QdGdlRule, i);
      g_autofree QdGdlLiteral *body = g_memdup2 (qd_gdl_rule_body (program, &rule), MAX (rule.n_body, 1) * sizeof (QdGdlLiteral));

      rule.head = copy_term (store, splits, rule.head);
      for (guint j = 0; j < rule.n_body; j++)
        if (body[j].kind != QD_GDL_LIT_DISTINCT)
          body[j].term = copy_term (store, splits, body[j].term);
      rule.first = program->lits->len;
      if (rule.n_body > 0)
        g_array_append_vals (program->lits, body, rule.n_body);
      g_array_append_val (rules, rule);
    }
  for (guint r = 0; r < n_symbols; r++)
    {
      const Split *s = splits->pdata[r];

      if (s == NULL)
        continue;
      for (guint k = 0; k < s->tuples->len; k++)
        add_bridge (program, r, s, k, rules);
      if (negated_at[r] != G_MAXUINT)
        {
          g_autofree char *message = g_strdup_printf (
            _("“not” on %s within its own rules, which GDL forbids: read as one relation for each constant "
              "of its rules' heads, as GGP Base's prover asks each instance apart"),
            (const char *) store->names->pdata[r]);

          qd_gdl_warn_at (program, &g_array_index (program->rules, QdGdlRule, negated_at[r]), "not", message);
        }
    }
  g_array_unref (program->rules);
  program->rules = rules;
  return TRUE;
}
