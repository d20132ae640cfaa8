/* qd-search-page.c — the state-space search tab: the settings, a search on a
 * worker drawn live (the frontier and the explored set as they grow), the
 * replay of its steps with each node's f = g + h, the step list, the search
 * tree (F8) and the exports.  The editors and tile play are
 * qd-search-editor*.c's. */
#include "config.h"
#include "qd-search-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <locale.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "app/widgets/qd-practice-bar.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/search/qd-search-worksheet.h"
#include "qd-search-page-andor.h"

#define EXAMPLE "/io/github/quandary/Quandary/examples/search/romania.route"
#define PROGRESS_INTERVAL_MS 100
/* The frontier counted at a puzzle's step, at most. */
#define FRONTIER_COUNT_MAX 100000

G_DEFINE_FINAL_TYPE (QdSearchPage, qd_search_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "path", N_("Path…"), "path.txt", QD_TEXT_EXPORT_DATA, NULL },
  { "trace", N_("Trace…"), "trace.txt", QD_TEXT_EXPORT_TRACE,
    N_("each expansion (expand N STATE g G h H f F), the successors it generated with their fates (add, repeated, better, goal, cutoff), iteration starts, and the goal") },
  { "tree", N_("Search Tree…"), "tree.txt", QD_TEXT_EXPORT_DATA, NULL },
  { NULL }
};

/* ------------------------------------------------------------ settings */

static QdSpaceAlgorithm
algorithm_of (QdSearchPage *self)
{
  guint selected = adw_combo_row_get_selected (self->algorithm_row);

  return selected < QD_SPACE_N_ALGORITHMS ? (QdSpaceAlgorithm) selected : QD_SPACE_ASTAR;
}

void
qd_search_page_read_settings (QdSearchPage *self, QdSearchSettings *s)
{
  guint h = adw_combo_row_get_selected (self->heuristic_row);

  qd_search_settings_init (s, self->doc);
  s->algorithm = algorithm_of (self);
  s->memory = gtk_switch_get_active (self->graph_switch) || qd_space_algorithm_is_bidirectional (s->algorithm)
              || s->algorithm == QD_SPACE_EHC ? QD_SPACE_GRAPH : QD_SPACE_TREE_LIKE;
  if (h < self->n_heuristics)
    s->heuristic = self->heuristics[h];
  s->weight = gtk_spin_button_get_value (self->weight_spin);
  s->limit = G_MAXUINT;
  if (s->algorithm == QD_SPACE_DLS)
    s->limit = (guint) gtk_spin_button_get_value_as_int (self->limit_spin);
  else if (s->algorithm == QD_SPACE_IDDFS && gtk_spin_button_get_value_as_int (self->limit_spin) > 0)
    s->limit = (guint) gtk_spin_button_get_value_as_int (self->limit_spin);
  s->max_nodes = (guint64) gtk_spin_button_get_value (self->nodes_spin);
}

/* The search's rows as the algorithm needs them; none of them, nor the
 * search's statistics, while an online agent walks the maze (it has its
 * own rules, its own heuristic and its own counts). */
void
qd_search_page_update_settings_rows (QdSearchPage *self)
{
  QdSpaceAlgorithm a = algorithm_of (self);
  guint h = adw_combo_row_get_selected (self->heuristic_row);
  gboolean search = qd_search_page_online_get_agent (self) == NULL;
  g_autofree char *warning = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->algorithm_row), search);
  gtk_widget_set_visible (GTK_WIDGET (self->heuristic_row), search);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->nodes_spin), ADW_TYPE_ACTION_ROW), search);
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self->expanded_label), ADW_TYPE_PREFERENCES_GROUP),
                          search);
  gtk_widget_set_visible (self->graph_row, search && !qd_space_algorithm_always_tree_like (a)
                                           && !qd_space_algorithm_is_bidirectional (a) && a != QD_SPACE_EHC);
  gtk_widget_set_sensitive (GTK_WIDGET (self->heuristic_row), qd_search_algorithm_uses_heuristic (a));
  gtk_widget_set_visible (self->weight_row, search && a == QD_SPACE_WASTAR);
  gtk_widget_set_visible (self->limit_row, search && (a == QD_SPACE_DLS || a == QD_SPACE_IDDFS));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->limit_row),
                                 a == QD_SPACE_IDDFS ? _("Last Depth Limit") : _("Depth Limit"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->limit_row),
                               a == QD_SPACE_IDDFS ? _("The limits 0, 1, 2, … up to this one; 0: no end")
                                                   : _("Nodes at this depth are not expanded"));
  if (qd_search_algorithm_uses_heuristic (a) && h < self->n_heuristics && self->doc != NULL)
    warning = qd_search_doc_heuristic_warning (self->doc, self->heuristics[h]);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->heuristic_row),
                               !qd_search_algorithm_uses_heuristic (a) ? _("Not used by this algorithm")
                               : warning != NULL ? warning : "");
}

