/* qd-tsp-run-report.c — the report of a local search on the TSP
 * (qd-tsp-run-report.h). */
#include "config.h"
#include "qd-tsp-run-report.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"
#include "render/tsp/qd-tsp-render.h"
#include "problems/qd-problem.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (tsp)

/* The trace's step lines a report keeps (each holds a whole tour): the
 * steps after them are counted. */
#define TRACE_MAX_BYTES (16 * 1024 * 1024)
/* The plots' size in a report, each. */
#define PLOT_WIDTH 480.0
#define PLOT_HEIGHT 300.0

static char *
length_text (double length)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (text, sizeof text, "%.2f", length));
}

/* The cities, and `tour` (NULL: none) through them. */
static void
add_map (QdReport *report, QdReportSection *section, const QdTsp *tsp, const guint *tour, const char *name,
         const char *caption)
{
  QdTspRenderOptions options;
  double width, height;

  qd_tsp_render_options_init (&options, qd_report_palette (report));
  options.tour = tour;
  options.show_names = TRUE;
  qd_tsp_render_get_size (tsp, &width, &height);
  qd_report_add_figure (section, caption, name, width, height, qd_rendering_draw,
                        &QD_RENDERING (qd_tsp_render, tsp, &options));
}

static void
add_instance (QdReport *report, const QdTspReportRun *r)
{
  QdReportSection *section;
  g_autofree char *cities = g_strdup_printf ("%u", r->tsp->n);

  qd_report_add_instance (report, r->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Cities"), cities);
  qd_report_add_pair (section, _("Distances"), r->tsp->has_points ? _("between points of the plane")
                                                                  : _("a table (the cities drawn where they fit it best)"));
  add_map (report, section, r->tsp, NULL, "instance", NULL);
}

static void
add_number (QdReportSection *section, const char *key, double value)
{
  g_autofree char *text = qd_format_number (value);

  qd_report_add_pair (section, key, text);
}

static void
add_schedule (QdReportSection *section, const QdSchedule *schedule)
{
  qd_report_add_pair (section, "schedule", qd_schedule_kind_to_string (schedule->kind));
  if (isnan (schedule->t0))
    qd_report_add_pair (section, "t0", _("the start tour’s mean edge length"));
  else
    add_number (section, "t0", schedule->t0);
  if (schedule->kind == QD_SCHEDULE_GEOMETRIC)
    add_number (section, "alpha", schedule->alpha);
  if (schedule->kind == QD_SCHEDULE_LINEAR)
    add_number (section, "decrement", schedule->decrement);
  if (schedule->kind != QD_SCHEDULE_CONSTANT)
    {
      if (isnan (schedule->t_min))
        qd_report_add_pair (section, "t-min", _("t0 / 1000"));
      else
        add_number (section, "t-min", schedule->t_min);
    }
}

/* The parameters the algorithm reads (o resolved). */
static void
add_parameters (QdReportSection *section, const QdTspSearchOptions *o, const QdSchedule *schedule)
{
  QdLocalUses uses = qd_local_variant (o->algorithm)->uses;

  if (uses & QD_LOCAL_USES_RESTARTS)
    qd_run_report_add_count (section, "restarts", o->local.restarts);
  if (uses & QD_LOCAL_USES_SIDEWAYS)
    qd_run_report_add_count (section, "sideways", o->local.max_sideways);
  if (uses & QD_LOCAL_USES_SCHEDULE)
    add_schedule (section, schedule);
  if (uses & QD_LOCAL_USES_BEAM)
    qd_run_report_add_count (section, "k", o->beam_k);
  if (uses & QD_LOCAL_USES_GENETIC)
    {
      qd_run_report_add_count (section, "population", o->population);
      add_number (section, "mutation", o->mutation);
      qd_report_add_pair (section, "selection", qd_selection_to_string (o->selection));
      qd_run_report_add_count (section, "elitism", o->elitism);
      add_number (section, "culling", o->culling);
    }
}

static const char *
describe_algorithm (QdLocalVariantId algorithm)
{
  switch (algorithm)
    {
    case QD_LOCAL_VARIANT_ANNEALING:
      return _("Simulated annealing (AIMA figure 4.5) minimising the tour’s length: a random "
               "neighbour is taken when it is shorter, else with probability e^(ΔE/T).");
    case QD_LOCAL_VARIANT_SIDEWAYS:
    case QD_LOCAL_VARIANT_RESTART_SIDEWAYS:
      return _("Steepest-ascent hill climbing with sideways moves (AIMA section 4.1.1): the shortest "
               "neighbour is taken, one as long as the tour too, up to a limit in a row.");
    case QD_LOCAL_VARIANT_STOCHASTIC:
    case QD_LOCAL_VARIANT_RESTART_STOCHASTIC:
      return _("Stochastic hill climbing (AIMA section 4.1.1): a shorter neighbour drawn at random, "
               "with probability proportional to how much shorter it is.");
    case QD_LOCAL_VARIANT_FIRST_CHOICE:
    case QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE:
      return _("First-choice hill climbing (AIMA section 4.1.1): neighbours drawn at random until "
               "one is shorter.");
    case QD_LOCAL_VARIANT_BEAM:
      return _("Local beam search (AIMA section 4.1.3): k tours; all their neighbours are generated "
               "and the k shortest kept.");
    case QD_LOCAL_VARIANT_STOCHASTIC_BEAM:
      return _("Stochastic beam search (AIMA section 4.1.3): k tours drawn among all the neighbours, "
               "the shorter the likelier.");
    case QD_LOCAL_VARIANT_GENETIC:
      return _("A genetic algorithm (AIMA figure 4.8): parents selected by fitness (1/length), "
               "children by order crossover, mutated by a random move.");
    default:
      return _("Steepest-ascent hill climbing (AIMA figure 4.2) minimising the tour’s length: the "
               "shortest neighbour is taken (ties broken at random) until none is shorter.");
    }
}

static void
add_settings (QdReport *report, const QdTspReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  QdTspSearchOptions o = *r->options;
  const QdLocalOptions *local = &o.local;
  /* As run: t0 and t-min resolved; before a run, as asked. */
  const QdSchedule *schedule = r->run != NULL ? &r->run->schedule : &r->options->local.schedule;
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, local->seed);
  g_autofree char *iterations = NULL;

  qd_tsp_search_options_resolve (&o);
  qd_report_add_pair (section, "algorithm", qd_local_variant_to_string (o.algorithm));
  qd_report_add_pair (section, "neighbourhood", qd_tsp_moves_to_string (o.moves));
  qd_report_add_pair (section, "start", r->start != NULL ? r->start
                                        : r->tsp->start != NULL ? _("the file’s start tour") : _("the cities in file order"));
  qd_report_add_pair (section, "seed", seed);
  add_parameters (section, &o, schedule);
  if (local->max_iterations > 0)
    iterations = g_strdup_printf ("%" G_GUINT64_FORMAT, local->max_iterations);
  else if (local->algorithm == QD_LOCAL_ANNEALING)
    iterations = g_strdup_printf (_("%" PRIu64 " at most (the schedule’s)"),
                                  (guint64) qd_schedule_default_iterations (schedule->kind));
  else
    iterations = g_strdup (_("no limit"));
  qd_report_add_pair (section, o.algorithm == QD_LOCAL_VARIANT_GENETIC ? "generations" : "iterations", iterations);
  qd_report_add_paragraph (section, describe_algorithm (o.algorithm));
}

