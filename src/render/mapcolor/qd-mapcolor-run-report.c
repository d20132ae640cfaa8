/* qd-mapcolor-run-report.c — the report of a colouring run and of a
 * generated map (qd-mapcolor-run-report.h). */
#include "config.h"
#include "qd-mapcolor-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "problems/qd-problem.h"
#include "render/qd-run-report.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (mapcolor)

/* Device pixels per point of a large map's image. */
#define RASTER_SCALE 2.0

QdReport *
qd_mapcolor_report_new (const char *instance, const QdPalette *palette)
{
  g_autofree char *name = instance != NULL ? g_path_get_basename (instance) : NULL;

  return qd_report_new_with_palette (_(qd_mapcolor_problem.title), name, palette);
}

/* ------------------------------------------------------------ the map */

void
qd_mapcolor_map_options_init (QdMapRenderOptions *options, const QdPalette *palette, const QdMap *map,
                              const gint *colors)
{
  qd_map_render_options_init (options, palette);
  options->colors = colors;
  options->color_labels = qd_map_color_names ();
  options->show_names = map->n_regions <= 200;
}

typedef struct {
  const QdMap *map;
  QdMapRenderOptions options;
} MapPicture;

static void
render_map (cairo_t *cr, const MapPicture *picture)
{
  qd_map_render (cr, picture->map, &picture->options);
}

static void
draw_map (cairo_t *cr, double width, double height, gpointer data)
{
  const MapPicture *picture = data;
  cairo_surface_t *image;
  cairo_t *icr;

  if (picture->map->n_regions <= QD_MAPCOLOR_REPORT_VECTOR_REGIONS)
    {
      render_map (cr, picture);
      return;
    }
  /* A large map as an image: the renderer draws it pixel by pixel there
   * (qd-map-render-dots.c), in milliseconds. */
  image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * RASTER_SCALE),
                                      (int) ceil (height * RASTER_SCALE));
  icr = cairo_create (image);
  cairo_scale (icr, RASTER_SCALE, RASTER_SCALE);
  render_map (icr, picture);
  cairo_destroy (icr);
  cairo_save (cr);
  cairo_scale (cr, 1 / RASTER_SCALE, 1 / RASTER_SCALE);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (image);
}

/* The map with positions: itself, or a copy placed in `placed`. */
static const QdMap *
placed_map (const QdMap *map, QdMap **placed)
{
  if (map->x != NULL)
    return map;
  *placed = qd_map_copy (map);
  qd_map_ensure_positions (*placed);
  return *placed;
}

void
qd_mapcolor_report_add_map (const QdReport *report, QdReportSection *section, const char *caption, const char *name,
                            const QdMap *map, const gint *colors)
{
  g_autoptr(QdMap) placed = NULL;
  MapPicture picture = { placed_map (map, &placed) };
  double width, height;

  qd_mapcolor_map_options_init (&picture.options, qd_report_palette (report), picture.map, colors);

  qd_map_render_get_size (picture.map, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, draw_map, &picture);
}

static char *
count_text (guint64 n)
{
  return g_strdup_printf ("%'" PRIu64, n);
}

void
qd_mapcolor_report_add_instance (QdReport *report, const char *path, const QdMap *map)
{
  g_autofree char *regions = g_strdup_printf (ngettext ("%'u region", "%'u regions", map->n_regions), map->n_regions);
  g_autofree char *borders = g_strdup_printf (ngettext ("%'u border", "%'u borders", map->n_edges), map->n_edges);
  /* Translators: a map's caption: "australia.map: 7 regions, 9 borders". */
  g_autofree char *caption = g_strdup_printf (_("%s: %s, %s"), report->instance, regions, borders);

  /* The file, then the map drawn with its size in the caption (the drawing
   * qd_report_add_instance makes, named alike). */
  qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  qd_mapcolor_report_add_map (report, qd_report_part (report, QD_REPORT_INSTANCE), caption, "instance", map, NULL);
}

/* ------------------------------------------------------------ a run */

