/* qd-cli-common.c — what every subcommand shares: option parsing and usage
 * errors, reading inputs and reporting their errors, writing outputs, long
 * runs (progress on a terminal, Ctrl-C), pictures. */
#include "config.h"
#include "qd-cli.h"

#include "core/qd-text.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <string.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static void
add_picture_entries (GOptionContext *context, QdCliPictures *pictures)
{
  GOptionEntry entries[] = {
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &pictures->png, N_("Draw the result as a PNG image"), N_("FILE") },
    { "svg", 0, 0, G_OPTION_ARG_FILENAME, &pictures->svg, N_("Draw the result as an SVG drawing"), N_("FILE") },
    { "pdf", 0, 0, G_OPTION_ARG_FILENAME, &pictures->pdf, N_("Draw the result as a PDF page"), N_("FILE") },
    { "palette", 0, 0, G_OPTION_ARG_STRING, &pictures->palette,
      N_("The colours of the pictures, the report's figures and the GIF: default, or print for a "
         "black-and-white print (steps of lightness, letters and patterns beside the colours)"), "default|print" },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

/* The picture options of the command being parsed, checked with its
 * other options by qd_cli_parse_options() (one command per process). */
static const QdCliPictures *parsed_pictures;

/* The options of the command being parsed that take a number with a
 * fraction: GLib reads "nan" and "inf" as numbers, so their values are
 * checked first (one command is parsed per process). */
static GPtrArray *number_options;   /* of "--long" and "-s" */

static void
remember_numbers (const GOptionEntry *entries)
{
  g_clear_pointer (&number_options, g_ptr_array_unref);
  number_options = g_ptr_array_new_with_free_func (g_free);
  for (const GOptionEntry *e = entries; e->long_name != NULL; e++)
    if (e->arg == G_OPTION_ARG_DOUBLE)
      {
        g_ptr_array_add (number_options, g_strconcat ("--", e->long_name, NULL));
        if (e->short_name != 0)
          g_ptr_array_add (number_options, g_strdup_printf ("-%c", e->short_name));
      }
}

gboolean
qd_cli_parse_finite (const char *option, const char *text, double *value)
{
  char *end = NULL;
  double v = text != NULL ? g_ascii_strtod (text, &end) : NAN;
  g_autofree char *shown = NULL;

  if (text != NULL && end != text && *end == '\0' && isfinite (v))
    {
      if (value != NULL)
        *value = v;
      return TRUE;
    }
  shown = qd_text_quote (text != NULL ? text : "", -1);
  qd_cli_usage_error (_("%s: expected a finite number, got “%s”"), option, shown);
  return FALSE;
}

gboolean
qd_cli_parse_integer (const char *option, const char *text, gint64 min, gint64 max, gint64 *value)
{
  g_autofree char *shown = NULL, *low = NULL, *high = NULL;
  gint64 v;

  if (text != NULL && *text != '\0' && !g_ascii_isspace (*text) && *text != '+'
      && g_ascii_string_to_signed (text, 10, min, max, &v, NULL))
    {
      if (value != NULL)
        *value = v;
      return TRUE;
    }
  shown = qd_text_quote (text != NULL ? text : "", -1);
  low = g_strdup_printf ("%" G_GINT64_FORMAT, min);
  high = g_strdup_printf ("%" G_GINT64_FORMAT, max);
  qd_cli_usage_error (_("%s takes a whole number from %s to %s, not “%s”"), option, low, high, shown);
  return FALSE;
}

static gboolean
check_numbers (int argc, char **argv)
{
  for (int i = 1; number_options != NULL && i < argc; i++)
    {
      const char *arg = argv[i];
      const char *eq = strchr (arg, '=');
      g_autofree char *name = eq != NULL ? g_strndup (arg, eq - arg) : g_strdup (arg);

      if (strcmp (arg, "--") == 0)
        break;
      for (guint k = 0; k < number_options->len; k++)
        if (strcmp (name, number_options->pdata[k]) == 0)
          {
            const char *value = eq != NULL ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;

            if (value == NULL)
              break;   /* GLib says the value is missing */
            if (!qd_cli_parse_finite (name, value, NULL))
              return FALSE;
            break;
          }
    }
  return TRUE;
}

char *
qd_cli_read_answer (void)
{
  GString *line = g_string_new (NULL);
  gboolean cut = FALSE;
  int c;

  /* The question asked is on show first, even when stdout is not a
   * terminal (a report keeps stdout through a pipe). */
  fflush (stdout);
  while ((c = getchar ()) != EOF && c != '\n')
    {
      if (line->len < QD_CLI_ANSWER_MAX)
        g_string_append_c (line, (char) c);
      else
        cut = TRUE;
    }
  if (c == EOF && line->len == 0 && !cut)
    {
      g_string_free (line, TRUE);
      return NULL;
    }
  g_strstrip (line->str);
  line->len = strlen (line->str);
  if (cut)
    g_string_append (line, "…");    /* never a valid answer */
  return g_string_free (line, FALSE);
}

gboolean
qd_cli_check_time_limit (double seconds)
{
  if (seconds >= 0 && seconds <= 1e9)
    return TRUE;
  qd_cli_usage_error (_("--time-limit must be a number of seconds, at least 0"));
  return FALSE;
}

GOptionContext *
qd_cli_context_new (const char *parameter_string, const GOptionEntry *entries,
                    QdCliPictures *pictures, const char *description)
{
  GOptionContext *context = g_option_context_new (parameter_string);

  remember_numbers (entries);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_set_description (context, description);
  parsed_pictures = pictures;
  if (pictures != NULL)
    add_picture_entries (context, pictures);
  return context;
}

gboolean
qd_cli_parse_options (GOptionContext *context, int *argc, char ***argv)
{
  g_autoptr(GError) error = NULL;
  const QdCliPictures *pictures = parsed_pictures;
  QdCliReport *report = qd_cli_report_take_parsed ();

  /* Checked once, for the context made last. */
  parsed_pictures = NULL;
  if (!check_numbers (*argc, *argv))
    return FALSE;
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      qd_cli_usage_error ("%s", error->message);
      return FALSE;
    }
  return pictures == NULL || qd_cli_pictures_check (pictures, report);
}

