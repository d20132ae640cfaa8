/* qd-cli-grade.c — `quandary-cli grade MANIFEST SUBMISSION…` (qd-cli-grade.h):
 * the submissions found, each graded on every test (-j of them at once),
 * then a Gradescope results.json per submission, a CSV for the class and a
 * summary on stdout.  The scores are data: the exit status is 0 when every
 * submission ran. */
#include "config.h"
#include "cli/qd-cli.h"
#include "qd-cli-grade.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <errno.h>
#include <string.h>

#include "core/qd-file.h"
#include "core/qd-program.h"
#include "core/qd-sandbox-cgroup.h"
#include "core/qd-text.h"

typedef struct {
  char *results_dir;         /* --results-dir */
  char *gradescope;          /* --gradescope: one submission's file */
  char *csv;                 /* --csv */
  char *keep;                /* --keep: answers and games kept */
  gboolean no_sandbox;       /* --no-sandbox: every program unconfined */
  gboolean clean;            /* --clean: what killed gradings left */
  QdCliSweep sweep;          /* -j, --list-runs, --shard, --raw, --resume */
  char *manifest_path;
  char **submissions;        /* as given */
} Options;

#define WEAKER_NOTE N_("Graded in the sandbox with a weaker budget: %s.")
#define UNCONFINED_NOTE N_("Graded without the sandbox (--no-sandbox): the programs ran unconfined.")

typedef struct {
  QdOwned owned;             /* the strings and the outcomes */
  char *name;                /* the folder's name: its folders in --results-dir and --keep */
  char *key;                 /* the name as every text shows it: escaped (qd_text_escape_name) */
  char *folder;
  QdGradeOutcome *outcomes;  /* by test */
  double score;
  gboolean graded;           /* by this run, or read back from --resume */
  char *not_graded;          /* why it could not be graded (a problem of the entry or of this machine, never the
                              * student's zero): said on stderr, no score written, exit status 1; NULL */
} Submission;

typedef struct {
  const QdGradeManifest *manifest;
  QdGradeContext context;
  GPtrArray *submissions;    /* Submission */
  QdCliSweep *sweep;         /* its rows written under the lock */
  const char *keep;          /* --keep, absolute, or NULL */
  GMutex lock;
  guint done;
  char *grader_error;        /* the grader's own error (its temporary folder): the grading stops, no one is scored */
} Grading;

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  GOptionEntry entries[] = {
    { "results-dir", 0, 0, G_OPTION_ARG_FILENAME, &o->results_dir,
      N_("Write DIR/NAME/results.json for each submission (Gradescope's format)"), N_("DIR") },
    { "gradescope", 0, 0, G_OPTION_ARG_FILENAME, &o->gradescope,
      N_("Write the one submission's results.json to FILE (as Gradescope's runner wants it)"), N_("FILE") },
    { "csv", 0, 0, G_OPTION_ARG_FILENAME, &o->csv,
      N_("Write the class as CSV: a row per submission, a column per test and the total"), N_("FILE") },
    { "keep", 0, 0, G_OPTION_ARG_FILENAME, &o->keep,
      N_("Keep each submission's answers and games in DIR/NAME/, and the tests in DIR/tests.ini"), N_("DIR") },
    { "no-sandbox", 0, 0, G_OPTION_ARG_NONE, &o->no_sandbox,
      N_("Run the programs unconfined, with their limits alone (said on every line and in every results.json)"),
      NULL },
    { "clean", 0, 0, G_OPTION_ARG_NONE, &o->clean,
      N_("Remove the temporary folders that gradings killed before their end left, then grade if told to"), NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;

  context = qd_cli_context_new (_("MANIFEST SUBMISSION… — grade a class's programs (docs/grading.md)"), entries, NULL,
    _("MANIFEST: a key file with a [test NAME] group per test: an output test runs the student's\n"
      "program= on a command's input and checks its answer as that command's --check does; a\n"
      "play test plays the student's agent= (docs/agents.md) against opponent= in game=.\n"
      "SUBMISSION: a folder, the program's working folder, or a folder of such folders.\n"
      "Every program runs confined (docs/grading.md: a sandbox without network, capabilities or\n"
      "the course's files; limits on time, memory, disk and processes), or not at all; a crash,\n"
      "a time-out, a missing or oversized answer score zero, with the cause as feedback.\n"
      "Prints a line per submission and its total; exit status 0 when every submission ran.\n"
      "\n"
      "The submissions (in the order of their names; --list-runs) are independent runs: -j N\n"
      "grades N at once, --shard I/N a share of them, --raw FILE keeps each one graded, and\n"
      "“quandary-cli experiment merge” makes the summary and the CSV of the shards' raw files."));
  qd_cli_sweep_add_entries (context, &o->sweep);
  if (!qd_cli_parse_options (context, &argc, &argv) || !qd_cli_sweep_check (&o->sweep))
    return FALSE;
  if (o->clean && argc == 1)
    return TRUE;
  if (argc < 3)
    QD_CLI_USAGE ("%s", argc < 2 ? _("name the MANIFEST and the SUBMISSION folders") : _("name the SUBMISSION folders"));
  o->manifest_path = g_strdup (argv[1]);
  o->submissions = g_strdupv (argv + 2);
  return TRUE;
}

/* Whether `folder` holds submissions (folders, and no file) rather than
 * being one. */
static gboolean
is_class_folder (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  gboolean folders = FALSE;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (name[0] == '.')
        continue;
      if (!g_file_test (path, G_FILE_TEST_IS_DIR))
        return FALSE;
      folders = TRUE;
    }
  return folders;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 ((*(Submission *const *) a)->name, (*(Submission *const *) b)->name);
}

