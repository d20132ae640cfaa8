/* qd-cli.c — quandary-cli: the commands of every problem, and main. */
#include "config.h"

#include <errno.h>
#include "qd-cli.h"
#include "qd-cli-report.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "qd-problem-ids.h"
#include "plan/qd-plan-cli.h"

#define QD_DECLARE_CLI(id) extern const QdCliCommand qd_##id##_cli_commands[];
QD_FOR_EACH_PROBLEM (QD_DECLARE_CLI)
/* Experiments over several problems (issue 65). */
QD_DECLARE_CLI (localsearch)

/* In the problems' order; `experiment` runs the experiments among them. */
static const QdCliCommand *const tables[] = {
#define QD_CLI_ENTRY(id) qd_##id##_cli_commands,
  QD_FOR_EACH_PROBLEM (QD_CLI_ENTRY)
  QD_CLI_ENTRY (localsearch)
};

static const QdCliCommand experiment_command = {
  "experiment", N_("Run an experiment of a problem (see “quandary-cli experiment --help”)"),
  qd_cli_experiment, FALSE
};
static const QdCliCommand agent_test_command = {
  "agent-test", N_("Test an outside agent: a short game of each game it plays (docs/agents.md)"),
  qd_cli_agent_test, FALSE
};
static const QdCliCommand grade_command = {
  "grade", N_("Grade a class's programs on a manifest's tests, confined (docs/grading.md)"),
  qd_cli_grade, FALSE, qd_cli_grade_merge
};
static const QdCliCommand tournament_command = {
  "tournament", N_("A tournament of agents: standings, crosstable, ratings (docs/grading.md)"),
  qd_cli_tournament, FALSE, qd_cli_tournament_merge
};
static const QdCliCommand plan_command = {
  "plan", N_("A planning task in PDDL: a plan checked (--check)"),
  qd_plan_cli, FALSE, NULL, qd_plan_cli_worksheets
};
static const QdCliCommand worksheet_command = {
  "worksheet", N_("Print random exercises and their answer keys (PDF), with their files"),
  qd_cli_worksheet, FALSE
};
/* The commands that belong to no problem. */
static const QdCliCommand *const own_commands[] = {
  &plan_command, &experiment_command, &agent_test_command, &grade_command, &tournament_command, &worksheet_command
};

const QdCliCommand *
qd_cli_find_command (const char *name, gboolean experiment)
{
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      if (c->experiment == experiment && strcmp (c->name, name) == 0)
        return c;
  for (guint c = 0; c < G_N_ELEMENTS (own_commands) && !experiment; c++)
    if (strcmp (name, own_commands[c]->name) == 0)
      return own_commands[c];
  return NULL;
}

gboolean
qd_cli_is_problem_command (const char *name)
{
  const QdCliCommand *command = qd_cli_find_command (name, FALSE);

  for (guint c = 0; command != NULL && c < G_N_ELEMENTS (own_commands); c++)
    if (command == own_commands[c])
      return FALSE;
  return command != NULL;
}

const QdProblemGame *
qd_cli_find_game (const char *name)
{
  const QdProblem *problem = qd_cli_is_problem_command (name) ? qd_problem_find (name) : NULL;

  return problem != NULL ? problem->game : NULL;
}

const QdWorksheetKind *
qd_cli_find_worksheet (const char *name)
{
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      for (guint k = 0; c->worksheets != NULL && c->worksheets[k] != NULL; k++)
        if (strcmp (c->worksheets[k]->name, name) == 0)
          return c->worksheets[k];
  for (guint c = 0; c < G_N_ELEMENTS (own_commands); c++)
    for (guint k = 0; own_commands[c]->worksheets != NULL && own_commands[c]->worksheets[k] != NULL; k++)
      if (strcmp (own_commands[c]->worksheets[k]->name, name) == 0)
        return own_commands[c]->worksheets[k];
  return NULL;
}

/* "a, b or c" of the names. */
static char *
join_names (GPtrArray *names)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    /* Translators: the last two of a list of commands: "kcell, wargame or colorgame". */
    g_string_append_printf (out, "%s%s", i == 0 ? "" : i + 1 == names->len ? _(" or ") : ", ",
                            (const char *) names->pdata[i]);
  return g_string_free (out, FALSE);
}

