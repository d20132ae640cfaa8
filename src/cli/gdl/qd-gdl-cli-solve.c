/* qd-gdl-cli-solve.c — `quandary-cli gdl FILE --solve [--algorithm A]
 * [--node-limit N]`, `--check ANSWER`, `--why FACT [--after MOVES] [--move
 * MOVE]` (issue 77; docs/contracts.md, "gdl"). */
#include "config.h"
#include "cli/gdl/qd-gdl-cli-solve.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdio.h>

#include "cli/qd-cli.h"
#include "problems/gdl/qd-gdl-puzzle.h"
#include "problems/gdl/qd-gdl-transcript.h"
#include "problems/gdl/qd-gdl-why.h"

void
qd_gdl_cli_solve_add_entries (GOptionContext *context, QdGdlCliSolve *solve)
{
  GOptionEntry entries[] = {
    { "solve", 0, 0, G_OPTION_ARG_NONE, &solve->solve,
      N_("A puzzle (one role): print the moves to a terminal state of goal 100 (N: ROLE plays MOVE), "
         "then “goal V in N moves”"), NULL },
    { "algorithm", 0, 0, G_OPTION_ARG_STRING, &solve->algorithm,
      N_("--solve: bfs, dfs, iddfs, ucs, greedy, astar (the default; h = the goal's facts not yet true), "
         "wastar, idastar, rbfs or ehc"), N_("NAME") },
    { "node-limit", 0, 0, G_OPTION_ARG_STRING, &solve->node_limit,
      N_("--solve: stop after N generated nodes, exit status 4 (default 10000000)"), N_("N") },
    { "check", 0, 0, G_OPTION_ARG_FILENAME, &solve->check,
      N_("Replay a transcript (N: ROLE plays MOVE lines, or one move a line): OK and the goals, or the first "
         "wrong line (exit 1)"), N_("FILE") },
    { "why", 0, 0, G_OPTION_ARG_STRING, &solve->why,
      N_("Whether FACT holds in the initial state, and why: the rule and the facts that make it true, "
         "as a tree"), N_("FACT") },
    { "after", 0, 0, G_OPTION_ARG_FILENAME, &solve->after,
      N_("--why: in the state after these moves (a file as --check reads)"), N_("MOVES") },
    { "move", 0, 0, G_OPTION_ARG_STRING, &solve->move,
      N_("--why: with this move of the role on turn played (for next and does)"), N_("MOVE") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

gboolean
qd_gdl_cli_solve_wanted (const QdGdlCliSolve *solve)
{
  return solve->solve || solve->check != NULL || solve->why != NULL;
}

gboolean
qd_gdl_cli_solve_check (QdGdlCliSolve *solve, gboolean others)
{
  gint64 max_nodes;

  if ((solve->solve ? 1 : 0) + (solve->check != NULL) + (solve->why != NULL) + (others ? 1 : 0) > 1)
    QD_CLI_USAGE ("%s", _("--perft, --solve, --check and --why each say what to do: give one of them"));
  if (!solve->solve && (solve->algorithm != NULL || solve->node_limit != NULL))
    QD_CLI_USAGE ("%s", _("--algorithm and --node-limit go with --solve"));
  if (solve->why == NULL && (solve->after != NULL || solve->move != NULL))
    QD_CLI_USAGE ("%s", _("--after and --move go with --why"));
  solve->algorithm_id = QD_SPACE_ASTAR;
  if (solve->algorithm != NULL
      && (!qd_space_algorithm_from_string (solve->algorithm, &solve->algorithm_id)
          || !qd_gdl_puzzle_supports (solve->algorithm_id)))
    QD_CLI_USAGE (_("unknown algorithm “%s” for --solve: use bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar, "
                    "rbfs or ehc"), solve->algorithm);
  solve->max_nodes = 0;
  if (solve->node_limit == NULL)
    return TRUE;
  if (!qd_cli_parse_integer ("--node-limit", solve->node_limit, 1, G_MAXINT64, &max_nodes))
    return FALSE;
  solve->max_nodes = (guint64) max_nodes;
  return TRUE;
}

void
qd_gdl_cli_solve_clear (QdGdlCliSolve *solve)
{
  g_free (solve->algorithm);
  g_free (solve->node_limit);
  g_free (solve->check);
  g_free (solve->why);
  g_free (solve->after);
  g_free (solve->move);
}

/* ---- --solve */

static void
print_solution (QdGdlGame *game, const QdSpaceResult *result, guint state_size)
{
  const guint64 *last = (const guint64 *) (result->states + (gsize) result->n_steps * state_size);

  for (guint i = 0; i < result->n_steps; i++)
    printf ("%u: %s plays %s\n", i + 1, qd_gdl_game_role_name (game, 0),
            qd_gdl_game_move_text (game, result->actions[i]));
  printf ("goal %d in %u moves\n", qd_gdl_game_goal (game, last, 0), result->n_steps);
}

/* No solution, a limit, Ctrl-C: said on stderr, the exit status. */
static int
unsolved_status (const char *path, const QdSpaceResult *result, QdSpaceAlgorithm algorithm)
{
  if (result->status == QD_SPACE_NO_SOLUTION && algorithm == QD_SPACE_EHC)
    {
      printf ("stuck\n");
      g_printerr (_("quandary-cli: %s: enforced hill climbing got stuck, no state with a smaller h found (%" PRIu64
                    " nodes expanded); a solution may still exist\n"), path, result->expanded);
      return QD_EXIT_NO_SOLUTION;
    }
  if (result->status == QD_SPACE_NO_SOLUTION || result->status == QD_SPACE_CUTOFF)
    {
      printf ("no solution\n");
      g_printerr (_("quandary-cli: %s: no terminal state of goal 100 can be reached (%" PRIu64 " nodes expanded)\n"),
                  path, result->expanded);
      return QD_EXIT_NO_SOLUTION;
    }
  printf ("stopped\n");
  if (result->stop_reason == QD_SPACE_STOP_NODES)
    {
      g_printerr (_("quandary-cli: the node limit ran out after %" PRIu64 " generated nodes\n"), result->generated);
      return QD_EXIT_LIMIT;
    }
  if (qd_cli_time_ran_out ())
    {
      g_printerr (_("quandary-cli: the time limit ran out after %" PRIu64 " generated nodes\n"),
                  (uint64_t) result->generated);
      return QD_EXIT_LIMIT;
    }
  g_printerr (_("quandary-cli: stopped\n"));
  return QD_EXIT_STOPPED;
}

static int
run_solve (const QdGdlCliSolve *solve, const char *path, QdGdlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlPuzzle) puzzle = qd_gdl_puzzle_new (game, &error);
  QdSpaceResult result = { 0 };
  QdSpaceOptions options;
  gboolean ok;
  int status;

  if (puzzle == NULL)
    {
      qd_cli_usage_error (_("%s: --solve takes a puzzle: %s"), path, error->message);
      return QD_EXIT_USAGE;
    }
  qd_space_options_init (&options);
  options.algorithm = solve->algorithm_id;
  options.max_nodes = solve->max_nodes;
  options.stop = qd_cli_catch_interrupt_until (solve->time_limit);
  ok = qd_gdl_puzzle_solve (puzzle, &options, &result, &error);
  qd_cli_release_interrupt_until ();
  if (!ok)
    status = (qd_cli_print_error (error), QD_EXIT_INPUT);
  else if (result.status == QD_SPACE_SOLVED)
    status = (print_solution (game, &result, qd_gdl_puzzle_space (puzzle)->state_size), QD_EXIT_OK);
  else
    status = unsolved_status (path, &result, solve->algorithm_id);
  qd_space_result_clear (&result);
  return status;
}

/* ---- --check and --after */

static gboolean
replay_file (QdGdlGame *game, const char *path, gboolean complete, QdGdlTranscript *transcript)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  if (!qd_cli_read (path, &text, &length, &error))
    return qd_cli_print_error (error), FALSE;
  if (!g_utf8_validate_len (text, length, NULL))
    {
      g_printerr (_("quandary-cli: %s: not UTF-8 text\n"), path);
      return FALSE;
    }
  if (!qd_gdl_transcript_replay (game, text, complete, transcript, &error))
    return qd_cli_print_error (error), FALSE;
  return TRUE;
}

static int
run_check (const char *answer, QdGdlGame *game)
{
  QdGdlTranscript t = { 0 };
  int status = QD_EXIT_INPUT;

  if (replay_file (game, answer, TRUE, &t))
    {
      g_autofree char *goals = qd_gdl_transcript_goals_text (game, &t);

      if (t.verdict == QD_GDL_TRANSCRIPT_RIGHT)
        printf (_("OK: %u moves, %s\n"), t.n_moves, goals);
      else if (t.line > 0)
        printf ("%s:%u: %s\n", answer, t.line, t.message);
      else
        printf ("%s: %s\n", answer, t.message);
      status = t.verdict == QD_GDL_TRANSCRIPT_RIGHT ? QD_EXIT_OK : QD_EXIT_INPUT;
    }
  qd_gdl_transcript_clear (&t);
  return status;
}

/* ---- --why */

/* The state --after gives (the initial one without it) in `t`. */
static gboolean
why_state (const QdGdlCliSolve *solve, QdGdlGame *game, QdGdlTranscript *t)
{
  if (solve->after == NULL)
    {
      *t = (QdGdlTranscript) { .state = g_new0 (guint64, qd_gdl_game_state_words (game)) };
      qd_gdl_game_initial (game, t->state);
      return TRUE;
    }
  if (!replay_file (game, solve->after, FALSE, t))
    return FALSE;
  if (t->verdict == QD_GDL_TRANSCRIPT_RIGHT)
    return TRUE;
  g_printerr ("quandary-cli: %s:%u: %s\n", solve->after, t->line, t->message);
  return FALSE;
}

/* --move: the joint move in `joint`. */
static gboolean
why_move (const QdGdlCliSolve *solve, QdGdlGame *game, const guint64 *state, guint32 *joint)
{
  g_autoptr(GError) error = NULL;
  gint mover = qd_gdl_game_mover (game, state, &error), move;

  if (mover < 0)
    {
      if (error == NULL)
        g_printerr ("%s", _("quandary-cli: --move: the game is over there\n"));
      else
        qd_cli_print_error (error);
      return FALSE;
    }
  move = qd_gdl_game_move_parse (game, state, mover, solve->move);
  if (move < 0)
    {
      g_printerr (_("quandary-cli: --move: %s is not a legal move of %s there\n"), solve->move,
                  qd_gdl_game_role_name (game, mover));
      return FALSE;
    }
  if (!qd_gdl_joint_move (game, state, mover, move, joint, &error))
    return qd_cli_print_error (error), FALSE;
  return TRUE;
}

static int
run_why (const QdGdlCliSolve *solve, QdGdlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGdlWhy) why = NULL;
  g_autofree char *text = NULL;
  guint32 joint[QD_GDL_MAX_ROLES];
  QdGdlTranscript t = { 0 };
  gboolean ok = why_state (solve, game, &t) && (solve->move == NULL || why_move (solve, game, t.state, joint));

  if (ok)
    why = qd_gdl_why (game, t.state, solve->move != NULL ? joint : NULL, solve->why, &error);
  qd_gdl_transcript_clear (&t);
  if (!ok)
    return QD_EXIT_INPUT;
  if (why == NULL && g_error_matches (error, QD_GDL_ERROR, QD_GDL_ERROR_READ))
    {
      qd_cli_usage_error ("--why: %s", error->message);
      return QD_EXIT_USAGE;
    }
  if (why == NULL)
    return qd_cli_print_error (error), QD_EXIT_INPUT;
  text = qd_gdl_why_text (why);
  fputs (text, stdout);
  return QD_EXIT_OK;
}

int
qd_gdl_cli_solve_run (const QdGdlCliSolve *solve, const char *path, QdGdlGame *game)
{
  if (solve->solve)
    return run_solve (solve, path, game);
  if (solve->check != NULL)
    return run_check (solve->check, game);
  return run_why (solve, game);
}
