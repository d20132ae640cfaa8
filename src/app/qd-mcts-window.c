/* qd-mcts-window.c — Monte Carlo Tree Search, Step by Step (see the header). */
#include "config.h"
#include "qd-mcts-window.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-file.h"
#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "widgets/qd-picture-view.h"
#include "widgets/qd-search-tree-pane.h"
#include "widgets/qd-widgets.h"

/* A phase stays highlighted this long before the next one (after Step). */
#define PHASE_MS 700
/* A running search's tree is shown again at most this often. */
#define SNAPSHOT_MS 300
/* The playout's moves named in its phase at most. */
#define PLAYOUT_SHOWN 12
#define DEFAULT_RUN 200
/* The sidebar: its least width and its margins; the plot's size, and the
 * least height of its area (with a legend of any length under it). */
#define SIDEBAR_MIN_WIDTH 250
#define SIDEBAR_MARGIN 12
#define PLOT_WIDTH 300
#define PLOT_HEIGHT 230
#define PLOT_MIN_AREA 160

struct _QdMctsWindow
{
  AdwWindow parent_instance;

  QdMctsSession *session;
  QdSearchTree *tree;
  QdSearchTreePane *pane;
  AdwWindowTitle *title;
  GtkListBox *phase_list;
  AdwActionRow *phase_rows[QD_MCTS_N_PHASES];
  char *phase_texts[QD_MCTS_N_PHASES];
  QdPictureView *plot_view;
  QdPlot *plot;
  GtkWidget *step_button;
  GtkWidget *run_button;
  GtkWidget *stop_button;
  GtkWidget *reset_button;
  GtkSpinButton *count_spin;
  GtkLabel *status;
  GtkWidget *save_button;
  GtkFileChooserNative *chooser;
  QdJob *job;
  guint64 run_target;       /* the iterations the run ends at */
  guint phase_timer;
  QdMctsPhase phase;
  gboolean syncing;         /* the list's selection follows the phase */
};

G_DEFINE_FINAL_TYPE (QdMctsWindow, qd_mcts_window, ADW_TYPE_WINDOW)

/* ------------------------------------------------------------------ plot */

static void
plot_size (gpointer data, double *width, double *height)
{
  QdMctsWindow *self = data;

  *width = PLOT_WIDTH;
  *height = MAX (PLOT_HEIGHT, qd_plot_height_for_area (self->plot, NULL, PLOT_WIDTH, PLOT_MIN_AREA));
}

/* However many moves the legend lists (each root move a line), the plot
 * area keeps PLOT_MIN_AREA at the sidebar's narrowest: the view asks for
 * the height that takes. */
static void
keep_plot_area (QdMctsWindow *self)
{
  const QdPalette *palette = qd_canvas_get_palette (QD_CANVAS (self->plot_view));
  /* The canvas keeps 4 px each side. */
  int height = (int) qd_plot_height_for_area (self->plot, palette, SIDEBAR_MIN_WIDTH - 2 * SIDEBAR_MARGIN - 8,
                                              PLOT_MIN_AREA) + 8;
  int current;

  height = MAX (height, PLOT_HEIGHT);
  gtk_widget_get_size_request (GTK_WIDGET (self->plot_view), NULL, &current);
  if (current != height)
    gtk_widget_set_size_request (GTK_WIDGET (self->plot_view), -1, height);
}

static void
plot_draw (gpointer data, cairo_t *cr, const QdPalette *palette, double width, double height)
{
  QdMctsWindow *self = data;
  QdPlotSheet sheet = { &self->plot, 1, 1, palette };

  qd_plot_sheet_draw (cr, width, height, &sheet);
}

static char *
plot_describe (gpointer data)
{
  QdMctsWindow *self = data;

  return qd_plot_n_series (self->plot) > 0 ? qd_plot_describe (self->plot) : NULL;
}

/* A line per root child, labelled by its move (a joint game's: per move
 * of each player there): its N over the root's N (the iterations) at each
 * sample. */
