/* qd-queens-render.h — an N-queens state on a chessboard: the queens, each
 * empty square's h if its column's queen moved there (AIMA figure 4.3(a)),
 * the best of them marked, the attacking pairs as lines between queens;
 * the move just made as an arrow.  A large board draws less: past
 * QD_QUEENS_RENDER_MAX_NUMBERS no numbers nor lines, past
 * QD_QUEENS_RENDER_MAX_SQUARES a summary (queens per region as a density
 * picture beside the queens per row), so that a million queens draw in
 * O(N).  The population of a genetic algorithm as AIMA figure 4.6 draws
 * it is qd_queens_render_population.  No GTK. */
#pragma once

#include <cairo.h>

#include "problems/queens/qd-queens.h"
#include "problems/queens/qd-queens-trace.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

#define QD_QUEENS_RENDER_MAX_NUMBERS 40
#define QD_QUEENS_RENDER_MAX_SQUARES 400

typedef struct {
  const QdPalette *palette;     /* NULL: light */
  gboolean show_h;              /* each empty square's h (N <= MAX_NUMBERS) */
  gboolean show_attacks;        /* lines between attacking queens (N <= MAX_NUMBERS) */
  gint cursor_col, cursor_row;  /* the keyboard's square, outlined; -1: none */
  gint move_col;                /* the move just made: its column, -1: none */
  guint move_from;              /* … and the row its queen left */
  const char *caption;          /* under the board; NULL: "h = H" */
} QdQueensRenderOptions;

void     qd_queens_render_options_init (QdQueensRenderOptions *options, const QdPalette *palette);
void     qd_queens_render_get_size     (guint n, const QdQueensRenderOptions *options, double *width,
                                        double *height);
void     qd_queens_render              (cairo_t *cr, const QdQueens *q, const QdQueensRenderOptions *options);
/* The square of column `col`, row `row`: its top left corner and side
 * (the summary's: the board's region holding it). */
void     qd_queens_render_square       (guint n, guint col, guint row, double *x, double *y, double *side);
/* Column col's name on the board: a letter up to 26 columns ("c"), else its
 * number from 1. */
void     qd_queens_render_column_name  (guint n, guint col, char *out, gsize size);
/* The square at (x, y) in drawing units; FALSE off the board. */
gboolean qd_queens_render_hit          (guint n, double x, double y, guint *col, guint *row);

/* The genetic algorithm's generation g as AIMA figure 4.6: the population
 * with each one's fitness and share, the parents selected, the children
 * after crossover (the point marked, each part in its parent's colour) and
 * after mutation (the mutated gene marked).  Genes are written as the book
 * does, each column's row counted from 1 at the bottom. */
void     qd_queens_render_population_get_size (const QdQueensGeneration *g, const QdPalette *palette,
                                               double *width, double *height);
void     qd_queens_render_population  (cairo_t *cr, const QdQueensGeneration *g, const QdPalette *palette);
/* The generation in words, one line per child, for screen readers and tests. */
char    *qd_queens_population_describe (const QdQueensGeneration *g);
/* Individual i's genes as the figure writes them ("24748552"; N > 9:
 * numbers between spaces); `children`: the child's. */
char    *qd_queens_genes_text          (const QdQueensGeneration *g, guint i, gboolean children);

G_END_DECLS
