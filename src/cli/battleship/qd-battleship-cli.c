/* qd-battleship-cli.c — `quandary-cli battleship`: the drop-in for the
 * course's `python3 battle.py INPUT OUTPUT`, plus generation. */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-outputs.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-report.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/battleship/qd-battleship-check.h"
#include "problems/battleship/qd-battleship.h"
#include "render/battleship/qd-battleship-animation.h"
#include "render/battleship/qd-battleship-render.h"
#include "render/battleship/qd-battleship-run-report.h"
#include "core/qd-format.h"

#define MAX_COUNTED 100

typedef struct {
  char *notation_name;
  char *fleet_text;
  gboolean stats;
  gint generate;
  gint64 seed;
  gint difficulty;
  double time_limit;
  QdCliOutputs outputs;
  QdBattleshipNotation notation;
  guint fleet[QD_BATTLESHIP_MAX_SHIP + 1];
  const char *path;          /* the INPUT, unless generating */
  const char *output;        /* NULL: stdout */
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "notation", 'n', 0, G_OPTION_ARG_STRING, &o->notation_name,
      N_("The solution's notation: course (W S L R T B M) or alt (. S < > ^ v M); default: the input's"), N_("NAME") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &o->stats,
      N_("Print solutions found, nodes, assignments, prunings and time on stderr"), NULL },
    { "generate", 'g', 0, G_OPTION_ARG_INT, &o->generate,
      N_("Write a new puzzle of this size with exactly one solution (to OUTPUT or stdout)"), N_("SIZE") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the generator"), N_("N") },
    { "difficulty", 0, 0, G_OPTION_ARG_INT, &o->difficulty,
      N_("0 (many hints), 1 (the default) or 2 (as few hints as uniqueness allows)"), N_("D") },
    { "fleet", 0, 0, G_OPTION_ARG_STRING, &o->fleet_text,
      N_("Ships of each length from 1, e.g. 4,3,2,1 (default: the usual fleet for the size)"), N_("LIST") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop solving after SECONDS seconds: the first solution if one was found, exit status 4 (default 0: no limit)"),
      N_("SECONDS") },
    { NULL }
  };
  GOptionContext *context =
    qd_cli_outputs_context_new (_("INPUT [OUTPUT] — solve a Battleship solitaire puzzle (as battle.py INPUT OUTPUT)"),
                             entries, &o->outputs, QD_CLI_OUTPUTS_TREE | QD_CLI_OUTPUTS_STEPS,
    _("INPUT: row counts, column counts, ships of each length (submarines first), then N rows of hints\n"
      "over 0 S W L R T B M (or . < > ^ v). Writes the solution, N lines of N characters, to OUTPUT or\n"
      "stdout. No solution: nothing is written, stderr says “no solution”, exit status 3. Several: the\n"
      "first is written and stderr says how many were found (up to 100). When --time-limit runs out,\n"
      "the first solution found (if any) is written and the exit status is 4.\n"
      "--tree writes the search tree: a node per assignment (as --stats counts them), a “solution”\n"
      "node per solution found (--stats: solutions), wipe-outs as “failure” nodes.\n"
      "--check compares answers with the solution when the puzzle has exactly one (none: the right\n"
      "answer is empty); with several, an answer must satisfy every clue: the counts, the fleet, the\n"
      "hints, the shapes, ships not touching.  The first wrong line is named and explained."));
  return context;
}