static void
update_plot (QdMctsWindow *self, const QdMctsSamples *samples)
{
  guint width = samples->width;
  g_autofree guint *columns = g_new (guint, width);
  g_autofree char **names = g_new0 (char *, width + 1);
  guint n_series = qd_mcts_session_series (self->session, columns, names, width);

  qd_plot_clear (self->plot);
  for (guint c = 0; c < n_series; c++)
    {
      g_autofree char *name = names[c];
      guint series = qd_plot_add_series (self->plot, name);

      qd_plot_series_set_line_only (self->plot, series, samples->at->len > 30);
      for (guint i = 0; i < samples->at->len; i++)
        {
          guint64 at = g_array_index (samples->at, guint64, i);
          guint32 visits = g_array_index (samples->visits, guint32, (gsize) i * width + columns[c]);

          qd_plot_add_point (self->plot, series, (double) at, at > 0 ? (double) visits / at : 0, NAN);
        }
    }
  keep_plot_area (self);
  qd_picture_view_set_drawing (self->plot_view, plot_size, plot_draw, self, NULL);
}

/* ---------------------------------------------------------------- phases */

static void
set_phase_text (QdMctsWindow *self, QdMctsPhase phase, char *text)
{
  g_free (self->phase_texts[phase]);
  self->phase_texts[phase] = text;
  adw_action_row_set_subtitle (self->phase_rows[phase], text);
}

static char *
selection_text (QdMctsWindow *self, const QdMctsLast *last)
{
  guint chosen = last->expanded ? last->path_moves - 1 : last->path_moves;
  g_autoptr (GString) names = g_string_new (NULL);

  if (chosen == 0 && last->n_players > 1)
    return g_strdup (last->expanded ? _("The root: it still has a joint move not tried.")
                                    : _("The root."));
  if (chosen == 0)
    return g_strdup (last->expanded ? _("The root: it still has a move not tried.")
                                    : _("The root."));
  qd_mcts_session_line_text (self->session, 0, chosen, " › ", names);
  if (last->n_players > 1)
    /* TRANSLATORS: the selection phase of decoupled UCT: the joint moves from the root */
    return g_strdup_printf (_("Root › %s: at each node each player chose its move of best UCB1 on its own "
                              "statistics, without seeing the others’ choices."), names->str);
  /* TRANSLATORS: the selection phase of Monte Carlo tree search: the moves from the root */
  return g_strdup_printf (_("Root › %s: at each node the child of best UCB1."), names->str);
}

static char *
expansion_text (QdMctsWindow *self, const QdMctsLast *last)
{
  g_autoptr (GString) name = g_string_new (NULL);

  if (last->terminal)
    return g_strdup (_("None: the node selected ends the game."));
  if (!last->expanded)
    return g_strdup (_("None: the tree is full."));
  qd_mcts_session_line_text (self->session, last->path_moves - 1, last->path_moves, "", name);
  if (last->n_players > 1)
    /* TRANSLATORS: the expansion phase of decoupled UCT: a joint move not met yet becomes a node */
    return g_strdup_printf (_("New node: %s, a joint move not met yet."), name->str);
  /* TRANSLATORS: the expansion phase of Monte Carlo tree search: a move not tried yet becomes a node */
  return g_strdup_printf (_("New node: %s, a move not tried yet."), name->str);
}

static char *
simulation_text (QdMctsWindow *self, const QdMctsLast *last)
{
  guint n = last->plies - last->path_moves;
  g_autoptr (GString) names = g_string_new (NULL);
  const QdMctsOptions *options = qd_mcts_session_get_options (self->session);

  if (n == 0)
    return g_strdup (_("No move: the game is over there."));
  qd_mcts_session_line_text (self->session, last->path_moves, last->path_moves + MIN (n, PLAYOUT_SHOWN), ", ",
                             names);
  if (n > PLAYOUT_SHOWN)
    g_string_append (names, ", …");
  if (last->cut && last->n_players > 1)
    /* TRANSLATORS: a playout of decoupled UCT stopped at its depth limit, the goals of the state there */
    g_string_append (names, _(", then the goals where it stopped"));
  else if (last->cut)
    /* TRANSLATORS: a playout stopped at its depth limit and scored by the game's evaluation */
    g_string_append (names, _(", then the evaluation"));
  if (last->n_players > 1)
    /* TRANSLATORS: the simulation phase of decoupled UCT: a playout's joint moves */
    return g_strdup_printf (ngettext ("A playout of %u random joint move: %s.",
                                      "A playout of %u random joint moves: %s.", n), n, names->str);
  return g_strdup_printf (options->playout == QD_MCTS_PLAYOUT_GUIDED
                          /* TRANSLATORS: the simulation phase of Monte Carlo tree search: a playout's moves */
                          ? ngettext ("A playout of %u guided move: %s.", "A playout of %u guided moves: %s.", n)
                          : ngettext ("A playout of %u random move: %s.", "A playout of %u random moves: %s.", n),
                          n, names->str);
}

