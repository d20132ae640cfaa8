/* qd-gif.c — an animation as an animated GIF, through giflib (qd-gif.h). */
#include "config.h"
#include "qd-gif.h"

#include <gif_lib.h>
#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "core/qd-file.h"
#include "qd-palette.h"

#define TRANSPARENT 255          /* the index of "as the frame before" */
#define EXACT_MAX 88             /* the colours kept exact */
#define EXACT_MIN_PIXELS 24      /* a colour covering fewer pixels is an edge's */
#define GREYS 8
#define CUBE_R 5
#define CUBE_G 6
#define CUBE_B 5
#define HASH_SIZE 256            /* > 2 * EXACT_MAX, a power of two */

typedef struct {
  guint8 rgb[256][3];
  guint n;
  guint32 keys[HASH_SIZE];       /* exact colours: rgb + 1 (0 is empty) */
  guint8 values[HASH_SIZE];
  guint8 nearest[1 << 15];       /* 5 bits a channel → the closest entry */
} Palette;

void
qd_gif_options_init (QdGifOptions *options)
{
  options->width = QD_GIF_DEFAULT_WIDTH;
  options->height = QD_GIF_DEFAULT_HEIGHT;
  options->delay_ms = QD_GIF_DEFAULT_DELAY_MS;
  options->last_pause_ms = qd_gif_last_pause_for (QD_GIF_DEFAULT_DELAY_MS);
  options->loop = TRUE;
  options->max_frames = QD_GIF_DEFAULT_FRAMES;
}

guint
qd_gif_last_pause_for (guint delay_ms)
{
  return MAX (2000, MIN (delay_ms, QD_GIF_MAX_DELAY_MS) * 5);
}

/* A delay as the file stores it: hundredths of a second, at least 2 (most
 * viewers play a smaller delay slower, as 10). */
static guint
delay_cs (guint delay_ms)
{
  return MAX ((delay_ms + 5) / 10, 2);
}

guint64
qd_gif_play_ms (const QdAnimation *animation, const QdGifOptions *options)
{
  guint n_frames = qd_animation_n_frames (animation, options->max_frames);

  return ((guint64) (n_frames - 1) * delay_cs (options->delay_ms) + delay_cs (options->last_pause_ms)) * 10;
}

/* ------------------------------------------------------------ the palette */

static guint
hash_slot (guint32 rgb)
{
  return (rgb * 2654435761u) >> 24 & (HASH_SIZE - 1);
}

static gboolean
palette_has (const Palette *p, guint32 rgb)
{
  for (guint slot = hash_slot (rgb);; slot = (slot + 1) & (HASH_SIZE - 1))
    {
      if (p->keys[slot] == 0)
        return FALSE;
      if (p->keys[slot] == rgb + 1)
        return TRUE;
    }
}

static void
palette_add (Palette *p, guint32 rgb, gboolean exact)
{
  p->rgb[p->n][0] = rgb >> 16 & 0xff;
  p->rgb[p->n][1] = rgb >> 8 & 0xff;
  p->rgb[p->n][2] = rgb & 0xff;
  if (exact)
    {
      guint slot = hash_slot (rgb);

      while (p->keys[slot] != 0)
        slot = (slot + 1) & (HASH_SIZE - 1);
      p->keys[slot] = rgb + 1;
      p->values[slot] = (guint8) p->n;
    }
  p->n++;
}

static guint32
color_rgb (const QdColor *c, const QdColor *bg)
{
  /* The app's colours over its page, as the frames show them. */
  guint r = (guint) ((c->r * c->a + bg->r * (1 - c->a)) * 255 + 0.5);
  guint g = (guint) ((c->g * c->a + bg->g * (1 - c->a)) * 255 + 0.5);
  guint b = (guint) ((c->b * c->a + bg->b * (1 - c->a)) * 255 + 0.5);

  return MIN (r, 255) << 16 | MIN (g, 255) << 8 | MIN (b, 255);
}

static gint
by_count (gconstpointer a, gconstpointer b, gpointer counts)
{
  guint ca = GPOINTER_TO_UINT (g_hash_table_lookup (counts, *(gpointer *) a));
  guint cb = GPOINTER_TO_UINT (g_hash_table_lookup (counts, *(gpointer *) b));

  return ca < cb ? 1 : ca > cb ? -1 : 0;
}

