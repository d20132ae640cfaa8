/* qd-gdl-why.c — the proof tree of a fact: the state evaluated with the
 * rules, each fact numbered in the order it was derived, then the first
 * rule instance that derives the fact from facts derived before it,
 * recursively. */
#include "config.h"
#include "qd-gdl-why.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct {
  QdGdlProgram *program;
  GArray *rules;             /* the rules as written: any fact they derive may be asked */
  QdGdlStore *store;
  QdGdlFacts facts;
  guint32 *rank;             /* term id -> 0: does not hold; 1: the state's or the move's; k + 2: derived k-th */
  guint n_rank;
  GHashTable *shown;         /* term id + 1: explained in the tree */
  guint n_nodes;
  QdGdlJoin join;
} Why;

/* ---- nodes */

static QdGdlWhy *
node_new (Why *w, QdGdlWhyKind kind, guint32 term, gboolean negated, guint line)
{
  QdGdlWhy *node = g_new0 (QdGdlWhy, 1);
  GString *text = g_string_new (negated ? "(not " : "");

  if (term != QD_GDL_NONE)
    qd_gdl_term_print (w->store, term, text);
  else
    g_string_append (text, "…");
  if (negated)
    g_string_append_c (text, ')');
  node->kind = kind;
  node->text = g_string_free (text, FALSE);
  node->line = line;
  node->children = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_gdl_why_free);
  w->n_nodes++;
  return node;
}

void
qd_gdl_why_free (QdGdlWhy *why)
{
  if (why == NULL)
    return;
  g_free (why->text);
  g_ptr_array_unref (why->children);
  g_free (why);
}

/* ---- the facts, numbered */

static guint32
rank_of (const Why *w, guint32 term)
{
  return term < w->n_rank ? w->rank[term] : 0;
}

static gboolean
derive (Why *w, QdGdlGame *game, const guint64 *state, const guint32 *joint, GError **error)
{
  QdGdlRuleSet set = {
    .rules = w->rules, .stratum = w->program->stratum, .rule_order = w->program->rule_order,
    .recursive = w->program->recursive,
  };
  GArray *order;

  qd_gdl_game_state_facts (game, state, &w->facts);
  if (joint != NULL)
    qd_gdl_game_joint_facts (game, joint, &w->facts);
  w->facts.order = g_array_new (FALSE, FALSE, sizeof (guint32));
  if (!qd_gdl_evaluate_set (w->program, &set, &w->facts, error))
    return FALSE;
  order = w->facts.order;
  w->n_rank = w->store->terms->len;
  w->rank = g_new0 (guint32, w->n_rank + 1);
  for (guint32 t = 0; t < w->facts.present->len && t < w->n_rank; t++)
    w->rank[t] = w->facts.present->data[t];   /* the state's and the move's: 1 */
  for (guint i = 0; i < order->len; i++)
    w->rank[g_array_index (order, guint32, i)] = i + 2;
  return TRUE;
}

/* ---- the rule instance that derived a fact */

typedef struct {
  Why *why;
  guint32 fact;
  guint32 *subst;            /* the instance found */
  gboolean found;
} Find;

static gboolean
found_instance (const QdGdlRule *rule, const guint32 *subst, gpointer data)
{
  Find *f = data;
  Why *w = f->why;
  const QdGdlLiteral *body = qd_gdl_rule_body (w->program, rule);
  guint32 rank = rank_of (w, f->fact);

  if (qd_gdl_instantiate (w->store, rule->head, subst) != f->fact)
    return TRUE;
  for (guint i = 0; i < rule->n_body; i++)
    if (body[i].kind == QD_GDL_LIT_POS && rank_of (w, qd_gdl_instantiate (w->store, body[i].term, subst)) >= rank)
      return TRUE;
  memcpy (f->subst, subst, rule->n_vars * sizeof (guint32));
  f->found = TRUE;
  return FALSE;
}

/* The first rule in the file's order that derived the fact, its bindings
 * in `subst` (QD_GDL_MAX_VARS); NULL when none (past the join's limit). */
static const QdGdlRule *
find_rule (Why *w, guint32 fact, guint32 *subst)
{
  Find f = { .why = w, .fact = fact, .subst = subst };
  guint32 relation = qd_gdl_relation (w->store, fact);

  for (guint i = 0; i < w->rules->len && !w->join.overflow; i++)
    {
      const QdGdlRule *rule = &g_array_index (w->rules, QdGdlRule, i);

      if (qd_gdl_relation (w->store, rule->head) != relation)
        continue;
      qd_gdl_join_rule (&w->join, rule, found_instance, &f);
      if (f.found)
        return rule;
    }
  return NULL;
}

