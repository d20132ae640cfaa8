/* qd-map-render.c — a map for colouring, drawn with cairo. */
#include "qd-map-render-private.h"

#include "qd-draw.h"
#include "qd-label-place.h"

#include <math.h>
#include <string.h>

#define SIDE 720.0     /* the unit square, in picture units */
#define MARGIN 28.0

void
qd_map_render_options_init (QdMapRenderOptions *options, const QdPalette *palette)
{
  /* Every field not named here is zero or NULL, those added later too. */
  *options = (QdMapRenderOptions) {
    .palette = palette,
    .current = -1,
    .selected = -1,
    .edge_from = -1,
    .show_names = TRUE,
  };
}

void
qd_map_render_get_size (const QdMap *map, double *width, double *height)
{
  *width = SIDE + 2 * MARGIN;
  *height = SIDE + 2 * MARGIN;
}

void
qd_map_render_to_unit (double x, double y, double *ux, double *uy)
{
  *ux = (x - MARGIN) / SIDE;
  *uy = (y - MARGIN) / SIDE;
}

void
qd_map_render_from_unit (double ux, double uy, double *x, double *y)
{
  *x = MARGIN + ux * SIDE;
  *y = MARGIN + uy * SIDE;
}

double
qd_map_render_radius (guint n_regions)
{
  /* Discs shrink as the map fills up, never below a visible dot. */
  double r = 0.36 * SIDE / sqrt (MAX (n_regions, 1)) ;

  return CLAMP (r, 1.5, 16.0);
}

/* The palette's region colours (beyond its table, the same darker). */
void
qd_map_render_color (const QdPalette *palette, guint color, QdColor *out)
{
  qd_palette_region (palette, color, out);
}

gint
qd_map_render_hit (const QdMap *map, double x, double y)
{
  double radius = MAX (qd_map_render_radius (map->n_regions), 6.0);
  double best = radius * radius;
  gint hit = -1;

  if (map->x == NULL)
    return -1;
  for (guint r = 0; r < map->n_regions; r++)
    {
      double px, py, d;

      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      d = (px - x) * (px - x) + (py - y) * (py - y);
      if (d <= best)
        {
          best = d;
          hit = (gint) r;
        }
    }
  return hit;
}

/* The part of the picture to draw: the clip, grown by a disc's radius. */
typedef struct {
  double x1, y1, x2, y2;
} Box;

/* Edges: one path, each edge once (from its lower end).  An edge no longer
 * than the two discs at its ends lie over is hidden by them and not drawn:
 * on a zoomed-out map of 100,000 regions that is most of them. */
static void
draw_edges (cairo_t *cr, const QdMap *map, const QdPalette *palette, double radius, const Box *b)
{
  double hidden = 4 * radius * radius;

  qd_draw_line_width (cr, palette, map->n_regions > 5000 ? 0.5 : map->n_regions > 500 ? 0.8 : 1.4);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint r = 0; r < map->n_regions; r++)
    {
      double ax, ay;
      const guint *nb = qd_map_neighbours (map, r);

      qd_map_render_from_unit (map->x[r], map->y[r], &ax, &ay);
      for (guint k = 0; k < qd_map_degree (map, r); k++)
        {
          double bx, by;

          if (nb[k] < r)
            continue;
          qd_map_render_from_unit (map->x[nb[k]], map->y[nb[k]], &bx, &by);
          if (MAX (ax, bx) < b->x1 || MIN (ax, bx) > b->x2 || MAX (ay, by) < b->y1 || MIN (ay, by) > b->y2)
            continue;
          if ((bx - ax) * (bx - ax) + (by - ay) * (by - ay) <= hidden)
            continue;
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
        }
    }
  qd_draw_set_color (cr, &palette->foreground, (palette->flags & QD_PALETTE_HIGH_CONTRAST) ? 0.8 : 0.45);
  cairo_stroke (cr);
}

void
qd_map_render_short_label (const char *name, guint color, char *buf, gsize size)
{
  static const char *const defaults[] = { "R", "G", "B", "Y", "P", "O", "T", "Br" };
  const char *digits;

  g_return_if_fail (buf != NULL && size >= 8);
  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL))
    {
      if (color < G_N_ELEMENTS (defaults))
        g_strlcpy (buf, defaults[color], size);
      else
        g_snprintf (buf, size, "%u", color + 1);
      return;
    }
  if (g_utf8_strlen (name, -1) <= 2 && strlen (name) < size)
    {
      g_strlcpy (buf, name, size);
      return;
    }
  /* "color5" and the like: the number. */
  digits = name + strcspn (name, "0123456789");
  if (*digits != '\0' && digits > name && strspn (digits, "0123456789") == strlen (digits)
      && strlen (digits) < size)
    {
      g_strlcpy (buf, digits, size);
      return;
    }
  buf[g_unichar_to_utf8 (g_unichar_toupper (g_utf8_get_char (name)), buf)] = '\0';
}

