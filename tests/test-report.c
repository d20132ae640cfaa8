/* test-report.c — reports (render/qd-report.h) and animations
 * (render/qd-animation.h, render/qd-gif.h) without a problem: the parts in
 * their order, the saved form, the PDF's pages, the bundle's files and
 * links, and GIFs read back by giflib's decoder. */
#define _GNU_SOURCE 1  /* memmem */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "gif-decode.h"
#include "core/qd-file.h"
#include "render/qd-animation.h"
#include "render/qd-gif.h"
#include "render/qd-report.h"

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("qd-report-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
draw_box (cairo_t *cr, double width, double height, gpointer data)
{
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0.2, 0.4, 0.8);
  cairo_rectangle (cr, width / 4, height / 4, width / 2, height / 2);
  cairo_fill (cr);
}

/* A report with every kind of block, long enough for several pages. */
static QdReport *
sample_report (guint trace_lines, guint table_rows)
{
  QdReport *report = qd_report_new ("Map Colouring", "australia.map");
  QdReportSection *section;
  QdReportBlock *table;
  g_autoptr(GString) trace = g_string_new (NULL);

  /* Added out of order: the parts come in their own. */
  section = qd_report_part (report, QD_REPORT_TRACE);
  for (guint i = 0; i < trace_lines; i++)
    g_string_append_printf (trace, "step %u: WA = red\n", i + 1);
  qd_report_add_verbatim (section, "Search trace", "trace", trace->str);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_figure (section, "The map", "instance", 300, 200, draw_box, NULL);
  qd_report_add_pair (section, "File", "australia.map");
  section = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (section, "--colors", "3");
  qd_report_add_pair (section, "--algorithm", "fc");
  qd_report_add_pair (section, "--seed", NULL);
  section = qd_report_part (report, QD_REPORT_RESULTS);
  qd_report_add_paragraph (section, "Coloured with 3 colours.");
  table = qd_report_add_table (section, "Colours", "colours", (const char *[]) { "Region", "Colour", NULL });
  for (guint i = 0; i < table_rows; i++)
    {
      g_autofree char *name = g_strdup_printf ("R%u, \"quoted\"", i);

      qd_report_add_row (table, (const char *[]) { name, i % 2 ? "red" : "green", NULL });
    }
  qd_report_add_figure (section, "The colouring", "colouring", 300, 200, draw_box, NULL);
  return report;
}

static void
test_parts (void)
{
  g_autoptr(QdReport) report = sample_report (3, 3);
  g_auto(GStrv) titles = qd_report_section_titles (report);
  const char *expected[] = { "Instance", "Settings", "Results", "Trace", NULL };

  g_assert_cmpstrv (titles, expected);
  g_assert_nonnull (qd_report_find_part (report, QD_REPORT_RESULTS));
  g_assert_null (qd_report_find_part (report, QD_REPORT_GAME));
  /* A part asked for twice is one section. */
  g_assert_true (qd_report_part (report, QD_REPORT_SETTINGS) == qd_report_find_part (report, QD_REPORT_SETTINGS));
  /* NULL values make no row. */
  g_assert_cmpuint (((QdReportBlock *) qd_report_find_part (report, QD_REPORT_SETTINGS)->blocks->pdata[0])->rows->len,
                    ==, 2);
}

static void
test_serialize (void)
{
  g_autoptr(QdReport) report = sample_report (10, 5);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(QdReport) back = NULL;
  g_autofree char *md1 = NULL, *md2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_report_free);
  g_autoptr(GPtrArray) list_back = NULL;

  report->note = g_strdup ("My words.");
  bytes = qd_report_serialize (report);
  back = qd_report_deserialize (bytes, &error);
  g_assert_no_error (error);
  md1 = qd_report_to_markdown (report);
  md2 = qd_report_to_markdown (back);
  g_assert_cmpstr (md1, ==, md2);
  g_assert_cmpstr (back->note, ==, "My words.");

  g_ptr_array_add (list, qd_report_copy (report));
  g_ptr_array_add (list, sample_report (1, 1));
  g_clear_pointer (&bytes, g_bytes_unref);
  bytes = qd_report_list_serialize (list);
  list_back = qd_report_list_deserialize (bytes, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list_back->len, ==, 2);
  g_assert_cmpstr (((QdReport *) list_back->pdata[0])->note, ==, "My words.");
}

