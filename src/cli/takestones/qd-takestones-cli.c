/* qd-takestones-cli.c — `quandary-cli takestones`: the statement's game
 * (`java HW2 n mode depth`) and the later course version's analysis
 * (`java TakeStones n k taken... depth`). */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "problems/takestones/qd-takestones-match.h"
#include "render/takestones/qd-takestones-render.h"

static void
print_help (FILE *to)
{
  fprintf (to, "%s\n", _("Usage:\n"
    "  quandary-cli takestones N MODE DEPTH [--evaluator NAME] [--png FILE] [--svg FILE] [--pdf FILE]\n"
    "  quandary-cli takestones --analyze N K TAKEN... DEPTH\n"
    "\n"
    "The statement's game: N stones; MODE 1 computer against computer, 2 you\n"
    "(player 1) against the computer, 3 the computer against you (player 2),\n"
    "your moves read from standard input; DEPTH -1 searches to the end, a\n"
    "positive DEPTH that many plies.  Prints each move and the winner.\n"
    "--evaluator statement (default) or threats (our stronger one).\n"
    "\n"
    "--analyze: the later course version.  K stones already taken, in order;\n"
    "DEPTH 0 searches to the end.  Prints the move for the player to move, its\n"
    "value for player 1, nodes visited and evaluated, the depth reached and the\n"
    "effective branching factor."));
}

