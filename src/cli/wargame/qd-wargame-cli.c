/* qd-wargame-cli.c — `quandary-cli wargame`: play the war game, the four
 * matchups, the rule-set comparison, logs and replays. */
#include "config.h"
#include "qd-wargame-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <inttypes.h>

#include "cli/qd-cli-agents.h"
#include "cli/qd-cli-check.h"
#include "cli/qd-cli-match.h"
#include "cli/qd-cli-report.h"
#include "problems/wargame/qd-wargame-check.h"
#include "problems/wargame/qd-wargame-outside.h"
#include "render/wargame/qd-wargame-animation.h"
#include "render/wargame/qd-wargame-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (wargame)

typedef enum { PLAY_GAME, PLAY_MATCHUPS, PLAY_COMPARE } PlayKind;

typedef struct {
  char *blue_text, *green_text, *rules_text;
  char *log_path, *replay_path, *csv_path;
  char *result;                    /* --result FILE: one game's */
  gboolean matchups, compare;
  gint64 seed;
  gint minimax_depth, alphabeta_depth;
  double attrition, coin;
  double time_limit;
  QdCliPictures pictures;
  QdCliTree tree;                  /* --tree FILE: one computer move's search */
  QdCliSweep sweep;                /* --matchups, --compare: --shard, --raw, … */
  QdCliReport report;              /* --report, --report-bundle, --gif */
  QdCliCheck check;                /* --check LOG…: logs checked on the board */
  QdWargameRuleSet set;
  QdWargameAgentSpec agents[2];    /* blue, green */
  QdCliAgents outside;             /* --move-time */
  gboolean has_human, has_outside;
  PlayKind kind;
  const char *path;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "blue", 'b', 0, G_OPTION_ARG_STRING, &o->blue_text,
      N_("Blue's agent: minimax:DEPTH, alphabeta:DEPTH, engine:MILLISECONDS, mcts[:ITERATIONS], mcts:ms=MS, random, "
         "human, program:COMMAND, agent:NAME (default alphabeta:5)"), N_("AGENT") },
    { "green", 'g', 0, G_OPTION_ARG_STRING, &o->green_text, N_("Green's agent (default alphabeta:5)"), N_("AGENT") },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &o->rules_text, N_("classic, battle, duel or attrition (default classic)"), N_("RULES") },
    { "attrition", 0, 0, G_OPTION_ARG_DOUBLE, &o->attrition, N_("Fraction of resources lost per round under attrition (default 0.1)"), N_("F") },
    { "coin", 0, 0, G_OPTION_ARG_DOUBLE, &o->coin, N_("Each conquest succeeds with probability P (default 1)"), N_("P") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &o->seed, N_("Seed of random agents and the coin (default 1)"), N_("N") },
    { "log", 'l', 0, G_OPTION_ARG_FILENAME, &o->log_path, N_("Write the moves, one per line, and the final scores"), N_("FILE") },
    { "replay", 0, 0, G_OPTION_ARG_FILENAME, &o->replay_path, N_("Replay a log written by --log instead of playing"), N_("FILE") },
    { "matchups", 'm', 0, G_OPTION_ARG_NONE, &o->matchups,
      N_("Run the four matchups (minimax and alpha-beta against each other) as a table"), NULL },
    { "compare", 0, 0, G_OPTION_ARG_NONE, &o->compare,
      N_("Play blue's agent against itself under every rule set (classic, battle, duel, attrition, coin)"), NULL },
    { "minimax-depth", 0, 0, G_OPTION_ARG_INT, &o->minimax_depth, N_("Depth of minimax in --matchups (default 3)"), N_("D") },
    { "alphabeta-depth", 0, 0, G_OPTION_ARG_INT, &o->alphabeta_depth, N_("Depth of alpha-beta in --matchups (default 5)"), N_("D") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv_path, N_("Write the report of --matchups or --compare as CSV"), N_("FILE") },
    { "time-limit", 0, 0, G_OPTION_ARG_DOUBLE, &o->time_limit,
      N_("Stop after SECONDS seconds as Ctrl-C does, with exit status 4 (default 0: no limit)"), N_("SECONDS") },
    QD_CLI_RESULT_ENTRY (&o->result),
    { NULL }
  };
  GOptionContext *context;

  context = qd_cli_context_new (_("BOARD — play the war game"), entries, &o->pictures,
    _("BOARD: N lines of N whole numbers (2 <= N <= 12) separated by tabs or spaces.\n"
      "Prints the owners (B, G), the scores, and per player the nodes expanded, nodes\n"
      "per move and milliseconds per move.  Blue moves first.  --tree records a minimax\n"
      "or alpha-beta move (the engine's searches are not recorded).\n"
      "\n"
      "The games of --matchups and --compare (--list-runs) are independent: --shard I/N plays\n"
      "a share of them, --raw FILE keeps each finished game, and “quandary-cli experiment\n"
      "merge” makes the report and the CSV of all the shards' raw files (see --help-sweep).\n"
      "\n"
      "--check LOG… checks game logs (the --log format) on BOARD under --rules, --attrition\n"
      "and --coin: every move legal in its turn, the scores the lines claim, and where a\n"
      "side's agent is minimax:D or alphabeta:D (an “agent blue alphabeta:3” line of the\n"
      "log, else --blue/--green) its move and the nodes a line claims (“nodes N”), from\n"
      "that agent's search run again.  The first wrong line is named and explained.\n"
      "\n"
      "An outside agent (program:COMMAND, agent:NAME: docs/agents.md) plays over Quandary's\n"
      "protocol, confined; one that fails ends the game with a line “forfeit SIDE”, the cause\n"
      "on stderr.  With --matchups it plays minimax and alpha-beta as blue and as green; with\n"
      "--compare (as --blue) it plays itself under every rule set; each game starts it afresh."));
  qd_cli_agents_add_entries (context, &o->outside);
  qd_cli_tree_add_entries (context, &o->tree, TRUE);
  qd_cli_sweep_add_entries (context, &o->sweep);
  qd_cli_report_add_entries (context, &o->report, TRUE);
  qd_cli_check_add_entries (context, &o->check);
  return context;
}

