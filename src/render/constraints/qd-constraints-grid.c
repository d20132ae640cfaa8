/* qd-constraints-grid.c — the grid view of a constraint problem: each
 * array of its variables drawn as what it is (a 2-D array a grid of cells,
 * a 1-D array a row), the other variables as a row of named cells; each
 * cell its variable's value, or its domain (up to 9 short values as pencil
 * marks in fixed places, as a Sudoku player writes them; else "left / all").
 * Only the cells inside the clip are drawn, so a grid of a million cells
 * costs what is on screen. */
#include "config.h"
#include "qd-constraints-render-private.h"

#include <math.h>

#include <glib/gi18n.h>

#include "render/qd-text-measure.h"

#define CELL 46.0               /* the least side of a cell */
#define VALUE_SIZE 20.0         /* a cell's value */
#define MARK_SIZE 10.5          /* a pencil mark, an index, a count */
#define TITLE_SIZE 15.0
#define TITLE_HEIGHT 26.0
#define INDEX_HEIGHT 16.0
#define NAME_HEIGHT 18.0        /* a scalar's name above its cell */
#define BLOCK_GAP 22.0
#define WRAP 24                 /* cells on a row of a long 1-D array, at least */
#define SCALARS_PER_ROW 8
#define MARKS_MAX 9             /* more values than this are counted */
#define SAMPLED 64              /* variables of an array whose values size its cells */
#define COEF_ROW 18.0           /* a row of coefficients, a line of a total */

/* The widest value of var at `size` (its least and greatest integers; every
 * symbol, up to MARKS_MAX of them). */
static double
widest_value (const QdCspModel *model, guint var, double size)
{
  guint n = qd_csp_domain_size (model->csp, var);
  double w = 0;

  for (guint v = 0; v < n; v++)
    {
      g_autofree char *text = NULL;

      if (!qd_csp_model_var (model, var)->symbolic && v > 0 && v < n - 1)
        continue;
      if (v >= MARKS_MAX && qd_csp_model_var (model, var)->symbolic)
        break;
      text = qd_csp_model_value_text (model, var, v);
      w = MAX (w, qd_text_measure (text, size));
    }
  return w;
}

static double
cell_width_of (const QdCspModel *model, const guint *vars, guint n)
{
  double w = CELL;
  guint seen = 0;

  for (guint i = 0; i < n && seen < SAMPLED; i++)
    if (vars[i] != QD_CSP_ARRAY_NONE)
      {
        w = MAX (w, widest_value (model, vars[i], VALUE_SIZE) + 14);
        seen++;
      }
  return ceil (w);
}

/* The cells of `block` from (x, y), row by row, into the variables' boxes;
 * the height the block takes. */
static double
place_cells (QdConstraintsLayout *l, QdConstraintsGridBlock *block, const guint *vars, double pitch)
{
  guint rows = (block->n_cells + block->per_row - 1) / MAX (block->per_row, 1);

  for (guint c = 0; c < block->n_cells; c++)
    {
      QdConstraintsBox *b;

      if (vars[c] == QD_CSP_ARRAY_NONE)
        continue;
      b = &l->vars[vars[c]];
      b->width = block->cell_width;
      b->height = block->cell_height;
      b->x = block->x + (c % block->per_row + 0.5) * block->cell_width;
      b->y = block->y + (c / block->per_row) * pitch + block->cell_height / 2;
    }
  return rows * pitch;
}

static double
index_width (gint64 lo, guint n)
{
  g_autofree char *a = g_strdup_printf ("%" G_GINT64_FORMAT, lo);
  g_autofree char *b = g_strdup_printf ("%" G_GINT64_FORMAT, lo + (gint64) n - 1);

  return MAX (qd_text_measure (a, MARK_SIZE), qd_text_measure (b, MARK_SIZE)) + 10;
}

/* A row's name: a constraint's coefficients are weights, the objective's
 * values. */
static const char *
coef_name (const QdCspModelLinear *linear)
{
  return linear->op == 0 ? _("value") : _("weight");
}

/* The linear constraint (the first) and the objective over the variables
 * of array a alone, when it fits on one row: into the block. */
