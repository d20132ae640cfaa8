/* qd-plan-page-solve.c — the Planning tab's Solve group: an algorithm of
 * `quandary-cli plan` (bfs, ucs, astar, greedy, wastar with its weight,
 * idastar, ehc, graphplan, satplan, satisficing with its anytime switch), a
 * heuristic (core/qd-strips-heuristic.h; not asked of the algorithms that
 * ignore it), a node limit (0, the default: none; the memory limit is the
 * command line's, qd-memory.h), Solve and Stop (run.solve on F5, run.stop on
 * Escape), a status line and the satisficing planner's plans found
 * (qd-plan-page-satisficing.c), each shown as it comes.
 *
 * The search runs on the page's job over a snapshot of the task: the two
 * texts are copied, read and ground on the worker (grounding reports its
 * operators and facts and honours Stop), then searched as the command line
 * searches them (qd-plan-cli-solve.c: the relevant task, blind for bfs and
 * ucs, a dead start is no plan), so the numbers are the command line's.
 * The plan found goes into the plan editor and is checked; the search tree
 * (a best-first search's built when it ends, at most TREE_BUDGET nodes
 * kept) is shown under the picture (F8), each node named by its action
 * with its g, h and f, the plan's path marked.  An edit of the task makes
 * the last result stale: it is dropped and the status says so. */
#include "config.h"
#include "qd-plan-page-private.h"
#include "qd-plan-page-solve.h"
#include "app/qd-page-tree.h"
#include "app/widgets/qd-drop-down.h"
#include "app/widgets/qd-search-tree-pane.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-format.h"
#include "core/qd-memory.h"
#include "core/qd-owned.h"
#include "core/qd-space-tree.h"
#include "core/qd-strips-graph.h"
#include "core/qd-strips-heuristic.h"
#include "core/qd-strips-lazy.h"
#include "core/qd-strips-space.h"
#include "problems/plan/qd-plan-ground.h"
#include "problems/plan/qd-plan-satplan.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* The nodes of the search tree a run keeps at most: a larger search says
 * how many it did not record. */
#define TREE_BUDGET 50000
#define PROGRESS_INTERVAL_MS 150

/* The algorithms as the command line names them (--algorithm). */
static const char *const algorithm_names[] = {
  "bfs", "ucs", "astar", "greedy", "wastar", "idastar", "ehc", "graphplan", "satplan", "satisficing",
};
enum { ASTAR_INDEX = 2, WASTAR_INDEX = 4, GRAPHPLAN_INDEX = 7, SATPLAN_INDEX = 8, SATISFICING_INDEX = 9 };

typedef enum {
  OUTCOME_SOLVED,
  OUTCOME_NO_PLAN,          /* the search proved it */
  OUTCOME_UNREACHABLE,      /* not even the relaxation reaches the goal */
  OUTCOME_STUCK,            /* enforced hill climbing */
  OUTCOME_STOPPED_NODES,
  OUTCOME_STOPPED_MEMORY,
  OUTCOME_STOPPED,
  OUTCOME_HORIZON,          /* SATPlan: no plan within its maximum horizon */
} Outcome;

/* What a run found (the worker's result). */
typedef struct {
  QdOwned owned;              /* the plan */
  Outcome outcome;
  gboolean graphplan, satplan, satisficing;
  gboolean optimal;           /* satisficing, anytime: the last plan proved optimal */
  GPtrArray *found;           /* satisficing: its plans (QdPlanFound), or NULL */
  guint64 evaluated;
  gboolean tree_recorded;
  char *plan;                 /* the actions, a line each, or NULL */
  guint n_actions;
  guint64 cost, expanded, generated, pruned;
  guint n_facts, n_ops, level;
  guint64 searched, nogoods;  /* GraphPlan's goal sets and nogoods */
  guint n_horizons;           /* SATPlan's horizons tried */
  char *horizons;             /* and their lines (qd-plan-page-satplan.c), or NULL */
  gint64 ground_us, search_us;
} SolveOutput;

struct _QdPlanSolve
{
  GtkWidget *group;
  AdwComboRow *algorithm_row, *heuristic_row;
  GtkWidget *weight_row, *nodes_row, *anytime_row;
  GtkSwitch *anytime_switch;
  GtkWidget *found_list;      /* the satisficing planner's plans */
  GtkSpinButton *weight_spin, *nodes_spin;
  GtkLabel *status_label;
  GSimpleActionGroup *actions;
  QdPageTree *tree;
  SolveOutput *last;          /* the last run's, or NULL (none, or the task changed since) */
  gboolean running;           /* a run started, its end not shown yet */
  guint running_index;        /* its algorithm, in algorithm_names */
  gint node;                  /* the tree's node whose state is drawn, or -1 */
  QdPlanTrace *node_trace;    /* its path from the start run on the task */
  GArray *node_goal;          /* QdPlanLiteral: the goal in its state */
  char *node_caption;
};

