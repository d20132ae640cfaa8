/* qd-wordpuzzle-page.c — the word-puzzle tab: edit, solve, step, trace. */
#include "config.h"
#include "qd-wordpuzzle-page-private.h"
#include "problems/wordpuzzle/qd-wordpuzzle-practice.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "app/widgets/qd-run-controls.h"
#include "app/widgets/qd-stepper.h"
#include "app/widgets/qd-board-pane.h"
#include "qd-wordpuzzle-view.h"

#define MAX_STEPS 20000
#define MAX_TRACE_LINES 200000


G_DEFINE_FINAL_TYPE (QdWordpuzzlePage, qd_wordpuzzle_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "solutions", N_("Solutions as Text…"), "solutions.txt" },
  { "trace", N_("Search Trace…"), "trace.txt", QD_TEXT_EXPORT_EXACT,
    N_("the assignment order, then one search path per line, from the root through each assignment to “solution” or “backtrack”") },
  { "model", N_("Formulation (Variables, Domains, Constraints)…"), "model.txt" },
  { "csp", N_("Formulation as a Constraint Problem…"), "formulation.csp" },
  { "words", N_("Word List…"), "wordlist.txt" },
  { NULL }
};


/* ------------------------------------------------------------ settings */

QdWordpuzzleFormulation
qd_wordpuzzle_page_formulation (QdWordpuzzlePage *self)
{
  return adw_combo_row_get_selected (self->formulation_row) == 0 ? QD_WORDPUZZLE_LETTERS : QD_WORDPUZZLE_WORDS;
}

void
qd_wordpuzzle_page_read_options (QdWordpuzzlePage *self, QdWordpuzzleSolveOptions *options)
{
  static const QdCspVarOrder var_orders[] = {
    QD_CSP_VAR_STATIC, QD_CSP_VAR_RANDOM, QD_CSP_VAR_MRV, QD_CSP_VAR_MRV_DEGREE };
  static const QdCspValOrder val_orders[] = { QD_CSP_VAL_STATIC, QD_CSP_VAL_RANDOM, QD_CSP_VAL_LCV };
  static const QdCspInference inferences[] = { QD_CSP_INFER_NONE, QD_CSP_INFER_FC, QD_CSP_INFER_MAC };

  qd_wordpuzzle_solve_options_init (options);
  options->var_order = var_orders[MIN (adw_combo_row_get_selected (self->var_order_row), 3)];
  options->val_order = val_orders[MIN (adw_combo_row_get_selected (self->val_order_row), 2)];
  options->inference = inferences[MIN (adw_combo_row_get_selected (self->inference_row), 2)];
  options->first_only = gtk_switch_get_active (self->first_switch);
  options->seed = 1;
  options->trace = TRUE;
  options->max_trace_lines = MAX_TRACE_LINES;
  options->max_steps = MAX_STEPS;
}

static const char *
inference_title (QdCspInference inference)
{
  switch (inference)
    {
    case QD_CSP_INFER_NONE:
      return _("no inference");
    case QD_CSP_INFER_FC:
      return _("forward checking");
    case QD_CSP_INFER_MAC:
    default:
      return _("arc consistency (MAC)");
    }
}

/* ------------------------------------------------------------- display */

void
qd_wordpuzzle_page_update_actions (QdWordpuzzlePage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "add-slot", self->picked->len > 0 && self->list->categories->len > 0 },
    { "remove-slot", self->selected_slot >= 0 },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static void
show_view (QdWordpuzzlePage *self, const char *cells, const guint32 *masks, const gint *counts,
           gint current_cell, gint current_slot, gboolean failed)
{
  QdWordpuzzleRenderOptions options;

  qd_wordpuzzle_render_options_init (&options, NULL);
  options.cells = cells;
  options.cell_masks = masks;
  options.slot_counts = counts;
  options.current_cell = current_cell;
  options.current_slot = current_slot;
  options.failed = failed;
  options.selected_slot = self->selected_slot;
  options.picked_cells = self->picked->len > 0 ? self->picked_mask : NULL;
  qd_wordpuzzle_view_set_options (self->word_view, &options);
}

