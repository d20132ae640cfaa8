/* qd-cli-tournament.c — `quandary-cli tournament --agent A --agent B … GAME
 * [-- GAME-OPTION…]` (docs/grading.md): agents (Quandary's or outside ones)
 * play a round robin or a gauntlet, N games a pairing with colours swapped,
 * through the game's command (qd_grade_play_game); the standings, a
 * crosstable and Bradley–Terry ratings on the Elo scale with a 95%
 * interval (core/qd-standings, the window's Tournament ranks with it too).
 * The games are a sweep's runs (-j, --shard, --raw, --resume, experiment
 * merge). */
#include "config.h"
#include "cli/qd-cli.h"
#include "cli/qd-cli-agents.h"
#include "qd-cli-grade.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-standings.h"
#include "core/qd-text.h"

#define EXPERIMENT "tournament"
#define MAX_AGENTS 64
static const char *const raw_columns[] = { "run", "key", "first", "second", "winner", "forfeit", "cause", NULL };

typedef struct {
  char **agents;             /* --agent, repeated */
  gint games;                /* --games per pairing */
  gboolean gauntlet;         /* the first agent against each other one */
  char *logs;                /* --logs DIR */
  char *csv;
  QdCliAgents outside;       /* --move-time */
  QdCliSweep sweep;
  char **game;               /* the game's command line */
} Options;

/* One game's result, by run. */
typedef struct {
  gboolean played;
  guint first, second;       /* agents' indexes */
  gint winner;               /* 1, 2, 0 */
  gboolean forfeit;
  char *cause;
} Game;

typedef struct {
  guint n_agents;
  char **agents;
  guint per_pairing;
  gboolean gauntlet;
  guint n_pairings;
  Game *games;               /* n_pairings * per_pairing */
} Tournament;

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "agent", 'a', 0, G_OPTION_ARG_STRING_ARRAY, &o->agents,
      N_("An agent of the tournament (repeat it): one of the game's own or program:COMMAND, agent:NAME"), N_("AGENT") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &o->games, N_("Games per pairing, colours swapped (default 2)"), "N" },
    { "gauntlet", 0, 0, G_OPTION_ARG_NONE, &o->gauntlet,
      N_("The first agent against each of the others, not every pair"), NULL },
    { "logs", 0, 0, G_OPTION_ARG_FILENAME, &o->logs,
      N_("Keep every game's record in DIR, in the game's own format"), N_("DIR") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv, N_("Write the standings as CSV"), N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autofree char *names = qd_cli_game_names ();
  g_autofree char *games_line = NULL;
  g_autofree char *description = NULL;
  guint first;

  o->games = 2;
  /* Translators: %s is the list of games, "kcell, wargame BOARD or colorgame MAP". */
  games_line = g_strdup_printf (_("GAME: %s; its options after “--”."), names);
  description = g_strconcat (games_line, "\n",
    /* xgettext:no-c-format */
    _("The agents play every pair (or, with --gauntlet, the first against each other) --games\n"
      "times, each agent first in half of them, game k with --seed ⌊k/2⌋+1.  Prints the\n"
      "standings (points: 1 a win, ½ a draw; forfeits), Bradley–Terry ratings on the Elo\n"
      "scale with their 95% interval, and the crosstable.  The games are independent runs:\n"
      "-j N plays N at once, --shard I/N a share, --raw FILE keeps each, and “quandary-cli\n"
      "experiment merge” makes the standings of the shards' raw files."), NULL);
  context = qd_cli_context_new (_("GAME [-- GAME-OPTION…] — a tournament of agents"), entries, NULL, description);
  qd_cli_agents_add_entries (context, &o->outside);
  qd_cli_sweep_add_entries (context, &o->sweep);
  if (!qd_cli_parse_options (context, &argc, &argv) || !qd_cli_sweep_check (&o->sweep) ||
      !qd_cli_agents_check (&o->outside))
    return FALSE;
  first = argc > 1 && g_str_equal (argv[1], "--") ? 2 : 1;
  if ((guint) argc <= first)
    QD_CLI_USAGE (_("name the GAME: %s"), names);
  if (qd_cli_find_game (argv[first]) == NULL)
    QD_CLI_USAGE (_("“%s” is not a game: use %s"), argv[first], names);
  o->game = g_new0 (char *, (gsize) argc + 1);
  for (guint i = first, k = 0; i < (guint) argc; i++)
    if (!g_str_equal (argv[i], "--"))
      o->game[k++] = g_strdup (argv[i]);
  /* The game's command gives outside agents their time. */
  if (o->outside.move_time > 0)
    {
      guint k = g_strv_length (o->game);

      o->game = g_renew (char *, o->game, k + 3);
      o->game[k] = g_strdup ("--move-time");
      o->game[k + 1] = g_strdup_printf ("%g", o->outside.move_time);
      o->game[k + 2] = NULL;
    }
  if (o->agents == NULL || g_strv_length (o->agents) < 2 || g_strv_length (o->agents) > MAX_AGENTS)
    QD_CLI_USAGE (_("a tournament has from 2 to %d agents (--agent, repeated)"), MAX_AGENTS);
  if (o->games < 1 || o->games > 10000)
    QD_CLI_USAGE (_("--games takes a number from 1 to 10000"));
  return TRUE;
}

