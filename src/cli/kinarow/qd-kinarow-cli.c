/* qd-kinarow-cli.c — `quandary-cli kinarow`: play k in a row (tic-tac-toe,
 * Connect Four, Gomoku or any M,N,K game), a line per move, then the result. */
#include "config.h"
#include "qd-kinarow-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-match.h"
#include "problems/kinarow/qd-kinarow-agent.h"
#include "problems/kinarow/qd-kinarow-check.h"
#include "problems/kinarow/qd-kinarow-match.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (kinarow)

#define DEFAULT_GAME "tictactoe"
#define DEFAULT_P1 "human"
#define DEFAULT_P2 "mcts"
#define PLAYOUTS_MAX 100000000

typedef struct {
  char *game_name;
  char *agents[2];
  gint64 seed;
  char *position;
  char *save;
  char *result;              /* --result FILE */
  double time_limit;
  QdCliTree tree;            /* --tree FILE: one computer move's search */
  QdCliCheck check;          /* --check FILE..., --check-strict, --check-csv */
  QdCliAgents outside;       /* --move-time, --no-sandbox */
  QdKinarowRules rules;      /* of a new game */
  const char *path;          /* a saved GAME, or NULL */
  gboolean solve, weak;      /* --solve, --weak (qd-kinarow-cli-solve.c) */
  char *playouts_text;       /* --playouts N */
  gint64 playouts;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &o->game_name,
      N_("tictactoe, connect4, gomoku, or M,N,K[,gravity]: M columns, N rows, K in a row (default tictactoe)"),
      N_("GAME") },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &o->agents[0], N_("Player 1, X, who starts (default human)"), N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &o->agents[1], N_("Player 2, O (default mcts)"), N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random agents and of MCTS (default 1)"), "S" },
    { "position", 0, 0, G_OPTION_ARG_STRING, &o->position,
      N_("Start after these moves: columns run together for Connect Four (4453), cells otherwise (b2 a1)"),
      N_("MOVES") },
    QD_CLI_RESULT_ENTRY (&o->result),
    QD_CLI_GAME_ENTRIES (&o->save, &o->time_limit),
    { "solve", 0, 0, G_OPTION_ARG_NONE, &o->solve,
      N_("Connect Four: print the exact score of each position of stdin (one a line, as 4453)"), NULL },
    { "weak", 0, 0, G_OPTION_ARG_NONE, &o->weak, N_("As --solve, the score's sign only: 1 win, 0 draw, -1 loss"),
      NULL },
    { "playouts", 0, 0, G_OPTION_ARG_STRING, &o->playouts_text,
      N_("Play N random games from the start and print last “N playouts in S s”"), N_("N") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("[GAME-FILE] — play k in a row: tic-tac-toe, Connect Four, Gomoku"), entries, NULL,
    _("AGENT: human, random, minimax, alphabeta (no cutoff), alphabeta:DEPTH (cutoff with the\n"
      "open-lines evaluation), mcts, mcts:ITERATIONS, mcts:ms=MS (Monte Carlo tree search),\n"
      "engine, engine:MS (iterative deepening alpha-beta, MS milliseconds a move), or an\n"
      "outside agent: program:COMMAND or agent:NAME (docs/agents.md).  Prints “1: X plays b2” for\n"
      "each move (a column number with gravity: “1: X plays 4”), then “Player 1 wins.”, “Player 2\n"
      "wins.” or “Draw.”.  A human types a move on stdin.  GAME-FILE: a saved game (*.kinarow) to\n"
      "continue.\n"
      "\n"
      "--check compares answers with the game the two computer players play (no human, no\n"
      "engine or mcts:ms=MS, whose moves depend on time), line by line, and explains the first\n"
      "move that differs from the agent's search: the values of its moves, the centre first,\n"
      "and the rule that chose; or the random draw; or the rule that ended the game."));
  qd_cli_tree_add_entries (context, &o->tree, TRUE);
  qd_cli_check_add_entries (context, &o->check);
  qd_cli_agents_add_entries (context, &o->outside);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  g_autoptr(GError) error = NULL;

  o->seed = 1;
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc > 2)
    QD_CLI_USAGE (_("only one saved GAME-FILE is allowed"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->tree) || !qd_cli_agents_check (&o->outside))
    return FALSE;
  if (qd_cli_check_wanted (&o->check) && (o->tree.path != NULL || o->save != NULL))
    QD_CLI_USAGE (_("--check prints verdicts, not a game: it goes with no --tree or --save"));
  if (!qd_cli_check_validate (&o->check, NULL, FALSE))
    return FALSE;
  if (argc == 2 && o->position != NULL)
    QD_CLI_USAGE (_("--position starts a new game: it goes with --game, not with a saved GAME-FILE"));
  o->path = argc == 2 ? argv[1] : NULL;
  if (o->playouts_text != NULL
      && !qd_cli_parse_integer ("--playouts", o->playouts_text, 1, PLAYOUTS_MAX, &o->playouts))
    return FALSE;
  if (!qd_kinarow_rules_parse (&o->rules, o->game_name != NULL ? o->game_name
                                          : o->solve || o->weak ? "connect4" : DEFAULT_GAME, &error))
    QD_CLI_USAGE ("--game: %s", error->message);
  return !(o->solve || o->weak) || qd_kinarow_cli_solve_check (&o->rules, o->path != NULL || o->position != NULL
                                                               || o->save != NULL || o->tree.path != NULL
                                                               || qd_cli_check_wanted (&o->check)
                                                               || o->agents[0] != NULL || o->agents[1] != NULL);
}