static void
count_colors (GHashTable *counts, const guint32 *pixels, int n)
{
  guint32 last = 0xffffffff;
  guint run = 0;

  /* Runs of one colour are counted at once: frames are mostly flat. */
  for (int i = 0; i <= n; i++)
    {
      guint32 rgb = i < n ? pixels[i] & 0xffffff : 0xffffffff;

      if (rgb == last)
        {
          run++;
          continue;
        }
      if (run > 0)
        {
          gpointer key = GUINT_TO_POINTER (last + 1);

          g_hash_table_insert (counts, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + run));
        }
      last = rgb;
      run = 1;
    }
}

/* The frames' colours kept exact: the palette's own, its regions' and its
 * series', as the animation's palette draws them. */
static void
palette_build (Palette *p, GHashTable *counts, const QdPalette *app)
{
  const QdColor *own[] = { &app->background, &app->foreground, &app->muted, &app->accent, &app->max_fill,
                           &app->min_fill, &app->leaf_fill, &app->good, &app->bad, &app->war_green,
                           &app->war_green_fill };
  guint n_frequent = 0;
  g_autofree gpointer *frequent = g_hash_table_get_keys_as_array (counts, &n_frequent);

  memset (p, 0, sizeof *p);
  for (guint i = 0; i < G_N_ELEMENTS (own); i++)
    if (!palette_has (p, color_rgb (own[i], &app->background)))
      palette_add (p, color_rgb (own[i], &app->background), TRUE);
  for (guint i = 0; i < QD_PALETTE_N_REGIONS + QD_PALETTE_N_SERIES; i++)
    {
      guint32 rgb = i < QD_PALETTE_N_REGIONS ? app->regions[i] : app->series[i - QD_PALETTE_N_REGIONS];

      if (!palette_has (p, rgb))
        palette_add (p, rgb, TRUE);
    }
  g_qsort_with_data (frequent, (gint) n_frequent, sizeof (gpointer), by_count, counts);
  for (guint i = 0; i < n_frequent && p->n < EXACT_MAX; i++)
    {
      guint32 rgb = GPOINTER_TO_UINT (frequent[i]) - 1;

      if (GPOINTER_TO_UINT (g_hash_table_lookup (counts, frequent[i])) < EXACT_MIN_PIXELS)
        break;
      if (!palette_has (p, rgb))
        palette_add (p, rgb, TRUE);
    }
  for (guint i = 0; i < GREYS; i++)
    {
      guint v = 0x18 + i * 0x1c;

      palette_add (p, v << 16 | v << 8 | v, FALSE);
    }
  for (guint r = 0; r < CUBE_R; r++)
    for (guint g = 0; g < CUBE_G; g++)
      for (guint b = 0; b < CUBE_B; b++)
        palette_add (p, (r * 255 / (CUBE_R - 1)) << 16 | (g * 255 / (CUBE_G - 1)) << 8 | (b * 255 / (CUBE_B - 1)),
                     FALSE);
  g_assert (p->n <= TRANSPARENT);

  for (guint q = 0; q < G_N_ELEMENTS (p->nearest); q++)
    {
      int r = (int) (q >> 10 & 31) * 255 / 31, g = (int) (q >> 5 & 31) * 255 / 31, b = (int) (q & 31) * 255 / 31;
      guint best = 0, best_d = G_MAXUINT;

      for (guint i = 0; i < p->n; i++)
        {
          int dr = r - p->rgb[i][0], dg = g - p->rgb[i][1], db = b - p->rgb[i][2];
          guint d = (guint) (2 * dr * dr + 4 * dg * dg + 3 * db * db);

          if (d < best_d)
            {
              best_d = d;
              best = i;
            }
        }
      p->nearest[q] = (guint8) best;
    }
}

static guint8
palette_index (const Palette *p, guint32 rgb)
{
  for (guint slot = hash_slot (rgb); p->keys[slot] != 0; slot = (slot + 1) & (HASH_SIZE - 1))
    if (p->keys[slot] == rgb + 1)
      return p->values[slot];
  return p->nearest[(rgb >> 19 & 31) << 10 | (rgb >> 11 & 31) << 5 | (rgb >> 3 & 31)];
}

/* ------------------------------------------------------------ frames */

typedef struct {
  const QdAnimation *animation;
  cairo_surface_t *surface;
  int width, height;
} Frames;

/* Draws frame `step`; its pixels (opaque, stride width * 4). */
static const guint32 *
frame_pixels (Frames *f, guint step)
{
  cairo_t *cr = cairo_create (f->surface);

  qd_animation_draw_frame (f->animation, cr, f->width, f->height, step);
  cairo_destroy (cr);
  cairo_surface_flush (f->surface);
  return (const guint32 *) cairo_image_surface_get_data (f->surface);
}