static void
add_submission (GPtrArray *list, const char *folder, guint n_tests)
{
  Submission *s = g_new0 (Submission, 1);
  GStatBuf st;

  s->folder = qd_owned_add (&s->owned, g_canonicalize_filename (folder, NULL), g_free);
  s->name = qd_owned_add (&s->owned, g_path_get_basename (s->folder), g_free);
  /* A folder's name may hold a line break or an escape sequence: the
   * summary, the CSV and the raw file's key say it escaped, one line. */
  s->key = qd_owned_add (&s->owned, qd_text_escape_name (s->name), g_free);
  s->outcomes = qd_owned_add (&s->owned, g_new0 (QdGradeOutcome, n_tests), g_free);
  /* An entry that is a link is never followed: its target (another
   * student's folder, root's) would be graded as this one's. */
  if (g_lstat (s->folder, &st) == 0 && S_ISLNK (st.st_mode))
    {
      g_autofree char *target = g_file_read_link (s->folder, NULL);
      g_autofree char *shown = qd_text_escape_name (target != NULL ? target : "?");

      s->not_graded = qd_owned_add (&s->owned, g_strdup_printf (_("the entry is a symbolic link (to %s), never "
                                                                  "followed"), shown), g_free);
    }
  g_ptr_array_add (list, s);
}

/* The submissions the arguments name, sorted by name; NULL after saying why not. */
static GPtrArray *
find_submissions (char **args, guint n_tests)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (qd_owned_free);

  for (guint a = 0; args[a] != NULL; a++)
    {
      if (!g_file_test (args[a], G_FILE_TEST_IS_DIR))
        {
          g_printerr (_("quandary-cli: %s: not a folder\n"), args[a]);
          return NULL;
        }
      if (is_class_folder (args[a]))
        {
          g_autoptr(GDir) dir = g_dir_open (args[a], 0, NULL);
          const char *name;

          while ((name = g_dir_read_name (dir)) != NULL)
            if (name[0] != '.')
              {
                g_autofree char *path = g_build_filename (args[a], name, NULL);

                add_submission (list, path, n_tests);
              }
        }
      else
        add_submission (list, args[a], n_tests);
    }
  g_ptr_array_sort (list, compare_names);
  for (guint i = 1; i < list->len; i++)
    if (g_str_equal (((Submission *) list->pdata[i])->name, ((Submission *) list->pdata[i - 1])->name))
      {
        g_printerr (_("quandary-cli: two submissions are named %s: their results would be one\n"),
                    ((Submission *) list->pdata[i])->key);
        return NULL;
      }
  return g_steal_pointer (&list);
}

