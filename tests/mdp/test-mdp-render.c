/* test-mdp-render.c — the grid world's drawing (render/mdp/qd-mdp-render.h)
 * on AIMA's 4 × 3 world (book figure 17.1: wall at (1, 1), +1 at (3, 2),
 * -1 at (3, 1), R = -0.04, noise 0.2, γ = 1): hit-testing, the terminals'
 * and walls' colours, the arrows' and triangles' orientation (north is up),
 * the size asked for, a 1,000 × 1,000 world, the value 0.8116 written
 * (the book's U(1, 3) = 0.812; 0.811558 re-computed in the research notes)
 * and the pictures under the build folder: mdp-render-*.png, to look at. */
#include <glib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include <cairo-svg.h>

#include "render/mdp/qd-mdp-animation.h"
#include "render/mdp/qd-mdp-plot.h"
#include "render/qd-gif.h"
#include "render/mdp/qd-mdp-render.h"
#include "render/mdp/qd-mdp-run-report.h"
#include "render/mdp/qd-mdp-worksheet.h"
#include "render/qd-export.h"
#include "../render-pixels.h"

/* A file of the data folder (QD_DATA_DIR, else ./data). */
static char *
data_path (const char *first, ...) G_GNUC_NULL_TERMINATED;

static char *
data_path (const char *first, ...)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *tail = NULL;
  va_list args;

  va_start (args, first);
  tail = g_build_filename_valist (first, &args);
  va_end (args);
  return g_build_filename (data != NULL ? data : "data", tail, NULL);
}

/* A world file in either format. */
static QdMdpWorld *
read_world (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  QdMdpWorld *world;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  world = qd_mdp_world_is_course (text, length) ? qd_mdp_world_parse_course (text, length, &error)
                                                : qd_mdp_world_parse (text, length, &error);
  g_assert_no_error (error);
  return world;
}

/* The example file of the book's world (data/examples/mdp/aima-4x3.mdp). */
static QdMdpWorld *
aima_world (void)
{
  g_autofree char *path = data_path ("examples", "mdp", "aima-4x3.mdp", NULL);
  QdMdpWorld *world = read_world (path);

  g_assert_cmpuint (world->w, ==, 4);
  g_assert_cmpint (world->kind[qd_mdp_world_index (world, 1, 1)], ==, QD_MDP_WALL);
  g_assert_cmpint (world->convention, ==, QD_MDP_AIMA);
  return world;
}

/* The book's utilities by value iteration to its fixed point (the engine's
 * sweeps; the figures are checked against the book in test-markov). */
static void
solve (const QdMdpWorld *world, double *values, gint8 *policy)
{
  g_autofree guint *cell_of = g_new (guint, world->w * world->h);
  g_autoptr(QdMarkov) model = qd_mdp_world_to_model (world, NULL, cell_of, NULL);
  g_autofree double *v = g_new0 (double, model->n_states);
  g_autofree double *next = g_new0 (double, model->n_states);

  for (guint k = 0; k < 200; k++)
    {
      qd_markov_sweep (model, world->discount, v, next);
      memcpy (v, next, model->n_states * sizeof *v);
    }
  qd_mdp_render_from_model (world, model, cell_of, v, NULL, values, NULL, NULL, policy);
}

/* Q from those utilities, by cell. */
static void
solve_q (const QdMdpWorld *world, const double *values, double *q, guint8 *known)
{
  g_autofree guint *cell_of = g_new (guint, world->w * world->h);
  g_autoptr(QdMarkov) model = qd_mdp_world_to_model (world, NULL, cell_of, NULL);
  g_autofree double *v = g_new0 (double, model->n_states);
  g_autofree double *q_model = g_new (double, model->n_actions);

  for (guint s = 0; s + 1 < model->n_states; s++)
    v[s] = values[cell_of[s]];
  for (guint a = 0; a < model->n_actions; a++)
    q_model[a] = qd_markov_q (model, world->discount, v, a);
  qd_mdp_render_from_model (world, model, cell_of, v, q_model, NULL, q, known, NULL);
}

static cairo_surface_t *
draw_image (const QdMdpWorld *world, const QdMdpRenderOptions *o, double *width, double *height)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_mdp_render_get_size (world, o, width, height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (*width), (int) ceil (*height));
  cr = cairo_create (surface);
  qd_mdp_render (cr, world, o);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  return surface;
}

/* The pixel at (fx, fy) of cell (x, y), as fractions of the cell from its
 * top left corner. */
