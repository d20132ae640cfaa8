/* qd-mapcolor-page.c — the map-colouring tab: generate, edit, colour, replay. */
#include "config.h"
#include "qd-mapcolor-page-private.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-format.h"

#include <glib/gi18n.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-owned.h"
#include "core/qd-sweep-pool.h"
#include "problems/mapcolor/qd-mapcolor-gen.h"
#include "problems/mapcolor/qd-mapcolor-practice.h"
#include "problems/mapcolor/qd-mapcolor-steps.h"
#include "app/widgets/qd-board-pane.h"
#include "qd-mapcolor-fcmac-view.h"
#include "qd-mapcolor-experiment-view.h"
#include "app/widgets/qd-map-view.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-run-controls.h"
#include "app/qd-page-tree.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"
#include "render/mapcolor/qd-mapcolor-worksheet.h"

#define MAX_STEPS 200000
#define TREE_BUDGET 1000000            /* nodes of a search tree the tab keeps */

struct _QdMapcolorPage
{
  QdPage parent_instance;

  GtkStack *main_stack;
  GtkWidget *sidebar;
  GtkWidget *sidebar_separator;
  QdMapView *map_view;
  const gint *shown_colors;      /* the colours on show (borrowed, as the view borrows them) */
  QdRunControls *run_controls;
  AdwComboRow *algorithm_row;
  GtkWidget *backjumping_row;
  GtkSwitch *backjumping_switch;
  GtkWidget *restarts_row;
  GtkSwitch *restarts_switch;
  GtkSpinButton *colors_spin;
  GtkSpinButton *seed_spin;
  GtkSpinButton *regions_spin;
  AdwComboRow *method_row;
  GtkSwitch *edit_switch;        /* clicks and drags edit the map only when on */
  GtkLabel *status_label;
  GtkLabel *size_label;
  GtkLabel *assignments_label;
  GtkLabel *checks_label;
  GtkLabel *backtracks_label;
  GtkLabel *time_label;
  QdMapcolorExperimentView *experiment_view;
  QdMapcolorFcmacView *fcmac_view;
  QdPracticeBar *practice_bar;
  QdMapcolorPracticeMode *practice;

  QdStepper *stepper;            /* the run controls' */

  QdMap *map;                    /* the page's model (qd_page_get_model) */
  QdMapcolorSolution *solution;       /* of the map as it is now, or NULL */
  QdMapcolorSolveOptions run_options; /* the settings of the last run started */
  GArray *steps;                 /* of QdMapcolorStep: the assignments of the run, in order */
  gboolean steps_truncated;
  gint *shown;                   /* colours after the step shown */
  gboolean step_after_solve;
  QdPageTree *page_tree;         /* the search tree of the run (tree searches) */
  gint *node_colors;             /* the colours and domains at the tree's node shown */
  guint64 *node_domains;

  gint selected;                 /* editor (Edit Map on): the selected region, or -1 */
  gint edge_from;                /* editor: the first region of a new edge */
};

G_DEFINE_FINAL_TYPE (QdMapcolorPage, qd_mapcolor_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "coloring", N_("Colouring as Text…"), "colouring.txt" },
  { "cnf", N_("Colouring Problem as DIMACS CNF…"), "cnf" },
  { "csp", N_("Colouring Problem as a Constraint Problem…"), "colouring.csp" },
  { "experiment-csv", N_("Experiment as CSV…"), "experiment.csv" },
  { "experiment-table", N_("Experiment as a Text Table…"), "experiment.txt" },
  { "fcmac", N_("FC and MAC Tables as Text…"), "fcmac.txt" },
  { "fcmac-csv", N_("FC and MAC Tables as CSV…"), "fcmac.csv" },
  { NULL }
};

static const QdMapcolorAlgorithm algorithms[] = {
  QD_MAPCOLOR_ALGO_BACKTRACKING, QD_MAPCOLOR_ALGO_FC, QD_MAPCOLOR_ALGO_MAC, QD_MAPCOLOR_ALGO_MIN_CONFLICTS, QD_MAPCOLOR_ALGO_BEST,
  QD_MAPCOLOR_ALGO_SAT
};

static void update_display (QdMapcolorPage *self);

static QdMapcolorAlgorithm
selected_algorithm (QdMapcolorPage *self)
{
  return algorithms[MIN (adw_combo_row_get_selected (self->algorithm_row), G_N_ELEMENTS (algorithms) - 1)];
}

/* ------------------------------------------------------------- display */

static void
update_actions (QdMapcolorPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "generate", !busy },
    { "remove-region", !busy && self->selected >= 0 },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  qd_run_controls_set_busy (self->run_controls, busy);
}

