/* qd-file.c — bounded reading and the one writer of every saved file.
 *
 * Writing a regular file goes through g_file_replace(): GLib writes a
 * temporary file next to the destination and renames it over the destination
 * when the stream is closed.  A failed write must not replace anything, and a
 * GOutputStream that is merely dropped closes itself (which would commit the
 * rename), so on failure the stream is closed with an already cancelled
 * GCancellable: the local backend then deletes the temporary file instead of
 * renaming it.  When the destination did not exist before, GLib writes it in
 * place; that half-written new file is deleted. */
#include "config.h"
#include "qd-file.h"
#include "qd-file-private.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixoutputstream.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n.h>

#define BUFFER_SIZE (64 * 1024)

char *
qd_file_display_name (GFile *file)
{
  return g_file_get_parse_name (file);
}

/* ------------------------------------------------------------ reading */

/* What went wrong, in words a person reads, for the errors whose system
 * text says it badly; NULL for the others. */
static const char *
plain_reason (int err)
{
  switch (err)
    {
    case ELOOP:
      return _("a loop of symbolic links (or more than 40 in a row)");
    case ENAMETOOLONG:
      return _("the name is too long (a file system takes 255 bytes a name and 4,096 a path)");
    case EISDIR:
      return _("is a folder, not a file");
    default:
      return NULL;
    }
}

static const char *
errno_reason (int err)
{
  const char *plain = plain_reason (err);

  return plain != NULL ? plain : g_strerror (err);
}

/* The same for GIO's codes: its messages hold the file's name, cut. */
static const char *
io_reason (const GError *error)
{
  if (error->domain != G_IO_ERROR)
    return error->message;
  switch (error->code)
    {
    case G_IO_ERROR_NOT_FOUND: return g_strerror (ENOENT);
    case G_IO_ERROR_PERMISSION_DENIED: return g_strerror (EACCES);
    case G_IO_ERROR_IS_DIRECTORY: return errno_reason (EISDIR);
    case G_IO_ERROR_TOO_MANY_LINKS: return errno_reason (ELOOP);
    case G_IO_ERROR_FILENAME_TOO_LONG: return errno_reason (ENAMETOOLONG);
    case G_IO_ERROR_NO_SPACE: return g_strerror (ENOSPC);
    case G_IO_ERROR_READ_ONLY: return g_strerror (EROFS);
    default: return error->message;
    }
}

/* A message without the file's name (GIO's own ones hold it). */
static void
set_read_error (GError **error, const GError *local)
{
  g_set_error_literal (error, local->domain, local->code, io_reason (local));
}

static void
set_too_large (gsize limit, GError **error)
{
  g_autofree char *size = g_format_size_full (limit, G_FORMAT_SIZE_IEC_UNITS);

  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("larger than %s, the most a file may have here"), size);
}

/* Whether the opened regular file is larger than `limit` already (a stream
 * or a device is found out by reading it). */
static gboolean
regular_file_too_large (GInputStream *in, gsize limit)
{
  g_autoptr(GFileInfo) info = NULL;

  if (!G_IS_FILE_INPUT_STREAM (in))
    return FALSE;
  info = g_file_input_stream_query_info (G_FILE_INPUT_STREAM (in),
                                         G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  return info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR &&
         (guint64) g_file_info_get_size (info) > limit;
}

int
qd_file_open_read (const char *path, GError **error)
{
  struct stat st, in;
  int fd, flags;

  /* O_NONBLOCK: a FIFO with no writer opens at once instead of forever. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved = errno;

      if (fd >= 0)
        close (fd);
      g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved), errno_reason (saved));
      return -1;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("is a folder, not a file"));
      return -1;
    }
  /* A pipe is read only as the process's own standard input (/dev/stdin,
   * "-"): another one may never be written, and would hang the reader. */
  if ((S_ISFIFO (st.st_mode) || S_ISSOCK (st.st_mode)) &&
      !(fstat (STDIN_FILENO, &in) == 0 && in.st_dev == st.st_dev && in.st_ino == st.st_ino))
    {
      close (fd);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                           S_ISFIFO (st.st_mode) ? _("is a named pipe (FIFO), not a file: give the file itself, or - "
                                                     "for standard input")
                                                 : _("is a socket, not a file"));
      return -1;
    }
  /* Read as usual from here: a device blocks as devices do. */
  if ((flags = fcntl (fd, F_GETFL)) != -1)
    fcntl (fd, F_SETFL, flags & ~O_NONBLOCK);
  return fd;
}

