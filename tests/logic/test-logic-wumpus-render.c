/* test-logic-wumpus-render.c — the wumpus world's drawing
 * (render/logic/qd-logic-wumpus-render.h) after the book's walk in Fig. 7.2
 * ([1,1], [2,1], back, [1,2]): pixels of squares whose colour the header
 * states, light and dark, fog of war, hit testing.  Pictures
 * logic-wumpus-*.png in the build folder, to look at. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/logic/qd-logic-wumpus-agent.h"
#include "render/logic/qd-logic-wumpus-render.h"
#include "../render-pixels.h"

typedef struct
{
  QdLogicWumpusWorld world;
  QdLogicWumpusState state;
  guint8 knowledge[QD_LOGIC_WUMPUS_MAX_SQUARES];
} Walk;

static void
walk_book (Walk *w)
{
  static const guint walk[] = { QD_LOGIC_WUMPUS_FORWARD, QD_LOGIC_WUMPUS_TURN_LEFT, QD_LOGIC_WUMPUS_TURN_LEFT,
                                QD_LOGIC_WUMPUS_FORWARD, QD_LOGIC_WUMPUS_TURN_RIGHT, QD_LOGIC_WUMPUS_FORWARD };
  g_autoptr(QdLogicWumpusAgent) agent = qd_logic_wumpus_agent_new (4, 4);

  qd_logic_wumpus_world_book (&w->world);
  qd_logic_wumpus_state_init (&w->state);
  qd_logic_wumpus_agent_perceive (agent, qd_logic_wumpus_percept (&w->world, &w->state));
  for (guint i = 0; i < G_N_ELEMENTS (walk); i++)
    {
      guint percept = qd_logic_wumpus_apply (&w->world, &w->state, walk[i]);
      qd_logic_wumpus_agent_did (agent, walk[i]);
      qd_logic_wumpus_agent_perceive (agent, percept);
    }
  memcpy (w->knowledge, qd_logic_wumpus_agent_knowledge (agent), 16);
}

static cairo_surface_t *
draw (const Walk *w, const QdLogicWumpusRenderOptions *o, const char *png)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_logic_wumpus_render_get_size (&w->world, o, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_logic_wumpus_render (cr, &w->world, o);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  render_save_png (surface, png);
  return surface;
}

/* The pixel at a share (fx, fy) of square [x,y]'s box. */
static void
square_pixel (cairo_surface_t *surface, const Walk *w, const QdLogicWumpusRenderOptions *o, guint x, guint y,
              double fx, double fy, double rgb[3])
{
  double left, top, side;

  qd_logic_wumpus_render_square_box (&w->world, o, qd_logic_wumpus_square (&w->world, x, y), &left, &top, &side);
  render_pixel (surface, left + fx * side, top + fy * side, rgb);
}

static void
mix (const QdColor *page, const QdColor *tint, double t, QdColor *out)
{
  *out = (QdColor) { page->r * (1 - t) + tint->r * t, page->g * (1 - t) + tint->g * t,
                     page->b * (1 - t) + tint->b * t, 1 };
}

static void
check_palette (const QdPalette *palette, const char *png)
{
  Walk w;
  QdLogicWumpusRenderOptions o;
  cairo_surface_t *surface;
  double rgb[3];
  QdColor safe, proved;

  walk_book (&w);
  qd_logic_wumpus_render_options_init (&o, palette);
  o.state = &w.state;
  o.knowledge = w.knowledge;
  surface = draw (&w, &o, png);
  render_pixel (surface, 2, 2, rgb);
  g_assert_true (render_near (rgb, &palette->background, 0.01));
  /* [2,2] proved safe: `good` at 30% over the page (the header's rule). */
  mix (&palette->background, &palette->good, 0.3, &safe);
  square_pixel (surface, &w, &o, 2, 2, 0.3, 0.5, rgb);
  g_assert_true (render_near (rgb, &safe, 0.02));
  /* [3,1] a pit proved: `bad` at 30% round a dark hole. */
  mix (&palette->background, &palette->bad, 0.3, &proved);
  square_pixel (surface, &w, &o, 3, 1, 0.1, 0.5, rgb);
  g_assert_true (render_near (rgb, &proved, 0.02));
  square_pixel (surface, &w, &o, 3, 1, 0.5, 0.5, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 0.6);
  /* [1,3] the wumpus proved: the same tint; [1,2] visited: the page; the agent there in the accent. */
  square_pixel (surface, &w, &o, 1, 3, 0.1, 0.5, rgb);
  g_assert_true (render_near (rgb, &proved, 0.02));
  square_pixel (surface, &w, &o, 1, 2, 0.1, 0.8, rgb);
  g_assert_true (render_near (rgb, &palette->background, 0.02));
  square_pixel (surface, &w, &o, 1, 2, 0.5, 0.5, rgb);
  g_assert_true (render_near (rgb, &palette->accent, 0.02));
  /* [4,4] unknown: leaf_fill; its pit is drawn outside the fog. */
  square_pixel (surface, &w, &o, 4, 4, 0.1, 0.5, rgb);
  g_assert_true (render_near (rgb, &palette->leaf_fill, 0.02));
  square_pixel (surface, &w, &o, 4, 4, 0.5, 0.5, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 0.6);
  cairo_surface_destroy (surface);
}