static void
test_hostile_bytes (void)
{
  const char *samples[] = { "", "x", "quandary-report-2", "\xff\xfe\x00\x01garbage and more garbage" };

  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (samples[i], strlen (samples[i]) + 1);
      g_autoptr(GError) error = NULL, list_error = NULL;
      g_autoptr(QdReport) report = qd_report_deserialize (bytes, &error);
      g_autoptr(GPtrArray) list = qd_report_list_deserialize (bytes, &list_error);

      /* Never a crash; a report only from a report's bytes. */
      g_assert_null (report);
      g_assert_null (list);
      g_assert_nonnull (error);
      g_assert_nonnull (list_error);
    }
}

static void
test_pdf (void)
{
  g_autoptr(QdReport) report = sample_report (200, 80);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  guint pages = qd_report_count_pages (report);
  g_autofree char *pdfinfo = NULL;

  /* The title page, the results on a page of their own, the trace. */
  g_assert_cmpuint (pages, >=, 3);
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  /* Past the first NUL of the binary streams too: memmem, not g_strstr_len. */
  g_assert_nonnull (memmem (contents, length, "/Outlines", strlen ("/Outlines")));
  pdfinfo = g_find_program_in_path ("pdfinfo");
  if (pdfinfo != NULL)
    {
      g_autofree char *out = NULL;
      const char *argv[] = { "pdfinfo", path, NULL };
      const char *p;

      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                                   NULL, &out, NULL, NULL, &error));
      g_test_message ("%s", out);
      p = strstr (out, "Pages:");
      g_assert_nonnull (p);
      g_assert_cmpuint ((guint) g_ascii_strtoull (p + strlen ("Pages:"), NULL, 10), ==, pages);
      g_assert_true (g_regex_match_simple ("^Title:\\s+Map Colouring: australia\\.map$", out, G_REGEX_MULTILINE, 0));
      g_assert_true (g_regex_match_simple ("^Creator:\\s+Quandary ", out, G_REGEX_MULTILINE, 0));
    }
  g_remove (path);
  g_rmdir (dir);
}

static gboolean
exists_in (const char *dir, const char *relative)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* A command line is shown whole, however long (a merge of many shards,
 * a deep folder): verbatim lines are cut at QD_REPORT_VERBATIM_WIDTH, a
 * command never. */
static void
test_long_command (void)
{
  g_autoptr(QdReport) report = sample_report (3, 3);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) folder = g_string_new ("/tmp");
  g_autoptr(GString) bare = g_string_new (NULL);
  g_autofree char *input = NULL, *md = NULL, *out = NULL;
  const char *argv[] = { "quandary-cli", "mapcolor", NULL, "--colors", "3", NULL };
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  while (folder->len < 400)
    g_string_append (folder, "/a-rather-long-folder-name");
  input = g_strconcat (folder->str, "/australia.map", NULL);
  argv[2] = input;
  qd_report_add_command (report, argv);
  md = qd_report_to_markdown (report);
  g_assert_nonnull (strstr (md, input));
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  if (pdftotext != NULL)
    {
      /* -layout: the default mode joins a line ending in "-" to the next,
       * as if the hyphen were a word's. */
      const char *args[] = { pdftotext, "-layout", path, "-", NULL };

      g_assert_true (g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                   NULL, &error));
      for (const char *c = out; *c != '\0'; c++)
        if (!g_ascii_isspace (*c))
          g_string_append_c (bare, *c);
      g_assert_nonnull (strstr (bare->str, input));
      g_assert_nonnull (strstr (bare->str, "--colors3"));
    }
  g_remove (path);
  g_rmdir (dir);
}

/* A table printed for a terminal, wider than the page, keeps its rows
 * whole (set smaller), as pdftotext -layout reads them back; a long line
 * of prose beside it wraps. */
