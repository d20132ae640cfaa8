/* qd-mapcolor-experiment-view.c — the map-colouring experiment in the window. */
#include "config.h"
#include "qd-mapcolor-experiment-view.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "core/qd-sweep-pool.h"
#include "app/qd-page.h"
#include "app/widgets/qd-board-pane.h"
#include "app/widgets/qd-data-table.h"
#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-shards-chooser.h"
#include "app/widgets/qd-widgets.h"
#include "render/mapcolor/qd-mapcolor-experiment-plot.h"
#include "qd-mapcolor-experiment-table.h"

struct _QdMapcolorExperimentView
{
  GtkWidget parent_instance;

  GtkWidget *paned;
  GtkEntry *sizes_entry;
  GtkSpinButton *instances_spin;
  GtkSpinButton *colors_spin;
  GtkDropDown *method_dropdown;
  GtkCheckButton *algorithm_checks[QD_MAPCOLOR_N_ALGOS];
  GtkCheckButton *restarts_check;
  GtkWidget *run_button;
  GtkWidget *stop_button;
  GtkWidget *open_button;         /* raw files of shards, merged */
  GtkFileChooserNative *chooser;
  GtkProgressBar *progress;
  gconstpointer shown_snapshot;   /* the job's snapshot on show, compared only */
  QdPictureView *plots_view;
  GtkWidget *table_box;           /* the table and its notes */
  GtkWidget *table;               /* the column view: the plots' data, T away */

  QdJob *job;
  QdMapcolorExperiment *experiment;
  /* What the controls do not show: 1 and none, or a merged experiment's. */
  guint64 seed, max_assignments;
  gint64 time_limit_us;
  QdPlot *plots[2];
};

G_DEFINE_FINAL_TYPE (QdMapcolorExperimentView, qd_mapcolor_experiment_view, GTK_TYPE_WIDGET)

enum {
  MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ------------------------------------------------------------ plots */

typedef struct {
  QdPlot *plots[2];
  QdCanvas *view;      /* whose text scale sizes the plots */
} Sheet;

static void
sheet_size (gpointer data, double *width, double *height)
{
  Sheet *sheet = data;
  QdPlotSheet s = { sheet->plots, 2, 2, qd_canvas_get_palette (sheet->view) };

  qd_plot_sheet_get_size (&s, width, height);
}

static void
sheet_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  Sheet *sheet = data;
  QdPlotSheet s = { sheet->plots, 2, 2, palette };

  qd_plot_sheet_draw (cr, width, height, &s);
}

static char *
describe_plots (gpointer data)
{
  QdMapcolorExperimentView *self = data;
  QdPlotSheet s = { self->plots, 2, 2, NULL };

  return qd_plot_sheet_describe (&s);
}

static void
show_results (QdMapcolorExperimentView *self)
{
  Sheet *sheet = g_new0 (Sheet, 1);

  if (self->experiment != NULL)
    qd_mapcolor_experiment_fill_plots (self->experiment, self->plots[0], self->plots[1]);
  else
    {
      qd_plot_set_title (self->plots[0], _("Assignments vs N"));
      qd_plot_set_title (self->plots[1], _("Time vs N"));
    }
  sheet->plots[0] = self->plots[0];
  sheet->plots[1] = self->plots[1];
  sheet->view = QD_CANVAS (self->plots_view);
  qd_picture_view_set_drawing (self->plots_view, sheet_size, sheet_draw, sheet, g_free);
  qd_mapcolor_experiment_table_show (self->table_box, self->experiment);
}

/* T on the plots, or their corner button: the table has the focus. */
static void
show_table_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  QdMapcolorExperimentView *self = QD_MAPCOLOR_EXPERIMENT_VIEW (widget);
  int height = gtk_widget_get_height (self->paned);

  /* A table squeezed under the plots gets half the room. */
  if (gtk_widget_get_height (self->table_box) < height / 2)
    gtk_paned_set_position (GTK_PANED (self->paned), height / 2);
  if (!qd_data_table_focus (self->table))
    g_signal_emit (self, signals[MESSAGE], 0, _("Run the experiment to fill the table."));
}

