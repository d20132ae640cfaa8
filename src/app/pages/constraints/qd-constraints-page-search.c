/* qd-constraints-page-search.c — the Constraints tab's search: Solve on a
 * worker (bt, forward checking, MAC, min-conflicts), the run of a tree
 * search recorded step by step (problems/constraints/qd-constraints-replay.h)
 * and replayed with the shared stepper, its search tree in the board's
 * pane kept in step with the replay, and the replay as an animation; the
 * first repair steps of min-conflicts recorded and replayed when a replay
 * is asked (Step, or practice). */
#include "config.h"
#include "qd-constraints-page-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "core/qd-format.h"
#include "core/qd-local.h"
#include "core/qd-owned.h"
#include "problems/csp/qd-csp-solve.h"
#include "app/qd-page-tree.h"
#include "app/widgets/qd-search-tree-pane.h"
#include "render/constraints/qd-constraints-animation.h"

#define MAX_STEPS 100000          /* steps of a replay kept */
#define TREE_BUDGET 1000000       /* nodes of a search tree kept */
#define MIN_CONFLICTS_STEPS 1000000
#define MIN_CONFLICTS_REPLAYED 100   /* repair steps of min-conflicts recorded for a replay */

/* The document a run searches, shared by its worker and the page (its
 * search tree names variables and values with the CSP while it is shown). */
typedef struct {
  QdConstraintsDoc *doc;
  /* Branch and bound as it goes (written by the worker, read by the page):
   * the solutions found, each better than the one before, and the last
   * one's objective. */
  gint n_improved;
  gint64 best;
} RunDoc;

const char *const qd_constraints_search_children[9] = {
  "backjump_row", "backjump_switch", "walk_row", "walk_spin", "tabu_row", "tabu_spin", "objective_label",
  "cutset_row", "cutset_switch",
};

static void
run_doc_clear (gpointer data)
{
  qd_constraints_doc_free (((RunDoc *) data)->doc);
}

static void
run_doc_unref (RunDoc *run)
{
  g_atomic_rc_box_release_full (run, run_doc_clear);
}

struct _QdConstraintsSearch {
  QdConstraintsPage *page;        /* owns this */
  QdRunControls *controls;
  QdStepper *stepper;
  QdPageTree *page_tree;
  AdwComboRow *algorithm_row;
  GtkLabel *result_label;
  GtkLabel *objective_label;      /* an optimisation's best so far (hidden without an objective) */
  GtkSwitch *backjump_switch, *cutset_switch;
  GtkSpinButton *walk_spin, *tabu_spin;
  GtkWidget *backjump_row, *walk_row, *tabu_row, *cutset_row;
  QdConstraintsTreeMode *tree_mode; /* the tree-structured solver's run on show */
  gboolean optimal;               /* the last search proved its best optimal */
  QdConstraintsPlot *plot;        /* min-conflicts' violated constraints */
  RunDoc *run;                    /* of the last run, or NULL */
  QdConstraintsReplay *replay;    /* its steps (tree searches), or NULL */
  QdConstraintsMcRun *mc_run;     /* min-conflicts' first steps when a replay was asked, or NULL */
  gint *mc_values;                /* the assignment at the step on show */
  gint32 *step_nodes;             /* the tree's node at each step, or NULL */
  gint *solution;                 /* the last search's, or NULL */
  /* Branch and bound's best so far while it runs (the job's snapshot
   * copied on its progress), drawn until the search ends; or NULL. */
  gint *best_so_far;
  gconstpointer best_snapshot;    /* the snapshot it was copied from */
  /* Solve (not Step or Play) ended: the replay's end shows the solution,
   * not the last step, until the replay is stepped back. */
  gboolean end_shows_solution;
  char *caption;                  /* the objective over the board, as shown last */
  /* The last search's outcome and counts, for the report. */
  gboolean has_outcome;
  QdConstraintsAlgorithm algorithm;
  QdCspStatus status;
  QdCspStats stats;
  QdMinConflictsStats local;
  gboolean stopped;               /* Stop pressed before it ended */
  gboolean optimizing;            /* the last run is branch and bound (an objective, a tree search) */
  gboolean ran_backjump;          /* the last run's options, for its report */
  double ran_walk;
  guint ran_tabu;
  QdConstraintsFrame frame;       /* the drawing of a step */
  gboolean has_frame;
  gint *node_values;              /* a tree node's state */
  gboolean *node_kept;
  const gboolean **node_rows;
};

typedef struct {
  QdOwned owned;
  RunDoc *run;
  QdConstraintsAlgorithm algorithm;
  QdSearchTree *tree;             /* NULL: min-conflicts */
  gboolean record;                /* min-conflicts: its first steps recorded too */
  gboolean backjump;              /* tree searches: conflict-directed backjumping */
  gboolean cutset;                /* the tree-structured solver: cutset conditioning */
  double walk;                    /* min-conflicts: random walk probability, tabu tenure */
  guint tabu;
} SolveTask;

