/* qd-takestones-cli.c — `quandary-cli takestones`: the statement's game
 * (`java HW2 n mode depth`) and the later course version's analysis
 * (`java TakeStones n k taken... depth`). */
#include "config.h"
#include "qd-takestones-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-match.h"
#include "cli/qd-cli-match-searches.h"
#include "cli/qd-cli-report.h"
#include "problems/takestones/qd-takestones-check.h"
#include "problems/takestones/qd-takestones-match.h"
#include "problems/takestones/qd-takestones-outside.h"
#include "problems/qd-problem.h"
#include "render/takestones/qd-takestones-animation.h"
#include "render/takestones/qd-takestones-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (takestones)

static void
print_help (FILE *to)
{
  fprintf (to, "%s\n", _("Usage:\n"
    "  quandary-cli takestones N MODE DEPTH [--evaluator NAME] [--time-limit SECONDS]\n"
    "                          [--p1 AGENT] [--p2 AGENT] [--seed S] [--move-time SECONDS]\n"
    "                          [--no-sandbox] [--result FILE]\n"
    "                          [--png FILE] [--svg FILE] [--pdf FILE] [--palette default|print]\n"
    "                          [--report FILE] [--report-bundle DIR] [--gif FILE]\n"
    "                          [--check FILE... [--check-strict] [--check-csv FILE]]\n"
    "  quandary-cli takestones --analyze N K TAKEN... DEPTH [--time-limit SECONDS]\n"
    "                          [--report FILE] [--report-bundle DIR]\n"
    "                          [--check FILE... [--check-strict] [--check-csv FILE]]\n"
    "\n"
    "The statement's game: N stones; MODE 1 computer against computer, 2 you\n"
    "(player 1) against the computer, 3 the computer against you (player 2),\n"
    "your moves read from standard input; DEPTH -1 searches to the end, a\n"
    "positive DEPTH that many plies.  Prints each move and the winner.\n"
    "--evaluator statement (default) or threats (our stronger one).\n"
    "\n"
    "--p1 and --p2 AGENT choose a player instead of MODE: human, computer (the search\n"
    "above), Monte Carlo tree search, mcts (1000 iterations), mcts:ITERATIONS or\n"
    "mcts:ms=MS (then ,c=C and ,playout=guided: playouts guided by --evaluator),\n"
    "its random draws from --seed S (default 1) and the move's number,\n"
    "or an outside agent, program:COMMAND or agent:NAME (docs/agents.md),\n"
    "which has --move-time SECONDS a move (default 10) and forfeits past it, or when\n"
    "it crashes or answers an illegal move: “Winner: Player N (forfeit)”, the cause\n"
    "on stderr.  It runs in the sandbox, or with --no-sandbox unconfined.\n"
    "\n"
    "--result FILE writes the game's result as one line of JSON: the players, the\n"
    "winner (1, 2 or null for a draw), the scores, the number of moves and why the\n"
    "game ended (“forfeit: …” when a player forfeits).\n"
    "\n"
    "--analyze: the later course version.  K stones already taken, in order;\n"
    "DEPTH 0 searches to the end.  Prints the move for the player to move, its\n"
    "value for player 1, nodes visited and evaluated, the depth reached and the\n"
    "effective branching factor.\n"
    "\n"
    "--time-limit SECONDS (default 0: none) ends the run then, exit status 4: the\n"
    "game's moves so far are printed; --analyze prints nothing.\n"
    "\n"
    "--png, --svg, --pdf FILE draw the final board; --palette print draws it, the\n"
    "report's figures and the GIF's frames for a black-and-white print (black text\n"
    "and lines); the default is the light style.\n"
    "\n"
    "--tree FILE writes the search tree of one computer move (--tree-move N, counting\n"
    "every move from 1; default the first computer move), or with --analyze the\n"
    "position's search, one node per line: ID PARENT STATUS LABEL\n"
    "(data/FORMATS.md); --tree-budget N nodes kept.\n"
    "\n"
    "--report FILE writes a PDF report of the run, --report-bundle DIR the same as a\n"
    "folder (report.pdf, report.md, figures/, data/, traces/); --gif FILE the game\n"
    "move by move as an animated GIF (--gif-delay MS between frames, --gif-size WxH).\n"
    "\n"
    "--check FILE... (files or folders: every argument up to the next option)\n"
    "compares answers with the output, line by line (MODE 1 only: the computer on\n"
    "both sides), prints “FILE: correct” or “FILE: wrong at line N” and says why\n"
    "from the search: the values of the player's moves, the tie-break, the\n"
    "evaluator's rule, what a count counts.  --check-strict counts CRLF, trailing\n"
    "blanks and the final newline; --check-csv FILE writes one row per answer."));
}

