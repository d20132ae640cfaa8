/* qd-mdp-run-report.c — the report of a grid world (qd-mdp-run-report.h):
 * the world, the planning run (V's table, the values', Q's and policy's
 * pictures, the residual plot) and a learning run when there is one. */
#include "config.h"
#include "qd-mdp-run-report.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "problems/qd-problem.h"
#include "render/mdp/qd-mdp-plot.h"
#include "render/mdp/qd-mdp-render.h"
#include "render/qd-plot.h"
#include "render/qd-rendering.h"
#include "render/qd-run-report.h"

QD_PROBLEM_DECLARE (mdp)

#define TABLE_MAX_COLUMNS 12    /* wider worlds get no table of V (the picture shows it) */
#define TABLE_MAX_ROWS    60
#define Q_FIGURE_MAX_SIDE 16    /* larger worlds get no Q picture: its numbers could not be read */
#define PLOT_WIDTH       480.0
#define PLOT_HEIGHT      300.0
#define SOLVE_EPSILON    1e-6
#define SOLVE_MAX_SWEEPS 10000

/* The values the report shows: the run's, or value iteration's here. */
typedef struct {
  double *values;               /* w × h */
  double *q;                    /* w × h × QD_MDP_N_ACTIONS */
  guint8 *known;
  gint8 *policy;
  GArray *residuals;            /* double: value iteration's here, when the run gave no values */
} Solution;

static void
solution_clear (Solution *s)
{
  g_free (s->values);
  g_free (s->q);
  g_free (s->known);
  g_free (s->policy);
  if (s->residuals != NULL)
    g_array_unref (s->residuals);
}

/* The residual value iteration stops under: the book's bound for
 * SOLVE_EPSILON, at least 1e-12 (γ = 1 has a bound of 0). */
static double
solve_bound (double gamma)
{
  return MAX (qd_markov_stopping_bound (SOLVE_EPSILON, gamma), 1e-12);
}

/* Sweeps from V = 0 until the residual is under solve_bound. */
static void
solve_here (const QdMarkov *model, double gamma, double *v, GArray *residuals)
{
  g_autofree double *next = g_new0 (double, model->n_states);
  double bound = solve_bound (gamma);

  for (guint k = 0; k < SOLVE_MAX_SWEEPS; k++)
    {
      double r = qd_markov_sweep (model, gamma, v, next);

      memcpy (v, next, model->n_states * sizeof *v);
      g_array_append_val (residuals, r);
      if (r < bound)
        break;
    }
}

static gboolean
solution_init (Solution *s, const QdMdpRun *run)
{
  const QdMdpWorld *w = run->world;
  gsize n = (gsize) w->w * w->h;
  g_autofree guint *cell_of = g_new (guint, n);
  g_autoptr(QdMarkov) model = qd_mdp_world_to_model (w, NULL, cell_of, NULL);
  g_autofree double *v = NULL;
  g_autofree double *q_model = NULL;

  memset (s, 0, sizeof *s);
  if (model == NULL)
    return FALSE;
  v = g_new0 (double, model->n_states);
  if (run->values != NULL)
    for (guint i = 0; i + 1 < model->n_states; i++)
      v[i] = run->values[cell_of[i]];
  else
    {
      s->residuals = g_array_new (FALSE, FALSE, sizeof (double));
      solve_here (model, w->discount, v, s->residuals);
    }
  q_model = g_new (double, model->n_actions);
  for (guint a = 0; a < model->n_actions; a++)
    q_model[a] = qd_markov_q (model, w->discount, v, a);
  s->values = g_new (double, n);
  s->q = g_new (double, n * QD_MDP_N_ACTIONS);
  s->known = g_new (guint8, n);
  s->policy = g_new (gint8, n);
  qd_mdp_render_from_model (w, model, cell_of, v, q_model, s->values, s->q, s->known, s->policy);
  return TRUE;
}

/* ---- pieces */

static void
add_world_figure (QdReportSection *section, const char *caption, const char *name, const QdMdpWorld *world,
                  const QdMdpRenderOptions *options)
{
  double width, height;

  qd_mdp_render_get_size (world, options, &width, &height);
  qd_run_report_add_fitted (section, caption, name, width, height, qd_rendering_draw,
                            &QD_RENDERING (qd_mdp_render, world, options));
}

static void
add_plot_figure (QdReportSection *section, const char *caption, const char *name, QdPlot *plot,
                 const QdPalette *palette)
{
  QdPlotSheet sheet = { .plots = &plot, .n_plots = 1, .columns = 1, .palette = palette };

  qd_report_add_figure (section, caption, name, PLOT_WIDTH, PLOT_HEIGHT, qd_plot_sheet_draw, &sheet);
}