static void
cell_pixel (cairo_surface_t *surface, const QdMdpWorld *world, const QdMdpRenderOptions *o, guint x, guint y,
            double fx, double fy, double rgb[3])
{
  double left, top, side;

  qd_mdp_render_cell_box (world, o, x, y, &left, &top, &side);
  render_pixel (surface, left + fx * side, top + fy * side, rgb);
}

static gboolean
greenish (const double rgb[3])
{
  return rgb[1] > rgb[0] + 0.1 && rgb[1] > rgb[2] + 0.05;
}

static gboolean
reddish (const double rgb[3])
{
  return rgb[0] > rgb[1] + 0.1 && rgb[0] > rgb[2] + 0.1;
}

/* The pixel at (fx, fy) of cell (x, y) passes HUE (greenish, reddish). */
static gboolean
cell_is (cairo_surface_t *surface, const QdMdpWorld *world, const QdMdpRenderOptions *o, guint x, guint y,
         double fx, double fy, gboolean (*hue) (const double rgb[3]))
{
  double rgb[3];

  cell_pixel (surface, world, o, x, y, fx, fy, rgb);
  return hue (rgb);
}

static double
lightness (const double rgb[3])
{
  return (rgb[0] + rgb[1] + rgb[2]) / 3;
}

static void
test_hit (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  QdMdpRenderOptions o;
  double width, height;

  qd_mdp_render_options_init (&o, NULL);
  qd_mdp_render_get_size (world, &o, &width, &height);
  for (guint y = 0; y < world->h; y++)
    for (guint x = 0; x < world->w; x++)
      {
        guint index = qd_mdp_world_index (world, x, y);
        gboolean wall = world->kind[index] == QD_MDP_WALL;
        double left, top, side;

        qd_mdp_render_cell_box (world, &o, x, y, &left, &top, &side);
        g_assert_cmpint (qd_mdp_render_hit (world, &o, left + side / 2, top + side / 2, FALSE), ==,
                         wall ? -1 : (gint) index);
        g_assert_cmpint (qd_mdp_render_hit (world, &o, left + side / 2, top + side / 2, TRUE), ==, (gint) index);
        g_assert_cmpint (qd_mdp_render_hit (world, &o, left + 1, top + side - 1, TRUE), ==, (gint) index);
      }
  /* North is up: the top left cell is (0, 2). */
  {
    double left, top, side;

    qd_mdp_render_cell_box (world, &o, 0, 2, &left, &top, &side);
    g_assert_cmpfloat (top, <, height / 3);
    g_assert_cmpfloat (left, <, width / 4);
  }
  g_assert_cmpint (qd_mdp_render_hit (world, &o, 1, 1, TRUE), ==, -1);
  g_assert_cmpint (qd_mdp_render_hit (world, &o, width - 1, height - 1, TRUE), ==, -1);
  g_assert_cmpint (qd_mdp_render_hit (world, &o, -5, height / 2, TRUE), ==, -1);
}

static void
test_size (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  g_autoptr(QdMdpWorld) big = qd_mdp_world_new (1000, 1000);
  QdMdpRenderOptions o;
  double width, height, left, top, side;

  qd_mdp_render_options_init (&o, NULL);
  o.cell = 50;
  qd_mdp_render_get_size (world, &o, &width, &height);
  qd_mdp_render_cell_box (world, &o, 3, 0, &left, &top, &side);
  g_assert_cmpfloat (side, ==, 50);
  g_assert_cmpfloat (width, >=, 4 * 50);
  g_assert_cmpfloat (width, <, 4 * 50 + 60);
  g_assert_cmpfloat (height, >=, 3 * 50);
  g_assert_cmpfloat (height, <, 3 * 50 + 60);
  /* The board lies inside the picture. */
  g_assert_cmpfloat (left + side, <=, width);
  g_assert_cmpfloat (top + side, <=, height);
  o.cell = 0;
  qd_mdp_render_get_size (world, &o, &width, &height);
  g_assert_cmpfloat (qd_mdp_render_cell_size (world, &o), ==, QD_MDP_RENDER_CELL);
  qd_mdp_render_get_size (big, &o, &width, &height);
  g_assert_cmpfloat (width, <=, QD_MDP_RENDER_BOARD_MAX + 60);
  g_assert_cmpfloat (width, >=, 1000);
}

