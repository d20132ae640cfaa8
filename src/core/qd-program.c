/* qd-program.c — an outside program, confined, in lines (qd-program.h). */
#include "config.h"
#include "qd-program.h"
#include "qd-file.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#define STDERR_KEPT (64 * 1024)
#define POLL_SLICE_MS 50

struct _QdProgram {
  GSubprocess *process;
  pid_t pid;             /* its process group too */
  int fd;                /* our end of its stdin and stdout */
  int err_fd;            /* its stderr; -1 once closed */
  GByteArray *in;        /* output read, not yet a whole line */
  GString *err;
  gsize max_line;
  guint64 read_bytes;
  gboolean sandboxed;
  gboolean out_closed;
  gboolean ended;        /* reaped */
  gboolean killed;       /* by qd_program_end, after its grace */
  guint cpu_seconds;
  char *scratch;
  gboolean own_scratch;  /* made here, removed by free */
  char *command;
};

/* What the child sets between fork and exec: async-signal-safe calls only. */
typedef struct {
  struct rlimit memory, cpu, file, processes;
  gboolean limit_processes;
} Limits;

static Limits child_limits;   /* written before each spawn, under spawn_lock */
G_LOCK_DEFINE_STATIC (spawn_lock);

static void
child_setup (gpointer data)
{
  const Limits *l = data;

  setpgid (0, 0);
  setrlimit (RLIMIT_AS, &l->memory);
  setrlimit (RLIMIT_CPU, &l->cpu);
  setrlimit (RLIMIT_FSIZE, &l->file);
  setrlimit (RLIMIT_CORE, &(struct rlimit) { 0, 0 });
  if (l->limit_processes)
    setrlimit (RLIMIT_NPROC, &l->processes);
}

void
qd_program_options_init (QdProgramOptions *options)
{
  memset (options, 0, sizeof *options);
}

const char *
qd_program_host_spawn (void)
{
  static gsize once = 0;
  static char *command;

  if (g_once_init_enter (&once))
    {
      const char *test = g_getenv ("QD_HOST_SPAWN");

      /* Inside a Flatpak, programs run on the host, through flatpak-spawn
       * (the manifest lets Quandary talk to org.freedesktop.Flatpak). */
      if (test != NULL && test[0] != '\0')
        command = g_strdup (test);
      else if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
        command = g_find_program_in_path ("flatpak-spawn");
      g_once_init_leave (&once, 1);
    }
  return command;
}

gboolean
qd_program_sandbox_available (void)
{
  static gsize once = 0;
  static gboolean available;

  if (g_once_init_enter (&once))
    {
      const char *host = qd_program_host_spawn ();
      /* On the host (a Flatpak), the host's bubblewrap, which Flatpak itself uses. */
      const char *host_argv[] = { host, "--host", "--watch-bus", "bwrap", "--ro-bind", "/", "/", "--unshare-all",
                                  "--new-session", "true", NULL };
      const char *local_argv[] = { "bwrap", "--ro-bind", "/", "/", "--unshare-all", "--new-session", "true", NULL };
      const char *const *argv = host != NULL ? host_argv : local_argv;
      int status = -1;
      g_autofree char *path = host != NULL ? g_strdup (host) : g_find_program_in_path ("bwrap");

      available = path != NULL && g_strcmp0 (g_getenv ("QD_SANDBOX"), "off") != 0 &&
                  g_spawn_sync (NULL, (char **) argv, NULL,
                                G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                                NULL, NULL, NULL, NULL, &status, NULL) &&
                  g_spawn_check_wait_status (status, NULL);
      g_once_init_leave (&once, 1);
    }
  return available;
}

/* The processes the user has now (for RLIMIT_NPROC, which counts them all). */
static guint
user_processes (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;
  guint n = 0;
  uid_t uid = getuid ();

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      GStatBuf st;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_build_filename ("/proc", name, NULL);
      if (g_stat (path, &st) == 0 && st.st_uid == uid)
        n++;
    }
  return n;
}

static gboolean
under_tmp (const char *path)
{
  return g_str_has_prefix (path, "/tmp/") || g_str_equal (path, "/tmp");
}

/* bubblewrap's arguments before the program's: everything read-only, a
 * private /tmp with the scratch folder in it (and the working folder and
 * the program's own files, if they lie in /tmp), no network, its own
 * namespaces and session. */
