/* qd-search-render.c — a state-space search drawn with cairo: the step a
 * drawing shows, route maps, and the texts of steps and results (mazes and
 * puzzles: qd-search-render-grid.c). */
#include "config.h"
#include "qd-search-render-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"
#include "render/qd-label-place.h"

#define ROUTE_SIDE 640.0        /* the map's longer side */
#define ROUTE_MARGIN 44.0       /* room for the names at the edges */
#define ROUTE_MIN_SIDE 160.0
#define MAX_NAMED 80            /* places named, costs written, f labelled */
#define MAX_COSTS 200           /* roads with their cost written */
#define MAX_TREE_EVENTS 2000000 /* events read for the tree's edges */

/* ------------------------------------------------------------ the scene */

void
qd_search_render_explored_color (const QdPalette *palette, QdColor *out)
{
  qd_color_mix (out, &palette->leaf_fill, &palette->good, qd_palette_is_dark (palette) ? 0.3 : 0.28);
}

void
qd_search_render_stroke_dashed (cairo_t *cr, const QdPalette *palette, double width, guint style)
{
  qd_draw_set_color (cr, &palette->accent, 1);
  qd_draw_line_width (cr, palette, width);
  qd_draw_dash_style (cr, palette, style);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
qd_search_render_statuses (const QdSearchRun *run, guint step, guint8 *status)
{
  guint n = qd_search_run_n_cells (run);

  if (qd_search_run_n_steps (run) == 0)
    {
      memset (status, QD_SEARCH_CELL_UNSEEN, n);
      return;
    }
  qd_search_run_statuses (run, step, status);
}

/* The solution's replay after `moves` moves: the path so far (route, maze)
 * or the board (tiles), nothing of the search. */
static void
solution_scene (QdSearchScene *scene, const QdSearchRun *run, guint moves)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  const QdSearchDoc *doc = scene->doc;
  guint start;

  if (r == NULL || r->status != QD_SPACE_SOLVED)
    return;
  moves = MIN (moves, r->n_steps);
  if (doc->kind == QD_SEARCH_TILES)
    {
      g_autoptr(QdSearchTiles) tiles = qd_search_tiles_copy (doc->tiles);

      for (guint k = 0; k < moves; k++)
        qd_search_tiles_move_blank (tiles, r->actions[k]);
      scene->board = g_memdup2 (tiles->start, tiles->rows * tiles->cols);
      return;
    }
  /* A route's or a maze's action is the place or the cell reached. */
  start = doc->kind == QD_SEARCH_ROUTE ? doc->route->start : doc->maze->start;
  g_array_append_val (scene->path, start);
  g_array_append_vals (scene->path, r->actions, moves);
}

static gboolean
is_goal_event (const QdSearchRun *run, gint event)
{
  QdSearchEvent e;

  if (event < 0)
    return FALSE;
  qd_search_run_event (run, (guint) event, &e);
  return e.kind == QD_SEARCH_EVENT_GOAL;
}

void
qd_search_scene_init (QdSearchScene *scene, const QdSearchRenderOptions *options)
{
  const QdSearchRun *run = options->editing ? NULL : options->run;
  guint n_steps;

  *scene = (QdSearchScene) { .options = options, .doc = options->doc, .event = -1, .meet = G_MAXUINT };
  scene->palette = options->palette != NULL ? options->palette : qd_palette_light ();
  scene->path = g_array_new (FALSE, FALSE, sizeof (guint));
  if (options->status != NULL && !options->editing)
    scene->status_view = options->status;
  if (run != NULL && options->moves != G_MAXUINT)
    {
      solution_scene (scene, run, options->moves);
      return;
    }
  if (run == NULL || (n_steps = qd_search_run_n_steps (run)) == 0)
    return;
  scene->run = run;
  scene->step = options->step == G_MAXUINT ? n_steps - 1 : MIN (options->step, n_steps - 1);
  scene->event = (gint) qd_search_run_step_event (run, scene->step);
  if (qd_search_run_n_cells (run) > 0)
    {
      scene->status = g_new0 (guint8, qd_search_run_n_cells (run));
      qd_search_run_statuses (run, scene->step, scene->status);
      scene->status_view = scene->status;
    }
  qd_search_scene_init_sides (scene);
  /* Practice asks where the two searches meet: no meeting drawn. */
  if (options->hide_current)
    scene->meet = G_MAXUINT;
  if (scene->sides != NULL && !options->hide_current && is_goal_event (run, scene->event))
    {
      /* The meeting: the whole path, the forward half and the backward one. */
      solution_scene (scene, run, G_MAXUINT);
      return;
    }
  if (options->hide_current && scene->status != NULL)
    {
      /* The node taken next is not told: it waits on the frontier. */
      qd_search_render_hide_current (scene->status, qd_search_run_n_cells (run));
      return;
    }
  /* The path from the start to the step's node, start first. */
  for (gint64 e = scene->event; e >= 0;)
    {
      QdSearchEvent event;
      guint item = scene->doc->kind == QD_SEARCH_TILES ? (guint) e : qd_search_run_event_cell (run, (guint) e);

      g_array_prepend_val (scene->path, item);
      qd_search_run_event (run, (guint) e, &event);
      e = event.parent_event;
    }
}

