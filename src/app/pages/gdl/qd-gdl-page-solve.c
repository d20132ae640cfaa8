/* qd-gdl-page-solve.c — the General Games tab's Solve group, for a puzzle
 * (one role): an algorithm of the search engine (those qd-gdl-puzzle
 * supports, named by core/qd-space.h), a node limit, Solve and Stop (the
 * run controls), the search on the page's job with its own game read from
 * the rulesheet's text (a QdGdlGame is not thread safe), and the solution's
 * moves as a step list: step k shows the state after the solution's first
 * k moves, played on the page from the start. */
#include "config.h"
#include "qd-gdl-page-private.h"
#include "qd-gdl-page-solve.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-step-list.h"
#include "core/qd-format.h"
#include "core/qd-space-tree.h"
#include "problems/gdl/qd-gdl-pool.h"
#include "problems/gdl/qd-gdl-puzzle.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct _QdGdlSolve QdGdlSolve;

struct _QdGdlSolve
{
  GtkWidget *group;
  AdwComboRow *algorithm_row;
  GtkSpinButton *nodes_spin;
  QdRunControls *controls;
  QdStepper *stepper;         /* the controls' */
  GtkListView *steps_view;
  GtkStringList *lines;       /* the step list's */
  QdStepList *step_list;
  GArray *algorithms;         /* QdSpaceAlgorithm: the algorithm row's items */
  char **moves;               /* the last solution's moves as written, or NULL */
  gboolean running;           /* a search started, its end not shown yet */
  QdSpaceAlgorithm running_algorithm;  /* its algorithm */
  gboolean then_step;         /* its first step shown when it ends */
};

/* The nodes of the search tree a run records at most (a small run's tree
 * under the board, F8). */
#define TREE_BUDGET 20000

/* What the worker searches: copies, so the page may change meanwhile (one
 * block). */
typedef struct {
  QdSpaceAlgorithm algorithm;
  guint64 max_nodes;
  QdSearchTree *tree;         /* the page tree's, unbound, or NULL: none recorded */
  QdGdlPool *pool;            /* the page's: the game loaded once (qd-gdl-page-play.c) */
  char text[];                /* the rulesheet */
} SolveTask;

static void
solve_task_free (gpointer data)
{
  SolveTask *task = data;

  g_clear_pointer (&task->tree, qd_search_tree_unref);
  g_clear_pointer (&task->pool, qd_gdl_pool_unref);
  g_free (task);
}

/* A tree node's move: the game's moves as written, taken before the search
 * (the game is the worker's; the tree's view asks on the main thread). */
static void
tree_move_text (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  char **texts = data;

  if (move == QD_MOVE_NONE)
    g_string_append (out, _("start"));
  else if (move < g_strv_length (texts))
    g_string_append (out, texts[move]);
}

static char **
move_texts (QdGdlGame *game)
{
  guint n = qd_gdl_game_n_moves (game);
  char **texts = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    texts[i] = g_strdup (qd_gdl_game_move_text (game, i));
  return texts;
}

/* What it found (one block, freed with g_free): the counts, and the
 * solution's moves as written, a line each. */
typedef struct {
  QdSpaceResult result;       /* its path dropped */
  char moves[];
} SolveOutput;

/* The output of `result` (its path freed) with the moves of its path. */
static SolveOutput *
solve_output_new (QdGdlGame *game, QdSpaceResult *result)
{
  g_autoptr(GString) moves = g_string_new (NULL);
  SolveOutput *out;

  for (guint i = 0; result->status == QD_SPACE_SOLVED && i < result->n_steps; i++)
    g_string_append_printf (moves, "%s\n", qd_gdl_game_move_text (game, result->actions[i]));
  out = g_malloc (sizeof (SolveOutput) + moves->len + 1);
  out->result = *result;
  out->result.actions = NULL;
  out->result.states = NULL;
  memcpy (out->moves, moves->str, moves->len + 1);
  qd_space_result_clear (result);
  return out;
}

