/* qd-gdl-check.c — what the specification requires of a rulesheet (Love et
 * al. 2008: safety, stratified negation, the recursion restriction, where
 * the GDL relations may stand), and the strata the evaluation follows. */
#include "config.h"
#include "qd-gdl-private.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *
symbol_name (const QdGdlProgram *program, guint32 symbol)
{
  return g_ptr_array_index (program->store.names, symbol);
}

static gboolean
rule_error (GError **error, const QdGdlProgram *program, const QdGdlRule *rule, const char *message)
{
  return qd_gdl_rule_error_at (error, program, rule, NULL, message);
}

/* ---- roles, required relations */

static gboolean
check_roles (QdGdlProgram *program, GError **error)
{
  const QdGdlStore *store = &program->store;
  gboolean defined[QD_GDL_N_KEYWORDS] = { FALSE };
  static const QdGdlKeyword required[] = { QD_GDL_SYM_ROLE, QD_GDL_SYM_LEGAL, QD_GDL_SYM_GOAL, QD_GDL_SYM_TERMINAL };

  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      const QdGdlTerm *head = qd_gdl_term (store, rule->head);
      guint32 role;

      if (head->functor < QD_GDL_N_KEYWORDS)
        defined[head->functor] = TRUE;
      if (head->functor != QD_GDL_SYM_ROLE)
        continue;
      if (rule->n_body > 0 || !head->ground || head->arity != 1
          || qd_gdl_term (store, qd_gdl_term_args (store, head)[0])->arity != 0)
        return rule_error (error, program, rule, _("“role” is only a fact naming one constant: (role NAME)"));
      role = qd_gdl_term_args (store, head)[0];
      for (guint r = 0; r < program->roles->len; r++)
        if (g_array_index (program->roles, guint32, r) == role)
          return rule_error (error, program, rule, _("a role named twice"));
      g_array_append_val (program->roles, role);
    }
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (!defined[required[i]])
      {
        g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID, _("%s: no rule defines “%s”: a game needs "
                     "role, legal, goal and terminal"), program->name, symbol_name (program, required[i]));
        return FALSE;
      }
  return TRUE;
}

/* ---- safety */

static gboolean
check_safe (const QdGdlProgram *program, const QdGdlRule *rule, GError **error)
{
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  g_autofree guint8 *bound = g_new0 (guint8, rule->n_vars + 1);
  g_autofree guint8 *used = g_new0 (guint8, rule->n_vars + 1);

  for (guint i = 0; i < rule->n_body; i++)
    qd_gdl_term_vars (store, body[i].term, body[i].kind == QD_GDL_LIT_POS ? bound : used);
  qd_gdl_term_vars (store, rule->head, used);
  for (guint v = 0; v < rule->n_vars; v++)
    if (used[v] && !bound[v])
      {
        g_autoptr(GString) head = g_string_new (NULL);
        g_autofree char *message = NULL;

        qd_gdl_rule_term_print (program, rule, rule->head, head);
        message = g_strdup_printf (_("unsafe rule for %s: the variable %s does not occur in a positive literal "
                                     "of the body, whatever the order, nor can the rule be unfolded into rules "
                                     "that bind it"),
                                   head->str, (char *) program->var_names->pdata[rule->var_names + v]);
        return qd_gdl_rule_error_at (error, program, rule, program->var_names->pdata[rule->var_names + v], message);
      }
  return TRUE;
}

/* ---- the dependency graph of relations, its components (Tarjan, iterative) */

typedef QdGdlGraph Graph;

/* Counts (targets NULL) or fills the edges head -> body relation. */
static guint
graph_edges (const QdGdlProgram *program, guint32 *offsets, guint32 *fill, guint32 *targets)
{
  const QdGdlStore *store = &program->store;
  guint n_edges = 0;

  for (guint i = 0; i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);
      const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
      guint32 h = qd_gdl_relation (store, rule->head);

      for (guint j = 0; j < rule->n_body; j++)
        if (body[j].kind != QD_GDL_LIT_DISTINCT)
          {
            if (targets == NULL)
              offsets[h + 1]++;
            else
              targets[fill[h]++] = qd_gdl_relation (store, body[j].term);
            n_edges++;
          }
    }
  return n_edges;
}

static void
graph_build (const QdGdlProgram *program, Graph *g)
{
  g_autofree guint32 *fill = NULL;
  guint n_edges;

  g->n = program->store.names->len;
  g->offsets = g_new0 (guint32, g->n + 1);
  n_edges = graph_edges (program, g->offsets, NULL, NULL);
  for (guint v = 0; v < g->n; v++)
    g->offsets[v + 1] += g->offsets[v];
  g->targets = g_new (guint32, n_edges + 1);
  fill = g_memdup2 (g->offsets, (g->n + 1) * sizeof (guint32));
  graph_edges (program, g->offsets, fill, g->targets);
}

