/* formats.h — every file format the program reads and writes, for the
 * round-trip checks of tests/test-round-trip.c and the fuzz targets of
 * tests/fuzz/: parse, write, parse again, write again must give the same
 * text (a file the program writes reads back to the same model). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gpointer (*QdTestParseFunc) (const char *text, gssize length, GError **error);
typedef char    *(*QdTestWriteFunc) (gconstpointer model);

typedef struct {
  const char *name;          /* "map", "battleship", … */
  QdTestParseFunc parse;
  QdTestWriteFunc write;
  GDestroyNotify free;
} QdTestFormat;

const QdTestFormat *qd_test_format_find (const char *name);
/* The formats, NULL-terminated by name. */
extern const QdTestFormat qd_test_formats[];

typedef enum {
  QD_ROUND_TRIP_NOT_PARSED,   /* the text is not a file of the format */
  QD_ROUND_TRIP_OK,
  QD_ROUND_TRIP_BROKEN,       /* `why` says how */
} QdRoundTrip;

/* Parses `text`; when it parses, checks the round trip.  `model` (nullable)
 * receives the first model (free it with format->free). */
QdRoundTrip qd_test_round_trip (const QdTestFormat *format, const char *text, gsize length,
                                gpointer *model, char **why);

G_END_DECLS
