/* qd-cli-report.c — --report, --report-bundle and --gif (qd-cli-report.h). */
#include "config.h"
#include "qd-cli-report.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "qd-cli.h"

/* The most of stdout a report keeps (a trace printed on stdout can be
 * long); what is past it is passed on, not kept. */
#define OUTPUT_KEPT_MAX (64 * 1024 * 1024)

/* ------------------------------------------------------------ the command line */

static char **command_line;

void
qd_cli_set_command_line (const char *prefix, int argc, char **argv)
{
  GPtrArray *words = g_ptr_array_new ();
  g_auto(GStrv) prefix_words = g_strsplit (prefix, " ", -1);

  for (guint i = 0; prefix_words[i] != NULL; i++)
    if (*prefix_words[i] != '\0')
      g_ptr_array_add (words, g_strdup (prefix_words[i]));
  for (int i = 0; i < argc; i++)
    g_ptr_array_add (words, g_strdup (argv[i]));
  g_ptr_array_add (words, NULL);
  g_strfreev (command_line);
  command_line = (char **) g_ptr_array_free (words, FALSE);
}

void
qd_cli_add_command_option (const char *option, const char *value)
{
  GPtrArray *words = g_ptr_array_new ();
  gboolean added = FALSE;

  for (guint i = 0; command_line != NULL && command_line[i] != NULL; i++)
    {
      if (!added && g_str_equal (command_line[i], "--"))
        {
          g_ptr_array_add (words, g_strdup (option));
          g_ptr_array_add (words, g_strdup (value));
          added = TRUE;
        }
      g_ptr_array_add (words, command_line[i]);
    }
  if (!added)
    {
      g_ptr_array_add (words, g_strdup (option));
      g_ptr_array_add (words, g_strdup (value));
    }
  g_ptr_array_add (words, NULL);
  g_free (command_line);
  command_line = (char **) g_ptr_array_free (words, FALSE);
}

const char *const *
qd_cli_get_command_line (void)
{
  return (const char *const *) command_line;
}

/* The options of this file, with a value, as they may be written. */
static const char *const report_options[] = { "--report", "--report-bundle", "--gif", "--gif-delay", "--gif-size",
                                              "--gif-frames", NULL };

guint
qd_cli_report_option_words (const char *word)
{
  for (guint i = 0; report_options[i] != NULL; i++)
    {
      gsize n = strlen (report_options[i]);

      if (strncmp (word, report_options[i], n) == 0)
        {
          if (word[n] == '\0')
            return 2;
          if (word[n] == '=')
            return 1;
        }
    }
  return 0;
}

/* How many words `word` and its value take when it is --palette. */
static guint
palette_option_words (const char *word)
{
  return g_str_equal (word, "--palette") ? 2 : g_str_has_prefix (word, "--palette=") ? 1 : 0;
}

/* The command line has a picture option (--png, --svg, --pdf), which
 * --palette goes with. */
static gboolean
has_picture_option (void)
{
  static const char *const pictures[] = { "--png", "--svg", "--pdf", NULL };

  for (guint i = 0; command_line != NULL && command_line[i] != NULL; i++)
    {
      if (g_str_equal (command_line[i], "--"))
        break;
      for (guint k = 0; pictures[k] != NULL; k++)
        {
          gsize n = strlen (pictures[k]);

          if (strncmp (command_line[i], pictures[k], n) == 0 &&
              (command_line[i][n] == '\0' || command_line[i][n] == '='))
            return TRUE;
        }
    }
  return FALSE;
}

/* The run's command line without the report's own options (and without
 * --palette when it only coloured them): the command that does the same
 * run. */
