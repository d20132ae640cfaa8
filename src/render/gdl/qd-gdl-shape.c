/* qd-gdl-shape.c — how a relation that is not on the board is drawn: its
 * shape found in the universe's facts (qd-gdl-board.h: counts, stacks or a
 * list), and its picture (qd-gdl-render.c lays the groups out). */
#include "config.h"
#include "qd-gdl-shape.h"

#include <stdlib.h>
#include <string.h>

/* A number the drawing can show: a count of at most this many squares. */
#define SHAPE_MAX 40

static gboolean
small_integer (const char *text, guint *value)
{
  char *end;
  long v;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  v = strtol (text, &end, 10);
  if (*end != '\0' || v < 0 || v > SHAPE_MAX)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static gint
key_index (GPtrArray *keys, const char *key, gboolean add)
{
  for (guint i = 0; i < keys->len; i++)
    if (g_ascii_strcasecmp (keys->pdata[i], key) == 0)
      return (gint) i;
  if (!add)
    return -1;
  g_ptr_array_add (keys, g_strdup (key));
  return (gint) keys->len - 1;
}

/* The universe's facts of the relation: TRUE when each is (R A B) with the
 * integer at `number` (1 or 2) and a constant key at the other place;
 * the keys and the largest N found, whether a key has several Ns. */
static gboolean
read_shape (const char *name, const char *const *universe, guint number, GPtrArray *keys, guint *max,
            gboolean *several)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n = 0;

  *max = 0;
  *several = FALSE;
  for (guint i = 0; universe[i] != NULL; i++)
    {
      g_auto(GStrv) parts = qd_gdl_board_split_term (universe[i]);
      guint value;

      if (parts == NULL || parts[0] == NULL || g_ascii_strcasecmp (parts[0], name) != 0)
        continue;
      if (g_strv_length (parts) != 3 || !small_integer (parts[number], &value) || parts[3 - number][0] == '(')
        return FALSE;
      *max = MAX (*max, value);
      if (!g_hash_table_add (seen, g_ascii_strdown (parts[3 - number], -1)))
        *several = TRUE;
      key_index (keys, parts[3 - number], TRUE);
      n++;
    }
  return n > 0 && *max > 0;
}

void
qd_gdl_shape_find (QdGdlFactGroup *group, const char *const *universe)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);
  guint max;
  gboolean several;
  QdGdlShape shape = QD_GDL_SHAPE_LIST;

  /* (R KEY N), a number after its key: counts (a heap's size, a place on
   * a track); (R N KEY), numbers that several can share a key: stacks. */
  if (read_shape (group->name, universe, 2, keys, &max, &several))
    shape = QD_GDL_SHAPE_COUNTS;
  else if ((g_ptr_array_set_size (keys, 0), read_shape (group->name, universe, 1, keys, &max, &several)) && several)
    shape = QD_GDL_SHAPE_STACKS;
  if (shape == QD_GDL_SHAPE_LIST)
    return;
  group->shape = shape;
  group->max = max;
  group->keys = g_steal_pointer (&keys);
  group->numbers = g_array_new (FALSE, TRUE, sizeof (gint64));
  g_array_set_size (group->numbers, group->keys->len);
  for (guint k = 0; k < group->keys->len; k++)
    g_array_index (group->numbers, gint64, k) = shape == QD_GDL_SHAPE_COUNTS ? -1 : 0;
  for (guint f = 0; f < group->facts->len; f++)
    {
      g_auto(GStrv) parts = qd_gdl_board_split_term (group->facts->pdata[f]);
      guint number = shape == QD_GDL_SHAPE_COUNTS ? 2 : 1, value;
      gint k;

      if (parts == NULL || g_strv_length (parts) != 3 || !small_integer (parts[number], &value)
          || (k = key_index (group->keys, parts[3 - number], FALSE)) < 0)
        continue;
      if (shape == QD_GDL_SHAPE_COUNTS)
        g_array_index (group->numbers, gint64, k) = value;
      else
        g_array_index (group->numbers, gint64, k) |= G_GINT64_CONSTANT (1) << value;
    }
}

/* ------------------------------------------------------------ drawing */

#define SQUARE 18.0     /* a count's square */
#define DISC_H 16.0     /* a stacked disc's height */
#define DISC_UNIT 14.0  /* a disc's width for each unit of its number */
#define KEY_W 70.0      /* a count's key */

void
qd_gdl_shape_size (const QdGdlFactGroup *group, double *width, double *height)
{
  guint n = group->keys != NULL ? group->keys->len : 0;

  if (group->shape == QD_GDL_SHAPE_COUNTS)
    {
      *width = KEY_W + group->max * SQUARE + 40;
      *height = n * (SQUARE + 6);
    }
  else
    {
      *width = n * ((group->max + 2) * DISC_UNIT + 12);
      *height = (group->max + 1) * DISC_H + 22;
    }
}

void
qd_gdl_shape_draw (cairo_t *cr, const QdGdlFactGroup *group, const QdPalette *palette, const QdDrawText *text,
                   double size, double x, double y)
{
  for (guint k = 0; k < group->keys->len; k++)
    {
      const char *key = group->keys->pdata[k];
      gint64 number = g_array_index (group->numbers, gint64, k);

      if (group->shape == QD_GDL_SHAPE_COUNTS)
        {
          double row = y + k * (SQUARE + 6);
          g_autofree char *said = number >= 0 ? g_strdup_printf ("%d", (int) number) : g_strdup ("—");

          qd_draw_text (text, key, size, QD_DRAW_TEXT_CAP_MIDDLE, x, row + SQUARE / 2, &palette->foreground, 1.0);
          for (guint i = 0; i < group->max; i++)
            {
              cairo_rectangle (cr, x + KEY_W + i * SQUARE + 1, row + 1, SQUARE - 2, SQUARE - 2);
              qd_draw_set_color (cr, &palette->accent, (gint64) i < number ? 0.85 : 0.15);
              cairo_fill (cr);
            }
          qd_draw_text (text, said, size, QD_DRAW_TEXT_CAP_MIDDLE, x + KEY_W + group->max * SQUARE + 8,
                        row + SQUARE / 2, &palette->foreground, 1.0);
        }
      else
        {
          double peg_w = (group->max + 2) * DISC_UNIT, left = x + k * (peg_w + 12), centre = left + peg_w / 2;
          double base = y + (group->max + 1) * DISC_H;
          guint level = 0;

          cairo_rectangle (cr, centre - 2, y, 4, base - y);
          cairo_rectangle (cr, left, base, peg_w, 3);
          qd_draw_set_color (cr, &palette->muted, 0.8);
          cairo_fill (cr);
          for (gint n = (gint) group->max; n >= 0; n--)
            if (number & (G_GINT64_CONSTANT (1) << n))
              {
                double w = (n + 1) * DISC_UNIT;

                cairo_rectangle (cr, centre - w / 2, base - (level + 1) * DISC_H + 1, w, DISC_H - 2);
                qd_draw_set_color (cr, &palette->accent, 1.0);
                cairo_fill (cr);
                level++;
              }
          qd_draw_text (text, key, size, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, centre, base + 12,
                        &palette->foreground, 1.0);
        }
    }
}
