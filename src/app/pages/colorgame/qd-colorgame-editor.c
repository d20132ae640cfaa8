/* qd-colorgame-editor.c — editing the map-colouring game: the map by clicks
 * and drags, names, and the file's lines (colours, weights, start position,
 * depth) typed as in the file and read back by the file's own parser, so an
 * edit is accepted exactly when a file holding it would be. */
#include "config.h"
#include "qd-colorgame-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

void
qd_colorgame_editor_keep_positions (QdColorgame *game, const QdColorgame *old)
{
  if (old == NULL || old->map->x == NULL || game->map->x == NULL)
    return;
  for (guint r = 0; r < game->map->n_regions; r++)
    {
      gint o = qd_map_find (old->map, game->map->names->pdata[r]);

      if (o >= 0)
        {
          game->map->x[r] = old->map->x[o];
          game->map->y[r] = old->map->y[o];
        }
    }
}

/* The error without its "line N: ": the rows are single lines. */
static void
show_error (QdColorgamePage *self, GtkWidget *row, const GError *error)
{
  const char *message = error->message;

  if (g_str_has_prefix (message, "line "))
    {
      const char *colon = strstr (message, ": ");

      if (colon != NULL)
        message = colon + 2;
    }
  if (row != NULL)
    gtk_widget_add_css_class (row, "error");
  qd_page_toast (QD_PAGE (self), message);
}

/* The document with line `index` (0-based) of its file replaced. */
static QdColorgame *
with_line (QdColorgamePage *self, guint index, const char *line, GError **error)
{
  g_autofree char *text = qd_colorgame_to_string (self->game);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autofree char *joined = NULL;

  g_return_val_if_fail (index < g_strv_length (lines), NULL);
  g_free (lines[index]);
  lines[index] = g_strdup (line);
  joined = g_strjoinv ("\n", lines);
  return qd_colorgame_parse (joined, -1, error);
}

static void
apply_game (QdColorgamePage *self, GtkWidget *row, QdColorgame *game, guint start_len)
{
  if (row != NULL)
    gtk_widget_remove_css_class (row, "error");
  qd_page_record_edit (QD_PAGE (self));
  qd_colorgame_page_replace_game (self, game, start_len);
}

static void
on_line_apply (AdwEntryRow *row, QdColorgamePage *self)
{
  g_autoptr(GError) error = NULL;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  guint index = row == self->start_row ? 1 : row == self->weights1_row ? 3 : 4;
  QdColorgame *game;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  game = with_line (self, index, text, &error);
  if (game == NULL)
    {
      show_error (self, GTK_WIDGET (row), error);
      return;
    }
  /* A new start position is played from the start. */
  apply_game (self, GTK_WIDGET (row), game,
              row == self->start_row ? game->initial->len : self->start_len);
}

/* New colours: weights follow the colours by name (0 for a new one), and
 * assignments of a colour that is gone are dropped. */
static void
on_colors_apply (AdwEntryRow *row, QdColorgamePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdColorgame) probe = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *tail = NULL;
  const QdColorgame *g = self->game;
  QdColorgame *game;
  guint kept = 0;
  char *rest;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  /* Read the colours alone first, by the file's rules. */
  g_string_printf (text, "%s\n", gtk_editable_get_text (GTK_EDITABLE (row)));
  probe = qd_colorgame_parse (text->str, -1, &error);
  if (probe != NULL || !g_str_has_suffix (error->message, "ends before the initial assignment"))
    {
      show_error (self, GTK_WIDGET (row), error);
      return;
    }
  g_clear_error (&error);
  {
    g_auto(GStrv) colors = g_strsplit (text->str, ",", -1);
    GString *start = g_string_new (NULL);

    for (guint i = 0; colors[i] != NULL; i++)
      g_strstrip (colors[i]);
    for (guint i = 0; i < g->initial->len; i++)
      {
        const QdColorgameAssign *a = &g_array_index (g->initial, QdColorgameAssign, i);

        if (!g_strv_contains ((const char *const *) colors, g->colors->pdata[a->color]))
          continue;
        g_string_append_printf (start, "%s%s: %s-%u", start->len ? ", " : "", (char *) g->map->names->pdata[a->node],
                                (char *) g->colors->pdata[a->color], a->player);
        kept += i < self->start_len;
      }
    g_string_append_printf (text, "%s\n%u\n", start->str, g->depth);
    g_string_free (start, TRUE);
    for (guint p = 0; p < 2; p++)
      {
        for (guint i = 0; colors[i] != NULL; i++)
          {
            gint c = qd_colorgame_find_color (g, colors[i]);

            g_string_append_printf (text, "%s%s: %d", i ? ", " : "", colors[i], c >= 0 ? g->weights[p][c] : 0);
          }
        g_string_append_c (text, '\n');
      }
  }
  /* The map's lines, unchanged. */
  tail = qd_colorgame_to_string (g);
  rest = tail;
  for (guint i = 0; i < 5 && rest != NULL; i++)
    rest = strchr (rest, '\n') != NULL ? strchr (rest, '\n') + 1 : NULL;
  g_string_append (text, rest != NULL ? rest : "");
  game = qd_colorgame_parse (text->str, -1, &error);
  if (game == NULL)
    {
      show_error (self, GTK_WIDGET (row), error);
      return;
    }
  apply_game (self, GTK_WIDGET (row), game, kept);
}

