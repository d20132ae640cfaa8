/* qd-constraints-page.c — the Constraints tab: the network, AC-3 arc by
 * arc with its queue and an explanation under the board, and a search for
 * a solution (backtracking, forward checking, MAC, min-conflicts) on a
 * worker.  The editor is qd-constraints-page-editor.c. */
#include "config.h"
#include "qd-constraints-page-private.h"
#include "qd-constraints-view.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "core/qd-csp.h"
#include "core/qd-local.h"
#include "app/widgets/qd-board-pane.h"

/* The queue's rows shown at most: a Sudoku queues a thousand arcs. */
#define QUEUE_ROWS_MAX 60

typedef enum { ALGO_BT, ALGO_FC, ALGO_MAC, ALGO_MIN_CONFLICTS } Algorithm;

struct _QdConstraintsPage
{
  QdPage parent_instance;

  QdConstraintsView *view;
  GtkLabel *explain_label;
  GtkLabel *queue_label;
  GtkListBox *queue_list;
  AdwComboRow *algorithm_row;
  GtkLabel *result_label;
  AdwPreferencesGroup *edit_group;
  AdwEntryRow *variable_row;
  AdwEntryRow *constraint_row;
  GtkListBox *statement_list;

  QdConstraintsDoc *doc;          /* the page's model (qd_page_get_model) */
  QdConstraintsLayout *layout;    /* of doc->model, or NULL */
  GHashTable *moved;              /* name or "#N" -> double[2]: where items were dragged */
  QdConstraintsAc3 *ac3;          /* AC-3 on doc->model, or NULL */
  const gboolean **domains;       /* its domains, for the drawing */
  guint8 *arc_states;
  gint *solution;                 /* the last search's, or NULL */
  gint selected_var, selected_constraint;
};

G_DEFINE_FINAL_TYPE (QdConstraintsPage, qd_constraints_page, QD_TYPE_PAGE)

/* ------------------------------------------------------------ the drawing */

static void
update_view (QdConstraintsPage *self)
{
  QdConstraintsRenderOptions options;
  guint n_arcs;

  qd_constraints_render_options_init (&options, NULL);
  if (self->ac3 != NULL)
    {
      n_arcs = qd_constraints_ac3_n_arcs (self->ac3);
      for (guint v = 0; v < qd_csp_model_n_vars (self->doc->model); v++)
        self->domains[v] = qd_csp_ac3_domain (qd_constraints_ac3_state (self->ac3), v);
      for (guint a = 0; a < n_arcs; a++)
        self->arc_states[a] = (guint8) qd_constraints_ac3_arc_state (self->ac3, a);
      options.domains = self->domains;
      options.arc_states = self->arc_states;
      options.current_arc = qd_constraints_ac3_last (self->ac3);
    }
  options.solution = self->solution;
  options.selected_var = self->selected_var;
  options.selected_constraint = self->selected_constraint;
  qd_constraints_view_set_options (self->view, &options);
}

static void
on_queue_row_activated (GtkListBox *list, GtkListBoxRow *row, QdConstraintsPage *self)
{
  gpointer arc = g_object_get_data (G_OBJECT (row), "qd-arc");

  if (arc != NULL)
    qd_constraints_page_revise_arc (self, GPOINTER_TO_UINT (arc) - 1);
}

