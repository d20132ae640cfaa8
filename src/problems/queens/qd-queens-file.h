/* qd-queens-file.h — a saved N-queens state (`*.queens`, data/FORMATS.md):
 * N, then each column's row (from 0, the top), `#` comments.  Read with
 * errors naming the line, written so that it reads back the same. */
#pragma once

#include "qd-queens.h"

G_BEGIN_DECLS

/* The smallest board a file or the tab takes (the book's boards have 4 or more). */
#define QD_QUEENS_FILE_MIN_N 4

#define QD_QUEENS_ERROR (qd_queens_error_quark ())
GQuark    qd_queens_error_quark (void);

/* The state `text` (`length` bytes, -1: NUL-terminated) describes, or NULL
 * and an error "line L: …".  N is from 4 to QD_QUEENS_MAX_N. */
QdQueens *qd_queens_parse      (const char *text, gssize length, GError **error);
/* The file's text: a comment with h, N, then the rows, 20 to a line. */
char     *qd_queens_to_string  (const QdQueens *q);
/* n queens drawn at random from `seed` (the same state for the same seed
 * in the tab, the CLI and the tests), or NULL when n is out of range. */
QdQueens *qd_queens_new_random (guint n, guint64 seed);

G_END_DECLS
