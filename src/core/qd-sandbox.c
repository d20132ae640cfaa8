/* qd-sandbox.c — bubblewrap's arguments, the seccomp filter and the check
 * that a sandbox can be made (qd-sandbox.h). */
#define _GNU_SOURCE
#include "config.h"
#include "qd-sandbox.h"
#include "qd-program.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib-unix.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/magic.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* The system's folders that hold interpreters and libraries: bound
 * read-only, or made the links they are (/bin → usr/bin on a merged /usr). */
static const char *const system_roots[] = { "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", NULL };
#define ETC "/etc"

const char *
qd_sandbox_bwrap (void)
{
  static gsize once = 0;
  static char *path;

  if (g_once_init_enter (&once))
    {
      path = g_find_program_in_path ("bwrap");
      if (path == NULL)
        path = g_strdup ("bwrap");
      g_once_init_leave (&once, 1);
    }
  return path;
}

gboolean
qd_sandbox_shows (const char *path)
{
  for (guint i = 0; system_roots[i] != NULL; i++)
    if (g_str_equal (path, system_roots[i]) ||
        (g_str_has_prefix (path, system_roots[i]) && path[strlen (system_roots[i])] == '/'))
      return TRUE;
  return g_str_equal (path, ETC) || g_str_has_prefix (path, ETC "/");
}

char *
qd_sandbox_find_program (const char *name)
{
  g_auto(GStrv) dirs = g_strsplit (QD_SANDBOX_PATH, ":", -1);

  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (dirs[i], name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR) && g_access (path, X_OK) == 0)
        return g_steal_pointer (&path);
    }
  return NULL;
}

/* ------------------------------------------------------------ arguments */

static void
add (GPtrArray *args, const char *first, ...)
{
  va_list ap;

  va_start (ap, first);
  for (const char *word = first; word != NULL; word = va_arg (ap, const char *))
    g_ptr_array_add (args, g_strdup (word));
  va_end (ap);
}

static void
add_sized_tmpfs (GPtrArray *args, const char *perms, guint64 bytes, const char *where)
{
  add (args, "--perms", perms, NULL);
  g_ptr_array_add (args, g_strdup ("--size"));
  g_ptr_array_add (args, g_strdup_printf ("%" G_GUINT64_FORMAT, MAX (bytes, (guint64) 1024 * 1024)));
  add (args, "--tmpfs", where, NULL);
}

static void
add_fd (GPtrArray *args, const char *option, int fd)
{
  if (fd < 0)
    return;
  g_ptr_array_add (args, g_strdup (option));
  g_ptr_array_add (args, g_strdup_printf ("%d", fd));
}

const char *const *
qd_sandbox_system_folders (void)
{
  static gsize once = 0;
  static GPtrArray *folders;

  if (g_once_init_enter (&once))
    {
      GPtrArray *found = g_ptr_array_new ();

      for (guint i = 0; system_roots[i] != NULL; i++)
        {
          g_autofree char *target = g_file_read_link (system_roots[i], NULL);

          if (target == NULL && g_file_test (system_roots[i], G_FILE_TEST_IS_DIR))
            g_ptr_array_add (found, (gpointer) system_roots[i]);
        }
      g_ptr_array_add (found, (gpointer) ETC);
      g_ptr_array_add (found, NULL);
      folders = found;
      g_once_init_leave (&once, 1);
    }
  return (const char *const *) folders->pdata;
}

/* The system's folders: /usr, and /bin, /lib… as links or folders; staged,
 * each folder from its overlay on the stage. */
static void
add_system (GPtrArray *args, gboolean local, gboolean staged)
{
  const char *const *folders = qd_sandbox_system_folders ();

  if (staged)
    {
      for (guint i = 0; system_roots[i] != NULL; i++)
        {
          g_autofree char *target = g_file_read_link (system_roots[i], NULL);

          if (target != NULL)
            add (args, "--symlink", target, system_roots[i], NULL);
        }
      for (guint i = 0; folders[i] != NULL; i++)
        {
          g_autofree char *staged_at = g_strdup_printf (QD_SANDBOX_STAGE "/system-%u", i);

          add (args, "--ro-bind", staged_at, folders[i], NULL);
        }
      return;
    }
  for (guint i = 0; system_roots[i] != NULL; i++)
    {
      const char *root = system_roots[i];
      g_autofree char *target = local ? g_file_read_link (root, NULL) : NULL;

      if (target != NULL)
        add (args, "--symlink", target, root, NULL);
      else if (!local || g_file_test (root, G_FILE_TEST_IS_DIR))
        add (args, "--ro-bind-try", root, root, NULL);
    }
  add (args, "--ro-bind", ETC, ETC, NULL);
}