static void
test_colours (gconstpointer dark)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  double values[12], width, height, wall[3], open[3];
  gint8 policy[12];
  QdMdpRenderOptions o;
  cairo_surface_t *surface;

  solve (world, values, policy);
  qd_mdp_render_options_init (&o, dark ? qd_palette_dark () : qd_palette_light ());
  o.values = values;
  o.policy = policy;
  surface = draw_image (world, &o, &width, &height);
  /* Inside the double border, clear of the number. */
  g_assert_true (cell_is (surface, world, &o, 3, 2, 0.15, 0.15, greenish));
  g_assert_true (cell_is (surface, world, &o, 3, 1, 0.15, 0.15, reddish));
  /* The wall is the darkest cell; a cell of V > 0 is green. */
  cell_pixel (surface, world, &o, 1, 1, 0.5, 0.5, wall);
  cell_pixel (surface, world, &o, 0, 0, 0.15, 0.85, open);
  g_assert_cmpfloat (lightness (wall), <, lightness (open) - 0.1);
  g_assert_true (greenish (open));
  cairo_surface_destroy (surface);
}

/* Arrows only: the policy's north arrow of (0, 0) (book figure 17.2) is
 * drawn in the cell's upper half and points up, its head above its shaft. */
static void
test_arrows (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  double values[12], width, height, above[3], below[3], tip[3];
  gint8 policy[12];
  QdMdpRenderOptions o;
  cairo_surface_t *surface;

  solve (world, values, policy);
  g_assert_cmpint (policy[qd_mdp_world_index (world, 0, 0)], ==, QD_MDP_NORTH);
  g_assert_cmpint (policy[qd_mdp_world_index (world, 3, 0)], ==, QD_MDP_WEST);
  qd_mdp_render_options_init (&o, NULL);
  o.policy = policy;
  o.show = QD_MDP_SHOW_POLICY;
  surface = draw_image (world, &o, &width, &height);
  cell_pixel (surface, world, &o, 0, 0, 0.5, 0.25, above);
  cell_pixel (surface, world, &o, 0, 0, 0.5, 0.88, below);
  g_assert_cmpfloat (lightness (above), <, 0.5);
  g_assert_cmpfloat (lightness (below), >, 0.8);
  /* (3, 0) goes west: ink left of the centre, none right of the head. */
  cell_pixel (surface, world, &o, 3, 0, 0.25, 0.5, tip);
  g_assert_cmpfloat (lightness (tip), <, 0.5);
  cell_pixel (surface, world, &o, 3, 0, 0.88, 0.5, tip);
  g_assert_cmpfloat (lightness (tip), >, 0.8);
  render_save_png (surface, "mdp-render-arrows.png");
  cairo_surface_destroy (surface);
}

/* Q triangles: north is the top triangle, west the left one. */
static void
test_q_triangles (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  double q[12 * QD_MDP_N_ACTIONS] = { 0 }, width, height;
  QdMdpRenderOptions o;
  cairo_surface_t *surface;
  guint cell = qd_mdp_world_index (world, 0, 0);

  q[cell * QD_MDP_N_ACTIONS + QD_MDP_NORTH] = 0.9;
  q[cell * QD_MDP_N_ACTIONS + QD_MDP_SOUTH] = -0.9;
  q[cell * QD_MDP_N_ACTIONS + QD_MDP_WEST] = -0.9;
  q[cell * QD_MDP_N_ACTIONS + QD_MDP_EAST] = 0.9;
  qd_mdp_render_options_init (&o, NULL);
  o.q = q;
  o.show = QD_MDP_SHOW_Q;
  o.value_scale = 1;
  surface = draw_image (world, &o, &width, &height);
  g_assert_true (cell_is (surface, world, &o, 0, 0, 0.5, 0.06, greenish));
  g_assert_true (cell_is (surface, world, &o, 0, 0, 0.5, 0.94, reddish));
  g_assert_true (cell_is (surface, world, &o, 0, 0, 0.1, 0.3, reddish));
  g_assert_true (cell_is (surface, world, &o, 0, 0, 0.9, 0.3, greenish));
  cairo_surface_destroy (surface);
}

static gboolean
logged (GPtrArray *texts, const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (strcmp (g_ptr_array_index (texts, i), text) == 0)
      return TRUE;
  return FALSE;
}