static char **
reproducing_argv (void)
{
  GPtrArray *words = g_ptr_array_new ();
  gboolean keep_palette = has_picture_option ();

  for (guint i = 0; command_line != NULL && command_line[i] != NULL; i++)
    {
      guint skip;

      if (g_str_equal (command_line[i], "--"))
        {
          for (; command_line[i] != NULL; i++)
            g_ptr_array_add (words, g_strdup (command_line[i]));
          break;
        }
      skip = qd_cli_report_option_words (command_line[i]);
      if (skip == 0 && !keep_palette)
        skip = palette_option_words (command_line[i]);
      if (skip == 2 && command_line[i + 1] == NULL)
        skip = 1;
      if (skip > 0)
        {
          i += skip - 1;
          continue;
        }
      g_ptr_array_add (words, g_strdup (command_line[i]));
    }
  if (words->len == 0)
    g_ptr_array_add (words, g_strdup ("quandary-cli"));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

/* ------------------------------------------------------------ options */

/* The report options of the command being parsed (one per process). */
static QdCliReport *parsed_report;

QdCliReport *
qd_cli_report_take_parsed (void)
{
  return g_steal_pointer (&parsed_report);
}

void
qd_cli_report_add_entries (GOptionContext *context, QdCliReport *report, gboolean steps)
{
  GOptionEntry entries[] = {
    { "report", 0, 0, G_OPTION_ARG_FILENAME, &report->report,
      N_("Write a PDF report of the run: the instance, the settings, the command that does the run again, the "
         "results, the statistics and the trace's first lines"), N_("FILE") },
    { "report-bundle", 0, 0, G_OPTION_ARG_FILENAME, &report->bundle,
      N_("Write the report as a folder for a report of your own: report.pdf, report.md, figures/ (SVG and PNG), "
         "data/ (CSV), traces/"), N_("DIR") },
    { "gif", 0, 0, G_OPTION_ARG_FILENAME, &report->gif,
      N_("Write the run step by step as an animated GIF: a frame for the start and one for each step, or steps "
         "spread evenly when there are more than --gif-frames"),
      N_("FILE") },
    { "gif-delay", 0, 0, G_OPTION_ARG_STRING, &report->gif_delay_text,
      N_("Milliseconds between two frames of --gif, from 20 to 60000 (default 500; the last frame stays longer)"),
      N_("MS") },
    { "gif-size", 0, 0, G_OPTION_ARG_STRING, &report->gif_size,
      N_("The size of --gif's frames in pixels, each side from 64 to 4096 (default 800x600)"), N_("WxH") },
    { "gif-frames", 0, 0, G_OPTION_ARG_STRING, &report->gif_frames,
      N_("The most frames of --gif, from 2 to 100000 (default 300, fewer for a large --gif-size): a longer run "
         "shows steps spread evenly, its first and last kept, each frame saying its true step number; width × "
         "height × frames is at most 2,000,000,000 pixels"),
      N_("N") },
    { NULL }
  };

  parsed_report = report;
  report->steps = steps;
  report->gif_delay = -1;   /* not given; any text typed, -1 included, is checked */
  report->saved_stdout = -1;
  report->pipe_read = -1;
  /* Without steps the entries end before --gif. */
  if (!steps)
    entries[2] = entries[G_N_ELEMENTS (entries) - 1];
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

static gboolean
parse_side (const char *text, char **end, int *side)
{
  guint64 value;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  value = g_ascii_strtoull (text, end, 10);
  if (value < QD_GIF_MIN_SIDE || value > QD_GIF_MAX_SIDE)
    return FALSE;
  *side = (int) value;
  return TRUE;
}

/* --gif-frames N into the options; FALSE when N is not a whole number in
 * the range. */
static gboolean
parse_frames (const char *text, QdGifOptions *options)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, QD_GIF_MIN_FRAMES, QD_GIF_MAX_FRAMES, &value, NULL))
    return FALSE;
  options->max_frames = (guint) value;
  return TRUE;
}

/* Width × height × frames within QD_GIF_MAX_PIXELS, before the run: the
 * default budget of frames shrinks to fit --gif-size, a --gif-frames given
 * is refused with the most that fits. */
static gboolean
check_pixels (QdCliReport *report)
{
  QdGifOptions *g = &report->gif_options;
  guint most = qd_gif_max_frames_for (g->width, g->height);

  if (g->max_frames <= most)
    return TRUE;
  if (report->gif_frames == NULL)
    {
      g->max_frames = MAX (most, QD_GIF_MIN_FRAMES);
      return TRUE;
    }
  QD_CLI_USAGE (_("--gif-frames %u of %d x %d pixels are over the limit of 2,000,000,000 pixels to draw: at most "
                  "%u frames of that size"), g->max_frames, g->width, g->height, most);
}

