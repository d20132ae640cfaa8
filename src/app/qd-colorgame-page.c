/* qd-colorgame-page.c — the map-colouring game tab: a human or the computer
 * on each side, the computer's alpha-beta search on a job with its trace
 * shown as it is written, and the tree it searched. */
#include "config.h"
#include "qd-colorgame-page-private.h"
#include "qd-widgets.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "render/qd-colorgame-render.h"

#define UNDO_LIMIT 200
#define MAX_TREE_EVENTS 60000    /* beyond this the tree is not drawn */
#define MAX_SHOWN_TRACE (4 << 20) /* bytes of trace the text view shows */
#define COMPUTER_DELAY_MS 500    /* a pause before the computer answers, to follow the game */

G_DEFINE_FINAL_TYPE (QdColorgamePage, qd_colorgame_page, QD_TYPE_PAGE)

static const QdTextExport text_exports[] = {
  { "trace", N_("Trace of the Last Computer Move…"), "output.txt" },
  { "position", N_("Statement Output for This Position…"), "output.txt" },
  { NULL }
};

static void schedule_computer (QdColorgamePage *self);

/* ------------------------------------------------------------ the rules */

static guint
to_move (QdColorgamePage *self)
{
  return qd_colorgame_next_player (self->game);
}

static gboolean
is_computer (QdColorgamePage *self, guint player)
{
  return adw_combo_row_get_selected (player == 1 ? self->player1_row : self->player2_row) == 1;
}

/* The legal moves of the player to move (the rules only: arc consistency
 * is the computer's choice, not a rule). */
static guint
legal_moves (QdColorgamePage *self, QdMove **moves)
{
  g_autofree QdColorgameState *root = qd_colorgame_root (self->game, to_move (self) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN);
  QdColorgameRules rules;

  *moves = g_new (QdMove, MAX (self->game->map->n_regions * self->game->colors->len, 1));
  qd_colorgame_rules_init (&rules, self->game, FALSE);
  return qd_colorgame_moves (&rules, root, *moves);
}

static gboolean
game_over (QdColorgamePage *self)
{
  g_autofree QdMove *moves = NULL;

  return legal_moves (self, &moves) == 0;
}

/* ------------------------------------------------------------ display */

static void
draw_game (cairo_t *cr, const QdPalette *palette, gpointer data)
{
  QdColorgamePage *self = data;
  QdColorgameRenderOptions options;
  QdColorgameLegendTexts texts = {
    _("Colour"), _("Player 1"), _("Player 2"), _("Score"),
    _("striped: coloured by player 1"), _("solid: coloured by player 2"), _("white: not coloured yet"),
  };
  g_autofree char *turn = NULL;

  qd_colorgame_render_options_init (&options, palette);
  options.texts = &texts;
  options.colors = self->colors;
  options.owners = self->owners;
  options.current = self->last_node;
  options.selected = self->selected;
  options.edge_from = self->edge_from;
  if (game_over (self))
    turn = g_strdup (_("Game over"));
  else
    turn = g_strdup_printf (_("Player %u to move"), to_move (self));
  options.turn = turn;
  qd_colorgame_render (cr, self->game, &options);
}