static void
test_svg_text (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) svg = g_string_new (NULL);
  double values[12], width, height;
  gint8 policy[12];
  QdMdpRenderOptions o;
  cairo_surface_t *surface;
  cairo_t *cr;

  solve (world, values, policy);
  qd_mdp_render_options_init (&o, NULL);
  o.values = values;
  o.policy = policy;
  qd_mdp_render_get_size (world, &o, &width, &height);
  surface = cairo_svg_surface_create_for_stream (render_append, svg, width, height);
  qd_export_log_text (surface, texts);
  cr = cairo_create (surface);
  qd_mdp_render (cr, world, &o);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  g_assert_true (logged (texts, "0.8116"));   /* U(0, 2) */
  g_assert_true (logged (texts, "0.3879"));   /* U(3, 0) */
  g_assert_true (logged (texts, "−1.0000"));  /* the -1 terminal's U */
  g_assert_false (logged (texts, "−0.0400"));
  g_assert_cmpuint (svg->len, >, 1000);
  /* Cells too small for text: no number at all. */
  g_ptr_array_set_size (texts, 0);
  o.cell = 20;
  surface = cairo_svg_surface_create_for_stream (render_append, svg, width, height);
  qd_export_log_text (surface, texts);
  cr = cairo_create (surface);
  qd_mdp_render (cr, world, &o);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_assert_false (logged (texts, "0.8116"));
}

/* Beyond colour: with the colour letters on, a negative V in a cell too
 * small for numbers wears a minus sign; without them, it does not. */
static void
test_second_channel (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  double values[12] = { 0 };
  QdPalette letters;

  values[qd_mdp_world_index (world, 0, 0)] = -0.5;
  values[qd_mdp_world_index (world, 1, 0)] = 0.5;
  qd_palette_derive (&letters, qd_palette_light (), FALSE, TRUE, 1, 1);
  for (guint on = 0; on < 2; on++)
    {
      g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 200, 200);
      cairo_t *cr = cairo_create (surface);
      QdMdpRenderOptions o;

      qd_mdp_render_options_init (&o, on ? &letters : qd_palette_light ());
      o.values = values;
      o.cell = 20;
      qd_export_log_text (surface, texts);
      qd_mdp_render (cr, world, &o);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      g_assert_cmpint (logged (texts, "−"), ==, on);
    }
}

static void
test_format (void)
{
  char text[32];

  qd_mdp_render_format_value (0.811558, text, sizeof text);
  g_assert_cmpstr (text, ==, "0.8116");
  qd_mdp_render_format_value (-0.04, text, sizeof text);
  g_assert_cmpstr (text, ==, "−0.0400");
  qd_mdp_render_format_value (-0.00004, text, sizeof text);
  g_assert_cmpstr (text, ==, "0.0000");
  qd_mdp_render_format_value (-0.0, text, sizeof text);
  g_assert_cmpstr (text, ==, "0.0000");
}

/* 1,000 × 1,000 cells with values (each cell a pixel), a wall and both
 * terminals in the corners: drawn, the corners' colours right. */
static void
test_big (void)
{
  g_autoptr(QdMdpWorld) world = qd_mdp_world_new (1000, 1000);
  g_autofree double *values = g_new (double, 1000 * 1000);
  double width, height, rgb[3];
  QdMdpRenderOptions o;
  cairo_surface_t *surface;

  for (guint i = 0; i < 1000 * 1000; i++)
    values[i] = (i % 1000) / 999.0 - 0.5;
  world->kind[qd_mdp_world_index (world, 999, 999)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, 999, 999)] = 1;
  world->kind[qd_mdp_world_index (world, 0, 999)] = QD_MDP_TERMINAL;
  world->reward[qd_mdp_world_index (world, 0, 999)] = -1;
  world->kind[qd_mdp_world_index (world, 500, 500)] = QD_MDP_WALL;
  qd_mdp_render_options_init (&o, NULL);
  o.values = values;
  surface = draw_image (world, &o, &width, &height);
  g_assert_true (cell_is (surface, world, &o, 999, 999, 0.5, 0.5, greenish));
  g_assert_true (cell_is (surface, world, &o, 0, 999, 0.5, 0.5, reddish));
  cell_pixel (surface, world, &o, 500, 500, 0.5, 0.5, rgb);
  g_assert_cmpfloat (lightness (rgb), <, 0.35);
  /* The shading follows V across a row: red on the left, green on the right. */
  g_assert_true (cell_is (surface, world, &o, 10, 0, 0.5, 0.5, reddish));
  g_assert_true (cell_is (surface, world, &o, 990, 0, 0.5, 0.5, greenish));
  cairo_surface_destroy (surface);
}

