/* qd-gdl-cli-play.c — `quandary-cli gdl FILE` playing a game of two roles
 * or more, taking turns or moving together (--p1 … --p8, --seed, --result,
 * --save, --time-limit, --max-plies), and --playouts N, random games from
 * the start, timed. */
#include "config.h"
#include "qd-gdl-cli.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "cli/qd-cli-match.h"
#include "core/qd-sweep-pool.h"
#include "problems/gdl/qd-gdl-match.h"
#include "problems/gdl/qd-gdl-playouts.h"
#include "problems/gdl/qd-gdl-transcript.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gdl)

#define DEFAULT_P1 "human"
#define PLAYOUTS_MAX 100000000

G_STATIC_ASSERT (G_N_ELEMENTS (((QdGdlCliPlay *) NULL)->agents) == QD_GDL_MAX_ROLES);

void
qd_gdl_cli_play_add_entries (GOptionContext *context, QdGdlCliPlay *play)
{
  GOptionEntry entries[] = {
    { "p1", 0, 0, G_OPTION_ARG_STRING, &play->agents[0], N_("The first role's player (default human)"),
      N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &play->agents[1], N_("The second role's player (default mcts; mcts:ms=10000 where the game is evaluated without grounding)"),
      N_("AGENT") },
    { "p3", 0, 0, G_OPTION_ARG_STRING, &play->agents[2], N_("The third role's player (default: --p2's)"),
      N_("AGENT") },
    { "p4", 0, 0, G_OPTION_ARG_STRING, &play->agents[3], N_("The fourth role's player (default: --p2's)"),
      N_("AGENT") },
    { "p5", 0, 0, G_OPTION_ARG_STRING, &play->agents[4], N_("The fifth role's player (default: --p2's)"),
      N_("AGENT") },
    { "p6", 0, 0, G_OPTION_ARG_STRING, &play->agents[5], N_("The sixth role's player (default: --p2's)"),
      N_("AGENT") },
    { "p7", 0, 0, G_OPTION_ARG_STRING, &play->agents[6], N_("The seventh role's player (default: --p2's)"),
      N_("AGENT") },
    { "p8", 0, 0, G_OPTION_ARG_STRING, &play->agents[7], N_("The eighth role's player (default: --p2's)"),
      N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &play->seed, N_("Seed of the random agents and of MCTS (default 1)"), "S" },
    QD_CLI_RESULT_ENTRY (&play->result),
    QD_CLI_GAME_ENTRIES (&play->save, &play->time_limit),
    { "playouts", 0, 0, G_OPTION_ARG_STRING, &play->playouts_text,
      N_("Play N random games from the start and print last “N playouts in S s” (those that ended; "
         "“K playouts cut at the ply limit” before it)"), N_("N") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &play->threads_text,
      N_("--playouts on N threads (default: the processors); the same games and counts as on one"), N_("N") },
    { "max-plies", 0, 0, G_OPTION_ARG_STRING, &play->max_plies_text,
      N_("A game played or a playout stops after N plies without its end (default 1000)"), N_("N") },
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
           "“N: ROLE plays MOVE” for each move (the move as written in the file; where the roles move\n"
           "together, a line for each role's choice once all have chosen, none seeing the others'),\n"
           "then last “goals ROLE V ROLE V …”.  --p1 plays the file's first role, --p2 its second, and\n"
           "so on (a role without its option: --p2's player).  AGENT: human (types a move: “(mark 1 1)”\n"
           "or “mark 1 1”), random, minimax, alphabeta (to the end), minimax:DEPTH, alphabeta:DEPTH (a\n"
           "cutoff at DEPTH plies with the evaluation “goals, goal proximity and mobility”: the goal\n"
           "values where they are defined, each role's goal values weighted by how nearly their rules\n"
           "hold, a win in one move, and the legal moves of the mover less the other's), paranoid,\n"
           "paranoid:DEPTH (paranoid search: the others taken to minimise the role's goal), maxn,\n"
           "maxn:DEPTH (max-n: each role maximising its own goal), mcts, mcts:ITERATIONS, mcts:ms=MS\n"
           "(Monte Carlo tree search, UCT), or an outside agent: program:COMMAND or agent:NAME\n"
           "(docs/agents.md).  Where the roles move together or are more than two, alphabeta is\n"
           "paranoid search, minimax is max-n, and mcts is decoupled UCT (each role its own\n"
           "statistics over its own moves).");
}

