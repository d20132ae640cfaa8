/* qd-queens-render-population.c — a generation of the genetic algorithm
 * on N queens as AIMA figure 4.6 draws it (qd-queens-render.h). */
#include "config.h"
#include "qd-queens-render.h"

#include <glib/gi18n.h>
#include <math.h>

#include "render/qd-draw.h"

#define MARGIN 16.0
#define ROW 30.0
#define HEADER 30.0
#define GAP 26.0
#define FITNESS_WIDTH 96.0
#define DIGITS_SIZE 17.0

enum { COL_POPULATION, COL_FITNESS, COL_SELECTION, COL_CROSSOVER, COL_MUTATION, N_COLS };

/* Gene k as the figure writes it: the row counted from 1 at the bottom. */
static guint
gene_label (const QdQueensGeneration *g, guint row)
{
  return g->n - row;
}

/* Characters a gene takes, its separator included. */
static guint
gene_chars (const QdQueensGeneration *g)
{
  return g->n <= 9 ? 1 : g->n <= 99 ? 3 : 4;
}

char *
qd_queens_genes_text (const QdQueensGeneration *g, guint i, gboolean children)
{
  const guint *genes = (children ? g->children : g->genes) + (gsize) i * g->n;
  GString *s = g_string_new (NULL);

  for (guint k = 0; k < g->n; k++)
    g_string_append_printf (s, g->n <= 9 ? "%u" : k == 0 ? "%u" : " %u", gene_label (g, genes[k]));
  return g_string_free (s, FALSE);
}

typedef struct {
  QdDrawText text;
  const QdPalette *p;
  double adv;                   /* a character's advance (monospace digits) */
  double x[N_COLS + 1];
} Layout;

static void
layout_init (Layout *l, cairo_t *cr, const QdQueensGeneration *g, const QdPalette *p)
{
  double strip;

  l->p = p;
  qd_draw_text_init (&l->text, cr, "monospace", "8");
  l->adv = qd_draw_text_advance (&l->text, "0", qd_palette_text (p, DIGITS_SIZE), 0);
  strip = MAX (l->adv * gene_chars (g) * g->n, 80 * p->text_scale);
  l->x[0] = MARGIN;
  for (guint c = 0; c < N_COLS; c++)
    l->x[c + 1] = l->x[c] + (c == COL_FITNESS ? FITNESS_WIDTH * p->text_scale : strip) + GAP;
}