/* The pictures to look at: values, Q triangles and arrows, light and dark. */
static void
test_pictures (void)
{
  static const struct { const char *name; QdMdpShow show; } kinds[] = {
    { "values", QD_MDP_SHOW_VALUES | QD_MDP_SHOW_POLICY },
    { "q", QD_MDP_SHOW_Q | QD_MDP_SHOW_POLICY },
    { "plain", 0 },
  };
  static const char *const looks[] = { "light", "dark", "print" };
  g_autoptr(QdMdpWorld) world = aima_world ();
  g_autoptr(QdMdpWorld) course = aima_world ();
  double values[12], q[12 * QD_MDP_N_ACTIONS], width, height;
  guint8 known[12];
  gint8 policy[12];

  course->convention = QD_MDP_COURSE;
  solve (world, values, policy);
  solve_q (world, values, q, known);
  for (guint look = 0; look < G_N_ELEMENTS (looks); look++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        QdMdpRenderOptions o;
        cairo_surface_t *surface;
        g_autofree char *name = g_strdup_printf ("mdp-render-%s-%s.png", kinds[k].name, looks[look]);

        qd_mdp_render_options_init (&o, look == 0 ? qd_palette_light ()
                                        : look == 1 ? qd_palette_dark () : qd_palette_print ());
        o.values = values;
        o.q = q;
        o.q_known = known;
        o.policy = policy;
        o.show = kinds[k].show;
        o.agent = (gint) qd_mdp_world_index (world, 2, 0);
        o.highlight = k == 0 ? (gint) qd_mdp_world_index (world, 2, 1) : -1;
        o.cursor = k == 2 ? (gint) qd_mdp_world_index (world, 1, 2) : -1;
        surface = draw_image (k == 1 ? course : world, &o, &width, &height);
        render_save_png (surface, name);
        cairo_surface_destroy (surface);
      }
}

/* WORLD solved, drawn with V and the greedy arrows in PALETTE, saved as NAME. */
static void
save_solved (const QdMdpWorld *world, const QdPalette *palette, gint agent, const char *name)
{
  g_autofree double *values = g_new (double, world->w * world->h);
  g_autofree gint8 *policy = g_new (gint8, world->w * world->h);
  QdMdpRenderOptions o;
  cairo_surface_t *surface;
  double width, height;

  solve (world, values, policy);
  qd_mdp_render_options_init (&o, palette);
  o.values = values;
  o.policy = policy;
  o.agent = agent;
  surface = draw_image (world, &o, &width, &height);
  render_save_png (surface, name);
  cairo_surface_destroy (surface);
}

/* Every example world solved and drawn (mdp-example-NAME.png). */
static void
test_example_pictures (void)
{
  g_autofree char *folder = data_path ("examples", "mdp", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  guint drawn = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);
      g_autofree char *png = g_strdup_printf ("mdp-example-%s.png", name);
      g_autoptr(QdMdpWorld) world = NULL;

      if (!g_str_has_suffix (name, ".mdp") && !g_str_has_suffix (name, ".test"))
        continue;
      world = read_world (path);
      save_solved (world, NULL, -1, png);
      drawn++;
    }
  g_assert_cmpuint (drawn, >=, 5);
}

/* A 30 × 20 world whose cells are too small for numbers: arrows only. */
static void
test_medium_picture (void)
{
  g_autoptr(QdMdpWorld) world = qd_mdp_world_new (30, 20);

  for (guint i = 0; i < 600; i++)
    {
      world->reward[i] = -0.02;
      if (i % 37 == 5 || (i % 30 == 15 && i / 30 != 10))
        world->kind[i] = QD_MDP_WALL;
    }
  world->kind[599] = QD_MDP_TERMINAL;
  world->reward[599] = 1;
  world->kind[329] = QD_MDP_TERMINAL;
  world->reward[329] = -1;
  world->start_x = world->start_y = 0;
  save_solved (world, qd_palette_dark (), 31, "mdp-render-30x20-dark.png");
}

/* The residual plot: log scale, a residual of exactly 0 counted as not
 * shown, the bound as a second series; the returns' moving average over
 * 10 episodes of returns 1 … 20 starts at 5.5 (episode 10) and ends at
 * 15.5 (episode 20). */
