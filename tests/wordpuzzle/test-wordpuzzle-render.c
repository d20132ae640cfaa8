/* test-word-render.c — drawing word puzzles: the geometry, hit tests, speed
 * on a 1000-cell puzzle, and pictures to look at.
 *
 * The pictures are written to the build directory (word-render-*.png) so that
 * a person can look at them; the checks here are on the geometry. */
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "render/qd-export.h"
#include "render/qd-palette.h"
#include "render/wordpuzzle/qd-wordpuzzle-animation.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"
#include "render/wordpuzzle/qd-wordpuzzle-run-report.h"

/* the course file wordpuzzle/puzzle1.txt, the course file as published: CRLF
 * line ends, no final newline. */
static const char PUZZLE1[] =
  "9\r\n"
  "emotion: 4, 5, 7\r\n"
  "body: 3, 8, 9\r\n"
  "adverb: 1, 5, 9\r\n"
  "adjective: 2, 3, 9\r\n"
  "interjection: 4, 5, 6\r\n"
  "verb: 7, 8, 9";

/* the course file wordpuzzle/sample.txt, the statement's example. */
static const char SAMPLE[] =
  "7\r\n"
  "furniture: 1, 2, 4\r\n"
  "clothing: 1, 4, 5\r\n"
  "interjection: 2, 5, 7\r\n"
  "noun: 3, 4, 6";

#define MASK(c) (1u << ((c) - 'A'))

