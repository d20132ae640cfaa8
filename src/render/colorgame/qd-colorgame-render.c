/* qd-colorgame-render.c — the map-colouring game, drawn with cairo. */
#include "qd-colorgame-render.h"

#include "render/qd-draw.h"
#include "render/qd-map-render.h"

#include <math.h>
#include <glib/gi18n.h>

#define LEGEND_WIDTH 320.0
#define ROW 30.0
#define PAD 20.0
/* The legend is laid out in LEGEND_WIDTH units and drawn this much larger,
 * so that beside the 776-unit map its text stays legible when the picture
 * is fitted into a window's pane (about 11 px at 1024 px wide). */
#define LEGEND_SCALE 1.4

/* The legend's scale: × the palette's text scale (the canvas's text, GNOME's
 * text scaling), the map beside it left as it is. */
static double
legend_scale (const QdPalette *palette)
{
  return qd_palette_text (palette, LEGEND_SCALE);
}

void
qd_colorgame_render_options_init (QdColorgameRenderOptions *options, const QdPalette *palette)
{
  options->palette = palette;
  options->colors = NULL;
  options->owners = NULL;
  options->current = -1;
  options->selected = -1;
  options->edge_from = -1;
  options->texts = NULL;
  options->turn = NULL;
  options->status = NULL;
  options->min_name_px = 0;
}

void
qd_colorgame_render_get_size (const QdColorgame *game, const QdPalette *palette, double *width, double *height)
{
  double legend_height = 5 * ROW + PAD * 2 + game->colors->len * ROW + 4 * ROW;

  qd_map_render_get_size (game->map, width, height);
  *width += LEGEND_WIDTH * legend_scale (palette);
  *height = MAX (*height, legend_height * legend_scale (palette));
}

static void
swatch (cairo_t *cr, double x, double y, double size, const QdColor *fill, gboolean striped,
        const QdPalette *palette, const char *name, guint slot)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size / 2, y + size / 2, size / 2, 0, 2 * G_PI);
  qd_draw_set_color (cr, fill, 1);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &palette->foreground, 0.7);
  qd_draw_line_width (cr, palette, 1);
  cairo_stroke (cr);
  if (striped)
    qd_map_render_stripes (cr, x + size / 2, y + size / 2, size / 2, palette);
  /* The colour's letter, as on the map's discs. */
  if (name != NULL && ((palette->flags & QD_PALETTE_LETTERS) || slot >= QD_PALETTE_N_REGIONS))
    {
      char label[16];

      qd_map_render_short_label (name, slot, label, sizeof label);
      qd_map_render_letter (cr, palette, label, x + size / 2, y + size / 2, size / 2, fill);
    }
}

static void
draw_legend (cairo_t *cr, const QdColorgame *game, const QdColorgameRenderOptions *o,
             const gint *colors, const guint8 *owners, const guint *slots, double left)
{
  const QdPalette *palette = o->palette;
  const QdColorgameLegendTexts translated = {
    _("Colour"), _("Player 1"), _("Player 2"), _("Score"),
    _("striped: coloured by player 1"), _("solid: coloured by player 2"), _("empty: not coloured yet"),
  };
  const QdColorgameLegendTexts *t = o->texts != NULL ? o->texts : &translated;
  double x = left + PAD, right = left + LEGEND_WIDTH - PAD, y = PAD + 20;
  gint scores[2] = { 0, 0 };
  QdDrawText text;
  char buf[64];

  for (guint r = 0; r < game->map->n_regions; r++)
    if (colors[r] >= 0 && owners[r] >= 1 && owners[r] <= 2)
      scores[owners[r] - 1] += game->weights[owners[r] - 1][colors[r]];

  qd_draw_text_init (&text, cr, NULL, "H");   /* sans-serif, whatever the palette's family */
  qd_draw_text (&text, t->colour, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_BASELINE, x, y,
                &palette->foreground, 1);
  qd_draw_text (&text, t->player1, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE,
                right - 86, y, &palette->foreground, 1);
  qd_draw_text (&text, t->player2, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE, right,
                y, &palette->foreground, 1);
  y += 10;
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, right, y);
  qd_draw_set_color (cr, &palette->muted, 0.6);
  qd_draw_line_width (cr, palette, 1);
  cairo_stroke (cr);
  y += ROW - 6;
  for (guint j = 0; j < game->colors->len; j++)
    {
      guint c = game->color_order[j];
      QdColor fill;

      qd_map_render_color (palette, slots[c], &fill);
      swatch (cr, x, y - 13, 16, &fill, FALSE, palette, game->colors->pdata[c], slots[c]);
      qd_draw_text (&text, game->colors->pdata[c], 15, QD_DRAW_TEXT_BASELINE, x + 28, y,
                    &palette->foreground, 1);
      g_snprintf (buf, sizeof buf, "%d", game->weights[0][c]);
      qd_draw_text (&text, buf, 15, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE, right - 86, y,
                    &palette->foreground, 1);
      g_snprintf (buf, sizeof buf, "%d", game->weights[1][c]);
      qd_draw_text (&text, buf, 15, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE, right, y,
                    &palette->foreground, 1);
      y += ROW;
    }
  y += 6;
  cairo_move_to (cr, x, y - ROW + 8);
  cairo_line_to (cr, right, y - ROW + 8);
  qd_draw_set_color (cr, &palette->muted, 0.6);
  cairo_stroke (cr);
  qd_draw_text (&text, t->score, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_BASELINE, x, y, &palette->foreground, 1);
  g_snprintf (buf, sizeof buf, "%d", scores[0]);
  qd_draw_text (&text, buf, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE, right - 86, y,
                &palette->foreground, 1);
  g_snprintf (buf, sizeof buf, "%d", scores[1]);
  qd_draw_text (&text, buf, 15, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_BASELINE, right, y,
                &palette->foreground, 1);
  y += ROW * 1.6;

  /* Who is who on the map. */
  {
    QdColor grey = palette->leaf_fill, first;
    guint c0 = game->color_order[0];

    qd_map_render_color (palette, slots[c0], &first);
    swatch (cr, x, y - 13, 16, &first, TRUE, palette, game->colors->pdata[c0], slots[c0]);
    qd_draw_text (&text, t->striped, 14, QD_DRAW_TEXT_BASELINE, x + 28, y, &palette->foreground, 0.8);
    y += ROW;
    swatch (cr, x, y - 13, 16, &first, FALSE, palette, game->colors->pdata[c0], slots[c0]);
    qd_draw_text (&text, t->solid, 14, QD_DRAW_TEXT_BASELINE, x + 28, y, &palette->foreground, 0.8);
    y += ROW;
    swatch (cr, x, y - 13, 16, &grey, FALSE, palette, NULL, 0);
    qd_draw_text (&text, t->uncoloured, 14, QD_DRAW_TEXT_BASELINE, x + 28, y, &palette->foreground, 0.8);
    y += ROW * 1.4;
  }
  if (o->turn != NULL)
    {
      qd_draw_text (&text, o->turn, 17, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_BASELINE, x, y, &palette->accent, 1);
      y += ROW;
    }
  if (o->status != NULL)
    qd_draw_text (&text, o->status, 15, QD_DRAW_TEXT_BASELINE, x, y, &palette->foreground, 1);
  qd_draw_text_clear (&text);
}

