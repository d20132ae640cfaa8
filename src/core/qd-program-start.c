/* qd-program-start.c — an outside program started: its limits, its
 * sandbox (core/qd-sandbox.h), its environment, its scratch folder and the
 * files put there first (qd-program.h). */
#define _GNU_SOURCE   /* posix_spawn_file_actions_addchdir_np, _addclosefrom_np */
#include "config.h"
#include "qd-program-private.h"
#include "qd-file.h"
#include "qd-sandbox.h"
#include "qd-sandbox-cgroup.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define QD_PROGRAM_NICENESS 10
/* The time the sandbox has to be set up before its scratch folder is
 * reached (bubblewrap takes a few milliseconds; a loaded machine more). */
#define SETUP_MS 10000
/* The descriptors bubblewrap gets: the filter, its --info-fd, its --block-fd. */
#define N_EXTRA 3

static void
close_fd (int *fd)
{
  if (*fd >= 0)
    close (*fd);
  *fd = -1;
}

G_DEFINE_QUARK (qd-program-setup-error-quark, qd_program_setup_error)

/* `error`, a setup error from now on (its words kept). */
static void
as_setup_error (GError **error)
{
  if (error != NULL && *error != NULL)
    {
      (*error)->domain = QD_PROGRAM_SETUP_ERROR;
      (*error)->code = 0;
    }
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


/* ---------------------------------------------------------------- limits */

/* The limits a program runs under: set by bubblewrap's starter in the
 * sandbox (qd_sandbox_spawn), by prlimit (util-linux) before it execs the
 * program unconfined or on the host.  Either spawn is a vfork that shares
 * the window's memory and so never copies its page tables (a fork of the
 * window's process stalled its main thread for tens of milliseconds). */
typedef struct {
  struct rlimit memory, cpu, file, files, processes;
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
  add_limit (args, "nofile", &l->files);
  g_ptr_array_add (args, g_strdup ("--core=0:0"));
  if (l->limit_processes)
    add_limit (args, "nproc", &l->processes);
  g_ptr_array_add (args, g_strdup ("--"));
}

/* The same limits, set by the sandbox's starter itself. */
static guint
limits_array (const Limits *l, QdSandboxLimit out[6])
{
  guint n = 0;

  out[n++] = (QdSandboxLimit) { RLIMIT_AS, l->memory };
  out[n++] = (QdSandboxLimit) { RLIMIT_CPU, l->cpu };
  out[n++] = (QdSandboxLimit) { RLIMIT_FSIZE, l->file };
  out[n++] = (QdSandboxLimit) { RLIMIT_NOFILE, l->files };
  out[n++] = (QdSandboxLimit) { RLIMIT_CORE, { 0, 0 } };
  if (l->limit_processes)
    out[n++] = (QdSandboxLimit) { RLIMIT_NPROC, l->processes };
  return n;
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

static void
make_limits (const QdProgram *program, Limits *limits)
{
  memset (limits, 0, sizeof *limits);
  limits->memory.rlim_cur = limits->memory.rlim_max = (rlim_t) program->memory_mb * 1024 * 1024;
  limits->cpu.rlim_cur = program->cpu_seconds;
  limits->cpu.rlim_max = (rlim_t) program->cpu_seconds + 1;
  limits->file.rlim_cur = limits->file.rlim_max = (rlim_t) program->file_mb * 1024 * 1024;
  limits->files.rlim_cur = limits->files.rlim_max = program->open_files;
  /* RLIMIT_NPROC counts the processes of a user.  Root's programs are a
   * user of their own (qd_sandbox_choose_uid): the sandbox's processes alone; a
   * user's count with every other process of that user.  Unconfined,
   * root is not held by it; on the host, the count is the host's. */
  if (program->mode == QD_PROGRAM_CONFINED)
    {
      limits->limit_processes = TRUE;
      limits->processes.rlim_cur = program->processes + (getuid () != 0 ? user_processes () : 0);
    }
  else if (program->mode == QD_PROGRAM_UNCONFINED && getuid () != 0)
    {
      limits->limit_processes = TRUE;
      limits->processes.rlim_cur = program->processes + user_processes ();
    }
  limits->processes.rlim_max = limits->processes.rlim_cur;
}

/* ---------------------------------------------------------------- spawn */

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
 * /dev/null) and extra[i] (each above 5, or -1: none) as descriptor 3 + i,
 * in `folder` (NULL: ours), in a session of its own (so its process group
 * too, and no controlling terminal), below the window in the scheduler's
 * eyes, signals as at a program's start, every other descriptor closed. */
static pid_t
spawn_now (const char *const *argv, const char *const *envp, int in, int out, int err, const int *extra,
           const char *folder, GError **error)
{
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attr;
  sigset_t all, none;
  const int targets[3] = { 0, 1, 2 }, sources[3] = { in, out, err };
  pid_t pid = 0;
  guint used = 0;
  int code;

  posix_spawn_file_actions_init (&actions);
  posix_spawnattr_init (&attr);
  for (guint i = 0; i < 3; i++)
    if (sources[i] >= 0)
      posix_spawn_file_actions_adddup2 (&actions, sources[i], targets[i]);
    else
      posix_spawn_file_actions_addopen (&actions, targets[i], "/dev/null", i == 0 ? O_RDONLY : O_WRONLY, 0);
  /* Up to the last one given; a hole is /dev/null. */
  for (guint i = 0; i < N_EXTRA; i++)
    if (extra[i] >= 0)
      used = i + 1;
  for (guint i = 0; i < used; i++)
    if (extra[i] >= 0)
      posix_spawn_file_actions_adddup2 (&actions, extra[i], 3 + (int) i);
    else
      posix_spawn_file_actions_addopen (&actions, 3 + (int) i, "/dev/null", O_RDONLY, 0);
  if (folder != NULL)
    posix_spawn_file_actions_addchdir_np (&actions, folder);
  posix_spawn_file_actions_addclosefrom_np (&actions, 3 + (int) used);
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

/* bubblewrap's --die-with-parent ends the program when the *thread* that
 * started it ends (PR_SET_PDEATHSIG), and a window's move runs on a pool
 * thread that ends once idle: programs are started by one thread that
 * lives as long as the process. */
typedef struct {
  const char *const *argv, *const *envp;
  int in, out, err;
  const int *extra;
  const char *folder;
  QdSandboxSpawn *sandbox;   /* a confined program's: started by qd_sandbox_spawn */
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
      pid_t pid = request->sandbox != NULL
                    ? qd_sandbox_spawn (request->sandbox, &error)
                    : spawn_now (request->argv, request->envp, request->in, request->out, request->err,
                                 request->extra, request->folder, &error);

      if (pid > 0 && request->sandbox != NULL)
        nice_session (pid);

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

/* ------------------------------------------------- the scratch folder */

/* On the host (a Flatpak), a folder under the app's runtime folder, which
 * the host sees at the same path; else in the temporary folder. */
static char *
make_host_scratch (gboolean on_host, int *lock, GError **error)
{
  const char *app = g_getenv ("FLATPAK_ID");
  g_autofree char *parent = NULL;

  if (on_host && app != NULL && g_getenv ("QD_HOST_SPAWN") == NULL)
    parent = g_build_filename (g_get_user_runtime_dir (), "app", app, NULL);
  return qd_file_make_locked_folder (parent, QD_PROGRAM_SCRATCH_PREFIX, lock, error);
}

guint
qd_program_clean_stale (void)
{
  const char *app = g_getenv ("FLATPAK_ID");
  guint n = qd_file_clean_stale_folders (NULL, QD_PROGRAM_SCRATCH_PREFIX);

  /* The cgroups of its sandboxes are not folders of files: not counted. */
  qd_cgroup_clean_stale ();

  if (qd_program_host_spawn () != NULL && app != NULL)
    {
      g_autofree char *parent = g_build_filename (g_get_user_runtime_dir (), "app", app, NULL);

      n += qd_file_clean_stale_folders (parent, QD_PROGRAM_SCRATCH_PREFIX);
    }
  return n;
}

/* Copies `source` into the folder `dir` as `name`, a new file, made as
 * `uid` when not 0: root's program's tmpfs belongs to its user namespace,
 * where root is no one, and a file root made would have no owner there.
 * The file system's user is the thread's own on Linux: this thread alone
 * makes the file as that user, for that moment. */
static gboolean
copy_into (int dir, const char *name, const char *source, uid_t uid, GError **error)
{
  g_autofree char *contents = NULL;
  gsize length, done = 0;
  int fd, saved;

  if (!g_file_get_contents (source, &contents, &length, error))
    return FALSE;
  if (uid != 0)
    {
      syscall (SYS_setfsgid, (gid_t) uid);
      syscall (SYS_setfsuid, uid);
    }
  fd = openat (dir, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  saved = errno;
  if (uid != 0)
    {
      syscall (SYS_setfsuid, 0);
      syscall (SYS_setfsgid, 0);
    }
  while (fd >= 0 && done < length)
    {
      gssize n = write (fd, contents + done, length - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          saved = n < 0 ? errno : ENOSPC;
          close (fd);
          fd = -1;
          break;
        }
      done += (gsize) n;
    }
  if (fd < 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", name, g_strerror (saved));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

static gboolean
plain_name (const char *name)
{
  return name[0] != '\0' && strchr (name, '/') == NULL && !g_str_equal (name, ".") && !g_str_equal (name, "..");
}

gboolean
qd_program_add_input (QdProgram *program, const char *name, const char *source, GError **error)
{
  g_return_val_if_fail (program->pid == 0 && plain_name (name), FALSE);
  /* Unconfined or on the host, the folder is there already. */
  if (program->scratch_fd >= 0)
    return copy_into (program->scratch_fd, name, source, 0, error);
  if (!g_file_test (source, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: not a file"), source);
      return FALSE;
    }
  g_ptr_array_add (program->inputs, g_strdup (name));
  g_ptr_array_add (program->inputs, g_strdup (source));
  return TRUE;
}

void
qd_program_keep_scratch (QdProgram *program)
{
  program->keep_scratch = TRUE;
}

/* ------------------------------------------------------------- new, start */

/* The folders that would hide the program's own /tmp and scratch folder,
 * or show the whole system. */
static gboolean
hides_scratch (const char *folder)
{
  return g_str_equal (folder, "/") || g_str_equal (folder, "/tmp") || g_str_equal (folder, QD_SANDBOX_SCRATCH) ||
         g_str_has_prefix (folder, QD_SANDBOX_SCRATCH "/");
}

static QdProgram *
program_new (const QdProgramOptions *options, QdProgramMode mode, GError **error)
{
  g_autoptr(QdProgram) program = g_new0 (QdProgram, 1);

  program->fd = -1;
  program->err_fd = -1;
  program->scratch_fd = -1;
  program->host_scratch_lock = -1;
  program->sandbox_uid_lock = -1;
  program->mode = mode;
  program->in = g_byte_array_new ();
  program->err = g_string_new (NULL);
  program->inputs = g_ptr_array_new_with_free_func (g_free);
  program->max_line = options->max_line != 0 ? options->max_line : QD_PROGRAM_DEFAULT_MAX_LINE;
  program->memory_mb = options->memory_mb != 0 ? options->memory_mb : QD_PROGRAM_DEFAULT_MEMORY_MB;
  program->cpu_seconds = options->cpu_seconds != 0 ? options->cpu_seconds : QD_PROGRAM_DEFAULT_CPU_SECONDS;
  program->file_mb = options->file_mb != 0 ? options->file_mb : QD_PROGRAM_DEFAULT_FILE_MB;
  program->disk_mb = options->disk_mb != 0 ? options->disk_mb : QD_PROGRAM_DEFAULT_DISK_MB;
  program->processes = options->processes != 0 ? options->processes : QD_PROGRAM_DEFAULT_PROCESSES;
  program->open_files = options->open_files != 0 ? options->open_files : QD_PROGRAM_DEFAULT_OPEN_FILES;
  program->env = g_strdupv ((char **) options->env);
  program->folder = options->folder != NULL ? g_canonicalize_filename (options->folder, NULL) : g_get_current_dir ();
  if (!g_file_test (program->folder, G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY, _("%s: not a folder"), program->folder);
      return NULL;
    }
  if (mode != QD_PROGRAM_UNCONFINED && hides_scratch (program->folder))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("its working folder is %s: give the program a folder of its own"), program->folder);
      return NULL;
    }
  if (mode == QD_PROGRAM_CONFINED)
    program->scratch = g_strdup (QD_SANDBOX_SCRATCH);
  else
    {
      program->host_scratch = make_host_scratch (qd_program_host_spawn () != NULL, &program->host_scratch_lock, error);
      if (program->host_scratch == NULL)
        return NULL;
      program->scratch = g_strdup (mode == QD_PROGRAM_ON_HOST ? QD_SANDBOX_SCRATCH : program->host_scratch);
      program->scratch_fd = open (program->host_scratch, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    }
  return g_steal_pointer (&program);
}

static QdProgramMode
confined_mode (void)
{
  return qd_program_host_spawn () != NULL ? QD_PROGRAM_ON_HOST : QD_PROGRAM_CONFINED;
}

/* A program in the sandbox, `true`, run as any other (its scratch folder
 * reached as a grader's is): whether it ran, or why not. */
static gboolean
probe (char **why)
{
  g_autoptr(QdProgram) program = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) output = NULL;
  const char *argv[] = { "true", NULL };
  QdProgramOptions options;
  gboolean ran;

  if (qd_program_host_spawn () == NULL && !g_path_is_absolute (qd_sandbox_bwrap ()))
    {
      *why = qd_sandbox_explain (_("bubblewrap (bwrap) is not installed"));
      return FALSE;
    }
  qd_program_options_init (&options);
  options.folder = "/usr";
  options.memory_mb = 64;
  options.disk_mb = 1;
  if ((program = program_new (&options, confined_mode (), &error)) == NULL)
    {
      *why = qd_sandbox_explain (error->message);
      return FALSE;
    }
  qd_program_keep_scratch (program);
  ran = qd_program_launch (program, argv, &error);
  if (!ran && program->pid == 0 && error != NULL && error->domain == QD_PROGRAM_SETUP_ERROR)
    {
      /* Its starter failed, before bubblewrap: not a matter of installing it. */
      *why = g_strdup_printf (_("The sandbox cannot be made here: %s (docs/grading.md)."), error->message);
      return FALSE;
    }
  if (ran)
    {
      qd_program_close_input (program);
      qd_program_read_all (program, g_get_monotonic_time () + 30 * G_USEC_PER_SEC, NULL, 1024, &output);
      qd_program_end (program, 5000);
      ran = qd_program_exited_ok (program);
    }
  if (!ran)
    {
      g_autofree char *said = g_strdup (qd_program_get_stderr (program));
      char *nl = strchr (g_strstrip (said), '\n');

      if (nl != NULL)
        *nl = '\0';
      *why = qd_sandbox_explain (said[0] != '\0' ? said : error != NULL ? error->message : _("bubblewrap failed"));
    }
  return ran;
}

gboolean
qd_program_sandbox_available (char **why)
{
  static gsize once = 0;
  static gboolean available;
  static char *cause;

  if (g_once_init_enter (&once))
    {
      available = g_strcmp0 (g_getenv (QD_PROGRAM_SANDBOX_CHECKED), "1") == 0 || probe (&cause);
      g_once_init_leave (&once, 1);
    }
  if (why != NULL)
    *why = g_strdup (cause);
  return available;
}

QdProgram *
qd_program_new (const QdProgramOptions *options, GError **error)
{
  g_autofree char *why = NULL;

  if (options->sandbox == QD_PROGRAM_SANDBOX_OFF)
    return program_new (options, QD_PROGRAM_UNCONFINED, error);
  if (!qd_program_sandbox_available (&why))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, why);
      return NULL;
    }
  return program_new (options, confined_mode (), error);
}

/* The command as the program finds it: in the sandbox's PATH (or ours,
 * unconfined), or from its folder; on the host, the host finds it. */
static char *
find_command (const QdProgram *program, const char *name)
{
  if (program->mode == QD_PROGRAM_ON_HOST)
    return g_strdup (name);
  if (strchr (name, '/') != NULL)
    {
      g_autofree char *path = g_path_is_absolute (name) ? g_strdup (name) : g_build_filename (program->folder, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR) && g_access (path, X_OK) == 0)
        return g_canonicalize_filename (path, NULL);
      return NULL;
    }
  if (program->mode == QD_PROGRAM_CONFINED)
    return qd_sandbox_find_program (name);
  return g_find_program_in_path (name);
}

static gboolean
inside (const char *path, const char *folder)
{
  gsize n = strlen (folder);

  return g_str_has_prefix (path, folder) && (path[n] == '/' || path[n] == '\0' || g_str_equal (folder, "/"));
}

/* The files the command names outside its folder and the system's, each
 * shown alone (never the folder they are in: a course's).  A path in the
 * scratch folder (a grader's {input} and {output}) is the sandbox's own:
 * never looked up on this machine, where any user may make a file of that
 * name. */
static GPtrArray *
named_files (const QdProgram *program, const char *const *argv, const char *command)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; argv[i] != NULL; i++)
    {
      const char *word = i == 0 ? command : argv[i];
      g_autofree char *path = g_path_is_absolute (word) ? g_strdup (word) : g_build_filename (program->folder, word, NULL);
      g_autofree char *real = g_canonicalize_filename (path, NULL);

      if (!inside (real, program->folder) && inside (real, QD_SANDBOX_SCRATCH))
        continue;
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      if (inside (real, program->folder) || qd_sandbox_shows (real) ||
          g_ptr_array_find_with_equal_func (files, real, g_str_equal, NULL))
        continue;
      g_ptr_array_add (files, g_steal_pointer (&real));
    }
  g_ptr_array_add (files, NULL);
  return files;
}