/* The array as it stands after `step` steps of the last run. */
static void
show_step (QdWordpuzzlePage *self, guint step)
{
  const QdWordpuzzleResult *r = self->result;
  const QdWordpuzzleModel *m = self->model;
  const QdWordpuzzleStep *s = &g_array_index (r->steps, QdWordpuzzleStep, step - 1);
  const gint32 *values = qd_wordpuzzle_result_step_values (r, step - 1);
  const gint32 *counts = qd_wordpuzzle_result_step_counts (r, step - 1);
  const gint32 *masks = qd_wordpuzzle_result_step_masks (r, step - 1);
  g_autofree gint *ivalues = g_new (gint, r->n_vars);
  g_autofree char *what = qd_wordpuzzle_model_assignment (m, s->var, s->value);
  g_autofree char *text = NULL;
  guint size = m->puzzle->size;

  for (guint v = 0; v < r->n_vars; v++)
    ivalues[v] = values[v];
  qd_wordpuzzle_model_fill_cells (m, ivalues, self->cells);
  /* Letters: each undecided cell shows the letters still in its domain. */
  if (masks != NULL)
    {
      memset (self->masks, 0, sizeof (guint32) * size);
      for (guint v = 0; v < r->n_vars; v++)
        if (values[v] == QD_CSP_UNASSIGNED)
          self->masks[m->var_cell[v]] = (guint32) masks[v];
    }
  /* Words: each open slot shows how many words it may still take. */
  for (guint slot = 0; slot < m->puzzle->slots->len; slot++)
    self->slot_counts[slot] = m->formulation == QD_WORDPUZZLE_WORDS && values[slot] == QD_CSP_UNASSIGNED
                              ? counts[slot] : -1;

  show_view (self, self->cells,
             m->formulation == QD_WORDPUZZLE_LETTERS ? self->masks : NULL,
             m->formulation == QD_WORDPUZZLE_WORDS ? self->slot_counts : NULL,
             m->formulation == QD_WORDPUZZLE_LETTERS ? (gint) m->var_cell[s->var] : -1,
             m->formulation == QD_WORDPUZZLE_WORDS ? (gint) s->var : -1,
             !s->consistent);

  if (!s->consistent)
    text = g_strdup_printf (_("Step %u of %u (depth %u): %s. Inference empties a domain, so this value is undone."),
                            step, r->steps->len, s->depth, what);
  else if (r->csp_options.inference == QD_CSP_INFER_NONE)
    text = g_strdup_printf (_("Step %u of %u (depth %u): %s agrees with the variables assigned so far."),
                            step, r->steps->len, s->depth, what);
  else
    text = g_strdup_printf (_("Step %u of %u (depth %u): %s. After inference every open variable still has a value."),
                            step, r->steps->len, s->depth, what);
  qd_run_controls_set_status (self->run_controls, text);
}

/* The array at a node of the search tree: the letters or words assigned on
 * the way there and what inference left of the others' domains. */
static gboolean
show_tree_node (QdWordpuzzlePage *self, gint node)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  const QdWordpuzzleModel *m = self->model;
  const QdSearchNode *n;
  guint stride = 1, size;
  g_autofree gint *values = NULL;
  g_autofree gboolean *removed = NULL;
  g_autofree char *text = NULL;

  if (node < 0 || tree == NULL || m == NULL || qd_search_tree_get_csp (tree) != m->csp)
    return FALSE;
  size = m->puzzle->size;
  for (guint v = 0; v < m->n_vars; v++)
    stride = MAX (stride, qd_csp_domain_size (m->csp, v));
  values = g_new (gint, m->n_vars);
  removed = g_new0 (gboolean, (gsize) m->n_vars * stride);
  qd_search_tree_csp_state (tree, (guint) node, values, removed, stride);
  qd_wordpuzzle_model_fill_cells (m, values, self->cells);
  memset (self->masks, 0, sizeof (guint32) * size);
  for (guint v = 0; v < m->n_vars; v++)
    {
      guint left = 0;
      guint32 mask = 0;

      if (values[v] != QD_CSP_UNASSIGNED)
        continue;
      for (guint c = 0; c < qd_csp_domain_size (m->csp, v); c++)
        if (qd_csp_initial_has (m->csp, v, c) && !removed[(gsize) v * stride + c])
          {
            left++;
            mask |= c < 32 ? 1u << c : 0;
          }
      if (m->formulation == QD_WORDPUZZLE_LETTERS)
        self->masks[m->var_cell[v]] = mask;
      else
        self->slot_counts[v] = (gint) left;
    }
  for (guint slot = 0; m->formulation == QD_WORDPUZZLE_WORDS && slot < m->puzzle->slots->len; slot++)
    if (values[slot] != QD_CSP_UNASSIGNED)
      self->slot_counts[slot] = -1;
  n = qd_search_tree_node (tree, (guint) node);
  show_view (self, self->cells,
             m->formulation == QD_WORDPUZZLE_LETTERS ? self->masks : NULL,
             m->formulation == QD_WORDPUZZLE_WORDS ? self->slot_counts : NULL,
             n->depth > 0 && m->formulation == QD_WORDPUZZLE_LETTERS ? (gint) m->var_cell[n->a] : -1,
             n->depth > 0 && m->formulation == QD_WORDPUZZLE_WORDS ? (gint) n->a : -1,
             n->status == QD_SEARCH_NODE_FAILURE);
  text = qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)),
                                            (guint) node);
  qd_run_controls_set_status (self->run_controls, text);
  return TRUE;
}