/* The heuristic row lists the kind's heuristics, the kind's default
 * selected (or the one selected before, when the kind has it). */
static void
fill_heuristics (QdSearchPage *self)
{
  const QdSearchHeuristic *list;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  QdSearchHeuristic keep = self->n_heuristics > 0 && adw_combo_row_get_selected (self->heuristic_row) < self->n_heuristics
                           ? self->heuristics[adw_combo_row_get_selected (self->heuristic_row)]
                           : qd_search_doc_default_heuristic (self->doc);
  guint n = qd_search_kind_heuristics (self->doc->kind, &list);
  guint selected = 0;

  if (!qd_search_doc_has_heuristic (self->doc, keep))
    keep = qd_search_doc_default_heuristic (self->doc);
  self->n_heuristics = MIN (n, QD_SEARCH_PAGE_MAX_HEURISTICS);
  for (guint i = 0; i < self->n_heuristics; i++)
    {
      self->heuristics[i] = list[i];
      gtk_string_list_append (names, qd_search_heuristic_title (list[i]));
      if (list[i] == keep)
        selected = i;
    }
  adw_combo_row_set_model (self->heuristic_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->heuristic_row, selected);
}

/* ------------------------------------------------------------- display */

void
qd_search_page_update_actions (QdSearchPage *self)
{
  qd_run_controls_set_busy (self->run_controls, qd_page_get_busy (QD_PAGE (self)));
}

static void
set_count (GtkLabel *label, gboolean known, guint64 n)
{
  qd_label_set_count (label, known, n);
}

static void
show_time (QdSearchPage *self, gboolean known, gint64 us)
{
  g_autofree char *text = known ? qd_format_ms (us, 1) : g_strdup ("—");

  gtk_label_set_label (self->time_label, text);
}

static void
show_depth_title (QdSearchPage *self, QdSpaceAlgorithm a)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->depth_row),
                                 a == QD_SPACE_IDASTAR ? _("Last f-Bound")
                                 : a == QD_SPACE_IDDFS ? _("Last Depth Limit") : _("Deepest Node"));
}

guint64
qd_search_page_frontier_count (const QdSearchRun *run, guint step, gboolean with_current)
{
  guint n = qd_search_run_n_cells (run);
  guint64 count = 0;

  if (qd_search_run_n_steps (run) == 0)
    return 0;
  if (step == G_MAXUINT)
    step = qd_search_run_n_steps (run) - 1;
  if (n > 0)
    {
      g_autofree guint8 *status = g_new0 (guint8, n);

      /* The places or cells marked so on the board. */
      qd_search_run_statuses (run, step, status);
      if (with_current)
        qd_search_render_hide_current (status, n);
      for (guint i = 0; i < n; i++)
        count += status[i] == QD_SEARCH_CELL_FRONTIER;
      return count;
    }
  {
    /* The run's frontier before the step's node is taken; the board shows
     * it without that node's board (qd-search-render-grid.c), unless it
     * waits there untold. */
    g_autofree guint *events = g_new (guint, FRONTIER_COUNT_MAX);
    guint k = qd_search_run_frontier_at (run, step, events, FRONTIER_COUNT_MAX);
    guint taken = qd_search_run_step_event (run, step);
    const QdSearchTiles *tiles = qd_search_run_doc (run)->tiles;
    gsize size = tiles != NULL ? (gsize) tiles->rows * tiles->cols : 0;

    if (with_current || size == 0)
      return k;
    for (guint i = 0; i < k; i++)
      if (memcmp (qd_search_run_event_state (run, events[i]), qd_search_run_event_state (run, taken), size) == 0)
        return k - 1;
    return k;
  }
}