static gboolean
parse_agent (const char *text, QdWargameAgentSpec *spec)
{
  g_autoptr(GError) error = NULL;

  /* An outside agent is started once the options all hold (run). */
  if (qd_agent_spec_is_outside (text))
    {
      memset (spec, 0, sizeof *spec);
      spec->kind = QD_WARGAME_AGENT_OUTSIDE;
      if (qd_agent_spec_check (text, &error))
        return TRUE;
    }
  else if (qd_wargame_agent_spec_parse (text, spec, &error))
    return TRUE;
  qd_cli_usage_error ("%s", error->message);
  return FALSE;
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);

  o->seed = 1;
  o->minimax_depth = 3;
  o->alphabeta_depth = 5;
  o->attrition = QD_WARGAME_DEFAULT_ATTRITION;
  o->coin = 1.0;
  if (!qd_cli_check_parse (context, &o->check, &argc, &argv))
    return FALSE;
  if (argc != 2)
    QD_CLI_USAGE ("%s", argc < 2 ? _("a BOARD file is needed") : _("only one BOARD is allowed"));
  o->path = argv[1];
  o->set = QD_WARGAME_RULES_CLASSIC;
  if (o->rules_text != NULL && !qd_wargame_rule_set_from_string (o->rules_text, &o->set))
    QD_CLI_USAGE (_("unknown rules “%s”: use classic, battle, duel or attrition"), o->rules_text);
  if (!(o->coin >= 0 && o->coin <= 1) || !(o->attrition >= 0 && o->attrition < 1))
    QD_CLI_USAGE (_("--coin must lie in [0, 1] and --attrition in [0, 1)"));
  if (!qd_cli_check_time_limit (o->time_limit) || !qd_cli_tree_check (&o->tree) || !qd_cli_report_check (&o->report) ||
      !qd_cli_agents_check (&o->outside))
    return FALSE;
  if (o->tree.path != NULL && (o->matchups || o->compare || o->replay_path != NULL))
    QD_CLI_USAGE (_("--tree records a move of one game: not with --matchups, --compare or --replay"));
  if (o->minimax_depth < 1 || o->minimax_depth > 64 || o->alphabeta_depth < 1 || o->alphabeta_depth > 64)
    QD_CLI_USAGE (_("depths lie between 1 and 64"));
  if ((int) o->matchups + (int) o->compare + (o->replay_path != NULL) > 1)
    QD_CLI_USAGE (_("--matchups, --compare and --replay exclude each other"));
  if (o->report.gif != NULL && (o->matchups || o->compare))
    QD_CLI_USAGE (_("--gif animates the moves of one game: not with --matchups or --compare"));
  if (!parse_agent (o->blue_text != NULL ? o->blue_text : "alphabeta:5", &o->agents[0]) ||
      !parse_agent (o->green_text != NULL ? o->green_text : "alphabeta:5", &o->agents[1]))
    return FALSE;
  o->has_human = o->agents[0].kind == QD_WARGAME_AGENT_HUMAN || o->agents[1].kind == QD_WARGAME_AGENT_HUMAN;
  o->has_outside = o->agents[0].kind == QD_WARGAME_AGENT_OUTSIDE || o->agents[1].kind == QD_WARGAME_AGENT_OUTSIDE;
  if ((o->matchups || o->compare) && o->has_human)
    QD_CLI_USAGE (_("--matchups and --compare need computer agents"));
  if ((o->matchups || o->compare) && o->agents[0].kind == QD_WARGAME_AGENT_OUTSIDE &&
      o->agents[1].kind == QD_WARGAME_AGENT_OUTSIDE)
    QD_CLI_USAGE (_("--matchups and --compare play one outside agent (--blue or --green) against Quandary's"));
  if (o->compare && o->agents[1].kind == QD_WARGAME_AGENT_OUTSIDE)
    QD_CLI_USAGE (_("--compare plays --blue's agent against itself: name the outside agent with --blue"));
  if (o->has_outside && (qd_cli_check_wanted (&o->check) || o->replay_path != NULL))
    QD_CLI_USAGE (_("an outside agent plays games: not with --check or --replay"));
  if (qd_cli_check_wanted (&o->check))
    {
      if (o->replay_path != NULL || o->matchups || o->compare)
        QD_CLI_USAGE (_("--check checks logs instead of playing: not with --replay, --matchups or --compare"));
      if (o->log_path != NULL || o->csv_path != NULL || o->tree.path != NULL)
        QD_CLI_USAGE (_("--check prints verdicts, not a game: it goes with no --log, --csv or --tree"));
      if (o->time_limit > 0)
        QD_CLI_USAGE (_("--time-limit stops a game: not with --check"));
    }
  if (!qd_cli_check_validate (&o->check, &o->report,
                              qd_cli_pictures_wanted (&o->pictures)))
    return FALSE;
  o->kind = o->matchups ? PLAY_MATCHUPS : o->compare ? PLAY_COMPARE : PLAY_GAME;
  if (o->result != NULL && (o->kind != PLAY_GAME || o->replay_path != NULL || qd_cli_check_wanted (&o->check)))
    QD_CLI_USAGE (_("--result goes with a game played: not with --matchups, --compare, --replay or --check"));
  if (o->kind == PLAY_GAME && (o->sweep.list_runs || o->sweep.shard_text != NULL || o->sweep.raw_path != NULL ||
                               o->sweep.resume_path != NULL))
    QD_CLI_USAGE (_("--list-runs, --shard, --raw and --resume go with --matchups or --compare"));
  return qd_cli_sweep_check (&o->sweep);
}