static void
tournament_init (Tournament *t, char **agents, guint per_pairing, gboolean gauntlet)
{
  guint total;

  t->agents = agents;
  t->n_agents = g_strv_length (agents);
  t->per_pairing = per_pairing;
  t->gauntlet = gauntlet;
  total = qd_standings_n_games (t->n_agents, per_pairing, gauntlet);
  t->n_pairings = total / per_pairing;
  t->games = g_new0 (Game, total);
  for (guint r = 0; r < total; r++)
    qd_standings_schedule (t->n_agents, per_pairing, gauntlet, r, &t->games[r].first, &t->games[r].second);
}

static void
tournament_clear (Tournament *t)
{
  for (guint r = 0; r < t->n_pairings * t->per_pairing; r++)
    g_free (t->games[r].cause);
  g_free (t->games);
}

static char *
run_key (gconstpointer data, guint64 run)
{
  const Tournament *t = data;
  const Game *g = &t->games[run];

  return g_strdup_printf ("%s vs %s game %u", t->agents[g->first], t->agents[g->second],
                          (guint) (run % t->per_pairing) + 1);
}

/* --------------------------------------------------------------- standings */

/* The standings, the crosstable and the forfeits on stdout; --csv. */
static gboolean
write_standings (const Tournament *t, const char *csv_path)
{
  guint n = t->n_agents;
  g_autoptr(QdStandings) s = qd_standings_new (n);
  GString *csv = g_string_new ("rank,agent,points,games,wins,draws,losses,forfeits,elo,elo_95\n");
  gboolean ok = TRUE;

  for (guint r = 0; r < t->n_pairings * t->per_pairing; r++)
    {
      const Game *g = &t->games[r];

      if (g->played)
        qd_standings_add (s, g->first, g->second, g->winner, g->forfeit, g->cause);
    }
  qd_standings_rank (s);

  printf ("%s, %u games\n", t->gauntlet ? "gauntlet" : "round robin", s->n_games);
  printf ("%-4s %-4s %7s %5s %4s %5s %6s %8s %6s %5s  %s\n", "rank", "#", "points", "games", "wins", "draws", "losses",
          "forfeits", "elo", "±95%", "agent");
  for (guint r = 0; r < n; r++)
    {
      const QdStanding *a = &s->ranked[r];

      qd_string_append_c (csv, "%u,", r + 1);
      qd_text_append_csv_text (csv, t->agents[a->index]);
      qd_string_append_c (csv, ",%g,%u,%u,%u,%u,%u,%.0f,%.0f\n", a->points, a->games, a->wins, a->draws, a->losses,
                          a->forfeits, a->elo, a->interval);
      printf ("%-4u %-4u %7.1f %5u %4u %5u %6u %8u %+6.0f %5.0f  %s\n", r + 1, a->index + 1, a->points, a->games,
              a->wins, a->draws, a->losses, a->forfeits, a->elo, a->interval, t->agents[a->index]);
    }
  /* The crosstable: row i's points against column j. */
  printf ("\n%-4s", "#");
  for (guint j = 0; j < n; j++)
    printf (" %5u", j + 1);
  printf ("\n");
  for (guint i = 0; i < n; i++)
    {
      printf ("%-4u", i + 1);
      for (guint j = 0; j < n; j++)
        if (i == j)
          printf (" %5s", "-");
        else if (s->played[i * n + j] == 0)
          printf (" %5s", ".");
        else
          printf (" %5.1f", s->points[i * n + j]);
      printf ("\n");
    }
  for (guint c = 0; c < s->forfeits->len; c++)
    {
      const QdStandingsForfeit *f = s->forfeits->pdata[c];

      printf ("%sforfeit %u× #%u: %s\n", c == 0 ? "\n" : "", f->count, f->agent + 1, f->cause);
    }
  fflush (stdout);
  if (csv_path != NULL)
    ok = qd_cli_write_text (csv_path, csv->str);
  g_string_free (csv, TRUE);
  return ok;
}