static void
update_actions (QdColorgamePage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  QdActionState states[] = {
    { "computer-move", !busy && !game_over (self) },
    { "stop", busy || self->auto_source != 0 },
    { "restart", !busy && self->game->initial->len > self->start_len },
    { "undo", !busy && qd_history_can_undo (&self->history) },
    { "redo", !busy && qd_history_can_redo (&self->history) },
    { "remove-node", !busy && self->selected >= 0 && self->game->map->n_regions > 1 },
  };

  qd_action_map_set_enabled (G_ACTION_MAP (self->actions), states, G_N_ELEMENTS (states));
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

void
qd_colorgame_page_update_display (QdColorgamePage *self)
{
  gint scores[2];
  g_autofree char *s1 = NULL, *s2 = NULL, *value = NULL, *turn = NULL;
  guint player = to_move (self);

  qd_colorgame_colors (self->game, self->colors, self->owners);
  qd_colorgame_scores (self->game, scores);
  s1 = g_strdup_printf ("%d", scores[0]);
  s2 = g_strdup_printf ("%d", scores[1]);
  value = g_strdup_printf ("%d", scores[0] - scores[1]);
  gtk_label_set_label (self->score1_label, s1);
  gtk_label_set_label (self->score2_label, s2);
  gtk_label_set_label (self->value_label, value);
  qd_label_set_count (self->moves_label, TRUE, self->game->initial->len - MIN (self->start_len, self->game->initial->len));

  if (game_over (self))
    turn = result_text (self, scores);
  else if (qd_page_get_busy (QD_PAGE (self)))
    turn = g_strdup_printf (_("Player %u (computer) is thinking…"), player);
  else if (is_computer (self, player))
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
}

void
qd_colorgame_page_game_changed (QdColorgamePage *self)
{
  guint n = MAX (self->game->map->n_regions, 1);
  double width, height;

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
  qd_colorgame_render_get_size (self->game, &width, &height);
  qd_map_view_set_drawing (self->map_view, width, height, draw_game, self);
  refresh_color_row (self);
  qd_colorgame_editor_refresh (self);
  qd_colorgame_page_update_display (self);
}

/* ------------------------------------------------------------ undo */

/* The undo record: the file, then "#start N" (how much of the initial
 * assignment is the start position rather than moves played). */
static char *
snapshot (QdColorgamePage *self)
{
  g_autofree char *text = qd_colorgame_to_string (self->game);

  return g_strdup_printf ("%s#start %u\n", text, self->start_len);
}

void
qd_colorgame_page_record (QdColorgamePage *self)
{
  qd_history_record (&self->history, snapshot (self));
  qd_page_set_modified (QD_PAGE (self), TRUE);
}

void
qd_colorgame_page_replace_game (QdColorgamePage *self, QdColorgame *game, guint start_len)
{
  qd_colorgame_editor_keep_positions (game, self->game);
  qd_colorgame_free (self->game);
  self->game = game;
  self->start_len = start_len;
  qd_colorgame_page_game_changed (self);
}

static void
restore (QdColorgamePage *self, char *text)
{
  char *start;
  QdColorgame *game;

  if (text == NULL)
    return;
  start = strstr (text, "#start ");
  g_return_if_fail (start != NULL);
  *start = '\0';
  game = qd_colorgame_parse (text, -1, NULL);
  if (game != NULL)
    {
      self->last_node = -1;
      qd_colorgame_page_replace_game (self, game, (guint) g_ascii_strtoull (start + 7, NULL, 10));
    }
  g_free (text);
  qd_page_set_modified (QD_PAGE (self), TRUE);
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  restore (self, qd_history_undo (&self->history, snapshot (self)));
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  restore (self, qd_history_redo (&self->history, snapshot (self)));
}

/* ------------------------------------------------------------ moves */

static void
play_move (QdColorgamePage *self, guint node, guint color, guint player)
{
  QdColorgameAssign a = { node, color, player };

  qd_colorgame_page_record (self);
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
          play_move (self, (guint) node, (guint) color, to_move (self));
          schedule_computer (self);
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
  guint player = to_move (self);
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
  else if (is_computer (self, player))
    gtk_label_set_label (self->play_label, _("It is the computer's turn: press Computer Move."));
  else if (j < self->game->colors->len)
    qd_colorgame_page_play (self, self->game->map->names->pdata[node],
                            self->game->colors->pdata[self->game->color_order[j]]);
}

/* ------------------------------------------------------------ the computer */

typedef struct {
  QdColorgame *game;
  QdColorgameSearchOptions options;
  QdLiveText *live;
} Task;

typedef struct {
  QdColorgameAnalysis *analysis;
  char *trace;
} Output;

static void
live_text_clear (gpointer data)
{
  QdLiveText *live = data;

  g_mutex_clear (&live->lock);
  g_string_free (live->text, TRUE);
}

static void
live_text_release (QdLiveText *live)
{
  g_atomic_rc_box_release_full (live, live_text_clear);
}

static void
task_free (gpointer data)
{
  Task *task = data;

  qd_colorgame_free (task->game);
  live_text_release (task->live);
  g_free (task);
}

static void
output_free (gpointer data)
{
  Output *out = data;

  qd_colorgame_analysis_free (out->analysis);
  g_free (out->trace);
  g_free (out);
}

static gpointer
computer_worker (QdJob *job, gpointer data, GError **error)
{
  Task *task = data;
  Output *out = g_new0 (Output, 1);

  task->options.stop = qd_job_get_stop_flag (job);
  task->options.progress_nodes = &qd_job_get_progress (job)->nodes;
  task->options.trace = task->live->text;
  task->options.trace_lock = &task->live->lock;
  out->analysis = qd_colorgame_search (task->game, &task->options);
  g_mutex_lock (&task->live->lock);
  out->trace = g_strdup (task->live->text->str);
  g_mutex_unlock (&task->live->lock);
  return out;
}

static void
set_trace_text (QdColorgamePage *self, const char *text, gsize length)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->trace_view);

  gtk_text_buffer_set_text (buffer, text, (gint) MIN (length, MAX_SHOWN_TRACE));
  if (length > MAX_SHOWN_TRACE)
    {
      GtkTextIter end;

      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, _("\n… (the rest is in Export → Trace of the Last Computer Move)"), -1);
    }
}

