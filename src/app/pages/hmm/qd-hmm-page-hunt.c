/* qd-hmm-page-hunt.c — a board: the hunter moved by the arrow keys (Space
 * stays) or the buttons, each move a turn of the world (qd_hmm_hunt_turn)
 * then the beliefs (qd_hmm_tracker_update); the computer's greedy move, a
 * hunt played to the end on a timer (Stop ends it), a new hunt from a
 * seed; the belief of one ghost or of all (their sum: the ghosts expected
 * on each square) as a heat map beside or under its particles; the ghosts'
 * true squares only on request.  A localization board (`sensor: walls`)
 * has no hunter: Step moves the robot, and the likeliest square is said
 * beside the true one (on request). */
#include "config.h"
#include "qd-hmm-page-private.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

/* Hunt to the End: a turn this often, and at most this many. */
#define PLAY_INTERVAL_MS 150
#define PLAY_MAX_TURNS 2000

static gboolean
localization (QdHmmPage *self)
{
  return self->world->hunt->sensor == QD_HMM_SENSOR_WALLS;
}

static gboolean
action_state (QdHmmPage *self, const char *name)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), name)));

  return g_variant_get_boolean (state);
}

/* The ghost whose belief is shown, or -1 for all. */
static gint
shown_ghost (QdHmmPage *self)
{
  guint selected = adw_combo_row_get_selected (self->ghost_row);

  return selected == 0 || selected == GTK_INVALID_LIST_POSITION ? -1 : (gint) selected - 1;
}

/* The belief shown: one ghost's, or every free ghost's summed. */
static void
fill_belief (QdHmmPage *self, gint ghost)
{
  const QdHmmHunt *hunt = self->world->hunt;
  guint n = hunt->grid->n_cells;

  self->board_belief = g_renew (double, self->board_belief, n);
  memset (self->board_belief, 0, n * sizeof (double));
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (ghost < 0 ? !hunt->caught[g] : (guint) ghost == g)
      {
        const double *belief = qd_hmm_tracker_belief (self->tracker, g);

        for (guint s = 0; s < n; s++)
          self->board_belief[s] += belief[s];
      }
}

static void
fill_particles (QdHmmPage *self, gint ghost)
{
  const QdHmmHunt *hunt = self->world->hunt;

  self->n_board_particles = 0;
  if (self->tracker->particles == NULL)
    return;
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (ghost < 0 ? !hunt->caught[g] : (guint) ghost == g)
      {
        const QdHiddenParticles *p = self->tracker->particles[g];

        self->board_particles = g_renew (guint, self->board_particles, self->n_board_particles + p->n);
        memcpy (self->board_particles + self->n_board_particles, p->state, p->n * sizeof (guint));
        self->n_board_particles += p->n;
      }
}

static guint
fill_truth (QdHmmPage *self, gint ghost)
{
  const QdHmmHunt *hunt = self->world->hunt;
  guint n = 0;

  self->truth = g_renew (guint, self->truth, MAX (hunt->n_ghosts, 1));
  for (guint g = 0; g < hunt->n_ghosts; g++)
    if (!hunt->caught[g] && (ghost < 0 || (guint) ghost == g))
      self->truth[n++] = hunt->ghost[g];
  return n;
}

static char *
square_name (const QdHmmHunt *hunt, guint state)
{
  return g_strdup_printf ("(%u, %u)", hunt->grid->x[state], hunt->grid->y[state]);
}

/* "Ghost 1: 7, ghost 2: caught" or the robot's four wall bits. */
static char *
readings_text (QdHmmPage *self)
{
  const QdHmmHunt *hunt = self->world->hunt;
  GString *text = g_string_new (NULL);

  if (localization (self))
    {
      static const char *const sides[] = { N_("north"), N_("east"), N_("south"), N_("west") };
      gint r = hunt->reading[0];

      g_string_append (text, _("Walls read:"));
      for (guint d = 0; d < 4; d++)
        g_string_append_printf (text, " %s %s%s", _(sides[d]), (r >> d) & 1 ? _("wall") : _("open"), d < 3 ? "," : "");
      return g_string_free (text, FALSE);
    }
  g_string_append (text, _("Readings:"));
  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      if (hunt->caught[g])
        g_string_append_printf (text, _(" ghost %u caught"), g + 1);
      else
        g_string_append_printf (text, _(" ghost %u heard at %d"), g + 1, hunt->reading[g]);
      g_string_append (text, g + 1 < hunt->n_ghosts ? "," : "");
    }
  return g_string_free (text, FALSE);
}

