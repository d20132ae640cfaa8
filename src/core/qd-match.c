/* qd-match.c — one game between two players or more, played to its end (qd-match.h). */
#include "config.h"
#include "qd-match-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

void
qd_match_result_clear (QdMatchResult *result)
{
  g_clear_pointer (&result->reason, g_free);
}

guint
qd_match_result_n_players (const QdMatchResult *result)
{
  return CLAMP (result->n_players, 2, QD_MATCH_MAX_PLAYERS);
}

guint
qd_match_rules_n_players (const QdMatchRules *rules, gpointer game)
{
  return rules->n_players != NULL ? CLAMP (rules->n_players (game), 2, QD_MATCH_MAX_PLAYERS) : 2;
}

void
qd_match_result_set_winner (QdMatchResult *result, gint winner, const char *reason)
{
  g_return_if_fail (winner >= 0 && winner <= 2);
  result->end = QD_MATCH_OVER;
  result->winner = winner;
  result->scores[0] = winner == 1 ? 1 : winner == 0 ? 0.5 : 0;
  result->scores[1] = 1 - result->scores[0];
  g_free (result->reason);
  result->reason = g_strdup (reason);
}

const char *
qd_match_end_to_string (QdMatchEnd end)
{
  static const char *const words[] = { "moved", "over", "forfeit", "stopped", "ran-out", "no-input" };

  g_return_val_if_fail ((guint) end < G_N_ELEMENTS (words), "over");
  return words[end];
}

QdMatchEnd
qd_match_no_move (const QdMatchTurn *turn, GError *forfeit, GError **cause)
{
  if (forfeit != NULL)
    {
      g_propagate_error (cause, forfeit);
      return QD_MATCH_FORFEIT;
    }
  /* Only an outside agent's move stops; a computer's runs out of time. */
  return turn->who->outside != NULL ? QD_MATCH_STOPPED : QD_MATCH_RAN_OUT;
}

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

void
qd_match_turn_init (QdMatchTurn *turn, guint player, const QdMatchPlayer *who, guint plies, gint64 deadline_us,
                    const gint *stop)
{
  *turn = (QdMatchTurn) { player, plies, who, deadline_us, stop };
}

void
qd_match_end_turn (QdMatchResult *result, QdMatchEnd end, guint player, const GError *cause)
{
  g_return_if_fail (end != QD_MATCH_MOVED && end != QD_MATCH_OVER);
  result->end = end;
  result->winner = -1;
  if (end != QD_MATCH_FORFEIT)
    {
      g_free (result->reason);
      result->reason = g_strdup (end == QD_MATCH_STOPPED ? _("stopped")
                                 : end == QD_MATCH_RAN_OUT ? _("the time limit ran out")
                                 : _("the input ended before the game did"));
      return;
    }
  result->forfeiter = player + 1;
  /* two players: the other wins; more: the others score 1, no one wins */
  result->winner = qd_match_result_n_players (result) == 2 && player < 2 ? (gint) (2 - player) : -1;
  for (guint i = 0; i < qd_match_result_n_players (result); i++)
    result->scores[i] = i == player ? 0 : 1;
  g_free (result->reason);
  result->reason = g_strdup_printf (QD_MATCH_FORFEIT_PREFIX "%s", cause != NULL ? cause->message : _("no move"));
}

gboolean
qd_match_check_move (const QdMatchRules *rules, gpointer game, guint32 move, GError **cause)
{
  g_autofree char *text = NULL;

  if (rules->legal == NULL || rules->legal (game, move))
    return TRUE;
  text = rules->move_text (game, move);
  g_set_error (cause, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("%s is not a legal move here"), text);
  return FALSE;
}

/* Plays `move` of `turn` when the rules allow it (and counts it in
 * result->plies); FALSE with the cause when they do not. */
static gboolean
apply (const QdMatchRules *rules, gpointer game, QdMatchResult *result, const QdMatchTurn *turn, guint32 move,
       GError **cause)
{
  if (!qd_match_check_move (rules, game, move, cause))
    return FALSE;
  rules->play (game, move);
  result->plies = turn->ply + 1;
  return TRUE;
}