/* What the worker is given: copies, so the page may change meanwhile. */
typedef struct {
  QdOwned owned;              /* the document, the name and the tree */
  QdPlanDocument *document;   /* the texts (the task read on the worker) */
  char *name;                 /* the document's file name, for errors */
  guint algorithm_index;      /* in algorithm_names */
  QdSpaceAlgorithm algorithm;
  QdStripsHeuristicKind heuristic;
  double weight;
  guint64 max_nodes;          /* 0: no node limit */
  gboolean anytime;           /* satisficing: improve the plan */
  QdSearchTree *tree;         /* the page tree's, unbound, or NULL */
} SolveTask;

static const QdPlanSolveSnapshot ground_snapshot = { QD_PLAN_PHASE_GROUND, NULL };
static const QdPlanSolveSnapshot search_snapshot = { QD_PLAN_PHASE_SEARCH, NULL };

/* Whether `algorithm_index` orders by h (bfs, ucs and GraphPlan do not). */
static gboolean
uses_heuristic (guint algorithm_index)
{
  return algorithm_index != 0 && algorithm_index != 1 && algorithm_index < GRAPHPLAN_INDEX;
}

/* ------------------------------------------------------------ the worker */

/* The ground operators' names, copied for the main thread (the task is
 * the worker's): the search tree's actions. */
typedef struct {
  QdOwned owned;              /* the names */
  guint n_ops;
  char **names;
} OpNames;

static OpNames *
op_names_new (const QdStrips *strips)
{
  OpNames *ops = g_new0 (OpNames, 1);

  ops->n_ops = strips->n_ops;
  ops->names = qd_owned_add (&ops->owned, g_new (char *, strips->n_ops + 1), (GDestroyNotify) g_strfreev);
  for (guint i = 0; i < strips->n_ops; i++)
    ops->names[i] = g_strdup (strips->ops[i].name);
  ops->names[strips->n_ops] = NULL;
  return ops;
}

static const char *
op_name (const OpNames *ops, guint32 op)
{
  return ops != NULL && op < ops->n_ops ? ops->names[op] : NULL;
}

/* A tree node's action. */
static void
tree_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  const char *name = op_name (data, move);

  if (move == QD_MOVE_NONE)
    g_string_append (out, _("start"));
  else if (name != NULL)
    g_string_append (out, name);
}

static void
take_plan (SolveOutput *out, const QdStrips *strips, const guint *ops, guint n)
{
  out->plan = qd_owned_add (&out->owned, qd_plan_found_text (strips, ops, n, &out->n_actions), g_free);
  out->cost = qd_strips_plan_cost (strips, ops, n);
  out->outcome = OUTCOME_SOLVED;
}

static void
take_result (SolveOutput *out, const SolveTask *task, const QdStrips *strips, const QdSpaceResult *result)
{
  out->expanded = result->expanded;
  out->generated = result->generated;
  out->search_us = result->time_us;
  if (result->status == QD_SPACE_SOLVED)
    take_plan (out, strips, result->actions, result->n_steps);
  else if (result->status == QD_SPACE_STOPPED)
    out->outcome = result->stop_reason == QD_SPACE_STOP_NODES    ? OUTCOME_STOPPED_NODES
                   : result->stop_reason == QD_SPACE_STOP_MEMORY ? OUTCOME_STOPPED_MEMORY
                                                                 : OUTCOME_STOPPED;
  else
    /* Enforced hill climbing's dead end proves nothing. */
    out->outcome = task->algorithm == QD_SPACE_EHC ? OUTCOME_STUCK : OUTCOME_NO_PLAN;
}

static void
run_search (QdJob *job, SolveTask *task, const QdStrips *strips, SolveOutput *out)
{
  g_autoptr(QdStripsHeuristic) h = qd_strips_heuristic_new (strips, uses_heuristic (task->algorithm_index)
                                                                    ? task->heuristic : QD_STRIPS_BLIND);
  g_autoptr(QdSpace) space = qd_strips_space_new_heuristic (strips, h);
  QdSpaceResult result = { 0 };
  QdSpaceOptions options;
  QdSpaceTree *rec = NULL;

  qd_space_options_init (&options);
  options.algorithm = task->algorithm;
  options.weight = task->weight;
  options.max_nodes = task->max_nodes != 0 ? task->max_nodes : G_MAXUINT64;
  options.max_bytes = qd_memory_default_limit ();
  options.stop = qd_job_get_stop_flag (job);
  options.progress = qd_job_get_progress (job);
  if (isinf (space->heuristic (space, strips->init)))
    {
      /* A dead end from the start, as the command line says it. */
      out->outcome = OUTCOME_UNREACHABLE;
      return;
    }
  if (task->tree != NULL)
    rec = qd_space_tree_new (task->tree, &options, tree_move_text, op_names_new (strips), qd_owned_free);
  qd_space_solve (space, strips->init, &options, &result);
  if (rec != NULL)
    {
      qd_space_tree_finish (rec, &result);
      qd_space_tree_free (rec);
      out->tree_recorded = TRUE;
    }
  take_result (out, task, strips, &result);
  out->pruned = qd_strips_space_pruned (space);
  qd_space_result_clear (&result);
}

