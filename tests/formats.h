/* formats.h — the round-trip check of every file format the program reads
 * and writes (the problems' QdFormat, problems/qd-problem.h), for
 * tests/test-round-trip.c, each problem's own tests and the fuzz targets of
 * tests/fuzz/: parse, write, parse again, write again must give the same
 * text (a file the program writes reads back to the same model). */
#pragma once

#include <glib.h>

#include "problems/qd-problem.h"

G_BEGIN_DECLS

typedef enum {
  QD_ROUND_TRIP_NOT_PARSED,   /* the text is not a file of the format */
  QD_ROUND_TRIP_OK,
  QD_ROUND_TRIP_BROKEN,       /* `why` says how */
} QdRoundTrip;

/* Parses `text`; when it parses, checks the round trip.  `model` (nullable)
 * receives the first model (free it with format->free). */
QdRoundTrip qd_test_round_trip (const QdFormat *format, const char *text, gsize length,
                                gpointer *model, char **why);
/* g_error()s unless the text round-trips (and, with `must_parse`, parses). */
void        qd_test_check_text (const QdFormat *format, const char *text, gsize length, const char *where,
                                gboolean must_parse);
/* A model made by the program: written, then checked from its text. */
void        qd_test_check_model (const QdFormat *format, gconstpointer model, const char *where);

/* A seeded pseudo-random number (a 64-bit LCG, its high bits). */
guint64     qd_test_next_random (guint64 *state);
/* The text with one seeded change: a byte replaced by one of `bytes` (NULL:
 * those the files of the formats are made of), a byte removed, or a line
 * doubled. */
void        qd_test_mutate      (GString *text, guint64 *rng, const char *bytes);

G_END_DECLS