static void
update_queue (QdConstraintsPage *self)
{
  GtkWidget *child;
  guint n = self->ac3 != NULL ? qd_constraints_ac3_queue_length (self->ac3) : 0;
  g_autofree char *title = NULL;
  gboolean finished = self->ac3 == NULL || qd_constraints_ac3_finished (self->ac3);
  QdActionState states[] = {
    { "ac3-step", !finished },
    { "ac3-run", !finished },
    { "ac3-reset", self->ac3 != NULL && qd_constraints_ac3_steps (self->ac3) > 0 },
  };

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->queue_list))) != NULL)
    gtk_list_box_remove (self->queue_list, child);
  title = g_strdup_printf (ngettext ("Queue: %u arc", "Queue: %u arcs", n), n);
  gtk_label_set_label (self->queue_label, title);
  for (guint i = 0; i < MIN (n, QUEUE_ROWS_MAX); i++)
    {
      guint arc = qd_constraints_ac3_queue_nth (self->ac3, i);
      g_autofree char *text = qd_constraints_arc_text (self->doc->model, qd_constraints_ac3_arc (self->ac3, arc));
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_widget_set_tooltip_text (row, _("Activate to revise this arc now"));
      {
        /* TRANSLATORS: a row of the AC-3 queue: its place, then the arc */
        g_autofree char *name = g_strdup_printf (_("Arc %u of the queue: %s"), i + 1, text);

        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      }
      g_object_set_data (G_OBJECT (row), "qd-arc", GUINT_TO_POINTER (arc + 1));
      gtk_list_box_append (self->queue_list, row);
      /* The next arc Step revises: selected and in bold. */
      if (i == 0)
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_list_box_select_row (self->queue_list, GTK_LIST_BOX_ROW (row));
        }
    }
  if (n > QUEUE_ROWS_MAX)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("and %u more arc", "and %u more arcs", n - QUEUE_ROWS_MAX),
                                               n - QUEUE_ROWS_MAX);
      GtkWidget *label = gtk_label_new (more);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_list_box_append (self->queue_list, label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (label)), FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, more, -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->queue_list), n > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->queue_label), self->ac3 != NULL);
  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

static void
update_explanation (QdConstraintsPage *self)
{
  g_autofree char *text = NULL;

  if (self->doc->model == NULL)
    text = g_strdup (_("No variable yet: add one in the sidebar, as “x in 1..3”."));
  else
    text = qd_constraints_ac3_explain (self->ac3);
  gtk_label_set_label (self->explain_label, text);
  qd_canvas_set_status (QD_CANVAS (self->view), text);
}

static void
update_ac3 (QdConstraintsPage *self)
{
  update_view (self);
  update_queue (self);
  update_explanation (self);
}

static void
reset_ac3 (QdConstraintsPage *self)
{
  guint n = self->doc->model != NULL ? qd_csp_model_n_vars (self->doc->model) : 0;

  g_clear_pointer (&self->ac3, qd_constraints_ac3_free);
  g_clear_pointer (&self->domains, g_free);
  g_clear_pointer (&self->arc_states, g_free);
  if (self->doc->model != NULL)
    {
      self->ac3 = qd_constraints_ac3_new (self->doc->model);
      self->domains = g_new0 (const gboolean *, n + 1);
      self->arc_states = g_new0 (guint8, qd_constraints_ac3_n_arcs (self->ac3) + 1);
    }
  update_ac3 (self);
}

/* The network drawn again (a new document, an item dragged). */
static void
relayout (QdConstraintsPage *self)
{
  g_clear_pointer (&self->layout, qd_constraints_layout_free);
  if (self->doc->model != NULL)
    self->layout = qd_constraints_layout_new (self->doc->model, self->moved);
  qd_constraints_view_set_network (self->view, self->doc->model, self->layout);
}

/* ---------------------------------------------------------------- AC-3 */

void
qd_constraints_page_revise_arc (QdConstraintsPage *self, guint arc)
{
  if (self->ac3 == NULL || qd_constraints_ac3_wiped_out (self->ac3))
    return;
  qd_constraints_ac3_revise (self->ac3, arc);
  update_ac3 (self);
}

static void
ac3_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  if (self->ac3 != NULL && qd_constraints_ac3_step (self->ac3))
    update_ac3 (self);
}

static void
ac3_run_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  /* AC-3 ends: every revision empties the queue or a domain (the values
   * only go), so the run is short on the networks a class draws. */
  while (self->ac3 != NULL && qd_constraints_ac3_step (self->ac3))
    ;
  update_ac3 (self);
}

static void
ac3_reset_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  g_clear_pointer (&self->solution, g_free);
  gtk_label_set_label (self->result_label, "");
  reset_ac3 (self);
}

/* ------------------------------------------------------------- the search */

typedef struct {
  char *text;
  Algorithm algorithm;
} SolveTask;

typedef struct {
  gboolean found;
  gboolean proved_none;           /* the whole space searched, or the model has no value to try */
  gint *values;
  guint64 first, second;          /* assignments and backtracks; min-conflicts: steps and violated */
} SolveResult;

static void
solve_task_free (gpointer data)
{
  SolveTask *task = data;

  g_free (task->text);
  g_free (task);
}

static void
solve_result_free (gpointer data)
{
  SolveResult *result = data;

  g_free (result->values);
  g_free (result);
}

