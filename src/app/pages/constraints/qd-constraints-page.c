/* qd-constraints-page.c — the Constraints tab: the network, AC-3 arc by
 * arc with its queue and an explanation above the board, and a search for
 * a solution (backtracking, forward checking, MAC, min-conflicts) on a
 * worker, replayed step by step (qd-constraints-page-search.c).  The editor
 * is qd-constraints-page-editor.c. */
#include "config.h"
#include "qd-constraints-page-private.h"
#include "qd-constraints-view.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "core/qd-csp.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-run-controls.h"
#include "render/constraints/qd-constraints-worksheet.h"

/* The queue's rows shown at most: a Sudoku queues a thousand arcs. */
#define QUEUE_ROWS_MAX 60

struct _QdConstraintsPage
{
  QdPage parent_instance;

  QdConstraintsView *view;
  GtkLabel *explain_label;
  GtkLabel *queue_label;
  GtkWidget *queue_expander;
  GtkListBox *queue_list;
  GtkWidget *show_box;
  GtkToggleButton *grid_button, *graph_button;
  AdwComboRow *algorithm_row;
  QdRunControls *run_controls;
  GtkLabel *result_label;
  QdPictureView *conflicts_view;
  AdwPreferencesGroup *edit_group;
  AdwEntryRow *variable_row;
  AdwEntryRow *constraint_row;
  GtkListBox *statement_list;
  GtkListBox *split_list;
  QdPracticeBar *practice_bar;

  QdConstraintsDoc *doc;          /* the page's model (qd_page_get_model) */
  QdConstraintsLayout *layout;    /* of doc->model, or NULL */
  GHashTable *moved;              /* name or "#N" -> double[2]: where items were dragged */
  QdConstraintsAc3 *ac3;          /* AC-3 on doc->model, or NULL */
  const gboolean **domains;       /* its domains, for the drawing */
  guint8 *arc_states;
  QdConstraintsSearch *search;    /* Solve, its replay and search tree */
  QdConstraintsSplitMode *split;  /* domain splitting, its history */
  QdConstraintsPracticeMode *practice;  /* practice mode */
  gboolean step_after_solve;
  gint selected_var, selected_constraint;
  QdConstraintsShow show;         /* the grid or the graph (AUTO: as the size says) */
};

G_DEFINE_FINAL_TYPE (QdConstraintsPage, qd_constraints_page, QD_TYPE_PAGE)

/* ------------------------------------------------------------ the drawing */

/* The board and the sentence under it: a search's replay when one is on
 * show, else a node of domain splitting, else AC-3. */
static gboolean
update_view (QdConstraintsPage *self)
{
  QdConstraintsRenderOptions options;
  g_autofree char *replayed = NULL;
  guint n_arcs;

  qd_constraints_render_options_init (&options, NULL);
  replayed = qd_constraints_search_show (self->search, self->doc->model, &options);
  if (replayed == NULL)
    replayed = qd_constraints_split_mode_show (self->split, &options);
  if (replayed != NULL)
    {
      gtk_label_set_label (self->explain_label, replayed);
      qd_canvas_set_status (QD_CANVAS (self->view), replayed);
    }
  else if (self->ac3 != NULL)
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
  options.selected_var = self->selected_var;
  options.selected_constraint = self->selected_constraint;
  qd_constraints_view_set_options (self->view, &options);
  return replayed != NULL;
}