gboolean
qd_file_read (GFile *file, gsize limit, char **contents, gsize *length, GError **error)
{
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(GByteArray) data = g_byte_array_new ();
  g_autoptr(GError) local = NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

  if (limit == 0)
    limit = QD_FILE_MAX_SIZE;
  if (file != NULL)
    qd_file_finish_pair (file);
  if (file == NULL)
    in = g_unix_input_stream_new (STDIN_FILENO, FALSE);
  else if (path != NULL)
    {
      int fd = qd_file_open_read (path, &local);
      struct stat st;

      if (fd >= 0 && fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && (guint64) st.st_size > limit)
        {
          close (fd);
          set_too_large (limit, error);
          return FALSE;
        }
      if (fd >= 0)
        in = g_unix_input_stream_new (fd, TRUE);
    }
  else
    in = G_INPUT_STREAM (g_file_read (file, NULL, &local));
  if (in == NULL)
    {
      set_read_error (error, local);
      return FALSE;
    }
  if (regular_file_too_large (in, limit))
    {
      set_too_large (limit, error);
      return FALSE;
    }
  for (;;)
    {
      gsize want = MIN ((gsize) BUFFER_SIZE, limit + 1 - data->len);
      guint old = data->len;
      gssize got;

      g_byte_array_set_size (data, old + want);
      got = g_input_stream_read (in, data->data + old, want, NULL, &local);
      if (got < 0)
        {
          set_read_error (error, local);
          return FALSE;
        }
      g_byte_array_set_size (data, old + (guint) got);
      if (got == 0)
        break;
      if (data->len > limit)
        {
          set_too_large (limit, error);
          return FALSE;
        }
    }
  *length = data->len;
  g_byte_array_append (data, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&data), FALSE);
  return TRUE;
}

/* ------------------------------------------------------------ where to write */

gboolean
qd_file_is_stdout_alias (const char *path)
{
  return g_strcmp0 (path, "/dev/stdout") == 0 || g_strcmp0 (path, "/dev/fd/1") == 0 ||
         g_strcmp0 (path, "/proc/self/fd/1") == 0;
}

/* A dangling link too: the file is then made at its target. */
char *
qd_file_resolve_links (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0; hops < 40; hops++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;

      if (!g_file_test (current, G_FILE_TEST_IS_SYMLINK))
        return g_steal_pointer (&current);
      target = g_file_read_link (current, NULL);
      if (target == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  return NULL;
}

/* Whether a file can be made in `dir`: made, then removed.  access() says
 * yes to root everywhere, and a read-only mount or /proc say no only to the
 * attempt.  errno tells why not. */
static gboolean
probe_folder (const char *dir)
{
  g_autofree char *probe = g_build_filename (dir, ".quandary-probe-XXXXXX", NULL);
  int fd = g_mkstemp_full (probe, O_WRONLY | O_CLOEXEC, 0600);

  if (fd < 0)
    return FALSE;
  close (fd);
  g_unlink (probe);
  return TRUE;
}

gboolean
qd_file_check_writable (GFile *file, GError **error)
{
  g_autofree char *name = qd_file_display_name (file);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  struct stat st;

  if (path == NULL || qd_file_is_stdout_alias (path))
    return TRUE;
  {
    g_autofree char *base = g_path_get_basename (path);

    if (strlen (base) > 255 || strlen (path) >= 4096)
      {
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FILENAME_TOO_LONG, "%s: %s", name, errno_reason (ENAMETOOLONG));
        return FALSE;
      }
  }
  target = qd_file_resolve_links (path);
  if (target == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS, "%s: %s", name, errno_reason (ELOOP));
      return FALSE;
    }
  if (stat (target, &st) == 0)
    {
      if (S_ISDIR (st.st_mode))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY, _("%s: is a folder, not a file"), name);
          return FALSE;
        }
      if (access (target, W_OK) != 0)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", name, g_strerror (saved));
          return FALSE;
        }
      if (!S_ISREG (st.st_mode))
        return TRUE;
    }
  dir = g_path_get_dirname (target);
  if (stat (dir, &st) != 0 || !S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: the folder %s does not exist"), name, dir);
      return FALSE;
    }
  if (access (dir, W_OK | X_OK) != 0 || !probe_folder (dir))
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: the folder %s cannot be written: %s"),
                   name, dir, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

