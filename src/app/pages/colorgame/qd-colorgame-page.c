/* qd-colorgame-page.c — the map-colouring game tab: a human or the computer
 * on each side, the computer's alpha-beta search on a job with its trace
 * shown as it is written, and the tree it searched. */
#include "config.h"
#include "qd-colorgame-page-private.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "render/colorgame/qd-colorgame-render.h"


G_DEFINE_FINAL_TYPE (QdColorgamePage, qd_colorgame_page, QD_TYPE_PAGE)

#define COLORGAME_TRACE_LINES \
  N_("“NODE, COLOUR, DEPTH, VALUE, ALPHA, BETA” for each step of alpha-beta, then “NODE, COLOUR, VALUE” of the best move")

static const QdTextExport text_exports[] = {
  { "trace", N_("Trace of the Last Computer Move…"), "output.txt", QD_TEXT_EXPORT_EXACT, COLORGAME_TRACE_LINES },
  { "position", N_("Statement Output for This Position…"), "output.txt", QD_TEXT_EXPORT_EXACT, COLORGAME_TRACE_LINES },
  { NULL }
};

/* ------------------------------------------------------------ the rules */

guint
qd_colorgame_page_to_move (QdColorgamePage *self)
{
  return qd_colorgame_next_player (self->game);
}

/* Quandary's search, MCTS or an outside agent plays `player`. */
gboolean
qd_colorgame_page_is_computer (QdColorgamePage *self, guint player)
{
  return adw_combo_row_get_selected (player == 1 ? self->player1_row : self->player2_row) == 1 ||
         qd_colorgame_players_is_mcts (self, player) || qd_colorgame_players_outside (self, player) != NULL;
}

/* The legal moves of the player to move (the rules only: arc consistency
 * is the computer's choice, not a rule). */
static guint
legal_moves (QdColorgamePage *self, QdMove **moves)
{
  g_autofree QdColorgameState *root = qd_colorgame_root (self->game, qd_colorgame_page_to_move (self) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN);
  QdColorgameRules rules;

  *moves = g_new (QdMove, MAX (self->game->map->n_regions * self->game->colors->len, 1));
  qd_colorgame_rules_init (&rules, self->game, FALSE);
  return qd_colorgame_moves (&rules, root, *moves);
}

/* No legal move left, or an outside agent forfeited. */
gboolean
qd_colorgame_page_game_over (QdColorgamePage *self)
{
  g_autofree QdMove *moves = NULL;

  return self->forfeit != NULL || legal_moves (self, &moves) == 0;
}

/* ------------------------------------------------------------ the match */

/* The match's rules over the page: the position on the map; a move is a
 * QdMove (QD_COLORGAME_MOVE). */
static guint
rules_to_move (gpointer page)
{
  return qd_colorgame_page_to_move (page) - 1;
}

static gboolean
rules_over (gpointer page, QdMatchResult *result)
{
  QdColorgamePage *self = page;
  g_autofree QdMove *moves = NULL;
  gint scores[2];

  if (legal_moves (self, &moves) > 0)
    return FALSE;
  qd_colorgame_scores (self->game, scores);
  qd_match_result_set_winner (result, scores[0] > scores[1] ? 1 : scores[0] < scores[1] ? 2 : 0, NULL);
  return TRUE;
}