static void
quantize (const Palette *p, const guint32 *pixels, guint8 *out, int n)
{
  guint32 last = 0xffffffff;
  guint8 index = 0;

  for (int i = 0; i < n; i++)
    {
      guint32 rgb = pixels[i] & 0xffffff;

      if (rgb != last)
        {
          index = palette_index (p, rgb);
          last = rgb;
        }
      out[i] = index;
    }
}

/* The smallest rectangle holding every pixel that changed; FALSE if none. */
static gboolean
changed_rect (const guint8 *before, const guint8 *now, int width, int height, int *x0, int *y0, int *x1, int *y1)
{
  *x0 = width;
  *y0 = height;
  *x1 = -1;
  *y1 = -1;
  for (int y = 0; y < height; y++)
    {
      const guint8 *a = before + (gsize) y * width, *b = now + (gsize) y * width;
      int left = 0, right = width - 1;

      if (memcmp (a, b, width) == 0)
        continue;
      while (a[left] == b[left])
        left++;
      while (a[right] == b[right])
        right--;
      *x0 = MIN (*x0, left);
      *x1 = MAX (*x1, right);
      *y0 = MIN (*y0, y);
      *y1 = y;
    }
  return *x1 >= 0;
}

/* ------------------------------------------------------------ the file */

static int
write_bytes (GifFileType *gif, const GifByteType *data, int length)
{
  return qd_save_stream_write (gif->UserData, (const char *) data, (gsize) length) ? length : 0;
}

static gboolean
put_loop (GifFileType *gif)
{
  static const guint8 forever[3] = { 1, 0, 0 };

  return EGifPutExtensionLeader (gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
         EGifPutExtensionBlock (gif, 11, "NETSCAPE2.0") == GIF_OK &&
         EGifPutExtensionBlock (gif, 3, forever) == GIF_OK && EGifPutExtensionTrailer (gif) == GIF_OK;
}

/* One frame: the rectangle that changed since `before` (all of it for the
 * first), pixels that did not change transparent. */
static gboolean
put_frame (GifFileType *gif, const guint8 *before, const guint8 *now, int width, int height, guint delay_ms,
           guint8 *line)
{
  GraphicsControlBlock gcb = { DISPOSE_DO_NOT, false, (int) delay_cs (delay_ms), NO_TRANSPARENT_COLOR };
  GifByteType extension[4];
  int x0 = 0, y0 = 0, x1 = width - 1, y1 = height - 1;

  if (before != NULL)
    {
      gcb.TransparentColor = TRANSPARENT;
      /* A step that changed nothing still takes its time: one clear pixel. */
      if (!changed_rect (before, now, width, height, &x0, &y0, &x1, &y1))
        x0 = y0 = x1 = y1 = 0;
    }
  EGifGCBToExtension (&gcb, extension);
  if (EGifPutExtension (gif, GRAPHICS_EXT_FUNC_CODE, 4, extension) != GIF_OK ||
      EGifPutImageDesc (gif, x0, y0, x1 - x0 + 1, y1 - y0 + 1, false, NULL) != GIF_OK)
    return FALSE;
  for (int y = y0; y <= y1; y++)
    {
      const guint8 *row = now + (gsize) y * width;

      for (int x = x0; x <= x1; x++)
        line[x - x0] = before != NULL && before[(gsize) y * width + x] == row[x] ? TRANSPARENT : row[x];
      if (EGifPutLine (gif, line, x1 - x0 + 1) != GIF_OK)
        return FALSE;
    }
  return TRUE;
}

guint
qd_gif_max_frames_for (int width, int height)
{
  guint64 frame = (guint64) MAX (width, 1) * MAX (height, 1);

  return (guint) MIN (QD_GIF_MAX_PIXELS / frame, (guint64) G_MAXUINT);
}

gboolean
qd_gif_check (const QdAnimation *animation, const QdGifOptions *options, GError **error)
{
  guint n_frames;

  if (options->width < QD_GIF_MIN_SIDE || options->height < QD_GIF_MIN_SIDE || options->width > QD_GIF_MAX_SIDE ||
      options->height > QD_GIF_MAX_SIDE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("an animation's frames are from %d to %d pixels wide and high, not %d x %d"), QD_GIF_MIN_SIDE,
                   QD_GIF_MAX_SIDE, options->width, options->height);
      return FALSE;
    }
  if (animation->n_steps > QD_ANIMATION_MAX_STEPS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("the replay has %u steps; an animation holds at most %u"), animation->n_steps,
                   QD_ANIMATION_MAX_STEPS);
      return FALSE;
    }
  n_frames = qd_animation_n_frames (animation, options->max_frames);
  if ((guint64) options->width * options->height * n_frames > QD_GIF_MAX_PIXELS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%u frames of %d x %d pixels are %'" PRIu64 " pixels to draw, over the limit of "
                     "2,000,000,000: at most %u frames of that size"),
                   n_frames, options->width, options->height,
                   (guint64) options->width * options->height * n_frames,
                   qd_gif_max_frames_for (options->width, options->height));
      return FALSE;
    }
  return TRUE;
}

