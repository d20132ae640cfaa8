/* qd-colorgame-cli.c — `quandary-cli colorgame`: the statement's output file
 * of the adversarial map-colouring game, byte for byte. */
#include "config.h"
#include "cli/qd-cli.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <inttypes.h>

#include "cli/colorgame/qd-colorgame-cli-play.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-match.h"
#include "cli/qd-cli-report.h"
#include "problems/colorgame/qd-colorgame-check.h"
#include "problems/colorgame/qd-colorgame-trace.h"
#include "render/colorgame/qd-colorgame-animation.h"
#include "render/colorgame/qd-colorgame-render.h"
#include "render/colorgame/qd-colorgame-run-report.h"
#include "render/qd-rendering.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (colorgame)

/* The most of the trace kept for --report and --gif (a deep search writes
 * gigabytes; the file or stdout gets them all). */
#define KEPT_MAX (64 * 1024 * 1024)
/* The nodes of the search tree a report keeps, as the tab does. */
#define REPORT_TREE_BUDGET 1000000

typedef struct {
  char *output;
  char *players[2];          /* --p1, --p2: play a game instead */
  QdCliAgents outside;       /* --move-time */
  gint64 seed;
  char *result;              /* --result FILE: a game's */
  gboolean arc_consistency;
  gint64 depth;              /* -1: the file's */
  char *depth_text;
  gint64 node_limit;
  QdCliPictures pictures;
  QdCliReport report;
  QdCliCheck check;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionContext *context;
  GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &o->output,
      N_("Write the trace to FILE (default: standard output)"), N_("FILE") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &o->depth_text,
      N_("Search this many plies instead of the file's depth"), N_("N") },
    { "arc-consistency", 0, 0, G_OPTION_ARG_NONE, &o->arc_consistency,
      N_("Skip moves after which arc consistency leaves a node without a colour (not the course's output)"), NULL },
    { "node-limit", 0, 0, G_OPTION_ARG_INT64, &o->node_limit,
      N_("Stop after entering N nodes: the trace so far, no best move, exit status 4 (default 0: no limit)"), N_("N") },
    { "p1", 0, 0, G_OPTION_ARG_STRING, &o->players[0],
      N_("Play a game instead: player 1 is alphabeta, random, mcts[:ITERATIONS], mcts:ms=MS, program:COMMAND or "
         "agent:NAME"), N_("PLAYER") },
    { "p2", 0, 0, G_OPTION_ARG_STRING, &o->players[1], N_("Player 2 of a game (default alphabeta)"), N_("PLAYER") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of the random player (default 1)"), N_("N") },
    QD_CLI_RESULT_ENTRY (&o->result),
    { NULL }
  };
  context = qd_cli_context_new (_("INPUT — the alpha-beta trace of the map-colouring game"), entries, &o->pictures,
    _("INPUT is the statement's input file: colours, the initial assignment, the depth,\n"
      "both players' colour weights, then one line per node with its neighbours.\n"
      "Prints NODE, COLOUR, DEPTH, VALUE, ALPHA, BETA for every step of alpha-beta,\n"
      "then the best move for player 1 and its value.  The trace is written as the\n"
      "search goes; Ctrl-C stops it (exit status 130, an OUTPUT file is left as it was).\n"
      "--gif replays the search: a frame for the start and one per line of six fields.\n"
      "--check compares answers with the trace, line by line, and says why the first\n"
      "line that differs is what it is.\n"
      "\n"
      "--p1 and --p2 play a whole game from the file's position instead: a line per move,\n"
      "“Player 1: SA:G”, then “score 1 S 2 S” and the result.  alphabeta searches the\n"
      "file's depth (or --depth); mcts is Monte Carlo tree search (1000 iterations;\n"
      "mcts:ITERATIONS, mcts:ms=MS, then ,c=C and ,playout=guided), seeded by --seed and\n"
      "the move's number; an outside agent (docs/agents.md) that fails forfeits."));
  qd_cli_agents_add_entries (context, &o->outside);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  qd_cli_check_add_entries (context, &o->check);
  return context;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->depth = -1;
  o->seed = 1;
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  /* A whole number of plies: -1 was taken for "the file's depth". */
  if (o->depth_text != NULL && !qd_cli_parse_integer ("--depth", o->depth_text, 0, QD_COLORGAME_MAX_DEPTH, &o->depth))
    return FALSE;
  if (o->players[0] != NULL || o->players[1] != NULL)
    {
      for (guint i = 0; i < 2; i++)
        if (o->players[i] == NULL)
          o->players[i] = g_strdup ("alphabeta");
        else if (!qd_colorgame_cli_check_player (o->players[i]))
          return FALSE;
      if (o->output != NULL || o->node_limit != 0 || qd_cli_check_wanted (&o->check) ||
          qd_cli_pictures_wanted (&o->pictures) || qd_cli_report_wanted (&o->report) ||
          qd_cli_report_wants_gif (&o->report))
        QD_CLI_USAGE (_("--p1 and --p2 play a game: not with --output, --node-limit, --check, pictures or reports"));
    }
  else if (o->outside.move_time != 0)
    QD_CLI_USAGE (_("--move-time goes with an outside agent, --p1 or --p2"));
  else if (o->result != NULL)
    QD_CLI_USAGE (_("--result goes with a game: --p1 or --p2"));
  if (!qd_cli_agents_check (&o->outside))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("an INPUT file is needed") : _("only one INPUT file is allowed"));
  o->path = argv[1];
  if (o->node_limit < 0)
    QD_CLI_USAGE (_("the node limit cannot be negative"));
  if (qd_cli_check_wanted (&o->check) && o->output != NULL)
    QD_CLI_USAGE (_("--check prints verdicts, not the trace: it goes with no --output"));
  if (!qd_cli_check_validate (&o->check, &o->report,
                              qd_cli_pictures_wanted (&o->pictures)))
    return FALSE;
  return qd_cli_report_check (&o->report);
}

