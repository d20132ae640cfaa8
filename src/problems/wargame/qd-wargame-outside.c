/* qd-wargame-outside.c — the war game for an outside agent
 * (qd-wargame-outside.h). */
#include "config.h"
#include "qd-wargame-outside.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"
#include "qd-wargame-match.h"

char *
qd_wargame_outside_start (const QdWargameRules *rules)
{
  GString *out = g_string_new ("rules ");
  g_autofree char *board = qd_wargame_board_to_string (&rules->board);

  g_string_append (out, qd_wargame_rule_set_to_string (rules->set));
  if (rules->set == QD_WARGAME_RULES_ATTRITION)
    qd_string_append_c (out, " %.17g", rules->attrition);
  g_string_append_c (out, '\n');
  if (rules->coin < 1.0)
    qd_string_append_c (out, "coin %.17g\n", rules->coin);
  g_string_append (out, board);
  return g_string_free (out, FALSE);
}

char *
qd_wargame_move_notation (const QdWargameRecord *record, guint i)
{
  const QdWargameRules *rules = qd_wargame_record_get_rules (record);
  const QdWargameMove *m = qd_wargame_record_move (record, i);
  QdWargameBits failed = m->failed;
  GString *out = g_string_new (NULL);
  char name[8];

  g_string_append (out, qd_wargame_square_name (rules->board.size, m->square, name));
  for (char sep = '/'; qd_wargame_bits_any (&failed); sep = ',')
    {
      g_string_append_c (out, sep);
      g_string_append (out, qd_wargame_square_name (rules->board.size, qd_wargame_bits_pop (&failed), name));
    }
  return g_string_free (out, FALSE);
}

typedef struct {
  guint size;
  gboolean green;            /* green to move: its scores are from green's side */
  QdWargameThought *thought;
  gint64 began;
  QdWargameThoughtFunc live;
  gpointer live_data;
} Listening;

/* The agent's info lines into the thought: what its search found. */
static void
on_info (gpointer data, const QdAgentInfo *info)
{
  Listening *l = data;
  QdWargameThought *t = l->thought;

  if (info->has_nodes)
    t->nodes = info->nodes;
  if (info->has_depth)
    t->depth = info->depth;
  if (info->has_score)
    t->value = l->green ? -info->score : info->score;
  if (info->pv != NULL)
    {
      guint n = 0, square;

      /* The squares it names, up to the first that is not one. */
      while (n < QD_ENGINE_MAX_PV && info->pv[n] != NULL && qd_wargame_square_parse (l->size, info->pv[n], &square))
        t->pv[n++] = (guint8) square;
      t->pv_length = n;
    }
  if (l->live != NULL)
    {
      t->time_us = g_get_monotonic_time () - l->began;
      l->live (l->live_data, t);
    }
}

gboolean
qd_wargame_outside_choose (QdAgent *agent, const QdWargameRecord *record, const gint *stop,
                           QdWargameThoughtFunc live, gpointer live_data, QdWargameThought *thought, GError **forfeit)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (record);
  const QdWargameState *state = qd_wargame_record_state (record);
  g_autofree char *start = qd_wargame_outside_start (rules);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gint64 began = g_get_monotonic_time ();
  Listening listening = { rules->board.size, state->to_move == QD_WARGAME_GREEN, thought, began, live, live_data };
  guint square;

  memset (thought, 0, sizeof *thought);
  thought->square = QD_WARGAME_NO_SQUARE;
  thought->value = qd_wargame_evaluate (rules, state);
  for (guint i = 0; i < qd_wargame_record_n_moves (record); i++)
    g_ptr_array_add (moves, qd_wargame_move_notation (record, i));
  g_ptr_array_add (moves, NULL);
  if (!qd_agent_play (agent, QD_WARGAME_AGENT_GAME, start, (const char *const *) moves->pdata, stop, on_info,
                      &listening, &text, &error))
    {
      thought->stopped = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      if (!thought->stopped)
        {
          qd_text_escape_error (error);
          g_propagate_error (forfeit, g_steal_pointer (&error));
        }
      return FALSE;
    }
  thought->time_us = g_get_monotonic_time () - began;
  if (!qd_wargame_square_parse (rules->board.size, text, &square) || !qd_wargame_is_legal (rules, state, square))
    {
      /* The move as the agent wrote it, escaped: its words are data. */
      g_autofree char *shown = qd_text_quote (text, -1);
      char last[8];

      g_set_error (forfeit, QD_AGENT_ERROR, QD_AGENT_ERROR_ILLEGAL,
                   _("“%s” is not a legal move (an empty square from A1 to %s)"), shown,
                   qd_wargame_square_name (rules->board.size, rules->n_squares - 1, last));
      return FALSE;
    }
  thought->square = square;
  if (thought->pv_length == 0 || thought->pv[0] != square)
    {
      thought->pv[0] = (guint8) square;
      thought->pv_length = 1;
    }
  return TRUE;
}