typedef struct {
  const Options *options;
  QdCliMatch match;        /* the game and its players */
  QdMatchResult end;       /* how it ended */
  int status;              /* qd_cli_match_play's */
  QdProgress progress;
  GArray *notes;           /* QdGameSearchNote: the agents' searches, for the report */
} Play;

static void
play_job (gpointer data)
{
  Play *play = data;

  play->status = qd_cli_match_play (&play->match, &play->end);
}

static void
show_progress (gpointer data)
{
  Play *play = data;

  g_printerr ("\r\033[K%s %" G_GINT64_FORMAT ", %" G_GINT64_FORMAT " %s…", _("move"),
              qd_progress_get (&play->progress.done) + 1, qd_progress_get (&play->progress.nodes), _("nodes"));
}

/* After each move: what the search found, for the report's move list. */
static void
note_move (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 move)
{
  Play *play = data;
  QdWargameMatch *m = game;
  guint n = qd_wargame_record_n_moves (m->result->record);
  QdWargameAgentKind kind = play->options->agents[turn->player].kind;

  if (kind != QD_WARGAME_AGENT_HUMAN && kind != QD_WARGAME_AGENT_RANDOM)
    qd_game_notes_add (play->notes, &(QdGameSearchNote) { n - 1, move, m->thought.value, m->thought.nodes,
                                                          m->thought.time_us });
}

/* A human's move from stdin: the board and a prompt on stderr; the end of
 * the input (or Ctrl-C) stops the game. */