/* The search on the puzzle of `game` (the pool's, given back after). */
static SolveOutput *
solve_game (QdJob *job, const SolveTask *task, QdGdlGame *game, GError **error)
{
  g_autoptr(QdGdlPuzzle) puzzle = qd_gdl_puzzle_new (game, error);
  QdSpaceTree *rec = NULL;
  gboolean ok;
  QdSpaceResult result = { 0 };
  QdSpaceOptions options;

  if (puzzle == NULL)
    return NULL;
  qd_space_options_init (&options);
  options.algorithm = task->algorithm;
  options.max_nodes = task->max_nodes;
  options.stop = qd_job_get_stop_flag (job);
  options.progress = qd_job_get_progress (job);
  if (task->tree != NULL)
    rec = qd_space_tree_new (task->tree, &options, tree_move_text, move_texts (game), (GDestroyNotify) g_strfreev);
  ok = qd_gdl_puzzle_solve (puzzle, &options, &result, error);
  if (rec != NULL)
    {
      qd_space_tree_finish (rec, &result);
      qd_space_tree_free (rec);
    }
  if (!ok)
    return qd_space_result_clear (&result), NULL;
  return solve_output_new (game, &result);
}

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  SolveTask *task = data;
  QdGdlGame *game = qd_gdl_pool_take (task->pool, task->text, "rules", error);
  SolveOutput *out;

  if (game == NULL)
    return NULL;
  out = solve_game (job, task, game, error);
  qd_gdl_pool_give (task->pool, task->text, game);
  return out;
}

/* ------------------------------------------------------------ the result */

/* "1,234 nodes expanded, 2,345 generated, 0.004 s" (to free): the time
 * to the millisecond, as the Planning tab says it (a search of a few
 * milliseconds is not "0 s"). */
static char *
counts_text (const QdSpaceResult *result)
{
  g_autofree char *expanded = qd_format_count (result->expanded);
  g_autofree char *generated = qd_format_count (result->generated);
  g_autofree char *seconds = g_strdup_printf ("%.3f", (double) result->time_us / G_USEC_PER_SEC);

  return g_strdup_printf (_("%s nodes expanded, %s generated, %s s"), expanded, generated, seconds);
}

static char *
result_text (const QdSpaceResult *result, QdSpaceAlgorithm algorithm)
{
  g_autofree char *counts = counts_text (result);

  switch (result->status)
    {
    case QD_SPACE_SOLVED:
      return g_strdup_printf (ngettext ("Solved in %u move (%s).", "Solved in %u moves (%s).", result->n_steps),
                              result->n_steps, counts);
    case QD_SPACE_NO_SOLUTION:
    case QD_SPACE_CUTOFF:
      if (algorithm == QD_SPACE_EHC)
        return g_strdup_printf (_("Stuck: enforced hill climbing found no state with a smaller h; a solution may "
                                  "still exist (%s)."), counts);
      return g_strdup_printf (_("No solution: no terminal state of goal 100 can be reached (%s)."), counts);
    default:
      if (result->stop_reason == QD_SPACE_STOP_NODES)
        return g_strdup_printf (_("Stopped: the node limit ran out (%s)."), counts);
      return g_strdup_printf (_("Stopped (%s)."), counts);
    }
}

/* The step list: the start, then the solution's moves. */
static void
show_lines (QdGdlSolve *solve, const char *role)
{
  guint n = solve->moves != NULL ? g_strv_length (solve->moves) : 0;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  if (solve->moves != NULL)
    g_ptr_array_add (lines, g_strdup (_("0: the start")));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (lines, g_strdup_printf (_("%u: %s plays %s"), i + 1, role, solve->moves[i]));
  g_ptr_array_add (lines, NULL);
  gtk_string_list_splice (solve->lines, 0, g_list_model_get_n_items (G_LIST_MODEL (solve->lines)),
                          (const char *const *) lines->pdata);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (solve->steps_view)), solve->moves != NULL);
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdGdlPage *self = QD_GDL_PAGE (page);
  QdGdlSolve *solve = self->solve;
  SolveOutput *out = qd_job_get_result (job);
  const GError *error = qd_job_get_error (job);
  g_autofree char *text = NULL;

  self->work = QD_GDL_IDLE;
  solve->running = FALSE;
  qd_page_tree_run_ended (self->page_tree);
  if (out == NULL)
    {
      qd_run_controls_set_status (solve->controls, error != NULL ? error->message : _("The search was stopped."));
      return;
    }
  text = result_text (&out->result, solve->running_algorithm);
  qd_run_controls_set_status (solve->controls, text);
  if (out->result.status != QD_SPACE_SOLVED)
    return;
  solve->moves = g_strsplit (out->moves, "\n", -1);
  /* the last line's end leaves an empty string */
  g_free (solve->moves[out->result.n_steps]);
  solve->moves[out->result.n_steps] = NULL;
  show_lines (solve, qd_gdl_game_role_name (self->sheet->game, 0));
  qd_stepper_set_run (solve->stepper, g_strv_length (solve->moves), solve->then_step ? 1 : 0);
}

/* ------------------------------------------------------------- the run */

static void
drop_solution (QdGdlSolve *solve)
{
  qd_stepper_clear (solve->stepper);
  g_clear_pointer (&solve->moves, g_strfreev);
  show_lines (solve, NULL);
}

/* A grounded puzzle's search is recorded as a tree from the start, but for
 * iddfs and idastar (their tree's root is the iterations, not the start). */
