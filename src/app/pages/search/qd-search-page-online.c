/* qd-search-page-online.c — the search tab's Online Agent mode (issue 66):
 * on a maze, Online-DFS or LRTA* walks the maze it does not know
 * (problems/search/qd-search-online.h); the board shows what it has seen,
 * its result table, its H table and its path (qd-search-render-online.h);
 * Step, Run, Stop and New Trial; a plot of the cost of each trial against
 * the optimal one; the walk's log, move by move, in the pane below the
 * board (in place of the search's steps). */
#include "config.h"
#include "qd-search-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "app/widgets/qd-picture-view.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-online.h"
#include "render/qd-plot.h"
#include "render/search/qd-search-online-report.h"
#include "render/search/qd-search-render-online.h"

/* A move every this many milliseconds while running. */
#define RUN_INTERVAL_MS 60
#define PLOT_WIDTH 300
#define PLOT_HEIGHT 250
/* The walk's log keeps this many lines, the oldest dropped a quarter at a time. */
#define LOG_MAX 2000

struct _QdSearchPageOnline {
  QdSearchPage *page;
  GtkWidget *group;
  AdwComboRow *agent_row;       /* Off, Online-DFS, LRTA* */
  GtkWidget *buttons;
  GtkWidget *step_button, *run_button, *stop_button, *trial_button;
  GtkLabel *status_label;
  QdPictureView *plot_view;
  QdPlot *plot;
  GtkWidget *practice_row;
  GtkSwitch *practice_switch;
  QdPracticeBar *bar;
  gboolean practicing;          /* the questions of the first trial (qd_search_online_practice_new) */
  QdSearchOnline *agent;        /* NULL: the mode is off */
  double optimal;               /* NAN: no path */
  guint timer;
  GtkStringList *log;           /* the walk's lines: trials, moves, ends */
  GtkWidget *log_scroller;      /* over the steps' list while the mode is on */
  GtkListView *log_view;
};

typedef struct _QdSearchPageOnline Online;

static gboolean
maze_fits (const QdSearchDoc *doc)
{
  return doc != NULL && doc->kind == QD_SEARCH_MAZE
         && (gsize) doc->maze->rows * doc->maze->cols <= QD_SEARCH_RENDER_PIXEL_CELLS;
}

static void
fill_plot (Online *o)
{
  qd_plot_free (o->plot);
  o->plot = qd_search_online_plot (o->agent, o->optimal);
}

static void
log_take (Online *o, char *line)
{
  if (g_list_model_get_n_items (G_LIST_MODEL (o->log)) >= LOG_MAX)
    gtk_string_list_splice (o->log, 0, LOG_MAX / 4, NULL);
  gtk_string_list_take (o->log, line);
}

/* The log starts again at the trial the agent is on. */
static void
log_restart (Online *o)
{
  gtk_string_list_splice (o->log, 0, g_list_model_get_n_items (G_LIST_MODEL (o->log)), NULL);
  if (o->agent != NULL)
    log_take (o, g_strdup_printf (_("Trial %u"), qd_search_online_trial (o->agent)));
}

/* One step of the agent, its move and the trial's end logged. */
static QdSearchOnlineStatus
step_logged (Online *o)
{
  QdSearchOnlineMove move;
  gboolean walking = qd_search_online_status (o->agent) == QD_SEARCH_ONLINE_WALKING;
  QdSearchOnlineStatus status = qd_search_online_step (o->agent, &move);

  if (qd_search_online_moved (o->agent))
    log_take (o, qd_search_render_online_move_text (o->agent, &move));
  if (walking && status != QD_SEARCH_ONLINE_WALKING)
    log_take (o, qd_search_render_online_text (o->agent));
  return status;
}

static void
log_show (Online *o, gboolean on)
{
  QdSearchPage *self = o->page;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (o->log));

  gtk_widget_set_visible (o->log_scroller, on);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->steps_view)), !on);
  /* The placeholder says "Press Solve…": not while an agent walks. */
  gtk_widget_set_visible (self->steps_placeholder,
                          !on && g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (self->steps_view))) == 0);
  if (on && n > 0)
    qd_step_list_view_scroll_to (o->log_view, n - 1);
}