typedef struct {
  QdOwned owned;
  gboolean found;
  gboolean proved_none;           /* the whole space searched, or the model has no value to try */
  gboolean optimal;               /* branch and bound ended: the solution is an optimum */
  gint *values;
  guint64 first, second;          /* assignments and backtracks; min-conflicts: steps and violated */
  QdCspStats stats;               /* a tree search's counts */
  QdMinConflictsStats local;      /* min-conflicts' */
  QdConstraintsReplay *replay;
  QdConstraintsConflicts *conflicts;  /* min-conflicts: violated constraints per step */
  QdConstraintsMcRun *mc_run;     /* min-conflicts: its first steps, when asked */
  QdConstraintsTreeOutcome *tree_outcome;  /* the tree-structured solver's */
  guint n_free;                   /* tree searches: the variables in no constraint set aside */
  char *free_assignments;         /* their assignments (qd_csp_free_assignments), owned */
} SolveResult;

/* The run itself records nothing but its plot; the steps a replay shows
 * come from a short run of their own (the same seed: the same steps). */
static void
run_min_conflicts (QdJob *job, SolveTask *task, QdCsp *csp, SolveResult *result)
{
  QdMinConflictsOptions options;
  QdMinConflictsStats *stats = &result->local;
  g_autoptr(QdMinConflicts) mc = NULL;
  gboolean record = task->record;

  qd_min_conflicts_options_init (&options);
  options.walk_probability = task->walk;
  options.tabu_tenure = task->tabu;
  options.seed = 1;
  options.max_steps = MIN_CONFLICTS_STEPS;
  options.stop = qd_job_get_stop_flag (job);
  if (record)
    result->mc_run = qd_owned_add (&result->owned, qd_constraints_mc_run_record (csp, &options, MIN_CONFLICTS_REPLAYED),
                                   (GDestroyNotify) qd_constraints_mc_run_free);
  options.progress_steps = &qd_job_get_progress (job)->done;
  result->conflicts = qd_owned_add (&result->owned, qd_constraints_conflicts_new (),
                                    (GDestroyNotify) qd_constraints_conflicts_free);
  options.on_step = qd_constraints_conflicts_record;
  options.user_data = result->conflicts;
  mc = qd_min_conflicts_new (csp, &options);
  result->found = qd_min_conflicts_run (mc, stats) == QD_MIN_CONFLICTS_SOLVED;
  qd_constraints_conflicts_finish (result->conflicts);
  result->first = stats->steps;
  result->second = stats->violated;
  if (result->found)
    result->values = qd_owned_add (&result->owned,
                                   g_memdup2 (qd_min_conflicts_values (mc), sizeof (gint) * qd_csp_n_variables (csp)), g_free);
}

/* AIMA's figure 6.11 recorded, or its refusal (the cycle named). */
static void
run_tree_solver (QdJob *job, SolveTask *task, SolveResult *result)
{
  const QdCspModel *model = task->run->doc->model;
  QdConstraintsTreeOutcome *out = qd_constraints_tree_solve (model, task->cutset, qd_job_get_stop_flag (job), MAX_STEPS);

  result->found = out->values != NULL;
  result->proved_none = out->refusal != NULL || out->status == QD_CSP_NO_SOLUTION;
  qd_constraints_tree_outcome_stats (out, &result->stats);
  result->first = out->stats.assignments;
  result->second = out->stats.backtracks;
  if (out->values != NULL)
    result->values = qd_owned_add (&result->owned, g_memdup2 (out->values, sizeof (gint) * qd_csp_model_n_vars (model)),
                                   g_free);
  result->tree_outcome = qd_owned_add (&result->owned, out, (GDestroyNotify) qd_constraints_tree_outcome_free);
}

/* The recorder, and branch and bound told to the page and the tree. */
typedef struct {
  QdConstraintsRecorder recorder;   /* first: the recorder's events take this as theirs */
  RunDoc *run;
  QdSearchTree *tree;
  QdJob *job;                       /* each better solution published to the page */
  guint n_vars;
} Recording;

static gboolean
on_recorded_solution (gpointer data, QdCspSolver *solver, const gint *values)
{
  Recording *rec = data;
  QdConstraintsReplay *replay = rec->recorder.replay;

  qd_constraints_recorder_listener.solution (&rec->recorder, solver, values);
  if (replay->objectives != NULL && replay->objectives->len > 0)
    {
      __atomic_store_n (&rec->run->best, g_array_index (replay->objectives, gint64, replay->objectives->len - 1),
                        __ATOMIC_RELAXED);
      __atomic_store_n (&rec->run->n_improved, (gint) replay->objectives->len, __ATOMIC_RELEASE);
      if (rec->tree != NULL)
        qd_search_tree_csp_improving (rec->tree);
      qd_job_publish (rec->job, g_memdup2 (values, sizeof (gint) * MAX (rec->n_vars, 1)), g_free);
    }
  return TRUE;
}

/* As `quandary-cli csp` by default, the file's format chooses: in XCSP3
 * the variables in no constraint keep their first value (core's
 * free_first), in the textbook's format they are searched like the others. */
static void
set_free_aside (const QdCspModel *model, QdCspOptions *options, SolveResult *result)
{
  QdCspSolveOptions by_format;

  qd_csp_solve_options_init (&by_format);
  options->free_first = qd_csp_solve_free_aside (model, &by_format);
  result->n_free = options->free_first ? qd_csp_free_variables (model->csp, NULL) : 0;
  if (result->n_free > 0)
    result->free_assignments = qd_owned_add (&result->owned, qd_csp_free_assignments (model->csp, 1), g_free);
}

