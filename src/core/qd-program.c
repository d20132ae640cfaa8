/* qd-program.c — an outside program in lines, and its end (qd-program.h;
 * its start: qd-program-start.c). */
#include "config.h"
#include "qd-program-private.h"
#include "qd-file.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define STDERR_KEPT (64 * 1024)
#define POLL_SLICE_MS 50

/* Its wait status, if it has ended (without waiting). */
static gboolean
reap (QdProgram *program, gboolean block)
{
  while (!program->reaped && program->pid > 0)
    {
      int status;
      pid_t got = waitpid (program->pid, &status, block ? 0 : WNOHANG);

      if (got == program->pid)
        {
          program->status = status;
          program->reaped = TRUE;
        }
      else if (got < 0 && errno == EINTR)
        continue;
      else if (got < 0)
        {
          /* Reaped elsewhere (it never is): say it was killed. */
          program->status = SIGKILL;
          program->reaped = TRUE;
        }
      else
        break;
    }
  return program->reaped;
}

static gboolean
running (QdProgram *program)
{
  return program->pid > 0 && !reap (program, FALSE);
}

static gboolean
stop_requested (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

/* Milliseconds to wait now: a slice, less when the deadline is nearer;
 * -1 when it has passed. */
static int
wait_ms (gint64 deadline_us)
{
  gint64 left;

  if (deadline_us == 0)
    return POLL_SLICE_MS;
  left = deadline_us - g_get_monotonic_time ();
  if (left <= 0)
    return -1;
  return (int) MIN (left / 1000 + 1, POLL_SLICE_MS);
}

static void
drain_stderr (QdProgram *program)
{
  char buffer[8192];
  gssize n;

  while (program->err_fd >= 0 && (n = read (program->err_fd, buffer, sizeof buffer)) != 0)
    {
      if (n < 0)
        {
          if (errno == EINTR)
            continue;
          if (errno != EAGAIN && errno != EWOULDBLOCK)
            {
              close (program->err_fd);
              program->err_fd = -1;
            }
          return;
        }
      g_string_append_len (program->err, buffer, n);
      if (program->err->len > STDERR_KEPT)
        g_string_erase (program->err, 0, (gssize) (program->err->len - STDERR_KEPT));
    }
  if (program->err_fd >= 0)
    {
      close (program->err_fd);
      program->err_fd = -1;
    }
}

gboolean
qd_program_write_line (QdProgram *program, const char *line, gint64 deadline_us, const gint *stop, GError **error)
{
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  gsize length = strlen (text), done = 0;

  while (done < length)
    {
      gssize n = send (program->fd, text + done, length - done, MSG_NOSIGNAL | MSG_DONTWAIT);
      struct pollfd p = { program->fd, POLLOUT, 0 };
      int ms;

      if (n > 0)
        {
          done += (gsize) n;
          continue;
        }
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, _("it no longer reads its input"));
          return FALSE;
        }
      if (stop_requested (stop))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped"));
          return FALSE;
        }
      if ((ms = wait_ms (deadline_us)) < 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("it does not read its input"));
          return FALSE;
        }
      drain_stderr (program);
      poll (&p, 1, ms);
    }
  return TRUE;
}

/* A whole line in the buffer, taken out; NULL when there is none. */
static char *
take_line (QdProgram *program)
{
  guint8 *nl = program->in->len > 0 ? memchr (program->in->data, '\n', program->in->len) : NULL;
  gsize length;
  char *line;

  if (nl == NULL)
    return NULL;
  length = (gsize) (nl - program->in->data);
  line = g_strndup ((const char *) program->in->data, length);
  g_byte_array_remove_range (program->in, 0, (guint) length + 1);
  if (length > 0 && line[length - 1] == '\r')
    line[length - 1] = '\0';
  return line;
}

/* Reads what the program wrote, waiting for it by the deadline:
 * QD_PROGRAM_LINE when bytes came or its output closed (out_closed), else
 * QD_PROGRAM_STOPPED or QD_PROGRAM_TIMEOUT. */
