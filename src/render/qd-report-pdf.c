/* qd-report-pdf.c — a report as a PDF: Pango text flowed across pages,
 * vector figures (the SVG of the drawing, rendered by librsvg), tables that
 * repeat their header on a new page, page numbers, an outline entry per
 * section and the document's metadata (qd-report.h).
 *
 * The pages are laid out twice with the same code: once to count them, once
 * to draw them with "page N of M". */
#include "config.h"
#include "qd-report.h"
#include "qd-svg-draw.h"
#include "qd-export.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <langinfo.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "core/qd-file.h"

#define MARGIN 56.0          /* points: 2 cm */
#define GAP 8.0              /* between blocks */
#define CELL_PAD 3.0
#define BODY_FONT "Sans 10"
#define SMALL_FONT "Sans 8"
#define MONO_SIZE 8.0
#define MONO_SMALLEST 5.0
#define FIGURE_MAX_SHARE 0.62   /* of the page's height */
#define FIGURE_MIN_SHARE 0.6    /* of its size, the least a figure is shrunk to to stay on a page */
/* A page used less than this much by sections that ran over from the page
 * before takes the results too (section_heading). */
#define SPILL_SHARE 0.4

typedef struct {
  cairo_t *cr;               /* the PDF's, or a scratch surface's while counting */
  cairo_surface_t *pdf;      /* NULL while counting */
  double page_w, page_h, content_w;
  double y;                  /* the top of free space on the page */
  guint page;                /* from 1 */
  guint n_pages;             /* known when drawing */
  int outline_parent;        /* the last top heading's outline entry */
  double first_y;            /* where the first section begins on the first page */
  const QdReport *report;
  const gint *stop;          /* read atomically: the writing ends early */
  gboolean stopped;
} Flow;

static double
bottom (const Flow *f)
{
  return f->page_h - MARGIN;
}

