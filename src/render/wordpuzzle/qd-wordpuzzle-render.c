/* qd-wordpuzzle-render.c — a word puzzle drawn as the statement's figure.
 *
 * The cells of the array sit in a row, each with its 1-based index above.
 * Under the row every slot has a lane of its own, in slot order: a line drops
 * from each of its cells to the lane, the lane joins its leftmost and
 * rightmost drop, a dot marks each junction, and the category name stands at
 * the lane's left end.  Drops of different slots into one cell fan out a few
 * pixels so that every colour stays visible; lanes are drawn over the drops
 * with a thin gap around them, so a crossing never reads as a junction.
 *
 * Where things go is qd-wordpuzzle-layout.c's business.  Text is drawn with
 * cairo's toy API, as the tree drawing does: the palette's first family,
 * "sans-serif" for text that face has no glyphs for.  Only what meets the
 * clip is drawn, so a window shows a part of a 1000-cell puzzle quickly.
 */
#include "qd-wordpuzzle-layout-private.h"

#include "render/qd-draw.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#define CELL_LINE        1.5
#define LETTER_SIZE     26.0
#define CANDIDATE_SIZE  11.0
#define CANDIDATE_DX    10.5    /* columns of the candidate letters */
#define CANDIDATE_DY    12.0    /* their lines */
#define COUNT_SIZE      15.0
#define CROSS_HALF       8.0    /* half the ✕ of an empty domain */
#define LINE_WIDTH       2.0
#define CURRENT_WIDTH    4.0
#define GAP_WIDTH        2.0    /* the background left on each side of a lane */
#define DOT_RADIUS       3.75
#define CURRENT_DOT      5.0
#define LEADER_WIDTH     1.75
#define RING_OFFSET      3.5    /* the current cell's ring beyond the square */
#define RING_WIDTH       2.5
#define GLOW_WIDTH       5.0

/* ------------------------------------------------------------------------ */
/* Colours */

/* The palette's series colours, as plot lines are. */
void
qd_wordpuzzle_render_slot_color (const QdPalette *palette, guint slot, QdColor *color)
{
  guint n = QD_PALETTE_N_SERIES;

  g_return_if_fail (color != NULL);
  qd_palette_series (palette, slot, color);

  /* The next eight slots take a lighter variant, then the cycle repeats. */
  if ((slot / n) % 2 == 1)
    {
      static const QdColor white = { 1, 1, 1, 1 };

      qd_color_mix (color, color, &white, 0.4);
    }
}

/* ------------------------------------------------------------------------ */
/* Drawing */

void
qd_wordpuzzle_render_options_init (QdWordpuzzleRenderOptions *options, const QdPalette *palette)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->palette = palette != NULL ? palette : qd_palette_light ();
  options->current_cell = -1;
  options->current_slot = -1;
  options->selected_slot = -1;
}

typedef struct {
  cairo_t *cr;
  const QdWordpuzzle *puzzle;
  const QdWordpuzzleRenderOptions *options;
  const QdPalette *palette;
  QdWordpuzzleLayout layout;
  QdDrawText text;
  QdDrawClip clip;
} Render;

static gboolean
cell_covered (const Render *r, guint c)
{
  return r->layout.cover_start[c + 1] > r->layout.cover_start[c];
}

/* The candidates of a cell with no letter, small: on up to three lines when
 * there are few, else their number. */