static void
show_map_domains (QdMapcolorPage *self, const gint *colors, gint current, const guint64 *domains, guint k)
{
  QdMapRenderOptions options;

  qd_map_render_options_init (&options, NULL);
  self->shown_colors = colors;
  options.colors = colors;
  options.color_labels = qd_map_color_names ();
  options.domains = domains;
  options.n_domain_colors = k;
  options.current = current;
  options.selected = self->selected;
  options.edge_from = self->edge_from;
  options.show_names = self->map->n_regions <= 200;
  qd_map_view_set_options (self->map_view, &options);
}

static void
show_map (QdMapcolorPage *self, const gint *colors, gint current)
{
  show_map_domains (self, colors, current, NULL, 0);
}

/* The map at a node of the search tree: the colours assigned on the way
 * there and what inference left of the other regions' domains. */
static gboolean
show_tree_node (QdMapcolorPage *self, gint node)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  const QdCsp *csp = tree != NULL ? qd_search_tree_get_csp (tree) : NULL;
  guint n = self->map->n_regions, k = 0;
  g_autofree gboolean *removed = NULL;
  g_autofree char *text = NULL;

  if (node < 0 || csp == NULL || qd_csp_n_variables (csp) != n)
    return FALSE;
  for (guint r = 0; r < n; r++)
    k = MAX (k, qd_csp_domain_size (csp, r));
  removed = g_new0 (gboolean, (gsize) n * MAX (k, 1));
  self->node_colors = g_renew (gint, self->node_colors, n);
  self->node_domains = g_renew (guint64, self->node_domains, n);
  qd_search_tree_csp_state (tree, (guint) node, self->node_colors, removed, k);
  for (guint r = 0; r < n; r++)
    {
      self->node_domains[r] = 0;
      for (guint c = 0; c < MIN (qd_csp_domain_size (csp, r), 64); c++)
        if (!removed[(gsize) r * k + c])
          self->node_domains[r] |= G_GUINT64_CONSTANT (1) << c;
    }
  show_map_domains (self, self->node_colors,
                    node > 0 ? (gint) qd_search_tree_node (tree, (guint) node)->a : -1,
                    self->node_domains, MIN (k, 64));
  text = qd_search_tree_view_describe_node (qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)),
                                            (guint) node);
  qd_run_controls_set_status (self->run_controls, text);
  return TRUE;
}

/* For a screen reader: "WA: red; borders NT, SA" (the colours shown). */
static char *
describe_region (gpointer data, guint region)
{
  QdMapcolorPage *self = data;
  const QdMap *map = self->map;
  const gint *colors = self->shown_colors;
  g_autoptr(GString) text = g_string_new (map->names->pdata[region]);

  if (colors != NULL && colors[region] >= 0)
    g_string_append_printf (text, ": %s", qd_map_color_name ((guint) colors[region]));
  else
    g_string_append (text, _(": not coloured"));
  qd_map_view_append_borders (map, region, text);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "Map, 7 regions, 9 borders, 7 coloured." */
static char *
describe_map (gpointer data)
{
  QdMapcolorPage *self = data;
  guint coloured = 0;

  for (guint r = 0; self->shown_colors != NULL && r < self->map->n_regions; r++)
    coloured += self->shown_colors[r] >= 0;
  return g_strdup_printf (_("Map, %u regions, %u borders, %u coloured."), self->map->n_regions, self->map->n_edges,
                          coloured);
}

/* The search tree's node after `step` steps of the replay, or -1. */
static gint
step_node (QdMapcolorPage *self, guint step)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  g_autofree gboolean *assigned = NULL;
  g_autofree gint32 *nodes = NULL;

  if (tree == NULL || !qd_search_tree_is_finished (tree) || step > self->steps->len)
    return -1;
  assigned = g_new (gboolean, step + 1);
  for (guint i = 0; i < step; i++)
    assigned[i] = g_array_index (self->steps, QdMapcolorStep, i).color >= 0;
  nodes = qd_page_tree_csp_step_nodes (tree, assigned, step);
  return nodes[step];
}

/* The map with the assignments up to `step` replayed. */
static void
show_replay (QdMapcolorPage *self, guint step)
{
  for (guint r = 0; r < self->map->n_regions; r++)
    self->shown[r] = -1;
  for (guint i = 0; i < step && i < self->steps->len; i++)
    {
      const QdMapcolorStep *e = &g_array_index (self->steps, QdMapcolorStep, i);

      self->shown[e->region] = e->color;
    }
  show_map (self, self->shown, step > 0 && step <= self->steps->len
                               ? (gint) g_array_index (self->steps, QdMapcolorStep, step - 1).region : -1);
}