static void
show_solution (QdWordpuzzlePage *self, gint index)
{
  const char *solution;
  guint size = self->puzzle->size;

  if (self->result == NULL || index < 0 || (guint) index >= self->result->solutions->len)
    {
      show_view (self, NULL, NULL, NULL, -1, -1, FALSE);
      return;
    }
  solution = self->result->solutions->pdata[index];
  for (guint c = 0; c < size; c++)
    self->cells[c] = solution[c] == '_' ? '\0' : solution[c];
  show_view (self, self->cells, NULL, NULL, -1, -1, FALSE);
}

static void
fill_solutions_list (QdWordpuzzlePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->solutions_list))) != NULL)
    gtk_list_box_remove (self->solutions_list, child);
  if (self->result == NULL)
    return;
  for (guint i = 0; i < self->result->solutions->len && i < 500; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = g_strdup_printf (_("Solution %u"), i + 1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), self->result->solutions->pdata[i]);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), title);
      gtk_widget_add_css_class (row, "monospace");
      gtk_list_box_append (self->solutions_list, row);
    }
  if (self->result->solutions->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No solution"));
      gtk_widget_set_sensitive (row, FALSE);
      gtk_list_box_append (self->solutions_list, row);
    }
}

void
qd_wordpuzzle_page_update_display (QdWordpuzzlePage *self)
{
  const QdWordpuzzleResult *r = self->result;
  guint step = qd_stepper_get_step (self->stepper);
  gboolean finished = r != NULL && step >= r->steps->len;

  if (r == NULL)
    {
      qd_label_set_count (self->solutions_label, FALSE, 0);
      qd_label_set_count (self->assignments_label, FALSE, 0);
      qd_label_set_count (self->checks_label, FALSE, 0);
      qd_label_set_count (self->prunings_label, FALSE, 0);
      qd_label_set_count (self->backtracks_label, FALSE, 0);
      gtk_label_set_label (self->time_label, "—");
      adw_preferences_group_set_description (self->stats_group, NULL);
      if (!qd_page_get_busy (QD_PAGE (self)))
        qd_run_controls_set_status (self->run_controls, _("Press Next Step to watch the search assign one variable at a time."));
      show_view (self, NULL, NULL, NULL, -1, -1, FALSE);
      qd_wordpuzzle_page_practice_mask (self);
      qd_wordpuzzle_page_update_actions (self);
      return;
    }

  {
    g_autofree char *names = g_strdup_printf ("%s · %s · %s · %s",
                                              self->model->formulation == QD_WORDPUZZLE_LETTERS ? _("letters") : _("words"),
                                              qd_csp_var_order_to_string (r->csp_options.var_order),
                                              qd_csp_val_order_to_string (r->csp_options.val_order),
                                              inference_title (r->csp_options.inference));
    g_autofree char *time = qd_format_ms (r->stats.time_us, 2);

    adw_preferences_group_set_description (self->stats_group, names);
    qd_label_set_count (self->solutions_label, TRUE, r->solutions->len);
    qd_label_set_count (self->assignments_label, TRUE, r->stats.assignments);
    qd_label_set_count (self->checks_label, TRUE, r->stats.checks);
    qd_label_set_count (self->prunings_label, TRUE, r->stats.prunings);
    qd_label_set_count (self->backtracks_label, TRUE, r->stats.backtracks);
    gtk_label_set_label (self->time_label, time);
  }

  if (show_tree_node (self, qd_page_tree_get_node (self->page_tree)))
    ;
  else if (finished || step == 0)
    {
      g_autofree char *text = NULL;

      if (step == 0 && !finished && self->practicing && self->model->formulation == QD_WORDPUZZLE_WORDS)
        {
          /* Practice asks which slot MRV takes first: the words each may take. */
          for (guint v = 0; v < self->model->n_vars; v++)
            {
              self->slot_counts[v] = 0;
              for (guint x = 0; x < qd_csp_domain_size (self->model->csp, v); x++)
                self->slot_counts[v] += qd_csp_initial_has (self->model->csp, v, x);
            }
          show_view (self, NULL, NULL, self->slot_counts, -1, -1, FALSE);
        }
      else
        show_solution (self, finished ? self->shown_solution : -1);
      if (step == 0)
        text = g_strdup (_("Ready: press Next Step for the first assignment."));
      else if (r->status == QD_CSP_STOPPED)
        text = g_strdup_printf (ngettext ("Stopped after %'u solution.", "Stopped after %'u solutions.",
                                          r->solutions->len), r->solutions->len);
      else
        {
          g_autofree char *solutions = g_strdup_printf (ngettext ("%'u solution", "%'u solutions", r->solutions->len),
                                                        r->solutions->len);
          g_autofree char *steps = g_strdup_printf (ngettext ("%'u step", "%'u steps", r->steps->len), r->steps->len);

          /* Translators: "Done: 2 solutions in 40 steps." */
          text = g_strdup_printf (_("Done: %s in %s%s."), solutions, steps,
                                  r->steps_truncated ? _(" (only the first steps are kept for replay)") : "");
        }
      qd_run_controls_set_status (self->run_controls, text);
    }
  else
    show_step (self, step);
  qd_wordpuzzle_page_practice_mask (self);
  qd_wordpuzzle_page_update_actions (self);
}

