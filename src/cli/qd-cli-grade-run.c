/* qd-cli-grade-run.c — one test of a manifest on one submission
 * (qd-cli-grade.h): an output test's program run confined and its answer
 * checked by the command's --check; a play test's games played by the
 * game's command, the student's agent from a registry of the run's own. */
#include "config.h"
#include "qd-cli-grade.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "cli/qd-cli.h"
#include "core/qd-file.h"
#include "core/qd-program.h"
#include "core/qd-text.h"

#define MAX_OUTPUT (10 * 1024 * 1024)
#define ANSWER_NAME ".quandary-answer"
#define AGENT_NAME "submission"

static void
set_outcome (QdGradeOutcome *outcome, gboolean passed, double score, char *output)
{
  outcome->passed = passed;
  outcome->score = score;
  g_free (outcome->output);
  /* Feedback quotes what the program wrote (its stderr, its answer, an
   * agent's moves): escaped, its lines kept, for every file and view. */
  outcome->output = qd_text_escape_controls (output, TRUE);
  g_free (output);
}

/* Runs quandary-cli with `args` (after its path) in `folder`; its exit
 * status, or -1 when it could not run (the reason in *err). */
static gint
run_cli (const QdGradeContext *context, const char *folder, const char *const *args, char **envp, char **out,
         char **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  gint status = 0;

  g_ptr_array_add (argv, (gpointer) context->cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (folder, (char **) argv->pdata, envp, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error))
    {
      g_free (*err);
      *err = g_strdup (error->message);
      return -1;
    }
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}

char *
qd_grade_child_cli (GError **error)
{
  const char *chosen = g_getenv ("QD_GRADE_CLI");

  if (chosen != NULL && chosen[0] != '\0')
    return g_strdup (chosen);
  return g_file_read_link ("/proc/self/exe", error);
}

/* The environment of the commands run: the C locale (their results are read
 * here), and with `config` a registry of the run's own. */
char **
qd_grade_environment (const char *config)
{
  char **envp = g_get_environ ();

  envp = g_environ_setenv (envp, "LC_ALL", "C.UTF-8", TRUE);
  envp = g_environ_unsetenv (envp, "LANGUAGE");
  if (config != NULL)
    envp = g_environ_setenv (envp, "XDG_CONFIG_HOME", config, TRUE);
  /* The sandbox was found to work before anything ran: the games' commands
   * need not try it again each (a bubblewrap start a game). */
  if (qd_program_sandbox_available (NULL))
    envp = g_environ_setenv (envp, QD_PROGRAM_SANDBOX_CHECKED, "1", TRUE);
  return envp;
}

/* --------------------------------------------------------------- output */

/* The student's command line: program= split as a shell splits it, then
 * {input} and {output} replaced in each word ("--in={input}" too) in one
 * pass, so that a path holding "{output}", a quote or a space is that path. */
static char **
program_argv (const QdGradeTest *t, const char *input, const char *output, GError **error)
{
  char **argv = NULL;

  if (!g_shell_parse_argv (t->program, NULL, &argv, error))
    return NULL;
  for (guint i = 0; argv[i] != NULL; i++)
    {
      GString *word = g_string_new (NULL);

      for (const char *p = argv[i]; *p != '\0';)
        if (g_str_has_prefix (p, "{input}"))
          {
            g_string_append (word, input != NULL ? input : "");
            p += strlen ("{input}");
          }
        else if (g_str_has_prefix (p, "{output}"))
          {
            g_string_append (word, output);
            p += strlen ("{output}");
          }
        else
          g_string_append_c (word, *p++);
      g_free (argv[i]);
      argv[i] = g_string_free (word, FALSE);
    }
  return argv;
}

/* Why the run gave no answer, or NULL when it did. */
static char *
run_failure (QdProgram *program, QdProgramRead read, const QdGradeTest *t)
{
  g_autofree char *end = NULL;
  g_autofree char *last = NULL;
  char *cause;

  switch (read)
    {
    case QD_PROGRAM_TIMEOUT:
      cause = g_strdup_printf (_("no answer within %g s: it was stopped"), t->timeout);
      break;
    case QD_PROGRAM_TOO_LONG:
      cause = g_strdup (_("more than 10 MB of output"));
      break;
    case QD_PROGRAM_STOPPED:
      cause = g_strdup (_("the grading was stopped"));
      break;
    default:
      if (qd_program_exited_ok (program))
        return NULL;
      end = qd_program_describe_end (program);
      cause = g_strdup_printf (_("your program: %s"), end != NULL ? end : _("ended"));
      break;
    }
  /* The last line it wrote on stderr says why, often. */
  if ((last = qd_text_last_line (qd_program_get_stderr (program))) != NULL)
    {
      char *with = g_strdup_printf (_("%s\nIts last line on stderr: %s"), cause, last);

      g_free (cause);
      cause = with;
    }
  return cause;
}