static void
update_display (QdMapcolorPage *self)
{
  g_autofree char *size = g_strdup_printf ("%u, %u", self->map->n_regions, self->map->n_edges);
  guint step = qd_stepper_get_step (self->stepper);
  QdMapcolorSolution *s = self->solution;
  const char *question = NULL;

  gtk_label_set_label (self->size_label, size);
  if (s == NULL)
    {
      gtk_label_set_label (self->status_label, "—");
      qd_label_set_count (self->assignments_label, FALSE, 0);
      qd_label_set_count (self->checks_label, FALSE, 0);
      qd_label_set_count (self->backtracks_label, FALSE, 0);
      gtk_label_set_label (self->time_label, "—");
      if (!show_tree_node (self, qd_page_tree_get_node (self->page_tree)))
        show_map (self, NULL, -1);
      update_actions (self);
      return;
    }

  {
    g_autofree char *time = qd_format_ms (s->time_us, 2);
    const char *status = s->status == QD_MAPCOLOR_SOLVED ? _("Coloured")
                         : s->status == QD_MAPCOLOR_NO_SOLUTION ? _("No colouring exists")
                         : s->status == QD_MAPCOLOR_CAPPED ? _("Capped: gave up") : _("Stopped");

    gtk_label_set_label (self->status_label, status);
    qd_label_set_count (self->assignments_label, TRUE, s->assignments);
    qd_label_set_count (self->checks_label, TRUE, s->checks);
    qd_label_set_count (self->backtracks_label, TRUE, s->backtracks);
    if (s->restarts > 0)
      {
        g_autofree char *backtracks = qd_format_count (s->backtracks);
        g_autofree char *restarts = qd_format_count (s->restarts);
        /* Translators: backtracks, then how many times the search began again. */
        g_autofree char *text = g_strdup_printf (ngettext ("%s (%s restart)", "%s (%s restarts)",
                                                           (gulong) MIN (s->restarts, G_MAXULONG)),
                                                 backtracks, restarts);
        gtk_label_set_label (self->backtracks_label, text);
      }
    gtk_label_set_label (self->time_label, time);
  }

  if (self->practice != NULL && qd_mapcolor_practice_mode_asking (self->practice, step, &question))
    {
      /* Nothing on show tells what comes: the outcome and counts are the end's. */
      GtkLabel *labels[] = { self->status_label, self->assignments_label, self->checks_label,
                             self->backtracks_label, self->time_label };

      for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
        gtk_label_set_label (labels[i], "—");
      /* The domains left at the step, as the search has them. */
      if (!show_tree_node (self, qd_page_tree_get_node (self->page_tree))
          && !show_tree_node (self, step_node (self, step)))
        show_replay (self, step);
      qd_run_controls_set_status (self->run_controls, question);
    }
  else if (show_tree_node (self, qd_page_tree_get_node (self->page_tree)))
    ;
  else if (qd_stepper_is_finished (self->stepper))
    {
      g_autofree char *text = qd_mapcolor_report_outcome (s, self->run_options.colors, self->run_options.algorithm);

      show_map (self, s->status == QD_MAPCOLOR_SOLVED ? s->colors : NULL, -1);
      qd_run_controls_set_status (self->run_controls, text);
    }
  else
    {
      const QdMapcolorStep *last = step > 0 ? &g_array_index (self->steps, QdMapcolorStep, step - 1) : NULL;
      g_autofree char *text = NULL;

      show_replay (self, step);
      if (last == NULL)
        text = g_strdup (_("Ready: press Next Step for the first assignment."));
      else if (last->color >= 0)
        text = g_strdup_printf (_("Step %u of %u: %s gets %s."), step, self->steps->len,
                                (char *) self->map->names->pdata[last->region], qd_map_color_name ((guint) last->color));
      else
        text = g_strdup_printf (_("Step %u of %u: %s loses its colour (backtrack)."), step, self->steps->len,
                                (char *) self->map->names->pdata[last->region]);
      qd_run_controls_set_status (self->run_controls, text);
    }
  update_actions (self);
}

/* ------------------------------------------------------------- the map */

static void
clear_run (QdMapcolorPage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  qd_stepper_clear (self->stepper);
  g_clear_pointer (&self->solution, qd_mapcolor_solution_free);
  g_array_set_size (self->steps, 0);
  qd_page_tree_clear (self->page_tree);
  if (self->practice != NULL)
    qd_mapcolor_practice_mode_forget (self->practice);
}

static void
map_changed (QdMapcolorPage *self)
{
  clear_run (self);
  qd_map_ensure_positions (self->map);
  self->shown = g_renew (gint, self->shown, MAX (self->map->n_regions, 1));
  if (self->selected >= (gint) self->map->n_regions)
    self->selected = -1;
  if (self->edge_from >= (gint) self->map->n_regions)
    self->edge_from = -1;
  qd_map_view_set_map (self->map_view, self->map);
  qd_mapcolor_fcmac_view_set_map (self->fcmac_view, self->map);
  update_display (self);
}