/* The nodes above v on the stack, v included, are a component. */
static guint
pop_component (QdGdlGraph *g, guint32 v, const guint32 *stack, guint sp, guint8 *on_stack)
{
  guint32 w, size = 0;

  do
    {
      w = stack[--sp];
      on_stack[w] = 0;
      g->component[w] = g->n_components;
      size++;
    }
  while (w != v);
  g->cyclic[g->n_components++] = size > 1;
  return sp;
}

void
qd_gdl_graph_components (QdGdlGraph *g)
{
  g_autofree guint32 *index = g_new (guint32, g->n);
  g_autofree guint32 *low = g_new (guint32, g->n);
  g_autofree guint32 *next_edge = g_new (guint32, g->n);
  g_autofree guint32 *stack = g_new (guint32, g->n);
  g_autofree guint32 *call = g_new (guint32, g->n);
  g_autofree guint8 *on_stack = g_new0 (guint8, g->n);
  guint counter = 0, sp = 0;

  memset (index, 0xff, g->n * sizeof (guint32));
  g->component = g_new (guint32, g->n);
  g->cyclic = g_new0 (guint8, g->n + 1);
  for (guint root = 0; root < g->n; root++)
    {
      guint depth = 0;

      if (index[root] != QD_GDL_NONE)
        continue;
      call[depth++] = root;
      index[root] = low[root] = counter++;
      next_edge[root] = g->offsets[root];
      stack[sp++] = root, on_stack[root] = 1;
      while (depth > 0)
        {
          guint32 v = call[depth - 1];

          if (next_edge[v] < g->offsets[v + 1])
            {
              guint32 w = g->targets[next_edge[v]++];

              if (index[w] == QD_GDL_NONE)
                {
                  index[w] = low[w] = counter++;
                  next_edge[w] = g->offsets[w];
                  stack[sp++] = w, on_stack[w] = 1;
                  call[depth++] = w;
                }
              else if (on_stack[w])
                low[v] = MIN (low[v], index[w]);
              continue;
            }
          depth--;
          if (depth > 0)
            low[call[depth - 1]] = MIN (low[call[depth - 1]], low[v]);
          if (low[v] == index[v])
            sp = pop_component (g, v, stack, sp, on_stack);
        }
    }
  for (guint v = 0; v < g->n; v++)
    for (guint e = g->offsets[v]; e < g->offsets[v + 1]; e++)
      if (g->targets[e] == v)
        g->cyclic[g->component[v]] = 1;
}

void
qd_gdl_graph_clear (QdGdlGraph *g)
{
  g_free (g->offsets);
  g_free (g->targets);
  g_free (g->component);
  g_free (g->cyclic);
}

/* ---- stratification and the recursion restriction */

static gboolean
term_is_head_argument (const QdGdlStore *store, guint32 head, guint32 term)
{
  const QdGdlTerm *h = qd_gdl_term (store, head);

  for (guint i = 0; i < h->arity; i++)
    if (qd_gdl_term_args (store, h)[i] == term)
      return TRUE;
  return FALSE;
}

static gboolean
check_recursion (const QdGdlProgram *program, const Graph *g, const QdGdlRule *rule, GError **error)
{
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  guint32 c = g->component[qd_gdl_relation (store, rule->head)];
  g_autofree guint8 *outside = g_new0 (guint8, rule->n_vars + 1);

  for (guint i = 0; i < rule->n_body; i++)
    {
      if (body[i].kind == QD_GDL_LIT_NEG && g->component[qd_gdl_relation (store, body[i].term)] == c)
        return qd_gdl_rule_error_at (error, program, rule, "not",
                                     _("negation is not stratified: this rule's “not” is on a relation that "
                                       "depends on its head"));
      if (body[i].kind == QD_GDL_LIT_POS && g->component[qd_gdl_relation (store, body[i].term)] != c)
        qd_gdl_term_vars (store, body[i].term, outside);
    }
  for (guint i = 0; i < rule->n_body && g->cyclic[c]; i++)
    {
      const QdGdlTerm *lit = qd_gdl_term (store, body[i].term);

      if (body[i].kind != QD_GDL_LIT_POS || g->component[lit->functor] != c)
        continue;
      for (guint j = 0; j < lit->arity; j++)
        {
          guint32 arg = qd_gdl_term_args (store, lit)[j];
          g_autofree guint8 *vars = g_new0 (guint8, rule->n_vars + 1);
          gboolean ok = TRUE;

          if (qd_gdl_term (store, arg)->ground || term_is_head_argument (store, rule->head, arg))
            continue;
          qd_gdl_term_vars (store, arg, vars);
          for (guint v = 0; v < rule->n_vars; v++)
            ok = ok && (!vars[v] || outside[v]);
          if (!ok)
            return rule_error (error, program, rule, _("the recursion restriction: an argument of a recursive "
                                                       "literal is neither ground, an argument of the head, "
                                                       "nor bound by a literal outside the recursion"));
        }
    }
  return TRUE;
}