/* Backtracking with the inference asked for, recorded for the replay and
 * into the search tree; branch and bound when the model has an objective.
 * A .csp file keeps the teaching defaults (the file's order); an XCSP3 file
 * is searched as a CP solver would (`csp --search cp`: dom/wdeg with
 * last-conflict). */
static void
run_tree_search (QdJob *job, SolveTask *task, QdCsp *csp, SolveResult *result)
{
  const QdCspModel *model = task->run->doc->model;
  QdCspOptions options;
  QdCspStats *stats = &result->stats;
  Recording rec = { .run = task->run, .tree = task->tree, .job = job, .n_vars = qd_csp_n_variables (csp) };
  QdCspListener listener = qd_constraints_recorder_listener;
  QdSearchTreeCspChain chain;
  QdCspSolver *solver;
  QdCspStatus status;

  qd_csp_options_init (&options);
  options.inference = qd_constraints_algorithm_inference (task->algorithm);
  options.stop = qd_job_get_stop_flag (job);
  options.progress_nodes = &qd_job_get_progress (job)->nodes;
  options.backjumping = task->backjump;
  options.optimize = qd_csp_model_has_objective (model);
  set_free_aside (model, &options, result);
  if (qd_constraints_doc_is_xcsp (task->run->doc))
    qd_csp_options_cp_order (&options);
  result->replay = qd_owned_add (&result->owned, qd_constraints_replay_new (options.inference, MAX_STEPS),
                                 (GDestroyNotify) qd_constraints_replay_free);
  qd_constraints_recorder_init (&rec.recorder, result->replay, csp);
  rec.recorder.model = model;
  listener.solution = on_recorded_solution;
  options.listener = &listener;
  options.listener_data = &rec;
  qd_search_tree_csp_chain (task->tree, &chain, &options);
  solver = qd_csp_solver_new (csp, &options);
  status = qd_csp_solver_run (solver, stats);
  /* Branch and bound stopped keeps its best. */
  result->found = status == QD_CSP_SOLVED || (options.optimize && qd_csp_solver_last_solution (solver) != NULL);
  result->optimal = options.optimize && status == QD_CSP_SOLVED;
  result->proved_none = status == QD_CSP_NO_SOLUTION;
  result->first = stats->assignments;
  result->second = stats->backtracks;
  if (result->found)
    result->values = qd_owned_add (&result->owned,
                                   g_memdup2 (qd_csp_solver_last_solution (solver), sizeof (gint) * qd_csp_n_variables (csp)),
                                   g_free);
  qd_csp_solver_free (solver);
  qd_constraints_recorder_clear (&rec.recorder);
}