void
qd_search_render_hide_current (guint8 *status, guint n)
{
  for (guint i = 0; i < n; i++)
    if (status[i] == QD_SEARCH_CELL_CURRENT)
      status[i] = QD_SEARCH_CELL_FRONTIER;
    else if (status[i] == QD_SEARCH_CELL_PATH)
      status[i] = QD_SEARCH_CELL_EXPLORED;
}

void
qd_search_scene_clear (QdSearchScene *scene)
{
  g_clear_pointer (&scene->board, g_free);
  g_clear_pointer (&scene->status, g_free);
  g_clear_pointer (&scene->sides, g_free);
  g_clear_pointer (&scene->path, g_array_unref);
}

/* ------------------------------------------------------------- routes */

typedef struct {
  gboolean circle;             /* no coordinates: the places on a circle */
  double x0, y0, scale;        /* world (x0, y0) at the bottom left of the area */
  double width, height;        /* the picture */
} Frame;

static void
route_frame (const QdSearchRoute *route, Frame *f)
{
  double min_x = G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  double span;

  f->circle = route->n_places == 0 || !qd_search_route_has_coordinates (route);
  if (f->circle)
    {
      f->x0 = f->y0 = -1;
      f->scale = ROUTE_SIDE / 2;
      f->width = f->height = ROUTE_SIDE + 2 * ROUTE_MARGIN;
      return;
    }
  for (guint i = 0; i < route->n_places; i++)
    {
      min_x = MIN (min_x, route->x[i]);
      max_x = MAX (max_x, route->x[i]);
      min_y = MIN (min_y, route->y[i]);
      max_y = MAX (max_y, route->y[i]);
    }
  span = MAX (max_x - min_x, max_y - min_y);
  if (!(span > 0))
    span = 1;
  f->scale = ROUTE_SIDE / span;
  f->width = MAX ((max_x - min_x) * f->scale, ROUTE_MIN_SIDE) + 2 * ROUTE_MARGIN;
  f->height = MAX ((max_y - min_y) * f->scale, ROUTE_MIN_SIDE) + 2 * ROUTE_MARGIN;
  /* A narrow map centred in its minimum side. */
  f->x0 = (min_x + max_x) / 2 - (f->width - 2 * ROUTE_MARGIN) / f->scale / 2;
  f->y0 = (min_y + max_y) / 2 - (f->height - 2 * ROUTE_MARGIN) / f->scale / 2;
}

static void
world_point (const Frame *f, double x, double y, double *px, double *py)
{
  *px = ROUTE_MARGIN + (x - f->x0) * f->scale;
  *py = f->height - ROUTE_MARGIN - (y - f->y0) * f->scale;
}

static void
route_point (const QdSearchRoute *route, const Frame *f, guint place, double *px, double *py)
{
  if (f->circle)
    {
      double a = 2 * G_PI * place / MAX (route->n_places, 1) - G_PI / 2;

      *px = ROUTE_MARGIN + (cos (a) + 1) * f->scale;
      *py = ROUTE_MARGIN + (sin (a) + 1) * f->scale;
      return;
    }
  world_point (f, route->x[place], route->y[place], px, py);
}

/* A route's frame when its places have coordinates. */
static gboolean
world_frame (const QdSearchDoc *doc, Frame *f)
{
  if (doc->kind != QD_SEARCH_ROUTE)
    return FALSE;
  route_frame (doc->route, f);
  return !f->circle;
}

