/* qd-mapcolor-fcmac-render.c — forward checking and MAC domain tables, side by side.
 *
 * Each table is a block: its title and a line with the order and values;
 * the header row (D with the region's name as a subscript); one row per
 * entry of the table; and two lines under it with the outcome and the
 * counts.  A row's label reads "A ← r" or "backtrack A".  A cell lists the
 * values left after the row's inference and, greyed and struck through, the
 * values that inference removed, in value order.  Sizes come from the fixed
 * text metrics, so a picture has the same size everywhere.
 */
#include "qd-mapcolor-fcmac-render.h"

#include "render/qd-draw.h"
#include "render/qd-text-measure.h"

#include <string.h>
#include <glib/gi18n.h>

#define MARGIN          20.0
#define GAP             44.0     /* between two tables */
#define TITLE_SIZE      15.0
#define TITLE_H         22.0
#define SUB_SIZE        11.5
#define SUB_H           18.0
#define TEXT_SIZE       13.0
#define SUBSCRIPT_SIZE   9.5
#define HEADER_H        26.0
#define ROW_H           24.0
#define PAD              9.0     /* left and right of a cell's text */
#define FOOT_SIZE       12.0
#define FOOT_H          18.0
#define KEY_SIZE        11.5
#define KEY_H           28.0
#define STRIKE_WIDTH     1.5

#define BIT(i) (G_GUINT64_CONSTANT (1) << (i))

typedef struct {
  double x, y;           /* the block's top-left corner */
  double width, height;
  double label_w;
  double header_y;       /* top of the header row */
  double *col_x;         /* n_vars + 1: each domain column's left edge, then the right end */
} Block;

/* ----------------------------------------------------------------- layout */

