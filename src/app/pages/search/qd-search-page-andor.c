/* qd-search-page-andor.c — the search tab's AND-OR Search window (issue
 * 66): a world (the book's vacuum worlds, a bundled one or a file: the
 * menu is qd-search-page-andor-world.c) and a start state; the AND-OR tree
 * of figure 4.11's search drawn step by step; the plan in the book's
 * notation; a run of the plan whose outcomes the user picks or draws at
 * random, the world drawn as it goes.  The search runs on a worker (a
 * QdJob) with a Stop button: a file's world may be large; the worker builds
 * its own copy of the world from the same source (built-in or the file's
 * text), so nothing is shared with the window while it runs. */
#include "config.h"
#include "qd-search-page-andor.h"
#include "qd-search-page-private.h"
#include "qd-search-page-andor-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "app/widgets/qd-legend.h"
#include "app/widgets/qd-look.h"
#include "app/widgets/qd-practice-bar.h"
#include "app/widgets/qd-widgets.h"
#include "core/qd-file.h"
#include "core/qd-job.h"
#include "core/qd-owned.h"
#include "core/qd-practice.h"
#include "core/qd-random.h"
#include "problems/search/qd-search-andor.h"
#include "render/search/qd-search-andor-render.h"

Andor *
qd_search_page_andor_of (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), "qd-andor");
}

static void
andor_free (gpointer data)
{
  Andor *a = data;

  qd_job_drop (&a->job, a);
  qd_job_drop (&a->export_job, a);
  qd_search_andor_result_clear (&a->result);
  qd_search_andor_world_free (a->world);
  g_free (a->world_text);
  g_free (a->file_text);
  g_free (a->tree_note);
  g_free (a);
}

static guint
n_steps (const Andor *a)
{
  return a->result.steps != NULL ? a->result.steps->len : 0;
}

/* ---- Drawing ---------------------------------------------------------- */

static void
draw_tree (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Andor *a = data;
  QdPalette palette;

  qd_look_fill (qd_look_get_default (), &palette, FALSE);
  cairo_set_source_rgba (cr, palette.background.r, palette.background.g, palette.background.b, 1);
  cairo_paint (cr);
  if (a->tree_note != NULL)
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), a->tree_note);

      pango_layout_set_width (layout, (width - 24) * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      cairo_set_source_rgba (cr, palette.muted.r, palette.muted.g, palette.muted.b, 1);
      cairo_move_to (cr, 12, 12);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
    }
  else if (a->world != NULL)
    qd_search_andor_render_tree (cr, a->world, &a->result, a->step, &palette);
}

static void
draw_world (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Andor *a = data;
  QdPalette palette;

  /* The window's style: light or dark, high contrast (as the tree). */
  qd_look_fill (qd_look_get_default (), &palette, FALSE);
  if (a->world != NULL && a->world->vacuum)
    qd_search_andor_render_vacuum (cr, a->run_state, width, height, &palette);
  else if (a->world != NULL && a->world->walls != NULL)
    qd_search_andor_render_maze (cr, a->world, a->run_state, width, height, &palette);
}

/* The drawing area is painted whole (one cairo surface): a tree larger
 * than this (a search that ran long, or was stopped or cut off) is told in
 * words, and its steps still go one by one in the label under it. */
#define TREE_MAX_SIDE   16000.0
#define TREE_MAX_PIXELS 8.0e6

static void
resize_tree (Andor *a)
{
  double w, h;

  qd_search_andor_render_tree_size (a->world, &a->result, a->step, &w, &h);
  g_clear_pointer (&a->tree_note, g_free);
  if (a->practice_switch != NULL && gtk_switch_get_active (a->practice_switch))
    {
      a->tree_note = g_strdup (_("The tree is hidden while you practise: it would give the answers away."));
      w = h = 0;
    }
  else if (w > TREE_MAX_SIDE || h > TREE_MAX_SIDE || w * h > TREE_MAX_PIXELS)
    {
      a->tree_note = g_strdup (_("The tree at this step is too large to draw. Its steps are still listed one by one below."));
      w = h = 0;
    }
  gtk_drawing_area_set_content_width (a->tree_area, (int) w);
  gtk_drawing_area_set_content_height (a->tree_area, (int) h);
  gtk_widget_queue_draw (GTK_WIDGET (a->tree_area));
}

