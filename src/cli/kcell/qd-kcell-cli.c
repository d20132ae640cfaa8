/* qd-kcell-cli.c — `quandary-cli kcell`: play KCell like the course's
 * framework (Game.play).  The statement's experiments are `quandary-cli
 * experiment kcell` (qd-kcell-cli-experiment.c); `kcell --report sizes|match`
 * still runs them. */
#include "config.h"
#include "qd-kcell-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-match.h"
#include "cli/qd-cli-match-searches.h"
#include "problems/kcell/qd-kcell-check.h"
#include "problems/kcell/qd-kcell-match.h"
#include "render/kcell/qd-kcell-animation.h"
#include "render/kcell/qd-kcell-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (kcell)

typedef struct {
  gint cells;                /* 0: the default */
  gint stones;               /* 0: the default */
  char *agents[2];
  gint64 seed;
  char *save;
  char *result;              /* --result FILE */
  double time_limit;
  QdCliPictures pictures;
  QdCliTree tree;            /* --tree FILE: one computer move's search */
  QdCliReport report;        /* --report FILE, --report-bundle, --gif */
  QdCliCheck check;          /* --check FILE..., --check-strict, --check-csv */
  QdCliAgents outside;       /* --move-time */
  QdKcellRules rules;        /* of a new game */
  const char *path;          /* a saved GAME, or NULL */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "cells", 'k', 0, G_OPTION_ARG_INT, &o->cells, N_("Cells on the board (default 7)"), "K" },
    { "stones", 'n', 0, G_OPTION_ARG_INT, &o->stones, N_("Stones per player (default 2)"), "N" },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &o->agents[0], N_("Player 1 (default human)"), N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &o->agents[1], N_("Player 2 (default minimax)"), N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random agents (default 1)"), "S" },
    QD_CLI_RESULT_ENTRY (&o->result),
    QD_CLI_GAME_ENTRIES (&o->save, &o->time_limit),
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("[GAME] — play KCell"), entries, &o->pictures,
    _("AGENT: human, random, minimax, alphabeta (no cutoff), alphabeta:DEPTH (cutoff with the\n"
      "project's heuristic), random-heuristic:DEPTH, Monte Carlo tree search: mcts (1000\n"
      "iterations), mcts:ITERATIONS or mcts:ms=MS, then ,c=C and ,playout=guided (its random\n"
      "draws from --seed and the move's number), or an outside agent: program:COMMAND or\n"
      "agent:NAME (docs/agents.md).  Prints “P1: [oo___xx]” before each move, then an empty line,\n"
      "the final board and the result.  A human types a 1-based cell number.  An outside agent\n"
      "that breaks the protocol, crashes or runs past --move-time forfeits: “Player2 wins by\n"
      "forfeit.” and the cause on stderr.  GAME: a saved game (*.kcell) to continue.\n"
      "\n"
      "--check compares answers with the game the two computer players play (no human),\n"
      "line by line, and explains the first move that differs from the agent's search:\n"
      "the values of its moves and the rule that chose.\n"
      "\n"
      "The statement's experiments are “quandary-cli experiment kcell sizes|match” (“kcell\n"
      "--report sizes|match” runs them too, without a report of its own)."));
  qd_cli_tree_add_entries (context, &o->tree, TRUE);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  qd_cli_check_add_entries (context, &o->check);
  qd_cli_agents_add_entries (context, &o->outside);
  return context;
}

gboolean
qd_kcell_cli_check_range (const char *name, gint value, gint low, gint high)
{
  if (value >= low && value <= high)
    return TRUE;
  qd_cli_usage_error (_("--%s must be between %d and %d"), name, low, high);
  return FALSE;
}