/* An edit that makes a new map of the one on show (taken). */
static void
edit_map (QdMapcolorPage *self, QdMap *map)
{
  qd_page_record_edit (QD_PAGE (self));
  qd_page_set_model (QD_PAGE (self), map, QD_PAGE_CHANGE_REPLACED);
}

static void
add_region (QdMapcolorPage *self, double ux, double uy)
{
  guint n = self->map->n_regions;

  edit_map (self, qd_map_with_region_added (self->map, ux, uy));
  self->selected = (gint) n;
  update_display (self);
}

static void
toggle_edge (QdMapcolorPage *self, guint a, guint b)
{
  edit_map (self, qd_map_with_edge_toggled (self->map, a, b));
  self->selected = (gint) b;
  update_display (self);
}

static void
remove_region_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMapcolorPage *self = data;

  if (self->selected < 0 || self->map->n_regions <= 1)
    return;
  edit_map (self, qd_map_with_region_removed (self->map, (guint) self->selected));
}

/* The context menu's Remove Region acts on the region it was opened on. */
static void
on_context_menu (QdMapView *view, gint region, QdMapcolorPage *self)
{
  if (region < 0 || qd_page_get_busy (QD_PAGE (self)) || qd_mapcolor_practice_mode_active (self->practice) ||
      !gtk_switch_get_active (self->edit_switch))
    return;
  self->selected = self->edge_from = region;
  update_display (self);
}

static void
on_region_clicked (QdMapView *view, gint region, double ux, double uy, QdMapcolorPage *self)
{
  if (qd_page_get_busy (QD_PAGE (self)) || qd_mapcolor_practice_mode_take_region (self->practice, region) ||
      !gtk_switch_get_active (self->edit_switch))
    return;
  if (region < 0)
    {
      if (self->edge_from >= 0 || self->selected >= 0)
        {
          /* A click on empty space first drops the selection. */
          self->edge_from = -1;
          self->selected = -1;
          update_display (self);
          return;
        }
      if (ux >= 0 && ux <= 1 && uy >= 0 && uy <= 1)
        add_region (self, ux, uy);
      return;
    }
  if (self->edge_from >= 0 && self->edge_from != region)
    {
      guint from = (guint) self->edge_from;

      self->edge_from = -1;
      toggle_edge (self, from, (guint) region);
      return;
    }
  self->selected = region;
  self->edge_from = region;
  update_display (self);
}

static void
on_region_dragged (QdMapView *view, gint region, double ux, double uy, QdMapcolorPage *self)
{
  static gint64 last_record;

  if (qd_page_get_busy (QD_PAGE (self)) || region < 0 || qd_mapcolor_practice_mode_active (self->practice) ||
      !gtk_switch_get_active (self->edit_switch))
    return;
  /* One undo record per drag gesture (drags report many moves). */
  if (g_get_monotonic_time () - last_record > 500000)
    qd_page_record_edit (QD_PAGE (self));
  last_record = g_get_monotonic_time ();
  self->map->x[region] = ux;
  self->map->y[region] = uy;
  self->edge_from = -1;
  qd_page_set_modified (QD_PAGE (self), TRUE);
  qd_canvas_redraw (QD_CANVAS (self->map_view));
}

/* ------------------------------------------------------------- the jobs */

typedef struct {
  QdOwned owned;
  QdMap *map;
  QdMapcolorSolveOptions options;
  QdMapcolorSteps steps;
  QdSearchTree *tree;
} SolveTask;

typedef struct {
  QdOwned owned;
  QdMapcolorSolution *solution;
  GArray *steps;
  gboolean truncated;
} SolveOutput;

static gpointer
solve_worker (QdJob *job, gpointer data, GError **error)
{
  SolveTask *task = data;
  SolveOutput *out = g_new0 (SolveOutput, 1);

  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress_nodes = &qd_job_get_progress (job)->nodes;
  /* Every assignment is kept for the replay (up to a cap). */
  task->options.on_assign = qd_mapcolor_steps_record;
  task->options.user_data = &task->steps;
  out->solution = qd_owned_add (&out->owned, qd_mapcolor_solve (task->map, &task->options),
                                (GDestroyNotify) qd_mapcolor_solution_free);
  out->truncated = qd_mapcolor_steps_truncated (&task->steps);
  out->steps = qd_owned_add (&out->owned, g_steal_pointer (&task->steps.steps), (GDestroyNotify) g_array_unref);
  return out;
}