/* ---- where true, does and init may be */

/* reaches[component]: whether the relations reach `what` (a keyword bit set). */
static guint32 *
reach_keywords (const QdGdlProgram *program, const Graph *g)
{
  g_autofree guint32 *order = g_new (guint32, g->n);
  guint32 *reaches = g_new0 (guint32, g->n_components);
  g_autofree guint32 *count = g_new0 (guint32, g->n_components + 1);

  (void) program;
  for (guint v = 0; v < g->n; v++)
    count[g->component[v] + 1]++;
  for (guint c = 0; c < g->n_components; c++)
    count[c + 1] += count[c];
  for (guint v = 0; v < g->n; v++)
    order[count[g->component[v]]++] = v;
  for (guint k = 0; k < g->n; k++)
    {
      guint32 v = order[k], c = g->component[v];

      if (v < QD_GDL_N_KEYWORDS)
        reaches[c] |= 1u << v;
      for (guint e = g->offsets[v]; e < g->offsets[v + 1]; e++)
        reaches[c] |= reaches[g->component[g->targets[e]]];
    }
  return reaches;
}

static gboolean
check_uses (const QdGdlProgram *program, const Graph *g, const QdGdlRule *rule, const guint32 *reaches,
            GError **error)
{
  const QdGdlStore *store = &program->store;
  const QdGdlLiteral *body = qd_gdl_rule_body (program, rule);
  guint32 h = qd_gdl_relation (store, rule->head), used = 0;
  const guint32 state_bits = (1u << QD_GDL_SYM_TRUE) | (1u << QD_GDL_SYM_DOES) | (1u << QD_GDL_SYM_LEGAL)
                             | (1u << QD_GDL_SYM_NEXT) | (1u << QD_GDL_SYM_TERMINAL) | (1u << QD_GDL_SYM_GOAL);

  for (guint i = 0; i < rule->n_body; i++)
    if (body[i].kind != QD_GDL_LIT_DISTINCT)
      {
        guint32 r = qd_gdl_relation (store, body[i].term);

        used |= reaches[g->component[r]] | (r < QD_GDL_N_KEYWORDS ? 1u << r : 0);
      }
  if (h == QD_GDL_SYM_INIT && (used & state_bits))
    return rule_error (error, program, rule, _("“init” depends on “true”, “does” or the game's relations"));
  if ((h == QD_GDL_SYM_LEGAL || h == QD_GDL_SYM_GOAL || h == QD_GDL_SYM_TERMINAL)
      && (used & (1u << QD_GDL_SYM_DOES)))
    return rule_error (error, program, rule, _("“legal”, “goal” and “terminal” cannot depend on “does”"));
  return TRUE;
}

static void
set_strata (QdGdlProgram *program, const Graph *g)
{
  const QdGdlStore *store = &program->store;
  guint n = program->rules->len;
  g_autofree guint32 *count = g_new0 (guint32, g->n_components + 1);

  program->stratum = g_memdup2 (g->component, g->n * sizeof (guint32));
  program->n_strata = g->n_components;
  program->recursive = g_memdup2 (g->cyclic, g->n_components + 1);
  program->rule_order = g_new (guint32, n + 1);
  for (guint i = 0; i < n; i++)
    count[g->component[qd_gdl_relation (store, g_array_index (program->rules, QdGdlRule, i).head)] + 1]++;
  for (guint c = 0; c < g->n_components; c++)
    count[c + 1] += count[c];
  for (guint i = 0; i < n; i++)
    program->rule_order[count[g->component[qd_gdl_relation (store,
                                                            g_array_index (program->rules, QdGdlRule, i).head)]]++] = i;
}

gboolean
qd_gdl_check (QdGdlProgram *program, GError **error)
{
  Graph g = { 0 };
  g_autofree guint32 *reaches = NULL;
  gboolean ok = check_roles (program, error) && qd_gdl_rewrite (program, error);

  for (guint i = 0; ok && i < program->rules->len; i++)
    ok = check_safe (program, &g_array_index (program->rules, QdGdlRule, i), error);
  if (!ok)
    return FALSE;
  qd_gdl_restrict_to_callers (program);
  graph_build (program, &g);
  qd_gdl_graph_components (&g);
  /* a relation negated within its own rules, split by its heads'
   * constants where it can be: the graph again */
  if (qd_gdl_split_for_strata (program, &g))
    {
      qd_gdl_graph_clear (&g);
      g = (Graph) { 0 };
      graph_build (program, &g);
      qd_gdl_graph_components (&g);
    }
  reaches = reach_keywords (program, &g);
  for (guint i = 0; ok && i < program->rules->len; i++)
    {
      const QdGdlRule *rule = &g_array_index (program->rules, QdGdlRule, i);

      ok = check_recursion (program, &g, rule, error) && check_uses (program, &g, rule, reaches, error);
    }
  if (ok)
    set_strata (program, &g);
  qd_gdl_graph_clear (&g);
  return ok;
}