static void
add_tour_table (QdReportSection *section, const QdTspReportRun *r)
{
  const QdTsp *tsp = r->tsp;
  const guint *tour = r->run->tour;
  QdReportBlock *table = qd_report_add_table (section, _("The best tour, leg by leg"), "tour",
                                              (const char *[]) { C_("a stop on a tour", "Stop"), _("City"), _("Next"), _("Leg"),
                                                                 _("So far"), NULL });
  double so_far = 0;

  for (guint k = 0; k < tsp->n; k++)
    {
      guint a = tour[k], b = tour[(k + 1) % tsp->n];
      double leg = qd_tsp_distance (tsp, a, b);
      g_autofree char *stop = g_strdup_printf ("%u", k + 1);
      g_autofree char *leg_text = length_text (leg);
      g_autofree char *so_far_text = length_text (so_far += leg);

      qd_report_add_row (table, (const char *[]) { stop, tsp->names[a], tsp->names[b], leg_text, so_far_text, NULL });
    }
}

typedef struct {
  const QdTspRun *run;
  const QdPalette *palette;
} Plots;

static void
draw_plots (cairo_t *cr, double width, double height, gpointer data)
{
  const Plots *plots = data;

  qd_tsp_plots_draw (cr, width, height, plots->run, plots->palette);
}

