/* qd-gdl-page-game.c — the General Games tab's game: the state after the
 * moves played, the legal moves of the role to move, and what shows them
 * (the board, the caption and the status, the list of moves, the facts).
 *
 * The game is the model's (one QdGdlGame, on the main thread only).  A
 * role whose only legal move is its no-op does not choose: a joint move is
 * the mover's move and each other role's only move.  Where several roles
 * have a choice (they move together: rock-paper-scissors), each is asked in
 * turn in the roles' order, its choice hidden (neither shown nor said)
 * until the last has chosen; then the joint move is played and shown. */
#include "config.h"
#include "qd-gdl-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "problems/gdl/qd-gdl-describe.h"

/* ------------------------------------------------------------ the state */

static QdGdlGame *
game_of (QdGdlPage *self)
{
  return self->sheet->game;
}

static void
set_stuck (QdGdlPage *self, const GError *error)
{
  g_free (self->stuck);
  self->stuck = error != NULL ? g_strdup (error->message) : NULL;
}

/* The mover and its legal moves in the state. */
static void
find_legal (QdGdlPage *self)
{
  QdGdlGame *game = game_of (self);
  g_autoptr(GError) error = NULL;
  gint n;

  g_array_set_size (self->legal, 0);
  g_ptr_array_set_size (self->legal_texts, 0);
  guint32 choosers = 0;

  /* the match's ply limit (a GDL game need not end) */
  self->mover = qd_gdl_game_cut (game, self->state, self->plies, 0, &error) ? -1
                : qd_gdl_game_terminal (game, self->state) ? -1
                : qd_gdl_game_choosers (game, self->state, &choosers, &error) < 0 ? -1
                : (choosers & (choosers - 1)) != 0 ? g_bit_nth_lsf (choosers & ~self->chosen, -1)
                : qd_gdl_game_mover (game, self->state, &error);
  if (self->mover < 0)
    {
      set_stuck (self, error);
      return;
    }
  g_array_set_size (self->legal, qd_gdl_game_max_legal (game));
  n = qd_gdl_game_legal (game, self->state, (guint) self->mover, (guint32 *) self->legal->data, &error);
  g_array_set_size (self->legal, MAX (n, 0));
  if (n < 0)
    {
      set_stuck (self, error);
      self->mover = -1;
      return;
    }
  for (guint i = 0; i < self->legal->len; i++)
    g_ptr_array_add (self->legal_texts, (gpointer) qd_gdl_game_move_text (game, g_array_index (self->legal, guint32, i)));
}

void
qd_gdl_page_clear (QdGdlPage *self)
{
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->universe, g_free);
  g_clear_pointer (&self->stuck, g_free);
  g_clear_pointer (&self->notice, g_free);
  self->n_picked = 0;
  g_clear_pointer (&self->start_moves, g_strfreev);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->movers, 0);
  g_array_set_size (self->ply_starts, 0);
  g_array_set_size (self->legal, 0);
  g_ptr_array_set_size (self->legal_texts, 0);
  self->mover = -1;
  self->plies = self->joint_start = 0;
  self->chosen = 0;
}

void
qd_gdl_page_restart (QdGdlPage *self)
{
  QdGdlGame *game = game_of (self);

  qd_gdl_page_clear (self);
  self->words = qd_gdl_game_state_words (game);
  self->state = g_new0 (guint64, self->words);
  qd_gdl_game_initial (game, self->state);
  self->universe = qd_gdl_game_facts_text (game);
  find_legal (self);
  qd_gdl_table_sync (self);
  /* The start's moves tell a gravity game (qd-gdl-board.h), once a game:
   * the board keeps its orientation to the end. */
  g_ptr_array_add (self->legal_texts, NULL);
  self->start_moves = g_strdupv ((char **) self->legal_texts->pdata);
  g_ptr_array_remove_index (self->legal_texts, self->legal_texts->len - 1);
}

