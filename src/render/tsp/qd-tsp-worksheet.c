/* qd-tsp-worksheet.c — hill-climbing and annealing exercises
 * (qd-tsp-worksheet.h). */
#include "config.h"
#include "qd-tsp-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-local.h"
#include "core/qd-owned.h"
#include "problems/tsp/qd-tsp-gen.h"
#include "problems/tsp/qd-tsp-search.h"
#include "render/qd-draw.h"

typedef struct {
  QdOwned owned;
  QdTspGenExercise *gen;
  QdTspRun *run;             /* steepest-ascent hill climbing with swaps, seed 0: the command's defaults */
  double start_length;
  double worse_length;
  double best_length;
  double *lengths;           /* n × n: the neighbour swapping the cities at positions i < j */
  guint best_i, best_j;      /* hill climbing's first move, as the run made it */
  guint *successor;          /* the tour after it */
} Exercise;

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  const QdTsp *tsp;
  QdTspSearchOptions options;
  double best = G_MAXDOUBLE;
  guint n;

  e->gen = qd_owned_add (&e->owned, qd_tsp_gen_exercise (seed, difficulty), (GDestroyNotify) qd_tsp_gen_exercise_free);
  tsp = e->gen->tsp;
  n = tsp->n;
  qd_tsp_search_options_init (&options);
  options.local.algorithm = QD_LOCAL_HILL_CLIMBING;
  options.local.seed = 0;
  options.max_steps = QD_TSP_RECORDED_STEPS;
  e->run = qd_owned_add (&e->owned, qd_tsp_search (tsp, tsp->start, &options), (GDestroyNotify) qd_tsp_run_free);
  e->start_length = qd_tsp_tour_length (tsp, tsp->start);
  e->lengths = qd_owned_add (&e->owned, g_new0 (double, n * n), g_free);
  e->successor = qd_owned_add (&e->owned, g_new (guint, n), g_free);
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        g_autofree guint *tour = g_memdup2 (tsp->start, n * sizeof (guint));

        qd_tsp_move_apply (QD_TSP_SWAP, n, tour, i, j);
        e->lengths[i * n + j] = qd_tsp_tour_length (tsp, tour);
        best = MIN (best, e->lengths[i * n + j]);
      }
  /* Ties (the same cycle, by the generator) are broken as the run broke them. */
  memcpy (e->successor, tsp->start, n * sizeof (guint));
  if (e->run->steps->len > 1)
    {
      const QdTspStep *step = &g_array_index (e->run->steps, QdTspStep, 1);

      e->best_i = step->i;
      e->best_j = step->j;
      qd_tsp_run_replay (e->run, G_MAXUINT, 1, e->successor);
    }
  e->best_length = best;
  e->worse_length = e->lengths[e->gen->worse_i * n + e->gen->worse_j];
  return e;
}

/* The file's values for --acceptance: "C,N,T". */
static char *
acceptance_values (const Exercise *e)
{
  g_autofree char *c = qd_format_number (e->start_length);
  g_autofree char *n = qd_format_number (e->worse_length);
  g_autofree char *t = qd_format_number (e->gen->temperature);

  return g_strdup_printf ("%s,%s,%s", c, n, t);
}

/* The instance, under a comment that gives the annealing question's
 * values, so that the bundle alone says which command made the answer. */
static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *table = qd_tsp_to_string (e->gen->tsp);
  g_autofree char *values = acceptance_values (e);

  return g_strdup_printf ("# worksheet: quandary-cli tsp FILE --acceptance %s --minimise\n%s", values, table);
}

/* `tsp FILE --acceptance C,N,T --minimise`: the calculator's line, then
 * the hill-climbing run. */