static QdWordpuzzle *
parse_ok (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdWordpuzzle *puzzle = qd_wordpuzzle_parse (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (puzzle);
  return puzzle;
}

static void
write_png (const char *name, const QdWordpuzzle *puzzle, const QdWordpuzzleRenderOptions *options)
{
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  QdWordpuzzleDrawing drawing = { puzzle, options };
  double width, height;

  qd_wordpuzzle_render_get_size (puzzle, &width, &height);
  g_assert_true (qd_export_drawing (file, QD_EXPORT_PNG, width, height, 2,
                                    qd_wordpuzzle_drawing_draw, &drawing, &error));
  g_assert_no_error (error);
  g_test_message ("wrote %s", path);
}

/* Every pixel of the drawing lies inside the picture, its margin untouched:
 * draw onto a larger surface offset by 50, unclipped at the picture's edge,
 * and check that the band around the picture stays empty. */
static void
assert_drawing_inside (const QdWordpuzzle *puzzle, const QdWordpuzzleRenderOptions *options)
{
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height;
  guint32 *pixels;
  int stride, w, h;
  guint32 background;

  qd_wordpuzzle_render_get_size (puzzle, &width, &height);
  w = (int) ceil (width) + 100;
  h = (int) ceil (height) + 100;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cr = cairo_create (surface);
  cairo_translate (cr, 50, 50);
  qd_wordpuzzle_render (cr, puzzle, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  pixels = (guint32 *) cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface) / 4;
  background = pixels[0];
  for (int py = 0; py < h; py++)
    for (int px = 0; px < w; px++)
      {
        gboolean inside = px >= 50 + 8 && px < 50 + width - 8 && py >= 50 + 8 && py < 50 + height - 8;

        if (!inside && pixels[py * stride + px] != background)
          g_error ("pixel (%d, %d) drawn outside the picture's %g × %g less its margin",
                   px - 50, py - 50, width, height);
      }
  cairo_surface_destroy (surface);
}

static void
test_size (void)
{
  g_autoptr(QdWordpuzzle) puzzle1 = parse_ok (PUZZLE1);
  g_autoptr(QdWordpuzzle) sample = parse_ok (SAMPLE);
  g_autoptr(QdWordpuzzle) wider = NULL;
  g_autoptr(QdWordpuzzle) fewer = NULL;
  double w1, h1, ws, hs, w, h;

  qd_wordpuzzle_render_get_size (puzzle1, &w1, &h1);
  qd_wordpuzzle_render_get_size (sample, &ws, &hs);
  g_test_message ("puzzle1 %g × %g, sample %g × %g", w1, h1, ws, hs);

  /* Cells of 40 px or more in a row, one lane a slot under them. */
  g_assert_cmpfloat (w1, >, 9 * 40);
  g_assert_cmpfloat (h1, >, 6 * 18);
  g_assert_cmpfloat (w1, <, 9 * 80 + 200);
  g_assert_cmpfloat (h1, <, 400);

  /* More cells: wider, as tall.  The same puzzle with three more cells. */
  wider = qd_wordpuzzle_copy (puzzle1);
  g_assert_cmpuint (qd_wordpuzzle_resize (wider, 12), ==, 0);
  qd_wordpuzzle_render_get_size (wider, &w, &h);
  g_assert_cmpfloat (w, >, w1 + 3 * 40);
  g_assert_cmpfloat (h, ==, h1);

  /* Fewer slots: less tall, no wider. */
  fewer = qd_wordpuzzle_copy (puzzle1);
  qd_wordpuzzle_remove_slot (fewer, 5);
  qd_wordpuzzle_remove_slot (fewer, 4);
  qd_wordpuzzle_render_get_size (fewer, &w, &h);
  g_assert_cmpfloat (h, <, h1 - 2 * 15);
  g_assert_cmpfloat (w, <=, w1);

  /* Sample: 7 cells and 4 slots, smaller both ways than puzzle 1's 9 and 6. */
  g_assert_cmpfloat (ws, <, w1);
  g_assert_cmpfloat (hs, <, h1);

  /* A puzzle without slots still has its cells. */
  {
    g_autoptr(QdWordpuzzle) bare = qd_wordpuzzle_new (5);

    qd_wordpuzzle_render_get_size (bare, &w, &h);
    g_assert_cmpfloat (w, >, 5 * 40);
    g_assert_cmpfloat (h, >, 40);
    g_assert_cmpfloat (h, <, hs);
  }
}

static void
test_hit (void)
{
  g_autoptr(QdWordpuzzle) puzzle = parse_ok (PUZZLE1);
  double x, y, x1, x2, lane, next_x, w, h;

  /* Every cell at its centre; nothing in the gap between two cells, above
   * the index, or left of the first cell. */
  for (guint c = 0; c < puzzle->size; c++)
    {
      qd_wordpuzzle_render_get_cell_center (puzzle, c, &x, &y);
      g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x, y), ==, (gint) c);
      g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x - 18, y + 18), ==, (gint) c);
      g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, x, y), ==, -1);
    }
  /* All centres at once are the same as one by one. */
  {
    g_autofree double *xs = g_new (double, puzzle->size), *ys = g_new (double, puzzle->size);

    qd_wordpuzzle_render_get_cell_centers (puzzle, xs, ys);
    for (guint c = 0; c < puzzle->size; c++)
      {
        qd_wordpuzzle_render_get_cell_center (puzzle, c, &x, &y);
        g_assert_cmpfloat (xs[c], ==, x);
        g_assert_cmpfloat (ys[c], ==, y);
      }
  }
  qd_wordpuzzle_render_get_cell_center (puzzle, 0, &x, &y);
  qd_wordpuzzle_render_get_cell_center (puzzle, 1, &next_x, NULL);
  g_assert_cmpfloat (next_x - x, >=, 44);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, (x + next_x) / 2, y), ==, -1);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x, y - 40), ==, -1);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x - 40, y), ==, -1);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x, y + 40), ==, -1);

  /* Lanes, one a slot, in slot order, below the cells. */
  for (guint s = 0; s < puzzle->slots->len; s++)
    {
      const QdWordpuzzleSlot *slot = g_ptr_array_index (puzzle->slots, s);
      double first_x, last_x;

      qd_wordpuzzle_render_get_lane (puzzle, s, &x1, &x2, &lane);
      g_assert_cmpfloat (lane, >, y + 23);
      qd_wordpuzzle_render_get_cell_center (puzzle, slot->cells[0], &first_x, NULL);
      qd_wordpuzzle_render_get_cell_center (puzzle, slot->cells[slot->length - 1], &last_x, NULL);
      g_assert_cmpfloat (fabs (x1 - first_x), <, 10);
      g_assert_cmpfloat (fabs (x2 - last_x), <, 10);

      g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, (x1 + x2) / 2, lane), ==, (gint) s);
      g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, x2 + 4, lane - 5), ==, (gint) s);
      g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, x2 + 20, lane), ==, -1);
      g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, (x1 + x2) / 2, lane), ==, -1);
      /* The label, left of the lane's start. */
      g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, x1 - 20, lane + 3), ==, (gint) s);
    }
  /* Between two lanes, the middle belongs to neither. */
  qd_wordpuzzle_render_get_lane (puzzle, 0, &x1, &x2, &lane);
  qd_wordpuzzle_render_get_lane (puzzle, 1, NULL, NULL, &y);
  g_assert_cmpfloat (y - lane, >=, 18);
  g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, (x1 + x2) / 2, (lane + y) / 2), ==, -1);

  /* Everything is inside the picture. */
  qd_wordpuzzle_render_get_size (puzzle, &w, &h);
  qd_wordpuzzle_render_get_lane (puzzle, puzzle->slots->len - 1, NULL, NULL, &lane);
  g_assert_cmpfloat (lane, <, h - 16);
  qd_wordpuzzle_render_get_cell_center (puzzle, puzzle->size - 1, &x, NULL);
  g_assert_cmpfloat (x + 23, <=, w - 16);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, -5, -5), ==, -1);
  g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, w + 100, h + 100), ==, -1);
}