void
qd_cli_usage_error (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("quandary-cli: %s\n", message);
  g_printerr (_("Try “%s --help” for more information.\n"), g_get_prgname ());
}

const char *
qd_cli_first_given (const QdCliGiven *options, guint n)
{
  for (guint i = 0; i < n; i++)
    if (options[i].given)
      return options[i].name;
  return NULL;
}

GStrv
qd_cli_split_list (const char *text, gboolean final_comma)
{
  GStrv items = g_strsplit (text, ",", -1);
  guint n = g_strv_length (items);

  for (guint i = 0; i < n; i++)
    g_strstrip (items[i]);
  if (final_comma && n > 1 && *items[n - 1] == '\0')
    g_clear_pointer (&items[n - 1], g_free);
  return items;
}

/* ------------------------------------------------------------------------ */

void
qd_cli_print_error (const GError *error)
{
  g_autofree char *message = qd_text_sanitize_message (error->message);

  g_printerr ("quandary-cli: %s\n", message);
}

void
qd_cli_prefix_error (GError **error, const char *path)
{
  g_prefix_error (error, "%s: ", path);
}

/* A file named on the command line: a path, unless it is a URI
 * ("file:///…", "resource:///…"); "Map: Australia" is a path. */
static GFile *
file_for_arg (const char *path)
{
  return strstr (path, "://") != NULL ? g_file_new_for_commandline_arg (path) : g_file_new_for_path (path);
}

GFile *
qd_cli_file (const char *path)
{
  if (strcmp (path, "-") == 0)
    return g_file_new_for_path ("/dev/stdout");
  return file_for_arg (path);
}