static void
on_depth_changed (QdColorgamePage *self)
{
  guint depth = (guint) gtk_spin_button_get_value_as_int (self->depth_spin);

  if (self->updating || depth == self->game->depth)
    return;
  qd_page_record_edit (QD_PAGE (self));
  self->game->depth = depth;
}

/* ------------------------------------------------------------ the map */

/* A new map: the assignments follow their nodes by name; they must still
 * keep neighbours apart. */
static gboolean
apply_map (QdColorgamePage *self, QdMap *map)
{
  g_autoptr(GError) error = NULL;
  QdColorgame *game = qd_colorgame_new (map, self->game);
  guint start_len = 0;

  for (guint i = 0; i < self->game->initial->len; i++)
    {
      QdColorgameAssign a = g_array_index (self->game->initial, QdColorgameAssign, i);
      gint node = qd_map_find (map, self->game->map->names->pdata[a.node]);

      if (node < 0)
        continue;
      a.node = (guint) node;
      g_array_append_val (game->initial, a);
      start_len += i < self->start_len;
    }
  if (!qd_colorgame_check (game, 2, &error))
    {
      show_error (self, NULL, error);
      qd_colorgame_free (game);
      return FALSE;
    }
  qd_page_record_edit (QD_PAGE (self));
  self->start_len = start_len;
  qd_page_set_model (QD_PAGE (self), game, QD_PAGE_CHANGE_REPLACED);
  return TRUE;
}

void
qd_colorgame_editor_click (QdColorgamePage *self, gint node, double ux, double uy)
{
  const QdMap *map = self->game->map;

  if (qd_page_get_busy (QD_PAGE (self)))
    return;
  if (node < 0)
    {
      if (self->edge_from >= 0 || self->selected >= 0)
        {
          /* A click on empty space first drops the selection. */
          self->edge_from = self->selected = -1;
          qd_colorgame_editor_refresh (self);
          qd_colorgame_page_update_display (self);
        }
      else if (ux >= 0 && ux <= 1 && uy >= 0 && uy <= 1)
        {
          if (map->n_regions >= QD_COLORGAME_MAX_NODES)
            qd_page_toast (QD_PAGE (self), _("The map is full: a game has at most 256 nodes."));
          else if (apply_map (self, qd_map_with_region_added (map, ux, uy)))
            {
              self->selected = (gint) self->game->map->n_regions - 1;
              qd_colorgame_editor_refresh (self);
              qd_colorgame_page_update_display (self);
            }
        }
      return;
    }
  if (self->edge_from >= 0 && self->edge_from != node)
    {
      guint from = (guint) self->edge_from;

      self->edge_from = -1;
      if (apply_map (self, qd_map_with_edge_toggled (map, from, (guint) node)))
        self->selected = node;
    }
  else
    self->selected = self->edge_from = node;
  qd_colorgame_editor_refresh (self);
  qd_colorgame_page_update_display (self);
}

