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
#include <string.h>

#include "cli/qd-cli.h"
#include "core/qd-game-mcts-agent.h"
#include "problems/colorgame/qd-colorgame-outside.h"

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

/* Quandary's move for the player to move: alpha-beta to the depth, MCTS
 * (seeded by --seed and the moves played), or a random legal one.  FALSE
 * when stopped. */
static gboolean
own_move (const char *spec, const QdGame *as_game, const QdColorgameRules *rules, const QdColorgameState *state,
          const QdColorgamePlay *play, guint ply, GRand *rand, QdMove *legal, const gint *stop, QdMove *move)
{
  QdGameSearchOptions options;
  QdGameSearchResult result;
  QdMctsOptions mcts;

  if (qd_mcts_spec_parse (spec, &mcts, NULL))
    {
      QdMctsAgentContext context = { stop, 0, (guint64) play->seed, ply, NULL };
      QdMctsResult found;

      if (!qd_mcts_agent_choose (as_game, state, &mcts, &context, &found, NULL))
        return FALSE;
      *move = found.best_move;
      return TRUE;
    }
  if (g_str_equal (spec, "random"))
    {
      guint n = qd_colorgame_moves (rules, state, legal);

      *move = legal[g_rand_int_range (rand, 0, (gint32) n)];
      return TRUE;
    }
  qd_game_search_options_init (&options);
  options.algorithm = QD_GAME_SEARCH_ALPHABETA;
  options.depth = MAX (play->depth, 1);
  options.stop = stop;
  if (qd_game_search (as_game, state, &options, &result) != QD_GAME_SEARCH_DONE || result.best_move == QD_MOVE_NONE)
    return FALSE;
  *move = result.best_move;
  return TRUE;
}

int
qd_colorgame_cli_play (const QdColorgame *game, const QdColorgamePlay *play)
{
  QdAgent *agents[2] = { NULL, NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) play->seed);
  g_autoptr(GArray) played = g_array_new (FALSE, FALSE, sizeof (QdMove));
  g_autofree QdColorgameState *state = NULL;
  g_autofree QdColorgameState *next = NULL;
  g_autofree QdMove *legal = NULL;
  QdColorgameRules rules;
  QdGame as_game;
  gint scores[2];
  gint forfeit = -1;
  gboolean stopped = FALSE;
  int status = QD_EXIT_OK;

  for (guint i = 0; i < 2; i++)
    if (qd_agent_spec_is_outside (play->players[i]) &&
        (agents[i] = qd_cli_agent_open (play->outside, play->players[i], QD_COLORGAME_AGENT_GAME)) == NULL)
      {
        qd_agent_free (agents[0]);
        return QD_EXIT_USAGE;
      }
  qd_colorgame_rules_init (&rules, game, play->arc_consistency);
  qd_colorgame_as_game (&rules, &as_game);
  qd_colorgame_scores (game, scores);
  state = qd_colorgame_root (game, qd_colorgame_next_player (game) == 1 ? QD_PLAYER_MAX : QD_PLAYER_MIN);
  next = g_malloc (as_game.state_size);
  legal = g_new (QdMove, as_game.max_moves);
  while (!as_game.terminal (&as_game, state))
    {
      guint player = state->to_move == QD_PLAYER_MAX ? 1 : 2;
      /* Ctrl-C during a move ends it, and the game. */
      const gint *stop = qd_cli_catch_interrupt ();
      g_autoptr(GError) cause = NULL;
      g_autofree char *shown = NULL;
      gboolean moved;
      QdMove move;

      if (agents[player - 1] != NULL)
        {
          guint64 nodes;

          moved = qd_colorgame_outside_choose (agents[player - 1], &rules, state, (const QdMove *) played->data,
                                               played->len, stop, &move, &nodes, &cause);
        }
      else
        moved = own_move (play->players[player - 1], &as_game, &rules, state, play, played->len, rand, legal, stop,
                          &move);
      qd_cli_release_interrupt ();
      if (!moved && cause != NULL)
        {
          g_autofree char *side = qd_cli_agent_player_name (player);

          qd_cli_agent_print_forfeit (side, agents[player - 1], cause);
          forfeit = (gint) player - 1;
          break;
        }
      if (!moved)
        {
          stopped = TRUE;
          break;
        }
      shown = qd_colorgame_move_notation (game, move);
      printf ("Player %u: %s\n", player, shown);
      fflush (stdout);
      scores[player - 1] += game->weights[player - 1][QD_COLORGAME_MOVE_COLOR (move)];
      g_array_append_val (played, move);
      as_game.apply (&as_game, state, move, next);
      memcpy (state, next, as_game.state_size);
    }
  printf ("score 1 %d 2 %d\n", scores[0], scores[1]);
  if (forfeit >= 0)
    printf ("Player %d wins by forfeit.\n", 2 - forfeit);
  else if (stopped)
    {
      g_printerr (_("quandary-cli: stopped: the game so far is printed\n"));
      status = QD_EXIT_STOPPED;
    }
  else if (scores[0] != scores[1])
    printf ("Player %d wins.\n", scores[0] > scores[1] ? 1 : 2);
  else
    printf ("Draw.\n");
  for (guint i = 0; i < 2; i++)
    qd_agent_free (agents[i]);
  return status;
}