static void
test_wide_table (void)
{
  g_autoptr(QdReport) report = sample_report (3, 3);
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "report.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *out = NULL;
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");

  for (guint w = 0; w < 12; w++)
    g_string_append (text, "a few words of prose that go on ");
  g_string_append_c (text, '\n');
  g_string_append (text, "  d        ids  astar:misplaced  astar:manhattan        ids  astar:misplaced  astar:manhattan-end\n");
  g_string_append (text, " 12       5363              241               91       1.92             1.43             1.29-end\n");
  qd_report_add_verbatim (section, "What quandary-cli prints", "output", text->str);
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  if (pdftotext != NULL)
    {
      const char *args[] = { pdftotext, "-layout", path, "-", NULL };
      g_auto(GStrv) lines = NULL;
      guint rows = 0;

      g_assert_true (g_spawn_sync (NULL, (char **) args, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                                   NULL, &error));
      lines = g_strsplit (out, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if ((strstr (lines[i], "ids") != NULL && strstr (lines[i], "astar:manhattan-end") != NULL)
            || (strstr (lines[i], "5363") != NULL && strstr (lines[i], "1.29-end") != NULL))
          rows++;
      g_assert_cmpuint (rows, ==, 2);
    }
  g_remove (path);
  g_rmdir (dir);
}

static void
test_bundle (void)
{
  g_autoptr(QdReport) report = sample_report (100, 4);
  g_autofree char *dir = temp_dir ();
  g_autofree char *bundle = g_build_filename (dir, "bundle", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (bundle);
  g_autoptr(GError) error = NULL;
  g_autofree char *md = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *trace = NULL;
  g_autofree char *md_path = NULL, *trace_path = NULL, *csv_path = NULL;
  g_autoptr(GRegex) link = g_regex_new ("\\]\\(([^)]+)\\)", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  guint links = 0;

  /* A second run with the same name goes into -2. */
  qd_report_add_figure (qd_report_part (report, QD_REPORT_RESULTS), NULL, "colouring", 100, 100, draw_box, NULL);
  g_assert_true (qd_report_write_bundle (report, folder, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    g_assert_true (exists_in (bundle, (const char *[]) { "report.pdf", "report.md" }[i]));
  g_assert_true (exists_in (bundle, "figures/instance.svg"));
  g_assert_true (exists_in (bundle, "figures/instance.png"));
  g_assert_true (exists_in (bundle, "figures/colouring-2.png"));
  g_assert_true (exists_in (bundle, "data/colours.csv"));
  g_assert_true (exists_in (bundle, "traces/trace.txt"));

  /* Every file report.md links is there. */
  md_path = g_build_filename (bundle, "report.md", NULL);
  g_assert_true (g_file_get_contents (md_path, &md, NULL, NULL));
  g_regex_match (link, md, 0, &match);
  while (g_match_info_matches (match))
    {
      g_autofree char *target = g_match_info_fetch (match, 1);

      g_assert_true (exists_in (bundle, target));
      links++;
      g_match_info_next (match, NULL);
    }
  g_assert_cmpuint (links, >=, 6);
  /* The PDF shows 60 lines of the trace; the bundle keeps all 100. */
  g_assert_nonnull (strstr (md, "… and 40 more lines"));
  trace_path = g_build_filename (bundle, "traces", "trace.txt", NULL);
  g_assert_true (g_file_get_contents (trace_path, &trace, NULL, NULL));
  g_assert_nonnull (strstr (trace, "step 100: WA = red\n"));
  /* CSV quotes what needs it. */
  csv_path = g_build_filename (bundle, "data", "colours.csv", NULL);
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  g_assert_true (g_str_has_prefix (csv, "Region,Colour\n\"R0, \"\"quoted\"\"\",green\n"));
  qd_file_remove_tree (bundle);
  g_rmdir (dir);
}

static void
test_collection (void)
{
  g_autoptr(QdReport) one = sample_report (2, 2);
  g_autoptr(QdReport) two = qd_report_new ("KCell", "small.kcell");
  g_autoptr(QdReport) all = qd_report_new_collection ("My report");
  g_auto(GStrv) titles = NULL;
  g_autofree char *md = NULL;
  const char *expected[] = { "Map Colouring: australia.map", "KCell: small.kcell", NULL };

  one->note = g_strdup ("What I learnt.");
  qd_report_add_paragraph (qd_report_part (two, QD_REPORT_GAME), "1. a2");
  qd_report_add_chapter (all, one);
  qd_report_add_chapter (all, two);
  titles = qd_report_section_titles (all);
  g_assert_cmpstrv (titles, expected);
  md = qd_report_to_markdown (all);
  g_assert_nonnull (strstr (md, "## Map Colouring: australia.map\n\n> What I learnt.\n"));
  g_assert_nonnull (strstr (md, "### Results\n"));
  g_assert_cmpuint (qd_report_count_pages (all), >=, 3);
}

/* ------------------------------------------------------------ GIF */

typedef struct {
  guint n;
} Dots;

/* A dot per step on a line, the last one red. */
static void
draw_dots (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Dots *dots = data;

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  for (guint i = 0; i < step; i++)
    {
      double x = 10 + 380.0 * i / MAX (dots->n, 1);

      if (i + 1 == step)
        cairo_set_source_rgb (cr, 0.9, 0.1, 0.1);
      else
        cairo_set_source_rgb (cr, 0.1, 0.3, 0.8);
      cairo_arc (cr, x, 100 + 60 * sin (i), 6, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

static char *
describe_dot (guint step, gpointer data)
{
  return g_strdup_printf ("dot %u placed", step);
}

static void
write_gif (guint n_steps, const QdGifOptions *options, const char *path, const gint *stop, GError **error,
           gboolean *ok)
{
  Dots *dots = g_new (Dots, 1);
  g_autoptr(QdAnimation) animation = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);

  dots->n = n_steps;
  animation = qd_animation_new (n_steps, 400, 200, draw_dots, describe_dot, dots, g_free);
  *ok = qd_gif_write (animation, options, file, stop, NULL, error);
}

static void
test_gif_frames (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "dots.gif", NULL);
  g_autoptr(GError) error = NULL;
  QdGifOptions options;
  GifInfo info;
  gboolean ok;

  qd_gif_options_init (&options);
  options.width = 320;
  options.height = 240;
  options.delay_ms = 300;
  options.last_pause_ms = 2000;
  write_gif (7, &options, path, NULL, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_true (gif_decode (path, &info, &error));
  g_assert_no_error (error);
  g_assert_cmpint (info.width, ==, 320);
  g_assert_cmpint (info.height, ==, 240);
  g_assert_cmpuint (info.frames, ==, 8);
  g_assert_true (info.loops);
  g_assert_true (info.first_last_differ);
  g_assert_cmpuint (info.first_delay_cs, ==, 30);
  g_assert_cmpuint (info.last_delay_cs, ==, 200);

  /* The composed frames are what was drawn: a frame that changed only a
   * rectangle leaves the rest as the frame before showed it. */
  {
    g_autofree guint8 *third = gif_decode_picture (path, 3, &error);
    g_autofree guint8 *fourth = gif_decode_picture (path, 4, &error);

    g_assert_nonnull (third);
    g_assert_true (memcmp (third, fourth, 320 * 240 * 3) != 0);
  }
  g_remove (path);
  g_rmdir (dir);
}

static void
test_gif_size (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "hundred.gif", NULL);
  g_autoptr(GError) error = NULL;
  QdGifOptions options;
  GifInfo info;
  gboolean ok;

  qd_gif_options_init (&options);
  write_gif (100, &options, path, NULL, &error, &ok);
  g_assert_true (ok);
  g_assert_true (gif_decode (path, &info, &error));
  g_assert_cmpuint (info.frames, ==, 101);
  g_assert_cmpuint (info.bytes, <, 2 * 1024 * 1024);
  g_test_message ("100 steps at 800 x 600: %" G_GUINT64_FORMAT " bytes", info.bytes);
  g_remove (path);
  g_rmdir (dir);
}

static void
test_gif_refusals (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "no.gif", NULL);
  QdGifOptions options;
  gint stop = 1;
  gboolean ok;

  qd_gif_options_init (&options);
  {
    g_autoptr(GError) error = NULL;

    write_gif (5, &options, path, &stop, &error, &ok);
    g_assert_false (ok);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  {
    g_autoptr(GError) error = NULL;

    write_gif (QD_ANIMATION_MAX_STEPS + 1, &options, path, NULL, &error, &ok);
    g_assert_false (ok);
    g_assert_nonnull (strstr (error->message, "10001 steps"));
  }
  {
    g_autoptr(GError) error = NULL;

    options.width = 10;
    write_gif (5, &options, path, NULL, &error, &ok);
    g_assert_false (ok);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }
  {
    /* Width × height × frames over 2,000,000,000 pixels, refused before a
     * frame is drawn: 201 frames of 4096 x 4096 are 3,372,220,416 pixels;
     * 119 frames (1,996,488,704) fit, 120 (2,013,265,920) do not. */
    g_autoptr(GError) error = NULL;
    g_autoptr(QdAnimation) fits = qd_animation_new (118, 10, 10, draw_dots, NULL, NULL, NULL);
    g_autoptr(QdAnimation) over = qd_animation_new (119, 10, 10, draw_dots, NULL, NULL, NULL);

    options.width = options.height = 4096;
    options.max_frames = 0;
    write_gif (200, &options, path, NULL, &error, &ok);
    g_assert_false (ok);
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "201 frames of 4096 x 4096"));
    g_assert_nonnull (strstr (error->message, "2,000,000,000"));
    g_assert_nonnull (strstr (error->message, "at most 119 frames"));
    g_assert_true (qd_gif_check (fits, &options, NULL));
    g_assert_false (qd_gif_check (over, &options, NULL));
    g_assert_cmpuint (qd_gif_max_frames_for (4096, 4096), ==, 119);
    g_assert_cmpuint (qd_gif_max_frames_for (800, 600), ==, 4166);
  }
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* The steps a budget of frames keeps (issue 49), worked out by hand. */
static void
test_gif_budget_plan (void)
{
  g_autoptr(QdAnimation) long_run = qd_animation_new (784, 10, 10, draw_dots, NULL, NULL, NULL);
  g_autoptr(QdAnimation) ten = qd_animation_new (10, 10, 10, draw_dots, NULL, NULL, NULL);
  g_autoptr(QdAnimation) eleven = qd_animation_new (11, 10, 10, draw_dots, NULL, NULL, NULL);
  g_autoptr(QdAnimation) fits = qd_animation_new (299, 10, 10, draw_dots, NULL, NULL, NULL);
  QdGifOptions options;

  /* 784 steps in 300 frames: 784 / 299 steps apart; frame 150 is at
   * 117600 / 299 = 393.31, step 393. */
  g_assert_cmpuint (qd_animation_n_frames (long_run, 300), ==, 300);
  g_assert_cmpuint (qd_animation_frame_step (long_run, 300, 0), ==, 0);
  g_assert_cmpuint (qd_animation_frame_step (long_run, 300, 1), ==, 3);     /* 2.62 */
  g_assert_cmpuint (qd_animation_frame_step (long_run, 300, 150), ==, 393);
  g_assert_cmpuint (qd_animation_frame_step (long_run, 300, 299), ==, 784);
  /* No budget, or a budget above the steps: every step. */
  g_assert_cmpuint (qd_animation_n_frames (long_run, 0), ==, 785);
  g_assert_cmpuint (qd_animation_frame_step (long_run, 0, 392), ==, 392);
  g_assert_cmpuint (qd_animation_n_frames (fits, 300), ==, 300);
  g_assert_cmpuint (qd_animation_frame_step (fits, 300, 137), ==, 137);
  /* 10 steps in 3 frames: 0, 5, 10; 11 in 11: 5.5 rounds up to 6. */
  g_assert_cmpuint (qd_animation_frame_step (ten, 3, 1), ==, 5);
  g_assert_cmpuint (qd_animation_frame_step (ten, 3, 2), ==, 10);
  g_assert_cmpuint (qd_animation_frame_step (eleven, 11, 4), ==, 4);
  g_assert_cmpuint (qd_animation_frame_step (eleven, 11, 5), ==, 6);
  g_assert_cmpuint (qd_animation_frame_step (eleven, 11, 10), ==, 11);
  /* Fewer than 2 frames cannot show the start and the end. */
  g_assert_cmpuint (qd_animation_n_frames (ten, 1), ==, 2);
  g_assert_cmpuint (qd_animation_frame_step (ten, 1, 1), ==, 10);

  /* Every budget of every short run: the start first, the end last, each
   * step at most once. */
  for (guint n = 0; n <= 120; n++)
    {
      g_autoptr(QdAnimation) run = qd_animation_new (n, 10, 10, draw_dots, NULL, NULL, NULL);

      for (guint budget = 2; budget <= n + 3; budget++)
        {
          guint frames = qd_animation_n_frames (run, budget);

          g_assert_cmpuint (frames, ==, MIN (budget, n + 1));
          g_assert_cmpuint (qd_animation_frame_step (run, budget, 0), ==, 0);
          g_assert_cmpuint (qd_animation_frame_step (run, budget, frames - 1), ==, n);
          for (guint k = 1; k < frames; k++)
            g_assert_cmpuint (qd_animation_frame_step (run, budget, k), >, qd_animation_frame_step (run, budget, k - 1));
        }
    }

  /* How long it plays: 299 delays of 0.5 s and the last pause of 2.5 s,
   * 152 s; every step of the 784, 784 × 0.5 s + 2.5 s = 6 min 34.5 s. */
  qd_gif_options_init (&options);
  g_assert_cmpuint (options.max_frames, ==, 300);
  g_assert_cmpuint (qd_gif_play_ms (long_run, &options), ==, 152000);
  options.max_frames = 0;
  g_assert_cmpuint (qd_gif_play_ms (long_run, &options), ==, 394500);
}

/* A GIF under a budget: as many frames, each the picture of the step it
 * shows in the GIF of every step (the band's "Step k of n" included). */
static void
test_gif_budget_write (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *all_path = g_build_filename (dir, "all.gif", NULL);
  g_autofree char *some_path = g_build_filename (dir, "some.gif", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) all = NULL, some = NULL;
  /* 30 steps in 7 frames: 5 steps apart. */
  static const guint steps[] = { 0, 5, 10, 15, 20, 25, 30 };
  QdGifOptions options;
  GifInfo info;
  gboolean ok;

  qd_gif_options_init (&options);
  options.width = 160;
  options.height = 120;
  options.max_frames = 0;
  write_gif (30, &options, all_path, NULL, &error, &ok);
  g_assert_no_error (error);
  options.max_frames = 7;
  write_gif (30, &options, some_path, NULL, &error, &ok);
  g_assert_no_error (error);
  g_assert_true (gif_decode (some_path, &info, &error));
  g_assert_cmpuint (info.frames, ==, 7);
  g_assert_cmpuint (info.first_delay_cs, ==, 50);
  g_assert_cmpuint (info.last_delay_cs, ==, 250);
  all = gif_decode_frame_digests (all_path, &error);
  some = gif_decode_frame_digests (some_path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (all), ==, 31);
  g_assert_cmpuint (g_strv_length (some), ==, G_N_ELEMENTS (steps));
  for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
    g_assert_cmpstr (some[k], ==, all[steps[k]]);
  g_remove (all_path);
  g_remove (some_path);
  g_rmdir (dir);
}

/* A bundle whose write is stopped (Ctrl-C) or fails leaves no half-made
 * folder; one that was there before keeps being there. */
static void
test_bundle_stopped (void)
{
  g_autoptr(QdReport) report = sample_report (100, 4);
  g_autofree char *dir = temp_dir ();
  g_autofree char *bundle = g_build_filename (dir, "stopped", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (bundle);
  g_autoptr(GError) error = NULL;
  gint stop = 1;

  g_assert_false (qd_report_write_bundle_full (report, folder, &stop, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_false (g_file_test (bundle, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_mkdir (bundle, 0700), ==, 0);
  g_assert_false (qd_report_write_bundle_full (report, folder, &stop, &error));
  g_clear_error (&error);
  g_assert_true (g_file_test (bundle, G_FILE_TEST_IS_DIR));
  qd_file_remove_tree (dir);
}

static void
name_step (gpointer data, const QdSearchTree *tree, guint node, QdPlayer mover, QdMove move, GString *out)
{
  g_string_append_printf (out, "s%u", node);
}

/* A search tree too deep for lines (a maze's breadth-first tree has tens of
 * thousands of levels) is drawn as an image within a page, its SVG small
 * enough for any reader, and read back into the PDF. */
static void
test_deep_tree_figure (void)
{
  g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_STATE, 0);
  g_autoptr(QdReport) report = qd_report_new ("Test", "deep");
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "qd-test-deep-tree.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  const QdReportSection *section;
  const QdReportBlock *figure = NULL;
  const guint depth = 20000;

  qd_search_tree_bind_state (tree, depth + 1, 1.0, name_step, NULL, NULL);
  qd_search_tree_state_add (tree, 0, QD_MOVE_NONE, 0, 0, 0, QD_SEARCH_NODE_ROOT, 0, G_MAXUINT32);
  for (guint d = 1; d <= depth; d++)
    {
      /* A path with a dead end beside it at every level. */
      qd_search_tree_state_add (tree, d, 1, 0, d, 0, QD_SEARCH_NODE_FAILURE, 0, G_MAXUINT32);
      qd_search_tree_state_add (tree, d, 0, 1, d, 0, d == depth ? QD_SEARCH_NODE_SOLUTION : QD_SEARCH_NODE_INNER, 0,
                                G_MAXUINT32);
    }
  qd_search_tree_finish (tree, 0);
  qd_report_add_search_tree (report, tree);
  section = qd_report_find_part (report, QD_REPORT_SEARCH_TREE);
  g_assert_nonnull (section);
  for (guint i = 0; i < section->blocks->len; i++)
    if (((QdReportBlock *) section->blocks->pdata[i])->kind == QD_REPORT_FIGURE)
      figure = section->blocks->pdata[i];
  g_assert_nonnull (figure);
  g_assert_cmpfloat (figure->height, <=, 620);
  g_assert_cmpfloat (figure->width, >, 0);
  g_assert_cmpuint (g_bytes_get_size (figure->svg), <, 2 * 1024 * 1024);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (figure->svg, NULL), (gssize) g_bytes_get_size (figure->svg),
                                  "<image"));
  g_assert_nonnull (strstr (figure->title, "image"));
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
  g_unlink (path);
}

/* A report of `rows` settings, and of one line of results if `results`. */
static QdReport *
settings_report (guint rows, gboolean results)
{
  QdReport *report = qd_report_new ("Test", "spill");
  QdReportSection *settings = qd_report_part (report, QD_REPORT_SETTINGS);

  for (guint i = 0; i < rows; i++)
    {
      g_autofree char *key = g_strdup_printf ("setting %u", i);

      qd_report_add_pair (settings, key, "a value");
    }
  if (results)
    qd_report_add_paragraph (qd_report_part (report, QD_REPORT_RESULTS), "The outcome, in a line.");
  return report;
}

static guint
settings_pages (guint rows, gboolean results)
{
  g_autoptr(QdReport) report = settings_report (rows, results);

  return qd_report_count_pages (report);
}

/* The sections before the results that run over onto a second page by a
 * few lines take the results with them there, not a page break after a
 * page left mostly blank; results after a page mostly used begin a page. */
static void
test_results_after_spill (void)
{
  guint two = 1, three, per_page;

  /* The rows that first take two pages, then three. */
  while (settings_pages (two, FALSE) < 2)
    two++;
  for (three = two; settings_pages (three, FALSE) < 3; three++)
    ;
  per_page = three - two;
  g_assert_cmpuint (per_page, >, 10);
  /* A few rows on page 2: the results follow them. */
  g_assert_cmpuint (settings_pages (two + 2, TRUE), ==, 2);
  /* Page 2 three quarters used: the results begin page 3. */
  g_assert_cmpuint (settings_pages (two + per_page * 3 / 4, TRUE), ==, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/report/parts", test_parts);
  g_test_add_func ("/report/serialize", test_serialize);
  g_test_add_func ("/report/hostile-bytes", test_hostile_bytes);
  g_test_add_func ("/report/pdf", test_pdf);
  g_test_add_func ("/report/long-command", test_long_command);
  g_test_add_func ("/report/wide-table", test_wide_table);
  g_test_add_func ("/report/bundle", test_bundle);
  g_test_add_func ("/report/collection", test_collection);
  g_test_add_func ("/report/bundle-stopped", test_bundle_stopped);
  g_test_add_func ("/report/deep-tree-figure", test_deep_tree_figure);
  g_test_add_func ("/report/results-after-spill", test_results_after_spill);
  g_test_add_func ("/gif/frames", test_gif_frames);
  g_test_add_func ("/gif/size", test_gif_size);
  g_test_add_func ("/gif/refusals", test_gif_refusals);
  g_test_add_func ("/gif/budget-plan", test_gif_budget_plan);
  g_test_add_func ("/gif/budget-write", test_gif_budget_write);
  return g_test_run ();
}
