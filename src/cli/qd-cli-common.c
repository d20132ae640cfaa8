/* qd-cli-common.c — option parsing, input reading and picture export shared by
 * every subcommand. */
#include "config.h"
#include "qd-cli.h"

#include <glib/gi18n.h>
#include <stdio.h>

void
qd_cli_input_error (const char *path, const char *message)
{
  g_printerr ("quandary-cli: %s: %s\n", path, message);
}

void
qd_cli_usage_error (GOptionContext *context, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("quandary-cli: %s\n", message);
  g_printerr (_("Try “%s --help” for more information.\n"), g_get_prgname ());
}

gboolean
qd_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      qd_cli_usage_error (context, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_cli_read_file (const char *path, char **contents, gsize *length)
{
  g_autoptr(GError) error = NULL;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      qd_cli_input_error (path, _("is a folder, not a file"));
      return FALSE;
    }
  if (!g_file_get_contents (path, contents, length, &error))
    {
      g_printerr ("quandary-cli: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
}

void
qd_cli_pictures_add_entries (GOptionContext *context, QdCliPictures *pictures)
{
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &pictures->png, N_("Draw the result as a PNG image"), N_("FILE") },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &pictures->svg, N_("Draw the result as an SVG drawing"), N_("FILE") },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pictures->pdf, N_("Draw the result as a PDF page"), N_("FILE") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
qd_cli_pictures_clear (QdCliPictures *pictures)
{
  g_clear_pointer (&pictures->png, g_free);
  g_clear_pointer (&pictures->svg, g_free);
  g_clear_pointer (&pictures->pdf, g_free);
}

gboolean
qd_cli_pictures_write (const QdCliPictures *pictures, double width, double height,
                       QdDrawFunc draw, gpointer user_data)
{
  const struct { const char *path; QdExportFormat format; } outputs[] = {
    { pictures->png, QD_EXPORT_PNG },
    { pictures->svg, QD_EXPORT_SVG },
    { pictures->pdf, QD_EXPORT_PDF },
  };

  for (guint i = 0; i < G_N_ELEMENTS (outputs); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GFile) file = NULL;

      if (outputs[i].path == NULL)
        continue;
      file = g_file_new_for_commandline_arg (outputs[i].path);
      if (!qd_export_drawing (file, outputs[i].format, width, height,
                              outputs[i].format == QD_EXPORT_PNG ? 2 : 1,
                              draw, user_data, &error))
        {
          g_printerr ("quandary-cli: %s\n", error->message);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
qd_cli_write_text (const char *path, const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = NULL;

  if (path == NULL)
    {
      fputs (text, stdout);
      fflush (stdout);
      return TRUE;
    }
  file = g_file_new_for_commandline_arg (path);
  if (!qd_save_text (file, text, -1, &error))
    {
      qd_cli_input_error (path, error->message);
      return FALSE;
    }
  return TRUE;
}