GtkWidget *
qd_constraints_list_row (const char *text, const char *spoken, guint indent)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (label, 12 + 18 * (int) MIN (indent, 8));
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  return row;
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
  /* Practice moves AC-3 itself: a revision by hand, or a split (made arc
   * consistent again), would show the answer. */
  gboolean practising = self->practice != NULL && qd_constraints_practice_mode_active (self->practice);
  QdActionState states[] = {
    { "ac3-step", !finished && !practising },
    { "ac3-run", !finished && !practising },
    { "ac3-reset", !practising && self->ac3 != NULL && qd_constraints_ac3_steps (self->ac3) > 0 },
    /* Practice: Split shows the root, the start of splitting's questions. */
    { "split", self->doc->model != NULL && (practising ? !qd_constraints_split_mode_active (self->split)
                                                       : qd_constraints_split_mode_can_split (self->split)) },
    { "split-reset", qd_constraints_split_mode_active (self->split) },
  };

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->queue_list))) != NULL)
    gtk_list_box_remove (self->queue_list, child);
  title = g_strdup_printf (ngettext ("Queue: %u arc", "Queue: %u arcs", n), n);
  gtk_label_set_label (self->queue_label, title);
  for (guint i = 0; i < MIN (n, QUEUE_ROWS_MAX); i++)
    {
      guint arc = qd_constraints_ac3_queue_nth (self->ac3, i);
      g_autofree char *text = qd_constraints_arc_text (self->doc->model, qd_constraints_ac3_arc (self->ac3, arc));
      /* TRANSLATORS: a row of the AC-3 queue: its place, then the arc */
      g_autofree char *name = g_strdup_printf (_("Arc %u of the queue: %s"), i + 1, text);
      GtkWidget *row = qd_constraints_list_row (text, name, 0);
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      gtk_widget_set_tooltip_text (row, _("Activate to revise this arc now"));
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
  gtk_widget_set_sensitive (GTK_WIDGET (self->queue_list), !practising);
  gtk_widget_set_visible (self->queue_expander, self->ac3 != NULL);
  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

static void
update_explanation (QdConstraintsPage *self)
{
  g_autofree char *text = NULL;

  if (self->doc->model == NULL)
    text = g_strdup (_("No variable yet: add one in the sidebar, as “x in 1..3”."));
  else if (self->layout != NULL && self->layout->grid && self->ac3 != NULL && qd_constraints_ac3_steps (self->ac3) == 0 &&
           qd_constraints_ac3_n_arcs (self->ac3) > 0)
    /* The grid draws no arc to click. */
    text = g_strdup (_("Every arc is in the queue. Step revises the first; the sidebar’s queue lists them, the "
                       "Graph view draws them."));
  else
    text = qd_constraints_ac3_explain (self->ac3);
  gtk_label_set_label (self->explain_label, text);
  qd_canvas_set_status (QD_CANVAS (self->view), text);
}

static void
update_ac3 (QdConstraintsPage *self)
{
  gboolean replayed;

  if (self->practice != NULL)
    qd_constraints_practice_mode_sync (self->practice);
  replayed = update_view (self);
  update_queue (self);
  if (!replayed)
    update_explanation (self);
  if (self->practice != NULL)
    qd_constraints_practice_mode_mask (self->practice, self->explain_label, QD_CANVAS (self->view));
}

void
qd_constraints_page_refresh (QdConstraintsPage *self)
{
  update_ac3 (self);
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
    self->layout = qd_constraints_layout_new_as (self->doc->model, self->moved, self->show);
  qd_constraints_view_set_network (self->view, self->doc->model, self->layout);
  gtk_widget_set_visible (self->show_box, self->layout != NULL);
  /* The buttons say the view on show (setting them calls on_grid_toggled,
   * which finds the layout already so). */
  if (self->layout != NULL)
    gtk_toggle_button_set_active (self->layout->grid ? self->grid_button : self->graph_button, TRUE);
}

/* The Grid and Graph buttons (one group): the board drawn the other way. */
static void
on_grid_toggled (GtkToggleButton *button, QdConstraintsPage *self)
{
  QdConstraintsShow show = gtk_toggle_button_get_active (button) ? QD_CONSTRAINTS_SHOW_GRID : QD_CONSTRAINTS_SHOW_GRAPH;

  if (self->layout == NULL || show == (self->layout->grid ? QD_CONSTRAINTS_SHOW_GRID : QD_CONSTRAINTS_SHOW_GRAPH))
    return;
  self->show = show;
  relayout (self);
  update_ac3 (self);
}

/* ---------------------------------------------------------------- AC-3 */

void
qd_constraints_page_ac3_go_to (QdConstraintsPage *self, guint steps)
{
  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  if (self->ac3 == NULL || qd_constraints_ac3_steps (self->ac3) != steps)
    {
      reset_ac3 (self);
      for (guint k = 0; self->ac3 != NULL && k < steps && qd_constraints_ac3_step (self->ac3); k++)
        ;
    }
  update_ac3 (self);
}

void
qd_constraints_page_revise_arc (QdConstraintsPage *self, guint arc)
{
  if (self->ac3 == NULL || qd_constraints_ac3_wiped_out (self->ac3))
    return;
  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  qd_constraints_ac3_revise (self->ac3, arc);
  update_ac3 (self);
}

static void
ac3_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  if (self->ac3 != NULL)
    qd_constraints_ac3_step (self->ac3);
  update_ac3 (self);
}

