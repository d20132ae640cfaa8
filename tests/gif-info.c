/* gif-info.c — prints what a GIF holds, one "key value" a line, for the
 * command-line tests of --gif (giflib's decoder, not the encoder's code). */
#include <stdio.h>

#include "gif-decode.h"

static gint
compare_keys (gconstpointer a, gconstpointer b)
{
  guint x = GPOINTER_TO_UINT (a), y = GPOINTER_TO_UINT (b);

  return x < y ? -1 : x > y;
}

/* "first-colours #rrggbb …": the colours of the first frame's pixels,
 * each once, in order (what the --palette tests look for). */
static void
print_colours (const char *path, const GifInfo *info)
{
  g_autofree guint8 *picture = gif_decode_picture (path, 0, NULL);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  g_autoptr(GList) colours = NULL;

  if (picture == NULL)
    return;
  for (gsize p = 0; p < (gsize) info->width * info->height; p++)
    {
      guint rgb = (guint) picture[3 * p] << 16 | (guint) picture[3 * p + 1] << 8 | picture[3 * p + 2];

      g_hash_table_add (seen, GUINT_TO_POINTER (rgb + 1));
    }
  colours = g_list_sort (g_hash_table_get_keys (seen), (GCompareFunc) compare_keys);
  printf ("first-colours");
  for (GList *l = colours; l != NULL; l = l->next)
    printf (" #%06x", GPOINTER_TO_UINT (l->data) - 1);
  printf ("\n");
}

/* gif-info --frames FILE: "frame K DIGEST" a line, the digest of each
 * composed picture (what the --gif-frames tests compare). */
static int
print_frames (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) digests = gif_decode_frame_digests (path, &error);

  if (digests == NULL)
    {
      fprintf (stderr, "gif-info: %s\n", error->message);
      return 1;
    }
  for (guint k = 0; digests[k] != NULL; k++)
    printf ("frame %u %s\n", k, digests[k]);
  return 0;
}

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  GifInfo info;

  if (argc == 3 && g_str_equal (argv[1], "--frames"))
    return print_frames (argv[2]);
  if (argc != 2)
    {
      fprintf (stderr, "usage: gif-info [--frames] FILE.gif\n");
      return 2;
    }
  if (!gif_decode (argv[1], &info, &error))
    {
      fprintf (stderr, "gif-info: %s\n", error->message);
      return 1;
    }
  printf ("width %d\nheight %d\nframes %u\nloops %s\nfirst-delay-cs %u\nlast-delay-cs %u\n"
          "first-last-differ %s\nbytes %" G_GUINT64_FORMAT "\n",
          info.width, info.height, info.frames, info.loops ? "yes" : "no", info.first_delay_cs, info.last_delay_cs,
          info.first_last_differ ? "yes" : "no", info.bytes);
  print_colours (argv[1], &info);
  return 0;
}
