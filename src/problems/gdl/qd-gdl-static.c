/* qd-gdl-static.c — the relations no state changes, evaluated once.
 *
 * Under the evaluation without grounding each state is evaluated from its
 * (true F) facts, and a relation that no `true` or `does` is under (the
 * successor of a step, the board's geometry: chess's `succ`, `next_file`,
 * `different_cells`, `coordinate`) would be derived again in each state,
 * its indexes made again with it.  Its facts are the same in every state:
 * they are derived here once, whole, and every state's facts read them
 * under their own (QdGdlFacts.base), with the indexes the joins ask of
 * them made once.  A relation computed whole gives the facts the rules as
 * written give, so the outputs are unchanged; only the cost moves.  Where
 * such a relation is large or infinite (numbers without end), the
 * evaluation stops at QD_GDL_MAX_STATIC_FACTS facts or
 * QD_GDL_MAX_STATIC_STEPS steps, and the strata from the one it stopped in
 * are left to each state's evaluation, restricted by demand as before. */
#include "config.h"
#include "qd-gdl-private.h"

#include <string.h>

/* Whether the relation is one no state changes, as far as its name says:
 * `role` and the helpers, not the keywords a state or a move gives. */
static gboolean
may_be_fixed (guint32 relation)
{
  return relation == QD_GDL_SYM_ROLE || relation >= QD_GDL_N_KEYWORDS;
}

/* The rules of the relations marked in `fixed`, in the program's order of
 * strata (each rule's stratum that of its head), for the first
 * `n_rules` of them in that order (G_MAXUINT: all). */
static void
fixed_rules (const QdGdlProgram *program, const guint8 *fixed, guint n_rules, QdGdlRuleSet *set)
{
  const QdGdlStore *store = &program->store;

  set->rules = g_array_new (FALSE, FALSE, sizeof (QdGdlRule));
  for (guint i = 0; i < program->rules->len && set->rules->len < n_rules; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, program->rule_order[i]);

      if (fixed[qd_gdl_relation (store, rule->head)])
        g_array_append_val (set->rules, *rule);
    }
  set->rule_order = g_new (guint32, set->rules->len + 1);
  for (guint i = 0; i < set->rules->len; i++)
    set->rule_order[i] = i;
  set->stratum = program->stratum;
  set->recursive = program->recursive;
  set->plan_by_size = TRUE;
}

void
qd_gdl_static_facts (QdGdlProgram *program, QdGdlFacts *base, guint8 *fixed)
{
  QdGdlStore *store = &program->store;
  QdGdlRuleSet set;
  gboolean changed = TRUE;
  guint done, n_terms = store->terms->len;

  /* every relation of the rules, then those with a keyword of a state,
   * a move or an output under them taken out, until nothing changes */
  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);

      fixed[qd_gdl_relation (store, rule->head)] = may_be_fixed (qd_gdl_relation (store, rule->head));
      for (guint j = 0; j < rule->n_body; j++)
        if (body[j].kind != QD_GDL_LIT_DISTINCT)
          fixed[qd_gdl_relation (store, body[j].term)] = may_be_fixed (qd_gdl_relation (store, body[j].term));
    }
  while (changed)
    {
      changed = FALSE;
      for (guint i = 0; i < program->rules->len; i++)
        {
          const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
          const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
          guint32 h = qd_gdl_relation (store, rule->head);

          for (guint j = 0; j < rule->n_body && fixed[h]; j++)
            if (body[j].kind != QD_GDL_LIT_DISTINCT && !fixed[qd_gdl_relation (store, body[j].term)])
              fixed[h] = 0, changed = TRUE;
        }
    }
  /* evaluated stratum by stratum; past the limits, again up to the
   * stratum it stopped in, whose relations and those after are not fixed */
  fixed_rules (program, fixed, G_MAXUINT, &set);
  qd_gdl_facts_init (base);
  done = qd_gdl_evaluate_within (program, &set, base, QD_GDL_MAX_STATIC_FACTS, QD_GDL_MAX_STATIC_STEPS);
  if (done < set.rules->len)
    {
      for (guint i = done; i < set.rules->len; i++)
        fixed[qd_gdl_relation (store, g_array_index (set.rules, QdGdlRule, i).head)] = 0;
      g_array_unref (set.rules);
      g_free (set.rule_order);
      qd_gdl_facts_clear (base);
      qd_gdl_store_rollback (&program->store, n_terms);   /* the facts past the limit, no one's */
      fixed_rules (program, fixed, done, &set);
      qd_gdl_facts_init (base);
      qd_gdl_evaluate_within (program, &set, base, QD_GDL_MAX_STATIC_FACTS, QD_GDL_MAX_STATIC_STEPS);
    }
  g_array_unref (set.rules);
  g_free (set.rule_order);
}
