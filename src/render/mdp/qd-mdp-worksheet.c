/* qd-mdp-worksheet.c — value iteration by hand on a small grid world
 * (qd-mdp-worksheet.h). */
#include "config.h"
#include "qd-mdp-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "problems/mdp/qd-mdp.h"
#include "render/mdp/qd-mdp-render.h"
#include "render/mdp/qd-mdp-run-report.h"

#define MAX_MARKED 3
#define SWEEPS     2

typedef struct {
  QdMdpWorld *world;
  guint n_marked;
  guint marked[MAX_MARKED];     /* cell indices, labelled A, B, C */
  double *v[SWEEPS + 1];        /* V_0 … V_2 by cell */
} Exercise;

/* Sizes, noise and living reward by difficulty: a deterministic 3 × 2
 * world, then the book's 4 × 3 and noise, then a cost of living. */
static const struct {
  guint w, h, walls, marked;
  double noise, living;
} levels[] = {
  [QD_WORKSHEET_EASY]   = { 3, 2, 0, 2, 0.0, 0.0 },
  [QD_WORKSHEET_MEDIUM] = { 4, 3, 1, 3, 0.2, 0.0 },
  [QD_WORKSHEET_HARD]   = { 4, 3, 1, 3, 0.2, -0.1 },
};

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  qd_mdp_world_free (e->world);
  for (guint k = 0; k <= SWEEPS; k++)
    g_free (e->v[k]);
  g_free (e);
}

/* Terminals +1/+5/+10 and -1/-5/-10 and the walls on distinct random
 * cells, the start on an open one. */
static QdMdpWorld *
random_world (guint64 *rng, QdWorksheetDifficulty difficulty)
{
  static const double gains[] = { 1, 5, 10 };
  guint n = levels[difficulty].w * levels[difficulty].h, cells[12], start;
  QdMdpWorld *world = qd_mdp_world_new (levels[difficulty].w, levels[difficulty].h);

  for (guint i = 0; i < n; i++)
    {
      cells[i] = i;
      world->reward[i] = levels[difficulty].living;
    }
  qd_random_shuffle (rng, cells, n);
  world->kind[cells[0]] = world->kind[cells[1]] = QD_MDP_TERMINAL;
  world->reward[cells[0]] = gains[qd_random_below (rng, G_N_ELEMENTS (gains))];
  world->reward[cells[1]] = -gains[qd_random_below (rng, G_N_ELEMENTS (gains))];
  for (guint i = 0; i < levels[difficulty].walls; i++)
    {
      world->kind[cells[2 + i]] = QD_MDP_WALL;
      world->reward[cells[2 + i]] = 0;
    }
  start = cells[2 + levels[difficulty].walls + qd_random_below (rng, n - 2 - levels[difficulty].walls)];
  world->start_x = (gint) (start % world->w);
  world->start_y = (gint) (start / world->w);
  world->noise = levels[difficulty].noise;
  world->living_reward = levels[difficulty].living;
  world->discount = 0.9;
  return world;
}

/* V_0 = 0, V_1, V_2 by the engine's sweeps, laid out by cell. */
static void
solve (Exercise *e)
{
  gsize n = (gsize) e->world->w * e->world->h;
  g_autofree guint *cell_of = g_new (guint, n);
  g_autoptr(QdMarkov) model = qd_mdp_world_to_model (e->world, NULL, cell_of, NULL);
  g_autofree double *v = g_new0 (double, model->n_states);
  g_autofree double *next = g_new0 (double, model->n_states);

  for (guint k = 0; k <= SWEEPS; k++)
    {
      if (k > 0)
        {
          qd_markov_sweep (model, e->world->discount, v, next);
          memcpy (v, next, model->n_states * sizeof *v);
        }
      e->v[k] = g_new (double, n);
      qd_mdp_render_from_model (e->world, model, cell_of, v, NULL, e->v[k], NULL, NULL, NULL);
    }
}

/* Open cells within a terminal's reach first (V_2 is not the living
 * reward's alone: something to compute), in a random order. */
static void
mark_cells (Exercise *e, guint64 *rng, guint want)
{
  guint n = e->world->w * e->world->h, order[12];
  double alone = e->world->living_reward * (1 + e->world->discount);

  for (guint i = 0; i < n; i++)
    order[i] = i;
  qd_random_shuffle (rng, order, n);
  for (guint pass = 0; pass < 2; pass++)
    for (guint j = 0; j < n && e->n_marked < want; j++)
      {
        guint i = order[j];
        gboolean reached = fabs (e->v[2][i] - alone) > 1e-9;

        if (e->world->kind[i] == QD_MDP_OPEN && reached == (pass == 0))
          e->marked[e->n_marked++] = i;
      }
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  guint64 rng = qd_random_mix (seed);

  difficulty = MIN (difficulty, QD_WORKSHEET_HARD);
  e->world = random_world (&rng, difficulty);
  solve (e);
  mark_cells (e, &rng, levels[difficulty].marked);
  return e;
}

/* The world as a .mdp file, under a comment naming the command that
 * answers it. */
static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *file = qd_mdp_world_to_string (e->world);

  return g_strconcat ("# worksheet: quandary-cli mdp FILE --iterations 2 --values\n", file, NULL);
}

/* What `quandary-cli mdp FILE --iterations 2 --values` prints. */
static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *rows = qd_mdp_values_grid_text (e->world, e->v[SWEEPS]);

  return g_strdup_printf ("iterations: %u\nvalues:\n%s", SWEEPS, rows);
}

/* ------------------------------------------------------------ drawing */

