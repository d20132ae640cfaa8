/* qd-mdp-page.c — the Grid World tab.
 *
 * The document is a grid world (problems/mdp/qd-mdp.h).  Its model is
 * built whenever the world changes (opened, edited, undone), and planning
 * and learning start again from it.  Three modes share the board, the
 * sidebar's stack pages: Plan (qd-mdp-page-plan.c), Learn
 * (qd-mdp-page-learn.c) and Edit (qd-mdp-editor.c).  The keys every page
 * has (F5, Escape, Page Down, Page Up: the "run" actions) do what the mode
 * on show does: Run or Run Episodes, Stop, Next or Step, Previous. */
#include "config.h"
#include "qd-mdp-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <string.h>

#include "render/mdp/qd-mdp-worksheet.h"

G_DEFINE_FINAL_TYPE (QdMdpPage, qd_mdp_page, QD_TYPE_PAGE)

/* ------------------------------------------------------------ display */

void
qd_mdp_page_set_status (QdMdpPage *self, const char *text)
{
  gtk_label_set_label (self->status_label, text);
}

char *
qd_mdp_page_cell_name (QdMdpPage *self, guint cell)
{
  return g_strdup_printf ("(%u, %u)", cell % self->world->w, cell / self->world->w);
}

static QdMdpShow
shown_parts (QdMdpPage *self)
{
  GVariant *state = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), "show")));
  const char *what = g_variant_get_string (state, NULL);
  QdMdpShow show = g_str_equal (what, "q-values") ? QD_MDP_SHOW_Q | QD_MDP_SHOW_POLICY
                 : g_str_equal (what, "policy") ? QD_MDP_SHOW_POLICY
                 : QD_MDP_SHOW_VALUES | QD_MDP_SHOW_POLICY;

  g_variant_unref (state);
  return show;
}

/* Policy iteration's own policy by cell (exits and absorbing: no arrow). */
static void
policy_cells (QdMdpPage *self, const guint *policy)
{
  const QdMdpEngine *e = self->engine;

  for (guint s = 0; s + 1 < e->n_states; s++)
    {
      guint label = policy[s] != G_MAXUINT ? e->model->action_label[policy[s]] : QD_MDP_EXIT;

      self->cell_policy[e->cell_of[s]] = label == QD_MDP_EXIT ? -1 : (gint8) label;
    }
}

/* The cells' numbers from V and Q by the model's states and actions. */
static void
fill_cells (QdMdpPage *self, const double *v, const double *q_model)
{
  const QdMdpEngine *e = self->engine;
  g_autofree double *q_own = NULL;
  gsize cells = (gsize) self->world->w * self->world->h;

  self->cell_v = g_renew (double, self->cell_v, cells);
  self->cell_q = g_renew (double, self->cell_q, cells * QD_MDP_N_ACTIONS);
  self->cell_known = g_renew (guint8, self->cell_known, cells);
  self->cell_policy = g_renew (gint8, self->cell_policy, cells);
  if (q_model == NULL)
    {
      /* Q_k from V_k: one look-ahead. */
      q_own = g_new (double, e->model->n_actions);
      for (guint a = 0; a < e->model->n_actions; a++)
        q_own[a] = qd_markov_q (e->model, e->gamma, v, a);
      q_model = q_own;
    }
  qd_mdp_render_from_model (self->world, e->model, e->cell_of, v, q_model, self->cell_v, self->cell_q,
                            self->cell_known, self->cell_policy);
}

