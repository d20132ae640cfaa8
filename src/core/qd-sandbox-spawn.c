/* qd-sandbox-spawn.c — bubblewrap started (qd-sandbox.h): in the sandbox's
 * cgroup, with the mounts it binds from, as the sandbox's user, under its
 * limits, from a child that shares our memory until it execs (a vfork: no
 * copy of a window's page tables). */
#define _GNU_SOURCE
#include "config.h"
#include "qd-sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gi18n.h>
#include <grp.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <linux/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define CHILD_STACK (64 * 1024)

/* What the child did not do, for the parent's message. */
typedef enum {
  STEP_NONE,
  STEP_CGROUP,
  STEP_MOUNT,
  STEP_IDS,
  STEP_LIMITS,
  STEP_DESCRIPTORS,
  STEP_EXEC,
} Step;

/* ---------------------------------------------------------- the stage */

struct _QdSandboxStage {
  GArray *mounts;        /* QdSandboxMount */
  GError *error;         /* the first source that cannot be shown (a link, missing); NULL */
  GPtrArray *strings;    /* what they point to */
  int userns;            /* the user namespace of the last idmapping made; -1 */
  uid_t userns_from, userns_to;
};

static const char *
keep (QdSandboxStage *stage, char *text)
{
  g_ptr_array_add (stage->strings, text);
  return text;
}

static void
add_mount (QdSandboxStage *stage, const char *target, const char *source, const char *options, gboolean file)
{
  QdSandboxMount m = { target, source, options, NULL, file, -1, "", 0, 0 };

  g_array_append_val (stage->mounts, m);
}

static char *
tmpfs_options (const char *mode, guint64 bytes, uid_t owner, gid_t group)
{
  return g_strdup_printf ("mode=%s,size=%" G_GUINT64_FORMAT ",nr_inodes=%" G_GUINT64_FORMAT ",uid=%u,gid=%u", mode,
                          MAX (bytes, (guint64) 1024 * 1024), qd_sandbox_files_of (bytes), (guint) owner,
                          (guint) group);
}

guint64
qd_sandbox_files_of (guint64 bytes)
{
  return MAX (bytes / QD_SANDBOX_BYTES_A_FILE, (guint64) QD_SANDBOX_MIN_FILES);
}

/* ------------------------------------------------- idmapped copies */

static int
await_end (void *data)
{
  int *ends = data;
  char c;

  close (ends[1]);
  /* Ends at the parent's byte (or, should the parent be gone, at the end
   * of the pipe): not at the end alone, which a sibling made by another
   * thread at the same time may hold off, itself waiting for ours. */
  while (read (ends[0], &c, 1) < 0 && errno == EINTR)
    ;
  /* Returned from, not _exit: no call that does not return on a stack of
   * ours (AddressSanitizer would take it for a stack it does not know). */
  return 0;
}

static gboolean
write_map (pid_t pid, const char *name, guint from, guint to)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/%s", (int) pid, name);
  g_autofree char *line = g_strdup_printf ("%u %u 1\n", from, to);
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean ok;

  if (fd < 0)
    return FALSE;
  ok = write (fd, line, strlen (line)) == (gssize) strlen (line);
  close (fd);
  return ok;
}

/* A user namespace in which user and group `from` are `to` (an idmapping):
 * a descriptor of it, or -1.  Made by a child that shares our memory and
 * waits, its maps written from here, then ends. */
static int
idmapping (uid_t from, gid_t from_group, uid_t to)
{
  g_autofree guint8 *stack = g_malloc (CHILD_STACK);
  g_autofree char *ns_path = NULL;
  int ends[2], fd = -1, status;
  pid_t pid;

  if (pipe2 (ends, O_CLOEXEC) != 0)
    return -1;
  pid = clone (await_end, stack + CHILD_STACK, CLONE_VM | CLONE_NEWUSER | SIGCHLD, ends);
  if (pid > 0)
    {
      ns_path = g_strdup_printf ("/proc/%d/ns/user", (int) pid);
      if (write_map (pid, "uid_map", from, to) && write_map (pid, "gid_map", from_group, to))
        fd = open (ns_path, O_RDONLY | O_CLOEXEC);
      /* The child's signal to end: a byte, since another thread's child,
       * cloned meanwhile, may hold a copy of this pipe's end. */
      while (write (ends[1], "", 1) < 0 && errno == EINTR)
        ;
    }
  close (ends[1]);
  close (ends[0]);
  if (pid > 0)
    while (waitpid (pid, &status, __WCLONE | __WALL) < 0 && errno == EINTR)
      ;
  return fd;
}