/* Decoupled UCT's: each player's utility on its own move at each node. */
static char *
joint_backpropagation_text (QdMctsWindow *self, const QdMctsLast *last)
{
  const char *const *players = qd_mcts_session_get_players (self->session);
  g_autoptr (GString) utilities = g_string_new (NULL);
  guint nodes = last->path_moves + 1;
  g_autofree char *added = NULL;

  for (guint p = 0; p < last->n_players; p++)
    {
      g_autofree char *value = g_strdup_printf ("%.3g", last->utilities[p]);

      if (p > 0)
        g_string_append (utilities, ", ");
      /* TRANSLATORS: a player's utility at the end of a playout: "left 1" */
      g_string_append_printf (utilities, C_("player utility", "%s %s"), players[p], value);
    }
  /* TRANSLATORS: the back-propagation phase of decoupled UCT */
  added = g_strdup_printf (ngettext ("Each player’s N and U updated on its own move at the %u node of the path.",
                                     "Each player’s N and U updated on its own move at the %u nodes of the path.",
                                     nodes),
                           nodes);
  /* TRANSLATORS: "Utilities: left 1, right 0. Each player's N and U updated …" */
  return g_strdup_printf (_("Utilities: %s. %s"), utilities->str, added);
}

static char *
backpropagation_text (const QdMctsLast *last)
{
  const char *who = last->utility > 0.75 ? _("MAX won: utility 1 for MAX, 0 for MIN.")
                  : last->utility < 0.25 ? _("MIN won: utility 1 for MIN, 0 for MAX.")
                  : _("A draw: utility ½ for each.");
  guint nodes = last->path_moves + 1;
  /* TRANSLATORS: the back-propagation phase of Monte Carlo tree search */
  g_autofree char *added = g_strdup_printf (ngettext ("N and U updated on the %u node of the path.",
                                                      "N and U updated on the %u nodes of the path.", nodes),
                                            nodes);

  return g_strdup_printf ("%s %s", who, added);
}

static void
update_phases (QdMctsWindow *self)
{
  const QdMctsLast *last = qd_mcts_session_get_last (self->session);

  /* Before the first iteration, what each phase does: decoupled UCT's. */
  if (last->number == 0 && last->n_players > 1)
    {
      set_phase_text (self, QD_MCTS_PHASE_SELECTION,
                      g_strdup (_("From the root, each player chooses its move of best UCB1 on its own statistics, "
                                  "without seeing the others’ choices; their joint move leads down.")));
      set_phase_text (self, QD_MCTS_PHASE_EXPANSION, g_strdup (_("A joint move not met yet becomes a new node.")));
      set_phase_text (self, QD_MCTS_PHASE_SIMULATION,
                      g_strdup (_("A playout of random joint moves from the new node to the end of the game.")));
      set_phase_text (self, QD_MCTS_PHASE_BACKPROPAGATION,
                      g_strdup (_("Each player’s utility is added to N and U of its own move on every node of the "
                                  "path.")));
      return;
    }
  /* Before the first iteration, what each phase does. */
  if (last->number == 0)
    {
      set_phase_text (self, QD_MCTS_PHASE_SELECTION,
                      g_strdup (_("From the root, the child of best UCB1, down to a node with a move not tried.")));
      set_phase_text (self, QD_MCTS_PHASE_EXPANSION, g_strdup (_("A move not tried yet becomes a new node.")));
      set_phase_text (self, QD_MCTS_PHASE_SIMULATION,
                      g_strdup (_("A playout from the new node to the end of the game.")));
      set_phase_text (self, QD_MCTS_PHASE_BACKPROPAGATION,
                      g_strdup (_("Its result is added to N and U on every node of the path.")));
      return;
    }
  set_phase_text (self, QD_MCTS_PHASE_SELECTION, selection_text (self, last));
  set_phase_text (self, QD_MCTS_PHASE_EXPANSION, expansion_text (self, last));
  set_phase_text (self, QD_MCTS_PHASE_SIMULATION, simulation_text (self, last));
  set_phase_text (self, QD_MCTS_PHASE_BACKPROPAGATION, last->n_players > 1 ? joint_backpropagation_text (self, last)
                                                                          : backpropagation_text (last));
}