char *
qd_mapcolor_report_outcome (const QdMapcolorSolution *s, guint k, QdMapcolorAlgorithm algorithm)
{
  switch (s->status)
    {
    case QD_MAPCOLOR_SOLVED:
      return g_strdup_printf (ngettext ("Coloured with %u colour by %s.", "Coloured with %u colours by %s.", k), k,
                              qd_mapcolor_algorithm_title (algorithm));
    case QD_MAPCOLOR_NO_SOLUTION:
      return g_strdup_printf (ngettext ("No colouring with %u colour exists: the search covered every possibility.",
                                        "No colouring with %u colours exists: the search covered every possibility.",
                                        k), k);
    case QD_MAPCOLOR_CAPPED:
      return g_strdup_printf (ngettext ("Gave up after %'" PRIu64 " assignment: the algorithm's limit ran out "
                                        "before it found a colouring.",
                                        "Gave up after %'" PRIu64 " assignments: the algorithm's limit ran out "
                                        "before it found a colouring.", (gulong) MIN (s->assignments, G_MAXULONG)),
                              s->assignments);
    case QD_MAPCOLOR_STOPPED:
    default:
      return g_strdup (_("The search was stopped."));
    }
}

static const char *
yes_no (gboolean value)
{
  return value ? _("yes") : _("no");
}

/* The settings, named as mapcolor's options name them. */
static void
add_run_settings (QdReport *report, const QdMapcolorReportRun *run)
{
  const QdMapcolorSolveOptions *o = run->options;
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *colors = g_strdup_printf ("%u", o->colors);
  g_autofree char *algorithm = g_strdup_printf ("%s — %s", qd_mapcolor_algorithm_to_string (o->algorithm),
                                                qd_mapcolor_algorithm_title (o->algorithm));
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, o->seed);
  g_autofree char *cap = NULL;
  g_autofree char *limit = NULL;
  guint64 max = qd_mapcolor_max_assignments (o, run->map->n_regions);

  if (o->max_assignments != 0)
    cap = count_text (max);
  else if (max == 0)
    cap = g_strdup (_("none (the default)"));
  else
    {
      g_autofree char *n = count_text (max);

      /* Translators: the algorithm's own cap of assignments, "1,000,000 (the default)". */
      cap = g_strdup_printf (_("%s (the default)"), n);
    }
  if (run->time_limit > 0)
    /* Translators: a time limit in seconds. */
    limit = g_strdup_printf (_("%g s"), run->time_limit);
  qd_report_add_pair (section, "colors", colors);
  qd_report_add_pair (section, "algorithm", algorithm);
  qd_report_add_pair (section, "seed", seed);
  qd_report_add_pair (section, "max-assignments", cap);
  qd_report_add_pair (section, "time-limit", limit != NULL ? limit : _("none"));
  if (o->algorithm == QD_MAPCOLOR_ALGO_FC || o->algorithm == QD_MAPCOLOR_ALGO_MAC)
    qd_report_add_pair (section, "backjumping", yes_no (o->backjumping));
  if (qd_mapcolor_algorithm_restarts (o->algorithm))
    qd_report_add_pair (section, "restarts", yes_no (o->restarts));
  if (o->algorithm == QD_MAPCOLOR_ALGO_BEST)
    {
      g_autofree char *threads = g_strdup_printf ("%u", MAX (o->threads, 1));

      qd_report_add_pair (section, "threads", threads);
    }
}

static void
add_run_results (QdReport *report, const QdMapcolorReportRun *run)
{
  const QdMapcolorSolution *s = run->solution;
  const QdMap *map = run->map;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *outcome = qd_mapcolor_report_outcome (s, run->options->colors, run->options->algorithm);
  QdReportBlock *table;

  qd_report_add_paragraph (section, outcome);
  if (s->status != QD_MAPCOLOR_SOLVED)
    return;
  table = qd_report_add_table (section, _("The colouring"), "colouring",
                               (const char *[]) { _("Region"), _("Colour"), NULL });
  for (guint r = 0; r < map->n_regions; r++)
    qd_report_add_row (table, (const char *[]) { map->names->pdata[r], qd_map_color_name ((guint) s->colors[r]),
                                                 NULL });
  qd_mapcolor_report_add_map (report, section, _("The map coloured"), "coloured-map", map, s->colors);
}