gboolean
qd_kcell_cli_init_rules (QdKcellRules *rules, gint cells, gint stones, guint default_cells, guint default_stones)
{
  g_autoptr(GError) error = NULL;

  if ((cells != 0 && !qd_kcell_cli_check_range ("cells", cells, 2, QD_KCELL_MAX_CELLS)) ||
      (stones != 0 && !qd_kcell_cli_check_range ("stones", stones, 1, QD_KCELL_MAX_STONES)))
    return FALSE;
  if (!qd_kcell_rules_init (rules, cells != 0 ? (guint) cells : default_cells,
                            stones != 0 ? (guint) stones : default_stones, &error))
    QD_CLI_USAGE ("%s", error->message);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->seed = 1;
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc > 2)
    QD_CLI_USAGE (_("only one saved GAME is allowed"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->tree) ||
      !qd_cli_report_check (&o->report) || !qd_cli_agents_check (&o->outside))
    return FALSE;
  if (qd_cli_check_wanted (&o->check) && (o->tree.path != NULL || o->save != NULL))
    QD_CLI_USAGE (_("--check prints verdicts, not a game: it goes with no --tree or --save"));
  if (!qd_cli_check_validate (&o->check, &o->report,
                              qd_cli_pictures_wanted (&o->pictures)))
    return FALSE;
  if (argc == 2)
    {
      /* Its rules are checked against --cells and --stones once it is read. */
      o->path = argv[1];
      return (o->cells == 0 || qd_kcell_cli_check_range ("cells", o->cells, 2, QD_KCELL_MAX_CELLS)) &&
             (o->stones == 0 || qd_kcell_cli_check_range ("stones", o->stones, 1, QD_KCELL_MAX_STONES));
    }
  return qd_kcell_cli_init_rules (&o->rules, o->cells, o->stones, 7, 2);
}

/* ------------------------------------------------------------ playing */

/* "P1: [oo___xx]": the board before a move. */
static void
print_board (const QdKcellRules *rules, const QdKcellPosition *pos)
{
  g_autofree char *line = qd_kcell_board_string (rules, pos);

  printf ("P%u: %s\n", pos->to_move + 1u, line);
}

/* The moves of a loaded game, printed as if they were just played. */
static void
on_begin (gpointer data, gpointer game)
{
  QdKcellPlay *m = game;
  QdKcellPosition pos;

  qd_kcell_start (&m->game->rules, &pos);
  for (guint i = 0; i < m->game->moves->len; i++)
    {
      print_board (&m->game->rules, &pos);
      qd_kcell_apply (&m->game->rules, &pos, g_array_index (m->game->moves, guint8, i), &pos, NULL, NULL);
    }
}

/* Before a move: the board, and --tree's search when it is this one
 * (`data`: the QdCliMatchSearches). */
static void
on_turn (gpointer data, gpointer game, const QdMatchTurn *turn)
{
  QdKcellPlay *m = game;

  print_board (&m->game->rules, &m->pos);
  fflush (stdout);
  if (!turn->who->human)
    m->search.tree = qd_cli_match_searches_tree (data, turn->ply);
}

/* After a computer's move: its search, for --report. */
static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  QdKcellPlay *m = game;

  qd_cli_match_searches_note (data, turn, move, &m->search);
}

/* A human's move from stdin: a 1-based cell number; a pass when the
 * player has no move. */
static QdMatchEnd
on_human (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move)
{
  QdKcellPlay *m = game;
  const QdKcellRules *rules = &m->game->rules;

  if (qd_kcell_movable (rules, &m->pos, m->pos.to_move) == 0)
    {
      g_printerr (_("Player%u has no move and passes.\n"), turn->player + 1u);
      *move = QD_KCELL_PASS;
      return QD_MATCH_MOVED;
    }
  for (;;)
    {
      char *end;
      guint64 cell;
      g_autofree char *line = NULL;

      g_printerr ("Please enter your move Player%u:\n", turn->player + 1u);
      line = qd_cli_read_answer ();
      if (line == NULL)
        return QD_MATCH_NO_INPUT;
      cell = g_ascii_strtoull (line, &end, 10);
      if (*line == '\0' || *end != '\0' || cell == 0 || cell > rules->cells)
        {
          g_printerr (_("Type the number of a cell from 1 to %u that holds a stone you can move.\n"), rules->cells);
          continue;
        }
      if (!qd_kcell_is_legal (rules, &m->pos, (guint) cell - 1))
        {
          g_printerr (_("The stone on cell %u cannot move, or it is not yours.\n"), (guint) cell);
          continue;
        }
      *move = (guint) cell - 1;
      return QD_MATCH_MOVED;
    }
}

/* --report, --report-bundle and --gif of the game; FALSE when one could
 * not be written. */
static gboolean
finish_report (Options *o, const QdKcellGame *game, const QdCliMatchSearches *searches, gboolean stopped)
{
  QdKcellRun run = {
    .document = o->path != NULL, .path = o->path, .game = game, .seed = (guint64) o->seed,
    .notes = searches->notes, .tree = qd_cli_match_searches_bound (searches), .tree_move = searches->tree_move,
    .stopped = stopped,
  };

  return qd_cli_report_finish (&o->report, qd_cli_report_wanted (&o->report) ? qd_kcell_run_report_new (&run, o->report.palette) : NULL,
                               qd_cli_report_wants_gif (&o->report) ? qd_kcell_animation_new (&run) : NULL);
}