void
qd_mcts_window_show_phase (QdMctsWindow *self, QdMctsPhase phase)
{
  const QdMctsLast *last = qd_mcts_session_get_last (self->session);
  guint depth;

  g_return_if_fail (QD_IS_MCTS_WINDOW (self) && phase < QD_MCTS_N_PHASES);
  self->phase = phase;
  self->syncing = TRUE;
  /* No iteration yet: the rows say what each phase does, none is on. */
  if (last->number == 0)
    gtk_list_box_unselect_all (self->phase_list);
  else
    gtk_list_box_select_row (self->phase_list, GTK_LIST_BOX_ROW (self->phase_rows[phase]));
  self->syncing = FALSE;
  if (self->tree == NULL || last->number == 0 || qd_mcts_window_is_running (self))
    return;
  /* Selection: the node it stopped at; the others: the new node (the
   * playout starts there; back-propagation goes up the path to it). */
  depth = phase == QD_MCTS_PHASE_SELECTION && last->expanded ? last->path_moves - 1 : last->path_moves;
  qd_search_tree_view_select (qd_search_tree_pane_get_view (self->pane),
                              (gint) qd_mcts_session_tree_node (self->session, self->tree, depth));
}

QdMctsPhase qd_mcts_window_get_phase (QdMctsWindow *self) { return self->phase; }

static gboolean
next_phase (gpointer data)
{
  QdMctsWindow *self = data;

  if (self->phase + 1 >= QD_MCTS_N_PHASES)
    {
      self->phase_timer = 0;
      return G_SOURCE_REMOVE;
    }
  qd_mcts_window_show_phase (self, self->phase + 1);
  return G_SOURCE_CONTINUE;
}

static void
on_phase_selected (GtkListBox *list, GtkListBoxRow *row, QdMctsWindow *self)
{
  if (self->syncing || row == NULL)
    return;
  g_clear_handle_id (&self->phase_timer, g_source_remove);
  qd_mcts_window_show_phase (self, (QdMctsPhase) gtk_list_box_row_get_index (row));
}

/* ------------------------------------------------------------------ state */

/* "Iteration 12 · 25 nodes · best …"; before the first iteration nothing:
 * the tree pane alone speaks then ("No search tree", and what Step does),
 * with no count of a tree not on show. */
