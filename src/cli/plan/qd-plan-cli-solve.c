/* qd-plan-cli-solve.c — `quandary-cli plan DOMAIN PROBLEM [--algorithm A]
 * [--heuristic H] [--time-limit S] [--node-limit N] [--memory-limit SIZE]
 * [--steps]`: the task
 * ground (problems/plan/qd-plan-ground.h) and searched forward
 * (core/qd-strips-space.h), the plan printed one action a line, then
 * `cost C`; `no plan` when the task is proved unsolvable.  stderr: the
 * ground task's size, the search's counts, the times. */
#include "config.h"
#include "cli/plan/qd-plan-cli-outputs.h"
#include "cli/plan/qd-plan-cli-private.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-memory.h"
#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-space.h"
#include "core/qd-text.h"
#include "problems/plan/qd-plan-ground.h"

static const QdSpaceAlgorithm algorithms[] = {
  QD_SPACE_BFS, QD_SPACE_UCS, QD_SPACE_ASTAR, QD_SPACE_GREEDY, QD_SPACE_WASTAR, QD_SPACE_IDASTAR, QD_SPACE_EHC,
};

static gboolean
parse_algorithm (QdPlanCliOptions *o)
{
  const char *name = o->algorithm_name != NULL ? o->algorithm_name : "astar";
  g_autofree char *head = g_strdup (name);
  char *colon = strchr (head, ':');

  gboolean known = FALSE;

  if (g_strcmp0 (name, "graphplan") == 0 || g_strcmp0 (name, "satplan") == 0)   /* qd-plan-cli-graph.c, -satplan.c */
    return TRUE;
  o->weight = 2;
  if (colon != NULL)
    *colon = '\0';
  for (guint i = 0; i < G_N_ELEMENTS (algorithms); i++)
    if (g_strcmp0 (head, qd_space_algorithm_to_string (algorithms[i])) == 0)
      {
        o->algorithm = algorithms[i];
        known = TRUE;
      }
  if (!known || (colon != NULL && o->algorithm != QD_SPACE_WASTAR))
    {
      g_autofree char *shown = qd_text_quote (name, -1);

      QD_CLI_USAGE (_("--algorithm: “%s” is not one of bfs, ucs, astar, greedy, wastar:W, idastar, ehc, graphplan, "
                      "satplan"), shown);
    }
  if (colon != NULL && (!qd_cli_parse_finite ("--algorithm wastar:W", colon + 1, &o->weight) || o->weight < 1))
    QD_CLI_USAGE ("%s", _("--algorithm wastar:W takes a weight W >= 1"));
  return TRUE;
}

/* The default: LM-cut, admissible, so that astar finds optimal plans;
 * blind for bfs and ucs, which do not order by h. */
static gboolean
parse_heuristic (QdPlanCliOptions *o)
{
  gboolean uses_h = o->algorithm != QD_SPACE_BFS && o->algorithm != QD_SPACE_UCS;
  const char *name = o->heuristic_name != NULL ? o->heuristic_name : uses_h ? "lmcut" : "blind";
  QdStripsHeuristicKind kind;

  if (!qd_strips_heuristic_from_string (name, &kind))
    {
      g_autofree char *shown = qd_text_quote (name, -1);

      QD_CLI_USAGE (_("--heuristic: “%s” is not one of %s"), shown, "blind, goalcount, hmax, hadd, hff, lmcut");
    }
  o->heuristic = kind;
  return TRUE;
}

gboolean
qd_plan_cli_parse_search (QdPlanCliOptions *o)
{
  guint64 n = 0;

  if (!qd_cli_check_time_limit (o->time_limit))
    return FALSE;
  if (o->node_limit != NULL && !g_ascii_string_to_unsigned (o->node_limit, 10, 1, G_MAXUINT64, &n, NULL))
    {
      g_autofree char *shown = qd_text_quote (o->node_limit, -1);

      QD_CLI_USAGE (_("--node-limit takes a number of nodes from 1 to %" PRIu64 ", not “%s”"),
                    (uint64_t) G_MAXUINT64, shown);
    }
  o->max_nodes = o->node_limit != NULL ? n : G_MAXUINT64;
  o->max_bytes = qd_memory_default_limit ();
  if (o->memory_limit != NULL && !qd_memory_parse (o->memory_limit, &o->max_bytes))
    {
      g_autofree char *shown = qd_text_quote (o->memory_limit, -1);

      QD_CLI_USAGE (_("--memory-limit takes a size in bytes, a whole number from 1 optionally followed by K, M, G "
                      "or T (powers of 1024, as 512M or 2GiB), not “%s”"), shown);
    }
  if (o->satisficing || o->anytime)
    return qd_plan_cli_parse_satisficing (o);
  return parse_algorithm (o) && parse_heuristic (o) && qd_plan_cli_parse_satplan (o);
}