/* ----------------------------------------------------------------- the run */

static char *
settings_line (char **game, char **agents, guint per_pairing, gboolean gauntlet)
{
  g_autofree char *command = g_strjoinv (" ", game);
  g_autofree char *escaped = qd_sweep_format_text (command);
  GString *line = g_string_new (NULL);

  g_string_printf (line, "game=%s games=%u mode=%s agents=", escaped, per_pairing, gauntlet ? "gauntlet" : "round-robin");
  for (guint i = 0; agents[i] != NULL; i++)
    {
      g_autofree char *agent = qd_sweep_format_text (agents[i]);

      g_string_append_printf (line, "%s%s", i > 0 ? "|" : "", agent);
    }
  return g_string_free (line, FALSE);
}

typedef struct {
  Tournament *t;
  const Options *o;
  QdGradeContext context;
  char **envp;
  char *folder;
  GMutex lock;
  guint done, total;
} Play;

static void
play_one (gpointer data, gpointer user_data)
{
  Play *p = user_data;
  guint64 run = GPOINTER_TO_UINT (data) - 1;
  Game *g = &p->t->games[run];
  g_autofree char *log = NULL;
  QdGradeGame result;

  /* Interrupted (Ctrl-C, the window's Stop): the games not begun are not
   * played, those done are kept. */
  if (p->context.stop != NULL && g_atomic_int_get (p->context.stop))
    return;
  if (p->o->logs != NULL)
    {
      g_autofree char *name = g_strdup_printf ("game-%04u.%s", (guint) run + 1,
                                               qd_cli_find_game (p->o->game[0])->record_extension);

      log = g_build_filename (p->o->logs, name, NULL);
    }
  if (!qd_grade_play_game (&p->context, p->folder, p->envp, p->o->game, p->t->agents[g->first],
                           p->t->agents[g->second], (guint) (run % p->t->per_pairing) / 2 + 1, log, &result))
    {
      if (!(p->context.stop != NULL && g_atomic_int_get (p->context.stop)))
        g_printerr (_("quandary-cli: game %u (%s against %s) could not be played: %s\n"), (guint) run + 1,
                    p->t->agents[g->first], p->t->agents[g->second], result.error);
      qd_grade_game_clear (&result);
      return;
    }
  g_mutex_lock (&p->lock);
  g->played = TRUE;
  g->winner = result.winner;
  g->forfeit = result.forfeit;
  g->cause = g_steal_pointer (&result.cause);
  {
    g_autofree char *key = run_key (p->t, run);
    g_autofree char *winner = g_strdup_printf ("%d", g->winner);
    g_autofree char *cause = qd_sweep_format_text (g->cause != NULL ? g->cause : "");
    const char *fields[] = { p->t->agents[g->first], p->t->agents[g->second], winner, g->forfeit ? "1" : "0", cause,
                             NULL };
    g_autofree char *line = g_strdup_printf ("%s %u/%u", _("games played"), ++p->done, p->total);

    qd_cli_sweep_row (&((Options *) p->o)->sweep, run, key, fields);
    qd_cli_sweep_progress (&((Options *) p->o)->sweep, line);
  }
  g_mutex_unlock (&p->lock);
  qd_grade_game_clear (&result);
}