static void
on_solve_done (QdPage *page, QdJob *job)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);
  SolveOutput *out = qd_job_steal_result (job);

  if (out == NULL)
    {
      qd_stepper_stop_playing (self->stepper);
      update_display (self);
      return;
    }
  self->solution = qd_owned_steal (&out->owned, g_steal_pointer (&out->solution));
  g_array_unref (self->steps);
  self->steps = qd_owned_steal (&out->owned, g_steal_pointer (&out->steps));
  self->steps_truncated = out->truncated;
  qd_owned_free (out);
  if (qd_page_tree_get_tree (self->page_tree) != NULL)
    {
      g_autofree gboolean *assigned = g_new (gboolean, MAX (self->steps->len, 1));

      for (guint i = 0; i < self->steps->len; i++)
        assigned[i] = g_array_index (self->steps, QdMapcolorStep, i).color >= 0;
      qd_page_tree_set_step_nodes (self->page_tree,
                                   qd_page_tree_csp_step_nodes (qd_page_tree_get_tree (self->page_tree), assigned,
                                                                self->steps->len),
                                   self->steps->len);
    }
  update_actions (self);
  qd_stepper_set_run (self->stepper, self->steps->len,
                      self->step_after_solve && !self->steps_truncated ? 1 : G_MAXUINT);
  qd_mapcolor_practice_mode_sync (self->practice);
}

/* The settings of the sidebar as a run takes them. */
static void
get_settings (QdMapcolorPage *self, QdMapcolorSolveOptions *options)
{
  qd_mapcolor_solve_options_init (options);
  options->algorithm = selected_algorithm (self);
  options->colors = (guint) gtk_spin_button_get_value_as_int (self->colors_spin);
  options->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  options->backjumping = gtk_widget_get_sensitive (self->backjumping_row) &&
                         gtk_switch_get_active (self->backjumping_switch);
  options->restarts = gtk_widget_get_sensitive (self->restarts_row) && gtk_switch_get_active (self->restarts_switch);
  /* best's lanes: every core it may use, as the sweeps count them (the run
   * report's command names the number). */
  options->threads = MIN (qd_sweep_pool_default_threads (), 256);
}

static void
start_solve (QdMapcolorPage *self, gboolean then_step)
{
  SolveTask *task = g_new0 (SolveTask, 1);
  QdJob *job;

  clear_run (self);
  task->map = qd_owned_add (&task->owned, qd_map_copy (self->map), (GDestroyNotify) qd_map_free);
  get_settings (self, &task->options);
  self->run_options = task->options;
  qd_mapcolor_steps_init (&task->steps, MAX_STEPS);
  qd_owned_add (&task->owned, &task->steps, (GDestroyNotify) qd_mapcolor_steps_clear);
  if (task->options.algorithm == QD_MAPCOLOR_ALGO_BACKTRACKING || task->options.algorithm == QD_MAPCOLOR_ALGO_FC ||
      task->options.algorithm == QD_MAPCOLOR_ALGO_MAC)
    task->options.tree = task->tree = qd_owned_add (&task->owned, qd_page_tree_start (self->page_tree, QD_SEARCH_TREE_CSP,
                                                                                      TREE_BUDGET),
                                                    (GDestroyNotify) qd_search_tree_unref);
  else
    qd_page_tree_none (self->page_tree, _("Min-conflicts, the strongest solver and SAT search no tree: "
                                          "backtracking, forward checking and arc consistency record theirs"));
  self->step_after_solve = then_step;
  job = qd_page_start_job (QD_PAGE (self), _("Colouring the map"), solve_worker, task, qd_owned_free,
                           qd_owned_free, on_solve_done);
  qd_run_controls_follow_job (self->run_controls, job, _("Colouring"));
  update_actions (self);
}

typedef struct {
  guint n;
  guint64 seed;
  QdMapcolorGenMethod method;
} GenerateTask;

static gpointer
generate_worker (QdJob *job, gpointer data, GError **error)
{
  GenerateTask *task = data;

  qd_progress_set (&qd_job_get_progress (job)->total, task->n);
  return qd_mapcolor_generate (task->n, task->seed, task->method, qd_job_get_stop_flag (job),
                          &qd_job_get_progress (job)->done, error);
}

static void
on_generate_progress (QdJob *job, QdMapcolorPage *self)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  qd_job_read_progress (job, &progress);
  text = g_strdup_printf (_("Generating… %'" PRId64 " of %'" PRId64 " regions placed"),
                          progress.done, progress.total);
  qd_run_controls_set_status (self->run_controls, text);
}