/* ---- --steps: each expansion and its successors */

typedef struct {
  const QdStrips *strips;
  QdSpaceAlgorithm algorithm;
  guint64 expansions;
} Steps;

static const char *
node_action (const Steps *s, const QdSpaceNode *node)
{
  return node->action == QD_SPACE_ACTION_NONE ? "start" : s->strips->ops[node->action].name;
}

static void
step_expand (gpointer data, const QdSpaceRun *run, const QdSpaceNode *node)
{
  Steps *s = data;

  printf ("expand %" G_GUINT64_FORMAT " %s g %.0f h %.0f f %.0f\n", ++s->expansions, node_action (s, node), node->g,
          node->h, node->f);
}

static void
step_generate (gpointer data, const QdSpaceRun *run, const QdSpaceNode *child, QdSpaceFate fate)
{
  static const char *const fates[] = {
    [QD_SPACE_ADDED] = "add", [QD_SPACE_REPEATED] = "repeated", [QD_SPACE_BETTER] = "better",
    [QD_SPACE_GOAL] = "goal", [QD_SPACE_CUT] = "cutoff",
  };

  printf ("  %s %s g %.0f h %.0f f %.0f\n", fates[fate], node_action (data, child), child->g, child->h, child->f);
}

static void
step_iteration (gpointer data, const QdSpaceRun *run, guint k, double bound)
{
  const Steps *s = data;

  if (s->algorithm == QD_SPACE_IDASTAR)
    printf ("iteration %u bound %.0f\n", k + 1, bound);
  else if (s->algorithm == QD_SPACE_EHC)
    printf ("iteration %u h %.0f\n", k + 1, bound);
}

static const QdSpaceListener step_listener = {
  .iteration = step_iteration, .expand = step_expand, .generate = step_generate,
};

/* ---- the run */

static double
seconds (gint64 us)
{
  return (double) us / G_USEC_PER_SEC;
}

int
qd_plan_cli_stopped_status (const QdPlanCliOptions *o, guint64 generated, QdSpaceStopReason reason)
{
  printf ("stopped\n");
  if (reason == QD_SPACE_STOP_NODES)
    {
      g_printerr (_("quandary-cli: the node limit ran out after %" PRIu64 " generated nodes\n"), (uint64_t) generated);
      return QD_EXIT_LIMIT;
    }
  if (reason == QD_SPACE_STOP_MEMORY)
    {
      g_printerr (_("quandary-cli: the search would hold more than %" PRIu64 " bytes (the memory limit) after %"
                    PRIu64 " generated nodes\n"), (uint64_t) o->max_bytes, (uint64_t) generated);
      return QD_EXIT_LIMIT;
    }
  if (qd_cli_time_ran_out ())
    {
      g_printerr (_("quandary-cli: the time limit ran out after %" PRIu64 " generated nodes\n"), (uint64_t) generated);
      return QD_EXIT_LIMIT;
    }
  g_printerr (_("quandary-cli: stopped\n"));
  return QD_EXIT_STOPPED;
}

void
qd_plan_cli_print_plan (const QdStrips *strips, const guint *ops, guint n)
{
  for (guint i = 0; i < n; i++)
    if (!strips->ops[ops[i]].artificial)
      printf ("%s\n", strips->ops[ops[i]].name);
  printf ("cost %" G_GUINT64_FORMAT "\n", qd_strips_plan_cost (strips, ops, n));
}