/* One turn: the player's move into *move, or how the turn ended. */
static QdMatchEnd
ask (const QdMatchRules *rules, gpointer game, const QdMatchTurn *turn, const QdMatchOptions *options,
     guint32 *move, GError **cause)
{
  const QdMatchListener *l = options->listener;

  if (options->deadline_us > 0 && g_get_monotonic_time () >= options->deadline_us)
    return QD_MATCH_RAN_OUT;
  if (stopped (options->stop))
    return QD_MATCH_STOPPED;
  if (!turn->who->human)
    {
      QdMatchTurn asked = *turn;
      const gint *stop = l != NULL && l->catch_stop != NULL ? l->catch_stop (options->listener_data, turn) : NULL;
      QdMatchEnd end;

      if (stop != NULL)
        asked.stop = stop;
      end = rules->choose (game, &asked, move, cause);
      if (l != NULL && l->release_stop != NULL)
        l->release_stop (options->listener_data, turn);
      return end;
    }
  if (l == NULL || l->human == NULL)
    return QD_MATCH_NO_INPUT;
  return l->human (options->listener_data, game, turn, move);
}

QdMatchEnd
qd_match_play (const QdMatchRules *rules, gpointer game, const QdMatchPlayer *players, guint plies,
               const QdMatchOptions *options, QdMatchResult *result)
{
  const QdMatchListener *l = options->listener;

  memset (result, 0, sizeof *result);
  result->winner = -1;
  result->plies = plies;
  result->n_players = qd_match_rules_n_players (rules, game);
  while (!rules->over (game, result))
    {
      g_autoptr(GError) cause = NULL;
      guint player = rules->to_move (game);
      QdMatchTurn turn;
      guint32 move = 0;
      QdMatchEnd end;

      qd_match_turn_init (&turn, player, &players[player], result->plies, options->deadline_us, options->stop);
      if (l != NULL && l->turn != NULL)
        l->turn (options->listener_data, game, &turn);
      end = ask (rules, game, &turn, options, &move, &cause);
      if (end == QD_MATCH_MOVED && !apply (rules, game, result, &turn, move, &cause))
        end = QD_MATCH_FORFEIT;
      if (end != QD_MATCH_MOVED)
        {
          qd_match_end_turn (result, end, player, cause);
          if (l != NULL && l->no_move != NULL)
            l->no_move (options->listener_data, game, &turn, end, &cause);
          return end;
        }
      if (l != NULL && l->moved != NULL)
        l->moved (options->listener_data, game, &turn, move);
    }
  result->end = QD_MATCH_OVER;
  return QD_MATCH_OVER;
}

typedef struct {
  const QdMatchRules *rules;
  GString *transcript;
  GError *forfeit;
} TestGame;

static void
test_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  TestGame *t = data;
  g_autofree char *text = t->rules->move_text (game, move);

  g_string_append_printf (t->transcript, "%s%s", turn->ply > 0 ? " " : "", text);
}

static void
test_no_move (gpointer data, gpointer game, const QdMatchTurn *turn, QdMatchEnd end, GError **cause)
{
  TestGame *t = data;

  if (end == QD_MATCH_FORFEIT && cause != NULL)
    t->forfeit = g_steal_pointer (cause);
}

gboolean
qd_match_test_game (const QdMatchRules *rules, gpointer game, QdAgent *agent, guint side, const gint *stop,
                    GString *transcript, GError **error)
{
  TestGame t = { rules, transcript, NULL };
  const QdMatchListener listener = { .moved = test_moved, .no_move = test_no_move };
  const QdMatchOptions options = { .stop = stop, .listener = &listener, .listener_data = &t };
  QdMatchPlayer players[QD_MATCH_MAX_PLAYERS];
  g_auto(QdMatchResult) result = { 0 };

  for (guint i = 0; i < QD_MATCH_MAX_PLAYERS; i++)
    players[i] = (QdMatchPlayer) { .name = "random" };
  players[side] = (QdMatchPlayer) { .name = "outside", .outside = agent };
  if (qd_match_play (rules, game, players, 0, &options, &result) == QD_MATCH_OVER)
    {
      g_string_append_printf (transcript, " (%s)", result.reason);
      return TRUE;
    }
  if (t.forfeit != NULL)
    g_propagate_error (error, t.forfeit);
  else
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, result.reason);
  return FALSE;
}