static void
add_sandbox (GPtrArray *args, const char *folder, const char *scratch, const char *const *argv)
{
  const char *const head[] = { "bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
                               "--tmpfs", "/tmp", NULL };

  for (guint i = 0; head[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (head[i]));
  if (under_tmp (folder))
    {
      g_ptr_array_add (args, g_strdup ("--ro-bind"));
      g_ptr_array_add (args, g_strdup (folder));
      g_ptr_array_add (args, g_strdup (folder));
    }
  for (guint i = 0; argv[i] != NULL; i++)
    {
      g_autofree char *path = g_path_is_absolute (argv[i]) ? g_strdup (argv[i]) : g_build_filename (folder, argv[i], NULL);
      g_autofree char *dir = g_path_get_dirname (path);

      if (under_tmp (dir) && !g_str_has_prefix (dir, folder) && g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_ptr_array_add (args, g_strdup ("--ro-bind"));
          g_ptr_array_add (args, g_strdup (dir));
          g_ptr_array_add (args, g_strdup (dir));
        }
    }
  g_ptr_array_add (args, g_strdup ("--bind"));
  g_ptr_array_add (args, g_strdup (scratch));
  g_ptr_array_add (args, g_strdup (scratch));
  g_ptr_array_add (args, g_strdup ("--unshare-all"));
  g_ptr_array_add (args, g_strdup ("--new-session"));
  /* The namespace's first process dies with bubblewrap's outer one (which
   * is in the program's process group), and every process of it with it. */
  g_ptr_array_add (args, g_strdup ("--die-with-parent"));
  g_ptr_array_add (args, g_strdup ("--chdir"));
  g_ptr_array_add (args, g_strdup (folder));
  g_ptr_array_add (args, g_strdup ("--"));
}

/* flatpak-spawn's arguments before the program's (or bubblewrap's, when
 * the host's runs): the host runs it in `folder` with the environment it
 * needs and, through prlimit, the limits the child setup gives a program
 * run here (which would hold flatpak-spawn alone); it ends when
 * flatpak-spawn does (--watch-bus), and bubblewrap's namespace with it. */
static void
add_host (GPtrArray *args, const char *host, const char *folder, const char *scratch, const Limits *l)
{
  g_ptr_array_add (args, g_strdup (host));
  g_ptr_array_add (args, g_strdup ("--host"));
  g_ptr_array_add (args, g_strdup ("--watch-bus"));
  g_ptr_array_add (args, g_strconcat ("--directory=", folder, NULL));
  g_ptr_array_add (args, g_strconcat ("--env=QUANDARY_SCRATCH=", scratch, NULL));
  g_ptr_array_add (args, g_strconcat ("--env=TMPDIR=", scratch, NULL));
  g_ptr_array_add (args, g_strdup ("--env=PYTHONDONTWRITEBYTECODE=1"));
  g_ptr_array_add (args, g_strdup ("--env=PYTHONUNBUFFERED=1"));
  g_ptr_array_add (args, g_strdup ("prlimit"));
  g_ptr_array_add (args, g_strdup_printf ("--as=%lu:%lu", (unsigned long) l->memory.rlim_cur,
                                          (unsigned long) l->memory.rlim_max));
  g_ptr_array_add (args, g_strdup_printf ("--cpu=%lu:%lu", (unsigned long) l->cpu.rlim_cur,
                                          (unsigned long) l->cpu.rlim_max));
  g_ptr_array_add (args, g_strdup_printf ("--fsize=%lu:%lu", (unsigned long) l->file.rlim_cur,
                                          (unsigned long) l->file.rlim_max));
  g_ptr_array_add (args, g_strdup ("--core=0:0"));
  g_ptr_array_add (args, g_strdup ("--"));
}

/* The scratch folder: in a Flatpak, under the app's runtime folder, which
 * the host sees at the same path; else in the temporary folder. */
static char *
make_scratch (gboolean on_host, GError **error)
{
  const char *app = g_getenv ("FLATPAK_ID");

  if (on_host && app != NULL && g_getenv ("QD_HOST_SPAWN") == NULL)
    {
      g_autofree char *template = g_build_filename (g_get_user_runtime_dir (), "app", app,
                                                    "quandary-program-XXXXXX", NULL);

      if (g_mkdtemp (template) == NULL)
        {
          int saved = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", template, g_strerror (saved));
          return NULL;
        }
      return g_steal_pointer (&template);
    }
  return g_dir_make_tmp ("quandary-program-XXXXXX", error);
}

/* bubblewrap's --die-with-parent ends the program when the *thread* that
 * started it ends (PR_SET_PDEATHSIG), and a window's move runs on a pool
 * thread that ends once idle: programs are started by one thread that
 * lives as long as the process. */
typedef struct {
  GSubprocessLauncher *launcher;
  const char *const *argv;
  GSubprocess *process;
  GError *error;
  gboolean done;
} SpawnRequest;

static GAsyncQueue *spawn_queue;
static GMutex spawn_done_lock;
static GCond spawn_done_cond;

static gpointer
spawner (gpointer data)
{
  for (;;)
    {
      SpawnRequest *request = g_async_queue_pop (spawn_queue);
      GError *error = NULL;
      GSubprocess *process = g_subprocess_launcher_spawnv (request->launcher, request->argv, &error);

      g_mutex_lock (&spawn_done_lock);
      request->process = process;
      request->error = error;
      request->done = TRUE;
      g_cond_broadcast (&spawn_done_cond);
      g_mutex_unlock (&spawn_done_lock);
    }
  return NULL;
}

static GSubprocess *
spawn (GSubprocessLauncher *launcher, const char *const *argv, GError **error)
{
  static gsize started;
  SpawnRequest request = { launcher, argv, NULL, NULL, FALSE };

  if (g_once_init_enter (&started))
    {
      spawn_queue = g_async_queue_new ();
      g_thread_unref (g_thread_new ("qd-spawner", spawner, NULL));
      g_once_init_leave (&started, 1);
    }
  g_async_queue_push (spawn_queue, &request);
  g_mutex_lock (&spawn_done_lock);
  while (!request.done)
    g_cond_wait (&spawn_done_cond, &spawn_done_lock);
  g_mutex_unlock (&spawn_done_lock);
  if (request.error != NULL)
    g_propagate_error (error, request.error);
  return request.process;
}

QdProgram *
qd_program_start (const char *const *argv, const QdProgramOptions *options, GError **error)
{
  g_autoptr(QdProgram) program = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *folder = NULL;
  g_autofree char *found = NULL;
  const char *host = qd_program_host_spawn ();
  int pair[2];
  guint memory_mb, file_mb, processes;
  Limits limits = { { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 }, FALSE };

  g_return_val_if_fail (argv != NULL, NULL);
  if (argv[0] == NULL || argv[0][0] == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no command to run"));
      return NULL;
    }
  folder = options->folder != NULL ? g_canonicalize_filename (options->folder, NULL) : g_get_current_dir ();
  if (!g_file_test (folder, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY, _("%s: not a folder"), folder);
      return NULL;
    }
  /* The command, as the program would find it: in PATH, or from the folder
   * (on the host, the host finds it). */
  if (host != NULL)
    found = g_strdup (argv[0]);
  else if (strchr (argv[0], '/') != NULL)
    {
      g_autofree char *path = g_path_is_absolute (argv[0]) ? g_strdup (argv[0]) : g_build_filename (folder, argv[0], NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR) && g_access (path, X_OK) == 0)
        found = g_steal_pointer (&path);
    }
  else
    found = g_find_program_in_path (argv[0]);
  if (found == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: no such program (or not executable)"), argv[0]);
      return NULL;
    }

  program = g_new0 (QdProgram, 1);
  program->fd = -1;
  program->err_fd = -1;
  program->in = g_byte_array_new ();
  program->err = g_string_new (NULL);
  program->max_line = options->max_line != 0 ? options->max_line : QD_PROGRAM_DEFAULT_MAX_LINE;
  program->command = g_strdup (argv[0]);
  program->cpu_seconds = options->cpu_seconds != 0 ? options->cpu_seconds : QD_PROGRAM_DEFAULT_CPU_SECONDS;
  program->own_scratch = options->scratch == NULL;
  program->scratch = options->scratch != NULL ? g_canonicalize_filename (options->scratch, NULL)
                                              : make_scratch (host != NULL, error);
  if (program->scratch == NULL)
    return NULL;
  program->sandboxed = options->sandbox == QD_PROGRAM_SANDBOX_AUTO && qd_program_sandbox_available ();

  memory_mb = options->memory_mb != 0 ? options->memory_mb : QD_PROGRAM_DEFAULT_MEMORY_MB;
  file_mb = options->file_mb != 0 ? options->file_mb : QD_PROGRAM_DEFAULT_FILE_MB;
  processes = options->processes != 0 ? options->processes : QD_PROGRAM_DEFAULT_PROCESSES;
  limits.memory.rlim_cur = limits.memory.rlim_max = (rlim_t) memory_mb * 1024 * 1024;
  limits.cpu.rlim_cur = program->cpu_seconds;
  limits.cpu.rlim_max = (rlim_t) program->cpu_seconds + 1;
  limits.file.rlim_cur = limits.file.rlim_max = (rlim_t) file_mb * 1024 * 1024;
  /* Root is not held by RLIMIT_NPROC; the namespace or the group is (and
   * on the host, the host's count is not ours to know). */
  limits.limit_processes = getuid () != 0 && host == NULL;
  if (limits.limit_processes)
    limits.processes.rlim_cur = limits.processes.rlim_max = user_processes () + processes;

  if (host != NULL)
    add_host (args, host, folder, program->scratch, &limits);
  if (program->sandboxed)
    add_sandbox (args, folder, program->scratch, argv);
  g_ptr_array_add (args, g_steal_pointer (&found));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (argv[i]));
  g_ptr_array_add (args, NULL);

  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "socketpair: %s", g_strerror (saved));
      return NULL;
    }
  program->fd = pair[0];
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_take_stdin_fd (launcher, pair[1]);
  g_subprocess_launcher_take_stdout_fd (launcher, dup (pair[1]));
  g_subprocess_launcher_set_cwd (launcher, folder);
  g_subprocess_launcher_setenv (launcher, "QUANDARY_SCRATCH", program->scratch, TRUE);
  g_subprocess_launcher_setenv (launcher, "TMPDIR", program->scratch, TRUE);
  g_subprocess_launcher_setenv (launcher, "PYTHONDONTWRITEBYTECODE", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "PYTHONUNBUFFERED", "1", TRUE);

  G_LOCK (spawn_lock);
  child_limits = limits;
  g_subprocess_launcher_set_child_setup (launcher, child_setup, &child_limits, NULL);
  program->process = spawn (launcher, (const char *const *) args->pdata, error);
  G_UNLOCK (spawn_lock);
  if (program->process == NULL)
    return NULL;
  program->pid = (pid_t) g_ascii_strtoll (g_subprocess_get_identifier (program->process), NULL, 10);
  {
    GInputStream *err = g_subprocess_get_stderr_pipe (program->process);

    program->err_fd = dup (g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (err)));
    g_input_stream_close (err, NULL, NULL);
  }
  fcntl (program->fd, F_SETFL, fcntl (program->fd, F_GETFL) | O_NONBLOCK);
  fcntl (program->err_fd, F_SETFL, fcntl (program->err_fd, F_GETFL) | O_NONBLOCK);
  return g_steal_pointer (&program);
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