static gboolean
run_graphplan (QdJob *job, const QdStrips *strips, SolveOutput *out, GError **error)
{
  QdStripsGraphLimits limits = { .stop = qd_job_get_stop_flag (job) };
  g_autoptr(QdStripsGraph) graph = qd_strips_graph_new (strips, &limits, error);
  g_autoptr(GError) local = NULL;
  gint64 start = g_get_monotonic_time ();
  QdStripsGraphPlan plan;

  out->graphplan = TRUE;
  if (graph == NULL)
    return FALSE;
  if (!qd_strips_graphplan (graph, &plan, &local))
    {
      if (!g_error_matches (local, QD_STRIPS_GRAPH_ERROR, QD_STRIPS_GRAPH_ERROR_STOPPED))
        return g_propagate_error (error, g_steal_pointer (&local)), FALSE;
      out->outcome = OUTCOME_STOPPED;
      return TRUE;
    }
  out->search_us = g_get_monotonic_time () - start;
  out->level = plan.level;
  out->searched = plan.searched;
  out->nogoods = plan.nogoods;
  if (plan.status == QD_STRIPS_GRAPH_SOLVED)
    take_plan (out, strips, (const guint *) plan.ops->data, plan.ops->len);
  else
    out->outcome = OUTCOME_NO_PLAN;
  qd_strips_graph_plan_clear (&plan);
  return TRUE;
}

/* SATPlan (problems/plan/qd-plan-satplan.h, its plan checked there too),
 * the horizon being solved published as progress. */
static void
satplan_horizon_done (gpointer data, const QdSatplanHorizon *horizon)
{
  qd_progress_set (&((QdProgress *) data)->done, horizon->horizon + 1);
}

static gboolean
run_satplan (QdJob *job, const QdPlanTask *task, const QdStrips *strips, SolveOutput *out, GError **error)
{
  QdSatplanOptions options;
  QdSatplanResult result;
  gboolean ok;

  qd_satplan_options_init (&options);
  options.stop = qd_job_get_stop_flag (job);
  options.horizon_done = satplan_horizon_done;
  options.data = qd_job_get_progress (job);
  out->satplan = TRUE;
  ok = qd_plan_satplan (task, strips, &options, &result, error);
  out->search_us = result.time_us;
  out->n_horizons = result.horizons->len;
  out->horizons = qd_owned_add (&out->owned, qd_plan_page_satplan_text (&result), g_free);
  if (result.status == QD_SATPLAN_SOLVED)
    take_plan (out, strips, (const guint *) result.ops->data, result.ops->len);
  else
    /* Too big a formula ends the run as a limit does: stopped. */
    out->outcome = result.status == QD_SATPLAN_UNREACHABLE ? OUTCOME_UNREACHABLE
                   : result.status == QD_SATPLAN_HORIZON   ? OUTCOME_HORIZON
                                                           : OUTCOME_STOPPED;
  qd_satplan_result_clear (&result);
  return ok;
}

/* The satisficing planner (qd-plan-page-satisficing.c). */
static void
run_satisficing (QdJob *job, const SolveTask *task, const QdStrips *strips, SolveOutput *out)
{
  QdStripsLazyResult result;

  out->found = qd_owned_add (&out->owned, qd_plan_satisficing_run (job, strips, task->anytime, &result),
                             (GDestroyNotify) g_ptr_array_unref);
  out->satisficing = TRUE;
  out->expanded = result.expanded;
  out->evaluated = result.evaluated;
  out->generated = result.generated;
  out->search_us = result.time_us;
  out->optimal = result.optimal;
  if (result.status == QD_STRIPS_LAZY_SOLVED)
    take_plan (out, strips, (const guint *) (void *) result.plan->data, result.plan->len);
  else if (result.status == QD_STRIPS_LAZY_NO_SOLUTION)
    out->outcome = OUTCOME_NO_PLAN;
  else
    out->outcome = result.stop_reason == QD_SPACE_STOP_MEMORY ? OUTCOME_STOPPED_MEMORY : OUTCOME_STOPPED;
  qd_strips_lazy_result_clear (&result);
}

/* Reads and grounds the task (stoppable), then searches it. */
static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  SolveTask *task = data;
  QdPlanGroundOptions options = {
    .stop = qd_job_get_stop_flag (job), .progress = qd_job_get_progress (job), .relevant_only = TRUE,
  };
  QdPlanGroundStats stats = { 0 };
  g_autoptr(QdStrips) strips = NULL;
  g_autoptr(GError) local = NULL;
  SolveOutput *out = g_new0 (SolveOutput, 1);

  qd_job_publish (job, (gpointer) &ground_snapshot, NULL);
  if (!qd_plan_document_read_task (task->document, task->name, error))
    return qd_owned_free (out), NULL;
  strips = qd_plan_ground (task->document->task, &options, &stats, &local);
  out->ground_us = stats.time_us;
  if (strips == NULL && g_error_matches (local, QD_PLAN_GROUND_ERROR, QD_PLAN_GROUND_ERROR_STOPPED))
    return out->outcome = OUTCOME_STOPPED, out;
  if (strips == NULL)
    {
      g_set_error (error, local->domain, local->code, "%s: %s", task->name, local->message);
      return qd_owned_free (out), NULL;
    }
  out->n_facts = strips->n_facts;
  out->n_ops = strips->n_ops;
  if (!stats.goal_reachable)
    return out->outcome = OUTCOME_UNREACHABLE, out;
  qd_job_publish (job, (gpointer) &search_snapshot, NULL);
  if (task->algorithm_index < GRAPHPLAN_INDEX)
    run_search (job, task, strips, out);
  else if (task->algorithm_index == SATISFICING_INDEX)
    run_satisficing (job, task, strips, out);
  else if (task->algorithm_index == GRAPHPLAN_INDEX ? !run_graphplan (job, strips, out, error)
                                                    : !run_satplan (job, task->document->task, strips, out, error))
    return qd_owned_free (out), NULL;
  return out;
}