/* The saved GAME-FILE, or a new game after --position; NULL after an error
 * (printed; the exit status in `status`). */
static QdKinarowGame *
open_game (const Options *o, int *status)
{
  g_autoptr(QdKinarowGame) game = NULL;
  g_autoptr(GError) error = NULL;
  QdKinarowPosition pos;

  *status = QD_EXIT_INPUT;
  if (o->path != NULL)
    {
      game = qd_cli_load_format (o->path, qd_kinarow_problem.format, &error);
      if (game == NULL)
        qd_cli_print_error (error);
      else if (o->game_name != NULL && !qd_kinarow_rules_equal (&game->rules, &o->rules))
        {
          qd_cli_usage_error (_("--game must match the saved game"));
          *status = QD_EXIT_USAGE;
          return NULL;
        }
      return g_steal_pointer (&game);
    }
  game = qd_kinarow_game_new (&o->rules, DEFAULT_P1, DEFAULT_P2);
  if (o->position != NULL && !qd_kinarow_position_parse (&o->rules, o->position, &pos, game->moves, &error))
    {
      qd_cli_usage_error ("--position: %s", error->message);
      *status = QD_EXIT_USAGE;
      return NULL;
    }
  if (o->position != NULL && qd_kinarow_outcome (&pos) != QD_KINAROW_ONGOING)
    {
      qd_cli_usage_error (_("--position: the game is already over (%s)"),
                          qd_kinarow_outcome_line (qd_kinarow_outcome (&pos)));
      *status = QD_EXIT_USAGE;
      return NULL;
    }
  return g_steal_pointer (&game);
}

/* ------------------------------------------------------------ playing */

typedef struct {
  Options *o;
  QdSearchTree *tree;        /* the search --tree records, once made */
} Printer;

static void
print_move (const QdKinarowRules *rules, guint number, guint player, guint move)
{
  g_autofree char *text = qd_kinarow_move_to_string (rules, move);

  printf ("%u: %c plays %s\n", number, player == 0 ? 'X' : 'O', text);
  fflush (stdout);
}

/* Before a move: --tree's search, when it is this one. */
static void
on_turn (gpointer data, gpointer game, const QdMatchTurn *turn)
{
  Printer *p = data;
  QdKinarowMatch *m = game;

  m->tree = qd_cli_tree_for_move (&p->o->tree, &p->tree, turn->ply + 1);
}

static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  QdKinarowMatch *m = game;

  print_move (&m->game->rules, turn->ply + 1, turn->player, move);
}