static gboolean
rules_legal (gpointer page, guint32 move)
{
  g_autofree QdMove *moves = NULL;
  guint n = legal_moves (page, &moves);

  for (guint i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

static void
rules_play (gpointer page, guint32 move)
{
  qd_colorgame_page_play_move (page, QD_COLORGAME_MOVE_NODE (move), QD_COLORGAME_MOVE_COLOR (move),
                               qd_colorgame_page_to_move (page));
}

static char *
rules_move_text (gpointer page, guint32 move)
{
  QdColorgamePage *self = page;

  return g_strdup_printf ("%s %s", (char *) self->game->map->names->pdata[QD_COLORGAME_MOVE_NODE (move)],
                          (char *) self->game->colors->pdata[QD_COLORGAME_MOVE_COLOR (move)]);
}

const QdMatchRules qd_colorgame_page_rules = {
  .to_move = rules_to_move, .over = rules_over, .play = rules_play, .move_text = rules_move_text,
  .legal = rules_legal,
};

/* ------------------------------------------------------------ display */

static void
draw_game (cairo_t *cr, const QdPalette *palette, gpointer data)
{
  QdColorgamePage *self = data;
  QdColorgameRenderOptions options;
  QdColorgameLegendTexts texts = {
    _("Colour"), _("Player 1"), _("Player 2"), _("Score"),
    _("striped: coloured by player 1"), _("solid: coloured by player 2"), _("empty: not coloured yet"),
  };
  g_autofree char *turn = NULL;

  qd_colorgame_render_options_init (&options, palette);
  options.texts = &texts;
  options.colors = self->colors;
  options.owners = self->owners;
  options.current = self->last_node;
  options.selected = self->selected;
  options.edge_from = self->edge_from;
  options.min_name_px = QD_CANVAS_MIN_NAME_PX;
  if (qd_colorgame_page_game_over (self))
    turn = g_strdup (_("Game over"));
  else
    turn = g_strdup_printf (_("Player %u to move"), qd_colorgame_page_to_move (self));
  options.turn = turn;
  qd_colorgame_render (cr, self->game, &options);
}

/* For a screen reader: "SA: G, by player 2; borders NSW, NT, Q, V, WA". */
static char *
describe_node (gpointer data, guint node)
{
  QdColorgamePage *self = data;
  const QdMap *map = self->game->map;
  g_autoptr(GString) text = g_string_new (map->names->pdata[node]);

  if (self->colors == NULL || self->owners == NULL)
    return g_string_free (g_steal_pointer (&text), FALSE);
  if (self->colors[node] >= 0 && self->owners[node] != 0)
    g_string_append_printf (text, _(": %s, by player %u"), (const char *) self->game->colors->pdata[self->colors[node]],
                            self->owners[node]);
  else if (self->colors[node] >= 0)
    g_string_append_printf (text, _(": %s, from the start"), (const char *) self->game->colors->pdata[self->colors[node]]);
  else
    g_string_append (text, _(": not coloured"));
  qd_map_view_append_borders (map, node, text);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "Colouring game, 7 nodes, 3 coloured. Player 1 to move: pick a colour and click a node." */
static char *
describe_game (gpointer data)
{
  QdColorgamePage *self = data;
  guint n = self->game->map->n_regions, coloured = 0;

  for (guint i = 0; i < n && self->colors != NULL; i++)
    coloured += self->colors[i] >= 0;
  return g_strdup_printf (ngettext ("Colouring game, %u node, %u coloured. %s", "Colouring game, %u nodes, %u coloured. %s",
                                    n), n, coloured, gtk_label_get_text (self->turn_label));
}

static void
update_actions (QdColorgamePage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "computer-move", !busy && !qd_colorgame_page_game_over (self) },
    { "stop", busy || qd_match_get_state (self->match) == QD_MATCH_STATE_THINKING },
    { "restart", !busy && self->game->initial->len > self->start_len },
    { "remove-node", !busy && self->selected >= 0 && self->game->map->n_regions > 1 },
    { "play-color", !busy && !gtk_switch_get_active (self->edit_switch) && !qd_colorgame_page_game_over (self) },
    { "mcts-step", !gtk_switch_get_active (self->edit_switch) && !qd_colorgame_page_game_over (self) },
  };

  qd_page_set_actions_enabled (QD_PAGE (self), states, G_N_ELEMENTS (states));
}

static char *
result_text (QdColorgamePage *self, const gint scores[2])
{
  if (scores[0] > scores[1])
    return g_strdup_printf (_("Game over: player 1 wins, %d to %d."), scores[0], scores[1]);
  if (scores[1] > scores[0])
    return g_strdup_printf (_("Game over: player 2 wins, %d to %d."), scores[1], scores[0]);
  return g_strdup_printf (_("Game over: a draw at %d each."), scores[0]);
}

/* While a node of the last computer move's search tree is selected, the map
 * shows that node's position: the one searched from, then the moves on the
 * way to the node, by the players in turn. */
static void
show_tree_node (QdColorgamePage *self)
{
  const QdSearchTree *tree = qd_page_tree_get_tree (self->page_tree);
  gint node = qd_page_tree_get_node (self->page_tree);
  const QdSearchNode *n;
  g_autofree QdMove *moves = NULL;
  guint depth, player;

  if (node < 0 || self->searched == NULL || self->searched->map->n_regions != self->game->map->n_regions)
    return;
  n = qd_search_tree_node (tree, (guint) node);
  moves = g_new (QdMove, n->depth + 1);
  depth = qd_search_tree_game_moves_to (tree, (guint) node, moves);
  qd_colorgame_colors (self->searched, self->colors, self->owners);
  player = qd_search_tree_node (tree, 0)->flags & QD_SEARCH_NODE_MIN ? 2 : 1;
  for (guint i = 0; i < depth; i++, player = 3 - player)
    {
      guint region = QD_COLORGAME_MOVE_NODE (moves[i]);

      if (region < self->game->map->n_regions)
        {
          self->colors[region] = (gint) QD_COLORGAME_MOVE_COLOR (moves[i]);
          self->owners[region] = (guint8) player;
        }
    }
  {
    g_autofree char *text = qd_search_tree_view_describe_node (
      qd_search_tree_pane_get_view (qd_page_tree_get_pane (self->page_tree)), (guint) node);

    gtk_label_set_label (self->play_label, text);
  }
}

void
qd_colorgame_page_update_display (QdColorgamePage *self)
{
  gint scores[2];
  g_autofree char *s1 = NULL, *s2 = NULL, *value = NULL, *turn = NULL;
  guint player = qd_colorgame_page_to_move (self);

  qd_colorgame_colors (self->game, self->colors, self->owners);
  show_tree_node (self);
  qd_colorgame_scores (self->game, scores);
  s1 = g_strdup_printf ("%d", scores[0]);
  s2 = g_strdup_printf ("%d", scores[1]);
  value = g_strdup_printf ("%d", scores[0] - scores[1]);
  gtk_label_set_label (self->score1_label, s1);
  gtk_label_set_label (self->score2_label, s2);
  gtk_label_set_label (self->value_label, value);
  qd_label_set_count (self->moves_label, TRUE, self->game->initial->len - MIN (self->start_len, self->game->initial->len));

  if (self->forfeit != NULL)
    turn = g_strdup_printf (_("Game over: %s."), self->forfeit);
  else if (qd_colorgame_page_game_over (self))
    turn = result_text (self, scores);
  else if (qd_page_get_busy (QD_PAGE (self)))
    turn = g_strdup_printf (_("Player %u (computer) is thinking…"), player);
  else if (qd_colorgame_page_is_computer (self, player))
    turn = g_strdup_printf (_("Player %u (computer) to move."), player);
  else
    turn = g_strdup_printf (_("Player %u to move: pick a colour and click a node."), player);
  gtk_label_set_label (self->turn_label, turn);
  qd_canvas_redraw (QD_CANVAS (self->map_view));
  update_actions (self);
}

/* The colours offered to a human, in the search's order, with the weights
 * of the player to move. */
static void
refresh_color_row (QdColorgamePage *self)
{
  g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
  guint selected = adw_combo_row_get_selected (self->color_row);

  for (guint j = 0; j < self->game->colors->len; j++)
    {
      guint c = self->game->color_order[j];
      g_autofree char *item = g_strdup_printf (_("%s (weights %d and %d)"), (char *) self->game->colors->pdata[c],
                                               self->game->weights[0][c], self->game->weights[1][c]);

      gtk_string_list_append (list, item);
    }
  adw_combo_row_set_model (self->color_row, G_LIST_MODEL (list));
  if (selected != GTK_INVALID_LIST_POSITION && selected < self->game->colors->len)
    adw_combo_row_set_selected (self->color_row, selected);

  /* The map's context menu offers every colour, in the list's order. */
  g_menu_remove_all (self->color_menu);
  for (guint j = 0; j < self->game->colors->len; j++)
    {
      g_autofree char *label = g_strdup_printf (_("Colour %s"), (char *) self->game->colors->pdata[self->game->color_order[j]]);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "colorgame.play-color", g_variant_new_uint32 (j));
      g_menu_append_item (self->color_menu, item);
    }
}