static char *
status_text (QdMctsWindow *self, guint64 n, gboolean running)
{
  g_autoptr (GString) text = g_string_new (NULL);
  guint nodes = self->tree != NULL ? qd_search_tree_n_nodes (self->tree) : 1;

  if (n == 0 && !running)
    return g_strdup ("");
  if (running)
    g_string_append (text, _("Running… "));
  /* TRANSLATORS: Monte Carlo tree search so far: "Iteration 12 · 25 nodes" */
  g_string_append_printf (text, _("Iteration %'" PRIu64), n);
  g_string_append (text, " · ");
  g_string_append_printf (text, ngettext ("%'u node", "%'u nodes", nodes), nodes);
  for (guint c = self->tree != NULL && n > 0 ? qd_search_tree_first_child (self->tree, 0) : QD_SEARCH_NODE_NONE;
       c != QD_SEARCH_NODE_NONE; c = qd_search_tree_next_sibling (self->tree, c))
    if (qd_search_tree_flags (self->tree, c) & QD_SEARCH_NODE_CHOSEN)
      {
        g_autofree char *name = NULL;
        guint visits = qd_search_tree_node (self->tree, c)->u.mcts.visits;

        /* a joint game's: each player's own move, its label "left: (throw paper)" */
        if (qd_search_tree_is_duct (self->tree))
          {
            gpointer data = NULL;
            QdSearchTreeMoveText label = qd_search_tree_get_move_text (self->tree, &data);
            GString *out = g_string_new (NULL);

            label (data, self->tree, c, QD_PLAYER_MAX, qd_search_tree_node (self->tree, c)->a, out);
            name = g_string_free (out, FALSE);
          }
        else
          name = qd_mcts_session_move_name (self->session, qd_search_tree_node (self->tree, c)->a);

        g_string_append (text, " · ");
        /* TRANSLATORS: the move Monte Carlo tree search would play now, with its share of the visits */
        g_string_append_printf (text, _("best %s (%.0f%% of the visits)"), name, 100.0 * visits / (double) n);
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_status (QdMctsWindow *self)
{
  gboolean running = qd_mcts_window_is_running (self);
  g_autofree char *text = status_text (self, qd_mcts_session_n_iterations (self->session), running);

  gtk_label_set_label (self->status, text);
  gtk_widget_set_sensitive (self->step_button, !running);
  gtk_widget_set_sensitive (self->run_button, !running);
  gtk_widget_set_sensitive (self->reset_button, !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->count_spin), !running);
  gtk_widget_set_sensitive (self->stop_button, running);
  gtk_widget_set_sensitive (self->save_button, !running && self->tree != NULL);
}

static void
show_tree (QdMctsWindow *self, QdSearchTree *tree)
{
  qd_search_tree_pane_set_tree (self->pane, tree);
  g_clear_pointer (&self->tree, qd_search_tree_unref);
  self->tree = tree;
}

/* After a step or a run: the tree, the phases, the plot, the status. */
static void
show_session (QdMctsWindow *self, gboolean animate)
{
  /* Before the first iteration, the pane's hint rather than a lone root. */
  show_tree (self, qd_mcts_session_n_iterations (self->session) > 0 ? qd_mcts_session_record (self->session) : NULL);
  update_phases (self);
  update_plot (self, qd_mcts_session_get_samples (self->session));
  update_status (self);
  g_clear_handle_id (&self->phase_timer, g_source_remove);
  qd_mcts_window_show_phase (self, animate ? QD_MCTS_PHASE_SELECTION : QD_MCTS_PHASE_BACKPROPAGATION);
  if (animate)
    self->phase_timer = g_timeout_add (PHASE_MS, next_phase, self);
}

void
qd_mcts_window_step (QdMctsWindow *self)
{
  g_return_if_fail (QD_IS_MCTS_WINDOW (self));
  if (qd_mcts_window_is_running (self))
    return;
  if (!qd_mcts_session_step (self->session))
    {
      gtk_label_set_label (self->status, _("The game is over in this position: there is nothing to search."));
      return;
    }
  show_session (self, TRUE);
}

void
qd_mcts_window_reset (QdMctsWindow *self)
{
  g_return_if_fail (QD_IS_MCTS_WINDOW (self));
  if (qd_mcts_window_is_running (self))
    return;
  qd_mcts_session_reset (self->session);
  show_session (self, FALSE);
}

/* ------------------------------------------------------------------- runs */

typedef struct {
  QdOwned owned;
  QdMctsSession *session;
  guint64 target;
} RunTask;

typedef struct {
  QdOwned owned;
  QdSearchTree *tree;
  QdMctsSamples *samples;
} Snapshot;

static gpointer
run_worker (QdJob *job, gpointer data, GError **error)
{
  RunTask *task = data;
  QdProgress *progress = qd_job_get_progress (job);
  guint64 start = qd_mcts_session_n_iterations (task->session);

  qd_progress_set (&progress->total, (gint64) (task->target - start));
  while (qd_mcts_session_n_iterations (task->session) < task->target)
    {
      guint64 n = qd_mcts_session_n_iterations (task->session);

      if (n % 64 == 0 && qd_job_should_stop (job))
        break;
      if (!qd_mcts_session_step (task->session))
        break;
      qd_progress_set (&progress->done, (gint64) (n + 1 - start));
      if (n % 64 == 0 && qd_job_publish_due (job, SNAPSHOT_MS))
        {
          Snapshot *snapshot = g_new0 (Snapshot, 1);

          snapshot->tree = qd_owned_add (&snapshot->owned, qd_mcts_session_record (task->session),
                                         (GDestroyNotify) qd_search_tree_unref);
          snapshot->samples = qd_owned_add (&snapshot->owned,
                                            qd_mcts_samples_copy (qd_mcts_session_get_samples (task->session)),
                                            (GDestroyNotify) qd_mcts_samples_free);
          qd_job_publish (job, snapshot, qd_owned_free);
        }
    }
  return GINT_TO_POINTER (1);
}

static void
on_run_progress (QdJob *job, QdMctsWindow *self)
{
  Snapshot *snapshot = qd_job_get_snapshot (job);

  if (snapshot == NULL)
    return;
  /* Borrowed until the next progress: the pane gets a reference of its own. */
  show_tree (self, qd_search_tree_ref (snapshot->tree));
  update_plot (self, snapshot->samples);
  update_status (self);
}

static void
on_run_finished (QdJob *job, QdMctsWindow *self)
{
  g_signal_handlers_disconnect_by_data (job, self);
  g_clear_object (&self->job);
  show_session (self, FALSE);
}

void
qd_mcts_window_run (QdMctsWindow *self, guint iterations)
{
  RunTask *task;

  g_return_if_fail (QD_IS_MCTS_WINDOW (self));
  if (qd_mcts_window_is_running (self) || iterations == 0)
    return;
  g_clear_handle_id (&self->phase_timer, g_source_remove);
  task = g_new0 (RunTask, 1);
  task->session = qd_owned_add (&task->owned, qd_mcts_session_ref (self->session),
                                (GDestroyNotify) qd_mcts_session_unref);
  task->target = qd_mcts_session_n_iterations (self->session) + iterations;
  self->job = qd_job_new (_("Monte Carlo tree search"));
  g_signal_connect (self->job, "progress", G_CALLBACK (on_run_progress), self);
  g_signal_connect (self->job, "finished", G_CALLBACK (on_run_finished), self);
  qd_job_set_interval (self->job, SNAPSHOT_MS);
  qd_job_start (self->job, run_worker, task, qd_owned_free, NULL);
  update_status (self);
}

void
qd_mcts_window_stop (QdMctsWindow *self)
{
  g_return_if_fail (QD_IS_MCTS_WINDOW (self));
  if (self->job != NULL)
    qd_job_cancel (self->job);
}

gboolean
qd_mcts_window_is_running (QdMctsWindow *self)
{
  return self->job != NULL;
}

QdMctsSession *qd_mcts_window_get_session (QdMctsWindow *self) { return self->session; }
const QdSearchTree *qd_mcts_window_get_tree (QdMctsWindow *self) { return self->tree; }
const QdPlot *qd_mcts_window_get_plot (QdMctsWindow *self) { return self->plot; }
const char *qd_mcts_window_get_status (QdMctsWindow *self) { return gtk_label_get_label (self->status); }

const char *
qd_mcts_window_get_phase_text (QdMctsWindow *self, QdMctsPhase phase)
{
  g_return_val_if_fail (phase < QD_MCTS_N_PHASES, NULL);
  return self->phase_texts[phase];
}

/* ------------------------------------------------------------ save as text */

gboolean
qd_mcts_window_save_text (QdMctsWindow *self, GFile *file, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (QD_IS_MCTS_WINDOW (self), FALSE);
  if (self->tree == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no tree yet: press Step first."));
      return FALSE;
    }
  text = qd_search_tree_to_string (self->tree);
  return qd_save_text (file, text, -1, error);
}

static void
on_save_chosen (GtkNativeDialog *dialog, int response, QdMctsWindow *self)
{
  g_autoptr (GFile) file = qd_file_chooser_finish (dialog, response, &self->chooser);
  g_autoptr (GError) error = NULL;

  if (file != NULL && !qd_mcts_window_save_text (self, file, &error))
    gtk_label_set_label (self->status, error->message);
}

static void
on_save_clicked (QdMctsWindow *self)
{
  if (self->chooser != NULL)
    return;
  self->chooser = qd_file_chooser_new (GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _("Save the Tree as Text"),
                                       _("_Save"), "mcts-tree.txt");
  g_signal_connect (self->chooser, "response", G_CALLBACK (on_save_chosen), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* --------------------------------------------------------------- building */

static void on_step_clicked (QdMctsWindow *self) { qd_mcts_window_step (self); }
static void on_stop_clicked (QdMctsWindow *self) { qd_mcts_window_stop (self); }
static void on_reset_clicked (QdMctsWindow *self) { qd_mcts_window_reset (self); }

static void
on_run_clicked (QdMctsWindow *self)
{
  qd_mcts_window_run (self, (guint) gtk_spin_button_get_value_as_int (self->count_spin));
}

static GtkWidget *
text_button (const char *mnemonic, const char *tooltip, GCallback callback, QdMctsWindow *self)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

static GtkWidget *
build_toolbar (QdMctsWindow *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *end = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_add_css_class (bar, "toolbar");
  self->step_button = text_button (_("_Step"), _("Run one iteration: selection, expansion, simulation, "
                                                 "back-propagation"), G_CALLBACK (on_step_clicked), self);
  gtk_widget_add_css_class (self->step_button, "suggested-action");
  self->run_button = text_button (_("_Run"), _("Run as many iterations as the count says, on a worker"),
                                  G_CALLBACK (on_run_clicked), self);
  self->count_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, QD_MCTS_MAX_ITERATIONS, 100));
  gtk_spin_button_set_value (self->count_spin, DEFAULT_RUN);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->count_spin), 6);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->count_spin), _("Iterations to run"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->count_spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Iterations to run"), -1);
  self->stop_button = text_button (_("S_top"), _("Stop the run"), G_CALLBACK (on_stop_clicked), self);
  self->reset_button = text_button (_("R_eset"), _("Start again from the position, with the same seed"),
                                    G_CALLBACK (on_reset_clicked), self);
  gtk_box_append (GTK_BOX (bar), self->step_button);
  gtk_box_append (GTK_BOX (bar), self->run_button);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->count_spin));
  gtk_box_append (GTK_BOX (bar), self->stop_button);
  gtk_widget_set_hexpand (end, TRUE);
  gtk_widget_set_halign (end, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (end), self->reset_button);
  gtk_box_append (GTK_BOX (bar), end);
  return bar;
}