gboolean
qd_gdl_page_next_state (QdGdlGame *game, guint64 *state, guint32 move, GError **error)
{
  gint mover = qd_gdl_game_mover (game, state, error);
  guint32 joint[QD_GDL_MAX_ROLES];

  if (mover < 0)
    return FALSE;
  for (guint r = 0; r < qd_gdl_game_n_roles (game); r++)
    {
      g_autofree guint32 *moves = (gint) r == mover ? NULL : g_new (guint32, qd_gdl_game_max_legal (game));

      joint[r] = move;
      if (moves == NULL)
        continue;
      if (qd_gdl_game_legal (game, state, r, moves, error) < 1)
        {
          if (error != NULL && *error == NULL)
            g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_INVALID, _("the role %s has no legal move"),
                         qd_gdl_game_role_name (game, r));
          return FALSE;
        }
      joint[r] = moves[0];
    }
  return qd_gdl_game_next (game, state, joint, state, error);
}

/* Plays `move` of the mover without showing it (where the roles move
 * together, keeps it until every role has chosen); FALSE past a limit
 * (said). */
static gboolean
advance (QdGdlPage *self, guint32 move)
{
  QdGdlGame *game = game_of (self);
  g_autoptr(GError) error = NULL;
  guint32 choosers = 0, start = self->moves->len;

  self->pending[self->mover] = move;
  self->chosen |= 1u << self->mover;
  qd_gdl_game_choosers (game, self->state, &choosers, NULL);
  if ((choosers & ~self->chosen) != 0)
    {
      find_legal (self);
      return TRUE;
    }
  if (!qd_gdl_game_play_choices (game, self->state, self->chosen, self->pending, self->moves, self->movers, &error))
    {
      set_stuck (self, error);
      self->mover = -1;
      return FALSE;
    }
  self->joint_start = start;
  g_array_append_val (self->ply_starts, start);
  self->chosen = 0;
  self->plies++;
  find_legal (self);
  return TRUE;
}

void
qd_gdl_page_play (QdGdlPage *self, guint32 move)
{
  g_clear_pointer (&self->notice, g_free);
  self->n_picked = 0;
  /* The board shows the game again, not a node of the last search. */
  qd_page_tree_leave_node (self->page_tree);
  advance (self, move);
  /* a choice kept hidden: the board's cursor does not show where it was */
  if (self->chosen != 0)
    qd_canvas_set_cursor (QD_CANVAS (self->board_view), -1);
  qd_gdl_page_refresh (self);
}

char *
qd_gdl_page_moves_text (QdGdlPage *self)
{
  GString *text = g_string_new ("");

  for (guint i = 0; i < self->moves->len; i++)
    g_string_append_printf (text, "%s\n", qd_gdl_game_move_text (game_of (self), g_array_index (self->moves, guint32, i)));
  for (guint r = 0; r < QD_GDL_MAX_ROLES; r++)
    if (self->chosen >> r & 1)
      g_string_append_printf (text, "%s\n", qd_gdl_game_move_text (game_of (self), self->pending[r]));
  return g_string_free (text, FALSE);
}

void
qd_gdl_page_replay (QdGdlPage *self, const char *moves)
{
  g_auto(GStrv) lines = g_strsplit (moves, "\n", -1);

  qd_gdl_page_restart (self);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0' && self->mover >= 0; i++)
    {
      gint move = qd_gdl_game_move_parse (game_of (self), self->state, (guint) self->mover, lines[i]);


      if (move < 0 || !advance (self, (guint32) move))
        break;
    }
  qd_gdl_page_refresh (self);
}

/* ------------------------------------------------------------ display */

static char *status_now (QdGdlPage *self, QdGdlGame *game, gboolean puzzle);

char *
qd_gdl_page_status (QdGdlPage *self)
{
  QdGdlGame *game = game_of (self);
  /* "x 100, o 0": each role's goal value now ("x none" where it has none) */
  g_autofree char *goals = qd_gdl_describe_goals (game, self->state);
  gboolean puzzle = qd_gdl_game_n_roles (game) == 1;
  g_autofree char *said = qd_gdl_history_said (self);
  g_autofree char *now = NULL;

  if (self->stuck != NULL)
    return g_strdup_printf (_("The game cannot go on: %s"), self->stuck);
  if (self->mover < 0)
    /* Translators: a move is a ply: where the roles move together, their joint move counts one. */
    now = g_strdup_printf (ngettext ("Game over after %u move. Goals: %s.", "Game over after %u moves. Goals: %s.",
                                     self->plies), self->plies, goals);
  else
    now = status_now (self, game, puzzle);
  return g_strconcat (said, now, NULL);
}