static QdMatchEnd
ask_human (gpointer data, gpointer game, const QdMatchTurn *turn, guint32 *move)
{
  QdWargameMatch *m = game;
  QdWargameRules *rules = qd_wargame_record_get_rules (m->result->record);
  const QdWargameState *st = qd_wargame_record_state (m->result->record);
  g_autofree char *owners = qd_wargame_format_owners (rules, st);

  g_printerr (_("%sblue %d green %d\n"), owners, st->score[QD_WARGAME_BLUE], st->score[QD_WARGAME_GREEN]);
  for (;;)
    {
      g_printerr (_("%s to move (a square such as C3): "), st->to_move == QD_WARGAME_BLUE ? _("blue") : _("green"));
      g_autofree char *line = NULL;
      g_autofree char *shown = NULL;
      guint square;

      if (qd_cli_interrupted () || (line = qd_cli_read_answer ()) == NULL)
        return QD_MATCH_STOPPED;
      if (qd_wargame_square_parse (rules->board.size, line, &square) && qd_wargame_is_legal (rules, st, square))
        {
          *move = square;
          return QD_MATCH_MOVED;
        }
      shown = qd_text_quote (line, -1);
      g_printerr (_("“%s” is not an empty square of the board\n"), shown);
    }
}

static char *
side_name (guint player)
{
  return g_strdup (player == QD_WARGAME_BLUE ? _("blue") : _("green"));
}

gboolean
qd_wargame_cli_write_pictures (const QdCliPictures *pictures, const QdWargameRecord *record)
{
  QdGamePosition final = {
    .draw = qd_wargame_run_draw_position, .game = record, .moves = G_MAXUINT,
    .palette = qd_cli_pictures_palette (pictures),
  };
  QdWargameRenderOptions options;
  double width, height;

  qd_wargame_render_options_init (&options, final.palette);
  options.state = qd_wargame_record_state (record);
  qd_wargame_render_get_size (&qd_wargame_record_get_rules (record)->board, &options, &width, &height);
  return qd_cli_pictures_write (pictures, width, height, qd_game_position_draw, &final);
}

/* A log, for qd_cli_load(): the record of its moves under the rules
 * `user_data`. */
static gpointer
parse_log (const char *contents, gsize length, gpointer rules, GError **error)
{
  return qd_wargame_record_from_log (rules, contents, (gssize) length, error);
}

/* --replay: the log's moves on the board, reported like a game (the
 * result in *out). */
static int
replay (const Options *o, QdWargameRules *rules, QdWargameMatchResult **out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameMatchResult) result = g_new0 (QdWargameMatchResult, 1);
  g_autofree char *report = NULL;
  int status;

  result->record = qd_cli_load (o->replay_path, parse_log, rules, &error);
  if (result->record == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  result->label = g_strdup ("replay");
  for (guint i = 0; i < qd_wargame_record_n_moves (result->record); i++)
    result->moves[qd_wargame_record_move (result->record, i)->player]++;
  result->stopped = !qd_wargame_record_is_over (result->record);
  report = qd_wargame_match_format (result);
  fputs (report, stdout);
  status = qd_wargame_cli_write_pictures (&o->pictures, result->record) ? QD_EXIT_OK : QD_EXIT_INPUT;
  *out = g_steal_pointer (&result);
  return status;
}

/* --check: every log on the board; the agents --blue and --green name
 * (only when given) stand for those a log does not name. */
static int
run_check (Options *o, QdWargameRules *rules)
{
  g_autoptr(QdWargameCheck) check = NULL;
  const char *inputs[] = { o->path, NULL };

  check = qd_wargame_check_new (rules, o->blue_text != NULL ? &o->agents[0] : NULL,
                                o->green_text != NULL ? &o->agents[1] : NULL);
  return qd_cli_check_run (&o->check, inputs, QD_CLI_CHECK_FUNC (qd_wargame_check_answer), check);
}

/* A player as given (--blue, --green), for the match and --result. */
static char *
player_spec (const Options *o, guint p)
{
  const char *given = p == 0 ? o->blue_text : o->green_text;

  if (o->agents[p].kind == QD_WARGAME_AGENT_OUTSIDE)
    return g_strdup (given);
  return qd_wargame_agent_spec_to_string (&o->agents[p]);
}

/* Plays the game through the match loop on a worker; on a terminal (and
 * without a human) stderr shows the moves and nodes.  Ctrl-C and
 * --time-limit stop; an outside agent that forfeits is said on stderr.
 * --tree's tree goes to *tree (NULL without it), the agents' searches to
 * `notes`.  NULL when an outside agent could not be started (*status). */