static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;
  const QdTsp *tsp = e->gen->tsp;
  g_autofree char *c = qd_format_number (e->start_length);
  g_autofree char *n = qd_format_number (e->worse_length);
  g_autofree char *t = qd_format_number (e->gen->temperature);
  g_autofree char *d = qd_format_number (e->start_length - e->worse_length);
  g_autofree char *steps = qd_tsp_run_format (tsp, e->run);
  char p[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (p, sizeof p, "%.6f",
                   qd_local_acceptance (e->start_length, e->worse_length, e->gen->temperature, FALSE));
  return g_strdup_printf ("current %s neighbour %s T %s delta %s p %s\nneighbours %" G_GUINT64_FORMAT "\n%s", c, n,
                          t, d, p, qd_tsp_n_neighbours (tsp->n), steps);
}

#define ROW     QD_WORKSHEET_BLANK
#define CELL    (8.5 * QD_WORKSHEET_MM)
#define TEXT    9.0
#define LEFT_W  (76.0 * QD_WORKSHEET_MM)

static const char *
city (const Exercise *e, guint position)
{
  return e->gen->tsp->names[e->gen->tsp->start[position]];
}

/* The distance table, given, and the start tour under it; returns the
 * height used. */
static double
draw_distances (cairo_t *cr, const Exercise *e, const QdPalette *palette)
{
  const QdTsp *tsp = e->gen->tsp;
  double top = 6.0 * QD_WORKSHEET_MM, bottom = top + (tsp->n + 1) * ROW;
  g_autofree char *start = qd_tsp_tour_to_string (tsp, tsp->start, " – ");
  g_autofree char *line = g_strdup_printf (_("%s (and back to %s)"), start, tsp->names[tsp->start[0]]);

  qd_worksheet_text (cr, palette, _("Distances"), 10, TRUE, 0, 4.0 * QD_WORKSHEET_MM, 0);
  for (guint a = 0; a < tsp->n; a++)
    {
      qd_worksheet_text (cr, palette, tsp->names[a], TEXT, TRUE, (a + 1.5) * CELL, top + ROW * 0.62, 0.5);
      qd_worksheet_text (cr, palette, tsp->names[a], TEXT, TRUE, 0.5 * CELL, top + (a + 1) * ROW + ROW * 0.62, 0.5);
      for (guint b = 0; b < tsp->n; b++)
        {
          g_autofree char *d = qd_format_number (qd_tsp_distance (tsp, a, b));

          qd_worksheet_box (cr, palette, (b + 1) * CELL, top + (a + 1) * ROW, CELL, ROW);
          qd_worksheet_text (cr, palette, a == b ? "–" : d, TEXT, FALSE, (b + 1.5) * CELL,
                             top + (a + 1) * ROW + ROW * 0.62, 0.5);
        }
    }
  qd_worksheet_text (cr, palette, _("Start tour"), 10, TRUE, 0, bottom + 5.0 * QD_WORKSHEET_MM, 0);
  qd_worksheet_text (cr, palette, line, 10, FALSE, 0, bottom + 10.0 * QD_WORKSHEET_MM, 0);
  return bottom + 12.0 * QD_WORKSHEET_MM;
}

/* A question's line at y, its answer box after it (filled with `answer`). */
static double
draw_question (cairo_t *cr, double x, double y, double width, const char *question, double box_w,
               const char *answer, const QdPalette *palette)
{
  qd_worksheet_text_fit (cr, palette, question, TEXT + 0.5, TRUE, x, y + 4.0 * QD_WORKSHEET_MM, 0, width);
  qd_worksheet_box (cr, palette, x, y + 6.0 * QD_WORKSHEET_MM, box_w, ROW);
  if (answer != NULL)
    qd_worksheet_text (cr, palette, answer, TEXT + 1, FALSE, x + 3, y + 6.0 * QD_WORKSHEET_MM + ROW * 0.66, 0);
  return y + 6.0 * QD_WORKSHEET_MM + ROW + 3.0 * QD_WORKSHEET_MM;
}

/* The neighbours as a triangle: the cities of the start tour by position,
 * the cell of (row i, column j) the tour with the two swapped. */
