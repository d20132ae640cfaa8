/* qd-gdl-callers.c — a relation restricted to the arguments its callers
 * give (issue 98, docs/gdl-peers.md "What the callers ask").
 *
 * crisscross scores a player by (count e3 e4 f3 f4 red ?payoff) and
 * (count c5 d5 c6 d6 teal ?payoff): its only two calls of `count`, four
 * cells written out.  Its rules say nothing of that, so the grounding
 * reached `count` for every four cells of the board (650,000 atoms, two
 * tries, 3 s), where the game reads two.
 *
 * Where every call of a relation R, in any rule, positive or under a
 * `not`, has a ground term at some of R's arguments, the facts of R with
 * other terms there are read by no rule: each rule of R gets one more
 * literal, (" called R" A…) over its head's arguments A… at those places,
 * a relation that holds the calls' terms there, one fact a call (not
 * shown in an explanation: qd-gdl-why.c).  What any rule
 * reads of R is as before, so legal moves, goals and the next state are;
 * the grounding and the evaluation only skip what nobody asks.  The
 * keywords' relations are read by the game, not by calls: left whole. */
#include "config.h"
#include "qd-gdl-private.h"

#include <string.h>

/* The new relations' names begin so: no rulesheet can spell them. */
#define CALLED " called "

gboolean
qd_gdl_is_called (const QdGdlStore *store, guint32 relation)
{
  return g_str_has_prefix (g_ptr_array_index (store->names, relation), CALLED);
}

/* Places past this are never restricted (a mask of 64 bits). */
#define MAX_PLACES 64

typedef struct {
  guint64 ground;            /* places ground at every call so far */
  guint arity;
  guint calls;
  gboolean has_rules;        /* a rule of R with a body (not only facts) */
  gboolean mixed;            /* called with two arities */
} Calls;

static guint64
ground_places (const QdGdlStore *store, const QdGdlTerm *t)
{
  guint64 mask = 0;

  for (guint k = 0; k < t->arity && k < MAX_PLACES; k++)
    if (qd_gdl_term (store, qd_gdl_term_args (store, t)[k])->ground)
      mask |= G_GUINT64_CONSTANT (1) << k;
  return mask;
}

/* The term (called-R T…) of the terms T… of `t` at the places of `mask`. */
static guint32
called_term (QdGdlStore *store, guint32 symbol, guint32 term, guint64 mask)
{
  const QdGdlTerm *t = qd_gdl_term (store, term);
  guint32 args[MAX_PLACES];
  guint n = 0;

  for (guint k = 0; k < t->arity && k < MAX_PLACES; k++)
    if (mask & (G_GUINT64_CONSTANT (1) << k))
      args[n++] = qd_gdl_term_args (store, t)[k];
  /* (the store may grow from here: `t` is not read again) */
  return qd_gdl_store_make (store, symbol, FALSE, n, args);
}

static void
count_calls (const QdGdlProgram *program, Calls *calls)
{
  const QdGdlStore *store = &program->store;

  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      guint32 h = qd_gdl_relation (store, rule->head);

      if (rule->n_body > 0)
        calls[h].has_rules = TRUE;
      for (guint j = 0; j < rule->n_body; j++)
        {
          const QdGdlTerm *t;
          Calls *c;

          if (body[j].kind != QD_GDL_LIT_POS && body[j].kind != QD_GDL_LIT_NEG)
            continue;
          t = qd_gdl_term (store, body[j].term);
          c = &calls[qd_gdl_relation (store, body[j].term)];
          if (c->calls++ == 0)
            c->ground = ~G_GUINT64_CONSTANT (0), c->arity = t->arity;
          c->mixed |= c->arity != t->arity;
          c->ground &= ground_places (store, t);
        }
    }
}

/* Whether R's rules are restricted: a relation of the rules' own, called,
 * with some place ground at every call. */
static gboolean
restricted (const Calls *c, guint32 relation)
{
  return relation >= QD_GDL_N_KEYWORDS && c->has_rules && c->calls > 0 && !c->mixed && c->arity <= MAX_PLACES
         && c->ground != 0;
}

/* The facts of called-R, one a distinct call (hash-consed terms: one id). */
static void
add_called_facts (QdGdlProgram *program, const Calls *calls, const guint32 *symbol, GArray *facts)
{
  QdGdlStore *store = &program->store;
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);

      for (guint j = 0; j < rule->n_body; j++)
        {
          const QdGdlLiteral *lit = &qd_gdl_rule_body (program, rule)[j];
          guint32 r, fact;

          if (lit->kind != QD_GDL_LIT_POS && lit->kind != QD_GDL_LIT_NEG)
            continue;
          r = qd_gdl_relation (store, lit->term);
          if (symbol[r] == QD_GDL_NONE)
            continue;
          fact = called_term (store, symbol[r], lit->term, calls[r].ground);
          /* a fact where its call is written */
          if (g_hash_table_add (seen, GUINT_TO_POINTER (fact + 1)))
            g_array_append_val (facts, ((QdGdlRule) { .head = fact, .first = program->lits->len,
                                                      .var_names = rule->var_names, .line = rule->line,
                                                      .column = rule->column }));
        }
    }
}

void
qd_gdl_restrict_to_callers (QdGdlProgram *program)
{
  QdGdlStore *store = &program->store;
  guint n_symbols = store->names->len;
  g_autofree Calls *calls = g_new0 (Calls, n_symbols);
  g_autofree guint32 *symbol = g_new (guint32, n_symbols);
  g_autoptr(GArray) facts = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  gboolean any = FALSE;

  count_calls (program, calls);
  for (guint32 r = 0; r < n_symbols; r++)
    {
      symbol[r] = QD_GDL_NONE;
      if (restricted (&calls[r], r))
        {
          g_autofree char *name = g_strdup_printf ("%s%s", CALLED, (const char *) store->names->pdata[r]);

          symbol[r] = qd_gdl_store_symbol (store, name, strlen (name));
          any = TRUE;
        }
    }
  if (!any)
    return;
  add_called_facts (program, calls, symbol, facts);
  for (guint i = 0; i < program->rules->len; i++)
    {
      QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      guint32 r = qd_gdl_relation (store, rule->head);
      QdGdlLiteral body[QD_GDL_MAX_BODY];

      /* its facts stay as written: a few, and read by their calls alone */
      if (symbol[r] == QD_GDL_NONE || rule->n_body == 0 || rule->n_body >= QD_GDL_MAX_BODY)
        continue;
      /* the body again at the end of the literals (copied first: the
       * array may move as it grows), the new literal after it */
      memcpy (body, qd_gdl_rule_body (program, rule), rule->n_body * sizeof (QdGdlLiteral));
      body[rule->n_body] = (QdGdlLiteral) { .term = called_term (store, symbol[r], rule->head, calls[r].ground),
                                            .kind = QD_GDL_LIT_POS };
      rule->first = program->lits->len;
      rule->n_body++;
      g_array_append_vals (program->lits, body, rule->n_body);
    }
  g_array_append_vals (program->rules, facts->data, facts->len);
}

GArray *
qd_gdl_rules_as_written (const QdGdlProgram *program)
{
  const QdGdlStore *store = &program->store;
  GArray *rules = g_array_copy (program->rules);

  for (guint i = 0; i < rules->len; i++)
    {
      QdGdlRule *rule = &g_array_index (rules, QdGdlRule, i);

      /* the literal restrict_to_callers adds comes last */
      if (rule->n_body > 0
          && qd_gdl_is_called (store, qd_gdl_relation (store, qd_gdl_rule_body (program, rule)[rule->n_body - 1].term)))
        rule->n_body--;
    }
  return rules;
}
