/* test-search-render.c — the state-space search drawings: sizes, cells and
 * hits; every kind at steps 0, k and the end in the light, dark and
 * high-contrast looks (PNG and SVG written: search-render-*.png in the build
 * folder, to be looked at); the second channel where colour says something
 * (explored dotted, frontier outlined or dashed, misplaced tiles marked); a
 * large maze drawn a pixel a cell; the step texts, the animation and the
 * report. */
#include <cairo-svg.h>
#include <math.h>
#include <string.h>

#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/search/qd-search-animation.h"
#include "render/search/qd-search-render.h"
#include "render/search/qd-search-run-report.h"
#include "../render-pixels.h"

/* Four places, A* from A to D: A (h 180) expands, then C (120 + 90 = 210)
 * or B (100 + 100 = 200): B first. */
static const char route_text[] =
  "# a square\n"
  "A (0, 0)\n"
  "B (100, 0)\n"
  "C (0, 100)\n"
  "D (100, 100)\n"
  "E (200, 50)\n"
  "A -- B: 100\n"
  "A -- C: 120\n"
  "B -- D: 100\n"
  "C -- D: 90\n"
  "B -> E: 150\n"
  "start: A\n"
  "goal: D\n"
  "h A: 180\n"
  "h B: 100\n"
  "h C: 90\n"
  "h D: 0\n"
  "h E: 60\n";

static const char maze_text[] =
  "#########\n"
  "#S..#..3#\n"
  "#.#.#.#.#\n"
  "#.#...#.#\n"
  "#...#..G#\n"
  "#########\n";

static const char tiles_text[] =
  "1 2 5\n"
  "3 4 0\n"
  "6 7 8\n";

static QdSearchDoc *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  QdSearchDoc *doc = qd_search_doc_parse (text, -1, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  return doc;
}

static QdSearchRun *
solve (const QdSearchDoc *doc, QdSpaceAlgorithm algorithm)
{
  QdSearchSettings s;
  QdSearchRun *run;

  qd_search_settings_init (&s, doc);
  s.algorithm = algorithm;
  run = qd_search_run_new (doc, &s);
  g_assert_cmpint (qd_search_run_solve (run, NULL, NULL, NULL, NULL), ==, QD_SPACE_SOLVED);
  g_assert_cmpuint (qd_search_run_n_steps (run), >, 1);
  return run;
}

/* ------------------------------------------------------------- pixels */

#define pixel render_pixel
#define near render_near
#define save_png render_save_png

static cairo_surface_t *draw (const QdSearchRenderOptions *options);

/* The run at `step` in the light look, saved as `name`. */
static cairo_surface_t *
draw_saved (const QdSearchDoc *doc, const QdSearchRun *run, guint step, const char *name)
{
  QdSearchRenderOptions options;
  cairo_surface_t *surface;

  qd_search_render_options_init (&options, doc);
  options.run = run;
  options.step = step;
  surface = draw (&options);
  save_png (surface, name);
  return surface;
}

static cairo_surface_t *
draw (const QdSearchRenderOptions *options)
{
  double w, h;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_search_render_get_size (options->doc, &w, &h);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (w), (int) ceil (h));
  cr = cairo_create (surface);
  qd_search_render (cr, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* ------------------------------------------------------------- tests */

static void
test_sizes_and_cells (void)
{
  const char *texts[] = { route_text, maze_text, tiles_text };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      QdSearchDoc *doc = parse (texts[i]);
      guint n = qd_search_render_n_cells (doc);
      double w, h;

      qd_search_render_get_size (doc, &w, &h);
      g_assert_cmpfloat (w, >, 100);
      g_assert_cmpfloat (h, >, 100);
      g_assert_cmpfloat (w, <, 1000);
      g_assert_cmpfloat (h, <, 1000);
      g_assert_cmpuint (n, ==, i == 0 ? 5 : i == 1 ? 54 : 9);
      /* Every cell is hit at its middle, and lies within the drawing. */
      for (guint c = 0; c < n; c++)
        {
          double x, y, cw, ch;

          qd_search_render_cell_rect (doc, c, &x, &y, &cw, &ch);
          g_assert_cmpfloat (x, >=, 0);
          g_assert_cmpfloat (y, >=, 0);
          g_assert_cmpfloat (x + cw, <=, w);
          g_assert_cmpfloat (y + ch, <=, h);
          g_assert_cmpint (qd_search_render_hit (doc, x + cw / 2, y + ch / 2), ==, (gint) c);
        }
      g_assert_cmpint (qd_search_render_hit (doc, 1, 1), ==, -1);
      qd_search_doc_free (doc);
    }
}