/* Puzzle 1 in the state of a letter-based search: some letters given, the
 * candidates of the others, one domain wiped out. */
static void
steps_state (char cells[9], guint32 masks[9], gint counts[6])
{
  static const gint slot_counts[6] = { 3, 12, 1, 0, 7, 83 };

  memset (cells, 0, 9);
  cells[0] = 'N';
  cells[3] = 'M';
  cells[4] = 'A';
  masks[0] = MASK ('N');
  masks[1] = MASK ('N') | MASK ('W') | MASK ('O');
  masks[2] = MASK ('E') | MASK ('A') | MASK ('I') | MASK ('O') | MASK ('U');
  masks[3] = MASK ('M');
  masks[4] = MASK ('A');
  masks[5] = MASK ('N') | MASK ('H');
  masks[6] = 0;
  masks[7] = 0x3ffffff & ~(MASK ('Q') | MASK ('X') | MASK ('Z') | MASK ('J') | MASK ('V') |
                           MASK ('K') | MASK ('W') | MASK ('F') | MASK ('Y') | MASK ('B') |
                           MASK ('C') | MASK ('G'));
  masks[8] = MASK ('E') | MASK ('Y') | MASK ('S') | MASK ('D') | MASK ('T') | MASK ('R') |
             MASK ('L') | MASK ('K');
  memcpy (counts, slot_counts, sizeof slot_counts);
}

