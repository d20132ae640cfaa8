/* qd-wargame-cli.c — `quandary-cli wargame`: play the war game, the four
 * matchups, the rule-set comparison, logs and replays. */
#include "config.h"
#include "cli/qd-cli.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "problems/wargame/qd-wargame-match.h"
#include "render/wargame/qd-wargame-render.h"

/* Ctrl-C sets the stop flag (an int store: async-signal-safe). */
static volatile gint interrupted;

static void
on_interrupt (int signum)
{
  interrupted = 1;
}

typedef enum { RUN_GAME, RUN_MATCHUPS, RUN_COMPARE } RunKind;

typedef struct {
  RunKind kind;
  QdWargameRules *rules;
  QdWargameMatchSetup setup;
  guint minimax_depth;
  guint alphabeta_depth;
  double attrition;
  double coin;
  GPtrArray *results;      /* QdWargameMatchResult */
  gint done;
} Run;

static gpointer
run_thread (gpointer data)
{
  Run *run = data;

  switch (run->kind)
    {
    case RUN_GAME:
      run->results = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_wargame_match_result_free);
      g_ptr_array_add (run->results, qd_wargame_match_play (run->rules, &run->setup));
      break;
    case RUN_MATCHUPS:
      run->results = qd_wargame_matchups_run (run->rules, run->minimax_depth, run->alphabeta_depth, &run->setup);
      break;
    case RUN_COMPARE:
      run->results = qd_wargame_compare_rules (&run->rules->board, &run->setup.agents[0], run->attrition,
                                           run->coin, &run->setup);
      break;
    }
  g_atomic_int_set (&run->done, 1);
  return NULL;
}

/* Runs on a thread while a terminal stderr shows the moves and nodes. */
static void
run_with_progress (Run *run, gboolean show)
{
  QdProgress progress = { 0 };
  GThread *thread;
  gboolean shown = FALSE;

  if (!show)
    {
      run_thread (run);
      return;
    }
  run->setup.progress = &progress;
  thread = g_thread_new ("wargame", run_thread, run);
  while (!g_atomic_int_get (&run->done))
    {
      g_usleep (G_USEC_PER_SEC / 10);
      if (g_atomic_int_get (&run->done))
        break;
      g_printerr ("\r\033[K%s %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT " %s…", _("move"),
                  qd_progress_get (&progress.done) + 1, qd_progress_get (&progress.nodes), _("nodes"));
      shown = TRUE;
    }
  g_thread_join (thread);
  if (shown)
    g_printerr ("\r\033[K");
  run->setup.progress = NULL;
}

/* A human's move from stdin: the board and a prompt on stderr. */
static gboolean
ask_human (gpointer user_data, const QdWargameRecord *record, guint *square)
{
  QdWargameRules *rules = qd_wargame_record_get_rules (record);
  const QdWargameState *st = qd_wargame_record_state (record);
  g_autofree char *owners = qd_wargame_format_owners (rules, st);
  char line[256];

  g_printerr ("%sblue %d green %d\n", owners, st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
  for (;;)
    {
      g_printerr (_("%s to move (a square such as C3): "), st->to_move == QD_WARGAME_BLUE ? "blue" : "green");
      if (interrupted || fgets (line, sizeof line, stdin) == NULL)
        return FALSE;
      g_strstrip (line);
      if (qd_wargame_square_parse (rules->board.size, line, square) && qd_wargame_is_legal (rules, st, *square))
        return TRUE;
      g_printerr (_("“%s” is not an empty square of the board\n"), line);
    }
}

static void
draw_board (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdWargameRecord *record = user_data;
  QdWargameRules *rules = qd_wargame_record_get_rules (record);
  QdWargameRenderOptions options;
  guint n = qd_wargame_record_n_moves (record);

  qd_wargame_render_options_init (&options, qd_palette_light ());
  options.state = qd_wargame_record_state (record);
  if (n > 0)
    {
      const QdWargameMove *m = qd_wargame_record_move (record, n - 1);

      options.last_move = m->square;
      options.conquered = &m->conquered;
      options.failed = &m->failed;
    }
  qd_wargame_render (cr, &rules->board, &options);
}

static gboolean
write_pictures (const QdCliPictures *pictures, const QdWargameRecord *record)
{
  QdWargameRenderOptions options;
  double width, height;

  qd_wargame_render_options_init (&options, NULL);
  options.state = qd_wargame_record_state (record);
  qd_wargame_render_get_size (&qd_wargame_record_get_rules (record)->board, &options, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, draw_board, (gpointer) record);
}

static gboolean
save (const char *path, const char *text)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;

  if (!qd_save_text (file, text, -1, &error))
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_agent (GOptionContext *context, const char *text, QdWargameAgentSpec *spec)
{
  g_autoptr(GError) error = NULL;

  if (qd_wargame_agent_spec_parse (text, spec, &error))
    return TRUE;
  qd_cli_usage_error ("%s", error->message);
  return FALSE;
}

/* --replay: the log's moves on the board, reported like a game. */
static int
replay (QdWargameRules *rules, const char *path, const QdCliPictures *pictures)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameMatchResult) result = g_new0 (QdWargameMatchResult, 1);
  g_autofree char *report = NULL;
  gsize length;

  if (!qd_cli_read_file (path, &text, &length))
    return QD_EXIT_INPUT;
  result->record = qd_wargame_record_from_log (rules, text, (gssize) length, &error);
  if (result->record == NULL)
    {
      qd_cli_input_error (path, error->message);
      return QD_EXIT_INPUT;
    }
  result->label = g_strdup ("replay");
  for (guint i = 0; i < qd_wargame_record_n_moves (result->record); i++)
    result->moves[qd_wargame_record_move (result->record, i)->player]++;
  result->stopped = !qd_wargame_record_is_over (result->record);
  report = qd_wargame_match_format (result);
  fputs (report, stdout);
  return write_pictures (pictures, result->record) ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static int