static double
draw_neighbours (cairo_t *cr, double x, double y, double width, const Exercise *e, gboolean filled,
                 const QdPalette *palette)
{
  guint n = e->gen->tsp->n;
  double label = 9.0 * QD_WORKSHEET_MM;
  double cell = MIN ((width - label) / (n - 1), 16.0 * QD_WORKSHEET_MM);
  double top = y + 6.0 * QD_WORKSHEET_MM;

  qd_worksheet_text_fit (cr, palette, _("2. Each neighbour’s length (row and column swapped)"),
                         TEXT + 0.5, TRUE, x, y + 4.0 * QD_WORKSHEET_MM, 0, width);
  for (guint j = 1; j < n; j++)
    qd_worksheet_text (cr, palette, city (e, j), TEXT, TRUE, x + label + (j - 0.5) * cell, top + ROW * 0.62, 0.5);
  for (guint i = 0; i + 1 < n; i++)
    {
      double row_top = top + (i + 1) * ROW;

      qd_worksheet_text (cr, palette, city (e, i), TEXT, TRUE, x + label / 2, row_top + ROW * 0.62, 0.5);
      for (guint j = i + 1; j < n; j++)
        {
          double left = x + label + (j - 1) * cell;

          qd_worksheet_box (cr, palette, left, row_top, cell, ROW);
          if (filled)
            {
              g_autofree char *length = qd_format_number (e->lengths[i * n + j]);
              gboolean best = e->lengths[i * n + j] == e->best_length;

              if (best)
                {
                  cairo_save (cr);
                  cairo_rectangle (cr, left + 1.5, row_top + 1.5, cell - 3, ROW - 3);
                  cairo_set_line_width (cr, 1.6);
                  qd_draw_set_color (cr, &palette->foreground, 1.0);
                  cairo_stroke (cr);
                  cairo_restore (cr);
                }
              qd_worksheet_text (cr, palette, length, TEXT, best, left + cell / 2, row_top + ROW * 0.62, 0.5);
            }
        }
    }
  return top + n * ROW + 3.0 * QD_WORKSHEET_MM;
}

/* The smallest and the largest of n values. */
static void
span (const double *v, guint n, double *lo, double *hi)
{
  *lo = *hi = v[0];
  for (guint i = 1; i < n; i++)
    {
      *lo = MIN (*lo, v[i]);
      *hi = MAX (*hi, v[i]);
    }
}

/* The cities where the distances place them (qd_tsp_layout: the table's
 * points, rotated or mirrored maybe), a dot and its name each, scaled into
 * the rectangle (x, y, width, height) under a title; nothing when it is too
 * small for the names to stay apart (a hard sheet's seven cities, at times). */