/* The drawing's size follows the canvas's text (its legend grows with it). */
static void
set_drawing (QdColorgamePage *self)
{
  double width, height;

  if (self->game == NULL)
    return;
  qd_colorgame_render_get_size (self->game, qd_canvas_get_palette (QD_CANVAS (self->map_view)), &width, &height);
  qd_map_view_set_drawing (self->map_view, width, height, draw_game, self);
}

void
qd_colorgame_page_game_changed (QdColorgamePage *self)
{
  guint n = MAX (self->game->map->n_regions, 1);

  /* A forfeit ends the game it happened in, not one changed since. */
  g_clear_pointer (&self->forfeit, g_free);
  self->colors = g_renew (gint, self->colors, n);
  self->owners = g_renew (guint8, self->owners, n);
  if (self->selected >= (gint) self->game->map->n_regions)
    self->selected = -1;
  if (self->edge_from >= (gint) self->game->map->n_regions)
    self->edge_from = -1;
  if (self->last_node >= (gint) self->game->map->n_regions)
    self->last_node = -1;
  self->start_len = MIN (self->start_len, self->game->initial->len);
  qd_map_view_set_map (self->map_view, self->game->map);
  set_drawing (self);
  refresh_color_row (self);
  qd_colorgame_editor_refresh (self);
  /* The game moved on: the map shows it, not a node of the last search. */
  qd_page_tree_leave_node (self->page_tree);
  qd_colorgame_page_update_display (self);
}