/* The board, the status line, the buttons and the plot as the agent is. */
static void
show (Online *o)
{
  QdSearchPage *self = o->page;
  gboolean on = o->agent != NULL;
  gboolean was_on = !gtk_widget_get_visible (GTK_WIDGET (self->run_controls));
  gboolean walking = on && qd_search_online_status (o->agent) == QD_SEARCH_ONLINE_WALKING;
  g_autofree char *text = on ? qd_search_render_online_text (o->agent) : NULL;

  gtk_widget_set_visible (o->buttons, on);
  gtk_widget_set_visible (o->practice_row, on);
  gtk_widget_set_visible (GTK_WIDGET (o->bar), on && o->practicing);
  walking &= !o->practicing;
  gtk_widget_set_visible (GTK_WIDGET (o->status_label), on);
  gtk_widget_set_visible (GTK_WIDGET (o->plot_view), on);
  gtk_widget_set_visible (GTK_WIDGET (self->run_controls), !on);
  /* One practice at a time: the agent's, not the search's. */
  if (on && self->practicing)
    gtk_widget_activate_action (GTK_WIDGET (self), "search.practice", "b", FALSE);
  gtk_widget_set_visible (self->practice_group, !on);
  if (on != was_on)
    qd_search_page_update_settings_rows (self);
  log_show (o, on);
  gtk_widget_set_sensitive (o->step_button, walking && o->timer == 0);
  gtk_widget_set_sensitive (o->run_button, walking && o->timer == 0);
  gtk_widget_set_sensitive (o->stop_button, o->timer != 0);
  gtk_widget_set_sensitive (o->trial_button, on && o->timer == 0 && !o->practicing);
  qd_search_view_set_online (self->view, o->agent);
  if (!on)
    {
      if (was_on)
        qd_search_page_update_display (self);
      return;
    }
  if (!walking && qd_search_online_status (o->agent) == QD_SEARCH_ONLINE_GOAL && !isnan (o->optimal))
    {
      g_autofree char *ratio = g_strdup_printf ("%.3f", qd_search_online_cost (o->agent) / o->optimal);
      g_autofree char *best = qd_format_number_short_locale (o->optimal);
      g_autofree char *more = g_strdup_printf (_("%s The optimal path costs %s: competitive ratio %s."), text, best,
                                               ratio);

      g_free (text);
      text = g_steal_pointer (&more);
    }
  gtk_label_set_label (o->status_label, text);
  gtk_label_set_label (self->expanding_label, text);
  /* A screen reader hears the end of a run, not every move of it. */
  if (o->timer == 0)
    qd_canvas_set_status (QD_CANVAS (self->view), text);
  fill_plot (o);
  qd_canvas_contents_changed (QD_CANVAS (o->plot_view));
}

static void
stop_running (Online *o)
{
  g_clear_handle_id (&o->timer, g_source_remove);
}

/* A new agent for the agent row's choice on the page's maze (or none). */
static void
restart (Online *o)
{
  QdSearchPage *self = o->page;
  guint choice = adw_combo_row_get_selected (o->agent_row);

  stop_running (o);
  qd_search_view_set_online (self->view, NULL);
  qd_practice_bar_set_practice (o->bar, NULL, NULL);
  o->practicing = FALSE;
  if (gtk_switch_get_active (o->practice_switch))
    gtk_switch_set_active (o->practice_switch, FALSE);
  g_clear_pointer (&o->agent, qd_search_online_free);
  gtk_widget_set_visible (o->group, maze_fits (self->doc));
  if (choice != 0 && choice != GTK_INVALID_LIST_POSITION && maze_fits (self->doc))
    {
      o->agent = qd_search_online_new (self->doc->maze, choice == 1 ? QD_SEARCH_ONLINE_DFS : QD_SEARCH_ONLINE_LRTA,
                                       0);
      o->optimal = qd_search_online_optimal (self->doc, NULL);
    }
  log_restart (o);
  show (o);
}

/* Practice: a fresh agent after `moves` moves of its first trial. */
static void
go_to_moves (Online *o, guint moves)
{
  QdSearchOnlineAgent kind = qd_search_online_agent (o->agent);

  qd_search_view_set_online (o->page->view, NULL);
  qd_search_online_free (o->agent);
  o->agent = qd_search_online_new (o->page->doc->maze, kind, 0);
  log_restart (o);
  for (guint i = 0; i < moves; i++)
    step_logged (o);
}