static void
test_route_world (void)
{
  QdSearchDoc *doc = parse (route_text);
  double px, py, x, y, qx, qy;

  /* x east, y north: D (100, 100) is right of and above A (0, 0). */
  g_assert_true (qd_search_render_from_world (doc, 0, 0, &px, &py));
  g_assert_true (qd_search_render_from_world (doc, 100, 100, &qx, &qy));
  g_assert_cmpfloat (qx, >, px);
  g_assert_cmpfloat (qy, <, py);
  g_assert_true (qd_search_render_to_world (doc, qx, qy, &x, &y));
  g_assert_cmpfloat (fabs (x - 100), <, 1e-9);
  g_assert_cmpfloat (fabs (y - 100), <, 1e-9);
  qd_search_doc_free (doc);
}

/* Each kind at steps 0, the middle and the end, in three looks: drawn
 * without error, saved for people to look at, and as SVG. */
static void
test_every_kind_every_look (void)
{
  const char *texts[] = { route_text, maze_text, tiles_text };
  const char *kinds[] = { "route", "maze", "tiles" };
  QdPalette contrast;

  qd_palette_derive (&contrast, qd_palette_light (), TRUE, TRUE, 1.0, 1.0);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      QdSearchDoc *doc = parse (texts[i]);
      g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
      guint n = qd_search_run_n_steps (run);
      const guint steps[] = { 0, n / 2, G_MAXUINT };
      const QdPalette *looks[] = { qd_palette_light (), qd_palette_dark (), &contrast };
      const char *look_names[] = { "light", "dark", "contrast" };

      for (guint s = 0; s < G_N_ELEMENTS (steps); s++)
        for (guint l = 0; l < G_N_ELEMENTS (looks); l++)
          {
            QdSearchRenderOptions options;
            cairo_surface_t *surface;

            qd_search_render_options_init (&options, doc);
            options.run = run;
            options.step = steps[s];
            options.palette = looks[l];
            surface = draw (&options);
            if (s == 1 || l == 0)
              {
                g_autofree char *name = g_strdup_printf ("search-render-%s-%s-%s.png", kinds[i], look_names[l],
                                                         s == 0 ? "start" : s == 1 ? "middle" : "end");

                save_png (surface, name);
              }
            cairo_surface_destroy (surface);
          }
      {
        g_autoptr(GString) svg = g_string_new (NULL);
        QdSearchRenderOptions options;
        double w, h;
        cairo_surface_t *surface;
        cairo_t *cr;

        qd_search_render_options_init (&options, doc);
        options.run = run;
        options.step = n / 2;
        qd_search_render_get_size (doc, &w, &h);
        surface = cairo_svg_surface_create_for_stream (render_append, svg, w, h);
        cr = cairo_create (surface);
        qd_search_render (cr, &options);
        cairo_destroy (cr);
        cairo_surface_finish (surface);
        cairo_surface_destroy (surface);
        g_assert_nonnull (strstr (svg->str, "<svg"));
        g_assert_cmpuint (svg->len, >, 1000);
      }
      qd_search_doc_free (doc);
    }
}

/* The instance alone and the editor's drawing (the cursor) draw too. */
static void
test_instance_and_editing (void)
{
  const char *texts[] = { route_text, maze_text, tiles_text };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      QdSearchDoc *doc = parse (texts[i]);
      g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_BFS);
      QdSearchRenderOptions options;
      cairo_surface_t *surface;

      qd_search_render_options_init (&options, doc);
      surface = draw (&options);
      cairo_surface_destroy (surface);
      options.run = run;
      options.editing = TRUE;
      options.cursor = 1;
      surface = draw (&options);
      cairo_surface_destroy (surface);
      qd_search_doc_free (doc);
    }
}