gboolean
qd_search_render_to_world (const QdSearchDoc *doc, double px, double py, double *x, double *y)
{
  Frame f;

  if (!world_frame (doc, &f))
    return FALSE;
  *x = f.x0 + (px - ROUTE_MARGIN) / f.scale;
  *y = f.y0 + (f.height - ROUTE_MARGIN - py) / f.scale;
  return TRUE;
}

gboolean
qd_search_render_from_world (const QdSearchDoc *doc, double x, double y, double *px, double *py)
{
  Frame f;

  if (!world_frame (doc, &f))
    return FALSE;
  world_point (&f, x, y, px, py);
  return TRUE;
}

static double
place_radius (guint n)
{
  return n > 3000 ? 1.5 : n > 300 ? 2.5 : n > MAX_NAMED ? 4 : 7;
}

/* An arrowhead at (x2, y2) pointing from (x1, y1), stopping `back` short. */
static void
arrowhead (cairo_t *cr, double x1, double y1, double x2, double y2, double back, double size)
{
  double dx = x2 - x1, dy = y2 - y1, len = hypot (dx, dy);
  double ux, uy, tx, ty;

  if (len <= back + size)
    return;
  ux = dx / len;
  uy = dy / len;
  tx = x2 - ux * back;
  ty = y2 - uy * back;
  cairo_move_to (cr, tx, ty);
  cairo_line_to (cr, tx - ux * size - uy * size * 0.5, ty - uy * size + ux * size * 0.5);
  cairo_line_to (cr, tx - ux * size + uy * size * 0.5, ty - uy * size - ux * size * 0.5);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_roads (cairo_t *cr, const QdSearchRoute *route, const Frame *f, const QdPalette *palette, double radius)
{
  gboolean many = route->roads->len > MAX_COSTS;

  qd_draw_set_color (cr, &palette->muted, 0.8);
  qd_draw_line_width (cr, palette, many ? 0.6 : 1.5);
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, i);
      double x1, y1, x2, y2;

      route_point (route, f, r->from, &x1, &y1);
      route_point (route, f, r->to, &x2, &y2);
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, x2, y2);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < route->roads->len && !many; i++)
    {
      const QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, i);
      double x1, y1, x2, y2;

      if (r->two_way)
        continue;
      route_point (route, f, r->from, &x1, &y1);
      route_point (route, f, r->to, &x2, &y2);
      arrowhead (cr, x1, y1, x2, y2, radius + 2, qd_palette_line (palette, 7));
    }
}

/* The costs at the roads' middles, on a halo (over the path). */
static void
draw_costs (cairo_t *cr, const QdSearchRoute *route, const Frame *f, const QdPalette *palette)
{
  QdDrawText text;

  if (route->roads->len > MAX_COSTS)
    return;
  qd_draw_text_init (&text, cr, palette->font_family, "0");
  text.halo = &palette->background;
  text.halo_alpha = 0.9;
  text.halo_width = 3;
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, i);
      g_autofree char *cost = qd_format_number_short_locale (r->cost);
      double x1, y1, x2, y2;

      route_point (route, f, r->from, &x1, &y1);
      route_point (route, f, r->to, &x2, &y2);
      qd_draw_text (&text, cost, qd_palette_text (palette, 9.5), QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CENTER,
                    (x1 + x2) / 2, (y1 + y2) / 2, &palette->foreground, 0.7);
    }
  qd_draw_text_clear (&text);
}

/* The search tree's edges to the places expanded in the step's iteration. */
static void
draw_tree_edges (cairo_t *cr, const QdSearchScene *scene, const QdSearchRoute *route, const Frame *f)
{
  guint last = (guint) scene->event;

  if (scene->event < 0 || last > MAX_TREE_EVENTS)
    return;
  qd_draw_set_color (cr, &scene->palette->foreground, 0.45);
  qd_draw_line_width (cr, scene->palette, route->n_places > MAX_NAMED ? 1.5 : 3.5);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* Practice leaves out the edge to the node it asks for. */
  for (guint e = 0; e < last + !scene->options->hide_current; e++)
    {
      QdSearchEvent event;
      double x1, y1, x2, y2;

      qd_search_run_event (scene->run, e, &event);
      if (event.kind == QD_SEARCH_EVENT_ITERATION)
        cairo_new_path (cr);   /* an iteration starts the tree again */
      if (event.kind != QD_SEARCH_EVENT_EXPAND || event.parent_event < 0)
        continue;
      route_point (route, f, qd_search_run_event_cell (scene->run, (guint) event.parent_event), &x1, &y1);
      route_point (route, f, qd_search_run_event_cell (scene->run, e), &x2, &y2);
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, x2, y2);
    }
  cairo_stroke (cr);
}