gboolean
qd_cli_report_check (QdCliReport *report)
{
  qd_gif_options_init (&report->gif_options);
  if (report->gif_size != NULL)
    {
      char *end;

      if (!parse_side (report->gif_size, &end, &report->gif_options.width) || (*end != 'x' && *end != 'X') ||
          !parse_side (end + 1, &end, &report->gif_options.height) || *end != '\0')
        QD_CLI_USAGE (_("--gif-size must be WIDTHxHEIGHT in pixels, each from %d to %d (say 800x600), not “%s”"),
                      QD_GIF_MIN_SIDE, QD_GIF_MAX_SIDE, report->gif_size);
    }
  if (report->gif_delay_text != NULL)
    {
      gint64 delay;

      if (!qd_cli_parse_integer ("--gif-delay", report->gif_delay_text, 20, QD_GIF_MAX_DELAY_MS, &delay))
        return FALSE;
      report->gif_delay = (int) delay;
      report->gif_options.delay_ms = (guint) report->gif_delay;
      report->gif_options.last_pause_ms = qd_gif_last_pause_for (report->gif_options.delay_ms);
    }
  if (report->gif_frames != NULL && !parse_frames (report->gif_frames, &report->gif_options))
    QD_CLI_USAGE (_("--gif-frames must be a number of frames from %d to %d, not “%s”"), QD_GIF_MIN_FRAMES,
                  QD_GIF_MAX_FRAMES, report->gif_frames);
  if (!check_pixels (report))
    return FALSE;
  if (report->gif == NULL && (report->gif_size != NULL || report->gif_delay_text != NULL || report->gif_frames != NULL))
    QD_CLI_USAGE (_("--gif-size, --gif-delay and --gif-frames go with --gif"));
  /* A PDF or a GIF on stdout would be mixed with what the command prints. */
  if (report->report != NULL && qd_cli_is_stdout (report->report))
    QD_CLI_USAGE (_("--report writes a PDF: name a file, not “%s” (standard output has the command's own output)"),
                  report->report);
  if (report->gif != NULL && qd_cli_is_stdout (report->gif))
    QD_CLI_USAGE (_("--gif writes a GIF: name a file, not “%s” (standard output has the command's own output)"),
                  report->gif);
  return TRUE;
}

int
qd_cli_report_outputs (const QdCliReport *report, QdCliFile *files)
{
  int n = 0;

  if (report->bundle != NULL)
    {
      if (g_str_equal (report->bundle, "-") ||
          (g_file_test (report->bundle, G_FILE_TEST_EXISTS) && !g_file_test (report->bundle, G_FILE_TEST_IS_DIR)))
        {
          g_printerr (_("quandary-cli: %s: --report-bundle needs a folder (made if missing), not a file\n"),
                      report->bundle);
          return -1;
        }
      /* A folder to be made: where it goes must take it, checked before the
       * run as every output is (its files are written into it). */
      if (!g_file_test (report->bundle, G_FILE_TEST_IS_DIR) && !qd_cli_check_output (report->bundle))
        return -1;
      if (g_file_test (report->bundle, G_FILE_TEST_IS_DIR))
        {
          g_autofree char *inside = g_build_filename (report->bundle, "report.pdf", NULL);

          if (!qd_cli_check_output (inside))
            return -1;
        }
      /* What the bundle writes is not another output's to write. */
      qd_cli_reserve_folder (report->bundle, "--report-bundle", qd_report_bundle_names);
    }
  if (report->report != NULL)
    files[n++] = (QdCliFile) { "--report", report->report };
  if (report->gif != NULL)
    files[n++] = (QdCliFile) { "--gif", report->gif };
  return n;
}

gboolean
qd_cli_report_any (const QdCliReport *report)
{
  return qd_cli_report_wanted (report) || qd_cli_report_wants_gif (report);
}

gboolean
qd_cli_report_wanted (const QdCliReport *report)
{
  return report->report != NULL || report->bundle != NULL;
}

gboolean
qd_cli_report_wants_gif (const QdCliReport *report)
{
  return report->gif != NULL;
}