static QdWargameMatchResult *
play (const Options *o, QdWargameRules *rules, QdSearchTree **tree, GArray *notes, int *status)
{
  g_autoptr(QdWargameMatch) m = qd_wargame_match_new (rules, o->agents, (guint64) o->seed);
  g_autofree char *blue = player_spec (o, 0);
  g_autofree char *green = player_spec (o, 1);
  Play play = { o, .notes = notes };
  gboolean show = !o->has_human && qd_cli_stderr_is_terminal ();
  QdWargameMatchResult *result;

  play.match = (QdCliMatch) {
    .problem = &qd_wargame_problem, .match = m, .specs = { blue, green }, .agents = &o->outside,
    .result_path = o->result, .listener = { .moved = note_move, .human = ask_human }, .listener_data = &play,
    .side_name = side_name, .stop = qd_cli_catch_interrupt_until (o->time_limit),
  };
  m->tree = *tree = qd_cli_tree_new (&o->tree, QD_SEARCH_TREE_GAME);
  m->tree_move = (guint) o->tree.move;
  if (show)
    m->progress = &play.progress;
  qd_cli_run_with_progress ("wargame", show, play_job, show_progress, &play);
  qd_cli_release_interrupt_until ();
  *status = play.status;
  result = play.status == QD_EXIT_USAGE ? NULL : qd_wargame_match_steal_result (m, &play.end);
  qd_match_result_clear (&play.end);
  return result;
}

/* The report (and --log) of the game played; the exit status. */
static int
report (const Options *o, const QdWargameMatchResult *result)
{
  g_autofree char *text = qd_wargame_match_format (result);
  int status = QD_EXIT_OK;

  fputs (text, stdout);
  if (o->log_path != NULL)
    {
      /* A forfeit is a comment (the cause in words is on stderr). */
      g_autofree char *log = qd_wargame_match_log (result);

      if (!qd_cli_write_text (o->log_path, log))
        status = QD_EXIT_INPUT;
    }
  if (result->stopped)
    status = QD_EXIT_STOPPED;
  fflush (stdout);
  if (status == QD_EXIT_STOPPED && qd_cli_time_ran_out ())
    {
      g_printerr (_("quandary-cli: the time limit ran out: what was played is reported\n"));
      status = QD_EXIT_LIMIT;
    }
  if (!qd_wargame_cli_write_pictures (&o->pictures, result->record))
    status = QD_EXIT_INPUT;
  return status;
}

/* The move whose search `tree` recorded: --tree-move, or the first
 * computer move. */
static guint
tree_move (const Options *o, const QdWargameRecord *record)
{
  if (o->tree.move != 0)
    return (guint) o->tree.move;
  for (guint i = 0; i < qd_wargame_record_n_moves (record); i++)
    if (o->agents[qd_wargame_record_move (record, i)->player].kind != QD_WARGAME_AGENT_HUMAN)
      return i + 1;
  return 0;
}

/* --report, --report-bundle and --gif of the game (played or replayed);
 * FALSE when one could not be written. */
static gboolean
finish_report (Options *o, const QdWargameMatchResult *result, const GArray *notes, const QdSearchTree *tree)
{
  QdWargameRun run = { o->path, result->record, { o->agents[0], o->agents[1] }, (guint64) o->seed,
                       o->replay_path, notes, NULL, 0, result->stopped };

  if (tree != NULL && qd_search_tree_is_bound (tree))
    {
      run.tree = tree;
      run.tree_move = tree_move (o, result->record);
    }
  return qd_cli_report_finish (&o->report, qd_cli_report_wanted (&o->report) ? qd_wargame_run_report_new (&run, o->report.palette) : NULL,
                               qd_cli_report_wants_gif (&o->report) ? qd_wargame_animation_new (&run) : NULL);
}