static void
find_linears (QdConstraintsGridBlock *block, const QdCspModel *model, const QdCspArrays *arrays, guint a)
{
  gboolean have_constraint = FALSE;

  for (guint i = 0; model->linears != NULL && i < model->linears->len && block->n_linear < 2; i++)
    {
      const QdCspModelLinear *linear = model->linears->pdata[i];
      gboolean inside = linear->n > 0;

      for (guint k = 0; k < linear->n && inside; k++)
        inside = arrays->array_of[linear->vars[k]] == (gint) a;
      if (!inside || (linear->op != 0 && have_constraint))
        continue;
      have_constraint = have_constraint || linear->op != 0;
      block->linear[block->n_linear++] = linear;
    }
}

void
qd_constraints_grid_layout (QdConstraintsLayout *l, const QdCspModel *model)
{
  const QdCspArrays *arrays = l->arrays;
  g_autofree guint *scalars = g_new (guint, l->n_vars + 1);
  guint n_scalars = 0;
  double y = QD_CONSTRAINTS_MARGIN + (l->caption_y > 0 ? QD_CONSTRAINTS_CAPTION_HEIGHT : 0), width = 0;

  for (guint v = 0; v < l->n_vars; v++)
    if (arrays->array_of[v] < 0)
      scalars[n_scalars++] = v;
  l->blocks = g_new0 (QdConstraintsGridBlock, arrays->n_arrays + 1);
  for (guint a = 0; a < arrays->n_arrays; a++)
    {
      const QdCspArray *array = &arrays->arrays[a];
      QdConstraintsGridBlock *block = &l->blocks[l->n_blocks++];
      gsize n = (gsize) array->rows * array->cols;
      /* A long 1-D array wraps into a square of cells (WRAP a row up to
       * WRAP × WRAP cells), never a column thousands of rows tall. */
      guint wrap = MAX (WRAP, (guint) ceil (sqrt ((double) array->cols)));
      guint per_row = array->n_dims == 2 ? array->cols : MIN (array->cols, wrap);
      gboolean labelled_rows = array->n_dims == 2 || array->cols > per_row;

      block->array = array;
      block->n_cells = (guint) n;
      block->per_row = per_row;
      block->cell_width = cell_width_of (model, array->cells, (guint) MIN (n, G_MAXUINT));
      block->cell_height = CELL;
      block->title_y = y + TITLE_HEIGHT / 2;
      y += TITLE_HEIGHT + INDEX_HEIGHT;
      block->x = QD_CONSTRAINTS_MARGIN + (labelled_rows ? index_width (array->lo[0], MAX (array->rows, array->cols)) : 0);
      block->y = y;
      if (!labelled_rows)
        find_linears (block, model, arrays, a);
      for (guint i = 0; i < block->n_linear; i++)
        block->x = MAX (block->x, QD_CONSTRAINTS_MARGIN + qd_text_measure (coef_name (block->linear[i]), MARK_SIZE) + 10);
      y += place_cells (l, block, array->cells, CELL);
      block->coef_y = y + COEF_ROW / 2;
      y += 2 * COEF_ROW * block->n_linear + BLOCK_GAP;
      width = MAX (width, block->x + per_row * block->cell_width);
    }
  if (n_scalars > 0)
    {
      QdConstraintsGridBlock *block = &l->blocks[l->n_blocks++];
      double w = cell_width_of (model, scalars, n_scalars);

      for (guint i = 0; i < n_scalars; i++)
        w = MAX (w, qd_text_measure (qd_csp_variable_name (model->csp, scalars[i]), MARK_SIZE + 1) + 8);
      block->n_cells = n_scalars;
      block->per_row = MIN (n_scalars, SCALARS_PER_ROW);
      block->cell_width = ceil (w);
      block->cell_height = CELL;
      block->x = QD_CONSTRAINTS_MARGIN;
      block->y = y + NAME_HEIGHT;
      y += place_cells (l, block, scalars, CELL + NAME_HEIGHT + 6) + NAME_HEIGHT;
      width = MAX (width, block->x + block->per_row * block->cell_width);
    }
  for (guint c = 0; c < l->n_constraints; c++)
    l->constraints[c] = (QdConstraintsBox) { 0 };
  l->width = MAX (width + QD_CONSTRAINTS_MARGIN, 2 * QD_CONSTRAINTS_MARGIN + 200);
  l->height = y - BLOCK_GAP + QD_CONSTRAINTS_MARGIN + (n_scalars > 0 ? BLOCK_GAP : 0);
}

