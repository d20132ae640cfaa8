/* qd-search-andor-plan.c — a conditional plan as text (the book's notation,
 * never translated: it is the book's), the search's steps as text, and
 * runs of a plan with outcomes drawn at random or picked. */
#include "config.h"
#include "qd-search-andor.h"

#include <glib/gi18n.h>

#include "core/qd-random.h"

#define NODE(plan, i) (&g_array_index ((plan)->nodes, QdSearchAndorPlanNode, (i)))
#define KID(plan, n, i) g_array_index ((plan)->kids, guint, (n)->first_child + (i))

/* ---- The plan as text --------------------------------------------------- */

typedef struct {
  guint node;                /* an action with several outcomes */
  guint branch;              /* the outcome whose branch is being written */
} Pending;

/* Writes the branch that starts at node i: a jump "L1", or "[" and the
 * list's elements up to its end (a goal, a jump) or up to an action with
 * several outcomes, pushed on `stack` with its first branch next (then
 * returns TRUE and that branch's node in *i). */
static gboolean
open_branch (GString *out, const QdSearchAndorWorld *w, const QdSearchAndorPlan *plan, GArray *stack, guint *i)
{
  const QdSearchAndorPlanNode *n = NODE (plan, *i);
  gboolean first = TRUE;

  if (n->kind == QD_SEARCH_ANDOR_PLAN_LOOP)
    {
      g_string_append_printf (out, "L%u", NODE (plan, n->target)->label);
      return FALSE;
    }
  g_string_append_c (out, '[');
  for (;;)
    {
      guint count;
      const guint *outs;

      n = NODE (plan, *i);
      if (n->kind == QD_SEARCH_ANDOR_PLAN_GOAL)
        break;
      g_string_append (out, first ? "" : ", ");
      first = FALSE;
      if (n->kind == QD_SEARCH_ANDOR_PLAN_LOOP)
        {
          /* A one-outcome action that leads back: the jump ends the list. */
          g_string_append_printf (out, "L%u", NODE (plan, n->target)->label);
          break;
        }
      if (n->label > 0)
        g_string_append_printf (out, "L%u: ", n->label);
      g_string_append (out, w->action_names[n->action]);
      outs = qd_search_andor_world_results (w, n->state, n->action, &count);
      if (count > 1)
        {
          Pending p = { *i, 0 };

          /* "if s1 then p1 else if s2 then p2 … else pn", outcomes in order. */
          g_array_append_val (stack, p);
          g_string_append_printf (out, ", if State = %s then ", w->state_names[outs[0]]);
          *i = KID (plan, n, 0);
          return TRUE;
        }
      *i = KID (plan, n, 0);
    }
  g_string_append_c (out, ']');
  return FALSE;
}

char *
qd_search_andor_plan_to_string (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan)
{
  GString *out = g_string_new (NULL);
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Pending));
  guint i = 0;

  /* Without recursion: a plan may nest as deep as the world has states. */
  for (;;)
    {
      if (open_branch (out, world, plan, stack, &i))
        continue;
      /* A branch is written: the next one of the innermost if, or its list ends. */
      while (stack->len > 0)
        {
          Pending *p = &g_array_index (stack, Pending, stack->len - 1);
          const QdSearchAndorPlanNode *n = NODE (plan, p->node);
          guint count;
          const guint *outs = qd_search_andor_world_results (world, n->state, n->action, &count);

          if (++p->branch < count)
            {
              if (p->branch + 1 < count)
                g_string_append_printf (out, " else if State = %s then ", world->state_names[outs[p->branch]]);
              else
                g_string_append (out, " else ");
              i = KID (plan, n, p->branch);
              break;
            }
          g_array_set_size (stack, stack->len - 1);
          g_string_append_c (out, ']');
        }
      if (stack->len == 0)
        break;
    }
  return g_string_free (out, FALSE);
}

/* ---- Steps ------------------------------------------------------------ */

#define TREE(r, i) (&g_array_index ((r)->tree, QdSearchAndorTreeNode, (i)))