/* A raw row into its game; FALSE when it is not that run's. */
static gboolean
read_row (Tournament *t, guint64 run, char **f)
{
  Game *g = &t->games[run];
  char *cause;

  if (!qd_standings_read_row (f + 2, t->agents[g->first], t->agents[g->second], &g->winner, &g->forfeit, &cause))
    return FALSE;
  g->played = TRUE;
  g_free (g->cause);
  g->cause = cause;
  return TRUE;
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *settings = settings_line (o->game, o->agents, (guint) o->games, o->gauntlet);
  g_autofree char *cli = NULL;
  const QdCliFile outputs[] = { { "--raw", qd_cli_sweep_raw_output (&o->sweep) }, { "--csv", o->csv } };
  const QdCliFile input = { "--resume", o->sweep.resume_path };
  Tournament t;
  Play play = { &t, o };
  int status;

  if (!qd_cli_agents_can_run (&o->outside, (const char *const *) o->agents))
    return QD_EXIT_INPUT;
  /* Outside agents get the move time of --move-time. */
  for (guint i = 0; o->agents[i] != NULL; i++)
    if (qd_agent_spec_is_outside (o->agents[i]))
      {
        g_autoptr(QdAgentConfig) config = qd_cli_agent_config (&o->outside, o->agents[i], o->game[0]);

        if (config == NULL)
          return QD_EXIT_USAGE;
      }
  if (!o->sweep.list_runs && (status = qd_cli_check_files (&input, 1, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK)
    return status;
  if (o->logs != NULL && g_mkdir_with_parents (o->logs, 0755) != 0)
    {
      g_printerr ("quandary-cli: %s: %s\n", o->logs, g_strerror (errno));
      return QD_EXIT_INPUT;
    }
  tournament_init (&t, o->agents, (guint) o->games, o->gauntlet);
  play.total = t.n_pairings * t.per_pairing;
  if (!qd_cli_sweep_begin (&o->sweep, EXPERIMENT, settings, play.total, raw_columns))
    {
      tournament_clear (&t);
      return QD_EXIT_INPUT;
    }
  if (o->sweep.list_runs)
    {
      qd_cli_sweep_list (&o->sweep, play.total, run_key, &t);
      tournament_clear (&t);
      return QD_EXIT_OK;
    }
  for (guint r = 0; o->sweep.resumed != NULL && r < o->sweep.resumed->rows->len; r++)
    if (!read_row (&t, o->sweep.resumed->runs[r], o->sweep.resumed->rows->pdata[r]))
      {
        qd_sweep_raw_bad_row (o->sweep.resumed, r, -1, &error);
        qd_cli_print_error (error);
        tournament_clear (&t);
        return QD_EXIT_INPUT;
      }
  cli = qd_grade_child_cli (&error);
  if (cli == NULL)
    {
      qd_cli_print_error (error);
      tournament_clear (&t);
      return QD_EXIT_INPUT;
    }
  play.context.cli = cli;
  play.context.no_sandbox = o->outside.no_sandbox;
  play.context.stop = qd_cli_catch_interrupt ();
  play.envp = qd_grade_environment (NULL);
  play.folder = g_get_current_dir ();
  g_mutex_init (&play.lock);
  {
    GThreadPool *pool = g_thread_pool_new (play_one, &play, o->sweep.jobs, TRUE, NULL);

    for (guint64 r = 0; r < play.total; r++)
      if (qd_cli_sweep_selects (&o->sweep, r))
        g_thread_pool_push (pool, GUINT_TO_POINTER ((guint) r + 1), NULL);
    g_thread_pool_free (pool, FALSE, TRUE);
  }
  g_mutex_clear (&play.lock);
  qd_cli_release_interrupt ();
  g_strfreev (play.envp);
  g_free (play.folder);
  status = qd_cli_sweep_end (&o->sweep) && write_standings (&t, o->csv) ? QD_EXIT_OK : QD_EXIT_INPUT;
  tournament_clear (&t);
  return status == QD_EXIT_OK && qd_cli_interrupted () ? QD_EXIT_STOPPED : status;
}

static void
clear_options (Options *o)
{
  g_strfreev (o->agents);
  g_free (o->logs);
  g_free (o->csv);
  g_strfreev (o->game);
  qd_cli_sweep_clear (&o->sweep);
}

QD_CLI_DEFINE_MAIN (, qd_cli_tournament)

/* `experiment merge` of tournament shards: the standings of them all. */
int
qd_cli_tournament_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                         QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *found = NULL;
  const char *const names[] = { "game", "games", "mode", "agents", NULL };
  char *v[4] = { NULL };
  g_auto(GStrv) escaped = NULL;
  g_autoptr(GPtrArray) agents = g_ptr_array_new_with_free_func (g_free);
  guint64 per_pairing = 0, count = 0;
  Tournament t;
  gboolean ok;
  int status;

  ok = qd_sweep_raw_check (raws, n, &found, &count, &error) &&
       qd_sweep_raw_check_columns (raws[0], EXPERIMENT, raw_columns, &error) &&
       qd_sweep_settings_split (raws[0]->settings, names, v, &error);
  if (ok)
    {
      escaped = g_strsplit (v[3], "|", -1);
      for (guint i = 0; escaped[i] != NULL; i++)
        {
          char *agent = qd_sweep_parse_text (escaped[i]);

          if (agent != NULL)
            g_ptr_array_add (agents, agent);
        }
      g_ptr_array_add (agents, NULL);
      ok = agents->len == g_strv_length (escaped) + 1 && agents->len >= 3 &&
           g_ascii_string_to_unsigned (v[1], 10, 1, 10000, &per_pairing, NULL) &&
           (g_str_equal (v[2], "gauntlet") || g_str_equal (v[2], "round-robin"));
      if (!ok)
        qd_sweep_settings_error (&error, raws[0]->settings, _("a bad value"));
    }
  if (ok)
    {
      tournament_init (&t, (char **) agents->pdata, (guint) per_pairing, g_str_equal (v[2], "gauntlet"));
      ok = qd_sweep_raw_check_total (raws[0], t.n_pairings * t.per_pairing, &error);
      for (guint f = 0; ok && f < n; f++)
        for (guint r = 0; ok && r < raws[f]->rows->len; r++)
          if (!read_row (&t, raws[f]->runs[r], raws[f]->rows->pdata[r]))
            ok = qd_sweep_raw_bad_row (raws[f], r, -1, &error);
      if (!ok)
        tournament_clear (&t);
    }
  for (guint k = 0; k < G_N_ELEMENTS (v); k++)
    g_free (v[k]);
  if (!ok)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  status = write_standings (&t, csv) ? QD_EXIT_OK : QD_EXIT_INPUT;
  if (count < (guint64) t.n_pairings * t.per_pairing)
    {
      g_autofree char *missing = qd_sweep_describe_missing (found, t.n_pairings * t.per_pairing, 8);

      g_printerr (_("quandary-cli: the raw files lack games %s (counting from 0): the standings have the others\n"),
                  missing);
      status = QD_EXIT_INPUT;
    }
  tournament_clear (&t);
  return status;
}
