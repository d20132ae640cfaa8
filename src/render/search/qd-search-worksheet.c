/* qd-search-worksheet.c — A* exercises on route maps (qd-search-worksheet.h),
 * and what the search kinds share (qd-search-worksheet-private.h). */
#include "config.h"
#include "qd-search-worksheet.h"
#include "qd-search-worksheet-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-gen.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"
#include "render/qd-draw.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (search)

extern const QdProblem qd_search_problem;

/* ---------------------------------------------------- what the kinds share */

QdSearchExercise *
qd_search_exercise_new (QdSearchDoc *doc, const QdSearchSettings *settings)
{
  QdSearchExercise *e = g_new0 (QdSearchExercise, 1);
  QdSearchSettings defaults;

  if (settings == NULL)
    {
      qd_search_settings_init (&defaults, doc);
      settings = &defaults;
    }
  e->doc = qd_owned_add (&e->owned, doc, (GDestroyNotify) qd_search_doc_free);
  e->run = qd_owned_add (&e->owned, qd_search_run_new (e->doc, settings), (GDestroyNotify) qd_search_run_free);
  qd_search_run_solve (e->run, NULL, NULL, NULL, NULL);
  return e;
}

char *
qd_search_exercise_instance_text (gconstpointer data)
{
  const QdSearchExercise *e = data;

  return qd_search_problem.format->write (e->doc);
}

/* `search FILE --trace -`: the output, then the trace. */
char *
qd_search_exercise_answer_text (gconstpointer data)
{
  const QdSearchExercise *e = data;
  g_autofree char *output = qd_search_run_output (e->run);
  g_autofree char *trace = qd_search_run_trace (e->run, NULL);

  return g_strconcat (output, trace != NULL ? trace : "", NULL);
}

#define ROW     QD_WORKSHEET_BLANK
#define NUM_W   (8.5 * QD_WORKSHEET_MM)
#define TEXT    9.0
#define MAX_FRONTIER 64

/* Item i of the frontier as written: "node f," ("node f" the last). */
static char *
frontier_piece (GPtrArray *items, guint i)
{
  return g_strconcat (items->pdata[i], i + 1 < items->len ? "," : "", NULL);
}

/* Breaks the items into lines of at most `width` at `size` (breaks[k]: the
 * first item of line k, for up to 3 lines); returns the lines needed. */
static guint
break_lines (const QdDrawText *t, GPtrArray *items, double size, double width, guint breaks[4])
{
  double space = qd_draw_text_advance (t, " ", size, 0), used = 0;
  guint lines = 1;

  breaks[0] = 0;
  for (guint i = 0; i < items->len; i++)
    {
      g_autofree char *piece = frontier_piece (items, i);
      double advance = qd_draw_text_advance (t, piece, size, 0);

      if (used > 0 && used + space + advance > width)
        {
          if (lines < 4)
            breaks[lines] = i;
          lines++;
          used = advance;
        }
      else
        used += (used > 0 ? space : 0) + advance;
    }
  return used > width ? lines + 1 : lines;
}

/* The key's frontier, "node f, …" in the cell (x, top, width, ROW): on one
 * line, else two or three, in the largest size that fits (past three lines
 * at the smallest, the cell clips the rest). */
static void
draw_frontier (cairo_t *cr, const QdPalette *palette, GPtrArray *items, double x, double top, double width)
{
  static const double sizes[] = { 8.0, 7.0, 6.5 };
  QdDrawText t;
  guint breaks[4] = { 0 }, n_lines = 3;
  double size = sizes[G_N_ELEMENTS (sizes) - 1];
  gboolean found = FALSE;

  qd_draw_text_init (&t, cr, palette->font_family, "H");
  for (guint lines = 1; lines <= 3 && !found; lines++)
    for (guint k = 0; k < G_N_ELEMENTS (sizes) && !found; k++)
      if (break_lines (&t, items, sizes[k], width, breaks) <= lines)
        {
          found = TRUE;
          n_lines = lines;
          size = sizes[k];
        }
  if (!found)
    break_lines (&t, items, size, width, breaks);
  qd_draw_text_clear (&t);
  n_lines = MIN (n_lines, MAX (items->len, 1u));
  breaks[n_lines] = items->len;
  cairo_save (cr);
  cairo_rectangle (cr, x, top, width, ROW);
  cairo_clip (cr);
  for (guint line = 0; line < n_lines; line++)
    {
      GString *text = g_string_new (NULL);
      double spacing = size * 1.15;
      double baseline = top + ROW / 2 + 0.35 * size - (n_lines - 1) * spacing / 2 + line * spacing;

      for (guint i = breaks[line]; i < breaks[line + 1]; i++)
        {
          g_autofree char *piece = frontier_piece (items, i);

          g_string_append_printf (text, "%s%s", i > breaks[line] ? " " : "", piece);
        }
      qd_worksheet_text (cr, palette, text->str, size, FALSE, x, baseline, 0);
      g_string_free (text, TRUE);
    }
  cairo_restore (cr);
}