/* ------------------------------------------------------------ the writer */

/* The command line's Ctrl-C while files are written (qd_file_set_interrupt):
 * the saves open then are aborted, and no new one opens. */
static const gint *save_interrupt;
/* How long a save into a named pipe waits for a reader. */
#define PIPE_READER_WAIT_MS 3000
static gint saves_open;

void
qd_file_set_interrupt (const gint *flag)
{
  save_interrupt = flag;
}

gboolean
qd_file_saving (void)
{
  return g_atomic_int_get (&saves_open) > 0;
}

static gboolean
save_interrupted (GError **error)
{
  if (save_interrupt == NULL || g_atomic_int_get (save_interrupt) == 0)
    return FALSE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("interrupted (Ctrl-C): not written"));
  return TRUE;
}

struct _QdSaveStream {
  GFile *file;                /* what is replaced (links resolved) */
  char *name;                 /* for messages: the name as given */
  GOutputStream *base;        /* the GFileOutputStream, or the direct stream */
  GOutputStream *stream;      /* buffered, what is written to */
  gboolean direct;            /* a device, FIFO or stdout: written in place */
  char *new_id;               /* id::file of the stream when it makes a new file */
  GError *error;              /* the first write error */
};

/* Adds the file name to an error unless the message already has it. */
static void
name_error (GError **error, const char *name)
{
  if (error == NULL || *error == NULL)
    return;
  if (strstr ((*error)->message, name) == NULL)
    g_prefix_error (error, _("Could not save “%s”: "), name);
}

static char *
query_file_id (GFileInfo *info)
{
  return info != NULL ? g_strdup (g_file_info_get_attribute_string (info, G_FILE_ATTRIBUTE_ID_FILE)) : NULL;
}

static void
stream_free (QdSaveStream *stream)
{
  g_atomic_int_dec_and_test (&saves_open);
  g_clear_object (&stream->stream);
  g_clear_object (&stream->base);
  g_clear_object (&stream->file);
  g_free (stream->name);
  g_free (stream->new_id);
  g_clear_error (&stream->error);
  g_free (stream);
}

/* A device, a FIFO or stdout: opened as it is, without a temporary file. */
static GOutputStream *
open_direct (const char *path, const char *name, GError **error)
{
  int fd;

  if (qd_file_is_stdout_alias (path))
    {
      fflush (stdout);   /* what the program printed comes first */
      fd = dup (STDOUT_FILENO);
    }
  else
    {
      /* O_NONBLOCK: a pipe nobody reads fails (ENXIO) instead of waiting
       * for a reader forever; one starting up is given a few seconds.  The
       * writes then block as usual. */
      gint64 give_up = g_get_monotonic_time () + PIPE_READER_WAIT_MS * 1000;

      while ((fd = g_open (path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK, 0)) < 0 && errno == ENXIO &&
             g_get_monotonic_time () < give_up && !save_interrupted (NULL))
        g_usleep (10000);
      if (fd >= 0)
        fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
    }
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("Could not save “%s”: %s"), name,
                   saved == ENXIO ? _("a pipe that nothing reads") : errno_reason (saved));
      return NULL;
    }
  return g_unix_output_stream_new (fd, TRUE);
}

