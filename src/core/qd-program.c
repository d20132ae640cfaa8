/* qd-program.c — an outside program, confined, in lines (qd-program.h). */
#define _GNU_SOURCE   /* posix_spawn_file_actions_addchdir_np, _addclosefrom_np */
#include "config.h"
#include "qd-program.h"
#include "qd-file.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#define STDERR_KEPT (64 * 1024)
#define POLL_SLICE_MS 50
#define QD_PROGRAM_NICENESS 10

struct _QdProgram {
  pid_t pid;             /* its process group too; 0 before it starts */
  int status;            /* its wait status, once reaped */
  gboolean reaped;
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

/* The limits a program runs under, set by prlimit (util-linux) before it
 * execs the program: the spawn is a posix_spawn, a vfork that shares the
 * window's memory and so never copies its page tables (a fork of the
 * window's process stalled its main thread for tens of milliseconds). */
typedef struct {
  struct rlimit memory, cpu, file, processes;
  gboolean limit_processes;
} Limits;

static void
add_limit (GPtrArray *args, const char *name, const struct rlimit *limit)
{
  g_ptr_array_add (args, g_strdup_printf ("--%s=%lu:%lu", name, (unsigned long) limit->rlim_cur,
                                          (unsigned long) limit->rlim_max));
}

/* prlimit's arguments before the command's (here, or on the host). */
static void
add_limits (GPtrArray *args, const Limits *l)
{
  g_ptr_array_add (args, g_strdup ("prlimit"));
  add_limit (args, "as", &l->memory);
  add_limit (args, "cpu", &l->cpu);
  add_limit (args, "fsize", &l->file);
  g_ptr_array_add (args, g_strdup ("--core=0:0"));
  if (l->limit_processes)
    add_limit (args, "nproc", &l->processes);
  g_ptr_array_add (args, g_strdup ("--"));
}

/* The scheduler's autogroup of a session (Linux, kernel.sched_autogroup_enabled)
 * weighs as much as the window's whatever its processes' niceness: a
 * program's session gets the niceness of its processes too, or a busy
 * program and the children it starts take a share of the cores as large
 * as the window's.  Nothing where there are no autogroups. */
static void
nice_session (pid_t pid)
{
  char path[64], value[16];
  int fd;

  g_snprintf (path, sizeof path, "/proc/%d/autogroup", (int) pid);
  fd = open (path, O_WRONLY | O_CLOEXEC);
  if (fd < 0)
    return;
  g_snprintf (value, sizeof value, "%d", QD_PROGRAM_NICENESS);
  if (write (fd, value, strlen (value)) < 0)
    {
      /* A kernel without autogroups, or one that refuses: as without them. */
    }
  close (fd);
}

/* posix_spawnp `argv` with `in`, `out`, `err` as its standard streams (-1:
 * /dev/null) and `extra` as descriptor 3 (-1: none), in `folder` (NULL: ours), in a session of its own (so its
 * process group too, and no controlling terminal), below the window in the
 * scheduler's eyes, signals as at a program's start, every other descriptor
 * closed. */
static pid_t
spawn_now (const char *const *argv, const char *const *envp, int in, int out, int err, int extra, const char *folder,
           GError **error)
{
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  sigset_t all, none;
  const int targets[3] = { 0, 1, 2 }, sources[3] = { in, out, err };
  pid_t pid = 0;
  int code;

  posix_spawn_file_actions_init (&actions);
  posix_spawnattr_init (&attr);
  for (guint i = 0; i < 3; i++)
    if (sources[i] >= 0)
      posix_spawn_file_actions_adddup2 (&actions, sources[i], targets[i]);
    else
      posix_spawn_file_actions_addopen (&actions, targets[i], "/dev/null", i == 0 ? O_RDONLY : O_WRONLY, 0);
  /* `extra` (above 3, or -1) becomes descriptor 3. */
  if (extra >= 0)
    posix_spawn_file_actions_adddup2 (&actions, extra, 3);
  if (folder != NULL)
    posix_spawn_file_actions_addchdir_np (&actions, folder);
  posix_spawn_file_actions_addclosefrom_np (&actions, extra >= 0 ? 4 : 3);
  sigfillset (&all);
  sigemptyset (&none);
  posix_spawnattr_setsigdefault (&attr, &all);
  posix_spawnattr_setsigmask (&attr, &none);
  posix_spawnattr_setflags (&attr, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  code = posix_spawnp (&pid, argv[0], &actions, &attr, (char *const *) argv, (char *const *) envp);
  posix_spawn_file_actions_destroy (&actions);
  posix_spawnattr_destroy (&attr);
  if (code != 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (code), "%s: %s", argv[0], g_strerror (code));
      return 0;
    }
  nice_session (pid);
  return pid;
}

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
      g_auto(GStrv) envp = g_get_environ ();
      pid_t pid = 0;