/* The step after `step` that takes a node off the frontier (an expansion or
 * the goal), n_steps if none: the frontier there, before it is taken, is
 * the frontier after `step`'s expansion (qd_search_run_frontier_at gives a
 * step's frontier with its own node still on it). */
static guint
next_take (const QdSearchRun *run, guint step)
{
  guint n_steps = qd_search_run_n_steps (run);

  for (guint s = step + 1; s < n_steps; s++)
    {
      QdSearchStep next;

      qd_search_run_step (run, s, &next);
      if (next.event.kind == QD_SEARCH_EVENT_EXPAND || next.event.kind == QD_SEARCH_EVENT_GOAL)
        return s;
    }
  return n_steps;
}

guint
qd_search_worksheet_table (cairo_t *cr, double x, double width, const QdSearchExercise *e, gboolean filled,
                           const QdPalette *palette, const QdSearchTableStyle *style)
{
  const char *heads[] = { "#", _("node"), "g", "h", "f", _("frontier after (node f, next first)") };
  double widths[6] = { NUM_W, style->node_width, style->value_width, style->value_width, style->value_width,
                       width - NUM_W - style->node_width - 3 * style->value_width };
  guint n_steps = qd_search_run_n_steps (e->run);
  guint row = 0;
  guint events[MAX_FRONTIER];
  double left = x;

  for (guint c = 0; c < 6; c++)
    {
      qd_worksheet_text_fit (cr, palette, heads[c], TEXT, TRUE, left + widths[c] / 2, ROW * 0.62, 0.5, widths[c] - 2);
      left += widths[c];
    }
  for (guint s = 0; s < n_steps; s++)
    {
      QdSearchStep step;
      double top = (row + 1) * ROW;
      g_autofree char *number = NULL;

      qd_search_run_step (e->run, s, &step);
      if (step.event.kind != QD_SEARCH_EVENT_EXPAND && step.event.kind != QD_SEARCH_EVENT_GOAL)
        continue;
      number = step.event.kind == QD_SEARCH_EVENT_GOAL ? g_strdup (_("goal")) : g_strdup_printf ("%u", row + 1);
      qd_worksheet_text (cr, palette, number, TEXT, TRUE, x + NUM_W / 2, top + ROW * 0.62, 0.5);
      left = x + NUM_W;
      for (guint c = 1; c < 6; c++)
        {
          qd_worksheet_box (cr, palette, left, top, widths[c], ROW);
          left += widths[c];
        }
      if (filled)
        {
          g_autoptr(GPtrArray) frontier = g_ptr_array_new_with_free_func (g_free);
          gboolean goal = step.event.kind == QD_SEARCH_EVENT_GOAL;
          guint next = goal ? n_steps : next_take (e->run, s);
          guint n = next < n_steps ? qd_search_run_frontier_at (e->run, next, events, MAX_FRONTIER) : 0;
          double values[3] = { step.event.g, step.event.h, step.event.f };

          left = x + NUM_W;
          if (style->draw_node != NULL)
            style->draw_node (cr, e, step.event_index, left, top, widths[1], ROW, palette);
          else
            {
              GString *name = g_string_new (NULL);

              style->name (e, step.event_index, name);
              qd_worksheet_text (cr, palette, name->str, TEXT, TRUE, left + widths[1] / 2, top + ROW * 0.62, 0.5);
              g_string_free (name, TRUE);
            }
          left += widths[1];
          for (guint c = 0; c < 3; c++)
            {
              g_autofree char *value = qd_format_number (values[c]);

              qd_worksheet_text (cr, palette, value, TEXT, FALSE, left + widths[2 + c] / 2, top + ROW * 0.62, 0.5);
              left += widths[2 + c];
            }
          for (guint i = 0; i < n; i++)
            {
              QdSearchEvent event;
              g_autofree char *f = NULL;
              GString *item = g_string_new (NULL);

              qd_search_run_event (e->run, events[i], &event);
              f = qd_format_number (event.f);
              style->name (e, events[i], item);
              g_string_append_printf (item, " %s", f);
              g_ptr_array_add (frontier, g_string_free (item, FALSE));
            }
          draw_frontier (cr, palette, frontier, left + 3, top, widths[5] - 5);
        }
      row++;
    }
  return row;
}