/* A detached copy of the folder or file `fd` (its mounts below too), whose
 * owner (`st`) is shown as `owner`; -1 where the kernel, the file system
 * or our privileges do not allow it. */
static int
idmapped_tree (QdSandboxStage *stage, int fd, const struct stat *st, uid_t owner)
{
#if defined(SYS_open_tree) && defined(SYS_mount_setattr)
  struct mount_attr attr = { 0 };
  int tree;

  if (stage->userns < 0 || stage->userns_from != st->st_uid || stage->userns_to != owner)
    {
      if (stage->userns >= 0)
        close (stage->userns);
      stage->userns = idmapping (st->st_uid, st->st_gid, owner);
      stage->userns_from = st->st_uid;
      stage->userns_to = owner;
    }
  if (stage->userns < 0)
    return -1;
  /* The descriptor itself, not its path again: what was checked is what is shown. */
  tree = (int) syscall (SYS_open_tree, fd, "", AT_EMPTY_PATH | OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
  if (tree < 0)
    return -1;
  attr.attr_set = MOUNT_ATTR_IDMAP;
  attr.userns_fd = (guint64) stage->userns;
  if (syscall (SYS_mount_setattr, tree, "", AT_EMPTY_PATH | AT_RECURSIVE, &attr, sizeof attr) != 0)
    {
      close (tree);
      return -1;
    }
  return tree;
#else
  return -1;
#endif
}

/* `source` opened without following a link (O_PATH | O_NOFOLLOW), the
 * folder or file it must be: its idmapped copy, or its identity for the
 * child's bind.  A symbolic link is refused: what it points to (another
 * student's folder, root's) would be shown as the program's own. */
static void
add_tree (QdSandboxStage *stage, const char *target, const char *source, gboolean file, uid_t owner)
{
  QdSandboxMount *m;
  struct stat st;
  int fd;

  add_mount (stage, target, source, NULL, file);
  m = &g_array_index (stage->mounts, QdSandboxMount, stage->mounts->len - 1);
  fd = open (source, O_PATH | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 || fstat (fd, &st) != 0)
    {
      int saved = errno;

      if (stage->error == NULL)
        g_set_error (&stage->error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", source, g_strerror (saved));
    }
  else if (S_ISLNK (st.st_mode) || (file ? !S_ISREG (st.st_mode) : !S_ISDIR (st.st_mode)))
    {
      if (stage->error == NULL)
        g_set_error (&stage->error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                     S_ISLNK (st.st_mode) ? _("%s is a symbolic link: a sandbox never follows one (what it points "
                                              "to would be shown as the program's own)")
                                          : file ? _("%s is not a plain file") : _("%s is not a folder"),
                     source);
    }
  else
    {
      m->dev = (guint64) st.st_dev;
      m->ino = (guint64) st.st_ino;
      m->tree = idmapped_tree (stage, fd, &st, owner);
    }
  if (fd >= 0)
    close (fd);
}

/* Whether the sandbox's user `owner` may read what `m` shows (a folder:
 * list and enter it): an idmapped copy's by its owner's bits (its files
 * are the program's own), else as it is.  The same rule and words whoever
 * grades: a folder closed to the program is its setup's failure, never the
 * student's program failing in it. */
static gboolean
readable_by (const QdSandboxMount *m, uid_t owner, GError **error)
{
  struct stat st;
  mode_t need, bits;
  gboolean own;

  if (lstat (m->source, &st) != 0)
    return TRUE;   /* found missing later, with its own error */
  need = S_ISDIR (st.st_mode) ? S_IROTH | S_IXOTH : S_IROTH;
  own = m->tree >= 0 || st.st_uid == owner;
  bits = own ? (st.st_mode >> 6) & 7 : getuid () != 0 && (st.st_gid == getgid () || st.st_gid == getegid ())
                                         ? (st.st_mode >> 3) & 7 : st.st_mode & 7;
  if ((bits & need) == need)
    return TRUE;
  if (own)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                 _("%s is closed to its own owner (mode %04o), whose files are the program's (chmod u+%s %s)"),
                 m->source, (guint) (st.st_mode & 07777), S_ISDIR (st.st_mode) ? "rx" : "r", m->source);
  else if (getuid () == 0)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                 _("run by root, a program is a user of its own, and %s is closed to other users (chmod o+%s %s)"),
                 m->source, S_ISDIR (st.st_mode) ? "rx" : "r", m->source);
  else
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                 _("%s is closed to the program's user, this grader's (mode %04o, owner %u; chmod o+%s %s)"),
                 m->source, (guint) (st.st_mode & 07777), (guint) st.st_uid, S_ISDIR (st.st_mode) ? "rx" : "r",
                 m->source);
  return FALSE;
}