/* The status after the last move: whose move, and a puzzle's goal value. */
static char *
status_now (QdGdlPage *self, QdGdlGame *game, gboolean puzzle)
{
  if (puzzle)
    {
      g_autofree char *value = qd_gdl_describe_goal (game, self->state, 0);

      /* Translators: the goal value the puzzle's rules give the state on show (100 solves it). */
      return g_strdup_printf (_("Move %u: %s to move. The goal value of this state: %s of 100."),
                              self->moves->len + 1, qd_gdl_game_role_name (game, 0), value);
    }
  if (self->chosen != 0)
    /* Translators: the roles move together; the others' choices are not shown until all have chosen. */
    return g_strdup_printf (_("Move %u: %s to choose. The roles move together: the choices made are hidden until "
                              "all have chosen."), self->plies + 1, qd_gdl_game_role_name (game, (guint) self->mover));
  if (qd_gdl_page_together (self))
    return g_strdup_printf (_("Move %u: %s to choose first. The roles move together: each choice is hidden until "
                              "all have chosen."), self->plies + 1, qd_gdl_game_role_name (game, (guint) self->mover));
  return g_strdup_printf (_("Move %u: %s to move."), self->plies + 1,
                          qd_gdl_game_role_name (game, (guint) self->mover));
}

gboolean
qd_gdl_page_together (QdGdlPage *self)
{
  guint32 choosers = 0;

  return self->mover >= 0 && qd_gdl_game_choosers (game_of (self), self->state, &choosers, NULL) > 1;
}

void
qd_gdl_page_set_notice (QdGdlPage *self, const char *notice)
{
  if (notice != self->notice)
    {
      g_free (self->notice);
      self->notice = g_strdup (notice);
    }
  gtk_label_set_label (self->notice_label, notice != NULL ? notice : "");
  gtk_widget_set_visible (GTK_WIDGET (self->notice_label), notice != NULL);
}

/* The board's cells a legal move marks (a drop: where it lands). */
static void
find_playable (QdGdlPage *self)
{
  guint cells = self->board->relation != NULL ? self->board->n_rows * self->board->n_columns : 0;

  self->playable = g_new0 (gboolean, cells + 1);
  qd_gdl_board_playable (self->board, (const char *const *) self->legal_texts->pdata, self->legal_texts->len,
                         self->playable);
}

void
qd_gdl_page_show_board (QdGdlPage *self, const guint64 *state, const char *caption)
{
  QdGdlGame *game = game_of (self);
  g_autofree char *facts = qd_gdl_game_state_text (game, state);
  QdGdlBoard *old = self->board;
  gboolean *old_playable = self->playable;
  char *old_caption = self->caption;

  self->board = qd_gdl_board_new (facts, self->universe, (const char *const *) self->start_moves);
  self->playable = NULL;
  if (state == self->state)
    find_playable (self);
  qd_gdl_table_show (self, state);
  self->caption = caption != NULL ? g_strdup (caption) : qd_gdl_page_status (self);
  /* The view holds the board, the cells and the caption until given the next. */
  qd_gdl_view_set_board (self->board_view, self->board, self->playable, self->caption);
  qd_gdl_view_set_hint (self->board_view, -1);
  qd_gdl_board_free (old);
  g_free (old_playable);
  g_free (old_caption);
  g_strchomp (facts);
  gtk_label_set_label (self->facts_label, facts);
}

/* Row `index` of the list titled `title`: the row already there retitled
 * (rows are kept from one state to the next: an action row costs a
 * millisecond to make, and Amazons lists hundreds), or a new one. */
static void
set_move_row (GtkListBox *list, guint index, const char *title, gboolean activatable)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  if (row == NULL)
    {
      row = GTK_LIST_BOX_ROW (adw_action_row_new ());
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_list_box_append (list, GTK_WIDGET (row));
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (row, activatable);
}

