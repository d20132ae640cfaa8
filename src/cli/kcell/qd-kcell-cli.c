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
#include "problems/kcell/qd-kcell-check.h"
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

/* A human's move from stdin: a 1-based cell number.  FALSE and an error at
 * the end of the input. */
static gboolean
read_human_move (const QdKcellRules *rules, const QdKcellPosition *pos, guint *move, GError **error)
{

  if (qd_kcell_movable (rules, pos, pos->to_move) == 0)
    {
      g_printerr (_("Player%u has no move and passes.\n"), pos->to_move + 1u);
      *move = QD_KCELL_PASS;
      return TRUE;
    }
  for (;;)
    {
      char *end;
      guint64 cell;

      g_autofree char *line = NULL;

      g_printerr ("Please enter your move Player%u:\n", pos->to_move + 1u);
      line = qd_cli_read_answer ();
      if (line == NULL)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT, _("the input ended before the game did"));
          qd_cli_prefix_error (error, "stdin");
          return FALSE;
        }
      cell = g_ascii_strtoull (line, &end, 10);
      if (*line == '\0' || *end != '\0' || cell == 0 || cell > rules->cells)
        {
          g_printerr (_("Type the number of a cell from 1 to %u that holds a stone you can move.\n"), rules->cells);
          continue;
        }
      if (!qd_kcell_is_legal (rules, pos, (guint) cell - 1))
        {
          g_printerr (_("The stone on cell %u cannot move, or it is not yours.\n"), (guint) cell);
          continue;
        }
      *move = (guint) cell - 1;
      return TRUE;
    }
}

/* --report, --report-bundle and --gif of the game; FALSE when one could
 * not be written. */
static gboolean
finish_report (Options *o, const QdKcellGame *game, const GArray *notes, const QdSearchTree *tree, guint tree_move,
               gboolean stopped)
{
  QdKcellRun run = { o->path != NULL, o->path, game, (guint64) o->seed, notes, NULL, 0, stopped };

  if (tree != NULL && qd_search_tree_is_bound (tree))
    {
      run.tree = tree;
      run.tree_move = tree_move;
    }
  return qd_cli_report_finish (&o->report, qd_cli_report_wanted (&o->report) ? qd_kcell_run_report_new (&run, o->report.palette) : NULL,
                               qd_cli_report_wants_gif (&o->report) ? qd_kcell_animation_new (&run) : NULL);
}

