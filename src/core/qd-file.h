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

/* Opens the local file `path` to read, never blocking in the open (a FIFO
 * with no writer would hang there forever): a named pipe or a socket is
 * refused (G_IO_ERROR_NOT_REGULAR_FILE) unless it is this process's own
 * standard input, a folder is (G_IO_ERROR_IS_DIRECTORY).  The descriptor
 * (blocking again, close-on-exec), or -1 and an error without the name. */
int      qd_file_open_read (const char *path, GError **error);

/* /dev/stdout, /dev/fd/1 or /proc/self/fd/1 (written in place). */
gboolean qd_file_is_stdout_alias (const char *path);

/* The name of `file` for messages (its path as given when local). */
char    *qd_file_display_name (GFile *file);
/* Removes a file, or a folder and everything in it (a symbolic link is
 * removed, not followed), however deep (past PATH_MAX) and whatever the
 * modes of its folders (a folder of mode 000 is opened up first); what
 * cannot be removed stays (qd-file-tree.c). */
void     qd_file_remove_tree (const char *path);
/* A new folder of this user's only (mode 0700) in the temporary folder
 * (`parent`; NULL: g_get_tmp_dir ()), named PREFIX-XXXXXX, locked
 * (flock) for as long as *lock (close-on-exec) stays open: if this process
 * dies, qd_file_clean_stale_folders removes it.  NULL and an error naming it
 * when it cannot be made. */
char    *qd_file_make_locked_folder (const char *parent, const char *prefix, int *lock, GError **error);
/* Removes the folders PREFIX-* of `parent` (NULL: the temporary folder)
 * that this user owns and no live process holds locked: what a killed
 * process left.  The number removed. */
guint    qd_file_clean_stale_folders (const char *parent, const char *prefix);

/* FALSE with a message naming the path when a write to it would fail for a
 * reason known before writing: its folder is missing or not writable, it is
 * a folder, or it exists and cannot be written.  For the command line, to
 * refuse an output before the long work that makes it. */
gboolean qd_file_check_writable (GFile *file, GError **error);

/* Writes text under the rules above. */
gboolean qd_save_text (GFile *file, const char *text, gssize length, GError **error);

/* Writes n texts to n files as one save (a puzzle and its word list): every
 * text goes to a temporary file beside its destination and is synced, then a
 * journal naming the renames is written beside files[0], then the temporary
 * files are renamed into place and the journal removed.  A failure before
 * the journal leaves every old file; a crash after it is completed by the
 * next qd_file_read of files[0] (qd_file_finish_pair), so a reader sees the
 * old set or the new one.  Links are written through; a destination that is
 * not a regular file (a FIFO, a device) or not local is written directly,
 * outside the pair. */
gboolean qd_save_texts (guint n, GFile *const *files, const char *const *texts, GError **error);

/* Completes a pair save of `file` interrupted by a crash: renames the
 * temporary files its journal names and removes the journal.  A journal that
 * is not the user's own, or names a file outside its destination's folder,
 * is ignored.  qd_file_read calls it. */
void     qd_file_finish_pair (GFile *file);

/* The same write in pieces, for a long text made as it is written (a search
 * trace, a picture): nothing of it replaces a regular file before the
 * commit, and an abort leaves it as it was.  write returns FALSE once a write
 * has failed (commit then reports the error); commit and abort free the
 * stream. */
typedef struct _QdSaveStream QdSaveStream;

/* A flag (the command line's Ctrl-C) that, once set, aborts the saves in
 * progress at their next write or commit, their temporary files removed,
 * and refuses new ones; NULL: none.  qd_file_saving says whether a save is
 * open (async-signal-safe: for a signal handler). */
void          qd_file_set_interrupt (const gint *flag);
gboolean      qd_file_saving        (void);

QdSaveStream *qd_save_stream_open   (GFile *file, GError **error);
gboolean      qd_save_stream_write  (QdSaveStream *stream, const char *text, gsize length);
gboolean      qd_save_stream_commit (QdSaveStream *stream, GError **error);
void          qd_save_stream_abort  (QdSaveStream *stream);
/* The name for messages. */
const char   *qd_save_stream_get_name (QdSaveStream *stream);
/* The error of the first failed write, or NULL. */
const GError *qd_save_stream_get_error (QdSaveStream *stream);

G_END_DECLS