/* ------------------------------------------------------------ the result */

/* Seconds to the millisecond, as the command line prints them. */
static char *
seconds_text (gint64 us)
{
  return g_strdup_printf ("%.3f", (double) us / G_USEC_PER_SEC);
}

/* "1,234 expanded, 2,345 generated; grounding 0.01 s, search 0.2 s" or
 * GraphPlan's goal sets and nogoods (to free). */
static char *
counts_text (const SolveOutput *out)
{
  g_autofree char *a = qd_format_count (out->graphplan ? out->searched : out->expanded);
  g_autofree char *b = qd_format_count (out->graphplan ? out->nogoods : out->generated);
  g_autofree char *ground = seconds_text (out->ground_us);
  g_autofree char *search = seconds_text (out->search_us);

  if (out->graphplan)
    return g_strdup_printf (_("%s goal sets searched, %s nogoods; grounding %s s, search %s s"), a, b, ground,
                            search);
  if (out->satisficing)
    return qd_plan_satisficing_counts (a, out->evaluated, b, ground, search);
  if (out->satplan)
    return g_strdup_printf (ngettext ("%u horizon; grounding %s s, search %s s",
                                      "%u horizons; grounding %s s, search %s s", out->n_horizons),
                            out->n_horizons, ground, search);
  return g_strdup_printf (_("%s expanded, %s generated; grounding %s s, search %s s"), a, b, ground, search);
}

static char *
result_text (const SolveOutput *out)
{
  g_autofree char *counts = counts_text (out);
  g_autofree char *cost = qd_format_count (out->cost), *limit = qd_format_count (qd_memory_default_limit ());

  switch (out->outcome)
    {
    case OUTCOME_SOLVED:
      if (out->satisficing && out->found != NULL && out->found->len > 1)
        return qd_plan_satisficing_result (out->found->len, out->n_actions, cost, out->optimal, counts);
      return g_strdup_printf (ngettext ("Plan found: %u action, cost %s (%s). It is in the plan below, checked.",
                                        "Plan found: %u actions, cost %s (%s). It is in the plan below, checked.",
                                        out->n_actions),
                              out->n_actions, cost, counts);
    case OUTCOME_NO_PLAN:
      return g_strdup_printf (_("No plan: the search proved that no plan reaches the goal (%s)."), counts);
    case OUTCOME_UNREACHABLE:
      return g_strdup_printf (_("No plan: the goal cannot be reached even ignoring deletes (%s)."), counts);
    case OUTCOME_STUCK:
      return g_strdup_printf (_("Stuck: enforced hill climbing found no state with a smaller h; a plan may still "
                                "exist (%s)."), counts);
    case OUTCOME_STOPPED_NODES:
      return g_strdup_printf (_("Stopped: the node limit ran out before a plan was found (%s)."), counts);
    case OUTCOME_STOPPED_MEMORY:
      return g_strdup_printf (_("Stopped: the search would hold more than %s bytes, the memory limit, before a "
                                "plan was found (%s)."), limit, counts);
    case OUTCOME_HORIZON:
      return g_strdup_printf (ngettext ("Stopped: no plan of at most %u action, the maximum horizon; a longer one "
                                        "may exist (%s).",
                                        "Stopped: no plan of at most %u actions, the maximum horizon; a longer one "
                                        "may exist (%s).", out->n_horizons - 1),
                              out->n_horizons - 1, counts);
    default:
      return g_strdup_printf (_("Stopped before a plan was found (%s)."), counts);
    }
}

/* The result, then SATPlan's horizons a line each. */
static char *
status_text (const SolveOutput *out)
{
  g_autofree char *text = result_text (out);

  if (out->horizons == NULL || out->horizons[0] == '\0')
    return g_steal_pointer (&text);
  return g_strdup_printf ("%s\n%s", text, out->horizons);
}

static void
set_status (QdPlanSolve *solve, const char *text)
{
  gtk_label_set_text (solve->status_label, text);
}

