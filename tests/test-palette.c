/* test-palette.c — every pair of colours that means something stays apart
 * for the three common colour-vision deficiencies and in greyscale.
 *
 * The method (docs/accessibility.md; build-aux/cvd-check.py does the same in
 * Python): an 8-bit sRGB colour is decoded to linear RGB, multiplied by the
 * matrix of Machado, Oliveira and Fernandes (2009) for protanopia,
 * deuteranopia or tritanopia at severity 1.0, clamped to [0, 1] and encoded
 * again; both colours then go to CIELAB (D65 white) and their CIE76
 * difference (Euclidean ΔE*ab) must be at least 15. A translucent colour is
 * first composited over the drawing's background, as cairo does. Greyscale
 * keeps L* alone: a print's colours must differ by 15 in it.
 */
#include <math.h>
#include <string.h>

#include "render/qd-map-render.h"
#include "render/qd-palette.h"
#include "render/qd-plot.h"
#include "render/wordpuzzle/qd-wordpuzzle-render.h"

#define THRESHOLD 15.0
#define MAX_SET 10

typedef enum { NORMAL, PROTAN, DEUTAN, TRITAN, N_KINDS } Kind;

static const char *const kind_names[N_KINDS] = { "normal", "protan", "deutan", "tritan" };

/* Machado et al. 2009, severity 1.0, in linear RGB. */
static const double machado[N_KINDS][3][3] = {
  [PROTAN] = { { 0.152286, 1.052583, -0.204868 },
               { 0.114503, 0.786281, 0.099216 },
               { -0.003882, -0.048116, 1.051998 } },
  [DEUTAN] = { { 0.367322, 0.860646, -0.227968 },
               { 0.280085, 0.672501, 0.047413 },
               { -0.011820, 0.042940, 0.968881 } },
  [TRITAN] = { { 1.255528, -0.076749, -0.178779 },
               { -0.078411, 0.930809, 0.147602 },
               { 0.004733, 0.691367, 0.303900 } },
};

static double
decode (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
encode (double c)
{
  return c <= 0.0031308 ? 12.92 * c : 1.055 * pow (c, 1 / 2.4) - 0.055;
}

static void
simulate (const QdColor *in, Kind kind, QdColor *out)
{
  double lin[3] = { decode (in->r), decode (in->g), decode (in->b) };
  double v[3];

  if (kind == NORMAL)
    {
      *out = *in;
      return;
    }
  for (int i = 0; i < 3; i++)
    {
      double x = 0;

      for (int j = 0; j < 3; j++)
        x += machado[kind][i][j] * lin[j];
      v[i] = encode (CLAMP (x, 0.0, 1.0));
    }
  *out = (QdColor) { v[0], v[1], v[2], 1 };
}

static double
lab_f (double t)
{
  const double d = 6.0 / 29;

  return t > d * d * d ? cbrt (t) : t / (3 * d * d) + 4.0 / 29;
}

static void
to_lab (const QdColor *c, double lab[3])
{
  double r = decode (c->r), g = decode (c->g), b = decode (c->b);
  double x = 0.4124564 * r + 0.3575761 * g + 0.1804375 * b;
  double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
  double z = 0.0193339 * r + 0.1191920 * g + 0.9503041 * b;
  double fx = lab_f (x / 0.95047), fy = lab_f (y), fz = lab_f (z / 1.08883);

  lab[0] = 116 * fy - 16;
  lab[1] = 500 * (fx - fy);
  lab[2] = 200 * (fy - fz);
}

static double
delta_e (const QdColor *p, const QdColor *q, Kind kind)
{
  QdColor sp, sq;
  double a[3], b[3];

  simulate (p, kind, &sp);
  simulate (q, kind, &sq);
  to_lab (&sp, a);
  to_lab (&sq, b);
  return sqrt ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
}

static double
delta_l (const QdColor *p, const QdColor *q)
{
  double a[3], b[3];

  to_lab (p, a);
  to_lab (q, b);
  return fabs (a[0] - b[0]);
}

static QdColor
rgb (guint32 hex)
{
  QdColor c;

  qd_color_from_rgb (hex, &c);
  return c;
}

/* `c` as drawn over `bg` (cairo's OVER in sRGB). */
static QdColor
over (const QdColor *c, const QdColor *bg)
{
  return (QdColor) { c->r * c->a + bg->r * (1 - c->a), c->g * c->a + bg->g * (1 - c->a),
                     c->b * c->a + bg->b * (1 - c->a), 1 };
}

typedef struct {
  const char *what;
  guint n;
  QdColor colors[MAX_SET];
} Set;

static void
set_add (Set *set, const QdColor *c, const QdColor *background)
{
  g_assert_cmpuint (set->n, <, MAX_SET);
  set->colors[set->n++] = over (c, background);
}

/* The smallest difference over every pair; `which` gets the pair. */
static double
set_min (const Set *set, Kind kind, guint *i_out, guint *j_out)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < set->n; i++)
    for (guint j = i + 1; j < set->n; j++)
      {
        double d = delta_e (&set->colors[i], &set->colors[j], kind);

        if (d < best)
          {
            best = d;
            *i_out = i;
            *j_out = j;
          }
      }
  return best;
}