/* ------------------------------------------------------------ the run */

typedef struct {
  QdOwned owned;
  QdMapcolorExperiment *experiment;
} Task;

/* A copy of the runs so far, published for the plots to fill in as the
 * experiment goes (at most every 250 ms: a copy costs the runs done). */
static void
publish_runs (gpointer data, guint done, guint total, const QdMapcolorExperimentRun *run)
{
  QdJob *job = data;
  const QdMapcolorExperiment *experiment = g_object_get_data (G_OBJECT (job), "qd-experiment");
  QdMapcolorExperiment *copy;

  if (done < total && !qd_job_publish_due (job, 250))
    return;
  copy = qd_mapcolor_experiment_new (&experiment->config);
  g_array_append_vals (copy->runs, experiment->runs->data, experiment->runs->len);
  qd_job_publish (job, copy, (GDestroyNotify) qd_mapcolor_experiment_free);
}

static gpointer
worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  g_autoptr(GError) local = NULL;

  g_object_set_data (G_OBJECT (job), "qd-experiment", task->experiment);
  /* Every core, the workers niced: the window keeps its frames. */
  task->experiment->threads = qd_sweep_pool_default_threads ();
  task->experiment->lower_priority = TRUE;
  if (!qd_mapcolor_experiment_run (task->experiment, qd_job_get_stop_flag (job), qd_job_get_progress (job),
                              publish_runs, job, &local) &&
      !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  /* A stopped experiment keeps the runs it finished. */
  return qd_owned_steal (&task->owned, g_steal_pointer (&task->experiment));
}

static void
set_running (QdMapcolorExperimentView *self, gboolean running)
{
  gtk_widget_set_sensitive (self->run_button, !running);
  gtk_widget_set_sensitive (self->open_button, !running);
  gtk_widget_set_sensitive (self->stop_button, running);
}

static void
on_progress (QdJob *job, QdMapcolorExperimentView *self)
{
  QdProgress p;
  g_autofree char *text = NULL;

  qd_progress_bar_follow (self->progress, job, &p);
  text = g_strdup_printf (_("%'" PRId64 " of %'" PRId64 " runs"), p.done, p.total);
  gtk_progress_bar_set_text (self->progress, text);
  /* The plots and the table fill in run by run. */
  if (qd_job_get_snapshot (job) != NULL && qd_job_get_snapshot (job) != self->shown_snapshot)
    {
      const QdMapcolorExperiment *partial = qd_job_get_snapshot (job);
      QdMapcolorExperiment *copy = qd_mapcolor_experiment_new (&partial->config);

      g_array_append_vals (copy->runs, partial->runs->data, partial->runs->len);
      self->shown_snapshot = qd_job_get_snapshot (job);
      qd_mapcolor_experiment_free (self->experiment);
      self->experiment = copy;
      show_results (self);
    }
}

static void
on_finished (QdJob *job, QdMapcolorExperimentView *self)
{
  QdMapcolorExperiment *experiment = qd_job_steal_result (job);
  const GError *error = qd_job_get_error (job);

  on_progress (job, self);
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  set_running (self, FALSE);
  if (experiment == NULL)
    {
      if (error != NULL)
        g_signal_emit (self, signals[MESSAGE], 0, error->message);
      return;
    }
  qd_mapcolor_experiment_free (self->experiment);
  self->experiment = experiment;
  if (experiment->stopped)
    gtk_progress_bar_set_text (self->progress, _("Stopped: the runs done so far are shown"));
  else
    gtk_progress_bar_set_text (self->progress, _("Done"));
  show_results (self);
}