static gboolean
parse_int (const char *text, gint64 min, gint64 max, gint64 *out)
{
  return g_ascii_string_to_signed (text, 10, min, max, out, NULL);
}

typedef struct {
  gboolean help;
  gboolean analyze;
  QdTakestonesEvaluator evaluator;
  QdCliPictures pictures;
  gint64 n;                  /* stones */
  gint64 mode;               /* the game: 1, 2 or 3 */
  gint64 k;                  /* --analyze: stones taken */
  guint *taken;              /* --analyze: the k stones taken, in order */
  gint64 depth;
  double time_limit;         /* seconds, 0: none */
  QdCliTree tree;            /* --tree FILE: one computer move's search */
  QdCliReport report;        /* --report, --report-bundle, --gif */
  QdCliCheck check;          /* --check FILE..., --check-strict, --check-csv */
  char *players[2];          /* --p1, --p2: human, computer, an MCTS spec or an outside agent */
  gint64 seed;               /* --seed: MCTS's random draws */
  QdCliAgents outside;       /* --move-time */
  char *result;              /* --result FILE */
  GPtrArray *report_words;   /* their words on the command line, for GOption */
} Options;

/* Reads the options by hand, not with GOption: the depth "-1" is an
 * argument, not an option.  The arguments left go to `positional`. */
/* How many words the report option at `arg` takes (1: written with =),
 * or 0 when it is none. */
static guint
report_option_words (const char *arg)
{
  if (strcmp (arg, "--check-strict") == 0 || g_str_has_prefix (arg, "--check="))
    return 1;
  if (g_str_equal (arg, "--check-csv"))
    return 2;
  if (g_str_has_prefix (arg, "--check-csv="))
    return 1;
  /* The report's and the GIF's, as qd-cli-report.c knows them. */
  return qd_cli_report_option_words (arg);
}

/* The report options, by GOption on their own words. */
static gboolean
parse_report_options (Options *o)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  int argc = (int) o->report_words->len;
  char **argv = (char **) o->report_words->pdata;

  g_option_context_set_help_enabled (context, FALSE);
  qd_cli_report_add_entries (context, &o->report, !o->analyze);
  qd_cli_check_add_entries (context, &o->check);
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  return qd_cli_report_check (&o->report);
}

