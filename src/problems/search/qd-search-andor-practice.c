/* qd-search-andor-practice.c — practice on an AND-OR plan
 * (core/qd-practice.h): for each step of the plan in the order the text
 * shows it, what the plan does in that state (a decision) and which states
 * that action may lead to (every step); at the end, the goal states the
 * plan may end in.  Names: the world's states and actions, in any case. */
#include "config.h"
#include "qd-search-andor.h"

#include <glib/gi18n.h>

#include "core/qd-practice.h"

#define NODE(plan, i) (&g_array_index ((plan)->nodes, QdSearchAndorPlanNode, (i)))

static char *
canonical (const char *typed, gpointer data)
{
  g_autofree char *key = qd_practice_name_key (typed);
  const char *name = g_hash_table_lookup (data, key);

  return name != NULL ? g_strdup (name) : NULL;
}

static GHashTable *
names_of (const QdSearchAndorWorld *w)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  for (guint i = 0; i < w->n_states; i++)
    g_hash_table_replace (names, qd_practice_name_key (w->state_names[i]), g_strdup (w->state_names[i]));
  for (guint i = 0; i < w->n_actions; i++)
    g_hash_table_replace (names, qd_practice_name_key (w->action_names[i]), g_strdup (w->action_names[i]));
  return names;
}

static void
ask_node (QdPractice *p, const QdSearchAndorWorld *w, const QdSearchAndorPlanNode *n)
{
  const char *state = w->state_names[n->state], *action = w->action_names[n->action];
  const char *one[] = { action, NULL };
  g_autofree char *q1 = g_strdup_printf (_("In state %s, which action does the plan do?"), state);
  g_autofree char *q2 = g_strdup_printf (_("Which states can %s lead to from state %s?"), action, state);
  g_autofree char *why = g_strdup_printf (_("The world lists every outcome of %s in state %s; the plan has a "
                                            "branch for each."), action, state);
  QdPracticeNames set;
  guint count;
  const guint *outs = qd_search_andor_world_results (w, n->state, n->action, &count);

  qd_practice_add_names (p, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, 0, q1, one, action,
                         _("OR-SEARCH takes the first action, in the world’s order, whose every outcome has a plan."),
                         NULL);
  qd_practice_names_init (&set);
  for (guint i = 0; i < count; i++)
    qd_practice_names_add (&set, w->state_names[outs[i]], ", ", NULL);
  qd_practice_add_names_of (p, &set, QD_PRACTICE_LEVEL_STEP, 0, q2, why, NULL);
}

QdPractice *
qd_search_andor_practice_new (const QdSearchAndorWorld *world, const QdSearchAndorPlan *plan)
{
  QdPractice *p = qd_practice_new (canonical, names_of (world), (GDestroyNotify) g_hash_table_unref);
  g_autofree guint8 *seen = g_new0 (guint8, world->n_states);
  QdPracticeNames goals;

  /* Plan nodes are in the order of the text. */
  for (guint i = 0; i < plan->nodes->len; i++)
    if (NODE (plan, i)->kind == QD_SEARCH_ANDOR_PLAN_ACT)
      ask_node (p, world, NODE (plan, i));
  qd_practice_names_init (&goals);
  for (guint i = 0; i < plan->nodes->len; i++)
    if (NODE (plan, i)->kind == QD_SEARCH_ANDOR_PLAN_GOAL && !seen[NODE (plan, i)->state])
      {
        seen[NODE (plan, i)->state] = 1;
        qd_practice_names_add (&goals, world->state_names[NODE (plan, i)->state], ", ", NULL);
      }
  qd_practice_add_names_of (p, &goals, QD_PRACTICE_LEVEL_END, 0, _("In which goal states can the plan end?"),
                            _("Each branch of the plan ends at a goal: the empty plan []."), NULL);
  return p;
}