/* ------------------------------------------------------------ undo */

/* The undo record: the file, then "#start N" (how much of the initial
 * assignment is the start position rather than moves played). */
static char *
qd_colorgame_page_snapshot (QdPage *page)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  g_autofree char *text = qd_colorgame_to_string (self->game);

  return g_strdup_printf ("%s#start %u\n", text, self->start_len);
}

/* The game in the place of the last, the node positions it does not carry
 * kept from it. */
void
qd_colorgame_page_replace_game (QdColorgamePage *self, QdColorgame *game, guint start_len)
{
  qd_colorgame_editor_keep_positions (game, self->game);
  self->start_len = start_len;
  qd_page_set_model (QD_PAGE (self), game, QD_PAGE_CHANGE_REPLACED);
}

static void
qd_colorgame_page_restore (QdPage *page, const char *snapshot)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  const char *start = strstr (snapshot, "#start ");
  g_autofree char *text = NULL;
  QdColorgame *game;

  g_return_if_fail (start != NULL);
  text = g_strndup (snapshot, start - snapshot);
  game = qd_colorgame_parse (text, -1, NULL);
  g_return_if_fail (game != NULL);
  self->last_node = -1;
  qd_colorgame_editor_keep_positions (game, self->game);
  self->start_len = (guint) g_ascii_strtoull (start + 7, NULL, 10);
  qd_page_set_model (page, game, QD_PAGE_CHANGE_RESTORED);
}

/* ------------------------------------------------------------ moves */

void
qd_colorgame_page_play_move (QdColorgamePage *self, guint node, guint color, guint player)
{
  QdColorgameAssign a = { node, color, player };

  qd_page_record_edit (QD_PAGE (self));
  g_array_append_val (self->game->initial, a);
  self->last_node = (gint) node;
  qd_colorgame_page_update_display (self);
}