/* ---- the tree */

static QdGdlWhy *explain (Why *w, guint32 fact, guint depth);

static QdGdlWhy *
explain_literal (Why *w, const QdGdlLiteral *lit, const guint32 *subst, guint depth)
{
  guint32 term = qd_gdl_instantiate (w->store, lit->term, subst), relation;

  if (term == QD_GDL_NONE)
    return node_new (w, QD_GDL_WHY_CUT, term, FALSE, 0);
  if (lit->kind == QD_GDL_LIT_DISTINCT)
    return node_new (w, QD_GDL_WHY_DISTINCT, term, FALSE, 0);
  if (lit->kind == QD_GDL_LIT_POS)
    return explain (w, term, depth + 1);
  relation = qd_gdl_relation (w->store, term);
  return node_new (w, relation == QD_GDL_SYM_TRUE   ? QD_GDL_WHY_ABSENT
                      : relation == QD_GDL_SYM_DOES ? QD_GDL_WHY_NOT_PLAYED
                                                    : QD_GDL_WHY_NOT,
                   term, TRUE, 0);
}

static QdGdlWhy *
explain (Why *w, guint32 fact, guint depth)
{
  guint32 relation = qd_gdl_relation (w->store, fact);
  g_autofree guint32 *subst = NULL;
  const QdGdlRule *rule;
  QdGdlWhy *node;

  if (relation == QD_GDL_SYM_TRUE)
    return node_new (w, QD_GDL_WHY_STATE, fact, FALSE, 0);
  if (relation == QD_GDL_SYM_DOES)
    return node_new (w, QD_GDL_WHY_MOVE, fact, FALSE, 0);
  if (g_hash_table_contains (w->shown, GUINT_TO_POINTER (fact + 1)))
    return node_new (w, QD_GDL_WHY_SHOWN, fact, FALSE, 0);
  subst = g_new (guint32, QD_GDL_MAX_VARS + 1);
  rule = depth < QD_GDL_WHY_MAX_DEPTH && w->n_nodes < QD_GDL_WHY_MAX_NODES ? find_rule (w, fact, subst) : NULL;
  if (rule == NULL)
    return node_new (w, QD_GDL_WHY_CUT, fact, FALSE, 0);
  node = node_new (w, rule->n_body == 0 ? QD_GDL_WHY_FACT : QD_GDL_WHY_RULE, fact, FALSE, rule->line);
  for (guint i = 0; i < rule->n_body; i++)
    g_ptr_array_add (node->children, explain_literal (w, &qd_gdl_rule_body (w->program, rule)[i], subst, depth));
  if (rule->n_body > 0)
    g_hash_table_add (w->shown, GUINT_TO_POINTER (fact + 1));   /* a fact of the rules is one line anyway */
  return node;
}

static QdGdlWhy *explain_root (Why *w, guint32 fact);

/* The root "(not L)" or "(distinct a b)" asked: a literal of a body, which
 * holds as it would there; one that does not hold says why (L's tree). */
static QdGdlWhy *
explain_literal_root (Why *w, guint32 fact)
{
  const QdGdlTerm *t = qd_gdl_term (w->store, fact);
  const guint32 *args = qd_gdl_term_args (w->store, t);
  QdGdlLiteral lit = { .term = args[0], .kind = QD_GDL_LIT_NEG };
  QdGdlWhy *root, *inner;

  if (t->functor == QD_GDL_SYM_DISTINCT)
    return node_new (w, args[0] != args[1] ? QD_GDL_WHY_DISTINCT : QD_GDL_WHY_FALSE, fact, FALSE, 0);
  /* (the store may grow from here: `t` and `args` are not read again) */
  inner = explain_root (w, lit.term);
  if (!qd_gdl_why_holds (inner))
    {

      qd_gdl_why_free (inner);
      return explain_literal (w, &lit, NULL, 0);
    }
  root = node_new (w, QD_GDL_WHY_FALSE, fact, FALSE, 0);
  g_ptr_array_add (root->children, inner);
  return root;
}

/* The root: the fact derived, a fact of the state asked without `true`,
 * a negation or a distinct (as in a body), or one that does not hold. */