static void
show_statistics (QdSearchPage *self, guint step)
{
  const QdSpaceResult *result = self->run != NULL && !self->run_is_live ? qd_search_run_result (self->run) : NULL;
  GtkLabel *labels[] = { self->expanded_label, self->generated_label, self->frontier_label,
                         self->frontier_max_label, self->depth_label };

  if (result == NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
        set_count (labels[i], FALSE, 0);
      gtk_label_set_label (self->cost_label, "—");
      show_time (self, FALSE, 0);
      show_depth_title (self, algorithm_of (self));
      return;
    }
  show_depth_title (self, qd_search_run_settings (self->run)->algorithm);
  set_count (self->expanded_label, TRUE, result->expanded);
  set_count (self->generated_label, TRUE, result->generated);
  set_count (self->frontier_label, TRUE, qd_search_page_frontier_count (self->run, step, FALSE));
  set_count (self->frontier_max_label, TRUE, result->frontier_max);
  switch (qd_search_run_settings (self->run)->algorithm)
    {
    case QD_SPACE_IDASTAR:
    case QD_SPACE_IDDFS:
      {
        g_autofree char *bound = qd_format_number_short_locale (result->last_bound);

        gtk_label_set_label (self->depth_label, bound);
        break;
      }
    default:
      set_count (self->depth_label, TRUE, result->depth_max);
      break;
    }
  if (result->status == QD_SPACE_SOLVED)
    {
      g_autofree char *cost = qd_format_number_short_locale (result->cost);

      gtk_label_set_label (self->cost_label, cost);
    }
  else
    gtk_label_set_label (self->cost_label, "—");
  show_time (self, TRUE, result->time_us);
}

static void
show_kind (QdSearchPage *self)
{
  g_autofree char *text = qd_search_render_doc_text (self->doc);

  adw_action_row_set_subtitle (self->kind_row, text);
}

/* The step the stepper shows as the run's: G_MAXUINT at the end. */
static guint
shown_step (QdSearchPage *self)
{
  guint step;

  if (self->run == NULL || !qd_stepper_has_run (self->stepper))
    return G_MAXUINT;
  step = qd_stepper_get_step (self->stepper);
  return step >= qd_search_run_n_steps (self->run) ? G_MAXUINT : step;
}

void
qd_search_page_update_display (QdSearchPage *self)
{
  guint step;
  g_autofree char *line = NULL;

  if (self->doc == NULL)
    return;
  /* Solve again once a run ended (the run controls follow the page's busy). */
  qd_search_page_update_actions (self);
  if (self->run_is_live)
    return;   /* the live display (on_solve_progress) */
  step = shown_step (self);
  qd_search_view_set_run (self->view, self->editing ? NULL : self->run, step);
  show_statistics (self, step);
  if (self->run == NULL)
    {
      gtk_label_set_label (self->expanding_label,
                           self->editing ? _("Editing: the search starts again from the document as it is.")
                                         : _("Press Solve or Step to search."));
      return;
    }
  line = qd_search_render_step_text (self->run, step);
  gtk_label_set_label (self->expanding_label, line);
  qd_search_page_practice_mask (self, step);
  qd_search_page_steps_show (self, step);
}

/* ---------------------------------------------------------------- runs */

static void
clear_run (QdSearchPage *self)
{
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  qd_search_page_practice_forget (self);
  qd_page_cancel_job (QD_PAGE (self));
  qd_stepper_clear (self->stepper);
  /* The view and the list let go of the run before it goes. */
  qd_search_view_set_run (self->view, NULL, G_MAXUINT);
  qd_search_page_steps_set (self, NULL, 0);
  if (!self->run_is_live)
    g_clear_pointer (&self->run, qd_search_run_free);
  self->run = NULL;
  self->run_is_live = FALSE;
  gtk_widget_set_visible (self->steps_placeholder, TRUE);
  qd_run_controls_set_status (self->run_controls, "");
  if (self->page_tree != NULL)
    qd_page_tree_clear (self->page_tree);
}

void
qd_search_page_document_edited (QdSearchPage *self)
{
  clear_run (self);
  qd_search_view_set_doc (self->view, self->doc);
  show_kind (self);
  qd_search_page_update_settings_rows (self);
  qd_search_page_update_display (self);
  qd_search_page_online_document_changed (self);
}

static void
on_settings_changed (QdSearchPage *self)
{
  if (self->updating || self->doc == NULL)
    return;
  qd_search_page_update_settings_rows (self);
  clear_run (self);
  qd_search_page_update_display (self);
}