/* ----------------------------------------------------------------- drawing */

static gboolean
kept (const QdConstraintsRenderOptions *o, const QdCspModel *model, guint var, guint value)
{
  return o->domains != NULL ? o->domains[var][value] : qd_csp_initial_has (model->csp, var, value);
}

/* Up to MARKS_MAX short values in fixed places, a square of them; a value
 * the step on show removed in the error colour, struck through. */
static gboolean
draw_marks (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdCspModel *model,
            const QdConstraintsRenderOptions *o, guint var, const QdConstraintsBox *b)
{
  guint n = qd_csp_domain_size (model->csp, var), cols = (guint) ceil (sqrt (n)), rows;
  double w, h;

  if (n > MARKS_MAX || widest_value (model, var, MARK_SIZE) > b->width / MAX (cols, 1) - 2)
    return FALSE;
  rows = (n + cols - 1) / cols;
  w = (b->width - 6) / cols;
  h = (b->height - 6) / MAX (rows, 1);
  for (guint v = 0; v < n; v++)
    {
      gboolean removed_now = o->pruned != NULL && o->pruned[var] != NULL && o->pruned[var][v];
      double x = b->x - b->width / 2 + 3 + (v % cols + 0.5) * w, y = b->y - b->height / 2 + 3 + (v / cols + 0.5) * h;
      g_autofree char *text = NULL;

      if (!kept (o, model, var, v) && !removed_now)
        continue;
      text = qd_csp_model_value_text (model, var, v);
      qd_draw_text (face, text, MARK_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                    removed_now ? &p->bad : &p->foreground, 1.0);
      if (removed_now)
        {
          cairo_move_to (cr, x - w * 0.35, y + h * 0.3);
          cairo_line_to (cr, x + w * 0.35, y - h * 0.3);
          qd_draw_set_color (cr, &p->bad, 1.0);
          qd_draw_line_width (cr, p, 1.5);
          cairo_stroke (cr);
        }
    }
  return TRUE;
}

static void
draw_cell (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdCspModel *model,
           const QdConstraintsRenderOptions *o, guint var, const QdConstraintsBox *b)
{
  guint n = qd_csp_domain_size (model->csp, var), left = 0, last = 0, initial = 0;
  gint single = o->solution != NULL ? o->solution[var] : o->assigned != NULL ? o->assigned[var] : -1;
  gboolean selected = (gint) var == o->selected_var;

  for (guint v = 0; v < n; v++)
    {
      if (kept (o, model, var, v))
        left++, last = v;
      initial += qd_csp_initial_has (model->csp, var, v);
    }
  /* A value the file gives (a Sudoku's clue) on a grey ground, in the
   * text's colour; a value the search found on the cell's ground, in the
   * accent: told apart by two channels. */
  cairo_rectangle (cr, b->x - b->width / 2, b->y - b->height / 2, b->width, b->height);
  if (single >= 0 && o->solution == NULL)
    qd_draw_set_color (cr, &p->accent, 0.22);
  else if (initial == 1)
    qd_draw_set_color (cr, &p->muted, 0.35);
  else
    qd_draw_set_color (cr, &p->leaf_fill, 1.0);
  cairo_fill (cr);
  if (single < 0 && left == 1 && n > 1)
    single = (gint) last;
  if (single >= 0)
    {
      g_autofree char *text = qd_csp_model_value_text (model, var, (guint) single);

      qd_draw_text (face, text, VALUE_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x,
                    b->y, initial == 1 || o->solution == NULL ? &p->foreground : &p->accent, 1.0);
    }
  else if (left == 0 || (gint) var == o->wiped_out)
    qd_draw_text (face, "∅", VALUE_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x, b->y,
                  &p->bad, 1.0);
  else if (!draw_marks (cr, face, p, model, o, var, b))
    {
      g_autofree char *text = g_strdup_printf ("%u/%u", left, n);

      qd_draw_text (face, text, MARK_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, b->x, b->y, &p->muted, 1.0);
    }
  if (selected || left == 0)
    {
      cairo_rectangle (cr, b->x - b->width / 2 + 2, b->y - b->height / 2 + 2, b->width - 4, b->height - 4);
      qd_draw_set_color (cr, selected ? &p->accent : &p->bad, 1.0);
      qd_draw_line_width (cr, p, 3);
      cairo_stroke (cr);
    }
}