/* --matchups or --compare: the experiment of the options on the board. */
static int
experiment (Options *o, const QdWargameBoard *board)
{
  QdWargameSweepConfig config;

  memset (&config, 0, sizeof config);
  config.mode = o->kind == PLAY_MATCHUPS ? QD_WARGAME_SWEEP_MATCHUPS : QD_WARGAME_SWEEP_COMPARE;
  config.board = *board;
  config.attrition = o->attrition;
  config.seed = (guint64) o->seed;
  if (o->kind == PLAY_MATCHUPS)
    {
      config.set = o->set;
      config.coin = o->coin;
      config.minimax_depth = (guint) o->minimax_depth;
      config.alphabeta_depth = (guint) o->alphabeta_depth;
    }
  else
    {
      config.agent = o->agents[0];
      config.coin = o->coin < 1 ? o->coin : 0.5;
    }
  if (o->has_outside)
    {
      /* One outside agent plays every game, started afresh for each. */
      const char *spec = o->agents[0].kind == QD_WARGAME_AGENT_OUTSIDE ? o->blue_text : o->green_text;
      g_autoptr(QdAgentConfig) outside = qd_cli_agent_config (&o->outside, spec, QD_WARGAME_AGENT_GAME);

      if (outside == NULL)
        return QD_EXIT_USAGE;
      config.outside = (char *) spec;
      config.outside_config = outside;
      memset (&config.agent, 0, sizeof config.agent);
      config.agent.kind = QD_WARGAME_AGENT_ALPHABETA;
      config.agent.depth = 5;
      return qd_wargame_cli_experiment (&config, &o->sweep, o->csv_path, &o->pictures, o->time_limit, &o->report,
                                        o->path);
    }
  return qd_wargame_cli_experiment (&config, &o->sweep, o->csv_path, &o->pictures, o->time_limit, &o->report, o->path);
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWargameBoard) board = NULL;
  g_autoptr(QdWargameMatchResult) result = NULL;
  g_autoptr(GArray) notes = qd_game_notes_new ();
  g_autoptr(QdSearchTree) tree = NULL;
  QdWargameRules *rules;
  int status, played, n_outputs = 5, n_report;
  QdCliFile outputs[7] = { { "--log", o->log_path }, { "--csv", o->csv_path },
                           { "--raw", qd_cli_sweep_raw_output (&o->sweep) }, { "--tree", o->tree.path },
                           { "--result", o->result } };
  const QdCliFile inputs[] = { { NULL, o->path }, { "--replay", o->replay_path }, { "--resume", o->sweep.resume_path } };

  /* Every output is checked before the work that makes it (--tree before
   * the game is played). */
  if ((n_report = qd_cli_report_outputs (&o->report, outputs + n_outputs)) < 0)
    return QD_EXIT_USAGE;
  n_outputs += n_report;
  if (!o->sweep.list_runs &&
      (status = qd_cli_check_files (inputs, G_N_ELEMENTS (inputs), &o->pictures, outputs, (guint) n_outputs)) != QD_EXIT_OK)
    return status;

  board = qd_cli_load_format (o->path, qd_wargame_problem.format, &error);
  if (board == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  qd_cli_report_begin (&o->report);
  if (o->kind != PLAY_GAME)
    return experiment (o, board);
  rules = qd_wargame_rules_new (board, o->set, o->attrition, o->coin);
  if (qd_cli_check_wanted (&o->check))
    {
      status = run_check (o, rules);
      qd_wargame_rules_unref (rules);
      return status;
    }
  if (o->replay_path != NULL)
    status = replay (o, rules, &result);
  else if ((result = play (o, rules, &tree, notes, &played)) != NULL)
    {
      status = report (o, result);
      /* --result could not be written. */
      if (played == QD_EXIT_INPUT && status == QD_EXIT_OK)
        status = QD_EXIT_INPUT;
      if (status == QD_EXIT_OK && tree != NULL)
        status = qd_cli_tree_write_game (&o->tree, tree);
    }
  else
    status = played;
  qd_wargame_rules_unref (rules);
  if (result != NULL && !finish_report (o, result, notes, tree) && status == QD_EXIT_OK)
    status = QD_EXIT_INPUT;
  return status;
}

static void
clear_options (Options *o)
{
  g_free (o->blue_text);
  g_free (o->green_text);
  g_free (o->rules_text);
  g_free (o->log_path);
  g_free (o->replay_path);
  g_free (o->csv_path);
  g_free (o->result);
  qd_cli_pictures_clear (&o->pictures);
  qd_cli_tree_clear (&o->tree);
  qd_cli_sweep_clear (&o->sweep);
  qd_cli_report_clear (&o->report);
  qd_cli_check_clear (&o->check);
}

QD_CLI_DEFINE_MAIN (static, cli_main)

const QdCliCommand qd_wargame_cli_commands[] = {
  { "wargame", N_("Play the war game: agents, matchups, extended rules, logs"), cli_main, FALSE,
    qd_wargame_cli_experiment_merge },
  { NULL }
};