static GtkWidget *
build_phases (QdMctsWindow *self)
{
  static const char *const titles[QD_MCTS_N_PHASES] = {
    N_("1. Selection"), N_("2. Expansion"), N_("3. Simulation"), N_("4. Back-Propagation"),
  };

  self->phase_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->phase_list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->phase_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The last iteration’s four phases"), -1);
  for (QdMctsPhase p = 0; p < QD_MCTS_N_PHASES; p++)
    {
      self->phase_rows[p] = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->phase_rows[p]), _(titles[p]));
      adw_action_row_set_subtitle_lines (self->phase_rows[p], 0);
      gtk_list_box_append (self->phase_list, GTK_WIDGET (self->phase_rows[p]));
    }
  g_signal_connect (self->phase_list, "row-selected", G_CALLBACK (on_phase_selected), self);
  return GTK_WIDGET (self->phase_list);
}

static GtkWidget *
build_sidebar (QdMctsWindow *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, SIDEBAR_MARGIN);
  gtk_widget_set_margin_end (box, SIDEBAR_MARGIN);
  gtk_widget_set_margin_top (box, SIDEBAR_MARGIN);
  gtk_widget_set_margin_bottom (box, SIDEBAR_MARGIN);
  self->plot = qd_plot_new (_("Visits of the root’s moves"));
  qd_plot_set_axis (self->plot, QD_PLOT_AXIS_X, _("iteration"), QD_PLOT_LINEAR);
  qd_plot_set_integer (self->plot, QD_PLOT_AXIS_X, TRUE);
  qd_plot_set_axis (self->plot, QD_PLOT_AXIS_Y, _("share of the visits"), QD_PLOT_LINEAR);
  qd_plot_set_range (self->plot, QD_PLOT_AXIS_Y, 0, 1);
  self->plot_view = QD_PICTURE_VIEW (g_object_new (QD_TYPE_PICTURE_VIEW, NULL));
  qd_picture_view_set_fill (self->plot_view, 0.6);
  qd_picture_view_set_role (self->plot_view, QD_PICTURE_CHART);
  qd_picture_view_set_describer (self->plot_view, plot_describe, self);
  gtk_widget_set_size_request (GTK_WIDGET (self->plot_view), -1, PLOT_HEIGHT);
  /* The plot first: its axes whole at the top of a short sidebar (600 x 500),
   * the phases below (their rows, unlike the axes, read well in part). */
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->plot_view));
  gtk_box_append (GTK_BOX (box), build_phases (self));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_widget_set_size_request (scrolled, SIDEBAR_MIN_WIDTH, -1);
  return scrolled;
}