/* Whether some pixel within `pad` of a cell's rectangle has `color`. */
static gboolean
color_near_cell (cairo_surface_t *surface, const QdSearchDoc *doc, guint cell, double pad, const QdColor *color)
{
  double x, y, w, h, rgb[3];

  qd_search_render_cell_rect (doc, cell, &x, &y, &w, &h);
  for (double py = MAX (y - pad, 0); py < y + h + pad && py < cairo_image_surface_get_height (surface); py++)
    for (double px = MAX (x - pad, 0); px < x + w + pad && px < cairo_image_surface_get_width (surface); px++)
      {
        pixel (surface, px, py, rgb);
        if (near (rgb, color, 0.03))
          return TRUE;
      }
  return FALSE;
}

/* An instance drawn alone has no meeting of a bidirectional search: no
 * double ring in the meeting's colour on the first cell or place (the
 * drawing took an unset meeting for cell 0). */
static void
test_no_meeting_alone (void)
{
  const char *texts[] = { route_text, maze_text };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      QdSearchDoc *doc = parse (texts[i]);
      QdSearchRenderOptions options;
      cairo_surface_t *surface;

      qd_search_render_options_init (&options, doc);
      surface = draw (&options);
      g_assert_false (color_near_cell (surface, doc, 0, 14, &qd_palette_light ()->good));
      cairo_surface_destroy (surface);
      qd_search_doc_free (doc);
    }
}

/* The first cell with `status` at the step but `skip` (-1: none), or -1. */
static gint
cell_with (const QdSearchRun *run, guint step, guint8 status, gint skip)
{
  guint n = qd_search_run_n_cells (run);
  g_autofree guint8 *statuses = g_new0 (guint8, n);

  qd_search_render_statuses (run, step, statuses);
  for (guint c = 0; c < n; c++)
    if (statuses[c] == status && (gint) c != skip)
      return (gint) c;
  return -1;
}

/* A step where some cell but `skip` is explored (not on the path) and some
 * is on the frontier. */
static guint
busy_step (const QdSearchRun *run, gint skip)
{
  for (guint s = 0; s < qd_search_run_n_steps (run); s++)
    if (cell_with (run, s, QD_SEARCH_CELL_EXPLORED, skip) >= 0 && cell_with (run, s, QD_SEARCH_CELL_FRONTIER, -1) >= 0)
      return s;
  g_assert_not_reached ();
  return 0;
}

/* Maze: an explored cell has a dark dot at its middle on its tint; a
 * frontier cell is outlined in the accent colour, its middle left alone. */
static void
test_maze_second_channel (void)
{
  QdSearchDoc *doc = parse (maze_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_BFS);
  const QdPalette *palette = qd_palette_light ();
  guint step = busy_step (run, -1);
  gint explored = cell_with (run, step, QD_SEARCH_CELL_EXPLORED, -1);
  gint frontier = cell_with (run, step, QD_SEARCH_CELL_FRONTIER, -1);
  cairo_surface_t *surface;
  double x, y, w, h, rgb[3];

  surface = draw_saved (doc, run, step, "search-render-maze-channel.png");
  qd_search_render_cell_rect (doc, (guint) explored, &x, &y, &w, &h);
  pixel (surface, x + w / 2, y + h / 2, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 1.5);          /* the dot */
  pixel (surface, x + w * 0.3, y + h * 0.25, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], >, 2.2);          /* the tint, light */
  g_assert_false (near (rgb, &palette->background, 0.01));       /* but not the background */
  qd_search_render_cell_rect (doc, (guint) frontier, &x, &y, &w, &h);
  pixel (surface, x + w * 0.12 + 0.5, y + h / 2, rgb);
  g_assert_true (near (rgb, &palette->accent, 0.12));            /* the outline */
  pixel (surface, x + w / 2, y + h / 2, rgb);
  g_assert_true (near (rgb, &palette->background, 0.02));        /* no dot */
  cairo_surface_destroy (surface);
  qd_search_doc_free (doc);
}

/* Route: an explored place is dotted; a frontier place's ring is dashed
 * (accent along some of it, not all). */