gboolean
qd_sandbox_stage_check (QdSandboxStage *stage, uid_t owner, GError **error)
{
  if (stage->error != NULL)
    {
      g_propagate_error (error, g_error_copy (stage->error));
      return FALSE;
    }
  for (guint i = 0; i < stage->mounts->len; i++)
    {
      const QdSandboxMount *m = &g_array_index (stage->mounts, QdSandboxMount, i);

      if (m->source != NULL && !readable_by (m, owner, error))
        return FALSE;
    }
  return TRUE;
}

QdSandboxStage *
qd_sandbox_stage_new (QdSandboxPlan *plan, uid_t owner, gid_t group)
{
  QdSandboxStage *stage = g_new0 (QdSandboxStage, 1);

  stage->userns = -1;

  stage->mounts = g_array_new (FALSE, FALSE, sizeof (QdSandboxMount));
  stage->strings = g_ptr_array_new_with_free_func (g_free);
  /* The stage itself: a small tmpfs over /tmp, which bubblewrap's own root
   * hides again (the sandbox's /tmp is the one below). */
  add_mount (stage, QD_SANDBOX_STAGE, NULL, "mode=0755,size=1m,nr_inodes=4096", FALSE);
  add_mount (stage, QD_SANDBOX_STAGE "/tmp", NULL, keep (stage, tmpfs_options ("1777", plan->tmp_bytes, owner, group)),
             FALSE);
  add_mount (stage, QD_SANDBOX_STAGE "/shm", NULL, keep (stage, tmpfs_options ("1777", plan->tmp_bytes, owner, group)),
             FALSE);
  add_mount (stage, QD_SANDBOX_STAGE "/scratch", NULL,
             keep (stage, tmpfs_options ("0700", plan->scratch_bytes, owner, group)), FALSE);
  /* The system's folders, each a read-only overlay of its own over it and
   * an empty folder: no lock a program takes on them reaches another. */
  add_mount (stage, QD_SANDBOX_STAGE "/empty", NULL, "mode=0755,size=4k,nr_inodes=16", FALSE);
  /* An empty file shown as /proc/locks: it lists every open file
   * description's lock of the machine (their process is none, so no PID
   * namespace hides them), a channel between sandboxes. */
  add_mount (stage, QD_SANDBOX_STAGE "/void", NULL, "mode=0755,size=4k,nr_inodes=16", FALSE);
  add_mount (stage, QD_SANDBOX_LOCKS, NULL, NULL, TRUE);
  for (guint i = 0; qd_sandbox_system_folders ()[i] != NULL; i++)
    {
      add_mount (stage, keep (stage, g_strdup_printf (QD_SANDBOX_STAGE "/system-%u", i)), NULL,
                 keep (stage, g_strdup_printf ("lowerdir=%s:" QD_SANDBOX_STAGE "/empty",
                                               qd_sandbox_system_folders ()[i])), FALSE);
      g_array_index (stage->mounts, QdSandboxMount, stage->mounts->len - 1).fstype = "overlay";
    }
  /* The folder and the files, opened as root: the folders above them
   * need not be open to the sandbox's user. */
  if (plan->folder != NULL && !qd_sandbox_shows (plan->folder))
    {
      add_tree (stage, QD_SANDBOX_STAGE "/folder", plan->folder, FALSE, owner);
      plan->staged_folder = QD_SANDBOX_STAGE "/folder";
    }
  for (guint i = 0; plan->files != NULL && plan->files[i] != NULL; i++)
    add_tree (stage, keep (stage, g_strdup_printf (QD_SANDBOX_STAGE "/file-%u", i)), plan->files[i], TRUE, owner);
  plan->staged = TRUE;
  return stage;
}

QdSandboxMount *
qd_sandbox_stage_mounts (QdSandboxStage *stage, guint *n)
{
  *n = stage->mounts->len;
  return (QdSandboxMount *) stage->mounts->data;
}

void
qd_sandbox_stage_free (QdSandboxStage *stage)
{
  if (stage == NULL)
    return;
  for (guint i = 0; i < stage->mounts->len; i++)
    if (g_array_index (stage->mounts, QdSandboxMount, i).tree >= 0)
      close (g_array_index (stage->mounts, QdSandboxMount, i).tree);
  if (stage->userns >= 0)
    close (stage->userns);
  g_clear_error (&stage->error);
  g_array_unref (stage->mounts);
  g_ptr_array_unref (stage->strings);
  g_free (stage);
}