static gboolean
parse_arguments (Options *o, int argc, char **argv, GPtrArray *positional)
{
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      char **target = NULL;
      guint words = report_option_words (arg);

      if (strcmp (arg, "--check") == 0)
        {
          /* Its answers: every argument up to the next option, as
           * qd_cli_check_parse () takes them. */
          g_ptr_array_add (o->report_words, argv[i]);
          while (i + 1 < argc && !(argv[i + 1][0] == '-' && argv[i + 1][1] != '\0'))
            g_ptr_array_add (o->report_words, argv[++i]);
          continue;
        }
      if (words > 0)
        {
          if (words == 2 && i + 1 >= argc)
            QD_CLI_USAGE (_("%s needs a FILE"), arg);
          for (guint w = 0; w < words; w++)
            g_ptr_array_add (o->report_words, argv[i + w]);
          i += words - 1;
          continue;
        }
      if (strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0)
        {
          o->help = TRUE;
          return TRUE;
        }
      else if (strcmp (arg, "--analyze") == 0)
        o->analyze = TRUE;
      else if (strcmp (arg, "--evaluator") == 0 && i + 1 < argc)
        {
          if (!qd_takestones_evaluator_from_string (argv[++i], &o->evaluator))
            QD_CLI_USAGE (_("unknown evaluator “%s”: use statement or threats"), argv[i]);
        }
      else if (strcmp (arg, "--time-limit") == 0)
        {
          if (!qd_cli_parse_finite ("--time-limit", i + 1 < argc ? argv[++i] : NULL, &o->time_limit) ||
              !qd_cli_check_time_limit (o->time_limit))
            return FALSE;
        }
      else if ((strcmp (arg, "--p1") == 0 || strcmp (arg, "--p2") == 0) && i + 1 < argc)
        {
          const char *agent = argv[++i];
          g_autoptr(GError) error = NULL;

          if (!qd_takestones_player_check (agent, &error))
            QD_CLI_USAGE ("%s: %s", arg, error->message);
          g_free (o->players[arg[3] - '1']);
          o->players[arg[3] - '1'] = g_strdup (agent);
        }
      else if (strcmp (arg, "--move-time") == 0)
        {
          if (!qd_cli_parse_finite ("--move-time", i + 1 < argc ? argv[++i] : NULL, &o->outside.move_time) ||
              !qd_cli_agents_check (&o->outside))
            return FALSE;
        }
      else if (strcmp (arg, "--seed") == 0)
        {
          if (i + 1 >= argc || !parse_int (argv[i + 1], 0, G_MAXINT64, &o->seed))
            QD_CLI_USAGE (_("%s needs a number"), arg);
          i++;
        }
      else if (strcmp (arg, "--no-sandbox") == 0)
        o->outside.no_sandbox = TRUE;
      else if (strcmp (arg, "--tree-budget") == 0 || strcmp (arg, "--tree-move") == 0)
        {
          if (arg[7] == 'm')
            {
              /* A move number from 1: 0 is no move (it was the default). */
              if (!qd_cli_parse_integer (arg, i + 1 < argc ? argv[i + 1] : NULL, 1, G_MAXUINT32, &o->tree.move))
                return FALSE;
            }
          else if (!qd_cli_parse_integer (arg, i + 1 < argc ? argv[i + 1] : NULL, 1, G_MAXUINT32 - 1,
                                          &o->tree.budget))
            return FALSE;
          i++;
        }
      else if (strcmp (arg, "--tree") == 0)
        target = &o->tree.path;
      else if (strcmp (arg, "--png") == 0)
        target = &o->pictures.png;
      else if (strcmp (arg, "--svg") == 0)
        target = &o->pictures.svg;
      else if (strcmp (arg, "--pdf") == 0)
        target = &o->pictures.pdf;
      else if (strcmp (arg, "--palette") == 0)
        target = &o->pictures.palette;
      else if (strcmp (arg, "--result") == 0)
        target = &o->result;
      else if (g_str_has_prefix (arg, "--"))
        QD_CLI_USAGE (_("unknown option “%s”"), arg);
      else
        g_ptr_array_add (positional, (gpointer) arg);

      if (target != NULL)
        {
          if (i + 1 >= argc)
            {
              if (target == &o->pictures.palette)
                QD_CLI_USAGE (_("--palette needs a name: default or print"));
              QD_CLI_USAGE (_("%s needs a FILE"), arg);
            }
          g_free (*target);
          *target = g_strdup (argv[++i]);
        }
    }
  return TRUE;
}

/* --analyze N K TAKEN... DEPTH */
static gboolean
parse_analyze (Options *o, guint argc, char **argv)
{
  if (argc < 3)
    QD_CLI_USAGE (_("--analyze needs N K TAKEN... DEPTH"));
  if (!parse_int (argv[0], 1, QD_TAKESTONES_MAX, &o->n))
    QD_CLI_USAGE (_("the number of stones “%s” is not a whole number from 1 to %d"), argv[0], QD_TAKESTONES_MAX);
  if (!parse_int (argv[1], 0, o->n, &o->k))
    QD_CLI_USAGE (_("the number of taken stones “%s” is not a whole number from 0 to %" PRId64),
                  argv[1], o->n);
  if (argc != o->k + 3)
    QD_CLI_USAGE (_("%" PRId64 " taken stones and a depth were expected after K, not %d arguments"),
                  o->k, argc - 2);
  o->taken = g_new0 (guint, MAX (o->k, 1));
  for (gint64 i = 0; i < o->k; i++)
    {
      gint64 stone;

      if (!parse_int (argv[2 + i], 1, o->n, &stone))
        QD_CLI_USAGE (_("taken stone “%s” is not a stone from 1 to %" PRId64), argv[2 + i], o->n);
      o->taken[i] = stone;
    }
  if (!parse_int (argv[argc - 1], 0, G_MAXINT, &o->depth))
    QD_CLI_USAGE (_("the depth “%s” is not a whole number (0 searches to the end)"), argv[argc - 1]);
  return TRUE;
}