void
qd_map_render_stripes (cairo_t *cr, double cx, double cy, double radius, const QdPalette *palette)
{
  cairo_save (cr);
  cairo_arc (cr, cx, cy, radius - 0.5, 0, 2 * G_PI);
  cairo_clip (cr);
  qd_draw_line_width (cr, palette, MAX (radius / 5, 1));
  for (double d = -2 * radius; d <= 2 * radius; d += radius / 2)
    {
      cairo_move_to (cr, cx + d - radius, cy + radius);
      cairo_line_to (cr, cx + d + radius, cy - radius);
    }
  qd_draw_set_color (cr, &palette->background, 0.7);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_letter (const QdDrawText *text, const char *label, double cx, double cy, double radius, const QdColor *fill)
{
  QdColor ink;

  qd_palette_ink_on (fill, &ink);
  qd_draw_text (text, label, radius * (g_utf8_strlen (label, -1) > 1 ? 0.85 : 1.1),
                QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, cx, cy, &ink, 1.0);
}

void
qd_map_render_letter (cairo_t *cr, const QdPalette *palette, const char *label, double cx, double cy,
                      double radius, const QdColor *fill)
{
  QdDrawText text;

  qd_draw_text_init (&text, cr, palette->font_family, "H");
  draw_letter (&text, label, cx, cy, radius, fill);
  qd_draw_text_clear (&text);
}

/* The stripes of the regions striped, then the colour's letter on each
 * coloured disc large enough on the target (on vector exports, in picture
 * units), in black or white as reads best. */
static void
draw_letters (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options, const QdPalette *palette,
              double radius, double diameter, const Box *b)
{
  gboolean letters = (palette->flags & QD_PALETTE_LETTERS) != 0;
  guint n_labels = 0;
  QdDrawText text;

  if (options->colors == NULL)
    return;
  for (guint r = 0; r < map->n_regions && options->striped != NULL; r++)
    if (options->striped[r] && options->colors[r] >= 0)
      {
        double px, py;

        qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
        if (px >= b->x1 && px <= b->x2 && py >= b->y1 && py <= b->y2)
          qd_map_render_stripes (cr, px, py, radius, palette);
      }
  if ((diameter > 0 ? diameter : 2 * radius) < 14)
    return;
  if (options->color_labels != NULL)
    n_labels = g_strv_length ((char **) options->color_labels);
  qd_draw_text_init (&text, cr, palette->font_family, "H");
  for (guint r = 0; r < map->n_regions; r++)
    {
      gint c = options->colors[r];
      QdColor fill;
      double px, py;
      char label[16];

      /* Colours past the table are its colours darker: always lettered. */
      if (c < 0 || (!letters && c < QD_PALETTE_N_REGIONS))
        continue;
      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      if (px < b->x1 || px > b->x2 || py < b->y1 || py > b->y2)
        continue;
      qd_map_render_short_label ((guint) c < n_labels ? options->color_labels[c] : NULL, (guint) c,
                                 label, sizeof label);
      qd_map_render_color (palette, (guint) c, &fill);
      draw_letter (&text, label, px, py, radius, &fill);
    }
  qd_draw_text_clear (&text);
}

/* The regions' discs, in their colours: one path and one fill per colour
 * (a fill per disc cost a second a frame at 10,000 regions), then every
 * outline in one stroke. */

static void
draw_regions (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options, const QdPalette *palette,
              double radius, const Box *b)
{
  guint n_colors = 0, n_visible = 0;
  g_autofree guint *start = NULL;
  g_autofree guint *order = NULL;
  g_autofree guint *fill = NULL;

  /* The visible regions by colour, uncoloured (slot 0) first: a counting sort. */
  if (options->colors != NULL)
    for (guint r = 0; r < map->n_regions; r++)
      n_colors = MAX (n_colors, (guint) (options->colors[r] + 1));
  start = g_new0 (guint, n_colors + 2);
  order = g_new (guint, map->n_regions + 1);
  for (guint r = 0; r < map->n_regions; r++)
    {
      double px, py;

      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      if (px < b->x1 || px > b->x2 || py < b->y1 || py > b->y2)
        continue;
      start[(options->colors != NULL ? options->colors[r] + 1 : 0) + 1]++;
    }
  for (guint c = 0; c <= n_colors; c++)
    start[c + 1] += start[c];
  fill = g_memdup2 (start, sizeof (guint) * (n_colors + 2));
  for (guint r = 0; r < map->n_regions; r++)
    {
      double px, py;

      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      if (px < b->x1 || px > b->x2 || py < b->y1 || py > b->y2)
        continue;
      order[fill[options->colors != NULL ? options->colors[r] + 1 : 0]++] = r;
    }
  n_visible = start[n_colors + 1];

  for (guint c = 0; c <= n_colors; c++)
    {
      if (start[c] == start[c + 1])
        continue;
      for (guint i = start[c]; i < start[c + 1]; i++)
        {
          double px, py;

          qd_map_render_from_unit (map->x[order[i]], map->y[order[i]], &px, &py);
          cairo_new_sub_path (cr);
          cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
        }
      if (c > 0)
        {
          QdColor color;

          qd_map_render_color (palette, c - 1, &color);
          qd_draw_set_color (cr, &color, 1);
        }
      else
        qd_draw_set_color (cr, &palette->leaf_fill, 1);
      cairo_fill (cr);
    }
  if (n_visible == 0)
    return;
  for (guint i = 0; i < n_visible; i++)
    {
      double px, py;

      qd_map_render_from_unit (map->x[order[i]], map->y[order[i]], &px, &py);
      cairo_new_sub_path (cr);
      cairo_arc (cr, px, py, radius, 0, 2 * G_PI);
    }
  qd_draw_line_width (cr, palette, radius >= 6 ? 1.5 : 0.8);
  qd_draw_set_color (cr, &palette->foreground, 0.7);
  cairo_stroke (cr);
}

/* What a search has left of each uncoloured region's domain: a pie of the
 * colours still possible (a wedge per colour of K, the removed ones left
 * empty), or a cross when the domain was wiped out. */
static void
draw_domains (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options, const QdPalette *palette,
              double radius, const Box *b)
{
  guint k = MIN (options->n_domain_colors, 64);
  double inner = radius * 0.72;

  if (options->domains == NULL || k == 0 || radius < 4)
    return;
  for (guint r = 0; r < map->n_regions; r++)
    {
      guint64 domain = options->domains[r];
      double px, py;

      if (options->colors != NULL && options->colors[r] >= 0)
        continue;
      qd_map_render_from_unit (map->x[r], map->y[r], &px, &py);
      if (px < b->x1 || px > b->x2 || py < b->y1 || py > b->y2)
        continue;
      if ((domain & (k == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << k) - 1)) == 0)
        {
          double d = inner * 0.6;

          cairo_move_to (cr, px - d, py - d);
          cairo_line_to (cr, px + d, py + d);
          cairo_move_to (cr, px + d, py - d);
          cairo_line_to (cr, px - d, py + d);
          qd_draw_line_width (cr, palette, MAX (1.5, radius * 0.18));
          qd_draw_set_color (cr, &palette->foreground, 0.85);
          cairo_stroke (cr);
          continue;
        }
      for (guint c = 0; c < k; c++)
        {
          double a0 = -G_PI / 2 + 2 * G_PI * c / k, a1 = -G_PI / 2 + 2 * G_PI * (c + 1) / k;
          QdColor color;

          if (!(domain & (G_GUINT64_CONSTANT (1) << c)))
            continue;
          cairo_move_to (cr, px, py);
          cairo_arc (cr, px, py, inner, a0, a1);
          cairo_close_path (cr);
          qd_map_render_color (palette, c, &color);
          qd_draw_set_color (cr, &color, 0.9);
          cairo_fill (cr);
        }
    }
}