static gpointer
solve_worker (QdJob *job, gpointer task_data, GError **error)
{
  SolveTask *task = task_data;
  g_autoptr(QdConstraintsDoc) doc = qd_constraints_doc_parse (task->text, -1, error);
  SolveResult *result;
  QdCsp *csp;
  guint n;

  if (doc == NULL)
    return NULL;
  csp = doc->model->csp;
  n = qd_csp_n_variables (csp);
  result = g_new0 (SolveResult, 1);
  /* A constraint that holds for no value, or a domain emptied by unary
   * constraints: nothing to search. */
  result->proved_none = doc->model->had_false;
  for (guint v = 0; v < n && !result->proved_none; v++)
    {
      gboolean any = FALSE;

      for (guint x = 0; x < qd_csp_domain_size (csp, v) && !any; x++)
        any = qd_csp_initial_has (csp, v, x);
      result->proved_none = !any;
    }
  if (result->proved_none)
    return result;
  if (task->algorithm == ALGO_MIN_CONFLICTS)
    {
      QdMinConflictsOptions options;
      QdMinConflictsStats stats = { 0 };
      g_autoptr(QdMinConflicts) mc = NULL;

      qd_min_conflicts_options_init (&options);
      options.seed = 1;
      options.max_steps = 1000000;
      options.stop = qd_job_get_stop_flag (job);
      options.progress_steps = &qd_job_get_progress (job)->done;
      mc = qd_min_conflicts_new (csp, &options);
      result->found = qd_min_conflicts_run (mc, &stats) == QD_MIN_CONFLICTS_SOLVED;
      result->first = stats.steps;
      result->second = stats.violated;
      if (result->found)
        result->values = g_memdup2 (qd_min_conflicts_values (mc), sizeof (gint) * n);
    }
  else
    {
      QdCspOptions options;
      QdCspStats stats = { 0 };
      QdCspSolver *solver;
      QdCspStatus status;

      qd_csp_options_init (&options);
      options.inference = task->algorithm == ALGO_BT ? QD_CSP_INFER_NONE
                          : task->algorithm == ALGO_FC ? QD_CSP_INFER_FC : QD_CSP_INFER_MAC;
      options.stop = qd_job_get_stop_flag (job);
      options.progress_nodes = &qd_job_get_progress (job)->nodes;
      solver = qd_csp_solver_new (csp, &options);
      status = qd_csp_solver_run (solver, &stats);
      result->found = status == QD_CSP_SOLVED;
      result->proved_none = status == QD_CSP_NO_SOLUTION;
      result->first = stats.assignments;
      result->second = stats.backtracks;
      if (result->found)
        result->values = g_memdup2 (qd_csp_solver_last_solution (solver), sizeof (gint) * n);
      qd_csp_solver_free (solver);
    }
  if (!result->found && !result->proved_none && qd_job_should_stop (job))
    {
      solve_result_free (result);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The search was stopped"));
      return NULL;
    }
  return result;
}

static void
update_solve_actions (QdConstraintsPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "solve", !busy && self->doc->model != NULL },
    { "stop", busy },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

static void
on_job_done (QdPage *page, QdJob *job)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  const GError *error = qd_job_get_error (job);
  SolveResult *result;
  g_autofree char *text = NULL;
  gboolean local = adw_combo_row_get_selected (self->algorithm_row) == ALGO_MIN_CONFLICTS;

  update_solve_actions (self);
  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        qd_page_toast (page, error->message);
      gtk_label_set_label (self->result_label, _("The search was stopped."));
      return;
    }
  result = qd_job_get_result (job);
  g_clear_pointer (&self->solution, g_free);
  self->solution = g_steal_pointer (&result->values);
  if (result->found && local)
    text = g_strdup_printf (ngettext ("Solved by min-conflicts in %" PRIu64 " repair step.",
                                      "Solved by min-conflicts in %" PRIu64 " repair steps.",
                                      result->first), result->first);
  else if (result->found)
    {
      g_autofree char *assignments = g_strdup_printf (ngettext ("%" PRIu64 " assignment",
                                                                "%" PRIu64 " assignments", result->first),
                                                      result->first);

      text = g_strdup_printf (ngettext ("Solved: %s, %" PRIu64 " backtrack.",
                                        "Solved: %s, %" PRIu64 " backtracks.", result->second),
                              assignments, result->second);
    }
  else if (result->proved_none)
    text = g_strdup (_("No solution: every possibility was ruled out."));
  else
    text = g_strdup_printf (ngettext ("Min-conflicts gave up with %" PRIu64 " constraint violated; it cannot prove that no solution exists.",
                                      "Min-conflicts gave up with %" PRIu64 " constraints violated; it cannot prove that no solution exists.",
                                      result->second), result->second);
  gtk_label_set_label (self->result_label, text);
  update_view (self);
}