static void
draw_route_path (cairo_t *cr, const QdSearchScene *scene, const QdSearchRoute *route, const Frame *f, double radius)
{
  const QdPalette *palette = scene->palette;

  if (scene->path->len < 2)
    return;
  qd_draw_set_color (cr, &palette->accent, 1);
  qd_draw_line_width (cr, palette, route->n_places > MAX_NAMED ? 2.5 : 5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint k = 0; k < scene->path->len; k++)
    {
      double x, y;

      route_point (route, f, g_array_index (scene->path, guint, k), &x, &y);
      if (k == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  for (guint k = 1; k < scene->path->len; k++)
    {
      double x1, y1, x2, y2;

      route_point (route, f, g_array_index (scene->path, guint, k - 1), &x1, &y1);
      route_point (route, f, g_array_index (scene->path, guint, k), &x2, &y2);
      arrowhead (cr, x1, y1, x2, y2, radius + 3, qd_palette_line (palette, 11));
    }
}

static void
circle (cairo_t *cr, double x, double y, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
}

/* A place: filled as the search left it (explored: tinted and dotted),
 * ringed as it is (frontier: dashed; current: thick), the start and the
 * goal larger with their letter. */
static void
draw_place (cairo_t *cr, const QdSearchScene *scene, const QdSearchRoute *route, const Frame *f, guint p,
            double radius, QdDrawText *letters)
{
  const QdPalette *palette = scene->palette;
  guint8 status = scene->status_view != NULL ? scene->status_view[p] : QD_SEARCH_CELL_UNSEEN;
  gboolean end = p == route->start || p == route->goal;
  gboolean named = route->n_places <= MAX_NAMED;
  double r = end && named ? radius + 3 : radius;
  double x, y;
  QdColor explored;

  route_point (route, f, p, &x, &y);
  if (qd_search_render_is_backward (scene, p))
    qd_search_render_backward_color (palette, FALSE, &explored);
  else
    qd_search_render_explored_color (palette, &explored);
  circle (cr, x, y, r);
  if (status == QD_SEARCH_CELL_UNSEEN || status == QD_SEARCH_CELL_FRONTIER)
    qd_draw_set_color (cr, &palette->background, 1);
  else
    qd_draw_set_color (cr, &explored, 1);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &palette->foreground, 0.8);
  qd_draw_line_width (cr, palette, named ? 1.5 : 0.6);
  cairo_stroke (cr);
  if (status != QD_SEARCH_CELL_UNSEEN && status != QD_SEARCH_CELL_FRONTIER && !end && named
      && qd_search_render_is_backward (scene, p))
    qd_search_render_backward_mark (cr, palette, x, y, r * 0.3);
  else if (status != QD_SEARCH_CELL_UNSEEN && status != QD_SEARCH_CELL_FRONTIER && !end && named)
    {
      circle (cr, x, y, r * 0.32);
      qd_draw_set_color (cr, &palette->foreground, 0.85);
      cairo_fill (cr);
    }
  if (end && named)
    {
      qd_draw_text (letters, p == route->start ? "S" : "G", qd_palette_text (palette, 10.5),
                    QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, x, y, &palette->foreground, 1);
      if (p == route->goal)
        {
          circle (cr, x, y, r + 3.5);
          qd_draw_set_color (cr, &palette->foreground, 0.8);
          qd_draw_line_width (cr, palette, 1.5);
          cairo_stroke (cr);
        }
    }
  if (status == QD_SEARCH_CELL_FRONTIER && qd_search_render_is_backward (scene, p))
    {
      QdColor ring;

      circle (cr, x, y, r + (p == route->goal ? 7 : 3.5));
      qd_search_render_backward_color (palette, TRUE, &ring);
      qd_draw_set_color (cr, &ring, 1);
      qd_draw_line_width (cr, palette, 2.5);
      cairo_stroke (cr);
    }
  else if (status == QD_SEARCH_CELL_FRONTIER)
    {
      circle (cr, x, y, r + (p == route->goal ? 7 : 3.5));
      qd_search_render_stroke_dashed (cr, palette, 2.5, 1);
    }
  if (p == scene->meet)
    qd_search_render_meet_mark (cr, palette, x, y, r + 10);
  else if (status == QD_SEARCH_CELL_CURRENT)
    {
      circle (cr, x, y, r + (p == route->goal ? 8 : 5));
      qd_draw_set_color (cr, &palette->accent, 1);
      qd_draw_line_width (cr, palette, 4);
      cairo_stroke (cr);
    }
  if ((gint) p == scene->options->cursor)
    {
      circle (cr, x, y, r + 9);
      qd_search_render_stroke_dashed (cr, palette, 2, 4);
    }
}

/* The names, a frontier place's with its f = g + h. */
static void
draw_route_names (cairo_t *cr, const QdSearchScene *scene, const QdSearchRoute *route, const Frame *f,
                  double radius)
{
  const QdPalette *palette = scene->palette;
  guint n = route->n_places;
  g_autofree double *x = g_new (double, MAX (n, 1));
  g_autofree double *y = g_new (double, MAX (n, 1));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  QdPointLabels points = {
    .n = n, .x = x, .y = y, .radius = radius + 4,
    .size = qd_label_screen_size (cr, palette, 12, scene->options->min_name_px),
    .within = { 1, 1, f->width - 1, f->height - 1 },
  };
  QdDrawText text;

  for (guint p = 0; p < n; p++)
    {
      route_point (route, f, p, &x[p], &y[p]);
      g_ptr_array_add (labels, g_strdup (route->names[p]));
    }
  if (scene->run != NULL && scene->status_view != NULL)
    {
      g_autofree guint *events = g_new (guint, n);
      guint k = qd_search_run_frontier_at (scene->run, scene->step, events, n);

      /* The first of a place's frontier nodes is the one taken first. */
      for (guint i = k; i-- > 0;)
        {
          QdSearchEvent event;
          guint p = qd_search_run_event_cell (scene->run, events[i]);
          g_autofree char *fgh = NULL;

          qd_search_run_event (scene->run, events[i], &event);
          fgh = qd_search_render_order_text (scene->run, &event, TRUE);
          if (scene->options->hide_current_f && scene->event >= 0
              && p == qd_search_run_event_cell (scene->run, (guint) scene->event))
            continue;
          if (p < n && fgh != NULL)
            {
              g_free (labels->pdata[p]);
              labels->pdata[p] = g_strdup_printf ("%s  %s", route->names[p], fgh);
            }
        }
    }
  points.names = (const char *const *) labels->pdata;
  qd_label_text_init (&text, cr, palette);
  {
    /* A place whose name and f find no room together keeps its name. */
    g_autofree QdLabelBox *boxes = g_new (QdLabelBox, MAX (n, 1));

    qd_label_place (&text, &points, boxes, NULL);
    for (guint p = 0; p < n; p++)
      if (boxes[p].x2 < boxes[p].x1 && strcmp (labels->pdata[p], route->names[p]) != 0)
        {
          g_free (labels->pdata[p]);
          labels->pdata[p] = g_strdup (route->names[p]);
        }
  }
  qd_label_draw (&text, &points, &palette->foreground, 0.9, &palette->muted);
  qd_draw_text_clear (&text);
}

static void
render_route (cairo_t *cr, const QdSearchScene *scene)
{
  const QdSearchRoute *route = scene->doc->route;
  double radius = place_radius (route->n_places);
  QdDrawText letters;
  Frame f;

  route_frame (route, &f);
  draw_roads (cr, route, &f, scene->palette, radius);
  if (scene->run != NULL)
    draw_tree_edges (cr, scene, route, &f);
  draw_route_path (cr, scene, route, &f, radius);
  draw_costs (cr, route, &f, scene->palette);
  qd_draw_text_init (&letters, cr, scene->palette->font_family, "H");
  for (guint p = 0; p < route->n_places; p++)
    draw_place (cr, scene, route, &f, p, radius, &letters);
  qd_draw_text_clear (&letters);
  if (route->n_places <= MAX_NAMED)
    draw_route_names (cr, scene, route, &f, radius);
}

/* ----------------------------------------------------------- the whole */

void
qd_search_render_options_init (QdSearchRenderOptions *options, const QdSearchDoc *doc)
{
  *options = (QdSearchRenderOptions) { .doc = doc, .step = G_MAXUINT, .cursor = -1, .moves = G_MAXUINT };
}

void
qd_search_render_get_size (const QdSearchDoc *doc, double *width, double *height)
{
  Frame f;

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      route_frame (doc->route, &f);
      *width = f.width;
      *height = f.height;
      break;
    case QD_SEARCH_MAZE:
      qd_search_render_maze_size (doc->maze, width, height);
      break;
    case QD_SEARCH_TILES:
    default:
      qd_search_render_tiles_size (doc->tiles, width, height);
      break;
    }
}