/* A run's end: its result said, its plan put in the editor and checked. */
static void
show_output (QdPlanPage *self, SolveOutput *out)
{
  QdPlanSolve *solve = self->solve;
  g_autofree char *text = status_text (out);

  if (!out->tree_recorded)
    qd_page_tree_none (solve->tree,
                       out->graphplan     ? _("GraphPlan searches its planning graph, not a tree of states.")
                       : out->satplan     ? _("SATPlan solves a formula for each horizon, not a tree of states.")
                       : out->satisficing ? _("The satisficing planner keeps no tree: its searches are too large "
                                              "to draw.")
                                          : _("No search ran: no tree."));
  qd_plan_found_list_update (solve->found_list, out->found);
  qd_owned_free (solve->last);
  solve->last = out;
  set_status (solve, text);
  if (out->outcome != OUTCOME_SOLVED)
    return;
  qd_plan_page_set_plan (self, out->plan);
  qd_plan_page_check (self);
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdPlanSolve *solve = QD_PLAN_PAGE (page)->solve;
  const GError *error = qd_job_get_error (job);
  SolveOutput *out = qd_job_steal_result (job);

  solve->running = FALSE;
  qd_page_tree_run_ended (solve->tree);
  if (out != NULL)
    {
      show_output (QD_PLAN_PAGE (page), out);
      return;
    }
  qd_page_tree_clear (solve->tree);
  set_status (solve, error != NULL && qd_page_toast_error (page, error) ? error->message
                                                                         : _("The search was stopped."));
}

/* "Grounding… 1,234 operators, 567 facts", then "Searching… E expanded,
 * G generated, depth D" (f bound for IDA*, h for hill climbing). */
static void
on_progress (QdJob *job, QdPlanPage *self)
{
  const QdPlanSolveSnapshot *snapshot = qd_job_get_snapshot (job);
  QdSpaceAlgorithm a = QD_SPACE_ASTAR;
  guint index;
  g_autofree char *text = NULL;
  g_autofree char *done = NULL, *nodes = NULL, *value = NULL;
  QdProgress p;

  if (self->solve == NULL)   /* the tab is closing */
    return;
  index = self->solve->running_index;
  qd_job_read_progress (job, &p);
  done = qd_format_count ((guint64) MAX (p.done, 0));
  nodes = qd_format_count ((guint64) MAX (p.nodes, 0));
  value = qd_format_count ((guint64) MAX (p.value, 0));
  if (index < G_N_ELEMENTS (algorithm_names))
    qd_space_algorithm_from_string (algorithm_names[index], &a);
  if (snapshot == NULL || snapshot->phase == QD_PLAN_PHASE_GROUND)
    text = g_strdup_printf (_("Grounding… %s operators, %s facts"), done, nodes);
  else if (index == SATISFICING_INDEX)
    text = qd_plan_satisficing_progress (self, self->solve->found_list, snapshot, nodes);
  else if (index == GRAPHPLAN_INDEX)
    text = g_strdup (_("Searching the planning graph…"));
  else if (index == SATPLAN_INDEX)
    /* TRANSLATORS: SATPlan solving the formula of plans of this many actions */
    text = g_strdup_printf (_("Solving horizon %s…"), done);
  else
    text = g_strdup_printf (a == QD_SPACE_IDASTAR ? _("Searching… %s expanded, %s generated, f bound %s")
                            : a == QD_SPACE_EHC   ? _("Searching… %s expanded, %s generated, h %s")
                                                  : _("Searching… %s expanded, %s generated, depth %s"),
                            done, nodes, value);
  set_status (self->solve, text);
}

/* ------------------------------------------------------------- the run */

static SolveTask *
task_new (QdPlanPage *self)
{
  QdPlanSolve *solve = self->solve;
  SolveTask *task = g_new0 (SolveTask, 1);

  /* The texts only: the task is read again on the worker. */
  task->document = qd_owned_add (&task->owned, qd_plan_document_copy_texts (self->document),
                                 (GDestroyNotify) qd_plan_document_free);
  task->name = qd_owned_add (&task->owned, qd_plan_files_name (self), g_free);
  task->algorithm_index = MIN (adw_combo_row_get_selected (solve->algorithm_row), SATISFICING_INDEX);
  qd_space_algorithm_from_string (algorithm_names[task->algorithm_index], &task->algorithm);
  task->heuristic = MIN (adw_combo_row_get_selected (solve->heuristic_row), QD_STRIPS_N_HEURISTICS - 1);
  task->weight = gtk_spin_button_get_value (solve->weight_spin);
  task->max_nodes = (guint64) gtk_spin_button_get_value (solve->nodes_spin);
  task->anytime = gtk_switch_get_active (solve->anytime_switch);
  return task;
}

static void
solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdPlanPage *self = data;
  QdPlanSolve *solve = self->solve;
  SolveTask *task;
  QdJob *job;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  if (self->document->task == NULL)
    {
      /* The task's error names its file, line and column. */
      const char *why = self->task_error != NULL ? self->task_error : _("The task is not complete.");

      qd_page_toast (QD_PAGE (self), why);
      set_status (solve, why);
      return;
    }
  task = task_new (self);
  if (task->algorithm_index < GRAPHPLAN_INDEX)
    task->tree = qd_owned_add (&task->owned, qd_page_tree_start (solve->tree, QD_SEARCH_TREE_STATE, TREE_BUDGET),
                               (GDestroyNotify) qd_search_tree_unref);
  if (task->tree != NULL && task->algorithm != QD_SPACE_IDASTAR)
    qd_search_tree_pane_set_empty_text (qd_page_tree_get_pane (solve->tree),
                                        _("The tree of a best-first search appears when the search ends."));
  g_clear_pointer (&solve->last, qd_owned_free);
  qd_plan_found_list_clear (solve->found_list);
  solve->running = TRUE;
  solve->running_index = task->algorithm_index;
  job = qd_page_start_job (QD_PAGE (self), _("Solving the task"), solve_worker, task, qd_owned_free,
                           qd_owned_free, on_solve_done);
  qd_job_set_interval (job, PROGRESS_INTERVAL_MS);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_progress), self, 0);
  set_status (solve, _("Grounding…"));
}