void
qd_queens_render_population_get_size (const QdQueensGeneration *g, const QdPalette *palette, double *width,
                                      double *height)
{
  const QdPalette *p = palette != NULL ? palette : qd_palette_light ();
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (s);
  Layout l;

  layout_init (&l, cr, g, p);
  *width = l.x[N_COLS] - GAP + MARGIN;
  *height = 2 * MARGIN + (HEADER + ROW * g->size) * p->text_scale;
  qd_draw_text_clear (&l.text);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

/* The genes of `genes`, gene k in colour[k] (NULL: the foreground), gene
 * `mark` boxed, a bar before gene `cut` (0: none). */
static void
draw_genes (Layout *l, const QdQueensGeneration *g, const guint *genes, double x, double y,
            const QdColor *const *colour, gint mark, guint cut)
{
  double size = qd_palette_text (l->p, DIGITS_SIZE), w = l->adv * gene_chars (g);
  cairo_t *cr = l->text.cr;

  for (guint k = 0; k < g->n; k++)
    {
      char label[8];
      double gx = x + k * w;

      g_snprintf (label, sizeof label, "%u", gene_label (g, genes[k]));
      if ((gint) k == mark)
        {
          cairo_rectangle (cr, gx - 1, y - size * 0.75, w + 2, size * 1.3);
          qd_draw_set_color (cr, &l->p->accent, 0.3);
          cairo_fill (cr);
        }
      qd_draw_text (&l->text, label, size, QD_DRAW_TEXT_LEFT | ((gint) k == mark ? QD_DRAW_TEXT_BOLD : 0), gx,
                    y, colour != NULL ? colour[k] : &l->p->foreground, 1);
    }
  if (cut > 0 && cut < g->n)
    {
      cairo_move_to (cr, x + cut * w - (gene_chars (g) > 1 ? l->adv * 0.5 : 0.5), y - size * 0.85);
      cairo_rel_line_to (cr, 0, size * 1.2);
      qd_draw_line_width (cr, l->p, 2);
      qd_draw_set_color (cr, &l->p->bad, 1);
      cairo_stroke (cr);
    }
}

static void
draw_headers (Layout *l)
{
  const char *titles[N_COLS] = { _("Population"), _("Fitness"), _("Selection"), _("Crossover"), _("Mutation") };
  double y = MARGIN + HEADER * l->p->text_scale * 0.5;

  for (guint c = 0; c < N_COLS; c++)
    qd_draw_text (&l->text, titles[c], qd_palette_text (l->p, 13), QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_BOLD, l->x[c],
                  y, &l->p->muted, 1);
}

static void
draw_row (Layout *l, const QdQueensGeneration *g, guint i, double y)
{
  const guint *child = g->children + (gsize) i * g->n;
  const QdColor *colours[64];
  QdColor from_a, from_b;
  g_autofree guint *crossed = g_memdup2 (child, g->n * sizeof (guint));
  char fitness[48];

  qd_palette_series (l->p, 0, &from_a);
  qd_palette_series (l->p, 1, &from_b);
  for (guint k = 0; k < MIN (g->n, G_N_ELEMENTS (colours)); k++)
    colours[k] = k < g->cut[i] ? &from_a : &from_b;
  if (g->mutated[i] >= 0)
    crossed[g->mutated[i]] = g->mutated_from[i];
  draw_genes (l, g, g->genes + (gsize) i * g->n, l->x[COL_POPULATION], y, NULL, -1, 0);
  /* Shares under 10% with a decimal: a large population's are small. */
  g_snprintf (fitness, sizeof fitness, 100 * g->share[i] < 9.95 ? "%.0f  %.1f%%" : "%.0f  %.0f%%", g->fitness[i],
              100 * g->share[i]);
  qd_draw_text (&l->text, fitness, qd_palette_text (l->p, DIGITS_SIZE), QD_DRAW_TEXT_LEFT, l->x[COL_FITNESS], y,
                &l->p->foreground, 1);
  draw_genes (l, g, g->genes + (gsize) g->parent_a[i] * g->n, l->x[COL_SELECTION], y, NULL, -1, 0);
  /* An elite (no cut) is copied whole: in the text's colour. */
  draw_genes (l, g, crossed, l->x[COL_CROSSOVER], y, g->cut[i] > 0 && g->n <= G_N_ELEMENTS (colours) ? colours : NULL,
              -1, g->cut[i]);
  draw_genes (l, g, child, l->x[COL_MUTATION], y, NULL, g->mutated[i], 0);
}

void
qd_queens_render_population (cairo_t *cr, const QdQueensGeneration *g, const QdPalette *palette)
{
  const QdPalette *p = palette != NULL ? palette : qd_palette_light ();
  Layout l;

  cairo_save (cr);
  layout_init (&l, cr, g, p);
  draw_headers (&l);
  for (guint i = 0; i < g->size; i++)
    draw_row (&l, g, i, MARGIN + (HEADER + ROW * (i + 0.6)) * p->text_scale);
  qd_draw_text_clear (&l.text);
  cairo_restore (cr);
}

char *
qd_queens_population_describe (const QdQueensGeneration *g)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < g->size; i++)
    {
      g_autofree char *genes = qd_queens_genes_text (g, i, FALSE);
      g_autofree char *child = qd_queens_genes_text (g, i, TRUE);
      g_autofree char *pa = qd_queens_genes_text (g, g->parent_a[i], FALSE);
      g_autofree char *pb = qd_queens_genes_text (g, g->parent_b[i], FALSE);

      /* TRANSLATORS: one row of the genetic algorithm's figure: an individual, its fitness and
       * share, then child i's parents, crossover point and the child after mutation */
      g_string_append_printf (s, _("%s: fitness %.0f, %.0f%%. Child %u: %s × %s, crossover after %u, %s"), genes,
                              g->fitness[i], 100 * g->share[i], i + 1, pa, pb, g->cut[i], child);
      if (g->mutated[i] >= 0)
        g_string_append_printf (s, _(" (gene %d mutated)"), g->mutated[i] + 1);
      g_string_append (s, i + 1 < g->size ? ".\n" : ".");
    }
  return g_string_free (s, FALSE);
}