/* Where the trace goes as the search writes it: OUTPUT (replaced at the
 * end) or stdout. */
typedef struct {
  QdSaveStream *file;
  int stdout_errno;          /* the first failed write to stdout */
  GString *kept;             /* the trace for --report and --gif, or NULL */
  gboolean cut;              /* KEPT_MAX was reached */
} Sink;

static gboolean
write_trace (gpointer data, const char *text, gsize length)
{
  Sink *sink = data;

  if (sink->kept != NULL && !sink->cut)
    {
      sink->cut = sink->kept->len + length > KEPT_MAX;
      g_string_append_len (sink->kept, text, sink->cut ? (gssize) (KEPT_MAX - sink->kept->len) : (gssize) length);
    }

  if (sink->file != NULL)
    return qd_save_stream_write (sink->file, text, length);
  if (fwrite (text, 1, length, stdout) != length || fflush (stdout) != 0)
    {
      sink->stdout_errno = errno;
      return FALSE;
    }
  return TRUE;
}

/* Ends the output after the search; FALSE (error printed) when it failed. */
static gboolean
finish_output (Sink *sink, gboolean keep)
{
  g_autoptr(GError) error = NULL;

  if (sink->file == NULL)
    {
      if (sink->stdout_errno == 0)
        return TRUE;
      g_printerr (_("quandary-cli: cannot write to the standard output: %s\n"), g_strerror (sink->stdout_errno));
      return FALSE;
    }
  if (!keep)
    {
      g_clear_pointer (&sink->file, qd_save_stream_abort);
      return TRUE;
    }
  if (!qd_save_stream_commit (g_steal_pointer (&sink->file), &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

/* Streams the trace (memory stays flat at any depth, but for what --report
 * and --gif keep); the exit status.  `analysis` gets the search's. */
static int
search_game (const Options *o, const QdColorgame *game, Sink *sink, QdColorgameSearchOptions *search,
             QdColorgameAnalysis **analysis)
{
  g_autoptr(GError) error = NULL;
  QdColorgameAnalysis *a;

  if (o->output != NULL)
    {
      g_autoptr(GFile) file = qd_cli_file (o->output);

      sink->file = qd_save_stream_open (file, &error);
      if (sink->file == NULL)
        {
          qd_cli_print_error (error);
          return QD_EXIT_INPUT;
        }
    }
  if (o->depth >= 0)
    search->depth = (guint) o->depth;
  search->arc_consistency = o->arc_consistency;
  search->max_nodes = (guint64) o->node_limit;
  search->write = write_trace;
  search->write_data = sink;
  search->stop = qd_cli_catch_interrupt ();
  *analysis = a = qd_colorgame_search (game, search);
  qd_cli_release_interrupt ();

  switch (a->end)
    {
    case QD_COLORGAME_SEARCH_DONE:
      return finish_output (sink, TRUE) ? QD_EXIT_OK : QD_EXIT_INPUT;
    case QD_COLORGAME_SEARCH_NODE_LIMIT:
      if (!finish_output (sink, TRUE))
        return QD_EXIT_INPUT;
      if (o->output == NULL && isatty (STDOUT_FILENO))
        g_printerr ("\n");   /* the trace has no final newline */
      g_printerr (_("quandary-cli: the node limit ran out after %" PRIu64 " nodes: the trace stops after "
                    "%" PRIu64 " lines, without the best move\n"), a->result.nodes, a->lines);
      return QD_EXIT_LIMIT;
    case QD_COLORGAME_SEARCH_STOPPED:
      finish_output (sink, FALSE);
      if (o->output == NULL && isatty (STDOUT_FILENO))
        g_printerr ("\n");
      g_printerr (_("quandary-cli: stopped\n"));
      return QD_EXIT_STOPPED;
    case QD_COLORGAME_SEARCH_WRITE_FAILED:
    default:
      finish_output (sink, TRUE);   /* prints the error */
      return QD_EXIT_INPUT;
    }
}

/* --report, --report-bundle and --gif after the search; FALSE when a file
 * could not be written (said). */
static gboolean
finish_report (Options *o, const QdColorgame *game, const QdColorgameSearchOptions *search,
               const QdColorgameAnalysis *analysis, Sink *sink)
{
  QdCliReport *report = &o->report;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (sink->cut)
    g_string_append (sink->kept, _("\n… (cut here: the whole output is far longer)"));
  if (qd_cli_report_wanted (report))
    {
      /* The trace on stdout is in the report already, as the command's output. */
      gboolean to_file = o->output != NULL && !g_str_equal (o->output, "-");
      QdColorgameRun run = { o->path, game, search, analysis, to_file ? sink->kept->str : NULL, search->tree };

      built = qd_colorgame_run_report_new (&run, report->palette);
    }
  if (qd_cli_report_wants_gif (report))
    animation = qd_colorgame_animation_new (game, analysis->root_player == QD_PLAYER_MIN ? 2 : 1, sink->kept->str);
  return qd_cli_report_finish (report, built, animation);
}

/* --check: the search once, then every answer against its trace. */
static int
run_check (Options *o, const QdColorgame *game)
{
  g_autoptr(QdColorgameCheck) check = NULL;
  QdColorgameSearchOptions search;
  const char *inputs[] = { o->path, NULL };
  int status;

  qd_colorgame_search_options_init (&search, game);
  if (o->depth >= 0)
    search.depth = (guint) o->depth;
  search.arc_consistency = o->arc_consistency;
  search.max_nodes = (guint64) o->node_limit;
  search.stop = qd_cli_catch_interrupt ();
  check = qd_colorgame_check_new (game, &search);
  qd_cli_release_interrupt ();
  if (check == NULL)
    {
      g_printerr (qd_cli_interrupted () ? _("quandary-cli: stopped\n")
                  : _("quandary-cli: the node limit ran out before the search ended: nothing to check against\n"));
      return qd_cli_interrupted () ? QD_EXIT_STOPPED : QD_EXIT_LIMIT;
    }
  status = qd_cli_check_run (&o->check, inputs, QD_CLI_CHECK_FUNC (qd_colorgame_check_answer), check);
  return status;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdColorgame) game = NULL;
  g_autoptr(QdColorgameAnalysis) analysis = NULL;
  g_autoptr(GString) kept = NULL;
  QdColorgameSearchOptions search;
  Sink sink = { NULL, 0, NULL, FALSE };
  double width, height;
  int status, n;
  QdCliFile outputs[4] = { { "--output", o->output }, { "--result", o->result } };
  const QdCliFile input = { NULL, o->path };

  /* Every output is checked before the work that makes it. */
  if ((n = qd_cli_report_outputs (&o->report, outputs + 2)) < 0)
    return QD_EXIT_INPUT;
  if ((status = qd_cli_check_files (&input, 1, &o->pictures, outputs, 2 + (guint) n)) != QD_EXIT_OK)
    return status;

  game = qd_cli_load_format (o->path, qd_colorgame_problem.format, &error);
  if (game == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if (qd_cli_check_wanted (&o->check))
    return run_check (o, game);
  if (o->players[0] != NULL)
    {
      QdColorgamePlay play = { { o->players[0], o->players[1] }, o->depth >= 0 ? (guint) o->depth : game->depth,
                               o->arc_consistency, (guint64) o->seed, &o->outside, o->result };

      return qd_colorgame_cli_play (game, &play);
    }

  qd_colorgame_search_options_init (&search, game);
  if (qd_cli_report_wanted (&o->report) || qd_cli_report_wants_gif (&o->report))
    sink.kept = kept = g_string_new (NULL);
  if (qd_cli_report_wanted (&o->report))
    {
      search.tree = qd_search_tree_new (QD_SEARCH_TREE_GAME, REPORT_TREE_BUDGET);
      search.names = game;
    }
  qd_cli_report_begin (&o->report);
  status = search_game (o, game, &sink, &search, &analysis);
  if (status == QD_EXIT_OK || status == QD_EXIT_LIMIT)
    {
      QdColorgameRenderOptions options;

      qd_colorgame_render_options_init (&options, qd_cli_pictures_palette (&o->pictures));
      qd_colorgame_render_get_size (game, options.palette, &width, &height);
      if (!qd_cli_pictures_write (&o->pictures, width, height, qd_rendering_draw,
                                  &QD_RENDERING (qd_colorgame_render, game, &options)))
        status = QD_EXIT_INPUT;
      if (!finish_report (o, game, &search, analysis, &sink))
        status = QD_EXIT_INPUT;
    }
  g_clear_pointer (&search.tree, qd_search_tree_unref);
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->output);
  g_free (o->depth_text);
  g_free (o->result);
  g_free (o->players[0]);
  g_free (o->players[1]);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_report_clear (&o->report);
  qd_cli_check_clear (&o->check);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_colorgame_cli_commands[] = {
  { "colorgame", N_("The alpha-beta trace of the adversarial map-colouring game, or a game played"), cli_main,
    FALSE, NULL },
  { NULL }
};
