/* qd-kcell-cli.c — `quandary-cli kcell`: play KCell like the course's
 * framework (Game.play), or run the statement's experiments. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/kcell/qd-kcell-report.h"
#include "render/kcell/qd-kcell-render.h"

typedef struct {
  gint cells;
  gint stones;
  char *agents[2];
  gint64 seed;
  char *save;
  char *report;
  gint budget_ms;
  gint max_stones;
  gint games;
  gint depth;
  gint random_depth;
  char *csv;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->agents[0]);
  g_free (o->agents[1]);
  g_free (o->save);
  g_free (o->report);
  g_free (o->csv);
}

/* A human's move from stdin: a 1-based cell number.  FALSE at the end of
 * the input. */
static gboolean
read_human_move (const QdKcellRules *rules, const QdKcellPosition *pos, guint *move)
{
  char line[256];

  if (qd_kcell_movable (rules, pos, pos->to_move) == 0)
    {
      g_printerr (_("Player%u has no move and passes.\n"), pos->to_move + 1u);
      *move = QD_KCELL_PASS;
      return TRUE;
    }
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      char *end;
      guint64 cell;

      g_printerr ("Please enter your move Player%u:\n", pos->to_move + 1u);
      if (fgets (line, sizeof line, stdin) == NULL)
        return FALSE;
      g_strstrip (line);
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
play (Options *o, QdKcellGame *game, const QdCliPictures *pictures)
{
  QdKcellAgent agents[2];
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) o->seed);
  QdKcellChooseOptions choose = { NULL, 0, rand };
  QdKcellPosition pos;
  QdKcellOutcome outcome;
  g_autofree char *board = NULL;

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
          if (!read_human_move (&game->rules, &pos, &move))
            {
              qd_cli_input_error ("stdin", _("the input ended before the game did"));
              return QD_EXIT_INPUT;
            }
        }
      else
        {
          qd_kcell_agent_choose (agent, &game->rules, &pos, &choose, &choice);
          move = choice.move;
        }
      qd_kcell_game_play (game, move, NULL);
      qd_kcell_apply (&game->rules, &pos, move, &pos, NULL, NULL);
    }
  board = qd_kcell_board_string (&game->rules, &pos);
  printf ("\n%s\n%s\n", board, qd_kcell_outcome_line (outcome));
  fflush (stdout);

  if (o->save != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (o->save);
      g_autofree char *text = qd_kcell_game_to_string (game);
      g_autoptr(GError) error = NULL;

      if (!qd_save_text (file, text, -1, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          return QD_EXIT_INPUT;
        }
    }
  {
    QdKcellRenderOptions options;
    QdKcellDrawing drawing = { &game->rules, &pos, &options };
    double width, height;

    qd_kcell_render_options_init (&options, qd_palette_light ());
    qd_kcell_render_get_size (&game->rules, &width, &height);
    if (!qd_cli_pictures_write (pictures, width, height, qd_kcell_drawing_draw, &drawing))
      return QD_EXIT_INPUT;
  }
  return QD_EXIT_OK;
}

static gboolean
write_csv (const char *path, const char *text)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return TRUE;
  file = g_file_new_for_commandline_arg (path);
  if (!qd_save_text (file, text, -1, &error))
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

static int
run_report (Options *o, GOptionContext *context)
{
  if (g_str_equal (o->report, "sizes"))
    {
      static const QdKcellAgentKind kinds[] = { QD_KCELL_AGENT_MINIMAX, QD_KCELL_AGENT_ALPHABETA };
      gboolean stopped;
      g_autoptr(GArray) rows = qd_kcell_report_sizes (kinds, G_N_ELEMENTS (kinds), (guint) o->max_stones,
                                                      (gint64) o->budget_ms * 1000, NULL, NULL, &stopped);
      g_autofree char *table = qd_kcell_sizes_format_table (rows, (gint64) o->budget_ms * 1000);
      g_autofree char *csv = qd_kcell_sizes_to_csv (rows);

      fputs (table, stdout);
      return write_csv (o->csv, csv) ? QD_EXIT_OK : QD_EXIT_INPUT;
    }
  if (g_str_equal (o->report, "match"))
    {
      QdKcellRules rules;
      QdKcellAgent a = { QD_KCELL_AGENT_HEURISTIC, (guint) o->depth };
      QdKcellAgent b = { QD_KCELL_AGENT_RANDOM_HEURISTIC, (guint) o->random_depth };
      g_autoptr(QdKcellMatch) match = NULL;
      g_autofree char *table = NULL;
      g_autofree char *csv = NULL;
      g_autoptr(GError) error = NULL;

      if (!qd_kcell_rules_init (&rules, (guint) o->cells, (guint) o->stones, &error))
        {
          qd_cli_usage_error ("%s", error->message);
          return QD_EXIT_USAGE;
        }
      match = qd_kcell_match_new (&rules, &a, &b, (guint) o->games, (guint64) o->seed);
      qd_kcell_match_run (match, NULL, NULL);
      table = qd_kcell_match_format_table (match);
      csv = qd_kcell_match_to_csv (match);
      fputs (table, stdout);
      return write_csv (o->csv, csv) ? QD_EXIT_OK : QD_EXIT_INPUT;
    }
  qd_cli_usage_error (_("unknown report “%s”: use sizes or match"), o->report);
  return QD_EXIT_USAGE;
}

static gboolean
check_range (GOptionContext *context, const char *name, gint value, gint low, gint high)
{
  if (value >= low && value <= high)
    return TRUE;
  qd_cli_usage_error (_("--%s must be between %d and %d"), name, low, high);
  return FALSE;
}