static gpointer
solve_worker (QdJob *job, gpointer task_data, GError **error)
{
  SolveTask *task = task_data;
  QdCsp *csp = task->run->doc->model->csp;
  SolveResult *result = g_new0 (SolveResult, 1);

  if (task->tree != NULL)
    qd_search_tree_bind_csp (task->tree, csp, FALSE);
  /* A constraint that holds for no value, or a domain emptied by unary
   * constraints: nothing to search. */
  result->proved_none = !qd_csp_solve_searchable (task->run->doc->model);
  if (result->proved_none)
    ;
  else if (task->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS)
    run_min_conflicts (job, task, csp, result);
  else if (task->algorithm == QD_CONSTRAINTS_ALGO_TREE)
    run_tree_solver (job, task, result);
  else
    run_tree_search (job, task, csp, result);
  if (task->tree != NULL)
    qd_search_tree_finish (task->tree, 0);
  if (!result->found && !result->proved_none && qd_job_should_stop (job))
    {
      qd_owned_free (result);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  return result;
}

/* ------------------------------------------------------------ the outcome */

/* "Solved: … 6 variables in no constraint keep their first value: any
 * of their 64 assignments would do." */
static char *
free_text (const char *solved, const SolveResult *result)
{
  g_autofree char *n = qd_format_count (result->n_free);
  g_autofree char *free = g_strdup_printf (ngettext ("%s variable in no constraint keeps its first value: any of "
                                                     "its %s values would do.",
                                                     "%s variables in no constraint keep their first value: any "
                                                     "of their %s assignments would do.", result->n_free),
                                           n, result->free_assignments);

  return g_strconcat (solved, " ", free, NULL);
}

/* The counts go in as text, grouped as the locale groups digits: a
 * translation's %s, not a PRIu64 that a catalogue would hold as a
 * system-dependent string. */
static char *
outcome_text (const SolveResult *result, gboolean local)
{
  g_autofree char *first = qd_format_count (result->first);
  g_autofree char *second = qd_format_count (result->second);
  gulong n_first = (gulong) MIN (result->first, G_MAXULONG), n_second = (gulong) MIN (result->second, G_MAXULONG);

  if (result->found && local)
    return g_strdup_printf (ngettext ("Solved by min-conflicts in %s repair step.",
                                      "Solved by min-conflicts in %s repair steps.", n_first), first);
  if (result->found)
    {
      g_autofree char *assignments = g_strdup_printf (ngettext ("%s assignment", "%s assignments", n_first), first);
      g_autofree char *solved = g_strdup_printf (ngettext ("Solved: %s, %s backtrack.", "Solved: %s, %s backtracks.",
                                                           n_second), assignments, second);

      return result->n_free > 0 ? free_text (solved, result) : g_steal_pointer (&solved);
    }
  if (result->proved_none)
    return g_strdup (_("No solution: every possibility was ruled out."));
  return g_strdup_printf (ngettext ("Min-conflicts gave up with %s constraint violated; it cannot prove that no solution exists.",
                                    "Min-conflicts gave up with %s constraints violated; it cannot prove that no solution exists.",
                                    n_second),
                          second);
}

static void show_objective (QdConstraintsSearch *search);

/* The tree's node after each step: assignments and backtracks move along
 * the tree (qd_page_tree_csp_step_nodes), the other steps stay. */
static gint32 *
step_nodes (const QdSearchTree *tree, const QdConstraintsReplay *replay)
{
  guint n = qd_constraints_replay_n_steps (replay), moves = 0;
  g_autofree gboolean *assigned = g_new (gboolean, n + 1);
  g_autofree gint32 *move_nodes = NULL;
  gint32 *nodes = g_new (gint32, n + 1);

  for (guint s = 1; s <= n; s++)
    {
      guint8 kind = qd_constraints_replay_step (replay, s)->kind;

      if (kind == QD_CONSTRAINTS_STEP_ASSIGN || kind == QD_CONSTRAINTS_STEP_BACKTRACK)
        assigned[moves++] = kind == QD_CONSTRAINTS_STEP_ASSIGN;
    }
  move_nodes = qd_page_tree_csp_step_nodes (tree, assigned, moves);
  nodes[0] = move_nodes[0];
  moves = 0;
  for (guint s = 1; s <= n; s++)
    {
      guint8 kind = qd_constraints_replay_step (replay, s)->kind;

      if (kind == QD_CONSTRAINTS_STEP_ASSIGN || kind == QD_CONSTRAINTS_STEP_BACKTRACK)
        moves++;
      nodes[s] = move_nodes[moves];
    }
  return nodes;
}

static void
on_job_done (QdPage *page, QdJob *job)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  QdConstraintsSearch *search = qd_constraints_page_search (self);
  const GError *error = qd_job_get_error (job);
  SolveResult *result;
  g_autofree char *text = NULL;
  gboolean local = qd_constraints_page_algorithm (self) == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS;
  const QdSearchTree *tree = qd_page_tree_get_tree (search->page_tree);
  gboolean refused;

  qd_page_tree_run_ended (search->page_tree);
  qd_constraints_page_update_actions (self);
  if (error != NULL)
    {
      qd_page_toast_error (page, error);
      qd_stepper_stop_playing (search->stepper);
      gtk_label_set_label (search->result_label, _("The search was stopped."));
      search->stopped = TRUE;
      show_objective (search);
      return;
    }
  result = qd_job_get_result (job);
  g_clear_pointer (&search->best_so_far, g_free);
  g_clear_pointer (&search->solution, g_free);
  search->solution = qd_owned_steal (&result->owned, g_steal_pointer (&result->values));
  search->has_outcome = TRUE;
  search->algorithm = qd_constraints_page_algorithm (self);
  search->status = result->found ? QD_CSP_SOLVED : result->proved_none ? QD_CSP_NO_SOLUTION : QD_CSP_STOPPED;
  search->optimal = result->optimal;
  /* Branch and bound stopped with a best: stopped, not solved. */
  if (search->run != NULL && qd_csp_model_has_objective (search->run->doc->model) && !result->optimal &&
      result->found)
    search->status = QD_CSP_STOPPED;
  search->stats = result->stats;
  search->local = result->local;
  text = outcome_text (result, local);
  refused = result->tree_outcome != NULL && result->tree_outcome->refusal != NULL;
  if (result->tree_outcome != NULL)
    text = qd_constraints_tree_outcome_line (result->tree_outcome, text);
  /* A refusal is said once, above the board beside its cycle. */
  gtk_label_set_label (search->result_label, refused ? _("Refused: why is said above the board.") : text);
  show_objective (search);
  qd_constraints_plot_show (search->plot, result->conflicts);
  g_clear_pointer (&search->replay, qd_constraints_replay_free);
  g_clear_pointer (&search->mc_run, qd_constraints_mc_run_free);
  search->replay = qd_owned_steal (&result->owned, g_steal_pointer (&result->replay));
  qd_constraints_tree_mode_set (search->tree_mode, qd_owned_steal (&result->owned, g_steal_pointer (&result->tree_outcome)));
  if (search->replay != NULL)
    {
      guint n = qd_constraints_replay_n_steps (search->replay);

      g_clear_pointer (&search->step_nodes, g_free);
      if (tree != NULL)
        {
          search->step_nodes = step_nodes (tree, search->replay);
          qd_page_tree_set_step_nodes (search->page_tree, g_memdup2 (search->step_nodes, sizeof (gint32) * (n + 1)),
                                       n);
        }
      search->end_shows_solution = !qd_constraints_page_step_after_solve (self);
      qd_stepper_set_run (search->stepper, n, qd_constraints_page_step_after_solve (self) ? 1 : G_MAXUINT);
    }
  else if (qd_constraints_tree_mode_n_steps (search->tree_mode) > 0)
    qd_stepper_set_run (search->stepper, qd_constraints_tree_mode_n_steps (search->tree_mode),
                        qd_constraints_page_step_after_solve (self) ? 1 : G_MAXUINT);
  else if (result->mc_run != NULL && qd_constraints_mc_run_n_steps (result->mc_run) > 0)
    {
      search->mc_run = qd_owned_steal (&result->owned, g_steal_pointer (&result->mc_run));
      qd_stepper_set_run (search->stepper, qd_constraints_mc_run_n_steps (search->mc_run),
                          qd_constraints_page_step_after_solve (self) ? 1 : G_MAXUINT);
    }
  else
    {
      /* Min-conflicts unrecorded (or nothing to search, a refusal): no steps to replay. */
      qd_stepper_stop_playing (search->stepper);
      qd_run_controls_set_status (search->controls, refused ? "" : text);
      qd_constraints_page_refresh (self);
    }
}