static gboolean
open_replace (QdSaveStream *stream, GError **error)
{
  g_autoptr(GFileOutputStream) out = NULL;
  g_autoptr(GFileInfo) stream_info = NULL;
  g_autoptr(GFileInfo) file_info = NULL;
  g_autofree char *stream_id = NULL;
  g_autofree char *file_id = NULL;

  g_autoptr(GError) local = NULL;

  out = g_file_replace (stream->file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, &local);
  if (out == NULL)
    {
      g_set_error (error, local->domain, local->code, _("Could not save “%s”: %s"), stream->name, io_reason (local));
      return FALSE;
    }
  /* Does the stream write the destination itself (a new file) or a
   * temporary file beside it?  Only the first must be deleted on failure. */
  stream_info = g_file_output_stream_query_info (out, G_FILE_ATTRIBUTE_ID_FILE, NULL, NULL);
  file_info = g_file_query_info (stream->file, G_FILE_ATTRIBUTE_ID_FILE,
                                 G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  stream_id = query_file_id (stream_info);
  file_id = query_file_id (file_info);
  if (stream_id != NULL && g_strcmp0 (stream_id, file_id) == 0)
    stream->new_id = g_steal_pointer (&stream_id);
  stream->base = G_OUTPUT_STREAM (g_steal_pointer (&out));
  return TRUE;
}

QdSaveStream *
qd_save_stream_open (GFile *file, GError **error)
{
  QdSaveStream *stream;
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  struct stat st;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  stream = g_new0 (QdSaveStream, 1);
  g_atomic_int_inc (&saves_open);
  stream->name = qd_file_display_name (file);
  if (save_interrupted (error))
    {
      name_error (error, stream->name);
      stream_free (stream);
      return NULL;
    }
  path = g_file_get_path (file);
  if (path != NULL && !qd_file_is_stdout_alias (path))
    {
      target = qd_file_resolve_links (path);
      if (target == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS, _("Could not save “%s”: %s"),
                       stream->name, g_strerror (ELOOP));
          stream_free (stream);
          return NULL;
        }
    }
  if (path != NULL && (qd_file_is_stdout_alias (path) || (stat (target, &st) == 0 && !S_ISREG (st.st_mode) &&
                                                  !S_ISDIR (st.st_mode))))
    {
      stream->direct = TRUE;
      stream->base = open_direct (target != NULL ? target : path, stream->name, error);
    }
  else
    {
      stream->file = target != NULL ? g_file_new_for_path (target) : g_object_ref (file);
      if (!open_replace (stream, error))
        g_clear_object (&stream->base);
    }
  if (stream->base == NULL)
    {
      stream_free (stream);
      return NULL;
    }
  stream->stream = g_buffered_output_stream_new_sized (stream->base, BUFFER_SIZE);
  return stream;
}

gboolean
qd_save_stream_write (QdSaveStream *stream, const char *text, gsize length)
{
  if (stream->error != NULL || save_interrupted (&stream->error))
    return FALSE;
  return g_output_stream_write_all (stream->stream, text, length, NULL, NULL, &stream->error);
}

const char *
qd_save_stream_get_name (QdSaveStream *stream)
{
  return stream->name;
}

const GError *
qd_save_stream_get_error (QdSaveStream *stream)
{
  return stream->error;
}

void
qd_save_stream_abort (QdSaveStream *stream)
{
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();

  if (stream == NULL)
    return;
  g_cancellable_cancel (cancelled);
  /* A direct stream has nothing to take back: it is simply closed. */
  if (stream->stream != NULL)
    g_output_stream_close (stream->stream, stream->direct ? NULL : cancelled, NULL);
  if (stream->base != NULL)
    g_output_stream_close (stream->base, stream->direct ? NULL : cancelled, NULL);
  if (stream->new_id != NULL)
    {
      g_autoptr(GFileInfo) info = g_file_query_info (stream->file, G_FILE_ATTRIBUTE_ID_FILE,
                                                     G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
      g_autofree char *id = query_file_id (info);

      /* Still our half-written new file, not one someone put there since. */
      if (g_strcmp0 (id, stream->new_id) == 0)
        g_file_delete (stream->file, NULL, NULL);
    }
  stream_free (stream);
}

gboolean
qd_save_stream_commit (QdSaveStream *stream, GError **error)
{
  if (stream->error != NULL || save_interrupted (&stream->error))
    {
      g_propagate_error (error, g_steal_pointer (&stream->error));
      name_error (error, stream->name);
      qd_save_stream_abort (stream);
      return FALSE;
    }
  /* Flush first: a failed flush inside close would still close (commit) the
   * file stream underneath. */
  if (!g_output_stream_flush (stream->stream, NULL, error) ||
      !g_output_stream_close (stream->stream, NULL, error))
    {
      /* The local backend removes its temporary file when the rename fails. */
      name_error (error, stream->name);
      qd_save_stream_abort (stream);
      return FALSE;
    }
  stream_free (stream);
  return TRUE;
}

gboolean
qd_save_text (GFile *file, const char *text, gssize length, GError **error)
{
  QdSaveStream *stream;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (text != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (length < 0)
    length = (gssize) strlen (text);
  stream = qd_save_stream_open (file, error);
  if (stream == NULL)
    return FALSE;
  qd_save_stream_write (stream, text, (gsize) length);
  return qd_save_stream_commit (stream, error);
}