/* The answer: the {output} file, or what it printed. */
static GBytes *
read_answer (const QdGradeTest *t, QdProgram *program, const char *output, GBytes *printed, char **why)
{
  g_autoptr(GError) error = NULL;
  GBytes *answer;

  if (strstr (t->program, "{output}") == NULL)
    return g_bytes_ref (printed);
  answer = qd_program_read_file (program, output, MAX_OUTPUT, &error);
  if (answer == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    *why = g_strdup (_("it wrote no output file"));
  else if (answer == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE))
    *why = g_strdup (_("its output file holds more than 10 MB"));
  else if (answer == NULL)
    *why = g_strdup (_("its output file cannot be read (not a plain file)"));
  return answer;
}

/* The answer checked by the command's --check: its verdict. */
static void
check_answer (const QdGradeContext *context, const QdGradeManifest *m, const QdGradeTest *t, const char *answer,
              QdGradeOutcome *outcome)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(GStrv) envp = qd_grade_environment (NULL);
  g_autofree char *out = NULL, *err = NULL;
  gint status;

  for (guint i = 0; t->command[i] != NULL; i++)
    g_ptr_array_add (args, t->command[i]);
  g_ptr_array_add (args, "--check");
  g_ptr_array_add (args, (gpointer) answer);
  if (t->strict)
    g_ptr_array_add (args, "--check-strict");
  g_ptr_array_add (args, NULL);
  status = run_cli (context, m->folder, (const char *const *) args->pdata, envp, &out, &err);
  if (status == 0)
    set_outcome (outcome, TRUE, t->points, g_strdup (_("Correct.")));
  else if (status == 1)
    set_outcome (outcome, FALSE, 0, qd_text_replace (g_strchomp (out), answer, _("your answer")));
  else
    set_outcome (outcome, FALSE, 0, g_strdup_printf (_("The check could not run (the manifest's command?): %s"),
                                                     err != NULL ? g_strchomp (err) : ""));
}

/* Writes the answer where the check reads it (a folder of the grader's
 * own), and --keep's copy; the path, or NULL with *why: the grader's own
 * error (a full disk), never the student's. */
static char *
keep_answer (GBytes *given, const char *folder, const char *kept, char **why)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = g_build_filename (folder, ANSWER_NAME, NULL);
  gconstpointer data = g_bytes_get_data (given, NULL);
  gssize size = (gssize) g_bytes_get_size (given);

  if (!g_file_set_contents (answer, data, size, &error))
    {
      *why = g_strdup_printf (_("The answer could not be kept: %s"), error->message);
      return NULL;
    }
  if (kept != NULL)
    {
      g_autofree char *path = g_strconcat (kept, ".answer", NULL);

      /* --keep: the answer a person opens later in its tab's check. */
      if (!g_file_set_contents (path, data, size, &error))
        {
          *why = g_strdup_printf (_("The answer could not be kept: %s"), error->message);
          return NULL;
        }
    }
  return g_steal_pointer (&answer);
}

void
qd_grade_program_options (const QdGradeContext *context, const QdGradeTest *t, const char *folder,
                          QdProgramOptions *options)
{
  qd_program_options_init (options);
  options->folder = folder;
  options->memory_mb = t->memory_mb;
  options->disk_mb = t->disk_mb;
  options->processes = t->processes;
  options->env = (const char *const *) t->env;
  options->sandbox = context->no_sandbox ? QD_PROGRAM_SANDBOX_OFF : QD_PROGRAM_SANDBOX_ON;
}

/* A program that did not start: the student's failure, or, when its
 * sandbox could not be set up, the grader's (no score). */
static void
set_start_failure (QdGradeOutcome *outcome, const GError *error)
{
  set_outcome (outcome, FALSE, 0, g_strdup_printf (_("It could not start: %s"), error->message));
  if (error->domain == QD_PROGRAM_SETUP_ERROR)
    outcome->setup_error = g_strdup (error->message);
}

