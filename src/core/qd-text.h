/* qd-text.h — reading the text files of every problem: one check that a file
 * is text, and a line reader that takes LF, CRLF and a missing final newline. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* FALSE, with `domain`/`code` and a message saying why, when the bytes hold a
 * NUL byte or are not UTF-8 ("line 3: the file is not UTF-8 text"). */
gboolean qd_text_validate (const char *text, gsize length, GQuark domain, gint code, GError **error);

/* Skips a UTF-8 byte-order mark; returns the offset of the text proper. */
gsize    qd_text_skip_bom (const char *text, gsize length);

typedef struct {
  const char *p;
  const char *end;
  guint line;          /* number of the line last returned, 1-based */
} QdLineReader;

void     qd_line_reader_init (QdLineReader *reader, const char *text, gsize length);
/* The next line without its line end; FALSE at the end of the text. */
gboolean qd_line_reader_next (QdLineReader *reader, const char **line, gsize *length);

/* Sets `error` to "line L: <message>" (just the message for line 0) and
 * returns FALSE, for parsers. */
gboolean qd_text_line_error (GError **error, GQuark domain, gint code, guint line,
                             const char *format, ...) G_GNUC_PRINTF (5, 6);

G_END_DECLS