static double
set_min_grey (const Set *set)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < set->n; i++)
    for (guint j = i + 1; j < set->n; j++)
      best = MIN (best, delta_l (&set->colors[i], &set->colors[j]));
  return best;
}

/* ------------------------------------------------------------ the method */

static void
assert_color (const QdColor *c, guint32 hex)
{
  g_assert_cmpint ((int) lround (c->r * 255), ==, (int) (hex >> 16 & 0xff));
  g_assert_cmpint ((int) lround (c->g * 255), ==, (int) (hex >> 8 & 0xff));
  g_assert_cmpint ((int) lround (c->b * 255), ==, (int) (hex & 0xff));
}

static double
old_min (const guint32 *hex, guint n, Kind kind)
{
  Set set = { "old", 0, { { 0 } } };
  QdColor white = rgb (0xffffff);
  guint i = 0, j = 0;

  for (guint k = 0; k < n; k++)
    {
      QdColor c = rgb (hex[k]);

      set_add (&set, &c, &white);
    }
  return set_min (&set, kind, &i, &j);
}

/* Pinned on values from the independent Python route (build-aux/cvd-check.py)
 * and on the issue's own measurements of the colours Quandary drew before:
 * 28 for the map's four colours, 18 for the colouring game's five, 9 for the
 * plot's six lines, 8 for the war game's squares. */
static void
test_method (void)
{
  QdColor red = rgb (0xff0000), blue = rgb (0x3584e4), green = rgb (0x33d17a), out;
  QdColor white = rgb (0xffffff), war_green = rgb (0x2ec27e), war_green_wash;
  double lab[3];
  static const guint32 old_map[] = { 0xe01b24, 0x33d17a, 0x3584e4, 0xf6d32d, 0x9141ac };
  static const guint32 old_plot[] = { 0x1c71d8, 0xe66100, 0x26a269, 0x813d9c, 0xc01c28, 0x865e3c };
  Set war = { "old war squares", 0, { { 0 } } };
  QdColor old_blue_wash = rgb (0xcfe2fb);
  guint i = 0, j = 0;

  simulate (&red, PROTAN, &out);
  assert_color (&out, 0x6d5f00);
  simulate (&red, DEUTAN, &out);
  assert_color (&out, 0xa39000);
  simulate (&red, TRITAN, &out);
  assert_color (&out, 0xff000f);
  to_lab (&blue, lab);
  g_assert_cmpfloat_with_epsilon (lab[0], 54.93, 0.01);
  g_assert_cmpfloat_with_epsilon (lab[1], 9.07, 0.01);
  g_assert_cmpfloat_with_epsilon (lab[2], -55.55, 0.01);
  g_assert_cmpfloat_with_epsilon (delta_e (&blue, &green, TRITAN), 28.24, 0.01);

  g_assert_cmpfloat_with_epsilon (old_min (old_map, 4, TRITAN), 28.2, 0.05);
  g_assert_cmpfloat_with_epsilon (old_min (old_map, 5, PROTAN), 18.2, 0.05);
  g_assert_cmpfloat_with_epsilon (old_min (old_plot, 6, PROTAN), 9.0, 0.05);
  qd_color_mix (&war_green_wash, &white, &war_green, 0.3);
  set_add (&war, &old_blue_wash, &white);
  set_add (&war, &war_green_wash, &white);
  g_assert_cmpfloat_with_epsilon (set_min (&war, TRITAN, &i, &j), 7.8, 0.05);
}

/* ------------------------------------------------------------- the sets */

static void
add_hex (Set *set, const QdPalette *p, QdColor c)
{
  set_add (set, &c, &p->background);
}

