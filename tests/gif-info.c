/* gif-info.c — prints what a GIF holds, one "key value" a line, for the
 * command-line tests of --gif (giflib's decoder, not the encoder's code). */
#include <stdio.h>

#include "gif-decode.h"

int
main (int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  GifInfo info;

  if (argc != 2)
    {
      fprintf (stderr, "usage: gif-info FILE.gif\n");
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
  return 0;
}