void
qd_mdp_page_refresh (QdMdpPage *self)
{
  QdMdpRenderOptions options;
  const double *v = NULL, *q = NULL;

  qd_mdp_render_options_init (&options, NULL);
  options.show = shown_parts (self);
  if (self->engine != NULL && self->mode == QD_MDP_MODE_PLAN && self->v != NULL)
    v = self->v;
  else if (self->engine != NULL && self->mode == QD_MDP_MODE_LEARN)
    {
      v = qd_mdp_learn_values (self);
      q = qd_mdp_learn_q (self);
    }
  if (v != NULL)
    {
      fill_cells (self, v, q);
      if (self->mode == QD_MDP_MODE_PLAN && (self->algorithm == QD_MDP_PLAN_POLICY_ITERATION ||
                                             self->algorithm == QD_MDP_PLAN_MODIFIED_PI))
        policy_cells (self, self->policy);
      options.values = self->cell_v;
      options.q = q != NULL || self->mode == QD_MDP_MODE_PLAN ? self->cell_q : NULL;
      options.q_known = self->cell_known;
      options.policy = self->cell_policy;
      /* V_0 = 0 decides nothing: value iteration's arrows start at V_1. */
      if (self->mode == QD_MDP_MODE_PLAN && self->shown == 0 && self->algorithm != QD_MDP_PLAN_POLICY_ITERATION &&
          self->algorithm != QD_MDP_PLAN_MODIFIED_PI)
        options.policy = NULL;
    }
  options.highlight = self->mode == QD_MDP_MODE_PLAN ? qd_mdp_plan_highlight (self) : -1;
  options.agent = self->mode == QD_MDP_MODE_LEARN ? self->agent_cell : -1;
  qd_mdp_view_set_options (self->board_view, &options);
}

static void update_run_actions (QdMdpPage *self, gboolean busy, gboolean ready);

void
qd_mdp_page_update_actions (QdMdpPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  gboolean ready = self->engine != NULL && !busy;
  QdActionState states[] = {
    { "previous", ready && qd_mdp_plan_can_previous (self) },
    { "next", ready && qd_mdp_plan_can_next (self) },
    { "run", ready && !self->converged },
    { "stop", busy },
    { "reset", ready },
    { "learn-step", ready },
    { "learn-run", ready },
    { "learn-reset", ready },
    { "replay", ready },
    { "manual", self->engine != NULL },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
  if (self->run_group != NULL)
    update_run_actions (self, busy, ready);
  qd_page_update_undo (QD_PAGE (self));
}

/* ------------------------------------------------------------ the world */

/* The model of the world as it is now; planning and learning start again. */
static void
rebuild (QdMdpPage *self)
{
  g_autoptr(GError) error = NULL;

  qd_page_cancel_job (QD_PAGE (self));
  self->planning = self->learning = FALSE;
  qd_mdp_engine_unref (self->engine);
  self->engine = qd_mdp_engine_new (self->world, &error);
  gtk_label_set_label (self->check_label, error != NULL ? error->message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->check_label), error != NULL);
  qd_mdp_plan_reset (self);
  qd_mdp_learn_reset (self);
  qd_mdp_view_set_world (self->board_view, self->world);
  qd_mdp_editor_show (self);
  qd_mdp_plan_show (self);
  qd_mdp_learn_show (self);
  qd_mdp_practice_sync (self);
  qd_mdp_page_update_actions (self);
  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("This world cannot be planned: %s"), error->message);

      qd_mdp_page_set_status (self, text);
    }
}

void
qd_mdp_page_world_edited (QdMdpPage *self, const char *status)
{
  rebuild (self);
  if (status != NULL && self->engine != NULL)
    qd_mdp_page_set_status (self, status);
}

/* ------------------------------------------------------------ modes */

static const char *const mode_names[] = { "planning", "learning", "editing" };

static void
say_mode (QdMdpPage *self)
{
  static const char *const hints[] = {
    N_("Next Iteration computes V one sweep further; Run goes on until the error bound holds."),
    N_("Step moves the agent once and learns from what happened; Run Episodes learns from many."),
    N_("Choose a tool, then click cells or press Space on the cursor’s cell."),
  };

  if (self->engine != NULL || self->mode == QD_MDP_MODE_EDIT)
    qd_mdp_page_set_status (self, _(hints[self->mode]));
}

static void
mode_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  gtk_stack_set_visible_child_name (QD_MDP_PAGE (data)->mode_stack, g_variant_get_string (state, NULL));
}

static void
on_mode_changed (QdMdpPage *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->mode_stack);
  GSimpleAction *mode = qd_page_lookup_action (QD_PAGE (self), "mode");

  g_simple_action_set_state (mode, g_variant_new_string (name));
  for (guint i = 0; i < G_N_ELEMENTS (mode_names); i++)
    if (g_strcmp0 (name, mode_names[i]) == 0)
      self->mode = (QdMdpMode) i;
  qd_mdp_view_set_editing (self->board_view, self->mode == QD_MDP_MODE_EDIT);
  say_mode (self);
  qd_mdp_page_refresh (self);
  qd_mdp_page_update_actions (self);
}