/* Submission GPOINTER_TO_UINT (data) - 1 on a worker: its tests, then its
 * raw row. */
static void
grade_one (gpointer data, gpointer user_data)
{
  Grading *g = user_data;
  guint index = GPOINTER_TO_UINT (data) - 1;
  Submission *s = g->submissions->pdata[index];
  guint n_tests = g->manifest->tests->len;
  g_autofree char *kept_dir = NULL;

  if (s->not_graded != NULL || g_atomic_pointer_get (&g->grader_error) != NULL)
    return;
  kept_dir = g->keep != NULL ? g_build_filename (g->keep, s->name, NULL) : NULL;
  if (kept_dir != NULL && g_mkdir_with_parents (kept_dir, 0755) != 0)
    g_clear_pointer (&kept_dir, g_free);   /* made writable before the run: only a full disk gets here */
  for (guint t = 0; t < n_tests; t++)
    {
      g_autofree char *number = g_strdup_printf ("%u", t + 1);
      g_autofree char *kept = kept_dir != NULL ? g_build_filename (kept_dir, number, NULL) : NULL;

      qd_grade_run_test (&g->context, g->manifest, g->manifest->tests->pdata[t], s->folder, kept, &s->outcomes[t]);
      s->score += s->outcomes[t].score;
      if (s->outcomes[t].grader_error != NULL)
        {
          /* The grader's own folder failed: no one's zero, the grading stops. */
          g_mutex_lock (&g->lock);
          if (g->grader_error == NULL)
            g_atomic_pointer_set (&g->grader_error, g_strdup_printf ("%s: %s", s->key, s->outcomes[t].grader_error));
          g_mutex_unlock (&g->lock);
          return;
        }
      if (s->outcomes[t].setup_error != NULL)
        {
          /* This machine's problem or the entry's: this submission is not
           * graded, the others are. */
          g_mutex_lock (&g->lock);
          s->not_graded = qd_owned_add (&s->owned, g_strdup_printf (_("the sandbox could not be set up (%s)"),
                                                                    s->outcomes[t].setup_error), g_free);
          g_mutex_unlock (&g->lock);
          return;
        }
    }
  if (g->context.stop != NULL && g_atomic_int_get (g->context.stop))
    return;   /* a submission stopped half graded is not one */
  g_mutex_lock (&g->lock);
  s->graded = TRUE;
  {
    g_auto(GStrv) fields = qd_grade_raw_row_format (s->outcomes, n_tests, s->score);
    g_autofree char *line = g_strdup_printf ("%s %u/%u", _("graded"), ++g->done, g->submissions->len);

    qd_cli_sweep_row (g->sweep, index, s->key, (const char *const *) fields);
    qd_cli_sweep_progress (g->sweep, line);
  }
  g_mutex_unlock (&g->lock);
}

/* The grader's temporary folder, tried before any program runs: a folder
 * of its own made there and a file written in it. */
static gboolean
temporary_folder_works (GError **error)
{
  int lock = -1;
  g_autofree char *dir = qd_file_make_locked_folder (NULL, QD_GRADE_FOLDER_PREFIX, &lock, error);
  g_autofree char *path = NULL;
  gboolean ok;

  if (dir == NULL)
    return FALSE;
  path = g_build_filename (dir, "tried", NULL);
  ok = g_file_set_contents (path, "quandary\n", -1, error);
  qd_file_remove_tree (dir);
  close (lock);
  return ok;
}

/* The submissions this run could not grade, each named with why on stderr:
 * FALSE when there is one. */
static gboolean
say_not_graded (GPtrArray *submissions, const QdCliSweep *sweep)
{
  gboolean all = TRUE;

  for (guint i = 0; i < submissions->len; i++)
    {
      const Submission *s = submissions->pdata[i];

      if (s->not_graded == NULL || s->graded || !qd_cli_sweep_selects (sweep, i))
        continue;
      g_printerr (_("quandary-cli: %s: not graded: %s: a problem of this machine or of the class's folder, not of "
                    "the students' programs; no score written for it (docs/grading.md)\n"),
                  s->key, s->not_graded);
      all = FALSE;
    }
  return all;
}