#define TEXT       9.5
#define LINE       (5.0 * QD_WORKSHEET_MM)
#define MAX_CELL   (16.0 * QD_WORKSHEET_MM)
#define GAP        (8.0 * QD_WORKSHEET_MM)
#define BOX_WIDTH  (24.0 * QD_WORKSHEET_MM)

/* The world at (0, 0), plain, the marked cells lettered; returns its width. */
static double
draw_world (cairo_t *cr, const Exercise *e, double width, double height, const QdPalette *palette)
{
  const QdMdpWorld *w = e->world;
  QdMdpRenderOptions o;
  double board_w, board_h;

  qd_mdp_render_options_init (&o, palette);
  o.show = 0;
  o.cell = floor (MIN (MAX_CELL, MIN ((height - LINE) / (w->h + 0.6), width * 0.45 / (w->w + 0.6))));
  qd_mdp_render_get_size (w, &o, &board_w, &board_h);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, board_w, board_h);   /* the drawing paints its background over its clip */
  cairo_clip (cr);
  qd_mdp_render (cr, w, &o);
  cairo_restore (cr);
  for (guint i = 0; i < e->n_marked; i++)
    {
      char letter[2] = { (char) ('A' + i), 0 };
      double left, top, side;

      qd_mdp_render_cell_box (w, &o, e->marked[i] % w->w, e->marked[i] / w->w, &left, &top, &side);
      qd_worksheet_text (cr, palette, letter, side * 0.4, TRUE, left + side / 2, top + side * 0.64, 0.5);
    }
  return board_w;
}

static char *
number_text (double value)
{
  char text[32];

  qd_mdp_render_format_value (value, text, sizeof text);
  return g_strdup (text);
}

/* The rules in a few short lines from y; returns the next line's y. */
static double
draw_rules (cairo_t *cr, const Exercise *e, double x, double y, double width, const QdPalette *palette)
{
  const QdMdpWorld *w = e->world;
  g_autofree char *gamma = qd_format_number_locale (w->discount);
  g_autofree char *noise = qd_format_number_locale (w->noise);
  g_autofree char *living = qd_format_number_locale (w->living_reward);
  g_autofree char *intended = qd_format_number_locale (1 - w->noise);
  g_autofree char *side = qd_format_number_locale (w->noise / 2);
  char *lines[4];

  lines[0] = g_strdup_printf (_("γ = %s, noise %s, living reward %s"), gamma, noise, living);
  lines[1] = g_strdup_printf (_("A move goes as intended with probability %s,"), intended);
  lines[2] = g_strdup_printf (_("at right angles with %s each; a bump stays put."), side);
  lines[3] = g_strdup (_("A terminal’s one action, exit, collects its value."));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      qd_worksheet_text_fit (cr, palette, lines[i], TEXT, i == 0, x, y, 0, width);
      g_free (lines[i]);
      y += LINE;
    }
  return y;
}

/* A row per marked cell: its letter and (x, y), a box for V_1 and one
 * for V_2, filled in the key. */
static void
draw_table (cairo_t *cr, const Exercise *e, double x, double y, double width, gboolean filled,
            const QdPalette *palette)
{
  double box = MIN (BOX_WIDTH, (width - 22 * QD_WORKSHEET_MM) / 2), col1 = x + 22 * QD_WORKSHEET_MM;

  qd_worksheet_text_fit (cr, palette, _("From V₀ = 0, give V₁ and V₂ of each marked cell:"), TEXT, TRUE, x, y, 0,
                         width);
  y += LINE * 0.6;
  qd_worksheet_text (cr, palette, "V₁", TEXT, TRUE, col1 + box / 2, y + LINE * 0.6, 0.5);
  qd_worksheet_text (cr, palette, "V₂", TEXT, TRUE, col1 + box * 1.5 + 2, y + LINE * 0.6, 0.5);
  y += LINE;
  for (guint i = 0; i < e->n_marked; i++)
    {
      guint cell = e->marked[i];
      g_autofree char *name = g_strdup_printf ("%c  (%u, %u)", 'A' + i, cell % e->world->w, cell / e->world->w);
      double middle = y + QD_WORKSHEET_BLANK * 0.64;

      qd_worksheet_text (cr, palette, name, TEXT, TRUE, x, middle, 0);
      for (guint k = 1; k <= SWEEPS; k++)
        {
          double left = col1 + (k - 1) * (box + 2);

          qd_worksheet_box (cr, palette, left, y, box, QD_WORKSHEET_BLANK);
          if (filled)
            {
              g_autofree char *value = number_text (e->v[k][cell]);

              qd_worksheet_text (cr, palette, value, TEXT + 1, FALSE, left + box / 2, middle, 0.5);
            }
        }
      y += QD_WORKSHEET_BLANK + 2;
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double x, y;

  palette = qd_palette_or_light (palette);
  x = draw_world (cr, e, width, height, palette) + GAP;
  y = draw_rules (cr, e, x, 4.0 * QD_WORKSHEET_MM, width - x, palette);
  draw_table (cr, e, x, y + LINE * 0.5, width - x, filled, palette);
}

const QdWorksheetKind qd_mdp_worksheet = {
  .name = "mdp",
  .title = N_("Value iteration by hand"),
  .puzzle = N_("Grid world"),
  .task = N_("Sweep the Bellman update twice from V₀ = 0: V_k+1(s) = max over a of Σ P(s′ | s, a) [R + γ V_k(s′)].  "
             "Values to 4 decimals."),
  .extension = "mdp",
  .command = "quandary-cli mdp FILE --iterations 2 --values",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