static gboolean
on_board_key (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
              QdMdpPage *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  if (self->mode == QD_MDP_MODE_LEARN)
    return qd_mdp_learn_key (self, keyval);
  if (self->mode == QD_MDP_MODE_EDIT)
    return qd_mdp_editor_key (self, keyval);
  return FALSE;
}

static void
on_cell_clicked (QdMdpView *view, guint cell, QdMdpPage *self)
{
  if (self->mode == QD_MDP_MODE_EDIT)
    qd_mdp_editor_apply (self, cell);
}

/* ------------------------------------------------------------ actions */

static void
previous_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_mdp_plan_previous (data);
  qd_mdp_page_update_actions (data);
}

static void
next_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_mdp_plan_next (data);
  qd_mdp_page_update_actions (data);
}

static void
run_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  qd_mdp_plan_run (data);
}

static void
reset_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;

  qd_mdp_plan_reset (self);
  qd_mdp_plan_show (self);
  say_mode (self);
  qd_mdp_page_update_actions (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  /* The job's "done" still comes, with what it has so far. */
  qd_page_stop_job (QD_PAGE (data));
}

static void
show_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  g_simple_action_set_state (action, state);
  qd_mdp_page_refresh (data);
}

static void
algorithm_changed (QdMdpPage *self)
{
  if (self->updating)
    return;
  qd_page_cancel_job (QD_PAGE (self));
  self->planning = FALSE;
  self->algorithm = (QdMdpPlanAlgorithm) adw_combo_row_get_selected (self->algorithm_row);
  gtk_widget_set_visible (self->sweeps_row, self->algorithm == QD_MDP_PLAN_MODIFIED_PI);
  reset_activated (NULL, NULL, self);
}

/* The "run" actions of every page's keys, to the mode on show. */
static void
run_solve_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;

  gtk_widget_activate_action (GTK_WIDGET (self), self->mode == QD_MDP_MODE_LEARN ? "mdp.learn-run" : "mdp.run", NULL);
}

static void
run_step_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdMdpPage *self = data;

  gtk_widget_activate_action (GTK_WIDGET (self), self->mode == QD_MDP_MODE_LEARN ? "mdp.learn-step" : "mdp.next", NULL);
}

static void
run_step_back_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  if (QD_MDP_PAGE (data)->mode == QD_MDP_MODE_PLAN)
    gtk_widget_activate_action (GTK_WIDGET (data), "mdp.previous", NULL);
}

static const GActionEntry page_actions[] = {
  { "previous", previous_activated },
  { "next", next_activated },
  { "run", run_activated },
  { "stop", stop_activated },
  { "reset", reset_activated },
  { "show", NULL, "s", "'values'", show_changed },
  { "mode", NULL, "s", "'planning'", mode_changed },
};