/* ------------------------------------------------------------- route maps */

#define CELL_W  (11.0 * QD_WORKSHEET_MM)
#define GRAPH   (68.0 * QD_WORKSHEET_MM)

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  return qd_search_exercise_new (qd_search_doc_new_route (qd_search_gen_route (seed, difficulty)), NULL);
}

static void
place_name (const QdSearchExercise *e, guint event, GString *out)
{
  guint cell = qd_search_run_event_cell (e->run, event);

  g_string_append (out, cell < e->doc->route->n_places ? e->doc->route->names[cell] : "?");
}

/* Distance from (x, y) to the segment (ax, ay)–(bx, by). */
static double
segment_distance (double x, double y, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
  double t = len2 > 0 ? ((x - ax) * dx + (y - ay) * dy) / len2 : 0;

  t = CLAMP (t, 0.0, 1.0);
  return hypot (x - (ax + t * dx), y - (ay + t * dy));
}

#define H_LABEL_W 24.0
#define H_LABEL_H 10.0
#define COST_W    16.0
#define COST_H    11.0

/* How far a label centred at (x, y) keeps from the map's roads, places and
 * the labels placed before it (n_labels centres in lx, ly): the smallest
 * clearance, negative where it overlaps. */
static double
label_clearance (const QdSearchRoute *route, const double *px, const double *py, double radius,
                 const double *lx, const double *ly, guint n_labels, double x, double y, double half)
{
  double clear = G_MAXDOUBLE;

  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

      clear = MIN (clear, segment_distance (x, y, px[road->from], py[road->from], px[road->to], py[road->to]) - half);
    }
  for (guint p = 0; p < route->n_places; p++)
    clear = MIN (clear, hypot (x - px[p], y - py[p]) - radius - half);
  for (guint k = 0; k < n_labels; k++)
    clear = MIN (clear, MAX (fabs (x - lx[k]) - H_LABEL_W, fabs (y - ly[k]) - H_LABEL_H));
  return clear;
}

/* How far a road's cost centred at (x, y) keeps from the places, the h
 * labels, the costs set before it (roads 0 … road − 1, centres in cx, cy)
 * and the other roads: the smallest clearance, negative where it overlaps. */
static double
cost_clearance (const QdSearchRoute *route, guint road, const double *px, const double *py, double radius,
                const double *hx, const double *hy, const double *cx, const double *cy, double x, double y)
{
  double clear = G_MAXDOUBLE;

  for (guint p = 0; p < route->n_places; p++)
    {
      clear = MIN (clear, hypot (x - px[p], y - py[p]) - radius - COST_W / 2);
      clear = MIN (clear, MAX (fabs (x - hx[p]) - (H_LABEL_W + COST_W) / 2, fabs (y - hy[p]) - (H_LABEL_H + COST_H) / 2));
    }
  for (guint k = 0; k < road; k++)
    clear = MIN (clear, MAX (fabs (x - cx[k]) - COST_W, fabs (y - cy[k]) - COST_H));
  for (guint k = 0; k < route->roads->len; k++)
    {
      const QdSearchRoad *other = &g_array_index (route->roads, QdSearchRoad, k);

      /* Another road under the patch would be cut; half the patch's height. */
      if (k != road)
        clear = MIN (clear, segment_distance (x, y, px[other->from], py[other->from], px[other->to], py[other->to])
                            - COST_H / 2);
    }
  return clear;
}

/* Sets (cx[road], cy[road]): on its road, from the middle out, where the
 * cost keeps clearest of what cost_clearance counts (the middle unless
 * another place is clearly clearer); beside the road where no place on it
 * is clear (a short road between crowded places). */