/* The value index each variable has on show (a solution's, an
 * assignment's, a domain of one value), else -1. */
static gint
shown_value (const QdConstraintsRenderOptions *o, const QdCspModel *model, guint var)
{
  guint n = qd_csp_domain_size (model->csp, var), left = 0, last = 0;

  if (o->solution != NULL || (o->assigned != NULL && o->assigned[var] >= 0))
    return o->solution != NULL ? o->solution[var] : o->assigned[var];
  for (guint v = 0; v < n && left < 2; v++)
    if (kept (o, model, var, v))
      left++, last = v;
  return left == 1 ? (gint) last : -1;
}

/* Under a one-row array: each linear's coefficients under its cells, then
 * its total for the values on show against its bound ("Total weight: 37
 * of the capacity 50"). */
static void
draw_coefficients (QdDrawText *face, const QdPalette *p, const QdCspModel *model, const QdConstraintsLayout *l,
                   const QdConstraintsGridBlock *block, const QdConstraintsRenderOptions *o)
{
  g_autofree gint *values = g_new (gint, l->n_vars + 1);

  for (guint v = 0; v < l->n_vars; v++)
    values[v] = shown_value (o, model, v);
  for (guint i = 0; i < block->n_linear; i++)
    {
      const QdCspModelLinear *linear = block->linear[i];
      double y = block->coef_y + i * COEF_ROW, total_y = block->coef_y + (block->n_linear + i) * COEF_ROW;
      g_autofree char *total = NULL, *text = NULL, *bound = NULL;
      gint64 sum;

      qd_draw_text (face, coef_name (linear), MARK_SIZE, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, block->x - 5, y,
                    &p->muted, 1.0);
      for (guint k = 0; k < linear->n; k++)
        {
          g_autofree char *coef = g_strdup_printf ("%" G_GINT64_FORMAT, linear->coeffs[k]);

          qd_draw_text (face, coef, MARK_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, l->vars[linear->vars[k]].x,
                        y, &p->foreground, 1.0);
        }
      qd_csp_model_linear_total (model, linear, values, &sum);
      total = g_strdup_printf ("%" G_GINT64_FORMAT, sum);
      bound = g_strdup_printf ("%" G_GINT64_FORMAT, linear->bound);
      if (linear->op == 0)
        text = g_strdup_printf (_("Total value: %s"), total);
      else if (linear->op == '<')
        text = g_strdup_printf (_("Total weight: %s of the capacity %s"), total, bound);
      else
        /* TRANSLATORS: a linear constraint's total and what it must be: "Total: 12 (must be ≥ 20)" */
        text = g_strdup_printf (_("Total: %s (must be %s %s)"), total,
                                linear->op == '>' ? "≥" : linear->op == '=' ? "=" : "≠", bound);
      qd_draw_text (face, text, MARK_SIZE + 1, QD_DRAW_TEXT_INK_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, QD_CONSTRAINTS_MARGIN,
                    total_y, linear->op == '<' && sum > linear->bound ? &p->bad : &p->foreground, 1.0);
    }
}

/* The block's lines: each cell's outline, and for a square grid of a
 * square side (a Sudoku's 9 × 9) its boxes' borders thicker. */
static gboolean
outside (const QdConstraintsBox *b, const double *clip)
{
  return b->x + b->width < clip[0] || b->x - b->width > clip[2] || b->y + b->height < clip[1] - NAME_HEIGHT ||
         b->y - b->height > clip[3];
}

