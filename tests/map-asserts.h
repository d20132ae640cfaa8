/* map-asserts.h — what the tests of the map readers share (test-map.c for
 * the map format, mapcolor/test-map-dimacs.c for DIMACS graphs): a text that
 * must read, one that must fail with a given error, two equal maps. */
#pragma once

#include "problems/qd-map.h"

G_BEGIN_DECLS

/* qd_map_parse, qd_map_parse_dimacs */
typedef QdMap *(*QdTestMapReader) (const char *text, gssize length, GPtrArray *warnings, GError **error);

/* The map, which must read without error. */
QdMap *qd_test_map_parse_ok      (QdTestMapReader read, const char *text, gssize length, GPtrArray *warnings);
/* No map, and an error of that code whose message holds `message`. */
void   qd_test_map_expect_error  (QdTestMapReader read, const char *text, gssize length, gint code,
                                  const char *message);
/* Same regions (names, positions) and the same neighbours. */
void   qd_test_map_assert_equal  (const QdMap *a, const QdMap *b);

G_END_DECLS