static void
start_tree (QdGdlPage *self, SolveTask *task)
{
  QdGdlGame *game = self->sheet->game;

  if (!qd_gdl_game_is_grounded (game) || task->algorithm == QD_SPACE_IDDFS || task->algorithm == QD_SPACE_IDASTAR)
    {
      qd_page_tree_clear (self->page_tree);
      g_clear_pointer (&self->tree_root, g_free);
      return;
    }
  task->tree = qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_STATE, TREE_BUDGET);
  g_free (self->tree_root);
  self->tree_root = g_new0 (guint64, self->words);
  qd_gdl_game_initial (game, self->tree_root);
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdGdlPage *self)
{
  QdGdlSolve *solve = self->solve;
  guint selected = adw_combo_row_get_selected (solve->algorithm_row);
  SolveTask *task;
  QdJob *job;

  /* F5 in a game of two roles: its Solve group is hidden, nothing to run. */
  if (qd_gdl_game_n_roles (self->sheet->game) != 1)
    return;
  if (qd_page_get_busy (QD_PAGE (self)) || selected >= solve->algorithms->len)
    return;
  drop_solution (solve);
  task = g_malloc0 (sizeof (SolveTask) + strlen (self->sheet->text) + 1);
  strcpy (task->text, self->sheet->text);
  task->pool = qd_gdl_pool_ref (self->pool);
  task->algorithm = g_array_index (solve->algorithms, QdSpaceAlgorithm, selected);
  task->max_nodes = (guint64) gtk_spin_button_get_value (solve->nodes_spin);
  start_tree (self, task);
  solve->running = TRUE;
  solve->running_algorithm = task->algorithm;
  solve->then_step = then_step;
  self->work = QD_GDL_SOLVING;
  job = qd_page_start_job (QD_PAGE (self), _("Solving the puzzle"), solve_worker, task, solve_task_free, g_free,
                           on_solve_done);
  qd_run_controls_follow_job (solve->controls, job, _("Searching"));
  qd_gdl_page_refresh (self);
}

/* Stop keeps what the search counted: its end comes as a stopped run. */
static void
on_stop (QdRunControls *controls, QdGdlPage *self)
{
  if (self->work == QD_GDL_SOLVING)
    qd_page_stop_job (QD_PAGE (self));
}

/* The page's job started or ended (a hint's too); a search cancelled
 * (Escape, another rulesheet) has no end of its own to show. */
static void
on_busy (QdGdlPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));

  qd_run_controls_set_busy (self->solve->controls, busy);
  if (!busy && self->solve->running)
    {
      self->solve->running = FALSE;
      qd_run_controls_set_status (self->solve->controls, _("The search was stopped."));
    }
}

/* Step k: the solution's first k moves played from the start. */
static void
on_step_changed (QdGdlPage *self)
{
  QdGdlSolve *solve = self->solve;
  guint step = qd_stepper_get_step (solve->stepper);
  g_autoptr(GString) moves = g_string_new (NULL);

  if (!qd_stepper_has_run (solve->stepper) || solve->moves == NULL)
    return;
  for (guint i = 0; i < step && solve->moves[i] != NULL; i++)
    g_string_append_printf (moves, "%s\n", solve->moves[i]);
  qd_gdl_page_replay (self, moves->str);
  qd_step_list_select (solve->step_list, step);
}

/* ------------------------------------------------------------ the group */

/* The row's item of `algorithm`; FALSE when the puzzle has none. */
static gboolean
select_algorithm (QdGdlSolve *solve, QdSpaceAlgorithm algorithm)
{
  for (guint i = 0; i < solve->algorithms->len; i++)
    if (g_array_index (solve->algorithms, QdSpaceAlgorithm, i) == algorithm)
      {
        adw_combo_row_set_selected (solve->algorithm_row, i);
        return TRUE;
      }
  return FALSE;
}