static void
on_region_dragged (QdMapView *view, gint node, double ux, double uy, QdColorgamePage *self)
{
  if (!gtk_switch_get_active (self->edit_switch) || qd_page_get_busy (QD_PAGE (self)) || node < 0)
    return;
  /* Positions are not part of the file; they move without an undo record
   * and without marking the document modified. */
  self->game->map->x[node] = ux;
  self->game->map->y[node] = uy;
  self->edge_from = -1;
  qd_canvas_redraw (QD_CANVAS (self->map_view));
}

static void
remove_node_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  if (self->selected < 0 || self->game->map->n_regions <= 1)
    return;
  if (apply_map (self, qd_map_with_region_removed (self->game->map, (guint) self->selected)))
    {
      self->selected = self->edge_from = -1;
      qd_colorgame_editor_refresh (self);
      qd_colorgame_page_update_display (self);
    }
}

static void
on_name_apply (AdwEntryRow *row, QdColorgamePage *self)
{
  const char *name = gtk_editable_get_text (GTK_EDITABLE (row));
  gint other;

  if (self->selected < 0)
    {
      qd_page_toast (QD_PAGE (self), _("Select a node first: turn Edit Map on and click it."));
      return;
    }
  other = qd_map_find (self->game->map, name);
  if (!qd_colorgame_name_is_valid (name))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self), _("A node name is letters a-z, A-Z and digits."));
      return;
    }
  if (other >= 0 && other != self->selected)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      qd_page_toast (QD_PAGE (self), _("Another node has that name."));
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  qd_page_record_edit (QD_PAGE (self));
  g_free (self->game->map->names->pdata[self->selected]);
  self->game->map->names->pdata[self->selected] = g_strdup (name);
  qd_colorgame_update (self->game);
  qd_colorgame_page_game_changed (self);
}

static void
on_edit_toggled (QdColorgamePage *self)
{
  self->selected = self->edge_from = -1;
  qd_colorgame_editor_refresh (self);
  qd_colorgame_page_update_display (self);
}

static const GActionEntry editor_actions[] = {
  { "remove-node", remove_node_activated },
};

/* ------------------------------------------------------------ the rows */

void
qd_colorgame_editor_refresh (QdColorgamePage *self)
{
  g_autofree char *text = qd_colorgame_to_string (self->game);
  g_auto(GStrv) lines = g_strsplit (text, "\n", 6);
  AdwEntryRow *rows[] = { self->colors_row, self->start_row, NULL, self->weights1_row, self->weights2_row };

  self->updating = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (rows) && lines[i] != NULL; i++)
    if (rows[i] != NULL)
      {
        gtk_editable_set_text (GTK_EDITABLE (rows[i]), lines[i]);
        gtk_widget_remove_css_class (GTK_WIDGET (rows[i]), "error");
      }
  gtk_spin_button_set_value (self->depth_spin, self->game->depth);
  gtk_editable_set_text (GTK_EDITABLE (self->name_row),
                         self->selected >= 0 ? self->game->map->names->pdata[self->selected] : "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->name_row), self->selected >= 0);
  self->updating = FALSE;
}

void
qd_colorgame_editor_init (QdColorgamePage *self)
{
  qd_page_add_actions (QD_PAGE (self), editor_actions, G_N_ELEMENTS (editor_actions), self);
  g_signal_connect (self->map_view, "region-dragged", G_CALLBACK (on_region_dragged), self);
  g_signal_connect (self->colors_row, "apply", G_CALLBACK (on_colors_apply), self);
  g_signal_connect (self->start_row, "apply", G_CALLBACK (on_line_apply), self);
  g_signal_connect (self->weights1_row, "apply", G_CALLBACK (on_line_apply), self);
  g_signal_connect (self->weights2_row, "apply", G_CALLBACK (on_line_apply), self);
  g_signal_connect (self->name_row, "apply", G_CALLBACK (on_name_apply), self);
  g_signal_connect_swapped (self->depth_spin, "value-changed", G_CALLBACK (on_depth_changed), self);
  g_signal_connect_swapped (self->edit_switch, "notify::active", G_CALLBACK (on_edit_toggled), self);
}