/* Its environment: nothing of ours but the language, and what it was given. */
static char **
make_environment (const QdProgram *program)
{
  const char *lang = g_getenv ("LANG");
  char **envp = NULL;

  envp = g_environ_setenv (envp, "PATH",
                           program->mode == QD_PROGRAM_UNCONFINED && g_getenv ("PATH") != NULL ? g_getenv ("PATH")
                                                                                              : QD_SANDBOX_PATH,
                           TRUE);
  envp = g_environ_setenv (envp, "HOME", program->scratch, TRUE);
  envp = g_environ_setenv (envp, "TMPDIR", program->scratch, TRUE);
  envp = g_environ_setenv (envp, "QUANDARY_SCRATCH", program->scratch, TRUE);
  envp = g_environ_setenv (envp, "LANG", lang != NULL && lang[0] != '\0' && strpbrk (lang, "/\n") == NULL
                                           ? lang : "C.UTF-8", TRUE);
  envp = g_environ_setenv (envp, "PYTHONDONTWRITEBYTECODE", "1", TRUE);
  envp = g_environ_setenv (envp, "PYTHONUNBUFFERED", "1", TRUE);
  for (guint i = 0; program->env != NULL && program->env[i] != NULL; i++)
    {
      const char *eq = strchr (program->env[i], '=');
      g_autofree char *name = eq != NULL ? g_strndup (program->env[i], (gsize) (eq - program->env[i])) : NULL;

      if (name != NULL && name[0] != '\0')
        envp = g_environ_setenv (envp, name, eq + 1, TRUE);
    }
  return envp;
}