/* The end of the game printed: an empty line, the final board and the
 * result (nothing when it was stopped); then --tree.  The exit status. */
static int
print_end (Options *o, const QdKcellPlay *m, const QdMatchResult *result, const QdCliMatchSearches *searches)
{
  g_autofree char *board = qd_kcell_board_string (&m->game->rules, &m->pos);

  if (result->end == QD_MATCH_FORFEIT)
    printf ("\n%s\nPlayer%d wins by forfeit.\n", board, result->winner);
  else if (result->end == QD_MATCH_OVER)
    printf ("\n%s\n%s\n", board, result->reason);
  fflush (stdout);
  return result->end == QD_MATCH_OVER ? qd_cli_tree_write_game (&o->tree, searches->tree) : QD_EXIT_OK;
}

/* --save, the pictures and the report of the game played: the exit status. */
static int
write_game (Options *o, const QdKcellPlay *m, const QdCliMatchSearches *searches, gboolean stopped, int status)
{
  if (status == QD_EXIT_OK && o->save != NULL)
    {
      g_autofree char *text = qd_kcell_game_to_string (m->game);

      if (!qd_cli_write_text (o->save, text))
        status = QD_EXIT_INPUT;
    }
  if (status == QD_EXIT_OK)
    {
      QdKcellRenderOptions options;
      QdKcellDrawing drawing = { &m->game->rules, &m->pos, &options };
      double width, height;

      qd_kcell_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
      qd_kcell_render_get_size (&m->game->rules, &width, &height);
      if (!qd_cli_pictures_write (&o->pictures, width, height, qd_kcell_drawing_draw, &drawing))
        status = QD_EXIT_INPUT;
    }
  if (!finish_report (o, m->game, searches, stopped) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  return status;
}

/* The rest of the game: the exit status, after every output of the game. */
static int
play (Options *o, QdKcellGame *game)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  g_autoptr(QdKcellPlay) m = qd_kcell_play_new (game, rand, (guint64) o->seed);
  g_auto(QdCliMatchSearches) searches = { 0 };
  QdCliMatch match = {
    .problem = &qd_kcell_problem, .match = m, .specs = { game->agents[0], game->agents[1] },
    .plies = game->moves->len, .agents = &o->outside, .time_limit = o->time_limit, .result_path = o->result,
    .listener = { .turn = on_turn, .moved = on_moved, .human = on_human }, .listener_data = &searches,
    .begin = on_begin,
  };
  g_auto(QdMatchResult) result = { 0 };
  int played, status;

  qd_cli_match_searches_init (&searches, &o->tree);
  /* Nothing more after a usage error or a person's input that ended. */
  status = played = qd_cli_match_play (&match, &result);
  if (played != QD_EXIT_USAGE && result.end != QD_MATCH_NO_INPUT)
    {
      gboolean stopped = result.end == QD_MATCH_STOPPED || result.end == QD_MATCH_RAN_OUT;

      status = write_game (o, m, &searches, stopped, print_end (o, m, &result, &searches));
      if (status == QD_EXIT_OK)
        status = played;
    }
  m->game = NULL;
  return status;
}

/* The saved GAME, or a new game; NULL after an error (the exit status in
 * `status`). */
static QdKcellGame *
open_game (const Options *o, int *status)
{
  g_autoptr(QdKcellGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (o->path == NULL)
    return qd_kcell_game_new (&o->rules, "human", "minimax");
  game = qd_cli_load_format (o->path, qd_kcell_problem.format, &error);
  if (game == NULL)
    {
      qd_cli_print_error (error);
      *status = QD_EXIT_INPUT;
      return NULL;
    }
  if ((o->cells != 0 && (guint) o->cells != game->rules.cells) ||
      (o->stones != 0 && (guint) o->stones != game->rules.stones))
    {
      qd_cli_usage_error (_("--cells and --stones must match the saved game"));
      *status = QD_EXIT_USAGE;
      return NULL;
    }
  return g_steal_pointer (&game);
}

/* A player of --p1 or --p2 as the saved game writes it (QdCliAgentName). */
static char *
agent_name (const char *spec, GError **error)
{
  QdKcellAgent agent;

  return qd_kcell_agent_parse (spec, &agent, error) ? qd_kcell_agent_to_string (&agent) : NULL;
}

/* --check: the game once, then every answer against its transcript. */
static int
run_check (Options *o, const QdKcellGame *game)
{
  g_autoptr(QdKcellCheck) check = NULL;
  gint64 deadline = o->time_limit > 0 ? g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit) : 0;

  if (!qd_cli_check_players (game->agents, NULL))
    return QD_EXIT_USAGE;
  check = qd_kcell_check_new (game, (guint64) o->seed, NULL, deadline);
  return qd_cli_check_run_game (&o->check, o->path, check, QD_CLI_CHECK_FUNC (qd_kcell_check_answer));
}