static void
test_route_second_channel (void)
{
  QdSearchDoc *doc = parse (route_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_UCS);
  const QdPalette *palette = qd_palette_light ();
  guint step = busy_step (run, (gint) doc->route->start);
  gint explored = cell_with (run, step, QD_SEARCH_CELL_EXPLORED, (gint) doc->route->start);
  gint frontier = cell_with (run, step, QD_SEARCH_CELL_FRONTIER, -1);
  cairo_surface_t *surface;
  double x, y, w, h, rgb[3];
  guint on = 0, off = 0;

  surface = draw_saved (doc, run, step, "search-render-route-channel.png");
  qd_search_render_cell_rect (doc, (guint) explored, &x, &y, &w, &h);
  pixel (surface, x + w / 2, y + h / 2, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 1.5);          /* the dot */
  g_assert_cmpint (frontier, >=, 0);
  qd_search_render_cell_rect (doc, (guint) frontier, &x, &y, &w, &h);
  for (guint k = 0; k < 360; k += 3)
    {
      /* the ring: radius 7 + 3.5 around the centre (a goal's: 7 + 3 + 7) */
      double r = (guint) frontier == doc->route->goal ? 17 : 10.5;

      pixel (surface, x + w / 2 + r * cos (k * G_PI / 180), y + h / 2 + r * sin (k * G_PI / 180), rgb);
      if (near (rgb, &palette->accent, 0.2))
        on++;
      else
        off++;
    }
  g_assert_cmpuint (on, >, 10);
  g_assert_cmpuint (off, >, 10);                                /* dashed */
  cairo_surface_destroy (surface);
  qd_search_doc_free (doc);
}

/* Tiles: a misplaced tile has the accent triangle in its top right corner,
 * a tile in its place none. */
static void
test_tiles_second_channel (void)
{
  QdSearchDoc *doc = parse (tiles_text);
  const QdPalette *palette = qd_palette_light ();
  QdSearchRenderOptions options;
  cairo_surface_t *surface;
  double x, y, w, h, rgb[3];

  qd_search_render_options_init (&options, doc);
  surface = draw (&options);
  /* 1 2 5 / 3 4 0 / 6 7 8 against 0 1 2 / 3 4 5 / 6 7 8: cell 0 holds 1
   * (misplaced), cell 3 holds 3 (in place). */
  qd_search_render_cell_rect (doc, 0, &x, &y, &w, &h);
  pixel (surface, x + w - 5, y + 5, rgb);
  g_assert_true (near (rgb, &palette->accent, 0.1));
  qd_search_render_cell_rect (doc, 3, &x, &y, &w, &h);
  pixel (surface, x + w - 5, y + 5, rgb);
  g_assert_false (near (rgb, &palette->accent, 0.3));
  cairo_surface_destroy (surface);
  qd_search_doc_free (doc);
}

/* A maze past QD_SEARCH_RENDER_PIXEL_CELLS: a pixel a cell, the path in
 * the accent colour. */
static void
test_large_maze (void)
{
  g_autoptr(QdSearchMaze) maze = qd_search_maze_random (301, 301, 0, 7);
  QdSearchDoc *doc = qd_search_doc_new_maze (g_steal_pointer (&maze));
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
  const QdSpaceResult *r = qd_search_run_result (run);
  const QdPalette *palette = qd_palette_light ();
  cairo_surface_t *surface;
  double x, y, w, h, rgb[3];
  guint cell;

  g_assert_cmpuint (qd_search_render_n_cells (doc), >, QD_SEARCH_RENDER_PIXEL_CELLS);
  surface = draw_saved (doc, run, G_MAXUINT, "search-render-maze-large.png");
  /* A cell in the middle of the path. */
  cell = r->actions[r->n_steps / 2];
  qd_search_render_cell_rect (doc, cell, &x, &y, &w, &h);
  pixel (surface, x + w / 2, y + h / 2, rgb);
  g_assert_true (near (rgb, &palette->accent, 0.02));
  cairo_surface_destroy (surface);
  qd_search_doc_free (doc);
}

/* Whether two drawings of one size have the same pixels in a rectangle. */
static gboolean
same_pixels (cairo_surface_t *a, cairo_surface_t *b, double x0, double y0, double x1, double y1)
{
  double pa[3], pb[3];

  for (double y = y0 + 0.5; y < y1; y += 1)
    for (double x = x0 + 0.5; x < x1; x += 1)
      {
        pixel (a, x, y, pa);
        pixel (b, x, y, pb);
        if (pa[0] != pb[0] || pa[1] != pb[1] || pa[2] != pb[2])
          return FALSE;
      }
  return TRUE;
}