static void
add_stat (QdReportBlock *table, const char *measure, const char *value)
{
  qd_report_add_row (table, (const char *[]) { measure, value, NULL });
}

static void
add_run_statistics (QdReport *report, const QdMapcolorReportRun *run)
{
  const QdMapcolorSolution *s = run->solution;
  QdReportBlock *table = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), _("The run's counts"),
                                              "statistics", (const char *[]) { _("Measure"), _("Value"), NULL });

  add_stat (table, _("Outcome"), qd_mapcolor_status_to_string (s->status));
  qd_run_report_stats_row (table, _("Assignments"), s->assignments);
  qd_run_report_stats_row (table, _("Constraint checks"), s->checks);
  qd_run_report_stats_row (table, _("Backtracks"), s->backtracks);
  if (run->options->restarts)
    qd_run_report_stats_row (table, _("Restarts"), s->restarts);
  qd_run_report_stats_time (table, s->time_us);
}

void
qd_mapcolor_report_add_run (QdReport *report, const QdMapcolorReportRun *run)
{
  qd_mapcolor_report_add_instance (report, run->path, run->map);
  add_run_settings (report, run);
  if (run->solution == NULL)
    return;
  add_run_results (report, run);
  add_run_statistics (report, run);
  qd_report_add_search_tree (report, run->tree);
}

/* ------------------------------------------------------------ a generated map */

void
qd_mapcolor_report_add_mapgen (QdReport *report, const char *path, const QdMap *map, guint64 seed,
                               QdMapcolorGenMethod method, gint64 time_us)
{
  QdReportSection *section;
  QdReportBlock *table;
  g_autofree guint *by_degree = NULL;
  guint max_degree = 0;
  g_autofree char *regions = g_strdup_printf ("%u", map->n_regions);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  g_autofree char *mean = g_strdup_printf ("%.3f", map->n_regions > 0 ? 2.0 * map->n_edges / map->n_regions : 0.0);

  qd_mapcolor_report_add_instance (report, path, map);

  section = qd_report_part (report, QD_REPORT_SETTINGS);
  qd_report_add_pair (section, "regions", regions);
  qd_report_add_pair (section, "seed", seed_text);
  qd_report_add_pair (section, "method", qd_mapcolor_gen_method_to_string (method));
  qd_report_add_pair (section, "output", path != NULL ? path : _("standard output"));

  /* How many regions have each number of neighbours. */
  for (guint r = 0; r < map->n_regions; r++)
    max_degree = MAX (max_degree, qd_map_degree (map, r));
  by_degree = g_new0 (guint, max_degree + 1);
  for (guint r = 0; r < map->n_regions; r++)
    by_degree[qd_map_degree (map, r)]++;
  section = qd_report_part (report, QD_REPORT_RESULTS);
  table = qd_report_add_table (section, _("Regions by their number of neighbours"), "degrees",
                               (const char *[]) { _("Neighbours"), _("Regions"), NULL });
  for (guint d = 0; d <= max_degree; d++)
    if (by_degree[d] > 0)
      {
        g_autofree char *degree = g_strdup_printf ("%u", d);
        g_autofree char *count = count_text (by_degree[d]);

        qd_report_add_row (table, (const char *[]) { degree, count, NULL });
      }

  table = qd_report_add_table (qd_report_part (report, QD_REPORT_STATISTICS), _("The map's counts"), "statistics",
                               (const char *[]) { _("Measure"), _("Value"), NULL });
  qd_run_report_stats_row (table, _("Regions"), map->n_regions);
  qd_run_report_stats_row (table, _("Borders"), map->n_edges);
  add_stat (table, _("Mean number of neighbours"), mean);
  qd_run_report_stats_row (table, _("Most neighbours"), max_degree);
  qd_run_report_stats_time (table, time_us);
}