/* flatpak-spawn's arguments before the program's (or bubblewrap's): the
 * host runs it in `folder` with its environment and, through the host's
 * prlimit, its limits; it ends when flatpak-spawn does (--watch-bus), and
 * bubblewrap's namespace with it. */
static void
add_host (GPtrArray *args, const char *host, const char *folder, char **envp, const Limits *l)
{
  g_ptr_array_add (args, g_strdup (host));
  g_ptr_array_add (args, g_strdup ("--host"));
  g_ptr_array_add (args, g_strdup ("--watch-bus"));
  g_ptr_array_add (args, g_strconcat ("--directory=", folder, NULL));
  for (guint i = 0; envp[i] != NULL; i++)
    g_ptr_array_add (args, g_strconcat ("--env=", envp[i], NULL));
  add_limits (args, l);
}

/* A pipe's end above 5 (bubblewrap's descriptors go to 3, 4 and 5). */
static gboolean
high_pipe (int ends[2])
{
  int raw[2];

  if (!g_unix_open_pipe (raw, FD_CLOEXEC, NULL))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      ends[i] = fcntl (raw[i], F_DUPFD_CLOEXEC, 6);
      close (raw[i]);
    }
  return ends[0] >= 0 && ends[1] >= 0;
}

/* All of bubblewrap's --info-fd (it closes it once written), by the
 * deadline. */