/* ---------------------------------------------------------- the child */

/* Only calls into the kernel from here to the exec: the child shares our
 * memory, and another thread may hold malloc's lock. */
static int
fail_on (QdSandboxSpawn *s, Step step, const char *what)
{
  s->failed_what = what;
  s->failed_step = step;
  s->failed_errno = errno;
  /* The exit call itself (_exit does not return: AddressSanitizer would
   * take our stack for one it does not know). */
  syscall (SYS_exit_group, 127);
  return 127;
}

static int
fail (QdSandboxSpawn *s, Step step)
{
  return fail_on (s, step, NULL);
}

/* "/proc/self/fd/N" into `at`, without the C library's formatting. */
static void
fd_path (char at[32], int fd)
{
  static const char prefix[] = "/proc/self/fd/";
  char digits[12];
  int n = 0, k = 0;

  do
    digits[n++] = (char) ('0' + fd % 10);
  while ((fd /= 10) > 0 && n < 11);
  for (; prefix[k] != '\0'; k++)
    at[k] = prefix[k];
  while (n > 0)
    at[k++] = digits[--n];
  at[k] = '\0';
}

static void
child_mounts (QdSandboxSpawn *s)
{
  /* Nothing of ours goes back to the machine's namespace. */
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    fail (s, STEP_MOUNT);
  /* The sources, opened in this namespace before the stage covers /tmp,
   * without following a link, and still what the stage found. */
  for (guint i = 0; i < s->n_mounts; i++)
    if (s->mounts[i].source != NULL && s->mounts[i].tree < 0)
      {
        int fd = open (s->mounts[i].source,
                       O_PATH | O_NOFOLLOW | O_CLOEXEC | (s->mounts[i].file ? 0 : O_DIRECTORY));
        struct stat st;

        if (fd < 0)
          fail_on (s, STEP_MOUNT, s->mounts[i].source);
        if (fstat (fd, &st) != 0 || (guint64) st.st_dev != s->mounts[i].dev || (guint64) st.st_ino != s->mounts[i].ino)
          {
            errno = ESTALE;
            fail_on (s, STEP_MOUNT, s->mounts[i].source);
          }
        fd_path (s->mounts[i].at, fd);
      }
  for (guint i = 0; i < s->n_mounts; i++)
    {
      const QdSandboxMount *m = &s->mounts[i];

      if (i > 0)
        {
          if (m->file)
            {
              int fd = open (m->target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);

              if (fd < 0)
                fail_on (s, STEP_MOUNT, m->target);
              close (fd);
              /* A file and no source: the empty file itself. */
              if (m->source == NULL)
                continue;
            }
          else if (mkdir (m->target, 0755) != 0)
            fail_on (s, STEP_MOUNT, m->target);
        }
      if (m->source == NULL ? mount ("quandary", m->target, m->fstype != NULL ? m->fstype : "tmpfs",
                                     MS_NOSUID | MS_NODEV, m->options)
          : m->tree >= 0    ? syscall (SYS_move_mount, m->tree, "", AT_FDCWD, m->target, MOVE_MOUNT_F_EMPTY_PATH)
                            : mount (m->at, m->target, NULL, MS_BIND | MS_REC, NULL))
        fail_on (s, STEP_MOUNT, m->source != NULL ? m->source : m->target);
    }
}

static void
write_all (QdSandboxSpawn *s, const char *path, const char *text)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gsize n = 0;

  while (text[n] != '\0')
    n++;
  if (fd < 0 || write (fd, text, n) != (gssize) n || close (fd) != 0)
    fail_on (s, STEP_MOUNT, path);
}

static void
child_descriptors (QdSandboxSpawn *s)
{
  guint used = 0;

  for (int i = 0; i < 3; i++)
    {
      int fd = s->std_fds[i] >= 0 ? dup2 (s->std_fds[i], i)
                                  : open ("/dev/null", (i == 0 ? O_RDONLY : O_WRONLY));

      if (fd < 0)
        fail (s, STEP_DESCRIPTORS);
      if (s->std_fds[i] < 0 && fd != i && (dup2 (fd, i) < 0 || close (fd) != 0))
        fail (s, STEP_DESCRIPTORS);
      /* dup2 onto itself keeps close-on-exec: cleared. */
      if (fcntl (i, F_SETFD, 0) != 0)
        fail (s, STEP_DESCRIPTORS);
    }
  for (guint i = 0; i < s->n_extra; i++)
    if (s->extra[i] >= 0)
      used = i + 1;
  for (guint i = 0; i < used; i++)
    {
      int target = 3 + (int) i;
      int fd = s->extra[i] >= 0 ? dup2 (s->extra[i], target) : open ("/dev/null", O_RDONLY);

      if (fd < 0 || (fd != target && (dup2 (fd, target) < 0 || close (fd) != 0)) || fcntl (target, F_SETFD, 0) != 0)
        fail (s, STEP_DESCRIPTORS);
    }
  if (syscall (SYS_close_range, 3 + used, ~0u, 0) != 0)
    fail (s, STEP_DESCRIPTORS);
}