/* Localization: the likeliest square, and the true one when shown. */
static char *
robot_status (QdHmmPage *self, gboolean truth)
{
  const QdHmmHunt *hunt = self->world->hunt;
  const double *belief = qd_hmm_tracker_belief (self->tracker, 0);
  guint best = 0, distance;
  g_autofree char *best_name = NULL, *true_name = NULL;
  g_autofree char *p = NULL;

  for (guint s = 1; s < hunt->grid->n_cells; s++)
    if (belief[s] > belief[best])
      best = s;
  best_name = square_name (hunt, best);
  p = qd_format_number_short_locale (belief[best]);
  if (!truth)
    return g_strdup_printf (_("Turn %u: the likeliest square is %s (%s)."), hunt->turns, best_name, p);
  true_name = square_name (hunt, hunt->ghost[0]);
  distance = qd_hidden_grid_distance (hunt->grid, best, hunt->ghost[0]);
  return g_strdup_printf (ngettext ("Turn %u: the likeliest square is %s (%s); the robot is on %s, %u square away.",
                                    "Turn %u: the likeliest square is %s (%s); the robot is on %s, %u squares away.",
                                    distance),
                          hunt->turns, best_name, p, true_name, distance);
}

void
qd_hmm_hunt_page_show (QdHmmPage *self)
{
  const QdHmmHunt *hunt = self->world != NULL ? self->world->hunt : NULL;
  QdHmmBoardOptions options;
  gint ghost;
  g_autofree char *before = NULL, *readings = NULL;

  if (hunt == NULL || self->tracker == NULL)
    return;
  ghost = localization (self) ? 0 : shown_ghost (self);
  fill_belief (self, ghost);
  fill_particles (self, ghost);
  qd_hmm_render_board_options_init (&options, NULL);
  options.belief = self->board_belief;
  options.particles = self->n_board_particles > 0 ? self->board_particles : NULL;
  options.n_particles = self->n_board_particles;
  options.side_by_side = options.particles != NULL && action_state (self, "side-by-side");
  options.hunter = hunt->hunter != G_MAXUINT ? (gint) hunt->hunter : -1;
  if (action_state (self, "show-ghosts"))
    {
      options.n_truth = fill_truth (self, ghost);
      options.truth = self->truth;
    }
  before = localization (self) ? g_strdup (_("The robot’s belief."))
         : ghost < 0 ? g_strdup (_("Every ghost’s belief, summed."))
                     : g_strdup_printf (_("Ghost %u’s belief."), ghost + 1);
  qd_hmm_view_set_board (self->view, hunt->grid, &options, before);
  readings = readings_text (self);
  gtk_label_set_label (self->readings_label, readings);
  if (localization (self))
    {
      g_autofree char *status = robot_status (self, action_state (self, "show-ghosts"));

      qd_hmm_page_set_status (self, status);
    }
}

/* ------------------------------------------------------------ turns */

