/* qd-normalform-page-edit.c — the payoff table's editor in the sidebar: the
 * focused cell's payoffs, the chosen player's name and its strategy in that
 * cell (renamed, added, removed).  Every edit goes into the undo history. */
#include "config.h"
#include "qd-normalform-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* The cell the editor works on: the view's cursor, else the first. */
static guint
current_cell (QdNormalformPage *self)
{
  gint cell = qd_canvas_get_cursor (QD_CANVAS (self->view));

  return cell >= 0 && (guint) cell < self->game->n_profiles ? (guint) cell : 0;
}

static guint
current_player (QdNormalformPage *self)
{
  guint p = adw_combo_row_get_selected (self->player_row);

  return p < self->game->n_players ? p : 0;
}

static QdNormalform *
editable (QdNormalformPage *self)
{
  return qd_page_get_model (QD_PAGE (self));
}

/* After an edit in place: the title, the view and the analyses follow. */
static void
edited (QdNormalformPage *self)
{
  qd_normalform_page_untitle (self, editable (self));
  qd_normalform_page_follow_title (self);
  qd_normalform_view_set_game (self->view, self->game);
  qd_normalform_edit_show (self);
  qd_normalform_page_solve (self);
}

static void
refuse (QdNormalformPage *self, const char *message)
{
  qd_page_toast (QD_PAGE (self), message);
  qd_normalform_edit_show (self);
}

static void
on_payoffs_apply (QdNormalformPage *self)
{
  g_auto(GStrv) words = g_strsplit_set (gtk_editable_get_text (GTK_EDITABLE (self->payoffs_row)), " \t,;", -1);
  QdRational values[QD_NORMALFORM_PLAYERS_MAX];
  guint n = 0, cell = current_cell (self);
  gboolean same = TRUE;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (n == self->game->n_players || !qd_rational_parse (words[i], strlen (words[i]), &values[n++]))
        {
          refuse (self, _("Payoffs are exact numbers, one for each player: integers, fractions (3/4) or decimals"));
          return;
        }
    }
  if (n != self->game->n_players)
    {
      refuse (self, _("Give one payoff for each player"));
      return;
    }
  for (guint p = 0; p < n; p++)
    same = same && qd_rational_equal (values[p], qd_normalform_payoff (self->game, cell, p));
  if (same)
    return;
  qd_page_record_edit (QD_PAGE (self));
  memcpy (&editable (self)->payoffs[(gsize) cell * n], values, sizeof (QdRational) * n);
  edited (self);
}

/* A new name for `*slot` (a player's or a strategy's), checked first. */
static void
set_name (QdNormalformPage *self, char **slot, const char *name, gboolean free_name)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (*slot, name) == 0)
    return;
  if (!qd_normalform_check_name (name, &error))
    {
      refuse (self, error->message);
      return;
    }
  if (!free_name)
    {
      refuse (self, _("Another strategy of this player has that name"));
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  g_free (*slot);
  *slot = g_strdup (name);
  edited (self);
}

static void
on_strategy_apply (QdNormalformPage *self)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX], p = current_player (self);
  const char *name = gtk_editable_get_text (GTK_EDITABLE (self->strategy_row));

  qd_normalform_strategies (self->game, current_cell (self), s);
  set_name (self, &editable (self)->players[p].strategies[s[p]], name,
          qd_normalform_name_free (self->game, p, s[p], name));
}

static void
on_player_name_apply (QdNormalformPage *self)
{
  set_name (self, &editable (self)->players[current_player (self)].name,
          gtk_editable_get_text (GTK_EDITABLE (self->player_name_row)), TRUE);
}

/* A new game from an edit that reshapes the table. */
static void
reshape (QdNormalformPage *self, QdNormalform *game, GError *error)
{
  if (game == NULL)
    {
      refuse (self, error->message);
      g_error_free (error);
      return;
    }
  qd_page_record_edit (QD_PAGE (self));
  qd_normalform_page_untitle (self, game);
  qd_page_set_model (QD_PAGE (self), game, QD_PAGE_CHANGE_REPLACED);
}

static void
action_add_strategy (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  QdNormalformPage *self = user_data;
  guint p = current_player (self), n = self->game->players[p].n_strategies;
  g_autofree char *name = NULL;
  GError *error = NULL;

  /* "s3", or the first free "s4", "s5"… */
  for (guint i = n + 1; name == NULL || qd_normalform_find_strategy (self->game, p, name) >= 0; i++)
    {
      g_free (name);
      name = g_strdup_printf ("s%u", i);
    }
  reshape (self, qd_normalform_add_strategy (self->game, p, name, &error), error);
}

