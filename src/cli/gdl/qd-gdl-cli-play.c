/* qd-gdl-cli-play.c — `quandary-cli gdl FILE` playing a game of two roles
 * taking turns (--p1, --p2, --seed, --result, --save, --time-limit), and
 * --playouts N, random games from the start, timed. */
#include "config.h"
#include "qd-gdl-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli/qd-cli-match.h"
#include "problems/gdl/qd-gdl-match.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gdl)

#define DEFAULT_P1 "human"
#define DEFAULT_P2 "mcts"
#define PLAYOUTS_MAX 100000000

void
qd_gdl_cli_play_add_entries (GOptionContext *context, QdGdlCliPlay *play)
{
  GOptionEntry entries[] = {
    { "p1", 0, 0, G_OPTION_ARG_STRING, &play->agents[0], N_("The first role's player (default human)"),
      N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &play->agents[1], N_("The second role's player (default mcts)"),
      N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &play->seed, N_("Seed of the random agents and of MCTS (default 1)"), "S" },
    QD_CLI_RESULT_ENTRY (&play->result),
    QD_CLI_GAME_ENTRIES (&play->save, &play->time_limit),
    { "playouts", 0, 0, G_OPTION_ARG_STRING, &play->playouts_text,
      N_("Play N random games from the start and print last “N playouts in S s”"), N_("N") },
    { NULL }
  };

  play->seed = 1;
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  qd_cli_agents_add_entries (context, &play->outside);
}

const char *
qd_gdl_cli_play_help (void)
{
  return _("Without --perft, --solve, --check, --why or --playouts the game is played: it prints\n"
           "“N: ROLE plays MOVE” for each move (the move as written in the file), then last\n"
           "“goals ROLE V ROLE V”.  AGENT: human (types a move: “(mark 1 1)” or “mark 1 1”), random,\n"
           "minimax, alphabeta (to the end), minimax:DEPTH, alphabeta:DEPTH (a cutoff at DEPTH plies\n"
           "with the evaluation “goals, goal proximity and mobility”: the goal values where they are\n"
           "defined, each role's goal values weighted by how nearly their rules hold, a win in one\n"
           "move, and the legal moves of the mover less the other's), mcts, mcts:ITERATIONS, mcts:ms=MS (Monte Carlo tree\n"
           "search, UCT), or an outside agent: program:COMMAND or agent:NAME (docs/agents.md).");
}

gboolean
qd_gdl_cli_play_check (QdGdlCliPlay *play)
{
  g_autoptr(GError) error = NULL;

  if (!qd_cli_check_time_limit (play->time_limit) || !qd_cli_agents_check (&play->outside))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (play->agents[i] != NULL && !qd_gdl_agent_check (play->agents[i], &error))
      QD_CLI_USAGE ("--p%u: %s", i + 1, error->message);
  if (play->playouts_text != NULL
      && !qd_cli_parse_integer ("--playouts", play->playouts_text, 1, PLAYOUTS_MAX, &play->playouts))
    return FALSE;
  if (play->playouts > 0 && (play->agents[0] != NULL || play->agents[1] != NULL || play->save != NULL
                             || play->result != NULL))
    QD_CLI_USAGE (_("--playouts plays random games alone: it goes with no --p1, --p2, --save or --result"));
  return TRUE;
}

/* ------------------------------------------------------------ playouts */

/* One random game from the start: its plies. */
static guint64
playout (QdGdlGame *game, guint64 *state, guint32 *moves, GRand *rand)
{
  guint32 joint[QD_GDL_MAX_ROLES];
  guint roles = qd_gdl_game_n_roles (game);
  guint64 plies = 0;

  qd_gdl_game_initial (game, state);
  while (!qd_gdl_game_terminal (game, state))
    {
      for (guint r = 0; r < roles; r++)
        {
          gint n = qd_gdl_game_legal (game, state, r, moves, NULL);

          if (n <= 0)
            return plies;
          joint[r] = moves[n > 1 ? g_rand_int_range (rand, 0, n) : 0];
        }
      if (!qd_gdl_game_next (game, state, joint, state, NULL))
        return plies;
      plies++;
    }
  return plies;
}