static void
on_question_changed (QdPracticeBar *bar, Online *o)
{
  QdPractice *practice = qd_practice_bar_get_practice (bar);
  const QdPracticeQuestion *q = practice != NULL ? qd_practice_current (practice) : NULL;

  if (o->agent == NULL || !o->practicing)
    return;
  go_to_moves (o, q != NULL ? q->step : QD_SEARCH_ONLINE_PRACTICE_MOVES);
  show (o);
}

static void
on_practice_switched (GtkSwitch *sw, GParamSpec *pspec, Online *o)
{
  gboolean on = gtk_switch_get_active (sw) && o->agent != NULL;

  if (on == o->practicing)
    return;
  stop_running (o);
  o->practicing = on;
  if (on)
    {
      go_to_moves (o, 0);
      qd_practice_bar_set_practice (o->bar, qd_search_online_practice_new (o->page->doc->maze,
                                                                          qd_search_online_agent (o->agent)), NULL);
    }
  else
    qd_practice_bar_set_practice (o->bar, NULL, NULL);
  show (o);
  if (on)
    gtk_widget_grab_focus (GTK_WIDGET (qd_practice_bar_get_entry (o->bar)));
}

/* A cell clicked or activated on the board: practice's answer. */
static void
take_cell (Online *o, gint cell)
{
  const QdSearchMaze *maze = o->page->doc != NULL && o->page->doc->kind == QD_SEARCH_MAZE ? o->page->doc->maze : NULL;
  g_autofree char *name = NULL;

  if (!o->practicing || maze == NULL || cell < 0)
    return;
  name = g_strdup_printf ("%u %u", (guint) cell / maze->cols, (guint) cell % maze->cols);
  qd_practice_bar_take_name (o->bar, name);
}

static void
on_pressed (QdCanvas *view, double x, double y, int n_press, Online *o)
{
  if (n_press == 1 && o->page->doc != NULL)
    take_cell (o, qd_search_render_hit (o->page->doc, x, y));
}

static void
on_cell_activated (QdCanvas *view, guint cell, Online *o)
{
  take_cell (o, (gint) cell);
}

static gboolean
on_tick (gpointer data)
{
  Online *o = data;
  const QdSearchMaze *maze = qd_search_online_maze (o->agent);
  /* A large maze's walk in a few seconds: more moves a tick. */
  guint moves = MAX (1, maze->rows * maze->cols / 200);
  QdSearchOnlineStatus status = QD_SEARCH_ONLINE_WALKING;

  for (guint i = 0; i < moves && status == QD_SEARCH_ONLINE_WALKING; i++)
    status = step_logged (o);
  if (status != QD_SEARCH_ONLINE_WALKING)
    {
      o->timer = 0;
      show (o);
      return G_SOURCE_REMOVE;
    }
  show (o);
  return G_SOURCE_CONTINUE;
}

static void
on_step (GtkButton *button, Online *o)
{
  if (o->agent != NULL)
    step_logged (o);
  show (o);
}

static void
on_run (GtkButton *button, Online *o)
{
  if (o->agent == NULL || o->timer != 0)
    return;
  o->timer = g_timeout_add (RUN_INTERVAL_MS, on_tick, o);
  show (o);
  gtk_widget_grab_focus (o->stop_button);
}

static void
on_stop (GtkButton *button, Online *o)
{
  stop_running (o);
  show (o);
  gtk_widget_grab_focus (o->run_button);
}

static void
on_new_trial (GtkButton *button, Online *o)
{
  if (o->agent == NULL)
    return;
  stop_running (o);
  qd_search_online_new_trial (o->agent);
  log_take (o, g_strdup_printf (_("Trial %u"), qd_search_online_trial (o->agent)));
  show (o);
}

static GtkWidget *
new_button (Online *o, const char *label, const char *tooltip, GCallback callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect (button, "clicked", callback, o);
  gtk_box_append (GTK_BOX (o->buttons), button);
  return button;
}

