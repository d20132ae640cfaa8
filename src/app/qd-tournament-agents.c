/* qd-tournament-agents.c — the agents' rows of the Tournament window
 * (qd-tournament-agents.h). */
#include "config.h"
#include "qd-tournament-agents.h"

#include <glib/gi18n.h>

#include "app/qd-agent-names.h"
#include "core/qd-agent.h"

#define SPEC_ACTION "agent.set"
#define MENU_KEY "qd-agent-menu"
#define REMOVE_KEY "qd-agent-remove"

struct _QdTournamentAgents
{
  AdwPreferencesGroup parent_instance;

  GtkListBox *list;
  GtkWidget *add;
  GMenu *suggestions;        /* every row's menu: the game's agents, the registry's */
  char **own;                /* the game's agents */
};

G_DEFINE_FINAL_TYPE (QdTournamentAgents, qd_tournament_agents, ADW_TYPE_PREFERENCES_GROUP)

static guint
n_rows (QdTournamentAgents *self)
{
  guint n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->list)); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    n++;
  return n;
}

/* Rows are numbered as the crosstable numbers the agents. */
static void
renumber (QdTournamentAgents *self)
{
  guint n = n_rows (self), i = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row), i++)
    {
      g_autofree char *title = g_strdup_printf (_("Agent %u"), i + 1);
      g_autofree char *choose = g_strdup_printf (_("Choose agent %u"), i + 1);
      g_autofree char *remove = g_strdup_printf (_("Remove agent %u"), i + 1);
      GtkWidget *menu = g_object_get_data (G_OBJECT (row), MENU_KEY);
      GtkWidget *remove_button = g_object_get_data (G_OBJECT (row), REMOVE_KEY);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL, choose, -1);
      /* GTK 4.8: the focus and the screen reader are on the button inside. */
      if (gtk_widget_get_first_child (menu) != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_first_child (menu)),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, choose, -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (remove_button), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
      gtk_widget_set_sensitive (remove_button, n > 2);
    }
  gtk_widget_set_sensitive (self->add, n < QD_TOURNAMENT_MAX_AGENTS);
}

static void
on_remove (GtkButton *button, QdTournamentAgents *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  if (row == NULL || n_rows (self) <= 2)
    return;
  gtk_list_box_remove (self->list, row);
  renumber (self);
}

static void
set_spec (GSimpleAction *action, GVariant *param, gpointer row)
{
  gtk_editable_set_text (GTK_EDITABLE (row), g_variant_get_string (param, NULL));
  gtk_widget_grab_focus (row);
  gtk_editable_set_position (GTK_EDITABLE (row), -1);
}

static GtkWidget *
add_row (QdTournamentAgents *self, const char *spec)
{
  GtkWidget *row = adw_entry_row_new ();
  GtkWidget *menu = gtk_menu_button_new ();
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) set = g_simple_action_new ("set", G_VARIANT_TYPE_STRING);

  gtk_editable_set_text (GTK_EDITABLE (row), spec);
  /* The menu's items set this row's spec through its own "agent" group. */
  g_signal_connect_object (set, "activate", G_CALLBACK (set_spec), row, 0);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (set));
  gtk_widget_insert_action_group (row, "agent", G_ACTION_GROUP (group));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "view-list-symbolic");
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (menu), G_MENU_MODEL (self->suggestions));
  gtk_widget_set_tooltip_text (menu, _("The game’s agents and yours"));
  gtk_widget_add_css_class (menu, "flat");
  gtk_widget_set_valign (menu, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, _("Remove this agent"));
  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  g_signal_connect (remove, "clicked", G_CALLBACK (on_remove), self);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), menu);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
  g_object_set_data (G_OBJECT (row), MENU_KEY, menu);
  g_object_set_data (G_OBJECT (row), REMOVE_KEY, remove);
  gtk_list_box_append (self->list, row);
  renumber (self);
  return row;
}

static void
on_add (GtkButton *button, QdTournamentAgents *self)
{
  if (n_rows (self) < QD_TOURNAMENT_MAX_AGENTS)
    gtk_widget_grab_focus (add_row (self, ""));
}

void
qd_tournament_agents_set (QdTournamentAgents *self, const char *const *specs)
{
  GtkWidget *row;

  g_return_if_fail (QD_IS_TOURNAMENT_AGENTS (self));
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, row);
  for (guint i = 0; specs[i] != NULL && i < QD_TOURNAMENT_MAX_AGENTS; i++)
    add_row (self, specs[i]);
  while (n_rows (self) < 2)
    add_row (self, "");
}