static void
run_output (const QdGradeContext *context, const QdGradeManifest *m, const QdGradeTest *t, const char *folder,
            const char *kept, QdGradeOutcome *outcome)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *input = NULL, *output = NULL, *answer = NULL, *why = NULL, *name = NULL, *own = NULL;
  g_autofree char *output_name = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(QdProgram) program = NULL;
  g_autoptr(GBytes) printed = NULL;
  g_autoptr(GBytes) given = NULL;
  QdProgramOptions options;
  QdProgramRead read;
  int lock = -1;

  qd_grade_program_options (context, t, folder, &options);
  options.cpu_seconds = (guint) ceil (t->timeout) + 1;
  options.max_line = MAX_OUTPUT;
  if ((program = qd_program_new (&options, &error)) == NULL)
    {
      /* Before anything of the student's runs (its folder, the sandbox, the
       * grader's scratch folder): the entry's setup, never its zero. */
      set_start_failure (outcome, error);
      if (outcome->setup_error == NULL)
        outcome->setup_error = g_strdup (error->message);
      return;
    }
  /* The command's input, copied into its scratch folder: a hidden test's
   * input is never shown where it lies. */
  if (t->input >= 0)
    {
      g_autofree char *from = g_build_filename (m->folder, t->command[t->input], NULL);

      name = g_path_get_basename (from);
      input = g_build_filename (qd_program_get_scratch (program), name, NULL);
      if (!qd_program_add_input (program, name, from, &error))
        {
          /* The manifest's input: the grader's, whoever is graded. */
          outcome->grader_error = g_strdup_printf (_("The input could not be copied: %s"), error->message);
          set_outcome (outcome, FALSE, 0, g_strdup (outcome->grader_error));
          return;
        }
    }
  output_name = g_strdup (g_strcmp0 (name, "output") == 0 ? "output.txt" : "output");
  output = g_build_filename (qd_program_get_scratch (program), output_name, NULL);
  if ((argv = program_argv (t, input, output, &error)) == NULL)
    {
      set_outcome (outcome, FALSE, 0, g_strdup_printf (_("The manifest's program= cannot be read: %s"), error->message));
      return;
    }
  if (strstr (t->program, "{output}") != NULL)
    qd_program_keep_scratch (program);
  if (!qd_program_launch (program, (const char *const *) argv, &error))
    {
      set_start_failure (outcome, error);
      return;
    }
  qd_program_close_input (program);
  read = qd_program_read_all (program, g_get_monotonic_time () + (gint64) (t->timeout * G_USEC_PER_SEC),
                              context->stop, MAX_OUTPUT, &printed);
  qd_program_end (program, 200);
  if ((why = run_failure (program, read, t)) == NULL &&
      (given = read_answer (t, program, output_name, printed, &why)) != NULL)
    {
      /* Where it is kept is the grader's: its failure is no one's zero. */
      if ((own = qd_file_make_locked_folder (NULL, QD_GRADE_FOLDER_PREFIX, &lock, &error)) == NULL)
        outcome->grader_error = g_strdup_printf (_("The answer could not be kept: %s"), error->message);
      else
        answer = keep_answer (given, own, kept, &outcome->grader_error);
    }
  g_clear_pointer (&program, qd_program_free);
  if (outcome->grader_error != NULL)
    set_outcome (outcome, FALSE, 0, g_strdup (outcome->grader_error));
  else if (why != NULL)
    set_outcome (outcome, FALSE, 0, g_steal_pointer (&why));
  else
    check_answer (context, m, t, answer, outcome);
  if (own != NULL)
    qd_file_remove_tree (own);
  if (lock >= 0)
    close (lock);
}

/* ----------------------------------------------------------------- play */

/* The registry of the run: the student's agent, its folder and limits. */
static gboolean
write_registry (const char *config, const QdGradeTest *t, const char *folder, gboolean no_sandbox, GError **error)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *dir = g_build_filename (config, "quandary", NULL);
  g_autofree char *path = g_build_filename (dir, "agents.conf", NULL);
  g_autofree char *time = g_strdup_printf ("%g", t->timeout);

  g_key_file_set_string (file, AGENT_NAME, "command", t->agent);
  g_key_file_set_string (file, AGENT_NAME, "folder", folder);
  g_key_file_set_string (file, AGENT_NAME, "move-time", time);
  g_key_file_set_integer (file, AGENT_NAME, "memory", (gint) t->memory_mb);
  g_key_file_set_integer (file, AGENT_NAME, "disk", (gint) t->disk_mb);
  g_key_file_set_integer (file, AGENT_NAME, "processes", (gint) t->processes);
  if (t->env != NULL)
    g_key_file_set_string_list (file, AGENT_NAME, "env", (const char *const *) t->env, g_strv_length (t->env));
  if (no_sandbox)
    g_key_file_set_boolean (file, AGENT_NAME, "sandbox", FALSE);
  g_key_file_set_string (file, AGENT_NAME, "games", t->game[0]);
  return g_mkdir_with_parents (dir, 0700) == 0 && g_key_file_save_to_file (file, path, error);
}