      if (path != NULL && g_strcmp0 (g_getenv ("QD_SANDBOX"), "off") != 0)
        pid = spawn_now (argv, (const char *const *) envp, -1, -1, -1, -1, NULL, NULL);
      while (pid > 0 && waitpid (pid, &status, 0) < 0 && errno == EINTR)
        ;
      available = pid > 0 && WIFEXITED (status) && WEXITSTATUS (status) == 0;
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

/* The architecture the program's system calls are numbered for. */
#if defined(__x86_64__)
#define QD_AUDIT_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define QD_AUDIT_ARCH AUDIT_ARCH_AARCH64
#elif defined(__i386__)
#define QD_AUDIT_ARCH AUDIT_ARCH_I386
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define QD_AUDIT_ARCH AUDIT_ARCH_PPC64LE
#elif defined(__riscv) && __riscv_xlen == 64
#define QD_AUDIT_ARCH AUDIT_ARCH_RISCV64
#endif

/* A descriptor (above 3, close-on-exec) to read bubblewrap's --seccomp
 * program from: setsid does nothing and returns 0, every other call is let
 * through.  A child that began a session of its own would be an autogroup
 * of its own, which the scheduler weighs as much as the window whatever
 * its niceness (hostile.py's fork: 200 sleep processes starting took the
 * window's frames past 16 ms); refused (EPERM), it would fail a program
 * that starts one that way, which is no fault.  -1 where the architecture
 * is not known. */
static int
seccomp_filter (void)
{
#ifdef QD_AUDIT_ARCH
  static const struct sock_filter program[] = {
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, arch)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, QD_AUDIT_ARCH, 1, 0),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, nr)),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_setsid, 0, 1),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ERRNO | 0),
    BPF_STMT (BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  };
  int ends[2], fd;

  if (!g_unix_open_pipe (ends, FD_CLOEXEC, NULL))
    return -1;
  /* 56 bytes: the pipe holds them all. */
  if (write (ends[1], program, sizeof program) != (gssize) sizeof program)
    {
      close (ends[0]);
      close (ends[1]);
      return -1;
    }
  close (ends[1]);
  fd = fcntl (ends[0], F_DUPFD_CLOEXEC, 4);
  close (ends[0]);
  return fd;
#else
  return -1;
#endif
}

/* bubblewrap's arguments before the program's: everything read-only, a
 * private /tmp with the scratch folder in it (and the working folder and
 * the program's own files, if they lie in /tmp), no network, its own
 * namespaces and session. */
static void
add_sandbox (GPtrArray *args, const char *folder, const char *scratch, const char *const *argv, gboolean host,
             gboolean filtered)
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
  /* No terminal to type into from the sandbox (TIOCSTI): on the host, a
   * session of bubblewrap's; here the spawn's, made before bubblewrap
   * starts (a second one would be an autogroup of its own, nice 0). */
  if (host)
    g_ptr_array_add (args, g_strdup ("--new-session"));
  /* setsid a no-op (seccomp_filter): a process of the program stays in
   * its session, so in its niced autogroup. */
  if (filtered)
    {
      g_ptr_array_add (args, g_strdup ("--seccomp"));
      g_ptr_array_add (args, g_strdup ("3"));
    }
  /* The namespace's first process dies with bubblewrap's outer one (which
   * is in the program's process group), and every process of it with it. */
  g_ptr_array_add (args, g_strdup ("--die-with-parent"));
  g_ptr_array_add (args, g_strdup ("--chdir"));
  g_ptr_array_add (args, g_strdup (folder));
  g_ptr_array_add (args, g_strdup ("--"));
}

