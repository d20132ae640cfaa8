/* qd-kcell-cli.c — `quandary-cli kcell`: play KCell like the course's
 * framework (Game.play), or run the statement's experiments. */
#include "config.h"
#include "qd-kcell-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "render/kcell/qd-kcell-render.h"

typedef struct {
  gint cells;                /* 0: the default */
  gint stones;               /* 0: the default */
  char *agents[2];
  gint64 seed;
  char *save;
  char *report;
  gint budget_ms;
  gint max_stones;
  gint games;
  gint depth;
  gint random_depth;
  double time_limit;
  char *csv;
  QdCliPictures pictures;
  QdCliTree tree;            /* --tree FILE: one computer move's search */
  QdCliSweep sweep;          /* --report: --list-runs, --shard, --raw, --resume */
  QdKcellRules rules;        /* of a new game, or of --report match */
  const char *path;          /* a saved GAME, or NULL */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "cells", 'k', 0, G_OPTION_ARG_INT, &o->cells, N_("Cells on the board (default 7; 15 for --report match)"), "K" },
    { "stones", 'n', 0, G_OPTION_ARG_INT, &o->stones, N_("Stones per player (default 2; 3 for --report match)"), "N" },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &o->agents[0], N_("Player 1 (default human)"), N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &o->agents[1], N_("Player 2 (default minimax)"), N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random agents (default 1)"), "S" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o->save, N_("Save the game played"), N_("FILE") },
    { "report", 0, 0, G_OPTION_ARG_STRING, &o->report, N_("Run an experiment: sizes or match"), N_("NAME") },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &o->budget_ms, N_("sizes: the time allowed per move (default 1000)"), "MS" },
    { "max-stones", 0, 0, G_OPTION_ARG_INT, &o->max_stones, N_("sizes: the most stones tried (default 6)"), "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &o->games, N_("match: games per side (default 100)"), "G" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &o->depth, N_("match: the heuristic agent's depth (default 18)"), "D" },
    { "random-depth", 0, 0, G_OPTION_ARG_INT, &o->random_depth, N_("match: the random heuristic's depth (default 1)"), "D" },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv, N_("Write the report's table as CSV"), N_("FILE") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop the game after SECONDS seconds: the moves so far (and --save), exit status 4 (default 0: no limit)"),
      N_("SECONDS") },
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("[GAME] — play KCell or run its experiments"), entries, &o->pictures,
    _("AGENT: human, random, minimax, alphabeta (no cutoff), alphabeta:DEPTH (cutoff with the\n"
      "project's heuristic) or random-heuristic:DEPTH.  Prints “P1: [oo___xx]” before each move,\n"
      "then an empty line, the final board and the result.  A human types a 1-based cell number.\n"
      "GAME: a saved game (*.kcell) to continue.  --report sizes: the largest boards per searcher\n"
      "under the budget; --report match: alphabeta:DEPTH against random-heuristic:DEPTH.\n"
      "\n"
      "A report's runs (sizes: an agent and N; match: a game; --list-runs) are independent:\n"
      "--shard I/N does a share of them, --raw FILE keeps each finished run, and “quandary-cli\n"
      "experiment merge” makes the table and the CSV of all the shards' raw files (see --help-sweep)."));
  qd_cli_tree_add_entries (context, &o->tree, TRUE);
  qd_cli_sweep_add_entries (context, &o->sweep);
  return context;
}

static gboolean
check_range (const char *name, gint value, gint low, gint high)
{
  if (value >= low && value <= high)
    return TRUE;
  qd_cli_usage_error (_("--%s must be between %d and %d"), name, low, high);
  return FALSE;
}