static guint
build_sets (const QdPalette *p, Set *sets)
{
  guint n = 0;
  Set *s;
  QdColor c;
  QdColor fg = over (&p->foreground, &p->background), muted = over (&p->muted, &p->background);
  static const char *const game_names[] = { "R", "G", "B", "Y", "P" };
  guint slots[5];

  s = &sets[n++];
  *s = (Set) { "map regions, 4 colours and uncoloured", 0, { { 0 } } };
  for (guint k = 0; k < 4; k++)
    {
      qd_map_render_color (p, k, &c);
      add_hex (s, p, c);
    }
  add_hex (s, p, p->leaf_fill);

  s = &sets[n++];
  *s = (Set) { "map regions, 8 colours", 0, { { 0 } } };
  for (guint k = 0; k < 8; k++)
    {
      qd_map_render_color (p, k, &c);
      add_hex (s, p, c);
    }

  s = &sets[n++];
  *s = (Set) { "colouring game, R G B Y P and uncoloured", 0, { { 0 } } };
  qd_palette_region_slots (game_names, 5, slots);
  for (guint k = 0; k < 5; k++)
    {
      qd_map_render_color (p, slots[k], &c);
      add_hex (s, p, c);
    }
  add_hex (s, p, p->leaf_fill);

  s = &sets[n++];
  *s = (Set) { "plot, 8 series", 0, { { 0 } } };
  for (guint k = 0; k < 8; k++)
    {
      qd_plot_series_color (p, k, &c);
      add_hex (s, p, c);
    }

  s = &sets[n++];
  *s = (Set) { "word puzzle, 8 slots", 0, { { 0 } } };
  for (guint k = 0; k < 8; k++)
    {
      qd_wordpuzzle_render_slot_color (p, k, &c);
      add_hex (s, p, c);
    }

  s = &sets[n++];
  *s = (Set) { "war game squares: blue, green, empty", 0, { { 0 } } };
  add_hex (s, p, p->max_fill);
  add_hex (s, p, p->war_green_fill);
  add_hex (s, p, p->leaf_fill);

  s = &sets[n++];
  *s = (Set) { "war game marks: blue, green", 0, { { 0 } } };
  add_hex (s, p, p->accent);
  add_hex (s, p, p->war_green);

  /* KCell's stones and goal cells, Take-Stones' tiles, game-tree nodes */
  s = &sets[n++];
  *s = (Set) { "players and leaves: MAX, MIN, neutral", 0, { { 0 } } };
  add_hex (s, p, p->max_fill);
  add_hex (s, p, p->min_fill);
  add_hex (s, p, p->leaf_fill);

  s = &sets[n++];
  *s = (Set) { "search-tree statuses", 0, { { 0 } } };
  add_hex (s, p, p->bad);
  add_hex (s, p, p->good);
  add_hex (s, p, p->max_fill);
  add_hex (s, p, p->min_fill);
  add_hex (s, p, p->leaf_fill);
  add_hex (s, p, muted);

  /* FC vs MAC's marks; TSP's better and worse rings and Battleship's counts
   * are the same good and bad against the text */
  s = &sets[n++];
  *s = (Set) { "marks: bad, good, text, muted", 0, { { 0 } } };
  add_hex (s, p, p->bad);
  add_hex (s, p, p->good);
  add_hex (s, p, fg);
  add_hex (s, p, muted);
  return n;
}

static void
check_palette (const char *name, const QdPalette *p)
{
  Set sets[16];
  guint n = build_sets (p, sets);

  for (guint k = 0; k < n; k++)
    {
      double worst = G_MAXDOUBLE;
      Kind worst_kind = NORMAL;
      guint wi = 0, wj = 0;

      for (Kind kind = NORMAL; kind < N_KINDS; kind++)
        {
          guint i = 0, j = 0;
          double d = set_min (&sets[k], kind, &i, &j);

          if (d < worst)
            {
              worst = d;
              worst_kind = kind;
              wi = i;
              wj = j;
            }
        }
      g_test_message ("%-6s %-45s smallest dE %5.1f (%s, colours %u and %u), grey dL* %5.1f",
                      name, sets[k].what, worst, kind_names[worst_kind], wi, wj, set_min_grey (&sets[k]));
      if (worst < THRESHOLD)
        g_error ("%s palette, %s: colours %u and %u are %.1f apart for %s vision (at least %.0f needed)",
                 name, sets[k].what, wi, wj, worst, kind_names[worst_kind], THRESHOLD);
    }
}

static void
test_palettes (void)
{
  const struct { const char *name; const QdPalette *p; } bases[] = {
    { "light", qd_palette_light () }, { "dark", qd_palette_dark () }, { "print", qd_palette_print () },
  };

  for (guint b = 0; b < G_N_ELEMENTS (bases); b++)
    {
      QdPalette hc;
      g_autofree char *hc_name = g_strconcat (bases[b].name, "+hc", NULL);

      check_palette (bases[b].name, bases[b].p);
      qd_palette_derive (&hc, bases[b].p, TRUE, FALSE, 1, 1);
      check_palette (hc_name, &hc);
    }
}