/* ---- The run ------------------------------------------------------------ */

static void pick_clicked (GtkButton *button, Andor *a);

static const QdSearchAndorPlanNode *
run_node (const Andor *a)
{
  return &g_array_index (a->result.plan->nodes, QdSearchAndorPlanNode, a->run_node);
}

static void
show_run (Andor *a)
{
  GtkWidget *child;
  g_autofree char *text = NULL;
  const char *state;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (a->outcome_box))) != NULL)
    gtk_box_remove (a->outcome_box, child);
  gtk_widget_queue_draw (GTK_WIDGET (a->world_area));
  state = a->world->state_names[a->run_state];
  if (a->result.plan == NULL)
    text = g_strdup_printf (_("State %s: no plan to run."), state);
  else if (run_node (a)->kind == QD_SEARCH_ANDOR_PLAN_GOAL)
    text = g_strdup_printf (ngettext ("State %s: a goal, reached after %u action.",
                                      "State %s: a goal, reached after %u actions.", a->run_actions),
                            state, a->run_actions);
  else
    {
      guint n;
      const guint *outs = qd_search_andor_world_results (a->world, a->run_state, run_node (a)->action, &n);
      text = g_strdup_printf (_("State %s: the plan does %s. Pick its outcome:"), state,
                              a->world->action_names[run_node (a)->action]);
      for (guint i = 0; i < n; i++)
        {
          g_autofree char *name = g_strdup_printf (_("Outcome: state %s"), a->world->state_names[outs[i]]);
          GtkWidget *b = gtk_button_new_with_label (a->world->state_names[outs[i]]);
          gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          g_object_set_data (G_OBJECT (b), "pick", GUINT_TO_POINTER (i));
          g_signal_connect (b, "clicked", G_CALLBACK (pick_clicked), a);
          gtk_box_append (a->outcome_box, b);
        }
    }
  gtk_label_set_text (a->run_label, text);
  gtk_widget_set_sensitive (a->random_button, a->result.plan != NULL
                            && run_node (a)->kind != QD_SEARCH_ANDOR_PLAN_GOAL);
}

static void
restart_run (Andor *a)
{
  a->run_state = gtk_drop_down_get_selected (a->start_drop);
  a->run_actions = 0;
  a->run_node = a->result.plan != NULL ? qd_search_andor_plan_resolve (a->result.plan, 0) : 0;
  show_run (a);
}

static gboolean
take_pick (Andor *a, gint pick)
{
  guint n;
  const guint *outs;

  if (a->result.plan == NULL || run_node (a)->kind == QD_SEARCH_ANDOR_PLAN_GOAL)
    return FALSE;
  outs = qd_search_andor_world_results (a->world, a->run_state, run_node (a)->action, &n);
  if (pick < 0)
    pick = (gint) qd_random_below (&a->rng, n);
  a->run_state = outs[MIN ((guint) pick, n - 1)];
  qd_search_andor_plan_advance (a->result.plan, &a->run_node, MIN ((guint) pick, n - 1));
  a->run_actions++;
  show_run (a);
  return TRUE;
}