/* ------------------------------------------------------------ keeping stdout */

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The thread that passes the pipe on to stdout and keeps a copy. */
static gpointer
tee_thread (gpointer data)
{
  QdCliReport *report = data;
  char buffer[65536];
  gboolean passing = TRUE;

  for (;;)
    {
      gssize n = read (report->pipe_read, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      /* A reader of stdout that went away (| head) loses the rest, as it
       * would have; the report still gets it. */
      if (passing)
        passing = write_all (report->saved_stdout, buffer, (gsize) n);
      if (report->output->len < OUTPUT_KEPT_MAX)
        g_string_append_len (report->output, buffer, MIN ((gsize) n, OUTPUT_KEPT_MAX - report->output->len));
    }
  return NULL;
}

void
qd_cli_report_begin (QdCliReport *report)
{
  int fds[2];

  if (!qd_cli_report_wanted (report) || report->tee != NULL)
    return;
  fflush (stdout);
  report->output = g_string_new (NULL);
  report->saved_stdout = dup (STDOUT_FILENO);
  if (report->saved_stdout < 0 || pipe (fds) != 0)
    {
      /* Nothing kept: the report says nothing of the output. */
      if (report->saved_stdout >= 0)
        close (report->saved_stdout);
      report->saved_stdout = -1;
      return;
    }
  if (dup2 (fds[1], STDOUT_FILENO) < 0)
    {
      close (fds[0]);
      close (fds[1]);
      close (report->saved_stdout);
      report->saved_stdout = -1;
      return;
    }
  close (fds[1]);
  report->pipe_read = fds[0];
  report->tee = g_thread_new ("report-stdout", tee_thread, report);
}

/* Puts stdout back: the pipe's last writer closed, the thread has passed
 * everything on. */
static void
end_capture (QdCliReport *report)
{
  if (report->tee == NULL)
    return;
  fflush (stdout);
  dup2 (report->saved_stdout, STDOUT_FILENO);
  g_thread_join (report->tee);
  report->tee = NULL;
  close (report->pipe_read);
  close (report->saved_stdout);
  report->pipe_read = -1;
  report->saved_stdout = -1;
}

/* ------------------------------------------------------------ writing */

typedef gboolean (*WriteFunc) (const QdReport *report, GFile *file, const gint *stop, GError **error);

/* Writes the report to `path` (a file, or the bundle's folder) with
 * `write`; FALSE when it fails (said). */
static gboolean
write_report (const QdReport *report, const char *path, GFile *(*file_of) (const char *path), WriteFunc write,
              const gint *stop)
{
  g_autoptr(GFile) file = file_of (path);
  g_autoptr(GError) error = NULL;

  if (write (report, file, stop, &error))
    return TRUE;
  qd_cli_print_error (error);
  return FALSE;
}

gboolean
qd_cli_report_finish (QdCliReport *report, QdReport *built, QdAnimation *animation)
{
  g_autoptr(QdReport) owned = built;
  g_autoptr(QdAnimation) frames = animation;
  gboolean ok = TRUE;
  const gint *stop;

  end_capture (report);
  stop = qd_cli_catch_interrupt_for_writes ();
  if (owned != NULL && qd_cli_report_wanted (report))
    {
      g_auto(GStrv) argv = reproducing_argv ();

      qd_report_add_command (owned, (const char *const *) argv);
      if (report->output != NULL)
        qd_report_add_output (owned, report->output->str);
      if (report->report != NULL)
        ok = write_report (owned, report->report, qd_cli_file, qd_report_write_pdf_full, stop) && ok;
      if (report->bundle != NULL)
        ok = write_report (owned, report->bundle, g_file_new_for_path, qd_report_write_bundle_full, stop) && ok;
    }
  if (frames != NULL && report->gif != NULL)
    {
      g_autoptr(GFile) file = qd_cli_file (report->gif);
      g_autoptr(GError) error = NULL;

      frames->palette = report->palette;
      if (!qd_gif_write (frames, &report->gif_options, file, stop, NULL, &error))
        {
          qd_cli_print_error (error);
          ok = FALSE;
        }
    }
  qd_cli_release_interrupt_for_writes ();
  return ok;
}

void
qd_cli_report_clear (QdCliReport *report)
{
  end_capture (report);
  g_clear_pointer (&report->report, g_free);
  g_clear_pointer (&report->bundle, g_free);
  g_clear_pointer (&report->gif, g_free);
  g_clear_pointer (&report->gif_size, g_free);
  g_clear_pointer (&report->gif_delay_text, g_free);
  g_clear_pointer (&report->gif_frames, g_free);
  if (report->output != NULL)
    g_string_free (report->output, TRUE);
  report->output = NULL;
}