static void
draw_candidates (Render *r, guint32 mask, double cx, double cy)
{
  const QdPalette *palette = r->palette;
  guint n = 0;
  guint per_line, lines, index = 0;
  char letters[26];

  mask &= (1u << 26) - 1;
  for (guint i = 0; i < 26; i++)
    if (mask & (1u << i))
      letters[n++] = (char) ('A' + i);

  if (n == 0)
    {
      /* An empty domain: a red cross. */
      cairo_t *cr = r->cr;

      cairo_move_to (cr, cx - CROSS_HALF, cy - CROSS_HALF);
      cairo_line_to (cr, cx + CROSS_HALF, cy + CROSS_HALF);
      cairo_move_to (cr, cx + CROSS_HALF, cy - CROSS_HALF);
      cairo_line_to (cr, cx - CROSS_HALF, cy + CROSS_HALF);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      qd_draw_line_width (cr, palette, 3);
      qd_draw_set_color (cr, &palette->bad, 1.0);
      cairo_stroke (cr);
      return;
    }
  if (n > 8)
    {
      char text[8];

      g_snprintf (text, sizeof text, "%u", n);
      qd_draw_text (&r->text, text, COUNT_SIZE, QD_DRAW_TEXT_CENTER, cx, cy, &palette->muted, 1.0);
      return;
    }

  per_line = n <= 3 ? n : n == 4 ? 2 : 3;
  lines = (n + per_line - 1) / per_line;
  for (guint line = 0; line < lines; line++)
    {
      guint in_line = MIN (per_line, n - index);
      double y = cy + (line - (lines - 1) / 2.0) * CANDIDATE_DY;

      for (guint k = 0; k < in_line; k++, index++)
        {
          char text[2] = { letters[index], '\0' };
          double x = cx + (k - (in_line - 1) / 2.0) * CANDIDATE_DX;

          qd_draw_text (&r->text, text, CANDIDATE_SIZE, QD_DRAW_TEXT_CENTER, x, y, &palette->foreground, 0.7);
        }
    }
}