typedef struct {
  QdOwned owned;
  QdSearchRun *run;             /* the worker's until it returns it */
  QdSearchTree *tree;           /* may be NULL */
} Task;

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;

  qd_search_run_solve (task->run, qd_job_get_stop_flag (job), qd_job_get_progress (job), task->tree, error);
  if (error != NULL && *error != NULL)
    return NULL;
  return qd_owned_steal (&task->owned, g_steal_pointer (&task->run));
}

/* While the search runs: the board at its newest step, the list growing,
 * the counts of the job's progress. */
static void
on_solve_progress (QdJob *job, QdSearchPage *self)
{
  QdProgress progress;
  guint n;

  if (job != qd_page_get_job (QD_PAGE (self)) || !self->run_is_live)
    return;
  qd_job_read_progress (job, &progress);
  n = qd_search_run_n_steps (self->run);
  qd_search_page_steps_set (self, self->run, n);
  gtk_widget_set_visible (self->steps_placeholder, n == 0);
  set_count (self->expanded_label, TRUE, (guint64) progress.done);
  set_count (self->generated_label, TRUE, (guint64) progress.nodes);
  show_time (self, TRUE, qd_job_get_elapsed_us (job));
  if (n == 0)
    {
      if (qd_search_run_settings (self->run)->heuristic == QD_SEARCH_H_PDB)
        gtk_label_set_label (self->expanding_label, _("Building the pattern databases (once; they are kept for the next runs)…"));
      return;
    }
  {
    g_autofree char *line = qd_search_render_step_text (self->run, n - 1);

    gtk_label_set_label (self->expanding_label, line);
  }
  qd_search_view_set_run (self->view, self->run, n - 1);
}

static void
set_step_nodes (QdSearchPage *self)
{
  guint n = qd_search_run_n_steps (self->run);
  gint32 *nodes;

  if (qd_page_tree_get_tree (self->page_tree) == NULL)
    return;
  nodes = g_new (gint32, n + 1);
  for (guint k = 0; k < n; k++)
    nodes[k] = qd_search_run_step_node (self->run, k);
  nodes[n] = n > 0 ? nodes[n - 1] : -1;
  qd_page_tree_set_step_nodes (self->page_tree, nodes, n);
}

void
qd_search_page_install_run (QdSearchPage *self, QdSearchRun *run, guint step)
{
  guint n = qd_search_run_n_steps (run);
  g_autofree char *status = NULL;

  if (self->run != run)
    {
      qd_search_view_set_run (self->view, NULL, G_MAXUINT);
      qd_search_page_steps_set (self, NULL, 0);
      if (!self->run_is_live)
        g_clear_pointer (&self->run, qd_search_run_free);
      self->run = run;
    }
  self->run_is_live = FALSE;
  qd_search_page_steps_set (self, run, n);
  gtk_widget_set_visible (self->steps_placeholder, n == 0);
  status = qd_search_render_result_text (run);
  qd_run_controls_set_status (self->run_controls, status);
  qd_page_tree_run_ended (self->page_tree);
  set_step_nodes (self);
  qd_stepper_set_run (self->stepper, n, step == G_MAXUINT ? n : MIN (step, n));
  qd_search_page_update_display (self);
  qd_search_page_practice_sync (self);
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);
  QdSearchRun *run = qd_job_steal_result (job);

  if (run == NULL)
    {
      const GError *error = qd_job_get_error (job);

      /* The task frees the run: the page's pointer to it goes first. */
      qd_search_view_set_run (self->view, NULL, G_MAXUINT);
      qd_search_page_steps_set (self, NULL, 0);
      self->run = NULL;
      self->run_is_live = FALSE;
      if (qd_page_toast_error (page, error))
        qd_run_controls_set_status (self->run_controls, error->message);
      qd_search_page_update_display (self);
      return;
    }
  qd_search_page_install_run (self, run, self->step_after_solve && qd_search_run_n_steps (run) > 1 ? 1 : G_MAXUINT);
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdSearchPage *self)
{
  Task *task = g_new0 (Task, 1);
  QdSearchSettings settings;
  QdJob *job;

  clear_run (self);
  qd_search_page_read_settings (self, &settings);
  task->run = qd_owned_add (&task->owned, qd_search_run_new (self->doc, &settings), (GDestroyNotify) qd_search_run_free);
  if (qd_space_algorithm_is_bidirectional (settings.algorithm))
    qd_page_tree_none (self->page_tree, _("Bidirectional search grows two trees, one from each end: the board "
                                          "shows both searches"));
  else
    task->tree = qd_owned_add (&task->owned, qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_STATE,
                                                                 QD_SEARCH_PAGE_TREE_BUDGET),
                               (GDestroyNotify) qd_search_tree_unref);
  /* Depth-first searches grow their tree live (a preorder); the others'
   * is built in preorder when they end (core/qd-space-tree.h). */
  if (task->tree != NULL && !qd_space_algorithm_always_tree_like (settings.algorithm)
      && !(settings.algorithm == QD_SPACE_DFS && settings.memory == QD_SPACE_TREE_LIKE))
    qd_search_tree_pane_set_empty_text (qd_page_tree_get_pane (self->page_tree),
                                        _("The tree of a best-first search appears when the search ends."));
  self->step_after_solve = then_step;
  /* The page reads the run's log while the worker writes it (the log is
   * made for that); the pointer goes when the job ends or is cancelled. */
  self->run = task->run;
  self->run_is_live = TRUE;
  job = qd_page_start_job (QD_PAGE (self), _("Searching"), solve_worker, task, qd_owned_free,
                           (GDestroyNotify) qd_search_run_free, on_solve_done);
  qd_job_set_interval (job, PROGRESS_INTERVAL_MS);
  qd_run_controls_follow_job (self->run_controls, job, _("Searching"));
  g_signal_connect_object (job, "progress", G_CALLBACK (on_solve_progress), self, 0);
  show_statistics (self, G_MAXUINT);
  gtk_label_set_label (self->expanding_label, _("Searching…"));
  qd_search_page_update_actions (self);
}