static void
draw_cities (cairo_t *cr, double x, double y, double width, double height, const Exercise *e,
             const QdPalette *palette)
{
  const QdTsp *tsp = e->gen->tsp;
  double pad = 4.0 * QD_WORKSHEET_MM, top = y + 6.0 * QD_WORKSHEET_MM;
  double x0, x1, y0, y1, scale, closest = G_MAXDOUBLE;

  if (tsp->x == NULL || width < 20.0 * QD_WORKSHEET_MM || height < 16.0 * QD_WORKSHEET_MM)
    return;
  span (tsp->x, tsp->n, &x0, &x1);
  span (tsp->y, tsp->n, &y0, &y1);
  for (guint c = 0; c < tsp->n; c++)
    for (guint d = 0; d < c; d++)
      closest = MIN (closest, hypot (tsp->x[c] - tsp->x[d], tsp->y[c] - tsp->y[d]));
  /* Room for the names right of and above the dots; none where two names
   * would run into each other. */
  scale = MIN ((width - 2 * pad) / MAX (x1 - x0, 1), (y + height - top - 2 * pad) / MAX (y1 - y0, 1));
  if (closest * scale < 3.0 * QD_WORKSHEET_MM)
    return;
  qd_worksheet_text (cr, palette, _("Cities"), TEXT + 0.5, TRUE, x, y + 4.0 * QD_WORKSHEET_MM, 0);
  x += (width - 2 * pad - (x1 - x0) * scale) / 2;
  for (guint c = 0; c < tsp->n; c++)
    {
      /* y north, as the tab draws it. */
      double px = x + pad + (tsp->x[c] - x0) * scale;
      double py = top + pad + (y1 - tsp->y[c]) * scale;

      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, 2.2, 0, 2 * G_PI);
      qd_draw_set_color (cr, &palette->foreground, 1.0);
      cairo_fill (cr);
      qd_worksheet_text (cr, palette, tsp->names[c], TEXT, TRUE, px + 3.5, py - 2.5, 0);
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  const QdTsp *tsp = e->gen->tsp;
  double x = LEFT_W + 6.0 * QD_WORKSHEET_MM, right_w = width - x, y = 0;
  g_autofree char *start_length = qd_format_number (e->start_length);
  g_autofree char *temperature = qd_format_number (e->gen->temperature);
  g_autofree char *q4 = g_strdup_printf (_("4. Annealing at T = %s, the swap of %s and %s:"),
                                         temperature, city (e, e->gen->worse_i), city (e, e->gen->worse_j));
  g_autofree char *successor = NULL, *annealing = NULL, *climb = NULL;

  if (filled)
    {
      g_autofree char *tour = qd_tsp_tour_to_string (tsp, e->successor, " – ");
      g_autofree char *length = qd_format_number (e->lengths[e->best_i * tsp->n + e->best_j]);
      g_autofree char *delta = qd_format_number (e->worse_length - e->start_length);
      g_autofree char *end = qd_tsp_tour_to_string (tsp, e->run->tour, " ");
      char p[G_ASCII_DTOSTR_BUF_SIZE], end_length[G_ASCII_DTOSTR_BUF_SIZE];

      g_ascii_formatd (p, sizeof p, "%.2f",
                       qd_local_acceptance (e->start_length, e->worse_length, e->gen->temperature, FALSE));
      g_ascii_formatd (end_length, sizeof end_length, "%.2f", e->run->length);
      successor = g_strdup_printf (_("%s (swap %s %s), length %s"), tour, city (e, e->best_i), city (e, e->best_j),
                                   length);
      annealing = g_strdup_printf ("e^(−%s/%s) = %s", delta, temperature, p);
      climb = g_strdup_printf (ngettext ("The climb ends after %u move: %s, %s.",
                                          "The climb ends after %u moves: %s, %s.", e->run->steps->len - 1),
                               e->run->steps->len - 1, end, end_length);
    }
  y = draw_distances (cr, e, palette);
  y = draw_question (cr, 0, y, x - 2.0 * QD_WORKSHEET_MM, _("1. The length of the start tour"), 24.0 * QD_WORKSHEET_MM,
                     filled ? start_length : NULL, palette);
  if (climb != NULL)
    qd_worksheet_text (cr, palette, climb, TEXT, FALSE, 0, MIN (y + 2.0 * QD_WORKSHEET_MM, height - 1), 0);
  y = draw_neighbours (cr, x, 0, right_w, e, filled, palette);
  y = draw_question (cr, x, y, right_w, _("3. The tour hill climbing moves to, and its length"), right_w, successor,
                     palette);
  draw_question (cr, x, y, right_w, q4, 48.0 * QD_WORKSHEET_MM, annealing, palette);
  /* The cities right of the last answer's box, under its question. */
  draw_cities (cr, x + 56.0 * QD_WORKSHEET_MM, y + 5.0 * QD_WORKSHEET_MM, right_w - 56.0 * QD_WORKSHEET_MM,
               height - y - 5.0 * QD_WORKSHEET_MM, e, palette);
}

const QdWorksheetKind qd_tsp_worksheet = {
  .name = "tsp",
  .title = N_("Hill climbing and annealing on a tour"),
  .task = N_("The tour returns to its first city; its length is minimised.  Probabilities to 2 decimals."),
  .extension = "tsp",
  .command = "quandary-cli tsp FILE --acceptance C,N,T --minimise",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