void
qd_search_render (cairo_t *cr, const QdSearchRenderOptions *options)
{
  QdSearchScene scene;

  qd_search_scene_init (&scene, options);
  cairo_save (cr);
  qd_draw_set_color (cr, &scene.palette->background, 1);
  cairo_paint (cr);
  switch (options->doc->kind)
    {
    case QD_SEARCH_ROUTE:
      render_route (cr, &scene);
      break;
    case QD_SEARCH_MAZE:
      qd_search_render_maze (cr, &scene);
      break;
    case QD_SEARCH_TILES:
    default:
      qd_search_render_tiles (cr, &scene);
      break;
    }
  qd_search_render_rbfs (cr, &scene);
  qd_search_render_legend (cr, &scene);
  cairo_restore (cr);
  qd_search_scene_clear (&scene);
}

void
qd_search_render_draw (cairo_t *cr, double width, double height, gpointer options)
{
  qd_search_render (cr, options);
}

/* ---------------------------------------------------------------- cells */

guint
qd_search_render_n_cells (const QdSearchDoc *doc)
{
  /* The document's places or cells; a puzzle's board cells. */
  return doc->kind == QD_SEARCH_TILES ? doc->tiles->rows * doc->tiles->cols : qd_search_doc_n_cells (doc);
}

void
qd_search_render_cell_rect (const QdSearchDoc *doc, guint cell, double *x, double *y, double *width,
                            double *height)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      {
        Frame f;
        double px, py, reach = place_radius (doc->route->n_places) + 6;

        route_frame (doc->route, &f);
        route_point (doc->route, &f, MIN (cell, doc->route->n_places - 1), &px, &py);
        *x = px - reach;
        *y = py - reach;
        *width = *height = 2 * reach;
        break;
      }
    case QD_SEARCH_MAZE:
      {
        double s = qd_search_render_maze_cell (doc->maze);

        *x = QD_SEARCH_RENDER_MARGIN + (cell % doc->maze->cols) * s;
        *y = QD_SEARCH_RENDER_MARGIN + (cell / doc->maze->cols) * s;
        *width = *height = s;
        break;
      }
    case QD_SEARCH_TILES:
    default:
      {
        double s = qd_search_render_tile (doc->tiles);

        *x = QD_SEARCH_RENDER_MARGIN + (cell % doc->tiles->cols) * s;
        *y = QD_SEARCH_RENDER_MARGIN + (cell / doc->tiles->cols) * s;
        *width = *height = s;
        break;
      }
    }
}