gboolean
qd_gdl_cli_play_check (QdGdlCliPlay *play, gboolean playing)
{
  g_autoptr(GError) error = NULL;
  gboolean some_agent = FALSE;

  play->max_plies = QD_GDL_DEFAULT_MAX_PLIES;
  play->threads = MIN (qd_sweep_pool_default_threads (), QD_GDL_PLAYOUTS_MAX_THREADS);
  if (!qd_cli_check_time_limit (play->time_limit))
    return FALSE;
  if (play->threads_text != NULL && (!playing || play->playouts_text == NULL))
    QD_CLI_USAGE ("%s", _("--threads goes with --playouts"));
  if (play->threads_text != NULL
      && !qd_cli_parse_integer ("--threads", play->threads_text, 1, QD_GDL_PLAYOUTS_MAX_THREADS, &play->threads))
    return FALSE;
  if (!playing && play->max_plies_text != NULL)
    QD_CLI_USAGE ("%s", _("--max-plies goes with a game played or --playouts"));
  if (!playing)
    return TRUE;
  if (!qd_cli_agents_check (&play->outside))
    return FALSE;
  if (play->max_plies_text != NULL
      && !qd_cli_parse_integer ("--max-plies", play->max_plies_text, 1, QD_GDL_MAX_PLIES_LIMIT, &play->max_plies))
    return FALSE;
  for (guint i = 0; i < QD_GDL_MAX_ROLES; i++)
    if (play->agents[i] != NULL && !qd_gdl_agent_check (play->agents[i], &error))
      QD_CLI_USAGE ("--p%u: %s", i + 1, error->message);
  if (play->playouts_text != NULL
      && !qd_cli_parse_integer ("--playouts", play->playouts_text, 1, PLAYOUTS_MAX, &play->playouts))
    return FALSE;
  for (guint i = 0; i < QD_GDL_MAX_ROLES; i++)
    some_agent |= play->agents[i] != NULL;
  if (play->playouts > 0 && (some_agent || play->save != NULL || play->result != NULL))
    QD_CLI_USAGE (_("--playouts plays random games alone: it goes with no --p1, --p2 …, --save or --result"));
  return TRUE;
}

/* ------------------------------------------------------------ playouts */

/* The playouts cut at the ply limit (when some were), then those that
 * ended and the time. */
static void
print_playouts (const QdGdlCliPlay *play, guint64 ended, guint64 cut, gint64 began)
{
  if (cut > 0)
    printf ("%" G_GUINT64_FORMAT " playouts cut at the ply limit of %" G_GINT64_FORMAT "\n", cut, play->max_plies);
  printf ("%" G_GUINT64_FORMAT " playouts in %.3f s\n", ended, (g_get_monotonic_time () - began) / 1e6);
  fflush (stdout);
}

static int
run_playouts (QdGdlCliPlay *play, QdGdlGame *game)
{
  QdGdlPlayoutsSpec spec = {
    .games = (guint64) play->playouts, .max_plies = (guint) play->max_plies, .threads = (guint) play->threads,
    .seed = (guint32) play->seed, .stop = qd_cli_catch_interrupt_until (play->time_limit),
  };
  QdGdlPlayoutsCount count;
  g_autoptr(GError) error = NULL;
  gint64 began = g_get_monotonic_time ();
  gboolean ok = qd_gdl_playouts (game, &spec, &count, &error);

  qd_cli_release_interrupt_until ();
  if (!ok)
    return qd_cli_print_error (error), QD_EXIT_INPUT;
  print_playouts (play, count.ended, count.cut, began);
  if (!count.stopped)
    return QD_EXIT_OK;
  if (!qd_cli_time_ran_out ())
    return g_printerr (_("quandary-cli: stopped\n")), QD_EXIT_STOPPED;
  g_printerr (_("quandary-cli: the time limit ran out after %" PRIu64 " of %" PRIu64 " playouts\n"),
              (uint64_t) (count.ended + count.cut), (uint64_t) play->playouts);
  return QD_EXIT_LIMIT;
}