/* N MODE DEPTH */
static gboolean
parse_game (Options *o, guint argc, char **argv)
{
  if (argc != 3)
    QD_CLI_USAGE (_("N MODE DEPTH are needed (or --analyze N K TAKEN... DEPTH)"));
  if (!parse_int (argv[0], 0, QD_TAKESTONES_MAX, &o->n))
    QD_CLI_USAGE (_("the number of stones “%s” is not a whole number from 0 to %d"), argv[0], QD_TAKESTONES_MAX);
  if (!parse_int (argv[1], 1, 3, &o->mode))
    QD_CLI_USAGE (_("the mode “%s” is not 1, 2 or 3"), argv[1]);
  if (!parse_int (argv[2], -1, G_MAXINT, &o->depth) || o->depth == 0)
    QD_CLI_USAGE (_("the depth “%s” is not -1 (to the end) or a positive number"), argv[2]);
  return TRUE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GPtrArray) positional = g_ptr_array_new ();

  o->evaluator = QD_TAKESTONES_EVAL_STATEMENT;
  o->seed = 1;
  o->report_words = g_ptr_array_new ();
  g_ptr_array_add (o->report_words, argv[0]);
  if (!parse_arguments (o, argc, argv, positional))
    return FALSE;
  if (o->help)
    return TRUE;
  if (!qd_cli_tree_check (&o->tree) || !parse_report_options (o) ||
      !qd_cli_pictures_check (&o->pictures, &o->report))
    return FALSE;
  if (o->analyze && (o->players[0] != NULL || o->players[1] != NULL || o->outside.move_time != 0))
    QD_CLI_USAGE (_("--p1, --p2 and --move-time choose players of a game: --analyze searches one position"));
  if (o->analyze && o->tree.move != 0)
    QD_CLI_USAGE (_("--tree-move chooses a move of the game: --analyze searches one position"));
  if (o->analyze ? !parse_analyze (o, positional->len, (char **) positional->pdata)
                 : !parse_game (o, positional->len, (char **) positional->pdata))
    return FALSE;
  if (qd_cli_check_wanted (&o->check))
    {
      if (o->players[0] != NULL || o->players[1] != NULL)
        QD_CLI_USAGE (_("--check compares the computer's game (MODE 1): it goes with no --p1 or --p2"));
      if (!o->analyze && o->mode != 1)
        QD_CLI_USAGE (_("--check compares the computer's game (MODE 1): in MODE %" PRId64 " a person types moves, "
                        "so there is no right answer to compare with"), o->mode);
      if (o->tree.path != NULL)
        QD_CLI_USAGE (_("--check prints verdicts, not a run: it goes with no --tree"));
    }
  return qd_cli_check_validate (&o->check, &o->report,
                                qd_cli_pictures_wanted (&o->pictures));
}

/* The deadline of --time-limit, or 0. */
static gint64
deadline (const Options *o)
{
  return o->time_limit > 0 ? g_get_monotonic_time () + qd_cli_time_limit_us (o->time_limit) : 0;
}

static int
run_analyze (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdSearchTree) tree = qd_cli_tree_new (&o->tree, QD_SEARCH_TREE_GAME);
  g_autofree char *report = NULL;

  qd_cli_report_begin (&o->report);
  report = qd_takestones_analyze_until (o->n, o->taken, o->k, o->depth, deadline (o), tree, NULL, &error);

  if (report == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    {
      qd_cli_print_error (error);
      return QD_EXIT_LIMIT;
    }
  if (report == NULL)
    {
      qd_cli_usage_error ("%s", error->message);
      return QD_EXIT_USAGE;
    }
  fputs (report, stdout);
  if (!qd_cli_tree_write (&o->tree, tree))
    return QD_EXIT_INPUT;
  if (!qd_cli_report_finish (&o->report, qd_cli_report_wanted (&o->report)
                                         ? qd_takestones_analysis_report_new (o->n, o->taken, o->k, o->depth, tree,
                                                                             o->report.palette)
                                         : NULL, NULL))
    return QD_EXIT_INPUT;
  return QD_EXIT_OK;
}

/* ------------------------------------------------------------ playing */

typedef struct {
  Options *o;
  QdCliMatchSearches searches;  /* --tree's, and those --report shows */
  guint line;                /* the lines of stdin read */
} Printer;

/* Once the players are open: the report's start. */
static void
on_begin (gpointer data, gpointer game)
{
  Printer *p = data;

  qd_cli_report_begin (&p->o->report);
}