/* ------------------------------------------------------------- the run */

void
qd_wordpuzzle_page_clear_run (QdWordpuzzlePage *self)
{
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  qd_page_cancel_job (QD_PAGE (self));
  qd_wordpuzzle_page_practice_forget (self);
  g_clear_pointer (&self->practice_ready, qd_practice_free);
  qd_stepper_clear (self->stepper);
  qd_page_tree_clear (self->page_tree);   /* before the model its CSP belongs to */
  g_clear_pointer (&self->result, qd_wordpuzzle_result_free);
  g_clear_pointer (&self->model, qd_wordpuzzle_model_free);
  self->shown_solution = 0;
  if (self->trace_lines != NULL)
    gtk_string_list_splice (self->trace_lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->trace_lines)), NULL);
  if (self->solutions_list != NULL)
    fill_solutions_list (self);
}

typedef struct {
  QdOwned owned;
  QdWordpuzzleModel *model;
  QdWordpuzzleSolveOptions options;
  QdSearchTree *tree;
  gboolean practice;           /* the practice questions too */
} SolveTask;

typedef struct {
  QdOwned owned;
  QdWordpuzzleModel *model;
  QdWordpuzzleResult *result;
  QdPractice *practice;
} SolveOutput;

static gpointer
solve_worker (QdJob *job, gpointer task_data, GError **error)
{
  SolveTask *task = task_data;
  SolveOutput *out = g_new0 (SolveOutput, 1);

  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress_nodes = &qd_job_get_progress (job)->nodes;
  out->result = qd_owned_add (&out->owned, qd_wordpuzzle_solve (task->model, &task->options),
                              (GDestroyNotify) qd_wordpuzzle_result_free);
  /* The practice runs the search again, listening to it. */
  if (task->practice && !g_atomic_int_get (task->options.stop))
    out->practice = qd_owned_add (&out->owned,
                                  qd_wordpuzzle_practice_new (task->model, &out->result->csp_options, task->options.stop),
                                  (GDestroyNotify) qd_practice_free);
  out->model = qd_owned_add (&out->owned, qd_owned_steal (&task->owned, g_steal_pointer (&task->model)),
                             (GDestroyNotify) qd_wordpuzzle_model_free);
  return out;
}