void
qd_search_page_go_to_step (QdSearchPage *self, gint64 step)
{
  guint n;

  if (self->run == NULL || step < 0)
    return;
  n = qd_search_run_n_steps (self->run);
  qd_stepper_stop_playing (self->stepper);
  qd_stepper_go_to (self->stepper, (guint) MIN ((guint64) step, n));
}

void
qd_search_page_set_editing (QdSearchPage *self, gboolean editing)
{
  self->editing = editing;
  qd_search_view_set_editing (self->view, editing);
  qd_search_page_update_display (self);
}

/* ------------------------------------------------------ QdPage methods */

static void
qd_search_page_document_changed (QdPage *page, QdPageChange change)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);

  /* The old model is freed after this returns: nothing may keep it. */
  clear_run (self);
  self->doc = qd_page_get_model (page);
  self->updating = TRUE;
  fill_heuristics (self);
  self->updating = FALSE;
  qd_search_page_document_edited (self);
  qd_search_page_editor_document_changed (self);
}

static char *
qd_search_page_get_text_export (QdPage *page, const char *id)
{
  QdSearchPage *self = QD_SEARCH_PAGE (page);

  if (self->run == NULL || self->run_is_live)
    return NULL;
  if (g_str_equal (id, "path"))
    {
      const QdSpaceResult *result = qd_search_run_result (self->run);

      return result != NULL && result->status == QD_SPACE_SOLVED ? qd_search_run_path_text (self->run) : NULL;
    }
  if (g_str_equal (id, "trace"))
    return qd_search_run_trace (self->run, NULL);
  if (g_str_equal (id, "tree") && qd_page_tree_get_tree (self->page_tree) != NULL)
    return qd_search_tree_to_string (qd_page_tree_get_tree (self->page_tree));
  return NULL;
}

/* -------------------------------------------------------------- GObject */

static void
qd_search_page_dispose (GObject *object)
{
  QdSearchPage *self = QD_SEARCH_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  qd_search_page_editor_detach (self);
  qd_search_page_online_detach (self);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  if (self->view != NULL)
    qd_search_view_set_run (self->view, NULL, G_MAXUINT);
  if (self->step_selection != NULL)
    qd_search_page_steps_set (self, NULL, 0);
  self->stepper = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_SEARCH_PAGE);
  self->view = NULL;
  G_OBJECT_CLASS (qd_search_page_parent_class)->dispose (object);
}

static void
qd_search_page_finalize (GObject *object)
{
  QdSearchPage *self = QD_SEARCH_PAGE (object);

  /* A run still searching belongs to its job (which frees it). */
  if (!self->run_is_live)
    g_clear_pointer (&self->run, qd_search_run_free);
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  g_clear_object (&self->step_selection);
  G_OBJECT_CLASS (qd_search_page_parent_class)->finalize (object);
}