static int
run_playouts (QdGdlCliPlay *play, QdGdlGame *game)
{
  g_autofree guint64 *state = g_new0 (guint64, qd_gdl_game_state_words (game));
  g_autofree guint32 *moves = g_new (guint32, QD_GDL_MAX_MOVES);
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) play->seed);
  gint64 began = g_get_monotonic_time ();

  for (gint64 i = 0; i < play->playouts; i++)
    playout (game, state, moves, rand);
  printf ("%" G_GINT64_FORMAT " playouts in %.3f s\n", play->playouts, (g_get_monotonic_time () - began) / 1e6);
  return QD_EXIT_OK;
}

/* ------------------------------------------------------------ playing */

static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  QdGdlMatch *m = game;

  printf ("%u: %s plays %s\n", turn->ply + 1, qd_gdl_game_role_name (m->game, turn->player),
          qd_gdl_game_move_text (m->game, move));
  fflush (stdout);
}

/* The last line: the goals, a forfeit, or why the game stopped. */
static int
print_end (QdGdlMatch *m, const QdMatchResult *result, int status)
{
  gint goals[2];

  if (result->end == QD_MATCH_FORFEIT)
    printf ("forfeit %s\n", qd_gdl_game_role_name (m->game, result->forfeiter - 1));
  else if (result->end == QD_MATCH_OVER && m->stuck != NULL)
    {
      qd_cli_print_error (m->stuck);
      status = QD_EXIT_INPUT;
    }
  else if (result->end == QD_MATCH_OVER)
    {
      qd_gdl_match_goals (m, goals);
      printf ("goals %s %d %s %d\n", qd_gdl_game_role_name (m->game, 0), goals[0],
              qd_gdl_game_role_name (m->game, 1), goals[1]);
    }
  fflush (stdout);
  return status;
}

static int
run_match (QdGdlCliPlay *play, QdGdlMatch *m)
{
  const char *specs[2] = { play->agents[0] != NULL ? play->agents[0] : DEFAULT_P1,
                           play->agents[1] != NULL ? play->agents[1] : DEFAULT_P2 };
  QdCliMatch match = {
    .problem = &qd_gdl_problem, .match = m, .specs = { specs[0], specs[1] }, .agents = &play->outside,
    .time_limit = play->time_limit, .result_path = play->result, .listener = { .moved = on_moved },
  };
  g_auto(QdMatchResult) result = { 0 };
  int status = print_end (m, &result, qd_cli_match_play (&match, &result));

  if (play->save != NULL && status != QD_EXIT_USAGE)
    {
      g_autofree char *text = qd_gdl_match_record (m, specs);

      if (!qd_cli_write_text (play->save, text))
        status = QD_EXIT_INPUT;
    }
  return status;
}

int
qd_gdl_cli_play_run (QdGdlCliPlay *play, const char *path)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) play->seed);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlMatch) m = NULL;
  /* The rulesheet is never a game to write back: --save may not replace it. */
  const QdCliFile outputs[] = { { "--result", play->result }, { "--save", play->save } };
  const QdCliFile input = { NULL, path };
  int status;

  if (play->playouts > 0)
    {
      g_autoptr(QdGdlGame) game = qd_gdl_game_new_from_file (path, NULL, &error);

      if (game == NULL)
        return qd_cli_print_error (error), QD_EXIT_INPUT;
      return run_playouts (play, game);
    }
  if ((status = qd_cli_check_files (&input, 1, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK)
    return status;
  if ((m = qd_gdl_match_new_from_file (path, rand, &error)) == NULL)
    return qd_cli_print_error (error), QD_EXIT_INPUT;
  return run_match (play, m);
}

void
qd_gdl_cli_play_clear (QdGdlCliPlay *play)
{
  g_free (play->agents[0]);
  g_free (play->agents[1]);
  g_free (play->result);
  g_free (play->save);
  g_free (play->playouts_text);
}