static QdProgramRead
receive (QdProgram *program, gint64 deadline_us, const gint *stop)
{
  for (;;)
    {
      struct pollfd p[2] = { { program->fd, POLLIN, 0 }, { program->err_fd, POLLIN, 0 } };
      guint8 buffer[65536];
      gssize n;
      int ms;

      n = recv (program->fd, buffer, sizeof buffer, MSG_DONTWAIT);
      if (n > 0)
        {
          g_byte_array_append (program->in, buffer, (guint) n);
          program->read_bytes += (guint64) n;
          return QD_PROGRAM_LINE;
        }
      if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
        {
          program->out_closed = TRUE;
          return QD_PROGRAM_LINE;
        }
      if (stop_requested (stop))
        return QD_PROGRAM_STOPPED;
      if ((ms = wait_ms (deadline_us)) < 0)
        return QD_PROGRAM_TIMEOUT;
      drain_stderr (program);
      poll (p, program->err_fd >= 0 ? 2 : 1, ms);
    }
}

QdProgramRead
qd_program_read_line (QdProgram *program, gint64 deadline_us, const gint *stop, char **line)
{
  QdProgramRead got;

  *line = NULL;
  for (;;)
    {
      if ((*line = take_line (program)) != NULL)
        {
          if (strlen (*line) > program->max_line)
            {
              g_clear_pointer (line, g_free);
              return QD_PROGRAM_TOO_LONG;
            }
          return QD_PROGRAM_LINE;
        }
      if (program->in->len > program->max_line)
        return QD_PROGRAM_TOO_LONG;
      if (program->out_closed)
        return QD_PROGRAM_ENDED;
      if ((got = receive (program, deadline_us, stop)) != QD_PROGRAM_LINE)
        return got;
    }
}

guint64
qd_program_take_read_bytes (QdProgram *program)
{
  guint64 n = program->read_bytes;

  program->read_bytes = 0;
  return n;
}

void
qd_program_close_input (QdProgram *program)
{
  shutdown (program->fd, SHUT_WR);
}

QdProgramRead
qd_program_read_all (QdProgram *program, gint64 deadline_us, const gint *stop, gsize max_bytes, GBytes **output)
{
  QdProgramRead got;

  *output = NULL;
  for (;;)
    {
      if (program->in->len > max_bytes)
        return QD_PROGRAM_TOO_LONG;
      if (program->out_closed)
        {
          *output = g_bytes_new (program->in->data, program->in->len);
          g_byte_array_set_size (program->in, 0);
          return QD_PROGRAM_ENDED;
        }
      if ((got = receive (program, deadline_us, stop)) != QD_PROGRAM_LINE)
        return got;
    }
}

gboolean
qd_program_exited_ok (QdProgram *program)
{
  if (running (program) || !program->reaped || program->killed)
    return FALSE;
  return WIFEXITED (program->status) && WEXITSTATUS (program->status) == 0;
}

void
qd_program_end (QdProgram *program, guint grace_ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) grace_ms * 1000;

  if (program->ended || program->pid <= 0)
    return;
  shutdown (program->fd, SHUT_WR);   /* end of its input */
  while (g_get_monotonic_time () < until && running (program))
    {
      drain_stderr (program);
      g_usleep (5000);
    }
  program->killed = running (program);
  if (program->killed && program->pid > 0 && qd_program_host_spawn () != NULL)
    {
      /* flatpak-spawn passes a SIGTERM on to the program on the host; a
       * SIGKILL ends flatpak-spawn alone (its --watch-bus then ends the
       * program). */
      gint64 term_until = g_get_monotonic_time () + 200 * 1000;

      kill (program->pid, SIGTERM);
      while (g_get_monotonic_time () < term_until && running (program))
        g_usleep (5000);
    }
  /* Its group: bubblewrap's, whose namespace dies with it, or the program's
   * own and what it started, whether or not the program itself is gone. */
  if (program->pid > 0)
    {
      kill (-program->pid, SIGKILL);
      if (program->killed)
        kill (program->pid, SIGKILL);
    }
  reap (program, TRUE);
  /* What its cgroup still holds (a process that left the namespace's
   * reach), killed; the cgroup removed. */
  g_clear_pointer (&program->cgroup, qd_cgroup_free);
  drain_stderr (program);
  program->ended = TRUE;
}

