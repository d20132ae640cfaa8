/* test-plan-graph-draw.c — the drawing of a planning graph
 * (render/plan/qd-plan-graph-draw.h): AIMA's have-cake graph (4e figure
 * 11.6, 3e figure 10.8) drawn to plan-graph-have-cake.png in the build
 * folder, to be looked at; its size, ink in both colours, and a size that
 * grows with the levels drawn; the blocks world's and air cargo's graphs
 * with no item over another, no mutex drawn but the focus item's. */
#include "config.h"

#include <glib.h>

#include "problems/plan/qd-plan-ground.h"
#include "render/plan/qd-plan-graph-draw.h"
#include "render-pixels.h"

static QdStrips *
have_cake (void)
{
  QdStrips *s = qd_strips_new ();
  QdStripsFacts none = qd_strips_add_list (s, NULL, 0);
  guint32 have = qd_strips_add_fact (s, "(have cake)", 0), eaten = qd_strips_add_fact (s, "(eaten cake)", 1);
  QdStripsFacts h = qd_strips_add_list (s, &have, 1), e = qd_strips_add_list (s, &eaten, 1);
  guint32 both[] = { have, eaten };

  qd_strips_add_op (s, "(eat cake)", h, none, e, h, 1);
  qd_strips_add_op (s, "(bake cake)", none, h, h, none, 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, have);
  s->goal = qd_strips_add_list (s, both, 2);
  return s;
}

/* The dark pixels (text, lines). */
static guint
count_dark (cairo_surface_t *surface)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        double rgb[3];
        render_pixel (surface, x, y, rgb);
        n += rgb[0] + rgb[1] + rgb[2] < 1.5;
      }
  return n;
}

static void
test_have_cake (void)
{
  g_autoptr(QdStrips) s = have_cake ();
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  const QdPalette *p = qd_palette_light ();
  QdPlanGraphDrawing drawing;
  cairo_surface_t *surface;
  cairo_t *cr;
  double width, height, two_width, two_height;
  guint total;

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, p);
  /* Every mutex, as the book draws this small graph. */
  drawing.mutexes = TRUE;
  qd_plan_graph_draw_get_size (&drawing, &width, &height);
  /* S0 A0 S1 A1 S2 side by side, four literal rows. */
  g_assert_cmpfloat (width, >, 500);
  g_assert_cmpfloat (width, <, 1400);
  g_assert_cmpfloat (height, >, 200);
  g_assert_cmpfloat (height, <, 500);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_graph_draw (cr, &drawing);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  render_save_png (surface, "plan-graph-have-cake.png");
  total = cairo_image_surface_get_width (surface) * cairo_image_surface_get_height (surface);
  /* Not blank: ink in the foreground and in the mutexes' colour. */
  g_assert_cmpuint (render_count_near (surface, &p->background, 0.02), <, total);
  g_assert_cmpuint (count_dark (surface), >, 500);
  g_assert_cmpuint (render_count_near (surface, &p->bad, 0.15), >, 100);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  drawing.max_levels = 2;
  qd_plan_graph_draw_get_size (&drawing, &two_width, &two_height);
  g_assert_cmpfloat (two_width, <, width);
}

/* A small picture of a graph, saved as `name`. */
static void
save_drawing (const QdPlanGraphDrawing *drawing, const char *name)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;

  qd_plan_graph_draw_get_size (drawing, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_graph_draw (cr, drawing);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  render_save_png (surface, name);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Every literal and action drawn is hit at its own place, and nothing is
 * hit in the margin; the plan's actions (Eat in A0, Bake in A1) selected. */
static void
test_hit_and_selected (void)
{
  g_autoptr(QdStrips) s = have_cake ();
  g_autoptr(QdStripsGraph) g = qd_strips_graph_new (s, NULL, NULL);
  const QdPlanGraphItem plan[] = { { .level = 0, .action = TRUE, .index = 0 }, { .level = 1, .action = TRUE, .index = 1 } };
  QdPlanGraphDrawing drawing;
  QdPlanGraphItem item;
  double width, height;
  guint hits = 0;

  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, NULL);
  qd_plan_graph_draw_get_size (&drawing, &width, &height);
  g_assert_false (qd_plan_graph_draw_hit (&drawing, 2, 2, &item));
  /* Sweep the picture: S0's 2 literals, A0's 3 actions, S1's 4, A1's 6, S2's 4. */
  {
    g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
    for (double y = 0; y < height; y += 2)
      for (double x = 0; x < width; x += 2)
        if (qd_plan_graph_draw_hit (&drawing, x, y, &item))
          g_hash_table_add (seen, GUINT_TO_POINTER (item.level * 1000 + item.action * 100 + item.index + 1));
    hits = g_hash_table_size (seen);
  }
  g_assert_cmpuint (hits, ==, 2 + 3 + 4 + 6 + 4);
  drawing.selected = plan;
  drawing.n_selected = G_N_ELEMENTS (plan);
  save_drawing (&drawing, "plan-graph-have-cake-plan.png");
}