static void
build (Online *o)
{
  const char *agents[] = { _("Off"), _("Online-DFS"), _("LRTA*"), NULL };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  o->group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (o->group), _("Online Agent"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (o->group),
    _("An agent that does not know the maze walks it, learning as it goes."));
  o->agent_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (o->agent_row), _("Agent"));
  adw_combo_row_set_model (o->agent_row, G_LIST_MODEL (gtk_string_list_new (agents)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (o->group), GTK_WIDGET (o->agent_row));
  g_signal_connect_swapped (o->agent_row, "notify::selected", G_CALLBACK (restart), o);

  o->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (o->buttons, 12);
  o->step_button = new_button (o, _("_Step"), _("The agent takes one move"), G_CALLBACK (on_step));
  o->run_button = new_button (o, _("_Run"), _("The agent walks until the trial ends"), G_CALLBACK (on_run));
  o->stop_button = new_button (o, _("S_top"), _("Stop the walk"), G_CALLBACK (on_stop));
  o->trial_button = new_button (o, _("_New Trial"), _("Back to the start, keeping what was learnt"),
                                G_CALLBACK (on_new_trial));
  gtk_box_append (GTK_BOX (box), o->buttons);
  o->practice_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (o->practice_row), _("Practice"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (o->practice_row), _("Questions on the first trial, move by move"));
  o->practice_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (o->practice_switch), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (o->practice_switch), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Practice"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (o->practice_row), GTK_WIDGET (o->practice_switch));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (o->practice_row), GTK_WIDGET (o->practice_switch));
  gtk_widget_add_css_class (o->practice_row, "card");
  g_signal_connect (o->practice_switch, "notify::active", G_CALLBACK (on_practice_switched), o);
  gtk_box_append (GTK_BOX (box), o->practice_row);
  o->bar = QD_PRACTICE_BAR (qd_practice_bar_new ());
  g_signal_connect (o->bar, "question-changed", G_CALLBACK (on_question_changed), o);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (o->bar));
  o->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (o->status_label, TRUE);
  gtk_label_set_xalign (o->status_label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (o->status_label));
  o->plot = qd_search_online_plot (NULL, NAN);
  o->plot_view = g_object_new (QD_TYPE_PICTURE_VIEW, NULL);
  gtk_widget_set_size_request (GTK_WIDGET (o->plot_view), -1, PLOT_HEIGHT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (o->plot_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Plot of the cost of each trial"), -1);
  qd_picture_view_set_plot (o->plot_view, &o->plot, PLOT_WIDTH, PLOT_HEIGHT);
  qd_picture_view_set_fill (o->plot_view, 0.85);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (o->plot_view));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (o->group), box);
}

/* The log's list, over the steps' list in the pane below the board. */
static void
build_log (Online *o)
{
  QdSearchPage *self = o->page;
  GtkWidget *overlay = gtk_widget_get_parent (self->steps_placeholder);
  GtkListItemFactory *factory = qd_prose_lines_factory_new ();

  o->log = gtk_string_list_new (NULL);
  o->log_view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (
                                                    G_LIST_MODEL (g_object_ref (o->log)))), factory));
  gtk_accessible_update_property (GTK_ACCESSIBLE (o->log_view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The agent's walk, move by move"), -1);
  o->log_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (o->log_scroller), GTK_WIDGET (o->log_view));
  qd_step_list_view_fit (o->log_view);
  gtk_widget_set_visible (o->log_scroller, FALSE);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), o->log_scroller);
  /* Its height counts while the steps' list under it is hidden. */
  gtk_overlay_set_measure_overlay (GTK_OVERLAY (overlay), o->log_scroller, TRUE);
}

void
qd_search_page_online_attach (QdSearchPage *self)
{
  Online *o = g_new0 (Online, 1);

  o->page = self;
  o->optimal = NAN;
  self->online = o;
  build (o);
  build_log (o);
  g_signal_connect (self->view, "pressed", G_CALLBACK (on_pressed), o);
  g_signal_connect (self->view, "cell-activated", G_CALLBACK (on_cell_activated), o);
  gtk_box_insert_child_after (self->sidebar_box, o->group, gtk_widget_get_first_child (GTK_WIDGET (self->sidebar_box)));
  show (o);
}

void
qd_search_page_online_document_changed (QdSearchPage *self)
{
  if (self->online != NULL)
    restart (self->online);
}

void
qd_search_page_online_detach (QdSearchPage *self)
{
  Online *o = self->online;

  if (o == NULL)
    return;
  stop_running (o);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, o);
      qd_search_view_set_online (self->view, NULL);
    }
  g_signal_handlers_disconnect_by_data (o->bar, o);
  g_signal_handlers_disconnect_by_data (o->practice_switch, o);
  g_signal_handlers_disconnect_by_data (o->agent_row, o);
  qd_picture_view_set_drawing (o->plot_view, NULL, NULL, NULL, NULL);
  g_clear_pointer (&o->agent, qd_search_online_free);
  g_clear_pointer (&o->plot, qd_plot_free);
  g_clear_object (&o->log);
  self->online = NULL;
  g_free (o);
}