static void
ac3_run_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  /* AC-3 ends: every revision empties the queue or a domain (the values
   * only go), so the run is short on the networks a class draws. */
  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  while (self->ac3 != NULL && qd_constraints_ac3_step (self->ac3))
    ;
  update_ac3 (self);
}

static void
ac3_reset_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  reset_ac3 (self);
}

/* ------------------------------------------------------------- the search */

static void
update_solve_actions (QdConstraintsPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "solve", !busy && self->doc->model != NULL },
    { "stop", busy },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

void
qd_constraints_page_update_actions (QdConstraintsPage *self)
{
  update_solve_actions (self);
}

gboolean
qd_constraints_page_step_after_solve (QdConstraintsPage *self)
{
  return self->step_after_solve;
}

QdConstraintsSearch *
qd_constraints_page_search (QdConstraintsPage *self)
{
  return self->search;
}

QdConstraintsSplitMode *
qd_constraints_page_split_mode (QdConstraintsPage *self)
{
  return self->split;
}

static void
start_solve (QdConstraintsPage *self, gboolean then_step)
{
  if (self->doc->model == NULL)
    return;
  self->step_after_solve = then_step;
  qd_constraints_split_mode_clear (self->split);
  /* Min-conflicts' steps recorded when a replay is asked: Step, or practice. */
  qd_constraints_search_start (self->search, self->doc,
                               then_step || (self->practice != NULL &&
                                             qd_constraints_practice_mode_active (self->practice)));
  update_ac3 (self);
  update_solve_actions (self);
}

static void
solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  start_solve (data, FALSE);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  qd_constraints_search_stop (self->search);
  update_solve_actions (self);
}

static void
on_run_solve (QdRunControls *controls, gboolean then_step, QdConstraintsPage *self)
{
  start_solve (self, then_step);
}

static void
on_run_stop (QdRunControls *controls, QdConstraintsPage *self)
{
  stop_activated (NULL, NULL, self);
}

/* ------------------------------------------------------ domain splitting */

/* Splits `var` (-1: the selected variable, else the first of two values or
 * more) at the node on show; the search's replay leaves the board. */
static void
split_variable (QdConstraintsPage *self, gint var)
{
  gboolean done = FALSE;

  if (self->doc->model == NULL)
    return;
  qd_constraints_search_clear (self->search);
  if (var < 0 && self->selected_var >= 0 && qd_constraints_split_mode_active (self->split))
    done = qd_constraints_split_mode_split (self->split, self->doc->model, self->selected_var);
  if (!done)
    qd_constraints_split_mode_split (self->split, self->doc->model, var);
  update_ac3 (self);
}

static void
split_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  split_variable (data, -1);
}

static void
split_reset_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdConstraintsPage *self = data;

  qd_constraints_split_mode_clear (self->split);
  update_ac3 (self);
}

void
qd_constraints_page_split_select (QdConstraintsPage *self, guint node)
{
  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_select (self->split, node);
  update_ac3 (self);
}

static const GActionEntry page_actions[] = {
  { "ac3-step", ac3_step_activated },
  { "ac3-run", ac3_run_activated },
  { "ac3-reset", ac3_reset_activated },
  { "solve", solve_activated },
  { "stop", stop_activated },
  { "split", split_activated },
  { "split-reset", split_reset_activated },
};

/* ------------------------------------------------------- the board's items */

static void
on_item_activated (QdConstraintsView *view, guint kind, guint index, QdConstraintsPage *self)
{
  if (qd_constraints_practice_mode_take_item (self->practice, kind, index))
    return;
  self->selected_var = kind == QD_CONSTRAINTS_ITEM_VARIABLE ? (gint) index : -1;
  self->selected_constraint = kind == QD_CONSTRAINTS_ITEM_CONSTRAINT ? (gint) index : -1;
  /* A click on an arc (Return on it) revises it, as AIspace's applet does;
   * on a variable while domain splitting is on show, splits it. */
  if (kind == QD_CONSTRAINTS_ITEM_ARC)
    qd_constraints_page_revise_arc (self, index);
  else if (kind == QD_CONSTRAINTS_ITEM_VARIABLE && qd_constraints_split_mode_active (self->split))
    split_variable (self, (gint) index);
  else
    update_view (self);
}