static void
test_pictures (void)
{
  g_autoptr(QdWordpuzzle) puzzle = parse_ok (PUZZLE1);
  g_autoptr(QdWordpuzzle) sample = parse_ok (SAMPLE);
  QdWordpuzzleRenderOptions options;
  char cells[9];
  guint32 masks[9];
  gint counts[6];

  /* The first of puzzle 1's published solutions. */
  qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
  options.cells = "NNEMANDYE";
  write_png ("word-render-puzzle1.png", puzzle, &options);
  assert_drawing_inside (puzzle, &options);

  /* A step of the search. */
  steps_state (cells, masks, counts);
  qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
  options.cells = cells;
  options.cell_masks = masks;
  options.slot_counts = counts;
  options.current_cell = 4;
  options.current_slot = 4;
  write_png ("word-render-steps.png", puzzle, &options);
  assert_drawing_inside (puzzle, &options);
  options.failed = TRUE;
  options.current_cell = 6;
  assert_drawing_inside (puzzle, &options);

  /* The dark style, with the editor's selection and picked cells. */
  qd_wordpuzzle_render_options_init (&options, qd_palette_dark ());
  options.cells = "NNEMANDYE";
  options.slot_counts = counts;
  options.current_cell = 8;
  options.current_slot = 2;
  options.selected_slot = 2;
  write_png ("word-render-dark.png", puzzle, &options);
  assert_drawing_inside (puzzle, &options);

  /* The statement's example with its solution, and the editor on it: a
   * new slot being picked, the first slot selected, a cell no slot uses. */
  {
    g_autoptr(QdWordpuzzle) editing = qd_wordpuzzle_copy (sample);
    const gboolean picked[8] = { FALSE, FALSE, TRUE, FALSE, FALSE, FALSE, TRUE, FALSE };

    qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
    options.cells = "BAARAMH";   /* a published solution */
    write_png ("word-render-sample.png", sample, &options);
    assert_drawing_inside (sample, &options);

    g_assert_cmpuint (qd_wordpuzzle_resize (editing, 8), ==, 0);
    qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
    options.picked_cells = picked;
    options.selected_slot = 0;
    options.current_cell = 0;
    write_png ("word-render-editor.png", editing, &options);
    assert_drawing_inside (editing, &options);
  }
}

/* Slots are drawn in distinct colours; the dark style has lighter ones. */
static void
test_colors (void)
{
  QdColor a, b, dark;

  for (guint i = 0; i < 16; i++)
    for (guint j = i + 1; j < 16; j++)
      {
        qd_wordpuzzle_render_slot_color (qd_palette_light (), i, &a);
        qd_wordpuzzle_render_slot_color (qd_palette_light (), j, &b);
        g_assert_cmpfloat (fabs (a.r - b.r) + fabs (a.g - b.g) + fabs (a.b - b.b), >, 0.1);
      }
  for (guint i = 0; i < 8; i++)
    {
      qd_wordpuzzle_render_slot_color (qd_palette_light (), i, &a);
      qd_wordpuzzle_render_slot_color (qd_palette_dark (), i, &dark);
      g_assert_cmpfloat (0.2126 * dark.r + 0.7152 * dark.g + 0.0722 * dark.b, >,
                         0.2126 * a.r + 0.7152 * a.g + 0.0722 * a.b);
    }
  /* The same slot, the same colour. */
  qd_wordpuzzle_render_slot_color (qd_palette_light (), 3, &a);
  qd_wordpuzzle_render_slot_color (qd_palette_light (), 3, &b);
  g_assert_true (memcmp (&a, &b, sizeof a) == 0);
}

/* A 1000-cell puzzle lays out and a window-sized view of it draws, hit
 * tests find its last cell and lane.  How fast (the clip skips what is not
 * seen: target under 50 ms each) is the benchmark `wordpuzzle-render-large`,
 * which runs this test and prints the figures: a timed assertion here would
 * fail on a loaded machine. */
