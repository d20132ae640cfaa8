/* gif-decode.h — what a GIF holds, read back by giflib's decoder: for the
 * tests of animations (test-report.c, and gif-info for the CLI tests). */
#pragma once

#include <glib.h>

typedef struct {
  int width, height;
  guint frames;
  gboolean loops;              /* a NETSCAPE2.0 loop block */
  guint first_delay_cs;        /* the first frame's delay, centiseconds */
  guint last_delay_cs;
  gboolean first_last_differ;  /* the first and last pictures, composed */
  guint64 bytes;
} GifInfo;

gboolean gif_decode (const char *path, GifInfo *info, GError **error);
/* The composed picture after frame `frame` as palette RGB (width * height * 3
 * bytes), for comparing frames; NULL on error. */
guint8  *gif_decode_picture (const char *path, guint frame, GError **error);
/* A digest (SHA-1 of the palette RGB) of each composed picture, frame by
 * frame, NULL-terminated: two GIFs whose frames look the same have the same
 * digests (the --gif-frames tests compare a sampled GIF with a full one). */
GStrv    gif_decode_frame_digests (const char *path, GError **error);
