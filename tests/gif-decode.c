/* gif-decode.c — a GIF read back and composed frame by frame (gif-decode.h). */
#include "gif-decode.h"

#include <gif_lib.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

/* Paints frame i of `gif` onto `canvas` (palette indexes, -1 unset). */
static void
compose (GifFileType *gif, int i, gint16 *canvas)
{
  const SavedImage *image = &gif->SavedImages[i];
  GraphicsControlBlock gcb = { 0, false, 0, NO_TRANSPARENT_COLOR };
  const GifImageDesc *d = &image->ImageDesc;

  DGifSavedExtensionToGCB (gif, i, &gcb);
  for (int y = 0; y < d->Height; y++)
    for (int x = 0; x < d->Width; x++)
      {
        int index = image->RasterBits[y * d->Width + x];
        int cx = d->Left + x, cy = d->Top + y;

        if (index == gcb.TransparentColor || cx >= gif->SWidth || cy >= gif->SHeight)
          continue;
        canvas[cy * gif->SWidth + cx] = (gint16) index;
      }
}

static GifFileType *
open_slurped (const char *path, GError **error)
{
  int code = 0;
  GifFileType *gif = DGifOpenFileName (path, &code);

  if (gif == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, GifErrorString (code));
      return NULL;
    }
  if (DGifSlurp (gif) != GIF_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", path, GifErrorString (gif->Error));
      DGifCloseFile (gif, &code);
      return NULL;
    }
  return gif;
}

static guint8 *
to_rgb (GifFileType *gif, const gint16 *canvas)
{
  gsize n = (gsize) gif->SWidth * gif->SHeight;
  guint8 *rgb = g_malloc0 (n * 3);

  for (gsize p = 0; p < n; p++)
    if (canvas[p] >= 0 && gif->SColorMap != NULL && canvas[p] < gif->SColorMap->ColorCount)
      {
        const GifColorType *c = &gif->SColorMap->Colors[canvas[p]];

        rgb[p * 3] = c->Red;
        rgb[p * 3 + 1] = c->Green;
        rgb[p * 3 + 2] = c->Blue;
      }
  return rgb;
}

guint8 *
gif_decode_picture (const char *path, guint frame, GError **error)
{
  GifFileType *gif = open_slurped (path, error);
  g_autofree gint16 *canvas = NULL;
  guint8 *rgb;
  int code;

  if (gif == NULL)
    return NULL;
  canvas = g_new (gint16, (gsize) gif->SWidth * gif->SHeight);
  memset (canvas, 0xff, sizeof (gint16) * gif->SWidth * gif->SHeight);
  for (int i = 0; i <= (int) frame && i < gif->ImageCount; i++)
    compose (gif, i, canvas);
  rgb = to_rgb (gif, canvas);
  DGifCloseFile (gif, &code);
  return rgb;
}

GStrv
gif_decode_frame_digests (const char *path, GError **error)
{
  GifFileType *gif = open_slurped (path, error);
  g_autofree gint16 *canvas = NULL;
  GPtrArray *digests;
  gsize n;
  int code;

  if (gif == NULL)
    return NULL;
  n = (gsize) gif->SWidth * gif->SHeight;
  canvas = g_new (gint16, n);
  memset (canvas, 0xff, sizeof (gint16) * n);
  digests = g_ptr_array_new ();
  for (int i = 0; i < gif->ImageCount; i++)
    {
      g_autofree guint8 *rgb = NULL;

      compose (gif, i, canvas);
      rgb = to_rgb (gif, canvas);
      g_ptr_array_add (digests, g_compute_checksum_for_data (G_CHECKSUM_SHA1, rgb, n * 3));
    }
  g_ptr_array_add (digests, NULL);
  DGifCloseFile (gif, &code);
  return (GStrv) g_ptr_array_free (digests, FALSE);
}

gboolean
gif_decode (const char *path, GifInfo *info, GError **error)
{
  GifFileType *gif = open_slurped (path, error);
  g_autofree gint16 *canvas = NULL, *first = NULL;
  GraphicsControlBlock gcb;
  GStatBuf st;
  int code;

  if (gif == NULL)
    return FALSE;
  memset (info, 0, sizeof *info);
  info->width = gif->SWidth;
  info->height = gif->SHeight;
  info->frames = (guint) gif->ImageCount;
  if (g_stat (path, &st) == 0)
    info->bytes = (guint64) st.st_size;
  for (int i = 0; i < gif->ImageCount; i++)
    for (int e = 0; e < gif->SavedImages[i].ExtensionBlockCount; e++)
      {
        const ExtensionBlock *b = &gif->SavedImages[i].ExtensionBlocks[e];

        if (b->Function == APPLICATION_EXT_FUNC_CODE && b->ByteCount == 11 && memcmp (b->Bytes, "NETSCAPE2.0", 11) == 0)
          info->loops = TRUE;
      }
  for (int e = 0; e < gif->ExtensionBlockCount; e++)
    if (gif->ExtensionBlocks[e].Function == APPLICATION_EXT_FUNC_CODE)
      info->loops = TRUE;
  if (gif->ImageCount > 0)
    {
      gsize n = (gsize) gif->SWidth * gif->SHeight;

      if (DGifSavedExtensionToGCB (gif, 0, &gcb) == GIF_OK)
        info->first_delay_cs = (guint) gcb.DelayTime;
      if (DGifSavedExtensionToGCB (gif, gif->ImageCount - 1, &gcb) == GIF_OK)
        info->last_delay_cs = (guint) gcb.DelayTime;
      canvas = g_new (gint16, n);
      memset (canvas, 0xff, sizeof (gint16) * n);
      compose (gif, 0, canvas);
      first = g_memdup2 (canvas, sizeof (gint16) * n);
      for (int i = 1; i < gif->ImageCount; i++)
        compose (gif, i, canvas);
      info->first_last_differ = memcmp (first, canvas, sizeof (gint16) * n) != 0;
    }
  DGifCloseFile (gif, &code);
  return TRUE;
}