/* ---------------------------------------------------------------- outputs */

/* Gradescope's results.json of a submission. */
static char *
results_json (const QdGradeManifest *m, const Submission *s, gboolean unconfined)
{
  GString *out = g_string_new ("{\n");
  g_autofree char *total = qd_grade_format_score (s->score);

  g_string_append_printf (out, "  \"score\": %s,\n", total);
  if (unconfined)
    {
      g_string_append (out, "  \"output\": ");
      qd_text_append_json_string (out, _(UNCONFINED_NOTE));
      g_string_append (out, ",\n");
    }
  else if (qd_sandbox_budget_weakness () != NULL)
    {
      /* The sandbox's weaker budget, where no cgroup could be made. */
      g_autofree char *note = g_strdup_printf (_(WEAKER_NOTE), qd_sandbox_budget_weakness ());

      g_string_append (out, "  \"output\": ");
      qd_text_append_json_string (out, note);
      g_string_append (out, ",\n");
    }
  g_string_append (out, "  \"tests\": [\n");
  for (guint t = 0; t < m->tests->len; t++)
    {
      const QdGradeTest *test = m->tests->pdata[t];
      const QdGradeOutcome *o = &s->outcomes[t];
      g_autofree char *score = qd_grade_format_score (o->score);
      g_autofree char *max = qd_grade_format_score (test->points);

      g_string_append (out, "    {\"name\": ");
      qd_text_append_json_string (out, test->name);
      g_string_append_printf (out, ", \"score\": %s, \"max_score\": %s, \"status\": \"%s\", \"visibility\": ", score,
                              max, o->passed ? "passed" : "failed");
      qd_text_append_json_string (out, test->visibility);
      g_string_append (out, ", \"output\": ");
      qd_text_append_json_string (out, o->output != NULL ? o->output : "");
      g_string_append_printf (out, "}%s\n", t + 1 < m->tests->len ? "," : "");
    }
  g_string_append (out, "  ]\n}\n");
  return g_string_free (out, FALSE);
}

static char *
class_csv (const char *const *names, guint n_tests, GPtrArray *submissions)
{
  GString *out = g_string_new ("submission");

  for (guint t = 0; t < n_tests; t++)
    {
      g_string_append_c (out, ',');
      qd_text_append_csv_text (out, names[t]);
    }
  g_string_append (out, ",total\n");
  for (guint i = 0; i < submissions->len; i++)
    {
      const Submission *s = submissions->pdata[i];
      g_autofree char *total = qd_grade_format_score (s->score);

      qd_text_append_csv_text (out, s->key);
      for (guint t = 0; t < n_tests; t++)
        {
          g_autofree char *score = qd_grade_format_score (s->outcomes[t].score);

          g_string_append_printf (out, ",%s", score);
        }
      g_string_append_printf (out, ",%s\n", total);
    }
  return g_string_free (out, FALSE);
}

/* The runs the raw files lack, named on stderr; FALSE when there are some. */
static gboolean
found_all (const gboolean *found, guint64 total)
{
  g_autofree char *missing = NULL;

  for (guint64 k = 0; k < total; k++)
    if (!found[k])
      {
        missing = qd_sweep_describe_missing (found, total, 8);
        g_printerr (_("quandary-cli: the raw files lack submissions %s (counting from 0): the summary has the others\n"),
                    missing);
        return FALSE;
      }
  return TRUE;
}