static double
values_width (const QdCspTable *t)
{
  GString *s = g_string_new (NULL);
  double w;

  for (guint i = 0; i < t->n_values; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", t->values[i]);
  /* Bold assigned values are a little wider. */
  w = qd_text_measure (s->str, TEXT_SIZE) * 1.06;
  g_string_free (s, TRUE);
  return w;
}

static char *
subtitle (const QdCspTable *t)
{
  g_autoptr(GString) order = g_string_new (NULL);
  g_autoptr(GString) values = g_string_new (NULL);

  for (guint i = 0; i < t->n_vars; i++)
    g_string_append_printf (order, "%s%s", i > 0 ? ", " : "", t->names[t->order[i]]);
  for (guint i = 0; i < t->n_values; i++)
    g_string_append_printf (values, "%s%s", i > 0 ? ", " : "", t->values[i]);
  /* TRANSLATORS: the subtitle of an FC vs MAC table: the variable order, then the value order. */
  return g_strdup_printf (_("order %s · values %s"), order->str, values->str);
}

static char *
title (const QdCspTable *t)
{
  return g_strdup (t->method == QD_CSP_TABLES_MAC ? _("Maintaining arc consistency") : _("Forward checking"));
}

static char *
footer_outcome (const QdCspTable *t)
{
  g_autofree char *outcome = qd_csp_tables_outcome (t);

  switch (t->status)
    {
    case QD_CSP_TABLES_SOLVED:
      return g_strdup_printf (_("Solution: %s"), outcome);
    case QD_CSP_TABLES_NO_SOLUTION:
      return g_strdup (_("No solution"));
    default:
      return g_strdup_printf (ngettext ("Cut short after %u assignment", "Cut short after %u assignments", t->assignments),
                              t->assignments);
    }
}

char *
qd_mapcolor_fcmac_render_counts (const QdCspTable *t)
{
  g_autofree char *assignments = g_strdup_printf (ngettext ("%u assignment", "%u assignments", t->assignments),
                                                  t->assignments);
  /* TRANSLATORS: domains wiped out by inference (one English form; French agrees with the number) */
  g_autofree char *wipeouts = g_strdup_printf (ngettext ("%u wiped out", "%u wiped out", t->wipeouts), t->wipeouts);

  /* TRANSLATORS: "7 assignments (1 wiped out), 2 backtracks" */
  return g_strdup_printf (ngettext ("%s (%s), %u backtrack", "%s (%s), %u backtracks", t->backtracks),
                          assignments, wipeouts, t->backtracks);
}

static void
block_layout (const QdCspTable *t, double x, double y, Block *b)
{
  double cell = values_width (t);
  double w;
  char *text;

  memset (b, 0, sizeof *b);
  b->x = x;
  b->y = y;

  b->label_w = qd_text_measure (_("backtrack"), TEXT_SIZE);
  for (guint r = 0; r < t->rows->len; r++)
    {
      g_autofree char *label = qd_csp_tables_row_label (t, r, TRUE);

      b->label_w = MAX (b->label_w, qd_text_measure (label, TEXT_SIZE) * 1.04);
    }
  b->label_w += 2 * PAD;

  b->col_x = g_new (double, t->n_vars + 1);
  w = x + b->label_w;
  for (guint v = 0; v < t->n_vars; v++)
    {
      double header = qd_text_measure ("D", TEXT_SIZE) + qd_text_measure (t->names[v], SUBSCRIPT_SIZE) + 2;

      b->col_x[v] = w;
      w += MAX (cell, header) + 2 * PAD;
    }
  b->col_x[t->n_vars] = w;
  b->width = w - x;

  text = title (t);
  b->width = MAX (b->width, qd_text_measure (text, TITLE_SIZE) * 1.08);
  g_free (text);
  text = subtitle (t);
  b->width = MAX (b->width, qd_text_measure (text, SUB_SIZE));
  g_free (text);
  text = footer_outcome (t);
  b->width = MAX (b->width, qd_text_measure (text, FOOT_SIZE));
  g_free (text);
  text = qd_mapcolor_fcmac_render_counts (t);
  b->width = MAX (b->width, qd_text_measure (text, FOOT_SIZE));
  g_free (text);

  b->header_y = y + TITLE_H + SUB_H + 8;
  b->height = TITLE_H + SUB_H + 8 + HEADER_H + t->rows->len * ROW_H + 10 + 2 * FOOT_H;
}

static void
block_clear (Block *b)
{
  g_clear_pointer (&b->col_x, g_free);
}

/* Every block, left to right; returns the picture's size. */
static Block *
layout_all (QdCspTable *const *tables, guint n_tables, gboolean key, double *width, double *height)
{
  Block *blocks = g_new0 (Block, MAX (n_tables, 1));
  double x = MARGIN, h = 0;

  for (guint i = 0; i < n_tables; i++)
    {
      block_layout (tables[i], x, MARGIN, &blocks[i]);
      x += blocks[i].width + GAP;
      h = MAX (h, blocks[i].height);
    }
  if (width != NULL)
    *width = MAX (n_tables > 0 ? x - GAP + MARGIN : 2 * MARGIN, key ? 2 * MARGIN + 520 : 0);
  if (height != NULL)
    *height = 2 * MARGIN + h + (key ? KEY_H : 0);
  return blocks;
}

static void
free_blocks (Block *blocks, guint n)
{
  for (guint i = 0; i < n; i++)
    block_clear (&blocks[i]);
  g_free (blocks);
}

void
qd_mapcolor_fcmac_render_options_init (QdMapcolorFcmacRenderOptions *options, const QdPalette *palette)
{
  g_return_if_fail (options != NULL);
  memset (options, 0, sizeof *options);
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->highlight_row = -1;
  options->highlight_table = NULL;
  options->show_key = TRUE;
  options->practice_step = -1;
}

void
qd_mapcolor_fcmac_render_get_size (QdCspTable *const *tables, guint n_tables,
                          const QdMapcolorFcmacRenderOptions *options, double *width, double *height)
{
  gboolean key = options == NULL || options->show_key;

  g_return_if_fail (tables != NULL || n_tables == 0);
  free_blocks (layout_all (tables, n_tables, key, width, height), n_tables);
}

gboolean
qd_mapcolor_fcmac_render_hit (QdCspTable *const *tables, guint n_tables, double x, double y,
                     guint *table, guint *row)
{
  Block *blocks;
  gboolean found = FALSE;

  g_return_val_if_fail (tables != NULL || n_tables == 0, FALSE);
  blocks = layout_all (tables, n_tables, FALSE, NULL, NULL);
  for (guint i = 0; i < n_tables && !found; i++)
    {
      const Block *b = &blocks[i];
      double top = b->header_y + HEADER_H;

      if (x >= b->x && x < b->col_x[tables[i]->n_vars] && y >= top &&
          y < top + tables[i]->rows->len * ROW_H)
        {
          if (table != NULL)
            *table = i;
          if (row != NULL)
            *row = (guint) ((y - top) / ROW_H);
          found = TRUE;
        }
    }
  free_blocks (blocks, n_tables);
  return found;
}

/* ---------------------------------------------------------------- drawing */

typedef struct {
  cairo_t *cr;
  const QdPalette *palette;
  const QdMapcolorFcmacRenderOptions *options;
  QdDrawText text;
  double x_ratio;        /* height of an x per unit of font size */
  guint base;            /* the rows of the tables before the one drawn */
} Render;

/* The rows of t drawn whole: every row, or in practice those before the
 * row asked about. */
static guint
rows_told (const Render *r, const QdCspTable *t)
{
  gint step = r->options->practice_step;

  if (step < 0)
    return t->rows->len;
  return (guint) CLAMP (step - (gint) r->base, 0, (gint) t->rows->len);
}

static void
hline (cairo_t *cr, const QdPalette *palette, double x1, double x2, double y, double width)
{
  qd_draw_line_width (cr, palette, width);
  cairo_move_to (cr, x1, y);
  cairo_line_to (cr, x2, y);
  cairo_stroke (cr);
}

/* Strikes out text of width w drawn at x: through the middle of its
 * lower-case letters. */
static void
strike (Render *r, const char *text, double x, double cy, double size)
{
  cairo_text_extents_t extents;

  qd_draw_text_extents (&r->text, text, size, 0, &extents);
  x += extents.x_bearing;
  qd_draw_set_color (r->cr, &r->palette->bad, 0.9);
  hline (r->cr, r->palette, x - 1.5, x + extents.width + 1.5, cy + (r->text.cap_ratio - r->x_ratio) * size / 2, STRIKE_WIDTH);
}

/* One cell: the remaining and pruned values in value order. */
static void
draw_cell (Render *r, const QdCspTable *t, const QdCspTablesRow *row, guint v, double x, double cy)
{
  const QdPalette *pal = r->palette;
  guint64 shown = row->domains[v] | row->pruned[v];
  gboolean assigned = (row->kind == QD_CSP_TABLES_ROW_ASSIGN || row->kind == QD_CSP_TABLES_ROW_WIPEOUT) &&
                      row->var == v;
  double alpha = row->kind == QD_CSP_TABLES_ROW_BACKTRACK ? 0.75 : 1.0;
  gboolean first = TRUE;

  if (shown == 0)
    {
      qd_draw_text (&r->text, "∅", TEXT_SIZE, 0, x, cy, &pal->bad, 1.0);
      return;
    }
  for (guint i = 0; i < t->n_domain[v]; i++)
    {
      gboolean pruned = (row->pruned[v] & BIT (i)) != 0;
      double w;

      if (!(shown & BIT (i)))
        continue;
      if (!first)
        x += qd_draw_text (&r->text, ", ", TEXT_SIZE, 0, x, cy, &pal->muted, 1.0);
      first = FALSE;
      if (pruned)
        {
          w = qd_draw_text (&r->text, t->domain[v][i], TEXT_SIZE, 0, x, cy, &pal->muted, 1.0);
          strike (r, t->domain[v][i], x, cy, TEXT_SIZE);
        }
      else if (assigned)
        {
          w = qd_draw_text (&r->text, t->domain[v][i], TEXT_SIZE, QD_DRAW_TEXT_BOLD, x, cy,
                            &pal->foreground, 1.0);
          qd_draw_set_color (r->cr, &pal->foreground, 1.0);
          hline (r->cr, r->palette, x - 0.5, x + w + 0.5, cy + r->text.cap_ratio * TEXT_SIZE / 2 + 2.5, 1.25);
        }
      else
        w = qd_draw_text (&r->text, t->domain[v][i], TEXT_SIZE, 0, x, cy, &pal->foreground, alpha);
      x += w;
    }
}

/* Row backgrounds: backtracks shaded, the highlighted row in the accent,
 * wiped-out cells in `bad`. */
static void
draw_row_backgrounds (Render *r, const QdCspTable *t, const Block *b)
{
  cairo_t *cr = r->cr;
  const QdPalette *pal = r->palette;
  double right = b->col_x[t->n_vars];
  double top = b->header_y + HEADER_H;
  guint told = rows_told (r, t);

  for (guint i = 0; i < t->rows->len; i++)
    {
      const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, i);
      double ry = top + i * ROW_H;

      if (i >= told)
        {
          /* Practice: the row asked about in the accent, then blanks. */
          if (i == told && r->options->practice_step == (gint) (r->base + i))
            {
              qd_draw_set_color (cr, &pal->accent, 0.18);
              cairo_rectangle (cr, b->x, ry, right - b->x, ROW_H);
              cairo_fill (cr);
            }
          continue;
        }
      if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
        {
          qd_draw_set_color (cr, &pal->leaf_fill, 1.0);
          cairo_rectangle (cr, b->x, ry, right - b->x, ROW_H);
          cairo_fill (cr);
        }
      if (r->options->highlight_row >= 0 && (guint) r->options->highlight_row == i &&
          (r->options->highlight_table == NULL || r->options->highlight_table == t))
        {
          qd_draw_set_color (cr, &pal->accent, 0.18);
          cairo_rectangle (cr, b->x, ry, right - b->x, ROW_H);
          cairo_fill (cr);
        }
      if (row->wiped >= 0)
        {
          guint v = (guint) row->wiped;

          qd_draw_set_color (cr, &pal->bad, 0.2);
          cairo_rectangle (cr, b->col_x[v] + 1, ry + 1, b->col_x[v + 1] - b->col_x[v] - 2, ROW_H - 2);
          cairo_fill (cr);
          qd_draw_set_color (cr, &pal->bad, 0.9);
          qd_draw_line_width (cr, pal, 1.5);
          cairo_rectangle (cr, b->col_x[v] + 1.75, ry + 1.75, b->col_x[v + 1] - b->col_x[v] - 3.5, ROW_H - 3.5);
          cairo_stroke (cr);
        }
    }
}