static double
place_cost (const QdSearchRoute *route, guint road, const double *px, const double *py, double radius,
            const double *hx, const double *hy, double *cx, double *cy)
{
  static const double along[11] = { 0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.2, 0.8, 0.15, 0.85 };
  static const double sides[3] = { 0, 1, -1 };
  const QdSearchRoad *r = &g_array_index (route->roads, QdSearchRoad, road);
  double dx = px[r->to] - px[r->from], dy = py[r->to] - py[r->from], len = MAX (hypot (dx, dy), 1e-9);
  /* The unit normal, and how far along it the patch clears the road. */
  double nx = -dy / len, ny = dx / len;
  double off = (COST_W / 2 + 2) * fabs (nx) + (COST_H / 2 + 2) * fabs (ny);
  double best = -G_MAXDOUBLE;

  for (guint side = 0; side < G_N_ELEMENTS (sides); side++)
    for (guint k = 0; k < G_N_ELEMENTS (along); k++)
      {
        double x = px[r->from] + along[k] * dx + sides[side] * off * nx;
        double y = py[r->from] + along[k] * dy + sides[side] * off * ny;
        double clear = cost_clearance (route, road, px, py, radius, hx, hy, cx, cy, x, y);

        if (clear > best + (side + k == 0 ? 0 : 1.5) + (side == 0 ? 0 : 3))
          {
            best = clear;
            cx[road] = x;
            cy[road] = y;
          }
      }
  return best;
}

/* Where the map's places (px, py), h labels (hx, hy) and costs (cx, cy)
 * go: each h on the side of its place (below first) that keeps clearest of
 * the roads, the places and the h already set; each cost on its road
 * (place_cost).  Returns the least clearance of all, negative when two
 * overlap. */
static double
layout_map (const QdSearchRoute *route, double radius, double *px, double *py, double *hx, double *hy,
            double *cx, double *cy)
{
  static const double sides[8][2] = { { 0, 1 }, { 1, 0.35 }, { -1, 0.35 }, { 0, -1 },
                                      { 1, -0.35 }, { -1, -0.35 }, { 0.8, 0.8 }, { -0.8, 0.8 } };
  double inner = GRAPH - 2 * radius - 8, worst = G_MAXDOUBLE;

  for (guint p = 0; p < route->n_places; p++)
    {
      px[p] = radius + 4 + route->x[p] / 100.0 * inner;
      py[p] = radius + 4 + (1.0 - route->y[p] / 100.0) * inner;   /* y north */
    }
  for (guint p = 0; p < route->n_places; p++)
    {
      double best = -G_MAXDOUBLE;

      for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
        {
          double x = px[p] + sides[k][0] * (radius + H_LABEL_W / 2 + 1);
          double y = py[p] + sides[k][1] * (radius + H_LABEL_H / 2 + 2);
          double clear = label_clearance (route, px, py, radius, hx, hy, p, x, y, H_LABEL_H / 2);

          /* Within the map's square (below it: above the caption). */
          if (x - H_LABEL_W / 2 < 0 || x + H_LABEL_W / 2 > GRAPH || y - H_LABEL_H / 2 < 0
              || y + H_LABEL_H / 2 > GRAPH + 8)
            clear -= 100;

          /* Below unless another side is clearly clearer. */
          if (clear > best + (k == 0 ? 0 : 1.5))
            {
              best = clear;
              hx[p] = x;
              hy[p] = y;
            }
        }
      worst = MIN (worst, best);
    }
  for (guint i = 0; i < route->roads->len; i++)
    worst = MIN (worst, place_cost (route, i, px, py, radius, hx, hy, cx, cy));
  return worst;
}

gboolean
qd_search_worksheet_map_fits (const QdSearchExercise *e)
{
  const QdSearchRoute *route = e->doc->route;
  guint n = route->n_places, m = route->roads->len;
  g_autofree double *places = g_new (double, 4 * n), *costs = g_new (double, 2 * m);

  return layout_map (route, 3.2 * QD_WORKSHEET_MM, places, places + n, places + 2 * n, places + 3 * n, costs,
                     costs + m) >= 0;
}

/* The map: roads with their costs, places with their h (layout_map), each
 * number on a patch of paper, so no line runs through it. */
