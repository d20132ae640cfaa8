/* qd-wargame-board.h — a war-game board: N x N square values (2 <= N <= 12).
 *
 * Squares are numbered row by row from 0 (A1 is 0, B1 is 1, …); a square is
 * named by its column letter and row number, as in the statement: `C3` is
 * column C, row 3.  The file format is N lines of N integers separated by tabs
 * or spaces (the course boards: six tab-separated values per line, CRLF). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define QD_WARGAME_MIN_SIZE 2
#define QD_WARGAME_MAX_SIZE 12
#define QD_WARGAME_MAX_SQUARES (QD_WARGAME_MAX_SIZE * QD_WARGAME_MAX_SIZE)
/* Square values lie in [-QD_WARGAME_MAX_VALUE, QD_WARGAME_MAX_VALUE]. */
#define QD_WARGAME_MAX_VALUE 9999

#define QD_WARGAME_ERROR (qd_wargame_error_quark ())
GQuark qd_wargame_error_quark (void);

typedef enum {
  QD_WARGAME_ERROR_SYNTAX,     /* not a number, wrong number of values */
  QD_WARGAME_ERROR_SIZE,       /* too few or too many rows */
  QD_WARGAME_ERROR_RANGE,      /* a value out of range */
  QD_WARGAME_ERROR_ENCODING,   /* binary or not UTF-8 */
  QD_WARGAME_ERROR_MOVE,       /* an illegal or malformed move in a log */
} QdWargameError;

typedef struct {
  guint size;
  gint values[QD_WARGAME_MAX_SQUARES];   /* row-major, size * size used */
} QdWargameBoard;

QdWargameBoard *qd_wargame_board_new        (guint size);                 /* all values 1 */
QdWargameBoard *qd_wargame_board_copy       (const QdWargameBoard *board);
void        qd_wargame_board_free       (QdWargameBoard *board);
/* Values uniform in [min, max], the same for the same seed everywhere. */
QdWargameBoard *qd_wargame_board_new_random (guint size, gint min, gint max, guint64 seed);

/* Errors say "line L: …" (QD_WARGAME_ERROR). */
QdWargameBoard *qd_wargame_board_parse      (const char *text, gssize length, GError **error);
/* The file format: tab-separated values, LF line ends. */
char       *qd_wargame_board_to_string  (const QdWargameBoard *board);

gint        qd_wargame_board_total      (const QdWargameBoard *board);
static inline guint
qd_wargame_board_n_squares (const QdWargameBoard *board)
{
  return board->size * board->size;
}

/* "C3" into buf (at least 4 bytes); returns buf. */
const char *qd_wargame_square_name      (guint size, guint square, char *buf);
/* Reads "C3" or "c3"; FALSE when not a square of an N x N board. */
gboolean    qd_wargame_square_parse     (guint size, const char *text, guint *square);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdWargameBoard, qd_wargame_board_free)

G_END_DECLS