static void
add_algorithm_row (QdGdlSolve *solve)
{
  GtkStringList *labels = gtk_string_list_new (NULL);

  solve->algorithms = g_array_new (FALSE, FALSE, sizeof (QdSpaceAlgorithm));
  for (QdSpaceAlgorithm a = 0; a < QD_SPACE_N_ALGORITHMS; a++)
    if (qd_gdl_puzzle_supports (a))
      {
        g_array_append_val (solve->algorithms, a);
        gtk_string_list_append (labels, qd_space_algorithm_label (a));
      }
  solve->algorithm_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (solve->algorithm_row), _("Algorithm"));
  adw_combo_row_set_model (solve->algorithm_row, G_LIST_MODEL (labels));
  g_object_unref (labels);
  gtk_accessible_update_property (GTK_ACCESSIBLE (solve->algorithm_row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Algorithm"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), GTK_WIDGET (solve->algorithm_row));
  select_algorithm (solve, QD_SPACE_ASTAR);
}

static void
add_nodes_row (QdGdlSolve *solve)
{
  GtkWidget *row = adw_action_row_new ();

  solve->nodes_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1000, 1e9, 1000));
  gtk_spin_button_set_value (solve->nodes_spin, (double) QD_SPACE_DEFAULT_MAX_NODES);
  gtk_widget_set_valign (GTK_WIDGET (solve->nodes_spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Node limit"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Generated nodes at most"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (solve->nodes_spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (solve->nodes_spin));
  gtk_accessible_update_property (GTK_ACCESSIBLE (solve->nodes_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Node limit"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), row);
}

static void
add_steps_view (QdGdlSolve *solve)
{
  GtkWidget *scroll = gtk_scrolled_window_new ();

  solve->lines = gtk_string_list_new (NULL);
  solve->steps_view = GTK_LIST_VIEW (gtk_list_view_new (NULL, NULL));
  gtk_widget_add_css_class (GTK_WIDGET (solve->steps_view), "data-text");
  gtk_accessible_update_property (GTK_ACCESSIBLE (solve->steps_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Solution steps"), -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (solve->steps_view));
  gtk_widget_add_css_class (scroll, "card");
  gtk_widget_set_margin_top (scroll, 12);
  gtk_widget_set_visible (scroll, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), scroll);
  solve->step_list = qd_step_list_new (solve->stepper, solve->steps_view, g_object_ref (G_LIST_MODEL (solve->lines)));
}

void
qd_gdl_solve_init (QdGdlPage *self)
{
  QdGdlSolve *solve = g_new0 (QdGdlSolve, 1);

  self->solve = solve;
  solve->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (solve->group), _("Solve"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (solve->group),
                                         _("Search for a solution from the start, then step through its moves "
                                           "(Page Down, Page Up)."));
  gtk_box_append (self->solve_slot, solve->group);
  add_algorithm_row (solve);
  add_nodes_row (solve);
  solve->controls = g_object_new (QD_TYPE_RUN_CONTROLS, "margin-top", 12, NULL);
  solve->stepper = qd_run_controls_get_stepper (solve->controls);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (solve->group), GTK_WIDGET (solve->controls));
  add_steps_view (solve);
  qd_run_controls_attach (solve->controls, GTK_WIDGET (self));
  g_signal_connect (solve->controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect (solve->controls, "stop", G_CALLBACK (on_stop), self);
  g_signal_connect_swapped (solve->stepper, "changed", G_CALLBACK (on_step_changed), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (on_busy), self);
}

void
qd_gdl_solve_sync (QdGdlPage *self)
{
  QdGdlSolve *solve = self->solve;

  solve->running = FALSE;
  drop_solution (solve);
  qd_run_controls_set_status (solve->controls, "");
  gtk_widget_set_visible (GTK_WIDGET (self->solve_slot), qd_gdl_game_n_roles (self->sheet->game) == 1);
}

void
qd_gdl_solve_free (QdGdlPage *self)
{
  QdGdlSolve *solve = g_steal_pointer (&self->solve);

  if (solve == NULL)
    return;
  g_signal_handlers_disconnect_by_data (solve->stepper, self);
  g_signal_handlers_disconnect_by_data (solve->controls, self);
  g_signal_handlers_disconnect_by_func (self, on_busy, self);
  qd_step_list_free (solve->step_list);
  g_clear_object (&solve->lines);
  g_array_unref (solve->algorithms);
  g_strfreev (solve->moves);
  g_free (solve);
}

/* ------------------------------------------------------------ for tests */

gboolean
qd_gdl_page_set_solve_algorithm (QdGdlPage *self, QdSpaceAlgorithm algorithm)
{
  return select_algorithm (self->solve, algorithm);
}

void
qd_gdl_page_set_solve_nodes (QdGdlPage *self, guint64 max_nodes)
{
  gtk_spin_button_set_value (self->solve->nodes_spin, (double) max_nodes);
}

char *
qd_gdl_page_dup_solution (QdGdlPage *self)
{
  g_autofree char *joined = NULL;

  if (self->solve->moves == NULL)
    return NULL;
  joined = g_strjoinv ("\n", self->solve->moves);
  return g_strconcat (joined, self->solve->moves[0] != NULL ? "\n" : "", NULL);
}

const char *
qd_gdl_page_get_solve_result (QdGdlPage *self)
{
  return qd_run_controls_get_status (self->solve->controls);
}

GtkWidget *
qd_gdl_page_get_solve_group (QdGdlPage *self)
{
  return self->solve->group;
}