static gboolean
parse_sizes (const char *text, GArray *sizes, char **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end;
      guint64 n;

      if (*parts[i] == '\0')
        continue;
      n = g_ascii_strtoull (parts[i], &end, 10);
      if (*end != '\0' || n < 2 || n > 100000)
        {
          *error = g_strdup_printf (_("“%s” is not a number of regions from 2 to 100,000"), parts[i]);
          return FALSE;
        }
      g_array_append_vals (sizes, &(guint) { (guint) n }, 1);
    }
  if (sizes->len == 0)
    {
      *error = g_strdup (_("List the numbers of regions to try, such as 10, 20, 50, 100"));
      return FALSE;
    }
  return TRUE;
}

static void
start (QdMapcolorExperimentView *self)
{
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) algorithms = g_array_new (FALSE, FALSE, sizeof (QdMapcolorVariant));
  gboolean restarts = gtk_check_button_get_active (self->restarts_check);
  g_autofree char *error = NULL;
  QdMapcolorExperimentConfig config = { 0 };
  Task *task;

  if (self->job != NULL)
    return;
  if (!parse_sizes (gtk_editable_get_text (GTK_EDITABLE (self->sizes_entry)), sizes, &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->sizes_entry), "error");
      g_signal_emit (self, signals[MESSAGE], 0, error);
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (self->sizes_entry), "error");
  /* With restarts, each search that takes them runs plain and restarted,
   * side by side in the table and the plots. */
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    if (gtk_check_button_get_active (self->algorithm_checks[a]))
      {
        g_array_append_vals (algorithms, &(QdMapcolorVariant) { a, FALSE }, 1);
        if (restarts && qd_mapcolor_algorithm_restarts (a))
          g_array_append_vals (algorithms, &(QdMapcolorVariant) { a, TRUE }, 1);
      }
  if (algorithms->len == 0)
    {
      g_signal_emit (self, signals[MESSAGE], 0, _("Choose at least one algorithm"));
      return;
    }
  config.sizes = (guint *) sizes->data;
  config.n_sizes = sizes->len;
  config.instances = (guint) gtk_spin_button_get_value_as_int (self->instances_spin);
  config.algorithms = (QdMapcolorVariant *) algorithms->data;
  config.n_algorithms = algorithms->len;
  config.colors = (guint) gtk_spin_button_get_value_as_int (self->colors_spin);
  config.method = gtk_drop_down_get_selected (self->method_dropdown) == 0 ? QD_MAPCOLOR_GEN_SEGMENTS : QD_MAPCOLOR_GEN_DELAUNAY;
  config.seed = self->seed;
  config.max_assignments = self->max_assignments;
  config.time_limit_us = self->time_limit_us;

  task = g_new0 (Task, 1);
  task->experiment = qd_owned_add (&task->owned, qd_mapcolor_experiment_new (&config),
                                   (GDestroyNotify) qd_mapcolor_experiment_free);
  /* The plots start empty and fill in as the runs come. */
  self->shown_snapshot = NULL;
  g_clear_pointer (&self->experiment, qd_mapcolor_experiment_free);
  show_results (self);
  self->job = qd_job_new (_("Running the experiment"));
  g_signal_connect (self->job, "progress", G_CALLBACK (on_progress), self);
  g_signal_connect (self->job, "finished", G_CALLBACK (on_finished), self);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  set_running (self, TRUE);
  qd_job_start (self->job, worker, task, qd_owned_free, (GDestroyNotify) qd_mapcolor_experiment_free);
  /* The tab is busy meanwhile: the window's Stop and progress follow. */
  qd_page_watch_job_from (GTK_WIDGET (self), self->job);
}

/* ------------------------------------------------------ raw files merged */

typedef struct {
  QdOwned owned;
  GPtrArray *paths;               /* of char *: files, or one folder */
  gboolean folder;
} MergeTask;

typedef struct {
  QdOwned owned;
  QdMapcolorExperiment *experiment;
  char *summary;                  /* for the progress bar */
} Merged;