/* AIMA's spare tire as ground by hand: a larger picture to look at. */
static void
test_spare_tire (void)
{
  g_autoptr(QdStrips) s = qd_strips_new ();
  g_autoptr(QdStripsGraph) g = NULL;
  QdPlanGraphDrawing drawing;
  QdStripsFacts none = qd_strips_add_list (s, NULL, 0);
  const char *names[] = { "(at flat axle)", "(at flat ground)", "(at spare trunk)", "(at spare ground)",
                          "(at spare axle)" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    qd_strips_add_fact (s, names[i], 0);
  qd_strips_add_op (s, "(remove flat axle)", qd_strips_add_list (s, (guint32[]) { 0 }, 1), none,
                    qd_strips_add_list (s, (guint32[]) { 1 }, 1), qd_strips_add_list (s, (guint32[]) { 0 }, 1), 1);
  qd_strips_add_op (s, "(remove spare trunk)", qd_strips_add_list (s, (guint32[]) { 2 }, 1), none,
                    qd_strips_add_list (s, (guint32[]) { 3 }, 1), qd_strips_add_list (s, (guint32[]) { 2 }, 1), 1);
  qd_strips_add_op (s, "(put-on spare axle)", qd_strips_add_list (s, (guint32[]) { 3 }, 1),
                    qd_strips_add_list (s, (guint32[]) { 0 }, 1), qd_strips_add_list (s, (guint32[]) { 4 }, 1),
                    qd_strips_add_list (s, (guint32[]) { 3 }, 1), 1);
  qd_strips_seal (s);
  qd_strips_set (s->init, 0);
  qd_strips_set (s->init, 2);
  s->goal = qd_strips_add_list (s, (guint32[]) { 4 }, 1);
  g = qd_strips_graph_new (s, NULL, NULL);
  g_assert_true (qd_strips_graph_expand_to_level_off (g, NULL));
  qd_plan_graph_drawing_init (&drawing, g, qd_palette_dark ());
  save_drawing (&drawing, "plan-graph-spare-tire.png");
}

/* An example of data/examples/plan ground as the Planning tab grounds it
 * (every reachable fact), its graph expanded to its level-off. */
static QdStripsGraph *
example_graph (const char *stem, QdStrips **strips)
{
  const char *data = g_getenv ("QD_DATA_DIR");
  g_autofree char *domain = g_strdup_printf ("%s/examples/plan/%s-domain.pddl", data != NULL ? data : "data", stem);
  g_autofree char *problem = g_strdup_printf ("%s/examples/plan/%s-problem.pddl", data != NULL ? data : "data", stem);
  g_autoptr(GError) error = NULL;
  g_autoptr(QdPlanTask) task = qd_plan_task_new_from_files (domain, problem, &error);
  QdPlanGroundOptions options = { .relevant_only = FALSE };
  QdStripsGraphLimits limits = { .max_levels = 30 };
  QdStripsGraph *graph;

  g_assert_no_error (error);
  *strips = qd_plan_ground (task, &options, NULL, &error);
  g_assert_no_error (error);
  graph = qd_strips_graph_new (*strips, &limits, &error);
  g_assert_no_error (error);
  g_assert_true (qd_strips_graph_expand_to_level_off (graph, &error));
  return graph;
}

/* The pixels of the mutexes' colour above the legend (the bottom 60). */
static guint
count_bad_above_legend (cairo_surface_t *surface, const QdPalette *p)
{
  int w = cairo_image_surface_get_width (surface), h = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < h - 60; y++)
    for (int x = 0; x < w; x++)
      {
        double rgb[3];
        render_pixel (surface, x, y, rgb);
        n += render_near (rgb, &p->bad, 0.2);
      }
  return n;
}

/* The drawing painted: the bad colour's pixels above the legend; saved as `name`. */
static guint
paint_bad (const QdPlanGraphDrawing *drawing, const char *name)
{
  double width, height;
  cairo_surface_t *surface;
  cairo_t *cr;
  guint n;

  qd_plan_graph_draw_get_size (drawing, &width, &height);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width), (int) ceil (height));
  cr = cairo_create (surface);
  qd_plan_graph_draw (cr, drawing);
  render_save_png (surface, name);
  n = count_bad_above_legend (surface, qd_palette_or_light (drawing->palette));
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return n;
}

/* The items of the level of `item`'s kind mutex with it, by the graph. */
static guint
n_partners (const QdStripsGraph *graph, const QdPlanGraphItem *item)
{
  g_autoptr(GArray) level = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = 0;

  if (item->action)
    qd_strips_graph_level_actions (graph, item->level, level);
  else
    qd_strips_graph_level_literals (graph, item->level, level);
  for (guint i = 0; i < level->len; i++)
    {
      guint other = g_array_index (level, guint, i);

      if (other != item->index
          && (item->action ? qd_strips_graph_action_mutex (graph, item->level, item->index, other)
                           : qd_strips_graph_literal_mutex (graph, item->level, item->index, other))
             != QD_STRIPS_GRAPH_NOT_MUTEX)
        n++;
    }
  return n;
}