static void
fill_ghost_row (QdHmmPage *self)
{
  const QdHmmHunt *hunt = self->world->hunt;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  gtk_string_list_append (names, _("All Ghosts"));
  for (guint g = 0; g < hunt->n_ghosts; g++)
    {
      g_autofree char *name = g_strdup_printf (_("Ghost %u"), g + 1);

      gtk_string_list_append (names, name);
    }
  self->updating = TRUE;
  adw_combo_row_set_model (self->ghost_row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (self->ghost_row, 0);
  self->updating = FALSE;
}

void
qd_hmm_hunt_page_start (QdHmmPage *self)
{
  QdHmmHunt *hunt = self->world->hunt;
  guint64 seed = (guint64) gtk_spin_button_get_value (self->hunt_seed_spin);
  guint particles = (guint) gtk_spin_button_get_value_as_int (self->hunt_particles_spin);
  g_autoptr(GError) error = NULL;

  qd_hmm_hunt_page_stop (self);
  g_clear_pointer (&self->tracker, qd_hmm_tracker_free);
  qd_hmm_hunt_reset (hunt, seed);
  g_array_set_size (self->moves, 0);
  self->moves_by_person = FALSE;
  self->hunt_seed = seed;
  self->hunt_particles = particles;
  self->tracker = qd_hmm_tracker_new (hunt, particles, seed, QD_HIDDEN_RESAMPLE_SYSTEMATIC, &error);
  self->caught = 0;
  gtk_widget_set_visible (self->hunter_box, !localization (self));
  gtk_widget_set_visible (self->robot_box, localization (self));
  gtk_widget_set_visible (GTK_WIDGET (self->ghost_row), !localization (self) && hunt->n_ghosts > 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->show_ghosts_row),
                                 localization (self) ? _("Show the Robot") : _("Show the Ghosts"));
  adw_action_row_set_subtitle (self->show_ghosts_row, localization (self) ? _("Where it really is (Ctrl+Shift+G)")
                                                                          : _("Where they really are (Ctrl+Shift+G)"));
  fill_ghost_row (self);
  if (self->tracker == NULL)
    {
      qd_hmm_view_clear (self->view);
      qd_hmm_page_set_status (self, error->message);
      qd_hmm_page_update_actions (self);
      return;
    }
  qd_hmm_page_set_status (self, localization (self) ? _("Step moves the robot; its belief follows what it reads.")
                                                    : _("Move the hunter with the arrow keys (Space stays), or let "
                                                        "the computer move."));
  qd_hmm_hunt_page_show (self);
  qd_hmm_page_update_actions (self);
}

/* The ghosts caught since the last turn, said. */
static void
announce (QdHmmPage *self)
{
  const QdHmmHunt *hunt = self->world->hunt;
  g_autofree char *text = NULL;
  guint caught = 0;

  for (guint g = 0; g < hunt->n_ghosts; g++)
    caught += hunt->caught[g] ? 1 : 0;
  if (localization (self) || caught == self->caught)
    return;
  self->caught = caught;
  if (qd_hmm_hunt_over (hunt))
    text = g_strdup_printf (ngettext ("Every ghost caught in %u turn.", "Every ghost caught in %u turns.",
                                      hunt->turns), hunt->turns);
  else
    text = g_strdup_printf (_("Caught! %u of %u ghosts after %u turns."), caught, hunt->n_ghosts, hunt->turns);
  qd_hmm_page_set_status (self, text);
  qd_page_toast (QD_PAGE (self), text);
}

/* One turn with the hunter moving in DIRECTION; FALSE when it cannot. */
static gboolean
play_turn (QdHmmPage *self, guint direction)
{
  QdHmmHunt *hunt = self->world->hunt;
  g_autoptr(GError) error = NULL;

  if (self->tracker == NULL || qd_hmm_hunt_over (hunt))
    return FALSE;
  if (!qd_hmm_hunt_can_move (hunt, direction))
    {
      qd_hmm_page_set_status (self, _("A wall is in the way."));
      return FALSE;
    }
  qd_hmm_hunt_turn (hunt, direction);
  g_array_append_val (self->moves, direction);
  if (!qd_hmm_tracker_update (self->tracker, &error))
    {
      qd_hmm_page_set_status (self, error->message);
      qd_page_toast_error (QD_PAGE (self), error);
    }
  else if (!localization (self))
    {
      g_autofree char *text = g_strdup_printf (_("Turn %u."), hunt->turns);

      qd_hmm_page_set_status (self, text);
    }
  announce (self);
  qd_hmm_hunt_page_show (self);
  qd_hmm_page_update_actions (self);
  return TRUE;
}

static void
move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;
  guint direction = g_variant_get_uint32 (param);

  if (self->world->hunt != NULL && direction <= QD_HMM_STAY && self->play_source == 0 &&
      play_turn (self, localization (self) ? QD_HMM_STAY : direction))
    self->moves_by_person = TRUE;
}