static void
pick_clicked (GtkButton *button, Andor *a)
{
  take_pick (a, (gint) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pick")));
}

/* ---- The search and its steps ------------------------------------------ */

static void
show_step (Andor *a)
{
  g_autofree char *text = NULL, *line = NULL;

  if (a->step > 0)
    line = qd_search_andor_step_text (a->world, &a->result, a->step - 1);
  if (line == NULL && a->step > 0)
    line = qd_search_andor_step_text (a->world, &a->result, a->step - 2);
  if (a->step > 0 && g_array_index (a->result.tree, QdSearchAndorTreeNode,
                                    g_array_index (a->result.steps, QdSearchAndorStep, a->step - 1).node).pass)
    text = g_strdup_printf (_("Step %u of %u, the search with loops: %s"), a->step, n_steps (a),
                            line != NULL ? line : "—");
  else
    text = g_strdup_printf (_("Step %u of %u: %s"), a->step, n_steps (a), line != NULL ? line : "—");
  gtk_label_set_text (a->step_label, text);
  resize_tree (a);
}

/* The plan, and how its branches end: every one at a goal, or back at a
 * label (from where a goal can still be reached). */
static char *
plan_with_branches (Andor *a)
{
  const QdSearchAndorPlan *plan = a->result.plan;
  g_autofree char *text = qd_search_andor_plan_to_string (a->world, plan);
  g_autofree char *goals = NULL, *loops = NULL;
  guint n_goals = 0, n_loops = 0;

  for (guint i = 0; i < plan->nodes->len; i++)
    {
      QdSearchAndorPlanKind kind = g_array_index (plan->nodes, QdSearchAndorPlanNode, i).kind;
      n_goals += kind == QD_SEARCH_ANDOR_PLAN_GOAL;
      n_loops += kind == QD_SEARCH_ANDOR_PLAN_LOOP;
    }
  goals = g_strdup_printf (ngettext ("%u branch ends at a goal", "%u branches end at a goal", n_goals), n_goals);
  if (n_loops == 0)
    return g_strdup_printf ("%s\n%s.", text, goals);
  loops = g_strdup_printf (ngettext ("%u loops back to a label", "%u loop back to a label", n_loops), n_loops);
  return g_strdup_printf (_("%s\n%s, %s."), text, goals, loops);
}

/* Practice: the questions of the plan; the plan and the tree hidden while
 * they are asked (they would tell every answer). */
static void
update_practice (Andor *a)
{
  gboolean on = gtk_switch_get_active (a->practice_switch);

  gtk_widget_set_visible (GTK_WIDGET (a->practice_bar), on);
  gtk_widget_set_visible (GTK_WIDGET (a->plan_label), !on);
  resize_tree (a);
  if (!on)
    {
      qd_practice_bar_set_practice (a->practice_bar, NULL, NULL);
      return;
    }
  if (a->result.plan != NULL)
    qd_practice_bar_set_practice (a->practice_bar, qd_search_andor_practice_new (a->world, a->result.plan), NULL);
  else
    qd_practice_bar_set_practice (a->practice_bar, NULL, _("No plan: nothing to practise."));
  /* One exercise at a time: a plan checked before is put away; the
   * question comes into view (the sidebar scrolls to the focus). */
  gtk_revealer_set_reveal_child (a->check_revealer, FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (qd_practice_bar_get_entry (a->practice_bar)));
}

/* The search's job: a world built from the window's source, searched on
 * the worker; the result a QdSearchAndorResultSet. */
typedef struct {
  QdOwned owned;
  char *text;
  gsize length;
  guint builtin, start;
} AndorTask;

static void
andor_result_free (gpointer data)
{
  qd_search_andor_result_clear (data);
  g_free (data);
}

QdSearchAndorWorld *
qd_search_page_andor_world_from (const char *text, gsize length, guint builtin, GError **error)
{
  if (text != NULL)
    return qd_search_andor_world_parse (text, (gssize) length, error);
  return qd_search_andor_world_builtin (builtin == 0 ? QD_SEARCH_ANDOR_WORLD_ERRATIC : QD_SEARCH_ANDOR_WORLD_SLIPPERY);
}

void
qd_search_page_andor_search_on (QdJob *job, const QdSearchAndorWorld *world, guint start,
                                QdSearchAndorResultSet *result)
{
  QdSearchAndorOptions options;

  qd_search_andor_options_init (&options, world);
  options.start = start;
  options.record = TRUE;
  /* The tree and its steps are kept: memory bounded by them too
   * (QD_SEARCH_ANDOR_TREE_LIMIT). */
  options.node_limit = QD_SEARCH_PAGE_ANDOR_NODE_LIMIT;
  options.stop = qd_job_get_stop_flag (job);
  options.progress_nodes = &qd_job_get_progress (job)->nodes;
  qd_search_andor_search (world, &options, result);
}

static gpointer
andor_worker (QdJob *job, gpointer data, GError **error)
{
  AndorTask *t = data;
  g_autoptr(QdSearchAndorWorld) world = qd_search_page_andor_world_from (t->text, t->length, t->builtin, error);
  QdSearchAndorResultSet *result;

  if (world == NULL)
    return NULL;
  result = g_new0 (QdSearchAndorResultSet, 1);
  qd_search_page_andor_search_on (job, world, t->start, result);
  return result;
}

static void
set_busy (Andor *a, gboolean busy)
{
  gtk_widget_set_visible (a->spinner, busy);
  gtk_spinner_set_spinning (GTK_SPINNER (a->spinner), busy);
  gtk_widget_set_visible (a->stop_button, busy);
  gtk_widget_set_sensitive (GTK_WIDGET (a->start_drop), !busy);
  if (busy)
    {
      gtk_label_set_text (a->plan_label, _("Searching…"));
      gtk_label_set_text (a->step_label, _("Searching…"));
    }
}

static void
on_search_progress (QdJob *job, Andor *a)
{
  QdProgress progress;
  g_autofree char *text = NULL;

  qd_job_read_progress (job, &progress);
  text = g_strdup_printf (_("Searching… %'" PRId64 " OR nodes"), progress.nodes);
  gtk_label_set_text (a->step_label, text);
}

static void
show_result (Andor *a)
{
  g_autofree char *plan = NULL;

  if (a->result.plan != NULL)
    plan = plan_with_branches (a);
  else if (a->result.status == QD_SEARCH_ANDOR_STATUS_STOPPED)
    plan = g_strdup (_("The search was stopped."));
  else
    plan = g_strdup (a->result.status == QD_SEARCH_ANDOR_STATUS_NO_PLAN ? "no plan"
                                                                        : _("No plan within the window’s budget: 200,000 OR nodes, a tree of 1,000,000 nodes."));
  gtk_label_set_text (a->plan_label, plan);
  a->step = n_steps (a);
  show_step (a);
  restart_run (a);
  update_practice (a);
}

static void
on_search_finished (QdJob *job, Andor *a)
{
  QdSearchAndorResultSet *result = qd_job_steal_result (job);

  g_signal_handlers_disconnect_by_data (job, a);
  g_clear_object (&a->job);
  set_busy (a, FALSE);
  if (result == NULL)
    {
      const GError *error = qd_job_get_error (job);
      gtk_label_set_text (a->plan_label, error != NULL ? error->message : _("The search was stopped."));
      return;
    }
  a->result = *result;
  g_free (result);
  show_result (a);
}

void
qd_search_page_andor_search (Andor *a)
{
  AndorTask *task = g_new0 (AndorTask, 1);

  qd_job_drop (&a->job, a);
  /* The practice keeps the plan: let go of it before the plan goes. */
  qd_practice_bar_set_practice (a->practice_bar, NULL, NULL);
  qd_search_andor_result_clear (&a->result);
  a->step = 0;
  resize_tree (a);
  restart_run (a);
  task->text = qd_owned_add (&task->owned,
                             a->world_text != NULL ? g_memdup2 (a->world_text, a->world_length + 1) : NULL, g_free);
  task->length = a->world_length;
  task->builtin = a->builtin;
  task->start = gtk_drop_down_get_selected (a->start_drop);
  a->job = qd_job_new (_("AND-OR Search"));
  g_signal_connect (a->job, "progress", G_CALLBACK (on_search_progress), a);
  g_signal_connect (a->job, "finished", G_CALLBACK (on_search_finished), a);
  set_busy (a, TRUE);
  qd_job_start (a->job, andor_worker, task, qd_owned_free, andor_result_free);
}

static void
stop_clicked (GtkButton *button, Andor *a)
{
  if (a->job != NULL)
    qd_job_cancel (a->job);
}

static void
on_start_changed (Andor *a)
{
  if (!a->updating && a->world != NULL)
    qd_search_page_andor_search (a);
}

/* ---- Public ----------------------------------------------------------- */

void
qd_search_page_andor_select (GtkWindow *window, guint world, guint start)
{
  Andor *a = qd_search_page_andor_of (window);

  a->updating = TRUE;
  gtk_drop_down_set_selected (a->world_drop, world);
  a->updating = FALSE;
  qd_search_page_andor_choose (a, world);
  a->updating = TRUE;
  gtk_drop_down_set_selected (a->start_drop, start);
  a->updating = FALSE;
  qd_search_page_andor_search (a);
}

void
qd_search_page_andor_step (GtkWindow *window, gint delta)
{
  Andor *a = qd_search_page_andor_of (window);
  gint64 step = delta == G_MAXINT ? n_steps (a) : delta == G_MININT ? 0 : (gint64) a->step + delta;

  a->step = (guint) CLAMP (step, 0, (gint64) n_steps (a));
  show_step (a);
}

const char *
qd_search_page_andor_world_name (GtkWindow *window)
{
  GtkDropDown *drop = qd_search_page_andor_of (window)->world_drop;

  return gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (drop)),
                                     gtk_drop_down_get_selected (drop));
}