/* ------------------------------------------------------ the objective row */

/* An optimisation's row: the best so far while the search runs or is
 * replayed before its end, then the optimum (or the best, stopped). */
static void
show_objective (QdConstraintsSearch *search)
{
  const QdCspModel *model = search->run != NULL && search->optimizing ? search->run->doc->model : NULL;
  QdConstraintsObjectiveState state;
  g_autofree char *text = NULL;
  guint n, n_steps;
  gint64 value;

  gtk_widget_set_visible (GTK_WIDGET (search->objective_label), model != NULL && qd_csp_model_has_objective (model));
  if (model == NULL || !qd_csp_model_has_objective (model))
    return;
  n = (guint) __atomic_load_n (&search->run->n_improved, __ATOMIC_ACQUIRE);
  value = __atomic_load_n (&search->run->best, __ATOMIC_RELAXED);
  n_steps = search->replay != NULL ? qd_constraints_replay_n_steps (search->replay) : 0;
  if (!search->has_outcome)
    state = search->stopped ? QD_CONSTRAINTS_OBJECTIVE_STOPPED : QD_CONSTRAINTS_OBJECTIVE_SEARCHING;
  else if (n_steps > 0 && qd_stepper_has_run (search->stepper) && qd_stepper_get_step (search->stepper) < n_steps)
    {
      /* The replay before its end: the solution it has reached. */
      n = qd_constraints_replay_solution_at (search->replay, qd_stepper_get_step (search->stepper));
      if (n > 0 && search->replay->objectives != NULL && n <= search->replay->objectives->len)
        value = g_array_index (search->replay->objectives, gint64, n - 1);
      state = QD_CONSTRAINTS_OBJECTIVE_SEARCHING;
    }
  else
    state = search->optimal || search->status != QD_CSP_STOPPED ? QD_CONSTRAINTS_OBJECTIVE_OPTIMAL
                                                                : QD_CONSTRAINTS_OBJECTIVE_STOPPED;
  text = qd_constraints_objective_text (state, n > 0, value);
  gtk_label_set_label (search->objective_label, text);
}

/* The objective row, and branch and bound's best so far onto the board. */
static void
on_job_progress (QdJob *job, QdConstraintsPage *page)
{
  QdConstraintsSearch *search = qd_constraints_page_search (page);
  const gint *best = qd_job_get_snapshot (job);

  show_objective (search);
  if (best == NULL || best == search->best_snapshot || search->run == NULL || !qd_job_is_running (job))
    return;
  search->best_snapshot = best;
  g_free (search->best_so_far);
  search->best_so_far = g_memdup2 (best, sizeof (gint) * MAX (qd_csp_model_n_vars (search->run->doc->model), 1));
  qd_constraints_page_refresh (page);
}

/* The options of the algorithm chosen: backjumping for the tree searches,
 * the walk and the tabu list for min-conflicts. */
static void
show_options (QdConstraintsSearch *search)
{
  QdConstraintsAlgorithm algorithm = qd_constraints_page_algorithm (search->page);
  gboolean local = algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS;

  gtk_widget_set_visible (search->backjump_row, !local && algorithm != QD_CONSTRAINTS_ALGO_TREE);
  gtk_widget_set_visible (search->cutset_row, algorithm == QD_CONSTRAINTS_ALGO_TREE);
  gtk_widget_set_visible (search->walk_row, local);
  gtk_widget_set_visible (search->tabu_row, local);
}

/* The sidebar's list: the algorithms the tab offers, by their labels, MAC
 * chosen (the command's default). */
static void
fill_algorithms (AdwComboRow *row)
{
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);
  guint selected = 0;

  for (guint i = 0; i < QD_CONSTRAINTS_N_ALGOS; i++)
    if (qd_constraints_algorithm_in_page (i))
      {
        if (i == QD_CONSTRAINTS_ALGO_MAC)
          selected = g_list_model_get_n_items (G_LIST_MODEL (labels));
        gtk_string_list_append (labels, qd_constraints_algorithm_label (i));
      }
  adw_combo_row_set_model (row, G_LIST_MODEL (labels));
  adw_combo_row_set_selected (row, selected);
}

/* --------------------------------------------------------------- the API */