void
qd_search_worksheet_draw_map (cairo_t *cr, const QdSearchExercise *e, const QdPalette *palette)
{
  const QdSearchRoute *route = e->doc->route;
  double radius = 3.2 * QD_WORKSHEET_MM;
  double *px = g_new (double, route->n_places), *py = g_new (double, route->n_places);
  double *hx = g_new (double, route->n_places), *hy = g_new (double, route->n_places);
  double *cx = g_new (double, route->roads->len), *cy = g_new (double, route->roads->len);

  layout_map (route, radius, px, py, hx, hy, cx, cy);
  cairo_save (cr);
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgb (cr, palette->foreground.r, palette->foreground.g, palette->foreground.b);
  for (guint i = 0; i < route->roads->len; i++)
    {
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);

      cairo_move_to (cr, px[road->from], py[road->from]);
      cairo_line_to (cr, px[road->to], py[road->to]);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < route->roads->len; i++)
    {
      g_autofree char *cost = qd_format_number (g_array_index (route->roads, QdSearchRoad, i).cost);

      cairo_rectangle (cr, cx[i] - COST_W / 2, cy[i] - 6, COST_W, COST_H);
      cairo_set_source_rgb (cr, palette->background.r, palette->background.g, palette->background.b);
      cairo_fill (cr);
      qd_worksheet_text (cr, palette, cost, 8, FALSE, cx[i], cy[i] + 3, 0.5);
    }
  for (guint p = 0; p < route->n_places; p++)
    {
      g_autofree char *h = qd_format_number (route->h[p]);
      g_autofree char *h_text = g_strdup_printf ("h %s", h);
      gboolean special = p == route->start || p == route->goal;

      cairo_new_path (cr);
      cairo_arc (cr, px[p], py[p], radius, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, palette->background.r, palette->background.g, palette->background.b);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, palette->foreground.r, palette->foreground.g, palette->foreground.b);
      cairo_set_line_width (cr, special ? 2.2 : 1.0);
      cairo_stroke (cr);
      qd_worksheet_text (cr, palette, route->names[p], 11, TRUE, px[p], py[p] + 4, 0.5);
      cairo_rectangle (cr, hx[p] - H_LABEL_W / 2, hy[p] - H_LABEL_H / 2, H_LABEL_W, H_LABEL_H);
      cairo_set_source_rgb (cr, palette->background.r, palette->background.g, palette->background.b);
      cairo_fill (cr);
      qd_worksheet_text (cr, palette, h_text, 8, FALSE, hx[p], hy[p] + 3, 0.5);
    }
  cairo_restore (cr);
  g_free (px);
  g_free (py);
  g_free (hx);
  g_free (hy);
  g_free (cx);
  g_free (cy);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  static const QdSearchTableStyle style = { CELL_W, CELL_W, place_name, NULL };
  const QdSearchExercise *e = data;
  const QdSearchRoute *route = e->doc->route;
  const QdSpaceResult *r = qd_search_run_result (e->run);
  g_autofree char *cost = qd_format_number (r->cost);
  g_autofree char *path = qd_search_run_path_text (e->run);
  g_autofree char *caption = g_strdup_printf (_("from %s to %s"), route->names[route->start],
                                              route->names[route->goal]);
  double gap = 4 * QD_WORKSHEET_MM;
  guint rows;

  qd_search_worksheet_draw_map (cr, e, palette);
  qd_worksheet_text (cr, palette, caption, 10, TRUE, 0, GRAPH + 6 * QD_WORKSHEET_MM, 0);
  rows = qd_search_worksheet_table (cr, GRAPH + gap, width - GRAPH - gap, e, filled, palette, &style);
  if (filled)
    {
      g_autofree char *line = NULL;

      g_strdelimit (path, "\n", ' ');
      line = g_strdup_printf (_("path %s· cost %s"), path, cost);
      qd_worksheet_text (cr, palette, line, TEXT, FALSE, GRAPH + gap, (rows + 1) * ROW + 5 * QD_WORKSHEET_MM, 0);
    }
}

const QdWorksheetKind qd_search_worksheet = {
  .name = "search",
  .title = N_("A* search: expansions and frontier"),
  .puzzle = N_("Route map"),
  .task = N_("A* with the h shown (equal f: the smaller h, then the older node): each expansion’s node, g, "
              "h, f and the frontier."),
  .extension = "route",
  .generate = generate,
  .draw = draw,
  QD_SEARCH_EXERCISE_FUNCTIONS,
};
