/* qd-colorgame-cli-play.c — a whole game of the map-colouring game
 * (qd-colorgame-cli-play.h).  Output (data/FORMATS.md): one line per move,
 * `Player 1: SA:G`, then `score 1 S 2 S` (each player's colours' weights,
 * the initial assignment's included) and `Player 1 wins.`, `Player 2
 * wins.` or `Draw.`; a forfeit ends the game with `Player 2 wins by
 * forfeit.`. */
#include "config.h"
#include "qd-colorgame-cli-play.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "cli/qd-cli-match.h"
#include "core/qd-game-mcts-agent.h"
#include "problems/colorgame/qd-colorgame-match.h"
#include "problems/colorgame/qd-colorgame-outside.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (colorgame)

gboolean
qd_colorgame_cli_check_player (const char *spec)
{
  g_autoptr(GError) error = NULL;
  QdMctsOptions mcts;

  if (g_str_equal (spec, "alphabeta") || g_str_equal (spec, "random"))
    return TRUE;
  if (qd_mcts_spec_parse (spec, &mcts, &error))
    return TRUE;
  if (error == NULL && qd_agent_spec_is_outside (spec) && qd_agent_spec_check (spec, &error))
    return TRUE;
  qd_cli_usage_error ("%s", error != NULL ? error->message
                                         : _("a player is alphabeta, random, mcts, mcts:ITERATIONS, mcts:ms=MS, "
                                             "program:COMMAND or agent:NAME"));
  return FALSE;
}

static void
print_move (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  QdColorgameMatch *m = game;
  g_autofree char *shown = qd_colorgame_move_notation (m->game, move);

  printf ("Player %u: %s\n", turn->player + 1, shown);
  fflush (stdout);
}

int
qd_colorgame_cli_play (const QdColorgame *game, const QdColorgamePlay *play)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) play->seed);
  g_autoptr(QdColorgameMatch) m = qd_colorgame_match_new (game, play->arc_consistency, play->depth, play->seed,
                                                          rand);
  QdCliMatch match = {
    .problem = &qd_colorgame_problem, .match = m, .specs = { play->players[0], play->players[1] },
    .agents = play->outside, .result_path = play->result_path, .listener = { .moved = print_move },
    /* Ctrl-C during a move ends it, and the game. */
    .stop = qd_cli_catch_interrupt (),
  };
  g_auto(QdMatchResult) result = { 0 };
  int status = qd_cli_match_play (&match, &result);

  qd_cli_release_interrupt ();
  if (status == QD_EXIT_USAGE)
    return status;
  printf ("score 1 %d 2 %d\n", m->scores[0], m->scores[1]);
  if (result.end == QD_MATCH_FORFEIT)
    printf ("Player %d wins by forfeit.\n", result.winner);
  else if (result.end == QD_MATCH_STOPPED)
    g_printerr (_("quandary-cli: stopped: the game so far is printed\n"));
  else if (result.winner != 0)
    printf ("Player %d wins.\n", result.winner);
  else
    printf ("Draw.\n");
  return status;
}