/* --cells and --stones, or the defaults, when they make a board. */
static gboolean
init_rules (Options *o, guint default_cells, guint default_stones)
{
  g_autoptr(GError) error = NULL;

  if (!qd_kcell_rules_init (&o->rules, o->cells != 0 ? (guint) o->cells : default_cells,
                            o->stones != 0 ? (guint) o->stones : default_stones, &error))
    QD_CLI_USAGE ("%s", error->message);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->seed = 1;
  o->budget_ms = 1000;
  o->max_stones = 6;
  o->games = 100;
  o->depth = 18;
  o->random_depth = 1;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  if (argc > 2)
    QD_CLI_USAGE (_("only one saved GAME is allowed"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->tree))
    return FALSE;
  if (o->tree.path != NULL && o->report != NULL)
    QD_CLI_USAGE (_("--tree is for a game, not with --report"));
  if (o->time_limit > 0 && o->report != NULL)
    QD_CLI_USAGE (_("--time-limit is for a game, not with --report"));
  if (o->report == NULL && (o->sweep.list_runs || o->sweep.shard_text != NULL || o->sweep.raw_path != NULL ||
                            o->sweep.resume_path != NULL))
    QD_CLI_USAGE (_("--list-runs, --shard, --raw and --resume are for --report"));
  if (!qd_cli_sweep_check (&o->sweep))
    return FALSE;
  if ((o->cells != 0 && !check_range ("cells", o->cells, 2, QD_KCELL_MAX_CELLS)) ||
      (o->stones != 0 && !check_range ("stones", o->stones, 1, QD_KCELL_MAX_STONES)) ||
      !check_range ("budget-ms", o->budget_ms, 1, 600000) ||
      !check_range ("max-stones", o->max_stones, 1, QD_KCELL_MAX_STONES) ||
      !check_range ("games", o->games, 1, 1000000) ||
      !check_range ("depth", o->depth, 1, QD_KCELL_MAX_DEPTH) ||
      !check_range ("random-depth", o->random_depth, 1, QD_KCELL_MAX_DEPTH))
    return FALSE;

  if (o->report != NULL)
    {
      if (g_str_equal (o->report, "match"))
        return init_rules (o, 15, 3);
      if (!g_str_equal (o->report, "sizes"))
        QD_CLI_USAGE (_("unknown report “%s”: use sizes or match"), o->report);
      return TRUE;
    }
  if (argc == 2)
    {
      /* Its rules are checked against --cells and --stones once it is read. */
      o->path = argv[1];
      return TRUE;
    }
  return init_rules (o, 7, 2);
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

static int
play (const Options *o, QdKcellGame *game)
{
  QdKcellAgent agents[2];
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  QdKcellChooseOptions choose = { NULL, 0, rand };
  QdKcellPosition pos;
  QdKcellOutcome outcome;
  g_autofree char *board = NULL;
  gboolean ran_out = FALSE;
  g_autoptr(QdSearchTree) tree = NULL;
  int status;

  if (o->time_limit > 0)
    choose.deadline_us = g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit);
  for (guint i = 0; i < 2; i++)
    qd_kcell_agent_parse (game->agents[i], &agents[i], NULL);

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
          if (!qd_kcell_agent_choose (agent, &game->rules, &pos, &choose, &choice))
            {
              /* Only the time limit stops a computer's search here. */
              g_printerr (_("quandary-cli: the time limit ran out during player %u's move: the game so far is "
                            "printed\n"), pos.to_move + 1u);
              ran_out = TRUE;
              break;
            }
          move = choice.move;
        }
      qd_kcell_game_play (game, move, NULL);
      qd_kcell_apply (&game->rules, &pos, move, &pos, NULL, NULL);
    }
  if (!ran_out)
    {
      board = qd_kcell_board_string (&game->rules, &pos);
      printf ("\n%s\n%s\n", board, qd_kcell_outcome_line (outcome));
      fflush (stdout);
      status = qd_cli_tree_write_game (&o->tree, tree);
      if (status != QD_EXIT_OK)
        return status;
    }

  if (o->save != NULL)
    {
      g_autofree char *text = qd_kcell_game_to_string (game);

      if (!qd_cli_write_text (o->save, text))
        return QD_EXIT_INPUT;
    }
  {
    QdKcellRenderOptions options;
    QdKcellDrawing drawing = { &game->rules, &pos, &options };
    double width, height;

    qd_kcell_render_options_init (&options, qd_palette_light ());
    qd_kcell_render_get_size (&game->rules, &width, &height);
    if (!qd_cli_pictures_write (&o->pictures, width, height, qd_kcell_drawing_draw, &drawing))
      return QD_EXIT_INPUT;
  }
  return ran_out ? QD_EXIT_LIMIT : QD_EXIT_OK;
}

static int
run_report (Options *o)
{
  g_autoptr(QdKcellReport) report = g_new0 (QdKcellReport, 1);

  if (g_str_equal (o->report, "sizes"))
    {
      static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };

      report->sizes = qd_kcell_sizes_new (kinds, G_N_ELEMENTS (kinds), (guint) o->max_stones,
                                          (gint64) o->budget_ms * 1000);
    }
  else
    {
      QdKcellAgent a = { QD_KCELL_AGENT_HEURISTIC, (guint) o->depth };
      QdKcellAgent b = { QD_KCELL_AGENT_RANDOM_HEURISTIC, (guint) o->random_depth };

      report->match = qd_kcell_match_new (&o->rules, &a, &b, (guint) o->games, (guint64) o->seed);
    }
  return qd_kcell_cli_report (report, &o->sweep, o->csv);
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

/* --p1 and --p2 replace the game's players. */
static gboolean
set_agents (const Options *o, QdKcellGame *game)
{
  for (guint i = 0; i < 2; i++)
    {
      QdKcellAgent agent;
      g_autoptr(GError) error = NULL;

      if (o->agents[i] == NULL)
        continue;
      if (!qd_kcell_agent_parse (o->agents[i], &agent, &error))
        QD_CLI_USAGE ("--p%u: %s", i + 1, error->message);
      g_free (game->agents[i]);
      game->agents[i] = qd_kcell_agent_to_string (&agent);
    }
  return TRUE;
}

static int
run (Options *o)
{
  g_autoptr(QdKcellGame) game = NULL;
  int status = QD_EXIT_OK;
  const char *outputs[] = { o->csv, o->tree.path };
  const char *inputs[] = { o->path, o->sweep.resume_path, NULL };

  /* Every output is checked before the work that makes it (--tree before
   * the game is played); --save may write back the game it read. */
  if (!o->sweep.list_runs &&
      ((status = qd_cli_check_outputs (inputs, &o->pictures, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK ||
       (status = qd_cli_check_output (o->save) ? QD_EXIT_OK : QD_EXIT_INPUT) != QD_EXIT_OK))
    return status;

  if (o->report != NULL)
    return run_report (o);
  game = open_game (o, &status);
  if (game == NULL)
    return status;
  if (!set_agents (o, game))
    return QD_EXIT_USAGE;
  return play (o, game);
}

static void
clear_options (Options *o)
{
  g_free (o->agents[0]);
  g_free (o->agents[1]);
  g_free (o->save);
  g_free (o->report);
  g_free (o->csv);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_tree_clear (&o->tree);
  qd_cli_sweep_clear (&o->sweep);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_kcell_cli_commands[] = {
  { QD_KCELL_REPORT_EXPERIMENT, N_("Play KCell (human or AI players) or run its experiments"), cli_main, FALSE,
    qd_kcell_cli_report_merge },
  { NULL }
};