static void
test_plots (void)
{
  static const double residuals[] = { 1, 0.5, 0.1, 0.01, 0 };
  double returns[20];
  g_autoptr(QdPlot) residual = qd_mdp_residual_plot_new (residuals, G_N_ELEMENTS (residuals), 0.001);
  g_autoptr(QdPlot) plain = qd_mdp_residual_plot_new (residuals, G_N_ELEMENTS (residuals), 0);
  g_autoptr(QdPlot) plot = NULL;
  g_autofree char *text = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 320);
  cairo_t *cr = cairo_create (surface);

  g_assert_cmpint (qd_plot_get_scale (residual, QD_PLOT_AXIS_Y), ==, QD_PLOT_LOG10);
  g_assert_cmpuint (qd_plot_n_series (residual), ==, 2);
  g_assert_cmpuint (qd_plot_n_series (plain), ==, 1);
  g_assert_cmpuint (qd_plot_series_n_skipped (residual, 0), ==, 1);
  for (guint i = 0; i < 20; i++)
    returns[i] = i + 1;
  plot = qd_mdp_returns_plot_new (returns, 20, 10);
  g_assert_cmpuint (qd_plot_series_n_points (plot, 0), ==, 20);
  g_assert_cmpuint (qd_plot_series_n_points (plot, 1), ==, 11);
  text = qd_plot_describe (plot);
  g_assert_nonnull (strstr (text, "first 5.5 at 10"));
  g_assert_nonnull (strstr (text, "last 15.5 at 20"));
  g_assert_cmpuint (qd_mdp_returns_window (1000), ==, 10);
  g_assert_cmpuint (qd_mdp_returns_window (35), ==, 3);
  g_assert_cmpuint (qd_mdp_returns_window (3), ==, 1);
  qd_mdp_render_residual_plot (cr, 480, 320, residuals, G_N_ELEMENTS (residuals), 0.001, NULL);
  render_save_png (surface, "mdp-plot-residual.png");
  for (guint i = 0; i < 20; i++)
    returns[i] = sin (i) - 0.5 + i / 20.0;
  qd_mdp_render_returns_plot (cr, 480, 320, returns, 20, qd_palette_dark ());
  render_save_png (surface, "mdp-plot-returns-dark.png");
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The texts of one frame of an animation (saved as mdp-frame-STEP.png). */
static GPtrArray *
frame_texts (const QdAnimation *animation, guint step)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 640, 480);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *name = g_strdup_printf ("mdp-frame-%u.png", step);

  qd_export_log_text (surface, texts);
  qd_animation_draw_frame (animation, cr, 640, 480, step);
  render_save_png (surface, name);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return texts;
}

/* Value iteration's frames: V_0 = 0; V_1 = R = -0.04 on open cells and ±1
 * on the terminals; V_2(2, 2) = -0.04 + 0.8 × 1 + 0.1 × (-0.04) (north,
 * a bump) + 0.1 × (-0.04) (south) = 0.7520, by hand. */