static void
on_item_dragged (QdConstraintsView *view, guint kind, guint index, double x, double y, QdConstraintsPage *self)
{
  g_autofree char *key = NULL;
  double *at = g_new (double, 2);

  /* The grid's cells stay in their arrays' places. */
  if (self->layout == NULL || self->layout->grid)
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
  /* Items dragged keep their places through edits of the same problem;
   * a file opened starts from the places its comments give (`# at`). */
  if (change == QD_PAGE_CHANGE_OPENED)
    {
      g_hash_table_remove_all (self->moved);
      qd_constraints_doc_positions (self->doc, self->moved);
    }
  self->selected_var = self->selected_constraint = -1;
  if (self->practice != NULL)
    qd_constraints_practice_mode_forget (self->practice);
  qd_constraints_search_clear (self->search);
  qd_constraints_split_mode_clear (self->split);
  relayout (self);
  reset_ac3 (self);
  qd_constraints_editor_update (self, self->edit_group, self->statement_list);
  update_solve_actions (self);
}

/* A presentation's Page Down and Page Up: a step of the search's replay
 * when one is on show, else one AC-3 revision each way. */
static gboolean
qd_constraints_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  QdStepper *stepper = qd_constraints_search_stepper (self->search);
  gboolean stepped;

  if (qd_stepper_has_run (stepper))
    {
      guint step = qd_stepper_get_step (stepper);

      if (direction > 0 ? qd_stepper_is_finished (stepper) : step == 0)
        return FALSE;
      qd_stepper_go_to (stepper, direction > 0 ? step + 1 : step - 1);
      return TRUE;
    }
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
  QdStepper *stepper = qd_constraints_search_stepper (self->search);

  if (qd_stepper_has_run (stepper))
    return qd_stepper_get_step (stepper);
  return self->ac3 != NULL ? qd_constraints_ac3_steps (self->ac3) : 0;
}

/* The report of the search that ended, else of arc consistency as far as
 * the sidebar took it (render/constraints/qd-constraints-run-report.h, as
 * the csp command writes it), and the command that does the run again. */
static QdReport *
qd_constraints_page_build_report (QdPage *page)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);
  QdReport *report = qd_page_report_new (page);
  g_autofree char *path = qd_page_report_path (page);
  g_autofree char *input = qd_page_report_input (page);
  QdConstraintsRun run = { 0 };

  if (self->doc->model == NULL)
    {
      qd_report_add_instance (report, path, 0, 0, NULL, NULL);
      return report;
    }
  /* The search on show, else arc consistency as the sidebar has it: the
   * same parts as `quandary-cli csp --report` gives. */
  if (!qd_constraints_search_outcome (self->search, &run))
    {
      run.model = self->doc->model;
      run.kind = QD_CONSTRAINTS_RUN_AC3;
      run.status = self->ac3 != NULL && qd_constraints_ac3_wiped_out (self->ac3) ? QD_CSP_NO_SOLUTION : QD_CSP_SOLVED;
      for (guint v = 0; self->ac3 != NULL && v < qd_csp_model_n_vars (self->doc->model); v++)
        self->domains[v] = qd_csp_ac3_domain (qd_constraints_ac3_state (self->ac3), v);
      run.domains = self->ac3 != NULL ? (const gboolean *const *) self->domains : NULL;
      run.revisions = self->ac3 != NULL ? qd_constraints_ac3_steps (self->ac3) : 0;
    }
  run.path = path;
  qd_constraints_run_report_add (report, &run);
  /* The tab's searches: the file's order, min-conflicts from seed 1. */
  if (run.kind == QD_CONSTRAINTS_RUN_SEARCH)
    {
      const char *args[] = { "csp", input, "--algorithm", run.algorithm, "--var-order", "static", "--stats",
                             run.backjump ? "--backjump" : NULL, NULL };

      qd_page_report_add_command (report, args);
    }
  else if (run.kind == QD_CONSTRAINTS_RUN_MIN_CONFLICTS)
    {
      char walk[G_ASCII_DTOSTR_BUF_SIZE], tabu[16];
      const char *args[] = { "csp", input, "--algorithm", run.algorithm, "--seed", "1", "--stats",
                             "--walk", g_ascii_formatd (walk, sizeof walk, "%g", run.walk), "--tabu", tabu, NULL };

      g_snprintf (tabu, sizeof tabu, "%u", run.tabu);
      qd_page_report_add_command (report, args);
    }
  else if (qd_constraints_split_mode_active (self->split))
    {
      const char *args[] = { "csp", input, "--algorithm", "split", "--all", "--steps", NULL };

      qd_page_report_add_command (report, args);
    }
  else
    {
      const char *args[] = { "csp", input, "--ac3", "--steps", NULL };

      qd_page_report_add_command (report, args);
    }
  return report;
}