void
qd_sandbox_add_args (GPtrArray *args, const QdSandboxPlan *plan)
{
  gboolean local = plan->host_scratch == NULL;

  /* Every namespace, a user namespace even for root (whose bubblewrap
   * would otherwise keep every capability; root's programs are started
   * as a user of their own), no capability in it, and no user namespace
   * again inside. */
  add (args, local ? qd_sandbox_bwrap () : "bwrap", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
       NULL);
  add (args, "--unshare-user", "--disable-userns", NULL);
  if (plan->other_user)
    add (args, "--uid", QD_SANDBOX_USER, "--gid", QD_SANDBOX_USER, NULL);
  add (args, "--cap-drop", "ALL", "--hostname", "quandary", "--die-with-parent", NULL);
  add_system (args, local, plan->staged);
  if (plan->staged)
    {
      /* Root's: each from the stage, of its size and number of files. */
      add (args, "--bind", QD_SANDBOX_STAGE "/tmp", "/tmp", "--proc", "/proc", "--dev", "/dev", NULL);
      /* /proc/locks, which lists other sandboxes' locks: an empty file. */
      add (args, "--ro-bind", QD_SANDBOX_LOCKS, "/proc/locks", NULL);
      add (args, "--bind", QD_SANDBOX_STAGE "/shm", "/dev/shm", NULL);
      if (plan->staged_folder != NULL)
        add (args, "--ro-bind", plan->staged_folder, plan->folder, NULL);
      for (guint i = 0; plan->files != NULL && plan->files[i] != NULL; i++)
        {
          g_autofree char *staged = g_strdup_printf (QD_SANDBOX_STAGE "/file-%u", i);

          add (args, "--ro-bind", staged, plan->files[i], NULL);
        }
      add (args, "--bind", QD_SANDBOX_STAGE "/scratch", QD_SANDBOX_SCRATCH, NULL);
    }
  else
    {
      add (args, "--proc", "/proc", "--dev", "/dev", NULL);
      add_sized_tmpfs (args, "1777", plan->tmp_bytes, "/dev/shm");
      add_sized_tmpfs (args, "1777", plan->tmp_bytes, "/tmp");
      /* Its working folder and the files its command names, read-only (under
       * /tmp they are bound into its own /tmp). */
      if (plan->folder != NULL && !qd_sandbox_shows (plan->folder))
        add (args, "--ro-bind", plan->folder, plan->folder, NULL);
      for (guint i = 0; plan->files != NULL && plan->files[i] != NULL; i++)
        add (args, "--ro-bind", plan->files[i], plan->files[i], NULL);
      /* The scratch folder last: nothing is bound over it. */
      if (plan->host_scratch != NULL)
        add (args, "--bind", plan->host_scratch, QD_SANDBOX_SCRATCH, NULL);
      else
        add_sized_tmpfs (args, "0777", plan->scratch_bytes, QD_SANDBOX_SCRATCH);
    }
  /* Nothing else is writable: the root bubblewrap made, /dev. */
  add (args, "--remount-ro", "/dev", "--remount-ro", "/", NULL);
  if (plan->folder != NULL)
    add (args, "--chdir", plan->folder, NULL);
  else
    add (args, "--chdir", QD_SANDBOX_SCRATCH, NULL);
  /* On the host, bubblewrap's session: no terminal to type into (TIOCSTI);
   * here the spawn made one, and the filter refuses TIOCSTI besides. */
  if (!local)
    add (args, "--new-session", NULL);
  add_fd (args, "--seccomp", plan->seccomp_fd);
  add_fd (args, "--info-fd", plan->info_fd);
  add_fd (args, "--block-fd", plan->block_fd);
  add (args, "--", NULL);
}

/* ----------------------------------------------------------- the filter */

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

#ifdef QD_AUDIT_ARCH
/* The calls refused (EPERM): mounts and namespaces, tracing and reading
 * other processes, keys, the kernel's own code and settings, io_uring
 * (whose calls the filter could not see). */