static void
test_sweeps_animation (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  g_autoptr(GError) error = NULL;
  g_autoptr(QdAnimation) animation = qd_mdp_animation_value_iteration_new (world, 3, QD_MDP_SHOW_VALUES
                                                                           | QD_MDP_SHOW_POLICY, &error);
  g_autoptr(GPtrArray) v0 = NULL, v1 = NULL, v2 = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "mdp-sweeps.gif", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  QdGifOptions gif;

  g_assert_no_error (error);
  g_assert_cmpuint (animation->n_steps, ==, 3);
  v0 = frame_texts (animation, 0);
  v1 = frame_texts (animation, 1);
  v2 = frame_texts (animation, 2);
  g_assert_true (logged (v0, "0.0000"));
  g_assert_false (logged (v0, "−0.0400"));
  g_assert_true (logged (v1, "−0.0400"));
  g_assert_true (logged (v1, "−1.0000"));
  g_assert_true (logged (v2, "0.7520"));
  caption = animation->describe (2, animation->data);
  g_assert_cmpstr (caption, ==, "Bellman residual max |V_2 − V_1| = 0.792");   /* 0.7520 - (-0.04) */
  qd_gif_options_init (&gif);
  gif.width = 480;
  gif.height = 400;
  g_assert_true (qd_gif_write (animation, &gif, file, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_query_exists (file, NULL));
}

/* A learning run fed frame by frame: the agent's cell and the captions
 * come back in the frames, one step per frame after the first. */
static void
test_frames (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  g_autoptr(QdMdpFrames) frames = NULL;
  g_autoptr(QdAnimation) animation = NULL;
  double q[12 * QD_MDP_N_ACTIONS] = { 0 };
  QdMdpRenderOptions look;
  QdMdpFrame frame;
  g_autofree char *caption = NULL;

  qd_mdp_render_options_init (&look, NULL);
  look.show = QD_MDP_SHOW_Q;
  frames = qd_mdp_frames_new (world, &look);
  qd_mdp_frame_init (&frame);
  frame.q = q;
  frame.agent = 0;
  g_assert_true (qd_mdp_frames_add (frames, &frame));
  q[0 * QD_MDP_N_ACTIONS + QD_MDP_NORTH] = -0.02;   /* α = 0.5: 0.5 × (-0.04 + 0) */
  frame.agent = (gint) qd_mdp_world_index (world, 0, 1);
  frame.caption = "Episode 1, step 1: (0, 0) north → (0, 1), reward −0.04";
  g_assert_true (qd_mdp_frames_add (frames, &frame));
  g_assert_cmpuint (qd_mdp_frames_n (frames), ==, 2);
  animation = qd_mdp_frames_to_animation (g_steal_pointer (&frames));
  g_assert_cmpuint (animation->n_steps, ==, 1);
  caption = animation->describe (1, animation->data);
  g_assert_cmpstr (caption, ==, "Episode 1, step 1: (0, 0) north → (0, 1), reward −0.04");
  {
    g_autoptr(GPtrArray) texts = frame_texts (animation, 1);

    g_assert_true (logged (texts, "−0.0200"));
  }
}

/* The report of the 4 × 3 world solved there: its table of V says the
 * book's 0.8116 at (0, 2) and 0.3879 at (3, 0) and # for the wall; its
 * PDF is written (mdp-report.pdf, to look at). */
static void
test_report (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  QdMdpRun run = { .world = world, .path = "aima-4x3.mdp" };
  g_autoptr(QdReport) report = qd_mdp_run_report_new (&run, NULL);
  g_autofree char *markdown = qd_report_to_markdown (report);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "mdp-report.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  const char *row = strstr (markdown, "| 2 | 0.8116 | 0.8678 | 0.9178 | 1.0000 |");

  g_assert_nonnull (row);
  g_assert_nonnull (strstr (markdown, "| 1 | 0.7616 | # | 0.6603 | −1.0000 |"));
  g_assert_nonnull (strstr (markdown, "| 0 | 0.7053 | 0.6553 | 0.6114 | 0.3879 |"));
  g_assert_true (qd_report_write_pdf (report, file, &error));
  g_assert_no_error (error);
}

/* The grid text: the top row first, right-aligned to the widest cell, C
 * locale, # for walls, as quandary-cli mdp prints its values. */
static void
test_grid_text (void)
{
  g_autoptr(QdMdpWorld) world = aima_world ();
  double values[12];
  gint8 policy[12];
  g_autofree char *text = NULL;

  solve (world, values, policy);
  text = qd_mdp_values_grid_text (world, values);
  g_assert_cmpstr (text, ==,
                   " 0.8116  0.8678  0.9178  1.0000\n"
                   " 0.7616       #  0.6603 -1.0000\n"
                   " 0.7053  0.6553  0.6114  0.3879\n");
}

/* An independent sweep written from the rules of the course (qd-mdp.h's
 * opening comment), straight on the grid: a terminal's V is its exit's
 * value; an open cell's the best of the four moves, each going as meant
 * with 1 - noise and to each side with noise / 2, staying on a bump, every
 * move collecting the cell's living reward. */
static void
reference_sweep (const QdMdpWorld *w, const double *v, double *out)
{
  static const int dx[4] = { 0, -1, 0, 1 }, dy[4] = { 1, 0, -1, 0 };   /* N, W, S, E */

  for (guint y = 0; y < w->h; y++)
    for (guint x = 0; x < w->w; x++)
      {
        guint i = qd_mdp_world_index (w, x, y);
        double best = -INFINITY;

        out[i] = w->kind[i] == QD_MDP_TERMINAL ? w->reward[i] : 0;
        if (w->kind[i] != QD_MDP_OPEN)
          continue;
        for (int a = 0; a < 4; a++)
          {
            double q = 0;

            for (int turn = -1; turn <= 1; turn++)
              {
                int d = (a + 4 + turn) % 4, nx = (int) x + dx[d], ny = (int) y + dy[d];
                double p = turn == 0 ? 1 - w->noise : w->noise / 2;
                gboolean bump = nx < 0 || ny < 0 || nx >= (int) w->w || ny >= (int) w->h
                                || w->kind[qd_mdp_world_index (w, nx, ny)] == QD_MDP_WALL;
                guint next = bump ? i : qd_mdp_world_index (w, nx, ny);

                q += p * (w->reward[i] + w->discount * v[next]);
              }
            best = MAX (best, q);
          }
        out[i] = best;
      }
}

/* Worksheets of every difficulty: the instance file reads back as the
 * world; the answer is the command's text of V_2, and every number in it
 * equals the reference's V_2 to 4 decimals; the PDFs are written. */
static void
test_worksheet (void)
{
  for (guint d = QD_WORKSHEET_EASY; d <= QD_WORKSHEET_HARD; d++)
    for (guint64 seed = 1; seed <= 8; seed++)
      {
        gpointer e = qd_mdp_worksheet.generate (seed * 7919, d);
        g_autofree char *instance = qd_mdp_worksheet.instance_text (e);
        g_autofree char *answer = qd_mdp_worksheet.answer_text (e);
        g_autoptr(GError) error = NULL;
        g_autoptr(QdMdpWorld) w = qd_mdp_world_parse (instance, strlen (instance), &error);
        g_autofree double *v0 = NULL, *v1 = NULL, *v2 = NULL;
        g_auto(GStrv) lines = NULL;
        guint n;

        g_assert_no_error (error);
        n = w->w * w->h;
        v0 = g_new0 (double, n);
        v1 = g_new0 (double, n);
        v2 = g_new0 (double, n);
        reference_sweep (w, v0, v1);
        reference_sweep (w, v1, v2);
        g_assert_true (g_str_has_prefix (answer, "iterations: 2\nvalues:\n"));
        lines = g_strsplit (answer + strlen ("iterations: 2\nvalues:\n"), "\n", -1);
        for (guint row = 0; row < w->h; row++)
          {
            g_auto(GStrv) tokens = g_strsplit_set (g_strstrip (lines[row]), " ", -1);
            guint x = 0;

            for (guint t = 0; tokens[t] != NULL; t++)
              {
                guint i;

                if (tokens[t][0] == 0)
                  continue;
                i = qd_mdp_world_index (w, x++, w->h - 1 - row);
                if (w->kind[i] == QD_MDP_WALL)
                  g_assert_cmpstr (tokens[t], ==, "#");
                else
                  g_assert_cmpfloat (fabs (g_ascii_strtod (tokens[t], NULL) - v2[i]), <, 0.00005 + 1e-12);
              }
            g_assert_cmpuint (x, ==, w->w);
          }
        qd_mdp_worksheet.free (e);
      }
  {
    g_autoptr(QdWorksheet) sheet = qd_worksheet_new (&qd_mdp_worksheet, 3, QD_WORKSHEET_HARD, 4);
    g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "mdp-worksheet-key.pdf", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autoptr(GError) error = NULL;

    g_assert_true (qd_worksheet_write_pdf (sheet, file, TRUE, &error));
    g_assert_no_error (error);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mdp-render/hit", test_hit);
  g_test_add_func ("/mdp-render/size", test_size);
  g_test_add_data_func ("/mdp-render/colours-light", GINT_TO_POINTER (0), test_colours);
  g_test_add_data_func ("/mdp-render/colours-dark", GINT_TO_POINTER (1), test_colours);
  g_test_add_func ("/mdp-render/arrows", test_arrows);
  g_test_add_func ("/mdp-render/q-triangles", test_q_triangles);
  g_test_add_func ("/mdp-render/svg-text", test_svg_text);
  g_test_add_func ("/mdp-render/format", test_format);
  g_test_add_func ("/mdp-render/second-channel", test_second_channel);
  g_test_add_func ("/mdp-render/big", test_big);
  g_test_add_func ("/mdp-render/pictures", test_pictures);
  g_test_add_func ("/mdp-render/example-pictures", test_example_pictures);
  g_test_add_func ("/mdp-render/medium-picture", test_medium_picture);
  g_test_add_func ("/mdp-render/plots", test_plots);
  g_test_add_func ("/mdp-render/sweeps-animation", test_sweeps_animation);
  g_test_add_func ("/mdp-render/frames", test_frames);
  g_test_add_func ("/mdp-render/report", test_report);
  g_test_add_func ("/mdp-render/grid-text", test_grid_text);
  g_test_add_func ("/mdp-render/worksheet", test_worksheet);
  return g_test_run ();
}