/* The game's typed result (its --result FILE) into `result`: FALSE when
 * there is none. */
static gboolean
read_result (const char *path, QdGradeGame *result)
{
  g_autofree char *text = NULL;
  gsize length;
  g_auto(QdMatchResult) match = { 0 };

  if (!g_file_get_contents (path, &text, &length, NULL) || !qd_match_result_from_json (text, length, &match, NULL)
      || match.end == QD_MATCH_STOPPED || match.end == QD_MATCH_RAN_OUT || match.end == QD_MATCH_NO_INPUT)
    return FALSE;
  /* A game of more than two players gives the roles past the second to
   * the second player's agent (the game's command does): their win is its. */
  result->winner = match.winner > 0 ? MIN (match.winner, 2) : 0;
  result->forfeit = match.end == QD_MATCH_FORFEIT;
  /* The loser's cause, as its agent's words: escaped (a tournament prints them). */
  if (result->forfeit && match.reason != NULL)
    {
      const char *cause = match.reason;

      if (g_str_has_prefix (cause, QD_MATCH_FORFEIT_PREFIX))
        cause += strlen (QD_MATCH_FORFEIT_PREFIX);
      result->cause = qd_text_escape_controls (cause, FALSE);
    }
  return TRUE;
}

void
qd_grade_game_clear (QdGradeGame *game)
{
  g_clear_pointer (&game->cause, g_free);
  g_clear_pointer (&game->error, g_free);
}

gboolean
qd_grade_play_game (const QdGradeContext *context, const char *folder, char **envp, char *const *game,
                    const char *first, const char *second, guint seed, const char *log, QdGradeGame *result)
{
  const QdProblemGame *play = qd_cli_find_game (game[0]);
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *out = NULL, *err = NULL, *result_path = NULL;
  g_autoptr(GError) error = NULL;
  gint status, fd;

  memset (result, 0, sizeof *result);
  result->winner = -1;
  if (play == NULL)
    {
      result->error = g_strdup_printf (_("%s is not a game"), game[0]);
      return FALSE;
    }
  /* The game's result comes back in a file of its own, never from its text. */
  if ((fd = g_file_open_tmp ("qd-result-XXXXXX.json", &result_path, &error)) < 0)
    {
      result->error = g_strdup_printf (_("the game's result file could not be made: %s"), error->message);
      result->ours = TRUE;
      return FALSE;
    }
  close (fd);
  for (guint k = 0; game[k] != NULL; k++)
    g_ptr_array_add (args, g_strdup (game[k]));
  g_ptr_array_add (args, g_strdup (play->player_options[0]));
  g_ptr_array_add (args, g_strdup (first));
  g_ptr_array_add (args, g_strdup (play->player_options[1]));
  g_ptr_array_add (args, g_strdup (second));
  /* Each game its own seed (random agents, a coin). */
  if (play->has_seed)
    {
      g_ptr_array_add (args, g_strdup ("--seed"));
      g_ptr_array_add (args, g_strdup_printf ("%u", seed));
    }
  if (context->no_sandbox)
    g_ptr_array_add (args, g_strdup ("--no-sandbox"));
  if (log != NULL && play->record_option != NULL)
    {
      g_ptr_array_add (args, g_strdup (play->record_option));
      g_ptr_array_add (args, g_strdup (log));
    }
  g_ptr_array_add (args, g_strdup ("--result"));
  g_ptr_array_add (args, g_strdup (result_path));
  g_ptr_array_add (args, NULL);
  status = run_cli (context, folder, (const char *const *) args->pdata, envp, &out, &err);
  if (status != 0 || !read_result (result_path, result))
    {
      g_unlink (result_path);
      qd_grade_game_clear (result);
      result->winner = -1;
      result->error = g_strdup (err != NULL && err[0] != '\0' ? g_strchomp (err) : _("no result"));
      /* Its result or its record not written where the grader said: the
       * grader's folder (full), not the game. */
      result->ours = (err != NULL && strstr (err, result_path) != NULL) ||
                     (log != NULL && err != NULL && strstr (err, log) != NULL);
      return FALSE;
    }
  g_unlink (result_path);
  if (log != NULL && play->record_option == NULL && !g_file_set_contents (log, out, -1, NULL))
    {
      result->error = g_strdup_printf (_("%s: the game's record could not be written"), log);
      result->ours = TRUE;
      return FALSE;
    }
  return TRUE;
}