static void
draw_lines (cairo_t *cr, const QdPalette *p, const QdConstraintsGridBlock *block, const QdConstraintsLayout *l,
            const guint *vars, const double *clip)
{
  const QdCspArray *a = block->array;
  guint k = a != NULL && a->n_dims == 2 && a->rows == a->cols ? (guint) round (sqrt (a->cols)) : 0;

  for (guint c = 0; c < block->n_cells; c++)
    if (vars[c] != QD_CSP_ARRAY_NONE && !outside (&l->vars[vars[c]], clip))
      {
        const QdConstraintsBox *b = &l->vars[vars[c]];

        cairo_rectangle (cr, b->x - b->width / 2, b->y - b->height / 2, b->width, b->height);
      }
  qd_draw_set_color (cr, &p->foreground, 1.0);
  qd_draw_line_width (cr, p, 1);
  cairo_stroke (cr);
  if (k < 2 || k * k != a->cols)
    return;
  for (guint i = 0; i <= a->cols; i += k)
    {
      cairo_move_to (cr, block->x + i * block->cell_width, block->y);
      cairo_line_to (cr, block->x + i * block->cell_width, block->y + a->rows * block->cell_height);
      cairo_move_to (cr, block->x, block->y + i * block->cell_height);
      cairo_line_to (cr, block->x + a->cols * block->cell_width, block->y + i * block->cell_height);
    }
  qd_draw_line_width (cr, p, 3);
  cairo_stroke (cr);
}

/* The title, the indexes above the columns and left of the rows. */
static void
draw_labels (QdDrawText *face, const QdPalette *p, const QdConstraintsGridBlock *block, guint n_drawn_rows)
{
  const QdCspArray *a = block->array;
  g_autofree char *title = qd_csp_array_title (a);
  gboolean two = a->n_dims == 2;

  qd_draw_text (face, title, TITLE_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_INK_LEFT | QD_DRAW_TEXT_CAP_MIDDLE,
                QD_CONSTRAINTS_MARGIN, block->title_y, &p->foreground, 1.0);
  for (guint c = 0; c < block->per_row; c++)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, (two ? a->lo[1] : a->lo[0]) + c);

      qd_draw_text (face, text, MARK_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    block->x + (c + 0.5) * block->cell_width, block->y - INDEX_HEIGHT / 2, &p->muted, 1.0);
    }
  for (guint r = 0; r < n_drawn_rows && (two || n_drawn_rows > 1); r++)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, a->lo[0] + (gint64) r * (two ? 1 : block->per_row));

      qd_draw_text (face, text, MARK_SIZE, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE, block->x - 5,
                    block->y + (r + 0.5) * block->cell_height, &p->muted, 1.0);
    }
}

void
qd_constraints_grid_draw (cairo_t *cr, QdDrawText *face, const QdPalette *p, const QdCspModel *model,
                          const QdConstraintsLayout *l, const QdConstraintsRenderOptions *o)
{
  double clip[4];
  g_autofree guint *scalars = g_new (guint, l->n_vars + 1);
  guint n_scalars = 0;

  cairo_clip_extents (cr, &clip[0], &clip[1], &clip[2], &clip[3]);
  for (guint v = 0; v < l->n_vars; v++)
    if (l->arrays->array_of[v] < 0)
      scalars[n_scalars++] = v;
  for (guint i = 0; i < l->n_blocks; i++)
    {
      const QdConstraintsGridBlock *block = &l->blocks[i];
      const guint *vars = block->array != NULL ? block->array->cells : scalars;
      guint n_drawn_rows = (block->n_cells + block->per_row - 1) / MAX (block->per_row, 1);

      if (block->array != NULL)
        draw_labels (face, p, block, n_drawn_rows);
      for (guint c = 0; c < block->n_cells; c++)
        {
          const QdConstraintsBox *b;

          if (vars[c] == QD_CSP_ARRAY_NONE)
            continue;
          b = &l->vars[vars[c]];
          if (outside (b, clip))
            continue;
          draw_cell (cr, face, p, model, o, vars[c], b);
          if (block->array == NULL)
            qd_draw_text (face, qd_csp_variable_name (model->csp, vars[c]), MARK_SIZE + 1,
                          QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_BASELINE, b->x,
                          b->y - b->height / 2 - 5, &p->foreground, 1.0);
        }
      draw_lines (cr, p, block, l, vars, clip);
      if (block->n_linear > 0)
        draw_coefficients (face, p, model, l, block, o);
    }
}