static void
on_job_done (QdPage *page, QdJob *job)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  SolveOutput *out = qd_job_steal_result (job);

  if (out == NULL)
    {
      qd_stepper_stop_playing (self->stepper);
      qd_run_controls_set_status (self->run_controls, _("The search was stopped."));
      qd_wordpuzzle_page_update_actions (self);
      return;
    }
  self->model = qd_owned_steal (&out->owned, g_steal_pointer (&out->model));
  self->result = qd_owned_steal (&out->owned, g_steal_pointer (&out->result));
  g_clear_pointer (&self->practice_ready, qd_practice_free);
  self->practice_ready = qd_owned_steal (&out->owned, g_steal_pointer (&out->practice));
  qd_owned_free (out);
  qd_wordpuzzle_page_show_run (self, self->step_after_solve ? 1 : G_MAXUINT);
}

void
qd_wordpuzzle_page_show_run (QdWordpuzzlePage *self, guint step)
{
  self->shown_solution = 0;
  {
    GPtrArray *lines = qd_csp_trace_get_lines (self->result->trace);
    g_autofree const char **strings = g_new0 (const char *, lines->len + 2);

    strings[0] = self->result->order_line;
    for (guint i = 0; i < lines->len; i++)
      strings[i + 1] = lines->pdata[i];
    gtk_string_list_splice (self->trace_lines, 0, g_list_model_get_n_items (G_LIST_MODEL (self->trace_lines)),
                            strings);
  }
  fill_solutions_list (self);
  qd_wordpuzzle_page_update_actions (self);
  {
    /* Step k is the k-th assignment, node k of the tree. */
    guint n_steps = self->result->steps->len;
    guint n_nodes = qd_page_tree_get_tree (self->page_tree) != NULL
                    ? qd_search_tree_n_nodes (qd_page_tree_get_tree (self->page_tree)) : 0;
    gint32 *nodes = g_new (gint32, n_steps + 1);

    for (guint s = 0; s <= n_steps; s++)
      nodes[s] = s < n_nodes ? (gint32) s : -1;
    qd_page_tree_set_step_nodes (self->page_tree, nodes, n_steps);
  }
  qd_stepper_set_run (self->stepper, self->result->steps->len, step);
  qd_wordpuzzle_page_practice_sync (self);
}

gboolean
qd_wordpuzzle_page_start_solve (QdWordpuzzlePage *self, gboolean then_step)
{
  g_autoptr(GError) error = NULL;
  QdWordpuzzleModel *model;
  SolveTask *task;
  QdJob *job;

  qd_wordpuzzle_page_clear_run (self);
  model = qd_wordpuzzle_model_new (self->puzzle, self->list, qd_wordpuzzle_page_formulation (self), &error);
  if (model == NULL)
    {
      qd_page_toast (QD_PAGE (self), error->message);
      qd_wordpuzzle_page_update_display (self);
      return FALSE;
    }
  task = g_new0 (SolveTask, 1);
  task->model = qd_owned_add (&task->owned, model, (GDestroyNotify) qd_wordpuzzle_model_free);
  qd_wordpuzzle_page_read_options (self, &task->options);
  task->options.tree = task->tree = qd_owned_add (&task->owned, qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_CSP,
                                                                                    QD_WORDPUZZLE_PAGE_TREE_BUDGET),
                                                  (GDestroyNotify) qd_search_tree_unref);
  task->practice = self->practicing;
  self->step_after_solve = then_step;
  job = qd_page_start_job (QD_PAGE (self), _("Solving the puzzle"), solve_worker, task, qd_owned_free,
                           qd_owned_free, on_job_done);
  qd_run_controls_follow_job (self->run_controls, job, _("Searching"));
  qd_run_controls_set_status (self->run_controls, _("Searching…"));
  qd_wordpuzzle_page_update_actions (self);
  return TRUE;
}

/* -------------------------------------------------------------- edits */