/* The game from its moves so far to the end: the exit status. */
static int
play (Options *o, QdKinarowGame *game)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  g_autoptr(QdKinarowMatch) m = qd_kinarow_match_new (game, rand);
  Printer printer = { o };
  QdCliMatch match = {
    .problem = &qd_kinarow_problem, .match = m, .specs = { game->agents[0], game->agents[1] },
    .plies = game->moves->len, .agents = &o->outside, .time_limit = o->time_limit, .result_path = o->result,
    .listener = { .turn = on_turn, .moved = on_moved }, .listener_data = &printer,
  };
  QdKinarowPosition pos;
  g_auto(QdMatchResult) result = { 0 };
  int status;

  /* The moves of a loaded game are printed as if they were just played. */
  qd_kinarow_game_position (game, 0, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      print_move (&game->rules, i + 1, pos.to_move, g_array_index (game->moves, guint16, i));
      qd_kinarow_apply (&game->rules, &pos, g_array_index (game->moves, guint16, i), &pos);
    }
  status = qd_cli_match_play (&match, &result);
  if (result.end == QD_MATCH_FORFEIT)
    printf ("Player %d wins by forfeit.\n", result.winner);
  else if (result.end == QD_MATCH_OVER)
    {
      printf ("%s\n", result.reason);
      if (status == QD_EXIT_OK)
        status = qd_cli_tree_write_game (&o->tree, printer.tree);
    }
  fflush (stdout);
  g_clear_pointer (&printer.tree, qd_search_tree_unref);
  if (o->save != NULL && status != QD_EXIT_USAGE)
    {
      g_autofree char *text = qd_kinarow_game_to_string (game);

      if (!qd_cli_write_text (o->save, text))
        status = QD_EXIT_INPUT;
    }
  m->game = NULL;
  return status;
}

/* An answer against the right game (QdCliCheckFunc). */
/* --check: the game of the two computer players once (within
 * --time-limit), then every answer against its transcript. */
static int
run_check (Options *o, const QdKinarowGame *game)
{
  g_autoptr(QdKinarowCheck) check = NULL;

  if (!qd_cli_check_players (game->agents, qd_kinarow_check_replays))
    return QD_EXIT_USAGE;
  check = qd_kinarow_check_new (game, (guint64) o->seed, NULL,
                                o->time_limit > 0 ? g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit) : 0);
  return qd_cli_check_run_game (&o->check, o->path, check, QD_CLI_CHECK_FUNC (qd_kinarow_check_answer));
}

/* A player of --p1 or --p2 as the saved game writes it (QdCliAgentName). */
static char *
agent_name (const char *spec, GError **error)
{
  QdKinarowAgent agent;

  return qd_kinarow_agent_parse (spec, &agent, error) ? qd_kinarow_agent_to_string (&agent) : NULL;
}

/* --playouts: random games from the start, timed (issue 77: beside
 * `gdl FILE --playouts N` on the same game). */
static int
run_playouts (const Options *o)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  guint16 moves[QD_KINAROW_MAX_CELLS];
  gint64 began = g_get_monotonic_time ();

  for (gint64 g = 0; g < o->playouts; g++)
    {
      QdKinarowPosition pos;

      qd_kinarow_start (&o->rules, &pos);
      while (qd_kinarow_outcome (&pos) == QD_KINAROW_ONGOING)
        {
          guint n = qd_kinarow_moves (&o->rules, &pos, moves);

          qd_kinarow_apply (&o->rules, &pos, moves[g_rand_int_range (rand, 0, (gint32) n)], &pos);
        }
    }
  printf ("%" G_GINT64_FORMAT " playouts in %.3f s\n", o->playouts, (g_get_monotonic_time () - began) / 1e6);
  return QD_EXIT_OK;
}

static int
run (Options *o)
{
  g_autoptr(QdKinarowGame) game = NULL;
  int status;
  const QdCliFile outputs[] = { { "--tree", o->tree.path }, { "--result", o->result }, { "--save", o->save } };
  const QdCliFile input = { NULL, o->path, "--save" };

  if (o->solve || o->weak)
    return qd_kinarow_cli_solve (o->weak, o->time_limit);
  if (o->playouts > 0)
    return run_playouts (o);
  /* Every output is checked before the game (--save may write back the
   * game it read). */
  if ((status = qd_cli_check_files (&input, 1, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK
      || (game = open_game (o, &status)) == NULL)
    return status;
  if (!qd_cli_agents_set_players (game->agents, o->agents, o->path, agent_name))
    return QD_EXIT_USAGE;
  if (qd_cli_check_wanted (&o->check))
    return run_check (o, game);
  return play (o, game);
}

static void
clear_options (Options *o)
{
  g_free (o->game_name);
  g_free (o->agents[0]);
  g_free (o->agents[1]);
  g_free (o->position);
  g_free (o->save);
  g_free (o->result);
  g_free (o->playouts_text);
  qd_cli_tree_clear (&o->tree);
  qd_cli_check_clear (&o->check);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_kinarow_cli_commands[] = {
  { "kinarow", N_("Play k in a row: tic-tac-toe, Connect Four, Gomoku (human or AI players)"), cli_main, FALSE, NULL },
  { "kinarow", N_("Connect Four: the alpha-beta lab, each enhancement switched on in turn"),
    qd_kinarow_cli_experiment, TRUE, NULL },
  { NULL }
};