static void
test_large (void)
{
  g_autoptr(GString) text = g_string_new ("1000\n");
  g_autoptr(QdWordpuzzle) puzzle = NULL;
  g_autofree char *cells = g_malloc0 (1001);
  g_autofree guint32 *masks = g_new (guint32, 1000);
  g_autofree gint *counts = NULL;
  QdWordpuzzleRenderOptions options;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height, x, y;
  gint64 start, layout_us, render_us;
  guint n_slots;

  /* Slots of three cells, overlapping their neighbours, and a few long ones
   * across the whole array. */
  for (guint i = 0; i + 6 < 1000; i += 4)
    g_string_append_printf (text, "noun: %u, %u, %u\n", i + 1, i + 3, i + 6);
  for (guint i = 0; i < 5; i++)
    g_string_append_printf (text, "verb: %u, %u, %u\n", 1 + i, 500 + i * 7, 1000 - i);
  puzzle = parse_ok (text->str);
  n_slots = puzzle->slots->len;
  counts = g_new (gint, n_slots);
  for (guint s = 0; s < n_slots; s++)
    counts[s] = (gint) (s * 7 % 150);
  for (guint c = 0; c < 1000; c++)
    {
      cells[c] = c % 3 == 0 ? (char) ('A' + c % 26) : '\0';
      masks[c] = c % 5 == 0 ? 0x3ffffff : (0x15u << (c % 20));
    }

  start = g_get_monotonic_time ();
  qd_wordpuzzle_render_get_size (puzzle, &width, &height);
  layout_us = g_get_monotonic_time () - start;
  g_assert_cmpfloat (width, >, 1000 * 40);

  /* The last cell and the last lane are found by hit testing. */
  qd_wordpuzzle_render_get_cell_center (puzzle, 999, &x, &y);
  g_assert_cmpint (qd_wordpuzzle_render_hit_cell (puzzle, x, y), ==, 999);
  qd_wordpuzzle_render_get_lane (puzzle, n_slots - 1, NULL, &x, &y);
  g_assert_cmpint (qd_wordpuzzle_render_hit_slot (puzzle, x, y), ==, (gint) n_slots - 1);

  /* A window-sized view in the middle. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 800);
  cr = cairo_create (surface);
  cairo_translate (cr, -width / 2, 0);
  qd_wordpuzzle_render_options_init (&options, qd_palette_light ());
  options.cells = cells;
  options.cell_masks = masks;
  options.slot_counts = counts;
  options.current_cell = 500;
  options.current_slot = 125;
  qd_wordpuzzle_render (cr, puzzle, &options);   /* fonts loaded */
  start = g_get_monotonic_time ();
  for (int i = 0; i < 10; i++)
    qd_wordpuzzle_render (cr, puzzle, &options);
  render_us = (g_get_monotonic_time () - start) / 10;
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  {
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "word-render-large-view.png", NULL);

    g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  }
  cairo_surface_destroy (surface);

  g_test_message ("1000 cells, %u slots, %g × %g: layout %" G_GINT64_FORMAT " µs, one view %"
                  G_GINT64_FORMAT " µs (target: under 50,000 µs each)", n_slots, width, height, layout_us, render_us);
}

/* A run of PUZZLE1 on the course's word list in both formulations: the
 * report's parts, and an animation of one frame per assignment that ends
 * on the first solution. */
static void
test_run_report (void)
{
  g_autofree char *list_path = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "examples", "wordpuzzle",
                                                      "wordlist.txt", NULL);
  g_autoptr(GFile) list_file = g_file_new_for_path (list_path);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdWordpuzzleList) list = qd_wordpuzzle_list_load (list_file, &error);
  g_autoptr(QdWordpuzzle) puzzle = parse_ok (PUZZLE1);

  g_assert_no_error (error);
  for (guint f = 0; f < 2; f++)
    {
      QdWordpuzzleFormulation formulation = f == 0 ? QD_WORDPUZZLE_LETTERS : QD_WORDPUZZLE_WORDS;
      g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (puzzle, list, formulation, &error);
      g_autoptr(QdSearchTree) tree = qd_search_tree_new (QD_SEARCH_TREE_CSP, 0);
      g_autoptr(QdWordpuzzleResult) result = NULL;
      g_autoptr(QdReport) report = NULL;
      g_autoptr(QdAnimation) animation = NULL;
      g_auto(GStrv) titles = NULL;
      g_autofree char *last = NULL;
      QdWordpuzzleSolveOptions options;
      QdWordpuzzleRun run = { "puzzle1.txt", list_path, puzzle, formulation, &options };

      g_assert_no_error (error);
      qd_wordpuzzle_solve_options_init (&options);
      options.max_steps = 1000;
      options.tree = tree;
      result = qd_wordpuzzle_solve (model, &options);
      run.model = model;
      run.result = result;
      run.tree = tree;
      report = qd_wordpuzzle_run_report_new (&run, NULL);
      titles = qd_report_section_titles (report);
      g_assert_cmpstrv (titles, ((const char *[]) { "Instance", "Settings", "Results", "Statistics", "Search Tree",
                                                   "Trace", NULL }));
      g_assert_cmpstr (report->title, ==, "Word Puzzle: puzzle1.txt");

      animation = qd_wordpuzzle_animation_new (model, result);
      g_assert_cmpuint (animation->n_steps, ==, result->stats.assignments);
      last = animation->describe (animation->n_steps, animation->data);
      g_assert_true (g_str_has_suffix (last, "; the end: the first solution"));
      g_assert_null (animation->describe (0, animation->data));
    }
  /* Not run: the instance and the settings, the model among them. */
  {
    g_autoptr(QdWordpuzzleModel) model = qd_wordpuzzle_model_new (puzzle, list, QD_WORDPUZZLE_WORDS, &error);
    g_autoptr(QdReport) report = NULL;
    g_auto(GStrv) titles = NULL;
    QdWordpuzzleSolveOptions options;
    QdWordpuzzleRun run = { NULL, NULL, puzzle, QD_WORDPUZZLE_WORDS, &options, model };

    qd_wordpuzzle_solve_options_init (&options);
    report = qd_wordpuzzle_run_report_new (&run, NULL);
    titles = qd_report_section_titles (report);
    g_assert_cmpstrv (titles, ((const char *[]) { "Instance", "Settings", NULL }));
    g_assert_cmpstr (report->title, ==, "Word Puzzle: Untitled Word Puzzle");
  }
}