gboolean
qd_colorgame_page_play (QdColorgamePage *self, const char *node_name, const char *color_name)
{
  gint node = qd_map_find (self->game->map, node_name);
  gint color = qd_colorgame_find_color (self->game, color_name);
  g_autofree QdMove *moves = NULL;
  guint n = legal_moves (self, &moves);
  g_autoptr(GString) here = g_string_new (NULL);
  g_autofree char *message = NULL;

  if (node < 0 || color < 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      if (moves[i] == QD_COLORGAME_MOVE (node, color))
        {
          gtk_label_set_label (self->play_label, "");
          qd_colorgame_computer_reset (self);
          qd_match_submit_move (self->match, QD_COLORGAME_MOVE (node, color), NULL);
          qd_colorgame_computer_go (self);
          return TRUE;
        }
      if (QD_COLORGAME_MOVE_NODE (moves[i]) == (guint) node)
        g_string_append_printf (here, "%s%s", here->len ? ", " : "",
                                (char *) self->game->colors->pdata[QD_COLORGAME_MOVE_COLOR (moves[i])]);
    }
  if (self->colors[node] >= 0)
    message = g_strdup_printf (_("%s is already coloured."), node_name);
  else if (here->len > 0)
    message = g_strdup_printf (_("%s cannot be %s: a neighbour has that colour. It can be %s."), node_name,
                               color_name, here->str);
  else if (n == 0)
    message = g_strdup (_("The game is over: no node can be coloured."));
  else
    message = g_strdup_printf (_("%s cannot be coloured yet: only nodes next to a coloured node can, "
                                 "with a colour none of their neighbours has."), node_name);
  gtk_label_set_label (self->play_label, message);
  return FALSE;
}

static void
on_region_clicked (QdMapView *view, gint node, double ux, double uy, QdColorgamePage *self)
{
  guint player = qd_colorgame_page_to_move (self);
  guint j = adw_combo_row_get_selected (self->color_row);

  if (gtk_switch_get_active (self->edit_switch))
    {
      qd_colorgame_editor_click (self, node, ux, uy);
      return;
    }
  if (node < 0)
    return;
  if (qd_page_get_busy (QD_PAGE (self)))
    gtk_label_set_label (self->play_label, _("Wait: the computer is thinking."));
  else if (qd_colorgame_page_is_computer (self, player))
    gtk_label_set_label (self->play_label, _("It is the computer's turn: press Computer Move."));
  else if (j < self->game->colors->len)
    qd_colorgame_page_play (self, self->game->map->names->pdata[node],
                            self->game->colors->pdata[self->game->color_order[j]]);
}

static void
computer_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  self->paused = FALSE;
  qd_colorgame_computer_step (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  self->paused = TRUE;
  qd_match_stop (self->match);
  qd_page_cancel_job (QD_PAGE (self));
  qd_colorgame_page_update_display (self);
}

static void
restart_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  guint moves = self->game->initial->len - self->start_len;

  qd_page_record_edit (QD_PAGE (self));
  g_array_set_size (self->game->initial, self->start_len);
  self->last_node = -1;
  gtk_label_set_label (self->play_label, _("Back to the start position."));
  qd_colorgame_page_update_display (self);
  qd_page_toast_new_game (QD_PAGE (self), moves);
  qd_colorgame_computer_go (self);
}

static void
on_players_changed (QdColorgamePage *self)
{
  if (self->players == NULL || qd_outside_players_is_updating (self->players))
    return;
  self->paused = FALSE;
  qd_colorgame_page_update_display (self);
  qd_colorgame_computer_go (self);
}

/* The map's context menu: the node under the board's cursor takes colour
 * `j` of the list, as if it were picked in the sidebar and the node clicked. */
static void
play_color_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;
  guint j = g_variant_get_uint32 (param);
  gint node = qd_canvas_get_cursor (QD_CANVAS (self->map_view));

  if (node < 0 || j >= self->game->colors->len || gtk_switch_get_active (self->edit_switch))
    return;
  adw_combo_row_set_selected (self->color_row, j);
  on_region_clicked (self->map_view, node, 0, 0, self);
}