gint
qd_search_render_hit (const QdSearchDoc *doc, double px, double py)
{
  guint rows, cols;
  double s;

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      {
        Frame f;
        double best = G_MAXDOUBLE, reach = place_radius (doc->route->n_places) + 6;
        gint found = -1;

        route_frame (doc->route, &f);
        for (guint p = 0; p < doc->route->n_places; p++)
          {
            double x, y, d;

            route_point (doc->route, &f, p, &x, &y);
            d = hypot (x - px, y - py);
            if (d <= reach && d < best)
              {
                best = d;
                found = (gint) p;
              }
          }
        return found;
      }
    case QD_SEARCH_MAZE:
      rows = doc->maze->rows;
      cols = doc->maze->cols;
      s = qd_search_render_maze_cell (doc->maze);
      break;
    case QD_SEARCH_TILES:
    default:
      rows = doc->tiles->rows;
      cols = doc->tiles->cols;
      s = qd_search_render_tile (doc->tiles);
      break;
    }
  px = (px - QD_SEARCH_RENDER_MARGIN) / s;
  py = (py - QD_SEARCH_RENDER_MARGIN) / s;
  if (px < 0 || py < 0 || px >= cols || py >= rows)
    return -1;
  return (gint) ((guint) py * cols + (guint) px);
}