char **
qd_tournament_agents_get (QdTournamentAgents *self)
{
  GPtrArray *specs = g_ptr_array_new ();

  g_return_val_if_fail (QD_IS_TOURNAMENT_AGENTS (self), NULL);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      char *spec = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));

      if (spec[0] != '\0')
        g_ptr_array_add (specs, spec);
      else
        g_free (spec);
    }
  g_ptr_array_add (specs, NULL);
  return (char **) g_ptr_array_free (specs, FALSE);
}

static void
add_suggestion (GMenu *section, const char *label, const char *spec)
{
  g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

  g_menu_item_set_action_and_target_value (item, SPEC_ACTION, g_variant_new_string (spec));
  g_menu_append_item (section, item);
}

/* The rows' menu: the game's own agents, the registry's, a program. */
static void
refresh_suggestions (QdTournamentAgents *self)
{
  GListModel *names = qd_agent_names_get ();
  g_autoptr(GMenu) own = g_menu_new ();
  g_autoptr(GMenu) registry = g_menu_new ();
  g_autoptr(GMenu) program = g_menu_new ();

  for (guint i = 0; self->own != NULL && self->own[i] != NULL; i++)
    add_suggestion (own, self->own[i], self->own[i]);
  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    {
      g_autoptr(GtkStringObject) name = g_list_model_get_item (names, i);
      g_autofree char *spec = g_strconcat ("agent:", gtk_string_object_get_string (name), NULL);

      add_suggestion (registry, spec, spec);
    }
  add_suggestion (program, _("A Program (program:COMMAND)"), "program:");
  g_menu_remove_all (self->suggestions);
  g_menu_append_section (self->suggestions, _("The Game’s Agents"), G_MENU_MODEL (own));
  if (g_list_model_get_n_items (names) > 0)
    g_menu_append_section (self->suggestions, _("Your Agents"), G_MENU_MODEL (registry));
  g_menu_append_section (self->suggestions, NULL, G_MENU_MODEL (program));
}

void
qd_tournament_agents_set_game (QdTournamentAgents *self, const char *const *own)
{
  guint k = 0;

  g_return_if_fail (QD_IS_TOURNAMENT_AGENTS (self) && own != NULL && own[0] != NULL);
  g_strfreev (self->own);
  self->own = g_strdupv ((char **) own);
  refresh_suggestions (self);
  /* Another game's own agents are not this one's; outside agents play any. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (!qd_agent_spec_is_outside (gtk_editable_get_text (GTK_EDITABLE (row))))
      {
        gtk_editable_set_text (GTK_EDITABLE (row), own[k]);
        k = k == 0 && own[1] != NULL ? 1 : 0;
      }
}

static void
qd_tournament_agents_init (QdTournamentAgents *self)
{
  GtkWidget *content = adw_button_content_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Agents"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
    _("The game’s own (random, alphabeta:4, …), agent:NAME from Outside Agents, or program:COMMAND"));
  self->suggestions = g_menu_new ();
  self->add = gtk_button_new ();
  adw_button_content_set_icon_name (ADW_BUTTON_CONTENT (content), "list-add-symbolic");
  adw_button_content_set_label (ADW_BUTTON_CONTENT (content), _("_Add Agent"));
  adw_button_content_set_use_underline (ADW_BUTTON_CONTENT (content), TRUE);
  gtk_button_set_child (GTK_BUTTON (self->add), content);
  gtk_widget_add_css_class (self->add, "flat");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->add), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Add Agent"), -1);
  g_signal_connect (self->add, "clicked", G_CALLBACK (on_add), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), self->add);
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Agents"), -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (self->list));
  /* The registry's names follow the Outside Agents window. */
  g_signal_connect_object (qd_agent_names_get (), "items-changed", G_CALLBACK (refresh_suggestions), self,
                           G_CONNECT_SWAPPED);
}

static void
qd_tournament_agents_finalize (GObject *object)
{
  QdTournamentAgents *self = QD_TOURNAMENT_AGENTS (object);

  g_clear_object (&self->suggestions);
  g_strfreev (self->own);
  G_OBJECT_CLASS (qd_tournament_agents_parent_class)->finalize (object);
}

static void
qd_tournament_agents_class_init (QdTournamentAgentsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_tournament_agents_finalize;
}

GtkWidget *
qd_tournament_agents_new (void)
{
  return g_object_new (QD_TYPE_TOURNAMENT_AGENTS, NULL);
}