gboolean
qd_search_page_andor_busy (GtkWindow *window)
{
  return qd_search_page_andor_of (window)->job != NULL;
}

const char *
qd_search_page_andor_plan (GtkWindow *window)
{
  return gtk_label_get_text (qd_search_page_andor_of (window)->plan_label);
}

gboolean
qd_search_page_andor_pick (GtkWindow *window, gint pick)
{
  return take_pick (qd_search_page_andor_of (window), pick);
}

guint
qd_search_page_andor_run_state (GtkWindow *window, gboolean *at_goal)
{
  Andor *a = qd_search_page_andor_of (window);

  *at_goal = a->world->goal[a->run_state] != 0;
  return a->run_state;
}

void
qd_search_page_andor_restart (GtkWindow *window)
{
  restart_run (qd_search_page_andor_of (window));
}

/* ---- The window --------------------------------------------------------- */

static void
step_clicked (GtkButton *button, Andor *a)
{
  qd_search_page_andor_step (a->window, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "delta")));
}

static GtkWidget *
step_button (Andor *a, const char *icon, const char *name, gint delta)
{
  GtkWidget *b = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (b, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_object_set_data (G_OBJECT (b), "delta", GINT_TO_POINTER (delta));
  g_signal_connect (b, "clicked", G_CALLBACK (step_clicked), a);
  return b;
}

static void
draw_key (cairo_t *cr, const QdPalette *palette, guint item, double size, gpointer data)
{
  qd_search_andor_render_key (cr, item, size, palette);
}

/* The key to the tree's colours, above it. */
static GtkWidget *
tree_key (void)
{
  QdLegend *legend = qd_legend_new (NULL, draw_key, NULL);
  guint items[QD_SEARCH_ANDOR_N_KEYS];
  const char *labels[QD_SEARCH_ANDOR_N_KEYS];

  for (guint k = 0; k < QD_SEARCH_ANDOR_N_KEYS; k++)
    {
      items[k] = k;
      labels[k] = qd_search_andor_key_label (k);
    }
  qd_legend_set (legend, QD_SEARCH_ANDOR_N_KEYS, items, labels);
  return GTK_WIDGET (legend);
}

static GtkWidget *
tree_side (Andor *a)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6), *scroll = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  a->tree_area = GTK_DRAWING_AREA (gtk_drawing_area_new ());
  gtk_drawing_area_set_draw_func (a->tree_area, draw_tree, a, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->tree_area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("AND-OR search tree"), -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (a->tree_area));
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_widget_set_hexpand (scroll, TRUE);
  a->step_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (a->step_label, 0);
  gtk_label_set_wrap (a->step_label, TRUE);
  gtk_box_append (GTK_BOX (buttons), step_button (a, "go-first-symbolic", _("First Step"), G_MININT));
  gtk_box_append (GTK_BOX (buttons), step_button (a, "go-previous-symbolic", _("Step Back"), -1));
  gtk_box_append (GTK_BOX (buttons), step_button (a, "go-next-symbolic", _("Step"), 1));
  gtk_box_append (GTK_BOX (buttons), step_button (a, "go-last-symbolic", _("Last Step"), G_MAXINT));
  a->spinner = gtk_spinner_new ();
  a->stop_button = gtk_button_new_with_mnemonic (_("_Stop"));
  gtk_widget_set_tooltip_text (a->stop_button, _("Stop the search"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (a->stop_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Stop the search"), -1);
  g_signal_connect (a->stop_button, "clicked", G_CALLBACK (stop_clicked), a);
  gtk_widget_set_visible (a->spinner, FALSE);
  gtk_widget_set_visible (a->stop_button, FALSE);
  gtk_box_append (GTK_BOX (buttons), a->spinner);
  gtk_box_append (GTK_BOX (buttons), a->stop_button);
  gtk_box_append (GTK_BOX (box), tree_key ());
  gtk_box_append (GTK_BOX (box), scroll);
  gtk_box_append (GTK_BOX (box), buttons);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->step_label));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  return box;
}