/* The tab's exercises (New Exercise…, Worksheet…). */
static const QdWorksheetKind *const worksheets[] = { &qd_search_worksheet, &qd_search_worksheet_tiles,
                                                       &qd_search_worksheet_rbfs, &qd_search_worksheet_online,
                                                       &qd_search_andor_worksheet, NULL };

/* An AND-OR worksheet's exercise opens in the AND-OR Search window. */
static gboolean
qd_search_page_open_exercise (QdPage *page, const QdWorksheetKind *kind, const char *name, const char *text,
                              GError **error)
{
  GtkWindow *window;

  if (kind != &qd_search_andor_worksheet)
    return FALSE;
  window = qd_search_page_andor_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (page))));
  if (!qd_search_page_andor_open_text (window, name, text, strlen (text), error))
    {
      gtk_window_destroy (window);
      return FALSE;
    }
  gtk_window_present (window);
  return TRUE;
}

static void
qd_search_page_class_init (QdSearchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_search_page_dispose;
  object_class->finalize = qd_search_page_finalize;
  page_class->document_changed = qd_search_page_document_changed;
  page_class->get_text_export = qd_search_page_get_text_export;
  page_class->build_report = qd_search_page_build_report;
  page_class->build_animation = qd_search_page_build_animation;
  page_class->prepare_check = qd_search_page_prepare_check;
  page_class->worksheets = worksheets;
  page_class->open_exercise = qd_search_page_open_exercise;
  page_class->show_check = qd_search_page_show_check;

  g_type_ensure (QD_TYPE_SEARCH_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/search/qd-search-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdSearchPage, name)
  BIND (board_pane); BIND (view); BIND (expanding_label); BIND (steps_view);
  BIND (steps_placeholder); BIND (sidebar_box); BIND (kind_row); BIND (algorithm_row); BIND (graph_row);
  BIND (graph_switch); BIND (heuristic_row); BIND (weight_row); BIND (limit_row); BIND (weight_spin);
  BIND (limit_spin); BIND (nodes_spin); BIND (run_controls); BIND (depth_row); BIND (expanded_label);
  BIND (generated_label); BIND (frontier_label); BIND (frontier_max_label); BIND (depth_label);
  BIND (cost_label); BIND (time_label); BIND (editor_box); BIND (practice_group); BIND (practice_bar);
#undef BIND
  gtk_widget_class_bind_template_child_full (widget_class, "board_menu_editor", FALSE,
                                             G_STRUCT_OFFSET (QdSearchPage, editor_menu));
}

/* Iterative deepening goes on until a goal by default (0: no last
 * limit); depth-limited search needs a limit. */
static void
on_algorithm_changed (QdSearchPage *self)
{
  QdSpaceAlgorithm a = algorithm_of (self);
  int limit = gtk_spin_button_get_value_as_int (self->limit_spin);

  if (self->updating)
    return;
  self->updating = TRUE;
  if (a == QD_SPACE_IDDFS)
    gtk_spin_button_set_value (self->limit_spin, 0);
  else if (a == QD_SPACE_DLS && limit == 0)
    gtk_spin_button_set_value (self->limit_spin, 10);
  self->updating = FALSE;
  on_settings_changed (self);
}

/* The Node Limit grouped as the user's locale groups the Statistics' counts
 * (2,000,000; 2 000 000 in French): "output" writes the value so, "input"
 * reads a typed one back, its grouping characters (the locale's, commas,
 * points, apostrophes, blanks of every width) left out. */
static gboolean
on_nodes_output (GtkSpinButton *spin)
{
  guint64 n = (guint64) gtk_adjustment_get_value (gtk_spin_button_get_adjustment (spin));
  g_autofree char *text = qd_format_count (n);

  if (g_strcmp0 (text, gtk_editable_get_text (GTK_EDITABLE (spin))) != 0)
    gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return TRUE;
}

static gboolean
is_group_separator (const char *p, const char *locale_sep)
{
  gunichar c = g_utf8_get_char (p);

  return c == ',' || c == '.' || c == '\'' || c == 0x2019 || g_unichar_isspace (c)
         || (locale_sep != NULL && *locale_sep != '\0' && g_str_has_prefix (p, locale_sep));
}