static gpointer
merge_worker (QdJob *job, gpointer data, GError **error)
{
  MergeTask *task = data;
  g_autofree gboolean *found = NULL;
  guint64 present;
  g_autoptr(GPtrArray) raws = NULL;
  QdSweepRaw *first;
  Merged *merged;

  g_ptr_array_add (task->paths, NULL);
  raws = qd_sweep_read_files ((const char *const *) task->paths->pdata, task->folder, &found, &present, error);
  if (raws == NULL)
    return NULL;
  first = raws->pdata[0];
  if (strcmp (first->experiment, "mapcolor") != 0)
    {
      g_set_error (error, QD_SWEEP_ERROR, QD_SWEEP_ERROR_MISMATCH,
                   _("%s holds shards of the %s experiment, not of map colouring"), first->path, first->experiment);
      return NULL;
    }
  merged = g_new0 (Merged, 1);
  merged->experiment = qd_owned_add (&merged->owned,
                                     qd_mapcolor_experiment_merge ((QdSweepRaw *const *) raws->pdata, raws->len, NULL,
                                                                   error),
                                     (GDestroyNotify) qd_mapcolor_experiment_free);
  if (merged->experiment == NULL)
    {
      qd_owned_free (merged);
      return NULL;
    }
  merged->summary = qd_owned_add (&merged->owned, qd_sweep_describe_merge (raws->len, found, present, first->total),
                                  g_free);
  return merged;
}

/* The settings of a merged experiment shown in the controls, so that Run
 * repeats it here. */
static void
show_config (QdMapcolorExperimentView *self, const QdMapcolorExperimentConfig *c)
{
  GString *sizes = g_string_new (NULL);

  for (guint s = 0; s < c->n_sizes; s++)
    g_string_append_printf (sizes, "%s%u", s > 0 ? ", " : "", c->sizes[s]);
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), sizes->str);
  g_string_free (sizes, TRUE);
  gtk_spin_button_set_value (self->instances_spin, c->instances);
  gtk_spin_button_set_value (self->colors_spin, c->colors);
  self->seed = c->seed;
  self->max_assignments = c->max_assignments;
  self->time_limit_us = c->time_limit_us;
  gtk_drop_down_set_selected (self->method_dropdown, c->method == QD_MAPCOLOR_GEN_SEGMENTS ? 0 : 1);
  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      gboolean on = FALSE;

      for (guint k = 0; k < c->n_algorithms; k++)
        on = on || c->algorithms[k].algorithm == a;
      gtk_check_button_set_active (self->algorithm_checks[a], on);
    }
  {
    gboolean restarts = FALSE;

    for (guint k = 0; k < c->n_algorithms; k++)
      restarts = restarts || c->algorithms[k].restarts;
    gtk_check_button_set_active (self->restarts_check, restarts);
  }
}

static void
on_merged (QdJob *job, QdMapcolorExperimentView *self)
{
  Merged *merged = qd_job_steal_result (job);
  const GError *error = qd_job_get_error (job);

  g_signal_handlers_disconnect_by_data (job, self);
  set_running (self, FALSE);
  if (merged == NULL)
    {
      gtk_progress_bar_set_text (self->progress, _("The shards could not be merged"));
      if (error != NULL)
        g_signal_emit (self, signals[MESSAGE], 0, error->message);
      g_clear_object (&self->job);
      return;
    }
  qd_mapcolor_experiment_free (self->experiment);
  self->experiment = qd_owned_steal (&merged->owned, g_steal_pointer (&merged->experiment));
  show_config (self, &self->experiment->config);
  gtk_progress_bar_set_fraction (self->progress, 1);
  gtk_progress_bar_set_text (self->progress, merged->summary);
  qd_owned_free (merged);
  g_clear_object (&self->job);
  show_results (self);
}