/* Before a computer's move: --tree's search, when it is this one. */
static void
on_turn (gpointer data, gpointer game, const QdMatchTurn *turn)
{
  Printer *p = data;
  QdTakestonesMatch *m = game;

  if (turn->who->human || turn->who->outside != NULL)
    return;
  /* --tree records alpha-beta's searches and MCTS's (N, U/N, UCB1). */
  m->search.tree = qd_cli_match_searches_tree (&p->searches, turn->ply);
}

/* After a move: "Player P: S", and a computer's search for --report. */
static void
on_moved (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  Printer *p = data;
  QdTakestonesMatch *m = game;

  printf ("Player %u: %u\n", turn->player + 1, move);
  fflush (stdout);
  qd_cli_match_searches_note (&p->searches, turn, move, &m->search);
}

/* A human's move from stdin; at the end of the input, the line it was
 * expected on, like every other input error. */
static QdMatchEnd
on_human (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move)
{
  Printer *p = data;
  QdTakestonesMatch *m = game;
  guint moves[QD_TAKESTONES_MAX];
  guint n_moves = qd_takestones_legal_moves (&m->pos, moves);
  g_autoptr(GString) legal = g_string_new (NULL);

  for (guint i = 0; i < n_moves; i++)
    g_string_append_printf (legal, i ? " %u" : "%u", moves[i]);
  for (;;)
    {
      gint64 stone;
      g_autofree char *answer = NULL;
      g_autofree char *shown = NULL;

      /* Prompts go to stderr so that stdout stays the game's record. */
      g_printerr (_("Player %u, your move (%s): "), turn->player + 1, legal->str);
      answer = qd_cli_read_answer ();
      if (answer == NULL)
        {
          g_autoptr(GError) error = g_error_new (G_IO_ERROR, G_IO_ERROR_PARTIAL_INPUT,
                                                 _("line %u: the input ended before the game did"), p->line + 1);

          qd_cli_prefix_error (&error, "stdin");
          g_printerr ("\n");
          qd_cli_print_error (error);
          return QD_MATCH_NO_INPUT;
        }
      p->line++;
      if (parse_int (answer, 1, m->pos.n, &stone) && qd_takestones_is_legal (&m->pos, stone))
        {
          *move = (guint32) stone;
          return QD_MATCH_MOVED;
        }
      shown = qd_text_quote (answer, -1);
      g_printerr (_("“%s” cannot be taken now.\n"), shown);
    }
}

/* --report, --report-bundle and --gif of the game (`stopped`: before its
 * end); FALSE when one could not be written. */
static gboolean
finish_report (Options *o, const QdTakestonesRecord *record, const Printer *p, gboolean stopped)
{
  QdTakestonesRun run = {
    .record = record, .algorithm = QD_GAME_SEARCH_MINIMAX, .notes = p->searches.notes,
    .tree = qd_cli_match_searches_bound (&p->searches), .tree_move = p->searches.tree_move, .stopped = stopped,
  };

  return qd_cli_report_finish (&o->report,
                               qd_cli_report_wanted (&o->report) ? qd_takestones_run_report_new (&run, o->report.palette) : NULL,
                               qd_cli_report_wants_gif (&o->report) ? qd_takestones_animation_new (&run) : NULL);
}

/* The game's record: the board, the computer's search and who plays. */
static QdTakestonesRecord *
new_record (const Options *o, const char *const specs[2])
{
  QdTakestonesRecord *record = qd_takestones_record_new ((guint) o->n);

  record->depth = (gint) o->depth;
  record->evaluator = o->evaluator;
  for (guint i = 0; i < 2; i++)
    {
      QdMctsOptions mcts;
      /* An outside agent or MCTS is kept by its spec. */
      gboolean other = qd_agent_spec_is_outside (specs[i]) || qd_mcts_spec_parse (specs[i], &mcts, NULL);

      record->computer[i] = g_str_equal (specs[i], "computer");
      record->agents[i] = other ? g_strdup (specs[i]) : NULL;
    }
  return record;
}

/* The winner's line, then --tree, the final board's pictures and the
 * report: the exit status. */
