/* qd-battleship-cli.c — `quandary-cli battleship`: the drop-in for the
 * course's `python3 battle.py INPUT OUTPUT`, plus generation. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/battleship/qd-battleship.h"
#include "render/battleship/qd-battleship-render.h"

#define MAX_COUNTED 100

static gboolean
write_output (const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    {
      fputs (text, stdout);
      fflush (stdout);
      return TRUE;
    }
  if (!g_file_set_contents (path, text, -1, &error))
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_fleet (const char *text, guint *fleet)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  guint n = g_strv_length (parts);

  memset (fleet, 0, sizeof (guint) * (QD_BATTLESHIP_MAX_SHIP + 1));
  if (n == 0 || n > QD_BATTLESHIP_MAX_SHIP)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint64 value;
      g_strstrip (parts[i]);
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 100, &value, NULL))
        return FALSE;
      fleet[i + 1] = (guint) value;
    }
  return TRUE;
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *notation_name = NULL;
  g_autofree char *fleet_text = NULL;
  gboolean stats = FALSE;
  gint generate = 0, difficulty = 1;
  gint64 seed = 0;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "notation", 'n', 0, G_OPTION_ARG_STRING, &notation_name,
      N_("The solution's notation: course (W S L R T B M) or alt (. S < > ^ v M); default: the input's"), N_("NAME") },
    { "stats", 0, 0, G_OPTION_ARG_NONE, &stats,
      N_("Print solutions found, nodes, assignments, prunings and time on stderr"), NULL },
    { "generate", 'g', 0, G_OPTION_ARG_INT, &generate,
      N_("Write a new puzzle of this size with exactly one solution (to OUTPUT or stdout)"), N_("SIZE") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the generator"), N_("N") },
    { "difficulty", 0, 0, G_OPTION_ARG_INT, &difficulty,
      N_("0 (many hints), 1 (the default) or 2 (as few hints as uniqueness allows)"), N_("D") },
    { "fleet", 0, 0, G_OPTION_ARG_STRING, &fleet_text,
      N_("Ships of each length from 1, e.g. 4,3,2,1 (default: the usual fleet for the size)"), N_("LIST") },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("INPUT [OUTPUT] — solve a Battleship solitaire puzzle (as battle.py INPUT OUTPUT)"));
  g_autoptr(GError) error = NULL;
  g_autoptr(QdBattleship) puzzle = NULL;
  g_autoptr(QdBattleshipResult) result = NULL;
  g_autofree char *contents = NULL;
  QdBattleshipNotation notation = QD_BATTLESHIP_NOTATION_COURSE;
  QdBattleshipSolveOptions options;
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("INPUT: row counts, column counts, ships of each length (submarines first), then N rows of hints\n"
      "over 0 S W L R T B M (or . < > ^ v). Writes the solution, N lines of N characters, to OUTPUT or\n"
      "stdout. No solution: nothing is written, stderr says “no solution”, exit status 3. Several: the\n"
      "first is written and stderr says how many were found (up to 100)."));
  qd_cli_pictures_add_entries (context, &pictures);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
#define USAGE(...) do { qd_cli_usage_error (context, __VA_ARGS__); status = QD_EXIT_USAGE; goto out; } while (0)
  if (notation_name != NULL)
    {
      if (g_strcmp0 (notation_name, "course") == 0)
        notation = QD_BATTLESHIP_NOTATION_COURSE;
      else if (g_strcmp0 (notation_name, "alt") == 0)
        notation = QD_BATTLESHIP_NOTATION_ALT;
      else
        USAGE (_("unknown notation “%s”: use course or alt"), notation_name);
    }
  if (seed < 0)
    USAGE (_("the seed must not be negative"));
  if (difficulty < 0 || difficulty > 2)
    USAGE (_("the difficulty must be 0, 1 or 2"));

  if (generate != 0)
    {
      guint fleet[QD_BATTLESHIP_MAX_SHIP + 1];
      g_autofree char *text = NULL;

      if (argc > 2)
        USAGE (_("with --generate, only an OUTPUT file is allowed"));
      if (generate < QD_BATTLESHIP_MIN_SIZE || generate > QD_BATTLESHIP_MAX_SIZE)
        USAGE (_("the size must be %d to %d"), QD_BATTLESHIP_MIN_SIZE, QD_BATTLESHIP_MAX_SIZE);
      if (fleet_text != NULL && !parse_fleet (fleet_text, fleet))
        USAGE (_("--fleet takes ship counts separated by commas, e.g. 4,3,2,1"));
      puzzle = qd_battleship_generate ((guint) generate, fleet_text != NULL ? fleet : NULL, (guint) difficulty,
                                       (guint64) seed, NULL, &error);
      if (puzzle == NULL)
        USAGE ("%s", error->message);
      text = qd_battleship_to_string (puzzle);
      if (!write_output (argc == 2 ? argv[1] : NULL, text))
        status = QD_EXIT_INPUT;
      else
        {
          QdBattleshipRenderOptions ropts;
          QdBattleshipDrawing drawing = { puzzle, &ropts };
          double width, height;

          qd_battleship_render_options_init (&ropts, qd_palette_light ());
          qd_battleship_render_get_size (puzzle, &ropts, &width, &height);
          if (!qd_cli_pictures_write (&pictures, width, height, qd_battleship_drawing_draw, &drawing))
            status = QD_EXIT_INPUT;
        }
      goto out;
    }

  if (argc < 2)
    USAGE ("%s", _("an INPUT file is needed"));
  if (argc > 3)
    USAGE ("%s", _("only INPUT and OUTPUT are allowed"));
#undef USAGE

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  puzzle = qd_battleship_parse (contents, (gssize) length, &error);
  if (puzzle == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  if (notation_name == NULL)
    notation = qd_battleship_detect_notation (contents, (gssize) length);

  qd_battleship_solve_options_init (&options);
  options.max_solutions = MAX_COUNTED;
  result = qd_battleship_solve (puzzle, &options);
  if (stats)
    g_printerr ("solutions %u%s\nnodes %" G_GUINT64_FORMAT "\nassignments %" G_GUINT64_FORMAT
                "\nprunings %" G_GUINT64_FORMAT "\ntime-ms %.3f\n",
                result->n_solutions, result->n_solutions >= MAX_COUNTED ? "+" : "",
                result->nodes, result->assignments, result->prunings, result->time_us / 1000.0);
  if (result->solution == NULL)
    {
      g_printerr ("no solution\n");
      status = QD_EXIT_NO_SOLUTION;
      goto out;
    }
  {
    g_autofree char *text = qd_battleship_grid_to_string_notation (puzzle, result->solution, notation);

    if (!write_output (argc == 3 ? argv[2] : NULL, text))
      {
        status = QD_EXIT_INPUT;
        goto out;
      }
  }
  if (result->n_solutions >= MAX_COUNTED)
    g_printerr ("the solution is not unique: at least %u solutions\n", MAX_COUNTED);
  else if (result->n_solutions > 1)
    g_printerr ("the solution is not unique: %u solutions\n", result->n_solutions);

  {
    QdBattleshipRenderOptions ropts;
    QdBattleshipDrawing drawing = { puzzle, &ropts };
    double width, height;

    qd_battleship_render_options_init (&ropts, qd_palette_light ());
    ropts.grid = result->solution;
    qd_battleship_render_get_size (puzzle, &ropts, &width, &height);
    if (!qd_cli_pictures_write (&pictures, width, height, qd_battleship_drawing_draw, &drawing))
      status = QD_EXIT_INPUT;
  }

out:
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_battleship_cli_commands[] = {
  { "battleship", N_("Solve, check or generate a Battleship solitaire puzzle"), cli_main },
  { NULL }
};