static PangoLayout *
layout_new (Flow *f, const char *font, const char *text, double width, PangoWrapMode wrap)
{
  PangoLayout *layout = pango_cairo_create_layout (f->cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Unhinted metrics, so that counting the pages (on a scratch surface)
   * and drawing them (on the PDF's) measure alike. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, wrap);
    }
  if (wrap != PANGO_WRAP_WORD)
    {
      /* A command line, a path or a trace broken across lines gets no
       * hyphen that is not in it: copied back, it is the same text. */
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_insert_hyphens_new (FALSE));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  pango_layout_set_text (layout, text != NULL ? text : "", -1);
  return layout;
}

static void
set_weight (PangoLayout *layout, PangoWeight weight, PangoStyle style)
{
  PangoFontDescription *desc = pango_font_description_copy (pango_layout_get_font_description (layout));

  pango_font_description_set_weight (desc, weight);
  pango_font_description_set_style (desc, style);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
}

static double
layout_height (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

static double
layout_width (PangoLayout *layout)
{
  int w, h;

  pango_layout_get_size (layout, &w, &h);
  return (double) w / PANGO_SCALE;
}

static void
footer (Flow *f)
{
  g_autofree char *number = NULL;
  g_autoptr(PangoLayout) left = NULL;
  g_autoptr(PangoLayout) right = NULL;

  if (f->pdf == NULL)
    return;
  number = g_strdup_printf (_("page %u of %u"), f->page, f->n_pages);
  left = layout_new (f, SMALL_FONT, f->report->title, f->content_w * 0.7, PANGO_WRAP_WORD);
  pango_layout_set_ellipsize (left, PANGO_ELLIPSIZE_END);
  pango_layout_set_height (left, -1);
  right = layout_new (f, SMALL_FONT, number, 0, PANGO_WRAP_WORD);
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, 0.4, 0.4, 0.4);
  cairo_move_to (f->cr, MARGIN, f->page_h - MARGIN * 0.6);
  pango_cairo_show_layout (f->cr, left);
  cairo_move_to (f->cr, f->page_w - MARGIN - layout_width (right), f->page_h - MARGIN * 0.6);
  pango_cairo_show_layout (f->cr, right);
  cairo_restore (f->cr);
}

static void
new_page (Flow *f)
{
  footer (f);
  if (f->pdf != NULL)
    cairo_show_page (f->cr);
  f->page++;
  f->y = MARGIN;
}

/* Room for `height` more points, on a new page if need be (and if a new
 * page would give more). */
static void
need (Flow *f, double height)
{
  if (f->y + height > bottom (f) && f->y > MARGIN + 0.5)
    new_page (f);
}

static void
show (Flow *f, PangoLayout *layout, double x)
{
  if (f->pdf == NULL)
    return;
  cairo_move_to (f->cr, x, f->y);
  pango_cairo_show_layout (f->cr, layout);
}

/* A layout line by line, across pages when it is long. */
static void
flow_lines (Flow *f, PangoLayout *layout, double x)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);

  do
    {
      PangoLayoutLine *line = pango_layout_iter_get_line_readonly (iter);
      PangoRectangle logical;
      int baseline = pango_layout_iter_get_baseline (iter);
      int y0, y1;

      pango_layout_iter_get_line_yrange (iter, &y0, &y1);
      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      need (f, (double) (y1 - y0) / PANGO_SCALE);
      if (f->pdf != NULL)
        {
          cairo_move_to (f->cr, x + (double) logical.x / PANGO_SCALE, f->y + (double) (baseline - y0) / PANGO_SCALE);
          pango_cairo_show_layout_line (f->cr, line);
        }
      f->y += (double) (y1 - y0) / PANGO_SCALE;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

static void
caption (Flow *f, const char *text, PangoStyle style)
{
  g_autoptr(PangoLayout) layout = NULL;

  if (text == NULL)
    return;
  layout = layout_new (f, SMALL_FONT, text, f->content_w, PANGO_WRAP_WORD);
  set_weight (layout, style == PANGO_STYLE_ITALIC ? PANGO_WEIGHT_NORMAL : PANGO_WEIGHT_BOLD, style);
  flow_lines (f, layout, MARGIN);
  f->y += 2;
}

/* ------------------------------------------------------------ blocks */

static void
paragraph (Flow *f, const char *text, PangoStyle style)
{
  g_autoptr(PangoLayout) layout = layout_new (f, BODY_FONT, text, f->content_w, PANGO_WRAP_WORD);

  set_weight (layout, PANGO_WEIGHT_NORMAL, style);
  flow_lines (f, layout, MARGIN);
}

/* The width of the widest of `lines` that has columns (a run of blanks)
 * in `font`, unwrapped. */
static double
widest_table_line (Flow *f, const char *font, const QdReportBlock *block, char **lines, guint n)
{
  double widest = 0;

  for (guint i = 0; i < n; i++)
    if (strstr (lines[i], "  ") != NULL)
      {
        g_autofree char *line = qd_report_verbatim_line (block, lines[i]);
        g_autoptr(PangoLayout) one = layout_new (f, font, line, -1, PANGO_WRAP_CHAR);
        PangoRectangle extent;

        pango_layout_get_extents (one, NULL, &extent);
        widest = MAX (widest, (double) extent.width / PANGO_SCALE);
      }
  return widest;
}

static void
verbatim (Flow *f, const QdReportBlock *block)
{
  g_auto(GStrv) lines = g_strsplit (block->text != NULL ? block->text : "", "\n", -1);
  guint n = g_strv_length (lines);
  g_autoptr(GString) shown = g_string_new (NULL);
  g_autoptr(PangoLayout) layout = NULL;
  g_autofree char *font = NULL;
  char points[G_ASCII_DTOSTR_BUF_SIZE];

  /* A text ending in a newline has no line after it. */
  if (n > 0 && lines[n - 1][0] == '\0')
    n--;
  for (guint i = 0; i < MIN (n, QD_REPORT_VERBATIM_LINES); i++)
    {
      g_autofree char *line = qd_report_verbatim_line (block, lines[i]);

      g_string_append_printf (shown, "%s%s", i > 0 ? "\n" : "", line);
    }
  caption (f, block->title, PANGO_STYLE_NORMAL);
  /* A table printed for a terminal keeps its columns: set smaller, down to
   * MONO_SMALLEST points, when its widest line would wrap (glyph advances
   * are rounded, so the size is found by measuring); longer prose wraps. */
  for (double size = MONO_SIZE; font == NULL; size -= 0.2)
    {
      g_ascii_formatd (points, sizeof points, "%.1f", size);
      font = g_strconcat ("Monospace ", points, NULL);
      if (size > MONO_SMALLEST && widest_table_line (f, font, block, lines, MIN (n, QD_REPORT_VERBATIM_LINES))
                                  > f->content_w)
        g_clear_pointer (&font, g_free);
    }
  layout = layout_new (f, font, shown->str, f->content_w, PANGO_WRAP_WORD_CHAR);
  /* A short block (a command line) is never split across pages. */
  if (layout_height (layout) < (f->page_h - 2 * MARGIN) / 4)
    need (f, layout_height (layout));
  flow_lines (f, layout, MARGIN);
  if (n > QD_REPORT_VERBATIM_LINES)
    {
      g_autofree char *more = g_strdup_printf (ngettext ("… and %u more line", "… and %u more lines",
                                                         n - QD_REPORT_VERBATIM_LINES),
                                               n - QD_REPORT_VERBATIM_LINES);

      f->y += 2;
      caption (f, more, PANGO_STYLE_ITALIC);
    }
}

/* Column widths: each column's widest cell, shrunk in proportion when the
 * table is wider than the page (its cells then wrap). */
static double *
column_widths (Flow *f, char **header, GPtrArray *rows, guint n_cols, const char *font)
{
  double *widths = g_new0 (double, n_cols);
  double total = 0;

  for (gint r = -1; r < (gint) MIN (rows->len, QD_REPORT_TABLE_ROWS); r++)
    {
      char **cells = r < 0 ? header : rows->pdata[r];

      for (guint c = 0; cells != NULL && c < n_cols && cells[c] != NULL; c++)
        {
          g_autoptr(PangoLayout) layout = layout_new (f, font, cells[c], 0, PANGO_WRAP_WORD);

          if (r < 0)
            set_weight (layout, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
          widths[c] = MAX (widths[c], layout_width (layout) + 2 * CELL_PAD + 1);
        }
    }
  for (guint c = 0; c < n_cols; c++)
    total += widths[c];
  if (total > f->content_w)
    {
      /* Too wide: the narrow columns keep their width (a number never
       * wraps) and the wide ones share what is left alike. */
      g_autofree gboolean *fixed = g_new0 (gboolean, n_cols);
      double room = f->content_w;
      guint open = n_cols;
      gboolean changed = TRUE;

      while (changed && open > 0)
        {
          double share = room / open;

          changed = FALSE;
          for (guint c = 0; c < n_cols; c++)
            if (!fixed[c] && widths[c] <= share)
              {
                fixed[c] = TRUE;
                room -= widths[c];
                open--;
                changed = TRUE;
              }
        }
      for (guint c = 0; c < n_cols; c++)
        if (!fixed[c])
          widths[c] = room / open;
    }
  return widths;
}

/* One row of cells; returns its height (drawn when `draw`). */
static double
table_row (Flow *f, char **cells, const double *widths, guint n_cols, const char *font, gboolean bold, gboolean draw)
{
  double x = MARGIN, height = 0;

  for (guint c = 0; c < n_cols; c++)
    {
      const char *text = cells != NULL && c < g_strv_length (cells) ? cells[c] : "";
      g_autoptr(PangoLayout) layout = layout_new (f, font, text, widths[c] - 2 * CELL_PAD, PANGO_WRAP_WORD_CHAR);

      if (bold)
        set_weight (layout, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
      if (draw && f->pdf != NULL)
        {
          cairo_move_to (f->cr, x + CELL_PAD, f->y + CELL_PAD);
          pango_cairo_show_layout (f->cr, layout);
        }
      height = MAX (height, layout_height (layout) + 2 * CELL_PAD);
      x += widths[c];
    }
  return height;
}

static void
rule (Flow *f, double width)
{
  if (f->pdf == NULL)
    return;
  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, 0.55, 0.55, 0.55);
  cairo_set_line_width (f->cr, 0.6);
  cairo_move_to (f->cr, MARGIN, f->y);
  cairo_line_to (f->cr, MARGIN + width, f->y);
  cairo_stroke (f->cr);
  cairo_restore (f->cr);
}

static void
table (Flow *f, const QdReportBlock *block, gboolean pairs)
{
  guint n_cols = pairs ? 2 : g_strv_length (block->header);
  const char *font = pairs ? BODY_FONT : SMALL_FONT;
  g_autofree double *widths = NULL;
  double total = 0, header_h = 0;

  if (n_cols == 0)
    return;
  widths = column_widths (f, pairs ? NULL : block->header, block->rows, n_cols, font);
  if (pairs)
    {
      /* Keys are drawn bold: wider than measured.  The values take the rest
       * of the line. */
      widths[0] = MIN (widths[0] * 1.15 + 2, f->content_w * 0.4);
      widths[1] = f->content_w - widths[0];
    }
  for (guint c = 0; c < n_cols; c++)
    total += widths[c];
  if (!pairs)
    {
      caption (f, block->title, PANGO_STYLE_NORMAL);
      header_h = table_row (f, block->header, widths, n_cols, font, TRUE, FALSE);
      need (f, header_h + 20);
      table_row (f, block->header, widths, n_cols, font, TRUE, TRUE);
      f->y += header_h;
      rule (f, total);
    }
  for (guint r = 0; r < MIN (block->rows->len, QD_REPORT_TABLE_ROWS); r++)
    {
      char **cells = block->rows->pdata[r];
      double h = table_row (f, cells, widths, n_cols, font, FALSE, FALSE);
      guint page = f->page;

      need (f, h);
      /* A table on a new page says its columns again. */
      if (!pairs && f->page != page)
        {
          table_row (f, block->header, widths, n_cols, font, TRUE, TRUE);
          f->y += header_h;
          rule (f, total);
        }
      if (pairs)
        {
          g_autoptr(PangoLayout) key = layout_new (f, font, cells[0], widths[0] - 2 * CELL_PAD, PANGO_WRAP_WORD_CHAR);
          g_autoptr(PangoLayout) value = layout_new (f, font, cells[1] != NULL ? cells[1] : "",
                                                     widths[1] - 2 * CELL_PAD, PANGO_WRAP_WORD_CHAR);

          set_weight (key, PANGO_WEIGHT_BOLD, PANGO_STYLE_NORMAL);
          show (f, key, MARGIN);
          show (f, value, MARGIN + widths[0]);
          f->y += MAX (layout_height (key), layout_height (value)) + 2;
        }
      else
        {
          table_row (f, cells, widths, n_cols, font, FALSE, TRUE);
          f->y += h;
        }
    }
  if (!pairs)
    rule (f, total);
  if (block->rows->len > QD_REPORT_TABLE_ROWS)
    {
      guint more = block->rows->len - QD_REPORT_TABLE_ROWS;
      g_autofree char *text = g_strdup_printf (ngettext ("… and %u more row", "… and %u more rows", more), more);

      f->y += 2;
      caption (f, text, PANGO_STYLE_ITALIC);
    }
}

/* A figure's scale in the flow: the text's width, at most
 * FIGURE_MAX_SHARE of the page's height. */
static double
figure_scale (const Flow *f, const QdReportBlock *block)
{
  double max_h = (f->page_h - 2 * MARGIN) * FIGURE_MAX_SHARE;

  return MIN (f->content_w / block->width, max_h / block->height);
}

static double
figure_caption_height (const QdReportBlock *block)
{
  return block->title != NULL ? 14 : 0;
}

/* A figure the SVG reader refused: its frame, and why, where it would be
 * (never a page with a gap and no word). */
static void
unreadable_figure (Flow *f, double x, double w, double h, const GError *error)
{
  g_autofree char *text = g_strdup_printf (_("This figure could not be drawn: %s"), error->message);
  g_autoptr(PangoLayout) layout = layout_new (f, SMALL_FONT, text, MAX (w - 12, 60), PANGO_WRAP_WORD_CHAR);

  cairo_save (f->cr);
  cairo_set_source_rgb (f->cr, 0.6, 0.6, 0.6);
  cairo_set_line_width (f->cr, 0.75);
  cairo_rectangle (f->cr, x + 0.5, f->y + 0.5, w - 1, h - 1);
  cairo_stroke (f->cr);
  cairo_rectangle (f->cr, x, f->y, w, h);
  cairo_clip (f->cr);
  cairo_set_source_rgb (f->cr, 0.2, 0.2, 0.2);
  cairo_move_to (f->cr, x + 6, f->y + 6);
  pango_cairo_show_layout (f->cr, layout);
  cairo_restore (f->cr);
}

static void
figure (Flow *f, const QdReportBlock *block)
{
  double scale, w, h;
  double caption_h = figure_caption_height (block);
  double room;

  if (block->svg == NULL || block->width <= 0 || block->height <= 0)
    return;
  scale = figure_scale (f, block);
  /* Smaller rather than on the next page when most of it fits here: no
   * page left half empty before a figure. */
  room = bottom (f) - f->y - caption_h;
  if (block->height * scale > room && room >= block->height * scale * FIGURE_MIN_SHARE)
    scale = room / block->height;
  w = block->width * scale;
  h = block->height * scale;
  need (f, h + caption_h);
  if (f->pdf != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!qd_svg_draw (block->svg, f->cr, MARGIN + (f->content_w - w) / 2, f->y, w, h, &error))
        unreadable_figure (f, MARGIN + (f->content_w - w) / 2, w, h, error);
    }
  f->y += h + 3;
  caption (f, block->title, PANGO_STYLE_ITALIC);
}

/* ------------------------------------------------------------ the flow */

static void
title_block (Flow *f)
{
  const QdReport *r = f->report;
  g_autoptr(PangoLayout) title = layout_new (f, "Sans Bold 20", r->title, f->content_w, PANGO_WRAP_WORD_CHAR);
  g_autofree char *lines = r->problem != NULL
    ? g_strdup_printf (_("Problem: %s\nInstance: %s\nDate: %s\nMade with Quandary %s"), r->problem,
                       r->instance != NULL ? r->instance : "—", r->date, PACKAGE_VERSION)
    : g_strdup_printf (_("Date: %s\nMade with Quandary %s"), r->date, PACKAGE_VERSION);
  g_autoptr(PangoLayout) details = layout_new (f, BODY_FONT, lines, f->content_w, PANGO_WRAP_WORD_CHAR);

  flow_lines (f, title, MARGIN);
  f->y += 6;
  flow_lines (f, details, MARGIN);
  f->y += 10;
  rule (f, f->content_w);
  f->y += 10;
}

/* The least of a section's first block that must be on the page of its
 * heading: a figure as small as figure() would draw it there, a few lines
 * of anything else. */
static double
first_block_height (Flow *f, const QdReportSection *section)
{
  const QdReportBlock *block = section->blocks->len > 0 ? section->blocks->pdata[0] : NULL;

  if (section->note != NULL || block == NULL || block->kind != QD_REPORT_FIGURE || block->width <= 0 ||
      block->height <= 0)
    return 60;
  return block->height * figure_scale (f, block) * FIGURE_MIN_SHARE + figure_caption_height (block);
}

static void
section_heading (Flow *f, const QdReportSection *section)
{
  g_autoptr(PangoLayout) heading = layout_new (f, section->level == 0 ? "Sans Bold 14" : "Sans Bold 12",
                                               section->title, f->content_w, PANGO_WRAP_WORD);
  /* A run's results, and each run of a collection, begin a page; but the
   * results follow on a page the sections before them only spill onto
   * (less than SPILL_SHARE of it used), not after a page left mostly blank. */
  gboolean own_page = section->level == 0 && (section->part == QD_REPORT_RESULTS || section->part == QD_REPORT_NO_PART);
  gboolean spill = section->part == QD_REPORT_RESULTS && f->page > 1 &&
                   f->y - MARGIN < (bottom (f) - MARGIN) * SPILL_SHARE;

  if (own_page && !spill && f->y > f->first_y + 0.5)
    new_page (f);
  /* A heading is kept with the start of what follows it. */
  need (f, layout_height (heading) + first_block_height (f, section));
  if (f->pdf != NULL)
    {
      g_autofree char *link = g_strdup_printf ("page=%u pos=[%g %g]", f->page, MARGIN, f->y);
      int id = cairo_pdf_surface_add_outline (f->pdf, section->level == 0 ? CAIRO_PDF_OUTLINE_ROOT : f->outline_parent,
                                              section->title, link,
                                              section->level == 0 ? CAIRO_PDF_OUTLINE_FLAG_OPEN : 0);

      if (section->level == 0)
        f->outline_parent = id;
    }
  flow_lines (f, heading, MARGIN);
  f->y += 4;
}

static void
run_flow (Flow *f)
{
  f->page = 1;
  f->y = MARGIN;
  title_block (f);
  f->first_y = f->y;
  f->outline_parent = CAIRO_PDF_OUTLINE_ROOT;
  for (guint s = 0; s < f->report->sections->len; s++)
    {
      const QdReportSection *section = f->report->sections->pdata[s];

      section_heading (f, section);
      if (section->note != NULL)
        {
          paragraph (f, section->note, PANGO_STYLE_ITALIC);
          f->y += GAP;
        }
      for (guint b = 0; b < section->blocks->len; b++)
        {
          const QdReportBlock *block = section->blocks->pdata[b];

          if (f->stop != NULL && g_atomic_int_get (f->stop))
            {
              f->stopped = TRUE;
              return;
            }
          switch (block->kind)
            {
            case QD_REPORT_PARAGRAPH:
              paragraph (f, block->text, PANGO_STYLE_NORMAL);
              break;
            case QD_REPORT_PAIRS:
              table (f, block, TRUE);
              break;
            case QD_REPORT_TABLE:
              table (f, block, FALSE);
              break;
            case QD_REPORT_FIGURE:
              figure (f, block);
              break;
            case QD_REPORT_VERBATIM:
            case QD_REPORT_COMMAND:
              verbatim (f, block);
              break;
            }
          f->y += GAP;
        }
      f->y += GAP;
    }
  footer (f);
}

void
qd_report_paper_size (double *width, double *height)
{
  /* glibc's LC_PAPER, in millimetres (an int where a string would be): A4
   * (210 x 297) or Letter (216 x 279). */
  guint w = GPOINTER_TO_UINT (nl_langinfo (_NL_PAPER_WIDTH));
  guint h = GPOINTER_TO_UINT (nl_langinfo (_NL_PAPER_HEIGHT));

  if (w >= 100 && w <= 500 && h >= 100 && h <= 500)
    {
      *width = w / 25.4 * 72;
      *height = h / 25.4 * 72;
    }
  else
    {
      *width = 595.28;
      *height = 841.89;
    }
}

static void
flow_init (Flow *f, const QdReport *report)
{
  memset (f, 0, sizeof *f);
  f->report = report;
  qd_report_paper_size (&f->page_w, &f->page_h);
  f->content_w = f->page_w - 2 * MARGIN;
}

guint
qd_report_count_pages (const QdReport *report)
{
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  Flow f;

  flow_init (&f, report);
  f.cr = cairo_create (scratch);
  run_flow (&f);
  cairo_destroy (f.cr);
  cairo_surface_destroy (scratch);
  return f.page;
}

gboolean
qd_report_write_pdf (const QdReport *report, GFile *file, GError **error)
{
  return qd_report_write_pdf_full (report, file, NULL, error);
}

gboolean
qd_report_write_pdf_full (const QdReport *report, GFile *file, const gint *stop, GError **error)
{
  QdSaveStream *stream = qd_save_stream_open (file, error);
  g_autofree char *creator = g_strdup_printf ("Quandary %s", PACKAGE_VERSION);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format_iso8601 (now);
  cairo_status_t status;
  Flow f;

  if (stream == NULL)
    return FALSE;
  flow_init (&f, report);
  f.n_pages = qd_report_count_pages (report);
  f.pdf = cairo_pdf_surface_create_for_stream (qd_export_stream_write, stream, f.page_w, f.page_h);
  cairo_pdf_surface_set_metadata (f.pdf, CAIRO_PDF_METADATA_TITLE, report->title);
  cairo_pdf_surface_set_metadata (f.pdf, CAIRO_PDF_METADATA_SUBJECT, report->problem);
  cairo_pdf_surface_set_metadata (f.pdf, CAIRO_PDF_METADATA_CREATOR, creator);
  cairo_pdf_surface_set_metadata (f.pdf, CAIRO_PDF_METADATA_CREATE_DATE, date);
  f.stop = stop;
  f.cr = cairo_create (f.pdf);
  run_flow (&f);
  cairo_destroy (f.cr);
  if (f.stopped)
    {
      cairo_surface_destroy (f.pdf);
      qd_save_stream_abort (stream);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
      return FALSE;
    }
  cairo_surface_finish (f.pdf);
  status = cairo_surface_status (f.pdf);
  cairo_surface_destroy (f.pdf);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      const GError *write_error = qd_save_stream_get_error (stream);

      if (write_error != NULL)
        g_propagate_error (error, g_error_copy (write_error));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", qd_save_stream_get_name (stream),
                     cairo_status_to_string (status));
      qd_save_stream_abort (stream);
      return FALSE;
    }
  return qd_save_stream_commit (stream, error);
}