/* --results-dir and --gradescope, for the submissions graded. */
static gboolean
write_outputs (const Options *o, const QdGradeManifest *m, GPtrArray *submissions)
{
  gboolean ok = TRUE;

  for (guint i = 0; i < submissions->len && o->results_dir != NULL; i++)
    {
      const Submission *s = submissions->pdata[i];
      g_autofree char *dir = g_build_filename (o->results_dir, s->name, NULL);
      g_autofree char *path = g_build_filename (dir, "results.json", NULL);
      g_autofree char *json = NULL;

      if (!s->graded)
        continue;
      json = results_json (m, s, o->no_sandbox);
      if (g_mkdir_with_parents (dir, 0755) != 0)
        {
          g_printerr ("quandary-cli: %s: %s\n", dir, g_strerror (errno));
          ok = FALSE;
        }
      else if (!qd_cli_write_text (path, json))
        ok = FALSE;
    }
  if (o->gradescope != NULL && ((Submission *) submissions->pdata[0])->graded)
    {
      g_autofree char *json = results_json (m, submissions->pdata[0], o->no_sandbox);

      ok = qd_cli_write_text (o->gradescope, json) && ok;
    }
  return ok;
}

/* ------------------------------------------------------------ raw rows */

/* "manifest=PATH tests=… points=… submissions=N": the class the shards grade. */
static char *
settings_line (const QdGradeManifest *m, guint n)
{
  g_autofree const char **names = g_new (const char *, m->tests->len);
  g_autofree double *points = g_new (double, m->tests->len);

  for (guint t = 0; t < m->tests->len; t++)
    {
      names[t] = ((QdGradeTest *) m->tests->pdata[t])->name;
      points[t] = ((QdGradeTest *) m->tests->pdata[t])->points;
    }
  return qd_grade_raw_settings_format (m->path, names, points, m->tests->len, n);
}

/* A raw row back into `s` (its name the row's key); FALSE when it is not one
 * of `n_tests` tests. */
static gboolean
read_row (char **f, guint n_tests, Submission *s)
{
  if (!qd_grade_raw_row_parse (f, n_tests, s->outcomes, &s->score))
    return FALSE;
  s->graded = TRUE;
  return TRUE;
}

/* ---------------------------------------------------------------- summary */

/* The line per submission graded on stdout, and --csv. */
static gboolean
write_summary (const char *const *names, const double *points, guint n_tests, GPtrArray *submissions,
               const char *csv_path, gboolean unconfined)
{
  g_autoptr(GPtrArray) graded = g_ptr_array_new ();
  double max = 0;
  g_autofree char *total = NULL;

  for (guint t = 0; t < n_tests; t++)
    max += points[t];
  total = qd_grade_format_score (max);
  for (guint i = 0; i < submissions->len; i++)
    {
      const Submission *s = submissions->pdata[i];
      g_autofree char *score = NULL;
      GString *failed;

      if (!s->graded)
        continue;
      g_ptr_array_add (graded, (gpointer) s);
      score = qd_grade_format_score (s->score);
      failed = g_string_new (NULL);
      for (guint t = 0; t < n_tests; t++)
        if (!s->outcomes[t].passed)
          g_string_append_printf (failed, "%s%s", failed->len > 0 ? ", " : "", names[t]);
      printf ("%s %s/%s%s%s%s\n", s->key, score, total, failed->len > 0 ? " failed: " : "", failed->str,
              unconfined ? _(" (unconfined: --no-sandbox)") : "");
      g_string_free (failed, TRUE);
    }
  fflush (stdout);
  if (csv_path != NULL)
    {
      g_autofree char *csv = class_csv (names, n_tests, graded);

      return qd_cli_write_text (csv_path, csv);
    }
  return TRUE;
}

/* --keep's DIR/tests.ini (docs/grading.md): what a kept file is, for the
 * window's Grading view that opens it in its tab. */