static GtkWidget *
row_with (const char *title, GtkWidget *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), suffix);
  gtk_accessible_update_property (GTK_ACCESSIBLE (suffix), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return row;
}

static GtkWidget *
group (const char *title)
{
  GtkWidget *g = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (g), title);
  return g;
}

static void
random_clicked (GtkButton *button, Andor *a)
{
  take_pick (a, -1);
}

static void
restart_clicked (GtkButton *button, Andor *a)
{
  restart_run (a);
}

static GtkWidget *
run_group (Andor *a)
{
  GtkWidget *g = group (_("Run the Plan")), *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6), *restart;

  a->world_area = g_object_new (GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_IMG, NULL);
  gtk_drawing_area_set_draw_func (a->world_area, draw_world, a, NULL);
  a->run_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->run_label, TRUE);
  gtk_label_set_xalign (a->run_label, 0);
  a->outcome_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6));
  a->random_button = gtk_button_new_with_mnemonic (_("_Random Outcome"));
  restart = gtk_button_new_with_mnemonic (_("Res_tart"));
  g_signal_connect (a->random_button, "clicked", G_CALLBACK (random_clicked), a);
  g_signal_connect (restart, "clicked", G_CALLBACK (restart_clicked), a);
  gtk_box_append (GTK_BOX (buttons), a->random_button);
  gtk_box_append (GTK_BOX (buttons), restart);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->world_area));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->run_label));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->outcome_box));
  gtk_box_append (GTK_BOX (box), buttons);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), box);
  return g;
}