/* New trace text since the last look goes into the view. */
static void
on_progress (QdJob *job, QdColorgamePage *self)
{
  QdProgress progress;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->trace_view);

  if (self->live == NULL)
    return;
  g_mutex_lock (&self->live->lock);
  if (self->live->text->len > self->live_shown && self->live_shown < MAX_SHOWN_TRACE)
    {
      GtkTextIter end;
      gsize upto = MIN (self->live->text->len, MAX_SHOWN_TRACE);

      gtk_text_buffer_get_end_iter (buffer, &end);
      gtk_text_buffer_insert (buffer, &end, self->live->text->str + self->live_shown, (gint) (upto - self->live_shown));
      self->live_shown = upto;
    }
  g_mutex_unlock (&self->live->lock);
  qd_job_read_progress (job, &progress);
  qd_label_set_count (self->nodes_label, TRUE, (guint64) progress.nodes);
}

static void
show_tree (QdColorgamePage *self)
{
  qd_tree_view_set_tree (self->tree_view, self->tree);
  if (self->tree != NULL)
    qd_tree_view_set_results (self->tree_view, self->tree_results, TRUE, TRUE, -1);
}

static void
on_computer_done (QdPage *page, QdJob *job)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  Output *out = qd_job_steal_result (job);
  QdColorgameAnalysis *a;
  g_autofree char *time = g_strdup_printf (_("%.1f ms"), qd_job_get_elapsed_us (job) / 1000.0);

  g_clear_pointer (&self->live, live_text_release);
  if (out == NULL || out->analysis->result.status != QD_SEARCH_DONE)
    {
      gtk_label_set_label (self->play_label, _("The computer's search was stopped."));
      if (out != NULL)
        output_free (out);
      qd_colorgame_page_update_display (self);
      return;
    }
  a = out->analysis;
  g_free (self->trace);
  self->trace = g_steal_pointer (&out->trace);
  set_trace_text (self, self->trace, strlen (self->trace));
  g_clear_pointer (&self->tree, qd_game_tree_free);
  g_clear_pointer (&self->tree_results, g_free);
  self->tree = qd_colorgame_analysis_tree (self->game, a, &self->tree_results);
  show_tree (self);

  qd_label_set_count (self->nodes_label, TRUE, a->result.nodes);
  qd_label_set_count (self->lines_label, TRUE, a->lines);
  gtk_label_set_label (self->time_label, time);
  {
    g_autofree char *value = g_strdup_printf ("%.0f", a->result.value);

    gtk_label_set_label (self->ai_value_label, value);
  }
  if (a->result.best_move == QD_MOVE_NONE)
    {
      gtk_label_set_label (self->best_label, _("None"));
      qd_colorgame_page_update_display (self);
    }
  else
    {
      guint node = QD_COLORGAME_MOVE_NODE (a->result.best_move), color = QD_COLORGAME_MOVE_COLOR (a->result.best_move);
      g_autofree char *best = g_strdup_printf ("%s %s", (char *) self->game->map->names->pdata[node],
                                               (char *) self->game->colors->pdata[color]);
      g_autofree char *said = g_strdup_printf (_("Player %u (computer) coloured %s %s."), to_move (self),
                                               (char *) self->game->map->names->pdata[node],
                                               (char *) self->game->colors->pdata[color]);

      gtk_label_set_label (self->best_label, best);
      gtk_label_set_label (self->play_label, said);
      play_move (self, node, color, to_move (self));
    }
  output_free (out);
  schedule_computer (self);
}

