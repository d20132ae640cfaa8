/* qd-label-place.c — names beside points without overlaps. */
#include "config.h"

#include <math.h>

#include "qd-label-place.h"

#define RINGS 3

static gboolean
overlaps (const QdLabelBox *a, const QdLabelBox *b)
{
  return a->x1 < b->x2 && b->x1 < a->x2 && a->y1 < b->y2 && b->y1 < a->y2;
}

static gboolean
inside (const QdLabelBox *box, const QdLabelBox *within)
{
  return box->x1 >= within->x1 && box->x2 <= within->x2 && box->y1 >= within->y1 && box->y2 <= within->y2;
}

/* Free of every point's disc and of the labels placed so far. */
static gboolean
is_free (const QdLabelBox *box, const QdPointLabels *labels, const QdLabelBox *placed, guint n_placed_upto)
{
  double r = labels->radius + 1;

  if (!inside (box, &labels->within))
    return FALSE;
  for (guint i = 0; i < labels->n; i++)
    {
      QdLabelBox disc = { labels->x[i] - r, labels->y[i] - r, labels->x[i] + r, labels->y[i] + r };

      if (overlaps (box, &disc))
        return FALSE;
    }
  for (guint i = 0; i < n_placed_upto; i++)
    if (placed[i].x2 >= placed[i].x1 && overlaps (box, &placed[i]))
      return FALSE;
  return TRUE;
}

/* Candidate k (0..7) of a w x h box at distance `gap` from (cx, cy). */
static void
candidate (guint k, double cx, double cy, double gap, double w, double h, QdLabelBox *box)
{
  double d = gap * M_SQRT1_2;
  double x, y;   /* top left */

  switch (k)
    {
    case 0: x = cx + gap;      y = cy - h / 2;   break;   /* right */
    case 1: x = cx - gap - w;  y = cy - h / 2;   break;   /* left */
    case 2: x = cx - w / 2;    y = cy - gap - h; break;   /* above */
    case 3: x = cx - w / 2;    y = cy + gap;     break;   /* below */
    case 4: x = cx + d;        y = cy - d - h;   break;   /* above right */
    case 5: x = cx + d;        y = cy + d;       break;   /* below right */
    case 6: x = cx - d - w;    y = cy - d - h;   break;   /* above left */
    default: x = cx - d - w;   y = cy + d;       break;   /* below left */
    }
  box->x1 = x, box->y1 = y, box->x2 = x + w, box->y2 = y + h;
}

guint
qd_label_place (const QdDrawText *text, const QdPointLabels *labels, QdLabelBox *boxes, gboolean *far)
{
  double h = labels->size * 1.15, pad = 2;
  guint placed = 0;

  for (guint i = 0; i < labels->n; i++)
    {
      const char *name = labels->names[i];
      double w;
      gboolean found = FALSE;

      boxes[i] = (QdLabelBox) { 1, 0, 0, 0 };
      if (far != NULL)
        far[i] = FALSE;
      if (name == NULL || name[0] == '\0')
        continue;
      w = qd_draw_text_advance (text, name, labels->size, 0) + 2 * pad;
      for (guint ring = 0; ring < RINGS && !found; ring++)
        for (guint k = 0; k < 8 && !found; k++)
          {
            QdLabelBox box;

            candidate (k, labels->x[i], labels->y[i], labels->radius + 3 + ring * h, w, h, &box);
            if (is_free (&box, labels, boxes, i))
              {
                boxes[i] = box;
                if (far != NULL)
                  far[i] = ring > 0;
                found = TRUE;
              }
          }
      placed += found;
    }
  return placed;
}

guint
qd_label_draw (const QdDrawText *text, const QdPointLabels *labels, const QdColor *color, double alpha,
               const QdColor *leader)
{
  g_autofree QdLabelBox *boxes = g_new (QdLabelBox, MAX (labels->n, 1));
  g_autofree gboolean *far = g_new (gboolean, MAX (labels->n, 1));
  cairo_t *cr = text->cr;
  guint placed = qd_label_place (text, labels, boxes, far);
  double x1, y1, x2, y2;

  cairo_clip_extents (cr, &x1, &y1, &x2, &y2);
  for (guint i = 0; i < labels->n; i++)
    {
      const QdLabelBox *b = &boxes[i];
      double ax, ay, d;

      if (b->x2 < b->x1 || b->x2 < x1 || b->x1 > x2 || b->y2 < y1 || b->y1 > y2)
        continue;
      if (far[i] && leader != NULL)
        {
          /* From the disc's edge to the nearest point of the label. */
          ax = CLAMP (labels->x[i], b->x1, b->x2) - labels->x[i];
          ay = CLAMP (labels->y[i], b->y1, b->y2) - labels->y[i];
          d = hypot (ax, ay);
          if (d > labels->radius + 1)
            {
              cairo_move_to (cr, labels->x[i] + ax / d * (labels->radius + 1), labels->y[i] + ay / d * (labels->radius + 1));
              cairo_line_to (cr, labels->x[i] + ax, labels->y[i] + ay);
              cairo_set_line_width (cr, 1);
              qd_draw_set_color (cr, leader, 0.6);
              cairo_stroke (cr);
            }
        }
      qd_draw_text (text, labels->names[i], labels->size, QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_ADVANCE_CENTER |
                    QD_DRAW_TEXT_CAP_MIDDLE, (b->x1 + b->x2) / 2, (b->y1 + b->y2) / 2, color, alpha);
    }
  return placed;
}

double
qd_label_screen_size (cairo_t *cr, const QdPalette *palette, double size, double min_px)
{
  double dx = 1, dy = 0, per_unit;

  size = qd_palette_text (palette, size);
  min_px = qd_palette_text (palette, min_px);
  if (min_px <= 0)
    return size;
  cairo_user_to_device_distance (cr, &dx, &dy);
  per_unit = hypot (dx, dy);
  if (per_unit <= 0)
    return size;
  return CLAMP (min_px / per_unit, size, size * 2.5);
}

void
qd_label_text_init (QdDrawText *text, cairo_t *cr, const QdPalette *palette)
{
  qd_draw_text_init (text, cr, palette->font_family, "H");
  text->halo = &palette->background;
  text->halo_alpha = 0.9;
  text->halo_width = 3;
}

guint
qd_label_draw_names (cairo_t *cr, const QdPalette *palette, const QdPointLabels *labels)
{
  QdDrawText text;
  guint drawn;

  qd_label_text_init (&text, cr, palette);
  drawn = qd_label_draw (&text, labels, &palette->foreground, 0.9, &palette->muted);
  qd_draw_text_clear (&text);
  return drawn;
}