static void
refresh_model_text (QdWordpuzzlePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (self->puzzle, self->list, qd_wordpuzzle_page_formulation (self), &error);
  g_autofree char *text = NULL;

  if (model == NULL)
    text = g_strdup_printf (_("The puzzle cannot be modelled yet: %s"), error->message);
  else
    {
      QdWordpuzzleSolveOptions options;
      QdCspOptions csp;
      g_autofree char *order = NULL;

      qd_wordpuzzle_page_read_options (self, &options);
      qd_csp_options_init (&csp);
      csp.var_order = options.var_order;
      csp.val_order = options.val_order;
      csp.inference = options.inference;
      order = qd_csp_trace_order_line (model->csp, &csp);
      text = qd_wordpuzzle_model_export (model, order);
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->model_view), text, -1);
}

/* The puzzle changed (or was replaced): everything derived is rebuilt. */
void
qd_wordpuzzle_page_puzzle_changed (QdWordpuzzlePage *self)
{
  guint size = MAX (self->puzzle->size, 1);

  qd_wordpuzzle_page_clear_run (self);
  self->cells = g_renew (char, self->cells, size + 1);
  self->masks = g_renew (guint32, self->masks, size);
  self->picked_mask = g_renew (gboolean, self->picked_mask, size);
  self->slot_counts = g_renew (gint, self->slot_counts, MAX (self->puzzle->slots->len, 1));
  qd_wordpuzzle_editor_clear_picked (self);
  if (self->selected_slot >= (gint) self->puzzle->slots->len)
    self->selected_slot = -1;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->size_spin, self->puzzle->size);
  self->updating = FALSE;
  qd_wordpuzzle_view_set_puzzle (self->word_view, self->puzzle);
  refresh_model_text (self);
  qd_wordpuzzle_page_update_display (self);
}

/* ------------------------------------------------------------- actions */

static void
on_solve (QdRunControls *controls, gboolean then_step, QdWordpuzzlePage *self)
{
  qd_wordpuzzle_page_start_solve (self, then_step);
}

static void
on_stop (QdRunControls *controls, QdWordpuzzlePage *self)
{
  /* The stopped run's model goes with its output: its tree goes first. */
  qd_page_tree_clear (self->page_tree);
  qd_page_cancel_job (QD_PAGE (self));
  qd_wordpuzzle_page_update_actions (self);
}

static void
on_search_setting_changed (QdWordpuzzlePage *self)
{
  gboolean had_result = self->result != NULL && qd_stepper_is_finished (self->stepper);

  if (self->updating)
    return;
  refresh_model_text (self);
  if (self->result != NULL || qd_page_get_busy (QD_PAGE (self)))
    {
      qd_wordpuzzle_page_clear_run (self);
      qd_wordpuzzle_page_update_display (self);
      if (had_result)
        qd_wordpuzzle_page_start_solve (self, FALSE);
    }
}

static void
on_solution_selected (GtkListBox *box, GtkListBoxRow *row, QdWordpuzzlePage *self)
{
  if (row == NULL || self->result == NULL)
    return;
  self->shown_solution = gtk_list_box_row_get_index (row);
  if (!qd_stepper_is_finished (self->stepper))
    qd_stepper_go_to (self->stepper, G_MAXUINT);
  else
    qd_wordpuzzle_page_update_display (self);
}

/* ------------------------------------------------------ QdPage methods */

static void
qd_wordpuzzle_page_document_changed (QdPage *page, QdPageChange change)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);

  self->puzzle = qd_page_get_model (page);
  /* Undo keeps the slot selected if it is still there. */
  if (change == QD_PAGE_CHANGE_OPENED)
    self->selected_slot = -1;
  qd_wordpuzzle_page_puzzle_changed (self);
}

/* A puzzle opened reads the word list beside it (else the course's); a
 * category the list lacks is said after the file's name. */
static void
qd_wordpuzzle_page_opened (QdPage *page, GFile *file, GPtrArray *warnings)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);
  g_autoptr(GFile) list_file = NULL;
  g_autoptr(GError) error = NULL;
  QdWordpuzzleList *list = qd_wordpuzzle_editor_find_word_list (file, &list_file);

  qd_wordpuzzle_editor_set_word_list (self, list, list_file, FALSE);
  if (!qd_wordpuzzle_check_categories (self->puzzle, self->list, &error))
    g_ptr_array_add (warnings, g_strdup (error->message));
}

/* Undo may act while a search runs: the puzzle it brings back stops it. */
static gboolean
qd_wordpuzzle_page_can_undo (QdPage *page)
{
  return TRUE;
}