static gboolean
computer_turn (QdHmmPage *self)
{
  if (self->world->hunt == NULL || self->tracker == NULL)
    return FALSE;
  if (localization (self))
    return play_turn (self, QD_HMM_STAY);
  return play_turn (self, qd_hmm_hunt_greedy_move (self->world->hunt, self->tracker));
}

static void
computer_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;

  if (self->play_source == 0)
    computer_turn (self);
}

static gboolean
on_play_tick (gpointer data)
{
  QdHmmPage *self = data;

  if (self->world->hunt->turns < PLAY_MAX_TURNS && computer_turn (self) && !qd_hmm_hunt_over (self->world->hunt))
    return G_SOURCE_CONTINUE;
  self->play_source = 0;
  qd_hmm_hunt_page_stop (self);
  return G_SOURCE_REMOVE;
}

static void
hunt_to_end_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;

  if (self->world->hunt == NULL || self->tracker == NULL || self->play_source != 0 || localization (self) ||
      qd_hmm_hunt_over (self->world->hunt))
    return;
  self->play_source = g_timeout_add (PLAY_INTERVAL_MS, on_play_tick, self);
  qd_run_controls_set_busy (self->run_controls, TRUE);
  qd_page_set_busy (QD_PAGE (self), TRUE);
  qd_hmm_page_update_actions (self);
}

void
qd_hmm_hunt_page_stop (QdHmmPage *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
  if (qd_page_get_busy (QD_PAGE (self)) && qd_page_get_job (QD_PAGE (self)) == NULL)
    {
      qd_page_set_busy (QD_PAGE (self), FALSE);
      qd_run_controls_set_busy (self->run_controls, FALSE);
    }
  qd_hmm_page_update_actions (self);
}

static void
new_hunt_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdHmmPage *self = data;

  if (self->world->hunt != NULL)
    qd_hmm_hunt_page_start (self);
}

static void
toggle_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  g_simple_action_set_state (action, state);
  qd_hmm_hunt_page_show (data);
}

gboolean
qd_hmm_hunt_page_key (QdHmmPage *self, guint keyval)
{
  guint direction;

  switch (keyval)
    {
    case GDK_KEY_Up: case GDK_KEY_KP_Up: direction = QD_HIDDEN_NORTH; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: direction = QD_HIDDEN_EAST; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: direction = QD_HIDDEN_SOUTH; break;
    case GDK_KEY_Left: case GDK_KEY_KP_Left: direction = QD_HIDDEN_WEST; break;
    case GDK_KEY_space: case GDK_KEY_KP_Space: direction = QD_HMM_STAY; break;
    default: return FALSE;
    }
  if (self->world == NULL || self->world->hunt == NULL)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "hmm.move", "u", direction);
  return TRUE;
}

static void
on_ghost_selected (QdHmmPage *self)
{
  if (!self->updating)
    qd_hmm_hunt_page_show (self);
}

static const GActionEntry hunt_actions[] = {
  { "move", move_activated, "u" },
  { "computer-move", computer_move_activated },
  { "hunt-to-end", hunt_to_end_activated },
  { "new-hunt", new_hunt_activated },
  { "show-ghosts", NULL, NULL, "false", toggle_changed },
  { "side-by-side", NULL, NULL, "true", toggle_changed },
};

void
qd_hmm_hunt_page_init (QdHmmPage *self)
{
  qd_page_add_actions (QD_PAGE (self), hunt_actions, G_N_ELEMENTS (hunt_actions), self);
  self->moves = g_array_new (FALSE, FALSE, sizeof (guint));
  g_signal_connect_swapped (self->ghost_row, "notify::selected", G_CALLBACK (on_ghost_selected), self);
}

void
qd_hmm_hunt_page_free (QdHmmPage *self)
{
  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_pointer (&self->tracker, qd_hmm_tracker_free);
  g_clear_pointer (&self->board_belief, g_free);
  g_clear_pointer (&self->board_particles, g_free);
  g_clear_pointer (&self->truth, g_free);
  g_array_set_size (self->moves, 0);
}