/* In the editor the menu's Remove Node acts on the node it was opened on. */
static void
on_context_menu (QdMapView *view, gint node, QdColorgamePage *self)
{
  if (node < 0 || !gtk_switch_get_active (self->edit_switch) || qd_page_get_busy (QD_PAGE (self)))
    return;
  self->selected = self->edge_from = node;
  qd_colorgame_editor_refresh (self);
  qd_colorgame_page_update_display (self);
}

static const GActionEntry page_actions[] = {
  { "play-color", play_color_activated, "u" },
  { "computer-move", computer_move_activated },
  { "stop", stop_activated },
  { "restart", restart_activated },
  { "mcts-step", qd_colorgame_players_step_activated },
};

/* ------------------------------------------------------ QdPage methods */

static void
qd_colorgame_page_document_changed (QdPage *page, QdPageChange change)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  self->game = qd_page_get_model (page);
  if (change == QD_PAGE_CHANGE_OPENED)
    {
      /* A game opened: whatever ran or was to run was for the last one. */
      qd_page_cancel_job (page);
      self->start_len = self->game->initial->len;
      self->last_node = -1;
      /* Nor is the last computer move's search this game's. */
      g_clear_pointer (&self->analysis, qd_colorgame_analysis_free);
    }
  qd_colorgame_page_game_changed (self);
  /* A computer's turn under way was the other position's. */
  qd_colorgame_computer_reset (self);
}

static char *
qd_colorgame_page_get_text_export (QdPage *page, const char *id)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  if (g_str_equal (id, "trace"))
    return g_strdup (self->trace);
  if (g_str_equal (id, "position"))
    return qd_colorgame_trace (self->game);
  return NULL;
}

static QdReport *
qd_colorgame_page_build_report (QdPage *page)
{
  return qd_colorgame_computer_build_report (QD_COLORGAME_PAGE (page));
}

static QdAnimation *
qd_colorgame_page_build_animation (QdPage *page)
{
  return qd_colorgame_computer_build_animation (QD_COLORGAME_PAGE (page));
}

static void
qd_colorgame_page_stop (QdPage *page)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  qd_match_stop (self->match);
  QD_PAGE_CLASS (qd_colorgame_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_colorgame_page_dispose (GObject *object)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (object);

  g_clear_pointer (&self->match, qd_match_free);
  qd_page_cancel_job (QD_PAGE (self));
  g_clear_pointer (&self->page_tree, qd_page_tree_free);
  g_clear_pointer (&self->players, qd_outside_players_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_COLORGAME_PAGE);
  G_OBJECT_CLASS (qd_colorgame_page_parent_class)->dispose (object);
}

static void
qd_colorgame_page_finalize (GObject *object)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (object);

  g_clear_pointer (&self->colors, g_free);
  g_clear_pointer (&self->owners, g_free);
  g_clear_pointer (&self->trace, g_free);
  g_clear_pointer (&self->analysis, qd_colorgame_analysis_free);
  g_clear_pointer (&self->searched_path, g_free);
  g_clear_pointer (&self->forfeit, g_free);
  g_clear_pointer (&self->searched, qd_colorgame_free);
  G_OBJECT_CLASS (qd_colorgame_page_parent_class)->finalize (object);
}