/* The count a text holds, grouped or not; FALSE when it holds anything else. */
static gboolean
parse_grouped_count (const char *text, double *value)
{
  const char *sep = localeconv ()->thousands_sep;
  g_autoptr(GString) digits = g_string_new (NULL);
  guint64 n;

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
    else if (!is_group_separator (p, sep))
      return FALSE;
  if (!g_ascii_string_to_unsigned (digits->str, 10, 0, G_MAXUINT64, &n, NULL))
    return FALSE;
  *value = (double) n;
  return TRUE;
}

static gint
on_nodes_input (GtkSpinButton *spin, double *value)
{
  /* A text that is no count leaves the limit as it was (GTK would put the
   * least value instead), and is written again. */
  if (!parse_grouped_count (gtk_editable_get_text (GTK_EDITABLE (spin)), value))
    *value = gtk_spin_button_get_value (spin);
  return TRUE;
}

static void
group_nodes_spin (GtkSpinButton *spin)
{
  /* Not "numeric", which refuses the separators as they are typed; wide
   * enough for 100,000,000, the most. */
  gtk_spin_button_set_numeric (spin, FALSE);
  gtk_editable_set_width_chars (GTK_EDITABLE (spin), 11);
  g_signal_connect (spin, "output", G_CALLBACK (on_nodes_output), NULL);
  g_signal_connect (spin, "input", G_CALLBACK (on_nodes_input), NULL);
  on_nodes_output (spin);
}

static void
connect_settings (QdSearchPage *self)
{
  GObject *combos[] = { G_OBJECT (self->heuristic_row) };
  GObject *values[] = { G_OBJECT (self->weight_spin), G_OBJECT (self->limit_spin), G_OBJECT (self->nodes_spin) };

  group_nodes_spin (self->nodes_spin);
  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    g_signal_connect_swapped (combos[i], "notify::selected", G_CALLBACK (on_settings_changed), self);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_signal_connect_swapped (values[i], "value-changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->graph_switch, "notify::active", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (on_algorithm_changed), self);
}

static void
on_tree_show (gpointer page)
{
  qd_search_page_update_display (page);
}

/* The step list five lines tall, three while the search tree is shown. */
static void
fit_steps (QdSearchPage *self)
{
  qd_step_list_view_fit_rows (self->steps_view, qd_board_pane_get_search_tree_shown (self->board_pane) ? 3
                                                                                                : QD_STEP_LIST_MIN_ROWS);
}

static void
qd_search_page_init (QdSearchPage *self)
{
  g_autoptr(GBytes) example = NULL;
  QdSearchDoc *doc = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->view));
  /* Before the page's own "changed" handler: the tree's node follows the
   * step before the page redraws. */
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->view), self->stepper, on_tree_show, self);
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_search_page_update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  /* Stop keeps what the search did so far (not qd_page_cancel_job). */
  g_signal_connect_swapped (self->run_controls, "stop", G_CALLBACK (qd_page_stop_job), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));
  qd_board_pane_set_legend (self->board_pane, qd_search_view_get_legend (self->view));

  qd_search_page_steps_init (self);
  /* The search tree takes its height from under the board: the step list
   * then keeps three lines, so that the board keeps a share. */
  g_signal_connect_swapped (self->board_pane, "notify::search-tree-shown", G_CALLBACK (fit_steps), self);

  connect_settings (self);
  /* Solve and Stop follow the page's job, however it ends. */
  g_signal_connect (self, "notify::busy", G_CALLBACK (qd_search_page_update_actions), NULL);
  qd_search_page_editor_attach (self);
  qd_search_page_online_attach (self);
  qd_search_page_practice_init (self);
  qd_search_page_andor_init (self);

  /* A new document: AIMA's Romania, Arad to Bucharest. */
  example = g_resources_lookup_data (EXAMPLE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (example != NULL)
    doc = qd_search_doc_parse (g_bytes_get_data (example, NULL), (gssize) g_bytes_get_size (example), NULL, NULL);
  if (doc == NULL)
    doc = qd_search_doc_new_default (QD_SEARCH_ROUTE);
  qd_page_set_model (QD_PAGE (self), doc, QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

const QdSearchDoc *
qd_search_page_get_doc (QdSearchPage *self)
{
  return self->doc;
}

const QdSearchRun *
qd_search_page_get_run (QdSearchPage *self)
{
  return self->run_is_live ? NULL : self->run;
}