static void
qd_mcts_window_init (QdMctsWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget *status_bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_window_set_title (GTK_WINDOW (self), _("Monte Carlo Tree Search, Step by Step"));
  gtk_window_set_default_size (GTK_WINDOW (self), 960, 720);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Monte Carlo Tree Search, Step by Step"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  /* The tree in the text of --tree (data/FORMATS.md), for a report. */
  self->save_button = gtk_button_new_from_icon_name ("document-save-symbolic");
  gtk_widget_set_tooltip_text (self->save_button, _("Save the Tree as Text…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->save_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Save the Tree as Text…"), -1);
  g_signal_connect_swapped (self->save_button, "clicked", G_CALLBACK (on_save_clicked), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->save_button);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), build_toolbar (self));

  self->pane = QD_SEARCH_TREE_PANE (qd_search_tree_pane_new ());
  gtk_paned_set_start_child (GTK_PANED (paned), GTK_WIDGET (self->pane));
  gtk_paned_set_end_child (GTK_PANED (paned), build_sidebar (self));
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_widget_set_size_request (GTK_WIDGET (self->pane), 300, -1);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_box_append (GTK_BOX (content), paned);

  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_ellipsize (self->status, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "numeric");
  gtk_widget_set_margin_start (status_bar, 12);
  gtk_widget_set_margin_end (status_bar, 12);
  gtk_widget_set_margin_top (status_bar, 4);
  gtk_widget_set_margin_bottom (status_bar, 4);
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_box_append (GTK_BOX (status_bar), GTK_WIDGET (self->status));
  gtk_box_append (GTK_BOX (content), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (content), status_bar);
  adw_window_set_content (ADW_WINDOW (self), content);
}