cli_main (int argc, char **argv)
{
  g_autofree char *blue_text = NULL, *green_text = NULL, *rules_text = NULL;
  g_autofree char *log_path = NULL, *replay_path = NULL, *csv_path = NULL;
  gboolean matchups = FALSE, compare = FALSE;
  gint64 seed = 1;
  gint minimax_depth = 3, alphabeta_depth = 5;
  double attrition = QD_WARGAME_DEFAULT_ATTRITION, coin = 1.0;
  QdCliPictures pictures = { 0 };
  GOptionEntry entries[] = {
    { "blue", 'b', 0, G_OPTION_ARG_STRING, &blue_text,
      N_("Blue's agent: minimax:DEPTH, alphabeta:DEPTH, engine:MILLISECONDS, random, human (default alphabeta:5)"), N_("AGENT") },
    { "green", 'g', 0, G_OPTION_ARG_STRING, &green_text, N_("Green's agent (default alphabeta:5)"), N_("AGENT") },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_text, N_("classic, battle, duel or attrition (default classic)"), N_("RULES") },
    { "attrition", 0, 0, G_OPTION_ARG_DOUBLE, &attrition, N_("Fraction of resources lost per round under attrition (default 0.1)"), N_("F") },
    { "coin", 0, 0, G_OPTION_ARG_DOUBLE, &coin, N_("Each conquest succeeds with probability P (default 1)"), N_("P") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of random agents and the coin (default 1)"), N_("N") },
    { "log", 'l', 0, G_OPTION_ARG_FILENAME, &log_path, N_("Write the moves, one per line, and the final scores"), N_("FILE") },
    { "replay", 0, 0, G_OPTION_ARG_FILENAME, &replay_path, N_("Replay a log written by --log instead of playing"), N_("FILE") },
    { "matchups", 'm', 0, G_OPTION_ARG_NONE, &matchups,
      N_("Run the four matchups (minimax and alpha-beta against each other) as a table"), NULL },
    { "compare", 0, 0, G_OPTION_ARG_NONE, &compare,
      N_("Play blue's agent against itself under every rule set (classic, battle, duel, attrition, coin)"), NULL },
    { "minimax-depth", 0, 0, G_OPTION_ARG_INT, &minimax_depth, N_("Depth of minimax in --matchups (default 3)"), N_("D") },
    { "alphabeta-depth", 0, 0, G_OPTION_ARG_INT, &alphabeta_depth, N_("Depth of alpha-beta in --matchups (default 5)"), N_("D") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &csv_path, N_("Write the report of --matchups or --compare as CSV"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("BOARD — play the war game"));
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameBoard) board = NULL;
  QdWargameRuleSet set = QD_WARGAME_RULES_CLASSIC;
  Run run = { 0 };
  gboolean has_human;
  void (*previous) (int);
  gsize length;
  int status = QD_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context,
    _("BOARD: N lines of N whole numbers (2 <= N <= 12) separated by tabs or spaces.\n"
      "Prints the owners (B, G), the scores, and per player the nodes expanded, nodes\n"
      "per move and milliseconds per move.  Blue moves first."));
  qd_cli_pictures_add_entries (context, &pictures);
  qd_wargame_match_setup_init (&run.setup);

  if (!qd_cli_parse_options (context, &argc, &argv))
    return QD_EXIT_USAGE;
  if (argc != 2)
    {
      qd_cli_usage_error (argc < 2 ? _("a BOARD file is needed") : _("only one BOARD is allowed"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (rules_text != NULL && !qd_wargame_rule_set_from_string (rules_text, &set))
    {
      qd_cli_usage_error (_("unknown rules “%s”: use classic, battle, duel or attrition"), rules_text);
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (!(coin >= 0 && coin <= 1) || !(attrition >= 0 && attrition < 1))
    {
      qd_cli_usage_error (_("--coin must lie in [0, 1] and --attrition in [0, 1)"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (minimax_depth < 1 || minimax_depth > 64 || alphabeta_depth < 1 || alphabeta_depth > 64)
    {
      qd_cli_usage_error (_("depths lie between 1 and 64"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if ((int) matchups + (int) compare + (replay_path != NULL) > 1)
    {
      qd_cli_usage_error (_("--matchups, --compare and --replay exclude each other"));
      status = QD_EXIT_USAGE;
      goto out;
    }
  if (!parse_agent (context, blue_text != NULL ? blue_text : "alphabeta:5", &run.setup.agents[0]) ||
      !parse_agent (context, green_text != NULL ? green_text : "alphabeta:5", &run.setup.agents[1]))
    {
      status = QD_EXIT_USAGE;
      goto out;
    }
  has_human = run.setup.agents[0].kind == QD_WARGAME_AGENT_HUMAN || run.setup.agents[1].kind == QD_WARGAME_AGENT_HUMAN;
  if ((matchups || compare) && has_human)
    {
      qd_cli_usage_error (_("--matchups and --compare need computer agents"));
      status = QD_EXIT_USAGE;
      goto out;
    }

  if (!qd_cli_read_file (argv[1], &contents, &length))
    {
      status = QD_EXIT_INPUT;
      goto out;
    }
  board = qd_wargame_board_parse (contents, (gssize) length, &error);
  if (board == NULL)
    {
      qd_cli_input_error (argv[1], error->message);
      status = QD_EXIT_INPUT;
      goto out;
    }
  run.rules = qd_wargame_rules_new (board, set, attrition, coin);
  if (replay_path != NULL)
    {
      status = replay (run.rules, replay_path, &pictures);
      goto out;
    }

  run.kind = matchups ? RUN_MATCHUPS : compare ? RUN_COMPARE : RUN_GAME;
  run.minimax_depth = (guint) minimax_depth;
  run.alphabeta_depth = (guint) alphabeta_depth;
  run.attrition = attrition;
  run.coin = coin < 1 ? coin : 0.5;
  run.setup.seed = (guint64) seed;
  run.setup.stop = (const gint *) &interrupted;
  run.setup.ask_human = ask_human;
  previous = signal (SIGINT, on_interrupt);
  run_with_progress (&run, !has_human && isatty (STDERR_FILENO));
  signal (SIGINT, previous);

  if (run.kind == RUN_GAME)
    {
      QdWargameMatchResult *result = run.results->pdata[0];
      g_autofree char *report = qd_wargame_match_format (result);

      fputs (report, stdout);
      if (log_path != NULL)
        {
          g_autofree char *log = qd_wargame_record_to_log (result->record);

          if (!save (log_path, log))
            status = QD_EXIT_INPUT;
        }
      if (result->stopped)
        status = QD_EXIT_STOPPED;
    }
  else
    {
      g_autofree char *report = qd_wargame_report_text (run.results);

      fputs (report, stdout);
      if (csv_path != NULL)
        {
          g_autofree char *csv = qd_wargame_report_csv (run.results);

          if (!save (csv_path, csv))
            status = QD_EXIT_INPUT;
        }
      if (interrupted)
        status = QD_EXIT_STOPPED;
    }
  fflush (stdout);
  if (run.results->len > 0 &&
      !write_pictures (&pictures, ((QdWargameMatchResult *) run.results->pdata[run.results->len - 1])->record))
    status = QD_EXIT_INPUT;

out:
  if (run.results != NULL)
    g_ptr_array_unref (run.results);
  qd_wargame_rules_unref (run.rules);
  qd_cli_pictures_clear (&pictures);
  return status;
}

const QdCliCommand qd_wargame_cli_commands[] = {
  { "wargame", N_("Play the war game: agents, matchups, extended rules, logs"), cli_main },
  { NULL }
};
