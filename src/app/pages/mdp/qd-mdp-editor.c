/* qd-mdp-editor.c — the Edit mode: tools that make a cell open, a wall, a
 * terminal of the value in the sidebar, or the start (a click, or Space and
 * Return on the board's cursor; the keys O, W, T and S choose the tool,
 * Delete opens the cell), and the world's parameters.  Every change is one
 * edit of the document (undo, redo, saved atomically by the page base);
 * a world the rules refuse is shown with the reason under the parameters. */
#include "config.h"
#include "qd-mdp-page-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"

typedef enum {
  TOOL_OPEN,
  TOOL_WALL,
  TOOL_TERMINAL,
  TOOL_START,
} Tool;

static const char *const tool_names[] = { "open", "wall", "terminal", "start" };

static Tool
current_tool (QdMdpPage *self)
{
  GVariant *state = g_action_get_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), "tool")));
  Tool tool = TOOL_OPEN;

  for (guint i = 0; i < G_N_ELEMENTS (tool_names); i++)
    if (g_str_equal (g_variant_get_string (state, NULL), tool_names[i]))
      tool = (Tool) i;
  g_variant_unref (state);
  return tool;
}

static gboolean
can_edit (QdMdpPage *self)
{
  if (!qd_page_get_busy (QD_PAGE (self)))
    return TRUE;
  qd_page_toast (QD_PAGE (self), _("Stop the run before editing the world"));
  return FALSE;
}

static gboolean
is_start (const QdMdpWorld *world, guint cell)
{
  return (gint) (cell % world->w) == world->start_x && (gint) (cell / world->w) == world->start_y;
}

/* Whether the tool would change the cell. */
static gboolean
changes (QdMdpPage *self, Tool tool, guint cell)
{
  const QdMdpWorld *world = self->world;

  switch (tool)
    {
    case TOOL_WALL:
      return world->kind[cell] != QD_MDP_WALL;
    case TOOL_TERMINAL:
      return world->kind[cell] != QD_MDP_TERMINAL || world->reward[cell] != gtk_spin_button_get_value (self->value_spin);
    case TOOL_START:
      return !is_start (world, cell);
    case TOOL_OPEN:
    default:
      return world->kind[cell] != QD_MDP_OPEN;
    }
}

static char *
apply_tool (QdMdpPage *self, Tool tool, guint cell)
{
  QdMdpWorld *world = self->world;
  g_autofree char *name = qd_mdp_page_cell_name (self, cell);
  g_autofree char *value = NULL;

  switch (tool)
    {
    case TOOL_WALL:
      world->kind[cell] = QD_MDP_WALL;
      world->reward[cell] = 0;
      if (is_start (world, cell))
        world->start_x = world->start_y = -1;
      return g_strdup_printf (_("%s is a wall."), name);
    case TOOL_TERMINAL:
      world->kind[cell] = QD_MDP_TERMINAL;
      world->reward[cell] = gtk_spin_button_get_value (self->value_spin);
      value = qd_format_number_short_locale (world->reward[cell]);
      return g_strdup_printf (_("%s is a terminal of value %s."), name, value);
    case TOOL_START:
      world->start_x = (gint) (cell % world->w);
      world->start_y = (gint) (cell / world->w);
      return g_strdup_printf (_("The start is %s."), name);
    case TOOL_OPEN:
    default:
      world->kind[cell] = QD_MDP_OPEN;
      world->reward[cell] = world->living_reward;
      return g_strdup_printf (_("%s is open."), name);
    }
}