/* The search's replay as an animation, the network as it is drawn. */
static QdAnimation *
qd_constraints_page_build_animation (QdPage *page)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (page);

  return qd_constraints_search_animation (self->search, self->moved);
}

/* -------------------------------------------------------------- GObject */

static void
qd_constraints_page_dispose (GObject *object)
{
  QdConstraintsPage *self = QD_CONSTRAINTS_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->practice, qd_constraints_practice_mode_free);
  g_clear_pointer (&self->search, qd_constraints_search_free);
  g_clear_pointer (&self->split, qd_constraints_split_mode_free);
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
  G_OBJECT_CLASS (qd_constraints_page_parent_class)->finalize (object);
}

/* The tab's exercises (New Exercise…, Worksheet…). */
static const QdWorksheetKind *const worksheets[] = { &qd_constraints_worksheet, NULL };

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
  page_class->prepare_check = qd_constraints_page_prepare_check;
  page_class->worksheets = worksheets;
  page_class->present_position = qd_constraints_page_present_position;
  page_class->build_report = qd_constraints_page_build_report;
  page_class->build_animation = qd_constraints_page_build_animation;

  g_type_ensure (QD_TYPE_CONSTRAINTS_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_RUN_CONTROLS);
  g_type_ensure (QD_TYPE_PICTURE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/constraints/qd-constraints-page.ui");
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, view);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, explain_label);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, queue_label);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, queue_list);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, queue_expander);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, show_box);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, grid_button);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, graph_button);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, algorithm_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, run_controls);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, result_label);
  /* The search's own controls (qd-constraints-page-search.c finds them). */
  for (guint i = 0; i < G_N_ELEMENTS (qd_constraints_search_children); i++)
    gtk_widget_class_bind_template_child_full (widget_class, qd_constraints_search_children[i], FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, edit_group);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, variable_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, constraint_row);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, statement_list);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, split_list);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, conflicts_view);
  gtk_widget_class_bind_template_child (widget_class, QdConstraintsPage, practice_bar);
}

static void
qd_constraints_page_init (QdConstraintsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->moved = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->selected_var = self->selected_constraint = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->view));
  self->search = qd_constraints_search_new (self, QD_CANVAS (self->view), self->run_controls, self->algorithm_row,
                                            self->result_label, self->conflicts_view);
  self->split = qd_constraints_split_mode_new (self->split_list);
  qd_constraints_split_mode_connect (self->split, self);
  self->practice = qd_constraints_practice_mode_new (self, self->practice_bar, self->result_label);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_run_solve), self);
  g_signal_connect (self->run_controls, "stop", G_CALLBACK (on_run_stop), self);
  g_signal_connect (self->view, "item-activated", G_CALLBACK (on_item_activated), self);
  g_signal_connect (self->view, "item-dragged", G_CALLBACK (on_item_dragged), self);
  g_signal_connect (self->queue_list, "row-activated", G_CALLBACK (on_queue_row_activated), self);
  g_signal_connect (self->grid_button, "toggled", G_CALLBACK (on_grid_toggled), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (update_solve_actions), self);
  qd_constraints_editor_init (self, self->edit_group, self->variable_row, self->constraint_row, self->statement_list);
  /* A new problem is empty: the editor builds it. */
  qd_page_set_model (QD_PAGE (self), qd_constraints_doc_new (), QD_PAGE_CHANGE_OPENED);
}

/* ---------------------------------------------------------------- access */

QdConstraintsAlgorithm
qd_constraints_page_algorithm (QdConstraintsPage *self)
{
  return qd_constraints_algorithm_page_nth (adw_combo_row_get_selected (self->algorithm_row));
}

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
  return qd_constraints_search_solution (self->search);
}

const QdConstraintsReplay *
qd_constraints_page_get_replay (QdConstraintsPage *self)
{
  return qd_constraints_search_replay (self->search);
}

const QdConstraintsTreeOutcome *
qd_constraints_page_get_tree_outcome (QdConstraintsPage *self)
{
  return qd_constraints_search_tree_outcome (self->search);
}

guint
qd_constraints_page_get_tree_nodes (QdConstraintsPage *self)
{
  return qd_constraints_search_tree_nodes (self->search);
}

const QdPlot *
qd_constraints_page_get_conflict_plot (QdConstraintsPage *self)
{
  return qd_constraints_search_conflict_plot (self->search);
}