char *
qd_program_describe_end (QdProgram *program)
{
  int status, sig = 0;

  if (program->pid <= 0)
    return NULL;
  if (!program->ended && running (program))
    {
      /* Its output closed: it is ending; give it a moment to be reaped. */
      gint64 until = g_get_monotonic_time () + 500 * 1000;

      while (running (program) && g_get_monotonic_time () < until)
        g_usleep (2000);
      if (running (program))
        return g_strdup (_("closed its output"));
    }
  if (program->killed && program->ended)
    return g_strdup (_("ended by Quandary"));
  if (WIFSIGNALED (program->status))
    sig = WTERMSIG (program->status);
  else
    {
      status = WEXITSTATUS (program->status);
      /* bubblewrap exits with 128 + the signal that killed the program. */
      if (program->mode != QD_PROGRAM_UNCONFINED && status > 128 && status < 128 + 65)
        sig = status - 128;
      else
        return g_strdup_printf (_("exited with status %d"), status);
    }
  if (sig == SIGXCPU)
    return g_strdup_printf (_("killed: its CPU time limit (%u s)"), program->cpu_seconds);
  if (sig == SIGXFSZ)
    return g_strdup (_("killed: it wrote a file past the size limit"));
  return g_strdup_printf (_("killed by signal %d (%s)"), sig, g_strsignal (sig));
}

gboolean
qd_program_is_sandboxed (QdProgram *program)
{
  return program->mode != QD_PROGRAM_UNCONFINED;
}

const char *
qd_program_get_stderr (QdProgram *program)
{
  drain_stderr (program);
  return program->err->str;
}

const char *
qd_program_get_scratch (QdProgram *program)
{
  return program->scratch;
}

GBytes *
qd_program_read_file (QdProgram *program, const char *name, gsize max_bytes, GError **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  struct stat st;
  int fd;

  if (program->scratch_fd < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("its scratch folder is gone"));
      return NULL;
    }
  /* Not through a link it made, not a FIFO that would block. */
  fd = openat (program->scratch_fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0 || fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      int saved = fd < 0 ? errno : EINVAL;

      if (fd >= 0)
        close (fd);
      if (saved == ENOENT)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: no such file"), name);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE, _("%s: not a plain file"), name);
      return NULL;
    }
  for (;;)
    {
      guint8 buffer[65536];
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_byte_array_append (data, buffer, (guint) n);
      if (data->len > max_bytes)
        {
          close (fd);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("%s: more than %lu bytes"), name,
                       (unsigned long) max_bytes);
          return NULL;
        }
    }
  close (fd);
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

void
qd_program_free (QdProgram *program)
{
  if (program == NULL)
    return;
  qd_program_end (program, 0);
  g_clear_pointer (&program->cgroup, qd_cgroup_free);
  if (program->fd >= 0)
    close (program->fd);
  if (program->err_fd >= 0)
    close (program->err_fd);
  /* The sandbox's scratch folder goes with the last descriptor of it. */
  if (program->scratch_fd >= 0)
    close (program->scratch_fd);
  if (program->host_scratch != NULL)
    qd_file_remove_tree (program->host_scratch);
  if (program->host_scratch_lock >= 0)
    close (program->host_scratch_lock);
  /* Its processes are gone (ended above): its user may be another's. */
  if (program->sandbox_uid_lock >= 0)
    close (program->sandbox_uid_lock);
  g_byte_array_unref (program->in);
  g_string_free (program->err, TRUE);
  g_ptr_array_unref (program->inputs);
  g_strfreev (program->env);
  g_free (program->folder);
  g_free (program->scratch);
  g_free (program->host_scratch);
  g_free (program->command);
  g_free (program);
}