static void
on_practice (Andor *a)
{
  update_practice (a);
}

static GtkWidget *
practice_group (Andor *a)
{
  GtkWidget *g = group (_("Practice")), *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  a->practice_switch = GTK_SWITCH (gtk_switch_new ());
  a->practice_bar = QD_PRACTICE_BAR (qd_practice_bar_new ());
  gtk_widget_set_visible (GTK_WIDGET (a->practice_bar), FALSE);
  g_signal_connect_swapped (a->practice_switch, "notify::active", G_CALLBACK (on_practice), a);
  gtk_box_append (GTK_BOX (box), row_with (_("Questions on the Plan"), GTK_WIDGET (a->practice_switch)));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (a->practice_bar));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), box);
  return g;
}

static GtkWidget *
sidebar (Andor *a)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12), *scroll = gtk_scrolled_window_new ();
  GtkWidget *world = group (_("World")), *plan = group (_("Plan")), *open;

  a->world_drop = qd_search_page_andor_world_drop ();
  a->start_drop = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (world), row_with (_("World"), GTK_WIDGET (a->world_drop)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (world), row_with (_("Start State"), GTK_WIDGET (a->start_drop)));
  open = gtk_button_new_with_mnemonic (_("_Open a World File…"));
  gtk_widget_set_margin_top (open, 6);
  g_signal_connect_swapped (open, "clicked", G_CALLBACK (qd_search_page_andor_open_clicked), a);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (world), open);
  a->file_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->file_label, TRUE);
  gtk_label_set_xalign (a->file_label, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (world), GTK_WIDGET (a->file_label));
  a->plan_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (a->plan_label, TRUE);
  gtk_label_set_wrap_mode (a->plan_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_selectable (a->plan_label, TRUE);
  gtk_label_set_xalign (a->plan_label, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (plan), GTK_WIDGET (a->plan_label));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (plan), qd_search_page_andor_check_box (a));
  gtk_box_append (GTK_BOX (box), world);
  gtk_box_append (GTK_BOX (box), plan);
  gtk_box_append (GTK_BOX (box), practice_group (a));
  gtk_box_append (GTK_BOX (box), run_group (a));
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom", 12, NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroll, 270, -1);
  g_signal_connect_swapped (a->world_drop, "notify::selected", G_CALLBACK (qd_search_page_andor_world_changed), a);
  g_signal_connect_swapped (a->start_drop, "notify::selected", G_CALLBACK (on_start_changed), a);
  return scroll;
}