static void
run_play (const QdGradeContext *context, const QdGradeManifest *m, const QdGradeTest *t, const char *folder,
          const char *kept, QdGradeOutcome *outcome)
{
  g_autoptr(GError) error = NULL;
  int lock = -1;
  g_autofree char *config = qd_file_make_locked_folder (NULL, QD_GRADE_FOLDER_PREFIX, &lock, &error);
  guint wins = 0, draws = 0, losses = 0, forfeits = 0, played = 0;
  g_autoptr(GString) notes = g_string_new (NULL);
  g_auto(GStrv) envp = NULL;
  double rate;

  if (config == NULL || !write_registry (config, t, folder, context->no_sandbox, &error))
    {
      /* The grader's own folder: its error, no one's zero. */
      outcome->grader_error = g_strdup_printf (_("No registry for the agent: %s"),
                                               error != NULL ? error->message : g_strerror (errno));
      set_outcome (outcome, FALSE, 0, g_strdup (outcome->grader_error));
      if (config != NULL)
        qd_file_remove_tree (config);
      if (lock >= 0)
        close (lock);
      return;
    }
  envp = qd_grade_environment (config);
  for (guint i = 0; i < t->games && !(context->stop != NULL && g_atomic_int_get (context->stop)); i++)
    {
      gboolean first = t->side == QD_GRADE_AS_FIRST || (t->side == QD_GRADE_AS_BOTH && i % 2 == 0);
      g_autofree char *log = kept != NULL ? g_strdup_printf ("%s-%u.%s", kept, i + 1,
                                                             qd_cli_find_game (t->game[0])->record_extension)
                                          : NULL;
      QdGradeGame game;

      if (!qd_grade_play_game (context, m->folder, envp, t->game, first ? "agent:" AGENT_NAME : t->opponent,
                               first ? t->opponent : "agent:" AGENT_NAME, i / 2 + 1, log, &game))
        {
          const char *setup = game.error != NULL ? strstr (game.error, QD_CLI_SETUP_ERROR_PREFIX) : NULL;

          /* The game's own line, at the start of one of its lines. */
          if (setup != NULL && (setup == game.error || setup[-1] == '\n'))
            outcome->setup_error = g_strndup (setup + strlen (QD_CLI_SETUP_ERROR_PREFIX),
                                              strcspn (setup + strlen (QD_CLI_SETUP_ERROR_PREFIX), "\n"));
          if (game.ours)
            outcome->grader_error = g_strdup (game.error);
          set_outcome (outcome, FALSE, 0,
                       g_strdup_printf (_("The game could not be played (the manifest's game= or opponent=?): %s"),
                                        game.error));
          qd_grade_game_clear (&game);
          qd_file_remove_tree (config);
          close (lock);
          return;
        }
      played++;
      if (game.winner == 0)
        draws++;
      else if ((game.winner == 1) == first)
        wins++;
      else
        {
          losses++;
          /* A loss by forfeit is the student's agent's forfeit. */
          if (game.forfeit && game.cause != NULL && forfeits++ < 3)
            g_string_append_printf (notes, first ? _("Game %u (your agent first): it forfeits: %s\n")
                                                 : _("Game %u (your agent second): it forfeits: %s\n"),
                                    i + 1, game.cause);
        }
      qd_grade_game_clear (&game);
    }
  qd_file_remove_tree (config);
  close (lock);
  rate = played > 0 ? (wins + draws / 2.0) / played : 0;
  {
    gboolean passed = played == t->games &&
                      (t->pass_by_score ? rate >= t->pass_at - 1e-9 : wins >= (guint) t->pass_at);
    double score = passed ? t->points : t->partial ? t->points * (t->pass_by_score ? rate : (double) wins / t->games) : 0;
    char *text = g_strdup_printf (_("%u wins, %u draws, %u losses in %u games against %s (score %.3f; "
                                    "to pass: %s%g)%s%s"),
                                  wins, draws, losses, played, t->opponent, rate,
                                  t->pass_by_score ? "score>=" : "wins>=", t->pass_at,
                                  notes->len > 0 ? "\n" : "", g_strchomp (notes->str));

    set_outcome (outcome, passed, score, text);
  }
}

void
qd_grade_run_test (const QdGradeContext *context, const QdGradeManifest *manifest, const QdGradeTest *test,
                   const char *folder, const char *kept, QdGradeOutcome *outcome)
{
  memset (outcome, 0, sizeof *outcome);
  if (test->kind == QD_GRADE_OUTPUT)
    run_output (context, manifest, test, folder, kept, outcome);
  else
    run_play (context, manifest, test, folder, kept, outcome);
}