/* --- Check an Answer in the Online Agent mode ---------------------------- */

typedef struct {
  QdOwned owned;
  QdSearchDoc *doc;
  QdSearchOnlineAgent agent;
  guint trials;
} CheckData;

/* On a worker: the agent's trials walked, the answer (with or without
 * --steps's move lines) checked against them. */
static QdCheckResult *
check_answer (gpointer data, const char *answer, gsize length, gboolean strict, const gint *stop, GError **error)
{
  CheckData *d = data;
  gboolean steps = g_strstr_len (answer, (gssize) length, "move ") != NULL;
  g_autoptr(QdSearchOnlineCheck) check = qd_search_online_check_new (d->doc, d->agent, d->trials, 0, steps, stop);

  if (check == NULL)
    return NULL;
  if (qd_search_online_status (qd_search_online_check_agent (check)) != QD_SEARCH_ONLINE_GOAL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                           _("The agent does not reach the goal in this maze: no answer can be checked"));
      return NULL;
    }
  return qd_search_online_check_answer (check, answer, length, strict);
}

QdPageCheck *
qd_search_page_online_prepare_check (QdSearchPage *self)
{
  Online *o = self->online;
  CheckData *d;

  if (o == NULL || o->agent == NULL)
    return NULL;
  d = g_new0 (CheckData, 1);
  d->doc = qd_owned_add (&d->owned, qd_search_doc_copy (self->doc), (GDestroyNotify) qd_search_doc_free);
  d->agent = qd_search_online_agent (o->agent);
  d->trials = qd_search_online_trial (o->agent);
  return qd_page_check_new (check_answer, d, qd_owned_free,
                            N_("the output of quandary-cli search --online, with or without --steps"));
}

/* The board after `moves` moves over all trials (a check's step). */
gboolean
qd_search_page_online_show_check (QdSearchPage *self, gint64 moves)
{
  Online *o = self->online;
  guint64 done = 0;

  if (o == NULL || o->agent == NULL)
    return FALSE;
  if (moves < 0 || o->practicing)
    return TRUE;
  stop_running (o);
  go_to_moves (o, 0);
  while (done < (guint64) moves)
    {
      QdSearchOnlineStatus status = qd_search_online_step (o->agent, NULL);

      done += qd_search_online_moved (o->agent);
      if (status == QD_SEARCH_ONLINE_GOAL && done < (guint64) moves)
        qd_search_online_new_trial (o->agent);
      else if (status != QD_SEARCH_ONLINE_WALKING)
        break;
    }
  show (o);
  return TRUE;
}

/* --- Report… and the animation in the mode ------------------------------- */

gboolean
qd_search_page_online_build_report (QdSearchPage *self, const char *path, const char *input, QdReport **report)
{
  Online *o = self->online;
  QdSearchOnlineAgent agent;
  g_autofree char *trials = NULL;

  if (o == NULL || o->agent == NULL)
    return FALSE;
  agent = qd_search_online_agent (o->agent);
  trials = g_strdup_printf ("%u", qd_search_online_trial (o->agent));
  {
    const char *args[] = { "search", input, "--online", qd_search_online_agent_to_string (agent), "--trials", trials,
                           "--steps", NULL };

    *report = qd_page_report_new (QD_PAGE (self));
    qd_search_online_report_add (*report, self->doc, path, agent, qd_search_online_trial (o->agent), 0);
    qd_page_report_add_command (*report, args);
  }
  return TRUE;
}

gboolean
qd_search_page_online_build_animation (QdSearchPage *self, QdAnimation **animation)
{
  Online *o = self->online;

  if (o == NULL || o->agent == NULL)
    return FALSE;
  *animation = qd_search_online_animation_new (self->doc, qd_search_online_agent (o->agent),
                                               qd_search_online_trial (o->agent), 0);
  return TRUE;
}

/* For tests: the agent on show, or NULL. */
QdSearchOnline *
qd_search_page_online_get_agent (QdSearchPage *self)
{
  return self->online != NULL ? self->online->agent : NULL;
}

GListModel *
qd_search_page_online_get_log (QdSearchPage *self)
{
  return self->online != NULL ? G_LIST_MODEL (self->online->log) : NULL;
}