static void
action_remove_strategy (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  QdNormalformPage *self = user_data;
  guint s[QD_NORMALFORM_PLAYERS_MAX], p = current_player (self);
  GError *error = NULL;

  qd_normalform_strategies (self->game, current_cell (self), s);
  reshape (self, qd_normalform_remove_strategy (self->game, p, s[p], &error), error);
}

static void
on_cell_chosen (QdNormalformPage *self, guint cell)
{
  qd_normalform_edit_show (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->payoffs_row));
}

/* The board's menu: the cursor's cell's payoffs, to type. */
static void
action_edit_payoffs (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  QdNormalformPage *self = user_data;

  on_cell_chosen (self, current_cell (self));
}

void
qd_normalform_edit_show (QdNormalformPage *self)
{
  guint s[QD_NORMALFORM_PLAYERS_MAX], cell, p;
  g_autoptr(GString) payoffs = g_string_new (NULL);
  guint selected = adw_combo_row_get_selected (self->player_row);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  if (self->game == NULL)
    return;
  for (guint i = 0; i < self->game->n_players; i++)
    g_ptr_array_add (names, self->game->players[i].name);
  g_ptr_array_add (names, NULL);
  /* The list of players only when it changed: replacing it resets the choice. */
  if (g_list_model_get_n_items (G_LIST_MODEL (self->players)) != self->game->n_players ||
      !g_str_equal (gtk_string_list_get_string (self->players, MIN (selected, self->game->n_players - 1)),
                    self->game->players[MIN (selected, self->game->n_players - 1)].name))
    {
      gtk_string_list_splice (self->players, 0, g_list_model_get_n_items (G_LIST_MODEL (self->players)),
                              (const char *const *) names->pdata);
      adw_combo_row_set_selected (self->player_row, selected < self->game->n_players ? selected : 0);
    }
  cell = current_cell (self);
  p = current_player (self);
  qd_normalform_strategies (self->game, cell, s);
  for (guint i = 0; i < self->game->n_players; i++)
    {
      g_autofree char *v = qd_rational_to_string (qd_normalform_payoff (self->game, cell, i));

      g_string_append_printf (payoffs, "%s%s", i ? " " : "", v);
    }
  gtk_editable_set_text (GTK_EDITABLE (self->payoffs_row), payoffs->str);
  gtk_editable_set_text (GTK_EDITABLE (self->strategy_row), self->game->players[p].strategies[s[p]]);
  gtk_editable_set_text (GTK_EDITABLE (self->player_name_row), self->game->players[p].name);
}

void
qd_normalform_edit_init (QdNormalformPage *self)
{
  static const GActionEntry actions[] = {
    { "add-strategy", action_add_strategy },
    { "remove-strategy", action_remove_strategy },
    { "edit-payoffs", action_edit_payoffs },
  };

  qd_page_add_actions (QD_PAGE (self), actions, G_N_ELEMENTS (actions), self);
  g_signal_connect_swapped (self->payoffs_row, "apply", G_CALLBACK (on_payoffs_apply), self);
  g_signal_connect_swapped (self->payoffs_row, "entry-activated", G_CALLBACK (on_payoffs_apply), self);
  g_signal_connect_swapped (self->strategy_row, "apply", G_CALLBACK (on_strategy_apply), self);
  g_signal_connect_swapped (self->strategy_row, "entry-activated", G_CALLBACK (on_strategy_apply), self);
  g_signal_connect_swapped (self->player_name_row, "apply", G_CALLBACK (on_player_name_apply), self);
  g_signal_connect_swapped (self->player_name_row, "entry-activated", G_CALLBACK (on_player_name_apply), self);
  g_signal_connect_swapped (self->player_row, "notify::selected", G_CALLBACK (qd_normalform_edit_show), self);
  g_signal_connect_swapped (self->view, "cell-chosen", G_CALLBACK (on_cell_chosen), self);
  g_signal_connect_swapped (self->view, "cursor-moved", G_CALLBACK (qd_normalform_edit_show), self);
}

void
qd_normalform_edit_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, player_row);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, payoffs_row);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, strategy_row);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, player_name_row);
  gtk_widget_class_bind_template_child (widget_class, QdNormalformPage, players);
}