void
qd_gdl_page_show_moves (QdGdlPage *self, const char *const *texts, guint n)
{
  GtkListBoxRow *extra;
  guint shown = MIN (n, QD_GDL_PAGE_MAX_ROWS), rows = shown;

  gtk_list_box_unselect_all (self->legal_list);
  for (guint i = 0; i < shown; i++)
    set_move_row (self->legal_list, i, texts[i], TRUE);
  if (shown < n)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("… and %u more move", "… and %u more moves", n - shown),
                                               n - shown);

      set_move_row (self->legal_list, rows++, more, FALSE);
    }
  if (n == 0)
    set_move_row (self->legal_list, rows++, _("No legal move: the game is over."), FALSE);
  while ((extra = gtk_list_box_get_row_at_index (self->legal_list, (int) rows)) != NULL)
    gtk_list_box_remove (self->legal_list, GTK_WIDGET (extra));
}

/* Play while a computer player waits; Stop while something runs; Hint
 * while nothing runs; Start Again once a move was played.  Practice shows
 * a question's state: neither Play nor Hint meanwhile. */
static void
update_actions (QdGdlPage *self)
{
  gboolean busy = qd_page_get_busy (QD_PAGE (self));
  gboolean computer = self->mover >= 0 && !qd_gdl_players_is_human (self, (guint) self->mover);

  qd_page_set_actions_enabled (QD_PAGE (self), (QdActionState[]) {
      { "resume", !busy && computer && self->paused && !self->practicing },
      { "stop", busy },
      { "hint", !busy && self->mover >= 0 && !self->practicing },
      { "restart", self->moves->len > 0 || self->chosen != 0 },
      { "mcts-step", qd_gdl_players_can_step (self) },
    }, 5);
  /* a greyed button says why */
  gtk_widget_set_tooltip_text (self->step_button,
                               self->sheet != NULL && !qd_gdl_game_is_grounded (self->sheet->game)
                                   && !qd_gdl_game_network_dropped (self->sheet->game)
                                 ? _("Step by step needs the game's ground network: this game is evaluated "
                                     "without grounding (too big to ground)")
                                 : _("Grow the tree of Monte Carlo tree search from the position on the board, one "
                                     "iteration at a time"));
}

/* A node of the last search selected: the board shows its state and the
 * status says the node.  Its moves are the worker's game's, the same ids
 * as the page's only with a ground network. */
static gboolean
show_tree_node (QdGdlPage *self)
{
  QdGdlGame *game = game_of (self);
  g_autofree char *text = NULL;
  g_autoptr(GArray) path = self->tree_root != NULL ? qd_page_tree_game_path (self->page_tree, &text) : NULL;
  g_autofree guint64 *state = NULL;

  if (path == NULL || !qd_gdl_game_is_grounded (game))
    return FALSE;
  state = g_memdup2 (self->tree_root, self->words * sizeof (guint64));
  /* Decoupled UCT's path holds each role's move nodes: the state comes
   * from the joint moves its positions record, not from that path. */
  if (qd_search_tree_is_duct (qd_page_tree_get_tree (self->page_tree)))
    qd_gdl_players_duct_state (self, state);
  else
    for (guint i = 0; i < path->len; i++)
      if (!qd_gdl_page_next_state (game, state, g_array_index (path, QdMove, i), NULL))
        break;
  qd_gdl_page_show_board (self, state, text);
  return TRUE;
}

void
qd_gdl_page_refresh (QdGdlPage *self)
{
  gboolean person = self->mover >= 0 && qd_gdl_players_is_human (self, (guint) self->mover);

  gboolean practicing;

  self->updating = TRUE;
  /* Practice shows the state its question is on, and its own list. */
  practicing = qd_gdl_page_practice_show (self);
  if (!practicing && !show_tree_node (self))
    {
      qd_gdl_page_show_board (self, self->state, NULL);
      qd_gdl_history_show (self, TRUE);
    }
  else
    qd_gdl_history_show (self, FALSE);
  qd_gdl_view_set_playable (self->board_view, practicing || (person && self->work == QD_GDL_IDLE));
  gtk_label_set_label (self->status_label, self->caption);
  qd_gdl_page_set_notice (self, self->notice);
  if (!practicing)
    qd_gdl_page_show_moves (self, (const char *const *) self->legal_texts->pdata, self->legal_texts->len);
  update_actions (self);
  qd_page_update_undo (QD_PAGE (self));
  self->updating = FALSE;
  qd_gdl_rules_explain (self);
}