/* The rows: a label ("A ← r", "backtrack A") and the domains, a faint rule
 * between two rows. */
static void
draw_rows (Render *r, const QdCspTable *t, const Block *b)
{
  const QdPalette *pal = r->palette;
  double right = b->col_x[t->n_vars];
  double top = b->header_y + HEADER_H;
  guint told = rows_told (r, t);

  for (guint i = 0; i < t->rows->len; i++)
    {
      const QdCspTablesRow *row = &g_array_index (t->rows, QdCspTablesRow, i);
      g_autofree char *label = qd_csp_tables_row_label (t, i, TRUE);
      double cy = top + i * ROW_H + ROW_H / 2;
      const QdColor *label_color = &pal->foreground;
      QdDrawTextFlags label_face = 0;

      if (row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
        label_color = &pal->bad;
      else if (t->status == QD_CSP_TABLES_SOLVED && i == t->rows->len - 1)
        label_color = &pal->good;
      if (row->kind == QD_CSP_TABLES_ROW_ASSIGN || row->kind == QD_CSP_TABLES_ROW_WIPEOUT)
        label_face = QD_DRAW_TEXT_BOLD;
      else if (row->kind == QD_CSP_TABLES_ROW_BACKTRACK)
        label_face = QD_DRAW_TEXT_ITALIC;
      if (i > told || (i == told && r->options->practice_step != (gint) (r->base + i)))
        label = (g_free (label), g_strdup (""));
      else if (i == told)
        label_color = &pal->foreground;
      qd_draw_text (&r->text, label, TEXT_SIZE, label_face, b->x + PAD, cy, label_color,
                    row->kind == QD_CSP_TABLES_ROW_BACKTRACK ? 0.8 : 1.0);
      for (guint v = 0; v < t->n_vars && i < told; v++)
        draw_cell (r, t, row, v, b->col_x[v] + PAD, cy);
      if (i + 1 < t->rows->len)
        {
          qd_draw_set_color (r->cr, &pal->foreground, 0.08);
          hline (r->cr, r->palette, b->x, right, top + (i + 1) * ROW_H + 0.5, 1.0);
        }
    }
}

static void
draw_block (Render *r, const QdCspTable *t, const Block *b)
{
  cairo_t *cr = r->cr;
  const QdPalette *pal = r->palette;
  double right = b->col_x[t->n_vars];
  double top = b->header_y + HEADER_H;
  g_autofree char *title_text = title (t);
  g_autofree char *sub = subtitle (t);
  g_autofree char *outcome = footer_outcome (t);
  g_autofree char *counts = qd_mapcolor_fcmac_render_counts (t);
  double y;

  qd_draw_text (&r->text, title_text, TITLE_SIZE, QD_DRAW_TEXT_BOLD, b->x, b->y + TITLE_H / 2,
                &pal->foreground, 1.0);
  qd_draw_text (&r->text, sub, SUB_SIZE, 0, b->x, b->y + TITLE_H + SUB_H / 2, &pal->muted, 1.0);
  draw_row_backgrounds (r, t, b);

  /* The header: D with the name as a subscript. */
  y = b->header_y + HEADER_H / 2;
  for (guint v = 0; v < t->n_vars; v++)
    {
      double x = b->col_x[v] + PAD;

      x += qd_draw_text (&r->text, "D", TEXT_SIZE, QD_DRAW_TEXT_BOLD, x, y - 1, &pal->foreground, 1.0);
      qd_draw_text (&r->text, t->names[v], SUBSCRIPT_SIZE, QD_DRAW_TEXT_BOLD, x + 0.5, y + 3.5,
                    &pal->foreground, 1.0);
    }
  qd_draw_set_color (cr, &pal->foreground, 0.6);
  hline (cr, r->palette, b->x, right, b->header_y + HEADER_H - 0.75, 1.5);
  hline (cr, r->palette, b->x, right, b->header_y + 0.5, 1.0);

  draw_rows (r, t, b);
  qd_draw_set_color (cr, &pal->foreground, 0.6);
  hline (cr, r->palette, b->x, right, top + t->rows->len * ROW_H + 0.5, 1.0);
  /* The label column's rule. */
  qd_draw_line_width (cr, r->palette, 1.0);
  qd_draw_set_color (cr, &pal->foreground, 0.25);
  cairo_move_to (cr, b->x + b->label_w + 0.5, b->header_y);
  cairo_line_to (cr, b->x + b->label_w + 0.5, top + t->rows->len * ROW_H);
  cairo_stroke (cr);

  y = top + t->rows->len * ROW_H + 10;
  if (rows_told (r, t) < t->rows->len)
    return;
  qd_draw_text (&r->text, outcome, FOOT_SIZE, 0, b->x, y + FOOT_H / 2,
                t->status == QD_CSP_TABLES_SOLVED ? &pal->foreground : &pal->bad, 1.0);
  qd_draw_text (&r->text, counts, FOOT_SIZE, 0, b->x, y + FOOT_H * 1.5, &pal->muted, 1.0);
}

/* The key: what the marks mean. */
static void
draw_key (Render *r, double x, double cy)
{
  const QdPalette *pal = r->palette;
  double w;

  w = qd_draw_text (&r->text, "g", TEXT_SIZE, 0, x, cy, &pal->muted, 1.0);
  strike (r, "g", x, cy, TEXT_SIZE);
  x += w + 6;
  x += qd_draw_text (&r->text, _("pruned by the row’s inference"), KEY_SIZE, 0, x, cy, &pal->muted, 1.0) + 22;

  qd_draw_set_color (r->cr, &pal->bad, 0.2);
  cairo_rectangle (r->cr, x, cy - 8, 22, 16);
  cairo_fill (r->cr);
  qd_draw_set_color (r->cr, &pal->bad, 0.9);
  qd_draw_line_width (r->cr, r->palette, 1.5);
  cairo_rectangle (r->cr, x + 0.75, cy - 7.25, 20.5, 14.5);
  cairo_stroke (r->cr);
  x += 28;
  x += qd_draw_text (&r->text, _("wiped out"), KEY_SIZE, 0, x, cy, &pal->muted, 1.0) + 22;

  w = qd_draw_text (&r->text, "r", TEXT_SIZE, QD_DRAW_TEXT_BOLD, x, cy, &pal->foreground, 1.0);
  qd_draw_set_color (r->cr, &pal->foreground, 1.0);
  hline (r->cr, r->palette, x - 0.5, x + w + 0.5, cy + r->text.cap_ratio * TEXT_SIZE / 2 + 2.5, 1.25);
  x += w + 6;
  qd_draw_text (&r->text, _("the value assigned"), KEY_SIZE, 0, x, cy, &pal->muted, 1.0);
}

void
qd_mapcolor_fcmac_render (cairo_t *cr, QdCspTable *const *tables, guint n_tables,
                 const QdMapcolorFcmacRenderOptions *options)
{
  QdMapcolorFcmacRenderOptions defaults;
  Render r;
  Block *blocks;
  double width, height;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (tables != NULL || n_tables == 0);

  if (options == NULL)
    {
      qd_mapcolor_fcmac_render_options_init (&defaults, NULL);
      options = &defaults;
    }
  r = (Render) {
    .cr = cr,
    .options = options,
    .palette = qd_palette_or_light (options->palette),
  };

  blocks = layout_all (tables, n_tables, options->show_key, &width, &height);

  qd_draw_begin (cr, r.palette, &r.text, "H");
  r.x_ratio = qd_draw_text_ink_ratio (&r.text, "x", 0.53);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  for (guint i = 0; i < n_tables; i++)
    {
      draw_block (&r, tables[i], &blocks[i]);
      r.base += tables[i]->rows->len;
    }
  if (options->show_key)
    draw_key (&r, MARGIN, height - MARGIN - KEY_H / 2 + 4);

  free_blocks (blocks, n_tables);
  qd_draw_end (cr, &r.text);
}

void
qd_mapcolor_fcmac_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdMapcolorFcmacDrawing *drawing = user_data;

  g_return_if_fail (drawing != NULL);
  qd_mapcolor_fcmac_render (cr, drawing->tables, drawing->n_tables, drawing->options);
}

char *
qd_mapcolor_fcmac_render_outcome (const QdCspTable *table)
{
  g_return_val_if_fail (table != NULL, NULL);
  return footer_outcome (table);
}