static void
solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;
  SolveTask *task;

  if (self->doc->model == NULL)
    return;
  task = g_new0 (SolveTask, 1);
  task->text = qd_constraints_doc_to_string (self->doc);
  task->algorithm = (Algorithm) adw_combo_row_get_selected (self->algorithm_row);
  g_clear_pointer (&self->solution, g_free);
  update_view (self);
  qd_page_start_job (QD_PAGE (self), _("Solving the constraint problem"), solve_worker, task, solve_task_free,
                     solve_result_free, on_job_done);
  gtk_label_set_label (self->result_label, _("Searching…"));
  update_solve_actions (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  qd_page_cancel_job (QD_PAGE (self));
  gtk_label_set_label (self->result_label, _("The search was stopped."));
  update_solve_actions (self);
}

static const GActionEntry page_actions[] = {
  { "ac3-step", ac3_step_activated },
  { "ac3-run", ac3_run_activated },
  { "ac3-reset", ac3_reset_activated },
  { "solve", solve_activated },
  { "stop", stop_activated },
};

/* ------------------------------------------------------- the board's items */

static void
on_item_activated (QdConstraintsView *view, guint kind, guint index, QdConstraintsPage *self)
{
  self->selected_var = kind == QD_CONSTRAINTS_ITEM_VARIABLE ? (gint) index : -1;
  self->selected_constraint = kind == QD_CONSTRAINTS_ITEM_CONSTRAINT ? (gint) index : -1;
  /* A click on an arc (Return on it) revises it, as AIspace's applet does. */
  if (kind == QD_CONSTRAINTS_ITEM_ARC)
    qd_constraints_page_revise_arc (self, index);
  else
    update_view (self);
}

static void
on_item_dragged (QdConstraintsView *view, guint kind, guint index, double x, double y, QdConstraintsPage *self)
{
  g_autofree char *key = NULL;
  double *at = g_new (double, 2);

  if (self->layout == NULL)
    {
      g_free (at);
      return;
    }
  key = kind == QD_CONSTRAINTS_ITEM_VARIABLE ? g_strdup (qd_csp_model_var (self->doc->model, index)->name)
                                             : g_strdup_printf ("#%u", index);
  at[0] = x - self->layout->shift_x;
  at[1] = y - self->layout->shift_y;
  g_hash_table_replace (self->moved, g_steal_pointer (&key), at);
  relayout (self);
  update_view (self);
}

/* ------------------------------------------------------- QdPage methods */

static void
qd_constraints_page_document_changed (QdPage *page, QdPageChange change)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);

  self->doc = qd_page_get_model (page);
  /* Items dragged keep their places through edits of the same problem. */
  if (change == QD_PAGE_CHANGE_OPENED)
    g_hash_table_remove_all (self->moved);
  g_clear_pointer (&self->solution, g_free);
  self->selected_var = self->selected_constraint = -1;
  gtk_label_set_label (self->result_label, "");
  qd_page_cancel_job (page);
  relayout (self);
  reset_ac3 (self);
  qd_constraints_editor_update (self, self->edit_group, self->statement_list);
  update_solve_actions (self);
}

/* A presentation's Page Down and Page Up: one AC-3 revision each way. */
static gboolean
qd_constraints_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  gboolean stepped;

  if (self->ac3 == NULL)
    return FALSE;
  stepped = direction > 0 ? qd_constraints_ac3_step (self->ac3) : qd_constraints_ac3_back (self->ac3);
  if (stepped)
    update_ac3 (self);
  return stepped;
}

static guint
qd_constraints_page_present_position (QdPage *page)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);

  return self->ac3 != NULL ? qd_constraints_ac3_steps (self->ac3) : 0;
}

static void
draw_network (cairo_t *cr, double width, double height, gpointer data)
{
  qd_canvas_draw_picture (data, cr, qd_palette_light ());
}