static void
start_computer (QdColorgamePage *self)
{
  Task *task;
  QdJob *job;

  if (qd_page_get_busy (QD_PAGE (self)) || game_over (self))
    return;
  task = g_new0 (Task, 1);
  task->game = qd_colorgame_copy (self->game);
  qd_colorgame_search_options_init (&task->options, task->game);
  task->options.to_move = to_move (self) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
  task->options.arc_consistency = gtk_switch_get_active (self->ac_switch);
  task->options.max_events = MAX_TREE_EVENTS;
  task->live = g_atomic_rc_box_new0 (QdLiveText);
  g_mutex_init (&task->live->lock);
  task->live->text = g_string_new (NULL);
  g_clear_pointer (&self->live, live_text_release);
  self->live = g_atomic_rc_box_acquire (task->live);
  self->live_shown = 0;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->trace_view), "", 0);

  job = qd_page_start_job (QD_PAGE (self), _("Map-colouring game search"), computer_worker, task, task_free,
                           output_free, on_computer_done);
  qd_job_set_interval (job, 100);
  g_signal_connect_object (job, "progress", G_CALLBACK (on_progress), self, 0);
  qd_colorgame_page_update_display (self);
}

static gboolean
computer_due (gpointer data)
{
  QdColorgamePage *self = data;

  self->auto_source = 0;
  if (!self->paused && is_computer (self, to_move (self)))
    start_computer (self);
  else
    update_actions (self);
  return G_SOURCE_REMOVE;
}

/* After every move: the computer answers when it is its turn. */
static void
schedule_computer (QdColorgamePage *self)
{
  if (self->auto_source != 0 || self->paused || qd_page_get_busy (QD_PAGE (self)) ||
      !is_computer (self, to_move (self)) || game_over (self))
    return;
  self->auto_source = g_timeout_add (COMPUTER_DELAY_MS, computer_due, self);
  update_actions (self);
}

static void
computer_move_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  self->paused = FALSE;
  g_clear_handle_id (&self->auto_source, g_source_remove);
  start_computer (self);
}

static void
stop_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  self->paused = TRUE;
  g_clear_handle_id (&self->auto_source, g_source_remove);
  qd_page_cancel_job (QD_PAGE (self));
  qd_colorgame_page_update_display (self);
}

static void
restart_activated (GSimpleAction *action, GVariant *param, gpointer data)
{
  QdColorgamePage *self = data;

  qd_colorgame_page_record (self);
  g_array_set_size (self->game->initial, self->start_len);
  self->last_node = -1;
  gtk_label_set_label (self->play_label, _("Back to the start position."));
  qd_colorgame_page_update_display (self);
  schedule_computer (self);
}

static void
on_players_changed (QdColorgamePage *self)
{
  self->paused = FALSE;
  qd_colorgame_page_update_display (self);
  schedule_computer (self);
}

static const GActionEntry page_actions[] = {
  { "computer-move", computer_move_activated },
  { "stop", stop_activated },
  { "restart", restart_activated },
  { "undo", undo_activated },
  { "redo", redo_activated },
};

/* ------------------------------------------------------ QdPage methods */

static gboolean
qd_colorgame_page_load (QdPage *page, GFile *file, const char *contents, gsize length,
                        const char *display_name, GError **error)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);
  g_autoptr(GError) local = NULL;
  QdColorgame *game = qd_colorgame_parse (contents, length, &local);

  if (game == NULL)
    {
      g_set_error (error, local->domain, local->code, "%s: %s", display_name, local->message);
      return FALSE;
    }
  qd_page_cancel_job (page);
  g_clear_handle_id (&self->auto_source, g_source_remove);
  qd_colorgame_free (self->game);
  self->game = game;
  self->start_len = game->initial->len;
  self->last_node = -1;
  qd_history_clear (&self->history);
  qd_colorgame_page_game_changed (self);
  qd_page_set_modified (page, FALSE);
  return TRUE;
}