static const long refused[] = {
  SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot, SYS_unshare, SYS_setns,
  SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_kcmp,
  SYS_keyctl, SYS_add_key, SYS_request_key, SYS_bpf, SYS_perf_event_open, SYS_userfaultfd,
  SYS_kexec_load, SYS_init_module, SYS_finit_module, SYS_delete_module,
  SYS_open_by_handle_at, SYS_name_to_handle_at, SYS_swapon, SYS_swapoff, SYS_reboot, SYS_syslog, SYS_acct,
  SYS_quotactl, SYS_settimeofday, SYS_clock_settime, SYS_clock_adjtime, SYS_adjtimex,
  SYS_sethostname, SYS_setdomainname, SYS_vhangup, SYS_fanotify_init,
#ifdef SYS_kexec_file_load
  SYS_kexec_file_load,
#endif
#ifdef SYS_open_tree
  SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick,
#endif
#ifdef SYS_mount_setattr
  SYS_mount_setattr,
#endif
#ifdef SYS_quotactl_fd
  SYS_quotactl_fd,
#endif
#ifdef SYS_pidfd_getfd
  SYS_pidfd_getfd,
#endif
#ifdef SYS_io_uring_setup
  SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
#endif
#ifdef SYS_lookup_dcookie
  SYS_lookup_dcookie,
#endif
#ifdef SYS_iopl
  SYS_iopl, SYS_ioperm,
#endif
#ifdef SYS_uselib
  SYS_uselib,
#endif
#ifdef SYS_socketcall
  /* Sockets through the old multiplexer would pass the family check. */
  SYS_socketcall,
#endif
};

#define NS_FLAGS (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | \
                  CLONE_NEWCGROUP)
#define LOAD(field) BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, field))
#define RETURN(value) BPF_STMT (BPF_RET | BPF_K, (value))
#define DENY (SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))
/* On a little-endian machine, the low 32 bits of an argument. */
#define LOAD_ARG(n) BPF_STMT (BPF_LD | BPF_W | BPF_ABS, offsetof (struct seccomp_data, args[n]))

static GArray *
filter_program (void)
{
  GArray *p = g_array_new (FALSE, FALSE, sizeof (struct sock_filter));
  struct sock_filter head[] = {
    LOAD (arch),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, QD_AUDIT_ARCH, 1, 0),
    /* Another architecture's calls (int 0x80 on x86-64): none. */
    RETURN (SECCOMP_RET_KILL_PROCESS),
    LOAD (nr),
#if defined(__x86_64__)
    /* The x32 numbers of the same calls. */
    BPF_JUMP (BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1),
    RETURN (DENY),
#endif
    /* setsid does nothing: a process stays in its session, so in its
     * niced scheduler autogroup (a session of its own would be an
     * autogroup weighed as much as the window's). */
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_setsid, 0, 1),
    RETURN (SECCOMP_RET_ERRNO | 0),
#ifdef SYS_clone3
    /* clone3's flags are behind a pointer: "not here", and the C library
     * falls back on clone. */
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1),
    RETURN (SECCOMP_RET_ERRNO | ENOSYS),
#endif
  };
  struct sock_filter clone_check[] = {
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 3),
    LOAD_ARG (0),
    BPF_JUMP (BPF_JMP | BPF_JSET | BPF_K, NS_FLAGS, 0, 1),
    RETURN (DENY),
    LOAD (nr),
  };
  /* Sockets of the families a program needs alone: AF_UNIX (inside the
   * sandbox), AF_INET and AF_INET6 (on its empty network).  AF_VSOCK
   * (the host's and the hypervisor's ports), AF_NETLINK, AF_PACKET and
   * every other family: "not supported", as on a kernel without them. */
  struct sock_filter socket_check[] = {
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 1, 0),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_socketpair, 0, 6),
    LOAD_ARG (0),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 3, 0),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, AF_INET, 2, 0),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, AF_INET6, 1, 0),
    RETURN (SECCOMP_RET_ERRNO | (EAFNOSUPPORT & SECCOMP_RET_DATA)),
    RETURN (SECCOMP_RET_ALLOW),
  };
  struct sock_filter ioctl_check[] = {
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, 4),
    LOAD_ARG (1),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, TIOCSTI, 1, 0),
    BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, TIOCLINUX, 0, 1),
    RETURN (DENY),
  };

  g_array_append_vals (p, head, G_N_ELEMENTS (head));
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      struct sock_filter pair[] = {
        BPF_JUMP (BPF_JMP | BPF_JEQ | BPF_K, (guint32) refused[i], 0, 1),
        RETURN (DENY),
      };

      g_array_append_vals (p, pair, G_N_ELEMENTS (pair));
    }
  g_array_append_vals (p, clone_check, G_N_ELEMENTS (clone_check));
  g_array_append_vals (p, socket_check, G_N_ELEMENTS (socket_check));
  /* After the ioctl check, nr is no longer loaded: it ends in ALLOW. */
  g_array_append_vals (p, ioctl_check, G_N_ELEMENTS (ioctl_check));
  {
    struct sock_filter allow = RETURN (SECCOMP_RET_ALLOW);

    g_array_append_val (p, allow);
  }
  return p;
}
#endif