static const GActionEntry run_actions[] = {
  { "solve", run_solve_activated },
  { "stop", stop_activated },
  { "step", run_step_activated },
  { "step-back", run_step_back_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_mdp_page_document_changed (QdPage *page, QdPageChange change)
{
  QdMdpPage *self = QD_MDP_PAGE (page);

  self->world = qd_page_get_model (page);
  rebuild (self);
  if (change == QD_PAGE_CHANGE_OPENED)
    say_mode (self);
}

/* A presentation's Page Down and Page Up: an iteration forward or back (in
 * Learn, a step of the agent forward only). */
static gboolean
qd_mdp_page_present_step (QdPage *page, int direction, gboolean playing)
{
  QdMdpPage *self = QD_MDP_PAGE (page);
  gboolean done;

  if (qd_page_get_busy (page))
    return FALSE;
  if (self->mode == QD_MDP_MODE_LEARN)
    return direction > 0 && gtk_widget_activate_action (GTK_WIDGET (self), "mdp.learn-step", NULL);
  done = direction > 0 ? qd_mdp_plan_next (self) : qd_mdp_plan_previous (self);
  qd_mdp_page_update_actions (self);
  return done;
}

static guint
qd_mdp_page_present_position (QdPage *page)
{
  return qd_mdp_page_get_iteration (QD_MDP_PAGE (page));
}

static void
qd_mdp_page_stop (QdPage *page)
{
  QdMdpPage *self = QD_MDP_PAGE (page);

  self->planning = self->learning = FALSE;
  QD_PAGE_CLASS (qd_mdp_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_mdp_page_dispose (GObject *object)
{
  QdMdpPage *self = QD_MDP_PAGE (object);

  qd_page_cancel_job (QD_PAGE (self));
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_MDP_PAGE);
  G_OBJECT_CLASS (qd_mdp_page_parent_class)->dispose (object);
}

static void
qd_mdp_page_finalize (GObject *object)
{
  QdMdpPage *self = QD_MDP_PAGE (object);

  qd_mdp_plan_free (self);
  qd_mdp_learn_free (self);
  g_clear_pointer (&self->engine, qd_mdp_engine_unref);
  g_free (self->cell_v);
  g_free (self->cell_q);
  g_free (self->cell_known);
  g_free (self->cell_policy);
  G_OBJECT_CLASS (qd_mdp_page_parent_class)->finalize (object);
}

static void
add_shortcuts (QdPageClass *klass)
{
  qd_page_class_add_shortcut (klass, GDK_KEY_Left, GDK_ALT_MASK, "mdp.previous", N_("The iteration before"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Right, GDK_ALT_MASK, "mdp.next", N_("The next iteration"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Home, GDK_ALT_MASK, "mdp.reset", N_("Back to V₀ = 0"));
  qd_page_class_add_shortcut (klass, GDK_KEY_Return, GDK_CONTROL_MASK, "mdp.learn-step",
                              N_("One step of the learning agent"));
  qd_page_class_add_shortcut (klass, GDK_KEY_m, GDK_CONTROL_MASK, "mdp.manual",
                              N_("Manual mode: the arrow keys move the agent"));
}

static const QdWorksheetKind *const worksheets[] = { &qd_mdp_worksheet, NULL };

static void
qd_mdp_page_class_init (QdMdpPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_mdp_page_dispose;
  object_class->finalize = qd_mdp_page_finalize;
  page_class->document_changed = qd_mdp_page_document_changed;
  page_class->stop = qd_mdp_page_stop;
  page_class->present_step = qd_mdp_page_present_step;
  page_class->present_position = qd_mdp_page_present_position;
  page_class->get_text_export = qd_mdp_page_get_text_export;
  page_class->build_report = qd_mdp_page_build_report;
  page_class->build_animation = qd_mdp_page_build_animation;
  page_class->worksheets = worksheets;

  g_type_ensure (QD_TYPE_MDP_VIEW);
  g_type_ensure (QD_TYPE_BOARD_PANE);
  g_type_ensure (QD_TYPE_PICTURE_VIEW);
  g_type_ensure (QD_TYPE_PRACTICE_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/mdp/qd-mdp-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdMdpPage, name)
  BIND (board_pane); BIND (board_view); BIND (practice_bar); BIND (status_label); BIND (mode_stack);
  BIND (algorithm_row); BIND (sweeps_row); BIND (sweeps_spin); BIND (epsilon_spin);
  BIND (iteration_label); BIND (residual_label); BIND (bound_label); BIND (residual_view);
  BIND (learner_row); BIND (alpha_row); BIND (explore_row); BIND (alpha_spin); BIND (explore_spin);
  BIND (episodes_spin); BIND (seed_spin); BIND (episodes_done_label); BIND (steps_label); BIND (return_label);
  BIND (returns_view);
  BIND (value_spin); BIND (discount_spin); BIND (noise_spin); BIND (living_spin); BIND (convention_row);
  BIND (check_label);
#undef BIND
  /* Reachable by tests (gtk_widget_get_template_child), not kept. */
  gtk_widget_class_bind_template_child_full (widget_class, "sidebar", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "next_button", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "mode_switcher", FALSE, 0);
  add_shortcuts (page_class);
}

static void
insert_run_actions (QdMdpPage *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), run_actions, G_N_ELEMENTS (run_actions), self);
  qd_widget_insert_action_group (GTK_WIDGET (self), "run", G_ACTION_GROUP (group));
  self->run_group = group;
}

static void
enable_run_action (QdMdpPage *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->run_group), name);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* The keys every page has, enabled as the buttons they stand for. */
static void
update_run_actions (QdMdpPage *self, gboolean busy, gboolean ready)
{
  gboolean plan = self->mode == QD_MDP_MODE_PLAN, learn = self->mode == QD_MDP_MODE_LEARN;

  enable_run_action (self, "solve", (plan && ready && !self->converged) || (learn && ready));
  enable_run_action (self, "stop", busy);
  enable_run_action (self, "step", (plan && ready && qd_mdp_plan_can_next (self)) || (learn && ready));
  enable_run_action (self, "step-back", plan && ready && qd_mdp_plan_can_previous (self));
}

/* AIMA's 4 × 3 world (figure 17.1), the tab's world until a file is opened:
 * a wall at (1, 1), +1 at (3, 2), -1 at (3, 1), R(s) = -0.04, γ = 1. */
static QdMdpWorld *
aima_world (void)
{
  QdMdpWorld *world = qd_mdp_world_new (4, 3);

  world->convention = QD_MDP_AIMA;
  world->discount = 1;
  world->living_reward = -0.04;
  for (guint cell = 0; cell < 12; cell++)
    world->reward[cell] = -0.04;
  world->kind[qd_mdp_world_index (world, 1, 1)] = QD_MDP_WALL;
  world->reward[qd_mdp_world_index (world, 1, 1)] = 0;
  world->kind[qd_mdp_world_index (world, 3, 2)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, 3, 2)] = 1;
  world->kind[qd_mdp_world_index (world, 3, 1)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, 3, 1)] = -1;
  world->start_x = world->start_y = 0;
  return world;
}