/* A greyscale print tells the region colours apart by lightness alone. */
static void
test_print_grey (void)
{
  const QdPalette *p = qd_palette_print ();
  Set set = { "print, 5 region colours", 0, { { 0 } } };

  for (guint k = 0; k < 5; k++)
    {
      QdColor c;

      qd_map_render_color (p, k, &c);
      add_hex (&set, p, c);
    }
  g_assert_cmpfloat (set_min_grey (&set), >=, THRESHOLD);
  g_assert_true (p->flags & QD_PALETTE_LETTERS);
  g_assert_true (qd_palette_by_name ("print") == p);
  g_assert_true (qd_palette_by_name ("default") == qd_palette_light ());
  g_assert_null (qd_palette_by_name ("sepia"));
}

static double
contrast (const QdColor *a, const QdColor *b)
{
  double ya = 0.2126 * decode (a->r) + 0.7152 * decode (a->g) + 0.0722 * decode (a->b);
  double yb = 0.2126 * decode (b->r) + 0.7152 * decode (b->g) + 0.0722 * decode (b->b);

  return (MAX (ya, yb) + 0.05) / (MIN (ya, yb) + 0.05);
}

/* A region's letter is readable on its colour (WCAG's 4.5:1). */
static void
test_letters (void)
{
  const QdPalette *palettes[] = { qd_palette_light (), qd_palette_dark (), qd_palette_print () };

  for (guint k = 0; k < G_N_ELEMENTS (palettes); k++)
    for (guint c = 0; c < 2 * QD_PALETTE_N_REGIONS; c++)
      {
        QdColor fill, ink;

        qd_map_render_color (palettes[k], c, &fill);
        qd_palette_ink_on (&fill, &ink);
        g_assert_cmpfloat (contrast (&fill, &ink), >=, c < QD_PALETTE_N_REGIONS ? 4.5 : 3.0);
      }
}

/* A colour is drawn in the colour of its name, wherever the file puts it. */
static void
test_slots_by_name (void)
{
  static const char *const names[] = { "B", "red", "G", "Cyan", "Yellow", "magenta", "r" };
  static const char *const many[] = { "a", "b", "c", "d", "e", "f", "g", "h", "i", "j" };
  guint slots[G_N_ELEMENTS (many)];

  qd_palette_region_slots (names, G_N_ELEMENTS (names), slots);
  g_assert_cmpuint (slots[0], ==, 2);   /* blue */
  g_assert_cmpuint (slots[1], ==, 0);   /* red */
  g_assert_cmpuint (slots[2], ==, 1);   /* green */
  g_assert_cmpuint (slots[3], ==, 4);   /* the first left: purple */
  g_assert_cmpuint (slots[4], ==, 3);   /* yellow */
  g_assert_cmpuint (slots[5], ==, 5);   /* orange */
  g_assert_cmpuint (slots[6], ==, 6);   /* red again: a colour of its own, teal */

  /* "b" is blue's initial and "g" green's; the rest fill the table, then
   * go past it (drawn darker) */
  qd_palette_region_slots (many, G_N_ELEMENTS (many), slots);
  g_assert_cmpuint (slots[1], ==, 2);
  g_assert_cmpuint (slots[6], ==, 1);
  g_assert_cmpuint (slots[0], ==, 0);
  g_assert_cmpuint (slots[2], ==, 3);
  g_assert_cmpuint (slots[8], ==, QD_PALETTE_N_REGIONS);
  g_assert_cmpuint (slots[9], ==, QD_PALETTE_N_REGIONS + 1);
}

static void
test_derive (void)
{
  QdPalette look;

  qd_palette_derive (&look, qd_palette_light (), FALSE, FALSE, 1.25, 2.0);
  g_assert_cmpfloat (look.text_scale, ==, 1.25);
  g_assert_cmpfloat (qd_palette_line (&look, 1.5), ==, 3.0);
  g_assert_false (look.flags & QD_PALETTE_LETTERS);
  qd_palette_derive (&look, qd_palette_dark (), TRUE, FALSE, 1, 1);
  g_assert_true (look.flags & QD_PALETTE_HIGH_CONTRAST);
  g_assert_true (look.flags & QD_PALETTE_LETTERS);
  g_assert_cmpfloat (look.line_scale, ==, 1.5);
  g_assert_cmpfloat (look.foreground.a, ==, 1.0);
  g_assert_cmpfloat (qd_palette_text (&look, 10), ==, 10);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/palette/method", test_method);
  g_test_add_func ("/palette/colour-vision", test_palettes);
  g_test_add_func ("/palette/print-grey", test_print_grey);
  g_test_add_func ("/palette/letters", test_letters);
  g_test_add_func ("/palette/slots-by-name", test_slots_by_name);
  g_test_add_func ("/palette/derive", test_derive);
  return g_test_run ();
}
