/* qd-kinarow-page-status.c — the k-in-a-row tab's status line (whose turn,
 * who thinks, who won; the board's description reads it to a screen
 * reader) and the hint under it. */
#include "config.h"
#include "qd-kinarow-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* "X (Human)", "O (Alpha-beta, depth 4)". */
char *
qd_kinarow_page_player_name (QdKinarowPage *self, guint side)
{
  QdKinarowAgent agent = qd_kinarow_page_agent (self, side);
  g_autofree char *who = NULL;

  if (agent.kind == QD_KINAROW_AGENT_OUTSIDE)
    who = g_strdup (strchr (self->game->agents[side], ':') + 1);
  else
    who = qd_kinarow_agent_describe (&agent);
  return g_strdup_printf (side == 0 ? _("X (%s)") : _("O (%s)"), who);
}

gboolean
qd_kinarow_page_person_to_move (QdKinarowPage *self, const QdKinarowPosition *pos)
{
  return qd_kinarow_outcome (pos) == QD_KINAROW_ONGOING &&
         qd_kinarow_page_agent (self, pos->to_move).kind == QD_KINAROW_AGENT_HUMAN;
}

/* The status when the game is over, or NULL. */
static char *
status_over (QdKinarowPage *self, const QdKinarowPosition *pos, const char **hint)
{
  QdKinarowOutcome outcome = qd_kinarow_outcome (pos);
  g_autofree char *winner = NULL;

  *hint = _("Start a new game, or take moves back with Undo.");
  if (self->forfeit != 0)
    {
      g_autofree char *loser = qd_kinarow_page_player_name (self, self->forfeit - 1);

      winner = qd_kinarow_page_player_name (self, 2 - self->forfeit);
      *hint = _("Start a new game, take moves back with Undo, or press Play to ask it again.");
      return g_strdup_printf (_("%s forfeits (%s): %s wins."), loser, self->forfeit_cause, winner);
    }
  if (outcome == QD_KINAROW_DRAW)
    return g_strdup (_("A draw: the board is full and nobody has a line."));
  if (outcome == QD_KINAROW_ONGOING)
    return NULL;
  winner = qd_kinarow_page_player_name (self, outcome == QD_KINAROW_P1_WINS ? 0 : 1);
  return g_strdup_printf (ngettext ("%s wins with %u in a row.", "%s wins with %u in a row.", self->game->rules.k),
                          winner, self->game->rules.k);
}

static char *
status_ongoing (QdKinarowPage *self, const QdKinarowPosition *pos, const char **hint)
{
  g_autofree char *who = qd_kinarow_page_player_name (self, pos->to_move);

  *hint = "";
  if (qd_kinarow_editor_is_on (self))
    {
      *hint = self->game->rules.gravity
            ? _("Click a column to drop the chosen stone in it or take its top stone away; turn editing off to play on.")
            : _("Click a cell to put the chosen stone there or take one away; turn editing off to play on.");
      return g_strdup_printf (_("Editing the position: %s to move."), who);
    }
  if (self->work == QD_KINAROW_THINKING || self->work == QD_KINAROW_HINTING || self->work == QD_KINAROW_SOLVING)
    {
      QdJob *job = qd_page_get_job (QD_PAGE (self));
      double seconds = job != NULL ? qd_job_get_elapsed_us (job) / 1e6 : 0;

      *hint = _("Stop (Escape) ends the search.");
      if (self->work == QD_KINAROW_SOLVING)
        return g_strdup_printf (_("Solving every column… %.1f s"), seconds);
      if (self->work == QD_KINAROW_HINTING)
        return g_strdup_printf (_("Looking for a hint… %.1f s"), seconds);
      return g_strdup_printf (_("%s is thinking… %.1f s"), who, seconds);
    }
  if (qd_kinarow_page_person_to_move (self, pos))
    {
      *hint = self->game->rules.gravity
            ? _("Click a column, or press its number, to drop a stone; the arrows and Return work too.")
            : _("Click an empty cell, or move the cursor with the arrows and press Return.");
      return g_strdup_printf (_("%s to move."), who);
    }
  if (self->paused)
    *hint = _("Press Play to let the computer players move.");
  return g_strdup_printf (self->paused ? _("%s to move: paused.") : _("%s to move."), who);
}

void
qd_kinarow_page_update_status (QdKinarowPage *self)
{
  QdKinarowPosition pos;
  const char *hint = "";
  g_autofree char *status = NULL;

  qd_kinarow_page_position (self, &pos);
  status = status_over (self, &pos, &hint);
  if (status == NULL)
    status = status_ongoing (self, &pos, &hint);
  gtk_label_set_label (self->status_label, status);
  /* A hint found or a move refused stays until the position changes. */
  if (self->notice != NULL && self->work == QD_KINAROW_IDLE)
    hint = self->notice;
  gtk_label_set_label (self->hint_label, hint);
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label), *hint != '\0');
}