static char *
qd_colorgame_page_serialize (QdPage *page)
{
  return qd_colorgame_to_string (QD_COLORGAME_PAGE (page)->game);
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

static void
qd_colorgame_page_stop (QdPage *page)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (page);

  g_clear_handle_id (&self->auto_source, g_source_remove);
  QD_PAGE_CLASS (qd_colorgame_page_parent_class)->stop (page);
}

/* -------------------------------------------------------------- GObject */

static void
qd_colorgame_page_dispose (GObject *object)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (object);

  g_clear_handle_id (&self->auto_source, g_source_remove);
  qd_page_cancel_job (QD_PAGE (self));
  if (self->tree_view != NULL)
    qd_tree_view_set_tree (self->tree_view, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), QD_TYPE_COLORGAME_PAGE);
  self->tree_view = NULL;
  G_OBJECT_CLASS (qd_colorgame_page_parent_class)->dispose (object);
}

static void
qd_colorgame_page_finalize (GObject *object)
{
  QdColorgamePage *self = QD_COLORGAME_PAGE (object);

  g_clear_pointer (&self->game, qd_colorgame_free);
  g_clear_pointer (&self->colors, g_free);
  g_clear_pointer (&self->owners, g_free);
  g_clear_pointer (&self->trace, g_free);
  g_clear_pointer (&self->tree, qd_game_tree_free);
  g_clear_pointer (&self->tree_results, g_free);
  g_clear_pointer (&self->live, live_text_release);
  qd_history_destroy (&self->history);
  g_clear_object (&self->actions);
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
  page_class->load = qd_colorgame_page_load;
  page_class->serialize = qd_colorgame_page_serialize;
  page_class->get_text_export = qd_colorgame_page_get_text_export;
  page_class->stop = qd_colorgame_page_stop;

  g_type_ensure (QD_TYPE_MAP_VIEW);
  g_type_ensure (QD_TYPE_TREE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/quandary/Quandary/ui/qd-colorgame-page.ui");
#define BIND(name) gtk_widget_class_bind_template_child (widget_class, QdColorgamePage, name)
  BIND (main_stack);
  BIND (map_view);
  BIND (tree_view);
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
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "cg.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "cg.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "cg.computer-move", NULL);
}

/* A new game: the statement's example, Australia. */
static const char australia[] =
  "R, G, B\nWA: R-1, SA: G-2\n3\nR: 10, G: 5, B: 0\nR: 0, G: 2, B: 8\n"
  "SA: WA, NT, Q, NSW, V\nNT: WA, SA, Q\nNSW: Q, V, SA\nWA: SA, NT\nQ: NT, SA, NSW\nV: SA, NSW\n";

static void
qd_colorgame_page_init (QdColorgamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  qd_history_init (&self->history, UNDO_LIMIT);
  self->last_node = self->selected = self->edge_from = -1;
  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), page_actions, G_N_ELEMENTS (page_actions), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "cg", G_ACTION_GROUP (self->actions));
  qd_page_set_text_exports (QD_PAGE (self), text_exports);
  qd_page_set_canvas (QD_PAGE (self), QD_CANVAS (self->map_view));
  qd_page_set_untitled_name (QD_PAGE (self), _("Untitled Colouring Game"));
  qd_colorgame_editor_init (self);

  g_signal_connect (self->map_view, "region-clicked", G_CALLBACK (on_region_clicked), self);
  g_signal_connect_swapped (self->player1_row, "notify::selected", G_CALLBACK (on_players_changed), self);
  g_signal_connect_swapped (self->player2_row, "notify::selected", G_CALLBACK (on_players_changed), self);
  g_signal_connect_swapped (self, "notify::busy", G_CALLBACK (qd_colorgame_page_update_display), self);

  self->game = qd_colorgame_parse (australia, -1, NULL);
  self->start_len = self->game->initial->len;
  qd_colorgame_page_game_changed (self);
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