static gboolean
parse_fleet (const char *text, guint *fleet)
{
  g_auto(GStrv) parts = qd_cli_split_list (text, FALSE);
  guint n = g_strv_length (parts);

  memset (fleet, 0, sizeof (guint) * (QD_BATTLESHIP_MAX_SHIP + 1));
  if (n == 0 || n > QD_BATTLESHIP_MAX_SHIP)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint64 value;

      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 100, &value, NULL))
        return FALSE;
      fleet[i + 1] = (guint) value;
    }
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->difficulty = 1;
  if (!qd_cli_check_parse (context, &o->outputs.check, &argc, &argv))
    return FALSE;
  o->notation = QD_BATTLESHIP_NOTATION_COURSE;
  if (o->notation_name != NULL)
    {
      if (g_strcmp0 (o->notation_name, "course") == 0)
        o->notation = QD_BATTLESHIP_NOTATION_COURSE;
      else if (g_strcmp0 (o->notation_name, "alt") == 0)
        o->notation = QD_BATTLESHIP_NOTATION_ALT;
      else
        QD_CLI_USAGE (_("unknown notation “%s”: use course or alt"), o->notation_name);
    }
  if (o->seed < 0)
    QD_CLI_USAGE (_("the seed must not be negative"));
  if (o->difficulty < 0 || o->difficulty > 2)
    QD_CLI_USAGE (_("the difficulty must be 0, 1 or 2"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->outputs.tree) ||
      !qd_cli_report_check (&o->outputs.report))
    return FALSE;
  if (qd_cli_check_wanted (&o->outputs.check))
    {
      if (o->generate != 0)
        QD_CLI_USAGE (_("--check checks solutions of a puzzle: it goes with no --generate"));
      if (argc > 2 || o->outputs.tree.path != NULL || o->stats)
        QD_CLI_USAGE (_("--check prints verdicts, not the solution: it goes with no OUTPUT, --tree or --stats"));
    }
  if (!qd_cli_outputs_validate (&o->outputs))
    return FALSE;

  if (o->generate != 0)
    {
      if (o->outputs.tree.path != NULL)
        QD_CLI_USAGE (_("--tree is for solving, not with --generate"));
      if (o->time_limit > 0)
        QD_CLI_USAGE (_("--time-limit is for solving, not with --generate"));
      if (qd_cli_report_wants_gif (&o->outputs.report))
        QD_CLI_USAGE (_("--gif is for solving, not with --generate"));
      if (argc > 2)
        QD_CLI_USAGE (_("with --generate, only an OUTPUT file is allowed"));
      if (o->generate < QD_BATTLESHIP_MIN_SIZE || o->generate > QD_BATTLESHIP_MAX_SIZE)
        QD_CLI_USAGE (_("the size must be %d to %d"), QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MAX_SIZE);
      if (o->fleet_text != NULL && !parse_fleet (o->fleet_text, o->fleet))
        QD_CLI_USAGE (_("--fleet takes ship counts separated by commas, e.g. 4,3,2,1"));
      o->output = argc == 2 ? argv[1] : NULL;
      return TRUE;
    }
  if (argc < 2)
    QD_CLI_USAGE ("%s", _("an INPUT file is needed"));
  if (argc > 3)
    QD_CLI_USAGE ("%s", _("only INPUT and OUTPUT are allowed"));
  o->path = argv[1];
  o->output = argc == 3 ? argv[2] : NULL;
  return TRUE;
}

/* The puzzle and, in `user_data`, the notation its hints are written in. */
static gpointer
parse_puzzle (const char *contents, gsize length, gpointer user_data, GError **error)
{
  QdBattleshipNotation *notation = user_data;
  QdBattleship *puzzle = qd_battleship_parse (contents, (gssize) length, error);

  if (puzzle != NULL)
    *notation = qd_battleship_detect_notation (contents, (gssize) length);
  return puzzle;
}

/* The puzzle, with `grid` (a solution) when not NULL. */
/* The puzzle of INPUT in the notation to write (--notation's, else the
 * input's); NULL when it cannot be read (said). */
static QdBattleship *
load_puzzle (const Options *o, QdBattleshipNotation *notation)
{
  g_autoptr(GError) error = NULL;
  QdBattleship *puzzle = qd_cli_load (o->path, parse_puzzle, notation, &error);

  if (puzzle == NULL)
    qd_cli_print_error (error);
  else if (o->notation_name != NULL)
    *notation = o->notation;
  return puzzle;
}

static gboolean
write_pictures (const Options *o, const QdBattleship *puzzle, const guint8 *grid)
{
  QdBattleshipRenderOptions ropts;
  QdBattleshipDrawing drawing = { puzzle, &ropts };
  double width, height;

  qd_battleship_render_options_init (&ropts, qd_cli_pictures_palette (&o->outputs.pictures));
  ropts.grid = grid;
  qd_battleship_render_get_size (puzzle, &ropts, &width, &height);
  return qd_cli_pictures_write (&o->outputs.pictures, width, height, qd_battleship_drawing_draw, &drawing);
}