/* flatpak-spawn's arguments before the program's (or bubblewrap's, when
 * the host's runs): the host runs it in `folder` with the environment it
 * needs and, through the host's prlimit, the limits a program run here
 * has; it ends when
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
  add_limits (args, l);
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
  const char *const *argv, *const *envp;
  int in, out, err, extra;
  const char *folder;
  pid_t pid;
  GError *error;
  gboolean done;
} SpawnRequest;

static GAsyncQueue *spawn_queue;
static GMutex spawn_done_lock;
static GCond spawn_done_cond;

static gpointer
spawner (gpointer data)
{
  /* A thread's niceness is its own on Linux, and what it starts inherits
   * it: programs run below the window, which a program that busies every
   * core then cannot starve. */
  setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), QD_PROGRAM_NICENESS);
  for (;;)
    {
      SpawnRequest *request = g_async_queue_pop (spawn_queue);
      GError *error = NULL;
      pid_t pid = spawn_now (request->argv, request->envp, request->in, request->out, request->err, request->extra,
                             request->folder, &error);

      g_mutex_lock (&spawn_done_lock);
      request->pid = pid;
      request->error = error;
      request->done = TRUE;
      g_cond_broadcast (&spawn_done_cond);
      g_mutex_unlock (&spawn_done_lock);
    }
  return NULL;
}

static pid_t
spawn (SpawnRequest *request, GError **error)
{
  static gsize started;

  if (g_once_init_enter (&started))
    {
      spawn_queue = g_async_queue_new ();
      g_thread_unref (g_thread_new ("qd-spawner", spawner, NULL));
      g_once_init_leave (&started, 1);
    }
  g_async_queue_push (spawn_queue, request);
  g_mutex_lock (&spawn_done_lock);
  while (!request->done)
    g_cond_wait (&spawn_done_cond, &spawn_done_lock);
  g_mutex_unlock (&spawn_done_lock);
  if (request->error != NULL)
    g_propagate_error (error, request->error);
  return request->pid;
}

QdProgram *
qd_program_start (const char *const *argv, const QdProgramOptions *options, GError **error)
{
  g_autoptr(QdProgram) program = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *folder = NULL;
  g_autofree char *found = NULL;
  const char *host = qd_program_host_spawn ();
  g_auto(GStrv) envp = NULL;
  int pair[2] = { -1, -1 }, err_pipe[2], filter = -1;
  SpawnRequest request;
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
  else
    add_limits (args, &limits);
  /* On the host, flatpak-spawn would have to pass the filter on: there,
   * bubblewrap's --new-session alone. */
  if (program->sandboxed && host == NULL)
    filter = seccomp_filter ();
  if (program->sandboxed)
    add_sandbox (args, folder, program->scratch, argv, host != NULL, filter >= 0);
  g_ptr_array_add (args, g_steal_pointer (&found));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (argv[i]));
  g_ptr_array_add (args, NULL);

  envp = g_get_environ ();
  envp = g_environ_setenv (envp, "QUANDARY_SCRATCH", program->scratch, TRUE);
  envp = g_environ_setenv (envp, "TMPDIR", program->scratch, TRUE);
  envp = g_environ_setenv (envp, "PYTHONDONTWRITEBYTECODE", "1", TRUE);
  envp = g_environ_setenv (envp, "PYTHONUNBUFFERED", "1", TRUE);
  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0 || !g_unix_open_pipe (err_pipe, FD_CLOEXEC, NULL))
    {
      int saved = errno;

      if (pair[0] >= 0)
        {
          close (pair[0]);
          close (pair[1]);
        }
      if (filter >= 0)
        close (filter);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "socketpair: %s", g_strerror (saved));
      return NULL;
    }
  program->fd = pair[0];
  program->err_fd = err_pipe[0];
  request = (SpawnRequest) { (const char *const *) args->pdata, (const char *const *) envp, pair[1], pair[1],
                             err_pipe[1], filter, folder, 0, NULL, FALSE };
  program->pid = spawn (&request, error);
  close (pair[1]);
  close (err_pipe[1]);
  if (filter >= 0)
    close (filter);
  if (program->pid <= 0)
    return NULL;
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