gboolean
qd_cli_read (const char *path, char **contents, gsize *length, GError **error)
{
  g_autoptr(GFile) file = NULL;

  /* `-` is stdin. */
  if (strcmp (path, "-") != 0)
    file = file_for_arg (path);
  if (qd_file_read (file, 0, contents, length, error))
    return TRUE;
  qd_cli_prefix_error (error, path);
  return FALSE;
}

gboolean
qd_cli_check_output (const char *path)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return TRUE;
  file = qd_cli_file (path);
  if (qd_file_check_writable (file, &error))
    return TRUE;
  qd_cli_print_error (error);
  return FALSE;
}

char *
qd_cli_input_path (GFile *file)
{
  return file != NULL ? g_file_get_path (file) : NULL;
}

gpointer
qd_cli_load (const char *path, QdCliParseFunc parse, gpointer user_data, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length;
  gpointer object;

  if (!qd_cli_read (path, &contents, &length, error))
    return NULL;
  object = parse (contents, length, user_data, error);
  if (object == NULL)
    qd_cli_prefix_error (error, path);
  return object;
}

gpointer
qd_cli_load_format (const char *path, const QdFormat *format, GError **error)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *contents = NULL;
  gsize length;
  gpointer model;

  if (!qd_cli_read (path, &contents, &length, error))
    return NULL;
  model = format->parse (contents, length, warnings, error);
  qd_cli_print_warnings (path, warnings);
  if (model == NULL)
    qd_cli_prefix_error (error, path);
  return model;
}