/* Stop keeps what the search counted: its end comes as a stopped run. */
static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  if (QD_PLAN_PAGE (data)->solve->running)
    qd_page_stop_job (QD_PAGE (data));
}

static const GActionEntry actions[] = {
  { .name = "solve", .activate = solve_activated },
  { .name = "stop", .activate = stop_activated },
};

static void
enable (QdPlanSolve *solve, const char *name, gboolean enabled)
{
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (solve->actions), name)),
                               enabled);
}

/* The page's job started or ended; a run cancelled (another task opened)
 * has no end of its own to show. */
static void
on_busy (QdPlanPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));

  enable (self->solve, "solve", !busy);
  enable (self->solve, "stop", busy && self->solve->running);
  if (!busy && self->solve->running)
    {
      self->solve->running = FALSE;
      set_status (self->solve, _("The search was stopped."));
    }
}

/* ------------------------------------------------------------ the group */

static void
on_algorithm_changed (QdPlanSolve *solve)
{
  guint index = adw_combo_row_get_selected (solve->algorithm_row);

  gtk_widget_set_sensitive (GTK_WIDGET (solve->heuristic_row), uses_heuristic (index));
  gtk_widget_set_visible (solve->weight_row, index == WASTAR_INDEX);
  /* The satisficing planner is bound by memory, not by a node count. */
  gtk_widget_set_sensitive (solve->nodes_row, index != SATISFICING_INDEX);
  gtk_widget_set_visible (solve->anytime_row, index == SATISFICING_INDEX);
}

static AdwComboRow *
add_combo_row (QdPlanSolve *solve, const char *title, GtkStringList *labels, guint selected)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  g_object_unref (labels);
  adw_combo_row_set_selected (row, selected);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), GTK_WIDGET (row));
  qd_drop_down_show_whole (GTK_WIDGET (row));
  return row;
}

static void
add_choice_rows (QdPlanSolve *solve)
{
  GtkStringList *algorithms = gtk_string_list_new (NULL);
  GtkStringList *heuristics = gtk_string_list_new (NULL);
  QdSpaceAlgorithm a;

  for (guint i = 0; i < GRAPHPLAN_INDEX; i++)
    if (qd_space_algorithm_from_string (algorithm_names[i], &a))
      gtk_string_list_append (algorithms, qd_space_algorithm_label (a));
  gtk_string_list_append (algorithms, _("GraphPlan"));
  gtk_string_list_append (algorithms, _("SATPlan"));
  gtk_string_list_append (algorithms, _("Satisficing (LAMA)"));
  for (guint k = 0; k < QD_STRIPS_N_HEURISTICS; k++)
    gtk_string_list_append (heuristics, qd_strips_heuristic_label (k));
  solve->algorithm_row = add_combo_row (solve, _("Algorithm"), algorithms, ASTAR_INDEX);
  solve->heuristic_row = add_combo_row (solve, _("Heuristic"), heuristics, QD_STRIPS_LMCUT);
  g_signal_connect_swapped (solve->algorithm_row, "notify::selected", G_CALLBACK (on_algorithm_changed), solve);
}

static GtkSpinButton *
add_spin_row (QdPlanSolve *solve, const char *title, const char *subtitle, GtkAdjustment *adjustment, guint digits,
              GtkWidget **row_out)
{
  GtkWidget *row = adw_action_row_new ();
  GtkSpinButton *spin = GTK_SPIN_BUTTON (gtk_spin_button_new (adjustment, 1, digits));

  gtk_spin_button_set_numeric (spin, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (spin));
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), row);
  if (row_out != NULL)
    *row_out = row;
  return spin;
}

static GtkWidget *
run_button (const char *action, const char *icon, const char *label, const char *tooltip, gboolean suggested)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *content = adw_button_content_new ();

  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), icon);
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), label);
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (button), content);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  return button;
}