static void
test_light (void)
{
  check_palette (qd_palette_light (), "logic-wumpus-light.png");
}

static void
test_dark (void)
{
  check_palette (qd_palette_dark (), "logic-wumpus-dark.png");
}

/* Fog of war: the pit of [4,4] and the gold of [2,3] are not shown; the proved pit of [3,1] is. */
static void
test_fog (void)
{
  Walk w;
  QdLogicWumpusRenderOptions o;
  cairo_surface_t *surface, *open;
  double rgb[3], open_rgb[3];

  walk_book (&w);
  qd_logic_wumpus_render_options_init (&o, NULL);
  o.state = &w.state;
  o.knowledge = w.knowledge;
  open = draw (&w, &o, "logic-wumpus-open.png");
  o.fog = TRUE;
  surface = draw (&w, &o, "logic-wumpus-fog.png");
  square_pixel (surface, &w, &o, 4, 4, 0.5, 0.5, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], >, 1.5);
  square_pixel (surface, &w, &o, 2, 3, 0.5, 0.5, rgb);
  square_pixel (open, &w, &o, 2, 3, 0.5, 0.5, open_rgb);
  g_assert_false (fabs (rgb[2] - open_rgb[2]) < 0.05);   /* the gold's yellow has little blue */
  square_pixel (surface, &w, &o, 3, 1, 0.5, 0.5, rgb);
  g_assert_cmpfloat (rgb[0] + rgb[1] + rgb[2], <, 0.6);
  cairo_surface_destroy (surface);
  cairo_surface_destroy (open);
}

static void
test_hit (void)
{
  Walk w;
  QdLogicWumpusRenderOptions o;
  double width, height;

  walk_book (&w);
  qd_logic_wumpus_render_options_init (&o, NULL);
  o.square = 50;
  for (guint s = 0; s < 16; s++)
    {
      double left, top, side;

      qd_logic_wumpus_render_square_box (&w.world, &o, s, &left, &top, &side);
      g_assert_cmpfloat (side, ==, 50);
      g_assert_cmpint (qd_logic_wumpus_render_hit (&w.world, &o, left + side / 2, top + side / 2), ==, s);
    }
  /* [1,1] is the bottom left square: below [1,2], left of [2,1]. */
  {
    double l11, t11, l12, t12, l21, t21, side;
    qd_logic_wumpus_render_square_box (&w.world, &o, 0, &l11, &t11, &side);
    qd_logic_wumpus_render_square_box (&w.world, &o, qd_logic_wumpus_square (&w.world, 1, 2), &l12, &t12, &side);
    qd_logic_wumpus_render_square_box (&w.world, &o, qd_logic_wumpus_square (&w.world, 2, 1), &l21, &t21, &side);
    g_assert_cmpfloat (t12 + side, ==, t11);
    g_assert_cmpfloat (l11 + side, ==, l21);
  }
  qd_logic_wumpus_render_get_size (&w.world, &o, &width, &height);
  g_assert_cmpint (qd_logic_wumpus_render_hit (&w.world, &o, 1, 1), ==, -1);
  g_assert_cmpint (qd_logic_wumpus_render_hit (&w.world, &o, width - 1, height - 1), ==, -1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/logic/wumpus-render/light", test_light);
  g_test_add_func ("/logic/wumpus-render/dark", test_dark);
  g_test_add_func ("/logic/wumpus-render/fog", test_fog);
  g_test_add_func ("/logic/wumpus-render/hit", test_hit);
  return g_test_run ();
}