/* The rest of the game: the exit status, after every output of the game. */
static int
play (Options *o, QdKcellGame *game)
{
  QdKcellAgent agents[2];
  QdAgent *outside[2] = { NULL, NULL };
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  QdKcellChooseOptions choose = { NULL, 0, rand };
  QdKcellPosition pos;
  QdKcellOutcome outcome;
  g_autofree char *board = NULL;
  gboolean ran_out = FALSE, stopped = FALSE;
  gint forfeit = -1;         /* the player who forfeits */
  g_autoptr(QdSearchTree) tree = NULL;
  g_autoptr(GArray) notes = qd_game_notes_new ();
  guint tree_move = 0;
  int status = QD_EXIT_OK;

  if (o->time_limit > 0)
    choose.deadline_us = g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit);
  for (guint i = 0; i < 2; i++)
    {
      qd_kcell_agent_parse (game->agents[i], &agents[i], NULL);
      if (agents[i].kind == QD_KCELL_AGENT_OUTSIDE &&
          (agents[i].outside = outside[i] = qd_cli_agent_open (&o->outside, game->agents[i], "kcell")) == NULL)
        {
          qd_agent_free (outside[0]);
          return QD_EXIT_USAGE;
        }
    }

  /* The moves of a loaded game are printed as if they were just played. */
  qd_kcell_start (&game->rules, &pos);
  for (guint i = 0; i < game->moves->len; i++)
    {
      g_autofree char *line = qd_kcell_board_string (&game->rules, &pos);

      printf ("P%u: %s\n", pos.to_move + 1u, line);
      qd_kcell_apply (&game->rules, &pos, g_array_index (game->moves, guint8, i), &pos, NULL, NULL);
    }
  while ((outcome = qd_kcell_outcome (&game->rules, &pos)) == QD_KCELL_ONGOING)
    {
      g_autofree char *line = qd_kcell_board_string (&game->rules, &pos);
      const QdKcellAgent *agent = &agents[pos.to_move];
      QdKcellChoice choice;
      guint move;

      printf ("P%u: %s\n", pos.to_move + 1u, line);
      fflush (stdout);
      if (agent->kind == QD_KCELL_AGENT_HUMAN)
        {
          g_autoptr(GError) error = NULL;

          if (!read_human_move (&game->rules, &pos, &move, &error))
            {
              qd_cli_print_error (error);
              return QD_EXIT_INPUT;
            }
        }
      else
        {
          /* --tree: this move's search, when it is the one to record. */
          choose.tree = qd_cli_tree_for_move (&o->tree, &tree, game->moves->len + 1);
          if (choose.tree != NULL)
            tree_move = game->moves->len + 1;
          choose.history = (const guint8 *) game->moves->data;
          choose.n_history = game->moves->len;
          choose.seed = (guint64) o->seed;
          choose.ply = game->moves->len;
          /* Ctrl-C during an outside agent's move ends it, and the game. */
          choose.stop = agent->outside != NULL ? qd_cli_catch_interrupt () : NULL;
          if (!qd_kcell_agent_choose (agent, &game->rules, &pos, &choose, &choice))
            {
              if (agent->outside != NULL)
                qd_cli_release_interrupt ();
              switch (qd_cli_agent_no_move (pos.to_move + 1u, agent->outside, &choice.forfeit))
                {
                case QD_CLI_NO_MOVE_FORFEIT:
                  forfeit = pos.to_move;
                  break;
                case QD_CLI_NO_MOVE_STOPPED:
                  stopped = TRUE;
                  break;
                case QD_CLI_NO_MOVE_RAN_OUT:
                default:
                  ran_out = TRUE;
                  break;
                }
              break;
            }
          if (agent->outside != NULL)
            qd_cli_release_interrupt ();
          move = choice.move;
          if (agent->kind != QD_KCELL_AGENT_RANDOM)
            qd_game_notes_add (notes, &(QdGameSearchNote) { game->moves->len, move, choice.search.value,
                                                            choice.search.nodes, choice.search.time_us });
        }
      qd_kcell_game_play (game, move, NULL);
      qd_kcell_apply (&game->rules, &pos, move, &pos, NULL, NULL);
    }
  for (guint i = 0; i < 2; i++)
    qd_agent_free (outside[i]);
  if (forfeit >= 0)
    {
      board = qd_kcell_board_string (&game->rules, &pos);
      printf ("\n%s\nPlayer%d wins by forfeit.\n", board, 2 - forfeit);
      fflush (stdout);
    }
  else if (!ran_out && !stopped)
    {
      board = qd_kcell_board_string (&game->rules, &pos);
      printf ("\n%s\n%s\n", board, qd_kcell_outcome_line (outcome));
      fflush (stdout);
      status = qd_cli_tree_write_game (&o->tree, tree);
    }

  if (status == QD_EXIT_OK && o->save != NULL)
    {
      g_autofree char *text = qd_kcell_game_to_string (game);

      if (!qd_cli_write_text (o->save, text))
        status = QD_EXIT_INPUT;
    }
  if (status == QD_EXIT_OK)
    {
      QdKcellRenderOptions options;
      QdKcellDrawing drawing = { &game->rules, &pos, &options };
      double width, height;

      qd_kcell_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
      qd_kcell_render_get_size (&game->rules, &width, &height);
      if (!qd_cli_pictures_write (&o->pictures, width, height, qd_kcell_drawing_draw, &drawing))
        status = QD_EXIT_INPUT;
    }
  if (!finish_report (o, game, notes, tree, tree_move, ran_out || stopped) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  if (status == QD_EXIT_OK && stopped)
    return QD_EXIT_STOPPED;
  return status == QD_EXIT_OK && ran_out ? QD_EXIT_LIMIT : status;
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

static QdCheckResult *
check_one (gpointer data, const char *contents, gsize length, gboolean strict)
{
  return qd_kcell_check_answer (data, contents, length, strict);
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
  return qd_cli_check_run_game (&o->check, o->path, check, check_one);
}

static int
run (Options *o)
{
  g_autoptr(QdKcellGame) game = NULL;
  int status = QD_EXIT_OK, n_outputs = 1, n_report;
  const char *outputs[3] = { o->tree.path };
  const char *inputs[] = { o->path, NULL };

  /* Every output is checked before the work that makes it (--tree before
   * the game is played); --save may write back the game it read. */
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + n_outputs)) < 0)
    return QD_EXIT_USAGE;
  n_outputs += n_report;
  if ((status = qd_cli_check_game_outputs (inputs, &o->pictures, outputs, n_outputs, o->save)) != QD_EXIT_OK)
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

/* A game's result line (grading, tournaments). */
static gint
game_winner (const char *output)
{
  if (strstr (output, "\nPlayer1 wins") != NULL)
    return 1;
  if (strstr (output, "\nPlayer2 wins") != NULL)
    return 2;
  return strstr (output, "\nDraw.") != NULL ? 0 : -1;
}

static const QdCliGamePlay game_play = { "--p1", "--p2", TRUE, "--save", QD_KCELL_EXPERIMENT, "random", game_winner };

const QdCliCommand qd_kcell_cli_commands[] = {
  { QD_KCELL_EXPERIMENT, N_("Play KCell (human or AI players)"), kcell_main, FALSE, NULL, &game_play },
  { QD_KCELL_EXPERIMENT,
    N_("KCell: the largest boards per searcher (sizes), the heuristic against the random one (match)"),
    qd_kcell_cli_experiment, TRUE, qd_kcell_cli_experiment_merge },
  { NULL }
};