/* The network as it is on show, and the command that does the run again:
 * the search when a solution is on show, else AC-3 with its revisions. */
static QdReport *
qd_constraints_page_build_report (QdPage *page)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  static const char *const algorithms[] = { "bt", "fc", "mac", "min-conflicts" };
  QdReport *report = qd_page_report_new (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  double width = 0, height = 0;
  guint algorithm = MIN (adw_combo_row_get_selected (self->algorithm_row), G_N_ELEMENTS (algorithms) - 1);

  qd_canvas_get_picture_size (QD_CANVAS (self->view), &width, &height);
  qd_report_add_instance (report, path, width, height, width > 0 ? draw_network : NULL, self->view);
  if (self->solution != NULL)
    {
      const char *args[] = { "csp", input, "--algorithm", algorithms[algorithm], NULL };

      qd_page_report_add_command (report, args);
    }
  else
    {
      const char *args[] = { "csp", input, "--ac3", "--steps", NULL };

      qd_page_report_add_command (report, args);
    }
  return report;
}

/* -------------------------------------------------------------- GObject */

static void
qd_constraints_page_dispose (GObject *object)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  if (self->view != NULL)
    qd_constraints_view_set_network (self->view, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_CONSTRAINTS_PAGE);
  self->view = NULL;
  G_OBJECT_CLASS (qd_constraints_page_parent_class)->dispose (object);
}

static void
qd_constraints_page_finalize (GObject *object)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (object);

  g_clear_pointer (&self->ac3, qd_constraints_ac3_free);
  g_clear_pointer (&self->layout, qd_constraints_layout_free);
  g_clear_pointer (&self->moved, g_hash_table_unref);
  g_free (self->domains);
  g_free (self->arc_states);
  g_free (self->solution);
  G_OBJECT_CLASS (qd_constraints_page_parent_class)->finalize (object);
}

static void
qd_constraints_page_class_init (QdConstraintsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_constraints_page_dispose;
  object_class->finalize = qd_constraints_page_finalize;
  page_class->document_changed = qd_constraints_page_document_changed;
  page_class->present_step = qd_constraints_page_present_step;
  page_class->present_position = qd_constraints_page_present_position;
  page_class->build_report = qd_constraints_page_build_report;

  g_type_ensure (QD_TYPE_CONSTRAINTS_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/constraints/qd-constraints-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, view);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, explain_label);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, queue_label);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, queue_list);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, result_label);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, edit_group);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, variable_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, constraint_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, statement_list);
  qd_page_class_add_shortcut (page_class, GDK_KEY_F5, 0, "constraints.solve");
}

static void
qd_constraints_page_init (QdConstraintsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->moved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->selected_var = self->selected_constraint = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));
  g_signal_connect (self->view, "item-activated", G_CALLBACK (on_item_activated), self);
  g_signal_connect (self->view, "item-dragged", G_CALLBACK (on_item_dragged), self);
  g_signal_connect (self->queue_list, "row-activated", G_CALLBACK (on_queue_row_activated), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (update_solve_actions), self);
  qd_constraints_editor_init (self, self->edit_group, self->variable_row, self->constraint_row, self->statement_list);
  /* A new problem is empty: the editor builds it. */
  qd_page_set_model (QD_PAGE (self), qd_constraints_doc_new (), QD_PAGE_CHANGE_OPENED);
}

/* ---------------------------------------------------------------- access */

QdConstraintsDoc *
qd_constraints_page_doc (QdConstraintsPage *self)
{
  return self->doc;
}

void
qd_constraints_page_replace (QdConstraintsPage *self, QdConstraintsDoc *doc)
{
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), doc, QD_PAGE_CHANGE_REPLACED);
}

QdConstraintsDoc *
qd_constraints_page_get_doc (QdConstraintsPage *self)
{
  return self->doc;
}

const QdConstraintsAc3 *
qd_constraints_page_get_ac3 (QdConstraintsPage *self)
{
  return self->ac3;
}

const char *
qd_constraints_page_get_explanation (QdConstraintsPage *self)
{
  return gtk_label_get_label (self->explain_label);
}

GtkListBox *
qd_constraints_page_get_queue_list (QdConstraintsPage *self)
{
  return self->queue_list;
}

const gint *
qd_constraints_page_get_solution (QdConstraintsPage *self)
{
  return self->solution;
}