void
qd_gdl_page_show_hint (QdGdlPage *self, guint32 move)
{
  guint cells = self->board != NULL && self->board->relation != NULL ? self->board->n_rows * self->board->n_columns : 0;
  g_autofree gboolean *marked = g_new0 (gboolean, cells + 1);
  gint hint = -1;

  qd_gdl_page_refresh (self);
  for (guint i = 0; i < self->legal->len; i++)
    if (g_array_index (self->legal, guint32, i) == move)
      {
        gtk_list_box_select_row (self->legal_list, gtk_list_box_get_row_at_index (self->legal_list, (int) i));
        /* the first cell the move marks, as the board marks it among the others */
        if (cells > 0)
          qd_gdl_board_playable (self->board, (const char *const *) &self->legal_texts->pdata[i], 1, marked);
      }
  for (guint c = 0; c < cells && hint < 0; c++)
    if (marked[c])
      hint = (gint) c;
  qd_gdl_view_set_hint (self->board_view, hint);
}

/* ------------------------------------------------------------ a click */

/* A move of several cells (Amazons' queen, where it goes, where it
 * shoots): the legal moves whose cells begin with those clicked so far
 * and then `cell`; one left is played, several all going on keep the
 * click and say so.  FALSE when the game has no such moves, or the click
 * leaves a choice the list must make (the click as one cell then). */
static gboolean
choose_in_steps (QdGdlPage *self, guint cell)
{
  guint k = self->n_picked, found = 0, longer = 0, cells[QD_GDL_PAGE_MAX_MOVE_CELLS];
  gboolean several = FALSE;
  gint only = -1;

  for (guint i = 0; i < self->legal_texts->len; i++)
    {
      guint m = qd_gdl_board_move_cells (self->board, self->legal_texts->pdata[i], cells, G_N_ELEMENTS (cells));

      several |= m > 1;
      if (m <= k || cells[k] != cell || memcmp (cells, self->picked, k * sizeof (guint)) != 0)
        continue;
      found++, only = (gint) i;
      longer += m > k + 1;
    }
  if (!several)
    return FALSE;
  if (found == 0 && k > 0)
    {
      /* not the next cell of a move begun: a move begun again there */
      self->n_picked = 0;
      return choose_in_steps (self, cell);
    }
  if (found == 1)
    {
      self->n_picked = 0;
      qd_gdl_page_person_plays (self, g_array_index (self->legal, guint32, only));
      return TRUE;
    }
  if (found == 0 || longer < found || k + 1 >= G_N_ELEMENTS (self->picked))
    return FALSE;
  {
    g_autofree char *said = g_strdup_printf (ngettext ("%u legal move goes on from the cells chosen: click its next cell.",
                                                       "%u legal moves go on from the cells chosen: click the next cell.",
                                                       found), found);

    self->picked[self->n_picked++] = cell;
    qd_gdl_page_set_notice (self, said);
  }
  return TRUE;
}

void
qd_gdl_page_choose_cell (QdGdlPage *self, guint cell)
{
  g_autofree guint *matches = g_new (guint, self->legal->len + 1);
  guint n;

  if (qd_gdl_table_take_cell (self, cell))
    return;
  if (self->mover < 0 || self->board == NULL || qd_page_get_busy (QD_PAGE (self)) ||
      !qd_gdl_players_is_human (self, (guint) self->mover))
    return;
  if (choose_in_steps (self, cell))
    return;
  n = qd_gdl_board_moves_at (self->board, cell, (const char *const *) self->legal_texts->pdata,
                             self->legal_texts->len, matches);
  if (n == 0)
    {
      qd_gdl_page_set_notice (self, _("No legal move names this cell: choose another, or a move in the list."));
      return;
    }
  if (n > 1)
    {
      g_autofree char *said = g_strdup_printf (ngettext ("%u legal move names this cell: choose it in the list.",
                                                         "%u legal moves name this cell: choose one in the list.", n), n);

      gtk_list_box_select_row (self->legal_list, gtk_list_box_get_row_at_index (self->legal_list, (int) matches[0]));
      qd_gdl_page_set_notice (self, said);
      return;
    }
  qd_gdl_page_person_plays (self, g_array_index (self->legal, guint32, matches[0]));
}