static void
qd_mcts_window_dispose (GObject *object)
{
  QdMctsWindow *self = QD_MCTS_WINDOW (object);

  g_clear_handle_id (&self->phase_timer, g_source_remove);
  qd_file_chooser_clear (&self->chooser, self);
  /* The worker holds the session: it ends on its own. */
  qd_job_drop (&self->job, self);
  if (self->plot_view != NULL)
    {
      qd_picture_view_set_describer (self->plot_view, NULL, NULL);
      qd_picture_view_set_drawing (self->plot_view, NULL, NULL, NULL, NULL);
      self->plot_view = NULL;
    }
  if (self->pane != NULL)
    qd_search_tree_pane_set_tree (self->pane, NULL);
  self->pane = NULL;
  g_clear_pointer (&self->tree, qd_search_tree_unref);
  G_OBJECT_CLASS (qd_mcts_window_parent_class)->dispose (object);
}

static void
qd_mcts_window_finalize (GObject *object)
{
  QdMctsWindow *self = QD_MCTS_WINDOW (object);

  g_clear_pointer (&self->session, qd_mcts_session_unref);
  g_clear_pointer (&self->plot, qd_plot_free);
  for (QdMctsPhase p = 0; p < QD_MCTS_N_PHASES; p++)
    g_free (self->phase_texts[p]);
  G_OBJECT_CLASS (qd_mcts_window_parent_class)->finalize (object);
}

static void
qd_mcts_window_class_init (QdMctsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = qd_mcts_window_dispose;
  object_class->finalize = qd_mcts_window_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

QdMctsWindow *
qd_mcts_window_new (GtkWindow *parent, const QdMctsSetup *setup)
{
  QdMctsWindow *self = g_object_new (QD_TYPE_MCTS_WINDOW, NULL);
  g_autofree char *seed = g_strdup_printf ("%" PRIu64, setup->options->seed);
  /* √2, the textbook's C, by its name; another to two places. */
  g_autofree char *c = fabs (setup->options->exploration - G_SQRT2) < 1e-9 ? g_strdup ("√2")
                     : g_strdup_printf ("%.2f", setup->options->exploration);
  g_autofree char *subtitle = NULL;

  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  self->session = qd_mcts_session_new (setup);
  /* TRANSLATORS: under the title of the step-by-step window: the position, then the search's settings */
  subtitle = g_strdup_printf (_("%s · C %s · seed %s"), setup->subtitle != NULL ? setup->subtitle : "", c, seed);
  adw_window_title_set_subtitle (self->title, subtitle);
  qd_search_tree_pane_set_empty_text (self->pane, _("Press Step to grow the tree one iteration at a time"));
  show_session (self, FALSE);
  return self;
}