static int
run (Options *o)
{
  g_autoptr(QdKcellGame) game = NULL;
  int status = QD_EXIT_OK, n_outputs = 3, n_report;
  QdCliFile outputs[5] = { { "--tree", o->tree.path }, { "--result", o->result }, { "--save", o->save } };
  const QdCliFile input = { NULL, o->path, "--save" };

  /* Every output is checked before the work that makes it (--tree before
   * the game is played); --save may write back the game it read. */
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + n_outputs)) < 0)
    return QD_EXIT_USAGE;
  n_outputs += n_report;
  if ((status = qd_cli_check_files (&input, 1, &o->pictures, outputs, (guint) n_outputs)) != QD_EXIT_OK)
    return status;

  game = open_game (o, &status);
  if (game == NULL)
    return status;
  if (!qd_cli_agents_set_players (game->agents, o->agents, o->path, agent_name))
    return QD_EXIT_USAGE;
  if (qd_cli_check_wanted (&o->check))
    return run_check (o, game);
  qd_cli_report_begin (&o->report);
  return play (o, game);
}

static void
clear_options (Options *o)
{
  g_free (o->agents[0]);
  g_free (o->agents[1]);
  g_free (o->save);
  g_free (o->result);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_tree_clear (&o->tree);
  qd_cli_report_clear (&o->report);
  qd_cli_check_clear (&o->check);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

/* `kcell --report sizes|match …` as the contract had it: the experiment,
 * run as `experiment kcell sizes|match …` (the report options, whose
 * --report this one is not, are refused).  -1 for any other command line. */
static int
run_legacy_experiment (int argc, char **argv)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  const char *name = NULL;
  int at = 0, n_words = 0;

  for (int i = 1; i < argc && name == NULL; i++)
    {
      const char *value = g_str_has_prefix (argv[i], "--report=") ? argv[i] + strlen ("--report=")
                          : g_str_equal (argv[i], "--report") && i + 1 < argc ? argv[i + 1] : "";

      if (g_str_equal (value, "sizes") || g_str_equal (value, "match"))
        {
          name = value;
          at = i;
          n_words = value == argv[i + 1] ? 2 : 1;
        }
    }
  if (name == NULL)
    return -1;
  g_ptr_array_add (words, argv[0]);
  g_ptr_array_add (words, (gpointer) name);
  for (int i = 1; i < argc; i++)
    {
      if (i >= at && i < at + n_words)
        continue;
      if (g_str_has_prefix (argv[i], "--report") || g_str_has_prefix (argv[i], "--gif"))
        {
          qd_cli_usage_error (_("“kcell --report %s” runs the experiment: for its report, write “quandary-cli "
                                "experiment kcell %s --report FILE”"), name, name);
          return QD_EXIT_USAGE;
        }
      g_ptr_array_add (words, argv[i]);
    }
  g_ptr_array_add (words, NULL);
  return qd_kcell_cli_experiment ((int) words->len - 1, (char **) words->pdata);
}

static int
kcell_main (int argc, char **argv)
{
  int status = run_legacy_experiment (argc, argv);

  return status >= 0 ? status : cli_main (argc, argv);
}

const QdCliCommand qd_kcell_cli_commands[] = {
  { QD_KCELL_EXPERIMENT, N_("Play KCell (human or AI players)"), kcell_main, FALSE, NULL },
  { QD_KCELL_EXPERIMENT,
    N_("KCell: the largest boards per searcher (sizes), the heuristic against the random one (match)"),
    qd_kcell_cli_experiment, TRUE, qd_kcell_cli_experiment_merge },
  { NULL }
};