GtkWindow *
qd_search_page_andor_window_new (GtkWindow *parent)
{
  Andor *a = g_new0 (Andor, 1);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0), *paned;

  a->window = GTK_WINDOW (adw_window_new ());
  a->rng = (guint64) g_get_real_time ();
  g_object_set_data_full (G_OBJECT (a->window), "qd-andor", a, andor_free);
  gtk_window_set_title (a->window, _("AND-OR Search"));
  gtk_window_set_default_size (a->window, 820, 560);
  if (parent != NULL)
    gtk_window_set_transient_for (a->window, parent);
  paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_paned_set_start_child (GTK_PANED (paned), tree_side (a));
  gtk_paned_set_end_child (GTK_PANED (paned), sidebar (a));
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);
  gtk_widget_set_size_request (gtk_paned_get_start_child (GTK_PANED (paned)), 200, -1);
  {
    GtkWidget *header = adw_header_bar_new ();

    adw_header_bar_pack_start (ADW_HEADER_BAR (header), qd_search_page_andor_export_button (a));
    gtk_box_append (GTK_BOX (content), header);
  }
  gtk_box_append (GTK_BOX (content), paned);
  gtk_widget_set_vexpand (paned, TRUE);
  /* Toasts: what Export wrote. */
  a->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (a->toasts, content);
  adw_window_set_content (ADW_WINDOW (a->window), GTK_WIDGET (a->toasts));
  /* The dark style, high contrast, larger text: the tree redrawn. */
  g_signal_connect_object (qd_look_get_default (), "changed", G_CALLBACK (gtk_widget_queue_draw), a->tree_area,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (qd_look_get_default (), "changed", G_CALLBACK (gtk_widget_queue_draw), a->world_area,
                           G_CONNECT_SWAPPED);
  qd_search_page_andor_choose (a, 0);
  qd_search_page_andor_search (a);
  return a->window;
}

/* ---- The search tab's button -------------------------------------------- */

static void
open_clicked (GtkButton *button, QdSearchPage *self)
{
  GtkWindow *window = qd_search_page_andor_window_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));

  gtk_window_present (window);
}

void
qd_search_page_andor_init (QdSearchPage *self)
{
  GtkWidget *g = group (_("Nondeterministic Worlds")), *button;

  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (g),
    _("Conditional plans by AND-OR search, in the vacuum worlds of AIMA section 4.3."));
  button = gtk_button_new_with_mnemonic (_("_AND-OR Search…"));
  g_signal_connect (button, "clicked", G_CALLBACK (open_clicked), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (g), button);
  gtk_box_append (self->sidebar_box, g);
}

void
qd_search_page_andor_practice (GtkWindow *window, gboolean on)
{
  gtk_switch_set_active (qd_search_page_andor_of (window)->practice_switch, on);
}

const char *
qd_search_page_andor_question (GtkWindow *window)
{
  return qd_practice_bar_get_question (qd_search_page_andor_of (window)->practice_bar);
}