static void
on_generate_done (QdPage *page, QdJob *job)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);
  QdMap *map = qd_job_steal_result (job);
  const GError *error = qd_job_get_error (job);

  if (map == NULL)
    {
      qd_page_toast_error (page, error);
      update_display (self);
      return;
    }
  qd_page_replace_document (page, map, _("Generated Map"), _("A generated map replaced the map"));
  {
    g_autofree char *regions = g_strdup_printf (ngettext ("%'u region", "%'u regions", map->n_regions), map->n_regions);
    g_autofree char *borders = g_strdup_printf (ngettext ("%'u border", "%'u borders", map->n_edges), map->n_edges);
    /* Translators: "Generated 20 regions with 47 borders in 3 ms." */
    g_autofree char *text = g_strdup_printf (_("Generated %s with %s in %.0f ms."), regions, borders,
                                             qd_job_get_elapsed_us (job) / 1000.0);
    qd_run_controls_set_status (self->run_controls, text);
  }
}

static void
generate_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMapcolorPage *self = data;
  GenerateTask *task = g_new0 (GenerateTask, 1);
  QdJob *job;

  clear_run (self);
  task->n = (guint) gtk_spin_button_get_value_as_int (self->regions_spin);
  task->seed = (guint64) gtk_spin_button_get_value_as_int (self->seed_spin);
  task->method = adw_combo_row_get_selected (self->method_row) == 0 ? QD_MAPCOLOR_GEN_SEGMENTS : QD_MAPCOLOR_GEN_DELAUNAY;
  job = qd_page_start_job (QD_PAGE (self), _("Generating a map"), generate_worker, task, g_free,
                           (GDestroyNotify) qd_map_free, on_generate_done);
  g_signal_connect (job, "progress", G_CALLBACK (on_generate_progress), self);
  update_actions (self);
}

static void
on_solve (QdRunControls *controls, gboolean then_step, QdMapcolorPage *self)
{
  start_solve (self, then_step);
}

static void
on_stop (QdRunControls *controls, QdMapcolorPage *self)
{
  qd_page_cancel_job (QD_PAGE (self));
  update_actions (self);
}

static void
on_setting_changed (QdMapcolorPage *self)
{
  /* The row says what the chosen algorithm is. */
  QdMapcolorAlgorithm algorithm = selected_algorithm (self);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->algorithm_row), qd_mapcolor_algorithm_title (algorithm));
  /* The options of the textbook searches; best jumps and restarts by itself. */
  gtk_widget_set_sensitive (self->backjumping_row,
                            algorithm == QD_MAPCOLOR_ALGO_FC || algorithm == QD_MAPCOLOR_ALGO_MAC);
  gtk_widget_set_sensitive (self->restarts_row, qd_mapcolor_algorithm_restarts (algorithm));
  if (self->solution != NULL)
    {
      clear_run (self);
      update_display (self);
    }
}

static void
on_view_message (GtkWidget *view, const char *text, QdMapcolorPage *self)
{
  qd_page_toast (QD_PAGE (self), text);
}

/* The map's sidebar belongs to the map; pictures export what is on show. */
static void
on_view_switched (QdMapcolorPage *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->main_stack);
  gboolean map = g_strcmp0 (name, "map") == 0;

  gtk_widget_set_visible (self->sidebar, map);
  gtk_widget_set_visible (self->sidebar_separator, map);
  if (g_strcmp0 (name, "experiment") == 0)
    qd_page_set_canvas (QD_PAGE (self), qd_mapcolor_experiment_view_get_canvas (self->experiment_view));
  else if (g_strcmp0 (name, "fcmac") == 0)
    qd_page_set_canvas (QD_PAGE (self), qd_mapcolor_fcmac_view_get_canvas (self->fcmac_view));
  else
    qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->map_view));
}

/* Edit Map turned on or off: no selection either way. */
static void
on_edit_toggled (QdMapcolorPage *self)
{
  self->selected = self->edge_from = -1;
  update_display (self);
}

static const GActionEntry page_actions[] = {
  { "generate", generate_activated },
  { "remove-region", remove_region_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_mapcolor_page_document_changed (QdPage *page, QdPageChange change)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);

  self->map = qd_page_get_model (page);
  self->selected = -1;
  self->edge_from = -1;
  map_changed (self);
}