void
qd_mapcolor_experiment_view_open_raw (QdMapcolorExperimentView *self, const char *const *paths, gboolean folder)
{
  MergeTask *task;

  if (self->job != NULL || paths == NULL || paths[0] == NULL)
    return;
  task = g_new0 (MergeTask, 1);
  task->paths = qd_owned_add (&task->owned, g_ptr_array_new_with_free_func (g_free),
                              (GDestroyNotify) g_ptr_array_unref);
  task->folder = folder;
  for (guint i = 0; paths[i] != NULL; i++)
    g_ptr_array_add (task->paths, g_strdup (paths[i]));
  self->job = qd_job_new (_("Merging the shards"));
  g_signal_connect (self->job, "finished", G_CALLBACK (on_merged), self);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Reading the shards…"));
  set_running (self, TRUE);
  qd_job_start (self->job, merge_worker, task, qd_owned_free, qd_owned_free);
  qd_page_watch_job_from (GTK_WIDGET (self), self->job);
}

static void
on_shards_chosen (gpointer self, const char *const *paths, gboolean folder)
{
  qd_mapcolor_experiment_view_open_raw (self, paths, folder);
}

static void
choose_raw (QdMapcolorExperimentView *self, gboolean folder)
{
  if (self->job != NULL)
    return;
  qd_shards_chooser_open (GTK_WIDGET (self), folder ? _("Open a Folder of Shards") : _("Open Shards"), folder,
                          &self->chooser, on_shards_chosen, self);
}

static void
open_raw_files_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_raw (QD_MAPCOLOR_EXPERIMENT_VIEW (widget), FALSE);
}

static void
open_raw_folder_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  choose_raw (QD_MAPCOLOR_EXPERIMENT_VIEW (widget), TRUE);
}

void
qd_mapcolor_experiment_view_stop (QdMapcolorExperimentView *self)
{
  if (self->job != NULL)
    qd_job_cancel (self->job);   /* "finished" comes with the runs done */
}

void
qd_mapcolor_experiment_view_run (QdMapcolorExperimentView *self, const char *sizes, guint instances)
{
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), sizes);
  gtk_spin_button_set_value (self->instances_spin, instances);
  start (self);
}

/* ------------------------------------------------------------ widgets */

static void
qd_mapcolor_experiment_view_dispose (GObject *object)
{
  QdMapcolorExperimentView *self = QD_MAPCOLOR_EXPERIMENT_VIEW (object);

  qd_job_drop (&self->job, self);
  qd_shards_chooser_close (&self->chooser);
  g_clear_pointer (&self->paned, gtk_widget_unparent);
  G_OBJECT_CLASS (qd_mapcolor_experiment_view_parent_class)->dispose (object);
}

static void
qd_mapcolor_experiment_view_finalize (GObject *object)
{
  QdMapcolorExperimentView *self = QD_MAPCOLOR_EXPERIMENT_VIEW (object);

  g_clear_pointer (&self->experiment, qd_mapcolor_experiment_free);
  g_clear_pointer (&self->plots[0], qd_plot_free);
  g_clear_pointer (&self->plots[1], qd_plot_free);
  G_OBJECT_CLASS (qd_mapcolor_experiment_view_parent_class)->finalize (object);
}

static void
qd_mapcolor_experiment_view_class_init (QdMapcolorExperimentViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_mapcolor_experiment_view_dispose;
  object_class->finalize = qd_mapcolor_experiment_view_finalize;
  signals[MESSAGE] = qd_signal_new (klass, "message", 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "experiment.open-raw-files", NULL, open_raw_files_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "experiment.open-raw-folder", NULL,
                                   open_raw_folder_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "experiment.show-table", NULL, show_table_action);
}

