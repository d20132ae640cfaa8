/* qd-search-worksheet.c — A* exercises on route maps (qd-search-worksheet.h). */
#include "config.h"
#include "qd-search-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "problems/search/qd-search-gen.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-run.h"

extern const QdProblem qd_search_problem;

typedef struct {
  QdSearchDoc *doc;
  QdSearchRun *run;          /* A* with the h table: the command's defaults */
} Exercise;

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  QdSearchSettings settings;

  e->doc = qd_search_doc_new_route (qd_search_gen_route (seed, difficulty));
  qd_search_settings_init (&settings, e->doc);
  e->run = qd_search_run_new (e->doc, &settings);
  qd_search_run_solve (e->run, NULL, NULL, NULL, NULL);
  return e;
}

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  qd_search_run_free (e->run);
  qd_search_doc_free (e->doc);
  g_free (e);
}

static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_search_problem.format->write (e->doc);
}

/* `search FILE --trace -`: the output, then the trace. */
static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *output = qd_search_run_output (e->run);
  g_autofree char *trace = qd_search_run_trace (e->run, NULL);

  return g_strconcat (output, trace != NULL ? trace : "", NULL);
}

#define ROW     QD_WORKSHEET_BLANK
#define NUM_W   (7.0 * QD_WORKSHEET_MM)
#define CELL_W  (11.0 * QD_WORKSHEET_MM)
#define TEXT    9.0
#define GRAPH   (68.0 * QD_WORKSHEET_MM)

static const char *
place_name (const Exercise *e, guint event)
{
  guint cell = qd_search_run_event_cell (e->run, event);

  return cell < e->doc->route->n_places ? e->doc->route->names[cell] : "?";
}

/* The map: roads with their costs, places with their h. */
static void
draw_map (cairo_t *cr, const Exercise *e, const QdPalette *palette)
{
  const QdSearchRoute *route = e->doc->route;
  double radius = 3.2 * QD_WORKSHEET_MM, inner = GRAPH - 2 * radius - 8;
  double *px = g_new (double, route->n_places), *py = g_new (double, route->n_places);

  for (guint p = 0; p < route->n_places; p++)
    {
      px[p] = radius + 4 + route->x[p] / 100.0 * inner;
      py[p] = radius + 4 + (1.0 - route->y[p] / 100.0) * inner;   /* y north */
    }
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
      const QdSearchRoad *road = &g_array_index (route->roads, QdSearchRoad, i);
      g_autofree char *cost = qd_format_number (road->cost);
      double mx = (px[road->from] + px[road->to]) / 2, my = (py[road->from] + py[road->to]) / 2;

      cairo_rectangle (cr, mx - 8, my - 6, 16, 11);
      cairo_set_source_rgb (cr, palette->background.r, palette->background.g, palette->background.b);
      cairo_fill (cr);
      qd_worksheet_text (cr, palette, cost, 8, FALSE, mx, my + 3, 0.5);
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
      qd_worksheet_text (cr, palette, h_text, 8, FALSE, px[p], py[p] + radius + 8, 0.5);
    }
  cairo_restore (cr);
  g_free (px);
  g_free (py);
}

static void
draw_table (cairo_t *cr, double x, double width, const Exercise *e, gboolean filled, const QdPalette *palette)
{
  const char *heads[] = { "#", _("node"), "g", "h", "f", _("frontier after (node f, next first)") };
  double widths[6] = { NUM_W, CELL_W, CELL_W, CELL_W, CELL_W, width - NUM_W - 4 * CELL_W };
  guint n_steps = qd_search_run_n_steps (e->run);
  guint row = 0;
  guint *events = g_new (guint, 64);
  double left = x;

  for (guint c = 0; c < 6; c++)
    {
      qd_worksheet_text (cr, palette, heads[c], TEXT, TRUE, left + widths[c] / 2, ROW * 0.62, 0.5);
      left += widths[c];
    }
  for (guint s = 0; s < n_steps; s++)
    {
      QdSearchStep step;
      double top = (row + 1) * ROW;
      char *cells[6] = { NULL };

      qd_search_run_step (e->run, s, &step);
      if (step.event.kind != QD_SEARCH_EVENT_EXPAND && step.event.kind != QD_SEARCH_EVENT_GOAL)
        continue;
      cells[0] = step.event.kind == QD_SEARCH_EVENT_GOAL ? g_strdup (_("goal")) : g_strdup_printf ("%u", row + 1);
      if (filled)
        {
          GString *frontier = g_string_new (NULL);
          guint n = step.event.kind == QD_SEARCH_EVENT_GOAL ? 0 : qd_search_run_frontier_at (e->run, s, events, 64);

          cells[1] = g_strdup (place_name (e, step.event_index));
          cells[2] = qd_format_number (step.event.g);
          cells[3] = qd_format_number (step.event.h);
          cells[4] = qd_format_number (step.event.f);
          for (guint i = 0; i < n; i++)
            {
              QdSearchEvent event;
              g_autofree char *f = NULL;

              qd_search_run_event (e->run, events[i], &event);
              f = qd_format_number (event.f);
              g_string_append_printf (frontier, "%s%s %s", i > 0 ? ", " : "", place_name (e, events[i]), f);
            }
          cells[5] = g_string_free (frontier, FALSE);
        }
      left = x;
      for (guint c = 0; c < 6; c++)
        {
          if (c > 0)
            qd_worksheet_box (cr, palette, left, top, widths[c], ROW);
          if (cells[c] != NULL)
            qd_worksheet_text (cr, palette, cells[c], c == 5 ? 8 : TEXT, c <= 1, c == 5 ? left + 3 : left + widths[c] / 2,
                               top + ROW * 0.62, c == 5 ? 0 : 0.5);
          left += widths[c];
          g_free (cells[c]);
        }
      row++;
    }
  if (filled)
    {
      const QdSpaceResult *r = qd_search_run_result (e->run);
      g_autofree char *cost = qd_format_number (r->cost);
      g_autofree char *path = qd_search_run_path_text (e->run);
      g_autofree char *line = NULL;

      g_strdelimit (path, "\n", ' ');
      line = g_strdup_printf (_("path %s· cost %s"), path, cost);
      qd_worksheet_text (cr, palette, line, TEXT, FALSE, x, (row + 1) * ROW + 5 * QD_WORKSHEET_MM, 0);
    }
  g_free (events);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  const QdSearchRoute *route = e->doc->route;
  g_autofree char *caption = g_strdup_printf (_("from %s to %s"), route->names[route->start],
                                              route->names[route->goal]);
  double gap = 4 * QD_WORKSHEET_MM;

  draw_map (cr, e, palette);
  qd_worksheet_text (cr, palette, caption, 10, TRUE, 0, GRAPH + 6 * QD_WORKSHEET_MM, 0);
  draw_table (cr, GRAPH + gap, width - GRAPH - gap, e, filled, palette);
}

const QdWorksheetKind qd_search_worksheet = {
  .name = "search",
  .title = N_("A* search: expansions and frontier"),
  .task = N_("A* with the h shown (ties: the node generated first): each expansion’s node, g, h, f and the frontier."),
  .extension = "route",
  .command = "quandary-cli search FILE --trace -",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