static void
apply (QdMdpPage *self, Tool tool, guint cell)
{
  g_autofree char *status = NULL;

  if (self->world == NULL || cell >= self->world->w * self->world->h || !changes (self, tool, cell) ||
      !can_edit (self))
    return;
  if (tool == TOOL_START && self->world->kind[cell] == QD_MDP_WALL)
    {
      qd_page_toast (QD_PAGE (self), _("The start cannot be on a wall"));
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  status = apply_tool (self, tool, cell);
  qd_mdp_page_world_edited (self, status);
}

void
qd_mdp_editor_apply (QdMdpPage *self, guint cell)
{
  apply (self, current_tool (self), cell);
}

gboolean
qd_mdp_editor_key (QdMdpPage *self, guint keyval)
{
  gunichar c = g_unichar_tolower (gdk_keyval_to_unicode (keyval));
  const char *tool = c == 'o' ? "open" : c == 'w' ? "wall" : c == 't' ? "terminal" : c == 's' ? "start" : NULL;
  gint cursor = qd_canvas_get_cursor (QD_CANVAS (self->board_view));

  if (tool != NULL)
    {
      g_action_change_state (G_ACTION (qd_page_lookup_action (QD_PAGE (self), "tool")), g_variant_new_string (tool));
      return TRUE;
    }
  if ((keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace) && cursor >= 0)
    {
      apply (self, TOOL_OPEN, (guint) cursor);
      return TRUE;
    }
  return FALSE;
}

static void
tool_changed (GSimpleAction *action, GVariant *state, gpointer data)
{
  QdMdpPage *self = data;
  static const char *const said[] = {
    N_("Open: a click makes a cell open."), N_("Wall: a click makes a cell a wall."),
    N_("Terminal: a click makes a cell a terminal of the value below."), N_("Start: a click puts the start there."),
  };

  g_simple_action_set_state (action, state);
  qd_mdp_page_set_status (self, _(said[current_tool (self)]));
}

/* ------------------------------------------------------------ parameters */

/* Open cells that had the old living reward get the new one. */
static void
set_living_reward (QdMdpWorld *world, double reward)
{
  for (guint cell = 0; cell < world->w * world->h; cell++)
    if (world->kind[cell] == QD_MDP_OPEN && world->reward[cell] == world->living_reward)
      world->reward[cell] = reward;
  world->living_reward = reward;
}

static void
on_parameter_changed (QdMdpPage *self)
{
  QdMdpWorld *world = self->world;
  double discount = gtk_spin_button_get_value (self->discount_spin);
  double noise = gtk_spin_button_get_value (self->noise_spin);
  double living = gtk_spin_button_get_value (self->living_spin);
  QdMdpConvention convention = adw_combo_row_get_selected (self->convention_row) == 1 ? QD_MDP_AIMA : QD_MDP_COURSE;

  if (self->updating || world == NULL)
    return;
  if (discount == world->discount && noise == world->noise && living == world->living_reward &&
      convention == world->convention)
    return;
  if (!can_edit (self))
    {
      qd_mdp_editor_show (self);
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  world->discount = discount;
  world->noise = noise;
  world->convention = convention;
  set_living_reward (world, living);
  qd_mdp_page_world_edited (self, _("The parameters changed: planning and learning start again."));
}

void
qd_mdp_editor_show (QdMdpPage *self)
{
  const QdMdpWorld *world = self->world;

  if (world == NULL)
    return;
  self->updating = TRUE;
  gtk_spin_button_set_value (self->discount_spin, world->discount);
  gtk_spin_button_set_value (self->noise_spin, world->noise);
  gtk_spin_button_set_value (self->living_spin, world->living_reward);
  adw_combo_row_set_selected (self->convention_row, world->convention == QD_MDP_AIMA ? 1 : 0);
  self->updating = FALSE;
}

static const GActionEntry editor_actions[] = {
  { "tool", NULL, "s", "'wall'", tool_changed },
};

void
qd_mdp_editor_init (QdMdpPage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect_swapped (self->discount_spin, "value-changed", G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->noise_spin, "value-changed", G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->living_spin, "value-changed", G_CALLBACK (on_parameter_changed), self);
  g_signal_connect_swapped (self->convention_row, "notify::selected", G_CALLBACK (on_parameter_changed), self);
}