static char *
qd_wordpuzzle_page_get_text_export (QdPage *page, const char *id)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (page);

  if (g_str_equal (id, "words"))
    return qd_wordpuzzle_list_to_string (self->list);
  if (g_str_equal (id, "csp"))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (self->puzzle, self->list,
                                                                    qd_wordpuzzle_page_formulation (self), &error);
      char *text = model != NULL ? qd_wordpuzzle_model_csp_text (model, qd_page_get_title (page), &error) : NULL;

      if (text == NULL)
        qd_page_set_export_error (page, error);
      return text;
    }
  if (g_str_equal (id, "model"))
    {
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->model_view);
      GtkTextIter start, end;

      gtk_text_buffer_get_bounds (buffer, &start, &end);
      return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
    }
  if (self->result == NULL)
    return NULL;
  if (g_str_equal (id, "solutions"))
    return qd_wordpuzzle_result_format (self->result);
  if (g_str_equal (id, "trace"))
    return qd_wordpuzzle_result_trace (self->result);
  return NULL;
}

/* -------------------------------------------------------------- GObject */

static void
setup_trace_item (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_add_css_class (label, "monospace");
  gtk_list_item_set_child (item, label);
}

static void
bind_trace_item (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkStringObject *line = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (line));
}

static void
on_trace_changed (QdWordpuzzlePage *self)
{
  gtk_widget_set_visible (self->trace_placeholder,
                          g_list_model_get_n_items (G_LIST_MODEL (self->trace_lines)) == 0);
}

static void
qd_wordpuzzle_page_dispose (GObject *object)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->checked_run, qd_page_checked_run_unref);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  self->stepper = NULL;
  self->practice_bar = NULL;
  if (self->trace_lines != NULL)
    g_signal_handlers_disconnect_by_data (self->trace_lines, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_WORDPUZZLE_PAGE);
  self->solutions_list = NULL;
  G_OBJECT_CLASS (qd_wordpuzzle_page_parent_class)->dispose (object);
}

static void
qd_wordpuzzle_page_finalize (GObject *object)
{
  QdWordpuzzlePage *self = QD_WORDPUZZLE_PAGE (object);

  g_clear_pointer (&self->practice_ready, qd_practice_free);
  g_clear_pointer (&self->result, qd_wordpuzzle_result_free);
  g_clear_pointer (&self->model, qd_wordpuzzle_model_free);
  g_clear_pointer (&self->list, qd_wordpuzzle_list_free);
  g_clear_object (&self->list_file);
  g_clear_object (&self->trace_lines);
  g_clear_pointer (&self->picked, g_array_unref);
  g_free (self->picked_mask);
  g_free (self->cells);
  g_free (self->masks);
  g_free (self->slot_counts);
  G_OBJECT_CLASS (qd_wordpuzzle_page_parent_class)->finalize (object);
}

static void
qd_wordpuzzle_page_class_init (QdWordpuzzlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_wordpuzzle_page_dispose;
  object_class->finalize = qd_wordpuzzle_page_finalize;
  page_class->document_changed = qd_wordpuzzle_page_document_changed;
  page_class->opened = qd_wordpuzzle_page_opened;
  page_class->can_undo = qd_wordpuzzle_page_can_undo;
  page_class->save_with_companions = qd_wordpuzzle_editor_save_pair;
  page_class->get_text_export = qd_wordpuzzle_page_get_text_export;
  page_class->build_report = qd_wordpuzzle_page_build_report;
  page_class->prepare_check = qd_wordpuzzle_page_prepare_check;
  page_class->show_check = qd_wordpuzzle_page_show_check;
  page_class->build_animation = qd_wordpuzzle_page_build_animation;

  g_type_ensure (QD_TYPE_WORDPUZZLE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/quandary/Quandary/ui/wordpuzzle/qd-wordpuzzle-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdWordpuzzlePage, name)
  BIND (word_view);
  BIND (bottom_stack);
  BIND (trace_view);
  BIND (trace_placeholder);
  BIND (model_view);
  BIND (words_view);
  BIND (words_label);
  BIND (formulation_row);
  BIND (var_order_row);
  BIND (val_order_row);
  BIND (inference_row);
  BIND (first_switch);
  BIND (run_controls);
  BIND (stats_group);
  BIND (solutions_label);
  BIND (assignments_label);
  BIND (checks_label);
  BIND (prunings_label);
  BIND (backtracks_label);
  BIND (time_label);
  BIND (solutions_list);
  BIND (size_spin);
  BIND (category_row);
  BIND (categories);
  BIND (solutions_group);
  BIND (practice_bar);
#undef BIND

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "wordpuzzle.remove-slot", NULL);
}