static void
qd_colorgame_page_class_init (QdColorgamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  QdPageClass *page_class = QD_PAGE_CLASS (klass);

  object_class->dispose = qd_colorgame_page_dispose;
  object_class->finalize = qd_colorgame_page_finalize;
  page_class->document_changed = qd_colorgame_page_document_changed;
  page_class->snapshot = qd_colorgame_page_snapshot;
  page_class->restore = qd_colorgame_page_restore;
  page_class->present_step = qd_colorgame_computer_present_step;
  page_class->present_position = qd_colorgame_computer_present_position;
  page_class->get_text_export = qd_colorgame_page_get_text_export;
  page_class->stop = qd_colorgame_page_stop;
  page_class->build_report = qd_colorgame_page_build_report;
  page_class->build_animation = qd_colorgame_page_build_animation;
  page_class->prepare_check = qd_colorgame_page_prepare_check;
  page_class->show_check = qd_colorgame_page_show_check;

  g_type_ensure (QD_TYPE_MAP_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/colorgame/qd-colorgame-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdColorgamePage, name)
  BIND (main_stack);
  BIND (sidebar);
  BIND (map_view);
  BIND (board_menu);
  BIND (trace_view);
  BIND (player1_row);
  BIND (player2_row);
  BIND (color_row);
  BIND (turn_label);
  BIND (play_label);
  BIND (score1_label);
  BIND (score2_label);
  BIND (value_label);
  BIND (moves_label);
  BIND (depth_spin);
  BIND (ac_switch);
  BIND (node_limit_spin);
  BIND (best_label);
  BIND (ai_value_label);
  BIND (nodes_label);
  BIND (lines_label);
  BIND (time_label);
  BIND (edit_switch);
  BIND (name_row);
  BIND (colors_row);
  BIND (weights1_row);
  BIND (weights2_row);
  BIND (start_row);
#undef BIND
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "colorgame.remove-node", NULL);
  qd_page_class_add_shortcut (QD_PAGE_CLASS (klass), GDK_KEY_Return, GDK_CONTROL_MASK, "colorgame.computer-move",
                              N_("Computer move"));
}

/* A new game: the statement's example, Australia. */
static const char australia[] =
  "R, G, B\nWA: R-1, SA: G-2\n3\nR: 10, G: 5, B: 0\nR: 0, G: 2, B: 8\n"
  "SA: WA, NT, Q, NSW, V\nNT: WA, SA, Q\nNSW: Q, V, SA\nWA: SA, NT\nQ: NT, SA, NSW\nV: SA, NSW\n";

static void
qd_colorgame_page_init (QdColorgamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Borrowed: the menu holds it, as long as the page. */
  self->color_menu = g_menu_new ();
  g_menu_prepend_section (self->board_menu, NULL, G_MENU_MODEL (self->color_menu));
  g_object_unref (self->color_menu);
  self->last_node = self->selected = self->edge_from = -1;
  qd_page_add_actions (QD_PAGE (self), page_actions, G_N_ELEMENTS (page_actions), self);
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->map_view));
  self->match = qd_match_new (&qd_colorgame_page_rules, self, 0, &qd_colorgame_computer_driver, self);
  qd_colorgame_editor_init (self);
  self->page_tree = qd_page_tree_new (QD_CANVAS (self->map_view), NULL, (QdPageTreeShow) qd_colorgame_page_update_display, self);

  g_signal_connect (self->map_view, "region-clicked", G_CALLBACK (on_region_clicked), self);
  g_signal_connect (self->map_view, "context-menu", G_CALLBACK (on_context_menu), self);
  g_signal_connect_swapped (self->map_view, "look-changed", G_CALLBACK (set_drawing), self);
  qd_map_view_set_describers (self->map_view, describe_node, describe_game, self);
  qd_canvas_follow_status (QD_CANVAS (self->map_view), self->play_label);
  qd_colorgame_players_init (self);
  g_signal_connect_swapped (self->player1_row, "notify::selected", G_CALLBACK (on_players_changed), self);
  g_signal_connect_swapped (self->player2_row, "notify::selected", G_CALLBACK (on_players_changed), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_colorgame_page_update_display), self);

  qd_page_set_model (QD_PAGE (self), qd_colorgame_parse (australia, -1, NULL), QD_PAGE_CHANGE_OPENED);
  gtk_label_set_label (self->play_label, _("Pick a colour and click a node, or press Computer Move."));
}

QdColorgame *
qd_colorgame_page_get_game (QdColorgamePage *self)
{
  return self->game;
}

const char *
qd_colorgame_page_get_trace (QdColorgamePage *self)
{
  return self->trace;
}

void
qd_colorgame_page_set_players (QdColorgamePage *self, gboolean computer1, gboolean computer2)
{
  adw_combo_row_set_selected (self->player1_row, computer1 ? 1 : 0);
  adw_combo_row_set_selected (self->player2_row, computer2 ? 1 : 0);
}
