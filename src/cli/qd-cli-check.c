/* qd-cli-check.c — checking answers from the command line; see
 * qd-cli-check.h. */
#include "config.h"
#include "qd-cli-check.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "core/qd-agent.h"
#include "core/qd-file.h"
#include "qd-cli.h"

void
qd_cli_check_add_entries (GOptionContext *context, QdCliCheck *check)
{
  GOptionEntry entries[] = {
    { "check", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &check->files,
      N_("Check answers (files or folders of them: every argument up to the next option) against this run's "
         "output instead of printing it: “FILE: correct” or “FILE: wrong at line N” and why"), N_("FILE…") },
    { "check-strict", 0, 0, G_OPTION_ARG_NONE, &check->strict,
      N_("With --check: CRLF line ends, blanks at the end of a line and the final newline count as differences"),
      NULL },
    { "check-csv", 0, 0, G_OPTION_ARG_FILENAME, &check->csv,
      N_("With --check: write one CSV row per answer (file, verdict, line, expected, given) to FILE"), N_("FILE") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

static gboolean
is_check_option (const char *arg)
{
  return strcmp (arg, "--check") == 0;
}

gboolean
qd_cli_check_parse (GOptionContext *context, QdCliCheck *check, int *argc, char ***argv)
{
  g_autoptr(GPtrArray) answers = g_ptr_array_new ();
  int kept = 0;
  char **args = *argv;
  gboolean ok;

  /* "--check A B C": the arguments up to the next option are answers;
   * "--" ends the options, and what follows it is left to the command. */
  for (int i = 0; i < *argc; i++)
    {
      if (strcmp (args[i], "--") == 0)
        {
          while (i < *argc)
            args[kept++] = args[i++];
          break;
        }
      if (i > 0 && is_check_option (args[i]))
        {
          if (i + 1 >= *argc || (args[i + 1][0] == '-' && args[i + 1][1] != '\0'))
            {
              qd_cli_usage_error (_("--check needs at least one FILE or folder"));
              return FALSE;
            }
          while (i + 1 < *argc && !(args[i + 1][0] == '-' && args[i + 1][1] != '\0'))
            g_ptr_array_add (answers, args[++i]);
          continue;
        }
      args[kept++] = args[i];
    }
  *argc = kept;
  args[kept] = NULL;

  ok = qd_cli_parse_options (context, argc, argv);
  if (answers->len > 0)
    {
      /* --check=FILE ones (parsed by GOption) first, then the others. */
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      if (check->files != NULL)
        g_strv_builder_addv (builder, (const char **) check->files);
      for (guint i = 0; i < answers->len; i++)
        g_strv_builder_add (builder, answers->pdata[i]);
      g_strfreev (check->files);
      check->files = g_strv_builder_end (builder);
    }
  return ok;
}

gboolean
qd_cli_check_wanted (const QdCliCheck *check)
{
  return check->files != NULL && check->files[0] != NULL;
}

gboolean
qd_cli_check_validate (const QdCliCheck *check, const QdCliReport *report, gboolean pictures)
{
  if (!qd_cli_check_wanted (check))
    {
      if (check->strict)
        QD_CLI_USAGE (_("--check-strict goes with --check"));
      if (check->csv != NULL)
        QD_CLI_USAGE (_("--check-csv goes with --check"));
      return TRUE;
    }
  if (check->csv != NULL && strcmp (check->csv, "-") == 0)
    QD_CLI_USAGE (_("--check-csv needs a file: the standard output has the verdicts"));
  if (report != NULL && (qd_cli_report_wanted (report) || qd_cli_report_wants_gif (report)))
    QD_CLI_USAGE (_("--check prints verdicts, not a run: it goes with no --report, --report-bundle or --gif"));
  if (pictures)
    QD_CLI_USAGE (_("--check prints verdicts, not a run: it goes with no --png, --svg or --pdf"));
  return TRUE;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The answers in `folder`, its sub-folders' too, in the order of their
 * names; hidden files (".name") are left out.  Nothing else is left out
 * in silence: a sub-folder that cannot be read, a link, a named pipe, any
 * entry that is not a file is an answer too, whose verdict says why it
 * cannot be read (without opening it blocking: qd_file_read). */
static void
add_folder (GPtrArray *paths, const char *folder, guint depth)
{
  g_autoptr(GDir) dir = depth <= 32 ? g_dir_open (folder, 0, NULL) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (dir == NULL)
    {
      g_ptr_array_add (paths, g_strdup (folder));
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = names->pdata[i];

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        add_folder (paths, path, depth + 1);
      else
        g_ptr_array_add (paths, g_strdup (path));
    }
}

/* Every answer: the files given, and the files in each folder given. */
static GPtrArray *
expand_answers (char **files, GPtrArray *empty_folders)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; files[i] != NULL; i++)
    {
      guint before = paths->len;

      if (strcmp (files[i], "-") != 0 && g_file_test (files[i], G_FILE_TEST_IS_DIR))
        {
          add_folder (paths, files[i], 0);
          if (paths->len == before)
            g_ptr_array_add (empty_folders, files[i]);
        }
      else
        g_ptr_array_add (paths, g_strdup (files[i]));
    }
  return paths;
}

static QdCheckResult *
check_file (const char *path, gboolean strict, QdCliCheckFunc check_one, gpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *reason = NULL;
  QdCheckResult *result;
  gsize length;

  if (strcmp (path, "-") != 0)
    file = qd_cli_file (path);
  if (!qd_file_read (file, 0, &contents, &length, &error))
    return qd_check_result_new_unreadable (error->message);
  if (!qd_check_is_text (contents, length, &reason))
    return qd_check_result_new_unreadable (reason);
  result = check_one (data, contents, length, strict);
  /* The window shows the right answer beside the given one; the CLI does not. */
  g_clear_pointer (&result->reference, g_free);
  return result;
}

static void
append_indented (GString *out, const char *indent, const char *text)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    g_string_append_printf (out, "%s%s\n", indent, lines[i]);
}

/* A file's name as a verdict line shows it: a line end or another control
 * character in it escaped, so that one answer is one verdict line. */
static char *
shown_name (const char *file)
{
  GString *out = g_string_new (NULL);

  for (const char *p = file; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      if (c == '\n')
        g_string_append (out, "\\n");
      else if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02X", c);
      else
        g_string_append_c (out, (char) c);
    }
  return g_string_free (out, FALSE);
}

void
qd_cli_check_format (GString *out, const char *path, const QdCheckResult *result)
{
  g_autofree char *file = shown_name (path);

  switch (result->verdict)
    {
    case QD_CHECK_CORRECT:
      g_string_append_printf (out, "%s: correct\n", file);
      return;
    case QD_CHECK_UNREADABLE:
      g_string_append_printf (out, "%s: unreadable\n", file);
      break;
    case QD_CHECK_WRONG:
    default:
      g_string_append_printf (out, "%s: wrong at line %u\n", file, result->line);
      if (result->expected != NULL)
        g_string_append_printf (out, "expected: %s\n", result->expected);
      else
        g_string_append (out, "expected: (nothing: the answer ends before this line)\n");
      if (result->given != NULL)
        g_string_append_printf (out, "given:    %s\n", result->given);
      else
        g_string_append (out, "given:    (nothing: the answer ends here)\n");
      break;
    }
  if (result->explanation != NULL)
    append_indented (out, "  ", result->explanation);
}

static void
append_csv_row (GString *csv, const char *file, const QdCheckResult *result)
{
  static const char *const verdicts[] = { "correct", "wrong", "unreadable" };
  char line[16] = "";

  if (result->verdict == QD_CHECK_WRONG)
    g_snprintf (line, sizeof line, "%u", result->line);
  qd_text_append_csv_text (csv, file);
  g_string_append_c (csv, ',');
  qd_text_append_csv_field (csv, verdicts[result->verdict]);
  g_string_append_c (csv, ',');
  g_string_append (csv, line);
  g_string_append_c (csv, ',');
  qd_text_append_csv_text (csv, result->verdict == QD_CHECK_WRONG && result->expected != NULL
                                   ? result->expected : "");
  g_string_append_c (csv, ',');
  qd_text_append_csv_text (csv, result->verdict == QD_CHECK_WRONG && result->given != NULL ? result->given : "");
  g_string_append (csv, "\r\n");
}

int
qd_cli_check_run (const QdCliCheck *check, const char *const *inputs, QdCliCheckFunc check_one, gpointer data)
{
  g_autoptr(GPtrArray) empty = g_ptr_array_new ();
  g_autoptr(GPtrArray) answers = expand_answers (check->files, empty);
  g_autoptr(GArray) all_inputs = g_array_new (FALSE, TRUE, sizeof (QdCliFile));
  g_autoptr(GString) csv = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  const QdCliFile output = { "--check-csv", check->csv };
  int status;
  gboolean all_correct = TRUE;

  for (guint i = 0; inputs != NULL && inputs[i] != NULL; i++)
    g_array_append_val (all_inputs, ((QdCliFile) { NULL, inputs[i] }));
  for (guint i = 0; i < answers->len; i++)
    g_array_append_val (all_inputs, ((QdCliFile) { "--check", answers->pdata[i] }));
  if ((status = qd_cli_check_files ((const QdCliFile *) all_inputs->data, all_inputs->len, NULL, &output, 1)) !=
      QD_EXIT_OK)
    return status;

  for (guint i = 0; i < empty->len; i++)
    {
      g_printerr (_("quandary-cli: %s: no answer in this folder\n"), (const char *) empty->pdata[i]);
      all_correct = FALSE;
    }
  if (check->csv != NULL)
    {
      csv = g_string_new (NULL);
      g_string_append (csv, "file,verdict,line,expected,given\r\n");
    }
  for (guint i = 0; i < answers->len; i++)
    {
      const char *path = answers->pdata[i];
      g_autoptr(QdCheckResult) result = check_file (path, check->strict, check_one, data);

      if (result->verdict != QD_CHECK_CORRECT)
        all_correct = FALSE;
      g_string_truncate (out, 0);
      qd_cli_check_format (out, path, result);
      fputs (out->str, stdout);
      if (csv != NULL)
        append_csv_row (csv, path, result);
    }
  fflush (stdout);
  if (csv != NULL && !qd_cli_write_text (check->csv, csv->str))
    return QD_EXIT_INPUT;
  return all_correct ? QD_EXIT_OK : QD_EXIT_INPUT;
}

void
qd_cli_check_clear (QdCliCheck *check)
{
  g_clear_pointer (&check->files, g_strfreev);
  g_clear_pointer (&check->csv, g_free);
}

gboolean
qd_cli_check_players (char *const *agents, gboolean (*replays) (const char *name))
{
  for (guint i = 0; i < 2; i++)
    if (g_str_equal (agents[i], "human"))
      QD_CLI_USAGE (_("--check compares the game of two computer players: player %u is human (use --p%u), so there "
                      "is no right game to compare with"), i + 1, i + 1);
    else if (qd_agent_spec_is_outside (agents[i]))
      QD_CLI_USAGE (_("--check compares answers with the game of Quandary's own agents: player %u is an outside "
                      "agent"), i + 1);
    else if (replays != NULL && !replays (agents[i]))
      QD_CLI_USAGE (_("--check replays the game: player %u, %s, searches for a time, so its moves change from run "
                      "to run (use alphabeta:DEPTH or mcts:ITERATIONS)"), i + 1, agents[i]);
  return TRUE;
}

int
qd_cli_check_run_game (const QdCliCheck *check, const char *path, gpointer game_check, QdCliCheckFunc check_one)
{
  const char *inputs[] = { path, NULL };

  if (game_check == NULL)
    {
      g_printerr (_("quandary-cli: the time limit ran out before the game ended: nothing to check against\n"));
      return QD_EXIT_LIMIT;
    }
  return qd_cli_check_run (check, inputs, check_one, game_check);
}