static char *
number_c (double value)
{
  return qd_format_c ("%g", value);
}

static void
add_instance (QdReport *report, const QdMdpRun *run)
{
  const QdMdpWorld *w = run->world;
  QdReportSection *section;
  QdMdpRenderOptions plain;
  g_autofree char *size = g_strdup_printf ("%u × %u", w->w, w->h);
  g_autofree char *discount = number_c (w->discount);
  g_autofree char *noise = number_c (w->noise);
  g_autofree char *living = number_c (w->living_reward);
  g_autofree char *start = w->start_x >= 0 ? g_strdup_printf ("(%d, %d)", w->start_x, w->start_y) : NULL;
  guint64 counts[3] = { 0 };
  g_autofree char *open = NULL, *terminals = NULL;

  for (guint i = 0; i < w->w * w->h; i++)
    counts[w->kind[i]]++;
  open = qd_format_count (counts[QD_MDP_OPEN]);
  terminals = qd_format_count (counts[QD_MDP_TERMINAL]);

  qd_report_add_instance (report, run->path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_report_add_pair (section, _("Size (columns × rows)"), size);
  qd_report_add_pair (section, _("Convention"), w->convention == QD_MDP_AIMA
                      ? _("AIMA’s: a reward in every state, collected in it")
                      : _("the course’s: a terminal’s value collected by its exit action"));
  qd_report_add_pair (section, _("Discount γ"), discount);
  qd_report_add_pair (section, _("Noise"), noise);
  qd_report_add_pair (section, _("Living reward"), living);
  qd_report_add_pair (section, _("Start"), start != NULL ? start : _("none"));
  qd_report_add_pair (section, _("Open cells"), open);
  qd_report_add_pair (section, _("Terminal cells"), terminals);
  qd_mdp_render_options_init (&plain, qd_report_palette (report));
  plain.show = 0;
  add_world_figure (section, _("The world: walls dark, terminals with their value, the start marked S"), "world", w,
                    &plain);
}

static void
add_settings (QdReport *report, const QdMdpRun *run, const Solution *s)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_SETTINGS);
  g_autofree char *iterations = g_strdup_printf ("%u", s->residuals != NULL ? s->residuals->len : run->iterations);
  g_autofree char *bound = number_c (solve_bound (run->world->discount));

  if (run->values != NULL)
    {
      qd_report_add_pair (section, _("Algorithm"), run->algorithm != NULL ? run->algorithm : _("Value iteration"));
      qd_report_add_pair (section, _("Iterations"), iterations);
    }
  else
    {
      qd_report_add_pair (section, _("Algorithm"), _("Value iteration from V₀ = 0"));
      qd_report_add_pair (section, _("Iterations"), iterations);
      qd_report_add_pair (section, _("Stopped once the residual was under"), bound);
    }
  if (run->learner != NULL)
    {
      qd_report_add_pair (section, _("Learner"), run->learner);
      qd_report_add_pair (section, _("Learning settings"), run->learn_settings);
    }
}

/* V in the grid's layout: a row per y from the top, a column per x. */
static void
add_values_table (QdReportSection *section, const QdMdpWorld *w, const double *values)
{
  g_autoptr(GPtrArray) header = g_ptr_array_new_with_free_func (g_free);
  QdReportBlock *table;

  g_ptr_array_add (header, g_strdup (_("y \\ x")));
  for (guint x = 0; x < w->w; x++)
    g_ptr_array_add (header, g_strdup_printf ("%u", x));
  g_ptr_array_add (header, NULL);
  table = qd_report_add_table (section, _("V of each cell (walls #), the top row first"), "values",
                               (const char *const *) header->pdata);
  for (guint r = 0; r < w->h; r++)
    {
      guint y = w->h - 1 - r;
      g_autoptr(GPtrArray) row = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (row, g_strdup_printf ("%u", y));
      for (guint x = 0; x < w->w; x++)
        {
          guint i = qd_mdp_world_index (w, x, y);
          char text[32];

          qd_mdp_render_format_value (values[i], text, sizeof text);
          g_ptr_array_add (row, g_strdup (w->kind[i] == QD_MDP_WALL ? "#" : text));
        }
      g_ptr_array_add (row, NULL);
      qd_report_add_row (table, (const char *const *) row->pdata);
    }
}