static int
search (const QdPlanCliOptions *o, const QdStrips *strips, const gint *stop)
{
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (strips, o->heuristic);
  g_autoptr(QdSpace) space = qd_strips_space_new_heuristic (strips, h);
  Steps steps = { .strips = strips, .algorithm = o->algorithm };
  QdSpaceResult result = { 0 };
  QdSpaceOptions options;
  int status = QD_EXIT_OK;

  qd_space_options_init (&options);
  options.algorithm = o->algorithm;
  options.weight = o->weight;
  options.max_nodes = o->max_nodes;
  options.max_bytes = o->max_bytes;
  options.stop = stop;
  if (o->steps)
    {
      options.listener = &step_listener;
      options.listener_data = &steps;
    }
  if (isinf (space->heuristic (space, strips->init)))
    {
      /* A dead end from the start: not even the relaxation reaches the goal. */
      printf ("no plan\n");
      return QD_EXIT_OK;
    }
  QdPlanCliTree *tree = qd_plan_cli_tree_start (o, strips, &options);   /* --tree: qd-plan-cli-explain.c */
  qd_space_solve (space, strips->init, &options, &result);
  qd_plan_cli_outputs_keep_search (o->outputs, &result, qd_strips_space_pruned (space));
  if (result.status == QD_SPACE_SOLVED)
    {
      qd_plan_cli_print_plan (strips, result.actions, result.n_steps);
      qd_plan_cli_outputs_keep_plan (o->outputs, strips, result.actions, result.n_steps);
    }
  else if (result.status == QD_SPACE_STOPPED)
    status = qd_plan_cli_stopped_status (o, result.generated, result.stop_reason);
  else
    /* Enforced hill climbing's dead end proves nothing. */
    printf ("%s\n", o->algorithm == QD_SPACE_EHC ? "stuck" : "no plan");
  g_printerr (_("expanded %" PRIu64 ", generated %" PRIu64 ", dead ends pruned %" PRIu64 "; search %.3f s\n"),
              (uint64_t) result.expanded, (uint64_t) result.generated, (uint64_t) qd_strips_space_pruned (space),
              seconds (result.time_us));
  status = qd_plan_cli_tree_finish (tree, o, &result, status);
  qd_space_result_clear (&result);
  return status;
}

/* Ground, then search; the task proved unsolvable at grounding is `no plan`. */
static int
solve (const QdPlanCliOptions *o, const QdPlanTask *task, const gint *stop)
{
  /* --explain and --practice show the whole task: every fact and action a student reads. */
  QdPlanGroundOptions options = { .stop = stop, .relevant_only = !qd_plan_cli_explain_asked (o) };
  QdPlanGroundStats stats;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdStrips) strips = qd_plan_ground (task, &options, &stats, &error);

  if (strips == NULL && g_error_matches (error, QD_PLAN_GROUND_ERROR, QD_PLAN_GROUND_ERROR_STOPPED))
    return qd_plan_cli_stopped_status (o, 0, QD_SPACE_STOP_FLAG);
  if (strips == NULL)
    {
      g_printerr ("quandary-cli: %s: %s\n", o->problem, error->message);
      return QD_EXIT_INPUT;
    }
  g_printerr (_("ground: %u facts, %u operators; grounding %.3f s\n"), strips->n_facts, strips->n_ops,
              seconds (stats.time_us));
  qd_plan_cli_outputs_keep_ground (o->outputs, strips, stats.time_us);
  if (qd_plan_cli_graph_asked (o))
    return qd_plan_cli_graph (o, strips, stop);
  if (qd_plan_cli_explain_asked (o))
    return qd_plan_cli_explain (o, strips, stats.goal_reachable, stop);
  if (!stats.goal_reachable)
    {
      printf ("no plan\n");
      g_printerr ("%s\n", _("the goal cannot be reached even ignoring deletes"));
      return QD_EXIT_OK;
    }
  if (qd_plan_cli_satplan_asked (o))
    return qd_plan_cli_satplan (o, task, strips, stop);
  if (o->satisficing)
    return qd_plan_cli_satisficing (o, strips, stop);
  return search (o, strips, stop);
}

int
qd_plan_cli_solve (const QdPlanCliOptions *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new_from_files (o->domain, o->problem, &error);
  int status;

  if (task == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = solve (o, task, qd_cli_catch_interrupt_until (o->time_limit));
  qd_cli_release_interrupt_until ();
  return qd_plan_cli_outputs_finish (o, g_steal_pointer (&task), NULL, status);
}