/* ------------------------------------------------------------ playing */

/* A ply played: the mover's move, or where the roles moved together each
 * role's choice, said once all have chosen. */
static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  QdGdlMatch *m = game;

  if (qd_gdl_match_waiting (m) || m->moves->len == 0)
    return;
  for (guint i = m->joint_start; i < m->moves->len; i++)
    printf ("%u: %s plays %s\n", m->plies, qd_gdl_game_role_name (m->game, g_array_index (m->movers, guint8, i)),
            qd_gdl_game_move_text (m->game, g_array_index (m->moves, guint32, i)));
  fflush (stdout);
}

/* The last line: the goals, a forfeit, or why the game stopped. */
static int
print_end (QdGdlMatch *m, const QdMatchResult *result, int status)
{
  gint goals[QD_GDL_MAX_ROLES];

  if (result->end == QD_MATCH_FORFEIT)
    printf ("forfeit %s\n", qd_gdl_game_role_name (m->game, result->forfeiter - 1));
  else if (result->end == QD_MATCH_OVER && m->stuck != NULL)
    {
      qd_cli_print_error (m->stuck);
      status = QD_EXIT_INPUT;
    }
  else if (result->end == QD_MATCH_OVER && qd_gdl_match_cut (m))
    {
      printf ("ply limit %u\n", m->max_plies);
      g_printerr (_("quandary-cli: %s: the game did not end in %u plies (--max-plies): no winner\n"), m->name,
                  m->max_plies);
      status = QD_EXIT_LIMIT;
    }
  else if (result->end == QD_MATCH_OVER)
    {
      g_autofree char *line = NULL;

      qd_gdl_match_goals (m, goals);
      line = qd_gdl_goals_text (m->game, goals);
      printf ("%s\n", line);
    }
  fflush (stdout);
  return status;
}

static int
run_match (QdGdlCliPlay *play, QdGdlMatch *m)
{
  QdCliMatch match = {
    .problem = &qd_gdl_problem, .match = m, .agents = &play->outside,
    .time_limit = play->time_limit, .result_path = play->result, .listener = { .moved = on_moved },
  };
  g_auto(QdMatchResult) result = { 0 };
  int status;

  const char *computer = qd_gdl_agent_default_computer (m->game);

  /* each role its option's player, else --p2's (the first: human) */
  for (guint r = 0; r < m->n_roles; r++)
    match.specs[r] = play->agents[r] != NULL ? play->agents[r]
                     : r == 0                ? DEFAULT_P1
                     : play->agents[1] != NULL ? play->agents[1]
                                               : computer;
  status = print_end (m, &result, qd_cli_match_play (&match, &result));
  if (play->save != NULL && status != QD_EXIT_USAGE)
    {
      g_autofree char *text = qd_gdl_match_record (m, match.specs);

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
      qd_gdl_cli_print_warnings (game);
      return run_playouts (play, game);
    }
  if ((status = qd_cli_check_files (&input, 1, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK)
    return status;
  if ((m = qd_gdl_match_new_from_file (path, rand, &error)) == NULL)
    return qd_cli_print_error (error), QD_EXIT_INPUT;
  qd_gdl_cli_print_warnings (m->game);
  for (guint r = m->n_roles; r < QD_GDL_MAX_ROLES; r++)
    if (play->agents[r] != NULL)
      {
        g_printerr (_("quandary-cli: --p%u: %s has %u roles\n"), r + 1, m->name, m->n_roles);
        return QD_EXIT_USAGE;
      }
  m->max_plies = (guint) play->max_plies;
  return run_match (play, m);
}

void
qd_gdl_cli_play_clear (QdGdlCliPlay *play)
{
  for (guint i = 0; i < QD_GDL_MAX_ROLES; i++)
    g_free (play->agents[i]);
  g_free (play->result);
  g_free (play->save);
  g_free (play->playouts_text);
  g_free (play->threads_text);
  g_free (play->max_plies_text);
}