/* The report of a generation: the puzzle made, and its solution. */
static QdReport *
generation_report (const Options *o, const QdBattleship *puzzle)
{
  g_autoptr(QdBattleshipResult) result = NULL;
  QdBattleshipSolveOptions options;
  QdBattleshipGeneration generation = {
    .path = o->output != NULL && !g_str_equal (o->output, "-") ? o->output : NULL,
    .size = (guint) o->generate,
    .difficulty = (guint) o->difficulty,
    .seed = (guint64) o->seed,
    .puzzle = puzzle,
  };

  qd_battleship_solve_options_init (&options);
  options.max_solutions = 2;
  generation.result = result = qd_battleship_solve (puzzle, &options);
  return qd_battleship_generation_report_new (&generation, o->outputs.report.palette);
}

static int
run_generate (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autofree char *text = NULL;

  puzzle = qd_battleship_generate ((guint) o->generate, o->fleet_text != NULL ? o->fleet : NULL,
                                   (guint) o->difficulty, (guint64) o->seed, NULL, NULL, &error);
  if (puzzle == NULL)
    {
      qd_cli_usage_error ("%s", error->message);
      return QD_EXIT_USAGE;
    }
  text = qd_battleship_to_string (puzzle);
  qd_cli_report_begin (&o->outputs.report);
  if (!qd_cli_write_text (o->output, text) || !write_pictures (o, puzzle, NULL))
    return QD_EXIT_INPUT;
  if (!qd_cli_report_finish (&o->outputs.report, qd_cli_report_wanted (&o->outputs.report) ? generation_report (o, puzzle) : NULL,
                             NULL))
    return QD_EXIT_INPUT;
  return QD_EXIT_OK;
}

/* After the run: the report (--report, --report-bundle) and the animation
 * (--gif) of it, as the tab makes them. */
static int
finish_report (Options *o, const QdBattleship *puzzle, QdBattleshipNotation notation,
               const QdBattleshipResult *result, const QdSearchTree *tree, const QdBattleshipReplay *replay,
               int status)
{
  QdReport *report = NULL;
  QdAnimation *animation = NULL;

  if (qd_cli_report_wanted (&o->outputs.report))
    {
      QdBattleshipRun run = {
        .path = o->path,
        .puzzle = puzzle,
        .notation = notation,
        .max_solutions = MAX_COUNTED,
        .time_limit = o->time_limit,
        .result = result,
        .solution_printed = result->solution != NULL && (o->output == NULL || g_str_equal (o->output, "-")),
        .tree = tree,
      };

      report = qd_battleship_run_report_new (&run, o->outputs.report.palette);
    }
  if (replay != NULL && replay->n_seen > replay->steps->len)
    {
      g_autoptr(GError) error =
        g_error_new (G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                     _("the replay has %u steps; an animation holds at most %u"),
                     (guint) MIN (replay->n_seen, G_MAXUINT), QD_ANIMATION_MAX_STEPS);

      qd_cli_print_error (error);
      status = QD_EXIT_INPUT;
    }
  else if (replay != NULL)
    animation = qd_battleship_animation_new (puzzle, replay->steps, result->solution);
  if (!qd_cli_report_finish (&o->outputs.report, report, animation))
    return QD_EXIT_INPUT;
  return status;
}

/* Writes the solution as battle.py does and says what stderr says of it:
 * the exit status. */