static gboolean
parse_int (const char *text, gint64 min, gint64 max, gint64 *out)
{
  return g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

static int
usage (const char *format, ...) G_GNUC_PRINTF (1, 2);

static int
usage (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  qd_cli_usage_error ("%s", message);
  return QD_EXIT_USAGE;
}

static int
run_analyze (int argc, char **argv)
{
  gint64 n, k, depth, stone;
  g_autofree guint *taken = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *report = NULL;

  /* argv: N K TAKEN... DEPTH */
  if (argc < 3)
    return usage (_("--analyze needs N K TAKEN... DEPTH"));
  if (!parse_int (argv[0], 1, QD_TAKESTONES_MAX, &n))
    return usage (_("the number of stones “%s” is not a whole number from 1 to %d"), argv[0], QD_TAKESTONES_MAX);
  if (!parse_int (argv[1], 0, n, &k))
    return usage (_("the number of taken stones “%s” is not a whole number from 0 to %" G_GINT64_FORMAT),
                  argv[1], n);
  if (argc != k + 3)
    return usage (_("%" G_GINT64_FORMAT " taken stones and a depth were expected after K, not %d arguments"),
                  k, argc - 2);
  taken = g_new0 (guint, MAX (k, 1));
  for (gint64 i = 0; i < k; i++)
    {
      if (!parse_int (argv[2 + i], 1, n, &stone))
        return usage (_("taken stone “%s” is not a stone from 1 to %" G_GINT64_FORMAT), argv[2 + i], n);
      taken[i] = stone;
    }
  if (!parse_int (argv[argc - 1], 0, G_MAXINT, &depth))
    return usage (_("the depth “%s” is not a whole number (0 searches to the end)"), argv[argc - 1]);

  report = qd_takestones_analyze (n, taken, k, depth, &error);
  if (report == NULL)
    return usage ("%s", error->message);
  fputs (report, stdout);
  return QD_EXIT_OK;
}

/* A human's move from stdin; 0 at the end of the input. */
static guint
read_human_move (const QdTakestonesPosition *pos, guint player, guint *line)
{
  guint moves[QD_TAKESTONES_MAX];
  guint n_moves = qd_takestones_legal_moves (pos, moves);
  g_autoptr(GString) legal = g_string_new (NULL);
  char buffer[256];

  for (guint i = 0; i < n_moves; i++)
    g_string_append_printf (legal, i ? " %u" : "%u", moves[i]);
  for (;;)
    {
      gint64 stone;

      /* Prompts go to stderr so that stdout stays the game's record. */
      g_printerr (_("Player %u, your move (%s): "), player, legal->str);
      if (fgets (buffer, sizeof buffer, stdin) == NULL)
        return 0;
      (*line)++;
      /* An over-long line is one bad answer, not one per buffer's worth. */
      if (strchr (buffer, '\n') == NULL)
        {
          int c;

          while ((c = getchar ()) != EOF && c != '\n')
            ;
        }
      g_strstrip (buffer);
      if (parse_int (buffer, 1, pos->n, &stone) && qd_takestones_is_legal (pos, stone))
        return stone;
      g_printerr (_("“%s” cannot be taken now.\n"), buffer);
    }
}

typedef struct {
  const QdTakestonesPosition *pos;
  const guint8 *owner;
  const guint16 *turn;
} Picture;

static void
draw_board (cairo_t *cr, double width, double height, gpointer user_data)
{
  Picture *picture = user_data;
  QdTakestonesRenderOptions options;

  qd_takestones_render_options_init (&options, qd_palette_light ());
  options.owner = picture->owner;
  options.turn = picture->turn;
  qd_takestones_render (cr, picture->pos, &options);
}

static int
run_game (int argc, char **argv, QdTakestonesEvaluator evaluator, const QdCliPictures *pictures)
{
  gint64 n, mode, depth;
  QdTakestonesPosition pos;
  QdTakestonesSearch search = { 0 };
  guint8 owner[QD_TAKESTONES_MAX + 1] = { 0 };
  guint16 turn[QD_TAKESTONES_MAX + 1] = { 0 };
  guint line = 0;
  int status = QD_EXIT_OK;

  if (argc != 3)
    return usage (_("N MODE DEPTH are needed (or --analyze N K TAKEN... DEPTH)"));
  if (!parse_int (argv[0], 0, QD_TAKESTONES_MAX, &n))
    return usage (_("the number of stones “%s” is not a whole number from 0 to %d"), argv[0], QD_TAKESTONES_MAX);
  if (!parse_int (argv[1], 1, 3, &mode))
    return usage (_("the mode “%s” is not 1, 2 or 3"), argv[1]);
  if (!parse_int (argv[2], -1, G_MAXINT, &depth) || depth == 0)
    return usage (_("the depth “%s” is not -1 (to the end) or a positive number"), argv[2]);

  search.rules.evaluator = evaluator;
  search.rules.ties = QD_TAKESTONES_TIES_LARGEST;
  search.algorithm = QD_SEARCH_MINIMAX;
  search.depth = depth < 0 ? QD_DEPTH_UNLIMITED : (guint) depth;

  qd_takestones_position_init (&pos, n);
  while (qd_takestones_has_move (&pos))
    {
      guint player = qd_takestones_player_to_move (&pos);
      gboolean human = (mode == 2 && player == 1) || (mode == 3 && player == 2);
      guint stone;

      if (human)
        {
          stone = read_human_move (&pos, player, &line);
          if (stone == 0)
            {
              /* The line the move was expected on, like every other input error. */
              g_autofree char *message = g_strdup_printf (_("line %u: the input ended before the game did"),
                                                          line + 1);

              g_printerr ("\n");
              qd_cli_input_error ("stdin", message);
              return QD_EXIT_INPUT;
            }
        }
      else
        {
          QdSearchResult result;

          qd_takestones_search (&pos, &search, NULL, NULL, &result);
          stone = result.best_move;
        }
      printf ("Player %u: %u\n", player, stone);
      fflush (stdout);
      owner[stone] = player;
      turn[stone] = pos.n_taken + 1;
      qd_takestones_take (&pos, stone);
    }
  printf ("Winner: Player %u\n", 3 - qd_takestones_player_to_move (&pos));

  {
    Picture picture = { &pos, owner, turn };
    double width, height;

    qd_takestones_render_get_size (pos.n, &width, &height);
    if (!qd_cli_pictures_write (pictures, width, height, draw_board, &picture))
      status = QD_EXIT_INPUT;
  }
  return status;
}

static int
cli_main (int argc, char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();
  QdCliPictures pictures = { 0 };
  QdTakestonesEvaluator evaluator = QD_TAKESTONES_EVAL_STATEMENT;
  gboolean analyze = FALSE;
  int status;

  /* By hand, not GOption: the depth "-1" is an argument, not an option. */
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      char **target = NULL;

      if (strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0)
        {
          print_help (stdout);
          qd_cli_pictures_clear (&pictures);
          return QD_EXIT_OK;
        }
      else if (strcmp (arg, "--analyze") == 0)
        analyze = TRUE;
      else if (strcmp (arg, "--evaluator") == 0 && i + 1 < argc)
        {
          if (!qd_takestones_evaluator_from_string (argv[++i], &evaluator))
            {
              qd_cli_pictures_clear (&pictures);
              return usage (_("unknown evaluator “%s”: use statement or threats"), argv[i]);
            }
        }
      else if (strcmp (arg, "--png") == 0)
        target = &pictures.png;
      else if (strcmp (arg, "--svg") == 0)
        target = &pictures.svg;
      else if (strcmp (arg, "--pdf") == 0)
        target = &pictures.pdf;
      else if (g_str_has_prefix (arg, "--"))
        {
          qd_cli_pictures_clear (&pictures);
          return usage (_("unknown option “%s”"), arg);
        }
      else
        g_ptr_array_add (positional, (gpointer) arg);

      if (target != NULL)
        {
          if (i + 1 >= argc)
            {
              qd_cli_pictures_clear (&pictures);
              return usage (_("%s needs a FILE"), arg);
            }
          g_free (*target);
          *target = g_strdup (argv[++i]);
        }
    }

  if (analyze)
    status = run_analyze (positional->len, (char **) positional->pdata);
  else
    status = run_game (positional->len, (char **) positional->pdata, evaluator, &pictures);
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_takestones_cli_commands[] = {
  { "takestones", N_("Take-Stones: the statement's game, or --analyze a position"), cli_main },
  { NULL }
};