char *
qd_cli_game_names (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      {
        const QdProblemGame *game = c->experiment ? NULL : qd_cli_find_game (c->name);

        if (game != NULL)
          g_ptr_array_add (names, game->file_argument == NULL ? g_strdup (c->name)
                                  : g_strdup_printf ("%s %s", c->name, _(game->file_argument)));
      }
  return join_names (names);
}

char *
qd_cli_agent_game_names (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n;
  const QdProblem *const *problems = qd_problem_get_all (&n);

  for (guint i = 0; i < n; i++)
    if (problems[i]->game != NULL)
      g_ptr_array_add (names, (gpointer) problems[i]->game->protocol);
  return join_names (names);
}

char *
qd_cli_worksheet_names (void)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      for (guint k = 0; c->worksheets != NULL && c->worksheets[k] != NULL; k++)
        g_ptr_array_add (names, (gpointer) c->worksheets[k]->name);
  for (guint c = 0; c < G_N_ELEMENTS (own_commands); c++)
    for (guint k = 0; own_commands[c]->worksheets != NULL && own_commands[c]->worksheets[k] != NULL; k++)
      g_ptr_array_add (names, (gpointer) own_commands[c]->worksheets[k]->name);
  return join_names (names);
}

void
qd_cli_print_commands (FILE *to, gboolean experiments)
{
  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      if (c->experiment == experiments)
        fprintf (to, "  %-12s %s\n", c->name, _(c->summary));
  for (guint c = 0; c < G_N_ELEMENTS (own_commands) && !experiments; c++)
    fprintf (to, "  %-12s %s\n", own_commands[c]->name, _(own_commands[c]->summary));
}

void
qd_cli_print_experiment_names (FILE *to)
{
  guint n = 0;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    for (const QdCliCommand *c = tables[t]; c->name != NULL; c++)
      if (c->experiment)
        fprintf (to, "%s%s", n++ > 0 ? ", " : "", c->name);
}

gboolean
qd_cli_is_help (const char *arg)
{
  return strcmp (arg, "--help") == 0 || strcmp (arg, "-h") == 0 || strcmp (arg, "help") == 0;
}

int
qd_cli_run_command (const QdCliCommand *command, const char *prefix, int argc, char **argv)
{
  g_autofree char *prgname = g_strdup_printf ("%s %s", prefix, command->name);

  int status;

  g_set_prgname (prgname);
  qd_cli_set_command_line (prefix, argc, argv);
  qd_cli_install_interrupt ();
  status = command->run (argc, argv);
  /* What was printed must have arrived: a full disk or a closed pipe at
   * the end is an error, not a success with the output lost. */
  if ((fflush (stdout) != 0 || ferror (stdout)) && errno != EPIPE && status == QD_EXIT_OK)
    {
      int saved = errno;

      g_printerr (_("quandary-cli: standard output: %s\n"), g_strerror (saved));
      status = QD_EXIT_INPUT;
    }
  if (qd_cli_writes_interrupted ())
    {
      g_printerr (_("quandary-cli: interrupted: the files being written were not kept\n"));
      return QD_EXIT_STOPPED;
    }
  return status;
}

static void
print_usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: quandary-cli COMMAND [OPTION…] [FILE…]"));
  fprintf (to, "%s\n", _("Commands:"));
  qd_cli_print_commands (to, FALSE);
  fprintf (to, "\n%s\n", _("Run “quandary-cli COMMAND --help” for the options of a command."));
}

int
main (int argc, char **argv)
{
  const QdCliCommand *command;

  setlocale (LC_ALL, "");
  /* QD_LOCALE_DIR: the catalogues of a build tree (its po/ folder), for tests. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("QD_LOCALE_DIR") != NULL ? g_getenv ("QD_LOCALE_DIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (argc < 2)
    {
      print_usage (stderr);
      return QD_EXIT_USAGE;
    }
  if (qd_cli_is_help (argv[1]))
    {
      print_usage (stdout);
      return QD_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("quandary-cli %s\n", PACKAGE_VERSION);
      return QD_EXIT_OK;
    }

  command = qd_cli_find_command (argv[1], FALSE);
  if (command != NULL)
    return qd_cli_run_command (command, "quandary-cli", argc - 1, argv + 1);

  g_printerr (_("quandary-cli: unknown command “%s”\n\n"), argv[1]);
  print_usage (stderr);
  return QD_EXIT_USAGE;
}