/* A puzzle too large to draw (1000 cells, 20,000 slots) is reported in a
 * moment, with words where its drawing would be. */
static void
test_run_report_huge (void)
{
  g_autoptr(GString) text = g_string_new ("1000\n");
  g_autoptr(QdWordpuzzle) puzzle = NULL;
  g_autoptr(QdReport) report = NULL;
  const QdReportSection *instance;
  QdWordpuzzleSolveOptions options;
  QdWordpuzzleRun run = { "huge.txt", NULL, NULL, QD_WORDPUZZLE_LETTERS, &options };
  gint64 start;
  guint figures = 0, paragraphs = 0;

  for (guint s = 0; s < 20000; s++)
    g_string_append_printf (text, "c%u: %u, %u, %u\n", s, s % 998 + 1, s % 998 + 2, s % 998 + 3);
  puzzle = qd_wordpuzzle_parse (text->str, -1, NULL);
  g_assert_nonnull (puzzle);
  run.puzzle = puzzle;
  qd_wordpuzzle_solve_options_init (&options);
  start = g_get_monotonic_time ();
  report = qd_wordpuzzle_run_report_new (&run, NULL);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 5 * G_USEC_PER_SEC);
  instance = qd_report_find_part (report, QD_REPORT_INSTANCE);
  for (guint i = 0; i < instance->blocks->len; i++)
    {
      const QdReportBlock *block = instance->blocks->pdata[i];

      figures += block->kind == QD_REPORT_FIGURE;
      paragraphs += block->kind == QD_REPORT_PARAGRAPH && strstr (block->text, "too large") != NULL;
    }
  g_assert_cmpuint (figures, ==, 0);
  g_assert_cmpuint (paragraphs, ==, 1);
}

/* Fontconfig keeps its patterns behind offsets LeakSanitizer cannot follow:
 * what it reports there are caches, not leaks. */
const char *__lsan_default_suppressions (void);

const char *
__lsan_default_suppressions (void)
{
  return "leak:libfontconfig.so\n";
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/word/size", test_size);
  g_test_add_func ("/render/word/hit", test_hit);
  g_test_add_func ("/render/word/colors", test_colors);
  g_test_add_func ("/render/word/pictures", test_pictures);
  g_test_add_func ("/render/word/large", test_large);
  g_test_add_func ("/render/word/run-report", test_run_report);
  g_test_add_func ("/render/word/run-report-huge", test_run_report_huge);

  return g_test_run ();
}