static char *
qd_mapcolor_page_get_text_export (QdPage *page, const char *id)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);

  if (g_str_equal (id, "experiment-csv") || g_str_equal (id, "experiment-table"))
    {
      const QdMapcolorExperiment *experiment = qd_mapcolor_experiment_view_get_experiment (self->experiment_view);

      if (experiment == NULL)
        return NULL;
      return g_str_equal (id, "experiment-csv") ? qd_mapcolor_experiment_to_csv (experiment)
                                                : qd_mapcolor_experiment_format_table (experiment);
    }
  if (g_str_equal (id, "fcmac") || g_str_equal (id, "fcmac-csv"))
    {
      QdCspTable *const *tables;
      guint n = qd_mapcolor_fcmac_view_get_tables (self->fcmac_view, &tables);
      GString *out;

      if (n == 0)
        return NULL;
      if (g_str_equal (id, "fcmac-csv"))
        return qd_csp_tables_to_csv (tables, n);
      out = g_string_new (NULL);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *text = qd_csp_tables_to_text (tables[i]);
          g_string_append_printf (out, "%s%s", i ? "\n" : "", text);
        }
      return g_string_free (out, FALSE);
    }
  if (g_str_equal (id, "cnf"))
    return qd_map_to_dimacs (self->map, (guint) gtk_spin_button_get_value_as_int (self->colors_spin));
  if (g_str_equal (id, "csp"))
    {
      g_autoptr(GError) error = NULL;
      char *text = qd_mapcolor_csp_text (self->map, (guint) gtk_spin_button_get_value_as_int (self->colors_spin),
                                         qd_page_get_title (page), &error);

      if (text == NULL)
        qd_page_set_export_error (page, error);
      return text;
    }
  if (g_str_equal (id, "coloring") && self->solution != NULL)
    {
      GString *out = g_string_new (NULL);

      if (self->solution->status != QD_MAPCOLOR_SOLVED)
        g_string_append (out, self->solution->status == QD_MAPCOLOR_NO_SOLUTION ? "no solution\n" : "capped\n");
      else
        for (guint r = 0; r < self->map->n_regions; r++)
          g_string_append_printf (out, "%s %s\n", (char *) self->map->names->pdata[r],
                                  qd_map_color_name ((guint) self->solution->colors[r]));
      return g_string_free (out, FALSE);
    }
  return NULL;
}

/* -------------------------------------------------------------- GObject */

static void
qd_mapcolor_page_dispose (GObject *object)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->practice, qd_mapcolor_practice_mode_free);
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  self->stepper = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_MAPCOLOR_PAGE);
  G_OBJECT_CLASS (qd_mapcolor_page_parent_class)->dispose (object);
}

static void
qd_mapcolor_page_finalize (GObject *object)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (object);

  g_clear_pointer (&self->solution, qd_mapcolor_solution_free);
  g_clear_pointer (&self->steps, g_array_unref);
  g_free (self->shown);
  g_free (self->node_colors);
  g_free (self->node_domains);
  G_OBJECT_CLASS (qd_mapcolor_page_parent_class)->finalize (object);
}

/* The tab's exercises (New Exercise…, Worksheet…). */
static const QdWorksheetKind *const worksheets[] = { &qd_mapcolor_worksheet_fcmac, NULL };

static void
qd_mapcolor_page_class_init (QdMapcolorPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_mapcolor_page_dispose;
  object_class->finalize = qd_mapcolor_page_finalize;
  page_class->document_changed = qd_mapcolor_page_document_changed;
  page_class->get_text_export = qd_mapcolor_page_get_text_export;
  page_class->build_report = qd_mapcolor_page_build_report;
  page_class->build_animation = qd_mapcolor_page_build_animation;
  page_class->prepare_check = qd_mapcolor_page_prepare_check;
  page_class->worksheets = worksheets;
  page_class->show_check = qd_mapcolor_page_show_check;

  g_type_ensure (QD_TYPE_MAP_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/mapcolor/qd-mapcolor-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdMapcolorPage, name)
  BIND (main_stack);
  BIND (sidebar);
  BIND (sidebar_separator);
  BIND (map_view);
  BIND (run_controls);
  BIND (algorithm_row);
  BIND (backjumping_row);
  BIND (backjumping_switch);
  BIND (restarts_row);
  BIND (restarts_switch);
  BIND (colors_spin);
  BIND (seed_spin);
  BIND (regions_spin);
  BIND (method_row);
  BIND (edit_switch);
  BIND (status_label);
  BIND (size_label);
  BIND (assignments_label);
  BIND (checks_label);
  BIND (backtracks_label);
  BIND (time_label);
  BIND (practice_bar);
#undef BIND
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "mapcolor.remove-region", NULL);
}