static void
add_run_row (QdPlanSolve *solve)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  gtk_widget_set_margin_top (box, 12);
  gtk_box_append (GTK_BOX (box), run_button ("run.solve", "media-playback-start-symbolic", _("So_lve"),
                                             _("Search for a plan from the initial state (F5)"), TRUE));
  gtk_box_append (GTK_BOX (box), run_button ("run.stop", "media-playback-stop-symbolic", _("S_top"),
                                             _("Stop the search (Escape)"), FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), box);
  solve->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (solve->status_label, TRUE);
  gtk_label_set_wrap_mode (solve->status_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (solve->status_label, 0);
  gtk_label_set_selectable (solve->status_label, TRUE);
  gtk_widget_set_margin_top (GTK_WIDGET (solve->status_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (solve->status_label), "data-text");
  gtk_accessible_update_property (GTK_ACCESSIBLE (solve->status_label), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the search found"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), GTK_WIDGET (solve->status_label));
}

static void
add_rows (QdPlanSolve *solve, QdPlanPage *page)
{
  add_choice_rows (solve);
  solve->weight_spin = add_spin_row (solve, _("Weight w"), _("f = g + w · h; the cost is at most w times the least"),
                                     gtk_adjustment_new (2, 1, 100, 0.25, 1, 0), 2, &solve->weight_row);
  solve->nodes_spin = add_spin_row (solve, _("Node Limit"),
                                    _("The search stops after generating this many nodes; 0: no node limit, only "
                                      "the memory limit (half of the machine's memory, at most 16 GiB)"),
                                    gtk_adjustment_new (0, 0, 1e9, 100000, 1000000, 0), 0, &solve->nodes_row);
  solve->anytime_row = qd_plan_anytime_row_new (&solve->anytime_switch);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), solve->anytime_row);
  add_run_row (solve);
  solve->found_list = qd_plan_found_list_new (page);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), solve->found_list);
  on_algorithm_changed (solve);
}

/* ---------------------------------------------------- a node of the tree */

/* The actions from the start to `node`, a line each (the iterations of
 * IDA*'s tree and the start have none). */
static char *
path_text (const QdSearchTree *tree, guint node)
{
  gpointer data = NULL;
  const OpNames *ops = qd_search_tree_get_move_text (tree, &data) == tree_move_text ? data : NULL;
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  for (guint32 p = node; p != QD_SEARCH_NODE_NONE; p = qd_search_tree_node (tree, p)->parent)
    {
      const QdSearchNode *at = qd_search_tree_node (tree, p);

      if (at->depth > 0 && !(at->flags & QD_SEARCH_NODE_ITERATION) && op_name (ops, at->a) != NULL)
        g_ptr_array_add (lines, (gpointer) op_name (ops, at->a));
    }
  for (guint i = lines->len; i > 0; i--)
    g_string_append_printf (text, "%s\n", (const char *) lines->pdata[i - 1]);
  return g_string_free (text, FALSE);
}

static void
clear_node (QdPlanSolve *solve)
{
  solve->node = -1;
  g_clear_pointer (&solve->node_trace, qd_plan_trace_free);
  g_clear_pointer (&solve->node_goal, g_array_unref);
  g_clear_pointer (&solve->node_caption, g_free);
}

/* The node chosen in the tree (or none): its state is drawn, reached by
 * its path's actions from the initial state. */
static void
show_node (gpointer page)
{
  QdPlanPage *self = page;
  QdPlanSolve *solve = self->solve;
  const QdSearchTree *tree = qd_page_tree_get_tree (solve->tree);
  gint node = qd_page_tree_get_node (solve->tree);
  g_autofree char *path = NULL;
  g_autoptr(GString) label = g_string_new (NULL);
  QdPlanRenderOptions options;

  clear_node (solve);
  if (tree != NULL && node >= 0 && self->document->task != NULL)
    {
      path = path_text (tree, (guint) node);
      solve->node_trace = qd_plan_trace_new (self->document->task, path, strlen (path), "node", NULL);
    }
  if (solve->node_trace != NULL)
    {
      solve->node = node;
      solve->node_goal = qd_plan_goal_literals (self->document->task,
                                                qd_plan_trace_state (solve->node_trace,
                                                                     solve->node_trace->steps->len));
      qd_search_tree_label (tree, (guint) node, label);
      /* TRANSLATORS: the caption of a search tree's node drawn: its number, then its action with g, h and f */
      solve->node_caption = g_strdup_printf (_("Node %d: %s"), node, label->str);
    }
  if (self->trace == NULL)
    return;
  qd_plan_steps_options (self, &options, NULL);
  qd_plan_view_set_options (self->state_view, &options);
}

void
qd_plan_solve_leave_node (QdPlanPage *self)
{
  if (self->solve == NULL || self->solve->node < 0)
    return;
  clear_node (self->solve);
  qd_page_tree_leave_node (self->solve->tree);
}

void
qd_plan_solve_options (QdPlanPage *self, QdPlanRenderOptions *options)
{
  QdPlanSolve *solve = self->solve;

  if (solve == NULL || solve->node_trace == NULL)
    return;
  options->state = qd_plan_trace_state (solve->node_trace, solve->node_trace->steps->len);
  options->goal = solve->node_goal;
  options->caption = solve->node_caption;
  options->focus = NULL;
  options->added = NULL;
  options->read = NULL;
}