int
qd_sandbox_seccomp_fd (void)
{
#ifdef QD_AUDIT_ARCH
  g_autoptr(GArray) program = filter_program ();
  gsize size = program->len * sizeof (struct sock_filter);
  int ends[2], fd;

  if (!g_unix_open_pipe (ends, FD_CLOEXEC, NULL))
    return -1;
  /* Under a kilobyte: the pipe holds it all. */
  if (write (ends[1], program->data, size) != (gssize) size)
    {
      close (ends[0]);
      close (ends[1]);
      return -1;
    }
  close (ends[1]);
  fd = fcntl (ends[0], F_DUPFD_CLOEXEC, 6);
  close (ends[0]);
  return fd;
#else
  return -1;
#endif
}

/* ------------------------------------------------------------ the check */

char *
qd_sandbox_explain (const char *cause)
{
  return g_strdup_printf (_("The sandbox cannot be made here: %s. Outside programs run only in it. Install "
                            "bubblewrap (Debian and Ubuntu: apt install bubblewrap) and let it make user "
                            "namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 also "
                            "kernel.apparmor_restrict_unprivileged_userns=0); in a container, run it with "
                            "--security-opt seccomp=unconfined --security-opt apparmor=unconfined "
                            "--security-opt systempaths=unconfined (docs/grading.md). Or run unconfined, "
                            "knowingly, with --no-sandbox."),
                          cause);
}

/* ------------------------------------------------------ the scratch folder */

pid_t
qd_sandbox_parse_child_pid (const char *info)
{
  const char *at = info != NULL ? strstr (info, "\"child-pid\"") : NULL;
  gint64 pid;

  if (at == NULL || (at = strchr (at, ':')) == NULL)
    return 0;
  pid = g_ascii_strtoll (at + 1, NULL, 10);
  return pid > 0 && pid < G_MAXINT ? (pid_t) pid : 0;
}

static gboolean
still_runs (pid_t pid)
{
  siginfo_t info = { 0 };

  /* WNOWAIT: it is reaped by its owner later. */
  return waitid (P_PID, (id_t) pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == 0;
}

/* The scratch folder under `root` (the sandbox's root, checked not to be
 * ours), once it is the tmpfs mounted on the sandbox's own /tmp; -1 before. */
static int
scratch_in (int root)
{
  struct stat tmp, scratch;
  struct statfs fs;
  int tmp_fd, fd;

  tmp_fd = openat (root, "tmp", O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (tmp_fd < 0)
    return -1;
  fd = openat (tmp_fd, &QD_SANDBOX_SCRATCH[strlen ("/tmp/")], O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd >= 0 && (fstat (tmp_fd, &tmp) != 0 || fstat (fd, &scratch) != 0 || fstatfs (fd, &fs) != 0 ||
                  fs.f_type != TMPFS_MAGIC || scratch.st_dev == tmp.st_dev))
    {
      close (fd);
      fd = -1;
    }
  close (tmp_fd);
  return fd;
}

int
qd_sandbox_open_scratch (pid_t bwrap, pid_t child, gint64 deadline_us, GError **error)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/root", (int) child);
  struct stat ours;

  if (stat ("/", &ours) != 0)
    ours.st_dev = 0, ours.st_ino = 0;
  for (;;)
    {
      int root = open (path, O_PATH | O_DIRECTORY | O_CLOEXEC);

      if (root >= 0)
        {
          struct stat st;
          int fd = -1;

          /* Until the sandbox's root is its own, the scratch folder is not
           * there: a folder of that name on this machine is not it. */
          if (fstat (root, &st) == 0 && (st.st_dev != ours.st_dev || st.st_ino != ours.st_ino))
            fd = scratch_in (root);
          close (root);
          if (fd >= 0)
            return fd;
        }
      if (!still_runs (bwrap) || g_get_monotonic_time () > deadline_us)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("the sandbox's scratch folder could not be reached"));
          return -1;
        }
      g_usleep (200);
    }
}