static void
on_tree_show (gpointer page)
{
  qd_constraints_page_refresh (page);
}

QdConstraintsSearch *
qd_constraints_search_new (QdConstraintsPage *page, QdCanvas *board, QdRunControls *controls,
                           AdwComboRow *algorithm_row, GtkLabel *result_label, QdPictureView *conflicts_view)
{
  QdConstraintsSearch *search = g_new0 (QdConstraintsSearch, 1);

  search->page = page;
  search->controls = controls;
  search->stepper = qd_run_controls_get_stepper (controls);
  search->algorithm_row = algorithm_row;
  search->result_label = result_label;
#define CHILD(name) gtk_widget_get_template_child (GTK_WIDGET (page), QD_TYPE_CONSTRAINTS_PAGE, name)
  search->backjump_row = GTK_WIDGET (CHILD ("backjump_row"));
  search->backjump_switch = GTK_SWITCH (CHILD ("backjump_switch"));
  search->walk_row = GTK_WIDGET (CHILD ("walk_row"));
  search->walk_spin = GTK_SPIN_BUTTON (CHILD ("walk_spin"));
  search->tabu_row = GTK_WIDGET (CHILD ("tabu_row"));
  search->tabu_spin = GTK_SPIN_BUTTON (CHILD ("tabu_spin"));
  search->objective_label = GTK_LABEL (CHILD ("objective_label"));
  search->cutset_row = GTK_WIDGET (CHILD ("cutset_row"));
  search->cutset_switch = GTK_SWITCH (CHILD ("cutset_switch"));
#undef CHILD
  search->tree_mode = qd_constraints_tree_mode_new ();
  fill_algorithms (algorithm_row);
  show_options (search);
  g_signal_connect_swapped (algorithm_row, "notify::selected", G_CALLBACK (show_options), search);
  search->plot = qd_constraints_plot_new (conflicts_view);
  /* Before the page's own handler: the node follows the step first. */
  search->page_tree = qd_page_tree_new (board, search->stepper, on_tree_show, page);
  /* Its nodes are named in the file's own words (tests/test-ui-fr.c). */
  gtk_widget_add_css_class (GTK_WIDGET (qd_page_tree_get_pane (search->page_tree)), "csp-text");
  g_signal_connect_swapped (search->stepper, "changed", G_CALLBACK (qd_constraints_page_refresh), page);
  return search;
}

static void
drop_frame (QdConstraintsSearch *search)
{
  if (search->has_frame)
    qd_constraints_frame_clear (&search->frame);
  search->has_frame = FALSE;
  g_clear_pointer (&search->node_values, g_free);
  g_clear_pointer (&search->node_kept, g_free);
  g_clear_pointer (&search->node_rows, g_free);
}

void
qd_constraints_search_clear (QdConstraintsSearch *search)
{
  qd_page_cancel_job (QD_PAGE (search->page));
  qd_stepper_clear (search->stepper);
  qd_page_tree_clear (search->page_tree);
  g_clear_pointer (&search->replay, qd_constraints_replay_free);
  g_clear_pointer (&search->mc_run, qd_constraints_mc_run_free);
  g_clear_pointer (&search->mc_values, g_free);
  g_clear_pointer (&search->step_nodes, g_free);
  g_clear_pointer (&search->solution, g_free);
  g_clear_pointer (&search->best_so_far, g_free);
  g_clear_pointer (&search->run, run_doc_unref);
  search->best_snapshot = NULL;
  qd_constraints_tree_mode_set (search->tree_mode, NULL);
  search->has_outcome = FALSE;
  search->stopped = FALSE;
  search->optimal = FALSE;
  drop_frame (search);
  gtk_label_set_label (search->result_label, "");
  gtk_widget_set_visible (GTK_WIDGET (search->objective_label), FALSE);
  qd_constraints_plot_show (search->plot, NULL);
}

void
qd_constraints_search_free (QdConstraintsSearch *search)
{
  if (search == NULL)
    return;
  g_signal_handlers_disconnect_by_data (search->stepper, search->page);
  g_signal_handlers_disconnect_by_data (search->algorithm_row, search);
  g_clear_pointer (&search->page_tree, qd_page_tree_free);
  qd_constraints_plot_free (search->plot);
  qd_constraints_replay_free (search->replay);
  qd_constraints_mc_run_free (search->mc_run);
  qd_constraints_tree_mode_free (search->tree_mode);
  g_free (search->mc_values);
  g_free (search->step_nodes);
  g_free (search->solution);
  g_free (search->best_so_far);
  g_free (search->caption);
  g_clear_pointer (&search->run, run_doc_unref);
  drop_frame (search);
  g_free (search);
}