static int
child (void *data)
{
  QdSandboxSpawn *s = data;
  struct sigaction dfl;
  sigset_t none;

  /* Signals as at a program's start. */
  memset (&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; sig++)
    if (sig != SIGKILL && sig != SIGSTOP)
      sigaction (sig, &dfl, NULL);
  setsid ();
  /* The limits first: a user namespace made below keeps RLIMIT_NPROC as
   * the limit of the user's processes outside it. */
  for (guint i = 0; i < s->n_limits; i++)
    if (setrlimit (s->limits[i].resource, &s->limits[i].limit) != 0)
      fail (s, STEP_LIMITS);
  for (guint i = 0; i < s->n_cgroup_fds; i++)
    if (write (s->cgroup_fds[i], "0", 1) != 1)
      fail (s, STEP_CGROUP);
  if (s->n_mounts > 0)
    {
      /* An ordinary user's mounts in a user namespace of its own, where it
       * is itself. */
      if (unshare (CLONE_NEWNS | (s->uid_map != NULL ? CLONE_NEWUSER : 0)) != 0)
        fail (s, STEP_MOUNT);
      if (s->uid_map != NULL)
        {
          write_all (s, "/proc/self/setgroups", "deny");
          write_all (s, "/proc/self/uid_map", s->uid_map);
          write_all (s, "/proc/self/gid_map", s->gid_map);
        }
      child_mounts (s);
    }
  child_descriptors (s);
  if (s->uid != 0 && ((setgroups (0, NULL) != 0 && !s->groups_fixed) || setresgid (s->uid, s->uid, s->uid) != 0 ||
                      setresuid (s->uid, s->uid, s->uid) != 0))
    fail (s, STEP_IDS);
  if (chdir (s->folder != NULL ? s->folder : "/") != 0 && chdir ("/") != 0)
    fail (s, STEP_DESCRIPTORS);
  sigemptyset (&none);
  sigprocmask (SIG_SETMASK, &none, NULL);
  execve (s->argv[0], (char *const *) s->argv, (char *const *) s->envp);
  fail (s, STEP_EXEC);
  return 127;
}

pid_t
qd_sandbox_spawn (QdSandboxSpawn *s, GError **error)
{
  static const char *const steps[] = {
    [STEP_CGROUP] = N_("it could not be put in the sandbox's cgroup"),
    [STEP_MOUNT] = N_("its folders could not be mounted"),
    [STEP_IDS] = N_("its user could not be set"),
    [STEP_LIMITS] = N_("its limits could not be set"),
    [STEP_DESCRIPTORS] = N_("its descriptors could not be set"),
    [STEP_EXEC] = N_("bubblewrap could not be run"),
  };
  g_autofree guint8 *stack = g_malloc (CHILD_STACK);
  sigset_t all, old;
  pid_t pid;
  int saved;

  s->failed_step = STEP_NONE;
  s->failed_errno = 0;
  s->failed_what = NULL;
  sigfillset (&all);
  pthread_sigmask (SIG_SETMASK, &all, &old);
  pid = clone (child, stack + CHILD_STACK, CLONE_VM | CLONE_VFORK | SIGCHLD, s);
  saved = errno;
  pthread_sigmask (SIG_SETMASK, &old, NULL);
  if (pid < 0)
    {
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s: %s", s->argv[0], g_strerror (saved));
      return 0;
    }
  if (s->failed_step != STEP_NONE)
    {
      int status;

      while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
        ;
      if (s->failed_step == STEP_IDS && s->failed_errno == EINVAL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                     _("the sandbox's user %u is not mapped in this user namespace (a rootless container?)"),
                     (guint) s->uid);
      else if (s->failed_what != NULL)
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (s->failed_errno), "%s (%s): %s",
                     _(steps[s->failed_step]), s->failed_what, g_strerror (s->failed_errno));
      else
        g_set_error (error, G_IO_ERROR, g_io_error_from_errno (s->failed_errno), "%s: %s",
                     _(steps[s->failed_step]), g_strerror (s->failed_errno));
      return 0;
    }
  return pid;
}