static void
qd_wordpuzzle_page_init (QdWordpuzzlePage *self)
{
  GtkListItemFactory *factory;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->picked = g_array_new (FALSE, FALSE, sizeof (guint));
  self->selected_slot = -1;
  qd_wordpuzzle_editor_init (self);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->word_view), self->stepper, (QdPageTreeShow) qd_wordpuzzle_page_update_display, self);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->word_view));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (qd_wordpuzzle_page_update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect (self->run_controls, "stop", G_CALLBACK (on_stop), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->word_view));

  self->trace_lines = gtk_string_list_new (NULL);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_trace_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_trace_item), NULL);
  gtk_list_view_set_factory (self->trace_view, factory);
  g_object_unref (factory);
  {
    /* A single selection, empty at first: Check an Answer… selects the line
     * where an answer parts from the trace. */
    g_autoptr(GtkSingleSelection) selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->trace_lines)));

    gtk_single_selection_set_autoselect (selection, FALSE);
    gtk_single_selection_set_can_unselect (selection, TRUE);
    gtk_single_selection_set_selected (selection, GTK_INVALID_LIST_POSITION);

    gtk_list_view_set_model (self->trace_view, GTK_SELECTION_MODEL (selection));
  }

  g_signal_connect_swapped (self->trace_lines, "items-changed", G_CALLBACK (on_trace_changed), self);
  qd_wordpuzzle_page_practice_init (self);
  g_signal_connect (self->solutions_list, "row-selected", G_CALLBACK (on_solution_selected), self);
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (qd_wordpuzzle_editor_size_changed), self);
  g_signal_connect_swapped (self->formulation_row, "notify::selected", G_CALLBACK (on_search_setting_changed), self);
  g_signal_connect_swapped (self->var_order_row, "notify::selected", G_CALLBACK (on_search_setting_changed), self);
  g_signal_connect_swapped (self->val_order_row, "notify::selected", G_CALLBACK (on_search_setting_changed), self);
  g_signal_connect_swapped (self->inference_row, "notify::selected", G_CALLBACK (on_search_setting_changed), self);
  g_signal_connect_swapped (self->first_switch, "notify::active", G_CALLBACK (on_search_setting_changed), self);

  /* A new puzzle: the statement's sample, with the course word list. */
  self->list = qd_wordpuzzle_editor_find_word_list (NULL, &self->list_file);
  qd_wordpuzzle_editor_refresh_categories (self);
  qd_wordpuzzle_editor_refresh_words (self);
  qd_page_set_model (QD_PAGE (self),
                     qd_wordpuzzle_parse ("7\nfurniture: 1, 2, 4\nclothing: 1, 4, 5\n"
                                          "interjection: 2, 5, 7\nnoun: 3, 4, 6\n", -1, NULL),
                     QD_PAGE_CHANGE_OPENED);
}

QdWordpuzzle *
qd_wordpuzzle_page_get_puzzle (QdWordpuzzlePage *self)
{
  return self->puzzle;
}

const QdWordpuzzleResult *
qd_wordpuzzle_page_get_result (QdWordpuzzlePage *self)
{
  return self->result;
}

guint
qd_wordpuzzle_page_get_step (QdWordpuzzlePage *self)
{
  return qd_stepper_get_step (self->stepper);
}

void
qd_wordpuzzle_page_set_formulation (QdWordpuzzlePage *self, QdWordpuzzleFormulation formulation)
{
  adw_combo_row_set_selected (self->formulation_row, formulation == QD_WORDPUZZLE_LETTERS ? 0 : 1);
}

void
qd_wordpuzzle_page_click_cell (QdWordpuzzlePage *self, gint cell)
{
  qd_wordpuzzle_editor_cell_clicked (self->word_view, cell, self);
}

void
qd_wordpuzzle_page_click_slot (QdWordpuzzlePage *self, gint slot)
{
  qd_wordpuzzle_editor_slot_clicked (self->word_view, slot, self);
}