void
qd_constraints_search_start (QdConstraintsSearch *search, const QdConstraintsDoc *doc, gboolean record)
{
  QdPage *page = QD_PAGE (search->page);
  SolveTask *task;
  g_autofree char *text = NULL;
  QdJob *job;

  qd_constraints_search_clear (search);
  text = qd_constraints_doc_to_string (doc);
  search->run = g_atomic_rc_box_new0 (RunDoc);
  search->run->doc = qd_constraints_doc_parse (text, -1, NULL);
  if (search->run->doc == NULL || search->run->doc->model == NULL)
    {
      g_clear_pointer (&search->run, run_doc_unref);
      return;
    }
  task = g_new0 (SolveTask, 1);
  task->run = qd_owned_add (&task->owned, g_atomic_rc_box_acquire (search->run),
                           (GDestroyNotify) run_doc_unref);
  task->algorithm = qd_constraints_page_algorithm (search->page);
  task->record = record;
  task->backjump = gtk_switch_get_active (search->backjump_switch);
  task->cutset = gtk_switch_get_active (search->cutset_switch);
  task->walk = gtk_spin_button_get_value (search->walk_spin);
  task->tabu = (guint) gtk_spin_button_get_value_as_int (search->tabu_spin);
  /* Min-conflicts looks for a solution of the constraints alone. */
  search->optimizing = task->algorithm < QD_CONSTRAINTS_ALGO_MIN_CONFLICTS &&
                       qd_csp_model_has_objective (search->run->doc->model);
  search->ran_backjump = task->backjump;
  search->ran_walk = task->walk;
  search->ran_tabu = task->tabu;
  if (task->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS)
    qd_page_tree_none (search->page_tree, _("Min-conflicts searches no tree: backtracking, forward checking and "
                                            "arc consistency record theirs"));
  else if (task->algorithm == QD_CONSTRAINTS_ALGO_TREE)
    qd_page_tree_none (search->page_tree, _("The tree-structured solver searches no tree: after directional arc "
                                            "consistency it gives each variable a value once, without a backtrack"));
  else
    task->tree = qd_owned_add (&task->owned, qd_page_tree_start (search->page_tree, QD_SEARCH_TREE_CSP, TREE_BUDGET),
                               (GDestroyNotify) qd_search_tree_unref);
  job = qd_page_start_job (page, _("Solving the constraint problem"), solve_worker, task, qd_owned_free,
                           qd_owned_free, on_job_done);
  qd_run_controls_follow_job (search->controls, job, _("Searching"));
  g_signal_connect_object (job, "progress", G_CALLBACK (on_job_progress), search->page, 0);
  gtk_label_set_label (search->result_label, _("Searching…"));
  show_objective (search);
}

void
qd_constraints_search_stop (QdConstraintsSearch *search)
{
  qd_page_cancel_job (QD_PAGE (search->page));
  qd_page_tree_run_ended (search->page_tree);
  gtk_label_set_label (search->result_label, _("The search was stopped."));
  search->stopped = TRUE;
  show_objective (search);
}

const gint *
qd_constraints_search_solution (QdConstraintsSearch *search)
{
  return search->solution;
}

gboolean
qd_constraints_search_outcome (QdConstraintsSearch *search, QdConstraintsRun *run)
{
  QdCspOptions defaults;

  /* `csp --algorithm tree` writes no report: the tab's is arc consistency's. */
  if (!search->has_outcome || search->run == NULL || search->algorithm == QD_CONSTRAINTS_ALGO_TREE)
    return FALSE;
  qd_csp_options_init (&defaults);
  if (qd_constraints_doc_is_xcsp (search->run->doc))
    qd_csp_options_cp_order (&defaults);
  run->model = search->run->doc->model;
  run->kind = search->algorithm == QD_CONSTRAINTS_ALGO_MIN_CONFLICTS ? QD_CONSTRAINTS_RUN_MIN_CONFLICTS
                                                                     : QD_CONSTRAINTS_RUN_SEARCH;
  run->algorithm = qd_constraints_algorithm_to_string (search->algorithm);
  run->var_order = defaults.var_order;
  run->val_order = defaults.val_order;
  run->weighted = defaults.weighted_degree;
  run->seed = 1;
  run->max_steps = MIN_CONFLICTS_STEPS;
  run->backjump = search->ran_backjump;
  run->walk = search->ran_walk;
  run->tabu = search->ran_tabu;
  run->status = search->status;
  run->n_solutions = search->solution != NULL;
  run->solution = search->solution;
  run->stats = &search->stats;
  run->local = &search->local;
  run->tree = qd_page_tree_get_tree (search->page_tree);
  return TRUE;
}

QdStepper *
qd_constraints_search_stepper (QdConstraintsSearch *search)
{
  return search->stepper;
}

const QdConstraintsReplay *
qd_constraints_search_replay (QdConstraintsSearch *search)
{
  return search->replay;
}

const QdConstraintsMcRun *
qd_constraints_search_mc_run (QdConstraintsSearch *search)
{
  return search->mc_run;
}

const QdConstraintsTreeOutcome *
qd_constraints_search_tree_outcome (QdConstraintsSearch *search)
{
  return qd_constraints_tree_mode_get (search->tree_mode);
}

/* Min-conflicts' step on show: the assignment then, and the step's
 * sentence. */
static char *
show_mc_step (QdConstraintsSearch *search, const QdCspModel *model, QdConstraintsRenderOptions *options)
{
  guint n = qd_constraints_mc_run_n_steps (search->mc_run);
  guint step = MIN (qd_stepper_get_step (search->stepper), n);
  g_autofree char *status = step > 0 ? g_strdup_printf (_("Step %u of %u"), step, n) : g_strdup ("");

  if (search->mc_values == NULL)
    search->mc_values = g_new (gint, search->mc_run->n_vars + 1);
  qd_constraints_mc_run_values (search->mc_run, step, search->mc_values);
  options->assigned = search->mc_values;
  qd_run_controls_set_status (search->controls, status);
  return qd_constraints_mc_run_explain (search->mc_run, model, step);
}