static QdGdlWhy *
explain_root (Why *w, guint32 fact)
{
  const QdGdlTerm *t = qd_gdl_term (w->store, fact);
  guint32 relation = qd_gdl_relation (w->store, fact), wrapped;

  if (rank_of (w, fact) > 0)
    return explain (w, fact, 0);
  if ((relation == QD_GDL_SYM_NOT && t->arity == 1) || (relation == QD_GDL_SYM_DISTINCT && t->arity == 2))
    return explain_literal_root (w, fact);
  wrapped = qd_gdl_store_make (w->store, QD_GDL_SYM_TRUE, FALSE, 1, &fact);
  if (relation != QD_GDL_SYM_TRUE && relation != QD_GDL_SYM_DOES && wrapped != QD_GDL_NONE
      && qd_gdl_facts_has (&w->facts, wrapped))
    return node_new (w, QD_GDL_WHY_STATE, fact, FALSE, 0);
  return node_new (w, QD_GDL_WHY_FALSE, fact, FALSE, 0);
}

static gboolean
read_fact (QdGdlProgram *program, const char *text, guint32 *fact, GError **error)
{
  if (!qd_gdl_read_term (program, text, _("the fact"), fact, error))
    return FALSE;
  if (!qd_gdl_term (&program->store, *fact)->ground)
    {
      g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_READ, _("%s: a fact to explain has no variables"), text);
      return FALSE;
    }
  return TRUE;
}

QdGdlWhy *
qd_gdl_why (QdGdlGame *game, const guint64 *state, const guint32 *joint, const char *fact, GError **error)
{
  QdGdlProgram *program = qd_gdl_game_program (game);
  Why w = {
    .program = program, .rules = qd_gdl_rules_as_written (program), .store = &program->store,
    .shown = g_hash_table_new (NULL, NULL),
    .join = { .program = program, .max_steps = QD_GDL_MAX_GROUND_STEPS },
  };
  QdGdlWhy *root = NULL;
  guint32 term;

  w.join.facts = &w.facts;
  if (read_fact (program, fact, &term, error) && derive (&w, game, state, joint, error))
    root = explain_root (&w, term);
  if (w.join.overflow)
    {
      g_clear_pointer (&root, qd_gdl_why_free);
      g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_LIMIT, _("%s: the explanation went past %d join steps"),
                   program->name, QD_GDL_MAX_GROUND_STEPS);
    }
  qd_gdl_facts_clear (&w.facts);
  g_array_unref (w.rules);
  g_hash_table_unref (w.shown);
  g_free (w.rank);
  return root;
}

/* ---- the text */

static char *
body_text (const QdGdlWhy *why)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < why->children->len; i++)
    {
      const QdGdlWhy *child = why->children->pdata[i];

      g_string_append_printf (out, i == 0 ? "%s" : ", %s", child->text);
    }
  return g_string_free (out, FALSE);
}

char *
qd_gdl_why_node_text (const QdGdlWhy *why)
{
  const char *t = why->text;

  switch (why->kind)
    {
    case QD_GDL_WHY_RULE:
      {
        g_autofree char *body = body_text (why);

        return g_strdup_printf (_("%s because of rule %u with %s"), t, why->line, body);
      }
    case QD_GDL_WHY_FACT: return g_strdup_printf (_("%s: a fact of the rules, line %u"), t, why->line);
    case QD_GDL_WHY_STATE: return g_strdup_printf (_("%s: in the state"), t);
    case QD_GDL_WHY_MOVE: return g_strdup_printf (_("%s: the move played"), t);
    case QD_GDL_WHY_DISTINCT: return g_strdup_printf (_("%s: the terms differ"), t);
    case QD_GDL_WHY_ABSENT: return g_strdup_printf (_("%s: not in the state"), t);
    case QD_GDL_WHY_NOT_PLAYED: return g_strdup_printf (_("%s: not the move played"), t);
    case QD_GDL_WHY_NOT:
      {
        /* "(not L)": L */
        g_autofree char *inner = g_strndup (t + 5, strlen (t) - 6);

        return g_strdup_printf (_("%s: %s does not hold"), t, inner);
      }
    case QD_GDL_WHY_SHOWN: return g_strdup_printf (_("%s: explained above"), t);
    case QD_GDL_WHY_CUT: return g_strdup_printf (_("%s: not explained further (the explanation's limits)"), t);
    case QD_GDL_WHY_FALSE:
    default: return g_strdup_printf (_("%s does not hold"), t);
    }
}

static void
append_tree (const QdGdlWhy *why, guint depth, GString *out)
{
  g_autofree char *line = qd_gdl_why_node_text (why);

  for (guint i = 0; i < depth; i++)
    g_string_append (out, "  ");
  g_string_append_printf (out, "%s\n", line);
  for (guint i = 0; i < why->children->len; i++)
    append_tree (why->children->pdata[i], depth + 1, out);
}

char *
qd_gdl_why_text (const QdGdlWhy *why)
{
  GString *out = g_string_new (NULL);

  append_tree (why, 0, out);
  return g_string_free (out, FALSE);
}