static char *
read_info (int fd, gint64 deadline_us)
{
  GString *text = g_string_new (NULL);
  char buffer[1024];

  for (;;)
    {
      struct pollfd p = { fd, POLLIN, 0 };
      gint64 left = deadline_us - g_get_monotonic_time ();
      gssize n;

      if (left <= 0 || poll (&p, 1, (int) (left / 1000) + 1) == 0)
        break;
      n = read (fd, buffer, sizeof buffer);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_string_append_len (text, buffer, n);
    }
  return g_string_free (text, FALSE);
}

/* With the program waiting on its --block-fd: its scratch folder reached,
 * the inputs put in it; then it goes on. */
static gboolean
fill_scratch (QdProgram *program, int info, int block, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) SETUP_MS * 1000;
  g_autofree char *text = read_info (info, deadline);
  pid_t child = qd_sandbox_parse_child_pid (text);

  if (child <= 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the sandbox did not start"));
      return FALSE;
    }
  program->scratch_fd = qd_sandbox_open_scratch (program->pid, child, deadline, error);
  if (program->scratch_fd < 0)
    return FALSE;
  for (guint i = 0; i + 1 < program->inputs->len; i += 2)
    if (!copy_into (program->scratch_fd, program->inputs->pdata[i], program->inputs->pdata[i + 1],
                    program->sandbox_uid, error))
      return FALSE;
  return write (block, "1", 1) == 1;
}