/* Practice (issue 51): a question on the board taken next leaves the
 * puzzle's board of the step before on show (here the start: the instance
 * drawn alone) and its line; a question on its f shows the board but not
 * the line; a large maze's node taken next is drawn as one of the frontier,
 * not in the path's accent. */
static void
test_practice_hides (void)
{
  QdSearchDoc *doc = parse (tiles_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
  QdSearchRenderOptions options;
  cairo_surface_t *start, *told, *hidden, *before, *f_hidden;
  double x0, y0, x1, y1, w, h, line_top, line_bottom;
  g_autofree char *text_before = NULL, *text_hidden = NULL, *text_f = NULL;

  qd_search_render_options_init (&options, doc);
  start = draw (&options);
  options.run = run;
  options.step = 0;
  before = draw (&options);
  options.step = 1;
  told = draw (&options);
  options.hide_current = TRUE;
  hidden = draw (&options);
  save_png (hidden, "search-render-practice-tiles.png");
  options.hide_current = FALSE;
  options.hide_current_f = TRUE;
  f_hidden = draw (&options);
  /* The main board: cells 0 and 8 give its corners. */
  qd_search_render_cell_rect (doc, 0, &x0, &y0, &w, &h);
  qd_search_render_cell_rect (doc, 8, &x1, &y1, &w, &h);
  x1 += w;
  y1 += h;
  g_assert_false (same_pixels (start, told, x0, y0, x1, y1));   /* step 1 moves the blank */
  g_assert_true (same_pixels (start, hidden, x0, y0, x1, y1));
  g_assert_true (same_pixels (told, f_hidden, x0, y0, x1, y1));
  /* The line under it: the step before's; none of f while f is asked. */
  line_top = y1 + 4;
  line_bottom = y1 + 30;
  g_assert_true (same_pixels (before, hidden, x0, line_top, x1 + 60, line_bottom));
  g_assert_false (same_pixels (told, hidden, x0, line_top, x1 + 60, line_bottom));
  g_assert_false (same_pixels (told, f_hidden, x0, line_top, x1 + 60, line_bottom));
  /* In words the same. */
  text_before = qd_search_render_step_text (run, 0);
  text_hidden = qd_search_render_practice_step_text (run, 1, TRUE, FALSE);
  text_f = qd_search_render_practice_step_text (run, 1, FALSE, TRUE);
  g_assert_cmpstr (text_hidden, ==, text_before);
  g_assert_true (g_str_has_prefix (text_f, "Expanding the board after "));
  g_assert_null (strchr (text_f, '='));
  cairo_surface_destroy (start);
  cairo_surface_destroy (before);
  cairo_surface_destroy (told);
  cairo_surface_destroy (hidden);
  cairo_surface_destroy (f_hidden);
  qd_search_doc_free (doc);

  {
    g_autoptr(QdSearchMaze) maze = qd_search_maze_random (301, 301, 0, 7);
    QdSearchDoc *large = qd_search_doc_new_maze (g_steal_pointer (&maze));
    g_autoptr(QdSearchRun) large_run = solve (large, QD_SPACE_BFS);
    const QdPalette *palette = qd_palette_light ();
    guint step = qd_search_run_n_steps (large_run) / 2;
    guint cell = qd_search_run_event_cell (large_run, qd_search_run_step_event (large_run, step));
    guint n = qd_search_run_n_cells (large_run);
    g_autofree guint8 *status = g_new0 (guint8, n);
    double rgb[3];
    cairo_surface_t *surface;

    g_assert_cmpuint (n, >, QD_SEARCH_RENDER_PIXEL_CELLS);
    /* As the window's worker draws it: from the statuses alone. */
    qd_search_render_options_init (&options, large);
    qd_search_render_statuses (large_run, step, status);
    g_assert_cmpuint (status[cell], ==, QD_SEARCH_CELL_CURRENT);
    options.status = status;
    surface = draw (&options);
    qd_search_render_cell_rect (large, cell, &x0, &y0, &w, &h);
    pixel (surface, x0 + w / 2, y0 + h / 2, rgb);
    g_assert_true (near (rgb, &palette->accent, 0.02));
    cairo_surface_destroy (surface);
    qd_search_render_hide_current (status, n);
    g_assert_cmpuint (status[cell], ==, QD_SEARCH_CELL_FRONTIER);
    for (guint c = 0; c < n; c++)
      g_assert_true (status[c] != QD_SEARCH_CELL_CURRENT && status[c] != QD_SEARCH_CELL_PATH);
    /* And in the drawing of the run itself. */
    options.status = NULL;
    options.run = large_run;
    options.step = step;
    options.hide_current = TRUE;
    surface = draw (&options);
    pixel (surface, x0 + w / 2, y0 + h / 2, rgb);
    g_assert_false (near (rgb, &palette->accent, 0.1));
    cairo_surface_destroy (surface);
    qd_search_doc_free (large);
  }
}

static void
test_step_texts (void)
{
  QdSearchDoc *doc = parse (route_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
  g_autofree char *first = qd_search_render_step_text (run, 0);
  g_autofree char *second = qd_search_render_step_text (run, 1);
  g_autofree char *end = qd_search_render_step_text (run, G_MAXUINT);
  g_autofree char *what = qd_search_render_doc_text (doc);

  g_assert_cmpstr (first, ==, "Expanding A: f = g + h = 0 + 180 = 180");
  g_assert_cmpstr (second, ==, "Expanding B: f = g + h = 100 + 100 = 200");
  g_assert_cmpstr (end, ==, "A path of 2 steps, cost 200: 2 expanded, 5 generated.");
  g_assert_cmpstr (what, ==, "A route map of 5 places and 5 roads, from A to D.");
  qd_search_doc_free (doc);
}

static void
test_animation (void)
{
  QdSearchDoc *doc = parse (tiles_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
  const QdSpaceResult *r = qd_search_run_result (run);
  g_autoptr(QdAnimation) search = qd_search_animation_new (run, FALSE);
  g_autoptr(QdAnimation) solution = qd_search_animation_new (run, TRUE);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 400, 400);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *step1 = search->describe (1, search->data);
  g_autofree char *move1 = solution->describe (1, solution->data);

  g_assert_cmpuint (search->n_steps, ==, qd_search_run_n_steps (run));
  g_assert_cmpuint (solution->n_steps, ==, r->n_steps);
  g_assert_cmpstr (step1, ==, "Expanding the start: f = g + h = 0 + 3 = 3");
  g_assert_cmpstr (move1, ==, "Move 1 of 3: up");
  for (guint k = 0; k <= search->n_steps; k++)
    qd_animation_draw_frame (search, cr, 400, 400, k);
  for (guint k = 0; k <= solution->n_steps; k++)
    qd_animation_draw_frame (solution, cr, 400, 400, k);
  save_png (surface, "search-render-animation-last.png");
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  qd_search_doc_free (doc);
}

static void
test_report (void)
{
  QdSearchDoc *doc = parse (route_text);
  g_autoptr(QdSearchRun) run = solve (doc, QD_SPACE_ASTAR);
  QdSearchReportRun r = { "square.route", NULL, doc, qd_search_run_settings (run), run, NULL };
  g_autoptr(QdReport) report = qd_search_run_report_new (&r, NULL);
  g_autofree char *text = qd_report_to_markdown (report);

  g_assert_nonnull (strstr (text, "astar"));
  g_assert_nonnull (strstr (text, "expand 1 A g 0 h 180 f 180"));
  g_assert_nonnull (strstr (text, "A path of 2 steps, cost 200"));
  qd_search_doc_free (doc);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search-render/sizes-and-cells", test_sizes_and_cells);
  g_test_add_func ("/search-render/route-world", test_route_world);
  g_test_add_func ("/search-render/every-kind-every-look", test_every_kind_every_look);
  g_test_add_func ("/search-render/instance-and-editing", test_instance_and_editing);
  g_test_add_func ("/search-render/no-meeting-alone", test_no_meeting_alone);
  g_test_add_func ("/search-render/maze-second-channel", test_maze_second_channel);
  g_test_add_func ("/search-render/route-second-channel", test_route_second_channel);
  g_test_add_func ("/search-render/tiles-second-channel", test_tiles_second_channel);
  g_test_add_func ("/search-render/large-maze", test_large_maze);
  g_test_add_func ("/search-render/practice-hides", test_practice_hides);
  g_test_add_func ("/search-render/step-texts", test_step_texts);
  g_test_add_func ("/search-render/animation", test_animation);
  g_test_add_func ("/search-render/report", test_report);
  return g_test_run ();
}