static gboolean
write_kept_tests (const char *keep, const QdGradeManifest *m)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autofree char *path = g_build_filename (keep, "tests.ini", NULL);
  g_autoptr(GError) error = NULL;

  for (guint t = 0; t < m->tests->len; t++)
    {
      const QdGradeTest *test = m->tests->pdata[t];
      g_autofree char *group = g_strdup_printf ("test %u", t + 1);
      char *const *words = test->kind == QD_GRADE_OUTPUT ? test->command : test->game;
      g_autofree char *line = g_strjoinv (" ", (char **) words);

      g_key_file_set_string (file, group, "name", test->name);
      g_key_file_set_string (file, group, "kind", test->kind == QD_GRADE_OUTPUT ? "output" : "play");
      g_key_file_set_string (file, group, "command", line);
      g_key_file_set_string (file, group, "problem", words[0]);
      /* The file the command reads (an output test's input, a play test's
       * board or map), absolute. */
      for (guint w = 1; words[w] != NULL; w++)
        {
          g_autofree char *input = g_build_filename (m->folder, words[w], NULL);

          if ((test->kind == QD_GRADE_OUTPUT ? (gint) w == test->input
                                             : words[w][0] != '-' && g_file_test (input, G_FILE_TEST_IS_REGULAR)))
            {
              g_autofree char *absolute = g_canonicalize_filename (input, NULL);

              g_key_file_set_string (file, group, "input", absolute);
              break;
            }
        }
      if (test->kind == QD_GRADE_PLAY)
        {
          g_key_file_set_string (file, group, "record", qd_cli_find_game (words[0])->record_extension);
          g_key_file_set_integer (file, group, "games", (gint) test->games);
        }
    }
  if (!g_key_file_save_to_file (file, path, &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

static char *
run_key (gconstpointer submissions, guint64 index)
{
  return g_strdup (((Submission *) ((GPtrArray *) submissions)->pdata[index])->key);
}

/* The names and points of the manifest's tests. */
static void
test_columns (const QdGradeManifest *m, const char **names, double *points)
{
  for (guint t = 0; t < m->tests->len; t++)
    {
      names[t] = ((QdGradeTest *) m->tests->pdata[t])->name;
      points[t] = ((QdGradeTest *) m->tests->pdata[t])->points;
    }
}

static int
run (Options *o)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(QdGradeManifest) manifest = o->manifest_path != NULL ? qd_grade_manifest_load (o->manifest_path, &error)
                                                                  : NULL;
  g_autoptr(GPtrArray) submissions = NULL;
  g_autofree char *cli = NULL, *settings = NULL, *keep = NULL;
  g_autofree const char **names = NULL;
  g_autofree double *points = NULL;
  const QdCliFile outputs[] = { { "--raw", qd_cli_sweep_raw_output (&o->sweep) }, { "--csv", o->csv },
                                { "--gradescope", o->gradescope } };
  const QdCliFile input = { "--resume", o->sweep.resume_path };
  Grading grading = { 0 };
  gboolean graded_all;
  int status;

  if (o->clean)
    {
      guint n = qd_program_clean_stale () + qd_file_clean_stale_folders (NULL, QD_GRADE_FOLDER_PREFIX);

      g_printerr (g_dngettext (GETTEXT_PACKAGE, "quandary-cli: removed %u folder a killed grading left\n",
                               "quandary-cli: removed %u folders killed gradings left\n", n), n);
      if (o->manifest_path == NULL)
        return QD_EXIT_OK;
    }
  if (manifest == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  if ((submissions = find_submissions (o->submissions, manifest->tests->len)) == NULL)
    return QD_EXIT_INPUT;
  if (submissions->len == 0)
    {
      g_printerr (_("quandary-cli: no submission in the folders named\n"));
      return QD_EXIT_INPUT;
    }
  if (o->gradescope != NULL && submissions->len != 1)
    {
      qd_cli_usage_error (_("--gradescope writes one submission's results: name one SUBMISSION"));
      return QD_EXIT_USAGE;
    }
  if (!o->sweep.list_runs && (status = qd_cli_check_files (&input, 1, NULL, outputs, G_N_ELEMENTS (outputs))) != QD_EXIT_OK)
    return status;
  /* --results-dir is made before the grading, not found unwritable after it. */
  if (o->results_dir != NULL && !o->sweep.list_runs &&
      (g_mkdir_with_parents (o->results_dir, 0755) != 0 || g_access (o->results_dir, W_OK) != 0))
    {
      g_printerr ("quandary-cli: %s: %s\n", o->results_dir, g_strerror (errno));
      return QD_EXIT_INPUT;
    }
  if (o->keep != NULL && !o->sweep.list_runs)
    {
      if (g_mkdir_with_parents (o->keep, 0755) != 0 || g_access (o->keep, W_OK) != 0)
        {
          g_printerr ("quandary-cli: %s: %s\n", o->keep, g_strerror (errno));
          return QD_EXIT_INPUT;
        }
      keep = g_canonicalize_filename (o->keep, NULL);
      if (!write_kept_tests (keep, manifest))
        return QD_EXIT_INPUT;
    }
  settings = settings_line (manifest, submissions->len);
  if (!qd_cli_sweep_begin (&o->sweep, QD_GRADE_RAW_EXPERIMENT, settings, submissions->len, qd_grade_raw_columns))
    return QD_EXIT_INPUT;
  if (o->sweep.list_runs)
    {
      qd_cli_sweep_list (&o->sweep, submissions->len, run_key, submissions);
      return QD_EXIT_OK;
    }
  /* A resumed file's submissions are graded already. */
  for (guint r = 0; o->sweep.resumed != NULL && r < o->sweep.resumed->rows->len; r++)
    {
      char **f = o->sweep.resumed->rows->pdata[r];
      Submission *s = submissions->pdata[o->sweep.resumed->runs[r]];

      /* The keys are escaped names: compared as they are written. */
      if (!g_str_equal (f[1], s->key) || !read_row (f, manifest->tests->len, s))
        {
          qd_sweep_raw_bad_row (o->sweep.resumed, r, -1, &error);
          qd_cli_print_error (error);
          return QD_EXIT_INPUT;
        }
    }
  /* No program runs unconfined unless told to. */
  if (o->no_sandbox)
    g_printerr (_("quandary-cli: --no-sandbox: the programs run unconfined: they can read and write what you can\n"));
  else
    {
      g_autofree char *why = NULL;

      if (!qd_program_sandbox_available (&why))
        {
          g_printerr (_("quandary-cli: cannot grade: %s\n"), why);
          return QD_EXIT_INPUT;
        }
      if (qd_sandbox_budget_weakness () != NULL)
        g_printerr (_("quandary-cli: warning: %s\n"), qd_sandbox_budget_weakness ());
    }
  /* What gradings killed before their end left (their locks are gone). */
  qd_program_clean_stale ();
  qd_file_clean_stale_folders (NULL, QD_GRADE_FOLDER_PREFIX);
  /* The grader's own folders: a temporary folder it cannot write is its
   * error, said before any program runs, never a student's zero. */
  if (!temporary_folder_works (&error))
    {
      g_printerr (_("quandary-cli: cannot grade: the temporary folder %s cannot be written (%s): set TMPDIR to a "
                    "folder with room; nothing was scored\n"), g_get_tmp_dir (), error->message);
      return QD_EXIT_INPUT;
    }
  /* The commands of the tests are this quandary-cli's. */
  cli = qd_grade_child_cli (&error);
  if (cli == NULL)
    {
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  grading.manifest = manifest;
  grading.context.cli = cli;
  grading.context.stop = qd_cli_catch_interrupt ();
  grading.context.no_sandbox = o->no_sandbox;
  grading.submissions = submissions;
  grading.sweep = &o->sweep;
  grading.keep = keep;
  g_mutex_init (&grading.lock);
  {
    GThreadPool *pool = g_thread_pool_new (grade_one, &grading, o->sweep.jobs, TRUE, NULL);

    for (guint i = 0; i < submissions->len; i++)
      if (qd_cli_sweep_selects (&o->sweep, i))
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
    g_thread_pool_free (pool, FALSE, TRUE);
  }
  g_mutex_clear (&grading.lock);
  qd_cli_release_interrupt ();
  if (grading.grader_error != NULL)
    {
      qd_cli_sweep_end (&o->sweep);
      g_printerr (_("quandary-cli: cannot grade: the grader's own folders failed (%s; its temporary folder: %s): "
                    "not of the students' programs; nothing was scored (docs/grading.md)\n"),
                  grading.grader_error, g_get_tmp_dir ());
      g_free (grading.grader_error);
      return QD_EXIT_INPUT;
    }
  if (!qd_cli_sweep_end (&o->sweep))
    return QD_EXIT_INPUT;
  graded_all = say_not_graded (submissions, &o->sweep);

  names = g_new (const char *, manifest->tests->len);
  points = g_new (double, manifest->tests->len);
  test_columns (manifest, names, points);
  status = write_summary (names, points, manifest->tests->len, submissions, o->csv, o->no_sandbox) &&
           write_outputs (o, manifest, submissions) && graded_all ? QD_EXIT_OK : QD_EXIT_INPUT;
  for (guint i = 0; i < submissions->len; i++)
    for (guint t = 0; t < manifest->tests->len; t++)
      qd_grade_outcome_clear (&((Submission *) submissions->pdata[i])->outcomes[t]);
  return status == QD_EXIT_OK && qd_cli_interrupted () ? QD_EXIT_STOPPED : status;
}

static void
clear_options (Options *o)
{
  g_free (o->results_dir);
  g_free (o->gradescope);
  g_free (o->csv);
  g_free (o->keep);
  g_free (o->manifest_path);
  g_strfreev (o->submissions);
  qd_cli_sweep_clear (&o->sweep);
}

QD_CLI_DEFINE_MAIN (, qd_cli_grade)

/* `experiment merge` of grading shards: the summary and --csv of them all. */
int
qd_cli_grade_merge (QdSweepRaw *const *raws, guint n, const char *csv, const QdCliPictures *pictures,
                    QdCliReport *report)
{
  g_autoptr(GError) error = NULL;
  g_autofree gboolean *found = NULL;
  g_autoptr(GPtrArray) submissions = g_ptr_array_new_with_free_func (qd_owned_free);
  QdGradeRawSettings settings = { 0 };
  guint64 count;
  gboolean ok;

  ok = qd_sweep_raw_check (raws, n, &found, NULL, &error) &&
       qd_sweep_raw_check_columns (raws[0], QD_GRADE_RAW_EXPERIMENT, qd_grade_raw_columns, &error) &&
       qd_grade_raw_settings_parse (raws[0]->settings, &settings, &error);
  if (ok && settings.submissions != raws[0]->total)
    ok = qd_sweep_settings_error (&error, raws[0]->settings, _("a bad value"));
  if (!ok)
    {
      qd_grade_raw_settings_clear (&settings);
      qd_cli_print_error (error);
      return QD_EXIT_INPUT;
    }
  count = settings.submissions;
  for (guint64 i = 0; i < count; i++)
    g_ptr_array_add (submissions, g_new0 (Submission, 1));
  for (guint f = 0; f < n; f++)
    for (guint r = 0; r < raws[f]->rows->len; r++)
      {
        char **row = raws[f]->rows->pdata[r];
        Submission *s = submissions->pdata[raws[f]->runs[r]];

        /* Its key as the grader wrote it (an escaped name), no control
         * character let through whatever wrote the file. */
        s->key = qd_owned_add (&s->owned, qd_text_escape_controls (row[1], FALSE), g_free);
        s->outcomes = qd_owned_add (&s->owned, g_new0 (QdGradeOutcome, settings.n_tests), g_free);
        if (ok && !read_row (row, settings.n_tests, s))
          {
            qd_sweep_raw_bad_row (raws[f], r, -1, &error);
            qd_cli_print_error (error);
            ok = FALSE;
          }
      }
  ok = ok && write_summary ((const char *const *) settings.names, settings.points, settings.n_tests, submissions, csv,
                            FALSE);
  for (guint i = 0; i < submissions->len; i++)
    if (((Submission *) submissions->pdata[i])->outcomes != NULL)
      for (guint t = 0; t < settings.n_tests; t++)
        qd_grade_outcome_clear (&((Submission *) submissions->pdata[i])->outcomes[t]);
  qd_grade_raw_settings_clear (&settings);
  if (!ok)
    return QD_EXIT_INPUT;
  if (!found_all (found, count))
    return QD_EXIT_INPUT;
  return QD_EXIT_OK;
}
