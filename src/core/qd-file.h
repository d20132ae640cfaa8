/* qd-file.h — reading and writing the user's files, the same way for the
 * window and the command line.
 *
 * Reading is bounded: a file larger than the limit is refused after reading
 * at most one byte past it, so /dev/zero or a runaway pipe ends with an error
 * instead of filling the memory.
 *
 * Writing follows one set of rules (docs/contracts.md, "Output files"):
 * - a regular file (or a new name) is replaced atomically: the text goes to a
 *   temporary file beside it, renamed over it at the commit; an abort or a
 *   failed write leaves the old file as it was;
 * - an existing symbolic link is written through: its target is replaced,
 *   the link stays a link;
 * - an existing file that is not regular (a FIFO, a device such as /dev/full,
 *   /dev/stdout) is opened and written directly, never renamed over;
 * - /dev/stdout (and /dev/fd/1, /proc/self/fd/1) is the process's own stdout,
 *   which the command line names `-`. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The largest file read: 256 MiB. */
#define QD_FILE_MAX_SIZE ((gsize) 256 * 1024 * 1024)

/* Reads the whole of `file` (NULL: stdin), at most `limit` bytes (0: the
 * default QD_FILE_MAX_SIZE); NUL-terminated.  The error does not name the
 * file (callers put it before): "larger than 256 MiB, the most a file may
 * have here", "is a folder, not a file", "No such file or directory". */
gboolean qd_file_read (GFile *file, gsize limit, char **contents, gsize *length,
                       GError **error);

/* The name of `file` for messages (its path as given when local). */
char    *qd_file_display_name (GFile *file);

/* FALSE with a message naming the path when a write to it would fail for a
 * reason known before writing: its folder is missing or not writable, it is
 * a folder, or it exists and cannot be written.  For the command line, to
 * refuse an output before the long work that makes it. */
gboolean qd_file_check_writable (GFile *file, GError **error);

/* Writes text under the rules above. */
gboolean qd_save_text (GFile *file, const char *text, gssize length, GError **error);

/* The same write in pieces, for a long text made as it is written (a search
 * trace, a picture): nothing of it replaces a regular file before the
 * commit, and an abort leaves it as it was.  write returns FALSE once a write
 * has failed (commit then reports the error); commit and abort free the
 * stream. */
typedef struct _QdSaveStream QdSaveStream;

QdSaveStream *qd_save_stream_open   (GFile *file, GError **error);
gboolean      qd_save_stream_write  (QdSaveStream *stream, const char *text, gsize length);
gboolean      qd_save_stream_commit (QdSaveStream *stream, GError **error);
void          qd_save_stream_abort  (QdSaveStream *stream);
/* The name for messages. */
const char   *qd_save_stream_get_name (QdSaveStream *stream);
/* The error of the first failed write, or NULL. */
const GError *qd_save_stream_get_error (QdSaveStream *stream);

G_END_DECLS
