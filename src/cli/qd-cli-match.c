/* qd-cli-match.c — a game played on the command line (qd-cli-match.h). */
#include "config.h"
#include "qd-cli-match.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  const QdCliMatch *m;
  QdMatchPlayer players[QD_MATCH_MAX_PLAYERS];
  guint n_players;
} Front;

static char *
side_name (const Front *f, guint player)
{
  return f->m->side_name != NULL ? f->m->side_name (player) : qd_cli_agent_player_name (player + 1);
}

static void
on_turn (gpointer data, gpointer game, const QdMatchTurn *turn)
{
  const Front *f = data;

  if (f->m->listener.turn != NULL)
    f->m->listener.turn (f->m->listener_data, game, turn);
}

static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  const Front *f = data;

  if (f->m->listener.moved != NULL)
    f->m->listener.moved (f->m->listener_data, game, turn, move);
}

/* A person's move from stdin: the game's prompt, asked again after a
 * move that is not one. */
static QdMatchEnd
on_human (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move)
{
  const Front *f = data;
  const QdMatchRules *rules = f->m->problem->game->rules;

  if (f->m->listener.human != NULL)
    return f->m->listener.human (f->m->listener_data, game, turn, move);
  for (;;)
    {
      g_autofree char *prompt = rules->prompt (game, turn->player);
      g_autofree char *line = NULL;
      g_autoptr(GError) error = NULL;

      g_printerr ("%s", prompt);
      line = qd_cli_read_answer ();
      if (line == NULL)
        return QD_MATCH_NO_INPUT;
      g_strstrip (line);
      if (rules->parse (game, line, move, &error))
        return QD_MATCH_MOVED;
      g_printerr ("%s\n", error->message);
    }
}

/* Ctrl-C during an outside agent's move ends it, and the game; a
 * computer's own search stops only at the time limit. */
static const gint *
catch_stop (gpointer data, const QdMatchTurn *turn)
{
  const Front *f = data;

  return turn->who->outside != NULL && f->m->stop == NULL ? qd_cli_catch_interrupt () : NULL;
}

static void
release_stop (gpointer data, const QdMatchTurn *turn)
{
  const Front *f = data;

  if (turn->who->outside != NULL && f->m->stop == NULL)
    qd_cli_release_interrupt ();
}

static void
on_no_move (gpointer data, gpointer game, const QdMatchTurn *turn, QdMatchEnd end, GError **cause)
{
  const Front *f = data;
  g_autofree char *side = side_name (f, turn->player);

  switch (end)
    {
    case QD_MATCH_FORFEIT:
      qd_cli_agent_print_forfeit (side, turn->who->outside, *cause);
      break;
    case QD_MATCH_STOPPED:
      if (f->m->stop != NULL)
        break;
      if (f->m->side_name == NULL)
        g_printerr (_("quandary-cli: stopped during player %u's move: the game so far is printed\n"), turn->player + 1);
      else
        g_printerr (_("quandary-cli: stopped during %s's move: the game so far is printed\n"), side);
      break;
    case QD_MATCH_RAN_OUT:
      if (f->m->side_name == NULL)
        g_printerr (_("quandary-cli: the time limit ran out during player %u's move: the game so far is printed\n"),
                    turn->player + 1);
      else
        g_printerr (_("quandary-cli: the time limit ran out during %s's move: the game so far is printed\n"), side);
      break;
    case QD_MATCH_NO_INPUT:
      if (!f->m->human_says_end)
        g_printerr (_("quandary-cli: stdin: the input ended before the game did\n"));
      break;
    case QD_MATCH_MOVED:
    case QD_MATCH_OVER:
    default:
      break;
    }
}

/* The exit status of a match that ended with `end`. */
static int
match_status (QdMatchEnd end)
{
  switch (end)
    {
    case QD_MATCH_NO_INPUT:
      return QD_EXIT_INPUT;
    case QD_MATCH_STOPPED:
      return QD_EXIT_STOPPED;
    case QD_MATCH_RAN_OUT:
      return QD_EXIT_LIMIT;
    case QD_MATCH_MOVED:
    case QD_MATCH_OVER:
    case QD_MATCH_FORFEIT:
    default:
      return QD_EXIT_OK;
    }
}

/* The result into `path` (NULL: nothing); FALSE after saying why. */
static gboolean
write_result (const char *path, const QdProblem *problem, const char *const *specs, const QdMatchResult *result)
{
  g_autofree char *json = NULL;

  if (path == NULL)
    return TRUE;
  json = qd_match_result_to_json (result, problem->game->protocol, specs);
  return qd_cli_write_text (path, json);
}

/* A forfeit's reason with the last line of the agent's stderr, when it
 * wrote one (a grader shows it beside the cause). */
static void
add_last_words (QdMatchResult *result, QdAgent *outside)
{
  g_autofree char *last = outside != NULL ? qd_cli_agent_last_words (outside) : NULL;
  g_autofree char *words = NULL;
  char *reason;

  if (last == NULL)
    return;
  words = g_strdup_printf (_("the last line of its stderr: %s"), last);
  reason = g_strdup_printf ("%s (%s)", result->reason, words);
  g_free (result->reason);
  result->reason = reason;
}

/* The outside agents of the players; FALSE after saying why. */
static gboolean
open_players (Front *f)
{
  f->n_players = qd_match_rules_n_players (f->m->problem->game->rules, f->m->match);
  for (guint i = 0; i < f->n_players; i++)
    {
      const char *spec = f->m->specs[i] != NULL ? f->m->specs[i] : "human";

      f->players[i] = (QdMatchPlayer) { .name = spec, .human = g_str_equal (spec, "human") };
      if (qd_agent_spec_is_outside (spec)
          && (f->players[i].outside = qd_cli_agent_open (f->m->agents, spec, f->m->problem->game->protocol)) == NULL)
        return FALSE;
    }
  return TRUE;
}

int
qd_cli_match_play (const QdCliMatch *m, QdMatchResult *result)
{
  Front f = { m };
  const char *names[QD_MATCH_MAX_PLAYERS];
  const QdMatchListener listener = {
    .turn = on_turn, .moved = on_moved, .human = on_human,
    .catch_stop = catch_stop, .release_stop = release_stop, .no_move = on_no_move,
  };
  QdMatchOptions options = { .stop = m->stop, .listener = &listener, .listener_data = &f };
  int status;

  memset (result, 0, sizeof *result);
  result->winner = -1;
  if (!open_players (&f))
    {
      for (guint i = 0; i < f.n_players; i++)
        qd_agent_free (f.players[i].outside);
      return QD_EXIT_USAGE;
    }
  if (m->begin != NULL)
    m->begin (m->listener_data, m->match);
  if (m->time_limit > 0)
    options.deadline_us = g_get_monotonic_time () + qd_cli_time_limit_us (m->time_limit);
  qd_match_play (m->problem->game->rules, m->match, f.players, m->plies, &options, result);
  if (result->end == QD_MATCH_STOPPED && m->stop != NULL && qd_cli_time_ran_out ())
    {
      result->end = QD_MATCH_RAN_OUT;
      g_free (result->reason);
      result->reason = g_strdup (_("the time limit ran out"));
    }
  if (result->end == QD_MATCH_FORFEIT)
    add_last_words (result, f.players[result->forfeiter - 1].outside);
  status = match_status (result->end);
  for (guint i = 0; i < f.n_players; i++)
    {
      qd_agent_free (f.players[i].outside);
      names[i] = f.players[i].name;
    }
  if (!write_result (m->result_path, m->problem, names, result) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  return status;
}