guint *
qd_colorgame_render_slots (const QdColorgame *game)
{
  guint n = game->colors->len;
  guint *slots = g_new (guint, MAX (n, 1));

  qd_palette_region_slots ((const char *const *) game->colors->pdata, n, slots);
  return slots;
}

void
qd_colorgame_render (cairo_t *cr, const QdColorgame *game, const QdColorgameRenderOptions *options)
{
  QdColorgameRenderOptions o = *options;
  QdMapRenderOptions map_options;
  guint n = game->map->n_regions;
  g_autofree gint *own_colors = NULL;
  g_autofree guint8 *own_owners = NULL;
  g_autofree guint *slots = qd_colorgame_render_slots (game);
  g_autofree gint *drawn = g_new (gint, MAX (n, 1));
  g_autofree guint8 *striped = g_new0 (guint8, MAX (n, 1));
  g_autofree const char **labels = NULL;
  guint n_slots = 0;
  double map_width, map_height;

  if (o.palette == NULL)
    o.palette = qd_palette_light ();
  if (o.colors == NULL || o.owners == NULL)
    {
      own_colors = g_new (gint, MAX (n, 1));
      own_owners = g_new (guint8, MAX (n, 1));
      qd_colorgame_colors (game, own_colors, own_owners);
      o.colors = own_colors;
      o.owners = own_owners;
    }

  /* The map draws each colour in the palette colour of its name. */
  for (guint r = 0; r < n; r++)
    {
      drawn[r] = o.colors[r] >= 0 ? (gint) slots[o.colors[r]] : -1;
      striped[r] = o.colors[r] >= 0 && o.owners[r] == 1;
    }
  /* The names by the slot each colour takes ("" for a slot nobody takes). */
  for (guint c = 0; c < game->colors->len; c++)
    n_slots = MAX (n_slots, slots[c] + 1);
  labels = g_new0 (const char *, n_slots + 1);
  for (guint i = 0; i < n_slots; i++)
    labels[i] = "";
  for (guint c = 0; c < game->colors->len; c++)
    labels[slots[c]] = game->colors->pdata[c];
  qd_map_render_options_init (&map_options, o.palette);
  map_options.colors = drawn;
  map_options.striped = striped;
  map_options.color_labels = labels;
  map_options.current = o.current;
  map_options.selected = o.selected;
  map_options.edge_from = o.edge_from;
  map_options.min_name_px = o.min_name_px;
  qd_map_render (cr, game->map, &map_options);

  qd_map_render_get_size (game->map, &map_width, &map_height);
  {
    double width, height;

    qd_colorgame_render_get_size (game, o.palette, &width, &height);
    /* The legend's own background: the map only paints its square. */
    cairo_rectangle (cr, map_width, 0, LEGEND_WIDTH * legend_scale (o.palette), height);
    qd_draw_set_color (cr, &o.palette->background, 1);
    cairo_fill (cr);
    if (height > map_height)
      {
        cairo_rectangle (cr, 0, map_height, map_width, height - map_height);
        cairo_fill (cr);
      }
  }
  cairo_save (cr);
  cairo_translate (cr, map_width, 0);
  cairo_scale (cr, legend_scale (o.palette), legend_scale (o.palette));
  draw_legend (cr, game, &o, o.colors, o.owners, slots, 0);
  cairo_restore (cr);
}