guint
qd_constraints_search_tree_nodes (QdConstraintsSearch *search)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (search->page_tree);

  return tree != NULL ? qd_search_tree_n_nodes (tree) : 0;
}

/* A node of the tree that no step of the replay stands at (past its cap):
 * its assignment and what inference had removed on the way. */
static char *
show_node (QdConstraintsSearch *search, const QdCspModel *model, gint node, QdConstraintsRenderOptions *options)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (search->page_tree);
  guint n = qd_csp_model_n_vars (model), stride = search->frame.stride;
  g_autofree gboolean *removed = g_new0 (gboolean, (gsize) n * stride);

  if (search->node_values == NULL)
    {
      search->node_values = g_new (gint, n);
      search->node_kept = g_new (gboolean, (gsize) n * stride);
      search->node_rows = g_new (const gboolean *, n);
    }
  qd_search_tree_csp_state (tree, (guint) node, search->node_values, removed, stride);
  for (guint v = 0; v < n; v++)
    {
      for (guint x = 0; x < stride; x++)
        search->node_kept[(gsize) v * stride + x] = !removed[(gsize) v * stride + x];
      search->node_rows[v] = search->node_kept + (gsize) v * stride;
    }
  options->assigned = search->node_values;
  options->domains = search->node_rows;
  return qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (qd_page_tree_get_pane (search->page_tree)),
                                            (guint) node);
}

/* The objective row's text, kept for the board's caption until the next
 * call (the view draws it meanwhile); NULL without an objective. */
static const char *
objective_caption (QdConstraintsSearch *search)
{
  g_clear_pointer (&search->caption, g_free);
  if (gtk_widget_get_visible (GTK_WIDGET (search->objective_label)))
    search->caption = g_strdup (gtk_label_get_label (search->objective_label));
  return search->caption;
}

char *
qd_constraints_search_show (QdConstraintsSearch *search, const QdCspModel *model, QdConstraintsRenderOptions *options)
{
  guint step, n;
  gint node;
  char *text;

  show_objective (search);
  if (search->mc_run != NULL && qd_stepper_has_run (search->stepper) && model != NULL &&
      qd_csp_model_n_vars (model) == search->mc_run->n_vars)
    return show_mc_step (search, model, options);
  if (qd_constraints_tree_mode_get (search->tree_mode) != NULL)
    return qd_constraints_tree_mode_show (search->tree_mode, model, search->controls, options);
  if (search->replay == NULL || !qd_stepper_has_run (search->stepper) || model == NULL)
    {
      /* While branch and bound runs: its best so far. */
      options->solution = search->solution != NULL ? search->solution : search->best_so_far;
      options->caption = options->solution != NULL ? objective_caption (search) : NULL;
      return NULL;
    }
  if (!search->has_frame)
    {
      qd_constraints_frame_init (&search->frame, model);
      search->has_frame = TRUE;
    }
  n = qd_constraints_replay_n_steps (search->replay);
  step = MIN (qd_stepper_get_step (search->stepper), n);
  if (step < n)
    search->end_shows_solution = FALSE;
  else if ((search->end_shows_solution || search->optimizing) && search->solution != NULL)
    {
      /* After Solve: the solution (an optimisation's best) with its
       * objective, not the search's last step; an optimisation's replay
       * ends on its best whatever the way there (its last step is a
       * backtrack of the proof, half assigned, under "optimal"). */
      options->solution = search->solution;
      options->caption = objective_caption (search);
      qd_run_controls_set_status (search->controls, "");
      return g_strdup (gtk_label_get_label (search->result_label));
    }
  node = qd_page_tree_get_node (search->page_tree);
  if (node >= 0 && (search->step_nodes == NULL || node != search->step_nodes[step]) &&
      qd_search_tree_get_csp (qd_page_tree_get_tree (search->page_tree)) != NULL)
    text = show_node (search, model, node, options);
  else
    {
      qd_constraints_frame_show (&search->frame, search->replay, step, options);
      if (step == 0)
        text = g_strdup (_("Ready: press Next Step (Page Down) for the first step of the search."));
      else
        text = qd_constraints_replay_explain (search->replay, model, step);
    }
  {
    g_autofree char *status = step > 0 ? g_strdup_printf (_("Step %u of %u"), step, n) : g_strdup ("");

    qd_run_controls_set_status (search->controls, status);
  }
  return text;
}

QdAnimation *
qd_constraints_search_animation (QdConstraintsSearch *search, GHashTable *moved)
{
  g_autofree char *text = NULL;

  if (search->replay == NULL || search->run == NULL || qd_constraints_replay_n_steps (search->replay) == 0)
    return NULL;
  text = qd_constraints_doc_to_string (search->run->doc);
  return qd_constraints_animation_new (text, moved, search->replay);
}

const QdPlot *
qd_constraints_search_conflict_plot (QdConstraintsSearch *search)
{
  return qd_constraints_plot_get (search->plot);
}