static void
qd_mapcolor_page_init (QdMapcolorPage *self)
{
  QdMap *map;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->steps = g_array_new (FALSE, FALSE, sizeof (QdMapcolorStep));
  self->selected = -1;
  self->edge_from = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  self->practice = qd_mapcolor_practice_mode_new (self, self->practice_bar);
  self->stepper = qd_run_controls_get_stepper (self->run_controls);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->map_view), self->stepper, (QdPageTreeShow) update_display, self);
  qd_run_controls_attach (self->run_controls, GTK_WIDGET (self));
  g_signal_connect_swapped (self->stepper, "changed", G_CALLBACK (update_display), self);
  g_signal_connect (self->run_controls, "solve", G_CALLBACK (on_solve), self);
  g_signal_connect (self->run_controls, "stop", G_CALLBACK (on_stop), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);

  self->experiment_view = g_object_new (QD_TYPE_MAPCOLOR_EXPERIMENT_VIEW, NULL);
  self->fcmac_view = g_object_new (QD_TYPE_MAPCOLOR_FCMAC_VIEW, NULL);
  gtk_stack_add_titled (self->main_stack, GTK_WIDGET (self->experiment_view), "experiment", _("Experiment"));
  gtk_stack_add_titled (self->main_stack, GTK_WIDGET (self->fcmac_view), "fcmac", _("FC vs MAC"));
  g_signal_connect (self->experiment_view, "message", G_CALLBACK (on_view_message), self);
  g_signal_connect (self->fcmac_view, "message", G_CALLBACK (on_view_message), self);
  g_signal_connect_swapped (self->main_stack, "notify::visible-child", G_CALLBACK (on_view_switched), self);
  on_view_switched (self);

  g_signal_connect (self->map_view, "region-clicked", G_CALLBACK (on_region_clicked), self);
  g_signal_connect (self->map_view, "context-menu", G_CALLBACK (on_context_menu), self);
  g_signal_connect (self->map_view, "region-dragged", G_CALLBACK (on_region_dragged), self);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_toggled), self);
  qd_map_view_set_describers (self->map_view, describe_region, describe_map, self);
  qd_run_controls_speak_on (self->run_controls, QD_CANVAS (self->map_view));
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->colors_spin, "value-changed", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->backjumping_switch, "notify::active", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->restarts_switch, "notify::active", G_CALLBACK (on_setting_changed), self);
  g_signal_connect_swapped (self->seed_spin, "value-changed", G_CALLBACK (on_setting_changed), self);

  on_setting_changed (self);

  /* A new map: mainland Australia and Tasmania. */
  map = qd_map_parse ("WA (0.12, 0.45): NT, SA\nNT (0.42, 0.22): WA, SA, Q\n"
                      "SA (0.45, 0.55): WA, NT, Q, NSW, V\nQ (0.72, 0.28): NT, SA, NSW\n"
                      "NSW (0.78, 0.6): Q, SA, V\nV (0.68, 0.78): SA, NSW\nT (0.72, 0.95):\n",
                      -1, NULL, NULL);
  if (map == NULL)
    map = qd_map_new_from_edges (1, NULL, 0, NULL, NULL, NULL);
  qd_page_set_model (QD_PAGE (self), map, QD_PAGE_CHANGE_OPENED);
}

QdMap *
qd_mapcolor_page_get_map (QdMapcolorPage *self)
{
  return self->map;
}

const QdMapcolorSolution *
qd_mapcolor_page_get_solution (QdMapcolorPage *self)
{
  return self->solution;
}

QdMapcolorExperimentView *
qd_mapcolor_page_get_experiment_view (QdMapcolorPage *self)
{
  return self->experiment_view;
}

QdStepper *
qd_mapcolor_page_get_stepper (QdMapcolorPage *self)
{
  return self->stepper;
}

QdMapcolorFcmacView *
qd_mapcolor_page_get_fcmac_view (QdMapcolorPage *self)
{
  return self->fcmac_view;
}

void
qd_mapcolor_page_show_view (QdMapcolorPage *self, const char *name)
{
  gtk_stack_set_visible_child_name (self->main_stack, name);
}

void
qd_mapcolor_page_get_run (QdMapcolorPage *self, QdMapcolorPageRun *run)
{
  run->map = self->map;
  run->solution = self->solution;
  if (self->solution != NULL)
    run->options = self->run_options;
  else
    get_settings (self, &run->options);
  run->tree = self->solution != NULL ? qd_page_tree_get_tree (self->page_tree) : NULL;
  run->steps = self->solution != NULL ? self->steps : NULL;
}

const char *
qd_mapcolor_page_get_view_name (QdMapcolorPage *self)
{
  return gtk_stack_get_visible_child_name (self->main_stack);
}

void
qd_mapcolor_page_click (QdMapcolorPage *self, gint region, double ux, double uy)
{
  on_region_clicked (self->map_view, region, ux, uy, self);
}

void
qd_mapcolor_page_refresh (QdMapcolorPage *self)
{
  update_display (self);
}

gboolean
qd_mapcolor_page_practice_settings (QdMapcolorPage *self)
{
  QdMapcolorSolveOptions options;

  get_settings (self, &options);
  if (qd_mapcolor_practice_unsupported (&options) == NULL)
    return FALSE;
  gtk_switch_set_active (self->restarts_switch, FALSE);
  if (options.algorithm != QD_MAPCOLOR_ALGO_FC && options.algorithm != QD_MAPCOLOR_ALGO_MAC)
    adw_combo_row_set_selected (self->algorithm_row, 1);   /* forward checking */
  return TRUE;
}