void
qd_plan_solve_init (QdPlanPage *self)
{
  QdPlanSolve *solve = g_new0 (QdPlanSolve, 1);
  GtkWidget *slot = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (self), QD_TYPE_PLAN_PAGE, "solve_slot"));

  self->solve = solve;
  solve->node = -1;
  solve->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (solve->group), _("Solve"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (solve->group),
                                         _("Search for a plan as quandary-cli plan does; the plan found goes into "
                                           "the plan below, its search tree under the picture (F8)."));
  gtk_box_append (GTK_BOX (slot), solve->group);
  add_rows (solve, self);
  solve->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (solve->actions), actions, G_N_ELEMENTS (actions), self);
  qd_widget_insert_action_group (GTK_WIDGET (self), "run", G_ACTION_GROUP (solve->actions));
  solve->tree = qd_page_tree_new (QD_CANVAS (self->state_view), NULL, show_node, self);
  /* data-text: the tree's labels are the actions as the domain writes them. */
  gtk_widget_add_css_class (GTK_WIDGET (qd_search_tree_pane_get_view (qd_page_tree_get_pane (solve->tree))), "data-text");
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (on_busy), self);
  on_busy (self);
}

/* The task changed: a run on the old one is cancelled, its result and
 * tree dropped. */
void
qd_plan_solve_stale (QdPlanPage *self)
{
  QdPlanSolve *solve = self->solve;
  gboolean had = solve != NULL && (solve->running || solve->last != NULL);

  if (solve == NULL)
    return;
  if (solve->running)
    {
      solve->running = FALSE;
      qd_page_cancel_job (QD_PAGE (self));
    }
  g_clear_pointer (&solve->last, qd_owned_free);
  qd_plan_found_list_clear (solve->found_list);
  clear_node (solve);
  qd_page_tree_clear (solve->tree);
  if (had)
    set_status (solve, _("The task changed since the last search: solve it again (F5)."));
}

void
qd_plan_solve_free (QdPlanPage *self)
{
  QdPlanSolve *solve = g_steal_pointer (&self->solve);

  if (solve == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self, on_busy, self);
  g_clear_pointer (&solve->tree, qd_page_tree_free);
  g_clear_object (&solve->actions);
  clear_node (solve);
  qd_owned_free (solve->last);
  g_free (solve);
}

/* ------------------------------------------------------------ for tests */

gboolean
qd_plan_page_set_solve_algorithm (QdPlanPage *self, const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (algorithm_names); i++)
    if (g_strcmp0 (name, algorithm_names[i]) == 0)
      {
        adw_combo_row_set_selected (self->solve->algorithm_row, i);
        return TRUE;
      }
  return FALSE;
}

gboolean
qd_plan_page_set_solve_heuristic (QdPlanPage *self, const char *name)
{
  QdStripsHeuristicKind kind;

  if (!qd_strips_heuristic_from_string (name, &kind))
    return FALSE;
  adw_combo_row_set_selected (self->solve->heuristic_row, kind);
  return TRUE;
}

void
qd_plan_page_set_solve_weight (QdPlanPage *self, double weight)
{
  gtk_spin_button_set_value (self->solve->weight_spin, weight);
}

void
qd_plan_page_set_solve_anytime (QdPlanPage *self, gboolean anytime)
{
  gtk_switch_set_active (self->solve->anytime_switch, anytime);
}

gboolean
qd_plan_page_solve_asks_anytime (QdPlanPage *self)
{
  return gtk_widget_get_visible (self->solve->anytime_row);
}

guint
qd_plan_page_get_solve_plans_found (QdPlanPage *self)
{
  return qd_plan_found_list_count (self->solve->found_list);
}

void
qd_plan_page_set_solve_nodes (QdPlanPage *self, guint64 max_nodes)
{
  gtk_spin_button_set_value (self->solve->nodes_spin, (double) max_nodes);
}

const char *
qd_plan_page_get_solve_status (QdPlanPage *self)
{
  return gtk_label_get_text (self->solve->status_label);
}

char *
qd_plan_page_dup_solve_summary (QdPlanPage *self)
{
  static const char *const words[] = {
    [OUTCOME_NO_PLAN] = "no plan", [OUTCOME_UNREACHABLE] = "no plan", [OUTCOME_STUCK] = "stuck",
    [OUTCOME_STOPPED_NODES] = "stopped", [OUTCOME_STOPPED_MEMORY] = "stopped", [OUTCOME_STOPPED] = "stopped",
  };
  const SolveOutput *out = self->solve->last;

  if (out == NULL)
    return NULL;
  if (out->outcome == OUTCOME_SOLVED)
    return g_strdup_printf ("cost %" G_GUINT64_FORMAT "\nexpanded %" G_GUINT64_FORMAT ", generated %" G_GUINT64_FORMAT
                            "\n", out->cost, out->expanded, out->generated);
  return g_strdup_printf ("%s\nexpanded %" G_GUINT64_FORMAT ", generated %" G_GUINT64_FORMAT "\n",
                          words[out->outcome], out->expanded, out->generated);
}

gboolean
qd_plan_page_solve_asks_heuristic (QdPlanPage *self)
{
  return gtk_widget_get_sensitive (GTK_WIDGET (self->solve->heuristic_row));
}

gboolean
qd_plan_page_is_solving (QdPlanPage *self)
{
  return self->solve->running;
}

GtkWidget *
qd_plan_page_get_solve_group (QdPlanPage *self)
{
  return self->solve->group;
}