static void
draw_cell (Render *r, guint c)
{
  const QdWordpuzzleRenderOptions *options = r->options;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  double x = qd_wordpuzzle_layout_cell_left (&r->layout, c), y = r->layout.cell_top;
  double cx = x + CELL / 2, cy = y + CELL / 2;
  gboolean covered = cell_covered (r, c);
  gboolean picked = options->picked_cells != NULL && options->picked_cells[c];
  gboolean current = (gint) c == options->current_cell;
  char letter = options->cells != NULL ? options->cells[c] : '\0';
  gboolean wiped = letter == '\0' && options->cell_masks != NULL &&
                   (options->cell_masks[c] & ((1u << 26) - 1)) == 0;
  char index[12];

  /* The square. */
  qd_draw_rounded_rect (cr, x, y, CELL, CELL, CELL_RADIUS);
  if (picked)
    {
      QdColor tint;

      qd_color_mix (&tint, &palette->background, &palette->accent, 0.2);
      qd_draw_set_color (cr, &tint, 1.0);
      cairo_fill_preserve (cr);
    }
  else if (covered)
    {
      qd_draw_set_color (cr, &palette->leaf_fill, 1.0);
      cairo_fill_preserve (cr);
    }
  qd_draw_line_width (cr, r->palette, CELL_LINE);
  if (!covered && !picked)
    {
      static const double dashes[] = { 4.0, 3.0 };

      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      qd_draw_set_color (cr, &palette->muted, 0.8);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  else
    {
      if (picked)
        qd_draw_set_color (cr, &palette->accent, 1.0);
      else if (wiped)
        qd_draw_set_color (cr, &palette->bad, 1.0);
      else
        qd_draw_set_color (cr, &palette->foreground, 0.35);
      cairo_stroke (cr);
    }

  /* The index above. */
  g_snprintf (index, sizeof index, "%u", c + 1);
  qd_draw_text (&r->text, index, INDEX_SIZE, (current ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER, cx,
                y - INDEX_GAP - INDEX_SIZE * r->text.cap_ratio / 2,
                current ? (options->failed ? &palette->bad : &palette->accent) : &palette->muted, 1.0);

  /* What is inside: the letter, the candidates, or the blank of a cell no
   * slot uses. */
  if (letter != '\0')
    {
      char text[2] = { g_ascii_toupper (letter), '\0' };

      qd_draw_text (&r->text, text, LETTER_SIZE, QD_DRAW_TEXT_CENTER, cx, cy,
                    covered ? &palette->foreground : &palette->muted, 1.0);
    }
  else if (!covered)
    qd_draw_text (&r->text, "_", LETTER_SIZE, QD_DRAW_TEXT_CENTER, cx, cy - LETTER_SIZE * 0.25,
                  &palette->muted, 1.0);
  else if (options->cell_masks != NULL)
    draw_candidates (r, options->cell_masks[c], cx, cy);
}

static void
draw_current_ring (Render *r, guint c)
{
  const QdPalette *palette = r->palette;
  const QdColor *color = r->options->failed ? &palette->bad : &palette->accent;
  cairo_t *cr = r->cr;
  double x = qd_wordpuzzle_layout_cell_left (&r->layout, c), y = r->layout.cell_top;

  qd_draw_rounded_rect (cr, x - RING_OFFSET, y - RING_OFFSET, CELL + 2 * RING_OFFSET, CELL + 2 * RING_OFFSET,
                CELL_RADIUS + RING_OFFSET);
  qd_draw_line_width (cr, r->palette, GLOW_WIDTH + RING_WIDTH);
  qd_draw_set_color (cr, color, 0.2);
  cairo_stroke_preserve (cr);
  qd_draw_line_width (cr, r->palette, RING_WIDTH);
  qd_draw_set_color (cr, color, 1.0);
  cairo_stroke (cr);
}

/* The lines from each visible cell down to the lanes of its slots. */
static void
draw_drops (Render *r, guint c0, guint c1)
{
  const QdWordpuzzleLayout *layout = &r->layout;
  cairo_t *cr = r->cr;
  double top = MAX (qd_wordpuzzle_layout_cell_bottom (layout) + CELL_LINE / 2, r->clip.y1 - 4);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint c = c0; c < c1; c++)
    for (guint k = layout->cover_start[c]; k < layout->cover_start[c + 1]; k++)
      {
        guint s = layout->cover[k];
        double x = qd_wordpuzzle_layout_drop_x (layout, s, c);
        double bottom = MIN (qd_wordpuzzle_layout_lane_y (layout, s), r->clip.y2 + 4);
        QdColor color;

        if (bottom <= top)
          continue;
        qd_wordpuzzle_render_slot_color (r->palette, s, &color);
        cairo_move_to (cr, x, top);
        cairo_line_to (cr, x, bottom);
        qd_draw_line_width (cr, r->palette, (gint) s == r->options->current_slot ? CURRENT_WIDTH : LINE_WIDTH);
        qd_draw_set_color (cr, &color, 1.0);
        cairo_stroke (cr);
      }
}

/* A slot's lane, over a band of background that cuts the drops crossing
 * it, and the dots where its own drops meet it. */
static void
draw_lane (Render *r, guint s)
{
  const QdWordpuzzleLayout *layout = &r->layout;
  const QdWordpuzzleSlot *slot = g_ptr_array_index (r->puzzle->slots, s);
  cairo_t *cr = r->cr;
  gboolean current = (gint) s == r->options->current_slot;
  double width = current ? CURRENT_WIDTH : LINE_WIDTH;
  double radius = current ? CURRENT_DOT : DOT_RADIUS;
  double y = qd_wordpuzzle_layout_lane_y (layout, s);
  double x1 = qd_wordpuzzle_layout_drop_x (layout, s, layout->first[s]);
  double x2 = qd_wordpuzzle_layout_drop_x (layout, s, layout->last[s]);
  QdColor color;

  if (!qd_draw_clip_meets (&r->clip, x1 - radius, y - radius - GAP_WIDTH, x2 + radius, y + radius + GAP_WIDTH))
    return;
  qd_wordpuzzle_render_slot_color (r->palette, s, &color);
  x1 = MAX (x1, r->clip.x1 - 2 * radius);
  x2 = MIN (x2, r->clip.x2 + 2 * radius);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_move_to (cr, x1, y);
  cairo_line_to (cr, x2, y);
  qd_draw_line_width (cr, r->palette, width + 2 * GAP_WIDTH);
  qd_draw_set_color (cr, &r->palette->background, 1.0);
  cairo_stroke_preserve (cr);
  qd_draw_line_width (cr, r->palette, width);
  qd_draw_set_color (cr, &color, 1.0);
  cairo_stroke (cr);

  for (guint k = 0; k < slot->length; k++)
    {
      double x = qd_wordpuzzle_layout_drop_x (layout, s, slot->cells[k]);

      if (x + radius < r->clip.x1 || x - radius > r->clip.x2)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* The category name at the lane's left end, and the words left after it;
 * a label apart has a dotted leader to its lane, over a band of background
 * that cuts the drops it crosses, like the lanes. */
static void
draw_label (Render *r, guint s)
{
  const QdWordpuzzleLayout *layout = &r->layout;
  const QdWordpuzzleSlot *slot = g_ptr_array_index (r->puzzle->slots, s);
  const QdWordpuzzleRenderOptions *options = r->options;
  const QdPalette *palette = r->palette;
  cairo_t *cr = r->cr;
  const char *name = slot->category != NULL ? slot->category : "";
  gint count = options->slot_counts != NULL ? options->slot_counts[s] : -1;
  gboolean current = (gint) s == options->current_slot;
  g_autofree char *count_text = NULL;
  double y = qd_wordpuzzle_layout_lane_y (layout, s);
  double lane_x = qd_wordpuzzle_layout_drop_x (layout, s, layout->first[s]);
  double reach = SELECT_OFFSET + LABEL_PAD_X + 1;
  double name_w, count_w = 0, left, right;
  QdColor color;

  if (!qd_draw_clip_meets (&r->clip, layout->label_left[s] - reach, y - LABEL_HALF_H - reach,
                           layout->apart[s] ? lane_x : layout->label_right[s] + reach, y + LABEL_HALF_H + reach))
    return;

  qd_wordpuzzle_render_slot_color (palette, s, &color);
  if (count >= 0)
    count_text = g_strdup_printf (ngettext (" · %d word", " · %d words", count), count);
  name_w = qd_draw_text_advance (&r->text, name, LABEL_SIZE, QD_DRAW_TEXT_BOLD);
  if (count_text != NULL)
    count_w = qd_draw_text_advance (&r->text, count_text, LABEL_SIZE, 0);
  if (layout->apart[s])
    {
      left = layout->label_left[s];
      right = left + name_w + count_w;
    }
  else
    {
      right = layout->label_right[s];
      left = right - name_w - count_w;
    }

  if (layout->apart[s])
    {
      static const double dots[] = { 0.0, 4.0 };
      double x1 = MAX (right + LABEL_PAD_X + 3, r->clip.x1 - 8);
      double x2 = MIN (lane_x - (current ? CURRENT_DOT : DOT_RADIUS) - 2, r->clip.x2 + 8);

      if (x2 > x1)
        {
          cairo_move_to (cr, x1, y);
          cairo_line_to (cr, x2, y);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          qd_draw_line_width (cr, r->palette, LEADER_WIDTH + 2.5);
          qd_draw_set_color (cr, &palette->background, 1.0);
          cairo_stroke_preserve (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_dash (cr, dots, G_N_ELEMENTS (dots), 0);
          qd_draw_line_width (cr, r->palette, LEADER_WIDTH);
          qd_draw_set_color (cr, &color, 0.9);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }

  /* A plate of background under the text, should a face be wider than
   * the measured room. */
  qd_draw_rounded_rect (cr, left - LABEL_PAD_X, y - LABEL_HALF_H, right - left + 2 * LABEL_PAD_X,
                2 * LABEL_HALF_H, 4);
  qd_draw_set_color (cr, &palette->background, 1.0);
  cairo_fill (cr);

  if ((gint) s == options->selected_slot)
    {
      static const double dashes[] = { 4.0, 3.0 };

      qd_draw_rounded_rect (cr, left - LABEL_PAD_X - SELECT_OFFSET, y - LABEL_HALF_H - SELECT_OFFSET,
                    right - left + 2 * (LABEL_PAD_X + SELECT_OFFSET), 2 * (LABEL_HALF_H + SELECT_OFFSET),
                    4 + SELECT_OFFSET);
      cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
      qd_draw_line_width (cr, r->palette, 1.5);
      qd_draw_set_color (cr, &palette->accent, 1.0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  /* Text is thinner than a line: a little darker on a light page to read
   * as well (yellow above all). */
  if (!qd_palette_is_dark (palette))
    {
      static const QdColor black = { 0, 0, 0, 1 };

      qd_color_mix (&color, &color, &black, 0.18);
    }
  qd_draw_text (&r->text, name, LABEL_SIZE, QD_DRAW_TEXT_BOLD, left, y, &color, 1.0);
  if (count_text != NULL)
    qd_draw_text (&r->text, count_text, LABEL_SIZE, 0, left + name_w, y,
                  count == 0 ? &palette->bad : &palette->muted, 1.0);
}

void
qd_wordpuzzle_render (cairo_t *cr, const QdWordpuzzle *puzzle, const QdWordpuzzleRenderOptions *options)
{
  QdWordpuzzleRenderOptions defaults;
  Render r;
  double first, last;
  guint c0, c1;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (puzzle != NULL);

  if (options == NULL)
    {
      qd_wordpuzzle_render_options_init (&defaults, NULL);
      options = &defaults;
    }

  r = (Render) {
    .cr = cr,
    .puzzle = puzzle,
    .options = options,
    .palette = qd_palette_or_light (options->palette),
  };
  qd_wordpuzzle_layout_init (&r.layout, puzzle);

  qd_draw_begin (cr, r.palette, &r.text, "H");
  qd_draw_clip_get (cr, &r.clip);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  /* The cells that meet the clip (with the current cell's ring). */
  first = floor ((r.clip.x1 - r.layout.x0 - CELL - RING_OFFSET - RING_WIDTH) / PITCH) + 1;
  last = floor ((r.clip.x2 - r.layout.x0 + RING_OFFSET + RING_WIDTH) / PITCH) + 1;
  c0 = (guint) CLAMP (first, 0, r.layout.n_cells);
  c1 = (guint) CLAMP (last, 0, r.layout.n_cells);

  if (qd_draw_clip_meets (&r.clip, r.clip.x1, MARGIN - RING_OFFSET - RING_WIDTH, r.clip.x2,
                          qd_wordpuzzle_layout_cell_bottom (&r.layout) + RING_OFFSET + RING_WIDTH + GLOW_WIDTH))
    {
      for (guint c = c0; c < c1; c++)
        draw_cell (&r, c);
      if (options->current_cell >= 0 && (guint) options->current_cell >= c0 &&
          (guint) options->current_cell < c1)
        draw_current_ring (&r, (guint) options->current_cell);
    }

  draw_drops (&r, c0, c1);
  for (guint s = 0; s < r.layout.n_slots; s++)
    draw_lane (&r, s);
  for (guint s = 0; s < r.layout.n_slots; s++)
    draw_label (&r, s);

  qd_wordpuzzle_layout_clear (&r.layout);
  qd_draw_end (cr, &r.text);
}

void
qd_wordpuzzle_drawing_draw (cairo_t *cr, double width, double height, gpointer user_data)
{
  const QdWordpuzzleDrawing *drawing = user_data;

  g_return_if_fail (drawing != NULL);
  qd_wordpuzzle_render (cr, drawing->puzzle, drawing->options);
}