static char *
outcome_set (const QdSearchAndorWorld *w, guint state, guint action)
{
  GString *out = g_string_new ("{");
  guint n;
  const guint *outs = qd_search_andor_world_results (w, state, action, &n);

  for (guint i = 0; i < n; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", w->state_names[outs[i]]);
  g_string_append_c (out, '}');
  return g_string_free (out, FALSE);
}

static char *
close_text (const QdSearchAndorWorld *w, const QdSearchAndorTreeNode *n)
{
  const char *s = w->state_names[n->state], *a = w->action_names[n->action];

  if (n->kind == QD_SEARCH_ANDOR_TREE_AND)
    switch (n->result)
      {
      case QD_SEARCH_ANDOR_SOLVED: return g_strdup_printf (_("AND %s %s: every outcome has a plan"), s, a);
      case QD_SEARCH_ANDOR_NO_EXIT: return g_strdup_printf (_("AND %s %s: every branch loops back here, rejected"), s, a);
      default: return g_strdup_printf (_("AND %s %s: fails"), s, a);
      }
  switch (n->result)
    {
    case QD_SEARCH_ANDOR_GOAL: return g_strdup_printf (_("OR %s: goal, plan []"), s);
    case QD_SEARCH_ANDOR_ON_PATH:
      return n->pass ? g_strdup_printf (_("OR %s: on the path, a loop back to it"), s)
                     : g_strdup_printf (_("OR %s: on the path, fails"), s);
    case QD_SEARCH_ANDOR_SOLVED: return g_strdup_printf (_("OR %s: solved"), s);
    default: return g_strdup_printf (_("OR %s: fails, no action works"), s);
    }
}

/* A leaf (a goal, a state on the path) closes at the step after it opens:
 * one line says both. */
static gboolean
is_leaf (const QdSearchAndorTreeNode *n)
{
  return n->result == QD_SEARCH_ANDOR_GOAL || n->result == QD_SEARCH_ANDOR_ON_PATH;
}

char *
qd_search_andor_step_text (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result, guint step)
{
  const QdSearchAndorStep *st = &g_array_index (result->steps, QdSearchAndorStep, step);
  const QdSearchAndorTreeNode *n = TREE (result, st->node);
  g_autofree char *set = NULL;

  if (is_leaf (n))
    return st->close ? NULL : close_text (world, n);
  if (st->close)
    return close_text (world, n);
  if (n->kind == QD_SEARCH_ANDOR_TREE_OR)
    return g_strdup_printf ("OR %s", world->state_names[n->state]);
  set = outcome_set (world, n->state, n->action);
  return g_strdup_printf ("AND %s %s → %s", world->state_names[n->state], world->action_names[n->action], set);
}

char *
qd_search_andor_steps_to_string (const QdSearchAndorWorld *world, const QdSearchAndorResultSet *result)
{
  GString *out = g_string_new (NULL);
  gint pass = -1;

  for (guint i = 0; result->steps != NULL && i < result->steps->len; i++)
    {
      const QdSearchAndorStep *st = &g_array_index (result->steps, QdSearchAndorStep, i);
      const QdSearchAndorTreeNode *n = TREE (result, st->node);
      g_autofree char *text = qd_search_andor_step_text (world, result, i);
      gboolean deep = n->depth > QD_SEARCH_ANDOR_STEPS_MAX_INDENT;
      guint depth = MIN (n->depth, QD_SEARCH_ANDOR_STEPS_MAX_INDENT);
      guint indent = 2 * (2 * depth + (n->kind == QD_SEARCH_ANDOR_TREE_AND));

      if ((gint) n->pass != pass)
        {
          pass = (gint) n->pass;
          g_string_append (out, pass ? _("# cyclic search: a state on the path may be looped back to\n")
                                     : _("# acyclic search (figure 4.11)\n"));
        }
      if (text != NULL && deep)
        g_string_append_printf (out, "%*s[%u] %s\n", (int) indent, "", n->depth, text);
      else if (text != NULL)
        g_string_append_printf (out, "%*s%s\n", (int) indent, "", text);
    }
  return g_string_free (out, FALSE);
}

/* ---- Runs ------------------------------------------------------------- */

guint
qd_search_andor_plan_resolve (const QdSearchAndorPlan *plan, guint node)
{
  while (NODE (plan, node)->kind == QD_SEARCH_ANDOR_PLAN_LOOP)
    node = NODE (plan, node)->target;
  return node;
}

gboolean
qd_search_andor_plan_advance (const QdSearchAndorPlan *plan, guint *node, guint pick)
{
  const QdSearchAndorPlanNode *n = NODE (plan, qd_search_andor_plan_resolve (plan, *node));

  if (n->kind == QD_SEARCH_ANDOR_PLAN_GOAL)
    return FALSE;
  *node = qd_search_andor_plan_resolve (plan, KID (plan, n, pick));
  return TRUE;
}

gboolean
qd_search_andor_execute (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan, guint64 *rng,
                         guint *n_actions)
{
  guint node = qd_search_andor_plan_resolve (plan, 0), state = NODE (plan, 0)->state;

  for (*n_actions = 0; *n_actions < QD_SEARCH_ANDOR_RUN_MAX_ACTIONS; (*n_actions)++)
    {
      const QdSearchAndorPlanNode *n = NODE (plan, node);
      guint count, pick;
      const guint *outs;

      /* The plan must stand where the world is: the run checks the plan. */
      if (n->state != state)
        return FALSE;
      if (n->kind == QD_SEARCH_ANDOR_PLAN_GOAL)
        return world->goal[state] != 0;
      outs = qd_search_andor_world_results (world, state, n->action, &count);
      if (count == 0)
        return FALSE;
      pick = qd_random_below (rng, count);
      state = outs[pick];
      qd_search_andor_plan_advance (plan, &node, pick);
    }
  return FALSE;
}