static int
cli_main (int argc, char **argv)
{
  Options o = { .cells = 0, .stones = 0, .seed = 1, .budget_ms = 1000, .max_stones = 6,
                .games = 100, .depth = 18, .random_depth = 1 };
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "cells", 'k', 0, G_OPTION_ARG_INT, &o.cells, N_("Cells on the board (default 7; 15 for --report match)"), "K" },
    { "stones", 'n', 0, G_OPTION_ARG_INT, &o.stones, N_("Stones per player (default 2; 3 for --report match)"), "N" },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &o.agents[0], N_("Player 1 (default human)"), N_("AGENT") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &o.agents[1], N_("Player 2 (default minimax)"), N_("AGENT") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o.seed, N_("Seed of the random agents (default 1)"), "S" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &o.save, N_("Save the game played"), N_("FILE") },
    { "report", 0, 0, G_OPTION_ARG_STRING, &o.report, N_("Run an experiment: sizes or match"), N_("NAME") },
    { "budget-ms", 0, 0, G_OPTION_ARG_INT, &o.budget_ms, N_("sizes: the time allowed per move (default 1000)"), "MS" },
    { "max-stones", 0, 0, G_OPTION_ARG_INT, &o.max_stones, N_("sizes: the most stones tried (default 6)"), "N" },
    { "games", 0, 0, G_OPTION_ARG_INT, &o.games, N_("match: games per side (default 100)"), "G" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &o.depth, N_("match: the heuristic agent's depth (default 18)"), "D" },
    { "random-depth", 0, 0, G_OPTION_ARG_INT, &o.random_depth, N_("match: the random heuristic's depth (default 1)"), "D" },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o.csv, N_("Write the report's table as CSV"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("[GAME] — play KCell or run its experiments"));
  g_autoptr(QdKcellGame) game = NULL;
  int status = QD_EXIT_USAGE;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("AGENT: human, random, minimax, alphabeta (no cutoff), alphabeta:DEPTH (cutoff with the\n"
      "project's heuristic) or random-heuristic:DEPTH.  Prints “P1: [oo___xx]” before each move,\n"
      "then an empty line, the final board and the result.  A human types a 1-based cell number.\n"
      "GAME: a saved game (*.kcell) to continue.  --report sizes: the largest boards per searcher\n"
      "under the budget; --report match: alphabeta:DEPTH against random-heuristic:DEPTH."));
  qd_cli_pictures_add_entries (context, &pictures);
  if (!qd_cli_parse_options (context, &argc, &argv))
    goto out;
  if (argc > 2)
    {
      qd_cli_usage_error (_("only one saved GAME is allowed"));
      goto out;
    }
  if ((o.cells != 0 && !check_range (context, "cells", o.cells, 2, QD_KCELL_MAX_CELLS)) ||
      (o.stones != 0 && !check_range (context, "stones", o.stones, 1, QD_KCELL_MAX_STONES)) ||
      !check_range (context, "budget-ms", o.budget_ms, 1, 600000) ||
      !check_range (context, "max-stones", o.max_stones, 1, QD_KCELL_MAX_STONES) ||
      !check_range (context, "games", o.games, 1, 1000000) ||
      !check_range (context, "depth", o.depth, 1, QD_KCELL_MAX_DEPTH) ||
      !check_range (context, "random-depth", o.random_depth, 1, QD_KCELL_MAX_DEPTH))
    goto out;

  if (o.report != NULL)
    {
      if (o.cells == 0)
        o.cells = 15;
      if (o.stones == 0)
        o.stones = 3;
      status = run_report (&o, context);
      goto out;
    }

  if (argc == 2)
    {
      g_autofree char *contents = NULL;
      g_autoptr(GError) error = NULL;
      gsize length;

      status = QD_EXIT_INPUT;
      if (!qd_cli_read_file (argv[1], &contents, &length))
        goto out;
      game = qd_kcell_game_parse (contents, (gssize) length, &error);
      if (game == NULL)
        {
          qd_cli_input_error (argv[1], error->message);
          goto out;
        }
      status = QD_EXIT_USAGE;
      if ((o.cells != 0 && (guint) o.cells != game->rules.cells) ||
          (o.stones != 0 && (guint) o.stones != game->rules.stones))
        {
          qd_cli_usage_error (_("--cells and --stones must match the saved game"));
          goto out;
        }
    }
  else
    {
      QdKcellRules rules;
      g_autoptr(GError) error = NULL;

      if (!qd_kcell_rules_init (&rules, o.cells != 0 ? (guint) o.cells : 7, o.stones != 0 ? (guint) o.stones : 2,
                                &error))
        {
          qd_cli_usage_error ("%s", error->message);
          goto out;
        }
      game = qd_kcell_game_new (&rules, "human", "minimax");
    }
  for (guint i = 0; i < 2; i++)
    {
      QdKcellAgent agent;
      g_autoptr(GError) error = NULL;

      if (o.agents[i] == NULL)
        continue;
      if (!qd_kcell_agent_parse (o.agents[i], &agent, &error))
        {
          qd_cli_usage_error ("--p%u: %s", i + 1, error->message);
          goto out;
        }
      g_free (game->agents[i]);
      game->agents[i] = qd_kcell_agent_to_string (&agent);
    }
  status = play (&o, game, &pictures);

out:
  options_clear (&o);
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_kcell_cli_commands[] = {
  { "kcell", N_("Play KCell (human or AI players) or run its experiments"), cli_main },
  { NULL }
};