void
qd_cli_print_warnings (const char *path, const GPtrArray *warnings)
{
  for (guint i = 0; i < warnings->len; i++)
    {
      g_autofree char *safe = qd_text_sanitize_message (g_ptr_array_index (warnings, i));

      g_printerr (_("quandary-cli: %s: warning: %s\n"), path, safe);
    }
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
  file = qd_cli_file (path);
  if (!qd_save_text (file, text, -1, &error))
    {
      qd_cli_print_error (error);
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------------------ */

gboolean
qd_cli_stderr_is_terminal (void)
{
  return isatty (STDERR_FILENO);
}

typedef struct {
  QdCliWorkFunc work;
  gpointer data;
  gint done;
} Worker;

static gpointer
worker_thread (gpointer user_data)
{
  Worker *worker = user_data;

  worker->work (worker->data);
  g_atomic_int_set (&worker->done, 1);
  return NULL;
}

void
qd_cli_run_with_progress (const char *name, gboolean show, QdCliWorkFunc work,
                          QdCliProgressFunc progress, gpointer data)
{
  Worker worker = { work, data, 0 };
  GThread *thread;
  gboolean shown = FALSE;

  if (!show)
    {
      work (data);
      return;
    }
  thread = g_thread_new (name, worker_thread, &worker);
  while (!g_atomic_int_get (&worker.done))
    {
      g_usleep (G_USEC_PER_SEC / 10);
      if (g_atomic_int_get (&worker.done))
        break;
      progress (data);
      shown = TRUE;
    }
  g_thread_join (thread);
  if (shown)
    g_printerr ("\r\033[K");
}

/* Set by the SIGINT handler (an atomic int store is async-signal-safe):
 * `interrupted` while a run catches Ctrl-C, `writes_interrupted` while files
 * are saved outside a run (their saves are then aborted, their temporary
 * files removed: qd_file_set_interrupt).  Elsewhere Ctrl-C ends the command
 * at once, as it would without a handler. */
static gint interrupted;
static gint writes_interrupted;
static gint catching;
/* While outputs are written with a stop flag of their own (a report, a
 * bundle: qd_cli_catch_interrupt_for_writes). */
static gint write_stop, catching_writes;
static gsize handler_installed;

static void
on_interrupt (int signum)
{
  if (g_atomic_int_get (&catching_writes) > 0)
    g_atomic_int_set (&write_stop, 1);
  else if (g_atomic_int_get (&catching) > 0)
    g_atomic_int_set (&interrupted, 1);
  else if (qd_file_saving () && g_atomic_int_get (&writes_interrupted) == 0)
    g_atomic_int_set (&writes_interrupted, 1);
  else
    {
      signal (SIGINT, SIG_DFL);
      raise (SIGINT);
    }
}

void
qd_cli_install_interrupt (void)
{
  if (g_once_init_enter (&handler_installed))
    {
      qd_file_set_interrupt (&writes_interrupted);
      signal (SIGINT, on_interrupt);
      g_once_init_leave (&handler_installed, 1);
    }
}

/* Puts the handler in place, clears `flag` and counts one more catcher in
 * `count`: a Ctrl-C sets `flag` while the count is above 0. */
static const gint *
catch_into (gint *flag, gint *count)
{
  qd_cli_install_interrupt ();
  g_atomic_int_set (flag, 0);
  g_atomic_int_inc (count);
  return flag;
}

const gint *
qd_cli_catch_interrupt (void)
{
  return catch_into (&interrupted, &catching);
}

void
qd_cli_release_interrupt (void)
{
  g_atomic_int_dec_and_test (&catching);
}

gboolean
qd_cli_interrupted (void)
{
  return g_atomic_int_get (&interrupted) != 0;
}

const gint *
qd_cli_catch_interrupt_for_writes (void)
{
  return catch_into (&write_stop, &catching_writes);
}

void
qd_cli_release_interrupt_for_writes (void)
{
  g_atomic_int_dec_and_test (&catching_writes);
  if (g_atomic_int_get (&write_stop))
    g_atomic_int_set (&writes_interrupted, 1);
}

gboolean
qd_cli_writes_interrupted (void)
{
  return g_atomic_int_get (&writes_interrupted) != 0;
}

/* ------------------------------------------------------------------------ */

void
qd_cli_pictures_clear (QdCliPictures *pictures)
{
  g_clear_pointer (&pictures->png, g_free);
  g_clear_pointer (&pictures->svg, g_free);
  g_clear_pointer (&pictures->pdf, g_free);
  g_clear_pointer (&pictures->palette, g_free);
}

gboolean
qd_cli_pictures_wanted (const QdCliPictures *pictures)
{
  return pictures->png != NULL || pictures->svg != NULL || pictures->pdf != NULL;
}

gboolean
qd_cli_pictures_check (const QdCliPictures *pictures, QdCliReport *report)
{
  g_autofree char *shown = NULL;

  if (pictures->palette == NULL)
    return TRUE;
  if (qd_palette_by_name (pictures->palette) == NULL)
    {
      shown = qd_text_quote (pictures->palette, -1);
      QD_CLI_USAGE (_("unknown palette “%s”: use default or print"), shown);
    }
  if (!qd_cli_pictures_wanted (pictures) && (report == NULL || !qd_cli_report_any (report)))
    QD_CLI_USAGE (_("--palette chooses the colours of the pictures, reports and GIFs: it goes with --png, --svg, "
                    "--pdf, --report, --report-bundle or --gif"));
  if (report != NULL)
    report->palette = qd_cli_pictures_palette (pictures);
  return TRUE;
}

const QdPalette *
qd_cli_pictures_palette (const QdCliPictures *pictures)
{
  const QdPalette *palette = pictures->palette != NULL ? qd_palette_by_name (pictures->palette) : NULL;

  return palette != NULL ? palette : qd_palette_light ();
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
      file = qd_cli_file (outputs[i].path);
      if (!qd_export_drawing (file, outputs[i].format, width, height,
                              outputs[i].format == QD_EXPORT_PNG ? 2 : 1,
                              draw, user_data, &error))
        {
          qd_cli_print_error (error);
          return FALSE;
        }
    }
  return TRUE;
}