static void
qd_mdp_page_init (QdMdpPage *self)
{
  g_autoptr(QdMdpWorld) world = NULL;
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->agent_cell = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  insert_run_actions (self);
  qd_mdp_plan_init (self);
  qd_mdp_learn_init (self);
  qd_mdp_editor_init (self);
  qd_mdp_report_init (self);
  qd_mdp_practice_init (self);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->board_view));
  gtk_widget_set_visible (self->sweeps_row, FALSE);
  qd_canvas_follow_status (QD_CANVAS (self->board_view), self->status_label);

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_board_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board_view), keys);
  g_signal_connect (self->board_view, "cell-clicked", G_CALLBACK (on_cell_clicked), self);
  g_signal_connect_swapped (self->mode_stack, "notify::visible-child-name", G_CALLBACK (on_mode_changed), self);
  g_signal_connect_swapped (self->algorithm_row, "notify::selected", G_CALLBACK (algorithm_changed), self);
  g_signal_connect_swapped (self->epsilon_spin, "value-changed", G_CALLBACK (qd_mdp_plan_show), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_mdp_page_update_actions), self);

  world = aima_world ();
  qd_page_set_model (QD_PAGE (self), g_steal_pointer (&world), QD_PAGE_CHANGE_OPENED);
}

/* ------------------------------------------------------------ for tests */

const QdMdpWorld *
qd_mdp_page_get_world (QdMdpPage *self)
{
  return self->world;
}

void
qd_mdp_page_set_mode (QdMdpPage *self, const char *mode)
{
  gtk_stack_set_visible_child_name (self->mode_stack, mode);
}

guint
qd_mdp_page_get_iteration (QdMdpPage *self)
{
  if (self->engine == NULL || self->frames->len == 0)
    return 0;
  return g_array_index (self->frames, QdMdpPlanFrame, self->shown).iteration;
}

char *
qd_mdp_page_dup_value_text (QdMdpPage *self, guint x, guint y)
{
  guint cell = qd_mdp_world_index (self->world, x, y);
  char text[64];

  if (x >= self->world->w || y >= self->world->h || self->world->kind[cell] == QD_MDP_WALL || self->cell_v == NULL ||
      self->engine == NULL)
    return NULL;
  qd_mdp_render_format_value (self->cell_v[cell], text, sizeof text);
  return g_strdup (text);
}

gboolean
qd_mdp_page_is_settled (QdMdpPage *self)
{
  return !qd_page_get_busy (QD_PAGE (self));
}