/* The descriptors, mounts, cgroup and user a confined program's bubblewrap
 * starts with (qd_sandbox_spawn). */
typedef struct {
  QdSandboxSpawn spawn;
  QdSandboxLimit limits[6];
  QdSandboxStage *stage;
  char *uid_map, *gid_map;
} Confined;

gboolean
qd_program_launch (QdProgram *program, const char *const *argv, GError **error)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) files = NULL;
  g_autofree char *found = NULL;
  const char *host = qd_program_host_spawn ();
  g_auto(GStrv) envp = NULL;
  int pair[2] = { -1, -1 }, err_pipe[2] = { -1, -1 }, info[2] = { -1, -1 }, block[2] = { -1, -1 };
  int extra[N_EXTRA] = { -1, -1, -1 };
  gboolean confined = program->mode == QD_PROGRAM_CONFINED;
  /* Confined, its sandbox is seen set up (its scratch folder reached)
   * before it runs: a sandbox that fails is this machine's problem. */
  gboolean fill = confined;
  gboolean root = confined && getuid () == 0;
  gboolean ok = FALSE;
  SpawnRequest request;
  Confined c;
  Limits limits;

  g_return_val_if_fail (argv != NULL && program->pid == 0, FALSE);
  if (argv[0] == NULL || argv[0][0] == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("no command to run"));
      return FALSE;
    }
  if ((found = find_command (program, argv[0])) == NULL)
    {
      if (program->mode == QD_PROGRAM_CONFINED && strchr (argv[0], '/') == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("%s: no such program in the sandbox's PATH (%s)"), argv[0], QD_SANDBOX_PATH);
      else
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("%s: no such program (or not executable)"), argv[0]);
      return FALSE;
    }
  memset (&c, 0, sizeof c);
  program->command = g_strdup (argv[0]);
  make_limits (program, &limits);
  envp = make_environment (program);
  if (host != NULL)
    add_host (args, host, program->folder, envp, &limits);
  else if (!confined)
    add_limits (args, &limits);
  /* Root's programs, a user of their own: bubblewrap starts as it, without
   * root's groups or capabilities. */
  if (root && !qd_sandbox_choose_uid (program->folder, &program->sandbox_uid, &program->sandbox_uid_lock, error))
    goto setup_failed;
  /* Confined here: a cgroup of its own holds the sandbox's memory and
   * processes, where one can be made (qd-sandbox-cgroup.h). */
  if (confined)
    {
      GError *cgroup_error = NULL;

      program->cgroup = qd_cgroup_new ((guint64) program->memory_mb * 1024 * 1024, program->processes,
                                       QD_PROGRAM_NICENESS, &cgroup_error);
      /* Held at the start and not now: never a sandbox without its budget. */
      if (cgroup_error != NULL)
        {
          g_propagate_error (error, cgroup_error);
          goto setup_failed;
        }
    }
  if (program->mode != QD_PROGRAM_UNCONFINED)
    {
      QdSandboxPlan plan = { 0 };

      files = named_files (program, argv, found);
      plan.folder = program->folder;
      plan.files = (const char *const *) files->pdata;
      plan.tmp_bytes = (guint64) program->memory_mb * 1024 * 1024 / 4;
      plan.scratch_bytes = (guint64) program->disk_mb * 1024 * 1024;
      plan.host_scratch = program->mode == QD_PROGRAM_ON_HOST ? program->host_scratch : NULL;
      plan.seccomp_fd = plan.info_fd = plan.block_fd = -1;
      plan.other_user = program->sandbox_uid != 0;
      /* Staged: its tmpfs of a number of files; the folder and the files
       * by descriptor, root's its own (idmapped), or readable by its user
       * as they are; not the folders above them. */
      if (confined)
        {
          uid_t owner = root ? program->sandbox_uid : getuid ();

          c.stage = qd_sandbox_stage_new (&plan, owner, root ? program->sandbox_uid : getgid ());
          if (!qd_sandbox_stage_check (c.stage, owner, error))
            goto setup_failed;
        }
      /* On the host, flatpak-spawn would have to pass the filter on:
       * there, bubblewrap's --new-session alone. */
      if (confined && (extra[0] = qd_sandbox_seccomp_fd ()) >= 0)
        plan.seccomp_fd = 3;
      if (fill)
        {
          if (!high_pipe (info) || !high_pipe (block))
            goto out;
          extra[1] = info[1];
          extra[2] = block[0];
          plan.info_fd = 4;
          plan.block_fd = 5;
        }
      qd_sandbox_add_args (args, &plan);
    }
  g_ptr_array_add (args, g_strdup (found));
  for (guint i = 1; argv[i] != NULL; i++)
    g_ptr_array_add (args, g_strdup (argv[i]));
  g_ptr_array_add (args, NULL);

  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, pair) != 0 || !g_unix_open_pipe (err_pipe, FD_CLOEXEC, NULL))
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "socketpair: %s", g_strerror (saved));
      goto out;
    }
  program->fd = pair[0];
  program->err_fd = err_pipe[0];
  pair[0] = err_pipe[0] = -1;
  /* Its environment is the clean one: on the host, flatpak-spawn's own
   * (the bus) and --env for the program. */
  {
    g_auto(GStrv) ours = host != NULL ? g_get_environ () : NULL;

    request = (SpawnRequest) { (const char *const *) args->pdata,
                               (const char *const *) (ours != NULL ? ours : envp), pair[1], pair[1], err_pipe[1],
                               extra, program->folder, NULL, 0, NULL, FALSE };
    if (confined)
      {
        c.spawn.argv = (const char *const *) args->pdata;
        c.spawn.envp = (const char *const *) envp;
        c.spawn.std_fds[0] = c.spawn.std_fds[1] = pair[1];
        c.spawn.std_fds[2] = err_pipe[1];
        c.spawn.extra = extra;
        c.spawn.n_extra = N_EXTRA;
        if (program->cgroup != NULL)
          c.spawn.cgroup_fds = qd_cgroup_procs_fds (program->cgroup, &c.spawn.n_cgroup_fds);
        if (c.stage != NULL)
          c.spawn.mounts = qd_sandbox_stage_mounts (c.stage, &c.spawn.n_mounts);
        c.spawn.uid = program->sandbox_uid;
        if (!root)
          {
            c.uid_map = g_strdup_printf ("%u %u 1\n", (guint) getuid (), (guint) getuid ());
            c.gid_map = g_strdup_printf ("%u %u 1\n", (guint) getgid (), (guint) getgid ());
            c.spawn.uid_map = c.uid_map;
            c.spawn.gid_map = c.gid_map;
          }
        c.spawn.groups_fixed = qd_sandbox_setgroups_denied ();
        c.spawn.limits = c.limits;
        c.spawn.n_limits = limits_array (&limits, c.limits);
        c.spawn.folder = program->folder;
        request.sandbox = &c.spawn;
      }
    program->pid = spawn (&request, error);
  }
  close_fd (&info[1]);
  close_fd (&block[0]);
  if (program->pid <= 0)
    {
      program->pid = 0;
      if (confined)
        goto setup_failed;
      goto out;
    }
  fcntl (program->fd, F_SETFL, fcntl (program->fd, F_GETFL) | O_NONBLOCK);
  fcntl (program->err_fd, F_SETFL, fcntl (program->err_fd, F_GETFL) | O_NONBLOCK);
  if (fill && !fill_scratch (program, info[0], block[1], error))
    {
      /* bubblewrap's words, when it said why. */
      g_autofree char *said = NULL;

      qd_program_end (program, 0);
      said = g_strdup (g_strstrip (program->err->str));
      if (said[0] != '\0')
        g_prefix_error (error, "%s: ", said);
      goto setup_failed;
    }
  ok = TRUE;
  goto out;
setup_failed:
  as_setup_error (error);
out:
  for (guint i = 0; i < 2; i++)
    {
      close_fd (&pair[i]);
      close_fd (&err_pipe[i]);
      close_fd (&info[i]);
      close_fd (&block[i]);
    }
  close_fd (&extra[0]);
  qd_sandbox_stage_free (c.stage);
  g_free (c.uid_map);
  g_free (c.gid_map);
  return ok;
}

QdProgram *
qd_program_start (const char *const *argv, const QdProgramOptions *options, GError **error)
{
  g_autoptr(QdProgram) program = qd_program_new (options, error);

  if (program == NULL || !qd_program_launch (program, argv, error))
    return NULL;
  return g_steal_pointer (&program);
}
