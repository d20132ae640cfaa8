/* bench-report.c — what reports and animations cost (issue 32): a report
 * of many pages written as a PDF and as a bundle, and a replay of 100
 * steps at 800 x 600 written as a GIF (the bound: under 2 MB).
 * Prints wall and CPU times, pages and bytes; asserts nothing.
 *
 *   meson test -C _build-release --benchmark -v report
 *   _build-release/tests/bench/bench-report [STEPS] */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <time.h>

#include "render/qd-animation.h"
#include "render/qd-gif.h"
#include "render/qd-report.h"

static double
cpu_seconds (void)
{
  return (double) clock () / CLOCKS_PER_SEC;
}

/* A board of 12 x 12 cells, `step` of them coloured: a replay's frame. */
static void
draw_board (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  for (guint i = 0; i < 144; i++)
    {
      double x = 10 + (i % 12) * 40, y = 10 + (i / 12) * 40;

      if (i < step)
        cairo_set_source_rgb (cr, (i % 3) / 2.0, 0.5, 1 - (i % 5) / 4.0);
      else
        cairo_set_source_rgb (cr, 0.93, 0.93, 0.93);
      cairo_rectangle (cr, x, y, 36, 36);
      cairo_fill (cr);
    }
}

static char *
describe_step (guint step, gpointer data)
{
  return g_strdup_printf ("cell %u coloured", step);
}

static void
draw_figure (cairo_t *cr, double width, double height, gpointer data)
{
  draw_board (cr, GPOINTER_TO_UINT (data), qd_palette_light (), NULL);
}

static guint64
file_size (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 ? (guint64) st.st_size : 0;
}

int
main (int argc, char **argv)
{
  guint steps = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 100;
  g_autofree char *dir = g_dir_make_tmp ("qd-bench-report-XXXXXX", NULL);
  g_autofree char *pdf_path = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *gif_path = g_build_filename (dir, "replay.gif", NULL);
  g_autofree char *bundle_path = g_build_filename (dir, "bundle", NULL);
  g_autoptr(GFile) pdf = g_file_new_for_path (pdf_path);
  g_autoptr(GFile) gif = g_file_new_for_path (gif_path);
  g_autoptr(GFile) bundle = g_file_new_for_path (bundle_path);
  g_autoptr(QdReport) report = qd_report_new ("Benchmark", "board.txt");
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GString) trace = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  QdReportBlock *table;
  QdGifOptions options;
  gint64 start;
  double cpu;

  /* 20 figures, a table of 2,000 rows, a trace of 100,000 lines. */
  for (guint i = 0; i < 20; i++)
    qd_report_add_figure (qd_report_part (report, QD_REPORT_RESULTS), "A board", "board", 490, 490, draw_figure,
                          GUINT_TO_POINTER (i * 7));
  table = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), "Counts", "counts",
                               (const char *[]) { "Run", "Nodes", "Time", NULL });
  for (guint i = 0; i < 2000; i++)
    {
      g_autofree char *run = g_strdup_printf ("%u", i), *nodes = g_strdup_printf ("%u", i * 37),
                      *time = g_strdup_printf ("%.3f", sqrt (i));

      qd_report_add_row (table, (const char *[]) { run, nodes, time, NULL });
    }
  for (guint i = 0; i < 100000; i++)
    g_string_append_printf (trace, "step %u: R%u = colour %u\n", i + 1, i % 997, i % 4);
  qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE), "Trace", "trace", trace->str);

  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  if (!qd_report_write_pdf (report, pdf, &error))
    g_error ("%s", error->message);
  g_print ("report.pdf: %u pages, %" G_GUINT64_FORMAT " bytes, %.3f s wall, %.3f s CPU\n",
           qd_report_count_pages (report), file_size (pdf_path), (g_get_monotonic_time () - start) / 1e6,
           cpu_seconds () - cpu);

  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  if (!qd_report_write_bundle (report, bundle, &error))
    g_error ("%s", error->message);
  g_print ("bundle: %.3f s wall, %.3f s CPU\n", (g_get_monotonic_time () - start) / 1e6, cpu_seconds () - cpu);

  animation = qd_animation_new (MIN (steps, 144), 490, 490, draw_board, describe_step, NULL, NULL);
  qd_gif_options_init (&options);
  start = g_get_monotonic_time ();
  cpu = cpu_seconds ();
  if (!qd_gif_write (animation, &options, gif, NULL, NULL, &error))
    g_error ("%s", error->message);
  cpu = cpu_seconds () - cpu;
  g_print ("replay.gif: %u frames at %d x %d, %" G_GUINT64_FORMAT " bytes (bound 2,000,000), "
           "%.3f s wall, %.3f s CPU, %.2f ms CPU a frame\n",
           animation->n_steps + 1, options.width, options.height, file_size (gif_path),
           (g_get_monotonic_time () - start) / 1e6, cpu, cpu * 1000 / (animation->n_steps + 1));
  {
    g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", dir);

    g_spawn_command_line_sync (rm, NULL, NULL, NULL, NULL);
  }
  return 0;
}
