/* qd-cli-worksheet.c — `quandary-cli worksheet KIND`: random exercises of a
 * problem on A4 pages, their answer key, and each exercise's instance file
 * and answer (render/qd-worksheet.h).  The kinds are the problems' commands
 * that have one (QdCliCommand's `worksheet`). */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <inttypes.h>

typedef struct {
  gint count;
  char *seed_text;
  char *difficulty_name;
  char *pdf_path;
  char *answers_path;
  char *bundle_path;
  const QdWorksheetKind *kind;
  guint64 seed;
  QdWorksheetDifficulty difficulty;
  char **bundle_names;
} Options;

static GOptionContext *
new_context (Options *o)
{
  GOptionEntry entries[] = {
    { "count", 'n', 0, G_OPTION_ARG_INT, &o->count, N_("How many exercises, 1 to 100 (default 6)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &o->seed_text,
      N_("The seed: the same seed, the same exercises (default 1)"), N_("S") },
    { "difficulty", 'd', 0, G_OPTION_ARG_STRING, &o->difficulty_name,
      N_("easy, medium (the default) or hard"), N_("LEVEL") },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &o->pdf_path, N_("Write the exercises, with their blanks, as a PDF"),
      N_("FILE") },
    { "answers", 0, 0, G_OPTION_ARG_FILENAME, &o->answers_path, N_("Write the answer key as a PDF"), N_("FILE") },
    { "bundle", 0, 0, G_OPTION_ARG_FILENAME, &o->bundle_path,
      N_("Write each exercise's file and its answer in DIR: 01.EXT (the command's format) and 01.answer, …"), N_("DIR") },
    { NULL }
  };
  g_autofree char *kinds = qd_cli_worksheet_names ();
  g_autofree char *description = g_strdup_printf (
    _("KIND is one of %s (a command's exercises; tiles: search's on sliding tiles;\n"
      "expectiminimax: gametree's with chance nodes).\n"
      "Two exercises a page (A4), each under a header with its number, the seed and the\n"
      "difficulty.  The answer key fills the blanks.  --bundle writes every exercise in its\n"
      "command's file format and, as NN.answer, what that command prints for it, so that a key\n"
      "can be checked by machine; the key's header names the command."), kinds);

  return qd_cli_context_new (_("KIND — random exercises and their answer key"), entries, NULL, description);
}

static gboolean
parse_options (Options *o, int argc, char **argv)
{
  g_autoptr(GOptionContext) context = new_context (o);
  g_autofree char *kinds = NULL;

  o->count = 6;
  if (!qd_cli_parse_options (context, &argc, &argv))
    return FALSE;
  kinds = qd_cli_worksheet_names ();
  if (argc < 2)
    QD_CLI_USAGE (_("a KIND is needed: %s"), kinds);
  if (argc > 2)
    QD_CLI_USAGE (_("only one KIND is allowed"));
  o->kind = qd_cli_find_worksheet (argv[1]);
  if (o->kind == NULL)
    QD_CLI_USAGE (_("unknown worksheet kind “%s”: use %s"), argv[1], kinds);
  if (o->count < 1 || o->count > QD_WORKSHEET_MAX_COUNT)
    QD_CLI_USAGE (_("--count takes 1 to %d exercises, not %d"), QD_WORKSHEET_MAX_COUNT, o->count);
  o->seed = 1;
  if (o->seed_text != NULL && !g_ascii_string_to_unsigned (o->seed_text, 10, 0, G_MAXUINT64, &o->seed, NULL))
    QD_CLI_USAGE (_("--seed takes a number from 0 to %" PRIu64 ", not “%s”"), (uint64_t) G_MAXUINT64, o->seed_text);
  o->difficulty = QD_WORKSHEET_MEDIUM;
  if (o->difficulty_name != NULL && !qd_worksheet_difficulty_from_string (o->difficulty_name, &o->difficulty))
    QD_CLI_USAGE (_("unknown difficulty “%s”: use easy, medium or hard"), o->difficulty_name);
  if (o->pdf_path == NULL && o->answers_path == NULL && o->bundle_path == NULL)
    QD_CLI_USAGE (_("nothing to write: give --pdf, --answers or --bundle"));
  if ((o->pdf_path != NULL && qd_cli_is_stdout (o->pdf_path))
      || (o->answers_path != NULL && qd_cli_is_stdout (o->answers_path)))
    QD_CLI_USAGE (_("--pdf and --answers write files, not standard output"));
  return TRUE;
}

/* The bundle's folder: made, or an error printed. */
static gboolean
check_folder (const char *folder)
{
  if (g_file_test (folder, G_FILE_TEST_EXISTS) && !g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_printerr (_("quandary-cli: %s: not a folder\n"), folder);
      return FALSE;
    }
  if (g_mkdir_with_parents (folder, 0777) != 0 || g_access (folder, W_OK) != 0)
    {
      int saved = errno;

      g_printerr (_("quandary-cli: %s: cannot write in this folder: %s\n"), folder, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

static gboolean
write_pdf (const QdWorksheet *sheet, const char *path, gboolean filled)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  if (path == NULL)
    return TRUE;
  file = qd_cli_file (path);
  if (!qd_worksheet_write_pdf (sheet, file, filled, &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

static int
run (Options *o)
{
  g_autoptr(QdWorksheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  const QdCliFile outputs[2] = { { "--pdf", o->pdf_path }, { "--answers", o->answers_path } };
  gboolean ok = TRUE;
  int status;

  if (o->bundle_path != NULL)
    {
      o->bundle_names = qd_worksheet_bundle_names (o->kind, (guint) o->count);
      qd_cli_reserve_folder (o->bundle_path, "--bundle", (const char *const *) o->bundle_names);
    }
  /* Every output is checked before the work that makes it. */
  if ((status = qd_cli_check_files (NULL, 0, NULL, outputs, 2)) != QD_EXIT_OK)
    return status;
  if (o->bundle_path != NULL && !check_folder (o->bundle_path))
    return QD_EXIT_INPUT;

  sheet = qd_worksheet_new (o->kind, o->seed, o->difficulty, (guint) o->count);
  ok &= write_pdf (sheet, o->pdf_path, FALSE);
  ok &= write_pdf (sheet, o->answers_path, TRUE);
  if (o->bundle_path != NULL && !qd_worksheet_write_bundle (sheet, o->bundle_path, &error))
    {
      qd_cli_print_error (error);
      ok = FALSE;
    }
  return ok ? QD_EXIT_OK : QD_EXIT_INPUT;
}

static void
clear_options (Options *o)
{
  g_free (o->seed_text);
  g_free (o->difficulty_name);
  g_free (o->pdf_path);
  g_free (o->answers_path);
  g_free (o->bundle_path);
  g_strfreev (o->bundle_names);
}

QD_CLI_DEFINE_MAIN (, qd_cli_worksheet)