gboolean
qd_gif_write (const QdAnimation *animation, const QdGifOptions *options, GFile *file, const gint *stop,
              gint64 *frames_done, GError **error)
{
  Frames f = { animation, NULL, options->width, options->height };
  gsize n = (gsize) options->width * options->height;
  g_autofree Palette *palette = NULL;
  g_autofree guint8 *before = NULL, *now = NULL, *line = NULL;
  g_autoptr(GHashTable) counts = NULL;
  GifColorType colors[256];
  ColorMapObject *map;
  QdSaveStream *stream;
  GifFileType *gif;
  int gif_error = 0;
  guint n_frames;
  gboolean ok = TRUE, stopped = FALSE;

  if (!qd_gif_check (animation, options, error))
    return FALSE;
  f.surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, f.width, f.height);
  if (cairo_surface_status (f.surface) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, cairo_status_to_string (cairo_surface_status (f.surface)));
      cairo_surface_destroy (f.surface);
      return FALSE;
    }

  /* The palette from the first and the last frames. */
  counts = g_hash_table_new (NULL, NULL);
  count_colors (counts, frame_pixels (&f, 0), (int) n);
  if (animation->n_steps > 0)
    count_colors (counts, frame_pixels (&f, animation->n_steps), (int) n);
  palette = g_new (Palette, 1);
  palette_build (palette, counts, qd_animation_palette (animation));
  memset (colors, 0, sizeof colors);
  for (guint i = 0; i < palette->n; i++)
    colors[i] = (GifColorType) { palette->rgb[i][0], palette->rgb[i][1], palette->rgb[i][2] };

  stream = qd_save_stream_open (file, error);
  if (stream == NULL)
    {
      cairo_surface_destroy (f.surface);
      return FALSE;
    }
  gif = EGifOpen (stream, write_bytes, &gif_error);
  if (gif == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", qd_save_stream_get_name (stream),
                   GifErrorString (gif_error));
      qd_save_stream_abort (stream);
      cairo_surface_destroy (f.surface);
      return FALSE;
    }
  EGifSetGifVersion (gif, true);
  map = GifMakeMapObject (256, colors);
  ok = EGifPutScreenDesc (gif, f.width, f.height, 8, 0, map) == GIF_OK && (!options->loop || put_loop (gif));
  GifFreeMapObject (map);

  before = g_malloc (n);
  now = g_malloc (n);
  line = g_malloc ((gsize) f.width);
  n_frames = qd_animation_n_frames (animation, options->max_frames);
  for (guint frame = 0; ok && frame < n_frames; frame++)
    {
      guint8 *swap;

      if (stop != NULL && g_atomic_int_get (stop))
        {
          stopped = TRUE;
          break;
        }
      quantize (palette, frame_pixels (&f, qd_animation_frame_step (animation, options->max_frames, frame)), now,
                (int) n);
      ok = put_frame (gif, frame > 0 ? before : NULL, now, f.width, f.height,
                      frame == n_frames - 1 ? options->last_pause_ms : options->delay_ms, line);
      swap = before;
      before = now;
      now = swap;
      if (frames_done != NULL)
        __atomic_fetch_add (frames_done, 1, __ATOMIC_RELAXED);
    }
  if (!ok)
    gif_error = gif->Error;
  if (EGifCloseFile (gif, &gif_error) != GIF_OK)
    ok = FALSE;
  cairo_surface_destroy (f.surface);

  if (stopped)
    {
      qd_save_stream_abort (stream);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Stopped"));
      return FALSE;
    }
  if (!ok)
    {
      const GError *write_error = qd_save_stream_get_error (stream);

      if (write_error != NULL)
        g_propagate_error (error, g_error_copy (write_error));
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", qd_save_stream_get_name (stream),
                     GifErrorString (gif_error));
      qd_save_stream_abort (stream);
      return FALSE;
    }
  return qd_save_stream_commit (stream, error);
}