char *
qd_program_make_scratch (GError **error)
{
  return make_scratch (qd_program_host_spawn () != NULL, error);
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
  if (program->process == NULL || g_subprocess_get_identifier (program->process) != NULL || program->killed)
    return FALSE;
  return !g_subprocess_get_if_signaled (program->process) && g_subprocess_get_exit_status (program->process) == 0;
}

void
qd_program_end (QdProgram *program, guint grace_ms)
{
  gint64 until = g_get_monotonic_time () + (gint64) grace_ms * 1000;

  if (program->ended || program->process == NULL)
    return;
  shutdown (program->fd, SHUT_WR);   /* end of its input */
  while (g_get_monotonic_time () < until && g_subprocess_get_identifier (program->process) != NULL)
    {
      drain_stderr (program);
      g_usleep (5000);
    }
  program->killed = g_subprocess_get_identifier (program->process) != NULL;
  if (program->killed && program->pid > 0 && qd_program_host_spawn () != NULL)
    {
      /* flatpak-spawn passes a SIGTERM on to the program on the host; a
       * SIGKILL ends flatpak-spawn alone (its --watch-bus then ends the
       * program). */
      gint64 term_until = g_get_monotonic_time () + 200 * 1000;

      kill (program->pid, SIGTERM);
      while (g_get_monotonic_time () < term_until && g_subprocess_get_identifier (program->process) != NULL)
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
  g_subprocess_wait (program->process, NULL, NULL);
  drain_stderr (program);
  program->ended = TRUE;
}

char *
qd_program_describe_end (QdProgram *program)
{
  int status, sig = 0;

  if (program->process == NULL)
    return NULL;
  if (!program->ended && g_subprocess_get_identifier (program->process) != NULL)
    {
      /* Its output closed: it is ending; give it a moment to be reaped. */
      gint64 until = g_get_monotonic_time () + 500 * 1000;

      while (g_subprocess_get_identifier (program->process) != NULL && g_get_monotonic_time () < until)
        g_usleep (2000);
      if (g_subprocess_get_identifier (program->process) != NULL)
        return g_strdup (_("closed its output"));
    }
  if (program->killed && program->ended)
    return g_strdup (_("ended by Quandary"));
  if (g_subprocess_get_if_signaled (program->process))
    sig = g_subprocess_get_term_sig (program->process);
  else
    {
      status = g_subprocess_get_exit_status (program->process);
      /* bubblewrap exits with 128 + the signal that killed the program. */
      if (program->sandboxed && status > 128 && status < 128 + 65)
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
  return program->sandboxed;
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

void
qd_program_free (QdProgram *program)
{
  if (program == NULL)
    return;
  qd_program_end (program, 0);
  g_clear_object (&program->process);
  if (program->fd >= 0)
    close (program->fd);
  if (program->err_fd >= 0)
    close (program->err_fd);
  if (program->scratch != NULL && program->own_scratch)
    qd_file_remove_tree (program->scratch);
  g_byte_array_unref (program->in);
  g_string_free (program->err, TRUE);
  g_free (program->scratch);
  g_free (program->command);
  g_free (program);
}