/* The current region's ring and the selection's dashed one. */
static void
draw_rings (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options, const QdPalette *palette,
            double radius)
{
  if (options->current >= 0 && (guint) options->current < map->n_regions)
    {
      double px, py;

      qd_map_render_from_unit (map->x[options->current], map->y[options->current], &px, &py);
      cairo_arc (cr, px, py, radius + 4, 0, 2 * G_PI);
      qd_draw_line_width (cr, palette, 3);
      qd_draw_set_color (cr, &palette->accent, 1);
      cairo_stroke (cr);
    }
  if (options->selected >= 0 && (guint) options->selected < map->n_regions)
    {
      double px, py;
      const double dash[] = { 4, 3 };

      qd_map_render_from_unit (map->x[options->selected], map->y[options->selected], &px, &py);
      cairo_arc (cr, px, py, radius + 5, 0, 2 * G_PI);
      qd_draw_line_width (cr, palette, 2);
      cairo_set_dash (cr, dash, 2, 0);
      qd_draw_set_color (cr, &palette->accent, 1);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* Names beside the discs, none over another or over a disc (a name with
 * no room is left out), on a halo in the background colour that keeps
 * them readable over edges. */
#define NAME_SIZE 12.0

static void
draw_names (cairo_t *cr, const QdMap *map, const QdPalette *palette, double radius, double min_px)
{
  g_autofree double *x = g_new (double, map->n_regions);
  g_autofree double *y = g_new (double, map->n_regions);
  QdPointLabels labels = {
    .n = map->n_regions, .x = x, .y = y, .names = (const char *const *) map->names->pdata,
    .radius = radius, .size = qd_label_screen_size (cr, palette, NAME_SIZE, min_px), .within = { 1, 1, SIDE + 2 * MARGIN - 1, SIDE + 2 * MARGIN - 1 },
  };

  for (guint r = 0; r < map->n_regions; r++)
    qd_map_render_from_unit (map->x[r], map->y[r], &x[r], &y[r]);
  qd_label_draw_names (cr, palette, &labels);
}

/* A disc's size across in device pixels, or 0 on a vector target (files
 * of vector formats keep their paths). */
static double
device_diameter (cairo_t *cr, double radius)
{
  double ux = 1, uy = 0;
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  if (type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_SVG || type == CAIRO_SURFACE_TYPE_PS)
    return 0;
  cairo_user_to_device_distance (cr, &ux, &uy);
  return 2 * radius * sqrt (ux * ux + uy * uy);
}

void
qd_map_render (cairo_t *cr, const QdMap *map, const QdMapRenderOptions *options)
{
  const QdPalette *palette = options->palette != NULL ? options->palette : qd_palette_light ();
  double radius = qd_map_render_radius (map->n_regions);
  double diameter;
  gboolean stamps;
  Box b;

  cairo_save (cr);
  qd_draw_set_color (cr, &palette->background, 1);
  cairo_paint (cr);
  if (map->x == NULL || map->n_regions == 0)
    {
      cairo_restore (cr);
      return;
    }
  cairo_clip_extents (cr, &b.x1, &b.y1, &b.x2, &b.y2);
  b.x1 -= radius, b.y1 -= radius, b.x2 += radius, b.y2 += radius;

  /* The square the regions live in, faintly. */
  cairo_rectangle (cr, MARGIN - 0.5, MARGIN - 0.5, SIDE + 1, SIDE + 1);
  qd_draw_set_color (cr, &palette->muted, 0.25);
  qd_draw_line_width (cr, palette, 1);
  cairo_stroke (cr);

  /* Large maps on screen, pixel by pixel (see qd-map-render-dots.c). */
  diameter = device_diameter (cr, radius);
  stamps = map->n_regions > QD_MAP_RENDER_STAMP_REGIONS && diameter > 0 && diameter < QD_MAP_RENDER_STAMP_PX;
  if (!stamps)
    draw_edges (cr, map, palette, radius, &b);
  /* The pending edge of the editor. */
  if (options->edge_from >= 0 && (guint) options->edge_from < map->n_regions)
    {
      double ax, ay;

      qd_map_render_from_unit (map->x[options->edge_from], map->y[options->edge_from], &ax, &ay);
      cairo_arc (cr, ax, ay, radius + 6, 0, 2 * G_PI);
      qd_draw_set_color (cr, &palette->accent, 0.35);
      cairo_fill (cr);
    }
  if (stamps)
    qd_map_render_dots (cr, map, options->colors, palette, radius, options->index);
  else
    {
      draw_regions (cr, map, options, palette, radius, &b);
      draw_letters (cr, map, options, palette, radius, diameter, &b);
      draw_domains (cr, map, options, palette, radius, &b);
    }
  draw_rings (cr, map, options, palette, radius);
  if (options->show_names && map->n_regions <= 400)
    draw_names (cr, map, palette, radius, options->min_name_px);
  cairo_restore (cr);
}