static int
finish_game (Options *o, const QdTakestonesMatch *m, const QdMatchResult *result, const Printer *p)
{
  gboolean stopped = result->end == QD_MATCH_STOPPED || result->end == QD_MATCH_RAN_OUT;
  int status = QD_EXIT_OK;

  if (result->end == QD_MATCH_FORFEIT)
    printf ("Winner: Player %d (forfeit)\n", result->winner);
  else if (result->end == QD_MATCH_OVER)
    {
      printf ("%s\n", result->reason);
      status = qd_cli_tree_write_game (&o->tree, p->searches.tree);
    }
  if (status == QD_EXIT_OK && !stopped)
    {
      QdGamePosition final = {
        .draw = qd_takestones_run_draw_position, .game = m->record, .moves = G_MAXUINT,
        .palette = qd_cli_pictures_palette (&o->pictures),
      };
      double width, height;

      qd_takestones_render_get_size (m->record->n, &width, &height);
      if (!qd_cli_pictures_write (&o->pictures, width, height, qd_game_position_draw, &final))
        status = QD_EXIT_INPUT;
    }
  if (!finish_report (o, m->record, p, stopped) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  return status;
}

static int
run_game (Options *o)
{
  const char *specs[2] = {
    o->players[0] != NULL ? o->players[0] : o->mode == 2 ? "human" : "computer",
    o->players[1] != NULL ? o->players[1] : o->mode == 3 ? "human" : "computer",
  };
  g_autoptr(QdTakestonesMatch) m = qd_takestones_match_new (new_record (o, specs), NULL, (guint64) o->seed);
  Printer printer = { o };
  QdCliMatch match = {
    .problem = &qd_takestones_problem, .match = m, .specs = { specs[0], specs[1] },
    .agents = &o->outside, .time_limit = o->time_limit, .result_path = o->result,
    .listener = { .turn = on_turn, .moved = on_moved, .human = on_human }, .listener_data = &printer,
    .begin = on_begin, .human_says_end = TRUE,
  };
  g_auto(QdMatchResult) result = { 0 };
  int played, status;

  qd_cli_match_searches_init (&printer.searches, &o->tree);
  /* Nothing more after a usage error or a person's input that ended. */
  status = played = qd_cli_match_play (&match, &result);
  if (played != QD_EXIT_USAGE && result.end != QD_MATCH_NO_INPUT)
    {
      status = finish_game (o, m, &result, &printer);
      if (status == QD_EXIT_OK)
        status = played;
    }
  qd_cli_match_searches_clear (&printer.searches);
  return status;
}

/* --check: the game or the analysis once, then every answer against it. */
static int
run_check (Options *o)
{
  g_autoptr(QdTakestonesCheck) check = NULL;
  g_autoptr(GError) error = NULL;

  if (o->analyze)
    {
      check = qd_takestones_check_new_analysis ((guint) o->n, o->taken, (guint) o->k, (guint) o->depth, deadline (o),
                                                &error);
      if (check == NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
        {
          qd_cli_usage_error ("%s", error->message);
          return QD_EXIT_USAGE;
        }
    }
  else
    check = qd_takestones_check_new_game ((guint) o->n, (gint) o->depth, o->evaluator, NULL, deadline (o));
  if (check == NULL)
    {
      g_printerr (_("quandary-cli: the time limit ran out before the search ended: nothing to check against\n"));
      return QD_EXIT_LIMIT;
    }
  return qd_cli_check_run (&o->check, NULL, QD_CLI_CHECK_FUNC (qd_takestones_check_answer), check);
}

static int
run (Options *o)
{
  QdCliFile outputs[3] = { { "--tree", o->tree.path } };
  int n_report, status;

  if (o->help)
    {
      print_help (stdout);
      return QD_EXIT_OK;
    }
  /* Every output is checked before the work that makes it (--tree before
   * the game is played). */
  if (qd_cli_check_wanted (&o->check))
    return run_check (o);
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + 1)) < 0)
    return QD_EXIT_USAGE;
  if ((status = qd_cli_check_files (NULL, 0, &o->pictures, outputs, 1 + (guint) n_report)) != QD_EXIT_OK)
    return status;
  return o->analyze ? run_analyze (o) : run_game (o);
}

static void
clear_options (Options *o)
{
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_tree_clear (&o->tree);
  qd_cli_report_clear (&o->report);
  qd_cli_check_clear (&o->check);
  g_clear_pointer (&o->report_words, g_ptr_array_unref);
  g_free (o->taken);
  g_free (o->players[0]);
  g_free (o->players[1]);
  g_free (o->result);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_takestones_cli_commands[] = {
  { "takestones", N_("Take-Stones: the statement's game, or --analyze a position"), cli_main, FALSE, NULL },
  { "takestones", N_("Take-Stones: the threat evaluator against the statement's, in games between them"),
    qd_takestones_cli_experiment, TRUE, qd_takestones_cli_experiment_merge },
  { NULL }
};