static void
qd_mapcolor_experiment_view_init (QdMapcolorExperimentView *self)
{
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *settings = gtk_flow_box_new ();   /* wraps in a narrow window */
  GtkWidget *checks = gtk_flow_box_new ();   /* wraps in a narrow window */
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *pane = g_object_new (QD_TYPE_BOARD_PANE, NULL);
  GtkWidget *top_scroller;
  const char *methods[] = { N_("Segments"), N_("Delaunay"), NULL };
  g_autoptr(GtkStringList) method_list = gtk_string_list_new (NULL);

  self->seed = 1;
  self->paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_parent (self->paned, GTK_WIDGET (self));
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);

  gtk_widget_set_margin_start (top, 18);
  gtk_widget_set_margin_end (top, 18);
  gtk_widget_set_margin_top (top, 12);

  self->sizes_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_editable_set_text (GTK_EDITABLE (self->sizes_entry), "10, 20, 50, 100, 200, 500");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->sizes_entry), 26);
  self->instances_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 100, 1));
  gtk_spin_button_set_value (self->instances_spin, 5);
  self->colors_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 12, 1));
  gtk_spin_button_set_value (self->colors_spin, 4);
  for (guint i = 0; methods[i] != NULL; i++)
    gtk_string_list_append (method_list, _(methods[i]));
  self->method_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (method_list)), NULL));
  gtk_flow_box_append (GTK_FLOW_BOX (settings), qd_labelled_widget (_("_Regions (N)"), GTK_WIDGET (self->sizes_entry)));
  gtk_flow_box_append (GTK_FLOW_BOX (settings), qd_labelled_widget (_("_Maps per N"), GTK_WIDGET (self->instances_spin)));
  gtk_flow_box_append (GTK_FLOW_BOX (settings), qd_labelled_widget (_("_Colours"), GTK_WIDGET (self->colors_spin)));
  gtk_flow_box_append (GTK_FLOW_BOX (settings), qd_labelled_widget (_("_Generator"), GTK_WIDGET (self->method_dropdown)));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (settings), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (settings), 18);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (settings), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (settings), 4);
  gtk_box_append (GTK_BOX (top), settings);

  for (guint a = 0; a < QD_MAPCOLOR_N_ALGOS; a++)
    {
      self->algorithm_checks[a] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (qd_mapcolor_algorithm_label (a)));
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->algorithm_checks[a]), qd_mapcolor_algorithm_title (a));
      gtk_check_button_set_active (self->algorithm_checks[a], TRUE);
      gtk_flow_box_append (GTK_FLOW_BOX (checks), GTK_WIDGET (self->algorithm_checks[a]));
    }
  self->restarts_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("Also with _Restarts")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->restarts_check),
                               _("Backtracking, forward checking and arc consistency run a second time "
                                 "with randomised restarts, as rows and curves of their own"));
  gtk_flow_box_append (GTK_FLOW_BOX (checks), GTK_WIDGET (self->restarts_check));
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (checks), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (checks), QD_MAPCOLOR_N_ALGOS + 1);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (checks), 6);
  gtk_box_append (GTK_BOX (top), qd_labelled_widget (_("Algorithms"), checks));

  self->run_button = gtk_button_new_with_mnemonic (_("_Run the Experiment"));
  gtk_widget_add_css_class (self->run_button, "suggested-action");
  g_signal_connect_swapped (self->run_button, "clicked", G_CALLBACK (start), self);
  self->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  g_signal_connect_swapped (self->stop_button, "clicked", G_CALLBACK (qd_mapcolor_experiment_view_stop), self);
  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_progress_bar_set_ellipsize (self->progress, PANGO_ELLIPSIZE_END);
  gtk_progress_bar_set_text (self->progress, _("Each map is seeded, so a run can be repeated"));
  gtk_widget_set_hexpand (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->progress), GTK_ALIGN_CENTER);
  {
    g_autoptr(GMenu) menu = g_menu_new ();

    /* Shards run elsewhere (quandary-cli experiment mapcolor --shard I/N
     * --raw FILE), merged here into the table and the plots. */
    g_menu_append (menu, _("Raw _Files of Shards…"), "experiment.open-raw-files");
    g_menu_append (menu, _("A F_older of Shards…"), "experiment.open-raw-folder");
    self->open_button = gtk_menu_button_new ();
    gtk_menu_button_set_label (GTK_MENU_BUTTON (self->open_button), _("_Open Shards"));
    gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (self->open_button), TRUE);
    gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->open_button), G_MENU_MODEL (menu));
    gtk_widget_set_tooltip_text (self->open_button,
                                 _("Merge the raw files that shards of this experiment wrote elsewhere "
                                   "(quandary-cli experiment mapcolor --shard I/N --raw FILE)"));
  }
  /* The progress under the buttons: beside them, a longer translation of
   * their labels left it no room in a narrow window. */
  gtk_box_append (GTK_BOX (buttons), self->run_button);
  gtk_box_append (GTK_BOX (buttons), self->stop_button);
  gtk_box_append (GTK_BOX (buttons), self->open_button);
  gtk_box_append (GTK_BOX (top), buttons);
  gtk_box_append (GTK_BOX (top), GTK_WIDGET (self->progress));

  self->plots_view = g_object_new (QD_TYPE_PICTURE_VIEW, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->plots_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Plots of the experiment"), -1);
  /* The plots take the pane's size, their text at its own (× the text
   * scale): in a pane too small they scroll rather than shrink it away. */
  qd_picture_view_set_fill (self->plots_view, 0.85);
  qd_canvas_set_fit_limits (QD_CANVAS (self->plots_view), 0.75, 1.5);
  qd_board_pane_set_canvas (QD_BOARD_PANE (pane), QD_CANVAS (self->plots_view));
  /* For a screen reader: the plots in words, their numbers one key away. */
  qd_picture_view_set_role (self->plots_view, QD_PICTURE_CHART);
  qd_picture_view_set_describer (self->plots_view, describe_plots, self);
  qd_picture_view_set_table_action (self->plots_view, "experiment.show-table");
  qd_board_pane_add_corner (QD_BOARD_PANE (pane), qd_picture_view_new_table_button (self->plots_view, FALSE));
  gtk_widget_set_size_request (pane, -1, 160);
  gtk_box_append (GTK_BOX (top), pane);
  gtk_widget_set_vexpand (pane, TRUE);

  self->table_box = qd_mapcolor_experiment_table_new (&self->table);
  qd_picture_view_connect_table (self->plots_view, self->table, NULL, NULL);
  gtk_widget_set_size_request (self->table_box, -1, 80);

  /* The settings and plots scroll in a window too short for them. */
  top_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (top_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (top_scroller), top);
  gtk_widget_set_size_request (top_scroller, -1, 200);
  gtk_paned_set_start_child (GTK_PANED (self->paned), top_scroller);
  gtk_paned_set_end_child (GTK_PANED (self->paned), self->table_box);
  gtk_paned_set_position (GTK_PANED (self->paned), 520);

  self->plots[0] = qd_plot_new (NULL);
  self->plots[1] = qd_plot_new (NULL);
  set_running (self, FALSE);
  show_results (self);
}

QdCanvas *
qd_mapcolor_experiment_view_get_canvas (QdMapcolorExperimentView *self)
{
  return QD_CANVAS (self->plots_view);
}

GtkWidget *
qd_mapcolor_experiment_view_get_table (QdMapcolorExperimentView *self)
{
  return self->table;
}

const QdMapcolorExperiment *
qd_mapcolor_experiment_view_get_experiment (QdMapcolorExperimentView *self)
{
  return self->experiment;
}

const char *
qd_mapcolor_experiment_view_get_status (QdMapcolorExperimentView *self)
{
  return gtk_progress_bar_get_text (self->progress);
}

gboolean
qd_mapcolor_experiment_view_is_running (QdMapcolorExperimentView *self)
{
  return self->job != NULL;
}