static void
add_results (QdReport *report, const QdMdpRun *run, const Solution *s)
{
  const QdMdpWorld *w = run->world;
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  const double *residuals = s->residuals != NULL ? (const double *) (gpointer) s->residuals->data : run->residuals;
  guint n_residuals = s->residuals != NULL ? s->residuals->len : run->n_residuals;
  QdMdpRenderOptions o;

  if (w->w <= TABLE_MAX_COLUMNS && w->h <= TABLE_MAX_ROWS)
    add_values_table (section, w, s->values);
  else
    qd_report_add_paragraph (section, _("The world is too large for a table of its values: the picture below "
                                        "shades them."));
  qd_mdp_render_options_init (&o, qd_report_palette (report));
  o.values = s->values;
  o.policy = s->policy;
  add_world_figure (section, _("V and the greedy policy"), "values", w, &o);
  if (MAX (w->w, w->h) <= Q_FIGURE_MAX_SIDE)
    {
      o.show = QD_MDP_SHOW_Q | QD_MDP_SHOW_POLICY;
      o.q = s->q;
      o.q_known = s->known;
      add_world_figure (section, _("Q of each move, one triangle each (the greedy move’s in bold)"), "q-values", w,
                        &o);
    }
  if (residuals != NULL && n_residuals > 0)
    {
      g_autoptr(QdPlot) plot = qd_mdp_residual_plot_new (residuals, n_residuals,
                                                         qd_markov_stopping_bound (SOLVE_EPSILON, w->discount));

      add_plot_figure (section, _("The Bellman residual of each iteration"), "residual", plot,
                       qd_report_palette (report));
    }
}

static void
add_learning (QdReport *report, const QdMdpRun *run)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_EXPERIMENT);
  QdMdpRenderOptions o;

  if (run->q != NULL && MAX (run->world->w, run->world->h) <= Q_FIGURE_MAX_SIDE)
    {
      qd_mdp_render_options_init (&o, qd_report_palette (report));
      o.show = QD_MDP_SHOW_Q;
      o.q = run->q;
      o.q_known = run->q_known;
      add_world_figure (section, _("Q as learnt"), "learnt-q", run->world, &o);
    }
  if (run->returns != NULL && run->n_returns > 0)
    {
      g_autoptr(QdPlot) plot = qd_mdp_returns_plot_new (run->returns, run->n_returns, 0);

      add_plot_figure (section, _("The return of each episode and their moving average"), "returns", plot,
                       qd_report_palette (report));
    }
}

void
qd_mdp_run_report_add (QdReport *report, const QdMdpRun *run)
{
  Solution s;

  g_return_if_fail (report != NULL && run != NULL && run->world != NULL);
  add_instance (report, run);
  if (!solution_init (&s, run))
    {
      qd_report_add_paragraph (qd_report_part (report, QD_REPORT_RESULTS),
                               _("The world breaks a rule (see the tab or the command): nothing was solved."));
      return;
    }
  add_settings (report, run, &s);
  add_results (report, run, &s);
  if (run->learner != NULL)
    add_learning (report, run);
  solution_clear (&s);
}

QdReport *
qd_mdp_run_report_new (const QdMdpRun *run, const QdPalette *palette)
{
  QdReport *report = qd_run_report_new (&qd_mdp_problem, run->path, run->world->title, palette);

  qd_mdp_run_report_add (report, run);
  return report;
}

/* VALUE to 4 decimals in the C locale, never "-0.0000". */
static char *
grid_token (double value)
{
  char *text = qd_format_c ("%.4f", value);

  if (text[0] == '-' && strspn (text + 1, "0.") == strlen (text + 1))
    memmove (text, text + 1, strlen (text));
  return text;
}

char *
qd_mdp_values_grid_text (const QdMdpWorld *world, const double *values)
{
  gsize n = (gsize) world->w * world->h, width = 1;
  g_autoptr(GPtrArray) tokens = g_ptr_array_new_full (n, g_free);
  GString *out = g_string_new (NULL);

  for (gsize i = 0; i < n; i++)
    {
      char *token = world->kind[i] == QD_MDP_WALL ? g_strdup ("#") : grid_token (values[i]);

      width = MAX (width, strlen (token));
      g_ptr_array_add (tokens, token);
    }
  for (guint r = 0; r < world->h; r++)
    {
      guint y = world->h - 1 - r;

      for (guint x = 0; x < world->w; x++)
        g_string_append_printf (out, "%s%*s", x > 0 ? " " : "", (int) width,
                                (const char *) g_ptr_array_index (tokens, qd_mdp_world_index (world, x, y)));
      while (out->len > 0 && out->str[out->len - 1] == ' ')
        g_string_truncate (out, out->len - 1);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