static int
write_solution (const Options *o, const QdBattleship *puzzle, QdBattleshipNotation notation,
                const QdBattleshipResult *result)
{
  g_autofree char *text = NULL;

  if (result->solution == NULL)
    {
      /* Only the time limit stops the search here. */
      if (result->status == QD_BATTLESHIP_STOPPED)
        {
          g_printerr (_("the time limit ran out before a solution was found: nothing is written\n"));
          return QD_EXIT_LIMIT;
        }
      g_printerr (_("no solution\n"));
      return QD_EXIT_NO_SOLUTION;
    }
  text = qd_battleship_grid_to_string_notation (puzzle, result->solution, notation);
  if (!qd_cli_write_text (o->output, text))
    return QD_EXIT_INPUT;
  if (result->status == QD_BATTLESHIP_STOPPED)
    {
      g_printerr (_("the time limit ran out while counting the solutions: %u found, the first is written\n"),
                  result->n_solutions);
      return write_pictures (o, puzzle, result->solution) ? QD_EXIT_LIMIT : QD_EXIT_INPUT;
    }
  if (result->n_solutions >= MAX_COUNTED)
    g_printerr (_("the solution is not unique: at least %u solutions\n"), MAX_COUNTED);
  else if (result->n_solutions > 1)
    g_printerr (_("the solution is not unique: %u solutions\n"), result->n_solutions);
  return write_pictures (o, puzzle, result->solution) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static int
run_solve (Options *o)
{
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autoptr(QdBattleshipResult) result = NULL;
  g_autoptr(QdSearchTree) tree = qd_cli_tree_new (&o->outputs.tree, QD_SEARCH_TREE_CSP);
  g_autoptr(QdBattleshipReplay) replay = NULL;
  QdBattleshipNotation notation;
  QdBattleshipSolveOptions options;
  int status;

  puzzle = load_puzzle (o, &notation);
  if (puzzle == NULL)
    return QD_EXIT_INPUT;

  qd_battleship_solve_options_init (&options);
  options.max_solutions = MAX_COUNTED;
  /* An animation shows the cells decided (one more than it may hold: a
   * longer replay is said to be too long). */
  options.tree = tree;
  if (qd_cli_report_wants_gif (&o->outputs.report))
    {
      replay = qd_battleship_replay_new (QD_ANIMATION_MAX_STEPS + 1);
      options.on_cell = qd_battleship_replay_record;
      options.user_data = replay;
    }
  options.deadline_us = qd_cli_deadline_us (o->time_limit);
  result = qd_battleship_solve (puzzle, &options);
  if (o->stats)
    {
      g_autofree char *stats = qd_format_c ("solutions %u%s\nnodes %" G_GUINT64_FORMAT "\nassignments %" G_GUINT64_FORMAT
                                            "\nprunings %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
                                            result->n_solutions, result->n_solutions >= MAX_COUNTED ? "+" : "",
                                            result->nodes, result->assignments, result->prunings,
                                            result->time_us / 1000.0);

      g_printerr ("%s", stats);
    }
  if (!qd_cli_tree_write (&o->outputs.tree, tree))
    return QD_EXIT_INPUT;
  qd_cli_report_begin (&o->outputs.report);
  status = write_solution (o, puzzle, notation, result);
  if (status == QD_EXIT_INPUT)
    return status;
  return finish_report (o, puzzle, notation, result, tree, replay, status);
}

/* --check: the puzzle solved once, then every answer against it. */
static int
run_check (Options *o)
{
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autoptr(QdBattleshipCheck) check = NULL;
  QdBattleshipNotation notation;
  const char *inputs[] = { o->path, NULL };

  puzzle = load_puzzle (o, &notation);
  if (puzzle == NULL)
    return QD_EXIT_INPUT;
  check = qd_battleship_check_new (puzzle, notation, NULL, qd_cli_deadline_us (o->time_limit));
  if (check == NULL)
    {
      g_printerr (_("the time limit ran out before the puzzle was solved: nothing to check against\n"));
      return QD_EXIT_LIMIT;
    }
  return qd_cli_check_run (&o->outputs.check, inputs, QD_CLI_CHECK_FUNC (qd_battleship_check_answer), check);
}

static int
run (Options *o)
{
  const QdCliFile outputs[] = { { "OUTPUT", o->output }, { "--tree", o->outputs.tree.path } };
  const QdCliFile input = { NULL, o->path };
  int status;

  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_outputs_check_files (&o->outputs, &input, 1, outputs, G_N_ELEMENTS (outputs), QD_EXIT_USAGE)) !=
      QD_EXIT_OK)
    return status;

  if (qd_cli_check_wanted (&o->outputs.check))
    return run_check (o);
  return o->generate != 0 ? run_generate (o) : run_solve (o);
}

static void
clear_options (Options *o)
{
  g_free (o->notation_name);
  g_free (o->fleet_text);
  qd_cli_outputs_clear (&o->outputs);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_battleship_cli_commands[] = {
  { "battleship", N_("Solve, check or generate a Battleship solitaire puzzle"), cli_main },
  { NULL }
};