/* The item of S1 (A1) with the most mutex partners. */
static QdPlanGraphItem
busiest (const QdStripsGraph *graph, gboolean action)
{
  g_autoptr(GArray) level = g_array_new (FALSE, FALSE, sizeof (guint));
  QdPlanGraphItem best = { .level = 1, .action = action }, item = best;
  guint most = 0;

  if (action)
    qd_strips_graph_level_actions (graph, 1, level);
  else
    qd_strips_graph_level_literals (graph, 1, level);
  for (guint i = 0; i < level->len; i++)
    {
      item.index = g_array_index (level, guint, i);
      if (n_partners (graph, &item) > most)
        {
          most = n_partners (graph, &item);
          best = item;
        }
    }
  g_assert_cmpuint (most, >, 0);
  return best;
}

/* No two items drawn overlap: their ink (the hit box less its margin of 3). */
static void
assert_no_overlap (const QdPlanGraphDrawing *drawing, const QdStripsGraph *graph)
{
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (double) * 4);
  g_autoptr(GArray) level = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint l = 0; l < qd_strips_graph_n_levels (graph); l++)
    for (guint kind = 0; kind < 2; kind++)
      {
        if (kind == 1)
          qd_strips_graph_level_actions (graph, l, level);
        else
          qd_strips_graph_level_literals (graph, l, level);
        for (guint i = 0; i < level->len; i++)
          {
            QdPlanGraphItem item = { l, kind == 1, g_array_index (level, guint, i) };
            double box[4];

            if (qd_plan_graph_draw_item_box (drawing, &item, box))
              g_array_append_val (boxes, box);
          }
      }
  g_assert_cmpuint (boxes->len, >, 50);
  for (guint i = 0; i < boxes->len; i++)
    for (guint j = 0; j < i; j++)
      {
        const double *a = (const double *) boxes->data + 4 * i, *b = (const double *) boxes->data + 4 * j;
        gboolean apart = a[0] + a[2] - 3 <= b[0] + 3 || b[0] + b[2] - 3 <= a[0] + 3
                         || a[1] + a[3] - 3 <= b[1] + 3 || b[1] + b[3] - 3 <= a[1] + 3;

        if (!apart)
          g_error ("two items overlap: %g,%g %gx%g and %g,%g %gx%g", a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
      }
}

/* The blocks world's and air cargo's graphs (issue 92): drawn by levels,
 * no item over another, no mutex arc without a focus; a literal's or an
 * action's mutexes drawn on demand, exactly its own. */
static void
test_mutexes_on_demand (void)
{
  static const char *const stems[] = { "blocks", "air-cargo" };

  for (guint i = 0; i < G_N_ELEMENTS (stems); i++)
    {
      g_autoptr(QdStrips) strips = NULL;
      g_autoptr(QdStripsGraph) graph = example_graph (stems[i], &strips);
      g_autofree char *name = g_strdup_printf ("plan-graph-%s.png", stems[i]);
      g_autoptr(GArray) none = NULL;
      QdPlanGraphDrawing drawing;

      qd_plan_graph_drawing_init (&drawing, graph, NULL);
      drawing.book_names = FALSE;
      g_assert_cmpuint (qd_strips_graph_n_levels (graph), >=, 4);
      none = qd_plan_graph_draw_mutex_links (&drawing);
      g_assert_cmpuint (none->len, ==, 0);
      g_assert_cmpuint (paint_bad (&drawing, name), ==, 0);
      assert_no_overlap (&drawing, graph);
      for (guint kind = 0; kind < 2; kind++)
        {
          QdPlanGraphItem focus = busiest (graph, kind == 1);
          g_autofree char *focused = g_strdup_printf ("plan-graph-%s-%s.png", stems[i], kind ? "action" : "literal");
          g_autoptr(GArray) links = NULL;
          g_autoptr(GHashTable) partners = g_hash_table_new (NULL, NULL);

          drawing.focus = &focus;
          links = qd_plan_graph_draw_mutex_links (&drawing);
          for (guint k = 0; k < links->len; k += 2)
            {
              const QdPlanGraphItem *a = &g_array_index (links, QdPlanGraphItem, k);
              const QdPlanGraphItem *b = &g_array_index (links, QdPlanGraphItem, k + 1);

              g_assert_true (a->level == focus.level && a->action == focus.action && a->index == focus.index);
              g_assert_true (b->level == focus.level && b->action == focus.action && b->index != focus.index);
              g_hash_table_add (partners, GUINT_TO_POINTER (b->index + 1));
            }
          g_assert_cmpuint (links->len / 2, ==, n_partners (graph, &focus));
          g_assert_cmpuint (g_hash_table_size (partners), ==, links->len / 2);
          g_assert_cmpuint (paint_bad (&drawing, focused), >, 100);
          drawing.focus = NULL;
        }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/plan-graph-draw/have-cake", test_have_cake);
  g_test_add_func ("/plan-graph-draw/hit-and-selected", test_hit_and_selected);
  g_test_add_func ("/plan-graph-draw/spare-tire", test_spare_tire);
  g_test_add_func ("/plan-graph-draw/mutexes-on-demand", test_mutexes_on_demand);
  return g_test_run ();
}