static void
add_results (QdReport *report, const QdTspReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const QdTspRun *run = r->run;
  g_autofree char *length = length_text (run->length);
  g_autofree char *start = length_text (run->start_length);
  g_autofree char *tour = qd_tsp_tour_to_string (r->tsp, run->tour, " ");
  g_autofree char *caption = g_strdup_printf (_("Best tour: length %s"), length);
  guint n_plots = qd_tsp_plots_count (run);
  Plots plots = { run, qd_report_palette (report) };

  qd_report_add_pair (section, _("Length of the best tour"), length);
  qd_report_add_pair (section, _("Length of the start tour"), start);
  qd_report_add_pair (section, _("Best tour"), tour);
  add_map (report, section, r->tsp, run->tour, "best-tour", caption);
  add_tour_table (section, r);
  qd_report_add_figure (section, n_plots > 1 ? _("The tour’s length and the temperature over the iterations")
                                             : _("The tour’s length over the iterations"),
                        "plots", PLOT_WIDTH * n_plots, PLOT_HEIGHT, draw_plots, &plots);
}

static void
add_statistics (QdReport *report, const QdTspReportRun *r)
{
  const QdTspRun *run = r->run;
  QdReportBlock *table = qd_run_report_stats_table (report);

  qd_run_report_stats_row (table, _("Iterations"), run->stats.iterations);
  qd_run_report_stats_row (table, _("Moves made"), run->stats.moves);
  qd_run_report_stats_row (table, _("Of them, worse moves taken"), run->stats.worse_moves);
  qd_run_report_stats_row (table, _("Neighbours evaluated"), run->stats.evaluations);
  qd_run_report_stats_row (table, _("Random restarts"), run->stats.restarts);
  qd_run_report_stats_row (table, _("Steps (the start, moves and restarts)"), run->n_steps);
  qd_report_add_row (table, (const char *[]) { _("How it ended"), qd_local_status_to_string (run->status), NULL });
  qd_run_report_stats_time (table, run->stats.time_us);
}

static void
add_trace (QdReport *report, const QdTspReportRun *r)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_TRACE);
  g_autofree char *steps = qd_tsp_run_format_capped (r->tsp, r->run, TRACE_MAX_BYTES);
  g_autofree char *header = qd_tsp_header_format (r->tsp, r->options);
  g_autofree char *text = g_strdup_printf ("%s\n%s", header, steps);

  if (r->run->n_steps > r->run->steps->len)
    {
      g_autofree char *said = g_strdup_printf (_("The first %u of the run’s %" PRIu64 " steps were "
                                                 "recorded: the trace shows those."),
                                               r->run->steps->len, (guint64) r->run->n_steps);

      qd_report_add_paragraph (section, said);
    }
  qd_report_add_verbatim (section, _("The steps, as quandary-cli tsp prints them"), "steps", text);
}

void
qd_tsp_run_report_add (QdReport *report, const QdTspReportRun *run)
{
  g_return_if_fail (report != NULL && run != NULL && run->tsp != NULL && run->options != NULL);

  add_instance (report, run);
  add_settings (report, run);
  if (run->run == NULL)
    return;
  add_results (report, run);
  add_statistics (report, run);
  add_trace (report, run);
}

QdReport *
qd_tsp_run_report_new (const QdTspReportRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_tsp_problem, run->path, run->instance, palette);

  qd_tsp_run_report_add (report, run);
  return report;
}

QdReport *
qd_tsp_acceptance_report_new (const char *const *acceptance, gboolean minimise, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_tsp_problem, NULL, _("Acceptance probabilities"), palette);
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);

  for (guint i = 0; acceptance != NULL && acceptance[i] != NULL; i++)
    qd_report_add_pair (section, "acceptance", acceptance[i]);
  qd_report_add_pair (section, _("Objective"), minimise ? _("minimised") : _("maximised"));
  qd_report_add_paragraph (section, _("Each line of the results is the probability that simulated annealing takes "
                                      "a move from CURRENT to NEIGHBOUR at temperature T: 1 when the neighbour is "
                                      "no worse, else e^(ΔE/T)."));
  return report;
}
